/* arith.c - std dialect part 1: constant, integer and float arithmetic,
 * cmpi / cmpf, casts, select, splat, rank (LLVM 13 StandardOps).
 *
 * Every op is a CmOpDef with a CmOdsOp; the declarative assembly format
 * does the custom form except for `constant` and `select`, which upstream
 * parses and prints by hand too.  Folders follow upstream 13's semantics;
 * constant folding of integers is done for widths up to 64 bits, of floats
 * for bf16/f16/f32/f64 (f80/f128 are left alone).
 */
#include "std_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ====================================================================== */
/* Small helpers                                                           */
/* ====================================================================== */

static unsigned int_width(const CmType *t) {
  if (!t)
    return 0;
  if (t->kind == CM_TYPE_INTEGER)
    return t->integer.width;
  if (t->kind == CM_TYPE_INDEX)
    return 64;
  return 0;
}

static uint64_t mask_w(unsigned w) {
  return w >= 64 ? ~0ull : ((1ull << w) - 1);
}

static int64_t sext_w(uint64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return (int64_t)v;
  uint64_t sign = 1ull << (w - 1);
  v &= mask_w(w);
  return (int64_t)((v ^ sign) - sign);
}

static const CmType *elem_or_self(const CmType *t) {
  if (t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
            t->kind == CM_TYPE_UNRANKED_TENSOR || t->kind == CM_TYPE_MEMREF ||
            t->kind == CM_TYPE_UNRANKED_MEMREF))
    return t->shaped.elem;
  return t;
}

static bool is_vector_or_tensor(const CmType *t) {
  return t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}

static bool is_float_kind(const CmType *t) {
  return t && (t->kind == CM_TYPE_BF16 || t->kind == CM_TYPE_F16 ||
               t->kind == CM_TYPE_F32 || t->kind == CM_TYPE_F64 ||
               t->kind == CM_TYPE_F80 || t->kind == CM_TYPE_F128);
}

/* Floats we fold exactly through double arithmetic (double rounding is
 * innocuous for these formats). */
static bool foldable_float(const CmType *t) {
  return t && (t->kind == CM_TYPE_BF16 || t->kind == CM_TYPE_F16 ||
               t->kind == CM_TYPE_F32 || t->kind == CM_TYPE_F64);
}

/* i1 with the same shape as `t` (upstream getI1SameShape). */
static CmType *i1_same_shape(CmType *t) {
  CmContext *ctx = t->ctx;
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  switch (t->kind) {
  case CM_TYPE_VECTOR:
    return cm_vector_type(t->shaped.rank, t->shaped.shape, i1);
  case CM_TYPE_RANKED_TENSOR:
    return cm_ranked_tensor_type(t->shaped.rank, t->shaped.shape, i1, NULL);
  case CM_TYPE_UNRANKED_TENSOR:
    return cm_unranked_tensor_type(i1);
  default:
    return i1;
  }
}

static CmType *elem_type_of(CmType *t) { return (CmType *)elem_or_self(t); }

/* Scalar integer constant (width <= 64): bits in *v. */
static bool int_const(const CmAttr *a, unsigned *w, uint64_t *v) {
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  unsigned width = int_width(a->type);
  if (!width || width > 64)
    return false;
  *w = width;
  *v = (uint64_t)a->integer.value & mask_w(width);
  return true;
}

/* Bytes per element of a dense attribute with element type `t`. */
static size_t elem_bytes(const CmType *t) {
  unsigned w = 0;
  if (t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX)
    w = int_width(t);
  else if (is_float_kind(t))
    w = cm_float_type_width(t);
  else
    return 0;
  return w == 1 ? 1 : (w + 7) / 8;
}

