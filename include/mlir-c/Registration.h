/* mlir-c/Registration.h - dialect handles and global registration of
 * cmlir's C API (MLIR 13 compatible). */
#ifndef MLIR_C_REGISTRATION_H
#define MLIR_C_REGISTRATION_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Names a dialect that can be registered with / loaded into a context. */
struct MlirDialectHandle {
  const void *ptr;
};
typedef struct MlirDialectHandle MlirDialectHandle;

/* Declares mlirGetDialectHandle__<Namespace>__(), the handle of a
 * dialect (Dialect/<Name>.h). */
#define MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Name, Namespace)                \
  MLIR_CAPI_EXPORTED MlirDialectHandle mlirGetDialectHandle__##Namespace##__(void)

MLIR_CAPI_EXPORTED MlirStringRef
mlirDialectHandleGetNamespace(MlirDialectHandle);
/* Makes the dialect available to the context (loaded on demand). */
MLIR_CAPI_EXPORTED void mlirDialectHandleRegisterDialect(MlirDialectHandle,
                                                         MlirContext);
/* Loads it into the context; returns the loaded dialect. */
MLIR_CAPI_EXPORTED MlirDialect mlirDialectHandleLoadDialect(MlirDialectHandle,
                                                            MlirContext);

/* Beyond MLIR 13: adds the dialect to a registry (mlir-c/IR.h). */
MLIR_CAPI_EXPORTED void mlirDialectHandleInsertDialect(MlirDialectHandle,
                                                       MlirDialectRegistry);

/* Registers and loads every dialect cmlir has. */
MLIR_CAPI_EXPORTED void mlirRegisterAllDialects(MlirContext context);
/* Translations to LLVM IR need no registration in cmlir: a no-op. */
MLIR_CAPI_EXPORTED void mlirRegisterAllLLVMTranslations(MlirContext context);
/* Makes every cmlir pass available to textual pipelines. */
MLIR_CAPI_EXPORTED void mlirRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_REGISTRATION_H */
