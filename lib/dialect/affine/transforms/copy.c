/* copy.c - explicit copying of memref regions into a faster memory space
 * (MLIR 13's affineDataCopyGenerate / generateCopy in LoopUtils.cpp, the
 * -affine-data-copy-generate pass and the -test-affine-data-copy test
 * pass).
 *
 * A range of ops of a block is analyzed for the regions its affine loads /
 * stores on slow-memory memrefs touch, symbolic in the loops around the
 * range (one bounding box per memref, read and write); for each region a
 * fast buffer of the bounding box's constant shape is allocated, filled
 * before the range (read regions) and written back after it (write
 * regions), either by affine.dma_start / affine.dma_wait on a one-element
 * tag or by point-wise copy loop nests; the accesses in the range are
 * redirected to the buffer, indices shifted by the box's lower bounds.
 * The copies are hoisted above the enclosing loops the region does not
 * depend on.  The pass splits each block at its affine.for ops and copies
 * for a whole loop when its footprint fits the fast memory capacity (or
 * with skip-non-unit-stride-loops, when its step is one), recursing into
 * it otherwise. */
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"
#include "memref_utils.h"

#include <stdlib.h>
#include <string.h>

typedef struct CopyOptions {
  bool generate_dma;
  unsigned slow_space, fast_space, tag_space;
  uint64_t capacity; /* bytes */
} CopyOptions;

typedef struct Region {
  CmMemRefRegion r;
  CmLoc *loc;
} Region;
typedef CM_VEC(Region *) RegionVec;

typedef struct BufEntry {
  CmValue *memref, *buf;
} BufEntry;
typedef CM_VEC(BufEntry) BufMap;

typedef struct State {
  CmOpVec nests; /* the copy nests' roots (13's copyNests) */
} State;

/* 13's Operation::emitWarning: no op-name prefix, the op noted in its
 * custom form (as a plain remark, re-graded). */
static void plain_warning(CmOp *op, const char *msg) {
  CmDiag *d = cm_op_diag_plain_remark(op, "%s", msg);
  d->severity = CM_DIAG_WARNING;
  cm_diag_report(d);
}

static bool in_vec(const CmOpVec *v, const CmOp *op) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == op)
      return true;
  return false;
}

/* A `constant v : index` at the start of the function body, after the
 * previously inserted ones of the same builder (`*anchor`: the op to insert
 * before, fixed when the builder is created). */
static CmValue *top_constant(CmOp *func, CmOp **anchor, CmLoc *loc,
                             int64_t v) {
  CmBlock *entry = cm_op_region(func, 0)->first;
  if (!*anchor)
    *anchor = entry->first;
  return cm_affine_index_constant(cm_op_context(func), loc, v, entry,
                                  *anchor);
}

static CmAffineMap *dedup_results(CmAffineMap *m) {
  CmAffineExpr **rs = cm_xcalloc(m->num_results + 1, sizeof *rs);
  unsigned n = 0;
  for (unsigned i = 0; i < m->num_results; i++) {
    bool dup = false;
    for (unsigned k = 0; k < n && !dup; k++)
      dup = rs[k] == m->results[i];
    if (!dup)
      rs[n++] = m->results[i];
  }
  CmAffineMap *r = cm_affine_map(m->ctx, m->num_dims, m->num_syms, n, rs);
  free(rs);
  return r;
}

/* 13's createCanonicalizedAffineForOp, inserted before `before` (or at the
 * end of `block` before its terminator when before is NULL). */
static CmOp *canonical_for(CmContext *ctx, CmLoc *loc, CmAffineMap *lb,
                           CmAffineMap *ub, CmValue *const *operands,
                           unsigned n, CmBlock *block, CmOp *before) {
  CmAffineValueVec lo = {0}, uo = {0};
  for (unsigned i = 0; i < n; i++) {
    CM_VEC_PUSH(lo, operands[i]);
    CM_VEC_PUSH(uo, operands[i]);
  }
  cm_affine_fully_compose(&lb, &lo);
  cm_affine_canonicalize_map_and_operands(&lb, &lo);
  lb = dedup_results(lb);
  cm_affine_fully_compose(&ub, &uo);
  cm_affine_canonicalize_map_and_operands(&ub, &uo);
  ub = dedup_results(ub);
  CmOp *loop = cm_affine_for_create(ctx, loc, lb, (unsigned)lo.len, lo.data,
                                    ub, (unsigned)uo.len, uo.data, 1, 0, NULL);
  cm_block_insert_op_before(block, before, loop);
  CM_VEC_FREE(lo);
  CM_VEC_FREE(uo);
  return loop;
}

/* 13's generatePointWiseCopy: the copy nest (inserted before `before` in
 * `block`); returns its root. */
