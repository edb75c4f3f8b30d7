/* Unit tests for builtin types: uniquing, canonicalisation, queries,
 * strided layouts; plus context basics (identifiers, dialects, op names,
 * thread-safe uniquing). */
#include "cmlir/ir.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"


static CmContext *ctx;

static void test_idents(void) {
  CmIdent *a = cm_ident(ctx, "hello", 5);
  CHECK(a == cm_ident_c(ctx, "hello"));
  CHECK(a == cm_ident(ctx, "hello world", 5));
  CHECK(a != cm_ident_c(ctx, "hell"));
  CHECK(strcmp(a->str, "hello") == 0 && a->len == 5 && a->ctx == ctx);
  CHECK(cm_str_eq_c(cm_ident_str(a), "hello"));
  CmIdent *e = cm_ident(ctx, "", 0);
  CHECK(e == cm_ident_c(ctx, "") && e->len == 0 && e->str[0] == 0);
  CmIdent *z = cm_ident(ctx, "a\0b", 3); /* embedded NUL */
  CHECK(z != cm_ident_c(ctx, "a") && z->len == 3);
  /* many identifiers: table growth keeps them unique */
  CmIdent *ids[5000];
  char buf[32];
  for (int i = 0; i < 5000; i++) {
    snprintf(buf, sizeof buf, "id%d", i);
    ids[i] = cm_ident_c(ctx, buf);
  }
  for (int i = 0; i < 5000; i++) {
    snprintf(buf, sizeof buf, "id%d", i);
    CHECK(ids[i] == cm_ident_c(ctx, buf));
  }
}

static void test_scalars(void) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CHECK(i32 == cm_integer_type(ctx, 32, CM_SIGNLESS));
  CHECK(i32 != cm_integer_type(ctx, 32, CM_SIGNED));
  CHECK(cm_integer_type(ctx, 32, CM_SIGNED) != cm_integer_type(ctx, 32, CM_UNSIGNED));
  CHECK(cm_integer_type(ctx, 7, CM_UNSIGNED) == cm_integer_type(ctx, 7, CM_UNSIGNED));
  CHECK(i32->kind == CM_TYPE_INTEGER && i32->integer.width == 32 &&
        i32->integer.signedness == CM_SIGNLESS && i32->ctx == ctx);
  CHECK(cm_type_is_integer(i32, 32) && cm_type_is_integer(i32, 0));
  CHECK(!cm_type_is_integer(i32, 64));
  CHECK(cm_type_is_signless_integer(i32));
  CHECK(!cm_type_is_signless_integer(cm_integer_type(ctx, 32, CM_SIGNED)));
  CmType *idx = cm_index_type(ctx);
  CHECK(idx == cm_index_type(ctx) && cm_type_is_index(idx));
  CHECK(cm_type_bit_width(idx) == 64);
  CHECK(cm_none_type(ctx) == cm_none_type(ctx));
  CHECK(cm_none_type(ctx)->kind == CM_TYPE_NONE);
  static const unsigned widths[] = {16, 16, 32, 64, 80, 128};
  for (int k = CM_TYPE_BF16; k <= CM_TYPE_F128; k++) {
    CmType *f = cm_float_type(ctx, (CmTypeKind)k);
    CHECK(f && f->kind == k && f == cm_float_type(ctx, (CmTypeKind)k));
    CHECK(cm_type_is_float(f));
    CHECK(cm_float_type_width(f) == widths[k - CM_TYPE_BF16]);
    CHECK(cm_type_bit_width(f) == widths[k - CM_TYPE_BF16]);
  }
  CHECK(cm_float_type(ctx, CM_TYPE_BF16) != cm_float_type(ctx, CM_TYPE_F16));
  CHECK(cm_float_type(ctx, CM_TYPE_INTEGER) == NULL);
  CHECK(!cm_type_is_float(i32) && cm_float_type_width(i32) == 0);
  CmType *c = cm_complex_type(cm_float_type(ctx, CM_TYPE_F32));
  CHECK(c == cm_complex_type(cm_float_type(ctx, CM_TYPE_F32)));
  CHECK(c->complex.elem == cm_float_type(ctx, CM_TYPE_F32));
  CHECK(cm_type_bit_width(c) == 64);
  CHECK(cm_complex_type(i32) != c);
}

