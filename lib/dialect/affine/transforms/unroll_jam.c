/* unroll_jam.c - -affine-loop-unroll-jam as MLIR 13 (LoopUnrollAndJam with
 * loopUnrollJamByFactor).
 *
 * Only the first op of the function's entry block, when it is an
 * affine.for, is unroll-jammed by `unroll-jam-factor` (default 4), as 13:
 * nothing happens when the trip count is a constant below the factor, when
 * a bound operand of a loop nested in it is defined inside it, or (a
 * cleanup being needed) when a bound has several results (13 goes on
 * with a `min` upper bound and skips iterations; cmlir leaves it).  Otherwise a
 * cleanup loop takes the remaining iterations (loop_utils.c), the step is
 * multiplied, and every maximal run of non-affine.for ops ("sub-block") in
 * the loop and in the affine.for loops nested in it gets factor - 1 copies
 * right after it, copy i using `iv + i * step` (an affine.apply created
 * before each copy when the IV is used).  The loop is promoted if it
 * became single-iteration.  Loops with iter_args (the unroll-jammed loop
 * or loops nested in it) are left alone: 13 copies their sub-blocks
 * without widening the iter_args, so the copies read the original loop's
 * iteration arguments and their values never reach the results, which
 * changes what the program computes (test/dialect/affine/transforms/
 * loop-unroll-jam-iter-args.mlir shows a case). */
#include "cmlir/pass.h"
#include "loop_utils.h"

typedef struct SubBlock {
  CmOp *first, *last;
} SubBlock;
typedef CM_VEC(SubBlock) SubBlockVec;

static void gather_block(CmBlock *b, SubBlockVec *out);

static void gather_op(CmOp *op, SubBlockVec *out) {
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      gather_block(b, out);
}

static void gather_block(CmBlock *b, SubBlockVec *out) {
  CmOp *end = b->last; /* the terminator is excluded */
  CmOp *it = b->first;
  while (it && it != end) {
    CmOp *start = it, *last = NULL;
    while (it != end && !cm_is_affine_for(it)) {
      last = it;
      it = cm_op_next(it);
    }
    if (last)
      CM_VEC_PUSH(*out, ((SubBlock){start, last}));
    while (it != end && cm_is_affine_for(it)) {
      gather_op(it, out);
      it = cm_op_next(it);
    }
  }
}

typedef struct Check {
  CmOp *loop;
  bool bad;
} Check;

static bool defined_inside(CmOp *loop, CmValue *v) {
  CmRegion *r = cm_value_parent_region(v);
  for (; r; r = r->parent ? cm_op_parent_region(r->parent) : NULL)
    if (r->parent == loop)
      return true;
  return false;
}

static CmWalkResult check_bounds(CmOp *op, void *user) {
  Check *c = user;
  if (!cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  if (cm_affine_for_num_iter_args(op)) {
    c->bad = true;
    return CM_WALK_INTERRUPT;
  }
  unsigned n = cm_affine_for_iter_operands_start(op);
  for (unsigned i = 0; i < n; i++)
    if (defined_inside(c->loop, cm_op_operand(op, i))) {
      c->bad = true;
      return CM_WALK_INTERRUPT;
    }
  return CM_WALK_ADVANCE;
}

static CmResult unroll_jam(CmOp *loop, uint64_t factor) {
  uint64_t tc;
  bool ctc = cm_affine_constant_trip_count(loop, &tc);
  if (factor == 0)
    return CM_FAILURE;
  if (factor == 1) {
    if (ctc && tc == 1 &&
        cm_failed(cm_affine_loop_promote_if_single_iteration(loop)))
      return CM_FAILURE;
    return CM_SUCCESS;
  }
  CmBlock *body = cm_affine_for_body(loop);
  if (body->first == body->last)
    return CM_SUCCESS;
  if (ctc && tc < factor)
    return CM_FAILURE;
  Check c = {loop, false};
  cm_walk_pre(loop, check_bounds, &c);
  if (c.bad)
    return CM_FAILURE;
  SubBlockVec subs = {0};
  gather_op(loop, &subs);
  if (cm_affine_trip_count_largest_divisor(loop) % factor != 0) {
    if (cm_affine_for_lb_map(loop)->num_results != 1 ||
        cm_affine_for_ub_map(loop)->num_results != 1) {
      CM_VEC_FREE(subs);
      return CM_FAILURE;
    }
    cm_affine_loop_generate_cleanup_unchained(loop, factor);
  }
  CmContext *ctx = cm_op_context(loop);
  int64_t step = cm_affine_for_step(loop);
  cm_affine_for_set_step(loop, step * (int64_t)factor);
  CmValue *iv = cm_affine_for_iv(loop);
  CmPtrMap *maps = cm_xcalloc(factor, sizeof(CmPtrMap));
  for (uint64_t i = factor - 1; i >= 1; --i) {
    for (size_t s = 0; s < subs.len; s++) {
      CmOp *first = subs.data[s].first, *last = subs.data[s].last;
      CmBlock *blk = cm_op_block(last);
      CmOp *at = cm_op_next(last);
      if (!cm_value_use_empty(iv)) {
        CmAffineExpr *e = cm_affine_add(
            cm_affine_dim(ctx, 0), cm_affine_const(ctx, (int64_t)i * step));
        CmOp *ap = cm_affine_apply_create(
            ctx, cm_op_loc(loop), cm_affine_map(ctx, 1, 0, 1, &e), 1, &iv);
        cm_block_insert_op_before(blk, at, ap);
        cm_ptrmap_put_ptr(&maps[i], iv, cm_op_result(ap, 0));
      }
      for (CmOp *op = first;; op = cm_op_next(op)) {
        CmOp *cl = cm_op_clone(op);
        cm_walk_remap_operands(cl, &maps[i]);
        cm_block_insert_op_before(blk, at, cl);
        for (unsigned r = 0; r < cm_op_num_results(op); r++)
          cm_ptrmap_put_ptr(&maps[i], cm_op_result(op, r),
                            cm_op_result(cl, r));
        if (op == last)
          break;
      }
    }
  }
  for (uint64_t i = 0; i < factor; i++)
    cm_ptrmap_free(&maps[i]);
  free(maps);
  CM_VEC_FREE(subs);
  cm_affine_loop_promote_if_single_iteration(loop);
  return CM_SUCCESS;
}

static CmResult unroll_jam_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  if (!cm_op_num_regions(func) || !cm_op_region(func, 0)->first)
    return CM_SUCCESS;
  CmOp *first = cm_op_region(func, 0)->first->first;
  if (first && cm_is_affine_for(first))
    unroll_jam(first, cm_pass_option_uint(pass, "unroll-jam-factor"));
  return CM_SUCCESS;
}

static const CmPassOptionDef unroll_jam_opts[] = {
    {"unroll-jam-factor", CM_PASS_OPT_UINT, false, "4",
     "Use this unroll jam factor for all loops (default 4)", NULL},
};

const CmPassDef cm_pass_affine_loop_unroll_jam = {
    .argument = "affine-loop-unroll-jam",
    .name = "AffineLoopUnrollAndJam",
    .description = "Unroll and jam affine loops",
    .anchor = "func",
    CM_PASS_OPTIONS(unroll_jam_opts),
    .run = unroll_jam_run,
};
