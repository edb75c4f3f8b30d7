/* affine.h - the affine dialect (lib/dialect/affine/): accessors and
 * builders of its ops, the dimension / symbol rules, and the map and
 * operand canonicalization the passes share.
 *
 * Attribute names are MLIR 13's: affine.for `lower_bound`, `upper_bound`
 * (affine maps), `step` (index); affine.if `condition` (integer set);
 * affine.load / store / vector_load / vector_store / prefetch `map`;
 * affine.dma_start `src_map`, `dst_map`, `tag_map`; affine.dma_wait
 * `tag_map`; affine.parallel `lowerBoundsMap`, `lowerBoundsGroups`,
 * `upperBoundsMap`, `upperBoundsGroups`, `steps`, `reductions`.
 *
 * Operand layout (as 13): affine.for: lower-bound operands, upper-bound
 * operands (each as many as its map has inputs), then the iter_args inits;
 * affine.load: memref, indices; affine.store: value, memref, indices;
 * affine.if: the set's operands; affine.parallel: lower-bound operands then
 * upper-bound operands.
 *
 * The builders return a DETACHED op (insert it with cm_builder_insert or
 * cm_rewriter_insert), except the cm_affine_build_* conveniences, which
 * insert at a rewriter's insertion point.
 */
#ifndef CMLIR_DIALECT_AFFINE_H
#define CMLIR_DIALECT_AFFINE_H

#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- affine.for (lib/dialect/affine/ops_for.c) ------------------------ */
bool cm_is_affine_for(const CmOp *op);
CmAffineMap *cm_affine_for_lb_map(CmOp *op);
CmAffineMap *cm_affine_for_ub_map(CmOp *op);
/* The bound operands: [lb_start, lb_start + n) with n = map inputs. */
unsigned cm_affine_for_num_lb_operands(CmOp *op);
unsigned cm_affine_for_num_ub_operands(CmOp *op);
CmValue *cm_affine_for_lb_operand(CmOp *op, unsigned i);
CmValue *cm_affine_for_ub_operand(CmOp *op, unsigned i);
/* Operand index of the first upper-bound operand / first iter_args init. */
unsigned cm_affine_for_ub_operands_start(CmOp *op);
unsigned cm_affine_for_iter_operands_start(CmOp *op);
int64_t cm_affine_for_step(CmOp *op);
void cm_affine_for_set_step(CmOp *op, int64_t step);
/* Replace a bound: its map and operands (the other operands are kept). */
void cm_affine_for_set_lb(CmOp *op, CmAffineMap *map, unsigned n,
                          CmValue *const *operands);
void cm_affine_for_set_ub(CmOp *op, CmAffineMap *map, unsigned n,
                          CmValue *const *operands);
CmBlock *cm_affine_for_body(CmOp *op);
CmValue *cm_affine_for_iv(CmOp *op);
unsigned cm_affine_for_num_iter_args(CmOp *op);
CmValue *cm_affine_for_iter_operand(CmOp *op, unsigned i); /* the init */
CmValue *cm_affine_for_region_iter_arg(CmOp *op, unsigned i);
/* A bound map with one constant result and no inputs. */
bool cm_affine_for_has_constant_lb(CmOp *op);
bool cm_affine_for_has_constant_ub(CmOp *op);
int64_t cm_affine_for_constant_lb(CmOp *op);
int64_t cm_affine_for_constant_ub(CmOp *op);
/* Both bounds constant: the trip count ceil((ub - lb) / step), 0 if
 * ub <= lb.  False otherwise. */
bool cm_affine_for_constant_trip_count(CmOp *op, uint64_t *out);
/* The enclosing affine.for whose induction variable `v` is, or NULL
 * (upstream getForInductionVarOwner). */
CmOp *cm_affine_for_iv_owner(CmValue *v);

/* A detached affine.for as 13's AffineForOp::build: the bound maps and
 * their operands (as many as each map's inputs), a positive step, `niter`
 * iter_args inits (results of their types), an entry block with the
 * induction variable (index) and one argument per init, and an empty
 * affine.yield when niter == 0 (with inits the caller adds the yield). */
