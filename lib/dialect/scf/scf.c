/* scf.c - the scf (structured control flow) dialect of MLIR 13: for, if,
 * while / condition, parallel / reduce / reduce.return, execute_region,
 * yield.
 *
 * The region ops have hand-written custom forms (their syntax binds region
 * arguments: `scf.for %i = ...`, `iter_args(%a = %x)`, `scf.while (%a =
 * %x)`), the terminators use the declarative format.  Verifiers follow
 * upstream 13's order and wording, including the region-branch type checks
 * (cm_region_branch_verify_types, lib/ods/region_branch.c) that 13 calls
 * from the for / if / while verifiers.  13 has no folders for scf ops; its
 * canonicalization patterns are listed in docs/scf-math.md.
 */
#include "scf_internal.h"

#include <string.h>

/* ---------------------------------------------------------------------- */
/* Parsing helpers                                                        */
/* ---------------------------------------------------------------------- */

#define MOVE_VEC(dst, src)                                                     \
  do {                                                                         \
    for (size_t i_ = 0; i_ < (src).len; i_++)                                  \
      CM_VEC_PUSH(dst, (src).data[i_]);                                        \
    CM_VEC_FREE(src);                                                          \
  } while (0)

typedef CmRegionArgVec RegionArgVec;

static CmType *index_type(CmParser *p) {
  return cm_index_type(cm_parser_context(p));
}

/* Parses an operand and resolves it to `type` right away (upstream parses
 * and resolves the bounds of scf.for one after the other). */
static CmResult parse_resolved_operand(CmParser *p, CmType *type,
                                       CmOpState *st) {
  CmUnresolvedOperand u;
  CmValueVec vals = {0};
  if (cm_parse_operand(p, &u) || cm_resolve_operand(p, &u, type, &vals)) {
    CM_VEC_FREE(vals);
    return CM_FAILURE;
  }
  MOVE_VEC(st->operands, vals);
  return CM_SUCCESS;
}

static CmResult parse_attrs(CmParser *p, CmOpState *st, bool keyword) {
  CmNamedAttrVec attrs = {0};
  CmResult r = keyword ? cm_parse_optional_attr_dict_with_keyword(p, &attrs)
                       : cm_parse_optional_attr_dict(p, &attrs);
  MOVE_VEC(st->attrs, attrs);
  return r;
}

/* Upstream ensureTerminator: a block is added to an empty region, and
 * `scf.yield` is appended to the last block unless it ends with a
 * (registered) terminator. */
static void ensure_yield(CmOpState *st, CmRegion *r) {
  if (cm_region_empty(r))
    cm_region_append_block(r, cm_block_create());
  CmBlock *b = r->last;
  if (b->last && cm_op_has_trait(b->last, CM_TRAIT_TERMINATOR))
    return;
  CmOp *t = cm_op_create_v(st->ctx, "scf.yield", NULL, 0, NULL, 0, NULL, NULL,
                           0, NULL, 0);
  cm_op_set_locref(t, cm_op_state_locref(st));
  cm_block_append_op(b, t);
}

static CmResult name_error(CmParser *p, const char *op, const char *msg) {
  const char *pos = cm_parser_op_name_pos(p);
  return cm_parser_error_at(p, pos ? pos : cm_parser_pos(p),
                            "custom op '%s' %s", op, msg);
}

/* ---------------------------------------------------------------------- */
/* Printing helpers                                                       */
/* ---------------------------------------------------------------------- */

static void print_value_list(CmPrinter *p, unsigned n, CmValue *const *v) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, v[i]);
  }
}

static void print_op_operand_range(CmPrinter *p, CmOp *op, unsigned start,
                                   unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, start + i));
  }
}

/* `(%arg = %init, ...)` over the block arguments from `arg0` on and the
 * operands from `op0` on (upstream printInitializationList). */
static void print_init_list(CmPrinter *p, CmOp *op, CmBlock *b, unsigned arg0,
                            unsigned op0, const char *prefix) {
  unsigned nops = cm_op_num_operands(op) - op0;
  unsigned nargs = b && b->num_args > arg0 ? b->num_args - arg0 : 0;
  unsigned n = nops < nargs ? nops : nargs;
  if (!nops)
    return;
  cm_print_str(p, prefix);
  cm_print_str(p, "(");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, b->args[arg0 + i]);
    cm_print_str(p, " = ");
    cm_print_operand(p, cm_op_operand(op, op0 + i));
  }
  cm_print_str(p, ")");
}

/* printOptionalArrowTypeList of the results. */
static void print_optional_arrow_results(CmPrinter *p, CmOp *op) {
  unsigned n = cm_op_num_results(op);
  if (!n)
    return;
  CmType *small[8];
  CmType **types = n <= 8 ? small : cm_xmalloc(n * sizeof(CmType *));
  for (unsigned i = 0; i < n; i++)
    types[i] = cm_op_result(op, i)->type;
  cm_print_str(p, " -> ");
  cm_print_arrow_type_list(p, n, types);
  if (types != small)
    free(types);
}

