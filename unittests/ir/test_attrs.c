/* Unit tests for builtin attributes and locations: uniquing, integer
 * widths, float conversions, dictionaries, symbol refs, dense elements and
 * upstream's fused-location rules. */
#include "cmlir/ir.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

#define CHECK_BITS(a, want)                                                    \
  do {                                                                         \
    uint64_t got_ = (a)->fp.bits[0];                                           \
    if (got_ != (uint64_t)(want)) {                                            \
      fprintf(stderr, "%s:%d: bits 0x%llx, want 0x%llx\n", __FILE__,          \
              __LINE__, (unsigned long long)got_,                              \
              (unsigned long long)(want));                                     \
      failures++;                                                              \
    }                                                                          \
  } while (0)

static CmContext *ctx;
static CmType *T(CmTypeKind k) { return cm_float_type(ctx, k); }
static CmType *I(unsigned w) { return cm_integer_type(ctx, w, CM_SIGNLESS); }
static CmType *SI(unsigned w) { return cm_integer_type(ctx, w, CM_SIGNED); }
static CmType *UI(unsigned w) { return cm_integer_type(ctx, w, CM_UNSIGNED); }

static void test_integers(void) {
  CmAttr *a = cm_integer_attr(I(32), 5);
  CHECK(a == cm_integer_attr(I(32), 5));
  CHECK(a != cm_integer_attr(I(64), 5) && a != cm_integer_attr(I(32), 6));
  CHECK(a->kind == CM_ATTR_INTEGER && a->type == I(32) && a->ctx == ctx);
  CHECK(a->integer.value == 5 && a->integer.num_words == 1 &&
        a->integer.words[0] == 5);
  /* truncation and extension per signedness */
  CmAttr *b = cm_integer_attr(I(8), 255);
  CHECK(b->integer.value == -1 && b->integer.words[0] == 0xff);
  CHECK(b == cm_integer_attr(I(8), -1));
  CHECK(cm_integer_attr(UI(8), 255)->integer.value == 255);
  CHECK(cm_integer_attr(UI(8), -1)->integer.value == 255);
  CHECK(cm_integer_attr(SI(16), -1)->integer.value == -1);
  CHECK(cm_integer_attr(SI(16), -1)->integer.words[0] == 0xffff);
  CHECK(cm_integer_attr(SI(16), -1) != cm_integer_attr(I(16), -1));
  CHECK(cm_integer_attr(I(64), INT64_MIN)->integer.value == INT64_MIN);
  CHECK(cm_integer_attr(cm_index_type(ctx), -3)->integer.value == -3);
  CHECK(cm_integer_attr(cm_index_type(ctx), -3)->type == cm_index_type(ctx));
  /* bools are i1 integer attrs; signless i1 true reads as -1 */
  CmAttr *t = cm_bool_attr(ctx, true), *f = cm_bool_attr(ctx, false);
  CHECK(t == cm_integer_attr(I(1), 1) && f == cm_integer_attr(I(1), 0));
  CHECK(t == cm_integer_attr(I(1), 3)); /* truncated to 1 bit */
  CHECK(cm_attr_is_bool(t) && cm_attr_is_bool(f));
  CHECK(t->integer.words[0] == 1 && t->integer.value == -1);
  CHECK(f->integer.value == 0);
  CHECK(!cm_attr_is_bool(cm_integer_attr(SI(1), 0)));
  CHECK(!cm_attr_is_bool(a));
  /* wide */
  CmAttr *w = cm_integer_attr(I(128), -1);
  CHECK(w->integer.num_words == 2 && w->integer.words[0] == ~0ull &&
        w->integer.words[1] == ~0ull && w->integer.value == -1);
  CmAttr *uw = cm_integer_attr(UI(128), -1);
  CHECK(uw->integer.words[1] == 0);
  uint64_t words[2] = {~0ull, ~0ull};
  CmAttr *w70 = cm_integer_attr_words(I(70), 2, words);
  CHECK(w70->integer.num_words == 2 && w70->integer.words[1] == 0x3f);
  CHECK(w70 == cm_integer_attr(I(70), -1));
  uint64_t w1[1] = {7};
  CHECK(cm_integer_attr_words(I(200), 1, w1) == cm_integer_attr(I(200), 7));
  CHECK(cm_integer_attr(I(200), 7)->integer.num_words == 4);
  uint64_t w3[3] = {1, 2, 3};
  CmAttr *w130 = cm_integer_attr_words(I(130), 3, w3);
  CHECK(w130->integer.words[1] == 2 && w130->integer.words[2] == 3);
  CHECK(cm_integer_attr_words(I(129), 3, w3)->integer.words[2] == 1);
  CHECK(cm_integer_attr_words(I(16), 2, w3)->integer.words[0] == 1);
}

