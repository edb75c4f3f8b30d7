/* unroll.c - -affine-loop-unroll as MLIR 13 (LoopUnroll).
 *
 * With `unroll-full` and an explicit `unroll-full-threshold`: every loop
 * (innermost first) whose constant trip count is at most the threshold is
 * unrolled fully.  Otherwise, `unroll-num-reps` times (default once): the
 * innermost affine.for loops of the function are collected in walk order
 * and each is unrolled fully (`unroll-full`), up to the factor
 * (`unroll-up-to-factor`) or by `unroll-factor` (default 4), with a
 * cleanup loop for the remaining iterations (loop_utils.c); a repetition
 * that unrolls nothing stops early. */
#include "cmlir/pass.h"
#include "loop_utils.h"

typedef struct Collect {
  CmAffineOpVec loops;
  uint64_t threshold;
  bool innermost; /* collect innermost loops; else: trip count <= threshold */
} Collect;

static CmWalkResult collect(CmOp *op, void *user) {
  Collect *c = user;
  if (!cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  if (c->innermost) {
    if (cm_affine_loop_is_innermost(op))
      CM_VEC_PUSH(c->loops, op);
  } else {
    uint64_t tc;
    if (cm_affine_constant_trip_count(op, &tc) && tc <= c->threshold)
      CM_VEC_PUSH(c->loops, op);
  }
  return CM_WALK_ADVANCE;
}

static CmResult unroll_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  bool full = cm_pass_option_bool(pass, "unroll-full");
  uint64_t factor = cm_pass_option_uint(pass, "unroll-factor");
  bool up_to = cm_pass_option_bool(pass, "unroll-up-to-factor");
  uint64_t reps = cm_pass_option_uint(pass, "unroll-num-reps");
  Collect c = {{0}, 0, true};
  if (full && cm_pass_option_is_set(pass, "unroll-full-threshold")) {
    c.innermost = false;
    c.threshold = cm_pass_option_uint(pass, "unroll-full-threshold");
    cm_walk_post(func, collect, &c);
    for (size_t i = 0; i < c.loops.len; i++)
      cm_affine_loop_unroll_full(c.loops.data[i]);
    CM_VEC_FREE(c.loops);
    return CM_SUCCESS;
  }
  for (uint64_t rep = 0; rep < reps; rep++) {
    c.loops.len = 0;
    cm_walk_post(func, collect, &c);
    if (!c.loops.len)
      break;
    bool unrolled = false;
    for (size_t i = 0; i < c.loops.len; i++) {
      CmOp *l = c.loops.data[i];
      CmResult r = full    ? cm_affine_loop_unroll_full(l)
                   : up_to ? cm_affine_loop_unroll_up_to_factor(l, factor)
                           : cm_affine_loop_unroll_by_factor(l, factor);
      unrolled |= cm_succeeded(r);
    }
    if (!unrolled)
      break;
  }
  CM_VEC_FREE(c.loops);
  return CM_SUCCESS;
}

static const CmPassOptionDef unroll_opts[] = {
    {"unroll-factor", CM_PASS_OPT_UINT, false, "4",
     "Use this unroll factor for all loops being unrolled", NULL},
    {"unroll-up-to-factor", CM_PASS_OPT_BOOL, false, "false",
     "Allow unrolling up to the factor specified", NULL},
    {"unroll-full", CM_PASS_OPT_BOOL, false, "false", "Fully unroll loops",
     NULL},
    {"unroll-num-reps", CM_PASS_OPT_UINT, false, "1",
     "Unroll innermost loops repeatedly this many times", NULL},
    {"unroll-full-threshold", CM_PASS_OPT_UINT, false, "1",
     "Unroll all loops with trip count less than or equal to this", NULL},
};

const CmPassDef cm_pass_affine_loop_unroll = {
    .argument = "affine-loop-unroll",
    .name = "AffineLoopUnroll",
    .description = "Unroll affine loops",
    .anchor = "func",
    CM_PASS_OPTIONS(unroll_opts),
    .run = unroll_run,
};
