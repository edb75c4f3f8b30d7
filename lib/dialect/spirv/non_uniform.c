/* non_uniform.c - the non-uniform group ops of `spv` (MLIR 13's
 * SPIRVNonUniformOps): the arithmetic reductions (`spv.GroupNonUniformIAdd
 * "Workgroup" "ClusteredReduce" %v cluster_size(%four) : vector<2xi32>`),
 * GroupNonUniformBallot / Broadcast / Elect (scope as a keyword).  The
 * execution scope must be Workgroup or Subgroup. */
#include "spirv_ops.h"

#include <string.h>

/* Scope values of 13 (enums_gen.c). */
enum { SCOPE_WORKGROUP = 2, SCOPE_SUBGROUP = 3, GO_CLUSTERED_REDUCE = 3 };

static uint32_t attr_u32(CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_INTEGER ? (uint32_t)a->integer.value : 0;
}

CmResult cm_spv_check_group_scope(CmOp *op) {
  uint32_t s = attr_u32(op, "execution_scope");
  if (s != SCOPE_WORKGROUP && s != SCOPE_SUBGROUP)
    return cm_op_emit_error(op,
                            "execution scope must be 'Workgroup' or 'Subgroup'");
  return CM_SUCCESS;
}

static bool const_int(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "spv.Constant"))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* ---- the arithmetic reductions ---- */
static CmResult arith_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand val, size;
  CmValueVec vals = {0};
  CmType *type = NULL;
  bool has_size = false;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_Scope,
                                       "execution_scope", true)) ||
      cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_GroupOperation,
                                       "group_operation", true)) ||
      cm_failed(cm_parse_operand(p, &val)))
    goto done;
  if (cm_parse_optional_keyword(p, "cluster_size")) {
    has_size = true;
    if (cm_failed(cm_parse_tok(p, CM_TOK_LPAREN)) ||
        cm_failed(cm_parse_operand(p, &size)) ||
        cm_failed(cm_parse_tok(p, CM_TOK_RPAREN)))
      goto done;
  }
  if (cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operand(p, &val, type, &vals)))
    goto done;
  if (has_size &&
      cm_failed(cm_resolve_operand(
          p, &size, cm_integer_type(st->ctx, 32, CM_SIGNLESS), &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(vals);
  return r;
}

static void arith_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_spv_print_enum_attr(p, op, CM_SPV_E_Scope, "execution_scope", true);
  cm_print_str(p, " ");
  cm_spv_print_enum_attr(p, op, CM_SPV_E_GroupOperation, "group_operation",
                         true);
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  if (cm_op_num_operands(op) > 1) {
    cm_print_str(p, " cluster_size(");
    cm_print_operand(p, cm_op_operand(op, 1));
    cm_print_str(p, ")");
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult arith_verify(CmOp *op) {
  if (cm_failed(cm_spv_check_group_scope(op)))
    return CM_FAILURE;
  if (attr_u32(op, "group_operation") == GO_CLUSTERED_REDUCE &&
      cm_op_num_operands(op) == 1)
    return cm_op_emit_error(op, "cluster size operand must be provided for "
                                "'ClusteredReduce' group operation");
  if (cm_op_num_operands(op) > 1) {
    int64_t n;
    if (!const_int(cm_op_operand(op, 1), &n))
      return cm_op_emit_error(op,
                              "cluster size operand must come from a constant "
                              "op");
    uint32_t u = (uint32_t)n;
    if (u == 0 || (u & (u - 1)))
      return cm_op_emit_error(op,
                              "cluster size operand must be a power of two");
  }
  return CM_SUCCESS;
}

static bool p_group_op(const CmAttr *a, const void *arg) {
  (void)arg;
  if (a->kind != CM_ATTR_INTEGER || !a->type ||
      !cm_type_is_signless_integer(a->type) || a->type->integer.width != 32)
    return false;
  return cm_spv_enum_str(CM_SPV_E_GroupOperation,
                         (uint32_t)a->integer.value) != NULL;
}
static const CmAttrConstraint ac_group_op = {
    "valid SPIR-V GroupOperation", p_group_op, NULL, NULL, NULL, 0};
static const CmOdsAttr arith_attrs[] = {
    {"execution_scope", &cm_spv_ac_scope, false, NULL},
    {"group_operation", &ac_group_op, false, NULL}};

#define ARITH_ODS(k)                                                           \
  static const CmOdsValue k##_operands[] = {                                   \
      {"value", CM_ODS_ONE, &cm_spv_tc_##k##_sv},                              \
      {"cluster_size", CM_ODS_OPTIONAL, &cm_spv_tc_int}};                      \
  static const CmOdsValue k##_results[] = {                                    \
      {"result", CM_ODS_ONE, &cm_spv_tc_##k##_sv}};                            \
  static const CmOdsOp k##_ods = {CM_ODS_OPERANDS(k##_operands),               \
                                  CM_ODS_RESULTS(k##_results),                 \
                                  CM_ODS_ATTRS(arith_attrs)}
ARITH_ODS(int);
ARITH_ODS(float);

/* ---- Ballot / Broadcast / Elect: `Scope ...` with the scope a keyword */
static CmResult scope_then(CmParser *p, CmOpState *st, int n_operands,
                           int n_types, bool ballot) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *t[2] = {NULL, NULL};
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_spv_parse_enum_attr(p, st, CM_SPV_E_Scope,
                                       "execution_scope", false)) ||
      (n_operands &&
       cm_failed(cm_parse_operand_list(p, &ops, n_operands, CM_DELIM_NONE))) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &t[0])) ||
      (n_types == 2 && (cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
                        cm_failed(cm_parse_type(p, &t[1])))))
    goto done;
  if (ballot) { /* the predicate is i1, the type is the result's */
    CmType *i1 = cm_integer_type(st->ctx, 1, CM_SIGNLESS);
    if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, &i1, 1, NULL,
                                      &vals)))
      goto done;
  } else if (n_operands &&
             cm_failed(cm_resolve_operands(p, ops.data, ops.len, t, 2, NULL,
                                           &vals))) {
    goto done;
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, t[0]);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}
static CmResult ballot_parse(CmParser *p, CmOpState *st) {
  return scope_then(p, st, 1, 1, true);
}
CmResult cm_spv_scope_broadcast_parse(CmParser *p, CmOpState *st) {
  return scope_then(p, st, 2, 2, false);
}
static CmResult elect_parse(CmParser *p, CmOpState *st) {
  return scope_then(p, st, 0, 1, false);
}

