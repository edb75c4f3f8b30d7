/* std_to_spirv.c - MLIR 13's -convert-std-to-spirv: the std arithmetic,
 * comparison, select, constant, cast, splat and return ops, the math ops
 * 13 maps to GLSL, and memref.load / memref.store on converted memrefs
 * (spv.AccessChain + spv.Load / spv.Store), with the builtin func ->
 * spv.func pattern; a partial conversion into the SPIR-V target of the
 * module's (or the default) target environment. */
#include "cmlir/conversion_spirv.h"

#include <stdlib.h>
#include <string.h>

typedef const CmSpvTypeConverter TC;

static TC *tc_of(const CmPattern *p) { return p->user; }

static CmType *conv(const CmPattern *p, CmType *t) {
  return cm_spv_convert_type(tc_of(p), t);
}

static CmOp *make(CmRewriter *rw, const char *name, CmLoc *loc, CmType *rt,
                  unsigned n, CmValue *const *ops, CmAttr *attrs) {
  return cm_rewriter_create_v(rw, name, loc, rt ? 1 : 0, &rt, n, ops, attrs);
}

static CmValue *make_v(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmType *rt, unsigned n, CmValue *const *ops) {
  return cm_op_result(make(rw, name, loc, rt, n, ops, NULL), 0);
}

static void replace1(CmRewriter *rw, CmOp *op, CmValue *v) {
  cm_rewriter_replace_op(rw, op, 1, &v);
}

static bool is_bool_sv(const CmType *t) {
  if (t->kind == CM_TYPE_VECTOR)
    t = t->shaped.elem;
  return t->kind == CM_TYPE_INTEGER && t->integer.width == 1;
}

static CmType *elem_of(CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t;
}

/* spv.Constant of zero / one of a scalar or vector type (13's
 * ConstantOp::getZero / getOne). */
static CmValue *const_zero_one(CmRewriter *rw, CmLoc *loc, CmType *t,
                               int one) {
  CmContext *ctx = rw->ctx;
  CmType *e = elem_of(t);
  CmAttr *s;
  if (e->kind == CM_TYPE_INTEGER && e->integer.width == 1)
    s = cm_bool_attr(ctx, one != 0);
  else if (e->kind == CM_TYPE_INTEGER)
    s = cm_integer_attr(e, one);
  else
    s = cm_float_attr(e, one);
  CmAttr *v = t->kind == CM_TYPE_VECTOR ? cm_dense_splat_attr(t, s) : s;
  CmNamedAttr na = {cm_ident_c(ctx, "value"), v};
  return cm_op_result(make(rw, "spv.Constant", loc, t, 0, NULL,
                           cm_dict_attr(ctx, 1, &na)),
                      0);
}

/* ---------------------------------------------------------------------
 * one-to-one ops
 * --------------------------------------------------------------------- */
typedef struct OneToOne {
  const char *src, *dst;
  bool is_unsigned; /* 13's UnsignedOp trait */
} OneToOne;

static const OneToOne one_to_one[] = {
    {"std.absf", "spv.GLSL.FAbs", false},
    {"std.addf", "spv.FAdd", false},
    {"std.addi", "spv.IAdd", false},
    {"std.ceilf", "spv.GLSL.Ceil", false},
    {"std.divf", "spv.FDiv", false},
    {"std.floorf", "spv.GLSL.Floor", false},
    {"std.maxf", "spv.GLSL.FMax", false},
    {"std.maxsi", "spv.GLSL.SMax", false},
    {"std.maxui", "spv.GLSL.UMax", true},
    {"std.minf", "spv.GLSL.FMin", false},
    {"std.minsi", "spv.GLSL.SMin", false},
    {"std.minui", "spv.GLSL.UMin", true},
    {"std.mulf", "spv.FMul", false},
    {"std.muli", "spv.IMul", false},
    {"std.negf", "spv.FNegate", false},
    {"std.remf", "spv.FRem", false},
    {"std.shift_left", "spv.ShiftLeftLogical", false},
    {"std.divi_signed", "spv.SDiv", false},
    {"std.shift_right_signed", "spv.ShiftRightArithmetic", false},
    {"std.subi", "spv.ISub", false},
    {"std.subf", "spv.FSub", false},
    {"std.divi_unsigned", "spv.UDiv", true},
    {"std.remi_unsigned", "spv.UMod", true},
    {"std.shift_right_unsigned", "spv.ShiftRightLogical", false},
    {"math.cos", "spv.GLSL.Cos", false},
    {"math.exp", "spv.GLSL.Exp", false},
    {"math.log", "spv.GLSL.Log", false},
    {"math.rsqrt", "spv.GLSL.InverseSqrt", false},
    {"math.powf", "spv.GLSL.Pow", false},
    {"math.sin", "spv.GLSL.Sin", false},
    {"math.sqrt", "spv.GLSL.Sqrt", false},
    {"math.tanh", "spv.GLSL.Tanh", false},
};

static CmResult lower_one_to_one(const CmPattern *p, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  const OneToOne *e = NULL;
  for (size_t i = 0; i < sizeof one_to_one / sizeof one_to_one[0]; i++)
    if (cm_op_name_is(op, one_to_one[i].src))
      e = &one_to_one[i];
  if (!e || cm_op_num_results(op) != 1 || cm_op_num_operands(op) > 2)
    return CM_FAILURE;
  CmType *src = cm_op_result(op, 0)->type;
  CmType *dst = conv(p, src);
  if (!dst)
    return CM_FAILURE;
  if (e->is_unsigned && dst != src)
    return cm_op_emit_error(
        op, "bitwidth emulation is not implemented yet on unsigned op");
  replace1(rw, op,
           make_v(rw, e->dst, cm_op_loc(op), dst, cm_op_num_operands(op),
                  operands));
  return CM_SUCCESS;
}

