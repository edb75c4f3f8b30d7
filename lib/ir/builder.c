/* builder.c - insertion points and op construction helpers. */
#include "cmlir/ir.h"

void cm_builder_init(CmBuilder *b, CmContext *ctx) {
  b->ctx = ctx;
  b->block = NULL;
  b->before = NULL;
}

void cm_builder_set_to_end(CmBuilder *b, CmBlock *block) {
  b->block = block;
  b->before = NULL;
}

void cm_builder_set_to_start(CmBuilder *b, CmBlock *block) {
  b->block = block;
  b->before = block ? block->first : NULL;
}

void cm_builder_set_before(CmBuilder *b, CmOp *op) {
  b->block = cm_op_block(op);
  b->before = op;
}

void cm_builder_set_after(CmBuilder *b, CmOp *op) {
  b->block = cm_op_block(op);
  b->before = cm_op_next(op);
}

CmOp *cm_builder_insert(CmBuilder *b, CmOp *op) {
  if (b->block)
    cm_block_insert_op_before(b->block, b->before, op);
  return op;
}

CmOp *cm_builder_create(CmBuilder *b, CmOpState *state) {
  return cm_builder_insert(b, cm_op_create(state));
}

CmBlock *cm_builder_create_block(CmBuilder *b, CmRegion *r, unsigned nargs,
                                 CmType *const *types, CmLoc *const *locs) {
  CmBlock *blk = cm_block_create();
  for (unsigned i = 0; i < nargs; i++)
    cm_block_add_arg(blk, types[i],
                     locs && locs[i] ? locs[i] : cm_loc_unknown(b->ctx));
  if (r)
    cm_region_append_block(r, blk);
  cm_builder_set_to_end(b, blk);
  return blk;
}
