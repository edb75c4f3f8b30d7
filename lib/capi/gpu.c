/* gpu.c - the passes of mlir-c/Dialect/GPU.h (the dialect handle is in
 * registration.c with the others). */
#include "cmlir/pass.h"
#include "mlir-c/Dialect/GPU.h"

MlirPass mlirCreateGPUGpuKernelOutlining(void) {
  MlirPass p;
  p.ptr = cm_pass_create(&cm_pass_gpu_kernel_outlining, NULL, NULL);
  return p;
}

void mlirRegisterGPUGpuKernelOutlining(void) {
  cm_pass_register(&cm_pass_gpu_kernel_outlining);
}

MlirPass mlirCreateGPUGpuAsyncRegionPass(void) {
  MlirPass p;
  p.ptr = cm_pass_create(&cm_pass_gpu_async_region, NULL, NULL);
  return p;
}

void mlirRegisterGPUGpuAsyncRegionPass(void) {
  cm_pass_register(&cm_pass_gpu_async_region);
}

void mlirRegisterGPUPasses(void) {
  mlirRegisterGPUGpuAsyncRegionPass();
  mlirRegisterGPUGpuKernelOutlining();
}
