/* canonicalize.c - folds and canonicalization patterns of the affine ops,
 * as MLIR 13 has them:
 *  - folds: affine.for (constant bounds folded, bound maps composed and
 *    canonicalized), affine.if (set and operands canonicalized), the
 *    memory ops (memref.cast operands folded), affine.min / max (partial
 *    constant folding in place, full folding to a constant);
 *  - patterns: SimplifyAffineOp for apply / min / max / load / store /
 *    vector_load / vector_store / prefetch (affine.apply producers composed
 *    in, operands canonicalized, a new op built), AffineForEmptyLoopFolder,
 *    SimplifyDeadElse of affine.if. */
#include "affine_internal.h"

#include <stdlib.h>
#include <string.h>

static bool const_attr_int(CmAttr *a, int64_t *v) {
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *v = a->integer.value;
  return true;
}

static bool value_const(CmValue *v, int64_t *out) {
  CmOp *d = v ? cm_value_defining_op(v) : NULL;
  if (!d || !cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return false;
  return const_attr_int(cm_op_get_attr(d, "value"), out);
}

static void collect(CmOp *op, unsigned start, unsigned n,
                    CmAffineValueVec *out) {
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(*out, cm_op_operand(op, start + i));
}

/* ---- affine.for ------------------------------------------------------------ */
/* foldLoopBounds: a bound whose map folds to constants becomes constant. */
static bool fold_bound(CmOp *op, bool lower) {
  CmAffineMap *m = lower ? cm_affine_for_lb_map(op) : cm_affine_for_ub_map(op);
  unsigned start = lower ? 0 : cm_affine_for_ub_operands_start(op);
  unsigned n = m->num_dims + m->num_syms;
  int64_t *vals = cm_xcalloc(n + 1, sizeof *vals);
  bool *known = cm_xcalloc(n + 1, sizeof *known);
  for (unsigned i = 0; i < n; i++)
    known[i] = value_const(cm_op_operand(op, start + i), &vals[i]);
  bool ok = m->num_results > 0;
  int64_t best = 0;
  for (unsigned r = 0; r < m->num_results && ok; r++) {
    int64_t v;
    ok = cm_affine_expr_constant_fold(m->results[r], m->num_dims, vals, known,
                                      &v);
    if (ok && (r == 0 || (lower ? v > best : v < best)))
      best = v;
  }
  free(vals);
  free(known);
  if (!ok)
    return false;
  CmAffineExpr *c = cm_affine_const(cm_op_context(op), best);
  CmAffineMap *cm = cm_affine_map(cm_op_context(op), 0, 0, 1, &c);
  if (lower)
    cm_affine_for_set_lb(op, cm, 0, NULL);
  else
    cm_affine_for_set_ub(op, cm, 0, NULL);
  return true;
}

/* removeDuplicateExprs */
static CmAffineMap *remove_duplicate_exprs(CmAffineMap *m) {
  CmAffineExpr **rs = cm_xcalloc(m->num_results + 1, sizeof *rs);
  unsigned n = 0;
  for (unsigned i = 0; i < m->num_results; i++) {
    bool dup = false;
    for (unsigned k = 0; k < n && !dup; k++)
      dup = rs[k] == m->results[i];
    if (!dup)
      rs[n++] = m->results[i];
  }
  CmAffineMap *r = cm_affine_map(m->ctx, m->num_dims, m->num_syms, n, rs);
  free(rs);
  return r;
}

static bool canonicalize_bounds(CmOp *op) {
  CmAffineMap *lb = cm_affine_for_lb_map(op), *ub = cm_affine_for_ub_map(op);
  CmAffineValueVec lops = {0}, uops = {0};
  collect(op, 0, cm_affine_for_num_lb_operands(op), &lops);
  collect(op, cm_affine_for_ub_operands_start(op),
          cm_affine_for_num_ub_operands(op), &uops);
  CmAffineMap *nlb = lb, *nub = ub;
  cm_affine_compose_map_and_operands(&nlb, &lops);
  cm_affine_canonicalize_map_and_operands(&nlb, &lops);
  /* (13 removes duplicate results of the upper bound only) */
  cm_affine_compose_map_and_operands(&nub, &uops);
  cm_affine_canonicalize_map_and_operands(&nub, &uops);
  nub = remove_duplicate_exprs(nub);
  bool changed = nlb != lb || nub != ub;
  if (nlb != lb)
    cm_affine_for_set_lb(op, nlb, (unsigned)lops.len, lops.data);
  if (nub != ub)
    cm_affine_for_set_ub(op, nub, (unsigned)uops.len, uops.data);
  CM_VEC_FREE(lops);
  CM_VEC_FREE(uops);
  return changed;
}

CmResult cm_affine_for_fold(CmOp *op, CmAttr *const *consts,
                            CmFoldResult *results) {
  (void)consts;
  (void)results;
  if (!cm_affine_for_lb_map(op) || !cm_affine_for_ub_map(op))
    return CM_FAILURE;
  bool folded = false;
  if (!cm_affine_for_has_constant_lb(op))
    folded |= fold_bound(op, true);
  if (!cm_affine_for_has_constant_ub(op))
    folded |= fold_bound(op, false);
  folded |= canonicalize_bounds(op);
  uint64_t trips;
  unsigned nres = cm_op_num_results(op);
  if (nres && cm_affine_for_constant_trip_count(op, &trips) && !trips) {
    /* 13: a loop that never runs yields its iter_args inits (without
     * results 13 reports an in-place fold that changes nothing) */
    for (unsigned i = 0; i < nres; i++)
      results[i].value = cm_affine_for_iter_operand(op, i);
    return CM_SUCCESS;
  }
  for (unsigned i = 0; folded && i < nres; i++)
    results[i].value = cm_op_result(op, i);
  return folded ? CM_SUCCESS : CM_FAILURE;
}

/* AffineForEmptyLoopFolder */
static CmResult for_empty_loop(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmBlock *b = cm_affine_for_body(op);
  if (!b || b->first != b->last)
    return CM_FAILURE;
  unsigned n = cm_affine_for_num_iter_args(op);
  CmValue **vals = cm_xcalloc(n + 1, sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = cm_affine_for_iter_operand(op, i);
  cm_rewriter_replace_op(rw, op, n, vals);
  free(vals);
  return CM_SUCCESS;
}

void cm_affine_for_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx) {
  (void)ctx;
  CmPattern p = {.root = "affine.for", .benefit = 1,
                 .match_and_rewrite = for_empty_loop,
                 .label = "AffineForEmptyLoopFolder"};
  cm_pattern_set_add(set, &p);
}

/* ---- affine.if ------------------------------------------------------------- */
CmResult cm_affine_if_fold(CmOp *op, CmAttr *const *consts,
                           CmFoldResult *results) {
  (void)consts;
  CmIntegerSet *set = cm_affine_if_set(op);
  if (!set)
    return CM_FAILURE;
  CmAffineValueVec ops = {0};
  collect(op, 0, cm_op_num_operands(op), &ops);
  CmIntegerSet *ns = set;
  cm_affine_canonicalize_set_and_operands(&ns, &ops);
  bool changed = ops.len < set->num_dims + set->num_syms ||
                 ns->num_syms > set->num_syms;
  if (changed)
    cm_affine_if_set_condition(op, ns, (unsigned)ops.len, ops.data);
  CM_VEC_FREE(ops);
  for (unsigned i = 0; changed && i < cm_op_num_results(op); i++)
    results[i].value = cm_op_result(op, i);
  return changed ? CM_SUCCESS : CM_FAILURE;
}

/* SimplifyDeadElse: an else block holding only its yield goes away when
 * the op has no results. */
static CmResult if_dead_else(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmRegion *r = cm_op_region(op, 1);
  if (cm_region_empty(r) || r->first != r->last || r->first->first != r->first->last ||
      cm_op_num_results(op))
    return CM_FAILURE;
  cm_rewriter_start_update(rw, op);
  cm_rewriter_erase_block(rw, r->first);
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

/* AlwaysTrueOrFalseIf: the canonical empty set (1 == 0) takes the else
 * block (or erases the op), the set (0 == 0) the then block. */
static bool set_is_const_eq(CmIntegerSet *s, int64_t c) {
  return s->num_constraints == 1 && s->is_eq[0] &&
         s->constraints[0]->kind == CM_AFFINE_CONST &&
         s->constraints[0]->value == c;
}
static CmResult if_always(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmIntegerSet *s = cm_affine_if_set(op);
  if (!s)
    return CM_FAILURE;
  CmBlock *b;
  if (set_is_const_eq(s, 1)) {
    if (!cm_op_num_results(op) && cm_region_empty(cm_op_region(op, 1))) {
      cm_rewriter_erase_op(rw, op);
      return CM_SUCCESS;
    }
    b = cm_affine_if_else_block(op);
  } else if (set_is_const_eq(s, 0)) {
    b = cm_affine_if_then_block(op);
  } else {
    return CM_FAILURE;
  }
  if (!b || !b->last)
    return CM_FAILURE;
  CmOp *term = b->last;
  cm_rewriter_merge_block_before(rw, b, op, 0, NULL);
  unsigned n = cm_op_num_operands(term);
  CmValue **vals = cm_xcalloc(n + 1, sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = cm_op_operand(term, i);
  cm_rewriter_replace_op(rw, op, n, vals);
  free(vals);
  cm_rewriter_erase_op(rw, term);
  return CM_SUCCESS;
}

void cm_affine_if_canonicalization_patterns(CmPatternSet *set,
                                            CmContext *ctx) {
  (void)ctx;
  const CmPattern pats[] = {
      {.root = "affine.if", .benefit = 1, .match_and_rewrite = if_dead_else,
       .label = "SimplifyDeadElse"},
      {.root = "affine.if", .benefit = 1, .match_and_rewrite = if_always,
       .label = "AlwaysTrueOrFalseIf"},
  };
  for (size_t i = 0; i < 2; i++)
    cm_pattern_set_add(set, &pats[i]);
}

/* ---- memory ops: memref.cast folding ---------------------------------------- */
/* foldMemRefCast: operands produced by a memref.cast of a ranked memref
 * take the cast's source (except operand `skip`, the stored value). */
CmResult cm_affine_access_fold(CmOp *op, CmAttr *const *consts,
                               CmFoldResult *results) {
  (void)consts;
  int skip = cm_is_affine_store(op) ? 0 : -1;
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if ((int)i == skip)
      continue;
    CmValue *v = cm_op_operand(op, i);
    CmOp *d = cm_value_defining_op(v);
    if (!d || !cm_op_name_is(d, "memref.cast"))
      continue;
    CmValue *src = cm_op_operand(d, 0);
    if (src->type->kind == CM_TYPE_UNRANKED_MEMREF)
      continue;
    cm_op_set_operand(op, i, src);
    folded = true;
  }
  for (unsigned i = 0; folded && i < cm_op_num_results(op); i++)
    results[i].value = cm_op_result(op, i);
  return folded ? CM_SUCCESS : CM_FAILURE;
}

/* ---- SimplifyAffineOp ---------------------------------------------------------- */
static const char *map_attr_name(CmOp *op) { (void)op; return "map"; }

static unsigned map_operands_start(CmOp *op) {
  if (cm_op_name_is(op, "affine.apply") || cm_op_name_is(op, "affine.min") ||
      cm_op_name_is(op, "affine.max"))
    return 0;
  return cm_affine_access_map_operands_start(op);
}

static CmResult simplify_affine_op(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  (void)pat;
  CmAttr *ma = cm_op_get_attr(op, map_attr_name(op));
  if (!ma || ma->kind != CM_ATTR_AFFINE_MAP)
    return CM_FAILURE;
  CmAffineMap *old = ma->map, *map = old;
  unsigned start = map_operands_start(op);
  unsigned n = cm_op_num_operands(op) - start;
  if (n != old->num_dims + old->num_syms)
    return CM_FAILURE;
  CmAffineValueVec ops = {0};
  collect(op, start, n, &ops);
  cm_affine_compose_map_and_operands(&map, &ops);
  cm_affine_canonicalize_map_and_operands(&map, &ops);
  bool same = map == old && ops.len == n;
  for (unsigned i = 0; same && i < n; i++)
    same = ops.data[i] == cm_op_operand(op, start + i);
  if (same) {
    CM_VEC_FREE(ops);
    return CM_FAILURE;
  }
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmOp *nop;
  if (start == 0) {
    CmType *idx = cm_index_type(ctx);
    CmNamedAttr na = {cm_ident_c(ctx, "map"), cm_affine_map_attr(map)};
    nop = cm_op_create_v(ctx, cm_op_opname(op)->name->str, loc, 1, &idx,
                         (unsigned)ops.len, ops.data, cm_dict_attr(ctx, 1, &na),
                         0, NULL, 0);
  } else {
    /* 13 rebuilds the op from memref, value, map and operands (and the
     * prefetch flags): other attributes are dropped */
    CmAffineValueVec all = {0};
    collect(op, 0, start, &all);
    for (size_t i = 0; i < ops.len; i++)
      CM_VEC_PUSH(all, ops.data[i]);
    CmAttr *d = cm_dict_attr_empty(ctx);
    d = cm_dict_set(d, cm_ident_c(ctx, "map"), cm_affine_map_attr(map));
    if (cm_op_name_is(op, "affine.prefetch")) {
      const char *keep[] = {"isDataCache", "isWrite", "localityHint"};
      for (int i = 0; i < 3; i++)
        d = cm_dict_set(d, cm_ident_c(ctx, keep[i]),
                        cm_op_get_attr(op, keep[i]));
    }
    CmType *t = cm_op_num_results(op) ? cm_op_result(op, 0)->type : NULL;
    nop = cm_op_create_v(ctx, cm_op_opname(op)->name->str, loc, t ? 1 : 0, &t,
                         (unsigned)all.len, all.data, d, 0, NULL, 0);
    CM_VEC_FREE(all);
  }
  CM_VEC_FREE(ops);
  cm_rewriter_replace_op_with_op(rw, op, nop);
  return CM_SUCCESS;
}

static void add_simplify(CmPatternSet *set, const char *root) {
  CmPattern p = {.root = root, .benefit = 1,
                 .match_and_rewrite = simplify_affine_op,
                 .label = "SimplifyAffineOp"};
  cm_pattern_set_add(set, &p);
}

void cm_affine_apply_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)ctx;
  add_simplify(set, "affine.apply");
}
/* min / max rebuilt with a new map and operands */
static void replace_minmax(CmRewriter *rw, CmOp *op, const char *name,
                           CmAffineMap *map, unsigned n,
                           CmValue *const *ops) {
  CmContext *ctx = rw->ctx;
  CmType *idx = cm_index_type(ctx);
  CmNamedAttr na = {cm_ident_c(ctx, "map"), cm_affine_map_attr(map)};
  CmOp *nop = cm_op_create_v(ctx, name, cm_op_loc(op), 1, &idx, n, ops,
                             cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, nop);
}

