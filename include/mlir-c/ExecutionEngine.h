/* mlir-c/ExecutionEngine.h - JIT-compiling and calling a module in the LLVM
 * dialect through cmlir's C API (MLIR 13 compatible).
 *
 * The functions are declared here always but implemented in the JIT library
 * (libcmlir_jit, lib/execution/execution_engine.c), which is only built when
 * LLVM 14's C API is available; programs using them link it besides cmlir.
 *
 * Functions are called through "packed" wrappers the engine adds for every
 * function defined in the module: `_mlir_<name>(void **args)` loads each
 * argument from the pointer args[i] and stores the result, if any, through
 * args[number of arguments].  Functions lowered with the
 * `llvm.emit_c_interface` attribute also have `_mlir_ciface_<name>`.
 */
#ifndef MLIR_C_EXECUTIONENGINE_H
#define MLIR_C_EXECUTIONENGINE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

struct MlirExecutionEngine {
  void *ptr;
};
typedef struct MlirExecutionEngine MlirExecutionEngine;

/* Translates `op` (a module in the LLVM dialect) to LLVM IR, optimizes it
 * at level `optLevel` (0-3; also the code generation level) and prepares it
 * for execution; symbols it does not define are looked up in the
 * `numPaths` shared libraries `sharedLibPaths` (loaded for the life of the
 * process), then in the process.  A library that cannot be loaded is
 * reported on stderr and skipped.  Returns a null engine when the module
 * cannot be translated (diagnostics on the context) or compiled. */
MLIR_CAPI_EXPORTED MlirExecutionEngine
mlirExecutionEngineCreate(MlirModule op, int optLevel, int numPaths,
                          const MlirStringRef *sharedLibPaths);

/* Destroys the engine and the code it compiled. */
MLIR_CAPI_EXPORTED void mlirExecutionEngineDestroy(MlirExecutionEngine jit);

static inline bool mlirExecutionEngineIsNull(MlirExecutionEngine jit) {
  return !jit.ptr;
}

/* Calls the packed wrapper of `_mlir_ciface_<name>` with `arguments`
 * (pointers to the arguments, then to where the result goes).  Failure
 * when there is no such function. */
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExecutionEngineInvokePacked(
    MlirExecutionEngine jit, MlirStringRef name, void **arguments);

/* The address of the packed wrapper `_mlir_<name>` (a
 * `void (*)(void **)`), or NULL when there is none. */
MLIR_CAPI_EXPORTED void *mlirExecutionEngineLookup(MlirExecutionEngine jit,
                                                   MlirStringRef name);

/* Makes the compiled code resolve the symbol `name` to `sym` (a host
 * function or variable).  Call it before the first lookup or invocation
 * needing the symbol. */
MLIR_CAPI_EXPORTED void
mlirExecutionEngineRegisterSymbol(MlirExecutionEngine jit, MlirStringRef name,
                                  void *sym);

/* Writes the object code compiled for the module to `fileName` (compiling
 * it first if no call did yet). */
MLIR_CAPI_EXPORTED void
mlirExecutionEngineDumpToObjectFile(MlirExecutionEngine jit,
                                    MlirStringRef fileName);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXECUTIONENGINE_H */
