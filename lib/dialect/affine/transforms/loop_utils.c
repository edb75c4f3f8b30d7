/* loop_utils.c - affine.for utilities (see loop_utils.h): trip counts,
 * single-iteration promotion and unrolling, as MLIR 13's LoopUtils.cpp and
 * LoopAnalysis.cpp. */
#include "loop_utils.h"

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <stdlib.h>
#include <string.h>

/* ---- small helpers ------------------------------------------------------ */

CmOp *cm_affine_enclosing_func(CmOp *op) {
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    if (cm_op_name_is(p, "func"))
      return p;
  return NULL;
}

CmValue *cm_affine_index_constant(CmContext *ctx, CmLoc *loc, int64_t v,
                                  CmBlock *block, CmOp *before) {
  CmType *index = cm_index_type(ctx);
  CmNamedAttr na = {cm_ident_c(ctx, "value"), cm_integer_attr(index, v)};
  CmOp *c = cm_op_create_v(ctx, "std.constant", loc, 1, &index, 0, NULL,
                           cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  if (before)
    cm_block_insert_op_before(cm_op_block(before), before, c);
  else
    cm_block_insert_op_before(block, block->first, c);
  return cm_op_result(c, 0);
}

static CmWalkResult find_for(CmOp *op, void *user) {
  CmOp *self = user;
  return op != self && cm_is_affine_for(op) ? CM_WALK_INTERRUPT
                                            : CM_WALK_ADVANCE;
}

bool cm_affine_loop_is_innermost(CmOp *loop) {
  return cm_walk_pre(loop, find_for, loop) != CM_WALK_INTERRUPT;
}

/* ---- operand spaces ------------------------------------------------------- */

/* Index of `v` in vals[0..n), appending it if missing. */
static unsigned operand_slot(CmAffineValueVec *vals, CmValue *v) {
  for (size_t i = 0; i < vals->len; i++)
    if (vals->data[i] == v)
      return (unsigned)i;
  CM_VEC_PUSH(*vals, v);
  return (unsigned)vals->len - 1;
}

/* Rewrites a bound map's dims / symbols into the joint operand space
 * (dims then symbols of `dims` / `syms`). */
static void joint_space(CmContext *ctx, CmAffineMap *m, unsigned first,
                        CmOp *loop, CmAffineValueVec *dims,
                        CmAffineValueVec *syms, CmAffineExpr **dexprs,
                        CmAffineExpr **sexprs) {
  for (unsigned i = 0; i < m->num_dims; i++)
    dexprs[i] = cm_affine_dim(
        ctx, operand_slot(dims, cm_op_operand(loop, first + i)));
  for (unsigned i = 0; i < m->num_syms; i++)
    sexprs[i] = cm_affine_symbol(
        ctx, operand_slot(syms, cm_op_operand(loop, first + m->num_dims + i)));
}

/* ---- promotion ----------------------------------------------------------- */

CmResult cm_affine_loop_promote_if_single_iteration(CmOp *loop) {
  uint64_t tc;
  if (!cm_affine_constant_trip_count(loop, &tc) || tc != 1)
    return CM_FAILURE;
  CmAffineMap *lb = cm_affine_for_lb_map(loop);
  if (lb->num_results != 1)
    return CM_FAILURE;
  CmContext *ctx = cm_op_context(loop);
  CmValue *iv = cm_affine_for_iv(loop);
  if (!cm_value_use_empty(iv)) {
    CmValue *repl;
    if (cm_affine_for_has_constant_lb(loop)) {
      CmOp *func = cm_affine_enclosing_func(loop);
      CmBlock *entry = func && cm_op_num_regions(func)
                           ? cm_op_region(func, 0)->first
                           : NULL;
      repl = cm_affine_index_constant(ctx, cm_op_loc(loop),
                                      cm_affine_for_constant_lb(loop), entry,
                                      entry ? NULL : loop);
    } else if (lb->num_dims == 1 && lb->num_syms == 0 &&
               lb->results[0]->kind == CM_AFFINE_DIM) {
      repl = cm_op_operand(loop, 0);
    } else {
      unsigned n = cm_affine_for_num_lb_operands(loop);
      CmValue **ops = cm_xcalloc(n + 1, sizeof(CmValue *));
      for (unsigned i = 0; i < n; i++)
        ops[i] = cm_op_operand(loop, i);
      CmOp *ap = cm_affine_apply_create(ctx, cm_op_loc(loop), lb, n, ops);
      free(ops);
      cm_block_insert_op_before(cm_op_block(loop), loop, ap);
      repl = cm_op_result(ap, 0);
    }
    cm_value_replace_all_uses(iv, repl);
  }
  unsigned niter = cm_affine_for_num_iter_args(loop);
  for (unsigned i = 0; i < niter; i++)
    cm_value_replace_all_uses(cm_affine_for_region_iter_arg(loop, i),
                              cm_affine_for_iter_operand(loop, i));
  CmBlock *body = cm_affine_for_body(loop);
  CmOp *yield = body->last;
  for (unsigned i = 0; i < cm_op_num_results(loop); i++)
    cm_value_replace_all_uses(cm_op_result(loop, i), cm_op_operand(yield, i));
  cm_op_erase(yield);
  while (body->first)
    cm_op_move_before(body->first, loop);
  cm_op_erase(loop);
  return CM_SUCCESS;
}

/* ---- unrolling ------------------------------------------------------------ */

void cm_affine_generate_unrolled(CmBlock *body, CmValue *iv, uint64_t factor,
                                 int64_t step, CmLoc *loc, unsigned niter,
                                 CmValue *const *iter_args) {
  CmContext *ctx = cm_region_context(cm_op_parent_region(body->last));
  CmOp *term = body->last;
  CmOp *src_end = cm_op_prev(term); /* last op of the original body */
  unsigned nyield = cm_op_num_operands(term);
  CmValue **yielded = cm_xcalloc(nyield + 1, sizeof(CmValue *));
  CmValue **last = cm_xcalloc(nyield + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < nyield; i++)
    yielded[i] = last[i] = cm_op_operand(term, i);
  for (uint64_t k = 1; k < factor && src_end; k++) {
    CmPtrMap map = {0};
    for (unsigned i = 0; i < niter && i < nyield; i++)
      cm_ptrmap_put_ptr(&map, iter_args[i], last[i]);
    if (!cm_value_use_empty(iv)) {
      CmAffineExpr *e = cm_affine_add(
          cm_affine_dim(ctx, 0), cm_affine_const(ctx, (int64_t)k * step));
      CmAffineMap *m = cm_affine_map(ctx, 1, 0, 1, &e);
      CmOp *ap = cm_affine_apply_create(ctx, loc, m, 1, &iv);
      cm_block_insert_op_before(body, term, ap);
      cm_ptrmap_put_ptr(&map, iv, cm_op_result(ap, 0));
    }
    for (CmOp *op = body->first;; op = cm_op_next(op)) {
      CmOp *c = cm_op_clone(op);
      cm_walk_remap_operands(c, &map);
      cm_block_insert_op_before(body, term, c);
      for (unsigned r = 0; r < cm_op_num_results(op); r++)
        cm_ptrmap_put_ptr(&map, cm_op_result(op, r), cm_op_result(c, r));
      if (op == src_end)
        break;
    }
    for (unsigned i = 0; i < nyield; i++) {
      CmValue *v = cm_ptrmap_get_ptr(&map, yielded[i]);
      last[i] = v ? v : yielded[i];
    }
    cm_ptrmap_free(&map);
  }
  for (unsigned i = 0; i < nyield; i++)
    cm_op_set_operand(term, i, last[i]);
  free(yielded);
  free(last);
}

/* 13's generateCleanupLoopForUnroll: a copy of `loop` after it runs the
 * remaining iterations from lb + (tc - tc mod factor) * step (per trip
 * count result), taking over the loop's results; the loop then stops
 * there. */
static void generate_cleanup(CmOp *loop, uint64_t factor, bool chain) {
  CmContext *ctx = cm_op_context(loop);
  int64_t step = cm_affine_for_step(loop);
  /* the cleanup lower bound: lb + (tc_i - tc_i mod factor) * step */
  CmAffineValueVec tops = {0};
  CmAffineMap *tmap;
  cm_affine_trip_count_map(loop, &tmap, &tops);
  CmAffineMap *lb = cm_affine_for_lb_map(loop);
  /* joint space: trip count operands, then the lower bound's */
  CmAffineValueVec dims = {0}, syms = {0};
  unsigned tnd = tmap->num_dims;
  CmAffineExpr **td = cm_xcalloc(tmap->num_dims + tmap->num_syms + 1,
                                 sizeof(CmAffineExpr *));
  CmAffineExpr **ts = td + tnd;
  for (unsigned i = 0; i < tnd; i++)
    td[i] = cm_affine_dim(ctx, operand_slot(&dims, tops.data[i]));
  for (unsigned i = 0; i < tmap->num_syms; i++)
    ts[i] = cm_affine_symbol(ctx, operand_slot(&syms, tops.data[tnd + i]));
  CmAffineExpr **ld = cm_xcalloc(lb->num_dims + lb->num_syms + 1,
                                 sizeof(CmAffineExpr *));
  joint_space(ctx, lb, 0, loop, &dims, &syms, ld, ld + lb->num_dims);
  CmAffineExpr *lbe = cm_affine_replace(lb->results[0], ld, ld + lb->num_dims);
  CmAffineExpr **res = cm_xcalloc(tmap->num_results, sizeof(CmAffineExpr *));
  CmAffineExpr *f = cm_affine_const(ctx, (int64_t)factor);
  for (unsigned r = 0; r < tmap->num_results; r++) {
    CmAffineExpr *t = cm_affine_replace(tmap->results[r], td, ts);
    CmAffineExpr *bump = cm_affine_mul(
        cm_affine_sub(t, cm_affine_mod(t, f)), cm_affine_const(ctx, step));
    res[r] = cm_affine_add(lbe, bump);
  }
  CmAffineMap *clb = cm_affine_map(ctx, (unsigned)dims.len,
                                   (unsigned)syms.len, tmap->num_results, res);
  CmAffineValueVec cops = {0};
  for (size_t i = 0; i < dims.len; i++)
    CM_VEC_PUSH(cops, dims.data[i]);
  for (size_t i = 0; i < syms.len; i++)
    CM_VEC_PUSH(cops, syms.data[i]);
  /* 13: fullyComposeAffineMapAndOperands, simplifyAffineMap,
   * canonicalizeMapAndOperands */
  cm_affine_compose_map_and_operands(&clb, &cops);
  clb = cm_affine_map_simplify(clb);
  cm_affine_canonicalize_map_and_operands(&clb, &cops);
  free(res);
  free(ld);
  free(td);
  CM_VEC_FREE(dims);
  CM_VEC_FREE(syms);
  CM_VEC_FREE(tops);

  CmOp *cleanup = cm_op_clone(loop);
  cm_block_insert_op_before(cm_op_block(loop), cm_op_next(loop), cleanup);
  unsigned nres = chain ? cm_op_num_results(loop) : 0;
  unsigned istart = cm_affine_for_iter_operands_start(cleanup);
  for (unsigned i = 0; i < nres; i++) {
    cm_value_replace_all_uses(cm_op_result(loop, i),
                              cm_op_result(cleanup, i));
    CmValue *init = cm_op_operand(cleanup, istart + i);
    for (unsigned k = istart; k < cm_op_num_operands(cleanup); k++)
      if (cm_op_operand(cleanup, k) == init)
        cm_op_set_operand(cleanup, k, cm_op_result(loop, i));
  }
  cm_affine_for_set_lb(cleanup, clb, (unsigned)cops.len, cops.data);
  cm_affine_loop_promote_if_single_iteration(cleanup);
  cm_affine_for_set_ub(loop, clb, (unsigned)cops.len, cops.data);
  CM_VEC_FREE(cops);
}

void cm_affine_loop_generate_cleanup(CmOp *loop, uint64_t factor) {
  generate_cleanup(loop, factor, true);
}

void cm_affine_loop_generate_cleanup_unchained(CmOp *loop, uint64_t factor) {
  generate_cleanup(loop, factor, false);
}

CmResult cm_affine_loop_unroll_by_factor(CmOp *loop, uint64_t factor) {
  if (factor == 0)
    return CM_FAILURE;
  if (factor == 1)
    return cm_affine_loop_promote_if_single_iteration(loop);
  CmBlock *body = cm_affine_for_body(loop);
  if (body->first == body->last)
    return CM_SUCCESS;
  if (cm_affine_for_lb_map(loop)->num_results != 1)
    return CM_FAILURE;
  uint64_t tc;
  if (cm_affine_constant_trip_count(loop, &tc) && tc < factor)
    return CM_FAILURE;
  int64_t step = cm_affine_for_step(loop);
  if (cm_affine_trip_count_largest_divisor(loop) % factor != 0) {
    /* 13 goes on with a `min` upper bound, and its cleanup loop then starts
     * at the max of the bumped bounds (wrong code); cmlir leaves it. */
    if (cm_affine_for_ub_map(loop)->num_results != 1)
      return CM_FAILURE;
    cm_affine_loop_generate_cleanup(loop, factor);
  }
  cm_affine_for_set_step(loop, step * (int64_t)factor);
  unsigned niter = cm_affine_for_num_iter_args(loop);
  CmValue **iters = cm_xcalloc(niter + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < niter; i++)
    iters[i] = cm_affine_for_region_iter_arg(loop, i);
  cm_affine_generate_unrolled(body, cm_affine_for_iv(loop), factor, step,
                              cm_op_loc(loop), niter, iters);
  free(iters);
  cm_affine_loop_promote_if_single_iteration(loop);
  return CM_SUCCESS;
}

CmResult cm_affine_loop_unroll_full(CmOp *loop) {
  uint64_t tc;
  if (!cm_affine_constant_trip_count(loop, &tc))
    return CM_FAILURE;
  if (tc == 0)
    return CM_SUCCESS;
  if (tc == 1)
    return cm_affine_loop_promote_if_single_iteration(loop);
  return cm_affine_loop_unroll_by_factor(loop, tc);
}

CmResult cm_affine_loop_unroll_up_to_factor(CmOp *loop, uint64_t factor) {
  uint64_t tc;
  if (cm_affine_constant_trip_count(loop, &tc) && tc < factor)
    return cm_affine_loop_unroll_by_factor(loop, tc);
  return cm_affine_loop_unroll_by_factor(loop, factor);
}
