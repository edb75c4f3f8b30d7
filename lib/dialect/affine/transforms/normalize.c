/* normalize.c - -affine-loop-normalize as MLIR 13 (AffineLoopNormalize)
 * for affine.for.
 *
 * Every affine.for, innermost first: a single-iteration loop is promoted
 * (loop_utils.c); a loop with a single-result lower bound that is not
 * already `0 ... step 1` becomes
 *   affine.for %iv = 0 to <ub'> { %orig = affine.apply <iv map> ... }
 * with 13's exact maps: ub' has ub dims + lb dims and ub symbols + lb
 * symbols, results `(ub_i - lb) ceildiv step` where the two expressions
 * are combined WITHOUT shifting the lower bound's dims and symbols past the
 * upper bound's (13 does not shift either), operands ub dims, lb dims, ub
 * symbols, lb symbols.  The iv map is `(d0..d_k)[s..] -> (d_k * step +
 * lb)` with k the lb dim count; its operands are read, as 13 reads them,
 * from the loop's operand list after the bounds were replaced: the first
 * k operands, the induction variable, then the operands at positions k ..
 * k + lb symbols - 1.  Both are right when the lower bound's operands
 * happen to sit at those positions (constant lower bounds, bounds over the
 * same values, ...), and then cmlir prints what 13 prints; otherwise 13
 * computes wrong bounds and cmlir uses the lower bound's own operands
 * (shifted into the joint operand space for the upper bound). */
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <stdlib.h>