/* `(t1, t2)` of the results, always parenthesized. */
static void print_paren_results(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " -> (");
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_op_result(op, i)->type);
  }
  cm_print_str(p, ")");
}

/* ---------------------------------------------------------------------- */
/* Verification helpers                                                   */
/* ---------------------------------------------------------------------- */

/* Upstream's ConstantIndexOp match: a std.constant of index type. */
static bool const_index(CmValue *v, int64_t *out) {
  CmOp *d = v ? cm_value_defining_op(v) : NULL;
  if (!d || !cm_op_name_is(d, "std.constant") || !cm_type_is_index(v->type))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static bool nonpositive_const_step(CmValue *v) {
  int64_t c;
  return const_index(v, &c) && c <= 0;
}

static CmOp *first_block_last(CmRegion *r) {
  return r->first ? r->first->last : NULL;
}

/* ---------------------------------------------------------------------- */
/* scf.for                                                                */
/* ---------------------------------------------------------------------- */

static CmResult for_parse(CmParser *p, CmOpState *st) {
  CmType *idx = index_type(p);
  RegionArgVec args = {0};
  CmOperandVec inits = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmRegionArg iv;
  memset(&iv, 0, sizeof iv);
  iv.type = idx;
  if (cm_parse_operand(p, &iv.name) || cm_parse_tok(p, CM_TOK_EQUAL) ||
      parse_resolved_operand(p, idx, st) || cm_parse_keyword(p, "to") ||
      parse_resolved_operand(p, idx, st) || cm_parse_keyword(p, "step") ||
      parse_resolved_operand(p, idx, st))
    goto done;
  CM_VEC_PUSH(args, iv);
  if (cm_parse_optional_keyword(p, "iter_args")) {
    if (cm_parse_assignment_list(p, &args, &inits) ||
        cm_parse_arrow_type_list(p, &types))
      goto done;
    size_t n = inits.len < types.len ? inits.len : types.len;
    for (size_t i = 0; i < n; i++)
      if (cm_resolve_operand(p, &inits.data[i], types.data[i], &vals))
        goto done;
  }
  if (args.len != types.len + 1) {
    name_error(p, "scf.for",
               "mismatch in number of loop-carried values and defined values");
    goto done;
  }
  for (size_t i = 1; i < args.len; i++)
    args.data[i].type = types.data[i - 1];
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, args.len, args.data, false))
    goto done;
  ensure_yield(st, body);
  if (parse_attrs(p, st, false))
    goto done;
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  MOVE_VEC(st->types, types);
  CM_VEC_FREE(args);
  CM_VEC_FREE(inits);
  return r;
}

static void for_print(CmPrinter *p, CmOp *op) {
  CmBlock *b = cm_op_region(op, 0)->first;
  cm_print_str(p, " ");
  if (b && b->num_args)
    cm_print_operand(p, b->args[0]);
  cm_print_str(p, " = ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " to ");
  cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, " step ");
  cm_print_operand(p, cm_op_operand(op, 2));
  bool iter = cm_op_num_operands(op) > 3;
  print_init_list(p, op, b, 1, 3, " iter_args");
  if (iter) {
    cm_print_str(p, " -> (");
    for (unsigned i = 3; i < cm_op_num_operands(op); i++) {
      if (i > 3)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_operand(op, i)->type);
    }
    cm_print_str(p, ")");
  }
  cm_print_region(p, cm_op_region(op, 0), false, iter);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult for_verify(CmOp *op) {
  if (nonpositive_const_step(cm_op_operand(op, 2)))
    return cm_op_emit_error(op, "constant step operand must be positive");
  CmBlock *body = cm_op_region(op, 0)->first;
  if (!body || !body->num_args || !cm_type_is_index(body->args[0]->type))
    return cm_op_emit_error(op, "expected body first argument to be an index "
                                "argument for the induction variable");
  unsigned nres = cm_op_num_results(op);
  if (!nres)
    return CM_SUCCESS;
  unsigned niter = cm_op_num_operands(op) - 3;
  if (niter != nres)
    return cm_op_emit_error(
        op, "mismatch in number of loop-carried values and defined values");
  if (body->num_args - 1 != nres)
    return cm_op_emit_error(
        op, "mismatch in number of basic block args and defined values");
  for (unsigned i = 0; i < nres; i++) {
    CmType *rt = cm_op_result(op, i)->type;
    if (cm_op_operand(op, 3 + i)->type != rt)
      return cm_op_emit_error(
          op, "types mismatch between %uth iter operand and defined value", i);
    if (body->args[1 + i]->type != rt)
      return cm_op_emit_error(
          op, "types mismatch between %uth iter region arg and defined value",
          i);
  }
  return cm_region_branch_verify_types(op);
}

