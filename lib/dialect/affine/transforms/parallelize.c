/* parallelize.c - -affine-parallelize as MLIR 13 (AffineParallelize):
 * affine.for loops without loop-carried memory dependences become 1-D
 * affine.parallel ops with the same bounds and step.
 *
 * Candidates are found first (every affine.for, then processed outermost
 * first, as 13 does): a loop qualifies when
 *   - every op nested in it is an affine load / store, an affine.for /
 *     affine.if / affine.yield, or has no memory effect (recursive-effect
 *     ops are looked into);
 *   - no pair of the nested accesses (each with itself too) may depend at
 *     the loop's depth (an unanalyzable pair counts as a dependence);
 *   - it has no iter_args, or, with parallel-reductions, each iter_arg is
 *     a single-op reduction (addf, mulf, addi, muli of the iter_arg, used
 *     only there, and any other value, the result only yielded).
 * A candidate is converted unless it already has max-nested affine.parallel
 * ancestors below its affine scope.  Each reduction op moves after the new
 * affine.parallel and combines the init with the parallel's result; the
 * body yields the reduced values. */
#include "cmlir/analysis/affine.h"
#include "cmlir/analysis/slice.h"
#include "cmlir/ods.h"
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* std.atomic_rmw kind (addf 0, addi 1, mulf 9, muli 10) and the value
 * reduced in each iteration (loop_utils.h) */
typedef CmAffineLoopReduction ParReduction;

typedef struct ParCandidate {
  CmOp *loop;
  ParReduction *reds; /* one per iter_arg */
} ParCandidate;
typedef CM_VEC(ParCandidate) ParCandidateVec;

/* 13's MemoryEffectOpInterface::hasNoEffect. */
static bool has_no_effect(CmOp *op) {
  const CmOpDef *def = cm_op_def(op);
  if (def && (def->traits & CM_TRAIT_NO_SIDE_EFFECT) &&
      !(def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS))
    return true;
  CmEffectVec effs = {0};
  bool known = cm_op_memory_effects(op, &effs);
  bool none = known && effs.len == 0;
  CM_VEC_FREE(effs);
  if (known)
    return none;
  return def && (def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
}

typedef struct AccessScan {
  CmOpVec accesses;
  bool unknown;
} AccessScan;

static CmWalkResult scan_op(CmOp *op, void *user) {
  AccessScan *s = user;
  if (cm_op_name_is(op, "affine.load") || cm_op_name_is(op, "affine.store") ||
      cm_op_name_is(op, "affine.vector_load") ||
      cm_op_name_is(op, "affine.vector_store")) {
    CM_VEC_PUSH(s->accesses, op);
    return CM_WALK_ADVANCE;
  }
  if (cm_is_affine_for(op) || cm_op_name_is(op, "affine.if") ||
      cm_op_name_is(op, "affine.yield") || has_no_effect(op))
    return CM_WALK_ADVANCE;
  s->unknown = true;
  return CM_WALK_INTERRUPT;
}

/* 13's isLoopMemoryParallel. */
static bool loop_memory_parallel(CmOp *loop) {
  AccessScan s = {{0}, false};
  cm_walk_post(loop, scan_op, &s);
  bool parallel = !s.unknown;
  unsigned depth = cm_affine_nesting_depth(loop) + 1;
  CmMemRefAccess *acc = cm_xcalloc(s.accesses.len + 1, sizeof *acc);
  size_t ninit = 0;
  for (; parallel && ninit < s.accesses.len; ninit++)
    if (!cm_memref_access_init(&acc[ninit], s.accesses.data[ninit]))
      parallel = false; /* not analyzable: keep the loop */
  for (size_t i = 0; parallel && i < s.accesses.len; i++)
    for (size_t j = 0; parallel && j < s.accesses.len; j++) {
      CmFac cst;
      CmDependenceResult r = cm_check_memref_access_dependence(
          &acc[i], &acc[j], depth, &cst, NULL, false);
      cm_fac_free(&cst);
      parallel = r == CM_DEP_NONE;
    }
  for (size_t i = 0; i < ninit; i++)
    cm_memref_access_free(&acc[i]);
  free(acc);
  CM_VEC_FREE(s.accesses);
  return parallel;
}

/* 13's isLoopParallel; *reds (one per iter_arg) when reductions are
 * allowed and the loop has iter_args. */
static bool loop_parallel(CmOp *loop, bool reductions, ParReduction **reds) {
  unsigned n = cm_affine_for_num_iter_args(loop);
  *reds = NULL;
  if (n > 0 && !reductions)
    return false;
  if (n > 0) {
    ParReduction *r = cm_xcalloc(n, sizeof *r);
    for (unsigned i = 0; i < n; i++)
      if (!cm_affine_iter_arg_reduction(loop, i, &r[i].kind, &r[i].value)) {
        free(r);
        return false;
      }
    *reds = r;
  }
  if (!loop_memory_parallel(loop)) {
    free(*reds);
    *reds = NULL;
    return false;
  }
  return true;
}

bool cm_affine_loop_parallel(CmOp *loop, bool reductions,
                             CmAffineLoopReduction **reds) {
  return loop_parallel(loop, reductions, reds);
}

static CmAttr *i32_splat1(CmContext *ctx, int32_t v) {
  int64_t shape = 1;
  CmType *t = cm_ranked_tensor_type(
      1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS), NULL);
  return cm_dense_elements_attr(t, true, 4, &v);
}

