/* passes.c - registers every pass cmlir ships (one line each). */
#include "cmlir/analysis/affine.h"
#include "cmlir/analysis/slice.h"
#include "cmlir/conversion.h"
#include "cmlir/conversion_math.h"
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/conversion_scf_gpu.h"
#include "cmlir/dialect/spirv.h"
#include "cmlir/pass.h"

void cm_register_all_passes(void) {
  cm_pass_register(&cm_pass_canonicalize);
  cm_pass_register(&cm_pass_convert_scf_to_std);
  cm_pass_register(&cm_pass_lower_affine);
  cm_pass_register(&cm_pass_simplify_affine_structures);
  cm_pass_register(&cm_pass_cse);
  cm_pass_register(&cm_pass_fold_memref_subview_ops);
  cm_pass_register(&cm_pass_inline);
  cm_register_conversion_passes();
  cm_pass_register(&cm_pass_convert_math_to_llvm);
  cm_pass_register(&cm_pass_convert_math_to_libm);
  cm_pass_register(&cm_pass_llvm_legalize_for_export);
  cm_pass_register(&cm_pass_std_expand);
  cm_pass_register(&cm_pass_licm);
  cm_pass_register(&cm_pass_print_op_stats);
  cm_pass_register(&cm_pass_resolve_ranked_shaped_type_result_dims);
  cm_pass_register(&cm_pass_resolve_shaped_type_result_dims);
  cm_pass_register(&cm_pass_sccp);
  cm_pass_register(&cm_pass_snapshot_op_locations);
  cm_pass_register(&cm_pass_strip_debuginfo);
  cm_pass_register(&cm_pass_symbol_dce);
  cm_pass_register(&cm_pass_view_op_graph);
  /* scf (lib/dialect/scf/transforms) */
  cm_pass_register(&cm_pass_for_loop_range_folding);
  cm_pass_register(&cm_pass_parallel_loop_collapsing);
  cm_pass_register(&cm_pass_parallel_loop_fusion);
  cm_pass_register(&cm_pass_scf_bufferize);
  cm_pass_register(&cm_pass_loop_coalescing);
  cm_pass_register(&cm_pass_parallel_loop_tiling);
  cm_pass_register(&cm_pass_for_loop_specialization);
  cm_pass_register(&cm_pass_parallel_loop_specialization);
  /* std bufferization (lib/dialect/std/transforms) */
  cm_pass_register(&cm_pass_std_bufferize);
  cm_pass_register(&cm_pass_tensor_constant_bufferize);
  cm_pass_register(&cm_pass_func_bufferize);
  /* affine loop passes (lib/dialect/affine/transforms) */
  cm_pass_register(&cm_pass_affine_loop_unroll);
  cm_pass_register(&cm_pass_affine_licm);
  cm_pass_register(&cm_pass_affine_loop_normalize);
  cm_pass_register(&cm_pass_affine_loop_tile);
  cm_pass_register(&cm_pass_affine_loop_unroll_jam);
  cm_pass_register(&cm_pass_affine_parallelize);
  cm_pass_register(&cm_pass_affine_super_vectorize);
  cm_pass_register(&cm_pass_affine_super_vectorizer_test);
  cm_affine_super_vectorizer_test_register_flags();
  cm_affine_test_loop_fusion_register_flags();
  /* affine analysis passes (lib/dialect/affine/transforms, analysis) */
  cm_pass_register(&cm_pass_test_memref_dependence_check);
  cm_pass_register(&cm_pass_affine_scalrep);
  /* spv (lib/dialect/spirv) */
  cm_pass_register(&cm_pass_spirv_update_vce);
  cm_pass_register(&cm_pass_spirv_rewrite_inserts);
  cm_pass_register(&cm_pass_test_spirv_glsl_canonicalization);
  cm_pass_register(&cm_pass_test_spirv_op_availability);
  cm_pass_register(&cm_pass_test_memref_bound_check);
  /* gpu (lib/dialect/gpu) */
  cm_pass_register(&cm_pass_gpu_kernel_outlining);
  cm_pass_register(&cm_pass_gpu_async_region);
  cm_pass_register(&cm_pass_test_gpu_rewrite);
  cm_pass_register(&cm_pass_affine_loop_fusion); /* affine-fusion */
  cm_pass_register(&cm_pass_test_loop_fusion);
  /* affine data movement (pipeline.c, copy.c, normalize_memrefs.c) */
  cm_pass_register(&cm_pass_affine_pipeline_data_transfer);
  cm_pass_register(&cm_pass_normalize_memrefs);
  cm_pass_register(&cm_pass_affine_data_copy_generate);
  cm_pass_register(&cm_pass_test_affine_data_copy);
  /* spv to llvm (lib/conversion/spirv_to_llvm) */
  cm_pass_register(&cm_pass_convert_spirv_to_llvm);
  cm_pass_register(&cm_pass_lower_host_to_llvm);
  /* loops to gpu (lib/conversion/scf_to_gpu, lib/dialect/gpu/transforms) */
  cm_pass_register(&cm_pass_convert_affine_for_to_gpu);
  cm_pass_register(&cm_pass_convert_parallel_loops_to_gpu);
  cm_pass_register(&cm_pass_test_gpu_greedy_parallel_loop_mapping);
  cm_pass_register(&cm_pass_test_gpu_memory_promotion);
}
