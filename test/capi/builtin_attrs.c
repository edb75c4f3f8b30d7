/* mlir-c/BuiltinAttributes.h: every builtin attribute's constructors,
 * predicates and accessors, dense elements of every C element type, and
 * bad input (GetChecked with a non-float type, invalid indices).
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check builtin_attrs %s
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

static void put(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static void show(const char *label, MlirAttribute a) {
  printf("%s: ", label);
  if (mlirAttributeIsNull(a)) {
    printf("<null>\n");
    return;
  }
  mlirAttributePrint(a, put, NULL);
  printf("\n");
}

static void str(const char *label, MlirStringRef s) {
  printf("%s '%.*s'\n", label, (int)s.length, s.data);
}

static MlirStringRef cstr(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* The IsA predicates. */
static void kinds(MlirAttribute a) {
  printf("  map %d array %d dict %d float %d int %d bool %d set %d opaque %d "
         "string %d symref %d flat %d type %d unit %d elements %d dense %d "
         "dense-int %d dense-fp %d opaque-elements %d sparse %d\n",
         mlirAttributeIsAAffineMap(a), mlirAttributeIsAArray(a),
         mlirAttributeIsADictionary(a), mlirAttributeIsAFloat(a),
         mlirAttributeIsAInteger(a), mlirAttributeIsABool(a),
         mlirAttributeIsAIntegerSet(a), mlirAttributeIsAOpaque(a),
         mlirAttributeIsAString(a), mlirAttributeIsASymbolRef(a),
         mlirAttributeIsAFlatSymbolRef(a), mlirAttributeIsAType(a),
         mlirAttributeIsAUnit(a), mlirAttributeIsAElements(a),
         mlirAttributeIsADenseElements(a),
         mlirAttributeIsADenseIntElements(a),
         mlirAttributeIsADenseFPElements(a),
         mlirAttributeIsAOpaqueElements(a), mlirAttributeIsASparseElements(a));
}

