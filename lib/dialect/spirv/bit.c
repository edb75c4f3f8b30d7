/* bit.c - the bit ops of `spv` (MLIR 13's SPIRVBitOps): bitwise binary
 * ops, BitCount / BitReverse / Not, the shifts (`spv.ShiftLeftLogical
 * %a, %b : i32, i16`) and the bit-field ops (`spv.BitFieldInsert %base,
 * %insert, %offset, %count : i32, i8, i8`). */
#include "spirv_ops.h"

#define SAME_TRAITS                                                            \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)

static const CmOdsValue bin_operands[] = {
    {"operand1", CM_ODS_ONE, &cm_spv_tc_int_sv},
    {"operand2", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue un_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue int_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int_sv}};

static const CmOdsOp bin_ods = {CM_ODS_OPERANDS(bin_operands),
                                CM_ODS_RESULTS(int_results),
                                .format =
                                    "operands attr-dict `:` type($result)"};
static const CmOdsOp un_ods = {CM_ODS_OPERANDS(un_operands),
                               CM_ODS_RESULTS(int_results)};

/* ---- shifts: `%a, %b : T1, T2`; the first operand and the result have
 * the same type (13's verifyShiftOp, a message without the op prefix) */
static CmResult shift_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *t[2] = {NULL, NULL};
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand_list(p, &ops, 2, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_colon_type(p, &t[0])) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
      cm_failed(cm_parse_type(p, &t[1])) ||
      cm_failed(cm_resolve_operands(p, ops.data, ops.len, t, 2, NULL, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, t[0]);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static void shift_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult shift_verify(CmOp *op) {
  CmType *a = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  if (a != r) {
    char sa[256], sr[256];
    return cm_op_emit_plain_error(
        op,
        "expected the same type for the first operand and result, but "
        "provided '%s' and '%s'",
        cm_spv_type_str(a, sa, sizeof sa), cm_spv_type_str(r, sr, sizeof sr));
  }
  return CM_SUCCESS;
}

static const CmOdsOp shift_ods = {CM_ODS_OPERANDS(bin_operands),
                                  CM_ODS_RESULTS(int_results)};

/* ---- bit-field ops (declarative format) ---- */
static const CmOdsValue insert_operands[] = {
    {"base", CM_ODS_ONE, &cm_spv_tc_int_sv},
    {"insert", CM_ODS_ONE, &cm_spv_tc_int_sv},
    {"offset", CM_ODS_ONE, &cm_spv_tc_int},
    {"count", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsTypeRel insert_rels[] = {
    {"base", "insert", NULL, "all of {base, insert, result} have same type"},
    {"base", "result", NULL, "all of {base, insert, result} have same type"}};
static const CmOdsOp insert_ods = {
    CM_ODS_OPERANDS(insert_operands), CM_ODS_RESULTS(int_results),
    CM_ODS_TYPE_RELS(insert_rels),
    .format = "operands attr-dict `:` type($base) `,` type($offset) `,` "
              "type($count)"};
static const CmOdsValue extract_operands[] = {
    {"base", CM_ODS_ONE, &cm_spv_tc_int_sv},
    {"offset", CM_ODS_ONE, &cm_spv_tc_int},
    {"count", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsTypeRel extract_rels[] = {
    {"base", "result", NULL, "all of {base, result} have same type"}};
static const CmOdsOp extract_ods = {
    CM_ODS_OPERANDS(extract_operands), CM_ODS_RESULTS(int_results),
    CM_ODS_TYPE_RELS(extract_rels),
    .format = "operands attr-dict `:` type($base) `,` type($offset) `,` "
              "type($count)"};

#define BIN_OP(nm)                                                             \
  {.name = "spv." nm, .traits = SAME_TRAITS | CM_TRAIT_COMMUTATIVE,            \
   .parse = cm_spv_same_type_parse, .ods = &bin_ods,                           \
   .custom_printable = cm_spv_all_types_same}
#define UN_OP(nm)                                                              \
  {.name = "spv." nm, .traits = SAME_TRAITS, .parse = cm_spv_unary_parse,      \
   .print = cm_spv_operands_colon_type_print, .ods = &un_ods}
#define SHIFT_OP(nm)                                                           \
  {.name = "spv." nm,                                                          \
   .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE, \
   .parse = shift_parse, .print = shift_print, .verify = shift_verify,         \
   .ods = &shift_ods}

static const CmOpDef bit_ops[] = {
    UN_OP("BitCount"),
    {.name = "spv.BitFieldInsert", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &insert_ods},
    {.name = "spv.BitFieldSExtract", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &extract_ods},
    {.name = "spv.BitFieldUExtract", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &extract_ods},
    UN_OP("BitReverse"),
    BIN_OP("BitwiseAnd"),
    BIN_OP("BitwiseOr"),
    BIN_OP("BitwiseXor"),
    SHIFT_OP("ShiftLeftLogical"),
    SHIFT_OP("ShiftRightArithmetic"),
    SHIFT_OP("ShiftRightLogical"),
    UN_OP("Not"),
};

#define SHADER(nm, oc)                                                         \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5), "", "Shader")
static const CmSpvOpInfo bit_info[] = {
    CM_SPV_INFO("spv.BitCount", 205),
    SHADER("spv.BitFieldInsert", 201),
    SHADER("spv.BitFieldSExtract", 202),
    SHADER("spv.BitFieldUExtract", 203),
    SHADER("spv.BitReverse", 204),
    CM_SPV_INFO("spv.BitwiseAnd", 199),
    CM_SPV_INFO("spv.BitwiseOr", 197),
    CM_SPV_INFO("spv.BitwiseXor", 198),
    CM_SPV_INFO("spv.ShiftLeftLogical", 196),
    CM_SPV_INFO("spv.ShiftRightArithmetic", 195),
    CM_SPV_INFO("spv.ShiftRightLogical", 194),
    CM_SPV_INFO("spv.Not", 200),
};

void cm_spv_register_bit_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, bit_ops, CM_ODS_ARRAY_LEN(bit_ops));
}

const CmSpvOpInfo *cm_spv_bit_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(bit_info);
  return bit_info;
}