static const char *const scope_elided[] = {"execution_scope"};
static void scope_print(CmPrinter *p, CmOp *op, bool operand_types) {
  cm_print_str(p, " ");
  cm_spv_print_enum_attr(p, op, CM_SPV_E_Scope, "execution_scope", false);
  if (cm_op_num_operands(op)) {
    cm_print_str(p, " ");
    cm_print_op_operands(p, op);
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, scope_elided);
  cm_print_str(p, " : ");
  if (operand_types) {
    cm_print_type(p, cm_op_operand(op, 0)->type);
    cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, 1)->type);
  } else {
    cm_print_type(p, cm_op_result(op, 0)->type);
  }
}
static void result_type_print(CmPrinter *p, CmOp *op) {
  scope_print(p, op, false);
}
void cm_spv_scope_broadcast_print(CmPrinter *p, CmOp *op) {
  scope_print(p, op, true);
}

static CmResult broadcast_verify(CmOp *op) {
  if (cm_failed(cm_spv_check_group_scope(op)))
    return CM_FAILURE;
  /* Before SPIR-V 1.5 the id must be a constant (13 reads the version of
   * the enclosing spv.module's target env, v1.0 by default). */
  uint32_t version = 0;
  for (CmOp *m = cm_op_parent_op(op); m; m = cm_op_parent_op(m))
    if (cm_op_name_is(m, "spv.module")) {
      CmAttr *env = cm_spv_lookup_target_env(m);
      if (env)
        version = cm_spv_vce_version(cm_spv_target_env_vce(env));
      break;
    }
  if (version < 5) {
    CmOp *d = cm_value_defining_op(cm_op_operand(op, 1));
    if (!d || !(cm_op_name_is(d, "spv.Constant") ||
                cm_op_name_is(d, "spv.mlir.referenceof")))
      return cm_op_emit_error(op, "id must be the result of a constant op");
  }
  return CM_SUCCESS;
}

