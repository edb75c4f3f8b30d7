/* test_bound_check.c - -test-memref-bound-check, 13's test pass of the
 * memref regions (lib/analysis/regions.c): every affine read / write whose
 * region (over all enclosing loops, without the memref's own bounds) can
 * reach past a static dimension gets 13's error "memref out of upper bound
 * access along dimension #N" (or "lower bound" for a negative index). */
#include "cmlir/analysis/affine.h"
#include "cmlir/pass.h"

static void check_access(CmOp *op) {
  CmMemRefRegion region;
  if (cm_failed(cm_memref_region_compute(&region, op, 0, false))) {
    cm_memref_region_free(&region);
    return;
  }
  const CmType *t = region.memref->type;
  unsigned rank = t->shaped.rank;
  for (unsigned r = 0; r < rank; r++) {
    int64_t size = t->shaped.shape[r];
    if (size == CM_DYNAMIC_SIZE)
      continue;
    CmFac c;
    cm_fac_copy(&c, &region.cst);
    cm_fac_add_bound(&c, CM_FAC_LB, r, size);
    if (!cm_fac_is_empty(&c))
      cm_op_emit_error(op, "memref out of upper bound access along dimension #%u",
                       r + 1);
    cm_fac_free(&c);
    cm_fac_copy(&c, &region.cst);
    cm_fac_add_bound(&c, CM_FAC_UB, r, -1);
    if (!cm_fac_is_empty(&c))
      cm_op_emit_error(op, "memref out of lower bound access along dimension #%u",
                       r + 1);
    cm_fac_free(&c);
  }
  cm_memref_region_free(&region);
}

static CmWalkResult visit(CmOp *op, void *user) {
  (void)user;
  if (cm_is_affine_load(op) || cm_is_affine_store(op))
    check_access(op);
  return CM_WALK_ADVANCE;
}

static CmResult bound_check_run(CmPassRun *run, CmOp *func) {
  cm_walk_post(func, visit, NULL);
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_memref_bound_check = {
    .argument = "test-memref-bound-check",
    .name = "TestMemRefBoundCheck",
    .description = "Check memref access bounds in a Function",
    .anchor = "func",
    .run = bound_check_run,
};