static CmOp *pointwise_copy(CmLoc *loc, CmValue *memref, CmValue *fast,
                            CmAffineMap **lbs, CmAffineMap **ubs,
                            CmValue *const *operands, unsigned nops,
                            CmAffineExpr *const *offsets, bool copy_out,
                            CmBlock *block, CmOp *before) {
  CmContext *ctx = cm_op_context(cm_block_parent_op(block));
  unsigned rank = memref->type->shaped.rank;
  CmAffineValueVec mem_idx = {0}, buf_ops = {0};
  CmAffineExpr **buf_exprs = cm_xcalloc(rank + 1, sizeof(CmAffineExpr *));
  CmOpVec dead = {0};
  CmOp *root = NULL;
  CmBlock *b = block;
  CmOp *at = before;
  for (unsigned d = 0; d < rank; d++) {
    CmOp *loop = canonical_for(ctx, loc, lbs[d], ubs[d], operands, nops, b, at);
    if (!d)
      root = loop;
    b = cm_affine_for_body(loop);
    at = b->last;
    CmAffineMap *om = cm_affine_map(ctx, nops, 0, 1, &offsets[d]);
    CmOp *off = cm_affine_apply_create(ctx, loc, om, nops, operands);
    cm_block_insert_op_before(b, at, off);
    CmValue *iv = cm_affine_for_iv(loop);
    CM_VEC_PUSH(mem_idx, iv);
    buf_exprs[d] = cm_affine_sub(cm_affine_dim(ctx, 2 * d + 1),
                                 cm_affine_dim(ctx, 2 * d));
    CM_VEC_PUSH(buf_ops, cm_op_result(off, 0));
    CM_VEC_PUSH(buf_ops, iv);
    CM_VEC_PUSH(dead, off);
  }
  CmAffineMap *bm = cm_affine_map(ctx, 2 * rank, 0, rank, buf_exprs);
  free(buf_exprs);
  cm_affine_fully_compose(&bm, &buf_ops);
  bm = cm_affine_map_simplify(bm);
  cm_affine_canonicalize_map_and_operands(&bm, &buf_ops);
  for (size_t i = 0; i < dead.len; i++)
    if (cm_value_use_empty(cm_op_result(dead.data[i], 0)))
      cm_op_erase(dead.data[i]);
  CM_VEC_FREE(dead);
  CmOp *ld, *st;
  if (!copy_out) {
    ld = cm_affine_load_create(ctx, loc, memref, NULL, (unsigned)mem_idx.len,
                               mem_idx.data);
    cm_block_insert_op_before(b, at, ld);
    st = cm_affine_store_create(ctx, loc, cm_op_result(ld, 0), fast, bm,
                                (unsigned)buf_ops.len, buf_ops.data);
  } else {
    ld = cm_affine_load_create(ctx, loc, fast, bm, (unsigned)buf_ops.len,
                               buf_ops.data);
    cm_block_insert_op_before(b, at, ld);
    st = cm_affine_store_create(ctx, loc, cm_op_result(ld, 0), memref, NULL,
                                (unsigned)mem_idx.len, mem_idx.data);
  }
  cm_block_insert_op_before(b, at, st);
  CM_VEC_FREE(mem_idx);
  CM_VEC_FREE(buf_ops);
  /* rank 0 (13 crashes): the copy is the load / store pair itself */
  return root ? root : ld;
}

/* 13's getMultiLevelStrides. */
static unsigned multi_level_strides(const CmType *t, const int64_t *shape,
                                    unsigned rank, int64_t *stride,
                                    int64_t *per_stride) {
  unsigned n = 0;
  if (rank <= 1)
    return 0;
  int64_t s = 1, e = 1;
  for (unsigned d = rank - 1; d >= 1; d--) {
    int64_t dim = t->shaped.shape[d];
    s *= dim;
    e *= shape[d];
    if (shape[d] < dim && shape[d - 1] > 1) {
      if (!n) {
        *stride = s;
        *per_stride = e;
      }
      n++;
    }
  }
  return n;
}

/* The range being processed: [*begin, *end) of `block`; *end NULL means
 * up to the terminator (exclusive). */
typedef struct Range {
  CmBlock *block;
  CmOp *begin, *end;
} Range;

static CmOp *range_end(const Range *r) {
  return r->end ? r->end : r->block->last;
}

/* 13's findHighestBlockForPlacement. */
static void placement(const Region *rg, const Range *r, CmBlock **pblock,
                      CmOp **in_at, CmOp **out_at) {
  const CmFac *cst = &rg->r.cst;
  CmOpVec loops = {0};
  cm_affine_enclosing_loops(r->block->first, &loops);
  size_t i = loops.len;
  for (; i > 0; i--) {
    CmValue *iv = cm_affine_for_iv(loops.data[i - 1]);
    bool found = false;
    for (unsigned k = cst->num_dims; k < cst->num_dims + cst->num_syms; k++)
      found |= cm_fac_value(cst, k) == iv;
    if (found)
      break;
  }
  if (i != loops.len) {
    CmOp *last_inv = loops.data[i];
    *in_at = last_inv;
    *out_at = cm_op_next(last_inv);
    *pblock = cm_op_block(last_inv);
  } else {
    *in_at = r->begin;
    *out_at = range_end(r);
    *pblock = r->block;
  }
  CM_VEC_FREE(loops);
}

