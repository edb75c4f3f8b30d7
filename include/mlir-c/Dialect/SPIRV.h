/* mlir-c/Dialect/SPIRV.h - the spv dialect's handle in cmlir's C API.
 *
 *   mlirGetDialectHandle__spv__()   the dialect handle (namespace "spv").
 *
 * MLIR 13.0.1 ships no such header (later MLIR releases declare the same
 * handle in a header of this name); mlirRegisterAllDialects registers and
 * loads `spv` as 13's registerAllDialects does. */
#ifndef MLIR_C_DIALECT_SPIRV_H
#define MLIR_C_DIALECT_SPIRV_H

#include "mlir-c/Registration.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(SPIRV, spv);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_SPIRV_H */
