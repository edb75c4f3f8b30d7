/* ocl.c - the OpenCL.std extended instructions of `spv` (MLIR 13's
 * SPIRVOCLOps: spv.OCL.exp, fabs, s_abs), unary `%x : T` ops. */
#include "spirv_ops.h"

#define SET "OpenCL.std"

static const CmOdsValue f_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_float_sv}};
static const CmOdsValue f_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_float_sv}};
static const CmOdsValue i_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue i_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsOp f_ods = {CM_ODS_OPERANDS(f_operands),
                              CM_ODS_RESULTS(f_results)};
static const CmOdsOp i_ods = {CM_ODS_OPERANDS(i_operands),
                              CM_ODS_RESULTS(i_results)};

#define UN(nm, k)                                                              \
  {.name = "spv.OCL." nm, .traits = CM_TRAIT_NO_SIDE_EFFECT,                   \
   .parse = cm_spv_unary_parse, .print = cm_spv_operands_colon_type_print,     \
   .ods = &k##_ods}

static const CmOpDef ocl_ops[] = {UN("exp", f), UN("fabs", f),
                                  UN("s_abs", i)};

static const CmSpvOpInfo ocl_info[] = {
    CM_SPV_INFO_EXT("spv.OCL.exp", 19, SET),
    CM_SPV_INFO_EXT("spv.OCL.fabs", 23, SET),
    CM_SPV_INFO_EXT("spv.OCL.s_abs", 141, SET),
};

void cm_spv_register_ocl_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, ocl_ops, CM_ODS_ARRAY_LEN(ocl_ops));
}

const CmSpvOpInfo *cm_spv_ocl_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(ocl_info);
  return ocl_info;
}