/* 13's generateCopy.  On success, r->begin / r->end are updated. */
static CmResult generate_copy(const Region *rg, Range *r, CmBlock *pblock,
                              CmOp *in_at, CmOp *out_at,
                              const CopyOptions *o, BufMap *bufs,
                              CmOpVec *nests, uint64_t *size_bytes) {
  CmOp *func = cm_affine_enclosing_func(r->begin);
  CmContext *ctx = cm_op_context(r->begin);
  CmOp *anchor = NULL;
  CmValue *zero =
      top_constant(func, &anchor, cm_op_loc(func), 0); /* 13's zeroIndex */
  *size_bytes = 0;
  CmOp *end = range_end(r);
  bool out_at_end = end == out_at;
  /* copy in goes before in_at, copy out before out_at */
  CmOp *b_at = rg->r.write ? out_at : in_at;
  /* 13's `top` builder starts before the zero just created */
  CmOp *top_anchor = cm_value_defining_op(zero);
  CmLoc *loc = rg->loc;
  CmValue *memref = rg->r.memref;
  const CmType *mt = memref->type;
  if (mt->shaped.layout)
    return CM_FAILURE;
  unsigned rank = mt->shaped.rank;
  const CmFac *cst = &rg->r.cst;
  unsigned ns = cst->num_syms;
  int64_t *shape = cm_xcalloc(rank + 1, sizeof(int64_t));
  int64_t *lbs = cm_xcalloc((size_t)rank * (ns + 1) + 1, sizeof(int64_t));
  int64_t *divs = cm_xcalloc(rank + 1, sizeof(int64_t));
  CmAffineMap **lbm = cm_xcalloc(2 * rank + 1, sizeof(CmAffineMap *));
  CmAffineMap **ubm = lbm + rank;
  CmAffineExpr **offsets = cm_xcalloc(rank + 1, sizeof(CmAffineExpr *));
  CmValue **syms = cm_xcalloc(ns + 1, sizeof(CmValue *));
  CmAffineValueVec mem_idx = {0}, buf_idx = {0};
  CmResult res = CM_FAILURE;
  int64_t nelts;
  if (!cm_memref_region_constant_bounding_size(&rg->r, &nelts, shape, lbs,
                                               divs))
    goto done;
  if (nelts == 0) {
    res = CM_SUCCESS;
    goto done;
  }
  for (unsigned d = 0; d < rank; d++) {
    cm_fac_lower_and_upper_bound(cst, d, 0, rank, cst->num_dims + ns, NULL,
                                 ctx, &lbm[d], &ubm[d]);
    if (!lbm[d] || !ubm[d])
      goto done;
  }
  for (unsigned k = 0; k < ns; k++)
    syms[k] = cm_fac_value(cst, rank + k);
  for (unsigned d = 0; d < rank; d++) {
    const int64_t *row = lbs + (size_t)d * (ns + 1);
    CmAffineExpr *off = cm_affine_const(ctx, 0);
    for (unsigned j = 0; j < ns; j++)
      off = cm_affine_add(off, cm_affine_mul(cm_affine_dim(ctx, j),
                                             cm_affine_const(ctx, row[j])));
    off = cm_affine_floordiv(cm_affine_add(off, cm_affine_const(ctx, row[ns])),
                             cm_affine_const(ctx, divs[d]));
    if (off->kind == CM_AFFINE_CONST) {
      int64_t v = off->value;
      CM_VEC_PUSH(mem_idx, v == 0 ? zero
                                  : top_constant(func, &top_anchor, loc, v));
    } else {
      CmAffineMap *m = cm_affine_map(ctx, ns, 0, 1, &off);
      CmOp *ap = cm_affine_apply_create(ctx, loc, m, ns, syms);
      cm_block_insert_op_before(pblock, b_at, ap);
      CM_VEC_PUSH(mem_idx, cm_op_result(ap, 0));
    }
    CM_VEC_PUSH(buf_idx, zero);
    offsets[d] = off;
  }
  /* the fast buffer */
  CmValue *fast = NULL;
  bool existing = false;
  for (size_t i = 0; i < bufs->len; i++)
    if (bufs->data[i].memref == memref) {
      fast = bufs->data[i].buf;
      existing = true;
    }
  if (!existing) {
    CmAttr *space = o->fast_space
                        ? cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                          o->fast_space)
                        : NULL;
    CmType *ft = cm_memref_type(rank, shape, mt->shaped.elem, NULL, space);
    unsigned seg[2] = {0, 0};
    CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                      cm_ods_segment_sizes_attr(ctx, 2, seg)};
    CmOp *alloc = cm_op_create_v(ctx, "memref.alloc", loc, 1, &ft, 0, NULL,
                                 cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
    cm_block_insert_op_before(pblock, in_at, alloc);
    fast = cm_op_result(alloc, 0);
    BufEntry e = {memref, fast};
    CM_VEC_PUSH(*bufs, e);
    uint64_t sz = 0;
    cm_memref_size_in_bytes(ft, &sz);
    *size_bytes = sz;
  }
  CmValue *num = top_constant(func, &top_anchor, loc, nelts);
  CmValue *stride = NULL, *per_stride = NULL;
  if (o->generate_dma) {
    int64_t s = 0, e = 0;
    unsigned nstrides = multi_level_strides(mt, shape, rank, &s, &e);
    if (nstrides > 1)
      goto done;
    if (nstrides) {
      stride = top_constant(func, &top_anchor, loc, s);
      per_stride = top_constant(func, &top_anchor, loc, e);
    }
  }
  CmOp *post_dom = cm_op_prev(end);
  CmAffineMap *mem_map = cm_affine_map_identity(ctx, rank);
  cm_affine_fully_compose(&mem_map, &mem_idx);
  CmAffineMap *buf_map = cm_affine_map_identity(ctx, rank);
  cm_affine_fully_compose(&buf_map, &buf_idx);
  if (!o->generate_dma) {
    CmOp *nest = pointwise_copy(loc, memref, fast, lbm, ubm, syms, ns, offsets,
                                rg->r.write, pblock, b_at);
    CM_VEC_PUSH(*nests, nest);
    if (!cm_is_affine_for(nest)) /* rank 0: the store too */
      CM_VEC_PUSH(*nests, cm_op_next(nest));
    if (rg->r.write && out_at_end)
      r->end = nest;
  } else {
    CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
    CmAttr *tspace =
        o->tag_space ? cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                       o->tag_space)
                     : NULL;
    int64_t one = 1;
    CmType *tt = cm_memref_type(1, &one, i32, NULL, tspace);
    unsigned seg[2] = {0, 0};
    CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                      cm_ods_segment_sizes_attr(ctx, 2, seg)};
    CmOp *talloc = cm_op_create_v(ctx, "memref.alloc", loc, 1, &tt, 0, NULL,
                                  cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
    cm_block_insert_op_before(pblock, in_at, talloc);
    CmValue *tag = cm_op_result(talloc, 0);
    CmAffineValueVec tag_idx = {0};
    CM_VEC_PUSH(tag_idx, zero);
    CmAffineMap *tag_map = cm_affine_map_identity(ctx, 1);
    cm_affine_fully_compose(&tag_map, &tag_idx);
    /* dma_start operands: src, src idx, dst, dst idx, tag, tag idx, num,
     * [stride, per stride] */
    CmAffineValueVec ops = {0};
    CmValue *src = rg->r.write ? fast : memref, *dst = rg->r.write ? memref : fast;
    CmAffineValueVec *si = rg->r.write ? &buf_idx : &mem_idx;
    CmAffineValueVec *di = rg->r.write ? &mem_idx : &buf_idx;
    CmAffineMap *sm = rg->r.write ? buf_map : mem_map;
    CmAffineMap *dm = rg->r.write ? mem_map : buf_map;
    CM_VEC_PUSH(ops, src);
    for (size_t i = 0; i < si->len; i++)
      CM_VEC_PUSH(ops, si->data[i]);
    CM_VEC_PUSH(ops, dst);
    for (size_t i = 0; i < di->len; i++)
      CM_VEC_PUSH(ops, di->data[i]);
    CM_VEC_PUSH(ops, tag);
    for (size_t i = 0; i < tag_idx.len; i++)
      CM_VEC_PUSH(ops, tag_idx.data[i]);
    CM_VEC_PUSH(ops, num);
    if (stride) {
      CM_VEC_PUSH(ops, stride);
      CM_VEC_PUSH(ops, per_stride);
    }
    CmNamedAttr da[3] = {
        {cm_ident_c(ctx, "dst_map"), cm_affine_map_attr(dm)},
        {cm_ident_c(ctx, "src_map"), cm_affine_map_attr(sm)},
        {cm_ident_c(ctx, "tag_map"), cm_affine_map_attr(tag_map)}};
    CmOp *start = cm_op_create_v(ctx, "affine.dma_start", loc, 0, NULL,
                                 (unsigned)ops.len, ops.data,
                                 cm_dict_attr(ctx, 3, da), 0, NULL, 0);
    cm_block_insert_op_before(pblock, b_at, start);
    if (rg->r.write && out_at_end)
      r->end = start;
    CmValue *wops[3] = {tag, zero, num};
    CmNamedAttr wa = {cm_ident_c(ctx, "tag_map"), cm_affine_map_attr(tag_map)};
    CmOp *wait = cm_op_create_v(ctx, "affine.dma_wait", loc, 0, NULL, 3, wops,
                                cm_dict_attr(ctx, 1, &wa), 0, NULL, 0);
    cm_block_insert_op_before(pblock, b_at, wait);
    CmOp *tdealloc = cm_op_create_v(ctx, "memref.dealloc", loc, 0, NULL, 1,
                                    &tag, NULL, 0, NULL, 0);
    cm_block_insert_op_before(pblock, out_at, tdealloc);
    if (range_end(r) == end && out_at_end)
      r->end = tdealloc;
    CM_VEC_FREE(ops);
    CM_VEC_FREE(tag_idx);
  }
  if (!existing) {
    CmOp *dealloc = cm_op_create_v(ctx, "memref.dealloc", loc, 0, NULL, 1,
                                   &fast, NULL, 0, NULL, 0);
    cm_block_insert_op_before(pblock, out_at, dealloc);
    if (!o->generate_dma && range_end(r) == end && out_at_end)
      r->end = dealloc;
  }
  /* redirect the accesses in [begin, post_dom] */
  CmAffineExpr **remap = cm_xcalloc(rank + 1, sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < rank; i++)
    remap[i] = cm_affine_sub(cm_affine_dim(ctx, ns + i), offsets[i]);
  CmAffineMap *rm = cm_affine_map(ctx, ns + rank, 0, rank, remap);
  free(remap);
  CmOp *prev_begin = cm_op_prev(r->begin);
  CmMemRefReplace rep = {0};
  rep.old_memref = memref;
  rep.new_memref = fast;
  rep.index_remap = rm;
  rep.extra_operands = syms;
  rep.num_extra_operands = ns;
  rep.dom_filter = r->begin;
  rep.post_dom_filter = post_dom;
  cm_affine_replace_all_memref_uses(&rep);
  r->begin = prev_begin ? cm_op_next(prev_begin) : r->block->first;
  res = CM_SUCCESS;
