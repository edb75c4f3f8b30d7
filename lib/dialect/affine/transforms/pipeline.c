/* pipeline.c - -affine-pipeline-data-transfer as MLIR 13
 * (PipelineDataTransfer): in every affine.for with a constant trip count
 * (inner loops first), the affine.dma_start ops bringing data into a faster
 * memory space that have a matching affine.dma_wait (same tag memref and
 * tag indices) get their fast buffer and their tag double-buffered (a
 * leading dimension of 2 indexed by (iv floordiv step) mod 2, allocated
 * before the loop and deallocated after it), then the loop body is skewed:
 * the DMA starts and the affine.apply ops computing their operands keep
 * shift 0, everything else is shifted by one iteration. */
#include "cmlir/pass.h"
#include "memref_utils.h"

#include <stdlib.h>
#include <string.h>

typedef struct Pair {
  CmOp *start, *wait;
} Pair;
typedef CM_VEC(Pair) PairVec;

/* Operand positions of a well-formed affine.dma_start. */
typedef struct Dma {
  unsigned src, dst, tag, ntag;
} Dma;
static bool dma_layout(CmOp *op, Dma *d) {
  CmAttr *s = cm_op_get_attr(op, "src_map"), *t = cm_op_get_attr(op, "dst_map"),
         *g = cm_op_get_attr(op, "tag_map");
  if (!s || !t || !g || s->kind != CM_ATTR_AFFINE_MAP ||
      t->kind != CM_ATTR_AFFINE_MAP || g->kind != CM_ATTR_AFFINE_MAP)
    return false;
  d->src = 0;
  d->dst = 1 + s->map->num_dims + s->map->num_syms;
  d->tag = d->dst + 1 + t->map->num_dims + t->map->num_syms;
  d->ntag = g->map->num_dims + g->map->num_syms;
  return cm_op_num_operands(op) > d->tag + d->ntag;
}

static unsigned space(CmOp *op, unsigned pos) {
  return cm_memref_memory_space(cm_op_operand(op, pos)->type);
}

static bool tags_match(CmOp *start, const Dma *d, CmOp *wait) {
  if (cm_op_operand(start, d->tag) != cm_op_operand(wait, 0))
    return false;
  for (unsigned i = 0; i < d->ntag; i++)
    if (1 + i >= cm_op_num_operands(wait) ||
        cm_op_operand(start, d->tag + 1 + i) != cm_op_operand(wait, 1 + i))
      return false;
  return true;
}

/* 13's findMatchingStartFinishInsts. */
static void find_pairs(CmOp *loop, PairVec *pairs) {
  CmBlock *body = cm_affine_for_body(loop);
  CmOpVec outgoing = {0}, starts = {0}, waits = {0};
  Dma d;
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    if (cm_op_name_is(o, "affine.dma_start") && dma_layout(o, &d) &&
        space(o, d.dst) < space(o, d.src))
      CM_VEC_PUSH(outgoing, o);
  for (CmOp *o = body->first; o; o = cm_op_next(o)) {
    if (cm_op_name_is(o, "affine.dma_wait")) {
      CM_VEC_PUSH(waits, o);
      continue;
    }
    if (!cm_op_name_is(o, "affine.dma_start") || !dma_layout(o, &d))
      continue;
    if (!(space(o, d.src) < space(o, d.dst)))
      continue;
    bool dep = false;
    for (size_t i = 0; i < outgoing.len && !dep; i++) {
      Dma od;
      dma_layout(outgoing.data[i], &od);
      dep = cm_op_operand(outgoing.data[i], od.dst) == cm_op_operand(o, d.src);
    }
    if (dep)
      continue;
    CmValue *fast = cm_op_operand(o, d.dst);
    bool escapes = false;
    for (CmOpOperand *u = cm_value_first_use(fast); u && !escapes;
         u = cm_operand_next_use(u)) {
      CmOp *user = cm_operand_owner(u);
      if (cm_op_name_is(user, "memref.dealloc"))
        continue;
      escapes = !cm_affine_ancestor_in_block(body, user);
    }
    if (!escapes)
      CM_VEC_PUSH(starts, o);
  }
  for (size_t i = 0; i < starts.len; i++) {
    dma_layout(starts.data[i], &d);
    for (size_t j = 0; j < waits.len; j++)
      if (cm_op_num_operands(waits.data[j]) > 0 &&
          tags_match(starts.data[i], &d, waits.data[j])) {
        Pair p = {starts.data[i], waits.data[j]};
        CM_VEC_PUSH(*pairs, p);
        break;
      }
  }
  CM_VEC_FREE(outgoing);
  CM_VEC_FREE(starts);
  CM_VEC_FREE(waits);
}