static uint64_t load_le(const uint8_t *p, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n && i < 8; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void store_le(uint8_t *p, size_t n, uint64_t v) {
  for (size_t i = 0; i < n; i++)
    p[i] = i < 8 ? (uint8_t)(v >> (8 * i)) : 0;
}

/* A dense non-string elements attribute whose elements we can read. */
static bool dense_ok(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return false;
  const CmType *e = a->type->shaped.elem;
  size_t eb = elem_bytes(e);
  if (!eb || eb > 8)
    return false;
  int64_t n = cm_shaped_num_elements(a->type);
  if (n < 0)
    return false;
  if (e->kind == CM_TYPE_INTEGER && e->integer.signedness != CM_SIGNLESS)
    return false;
  return a->dense.splat ? a->dense.num_bytes >= eb
                        : a->dense.num_bytes >= eb * (size_t)n;
}

static uint64_t dense_elem(const CmAttr *a, size_t i) {
  size_t eb = elem_bytes(a->type->shaped.elem);
  return load_le(a->dense.data + (a->dense.splat ? 0 : i * eb), eb);
}

/* Builds a dense attribute of `type` from `n` raw element values; detects
 * splats as upstream does. */
static CmAttr *make_dense(CmType *type, size_t n, const uint64_t *vals) {
  size_t eb = elem_bytes(type->shaped.elem);
  bool splat = true;
  for (size_t i = 1; i < n && splat; i++)
    splat = vals[i] == vals[0];
  if (n == 0)
    splat = false;
  size_t cnt = splat ? 1 : n;
  uint8_t sbuf[64];
  uint8_t *buf = cnt * eb <= sizeof(sbuf) ? sbuf : cm_xmalloc(cnt * eb);
  for (size_t i = 0; i < cnt; i++)
    store_le(buf + i * eb, eb, vals[i]);
  CmAttr *r = cm_dense_elements_attr(type, splat, cnt * eb, buf);
  if (buf != sbuf)
    free(buf);
  return r;
}

static CmAttr *make_int(CmType *type, uint64_t bits) {
  unsigned w = int_width(type);
  return cm_integer_attr(type, sext_w(bits, w));
}

/* Matches integer constants (scalar or splat) equal to a value. */
typedef enum { M_ZERO, M_ONE, M_ALL_ONES } IntMatch;
/* Integers wider than 64 bits, from their words. */
static bool match_wide_int(const CmAttr *a, IntMatch m) {
  unsigned w = int_width(a->type);
  unsigned nw = a->integer.num_words;
  if (w <= 64 || !a->integer.words || nw * 64 < w)
    return false;
  for (unsigned i = 0; i < nw; i++) {
    uint64_t word = a->integer.words[i];
    unsigned bits = w - i * 64 >= 64 ? 64 : w - i * 64;
    uint64_t want = m == M_ALL_ONES ? mask_w(bits)
                                    : (i == 0 && m == M_ONE ? 1 : 0);
    if ((word & mask_w(bits)) != want)
      return false;
  }
  return true;
}

static bool match_int(const CmAttr *a, IntMatch m) {
  uint64_t v;
  unsigned w;
  if (a && a->kind == CM_ATTR_INTEGER && int_width(a->type) > 64)
    return match_wide_int(a, m);
  if (int_const(a, &w, &v)) {
  } else if (dense_ok(a) && a->dense.splat &&
             int_width(a->type->shaped.elem)) {
    w = int_width(a->type->shaped.elem);
    v = dense_elem(a, 0) & mask_w(w);
  } else {
    return false;
  }
  switch (m) {
  case M_ZERO:
    return v == 0;
  case M_ONE:
    return v == 1;
  case M_ALL_ONES:
    return v == mask_w(w);
  }
  return false;
}

static CmResult fold_to_value(CmFoldResult *r, CmValue *v) {
  r[0].value = v;
  r[0].attr = NULL;
  return CM_SUCCESS;
}

static CmResult fold_to_attr(CmFoldResult *r, CmAttr *a) {
  if (!a)
    return CM_FAILURE;
  r[0].attr = a;
  r[0].value = NULL;
  return CM_SUCCESS;
}

/* Zero of an integer-like type (scalar or splat). */
static CmAttr *zero_attr(CmType *t) {
  if (int_width(t))
    return make_int(t, 0);
  if (is_vector_or_tensor(t) && t->kind != CM_TYPE_UNRANKED_TENSOR &&
      cm_shaped_num_elements(t) >= 0 && int_width(t->shaped.elem) &&
      int_width(t->shaped.elem) <= 64) {
    size_t eb = elem_bytes(t->shaped.elem);
    uint8_t buf[8] = {0};
    return cm_dense_elements_attr(t, true, eb, buf);
  }
  return NULL;
}

/* ====================================================================== */
/* Constant folding of binary integer / float ops                          */
/* ====================================================================== */

typedef bool (*IntBinFn)(unsigned w, uint64_t a, uint64_t b, uint64_t *out);
static bool k_add(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
static bool k_sub(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
static bool k_mul(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
static bool k_and(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
static bool k_or(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
static bool k_xor(unsigned w, uint64_t a, uint64_t b, uint64_t *o);
typedef bool (*FloatBinFn)(double a, double b, double *out);

/* Scalar integers wider than 64 bits: the operations that work word by
 * word (add, sub, mul, and, or, xor); others are not folded. */
typedef enum { W_ADD, W_SUB, W_MUL, W_AND, W_OR, W_XOR } WideOp;
static CmAttr *fold_wide_int(CmAttr *a, CmAttr *b, WideOp op) {
  if (!a || !b || a->kind != CM_ATTR_INTEGER || b->kind != CM_ATTR_INTEGER ||
      a->type != b->type || int_width(a->type) <= 64)
    return NULL;
  unsigned n = a->integer.num_words;
  if (n != b->integer.num_words || !a->integer.words || !b->integer.words)
    return NULL;
  const uint64_t *x = a->integer.words, *y = b->integer.words;
  uint64_t sbuf[8];
  uint64_t *r = n <= 8 ? sbuf : cm_xmalloc(n * sizeof(uint64_t));
  memset(r, 0, n * sizeof(uint64_t));
  uint64_t carry = 0;
  for (unsigned i = 0; i < n; i++) {
    switch (op) {
    case W_ADD: {
      uint64_t t = x[i] + carry;
      uint64_t c1 = t < carry;
      r[i] = t + y[i];
      carry = c1 + (r[i] < t);
      break;
    }
    case W_SUB: {
      uint64_t t = x[i] - y[i];
      uint64_t b1 = x[i] < y[i];
      r[i] = t - carry;
      carry = b1 + (t < carry);
      break;
    }
    case W_MUL: {
      /* Schoolbook, truncated to n words. */
      unsigned __int128 c = 0;
      for (unsigned j = 0; i + j < n; j++) {
        unsigned __int128 t = (unsigned __int128)x[i] * y[j] + r[i + j] + c;
        r[i + j] = (uint64_t)t;
        c = t >> 64;
      }
      break;
    }
    case W_AND:
      r[i] = x[i] & y[i];
      break;
    case W_OR:
      r[i] = x[i] | y[i];
      break;
    case W_XOR:
      r[i] = x[i] ^ y[i];
      break;
    }
  }
  CmAttr *res = cm_integer_attr_words(a->type, n, r);
  if (r != sbuf)
    free(r);
  return res;
}

static CmAttr *fold_int_binary(CmAttr *a, CmAttr *b, IntBinFn fn) {
  if (!a || !b)
    return NULL;
  if (a->kind == CM_ATTR_INTEGER && int_width(a->type) > 64) {
    WideOp op;
    if (fn == k_add)
      op = W_ADD;
    else if (fn == k_sub)
      op = W_SUB;
    else if (fn == k_mul)
      op = W_MUL;
    else if (fn == k_and)
      op = W_AND;
    else if (fn == k_or)
      op = W_OR;
    else if (fn == k_xor)
      op = W_XOR;
    else
      return NULL;
    return fold_wide_int(a, b, op);
  }
  unsigned wa, wb;
  uint64_t va, vb, out;
  if (int_const(a, &wa, &va) && int_const(b, &wb, &vb)) {
    if (a->type != b->type || !fn(wa, va, vb, &out))
      return NULL;
    return make_int(a->type, out & mask_w(wa));
  }
  if (dense_ok(a) && dense_ok(b) && a->type == b->type) {
    CmType *t = a->type;
    unsigned w = int_width(t->shaped.elem);
    if (!w || w > 64)
      return NULL;
    size_t n = a->dense.splat && b->dense.splat
                   ? 1
                   : (size_t)cm_shaped_num_elements(t);
    uint64_t sbuf[16];
    uint64_t *vals = n <= 16 ? sbuf : cm_xmalloc(n * sizeof(uint64_t));
    CmAttr *res = NULL;
    size_t i;
    for (i = 0; i < n; i++) {
      if (!fn(w, dense_elem(a, i) & mask_w(w), dense_elem(b, i) & mask_w(w),
              &vals[i]))
        break;
      vals[i] &= mask_w(w);
    }
    if (i == n) {
      if (n == 1 && a->dense.splat && b->dense.splat) {
        uint8_t buf[8];
        size_t eb = elem_bytes(t->shaped.elem);
        store_le(buf, eb, vals[0]);
        res = cm_dense_elements_attr(t, true, eb, buf);
      } else {
        res = make_dense(t, n, vals);
      }
    }
    if (vals != sbuf)
      free(vals);
    return res;
  }
  return NULL;
}

/* Raw bits <-> double for the foldable float types. */
static double float_from_bits(const CmType *t, uint64_t bits) {
  switch (t->kind) {
  case CM_TYPE_F32: {
    uint32_t b32 = (uint32_t)bits;
    float f;
    memcpy(&f, &b32, 4);
    return f;
  }
  case CM_TYPE_F64: {
    double d;
    memcpy(&d, &bits, 8);
    return d;
  }
  default: {
    uint64_t b[2] = {bits, 0};
    CmAttr *a = cm_float_attr_bits((CmType *)t, b);
    return a->fp.value;
  }
  }
}

static uint64_t float_to_bits(CmType *t, double v) {
  CmAttr *a = cm_float_attr(t, v);
  return a->fp.bits[0];
}

/* Quiet bit / default NaN of the foldable float types. */
static uint64_t quiet_bit(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_BF16:
    return 1ull << 6;
  case CM_TYPE_F16:
    return 1ull << 9;
  case CM_TYPE_F32:
    return 1ull << 22;
  default:
    return 1ull << 51;
  }
}
static uint64_t default_nan(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_BF16:
    return 0x7FC0;
  case CM_TYPE_F16:
    return 0x7E00;
  case CM_TYPE_F32:
    return 0x7FC00000;
  default:
    return 0x7FF8000000000000ull;
  }
}

/* One element, as APFloat does it: a NaN operand propagates (quieted, the
 * left one first); an invalid operation gives the default positive NaN. */
static bool fold_float_elem(CmType *t, uint64_t abits, uint64_t bbits,
                            FloatBinFn fn, uint64_t *out) {
  double a = float_from_bits(t, abits), b = float_from_bits(t, bbits), r;
  if (isnan(a)) {
    *out = abits | quiet_bit(t);
    return true;
  }
  if (isnan(b)) {
    *out = bbits | quiet_bit(t);
    return true;
  }
  if (!fn(a, b, &r))
    return false;
  *out = isnan(r) ? default_nan(t) : float_to_bits(t, r);
  return true;
}

static CmAttr *fold_float_binary(CmAttr *a, CmAttr *b, FloatBinFn fn) {
  if (!a || !b)
    return NULL;
  uint64_t out;
  if (a->kind == CM_ATTR_FLOAT && b->kind == CM_ATTR_FLOAT) {
    if (a->type != b->type || !foldable_float(a->type))
      return NULL;
    if (!fold_float_elem(a->type, a->fp.bits[0], b->fp.bits[0], fn, &out))
      return NULL;
    uint64_t bits[2] = {out, 0};
    return cm_float_attr_bits(a->type, bits);
  }
  if (dense_ok(a) && dense_ok(b) && a->type == b->type &&
      foldable_float(a->type->shaped.elem)) {
    CmType *t = a->type, *e = t->shaped.elem;
    size_t n = a->dense.splat && b->dense.splat
                   ? 1
                   : (size_t)cm_shaped_num_elements(t);
    uint64_t sbuf[16];
    uint64_t *vals = n <= 16 ? sbuf : cm_xmalloc(n * sizeof(uint64_t));
    CmAttr *res = NULL;
    size_t i;
    for (i = 0; i < n; i++)
      if (!fold_float_elem(e, dense_elem(a, i), dense_elem(b, i), fn,
                           &vals[i]))
        break;
    if (i == n) {
      if (n == 1 && a->dense.splat && b->dense.splat) {
        uint8_t buf[8];
        size_t eb = elem_bytes(e);
        store_le(buf, eb, vals[0]);
        res = cm_dense_elements_attr(t, true, eb, buf);
      } else {
        res = make_dense(t, n, vals);
      }
    }
    if (vals != sbuf)
      free(vals);
    return res;
  }
  return NULL;
}

/* -- integer kernels (operands masked to w bits) -- */
/* The kernels that are plain C operators on the masked words. */
#define CM_INT_KERNEL(name, op)                                                \
  static bool name(unsigned w, uint64_t a, uint64_t b, uint64_t *o) {          \
    (void)w;                                                                   \
    *o = a op b;                                                               \
    return true;                                                               \
  }
CM_INT_KERNEL(k_add, +)
CM_INT_KERNEL(k_sub, -)
CM_INT_KERNEL(k_mul, *)
CM_INT_KERNEL(k_and, &)
CM_INT_KERNEL(k_or, |)
CM_INT_KERNEL(k_xor, ^)
#undef CM_INT_KERNEL
/* Signed division is not folded on division by zero or overflow. */
static bool sdiv_checks(unsigned w, uint64_t a, uint64_t b, int64_t *sa,
                        int64_t *sb) {
  if (b == 0)
    return false;
  *sa = sext_w(a, w);
  *sb = sext_w(b, w);
  int64_t min = w >= 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1));
  if (*sa == min && *sb == -1)
    return false;
  return true;
}
static bool k_divs(unsigned w, uint64_t a, uint64_t b, uint64_t *o) {
  int64_t sa, sb;
  if (!sdiv_checks(w, a, b, &sa, &sb))
    return false;
  *o = (uint64_t)(sa / sb);
  return true;
}
static bool k_divu(unsigned w, uint64_t a, uint64_t b, uint64_t *o) {
  (void)w;
  if (b == 0)
    return false;
  *o = a / b;
  return true;
}
static bool k_rems(unsigned w, uint64_t a, uint64_t b, uint64_t *o) {
  if (b == 0)
    return false;
  int64_t sa = sext_w(a, w), sb = sext_w(b, w);
  if (sb == -1) {
    *o = 0;
    return true;
  }
  *o = (uint64_t)(sa % sb);
  return true;
}
static bool k_remu(unsigned w, uint64_t a, uint64_t b, uint64_t *o) {
  (void)w;
  if (b == 0)
    return false;
  *o = a % b;
  return true;
}
/* floordivi_signed / ceildivi_signed as upstream 13 computes them: sign
 * cases with wrapping negation and division, (a-1)/b+1 for the ceiling of
 * non-negative inputs, and only that final increment's overflow (or a
 * division by zero) prevents folding. */
static int64_t w_neg(unsigned w, int64_t a) {
  return sext_w(0 - (uint64_t)a, w);
}
static int64_t w_sdiv(unsigned w, int64_t a, int64_t b) { /* b != 0 */
  if (b == -1)
    return w_neg(w, a);
  return sext_w((uint64_t)(a / b), w);
}
static int64_t w_max(unsigned w) {
  return w >= 64 ? INT64_MAX : (int64_t)((1ull << (w - 1)) - 1);
}
static bool ceil_nonneg(unsigned w, int64_t a, int64_t b, int64_t *out) {
  if (b == 0)
    return false;
  int64_t v = w_sdiv(w, sext_w((uint64_t)a - 1, w), b);
  if (v == w_max(w))
    return false; /* v + 1 overflows */
  *out = v + 1;
  return true;
}
static bool k_floordiv(unsigned w, uint64_t ua, uint64_t ub, uint64_t *o) {
  int64_t a = sext_w(ua, w), b = sext_w(ub, w), r;
  if (b == 0)
    return false;
  if (a >= 0 && b > 0) {
    r = w_sdiv(w, a, b);
  } else if (a <= 0 && b < 0) {
    int64_t nb = w_neg(w, b);
    if (nb == 0)
      return false;
    r = w_sdiv(w, w_neg(w, a), nb);
  } else if (a < 0 && b > 0) {
    if (!ceil_nonneg(w, w_neg(w, a), b, &r))
      return false;
    r = w_neg(w, r);
  } else {
    if (!ceil_nonneg(w, a, w_neg(w, b), &r))
      return false;
    r = w_neg(w, r);
  }
  *o = (uint64_t)r;
  return true;
}
static bool k_ceildiv(unsigned w, uint64_t ua, uint64_t ub, uint64_t *o) {
  int64_t a = sext_w(ua, w), b = sext_w(ub, w), r;
  if (b == 0)
    return false;
  if (a > 0 && b > 0) {
    if (!ceil_nonneg(w, a, b, &r))
      return false;
  } else if (a < 0 && b < 0) {
    if (!ceil_nonneg(w, w_neg(w, a), w_neg(w, b), &r))
      return false;
  } else if (a < 0 && b > 0) {
    r = w_neg(w, w_sdiv(w, w_neg(w, a), b));
  } else {
    int64_t nb = w_neg(w, b);
    if (nb == 0)
      return false;
    r = w_neg(w, w_sdiv(w, a, nb));
  }
  *o = (uint64_t)r;
  return true;
}

/* -- float kernels -- */
static bool f_add(double a, double b, double *o) {
  *o = a + b;
  return true;
}
static bool f_sub(double a, double b, double *o) {
  *o = a - b;
  return true;
}
static bool f_mul(double a, double b, double *o) {
  *o = a * b;
  return true;
}
static bool f_div(double a, double b, double *o) {
  *o = a / b;
  return true;
}

/* ====================================================================== */
/* Folders                                                                 */
/* ====================================================================== */

#define LHS(op) cm_op_operand((op), 0)
#define RHS(op) cm_op_operand((op), 1)

/* The identities of addi / subi / muli / and / or / xor and select's
 * constant condition look at the operand's defining constant op, as MLIR
 * 13's folders do (matchPattern on the IR), not at `c`: -sccp folds with
 * constants the IR does not have yet, and then these do not apply. */
static CmAttr *ir_const(CmOp *op, unsigned i) {
  return cm_value_constant(cm_op_operand(op, i));
}

static CmResult addi_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_add));
}

