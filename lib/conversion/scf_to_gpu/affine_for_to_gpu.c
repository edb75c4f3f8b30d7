/* affine_for_to_gpu.c - -convert-affine-for-to-gpu as MLIR 13
 * (ForLoopMapper / convertAffineLoopNestToGPULaunch), options
 * gpu-block-dims and gpu-thread-dims (default 1 each).
 *
 * Each affine.for directly in a function's body heads a nest of
 * B + T perfectly nested loops (B block dimensions, then T thread
 * dimensions).  Before it, per loop: the lower bound (the map expanded,
 * a max of several results), the upper bound (a min), `subi ub, lb`,
 * `constant step`, and `divi_signed` by the step unless it is 1; then
 * `constant 1` (unless B and T are both 3) and `gpu.launch` with the
 * ranges as sizes (1 for the dimensions not mapped).  The body of the
 * innermost loop moves into the launch, its affine.yield becoming
 * gpu.terminator, and starts with each induction variable rebuilt as
 * `addi lb, id` (`addi lb, (muli step, id)` when the step is not 1).
 *
 * Errors (13's messages, the pass fails): more than 3 block or thread
 * dimensions, "expected perfectly nested loops in the body", "expected a
 * nested loop", "loops with bounds depending on other mapped loops are
 * not supported"; and "loops with iteration arguments are not supported"
 * (13 crashes on those).  13 skips the nest checks when B or T is 0 (and
 * crashes on an imperfect nest then, or when both are 0); cmlir checks
 * the nest whenever there is something to map, and reports B = T = 0. */
#include "cmlir/conversion_scf_gpu.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialects.h"
#include "../../dialect/gpu/transforms/loops_internal.h"

#include <stdlib.h>

typedef CM_VEC(CmValue *) ValVec;

static bool defined_above(CmOp *op, unsigned start, unsigned n,
                          CmRegion *limit) {
  for (unsigned i = 0; i < n; i++) {
    CmRegion *r = cm_value_parent_region(cm_op_operand(op, start + i));
    /* defined in a region that is a proper ancestor of `limit` */
    bool above = false;
    for (CmRegion *l = limit; l;) {
      CmOp *p = l->parent;
      l = p ? cm_op_parent_region(p) : NULL;
      if (l == r) {
        above = true;
        break;
      }
    }
    if (!above)
      return false;
  }
  return true;
}

static CmResult check_nest(CmOp *for_op, unsigned num) {
  CmRegion *limit = cm_op_region(for_op, 0);
  for (unsigned i = 0; i < num; i++) {
    if (cm_op_num_results(for_op))
      return cm_op_emit_plain_error(
          for_op, "loops with iteration arguments are not supported");
    if (!defined_above(for_op, 0, cm_affine_for_num_lb_operands(for_op),
                       limit) ||
        !defined_above(for_op, cm_affine_for_ub_operands_start(for_op),
                       cm_affine_for_num_ub_operands(for_op), limit))
      return cm_op_emit_plain_error(
          for_op, "loops with bounds depending on other mapped loops are "
                  "not supported");
    if (i == num - 1)
      break;
    CmBlock *body = cm_affine_for_body(for_op);
    if (!body->first || !cm_op_next(body->first) ||
        cm_op_next(cm_op_next(body->first)))
      return cm_op_emit_plain_error(for_op,
                                    "expected perfectly nested loops in the "
                                    "body");
    CmOp *nested = body->first;
    if (!cm_is_affine_for(nested))
      return cm_op_emit_plain_error(nested, "expected a nested loop");
    for_op = nested;
  }
  return CM_SUCCESS;
}

static bool is_one(CmValue *v) {
  CmOp *d = cm_value_defining_op(v);
  CmAttr *a = d ? cm_op_get_attr(d, "value") : NULL;
  return a && a->kind == CM_ATTR_INTEGER && a->integer.value == 1;
}

static CmValue *binary(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmValue *a, CmValue *b) {
  CmType *index = cm_index_type(rw->ctx);
  CmValue *ops[2] = {a, b};
  return cm_op_result(
      cm_rewriter_create_v(rw, name, loc, 1, &index, 2, ops, NULL), 0);
}


