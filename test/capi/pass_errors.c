/* mlir-c/Pass.h where MLIR 13 aborts the process and cmlir reports an
 * error instead (so this program is not diffed with upstream): IR printing
 * on a context with multithreading on, and a pass added to a manager of
 * another op; then IR printing once multithreading is off.
 *
 * RUN: %capi_check pass_errors %s
 */
#include <stdio.h>

#include "mlir-c/Conversion.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Transforms.h"

static void print_cb(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirLogicalResult on_diag(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, on_diag, NULL, NULL);

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  // CHECK: diagnostic: IR printing can't be setup on a pass-manager without disabling multi-threading first.
  mlirPassManagerEnableIRPrinting(pm);
  // CHECK-NEXT: diagnostic: Can't add pass 'ConvertMathToLLVM' restricted to 'func' on a PassManager intended to run on 'module', did you intend to nest?
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMathToLLVM());
  // CHECK-NEXT: pipeline: []
  printf("pipeline: [");
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), print_cb, NULL);
  printf("]\n");
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCSE());
  /* the run works and prints nothing (printing stayed off) */
  MlirModule m = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString("func @f() {\n  return\n}\n"));
  // CHECK-NEXT: run 1
  printf("run %d\n", (int)mlirLogicalResultIsSuccess(mlirPassManagerRun(pm, m)));
  mlirPassManagerDestroy(pm);

  /* with multithreading off, IR printing works */
  mlirContextEnableMultithreading(ctx, false);
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerEnableIRPrinting(pm);
  MlirOpPassManager fpm =
      mlirPassManagerGetNestedUnder(pm, mlirStringRefCreateFromCString("func"));
  mlirOpPassManagerAddOwnedPass(fpm, mlirCreateTransformsCanonicalizer());
  // CHECK-NEXT: // -----// IR Dump Before Canonicalizer ('func' operation: @f) //----- //
  // CHECK: run 1
  printf("run %d\n", (int)mlirLogicalResultIsSuccess(mlirPassManagerRun(pm, m)));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  // CHECK-NEXT: done
  printf("done\n");
  return 0;
}