static void scalars(MlirContext ctx, MlirLocation loc) {
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);
  // CHECK-LABEL: --- scalar attributes
  printf("--- scalar attributes\n");
  // CHECK: null: <null>
  show("null", mlirAttributeGetNull());

  MlirAffineMap id2 = mlirAffineMapMultiDimIdentityGet(ctx, 2);
  MlirAttribute am = mlirAffineMapAttrGet(id2);
  // CHECK: affine-map: affine_map<(d0, d1) -> (d0, d1)>
  // CHECK-NEXT: map 1 array 0 dict 0
  show("affine-map", am);
  kinds(am);
  // CHECK: map value equal 1
  printf("map value equal %d\n",
         mlirAffineMapEqual(mlirAffineMapAttrGetValue(am), id2));

  MlirAttribute fa = mlirFloatAttrDoubleGet(ctx, f64, 2.5);
  // CHECK: float: 2.500000e+00 : f64
  // CHECK-NEXT: map 0 array 0 dict 0 float 1 int 0
  show("float", fa);
  kinds(fa);
  // CHECK: float values 2.5 0.0999755859375 3.140625
  printf("float values %.17g %.17g %.17g\n", mlirFloatAttrGetValueDouble(fa),
         mlirFloatAttrGetValueDouble(
             mlirFloatAttrDoubleGet(ctx, mlirF16TypeGet(ctx), 0.1)),
         mlirFloatAttrGetValueDouble(
             mlirFloatAttrDoubleGet(ctx, mlirBF16TypeGet(ctx), 3.14159)));
  // CHECK: float-checked: 1.000000e-01 : f32
  show("float-checked", mlirFloatAttrDoubleGetChecked(loc, f32, 0.1));
  // CHECK: loc("a.mlir":1:2): error: expected floating point type
  // CHECK-NEXT: float-checked-int: <null>
  show("float-checked-int", mlirFloatAttrDoubleGetChecked(loc, i32, 1.0));

  MlirAttribute ia = mlirIntegerAttrGet(i32, -42);
  // CHECK: integer: -42 : i32
  // CHECK-NEXT: float 0 int 1 bool 0
  show("integer", ia);
  kinds(ia);
  MlirAttribute ua = mlirIntegerAttrGet(mlirIntegerTypeUnsignedGet(ctx, 8), 255);
  MlirAttribute xa = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 200);
  MlirAttribute idx = mlirIntegerAttrGet(mlirIndexTypeGet(ctx), 1LL << 40);
  // CHECK: ui8: 255 : ui8
  show("ui8", ua);
  // CHECK: i8: -56 : i8
  show("i8", xa);
  // CHECK: index: 1099511627776 : index
  show("index", idx);
  // CHECK: integer values -42 -1 -56 1099511627776
  printf("integer values %lld %lld %lld %lld\n",
         (long long)mlirIntegerAttrGetValueInt(ia),
         (long long)mlirIntegerAttrGetValueInt(ua),
         (long long)mlirIntegerAttrGetValueInt(xa),
         (long long)mlirIntegerAttrGetValueInt(idx));

  MlirAttribute bt = mlirBoolAttrGet(ctx, 7), bf = mlirBoolAttrGet(ctx, 0);
  // CHECK: bool: true
  // CHECK-NEXT: float 0 int 1 bool 1
  show("bool", bt);
  kinds(bt);
  // CHECK: bool values 1 0 i1-is-bool 1 same 1
  printf("bool values %d %d i1-is-bool %d same %d\n", mlirBoolAttrGetValue(bt),
         mlirBoolAttrGetValue(bf),
         mlirAttributeIsABool(mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)),
         mlirAttributeEqual(bt, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)));

  MlirAttribute op = mlirOpaqueAttrGet(ctx, cstr("foo"), 3, "a<b",
                                       mlirNoneTypeGet(ctx));
  // CHECK: opaque: #foo<"a<b">
  // CHECK-NEXT: set 0 opaque 1 string 0
  show("opaque", op);
  kinds(op);
  // CHECK: opaque namespace 'foo'
  // CHECK-NEXT: opaque data 'a<b'
  str("opaque namespace", mlirOpaqueAttrGetDialectNamespace(op));
  str("opaque data", mlirOpaqueAttrGetData(op));
  // CHECK: opaque-typed: #foo.abc : f32
  show("opaque-typed", mlirOpaqueAttrGet(ctx, cstr("foo"), 3, "abcdef", f32));

  MlirAttribute sa = mlirStringAttrGet(ctx, cstr("hello\tworld"));
  // CHECK: string: "hello\09world"
  // CHECK-NEXT: opaque 0 string 1 symref 0
  show("string", sa);
  kinds(sa);
  // CHECK: string value 'hello	world'
  str("string value", mlirStringAttrGetValue(sa));
  MlirAttribute st = mlirStringAttrTypedGet(f32, cstr("x\"y"));
  // CHECK: typed-string: "x\22y" : f32
  show("typed-string", st);
  // CHECK: typed-string type: f32
  printf("typed-string type: ");
  mlirTypePrint(mlirAttributeGetType(st), put, NULL);
  printf("\n");
  // CHECK: embedded-nul length 3
  MlirAttribute nul = mlirStringAttrGet(ctx, mlirStringRefCreate("a\0b", 3));
  printf("embedded-nul length %d\n", (int)mlirStringAttrGetValue(nul).length);

  MlirAttribute flat = mlirFlatSymbolRefAttrGet(ctx, cstr("leaf"));
  // CHECK: flat: @leaf
  // CHECK-NEXT: string 0 symref 1 flat 1 type 0
  show("flat", flat);
  kinds(flat);
  // CHECK: flat value 'leaf'
  str("flat value", mlirFlatSymbolRefAttrGetValue(flat));
  MlirAttribute refs[] = {mlirFlatSymbolRefAttrGet(ctx, cstr("mid")), flat};
  MlirAttribute sym = mlirSymbolRefAttrGet(ctx, cstr("root"), 2, refs);
  // CHECK: nested: @root::@mid::@leaf
  // CHECK-NEXT: string 0 symref 1 flat 0 type 0
  show("nested", sym);
  kinds(sym);
  // CHECK: root 'root'
  // CHECK-NEXT: leaf 'leaf'
  // CHECK-NEXT: nested refs 2
  // CHECK-NEXT: nested 0: @mid
  str("root", mlirSymbolRefAttrGetRootReference(sym));
  str("leaf", mlirSymbolRefAttrGetLeafReference(sym));
  printf("nested refs %d\n", (int)mlirSymbolRefAttrGetNumNestedReferences(sym));
  show("nested 0", mlirSymbolRefAttrGetNestedReference(sym, 0));
  // CHECK: quoted: @"with space"
  show("quoted", mlirFlatSymbolRefAttrGet(ctx, cstr("with space")));
  // CHECK: flat-leaf 'leaf'
  // CHECK-NEXT: nested-of-flat 0
  str("flat-leaf", mlirSymbolRefAttrGetLeafReference(flat));
  printf("nested-of-flat %d\n",
         (int)mlirSymbolRefAttrGetNumNestedReferences(flat));

  MlirAttribute ta = mlirTypeAttrGet(mlirComplexTypeGet(f64));
  // CHECK: type: complex<f64>
  // CHECK-NEXT: flat 0 type 1 unit 0
  show("type", ta);
  kinds(ta);
  // CHECK: type value: complex<f64>
  printf("type value: ");
  mlirTypePrint(mlirTypeAttrGetValue(ta), put, NULL);
  printf("\n");
  MlirAttribute un = mlirUnitAttrGet(ctx);
  // CHECK: unit: unit
  // CHECK-NEXT: type 0 unit 1 elements 0
  show("unit", un);
  kinds(un);
}

