/* conversion_scf_gpu.h - loops to the gpu dialect (MLIR 13's SCFToGPU and
 * the gpu dialect's loop mapping and memory promotion utilities):
 *   lib/dialect/gpu/transforms/loop_mapping.c   the `mapping` attribute of
 *       scf.parallel (#gpu.loop_dim_map entries) and
 *       -test-gpu-greedy-parallel-loop-mapping
 *   lib/dialect/gpu/transforms/memory_promotion.c  -test-gpu-memory-promotion
 *   lib/conversion/scf_to_gpu/affine_for_to_gpu.c  -convert-affine-for-to-gpu
 *   lib/conversion/scf_to_gpu/parallel_to_gpu.c
 *       -convert-parallel-loops-to-gpu
 * (docs/gpu.md). */
#ifndef CMLIR_CONVERSION_SCF_GPU_H
#define CMLIR_CONVERSION_SCF_GPU_H

#include "cmlir/pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- loop_mapping.c -------------------------------------------------- */
/* 13's gpu::Processor: the hardware id a parallel loop dimension maps to. */
typedef enum CmGpuProcessor {
  CM_GPU_PROC_BLOCK_X = 0,
  CM_GPU_PROC_BLOCK_Y = 1,
  CM_GPU_PROC_BLOCK_Z = 2,
  CM_GPU_PROC_THREAD_X = 3,
  CM_GPU_PROC_THREAD_Y = 4,
  CM_GPU_PROC_THREAD_Z = 5,
  CM_GPU_PROC_SEQUENTIAL = 6
} CmGpuProcessor;

/* The name of scf.parallel's attribute: an array of one entry per loop
 * dimension. */
#define CM_GPU_MAPPING_ATTR "mapping"

/* A #gpu.loop_dim_map entry: {bound = <map>, map = <map>, processor = N :
 * i64} (13's ParallelLoopDimMapping struct attribute). */
CmAttr *cm_gpu_loop_dim_map_attr(CmContext *ctx, CmGpuProcessor processor,
                                 CmAffineMap *map, CmAffineMap *bound);
/* Whether `a` is such an entry (a dictionary of exactly those three
 * entries, processor an i64 integer); its fields when it is. */
bool cm_gpu_loop_dim_map_get(const CmAttr *a, int64_t *processor,
                             CmAffineMap **map, CmAffineMap **bound);
/* 13's greedilyMapParallelSCFToGPU: outermost scf.parallel loops without a
 * mapping get blocks x, y, z for their first three dimensions, loops
 * directly in their bodies threads x, y, z, anything else sequential. */
void cm_gpu_greedily_map_parallel_loops(CmRegion *region);

extern const CmPassDef cm_pass_test_gpu_greedy_parallel_loop_mapping;

/* ---- memory_promotion.c ---------------------------------------------- */
/* 13's promoteToWorkgroupMemory: argument `arg` of the gpu.func `func` (a
 * memref of static shape) gets a workgroup attribution of its shape in
 * memory space 3, which replaces its uses; copy loops (distributed over
 * the threads) fill it at the start of the body and write it back before
 * the terminator, each fenced with gpu.barrier.  Fails with an error on
 * the function when the argument cannot be promoted. */
CmResult cm_gpu_promote_to_workgroup_memory(CmOp *func, unsigned arg);

extern const CmPassDef cm_pass_test_gpu_memory_promotion;

/* ---- lib/conversion/scf_to_gpu ----------------------------------------- */
extern const CmPassDef cm_pass_convert_affine_for_to_gpu;
extern const CmPassDef cm_pass_convert_parallel_loops_to_gpu;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_CONVERSION_SCF_GPU_H */
