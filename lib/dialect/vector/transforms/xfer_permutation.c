/* xfer_permutation.c - MLIR 13's transfer permutation-map lowering
 * (populateVectorTransferPermutationMapLoweringPatterns), used by
 * -convert-vector-to-scf=lower-permutation-maps (docs/vector.md):
 *  - a read whose map is a permutation of a minor identity with
 *    broadcasts (not the identity order) reads in the minor-identity order
 *    and is followed by a vector.transpose (mask transposed too);
 *  - a write likewise transposes its vector (and mask) first;
 *  - a read whose map starts with broadcasts reads the trailing vector and
 *    vector.broadcasts it, when the rest is a minor identity with
 *    broadcasts. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"

#define MAXR 64

/* 13's AffineMap::isPermutationOfMinorIdentityWithBroadcasting. */
static bool perm_of_minor_identity(const CmAffineMap *m, unsigned *perm) {
  unsigned nd = m->num_dims, nr = m->num_results;
  if (m->num_syms || nd > MAXR || nr > MAXR)
    return false;
  /* unused leading dims are projected out; extra results start with
   * broadcasts */
  unsigned projected = nr < nd ? nd - nr : 0;
  unsigned leading = nr > nd ? nr - nd : 0;
  bool found[MAXR] = {0};
  unsigned bc[MAXR], nbc = 0;
  for (unsigned i = 0; i < nr; i++) {
    const CmAffineExpr *e = m->results[i];
    perm[i] = 0;
    if (e->kind == CM_AFFINE_CONST) {
      if (e->value != 0)
        return false;
      bc[nbc++] = i;
    } else if (e->kind == CM_AFFINE_DIM) {
      if (e->pos < projected)
        return false;
      perm[i] = e->pos - projected + leading;
      if (perm[i] >= MAXR)
        return false;
      found[perm[i]] = true;
    } else {
      return false;
    }
  }
  unsigned pos = 0, size = nd > nr ? nd : nr;
  for (unsigned k = 0; k < nbc; k++) {
    while (pos < size && found[pos])
      pos++;
    perm[bc[k]] = pos++;
  }
  return true;
}

/* The dimension positions of the results of compressUnusedDims(map). */
static unsigned compressed_dim_positions(const CmAffineMap *m, int64_t *out) {
  bool used[MAXR] = {0};
  unsigned newpos[MAXR], n = 0;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind == CM_AFFINE_DIM && m->results[i]->pos < MAXR)
      used[m->results[i]->pos] = true;
  for (unsigned d = 0, k = 0; d < m->num_dims && d < MAXR; d++)
    newpos[d] = used[d] ? k++ : 0;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind == CM_AFFINE_DIM)
      out[n++] = newpos[m->results[i]->pos];
  return n;
}

static CmValue *transpose(CmRewriter *rw, CmLoc *loc, CmValue *v, unsigned n,
                          const int64_t *perm) {
  CmType *t = v->type;
  int64_t shape[MAXR];
  for (unsigned i = 0; i < n; i++)
    shape[i] = t->shaped.shape[perm[i]];
  return cm_vector_create1(
      rw, "vector.transpose", loc, cm_vector_type(n, shape, t->shaped.elem), 1,
      &v,
      cm_vector_dict1(rw->ctx, "transp",
                      cm_vector_position_attr(rw->ctx, n, perm)));
}

/* 13's transposeInBoundsAttr (indexed by the permutation, as 13). */
static CmAttr *permuted_in_bounds(CmContext *ctx, CmOp *op,
                                  const unsigned *perm, unsigned n) {
  CmAttr *a = cm_op_get_attr(op, "in_bounds");
  if (!a || a->kind != CM_ATTR_ARRAY || a->array.num != n)
    return NULL;
  CmAttr *e[MAXR];
  for (unsigned i = 0; i < n; i++)
    e[i] = a->array.elems[perm[i]];
  return cm_array_attr(ctx, n, e);
}

/* A transfer_read like `op` (same source, indices, padding) of type `t`
 * with `map`, `mask` and `inb`, created through the rewriter. */
static CmValue *new_read(CmRewriter *rw, CmOp *op, CmType *t, CmAffineMap *map,
                         CmValue *mask, CmAttr *inb) {
  CmValue *idx[MAXR];
  unsigned ni = cm_vector_transfer_index_values(op, idx, MAXR);
  CmBuilder b = rw->b;
  b.block = NULL; /* detached, then inserted through the rewriter */
  CmOp *r = cm_vector_build_transfer_read(
      &b, cm_op_loc(op), t, cm_vector_transfer_source(op), ni, idx, map,
      cm_vector_transfer_padding(op), mask, inb);
  return cm_op_result(cm_rewriter_insert(rw, r), 0);
}

