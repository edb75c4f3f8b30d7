/* masks.c - 13's vector.create_mask and vector.constant_mask: syntax and
 * verifiers with 13's messages (canonicalization in fold_shape.c). */
#include "vector_internal.h"

#define MAX_RANK 64

static CmResult constant_mask_verify(CmOp *op) {
  CmType *rt = cm_op_result(op, 0)->type;
  int64_t sizes[MAX_RANK];
  int n = cm_vec_i64_array(op, "mask_dim_sizes", sizes, MAX_RANK);
  if (n < 0 || (unsigned)n != rt->shaped.rank)
    return cm_op_emit_error(op, "must specify array attr of size equal vector "
                                "result rank");
  bool any_zero = false, all_zero = true;
  for (int i = 0; i < n; i++) {
    if (sizes[i] < 0 || sizes[i] > rt->shaped.shape[i])
      return cm_op_emit_error(op, "array attr of size out of bounds of vector "
                                  "result dimension size");
    any_zero |= sizes[i] == 0;
    all_zero &= sizes[i] == 0;
  }
  if (any_zero && !all_zero)
    return cm_op_emit_error(op, "expected all mask dim sizes to be zeros, as a "
                                "result of conjunction with zero mask dim");
  return CM_SUCCESS;
}

static CmResult create_mask_verify(CmOp *op) {
  if (cm_op_num_operands(op) != cm_op_result(op, 0)->type->shaped.rank)
    return cm_op_emit_error(op, "must specify an operand for each result "
                                "vector dimension");
  return CM_SUCCESS;
}

static const CmOdsValue mask_results[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_i1_vector}};
static const CmOdsAttr constant_mask_attrs[] = {
    {"mask_dim_sizes", &cm_ac_i64_array, false, NULL}};
static const CmOdsOp constant_mask_ods = {
    .summary = "creates a constant vector mask",
    CM_ODS_RESULTS(mask_results),
    CM_ODS_ATTRS(constant_mask_attrs),
    .format = "$mask_dim_sizes attr-dict `:` type(results)",
};

static const CmOdsValue create_mask_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp create_mask_ods = {
    .summary = "creates a vector mask",
    CM_ODS_OPERANDS(create_mask_operands),
    CM_ODS_RESULTS(mask_results),
    .format = "$operands attr-dict `:` type(results)",
};

static const CmOpDef mask_ops[] = {
    {.name = "vector.constant_mask",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = constant_mask_verify,
     .ods = &constant_mask_ods},
    {.name = "vector.create_mask",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = create_mask_verify,
     .get_canonicalization_patterns = cm_vec_create_mask_canonicalize,
     .ods = &create_mask_ods},
};

void cm_vec_register_mask_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, mask_ops, CM_ODS_ARRAY_LEN(mask_ops));
}
