/* ops.c - the affine dialect's region and memory ops (MLIR 13):
 * affine.for, affine.if, affine.yield, affine.parallel, affine.load,
 * affine.store, affine.vector_load, affine.vector_store, affine.prefetch,
 * affine.dma_start, affine.dma_wait.  Custom forms, verifiers and messages
 * follow mlir-opt-13 (docs/affine.md); folds and canonicalization patterns
 * live in canonicalize.c, the dim / symbol rules in valid.c.
 */
#include "affine_internal.h"

#include <stdlib.h>
#include <string.h>

#define MOVE_VEC(dst, src)                                                     \
  do {                                                                         \
    for (size_t i_ = 0; i_ < (src).len; i_++)                                  \
      CM_VEC_PUSH(dst, (src).data[i_]);                                        \
    CM_VEC_FREE(src);                                                          \
  } while (0)

typedef CmRegionArgVec RegionArgVec;

static CmType *index_type(CmContext *ctx) { return cm_index_type(ctx); }

static bool str_is(CmStr s, const char *c) { return cm_str_eq(s, cm_str(c)); }

static CmAffineMap *map_attr(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_AFFINE_MAP ? a->map : NULL;
}

static unsigned map_inputs(const CmAffineMap *m) {
  return m ? m->num_dims + m->num_syms : 0;
}

static CmResult name_error(CmParser *p, const char *op, const char *msg) {
  const char *pos = cm_parser_op_name_pos(p);
  return cm_parser_error_at(p, pos ? pos : cm_parser_pos(p),
                            "custom op '%s' %s", op, msg);
}

/* Upstream ensureTerminator with affine.yield. */
static void ensure_yield(CmContext *ctx, CmLocRef loc, CmRegion *r) {
  if (cm_region_empty(r))
    cm_region_append_block(r, cm_block_create());
  CmBlock *b = r->last;
  if (b->last && cm_op_has_trait(b->last, CM_TRAIT_TERMINATOR))
    return;
  CmOp *t = cm_op_create_v(ctx, "affine.yield", NULL, 0, NULL, 0, NULL, NULL,
                           0, NULL, 0);
  cm_op_set_locref(t, loc);
  cm_block_append_op(b, t);
}

static CmAttr *set_in_dict(CmContext *ctx, CmAttr *dict, const char *name,
                           CmAttr *value) {
  return cm_dict_set(dict ? dict : cm_dict_attr_empty(ctx),
                     cm_ident(ctx, name, strlen(name)), value);
}

/* ======================================================================
 * affine.for
 * ====================================================================== */
bool cm_is_affine_for(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.for");
}
CmAffineMap *cm_affine_for_lb_map(CmOp *op) {
  return map_attr(op, "lower_bound");
}
CmAffineMap *cm_affine_for_ub_map(CmOp *op) {
  return map_attr(op, "upper_bound");
}
unsigned cm_affine_for_num_lb_operands(CmOp *op) {
  return map_inputs(cm_affine_for_lb_map(op));
}
unsigned cm_affine_for_num_ub_operands(CmOp *op) {
  return map_inputs(cm_affine_for_ub_map(op));
}
unsigned cm_affine_for_ub_operands_start(CmOp *op) {
  return cm_affine_for_num_lb_operands(op);
}
unsigned cm_affine_for_iter_operands_start(CmOp *op) {
  return cm_affine_for_num_lb_operands(op) + cm_affine_for_num_ub_operands(op);
}
CmValue *cm_affine_for_lb_operand(CmOp *op, unsigned i) {
  return cm_op_operand(op, i);
}
CmValue *cm_affine_for_ub_operand(CmOp *op, unsigned i) {
  return cm_op_operand(op, cm_affine_for_ub_operands_start(op) + i);
}
int64_t cm_affine_for_step(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "step");
  return a && a->kind == CM_ATTR_INTEGER ? a->integer.value : 1;
}
void cm_affine_for_set_step(CmOp *op, int64_t step) {
  cm_op_set_attr(op, "step",
                 cm_integer_attr(index_type(cm_op_context(op)), step));
}

/* Rebuilds the operand list with bound `which` (0 lb, 1 ub) replaced. */
static void for_set_bound(CmOp *op, int which, CmAffineMap *map, unsigned n,
                          CmValue *const *operands) {
  unsigned nlb = cm_affine_for_num_lb_operands(op);
  unsigned nub = cm_affine_for_num_ub_operands(op);
  unsigned total = cm_op_num_operands(op);
  CM_VEC(CmValue *) vals = {0};
  if (which == 0)
    for (unsigned i = 0; i < n; i++)
      CM_VEC_PUSH(vals, operands[i]);
  else
    for (unsigned i = 0; i < nlb; i++)
      CM_VEC_PUSH(vals, cm_op_operand(op, i));
  if (which == 1)
    for (unsigned i = 0; i < n; i++)
      CM_VEC_PUSH(vals, operands[i]);
  else
    for (unsigned i = nlb; i < nlb + nub; i++)
      CM_VEC_PUSH(vals, cm_op_operand(op, i));
  for (unsigned i = nlb + nub; i < total; i++)
    CM_VEC_PUSH(vals, cm_op_operand(op, i));
  cm_op_set_operands(op, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  cm_op_set_attr(op, which == 0 ? "lower_bound" : "upper_bound",
                 cm_affine_map_attr(map));
}
void cm_affine_for_set_lb(CmOp *op, CmAffineMap *map, unsigned n,
                          CmValue *const *operands) {
  for_set_bound(op, 0, map, n, operands);
}
void cm_affine_for_set_ub(CmOp *op, CmAffineMap *map, unsigned n,
                          CmValue *const *operands) {
  for_set_bound(op, 1, map, n, operands);
}
CmBlock *cm_affine_for_body(CmOp *op) { return cm_op_region(op, 0)->first; }
CmValue *cm_affine_for_iv(CmOp *op) {
  CmBlock *b = cm_affine_for_body(op);
  return b && b->num_args ? b->args[0] : NULL;
}
unsigned cm_affine_for_num_iter_args(CmOp *op) {
  unsigned s = cm_affine_for_iter_operands_start(op);
  unsigned n = cm_op_num_operands(op);
  return n > s ? n - s : 0;
}
CmValue *cm_affine_for_iter_operand(CmOp *op, unsigned i) {
  return cm_op_operand(op, cm_affine_for_iter_operands_start(op) + i);
}
CmValue *cm_affine_for_region_iter_arg(CmOp *op, unsigned i) {
  return cm_affine_for_body(op)->args[1 + i];
}
static bool const_map(CmAffineMap *m, int64_t *v) {
  if (!m || m->num_results != 1 || m->results[0]->kind != CM_AFFINE_CONST)
    return false;
  *v = m->results[0]->value;
  return true;
}
bool cm_affine_for_has_constant_lb(CmOp *op) {
  int64_t v;
  return const_map(cm_affine_for_lb_map(op), &v);
}
bool cm_affine_for_has_constant_ub(CmOp *op) {
  int64_t v;
  return const_map(cm_affine_for_ub_map(op), &v);
}
int64_t cm_affine_for_constant_lb(CmOp *op) {
  int64_t v = 0;
  const_map(cm_affine_for_lb_map(op), &v);
  return v;
}
int64_t cm_affine_for_constant_ub(CmOp *op) {
  int64_t v = 0;
  const_map(cm_affine_for_ub_map(op), &v);
  return v;
}
bool cm_affine_for_constant_trip_count(CmOp *op, uint64_t *out) {
  int64_t lb, ub, step = cm_affine_for_step(op);
  if (!const_map(cm_affine_for_lb_map(op), &lb) ||
      !const_map(cm_affine_for_ub_map(op), &ub) || step <= 0)
    return false;
  if (ub <= lb) {
    *out = 0;
    return true;
  }
  uint64_t d = (uint64_t)ub - (uint64_t)lb;
  *out = d / (uint64_t)step + (d % (uint64_t)step != 0);
  return true;
}
CmOp *cm_affine_for_iv_owner(CmValue *v) {
  if (!v || cm_value_is_result(v))
    return NULL;
  CmBlock *b = cm_value_parent_block(v);
  CmOp *parent = b ? cm_block_parent_op(b) : NULL;
  if (!cm_is_affine_for(parent) || cm_affine_for_iv(parent) != v)
    return NULL;
  return parent;
}

CmOp *cm_affine_for_create(CmContext *ctx, CmLoc *loc, CmAffineMap *lb_map,
                           unsigned nlb, CmValue *const *lb_operands,
                           CmAffineMap *ub_map, unsigned nub,
                           CmValue *const *ub_operands, int64_t step,
                           unsigned niter, CmValue *const *iter) {
  CM_VEC(CmValue *) ops = {0};
  CM_VEC(CmType *) types = {0};
  for (unsigned i = 0; i < nlb; i++)
    CM_VEC_PUSH(ops, lb_operands[i]);
  for (unsigned i = 0; i < nub; i++)
    CM_VEC_PUSH(ops, ub_operands[i]);
  for (unsigned i = 0; i < niter; i++) {
    CM_VEC_PUSH(ops, iter[i]);
    CM_VEC_PUSH(types, iter[i]->type);
  }
  CmAttr *d = set_in_dict(ctx, NULL, "lower_bound", cm_affine_map_attr(lb_map));
  d = set_in_dict(ctx, d, "step", cm_integer_attr(index_type(ctx), step));
  d = set_in_dict(ctx, d, "upper_bound", cm_affine_map_attr(ub_map));
  CmOp *f = cm_op_create_v(ctx, "affine.for", loc, niter, types.data,
                           (unsigned)ops.len, ops.data, d, 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(f, 0), b);
  cm_block_add_arg(b, index_type(ctx), loc);
  for (unsigned i = 0; i < niter; i++)
    cm_block_add_arg(b, types.data[i], loc);
  if (!niter)
    cm_block_append_op(b, cm_affine_yield_create(ctx, loc, 0, NULL));
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  return f;
}

CmOp *cm_affine_for_create_const(CmContext *ctx, CmLoc *loc, int64_t lb,
                                 int64_t ub, int64_t step, unsigned niter,
                                 CmValue *const *iter) {
  CmAffineExpr *l = cm_affine_const(ctx, lb), *u = cm_affine_const(ctx, ub);
  return cm_affine_for_create(ctx, loc, cm_affine_map(ctx, 0, 0, 1, &l), 0,
                              NULL, cm_affine_map(ctx, 0, 0, 1, &u), 0, NULL,
                              step, niter, iter);
}

CmOp *cm_affine_build_for(CmRewriter *rw, CmLoc *loc, CmAffineMap *lb_map,
                          unsigned nlb, CmValue *const *lb_operands,
                          CmAffineMap *ub_map, unsigned nub,
                          CmValue *const *ub_operands, int64_t step,
                          unsigned niter, CmValue *const *iter) {
  return cm_rewriter_insert(
      rw, cm_affine_for_create(rw->ctx, loc, lb_map, nlb, lb_operands, ub_map,
                               nub, ub_operands, step, niter, iter));
}

CmOp *cm_affine_yield_create(CmContext *ctx, CmLoc *loc, unsigned n,
                             CmValue *const *values) {
  return cm_op_create_v(ctx, "affine.yield", loc, 0, NULL, n, values, NULL, 0,
                        NULL, 0);
}

/* upstream parseBound */
static CmResult parse_bound(CmParser *p, CmOpState *st, bool is_lower) {
  CmContext *ctx = st->ctx;
  const char *attr_name = is_lower ? "lower_bound" : "upper_bound";
  bool no_minmax = !cm_parse_optional_keyword(p, is_lower ? "max" : "min");
  CmOperandVec ids = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_operand_list(p, &ids, -1, CM_DELIM_NONE))
    goto done;
  if (ids.len) {
    if (ids.len > 1) {
      name_error(p, "affine.for", "expected only one loop bound operand");
      goto done;
    }
    if (cm_resolve_operand(p, &ids.data[0], index_type(ctx), &vals))
      goto done;
    CmAffineExpr *s0 = cm_affine_symbol(ctx, 0);
    cm_op_state_add_attr(st, attr_name,
                         cm_affine_map_attr(cm_affine_map(ctx, 0, 1, 1, &s0)));
    r = CM_SUCCESS;
    goto done;
  }
  const char *attr_pos = cm_parser_pos(p);
  CmAttr *a;
  if (cm_parse_attribute(p, index_type(ctx), &a))
    goto done;
  if (a->kind == CM_ATTR_AFFINE_MAP) {
    unsigned nd;
    if (cm_affine_parse_dims_and_symbols(p, &vals, &nd))
      goto done;
    CmAffineMap *m = a->map;
    if (m->num_dims != nd) {
      name_error(p, "affine.for",
                 "dim operand count and affine map dim count must match");
      goto done;
    }
    if (nd + m->num_syms != vals.len) {
      name_error(p, "affine.for",
                 "symbol operand count and affine map symbol count must match");
      goto done;
    }
    if (m->num_results > 1 && no_minmax) {
      cm_parser_error_at(
          p, attr_pos,
          is_lower ? "lower loop bound affine map with multiple results "
                     "requires 'max' prefix"
                   : "upper loop bound affine map with multiple results "
                     "requires 'min' prefix");
      goto done;
    }
    cm_op_state_add_attr(st, attr_name, a);
    r = CM_SUCCESS;
    goto done;
  }
  if (a->kind == CM_ATTR_INTEGER) {
    CmAffineExpr *c = cm_affine_const(ctx, a->integer.value);
    cm_op_state_add_attr(st, attr_name,
                         cm_affine_map_attr(cm_affine_map(ctx, 0, 0, 1, &c)));
    r = CM_SUCCESS;
    goto done;
  }
  name_error(p, "affine.for",
             "expected valid affine map representation for loop bounds");
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ids);
  return r;
}

