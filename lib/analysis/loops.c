/* loops.c - loop nest utilities and trip counts (13's getLoopIVs,
 * getNestingDepth, getNumCommonSurroundingLoops, getPerfectlyNestedLoops,
 * getTripCountMapAndOperands, getConstantTripCount,
 * getLargestDivisorOfTripCount). */
#include "analysis_internal.h"
#include "../ir/ir_internal.h" /* cm_affine_largest_known_divisor */

#include <stdlib.h>
#include <string.h>

void cm_affine_enclosing_loops(CmOp *op, CmOpVec *loops) {
  CmOpVec rev = {0};
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    if (cm_aff_is_for(p))
      CM_VEC_PUSH(rev, p);
  for (size_t i = rev.len; i-- > 0;)
    CM_VEC_PUSH(*loops, rev.data[i]);
  CM_VEC_FREE(rev);
}

unsigned cm_affine_nesting_depth(CmOp *op) {
  unsigned d = 0;
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    d += cm_aff_is_for(p);
  return d;
}

unsigned cm_affine_num_common_loops(CmOp *a, CmOp *b) {
  CmOpVec la = {0}, lb = {0};
  cm_affine_enclosing_loops(a, &la);
  cm_affine_enclosing_loops(b, &lb);
  unsigned n = 0;
  while (n < la.len && n < lb.len && la.data[n] == lb.data[n])
    n++;
  CM_VEC_FREE(la);
  CM_VEC_FREE(lb);
  return n;
}

void cm_affine_perfectly_nested_loops(CmOp *root, CmOpVec *nest) {
  for (CmOp *cur = root; cur;) {
    CM_VEC_PUSH(*nest, cur);
    CmBlock *body = cm_affine_for_body(cur);
    /* exactly one op besides the terminator, and it is an affine.for */
    if (!body || !body->first || body->first == body->last ||
        cm_op_next(body->first) != body->last || !cm_aff_is_for(body->first))
      break;
    cur = body->first;
  }
}

void cm_affine_trip_count_map(CmOp *for_op, CmAffineMap **map,
                              CmAffineValueVec *operands) {
  CmContext *ctx = cm_op_context(for_op);
  int64_t step = cm_affine_for_step(for_op), lb, ub;
  operands->len = 0;
  *map = NULL;
  if (step < 1)
    return;
  if (cm_aff_for_const_lb(for_op, &lb) && cm_aff_for_const_ub(for_op, &ub)) {
    int64_t span;
    if (__builtin_sub_overflow(ub, lb, &span))
      return;
    if (span < 0)
      span = 0;
    CmAffineExpr *e = cm_affine_const(ctx, cm_ceildiv64(span, step));
    *map = cm_affine_map(ctx, 0, 0, 1, &e);
    return;
  }
  CmAffineMap *lbm = cm_affine_for_lb_map(for_op), *ubm = cm_affine_for_ub_map(for_op);
  if (!lbm || !ubm || lbm->num_results != 1)
    return;
  /* Put both bounds on one operand list: lb operands then ub operands
   * (dims first, then symbols), compose, take ub_i - lb, simplify. */
  unsigned nlb = lbm->num_dims + lbm->num_syms;
  unsigned nub = ubm->num_dims + ubm->num_syms;
  unsigned nd = lbm->num_dims + ubm->num_dims, ns = lbm->num_syms + ubm->num_syms;
  CmAffineExpr **ld = cm_xmalloc((lbm->num_dims + 1) * sizeof(CmAffineExpr *));
  CmAffineExpr **ls = cm_xmalloc((lbm->num_syms + 1) * sizeof(CmAffineExpr *));
  CmAffineExpr **ud = cm_xmalloc((ubm->num_dims + 1) * sizeof(CmAffineExpr *));
  CmAffineExpr **us = cm_xmalloc((ubm->num_syms + 1) * sizeof(CmAffineExpr *));
  CmAffineValueVec ops = {0};
  for (unsigned i = 0; i < lbm->num_dims; i++) {
    ld[i] = cm_affine_dim(ctx, i);
    CM_VEC_PUSH(ops, cm_op_operand(for_op, i));
  }
  for (unsigned i = 0; i < ubm->num_dims; i++) {
    ud[i] = cm_affine_dim(ctx, lbm->num_dims + i);
    CM_VEC_PUSH(ops, cm_op_operand(for_op, nlb + i));
  }
  for (unsigned i = 0; i < lbm->num_syms; i++) {
    ls[i] = cm_affine_symbol(ctx, i);
    CM_VEC_PUSH(ops, cm_op_operand(for_op, lbm->num_dims + i));
  }
  for (unsigned i = 0; i < ubm->num_syms; i++) {
    us[i] = cm_affine_symbol(ctx, lbm->num_syms + i);
    CM_VEC_PUSH(ops, cm_op_operand(for_op, nlb + ubm->num_dims + i));
  }
  (void)nub;
  CmAffineExpr *l = cm_affine_replace(lbm->results[0], ld, ls);
  CmAffineExpr **res =
      cm_xmalloc((ubm->num_results + 1) * sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < ubm->num_results; i++)
    res[i] = cm_affine_sub(cm_affine_replace(ubm->results[i], ud, us), l);
  CmAffineMap *m = cm_affine_map(ctx, nd, ns, ubm->num_results, res);
  cm_affine_compose_map_and_operands(&m, &ops);
  cm_affine_canonicalize_map_and_operands(&m, &ops);
  m = cm_affine_map_simplify(m);
  for (unsigned i = 0; i < m->num_results; i++)
    res[i] = cm_affine_ceildiv(m->results[i], cm_affine_const(ctx, step));
  *map = cm_affine_map(ctx, m->num_dims, m->num_syms, m->num_results, res);
  for (size_t i = 0; i < ops.len; i++)
    CM_VEC_PUSH(*operands, ops.data[i]);
  CM_VEC_FREE(ops);
  free(ld);
  free(ls);
  free(ud);
  free(us);
  free(res);
}

bool cm_affine_constant_trip_count(CmOp *for_op, uint64_t *count) {
  CmAffineMap *m;
  CmAffineValueVec ops = {0};
  cm_affine_trip_count_map(for_op, &m, &ops);
  CM_VEC_FREE(ops);
  if (!m || !m->num_results)
    return false;
  bool have = false;
  uint64_t best = 0;
  for (unsigned i = 0; i < m->num_results; i++) {
    if (m->results[i]->kind != CM_AFFINE_CONST)
      return false;
    uint64_t v = (uint64_t)m->results[i]->value;
    if (!have || v < best)
      best = v;
    have = true;
  }
  *count = best;
  return true;
}

uint64_t cm_affine_trip_count_largest_divisor(CmOp *for_op) {
  CmAffineMap *m;
  CmAffineValueVec ops = {0};
  cm_affine_trip_count_map(for_op, &m, &ops);
  CM_VEC_FREE(ops);
  if (!m || !m->num_results)
    return 1;
  bool have = false;
  uint64_t g = 0;
  for (unsigned i = 0; i < m->num_results; i++) {
    uint64_t t;
    const CmAffineExpr *e = m->results[i];
    if (e->kind == CM_AFFINE_CONST)
      t = e->value == 0 ? UINT64_MAX : (uint64_t)e->value;
    else
      t = (uint64_t)cm_affine_largest_known_divisor(e);
    g = have ? cm_gcd64(g, t) : t;
    have = true;
  }
  return g;
}
