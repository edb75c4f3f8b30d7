/* bufferize.c - -scf-bufferize as MLIR 13 (SCFBufferize with
 * populateSCFStructuralTypeConversionsAndLegality): a partial conversion
 * of a function with the bufferize type converter (cmlir/bufferize.h) in
 * which memref.tensor_load / memref.buffer_cast are legal and
 *   - scf.for and scf.if with tensor results are rebuilt (same operands,
 *     converted, and attributes; converted result types) around their old
 *     regions; the for body's block arguments are converted
 *     (memref.tensor_load for their old uses);
 *   - scf.while with a tensor operand or result is rebuilt without its
 *     attributes, both regions' block arguments converted;
 *   - scf.yield in a for / if / while with a tensor operand is rebuilt
 *     without attributes; scf.condition takes converted operands in place.
 */
#include "cmlir/bufferize.h"
#include "cmlir/pass.h"

#include <stdlib.h>

typedef CM_VEC(CmValue *) ValVec;

static bool results_legal(const CmTypeConverter *tc, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_type_converter_is_legal(tc, cm_op_result(op, i)->type))
      return false;
  return true;
}

static bool operands_legal(const CmTypeConverter *tc, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!cm_type_converter_is_legal(tc, cm_op_operand(op, i)->type))
      return false;
  return true;
}

/* The converted result types, 1:1; false if a type does not convert. */
static bool convert_results(const CmTypeConverter *tc, CmOp *op,
                            CmTypeVec *out) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    CmType *t = cm_type_converter_convert_type(tc, cm_op_result(op, i)->type);
    if (!t)
      return false;
    CM_VEC_PUSH(*out, t);
  }
  return true;
}

static void replace_with_results(CmRewriter *rw, CmOp *op, CmOp *n) {
  unsigned nr = cm_op_num_results(n);
  CmValue **vals = cm_xmalloc(sizeof(CmValue *) * (nr + 1));
  for (unsigned i = 0; i < nr; i++)
    vals[i] = cm_op_result(n, i);
  cm_rewriter_replace_op(rw, op, nr, vals);
  free(vals);
}

/* ConvertForOpTypes / ConvertIfOpTypes: a copy without regions (with the
 * converted operands and result types), the old regions moved in. */
static CmResult structured_convert(const CmPattern *pat, CmOp *op,
                                   CmValue *const *operands, CmRewriter *rw) {
  const CmTypeConverter *tc = pat->type_converter;
  bool is_for = cm_op_name_is(op, "scf.for");
  CmTypeVec types = {0};
  if (!convert_results(tc, op, &types)) {
    CM_VEC_FREE(types);
    return cm_rewriter_match_failure(rw, op, "not a 1:1 type conversion");
  }
  unsigned nreg = cm_op_num_regions(op);
  CmOp *n = cm_op_create_v(rw->ctx, cm_ident_str(cm_op_opname(op)->name).data,
                           cm_op_loc(op), (unsigned)types.len, types.data,
                           cm_op_num_operands(op), operands, cm_op_attrs(op), 0,
                           NULL, nreg);
  CM_VEC_FREE(types);
  cm_rewriter_insert(rw, n);
  for (unsigned r = 0; r < nreg; r++)
    cm_rewriter_inline_region_before(rw, cm_op_region(op, r),
                                     cm_op_region(n, r), NULL);
  if (is_for && nreg == 1 &&
      !cm_rewriter_convert_region_types(rw, cm_op_region(n, 0), tc, NULL))
    return cm_rewriter_match_failure(rw, op, "could not convert body types");
  replace_with_results(rw, op, n);
  return CM_SUCCESS;
}

/* ConvertWhileOpTypes: a new scf.while (no attributes) with converted
 * operands and results; both regions moved in and converted. */
