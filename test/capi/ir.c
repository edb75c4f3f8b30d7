/* mlir-c/IR.h: contexts, dialects, locations, modules, operations,
 * regions, blocks, values, types, attributes and identifiers.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check ir %s
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"

static void out(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static void writeTo(MlirStringRef s, FILE *f) {
  fwrite(s.data, 1, s.length, f);
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

static MlirOperation nullOp(void) {
  MlirOperation op = {NULL};
  return op;
}

static MlirType indexTypeOf(MlirContext ctx) {
  return mlirTypeParseGet(ctx, S("index"));
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


/* Builds `func @sum(%arg0: memref<?xf32>, %arg1: memref<?xf32>)` that adds
 * the elements of both into the first, with the op-state functions. */
static MlirModule buildModule(MlirContext ctx) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("build.mlir"), 1, 1);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(m);

  MlirType memrefT = mlirTypeParseGet(ctx, S("memref<?xf32>"));
  MlirType indexT = mlirTypeParseGet(ctx, S("index"));
  MlirType f32 = mlirTypeParseGet(ctx, S("f32"));
  MlirType args[] = {memrefT, memrefT};
  MlirRegion fnBody = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(2, args);
  mlirRegionAppendOwnedBlock(fnBody, entry);

  MlirNamedAttribute fnAttrs[] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, S("type")),
          mlirAttributeParseGet(ctx, S("(memref<?xf32>, memref<?xf32>) -> ()"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")),
                            mlirAttributeParseGet(ctx, S("\"sum\"")))};
  MlirOperationState fnState = mlirOperationStateGet(S("func"), loc);
  mlirOperationStateAddAttributes(&fnState, 2, fnAttrs);
  mlirOperationStateAddOwnedRegions(&fnState, 1, &fnBody);
  MlirOperation fn = mlirOperationCreate(&fnState);
  mlirBlockInsertOwnedOperation(body, 0, fn);

  MlirNamedAttribute zeroAttr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("value")),
      mlirAttributeParseGet(ctx, S("0 : index")));
  MlirOperationState zeroState = mlirOperationStateGet(S("std.constant"), loc);
  mlirOperationStateAddResults(&zeroState, 1, &indexT);
  mlirOperationStateAddAttributes(&zeroState, 1, &zeroAttr);
  MlirOperation zero = mlirOperationCreate(&zeroState);
  mlirBlockAppendOwnedOperation(entry, zero);
  MlirValue zeroV = mlirOperationGetResult(zero, 0);

  MlirValue dimOps[] = {mlirBlockGetArgument(entry, 0), zeroV};
  MlirOperationState dimState = mlirOperationStateGet(S("memref.dim"), loc);
  mlirOperationStateAddResults(&dimState, 1, &indexT);
  mlirOperationStateAddOperands(&dimState, 2, dimOps);
  MlirOperation dim = mlirOperationCreate(&dimState);
  mlirBlockAppendOwnedOperation(entry, dim);

  MlirNamedAttribute oneAttr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("value")),
      mlirAttributeParseGet(ctx, S("1 : index")));
  MlirOperationState oneState = mlirOperationStateGet(S("std.constant"), loc);
  mlirOperationStateAddResults(&oneState, 1, &indexT);
  mlirOperationStateAddAttributes(&oneState, 1, &oneAttr);
  MlirOperation one = mlirOperationCreate(&oneState);
  /* inserted before dim: after the first constant */
  mlirBlockInsertOwnedOperationAfter(entry, zero, one);

  MlirRegion loopBody = mlirRegionCreate();
  MlirBlock loopBlock = mlirBlockCreate(0, NULL);
  MlirValue iv = mlirBlockAddArgument(loopBlock, indexT);
  mlirRegionAppendOwnedBlock(loopBody, loopBlock);

  MlirValue loadLhsOps[] = {mlirBlockGetArgument(entry, 0), iv};
  MlirOperationState loadLhsState = mlirOperationStateGet(S("memref.load"), loc);
  mlirOperationStateAddResults(&loadLhsState, 1, &f32);
  mlirOperationStateAddOperands(&loadLhsState, 2, loadLhsOps);
  MlirOperation loadLhs = mlirOperationCreate(&loadLhsState);
  mlirBlockAppendOwnedOperation(loopBlock, loadLhs);

  MlirValue loadRhsOps[] = {mlirBlockGetArgument(entry, 1), iv};
  MlirOperationState loadRhsState = mlirOperationStateGet(S("memref.load"), loc);
  mlirOperationStateAddResults(&loadRhsState, 1, &f32);
  mlirOperationStateAddOperands(&loadRhsState, 2, loadRhsOps);
  MlirOperation loadRhs = mlirOperationCreate(&loadRhsState);
  mlirBlockAppendOwnedOperation(loopBlock, loadRhs);

  MlirValue addOps[] = {mlirOperationGetResult(loadLhs, 0),
                        mlirOperationGetResult(loadRhs, 0)};
  MlirOperationState addState = mlirOperationStateGet(S("std.addf"), loc);
  mlirOperationStateAddOperands(&addState, 2, addOps);
  mlirOperationStateAddResults(&addState, 1, &f32);
  MlirOperation add = mlirOperationCreate(&addState);
  mlirBlockAppendOwnedOperation(loopBlock, add);

  MlirValue storeOps[] = {mlirOperationGetResult(add, 0),
                          mlirBlockGetArgument(entry, 0), iv};
  MlirOperationState storeState = mlirOperationStateGet(S("memref.store"), loc);
  mlirOperationStateAddOperands(&storeState, 3, storeOps);
  MlirOperation store = mlirOperationCreate(&storeState);
  mlirBlockAppendOwnedOperation(loopBlock, store);

  MlirOperationState yieldState = mlirOperationStateGet(S("scf.yield"), loc);
  MlirOperation yield = mlirOperationCreate(&yieldState);
  mlirBlockAppendOwnedOperation(loopBlock, yield);

  MlirValue forOps[] = {zeroV, mlirOperationGetResult(dim, 0),
                        mlirOperationGetResult(one, 0)};
  MlirOperationState forState = mlirOperationStateGet(S("scf.for"), loc);
  mlirOperationStateAddOperands(&forState, 3, forOps);
  mlirOperationStateAddOwnedRegions(&forState, 1, &loopBody);
  MlirOperation loop = mlirOperationCreate(&forState);
  mlirBlockAppendOwnedOperation(entry, loop);

  MlirOperationState retState = mlirOperationStateGet(S("std.return"), loc);
  MlirOperation ret = mlirOperationCreate(&retState);
  mlirBlockInsertOwnedOperationBefore(entry, nullOp(), ret);
  return m;
}