/* math.log1p: log(1 + x) */
static CmResult lower_log1p(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  CmType *t = conv(p, cm_op_operand(op, 0)->type);
  if (!t)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *one = const_zero_one(rw, loc, t, 1);
  CmValue *a[2] = {one, operands[0]};
  CmValue *sum = make_v(rw, "spv.FAdd", loc, t, 2, a);
  replace1(rw, op, make_v(rw, "spv.GLSL.Log", loc, t, 1, &sum));
  return CM_SUCCESS;
}

/* and / or: logical on bools, bitwise otherwise. */
static CmResult lower_bitwise(const CmPattern *p, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = conv(p, cm_op_result(op, 0)->type);
  if (!dst)
    return CM_FAILURE;
  bool is_and = cm_op_name_is(op, "std.and");
  const char *name = is_bool_sv(operands[0]->type)
                         ? (is_and ? "spv.LogicalAnd" : "spv.LogicalOr")
                         : (is_and ? "spv.BitwiseAnd" : "spv.BitwiseOr");
  replace1(rw, op, make_v(rw, name, cm_op_loc(op), dst, 2, operands));
  return CM_SUCCESS;
}

static CmResult lower_xor(const CmPattern *p, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = conv(p, cm_op_result(op, 0)->type);
  if (!dst)
    return CM_FAILURE;
  const char *name = is_bool_sv(operands[0]->type) ? "spv.LogicalNotEqual"
                                                   : "spv.BitwiseXor";
  replace1(rw, op, make_v(rw, name, cm_op_loc(op), dst, 2, operands));
  return CM_SUCCESS;
}

static CmResult lower_remi_signed(const CmPattern *p, CmOp *op,
                                  CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmLoc *loc = cm_op_loc(op);
  CmValue *lhs = operands[0], *rhs = operands[1];
  CmType *t = lhs->type;
  CmValue *la = make_v(rw, "spv.GLSL.SAbs", loc, t, 1, &lhs);
  CmValue *ra = make_v(rw, "spv.GLSL.SAbs", loc, t, 1, &rhs);
  CmValue *m[2] = {la, ra};
  CmValue *abs = make_v(rw, "spv.UMod", loc, t, 2, m);
  CmValue *eq[2] = {lhs, la};
  CmValue *pos =
      make_v(rw, "spv.IEqual", loc, cm_spv_bool_like_type(t), 2, eq);
  CmValue *neg = make_v(rw, "spv.SNegate", loc, t, 1, &abs);
  CmValue *sel[3] = {pos, abs, neg};
  replace1(rw, op, make_v(rw, "spv.Select", loc, t, 3, sel));
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * comparisons
 * --------------------------------------------------------------------- */
static int64_t predicate(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "predicate");
  return a && a->kind == CM_ATTR_INTEGER ? a->integer.value : -1;
}