static unsigned for_successors(CmOp *op, unsigned from, CmAttr *const *cst,
                               unsigned out[4]) {
  (void)op;
  (void)cst;
  out[0] = 0;
  if (from == CM_REGION_PARENT)
    return 1;
  out[1] = CM_REGION_PARENT;
  return 2;
}
static void for_inputs(CmOp *op, unsigned region, unsigned *start,
                       unsigned *count) {
  CmBlock *b = cm_op_region(op, region)->first;
  *start = 1;
  *count = b && b->num_args ? b->num_args - 1 : 0;
}
static void for_entry_operands(CmOp *op, unsigned region, unsigned *start,
                               unsigned *count) {
  (void)region;
  *start = 3;
  *count = cm_op_num_operands(op) > 3 ? cm_op_num_operands(op) - 3 : 0;
}
static const CmRegionBranchInterface for_branch = {
    for_successors, for_inputs, for_entry_operands};

static CmRegion *loop_body(CmOp *op) { return cm_op_region(op, 0); }
static const CmLoopLikeInterface loop_like = {loop_body, NULL, NULL};

static const CmInterfaceImpl for_interfaces[] = {
    {CM_IFACE_LOOP_LIKE, &loop_like},
    {CM_IFACE_REGION_BRANCH, &for_branch}};

