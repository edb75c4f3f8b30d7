/* coop_matrix.c - the NV cooperative-matrix ops of `spv` (MLIR 13's
 * SPIRVCooperativeMatrixOps): CooperativeMatrixLengthNV (`: !spv.coopmatrix
 * <8x16xi32, Subgroup>`, a TypeAttr) and CooperativeMatrixMulAddNV.  The
 * load and store ops are not registered yet. */
#include "spirv_ops.h"

static bool p_coop(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_dialect_type(t, "coopmatrix");
}
static const CmTypeConstraint tc_coop = {"any SPIR-V cooperative matrix type",
                                         p_coop, NULL, NULL};
static CmType *b_i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static bool p_i32(const CmType *t, const void *arg) {
  (void)arg;
  return cm_type_is_signless_integer(t) && t->integer.width == 32;
}
static const CmTypeConstraint tc_int32 = {"Int32", p_i32, NULL, b_i32};

static CmResult muladd_verify(CmOp *op) {
  CmType *a = cm_op_operand(op, 0)->type, *b = cm_op_operand(op, 1)->type;
  CmType *c = cm_op_operand(op, 2)->type, *r = cm_op_result(op, 0)->type;
  if (cm_spv_coopmatrix_rows(a) != cm_spv_coopmatrix_rows(r) ||
      cm_spv_coopmatrix_cols(a) != cm_spv_coopmatrix_rows(b) ||
      cm_spv_coopmatrix_cols(b) != cm_spv_coopmatrix_cols(r))
    return cm_op_emit_error(op, "matrix size must match");
  uint32_t s = cm_spv_coopmatrix_scope(r);
  if (s != cm_spv_coopmatrix_scope(a) || s != cm_spv_coopmatrix_scope(b) ||
      s != cm_spv_coopmatrix_scope(c))
    return cm_op_emit_error(op, "matrix scope must match");
  if (cm_spv_type_elem(a) != cm_spv_type_elem(b) ||
      cm_spv_type_elem(r) != cm_spv_type_elem(c))
    return cm_op_emit_error(op, "matrix element type must match");
  return CM_SUCCESS;
}

static const CmOdsAttr length_attrs[] = {{"type", &cm_ac_type, false, NULL}};
static const CmOdsValue length_results[] = {
    {"result", CM_ODS_ONE, &tc_int32}};
static const CmOdsOp length_ods = {CM_ODS_RESULTS(length_results),
                                   CM_ODS_ATTRS(length_attrs),
                                   .format = "attr-dict `:` $type"};

static const CmOdsValue muladd_operands[] = {
    {"a", CM_ODS_ONE, &tc_coop},
    {"b", CM_ODS_ONE, &tc_coop},
    {"c", CM_ODS_ONE, &tc_coop}};
static const CmOdsValue muladd_results[] = {
    {"result", CM_ODS_ONE, &tc_coop}};
static const CmOdsTypeRel muladd_rels[] = {
    {"c", "result", NULL, "all of {c, result} have same type"}};
static const CmOdsOp muladd_ods = {
    CM_ODS_OPERANDS(muladd_operands), CM_ODS_RESULTS(muladd_results),
    CM_ODS_TYPE_RELS(muladd_rels),
    .format = "operands attr-dict `:` type($a) `,` type($b) `->` type($c)"};

static const CmOpDef coop_matrix_ops[] = {
    {.name = "spv.CooperativeMatrixLengthNV",
     .traits = CM_TRAIT_NO_SIDE_EFFECT, .ods = &length_ods},
    {.name = "spv.CooperativeMatrixMulAddNV",
     .traits = CM_TRAIT_NO_SIDE_EFFECT, .verify = muladd_verify,
     .ods = &muladd_ods},
};

#define R(nm, oc)                                                              \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5),                        \
                "SPV_NV_cooperative_matrix", "CooperativeMatrixNV")
static const CmSpvOpInfo coop_matrix_info[] = {
    R("spv.CooperativeMatrixLengthNV", 5362),
    R("spv.CooperativeMatrixMulAddNV", 5361),
};

void cm_spv_register_coop_matrix_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, coop_matrix_ops, CM_ODS_ARRAY_LEN(coop_matrix_ops));
}

const CmSpvOpInfo *cm_spv_coop_matrix_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(coop_matrix_info);
  return coop_matrix_info;
}
