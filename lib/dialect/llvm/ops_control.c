/* ops_control.c - control flow and calls of the LLVM dialect (MLIR 13):
 * br, cond_br (with branch weights), switch, unreachable, call (direct
 * and indirect).  br / cond_br / switch implement the branch interface
 * the verifier uses for successor operands, call the call interface. */
#include "llvm_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static int64_t dense_len(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || !a->type ||
      !cm_type_is_shaped(a->type))
    return -1;
  return cm_shaped_num_elements(a->type);
}

static int64_t dense_int_at(const CmAttr *a, size_t i) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return -1;
  return cm_dense_get_int(a, i);
}

/* A dense i32 vector attribute (splat when all values are equal). */
static CmAttr *dense_i32_vector(CmContext *ctx, unsigned n,
                                const int32_t *vals) {
  int64_t shape = n;
  CmType *t = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++)
    if (vals[i] != vals[0])
      splat = false;
  uint8_t *bytes = cm_xmalloc(n ? 4 * (size_t)n : 1);
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)vals[i] >> (8 * k));
  CmAttr *a =
      cm_dense_elements_attr(t, splat, splat ? 4 : 4 * (size_t)n, bytes);
  free(bytes);
  return a;
}

/* operand_segment_sizes entry i, or -1 */
static int64_t segment(CmOp *op, unsigned i) {
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (dense_len(seg) != 3)
    return -1;
  return dense_int_at(seg, i);
}

/* ---------------------------------------------------------------------
 * llvm.br
 * --------------------------------------------------------------------- */
