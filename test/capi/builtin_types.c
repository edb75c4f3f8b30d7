/* mlir-c/BuiltinTypes.h: every builtin type's constructors, predicates and
 * queries, and the GetChecked constructors on invalid input (null type and
 * an error at the given location).
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check builtin_types %s
 */
#include <stdint.h>
#include <stdio.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

static void put(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static void show(const char *label, MlirType t) {
  printf("%s: ", label);
  if (mlirTypeIsNull(t)) {
    printf("<null>\n");
    return;
  }
  mlirTypePrint(t, put, NULL);
  printf("\n");
}

/* The IsA predicates as a bit string. */
static void kinds(MlirType t) {
  printf("  int %d index %d bf16 %d f16 %d f32 %d f64 %d none %d complex %d "
         "shaped %d vector %d tensor %d ranked %d unranked %d memref %d "
         "unranked-memref %d tuple %d function %d\n",
         mlirTypeIsAInteger(t), mlirTypeIsAIndex(t), mlirTypeIsABF16(t),
         mlirTypeIsAF16(t), mlirTypeIsAF32(t), mlirTypeIsAF64(t),
         mlirTypeIsANone(t), mlirTypeIsAComplex(t), mlirTypeIsAShaped(t),
         mlirTypeIsAVector(t), mlirTypeIsATensor(t),
         mlirTypeIsARankedTensor(t), mlirTypeIsAUnrankedTensor(t),
         mlirTypeIsAMemRef(t), mlirTypeIsAUnrankedMemRef(t),
         mlirTypeIsATuple(t), mlirTypeIsAFunction(t));
}

static void shaped(MlirType t) {
  printf("  element ");
  mlirTypePrint(mlirShapedTypeGetElementType(t), put, NULL);
  printf(" has-rank %d", mlirShapedTypeHasRank(t));
  if (mlirShapedTypeHasRank(t)) {
    printf(" rank %lld static %d dims", (long long)mlirShapedTypeGetRank(t),
           mlirShapedTypeHasStaticShape(t));
    for (int64_t i = 0; i < mlirShapedTypeGetRank(t); i++)
      printf(" %lld%s", (long long)mlirShapedTypeGetDimSize(t, i),
             mlirShapedTypeIsDynamicDim(t, i) ? "(dyn)" : "");
  }
  printf("\n");
}

/* Prints a diagnostic a GetChecked constructor reports to a handler. */
static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  (void)user;
  printf("handler: severity %d at ", (int)mlirDiagnosticGetSeverity(d));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), put, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, put, NULL);
  printf(" notes %d\n", (int)mlirDiagnosticGetNumNotes(d));
  return mlirLogicalResultSuccess();
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  MlirLocation loc =
      mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString("t.mlir"),
                                 3, 7);
  MlirLocation unknown = mlirLocationUnknownGet(ctx);

  // CHECK-LABEL: --- scalars
  printf("--- scalars\n");
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType si8 = mlirIntegerTypeSignedGet(ctx, 8);
  MlirType ui64 = mlirIntegerTypeUnsignedGet(ctx, 64);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  // CHECK: i32: i32
  // CHECK-NEXT: int 1 index 0 bf16 0 f16 0 f32 0 f64 0 none 0 complex 0 shaped 0
  show("i32", i32);
  kinds(i32);
  // CHECK: si8: si8
  show("si8", si8);
  // CHECK: ui64: ui64
  show("ui64", ui64);
  // CHECK: widths 32 8 64 1 signless 1 0 0 signed 0 1 0 unsigned 0 0 1
  printf("widths %u %u %u %u signless %d %d %d signed %d %d %d unsigned %d %d "
         "%d\n",
         mlirIntegerTypeGetWidth(i32), mlirIntegerTypeGetWidth(si8),
         mlirIntegerTypeGetWidth(ui64), mlirIntegerTypeGetWidth(i1),
         mlirIntegerTypeIsSignless(i32), mlirIntegerTypeIsSignless(si8),
         mlirIntegerTypeIsSignless(ui64), mlirIntegerTypeIsSigned(i32),
         mlirIntegerTypeIsSigned(si8), mlirIntegerTypeIsSigned(ui64),
         mlirIntegerTypeIsUnsigned(i32), mlirIntegerTypeIsUnsigned(si8),
         mlirIntegerTypeIsUnsigned(ui64));
  // CHECK: same-i32 1 i32-vs-si32 0
  printf("same-i32 %d i32-vs-si32 %d\n",
         mlirTypeEqual(i32, mlirIntegerTypeGet(ctx, 32)),
         mlirTypeEqual(i32, mlirIntegerTypeSignedGet(ctx, 32)));
  MlirType index = mlirIndexTypeGet(ctx);
  // CHECK: index: index
  // CHECK-NEXT: int 0 index 1 bf16 0
  show("index", index);
  kinds(index);
  MlirType bf16 = mlirBF16TypeGet(ctx), f16 = mlirF16TypeGet(ctx);
  MlirType f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);
  // CHECK: bf16: bf16
  // CHECK-NEXT: int 0 index 0 bf16 1 f16 0 f32 0 f64 0
  show("bf16", bf16);
  kinds(bf16);
  // CHECK: f16: f16
  // CHECK-NEXT: bf16 0 f16 1 f32 0 f64 0
  show("f16", f16);
  kinds(f16);
  // CHECK: f32: f32
  // CHECK-NEXT: bf16 0 f16 0 f32 1 f64 0
  show("f32", f32);
  kinds(f32);
  // CHECK: f64: f64
  // CHECK-NEXT: bf16 0 f16 0 f32 0 f64 1 none 0
  show("f64", f64);
  kinds(f64);
  MlirType none = mlirNoneTypeGet(ctx);
  // CHECK: none: none
  // CHECK-NEXT: none 1 complex 0
  show("none", none);
  kinds(none);
  MlirType cplx = mlirComplexTypeGet(f32);
  // CHECK: complex: complex<f32>
  // CHECK-NEXT: none 0 complex 1 shaped 0
  show("complex", cplx);
  kinds(cplx);
  // CHECK: complex element: f32
  show("complex element", mlirComplexTypeGetElementType(cplx));

  // CHECK-LABEL: --- vectors and tensors
  printf("--- vectors and tensors\n");
  int64_t shape2[] = {2, 3};
  int64_t dyn[] = {-1, 4, -1};
  MlirType vec = mlirVectorTypeGet(2, shape2, f32);
  // CHECK: vector: vector<2x3xf32>
  // CHECK-NEXT: shaped 1 vector 1 tensor 0 ranked 0 unranked 0 memref 0
  // CHECK-NEXT: element f32 has-rank 1 rank 2 static 1 dims 2 3
  show("vector", vec);
  kinds(vec);
  shaped(vec);
  // CHECK: vector-checked: vector<2x3xindex>
  show("vector-checked", mlirVectorTypeGetChecked(loc, 2, shape2, index));
  MlirType rt = mlirRankedTensorTypeGet(3, dyn, i32, mlirAttributeGetNull());
  // CHECK: ranked: tensor<?x4x?xi32>
  // CHECK-NEXT: shaped 1 vector 0 tensor 1 ranked 1 unranked 0
  // CHECK-NEXT: element i32 has-rank 1 rank 3 static 0 dims -1(dyn) 4 -1(dyn)
  show("ranked", rt);
  kinds(rt);
  shaped(rt);
  // CHECK: encoding-null 1
  printf("encoding-null %d\n",
         mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(rt)));
  MlirAttribute enc = mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("sparse"));
  MlirType rte = mlirRankedTensorTypeGet(2, shape2, cplx, enc);
  // CHECK: ranked-encoded: tensor<2x3xcomplex<f32>, "sparse">
  show("ranked-encoded", rte);
  // CHECK: encoding: "sparse"
  printf("encoding: ");
  mlirAttributePrint(mlirRankedTensorTypeGetEncoding(rte), put, NULL);
  printf("\n");
  // CHECK: ranked-checked: tensor<2x3xvector<2x3xf32>>
  show("ranked-checked", mlirRankedTensorTypeGetChecked(
                             loc, 2, shape2, vec, mlirAttributeGetNull()));
  // CHECK: rank0: tensor<f64>
  show("rank0", mlirRankedTensorTypeGet(0, NULL, f64, mlirAttributeGetNull()));
  MlirType ut = mlirUnrankedTensorTypeGet(f16);
  // CHECK: unranked: tensor<*xf16>
  // CHECK-NEXT: shaped 1 vector 0 tensor 1 ranked 0 unranked 1
  // CHECK-NEXT: element f16 has-rank 0
  show("unranked", ut);
  kinds(ut);
  shaped(ut);
  // CHECK: unranked-checked: tensor<*xindex>
  show("unranked-checked", mlirUnrankedTensorTypeGetChecked(loc, index));
  // CHECK: dynamic-size 1 0 dynamic-stride 1 0
  printf("dynamic-size %d %d dynamic-stride %d %d\n",
         mlirShapedTypeIsDynamicSize(-1), mlirShapedTypeIsDynamicSize(4),
         mlirShapedTypeIsDynamicStrideOrOffset(INT64_MIN),
         mlirShapedTypeIsDynamicStrideOrOffset(-1));

  // CHECK-LABEL: --- memrefs
  printf("--- memrefs\n");
  MlirAttribute ms2 = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 2);
  MlirAttribute ms0 = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 0);
  MlirType mr = mlirMemRefTypeContiguousGet(f32, 3, dyn, ms2);
  // CHECK: contiguous: memref<?x4x?xf32, 2>
  // CHECK-NEXT: shaped 1 vector 0 tensor 0 ranked 0 unranked 0 memref 1 unranked-memref 0
  // CHECK-NEXT: element f32 has-rank 1 rank 3 static 0
  show("contiguous", mr);
  kinds(mr);
  shaped(mr);
  // CHECK: maps 0 memory space: 2 : i64
  printf("maps %d memory space: ", (int)mlirMemRefTypeGetNumAffineMaps(mr));
  mlirAttributePrint(mlirMemRefTypeGetMemorySpace(mr), put, NULL);
  printf("\n");
  MlirType mr0 = mlirMemRefTypeContiguousGet(f32, 2, shape2, ms0);
  // CHECK: default-space: memref<2x3xf32> null-space 1
  printf("default-space: ");
  mlirTypePrint(mr0, put, NULL);
  printf(" null-space %d\n",
         mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(mr0)));
  // CHECK: contiguous-checked: memref<2x3xi32>
  show("contiguous-checked", mlirMemRefTypeContiguousGetChecked(
                                 loc, i32, 2, shape2, mlirAttributeGetNull()));
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr strided = mlirAffineAddExprGet(
      mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 8)), d1);
  MlirAffineMap layout = mlirAffineMapGet(ctx, 2, 0, 1, &strided);
  unsigned swap[] = {1, 0};
  MlirAffineMap maps[] = {mlirAffineMapMultiDimIdentityGet(ctx, 2),
                          mlirAffineMapPermutationGet(ctx, 2, swap), layout};
  MlirType ml = mlirMemRefTypeGet(f32, 2, shape2, 1, &layout,
                                  mlirAttributeGetNull());
  // CHECK: one-map: memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> maps 1
  printf("one-map: ");
  mlirTypePrint(ml, put, NULL);
  printf(" maps %d\n", (int)mlirMemRefTypeGetNumAffineMaps(ml));
  MlirType mc = mlirMemRefTypeGet(f32, 2, shape2, 3, maps, ms2);
  // CHECK: composed: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0 * 8 + d1)>, 2> maps 2
  printf("composed: ");
  mlirTypePrint(mc, put, NULL);
  printf(" maps %d\n", (int)mlirMemRefTypeGetNumAffineMaps(mc));
  // CHECK-NEXT: map 0: (d0, d1) -> (d1, d0)
  // CHECK-NEXT: map 1: (d0, d1) -> (d0 * 8 + d1)
  for (intptr_t i = 0; i < mlirMemRefTypeGetNumAffineMaps(mc); i++) {
    printf("map %d: ", (int)i);
    mlirAffineMapPrint(mlirMemRefTypeGetAffineMap(mc, i), put, NULL);
    printf("\n");
  }
  // CHECK: identity-dropped: memref<2x3xf32> same 1
  MlirType mi = mlirMemRefTypeGet(f32, 2, shape2, 1, maps, ms0);
  printf("identity-dropped: ");
  mlirTypePrint(mi, put, NULL);
  printf(" same %d\n", mlirTypeEqual(mi, mr0));
  // CHECK: checked-maps: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0 * 8 + d1)>, 2>
  show("checked-maps",
       mlirMemRefTypeGetChecked(loc, f32, 2, shape2, 3, maps, ms2));
  MlirType um = mlirUnrankedMemRefTypeGet(i32, ms2);
  // CHECK: unranked-memref: memref<*xi32, 2>
  // CHECK-NEXT: memref 0 unranked-memref 1 tuple 0
  // CHECK-NEXT: element i32 has-rank 0
  show("unranked-memref", um);
  kinds(um);
  shaped(um);
  // CHECK: unranked space: 2 : i64
  printf("unranked space: ");
  mlirAttributePrint(mlirUnrankedMemrefGetMemorySpace(um), put, NULL);
  printf("\n");
  // CHECK: unranked-default: memref<*xf32> null-space 1
  MlirType um0 = mlirUnrankedMemRefTypeGet(f32, ms0);
  printf("unranked-default: ");
  mlirTypePrint(um0, put, NULL);
  printf(" null-space %d\n",
         mlirAttributeIsNull(mlirUnrankedMemrefGetMemorySpace(um0)));
  // CHECK: unranked-checked: memref<*xcomplex<f32>>
  show("unranked-checked", mlirUnrankedMemRefTypeGetChecked(
                               loc, cplx, mlirAttributeGetNull()));

  // CHECK-LABEL: --- tuples and functions
  printf("--- tuples and functions\n");
  MlirType elems[] = {i32, vec, none};
  MlirType tup = mlirTupleTypeGet(ctx, 3, elems);
  // CHECK: tuple: tuple<i32, vector<2x3xf32>, none>
  // CHECK-NEXT: tuple 1 function 0
  show("tuple", tup);
  kinds(tup);
  // CHECK: tuple types 3: vector<2x3xf32>
  printf("tuple types %d: ", (int)mlirTupleTypeGetNumTypes(tup));
  mlirTypePrint(mlirTupleTypeGetType(tup, 1), put, NULL);
  printf("\n");
  // CHECK: empty-tuple: tuple<>
  show("empty-tuple", mlirTupleTypeGet(ctx, 0, NULL));
  MlirType ins[] = {i32, f64}, outs[] = {tup};
  MlirType fn = mlirFunctionTypeGet(ctx, 2, ins, 1, outs);
  // CHECK: function: (i32, f64) -> tuple<i32, vector<2x3xf32>, none>
  // CHECK-NEXT: tuple 0 function 1
  show("function", fn);
  kinds(fn);
  // CHECK: inputs 2 results 1 input1 f64 result0 tuple<i32, vector<2x3xf32>, none>
  printf("inputs %d results %d input1 ", (int)mlirFunctionTypeGetNumInputs(fn),
         (int)mlirFunctionTypeGetNumResults(fn));
  mlirTypePrint(mlirFunctionTypeGetInput(fn, 1), put, NULL);
  printf(" result0 ");
  mlirTypePrint(mlirFunctionTypeGetResult(fn, 0), put, NULL);
  printf("\n");
  // CHECK: nullary: () -> ()
  show("nullary", mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL));
  MlirType two[] = {f32, f32};
  // CHECK: multi-result: () -> (f32, f32)
  show("multi-result", mlirFunctionTypeGet(ctx, 0, NULL, 2, two));

  // CHECK-LABEL: --- invalid input
  printf("--- invalid input\n");
  int64_t bad[] = {2, -3};
  int64_t zero[] = {0, 2};
  // CHECK: loc("t.mlir":3:7): error: vector elements must be int/index/float type
  // CHECK-NEXT: vector-of-tuple: <null>
  show("vector-of-tuple", mlirVectorTypeGetChecked(loc, 2, shape2, tup));
  // CHECK: loc("t.mlir":3:7): error: vector types must have positive constant sizes
  // CHECK-NEXT: vector-zero-dim: <null>
  show("vector-zero-dim", mlirVectorTypeGetChecked(loc, 2, zero, f32));
  // CHECK: error: vector types must have positive constant sizes
  // CHECK-NEXT: vector-dynamic-unknown-loc: <null>
  show("vector-dynamic-unknown-loc",
       mlirVectorTypeGetChecked(unknown, 3, dyn, f32));
  // CHECK: loc("t.mlir":3:7): error: invalid tensor dimension size
  // CHECK-NEXT: tensor-bad-dim: <null>
  show("tensor-bad-dim", mlirRankedTensorTypeGetChecked(
                             loc, 2, bad, f32, mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: invalid tensor element type: 'none'
  // CHECK-NEXT: tensor-of-none: <null>
  show("tensor-of-none", mlirRankedTensorTypeGetChecked(
                             loc, 2, shape2, none, mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: invalid tensor element type: '(i32, f64) -> tuple<i32, vector<2x3xf32>, none>'
  // CHECK-NEXT: unranked-tensor-of-function: <null>
  show("unranked-tensor-of-function",
       mlirUnrankedTensorTypeGetChecked(loc, fn));
  // CHECK: loc("t.mlir":3:7): error: invalid tensor element type: 'tensor<*xf16>'
  // CHECK-NEXT: tensor-of-tensor: <null>
  show("tensor-of-tensor", mlirRankedTensorTypeGetChecked(
                               loc, 2, shape2, ut, mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: invalid memref element type
  // CHECK-NEXT: memref-of-tensor: <null>
  show("memref-of-tensor", mlirMemRefTypeContiguousGetChecked(
                               loc, rt, 2, shape2, mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: invalid memref size
  // CHECK-NEXT: memref-bad-dim: <null>
  show("memref-bad-dim", mlirMemRefTypeContiguousGetChecked(
                             loc, f32, 2, bad, mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: memref affine map dimension mismatch between memref rank and affine map1: 3 != 2
  // CHECK-NEXT: memref-rank-mismatch: <null>
  show("memref-rank-mismatch",
       mlirMemRefTypeGetChecked(loc, f32, 3, dyn, 1, &layout,
                                mlirAttributeGetNull()));
  MlirAffineMap chain[] = {maps[1], layout, layout};
  // CHECK: loc("t.mlir":3:7): error: memref affine map dimension mismatch between affine map 2 and affine map3: 1 != 2
  // CHECK-NEXT: memref-chain-mismatch: <null>
  show("memref-chain-mismatch",
       mlirMemRefTypeGetChecked(loc, f32, 2, shape2, 3, chain,
                                mlirAttributeGetNull()));
  // CHECK: loc("t.mlir":3:7): error: invalid memref element type
  // CHECK-NEXT: unranked-memref-of-none: <null>
  show("unranked-memref-of-none", mlirUnrankedMemRefTypeGetChecked(
                                      loc, none, mlirAttributeGetNull()));
  // CHECK: error: vector types must have at least one dimension
  // CHECK-NEXT: vector-rank0: <null>
  show("vector-rank0", mlirVectorTypeGetChecked(unknown, 0, NULL, f32));
  MlirAttribute fspace = mlirFloatAttrDoubleGet(ctx, f32, 1.0);
  // CHECK: loc("t.mlir":3:7): error: unsupported memory space Attribute
  // CHECK-NEXT: memref-float-space: <null>
  show("memref-float-space",
       mlirMemRefTypeContiguousGetChecked(loc, f32, 2, shape2, fspace));
  // CHECK: loc("t.mlir":3:7): error: unsupported memory space Attribute
  // CHECK-NEXT: unranked-memref-float-space: <null>
  show("unranked-memref-float-space",
       mlirUnrankedMemRefTypeGetChecked(loc, f32, fspace));
  // CHECK: memref-string-space: memref<2x3xf32, "gpu">
  show("memref-string-space",
       mlirMemRefTypeContiguousGetChecked(
           loc, f32, 2, shape2,
           mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("gpu"))));
  MlirDiagnosticHandlerID h =
      mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  // CHECK: handler: severity 0 at loc("t.mlir":3:7): vector types must have positive constant sizes notes 0
  // CHECK-NEXT: handled: <null>
  show("handled", mlirVectorTypeGetChecked(loc, 2, bad, f32));
  // CHECK: handler: severity 0 at loc("t.mlir":3:7): invalid memref element type notes 0
  // CHECK-NEXT: handled-memref: <null>
  show("handled-memref",
       mlirUnrankedMemRefTypeGetChecked(loc, none, mlirAttributeGetNull()));
  mlirContextDetachDiagnosticHandler(ctx, h);
  MlirType null_type = {NULL};
  // CHECK: null-type 1 0
  printf("null-type %d %d\n", mlirTypeIsNull(null_type), mlirTypeIsNull(i32));

  mlirContextDestroy(ctx);
  return 0;
}
