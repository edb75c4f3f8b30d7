/* mlir-c/IR.h: bad input.  Invalid text gives null modules, types and
 * attributes with an error (printed to stderr as upstream's when no
 * handler is attached); ops that fail to verify; null handles.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check invalid %s
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

static void sync(void) {
  fflush(stdout);
  fflush(stderr);
}

static void parseType(MlirContext ctx, const char *text) {
  sync();
  MlirType t = mlirTypeParseGet(ctx, S(text));
  sync();
  printf("type '%s': null %d", text, mlirTypeIsNull(t));
  if (!mlirTypeIsNull(t)) {
    printf(" = ");
    mlirTypePrint(t, out, NULL);
  }
  printf("\n");
  sync();
}

static void parseAttr(MlirContext ctx, const char *text) {
  sync();
  MlirAttribute a = mlirAttributeParseGet(ctx, S(text));
  sync();
  printf("attr '%s': null %d", text, mlirAttributeIsNull(a));
  if (!mlirAttributeIsNull(a)) {
    printf(" = ");
    mlirAttributePrint(a, out, NULL);
  }
  printf("\n");
  sync();
}

static void parseModule(MlirContext ctx, const char *text) {
  sync();
  MlirModule m = mlirModuleCreateParse(ctx, S(text));
  sync();
  printf("module: null %d\n", mlirModuleIsNull(m));
  sync();
  if (!mlirModuleIsNull(m))
    mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);

  // CHECK-LABEL: @types
  printf("@types\n");
  // CHECK-NEXT: <mlir_parser_buffer>:1:1: error: expected non-function type
  // CHECK-NEXT: 12
  // CHECK-NEXT: ^
  // CHECK-NEXT: type '12': null 1
  parseType(ctx, "12");
  // CHECK-NEXT: <mlir_parser_buffer>:1:10: error: expected '>' in tuple type
  // CHECK:      type 'tuple<i32': null 1
  parseType(ctx, "tuple<i32");
  // CHECK-NEXT: <mlir_parser_buffer>:1:15: error: expected non-function type
  // CHECK:      type 'memref<4xf32, ': null 1
  parseType(ctx, "memref<4xf32, ");
  // CHECK-NEXT: <mlir_parser_buffer>:1:7: error: `!nope<"t">` type created with unregistered dialect.
  // CHECK:      type '!nope.t': null 1
  parseType(ctx, "!nope.t");
  /* Upstream 13 parses a prefix: trailing text is ignored. */
  // CHECK-NEXT: type 'i32>': null 0 = i32
  parseType(ctx, "i32>");
  // CHECK-NEXT: <mlir_parser_buffer>:1:1: error: expected non-function type
  // CHECK:      type '': null 1
  parseType(ctx, "");

  // CHECK-LABEL: @attributes
  printf("@attributes\n");
  // CHECK-NEXT: <mlir_parser_buffer>:1:5: error: expected non-function type
  // CHECK:      attr '[1, ': null 1
  parseAttr(ctx, "[1, ");
  // CHECK-NEXT: <mlir_parser_buffer>:1:1: error: integer constant out of range for attribute
  // CHECK:      attr '300 : i8': null 1
  parseAttr(ctx, "300 : i8");
  // CHECK-NEXT: <mlir_parser_buffer>:1:8: error: expected '>'
  // CHECK:      attr 'dense<1': null 1
  parseAttr(ctx, "dense<1");
  // CHECK-NEXT: <mlir_parser_buffer>:1:1: error: expected non-function type
  // CHECK:      attr ')': null 1
  parseAttr(ctx, ")");

  // CHECK-LABEL: @modules
  printf("@modules\n");
  // CHECK-NEXT: loc("-":1:9): error: expected non-function type
  // CHECK-NEXT: module: null 1
  parseModule(ctx, "func @f(oops");
  // CHECK-NEXT: loc("-":1:11): error: custom op 'func' expected non-empty function body
  // CHECK-NEXT: module: null 1
  parseModule(ctx, "func @f() {\n}\n");
  // CHECK-NEXT: module: null 0
  parseModule(ctx, "");
  // CHECK-NEXT: loc("-":1:1): error: 'foo.op' op created with unregistered dialect.
  // CHECK-NEXT: module: null 1
  parseModule(ctx, "\"foo.op\"() : () -> ()");

  // CHECK-LABEL: @verify
  printf("@verify\n");
  /* (the default output shows no notes, as upstream's) */
  MlirModule m = mlirModuleCreateParse(ctx, S("func @f() {\n  return\n}\n"));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(
      mlirBlockGetFirstOperation(mlirModuleGetBody(m)), 0));
  MlirOperationState st = mlirOperationStateGet(
      S("std.addi"), mlirLocationFileLineColGet(ctx, S("b.mlir"), 4, 2));
  MlirType i32 = mlirTypeParseGet(ctx, S("i32"));
  mlirOperationStateAddResults(&st, 1, &i32);
  MlirOperation add = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperation(entry, 0, add);
  // CHECK-NEXT: loc("b.mlir":4:2): error: 'std.addi' op expected 2 operands, but found 0
  // CHECK-NEXT: verify 0
  sync();
  printf("verify %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  sync();
  mlirOperationDestroy(add);
  // CHECK-NEXT: verify 1
  printf("verify %d\n", mlirOperationVerify(mlirModuleGetOperation(m)));
  mlirModuleDestroy(m);

  // CHECK-LABEL: @null
  printf("@null\n");
  MlirContext nc = {NULL};
  MlirDialect nd = {NULL};
  MlirLocation nl = {NULL};
  MlirModule nm = {NULL};
  MlirOperation no = {NULL};
  MlirRegion nr = {NULL};
  MlirBlock nb = {NULL};
  MlirValue nv = {NULL};
  MlirType nt = {NULL};
  MlirAttribute na = {NULL};
  // CHECK-NEXT: 1 1 1 1 1 1 1 1 1 1
  printf("%d %d %d %d %d %d %d %d %d %d\n", mlirContextIsNull(nc),
         mlirDialectIsNull(nd), mlirLocationIsNull(nl), mlirModuleIsNull(nm),
         mlirOperationIsNull(no), mlirRegionIsNull(nr), mlirBlockIsNull(nb),
         mlirValueIsNull(nv), mlirTypeIsNull(nt), mlirAttributeIsNull(na));
  // CHECK-NEXT: equal 1 1 1 1 1 1 1
  printf("equal %d %d %d %d %d %d %d\n", mlirContextEqual(nc, nc),
         mlirDialectEqual(nd, nd), mlirOperationEqual(no, no),
         mlirBlockEqual(nb, nb), mlirValueEqual(nv, nv), mlirTypeEqual(nt, nt),
         mlirAttributeEqual(na, na));
  /* A null reference inserts at the start (after) or end (before). */
  MlirBlock b = mlirBlockCreate(0, NULL);
  MlirOperationState s1 = mlirOperationStateGet(S("std.return"), mlirLocationUnknownGet(ctx));
  MlirOperationState s2 = mlirOperationStateGet(S("std.br"), mlirLocationUnknownGet(ctx));
  MlirOperation o1 = mlirOperationCreate(&s1);
  MlirOperation o2 = mlirOperationCreate(&s2);
  mlirBlockInsertOwnedOperationBefore(b, no, o1);
  mlirBlockInsertOwnedOperationAfter(b, no, o2);
  MlirStringRef n1 = mlirIdentifierStr(mlirOperationGetName(mlirBlockGetFirstOperation(b)));
  // CHECK-NEXT: first std.br
  printf("first %.*s\n", (int)n1.length, n1.data);
  mlirBlockDestroy(b);
  mlirContextDestroy(ctx);
  return 0;
}
