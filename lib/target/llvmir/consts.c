/* consts.c - constants as LLVM IR text: integers of any width, floats in
 * the form LLVM's printer uses, escaped strings, dense elements attributes
 * as vectors and (nested) arrays, zeroinitializer. */
#include "llvmir_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void cm_ll_put_escaped(CmBuf *out, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      cm_buf_putn(out, "\\\\", 2);
    } else if (c >= 0x20 && c <= 0x7e && c != '"') {
      cm_buf_putc(out, (char)c);
    } else {
      char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
      cm_buf_putn(out, e, 3);
    }
  }
}

/* Decimal of a non-negative multiword number (destroys `w`). */
static void put_unsigned_words(CmBuf *out, uint64_t *w, unsigned n) {
  char tmp[1300];
  size_t len = 0;
  for (;;) {
    bool zero = true;
    unsigned __int128 rem = 0;
    for (unsigned i = n; i-- > 0;) {
      unsigned __int128 cur = (rem << 64) | w[i];
      w[i] = (uint64_t)(cur / 10);
      rem = cur % 10;
      if (w[i])
        zero = false;
    }
    if (len < sizeof tmp)
      tmp[len++] = (char)('0' + (int)rem);
    if (zero)
      break;
  }
  while (len)
    cm_buf_putc(out, tmp[--len]);
}

void cm_ll_put_int_words(CmBuf *out, unsigned width, const uint64_t *words,
                         unsigned nwords) {
  unsigned n = (width + 63) / 64;
  if (n == 0)
    n = 1;
  if (n == 1) {
    uint64_t v = nwords ? words[0] : 0;
    if (width < 64) {
      uint64_t mask = (UINT64_C(1) << width) - 1;
      v &= mask;
      if (width && (v >> (width - 1)) & 1)
        v |= ~mask;
    }
    cm_buf_put_i64(out, (int64_t)v);
    return;
  }
  uint64_t *w = cm_xcalloc(n, sizeof(uint64_t));
  for (unsigned i = 0; i < n; i++)
    w[i] = i < nwords ? words[i] : (nwords && (int64_t)words[nwords - 1] < 0
                                        ? UINT64_MAX
                                        : 0);
  unsigned top = width % 64;
  bool neg;
  if (top) {
    uint64_t mask = (UINT64_C(1) << top) - 1;
    w[n - 1] &= mask;
    neg = (w[n - 1] >> (top - 1)) & 1;
    if (neg)
      w[n - 1] |= ~mask;
  } else {
    neg = (w[n - 1] >> 63) & 1;
  }
  if (neg) { /* two's complement negate */
    cm_buf_putc(out, '-');
    unsigned carry = 1;
    for (unsigned i = 0; i < n; i++) {
      w[i] = ~w[i];
      w[i] += carry;
      carry = carry && w[i] == 0;
    }
  }
  put_unsigned_words(out, w, n);
  free(w);
}

/* LLVM's printer: float and double as "%e" with 6 digits after the
 * point when that text reads back as the same double, otherwise the
 * double's bits in hex; the other kinds always in their hex forms. */
