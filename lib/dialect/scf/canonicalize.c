/* canonicalize.c - canonicalization patterns of the scf ops (MLIR 13's
 * getCanonicalizationPatterns), registered through
 * CmOpDef.get_canonicalization_patterns (see docs/scf-math.md for the
 * list and what is not done yet). */
#include "scf_internal.h"

#include "cmlir/dialect/scf.h"
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

/* The scf.yield ending the last block of `r`, or NULL. */
static CmOp *region_yield(CmRegion *r) {
  CmOp *t = r->last ? r->last->last : NULL;
  return t && cm_op_name_is(t, "scf.yield") ? t : NULL;
}

/* Results both branches yield the same value for become that value; an i1
 * result yielding constants true / false becomes the condition, false /
 * true its negation (xor with a new constant true). */
static CmResult if_replace_yield(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  unsigned nres = cm_op_num_results(op);
  CmOp *ty = region_yield(cm_op_region(op, 0));
  CmOp *ey = region_yield(cm_op_region(op, 1));
  if (!nres || !ty || !ey || cm_op_num_operands(ty) != nres ||
      cm_op_num_operands(ey) != nres)
    return CM_FAILURE;
  cm_rewriter_set_before(rw, op);
  CmValue *cond = cm_op_operand(op, 0);
  bool changed = false;
  for (unsigned i = 0; i < nres; i++) {
    CmValue *tv = cm_op_operand(ty, i), *fv = cm_op_operand(ey, i);
    CmValue *res = cm_op_result(op, i);
    if (tv == fv) {
      if (!cm_value_use_empty(res)) {
        cm_rewriter_replace_all_uses(rw, res, tv);
        changed = true;
      }
      continue;
    }
    CmAttr *ta = std_constant(tv), *fa = std_constant(fv);
    if (!ta || !fa || tv->type->kind != CM_TYPE_INTEGER ||
        tv->type->integer.width != 1 || ta->kind != CM_ATTR_INTEGER ||
        fa->kind != CM_ATTR_INTEGER || cm_value_use_empty(res))
      continue;
    bool tval = ta->integer.value & 1, fval = fa->integer.value & 1;
    if (tval == fval)
      continue;
    CmValue *rep = cond;
    if (!tval) {
      CmValue *xo[2] = {
          cond, cm_op_result(create_constant_i1(rw, cm_op_loc(op), true), 0)};
      rep = cm_op_result(cm_rewriter_create_v(rw, "std.xor", cm_op_loc(op), 1,
                                              &tv->type, 2, xo, NULL),
                         0);
    }
    cm_rewriter_replace_all_uses(rw, res, rep);
    changed = true;
  }
  return changed ? CM_SUCCESS : CM_FAILURE;
}

/* Appends to `dest` an scf.yield of the operands of `a` then those of `b`
 * (at b's location) and erases both. */
static void yield_concat(CmRewriter *rw, CmBlock *dest, CmOp *a, CmOp *b) {
  ValVec v = {0};
  for (unsigned i = 0; i < cm_op_num_operands(a); i++)
    CM_VEC_PUSH(v, cm_op_operand(a, i));
  for (unsigned i = 0; i < cm_op_num_operands(b); i++)
    CM_VEC_PUSH(v, cm_op_operand(b, i));
  cm_rewriter_set_to_end(rw, dest);
  cm_rewriter_create_v(rw, "scf.yield", cm_op_loc(b), 0, NULL,
                       (unsigned)v.len, v.data, NULL);
  cm_rewriter_erase_op(rw, a);
  cm_rewriter_erase_op(rw, b);
  CM_VEC_FREE(v);
}

/* Two adjacent scf.if on the same condition become one (the first's
 * results first), unless the second uses a result of the first. */
