/* mlir-c/Diagnostics.h: handlers, severities, locations, notes, and the
 * errors of parsing and verification reported through them.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check diagnostics %s
 */
#include <stdio.h>

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

static const char *severityName(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "?";
}

static void printDiag(MlirDiagnostic d, int indent) {
  printf("%*s%s at ", indent, "", severityName(mlirDiagnosticGetSeverity(d)));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), out, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, out, NULL);
  printf("\n");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++)
    printDiag(mlirDiagnosticGetNote(d, i), indent + 2);
}

/* Prints the diagnostic and handles it. */
static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  printf("[%s] ", (const char *)user);
  printDiag(d, 0);
  fflush(stdout);
  return mlirLogicalResultSuccess();
}

/* Only looks: passes the diagnostic on to the previous handler. */
static MlirLogicalResult passThrough(MlirDiagnostic d, void *user) {
  (void)d;
  printf("[%s] passing on\n", (const char *)user);
  return mlirLogicalResultFailure();
}

static void deleteUser(void *user) {
  printf("deleted user data '%s'\n", (const char *)user);
  fflush(stdout);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("input.mlir"), 7, 3);

  // CHECK-LABEL: @handlers
  printf("@handlers\n");
  MlirDiagnosticHandlerID first =
      mlirContextAttachDiagnosticHandler(ctx, handler, "first", deleteUser);
  MlirDiagnosticHandlerID second =
      mlirContextAttachDiagnosticHandler(ctx, passThrough, "second", NULL);
  // CHECK-NEXT: [second] passing on
  // CHECK-NEXT: [first] error at loc("input.mlir":7:3): something failed
  mlirEmitError(loc, "something failed");
  mlirContextDetachDiagnosticHandler(ctx, second);
  // CHECK-NEXT: [first] error at loc(callsite("input.mlir":7:3 at unknown)): again
  mlirEmitError(mlirLocationCallSiteGet(loc, mlirLocationUnknownGet(ctx)),
                "again");

  // CHECK-LABEL: @parse
  printf("@parse\n");
  // CHECK-NEXT: [first] error at loc("-":2:8): custom op 'foo' is unknown
  // CHECK-NEXT: null module 1
  MlirModule bad =
      mlirModuleCreateParse(ctx, S("func @f() {\n  %0 = foo\n}"));
  printf("null module %d\n", mlirModuleIsNull(bad));
  // CHECK-NEXT: [first] error at loc("-":2:3): 'std.return' op has 0 operands, but enclosing function (@f) returns 1
  // CHECK-NEXT:   note at loc("-":2:3): see current operation: "std.return"() : () -> ()
  // CHECK-NEXT: null module 1
  bad = mlirModuleCreateParse(ctx, S("func @f() -> i32 {\n  return\n}"));
  printf("null module %d\n", mlirModuleIsNull(bad));
  // CHECK-NEXT: [first] error at loc("-":2:10): use of undeclared SSA value name
  // CHECK-NEXT: null module 1
  bad = mlirModuleCreateParse(ctx, S("func @f(%a: i32) -> i32 {\n  return %b : i32\n}"));
  printf("null module %d\n", mlirModuleIsNull(bad));

  // CHECK-LABEL: @verify
  printf("@verify\n");
  MlirModule m = mlirModuleCreateParse(
      ctx, S("func @f(%a: i32) -> i32 {\n  return %a : i32\n}"));
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  MlirOperation ret = mlirBlockGetFirstOperation(entry);
  /* Returning an f32 constant from a function returning i32. */
  MlirType f32 = mlirTypeParseGet(ctx, S("f32"));
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("value")),
      mlirAttributeParseGet(ctx, S("1.0 : f32")));
  MlirOperationState st = mlirOperationStateGet(
      S("std.constant"), mlirLocationFileLineColGet(ctx, S("built"), 1, 2));
  mlirOperationStateAddResults(&st, 1, &f32);
  mlirOperationStateAddAttributes(&st, 1, &value);
  MlirOperation cst = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(entry, ret, cst);
  mlirOperationSetOperand(ret, 0, mlirOperationGetResult(cst, 0));
  // CHECK-NEXT: [first] error at loc("-":2:3): type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f
  // CHECK-NEXT:   note at loc("-":2:3): see current operation: "std.return"(%0) : (f32) -> ()
  // CHECK-NEXT: verify 0
  printf("verify %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  /* An unregistered op in a context that does not allow them. */
  mlirOperationSetOperand(ret, 0, mlirBlockGetArgument(entry, 0));
  MlirOperationState ust = mlirOperationStateGet(
      S("foo.bar"), mlirLocationFileLineColGet(ctx, S("built"), 3, 4));
  MlirOperation unreg = mlirOperationCreate(&ust);
  // CHECK-NEXT: unregistered op created: null 0
  printf("unregistered op created: null %d\n", mlirOperationIsNull(unreg));
  mlirBlockInsertOwnedOperationBefore(entry, ret, unreg);
  // CHECK-NEXT: [first] error at loc("built":3:4): 'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
  // CHECK-NEXT:   note at loc("built":3:4): see current operation: "foo.bar"() : () -> ()
  // CHECK-NEXT: verify 0
  printf("verify %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  // CHECK-NEXT: verify 1
  printf("verify %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  mlirContextSetAllowUnregisteredDialects(ctx, false);
  /* Type inference on an op without it. */
  MlirOperationState ist = mlirOperationStateGet(
      S("std.addi"), mlirLocationFileLineColGet(ctx, S("built"), 5, 6));
  MlirValue args[] = {mlirBlockGetArgument(entry, 0),
                      mlirBlockGetArgument(entry, 0)};
  mlirOperationStateAddOperands(&ist, 2, args);
  mlirOperationStateEnableResultTypeInference(&ist);
  // CHECK-NEXT: [first] error at loc("built":5:6): type inference was requested for the operation std.addi, but the operation does not support type inference. Result types must be specified explicitly.
  // CHECK-NEXT: inferred op: null 1
  printf("inferred op: null %d\n",
         mlirOperationIsNull(mlirOperationCreate(&ist)));
  MlirOperationState ist2 = mlirOperationStateGet(
      S("foo.baz"), mlirLocationFileLineColGet(ctx, S("built"), 7, 8));
  mlirOperationStateEnableResultTypeInference(&ist2);
  MlirRegion ownedRegion = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&ist2, 1, &ownedRegion);
  // CHECK-NEXT: [first] error at loc("built":7:8): type inference was requested for the operation foo.baz, but the operation was not registered. Ensure that the dialect containing the operation is linked into MLIR and registered with the context
  // CHECK-NEXT: inferred op: null 1
  printf("inferred op: null %d\n",
         mlirOperationIsNull(mlirOperationCreate(&ist2)));
  mlirModuleDestroy(m);

  // CHECK-LABEL: @detach
  printf("@detach\n");
  // CHECK-NEXT: deleted user data 'first'
  mlirContextDetachDiagnosticHandler(ctx, first);
  /* A handler still attached when the context goes away. */
  mlirContextAttachDiagnosticHandler(ctx, handler, "last", deleteUser);
  // CHECK-NEXT: [last] error at loc(unknown): bye
  mlirEmitError(mlirLocationUnknownGet(ctx), "bye");
  // CHECK-NEXT: deleted user data 'last'
  mlirContextDestroy(ctx);
  // CHECK-NEXT: done
  printf("done\n");
  return 0;
}