/* `(%arg = %init, ...)` after `iter_args` */
static CmResult for_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  RegionArgVec args = {0};
  CmOperandVec inits = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmRegionArg iv;
  memset(&iv, 0, sizeof iv);
  iv.type = index_type(ctx);
  if (cm_parse_operand(p, &iv.name) || cm_parse_tok(p, CM_TOK_EQUAL) ||
      parse_bound(p, st, true) || cm_parse_keyword(p, "to") ||
      parse_bound(p, st, false))
    goto done;
  if (!cm_parse_optional_keyword(p, "step")) {
    cm_op_state_add_attr(st, "step", cm_integer_attr(index_type(ctx), 1));
  } else {
    const char *pos = cm_parser_pos(p);
    CmAttr *a;
    if (cm_parse_attribute(p, index_type(ctx), &a))
      goto done;
    if (a->kind != CM_ATTR_INTEGER) {
      cm_parser_error_at(p, pos, "invalid kind of attribute specified");
      goto done;
    }
    if (a->integer.value < 0) {
      cm_parser_error_at(p, pos, "expected step to be representable as a "
                                 "positive signed integer");
      goto done;
    }
    cm_op_state_add_attr(st, "step", a);
  }
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
    name_error(p, "affine.for", "mismatch between the number of loop-carried "
                                "values and results");
    goto done;
  }
  for (size_t i = 1; i < args.len; i++)
    args.data[i].type = types.data[i - 1];
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, args.len, args.data, false))
    goto done;
  ensure_yield(ctx, cm_op_state_locref(st), body);
  {
    CmNamedAttrVec attrs = {0};
    CmResult ar = cm_parse_optional_attr_dict(p, &attrs);
    MOVE_VEC(st->attrs, attrs);
    if (ar)
      goto done;
  }
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  MOVE_VEC(st->types, types);
  CM_VEC_FREE(args);
  CM_VEC_FREE(inits);
  return r;
}

/* upstream printBound */
static void print_bound(CmPrinter *p, CmOp *op, CmAffineMap *m, unsigned first,
                        const char *prefix, const char *attr) {
  if (m->num_results == 1) {
    CmAffineExpr *e = m->results[0];
    if (!m->num_dims && !m->num_syms && e->kind == CM_AFFINE_CONST) {
      cm_print_printf(p, "%lld", (long long)e->value);
      return;
    }
    if (!m->num_dims && m->num_syms == 1 && e->kind == CM_AFFINE_SYMBOL) {
      cm_print_operand(p, cm_op_operand(op, first));
      return;
    }
  } else {
    cm_print_str(p, prefix);
    cm_print_str(p, " ");
  }
  cm_print_attr(p, cm_op_get_attr(op, attr));
  cm_affine_print_dims_and_symbols(p, op, first, map_inputs(m), m->num_dims);
}

static const char *const for_elided[] = {"lower_bound", "upper_bound",
                                         "step"};

static void for_print(CmPrinter *p, CmOp *op) {
  CmBlock *b = cm_affine_for_body(op);
  cm_print_str(p, " ");
  cm_print_operand(p, b->args[0]);
  cm_print_str(p, " = ");
  print_bound(p, op, cm_affine_for_lb_map(op), 0, "max", "lower_bound");
  cm_print_str(p, " to ");
  print_bound(p, op, cm_affine_for_ub_map(op),
              cm_affine_for_ub_operands_start(op), "min", "upper_bound");
  int64_t step = cm_affine_for_step(op);
  if (step != 1)
    cm_print_printf(p, " step %lld", (long long)step);
  unsigned niter = cm_affine_for_num_iter_args(op);
  if (niter) {
    unsigned s = cm_affine_for_iter_operands_start(op);
    cm_print_str(p, " iter_args(");
    for (unsigned i = 0; i < niter; i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_operand(p, b->args[1 + i]);
      cm_print_str(p, " = ");
      cm_print_operand(p, cm_op_operand(op, s + i));
    }
    cm_print_str(p, ") -> (");
    for (unsigned i = 0; i < cm_op_num_results(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_result(op, i)->type);
    }
    cm_print_str(p, ")");
  }
  cm_print_region(p, cm_op_region(op, 0), false, niter > 0);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, for_elided);
}

static bool for_printable(const CmOp *op) {
  CmOp *o = (CmOp *)op;
  CmAffineMap *lb = cm_affine_for_lb_map(o), *ub = cm_affine_for_ub_map(o);
  if (!lb || !ub || cm_op_num_regions(op) != 1)
    return false;
  CmBlock *b = cm_op_region(o, 0)->first;
  unsigned s = map_inputs(lb) + map_inputs(ub);
  if (s > cm_op_num_operands(op) || !b || !b->num_args)
    return false;
  unsigned niter = cm_op_num_operands(op) - s;
  return b->num_args == niter + 1 && cm_op_num_results(op) == niter;
}

static CmResult for_verify(CmOp *op) {
  CmAffineMap *lb = cm_affine_for_lb_map(op), *ub = cm_affine_for_ub_map(op);
  if (!lb)
    return cm_op_emit_error(op, "requires an affine map attribute named "
                                "'lower_bound'");
  if (!ub)
    return cm_op_emit_error(op, "requires an affine map attribute named "
                                "'upper_bound'");
  CmAttr *step = cm_op_get_attr(op, "step");
  if (!step || step->kind != CM_ATTR_INTEGER)
    return cm_op_emit_error(op, "requires an integer attribute named 'step'");
  if (step->integer.value <= 0)
    return cm_op_emit_error(op, "expected step to be representable as a "
                                "positive signed integer");
  if (map_inputs(lb) + map_inputs(ub) > cm_op_num_operands(op))
    return cm_op_emit_error(op, "operand count and affine map dimension and "
                                "symbol count must match");
  CmBlock *body = cm_affine_for_body(op);
  if (!body || !body->num_args || !cm_type_is_index(body->args[0]->type))
    return cm_op_emit_error(op, "expected body to have a single index "
                                "argument for the induction variable");
  if (map_inputs(lb) &&
      cm_affine_verify_dims_and_symbols(op, 0, map_inputs(lb), lb->num_dims))
    return CM_FAILURE;
  if (map_inputs(ub) &&
      cm_affine_verify_dims_and_symbols(op, map_inputs(lb), map_inputs(ub),
                                        ub->num_dims))
    return CM_FAILURE;
  unsigned nres = cm_op_num_results(op);
  if (!nres)
    return CM_SUCCESS;
  if (cm_affine_for_num_iter_args(op) != nres)
    return cm_op_emit_error(op, "mismatch between the number of loop-carried "
                                "values and results");
  if (body->num_args - 1 != nres)
    return cm_op_emit_error(op, "mismatch between the number of basic block "
                                "args and results");
  return CM_SUCCESS;
}

