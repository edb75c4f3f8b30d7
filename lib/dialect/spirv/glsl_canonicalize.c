/* glsl_canonicalize.c - MLIR 13's SPIR-V GLSL canonicalization patterns
 * (populateSPIRVGLSLCanonicalizationPatterns) and the test pass that
 * applies them, -test-spirv-glsl-canonicalization:
 *
 *   %c0 = Cmp %min, %x;  %mid = spv.Select %c0, %x, %min
 *   %c1 = Cmp %mid, %max; %r = spv.Select %c1, %mid, %max
 *
 * becomes %r = Clamp %x, %min, %max, for Cmp = spv.FOrdLessThan(Equal)
 * (spv.GLSL.FClamp), spv.SLessThan(Equal) (SClamp), spv.ULessThan(Equal)
 * (UClamp).  As a DRR rewrite, the clamp takes the fused location of the
 * matched ops. */
#include "spirv_ops.h"

#include "cmlir/pass.h"


static const struct {
  const char *cmp, *clamp;
} clamp_kinds[] = {
    {"spv.FOrdLessThan", "spv.GLSL.FClamp"},
    {"spv.FOrdLessThanEqual", "spv.GLSL.FClamp"},
    {"spv.SLessThan", "spv.GLSL.SClamp"},
    {"spv.SLessThanEqual", "spv.GLSL.SClamp"},
    {"spv.ULessThan", "spv.GLSL.UClamp"},
    {"spv.ULessThanEqual", "spv.GLSL.UClamp"},
};

static CmOp *def_named(CmValue *v, const char *name) {
  CmOp *d = cm_value_defining_op(v);
  return d && cm_op_name_is(d, name) ? d : NULL;
}

static CmResult clamp_rewrite(const CmPattern *pat, CmOp *sel1,
                              CmRewriter *rw) {
  size_t k = (size_t)(uintptr_t)pat->user;
  const char *cmp = clamp_kinds[k].cmp;
  if (cm_op_num_operands(sel1) != 3)
    return CM_FAILURE;
  CmOp *cmp1 = def_named(cm_op_operand(sel1, 0), cmp);
  if (!cmp1 || cm_op_num_operands(cmp1) != 2)
    return CM_FAILURE;
  CmValue *max = cm_op_operand(cmp1, 1);
  CmOp *sel0 = def_named(cm_op_operand(cmp1, 0), "spv.Select");
  if (!sel0 || cm_op_num_operands(sel0) != 3 ||
      cm_op_operand(sel1, 2) != max ||
      cm_op_operand(sel1, 1) != cm_op_result(sel0, 0))
    return CM_FAILURE;
  CmOp *cmp0 = def_named(cm_op_operand(sel0, 0), cmp);
  if (!cmp0 || cm_op_num_operands(cmp0) != 2)
    return CM_FAILURE;
  CmValue *min = cm_op_operand(cmp0, 0), *x = cm_op_operand(cmp0, 1);
  if (cm_op_operand(sel0, 1) != x || cm_op_operand(sel0, 2) != min)
    return CM_FAILURE;
  /* DRR's order: the root, then the matched ops innermost first */
  CmLoc *locs[4] = {cm_op_loc(sel1), cm_op_loc(cmp0), cm_op_loc(sel0),
                    cm_op_loc(cmp1)};
  CmLoc *loc = cm_loc_fused(rw->ctx, 4, locs, NULL);
  CmType *t = cm_op_result(sel1, 0)->type;
  CmValue *ops[3] = {x, min, max};
  cm_rewriter_replace_op_with_op(
      rw, sel1,
      cm_op_create_v(rw->ctx, clamp_kinds[k].clamp, loc, 1, &t, 3, ops, NULL,
                     0, NULL, 0));
  return CM_SUCCESS;
}

void cm_spv_populate_glsl_canonicalization(CmPatternSet *set) {
  for (size_t k = 0; k < sizeof clamp_kinds / sizeof *clamp_kinds; k++)
    cm_pattern_set_add_fn(set, "spv.Select", 1, clamp_rewrite,
                          (void *)(uintptr_t)k)->label =
        "ConvertComparisonIntoClamp";
}

static CmResult glsl_canon_run(CmPassRun *r, CmOp *op) {
  (void)r;
  CmPatternSet *set = cm_pattern_set_create(cm_op_context(op));
  cm_spv_populate_glsl_canonicalization(set);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's default configuration: bottom-up */
  (void)cm_apply_patterns_greedily_op(op, set, &cfg);
  cm_pattern_set_destroy(set);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_spirv_glsl_canonicalization = {
    .argument = "test-spirv-glsl-canonicalization",
    .name = "TestGLSLCanonicalizationPass",
    .description = "Tests SPIR-V canonicalization patterns for GLSL "
                   "extension.",
    .anchor = NULL,
    .run = glsl_canon_run,
};
