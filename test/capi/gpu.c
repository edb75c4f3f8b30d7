/* mlir-c/Dialect/GPU.h: the gpu dialect handle, -gpu-kernel-outlining
 * and -gpu-async-region created and registered through the C API.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check gpu %s
 */
#include <stdio.h>

#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/Standard.h"
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
    "func @f(%n : index, %v : f32) {\n"
    "  %c1 = constant 1 : index\n"
    "  gpu.launch blocks(%a, %b, %c) in (%d = %n, %e = %c1, %f = %c1)\n"
    "             threads(%g, %h, %i) in (%j = %n, %k = %c1, %l = %c1) {\n"
    "    %s = addf %v, %v : f32\n"
    "    gpu.terminator\n"
    "  }\n"
    "  return\n"
    "}\n";

static const char kAsyncProgram[] =
    "module attributes {gpu.container_module} {\n"
    "  gpu.module @m { gpu.func @k() kernel { gpu.return } }\n"
    "  func @g(%n : index) {\n"
    "    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)\n"
    "    return\n"
    "  }\n"
    "}\n";

int main(void) {
  // CHECK-LABEL: @handle
  printf("@handle\n");
  MlirDialectHandle gpu = mlirGetDialectHandle__gpu__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(gpu);
  // CHECK-NEXT: gpu
  printf("%.*s\n", (int)ns.length, ns.data);

  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(gpu, ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__std__(), ctx);
  // CHECK-NEXT: gpu.launch_func registered 1
  printf("gpu.launch_func registered %d\n",
         mlirContextIsRegisteredOperation(ctx, S("gpu.launch_func")));

  // CHECK-LABEL: @outline
  printf("@outline\n");
  MlirModule m = mlirModuleCreateParse(ctx, S(kProgram));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateGPUGpuKernelOutlining());
  MlirLogicalResult r = mlirPassManagerRun(pm, m);
  // CHECK-NEXT: run 1
  printf("run %d\n", mlirLogicalResultIsSuccess(r));
  // CHECK: gpu.launch_func  @f_kernel::@f_kernel
  // CHECK: gpu.func @f_kernel(%arg0: f32) kernel
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);

  // CHECK-LABEL: @async
  printf("@async\n");
  MlirModule am = mlirModuleCreateParse(ctx, S(kAsyncProgram));
  MlirPassManager apm = mlirPassManagerCreate(ctx);
  mlirOpPassManagerAddOwnedPass(
      mlirPassManagerGetNestedUnder(apm, S("func")),
      mlirCreateGPUGpuAsyncRegionPass());
  // CHECK-NEXT: run 1
  printf("run %d\n",
         mlirLogicalResultIsSuccess(mlirPassManagerRun(apm, am)));
  // CHECK: %[[T:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T]]] @m::@k
  // CHECK-NEXT: gpu.wait [%[[T1]]]
  mlirOperationPrint(mlirModuleGetOperation(am), out, NULL);
  printf("\n");
  mlirPassManagerDestroy(apm);
  mlirModuleDestroy(am);

  // CHECK-LABEL: @pipeline
  printf("@pipeline\n");
  mlirRegisterGPUPasses();
  MlirPassManager pm2 = mlirPassManagerCreate(ctx);
  MlirLogicalResult p = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm2),
      S("gpu-kernel-outlining,func(gpu-async-region)"));
  // CHECK-NEXT: parsed 1
  printf("parsed %d\n", mlirLogicalResultIsSuccess(p));
  mlirPassManagerDestroy(pm2);
  mlirContextDestroy(ctx);
  return 0;
}
