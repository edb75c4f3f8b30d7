/* licm.c - the loop-invariant-code-motion pass (upstream 13's
 * LoopInvariantCodeMotion): for every op implementing the loop-like
 * interface, innermost loops first, the ops of the loop body (not of
 * regions nested in them) whose operands are all defined outside the loop
 * (or by ops being hoisted) and that have no memory effects (ops with
 * recursive effects: none in their regions either) move out of the loop,
 * in their order. */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <string.h>

typedef struct Hoist {
  CmOp *loop;
  CmPtrMap moving; /* ops being hoisted */
} Hoist;

static bool defined_outside(Hoist *h, CmValue *v) {
  CmOp *def = cm_value_defining_op(v);
  if (def && cm_ptrmap_get(&h->moving, def))
    return true;
  return cm_loop_is_defined_outside(h->loop, v);
}

static bool can_be_hoisted(Hoist *h, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!defined_outside(h, cm_op_operand(op, i)))
      return false;
  bool recursive = cm_op_has_trait(op, CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
  CmEffectVec effects = {0};
  bool known = cm_op_memory_effects(op, &effects);
  size_t n = effects.len;
  CM_VEC_FREE(effects);
  if (known) {
    if (n)
      return false;
    if (!recursive)
      return true;
  } else if (!recursive) {
    return false;
  }
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c))
        if (!can_be_hoisted(h, c))
          return false;
  return true;
}

typedef struct LicmCtx {
  uint64_t moved;
} LicmCtx;

static CmWalkResult licm_loop(CmOp *loop, void *user) {
  const CmLoopLikeInterface *ll = cm_op_interface(loop, CM_IFACE_LOOP_LIKE);
  if (!ll)
    return CM_WALK_ADVANCE;
  LicmCtx *lc = user;
  CmRegion *body = ll->loop_body(loop);
  Hoist h = {loop, {0}};
  CM_VEC(CmOp *) to_move = {0};
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      if (op == b->last && cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
        break;
      if (can_be_hoisted(&h, op)) {
        CM_VEC_PUSH(to_move, op);
        cm_ptrmap_put(&h.moving, op, 1);
      }
    }
  if (to_move.len)
    cm_loop_move_out_of_loop(loop, (unsigned)to_move.len, to_move.data);
  lc->moved += to_move.len;
  CM_VEC_FREE(to_move);
  cm_ptrmap_free(&h.moving);
  return CM_WALK_ADVANCE;
}

static CmResult licm_run(CmPassRun *run, CmOp *op) {
  LicmCtx lc = {0};
  cm_walk_post(op, licm_loop, &lc);
  if (!lc.moved)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_licm = {
    .argument = "loop-invariant-code-motion",
    .name = "LoopInvariantCodeMotion",
    .description = "Hoist loop invariant instructions outside of the loop",
    .run = licm_run,
};
