/* resolve_shaped_dims.c - MLIR 13's -resolve-ranked-shaped-type-result-dims
 * and -resolve-shaped-type-result-dims (MemRef/Transforms): a memref.dim or
 * tensor.dim with a constant index of a result of an op implementing
 * ReifyRankedShapedTypeOpInterface (CM_IFACE_REIFY_RANKED_SHAPED_TYPE;
 * in cmlir's dialects: tensor.insert_slice) is replaced by the size the op
 * reifies, with the greedy driver folding as it goes.  13's second pass
 * adds the same for InferShapedTypeOpInterface, which no op of cmlir's
 * dialects implements (tosa and linalg do), so both passes are one here. */
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

/* DimOfReifyRankedShapedTypeOpInterface<memref::DimOp / tensor::DimOp>. */
static CmResult dim_of_reify(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  if (cm_op_num_operands(op) != 2)
    return CM_FAILURE;
  CmValue *src = cm_op_operand(op, 0);
  CmOp *def = cm_value_defining_op(src);
  const CmReifyRankedShapedTypeInterface *ri =
      def ? cm_op_interface(def, CM_IFACE_REIFY_RANKED_SHAPED_TYPE) : NULL;
  /* getConstantIndex: an index defined by a constant */
  CmOp *cst = cm_value_defining_op(cm_op_operand(op, 1));
  CmAttr *ia = cst && cm_op_has_trait(cst, CM_TRAIT_CONSTANT_LIKE)
                   ? cm_value_constant(cm_op_operand(op, 1))
                   : NULL;
  if (!ri || !ia || ia->kind != CM_ATTR_INTEGER ||
      cm_op_num_results(def) != 1)
    return CM_FAILURE;
  const CmType *t = src->type;
  if (t->kind != CM_TYPE_RANKED_TENSOR && t->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  int64_t idx = ia->integer.value;
  if (idx < 0 || idx >= (int64_t)t->shaped.rank)
    return CM_FAILURE;
  CmValueVec shapes = {0};
  CmResult r = CM_FAILURE;
  if (cm_succeeded(ri->reify_result_shapes(def, rw, &shapes)) &&
      shapes.len == t->shaped.rank) {
    CmValue *v = shapes.data[idx];
    cm_rewriter_replace_op(rw, op, 1, &v);
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(shapes);
  return r;
}

static void resolve_destroy(CmPass *pass) {
  cm_pattern_set_destroy(cm_pass_data(pass));
  cm_pass_set_data(pass, NULL);
}

static CmResult resolve_initialize(CmPass *pass, CmContext *ctx) {
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  static const CmPatternEntry pats[] = {
      {dim_of_reify, "DimOfReifyRankedShapedTypeOpInterface"}};
  cm_pattern_set_add_list(ps, "memref.dim", 1, 1, pats);
  cm_pattern_set_add_list(ps, "tensor.dim", 1, 1, pats);
  cm_pattern_set_freeze(ps); /* shared read-only by concurrent runs */
  cm_pass_set_data(pass, ps);
  return CM_SUCCESS;
}

static CmResult resolve_run(CmPassRun *run, CmOp *op) {
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's default: bottom-up */
  /* (13 signals a failure, with no diagnostic, when the driver does not
   * converge, which these patterns cannot cause: ignored) */
  (void)cm_apply_patterns_greedily_op(op, cm_pass_data(cm_pass_run_pass(run)),
                                      &cfg);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_resolve_ranked_shaped_type_result_dims = {
    .argument = "resolve-ranked-shaped-type-result-dims",
    .name = "ResolveRankedShapeTypeResultDims",
    .description = "Resolve memref.dim of result values of ranked shape type",
    .anchor = NULL,
    .initialize = resolve_initialize,
    .destroy = resolve_destroy,
    .run = resolve_run,
};

const CmPassDef cm_pass_resolve_shaped_type_result_dims = {
    .argument = "resolve-shaped-type-result-dims",
    .name = "ResolveShapedTypeResultDims",
    .description = "Resolve memref.dim of result values",
    .anchor = NULL,
    .initialize = resolve_initialize,
    .destroy = resolve_destroy,
    .run = resolve_run,
};
