/* mlir-c/BuiltinTypes.h, BuiltinAttributes.h, AffineMap.h, IntegerSet.h:
 * input that upstream MLIR 13 asserts on (queries of the wrong kind, null
 * handles, element counts that do not fit the shape, out-of-range
 * positions).  cmlir answers with 0 / false / null handles and never
 * aborts; this program is cmlir-only (upstream would crash).
 *
 * RUN: %capi_check builtin_bad_input %s
 */
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirType null_type = {NULL};
  MlirAttribute null_attr = {NULL};
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t s23[] = {2, 3};
  MlirType t23 = mlirRankedTensorTypeGet(2, s23, i32, null_attr);

  // CHECK: null-type predicates 0 0 0 0 0 0
  printf("null-type predicates %d %d %d %d %d %d\n", mlirTypeIsAInteger(null_type),
         mlirTypeIsAShaped(null_type), mlirTypeIsAMemRef(null_type),
         mlirTypeIsATuple(null_type), mlirTypeIsAFunction(null_type),
         mlirTypeIsAComplex(null_type));
  // CHECK: wrong-kind queries 0 0 0 0 0 0 0 0
  printf("wrong-kind queries %u %d %d %d %d %d %d %d\n",
         mlirIntegerTypeGetWidth(f32), mlirShapedTypeHasRank(i32),
         (int)mlirShapedTypeGetRank(i32), (int)mlirShapedTypeGetDimSize(t23, 5),
         (int)mlirTupleTypeGetNumTypes(i32),
         (int)mlirFunctionTypeGetNumInputs(i32),
         (int)mlirMemRefTypeGetNumAffineMaps(t23),
         mlirTypeIsNull(mlirTupleTypeGetType(i32, 0)) ? 0 : 1);
  // CHECK: null results 1 1 1 1 1
  printf("null results %d %d %d %d %d\n",
         mlirTypeIsNull(mlirShapedTypeGetElementType(i32)),
         mlirTypeIsNull(mlirComplexTypeGetElementType(i32)),
         mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(i32)),
         mlirAffineMapIsNull(mlirMemRefTypeGetAffineMap(t23, 0)),
         mlirTypeIsNull(mlirFunctionTypeGetResult(
             mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL), 0)));

  // CHECK: null-attr predicates 0 0 0 0 0
  printf("null-attr predicates %d %d %d %d %d\n",
         mlirAttributeIsAInteger(null_attr), mlirAttributeIsABool(null_attr),
         mlirAttributeIsAElements(null_attr),
         mlirAttributeIsADenseIntElements(null_attr),
         mlirAttributeIsASymbolRef(null_attr));
  MlirAttribute unit = mlirUnitAttrGet(ctx);
  // CHECK: wrong-kind attrs 0 0 0 0 0 0 0
  printf("wrong-kind attrs %d %d %d %d %d %d %d\n",
         (int)mlirArrayAttrGetNumElements(unit),
         (int)mlirDictionaryAttrGetNumElements(unit),
         (int)mlirIntegerAttrGetValueInt(unit),
         (int)mlirStringAttrGetValue(unit).length,
         (int)mlirElementsAttrGetNumElements(unit),
         mlirDenseElementsAttrIsSplat(unit),
         mlirDenseElementsAttrGetInt32Value(unit, 3));
  // CHECK: null attr results 1 1 1 1 1
  printf("null attr results %d %d %d %d %d\n",
         mlirAttributeIsNull(mlirArrayAttrGetElement(
             mlirArrayAttrGet(ctx, 0, NULL), 0)),
         mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(
             unit, mlirStringRefCreateFromCString("x"))),
         mlirAttributeIsNull(mlirSparseElementsAttrGetIndices(unit)),
         mlirAffineMapIsNull(mlirAffineMapAttrGetValue(unit)),
         mlirAttributeIsNull(mlirDenseElementsAttrGetSplatValue(unit)));

  int32_t three[] = {1, 2, 3};
  float f[] = {1.0f, 2.0f};
  int64_t dyn[] = {-1, 3};
  MlirType tdyn = mlirRankedTensorTypeGet(2, dyn, i32, null_attr);
  // CHECK: bad dense 1 1 1 1 1 1
  printf("bad dense %d %d %d %d %d %d\n",
         mlirAttributeIsNull(mlirDenseElementsAttrInt32Get(t23, 3, three)),
         mlirAttributeIsNull(mlirDenseElementsAttrFloatGet(t23, 2, f)),
         mlirAttributeIsNull(mlirDenseElementsAttrInt32Get(tdyn, 3, three)),
         mlirAttributeIsNull(mlirDenseElementsAttrInt32SplatGet(i32, 1)),
         mlirAttributeIsNull(mlirDenseElementsAttrReshapeGet(
             mlirDenseElementsAttrInt32SplatGet(t23, 1),
             mlirRankedTensorTypeGet(1, s23, i32, null_attr))),
         mlirAttributeIsNull(mlirSparseElementsAttribute(t23, unit, unit)));
  // CHECK: bad scalars 1 1
  printf("bad scalars %d %d\n",
         mlirAttributeIsNull(mlirFloatAttrDoubleGet(ctx, i32, 1.0)),
         mlirAttributeIsNull(mlirIntegerAttrGet(f32, 1)));
  MlirAttribute d = mlirDenseElementsAttrInt32SplatGet(t23, 7);
  uint64_t far[] = {9, 9};
  // CHECK: out of range 0 1 7
  printf("out of range %d %d %d\n", mlirElementsAttrIsValidIndex(d, 2, far),
         mlirAttributeIsNull(mlirElementsAttrGetValue(d, 2, far)),
         mlirDenseElementsAttrGetInt32Value(d, 100));

  MlirAffineMap id = mlirAffineMapMultiDimIdentityGet(ctx, 2);
  intptr_t bad_pos[] = {5};
  // CHECK: bad maps 1 1 1 1 0
  printf("bad maps %d %d %d %d %d\n",
         mlirAffineExprIsNull(mlirAffineMapGetResult(id, 7)),
         mlirAffineMapIsNull(mlirAffineMapGetSubMap(id, 1, bad_pos)),
         mlirAffineMapIsNull(mlirAffineMapPermutationGet(ctx, 0, NULL)),
         mlirAffineMapIsNull(mlirAffineMapMinorIdentityGet(ctx, 1, 3)),
         (int)mlirAffineMapGetSingleConstantResult(id));
  MlirIntegerSet empty = mlirIntegerSetEmptyGet(ctx, 1, 0);
  // CHECK: bad sets 1 0
  printf("bad sets %d %d\n",
         mlirAffineExprIsNull(mlirIntegerSetGetConstraint(empty, 3)),
         mlirIntegerSetIsConstraintEq(empty, -1));
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  // CHECK: bad exprs 1 1 1
  printf("bad exprs %d %d %d\n",
         mlirAffineExprIsNull(mlirAffineBinaryOpExprGetLHS(d0)),
         mlirAffineExprIsMultipleOf(mlirAffineConstantExprGet(ctx, 0), 0),
         mlirAffineExprIsMultipleOf(mlirAffineConstantExprGet(ctx, INT64_MIN),
                                    -1));
  mlirContextDestroy(ctx);
  return 0;
}