done:
  free(shape);
  free(lbs);
  free(divs);
  free(lbm);
  free(offsets);
  free(syms);
  CM_VEC_FREE(mem_idx);
  CM_VEC_FREE(buf_idx);
  return res;
}

/* 13's getFullMemRefAsRegion. */
static bool full_region(CmOp *op, unsigned depth, Region *rg) {
  CmValue *m = cm_affine_access_memref(op);
  const CmType *t = m->type;
  unsigned rank = t->shaped.rank;
  for (unsigned d = 0; d < rank; d++)
    if (t->shaped.shape[d] < 0)
      return false;
  rg->r.memref = m;
  rg->r.write = cm_is_affine_store(op);
  CmOpVec loops = {0};
  cm_affine_enclosing_loops(op, &loops);
  if (depth > loops.len)
    depth = (unsigned)loops.len;
  cm_fac_reset(&rg->r.cst, rank, depth, 0);
  for (unsigned i = 0; i < depth; i++)
    cm_fac_set_value(&rg->r.cst, rank + i, cm_affine_for_iv(loops.data[i]));
  CM_VEC_FREE(loops);
  for (unsigned d = 0; d < rank; d++) {
    cm_fac_add_bound(&rg->r.cst, CM_FAC_LB, d, 0);
    cm_fac_add_bound(&rg->r.cst, CM_FAC_UB, d, t->shaped.shape[d] - 1);
  }
  return true;
}

