/* canonicalize.c - canonicalization patterns of the scf ops (MLIR 13's
 * getCanonicalizationPatterns), registered through
 * CmOpDef.get_canonicalization_patterns (see docs/scf-math.md for the
 * list and what is not done yet). */
#include "scf_internal.h"

#include "cmlir/rewrite.h"

#include <string.h>

typedef CM_VEC(CmValue *) ValVec;

/* The `value` of a std.constant defining `v`, or NULL. */
static CmAttr *std_constant(CmValue *v) {
  CmOp *d = v ? cm_value_defining_op(v) : NULL;
  if (!d || !cm_op_name_is(d, "std.constant"))
    return NULL;
  return cm_op_get_attr(d, "value");
}

static CmOp *create_constant_i1(CmRewriter *rw, CmLoc *loc, bool v) {
  CmType *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  CmNamedAttr na = {cm_ident_c(rw->ctx, "value"), cm_integer_attr(i1, v)};
  return cm_rewriter_create_v(rw, "std.constant", loc, 1, &i1, 0, NULL,
                              cm_dict_attr(rw->ctx, 1, &na));
}

/* Upstream replaceOpWithRegion: the single block of `r` is merged before
 * `op` (its arguments replaced by `args`), its terminator's operands
 * replace the results of `op`, then the terminator is erased. */
static void replace_op_with_region(CmRewriter *rw, CmOp *op, CmRegion *r,
                                   unsigned nargs, CmValue *const *args) {
  CmBlock *b = r->first;
  CmOp *term = b->last;
  ValVec res = {0};
  for (unsigned i = 0; i < cm_op_num_operands(term); i++)
    CM_VEC_PUSH(res, cm_op_operand(term, i));
  cm_rewriter_merge_block_before(rw, b, op, nargs, args);
  cm_rewriter_replace_op(rw, op, (unsigned)res.len, res.data);
  cm_rewriter_erase_op(rw, term);
  CM_VEC_FREE(res);
}

static bool single_block_with_terminator(CmRegion *r) {
  return r->first && r->first == r->last && r->first->last &&
         cm_op_has_trait(r->first->last, CM_TRAIT_TERMINATOR);
}

/* ---------------------------------------------------------------------- */
/* scf.if                                                                 */
/* ---------------------------------------------------------------------- */