static void op_operands(CmOp *op, CmAffineValueVec *out) {
  collect(op, 0, cm_op_num_operands(op), out);
}

/* CanonicalizeSingleResultAffineMinMaxOp */
static CmResult minmax_single(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_affine_apply_map(op);
  if (!m || m->num_results != 1)
    return CM_FAILURE;
  CmAffineValueVec ops = {0};
  op_operands(op, &ops);
  replace_minmax(rw, op, "affine.apply", m, (unsigned)ops.len, ops.data);
  CM_VEC_FREE(ops);
  return CM_SUCCESS;
}

/* DeduplicateAffineMinMaxExpressions */
static CmResult minmax_dedup(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_affine_apply_map(op);
  if (!m)
    return CM_FAILURE;
  CmAffineMap *d = remove_duplicate_exprs(m);
  if (d->num_results == m->num_results)
    return CM_FAILURE;
  CmAffineValueVec ops = {0};
  op_operands(op, &ops);
  replace_minmax(rw, op, cm_op_opname(op)->name->str, d, (unsigned)ops.len,
                 ops.data);
  CM_VEC_FREE(ops);
  return CM_SUCCESS;
}

/* MergeAffineMinMaxOp: results that are a dim / symbol produced by the
 * same kind of op take that op's expressions. */
