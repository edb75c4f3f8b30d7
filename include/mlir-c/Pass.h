/* mlir-c/Pass.h - pass managers of cmlir's C API (MLIR 13 compatible).
 *
 * A pass manager (MlirPassManager) is created for a context and runs on
 * modules.  It is also an op pass manager (MlirOpPassManager): a list of
 * passes and of op pass managers nested for the ops of one name directly
 * inside the op it runs on.  Nested managers belong to their parent;
 * passes (MlirPass, made by the mlirCreate<Group><Pass> functions of
 * mlir-c/Transforms.h and mlir-c/Conversion.h) belong to the manager they
 * are added to.
 *
 * Textual pipelines are MLIR 13's: `func(cse, canonicalize), symbol-dce`.
 * Errors in them are written to stderr in upstream's words.
 */
#ifndef MLIR_C_PASS_H
#define MLIR_C_PASS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLIR_C_PASS_HANDLE_(name)                                              \
  struct name {                                                                \
    void *ptr;                                                                 \
  };                                                                           \
  typedef struct name name

MLIR_C_PASS_HANDLE_(MlirPass);
MLIR_C_PASS_HANDLE_(MlirPassManager);
MLIR_C_PASS_HANDLE_(MlirOpPassManager);

#undef MLIR_C_PASS_HANDLE_

/* A new, empty pass manager running on `module` ops of `ctx`.  Destroy it
 * with mlirPassManagerDestroy. */
MLIR_CAPI_EXPORTED MlirPassManager mlirPassManagerCreate(MlirContext ctx);

/* Destroys the manager with its nested managers and passes. */
MLIR_CAPI_EXPORTED void mlirPassManagerDestroy(MlirPassManager passManager);

static inline bool mlirPassManagerIsNull(MlirPassManager passManager) {
  return !passManager.ptr;
}

/* The manager seen as an op pass manager (not a new object). */
MLIR_CAPI_EXPORTED MlirOpPassManager
mlirPassManagerGetAsOpPassManager(MlirPassManager passManager);

/* Runs the pipeline on `module`.  Failure when a pass fails or the IR
 * does not verify after one; the diagnostics go to the context's
 * handlers. */
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirPassManagerRun(MlirPassManager passManager, MlirModule module);

/* Prints the module to stderr before every pass and after every pass that
 * changed it ("// -----// IR Dump Before CSE ('func' operation: @f) ...").
 * As in MLIR 13 the context must have multithreading disabled; otherwise
 * cmlir reports an error on the context and prints nothing (13 aborts). */
MLIR_CAPI_EXPORTED void
mlirPassManagerEnableIRPrinting(MlirPassManager passManager);

/* Whether the IR is verified after each pass (on by default). */
MLIR_CAPI_EXPORTED void
mlirPassManagerEnableVerifier(MlirPassManager passManager, bool enable);

/* Appends a manager nested for ops named `operationName` ("func",
 * "builtin.func", ...) and returns it. */
MLIR_CAPI_EXPORTED MlirOpPassManager mlirPassManagerGetNestedUnder(
    MlirPassManager passManager, MlirStringRef operationName);

/* The same on an op pass manager. */
MLIR_CAPI_EXPORTED MlirOpPassManager mlirOpPassManagerGetNestedUnder(
    MlirOpPassManager passManager, MlirStringRef operationName);

/* Appends `pass`, which the manager takes over.  A pass restricted to
 * another op than the manager's is destroyed and reported as an error on
 * the context ("Can't add pass ... did you intend to nest?"; MLIR 13
 * aborts). */
MLIR_CAPI_EXPORTED void mlirPassManagerAddOwnedPass(MlirPassManager passManager,
                                                    MlirPass pass);
MLIR_CAPI_EXPORTED void
mlirOpPassManagerAddOwnedPass(MlirOpPassManager passManager, MlirPass pass);

/* Hands the textual form of the pipeline to `callback` (one or more
 * chunks): `func(cse, canonicalize{  max-iterations=10 ...})`, every pass
 * with all of its options, as MLIR 13 prints it. */
MLIR_CAPI_EXPORTED void mlirPrintPassPipeline(MlirOpPassManager passManager,
                                              MlirStringCallback callback,
                                              void *userData);

/* Parses the textual pipeline `pipeline` and appends its passes to
 * `passManager`.  The passes must be registered (mlirRegisterAllPasses,
 * mlirRegister<Group>Passes, ...).  Syntax errors, unknown names and bad
 * options are written to stderr and give failure. */
MLIR_CAPI_EXPORTED MlirLogicalResult
mlirParsePassPipeline(MlirOpPassManager passManager, MlirStringRef pipeline);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_PASS_H */