static unsigned loop_successors(CmOp *op, unsigned from, CmAttr *const *cst,
                                unsigned out[4]) {
  (void)cst;
  /* 13: a loop with constant bounds that does not run only exits */
  uint64_t trips;
  if (cm_is_affine_for(op) && cm_affine_for_constant_trip_count(op, &trips) &&
      trips == 0 && from == CM_REGION_PARENT) {
    out[0] = CM_REGION_PARENT;
    return 1;
  }
  out[0] = 0;
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
  *start = cm_affine_for_iter_operands_start(op);
  *count = cm_affine_for_num_iter_args(op);
}
static const CmRegionBranchInterface for_branch = {
    loop_successors, for_inputs, for_entry_operands};
static CmRegion *loop_body(CmOp *op) { return cm_op_region(op, 0); }
static const CmLoopLikeInterface loop_like = {loop_body, NULL, NULL};
static const CmInterfaceImpl for_interfaces[] = {
    {CM_IFACE_LOOP_LIKE, &loop_like}, {CM_IFACE_REGION_BRANCH, &for_branch}};

static const CmOdsValue any_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue any_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsRegion one_region[] = {{"region", false, true}};
static const CmOdsOp for_ods = {.summary = "for operation",
                                CM_ODS_OPERANDS(any_operands),
                                CM_ODS_RESULTS(any_results),
                                CM_ODS_REGIONS(one_region),
                                .fold = cm_affine_for_fold,
                                CM_ODS_INTERFACES(for_interfaces)};

/* ======================================================================
 * affine.if
 * ====================================================================== */
bool cm_is_affine_if(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.if");
}
CmIntegerSet *cm_affine_if_set(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "condition");
  return a && a->kind == CM_ATTR_INTEGER_SET ? a->set : NULL;
}
void cm_affine_if_set_condition(CmOp *op, CmIntegerSet *set, unsigned n,
                                CmValue *const *operands) {
  cm_op_set_operands(op, n, operands);
  cm_op_set_attr(op, "condition", cm_integer_set_attr(set));
}
CmBlock *cm_affine_if_then_block(CmOp *op) {
  return cm_op_region(op, 0)->first;
}
CmBlock *cm_affine_if_else_block(CmOp *op) {
  return cm_op_region(op, 1)->first;
}
CmOp *cm_affine_if_create(CmContext *ctx, CmLoc *loc, CmIntegerSet *set,
                          unsigned n, CmValue *const *operands,
                          unsigned nresults, CmType *const *types,
                          bool with_else) {
  CmAttr *d = set_in_dict(ctx, NULL, "condition", cm_integer_set_attr(set));
  CmOp *op = cm_op_create_v(ctx, "affine.if", loc, nresults, types, n,
                            operands, d, 0, NULL, 2);
  for (unsigned r = 0; r < (with_else ? 2u : 1u); r++) {
    CmBlock *b = cm_block_create();
    cm_region_append_block(cm_op_region(op, r), b);
    if (!nresults)
      cm_block_append_op(b, cm_affine_yield_create(ctx, loc, 0, NULL));
  }
  return op;
}

static CmResult if_parse(CmParser *p, CmOpState *st) {
  const char *pos = cm_parser_pos(p);
  CmAttr *a;
  if (cm_parse_attribute(p, NULL, &a))
    return CM_FAILURE;
  if (a->kind != CM_ATTR_INTEGER_SET)
    return cm_parser_error_at(p, pos, "invalid kind of attribute specified");
  cm_op_state_add_attr(st, "condition", a);
  CmValueVec vals = {0};
  unsigned nd = 0;
  CmResult r = cm_affine_parse_dims_and_symbols(p, &vals, &nd);
  size_t nvals = vals.len;
  MOVE_VEC(st->operands, vals);
  if (r)
    return CM_FAILURE;
  if (a->set->num_dims != nd)
    return name_error(p, "affine.if", "dim operand count and integer set dim "
                                      "count must match");
  if (nd + a->set->num_syms != nvals)
    return name_error(p, "affine.if", "symbol operand count and integer set "
                                      "symbol count must match");
  CmTypeVec types = {0};
  CmResult status = CM_SUCCESS;
  cm_parse_optional_arrow_type_list(p, &types, &status);
  MOVE_VEC(st->types, types);
  if (status)
    return CM_FAILURE;
  CmRegion *then_r = cm_op_state_add_region(st);
  CmRegion *else_r = cm_op_state_add_region(st);
  if (cm_parse_region(p, then_r, 0, NULL, false))
    return CM_FAILURE;
  ensure_yield(st->ctx, cm_op_state_locref(st), then_r);
  if (cm_parse_optional_keyword(p, "else")) {
    if (cm_parse_region(p, else_r, 0, NULL, false))
      return CM_FAILURE;
    ensure_yield(st->ctx, cm_op_state_locref(st), else_r);
  }
  CmNamedAttrVec attrs = {0};
  r = cm_parse_optional_attr_dict(p, &attrs);
  MOVE_VEC(st->attrs, attrs);
  return r;
}

static const char *const if_elided[] = {"condition"};

static void if_print(CmPrinter *p, CmOp *op) {
  CmIntegerSet *set = cm_affine_if_set(op);
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "condition"));
  cm_affine_print_dims_and_symbols(p, op, 0, cm_op_num_operands(op),
                                   set->num_dims);
  unsigned nres = cm_op_num_results(op);
  if (nres) {
    CmType *small[8];
    CmType **types = nres <= 8 ? small : cm_xmalloc(nres * sizeof(CmType *));
    for (unsigned i = 0; i < nres; i++)
      types[i] = cm_op_result(op, i)->type;
    cm_print_str(p, " -> ");
    cm_print_arrow_type_list(p, nres, types);
    if (types != small)
      free(types);
  }
  cm_print_region(p, cm_op_region(op, 0), false, nres > 0);
  if (!cm_region_empty(cm_op_region(op, 1))) {
    cm_print_str(p, " else");
    cm_print_region(p, cm_op_region(op, 1), false, nres > 0);
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, if_elided);
}

static bool if_printable(const CmOp *op) {
  CmIntegerSet *s = cm_affine_if_set((CmOp *)op);
  return s && cm_op_num_regions(op) == 2 &&
         s->num_dims <= cm_op_num_operands(op);
}

static CmResult if_verify(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_regions(op); i++) {
    CmBlock *e = cm_op_region(op, i)->first;
    if (e && e->num_args)
      return cm_op_emit_error(op, "region #%u should have no arguments", i);
  }
  CmIntegerSet *set = cm_affine_if_set(op);
  if (!set)
    return cm_op_emit_error(op, "requires an integer set attribute named "
                                "'condition'");
  if (cm_op_num_operands(op) != set->num_dims + set->num_syms)
    return cm_op_emit_error(op, "operand count and condition integer set "
                                "dimension and symbol count must match");
  return cm_affine_verify_dims_and_symbols(op, 0, cm_op_num_operands(op),
                                           set->num_dims);
}