static CmResult subi_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (LHS(op) == RHS(op))
    return fold_to_attr(r, zero_attr(cm_op_results(op)[0].type));
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_sub));
}

static CmResult muli_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, RHS(op));
  if (match_int(ir_const(op, 1), M_ONE))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_mul));
}







/* Divisions: x / 1 is x, constants fold with the op's kernel. */
static CmResult div_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r,
                         IntBinFn kernel) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(c[1], M_ONE))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], kernel));
}

/* Remainders: x % 1 is 0, constants fold with the op's kernel. */
static CmResult rem_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r,
                         IntBinFn kernel) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(c[1], M_ONE))
    return fold_to_attr(r, zero_attr(cm_op_results(op)[0].type));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], kernel));
}

#define CM_KERNEL_FOLD(name, helper, kernel)                                   \
  static CmResult name(CmOp *op, CmAttr *const *c, CmFoldResult *r) {          \
    return helper(op, c, r, kernel);                                           \
  }
CM_KERNEL_FOLD(divs_fold, div_fold, k_divs)
CM_KERNEL_FOLD(divu_fold, div_fold, k_divu)
CM_KERNEL_FOLD(ceildiv_fold, div_fold, k_ceildiv)
CM_KERNEL_FOLD(floordiv_fold, div_fold, k_floordiv)
CM_KERNEL_FOLD(rems_fold, rem_fold, k_rems)
CM_KERNEL_FOLD(remu_fold, rem_fold, k_remu)
#undef CM_KERNEL_FOLD

static CmResult and_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, RHS(op));
  if (match_int(ir_const(op, 1), M_ALL_ONES))
    return fold_to_value(r, LHS(op));
  if (LHS(op) == RHS(op))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_and));
}

static CmResult or_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, LHS(op));
  if (LHS(op) == RHS(op))
    return fold_to_value(r, LHS(op));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_or));
}

static CmResult xor_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  if (match_int(ir_const(op, 1), M_ZERO))
    return fold_to_value(r, LHS(op));
  if (LHS(op) == RHS(op))
    return fold_to_attr(r, zero_attr(cm_op_results(op)[0].type));
  return fold_to_attr(r, fold_int_binary(c[0], c[1], k_xor));
}

static CmResult addf_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  (void)op;
  return fold_to_attr(r, fold_float_binary(c[0], c[1], f_add));
}
static CmResult subf_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  (void)op;
  return fold_to_attr(r, fold_float_binary(c[0], c[1], f_sub));
}
static CmResult mulf_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  (void)op;
  return fold_to_attr(r, fold_float_binary(c[0], c[1], f_mul));
}
static CmResult divf_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  (void)op;
  return fold_to_attr(r, fold_float_binary(c[0], c[1], f_div));
}

/* cmpi predicates (upstream CmpIPredicate values). */
enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

static bool cmpi_eval(int64_t pred, unsigned w, uint64_t a, uint64_t b) {
  int64_t sa = sext_w(a, w), sb = sext_w(b, w);
  switch (pred) {
  case P_EQ:
    return a == b;
  case P_NE:
    return a != b;
  case P_SLT:
    return sa < sb;
  case P_SLE:
    return sa <= sb;
  case P_SGT:
    return sa > sb;
  case P_SGE:
    return sa >= sb;
  case P_ULT:
    return a < b;
  case P_ULE:
    return a <= b;
  case P_UGT:
    return a > b;
  default:
    return a >= b;
  }
}

static bool pred_value(CmOp *op, int64_t *out) {
  CmAttr *p = cm_op_get_attr(op, "predicate");
  if (!p || p->kind != CM_ATTR_INTEGER)
    return false;
  *out = p->integer.value;
  return true;
}

/* cmpi on integers wider than 64 bits: compare the words from the top
 * (signed: a differing sign bit decides). */
static CmResult wide_cmpi(CmContext *ctx, int64_t pred, const CmAttr *a,
                          const CmAttr *b, CmFoldResult *r) {
  unsigned w = int_width(a->type), n = a->integer.num_words;
  if (n != b->integer.num_words || n * 64 < w || !a->integer.words ||
      !b->integer.words)
    return CM_FAILURE;
  int ucmp = 0; /* unsigned comparison */
  for (unsigned i = n; i-- > 0 && !ucmp;) {
    unsigned bits = w - i * 64 >= 64 ? 64 : w - i * 64;
    uint64_t x = a->integer.words[i] & mask_w(bits);
    uint64_t y = b->integer.words[i] & mask_w(bits);
    ucmp = x < y ? -1 : x > y ? 1 : 0;
  }
  unsigned top = (w - 1) / 64, bit = (w - 1) % 64;
  bool sa = (a->integer.words[top] >> bit) & 1;
  bool sb = (b->integer.words[top] >> bit) & 1;
  int scmp = sa == sb ? ucmp : (sa ? -1 : 1);
  bool v;
  switch (pred) {
  case P_EQ:
    v = ucmp == 0;
    break;
  case P_NE:
    v = ucmp != 0;
    break;
  case P_SLT:
    v = scmp < 0;
    break;
  case P_SLE:
    v = scmp <= 0;
    break;
  case P_SGT:
    v = scmp > 0;
    break;
  case P_SGE:
    v = scmp >= 0;
    break;
  case P_ULT:
    v = ucmp < 0;
    break;
  case P_ULE:
    v = ucmp <= 0;
    break;
  case P_UGT:
    v = ucmp > 0;
    break;
  default:
    v = ucmp >= 0;
    break;
  }
  return fold_to_attr(r, cm_bool_attr(ctx, v));
}

