/* mlir-c/Diagnostics.h - diagnostics of cmlir's C API (MLIR 13
 * compatible): handlers attached to a context receive every diagnostic
 * reported in it (most recently attached first, until one returns
 * success); unhandled errors are printed to stderr. */
#ifndef MLIR_C_DIAGNOSTICS_H
#define MLIR_C_DIAGNOSTICS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A diagnostic; valid only while the handler receiving it runs. */
struct MlirDiagnostic {
  void *ptr;
};
typedef struct MlirDiagnostic MlirDiagnostic;

enum MlirDiagnosticSeverity {
  MlirDiagnosticError,
  MlirDiagnosticWarning,
  MlirDiagnosticNote,
  MlirDiagnosticRemark
};
typedef enum MlirDiagnosticSeverity MlirDiagnosticSeverity;

/* Identifies an attached handler (for detaching it). */
typedef uint64_t MlirDiagnosticHandlerID;

/* Returns success when it handled the diagnostic; failure passes it on to
 * the handler attached before it. */
typedef MlirLogicalResult (*MlirDiagnosticHandler)(MlirDiagnostic,
                                                   void *userData);

/* Prints the message (without location or severity). */
MLIR_CAPI_EXPORTED void mlirDiagnosticPrint(MlirDiagnostic diagnostic,
                                            MlirStringCallback callback,
                                            void *userData);
MLIR_CAPI_EXPORTED MlirLocation
mlirDiagnosticGetLocation(MlirDiagnostic diagnostic);
MLIR_CAPI_EXPORTED MlirDiagnosticSeverity
mlirDiagnosticGetSeverity(MlirDiagnostic diagnostic);
MLIR_CAPI_EXPORTED intptr_t
mlirDiagnosticGetNumNotes(MlirDiagnostic diagnostic);
MLIR_CAPI_EXPORTED MlirDiagnostic
mlirDiagnosticGetNote(MlirDiagnostic diagnostic, intptr_t pos);

/* Attaches a handler; `deleteUserData` (may be NULL) is called on
 * `userData` when the handler is detached or the context destroyed. */
MLIR_CAPI_EXPORTED MlirDiagnosticHandlerID mlirContextAttachDiagnosticHandler(
    MlirContext context, MlirDiagnosticHandler handler, void *userData,
    void (*deleteUserData)(void *));
MLIR_CAPI_EXPORTED void
mlirContextDetachDiagnosticHandler(MlirContext context,
                                   MlirDiagnosticHandlerID id);

/* Reports an error at `location`. */
MLIR_CAPI_EXPORTED void mlirEmitError(MlirLocation location,
                                      const char *message);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIAGNOSTICS_H */
