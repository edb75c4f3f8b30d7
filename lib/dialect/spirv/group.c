/* group.c - the group ops of `spv` (MLIR 13's SPIRVGroupOps):
 * spv.GroupBroadcast (`Workgroup %value, %localid : f32, vector<3xi32>`),
 * spv.SubgroupBallotKHR (`%predicate : vector<4xi32>`) and the INTEL
 * subgroup block read / write (`"StorageBuffer" %ptr : i32`). */
#include "spirv_ops.h"

#define TS(t, buf) cm_spv_type_str(t, buf, sizeof buf)

static CmResult broadcast_verify(CmOp *op) {
  if (cm_failed(cm_spv_check_group_scope(op)))
    return CM_FAILURE;
  CmType *id = cm_op_operand(op, 1)->type;
  if (id->kind == CM_TYPE_VECTOR) {
    int64_t n = cm_shaped_num_elements(id);
    if (n != 2 && n != 3)
      return cm_op_emit_error(op,
                              "localid is a vector and can be with only  2 or "
                              "3 components, actual number is %lld",
                              (long long)n);
  }
  return CM_SUCCESS;
}

/* `"StorageClass" %ptr[, %value] : T`: the pointer is !spv.ptr<T', SC>
 * with T' the element type of T. */
static CmResult block_parse(CmParser *p, CmOpState *st, int n) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *t = NULL;
  CmResult r = CM_FAILURE;
  CmOpState tmp;
  cm_op_state_init(&tmp, st->ctx, "spv.SubgroupBlockReadINTEL", NULL);
  if (cm_failed(cm_spv_parse_enum_attr(p, &tmp, CM_SPV_E_StorageClass,
                                       "storage_class", true)) ||
      cm_failed(cm_parse_operand_list(p, &ops, n, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_colon_type(p, &t)))
    goto done;
  CmAttr *sc = tmp.attrs.data[0].value;
  CmType *ptr = cm_spv_ptr_type(cm_spv_element_type(t),
                                (uint32_t)sc->integer.value);
  CmType *types[2] = {ptr, t};
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, types, (size_t)n,
                                    NULL, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  if (n == 1)
    CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
done:
  cm_op_state_free(&tmp);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}
static CmResult read_parse(CmParser *p, CmOpState *st) {
  return block_parse(p, st, 1);
}
static CmResult write_parse(CmParser *p, CmOpState *st) {
  return block_parse(p, st, 2);
}

/* 13 prints no storage class (so its output does not parse back). */
static void block_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_num_results(op) ? cm_op_result(op, 0)->type
                                         : cm_op_operand(op, 1)->type);
}

static CmResult block_verify(CmOp *op) {
  CmType *v = cm_op_num_results(op) ? cm_op_result(op, 0)->type
                                    : cm_op_operand(op, 1)->type;
  if (cm_spv_element_type(v) != cm_spv_ptr_pointee(cm_op_operand(op, 0)->type))
    return cm_op_emit_error(op, "mismatch in result type and pointer type");
  return CM_SUCCESS;
}

static CmType *b_i1(CmContext *ctx) {
  return cm_integer_type(ctx, 1, CM_SIGNLESS);
}
static bool p_bool(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_bool(t);
}
static const CmTypeConstraint tc_bool = {"bool", p_bool, NULL, b_i1};
static bool p_i32vec4(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_VECTOR && cm_shaped_num_elements(t) == 4 &&
         cm_type_is_signless_integer(t->shaped.elem) &&
         t->shaped.elem->integer.width == 32;
}
static const CmTypeConstraint tc_i32vec4 = {
    "vector of 32-bit integer values of length 4", p_i32vec4, NULL, NULL};

static const CmOdsAttr scope_attrs[] = {
    {"execution_scope", &cm_spv_ac_scope, false, NULL}};
static const CmOdsValue bcast_operands[] = {
    {"value", CM_ODS_ONE, &cm_spv_tc_type},
    {"localid", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue bcast_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_type}};
static const CmOdsTypeRel bcast_rels[] = {
    {"value", "result", NULL, "all of {value, result} have same type"}};
static const CmOdsOp bcast_ods = {
    CM_ODS_OPERANDS(bcast_operands), CM_ODS_RESULTS(bcast_results),
    CM_ODS_ATTRS(scope_attrs), CM_ODS_TYPE_RELS(bcast_rels)};
static const CmOdsValue ballot_operands[] = {
    {"predicate", CM_ODS_ONE, &tc_bool}};
static const CmOdsValue ballot_results[] = {
    {"result", CM_ODS_ONE, &tc_i32vec4}};
static const CmOdsOp ballot_ods = {
    CM_ODS_OPERANDS(ballot_operands), CM_ODS_RESULTS(ballot_results),
    .format = "$predicate attr-dict `:` type($result)"};
static const CmOdsValue read_operands[] = {{"ptr", CM_ODS_ONE, &cm_spv_tc_ptr}};
static const CmOdsValue read_results[] = {
    {"value", CM_ODS_ONE, &cm_spv_tc_type}};
static const CmOdsOp read_ods = {CM_ODS_OPERANDS(read_operands),
                                 CM_ODS_RESULTS(read_results)};
static const CmOdsValue write_operands[] = {
    {"ptr", CM_ODS_ONE, &cm_spv_tc_ptr}, {"value", CM_ODS_ONE, &cm_spv_tc_type}};
static const CmOdsOp write_ods = {CM_ODS_OPERANDS(write_operands)};

static const CmOpDef group_ops[] = {
    {.name = "spv.GroupBroadcast", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = cm_spv_scope_broadcast_parse,
     .print = cm_spv_scope_broadcast_print, .verify = broadcast_verify,
     .ods = &bcast_ods},
    {.name = "spv.SubgroupBallotKHR", .ods = &ballot_ods},
    {.name = "spv.SubgroupBlockReadINTEL", .parse = read_parse,
     .print = block_print, .verify = block_verify, .ods = &read_ods},
    {.name = "spv.SubgroupBlockWriteINTEL", .parse = write_parse,
     .print = block_print, .verify = block_verify, .ods = &write_ods},
};

#define R(nm, oc, ex, caps)                                                    \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5), ex, caps)
static const CmSpvOpInfo group_info[] = {
    R("spv.GroupBroadcast", 263, "", "Groups"),
    R("spv.SubgroupBallotKHR", 4421, "SPV_KHR_shader_ballot",
      "SubgroupBallotKHR"),
    R("spv.SubgroupBlockReadINTEL", 5575, "SPV_INTEL_subgroups",
      "SubgroupBufferBlockIOINTEL"),
    R("spv.SubgroupBlockWriteINTEL", 5576, "SPV_INTEL_subgroups",
      "SubgroupBufferBlockIOINTEL"),
};

void cm_spv_register_group_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, group_ops, CM_ODS_ARRAY_LEN(group_ops));
}

const CmSpvOpInfo *cm_spv_group_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(group_info);
  return group_info;
}