static void test_function_tuple(void) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  CmType *in[2] = {i32, f32}, *out[1] = {f32};
  CmType *fn = cm_function_type(ctx, 2, in, 1, out);
  CHECK(fn == cm_function_type(ctx, 2, in, 1, out));
  CHECK(fn->func.num_inputs == 2 && fn->func.num_results == 1);
  CHECK(fn->func.types[0] == i32 && fn->func.types[1] == f32 &&
        fn->func.types[2] == f32);
  /* (i32) -> (f32, f32) vs (i32, f32) -> (f32): same types, split differs */
  CmType *out2[2] = {f32, f32};
  CHECK(cm_function_type(ctx, 1, in, 2, out2) != fn);
  CmType *empty = cm_function_type(ctx, 0, NULL, 0, NULL);
  CHECK(empty == cm_function_type(ctx, 0, NULL, 0, NULL) && empty != fn);
  CmType *t = cm_tuple_type(ctx, 2, in);
  CHECK(t == cm_tuple_type(ctx, 2, in) && t->tuple.num == 2);
  CHECK(t->tuple.types[1] == f32);
  CHECK(cm_tuple_type(ctx, 0, NULL) != t);
  CHECK(cm_tuple_type(ctx, 1, in) != t);
  /* many inputs (key buffer spills to the heap) */
  CmType *many[100];
  for (int i = 0; i < 100; i++)
    many[i] = cm_integer_type(ctx, (unsigned)i + 1, CM_SIGNLESS);
  CmType *big = cm_function_type(ctx, 100, many, 100, many);
  CHECK(big == cm_function_type(ctx, 100, many, 100, many));
  CHECK(big->func.types[199] == many[99]);
}

static void test_shaped(void) {
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  int64_t s23[2] = {2, 3}, s2d[2] = {2, CM_DYNAMIC_SIZE};
  CmType *v = cm_vector_type(2, s23, f32);
  CHECK(v == cm_vector_type(2, s23, f32) && v->kind == CM_TYPE_VECTOR);
  CHECK(v->shaped.rank == 2 && v->shaped.shape[1] == 3 &&
        v->shaped.elem == f32);
  CmType *t = cm_ranked_tensor_type(2, s23, f32, NULL);
  CHECK(t != v && t == cm_ranked_tensor_type(2, s23, f32, NULL));
  CmAttr *enc = cm_string_attr(ctx, CM_STR("enc"));
  CHECK(cm_ranked_tensor_type(2, s23, f32, enc) != t);
  CHECK(cm_ranked_tensor_type(2, s23, f32, enc)->shaped.encoding == enc);
  CmType *td = cm_ranked_tensor_type(2, s2d, f32, NULL);
  CHECK(td != t && cm_shaped_num_elements(td) == -1);
  CHECK(cm_shaped_num_elements(t) == 6 && cm_shaped_num_elements(v) == 6);
  CmType *t0 = cm_ranked_tensor_type(0, NULL, f32, NULL);
  CHECK(cm_shaped_num_elements(t0) == 1 && t0->shaped.rank == 0);
  CmType *ut = cm_unranked_tensor_type(f32);
  CHECK(ut == cm_unranked_tensor_type(f32) && ut != t0);
  CHECK(cm_type_is_shaped(ut) && !cm_type_has_rank(ut));
  CHECK(cm_type_has_rank(t0) && cm_type_has_rank(v));
  CHECK(!cm_type_is_shaped(f32));
  CHECK(cm_type_bit_width(t) == 32);

  /* memref: identity layout and default memory space are dropped */
  CmType *m = cm_memref_type(2, s23, f32, NULL, NULL);
  CHECK(m->kind == CM_TYPE_MEMREF && m->shaped.layout == NULL);
  CmAttr *id2 = cm_affine_map_attr(cm_affine_map_identity(ctx, 2));
  CHECK(cm_memref_type(2, s23, f32, id2, NULL) == m);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CHECK(cm_memref_type(2, s23, f32, NULL, cm_integer_attr(i64, 0)) == m);
  CmAttr *ms1 = cm_integer_attr(i64, 1);
  CmType *m1 = cm_memref_type(2, s23, f32, id2, ms1);
  CHECK(m1 != m && m1->shaped.memspace == ms1 && m1->shaped.layout == NULL);
  CmType *um = cm_unranked_memref_type(f32, NULL);
  CHECK(um == cm_unranked_memref_type(f32, cm_integer_attr(i64, 0)));
  CHECK(um != cm_unranked_memref_type(f32, ms1));
  CHECK(um->kind == CM_TYPE_UNRANKED_MEMREF);
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0), *d1 = cm_affine_dim(ctx, 1);
  CmAffineExpr *tr[2] = {d1, d0};
  CmAttr *trmap = cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 2, tr));
  CmType *mt = cm_memref_type(2, s23, f32, trmap, NULL);
  CHECK(mt != m && mt->shaped.layout == trmap);
  /* big shapes */
  int64_t bigshape[70];
  for (int i = 0; i < 70; i++)
    bigshape[i] = i + 1;
  CmType *bv = cm_vector_type(70, bigshape, f32);
  CHECK(bv == cm_vector_type(70, bigshape, f32) && bv->shaped.shape[69] == 70);
  CHECK(cm_shaped_num_elements(bv) == -1); /* overflows int64 */
}

