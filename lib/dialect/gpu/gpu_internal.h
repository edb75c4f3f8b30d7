/* gpu_internal.h - shared between the files of lib/dialect/gpu. */
#ifndef CMLIR_GPU_INTERNAL_H
#define CMLIR_GPU_INTERNAL_H

#include "cmlir/dialect/gpu.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

/* gpu_ops.c: registers the ops (called by cm_register_gpu_dialect). */
void cm_gpu_register_ops(CmContext *ctx);

#endif
