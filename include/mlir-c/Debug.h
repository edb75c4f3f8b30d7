/* mlir-c/Debug.h - the global debug flag of cmlir's C API (MLIR 13
 * compatible). */
#ifndef MLIR_C_DEBUG_H
#define MLIR_C_DEBUG_H

#include <stdbool.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Turns the process-wide debug flag on or off. */
MLIR_CAPI_EXPORTED void mlirEnableGlobalDebug(bool enable);
MLIR_CAPI_EXPORTED bool mlirIsGlobalDebugEnabled(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DEBUG_H */
