/* test_passes.c - MLIR 13's -test-vector-* passes that cmlir has
 * (docs/vector.md "Test passes"): each runs one of 13's pattern lists
 * greedily with folding over a function. */
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"

static void memref_deps(CmContext *ctx) { cm_register_memref_dialect(ctx); }

/* Every pass here differs only in the patterns it collects: its
 * populate function (a table at the end maps each pass to it) fills the
 * set from the pass options, or fails after a diagnostic; run_patterns
 * then applies them greedily. */
typedef CmResult (*PopulateFn)(const CmPass *pass, CmOp *op, CmPatternSet *ps);
static CmResult run_patterns(CmPassRun *run, CmOp *op);

/* 13's TestVectorTransferLoweringPatterns: transfers to loads / stores
 * (any rank) and the permutation-map lowering. */
static CmResult transfer_lowering_populate(const CmPass *pass, CmOp *op,
                                           CmPatternSet *ps) {
  (void)pass;
  (void)op;
  cm_populate_vector_transfer_lowering_patterns(ps, -1);
  cm_populate_vector_transfer_permutation_map_lowering_patterns(ps);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_vector_transfer_lowering_patterns = {
    .argument = "test-vector-transfer-lowering-patterns",
    .name = "TestVectorTransferLoweringPatterns",
    .description = "Test conversion patterns to lower transfer ops to other "
                   "vector ops",
    .anchor = "func",
    .dependent_dialects = memref_deps,
    .run = run_patterns};

/* 13's TestVectorMultiReductionLoweringPatterns. */
static CmResult multi_reduction_populate(const CmPass *pass, CmOp *op,
                                         CmPatternSet *ps) {
  (void)pass;
  (void)op;
  cm_populate_vector_multi_reduction_lowering_patterns(ps);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_vector_multi_reduction_lowering_patterns = {
    .argument = "test-vector-multi-reduction-lowering-patterns",
    .name = "TestVectorMultiReductionLoweringPatterns",
    .description = "Test conversion patterns to lower vector.multi_reduction "
                   "to other vector ops",
    .anchor = "func",
    .run = run_patterns};

/* 13's TestVectorContractionConversion with its default options: the
 * contraction lowering to dot products with broadcast, mask, shape_cast
 * and element-wise transpose lowering; vector-outerproduct and
 * vector-filter-outerproduct run the outer-product lowering alone;
 * vector-lower-matrix-intrinsics uses vector.matrix_multiply instead of
 * dot products, vector-flat-transpose vector.flat_transpose for 2-D
 * transposes. */
static CmResult contraction_populate(const CmPass *pass, CmOp *op,
                                     CmPatternSet *ps) {
  (void)op;
  bool outer = cm_pass_option_bool(pass, "vector-outerproduct");
  if (outer || cm_pass_option_bool(pass, "vector-filter-outerproduct")) {
    cm_populate_vector_contract_outerproduct_patterns(ps, !outer);
    return CM_SUCCESS;
  }
  if (cm_pass_option_bool(pass, "vector-flat-transpose"))
    cm_populate_vector_transpose_flat_patterns(ps);
  cm_populate_vector_contract_lowering_patterns_mode(
      ps, cm_pass_option_bool(pass, "vector-lower-matrix-intrinsics"));
  return CM_SUCCESS;
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
    .run = run_patterns};

/* ---- unrolling (13's TestVectorUnrollingPatterns,
 * TestVectorTransferUnrollingPatterns, TestVectorToVectorConversion) ---- */

static void affine_deps(CmContext *ctx) {
  cm_register_affine_dialect(ctx);
  cm_register_memref_dialect(ctx);
}

static bool is_addf_or_fma(CmOp *op) {
  return cm_op_name_is(op, "std.addf") || cm_op_name_is(op, "vector.fma");
}
static bool is_contract(CmOp *op) { return cm_op_name_is(op, "vector.contract"); }
static bool is_transfer(CmOp *op) {
  return cm_op_name_is(op, "vector.transfer_read") ||
         cm_op_name_is(op, "vector.transfer_write");
}

/* 4x4x2, 4x4x4 when the LHS elements are f16. */
static bool contract_shape_by_type(CmOp *op, int64_t *shape, unsigned *rank,
                                   unsigned max) {
  if (max < 3)
    return false;
  CmType *lt = cm_op_operand(op, 0)->type;
  bool f16 = lt->kind == CM_TYPE_VECTOR && lt->shaped.elem->kind == CM_TYPE_F16;
  shape[0] = 4;
  shape[1] = 4;
  shape[2] = f16 ? 4 : 2;
  *rank = 3;
  return true;
}

static const CmVectorUnrollOptions unroll_elementwise_2x2 = {
    .filter = is_addf_or_fma, .rank = 2, .shape = {2, 2}};
static const CmVectorUnrollOptions unroll_contract_2x2x2 = {
    .filter = is_contract, .rank = 3, .shape = {2, 2, 2}};
static const CmVectorUnrollOptions unroll_contract_by_type = {
    .filter = is_contract, .native_shape_fn = contract_shape_by_type};
static const CmVectorUnrollOptions unroll_transfers_2x2 = {
    .filter = is_transfer, .rank = 2, .shape = {2, 2}};

static CmResult unrolling_populate(const CmPass *pass, CmOp *op,
                                   CmPatternSet *ps) {
  (void)op;
  cm_populate_vector_unroll_patterns(ps, &unroll_elementwise_2x2);
  cm_populate_vector_unroll_patterns(
      ps, cm_pass_option_bool(pass, "unroll-based-on-type")
              ? &unroll_contract_by_type
              : &unroll_contract_2x2x2);
  cm_populate_vector_to_vector_canonicalization_patterns(ps);
  return CM_SUCCESS;
}

static const CmPassOptionDef unrolling_opts[] = {
    {"unroll-based-on-type", CM_PASS_OPT_BOOL, false, "false",
     "Set the unroll factor based on type of the operation", NULL},
};

const CmPassDef cm_pass_test_vector_unrolling_patterns = {
    .argument = "test-vector-unrolling-patterns",
    .name = "TestVectorUnrollingPatterns",
    .description = "Test conversion patterns to unroll contract ops in the "
                   "vector dialect",
    .anchor = "func",
    CM_PASS_OPTIONS(unrolling_opts),
    .dependent_dialects = affine_deps,
    .run = run_patterns};

static CmResult transfer_unrolling_populate(const CmPass *pass, CmOp *op,
                                            CmPatternSet *ps) {
  (void)pass;
  (void)op;
  cm_populate_vector_unroll_patterns(ps, &unroll_transfers_2x2);
  cm_populate_vector_to_vector_canonicalization_patterns(ps);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_vector_transfer_unrolling_patterns = {
    .argument = "test-vector-transfer-unrolling-patterns",
    .name = "TestVectorTransferUnrollingPatterns",
    .description = "Test conversion patterns to unroll transfer ops in the "
                   "vector dialect",
    .anchor = "func",
    .dependent_dialects = affine_deps,
    .run = run_patterns};

/* TestVectorToVectorConversion's getShape: 2x2 for addf, select, cmpf;
 * 2x2x2 for contract; a read takes the type of the strided slices all its
 * users extract, a write that of the slice inserted into its vector. */
static bool to_vector_shape(CmOp *op, int64_t *shape, unsigned *rank,
                            unsigned max) {
  const CmType *t = NULL;
  if (cm_op_name_is(op, "std.addf") || cm_op_name_is(op, "std.select") ||
      cm_op_name_is(op, "std.cmpf")) {
    shape[0] = shape[1] = 2;
    *rank = 2;
    return true;
  }
  if (cm_op_name_is(op, "vector.contract")) {
    shape[0] = shape[1] = shape[2] = 2;
    *rank = 3;
    return true;
  }
  if (cm_op_name_is(op, "vector.transfer_read")) {
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, 0)); u;
         u = cm_operand_next_use(u)) {
      CmOp *user = cm_operand_owner(u);
      if (!cm_op_name_is(user, "vector.extract_strided_slice"))
        return false;
      CmType *ut = cm_op_result(user, 0)->type;
      if (t && t != ut)
        return false;
      t = ut;
    }
  } else if (cm_op_name_is(op, "vector.transfer_write")) {
    CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
    if (!def || !cm_op_name_is(def, "vector.insert_strided_slice"))
      return false;
    t = cm_op_operand(def, 0)->type;
  }
  if (!t || t->kind != CM_TYPE_VECTOR || t->shaped.rank > max)
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    shape[i] = t->shaped.shape[i];
  *rank = t->shaped.rank;
  return true;
}