void cm_ll_put_float(CmBuf *out, CmType *ftype, const uint64_t bits[2]) {
  switch ((CmTypeKind)ftype->kind) {
  case CM_TYPE_F32:
  case CM_TYPE_F64: {
    double d;
    bool snan32 = false;
    if (ftype->kind == CM_TYPE_F32) {
      uint32_t b = (uint32_t)bits[0];
      float f;
      memcpy(&f, &b, 4);
      d = (double)f;
      snan32 = isnan(f) && !(b & 0x00400000u);
      if (isnan(f)) { /* keep the payload and sign, as APFloat convert */
        uint64_t db = ((uint64_t)(b >> 31) << 63) | (UINT64_C(0x7ff) << 52) |
                      ((uint64_t)(b & 0x7fffff) << 29);
        if (!snan32)
          db |= UINT64_C(1) << 51;
        memcpy(&d, &db, 8);
      }
    } else {
      memcpy(&d, &bits[0], 8);
    }
    if (isfinite(d)) {
      char s[64];
      snprintf(s, sizeof s, "%.5e", d);
      /* "%.5e" + one more zero digit = LLVM's 6-digit form */
      char *e = strchr(s, 'e');
      char t[72];
      size_t pre = (size_t)(e - s);
      memcpy(t, s, pre);
      t[pre] = '0';
      strcpy(t + pre + 1, e);
      if (strtod(t, NULL) == d) {
        cm_buf_puts(out, t);
        return;
      }
    }
    uint64_t db;
    memcpy(&db, &d, 8);
    cm_buf_printf(out, "0x%llX", (unsigned long long)db);
    return;
  }
  case CM_TYPE_F16:
    cm_buf_printf(out, "0xH%04llX", (unsigned long long)(bits[0] & 0xffff));
    return;
  case CM_TYPE_BF16:
    cm_buf_printf(out, "0xR%04llX", (unsigned long long)(bits[0] & 0xffff));
    return;
  case CM_TYPE_F80:
    cm_buf_printf(out, "0xK%04llX%016llX",
                  (unsigned long long)(bits[1] & 0xffff),
                  (unsigned long long)bits[0]);
    return;
  case CM_TYPE_F128:
    cm_buf_printf(out, "0xL%016llX%016llX", (unsigned long long)bits[0],
                  (unsigned long long)bits[1]);
    return;
  default:
    cm_buf_puts(out, "undef");
    return;
  }
}

CmResult cm_ll_put_zero(CmLlWriter *w, CmBuf *out, CmType *t) {
  (void)w;
  if (t->kind == CM_TYPE_INTEGER) {
    cm_buf_puts(out, t->integer.width == 1 ? "false" : "0");
    return CM_SUCCESS;
  }
  if (cm_type_is_float(t)) {
    uint64_t z[2] = {0, 0};
    cm_ll_put_float(out, t, z);
    return CM_SUCCESS;
  }
  if (cm_llvm_type_id(t) == CM_LLVM_PTR) {
    cm_buf_puts(out, "null");
    return CM_SUCCESS;
  }
  cm_buf_puts(out, "zeroinitializer");
  return CM_SUCCESS;
}

/* ---- dense elements ------------------------------------------------- */

typedef struct DenseCtx {
  CmLlWriter *w;
  const CmAttr *a;
  CmType *elem; /* the attribute's element type */
  size_t elem_bytes;
  size_t next; /* next element index */
  size_t total;
} DenseCtx;

static bool is_vector(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR || cm_llvm_type_id(t) == CM_LLVM_VEC;
}
static CmType *vec_elem(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t->dialect.types[0];
}
static uint64_t vec_count(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? (uint64_t)t->shaped.shape[0]
                                   : (uint64_t)t->dialect.ints[0];
}

static const uint8_t *dense_elem_ptr(DenseCtx *c, size_t i) {
  if (c->a->dense.splat)
    i = 0;
  return c->a->dense.data + i * c->elem_bytes;
}

/* One scalar element of LLVM type `t` (the text without the type); sets
 * *zero when it is the zero value. */
