/* mlir-c/Dialect/Standard.h - the std dialect's handle in cmlir's C API (MLIR
 * 13 compatible). */
#ifndef MLIR_C_DIALECT_STANDARD_H
#define MLIR_C_DIALECT_STANDARD_H

#include "mlir-c/Registration.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Standard, std);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_STANDARD_H */
