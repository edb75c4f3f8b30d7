/* logical.c - the logical and comparison ops of `spv` (MLIR 13's
 * SPIRVLogicalOps): comparisons (`spv.IEqual %a, %b : i32`, the result
 * bool of the operands' shape), IsNan / IsInf / LogicalNot, the logical
 * binary ops and spv.Select.  LogicalAnd / LogicalOr fold with a constant
 * operand; LogicalNot of an (I|Logical)(Not)Equal is canonicalized to the
 * inverse comparison, as 13 does. */
#include "spirv_ops.h"

#include <string.h>

#define LOGICAL_TRAITS                                                         \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_TYPE_OPERANDS |                     \
   CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE)

static const CmOdsValue bool_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_bool_sv}};
#define OPERANDS2(kind)                                                        \
  static const CmOdsValue kind##_operands2[] = {                               \
      {"operand1", CM_ODS_ONE, &cm_spv_tc_##kind##_sv},                        \
      {"operand2", CM_ODS_ONE, &cm_spv_tc_##kind##_sv}}
OPERANDS2(int);
OPERANDS2(float);
OPERANDS2(bool);
static const CmOdsValue float_operand1[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_float_sv}};
static const CmOdsValue bool_operand1[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_bool_sv}};

/* ---- folds ---- */
/* x && true = x, x && false = false; x || false = x, x || true = true. */
static CmResult and_or_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res,
                            bool identity) {
  if (cm_op_num_operands(op) != 2)
    return CM_FAILURE;
  if (cm_spv_is_bool_splat(k[1], identity)) {
    res[0].value = cm_op_operand(op, 0);
    return CM_SUCCESS;
  }
  if (cm_spv_is_bool_splat(k[1], !identity)) {
    res[0].value = cm_op_operand(op, 1);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}
static CmResult and_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  return and_or_fold(op, k, res, true);
}
static CmResult or_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  return and_or_fold(op, k, res, false);
}

#define BIN_ODS(id, kind, fold_fn)                                             \
  static const CmOdsOp id##_ods = {CM_ODS_OPERANDS(kind##_operands2),          \
                                   CM_ODS_RESULTS(bool_results),               \
                                   .fold = fold_fn}
BIN_ODS(int_cmp, int, NULL);
BIN_ODS(float_cmp, float, NULL);
BIN_ODS(bool_cmp, bool, NULL);
BIN_ODS(logical_and, bool, and_fold);
BIN_ODS(logical_or, bool, or_fold);
static const CmOdsOp float_un_ods = {CM_ODS_OPERANDS(float_operand1),
                                     CM_ODS_RESULTS(bool_results)};
static const CmOdsOp bool_un_ods = {CM_ODS_OPERANDS(bool_operand1),
                                    CM_ODS_RESULTS(bool_results)};

/* ---- LogicalNot canonicalization (13's DRR patterns
 * ConvertLogicalNotOf{IEqual,INotEqual,LogicalEqual,LogicalNotEqual}) ---- */
static const char *const not_pairs[][2] = {
    {"spv.IEqual", "spv.INotEqual"},
    {"spv.INotEqual", "spv.IEqual"},
    {"spv.LogicalEqual", "spv.LogicalNotEqual"},
    {"spv.LogicalNotEqual", "spv.LogicalEqual"},
};

static CmResult not_of_cmp(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  const char *const *pair = p->user;
  if (cm_op_num_operands(op) != 1)
    return CM_FAILURE;
  CmOp *cmp = cm_value_defining_op(cm_op_operand(op, 0));
  if (!cmp || !cm_op_name_is(cmp, pair[0]) || cm_op_num_operands(cmp) != 2)
    return CM_FAILURE;
  CmValue *ops[2] = {cm_op_operand(cmp, 0), cm_op_operand(cmp, 1)};
  CmType *rt = cm_op_result(op, 0)->type;
  CmLoc *locs[2] = {cm_op_loc(cmp), cm_op_loc(op)};
  CmLoc *loc = cm_loc_fused(rw->ctx, 2, locs, NULL);
  cm_rewriter_replace_op_with_op(
      rw, op,
      cm_op_create_v(rw->ctx, pair[1], loc, 1, &rt, 2, ops, NULL, 0, NULL, 0));
  return CM_SUCCESS;
}

