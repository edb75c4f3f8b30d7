/* loop_range_folding.c - -for-loop-range-folding as MLIR 13
 * (SCFForLoopRangeFolding): for every scf.for, innermost first, while the
 * induction variable has exactly one use and that use is a std.addi or
 * std.muli whose other operands are defined outside the loop, the
 * arithmetic moves into the loop's range:
 *
 *   addi %iv, %x  ->  lb' = addi %lb, %x   ub' = addi %ub, %x
 *   muli %iv, %x  ->  ub' = muli %ub, %x   step' = muli %step, %x
 *
 * The new bounds are clones of the use (its location and attributes, the
 * induction variable replaced by the bound) created right before the loop;
 * the use's result is replaced by the induction variable and the use is
 * erased.  Nothing else is checked, as in 13 (a multiplied range is only
 * equivalent for a zero lower bound). */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

typedef struct RangeFold {
  bool changed;
} RangeFold;

/* A clone of `user` before `loop` with `iv` replaced by `bound`. */
static CmValue *fold_clone(CmOp *loop, CmOp *user, CmValue *iv,
                           CmValue *bound) {
  CmOp *c = cm_op_clone(user);
  for (unsigned i = 0; i < cm_op_num_operands(c); i++)
    if (cm_op_operand(c, i) == iv)
      cm_op_set_operand(c, i, bound);
  cm_block_insert_op_before(cm_op_block(loop), loop, c);
  return cm_op_result(c, 0);
}

static CmWalkResult fold_loop(CmOp *loop, void *user_data) {
  RangeFold *rf = user_data;
  if (!cm_op_name_is(loop, "scf.for") || cm_op_num_operands(loop) < 3 ||
      cm_op_num_regions(loop) != 1)
    return CM_WALK_ADVANCE;
  CmBlock *body = cm_op_region(loop, 0)->first;
  if (!body || !body->num_args || !cm_op_block(loop))
    return CM_WALK_ADVANCE;
  CmValue *iv = body->args[0];
  for (;;) {
    if (!cm_value_has_one_use(iv))
      break;
    CmOp *user = cm_operand_owner(cm_value_first_use(iv));
    bool add = cm_op_name_is(user, "std.addi");
    if (!add && !cm_op_name_is(user, "std.muli"))
      break;
    if (cm_op_num_results(user) != 1)
      break;
    bool ok = true;
    for (unsigned i = 0; i < cm_op_num_operands(user) && ok; i++) {
      CmValue *v = cm_op_operand(user, i);
      ok = v == iv || cm_loop_is_defined_outside(loop, v);
    }
    if (!ok)
      break;
    if (add) {
      CmValue *lb = fold_clone(loop, user, iv, cm_op_operand(loop, 0));
      CmValue *ub = fold_clone(loop, user, iv, cm_op_operand(loop, 1));
      cm_op_set_operand(loop, 0, lb);
      cm_op_set_operand(loop, 1, ub);
    } else {
      CmValue *ub = fold_clone(loop, user, iv, cm_op_operand(loop, 1));
      CmValue *step = fold_clone(loop, user, iv, cm_op_operand(loop, 2));
      cm_op_set_operand(loop, 1, ub);
      cm_op_set_operand(loop, 2, step);
    }
    cm_value_replace_all_uses(cm_op_result(user, 0), iv);
    cm_op_erase(user);
    rf->changed = true;
  }
  return CM_WALK_ADVANCE;
}

static CmResult range_folding_run(CmPassRun *run, CmOp *op) {
  RangeFold rf = {false};
  cm_walk_post(op, fold_loop, &rf);
  if (!rf.changed)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_for_loop_range_folding = {
    .argument = "for-loop-range-folding",
    .name = "SCFForLoopRangeFolding",
    .description = "Fold add/mul ops into loop range",
    .run = range_folding_run,
};
