/* mlir-c/IntegerSet.h - integer sets in cmlir's C API (MLIR 13 compatible).
 *
 * An integer set `(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)` is a
 * conjunction of affine constraints, each an equality or an inequality of
 * an expression against zero.  Sets are uniqued in their context.
 */
#ifndef MLIR_C_INTEGERSET_H
#define MLIR_C_INTEGERSET_H

#include "mlir-c/AffineExpr.h"

#ifdef __cplusplus
extern "C" {
#endif

#define DEFINE_C_API_STRUCT(name, storage)                                     \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

DEFINE_C_API_STRUCT(MlirIntegerSet, const void);

#undef DEFINE_C_API_STRUCT

/* The context owning the set. */
MLIR_CAPI_EXPORTED MlirContext mlirIntegerSetGetContext(MlirIntegerSet set);

/* True for the null handle. */
static inline bool mlirIntegerSetIsNull(MlirIntegerSet set) { return !set.ptr; }

/* True if both handles denote the same set (structural equality of the
 * constraints, not of the sets of points). */
MLIR_CAPI_EXPORTED bool mlirIntegerSetEqual(MlirIntegerSet s1,
                                            MlirIntegerSet s2);

/* Prints the set through `callback` (possibly in several chunks). */
MLIR_CAPI_EXPORTED void mlirIntegerSetPrint(MlirIntegerSet set,
                                            MlirStringCallback callback,
                                            void *userData);

/* Prints the set and a newline to stderr. */
MLIR_CAPI_EXPORTED void mlirIntegerSetDump(MlirIntegerSet set);

/* The canonical empty set of that many dimensions and symbols: the single
 * constraint `1 == 0`. */
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetEmptyGet(MlirContext context,
                                                         intptr_t numDims,
                                                         intptr_t numSymbols);

/* A set of `numConstraints` constraints; `eqFlags[i]` makes constraint i an
 * equality (`== 0`), otherwise it is `>= 0`. */
MLIR_CAPI_EXPORTED MlirIntegerSet
mlirIntegerSetGet(MlirContext context, intptr_t numDims, intptr_t numSymbols,
                  intptr_t numConstraints, const MlirAffineExpr *constraints,
                  const bool *eqFlags);

/* The set with each dimension and symbol replaced by the given expressions
 * (one per dimension and per symbol of `set`), over `numResultDims`
 * dimensions and `numResultSymbols` symbols. */
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetReplaceGet(
    MlirIntegerSet set, const MlirAffineExpr *dimReplacements,
    const MlirAffineExpr *symbolReplacements, intptr_t numResultDims,
    intptr_t numResultSymbols);

/* True for the canonical empty set of mlirIntegerSetEmptyGet. */
MLIR_CAPI_EXPORTED bool mlirIntegerSetIsCanonicalEmpty(MlirIntegerSet set);

MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumDims(MlirIntegerSet set);

MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumSymbols(MlirIntegerSet set);

/* Dimensions plus symbols. */
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumInputs(MlirIntegerSet set);

MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumConstraints(MlirIntegerSet set);

MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumEqualities(MlirIntegerSet set);

MLIR_CAPI_EXPORTED intptr_t
mlirIntegerSetGetNumInequalities(MlirIntegerSet set);

/* The expression of constraint `pos`. */
MLIR_CAPI_EXPORTED MlirAffineExpr
mlirIntegerSetGetConstraint(MlirIntegerSet set, intptr_t pos);

/* True if constraint `pos` is an equality. */
MLIR_CAPI_EXPORTED bool mlirIntegerSetIsConstraintEq(MlirIntegerSet set,
                                                     intptr_t pos);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_INTEGERSET_H */