static CmResult cmpi_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  int64_t pred;
  if (!pred_value(op, &pred) || pred < 0 || pred > 9)
    return CM_FAILURE;
  CmContext *ctx = cm_op_context(op);
  /* Only scalar results: a bool attribute cannot be a vector constant. */
  if (!cm_type_is_integer(cm_op_results(op)[0].type, 1))
    return CM_FAILURE;
  if (LHS(op) == RHS(op)) {
    bool v = pred == P_EQ || pred == P_SLE || pred == P_SGE ||
             pred == P_ULE || pred == P_UGE;
    return fold_to_attr(r, cm_bool_attr(ctx, v));
  }
  unsigned wa, wb;
  uint64_t a, b;
  if (c[0] && c[1] && c[0]->kind == CM_ATTR_INTEGER &&
      c[1]->kind == CM_ATTR_INTEGER && c[0]->type == c[1]->type &&
      int_width(c[0]->type) > 64)
    return wide_cmpi(ctx, pred, c[0], c[1], r);
  if (!int_const(c[0], &wa, &a) || !int_const(c[1], &wb, &b) || wa != wb)
    return CM_FAILURE;
  return fold_to_attr(r, cm_bool_attr(ctx, cmpi_eval(pred, wa, a, b)));
}

static bool cmpf_eval(int64_t pred, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (pred) {
  case 0:
    return false;
  case 1:
    return !uno && a == b;
  case 2:
    return !uno && a > b;
  case 3:
    return !uno && a >= b;
  case 4:
    return !uno && a < b;
  case 5:
    return !uno && a <= b;
  case 6:
    return !uno && a != b;
  case 7:
    return !uno;
  case 8:
    return uno || a == b;
  case 9:
    return uno || a > b;
  case 10:
    return uno || a >= b;
  case 11:
    return uno || a < b;
  case 12:
    return uno || a <= b;
  case 13:
    return uno || a != b;
  case 14:
    return uno;
  default:
    return true;
  }
}

static CmResult cmpf_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  int64_t pred;
  if (!pred_value(op, &pred) || pred < 0 || pred > 15)
    return CM_FAILURE;
  if (!c[0] || !c[1] || c[0]->kind != CM_ATTR_FLOAT ||
      c[1]->kind != CM_ATTR_FLOAT || !foldable_float(c[0]->type) ||
      c[0]->type != c[1]->type)
    return CM_FAILURE;
  if (!cm_type_is_integer(cm_op_results(op)[0].type, 1))
    return CM_FAILURE;
  return fold_to_attr(r, cm_bool_attr(cm_op_context(op),
                                      cmpf_eval(pred, c[0]->fp.value,
                                                c[1]->fp.value)));
}

static CmResult index_cast_fold(CmOp *op, CmAttr *const *c,
                                CmFoldResult *r) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmValue *in = cm_op_operand(op, 0);
  CmOp *def = cm_value_defining_op(in);
  if (def && cm_op_name_is(def, "std.index_cast") &&
      cm_op_num_operands(def) == 1 &&
      cm_op_operand(def, 0)->type == cm_op_results(op)[0].type)
    return fold_to_value(r, cm_op_operand(def, 0));
  /* Upstream: IntegerAttr::get(resultType, value.getInt()), i.e. the low
   * 64 bits sign-extended. */
  CmType *rt = cm_op_results(op)[0].type;
  if (c[0] && c[0]->kind == CM_ATTR_INTEGER && int_width(c[0]->type) &&
      int_width(rt))
    return fold_to_attr(r, cm_integer_attr(rt, c[0]->integer.value));
  return CM_FAILURE;
}

static CmResult sexti_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  unsigned w;
  uint64_t v;
  CmType *rt = cm_op_results(op)[0].type;
  if (int_const(c[0], &w, &v) && int_width(rt))
    return fold_to_attr(r, cm_integer_attr(rt, sext_w(v, w)));
  /* Wider sources: extend the top word's sign over the new words. */
  if (c[0] && c[0]->kind == CM_ATTR_INTEGER && int_width(c[0]->type) > 64 &&
      int_width(rt) > int_width(c[0]->type) && c[0]->integer.words) {
    unsigned ws = int_width(c[0]->type), nd = (int_width(rt) + 63) / 64;
    uint64_t *words = cm_xcalloc(nd, sizeof(uint64_t));
    unsigned top = (ws - 1) / 64, bit = (ws - 1) % 64;
    bool neg = (c[0]->integer.words[top] >> bit) & 1;
    for (unsigned i = 0; i < nd; i++) {
      if (i < top)
        words[i] = c[0]->integer.words[i];
      else if (i == top)
        words[i] = neg ? c[0]->integer.words[i] | ~mask_w(bit + 1)
                       : c[0]->integer.words[i] & mask_w(bit + 1);
      else
        words[i] = neg ? ~0ull : 0;
    }
    CmAttr *res = cm_integer_attr_words(rt, nd, words);
    free(words);
    return fold_to_attr(r, res);
  }
  return CM_FAILURE;
}

static CmResult trunci_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (def && cm_op_num_operands(def) == 1 &&
      (cm_op_name_is(def, "std.zexti") || cm_op_name_is(def, "std.sexti")) &&
      cm_op_operand(def, 0)->type == cm_op_results(op)[0].type)
    return fold_to_value(r, cm_op_operand(def, 0));
  CmType *rt = cm_op_results(op)[0].type;
  if (c[0] && c[0]->kind == CM_ATTR_INTEGER && int_width(rt) &&
      c[0]->integer.words && c[0]->integer.num_words)
    return fold_to_attr(r, cm_integer_attr_words(rt, c[0]->integer.num_words,
                                                 c[0]->integer.words));
  return CM_FAILURE;
}

static CmResult select_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  if (cm_op_num_operands(op) != 3 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmValue *tv = cm_op_operand(op, 1), *fv = cm_op_operand(op, 2);
  if (tv == fv)
    return fold_to_value(r, tv);
  if (match_int(ir_const(op, 0), M_ONE))
    return fold_to_value(r, tv);
  if (match_int(ir_const(op, 0), M_ZERO))
    return fold_to_value(r, fv);
  /* select (cmpi eq/ne %a, %b), %a, %b => %b / %a (either order; MLIR 13) */
  CmOp *cmp = cm_value_defining_op(cm_op_operand(op, 0));
  if (cmp && cm_op_name_is(cmp, "std.cmpi") && cm_op_num_operands(cmp) == 2) {
    CmAttr *pred = cm_op_get_attr(cmp, "predicate");
    CmValue *l = cm_op_operand(cmp, 0), *rr = cm_op_operand(cmp, 1);
    if (pred && pred->kind == CM_ATTR_INTEGER &&
        (pred->integer.value == 0 || pred->integer.value == 1) &&
        ((l == tv && rr == fv) || (rr == tv && l == fv)))
      return fold_to_value(r, pred->integer.value == 1 ? tv : fv);
  }
  return CM_FAILURE;
}

static CmResult splat_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmType *t = cm_op_results(op)[0].type;
  if (!t || !(t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR))
    return CM_FAILURE;
  CmAttr *s = cm_dense_splat_attr(t, c[0]);
  return s ? fold_to_attr(r, s) : CM_FAILURE;
}

static CmResult rank_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  (void)c;
  CmType *t = cm_op_operand(op, 0)->type;
  if (t && (t->kind == CM_TYPE_RANKED_TENSOR || t->kind == CM_TYPE_MEMREF ||
            t->kind == CM_TYPE_VECTOR))
    return fold_to_attr(
        r, cm_integer_attr(cm_index_type(cm_op_context(op)), t->shaped.rank));
  return CM_FAILURE;
}

static CmResult constant_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  return fold_to_attr(r, cm_op_get_attr(op, "value"));
}

/* ====================================================================== */
/* Type and attribute constraints specific to std                          */
/* ====================================================================== */

static bool pred_vec_or_static_tensor(const CmType *t, const void *arg) {
  (void)arg;
  if (!t)
    return false;
  if (t->kind == CM_TYPE_VECTOR)
    return true;
  return t->kind == CM_TYPE_RANKED_TENSOR && cm_shaped_num_elements(t) >= 0;
}
static const CmTypeConstraint tc_splat_result = {
    "vector of any type values or statically shaped tensor of any type "
    "values",
    pred_vec_or_static_tensor, NULL, NULL};

static bool pred_memref_or_tensor(const CmType *t, const void *arg) {
  (void)arg;
  return t && (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF ||
               t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}
static const CmTypeConstraint tc_memref_or_tensor = {
    "any memref or tensor type", pred_memref_or_tensor, NULL, NULL};

static bool pred_i64_enum(const CmAttr *a, const void *arg) {
  int64_t max = (int64_t)(intptr_t)arg;
  return a && a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 64) &&
         a->type->integer.signedness == CM_SIGNLESS && a->integer.value >= 0 &&
         a->integer.value <= max;
}

