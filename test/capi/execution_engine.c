/* mlir-c/ExecutionEngine.h: a module built from text, lowered with the pass
 * manager, JIT-compiled and called: packed invocation of a C-interface
 * function, lookup of packed wrappers, a host symbol called from JIT code,
 * a runtime library given as shared library path, opt levels, object dump,
 * and the failures (unlowered module, missing function, missing library).
 * CAPI-UPSTREAM-DIFF CAPI-JIT
 *
 * REQUIRES: jit
 * RUN: %capi_check execution_engine %s
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/Conversion.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"

#ifndef CAPI_C_RUNNER_UTILS
#error "CAPI_C_RUNNER_UTILS: the path of the C runner utils library"
#endif

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static int host_calls;
static int32_t host_twice(int32_t x) {
  host_calls++;
  return 2 * x;
}
int64_t host_counter = 5;

static const char *kProgram =
    "func private @twice(i32) -> i32\n"
    "func private @printI64(i64)\n"
    "func private @printNewline()\n"
    "func @add(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {\n"
    "  %s = addi %a, %b : i32\n"
    "  return %s : i32\n"
    "}\n"
    "func @callhost(%a: i32) -> i32 attributes {llvm.emit_c_interface} {\n"
    "  %r = call @twice(%a) : (i32) -> i32\n"
    "  %s = call @twice(%r) : (i32) -> i32\n"
    "  return %s : i32\n"
    "}\n"
    "func @print(%a: i64) attributes {llvm.emit_c_interface} {\n"
    "  call @printI64(%a) : (i64) -> ()\n"
    "  call @printNewline() : () -> ()\n"
    "  return\n"
    "}\n"
    "func @square(%a: i64) -> i64 {\n"
    "  %r = muli %a, %a : i64\n"
    "  return %r : i64\n"
    "}\n"
    "func @fact(%n: i64) -> i64 attributes {llvm.emit_c_interface} {\n"
    "  %c0 = constant 0 : i64\n"
    "  %c1 = constant 1 : i64\n"
    "  %z = cmpi eq, %n, %c0 : i64\n"
    "  cond_br %z, ^done, ^rec\n"
    "^done:\n"
    "  return %c1 : i64\n"
    "^rec:\n"
    "  %m = subi %n, %c1 : i64\n"
    "  %f = call @fact(%m) : (i64) -> i64\n"
    "  %r = muli %n, %f : i64\n"
    "  return %r : i64\n"
    "}\n"
    "func @sum(%m: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {\n"
    "  %c0 = constant 0 : index\n"
    "  %c1 = constant 1 : index\n"
    "  %z = constant 0.0 : f64\n"
    "  %n = memref.dim %m, %c0 : memref<?xf64>\n"
    "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {\n"
    "    %x = memref.load %m[%i] : memref<?xf64>\n"
    "    %s = addf %acc, %x : f64\n"
    "    scf.yield %s : f64\n"
    "  }\n"
    "  return %r : f64\n"
    "}\n";

/* memref<?xf64> as the C interface passes it: a pointer to the descriptor */
typedef struct {
  double *allocated, *aligned;
  int64_t offset, size, stride;
} Memref1D;

static MlirModule lowered(MlirContext ctx, const char *text) {
  MlirModule m = mlirModuleCreateParse(ctx, str(text));
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionSCFToStandard());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertMemRefToLLVM());
  mlirPassManagerAddOwnedPass(pm, mlirCreateConversionConvertStandardToLLVM());
  MlirLogicalResult r = mlirPassManagerRun(pm, m);
  printf("lowered %d\n", (int)mlirLogicalResultIsSuccess(r));
  mlirPassManagerDestroy(pm);
  return m;
}