static unsigned if_successors(CmOp *op, unsigned from, CmAttr *const *cst,
                              unsigned out[4]) {
  (void)cst;
  if (from != CM_REGION_PARENT) {
    out[0] = CM_REGION_PARENT;
    return 1;
  }
  out[0] = 0;
  if (!cm_region_empty(cm_op_region(op, 1))) {
    out[1] = 1;
    return 2;
  }
  out[1] = CM_REGION_PARENT;
  return 2;
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
static const CmOdsRegion if_regions[] = {{"thenRegion", false, true},
                                         {"elseRegion", false, false}};
static const CmOdsOp if_ods = {.summary = "if-then-else operation",
                               CM_ODS_OPERANDS(any_operands),
                               CM_ODS_RESULTS(any_results),
                               CM_ODS_REGIONS(if_regions),
                               .fold = cm_affine_if_fold,
                               CM_ODS_INTERFACES(if_interfaces)};

/* ======================================================================
 * affine.yield
 * ====================================================================== */
static CmResult yield_verify(CmOp *op) {
  CmOp *parent = cm_op_parent_op(op);
  if (!parent || !(cm_op_name_is(parent, "affine.parallel") ||
                   cm_op_name_is(parent, "affine.if") ||
                   cm_op_name_is(parent, "affine.for")))
    return cm_op_emit_error(op, "only terminates affine.if/for/parallel "
                                "regions");
  if (cm_op_num_results(parent) != cm_op_num_operands(op))
    return cm_op_emit_error(op, "parent of yield must have same number of "
                                "results as the yield operands");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (cm_op_result(parent, i)->type != cm_op_operand(op, i)->type)
      return cm_op_emit_error(op, "types mismatch between yield op and its "
                                  "parent");
  return CM_SUCCESS;
}
static const CmOdsOp yield_ods = {
    .summary = "Yield values to parent operation",
    CM_ODS_OPERANDS(any_operands),
    .format = "attr-dict ($operands^ `:` type($operands))?"};

/* ======================================================================
 * affine.load / store / vector_load / vector_store / prefetch
 * ====================================================================== */
/* Index of the memref operand. */
static unsigned access_memref_index(const CmOp *op) {
  return cm_op_name_is(op, "affine.store") ||
                 cm_op_name_is(op, "affine.vector_store")
             ? 1
             : 0;
}
bool cm_is_affine_load(const CmOp *op) {
  return op && (cm_op_name_is(op, "affine.load") ||
                cm_op_name_is(op, "affine.vector_load"));
}
bool cm_is_affine_store(const CmOp *op) {
  return op && (cm_op_name_is(op, "affine.store") ||
                cm_op_name_is(op, "affine.vector_store"));
}
CmValue *cm_affine_access_memref(CmOp *op) {
  return cm_op_operand(op, access_memref_index(op));
}
CmAffineMap *cm_affine_access_map(CmOp *op) { return map_attr(op, "map"); }
unsigned cm_affine_access_map_operands_start(CmOp *op) {
  return access_memref_index(op) + 1;
}
unsigned cm_affine_access_num_map_operands(CmOp *op) {
  return cm_op_num_operands(op) - cm_affine_access_map_operands_start(op);
}
CmValue *cm_affine_access_map_operand(CmOp *op, unsigned i) {
  return cm_op_operand(op, cm_affine_access_map_operands_start(op) + i);
}
CmValue *cm_affine_store_value(CmOp *op) { return cm_op_operand(op, 0); }
void cm_affine_access_set_map(CmOp *op, CmAffineMap *map, unsigned n,
                              CmValue *const *operands) {
  unsigned s = cm_affine_access_map_operands_start(op);
  CM_VEC(CmValue *) vals = {0};
  for (unsigned i = 0; i < s; i++)
    CM_VEC_PUSH(vals, cm_op_operand(op, i));
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(vals, operands[i]);
  cm_op_set_operands(op, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  cm_op_set_attr(op, "map", cm_affine_map_attr(map));
}

static CmOp *access_create(CmContext *ctx, CmLoc *loc, const char *name,
                           CmValue *value, CmValue *memref, CmAffineMap *map,
                           unsigned n, CmValue *const *operands) {
  CmType *mt = memref->type;
  if (!map)
    map = cm_affine_map_identity(ctx, mt->shaped.rank);
  CM_VEC(CmValue *) vals = {0};
  if (value)
    CM_VEC_PUSH(vals, value);
  CM_VEC_PUSH(vals, memref);
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(vals, operands[i]);
  CmAttr *d = set_in_dict(ctx, NULL, "map", cm_affine_map_attr(map));
  CmType *elem = mt->shaped.elem;
  CmOp *op = cm_op_create_v(ctx, name, loc, value ? 0 : 1, &elem,
                            (unsigned)vals.len, vals.data, d, 0, NULL, 0);
  CM_VEC_FREE(vals);
  return op;
}
CmOp *cm_affine_load_create(CmContext *ctx, CmLoc *loc, CmValue *memref,
                            CmAffineMap *map, unsigned n,
                            CmValue *const *operands) {
  return access_create(ctx, loc, "affine.load", NULL, memref, map, n,
                       operands);
}
CmOp *cm_affine_store_create(CmContext *ctx, CmLoc *loc, CmValue *value,
                             CmValue *memref, CmAffineMap *map, unsigned n,
                             CmValue *const *operands) {
  return access_create(ctx, loc, "affine.store", value, memref, map, n,
                       operands);
}

/* `%m[map of ssa ids]`: memref operand and index operands (unresolved),
 * the map attribute added as `attr`. */
static CmResult parse_subscript(CmParser *p, CmOpState *st, const char *attr,
                                CmUnresolvedOperand *memref,
                                CmOperandVec *indices) {
  CmAffineMap *map = NULL;
  if (cm_parse_operand(p, memref) ||
      cm_parse_affine_map_of_ssa_ids(p, indices, &map, CM_DELIM_SQUARE))
    return CM_FAILURE;
  cm_op_state_add_attr(st, attr, cm_affine_map_attr(map));
  return CM_SUCCESS;
}

static CmResult parse_attrs(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  MOVE_VEC(st->attrs, attrs);
  return r;
}

static CmResult resolve_indices(CmParser *p, CmOperandVec *ids,
                                CmValueVec *vals) {
  return cm_resolve_operands_same_type(p, ids->data, ids->len,
                                       index_type(cm_parser_context(p)),
                                       vals);
}

/* load / vector_load: `%m[...] attrs : memref-type (, vector-type)?` */
static CmResult load_parse_common(CmParser *p, CmOpState *st, bool vec) {
  CmUnresolvedOperand m;
  CmOperandVec ids = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *mt, *vt = NULL;
  if (parse_subscript(p, st, "map", &m, &ids) || parse_attrs(p, st) ||
      cm_parse_colon_type(p, &mt))
    goto done;
  if (vec && (cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_type(p, &vt)))
    goto done;
  if (cm_resolve_operand(p, &m, mt, &vals) || resolve_indices(p, &ids, &vals))
    goto done;
  if (!vec && mt->kind != CM_TYPE_MEMREF) {
    cm_parser_error(p, "invalid kind of type specified");
    goto done;
  }
  CM_VEC_PUSH(st->types, vec ? vt : mt->shaped.elem);
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ids);
  return r;
}
static CmResult load_parse(CmParser *p, CmOpState *st) {
  return load_parse_common(p, st, false);
}
static CmResult vector_load_parse(CmParser *p, CmOpState *st) {
  return load_parse_common(p, st, true);
}

/* store / vector_store: `%v, %m[...] attrs : memref-type (, vector-type)?` */
static CmResult store_parse_common(CmParser *p, CmOpState *st, bool vec) {
  CmUnresolvedOperand v, m;
  CmOperandVec ids = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *mt, *vt = NULL;
  if (cm_parse_operand(p, &v) || cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_subscript(p, st, "map", &m, &ids) || parse_attrs(p, st) ||
      cm_parse_colon_type(p, &mt))
    goto done;
  if (vec && (cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_type(p, &vt)))
    goto done;
  if (!vec && mt->kind != CM_TYPE_MEMREF) {
    cm_parser_error(p, "invalid kind of type specified");
    goto done;
  }
  if (cm_resolve_operand(p, &v, vec ? vt : mt->shaped.elem, &vals) ||
      cm_resolve_operand(p, &m, mt, &vals) || resolve_indices(p, &ids, &vals))
    goto done;
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ids);
  return r;
}
static CmResult store_parse(CmParser *p, CmOpState *st) {
  return store_parse_common(p, st, false);
}
static CmResult vector_store_parse(CmParser *p, CmOpState *st) {
  return store_parse_common(p, st, true);
}

static const char *const map_elided[] = {"map"};

static void print_subscript(CmPrinter *p, CmOp *op, unsigned memref_idx,
                            const char *attr) {
  cm_print_operand(p, cm_op_operand(op, memref_idx));
  cm_print_str(p, "[");
  CmAffineMap *m = map_attr(op, attr);
  if (m) {
    unsigned n = cm_op_num_operands(op) - memref_idx - 1;
    CmValue *small[8];
    CmValue **ops = n <= 8 ? small : cm_xmalloc(n * sizeof(CmValue *));
    for (unsigned i = 0; i < n; i++)
      ops[i] = cm_op_operand(op, memref_idx + 1 + i);
    cm_print_affine_map_of_ssa_ids(p, m, ops);
    if (ops != small)
      free(ops);
  }
  cm_print_str(p, "]");
}

static void access_print(CmPrinter *p, CmOp *op) {
  unsigned mi = access_memref_index(op);
  cm_print_str(p, " ");
  if (mi) {
    cm_print_operand(p, cm_op_operand(op, 0));
    cm_print_str(p, ", ");
  }
  print_subscript(p, op, mi, "map");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, map_elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, mi)->type);
  if (cm_op_name_is(op, "affine.vector_load")) {
    cm_print_str(p, ", ");
    cm_print_type(p, cm_op_result(op, 0)->type);
  } else if (cm_op_name_is(op, "affine.vector_store")) {
    cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, 0)->type);
  }
}

/* The map inputs must equal the operand count from `first` on. */
static bool map_fits(const CmOp *op, const char *attr, unsigned first) {
  CmAffineMap *m = map_attr(op, attr);
  return m && first <= cm_op_num_operands(op) &&
         map_inputs(m) == cm_op_num_operands(op) - first;
}
static bool access_printable(const CmOp *op) {
  unsigned mi = access_memref_index(op);
  if (cm_op_num_operands(op) <= mi)
    return false;
  CmType *t = cm_op_operand((CmOp *)op, mi)->type;
  return t->kind == CM_TYPE_MEMREF && map_fits(op, "map", mi + 1);
}

/* upstream verifyMemoryOpIndexing */
static CmResult verify_indexing(CmOp *op, const char *attr, unsigned first,
                                unsigned count, CmType *memref_type) {
  CmAffineMap *m = map_attr(op, attr);
  unsigned rank = memref_type->shaped.rank;
  if (m) {
    if (m->num_results != rank)
      return cm_op_emit_error(op, "affine map num results must equal memref "
                                  "rank");
    if (map_inputs(m) != count)
      return cm_op_emit_error(op, "expects as many subscripts as affine map "
                                  "inputs");
  } else if (rank != count) {
    return cm_op_emit_error(op, "expects the number of subscripts to be "
                                "equal to memref rank");
  }
  CmRegion *scope = cm_affine_scope(op);
  for (unsigned i = first; i < first + count; i++) {
    CmValue *v = cm_op_operand(op, i);
    if (!cm_type_is_index(v->type))
      return cm_op_emit_error(op, "index to load must have 'index' type");
    if (!cm_affine_is_valid_dim(v, scope) &&
        !cm_affine_is_valid_symbol(v, scope))
      return cm_op_emit_error(op, "index must be a dimension or symbol "
                                  "identifier");
  }
  return CM_SUCCESS;
}

static CmResult load_verify(CmOp *op) {
  CmType *mt = cm_op_operand(op, 0)->type;
  if (cm_op_result(op, 0)->type != mt->shaped.elem)
    return cm_op_emit_error(op, "result type must match element type of "
                                "memref");
  return verify_indexing(op, "map", 1, cm_op_num_operands(op) - 1, mt);
}
static CmResult store_verify(CmOp *op) {
  CmType *mt = cm_op_operand(op, 1)->type;
  if (cm_op_operand(op, 0)->type != mt->shaped.elem)
    return cm_op_emit_error(op, "first operand must have same type memref "
                                "element type");
  return verify_indexing(op, "map", 2, cm_op_num_operands(op) - 2, mt);
}
static CmResult vector_load_verify(CmOp *op) {
  CmType *mt = cm_op_operand(op, 0)->type;
  if (cm_op_result(op, 0)->type->shaped.elem != mt->shaped.elem)
    return cm_op_emit_error(op, "requires memref and vector types of the same "
                                "elemental type");
  return verify_indexing(op, "map", 1, cm_op_num_operands(op) - 1, mt);
}
static CmResult vector_store_verify(CmOp *op) {
  CmType *mt = cm_op_operand(op, 1)->type;
  if (cm_op_operand(op, 0)->type->shaped.elem != mt->shaped.elem)
    return cm_op_emit_error(op, "requires memref and vector types of the same "
                                "elemental type");
  return verify_indexing(op, "map", 2, cm_op_num_operands(op) - 2, mt);
}