static CmResult if_combine(const CmPattern *pat, CmOp *next, CmRewriter *rw) {
  (void)pat;
  CmOp *prev = cm_op_prev(next);
  if (!prev || !cm_op_name_is(prev, "scf.if") ||
      cm_op_operand(prev, 0) != cm_op_operand(next, 0))
    return CM_FAILURE;
  unsigned np = cm_op_num_results(prev), nn = cm_op_num_results(next);
  for (unsigned i = 0; i < np; i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(prev, i)); u;
         u = cm_operand_next_use(u))
      if (cm_op_is_ancestor(next, cm_operand_owner(u)))
        return CM_FAILURE;
  CmRegion *pt = cm_op_region(prev, 0), *pe = cm_op_region(prev, 1);
  CmRegion *nt = cm_op_region(next, 0), *ne = cm_op_region(next, 1);
  CmOp *pty = region_yield(pt), *nty = region_yield(nt);
  if (!pty || !nty || !nt->first || nt->first != nt->last ||
      (pe->first && !region_yield(pe)) || (ne->first && !region_yield(ne)))
    return CM_FAILURE;
  CmType **types = cm_xmalloc((np + nn + 1) * sizeof(CmType *));
  for (unsigned i = 0; i < np; i++)
    types[i] = cm_op_result(prev, i)->type;
  for (unsigned i = 0; i < nn; i++)
    types[np + i] = cm_op_result(next, i)->type;
  CmValue *cond = cm_op_operand(next, 0);
  CmOp *comb = cm_op_create_v(rw->ctx, "scf.if", cm_op_loc(next), np + nn,
                              types, 1, &cond, NULL, 0, NULL, 2);
  free(types);
  cm_rewriter_set_before(rw, next);
  cm_rewriter_insert(rw, comb);
  CmRegion *ct = cm_op_region(comb, 0), *ce = cm_op_region(comb, 1);
  cm_rewriter_inline_region_before(rw, pt, ct, ct->first);
  cm_rewriter_merge_blocks(rw, nt->first, ct->last, 0, NULL);
  yield_concat(rw, ct->last, pty, nty);
  cm_rewriter_inline_region_before(rw, pe, ce, ce->first);
  if (ne->first) {
    if (!ce->first) {
      cm_rewriter_inline_region_before(rw, ne, ce, ce->first);
    } else {
      CmOp *ey = region_yield(ce), *ey2 = region_yield(ne);
      cm_rewriter_merge_blocks(rw, ne->first, ce->last, 0, NULL);
      yield_concat(rw, ce->last, ey, ey2);
    }
  }
  ValVec pv = {0}, nv = {0};
  for (unsigned i = 0; i < np; i++)
    CM_VEC_PUSH(pv, cm_op_result(comb, i));
  for (unsigned i = 0; i < nn; i++)
    CM_VEC_PUSH(nv, cm_op_result(comb, np + i));
  cm_rewriter_replace_op(rw, prev, np, pv.data);
  cm_rewriter_replace_op(rw, next, nn, nv.data);
  CM_VEC_FREE(pv);
  CM_VEC_FREE(nv);
  return CM_SUCCESS;
}

/* An scf.if without results whose else block holds only its terminator
 * loses the else block (the region stays, empty), updated in place. */
static CmResult if_remove_empty_else(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  CmRegion *else_r = cm_op_region(op, 1);
  CmBlock *eb = else_r->first;
  if (cm_op_num_results(op) || !eb || eb->next || !eb->first ||
      eb->first != eb->last)
    return CM_FAILURE;
  cm_rewriter_start_update(rw, op);
  cm_rewriter_erase_block(rw, eb);
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

void cm_scf_if_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  static const char *const gen_sel[] = {"std.select", NULL};
  static const char *const gen_if[] = {"scf.if", NULL};
  static const char *const gen_cst[] = {"std.constant", NULL};
  static const char *const gen_xor[] = {"std.constant", "std.xor", NULL};
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
      {.root = "scf.if", .benefit = 1,
       .match_and_rewrite = if_replace_yield,
       .label = "ReplaceIfYieldWithConditionOrValue", .generated = gen_xor},
      {.root = "scf.if", .benefit = 1, .match_and_rewrite = if_combine,
       .label = "CombineIfs", .generated = gen_if},
      {.root = "scf.if", .benefit = 1,
       .match_and_rewrite = if_remove_empty_else,
       .label = "RemoveEmptyElseBranch"},
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
  /* (13 stops here: an empty loop of several iterations stays) */
done:
  CM_VEC_FREE(inits);
  return r;
}

