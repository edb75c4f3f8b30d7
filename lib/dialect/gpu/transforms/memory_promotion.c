/* memory_promotion.c - placeholder, filled below */
#include "cmlir/conversion_scf_gpu.h"
static CmResult run(CmPassRun *run, CmOp *op) { (void)run; (void)op; return CM_SUCCESS; }
const CmPassDef cm_pass_test_gpu_memory_promotion = {
    .argument = "test-gpu-memory-promotion",
    .name = "(anonymous namespace)::TestGpuMemoryPromotionPass",
    .description = "Promotes the annotated arguments of gpu.func to workgroup memory.",
    .anchor = "gpu.func",
    .run = run,
};
