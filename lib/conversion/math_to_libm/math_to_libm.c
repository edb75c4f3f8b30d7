/* math_to_libm.c - -convert-math-to-libm as MLIR 13: math.atan2, tanh and
 * expm1 on f32 / f64 scalars become `call`s of the libm function (atan2f /
 * atan2, tanhf / tanh, expm1f / expm1), declared as a private `func` at
 * the start of the enclosing module (unknown location) unless a symbol of
 * that name exists.  On 1-D vectors the op is first unrolled, as 13's
 * VecOpToScalarOp: from a zero `constant dense<0.0>`, per lane
 * `vector.extractelement` of each operand (each at its own `constant i :
 * i32`), the scalar math op (then lowered to the call), and
 * `vector.insertelement`.  The math dialect is illegal: any other math op
 * (or these on other types: f16, n-D vectors, tensors) fails the
 * conversion with upstream's diagnostic (docs/conversion-math.md). */
#include "cmlir/conversion_math.h"
#include "cmlir/dialects.h"

#include <string.h>

typedef struct LibmCall {
  const char *root, *f32_name, *f64_name;
} LibmCall;

static const LibmCall libm_calls[] = {
    {"math.atan2", "atan2f", "atan2"},
    {"math.expm1", "expm1f", "expm1"},
    {"math.tanh", "tanhf", "tanh"},
};

static CmValue *build(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmType *t, unsigned n, CmValue *const *ops,
                       CmAttr *attrs) {
  return cm_op_result(cm_rewriter_create_v(rw, name, loc, 1, &t, n, ops, attrs),
                      0);
}

static CmValue *std_constant(CmRewriter *rw, CmLoc *loc, CmAttr *value) {
  CmNamedAttr v = {cm_ident_c(rw->ctx, "value"), value};
  return build(rw, "std.constant", loc, value->type, 0, NULL,
               cm_dict_attr(rw->ctx, 1, &v));
}

/* VecOpToScalarOp: a 1-D vector op unrolled into scalar ops. */
static CmResult unroll_vector(const CmPattern *pat, CmOp *op,
                              CmRewriter *rw) {
  unsigned n = cm_op_num_operands(op);
  CmType *vt = cm_op_result(op, 0)->type;
  if (vt->kind != CM_TYPE_VECTOR || vt->shaped.rank != 1 || n < 1 || n > 2 ||
      cm_op_num_results(op) != 1 || !cm_type_is_float(vt->shaped.elem))
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *elem = vt->shaped.elem, *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmValue *r =
      std_constant(rw, loc, cm_dense_splat_attr(vt, cm_float_attr(elem, 0.0)));
  for (int64_t i = 0; i < vt->shaped.shape[0]; i++) {
    CmValue *ex[2];
    for (unsigned k = 0; k < n; k++) {
      CmValue *ops[2] = {cm_op_operand(op, k),
                         std_constant(rw, loc, cm_integer_attr(i32, i))};
      ex[k] = build(rw, "vector.extractelement", loc, elem, 2, ops, NULL);
    }
    CmValue *s = build(rw, pat->root, loc, elem, n, ex, NULL);
    CmValue *ops[3] = {s, r, std_constant(rw, loc, cm_integer_attr(i32, i))};
    r = build(rw, "vector.insertelement", loc, vt, 3, ops, NULL);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_libm(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  const LibmCall *l = pat->user;
  unsigned n = cm_op_num_operands(op);
  if (cm_op_num_results(op) != 1 || n < 1 || n > 2)
    return CM_FAILURE;
  CmType *t = cm_op_result(op, 0)->type;
  const char *name = t->kind == CM_TYPE_F32   ? l->f32_name
                     : t->kind == CM_TYPE_F64 ? l->f64_name
                                              : NULL;
  CmOp *module = cm_op_parent_module(cm_op_parent_op(op));
  if (!name || !module || !cm_op_num_regions(module))
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  if (!cm_symbol_table_lookup(module, name, strlen(name))) {
    CmType *ins[2] = {t, t};
    CmType *fty = cm_function_type(ctx, n, ins, 1, &t);
    CmBuilder saved = rw->b;
    cm_rewriter_set_to_start(rw, cm_op_region(module, 0)->first);
    CmOpState st;
    cm_op_state_init(&st, ctx, "func", cm_loc_unknown(ctx));
    cm_op_state_add_attr(&st, "sym_name", cm_string_attr(ctx, cm_str(name)));
    cm_op_state_add_attr(&st, "sym_visibility",
                         cm_string_attr(ctx, cm_str("private")));
    cm_op_state_add_attr(&st, "type", cm_type_attr(fty));
    cm_op_state_add_region(&st);
    cm_rewriter_create(rw, &st);
    rw->b = saved;
  }
  CmNamedAttr callee = {cm_ident_c(ctx, "callee"),
                        cm_symbol_ref_attr(ctx, cm_str(name), 0, NULL)};
  CmValue *ops[2] = {cm_op_operand(op, 0), cm_op_operand(op, n - 1)};
  CmOp *call = cm_op_create_v(ctx, "std.call", cm_op_loc(op), 1, &t, n, ops,
                              cm_dict_attr(ctx, 1, &callee), 0, NULL, 0);
  cm_rewriter_insert(rw, call);
  CmValue *r = cm_op_result(call, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_math_to_libm_patterns(CmPatternSet *set) {
  for (size_t i = 0; i < sizeof libm_calls / sizeof libm_calls[0]; i++) {
    cm_pattern_set_add_fn(set, libm_calls[i].root, 1, unroll_vector, NULL);
    cm_pattern_set_add_fn(set, libm_calls[i].root, 1, lower_libm,
                          (void *)&libm_calls[i]);
  }
}

CmResult cm_convert_math_to_libm(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_math_to_libm_patterns(ps);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "vector");
  cm_target_add_legal_op(t, "func"); /* the declarations it creates */
  cm_target_add_illegal_dialect(t, "math");
  CmResult r = cm_apply_partial_conversion(root, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  return r;
}

static void std_dialect_dep(CmContext *ctx) {
  cm_register_std_dialect(ctx);
  cm_register_vector_dialect(ctx);
}

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  return cm_convert_math_to_libm(op);
}

const CmPassDef cm_pass_convert_math_to_libm = {
    .argument = "convert-math-to-libm",
    .name = "ConvertMathToLibm",
    .description = "Convert Math dialect to libm calls",
    .anchor = "builtin.module",
    .dependent_dialects = std_dialect_dep,
    .run = run};