/* (declared in cmlir/dialect/scf.h) */
CmOp *cm_scf_build_for(CmRewriter *rw, CmLoc *loc, CmValue *lb, CmValue *ub,
                       CmValue *step, unsigned n, CmValue *const *iter) {
  ValVec ops = {0};
  CmTypeVec types = {0};
  CM_VEC_PUSH(ops, lb);
  CM_VEC_PUSH(ops, ub);
  CM_VEC_PUSH(ops, step);
  for (unsigned i = 0; i < n; i++) {
    CM_VEC_PUSH(ops, iter[i]);
    CM_VEC_PUSH(types, iter[i]->type);
  }
  CmOp *f = cm_op_create_v(rw->ctx, "scf.for", loc, n, types.data,
                           (unsigned)ops.len, ops.data, NULL, 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(f, 0), b);
  CmLoc *unknown = cm_loc_unknown(rw->ctx);
  cm_block_add_arg(b, cm_index_type(rw->ctx), unknown);
  for (unsigned i = 0; i < n; i++)
    cm_block_add_arg(b, types.data[i], unknown);
  if (!n)
    cm_block_append_op(b, cm_op_create_v(rw->ctx, "scf.yield", loc, 0, NULL,
                                         0, NULL, NULL, 0, NULL, 0));
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  return cm_rewriter_insert(rw, f);
}

/* Upstream's ForOpIterArgsFolder: an iteration value that is yielded
 * unchanged, or whose argument is unused while its initial value is
 * yielded or its result unused, is dropped and forwarded. */
static CmResult for_iter_args_folder(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  CmRegion *body = cm_op_region(op, 0);
  if (!single_block_with_terminator(body))
    return CM_FAILURE;
  CmBlock *block = body->first;
  CmOp *y = block->last;
  unsigned n = cm_op_num_results(op);
  if (!n || cm_op_num_operands(op) != 3 + n || block->num_args != 1 + n ||
      cm_op_num_operands(y) != n)
    return CM_FAILURE;
  CM_VEC(bool) keep = {0};
  ValVec transfer = {0}, new_iter = {0}, new_yield = {0}, new_res = {0};
  bool canon = false;
  CM_VEC_PUSH(transfer, NULL);
  for (unsigned i = 0; i < n; i++) {
    CmValue *init = cm_op_operand(op, 3 + i), *arg = block->args[1 + i];
    CmValue *res = cm_op_result(op, i), *yv = cm_op_operand(y, i);
    bool fwd = arg == yv || (cm_value_use_empty(arg) &&
                             (init == yv || cm_value_use_empty(res)));
    CM_VEC_PUSH(keep, !fwd);
    canon |= fwd;
    if (fwd) {
      CM_VEC_PUSH(transfer, init);
      CM_VEC_PUSH(new_res, init);
      continue;
    }
    CM_VEC_PUSH(new_iter, init);
    CM_VEC_PUSH(new_yield, yv);
    CM_VEC_PUSH(transfer, NULL);
    CM_VEC_PUSH(new_res, NULL);
  }
  CmResult r = CM_FAILURE;
  if (!canon)
    goto done;
  CmOp *nf = cm_scf_build_for(rw, cm_op_loc(op), cm_op_operand(op, 0),
                        cm_op_operand(op, 1), cm_op_operand(op, 2),
                        (unsigned)new_iter.len, new_iter.data);
  /* (13 does not carry the loop's attributes over) */
  CmBlock *nb = cm_op_region(nf, 0)->first;
  transfer.data[0] = nb->args[0];
  for (unsigned i = 0, c = 0; i < n; i++)
    if (!transfer.data[1 + i]) {
      transfer.data[1 + i] = nb->args[1 + c];
      new_res.data[i] = cm_op_result(nf, c++);
    }
  if (!new_iter.len) {
    CmOp *ny = nb->last;
    cm_rewriter_merge_block_before(rw, block, ny, (unsigned)transfer.len,
                                   transfer.data);
    cm_rewriter_erase_op(rw, cm_op_prev(ny));
    cm_rewriter_replace_op(rw, op, (unsigned)new_res.len, new_res.data);
    r = CM_SUCCESS;
    goto done;
  }
  cm_rewriter_merge_blocks(rw, block, nb, (unsigned)transfer.len,
                           transfer.data);
  CmOp *merged = nb->last;
  ValVec filtered = {0};
  for (unsigned i = 0; i < n; i++)
    if (keep.data[i])
      CM_VEC_PUSH(filtered, cm_op_operand(merged, i));
  cm_rewriter_set_before(rw, merged);
  cm_rewriter_create_v(rw, "scf.yield", cm_op_loc(merged), 0, NULL,
                       (unsigned)filtered.len, filtered.data, NULL);
  CM_VEC_FREE(filtered);
  cm_rewriter_erase_op(rw, merged);
  cm_rewriter_replace_op(rw, op, (unsigned)new_res.len, new_res.data);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(keep);
  CM_VEC_FREE(transfer);
  CM_VEC_FREE(new_iter);
  CM_VEC_FREE(new_yield);
  CM_VEC_FREE(new_res);
  return r;
}