static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}

static const CmEnumCase cmpi_cases[] = {
    {"eq", 0},  {"ne", 1},  {"slt", 2}, {"sle", 3}, {"sgt", 4},
    {"sge", 5}, {"ult", 6}, {"ule", 7}, {"ugt", 8}, {"uge", 9}};
static const CmAttrConstraint ac_cmpi_predicate = {
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    pred_i64_enum,
    (const void *)(intptr_t)9,
    i64_type,
    cmpi_cases,
    CM_ODS_ARRAY_LEN(cmpi_cases)};

static const CmEnumCase cmpf_cases[] = {
    {"false", 0}, {"oeq", 1}, {"ogt", 2},  {"oge", 3},  {"olt", 4},
    {"ole", 5},   {"one", 6}, {"ord", 7},  {"ueq", 8},  {"ugt", 9},
    {"uge", 10},  {"ult", 11}, {"ule", 12}, {"une", 13}, {"uno", 14},
    {"true", 15}};
static const CmAttrConstraint ac_cmpf_predicate = {
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "
    "10, 11, 12, 13, 14, 15",
    pred_i64_enum,
    (const void *)(intptr_t)15,
    i64_type,
    cmpf_cases,
    CM_ODS_ARRAY_LEN(cmpf_cases)};

/* ====================================================================== */
/* Op descriptions                                                         */
/* ====================================================================== */

#define ARITH_TRAITS                                                           \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE |          \
   CM_TRAIT_ELEMENTWISE_MAPPABLE)

/* Upstream parses these with parseOneResultSameOperandTypeOp: any operand
 * list, resolved to the result type (the verifier checks the count). */
static const char binary_format[] = "operands attr-dict `:` type($result)";
/* (upstream 13 prints the operand's type, even when the result's differs) */
static const char unary_format[] = "$operand attr-dict `:` type($operand)";
static const char cast_format[] =
    "$in attr-dict `:` type($in) `to` type($out)";

/* Upstream 13's parseOneResultSameOperandTypeOp: any number of operands
 * (the verifier checks the count), all of the one trailing type. */
static CmResult same_type_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operands_same_type(p, ops.data, ops.len, type,
                                              &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

/* -- binary integer ops -- */
static const CmOdsValue int_bin_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_tc_signless_int_like},
    {"rhs", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const CmOdsValue int_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};

#define INT_BIN_ODS(id, sum, folder)                                           \
  static const CmOdsOp id##_ods = {.summary = sum,                             \
                                   CM_ODS_OPERANDS(int_bin_operands),          \
                                   CM_ODS_RESULTS(int_results),                \
                                   .format = binary_format,                    \
                                   .fold = folder}

INT_BIN_ODS(addi, "integer addition operation", addi_fold);
INT_BIN_ODS(subi, "integer subtraction operation", subi_fold);
INT_BIN_ODS(muli, "integer multiplication operation", muli_fold);
INT_BIN_ODS(divi_signed, "signed integer division operation", divs_fold);
INT_BIN_ODS(divi_unsigned, "unsigned integer division operation", divu_fold);
INT_BIN_ODS(remi_signed, "signed integer division remainder operation",
            rems_fold);
INT_BIN_ODS(remi_unsigned, "unsigned integer division remainder operation",
            remu_fold);
INT_BIN_ODS(ceildivi_signed, "signed ceil integer division operation",
            ceildiv_fold);
INT_BIN_ODS(floordivi_signed, "signed floor integer division operation",
            floordiv_fold);
INT_BIN_ODS(and, "integer binary and", and_fold);
INT_BIN_ODS(or, "integer binary or", or_fold);
INT_BIN_ODS(xor, "integer binary xor", xor_fold);
INT_BIN_ODS(shift_left, "integer left-shift", NULL);
INT_BIN_ODS(shift_right_signed, "signed integer right-shift", NULL);
INT_BIN_ODS(shift_right_unsigned, "unsigned integer right-shift", NULL);

/* -- float ops -- */
static const CmOdsValue float_bin_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_tc_float_like},
    {"rhs", CM_ODS_ONE, &cm_tc_float_like}};
static const CmOdsValue float_un_operands[] = {
    {"operand", CM_ODS_ONE, &cm_tc_float_like}};
static const CmOdsValue float_fma_operands[] = {
    {"a", CM_ODS_ONE, &cm_tc_float_like},
    {"b", CM_ODS_ONE, &cm_tc_float_like},
    {"c", CM_ODS_ONE, &cm_tc_float_like}};

#define FLOAT_BIN_ODS(id, sum, folder)                                         \
  static const CmOdsOp id##_ods = {.summary = sum,                             \
                                   CM_ODS_OPERANDS(float_bin_operands),        \
                                   CM_ODS_RESULTS(int_results),                \
                                   .format = binary_format,                    \
                                   .fold = folder}
#define FLOAT_UN_ODS(id, sum)                                                  \
  static const CmOdsOp id##_ods = {.summary = sum,                             \
                                   CM_ODS_OPERANDS(float_un_operands),         \
                                   CM_ODS_RESULTS(int_results),                \
                                   .format = unary_format}

FLOAT_BIN_ODS(addf, "floating point addition operation", addf_fold);
FLOAT_BIN_ODS(subf, "floating point subtraction operation", subf_fold);
FLOAT_BIN_ODS(mulf, "floating point multiplication operation", mulf_fold);
FLOAT_BIN_ODS(divf, "floating point division operation", divf_fold);
FLOAT_BIN_ODS(remf, "floating point division remainder operation", NULL);
FLOAT_BIN_ODS(copysign, "A copysign operation", NULL);
FLOAT_UN_ODS(negf, "floating point negation");
FLOAT_UN_ODS(absf, "floating point absolute-value operation");
FLOAT_UN_ODS(ceilf, "ceiling of the specified value");
FLOAT_UN_ODS(floorf, "floor of the specified value");
static const CmOdsOp fmaf_ods = {
    .summary = "floating point fused multipy-add operation",
    CM_ODS_OPERANDS(float_fma_operands), CM_ODS_RESULTS(int_results),
    .format = binary_format};

/* -- comparisons -- */
static const CmOdsValue cmpi_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_tc_signless_int_like},
    {"rhs", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const CmOdsValue cmpf_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_tc_float_like},
    {"rhs", CM_ODS_ONE, &cm_tc_float_like}};
static const CmOdsValue cmp_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_bool_like}};
static const CmOdsAttr cmpi_attrs[] = {
    {"predicate", &ac_cmpi_predicate, false, NULL}};
static const CmOdsAttr cmpf_attrs[] = {
    {"predicate", &ac_cmpf_predicate, false, NULL}};
static const CmOdsTypeRel cmp_rels[] = {
    {"lhs", "result", i1_same_shape,
     "result type has i1 element type and same shape as operands"}};
static const char cmp_format[] =
    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
static const CmOdsOp cmpi_ods = {.summary = "integer comparison operation",
                                 CM_ODS_OPERANDS(cmpi_operands),
                                 CM_ODS_RESULTS(cmp_results),
                                 CM_ODS_ATTRS(cmpi_attrs),
                                 CM_ODS_TYPE_RELS(cmp_rels),
                                 .format = cmp_format,
                                 .fold = cmpi_fold};
static const CmOdsOp cmpf_ods = {
    .summary = "floating-point comparison operation",
    CM_ODS_OPERANDS(cmpf_operands),
    CM_ODS_RESULTS(cmp_results),
    CM_ODS_ATTRS(cmpf_attrs),
    CM_ODS_TYPE_RELS(cmp_rels),
    .format = cmp_format,
    .fold = cmpf_fold};

