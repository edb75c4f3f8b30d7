/* math_to_llvm.c - -convert-math-to-llvm as MLIR 13: the math ops with an
 * LLVM intrinsic become that llvm.intr.* op (keeping the op's attributes),
 * expm1 / log1p / rsqrt are expanded (exp - 1, log(1 + x), 1 / sqrt), on
 * scalars, 1-D vectors and n-D vectors (unrolled over the nested arrays of
 * their converted type, one 1-D computation per innermost vector).  Ops
 * without a lowering in 13 (atan, atan2, tanh) and ops on types the LLVM
 * type converter rejects (tensors) are left alone.  See
 * docs/conversion-math.md. */
#include "cmlir/conversion_math.h"
#include "cmlir/dialect/llvm.h"

#include <string.h>

#define TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

/* The constant 1.0 of `t` (a float or a 1-D vector of floats) as
 * upstream's expansions build it: a float attribute or a splat. */
static CmAttr *one_attr(CmType *t) {
  if (cm_type_is_float(t))
    return cm_float_attr(t, 1.0);
  if (t->kind != CM_TYPE_VECTOR || !cm_type_is_float(t->shaped.elem))
    return NULL;
  uint8_t bytes[8];
  size_t n;
  uint64_t bits;
  switch (t->shaped.elem->kind) {
  case CM_TYPE_F16:
    n = 2, bits = 0x3C00;
    break;
  case CM_TYPE_BF16:
    n = 2, bits = 0x3F80;
    break;
  case CM_TYPE_F32:
    n = 4, bits = 0x3F800000u;
    break;
  case CM_TYPE_F64:
    n = 8, bits = 0x3FF0000000000000ull;
    break;
  default:
    return NULL;
  }
  for (size_t i = 0; i < n; i++)
    bytes[i] = (uint8_t)(bits >> (8 * i));
  return cm_dense_elements_attr(t, true, n, bytes);
}

/* What one 1-D (or scalar) computation emits. */
typedef CmValue *(*EmitFn)(CmRewriter *rw, CmLoc *loc, CmType *t,
                           CmValue *const *ops, const char *intr,
                           CmAttr *attrs);

static CmValue *emit_intr(CmRewriter *rw, CmLoc *loc, CmType *t,
                          CmValue *const *ops, const char *intr,
                          CmAttr *attrs) {
  /* the binary intrinsics (pow) take two operands */
  unsigned n = strcmp(intr, "llvm.intr.pow") == 0 ? 2 : 1;
  return cm_llvm_val(rw, intr, loc, t, n, ops, attrs);
}

static CmValue *one_const(CmRewriter *rw, CmLoc *loc, CmType *t) {
  CmAttr *one = one_attr(t);
  return one ? cm_llvm_constant(rw, loc, t, one) : NULL;
}

static CmValue *emit_expm1(CmRewriter *rw, CmLoc *loc, CmType *t,
                           CmValue *const *ops, const char *intr,
                           CmAttr *attrs) {
  (void)intr, (void)attrs;
  CmValue *one = one_const(rw, loc, t);
  CmValue *e = cm_llvm_val(rw, "llvm.intr.exp", loc, t, 1, ops, NULL);
  return cm_llvm_binop(rw, "llvm.fsub", loc, e, one);
}

static CmValue *emit_log1p(CmRewriter *rw, CmLoc *loc, CmType *t,
                           CmValue *const *ops, const char *intr,
                           CmAttr *attrs) {
  (void)intr, (void)attrs;
  CmValue *one = one_const(rw, loc, t);
  CmValue *s = cm_llvm_binop(rw, "llvm.fadd", loc, one, ops[0]);
  return cm_llvm_val(rw, "llvm.intr.log", loc, t, 1, &s, NULL);
}

static CmValue *emit_rsqrt(CmRewriter *rw, CmLoc *loc, CmType *t,
                           CmValue *const *ops, const char *intr,
                           CmAttr *attrs) {
  (void)intr, (void)attrs;
  CmValue *one = one_const(rw, loc, t);
  CmValue *s = cm_llvm_val(rw, "llvm.intr.sqrt", loc, t, 1, ops, NULL);
  return cm_llvm_binop(rw, "llvm.fdiv", loc, one, s);
}

