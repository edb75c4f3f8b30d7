/* mlir-c/Dialect/SPIRV.h: the spv dialect handle (MLIR 13 has no such
 * header, so no upstream variant is built), loading on parse after
 * registration, and mlirRegisterAllDialects including spv.
 *
 * RUN: %capi_check spirv %s
 */
#include <stdio.h>

#include "mlir-c/Dialect/SPIRV.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"

static void out(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef S(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static const char kProgram[] =
    "spv.module Logical GLSL450 attributes {\n"
    "  spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, Int64],"
    " []>, {}>} {\n"
    "  spv.func @f(%a : i64) -> i64 \"None\" {\n"
    "    %0 = spv.IAdd %a, %a : i64\n"
    "    spv.ReturnValue %0 : i64\n"
    "  }\n"
    "}\n";

int main(void) {
  // CHECK-LABEL: @handle
  printf("@handle\n");
  MlirDialectHandle spv = mlirGetDialectHandle__spv__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(spv);
  // CHECK-NEXT: spv
  printf("%.*s\n", (int)ns.length, ns.data);

  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(spv, ctx);
  // CHECK-NEXT: registered 1 loaded 1
  printf("registered %ld loaded %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx));
  MlirModule m = mlirModuleCreateParse(ctx, S(kProgram));
  // CHECK-NEXT: parsed: null 0, loaded 2
  printf("parsed: null %d, loaded %ld\n", mlirModuleIsNull(m),
         (long)mlirContextGetNumLoadedDialects(ctx));
  // CHECK-NEXT: spv.SpecConstantOperation registered 1
  printf("spv.SpecConstantOperation registered %d\n",
         mlirContextIsRegisteredOperation(ctx, S("spv.SpecConstantOperation")));

  // CHECK-LABEL: @vce
  printf("@vce\n");
  mlirRegisterAllPasses();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult p = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm), S("spv.module(spirv-update-vce)"));
  // CHECK-NEXT: parsed 1
  printf("parsed %d\n", mlirLogicalResultIsSuccess(p));
  // CHECK-NEXT: run 1
  printf("run %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRun(pm, m)));
  // CHECK: spv.module Logical GLSL450 requires #spv.vce<v1.0, [Int64, Shader], []>
  // CHECK: %0 = spv.IAdd %arg0, %arg0 : i64
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);

  // CHECK-LABEL: @all
  printf("@all\n");
  ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  // CHECK-NEXT: spv.module 1 spv.Image 1
  printf("spv.module %d spv.Image %d\n",
         mlirContextIsRegisteredOperation(ctx, S("spv.module")),
         mlirContextIsRegisteredOperation(ctx, S("spv.Image")));
  mlirContextDestroy(ctx);
  return 0;
}