static CmResult minmax_merge(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_affine_apply_map(op);
  if (!m || cm_op_num_operands(op) != m->num_dims + m->num_syms)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmOpName *name = cm_op_opname(op);
  CmAffineValueVec dims = {0}, syms = {0};
  collect(op, 0, m->num_dims, &dims);
  collect(op, m->num_dims, m->num_syms, &syms);
  CM_VEC(CmAffineExpr *) exprs = {0};
  CM_VEC(CmOp *) producers = {0};
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    CmValue *v = e->kind == CM_AFFINE_SYMBOL ? syms.data[e->pos]
                 : e->kind == CM_AFFINE_DIM  ? dims.data[e->pos]
                                             : NULL;
    CmOp *p = v ? cm_value_defining_op(v) : NULL;
    if (p && cm_op_opname(p) == name && cm_affine_apply_map(p)) {
      CM_VEC_PUSH(producers, p);
      continue;
    }
    CM_VEC_PUSH(exprs, e);
  }
  CmResult r = CM_FAILURE;
  if (!producers.len)
    goto done;
  unsigned nd = m->num_dims, ns = m->num_syms;
  for (size_t k = 0; k < producers.len; k++) {
    CmOp *p = producers.data[k];
    CmAffineMap *pm = cm_affine_apply_map(p);
    collect(p, 0, pm->num_dims, &dims);
    collect(p, pm->num_dims, pm->num_syms, &syms);
    CmAffineExpr **dr = cm_xcalloc(pm->num_dims + 1, sizeof *dr);
    CmAffineExpr **sr = cm_xcalloc(pm->num_syms + 1, sizeof *sr);
    for (unsigned i = 0; i < pm->num_dims; i++)
      dr[i] = cm_affine_dim(ctx, nd + i);
    for (unsigned i = 0; i < pm->num_syms; i++)
      sr[i] = cm_affine_symbol(ctx, ns + i);
    for (unsigned i = 0; i < pm->num_results; i++)
      CM_VEC_PUSH(exprs, cm_affine_replace(pm->results[i], dr, sr));
    free(dr);
    free(sr);
    nd += pm->num_dims;
    ns += pm->num_syms;
  }
  CmAffineMap *nm = cm_affine_map(ctx, nd, ns, (unsigned)exprs.len,
                                  exprs.data);
  for (size_t i = 0; i < syms.len; i++)
    CM_VEC_PUSH(dims, syms.data[i]);
  replace_minmax(rw, op, name->name->str, nm, (unsigned)dims.len, dims.data);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(dims);
  CM_VEC_FREE(syms);
  CM_VEC_FREE(exprs);
  CM_VEC_FREE(producers);
  return r;
}

