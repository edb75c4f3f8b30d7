/* analysis/slice.h - computation slices of affine loop nests (MLIR 13's
 * ComputationSliceState and the slice utilities of Analysis/Utils), the
 * loop-nest helpers they need, and the fusion utilities built on them
 * (13's LoopFusionUtils: canFuseLoops, fuseLoops and the cost model; those
 * live in lib/dialect/affine/transforms/fusion_utils.c).
 *
 * A slice describes, for the loops `ivs` of one loop nest (the source),
 * new bounds in terms of `operands` (the destination loops' IVs and
 * symbols), so that a copy of the source nest placed at the insertion
 * point computes exactly what the destination needs.  A NULL bound means
 * the loop is not sliced (it keeps its full range).  All bound maps take
 * the same operand list.  See docs/affine.md.
 */
#ifndef CMLIR_ANALYSIS_SLICE_H
#define CMLIR_ANALYSIS_SLICE_H

#include "cmlir/dialect/affine.h"
#include "cmlir/analysis/affine.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CmSliceState {
  CmAffineValueVec ivs;      /* the sliced source IVs, outermost first */
  CmAffineMap **lbs, **ubs;  /* ivs.len each, NULL entries: unsliced */
  CmAffineValueVec operands; /* the inputs of every bound map */
  /* insertion point: before `insert_before` in `insert_block`, or at the
   * block's end when insert_before is NULL */
  CmBlock *insert_block;
  CmOp *insert_before;
} CmSliceState;

void cm_slice_init(CmSliceState *s);
void cm_slice_free(CmSliceState *s); /* and re-initializes */
static inline bool cm_slice_is_empty(const CmSliceState *s) {
  return s->ivs.len == 0;
}
/* A tri-state answer: 13's Optional<bool>. */
typedef enum { CM_TRI_UNKNOWN = -1, CM_TRI_FALSE = 0, CM_TRI_TRUE = 1 } CmTri;

/* 13's addSliceBounds: bounds of the ids holding `ivs` from the maps over
 * `operands` (an lb + 1 == ub pair becomes an equality). */
CmResult cm_fac_add_slice_bounds(CmFac *f, CmValue *const *ivs, unsigned n,
                                 CmAffineMap *const *lbs,
                                 CmAffineMap *const *ubs,
                                 CmValue *const *operands, unsigned nops);
/* 13's getAsConstraints: ivs as dims, operands as symbols (bounded by
 * their loops' domains or fixed to their constant), the slice bounds;
 * `cst` is (re)initialized. */
CmResult cm_slice_as_constraints(const CmSliceState *s, CmFac *cst);
/* 13's getSourceAsConstraints: the original domain of the ivs. */
CmResult cm_slice_source_constraints(const CmSliceState *s, CmFac *cst);
/* 13's isSliceMaximalFastCheck, isMaximal and isSliceValid. */
CmTri cm_slice_is_maximal_fast(const CmSliceState *s);
CmTri cm_slice_is_maximal(const CmSliceState *s);
CmTri cm_slice_is_valid(const CmSliceState *s);
/* Writes 13's ComputationSliceState::dump form (debugging). */
void cm_slice_print(const CmSliceState *s, FILE *out);

/* 13's getComputationSliceState: the slice of the loops around `src` (a
 * backward slice) or `dst` (forward) at `loop_depth` from the dependence
 * system `dep` (modified: deeper IVs are projected out).  `s` is filled
 * in (it must be initialized). */
void cm_compute_slice_state(CmOp *src, CmOp *dst, CmFac *dep,
                            unsigned loop_depth, bool backward,
                            CmSliceState *s);

typedef enum CmSliceResult {
  CM_SLICE_SUCCESS,
  CM_SLICE_INCORRECT,     /* computed, but not valid */
  CM_SLICE_GENERIC_FAILURE,
} CmSliceResult;
/* 13's computeSliceUnion: the union of the slices of all dependent pairs
 * of `a` x `b` at `loop_depth`, then its validity. */
CmSliceResult cm_compute_slice_union(CmOp *const *a, size_t na,
                                     CmOp *const *b, size_t nb,
                                     unsigned loop_depth,
                                     unsigned num_common_loops, bool backward,
                                     CmSliceState *out);

/* Same identifiers (kinds, counts and values) in the same order (13's
 * areIdsAlignedWithOther; lib/analysis/regions.c). */
