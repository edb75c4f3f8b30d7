/* fold_subview.c - -fold-memref-subview-ops as MLIR 13
 * (mlir/lib/Dialect/MemRef/Transforms/FoldSubViewOps.cpp): a memref.load
 * or memref.store whose memref is the result of a memref.subview accesses
 * the subview's source instead, each index becoming
 *
 *   affine.apply (d0)[strides, offsets] -> (d0 * stride + offset)
 *
 * of the original index (static strides and offsets are folded into the
 * map, dynamic ones are symbols).  A source dimension that the subview
 * drops (rank reduction, 13's getDroppedDims) gets the index
 * `std.constant 0 : index`, created at the access's location; the
 * affine.apply ops carry the subview's location.  The patterns run in the
 * greedy driver with folding, on the regions of the op the pass is
 * scheduled on, so affine.apply ops with constant operands become
 * constants and subviews left without users are erased.
 *
 * 13 also folds into vector.transfer_read / vector.transfer_write (and
 * affine.load / affine.store where present); cmlir has neither dialect. */
#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#include <stdlib.h>

/* 13's resolveSourceIndices: `out` gets one index per source dimension.
 * CM_FAILURE (nothing created) if the access's indices do not match. */
static CmResult resolve_source_indices(CmRewriter *rw, CmLoc *use_loc,
                                       CmOp *sv, unsigned nidx,
                                       CmValue *const *indices,
                                       CmValue **out) {
  CmContext *ctx = rw->ctx;
  CmType *src = cm_op_operand(sv, 0)->type;
  if (src->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  unsigned rank = src->shaped.rank;
  if (cm_memref_mixed_count(sv, CM_MEMREF_OFFSETS) != rank ||
      cm_memref_mixed_count(sv, CM_MEMREF_SIZES) != rank ||
      cm_memref_mixed_count(sv, CM_MEMREF_STRIDES) != rank)
    return CM_FAILURE;
  bool *dropped = cm_xcalloc(rank + 1, sizeof(bool));
  cm_memref_subview_dropped_dims(sv, dropped);
  unsigned kept = 0;
  for (unsigned d = 0; d < rank; d++)
    kept += !dropped[d];
  if (kept != nidx) {
    free(dropped);
    return CM_FAILURE;
  }
  CmType *index = cm_index_type(ctx);
  /* the indices in the source's dimensions, zeros for dropped ones */
  unsigned r = 0;
  for (unsigned d = 0; d < rank; d++) {
    if (!dropped[d]) {
      out[d] = indices[r++];
      continue;
    }
    CmNamedAttr v = {cm_ident_c(ctx, "value"), cm_integer_attr(index, 0)};
    CmOp *zero = cm_rewriter_create_v(rw, "std.constant", use_loc, 1, &index,
                                      0, NULL, cm_dict_attr(ctx, 1, &v));
    out[d] = cm_op_result(zero, 0);
  }
  free(dropped);
  CmLoc *loc = cm_op_loc(sv);
  CmIdent *map_name = cm_ident_c(ctx, "map");
  for (unsigned d = 0; d < rank; d++) {
    CmValue *ops[3] = {out[d], NULL, NULL};
    unsigned nsym = 0;
    CmAffineExpr *e = cm_affine_dim(ctx, 0);
    int64_t s;
    CmValue *stride = cm_memref_mixed_entry(sv, CM_MEMREF_STRIDES, d, &s);
    if (stride) {
      ops[1 + nsym] = stride;
      e = cm_affine_mul(e, cm_affine_symbol(ctx, nsym++));
    } else {
      e = cm_affine_mul(e, cm_affine_const(ctx, s));
    }
    CmValue *offset = cm_memref_mixed_entry(sv, CM_MEMREF_OFFSETS, d, &s);
    if (offset) {
      ops[1 + nsym] = offset;
      e = cm_affine_add(e, cm_affine_symbol(ctx, nsym++));
    } else {
      e = cm_affine_add(e, cm_affine_const(ctx, s));
    }
    CmNamedAttr na = {map_name,
                      cm_affine_map_attr(cm_affine_map(ctx, 1, nsym, 1, &e))};
    CmOp *apply = cm_rewriter_create_v(rw, "affine.apply", loc, 1, &index,
                                       1 + nsym, ops, cm_dict_attr(ctx, 1, &na));
    out[d] = cm_op_result(apply, 0);
  }
  return CM_SUCCESS;
}

/* LoadOpOfSubViewFolder<memref::LoadOp> and
 * StoreOpOfSubViewFolder<memref::StoreOp>: operand `mem` of `op` is the
 * memref, the indices follow it. */
static CmResult fold_access(CmOp *op, CmRewriter *rw, unsigned mem) {
  unsigned n = cm_op_num_operands(op);
  if (n <= mem)
    return CM_FAILURE;
  CmOp *sv = cm_value_defining_op(cm_op_operand(op, mem));
  if (!sv || !cm_op_name_is(sv, "memref.subview"))
    return CM_FAILURE;
  CmType *src = cm_op_operand(sv, 0)->type;
  if (src->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  unsigned rank = src->shaped.rank, nidx = n - mem - 1;
  /* operands of the new op: [value,] source, indices */
  CmValue **ops = cm_xcalloc(mem + 1 + rank + 1, sizeof(CmValue *));
  CmValue **idx = cm_xcalloc(nidx + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < nidx; i++)
    idx[i] = cm_op_operand(op, mem + 1 + i);
  CmResult r = resolve_source_indices(rw, cm_op_loc(op), sv, nidx, idx,
                                      ops + mem + 1);
  if (cm_succeeded(r)) {
    for (unsigned i = 0; i < mem; i++)
      ops[i] = cm_op_operand(op, i);
    ops[mem] = cm_op_operand(sv, 0);
    unsigned nres = cm_op_num_results(op);
    CmType *rt = nres ? cm_op_result(op, 0)->type : NULL;
    CmOp *repl = cm_op_create_v(rw->ctx, mem ? "memref.store" : "memref.load",
                                cm_op_loc(op), nres, &rt, mem + 1 + rank, ops,
                                NULL, 0, NULL, 0);
    cm_rewriter_replace_op_with_op(rw, op, repl);
  }
  free(ops);
  free(idx);
  return r;
}

static CmResult fold_load(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  return fold_access(op, rw, 0);
}

static CmResult fold_store(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  return fold_access(op, rw, 1);
}

static void populate_patterns(CmPatternSet *set) {
  CmPattern *p = cm_pattern_set_add_fn(set, "memref.load", 1, fold_load, NULL);
  p->label = "LoadOpOfSubViewFolder";
  p = cm_pattern_set_add_fn(set, "memref.store", 1, fold_store, NULL);
  p->label = "StoreOpOfSubViewFolder";
}

static void fold_destroy(CmPass *pass) {
  cm_pattern_set_destroy(cm_pass_data(pass));
  cm_pass_set_data(pass, NULL);
}

static CmResult fold_initialize(CmPass *pass, CmContext *ctx) {
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  populate_patterns(ps);
  cm_pattern_set_freeze(ps); /* shared read-only by concurrent runs */
  cm_pass_set_data(pass, ps);
  return CM_SUCCESS;
}

static CmResult fold_run(CmPassRun *run, CmOp *op) {
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  cfg.top_down = false; /* 13's GreedyRewriteConfig default: bottom-up */
  /* as 13, whether the driver converged is ignored */
  (void)cm_apply_patterns_greedily_op(op, cm_pass_data(cm_pass_run_pass(run)),
                                      &cfg);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_fold_memref_subview_ops = {
    .argument = "fold-memref-subview-ops",
    .name = "FoldSubViewOps",
    .description = "Fold memref.subview ops into consumer load/store ops",
    .anchor = NULL,
    .initialize = fold_initialize,
    .destroy = fold_destroy,
    .run = fold_run,
};