static const CmOdsValue load_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue load_results[] = {{"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue vload_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_vector}};
static const CmOdsValue store_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_any},
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue vstore_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_vector},
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsAttr map_attrs[] = {{"map", &cm_ac_affine_map, false, NULL}};
static const CmOdsOp load_ods = {.summary = "affine load operation",
                                 CM_ODS_OPERANDS(load_operands),
                                 CM_ODS_RESULTS(load_results),
                                 CM_ODS_ATTRS(map_attrs),
                                 .fold = cm_affine_access_fold};
static const CmOdsOp vload_ods = {.summary = "affine vector load operation",
                                  CM_ODS_OPERANDS(load_operands),
                                  CM_ODS_RESULTS(vload_results),
                                  CM_ODS_ATTRS(map_attrs),
                                  .fold = cm_affine_access_fold};
static const CmOdsOp store_ods = {.summary = "affine store operation",
                                  CM_ODS_OPERANDS(store_operands),
                                  CM_ODS_ATTRS(map_attrs),
                                  .fold = cm_affine_access_fold};
static const CmOdsOp vstore_ods = {.summary = "affine vector store operation",
                                   CM_ODS_OPERANDS(vstore_operands),
                                   CM_ODS_ATTRS(map_attrs),
                                   .fold = cm_affine_access_fold};

/* affine.prefetch %m[...], read|write, locality<N>, data|instr : type */
static CmResult prefetch_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand m;
  CmOperandVec ids = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *mt;
  CmStr rw, cache;
  int64_t hint;
  if (parse_subscript(p, st, "map", &m, &ids) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_any_keyword(p, &rw) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_keyword(p, "locality") ||
      cm_parse_tok(p, CM_TOK_LESS) || cm_parse_integer(p, &hint) ||
      cm_parse_tok(p, CM_TOK_GREATER) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_any_keyword(p, &cache) || parse_attrs(p, st) ||
      cm_parse_colon_type(p, &mt) || cm_resolve_operand(p, &m, mt, &vals) ||
      resolve_indices(p, &ids, &vals))
    goto done;
  bool is_write = str_is(rw, "write");
  if (!is_write && !str_is(rw, "read")) {
    name_error(p, "affine.prefetch", "rw specifier has to be 'read' or "
                                     "'write'");
    goto done;
  }
  bool is_data = str_is(cache, "data");
  if (!is_data && !str_is(cache, "instr")) {
    name_error(p, "affine.prefetch", "cache type has to be 'data' or "
                                     "'instr'");
    goto done;
  }
  cm_op_state_add_attr(st, "localityHint",
                       cm_integer_attr(cm_integer_type(ctx, 32, CM_SIGNLESS),
                                       hint));
  cm_op_state_add_attr(st, "isWrite", cm_bool_attr(ctx, is_write));
  cm_op_state_add_attr(st, "isDataCache", cm_bool_attr(ctx, is_data));
  r = CM_SUCCESS;
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ids);
  return r;
}

static bool attr_true(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_INTEGER && a->integer.value;
}

static const char *const prefetch_elided[] = {"map", "localityHint",
                                              "isDataCache", "isWrite"};
static void prefetch_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  print_subscript(p, op, 0, "map");
  CmAttr *h = cm_op_get_attr(op, "localityHint");
  cm_print_printf(p, ", %s, locality<%lld>, %s",
                  attr_true(op, "isWrite") ? "write" : "read",
                  (long long)(h ? h->integer.value : 0),
                  attr_true(op, "isDataCache") ? "data" : "instr");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 4, prefetch_elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}
static bool prefetch_printable(const CmOp *op) {
  CmAttr *h = cm_op_get_attr(op, "localityHint");
  return cm_op_num_operands(op) >= 1 && h && h->kind == CM_ATTR_INTEGER &&
         cm_op_operand((CmOp *)op, 0)->type->kind == CM_TYPE_MEMREF &&
         map_fits(op, "map", 1);
}
static CmResult prefetch_verify(CmOp *op) {
  CmAffineMap *m = map_attr(op, "map");
  CmType *mt = cm_op_operand(op, 0)->type;
  if (m->num_results != mt->shaped.rank)
    return cm_op_emit_error(op, "affine.prefetch affine map num results must "
                                "equal memref rank");
  if (map_inputs(m) + 1 != cm_op_num_operands(op))
    return cm_op_emit_error(op, "too few operands");
  CmAttr *h = cm_op_get_attr(op, "localityHint");
  if (h->integer.value < 0 || h->integer.value > 3)
    return cm_op_emit_error(op, "attribute 'localityHint' failed to satisfy "
                                "constraint: 32-bit signless integer "
                                "attribute whose minimum value is 0 whose "
                                "maximum value is 3");
  CmRegion *scope = cm_affine_scope(op);
  for (unsigned i = 1; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (!cm_affine_is_valid_dim(v, scope) &&
        !cm_affine_is_valid_symbol(v, scope))
      return cm_op_emit_error(op, "index must be a dimension or symbol "
                                  "identifier");
  }
  return CM_SUCCESS;
}
static const CmOdsValue prefetch_operands[] = {
    {"memref", CM_ODS_ONE, &cm_tc_memref},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsAttr prefetch_attrs[] = {
    {"isWrite", &cm_ac_bool, false, NULL},
    {"localityHint", &cm_ac_i32, false, NULL},
    {"isDataCache", &cm_ac_bool, false, NULL},
    {"map", &cm_ac_affine_map, false, NULL}};
static const CmOdsOp prefetch_ods = {.summary = "affine prefetch operation",
                                     CM_ODS_OPERANDS(prefetch_operands),
                                     CM_ODS_ATTRS(prefetch_attrs),
                                     .fold = cm_affine_access_fold};

/* ======================================================================
 * affine.dma_start / affine.dma_wait
 * ====================================================================== */
/* Operand layout: src memref, src indices, dst memref, dst indices, tag
 * memref, tag indices, num_elements, [stride, num_elts_per_stride]. */
typedef struct DmaLayout {
  unsigned src, dst, tag, num_elements;
  bool strided;
} DmaLayout;
static bool dma_layout(const CmOp *op, DmaLayout *l) {
  CmAffineMap *s = map_attr(op, "src_map"), *d = map_attr(op, "dst_map"),
              *t = map_attr(op, "tag_map");
  if (!s || !d || !t)
    return false;
  l->src = 0;
  l->dst = l->src + 1 + map_inputs(s);
  l->tag = l->dst + 1 + map_inputs(d);
  l->num_elements = l->tag + 1 + map_inputs(t);
  unsigned n = cm_op_num_operands(op);
  if (n != l->num_elements + 1 && n != l->num_elements + 3)
    return false;
  l->strided = n == l->num_elements + 3;
  return true;
}

static CmResult dma_start_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand src, dst, tag, num;
  CmOperandVec si = {0}, di = {0}, ti = {0}, stride = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (parse_subscript(p, st, "src_map", &src, &si) ||
      cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_subscript(p, st, "dst_map", &dst, &di) ||
      cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_subscript(p, st, "tag_map", &tag, &ti) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_operand(p, &num))
    goto done;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA) &&
      cm_parse_operand_list(p, &stride, -1, CM_DELIM_NONE))
    goto done;
  if (cm_parse_colon_type_list(p, &types))
    goto done;
  if (types.len != 3) {
    name_error(p, "affine.dma_start", "expected three types");
    goto done;
  }
  if (cm_resolve_operand(p, &src, types.data[0], &vals) ||
      resolve_indices(p, &si, &vals) ||
      cm_resolve_operand(p, &dst, types.data[1], &vals) ||
      resolve_indices(p, &di, &vals) ||
      cm_resolve_operand(p, &tag, types.data[2], &vals) ||
      resolve_indices(p, &ti, &vals) ||
      cm_resolve_operand(p, &num, index_type(ctx), &vals))
    goto done;
  if (stride.len && (stride.len != 2 || resolve_indices(p, &stride, &vals))) {
    if (stride.len != 2)
      name_error(p, "affine.dma_start", "expected two stride related "
                                        "operands");
    goto done;
  }
  /* 13 checks the index counts against the memref ranks */
  CmAffineMap *maps[3] = {0};
  for (size_t i = 0; i < st->attrs.len; i++) {
    CmNamedAttr *na = &st->attrs.data[i];
    const char *n = na->name->str;
    int k = !strcmp(n, "src_map") ? 0 : !strcmp(n, "dst_map") ? 1
            : !strcmp(n, "tag_map") ? 2 : -1;
    if (k >= 0)
      maps[k] = na->value->map;
  }
  for (int k = 0; k < 3; k++)
    if (!types.data[k] || types.data[k]->kind != CM_TYPE_MEMREF) {
      name_error(p, "affine.dma_start", "expected memref types");
      goto done;
    }
  if (maps[0]->num_dims + maps[0]->num_syms != si.len ||
      maps[1]->num_dims + maps[1]->num_syms != di.len ||
      maps[2]->num_dims + maps[2]->num_syms != ti.len) {
    name_error(p, "affine.dma_start", "memref operand count not equal to map.numInputs");
    goto done;
  }
  r = parse_attrs(p, st);
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(si);
  CM_VEC_FREE(di);
  CM_VEC_FREE(ti);
  CM_VEC_FREE(stride);
  CM_VEC_FREE(types);
  return r;
}

