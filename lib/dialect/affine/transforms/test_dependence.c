/* test_dependence.c - -test-memref-dependence-check, 13's test pass of the
 * dependence analysis (lib/analysis/dependence.c): for every pair of
 * affine.load / affine.store ops of a function (in walk order) and every
 * depth from 1 to their number of common loops + 1, a remark on the source
 * access: "dependence from I to J at depth D = R", R being "false", "true"
 * (no direction vector at that depth) or the direction vector as
 * "[lb, ub]" per common loop (-inf / +inf when unbounded).  An access 13
 * cannot analyze (Failure) prints "false" as in 13. */
#include "cmlir/analysis/affine.h"
#include "cmlir/pass.h"

#include <inttypes.h>
#include <stdio.h>

static CmWalkResult collect(CmOp *op, void *user) {
  CmOpVec *v = user;
  if (cm_op_name_is(op, "affine.load") || cm_op_name_is(op, "affine.store"))
    CM_VEC_PUSH(*v, op);
  return CM_WALK_ADVANCE;
}

static void direction_str(CmBuf *b, bool dep, unsigned ncommon, unsigned d,
                          const CmDependenceComponentVec *c) {
  if (!dep) {
    cm_buf_puts(b, "false");
    return;
  }
  if (!c->len || d > ncommon) {
    cm_buf_puts(b, "true");
    return;
  }
  for (size_t i = 0; i < c->len; i++) {
    cm_buf_puts(b, "[");
    if (c->data[i].lb == INT64_MIN)
      cm_buf_puts(b, "-inf");
    else
      cm_buf_printf(b, "%" PRId64, c->data[i].lb);
    cm_buf_puts(b, ", ");
    if (c->data[i].ub == INT64_MAX)
      cm_buf_puts(b, "+inf");
    else
      cm_buf_printf(b, "%" PRId64, c->data[i].ub);
    cm_buf_puts(b, "]");
  }
}

static CmResult dep_check_run(CmPassRun *run, CmOp *func) {
  CmOpVec ops = {0};
  cm_walk_pre(func, collect, &ops);
  CmBuf b;
  cm_buf_init(&b);
  CmDependenceComponentVec comps = {0};
  for (size_t i = 0; i < ops.len; i++) {
    CmMemRefAccess src;
    cm_memref_access_init(&src, ops.data[i]);
    for (size_t j = 0; j < ops.len; j++) {
      CmMemRefAccess dst;
      cm_memref_access_init(&dst, ops.data[j]);
      unsigned ncommon = cm_affine_num_common_loops(ops.data[i], ops.data[j]);
      for (unsigned d = 1; d <= ncommon + 1; d++) {
        CmDependenceResult r = cm_check_memref_access_dependence(
            &src, &dst, d, NULL, &comps, false);
        cm_buf_clear(&b);
        direction_str(&b, r == CM_DEP_HAS || r == CM_DEP_UNKNOWN, ncommon, d,
                      &comps);
        cm_diag_report(cm_op_diag_plain_remark(ops.data[i],
                                               "dependence from %zu to %zu "
                                               "at depth %u = %s",
                                               i, j, d, b.data));
      }
      cm_memref_access_free(&dst);
    }
    cm_memref_access_free(&src);
  }
  CM_VEC_FREE(comps);
  cm_buf_free(&b);
  CM_VEC_FREE(ops);
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_memref_dependence_check = {
    .argument = "test-memref-dependence-check",
    .name = "TestMemRefDependenceCheck",
    .description = "Checks dependences between all pairs of memref accesses.",
    .anchor = "func",
    .run = dep_check_run,
};