static CmResult if_remove_static_condition(const CmPattern *pat, CmOp *op,
                                           CmRewriter *rw) {
  (void)pat;
  CmAttr *c = std_constant(cm_op_operand(op, 0));
  if (!c || c->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  if (c->integer.value) {
    if (!single_block_with_terminator(then_r))
      return CM_FAILURE;
    replace_op_with_region(rw, op, then_r, 0, NULL);
  } else if (!cm_region_empty(else_r)) {
    if (!single_block_with_terminator(else_r))
      return CM_FAILURE;
    replace_op_with_region(rw, op, else_r, 0, NULL);
  } else {
    if (cm_op_num_results(op))
      return CM_FAILURE;
    cm_rewriter_erase_op(rw, op);
  }
  return CM_SUCCESS;
}

/* Moves the ops of `src` into the empty block `dest` and keeps only the
 * yielded values of the used results. */
static void if_transfer_body(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                             unsigned n, const unsigned *used) {
  cm_rewriter_merge_blocks(rw, src, dest, 0, NULL);
  CmOp *y = dest->last;
  ValVec ops = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(ops, cm_op_operand(y, used[i]));
  cm_rewriter_start_update(rw, y);
  cm_op_set_operands(y, (unsigned)ops.len, ops.data);
  cm_rewriter_finalize_update(rw, y);
  CM_VEC_FREE(ops);
}

static CmResult if_remove_unused_results(const CmPattern *pat, CmOp *op,
                                         CmRewriter *rw) {
  (void)pat;
  unsigned nres = cm_op_num_results(op), nused = 0;
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  if (!nres || !single_block_with_terminator(then_r) ||
      !single_block_with_terminator(else_r))
    return CM_FAILURE;
  unsigned *used = cm_xmalloc(nres * sizeof(unsigned));
  CmType **types = cm_xmalloc(nres * sizeof(CmType *));
  for (unsigned i = 0; i < nres; i++)
    if (!cm_value_use_empty(cm_op_result(op, i))) {
      types[nused] = cm_op_result(op, i)->type;
      used[nused++] = i;
    }
  CmResult r = CM_FAILURE;
  if (nused != nres) {
    CmValue *cond = cm_op_operand(op, 0);
    CmOp *nif = cm_op_create_v(rw->ctx, "scf.if", cm_op_loc(op), nused, types,
                               1, &cond, NULL, 0, NULL, 2);
    cm_region_append_block(cm_op_region(nif, 0), cm_block_create());
    cm_region_append_block(cm_op_region(nif, 1), cm_block_create());
    cm_rewriter_insert(rw, nif);
    if_transfer_body(rw, then_r->first, cm_op_region(nif, 0)->first, nused,
                     used);
    if_transfer_body(rw, else_r->first, cm_op_region(nif, 1)->first, nused,
                     used);
    CmValue **rep = cm_xcalloc(nres, sizeof(CmValue *));
    for (unsigned i = 0; i < nused; i++)
      rep[used[i]] = cm_op_result(nif, i);
    cm_rewriter_replace_op(rw, op, nres, rep);
    free(rep);
    r = CM_SUCCESS;
  }
  free(used);
  free(types);
  return r;
}

static CmResult if_to_select(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  unsigned nres = cm_op_num_results(op);
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  if (!nres || !then_r->first || !else_r->first)
    return CM_FAILURE;
  CmOp *ty = then_r->first->first, *ey = else_r->first->first;
  if (!ty || ty != then_r->first->last || !ey || ey != else_r->first->last ||
      !cm_op_name_is(ty, "scf.yield") || !cm_op_name_is(ey, "scf.yield") ||
      cm_op_num_operands(ty) != nres || cm_op_num_operands(ey) != nres)
    return CM_FAILURE;
  CmValue *cond = cm_op_operand(op, 0);
  ValVec res = {0};
  for (unsigned i = 0; i < nres; i++) {
    CmValue *t = cm_op_operand(ty, i), *f = cm_op_operand(ey, i);
    if (t == f) {
      CM_VEC_PUSH(res, t);
      continue;
    }
    CmValue *ops[3] = {cond, t, f};
    CmOp *sel = cm_rewriter_create_v(rw, "std.select", cm_op_loc(op), 1,
                                     &t->type, 3, ops, NULL);
    CM_VEC_PUSH(res, cm_op_result(sel, 0));
  }
  cm_rewriter_replace_op(rw, op, nres, res.data);
  CM_VEC_FREE(res);
  return CM_SUCCESS;
}

static bool region_is_ancestor(CmRegion *anc, CmRegion *r) {
  while (r) {
    if (r == anc)
      return true;
    CmOp *p = r->parent;
    r = p ? cm_op_parent_region(p) : NULL;
  }
  return false;
}

static CmResult if_condition_propagation(const CmPattern *pat, CmOp *op,
                                         CmRewriter *rw) {
  (void)pat;
  CmValue *cond = cm_op_operand(op, 0);
  CmOp *def = cm_value_defining_op(cond);
  if (def && cm_op_name_is(def, "std.constant"))
    return CM_FAILURE;
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  CmValue *t = NULL, *f = NULL;
  bool changed = false;
  /* (the use list in upstream's order; updated while walking it) */
  for (CmOpOperand *u = cm_value_first_use(cond), *next; u; u = next) {
    next = cm_operand_next_use(u);
    CmOp *user = cm_operand_owner(u);
    CmRegion *ur = cm_op_parent_region(user);
    unsigned idx = (unsigned)(u - cm_op_operand_array(user));
    if (region_is_ancestor(then_r, ur)) {
      changed = true;
      if (!t)
        t = cm_op_result(create_constant_i1(rw, cm_op_loc(op), true), 0);
      cm_rewriter_start_update(rw, user);
      cm_op_set_operand(user, idx, t);
      cm_rewriter_finalize_update(rw, user);
    } else if (region_is_ancestor(else_r, ur)) {
      changed = true;
      if (!f)
        f = cm_op_result(create_constant_i1(rw, cm_op_loc(op), false), 0);
      cm_rewriter_start_update(rw, user);
      cm_op_set_operand(user, idx, f);
      cm_rewriter_finalize_update(rw, user);
    }
  }
  return changed ? CM_SUCCESS : CM_FAILURE;
}

void cm_scf_if_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  static const char *const gen_sel[] = {"std.select", NULL};
  static const char *const gen_if[] = {"scf.if", NULL};
  static const char *const gen_cst[] = {"std.constant", NULL};
  const CmPattern pats[] = {
      {.root = "scf.if", .benefit = 1,
       .match_and_rewrite = if_remove_unused_results,
       .label = "RemoveUnusedResults", .generated = gen_if},
      {.root = "scf.if", .benefit = 1,
       .match_and_rewrite = if_remove_static_condition,
       .label = "RemoveStaticCondition"},
      {.root = "scf.if", .benefit = 1, .match_and_rewrite = if_to_select,
       .label = "ConvertTrivialIfToSelect", .generated = gen_sel},
      {.root = "scf.if", .benefit = 1,
       .match_and_rewrite = if_condition_propagation,
       .label = "ConditionPropagation", .generated = gen_cst},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
}

/* ---------------------------------------------------------------------- */
/* scf.for                                                                */
/* ---------------------------------------------------------------------- */

static CmResult for_simplify_trivial(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  unsigned nops = cm_op_num_operands(op);
  ValVec inits = {0};
  for (unsigned i = 3; i < nops; i++)
    CM_VEC_PUSH(inits, cm_op_operand(op, i));
  CmResult r = CM_FAILURE;
  CmValue *lbv = cm_op_operand(op, 0), *ubv = cm_op_operand(op, 1);
  CmAttr *lb, *ub, *st;
  if (lbv == ubv) {
    cm_rewriter_replace_op(rw, op, (unsigned)inits.len, inits.data);
    r = CM_SUCCESS;
    goto done;
  }
  lb = std_constant(lbv);
  ub = std_constant(ubv);
  if (!lb || !ub || lb->kind != CM_ATTR_INTEGER || ub->kind != CM_ATTR_INTEGER)
    goto done;
  if (lb->integer.value >= ub->integer.value) {
    cm_rewriter_replace_op(rw, op, (unsigned)inits.len, inits.data);
    r = CM_SUCCESS;
    goto done;
  }
  st = std_constant(cm_op_operand(op, 2));
  if (!st || st->kind != CM_ATTR_INTEGER)
    goto done;
  /* (index arithmetic wraps as upstream's 64-bit APInt) */
  int64_t next = (int64_t)((uint64_t)lb->integer.value +
                           (uint64_t)st->integer.value);
  CmRegion *body = cm_op_region(op, 0);
  if (!single_block_with_terminator(body))
    goto done;
  if (next >= ub->integer.value) {
    ValVec args = {0};
    CM_VEC_PUSH(args, lbv);
    for (size_t i = 0; i < inits.len; i++)
      CM_VEC_PUSH(args, inits.data[i]);
    if (args.len == body->first->num_args) {
      replace_op_with_region(rw, op, body, (unsigned)args.len, args.data);
      r = CM_SUCCESS;
    }
    CM_VEC_FREE(args);
    goto done;
  }
  /* More than one iteration: an empty body yielding values defined
   * outside the loop is replaced by them. */
  CmOp *y = body->first->first;
  if (y != body->first->last)
    goto done;
  for (unsigned i = 0; i < cm_op_num_operands(y); i++)
    if (!cm_loop_is_defined_outside(op, cm_op_operand(y, i)))
      goto done;
  {
    ValVec ys = {0};
    for (unsigned i = 0; i < cm_op_num_operands(y); i++)
      CM_VEC_PUSH(ys, cm_op_operand(y, i));
    cm_rewriter_replace_op(rw, op, (unsigned)ys.len, ys.data);
    CM_VEC_FREE(ys);
  }
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(inits);
  return r;
}

void cm_scf_for_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  const CmPattern p = {.root = "scf.for", .benefit = 1,
                       .match_and_rewrite = for_simplify_trivial,
                       .label = "SimplifyTrivialLoops"};
  cm_pattern_set_add(set, &p);
}