static const char *const dma_elided[] = {"src_map", "dst_map", "tag_map"};
static void dma_start_print(CmPrinter *p, CmOp *op) {
  DmaLayout l;
  dma_layout(op, &l);
  cm_print_str(p, " ");
  /* print_subscript prints every operand after the memref as map operands,
   * so print each with the map's own count */
  const unsigned starts[3] = {l.src, l.dst, l.tag};
  const char *attrs[3] = {"src_map", "dst_map", "tag_map"};
  for (int k = 0; k < 3; k++) {
    CmAffineMap *m = map_attr(op, attrs[k]);
    cm_print_operand(p, cm_op_operand(op, starts[k]));
    cm_print_str(p, "[");
    unsigned n = map_inputs(m);
    CmValue **ops = cm_xmalloc((n ? n : 1) * sizeof(CmValue *));
    for (unsigned i = 0; i < n; i++)
      ops[i] = cm_op_operand(op, starts[k] + 1 + i);
    cm_print_affine_map_of_ssa_ids(p, m, ops);
    free(ops);
    cm_print_str(p, "], ");
  }
  cm_print_operand(p, cm_op_operand(op, l.num_elements));
  if (l.strided) {
    cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, l.num_elements + 1));
    cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, l.num_elements + 2));
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, l.src)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, l.dst)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, l.tag)->type);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, dma_elided);
}
static bool dma_start_printable(const CmOp *op) {
  DmaLayout l;
  return dma_layout(op, &l);
}
static CmResult dma_start_verify(CmOp *op) {
  DmaLayout l;
  if (!dma_layout(op, &l))
    return cm_op_emit_error(op, "incorrect number of operands");
  const unsigned starts[3] = {l.src, l.dst, l.tag};
  const char *names[3] = {"DMA source", "DMA destination", "DMA tag"};
  for (int k = 0; k < 3; k++)
    if (cm_op_operand(op, starts[k])->type->kind != CM_TYPE_MEMREF)
      return cm_op_emit_error(op, "expected %s to be of memref type",
                              names[k]);
  CmRegion *scope = cm_affine_scope(op);
  for (int k = 0; k < 3; k++) {
    CmAffineMap *m = map_attr(op, k == 0 ? "src_map" : k == 1 ? "dst_map"
                                                               : "tag_map");
    for (unsigned i = 0; i < map_inputs(m); i++) {
      CmValue *v = cm_op_operand(op, starts[k] + 1 + i);
      if (!cm_type_is_index(v->type))
        return cm_op_emit_error(op, "expected index type for index operand");
      if (!cm_affine_is_valid_dim(v, scope) &&
          !cm_affine_is_valid_symbol(v, scope))
        return cm_op_emit_error(op, "%s must be a dimension or symbol "
                                    "identifier",
                                k == 0 ? "src index" : k == 1 ? "dst index"
                                                              : "tag index");
    }
  }
  if (!cm_type_is_index(cm_op_operand(op, l.num_elements)->type))
    return cm_op_emit_error(op, "expected DMA num elements to be of index "
                                "type");
  return CM_SUCCESS;
}

static void dma_start_effects(CmOp *op, CmEffectVec *out) {
  DmaLayout l;
  if (!dma_layout(op, &l))
    return;
  CmEffect e[3] = {{CM_EFFECT_READ, cm_op_operand(op, l.src)},
                   {CM_EFFECT_WRITE, cm_op_operand(op, l.dst)},
                   {CM_EFFECT_READ, cm_op_operand(op, l.tag)}};
  for (int i = 0; i < 3; i++)
    CM_VEC_PUSH(*out, e[i]);
}
static const CmMemoryEffectsInterface dma_start_fx = {dma_start_effects};
static const CmInterfaceImpl dma_start_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &dma_start_fx}};
static const CmOdsOp dma_start_ods = {.summary = "affine DMA start operation",
                                      CM_ODS_OPERANDS(any_operands),
                                      .fold = cm_affine_access_fold,
                                      CM_ODS_INTERFACES(dma_start_ifaces)};

static CmResult dma_wait_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmUnresolvedOperand tag, num;
  CmOperandVec ti = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  if (parse_subscript(p, st, "tag_map", &tag, &ti) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_operand(p, &num) ||
      cm_parse_colon_type(p, &t) || cm_resolve_operand(p, &tag, t, &vals) ||
      resolve_indices(p, &ti, &vals) ||
      cm_resolve_operand(p, &num, index_type(ctx), &vals))
    goto done;
  if (t->kind != CM_TYPE_MEMREF) {
    name_error(p, "affine.dma_wait", "expected tag to be of memref type");
    goto done;
  }
  CmAffineMap *m = NULL;
  for (size_t i = 0; i < st->attrs.len; i++)
    if (!strcmp(st->attrs.data[i].name->str, "tag_map"))
      m = st->attrs.data[i].value->map;
  if (m && m->num_dims + m->num_syms != ti.len) {
    name_error(p, "affine.dma_wait", "tag memref operand count != to map.numInputs");
    goto done;
  }
  r = parse_attrs(p, st);
done:
  MOVE_VEC(st->operands, vals);
  CM_VEC_FREE(ti);
  return r;
}
static const char *const tag_elided[] = {"tag_map"};
static void dma_wait_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  CmAffineMap *m = map_attr(op, "tag_map");
  unsigned n = map_inputs(m);
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "[");
  CmValue **ops = cm_xmalloc((n ? n : 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < n; i++)
    ops[i] = cm_op_operand(op, 1 + i);
  cm_print_affine_map_of_ssa_ids(p, m, ops);
  free(ops);
  cm_print_str(p, "], ");
  cm_print_operand(p, cm_op_operand(op, 1 + n));
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, tag_elided);
}
static bool dma_wait_printable(const CmOp *op) {
  CmAffineMap *m = map_attr(op, "tag_map");
  return m && cm_op_num_operands(op) == map_inputs(m) + 2;
}
static CmResult dma_wait_verify(CmOp *op) {
  CmAffineMap *m = map_attr(op, "tag_map");
  if (!m || cm_op_num_operands(op) != map_inputs(m) + 2)
    return cm_op_emit_error(op, "incorrect number of operands");
  if (cm_op_operand(op, 0)->type->kind != CM_TYPE_MEMREF)
    return cm_op_emit_error(op, "expected DMA tag to be of memref type");
  CmRegion *scope = cm_affine_scope(op);
  for (unsigned i = 0; i < map_inputs(m); i++) {
    CmValue *v = cm_op_operand(op, 1 + i);
    if (!cm_type_is_index(v->type))
      return cm_op_emit_error(op, "index to dma_wait must have 'index' type");
    if (!cm_affine_is_valid_dim(v, scope) &&
        !cm_affine_is_valid_symbol(v, scope))
      return cm_op_emit_error(op, "index must be a dimension or symbol "
                                  "identifier");
  }
  return CM_SUCCESS;
}
static void dma_wait_effects(CmOp *op, CmEffectVec *out) {
  CmEffect e = {CM_EFFECT_READ, cm_op_operand(op, 0)};
  CM_VEC_PUSH(*out, e);
}
static const CmMemoryEffectsInterface dma_wait_fx = {dma_wait_effects};
static const CmInterfaceImpl dma_wait_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &dma_wait_fx}};
static const CmOdsOp dma_wait_ods = {.summary = "affine DMA wait operation",
                                     CM_ODS_OPERANDS(any_operands),
                                     .fold = cm_affine_access_fold,
                                     CM_ODS_INTERFACES(dma_wait_ifaces)};

/* ======================================================================
 * affine.parallel
 * ====================================================================== */
static const char *const rmw_kinds[] = {"addf", "addi", "assign", "maxf",
                                        "maxs", "maxu", "minf",   "mins",
                                        "minu", "mulf", "muli"};
#define NUM_RMW_KINDS 11

bool cm_is_affine_parallel(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.parallel");
}
static unsigned attr_num_elements(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || !a->type)
    return 0;
  unsigned n = 1;
  for (unsigned i = 0; i < a->type->shaped.rank; i++)
    n *= (unsigned)a->type->shaped.shape[i];
  return n;
}
unsigned cm_affine_parallel_num_dims(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "steps");
  return a && a->kind == CM_ATTR_ARRAY ? a->array.num : 0;
}
CmAffineMap *cm_affine_parallel_lb_map(CmOp *op) {
  return map_attr(op, "lowerBoundsMap");
}
CmAffineMap *cm_affine_parallel_ub_map(CmOp *op) {
  return map_attr(op, "upperBoundsMap");
}
static void group(CmOp *op, const char *name, unsigned i, unsigned *start,
                  unsigned *n) {
  CmAttr *a = cm_op_get_attr(op, name);
  unsigned s = 0;
  for (unsigned k = 0; k < i; k++)
    s += (unsigned)cm_dense_get_int(a, k);
  *start = s;
  *n = (unsigned)cm_dense_get_int(a, i);
}
void cm_affine_parallel_lb_group(CmOp *op, unsigned i, unsigned *start,
                                 unsigned *n) {
  group(op, "lowerBoundsGroups", i, start, n);
}
void cm_affine_parallel_ub_group(CmOp *op, unsigned i, unsigned *start,
                                 unsigned *n) {
  group(op, "upperBoundsGroups", i, start, n);
}
int64_t cm_affine_parallel_step(CmOp *op, unsigned i) {
  CmAttr *a = cm_op_get_attr(op, "steps");
  return a->array.elems[i]->integer.value;
}
int64_t cm_affine_parallel_reduction(CmOp *op, unsigned i) {
  CmAttr *a = cm_op_get_attr(op, "reductions");
  return a->array.elems[i]->integer.value;
}
CmBlock *cm_affine_parallel_body(CmOp *op) {
  return cm_op_region(op, 0)->first;
}

static CmAttr *i32_tensor(CmContext *ctx, unsigned n, const int32_t *v) {
  int64_t shape = n;
  CmType *t = cm_ranked_tensor_type(1, &shape,
                                    cm_integer_type(ctx, 32, CM_SIGNLESS),
                                    NULL);
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++)
    splat = splat && v[i] == v[0];
  return cm_dense_elements_attr(t, splat, splat ? 4 : n * 4u, v);
}