static void containers(MlirContext ctx) {
  // CHECK-LABEL: --- arrays and dictionaries
  printf("--- arrays and dictionaries\n");
  MlirAttribute el[] = {mlirUnitAttrGet(ctx), mlirStringAttrGet(ctx, cstr("s")),
                        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 3)};
  MlirAttribute arr = mlirArrayAttrGet(ctx, 3, el);
  // CHECK: array: [unit, "s", 3]
  // CHECK-NEXT: map 0 array 1 dict 0
  show("array", arr);
  kinds(arr);
  // CHECK: array elements 3
  // CHECK-NEXT: element 1: "s"
  printf("array elements %d\n", (int)mlirArrayAttrGetNumElements(arr));
  show("element 1", mlirArrayAttrGetElement(arr, 1));
  // CHECK: empty-array: []
  show("empty-array", mlirArrayAttrGet(ctx, 0, NULL));

  MlirNamedAttribute entries[] = {
      {mlirIdentifierGet(ctx, cstr("zeta")), mlirUnitAttrGet(ctx)},
      {mlirIdentifierGet(ctx, cstr("alpha")), arr},
      {mlirIdentifierGet(ctx, cstr("mid")), mlirBoolAttrGet(ctx, 0)}};
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, 3, entries);
  // CHECK: dict: {alpha = [unit, "s", 3], mid = false, zeta}
  // CHECK-NEXT: map 0 array 0 dict 1
  show("dict", dict);
  kinds(dict);
  // CHECK: dict entries 3
  // CHECK-NEXT: entry 0 'alpha': [unit, "s", 3]
  // CHECK-NEXT: entry 1 'mid': false
  // CHECK-NEXT: entry 2 'zeta': unit
  printf("dict entries %d\n", (int)mlirDictionaryAttrGetNumElements(dict));
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(dict); i++) {
    MlirNamedAttribute na = mlirDictionaryAttrGetElement(dict, i);
    MlirStringRef n = mlirIdentifierStr(na.name);
    printf("entry %d '%.*s': ", (int)i, (int)n.length, n.data);
    mlirAttributePrint(na.attribute, put, NULL);
    printf("\n");
  }
  // CHECK: by-name mid: false
  // CHECK-NEXT: by-name missing: <null>
  show("by-name mid", mlirDictionaryAttrGetElementByName(dict, cstr("mid")));
  show("by-name missing",
       mlirDictionaryAttrGetElementByName(dict, cstr("missing")));
  // CHECK: empty-dict: {}
  show("empty-dict", mlirDictionaryAttrGet(ctx, 0, NULL));
}

static void dense(MlirContext ctx) {
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType i8 = mlirIntegerTypeGet(ctx, 8), ui8 = mlirIntegerTypeUnsignedGet(ctx, 8);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), ui32 = mlirIntegerTypeUnsignedGet(ctx, 32);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64), ui64 = mlirIntegerTypeUnsignedGet(ctx, 64);
  MlirType f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);
  MlirType none = mlirNoneTypeGet(ctx);
  MlirAttribute nenc = mlirAttributeGetNull();
  int64_t s23[] = {2, 3}, s6[] = {6}, s3[] = {3}, s2[] = {2};