static CmResult while_convert(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  const CmTypeConverter *tc = pat->type_converter;
  CmTypeVec types = {0};
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (cm_failed(cm_type_converter_convert(tc, cm_op_result(op, i)->type,
                                            &types))) {
      CM_VEC_FREE(types);
      return CM_FAILURE;
    }
  if (cm_op_num_regions(op) != 2) {
    CM_VEC_FREE(types);
    return CM_FAILURE;
  }
  CmOp *n = cm_op_create_v(rw->ctx, "scf.while", cm_op_loc(op),
                           (unsigned)types.len, types.data,
                           cm_op_num_operands(op), operands, NULL, 0, NULL, 2);
  CM_VEC_FREE(types);
  cm_rewriter_insert(rw, n);
  for (unsigned r = 0; r < 2; r++) {
    cm_rewriter_inline_region_before(rw, cm_op_region(op, r),
                                     cm_op_region(n, r), NULL);
    if (!cm_rewriter_convert_region_types(rw, cm_op_region(n, r), tc, NULL) &&
        cm_op_region(n, r)->first)
      return cm_rewriter_match_failure(rw, op, "could not convert body types");
  }
  if (cm_op_num_results(n) != cm_op_num_results(op))
    return CM_FAILURE;
  replace_with_results(rw, op, n);
  return CM_SUCCESS;
}

/* ConvertYieldOpTypes */
static CmResult yield_convert(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  CmOp *n = cm_rewriter_create_v(rw, "scf.yield", cm_op_loc(op), 0, NULL,
                                 cm_op_num_operands(op), operands, NULL);
  (void)n;
  cm_rewriter_replace_op(rw, op, 0, NULL);
  return CM_SUCCESS;
}

static bool for_if_legal(CmOp *op, void *user) {
  return results_legal(user, op);
}

static bool yield_legal(CmOp *op, void *user) {
  CmOp *p = cm_op_parent_op(op);
  if (!p || !(cm_op_name_is(p, "scf.for") || cm_op_name_is(p, "scf.if") ||
              cm_op_name_is(p, "scf.while")))
    return true;
  return operands_legal(user, op);
}

static bool while_condition_legal(CmOp *op, void *user) {
  return cm_type_converter_is_legal_op(user, op);
}

static CmResult scf_bufferize_run(CmPassRun *run, CmOp *op) {
  CmContext *ctx = cm_pass_run_context(run);
  CmTypeConverter *tc = cm_bufferize_type_converter_create(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  const CmPattern pats[] = {
      {.root = "scf.for", .benefit = 1, .convert = structured_convert,
       .label = "ConvertForOpTypes", .type_converter = tc},
      {.root = "scf.if", .benefit = 1, .convert = structured_convert,
       .label = "ConvertIfOpTypes", .type_converter = tc},
      {.root = "scf.yield", .benefit = 1, .convert = yield_convert,
       .label = "ConvertYieldOpTypes", .type_converter = tc},
      {.root = "scf.while", .benefit = 1, .convert = while_convert,
       .label = "ConvertWhileOpTypes", .type_converter = tc},
      {.root = "scf.condition", .benefit = 1, .convert = cm_bufferize_update_operands,
       .label = "ConvertConditionOpTypes", .type_converter = tc},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(ps, &pats[i]);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_op(t, "memref.tensor_load");
  cm_target_add_legal_op(t, "memref.buffer_cast");
  cm_target_add_dynamic_op(t, "scf.for", for_if_legal, tc);
  cm_target_add_dynamic_op(t, "scf.if", for_if_legal, tc);
  cm_target_add_dynamic_op(t, "scf.yield", yield_legal, tc);
  cm_target_add_dynamic_op(t, "scf.while", while_condition_legal, tc);
  cm_target_add_dynamic_op(t, "scf.condition", while_condition_legal, tc);
  CmResult r = cm_apply_partial_conversion(op, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_type_converter_destroy(tc);
  return r;
}

const CmPassDef cm_pass_scf_bufferize = {
    .argument = "scf-bufferize",
    .name = "SCFBufferize",
    .description = "Bufferize the scf dialect.",
    .anchor = "func",
    .run = scf_bufferize_run,
};