typedef struct MathLowering {
  const char *root;
  const char *intr; /* the intrinsic (one-to-one lowerings) */
  EmitFn emit;
  bool expansion;   /* needs the constant 1.0 of the element type */
} MathLowering;

static const MathLowering lowerings[] = {
    {"math.cos", "llvm.intr.cos", emit_intr, false},
    {"math.exp", "llvm.intr.exp", emit_intr, false},
    {"math.exp2", "llvm.intr.exp2", emit_intr, false},
    {"math.log", "llvm.intr.log", emit_intr, false},
    {"math.log10", "llvm.intr.log10", emit_intr, false},
    {"math.log2", "llvm.intr.log2", emit_intr, false},
    {"math.powf", "llvm.intr.pow", emit_intr, false},
    {"math.sin", "llvm.intr.sin", emit_intr, false},
    {"math.sqrt", "llvm.intr.sqrt", emit_intr, false},
    {"math.expm1", NULL, emit_expm1, true},
    {"math.log1p", NULL, emit_log1p, true},
    {"math.rsqrt", NULL, emit_rsqrt, true},
};

typedef struct MathRow {
  const MathLowering *l;
  CmAttr *attrs;
} MathRow;

static CmValue *math_row(CmRewriter *rw, CmLoc *loc, CmType *vec1d,
                         unsigned n, CmValue *const *ops, void *user) {
  (void)n;
  const MathRow *m = user;
  return m->l->emit(rw, loc, vec1d, ops, m->l->intr, m->attrs);
}

static CmResult lower_math(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  const MathLowering *l = NULL;
  for (size_t i = 0; i < sizeof lowerings / sizeof lowerings[0]; i++)
    if (strcmp(lowerings[i].root, pat->label) == 0)
      l = &lowerings[i];
  unsigned n = cm_op_num_operands(op);
  if (!l || n < 1 || n > 2 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    if (!cm_llvm_is_compatible_type(operands[i]->type))
      return CM_FAILURE;
  CmType *rt = cm_llvm_convert_type(TC(pat), cm_op_result(op, 0)->type);
  if (!rt)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  /* the intrinsics keep the op's attributes, the expansions do not */
  CmAttr *attrs = l->expansion ? NULL : cm_op_attrs(op);
  /* the innermost 1-D vector (or scalar) type of the nest of arrays */
  unsigned depth;
  CmType *t = cm_llvm_nd_inner_type(rt, &depth);
  if (!t || (l->expansion && !one_attr(t)))
    return CM_FAILURE;
  CmValue *r;
  if (depth == 0) {
    r = l->emit(rw, loc, t, operands, l->intr, attrs);
  } else {
    MathRow row = {l, attrs};
    r = cm_llvm_unroll_nd(rw, loc, rt, n, operands, math_row, &row);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_math_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                       CmPatternSet *set) {
  for (size_t i = 0; i < sizeof lowerings / sizeof lowerings[0]; i++)
    cm_llvm_pattern_add(set, tc, lowerings[i].root, lower_math,
                        lowerings[i].root);
}

CmResult cm_convert_math_to_llvm(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  cm_register_llvm_dialect(ctx);
  CmLLVMOptions o = {0};
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &o);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_math_to_llvm_patterns(tc, ps);
  /* upstream's LLVMConversionTarget: the llvm dialect and the casts the
   * conversion materializes are legal, everything else is left alone */
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "llvm");
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  /* every pattern fails before changing the IR or succeeds */
  CmResult r = cm_apply_partial_conversion_no_rollback(root, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  return r;
}

static void llvm_dialect_dep(CmContext *ctx) { cm_register_llvm_dialect(ctx); }

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  return cm_convert_math_to_llvm(op);
}

const CmPassDef cm_pass_convert_math_to_llvm = {
    .argument = "convert-math-to-llvm",
    .name = "ConvertMathToLLVM",
    .description = "Convert Math dialect to LLVM dialect",
    .anchor = "func", /* a function pass in 13 */
    .dependent_dialects = llvm_dialect_dep,
    .run = run};