static void test_strides(void) {
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  int64_t st[3], off;
  int64_t s234[3] = {2, 3, 4};
  CmType *m = cm_memref_type(3, s234, f32, NULL, NULL);
  CHECK(cm_memref_strides_and_offset(m, st, &off));
  CHECK(st[0] == 12 && st[1] == 4 && st[2] == 1 && off == 0);
  int64_t sdyn[3] = {2, CM_DYNAMIC_SIZE, 4};
  m = cm_memref_type(3, sdyn, f32, NULL, NULL);
  CHECK(cm_memref_strides_and_offset(m, st, &off));
  CHECK(st[0] == CM_DYNAMIC_STRIDE_OR_OFFSET && st[1] == 4 && st[2] == 1);
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0), *d1 = cm_affine_dim(ctx, 1);
  CmAffineExpr *s0 = cm_affine_symbol(ctx, 0), *s1 = cm_affine_symbol(ctx, 1);
  CmAffineExpr *c = NULL;
  /* (d0, d1) -> (d0 * 10 + d1 + 5) */
  c = cm_affine_add(cm_affine_add(cm_affine_mul(d0, cm_affine_const(ctx, 10)),
                                  d1),
                    cm_affine_const(ctx, 5));
  int64_t s22[2] = {2, 2};
  CmType *mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 1, &c)), NULL);
  CHECK(cm_memref_strides_and_offset(mm, st, &off));
  CHECK(st[0] == 10 && st[1] == 1 && off == 5);
  /* (d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1) */
  c = cm_affine_add(cm_affine_add(cm_affine_mul(d0, s0), d1), s1);
  mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 2, 1, &c)), NULL);
  CHECK(cm_memref_strides_and_offset(mm, st, &off));
  CHECK(st[0] == CM_DYNAMIC_STRIDE_OR_OFFSET && st[1] == 1 &&
        off == CM_DYNAMIC_STRIDE_OR_OFFSET);
  /* (d0, d1) -> (d1 * 2 + d0 * 7): strides by dim */
  c = cm_affine_add(cm_affine_mul(d1, cm_affine_const(ctx, 2)),
                    cm_affine_mul(d0, cm_affine_const(ctx, 7)));
  mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 1, &c)), NULL);
  CHECK(cm_memref_strides_and_offset(mm, st, &off));
  CHECK(st[0] == 7 && st[1] == 2 && off == 0);
  /* d0 only: d1 stride 0 */
  c = d0;
  mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 1, &c)), NULL);
  CHECK(cm_memref_strides_and_offset(mm, st, &off));
  CHECK(st[0] == 1 && st[1] == 0 && off == 0);
  /* not strided: floordiv, or several results */
  c = cm_affine_floordiv(d0, cm_affine_const(ctx, 2));
  mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 1, &c)), NULL);
  CHECK(!cm_memref_strides_and_offset(mm, st, &off));
  CmAffineExpr *tr[2] = {d1, d0};
  mm = cm_memref_type(
      2, s22, f32, cm_affine_map_attr(cm_affine_map(ctx, 2, 0, 2, tr)), NULL);
  CHECK(!cm_memref_strides_and_offset(mm, st, &off));
  CHECK(!cm_memref_strides_and_offset(f32, st, &off));
}