/* -- casts -- */
static const CmOdsValue cast_any_operands[] = {{"in", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue cast_any_results[] = {{"out", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue ext_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const CmOdsValue ext_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const char ext_format[] =
    "$value attr-dict `:` type($value) `to` type($result)";

static bool vector_simple_compatible(const CmType *a, const CmType *b,
                                     bool (*scalar)(const CmType *,
                                                    const CmType *)) {
  if (a->kind != CM_TYPE_VECTOR || b->kind != CM_TYPE_VECTOR)
    return false;
  if (a->shaped.rank != b->shaped.rank)
    return false;
  for (unsigned i = 0; i < a->shaped.rank; i++)
    if (a->shaped.shape[i] != b->shaped.shape[i])
      return false;
  return scalar(a->shaped.elem, b->shaped.elem);
}

static bool cc_index_cast(const CmType *a, const CmType *b) {
  if (cm_type_is_shaped(a) && cm_type_is_shaped(b)) {
    if (a->kind == CM_TYPE_UNRANKED_TENSOR || b->kind == CM_TYPE_UNRANKED_TENSOR ||
        a->kind == CM_TYPE_UNRANKED_MEMREF || b->kind == CM_TYPE_UNRANKED_MEMREF)
      return false;
    if (a->shaped.rank != b->shaped.rank)
      return false;
    for (unsigned i = 0; i < a->shaped.rank; i++)
      if (a->shaped.shape[i] != b->shaped.shape[i])
        return false;
    return cc_index_cast(a->shaped.elem, b->shaped.elem);
  }
  return (cm_type_is_index(a) && cm_type_is_signless_integer(b)) ||
         (cm_type_is_signless_integer(a) && cm_type_is_index(b));
}
static bool cc_itofp(const CmType *a, const CmType *b) {
  if (cm_type_is_signless_integer(a) && is_float_kind(b))
    return true;
  return vector_simple_compatible(a, b, cc_itofp);
}
static bool cc_fptoi(const CmType *a, const CmType *b) {
  if (is_float_kind(a) && cm_type_is_signless_integer(b))
    return true;
  return vector_simple_compatible(a, b, cc_fptoi);
}
static bool cc_fpext(const CmType *a, const CmType *b) {
  if (is_float_kind(a) && is_float_kind(b))
    return cm_float_type_width(a) < cm_float_type_width(b);
  return vector_simple_compatible(a, b, cc_fpext);
}
static bool cc_fptrunc(const CmType *a, const CmType *b) {
  if (is_float_kind(a) && is_float_kind(b))
    return cm_float_type_width(a) > cm_float_type_width(b);
  return vector_simple_compatible(a, b, cc_fptrunc);
}

static CmResult cast_check(CmOp *op, bool (*cc)(const CmType *,
                                                const CmType *)) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_SUCCESS;
  CmType *in = cm_op_operand(op, 0)->type, *out = cm_op_results(op)[0].type;
  if (cc(in, out))
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "operand type ");
  cm_diag_append(d, "'");
  cm_diag_append_type(d, in);
  cm_diag_append(d, "' and result type '");
  cm_diag_append_type(d, out);
  cm_diag_append(d, "' are cast incompatible");
  return cm_diag_report(d);
}

static CmResult index_cast_verify(CmOp *op) {
  return cast_check(op, cc_index_cast);
}
static CmResult itofp_verify(CmOp *op) { return cast_check(op, cc_itofp); }
static CmResult fptoi_verify(CmOp *op) { return cast_check(op, cc_fptoi); }
static CmResult fpext_verify(CmOp *op) { return cast_check(op, cc_fpext); }
static CmResult fptrunc_verify(CmOp *op) {
  return cast_check(op, cc_fptrunc);
}

/* sexti / zexti / trunci: widths of the element types (plain errors, as
 * upstream's emitError). */
static CmResult ext_trunc_check(CmOp *op, bool ext) {
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_SUCCESS;
  const CmType *src = elem_or_self(cm_op_operand(op, 0)->type);
  const CmType *dst = elem_or_self(cm_op_results(op)[0].type);
  /* Index is signless-integer-like but not valid here. */
  if (cm_type_is_index(src) || cm_type_is_index(dst)) {
    bool is_src = cm_type_is_index(src);
    CmDiag *d = cm_op_diag_plain_error(op, "'");
    cm_diag_append_type(d, is_src ? src : dst);
    cm_diag_append(d, "' is not a valid %s type", is_src ? "operand" : "result");
    return cm_diag_report(d);
  }
  unsigned ws = int_width(src), wd = int_width(dst);
  if (!ws || !wd)
    return CM_SUCCESS;
  if (ext ? ws < wd : ws > wd)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_plain_error(op, "%s type '",
                                     ext ? "result" : "operand");
  cm_diag_append_type(d, ext ? dst : src);
  cm_diag_append(d, "' must be wider than %s type '",
                 ext ? "operand" : "result");
  cm_diag_append_type(d, ext ? src : dst);
  cm_diag_append(d, "'");
  return cm_diag_report(d);
}
static CmResult ext_verify(CmOp *op) { return ext_trunc_check(op, true); }
static CmResult trunc_verify(CmOp *op) { return ext_trunc_check(op, false); }

/* Casts are parsed and printed by hand as upstream 13's parseCastOp /
 * printCastOp: `%x attr-dict : t1 to t2`; the printer writes no attribute
 * dictionary (upstream drops it too). */
static CmResult cast_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand src;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *src_type = NULL, *dst_type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand(p, &src)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &src_type)) ||
      cm_failed(cm_resolve_operand(p, &src, src_type, &vals)))
    goto done;
  /* OpAsmParser::parseKeyword errors carry the "custom op" prefix. */
  if (!cm_parse_optional_keyword(p, "to")) {
    CmStr name = cm_ident_str(st->name->name);
    cm_parser_error(p, "custom op '%.*s' expected 'to'", (int)name.len,
                    name.data);
    goto done;
  }
  if (cm_failed(cm_parse_type(p, &dst_type)))
    goto done;
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, dst_type);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void cast_print(CmPrinter *p, CmOp *op) {
  if (cm_op_num_operands(op) < 1 || cm_op_num_results(op) < 1)
    return;
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_results(op)[0].type);
}

/* CastOpInterface::areCastCompatible of each cast. */
#define CAST_IFACE(id, cc)                                                     \
  static bool id##_compatible(unsigned n_in, CmType *const *in,                \
                              unsigned n_out, CmType *const *out) {            \
    return n_in == 1 && n_out == 1 && cc(in[0], out[0]);                       \
  }                                                                            \
  static const CmCastInterface id##_cast_iface = {id##_compatible};            \
  static const CmInterfaceImpl id##_ifaces[] = {                               \
      {CM_IFACE_CAST, &id##_cast_iface}};
CAST_IFACE(index_cast, cc_index_cast)
CAST_IFACE(sitofp, cc_itofp)
CAST_IFACE(uitofp, cc_itofp)
CAST_IFACE(fptosi, cc_fptoi)
CAST_IFACE(fptoui, cc_fptoi)
CAST_IFACE(fpext, cc_fpext)
CAST_IFACE(fptrunc, cc_fptrunc)

#define CAST_ODS(id, sum, folder)                                              \
  static const CmOdsOp id##_ods = {.summary = sum,                             \
                                   CM_ODS_OPERANDS(cast_any_operands),         \
                                   CM_ODS_RESULTS(cast_any_results),           \
                                   .format = cast_format,                      \
                                   .fold = folder,                             \
                                   CM_ODS_INTERFACES(id##_ifaces)}
#define EXT_ODS(id, sum, folder)                                               \
  static const CmOdsOp id##_ods = {.summary = sum,                             \
                                   CM_ODS_OPERANDS(ext_operands),              \
                                   CM_ODS_RESULTS(ext_results),                \
                                   .format = ext_format,                       \
                                   .fold = folder}

CAST_ODS(index_cast, "cast between index and integer types",
         index_cast_fold);
CAST_ODS(sitofp, "cast from integer type to floating-point", NULL);
CAST_ODS(uitofp, "cast from unsigned integer type to floating-point", NULL);
CAST_ODS(fptosi, "cast from floating-point type to integer type", NULL);
CAST_ODS(fptoui, "cast from floating-point type to integer type", NULL);
CAST_ODS(fpext, "cast from floating-point to wider floating-point", NULL);
CAST_ODS(fptrunc, "cast from floating-point to narrower floating-point",
         NULL);
EXT_ODS(sexti, "integer sign extension operation", sexti_fold);
EXT_ODS(zexti, "integer zero extension operation", NULL);
EXT_ODS(trunci, "integer truncation operation", trunci_fold);

/* -- select -- */
static const CmOdsValue select_operands[] = {
    {"condition", CM_ODS_ONE, &cm_tc_bool_like},
    {"true_value", CM_ODS_ONE, &cm_tc_any},
    {"false_value", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue select_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel select_rels[] = {
    {"true_value", "false_value", NULL,
     "all of {true_value, false_value, result} have same type"},
    {"true_value", "result", NULL,
     "all of {true_value, false_value, result} have same type"}};

static CmResult select_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *cond_type, *res_type;
  if (cm_failed(cm_parse_operand_list(p, &ops, 3, CM_DELIM_NONE)))
    goto done;
  if (cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &res_type)))
    goto done;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    cond_type = res_type;
    if (cm_failed(cm_parse_type(p, &res_type)))
      goto done;
  } else {
    cond_type = cm_integer_type(cm_parser_context(p), 1, CM_SIGNLESS);
  }
  CM_VEC_PUSH(st->types, res_type);
  CmType *types[3] = {cond_type, res_type, res_type};
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, types, 3,
                                    ops.len ? ops.data[0].pos
                                            : cm_parser_pos(p),
                                    &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static void select_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  if (cm_op_num_operands(op) == 3 &&
      cm_type_is_shaped(cm_op_operand(op, 0)->type)) {
    cm_print_type(p, cm_op_operand(op, 0)->type);
    cm_print_str(p, ", ");
  }
  if (cm_op_num_results(op))
    cm_print_type(p, cm_op_results(op)[0].type);
}

