/* ops_arith.c - arithmetic of the LLVM dialect (MLIR 13): the integer
 * binary ops (add ... ashr), the float binary ops and fneg (with the
 * `fastmathFlags` attribute), icmp, fcmp, select and freeze.
 *
 * The binary ops print as upstream's `$lhs, $rhs custom<LLVMOpAttrs>(
 * attr-dict) : type($res)`: the attribute dictionary follows a space of
 * its own, hence the double space of `llvm.add %a, %b  : i32`, and an
 * empty `fastmathFlags` is not printed.
 */
#include "llvm_internal.h"

#include <string.h>

/* ---------------------------------------------------------------------
 * binary and unary ops: `%a, %b attrs : T`, `%a attrs : T`
 * --------------------------------------------------------------------- */
static CmResult parse_arith(CmParser *p, CmOpState *st, unsigned nops) {
  CmUnresolvedOperand ops[2];
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  for (unsigned i = 0; i < nops; i++)
    if ((i && cm_parse_tok(p, CM_TOK_COMMA)) || cm_parse_operand(p, &ops[i]))
      goto done;
  if (cm_parse_optional_attr_dict(p, &attrs) || cm_parse_colon_type(p, &t))
    goto done;
  for (unsigned i = 0; i < nops; i++)
    if (cm_llvm_resolve_one(p, &ops[i], t, st))
      goto done;
  CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}
static CmResult binary_parse(CmParser *p, CmOpState *st) {
  return parse_arith(p, st, 2);
}
static CmResult unary_parse(CmParser *p, CmOpState *st) {
  return parse_arith(p, st, 1);
}

static void arith_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " ");
  cm_llvm_print_attr_dict(p, op, 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static const CmOdsValue int_bin_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_llvm_tc_int_or_vec},
    {"rhs", CM_ODS_ONE, &cm_llvm_tc_int_or_vec}};
static const CmOdsValue int_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_int_or_vec}};
static const CmOdsOp int_bin_ods = {
    .summary = "LLVM integer binary operation",
    CM_ODS_OPERANDS(int_bin_operands),
    CM_ODS_RESULTS(int_results),
};

static const CmOdsValue float_bin_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_llvm_tc_float_or_vec},
    {"rhs", CM_ODS_ONE, &cm_llvm_tc_float_or_vec}};
static const CmOdsValue float_operand[] = {
    {"operand", CM_ODS_ONE, &cm_llvm_tc_float_or_vec}};
static const CmOdsValue float_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_float_or_vec}};
static const CmOdsAttr fmf_attrs[] = {
    {"fastmathFlags", &cm_llvm_ac_fastmath, true, NULL}};
static const CmOdsOp float_bin_ods = {
    .summary = "LLVM floating point binary operation",
    CM_ODS_OPERANDS(float_bin_operands),
    CM_ODS_RESULTS(float_results),
    CM_ODS_ATTRS(fmf_attrs),
};
static const CmOdsOp fneg_ods = {
    .summary = "LLVM fneg operation",
    CM_ODS_OPERANDS(float_operand),
    CM_ODS_RESULTS(float_results),
    CM_ODS_ATTRS(fmf_attrs),
};

/* ---------------------------------------------------------------------
 * icmp / fcmp: `"pred" %a, %b attrs : T`
 * --------------------------------------------------------------------- */
/* i1, or a vector of i1 shaped like the operand type. */
static CmType *cmp_result_type(CmContext *ctx, CmType *t) {
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  if (!cm_llvm_vector_elem(t))
    return i1;
  if (cm_llvm_type_id(t) == CM_LLVM_VEC) {
    if (cm_llvm_vec_is_scalable(t))
      return cm_llvm_vec_type(i1, cm_llvm_vec_count(t), true);
    int64_t n = cm_llvm_vec_count(t);
    return cm_vector_type(1, &n, i1);
  }
  return cm_vector_type(1, t->shaped.shape, i1);
}

static CmResult cmp_parse(CmParser *p, CmOpState *st, bool is_float) {
  CmContext *ctx = cm_parser_context(p);
  CmNamedAttrVec attrs = {0};
  CmUnresolvedOperand lhs, rhs;
  CmResult r = CM_FAILURE;
  CmAttr *pred = NULL;
  CmType *t;
  const char *pred_pos = cm_parser_pos(p);
  if (cm_parse_attribute(p, NULL, &pred))
    goto done;
  if (pred->kind != CM_ATTR_STRING) {
    cm_llvm_custom_error_at(p, st, pred_pos,
                            "invalid kind of attribute specified");
    goto done;
  }
  if (cm_parse_operand(p, &lhs) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &rhs) || cm_parse_optional_attr_dict(p, &attrs) ||
      cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t) || cm_llvm_resolve_one(p, &lhs, t, st) ||
      cm_llvm_resolve_one(p, &rhs, t, st))
    goto done;
  CmStr name = cm_ident_str(pred->str.value);
  int v = is_float ? cm_llvm_fcmp_from_name(name) : cm_llvm_icmp_from_name(name);
  if (v < 0) {
    cm_llvm_custom_error_at(p, st, pred_pos,
                            "'%.*s' is an incorrect value of the 'predicate' "
                            "attribute",
                            (int)name.len, name.data);
    goto done;
  }
  CmNamedAttr pa = {cm_ident_c(ctx, "predicate"),
                    cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), v)};
  CM_VEC_PUSH(attrs, pa);
  if (!cm_llvm_is_compatible_type(t)) {
    cm_llvm_custom_error_at(p, st, type_pos,
                            "expected LLVM dialect-compatible type");
    goto done;
  }
  CM_VEC_PUSH(st->types, cmp_result_type(ctx, t));
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}
static CmResult icmp_parse(CmParser *p, CmOpState *st) {
  return cmp_parse(p, st, false);
}
static CmResult fcmp_parse(CmParser *p, CmOpState *st) {
  return cmp_parse(p, st, true);
}

