/* arith.c - the arithmetic ops of `spv` (MLIR 13's SPIRVArithmeticOps):
 * integer and float binary ops (`spv.IAdd %a, %b : i32`) and negations
 * (`spv.FNegate %x : f32`).  All are NoSideEffect and
 * SameOperandsAndResultType; the operands may also be cooperative
 * matrices (binary ops).  IAdd, IMul and ISub fold as 13 does. */
#include "spirv_ops.h"

#define ARITH_TRAITS                                                           \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)

static const CmOdsValue int_bin_operands[] = {
    {"operand1", CM_ODS_ONE, &cm_spv_tc_int_svc},
    {"operand2", CM_ODS_ONE, &cm_spv_tc_int_svc}};
static const CmOdsValue int_bin_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int_svc}};
static const CmOdsValue float_bin_operands[] = {
    {"operand1", CM_ODS_ONE, &cm_spv_tc_float_svc},
    {"operand2", CM_ODS_ONE, &cm_spv_tc_float_svc}};
static const CmOdsValue float_bin_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_float_svc}};
static const CmOdsValue int_un_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue int_un_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue float_un_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_float_sv}};
static const CmOdsValue float_un_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_float_sv}};

/* ---- folding (13: x + 0 = x, x * 0 = 0, x * 1 = x, x - x = 0, and
 * constant folding with wrap-around of integer scalars and vectors) ---- */

typedef int64_t (*IntFn)(int64_t a, int64_t b);
static int64_t f_add(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a + (uint64_t)b);
}
static int64_t f_mul(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a * (uint64_t)b);
}
static int64_t f_sub(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a - (uint64_t)b);
}

/* Both constants of the op's result type: fold elementwise. */
static CmAttr *const_fold(CmOp *op, CmAttr *const *k, IntFn fn) {
  if (!k[0] || !k[1] || k[0]->type != k[1]->type)
    return NULL;
  CmType *t = cm_op_result(op, 0)->type;
  if (k[0]->type != t)
    return NULL;
  int64_t n = cm_spv_num_elems(t);
  if (n < 1 || n > 16)
    return NULL;
  int64_t vals[16];
  for (int64_t i = 0; i < n; i++) {
    int64_t a, b;
    if (!cm_spv_int_elem(k[0], (size_t)i, &a) ||
        !cm_spv_int_elem(k[1], (size_t)i, &b))
      return NULL;
    vals[i] = fn(a, b);
  }
  return cm_spv_int_constant(t, (size_t)n, vals);
}

/* Whether `a` is an integer constant (scalar or splat) equal to v. */
static bool is_int_splat(const CmAttr *a, int64_t v) {
  if (!a || !a->type)
    return false;
  CmType *et = cm_spv_element_type(a->type);
  if (!et || et->kind != CM_TYPE_INTEGER)
    return false;
  int64_t n = cm_spv_num_elems(a->type);
  for (int64_t i = 0; i < n; i++) {
    int64_t x;
    if (!cm_spv_int_elem(a, (size_t)i, &x) || x != v)
      return false;
  }
  return n >= 1;
}

static CmResult iadd_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  if (is_int_splat(k[1], 0)) {
    res[0].value = cm_op_operand(op, 0);
    return CM_SUCCESS;
  }
  res[0].attr = const_fold(op, k, f_add);
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

static CmResult imul_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  if (is_int_splat(k[1], 0)) {
    res[0].value = cm_op_operand(op, 1);
    return CM_SUCCESS;
  }
  if (is_int_splat(k[1], 1)) {
    res[0].value = cm_op_operand(op, 0);
    return CM_SUCCESS;
  }
  res[0].attr = const_fold(op, k, f_mul);
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

static CmResult isub_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  if (cm_op_num_operands(op) == 2 &&
      cm_op_operand(op, 0) == cm_op_operand(op, 1)) {
    CmType *t = cm_op_result(op, 0)->type;
    int64_t n = cm_spv_num_elems(t);
    int64_t zeros[16] = {0};
    if (n >= 1 && n <= 16 &&
        (res[0].attr = cm_spv_int_constant(t, (size_t)n, zeros)))
      return CM_SUCCESS;
  }
  res[0].attr = const_fold(op, k, f_sub);
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