static void test_opaque_dialect(void) {
  CmIdent *foo = cm_ident_c(ctx, "foo");
  CmType *o = cm_opaque_type(foo, CM_STR("bar<1>"));
  CHECK(o == cm_opaque_type(foo, CM_STR("bar<1>")));
  CHECK(o != cm_opaque_type(foo, CM_STR("bar<2>")));
  CHECK(o->opaque.dialect == foo && cm_str_eq_c(cm_ident_str(o->opaque.data), "bar<1>"));
  CmDialect d = {0};
  d.name = "toy";
  CmDialect *dd = cm_register_dialect(ctx, &d);
  CHECK(dd && dd != &d && dd->ctx == ctx && strcmp(dd->name, "toy") == 0);
  CHECK(cm_register_dialect(ctx, &d) == dd);
  CHECK(cm_lookup_dialect(ctx, "toy", 3) == dd);
  CHECK(cm_lookup_dialect(ctx, "toyx", 3) == dd);
  CHECK(cm_lookup_dialect(ctx, "to", 2) == NULL);
  CHECK(cm_lookup_dialect(ctx, "builtin", 7) != NULL);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  int64_t ints[2] = {4, 5};
  CmType *dt = cm_dialect_type(dd, 1, 1, &i32, 2, ints, 0, NULL, NULL);
  CHECK(dt == cm_dialect_type(dd, 1, 1, &i32, 2, ints, 0, NULL, NULL));
  CHECK(dt != cm_dialect_type(dd, 2, 1, &i32, 2, ints, 0, NULL, NULL));
  CHECK(dt != cm_dialect_type(dd, 1, 1, &i32, 1, ints, 0, NULL, NULL));
  CmIdent *nm = cm_ident_c(ctx, "n");
  CHECK(dt != cm_dialect_type(dd, 1, 1, &i32, 2, ints, 0, NULL, nm));
  CHECK(dt->dialect.dialect == dd && dt->dialect.ints[1] == 5 &&
        dt->dialect.types[0] == i32 && dt->dialect.num_attrs == 0);
}

static CmResult dummy_verify(CmOp *op) {
  (void)op;
  return CM_SUCCESS;
}