static const CmInterfaceImpl br_ifaces[] = {{CM_IFACE_BRANCH, &cm_branch_iface_all_operands}};
static const CmOdsValue br_operands[] = {
    {"destOperands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsSuccessor br_successors[] = {{"dest", false}};
static const CmOdsOp br_ods = {
    .summary = "LLVM branch operation",
    CM_ODS_OPERANDS(br_operands),
    CM_ODS_SUCCESSORS(br_successors),
    .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? "
              "attr-dict",
    CM_ODS_INTERFACES(br_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.cond_br
 * --------------------------------------------------------------------- */
static const CmInterfaceImpl cond_br_ifaces[] = {
    {CM_IFACE_BRANCH, &cm_branch_iface_cond}};
static const CmOdsValue cond_br_operands[] = {
    {"condition", CM_ODS_ONE, &cm_tc_i1},
    {"trueDestOperands", CM_ODS_VARIADIC, &cm_llvm_tc_type},
    {"falseDestOperands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsAttr cond_br_attrs[] = {
    {"branch_weights", &cm_ac_elements, true, NULL}};
static const CmOdsSuccessor cond_br_successors[] = {{"trueDest", false},
                                                    {"falseDest", false}};
static const CmOdsOp cond_br_ods = {
    .summary = "LLVM conditional branch operation",
    CM_ODS_OPERANDS(cond_br_operands),
    CM_ODS_ATTRS(cond_br_attrs),
    CM_ODS_SUCCESSORS(cond_br_successors),
    .format = "$condition ( `weights` `(` $branch_weights^ `)` )? `,` "
              "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) "
              "`)`)? `,` "
              "$falseDest (`(` $falseDestOperands^ `:` "
              "type($falseDestOperands) `)`)? attr-dict",
    CM_ODS_INTERFACES(cond_br_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.switch
 * --------------------------------------------------------------------- */
/* Segments [value, defaultOperands, caseOperands]; case k's operands
 * start at case_operand_offsets[k] within caseOperands. */
static bool switch_successor_operands(CmOp *op, unsigned i, unsigned *start,
                                      unsigned *count) {
  int64_t v = segment(op, 0), d = segment(op, 1), c = segment(op, 2);
  if (v < 0 || d < 0 || c < 0 || i >= cm_op_num_successors(op) ||
      (uint64_t)v + (uint64_t)d + (uint64_t)c != cm_op_num_operands(op))
    return false;
  if (i == 0) {
    *start = (unsigned)v;
    *count = (unsigned)d;
    return true;
  }
  unsigned k = i - 1, ncases = cm_op_num_successors(op) - 1;
  CmAttr *offs = cm_op_get_attr(op, "case_operand_offsets");
  if (!offs) { /* no offsets: only valid without case operands */
    *start = (unsigned)(v + d);
    *count = c == 0 ? 0 : (unsigned)c;
    return c == 0;
  }
  if (dense_len(offs) != (int64_t)ncases)
    return false;
  int64_t b = dense_int_at(offs, k);
  int64_t e = k + 1 < ncases ? dense_int_at(offs, k + 1) : c;
  if (b < 0 || e < b || e > c)
    return false;
  *start = (unsigned)(v + d + b);
  *count = (unsigned)(e - b);
  return true;
}
static const CmBranchInterface switch_branch = {switch_successor_operands,
                                                NULL};
static const CmInterfaceImpl switch_ifaces[] = {
    {CM_IFACE_BRANCH, &switch_branch}};

/* `^bb` or `^bb(%a, %b : t1, t2)`, collected for resolution at the end. */
static CmResult parse_dest(CmParser *p, CmBlock **dest, CmOperandVec *uses,
                           CmTypeVec *types) {
  if (cm_parse_successor(p, dest))
    return CM_FAILURE;
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN))
    return CM_SUCCESS;
  if (cm_parse_operand_list(p, uses, -1, CM_DELIM_NONE) ||
      cm_parse_colon_type_list(p, types) || cm_parse_tok(p, CM_TOK_RPAREN))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* upstream's $value `,` $defaultDestination (...)? `[` `\n`
 * custom<SwitchOpCases>(...) `]` attr-dict */
static CmResult switch_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand value;
  CmNamedAttrVec attrs = {0};
  CmOperandVec def_uses = {0}, case_uses = {0};
  CmTypeVec def_types = {0}, case_types = {0};
  CM_VEC(int32_t) values = {0};
  CM_VEC(int32_t) offsets = {0};
  CM_VEC(CmBlock *) dests = {0};
  CmResult r = CM_FAILURE;
  CmBlock *def_dest = NULL;
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);

  if (cm_parse_operand(p, &value) || cm_parse_tok(p, CM_TOK_COMMA))
    goto done;
  const char *def_pos = cm_parser_pos(p);
  if (parse_dest(p, &def_dest, &def_uses, &def_types) ||
      cm_parse_tok(p, CM_TOK_LSQUARE))
    goto done;
  const char *cases_pos = cm_parser_pos(p);
  int64_t v;
  CmOptResult o = cm_parse_optional_integer(p, &v);
  if (o == CM_OPT_FAILURE)
    goto done;
  if (o == CM_OPT_SUCCESS) {
    for (;;) {
      if (v < INT32_MIN || v > INT32_MAX) {
        /* the value was just consumed: point at its start */
        cm_llvm_custom_error_at(p, st, cases_pos, "integer value too large");
        goto done;
      }
      CM_VEC_PUSH(values, (int32_t)v);
      CmBlock *dest;
      int32_t off = (int32_t)case_uses.len;
      if (cm_parse_tok(p, CM_TOK_COLON) ||
          parse_dest(p, &dest, &case_uses, &case_types))
        goto done;
      CM_VEC_PUSH(offsets, off);
      CM_VEC_PUSH(dests, dest);
      if (!cm_parse_optional_tok(p, CM_TOK_COMMA))
        break;
      cases_pos = cm_parser_pos(p);
      if (cm_parse_integer(p, &v))
        goto done;
    }
  }
  if (cm_parse_tok(p, CM_TOK_RSQUARE) ||
      cm_parse_optional_attr_dict(p, &attrs))
    goto done;

  if (cm_llvm_resolve_one(p, &value, i32, st) ||
      cm_llvm_resolve_all(p, def_uses.data, def_uses.len, def_types.data,
                          def_types.len, def_pos, st) ||
      cm_llvm_resolve_all(p, case_uses.data, case_uses.len, case_types.data,
                          case_types.len, cases_pos, st))
    goto done;
  CM_VEC_PUSH(st->successors, def_dest);
  for (size_t i = 0; i < dests.len; i++)
    CM_VEC_PUSH(st->successors, dests.data[i]);
  if (values.len) {
    CmNamedAttr cv = {cm_ident_c(ctx, "case_values"),
                      dense_i32_vector(ctx, (unsigned)values.len,
                                       values.data)};
    CmNamedAttr co = {cm_ident_c(ctx, "case_operand_offsets"),
                      dense_i32_vector(ctx, (unsigned)offsets.len,
                                       offsets.data)};
    CM_VEC_PUSH(attrs, cv);
    CM_VEC_PUSH(attrs, co);
  }
  int32_t segs[3] = {1, (int32_t)def_uses.len, (int32_t)case_uses.len};
  CmNamedAttr sa = {cm_ident_c(ctx, "operand_segment_sizes"),
                    dense_i32_vector(ctx, 3, segs)};
  CM_VEC_PUSH(attrs, sa);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(def_uses);
  CM_VEC_FREE(case_uses);
  CM_VEC_FREE(def_types);
  CM_VEC_FREE(case_types);
  CM_VEC_FREE(values);
  CM_VEC_FREE(offsets);
  CM_VEC_FREE(dests);
  return r;
}

static void print_dest(CmPrinter *p, CmOp *op, unsigned succ) {
  unsigned start = 0, count = 0;
  if (!switch_successor_operands(op, succ, &start, &count))
    count = 0;
  CmValue *inl[8];
  CmValue **vals = count <= 8 ? inl : cm_xmalloc(sizeof(CmValue *) * count);
  for (unsigned i = 0; i < count; i++)
    vals[i] = cm_op_operand(op, start + i);
  cm_print_successor_and_use_list(p, cm_op_successor(op, succ), count, vals);
  if (vals != inl)
    free(vals);
}

/* A case value as upstream prints it: APInt::getLimitedValue, i.e. the
 * value zero-extended from its element width. */
static uint64_t case_value_limited(const CmAttr *cv, size_t i) {
  int64_t v = cm_dense_get_int(cv, i);
  CmType *elem = cv->type->shaped.elem;
  unsigned width = elem && elem->kind == CM_TYPE_INTEGER ? elem->integer.width
                                                          : 64;
  if (width < 64)
    return (uint64_t)v & ((UINT64_C(1) << width) - 1);
  return (uint64_t)v;
}

static void switch_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  print_dest(p, op, 0);
  cm_print_str(p, " [");
  cm_print_newline(p);
  CmAttr *cv = cm_op_get_attr(op, "case_values");
  int64_t n = dense_len(cv);
  if (cv && !cv->dense.is_string && n > 0 &&
      cv->type->shaped.elem->kind == CM_TYPE_INTEGER) {
    unsigned nsucc = cm_op_num_successors(op);
    for (int64_t i = 0; i < n && (uint64_t)i + 1 < nsucc; i++) {
      if (i) {
        cm_print_str(p, ",");
        cm_print_newline(p);
      }
      cm_print_printf(p, "  %" PRIu64 ": ", case_value_limited(cv, (size_t)i));
      print_dest(p, op, (unsigned)i + 1);
    }
    cm_print_newline(p);
  }
  cm_print_str(p, "]");
  static const char *const elided[] = {"case_values", "case_operand_offsets",
                                       "operand_segment_sizes"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, elided);
}

static CmResult switch_verify(CmOp *op) {
  CmAttr *cv = cm_op_get_attr(op, "case_values");
  unsigned ncases = cm_op_num_successors(op) - 1;
  int64_t n = cv ? dense_len(cv) : 0;
  if ((!cv && ncases) || (cv && n != (int64_t)ncases))
    return cm_op_emit_error(op, "expects number of case values to match "
                                "number of case destinations");
  CmAttr *bw = cm_op_get_attr(op, "branch_weights");
  int64_t nw = bw ? dense_len(bw) : 0;
  if (bw && nw != (int64_t)cm_op_num_successors(op))
    return cm_op_emit_plain_error(op,
                                  "expects number of branch weights to match "
                                  "number of successors: %" PRId64 " vs %u",
                                  nw, cm_op_num_successors(op));
  return CM_SUCCESS;
}

static const CmOdsValue switch_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_i32},
    {"defaultOperands", CM_ODS_VARIADIC, &cm_tc_any},
    {"caseOperands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsAttr switch_attrs[] = {
    {"case_values", &cm_ac_elements, true, NULL},
    {"case_operand_offsets", &cm_ac_elements, true, NULL},
    {"branch_weights", &cm_ac_elements, true, NULL}};
static const CmOdsSuccessor switch_successors[] = {
    {"defaultDestination", false}, {"caseDestinations", true}};
static const CmOdsOp switch_ods = {
    .summary = "Switch over an integer value",
    CM_ODS_OPERANDS(switch_operands),
    CM_ODS_ATTRS(switch_attrs),
    CM_ODS_SUCCESSORS(switch_successors),
    CM_ODS_INTERFACES(switch_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.unreachable
 * --------------------------------------------------------------------- */
static const CmOdsOp unreachable_ods = {
    .summary = "LLVM unreachable operation",
    .format = "attr-dict",
};

/* ---------------------------------------------------------------------
 * llvm.call
 * --------------------------------------------------------------------- */
static CmAttr *call_callee_symbol(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "callee");
  return a && a->kind == CM_ATTR_SYMBOL_REF ? a : NULL;
}
static CmValue *call_callee_value(CmOp *op) {
  return call_callee_symbol(op) || !cm_op_num_operands(op)
             ? NULL
             : cm_op_operand(op, 0);
}
static unsigned call_args_begin(CmOp *op) {
  return call_callee_symbol(op) ? 0 : 1;
}
static const CmCallInterface call_call = {call_callee_symbol,
                                          call_callee_value, call_args_begin};
static const CmInterfaceImpl call_ifaces[] = {{CM_IFACE_CALL, &call_call}};

static CmResult call_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  /* an indirect callee (`%f`) or a symbol */
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE))
    goto done;
  bool direct = ops.len == 0;
  if (direct) {
    const char *pos = cm_parser_pos(p);
    CmAttr *callee;
    if (cm_parse_attribute(p, cm_none_type(ctx), &callee))
      goto done;
    if (callee->kind != CM_ATTR_SYMBOL_REF) {
      cm_llvm_custom_error_at(p, st, pos,
                              "invalid kind of attribute specified");
      goto done;
    }
    CmNamedAttr na = {cm_ident_c(ctx, "callee"), callee};
    CM_VEC_PUSH(attrs, na);
  }
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_PAREN) ||
      cm_parse_optional_attr_dict(p, &attrs) || cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t))
    goto done;
  if (t->kind != CM_TYPE_FUNCTION) {
    cm_llvm_custom_error_at(p, st, type_pos, "expected function type");
    goto done;
  }
  unsigned nin = t->func.num_inputs, nres = t->func.num_results;
  const char *name_pos = cm_parser_op_name_pos(p);
  if (!name_pos)
    name_pos = type_pos;
  if (direct) {
    if (cm_llvm_resolve_all(p, ops.data, ops.len, t->func.types, nin,
                            name_pos, st))
      goto done;
    for (unsigned i = 0; i < nres; i++)
      CM_VEC_PUSH(st->types, t->func.types[nin + i]);
  } else {
    if (nres > 1) {
      cm_llvm_custom_error_at(p, st, type_pos,
                              "expected function with 0 or 1 result");
      goto done;
    }
    CmType *res = nres ? t->func.types[nin] : cm_llvm_void_type(ctx);
    if (nres && !cm_llvm_is_compatible_type(res)) {
      cm_llvm_custom_error_at(p, st, type_pos,
                              "expected result to have LLVM type");
      goto done;
    }
    for (unsigned i = 0; i < nin; i++)
      if (!cm_llvm_is_compatible_type(t->func.types[i])) {
        cm_llvm_custom_error_at(p, st, type_pos,
                                "expected LLVM types as inputs");
        goto done;
      }
    CmType *fn = cm_llvm_func_type(res, nin, t->func.types, false);
    if (cm_llvm_resolve_one(p, &ops.data[0], cm_llvm_ptr_type(fn, 0), st) ||
        cm_llvm_resolve_all(p, ops.data + 1, ops.len - 1, t->func.types, nin,
                            name_pos, st))
      goto done;
    /* MLIR 13 gives an indirect call without result a !llvm.void one */
    CM_VEC_PUSH(st->types, res);
  }
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(ops);
  return r;
}

