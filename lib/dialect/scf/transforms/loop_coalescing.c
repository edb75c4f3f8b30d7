/* loop_coalescing.c - -loop-coalescing as MLIR 13 (LoopCoalescing with
 * 13's coalesceLoops), on scf.for (cmlir has no affine.for).
 *
 * For every outermost scf.for (no scf.for around it) of a function, the
 * perfect nest under it (each body holding only the next loop and the
 * terminator) is searched bottom-up for bands of loops whose bounds are
 * all defined above the band's first loop; each band found becomes one
 * loop:
 *   1. every loop of the band is normalized (bounds before the outermost
 *      loop, induction values recomputed at the start of the innermost
 *      body: loop_utils.h);
 *   2. the outermost loop runs to the product of the trip counts (muli
 *      before it, at its location);
 *   3. at the start of its body, the induction value of each loop,
 *      innermost first, is `remi_signed` of the running quotient by its
 *      trip count (`divi_signed` by the next inner trip count before it;
 *      the outermost takes the quotient itself), replacing its uses in the
 *      innermost body;
 *   4. the innermost body (without its scf.yield) moves before the second
 *      loop, which is erased.
 * Loops with iteration values are not part of a nest here (13 does not
 * handle them either). */
#include "cmlir/ods.h"
#include "cmlir/pass.h"
#include "loop_utils.h"

typedef CM_VEC(CmOp *) OpVec;

static bool is_plain_for(CmOp *op) {
  return cm_op_name_is(op, "scf.for") && cm_op_num_operands(op) == 3 &&
         cm_op_num_results(op) == 0 && cm_op_num_regions(op) == 1 &&
         cm_op_region(op, 0)->first && cm_op_region(op, 0)->first->num_args;
}

static CmBlock *for_body(CmOp *op) { return cm_op_region(op, 0)->first; }

/* getPerfectlyNestedLoops */
static void perfect_nest(CmOp *root, OpVec *out) {
  for (;;) {
    CM_VEC_PUSH(*out, root);
    CmBlock *b = for_body(root);
    if (!b->first || !b->last || cm_op_next(b->first) != b->last)
      return;
    if (!is_plain_for(b->first))
      return;
    root = b->first;
  }
}

/* Whether every operand of `op` is defined outside the region of `loop`. */
static bool operands_above(CmOp *op, CmOp *loop) {
  CmRegion *r = cm_op_region(loop, 0);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmRegion *vr = cm_value_parent_region(cm_op_operand(op, i));
    for (; vr; vr = cm_op_parent_region(vr->parent))
      if (vr == r)
        return false;
      else if (!vr->parent)
        break;
  }
  return true;
}

static void replace_uses_in_region(CmValue *from, CmValue *to,
                                   CmRegion *region) {
  for (CmOpOperand *u = cm_value_first_use(from), *nx; u; u = nx) {
    nx = cm_operand_next_use(u);
    CmOp *owner = cm_operand_owner(u);
    CmRegion *r = cm_op_parent_region(owner);
    bool inside = false;
    for (; r && !inside; r = r->parent ? cm_op_parent_region(r->parent) : NULL)
      inside = r == region;
    if (!inside)
      continue;
    unsigned idx = (unsigned)(u - cm_op_operand_array(owner));
    cm_op_set_operand(owner, idx, to);
  }
}

/* coalesceLoops */
static void coalesce(CmOp *const *loops, size_t n) {
  if (n < 2)
    return;
  CmOp *outer = loops[0], *inner = loops[n - 1];
  CmContext *ctx = cm_op_context(outer);
  for (size_t i = 0; i < n; i++) {
    CmOp *l = loops[i];
    CmValue *nlb, *nub, *nstep;
    cm_scf_normalize_loop(ctx, outer, for_body(inner), cm_op_loc(l),
                          cm_op_operand(l, 0), cm_op_operand(l, 1),
                          cm_op_operand(l, 2), for_body(l)->args[0], &nlb,
                          &nub, &nstep);
    cm_op_set_operand(l, 0, nlb);
    cm_op_set_operand(l, 1, nub);
    cm_op_set_operand(l, 2, nstep);
  }
  CmLoc *loc = cm_op_loc(outer);
  CmValue *ub = cm_op_operand(outer, 1);
  for (size_t i = 1; i < n; i++)
    ub = cm_scf_index_binary(ctx, "std.muli", loc, ub,
                             cm_op_operand(loops[i], 1), outer);
  cm_op_set_operand(outer, 1, ub);
  CmOp *at = for_body(outer)->first; /* the second loop */
  CmValue *prev = for_body(outer)->args[0];
  CmRegion *inner_region = cm_op_region(inner, 0);
  for (size_t i = 0; i < n; i++) {
    size_t idx = n - i - 1;
    if (i)
      prev = cm_scf_index_binary(ctx, "std.divi_signed", loc, prev,
                                 cm_op_operand(loops[idx + 1], 1), at);
    CmValue *iv = i == n - 1
                      ? prev
                      : cm_scf_index_binary(ctx, "std.remi_signed", loc, prev,
                                            cm_op_operand(loops[idx], 1), at);
    replace_uses_in_region(for_body(loops[idx])->args[0], iv, inner_region);
  }
  CmBlock *ib = for_body(inner);
  cm_op_erase(ib->last);
  CmOp *second = loops[1];
  while (ib->first)
    cm_op_move_before(ib->first, second);
  cm_op_erase(second);
}

static bool has_for_ancestor(CmOp *op) {
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    if (cm_op_name_is(p, "scf.for"))
      return true;
  return false;
}

static CmWalkResult walk_loop(CmOp *op, void *user) {
  bool *changed = user;
  if (!is_plain_for(op) || has_for_ancestor(op))
    return CM_WALK_ADVANCE;
  OpVec loops = {0};
  perfect_nest(op, &loops);
  size_t n = loops.len;
  unsigned *above = cm_xcalloc(n + 1, sizeof(unsigned));
  for (size_t i = 0; i < n; i++) {
    above[i] = (unsigned)i;
    for (size_t j = 0; j < i; j++)
      if (operands_above(loops.data[i], loops.data[j])) {
        above[i] = (unsigned)j;
        break;
      }
  }
  for (size_t end = n; end > 0; --end) {
    size_t start = 0;
    for (; start + 1 < end; ++start) {
      unsigned max = 0;
      for (size_t k = start; k < end; k++)
        max = above[k] > max ? above[k] : max;
      if (max > start)
        continue;
      coalesce(loops.data + start, end - start);
      *changed = true;
      break;
    }
    if (start != end - 1)
      end = start + 1;
  }
  free(above);
  CM_VEC_FREE(loops);
  return CM_WALK_ADVANCE;
}

static CmResult coalescing_run(CmPassRun *run, CmOp *op) {
  bool changed = false;
  cm_walk_post(op, walk_loop, &changed);
  if (!changed)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_loop_coalescing = {
    .argument = "loop-coalescing",
    .name = "LoopCoalescing",
    .description =
        "Coalesce nested loops with independent bounds into a single loop",
    .anchor = "func",
    .run = coalescing_run,
};
