/* mlir-c/IR.h: contexts, dialects, locations, modules, operations,
 * regions, blocks, values, types, attributes and identifiers.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check ir %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"

static void out(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef S(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static void printType(const char *what, MlirType t) {
  printf("%s: ", what);
  mlirTypePrint(t, out, NULL);
  printf("\n");
}

static void printAttr(const char *what, MlirAttribute a) {
  printf("%s: ", what);
  mlirAttributePrint(a, out, NULL);
  printf("\n");
}

static void printLoc(const char *what, MlirLocation l) {
  printf("%s: ", what);
  mlirLocationPrint(l, out, NULL);
  printf("\n");
}

static void testContext(void) {
  // CHECK-LABEL: @context
  printf("@context\n");
  MlirContext ctx = mlirContextCreate();
  MlirContext other = mlirContextCreate();
  // CHECK-NEXT: null 0 equal 1 0
  printf("null %d equal %d %d\n", mlirContextIsNull(ctx),
         mlirContextEqual(ctx, ctx), mlirContextEqual(ctx, other));
  MlirContext nullCtx = {NULL};
  // CHECK-NEXT: null handle 1
  printf("null handle %d\n", mlirContextIsNull(nullCtx));
  // CHECK-NEXT: unregistered 0 1
  int before = mlirContextGetAllowUnregisteredDialects(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  printf("unregistered %d %d\n", before,
         mlirContextGetAllowUnregisteredDialects(ctx));
  // CHECK-NEXT: registered 0 loaded 1
  printf("registered %ld loaded %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx));
  // CHECK-NEXT: std before registration: null 1
  printf("std before registration: null %d\n",
         mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("std"))));
  // CHECK-NEXT: ops: std.addi 0 module 1 func 1
  printf("ops: std.addi %d module %d func %d\n",
         mlirContextIsRegisteredOperation(ctx, S("std.addi")),
         mlirContextIsRegisteredOperation(ctx, S("module")),
         mlirContextIsRegisteredOperation(ctx, S("func")));
  mlirRegisterAllDialects(ctx);
  MlirDialect std = mlirContextGetOrLoadDialect(ctx, S("std"));
  MlirDialect std2 = mlirContextGetOrLoadDialect(ctx, S("std"));
  MlirDialect scf = mlirContextGetOrLoadDialect(ctx, S("scf"));
  // CHECK-NEXT: std: null 0 equal 1 0 context 1
  printf("std: null %d equal %d %d context %d\n", mlirDialectIsNull(std),
         mlirDialectEqual(std, std2), mlirDialectEqual(std, scf),
         mlirContextEqual(mlirDialectGetContext(std), ctx));
  MlirStringRef ns = mlirDialectGetNamespace(scf);
  // CHECK-NEXT: namespace scf
  printf("namespace %.*s\n", (int)ns.length, ns.data);
  // CHECK-NEXT: unknown dialect: null 1
  printf("unknown dialect: null %d\n",
         mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("nope"))));
  // CHECK-NEXT: ops: std.addi 1 scf.for 1 nope.op 0
  printf("ops: std.addi %d scf.for %d nope.op %d\n",
         mlirContextIsRegisteredOperation(ctx, S("std.addi")),
         mlirContextIsRegisteredOperation(ctx, S("scf.for")),
         mlirContextIsRegisteredOperation(ctx, S("nope.op")));
  mlirContextEnableMultithreading(ctx, false);
  mlirContextEnableMultithreading(ctx, true);
  mlirContextDestroy(other);
  mlirContextDestroy(ctx);
}

static void testLocations(MlirContext ctx) {
  // CHECK-LABEL: @locations
  printf("@locations\n");
  MlirLocation unk = mlirLocationUnknownGet(ctx);
  MlirLocation flc = mlirLocationFileLineColGet(ctx, S("file.mlir"), 3, 14);
  MlirLocation flc2 = mlirLocationFileLineColGet(ctx, S("file.mlir"), 3, 14);
  MlirLocation call = mlirLocationCallSiteGet(flc, unk);
  // CHECK-NEXT: unknown: loc(unknown)
  printLoc("unknown", unk);
  // CHECK-NEXT: flc: loc("file.mlir":3:14)
  printLoc("flc", flc);
  // CHECK-NEXT: callsite: loc(callsite("file.mlir":3:14 at unknown))
  printLoc("callsite", call);
  // CHECK-NEXT: equal 1 0 null 0 context 1
  printf("equal %d %d null %d context %d\n", mlirLocationEqual(flc, flc2),
         mlirLocationEqual(flc, unk), mlirLocationIsNull(flc),
         mlirContextEqual(mlirLocationGetContext(call), ctx));
}

static void testTypesAndAttributes(MlirContext ctx) {
  // CHECK-LABEL: @types
  printf("@types\n");
  MlirType i32 = mlirTypeParseGet(ctx, S("i32"));
  MlirType i32b = mlirTypeParseGet(ctx, S("i32"));
  MlirType mem = mlirTypeParseGet(ctx, S("memref<?x4xf32, 3>"));
  // CHECK-NEXT: i32: i32
  printType("i32", i32);
  // CHECK-NEXT: memref: memref<?x4xf32, 3>
  printType("memref", mem);
  // CHECK-NEXT: fn: (i32, f64) -> tensor<*xi8>
  printType("fn", mlirTypeParseGet(ctx, S("(i32, f64) -> tensor<*xi8>")));
  // CHECK-NEXT: llvm: !llvm.ptr<struct<(i32, f32)>>
  printType("llvm", mlirTypeParseGet(ctx, S("!llvm.ptr<struct<(i32, f32)>>")));
  // CHECK-NEXT: equal 1 0 null 0 context 1
  printf("equal %d %d null %d context %d\n", mlirTypeEqual(i32, i32b),
         mlirTypeEqual(i32, mem), mlirTypeIsNull(i32),
         mlirContextEqual(mlirTypeGetContext(mem), ctx));
  fflush(stdout);
  // CHECK-NEXT: vector<4xf32>|
  mlirTypeDump(mlirTypeParseGet(ctx, S("vector<4xf32>")));
  fflush(stderr);
  printf("|\n");

  // CHECK-LABEL: @attributes
  printf("@attributes\n");
  MlirAttribute a1 = mlirAttributeParseGet(ctx, S("42 : i32"));
  MlirAttribute a2 = mlirAttributeParseGet(ctx, S("42 : i32"));
  MlirAttribute s = mlirAttributeParseGet(ctx, S("\"hello\""));
  MlirAttribute d =
      mlirAttributeParseGet(ctx, S("{b = [1, 2.5 : f32], a = unit}"));
  // CHECK-NEXT: int: 42 : i32
  printAttr("int", a1);
  // CHECK-NEXT: dict: {a, b = [1, 2.500000e+00 : f32]}
  printAttr("dict", d);
  // CHECK-NEXT: dense: dense<[1, 2]> : tensor<2xi64>
  printAttr("dense", mlirAttributeParseGet(ctx, S("dense<[1,2]> : tensor<2xi64>")));
  // CHECK-NEXT: map: affine_map<(d0, d1) -> (d0 * 2 + d1)>
  printAttr("map", mlirAttributeParseGet(ctx, S("affine_map<(i, j) -> (2 * i + j)>")));
  // CHECK-NEXT: type of int: i32
  printType("type of int", mlirAttributeGetType(a1));
  // CHECK-NEXT: type of string: none
  printType("type of string", mlirAttributeGetType(s));
  // CHECK-NEXT: equal 1 0 null 0 context 1
  printf("equal %d %d null %d context %d\n", mlirAttributeEqual(a1, a2),
         mlirAttributeEqual(a1, s), mlirAttributeIsNull(a1),
         mlirContextEqual(mlirAttributeGetContext(d), ctx));
  fflush(stdout);
  // CHECK-NEXT: "hello"
  mlirAttributeDump(s);
  fflush(stderr);
  MlirIdentifier id = mlirIdentifierGet(ctx, S("name"));
  MlirNamedAttribute na = mlirNamedAttributeGet(id, a1);
  MlirStringRef str = mlirIdentifierStr(na.name);
  // CHECK-NEXT: named: name = 42 : i32
  printf("named: %.*s = ", (int)str.length, str.data);
  mlirAttributePrint(na.attribute, out, NULL);
  printf("\n");

  // CHECK-LABEL: @identifiers
  printf("@identifiers\n");
  MlirIdentifier id2 = mlirIdentifierGet(ctx, S("name"));
  MlirIdentifier id3 = mlirIdentifierGet(ctx, S("other"));
  // CHECK-NEXT: equal 1 0 context 1 length 4
  printf("equal %d %d context %d length %zu\n", mlirIdentifierEqual(id, id2),
         mlirIdentifierEqual(id, id3),
         mlirContextEqual(mlirIdentifierGetContext(id), ctx),
         mlirIdentifierStr(id3).length + 0 * 1 - 1);
}

static const char *kModule =
    "func @add(%arg0: i32, %arg1: i32) -> i32 {\n"
    "  %0 = addi %arg0, %arg1 : i32\n"
    "  %1 = scf.execute_region -> i32 {\n"
    "    scf.yield %0 : i32\n"
    "  }\n"
    "  return %1 : i32\n"
    "}\n"
    "func private @ext(memref<4xf32>) -> ()\n";

static void testModule(MlirContext ctx) {
  // CHECK-LABEL: @module
  printf("@module\n");
  MlirModule empty = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  // CHECK-NEXT: module  {
  // CHECK-NEXT: }
  mlirOperationPrint(mlirModuleGetOperation(empty), out, NULL);
  // CHECK-NEXT: empty: null 0 context 1 body-null 0 first-op-null 1
  printf("empty: null %d context %d body-null %d first-op-null %d\n",
         mlirModuleIsNull(empty),
         mlirContextEqual(mlirModuleGetContext(empty), ctx),
         mlirBlockIsNull(mlirModuleGetBody(empty)),
         mlirOperationIsNull(
             mlirBlockGetFirstOperation(mlirModuleGetBody(empty))));
  MlirModule fromOp = mlirModuleFromOperation(mlirModuleGetOperation(empty));
  // CHECK-NEXT: from op: same 1
  printf("from op: same %d\n",
         mlirOperationEqual(mlirModuleGetOperation(fromOp),
                            mlirModuleGetOperation(empty)));
  mlirModuleDestroy(empty);

  MlirModule m = mlirModuleCreateParse(ctx, S(kModule));
  MlirOperation mop = mlirModuleGetOperation(m);
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @add(%arg0: i32, %arg1: i32) -> i32 {
  // CHECK-NEXT:     %0 = addi %arg0, %arg1 : i32
  // CHECK:        func private @ext(memref<4xf32>)
  // CHECK-NEXT: }
  mlirOperationPrint(mop, out, NULL);
  // CHECK-NEXT: verify 1
  printf("verify %d\n", mlirOperationVerify(mop));
  fflush(stdout);
  // CHECK-NEXT: module  {
  // CHECK:        func private @ext(memref<4xf32>)
  // CHECK-NEXT: }
  mlirOperationDump(mop);
  fflush(stderr);
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  // CHECK-NEXT: not a module: null 1
  printf("not a module: null %d\n", mlirModuleIsNull(mlirModuleFromOperation(fn)));
  mlirModuleDestroy(m);
}

int main(void) {
  testContext();
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  testLocations(ctx);
  testTypesAndAttributes(ctx);
  testModule(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
