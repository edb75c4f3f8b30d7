/* ops_exception.c - exception handling of the llvm dialect (MLIR 13):
 * llvm.invoke, llvm.landingpad, llvm.resume.
 *
 *   %r = llvm.invoke @f(%a) to ^ok(%x : i32) unwind ^lp : (i32) -> i32
 *   %r = llvm.invoke %fptr(%a) to ^ok unwind ^lp : (i32) -> i32
 *   %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr<i8>)
 *                                 (filter %arr : !llvm.array<1 x i8>)
 *                         : !llvm.struct<(ptr<i8>, i32)>
 *   llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
 *
 * llvm.invoke's operands are three groups (operand_segment_sizes): the call
 * operands (the callee pointer first for an indirect call), the operands of
 * the normal destination, those of the unwind destination.  Like 13, the
 * printer lists every operand of the op (but an indirect callee) between
 * the parentheses and in the function type.
 */
#include "llvm_internal.h"




static void append_values(CmOpState *st, CmValueVec *v) {
  for (size_t i = 0; i < v->len; i++)
    CM_VEC_PUSH(st->operands, v->data[i]);
}

/* ---------------------------------------------------------------------- */
/* llvm.invoke                                                             */
/* ---------------------------------------------------------------------- */

static unsigned segment(const CmOp *op, unsigned i) {
  CmAttr *a = cm_op_get_attr(op, "operand_segment_sizes");
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return 0;
  /* dense<[a, b, c]> : vector<3xi32>, or a splat */
  unsigned k = a->dense.splat ? 0 : i;
  if ((size_t)(k + 1) * 4 > a->dense.num_bytes)
    return 0;
  const uint8_t *d = a->dense.data + 4 * k;
  int32_t v = (int32_t)((uint32_t)d[0] | (uint32_t)d[1] << 8 |
                        (uint32_t)d[2] << 16 | (uint32_t)d[3] << 24);
  return v < 0 ? 0 : (unsigned)v;
}

static CmResult invoke_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmOperandVec ops = {0}, normal_u = {0};
  CmValueVec normal = {0}, unwind = {0}, resolved = {0};
  CmTypeVec types = {0};
  CmResult r = CM_FAILURE;
  CmBlock *normal_dest = NULL, *unwind_dest = NULL;
  bool direct = cm_parser_token(p)->kind == CM_TOK_AT_ID;
  (void)normal_u;
  if (direct) {
    CmAttr *callee = NULL;
    if (cm_failed(cm_parse_attribute(p, NULL, &callee)))
      goto done;
    cm_op_state_add_attr(st, "callee", callee);
  } else {
    CmUnresolvedOperand fp;
    if (cm_failed(cm_parse_operand(p, &fp)))
      goto done;
    CM_VEC_PUSH(ops, fp);
  }
  if (cm_failed(cm_parse_operand_list(p, &ops, -1, CM_DELIM_PAREN)) ||
      cm_failed(cm_parse_keyword(p, "to")) ||
      cm_failed(cm_parse_successor_and_use_list(p, &normal_dest, &normal)) ||
      cm_failed(cm_parse_keyword(p, "unwind")) ||
      cm_failed(cm_parse_successor_and_use_list(p, &unwind_dest, &unwind)))
    goto done;
  {
    CmNamedAttrVec attrs = {0};
    r = cm_parse_optional_attr_dict(p, &attrs);
    for (size_t i = 0; i < attrs.len; i++)
      CM_VEC_PUSH(st->attrs, attrs.data[i]);
    CM_VEC_FREE(attrs);
    if (cm_failed(r))
      goto done;
    r = CM_FAILURE;
  }
  if (cm_failed(cm_parse_tok(p, CM_TOK_COLON)))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  CmType *fn;
  if (cm_failed(cm_parse_type(p, &fn)))
    goto done;
  if (fn->kind != CM_TYPE_FUNCTION) {
    cm_llvm_custom_error_at(p, st, type_pos, "invalid kind of type specified");
    goto done;
  }
  unsigned nin = fn->func.num_inputs, nres = fn->func.num_results;
  CmType **ins = fn->func.types, **res = fn->func.types + nin;
  const char *name_pos = cm_parser_op_name_pos(p);
  if (direct) {
    if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, ins, nin,
                                      name_pos, &resolved)))
      goto done;
    for (unsigned i = 0; i < nres; i++)
      CM_VEC_PUSH(st->types, res[i]);
  } else {
    if (nres > 1) {
      cm_llvm_custom_error_at(p, st, type_pos, "expected function with 0 or 1 result");
      goto done;
    }
    CmType *rt = nres ? res[0] : cm_llvm_void_type(ctx);
    CmType *pt = cm_llvm_ptr_type(cm_llvm_func_type(rt, nin, ins, false), 0);
    if (cm_failed(cm_resolve_operand(p, &ops.data[0], pt, &resolved)) ||
        cm_failed(cm_resolve_operands(p, ops.data + 1, ops.len - 1, ins, nin,
                                      name_pos, &resolved)))
      goto done;
    CM_VEC_PUSH(st->types, rt);
  }
  append_values(st, &resolved);
  append_values(st, &normal);
  append_values(st, &unwind);
  CM_VEC_PUSH(st->successors, normal_dest);
  CM_VEC_PUSH(st->successors, unwind_dest);
  {
    int32_t sizes[3] = {(int32_t)ops.len, (int32_t)normal.len,
                        (int32_t)unwind.len};
    uint8_t bytes[12];
    for (unsigned i = 0; i < 3; i++)
      for (unsigned b = 0; b < 4; b++)
        bytes[4 * i + b] = (uint8_t)((uint32_t)sizes[i] >> (8 * b));
    int64_t shape[1] = {3};
    CmType *vt = cm_vector_type(1, shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
    bool splat = sizes[0] == sizes[1] && sizes[1] == sizes[2];
    cm_op_state_add_attr(st, "operand_segment_sizes",
                         cm_dense_elements_attr(vt, splat, splat ? 4 : 12,
                                                bytes));
  }
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(normal);
  CM_VEC_FREE(unwind);
  CM_VEC_FREE(resolved);
  CM_VEC_FREE(types);
  return r;
}

