/* strip_debuginfo.c - the strip-debuginfo pass (upstream StripDebugInfo):
 * every op nested in the op (itself included) and every block argument of
 * their regions gets the unknown location. */
#include "cmlir/pass.h"

static CmWalkResult strip(CmOp *op, void *user) {
  CmLoc *unknown = user;
  cm_op_set_loc(op, unknown);
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (uint32_t i = 0; i < b->num_args; i++)
        cm_block_arg_set_loc(b->args[i], unknown);
  return CM_WALK_ADVANCE;
}

static CmResult strip_run(CmPassRun *run, CmOp *op) {
  cm_walk_pre(op, strip, cm_loc_unknown(cm_pass_run_context(run)));
  return CM_SUCCESS;
}

const CmPassDef cm_pass_strip_debuginfo = {
    .argument = "strip-debuginfo",
    .name = "StripDebugInfo",
    .description = "Strip debug info from all operations",
    .run = strip_run,
};