static void normalize_for(CmOp *loop) {
  if (cm_succeeded(cm_affine_loop_promote_if_single_iteration(loop)))
    return;
  int64_t step = cm_affine_for_step(loop);
  if (cm_affine_for_has_constant_lb(loop) &&
      cm_affine_for_constant_lb(loop) == 0 && step == 1)
    return;
  CmAffineMap *lb = cm_affine_for_lb_map(loop), *ub = cm_affine_for_ub_map(loop);
  if (lb->num_results != 1)
    return;
  CmContext *ctx = cm_op_context(loop);
  unsigned ubs = cm_affine_for_ub_operands_start(loop);
  unsigned n = ub->num_dims + ub->num_syms + lb->num_dims + lb->num_syms;
  CmValue **ops = cm_xcalloc(n + 1, sizeof(CmValue *));
  unsigned k = 0;
  for (unsigned j = 0; j < ub->num_dims; j++)
    ops[k++] = cm_op_operand(loop, ubs + j);
  for (unsigned j = 0; j < lb->num_dims; j++)
    ops[k++] = cm_op_operand(loop, j);
  for (unsigned j = 0; j < ub->num_syms; j++)
    ops[k++] = cm_op_operand(loop, ubs + ub->num_dims + j);
  for (unsigned j = 0; j < lb->num_syms; j++)
    ops[k++] = cm_op_operand(loop, lb->num_dims + j);
  /* 13 combines the bounds without shifting the lower bound's dims and
   * symbols past the upper bound's, which is right only when the lower
   * bound's operands are the ones at those positions of the new list;
   * otherwise cmlir shifts them (correct code, unlike 13) */
  bool as13 = true;
  for (unsigned j = 0; j < lb->num_dims && as13; j++)
    as13 = ops[j] == cm_op_operand(loop, j);
  for (unsigned j = 0; j < lb->num_syms && as13; j++)
    as13 = ops[ub->num_dims + lb->num_dims + j] ==
           cm_op_operand(loop, lb->num_dims + j);
  CmAffineExpr *lbe = lb->results[0];
  if (!as13) {
    unsigned nl = lb->num_dims + lb->num_syms;
    CmAffineExpr **sh = cm_xcalloc(nl + 1, sizeof(CmAffineExpr *));
    for (unsigned j = 0; j < lb->num_dims; j++)
      sh[j] = cm_affine_dim(ctx, ub->num_dims + j);
    for (unsigned j = 0; j < lb->num_syms; j++)
      sh[lb->num_dims + j] = cm_affine_symbol(ctx, ub->num_syms + j);
    lbe = cm_affine_replace(lbe, sh, sh + lb->num_dims);
    free(sh);
  }
  CmAffineExpr **res = cm_xcalloc(ub->num_results + 1, sizeof(CmAffineExpr *));
  CmAffineExpr *cstep = cm_affine_const(ctx, step);
  for (unsigned r = 0; r < ub->num_results; r++)
    res[r] = cm_affine_ceildiv(cm_affine_sub(ub->results[r], lbe), cstep);
  CmAffineMap *nub = cm_affine_map(ctx, ub->num_dims + lb->num_dims,
                                   ub->num_syms + lb->num_syms,
                                   ub->num_results, res);
  cm_affine_for_set_ub(loop, nub, n, ops);
  CmAffineExpr *zero = cm_affine_const(ctx, 0);
  cm_affine_for_set_lb(loop, cm_affine_map(ctx, 0, 0, 1, &zero), 0, NULL);
  cm_affine_for_set_step(loop, 1);
  /* the iv map, with 13's operand reads from the updated operand list
   * (the lower bound's own operands when those differ) */
  unsigned nin = lb->num_dims + 1 + lb->num_syms;
  CmValue **lbops = cm_xcalloc(lb->num_dims + lb->num_syms + 1,
                               sizeof(CmValue *));
  for (unsigned j = 0; j < lb->num_dims + lb->num_syms; j++)
    lbops[j] = ops[ub->num_dims + (j < lb->num_dims ? j : ub->num_syms + j)];
  CmValue **ivops = cm_xcalloc(nin + 1, sizeof(CmValue *));
  unsigned nops = cm_op_num_operands(loop);
  CmValue *iv = cm_affine_for_iv(loop);
  bool ok = true;
  for (unsigned j = 0; j < lb->num_dims; j++)
    ivops[j] = j < nops ? cm_op_operand(loop, j) : (ok = false, NULL);
  ivops[lb->num_dims] = iv;
  for (unsigned j = 0; j < lb->num_syms; j++) {
    unsigned at = lb->num_dims + j;
    ivops[lb->num_dims + 1 + j] = at < nops ? cm_op_operand(loop, at)
                                            : (ok = false, NULL);
  }
  for (unsigned j = 0; j < lb->num_dims + lb->num_syms; j++) {
    unsigned at = j < lb->num_dims ? j : j + 1;
    if (!ok || ivops[at] != lbops[j]) {
      ok = true;
      for (unsigned k = 0; k < lb->num_dims + lb->num_syms; k++)
        ivops[k < lb->num_dims ? k : k + 1] = lbops[k];
      break;
    }
  }
  free(lbops);
  if (ok) {
    CmAffineExpr *e = cm_affine_add(
        cm_affine_mul(cm_affine_dim(ctx, lb->num_dims), cstep),
        lb->results[0]);
    CmAffineMap *ivmap = cm_affine_map(ctx, lb->num_dims + 1, lb->num_syms,
                                       1, &e);
    CmOp *ap = cm_affine_apply_create(ctx, cm_op_loc(loop), ivmap, nin, ivops);
    CmBlock *body = cm_affine_for_body(loop);
    cm_block_insert_op_before(body, body->first, ap);
    CmValue *nv = cm_op_result(ap, 0);
    for (CmOpOperand *u = cm_value_first_use(iv), *nx; u; u = nx) {
      nx = cm_operand_next_use(u);
      CmOp *owner = cm_operand_owner(u);
      if (owner != ap)
        cm_op_set_operand(owner, (unsigned)(u - cm_op_operand_array(owner)),
                          nv);
    }
  }
  free(ivops);
  free(res);
  free(ops);
}

static CmWalkResult collect_for(CmOp *op, void *user) {
  if (cm_is_affine_for(op))
    CM_VEC_PUSH(*(CmAffineOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static CmResult normalize_run(CmPassRun *run, CmOp *func) {
  (void)run;
  CmAffineOpVec loops = {0};
  cm_walk_post(func, collect_for, &loops);
  for (size_t i = 0; i < loops.len; i++)
    normalize_for(loops.data[i]);
  CM_VEC_FREE(loops);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_affine_loop_normalize = {
    .argument = "affine-loop-normalize",
    .name = "AffineLoopNormalize",
    .description =
        "Apply normalization transformations to affine loop-like ops",
    .anchor = "func",
    .run = normalize_run,
};
