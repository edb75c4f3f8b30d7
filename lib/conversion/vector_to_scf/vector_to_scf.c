/* vector_to_scf.c - -convert-vector-to-scf with MLIR 13's options
 * (full-unroll, target-rank, lower-permutation-maps, lower-tensors),
 * docs/vector.md "Lowering".
 *
 * As 13's pass, it runs a greedy rewrite with folding over each function
 * (constants hoisted and uniqued, dead ops removed) with its transfer
 * patterns.  Transfers whose vector rank is at most target-rank on a
 * memref with a minor identity map are left to -convert-vector-to-llvm,
 * as 13 does.  The progressive lowering of higher-rank transfers into
 * scf loops over temporary buffers is not implemented: such a transfer
 * gets a diagnostic and the pass fails (rather than leaving an op that
 * -convert-vector-to-llvm cannot lower). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/dialects.h"

typedef struct ScfCheck {
  unsigned target_rank;
  bool lower_tensors;
  CmResult result;
} ScfCheck;

static bool minor_identity(const CmAffineMap *m) {
  if (!m || m->num_results > m->num_dims || m->num_syms)
    return false;
  unsigned start = m->num_dims - m->num_results;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM || m->results[i]->pos != start + i)
      return false;
  return true;
}

static CmWalkResult check_op(CmOp *op, void *user) {
  ScfCheck *c = user;
  bool read = cm_op_name_is(op, "vector.transfer_read");
  if (!read && !cm_op_name_is(op, "vector.transfer_write"))
    return CM_WALK_ADVANCE;
  CmValue *vec = cm_vector_transfer_vector(op);
  CmValue *src = cm_vector_transfer_source(op);
  if (!vec || !src || vec->type->kind != CM_TYPE_VECTOR)
    return CM_WALK_ADVANCE;
  bool tensor = src->type->kind == CM_TYPE_RANKED_TENSOR;
  if (tensor && !c->lower_tensors)
    return CM_WALK_ADVANCE; /* 13 leaves them unless lower-tensors */
  unsigned rank = vec->type->shaped.rank;
  if (!tensor && rank <= c->target_rank &&
      (rank != 1 || minor_identity(cm_vector_transfer_map(op))))
    return CM_WALK_ADVANCE;
  cm_op_emit_error(op,
                   "-convert-vector-to-scf: lowering this %s (vector rank %u, "
                   "target-rank %u%s) to scf loops is not supported by cmlir",
                   read ? "transfer_read" : "transfer_write", rank,
                   c->target_rank,
                   tensor ? ", on a tensor" : ", or a permutation map");
  c->result = CM_FAILURE;
  return CM_WALK_ADVANCE;
}

static void deps(CmContext *ctx) {
  cm_register_scf_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_affine_dialect(ctx);
}

static CmResult run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  ScfCheck c = {(unsigned)cm_pass_option_uint(pass, "target-rank"),
                cm_pass_option_bool(pass, "lower-tensors"), CM_SUCCESS};
  cm_walk_pre(op, check_op, &c);
  if (cm_failed(c.result))
    return CM_FAILURE;
  /* 13's pass: patterns applied greedily with folding */
  CmPatternSet *ps = cm_pattern_set_create(cm_op_context(op));
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false;
  (void)cm_apply_patterns_greedily_op(op, ps, &cfg);
  cm_pattern_set_destroy(ps);
  return CM_SUCCESS;
}

static const CmPassOptionDef opts[] = {
    {"full-unroll", CM_PASS_OPT_BOOL, false, "false",
     "Perform full unrolling when converting vector transfers to SCF", NULL},
    {"target-rank", CM_PASS_OPT_UINT, false, "1",
     "Target vector rank to which transfer ops should be lowered", NULL},
    {"lower-permutation-maps", CM_PASS_OPT_BOOL, false, "false",
     "Replace permutation maps with vector transposes/broadcasts before "
     "lowering transfer ops",
     NULL},
    {"lower-tensors", CM_PASS_OPT_BOOL, false, "false",
     "Lower transfer ops that operate on tensors", NULL},
};

const CmPassDef cm_pass_convert_vector_to_scf = {
    .argument = "convert-vector-to-scf",
    .name = "ConvertVectorToSCF",
    .description =
        "Lower the operations from the vector dialect into the SCF dialect",
    .anchor = "func",
    CM_PASS_OPTIONS(opts),
    .dependent_dialects = deps,
    .run = run};