static void call_print(CmPrinter *p, CmOp *op) {
  CmAttr *callee = call_callee_symbol(op);
  unsigned first = callee ? 0 : 1, n = cm_op_num_operands(op);
  cm_print_str(p, " ");
  if (callee)
    cm_print_symbol_name(p, cm_ident_str(callee->symref.root));
  else if (n)
    cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "(");
  for (unsigned i = first; i < n; i++) {
    if (i > first)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, ")");
  static const char *const elided[] = {"callee"};
  cm_llvm_print_attr_dict(p, op, 1, elided);
  cm_print_str(p, " : ");
  unsigned nin = n > first ? n - first : 0, nres = cm_op_num_results(op);
  CmType *inl[8];
  CmType **tys = nin + nres <= 8 ? inl
                                 : cm_xmalloc((nin + nres) * sizeof(CmType *));
  for (unsigned i = 0; i < nin; i++)
    tys[i] = cm_op_operand(op, first + i)->type;
  for (unsigned i = 0; i < nres; i++)
    tys[nin + i] = cm_op_result(op, i)->type;
  cm_print_type(p, cm_function_type(cm_op_context(op), nin, tys, nres,
                                    tys + nin));
  if (tys != inl)
    free(tys);
}

static CmResult call_verify(CmOp *op) {
  if (cm_op_num_results(op) > 1)
    return cm_op_emit_error(op, "must have 0 or 1 result");
  CmAttr *callee = cm_op_get_attr(op, "callee");
  bool indirect = !callee;
  CmType *fn = NULL;
  if (indirect) {
    if (!cm_op_num_operands(op))
      return cm_op_emit_error(op, "must have either a `callee` attribute or "
                                  "at least an operand");
    CmType *pt = cm_op_operand(op, 0)->type;
    if (cm_llvm_type_id(pt) != CM_LLVM_PTR)
      return cm_op_emit_error(op, "indirect call expects a pointer as callee: "
                                  "'<<NULL TYPE>>'");
    fn = cm_llvm_ptr_pointee(pt);
  } else {
    CmOp *f = callee->kind == CM_ATTR_SYMBOL_REF
                  ? cm_symbol_lookup_nearest(op, callee)
                  : NULL;
    CmStr name = callee->kind == CM_ATTR_SYMBOL_REF
                     ? cm_ident_str(callee->symref.root)
                     : cm_str("");
    if (!f)
      return cm_op_emit_error(op, "'%.*s' does not reference a symbol in the "
                                  "current scope",
                              (int)name.len, name.data);
    if (!cm_op_name_is(f, "llvm.func"))
      return cm_op_emit_error(op, "'%.*s' does not reference a valid LLVM "
                                  "function",
                              (int)name.len, name.data);
    fn = cm_llvm_type_attr_value(f, "type");
  }
  if (!fn || cm_llvm_type_id(fn) != CM_LLVM_FUNC) {
    CmDiag *d = cm_op_diag_error(op, "callee does not have a functional "
                                     "type: ");
    cm_llvm_diag_append_qtype(d, fn);
    return cm_diag_report(d);
  }
  unsigned nargs = cm_op_num_operands(op) - (indirect ? 1 : 0);
  unsigned np = cm_llvm_func_num_params(fn);
  if (!cm_llvm_func_is_vararg(fn) && np != nargs)
    return cm_op_emit_error(op, "incorrect number of operands (%u) for callee "
                                "(expecting: %u)",
                            nargs, np);
  if (np > nargs)
    return cm_op_emit_error(op, "incorrect number of operands (%u) for "
                                "varargs callee (expecting at least: %u)",
                            nargs, np);
  for (unsigned i = 0; i < np; i++) {
    CmType *got = cm_op_operand(op, i + (indirect ? 1 : 0))->type;
    if (got != cm_llvm_func_param(fn, i)) {
      CmDiag *d =
          cm_op_diag_error(op, "operand type mismatch for operand %u: ", i);
      cm_llvm_diag_append_qtype(d, got);
      cm_diag_append(d, " != ");
      cm_llvm_diag_append_qtype(d, cm_llvm_func_param(fn, i));
      return cm_diag_report(d);
    }
  }
  if (cm_op_num_results(op) &&
      cm_op_result(op, 0)->type != cm_llvm_func_result(fn)) {
    CmDiag *d = cm_op_diag_error(op, "result type mismatch: ");
    cm_llvm_diag_append_qtype(d, cm_op_result(op, 0)->type);
    cm_diag_append(d, " != ");
    cm_llvm_diag_append_qtype(d, cm_llvm_func_result(fn));
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsValue call_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsValue call_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsAttr call_attrs[] = {
    {"callee", &cm_ac_flat_symbol_ref, true, NULL},
    {"fastmathFlags", &cm_llvm_ac_fastmath, true, NULL}};
static const CmOdsOp call_ods = {
    .summary = "Call to an LLVM function.",
    CM_ODS_OPERANDS(call_operands),
    CM_ODS_RESULTS(call_results),
    CM_ODS_ATTRS(call_attrs),
    CM_ODS_INTERFACES(call_ifaces),
};

/* ---------------------------------------------------------------------
 * registration
 * --------------------------------------------------------------------- */
static const CmOpDef control_ops[] = {
    {.name = "llvm.br",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_TERMINATOR,
     .ods = &br_ods},
    {.name = "llvm.cond_br",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .ods = &cond_br_ods},
    {.name = "llvm.switch",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .parse = switch_parse,
     .print = switch_print,
     .verify = switch_verify,
     .ods = &switch_ods},
    {.name = "llvm.unreachable",
     .traits = CM_TRAIT_TERMINATOR,
     .ods = &unreachable_ods},
    {.name = "llvm.call",
     .traits = CM_TRAIT_CALL,
     .parse = call_parse,
     .print = call_print,
     .verify = call_verify,
     .ods = &call_ods},
};

void cm_llvm_register_control_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, control_ops, CM_ODS_ARRAY_LEN(control_ops));
}
