/* all.c - registers every dialect cmlir ships. */
#include "cmlir/dialects.h"
#include "cmlir/dialect/dlti.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"

void cm_register_all_dialects(CmContext *ctx) {
  cm_register_affine_dialect(ctx);
  cm_register_std_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_scf_dialect(ctx);
  cm_register_math_dialect(ctx);
  cm_register_tensor_dialect(ctx);
  cm_register_vector_dialect(ctx);
  cm_register_llvm_dialect(ctx);
  cm_register_dlti_dialect(ctx);
  cm_register_gpu_dialect(ctx);
  cm_register_spirv_dialect(ctx);
}