/* 13's doubleBuffer. */
static bool double_buffer(CmValue *old, CmOp *loop) {
  CmContext *ctx = cm_op_context(loop);
  CmLoc *loc = cm_op_loc(loop);
  const CmType *ot = old->type;
  if (ot->kind != CM_TYPE_MEMREF)
    return false;
  unsigned rank = ot->shaped.rank;
  int64_t *shape = cm_xcalloc(rank + 1, sizeof(int64_t));
  shape[0] = 2;
  memcpy(shape + 1, ot->shaped.shape, rank * sizeof(int64_t));
  CmType *nt =
      cm_memref_type(rank + 1, shape, ot->shaped.elem, NULL, ot->shaped.memspace);
  free(shape);
  /* dynamic sizes of the old buffer */
  CmAffineValueVec dyn = {0};
  CmType *index = cm_index_type(ctx);
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (ot->shaped.shape[i] != CM_DYNAMIC_SIZE)
      continue;
    CmValue *c = cm_affine_index_constant(ctx, loc, ndyn++, NULL, loop);
    CmValue *ops[2] = {old, c};
    CmOp *dim = cm_op_create_v(ctx, "memref.dim", loc, 1, &index, 2, ops, NULL,
                               0, NULL, 0);
    cm_block_insert_op_before(cm_op_block(loop), loop, dim);
    CM_VEC_PUSH(dyn, cm_op_result(dim, 0));
  }
  unsigned seg[2] = {(unsigned)dyn.len, 0};
  CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                    cm_ods_segment_sizes_attr(ctx, 2, seg)};
  CmOp *alloc = cm_op_create_v(ctx, "memref.alloc", loc, 1, &nt,
                               (unsigned)dyn.len, dyn.data,
                               cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  CM_VEC_FREE(dyn);
  cm_block_insert_op_before(cm_op_block(loop), loop, alloc);
  CmValue *nm = cm_op_result(alloc, 0);
  /* (iv floordiv step) mod 2 at the start of the body */
  CmBlock *body = cm_affine_for_body(loop);
  CmAffineExpr *e = cm_affine_mod(
      cm_affine_floordiv(cm_affine_dim(ctx, 0),
                         cm_affine_const(ctx, cm_affine_for_step(loop))),
      cm_affine_const(ctx, 2));
  CmAffineMap *m = cm_affine_map(ctx, 1, 0, 1, &e);
  CmValue *iv = cm_affine_for_iv(loop);
  CmOp *ap = cm_affine_apply_create(ctx, loc, m, 1, &iv);
  cm_block_insert_op_before(body, body->first, ap);
  CmValue *idx = cm_op_result(ap, 0);
  CmMemRefReplace r = {0};
  r.old_memref = old;
  r.new_memref = nm;
  r.extra_indices = &idx;
  r.num_extra_indices = 1;
  r.dom_filter = body->first;
  if (cm_failed(cm_affine_replace_all_memref_uses(&r))) {
    cm_op_erase(ap);
    return false;
  }
  CmOp *dealloc =
      cm_op_create_v(ctx, "memref.dealloc", loc, 0, NULL, 1, &nm, NULL, 0,
                     NULL, 0);
  cm_op_move_after(dealloc, loop);
  return true;
}

