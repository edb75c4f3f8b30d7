/* mlir-c/Registration.h, mlir-c/Debug.h and the dialect headers
 * mlir-c/Dialect/{Standard,LLVM,SCF,Tensor}.h: dialect handles, loading,
 * global registration, the debug flag, the llvm dialect's types.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check registration %s
 */
#include <stdio.h>

#include "mlir-c/Debug.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Standard.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"

static void out(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirStringRef S(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static void counts(MlirContext ctx) {
  printf("registered %ld loaded %ld\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx));
}

static void printType(MlirType t) {
  mlirTypePrint(t, out, NULL);
  printf("\n");
}

int main(void) {
  // CHECK-LABEL: @handles
  printf("@handles\n");
  MlirDialectHandle handles[] = {
      mlirGetDialectHandle__std__(), mlirGetDialectHandle__llvm__(),
      mlirGetDialectHandle__scf__(), mlirGetDialectHandle__tensor__()};
  // CHECK-NEXT: std llvm scf tensor
  for (int i = 0; i < 4; i++) {
    MlirStringRef ns = mlirDialectHandleGetNamespace(handles[i]);
    printf("%s%.*s", i ? " " : "", (int)ns.length, ns.data);
  }
  printf("\n");

  MlirContext ctx = mlirContextCreate();
  // CHECK-NEXT: registered 0 loaded 1
  counts(ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__std__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__std__(), ctx);
  // CHECK-NEXT: registered 1 loaded 1
  counts(ctx);
  // CHECK-NEXT: std.addi registered 0
  printf("std.addi registered %d\n",
         mlirContextIsRegisteredOperation(ctx, S("std.addi")));
  MlirDialect std = mlirContextGetOrLoadDialect(ctx, S("std"));
  // CHECK-NEXT: loaded std: null 0
  printf("loaded std: null %d\n", mlirDialectIsNull(std));
  // CHECK-NEXT: registered 1 loaded 2
  counts(ctx);
  // CHECK-NEXT: std.addi registered 1
  printf("std.addi registered %d\n",
         mlirContextIsRegisteredOperation(ctx, S("std.addi")));
  MlirDialect scf =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__scf__(), ctx);
  MlirStringRef ns = mlirDialectGetNamespace(scf);
  // CHECK-NEXT: loaded scf
  printf("loaded %.*s\n", (int)ns.length, ns.data);
  // CHECK-NEXT: registered 1 loaded 3
  counts(ctx);
  MlirDialect scf2 =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__scf__(), ctx);
  // CHECK-NEXT: same scf 1
  printf("same scf %d\n", mlirDialectEqual(scf, scf2));

  /* A registered dialect is loaded when the parser meets it. */
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tensor__(), ctx);
  MlirModule m = mlirModuleCreateParse(
      ctx, S("func @f(%t: tensor<?xf32>) -> index {\n"
             "  %c0 = constant 0 : index\n"
             "  %d = tensor.dim %t, %c0 : tensor<?xf32>\n"
             "  return %d : index\n"
             "}\n"));
  // CHECK-NEXT: parsed: null 0
  printf("parsed: null %d\n", mlirModuleIsNull(m));
  // CHECK-NEXT: registered 2 loaded 4
  counts(ctx);
  // CHECK:        %0 = tensor.dim %arg0, %c0 : tensor<?xf32>
  mlirOperationPrint(mlirModuleGetOperation(m), out, NULL);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);

  // CHECK-LABEL: @all
  printf("@all\n");
  ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
  // CHECK-NEXT: memref.alloc 1 math.sqrt 1 vector.broadcast 1 llvm.add 1
  printf("memref.alloc %d math.sqrt %d vector.broadcast %d llvm.add %d\n",
         mlirContextIsRegisteredOperation(ctx, S("memref.alloc")),
         mlirContextIsRegisteredOperation(ctx, S("math.sqrt")),
         mlirContextIsRegisteredOperation(ctx, S("vector.broadcast")),
         mlirContextIsRegisteredOperation(ctx, S("llvm.add")));
  mlirContextDestroy(ctx);

  // CHECK-LABEL: @llvm
  printf("@llvm\n");
  ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__llvm__(), ctx);
  MlirType i8 = mlirTypeParseGet(ctx, S("i8"));
  MlirType i32 = mlirTypeParseGet(ctx, S("i32"));
  MlirType f64 = mlirTypeParseGet(ctx, S("f64"));
  MlirType vd = mlirLLVMVoidTypeGet(ctx);
  // CHECK-NEXT: !llvm.void
  printType(vd);
  // CHECK-NEXT: !llvm.ptr<i8>
  printType(mlirLLVMPointerTypeGet(i8, 0));
  // CHECK-NEXT: !llvm.ptr<i32, 3>
  printType(mlirLLVMPointerTypeGet(i32, 3));
  // CHECK-NEXT: !llvm.array<4 x f64>
  printType(mlirLLVMArrayTypeGet(f64, 4));
  MlirType params[] = {i32, mlirLLVMPointerTypeGet(i8, 0)};
  // CHECK-NEXT: !llvm.func<void (i32, ptr<i8>, ...)>
  printType(mlirLLVMFunctionTypeGet(vd, 2, params, true));
  // CHECK-NEXT: !llvm.func<i32 ()>
  printType(mlirLLVMFunctionTypeGet(i32, 0, NULL, false));
  MlirType fields[] = {i32, f64, mlirLLVMArrayTypeGet(i8, 2)};
  // CHECK-NEXT: !llvm.struct<(i32, f64, array<2 x i8>)>
  printType(mlirLLVMStructTypeLiteralGet(ctx, 3, fields, false));
  // CHECK-NEXT: !llvm.struct<packed (i32, f64, array<2 x i8>)>
  printType(mlirLLVMStructTypeLiteralGet(ctx, 3, fields, true));
  // CHECK-NEXT: !llvm.struct<()>
  printType(mlirLLVMStructTypeLiteralGet(ctx, 0, NULL, false));
  // CHECK-NEXT: same 1
  printf("same %d\n", mlirTypeEqual(mlirLLVMPointerTypeGet(i8, 0),
                                    mlirTypeParseGet(ctx, S("!llvm.ptr<i8>"))));
  mlirContextDestroy(ctx);

  // CHECK-LABEL: @debug
  printf("@debug\n");
  int before = mlirIsGlobalDebugEnabled();
  mlirEnableGlobalDebug(true);
  int on = mlirIsGlobalDebugEnabled();
  mlirEnableGlobalDebug(false);
  // CHECK-NEXT: debug 0 1 0
  printf("debug %d %d %d\n", before, on, mlirIsGlobalDebugEnabled());
  return 0;
}
