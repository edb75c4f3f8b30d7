/* mlir-c/BuiltinTypes.h - the builtin types in cmlir's C API (MLIR 13
 * compatible).
 *
 * Types are uniqued in their context and live as long as it.  The `IsA`
 * predicates take any type; the other queries expect a type of the kind
 * they name.  The `GetChecked` constructors verify their arguments as MLIR
 * does: on invalid input they report an error diagnostic at `loc` and
 * return the null type; the plain `Get` constructors expect valid input.
 */
#ifndef MLIR_C_BUILTINTYPES_H
#define MLIR_C_BUILTINTYPES_H

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* --- integer types ------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAInteger(MlirType type);

/* `i<bitwidth>` (signless). */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeGet(MlirContext ctx,
                                               unsigned bitwidth);

/* `si<bitwidth>`. */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeSignedGet(MlirContext ctx,
                                                     unsigned bitwidth);

/* `ui<bitwidth>`. */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeUnsignedGet(MlirContext ctx,
                                                       unsigned bitwidth);

MLIR_CAPI_EXPORTED unsigned mlirIntegerTypeGetWidth(MlirType type);

MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSignless(MlirType type);

MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSigned(MlirType type);

MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsUnsigned(MlirType type);

/* --- index type ---------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAIndex(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirIndexTypeGet(MlirContext ctx);

/* --- floating-point types ------------------------------------------------ */

MLIR_CAPI_EXPORTED bool mlirTypeIsABF16(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirBF16TypeGet(MlirContext ctx);

MLIR_CAPI_EXPORTED bool mlirTypeIsAF16(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirF16TypeGet(MlirContext ctx);

MLIR_CAPI_EXPORTED bool mlirTypeIsAF32(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirF32TypeGet(MlirContext ctx);

MLIR_CAPI_EXPORTED bool mlirTypeIsAF64(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirF64TypeGet(MlirContext ctx);

/* --- none type ----------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsANone(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirNoneTypeGet(MlirContext ctx);

/* --- complex type -------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAComplex(MlirType type);

/* `complex<elementType>` (an integer or floating-point element type). */
MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGet(MlirType elementType);

MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGetElementType(MlirType type);

/* --- shaped types (vectors, tensors, memrefs) ---------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAShaped(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirShapedTypeGetElementType(MlirType type);

MLIR_CAPI_EXPORTED bool mlirShapedTypeHasRank(MlirType type);

/* The rank of a ranked shaped type. */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetRank(MlirType type);

/* True if ranked and no dimension is dynamic. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeHasStaticShape(MlirType type);

MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicDim(MlirType type, intptr_t dim);

/* Size of dimension `dim` (-1 when dynamic). */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDimSize(MlirType type,
                                                    intptr_t dim);

/* True if `size` is the dynamic dimension marker (-1 in MLIR 13). */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicSize(int64_t size);

/* True if `val` is the dynamic stride or offset marker (INT64_MIN). */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicStrideOrOffset(int64_t val);

/* --- vector type --------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAVector(MlirType type);

/* `vector<shape x elementType>`. */
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGet(intptr_t rank,
                                              const int64_t *shape,
                                              MlirType elementType);

MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGetChecked(MlirLocation loc,
                                                     intptr_t rank,
                                                     const int64_t *shape,
                                                     MlirType elementType);

/* --- tensor types -------------------------------------------------------- */

/* Ranked or unranked. */
MLIR_CAPI_EXPORTED bool mlirTypeIsATensor(MlirType type);

MLIR_CAPI_EXPORTED bool mlirTypeIsARankedTensor(MlirType type);

MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedTensor(MlirType type);

/* `tensor<shape x elementType, encoding>`; a null `encoding` means none. */
MLIR_CAPI_EXPORTED MlirType mlirRankedTensorTypeGet(intptr_t rank,
                                                    const int64_t *shape,
                                                    MlirType elementType,
                                                    MlirAttribute encoding);

MLIR_CAPI_EXPORTED MlirType mlirRankedTensorTypeGetChecked(
    MlirLocation loc, intptr_t rank, const int64_t *shape, MlirType elementType,
    MlirAttribute encoding);

/* The encoding of a ranked tensor type (null if it has none). */
MLIR_CAPI_EXPORTED MlirAttribute mlirRankedTensorTypeGetEncoding(MlirType type);

/* `tensor<* x elementType>`. */
MLIR_CAPI_EXPORTED MlirType mlirUnrankedTensorTypeGet(MlirType elementType);

MLIR_CAPI_EXPORTED MlirType
mlirUnrankedTensorTypeGetChecked(MlirLocation loc, MlirType elementType);

/* --- memref types -------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAMemRef(MlirType type);

MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedMemRef(MlirType type);

/* `memref<shape x elementType, maps..., memorySpace>`: the layout is the
 * composition of the `numMaps` affine maps (identity maps are dropped); a
 * null `memorySpace` (or the integer 0) is the default memory space. */
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeGet(
    MlirType elementType, intptr_t rank, const int64_t *shape, intptr_t numMaps,
    MlirAffineMap const *affineMaps, MlirAttribute memorySpace);

MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeGetChecked(
    MlirLocation loc, MlirType elementType, intptr_t rank, const int64_t *shape,
    intptr_t numMaps, MlirAffineMap const *affineMaps,
    MlirAttribute memorySpace);

/* A memref with the identity layout. */
MLIR_CAPI_EXPORTED MlirType
mlirMemRefTypeContiguousGet(MlirType elementType, intptr_t rank,
                            const int64_t *shape, MlirAttribute memorySpace);

MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeContiguousGetChecked(
    MlirLocation loc, MlirType elementType, intptr_t rank, const int64_t *shape,
    MlirAttribute memorySpace);

/* `memref<* x elementType, memorySpace>`. */
MLIR_CAPI_EXPORTED MlirType
mlirUnrankedMemRefTypeGet(MlirType elementType, MlirAttribute memorySpace);

MLIR_CAPI_EXPORTED MlirType mlirUnrankedMemRefTypeGetChecked(
    MlirLocation loc, MlirType elementType, MlirAttribute memorySpace);

/* Number of maps in the layout composition (0 for the identity layout). */
MLIR_CAPI_EXPORTED intptr_t mlirMemRefTypeGetNumAffineMaps(MlirType type);

/* Map `pos` of the layout composition. */
MLIR_CAPI_EXPORTED MlirAffineMap mlirMemRefTypeGetAffineMap(MlirType type,
                                                            intptr_t pos);

/* The memory space (null for the default one). */
MLIR_CAPI_EXPORTED MlirAttribute mlirMemRefTypeGetMemorySpace(MlirType type);

MLIR_CAPI_EXPORTED MlirAttribute
mlirUnrankedMemrefGetMemorySpace(MlirType type);

/* --- tuple type ---------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsATuple(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGet(MlirContext ctx,
                                             intptr_t numElements,
                                             MlirType const *elements);

MLIR_CAPI_EXPORTED intptr_t mlirTupleTypeGetNumTypes(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGetType(MlirType type, intptr_t pos);

/* --- function type ------------------------------------------------------- */

MLIR_CAPI_EXPORTED bool mlirTypeIsAFunction(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGet(MlirContext ctx,
                                                intptr_t numInputs,
                                                MlirType const *inputs,
                                                intptr_t numResults,
                                                MlirType const *results);

MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumInputs(MlirType type);

MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumResults(MlirType type);

MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetInput(MlirType type,
                                                     intptr_t pos);

MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetResult(MlirType type,
                                                      intptr_t pos);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BUILTINTYPES_H */