static void minmax_patterns(CmPatternSet *set, const char *root) {
  const CmPattern pats[] = {
      {.root = root, .benefit = 1, .match_and_rewrite = minmax_single,
       .label = "CanonicalizeSingleResultAffineMinMaxOp"},
      {.root = root, .benefit = 1, .match_and_rewrite = minmax_dedup,
       .label = "DeduplicateAffineMinMaxExpressions"},
      {.root = root, .benefit = 1, .match_and_rewrite = minmax_merge,
       .label = "MergeAffineMinMaxOp"},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
  add_simplify(set, root);
}

void cm_affine_min_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx) {
  (void)ctx;
  minmax_patterns(set, "affine.min");
}
void cm_affine_max_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx) {
  (void)ctx;
  minmax_patterns(set, "affine.max");
}
void cm_affine_access_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx) {
  (void)ctx;
  static const char *const roots[] = {"affine.load", "affine.store",
                                      "affine.vector_load",
                                      "affine.vector_store",
                                      "affine.prefetch"};
  for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++)
    add_simplify(set, roots[i]);
}
void cm_affine_parallel_canonicalization_patterns(CmPatternSet *set,
                                                  CmContext *ctx) {
  (void)set, (void)ctx;
}

/* ---- affine.parallel: 13's canonicalizeLoopBounds as its fold ------------- */
CmResult cm_affine_parallel_fold(CmOp *op, CmAttr *const *consts,
                                 CmFoldResult *results) {
  (void)consts;
  CmAffineMap *lb = cm_affine_parallel_lb_map(op);
  CmAffineMap *ub = cm_affine_parallel_ub_map(op);
  if (!lb || !ub)
    return CM_FAILURE;
  unsigned nlb = lb->num_dims + lb->num_syms, nub = ub->num_dims + ub->num_syms;
  if (nlb + nub != cm_op_num_operands(op))
    return CM_FAILURE;
  CmAffineValueVec lops = {0}, uops = {0};
  collect(op, 0, nlb, &lops);
  collect(op, nlb, nub, &uops);
  CmAffineMap *nl = lb, *nu = ub;
  bool changed = cm_affine_compose_map_and_operands(&nl, &lops);
  changed |= cm_affine_compose_map_and_operands(&nu, &uops);
  if (changed) {
    CmAffineValueVec all = {0};
    for (size_t i = 0; i < lops.len; i++)
      CM_VEC_PUSH(all, lops.data[i]);
    for (size_t i = 0; i < uops.len; i++)
      CM_VEC_PUSH(all, uops.data[i]);
    cm_op_set_operands(op, (unsigned)all.len, all.data);
    CM_VEC_FREE(all);
    cm_op_set_attr(op, "lowerBoundsMap", cm_affine_map_attr(nl));
    cm_op_set_attr(op, "upperBoundsMap", cm_affine_map_attr(nu));
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      results[i].value = cm_op_result(op, i);
  }
  CM_VEC_FREE(lops);
  CM_VEC_FREE(uops);
  return changed ? CM_SUCCESS : CM_FAILURE;
}

/* ---- helpers of the header ------------------------------------------------------- */
CmOp *cm_affine_build_composed_apply(CmRewriter *rw, CmLoc *loc,
                                     CmAffineMap *map, unsigned n,
                                     CmValue *const *operands) {
  CmAffineValueVec ops = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(ops, operands[i]);
  cm_affine_compose_map_and_operands(&map, &ops);
  cm_affine_canonicalize_map_and_operands(&map, &ops);
  CmOp *op = cm_rewriter_insert(
      rw, cm_affine_apply_create(rw->ctx, loc, map, (unsigned)ops.len,
                                 ops.data));
  CM_VEC_FREE(ops);
  return op;
}
