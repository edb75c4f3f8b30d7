/* ops.c - small helpers on the affine ops for the analyses (the accessors,
 * valid symbols and map / operand composition and canonicalization come
 * from the affine dialect, include/cmlir/dialect/affine.h). */
#include "analysis_internal.h"

#include <stdlib.h>
#include <string.h>

bool cm_aff_constant_index(const CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}