static void print_successor(CmPrinter *p, CmOp *op, unsigned succ,
                            unsigned start, unsigned n) {
  CmValueVec v = {0};
  unsigned total = cm_op_num_operands(op);
  for (unsigned i = start; i < start + n && i < total; i++)
    CM_VEC_PUSH(v, cm_op_operand(op, i));
  cm_print_successor_and_use_list(p, cm_op_successor(op, succ),
                                  (unsigned)v.len, v.data);
  CM_VEC_FREE(v);
}

static void invoke_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"callee", "operand_segment_sizes"};
  CmAttr *callee = cm_op_get_attr(op, "callee");
  unsigned n = cm_op_num_operands(op), first = 0;
  cm_print_str(p, " ");
  if (callee) {
    cm_print_attr(p, callee);
  } else if (n) {
    cm_print_operand(p, cm_op_operand(op, 0));
    first = 1;
  }
  /* All operands, as 13's printer (not only the call's). */
  cm_print_str(p, "(");
  for (unsigned i = first; i < n; i++) {
    if (i > first)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, ")");
  unsigned s0 = segment(op, 0), s1 = segment(op, 1), s2 = segment(op, 2);
  cm_print_str(p, " to ");
  print_successor(p, op, 0, s0, s1);
  cm_print_str(p, " unwind ");
  print_successor(p, op, 1, s0 + s1, s2);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
  cm_print_str(p, " : (");
  for (unsigned i = first; i < n; i++) {
    if (i > first)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, i)->type);
  }
  cm_print_str(p, ") -> ");
  CmTypeVec rt = {0};
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    CM_VEC_PUSH(rt, cm_op_result(op, i)->type);
  cm_print_arrow_type_list(p, (unsigned)rt.len, rt.data);
  CM_VEC_FREE(rt);
}