static const CmOdsValue for_operands[] = {
    {"lowerBound", CM_ODS_ONE, &cm_tc_index},
    {"upperBound", CM_ODS_ONE, &cm_tc_index},
    {"step", CM_ODS_ONE, &cm_tc_index},
    {"initArgs", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue any_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsRegion for_regions[] = {{"region", false, true}};
static const CmOdsOp for_ods = {.summary = "for operation",
                                CM_ODS_OPERANDS(for_operands),
                                CM_ODS_RESULTS(any_results),
                                CM_ODS_REGIONS(for_regions),
                                CM_ODS_INTERFACES(for_interfaces)};

/* ---------------------------------------------------------------------- */
/* scf.if                                                                 */
/* ---------------------------------------------------------------------- */

static CmResult if_parse(CmParser *p, CmOpState *st) {
  CmRegion *then_r = cm_op_state_add_region(st);
  CmRegion *else_r = cm_op_state_add_region(st);
  CmTypeVec types = {0};
  CmResult status = CM_SUCCESS;
  if (parse_resolved_operand(p, cm_integer_type(st->ctx, 1, CM_SIGNLESS), st))
    return CM_FAILURE;
  cm_parse_optional_arrow_type_list(p, &types, &status);
  MOVE_VEC(st->types, types);
  if (status || cm_parse_region(p, then_r, 0, NULL, false))
    return CM_FAILURE;
  ensure_yield(st, then_r);
  if (cm_parse_optional_keyword(p, "else")) {
    if (cm_parse_region(p, else_r, 0, NULL, false))
      return CM_FAILURE;
    ensure_yield(st, else_r);
  }
  return parse_attrs(p, st, false);
}

static void if_print(CmPrinter *p, CmOp *op) {
  bool results = cm_op_num_results(op) != 0;
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  if (results)
    print_paren_results(p, op);
  cm_print_region(p, cm_op_region(op, 0), false, results);
  if (!cm_region_empty(cm_op_region(op, 1))) {
    cm_print_str(p, " else");
    cm_print_region(p, cm_op_region(op, 1), false, results);
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult if_verify(CmOp *op) {
  /* NoRegionArguments */
  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    CmBlock *e = cm_op_region(op, i)->first;
    if (e && e->num_args)
      return cm_op_emit_error(op, "region #%u should have no arguments", i);
  }
  if (cm_op_num_results(op) && cm_region_empty(cm_op_region(op, 1)))
    return cm_op_emit_error(op, "must have an else block if defining values");
  return cm_region_branch_verify_types(op);
}

static unsigned if_successors(CmOp *op, unsigned from, CmAttr *const *cst,
                              unsigned out[4]) {
  if (from != CM_REGION_PARENT) {
    out[0] = CM_REGION_PARENT;
    return 1;
  }
  bool has_else = !cm_region_empty(cm_op_region(op, 1));
  CmAttr *c = cst ? cst[0] : NULL;
  if (c && c->kind == CM_ATTR_INTEGER) {
    out[0] = c->integer.value ? 0 : has_else ? 1 : CM_REGION_PARENT;
    return 1;
  }
  out[0] = 0;
  out[1] = 1;
  return has_else ? 2 : 1;
}
static void no_inputs(CmOp *op, unsigned region, unsigned *start,
                      unsigned *count) {
  (void)op;
  (void)region;
  *start = 0;
  *count = 0;
}
static const CmRegionBranchInterface if_branch = {if_successors, no_inputs,
                                                  no_inputs};
static const CmInterfaceImpl if_interfaces[] = {
    {CM_IFACE_REGION_BRANCH, &if_branch}};

static const CmOdsValue if_operands[] = {
    {"condition", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsRegion if_regions[] = {{"thenRegion", false, true},
                                         {"elseRegion", false, false}};
static const CmOdsOp if_ods = {.summary = "if-then-else operation",
                               CM_ODS_OPERANDS(if_operands),
                               CM_ODS_RESULTS(any_results),
                               CM_ODS_REGIONS(if_regions),
                               CM_ODS_INTERFACES(if_interfaces)};

/* ---------------------------------------------------------------------- */
/* scf.while / scf.condition                                              */
/* ---------------------------------------------------------------------- */

static CmResult while_parse(CmParser *p, CmOpState *st) {
  CmRegion *before = cm_op_state_add_region(st);
  CmRegion *after = cm_op_state_add_region(st);
  RegionArgVec args = {0};
  CmOperandVec inits = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_optional_assignment_list(p, &args, &inits) == CM_OPT_FAILURE)
    goto done;
  const char *type_pos = cm_parser_pos(p);
  CmType *fn;
  if (cm_parse_colon_type(p, &fn))
    goto done;
  if (fn->kind != CM_TYPE_FUNCTION) {
    cm_parser_error_at(p, type_pos,
                       "custom op 'scf.while' invalid kind of type specified");
    goto done;
  }
  for (unsigned i = 0; i < fn->func.num_results; i++)
    CM_VEC_PUSH(st->types, fn->func.types[fn->func.num_inputs + i]);
  if (fn->func.num_inputs != inits.len) {
    cm_parser_error_at(p, type_pos,
                       "custom op 'scf.while' expected as many input types as "
                       "operands (expected %zu got %u)",
                       inits.len, fn->func.num_inputs);
    goto done;
  }
  if (cm_resolve_operands(p, inits.data, inits.len, fn->func.types,
                          fn->func.num_inputs, cm_parser_pos(p), &vals))
    goto done;
  for (size_t i = 0; i < args.len; i++)
    args.data[i].type = fn->func.types[i];
  if (cm_parse_region(p, before, args.len, args.data, false) ||
      cm_parse_keyword(p, "do") || cm_parse_region(p, after, 0, NULL, false) ||
      parse_attrs(p, st, true))
    goto done;
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(args);
  CM_VEC_FREE(inits);
  return r;
}

static void while_print(CmPrinter *p, CmOp *op) {
  CmBlock *b = cm_op_region(op, 0)->first;
  print_init_list(p, op, b, 0, 0, " ");
  cm_print_str(p, " : ");
  unsigned ni = cm_op_num_operands(op), nr = cm_op_num_results(op);
  CmType *small[16];
  CmType **types =
      ni + nr <= 16 ? small : cm_xmalloc((ni + nr) * sizeof(CmType *));
  for (unsigned i = 0; i < ni; i++)
    types[i] = cm_op_operand(op, i)->type;
  for (unsigned i = 0; i < nr; i++)
    types[ni + i] = cm_op_result(op, i)->type;
  cm_print_type(p, cm_function_type(cm_op_context(op), ni, types, nr,
                                    types + ni));
  if (types != small)
    free(types);
  cm_print_region(p, cm_op_region(op, 0), false, true);
  cm_print_str(p, " do");
  cm_print_region(p, cm_op_region(op, 1), true, true);
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 0, NULL);
}

/* Upstream verifyAndGetTerminator: the region's terminator if it is
 * `name`, else an error with a note at the terminator. */
static CmOp *while_terminator(CmOp *op, CmRegion *r, const char *name,
                              const char *msg) {
  CmOp *t = first_block_last(r);
  if (t && cm_op_name_is(t, name))
    return t;
  CmDiag *d = cm_op_diag_error(op, "%s", msg);
  if (t)
    cm_diag_note(d, cm_op_loc(t), "terminator here");
  cm_diag_report(d);
  return NULL;
}

static CmResult types_match(CmOp *op, unsigned n1, CmType *const *l,
                            unsigned n2, CmType *const *rt, const char *what) {
  if (n1 != n2)
    return cm_op_emit_error(op, "expects the same number of %s", what);
  for (unsigned i = 0; i < n1; i++) {
    if (l[i] == rt[i])
      continue;
    CmDiag *d = cm_op_diag_error(op, "expects the same types for %s", what);
    CmDiag *n = cm_diag_note(d, cm_op_loc(op), "for argument %u, found ", i);
    cm_diag_append(n, "'");
    cm_diag_append_type(n, l[i]);
    cm_diag_append(n, "' and '");
    cm_diag_append_type(n, rt[i]);
    cm_diag_append(n, "'");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult while_verify(CmOp *op) {
  if (cm_region_branch_verify_types(op))
    return CM_FAILURE;
  CmOp *cond = while_terminator(
      op, cm_op_region(op, 0), "scf.condition",
      "expects the 'before' region to terminate with 'scf.condition'");
  if (!cond)
    return CM_FAILURE;
  /* (a condition without operands fails its own verifier later) */
  unsigned nt = cm_op_num_operands(cond) ? cm_op_num_operands(cond) - 1 : 0;
  CmTypeVec t = {0}, a = {0}, res = {0};
  for (unsigned i = 0; i < nt; i++)
    CM_VEC_PUSH(t, cm_op_operand(cond, 1 + i)->type);
  CmBlock *ab = cm_op_region(op, 1)->first;
  for (unsigned i = 0; ab && i < ab->num_args; i++)
    CM_VEC_PUSH(a, ab->args[i]->type);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    CM_VEC_PUSH(res, cm_op_result(op, i)->type);
  CmResult r =
      types_match(op, nt, t.data, (unsigned)a.len, a.data,
                  "trailing operands of the 'before' block terminator and "
                  "'after' region arguments");
  if (!r)
    r = types_match(op, nt, t.data, (unsigned)res.len, res.data,
                    "trailing operands of the 'before' block terminator and "
                    "op results");
  CM_VEC_FREE(t);
  CM_VEC_FREE(a);
  CM_VEC_FREE(res);
  if (r)
    return r;
  if (!while_terminator(op, cm_op_region(op, 1), "scf.yield",
                        "expects the 'after' region to terminate with "
                        "'scf.yield'"))
    return CM_FAILURE;
  return CM_SUCCESS;
}

static unsigned while_successors(CmOp *op, unsigned from, CmAttr *const *cst,
                                 unsigned out[4]) {
  (void)op;
  (void)cst;
  if (from == 0) {
    out[0] = 1;
    out[1] = CM_REGION_PARENT;
    return 2;
  }
  out[0] = 0; /* entry, and the back edge from "after" */
  return 1;
}
static void all_inputs(CmOp *op, unsigned region, unsigned *start,
                       unsigned *count) {
  CmBlock *b = cm_op_region(op, region)->first;
  *start = 0;
  *count = b ? b->num_args : 0;
}
static void all_operands(CmOp *op, unsigned region, unsigned *start,
                         unsigned *count) {
  (void)region;
  *start = 0;
  *count = cm_op_num_operands(op);
}
static const CmRegionBranchInterface while_branch = {
    while_successors, all_inputs, all_operands};
static const CmInterfaceImpl while_interfaces[] = {
    {CM_IFACE_REGION_BRANCH, &while_branch}};

static const CmOdsValue while_operands[] = {
    {"inits", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsRegion while_regions[] = {{"before", false, true},
                                            {"after", false, true}};
static const CmOdsOp while_ods = {.summary = "a generic 'while' loop",
                                  CM_ODS_OPERANDS(while_operands),
                                  CM_ODS_RESULTS(any_results),
                                  CM_ODS_REGIONS(while_regions),
                                  CM_ODS_INTERFACES(while_interfaces)};

static void condition_successor_operands(CmOp *term, unsigned region,
                                         unsigned *start, unsigned *count) {
  (void)region;
  *start = 1;
  *count = cm_op_num_operands(term) ? cm_op_num_operands(term) - 1 : 0;
}
static const CmRegionBranchTerminatorInterface condition_terminator = {
    condition_successor_operands};
static const CmInterfaceImpl condition_interfaces[] = {
    {CM_IFACE_REGION_BRANCH_TERMINATOR, &condition_terminator}};
static const CmOdsValue condition_operands[] = {
    {"condition", CM_ODS_ONE, &cm_tc_i1},
    {"args", CM_ODS_VARIADIC, &cm_tc_any}};
static const char *const condition_parents[] = {"scf.while", NULL};
static const CmOdsOp condition_ods = {
    .summary = "loop continuation condition",
    CM_ODS_OPERANDS(condition_operands),
    .parents = condition_parents,
    .format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    CM_ODS_INTERFACES(condition_interfaces)};

/* ---------------------------------------------------------------------- */
/* scf.parallel / scf.reduce / scf.reduce.return                          */
/* ---------------------------------------------------------------------- */

static CmResult parallel_parse(CmParser *p, CmOpState *st) {
  CmType *idx = index_type(p);
  CmOperandVec ivs = {0}, lower = {0}, upper = {0}, steps = {0}, inits = {0};
  CmValueVec vals = {0};
  CmTypeVec types = {0};
  RegionArgVec args = {0};
  CmResult r = CM_FAILURE, status = CM_SUCCESS;
  if (cm_parse_operand_list(p, &ivs, -1, CM_DELIM_PAREN) ||
      cm_parse_tok(p, CM_TOK_EQUAL) ||
      cm_parse_operand_list(p, &lower, (int)ivs.len, CM_DELIM_PAREN) ||
      cm_resolve_operands_same_type(p, lower.data, lower.len, idx, &vals) ||
      cm_parse_keyword(p, "to") ||
      cm_parse_operand_list(p, &upper, (int)ivs.len, CM_DELIM_PAREN) ||
      cm_resolve_operands_same_type(p, upper.data, upper.len, idx, &vals) ||
      cm_parse_keyword(p, "step") ||
      cm_parse_operand_list(p, &steps, (int)ivs.len, CM_DELIM_PAREN) ||
      cm_resolve_operands_same_type(p, steps.data, steps.len, idx, &vals))
    goto done;
  if (cm_parse_optional_keyword(p, "init") &&
      cm_parse_operand_list(p, &inits, -1, CM_DELIM_PAREN))
    goto done;
  cm_parse_optional_arrow_type_list(p, &types, &status);
  if (status)
    goto done;
  for (size_t i = 0; i < ivs.len; i++) {
    CmRegionArg a;
    memset(&a, 0, sizeof a);
    a.name = ivs.data[i];
    a.type = idx;
    CM_VEC_PUSH(args, a);
  }
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, args.len, args.data, false))
    goto done;
  unsigned sizes[4] = {(unsigned)lower.len, (unsigned)upper.len,
                       (unsigned)steps.len, (unsigned)inits.len};
  bool splat = sizes[1] == sizes[0] && sizes[2] == sizes[0] &&
               sizes[3] == sizes[0];
  int64_t four = 4;
  uint32_t data[4] = {sizes[0], sizes[1], sizes[2], sizes[3]};
  cm_op_state_add_attr(
      st, "operand_segment_sizes",
      cm_dense_elements_attr(
          cm_vector_type(1, &four, cm_integer_type(st->ctx, 32, CM_SIGNLESS)),
          splat, splat ? 4 : 16, data));
  if (parse_attrs(p, st, false))
    goto done;
  if (inits.len &&
      cm_resolve_operands(p, inits.data, inits.len, types.data, types.len,
                          cm_parser_op_name_pos(p), &vals))
    goto done;
  ensure_yield(st, body);
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  MOVE_VEC(st->types, types);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(lower);
  CM_VEC_FREE(upper);
  CM_VEC_FREE(steps);
  CM_VEC_FREE(inits);
  CM_VEC_FREE(args);
  return r;
}

static void parallel_print(CmPrinter *p, CmOp *op) {
  unsigned st, n;
  CmBlock *b = cm_op_region(op, 0)->first;
  cm_print_str(p, " (");
  if (b)
    print_value_list(p, b->num_args, b->args);
  cm_print_str(p, ") = (");
  static const char *const groups[] = {"lowerBound", "upperBound", "step"};
  static const char *const seps[] = {") to (", ") step (", ")"};
  for (unsigned g = 0; g < 3; g++) {
    if (cm_ods_operand_group(op, groups[g], &st, &n))
      print_op_operand_range(p, op, st, n);
    cm_print_str(p, seps[g]);
  }
  if (cm_ods_operand_group(op, "initVals", &st, &n) && n) {
    cm_print_str(p, " init (");
    print_op_operand_range(p, op, st, n);
    cm_print_str(p, ")");
  }
  print_optional_arrow_results(p, op);
  cm_print_region(p, cm_op_region(op, 0), false, true);
  static const char *const elided[] = {"operand_segment_sizes"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
}

static CmResult parallel_verify(CmOp *op) {
  unsigned sst, sn, ist, in;
  cm_ods_operand_group(op, "step", &sst, &sn);
  cm_ods_operand_group(op, "initVals", &ist, &in);
  if (!sn)
    return cm_op_emit_error(op, "needs at least one tuple element for "
                                "lowerBound, upperBound and step");
  for (unsigned i = 0; i < sn; i++)
    if (nonpositive_const_step(cm_op_operand(op, sst + i)))
      return cm_op_emit_error(op, "constant step operand must be positive");
  CmBlock *body = cm_op_region(op, 0)->first;
  if (!body)
    return CM_SUCCESS;
  if (body->num_args != sn)
    return cm_op_emit_error(op,
                            "expects the same number of induction variables: "
                            "%u as bound and step values: %u",
                            body->num_args, sn);
  for (unsigned i = 0; i < body->num_args; i++)
    if (!cm_type_is_index(body->args[i]->type))
      return cm_op_emit_error(op, "expects arguments for the induction "
                                  "variable to be of index type");
  CmOp *yield = body->last;
  if (yield && cm_op_num_operands(yield))
    return cm_op_emit_error(
        yield, "not allowed to have operands inside 'scf.parallel'");
  unsigned nred = 0;
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    if (cm_op_name_is(o, "scf.reduce"))
      nred++;
  unsigned nres = cm_op_num_results(op);
  if (nres != nred)
    return cm_op_emit_error(op,
                            "expects number of results: %u to be the same as "
                            "number of reductions: %u",
                            nres, nred);
  if (nres != in)
    return cm_op_emit_error(op,
                            "expects number of results: %u to be the same as "
                            "number of initial values: %u",
                            nres, in);
  unsigned i = 0;
  for (CmOp *o = body->first; o; o = cm_op_next(o)) {
    if (!cm_op_name_is(o, "scf.reduce"))
      continue;
    CmType *rt = cm_op_result(op, i++)->type;
    if (cm_op_num_operands(o) != 1)
      continue; /* the reduce's own verifier reports it */
    CmType *t = cm_op_operand(o, 0)->type;
    if (t == rt)
      continue;
    CmDiag *d = cm_op_diag_error(o, "expects type of reduce: '");
    cm_diag_append_type(d, t);
    cm_diag_append(d, "' to be the same as result type: '");
    cm_diag_append_type(d, rt);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmInterfaceImpl parallel_interfaces[] = {
    {CM_IFACE_LOOP_LIKE, &loop_like}};
static const CmOdsValue parallel_operands[] = {
    {"lowerBound", CM_ODS_VARIADIC, &cm_tc_index},
    {"upperBound", CM_ODS_VARIADIC, &cm_tc_index},
    {"step", CM_ODS_VARIADIC, &cm_tc_index},
    {"initVals", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp parallel_ods = {.summary = "parallel for operation",
                                     CM_ODS_OPERANDS(parallel_operands),
                                     CM_ODS_RESULTS(any_results),
                                     CM_ODS_REGIONS(for_regions),
                                     CM_ODS_INTERFACES(parallel_interfaces)};

static CmResult reduce_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand u;
  CmType *t;
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_operand(p, &u) ||
      cm_parse_tok(p, CM_TOK_RPAREN) || cm_parse_colon_type(p, &t) ||
      cm_resolve_operand(p, &u, t, &vals))
    goto done;
  CmRegion *body = cm_op_state_add_region(st);
  /* 13 parses no attribute dictionary here (and prints none). */
  if (cm_parse_region(p, body, 0, NULL, false))
    goto done;
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  return r;
}

static void reduce_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, "(");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ")  : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_region(p, cm_op_region(op, 0), true, true);
}

static CmResult reduce_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  CmBlock *b = cm_op_region(op, 0)->first;
  if (!b)
    return CM_SUCCESS;
  if (!b->first)
    return cm_op_emit_error(op, "the block inside reduce should not be empty");
  bool ok = b->num_args == 2;
  for (unsigned i = 0; ok && i < 2; i++)
    ok = b->args[i]->type == t;
  if (!ok) {
    CmDiag *d = cm_op_diag_error(op, "expects two arguments to reduce block "
                                     "of type '");
    cm_diag_append_type(d, t);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  if (!cm_op_name_is(b->last, "scf.reduce.return"))
    return cm_op_emit_error(op, "the block inside reduce should be terminated "
                                "with a 'scf.reduce.return' op");
  return CM_SUCCESS;
}

static const CmOdsValue reduce_operands[] = {
    {"operand", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsRegion reduce_regions[] = {
    {"reductionOperator", false, true}};
static const char *const reduce_parents[] = {"scf.parallel", NULL};
static const CmOdsOp reduce_ods = {.summary = "reduce operation for parallel for",
                                   CM_ODS_OPERANDS(reduce_operands),
                                   CM_ODS_REGIONS(reduce_regions),
                                   .parents = reduce_parents};

static CmResult reduce_return_verify(CmOp *op) {
  CmOp *parent = cm_op_parent_op(op);
  if (!parent || !cm_op_name_is(parent, "scf.reduce") ||
      !cm_op_num_operands(parent))
    return CM_SUCCESS;
  CmType *t = cm_op_operand(parent, 0)->type;
  if (cm_op_operand(op, 0)->type == t)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "needs to have type '");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "' (the type of the enclosing ReduceOp)");
  return cm_diag_report(d);
}

static const CmOdsValue reduce_return_operands[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const char *const reduce_return_parents[] = {"scf.reduce", NULL};
static const CmOdsOp reduce_return_ods = {
    .summary = "terminator for reduce operation",
    CM_ODS_OPERANDS(reduce_return_operands),
    .parents = reduce_return_parents,
    .format = "$result attr-dict `:` type($result)"};

/* ---------------------------------------------------------------------- */
/* scf.execute_region / scf.yield                                         */
/* ---------------------------------------------------------------------- */

static CmResult execute_region_parse(CmParser *p, CmOpState *st) {
  CmTypeVec types = {0};
  CmResult status = CM_SUCCESS;
  cm_parse_optional_arrow_type_list(p, &types, &status);
  MOVE_VEC(st->types, types);
  if (status)
    return CM_FAILURE;
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, 0, NULL, false))
    return CM_FAILURE;
  return parse_attrs(p, st, false);
}

static void execute_region_print(CmPrinter *p, CmOp *op) {
  /* 13 prints the result types as a bare comma list (`-> i32, i32`, which
   * its own parser does not read back for several results). */
  if (cm_op_num_results(op)) {
    cm_print_str(p, " -> ");
    for (unsigned i = 0; i < cm_op_num_results(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_result(op, i)->type);
    }
  }
  cm_print_region(p, cm_op_region(op, 0), false, true);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult execute_region_verify(CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  if (cm_region_empty(r))
    return cm_op_emit_error(op, "region needs to have at least one block");
  if (r->first->num_args)
    return cm_op_emit_error(op, "region cannot have any arguments");
  return CM_SUCCESS;
}

static const CmOdsRegion execute_region_regions[] = {{"region", false, false}};
static const CmOdsOp execute_region_ods = {
    .summary = "operation that executes its region exactly once",
    CM_ODS_RESULTS(any_results), CM_ODS_REGIONS(execute_region_regions)};

static const CmOdsValue yield_operands[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const char *const yield_parents[] = {
    "scf.execute_region", "scf.for", "scf.if", "scf.parallel", "scf.while",
    NULL};
static const CmOdsOp yield_ods = {
    .summary = "loop yield and termination operation",
    CM_ODS_OPERANDS(yield_operands),
    .parents = yield_parents,
    .format = "attr-dict ($results^ `:` type($results))?"};

/* ---------------------------------------------------------------------- */
/* Registration                                                           */
/* ---------------------------------------------------------------------- */

/* The custom printers assume the shape the verifier guarantees; IR that
 * was not verified (or failed to) prints in the generic form instead. */
static bool for_printable(const CmOp *op) {
  return cm_op_num_operands(op) >= 3 && cm_op_num_regions(op) == 1;
}
static bool if_printable(const CmOp *op) {
  return cm_op_num_operands(op) == 1 && cm_op_num_regions(op) == 2;
}
static bool while_printable(const CmOp *op) {
  return cm_op_num_regions(op) == 2;
}
static bool parallel_printable(const CmOp *op) {
  unsigned s, n;
  return cm_op_num_regions(op) == 1 &&
         cm_ods_operand_group(op, "initVals", &s, &n);
}
static bool reduce_printable(const CmOp *op) {
  return cm_op_num_operands(op) == 1 && cm_op_num_regions(op) == 1;
}
static bool one_region(const CmOp *op) { return cm_op_num_regions(op) == 1; }

static const CmOpDef scf_ops[] = {
    {.name = "scf.condition",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .ods = &condition_ods},
    {.name = "scf.execute_region",
     .parse = execute_region_parse,
     .print = execute_region_print,
     .verify = execute_region_verify,
     .get_canonicalization_patterns = cm_scf_execute_region_canonicalization_patterns,
     .custom_printable = one_region,
     .ods = &execute_region_ods},
    {.name = "scf.for",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS,
     .parse = for_parse,
     .print = for_print,
     .verify = for_verify,
     .get_canonicalization_patterns = cm_scf_for_canonicalization_patterns,
     .custom_printable = for_printable,
     .implicit_terminator = "scf.yield",
     .ods = &for_ods},
    {.name = "scf.if",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS,
     .parse = if_parse,
     .print = if_print,
     .verify = if_verify,
     .get_canonicalization_patterns = cm_scf_if_canonicalization_patterns,
     .custom_printable = if_printable,
     .implicit_terminator = "scf.yield",
     .ods = &if_ods},
    {.name = "scf.parallel",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS |
               CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR,
     .parse = parallel_parse,
     .print = parallel_print,
     .verify = parallel_verify,
     .get_canonicalization_patterns = cm_scf_parallel_canonicalization_patterns,
     .custom_printable = parallel_printable,
     .implicit_terminator = "scf.yield",
     .ods = &parallel_ods},
    {.name = "scf.reduce",
     .traits = CM_TRAIT_HAS_PARENT,
     .parse = reduce_parse,
     .print = reduce_print,
     .verify = reduce_verify,
     .custom_printable = reduce_printable,
     .ods = &reduce_ods},
    {.name = "scf.reduce.return",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .verify = reduce_return_verify,
     .ods = &reduce_return_ods},
    {.name = "scf.while",
     .traits = CM_TRAIT_RECURSIVE_SIDE_EFFECTS,
     .parse = while_parse,
     .print = while_print,
     .verify = while_verify,
     .get_canonicalization_patterns = cm_scf_while_canonicalization_patterns,
     .custom_printable = while_printable,
     .ods = &while_ods},
    {.name = "scf.yield",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_RETURN_LIKE |
               CM_TRAIT_TERMINATOR | CM_TRAIT_HAS_PARENT,
     .ods = &yield_ods},
};

/* Upstream's SCFInlinerInterface: everything may be inlined; an inlined
 * `scf.yield` hands its operands to the replaced values. */
static bool inline_region_ok(CmRegion *dest, CmRegion *src) {
  (void)dest;
  (void)src;
  return true;
}
static bool inline_op_ok(CmOp *op, CmRegion *dest) {
  (void)op;
  (void)dest;
  return true;
}
static void inline_handle_terminator(CmOp *term, unsigned n,
                                     CmValue *const *values_to_replace) {
  if (!cm_op_name_is(term, "scf.yield"))
    return;
  for (unsigned i = 0; i < n && i < cm_op_num_operands(term); i++)
    cm_value_replace_all_uses(values_to_replace[i], cm_op_operand(term, i));
}
static const CmInlinerInterface scf_inliner = {
    .is_legal_to_inline_region = inline_region_ok,
    .is_legal_to_inline_op = inline_op_ok,
    .handle_terminator = inline_handle_terminator};
static const CmInterfaceImpl scf_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &scf_inliner}};

void cm_register_scf_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "scf";
  d.interfaces = scf_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, scf_ops, CM_ODS_ARRAY_LEN(scf_ops));
}
