/* analysis/affine.h - the affine analysis library (MLIR 13's
 * FlatAffineConstraints, the flattening of affine expressions, and, on top
 * of the affine ops, access relations, dependences, regions, trip counts and
 * slices).  See docs/affine-analysis.md.
 *
 * A constraint system (CmFac) holds integer identifiers in the order
 * [dims | symbols | locals] and two sets of rows of int64 coefficients, one
 * per identifier plus a trailing constant:
 *   equality   c_0*x_0 + ... + c_{n-1}*x_{n-1} + c_n == 0
 *   inequality c_0*x_0 + ... + c_{n-1}*x_{n-1} + c_n >= 0
 * Each identifier may carry the SSA value it stands for (loop IVs, symbols).
 *
 * Robustness: every coefficient computation is checked.  An overflow, or a
 * system growing beyond CM_FAC_MAX_ROWS constraints / CM_FAC_MAX_IDS
 * identifiers, puts the system into a sticky failed state
 * (cm_fac_status() != CM_FAC_OK): later mutations are ignored and queries
 * answer "unknown" (not empty, no constant bound).  Users check the status
 * after the analysis and then leave the IR untouched.
 */
#ifndef CMLIR_ANALYSIS_AFFINE_H
#define CMLIR_ANALYSIS_AFFINE_H

#include "cmlir/dialect/affine.h" /* CmAffineValueVec, the op accessors */
#include "cmlir/ir.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * fac.c - the constraint system
 * ====================================================================== */
#define CM_FAC_MAX_ROWS 4096u /* equalities + inequalities */
#define CM_FAC_MAX_IDS 512u

typedef enum CmFacStatus {
  CM_FAC_OK = 0,
  CM_FAC_TOO_LARGE, /* too many constraints or identifiers */
  CM_FAC_OVERFLOW,  /* a coefficient left int64 */
  CM_FAC_UNSUPPORTED, /* ids that cannot be aligned (dim vs symbol) */
} CmFacStatus;

typedef enum CmFacIdKind { CM_FAC_DIM, CM_FAC_SYMBOL, CM_FAC_LOCAL } CmFacIdKind;
typedef enum CmFacBound { CM_FAC_LB, CM_FAC_UB, CM_FAC_EQ } CmFacBound;

typedef struct CmFacRows {
  int64_t *data; /* n rows of the system's column count */
  unsigned n, cap;
} CmFacRows;

typedef struct CmFac {
  unsigned num_ids, num_dims, num_syms; /* locals: the rest */
  CmFacRows eqs, ineqs;
  CmValue **vals; /* num_ids entries (NULL: no value), may be NULL if none */
  unsigned vals_cap;
  CmFacStatus status;
} CmFac;

void cm_fac_init(CmFac *f, unsigned num_dims, unsigned num_syms,
                 unsigned num_locals);
void cm_fac_free(CmFac *f);
/* `dst` is uninitialized (or freed) before. */
void cm_fac_copy(CmFac *dst, const CmFac *src);
/* Frees `f` and re-initializes it to an unconstrained system. */
void cm_fac_reset(CmFac *f, unsigned num_dims, unsigned num_syms,
                  unsigned num_locals);
static inline unsigned cm_fac_num_cols(const CmFac *f) { return f->num_ids + 1; }
static inline unsigned cm_fac_num_locals(const CmFac *f) {
  return f->num_ids - f->num_dims - f->num_syms;
}
static inline unsigned cm_fac_num_eqs(const CmFac *f) { return f->eqs.n; }
static inline unsigned cm_fac_num_ineqs(const CmFac *f) { return f->ineqs.n; }
static inline unsigned cm_fac_num_constraints(const CmFac *f) {
  return f->eqs.n + f->ineqs.n;
}
static inline int64_t *cm_fac_eq(const CmFac *f, unsigned r) {
  return f->eqs.data + (size_t)r * (f->num_ids + 1);
}
static inline int64_t *cm_fac_ineq(const CmFac *f, unsigned r) {
  return f->ineqs.data + (size_t)r * (f->num_ids + 1);
}
static inline CmFacStatus cm_fac_status(const CmFac *f) { return f->status; }
static inline bool cm_fac_ok(const CmFac *f) { return f->status == CM_FAC_OK; }
/* Marks `f` failed with `s` (the first failure is kept). */
void cm_fac_fail(CmFac *f, CmFacStatus s);