static Region *find_region(RegionVec *v, CmValue *m) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i]->r.memref == m)
      return v->data[i];
  return NULL;
}

static void free_regions(RegionVec *v) {
  for (size_t i = 0; i < v->len; i++) {
    cm_memref_region_free(&v->data[i]->r);
    free(v->data[i]);
  }
  CM_VEC_FREE(*v);
}

typedef struct Gather {
  const CopyOptions *o;
  CmValue *filter;
  unsigned depth;
  RegionVec reads, writes;
  bool error;
} Gather;

/* Returns true if `target` holds the memref (the region is unioned in,
 * and the union copied back into `rg`). */
static bool update_region(Gather *g, RegionVec *target, Region *rg, CmOp *op) {
  Region *ex = find_region(target, rg->r.memref);
  if (!ex)
    return false;
  if (cm_failed(cm_memref_region_union_bounding_box(&ex->r, &rg->r))) {
    if (!full_region(op, g->depth, rg)) {
      g->error = true;
      return true;
    }
    cm_fac_free(&ex->r.cst);
    cm_fac_copy(&ex->r.cst, &rg->r.cst);
  } else {
    cm_fac_free(&rg->r.cst);
    cm_fac_copy(&rg->r.cst, &ex->r.cst);
  }
  return true;
}