static void testBuild(MlirContext ctx) {
  // CHECK-LABEL: @build
  printf("@build\n");
  MlirModule m = buildModule(ctx);
  MlirOperation mop = mlirModuleGetOperation(m);
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @sum(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
  // CHECK-NEXT:     %c0 = constant 0 : index
  // CHECK-NEXT:     %c1 = constant 1 : index
  // CHECK-NEXT:     %0 = memref.dim %arg0, %c0 : memref<?xf32>
  // CHECK-NEXT:     scf.for %arg2 = %c0 to %0 step %c1 {
  // CHECK-NEXT:       %1 = memref.load %arg0[%arg2] : memref<?xf32>
  // CHECK-NEXT:       %2 = memref.load %arg1[%arg2] : memref<?xf32>
  // CHECK-NEXT:       %3 = addf %1, %2 : f32
  // CHECK-NEXT:       memref.store %3, %arg0[%arg2] : memref<?xf32>
  // CHECK-NEXT:     }
  // CHECK-NEXT:     return
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  mlirOperationPrint(mop, out, NULL);
  // CHECK-NEXT: verify 1
  printf("verify %d\n", mlirOperationVerify(mop));

  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsEnableDebugInfo(flags, false);
  mlirOpPrintingFlagsElideLargeElementsAttrs(flags, 2);
  // CHECK-NEXT: #loc1 = loc(unknown)
  // CHECK-NEXT: "module"() ( {
  // CHECK-NEXT:   "func"() ( {
  // CHECK-NEXT:   ^bb0(%arg0: memref<?xf32> loc(unknown), %arg1: memref<?xf32> loc(unknown)):  // no predecessors
  // CHECK-NEXT:     %0 = "std.constant"() {value = 0 : index} : () -> index loc(#loc0)
  // CHECK:          "std.return"() : () -> () loc(#loc0)
  // CHECK-NEXT:   }) {sym_name = "sum", type = (memref<?xf32>, memref<?xf32>) -> ()} : () -> () loc(#loc0)
  // CHECK-NEXT: }) : () -> () loc(#loc0)
  // CHECK-NEXT: #loc0 = loc("build.mlir":1:1)
  mlirOperationPrintWithFlags(mop, flags, out, NULL);
  mlirOpPrintingFlagsDestroy(flags);

  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  MlirOperation loop = mlirOperationGetNextInBlock(mlirOperationGetNextInBlock(
      mlirOperationGetNextInBlock(mlirBlockGetFirstOperation(entry))));
  MlirOpPrintingFlags local = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(local);
  mlirOpPrintingFlagsEnableDebugInfo(local, true);
  // CHECK-NEXT: scf.for %arg2 = %c0 to %0 step %c1 {
  // CHECK-NEXT:   %1 = memref.load %arg0[%arg2] : memref<?xf32> build.mlir:1:1
  // CHECK:      } build.mlir:1:1
  mlirOperationPrintWithFlags(loop, local, out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(local);
  mlirModuleDestroy(m);
}

static void testWalk(MlirContext ctx) {
  // CHECK-LABEL: @walk
  printf("@walk\n");
  MlirModule m = buildModule(ctx);
  MlirOperation mop = mlirModuleGetOperation(m);
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirIdentifier name = mlirOperationGetName(fn);
  MlirStringRef nameStr = mlirIdentifierStr(name);
  // CHECK-NEXT: name func regions 1 operands 0 results 0 successors 0 attrs 2
  printf("name %.*s regions %ld operands %ld results %ld successors %ld attrs "
         "%ld\n",
         (int)nameStr.length, nameStr.data, (long)mlirOperationGetNumRegions(fn),
         (long)mlirOperationGetNumOperands(fn),
         (long)mlirOperationGetNumResults(fn),
         (long)mlirOperationGetNumSuccessors(fn),
         (long)mlirOperationGetNumAttributes(fn));
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(fn); i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(fn, i);
    MlirStringRef n = mlirIdentifierStr(na.name);
    // CHECK-NEXT: attr 0 sym_name = "sum"
    // CHECK-NEXT: attr 1 type = (memref<?xf32>, memref<?xf32>) -> ()
    printf("attr %ld %.*s = ", (long)i, (int)n.length, n.data);
    mlirAttributePrint(na.attribute, out, NULL);
    printf("\n");
  }
  // CHECK-NEXT: parent is module 1 block is body 1 context 1 equal 1 0
  printf("parent is module %d block is body %d context %d equal %d %d\n",
         mlirOperationEqual(mlirOperationGetParentOperation(fn), mop),
         mlirBlockEqual(mlirOperationGetBlock(fn), mlirModuleGetBody(m)),
         mlirContextEqual(mlirOperationGetContext(fn), ctx),
         mlirOperationEqual(fn, fn), mlirOperationEqual(fn, mop));
  // CHECK-NEXT: module parent null 1 block null 1 next null 1
  printf("module parent null %d block null %d next null %d\n",
         mlirOperationIsNull(mlirOperationGetParentOperation(mop)),
         mlirBlockIsNull(mlirOperationGetBlock(mop)),
         mlirOperationIsNull(mlirOperationGetNextInBlock(fn)));

  MlirRegion region = mlirOperationGetRegion(fn, 0);
  MlirBlock entry = mlirRegionGetFirstBlock(region);
  // CHECK-NEXT: region null 0 block parent is fn 1 next block null 1 args 2
  printf("region null %d block parent is fn %d next block null %d args %ld\n",
         mlirRegionIsNull(region),
         mlirOperationEqual(mlirBlockGetParentOperation(entry), fn),
         mlirBlockIsNull(mlirBlockGetNextInRegion(entry)),
         (long)mlirBlockGetNumArguments(entry));
  MlirValue arg1 = mlirBlockGetArgument(entry, 1);
  // CHECK-NEXT: arg: block-arg 1 result 0 owner 1 number 1 type memref<?xf32>
  printf("arg: block-arg %d result %d owner %d number %ld type ",
         mlirValueIsABlockArgument(arg1), mlirValueIsAOpResult(arg1),
         mlirBlockEqual(mlirBlockArgumentGetOwner(arg1), entry),
         (long)mlirBlockArgumentGetArgNumber(arg1));
  mlirTypePrint(mlirValueGetType(arg1), out, NULL);
  printf("\n");
  // CHECK-NEXT: <block argument> of type 'memref<?xf32>' at index: 1
  mlirValuePrint(arg1, out, NULL);
  printf("\n");
  // CHECK-NEXT: equal 1 0 null 0
  printf("equal %d %d null %d\n", mlirValueEqual(arg1, arg1),
         mlirValueEqual(arg1, mlirBlockGetArgument(entry, 0)),
         mlirValueIsNull(arg1));

  /* Each op of the entry block, with its results. */
  for (MlirOperation op = mlirBlockGetFirstOperation(entry);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    printf("op %.*s:", (int)n.length, n.data);
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
      MlirValue r = mlirOperationGetResult(op, i);
      printf(" result %ld (owner %d, result %d, arg %d)",
             (long)mlirOpResultGetResultNumber(r),
             mlirOperationEqual(mlirOpResultGetOwner(r), op),
             mlirValueIsAOpResult(r), mlirValueIsABlockArgument(r));
    }
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) {
      printf(" operand ");
      mlirValuePrint(mlirOperationGetOperand(op, i), out, NULL);
      printf(";");
    }
    printf("\n");
  }
  // CHECK-NEXT: op std.constant: result 0 (owner 1, result 1, arg 0)
  // CHECK-NEXT: op std.constant: result 0 (owner 1, result 1, arg 0)
  // CHECK-NEXT: op memref.dim: result 0 (owner 1, result 1, arg 0) operand <block argument> of type 'memref<?xf32>' at index: 0; operand %c0 = constant 0 : index;
  // CHECK-NEXT: op scf.for: operand %c0 = constant 0 : index; operand %0 = memref.dim %arg0, %c0 : memref<?xf32>; operand %c1 = constant 1 : index;
  // CHECK-NEXT: op std.return:
  MlirOperation term = mlirBlockGetTerminator(entry);
  MlirStringRef tn = mlirIdentifierStr(mlirOperationGetName(term));
  // CHECK-NEXT: terminator std.return
  printf("terminator %.*s\n", (int)tn.length, tn.data);

  /* Block printing, with names as in the whole module. */
  MlirOperation loop = mlirOperationGetNextInBlock(mlirOperationGetNextInBlock(
      mlirOperationGetNextInBlock(mlirBlockGetFirstOperation(entry))));
  MlirBlock loopBlock = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  // CHECK-NEXT: ^bb0(%arg2: index):  // no predecessors
  // CHECK-NEXT:   %1 = memref.load %arg0[%arg2] : memref<?xf32>
  // CHECK-NEXT:   %2 = memref.load %arg1[%arg2] : memref<?xf32>
  // CHECK-NEXT:   %3 = addf %1, %2 : f32
  // CHECK-NEXT:   memref.store %3, %arg0[%arg2] : memref<?xf32>
  // CHECK-NEXT:   scf.yield
  mlirBlockPrint(loopBlock, out, NULL);
  // CHECK-NEXT: no terminator: null 1
  MlirBlock detached = mlirBlockCreate(0, NULL);
  printf("no terminator: null %d\n",
         mlirOperationIsNull(mlirBlockGetTerminator(detached)));
  // CHECK-NEXT: <<UNLINKED BLOCK>>
  mlirBlockPrint(detached, out, NULL);
  mlirBlockDestroy(detached);

  /* Operand replacement and attributes. */
  MlirOperation add = mlirOperationGetNextInBlock(mlirOperationGetNextInBlock(
      mlirBlockGetFirstOperation(loopBlock)));
  mlirOperationSetOperand(add, 1, mlirOperationGetOperand(add, 0));
  mlirOperationSetAttributeByName(add, S("demo.note"),
                                  mlirAttributeParseGet(ctx, S("\"x\"")));
  // CHECK-NEXT: %3 = addf %1, %1 {demo.note = "x"} : f32
  mlirOperationPrint(add, out, NULL);
  printf("\n");
  MlirAttribute got = mlirOperationGetAttributeByName(add, S("demo.note"));
  // CHECK-NEXT: got "x" missing-null 1
  printf("got ");
  mlirAttributePrint(got, out, NULL);
  printf(" missing-null %d\n",
         mlirAttributeIsNull(mlirOperationGetAttributeByName(add, S("nope"))));
  // CHECK-NEXT: removed 1 0 attrs 0
  int r1 = mlirOperationRemoveAttributeByName(add, S("demo.note"));
  int r2 = mlirOperationRemoveAttributeByName(add, S("demo.note"));
  printf("removed %d %d attrs %ld\n", r1, r2,
         (long)mlirOperationGetNumAttributes(add));
  MlirValue lhs = mlirOperationGetOperand(add, 0);
  mlirBlockArgumentSetType(mlirBlockGetArgument(loopBlock, 0), indexTypeOf(ctx));
  fflush(stdout);
  // CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<?xf32>
  mlirValueDump(lhs);
  fflush(stderr);
  mlirModuleDestroy(m);
}

