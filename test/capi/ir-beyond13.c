/* mlir-c/IR.h, Support.h and Registration.h: the functions of later
 * upstream releases (type ids, dialect registries, fused and name
 * locations, walks, moving ops, uses, symbol tables), and cmlir's
 * reporting of type and attribute parse errors to attached handlers.
 * (Not diffed with upstream: MLIR 13 lacks these.)
 *
 * RUN: %capi_check ir-beyond13 %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Dialect/Standard.h"
#include "mlir-c/Dialect/SCF.h"

static void out(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef S(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static void printOpName(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf("%.*s", (int)n.length, n.data);
}

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diag at ");
  mlirLocationPrint(mlirDiagnosticGetLocation(d), out, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, out, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void testTypeIDs(MlirContext ctx) {
  // CHECK-LABEL: @typeid
  printf("@typeid\n");
  MlirType i32 = mlirTypeParseGet(ctx, S("i32"));
  MlirType i64 = mlirTypeParseGet(ctx, S("i64"));
  MlirType f32 = mlirTypeParseGet(ctx, S("f32"));
  MlirType p1 = mlirTypeParseGet(ctx, S("!llvm.ptr<i8>"));
  MlirType p2 = mlirTypeParseGet(ctx, S("!llvm.ptr<i32>"));
  MlirType arr = mlirTypeParseGet(ctx, S("!llvm.array<2 x i8>"));
  MlirTypeID ti32 = mlirTypeGetTypeID(i32);
  // CHECK-NEXT: int=int 1 int=float 0 ptr=ptr 1 ptr=array 0 null 0 hash 1
  printf("int=int %d int=float %d ptr=ptr %d ptr=array %d null %d hash %d\n",
         mlirTypeIDEqual(ti32, mlirTypeGetTypeID(i64)),
         mlirTypeIDEqual(ti32, mlirTypeGetTypeID(f32)),
         mlirTypeIDEqual(mlirTypeGetTypeID(p1), mlirTypeGetTypeID(p2)),
         mlirTypeIDEqual(mlirTypeGetTypeID(p1), mlirTypeGetTypeID(arr)),
         mlirTypeIDIsNull(ti32),
         mlirTypeIDHashValue(ti32) == mlirTypeIDHashValue(mlirTypeGetTypeID(i64)));
  /* Type ids do not depend on the context. */
  MlirContext other = mlirContextCreate();
  // CHECK-NEXT: across contexts 1
  printf("across contexts %d\n",
         mlirTypeIDEqual(ti32, mlirTypeGetTypeID(mlirTypeParseGet(other, S("i1")))));
  mlirContextDestroy(other);
  MlirAttribute a1 = mlirAttributeParseGet(ctx, S("1 : i32"));
  MlirAttribute a2 = mlirAttributeParseGet(ctx, S("7"));
  MlirAttribute a3 = mlirAttributeParseGet(ctx, S("\"s\""));
  // CHECK-NEXT: attr int=int 1 int=string 0
  printf("attr int=int %d int=string %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(a1), mlirAttributeGetTypeID(a2)),
         mlirTypeIDEqual(mlirAttributeGetTypeID(a1), mlirAttributeGetTypeID(a3)));
  MlirStringRef d1 = mlirDialectGetNamespace(mlirTypeGetDialect(p1));
  MlirStringRef d2 = mlirDialectGetNamespace(mlirTypeGetDialect(i32));
  MlirStringRef d3 = mlirDialectGetNamespace(mlirAttributeGetDialect(a3));
  // CHECK-NEXT: dialects llvm builtin builtin
  printf("dialects %.*s %.*s %.*s\n", (int)d1.length, d1.data, (int)d2.length,
         d2.data, (int)d3.length, d3.data);
}