static void test_floats(void) {
  CmType *f16 = T(CM_TYPE_F16), *bf16 = T(CM_TYPE_BF16);
  CmType *f32 = T(CM_TYPE_F32), *f64 = T(CM_TYPE_F64);
  CmType *f80 = T(CM_TYPE_F80), *f128 = T(CM_TYPE_F128);
  CmAttr *a = cm_float_attr(f32, 1.5);
  CHECK(a == cm_float_attr(f32, 1.5) && a != cm_float_attr(f64, 1.5));
  CHECK(a->kind == CM_ATTR_FLOAT && a->type == f32 && a->fp.value == 1.5);
  CHECK(cm_float_attr(f32, 0.0) != cm_float_attr(f32, -0.0));
  /* f16, with round-to-nearest-even (expected bits from mlir-opt-13) */
  CHECK_BITS(cm_float_attr(f16, 1.0), 0x3C00);
  CHECK_BITS(cm_float_attr(f16, 0.1), 0x2E66);
  CHECK(fabs(cm_float_attr(f16, 0.1)->fp.value - 0.0999755859375) < 1e-15);
  CHECK_BITS(cm_float_attr(f16, 65504.0), 0x7BFF);
  CHECK_BITS(cm_float_attr(f16, 65519.0), 0x7BFF);
  CHECK_BITS(cm_float_attr(f16, 65520.0), 0x7C00); /* tie rounds to inf */
  CHECK_BITS(cm_float_attr(f16, 1e10), 0x7C00);
  CHECK_BITS(cm_float_attr(f16, -1e10), 0xFC00);
  CHECK_BITS(cm_float_attr(f16, 2.98023223876953125e-08), 0x0000); /* tie */
  CHECK_BITS(cm_float_attr(f16, 3e-08), 0x0001);
  CHECK_BITS(cm_float_attr(f16, 6e-08), 0x0001);
  CHECK_BITS(cm_float_attr(f16, 8.940696716308594e-08), 0x0002); /* 1.5 ulp */
  CHECK_BITS(cm_float_attr(f16, 6.103515625e-05), 0x0400); /* min normal */
  CHECK_BITS(cm_float_attr(f16, 6.097555160522461e-05), 0x03FF);
  CHECK_BITS(cm_float_attr(f16, 6.1030e-05), 0x0400); /* rounds up to normal */
  CHECK_BITS(cm_float_attr(f16, 6.1004e-05), 0x03FF); /* below the midpoint */
  CHECK_BITS(cm_float_attr(f16, 1.00048828125), 0x3C00); /* tie to even */
  CHECK_BITS(cm_float_attr(f16, 1.00146484375), 0x3C02); /* tie to even */
  CHECK_BITS(cm_float_attr(f16, -2.0), 0xC000);
  CHECK_BITS(cm_float_attr(f16, -0.0), 0x8000);
  CHECK_BITS(cm_float_attr(f16, INFINITY), 0x7C00);
  CHECK_BITS(cm_float_attr(f16, -INFINITY), 0xFC00);
  CHECK_BITS(cm_float_attr(f16, NAN), 0x7E00);
  CHECK(isnan(cm_float_attr(f16, NAN)->fp.value));
  CHECK(cm_float_attr(f16, 1e-30)->fp.bits[0] == 0);
  CHECK(cm_float_attr(f16, 1e-300)->fp.bits[0] == 0);
  CHECK(cm_float_attr(f16, DBL_TRUE_MIN)->fp.bits[0] == 0);
  /* bf16 */
  CHECK_BITS(cm_float_attr(bf16, 1.0), 0x3F80);
  CHECK_BITS(cm_float_attr(bf16, 3.14159), 0x4049);
  CHECK(cm_float_attr(bf16, 3.14159)->fp.value == 3.140625);
  CHECK_BITS(cm_float_attr(bf16, 1.00390625), 0x3F80); /* tie to even */
  CHECK_BITS(cm_float_attr(bf16, 1.01171875), 0x3F82); /* tie to even */
  CHECK_BITS(cm_float_attr(bf16, 1e39), 0x7F80);
  CHECK_BITS(cm_float_attr(bf16, 3.3895313892515355e38), 0x7F7F);
  CHECK_BITS(cm_float_attr(bf16, NAN), 0x7FC0);
  CHECK_BITS(cm_float_attr(bf16, -1.0), 0xBF80);
  /* f32 */
  CHECK_BITS(cm_float_attr(f32, 0.1), 0x3DCCCCCD);
  CHECK(cm_float_attr(f32, 0.1)->fp.value == (double)0.1f);
  CHECK_BITS(cm_float_attr(f32, 1e-45), 0x00000001);
  CHECK_BITS(cm_float_attr(f32, 1e39), 0x7F800000);
  CHECK_BITS(cm_float_attr(f32, FLT_MAX), 0x7F7FFFFF);
  CHECK_BITS(cm_float_attr(f32, -INFINITY), 0xFF800000);
  CHECK_BITS(cm_float_attr(f32, NAN), 0x7FC00000);
  /* f32 conversion agrees with the C cast on many values */
  for (int i = 0; i < 100000; i++) {
    double d = ((double)(i * 2654435761u % 1000003) - 500000.0) *
               pow(2.0, (i % 300) - 150) / 7.0;
    float fl = (float)d;
    uint32_t want;
    memcpy(&want, &fl, 4);
    uint64_t got = cm_float_attr(f32, d)->fp.bits[0];
    if (got != want) {
      fprintf(stderr, "f32 mismatch for %.17g: 0x%llx vs 0x%x\n", d,
              (unsigned long long)got, want);
      failures++;
      break;
    }
    if (cm_float_attr(f32, d)->fp.value != (double)fl) {
      fprintf(stderr, "f32 value mismatch for %.17g\n", d);
      failures++;
      break;
    }
  }
  /* f64 */
  CmAttr *d = cm_float_attr(f64, 0.1);
  uint64_t b64;
  double x = 0.1;
  memcpy(&b64, &x, 8);
  CHECK(d->fp.bits[0] == b64 && d->fp.bits[1] == 0 && d->fp.value == 0.1);
  /* f80 / f128: exact from double */
  CmAttr *e = cm_float_attr(f80, 1.0);
  CHECK(e->fp.bits[0] == 0x8000000000000000ull && e->fp.bits[1] == 0x3FFF);
  CHECK(e->fp.value == 1.0);
  e = cm_float_attr(f80, -2.0);
  CHECK(e->fp.bits[0] == 0x8000000000000000ull && e->fp.bits[1] == 0xC000);
  CHECK(cm_float_attr(f80, 0.1)->fp.value == 0.1);
  CHECK(cm_float_attr(f80, 0.0)->fp.bits[0] == 0 &&
        cm_float_attr(f80, 0.0)->fp.bits[1] == 0);
  CHECK(cm_float_attr(f80, INFINITY)->fp.bits[1] == 0x7FFF &&
        cm_float_attr(f80, INFINITY)->fp.bits[0] == 0x8000000000000000ull);
  CHECK(isnan(cm_float_attr(f80, NAN)->fp.value));
  CHECK(cm_float_attr(f80, DBL_TRUE_MIN)->fp.value == DBL_TRUE_MIN);
  CHECK(cm_float_attr(f80, 1e-310)->fp.value == 1e-310);
  CmAttr *q = cm_float_attr(f128, 1.0);
  CHECK(q->fp.bits[0] == 0 && q->fp.bits[1] == 0x3FFF000000000000ull);
  CHECK(cm_float_attr(f128, -0.1)->fp.value == -0.1);
  CHECK(cm_float_attr(f128, DBL_TRUE_MIN)->fp.value == DBL_TRUE_MIN);
  CHECK(cm_float_attr(f128, DBL_MAX)->fp.value == DBL_MAX);
  CHECK(cm_float_attr(f128, -INFINITY)->fp.bits[1] == 0xFFFF000000000000ull);
  CHECK(isnan(cm_float_attr(f128, NAN)->fp.value));
#if defined(__x86_64__) || defined(__i386__)
  /* compare with the hardware's x87 format */
  for (int i = 0; i < 2000; i++) {
    double v = (i - 1000) * 1.37e-3 * pow(10.0, (i % 40) - 20);
    long double ld = v;
    uint64_t lb[2] = {0, 0};
    memcpy(lb, &ld, 10);
    CmAttr *z = cm_float_attr(f80, v);
    if (z->fp.bits[0] != lb[0] || z->fp.bits[1] != (lb[1] & 0xffff)) {
      fprintf(stderr, "f80 mismatch for %g\n", v);
      failures++;
      break;
    }
  }
  {
    long double third = 1.0L / 3.0L;
    uint64_t lb[2] = {0, 0};
    memcpy(lb, &third, 10);
    lb[1] &= 0xffff;
    CmAttr *z = cm_float_attr_bits(f80, lb);
    CHECK(z->fp.value == (double)third);
  }
#endif
#if defined(__SIZEOF_FLOAT128__)
  {
    __float128 third = (__float128)1.0 / 3;
    uint64_t qb[2];
    memcpy(qb, &third, 16);
    CHECK(cm_float_attr_bits(f128, qb)->fp.value == 1.0 / 3.0);
    __float128 v = 0.1;
    memcpy(qb, &v, 16);
    CmAttr *z = cm_float_attr(f128, 0.1);
    CHECK(z->fp.bits[0] == qb[0] && z->fp.bits[1] == qb[1]);
    /* a value that rounds up to the next double */
    __float128 big = (__float128)1.0 + (__float128)1.0 / ((__float128)(1ull << 53)) +
                     (__float128)1.0 / ((__float128)(1ull << 60));
    memcpy(qb, &big, 16);
    CHECK(cm_float_attr_bits(f128, qb)->fp.value == 1.0 + DBL_EPSILON);
  }
#endif
  /* from bits */
  uint64_t bits[2] = {0x3555, 0};
  CmAttr *h = cm_float_attr_bits(f16, bits);
  CHECK(h->fp.value == 0.333251953125 && h == cm_float_attr(f16, 1.0 / 3.0));
  bits[0] = 0x3EAB;
  CHECK(cm_float_attr_bits(bf16, bits)->fp.value == 0.333984375);
  bits[0] = 0x0001;
  CHECK(cm_float_attr_bits(f16, bits)->fp.value == ldexp(1.0, -24));
  bits[0] = 0x7C01; /* signalling NaN bits are kept as given */
  CmAttr *sn = cm_float_attr_bits(f16, bits);
  CHECK(isnan(sn->fp.value) && sn->fp.bits[0] == 0x7C01);
  bits[0] = 0x7FC00001;
  CHECK(cm_float_attr_bits(f32, bits)->fp.bits[0] == 0x7FC00001);
  CHECK(cm_float_attr_bits(f32, bits) != cm_float_attr(f32, NAN));
  bits[0] = 0xFFFFFFFF00003C00ull; /* junk high bits are dropped */
  CHECK(cm_float_attr_bits(f16, bits) == cm_float_attr(f16, 1.0));
  bits[0] = 0x000FFFFFFFFFFFFFull; /* f64 subnormal */
  CHECK(cm_float_attr_bits(f64, bits)->fp.value > 0);
}

