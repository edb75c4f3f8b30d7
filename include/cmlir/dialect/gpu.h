/* gpu.h - the gpu dialect of MLIR 13 (lib/dialect/gpu/). */
#ifndef CMLIR_DIALECT_GPU_H
#define CMLIR_DIALECT_GPU_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

void cm_register_gpu_dialect(CmContext *ctx);

#ifdef __cplusplus
}
#endif

#endif