#define T2x3(e) mlirRankedTensorTypeGet(2, s23, e, nenc)
#define V3(e) mlirVectorTypeGet(1, s3, e)

  // CHECK-LABEL: --- dense elements
  printf("--- dense elements\n");
  int32_t v32[] = {1, -2, 3, -4, 5, -6};
  MlirAttribute d32 = mlirDenseElementsAttrInt32Get(T2x3(i32), 6, v32);
  // CHECK: int32: dense<{{\[\[}}1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi32>
  // CHECK-NEXT: unit 0 elements 1 dense 1 dense-int 1 dense-fp 0 opaque-elements 0 sparse 0
  show("int32", d32);
  kinds(d32);
  // CHECK: int32 values -2 5 splat 0 elements 6
  printf("int32 values %d %d splat %d elements %lld\n",
         mlirDenseElementsAttrGetInt32Value(d32, 1),
         mlirDenseElementsAttrGetInt32Value(d32, 4),
         mlirDenseElementsAttrIsSplat(d32),
         (long long)mlirElementsAttrGetNumElements(d32));
  const int32_t *raw = mlirDenseElementsAttrGetRawData(d32);
  // CHECK: raw -6 same-bytes 1
  printf("raw %d same-bytes %d\n", raw[5], memcmp(raw, v32, sizeof v32) == 0);
  uint64_t at[] = {1, 2}, bad_at[] = {2, 0}, short_at[] = {1};
  // CHECK: valid 1 0 0
  printf("valid %d %d %d\n", mlirElementsAttrIsValidIndex(d32, 2, at),
         mlirElementsAttrIsValidIndex(d32, 2, bad_at),
         mlirElementsAttrIsValidIndex(d32, 1, short_at));
  // CHECK: value [1, 2]: -6 : i32
  show("value [1, 2]", mlirElementsAttrGetValue(d32, 2, at));
  // CHECK: reshaped: dense<[1, -2, 3, -4, 5, -6]> : tensor<6xi32>
  show("reshaped",
       mlirDenseElementsAttrReshapeGet(
           d32, mlirRankedTensorTypeGet(1, s6, i32, nenc)));

  uint32_t vu32[] = {7, 4000000000u, 9};
  MlirAttribute du32 = mlirDenseElementsAttrUInt32Get(V3(ui32), 3, vu32);
  // CHECK: uint32: dense<[7, 4000000000, 9]> : vector<3xui32>
  show("uint32", du32);
  // CHECK: uint32 value 4000000000
  printf("uint32 value %u\n", mlirDenseElementsAttrGetUInt32Value(du32, 1));
  int8_t v8[] = {-128, 0, 127};
  MlirAttribute d8 = mlirDenseElementsAttrInt8Get(V3(i8), 3, v8);
  // CHECK: int8: dense<[-128, 0, 127]> : vector<3xi8>
  show("int8", d8);
  uint8_t vu8[] = {255, 1, 128};
  MlirAttribute du8 = mlirDenseElementsAttrUInt8Get(V3(ui8), 3, vu8);
  // CHECK: uint8: dense<[255, 1, 128]> : vector<3xui8>
  show("uint8", du8);
  // CHECK: int8 values -128 127 uint8 values 255 128
  printf("int8 values %d %d uint8 values %u %u\n",
         mlirDenseElementsAttrGetInt8Value(d8, 0),
         mlirDenseElementsAttrGetInt8Value(d8, 2),
         mlirDenseElementsAttrGetUInt8Value(du8, 0),
         mlirDenseElementsAttrGetUInt8Value(du8, 2));
  int64_t v64[] = {INT64_MIN, 0, INT64_MAX};
  MlirAttribute d64 = mlirDenseElementsAttrInt64Get(V3(i64), 3, v64);
  // CHECK: int64: dense<[-9223372036854775808, 0, 9223372036854775807]> : vector<3xi64>
  show("int64", d64);
  uint64_t vu64[] = {UINT64_MAX, 1, 2};
  MlirAttribute du64 = mlirDenseElementsAttrUInt64Get(V3(ui64), 3, vu64);
  // CHECK: uint64: dense<[18446744073709551615, 1, 2]> : vector<3xui64>
  show("uint64", du64);
  // CHECK: int64 value -9223372036854775808 uint64 value 18446744073709551615
  printf("int64 value %lld uint64 value %llu\n",
         (long long)mlirDenseElementsAttrGetInt64Value(d64, 0),
         (unsigned long long)mlirDenseElementsAttrGetUInt64Value(du64, 0));

  float vf[] = {1.5f, -0.25f, 3.0f};
  MlirAttribute df = mlirDenseElementsAttrFloatGet(V3(f32), 3, vf);
  // CHECK: float: dense<[1.500000e+00, -2.500000e-01, 3.000000e+00]> : vector<3xf32>
  // CHECK-NEXT: dense 1 dense-int 0 dense-fp 1
  show("float", df);
  kinds(df);
  double vd[] = {0.1, 2.0};
  MlirAttribute dd = mlirDenseElementsAttrDoubleGet(
      mlirRankedTensorTypeGet(1, s2, f64, nenc), 2, vd);
  // CHECK: double: dense<[1.000000e-01, 2.000000e+00]> : tensor<2xf64>
  show("double", dd);
  // CHECK: float values -0.25 0.10000000000000001
  printf("float values %.17g %.17g\n", mlirDenseElementsAttrGetFloatValue(df, 1),
         mlirDenseElementsAttrGetDoubleValue(dd, 0));
  // CHECK: double element: 1.000000e-01 : f64
  uint64_t z[] = {0};
  show("double element", mlirElementsAttrGetValue(dd, 1, z));

  int vb[] = {1, 0, 1};
  MlirAttribute db = mlirDenseElementsAttrBoolGet(V3(i1), 3, vb);
  // CHECK: bool: dense<[true, false, true]> : vector<3xi1>
  show("bool", db);
  // CHECK: bool values 1 0 1 raw 0x5
  printf("bool values %d %d %d raw 0x%x\n",
         mlirDenseElementsAttrGetBoolValue(db, 0),
         mlirDenseElementsAttrGetBoolValue(db, 1),
         mlirDenseElementsAttrGetBoolValue(db, 2),
         *(const unsigned char *)mlirDenseElementsAttrGetRawData(db));
  int all_true[] = {1, 1, 1}, all_false[] = {0, 0, 0};
  // CHECK: bool-all-true: dense<true> : vector<3xi1>
  // CHECK-NEXT: splat 1
  MlirAttribute bat = mlirDenseElementsAttrBoolGet(V3(i1), 3, all_true);
  show("bool-all-true", bat);
  printf("splat %d\n", mlirDenseElementsAttrIsSplat(bat));
  // CHECK: bool-all-false: dense<false> : vector<3xi1>
  show("bool-all-false", mlirDenseElementsAttrBoolGet(V3(i1), 3, all_false));

  int32_t same[] = {4, 4, 4, 4, 4, 4};
  MlirAttribute ds = mlirDenseElementsAttrInt32Get(T2x3(i32), 6, same);
  // CHECK: equal-elements: dense<4> : tensor<2x3xi32>
  // CHECK-NEXT: splat 1
  show("equal-elements", ds);
  printf("splat %d\n", mlirDenseElementsAttrIsSplat(ds));

  // CHECK-LABEL: --- splats
  printf("--- splats\n");
  MlirAttribute sb = mlirDenseElementsAttrBoolSplatGet(V3(i1), true);
  MlirAttribute su8 = mlirDenseElementsAttrUInt8SplatGet(V3(ui8), 200);
  MlirAttribute si8 = mlirDenseElementsAttrInt8SplatGet(V3(i8), -3);
  MlirAttribute su32 = mlirDenseElementsAttrUInt32SplatGet(V3(ui32), 3000000000u);
  MlirAttribute si32 = mlirDenseElementsAttrInt32SplatGet(T2x3(i32), -7);
  MlirAttribute su64 = mlirDenseElementsAttrUInt64SplatGet(V3(ui64), UINT64_MAX);
  MlirAttribute si64 = mlirDenseElementsAttrInt64SplatGet(V3(i64), -9);
  MlirAttribute sf = mlirDenseElementsAttrFloatSplatGet(V3(f32), 0.5f);
  MlirAttribute sd = mlirDenseElementsAttrDoubleSplatGet(T2x3(f64), -1.25);
  // CHECK: bool-splat: dense<true> : vector<3xi1>
  // CHECK-NEXT: uint8-splat: dense<200> : vector<3xui8>
  // CHECK-NEXT: int8-splat: dense<-3> : vector<3xi8>
  // CHECK-NEXT: uint32-splat: dense<3000000000> : vector<3xui32>
  // CHECK-NEXT: int32-splat: dense<-7> : tensor<2x3xi32>
  // CHECK-NEXT: uint64-splat: dense<18446744073709551615> : vector<3xui64>
  // CHECK-NEXT: int64-splat: dense<-9> : vector<3xi64>
  // CHECK-NEXT: float-splat: dense<5.000000e-01> : vector<3xf32>
  // CHECK-NEXT: double-splat: dense<-1.250000e+00> : tensor<2x3xf64>
  show("bool-splat", sb);
  show("uint8-splat", su8);
  show("int8-splat", si8);
  show("uint32-splat", su32);
  show("int32-splat", si32);
  show("uint64-splat", su64);
  show("int64-splat", si64);
  show("float-splat", sf);
  show("double-splat", sd);
  // CHECK: splat values 1 200 -3 3000000000 -7 18446744073709551615 -9 0.5 -1.25
  printf("splat values %d %u %d %u %d %llu %lld %g %g\n",
         mlirDenseElementsAttrGetBoolSplatValue(sb),
         mlirDenseElementsAttrGetUInt8SplatValue(su8),
         mlirDenseElementsAttrGetInt8SplatValue(si8),
         mlirDenseElementsAttrGetUInt32SplatValue(su32),
         mlirDenseElementsAttrGetInt32SplatValue(si32),
         (unsigned long long)mlirDenseElementsAttrGetUInt64SplatValue(su64),
         (long long)mlirDenseElementsAttrGetInt64SplatValue(si64),
         mlirDenseElementsAttrGetFloatSplatValue(sf),
         mlirDenseElementsAttrGetDoubleSplatValue(sd));
  // CHECK: splat attr: -7 : i32
  show("splat attr", mlirDenseElementsAttrGetSplatValue(si32));
  // CHECK: splat element 4: -7
  printf("splat element 4: %d\n", mlirDenseElementsAttrGetInt32Value(si32, 4));
  MlirAttribute one = mlirFloatAttrDoubleGet(ctx, f32, 2.0);
  // CHECK: attr-splat: dense<2.000000e+00> : vector<3xf32>
  show("attr-splat", mlirDenseElementsAttrSplatGet(V3(f32), one));
  MlirAttribute three[] = {one, mlirFloatAttrDoubleGet(ctx, f32, -1.0), one};
  // CHECK: attr-list: dense<[2.000000e+00, -1.000000e+00, 2.000000e+00]> : vector<3xf32>
  show("attr-list", mlirDenseElementsAttrGet(V3(f32), 3, three));
  MlirAttribute twos[] = {one, one, one};
  MlirAttribute at2 = mlirDenseElementsAttrGet(V3(f32), 3, twos);
  // CHECK: attr-equal: dense<2.000000e+00> : vector<3xf32>
  // CHECK-NEXT: splat 1
  show("attr-equal", at2);
  printf("splat %d\n", mlirDenseElementsAttrIsSplat(at2));
  MlirAttribute trues[] = {mlirBoolAttrGet(ctx, 1), mlirBoolAttrGet(ctx, 1),
                           mlirBoolAttrGet(ctx, 1)};
  MlirAttribute falses[] = {mlirBoolAttrGet(ctx, 0), mlirBoolAttrGet(ctx, 0),
                            mlirBoolAttrGet(ctx, 0)};
  // CHECK: attr-trues: dense<[true, true, true]> : vector<3xi1>
  // CHECK-NEXT: attr-falses: dense<false> : vector<3xi1>
  show("attr-trues", mlirDenseElementsAttrGet(V3(i1), 3, trues));
  show("attr-falses", mlirDenseElementsAttrGet(V3(i1), 3, falses));
  MlirAttribute r0 = mlirDenseElementsAttrInt32SplatGet(
      mlirRankedTensorTypeGet(0, NULL, i32, nenc), 5);
  uint64_t zero_idx[] = {0};
  // CHECK: rank0: dense<5> : tensor<i32> valid 1 1 0
  printf("rank0: ");
  mlirAttributePrint(r0, put, NULL);
  printf(" valid %d %d %d\n", mlirElementsAttrIsValidIndex(r0, 0, NULL),
         mlirElementsAttrIsValidIndex(r0, 1, zero_idx),
         mlirElementsAttrIsValidIndex(r0, 1, at));
  // CHECK: rank0 value: 5 : i32
  show("rank0 value", mlirElementsAttrGetValue(r0, 0, NULL));
  MlirAttribute ints[] = {mlirIntegerAttrGet(i64, 5), mlirIntegerAttrGet(i64, 6)};
  // CHECK: attr-int-list: dense<[5, 6]> : tensor<2xi64>
  show("attr-int-list",
       mlirDenseElementsAttrGet(mlirRankedTensorTypeGet(1, s2, i64, nenc), 2,
                                ints));

  // CHECK-LABEL: --- strings
  printf("--- strings\n");
  MlirStringRef strs[] = {cstr("a"), cstr("bc"), cstr("a")};
  MlirType strt = mlirRankedTensorTypeGet(1, s3, none, nenc);
  MlirAttribute ds3 = mlirDenseElementsAttrStringGet(strt, 3, strs);
  // CHECK: strings: dense<["a", "bc", "a"]> : tensor<3xnone>
  // CHECK-NEXT: elements 1 dense 1 dense-int 0 dense-fp 0
  show("strings", ds3);
  kinds(ds3);
  // CHECK: string 1 'bc'
  str("string 1", mlirDenseElementsAttrGetStringValue(ds3, 1));
  MlirStringRef same_strs[] = {cstr("x"), cstr("x"), cstr("x")};
  MlirAttribute dss = mlirDenseElementsAttrStringGet(strt, 3, same_strs);
  // CHECK: string-splat: dense<"x"> : tensor<3xnone>
  // CHECK-NEXT: splat 1
  show("string-splat", dss);
  printf("splat %d\n", mlirDenseElementsAttrIsSplat(dss));
  // CHECK: string splat 'x'
  str("string splat", mlirDenseElementsAttrGetStringSplatValue(dss));
  MlirAttribute sattrs[] = {mlirStringAttrGet(ctx, cstr("p")),
                            mlirStringAttrGet(ctx, cstr("q"))};
  // CHECK: string element: "bc"
  // CHECK-NEXT: string splat attr: "x"
  uint64_t one_idx[] = {1};
  show("string element", mlirElementsAttrGetValue(ds3, 1, one_idx));
  show("string splat attr", mlirDenseElementsAttrGetSplatValue(dss));
  // CHECK: string-attrs: dense<["p", "q"]> : tensor<2xnone>
  show("string-attrs", mlirDenseElementsAttrGet(
                           mlirRankedTensorTypeGet(1, s2, none, nenc), 2,
                           sattrs));

  // CHECK-LABEL: --- sparse
  printf("--- sparse\n");
  int64_t idx_shape[] = {2, 2};
  int64_t idxs[] = {0, 1, 1, 2};
  MlirAttribute indices = mlirDenseElementsAttrInt64Get(
      mlirRankedTensorTypeGet(2, idx_shape, i64, nenc), 4, idxs);
  float vals[] = {1.5f, -2.0f};
  MlirAttribute values = mlirDenseElementsAttrFloatGet(
      mlirRankedTensorTypeGet(1, s2, f32, nenc), 2, vals);
  MlirAttribute sp =
      mlirSparseElementsAttribute(T2x3(f32), indices, values);
  // CHECK: sparse: sparse<{{\[\[}}0, 1], [1, 2]], [1.500000e+00, -2.000000e+00]> : tensor<2x3xf32>
  // CHECK-NEXT: dense 0 dense-int 0 dense-fp 0 opaque-elements 0 sparse 1
  show("sparse", sp);
  kinds(sp);
  // CHECK: sparse indices: dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>
  // CHECK-NEXT: sparse values: dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
  show("sparse indices", mlirSparseElementsAttrGetIndices(sp));
  show("sparse values", mlirSparseElementsAttrGetValues(sp));
  uint64_t hit[] = {1, 2}, miss[] = {0, 0};
  // CHECK: sparse [1, 2]: -2.000000e+00 : f32
  // CHECK-NEXT: sparse [0, 0]: 0.000000e+00 : f32
  show("sparse [1, 2]", mlirElementsAttrGetValue(sp, 2, hit));
  show("sparse [0, 0]", mlirElementsAttrGetValue(sp, 2, miss));
  // CHECK: sparse elements 6
  printf("sparse elements %lld\n", (long long)mlirElementsAttrGetNumElements(sp));
}