/* upstream deduplicateAndResolveOperands: one operand per distinct
 * `%name#n`; repl[i] is the dim / symbol expression of flat entry i. */
static CmResult dedup_resolve(CmParser *p, CmOperandVec *flat, bool syms,
                              CmValueVec *out, CmAffineExpr **repl) {
  CmContext *ctx = cm_parser_context(p);
  CmOperandVec uniq = {0};
  for (size_t i = 0; i < flat->len; i++) {
    size_t k = 0;
    for (; k < uniq.len; k++)
      if (cm_str_eq(uniq.data[k].name, flat->data[i].name) &&
          uniq.data[k].number == flat->data[i].number)
        break;
    if (k == uniq.len)
      CM_VEC_PUSH(uniq, flat->data[i]);
    repl[i] = syms ? cm_affine_symbol(ctx, (unsigned)k)
                   : cm_affine_dim(ctx, (unsigned)k);
  }
  CmResult r = resolve_indices(p, &uniq, out);
  CM_VEC_FREE(uniq);
  return r;
}

static CmResult parse_minmax_bounds(CmParser *p, CmOpState *st, bool is_min) {
  CmContext *ctx = st->ctx;
  const char *map_name = is_min ? "upperBoundsMap" : "lowerBoundsMap";
  const char *groups_name = is_min ? "upperBoundsGroups" : "lowerBoundsGroups";
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    cm_op_state_add_attr(st, map_name,
                         cm_affine_map_attr(cm_affine_map(ctx, 0, 0, 0, NULL)));
    cm_op_state_add_attr(st, groups_name, i32_tensor(ctx, 0, NULL));
    return CM_SUCCESS;
  }
  /* Each flat expression with its own dims / syms numbered from 0. */
  CM_VEC(CmAffineExpr *) exprs = {0};
  CM_VEC(unsigned) nd = {0}, ns = {0};
  CmOperandVec fdims = {0}, fsyms = {0};
  CM_VEC(int32_t) groups = {0};
  CmValueVec dvals = {0}, svals = {0};
  CmAffineExpr **drepl = NULL, **srepl = NULL;
  CmResult r = CM_FAILURE;
  do {
    if (cm_parse_optional_keyword(p, is_min ? "min" : "max")) {
      CmOperandVec ops = {0};
      CmAffineMap *m;
      if (cm_parse_affine_map_of_ssa_ids(p, &ops, &m, CM_DELIM_PAREN)) {
        CM_VEC_FREE(ops);
        goto done;
      }
      for (unsigned i = 0; i < m->num_results; i++) {
        CM_VEC_PUSH(exprs, m->results[i]);
        CM_VEC_PUSH(nd, m->num_dims);
        CM_VEC_PUSH(ns, m->num_syms);
        for (unsigned k = 0; k < m->num_dims; k++)
          CM_VEC_PUSH(fdims, ops.data[k]);
        for (unsigned k = 0; k < m->num_syms; k++)
          CM_VEC_PUSH(fsyms, ops.data[m->num_dims + k]);
      }
      CM_VEC_PUSH(groups, (int32_t)m->num_results);
      CM_VEC_FREE(ops);
    } else {
      CmOperandVec d = {0}, s = {0};
      CmAffineExpr *e;
      if (cm_parse_affine_expr_of_ssa_ids(p, &d, &s, &e)) {
        CM_VEC_FREE(d);
        CM_VEC_FREE(s);
        goto done;
      }
      CM_VEC_PUSH(exprs, e);
      CM_VEC_PUSH(nd, (unsigned)d.len);
      CM_VEC_PUSH(ns, (unsigned)s.len);
      MOVE_VEC(fdims, d);
      MOVE_VEC(fsyms, s);
      CM_VEC_PUSH(groups, 1);
    }
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  if (cm_parse_tok(p, CM_TOK_RPAREN))
    goto done;
  drepl = cm_xcalloc(fdims.len + 1, sizeof *drepl);
  srepl = cm_xcalloc(fsyms.len + 1, sizeof *srepl);
  if (dedup_resolve(p, &fdims, false, &dvals, drepl) ||
      dedup_resolve(p, &fsyms, true, &svals, srepl))
    goto done;
  /* shift each expression onto its slice of the flat operands, then onto
   * the deduplicated ones */
  unsigned td = 0, ts = 0;
  for (size_t i = 0; i < exprs.len; i++) {
    exprs.data[i] = cm_affine_replace(exprs.data[i], drepl + td, srepl + ts);
    td += nd.data[i];
    ts += ns.data[i];
  }
  CmAffineMap *m = cm_affine_map(ctx, (unsigned)dvals.len, (unsigned)svals.len,
                                 (unsigned)exprs.len, exprs.data);
  cm_op_state_add_attr(st, map_name, cm_affine_map_attr(m));
  cm_op_state_add_attr(st, groups_name,
                       i32_tensor(ctx, (unsigned)groups.len, groups.data));
  for (size_t i = 0; i < dvals.len; i++)
    CM_VEC_PUSH(st->operands, dvals.data[i]);
  for (size_t i = 0; i < svals.len; i++)
    CM_VEC_PUSH(st->operands, svals.data[i]);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(exprs);
  CM_VEC_FREE(nd);
  CM_VEC_FREE(ns);
  CM_VEC_FREE(fdims);
  CM_VEC_FREE(fsyms);
  CM_VEC_FREE(groups);
  CM_VEC_FREE(dvals);
  CM_VEC_FREE(svals);
  free(drepl);
  free(srepl);
  return r;
}

static CmResult parallel_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  RegionArgVec ivs = {0};
  CmResult r = CM_FAILURE;
  CM_VEC(CmAttr *) steps = {0};
  CM_VEC(CmAttr *) reds = {0};
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    goto done;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    do {
      CmRegionArg a;
      memset(&a, 0, sizeof a);
      a.type = index_type(ctx);
      if (cm_parse_operand(p, &a.name))
        goto done;
      CM_VEC_PUSH(ivs, a);
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto done;
  }
  /* the lower bound operands come first */
  if (cm_parse_tok(p, CM_TOK_EQUAL) || parse_minmax_bounds(p, st, false) ||
      cm_parse_keyword(p, "to") || parse_minmax_bounds(p, st, true))
    goto done;
  if (!cm_parse_optional_keyword(p, "step")) {
    for (size_t i = 0; i < ivs.len; i++)
      CM_VEC_PUSH(steps, cm_integer_attr(i64, 1));
  } else {
    CmOperandVec ops = {0};
    CmAffineMap *m;
    CmResult sr = cm_parse_affine_map_of_ssa_ids(p, &ops, &m, CM_DELIM_PAREN);
    CM_VEC_FREE(ops);
    if (sr)
      goto done;
    for (unsigned i = 0; i < m->num_results; i++) {
      if (m->results[i]->kind != CM_AFFINE_CONST) {
        name_error(p, "affine.parallel", "steps must be constant integers");
        goto done;
      }
      CM_VEC_PUSH(steps, cm_integer_attr(i64, m->results[i]->value));
    }
  }
  cm_op_state_add_attr(st, "steps",
                       cm_array_attr(ctx, (unsigned)steps.len, steps.data));
  if (cm_parse_optional_keyword(p, "reduce")) {
    if (cm_parse_tok(p, CM_TOK_LPAREN))
      goto done;
    do {
      const char *pos = cm_parser_pos(p);
      CmAttr *a;
      if (cm_parse_attribute(p, cm_none_type(ctx), &a))
        goto done;
      int k = -1;
      if (a->kind == CM_ATTR_STRING)
        for (int i = 0; i < NUM_RMW_KINDS; i++)
          if (!strcmp(a->str.value->str, rmw_kinds[i]))
            k = i;
      if (a->kind != CM_ATTR_STRING) {
        cm_parser_error_at(p, pos, "invalid kind of attribute specified");
        goto done;
      }
      if (k < 0) {
        CmBuf b = {0};
        cm_print_attr_to(a, &b);
        cm_parser_error_at(p, pos, "invalid reduction value: %.*s",
                           (int)b.len, b.data);
        cm_buf_free(&b);
        goto done;
      }
      CM_VEC_PUSH(reds, cm_integer_attr(i64, k));
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto done;
  }
  cm_op_state_add_attr(st, "reductions",
                       cm_array_attr(ctx, (unsigned)reds.len, reds.data));
  {
    CmTypeVec types = {0};
    CmResult status = CM_SUCCESS;
    cm_parse_optional_arrow_type_list(p, &types, &status);
    MOVE_VEC(st->types, types);
    if (status)
      goto done;
  }
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, ivs.len, ivs.data, false) || parse_attrs(p, st))
    goto done;
  ensure_yield(ctx, cm_op_state_locref(st), body);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(steps);
  CM_VEC_FREE(reds);
  return r;
}