static void run_all(MlirExecutionEngine ee, int level) {
  int32_t a = 40, b = 2, r32 = 0;
  void *args[3] = {&a, &b, &r32};
  MlirLogicalResult r = mlirExecutionEngineInvokePacked(ee, str("add"), args);
  printf("O%d add %d -> %d\n", level, (int)mlirLogicalResultIsSuccess(r), r32);
  int32_t x = 5;
  void *hargs[2] = {&x, &r32};
  r = mlirExecutionEngineInvokePacked(ee, str("callhost"), hargs);
  printf("O%d callhost %d -> %d (host calls %d)\n", level,
         (int)mlirLogicalResultIsSuccess(r), r32, host_calls);
  int64_t n = 20, r64 = 0;
  void *fargs[2] = {&n, &r64};
  r = mlirExecutionEngineInvokePacked(ee, str("fact"), fargs);
  printf("O%d fact %d -> %lld\n", level, (int)mlirLogicalResultIsSuccess(r),
         (long long)r64);
  double data[5] = {1.5, 2.5, 3.0, -1.0, 10.0}, sum = 0;
  Memref1D desc = {data, data, 0, 5, 1};
  Memref1D *pdesc = &desc;
  void *sargs[2] = {&pdesc, &sum};
  r = mlirExecutionEngineInvokePacked(ee, str("sum"), sargs);
  printf("O%d sum %d -> %g\n", level, (int)mlirLogicalResultIsSuccess(r), sum);
  int64_t v = 12345;
  void *pargs[1] = {&v};
  /* printI64 of the runtime library (same stdio as this program) */
  r = mlirExecutionEngineInvokePacked(ee, str("print"), pargs);
  printf("O%d print %d\n", level, (int)mlirLogicalResultIsSuccess(r));
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirRegisterAllDialects(ctx);

  // CHECK: lowered 1
  MlirModule m = lowered(ctx, kProgram);
  MlirStringRef libs[1] = {str(CAPI_C_RUNNER_UTILS)};
  MlirExecutionEngine ee = mlirExecutionEngineCreate(m, 2, 1, libs);
  // CHECK-NEXT: engine null 0
  printf("engine null %d\n", (int)mlirExecutionEngineIsNull(ee));
  mlirExecutionEngineRegisterSymbol(ee, str("twice"), (void *)host_twice);
  // CHECK-NEXT: O2 add 1 -> 42
  // CHECK-NEXT: O2 callhost 1 -> 20 (host calls 2)
  // CHECK-NEXT: O2 fact 1 -> 2432902008176640000
  // CHECK-NEXT: O2 sum 1 -> 16
  // CHECK-NEXT: 12345
  // CHECK-NEXT: O2 print 1
  run_all(ee, 2);

  /* missing functions: square has no C interface, nosuch does not exist */
  int64_t s = 9, sr = 0;
  void *sargs[2] = {&s, &sr};
  // CHECK-NEXT: invoke square 0 nosuch 0
  printf("invoke square %d nosuch %d\n",
         (int)mlirLogicalResultIsSuccess(
             mlirExecutionEngineInvokePacked(ee, str("square"), sargs)),
         (int)mlirLogicalResultIsSuccess(
             mlirExecutionEngineInvokePacked(ee, str("nosuch"), sargs)));

  /* lookup gives packed wrappers: _mlir_<name> */
  void (*square)(void **) =
      (void (*)(void **))mlirExecutionEngineLookup(ee, str("square"));
  void (*add)(void **) = (void (*)(void **))mlirExecutionEngineLookup(
      ee, str("_mlir_ciface_add"));
  void *nosuch = mlirExecutionEngineLookup(ee, str("nosuch"));
  void *twice = mlirExecutionEngineLookup(ee, str("twice"));
  // CHECK-NEXT: lookup square 1 ciface_add 1 nosuch 0 twice 0
  printf("lookup square %d ciface_add %d nosuch %d twice %d\n", square != 0,
         add != 0, nosuch != 0, twice != 0);
  if (square) {
    square(sargs);
    // CHECK-NEXT: square(9) = 81
    printf("square(9) = %lld\n", (long long)sr);
  }
  if (add) {
    int32_t a = 3, b = 4, r = 0;
    void *args[3] = {&a, &b, &r};
    add(args);
    // CHECK-NEXT: ciface add = 7
    printf("ciface add = %d\n", r);
  }
  /* the object code of the module */
  const char *obj = "capi-execution-engine.o";
  remove(obj);
  mlirExecutionEngineDumpToObjectFile(ee, str(obj));
  FILE *f = fopen(obj, "rb");
  char magic[4] = {0};
  if (f) {
    if (fread(magic, 1, 4, f) != 4)
      magic[0] = 0;
    fclose(f);
  }
  // CHECK-NEXT: object ELF 1
  printf("object ELF %d\n", !memcmp(magic, "\177ELF", 4));
  remove(obj);
  mlirExecutionEngineDestroy(ee);

  /* every opt level, on the same module */
  // CHECK-NEXT: O0 add 1 -> 42
  // CHECK: O0 print 1
  // CHECK-NEXT: O1 add 1 -> 42
  // CHECK: O1 print 1
  // CHECK-NEXT: O3 add 1 -> 42
  // CHECK: O3 print 1
  for (int level = 0; level <= 3; level++) {
    if (level == 2)
      continue;
    ee = mlirExecutionEngineCreate(m, level, 1, libs);
    mlirExecutionEngineRegisterSymbol(ee, str("twice"), (void *)host_twice);
    run_all(ee, level);
    mlirExecutionEngineDestroy(ee);
  }

  /* a library that does not exist is reported and skipped */
  MlirStringRef bad[2] = {str("/nonexistent/libfoo.so"), libs[0]};
  ee = mlirExecutionEngineCreate(m, 0, 2, bad);
  // CHECK-NEXT: Failed to create MemoryBuffer for: /nonexistent/libfoo.so
  // CHECK-NEXT: Error: No such file or directory
  // CHECK-NEXT: bad library: null 0
  printf("bad library: null %d\n", (int)mlirExecutionEngineIsNull(ee));
  mlirExecutionEngineRegisterSymbol(ee, str("twice"), (void *)host_twice);
  int32_t x = 1, y = 2, z = 0;
  void *args[3] = {&x, &y, &z};
  mlirExecutionEngineInvokePacked(ee, str("add"), args);
  // CHECK-NEXT: still runs: 3
  printf("still runs: %d\n", z);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(m);

  /* a module not in the LLVM dialect cannot be translated */
  MlirModule std = mlirModuleCreateParse(ctx, str("func @f() {\n  return\n} loc(\"f.mlir\":2:3)\n"));
  ee = mlirExecutionEngineCreate(std, 0, 0, NULL);
  // CHECK-NEXT: loc("f.mlir":2:3): error: 'func' op unsupported module-level operation
  // CHECK-NEXT: unlowered: null 1
  printf("unlowered: null %d\n", (int)mlirExecutionEngineIsNull(ee));
  mlirModuleDestroy(std);

  /* a host variable read by JIT code */
  MlirModule g = lowered(ctx,
      "llvm.mlir.global external @host_counter() : i64\n"
      "func @counter() -> i64 attributes {llvm.emit_c_interface} {\n"
      "  %p = llvm.mlir.addressof @host_counter : !llvm.ptr<i64>\n"
      "  %v = llvm.load %p : !llvm.ptr<i64>\n"
      "  return %v : i64\n"
      "}\n");
  ee = mlirExecutionEngineCreate(g, 1, 0, NULL);
  mlirExecutionEngineRegisterSymbol(ee, str("host_counter"), &host_counter);
  int64_t c = 0;
  void *cargs[1] = {&c};
  MlirLogicalResult r = mlirExecutionEngineInvokePacked(ee, str("counter"), cargs);
  // CHECK: counter 1 -> 5
  printf("counter %d -> %lld\n", (int)mlirLogicalResultIsSuccess(r),
         (long long)c);
  mlirExecutionEngineDestroy(ee);
  mlirModuleDestroy(g);

  mlirContextDestroy(ctx);
  // CHECK-NEXT: done
  printf("done\n");
  return 0;
}