/* Rows have cm_fac_num_cols() entries. */
void cm_fac_add_eq(CmFac *f, const int64_t *row);
void cm_fac_add_ineq(CmFac *f, const int64_t *row);
void cm_fac_remove_eq(CmFac *f, unsigned r);
void cm_fac_remove_ineq(CmFac *f, unsigned r);
void cm_fac_clear_constraints(CmFac *f);
/* Appends the constraints of `other` (same columns). */
void cm_fac_append(CmFac *f, const CmFac *other);

/* Inserts `num` identifiers of `kind` at position `pos` within that kind
 * (0 <= pos <= count of the kind); returns the absolute position.  Their
 * values are NULL. */
unsigned cm_fac_insert_id(CmFac *f, CmFacIdKind kind, unsigned pos,
                          unsigned num);
unsigned cm_fac_append_id(CmFac *f, CmFacIdKind kind, unsigned num);
/* Removes identifiers [start, limit) (absolute positions). */
void cm_fac_remove_id_range(CmFac *f, unsigned start, unsigned limit);
void cm_fac_remove_id(CmFac *f, unsigned pos);
void cm_fac_swap_id(CmFac *f, unsigned a, unsigned b);
/* Moves the dim/symbol boundary so that there are `num_syms` symbols. */
void cm_fac_set_dim_symbol_separation(CmFac *f, unsigned num_syms);
void cm_fac_set_value(CmFac *f, unsigned pos, CmValue *v);
CmValue *cm_fac_value(const CmFac *f, unsigned pos);
bool cm_fac_find_id(const CmFac *f, const CmValue *v, unsigned *pos);

/* id `pos` (LB) >= v, (UB) <= v, (EQ) == v. */
void cm_fac_add_bound(CmFac *f, CmFacBound type, unsigned pos, int64_t v);
/* Appends a local q = floor(dividend / divisor) (divisor > 0; dividend
 * has the columns before the append) with its two inequalities. */
void cm_fac_add_local_floordiv(CmFac *f, const int64_t *dividend,
                               int64_t divisor);
/* Substitutes ids [pos, pos+n) by `values` and removes them. */
void cm_fac_set_and_eliminate(CmFac *f, unsigned pos, const int64_t *values,
                              unsigned n);

/* Simplifications (13's gcdTightenInequalities, normalizeConstraintsByGCD,
 * removeTrivialRedundancy, removeRedundantInequalities). */
void cm_fac_gcd_tighten(CmFac *f);
void cm_fac_normalize_by_gcd(CmFac *f);
void cm_fac_remove_trivial_redundancy(CmFac *f);
void cm_fac_remove_redundant_inequalities(CmFac *f);

/* Eliminations. */
unsigned cm_fac_gaussian_eliminate(CmFac *f, unsigned start, unsigned limit);
void cm_fac_fm_eliminate(CmFac *f, unsigned pos, bool dark_shadow,
                         bool *integer_exact);
void cm_fac_project_out(CmFac *f, unsigned pos, unsigned num);

/* Emptiness: true only when proven empty (GCD test, trivially invalid
 * rows, Gaussian then Fourier-Motzkin elimination; FM gives up, answering
 * false, when the system explodes past 32 constraints per identifier as
 * 13 does).  A failed system is never reported empty. */
bool cm_fac_is_empty(const CmFac *f);
bool cm_fac_is_empty_by_gcd_test(const CmFac *f);
bool cm_fac_has_invalid_constraint(const CmFac *f);
bool cm_fac_contains_point(const CmFac *f, const int64_t *point);

/* Constant bounds of id `pos` (LB or UB) after projecting everything else
 * out; false if none (or the system failed). */
bool cm_fac_constant_bound(const CmFac *f, CmFacBound type, unsigned pos,
                           int64_t *out);
/* Both constant bounds of id `pos` from one projection (the answers of
 * the two cm_fac_constant_bound queries, at the cost of one). */
void cm_fac_constant_bounds(const CmFac *f, unsigned pos, bool *has_lb,
                            int64_t *lb, bool *has_ub, int64_t *ub);