static void testRegistry(void) {
  // CHECK-LABEL: @registry
  printf("@registry\n");
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  // CHECK-NEXT: null 0
  printf("null %d\n", mlirDialectRegistryIsNull(reg));
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__std__(), reg);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__scf__(), reg);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__std__(), reg);
  MlirContext ctx = mlirContextCreateWithRegistry(reg, false);
  // CHECK-NEXT: registered 2 loaded 1
  printf("registered %ld loaded %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx));
  mlirContextLoadAllAvailableDialects(ctx);
  // CHECK-NEXT: registered 2 loaded 3
  printf("registered %ld loaded %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx));
  mlirContextDestroy(ctx);
  ctx = mlirContextCreateWithThreading(true);
  mlirContextAppendDialectRegistry(ctx, reg);
  // CHECK-NEXT: appended: registered 2
  printf("appended: registered %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx));
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(reg);
}

static void testLocations(MlirContext ctx) {
  // CHECK-LABEL: @locations
  printf("@locations\n");
  MlirLocation a = mlirLocationFileLineColGet(ctx, S("a.mlir"), 1, 2);
  MlirLocation b = mlirLocationFileLineColGet(ctx, S("b.mlir"), 3, 4);
  MlirLocation both[] = {a, b};
  MlirAttribute none = {NULL};
  // CHECK-NEXT: loc(fused["a.mlir":1:2, "b.mlir":3:4])
  mlirLocationPrint(mlirLocationFusedGet(ctx, 2, both, none), out, NULL);
  printf("\n");
  // CHECK-NEXT: loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
  mlirLocationPrint(
      mlirLocationFusedGet(ctx, 2, both, mlirAttributeParseGet(ctx, S("\"meta\""))),
      out, NULL);
  printf("\n");
  // CHECK-NEXT: loc("a.mlir":1:2)
  mlirLocationPrint(mlirLocationFusedGet(ctx, 1, both, none), out, NULL);
  printf("\n");
  MlirLocation named = mlirLocationNameGet(ctx, S("x"), a);
  // CHECK-NEXT: loc("x"("a.mlir":1:2))
  mlirLocationPrint(named, out, NULL);
  printf("\n");
  MlirLocation nullLoc = {NULL};
  // CHECK-NEXT: loc("y")
  mlirLocationPrint(mlirLocationNameGet(ctx, S("y"), nullLoc), out, NULL);
  printf("\n");
  MlirAttribute asAttr = mlirLocationGetAttribute(named);
  // CHECK-NEXT: round trip 1 not a location 1
  printf("round trip %d not a location %d\n",
         mlirLocationEqual(mlirLocationFromAttribute(asAttr), named),
         mlirLocationIsNull(
             mlirLocationFromAttribute(mlirAttributeParseGet(ctx, S("1")))));
}

static MlirWalkResult printWalk(MlirOperation op, void *user) {
  (void)user;
  printf(" ");
  printOpName(op);
  return MlirWalkResultAdvance;
}

static MlirWalkResult skipLoops(MlirOperation op, void *user) {
  (void)user;
  printf(" ");
  printOpName(op);
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 7 && !memcmp(n.data, "scf.for", 7) ? MlirWalkResultSkip
                                                         : MlirWalkResultAdvance;
}

static MlirWalkResult stopAtAdd(MlirOperation op, void *user) {
  (void)user;
  printf(" ");
  printOpName(op);
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 8 && !memcmp(n.data, "std.addi", 8)
             ? MlirWalkResultInterrupt
             : MlirWalkResultAdvance;
}

static void testOperations(MlirContext ctx) {
  // CHECK-LABEL: @operations
  printf("@operations\n");
  MlirOperation mod = mlirOperationCreateParse(
      ctx,
      S("module {\n"
        "func @f(%a: index, %b: index) -> index {\n"
        "  %0 = addi %a, %b : index\n"
        "  %1 = muli %0, %0 : index\n"
        "  scf.for %i = %a to %b step %b {\n"
        "    %2 = subi %i, %0 : index\n"
        "  }\n"
        "  return %1 : index\n"
        "}\n"
        "}\n"),
      S("ops.mlir"));
  // CHECK-NEXT: parsed null 0
  printf("parsed null %d\n", mlirOperationIsNull(mod));
  MlirOperation fn = mlirBlockGetFirstOperation(
      mlirRegionGetFirstBlock(mlirOperationGetFirstRegion(mod)));
  // CHECK-NEXT: loc("ops.mlir":2:1)
  mlirLocationPrint(mlirOperationGetLocation(fn), out, NULL);
  printf("\n");
  // CHECK-NEXT: pre: module func std.addi std.muli scf.for std.subi scf.yield std.return
  printf("pre:");
  mlirOperationWalk(mod, printWalk, NULL, MlirWalkPreOrder);
  printf("\n");
  // CHECK-NEXT: post: std.addi std.muli std.subi scf.yield scf.for std.return func module
  printf("post:");
  mlirOperationWalk(mod, printWalk, NULL, MlirWalkPostOrder);
  printf("\n");
  // CHECK-NEXT: skip: module func std.addi std.muli scf.for std.return
  printf("skip:");
  mlirOperationWalk(mod, skipLoops, NULL, MlirWalkPreOrder);
  printf("\n");
  // CHECK-NEXT: interrupt: module func std.addi
  printf("interrupt:");
  mlirOperationWalk(mod, stopAtAdd, NULL, MlirWalkPreOrder);
  printf("\n");

  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  MlirOperation add = mlirBlockGetFirstOperation(entry);
  MlirOperation mul = mlirOperationGetNextInBlock(add);
  MlirOperation loop = mlirOperationGetNextInBlock(mul);
  // CHECK-NEXT: before 1 0
  printf("before %d %d\n", mlirOperationIsBeforeInBlock(add, mul),
         mlirOperationIsBeforeInBlock(loop, mul));
  // CHECK-NEXT: region parent 1 next region null 1 equal 1
  MlirRegion body = mlirOperationGetRegion(fn, 0);
  printf("region parent %d next region null %d equal %d\n",
         mlirRegionEqual(mlirBlockGetParentRegion(entry), body),
         mlirRegionIsNull(mlirRegionGetNextInOperation(body)),
         mlirRegionEqual(body, mlirOperationGetFirstRegion(fn)));
  // CHECK-NEXT: no region: null 1
  printf("no region: null %d\n",
         mlirRegionIsNull(mlirOperationGetFirstRegion(add)));

  /* Uses of %0: the muli twice and the subi. */
  MlirValue v0 = mlirOperationGetResult(add, 0);
  int n = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v0); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    printf(" ");
    printOpName(mlirOpOperandGetOwner(u));
    printf("#%u same %d", mlirOpOperandGetOperandNumber(u),
           mlirValueEqual(mlirOpOperandGetValue(u), v0));
    n++;
  }
  // CHECK-NEXT: {{( std\.(muli|subi)#[01] same 1)+}} (3 uses)
  printf(" (%d uses)\n", n);
  /* Replace them by %a; then %0 is unused. */
  mlirValueReplaceAllUsesOfWith(v0, mlirBlockGetArgument(entry, 0));
  // CHECK-NEXT: unused 1
  printf("unused %d\n", mlirOpOperandIsNull(mlirValueGetFirstUse(v0)));

  /* Move the muli before the addi, then the addi after the loop, then
   * take the addi out and destroy it. */
  mlirOperationMoveBefore(mul, add);
  mlirOperationMoveAfter(add, loop);
  // CHECK-NEXT: order: std.muli scf.for std.addi std.return
  printf("order:");
  for (MlirOperation o = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    printf(" ");
    printOpName(o);
  }
  printf("\n");
  mlirOperationRemoveFromParent(add);
  // CHECK-NEXT: detached: block null 1
  printf("detached: block null %d\n", mlirBlockIsNull(mlirOperationGetBlock(add)));
  mlirOperationSetLocation(add, mlirLocationNameGet(ctx, S("moved"), (MlirLocation){NULL}));
  // CHECK-NEXT: loc("moved")
  mlirLocationPrint(mlirOperationGetLocation(add), out, NULL);
  printf("\n");
  mlirOperationDestroy(add);
  /* An attached op is erased by mlirOperationDestroy (as later upstream). */
  MlirOperationState cst =
      mlirOperationStateGet(S("std.constant"), mlirLocationUnknownGet(ctx));
  MlirType indexT = mlirTypeParseGet(ctx, S("index"));
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("value")), mlirAttributeParseGet(ctx, S("3 : index")));
  mlirOperationStateAddResults(&cst, 1, &indexT);
  mlirOperationStateAddAttributes(&cst, 1, &value);
  MlirOperation c = mlirOperationCreate(&cst);
  mlirBlockInsertOwnedOperation(entry, 0, c);
  mlirOperationDestroy(c);
  // CHECK-NEXT: first now std.muli
  printf("first now ");
  printOpName(mlirBlockGetFirstOperation(entry));
  printf("\n");

  /* Type ids of ops. */
  MlirOperation ret = mlirBlockGetTerminator(entry);
  // CHECK-NEXT: op ids: null 0 same 0
  printf("op ids: null %d same %d\n", mlirTypeIDIsNull(mlirOperationGetTypeID(ret)),
         mlirTypeIDEqual(mlirOperationGetTypeID(ret),
                         mlirOperationGetTypeID(loop)));

  /* Block arguments: insert, set type, erase. */
  MlirType i8 = mlirTypeParseGet(ctx, S("i8"));
  MlirValue arg = mlirBlockInsertArgument(entry, 1, i8, mlirLocationUnknownGet(ctx));
  // CHECK-NEXT: inserted at 1, now 3 args
  printf("inserted at %ld, now %ld args\n", (long)mlirBlockArgumentGetArgNumber(arg),
         (long)mlirBlockGetNumArguments(entry));
  mlirValueSetType(arg, mlirTypeParseGet(ctx, S("i16")));
  // CHECK-NEXT: i16
  mlirTypePrint(mlirValueGetType(arg), out, NULL);
  printf("\n");
  mlirBlockEraseArgument(entry, 1);
  // CHECK-NEXT: 2 args
  printf("%ld args\n", (long)mlirBlockGetNumArguments(entry));

  /* Blocks and successors. */
  MlirRegion r = mlirRegionCreate();
  MlirBlock b1 = mlirBlockCreate(0, NULL);
  MlirBlock b2 = mlirBlockCreate(0, NULL);
  mlirRegionAppendOwnedBlock(r, b1);
  mlirRegionAppendOwnedBlock(r, b2);
  MlirOperationState br = mlirOperationStateGet(S("std.br"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddSuccessors(&br, 1, &b1);
  MlirOperation brOp = mlirOperationCreate(&br);
  mlirBlockAppendOwnedOperation(b1, brOp);
  mlirOperationSetSuccessor(brOp, 0, b2);
  // CHECK-NEXT: successor is b2 1
  printf("successor is b2 %d\n", mlirBlockEqual(mlirOperationGetSuccessor(brOp, 0), b2));
  mlirOperationSetSuccessor(brOp, 0, b1);
  mlirBlockDetach(b2);
  // CHECK-NEXT: detached block: region null 1
  printf("detached block: region null %d\n", mlirRegionIsNull(mlirBlockGetParentRegion(b2)));
  mlirBlockDestroy(b2);
  MlirRegion r2 = mlirRegionCreate();
  mlirRegionTakeBody(r2, r);
  // CHECK-NEXT: taken: 1 0
  printf("taken: %d %d\n", mlirBlockEqual(mlirRegionGetFirstBlock(r2), b1),
         !mlirBlockIsNull(mlirRegionGetFirstBlock(r)));
  mlirRegionDestroy(r);
  mlirRegionDestroy(r2);

  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @f(%arg0: index, %arg1: index) -> index {
  // CHECK-NEXT:     %0 = muli %arg0, %arg0 : index
  // CHECK-NEXT:     scf.for %arg2 = %arg0 to %arg1 step %arg1 {
  // CHECK-NEXT:       %1 = subi %arg2, %arg0 : index
  // CHECK-NEXT:     }
  // CHECK-NEXT:     return %0 : index
  mlirOperationPrintWithFlags(mod, flags, out, NULL);
  mlirOpPrintingFlagsDestroy(flags);
  mlirOperationDestroy(mod);
}

static void printTable(MlirOperation op, bool visible, void *user) {
  (void)user;
  printf(" ");
  printOpName(op);
  MlirAttribute name = mlirOperationGetAttributeByName(op, S("sym_name"));
  if (!mlirAttributeIsNull(name)) {
    printf(" ");
    mlirAttributePrint(name, out, NULL);
  }
  printf(" visible %d;", visible);
}

static void testSymbols(MlirContext ctx) {
  // CHECK-LABEL: @symbols
  printf("@symbols\n");
  MlirStringRef sn = mlirSymbolTableGetSymbolAttributeName();
  MlirStringRef vn = mlirSymbolTableGetVisibilityAttributeName();
  // CHECK-NEXT: sym_name sym_visibility
  printf("%.*s %.*s\n", (int)sn.length, sn.data, (int)vn.length, vn.data);
  MlirModule m = mlirModuleCreateParse(
      ctx, S("func private @callee()\n"
             "func @caller() {\n"
             "  call @callee() : () -> ()\n"
             "  return\n"
             "}\n"
             "module @inner attributes {sym_visibility = \"private\"} {\n"
             "  func private @callee()\n"
             "}\n"));
  MlirOperation mod = mlirModuleGetOperation(m);
  MlirSymbolTable table = mlirSymbolTableCreate(mod);
  // CHECK-NEXT: table null 0 not a table: null 1
  MlirOperation callee = mlirSymbolTableLookup(table, S("callee"));
  printf("table null %d not a table: null %d\n", mlirSymbolTableIsNull(table),
         mlirSymbolTableIsNull(mlirSymbolTableCreate(callee)));
  // CHECK-NEXT: lookup callee func, nope null 1
  printf("lookup callee ");
  printOpName(callee);
  printf(", nope null %d\n",
         mlirOperationIsNull(mlirSymbolTableLookup(table, S("nope"))));

  /* A clone of @callee gets a fresh name. */
  MlirAttribute newName = mlirSymbolTableInsert(table, mlirOperationClone(callee));
  // CHECK-NEXT: inserted as "callee_0"
  printf("inserted as ");
  mlirAttributePrint(newName, out, NULL);
  printf("\n");
  /* Calls to @callee now go to @callee_0; the inner module's own @callee
   * is untouched. */
  mlirSymbolTableReplaceAllSymbolUses(S("callee"), S("callee_0"), mod);
  mlirSymbolTableErase(table, callee);
  // CHECK-NEXT: module  {
  // CHECK-NEXT:   func @caller() {
  // CHECK-NEXT:     call @callee_0() : () -> ()
  // CHECK-NEXT:     return
  // CHECK-NEXT:   }
  // CHECK-NEXT:   module @inner attributes {sym_visibility = "private"}  {
  // CHECK-NEXT:     func private @callee()
  // CHECK-NEXT:   }
  // CHECK-NEXT:   func private @callee_0()
  // CHECK-NEXT: }
  mlirOperationPrint(mod, out, NULL);
  // CHECK-NEXT: verify 1
  printf("verify %d\n", mlirOperationVerify(mod));
  // CHECK-NEXT: tables: module "inner" visible 1; module visible 0;
  printf("tables:");
  mlirSymbolTableWalkSymbolTables(mod, false, printTable, NULL);
  printf("\n");
  mlirSymbolTableDestroy(table);
  mlirModuleDestroy(m);
}

static void testParseErrorsToHandler(MlirContext ctx) {
  // CHECK-LABEL: @handler
  printf("@handler\n");
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  // CHECK-NEXT: diag at loc("<mlir_parser_buffer>":1:9): expected '>' in tuple type
  // CHECK-NEXT: type null 1
  printf("type null %d\n", mlirTypeIsNull(mlirTypeParseGet(ctx, S("tuple<i1"))));
  // CHECK-NEXT: diag at loc("<mlir_parser_buffer>":1:4): expected non-function type
  // CHECK-NEXT: attr null 1
  printf("attr null %d\n",
         mlirAttributeIsNull(mlirAttributeParseGet(ctx, S("[1,"))));
  // CHECK-NEXT: diag at loc("src":1:7): @ identifier expected to start with letter or '_'
  // CHECK-NEXT: op null 1
  printf("op null %d\n", mlirOperationIsNull(mlirOperationCreateParse(
                             ctx, S("func @"), S("src"))));
  // CHECK-NEXT: diag at loc("two":0:0): source must contain a single top-level operation, found: 2
  // CHECK-NEXT: op null 1
  printf("op null %d\n", mlirOperationIsNull(mlirOperationCreateParse(
                             ctx, S("func private @a()\nfunc private @b()"),
                             S("two"))));
  MlirOperation single = mlirOperationCreateParse(
      ctx, S("func private @a()"), S("one"));
  // CHECK-NEXT: single: func
  printf("single: ");
  printOpName(single);
  printf("\n");
  mlirOperationDestroy(single);
  mlirContextDetachDiagnosticHandler(ctx, id);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  testTypeIDs(ctx);
  testRegistry();
  testLocations(ctx);
  testOperations(ctx);
  testSymbols(ctx);
  testParseErrorsToHandler(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