static CmResult invoke_verify(CmOp *op) {
  CmBlock *unwind = cm_op_successor(op, 1);
  CmOp *first = unwind ? unwind->first : NULL;
  if (!first)
    return cm_op_emit_plain_error(
        op, "must have at least one operation in unwind destination");
  if (!cm_op_name_is(first, "llvm.landingpad"))
    return cm_op_emit_plain_error(op, "first operation in unwind destination "
                                      "should be a llvm.landingpad operation");
  return CM_SUCCESS;
}

static bool invoke_successor_operands(CmOp *op, unsigned i, unsigned *start,
                                      unsigned *count) {
  unsigned s0 = segment(op, 0), s1 = segment(op, 1), s2 = segment(op, 2);
  if (i == 0) {
    *start = s0;
    *count = s1;
  } else {
    *start = s0 + s1;
    *count = s2;
  }
  return true;
}
static CmAttr *invoke_callee_symbol(CmOp *op) {
  return cm_op_get_attr(op, "callee");
}
static CmValue *invoke_callee_value(CmOp *op) {
  return cm_op_get_attr(op, "callee") || !segment(op, 0) ? NULL
                                                          : cm_op_operand(op, 0);
}
static unsigned invoke_args_begin(CmOp *op) {
  return cm_op_get_attr(op, "callee") ? 0 : 1;
}
static const CmBranchInterface invoke_branch = {invoke_successor_operands,
                                                NULL};
static const CmCallInterface invoke_call = {
    invoke_callee_symbol, invoke_callee_value, invoke_args_begin};
static const CmInterfaceImpl invoke_ifaces[] = {
    {CM_IFACE_BRANCH, &invoke_branch}, {CM_IFACE_CALL, &invoke_call}};