bool cm_fac_ids_aligned(const CmFac *a, const CmFac *b);
/* 13's getInnermostCommonLoopDepth (`surrounding` optional). */
unsigned cm_affine_innermost_common_loop_depth(CmOp *const *ops, size_t n,
                                               CmOpVec *surrounding);
/* 13's isLoopParallel (no iter_args, no unknown side effects, no memref
 * dependence carried at the loop's depth). */
bool cm_affine_loop_is_parallel(CmOp *for_op);
/* 13's getSupportedReduction for iter_arg `pos` of affine.for `loop`: the
 * yielded value is an addf / mulf / addi / muli of the iter_arg and another
 * value, each used once; *kind is the std.atomic_rmw kind (addf 0, addi 1,
 * mulf 9, muli 10) and *value the other operand (both optional). */
bool cm_affine_iter_arg_reduction(CmOp *loop, unsigned pos, int64_t *kind,
                                  CmValue **value);
/* 13's isLoopParallelAndContainsReduction: iter_args, all of them supported
 * reductions, and no memory dependence carried by the loop. */
bool cm_affine_loop_is_parallel_reduction(CmOp *for_op);
/* 13's MemRefRegion::compute with a slice: the slice operands become
 * symbols of the region and the slice bounds constrain the sliced IVs. */
CmResult cm_memref_region_compute_in_slice(CmMemRefRegion *r, CmOp *op,
                                           unsigned loop_depth,
                                           const CmSliceState *slice,
                                           bool add_dim_bounds);

/* ---- fusion utilities (fusion_utils.c) ---------------------------------- */
typedef enum CmFusionStrategy {
  CM_FUSION_GENERIC,
  CM_FUSION_PRODUCER_CONSUMER,
  CM_FUSION_SIBLING,
} CmFusionStrategy;
typedef enum CmFusionResult {
  CM_FUSION_SUCCESS,
  CM_FUSION_FAIL_PRECONDITION,
  CM_FUSION_FAIL_BLOCK_DEPENDENCE,
  CM_FUSION_FAIL_FUSION_DEPENDENCE,
  CM_FUSION_FAIL_COMPUTATION_SLICE,
  CM_FUSION_FAIL_INCORRECT_SLICE,
} CmFusionResult;
/* 13's canFuseLoops (`sibling_memref` for the sibling strategy). */
CmFusionResult cm_affine_can_fuse_loops(CmOp *src, CmOp *dst,
                                        unsigned dst_depth, CmSliceState *s,
                                        CmFusionStrategy strategy,
                                        CmValue *sibling_memref);
/* 13's fuseLoops: a copy of `src` at the slice's insertion point with the
 * slice bounds; single-iteration slice loops are promoted.  With
 * `innermost_sibling` (sibling fusion at the destination's innermost
 * depth) and a one-iteration slice, a slice loop that is a parallel
 * reduction is merged into its parent loop instead (13's
 * promoteSingleIterReductionLoop: the parent gains the iter_args). */
void cm_affine_fuse_loops(CmOp *src, CmOp *dst, const CmSliceState *s,
                          bool innermost_sibling);

/* 13's LoopNestStats and cost model. */
typedef struct CmLoopNestStats CmLoopNestStats;
CmLoopNestStats *cm_loop_nest_stats(CmOp *root); /* NULL: not analyzable */
void cm_loop_nest_stats_free(CmLoopNestStats *st);
int64_t cm_loop_nest_compute_cost(CmOp *root, CmLoopNestStats *st);
bool cm_fusion_compute_cost(CmOp *src, CmLoopNestStats *src_stats, CmOp *dst,
                            CmLoopNestStats *dst_stats, const CmSliceState *s,
                            int64_t *cost);
/* 13's buildSliceTripCountMap + getSliceIterationCount. */
bool cm_slice_iteration_count(const CmSliceState *s, uint64_t *count);
/* 13's getMemoryFootprintBytes of one loop nest (diagnostics as 13). */
bool cm_affine_memory_footprint_bytes(CmOp *for_op, int64_t *bytes);

/* The passes (lib/dialect/affine/transforms/fusion.c, test_fusion.c). */
struct CmPassDef;
extern const struct CmPassDef cm_pass_affine_loop_fusion;
extern const struct CmPassDef cm_pass_test_loop_fusion;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_ANALYSIS_SLICE_H */
