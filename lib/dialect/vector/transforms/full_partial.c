/* full_partial.c - MLIR 13's VectorTransferFullPartialRewriter in its
 * vector-transfers mode (-test-vector-transfer-full-partial-split;
 * docs/vector.md): a transfer that may be out of bounds, on a memref with
 * the identity layout, without a mask, with a minor-identity map and not
 * directly inside an scf.if, is split on the condition that every
 * possibly out-of-bounds dimension fits (`index + size <= dim`):
 *  - read: scf.if yields the memref and indices (in bounds) or a
 *    `memref.alloca` of the vector's shape (at the start of the
 *    allocation scope, alignment 32) filled by the original read through
 *    `vector.type_cast` and cast to the common memref type, with zero
 *    indices; the read then reads the yielded place in bounds;
 *  - write: the same choice of place; the write writes it in bounds; a
 *    second scf.if on the negated condition copies the buffer back with
 *    the original write.
 * Strided layouts (which 13 also splits) are left alone. */
#include "cmlir/dialect/affine.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#define MAXR 16
#define mk1 cm_vector_create1
#define dict1 cm_vector_dict1

static CmValue *idx_const(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *ix = cm_index_type(rw->ctx);
  return mk1(rw, "std.constant", loc, ix, 0, NULL,
             dict1(rw->ctx, "value", cm_integer_attr(ix, v)));
}

static bool const_index(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "std.constant"))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static bool applicable(CmOp *x) {
  CmValue *v = cm_vector_transfer_vector(x), *s = cm_vector_transfer_source(x);
  CmAffineMap *m = cm_vector_transfer_map(x);
  CmOp *parent = cm_op_parent_op(x);
  unsigned s0, ni;
  cm_vector_transfer_indices(x, &s0, &ni);
  if (!v || !s || !m || v->type->kind != CM_TYPE_VECTOR ||
      s->type->kind != CM_TYPE_MEMREF || s->type->shaped.layout ||
      cm_vector_transfer_mask(x) || ni > MAXR || ni != s->type->shaped.rank ||
      m->num_results != v->type->shaped.rank || m->num_results > ni ||
      s->type->shaped.elem != v->type->shaped.elem ||
      !cm_vector_transfer_has_out_of_bounds_dim(x) ||
      (parent && cm_op_name_is(parent, "scf.if")))
    return false;
  unsigned lead = ni - m->num_results;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM || m->results[i]->pos != lead + i)
      return false;
  return true;
}

/* 13's createInBoundsCond: `and` of `index + size <= dim` over the dims
 * that may be out of bounds (statically true ones dropped); NULL if none
 * is left. */
static CmValue *in_bounds_cond(CmRewriter *rw, CmOp *x) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(x);
  CmValue *src = cm_vector_transfer_source(x);
  CmType *vt = cm_vector_transfer_vector(x)->type, *st = src->type;
  CmValue *idx[MAXR];
  unsigned ni = cm_vector_transfer_index_values(x, idx, MAXR);
  unsigned lead = ni - vt->shaped.rank;
  CmValue *cond = NULL;
  for (unsigned i = 0; i < vt->shaped.rank; i++) {
    if (cm_vector_transfer_in_bounds(x, i))
      continue;
    unsigned d = lead + i;
    int64_t size = vt->shaped.shape[i];
    CmAffineExpr *e =
        cm_affine_add(cm_affine_dim(ctx, 0), cm_affine_const(ctx, size));
    CmOp *ap = cm_affine_build_composed_apply(
        rw, loc, cm_affine_map(ctx, 1, 0, 1, &e), 1, &idx[d]);
    CmValue *sum = cm_op_result(ap, 0);
    CmValue *dim;
    int64_t dsize = st->shaped.shape[d];
    if (dsize != CM_DYNAMIC_SIZE) {
      dim = idx_const(rw, loc, dsize);
    } else {
      CmValue *ops[2] = {src, idx_const(rw, loc, (int64_t)d)};
      dim = mk1(rw, "memref.dim", loc, cm_index_type(ctx), 2, ops, NULL);
    }
    int64_t a, b;
    if (const_index(sum, &a) && const_index(dim, &b) && a <= b)
      continue;
    CmValue *ops[2] = {sum, dim};
    CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
    CmValue *c = mk1(rw, "std.cmpi", loc, i1, 2, ops,
                     dict1(ctx, "predicate",
                           cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                           3 /* sle */)));
    if (cond) {
      CmValue *aops[2] = {cond, c};
      cond = mk1(rw, "std.and", loc, i1, 2, aops, NULL);
    } else {
      cond = c;
    }
  }
  return cond;
}

/* The memref type both the source and the buffer cast to: sizes that
 * differ become dynamic. */
static CmType *common_type(CmType *a, CmType *b) {
  int64_t shape[MAXR];
  for (unsigned i = 0; i < a->shaped.rank; i++)
    shape[i] = a->shaped.shape[i] == b->shaped.shape[i] ? a->shaped.shape[i]
                                                        : CM_DYNAMIC_SIZE;
  return cm_memref_type(a->shaped.rank, shape, a->shaped.elem, NULL,
                        a->shaped.memspace);
}

