/* mlir-c/Dialect/GPU.h - the gpu dialect's handle and its passes in
 * cmlir's C API (MLIR 13 compatible).
 *
 *   mlirGetDialectHandle__gpu__()        the dialect handle;
 *   mlirCreateGPUGpuKernelOutlining()    a -gpu-kernel-outlining instance;
 *   mlirRegisterGPUGpuKernelOutlining()  makes it usable in pipelines;
 *   mlirCreateGPUGpuAsyncRegionPass()    a -gpu-async-region instance (a
 *                                        pass on builtin.func);
 *   mlirRegisterGPUGpuAsyncRegionPass()  makes it usable in pipelines;
 *   mlirRegisterGPUPasses()              registers both. */
#ifndef MLIR_C_DIALECT_GPU_H
#define MLIR_C_DIALECT_GPU_H

#include "mlir-c/Pass.h"
#include "mlir-c/Registration.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(GPU, gpu);

MLIR_CAPI_EXPORTED void mlirRegisterGPUPasses(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateGPUGpuAsyncRegionPass(void);
MLIR_CAPI_EXPORTED void mlirRegisterGPUGpuAsyncRegionPass(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateGPUGpuKernelOutlining(void);
MLIR_CAPI_EXPORTED void mlirRegisterGPUGpuKernelOutlining(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_GPU_H */
