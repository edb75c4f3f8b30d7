/* atomic.c - the atomic ops of `spv` (MLIR 13's SPIRVAtomicOps):
 * `spv.AtomicIAdd "Workgroup" "AcquireRelease" %ptr, %value :
 * !spv.ptr<i32, Workgroup>` and the other read-modify-write ops,
 * AtomicIIncrement / AtomicIDecrement (no value) and
 * AtomicCompareExchangeWeak (two semantics, value and comparator).  The
 * scope and semantics are i32 enum attributes written as strings. */
#include "spirv_ops.h"

#define TS(t, buf) cm_spv_type_str(t, buf, sizeof buf)


/* `"Scope" "Semantics"{n_sem} %operands : !spv.ptr<T, SC>`; the value
 * operands and the result have the pointee type T. */
static CmResult atomic_parse_n(CmParser *p, CmOpState *st, int n_operands,
                               const char *const *sem_attrs, int n_sem) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_Scope, "memory_scope",
                                       true)))
    goto done;
  for (int i = 0; i < n_sem; i++)
    if (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_MemorySemantics,
                                         sem_attrs[i], true)))
      goto done;
  if (cm_failed(cm_parse_operand_list(p, &ops, n_operands, CM_DELIM_NONE)))
    goto done;
  const char *pos = cm_parser_pos(p);
  if (cm_failed(cm_parse_colon_type(p, &type)))
    goto done;
  if (!cm_spv_is_dialect_type(type, "ptr")) {
    CmStr name = cm_ident_str(st->name->name);
    cm_parser_error_at(p, pos, "custom op '%.*s' expected pointer type",
                       (int)name.len, name.data);
    goto done;
  }
  CmType *pointee = cm_spv_ptr_pointee(type);
  CmType *types[3] = {type, pointee, pointee};
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, types,
                                    (size_t)n_operands,
                                    cm_parser_op_name_pos(p), &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, pointee);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static const char *const update_sem[] = {"semantics"};
static const char *const cmpxchg_sem[] = {"equal_semantics",
                                          "unequal_semantics"};

static CmResult update_parse(CmParser *p, CmOpState *st) {
  return atomic_parse_n(p, st, 1, update_sem, 1);
}
static CmResult update_value_parse(CmParser *p, CmOpState *st) {
  return atomic_parse_n(p, st, 2, update_sem, 1);
}
static CmResult cmpxchg_parse(CmParser *p, CmOpState *st) {
  return atomic_parse_n(p, st, 3, cmpxchg_sem, 2);
}

static void atomic_print_sems(CmPrinter *p, CmOp *op,
                              const char *const *sems, int n) {
  cm_print_str(p, " ");
  cm_spv_print_enum_attr(p, op, CM_SPV_E_Scope, "memory_scope", true);
  for (int i = 0; i < n; i++) {
    cm_print_str(p, " ");
    cm_spv_print_enum_attr(p, op, CM_SPV_E_MemorySemantics, sems[i], true);
  }
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}
static void update_print(CmPrinter *p, CmOp *op) {
  atomic_print_sems(p, op, update_sem, 1);
}
static void cmpxchg_print(CmPrinter *p, CmOp *op) {
  atomic_print_sems(p, op, cmpxchg_sem, 2);
}

static CmResult update_verify(CmOp *op) {
  char a[256], b[256];
  CmType *pointee = cm_spv_ptr_pointee(cm_op_operand(op, 0)->type);
  if (!pointee || pointee->kind != CM_TYPE_INTEGER)
    return cm_op_emit_error(op,
                            "pointer operand must point to an integer value, "
                            "found '%s'",
                            pointee ? TS(pointee, a) : "?");
  if (cm_op_num_operands(op) > 1) {
    CmType *vt = cm_op_operand(op, 1)->type;
    if (vt != pointee)
      return cm_op_emit_error(op,
                              "expected value to have the same type as the "
                              "pointer operand's pointee type '%s', but found "
                              "'%s'",
                              TS(pointee, a), TS(vt, b));
  }
  return CM_SUCCESS;
}