static CmWalkResult gather(CmOp *op, void *user) {
  Gather *g = user;
  if (g->error)
    return CM_WALK_ADVANCE;
  bool load = cm_op_name_is(op, "affine.load");
  if (!load && !cm_op_name_is(op, "affine.store"))
    return CM_WALK_ADVANCE;
  CmValue *m = cm_affine_access_memref(op);
  if ((g->filter && g->filter != m) ||
      cm_memref_memory_space(m->type) != g->o->slow_space)
    return CM_WALK_ADVANCE;
  Region *rg = cm_xcalloc(1, sizeof(Region));
  rg->loc = cm_op_loc(op);
  if (cm_failed(cm_memref_region_compute(&rg->r, op, g->depth, false))) {
    if (!full_region(op, g->depth, rg)) {
      g->error = true;
      cm_memref_region_free(&rg->r);
      free(rg);
      return CM_WALK_ADVANCE;
    }
  }
  bool in_read = update_region(g, &g->reads, rg, op);
  bool in_write = !g->error && update_region(g, &g->writes, rg, op);
  if (!g->error && rg->r.write && !in_write) {
    CM_VEC_PUSH(g->writes, rg);
    return CM_WALK_ADVANCE;
  }
  if (!g->error && !rg->r.write && !in_read) {
    CM_VEC_PUSH(g->reads, rg);
    return CM_WALK_ADVANCE;
  }
  cm_memref_region_free(&rg->r);
  free(rg);
  return CM_WALK_ADVANCE;
}

/* 13's affineDataCopyGenerate over [begin, end) (end NULL: up to the
 * block's terminator). */
static uint64_t copy_generate(CmOp *begin, CmOp *end, const CopyOptions *o,
                              CmValue *filter, CmOpVec *nests) {
  if (!begin || begin == end)
    return 0;
  CmBlock *block = cm_op_block(begin);
  if (!end && begin == block->last)
    return 0;
  Gather g = {o, filter, cm_affine_nesting_depth(begin), {0}, {0}, false};
  CmOp *stop = end ? end : block->last;
  for (CmOp *op = begin; op != stop; op = cm_op_next(op))
    cm_walk_post(op, gather, &g);
  uint64_t total = 0;
  if (g.error) {
    cm_op_emit_plain_error(begin, "copy generation failed for one or more memref's "
                            "in this block\n");
    goto done;
  }
  Range r = {block, begin, end};
  BufMap bufs = {0};
  bool ok = true;
  RegionVec *lists[2] = {&g.reads, &g.writes};
  for (int l = 0; l < 2; l++)
    for (size_t i = 0; i < lists[l]->len; i++) {
      CmBlock *pb;
      CmOp *in_at, *out_at;
      placement(lists[l]->data[i], &r, &pb, &in_at, &out_at);
      uint64_t sz = 0;
      Range nr = r;
      if (cm_succeeded(generate_copy(lists[l]->data[i], &nr, pb, in_at,
                                     out_at, o, &bufs, nests, &sz))) {
        r = nr;
        total += sz;
      } else {
        ok = false;
      }
    }
  CM_VEC_FREE(bufs);
  if (!ok) {
    cm_op_emit_plain_error(r.begin, "copy generation failed for one or more "
                              "memref's in this block\n");
    goto done;
  }
  if (total > o->capacity)
    plain_warning(cm_block_parent_op(block),
                  "Total size of all copy buffers' for this block exceeds fast "
                  "memory capacity\n");
done:
  free_regions(&g.reads);
  free_regions(&g.writes);
  return total;
}