static void print_minmax_bound(CmPrinter *p, CmOp *op, const char *map_name,
                               const char *groups_name, unsigned first,
                               const char *kw) {
  CmAffineMap *m = map_attr(op, map_name);
  CmAttr *g = cm_op_get_attr(op, groups_name);
  unsigned n = map_inputs(m);
  CmValue **ops = cm_xmalloc((n ? n : 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < n; i++)
    ops[i] = cm_op_operand(op, first + i);
  unsigned start = 0, ng = attr_num_elements(g);
  for (unsigned gi = 0; gi < ng; gi++) {
    if (start)
      cm_print_str(p, ", ");
    unsigned size = (unsigned)cm_dense_get_int(g, gi);
    if (size == 1) {
      cm_print_affine_expr_of_ssa_ids(p, m->results[start], m->num_dims, ops);
      start++;
    } else {
      cm_print_str(p, kw);
      cm_print_str(p, "(");
      CmAffineMap *sub = cm_affine_map(cm_op_context(op), m->num_dims,
                                       m->num_syms, size, m->results + start);
      cm_print_affine_map_of_ssa_ids(p, sub, ops);
      cm_print_str(p, ")");
      start += size;
    }
  }
  free(ops);
}

static const char *const parallel_elided[] = {
    "reductions",        "lowerBoundsMap", "lowerBoundsGroups",
    "upperBoundsMap", "upperBoundsGroups", "steps"};

static void parallel_print(CmPrinter *p, CmOp *op) {
  CmBlock *b = cm_affine_parallel_body(op);
  cm_print_str(p, " (");
  for (unsigned i = 0; i < b->num_args; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_operand(p, b->args[i]);
  }
  cm_print_str(p, ") = (");
  print_minmax_bound(p, op, "lowerBoundsMap", "lowerBoundsGroups", 0, "max");
  cm_print_str(p, ") to (");
  print_minmax_bound(p, op, "upperBoundsMap", "upperBoundsGroups",
                     map_inputs(cm_affine_parallel_lb_map(op)), "min");
  cm_print_str(p, ")");
  unsigned nd = cm_affine_parallel_num_dims(op);
  bool all_one = true;
  for (unsigned i = 0; i < nd; i++)
    all_one = all_one && cm_affine_parallel_step(op, i) == 1;
  if (!all_one) {
    cm_print_str(p, " step (");
    for (unsigned i = 0; i < nd; i++)
      cm_print_printf(p, i ? ", %lld" : "%lld",
                      (long long)cm_affine_parallel_step(op, i));
    cm_print_str(p, ")");
  }
  unsigned nres = cm_op_num_results(op);
  if (nres) {
    cm_print_str(p, " reduce (");
    for (unsigned i = 0; i < nres; i++)
      cm_print_printf(p, i ? ", \"%s\"" : "\"%s\"",
                      rmw_kinds[cm_affine_parallel_reduction(op, i)]);
    cm_print_str(p, ") -> (");
    for (unsigned i = 0; i < nres; i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_result(op, i)->type);
    }
    cm_print_str(p, ")");
  }
  cm_print_region(p, cm_op_region(op, 0), false, nres > 0);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 6, parallel_elided);
}

static bool groups_ok(CmOp *op, const char *gname, CmAffineMap *m) {
  CmAttr *g = cm_op_get_attr(op, gname);
  unsigned total = 0;
  for (unsigned i = 0; i < attr_num_elements(g); i++) {
    int64_t v = cm_dense_get_int(g, i);
    if (v < 1)
      return false;
    total += (unsigned)v;
  }
  return total == m->num_results;
}

static bool parallel_printable(const CmOp *op) {
  CmOp *o = (CmOp *)op;
  CmAffineMap *lb = cm_affine_parallel_lb_map(o);
  CmAffineMap *ub = cm_affine_parallel_ub_map(o);
  CmAttr *red = cm_op_get_attr(op, "reductions");
  if (!lb || !ub || !red || red->kind != CM_ATTR_ARRAY ||
      red->array.num != cm_op_num_results(op) ||
      map_inputs(lb) + map_inputs(ub) != cm_op_num_operands(op) ||
      !cm_op_get_attr(op, "steps") || cm_op_num_regions(op) != 1 ||
      !cm_op_region(o, 0)->first)
    return false;
  for (unsigned i = 0; i < red->array.num; i++) {
    CmAttr *e = red->array.elems[i];
    if (e->kind != CM_ATTR_INTEGER || e->integer.value < 0 ||
        e->integer.value >= NUM_RMW_KINDS)
      return false;
  }
  return groups_ok(o, "lowerBoundsGroups", lb) &&
         groups_ok(o, "upperBoundsGroups", ub);
}

static CmResult parallel_verify(CmOp *op) {
  unsigned nd = cm_affine_parallel_num_dims(op);
  CmBlock *b = cm_affine_parallel_body(op);
  unsigned nargs = b ? b->num_args : 0;
  unsigned nlg = attr_num_elements(cm_op_get_attr(op, "lowerBoundsGroups"));
  unsigned nug = attr_num_elements(cm_op_get_attr(op, "upperBoundsGroups"));
  if (nlg != nd || nug != nd || nargs != nd)
    return cm_op_emit_error(
        op,
        "the number of region arguments (%u) and the number of map groups "
        "for lower (%u) and upper bound (%u), and the number of steps (%u) "
        "must all match",
        nargs, nlg, nug, nd);
  CmAffineMap *lb = cm_affine_parallel_lb_map(op);
  CmAffineMap *ub = cm_affine_parallel_ub_map(op);
  unsigned exp = 0;
  for (unsigned i = 0; i < nlg; i++)
    exp += (unsigned)cm_dense_get_int(cm_op_get_attr(op, "lowerBoundsGroups"),
                                      i);
  if (exp != lb->num_results)
    return cm_op_emit_error(op, "expected lower bounds map to have %u results",
                            exp);
  exp = 0;
  for (unsigned i = 0; i < nug; i++)
    exp += (unsigned)cm_dense_get_int(cm_op_get_attr(op, "upperBoundsGroups"),
                                      i);
  if (exp != ub->num_results)
    return cm_op_emit_error(op, "expected upper bounds map to have %u results",
                            exp);
  CmAttr *red = cm_op_get_attr(op, "reductions");
  if (red->array.num != cm_op_num_results(op))
    return cm_op_emit_error(op, "a reduction must be specified for each "
                                "output");
  for (unsigned i = 0; i < red->array.num; i++) {
    CmAttr *e = red->array.elems[i];
    if (e->kind != CM_ATTR_INTEGER || e->integer.value < 0 ||
        e->integer.value >= NUM_RMW_KINDS)
      return cm_op_emit_error(op, "invalid reduction attribute");
  }
  if (map_inputs(lb) + map_inputs(ub) != cm_op_num_operands(op))
    return cm_op_emit_error(op, "operand count and affine map dimension and "
                                "symbol count must match");
  if (cm_affine_verify_dims_and_symbols(op, 0, map_inputs(lb), lb->num_dims) ||
      cm_affine_verify_dims_and_symbols(op, map_inputs(lb), map_inputs(ub),
                                        ub->num_dims))
    return CM_FAILURE;
  return CM_SUCCESS;
}

static const CmInterfaceImpl parallel_interfaces[] = {
    {CM_IFACE_LOOP_LIKE, &loop_like}};
static const CmOdsValue parallel_operands[] = {
    {"mapOperands", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsAttr parallel_attrs[] = {
    {"reductions", &cm_ac_array, false, NULL},
    {"lowerBoundsMap", &cm_ac_affine_map, false, NULL},
    {"lowerBoundsGroups", &cm_ac_i32_elements, false, NULL},
    {"upperBoundsMap", &cm_ac_affine_map, false, NULL},
    {"upperBoundsGroups", &cm_ac_i32_elements, false, NULL},
    {"steps", &cm_ac_i64_array, false, NULL}};
static const CmOdsOp parallel_ods = {
    .summary = "multi-index parallel band operation",
    CM_ODS_OPERANDS(parallel_operands),
    CM_ODS_RESULTS(any_results),
    CM_ODS_ATTRS(parallel_attrs),
    CM_ODS_REGIONS(one_region),
    .fold = cm_affine_parallel_fold,
    CM_ODS_INTERFACES(parallel_interfaces)};

/* ======================================================================
 * registration
 * ====================================================================== */
static const CmOpDef ops[] = {
    {.name = "affine.dma_start",
     .traits = CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = dma_start_parse,
     .print = dma_start_print,
     .verify = dma_start_verify,
     .custom_printable = dma_start_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &dma_start_ods},
    {.name = "affine.dma_wait",
     .traits = CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = dma_wait_parse,
     .print = dma_wait_print,
     .verify = dma_wait_verify,
     .custom_printable = dma_wait_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &dma_wait_ods},
    {.name = "affine.for",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS,
     .parse = for_parse,
     .print = for_print,
     .verify = for_verify,
     .custom_printable = for_printable,
     .implicit_terminator = "affine.yield",
     .get_canonicalization_patterns = cm_affine_for_canonicalization_patterns,
     .ods = &for_ods},
    {.name = "affine.if",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS | CM_TRAIT_NO_SIDE_EFFECT * 0,
     .parse = if_parse,
     .print = if_print,
     .verify = if_verify,
     .custom_printable = if_printable,
     .implicit_terminator = "affine.yield",
     .get_canonicalization_patterns = cm_affine_if_canonicalization_patterns,
     .ods = &if_ods},
    {.name = "affine.load",
     .traits = CM_TRAIT_MEM_READ | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = load_parse,
     .print = access_print,
     .verify = load_verify,
     .custom_printable = access_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &load_ods},
    {.name = "affine.parallel",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_RECURSIVE_SIDE_EFFECTS | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = parallel_parse,
     .print = parallel_print,
     .verify = parallel_verify,
     .custom_printable = parallel_printable,
     .implicit_terminator = "affine.yield",
     .get_canonicalization_patterns =
         cm_affine_parallel_canonicalization_patterns,
     .ods = &parallel_ods},
    {.name = "affine.prefetch",
     .parse = prefetch_parse,
     .print = prefetch_print,
     .verify = prefetch_verify,
     .custom_printable = prefetch_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &prefetch_ods},
    {.name = "affine.store",
     .traits = CM_TRAIT_MEM_WRITE | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = store_parse,
     .print = access_print,
     .verify = store_verify,
     .custom_printable = access_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &store_ods},
    {.name = "affine.vector_load",
     .traits = CM_TRAIT_MEM_READ | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = vector_load_parse,
     .print = access_print,
     .verify = vector_load_verify,
     .custom_printable = access_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &vload_ods},
    {.name = "affine.vector_store",
     .traits = CM_TRAIT_MEM_WRITE | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .parse = vector_store_parse,
     .print = access_print,
     .verify = vector_store_verify,
     .custom_printable = access_printable,
     .get_canonicalization_patterns =
         cm_affine_access_canonicalization_patterns,
     .ods = &vstore_ods},
    {.name = "affine.yield",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_RETURN_LIKE |
               CM_TRAIT_TERMINATOR | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .verify = yield_verify,
     .ods = &yield_ods},
};

void cm_affine_register_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, ops, CM_ODS_ARRAY_LEN(ops));
}