static bool p_ivec4(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_VECTOR && cm_shaped_num_elements(t) == 4 &&
         cm_spv_is_int(t->shaped.elem) &&
         t->shaped.elem->integer.signedness != CM_SIGNED;
}
static const CmTypeConstraint tc_ivec4 = {
    "vector of 8/16/32/64-bit signless/unsigned integer values of length 4",
    p_ivec4, NULL, NULL};
static const CmOdsAttr scope_attrs[] = {
    {"execution_scope", &cm_spv_ac_scope, false, NULL}};
static const CmOdsValue ballot_operands[] = {
    {"predicate", CM_ODS_ONE, &cm_spv_tc_bool}};
static const CmOdsValue ballot_results[] = {{"result", CM_ODS_ONE, &tc_ivec4}};
static const CmOdsOp ballot_ods = {CM_ODS_OPERANDS(ballot_operands),
                                   CM_ODS_RESULTS(ballot_results),
                                   CM_ODS_ATTRS(scope_attrs)};
static const CmOdsValue bcast_operands[] = {
    {"value", CM_ODS_ONE, &cm_spv_tc_type}, {"id", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsValue bcast_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_type}};
static const CmOdsTypeRel bcast_rels[] = {
    {"value", "result", NULL, "all of {value, result} have same type"}};
static const CmOdsOp bcast_ods = {
    CM_ODS_OPERANDS(bcast_operands), CM_ODS_RESULTS(bcast_results),
    CM_ODS_ATTRS(scope_attrs), CM_ODS_TYPE_RELS(bcast_rels)};
static const CmOdsValue elect_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_bool}};
static const CmOdsOp elect_ods = {CM_ODS_RESULTS(elect_results),
                                  CM_ODS_ATTRS(scope_attrs)};

#define ARITH(nm, k)                                                           \
  {.name = "spv.GroupNonUniform" nm, .parse = arith_parse,                     \
   .print = arith_print, .verify = arith_verify, .ods = &k##_ods}

static const CmOpDef non_uniform_ops[] = {
    {.name = "spv.GroupNonUniformBallot", .parse = ballot_parse,
     .print = result_type_print, .verify = cm_spv_check_group_scope, .ods = &ballot_ods},
    {.name = "spv.GroupNonUniformBroadcast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT, .parse = cm_spv_scope_broadcast_parse,
     .print = cm_spv_scope_broadcast_print, .verify = broadcast_verify, .ods = &bcast_ods},
    {.name = "spv.GroupNonUniformElect", .parse = elect_parse,
     .print = result_type_print, .verify = cm_spv_check_group_scope, .ods = &elect_ods},
    ARITH("FAdd", float), ARITH("FMax", float), ARITH("FMin", float),
    ARITH("FMul", float), ARITH("IAdd", int),   ARITH("IMul", int),
    ARITH("SMax", int),   ARITH("SMin", int),   ARITH("UMax", int),
    ARITH("UMin", int),
};

#define V13(nm, oc, caps)                                                      \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 3), CM_SPV_V(1, 5), "", caps)
#define ARITH_CAPS                                                             \
  "GroupNonUniformArithmetic,GroupNonUniformClustered,"                        \
  "GroupNonUniformPartitionedNV"
#define ARITH_INFO(nm, oc) V13("spv.GroupNonUniform" nm, oc, ARITH_CAPS)
static const CmSpvOpInfo non_uniform_info[] = {
    V13("spv.GroupNonUniformBallot", 339, "GroupNonUniformBallot"),
    V13("spv.GroupNonUniformBroadcast", 337, "GroupNonUniformBallot"),
    V13("spv.GroupNonUniformElect", 333, "GroupNonUniform"),
    ARITH_INFO("FAdd", 350), ARITH_INFO("FMax", 358), ARITH_INFO("FMin", 355),
    ARITH_INFO("FMul", 352), ARITH_INFO("IAdd", 349), ARITH_INFO("IMul", 351),
    ARITH_INFO("SMax", 356), ARITH_INFO("SMin", 353), ARITH_INFO("UMax", 357),
    ARITH_INFO("UMin", 354),
};

void cm_spv_register_non_uniform_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, non_uniform_ops, CM_ODS_ARRAY_LEN(non_uniform_ops));
}

const CmSpvOpInfo *cm_spv_non_uniform_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(non_uniform_info);
  return non_uniform_info;
}