/* Erases the alloc of a buffer with no uses left or only a dealloc. */
static void erase_dead_alloc(CmValue *old) {
  CmOp *def = cm_value_defining_op(old);
  if (!def)
    return;
  if (cm_value_use_empty(old)) {
    cm_op_erase(def);
  } else if (cm_value_has_one_use(old)) {
    CmOp *u = cm_operand_owner(cm_value_first_use(old));
    if (cm_op_name_is(u, "memref.dealloc")) {
      cm_op_erase(u);
      cm_op_erase(def);
    }
  }
}

static void pipeline_loop(CmOp *loop) {
  uint64_t tc;
  if (!cm_affine_constant_trip_count(loop, &tc))
    return;
  PairVec pairs = {0};
  find_pairs(loop, &pairs);
  if (!pairs.len)
    goto done;
  for (size_t i = 0; i < pairs.len; i++) {
    Dma d;
    CmOp *s = pairs.data[i].start;
    dma_layout(s, &d);
    unsigned fast = space(s, d.dst) < space(s, d.src) ? d.src : d.dst;
    CmValue *old = cm_op_operand(s, fast);
    if (!double_buffer(old, loop))
      goto done;
    erase_dead_alloc(old);
  }
  for (size_t i = 0; i < pairs.len; i++) {
    CmValue *old = cm_op_operand(pairs.data[i].wait, 0);
    if (!double_buffer(old, loop))
      goto done;
    erase_dead_alloc(old);
  }
  pairs.len = 0;
  find_pairs(loop, &pairs);
  CmPtrMap zero = {0};
  for (size_t i = 0; i < pairs.len; i++) {
    CmOp *s = pairs.data[i].start;
    cm_ptrmap_put(&zero, s, 1);
    CmOpVec slice = {0};
    cm_affine_create_computation_slice(s, &slice);
    if (slice.len) {
      for (size_t k = 0; k < slice.len; k++)
        cm_ptrmap_put(&zero, slice.data[k], 1);
    } else {
      CmOpVec applies = {0};
      unsigned n = cm_op_num_operands(s);
      CmValue **ops = cm_xcalloc(n + 1, sizeof(CmValue *));
      for (unsigned k = 0; k < n; k++)
        ops[k] = cm_op_operand(s, k);
      cm_affine_reachable_apply_ops(ops, n, &applies);
      for (size_t k = 0; k < applies.len; k++)
        cm_ptrmap_put(&zero, applies.data[k], 1);
      free(ops);
      CM_VEC_FREE(applies);
    }
    CM_VEC_FREE(slice);
  }
  CmBlock *body = cm_affine_for_body(loop);
  unsigned n = 0;
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    n++;
  uint64_t *shifts = cm_xcalloc(n + 1, sizeof(uint64_t));
  unsigned k = 0;
  for (CmOp *o = body->first; o != body->last; o = cm_op_next(o))
    shifts[k++] = cm_ptrmap_get(&zero, o) ? 0 : 1;
  cm_ptrmap_free(&zero);
  if (cm_affine_op_shifts_valid(loop, shifts))
    cm_affine_for_body_skew(loop, shifts, false);
  free(shifts);
done:
  CM_VEC_FREE(pairs);
}

static CmWalkResult collect(CmOp *op, void *user) {
  if (cm_is_affine_for(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static CmResult pipeline_run(CmPassRun *run, CmOp *func) {
  (void)run;
  CmOpVec loops = {0};
  cm_walk_post(func, collect, &loops);
  for (size_t i = 0; i < loops.len; i++)
    pipeline_loop(loops.data[i]);
  CM_VEC_FREE(loops);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_affine_pipeline_data_transfer = {
    .argument = "affine-pipeline-data-transfer",
    .name = "AffinePipelineDataTransfer",
    .description = "Pipeline non-blocking data transfers between explicitly "
                   "managed levels of the memory hierarchy",
    .anchor = "func",
    .run = pipeline_run,
};