static CmResult read_permutation(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_vector_transfer_map(op);
  CmValue *v = cm_vector_transfer_vector(op);
  unsigned perm[MAXR];
  if (!m || !m->num_results || !v || v->type->kind != CM_TYPE_VECTOR ||
      v->type->shaped.rank != m->num_results ||
      !perm_of_minor_identity(m, perm))
    return CM_FAILURE;
  unsigned n = m->num_results;
  bool identity = true;
  for (unsigned i = 0; i < n; i++)
    identity &= perm[i] == i;
  if (identity)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmAffineExpr *res[MAXR];
  int64_t shape[MAXR], tperm[MAXR];
  for (unsigned i = 0; i < n; i++) {
    if (perm[i] >= n)
      return CM_FAILURE;
    res[perm[i]] = m->results[i];
    shape[perm[i]] = v->type->shaped.shape[i];
    tperm[i] = perm[i];
  }
  CmAffineMap *nm = cm_affine_map(ctx, m->num_dims, 0, n, res);
  CmValue *mask = cm_vector_transfer_mask(op);
  if (mask) {
    int64_t mi[MAXR];
    unsigned k = compressed_dim_positions(m, mi);
    if (k != mask->type->shaped.rank)
      return CM_FAILURE;
    mask = transpose(rw, loc, mask, k, mi);
  }
  CmAttr *inb = permuted_in_bounds(ctx, op, perm, n);
  CmValue *nr = new_read(rw, op, cm_vector_type(n, shape, v->type->shaped.elem),
                         nm, mask, inb);
  CmValue *t = transpose(rw, loc, nr, n, tperm);
  cm_rewriter_replace_op(rw, op, 1, &t);
  return CM_SUCCESS;
}

static CmResult write_permutation(const CmPattern *pat, CmOp *op,
                                  CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_vector_transfer_map(op);
  CmValue *v = cm_vector_transfer_vector(op);
  unsigned perm[MAXR];
  if (!m || !v || v->type->kind != CM_TYPE_VECTOR ||
      v->type->shaped.rank != m->num_results || m->num_results > m->num_dims)
    return CM_FAILURE;
  unsigned n = m->num_results, start = m->num_dims - n;
  bool minor = !m->num_syms;
  for (unsigned i = 0; i < n && minor; i++)
    minor = m->results[i]->kind == CM_AFFINE_DIM &&
            m->results[i]->pos == start + i;
  if (minor || !perm_of_minor_identity(m, perm))
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  int64_t idxs[MAXR];
  if (compressed_dim_positions(m, idxs) != n)
    return CM_FAILURE; /* writes have no broadcasts */
  CmValue *mask = cm_vector_transfer_mask(op);
  if (mask) {
    if (mask->type->shaped.rank != n)
      return CM_FAILURE;
    mask = transpose(rw, loc, mask, n, idxs);
  }
  CmAttr *inb = permuted_in_bounds(ctx, op, perm, n);
  CmValue *nv = transpose(rw, loc, v, n, idxs);
  CmValue *idx[MAXR];
  unsigned ni = cm_vector_transfer_index_values(op, idx, MAXR);
  CmAffineExpr *res[MAXR];
  for (unsigned i = 0; i < n; i++)
    res[i] = cm_affine_dim(ctx, start + i);
  CmBuilder b = rw->b;
  b.block = NULL;
  CmOp *nw = cm_vector_build_transfer_write(
      &b, loc, nv, cm_vector_transfer_source(op), ni, idx,
      cm_affine_map(ctx, m->num_dims, 0, n, res), mask, inb);
  cm_rewriter_replace_op_with_op(rw, op, nw);
  return CM_SUCCESS;
}

static CmResult reduce_rank(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_vector_transfer_map(op);
  CmValue *v = cm_vector_transfer_vector(op);
  if (!m || !v || v->type->kind != CM_TYPE_VECTOR ||
      v->type->shaped.rank != m->num_results || m->num_results > MAXR)
    return CM_FAILURE;
  unsigned lead = 0, n = m->num_results;
  while (lead < n && m->results[lead]->kind == CM_AFFINE_CONST &&
         m->results[lead]->value == 0)
    lead++;
  if (!lead)
    return CM_FAILURE;
  unsigned r = n - lead;
  if (!r)
    return CM_FAILURE;
  /* the rest must be a minor identity with broadcasts */
  if (r > m->num_dims)
    return CM_FAILURE;
  unsigned start = m->num_dims - r;
  for (unsigned i = 0; i < r; i++) {
    const CmAffineExpr *e = m->results[lead + i];
    if (e->kind == CM_AFFINE_CONST ? e->value != 0
                                   : (e->kind != CM_AFFINE_DIM ||
                                      e->pos != start + i))
      return CM_FAILURE;
  }
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmAffineMap *nm = cm_affine_map(ctx, m->num_dims, 0, r, m->results + lead);
  CmType *vt = v->type;
  CmType *nt = cm_vector_type(r, vt->shaped.shape + lead, vt->shaped.elem);
  CmAttr *a = cm_op_get_attr(op, "in_bounds"), *inb = NULL;
  if (a && a->kind == CM_ATTR_ARRAY && a->array.num == n)
    inb = cm_array_attr(ctx, r, a->array.elems + lead);
  CmValue *src = new_read(rw, op, nt, nm, cm_vector_transfer_mask(op), inb);
  CmValue *bc = cm_vector_create1(rw, "vector.broadcast", loc, vt, 1, &src,
                                  NULL);
  cm_rewriter_replace_op(rw, op, 1, &bc);
  return CM_SUCCESS;
}

void cm_populate_vector_transfer_permutation_map_lowering_patterns(
    CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.transfer_read", 1, read_permutation,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.transfer_write", 1, write_permutation,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.transfer_read", 1, reduce_rank, NULL);
}