CmOp *cm_affine_for_create(CmContext *ctx, CmLoc *loc, CmAffineMap *lb_map,
                           unsigned nlb, CmValue *const *lb_operands,
                           CmAffineMap *ub_map, unsigned nub,
                           CmValue *const *ub_operands, int64_t step,
                           unsigned niter, CmValue *const *iter);
/* The same with constant bounds (maps `() -> (lb)` / `() -> (ub)`). */
CmOp *cm_affine_for_create_const(CmContext *ctx, CmLoc *loc, int64_t lb,
                                 int64_t ub, int64_t step, unsigned niter,
                                 CmValue *const *iter);
/* Inserting at the rewriter's insertion point. */
CmOp *cm_affine_build_for(CmRewriter *rw, CmLoc *loc, CmAffineMap *lb_map,
                          unsigned nlb, CmValue *const *lb_operands,
                          CmAffineMap *ub_map, unsigned nub,
                          CmValue *const *ub_operands, int64_t step,
                          unsigned niter, CmValue *const *iter);

/* ---- affine.yield ---------------------------------------------------- */
CmOp *cm_affine_yield_create(CmContext *ctx, CmLoc *loc, unsigned n,
                             CmValue *const *values);

/* ---- affine.if (lib/dialect/affine/ops.c) ----------------------------- */
bool cm_is_affine_if(const CmOp *op);
CmIntegerSet *cm_affine_if_set(CmOp *op);
void cm_affine_if_set_condition(CmOp *op, CmIntegerSet *set, unsigned n,
                                CmValue *const *operands);
CmBlock *cm_affine_if_then_block(CmOp *op);
CmBlock *cm_affine_if_else_block(CmOp *op); /* NULL without an else */
/* A detached affine.if with result types `types`, a then block and, if
 * `with_else`, an else block; each gets an empty affine.yield when there
 * are no results (with results the caller adds the yields). */
CmOp *cm_affine_if_create(CmContext *ctx, CmLoc *loc, CmIntegerSet *set,
                          unsigned n, CmValue *const *operands,
                          unsigned nresults, CmType *const *types,
                          bool with_else);

/* ---- affine.load / store / vector_load / vector_store ----------------- */
/* For affine.load, affine.store, affine.vector_load, affine.vector_store
 * (and affine.prefetch for memref / map / map operands). */
bool cm_is_affine_load(const CmOp *op);  /* load or vector_load */
bool cm_is_affine_store(const CmOp *op); /* store or vector_store */
CmValue *cm_affine_access_memref(CmOp *op);
CmAffineMap *cm_affine_access_map(CmOp *op);
unsigned cm_affine_access_map_operands_start(CmOp *op);
unsigned cm_affine_access_num_map_operands(CmOp *op);
CmValue *cm_affine_access_map_operand(CmOp *op, unsigned i);
CmValue *cm_affine_store_value(CmOp *op); /* store / vector_store */
/* Replaces the map and its operands (the memref / value are kept). */
void cm_affine_access_set_map(CmOp *op, CmAffineMap *map, unsigned n,
                              CmValue *const *operands);
/* Detached ops; `map` NULL means the identity of the memref's rank. */
CmOp *cm_affine_load_create(CmContext *ctx, CmLoc *loc, CmValue *memref,
                            CmAffineMap *map, unsigned n,
                            CmValue *const *operands);
CmOp *cm_affine_store_create(CmContext *ctx, CmLoc *loc, CmValue *value,
                             CmValue *memref, CmAffineMap *map, unsigned n,
                             CmValue *const *operands);

/* ---- affine.apply / min / max ------------------------------------------ */
CmAffineMap *cm_affine_apply_map(CmOp *op); /* apply, min, max: `map` */
CmOp *cm_affine_apply_create(CmContext *ctx, CmLoc *loc, CmAffineMap *map,
                             unsigned n, CmValue *const *operands);
/* Creates an affine.apply of `map` (one result) on `operands` after
 * composing producers in and canonicalizing (13's
 * makeComposedAffineApply), at the rewriter's insertion point. */
CmOp *cm_affine_build_composed_apply(CmRewriter *rw, CmLoc *loc,
                                     CmAffineMap *map, unsigned n,
                                     CmValue *const *operands);

