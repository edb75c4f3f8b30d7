/* rewriter.c - the pattern rewriter: every IR change a pattern makes goes
 * through here, so the driver behind `rw->impl_` can follow it (the greedy
 * driver through the listener, the conversion driver by logging). */
#include "rewrite_internal.h"

#include <string.h>

/* ------------------------------------------- immediate implementation */

static void imm_inserted(CmRewriter *rw, CmOp *op) {
  if (rw->listener && rw->listener->op_inserted)
    rw->listener->op_inserted(rw->listener->user, op);
}

static void imm_erase_op(CmRewriter *rw, CmOp *op) {
  if (rw->listener && rw->listener->op_erased)
    rw->listener->op_erased(rw->listener->user, op);
  cm_op_erase(op);
}

static void imm_replace_op(CmRewriter *rw, CmOp *op, unsigned n,
                           CmValue *const *values) {
  if (rw->listener && rw->listener->op_replaced)
    rw->listener->op_replaced(rw->listener->user, op, n, values);
  for (unsigned i = 0; i < n && i < cm_op_num_results(op); i++)
    if (values[i] && values[i] != cm_op_result(op, i))
      cm_value_replace_all_uses(cm_op_result(op, i), values[i]);
  imm_erase_op(rw, op);
}

/* Drops the uses of values defined in `b` (by ops of `b` or nested) made
 * by ops of `b`, so the block's ops can be destroyed in any order. */
static void imm_erase_block(CmRewriter *rw, CmBlock *b) {
  if (rw->listener && rw->listener->block_erased)
    rw->listener->block_erased(rw->listener->user, b);
  /* Erase back to front: users usually follow their definitions. */
  if (rw->listener && rw->listener->op_erased)
    for (CmOp *o = b->last; o; o = cm_op_prev(o))
      rw->listener->op_erased(rw->listener->user, o);
  if (b->parent)
    cm_block_remove_from_region(b);
  cm_block_destroy(b);
}

static void imm_nop(CmRewriter *rw, CmOp *op) {
  (void)rw;
  (void)op;
}

static void imm_finalize(CmRewriter *rw, CmOp *op) {
  if (rw->listener && rw->listener->op_modified)
    rw->listener->op_modified(rw->listener->user, op);
}

static void imm_block_created(CmRewriter *rw, CmBlock *b) {
  (void)rw;
  (void)b;
}

static void imm_merge_blocks(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                             CmOp *before, unsigned n,
                             CmValue *const *args) {
  for (unsigned i = 0; i < n && i < src->num_args; i++)
    if (args[i])
      cm_value_replace_all_uses(src->args[i], args[i]);
  while (src->first) {
    CmOp *o = src->first;
    cm_op_remove_from_block(o);
    cm_block_insert_op_before(dest, before, o);
  }
  imm_erase_block(rw, src);
}

static CmBlock *imm_split_block(CmRewriter *rw, CmBlock *b, CmOp *op) {
  (void)rw;
  return cm_block_split(b, op);
}

void cm_rw_insert_block_before_(CmRegion *parent, CmBlock *before,
                                CmBlock *b) {
  if (before)
    cm_region_insert_block_after(parent, before->prev, b);
  else
    cm_region_append_block(parent, b);
}

static void imm_inline_region_before(CmRewriter *rw, CmRegion *r,
                                     CmRegion *parent, CmBlock *before) {
  (void)rw;
  while (r->first) {
    CmBlock *b = r->first;
    cm_block_remove_from_region(b);
    cm_rw_insert_block_before_(parent, before, b);
  }
}

const CmRewriterImpl_ cm_rewriter_immediate_ = {
    imm_inserted,    imm_replace_op,    imm_erase_op,
    imm_erase_block, imm_nop,           imm_finalize,
    imm_nop,         imm_block_created, imm_merge_blocks,
    imm_split_block, imm_inline_region_before};

/* ------------------------------------------------------------ the API */

void cm_rewriter_init(CmRewriter *rw, CmContext *ctx,
                      const CmRewriteListener *listener) {
  memset(rw, 0, sizeof(*rw));
  rw->ctx = ctx;
  cm_builder_init(&rw->b, ctx);
  rw->listener = listener;
  rw->impl_ = &cm_rewriter_immediate_;
}