static CmResult split(const CmPattern *pat, CmOp *x, CmRewriter *rw) {
  (void)pat;
  if (!applicable(x))
    return CM_FAILURE;
  CmOp *scope = cm_op_parent_op(x);
  while (scope && !cm_op_has_trait(scope, CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE))
    scope = cm_op_parent_op(scope);
  if (!scope || !cm_op_num_regions(scope) || !cm_op_region(scope, 0)->first)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(x);
  CmValue *src = cm_vector_transfer_source(x);
  CmType *vt = cm_vector_transfer_vector(x)->type, *st = src->type;
  CmValue *idx[MAXR];
  unsigned ni = cm_vector_transfer_index_values(x, idx, MAXR);
  /* the buffer: the memref of the source's rank whose trailing sizes are
   * the vector's (13 uses the vector's shape; ranks equal here) */
  int64_t bshape[MAXR];
  unsigned lead = ni - vt->shaped.rank;
  if (lead)
    return CM_FAILURE; /* 13 crashes on these; left alone */
  for (unsigned i = 0; i < vt->shaped.rank; i++)
    bshape[i] = vt->shaped.shape[i];
  CmType *bt = cm_memref_type(vt->shaped.rank, bshape, vt->shaped.elem, NULL,
                              st->shaped.memspace);
  CmBuilder saved = rw->b;
  CmValue *cond = in_bounds_cond(rw, x);
  if (!cond) {
    rw->b = saved;
    return CM_FAILURE;
  }
  cm_rewriter_set_to_start(rw, cm_op_region(scope, 0)->first);
  unsigned sz[2] = {0, 0};
  CmNamedAttr aa[2] = {
      {cm_ident_c(ctx, "alignment"),
       cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 32)},
      {cm_ident_c(ctx, "operand_segment_sizes"),
       cm_ods_segment_sizes_attr(ctx, 2, sz)}};
  CmValue *buf = mk1(rw, "memref.alloca", loc, bt, 0, NULL,
                     cm_dict_attr(ctx, 2, aa));
  rw->b = saved;
  CmType *ct = common_type(st, bt);
  CmType *rts[MAXR + 1];
  rts[0] = ct;
  for (unsigned i = 0; i < ni; i++)
    rts[1 + i] = cm_index_type(ctx);
  bool read = cm_op_name_is(x, "vector.transfer_read");
  CmOp *iff = cm_op_create_v(ctx, "scf.if", loc, ni + 1, rts, 1, &cond, NULL,
                             0, NULL, 2);
  CmType *vbt = cm_memref_type(0, NULL, vt, NULL, st->shaped.memspace);
  for (unsigned r = 0; r < 2; r++) {
    CmBlock *blk = cm_block_create();
    cm_region_append_block(cm_op_region(iff, r), blk);
    cm_rewriter_set_to_end(rw, blk);
    CmValue *ys[MAXR + 1];
    if (r == 0) {
      ys[0] = src->type == ct ? src : mk1(rw, "memref.cast", loc, ct, 1, &src, NULL);
      for (unsigned i = 0; i < ni; i++)
        ys[1 + i] = idx[i];
    } else {
      if (read) {
        CmOp *slow = cm_rewriter_clone(rw, x);
        CmValue *tc = mk1(rw, "vector.type_cast", loc, vbt, 1, &buf, NULL);
        CmValue *sops[2] = {cm_op_result(slow, 0), tc};
        cm_rewriter_create_v(rw, "memref.store", loc, 0, NULL, 2, sops, NULL);
      }
      ys[0] = mk1(rw, "memref.cast", loc, ct, 1, &buf, NULL);
      CmValue *z = idx_const(rw, loc, 0);
      for (unsigned i = 0; i < ni; i++)
        ys[1 + i] = z;
    }
    cm_rewriter_create_v(rw, "scf.yield", loc, 0, NULL, ni + 1, ys, NULL);
  }
  rw->b = saved;
  cm_rewriter_insert(rw, iff);
  /* the original op moves to the chosen place, in bounds */
  CmOp *slow_write = read ? NULL : cm_op_clone(x);
  unsigned s0, n0;
  cm_vector_transfer_indices(x, &s0, &n0);
  CmAttr *inb[MAXR];
  for (unsigned i = 0; i < vt->shaped.rank; i++)
    inb[i] = cm_bool_attr(ctx, true);
  cm_rewriter_start_update(rw, x);
  cm_op_set_operand(x, read ? 0 : 1, cm_op_result(iff, 0));
  for (unsigned i = 0; i < ni; i++)
    cm_op_set_operand(x, s0 + i, cm_op_result(iff, 1 + i));
  cm_op_set_attr(x, "in_bounds", cm_array_attr(ctx, vt->shaped.rank, inb));
  cm_rewriter_finalize_update(rw, x);
  if (!read) {
    cm_rewriter_set_after(rw, x);
    CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
    CmValue *t = mk1(rw, "std.constant", loc, i1, 0, NULL,
                     dict1(ctx, "value", cm_bool_attr(ctx, true)));
    CmValue *xops[2] = {cond, t};
    CmValue *nc = mk1(rw, "std.xor", loc, i1, 2, xops, NULL);
    CmBuilder after = rw->b;
    CmOp *back = cm_op_create_v(ctx, "scf.if", loc, 0, NULL, 1, &nc, NULL, 0,
                                NULL, 2);
    CmBlock *blk = cm_block_create();
    cm_region_append_block(cm_op_region(back, 0), blk);
    cm_rewriter_set_to_end(rw, blk);
    CmValue *tc = mk1(rw, "vector.type_cast", loc, vbt, 1, &buf, NULL);
    CmValue *v = mk1(rw, "memref.load", loc, vt, 1, &tc, NULL);
    cm_op_set_operand(slow_write, 0, v);
    cm_rewriter_insert(rw, slow_write);
    cm_rewriter_create_v(rw, "scf.yield", loc, 0, NULL, 0, NULL, NULL);
    rw->b = after;
    cm_rewriter_insert(rw, back);
    rw->b = saved;
  }
  return CM_SUCCESS;
}

void cm_populate_vector_transfer_full_partial_split_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.transfer_read", 1, split, NULL);
  cm_pattern_set_add_fn(set, "vector.transfer_write", 1, split, NULL);
}