static void test_strings_symbols(void) {
  CmAttr *s = cm_string_attr(ctx, CM_STR("hello"));
  CHECK(s == cm_string_attr(ctx, CM_STR("hello")));
  CHECK(s != cm_string_attr(ctx, CM_STR("hell")));
  CHECK(s->kind == CM_ATTR_STRING && s->type == NULL);
  CHECK(cm_str_eq_c(cm_ident_str(s->str.value), "hello"));
  CHECK(cm_string_attr_typed(cm_none_type(ctx), CM_STR("hello")) == s);
  CmAttr *st = cm_string_attr_typed(I(32), CM_STR("hello"));
  CHECK(st != s && st->type == I(32));
  CmAttr *z = cm_string_attr(ctx, (CmStr){"a\0b", 3});
  CHECK(z->str.value->len == 3 && z != cm_string_attr(ctx, CM_STR("a")));
  CmAttr *r = cm_symbol_ref_attr(ctx, CM_STR("a"), 0, NULL);
  CHECK(r == cm_symbol_ref_attr(ctx, CM_STR("a"), 0, NULL));
  CHECK(r->kind == CM_ATTR_SYMBOL_REF && r->symref.num_nested == 0);
  CHECK(r != s);
  CmStr nested[2] = {CM_STR("b"), CM_STR("c")};
  CmAttr *r2 = cm_symbol_ref_attr(ctx, CM_STR("a"), 2, nested);
  CHECK(r2 != r && r2 == cm_symbol_ref_attr(ctx, CM_STR("a"), 2, nested));
  CHECK(r2->symref.root == cm_ident_c(ctx, "a"));
  CHECK(r2->symref.nested[1] == cm_ident_c(ctx, "c"));
  CHECK(cm_symbol_ref_attr(ctx, CM_STR("a"), 1, nested) != r2);
  CmAttr *u = cm_unit_attr(ctx);
  CHECK(u == cm_unit_attr(ctx) && u->kind == CM_ATTR_UNIT);
  CmAttr *ta = cm_type_attr(I(32));
  CHECK(ta == cm_type_attr(I(32)) && ta->type_value == I(32) &&
        ta != cm_type_attr(I(64)));
  CmIdent *dial = cm_ident_c(ctx, "foo");
  CmAttr *o = cm_opaque_attr(dial, CM_STR("x<1>"), NULL);
  CHECK(o == cm_opaque_attr(dial, CM_STR("x<1>"), cm_none_type(ctx)));
  CHECK(o != cm_opaque_attr(dial, CM_STR("x<1>"), I(32)));
  CHECK(o->opaque.dialect == dial && o->opaque.data->len == 4);
  CmAttr *arr[2] = {s, u};
  CmAttr *a = cm_array_attr(ctx, 2, arr);
  CHECK(a == cm_array_attr(ctx, 2, arr) && a->array.num == 2 &&
        a->array.elems[1] == u);
  CHECK(cm_array_attr(ctx, 0, NULL) == cm_array_attr(ctx, 0, NULL));
  CHECK(cm_array_attr(ctx, 0, NULL) != a);
  CHECK(cm_array_attr(ctx, 1, arr) != a);
  CmAffineMap *m = cm_affine_map_identity(ctx, 2);
  CHECK(cm_affine_map_attr(m) == cm_affine_map_attr(m));
  CHECK(cm_affine_map_attr(m)->map == m);
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0);
  bool eq = true;
  CmIntegerSet *set = cm_integer_set(ctx, 1, 0, 1, &d0, &eq);
  CHECK(cm_integer_set_attr(set) == cm_integer_set_attr(set));
  CHECK(cm_integer_set_attr(set)->set == set);
  CmDialect dd = {0};
  dd.name = "attrtest";
  CmDialect *dp = cm_register_dialect(ctx, &dd);
  int64_t ints[1] = {3};
  CmAttr *da = cm_dialect_attr(dp, 1, NULL, 1, &s, 1, ints, NULL, I(8));
  CHECK(da == cm_dialect_attr(dp, 1, NULL, 1, &s, 1, ints, NULL, I(8)));
  CHECK(da != cm_dialect_attr(dp, 1, NULL, 1, &s, 1, ints, NULL, I(16)));
  CHECK(da->dialect_attr.attrs[0] == s && da->dialect_attr.ints[0] == 3);
}

