/* matrix.c - the matrix ops of `spv` (MLIR 13's SPIRVMatrixOps):
 * MatrixTimesScalar, MatrixTimesMatrix and Transpose on !spv.matrix,
 * with declarative formats and 13's shape checks (plain messages). */
#include "spirv_ops.h"

static bool p_matrix(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_dialect_type(t, "matrix");
}
static const CmTypeConstraint tc_matrix = {"any SPIR-V matrix type", p_matrix,
                                           NULL, NULL};

static int64_t columns(CmType *m) { return cm_spv_matrix_columns(m); }
static int64_t rows(CmType *m) {
  return cm_spv_num_elems(cm_spv_type_elem(m));
}
static CmType *component(CmType *m) {
  return cm_spv_element_type(cm_spv_type_elem(m));
}

static CmResult times_scalar_verify(CmOp *op) {
  CmType *m = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  if (cm_op_operand(op, 1)->type != component(m))
    return cm_op_emit_plain_error(op, "input matrix components' type and "
                                      "scaling value must have the same type");
  if (columns(m) != columns(r))
    return cm_op_emit_plain_error(op, "input and result matrices must have "
                                      "the same number of columns");
  if (rows(m) != rows(r))
    return cm_op_emit_plain_error(op, "input and result matrices' columns "
                                      "must have the same size");
  if (component(m) != component(r))
    return cm_op_emit_plain_error(op, "input and result matrices' columns "
                                      "must have the same component type");
  return CM_SUCCESS;
}

static CmResult transpose_verify(CmOp *op) {
  CmType *m = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  if (rows(m) != columns(r))
    return cm_op_emit_plain_error(op, "input matrix rows count must be equal "
                                      "to output matrix columns count");
  if (columns(m) != rows(r))
    return cm_op_emit_plain_error(op, "input matrix columns count must be "
                                      "equal to output matrix rows count");
  if (component(m) != component(r))
    return cm_op_emit_plain_error(op, "input and output matrices must have the "
                                      "same component type");
  return CM_SUCCESS;
}

static CmResult times_matrix_verify(CmOp *op) {
  CmType *l = cm_op_operand(op, 0)->type, *rt = cm_op_operand(op, 1)->type;
  CmType *r = cm_op_result(op, 0)->type;
  if (columns(l) != rows(rt))
    return cm_op_emit_plain_error(op, "left matrix columns' count must be "
                                      "equal to the right matrix rows' count");
  if (columns(rt) != columns(r))
    return cm_op_emit_plain_error(op, "right and result matrices must have "
                                      "equal columns' count");
  if (component(rt) != component(r))
    return cm_op_emit_plain_error(op, "right and result matrices' component "
                                      "type must be the same");
  if (component(l) != component(r))
    return cm_op_emit_plain_error(op, "left and result matrices' component "
                                      "type must be the same");
  if (rows(l) != rows(r))
    return cm_op_emit_plain_error(op, "left and result matrices must have "
                                      "equal rows' count");
  return CM_SUCCESS;
}

static const CmOdsValue matrix_results[] = {
    {"result", CM_ODS_ONE, &tc_matrix}};
static const CmOdsValue mm_operands[] = {
    {"leftmatrix", CM_ODS_ONE, &tc_matrix},
    {"rightmatrix", CM_ODS_ONE, &tc_matrix}};
static const CmOdsValue ms_operands[] = {
    {"matrix", CM_ODS_ONE, &tc_matrix},
    {"scalar", CM_ODS_ONE, &cm_spv_tc_float}};
static const CmOdsValue t_operands[] = {{"matrix", CM_ODS_ONE, &tc_matrix}};

static const CmOdsOp mm_ods = {
    CM_ODS_OPERANDS(mm_operands), CM_ODS_RESULTS(matrix_results),
    .format = "operands attr-dict `:` type($leftmatrix) `,` "
              "type($rightmatrix) `->` type($result)"};
static const CmOdsOp ms_ods = {
    CM_ODS_OPERANDS(ms_operands), CM_ODS_RESULTS(matrix_results),
    .format = "operands attr-dict `:` type($matrix) `,` type($scalar) `->` "
              "type($result)"};
static const CmOdsOp t_ods = {
    CM_ODS_OPERANDS(t_operands), CM_ODS_RESULTS(matrix_results),
    .format = "operands attr-dict `:` type($matrix) `->` type($result)"};

static const CmOpDef matrix_ops[] = {
    {.name = "spv.MatrixTimesMatrix", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = times_matrix_verify, .ods = &mm_ods},
    {.name = "spv.MatrixTimesScalar", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = times_scalar_verify, .ods = &ms_ods},
    {.name = "spv.Transpose", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = transpose_verify, .ods = &t_ods},
};

#define MATRIX(nm, oc)                                                         \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5), "", "Matrix")
static const CmSpvOpInfo matrix_info[] = {
    MATRIX("spv.MatrixTimesMatrix", 146),
    MATRIX("spv.MatrixTimesScalar", 143),
    MATRIX("spv.Transpose", 84),
};

void cm_spv_register_matrix_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, matrix_ops, CM_ODS_ARRAY_LEN(matrix_ops));
}

const CmSpvOpInfo *cm_spv_matrix_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(matrix_info);
  return matrix_info;
}
