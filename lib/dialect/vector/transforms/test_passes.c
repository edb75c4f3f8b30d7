/* test_passes.c - MLIR 13's -test-vector-* passes that cmlir has
 * (docs/vector.md "Test passes"): each runs one of 13's pattern lists
 * greedily with folding over a function. */
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"

static void memref_deps(CmContext *ctx) { cm_register_memref_dialect(ctx); }

static CmResult run_set(CmOp *op, CmPatternSet *ps) {
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's default */
  (void)cm_apply_patterns_greedily_op(op, ps, &cfg);
  cm_pattern_set_destroy(ps);
  return CM_SUCCESS;
}

/* 13's TestVectorTransferLoweringPatterns: transfers to loads / stores
 * (any rank) and the permutation-map lowering. */
static CmResult transfer_lowering_run(CmPassRun *run, CmOp *op) {
  (void)run;
  CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
  cm_populate_vector_transfer_lowering_patterns(ps, -1);
  cm_populate_vector_transfer_permutation_map_lowering_patterns(ps);
  return run_set(op, ps);
}

const CmPassDef cm_pass_test_vector_transfer_lowering_patterns = {
    .argument = "test-vector-transfer-lowering-patterns",
    .name = "TestVectorTransferLoweringPatterns",
    .description = "Test conversion patterns to lower transfer ops to other "
                   "vector ops",
    .anchor = "func",
    .dependent_dialects = memref_deps,
    .run = transfer_lowering_run};

/* 13's TestVectorMultiReductionLoweringPatterns. */
static CmResult multi_reduction_run(CmPassRun *run, CmOp *op) {
  (void)run;
  CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
  cm_populate_vector_multi_reduction_lowering_patterns(ps);
  return run_set(op, ps);
}

const CmPassDef cm_pass_test_vector_multi_reduction_lowering_patterns = {
    .argument = "test-vector-multi-reduction-lowering-patterns",
    .name = "TestVectorMultiReductionLoweringPatterns",
    .description = "Test conversion patterns to lower vector.multi_reduction "
                   "to other vector ops",
    .anchor = "func",
    .run = multi_reduction_run};

/* 13's TestVectorContractionConversion with its default options: the
 * contraction lowering to dot products with broadcast, mask, shape_cast
 * and element-wise transpose lowering; vector-outerproduct and
 * vector-filter-outerproduct run the outer-product lowering alone;
 * vector-lower-matrix-intrinsics uses vector.matrix_multiply instead of
 * dot products, vector-flat-transpose vector.flat_transpose for 2-D
 * transposes. */
static CmResult contraction_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  bool outer = cm_pass_option_bool(pass, "vector-outerproduct");
  if (outer || cm_pass_option_bool(pass, "vector-filter-outerproduct")) {
    CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
    cm_populate_vector_contract_outerproduct_patterns(ps, !outer);
    return run_set(op, ps);
  }
  CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
  if (cm_pass_option_bool(pass, "vector-flat-transpose"))
    cm_populate_vector_transpose_flat_patterns(ps);
  cm_populate_vector_contract_lowering_patterns_mode(
      ps, cm_pass_option_bool(pass, "vector-lower-matrix-intrinsics"));
  return run_set(op, ps);
}

static const CmPassOptionDef contraction_opts[] = {
    {"vector-lower-matrix-intrinsics", CM_PASS_OPT_BOOL, false, "false",
     "Lower vector.contract to llvm.intr.matrix.multiply", NULL},
    {"vector-outerproduct", CM_PASS_OPT_BOOL, false, "false",
     "Lower vector.contract to vector.outerproduct", NULL},
    {"vector-filter-outerproduct", CM_PASS_OPT_BOOL, false, "false",
     "Lower vector.contract to vector.outerproduct but not for vectors of "
     "size 4.",
     NULL},
    {"vector-flat-transpose", CM_PASS_OPT_BOOL, false, "false",
     "Lower 2-D vector.transpose to vector.flat_transpose", NULL},
};

const CmPassDef cm_pass_test_vector_contraction_conversion = {
    .argument = "test-vector-contraction-conversion",
    .name = "TestVectorContractionConversion",
    .description = "Test conversion patterns that lower contract ops in the "
                   "vector dialect",
    .anchor = "func",
    CM_PASS_OPTIONS(contraction_opts),
    .run = contraction_run};