static const CmOdsValue invoke_operands[] = {
    {"callee_operands", CM_ODS_VARIADIC, &cm_llvm_tc_type},
    {"normalDestOperands", CM_ODS_VARIADIC, &cm_llvm_tc_type},
    {"unwindDestOperands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsValue invoke_results[] = {
    {"res", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsAttr invoke_attrs[] = {
    {"callee", &cm_ac_flat_symbol_ref, true, NULL}};
static const CmOdsSuccessor invoke_successors[] = {{"normalDest", false},
                                                   {"unwindDest", false}};
static const CmOdsOp invoke_ods = {.summary = "llvm.invoke",
                                   CM_ODS_OPERANDS(invoke_operands),
                                   CM_ODS_RESULTS(invoke_results),
                                   CM_ODS_ATTRS(invoke_attrs),
                                   CM_ODS_SUCCESSORS(invoke_successors),
                                   CM_ODS_INTERFACES(invoke_ifaces)};

/* ---------------------------------------------------------------------- */
/* llvm.landingpad                                                         */
/* ---------------------------------------------------------------------- */

/* `cleanup`? (`(` (`catch` | `filter`) %v `:` type `)`)* `:` type; no
 * attribute dictionary (as 13). */
static CmResult landingpad_parse(CmParser *p, CmOpState *st) {
  if (cm_parse_optional_keyword(p, "cleanup"))
    cm_op_state_add_attr(st, "cleanup", cm_unit_attr(st->ctx));
  while (cm_parse_optional_tok(p, CM_TOK_LPAREN) &&
         (cm_parse_optional_keyword(p, "filter") ||
          cm_parse_optional_keyword(p, "catch"))) {
    CmUnresolvedOperand u;
    CmType *t;
    CmValueVec v = {0};
    if (cm_failed(cm_parse_operand(p, &u)) ||
        cm_failed(cm_parse_colon_type(p, &t)) ||
        cm_failed(cm_resolve_operand(p, &u, t, &v)) ||
        cm_failed(cm_parse_tok(p, CM_TOK_RPAREN))) {
      CM_VEC_FREE(v);
      return CM_FAILURE;
    }
    append_values(st, &v);
    CM_VEC_FREE(v);
  }
  CmType *t;
  if (cm_failed(cm_parse_colon_type(p, &t)))
    return CM_FAILURE;
  CM_VEC_PUSH(st->types, t);
  return CM_SUCCESS;
}

static void landingpad_print(CmPrinter *p, CmOp *op) {
  if (cm_op_get_attr(op, "cleanup"))
    cm_print_str(p, " cleanup");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    cm_print_str(p, cm_llvm_type_id(v->type) == CM_LLVM_ARRAY ? " (filter "
                                                              : " (catch ");
    cm_print_operand(p, v);
    cm_print_str(p, " : ");
    cm_print_type(p, v->type);
    cm_print_str(p, ")");
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmOp *parent_llvm_func(CmOp *op) {
  for (CmOp *q = cm_op_parent_op(op); q; q = cm_op_parent_op(q))
    if (cm_op_name_is(q, "llvm.func"))
      return q;
  return NULL;
}

static CmResult landingpad_verify(CmOp *op) {
  CmOp *fn = parent_llvm_func(op);
  if (fn && !cm_op_get_attr(fn, "personality"))
    return cm_op_emit_plain_error(
        op, "llvm.landingpad needs to be in a function with a personality");
  unsigned n = cm_op_num_operands(op);
  if (!cm_op_get_attr(op, "cleanup") && n == 0)
    return cm_op_emit_plain_error(op, "landingpad instruction expects at least "
                                      "one clause or cleanup attribute");
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = cm_op_operand(op, i);
    if (cm_llvm_type_id(v->type) == CM_LLVM_ARRAY)
      continue; /* filter clauses are not checked in 13 */
    CmOp *def = cm_value_defining_op(v);
    if (def && cm_op_name_is(def, "llvm.bitcast")) {
      CmOp *arg = cm_op_num_operands(def)
                      ? cm_value_defining_op(cm_op_operand(def, 0))
                      : NULL;
      if (arg && cm_op_name_is(arg, "llvm.mlir.addressof"))
        continue;
      CmDiag *d = cm_op_diag_plain_error(op, "constant clauses expected");
      cm_diag_note(d, cm_op_loc(def),
                   "global addresses expected as operand to bitcast used in "
                   "clauses for landingpad");
      return cm_diag_report(d);
    }
    if (def && (cm_op_name_is(def, "llvm.mlir.null") ||
                cm_op_name_is(def, "llvm.mlir.addressof")))
      continue;
    return cm_op_emit_plain_error(
        op, "clause #%u is not a known constant - null, addressof, bitcast", i);
  }
  return CM_SUCCESS;
}

static const CmOdsValue landingpad_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsValue landingpad_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsAttr landingpad_attrs[] = {
    {"cleanup", &cm_ac_unit, true, NULL}};
static const CmOdsOp landingpad_ods = {.summary = "llvm.landingpad",
                                       CM_ODS_OPERANDS(landingpad_operands),
                                       CM_ODS_RESULTS(landingpad_results),
                                       CM_ODS_ATTRS(landingpad_attrs)};

/* ---------------------------------------------------------------------- */
/* llvm.resume                                                             */
/* ---------------------------------------------------------------------- */

static CmResult resume_verify(CmOp *op) {
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (!def || !cm_op_name_is(def, "llvm.landingpad"))
    return cm_op_emit_error(op, "expects landingpad value as operand");
  return CM_SUCCESS;
}

static const CmOdsValue resume_operands[] = {
    {"value", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsOp resume_ods = {.summary = "llvm.resume",
                                   CM_ODS_OPERANDS(resume_operands),
                                   .format = "$value attr-dict `:` "
                                             "type($value)"};

static const CmOpDef exception_ops[] = {
    {.name = "llvm.invoke",
     .traits = CM_TRAIT_TERMINATOR | CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS |
               CM_TRAIT_CALL,
     .parse = invoke_parse,
     .print = invoke_print,
     .verify = invoke_verify,
     .ods = &invoke_ods},
    {.name = "llvm.landingpad",
     .parse = landingpad_parse,
     .print = landingpad_print,
     .verify = landingpad_verify,
     .ods = &landingpad_ods},
    {.name = "llvm.resume",
     .traits = CM_TRAIT_TERMINATOR,
     .verify = resume_verify,
     .ods = &resume_ods},
};

void cm_llvm_register_exception_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, exception_ops, CM_ODS_ARRAY_LEN(exception_ops));
}