/* ---- affine.parallel ----------------------------------------------------- */
bool cm_is_affine_parallel(const CmOp *op);
unsigned cm_affine_parallel_num_dims(CmOp *op);
CmAffineMap *cm_affine_parallel_lb_map(CmOp *op);
CmAffineMap *cm_affine_parallel_ub_map(CmOp *op);
/* Results of group i of the lower / upper bounds: [*start, *start + *n). */
void cm_affine_parallel_lb_group(CmOp *op, unsigned i, unsigned *start,
                                 unsigned *n);
void cm_affine_parallel_ub_group(CmOp *op, unsigned i, unsigned *start,
                                 unsigned *n);
int64_t cm_affine_parallel_step(CmOp *op, unsigned i);
/* The i-th reduction kind (std.atomic_rmw's AtomicRMWKind value). */
int64_t cm_affine_parallel_reduction(CmOp *op, unsigned i);
CmBlock *cm_affine_parallel_body(CmOp *op);

/* ---- scopes, dims and symbols (lib/dialect/affine/valid.c) ------------ */
/* The region of the closest enclosing op with the AffineScope trait. */
CmRegion *cm_affine_scope(CmOp *op);
/* 13's isTopLevelValue / isValidDim / isValidSymbol; `region` NULL: the
 * one-argument forms. */
bool cm_affine_is_top_level_value(CmValue *v);
bool cm_affine_is_valid_dim(CmValue *v, CmRegion *region);
bool cm_affine_is_valid_symbol(CmValue *v, CmRegion *region);

/* ---- maps and operands (lib/dialect/affine/compose.c) ----------------- */
/* 13's fullyComposeAffineMapAndOperands + canonicalizeMapAndOperands:
 * affine.apply producers are folded in, then operands deduplicated,
 * constants promoted into the map, symbols-valid dims turned into symbols
 * and unused operands dropped.  `*map` and `*ops` are updated in place
 * (`ops` is a CM_VEC of CmValue*).  Returns true if anything changed. */
typedef CM_VEC(CmValue *) CmAffineValueVec;
bool cm_affine_compose_map_and_operands(CmAffineMap **map,
                                        CmAffineValueVec *ops);
bool cm_affine_canonicalize_map_and_operands(CmAffineMap **map,
                                             CmAffineValueVec *ops);
bool cm_affine_canonicalize_set_and_operands(CmIntegerSet **set,
                                             CmAffineValueVec *ops);
/* 13's simplifyAffineMap / simplifyIntegerSet (flattening each result /
 * constraint to a sum of products and rebuilding; sets that are
 * trivially empty become the canonical empty set). */
CmAffineMap *cm_affine_map_simplify(CmAffineMap *map);
CmAffineExpr *cm_affine_expr_simplify(CmAffineExpr *e, unsigned num_dims,
                                      unsigned num_syms);
/* 13's getAffineExprFromFlatForm: sum of flat[j] * dim/sym j, then
 * flat[nd+ns+k] * locals[k], then the constant flat[nd+ns+nlocals]. */
CmAffineExpr *cm_affine_expr_from_flat(CmContext *ctx, const int64_t *flat,
                                       unsigned nd, unsigned ns,
                                       unsigned nlocals,
                                       CmAffineExpr *const *locals);
CmIntegerSet *cm_integer_set_simplify(CmIntegerSet *set);

/* ---- expansion to std (lib/conversion/affine_to_std) ------------------- */
/* 13's expandAffineExpr / expandAffineMap: std arithmetic computing `e`
 * over `dims` / `syms`, built at the rewriter's insertion point; NULL on an
 * expression that cannot be expanded.  `out` gets one value per result. */
CmValue *cm_affine_expand_expr(CmRewriter *rw, CmLoc *loc, CmAffineExpr *e,
                               CmValue *const *dims, CmValue *const *syms);
CmResult cm_affine_expand_map(CmRewriter *rw, CmLoc *loc, CmAffineMap *map,
                              CmValue *const *operands, CmValue **out);
/* The map's results expanded and reduced with cmpi sgt (is_max) or slt +
 * select, as 13's lowerAffineLowerBound / UpperBound; NULL on failure. */
CmValue *cm_affine_expand_min_max(CmRewriter *rw, CmLoc *loc,
                                  CmAffineMap *map, CmValue *const *operands,
                                  bool is_max);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_AFFINE_H */
