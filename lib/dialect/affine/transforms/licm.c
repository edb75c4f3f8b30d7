/* licm.c - -affine-loop-invariant-code-motion as MLIR 13
 * (AffineLoopInvariantCodeMotion).
 *
 * Every affine.for of the function, innermost first: the ops of its body
 * other than the terminator that are invariant (nested loops included)
 * move, in their order, right before the loop.  An op is
 * invariant when no operand is the induction variable or the result of a
 * body op that is not hoisted, and:
 *   - std.constant: always;
 *   - affine.if / affine.for: every op of its regions is invariant;
 *   - affine.dma_start / dma_wait: never;
 *   - any other op: it has operands (or is a terminator), and, for an
 *     affine load / store, no other op inside the loop writes its memref
 *     (a store: no other op inside the loop reads or writes it).
 * Ops with results seen in the body or checked are "defined in the loop". */
#include "cmlir/pass.h"
#include "loop_utils.h"

typedef struct Licm {
  CmOp *loop;
  CmValue *iv;
  CmPtrMap defined; /* ops defined in the loop */
  CmPtrMap hoist;   /* ops found invariant */
} Licm;

static bool op_invariant(Licm *l, CmOp *op);

static bool region_invariant(Licm *l, CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      if (!op_invariant(l, op))
        return false;
  return true;
}

static bool inside_loop(CmOp *loop, CmOp *op) {
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    if (p == loop)
      return true;
  return false;
}

static bool is_access(CmOp *op) {
  return cm_is_affine_load(op) || cm_is_affine_store(op);
}

static bool op_invariant(Licm *l, CmOp *op) {
  if (cm_is_affine_if(op)) {
    for (unsigned r = 0; r < cm_op_num_regions(op); r++)
      if (!region_invariant(l, cm_op_region(op, r)))
        return false;
  } else if (cm_is_affine_for(op)) {
    if (!region_invariant(l, cm_op_region(op, 0)))
      return false;
  } else if (cm_op_name_is(op, "affine.dma_start") ||
             cm_op_name_is(op, "affine.dma_wait")) {
    return false;
  } else if (!cm_op_name_is(op, "std.constant")) {
    cm_ptrmap_put(&l->defined, op, 1);
    if (is_access(op)) {
      CmValue *memref = cm_affine_access_memref(op);
      bool writes = cm_is_affine_store(op);
      for (CmOpOperand *u = cm_value_first_use(memref); u;
           u = cm_operand_next_use(u)) {
        CmOp *user = cm_operand_owner(u);
        if (user == op)
          continue;
        if ((cm_is_affine_store(user) ||
             (cm_is_affine_load(user) && writes)) &&
            inside_loop(l->loop, user))
          return false;
      }
    }
    if (cm_op_num_operands(op) == 0 && !cm_op_name_is(op, "affine.yield"))
      return false;
  }
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    /* 13 also hoists ops using the loop's iter_args (invalid IR) */
    if (v == l->iv || (!cm_value_is_result(v) &&
                       cm_value_parent_block(v) == cm_affine_for_body(l->loop)))
      return false;
    CmOp *src = cm_value_defining_op(v);
    if (src && cm_ptrmap_get(&l->defined, src) &&
        !cm_ptrmap_get(&l->hoist, src))
      return false;
  }
  cm_ptrmap_put(&l->hoist, op, 1);
  return true;
}

static bool licm_loop(CmOp *loop) {
  Licm l = {loop, cm_affine_for_iv(loop), {0}, {0}};
  CmBlock *body = cm_affine_for_body(loop);
  CmAffineOpVec move = {0};
  for (CmOp *op = body->first; op; op = cm_op_next(op)) {
    bool used = false;
    for (unsigned r = 0; r < cm_op_num_results(op) && !used; r++)
      used = !cm_value_use_empty(cm_op_result(op, r));
    if (used)
      cm_ptrmap_put(&l.defined, op, 1);
  }
  for (CmOp *op = body->first; op; op = cm_op_next(op))
    if (!cm_op_name_is(op, "affine.yield") && op_invariant(&l, op))
      CM_VEC_PUSH(move, op);
  for (size_t i = 0; i < move.len; i++)
    cm_op_move_before(move.data[i], loop);
  bool changed = move.len != 0;
  CM_VEC_FREE(move);
  cm_ptrmap_free(&l.defined);
  cm_ptrmap_free(&l.hoist);
  return changed;
}

static CmWalkResult collect_for(CmOp *op, void *user) {
  if (cm_is_affine_for(op))
    CM_VEC_PUSH(*(CmAffineOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static CmResult licm_run(CmPassRun *run, CmOp *func) {
  CmAffineOpVec loops = {0};
  cm_walk_post(func, collect_for, &loops);
  bool changed = false;
  for (size_t i = 0; i < loops.len; i++)
    changed |= licm_loop(loops.data[i]);
  CM_VEC_FREE(loops);
  if (!changed)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_affine_licm = {
    .argument = "affine-loop-invariant-code-motion",
    .name = "AffineLoopInvariantCodeMotion",
    .description = "Hoist loop invariant instructions outside of affine loops",
    .anchor = "func",
    .run = licm_run,
};