/* ---------------------------------------------------------------------- */
/* scf.execute_region                                                     */
/* ---------------------------------------------------------------------- */

static CmResult execute_region_single_block(const CmPattern *pat, CmOp *op,
                                            CmRewriter *rw) {
  (void)pat;
  CmRegion *r = cm_op_region(op, 0);
  if (!single_block_with_terminator(r) ||
      cm_op_num_operands(r->first->last) != cm_op_num_results(op))
    return CM_FAILURE;
  replace_op_with_region(rw, op, r, 0, NULL);
  return CM_SUCCESS;
}

void cm_scf_execute_region_canonicalization_patterns(CmPatternSet *set,
                                                     CmContext *ctx) {
  (void)ctx;
  const CmPattern p = {.root = "scf.execute_region", .benefit = 1,
                       .match_and_rewrite = execute_region_single_block,
                       .label = "SingleBlockExecuteInliner"};
  cm_pattern_set_add(set, &p);
}

/* ---------------------------------------------------------------------- */
/* scf.parallel                                                           */
/* ---------------------------------------------------------------------- */

/* A loop with a dimension of zero iterations (constant lb == ub) is
 * replaced by its initial values. */
static CmResult parallel_remove_empty(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  (void)pat;
  unsigned ls, ln, us, un, is, in;
  if (!cm_ods_operand_group(op, "lowerBound", &ls, &ln) ||
      !cm_ods_operand_group(op, "upperBound", &us, &un) ||
      !cm_ods_operand_group(op, "initVals", &is, &in) || ln != un)
    return CM_FAILURE;
  for (unsigned i = 0; i < ln; i++) {
    CmAttr *lb = std_constant(cm_op_operand(op, ls + i));
    CmAttr *ub = std_constant(cm_op_operand(op, us + i));
    if (!lb || !ub || lb->kind != CM_ATTR_INTEGER ||
        ub->kind != CM_ATTR_INTEGER || lb->integer.value != ub->integer.value)
      continue;
    ValVec inits = {0};
    for (unsigned k = 0; k < in; k++)
      CM_VEC_PUSH(inits, cm_op_operand(op, is + k));
    cm_rewriter_replace_op(rw, op, (unsigned)inits.len, inits.data);
    CM_VEC_FREE(inits);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

void cm_scf_parallel_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)ctx;
  const CmPattern p = {.root = "scf.parallel", .benefit = 1,
                       .match_and_rewrite = parallel_remove_empty,
                       .label = "RemoveEmptyParallelLoops"};
  cm_pattern_set_add(set, &p);
}