/* 13's getConstantBoundOnDimSize: a constant bound on the extent of dim
 * `pos` from lower/upper bound pairs differing by a constant in terms of
 * symbols.  lb / ub (optional, num_syms + 1 entries), lb_floor_divisor
 * (needed when lb is given), min_lb_pos / min_ub_pos optional. */
bool cm_fac_constant_bound_on_dim_size(const CmFac *f, unsigned pos,
                                       int64_t *size, int64_t *lb,
                                       int64_t *lb_floor_divisor, int64_t *ub,
                                       unsigned *min_lb_pos,
                                       unsigned *min_ub_pos);
/* Indices of the lower / upper bound inequalities (and equalities) of id
 * `pos` not involving ids [offset, offset+num) other than `pos`.  The
 * index arrays need room for the number of rows. */
void cm_fac_bound_indices(const CmFac *f, unsigned pos, unsigned *lbs,
                          unsigned *nlb, unsigned *ubs, unsigned *nub,
                          unsigned *eqs, unsigned *neq, unsigned offset,
                          unsigned num);
/* 13's getLowerAndUpperBound: maps of the bounds of dim `pos + offset` in
 * terms of dims outside [offset, offset+num) and symbols from sym_start;
 * local_exprs has one expression per local. */
void cm_fac_lower_and_upper_bound(const CmFac *f, unsigned pos,
                                  unsigned offset, unsigned num,
                                  unsigned sym_start,
                                  CmAffineExpr *const *local_exprs,
                                  CmContext *ctx, CmAffineMap **lb,
                                  CmAffineMap **ub);
/* 13's computeLocalVars: memo (num_ids entries) gets d_i / s_i for the
 * dims and symbols and, for each local detected as a floordiv of the
 * others (detectAsFloorDiv, repeated until nothing changes), its
 * expression (NULL otherwise).  True when every local has one. */
bool cm_fac_local_exprs(const CmFac *f, CmContext *ctx, CmAffineExpr **memo);
/* 13's getSliceBounds: lb/ub maps of dims [offset, offset+num) in terms of
 * the other dims and the symbols (NULL map: unknown). */
void cm_fac_slice_bounds(CmFac *f, unsigned offset, unsigned num,
                         CmContext *ctx, CmAffineMap **lbs, CmAffineMap **ubs);
/* 13's unionBoundingBox (no locals). */
CmResult cm_fac_union_bounding_box(CmFac *f, const CmFac *other);
bool cm_fac_is_hyper_rectangular(const CmFac *f, unsigned pos, unsigned num);
/* Bound or constant-fold ids that are equal to a constant. */
CmResult cm_fac_constant_fold_id(CmFac *f, unsigned pos);
void cm_fac_constant_fold_id_range(CmFac *f, unsigned pos, unsigned num);
/* The inequality form of 13's print (debugging). */
void cm_fac_print(const CmFac *f, FILE *out);

/* ======================================================================
 * flatten.c - flattening affine expressions into rows
 * ====================================================================== */
/* Flattens `n` pure affine expressions over nd dims and ns symbols into
 * rows of nd + ns + L + 1 columns (L locals shared by all expressions,
 * introduced for mod / floordiv / ceildiv by constants).  *rows (malloc'd,
 * n rows, free()) and *num_cols are set on success.  `local_cst`, when
 * given, is initialized with (nd, ns, L) and the inequalities defining the
 * locals; `local_exprs` (optional, free()) gets the expression of each
 * local.  Failure (no diagnostic): a semi-affine expression, overflow. */
CmResult cm_affine_flatten(CmAffineExpr *const *exprs, unsigned n,
                           unsigned nd, unsigned ns, int64_t **rows,
                           unsigned *num_cols, CmFac *local_cst,
                           CmAffineExpr ***local_exprs);
/* The expression of a flat row (13's getAffineExprFromFlatForm). */
CmAffineExpr *cm_affine_from_flat(CmContext *ctx, const int64_t *row,
                                  unsigned num_cols, unsigned nd, unsigned ns,
                                  CmAffineExpr *const *local_exprs);
/* 13's simplifyAffineExpr / simplifyAffineMap (flatten, unflatten); a
 * semi-affine expression first goes through 13's simplifySemiAffine
 * (divisions by a symbol of its multiples) and, if still semi-affine, is
 * returned so. */