static CmResult lower_cmpi(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  static const char *const names[] = {
      "spv.IEqual",          "spv.INotEqual",         "spv.SLessThan",
      "spv.SLessThanEqual",  "spv.SGreaterThan",      "spv.SGreaterThanEqual",
      "spv.ULessThan",       "spv.ULessThanEqual",    "spv.UGreaterThan",
      "spv.UGreaterThanEqual"};
  int64_t pr = predicate(op);
  CmType *ot = cm_op_operand(op, 0)->type;
  if (pr < 0 || pr > 9 || is_bool_sv(operands[0]->type) || is_bool_sv(ot))
    return CM_FAILURE;
  CmType *rt = conv(p, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  if (pr >= 6 && operands[0]->type != ot)
    return cm_op_emit_error(
        op, "bitwidth emulation is not implemented yet on unsigned op");
  replace1(rw, op, make_v(rw, names[pr], cm_op_loc(op), rt, 2, operands));
  return CM_SUCCESS;
}

static CmResult lower_bool_cmpi(const CmPattern *p, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  int64_t pr = predicate(op);
  if (!is_bool_sv(operands[0]->type) || (pr != 0 && pr != 1))
    return CM_FAILURE;
  CmType *rt = conv(p, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  replace1(rw, op,
           make_v(rw, pr == 0 ? "spv.LogicalEqual" : "spv.LogicalNotEqual",
                  cm_op_loc(op), rt, 2, operands));
  return CM_SUCCESS;
}

static CmResult lower_cmpf(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  static const char *const names[16] = {
      NULL,
      "spv.FOrdEqual",
      "spv.FOrdGreaterThan",
      "spv.FOrdGreaterThanEqual",
      "spv.FOrdLessThan",
      "spv.FOrdLessThanEqual",
      "spv.FOrdNotEqual",
      NULL,
      "spv.FUnordEqual",
      "spv.FUnordGreaterThan",
      "spv.FUnordGreaterThanEqual",
      "spv.FUnordLessThan",
      "spv.FUnordLessThanEqual",
      "spv.FUnordNotEqual",
      NULL,
      NULL};
  int64_t pr = predicate(op);
  if (pr < 0 || pr > 15 || !names[pr])
    return CM_FAILURE;
  CmType *rt = conv(p, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  replace1(rw, op, make_v(rw, names[pr], cm_op_loc(op), rt, 2, operands));
  return CM_SUCCESS;
}

/* ord / uno without the Kernel capability */
static CmResult lower_cmpf_nan_none(const CmPattern *p, CmOp *op,
                                    CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  int64_t pr = predicate(op);
  if (pr != 7 && pr != 14)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *bt = cm_spv_bool_like_type(operands[0]->type);
  CmValue *l = make_v(rw, "spv.IsNan", loc, bt, 1, &operands[0]);
  CmValue *r = make_v(rw, "spv.IsNan", loc, bt, 1, &operands[1]);
  CmValue *lr[2] = {l, r};
  CmValue *v = make_v(rw, "spv.LogicalOr", loc, bt, 2, lr);
  if (pr == 7)
    v = make_v(rw, "spv.LogicalNot", loc, bt, 1, &v);
  replace1(rw, op, v);
  return CM_SUCCESS;
}

/* ord / uno with spv.Ordered / spv.Unordered (legal with Kernel only) */
static CmResult lower_cmpf_nan_kernel(const CmPattern *p, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  (void)p;
  int64_t pr = predicate(op);
  if (pr != 7 && pr != 14)
    return CM_FAILURE;
  CmType *bt = cm_spv_bool_like_type(operands[0]->type);
  replace1(rw, op,
           make_v(rw, pr == 7 ? "spv.Ordered" : "spv.Unordered",
                  cm_op_loc(op), bt, 2, operands));
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * constants
 * --------------------------------------------------------------------- */
static bool fits_int(int64_t v, unsigned width, bool *ok) {
  if (width >= 64)
    return *ok = true;
  int64_t lo = -((int64_t)1 << (width - 1));
  int64_t hi = ((int64_t)1 << width) - 1;
  return *ok = v >= lo && v <= hi;
}

/* One scalar constant value converted to `dst` (NULL when it does not
 * fit, as 13's convertIntegerAttr / convertFloatAttr). */
static CmAttr *convert_scalar_attr(CmContext *ctx, CmAttr *a, CmType *src,
                                   CmType *dst) {
  if (cm_type_is_float(src)) {
    if (a->kind != CM_ATTR_FLOAT)
      return NULL;
    if (src == dst)
      return a;
    if (dst->kind != CM_TYPE_F32)
      return NULL;
    float f = (float)a->fp.value;
    if ((double)f != a->fp.value && a->fp.value == a->fp.value)
      return NULL;
    return cm_float_attr(dst, f);
  }
  if (a->kind != CM_ATTR_INTEGER)
    return NULL;
  if (src->kind == CM_TYPE_INTEGER && src->integer.width == 1)
    return cm_bool_attr(ctx, a->integer.value != 0);
  bool ok;
  unsigned w = dst->kind == CM_TYPE_INTEGER ? dst->integer.width : 32;
  /* unsigned sources are zero-extended in `value` */
  if (!fits_int(a->integer.value, w, &ok))
    return NULL;
  return cm_integer_attr(dst, a->integer.value);
}

/* A dense attribute of `shaped` from n scalar attributes of its element
 * type (NULL for element types it cannot pack). */
static CmAttr *dense_from(CmType *shaped, int64_t n, CmAttr *const *elems) {
  bool splat = true;
  for (int64_t i = 1; i < n; i++)
    splat &= elems[i] == elems[0];
  if (splat)
    return cm_dense_splat_attr(shaped, elems[0]);
  CmType *e = shaped->shaped.elem;
  unsigned bits = e->kind == CM_TYPE_INTEGER ? e->integer.width
                  : e->kind == CM_TYPE_F16   ? 16
                  : e->kind == CM_TYPE_F32   ? 32
                  : e->kind == CM_TYPE_F64   ? 64
                                             : 0;
  if (bits < 8 || bits % 8)
    return NULL;
  size_t nb = bits / 8;
  uint8_t *raw = cm_xmalloc((size_t)n * nb);
  for (int64_t i = 0; i < n; i++) {
    uint64_t w = elems[i]->kind == CM_ATTR_FLOAT
                     ? elems[i]->fp.bits[0]
                     : (uint64_t)elems[i]->integer.value;
    for (size_t b = 0; b < nb; b++)
      raw[(size_t)i * nb + b] = (uint8_t)(w >> (8 * b));
  }
  CmAttr *a = cm_dense_elements_attr(shaped, false, (size_t)n * nb, raw);
  free(raw);
  return a;
}

/* 13's ConstantCompositeOpPattern: a dense vector or tensor constant with
 * its elements converted; tensors are flattened to a 1-D tensor of the
 * array's element type. */
static CmAttr *convert_dense(CmContext *ctx, CmAttr *val, CmType *src,
                             CmType *dst) {
  if (val->kind != CM_ATTR_DENSE_ELEMENTS)
    return NULL;
  int64_t n = 1;
  for (unsigned i = 0; i < src->shaped.rank; i++)
    n *= src->shaped.shape[i];
  CmType *de, *shaped;
  if (src->kind == CM_TYPE_VECTOR) {
    if (dst->kind != CM_TYPE_VECTOR)
      return NULL;
    if (dst == src)
      return val;
    de = dst->shaped.elem;
    shaped = dst;
  } else {
    if (cm_spv_type_id(dst) != CM_SPV_ARRAY)
      return NULL;
    de = cm_spv_type_elem(dst);
    shaped = cm_ranked_tensor_type(1, &n, de, NULL);
  }
  if (n <= 0 || n > (1 << 20))
    return NULL;
  CmAttr **elems = cm_xmalloc((size_t)n * sizeof(CmAttr *));
  CmAttr *out = NULL;
  int64_t i = 0;
  for (; i < n; i++) {
    CmAttr *e = cm_dense_get_attr(val, (size_t)i);
    elems[i] = e ? convert_scalar_attr(ctx, e, src->shaped.elem, de) : NULL;
    if (!elems[i])
      break;
  }
  if (i == n)
    out = dense_from(shaped, n, elems);
  free(elems);
  return out;
}

static CmResult lower_constant(const CmPattern *p, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmContext *ctx = rw->ctx;
  CmType *src = cm_op_result(op, 0)->type;
  CmAttr *val = cm_op_get_attr(op, "value");
  if (!val)
    return CM_FAILURE;
  CmType *dst = conv(p, src);
  if (!dst)
    return CM_FAILURE;
  CmAttr *out = NULL;
  if (src->kind == CM_TYPE_VECTOR || src->kind == CM_TYPE_RANKED_TENSOR) {
    out = convert_dense(ctx, val, src, dst);
  } else if (src->kind == CM_TYPE_INTEGER || src->kind == CM_TYPE_INDEX ||
             cm_type_is_float(src)) {
    out = convert_scalar_attr(ctx, val, src, dst);
  }
  if (!out)
    return CM_FAILURE;
  CmNamedAttr na = {cm_ident_c(ctx, "value"), out};
  CmOp *c = make(rw, "spv.Constant", cm_op_loc(op), dst, 0, NULL,
                 cm_dict_attr(ctx, 1, &na));
  replace1(rw, op, cm_op_result(c, 0));
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * select, splat, return
 * --------------------------------------------------------------------- */
static CmResult lower_select(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  CmType *rt = conv(p, cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  replace1(rw, op, make_v(rw, "spv.Select", cm_op_loc(op), rt, 3, operands));
  return CM_SUCCESS;
}

static CmResult lower_splat(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  CmType *src = cm_op_result(op, 0)->type;
  if (src->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  CmType *rt = conv(p, src);
  if (!rt || rt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  int64_t n = rt->shaped.shape[0];
  CmValue *ops[16];
  for (int64_t i = 0; i < n && i < 16; i++)
    ops[i] = operands[0];
  replace1(rw, op, make_v(rw, "spv.CompositeConstruct", cm_op_loc(op), rt,
                          (unsigned)n, ops));
  return CM_SUCCESS;
}

static CmResult lower_return(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  unsigned n = cm_op_num_operands(op);
  if (n > 1)
    return CM_FAILURE;
  CmOp *r = cm_op_create_v(rw->ctx, n ? "spv.ReturnValue" : "spv.Return",
                           cm_op_loc(op), 0, NULL, n, operands, NULL, 0, NULL,
                           0);
  cm_rewriter_replace_op_with_op(rw, op, r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * casts
 * --------------------------------------------------------------------- */
static const struct {
  const char *src, *dst;
} casts[] = {
    {"std.index_cast", "spv.SConvert"},   {"std.sitofp", "spv.ConvertSToF"},
    {"std.uitofp", "spv.ConvertUToF"},    {"std.zexti", "spv.UConvert"},
    {"std.trunci", "spv.SConvert"},       {"std.fptosi", "spv.ConvertFToS"},
    {"std.fpext", "spv.FConvert"},        {"std.fptrunc", "spv.FConvert"},
    {"std.sexti", "spv.SConvert"},
};

static CmResult lower_cast(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  const char *dst_name = NULL;
  for (size_t i = 0; i < sizeof casts / sizeof casts[0]; i++)
    if (cm_op_name_is(op, casts[i].src))
      dst_name = casts[i].dst;
  if (!dst_name)
    return CM_FAILURE;
  CmType *src = operands[0]->type;
  CmType *dst = conv(p, cm_op_result(op, 0)->type);
  if (!dst || is_bool_sv(src) || is_bool_sv(dst))
    return CM_FAILURE;
  if (dst == src)
    replace1(rw, op, operands[0]);
  else
    replace1(rw, op, make_v(rw, dst_name, cm_op_loc(op), dst, 1, operands));
  return CM_SUCCESS;
}

/* zexti / uitofp of i1: a select of one and zero */
static CmResult lower_from_i1(const CmPattern *p, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  if (!is_bool_sv(operands[0]->type))
    return CM_FAILURE;
  CmType *dst = conv(p, cm_op_result(op, 0)->type);
  if (!dst)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *zero = const_zero_one(rw, loc, dst, 0);
  CmValue *one = const_zero_one(rw, loc, dst, 1);
  CmValue *ops[3] = {operands[0], one, zero};
  replace1(rw, op, make_v(rw, "spv.Select", loc, dst, 3, ops));
  return CM_SUCCESS;
}

/* trunci to i1: (x & 1) == 1 */
static CmResult lower_trunc_i1(const CmPattern *p, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = conv(p, cm_op_result(op, 0)->type);
  if (!dst || !is_bool_sv(dst))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *st = operands[0]->type;
  CmValue *mask = const_zero_one(rw, loc, st, 1);
  CmValue *a[2] = {operands[0], mask};
  CmValue *masked = make_v(rw, "spv.BitwiseAnd", loc, st, 2, a);
  CmValue *e[2] = {masked, mask};
  CmValue *is_one = make_v(rw, "spv.IEqual", loc, cm_spv_bool_like_type(st),
                           2, e);
  CmValue *zero = const_zero_one(rw, loc, dst, 0);
  CmValue *one = const_zero_one(rw, loc, dst, 1);
  CmValue *s[3] = {is_one, one, zero};
  replace1(rw, op, make_v(rw, "spv.Select", loc, dst, 3, s));
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * memref.load / memref.store
 * --------------------------------------------------------------------- */
/* The element type of the array the converted memref points to. */
static CmType *array_elem(TC *tc, CmType *memref) {
  CmType *pt = cm_spv_convert_type(tc, memref);
  if (!pt || cm_spv_type_id(pt) != CM_SPV_PTR)
    return NULL;
  CmType *st = cm_spv_ptr_pointee(pt);
  if (cm_spv_type_id(st) != CM_SPV_STRUCT || !cm_spv_struct_num_members(st))
    return NULL;
  return cm_spv_type_elem(cm_spv_struct_member(st, 0));
}

static bool signless_int(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER && t->integer.signedness == CM_SIGNLESS;
}

static CmValue *cst(CmRewriter *rw, CmLoc *loc, CmType *t, int64_t v) {
  return cm_spv_const_int(rw, loc, t, v);
}

/* 13's getOffsetForBitwidth: (idx % (dst / src)) * src. */
static CmValue *bit_offset(CmRewriter *rw, CmLoc *loc, CmValue *idx,
                           unsigned src_bits, unsigned dst_bits) {
  CmType *t = cm_integer_type(rw->ctx, dst_bits, CM_SIGNLESS);
  CmValue *n = cst(rw, loc, t, dst_bits / src_bits);
  CmValue *w = cst(rw, loc, t, src_bits);
  CmValue *a[2] = {idx, n};
  CmValue *m = make_v(rw, "spv.UMod", loc, idx->type, 2, a);
  CmValue *b[2] = {m, w};
  return make_v(rw, "spv.IMul", loc, t, 2, b);
}

/* 13's adjustAccessChainForBitwidth: the last index divided by
 * dst / src, through a new access chain. */
static CmValue *adjust_chain(CmRewriter *rw, CmLoc *loc, CmOp *chain,
                             unsigned src_bits, unsigned dst_bits) {
  CmType *t = cm_integer_type(rw->ctx, dst_bits, CM_SIGNLESS);
  CmValue *n = cst(rw, loc, t, dst_bits / src_bits);
  unsigned nops = cm_op_num_operands(chain);
  CmValue *last = cm_op_operand(chain, nops - 1);
  CmValue *a[2] = {last, n};
  CmValue *q = make_v(rw, "spv.SDiv", loc, last->type, 2, a);
  CmValue *idx[2] = {cm_op_operand(chain, 1), q};
  int64_t cidx[2] = {0, -1};
  return cm_spv_access_chain(rw, loc, cm_op_operand(chain, 0), 2, idx, cidx);
}

/* The element bit width the memref stores and the one of its array. */
static bool int_widths(TC *tc, CmType *mr, unsigned *src, CmType **dst) {
  CmType *elem = mr->shaped.elem;
  *dst = array_elem(tc, mr);
  if (!*dst || (*dst)->kind != CM_TYPE_INTEGER)
    return false;
  *src = elem->integer.width == 1 ? cm_spv_tc_options(tc)->bool_num_bits
                                  : elem->integer.width;
  return *src && (*dst)->integer.width % *src == 0;
}

/* What load and store lowering know of the accessed memref: its element
 * type, whether that is a signless integer / i1, and for integers the
 * array's element type and both bit widths. */
typedef struct MemAccess {
  CmType *elem;
  bool is_int, is_bool;
  CmType *dst;
  unsigned src_bits, dst_bits;
} MemAccess;

/* False when `mr` is not a memref or its integer widths do not fit. */
static bool mem_access(TC *tc, CmType *mr, MemAccess *m) {
  memset(m, 0, sizeof *m);
  if (mr->kind != CM_TYPE_MEMREF)
    return false;
  m->elem = mr->shaped.elem;
  m->is_int = signless_int(m->elem);
  m->is_bool = m->is_int && m->elem->integer.width == 1;
  if (m->is_int) {
    if (!int_widths(tc, mr, &m->src_bits, &m->dst))
      return false;
    m->dst_bits = m->dst->integer.width;
  }
  return true;
}

static CmResult lower_load(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  TC *tc = tc_of(p);
  CmType *mr = cm_op_operand(op, 0)->type;
  MemAccess m;
  if (!mem_access(tc, mr, &m))
    return CM_FAILURE;
  CmType *elem = m.elem, *dst = m.dst;
  bool is_int = m.is_int, is_bool = m.is_bool;
  unsigned src_bits = m.src_bits, dst_bits = m.dst_bits;
  CmLoc *loc = cm_op_loc(op);
  CmValue *ptr = cm_spv_element_ptr(tc, mr, operands[0],
                                    cm_op_num_operands(op) - 1, operands + 1,
                                    loc, rw);
  if (!ptr)
    return CM_FAILURE;
  if (!is_int || src_bits == dst_bits) {
    CmType *pt = cm_spv_ptr_pointee(ptr->type);
    CmValue *v = make_v(rw, "spv.Load", loc, pt, 1, &ptr);
    if (is_bool) {
      CmValue *one = const_zero_one(rw, loc, v->type, 1);
      CmValue *e[2] = {v, one};
      v = make_v(rw, "spv.IEqual", loc, cm_spv_bool_like_type(v->type), 2, e);
    }
    replace1(rw, op, v);
    return CM_SUCCESS;
  }
  /* a narrower integer packed in wider words */
  CmOp *chain = cm_value_defining_op(ptr);
  CmValue *adj = adjust_chain(rw, loc, chain, src_bits, dst_bits);
  if (!adj)
    return CM_FAILURE;
  CmValue *word = make_v(rw, "spv.Load", loc, dst, 1, &adj);
  CmValue *last = cm_op_operand(chain, cm_op_num_operands(chain) - 1);
  CmValue *off = bit_offset(rw, loc, last, src_bits, dst_bits);
  CmValue *a[2] = {word, off};
  CmValue *r = make_v(rw, "spv.ShiftRightArithmetic", loc, dst, 2, a);
  CmValue *mask = cst(rw, loc, dst, ((int64_t)1 << src_bits) - 1);
  CmValue *b[2] = {r, mask};
  r = make_v(rw, "spv.BitwiseAnd", loc, dst, 2, b);
  CmValue *sh = cst(rw, loc, dst, dst_bits - src_bits);
  CmValue *c[2] = {r, sh};
  r = make_v(rw, "spv.ShiftLeftLogical", loc, dst, 2, c);
  CmValue *d[2] = {r, sh};
  r = make_v(rw, "spv.ShiftRightArithmetic", loc, dst, 2, d);
  cm_rewriter_erase_op(rw, chain);
  if (is_bool) {
    CmType *bt = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
    CmValue *one = const_zero_one(rw, loc, r->type, 1);
    CmValue *e[2] = {r, one};
    CmValue *is_one = make_v(rw, "spv.IEqual", loc, bt, 2, e);
    CmValue *f = const_zero_one(rw, loc, bt, 0);
    CmValue *t = const_zero_one(rw, loc, bt, 1);
    CmValue *s3[3] = {is_one, t, f};
    r = make_v(rw, "spv.Select", loc, bt, 3, s3);
  } else if (cm_spv_convert_type(tc, elem) != dst) {
    r = make_v(rw, "spv.SConvert", loc, cm_spv_convert_type(tc, elem), 1, &r);
  }
  replace1(rw, op, r);
  return CM_SUCCESS;
}

/* 13's getAtomicOpScope */
static bool atomic_scope(const CmType *mr, uint32_t *scope) {
  unsigned space;
  if (!cm_spv_memref_memory_space(mr, &space))
    return false;
  const char *s = space == 0 ? "Device" : space == 3 ? "Workgroup" : NULL;
  return s && cm_spv_enum_symbolize(CM_SPV_E_Scope, cm_str(s), scope);
}

static CmResult lower_store(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  TC *tc = tc_of(p);
  CmType *mr = cm_op_operand(op, 1)->type;
  MemAccess m;
  if (!mem_access(tc, mr, &m))
    return CM_FAILURE;
  CmType *dst = m.dst;
  bool is_int = m.is_int, is_bool = m.is_bool;
  unsigned src_bits = m.src_bits, dst_bits = m.dst_bits;
  CmLoc *loc = cm_op_loc(op);
  uint32_t scope = 0;
  if (is_int && src_bits != dst_bits && !atomic_scope(mr, &scope))
    return CM_FAILURE;
  CmValue *ptr = cm_spv_element_ptr(tc, mr, operands[1],
                                    cm_op_num_operands(op) - 2, operands + 2,
                                    loc, rw);
  if (!ptr)
    return CM_FAILURE;
  CmValue *val = operands[0];
  if (!is_int || src_bits == dst_bits) {
    if (is_bool) {
      CmValue *zero = const_zero_one(rw, loc, dst, 0);
      CmValue *one = const_zero_one(rw, loc, dst, 1);
      CmValue *s[3] = {val, one, zero};
      val = make_v(rw, "spv.Select", loc, dst, 3, s);
    }
    CmValue *ops[2] = {ptr, val};
    CmOp *st = cm_op_create_v(rw->ctx, "spv.Store", loc, 0, NULL, 2, ops,
                              NULL, 0, NULL, 0);
    cm_rewriter_replace_op_with_op(rw, op, st);
    return CM_SUCCESS;
  }
  /* read-modify-write of the containing word with two atomics */
  CmOp *chain = cm_value_defining_op(ptr);
  CmValue *last = cm_op_operand(chain, cm_op_num_operands(chain) - 1);
  CmValue *off = bit_offset(rw, loc, last, src_bits, dst_bits);
  CmValue *mask = cst(rw, loc, dst, ((int64_t)1 << src_bits) - 1);
  CmValue *a[2] = {mask, off};
  CmValue *clear = make_v(rw, "spv.ShiftLeftLogical", loc, dst, 2, a);
  clear = make_v(rw, "spv.Not", loc, dst, 1, &clear);
  if (is_bool) {
    CmValue *zero = const_zero_one(rw, loc, dst, 0);
    CmValue *one = const_zero_one(rw, loc, dst, 1);
    CmValue *s[3] = {val, one, zero};
    val = make_v(rw, "spv.Select", loc, dst, 3, s);
  }
  CmValue *b[2] = {val, mask};
  val = make_v(rw, "spv.BitwiseAnd", loc, dst, 2, b);
  CmValue *c[2] = {val, off};
  val = make_v(rw, "spv.ShiftLeftLogical", loc, dst, 2, c);
  CmValue *adj = adjust_chain(rw, loc, chain, src_bits, dst_bits);
  if (!adj)
    return CM_FAILURE;
  cm_rewriter_erase_op(rw, chain);
  uint32_t sem = 0;
  cm_spv_enum_symbolize(CM_SPV_E_MemorySemantics, CM_STR("AcquireRelease"),
                        &sem);
  CmType *i32t = cm_integer_type(rw->ctx, 32, CM_SIGNLESS);
  CmNamedAttr na[2] = {
      {cm_ident_c(rw->ctx, "memory_scope"), cm_integer_attr(i32t, scope)},
      {cm_ident_c(rw->ctx, "semantics"), cm_integer_attr(i32t, sem)}};
  CmAttr *attrs = cm_dict_attr(rw->ctx, 2, na);
  CmValue *d[2] = {adj, clear};
  make(rw, "spv.AtomicAnd", loc, dst, 2, d, attrs);
  CmValue *e[2] = {adj, val};
  make(rw, "spv.AtomicOr", loc, dst, 2, e, attrs);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* tensor.extract of a small constant tensor (13's TensorExtractPattern,
 * byte-count threshold 64): a Function variable initialized with the
 * constant, an access chain at the linearized index, a load. */
static bool static_shape_of(const CmType *t) {
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

static CmResult lower_tensor_extract(const CmPattern *p, CmOp *op,
                                     CmValue *const *operands,
                                     CmRewriter *rw) {
  (void)p;
  CmType *tt = cm_op_operand(op, 0)->type;
  if (tt->kind != CM_TYPE_RANKED_TENSOR || !static_shape_of(tt))
    return CM_FAILURE;
  int64_t n = 1;
  for (unsigned i = 0; i < tt->shaped.rank; i++)
    n *= tt->shaped.shape[i];
  CmType *e = tt->shaped.elem;
  unsigned bits = e->kind == CM_TYPE_INTEGER ? e->integer.width
                  : e->kind == CM_TYPE_INDEX ? 64
                  : e->kind == CM_TYPE_F16   ? 16
                  : e->kind == CM_TYPE_F64   ? 64
                                             : 32;
  if (n * bits > 64 * 8)
    return CM_FAILURE;
  CmOp *def = cm_value_defining_op(operands[0]);
  if (!def || !cm_op_name_is(def, "spv.Constant"))
    return CM_FAILURE;
  unsigned rank = tt->shaped.rank;
  if (rank > 16)
    return CM_FAILURE;
  int64_t strides[16];
  for (unsigned i = 0; i < rank; i++)
    strides[i] = 1;
  for (int i = (int)rank - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * tt->shaped.shape[i + 1];
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  uint32_t fn_sc = 0;
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("Function"), &fn_sc);
  CmType *vt = cm_spv_ptr_type(operands[0]->type, fn_sc);
  CmNamedAttr na = {cm_ident_c(ctx, "storage_class"),
                    cm_integer_attr(cm_integer_type(ctx, 32, CM_SIGNLESS),
                                    fn_sc)};
  CmValue *var = cm_op_result(make(rw, "spv.Variable", loc, vt, 1, operands,
                                   cm_dict_attr(ctx, 1, &na)),
                              0);
  CmValue *idx = cm_spv_linearize_index(rw, loc, rank, operands + 1, strides,
                                        0);
  int64_t cidx = -1;
  CmValue *ptr = cm_spv_access_chain(rw, loc, var, 1, &idx, &cidx);
  if (!ptr)
    return CM_FAILURE;
  replace1(rw, op,
           make_v(rw, "spv.Load", loc, cm_spv_ptr_pointee(ptr->type), 1, &ptr));
  return CM_SUCCESS;
}

/* memref.alloc / dealloc of static workgroup memory: a spv.GlobalVariable
 * @__workgroup_mem__N at the start of the enclosing symbol table. */
static bool alloc_supported(const CmType *t) {
  unsigned space;
  if (t->kind != CM_TYPE_MEMREF || !cm_spv_memref_memory_space(t, &space) ||
      space != 3)
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  CmType *e = elem_of(t->shaped.elem);
  return e->kind == CM_TYPE_INTEGER || cm_type_is_float(e);
}

static CmResult lower_alloc(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  CmContext *ctx = rw->ctx;
  CmType *mt = cm_op_result(op, 0)->type;
  if (!alloc_supported(mt))
    return cm_op_emit_plain_error(op, "unhandled allocation type");
  CmType *st = conv(p, mt);
  CmOp *parent = cm_op_parent_op(op);
  CmOp *table = parent ? cm_symbol_table_of(parent) : NULL;
  if (!st || !table || !cm_op_region(table, 0)->first)
    return CM_FAILURE;
  CmBlock *entry = cm_op_region(table, 0)->first;
  unsigned n = 0;
  for (CmOp *o = entry->first; o; o = cm_op_next(o))
    n += cm_op_name_is(o, "spv.GlobalVariable");
  CmBuf nm;
  cm_buf_init(&nm);
  cm_buf_printf(&nm, "__workgroup_mem__%u", n);
  CmNamedAttr na[2] = {
      {cm_ident_c(ctx, "sym_name"),
       cm_string_attr(ctx, (CmStr){nm.data, nm.len})},
      {cm_ident_c(ctx, "type"), cm_type_attr(st)},
  };
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_start(rw, entry);
  cm_rewriter_create_v(rw, "spv.GlobalVariable", cm_op_loc(op), 0, NULL, 0,
                       NULL, cm_dict_attr(ctx, 2, na));
  rw->b = saved;
  CmNamedAttr va = {cm_ident_c(ctx, "variable"),
                    cm_symbol_ref_attr(ctx, (CmStr){nm.data, nm.len}, 0,
                                       NULL)};
  cm_buf_free(&nm);
  CmOp *a = cm_op_create_v(ctx, "spv.mlir.addressof", cm_op_loc(op), 1, &st,
                           0, NULL, cm_dict_attr(ctx, 1, &va), 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, a);
  return CM_SUCCESS;
}

static CmResult lower_dealloc(const CmPattern *p, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  if (!alloc_supported(cm_op_operand(op, 0)->type))
    return cm_op_emit_plain_error(op, "unhandled deallocation type");
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * population and the pass
 * --------------------------------------------------------------------- */
static void add(CmPatternSet *set, TC *tc, const char *root, unsigned benefit,
                CmConvertFn fn, const char *label) {
  CmPattern p = {.root = root,
                 .benefit = benefit,
                 .convert = fn,
                 .user = (void *)tc,
                 .label = label,
                 .type_converter = cm_spv_tc_base(tc)};
  cm_pattern_set_add(set, &p);
}

void cm_populate_std_to_spirv_patterns(TC *tc, CmPatternSet *set) {
  add(set, tc, "std.and", 1, lower_bitwise, "BitwiseOpPattern");
  add(set, tc, "std.or", 1, lower_bitwise, "BitwiseOpPattern");
  for (size_t i = 0; i < sizeof one_to_one / sizeof one_to_one[0]; i++)
    add(set, tc, one_to_one[i].src, 1, lower_one_to_one,
        "UnaryAndBinaryOpPattern");
  add(set, tc, "math.log1p", 1, lower_log1p, "Log1pOpPattern");
  add(set, tc, "std.remi_signed", 1, lower_remi_signed, "SignedRemIOpPattern");
  add(set, tc, "std.xor", 1, lower_xor, "XOrOpPattern");
  add(set, tc, "std.cmpi", 1, lower_bool_cmpi, "BoolCmpIOpPattern");
  add(set, tc, "std.cmpf", 1, lower_cmpf, "CmpFOpPattern");
  add(set, tc, "std.cmpf", 1, lower_cmpf_nan_none, "CmpFOpNanNonePattern");
  add(set, tc, "std.cmpi", 1, lower_cmpi, "CmpIOpPattern");
  add(set, tc, "std.constant", 1, lower_constant, "ConstantScalarOpPattern");
  add(set, tc, "std.return", 1, lower_return, "ReturnOpPattern");
  add(set, tc, "std.select", 1, lower_select, "SelectOpPattern");
  add(set, tc, "std.splat", 1, lower_splat, "SplatPattern");
  add(set, tc, "std.uitofp", 1, lower_from_i1, "UIToFPI1Pattern");
  add(set, tc, "std.zexti", 1, lower_from_i1, "ZeroExtendI1Pattern");
  add(set, tc, "std.trunci", 1, lower_trunc_i1, "TruncI1Pattern");
  for (size_t i = 0; i < sizeof casts / sizeof casts[0]; i++)
    add(set, tc, casts[i].src, 1, lower_cast, "TypeCastingOpPattern");
  add(set, tc, "std.cmpf", 2, lower_cmpf_nan_kernel, "CmpFOpNanKernelPattern");
  add(set, tc, "memref.alloc", 1, lower_alloc, "AllocOpPattern");
  add(set, tc, "tensor.extract", 1, lower_tensor_extract,
      "TensorExtractPattern");
  add(set, tc, "memref.dealloc", 1, lower_dealloc, "DeallocOpPattern");
  add(set, tc, "memref.load", 1, lower_load, "LoadOpPattern");
  add(set, tc, "memref.store", 1, lower_store, "StoreOpPattern");
}

static void std_populate(CmSpvTypeConverter *tc, CmPatternSet *set,
                         void *user) {
  (void)user;
  cm_populate_std_to_spirv_patterns(tc, set);
  cm_populate_builtin_func_to_spirv_patterns(tc, set);
}

static CmResult run(CmPassRun *run, CmOp *module) {
  const CmPass *p = cm_pass_run_pass(run);
  CmSpvConvOptions o;
  cm_spv_conv_options_default(&o);
  o.emulate_non_32_bit_scalar_types =
      cm_pass_option_bool(p, "emulate-non-32-bit-scalar-types");
  CmSpvConversionSpec spec = {.options = &o, .populate = std_populate};
  return cm_spv_run_conversion(module, &spec);
}

static void deps(CmContext *ctx) { cm_register_spirv_dialect(ctx); }

static const CmPassOptionDef opts[] = {
    {"emulate-non-32-bit-scalar-types", CM_PASS_OPT_BOOL, false, "true",
     "Emulate non-32-bit scalar types with 32-bit ones if missing native "
     "support",
     NULL},
};

const CmPassDef cm_pass_convert_std_to_spirv = {
    .argument = "convert-std-to-spirv",
    .name = "ConvertStandardToSPIRV",
    .description = "Convert Standard dialect to SPIR-V dialect",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run};