static void logical_not_canon(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  for (unsigned i = 0; i < 4; i++) {
    CmPattern p;
    memset(&p, 0, sizeof p);
    p.root = "spv.LogicalNot";
    p.benefit = 2; /* DRR: the number of matched ops */
    p.match_and_rewrite = not_of_cmp;
    p.user = (void *)not_pairs[i];
    p.label = "ConvertLogicalNotOfComparison";
    cm_pattern_set_add(set, &p);
  }
}

/* ---- spv.Select ---- */
static const CmOdsValue select_operands[] = {
    {"condition", CM_ODS_ONE, &cm_spv_tc_bool_sv},
    {"true_value", CM_ODS_ONE, &cm_spv_tc_scalar_or_vector_or_ptr},
    {"false_value", CM_ODS_ONE, &cm_spv_tc_scalar_or_vector_or_ptr}};
static const CmOdsValue select_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_scalar_or_vector_or_ptr}};
#define SELECT_SAME "all of {true_value, false_value, result} have same type"
static const CmOdsTypeRel select_rels[] = {
    {"result", "true_value", NULL, SELECT_SAME},
    {"result", "false_value", NULL, SELECT_SAME}};

static CmResult select_verify(CmOp *op) {
  CmType *c = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  if (c->kind != CM_TYPE_VECTOR)
    return CM_SUCCESS;
  if (r->kind != CM_TYPE_VECTOR)
    return cm_op_emit_error(
        op, "result expected to be of vector type when condition is of "
            "vector type");
  if (cm_shaped_num_elements(r) != cm_shaped_num_elements(c))
    return cm_op_emit_error(
        op, "result should have the same number of elements as the condition "
            "when condition is of vector type");
  return CM_SUCCESS;
}

static const CmOdsOp select_ods = {
    CM_ODS_OPERANDS(select_operands), CM_ODS_RESULTS(select_results),
    CM_ODS_TYPE_RELS(select_rels),
    .format = "operands attr-dict `:` type($condition) `,` type($result)"};

