/* mlir-c/ExecutionEngine.h on null engines (MLIR 13 would dereference
 * them; cmlir returns failure / NULL and does nothing), and an engine that
 * cannot be created.  Not diffed with upstream.
 * CAPI-JIT
 *
 * REQUIRES: jit
 * RUN: %capi_check execution_engine_null %s
 */
#include <stdio.h>

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  /* an unlowered module: no engine */
  MlirModule m = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func @f() {\n  return\n} loc(\"f.mlir\":1:1)\n"));
  MlirExecutionEngine ee = mlirExecutionEngineCreate(m, 2, 0, NULL);
  // CHECK: loc("f.mlir":1:1): error: 'func' op unsupported module-level operation
  // CHECK-NEXT: null 1
  printf("null %d\n", (int)mlirExecutionEngineIsNull(ee));
  MlirStringRef f = mlirStringRefCreateFromCString("f");
  void *args[1] = {NULL};
  // CHECK-NEXT: invoke 0 lookup 0
  printf("invoke %d lookup %d\n",
         (int)mlirLogicalResultIsSuccess(
             mlirExecutionEngineInvokePacked(ee, f, args)),
         mlirExecutionEngineLookup(ee, f) != NULL);
  mlirExecutionEngineRegisterSymbol(ee, f, (void *)&ctx);
  mlirExecutionEngineDumpToObjectFile(ee, f);
  mlirExecutionEngineDestroy(ee);
  /* an empty LLVM-dialect module: an engine, nothing to find */
  MlirModule empty = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  ee = mlirExecutionEngineCreate(empty, 0, 0, NULL);
  // CHECK-NEXT: empty: null 0 lookup 0
  printf("empty: null %d lookup %d\n", (int)mlirExecutionEngineIsNull(ee),
         mlirExecutionEngineLookup(ee, f) != NULL);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(empty);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  // CHECK-NEXT: done
  printf("done\n");
  return 0;
}