/* Attributes only reachable through the parser in MLIR 13's C API. */
static void parsed(MlirContext ctx) {
  // CHECK-LABEL: --- parsed
  printf("--- parsed\n");
  MlirAttribute set = mlirAttributeParseGet(
      ctx, cstr("affine_set<(d0)[s0] : (d0 - s0 >= 0)>"));
  // CHECK: set: affine_set<(d0)[s0] : (d0 - s0 >= 0)>
  // CHECK-NEXT: map 0 array 0 dict 0 float 0 int 0 bool 0 set 1 opaque 0
  show("set", set);
  kinds(set);
  MlirAttribute oe = mlirAttributeParseGet(
      ctx, cstr("opaque<\"_\", \"0xDEADBEEF\"> : tensor<2xi16>"));
  // CHECK: opaque-elements: opaque<"_", "0xDEADBEEF"> : tensor<2xi16>
  // CHECK-NEXT: elements 1 dense 0 dense-int 0 dense-fp 0 opaque-elements 1 sparse 0
  show("opaque-elements", oe);
  kinds(oe);
  uint64_t one[] = {1}, two[] = {2};
  // CHECK: opaque elements 2 valid 1 0
  printf("opaque elements %lld valid %d %d\n",
         (long long)mlirElementsAttrGetNumElements(oe),
         mlirElementsAttrIsValidIndex(oe, 1, one),
         mlirElementsAttrIsValidIndex(oe, 1, two));
  // CHECK: opaque value: <null>
  show("opaque value", mlirElementsAttrGetValue(oe, 1, one));
  MlirAttribute cx = mlirAttributeParseGet(
      ctx, cstr("dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>"));
  // CHECK: complex: dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
  // CHECK-NEXT: elements 1 dense 1 dense-int 0 dense-fp 0
  show("complex", cx);
  kinds(cx);
  int64_t s3[] = {3};
  int64_t iv[] = {1, 2, 3};
  MlirAttribute di = mlirDenseElementsAttrInt64Get(
      mlirVectorTypeGet(1, s3, mlirIndexTypeGet(ctx)), 3, iv);
  // CHECK: index-elements: dense<[1, 2, 3]> : vector<3xindex>
  // CHECK-NEXT: elements 1 dense 1 dense-int 1 dense-fp 0
  show("index-elements", di);
  kinds(di);
  // CHECK: index element: 2 : index
  show("index element", mlirElementsAttrGetValue(di, 1, one));
  MlirAttribute bs = mlirDenseElementsAttrBoolSplatGet(
      mlirVectorTypeGet(1, s3, mlirIntegerTypeGet(ctx, 1)), 1);
  // CHECK: bool splat raw 0x1
  printf("bool splat raw 0x%x\n",
         *(const unsigned char *)mlirDenseElementsAttrGetRawData(bs));
  MlirAttribute sp = mlirAttributeParseGet(
      ctx, cstr("sparse<[[1]], [7]> : tensor<3xi32>"));
  uint64_t zero[] = {0};
  // CHECK: sparse zero: 0 : i32
  // CHECK-NEXT: sparse hit: 7 : i32
  show("sparse zero", mlirElementsAttrGetValue(sp, 1, zero));
  show("sparse hit", mlirElementsAttrGetValue(sp, 1, one));
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  MlirLocation loc = mlirLocationFileLineColGet(ctx, cstr("a.mlir"), 1, 2);
  scalars(ctx, loc);
  containers(ctx);
  dense(ctx);
  parsed(ctx);
  MlirAttribute null_attr = {NULL};
  // CHECK: null-attr 1 0
  printf("null-attr %d %d\n", mlirAttributeIsNull(null_attr),
         mlirAttributeIsNull(mlirUnitAttrGet(ctx)));
  mlirContextDestroy(ctx);
  return 0;
}