static CmNamedAttr NA(const char *n, CmAttr *v) {
  CmNamedAttr x = {cm_ident_c(ctx, n), v};
  return x;
}

static void test_dicts(void) {
  CmAttr *one = cm_integer_attr(I(32), 1), *two = cm_integer_attr(I(32), 2);
  CmAttr *three = cm_integer_attr(I(32), 3);
  CmAttr *e = cm_dict_attr_empty(ctx);
  CHECK(e == cm_dict_attr(ctx, 0, NULL) && e->dict.num == 0);
  CHECK(e->kind == CM_ATTR_DICTIONARY);
  CmNamedAttr in[5] = {NA("b", one), NA("ab", two), NA("a", three),
                       NA("b", two), NA("B", one)};
  CmAttr *d = cm_dict_attr(ctx, 5, in);
  CHECK(d->dict.num == 4);
  /* byte order: "B" < "a" < "ab" < "b"; later "b" wins */
  CHECK(d->dict.entries[0].name == cm_ident_c(ctx, "B"));
  CHECK(d->dict.entries[1].name == cm_ident_c(ctx, "a"));
  CHECK(d->dict.entries[2].name == cm_ident_c(ctx, "ab"));
  CHECK(d->dict.entries[3].name == cm_ident_c(ctx, "b"));
  CHECK(d->dict.entries[3].value == two);
  CmNamedAttr sorted[4] = {NA("B", one), NA("a", three), NA("ab", two),
                           NA("b", two)};
  CHECK(cm_dict_attr(ctx, 4, sorted) == d);
  CHECK(cm_dict_get(d, "a") == three && cm_dict_get(d, "b") == two);
  CHECK(cm_dict_get(d, "c") == NULL && cm_dict_get(d, "") == NULL);
  CHECK(cm_dict_get_ident(d, cm_ident_c(ctx, "ab")) == two);
  CHECK(cm_dict_get_ident(d, cm_ident_c(ctx, "zz")) == NULL);
  CmAttr *d2 = cm_dict_set(d, cm_ident_c(ctx, "aa"), one);
  CHECK(d2->dict.num == 5 && d2->dict.entries[2].name == cm_ident_c(ctx, "aa"));
  CHECK(cm_dict_set(d2, cm_ident_c(ctx, "aa"), NULL) == d);
  CHECK(cm_dict_set(d, cm_ident_c(ctx, "zz"), NULL) == d);
  CHECK(cm_dict_set(d, cm_ident_c(ctx, "a"), three) == d);
  CmAttr *d3 = cm_dict_set(d, cm_ident_c(ctx, "a"), one);
  CHECK(d3 != d && cm_dict_get(d3, "a") == one && d3->dict.num == 4);
  CHECK(cm_dict_set(e, cm_ident_c(ctx, "x"), one)->dict.num == 1);
  CHECK(cm_dict_set(NULL, cm_ident_c(ctx, "x"), one) ==
        cm_dict_set(e, cm_ident_c(ctx, "x"), one));
  /* big dictionary, reversed input */
  CmNamedAttr big[300];
  char buf[16];
  for (int i = 0; i < 300; i++) {
    snprintf(buf, sizeof buf, "k%03d", 299 - i);
    big[i] = NA(buf, one);
  }
  CmAttr *bd = cm_dict_attr(ctx, 300, big);
  CHECK(bd->dict.num == 300);
  CHECK(bd->dict.entries[0].name == cm_ident_c(ctx, "k000"));
  CHECK(bd->dict.entries[299].name == cm_ident_c(ctx, "k299"));
  CHECK(cm_dict_get(bd, "k150") == one);
  CHECK(cm_dict_get_ident(bd, cm_ident_c(ctx, "k151")) == one);
  CHECK(cm_dict_get(bd, "k1500") == NULL);
  CHECK(cm_dict_get(one, "x") == NULL);
}

