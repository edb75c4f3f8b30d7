/* spirv_runner.h - what cmlir-spirv-cpu-runner adds to cmlir-cpu-runner
 * (spirv_runner.c). */
#ifndef CMLIR_SPIRV_RUNNER_H
#define CMLIR_SPIRV_RUNNER_H

#include "cmlir/ir.h"

/* The dialects of mlir-spirv-cpu-runner-13: llvm, gpu, spv, std, memref. */
void cm_spirv_runner_register_dialects(CmContext *ctx);
/* 13's pipeline (gpu-kernel-outlining, convert-gpu-to-spirv,
 * spv.module(spirv-lower-abi-attrs, spirv-update-vce), lower-host-to-llvm,
 * convert-spirv-to-llvm), then the kernel modules linked into the host
 * module.  Diagnostics emitted on failure. */
CmResult cm_spirv_runner_lower(CmOp *module);

#endif
