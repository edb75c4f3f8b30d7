/* combine.c - the toy dialect's canonicalization patterns (chapter 3).
 *
 * Each pattern is a function that matches one op and rewrites it through
 * the rewriter; the ops' CmOpDef.get_canonicalization_patterns hooks hand
 * them to -canonicalize, which applies them with cmlir's greedy driver
 * (folding and dead-code elimination of side-effect-free ops included). */
#include "dialect.h"

#include "cmlir/rewrite.h"

/* transpose(transpose(x)) -> x */
static CmResult simplify_redundant_transpose(const CmPattern *pat, CmOp *op,
                                             CmRewriter *rw) {
  (void)pat;
  CmOp *inner = cm_value_defining_op(cm_op_operand(op, 0));
  if (!inner || !cm_op_name_is(inner, "toy.transpose"))
    return cm_rewriter_match_failure(rw, op, "operand is not a transpose");
  CmValue *x = cm_op_operand(inner, 0);
  cm_rewriter_replace_op(rw, op, 1, &x);
  return CM_SUCCESS;
}

/* reshape(reshape(x)) -> reshape(x) */
static CmResult reshape_reshape(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  (void)pat;
  CmOp *inner = cm_value_defining_op(cm_op_operand(op, 0));
  if (!inner || !cm_op_name_is(inner, "toy.reshape"))
    return cm_rewriter_match_failure(rw, op, "operand is not a reshape");
  cm_rewriter_start_update(rw, op);
  cm_op_set_operand(op, 0, cm_op_operand(inner, 0));
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

/* reshape(x) -> x when x already has the result's type */
static CmResult redundant_reshape(const CmPattern *pat, CmOp *op,
                                  CmRewriter *rw) {
  (void)pat;
  CmValue *x = cm_op_operand(op, 0);
  if (x->type != cm_op_result(op, 0)->type)
    return cm_rewriter_match_failure(rw, op, "the reshape changes the type");
  cm_rewriter_replace_op(rw, op, 1, &x);
  return CM_SUCCESS;
}

/* reshape(constant) -> constant of the reshaped value */
static CmResult fold_constant_reshape(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  (void)pat;
  CmOp *cst = cm_value_defining_op(cm_op_operand(op, 0));
  if (!cst || !cm_op_name_is(cst, "toy.constant"))
    return cm_rewriter_match_failure(rw, op, "operand is not a constant");
  CmAttr *value = cm_op_get_attr(cst, "value");
  CmType *type = cm_op_result(op, 0)->type;
  if (cm_shaped_num_elements(type) != cm_shaped_num_elements(value->type))
    return cm_rewriter_match_failure(rw, op, "element counts differ");
  CmAttr *reshaped = cm_dense_elements_attr(type, value->dense.splat,
                                            value->dense.num_bytes,
                                            value->dense.data);
  CmAttr *attrs = cm_dict_set(cm_dict_attr_empty(rw->ctx),
                              cm_ident_c(rw->ctx, "value"), reshaped);
  CmOp *replacement = cm_rewriter_create_v(rw, "toy.constant", cm_op_loc(op),
                                           1, &type, 0, NULL, attrs);
  CmValue *v = cm_op_result(replacement, 0);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static const CmPatternEntry transpose_patterns[] = {
    {simplify_redundant_transpose, "SimplifyRedundantTranspose"}};
CM_CANONICALIZATION_HOOK(toy_transpose_canonicalization_patterns,
                         "toy.transpose", transpose_patterns)

static const CmPatternEntry reshape_patterns[] = {
    {reshape_reshape, "ReshapeReshapeOptPattern"},
    {redundant_reshape, "RedundantReshapeOptPattern"},
    {fold_constant_reshape, "FoldConstantReshapeOptPattern"}};
CM_CANONICALIZATION_HOOK(toy_reshape_canonicalization_patterns, "toy.reshape",
                         reshape_patterns)