static void test_dense(void) {
  int64_t s4[1] = {4};
  CmType *ti8 = cm_ranked_tensor_type(1, s4, I(8), NULL);
  int8_t v8[4] = {1, -2, 127, -128};
  CmAttr *d = cm_dense_elements_attr(ti8, false, 4, v8);
  CHECK(d == cm_dense_elements_attr(ti8, false, 4, v8));
  CHECK(d->kind == CM_ATTR_DENSE_ELEMENTS && d->type == ti8);
  CHECK(!d->dense.splat && !d->dense.is_string && d->dense.num_bytes == 4);
  CHECK(d->dense.data != (const uint8_t *)v8);
  CHECK(cm_dense_get_int(d, 0) == 1 && cm_dense_get_int(d, 1) == -2);
  CHECK(cm_dense_get_int(d, 2) == 127 && cm_dense_get_int(d, 3) == -128);
  CHECK(cm_dense_get_float(d, 1) == -2.0);
  CHECK(cm_dense_get_int(d, 4) == 0); /* out of range: no crash */
  CHECK(cm_dense_elements_attr(ti8, true, 1, v8) != d);
  CmAttr *sp = cm_dense_elements_attr(ti8, true, 1, v8 + 1);
  CHECK(sp->dense.splat && cm_dense_get_int(sp, 3) == -2);
  CmType *tu16 = cm_ranked_tensor_type(1, s4, UI(16), NULL);
  uint16_t v16[4] = {65535, 1, 2, 3};
  CmAttr *du = cm_dense_elements_attr(tu16, false, 8, v16);
  CHECK(cm_dense_get_int(du, 0) == 65535);
  CmType *ti16 = cm_ranked_tensor_type(1, s4, I(16), NULL);
  CHECK(cm_dense_get_int(cm_dense_elements_attr(ti16, false, 8, v16), 0) == -1);
  CmType *ti1 = cm_ranked_tensor_type(1, s4, I(1), NULL);
  uint8_t b[4] = {1, 0, 1, 1};
  CmAttr *db = cm_dense_elements_attr(ti1, false, 4, b);
  CHECK(cm_dense_get_int(db, 0) == 1 && cm_dense_get_int(db, 1) == 0);
  CmType *ti3 = cm_ranked_tensor_type(1, s4, SI(3), NULL);
  uint8_t b3[4] = {7, 3, 4, 0};
  CmAttr *d3 = cm_dense_elements_attr(ti3, false, 4, b3);
  CHECK(cm_dense_get_int(d3, 0) == -1 && cm_dense_get_int(d3, 1) == 3 &&
        cm_dense_get_int(d3, 2) == -4);
  CmType *tidx = cm_ranked_tensor_type(1, s4, cm_index_type(ctx), NULL);
  int64_t vi[4] = {-5, 6, INT64_MAX, 0};
  CmAttr *di = cm_dense_elements_attr(tidx, false, 32, vi);
  CHECK(cm_dense_get_int(di, 0) == -5 && cm_dense_get_int(di, 2) == INT64_MAX);
  CmType *ti24 = cm_ranked_tensor_type(1, s4, I(24), NULL);
  uint8_t v24[12] = {0xff, 0xff, 0xff, 1, 0, 0, 0, 0, 0x80, 0, 0, 0};
  CmAttr *d24 = cm_dense_elements_attr(ti24, false, 12, v24);
  CHECK(cm_dense_get_int(d24, 0) == -1 && cm_dense_get_int(d24, 1) == 1 &&
        cm_dense_get_int(d24, 2) == -8388608);
  /* floats */
  CmType *tf32 = cm_ranked_tensor_type(1, s4, T(CM_TYPE_F32), NULL);
  float vf[4] = {1.5f, -2.25f, 0.1f, 0};
  CmAttr *df = cm_dense_elements_attr(tf32, false, 16, vf);
  CHECK(cm_dense_get_float(df, 0) == 1.5 && cm_dense_get_float(df, 2) == (double)0.1f);
  CHECK(cm_dense_get_int(df, 1) == -2);
  CmType *tf16 = cm_ranked_tensor_type(1, s4, T(CM_TYPE_F16), NULL);
  uint16_t vh[4] = {0x3C00, 0xC000, 0x3555, 0x7C00};
  CmAttr *dh = cm_dense_elements_attr(tf16, false, 8, vh);
  CHECK(cm_dense_get_float(dh, 0) == 1.0 && cm_dense_get_float(dh, 1) == -2.0);
  CHECK(cm_dense_get_float(dh, 2) == 0.333251953125);
  CHECK(isinf(cm_dense_get_float(dh, 3)));
  CmType *tbf = cm_ranked_tensor_type(1, s4, T(CM_TYPE_BF16), NULL);
  uint16_t vb[4] = {0x3F80, 0x4049, 0, 0};
  CmAttr *dbf = cm_dense_elements_attr(tbf, false, 8, vb);
  CHECK(cm_dense_get_float(dbf, 1) == 3.140625);
  CmType *tf64 = cm_ranked_tensor_type(1, s4, T(CM_TYPE_F64), NULL);
  double vd[4] = {0.1, 2, 3, 4};
  CHECK(cm_dense_get_float(cm_dense_elements_attr(tf64, false, 32, vd), 0) == 0.1);
  int64_t s1[1] = {1};
  CmType *tf80 = cm_ranked_tensor_type(1, s1, T(CM_TYPE_F80), NULL);
  uint8_t v80[10] = {0, 0, 0, 0, 0, 0, 0, 0x80, 0xff, 0x3f}; /* 1.0 */
  CHECK(cm_dense_get_float(cm_dense_elements_attr(tf80, false, 10, v80), 0) == 1.0);
  CmType *tf128 = cm_ranked_tensor_type(1, s1, T(CM_TYPE_F128), NULL);
  uint8_t v128[16] = {0};
  v128[15] = 0xc0; /* -2.0 */
  CHECK(cm_dense_get_float(cm_dense_elements_attr(tf128, false, 16, v128), 0) == -2.0);
  /* complex: real parts */
  CmType *tc = cm_ranked_tensor_type(1, s1, cm_complex_type(T(CM_TYPE_F32)), NULL);
  float vc[2] = {3.5f, 4.5f};
  CHECK(cm_dense_get_float(cm_dense_elements_attr(tc, false, 8, vc), 0) == 3.5);
  /* strings */
  CmStr strs[2] = {CM_STR("x"), CM_STR("yz")};
  int64_t s2[1] = {2};
  CmType *ts = cm_ranked_tensor_type(1, s2, cm_none_type(ctx), NULL);
  CmAttr *ds = cm_dense_string_elements_attr(ts, false, 2, strs);
  CHECK(ds == cm_dense_string_elements_attr(ts, false, 2, strs));
  CHECK(ds->dense.is_string && ds->dense.num_strs == 2);
  CHECK(ds->dense.strs[1] == cm_ident_c(ctx, "yz"));
  CHECK(cm_dense_get_int(ds, 0) == 0);
  /* big data: stored once, uniqued by content */
  size_t n = 1 << 16;
  int64_t sb[1] = {(int64_t)n};
  CmType *tbig = cm_ranked_tensor_type(1, sb, I(32), NULL);
  int32_t *bigv = malloc(n * 4);
  for (size_t i = 0; i < n; i++)
    bigv[i] = (int32_t)(i * 3);
  CmAttr *dbig = cm_dense_elements_attr(tbig, false, n * 4, bigv);
  CHECK(dbig == cm_dense_elements_attr(tbig, false, n * 4, bigv));
  CHECK(cm_dense_get_int(dbig, n - 1) == (int64_t)(n - 1) * 3);
  bigv[5] = 0;
  CHECK(dbig != cm_dense_elements_attr(tbig, false, n * 4, bigv));
  free(bigv);
  /* opaque and sparse elements */
  CmIdent *dial = cm_ident_c(ctx, "foo");
  CmAttr *oe = cm_opaque_elements_attr(dial, CM_STR("0xDEAD"), ti8);
  CHECK(oe == cm_opaque_elements_attr(dial, CM_STR("0xDEAD"), ti8));
  CHECK(oe->opaque_elems.hex == cm_ident_c(ctx, "0xDEAD") && oe->type == ti8);
  CmAttr *sp2 = cm_sparse_elements_attr(ti8, di, d);
  CHECK(sp2 == cm_sparse_elements_attr(ti8, di, d));
  CHECK(sp2->sparse.indices == di && sp2->sparse.values == d);
}

