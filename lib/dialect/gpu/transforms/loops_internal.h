/* loops_internal.h - helpers shared by the loops-to-gpu files
 * (lib/dialect/gpu/transforms/{loop_mapping,memory_promotion}.c,
 * and the files of lib/conversion/scf_to_gpu). */
#ifndef CMLIR_GPU_LOOPS_INTERNAL_H
#define CMLIR_GPU_LOOPS_INTERNAL_H

#include "cmlir/dialects.h"
#include "cmlir/rewrite.h"

/* Whether an scf.parallel encloses `op`. */
static inline bool cm_gpu_loops_in_parallel(const CmOp *op) {
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p))
    if (cm_op_name_is(p, "scf.parallel"))
      return true;
  return false;
}

/* `constant v : index` at the rewriter's insertion point. */
static inline CmValue *cm_gpu_loops_index_constant(CmRewriter *rw,
                                                   CmLoc *loc, int64_t v) {
  CmType *index = cm_index_type(rw->ctx);
  return cm_op_result(
      cm_std_build_constant(&rw->b, cm_integer_attr(index, v), index, loc), 0);
}

#endif /* CMLIR_GPU_LOOPS_INTERNAL_H */