void cm_rewriter_set_before(CmRewriter *rw, CmOp *op) {
  cm_builder_set_before(&rw->b, op);
}
void cm_rewriter_set_after(CmRewriter *rw, CmOp *op) {
  cm_builder_set_after(&rw->b, op);
}
void cm_rewriter_set_to_start(CmRewriter *rw, CmBlock *block) {
  cm_builder_set_to_start(&rw->b, block);
}
void cm_rewriter_set_to_end(CmRewriter *rw, CmBlock *block) {
  cm_builder_set_to_end(&rw->b, block);
}

CmOp *cm_rewriter_insert(CmRewriter *rw, CmOp *op) {
  if (!op)
    return NULL;
  cm_builder_insert(&rw->b, op);
  rw->impl_->inserted(rw, op);
  return op;
}

/* Creates the op of `state` and frees the state (a later
 * cm_op_state_free of it is harmless). */
static CmOp *create_consuming(CmOpState *state) {
  CmOp *op = cm_op_create(state);
  cm_op_state_free(state);
  return op;
}

CmOp *cm_rewriter_create(CmRewriter *rw, CmOpState *state) {
  return cm_rewriter_insert(rw, create_consuming(state));
}

CmOp *cm_rewriter_create_v(CmRewriter *rw, const char *name, CmLoc *loc,
                           unsigned num_results, CmType *const *result_types,
                           unsigned num_operands, CmValue *const *operands,
                           CmAttr *attrs) {
  return cm_rewriter_insert(
      rw, cm_op_create_v(rw->ctx, name, loc, num_results, result_types,
                         num_operands, operands, attrs, 0, NULL, 0));
}

CmOp *cm_rewriter_clone(CmRewriter *rw, CmOp *op) {
  return cm_rewriter_insert(rw, cm_op_clone(op));
}

void cm_rewriter_replace_op(CmRewriter *rw, CmOp *op, unsigned n,
                            CmValue *const *values) {
  rw->impl_->replace_op(rw, op, n, values);
}

CmOp *cm_rewriter_replace_op_with_op(CmRewriter *rw, CmOp *op, CmOp *new_op) {
  CmBuilder saved = rw->b;
  cm_builder_set_before(&rw->b, op);
  cm_rewriter_insert(rw, new_op);
  rw->b = saved;
  unsigned n = cm_op_num_results(new_op);
  CM_VEC(CmValue *) vals = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(vals, cm_op_result(new_op, i));
  rw->impl_->replace_op(rw, op, n, vals.data);
  CM_VEC_FREE(vals);
  return new_op;
}

CmOp *cm_rewriter_replace_op_with_new(CmRewriter *rw, CmOp *op,
                                      CmOpState *state) {
  return cm_rewriter_replace_op_with_op(rw, op, create_consuming(state));
}

void cm_rewriter_erase_op(CmRewriter *rw, CmOp *op) {
  rw->impl_->erase_op(rw, op);
}

void cm_rewriter_erase_block(CmRewriter *rw, CmBlock *block) {
  rw->impl_->erase_block(rw, block);
}

void cm_rewriter_start_update(CmRewriter *rw, CmOp *op) {
  rw->impl_->start_update(rw, op);
}
void cm_rewriter_finalize_update(CmRewriter *rw, CmOp *op) {
  rw->impl_->finalize_update(rw, op);
}
void cm_rewriter_cancel_update(CmRewriter *rw, CmOp *op) {
  rw->impl_->cancel_update(rw, op);
}

void cm_rewriter_replace_all_uses(CmRewriter *rw, CmValue *from, CmValue *to) {
  CmOpOperand *u;
  while ((u = cm_value_first_use(from)) != NULL) {
    CmOp *user = cm_operand_owner(u);
    cm_rewriter_start_update(rw, user);
    /* All uses of `from` by this user at once. */
    for (unsigned i = 0; i < cm_op_num_operands(user); i++)
      if (cm_op_operand(user, i) == from)
        cm_op_set_operand(user, i, to);
    cm_rewriter_finalize_update(rw, user);
  }
}