static void test_locations(void) {
  CmLoc *u = cm_loc_unknown(ctx);
  CHECK(u == cm_loc_unknown(ctx) && u->kind == CM_LOC_UNKNOWN);
  CHECK(cm_attr_is_location(u) && !cm_attr_is_location(cm_unit_attr(ctx)));
  CmLoc *a = cm_loc_file(ctx, CM_STR("a"), 1, 1);
  CHECK(a == cm_loc_file(ctx, CM_STR("a"), 1, 1));
  CHECK(a != cm_loc_file(ctx, CM_STR("a"), 1, 2));
  CHECK(a != cm_loc_file(ctx, CM_STR("b"), 1, 1));
  CHECK(a->flc.file == cm_ident_c(ctx, "a") && a->flc.line == 1);
  CmLoc *b = cm_loc_file(ctx, CM_STR("b"), 2, 2);
  CmLoc *c = cm_loc_file(ctx, CM_STR("c"), 3, 3);
  CmLoc *dd = cm_loc_file(ctx, CM_STR("d"), 1, 1);
  CmLoc *n = cm_loc_name(ctx, CM_STR("x"), NULL);
  CHECK(n == cm_loc_name(ctx, CM_STR("x"), u));
  CHECK(n->nameloc.child == u && cm_attr_is_location(n));
  CHECK(cm_loc_name(ctx, CM_STR("x"), a) != n);
  CmLoc *cs = cm_loc_callsite(a, b);
  CHECK(cs == cm_loc_callsite(a, b) && cs != cm_loc_callsite(b, a));
  CHECK(cs->callsite.callee == a && cs->callsite.caller == b);
  CmLoc *op = cm_loc_opaque(ctx, 42, cm_ident_c(ctx, "T"), NULL);
  CHECK(op == cm_loc_opaque(ctx, 42, cm_ident_c(ctx, "T"), u));
  CHECK(op->opaque_loc.data == 42 && op->opaque_loc.fallback == u);

  /* fused rules (checked against mlir-opt-13 -mlir-print-debuginfo) */
  CmLoc *l2[2] = {a, a};
  CHECK(cm_loc_fused(ctx, 2, l2, NULL) == a); /* dup -> single */
  CmLoc *l1[1] = {u};
  CHECK(cm_loc_fused(ctx, 1, l1, NULL) == u);
  CHECK(cm_loc_fused(ctx, 0, NULL, NULL) == u);
  CmLoc *ba[2] = {b, a};
  CmLoc *inner = cm_loc_fused(ctx, 2, ba, NULL);
  CHECK(inner->kind == CM_LOC_FUSED && inner->fused.num == 2);
  CHECK(inner->fused.locs[0] == b && inner->fused.metadata == NULL);
  CmLoc *l3[3] = {a, u, inner};
  CmLoc *f = cm_loc_fused(ctx, 3, l3, NULL); /* fused[a, b] */
  CHECK(f->kind == CM_LOC_FUSED && f->fused.num == 2);
  CHECK(f->fused.locs[0] == a && f->fused.locs[1] == b);
  CmLoc *ab[2] = {a, b};
  CHECK(f == cm_loc_fused(ctx, 2, ab, NULL));
  CHECK(f != inner); /* order matters */
  CmAttr *m = cm_string_attr(ctx, CM_STR("m"));
  CmAttr *mn = cm_string_attr(ctx, CM_STR("n"));
  CmLoc *mb = cm_loc_fused(ctx, 1, &b, m);
  CHECK(mb == b); /* a single location drops the metadata */
  CmLoc *cd[2] = {c, dd};
  CmLoc *ncd = cm_loc_fused(ctx, 2, cd, mn);
  CHECK(ncd->kind == CM_LOC_FUSED && ncd->fused.metadata == mn);
  CmLoc *mab[2] = {a, b};
  CmLoc *fmab = cm_loc_fused(ctx, 2, mab, m);
  CmLoc *l4[3] = {a, fmab, ncd};
  /* fused<"m">[a, fused<"m">[a, b], fused<"n">[c, d]] ->
   * fused<"m">[a, b, fused<"n">[c, d]] */
  CmLoc *g = cm_loc_fused(ctx, 3, l4, m);
  CHECK(g->kind == CM_LOC_FUSED && g->fused.num == 3);
  CHECK(g->fused.locs[0] == a && g->fused.locs[1] == b &&
        g->fused.locs[2] == ncd && g->fused.metadata == m);
  CHECK(cm_loc_fused(ctx, 1, l1, m) == u);
  CHECK(cm_loc_fused(ctx, 1, &a, m) == a);
  /* fused[fused<"m">[b, c], a] keeps the inner one */
  CmLoc *bc[2] = {b, c};
  CmLoc *mbc = cm_loc_fused(ctx, 2, bc, m);
  CmLoc *l5[2] = {mbc, a};
  CmLoc *h = cm_loc_fused(ctx, 2, l5, NULL);
  CHECK(h->fused.num == 2 && h->fused.locs[0] == mbc);
  CHECK(cm_loc_fused(ctx, 2, ab, m) != cm_loc_fused(ctx, 2, ab, NULL));
  /* many locations, many duplicates */
  CmLoc *many[1000];
  for (int i = 0; i < 1000; i++)
    many[i] = cm_loc_file(ctx, CM_STR("f"), (unsigned)(i % 100), 1);
  CmLoc *fm = cm_loc_fused(ctx, 1000, many, NULL);
  CHECK(fm->fused.num == 100 && fm->fused.locs[99] == many[99]);
}

int main(void) {
  ctx = cm_context_create();
  test_integers();
  test_floats();
  test_strings_symbols();
  test_dicts();
  test_dense();
  test_locations();
  cm_context_destroy(ctx);
  return test_report("test_attrs");
}
