/* loop_mapping.c - the `mapping` attribute of scf.parallel loops bound
 * for the gpu dialect (MLIR 13's ParallelLoopMapper) and the test pass
 * -test-gpu-greedy-parallel-loop-mapping.
 *
 * Each entry is a dictionary {bound, map, processor} (13's struct
 * attribute #gpu.loop_dim_map); the greedy mapping gives an outermost
 * scf.parallel the block ids x, y, z for its first three dimensions, the
 * scf.parallel ops directly in its body the thread ids, and everything
 * else (further dimensions, deeper loops) "sequential" (6); `map` and
 * `bound` are the identity (d0) -> (d0). */
#include "cmlir/conversion_scf_gpu.h"
#include "loops_internal.h"

#include <string.h>

CmAttr *cm_gpu_loop_dim_map_attr(CmContext *ctx, CmGpuProcessor processor,
                                 CmAffineMap *map, CmAffineMap *bound) {
  CmNamedAttr e[3] = {
      {cm_ident_c(ctx, "bound"), cm_affine_map_attr(bound)},
      {cm_ident_c(ctx, "map"), cm_affine_map_attr(map)},
      {cm_ident_c(ctx, "processor"),
       cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                       (int64_t)processor)}};
  return cm_dict_attr(ctx, 3, e);
}

bool cm_gpu_loop_dim_map_get(const CmAttr *a, int64_t *processor,
                             CmAffineMap **map, CmAffineMap **bound) {
  if (!a || a->kind != CM_ATTR_DICTIONARY || a->dict.num != 3)
    return false;
  CmAttr *p = cm_dict_get(a, "processor");
  CmAttr *m = cm_dict_get(a, "map");
  CmAttr *b = cm_dict_get(a, "bound");
  if (!p || p->kind != CM_ATTR_INTEGER || !p->type ||
      !cm_type_is_signless_integer(p->type) ||
      !cm_type_is_integer(p->type, 64))
    return false;
  if (!m || m->kind != CM_ATTR_AFFINE_MAP || !b ||
      b->kind != CM_ATTR_AFFINE_MAP)
    return false;
  *processor = p->integer.value;
  *map = m->map;
  *bound = b->map;
  return true;
}


/* level 0: grid (blocks), 1: block (threads), 2: sequential. */
static CmGpuProcessor hardware_id(unsigned level, unsigned dim) {
  if (dim >= 3 || level >= 2)
    return CM_GPU_PROC_SEQUENTIAL;
  return (CmGpuProcessor)(level * 3 + dim);
}

static void map_parallel(CmOp *op, unsigned level) {
  if (cm_op_get_attr(op, CM_GPU_MAPPING_ATTR) ||
      (level == 0 && cm_gpu_loops_in_parallel(op)))
    return;
  CmContext *ctx = cm_op_context(op);
  CmBlock *body =
      cm_op_num_regions(op) ? cm_op_region(op, 0)->first : NULL;
  unsigned n = body ? body->num_args : 0;
  CmAffineMap *id = cm_affine_map_identity(ctx, 1);
  CM_VEC(CmAttr *) dims = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(dims, cm_gpu_loop_dim_map_attr(ctx, hardware_id(level, i),
                                               id, id));
  cm_op_set_attr(op, CM_GPU_MAPPING_ATTR,
                 cm_array_attr(ctx, (unsigned)dims.len, dims.data));
  CM_VEC_FREE(dims);
  if (level < 2)
    level++;
  for (CmOp *o = body ? body->first : NULL; o; o = cm_op_next(o))
    if (cm_op_name_is(o, "scf.parallel"))
      map_parallel(o, level);
}

static CmWalkResult map_one(CmOp *op, void *user) {
  (void)user;
  if (cm_op_name_is(op, "scf.parallel"))
    map_parallel(op, 0);
  return CM_WALK_ADVANCE;
}

void cm_gpu_greedily_map_parallel_loops(CmRegion *region) {
  for (CmBlock *b = region->first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o))
      cm_walk_post(o, map_one, NULL);
}

static CmResult greedy_run(CmPassRun *run, CmOp *op) {
  (void)run;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    cm_gpu_greedily_map_parallel_loops(cm_op_region(op, r));
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_gpu_greedy_parallel_loop_mapping = {
    .argument = "test-gpu-greedy-parallel-loop-mapping",
    .name = "(anonymous namespace)::TestGpuGreedyParallelLoopMappingPass",
    .description = "Greedily maps all parallel loops to gpu hardware ids.",
    .anchor = "func",
    .run = greedy_run,
};