void cm_scf_for_canonicalization_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  static const char *const gen_for[] = {"scf.for", "scf.yield", NULL};
  const CmPattern pats[] = {
      {.root = "scf.for", .benefit = 1, .match_and_rewrite = for_iter_args_folder,
       .label = "ForOpIterArgsFolder", .generated = gen_for},
      {.root = "scf.for", .benefit = 1, .match_and_rewrite = for_simplify_trivial,
       .label = "SimplifyTrivialLoops"}};
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
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

/* In a function or another execute_region, the region's blocks are
 * spliced into the parent region: a `br` enters it, each yield becomes a
 * `br` to the rest of the parent block, whose new arguments are the
 * results. */
static CmResult execute_region_multi_block(const CmPattern *pat, CmOp *op,
                                           CmRewriter *rw) {
  (void)pat;
  CmOp *parent = cm_op_parent_op(op);
  CmRegion *r = cm_op_region(op, 0);
  if (!parent || !r->first ||
      !(cm_op_name_is(parent, "func") ||
        cm_op_name_is(parent, "scf.execute_region")))
    return CM_FAILURE;
  CmBlock *prev = cm_op_block(op);
  CmBlock *post = cm_rewriter_split_block(rw, prev, op);
  cm_rewriter_set_to_end(rw, prev);
  CmBlock *entry = r->first;
  cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "std.br", cm_op_loc(op), 0,
                                        NULL, 0, NULL, NULL, 1, &entry, 0));
  ValVec vals = {0};
  for (CmBlock *b = r->first; b; b = b->next) {
    CmOp *y = b->last;
    if (!y || !cm_op_name_is(y, "scf.yield"))
      continue;
    vals.len = 0;
    for (unsigned i = 0; i < cm_op_num_operands(y); i++)
      CM_VEC_PUSH(vals, cm_op_operand(y, i));
    cm_rewriter_set_before(rw, y);
    cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "std.br", cm_op_loc(y), 0,
                                          NULL, (unsigned)vals.len, vals.data,
                                          NULL, 1, &post, 0));
    cm_rewriter_erase_op(rw, y);
  }
  cm_rewriter_inline_region_before(rw, r, post->parent, post);
  /* (13: an argument added without a location gets the parent op's) */
  vals.len = 0;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    CM_VEC_PUSH(vals, cm_block_add_arg(post, cm_op_result(op, i)->type,
                                       cm_op_loc(parent)));
  cm_rewriter_replace_op(rw, op, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  return CM_SUCCESS;
}