#define BIN_OP(nm, id, extra)                                                  \
  {.name = "spv." nm, .traits = LOGICAL_TRAITS | (extra),                      \
   .parse = cm_spv_logical_binary_parse,                                       \
   .print = cm_spv_operands_colon_type_print, .ods = &id##_ods}
#define UN_OP(nm, id)                                                          \
  {.name = "spv." nm, .traits = LOGICAL_TRAITS,                                \
   .parse = cm_spv_logical_unary_parse,                                        \
   .print = cm_spv_operands_colon_type_print, .ods = &id##_ods}
#define COMM CM_TRAIT_COMMUTATIVE

static const CmOpDef logical_ops[] = {
    BIN_OP("FOrdEqual", float_cmp, COMM),
    BIN_OP("FOrdGreaterThan", float_cmp, 0),
    BIN_OP("FOrdGreaterThanEqual", float_cmp, 0),
    BIN_OP("FOrdLessThan", float_cmp, 0),
    BIN_OP("FOrdLessThanEqual", float_cmp, 0),
    BIN_OP("FOrdNotEqual", float_cmp, COMM),
    BIN_OP("FUnordEqual", float_cmp, COMM),
    BIN_OP("FUnordGreaterThan", float_cmp, 0),
    BIN_OP("FUnordGreaterThanEqual", float_cmp, 0),
    BIN_OP("FUnordLessThan", float_cmp, 0),
    BIN_OP("FUnordLessThanEqual", float_cmp, 0),
    BIN_OP("FUnordNotEqual", float_cmp, COMM),
    BIN_OP("IEqual", int_cmp, COMM),
    BIN_OP("INotEqual", int_cmp, COMM),
    UN_OP("IsInf", float_un),
    UN_OP("IsNan", float_un),
    BIN_OP("LogicalAnd", logical_and, COMM),
    BIN_OP("LogicalEqual", bool_cmp, COMM),
    {.name = "spv.LogicalNot", .traits = LOGICAL_TRAITS,
     .parse = cm_spv_logical_unary_parse,
     .print = cm_spv_operands_colon_type_print, .ods = &bool_un_ods,
     .get_canonicalization_patterns = logical_not_canon},
    BIN_OP("LogicalNotEqual", bool_cmp, COMM),
    BIN_OP("LogicalOr", logical_or, COMM),
    BIN_OP("Ordered", float_cmp, COMM),
    BIN_OP("SGreaterThan", int_cmp, 0),
    BIN_OP("SGreaterThanEqual", int_cmp, 0),
    BIN_OP("SLessThan", int_cmp, 0),
    BIN_OP("SLessThanEqual", int_cmp, 0),
    {.name = "spv.Select", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = select_verify, .ods = &select_ods},
    BIN_OP("UGreaterThan", int_cmp, 0),
    BIN_OP("UGreaterThanEqual", int_cmp, 0),
    BIN_OP("ULessThan", int_cmp, 0),
    BIN_OP("Unordered", float_cmp, COMM),
    BIN_OP("ULessThanEqual", int_cmp, 0),
};

#define KERNEL(nm, oc)                                                         \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5), "", "Kernel")
static const CmSpvOpInfo logical_info[] = {
    CM_SPV_INFO("spv.FOrdEqual", 180),
    CM_SPV_INFO("spv.FOrdGreaterThan", 186),
    CM_SPV_INFO("spv.FOrdGreaterThanEqual", 190),
    CM_SPV_INFO("spv.FOrdLessThan", 184),
    CM_SPV_INFO("spv.FOrdLessThanEqual", 188),
    CM_SPV_INFO("spv.FOrdNotEqual", 182),
    CM_SPV_INFO("spv.FUnordEqual", 181),
    CM_SPV_INFO("spv.FUnordGreaterThan", 187),
    CM_SPV_INFO("spv.FUnordGreaterThanEqual", 191),
    CM_SPV_INFO("spv.FUnordLessThan", 185),
    CM_SPV_INFO("spv.FUnordLessThanEqual", 189),
    CM_SPV_INFO("spv.FUnordNotEqual", 183),
    CM_SPV_INFO("spv.IEqual", 170),
    CM_SPV_INFO("spv.INotEqual", 171),
    CM_SPV_INFO("spv.IsInf", 157),
    CM_SPV_INFO("spv.IsNan", 156),
    CM_SPV_INFO("spv.LogicalAnd", 167),
    CM_SPV_INFO("spv.LogicalEqual", 164),
    CM_SPV_INFO("spv.LogicalNot", 168),
    CM_SPV_INFO("spv.LogicalNotEqual", 165),
    CM_SPV_INFO("spv.LogicalOr", 166),
    KERNEL("spv.Ordered", 162),
    CM_SPV_INFO("spv.SGreaterThan", 173),
    CM_SPV_INFO("spv.SGreaterThanEqual", 175),
    CM_SPV_INFO("spv.SLessThan", 177),
    CM_SPV_INFO("spv.SLessThanEqual", 179),
    CM_SPV_INFO("spv.Select", 169),
    CM_SPV_INFO("spv.UGreaterThan", 172),
    CM_SPV_INFO("spv.UGreaterThanEqual", 174),
    CM_SPV_INFO("spv.ULessThan", 176),
    KERNEL("spv.Unordered", 163),
    CM_SPV_INFO("spv.ULessThanEqual", 178),
};

void cm_spv_register_logical_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, logical_ops, CM_ODS_ARRAY_LEN(logical_ops));
}

const CmSpvOpInfo *cm_spv_logical_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(logical_info);
  return logical_info;
}