/* 13's affineParallelize. */
static void parallelize(CmOp *loop, const ParReduction *reds) {
  CmContext *ctx = cm_op_context(loop);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  unsigned n = cm_affine_for_num_iter_args(loop);
  CmAffineMap *lb = cm_affine_for_lb_map(loop), *ub = cm_affine_for_ub_map(loop);
  CmAttr **kinds = cm_xcalloc(n + 1, sizeof(CmAttr *));
  CmType **types = cm_xcalloc(n + 1, sizeof(CmType *));
  CmValue **vals = cm_xcalloc(n + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < n; i++) {
    kinds[i] = cm_integer_attr(i64, reds[i].kind);
    types[i] = reds[i].value->type;
    vals[i] = reds[i].value;
  }
  CmAttr *step = cm_integer_attr(i64, cm_affine_for_step(loop));
  CmNamedAttr attrs[6] = {
      {cm_ident_c(ctx, "lowerBoundsGroups"),
       i32_splat1(ctx, (int32_t)lb->num_results)},
      {cm_ident_c(ctx, "lowerBoundsMap"), cm_affine_map_attr(lb)},
      {cm_ident_c(ctx, "reductions"), cm_array_attr(ctx, n, kinds)},
      {cm_ident_c(ctx, "steps"), cm_array_attr(ctx, 1, &step)},
      {cm_ident_c(ctx, "upperBoundsGroups"),
       i32_splat1(ctx, (int32_t)ub->num_results)},
      {cm_ident_c(ctx, "upperBoundsMap"), cm_affine_map_attr(ub)},
  };
  unsigned nops = cm_affine_for_iter_operands_start(loop);
  CmValue **ops = cm_xcalloc(nops + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < nops; i++)
    ops[i] = cm_op_operand(loop, i);
  CmOp *par = cm_op_create_v(ctx, "affine.parallel", cm_op_loc(loop), n,
                             types, nops, ops, cm_dict_attr(ctx, 6, attrs),
                             0, NULL, 1);
  free(ops);
  cm_block_insert_op_before(cm_op_block(loop), loop, par);
  cm_region_take_body(cm_op_region(par, 0), cm_op_region(loop, 0));
  CmBlock *body = cm_affine_parallel_body(par);
  CmOp *yield = body->last;
  for (unsigned i = 0; i < n; i++) {
    CmOp *red = cm_value_defining_op(cm_op_operand(yield, i));
    cm_op_remove_from_block(red);
    cm_block_insert_op_before(cm_op_block(loop), loop, red);
    CmValue *ops[2] = {cm_affine_for_iter_operand(loop, i),
                       cm_op_result(par, i)};
    cm_op_set_operands(red, 2, ops);
    cm_value_replace_all_uses(cm_op_result(loop, i), cm_op_result(red, 0));
  }
  cm_op_set_operands(yield, n, vals);
  for (unsigned i = n; i > 0; i--)
    cm_block_erase_arg(body, i);
  cm_op_erase(loop);
  free(kinds);
  free(types);
  free(vals);
}

static CmWalkResult collect_for(CmOp *op, void *user) {
  if (cm_is_affine_for(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static CmResult parallelize_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  uint64_t max_nested = cm_pass_option_uint(pass, "max-nested");
  bool reductions = cm_pass_option_bool(pass, "parallel-reductions");
  CmOpVec loops = {0};
  cm_walk_post(func, collect_for, &loops);
  ParCandidateVec cands = {0};
  /* outermost first: the post-order list backwards */
  for (size_t i = loops.len; i > 0; i--) {
    ParCandidate c = {loops.data[i - 1], NULL};
    if (loop_parallel(c.loop, reductions, &c.reds))
      CM_VEC_PUSH(cands, c);
  }
  for (size_t i = 0; i < cands.len; i++) {
    CmOp *loop = cands.data[i].loop;
    uint64_t nested = 0;
    for (CmOp *p = cm_op_parent_op(loop);
         p && !cm_op_has_trait(p, CM_TRAIT_AFFINE_SCOPE);
         p = cm_op_parent_op(p))
      if (cm_is_affine_parallel(p))
        nested++;
    if (nested < max_nested)
      parallelize(loop, cands.data[i].reds);
    free(cands.data[i].reds);
  }
  CM_VEC_FREE(cands);
  CM_VEC_FREE(loops);
  return CM_SUCCESS;
}

static const CmPassOptionDef parallelize_opts[] = {
    {"max-nested", CM_PASS_OPT_UINT, false, "4294967295",
     "Maximum number of nested parallel loops to produce. Defaults to "
     "unlimited (UINT_MAX).",
     NULL},
    {"parallel-reductions", CM_PASS_OPT_BOOL, false, "false",
     "Whether to parallelize reduction loops. Defaults to false.", NULL},
};

const CmPassDef cm_pass_affine_parallelize = {
    .argument = "affine-parallelize",
    .name = "AffineParallelize",
    .description = "Convert affine.for ops into 1-D affine.parallel",
    .anchor = "func",
    CM_PASS_OPTIONS(parallelize_opts),
    .run = parallelize_run,
};