void cm_scf_execute_region_canonicalization_patterns(CmPatternSet *set,
                                                     CmContext *ctx) {
  (void)ctx;
  static const char *const gen_br[] = {"std.br", NULL};
  const CmPattern pats[] = {
      {.root = "scf.execute_region", .benefit = 1,
       .match_and_rewrite = execute_region_single_block,
       .label = "SingleBlockExecuteInliner"},
      {.root = "scf.execute_region", .benefit = 1,
       .match_and_rewrite = execute_region_multi_block,
       .label = "MultiBlockExecuteInliner", .generated = gen_br}};
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
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

/* Clones `o` with the values of `m` substituted, at the insertion point,
 * and maps its results to the clone's. */
static void clone_mapped(CmRewriter *rw, CmOp *o, CmPtrMap *m) {
  CmOp *c = cm_op_clone(o);
  cm_walk_remap_operands(c, m);
  for (unsigned i = 0; i < cm_op_num_results(o); i++)
    cm_ptrmap_put_ptr(m, cm_op_result(o, i), cm_op_result(c, i));
  cm_rewriter_insert(rw, c);
}

static CmValue *lookup_or_default(CmPtrMap *m, CmValue *v) {
  CmValue *r = cm_ptrmap_get_ptr(m, v);
  return r ? r : v;
}

static bool const_index_value(CmValue *v, int64_t *out) {
  CmAttr *a = std_constant(v);
  if (!a || a->kind != CM_ATTR_INTEGER || !cm_type_is_index(v->type))
    return false;
  *out = a->integer.value;
  return true;
}

/* Builds the lower-dimensional loop as ParallelOp::build makes it (a block
 * with the induction variables and a yield) at the insertion point. */
static CmOp *create_parallel(CmRewriter *rw, CmLoc *loc, ValVec *lbs,
                             ValVec *ubs, ValVec *steps, CmOp *old,
                             unsigned is, unsigned in) {
  ValVec ops = {0};
  CmTypeVec types = {0};
  for (size_t i = 0; i < lbs->len; i++)
    CM_VEC_PUSH(ops, lbs->data[i]);
  for (size_t i = 0; i < ubs->len; i++)
    CM_VEC_PUSH(ops, ubs->data[i]);
  for (size_t i = 0; i < steps->len; i++)
    CM_VEC_PUSH(ops, steps->data[i]);
  for (unsigned i = 0; i < in; i++) {
    CM_VEC_PUSH(ops, cm_op_operand(old, is + i));
    CM_VEC_PUSH(types, cm_op_operand(old, is + i)->type);
  }
  uint32_t sz[4] = {(uint32_t)lbs->len, (uint32_t)ubs->len,
                    (uint32_t)steps->len, in};
  bool splat = sz[1] == sz[0] && sz[2] == sz[0] && sz[3] == sz[0];
  int64_t four = 4;
  CmNamedAttr na = {
      cm_ident_c(rw->ctx, "operand_segment_sizes"),
      cm_dense_elements_attr(
          cm_vector_type(1, &four, cm_integer_type(rw->ctx, 32, CM_SIGNLESS)),
          splat, splat ? 4 : 16, sz)};
  CmOp *np = cm_op_create_v(rw->ctx, "scf.parallel", loc, in, types.data,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(rw->ctx, 1, &na), 0, NULL, 1);
  CmBlock *nb = cm_block_create();
  cm_region_append_block(cm_op_region(np, 0), nb);
  CmLoc *unknown = cm_loc_unknown(rw->ctx);
  for (size_t i = 0; i < lbs->len; i++)
    cm_block_add_arg(nb, cm_index_type(rw->ctx), unknown);
  cm_block_append_op(nb, cm_op_create_v(rw->ctx, "scf.yield", loc, 0, NULL, 0,
                                        NULL, NULL, 0, NULL, 0));
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  return cm_rewriter_insert(rw, np);
}

/* Upstream's CollapseSingleIterationLoops: dimensions with exactly one
 * iteration are dropped (their induction variable becomes the lower
 * bound); with none left, the body and the reductions are inlined. */
static CmResult parallel_collapse(const CmPattern *pat, CmOp *op,
                                  CmRewriter *rw) {
  (void)pat;
  unsigned ls, ln, us, un, ss, sn, is, in;
  CmBlock *body = cm_op_region(op, 0)->first;
  if (!cm_ods_operand_group(op, "lowerBound", &ls, &ln) ||
      !cm_ods_operand_group(op, "upperBound", &us, &un) ||
      !cm_ods_operand_group(op, "step", &ss, &sn) ||
      !cm_ods_operand_group(op, "initVals", &is, &in) || ln != un ||
      ln != sn || !body || body->num_args != ln || !body->last)
    return CM_FAILURE;
  CmPtrMap map = {0};
  ValVec lbs = {0}, ubs = {0}, steps = {0}, results = {0};
  for (unsigned d = 0; d < ln; d++) {
    CmValue *lb = cm_op_operand(op, ls + d), *ub = cm_op_operand(op, us + d);
    CmValue *st = cm_op_operand(op, ss + d);
    int64_t l, u, s;
    if (const_index_value(lb, &l) && const_index_value(ub, &u) &&
        const_index_value(st, &s) && u - l > 0 && u - l <= s) {
      cm_ptrmap_put_ptr(&map, body->args[d], lb);
    } else {
      CM_VEC_PUSH(lbs, lb);
      CM_VEC_PUSH(ubs, ub);
      CM_VEC_PUSH(steps, st);
    }
  }
  CmResult r = CM_FAILURE;
  if (lbs.len == ln)
    goto done;
  if (!lbs.len) {
    for (CmOp *o = body->first; o && o != body->last; o = cm_op_next(o)) {
      if (!cm_op_name_is(o, "scf.reduce")) {
        clone_mapped(rw, o, &map);
        continue;
      }
      CmBlock *rb = cm_op_region(o, 0)->first;
      if (!rb || rb->num_args != 2 || !rb->last || results.len >= in)
        continue;
      cm_ptrmap_put_ptr(&map, rb->args[0],
                        cm_op_operand(op, is + (unsigned)results.len));
      cm_ptrmap_put_ptr(&map, rb->args[1],
                        lookup_or_default(&map, cm_op_operand(o, 0)));
      for (CmOp *ro = rb->first; ro && ro != rb->last; ro = cm_op_next(ro))
        clone_mapped(rw, ro, &map);
      CM_VEC_PUSH(results,
                  lookup_or_default(&map, cm_op_operand(rb->last, 0)));
    }
    if (results.len == cm_op_num_results(op)) {
      cm_rewriter_replace_op(rw, op, (unsigned)results.len, results.data);
      r = CM_SUCCESS;
    }
    goto done;
  }
  {
    CmOp *np = create_parallel(rw, cm_op_loc(op), &lbs, &ubs, &steps, op, is,
                               in);
    /* The old body is cloned in front of the new block, which is left
     * unreachable (region simplification erases it, as upstream). */
    cm_rewriter_clone_region_before(rw, cm_op_region(op, 0),
                                    cm_op_region(np, 0),
                                    cm_op_region(np, 0)->first, &map);
    ValVec res = {0};
    for (unsigned i = 0; i < cm_op_num_results(np); i++)
      CM_VEC_PUSH(res, cm_op_result(np, i));
    cm_rewriter_replace_op(rw, op, (unsigned)res.len, res.data);
    CM_VEC_FREE(res);
    r = CM_SUCCESS;
  }
done:
  cm_ptrmap_free(&map);
  CM_VEC_FREE(lbs);
  CM_VEC_FREE(ubs);
  CM_VEC_FREE(steps);
  CM_VEC_FREE(results);
  return r;
}

void cm_scf_parallel_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)ctx;
  static const char *const gen_par[] = {"scf.parallel", "scf.yield", NULL};
  const CmPattern pats[] = {
      {.root = "scf.parallel", .benefit = 1,
       .match_and_rewrite = parallel_collapse,
       .label = "CollapseSingleIterationLoops", .generated = gen_par},
      {.root = "scf.parallel", .benefit = 1,
       .match_and_rewrite = parallel_remove_empty,
       .label = "RemoveEmptyParallelLoops"}};
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
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