#define BIN_ODS(id, kind, fold_fn)                                             \
  static const CmOdsOp id##_ods = {                                            \
      CM_ODS_OPERANDS(kind##_bin_operands),                                    \
      CM_ODS_RESULTS(kind##_bin_results),                                      \
      .format = "operands attr-dict `:` type($result)", .fold = fold_fn}
#define UN_ODS(id, kind)                                                       \
  static const CmOdsOp id##_ods = {CM_ODS_OPERANDS(kind##_un_operands),        \
                                   CM_ODS_RESULTS(kind##_un_results)}

BIN_ODS(fadd, float, NULL);
BIN_ODS(fdiv, float, NULL);
BIN_ODS(fmod, float, NULL);
BIN_ODS(fmul, float, NULL);
BIN_ODS(frem, float, NULL);
BIN_ODS(fsub, float, NULL);
BIN_ODS(iadd, int, iadd_fold);
BIN_ODS(imul, int, imul_fold);
BIN_ODS(isub, int, isub_fold);
BIN_ODS(sdiv, int, NULL);
BIN_ODS(smod, int, NULL);
BIN_ODS(srem, int, NULL);
BIN_ODS(udiv, int, NULL);
BIN_ODS(umod, int, NULL);
UN_ODS(fnegate, float);
UN_ODS(snegate, int);

#define BIN_OP(nm, id, extra)                                                  \
  {.name = "spv." nm, .traits = ARITH_TRAITS | (extra),                        \
   .parse = cm_spv_same_type_parse, .ods = &id##_ods,                          \
   .custom_printable = cm_spv_all_types_same}
#define UN_OP(nm, id)                                                          \
  {.name = "spv." nm, .traits = ARITH_TRAITS,                                  \
   .parse = cm_spv_unary_parse, .print = cm_spv_operands_colon_type_print,     \
   .ods = &id##_ods}

static const CmOpDef arith_ops[] = {
    BIN_OP("FAdd", fadd, CM_TRAIT_COMMUTATIVE),
    BIN_OP("FDiv", fdiv, 0),
    BIN_OP("FMod", fmod, 0),
    BIN_OP("FMul", fmul, CM_TRAIT_COMMUTATIVE),
    UN_OP("FNegate", fnegate),
    BIN_OP("FRem", frem, 0),
    BIN_OP("FSub", fsub, 0),
    BIN_OP("IAdd", iadd, CM_TRAIT_COMMUTATIVE),
    BIN_OP("IMul", imul, CM_TRAIT_COMMUTATIVE),
    BIN_OP("ISub", isub, 0),
    BIN_OP("SDiv", sdiv, 0),
    BIN_OP("SMod", smod, 0),
    UN_OP("SNegate", snegate),
    BIN_OP("SRem", srem, 0),
    BIN_OP("UDiv", udiv, 0),
    BIN_OP("UMod", umod, 0),
};

static const CmSpvOpInfo arith_info[] = {
    CM_SPV_INFO("spv.FAdd", 129),    CM_SPV_INFO("spv.FDiv", 136),
    CM_SPV_INFO("spv.FMod", 141),    CM_SPV_INFO("spv.FMul", 133),
    CM_SPV_INFO("spv.FNegate", 127), CM_SPV_INFO("spv.FRem", 140),
    CM_SPV_INFO("spv.FSub", 131),    CM_SPV_INFO("spv.IAdd", 128),
    CM_SPV_INFO("spv.IMul", 132),    CM_SPV_INFO("spv.ISub", 130),
    CM_SPV_INFO("spv.SDiv", 135),    CM_SPV_INFO("spv.SMod", 139),
    CM_SPV_INFO("spv.SNegate", 126), CM_SPV_INFO("spv.SRem", 138),
    CM_SPV_INFO("spv.UDiv", 134),    CM_SPV_INFO("spv.UMod", 137),
};

void cm_spv_register_arith_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, arith_ops, CM_ODS_ARRAY_LEN(arith_ops));
}

const CmSpvOpInfo *cm_spv_arith_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(arith_info);
  return arith_info;
}