static void test_op_names(void) {
  CmOpName *u = cm_op_name(ctx, "late.op", 7);
  CHECK(u == cm_op_name(ctx, "late.op", 7));
  CHECK(u->def == NULL && u->dialect == NULL);
  CHECK(cm_lookup_op_def(ctx, "late.op", 7) == NULL);
  CHECK(cm_lookup_op_def(ctx, "never.seen", 10) == NULL);
  static const CmOpDef defs[] = {
      {.name = "late.op", .traits = CM_TRAIT_TERMINATOR, .verify = dummy_verify},
      {.name = "late.other"},
  };
  CmDialect d = {0};
  d.name = "late";
  CmDialect *ld = cm_register_dialect(ctx, &d);
  CHECK(u->dialect == ld); /* filled when the dialect registers */
  cm_register_ops(ctx, defs, 2);
  CHECK(u->def == &defs[0]); /* filled when the op registers */
  CHECK(cm_lookup_op_def(ctx, "late.op", 7) == &defs[0]);
  CHECK(cm_lookup_op_def(ctx, "late.other", 10) == &defs[1]);
  CmOpName *o = cm_op_name(ctx, "late.other", 10);
  CHECK(o->def == &defs[1] && o->dialect == ld);
  CHECK(cm_str_eq_c(cm_ident_str(o->name), "late.other"));
  CmOpName *x = cm_op_name(ctx, "nodot", 5);
  CHECK(x->dialect == NULL && x->def == NULL);
  static const CmOpDef bdefs[] = {{.name = "mymodule"}};
  cm_register_ops(ctx, bdefs, 1);
  CHECK(cm_op_name(ctx, "mymodule", 8)->dialect ==
        cm_lookup_dialect(ctx, "builtin", 7));
  /* many names */
  char buf[32];
  CmOpName *names[3000];
  for (int i = 0; i < 3000; i++) {
    snprintf(buf, sizeof buf, "late.op%d", i);
    names[i] = cm_op_name(ctx, buf, strlen(buf));
    CHECK(names[i]->dialect == ld);
  }
  for (int i = 0; i < 3000; i++) {
    snprintf(buf, sizeof buf, "late.op%d", i);
    CHECK(names[i] == cm_op_name(ctx, buf, strlen(buf)));
  }
}

static void test_context_flags(void) {
  CHECK(!cm_context_allow_unregistered(ctx));
  cm_context_set_allow_unregistered(ctx, true);
  CHECK(cm_context_allow_unregistered(ctx));
  CHECK(cm_context_threading(ctx));
  cm_context_set_threading(ctx, false);
  CHECK(!cm_context_threading(ctx));
  cm_context_set_threading(ctx, true);
  void *p = cm_context_alloc(ctx, 100, 64);
  CHECK(p && ((uintptr_t)p & 63) == 0);
}

/* Threads race to create the same objects: all must agree. */
#define NTHREADS 8
#define NPER 2000
static CmType *results[NTHREADS][NPER];
static CmAttr *aresults[NTHREADS][NPER];
static void *worker(void *arg) {
  int t = (int)(intptr_t)arg;
  for (int i = 0; i < NPER; i++) {
    int w = (i * 7 + t) % NPER; /* different orders per thread */
    CmType *it = cm_integer_type(ctx, (unsigned)w + 100, CM_SIGNED);
    int64_t shape[1] = {w};
    results[t][w] = cm_vector_type(1, shape, it);
    char buf[32];
    snprintf(buf, sizeof buf, "s%d", w);
    aresults[t][w] = cm_string_attr(ctx, cm_str(buf));
  }
  return NULL;
}
static void test_threads(void) {
  pthread_t th[NTHREADS];
  for (int t = 0; t < NTHREADS; t++)
    pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
  for (int t = 0; t < NTHREADS; t++)
    pthread_join(th[t], NULL);
  int bad = 0;
  for (int t = 1; t < NTHREADS; t++)
    for (int i = 0; i < NPER; i++)
      if (results[t][i] != results[0][i] || aresults[t][i] != aresults[0][i])
        bad++;
  CHECK(bad == 0);
  CHECK(results[0][5]->shaped.shape[0] == 5);
}

int main(void) {
  ctx = cm_context_create();
  test_idents();
  test_scalars();
  test_function_tuple();
  test_shaped();
  test_strides();
  test_opaque_dialect();
  test_op_names();
  test_context_flags();
  test_threads();
  cm_context_destroy(ctx);
  /* several contexts are independent */
  CmContext *a = cm_context_create(), *b = cm_context_create();
  CHECK(cm_index_type(a) != cm_index_type(b));
  CHECK(cm_ident_c(a, "x") != cm_ident_c(b, "x"));
  cm_context_destroy(a);
  cm_context_destroy(b);
  cm_context_destroy(NULL);
  return test_report("test_types");
}