static bool to_vector_filter(CmOp *op) {
  return cm_op_name_is(op, "std.addf") || cm_op_name_is(op, "std.select") ||
         cm_op_name_is(op, "std.cmpf") || is_contract(op) || is_transfer(op);
}

static const CmVectorUnrollOptions unroll_to_vector = {
    .filter = to_vector_filter, .native_shape_fn = to_vector_shape};

static CmResult to_vector_populate(const CmPass *pass, CmOp *op,
                                   CmPatternSet *ps) {
  (void)op;
  if (cm_pass_option_bool(pass, "unroll"))
    cm_populate_vector_unroll_patterns(ps, &unroll_to_vector);
  cm_populate_vector_to_vector_canonicalization_patterns(ps);
  cm_populate_bubble_vector_bitcast_patterns(ps);
  cm_populate_cast_away_vector_leading_one_dim_patterns(ps);
  return CM_SUCCESS;
}

static const CmPassOptionDef to_vector_opts[] = {
    {"unroll", CM_PASS_OPT_BOOL, false, "false", "Include unrolling", NULL},
};

const CmPassDef cm_pass_test_vector_to_vector_conversion = {
    .argument = "test-vector-to-vector-conversion",
    .name = "TestVectorToVectorConversion",
    .description = "Test conversion patterns between ops in the vector dialect",
    .anchor = "func",
    CM_PASS_OPTIONS(to_vector_opts),
    .dependent_dialects = affine_deps,
    .run = run_patterns};