CmAffineExpr *cm_affine_simplify(CmAffineExpr *e, unsigned nd, unsigned ns);
/* Constraint system of an integer set (dims, symbols, then the locals of
 * its mod/div terms); failure for semi-affine sets. */
CmResult cm_fac_from_integer_set(CmFac *f, CmIntegerSet *set);


/* ======================================================================
 * ops.c - the affine ops as the analyses see them (13's generic form:
 * affine.for {lower_bound, upper_bound, step}, affine.if {condition},
 * affine.load / affine.store {map}, affine.apply {map}), symbols and
 * map/operand composition.
 * ====================================================================== */
typedef CM_VEC(CmOp *) CmOpVec;

/* ======================================================================
 * loops.c - loop utilities and trip counts (13's LoopAnalysis / Utils)
 * ====================================================================== */
/* The affine.for ops enclosing `op`, outermost first (13's getLoopIVs). */
void cm_affine_enclosing_loops(CmOp *op, CmOpVec *loops);
unsigned cm_affine_nesting_depth(CmOp *op);
unsigned cm_affine_num_common_loops(CmOp *a, CmOp *b);
/* The perfectly nested loops rooted at `root` (affine.for), outermost
 * first (13's getPerfectlyNestedLoops). */
void cm_affine_perfectly_nested_loops(CmOp *root, CmOpVec *nest);
/* Trip count map of an affine.for (one result per upper bound, NULL map
 * when the lower bound has several results). */
void cm_affine_trip_count_map(CmOp *for_op, CmAffineMap **map,
                              CmAffineValueVec *operands);
bool cm_affine_constant_trip_count(CmOp *for_op, uint64_t *count);
uint64_t cm_affine_trip_count_largest_divisor(CmOp *for_op);

/* ======================================================================
 * domains.c - constraint systems from the IR
 * ====================================================================== */
/* Identifiers with values: loop IVs are dims, other values symbols. */
void cm_fac_add_iv_or_terminal_symbol(CmFac *f, CmValue *v);
CmResult cm_fac_add_for_domain(CmFac *f, CmOp *for_op);
CmResult cm_fac_add_if_domain(CmFac *f, CmOp *if_op);
/* 13's addLowerOrUpperBound: id `pos` >= (lower) / < (upper, exclusive)
 * each result of map(operands), or == (eq, single result). */
CmResult cm_fac_add_bound_values(CmFac *f, unsigned pos, CmAffineMap *map,
                                 CmValue *const *operands, unsigned n,
                                 bool eq, bool lower);
/* 13's composeMap: dims for the results of map(operands) at position 0. */
CmResult cm_fac_compose_map_values(CmFac *f, CmAffineMap *map,
                                   CmValue *const *operands, unsigned n);
/* 13's getOpIndexSet: the iteration domain of `op` over its enclosing
 * affine.for (dims) and affine.if constraints; `domain` is initialized. */
CmResult cm_affine_op_index_set(CmOp *op, CmFac *domain);
/* 13's mergeAndAlignIds: both systems get the union of the dims (from
 * `offset`) and symbols, `a`'s first; locals are kept apart. */
void cm_fac_merge_and_align(unsigned offset, CmFac *a, CmFac *b);

/* ======================================================================
 * dependence.c - memref accesses and dependences (13's AffineAnalysis)
 * ====================================================================== */
typedef struct CmMemRefAccess {
  CmValue *memref;
  CmOp *op; /* affine.load or affine.store */
  CmAffineValueVec indices;
  bool is_store;
} CmMemRefAccess;
/* false if `op` is not an affine.load / affine.store */
bool cm_memref_access_init(CmMemRefAccess *a, CmOp *op);
void cm_memref_access_free(CmMemRefAccess *a);
/* The access map fully composed and canonicalized, with its operands. */
void cm_memref_access_map(const CmMemRefAccess *a, CmAffineMap **map,
                          CmAffineValueVec *operands);
unsigned cm_memref_access_rank(const CmMemRefAccess *a);
/* 13's MemRefAccess::operator==: same memref and access functions whose
 * difference simplifies to zero. */
bool cm_memref_access_equal(const CmMemRefAccess *a, const CmMemRefAccess *b);
/* The same test on access maps already computed by cm_memref_access_map
 * (for passes comparing many pairs: compute each access's map once). */