static CmResult select_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 3 || cm_op_num_results(op) != 1)
    return CM_SUCCESS; /* reported by the count checks */
  CmType *ct = cm_op_operand(op, 0)->type;
  if (cm_type_is_integer(ct, 1) && cm_type_is_signless_integer(ct))
    return CM_SUCCESS;
  CmType *rt = cm_op_results(op)[0].type;
  if (!is_vector_or_tensor(rt)) {
    CmDiag *d = cm_op_diag_error(
        op, "expected condition to be a signless i1, but got '");
    cm_diag_append_type(d, ct);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  CmType *want = i1_same_shape(rt);
  if (ct != want) {
    CmDiag *d = cm_op_diag_error(op, "expected condition type to have the same "
                                     "shape as the result type, expected '");
    cm_diag_append_type(d, want);
    cm_diag_append(d, "', but got '");
    cm_diag_append_type(d, ct);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsOp select_ods = {.summary = "select operation",
                                   CM_ODS_OPERANDS(select_operands),
                                   CM_ODS_RESULTS(select_results),
                                   CM_ODS_TYPE_RELS(select_rels),
                                   .fold = select_fold};

/* -- splat -- */
/* AnyTypeOf<[AnySignlessInteger, Index, AnyFloat]> */
static bool pred_splat_input(const CmType *t, const void *arg) {
  (void)arg;
  return t && ((t->kind == CM_TYPE_INTEGER &&
                t->integer.signedness == CM_SIGNLESS) ||
               t->kind == CM_TYPE_INDEX || cm_type_is_float(t));
}
static const CmTypeConstraint tc_splat_input = {
    "integer/index/float type", pred_splat_input, NULL, NULL};
static const CmOdsValue splat_operands[] = {
    {"input", CM_ODS_ONE, &tc_splat_input}};
static const CmOdsValue splat_results[] = {
    {"aggregate", CM_ODS_ONE, &tc_splat_result}};
static const CmOdsTypeRel splat_rels[] = {
    {"aggregate", "input", elem_type_of,
     "operand type matches element type of result"}};
/* `$input attr-dict : type($aggregate)`; as upstream's generated parser,
 * the aggregate type is checked while parsing (its constraint names a
 * shaped C++ type class) and the operand gets its element type. */
static CmResult splat_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand in;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand(p, &in)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &type)))
    goto done;
  if (!pred_vec_or_static_tensor(type, NULL)) {
    CmDiag *d = cm_diag_error(cm_op_state_loc(st),
                              "custom op 'std.splat' 'aggregate' "
                              "must be %s, but got '",
                              tc_splat_result.summary);
    cm_diag_append_type(d, type);
    cm_diag_append(d, "'");
    cm_diag_report(d);
    goto done;
  }
  if (cm_failed(cm_resolve_operand(p, &in, type->shaped.elem, &vals)))
    goto done;
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(vals);
  return r;
}

static const CmOdsOp splat_ods = {
    .summary = "splat or broadcast operation",
    CM_ODS_OPERANDS(splat_operands), CM_ODS_RESULTS(splat_results),
    CM_ODS_TYPE_RELS(splat_rels),
    .format = "$input attr-dict `:` type($aggregate)", .fold = splat_fold};

/* -- rank -- */
static const CmOdsValue rank_operands[] = {
    {"memrefOrTensor", CM_ODS_ONE, &tc_memref_or_tensor}};
static const CmOdsValue rank_results[] = {{"result", CM_ODS_ONE, &cm_tc_index}};
/* `$memrefOrTensor attr-dict : type($memrefOrTensor)`; the operand type
 * is checked by the verifier, not while parsing (AnyTypeOf constraint). */
static CmResult rank_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand in;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand(p, &in)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operand(p, &in, type, &vals)))
    goto done;
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, cm_index_type(cm_parser_context(p)));
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(vals);
  return r;
}

static const CmOdsOp rank_ods = {
    .summary = "rank operation", CM_ODS_OPERANDS(rank_operands),
    CM_ODS_RESULTS(rank_results),
    .format = "$memrefOrTensor attr-dict `:` type($memrefOrTensor)",
    .fold = rank_fold};

/* ====================================================================== */
/* std.constant                                                            */
/* ====================================================================== */

static const CmOdsAttr constant_attrs[] = {{"value", &cm_ac_any, false, NULL}};
static const CmOdsValue constant_results[] = {{"result", CM_ODS_ONE,
                                               &cm_tc_any}};

static CmResult constant_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmAttr *value = NULL;
  CmType *type = NULL;
  if (cm_failed(cm_parse_optional_attr_dict(p, &attrs)))
    goto done;
  if (cm_failed(cm_parse_attribute(p, NULL, &value)))
    goto done;
  for (size_t i = 0; i < attrs.len; i++)
    if (cm_str_eq_c(cm_ident_str(attrs.data[i].name), "value")) {
      cm_emit_error(cm_op_state_loc(st),
                    "custom op 'std.constant' attribute 'value' occurs more "
                    "than once in the attribute list");
      goto done;
    }
  CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(cm_parser_context(p), "value"),
                                    value}));
  /* Symbol references and arrays (complex constants) carry a trailing
   * type. */
  if (value->kind != CM_ATTR_SYMBOL_REF && value->kind != CM_ATTR_ARRAY) {
    type = value->type;
    /* Upstream's attribute types: index for affine maps, none for the
     * other untyped attributes. */
    if (!type && value->kind == CM_ATTR_AFFINE_MAP)
      type = cm_index_type(cm_parser_context(p));
    if (!type)
      type = cm_none_type(cm_parser_context(p));
  } else if (cm_failed(cm_parse_colon_type(p, &type))) {
    goto done;
  }
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void constant_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"value"};
  CmAttr *value = cm_op_get_attr(op, "value");
  cm_print_str(p, " ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  if (cm_op_attrs(op) && cm_op_attrs(op)->dict.num > 1)
    cm_print_str(p, " ");
  if (value)
    cm_print_attr(p, value);
  if (value &&
      (value->kind == CM_ATTR_SYMBOL_REF || value->kind == CM_ATTR_ARRAY) &&
      cm_op_num_results(op)) {
    cm_print_str(p, " : ");
    cm_print_type(p, cm_op_results(op)[0].type);
  }
}

static CmResult constant_verify(CmOp *op) {
  CmAttr *value = cm_op_get_attr(op, "value");
  if (!value)
    return cm_op_emit_error(op, "requires a 'value' attribute");
  if (cm_op_num_results(op) != 1)
    return CM_SUCCESS; /* reported by the count checks */
  CmType *type = cm_op_results(op)[0].type;
  CmType *vt = value->type;
  if (vt && vt->kind != CM_TYPE_NONE && vt != type) {
    CmDiag *d = cm_op_diag_error(op, "requires attribute's type ('");
    cm_diag_append_type(d, vt);
    cm_diag_append(d, "') to match op's return type ('");
    cm_diag_append_type(d, type);
    cm_diag_append(d, "')");
    return cm_diag_report(d);
  }
  if (value->kind == CM_ATTR_INTEGER) {
    if (type->kind == CM_TYPE_INDEX || cm_attr_is_bool(value))
      return CM_SUCCESS;
    if (type->kind == CM_TYPE_INTEGER &&
        type->integer.signedness != CM_SIGNLESS)
      return cm_op_emit_error(op,
                              "requires integer result types to be signless");
    return CM_SUCCESS;
  }
  if (type->kind == CM_TYPE_COMPLEX) {
    if (value->kind != CM_ATTR_ARRAY || value->array.num != 2)
      return cm_op_emit_error(op, "requires 'value' to be a complex constant, "
                                  "represented as array of two values");
    CmType *et = type->complex.elem;
    /* Untyped attributes have upstream's NoneType. */
    CmType *re = value->array.elems[0]->type, *im = value->array.elems[1]->type;
    if (!re)
      re = cm_none_type(cm_op_context(op));
    if (!im)
      im = cm_none_type(cm_op_context(op));
    if (re != et || im != et) {
      CmDiag *d = cm_op_diag_error(op, "requires attribute's element types ('");
      cm_diag_append_type(d, re);
      cm_diag_append(d, "', '");
      cm_diag_append_type(d, im);
      cm_diag_append(d, "') to match the element type of the op's return "
                        "type ('");
      cm_diag_append_type(d, et);
      cm_diag_append(d, "')");
      return cm_diag_report(d);
    }
    return CM_SUCCESS;
  }
  if (is_float_kind(type)) {
    if (value->kind != CM_ATTR_FLOAT)
      return cm_op_emit_error(op,
                              "requires 'value' to be a floating point "
                              "constant");
    return CM_SUCCESS;
  }
  if (cm_type_is_shaped(type)) {
    if (value->kind != CM_ATTR_DENSE_ELEMENTS &&
        value->kind != CM_ATTR_OPAQUE_ELEMENTS &&
        value->kind != CM_ATTR_SPARSE_ELEMENTS)
      return cm_op_emit_error(op, "requires 'value' to be a shaped constant");
    return CM_SUCCESS;
  }
  if (type->kind == CM_TYPE_FUNCTION) {
    if (value->kind != CM_ATTR_SYMBOL_REF || value->symref.num_nested)
      return cm_op_emit_error(op,
                              "requires 'value' to be a function reference");
    /* The enclosing module's symbol table. */
    CmOp *mod = cm_op_parent_op(op);
    while (mod && !cm_op_name_is(mod, "module"))
      mod = cm_op_parent_op(mod);
    CmOp *fn = mod ? cm_symbol_table_lookup(mod, value->symref.root->str,
                                            value->symref.root->len)
                   : NULL;
    if (fn && !cm_op_name_is(fn, "func"))
      fn = NULL;
    if (!fn)
      return cm_op_emit_error(op, "reference to undefined function '%s'",
                              value->symref.root->str);
    CmAttr *ft = cm_op_get_attr(fn, "type");
    if (!ft || ft->kind != CM_ATTR_TYPE || ft->type_value != type)
      return cm_op_emit_error(op,
                              "reference to function with mismatched type");
    return CM_SUCCESS;
  }
  if (type->kind == CM_TYPE_NONE && value->kind == CM_ATTR_UNIT)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "unsupported 'value' attribute: ");
  cm_diag_append_attr(d, value);
  return cm_diag_report(d);
}