static CmResult convert_nest(CmOp *root, unsigned nb, unsigned nt) {
  if (nb > 3)
    return cm_op_emit_plain_error(root,
                                  "cannot map to more than 3 block dimensions");
  if (nt > 3)
    return cm_op_emit_plain_error(
        root, "cannot map to more than 3 thread dimensions");
  unsigned num = nb + nt;
  if (!num)
    return cm_op_emit_plain_error(
        root, "expected at least one block or thread dimension to map to");
  if (cm_failed(check_nest(root, num)))
    return CM_FAILURE;
  CmContext *ctx = cm_op_context(root);
  CmRewriter rw;
  cm_rewriter_init(&rw, ctx, NULL);
  cm_rewriter_set_before(&rw, root);
  ValVec dims = {0}, lbs = {0}, ivs = {0}, steps = {0};
  CmOp *cur = root, *created_from = cm_op_prev(root);
  CmBlock *blk = cm_op_block(root);
  CmResult r = CM_SUCCESS;
  for (unsigned i = 0; i < num; i++) {
    CmLoc *loc = cm_op_loc(cur);
    ValVec ops = {0};
    CM_VEC_PUSH(ops, NULL); /* never an empty (NULL) array */
    ops.len = 0;
    for (unsigned k = 0; k < cm_op_num_operands(cur); k++)
      CM_VEC_PUSH(ops, cm_op_operand(cur, k));
    CmValue *lb = cm_affine_expand_min_max(&rw, loc, cm_affine_for_lb_map(cur),
                                           ops.data, true);
    CmValue *ub =
        lb ? cm_affine_expand_min_max(&rw, loc, cm_affine_for_ub_map(cur),
                                      ops.data +
                                          cm_affine_for_ub_operands_start(cur),
                                      false)
           : NULL;
    CM_VEC_FREE(ops);
    if (!ub) {
      r = CM_FAILURE; /* the expansion reported why */
      break;
    }
    CmValue *range = binary(&rw, "std.subi", loc, ub, lb);
    int64_t s = cm_affine_for_step(cur);
    CmValue *step = cm_gpu_loops_index_constant(&rw, loc, s);
    if (s != 1)
      range = binary(&rw, "std.divi_signed", loc, range, step);
    CM_VEC_PUSH(dims, range);
    CM_VEC_PUSH(lbs, lb);
    CM_VEC_PUSH(ivs, cm_affine_for_iv(cur));
    CM_VEC_PUSH(steps, step);
    if (i != num - 1)
      cur = cm_affine_for_body(cur)->first;
  }
  if (cm_failed(r)) {
    /* undo the bound computations */
    CmOp *o = created_from ? cm_op_next(created_from) : blk->first;
    while (o && o != root) {
      CmOp *next = cm_op_next(o);
      cm_op_erase(o);
      o = next;
    }
  } else {
    CmLoc *loc = cm_op_loc(root);
    CmValue *one =
        (nb < 3 || nt < 3) ? cm_gpu_loops_index_constant(&rw, loc, 1) : NULL;
    CmValue *sizes[6] = {
        nb > 0 ? dims.data[0] : one,      nb > 1 ? dims.data[1] : one,
        nb > 2 ? dims.data[2] : one,      nt > 0 ? dims.data[nb] : one,
        nt > 1 ? dims.data[nb + 1] : one, nt > 2 ? dims.data[nb + 2] : one};
    CmOp *launch = cm_op_create_v(ctx, "gpu.launch", loc, 0, NULL, 6, sizes,
                                  NULL, 0, NULL, 1);
    CmBlock *lb = cm_block_create();
    cm_region_append_block(cm_op_region(launch, 0), lb);
    for (unsigned i = 0; i < 12; i++)
      cm_block_add_arg(lb, cm_index_type(ctx), cm_loc_unknown(ctx));
    cm_rewriter_insert(&rw, launch);
    /* the innermost body, its yield replaced */
    CmBlock *inner = cm_affine_for_body(cur);
    CmOp *yield = inner->last;
    CmLoc *yloc = cm_op_loc(yield);
    cm_op_erase(yield);
    while (inner->first) {
      CmOp *o = inner->first;
      cm_op_remove_from_block(o);
      cm_block_append_op(lb, o);
    }
    cm_block_append_op(lb, cm_op_create_v(ctx, "gpu.terminator", yloc, 0, NULL,
                                          0, NULL, NULL, 0, NULL, 0));
    cm_rewriter_set_to_start(&rw, lb);
    for (unsigned i = 0; i < num; i++) {
      CmValue *id = i < nb ? cm_gpu_launch_block_id(launch, i)
                           : cm_gpu_launch_thread_id(launch, i - nb);
      if (!is_one(steps.data[i]))
        id = binary(&rw, "std.muli", loc, steps.data[i], id);
      CmValue *iv = binary(&rw, "std.addi", loc, lbs.data[i], id);
      cm_value_replace_all_uses(ivs.data[i], iv);
    }
    cm_op_erase(root);
  }
  CM_VEC_FREE(dims);
  CM_VEC_FREE(lbs);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(steps);
  return r;
}

static CmResult run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  unsigned nb = (unsigned)cm_pass_option_uint(pass, "gpu-block-dims");
  unsigned nt = (unsigned)cm_pass_option_uint(pass, "gpu-thread-dims");
  CmResult r = CM_SUCCESS;
  if (!cm_op_num_regions(func))
    return r;
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    for (CmOp *o = b->first, *next; o; o = next) {
      next = cm_op_next(o);
      if (cm_is_affine_for(o) && cm_failed(convert_nest(o, nb, nt)))
        r = CM_FAILURE;
    }
  return r;
}

static const CmPassOptionDef opts[] = {
    {"gpu-block-dims", CM_PASS_OPT_UINT, false, "1",
     "Number of GPU block dimensions for mapping", NULL},
    {"gpu-thread-dims", CM_PASS_OPT_UINT, false, "1",
     "Number of GPU thread dimensions for mapping", NULL},
};

static void deps(CmContext *ctx) { cm_register_gpu_dialect(ctx); }

const CmPassDef cm_pass_convert_affine_for_to_gpu = {
    .argument = "convert-affine-for-to-gpu",
    .name = "ConvertAffineForToGPU",
    .description = "Convert top-level AffineFor Ops to GPU kernels",
    .anchor = "func",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run,
};