static MlirBlock newBlock(MlirContext ctx, const char *argType) {
  MlirType t = mlirTypeParseGet(ctx, S(argType));
  return mlirBlockCreate(1, &t);
}

static MlirOperation makeOp(MlirContext ctx, const char *name, intptr_t nOps,
                            MlirValue *ops, intptr_t nSucc, MlirBlock *succ) {
  MlirOperationState st =
      mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, nOps, ops);
  mlirOperationStateAddSuccessors(&st, nSucc, succ);
  return mlirOperationCreate(&st);
}

static void testRegionsAndSuccessors(MlirContext ctx) {
  // CHECK-LABEL: @regions
  printf("@regions\n");
  /* A function whose body is assembled block by block, out of order. */
  MlirRegion body = mlirRegionCreate();
  MlirBlock b0 = newBlock(ctx, "i1");
  MlirBlock b1 = newBlock(ctx, "i32");
  MlirBlock b2 = newBlock(ctx, "i64");
  MlirBlock b3 = newBlock(ctx, "f32");
  MlirBlock b4 = newBlock(ctx, "f64");
  mlirRegionAppendOwnedBlock(body, b2);
  mlirRegionInsertOwnedBlock(body, 0, b0);        /* b0 b2 */
  mlirRegionInsertOwnedBlockAfter(body, b0, b1);  /* b0 b1 b2 */
  mlirRegionInsertOwnedBlockBefore(body, (MlirBlock){NULL}, b4); /* ... b4 */
  mlirRegionInsertOwnedBlock(body, 3, b3);        /* b0 b1 b2 b3 b4 */
  MlirBlock extra = newBlock(ctx, "index");
  mlirRegionInsertOwnedBlock(body, 5, extra);     /* at the end */
  MlirBlock first = newBlock(ctx, "i8");
  mlirRegionInsertOwnedBlockAfter(body, (MlirBlock){NULL}, first); /* front */
  MlirBlock mid = newBlock(ctx, "i16");
  mlirRegionInsertOwnedBlockBefore(body, b1, mid);
  int n = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    printf(" ");
    mlirTypePrint(mlirValueGetType(mlirBlockGetArgument(b, 0)), out, NULL);
    n++;
  }
  // CHECK-NEXT: i8 i1 i16 i32 i64 f32 f64 index (8 blocks)
  printf(" (%d blocks)\n", n);

  /* Chain them with branches (printing only: the branches pass no block
   * arguments, so it does not verify). */
  MlirBlock order[] = {first, b0, mid, b1, b2, b3, b4, extra};
  for (int i = 0; i < 8; i++) {
    MlirOperation term;
    if (i == 1) {
      MlirValue c = mlirBlockGetArgument(b0, 0);
      MlirBlock succ[] = {mid, b1};
      MlirOperationState st =
          mlirOperationStateGet(S("std.cond_br"), mlirLocationUnknownGet(ctx));
      MlirValue ops[] = {c};
      mlirOperationStateAddOperands(&st, 1, ops);
      mlirOperationStateAddSuccessors(&st, 2, succ);
      MlirNamedAttribute seg = mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, S("operand_segment_sizes")),
          mlirAttributeParseGet(ctx, S("dense<[1, 0, 0]> : vector<3xi32>")));
      mlirOperationStateAddAttributes(&st, 1, &seg);
      term = mlirOperationCreate(&st);
    } else if (i == 7) {
      term = makeOp(ctx, "std.return", 0, NULL, 0, NULL);
    } else {
      term = makeOp(ctx, "std.br", 0, NULL, 1, &order[i + 1]);
    }
    mlirBlockAppendOwnedOperation(order[i], term);
  }
  MlirOperation condBr = mlirBlockGetTerminator(b0);
  // CHECK-NEXT: cond_br successors 2: first is mid 1 second is b1 1
  printf("cond_br successors %ld: first is mid %d second is b1 %d\n",
         (long)mlirOperationGetNumSuccessors(condBr),
         mlirBlockEqual(mlirOperationGetSuccessor(condBr, 0), mid),
         mlirBlockEqual(mlirOperationGetSuccessor(condBr, 1), b1));

  MlirNamedAttribute fnAttrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("type")),
                            mlirAttributeParseGet(ctx, S("(i8) -> ()"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("sym_name")),
                            mlirAttributeParseGet(ctx, S("\"cfg\"")))};
  MlirOperationState fnState =
      mlirOperationStateGet(S("func"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddAttributes(&fnState, 2, fnAttrs);
  mlirOperationStateAddOwnedRegions(&fnState, 1, &body);
  MlirOperation fn = mlirOperationCreate(&fnState);
  // CHECK-NEXT: func @cfg(%arg0: i8) {
  // CHECK-NEXT:   br ^bb1
  // CHECK:      ^bb1(%0: i1):  // pred: ^bb0
  // CHECK-NEXT:   cond_br %0, ^bb2, ^bb3
  // CHECK:        return
  // CHECK-NEXT: }
  mlirOperationPrint(fn, out, NULL);
  // CHECK-NEXT: ^bb1(%0: i1):  // pred: ^bb0
  // CHECK-NEXT:   cond_br %0, ^bb2, ^bb3
  mlirBlockPrint(b0, out, NULL);

  /* Cloning gives an equal but distinct op; destroying it leaves the
   * original alone. */
  MlirOperation copy = mlirOperationClone(fn);
  // CHECK-NEXT: clone distinct 1 regions 1 same text 1
  char *a = NULL, *b = NULL;
  size_t al = 0, bl = 0;
  FILE *fa = open_memstream(&a, &al), *fb = open_memstream(&b, &bl);
  mlirOperationPrint(fn, (MlirStringCallback)writeTo, fa);
  mlirOperationPrint(copy, (MlirStringCallback)writeTo, fb);
  fclose(fa);
  fclose(fb);
  printf("clone distinct %d regions %ld same text %d\n",
         !mlirOperationEqual(fn, copy), (long)mlirOperationGetNumRegions(copy),
         al == bl && memcmp(a, b, al) == 0);
  free(a);
  free(b);
  mlirOperationDestroy(copy);
  mlirOperationDestroy(fn);

  /* Detached regions and blocks are owned by the caller. */
  MlirRegion r = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(r, newBlock(ctx, "i32"));
  mlirBlockAppendOwnedOperation(mlirRegionGetFirstBlock(r),
                                makeOp(ctx, "std.return", 0, NULL, 0, NULL));
  // CHECK-NEXT: region parent-op null 1
  printf("region parent-op null %d\n",
         mlirOperationIsNull(
             mlirBlockGetParentOperation(mlirRegionGetFirstBlock(r))));
  mlirRegionDestroy(r);
  MlirBlock lone = newBlock(ctx, "i32");
  mlirBlockAppendOwnedOperation(lone, makeOp(ctx, "std.return", 0, NULL, 0, NULL));
  mlirBlockDestroy(lone);
  MlirOperation loneOp = makeOp(ctx, "std.return", 0, NULL, 0, NULL);
  mlirOperationDestroy(loneOp);
}

static void testElide(MlirContext ctx) {
  // CHECK-LABEL: @elide
  printf("@elide\n");
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateParse(
      ctx, S("\"demo.op\"() {big = dense<[1, 2, 3, 4]> : tensor<4xi32>, "
             "small = dense<[5, 6]> : tensor<2xi32>, z = 1, a = \"s\"} : () -> ()\n"));
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeElementsAttrs(flags, 2);
  // CHECK-NEXT: "demo.op"() {a = "s", big = opaque<"_", "0xDEADBEEF"> : tensor<4xi32>, small = dense<[5, 6]> : tensor<2xi32>, z = 1 : i64} : () -> ()
  mlirOperationPrintWithFlags(op, flags, out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(op); i++) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetAttribute(op, i).name);
    printf("%.*s ", (int)n.length, n.data);
  }
  // CHECK-NEXT: a big small z
  printf("\n");
  /* Printing without threads gives the same text. */
  mlirContextEnableMultithreading(ctx, false);
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   "demo.op"() {a = "s", big = dense<[1, 2, 3, 4]> : tensor<4xi32>, small = dense<[5, 6]> : tensor<2xi32>, z = 1 : i64} : () -> ()
  // CHECK-NEXT: }
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  mlirContextEnableMultithreading(ctx, true);
  mlirModuleDestroy(m);
  mlirContextSetAllowUnregisteredDialects(ctx, false);
}