static void constant_result_names(CmOp *op, CmSetNameFn set, void *user) {
  CmAttr *value = cm_op_get_attr(op, "value");
  if (!cm_op_num_results(op))
    return;
  CmType *type = cm_op_results(op)[0].type;
  CmValue *res = cm_op_result(op, 0);
  if (value && value->kind == CM_ATTR_INTEGER) {
    if (type->kind == CM_TYPE_INTEGER && type->integer.width == 1) {
      set(user, res, value->integer.value ? "true" : "false");
      return;
    }
    CmBuf b;
    cm_buf_init(&b);
    cm_buf_putc(&b, 'c');
    cm_buf_put_i64(&b, value->integer.value);
    if (type->kind == CM_TYPE_INTEGER) {
      cm_buf_putc(&b, '_');
      cm_print_type_to(type, &b);
    }
    cm_buf_putc(&b, '\0');
    set(user, res, b.data);
    cm_buf_free(&b);
  } else if (type->kind == CM_TYPE_FUNCTION) {
    set(user, res, "f");
  } else {
    set(user, res, "cst");
  }
}

static const CmOdsOp constant_ods = {.summary = "constant",
                                     CM_ODS_ATTRS(constant_attrs),
                                     CM_ODS_RESULTS(constant_results),
                                     .fold = constant_fold};

/* Upstream ConstantOp::isBuildableWith. */
static bool constant_buildable(CmAttr *value, CmType *type) {
  if (!value || !type)
    return false;
  if (value->kind == CM_ATTR_SYMBOL_REF)
    return type->kind == CM_TYPE_FUNCTION;
  if (value->type && value->type->kind != CM_TYPE_NONE && value->type != type)
    return false;
  if (type->kind == CM_TYPE_INTEGER && type->integer.signedness != CM_SIGNLESS)
    return false;
  if (value->kind == CM_ATTR_ARRAY) {
    if (type->kind != CM_TYPE_COMPLEX || value->array.num != 2)
      return false;
    return value->array.elems[0]->type == type->complex.elem &&
           value->array.elems[1]->type == type->complex.elem;
  }
  return value->kind == CM_ATTR_INTEGER || value->kind == CM_ATTR_FLOAT ||
         value->kind == CM_ATTR_DENSE_ELEMENTS ||
         value->kind == CM_ATTR_OPAQUE_ELEMENTS ||
         value->kind == CM_ATTR_SPARSE_ELEMENTS || value->kind == CM_ATTR_UNIT;
}

CmOp *cm_std_build_constant(CmBuilder *b, CmAttr *value, CmType *type,
                            CmLoc *loc) {
  if (!constant_buildable(value, type))
    return NULL;
  CmNamedAttr na = {cm_ident_c(b->ctx, "value"), value};
  CmAttr *dict = cm_dict_attr(b->ctx, 1, &na);
  CmOp *op = cm_op_create_v(b->ctx, "std.constant", loc, 1, &type, 0, NULL,
                            dict, 0, NULL, 0);
  return cm_builder_insert(b, op);
}

/* ====================================================================== */
/* The table                                                               */
/* ====================================================================== */

/* Binary (and ternary) ops print their one type only when every operand
 * has the result's type; otherwise the generic form keeps them. */
static bool all_types_same(const CmOp *op) {
  if (cm_op_num_results(op) != 1)
    return false;
  CmType *t = cm_op_results(op)[0].type;
  CmOpOperand *ops = cm_op_operand_array(op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_operand_value(&ops[i]);
    if (!v || v->type != t)
      return false;
  }
  return true;
}

#define BIN_OP(nm, extra)                                                      \
  {                                                                            \
    .name = "std." #nm, .traits = ARITH_TRAITS | (extra),                      \
    .parse = same_type_parse, .ods = &nm##_ods,                                \
    .custom_printable = all_types_same                                         \
  }
#define BIN_OP_CANON(nm, extra, canon)                                         \
  {                                                                            \
    .name = "std." #nm, .traits = ARITH_TRAITS | (extra),                      \
    .parse = same_type_parse, .ods = &nm##_ods,                                \
    .custom_printable = all_types_same,                                        \
    .get_canonicalization_patterns = (canon)                                   \
  }
#define UN_OP(nm)                                                              \
  {.name = "std." #nm,                                                         \
   .traits = ARITH_TRAITS,                                                     \
   .parse = same_type_parse,                                                   \
   .ods = &nm##_ods}

static const CmOpDef arith_ops[] = {
    {.name = "std.constant",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_CONSTANT_LIKE,
     .parse = constant_parse,
     .print = constant_print,
     .verify = constant_verify,
     .get_result_names = constant_result_names,
     .ods = &constant_ods},
    BIN_OP_CANON(addi, CM_TRAIT_COMMUTATIVE,
                 cm_std_addi_canonicalization_patterns),
    BIN_OP_CANON(subi, 0, cm_std_subi_canonicalization_patterns),
    BIN_OP(muli, CM_TRAIT_COMMUTATIVE),
    BIN_OP(divi_signed, 0),
    BIN_OP(divi_unsigned, 0),
    BIN_OP(remi_signed, 0),
    BIN_OP(remi_unsigned, 0),
    BIN_OP(ceildivi_signed, 0),
    BIN_OP(floordivi_signed, 0),
    BIN_OP(and, CM_TRAIT_COMMUTATIVE),
    BIN_OP(or, CM_TRAIT_COMMUTATIVE),
    BIN_OP_CANON(xor, CM_TRAIT_COMMUTATIVE,
                 cm_std_xor_canonicalization_patterns),
    BIN_OP(shift_left, 0),
    BIN_OP(shift_right_signed, 0),
    BIN_OP(shift_right_unsigned, 0),
    BIN_OP(addf, 0) /* not Commutative in 13 */,
    BIN_OP(subf, 0),
    BIN_OP(mulf, 0) /* not Commutative in 13 */,
    BIN_OP(divf, 0),
    BIN_OP(remf, 0),
    BIN_OP(copysign, 0),
    UN_OP(negf),
    UN_OP(absf),
    UN_OP(ceilf),
    UN_OP(floorf),
    BIN_OP(fmaf, 0),
    {.name = "std.cmpi",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_TYPE_OPERANDS |
               CM_TRAIT_ELEMENTWISE_MAPPABLE,
     .ods = &cmpi_ods},
    {.name = "std.cmpf",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_TYPE_OPERANDS |
               CM_TRAIT_ELEMENTWISE_MAPPABLE,
     .ods = &cmpf_ods},
#define CAST_OP(nm, v)                                                         \
  {                                                                            \
    .name = "std." #nm,                                                        \
    .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ELEMENTWISE_MAPPABLE |        \
              CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE | CM_TRAIT_CAST_OP_LIKE, \
    .parse = cast_parse, .print = cast_print, .verify = v, .ods = &nm##_ods    \
  }
    {.name = "std.index_cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ELEMENTWISE_MAPPABLE |
               CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE | CM_TRAIT_CAST_OP_LIKE,
     .parse = cast_parse,
     .print = cast_print,
     .verify = index_cast_verify,
     .ods = &index_cast_ods,
     .get_canonicalization_patterns =
         cm_std_index_cast_canonicalization_patterns},
    CAST_OP(sitofp, itofp_verify),
    CAST_OP(uitofp, itofp_verify),
    CAST_OP(fptosi, fptoi_verify),
    CAST_OP(fptoui, fptoi_verify),
    CAST_OP(fpext, fpext_verify),
    CAST_OP(fptrunc, fptrunc_verify),
#define EXT_OP(nm, v)                                                          \
  {.name = "std." #nm,                                                         \
   .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ELEMENTWISE_MAPPABLE,          \
   .parse = cast_parse,                                                        \
   .print = cast_print,                                                        \
   .verify = v,                                                                \
   .ods = &nm##_ods}
    EXT_OP(sexti, ext_verify),
    EXT_OP(zexti, ext_verify),
    EXT_OP(trunci, trunc_verify),
    {.name = "std.select",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ELEMENTWISE_MAPPABLE,
     .parse = select_parse,
     .print = select_print,
     .verify = select_verify,
     .ods = &select_ods,
     .get_canonicalization_patterns = cm_std_select_canonicalization_patterns},
    {.name = "std.splat",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = splat_parse,
     .ods = &splat_ods},
    {.name = "std.rank",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = rank_parse,
     .ods = &rank_ods},
};

void cm_std_register_arith_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, arith_ops, CM_ODS_ARRAY_LEN(arith_ops));
}