/* ---------------------------------------------------------------------- */
/* scf.while                                                              */
/* ---------------------------------------------------------------------- */

/* In the "after" region, an argument that receives the condition value
 * itself is true. */
static CmResult while_condition_truth(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  (void)pat;
  CmRegion *before = cm_op_region(op, 0), *after = cm_op_region(op, 1);
  CmOp *term = before->first ? before->first->last : NULL;
  CmBlock *ab = after->first;
  if (!term || !cm_op_name_is(term, "scf.condition") || !ab ||
      !cm_op_num_operands(term))
    return CM_FAILURE;
  CmValue *cond = cm_op_operand(term, 0);
  CmValue *t = NULL;
  bool replaced = false;
  for (unsigned i = 1; i < cm_op_num_operands(term); i++) {
    if (cm_op_operand(term, i) != cond || i - 1 >= ab->num_args)
      continue;
    CmValue *arg = ab->args[i - 1];
    if (cm_value_use_empty(arg))
      continue;
    if (!t) {
      cm_rewriter_set_before(rw, op);
      t = cm_op_result(create_constant_i1(rw, cm_op_loc(op), true), 0);
    }
    cm_rewriter_replace_all_uses(rw, arg, t);
    replaced = true;
  }
  return replaced ? CM_SUCCESS : CM_FAILURE;
}

void cm_scf_while_canonicalization_patterns(CmPatternSet *set,
                                            CmContext *ctx) {
  (void)ctx;
  static const char *const gen_cst[] = {"std.constant", NULL};
  const CmPattern p = {.root = "scf.while", .benefit = 1,
                       .match_and_rewrite = while_condition_truth,
                       .label = "WhileConditionTruth", .generated = gen_cst};
  cm_pattern_set_add(set, &p);
}