/* 13's getMemoryFootprintBytes of one loop; false if unknown. */
typedef struct Footprint {
  unsigned depth;
  RegionVec regions;
  bool failed;
} Footprint;
static CmWalkResult footprint_visit(CmOp *op, void *user) {
  Footprint *f = user;
  if (!cm_is_affine_load(op) && !cm_is_affine_store(op))
    return CM_WALK_ADVANCE;
  Region *rg = cm_xcalloc(1, sizeof(Region));
  if (cm_failed(cm_memref_region_compute(&rg->r, op, f->depth, true))) {
    cm_memref_region_free(&rg->r);
    free(rg);
    cm_op_emit_plain_error(op, "error obtaining memory region\n");
    f->failed = true;
    return CM_WALK_INTERRUPT;
  }
  Region *ex = find_region(&f->regions, rg->r.memref);
  if (!ex) {
    CM_VEC_PUSH(f->regions, rg);
    return CM_WALK_ADVANCE;
  }
  CmResult u = cm_memref_region_union_bounding_box(&ex->r, &rg->r);
  cm_memref_region_free(&rg->r);
  free(rg);
  if (cm_failed(u)) {
    plain_warning(op, "getMemoryFootprintBytes: unable to perform a union "
                      "on a memory region");
    f->failed = true;
    return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}
static bool footprint_bytes(CmOp *loop, int64_t *bytes) {
  Footprint f = {cm_affine_nesting_depth(cm_op_block(loop)->first), {0},
                 false};
  cm_walk_post(loop, footprint_visit, &f);
  bool ok = !f.failed;
  int64_t total = 0;
  for (size_t i = 0; i < f.regions.len && ok; i++) {
    int64_t s;
    ok = cm_memref_region_size(&f.regions.data[i]->r, &s);
    total += s;
  }
  free_regions(&f.regions);
  *bytes = total;
  return ok;
}

static bool is_range_start(CmOp *op, const CmOpVec *nests) {
  return (cm_op_name_is(op, "affine.load") ||
          cm_op_name_is(op, "affine.store") || cm_is_affine_for(op)) &&
         !in_vec(nests, op);
}

static CmOp *next_range_start(CmOp *op, const CmOpVec *nests) {
  for (; op; op = cm_op_next(op))
    if (is_range_start(op, nests))
      return op;
  return NULL;
}

typedef struct PassCfg {
  CopyOptions o;
  bool skip_non_unit;
} PassCfg;

/* 13's AffineDataCopyGeneration::runOnBlock. */
static void run_on_block(CmBlock *block, const PassCfg *c, CmOpVec *nests) {
  if (!block->first)
    return;
  CmOp *cur = next_range_start(block->first, nests);
  CmOp *it = cur;
  while (it) {
    if (cm_is_affine_for(it) && !in_vec(nests, it)) {
      copy_generate(cur, it, &c->o, NULL, nests);
      bool recurse;
      if (c->skip_non_unit) {
        recurse = cm_affine_for_step(it) != 1;
      } else {
        int64_t fp;
        recurse = footprint_bytes(it, &fp) && (uint64_t)fp > c->o.capacity;
      }
      if (recurse) {
        run_on_block(cm_affine_for_body(it), c, nests);
      } else {
        CmOp *next = cm_op_next(it);
        copy_generate(it, next == block->last ? NULL : next, &c->o, NULL,
                      nests);
      }
      cur = next_range_start(cm_op_next(it), nests);
      it = cur;
    } else {
      it = cm_op_next(it);
    }
  }
  if (cur && cur != block->last)
    copy_generate(cur, NULL, &c->o, NULL, nests);
}

typedef struct Post {
  CmOpVec *ops;
} Post;
static CmWalkResult post_visit(CmOp *op, void *user) {
  CmOpVec *ops = user;
  if (cm_is_affine_for(op))
    cm_affine_loop_promote_if_single_iteration(op);
  else if (cm_op_name_is(op, "affine.load") || cm_op_name_is(op, "affine.store"))
    CM_VEC_PUSH(*ops, op);
  return CM_WALK_ADVANCE;
}

/* Promotes single-iteration loops of the copy nests and canonicalizes
 * their loads / stores.  With `erase_dead_defs` (13's multi-op driver of
 * the pass, not the single-op one of the test pass), the producers of a
 * rewritten op's operands that became dead go too. */
static void simplify_nests(CmContext *ctx, CmOpVec *nests,
                           bool erase_dead_defs) {
  CmOpVec ops = {0};
  for (size_t i = 0; i < nests->len; i++)
    cm_walk_post(nests->data[i], post_visit, &ops);
  CmPatternSet *set = cm_pattern_set_create(ctx);
  static const char *const names[] = {"affine.load", "affine.store"};
  for (int i = 0; i < 2; i++) {
    const CmOpDef *def = cm_lookup_op_def(ctx, names[i], strlen(names[i]));
    if (def)
      cm_pattern_set_add_op_canonicalizations(set, def);
  }
  CmOpVec defs = {0};
  for (size_t i = 0; i < ops.len; i++) {
    bool erased = false;
    defs.len = 0;
    for (unsigned k = 0; k < cm_op_num_operands(ops.data[i]); k++) {
      CmOp *d = cm_value_defining_op(cm_op_operand(ops.data[i], k));
      if (d && !in_vec(&defs, d))
        CM_VEC_PUSH(defs, d);
    }
    cm_apply_op_patterns_and_fold(ops.data[i], set, &erased);
    for (size_t k = 0; erase_dead_defs && k < defs.len; k++)
      if (!in_vec(&ops, defs.data[k]) && cm_op_is_trivially_dead(defs.data[k]))
        cm_op_erase(defs.data[k]);
  }
  CM_VEC_FREE(defs);
  cm_pattern_set_destroy(set);
  CM_VEC_FREE(ops);
}

static CmResult copy_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  PassCfg c;
  c.o.generate_dma = cm_pass_option_bool(pass, "generate-dma");
  c.o.slow_space = (unsigned)cm_pass_option_uint(pass, "slow-mem-space");
  c.o.fast_space = (unsigned)cm_pass_option_uint(pass, "fast-mem-space");
  c.o.tag_space = (unsigned)cm_pass_option_uint(pass, "tag-mem-space");
  uint64_t cap = cm_pass_option_uint(pass, "fast-mem-capacity");
  c.o.capacity = cap != UINT64_MAX ? cap * 1024 : cap;
  c.skip_non_unit = cm_pass_option_bool(pass, "skip-non-unit-stride-loops");
  if (!cm_op_num_regions(func) || cm_region_empty(cm_op_region(func, 0)))
    return CM_SUCCESS;
  CmOp *anchor = NULL;
  top_constant(func, &anchor, cm_op_loc(func), 0);
  CmOpVec nests = {0};
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    run_on_block(b, &c, &nests);
  simplify_nests(cm_op_context(func), &nests, true);
  CM_VEC_FREE(nests);
  return CM_SUCCESS;
}