CmBlock *cm_rewriter_create_block(CmRewriter *rw, CmRegion *region,
                                  CmBlock *before, unsigned nargs,
                                  CmType *const *types, CmLoc *const *locs) {
  CmBlock *b = cm_block_create();
  for (unsigned i = 0; i < nargs; i++)
    cm_block_add_arg(b, types[i],
                     locs && locs[i] ? locs[i] : cm_loc_unknown(rw->ctx));
  cm_rw_insert_block_before_(region, before, b);
  rw->impl_->block_created(rw, b);
  cm_builder_set_to_end(&rw->b, b);
  return b;
}

void cm_rewriter_merge_blocks(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                              unsigned nargs, CmValue *const *args) {
  rw->impl_->merge_blocks(rw, src, dest, NULL, nargs, args);
}

void cm_rewriter_merge_block_before(CmRewriter *rw, CmBlock *src, CmOp *op,
                                    unsigned nargs, CmValue *const *args) {
  rw->impl_->merge_blocks(rw, src, cm_op_block(op), op, nargs, args);
}

CmBlock *cm_rewriter_split_block(CmRewriter *rw, CmBlock *block, CmOp *op) {
  return rw->impl_->split_block(rw, block, op);
}

void cm_rewriter_inline_region_before(CmRewriter *rw, CmRegion *region,
                                      CmRegion *parent, CmBlock *before) {
  rw->impl_->inline_region_before(rw, region, parent, before);
}

static CmWalkResult remap_nested(CmOp *op, void *user) {
  CmPtrMap *map = user;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    CmValue *m = v ? cm_ptrmap_get_ptr(map, v) : NULL;
    if (m)
      cm_op_set_operand(op, i, m);
  }
  for (unsigned i = 0; i < cm_op_num_successors(op); i++) {
    CmBlock *b = cm_op_successor(op, i);
    CmBlock *m = b ? cm_ptrmap_get_ptr(map, b) : NULL;
    if (m)
      cm_op_set_successor(op, i, m);
  }
  return CM_WALK_ADVANCE;
}

void cm_rewriter_clone_region_before(CmRewriter *rw, CmRegion *region,
                                     CmRegion *parent, CmBlock *before,
                                     CmPtrMap *map) {
  CmPtrMap local = {0};
  CmPtrMap *m = map ? map : &local;
  CM_VEC(CmBlock *) made = {0};
  /* Blocks and arguments first: successors and uses may point forward. */
  for (CmBlock *b = region->first; b; b = b->next) {
    CmBlock *nb = cm_block_create();
    for (uint32_t i = 0; i < b->num_args; i++) {
      CmValue *a = b->args[i];
      if (cm_ptrmap_get_ptr(m, a))
        continue; /* mapped by the caller: not an argument of the clone */
      CmValue *na = cm_block_add_arg(nb, a->type, cm_block_arg_loc(a));
      cm_ptrmap_put_ptr(m, a, na);
    }
    cm_rw_insert_block_before_(parent, before, nb);
    rw->impl_->block_created(rw, nb);
    cm_ptrmap_put_ptr(m, b, nb);
    CM_VEC_PUSH(made, nb);
  }
  size_t bi = 0;
  CmBuilder saved = rw->b;
  for (CmBlock *b = region->first; b; b = b->next, bi++) {
    cm_builder_set_to_end(&rw->b, made.data[bi]);
    for (CmOp *o = b->first; o; o = cm_op_next(o)) {
      CmOp *c = cm_op_clone(o);
      for (unsigned i = 0; i < cm_op_num_results(o); i++)
        cm_ptrmap_put_ptr(m, cm_op_result(o, i), cm_op_result(c, i));
      cm_builder_insert(&rw->b, c);
    }
  }
  /* Uses of values of the region (and of mapped outer values) inside the
   * clones, nested ones included. */
  for (size_t i = 0; i < made.len; i++)
    for (CmOp *o = made.data[i]->first; o; o = cm_op_next(o))
      cm_walk_pre(o, remap_nested, m);
  for (size_t i = 0; i < made.len; i++)
    for (CmOp *o = made.data[i]->first; o; o = cm_op_next(o))
      rw->impl_->inserted(rw, o);
  rw->b = saved;
  CM_VEC_FREE(made);
  cm_ptrmap_free(&local);
}

CmResult cm_rewriter_match_failure(CmRewriter *rw, CmOp *op, const char *msg) {
  (void)rw;
  (void)op;
  (void)msg;
  return CM_FAILURE;
}
