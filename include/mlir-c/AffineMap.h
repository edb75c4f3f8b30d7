/* mlir-c/AffineMap.h - affine maps in cmlir's C API (MLIR 13 compatible).
 *
 * An affine map `(d0, ..., dn)[s0, ..., sm] -> (e0, ..., ek)` is uniqued in
 * its context and lives as long as the context.
 */
#ifndef MLIR_C_AFFINEMAP_H
#define MLIR_C_AFFINEMAP_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DEFINE_C_API_STRUCT(name, storage)                                     \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

DEFINE_C_API_STRUCT(MlirAffineMap, const void);

#undef DEFINE_C_API_STRUCT

/* The context owning the map. */
MLIR_CAPI_EXPORTED MlirContext mlirAffineMapGetContext(MlirAffineMap affineMap);

/* True for the null handle. */
static inline bool mlirAffineMapIsNull(MlirAffineMap affineMap) {
  return !affineMap.ptr;
}

/* True if both handles denote the same map. */
MLIR_CAPI_EXPORTED bool mlirAffineMapEqual(MlirAffineMap a1, MlirAffineMap a2);

/* Prints the map through `callback` (possibly in several chunks). */
MLIR_CAPI_EXPORTED void mlirAffineMapPrint(MlirAffineMap affineMap,
                                           MlirStringCallback callback,
                                           void *userData);

/* Prints the map and a newline to stderr. */
MLIR_CAPI_EXPORTED void mlirAffineMapDump(MlirAffineMap affineMap);

/* --- constructors -------------------------------------------------------- */

/* `() -> ()`. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapEmptyGet(MlirContext ctx);

/* A map of `dimCount` dimensions, `symbolCount` symbols and no result. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapZeroResultGet(
    MlirContext ctx, intptr_t dimCount, intptr_t symbolCount);

/* A map with the given dimension and symbol counts and results. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGet(MlirContext ctx,
                                                  intptr_t dimCount,
                                                  intptr_t symbolCount,
                                                  intptr_t nAffineExprs,
                                                  MlirAffineExpr *affineExprs);

/* `() -> (val)`. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapConstantGet(MlirContext ctx,
                                                          int64_t val);

/* `(d0, ..., dn-1) -> (d0, ..., dn-1)`. */
MLIR_CAPI_EXPORTED MlirAffineMap
mlirAffineMapMultiDimIdentityGet(MlirContext ctx, intptr_t numDims);

/* The identity on the last `results` of `dims` dimensions (results <= dims). */
MLIR_CAPI_EXPORTED MlirAffineMap
mlirAffineMapMinorIdentityGet(MlirContext ctx, intptr_t dims, intptr_t results);

/* `(d0, ..., dn-1) -> (d<p0>, ..., d<pn-1>)` for the permutation `p`. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapPermutationGet(
    MlirContext ctx, intptr_t size, unsigned *permutation);

/* --- queries ------------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirAffineMapIsIdentity(MlirAffineMap affineMap);

MLIR_CAPI_EXPORTED bool mlirAffineMapIsMinorIdentity(MlirAffineMap affineMap);

/* True for a map with no dimension, no symbol and no result. */
MLIR_CAPI_EXPORTED bool mlirAffineMapIsEmpty(MlirAffineMap affineMap);

/* True for a map with exactly one result, a constant. */
MLIR_CAPI_EXPORTED bool mlirAffineMapIsSingleConstant(MlirAffineMap affineMap);

/* That constant (only for single-constant maps). */
MLIR_CAPI_EXPORTED int64_t
mlirAffineMapGetSingleConstantResult(MlirAffineMap affineMap);

MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumDims(MlirAffineMap affineMap);

MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumSymbols(MlirAffineMap affineMap);

MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumResults(MlirAffineMap affineMap);

/* Result `pos` (0 <= pos < number of results). */
MLIR_CAPI_EXPORTED MlirAffineExpr
mlirAffineMapGetResult(MlirAffineMap affineMap, intptr_t pos);

/* Dimensions plus symbols. */
MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumInputs(MlirAffineMap affineMap);

/* True if every result is a distinct dimension (or the constant 0). */
MLIR_CAPI_EXPORTED bool
mlirAffineMapIsProjectedPermutation(MlirAffineMap affineMap);

/* True for a projected permutation using every dimension exactly once. */
MLIR_CAPI_EXPORTED bool mlirAffineMapIsPermutation(MlirAffineMap affineMap);

/* The map of the results at the `size` positions `resultPos`. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGetSubMap(MlirAffineMap affineMap,
                                                        intptr_t size,
                                                        intptr_t *resultPos);

/* The map of the first `numResults` results (the map itself if it has no
 * more; the null map for 0). */
MLIR_CAPI_EXPORTED MlirAffineMap
mlirAffineMapGetMajorSubMap(MlirAffineMap affineMap, intptr_t numResults);

/* The map of the last `numResults` results (same conventions). */
MLIR_CAPI_EXPORTED MlirAffineMap
mlirAffineMapGetMinorSubMap(MlirAffineMap affineMap, intptr_t numResults);

/* Replaces every occurrence of `expression` in the results by
 * `replacement`; the new map has `numResultDims` dimensions and
 * `numResultSyms` symbols. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapReplace(
    MlirAffineMap affineMap, MlirAffineExpr expression,
    MlirAffineExpr replacement, intptr_t numResultDims, intptr_t numResultSyms);

/* Drops the symbols none of the `size` maps uses and renumbers the rest
 * (the same for all maps); calls `populateResult(result, i, map)` with each
 * new map in order. */
MLIR_CAPI_EXPORTED void mlirAffineMapCompressUnusedSymbols(
    MlirAffineMap *affineMaps, intptr_t size, void *result,
    void (*populateResult)(void *res, intptr_t idx, MlirAffineMap m));

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_AFFINEMAP_H */