static void cmp_print(CmPrinter *p, CmOp *op) {
  int v = cm_llvm_predicate_of(op);
  bool is_float = cm_op_name_is(op, "llvm.fcmp");
  const char *name =
      v < 0 ? ""
            : is_float ? cm_llvm_fcmp_name((CmLLVMFCmpPredicate)v)
                       : cm_llvm_icmp_name((CmLLVMICmpPredicate)v);
  cm_print_str(p, " \"");
  cm_print_str(p, name);
  cm_print_str(p, "\" ");
  cm_print_op_operands(p, op);
  static const char *const elided[] = {"predicate"};
  if (is_float)
    cm_llvm_print_attr_dict(p, op, 1, elided);
  else
    cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static const CmOdsValue icmp_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_llvm_tc_int_or_ptr_or_vec},
    {"rhs", CM_ODS_ONE, &cm_llvm_tc_int_or_ptr_or_vec}};
static const CmOdsValue cmp_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_i1_or_vec}};
static const CmOdsAttr icmp_attrs[] = {
    {"predicate", &cm_llvm_ac_icmp_predicate, false, NULL}};
static const CmOdsOp icmp_ods = {
    .summary = "LLVM integer comparison operation",
    CM_ODS_OPERANDS(icmp_operands),
    CM_ODS_RESULTS(cmp_results),
    CM_ODS_ATTRS(icmp_attrs),
};
static const CmOdsAttr fcmp_attrs[] = {
    {"predicate", &cm_llvm_ac_fcmp_predicate, false, NULL},
    {"fastmathFlags", &cm_llvm_ac_fastmath, true, NULL}};
static const CmOdsOp fcmp_ods = {
    .summary = "LLVM floating point comparison operation",
    CM_ODS_OPERANDS(float_bin_operands),
    CM_ODS_RESULTS(cmp_results),
    CM_ODS_ATTRS(fcmp_attrs),
};

/* ---------------------------------------------------------------------
 * select / freeze
 * --------------------------------------------------------------------- */
static const CmOdsValue select_operands[] = {
    {"condition", CM_ODS_ONE, &cm_llvm_tc_i1_or_vec},
    {"trueValue", CM_ODS_ONE, &cm_llvm_tc_type},
    {"falseValue", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsValue any_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsTypeRel select_rels[] = {
    {"res", "trueValue", NULL,
     "all of {trueValue, falseValue, res} have same type"},
    {"res", "falseValue", NULL,
     "all of {trueValue, falseValue, res} have same type"}};
static const CmOdsOp select_ods = {
    .summary = "LLVM select operation",
    CM_ODS_OPERANDS(select_operands),
    CM_ODS_RESULTS(any_results),
    CM_ODS_TYPE_RELS(select_rels),
    .format = "operands attr-dict `:` type($condition) `,` type($res)",
};

static const CmOdsValue freeze_operands[] = {
    {"val", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsOp freeze_ods = {
    .summary = "LLVM freeze operation",
    CM_ODS_OPERANDS(freeze_operands),
    CM_ODS_RESULTS(any_results),
    .format = "$val attr-dict `:` type($val)",
};

/* ---------------------------------------------------------------------
 * registration
 * --------------------------------------------------------------------- */
#define ARITH_TRAITS                                                           \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)
#define INT_BIN(n, extra)                                                      \
  {.name = "llvm." n,                                                          \
   .traits = ARITH_TRAITS | (extra),                                           \
   .parse = binary_parse,                                                      \
   .print = arith_print,                                                       \
   .ods = &int_bin_ods}
#define FLOAT_BIN(n)                                                           \
  {.name = "llvm." n,                                                          \
   .traits = ARITH_TRAITS,                                                     \
   .parse = binary_parse,                                                      \
   .print = arith_print,                                                       \
   .ods = &float_bin_ods}

static const CmOpDef arith_ops[] = {
    INT_BIN("add", CM_TRAIT_COMMUTATIVE),
    INT_BIN("sub", 0),
    INT_BIN("mul", CM_TRAIT_COMMUTATIVE),
    INT_BIN("udiv", 0),
    INT_BIN("sdiv", 0),
    INT_BIN("urem", 0),
    INT_BIN("srem", 0),
    INT_BIN("and", 0),
    INT_BIN("or", 0),
    INT_BIN("xor", 0),
    INT_BIN("shl", 0),
    INT_BIN("lshr", 0),
    INT_BIN("ashr", 0),
    FLOAT_BIN("fadd"),
    FLOAT_BIN("fsub"),
    FLOAT_BIN("fmul"),
    FLOAT_BIN("fdiv"),
    FLOAT_BIN("frem"),
    {.name = "llvm.fneg",
     .traits = ARITH_TRAITS,
     .parse = unary_parse,
     .print = arith_print,
     .ods = &fneg_ods},
    {.name = "llvm.icmp",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = icmp_parse,
     .print = cmp_print,
     .ods = &icmp_ods},
    {.name = "llvm.fcmp",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = fcmp_parse,
     .print = cmp_print,
     .ods = &fcmp_ods},
    {.name = "llvm.select",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &select_ods},
    {.name = "llvm.freeze",
     .traits = CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE,
     .ods = &freeze_ods},
};

void cm_llvm_register_arith_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, arith_ops, CM_ODS_ARRAY_LEN(arith_ops));
}
