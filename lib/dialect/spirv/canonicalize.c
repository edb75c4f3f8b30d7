/* canonicalize.c - canonicalization patterns of the structure / memory /
 * control-flow ops of `spv` (MLIR 13's SPIRVCanonicalization):
 *
 * - CombineChainedAccessChain: spv.AccessChain of an spv.AccessChain
 *   becomes one chain from the inner chain's base with both index lists.
 * - ConvertSelectionOpToSelect: an spv.mlir.selection of four blocks
 *   (header with only a spv.BranchConditional, two blocks each storing a
 *   scalar or vector to the same pointer with the same attributes and
 *   branching to the merge block, the merge block) becomes spv.Select of
 *   the two values and one spv.Store. */
#include "spirv_ops.h"

#include <stdlib.h>

/* ---- spv.AccessChain ---- */
static CmResult combine_access_chain(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  if (cm_op_num_operands(op) < 1)
    return CM_FAILURE;
  CmOp *parent = cm_value_defining_op(cm_op_operand(op, 0));
  if (!parent || !cm_op_name_is(parent, "spv.AccessChain") ||
      cm_op_num_operands(parent) < 1)
    return CM_FAILURE;
  unsigned np = cm_op_num_operands(parent), n = cm_op_num_operands(op);
  CmValue **vals = cm_xmalloc((np + n - 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < np; i++)
    vals[i] = cm_op_operand(parent, i);
  for (unsigned i = 1; i < n; i++)
    vals[np + i - 1] = cm_op_operand(op, i);
  CmType *rt = cm_op_result(op, 0)->type;
  CmOp *combined =
      cm_op_create_v(rw->ctx, "spv.AccessChain", cm_op_loc(op), 1, &rt,
                     np + n - 1, vals, NULL, 0, NULL, 0);
  free(vals);
  cm_rewriter_replace_op_with_op(rw, op, combined);
  return CM_SUCCESS;
}

static const CmPatternEntry access_chain_patterns[] = {
    {combine_access_chain, "CombineChainedAccessChain"}};
CM_CANONICALIZATION_HOOK(cm_spv_access_chain_canon, "spv.AccessChain",
                         access_chain_patterns)

/* ---- spv.mlir.selection ---- */
static unsigned count_ops(const CmBlock *b) {
  unsigned n = 0;
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    n++;
  return n;
}

/* A conditional block `spv.Store ptr, v; spv.Branch ^merge`: its store. */
static CmOp *store_then_branch(CmBlock *b, CmBlock *merge) {
  if (count_ops(b) != 2)
    return NULL;
  CmOp *st = b->first, *br = cm_op_next(st);
  if (!cm_op_name_is(st, "spv.Store") || cm_op_num_operands(st) != 2 ||
      !cm_op_name_is(br, "spv.Branch") || cm_op_num_successors(br) != 1 ||
      cm_op_successor(br, 0) != merge)
    return NULL;
  return st;
}

static CmResult selection_to_select(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  if (cm_op_num_regions(op) != 1)
    return CM_FAILURE;
  CmRegion *body = cm_op_region(op, 0);
  unsigned nblocks = 0;
  for (CmBlock *b = body->first; b; b = b->next)
    nblocks++;
  if (nblocks != 4)
    return CM_FAILURE;
  CmBlock *header = body->first, *merge = body->last;
  if (count_ops(header) != 1 ||
      !cm_op_name_is(header->first, "spv.BranchConditional") ||
      cm_op_num_successors(header->first) != 2 ||
      cm_op_num_operands(header->first) < 1)
    return CM_FAILURE;
  CmOp *cbr = header->first;
  CmOp *ts = store_then_branch(cm_op_successor(cbr, 0), merge);
  CmOp *fs = store_then_branch(cm_op_successor(cbr, 1), merge);
  if (!ts || !fs)
    return CM_FAILURE;
  CmValue *tv = cm_op_operand(ts, 1), *fv = cm_op_operand(fs, 1);
  CmType *t = tv->type;
  bool scalar_or_vector =
      cm_spv_is_scalar_type(t) ||
      (t->kind == CM_TYPE_VECTOR && cm_spv_is_scalar_type(t->shaped.elem));
  if (cm_op_operand(ts, 0) != cm_op_operand(fs, 0) ||
      cm_op_attrs(ts) != cm_op_attrs(fs) || !scalar_or_vector)
    return CM_FAILURE;
  cm_rewriter_set_before(rw, op);
  CmValue *sel_ops[3] = {cm_op_operand(cbr, 0), tv, fv};
  CmOp *sel = cm_rewriter_create_v(rw, "spv.Select", cm_op_loc(op), 1, &t, 3,
                                   sel_ops, NULL);
  CmValue *st_ops[2] = {cm_op_operand(ts, 0), cm_op_result(sel, 0)};
  cm_rewriter_create_v(rw, "spv.Store", cm_op_loc(op), 0, NULL, 2, st_ops,
                       cm_op_attrs(ts));
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static const CmPatternEntry selection_patterns[] = {
    {selection_to_select, "ConvertSelectionOpToSelect"}};
CM_CANONICALIZATION_HOOK(cm_spv_selection_canon, "spv.mlir.selection",
                         selection_patterns)