/* 13's TestVectorTransferFullPartialSplitPatterns; use-linalg-copy needs
 * linalg.fill / linalg.copy, which cmlir lacks: an error. */
static void split_deps(CmContext *ctx) {
  cm_register_affine_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_scf_dialect(ctx);
}

static CmResult full_partial_populate(const CmPass *pass, CmOp *op,
                                      CmPatternSet *ps) {
  if (cm_pass_option_bool(pass, "use-linalg-copy")) {
    cm_emit_error(cm_op_loc(op), "use-linalg-copy is not supported: cmlir has "
                                 "no linalg dialect");
    return CM_FAILURE;
  }
  cm_populate_vector_transfer_full_partial_split_patterns(ps);
  return CM_SUCCESS;
}

static const CmPassOptionDef full_partial_opts[] = {
    {"use-linalg-copy", CM_PASS_OPT_BOOL, false, "false",
     "Split using a unmasked vector.transfer + linalg.fill + linalg.copy "
     "operations.",
     NULL},
};

const CmPassDef cm_pass_test_vector_transfer_full_partial_split = {
    .argument = "test-vector-transfer-full-partial-split",
    .name = "TestVectorTransferFullPartialSplitPatterns",
    .description = "Test conversion patterns to split transfer ops via scf.if "
                   "+ linalg ops",
    .anchor = "func",
    CM_PASS_OPTIONS(full_partial_opts),
    .dependent_dialects = split_deps,
    .run = run_patterns};

static const struct {
  const CmPassDef *def;
  PopulateFn populate;
} populate_of[] = {
    {&cm_pass_test_vector_transfer_lowering_patterns,
     transfer_lowering_populate},
    {&cm_pass_test_vector_multi_reduction_lowering_patterns,
     multi_reduction_populate},
    {&cm_pass_test_vector_contraction_conversion, contraction_populate},
    {&cm_pass_test_vector_unrolling_patterns, unrolling_populate},
    {&cm_pass_test_vector_transfer_unrolling_patterns,
     transfer_unrolling_populate},
    {&cm_pass_test_vector_to_vector_conversion, to_vector_populate},
    {&cm_pass_test_vector_transfer_full_partial_split, full_partial_populate},
};

static CmResult run_patterns(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  const CmPassDef *def = cm_pass_def(pass);
  for (size_t i = 0; i < sizeof populate_of / sizeof populate_of[0]; i++) {
    if (populate_of[i].def != def)
      continue;
    CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
    CmResult r = populate_of[i].populate(pass, op, ps);
    if (r == CM_SUCCESS) {
      CmGreedyConfig cfg;
      cm_greedy_config_init(&cfg);
      cfg.top_down = false; /* 13's default */
      (void)cm_apply_patterns_greedily_op(op, ps, &cfg);
    }
    cm_pattern_set_destroy(ps);
    return r;
  }
  return CM_FAILURE; /* not reached: every pass of this file is listed */
}