static CmResult put_scalar(DenseCtx *c, CmBuf *out, CmType *t, bool *zero) {
  size_t i = c->next++;
  if (c->a->dense.is_string)
    return CM_FAILURE;
  const uint8_t *p = dense_elem_ptr(c, i);
  if (t->kind == CM_TYPE_INTEGER && (c->elem->kind == CM_TYPE_INTEGER ||
                                     c->elem->kind == CM_TYPE_INDEX)) {
    unsigned width = t->integer.width;
    uint64_t words[16] = {0};
    size_t nb = c->elem_bytes < sizeof words ? c->elem_bytes : sizeof words;
    memcpy(words, p, nb);
    unsigned src_width = cm_type_bit_width(c->elem);
    /* sign-extend from the attribute's width */
    if (src_width < 64 && src_width > 0 && width > src_width) {
      if ((words[0] >> (src_width - 1)) & 1 && src_width != 1)
        words[0] |= ~((UINT64_C(1) << src_width) - 1);
    }
    bool z = true;
    for (size_t k = 0; k < (nb + 7) / 8; k++)
      if (words[k])
        z = false;
    *zero = z;
    if (width == 1) {
      cm_buf_puts(out, words[0] & 1 ? "true" : "false");
      *zero = !(words[0] & 1);
      return CM_SUCCESS;
    }
    cm_ll_put_int_words(out, width, words, (unsigned)((nb + 7) / 8));
    return CM_SUCCESS;
  }
  if (cm_type_is_float(t) && cm_type_is_float(c->elem)) {
    uint64_t bits[2] = {0, 0};
    size_t nb = c->elem_bytes < 16 ? c->elem_bytes : 16;
    memcpy(bits, p, nb);
    *zero = bits[0] == 0 && bits[1] == 0;
    cm_ll_put_float(out, t, bits);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

/* An aggregate (or scalar) of LLVM type `t` from consecutive elements;
 * all-zero aggregates print as zeroinitializer, i8 arrays as c"...". */
static CmResult put_dense_value(DenseCtx *c, CmBuf *out, CmType *t,
                                bool *zero) {
  bool vec = is_vector(t);
  bool arr = cm_llvm_type_id(t) == CM_LLVM_ARRAY;
  if (!vec && !arr)
    return put_scalar(c, out, t, zero);
  CmType *et = vec ? vec_elem(t) : cm_llvm_array_elem(t);
  uint64_t n = vec ? vec_count(t) : cm_llvm_array_count(t);
  size_t start = out->len;
  bool all_zero = true;
  if (arr && et->kind == CM_TYPE_INTEGER && et->integer.width == 8 &&
      c->elem->kind == CM_TYPE_INTEGER) {
    cm_buf_puts(out, "c\"");
    for (uint64_t k = 0; k < n; k++) {
      if (c->next >= c->total && !c->a->dense.splat)
        return CM_FAILURE;
      const uint8_t *p = dense_elem_ptr(c, c->next++);
      if (*p)
        all_zero = false;
      cm_ll_put_escaped(out, (const char *)p, 1);
    }
    cm_buf_putc(out, '"');
  } else {
    cm_buf_putc(out, vec ? '<' : '[');
    CmBuf et_text;
    cm_buf_init(&et_text);
    if (cm_failed(cm_ll_put_type(c->w, &et_text, et))) {
      cm_buf_free(&et_text);
      return CM_FAILURE;
    }
    for (uint64_t k = 0; k < n; k++) {
      if (k)
        cm_buf_puts(out, ", ");
      cm_buf_putn(out, et_text.data, et_text.len);
      cm_buf_putc(out, ' ');
      bool z;
      if (cm_failed(put_dense_value(c, out, et, &z))) {
        cm_buf_free(&et_text);
        return CM_FAILURE;
      }
      if (!z)
        all_zero = false;
    }
    cm_buf_free(&et_text);
    cm_buf_putc(out, vec ? '>' : ']');
  }
  *zero = all_zero;
  if (all_zero) {
    out->len = start;
    cm_buf_puts(out, "zeroinitializer");
  }
  return CM_SUCCESS;
}

/* The element size of a dense attribute of `elem` (i1: one byte). */
static size_t dense_elem_bytes(const CmType *elem) {
  unsigned bw = cm_type_bit_width(elem);
  return elem->kind == CM_TYPE_INTEGER && bw == 1 ? 1 : (bw + 7) / 8;
}

/* The dense form of a sparse elements attribute (the values at their
 * indices, zero elsewhere, as getValues<Attribute>() of 13 reads it);
 * NULL when its parts are not integer or float data. */
static CmAttr *sparse_to_dense(const CmAttr *a) {
  CmType *t = a->type;
  const CmAttr *ix = a->sparse.indices, *vals = a->sparse.values;
  if (!t || (t->kind != CM_TYPE_VECTOR && t->kind != CM_TYPE_RANKED_TENSOR) ||
      !ix || ix->kind != CM_ATTR_DENSE_ELEMENTS || ix->dense.is_string ||
      !vals || vals->kind != CM_ATTR_DENSE_ELEMENTS || vals->dense.is_string)
    return NULL;
  CmType *elem = t->shaped.elem;
  if (elem->kind != CM_TYPE_INTEGER && elem->kind != CM_TYPE_INDEX &&
      !cm_type_is_float(elem))
    return NULL;
  int64_t n = cm_shaped_num_elements(t);
  CmType *it = ix->type;
  if (n < 0 || it->shaped.elem->kind != CM_TYPE_INTEGER ||
      cm_type_bit_width(it->shaped.elem) != 64)
    return NULL;
  unsigned rank = t->shaped.rank;
  /* indices are [nnz, rank] (or [nnz] of a rank-1 type) */
  int64_t nnz = it->shaped.rank ? it->shaped.shape[0] : 0;
  unsigned per = it->shaped.rank >= 2 ? (unsigned)it->shaped.shape[1] : 1;
  if (nnz < 0 || (nnz && per != rank))
    return NULL;
  size_t eb = dense_elem_bytes(elem);
  uint8_t *buf = cm_xcalloc((size_t)n * eb + 1, 1);
  bool ok = true;
  for (int64_t k = 0; k < nnz && ok; k++) {
    int64_t lin = 0;
    for (unsigned d = 0; d < rank; d++) {
      size_t at = ix->dense.splat ? 0 : (size_t)k * rank + d;
      int64_t v;
      memcpy(&v, ix->dense.data + at * 8, 8);
      if (v < 0 || v >= t->shaped.shape[d])
        ok = false;
      lin = lin * t->shaped.shape[d] + v;
    }
    if (!ok)
      break;
    size_t vi = vals->dense.splat ? 0 : (size_t)k;
    if ((vi + 1) * eb > vals->dense.num_bytes) {
      ok = false;
      break;
    }
    memcpy(buf + (size_t)lin * eb, vals->dense.data + vi * eb, eb);
  }
  CmAttr *r = ok ? cm_dense_elements_attr(t, false, (size_t)n * eb, buf) : NULL;
  free(buf);
  return r;
}

/* A sequence (array / vector) type whose innermost element is a struct:
 * 13 builds its elements as nested constants, which it rejects. */
static bool innermost_is_struct(CmType *t) {
  bool seq = false;
  for (;;) {
    if (is_vector(t))
      t = vec_elem(t);
    else if (cm_llvm_type_id(t) == CM_LLVM_ARRAY)
      t = cm_llvm_array_elem(t);
    else
      break;
    seq = true;
  }
  unsigned id = cm_llvm_type_id(t);
  return seq && (id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID);
}

static CmResult bad_constant(CmLoc *loc, CmType *type) {
  CmDiag *d = cm_diag_error(loc, "unsupported constant value of type ");
  if (type)
    cm_diag_append_type(d, type);
  return cm_diag_report(d);
}

CmResult cm_ll_put_attr_constant(CmLlWriter *w, CmBuf *out, CmType *type,
                                 CmAttr *a, CmLoc *loc) {
  switch ((CmAttrKind)a->kind) {
  case CM_ATTR_INTEGER: {
    if (type->kind != CM_TYPE_INTEGER) {
      if (cm_type_is_float(type)) /* as LLVM's getConstant: bits reuse */
        break;
      return bad_constant(loc, type);
    }
    unsigned width = type->integer.width;
    if (width == 1) {
      cm_buf_puts(out, a->integer.value & 1 ? "true" : "false");
      return CM_SUCCESS;
    }
    if (a->integer.num_words > 1)
      cm_ll_put_int_words(out, width, a->integer.words, a->integer.num_words);
    else {
      uint64_t v = (uint64_t)a->integer.value;
      cm_ll_put_int_words(out, width, &v, 1);
    }
    return CM_SUCCESS;
  }
  case CM_ATTR_FLOAT:
    if (!cm_type_is_float(type))
      return bad_constant(loc, type);
    if (type->kind != a->type->kind)
      return cm_emit_error(
          loc, "FloatAttr does not match expected type of the constant");
    cm_ll_put_float(out, type, a->fp.bits);
    return CM_SUCCESS;
  case CM_ATTR_STRING: {
    CmStr s = cm_ident_str(a->str.value);
    if (cm_llvm_type_id(type) != CM_LLVM_ARRAY)
      return bad_constant(loc, type);
    bool zero = true;
    for (size_t i = 0; i < s.len; i++)
      if (s.data[i])
        zero = false;
    if (zero && s.len) {
      cm_buf_puts(out, "zeroinitializer");
      return CM_SUCCESS;
    }
    cm_buf_puts(out, "c\"");
    cm_ll_put_escaped(out, s.data, s.len);
    cm_buf_putc(out, '"');
    return CM_SUCCESS;
  }
  case CM_ATTR_SPARSE_ELEMENTS: {
    if (innermost_is_struct(type))
      return cm_emit_error(loc,
                           "nested struct types are not supported in constants");
    CmAttr *d = sparse_to_dense(a);
    if (!d)
      return bad_constant(loc, type);
    return cm_ll_put_attr_constant(w, out, type, d, loc);
  }
  case CM_ATTR_DENSE_ELEMENTS: {
    DenseCtx c = {w, a, a->type->shaped.elem, 0, 0, 0};
    if (innermost_is_struct(type))
      return cm_emit_error(loc,
                           "nested struct types are not supported in constants");
    if (a->dense.is_string)
      return bad_constant(loc, type);
    c.elem_bytes = dense_elem_bytes(c.elem);
    int64_t n = cm_shaped_num_elements(a->type);
    c.total = n < 0 ? 0 : (size_t)n;
    bool zero;
    size_t start = out->len;
    if (cm_failed(put_dense_value(&c, out, type, &zero)) ||
        (c.next != c.total && !a->dense.splat)) {
      out->len = start;
      return bad_constant(loc, type);
    }
    return CM_SUCCESS;
  }
  case CM_ATTR_ARRAY: {
    /* A complex constant: [re, im] for a struct of two equal element types
     * (the verifier checks the shape). */
    unsigned id = cm_llvm_type_id(type);
    if ((id != CM_LLVM_STRUCT && id != CM_LLVM_STRUCT_ID) ||
        cm_llvm_struct_is_opaque(type) || a->array.num != 2 ||
        cm_llvm_struct_num_elems(type) != 2)
      return bad_constant(loc, type);
    CmType *et = cm_llvm_struct_elem(type, 0);
    size_t start = out->len;
    bool packed = cm_llvm_struct_is_packed(type);
    bool zero = true;
    cm_buf_puts(out, packed ? "<{ " : "{ ");
    for (unsigned i = 0; i < 2; i++) {
      CmAttr *e = a->array.elems[i];
      if (e->kind == CM_ATTR_INTEGER)
        zero = zero && e->integer.num_words <= 1 && e->integer.value == 0;
      else if (e->kind == CM_ATTR_FLOAT)
        zero = zero && e->fp.bits[0] == 0 && e->fp.bits[1] == 0;
      else
        zero = false;
      if (i)
        cm_buf_puts(out, ", ");
      if (cm_failed(cm_ll_put_type(w, out, et)))
        return CM_FAILURE;
      cm_buf_putc(out, ' ');
      if (cm_failed(cm_ll_put_attr_constant(w, out, et, e, loc)))
        return CM_FAILURE;
    }
    cm_buf_puts(out, packed ? " }>" : " }");
    if (zero) {
      out->len = start;
      cm_buf_puts(out, "zeroinitializer");
    }
    return CM_SUCCESS;
  }
  default:
    break;
  }
  return bad_constant(loc, type);
}