static CmResult cmpxchg_verify(CmOp *op) {
  char a[256], b[256];
  CmType *rt = cm_op_result(op, 0)->type;
  CmType *vt = cm_op_operand(op, 1)->type, *ct = cm_op_operand(op, 2)->type;
  if (vt != rt)
    return cm_op_emit_error(op,
                            "value operand must have the same type as the op "
                            "result, but found '%s' vs '%s'",
                            TS(vt, a), TS(rt, b));
  if (ct != rt)
    return cm_op_emit_error(op,
                            "comparator operand must have the same type as "
                            "the op result, but found '%s' vs '%s'",
                            TS(ct, a), TS(rt, b));
  CmType *pt = cm_spv_ptr_pointee(cm_op_operand(op, 0)->type);
  if (pt != rt)
    return cm_op_emit_error(op,
                            "pointer operand's pointee type must have the "
                            "same as the op result type, but found '%s' vs "
                            "'%s'",
                            TS(pt, a), TS(rt, b));
  return CM_SUCCESS;
}

static const CmOdsValue update_operands[] = {{"pointer", CM_ODS_ONE, &cm_spv_tc_ptr}};
static const CmOdsValue update_value_operands[] = {
    {"pointer", CM_ODS_ONE, &cm_spv_tc_ptr}, {"value", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsValue cmpxchg_operands[] = {
    {"pointer", CM_ODS_ONE, &cm_spv_tc_ptr},
    {"value", CM_ODS_ONE, &cm_spv_tc_int},
    {"comparator", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsValue int_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsAttr update_attrs[] = {
    {"memory_scope", &cm_spv_ac_scope, false, NULL},
    {"semantics", &cm_spv_ac_memory_semantics, false, NULL}};
static const CmOdsAttr cmpxchg_attrs[] = {
    {"memory_scope", &cm_spv_ac_scope, false, NULL},
    {"equal_semantics", &cm_spv_ac_memory_semantics, false, NULL},
    {"unequal_semantics", &cm_spv_ac_memory_semantics, false, NULL}};

static const CmOdsOp update_ods = {CM_ODS_OPERANDS(update_operands),
                                   CM_ODS_RESULTS(int_results),
                                   CM_ODS_ATTRS(update_attrs)};
static const CmOdsOp update_value_ods = {
    CM_ODS_OPERANDS(update_value_operands), CM_ODS_RESULTS(int_results),
    CM_ODS_ATTRS(update_attrs)};
static const CmOdsOp cmpxchg_ods = {CM_ODS_OPERANDS(cmpxchg_operands),
                                    CM_ODS_RESULTS(int_results),
                                    CM_ODS_ATTRS(cmpxchg_attrs)};

#define RMW(nm)                                                                \
  {.name = "spv." nm, .parse = update_value_parse, .print = update_print,      \
   .verify = update_verify, .ods = &update_value_ods}
#define INCDEC(nm)                                                             \
  {.name = "spv." nm, .parse = update_parse, .print = update_print,            \
   .verify = update_verify, .ods = &update_ods}

static const CmOpDef atomic_ops[] = {
    RMW("AtomicAnd"),
    {.name = "spv.AtomicCompareExchangeWeak", .parse = cmpxchg_parse,
     .print = cmpxchg_print, .verify = cmpxchg_verify, .ods = &cmpxchg_ods},
    RMW("AtomicIAdd"),
    INCDEC("AtomicIDecrement"),
    INCDEC("AtomicIIncrement"),
    RMW("AtomicISub"),
    RMW("AtomicOr"),
    RMW("AtomicSMax"),
    RMW("AtomicSMin"),
    RMW("AtomicUMax"),
    RMW("AtomicUMin"),
    RMW("AtomicXor"),
};

/* The scope and semantics add their own requirements (13 derives them
 * from the attribute values); the rows hold the op's own. */
static const CmSpvOpInfo atomic_info[] = {
    CM_SPV_INFO("spv.AtomicAnd", 240),
    CM_SPV_INFO_R("spv.AtomicCompareExchangeWeak", 231, CM_SPV_V(1, 0),
                  CM_SPV_V(1, 3), "", "Kernel"),
    CM_SPV_INFO("spv.AtomicIAdd", 234),
    CM_SPV_INFO("spv.AtomicIDecrement", 233),
    CM_SPV_INFO("spv.AtomicIIncrement", 232),
    CM_SPV_INFO("spv.AtomicISub", 235),
    CM_SPV_INFO("spv.AtomicOr", 241),
    CM_SPV_INFO("spv.AtomicSMax", 238),
    CM_SPV_INFO("spv.AtomicSMin", 236),
    CM_SPV_INFO("spv.AtomicUMax", 239),
    CM_SPV_INFO("spv.AtomicUMin", 237),
    CM_SPV_INFO("spv.AtomicXor", 242),
};

void cm_spv_register_atomic_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, atomic_ops, CM_ODS_ARRAY_LEN(atomic_ops));
}

const CmSpvOpInfo *cm_spv_atomic_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(atomic_info);
  return atomic_info;
}
