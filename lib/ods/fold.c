/* fold.c - folding: the op's fold hook, then the IsInvolution /
 * IsIdempotent trait folds (upstream's order); constant values. */
#include "ods_internal.h"

#include <string.h>

CmResult cm_op_fold(CmOp *op, CmAttr *const *operand_constants,
                    CmFoldResult *results) {
  const CmOpDef *def = cm_op_def(op);
  if (!def)
    return CM_FAILURE;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    results[i].attr = NULL, results[i].value = NULL;
  const CmOdsOp *ods = def->ods;
  if (ods && ods->fold &&
      cm_succeeded(ods->fold(op, operand_constants, results))) {
    /* Folding to the op's own result means "updated in place". */
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      if (results[i].value == cm_op_result(op, i))
        results[i].value = NULL;
    return CM_SUCCESS;
  }
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    results[i].attr = NULL, results[i].value = NULL;
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmValue *arg = cm_op_operand(op, 0);
  CmOp *inner = arg ? cm_value_defining_op(arg) : NULL;
  if (!inner || cm_op_opname(inner) != cm_op_opname(op))
    return CM_FAILURE;
  if ((def->traits & CM_TRAIT_IS_INVOLUTION) &&
      cm_op_num_operands(inner) == 1) {
    results[0].value = cm_op_operand(inner, 0); /* f(f(x)) = x */
    return CM_SUCCESS;
  }
  if (def->traits & CM_TRAIT_IS_IDEMPOTENT) {
    results[0].value = arg; /* f(f(x)) = f(x) */
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

CmAttr *cm_value_constant(CmValue *v) {
  CmOp *op = v ? cm_value_defining_op(v) : NULL;
  if (!op || !cm_op_opname(op)->def ||
      !(cm_op_opname(op)->def->traits & CM_TRAIT_CONSTANT_LIKE))
    return NULL;
  return cm_op_get_attr(op, "value");
}