static const CmPassOptionDef copy_opts[] = {
    {"fast-mem-capacity", CM_PASS_OPT_UINT, false, "18446744073709551615",
     "Set fast memory space capacity in KiB (default: unlimited)", "ulong"},
    {"fast-mem-space", CM_PASS_OPT_UINT, false, "1",
     "Fast memory space identifier for copy generation (default: 1)", NULL},
    {"generate-dma", CM_PASS_OPT_BOOL, false, "true",
     "Generate DMA instead of point-wise copy", NULL},
    {"min-dma-transfer", CM_PASS_OPT_INT, false, "1024",
     "Minimum DMA transfer size supported by the target in bytes", NULL},
    {"skip-non-unit-stride-loops", CM_PASS_OPT_BOOL, false, "false",
     "Testing purposes: avoid non-unit stride loop choice depths for copy "
     "placement",
     NULL},
    {"slow-mem-space", CM_PASS_OPT_UINT, false, "0",
     "Slow memory space identifier for copy generation (default: 0)", NULL},
    {"tag-mem-space", CM_PASS_OPT_UINT, false, "0",
     "Tag memory space identifier for copy generation (default: 0)", NULL},
};

const CmPassDef cm_pass_affine_data_copy_generate = {
    .argument = "affine-data-copy-generate",
    .name = "AffineDataCopyGeneration",
    .description = "Generate explicit copying for affine memory operations",
    .anchor = "func",
    CM_PASS_OPTIONS(copy_opts),
    .run = copy_run,
};

/* ---- -test-affine-data-copy ------------------------------------------------ */

/* 13's gatherLoops: a level per block entered (the last one empty). */
static void gather_loops(CmBlock *b, unsigned depth, CmOpVec **levels,
                         unsigned *n) {
  if (depth == *n) {
    *levels = cm_xrealloc(*levels, (depth + 1) * sizeof(CmOpVec));
    memset(&(*levels)[depth], 0, sizeof(CmOpVec));
    *n = depth + 1;
  }
  for (CmOp *op = b->first; op; op = cm_op_next(op))
    if (cm_is_affine_for(op)) {
      CM_VEC_PUSH((*levels)[depth], op);
      gather_loops(cm_affine_for_body(op), depth + 1, levels, n);
    }
}

static CmResult test_copy_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  bool filter = cm_pass_option_bool(pass, "memref-filter");
  bool for_region = cm_pass_option_bool(pass, "for-memref-region");
  if (!cm_op_num_regions(func) || cm_region_empty(cm_op_region(func, 0)))
    return CM_SUCCESS;
  CmOpVec *levels = NULL;
  unsigned n = 0;
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    gather_loops(b, 0, &levels, &n);
  if (n < 2 || levels[0].len != 1 || levels[n - 2].len != 1)
    goto done;
  CmOp *nest = levels[0].data[0], *inner = levels[n - 2].data[0];
  CmOp *load = NULL;
  if (filter || for_region) {
    CmBlock *body = cm_affine_for_body(inner);
    for (CmOp *op = body->first; op && !load; op = cm_op_next(op))
      if (cm_op_name_is(op, "affine.load"))
        load = op;
  }
  CopyOptions o = {false, 0, 0, 0, 32ull * 1024 * 1024};
  CmOpVec nests = {0};
  if (filter && load) {
    CmBlock *body = cm_affine_for_body(nest);
    copy_generate(body->first, NULL, &o, cm_affine_access_memref(load),
                  &nests);
  } else if (for_region && load) {
    Region rg = {{0}, cm_op_loc(nest)};
    cm_memref_region_compute(&rg.r, load, 0, true);
    Range r = {cm_op_block(nest), nest, cm_op_next(nest)};
    BufMap bufs = {0};
    CmOpVec local = {0};
    uint64_t sz;
    generate_copy(&rg, &r, r.block, nest, r.end, &o, &bufs, &local, &sz);
    CM_VEC_FREE(bufs);
    CM_VEC_FREE(local);
    cm_memref_region_free(&rg.r);
  }
  simplify_nests(cm_op_context(func), &nests, false);
  CM_VEC_FREE(nests);
done:
  for (unsigned k = 0; k < n; k++)
    CM_VEC_FREE(levels[k]);
  free(levels);
  return CM_SUCCESS;
}

static const CmPassOptionDef test_copy_opts[] = {
    {"for-memref-region", CM_PASS_OPT_BOOL, false, "false",
     "Test copy generation for a single memref region", NULL},
    {"memref-filter", CM_PASS_OPT_BOOL, false, "false",
     "Enable memref filter testing in affine data copy optimization", NULL},
};

const CmPassDef cm_pass_test_affine_data_copy = {
    .argument = "test-affine-data-copy",
    .name = "TestAffineDataCopy",
    .description = "Tests affine data copy utility functions.",
    .anchor = "func",
    CM_PASS_OPTIONS(test_copy_opts),
    .run = test_copy_run,
};
