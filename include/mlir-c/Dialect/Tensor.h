/* mlir-c/Dialect/Tensor.h - the tensor dialect's handle in cmlir's C API (MLIR
 * 13 compatible). */
#ifndef MLIR_C_DIALECT_TENSOR_H
#define MLIR_C_DIALECT_TENSOR_H

#include "mlir-c/Registration.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Tensor, tensor);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_TENSOR_H */
