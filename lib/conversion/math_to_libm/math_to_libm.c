/* math_to_libm.c - -convert-math-to-libm as MLIR 13: math.atan2, tanh and
 * expm1 on f32 / f64 scalars become `call`s of the libm function (atan2f /
 * atan2, tanhf / tanh, expm1f / expm1), declared as a private `func` at
 * the start of the enclosing module (unknown location) unless a symbol of
 * that name exists.  The math dialect is illegal: any other math op (or
 * these on other types) fails the conversion with upstream's diagnostic.
 * 13 also scalarizes 1-D vectors through the vector dialect, which cmlir
 * does not have yet (docs/conversion-math.md). */
#include "cmlir/conversion_math.h"

#include <string.h>

typedef struct LibmCall {
  const char *root, *f32_name, *f64_name;
} LibmCall;

static const LibmCall libm_calls[] = {
    {"math.atan2", "atan2f", "atan2"},
    {"math.expm1", "expm1f", "expm1"},
    {"math.tanh", "tanhf", "tanh"},
};

static CmOp *enclosing_module(CmOp *op) {
  CmOp *m = cm_op_parent_op(op);
  while (m && !cm_op_name_is(m, "module"))
    m = cm_op_parent_op(m);
  return m;
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
  CmOp *module = enclosing_module(op);
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
  for (size_t i = 0; i < sizeof libm_calls / sizeof libm_calls[0]; i++)
    cm_pattern_set_add_fn(set, libm_calls[i].root, 1, lower_libm,
                          (void *)&libm_calls[i]);
}

CmResult cm_convert_math_to_libm(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_math_to_libm_patterns(ps);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_op(t, "func"); /* the declarations it creates */
  cm_target_add_illegal_dialect(t, "math");
  CmResult r = cm_apply_partial_conversion(root, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  return r;
}

static void std_dialect_dep(CmContext *ctx) { cm_register_std_dialect(ctx); }

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