bool cm_affine_access_maps_equal(CmAffineMap *ma, const CmAffineValueVec *oa,
                                 CmAffineMap *mb, const CmAffineValueVec *ob);

typedef enum CmDependenceResult {
  /* 13's Failure: not analyzable (semi-affine maps or bounds); 13's users
   * mostly treat it like "no dependence" (hasDependence() is false). */
  CM_DEP_FAILURE,
  CM_DEP_HAS,
  CM_DEP_NONE,
  /* Beyond 13: the system grew past the limits or overflowed; users must
   * assume a dependence (and leave the IR alone). */
  CM_DEP_UNKNOWN,
} CmDependenceResult;
/* Distance range of one common loop (dst IV - src IV); INT64_MIN /
 * INT64_MAX stand for -inf / +inf. */
typedef struct CmDependenceComponent {
  CmOp *op;
  int64_t lb, ub;
} CmDependenceComponent;
typedef CM_VEC(CmDependenceComponent) CmDependenceComponentVec;
/* 13's checkMemrefAccessDependence at `loop_depth` (1-based; up to the
 * number of common loops + 1).  `cst` (optional) receives the dependence
 * system (initialized by the call; free it), `components` (optional) the
 * direction vector. */
CmDependenceResult cm_check_memref_access_dependence(
    const CmMemRefAccess *src, const CmMemRefAccess *dst, unsigned loop_depth,
    CmFac *cst, CmDependenceComponentVec *components, bool allow_rar);

/* ======================================================================
 * regions.c - memref regions (13's MemRefRegion) and sizes
 * ====================================================================== */
typedef struct CmMemRefRegion {
  CmValue *memref;
  bool write;
  /* dims: the memref's dimensions; symbols: the outer loop IVs the region
   * depends on and other symbols. */
  CmFac cst;
} CmMemRefRegion;
/* 13's MemRefRegion::compute for an affine load / store with the loops
 * deeper than `loop_depth` projected out; `cst` is initialized even on
 * failure (free with cm_memref_region_free). */
CmResult cm_memref_region_compute(CmMemRefRegion *r, CmOp *op,
                                  unsigned loop_depth, bool add_dim_bounds);
void cm_memref_region_free(CmMemRefRegion *r);
/* Constant bounding box: number of elements (false if unbounded), its
 * shape (rank entries) and the symbolic lower bounds (rank rows of
 * num_syms + 1) with their floor divisors, each optional. */
bool cm_memref_region_constant_bounding_size(const CmMemRefRegion *r,
                                             int64_t *num_elements,
                                             int64_t *shape, int64_t *lbs,
                                             int64_t *lb_divisors);
/* Size of the region in bytes (13's getRegionSize). */
bool cm_memref_region_size(const CmMemRefRegion *r, int64_t *bytes);
CmResult cm_memref_region_union_bounding_box(CmMemRefRegion *r,
                                             const CmMemRefRegion *other);
/* Element size / whole size of a memref type in bytes (13's
 * getMemRefEltSizeInBytes / getMemRefSizeInBytes); false if unknown. */
bool cm_memref_elt_size_in_bytes(const CmType *memref, uint64_t *bytes);
bool cm_memref_size_in_bytes(const CmType *memref, uint64_t *bytes);

/* ======================================================================
 * The passes built on the analysis (lib/dialect/affine/transforms/), as
 * MLIR 13 names them; registered in lib/transforms/passes.c.
 * ====================================================================== */
struct CmPassDef;
extern const struct CmPassDef cm_pass_test_memref_dependence_check;
extern const struct CmPassDef cm_pass_affine_scalrep;
extern const struct CmPassDef cm_pass_test_memref_bound_check;
/* data movement (lib/dialect/affine/transforms: pipeline.c, copy.c,
 * normalize_memrefs.c; docs/affine.md) */
extern const struct CmPassDef cm_pass_affine_pipeline_data_transfer;
extern const struct CmPassDef cm_pass_affine_data_copy_generate;
extern const struct CmPassDef cm_pass_test_affine_data_copy;
extern const struct CmPassDef cm_pass_normalize_memrefs;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_ANALYSIS_AFFINE_H */