static void testAliases(MlirContext ctx) {
  // CHECK-LABEL: @aliases
  printf("@aliases\n");
  MlirModule m = mlirModuleCreateParse(
      ctx, S("#map = affine_map<(d0) -> (d0 + 1)>\n"
             "func @f(%m: memref<4xf32, #map>) -> memref<4xf32, #map> {\n"
             "  %c = memref.cast %m : memref<4xf32, #map> to memref<4xf32, #map>\n"
             "  return %c : memref<4xf32, #map>\n"
             "}\n"));
  MlirOperation mop = mlirModuleGetOperation(m);
  // CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @f(%arg0: memref<4xf32, #map>) -> memref<4xf32, #map> {
  mlirOperationPrint(mop, out, NULL);
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  MlirOperation cast = mlirBlockGetFirstOperation(entry);
  // CHECK:      %0 = memref.cast %arg0 : memref<4xf32, affine_map<(d0) -> (d0 + 1)>> to memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  mlirOperationPrint(cast, out, NULL);
  printf("\n");
  // CHECK-NEXT: ^bb0(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):  // no predecessors
  // CHECK-NEXT:   %0 = memref.cast
  // CHECK-NEXT:   return %0
  mlirBlockPrint(entry, out, NULL);
  fflush(stdout);
  // CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32, affine_map<(d0) -> (d0 + 1)>> to memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  mlirValueDump(mlirOperationGetResult(cast, 0));
  // CHECK-NEXT: func @f(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>> {
  mlirOperationDump(fn);
  fflush(stderr);
  mlirModuleDestroy(m);
}

int main(void) {
  testContext();
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  testLocations(ctx);
  testTypesAndAttributes(ctx);
  testModule(ctx);
  testBuild(ctx);
  testWalk(ctx);
  testRegionsAndSuccessors(ctx);
  testElide(ctx);
  testAliases(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
