/* loop_utils.h - affine.for utilities shared by the affine loop
 * transformations (MLIR 13's LoopUtils / LoopAnalysis for affine loops),
 * private to lib/dialect/affine/transforms. */
#ifndef CMLIR_AFFINE_LOOP_UTILS_H
#define CMLIR_AFFINE_LOOP_UTILS_H

/* the dialect header first: the analysis header declares its calls
 * only when the dialect header is not included */
#include "cmlir/dialect/affine.h"
#include "cmlir/analysis/affine.h"
#include "cmlir/ir.h"

typedef CmOpVec CmAffineOpVec;

/* Trip counts, perfect nests: include/cmlir/analysis/affine.h
 * (cm_affine_trip_count_map, cm_affine_constant_trip_count,
 * cm_affine_trip_count_largest_divisor, cm_affine_perfectly_nested_loops). */

/* 13's promoteIfSingleIteration: a loop with a constant trip count of one
 * and a single-result lower bound is replaced by its body (the induction
 * variable by a `constant` at the start of the function, the bound value
 * (dim identity map) or an affine.apply of the lower bound; iter_args by
 * their inits, results by the yielded values).  Failure: left alone. */
CmResult cm_affine_loop_promote_if_single_iteration(CmOp *loop);
/* 13's generateCleanupLoopForUnroll (the loop's lower bound has one
 * result and its trip count map exists). */
void cm_affine_loop_generate_cleanup(CmOp *loop, uint64_t factor);
/* The same without chaining iteration values (13's unroll-jam): the
 * cleanup loop starts from the loop's own inits and the loop's results
 * keep their uses. */
void cm_affine_loop_generate_cleanup_unchained(CmOp *loop, uint64_t factor);
/* 13's loopUnrollByFactor / loopUnrollFull / loopUnrollUpToFactor. */
CmResult cm_affine_loop_unroll_by_factor(CmOp *loop, uint64_t factor);
CmResult cm_affine_loop_unroll_full(CmOp *loop);
CmResult cm_affine_loop_unroll_up_to_factor(CmOp *loop, uint64_t factor);

/* The copies of the body of `loop` for unrolling: appends `factor - 1`
 * copies of the ops before the terminator of `body` (iteration arguments
 * chained through the yielded values; the induction variable `iv`, when
 * used, mapped to an affine.apply of `iv + i * step` before each copy),
 * then updates the terminator's operands (13's generateUnrolledLoop). */
void cm_affine_generate_unrolled(CmBlock *body, CmValue *iv, uint64_t factor,
                                 int64_t step, CmLoc *loc, unsigned niter,
                                 CmValue *const *iter_args);

/* The enclosing function (builtin func) of `op`, NULL if none. */
CmOp *cm_affine_enclosing_func(CmOp *op);
/* `constant v : index` at loc, inserted before `before` (or at the start
 * of `block` when before is NULL). */
CmValue *cm_affine_index_constant(CmContext *ctx, CmLoc *loc, int64_t v,
                                  CmBlock *block, CmOp *before);
/* Whether `loop` has no affine.for nested in it. */
bool cm_affine_loop_is_innermost(CmOp *loop);

/* skew.c: 13's isOpwiseShiftValid (one shift per op of the body,
 * terminator included: every use inside the body has its op's shift) and
 * affineForOpBodySkew (constant trip count; the loop is replaced by loops
 * over the intervals of the shifted groups). */
bool cm_affine_op_shifts_valid(CmOp *loop, const uint64_t *shifts);
CmResult cm_affine_for_body_skew(CmOp *loop, const uint64_t *shifts,
                                 bool unroll_prologue_epilogue);
/* A reduction of an affine.for iter_arg (parallelize.c): its std.atomic_rmw
 * kind (addf 0, addi 1, mulf 9, muli 10) and the value reduced. */
typedef struct CmAffineLoopReduction {
  int64_t kind;
  CmValue *value;
} CmAffineLoopReduction;
/* 13's isLoopParallel: no loop-carried memory dependence and no iter_args
 * or, when `reductions`, only supported reductions (then *reds, malloc'd,
 * one per iter_arg; NULL without iter_args). */
bool cm_affine_loop_parallel(CmOp *loop, bool reductions,
                             CmAffineLoopReduction **reds);
/* 13's isAccessIndexInvariant (super_vectorize.c): whether `index` (a map
 * operand) does not vary with the induction variable `iv`. */
bool cm_affine_access_index_invariant(CmValue *iv, CmValue *index);
/* 13's vectorizeAffineLoopNest with the root loop alone mapped to vector
 * dimension 0 of `sizes` (super_vectorize.c); false (IR unchanged) if the
 * nest does not vectorize. */
bool cm_affine_vectorize_loop_nest(CmOp *root, unsigned rank,
                                   const int64_t *sizes);
#endif /* CMLIR_AFFINE_LOOP_UTILS_H */
