/* unroll.c - MLIR 13's vector unrolling (populateVectorUnrollPatterns,
 * docs/vector.md "Unrolling"): an op on vectors whose shape is a whole
 * multiple of a native shape is cut into native-shape tiles, visited in
 * row-major order of their offsets:
 *  - transfer_read: one read per tile (indices moved by the tile offset
 *    through the permutation map, a plain `affine.apply (d0 + k)`), inserted with
 *    insert_strided_slice into a zero vector;
 *  - transfer_write: extract_strided_slice of each tile and one write per
 *    tile (tensor writes chained);
 *  - contract: tiles of the iteration space; the LHS / RHS tiles are
 *    strided slices, the accumulator tile is the previous partial result
 *    at the same accumulator offset or a slice of the original; the
 *    partial results are inserted in first-seen order into a zero vector;
 *  - element-wise ops (one vector result, ODS Elementwise): slices of
 *    each vector operand, the op per tile, insert_strided_slice.
 * Transfers with masks are left alone; contraction masks are sliced with
 * their operands. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#define MAXR 16

/* The native shape of `op`, or false when it is not to be unrolled. */
static bool native_shape(const CmVectorUnrollOptions *o, CmOp *op,
                         int64_t *shape, unsigned *rank) {
  if (o->filter && !o->filter(op))
    return false;
  if (o->native_shape_fn)
    return o->native_shape_fn(op, shape, rank, MAXR);
  if (o->rank > MAXR)
    return false;
  for (unsigned i = 0; i < o->rank; i++)
    shape[i] = o->shape[i];
  *rank = o->rank;
  return true;
}

/* The number of tiles per dimension of `full` by `tile` (same rank, whole
 * multiples, not all 1); false otherwise. */
static bool ratio(unsigned rank, const int64_t *full, const int64_t *tile,
                  int64_t *out) {
  bool any = false;
  for (unsigned i = 0; i < rank; i++) {
    if (tile[i] <= 0 || full[i] <= 0 || full[i] % tile[i])
      return false;
    out[i] = full[i] / tile[i];
    any |= out[i] != 1;
  }
  return any;
}

/* Advances the tile counter `ctr` (row-major); false after the last. */
static bool next_tile(unsigned rank, const int64_t *ratios, int64_t *ctr) {
  for (unsigned i = rank; i-- > 0;) {
    if (++ctr[i] < ratios[i])
      return true;
    ctr[i] = 0;
  }
  return false;
}

static CmValue *zero_vector(CmRewriter *rw, CmLoc *loc, CmType *vt) {
  CmType *e = vt->shaped.elem;
  CmAttr *z = cm_type_is_float(e)        ? cm_float_attr(e, 0.0)
              : cm_type_is_integer(e, 1) ? cm_bool_attr(rw->ctx, false)
                                         : cm_integer_attr(e, 0);
  return cm_vector_create1(rw, "std.constant", loc, vt, 0, NULL,
                           cm_vector_dict1(rw->ctx, "value",
                                           cm_dense_splat_attr(vt, z)));
}

static CmValue *extract_slice(CmRewriter *rw, CmLoc *loc, CmValue *v,
                              unsigned n, const int64_t *off,
                              const int64_t *sizes) {
  CmContext *ctx = rw->ctx;
  int64_t ones[MAXR];
  for (unsigned i = 0; i < n; i++)
    ones[i] = 1;
  CmNamedAttr a[3] = {
      {cm_ident_c(ctx, "offsets"), cm_vector_position_attr(ctx, n, off)},
      {cm_ident_c(ctx, "sizes"), cm_vector_position_attr(ctx, n, sizes)},
      {cm_ident_c(ctx, "strides"), cm_vector_position_attr(ctx, n, ones)}};
  return cm_vector_create1(rw, "vector.extract_strided_slice", loc,
                           cm_vector_type(n, sizes, v->type->shaped.elem), 1,
                           &v, cm_dict_attr(ctx, 3, a));
}

static CmValue *insert_slice(CmRewriter *rw, CmLoc *loc, CmValue *src,
                             CmValue *dest, unsigned n, const int64_t *off) {
  CmContext *ctx = rw->ctx;
  int64_t ones[MAXR];
  for (unsigned i = 0; i < n; i++)
    ones[i] = 1;
  CmNamedAttr a[2] = {
      {cm_ident_c(ctx, "offsets"), cm_vector_position_attr(ctx, n, off)},
      {cm_ident_c(ctx, "strides"), cm_vector_position_attr(ctx, n, ones)}};
  CmValue *ops[2] = {src, dest};
  return cm_vector_create1(rw, "vector.insert_strided_slice", loc, dest->type,
                           2, ops, cm_dict_attr(ctx, 2, a));
}

/* The shape, native shape and tile counts of a transfer's vector. */
static bool transfer_tiles(const CmPattern *pat, CmOp *op, int64_t *tile,
                           int64_t *ratios, unsigned *rank) {
  CmValue *v = cm_vector_transfer_vector(op);
  CmAffineMap *map = cm_vector_transfer_map(op);
  if (!v || v->type->kind != CM_TYPE_VECTOR || !map ||
      cm_vector_transfer_mask(op) || v->type->shaped.rank > MAXR ||
      map->num_results != v->type->shaped.rank)
    return false;
  if (!native_shape(pat->user, op, tile, rank) ||
      *rank != v->type->shaped.rank)
    return false;
  return ratio(*rank, v->type->shaped.shape, tile, ratios);
}

/* 13's sliceTransferIndices: each index named by a dimension result of
 * the map moves by that result's offset. */
static unsigned tile_indices(CmRewriter *rw, CmOp *op, const int64_t *off,
                             CmValue **idx) {
  unsigned ni = cm_vector_transfer_index_values(op, idx, MAXR);
  CmAffineMap *map = cm_vector_transfer_map(op);
  CmContext *ctx = rw->ctx;
  for (unsigned i = 0; i < map->num_results; i++) {
    const CmAffineExpr *e = map->results[i];
    if (e->kind != CM_AFFINE_DIM || e->pos >= ni || off[i] == 0)
      continue;
    CmAffineExpr *sum =
        cm_affine_add(cm_affine_dim(ctx, 0), cm_affine_const(ctx, off[i]));
    CmAffineMap *m = cm_affine_map(ctx, 1, 0, 1, &sum);
    CmOp *a = cm_rewriter_insert(
        rw, cm_affine_apply_create(ctx, cm_op_loc(op), m, 1, &idx[e->pos]));
    idx[e->pos] = cm_op_result(a, 0);
  }
  return ni;
}

static CmResult unroll_read(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  int64_t tile[MAXR], ratios[MAXR], ctr[MAXR] = {0}, off[MAXR];
  unsigned rank;
  if (!transfer_tiles(pat, op, tile, ratios, &rank))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *vt = cm_op_result(op, 0)->type;
  CmType *st = cm_vector_type(rank, tile, vt->shaped.elem);
  CmValue *res = zero_vector(rw, loc, vt);
  do {
    for (unsigned i = 0; i < rank; i++)
      off[i] = ctr[i] * tile[i];
    CmValue *idx[MAXR];
    unsigned ni = tile_indices(rw, op, off, idx);
    CmBuilder b = rw->b;
    b.block = NULL;
    CmOp *r = cm_vector_build_transfer_read(
        &b, loc, st, cm_vector_transfer_source(op), ni, idx,
        cm_vector_transfer_map(op), cm_vector_transfer_padding(op), NULL,
        cm_op_get_attr(op, "in_bounds"));
    r = cm_rewriter_insert(rw, r);
    res = insert_slice(rw, loc, cm_op_result(r, 0), res, rank, off);
  } while (next_tile(rank, ratios, ctr));
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

static CmResult unroll_write(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  int64_t tile[MAXR], ratios[MAXR], ctr[MAXR] = {0}, off[MAXR];
  unsigned rank;
  if (!transfer_tiles(pat, op, tile, ratios, &rank))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *vec = cm_vector_transfer_vector(op);
  CmValue *src = cm_vector_transfer_source(op);
  bool tensor = cm_op_num_results(op) == 1;
  do {
    for (unsigned i = 0; i < rank; i++)
      off[i] = ctr[i] * tile[i];
    CmValue *slice = extract_slice(rw, loc, vec, rank, off, tile);
    CmValue *idx[MAXR];
    unsigned ni = tile_indices(rw, op, off, idx);
    CmBuilder b = rw->b;
    b.block = NULL;
    CmOp *w = cm_vector_build_transfer_write(
        &b, loc, slice, src, ni, idx, cm_vector_transfer_map(op), NULL,
        cm_op_get_attr(op, "in_bounds"));
    w = cm_rewriter_insert(rw, w);
    if (tensor)
      src = cm_op_result(w, 0);
  } while (next_tile(rank, ratios, ctr));
  if (tensor)
    cm_rewriter_replace_op(rw, op, 1, &src);
  else
    cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* The positions of `map`'s results (dims only) in `iter`, or false. */
static bool map_dims(const CmAffineMap *map, unsigned *dims) {
  for (unsigned i = 0; i < map->num_results; i++) {
    if (map->results[i]->kind != CM_AFFINE_DIM)
      return false;
    dims[i] = map->results[i]->pos;
  }
  return true;
}

typedef struct AccTile {
  int64_t off[MAXR];
  CmValue *v;
} AccTile;

static CmResult unroll_contract(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  unsigned nops = cm_op_num_operands(op);
  if (nops != 3 && nops != 5)
    return CM_FAILURE;
  unsigned nit = cm_vector_contract_num_iterators(op);
  CmAffineMap *maps[3];
  unsigned dims[3][MAXR], nres[3];
  int64_t full[MAXR] = {0};
  if (nit == 0 || nit > MAXR)
    return CM_FAILURE;
  for (unsigned k = 0; k < 3; k++) {
    maps[k] = cm_vector_contract_map(op, k);
    CmType *t = cm_op_operand(op, k)->type;
    if (!maps[k] || t->kind != CM_TYPE_VECTOR ||
        maps[k]->num_results != t->shaped.rank || !map_dims(maps[k], dims[k]))
      return CM_FAILURE;
    nres[k] = maps[k]->num_results;
    for (unsigned i = 0; i < nres[k]; i++) {
      if (dims[k][i] >= nit)
        return CM_FAILURE;
      full[dims[k][i]] = t->shaped.shape[i];
    }
  }
  int64_t tile[MAXR], ratios[MAXR], ctr[MAXR] = {0}, off[MAXR];
  unsigned rank;
  if (!native_shape(pat->user, op, tile, &rank) || rank != nit ||
      !ratio(nit, full, tile, ratios))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  CmType *rt = cm_op_result(op, 0)->type;
  unsigned ntiles = 1;
  for (unsigned i = 0; i < nit; i++)
    ntiles *= (unsigned)ratios[i];
  AccTile *acc = cm_xcalloc(ntiles, sizeof *acc);
  unsigned nacc = 0;
  do {
    for (unsigned i = 0; i < nit; i++)
      off[i] = ctr[i] * tile[i];
    CmValue *ops[5];
    int64_t o[MAXR], s[MAXR];
    for (unsigned k = 0; k < 3; k++) {
      for (unsigned i = 0; i < nres[k]; i++) {
        o[i] = off[dims[k][i]];
        s[i] = tile[dims[k][i]];
      }
      if (k < 2) {
        ops[k] = extract_slice(rw, loc, cm_op_operand(op, k), nres[k], o, s);
        if (nops == 5) /* the operand's mask, sliced alike */
          ops[3 + k] =
              extract_slice(rw, loc, cm_op_operand(op, 3 + k), nres[k], o, s);
        continue;
      }
      ops[2] = NULL;
      for (unsigned t = 0; t < nacc && !ops[2]; t++)
        if (!memcmp(acc[t].off, o, nres[2] * sizeof(int64_t)))
          ops[2] = acc[t].v;
      if (!ops[2])
        ops[2] = extract_slice(rw, loc, cm_op_operand(op, 2), nres[2], o, s);
    }
    CmValue *r = cm_vector_create1(rw, "vector.contract", loc, ops[2]->type,
                                   nops, ops, cm_op_attrs(op));
    unsigned t = 0;
    while (t < nacc && memcmp(acc[t].off, o, nres[2] * sizeof(int64_t)))
      t++;
    if (t == nacc) {
      memcpy(acc[nacc].off, o, nres[2] * sizeof(int64_t));
      nacc++;
    }
    acc[t].v = r;
  } while (next_tile(nit, ratios, ctr));
  CmValue *res = zero_vector(rw, loc, rt);
  for (unsigned t = 0; t < nacc; t++)
    res = insert_slice(rw, loc, acc[t].v, res, nres[2], acc[t].off);
  free(acc);
  (void)ctx;
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

static CmResult unroll_elementwise(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  if (cm_op_num_results(op) != 1 || cm_op_num_regions(op) ||
      (!cm_op_has_trait(op, CM_TRAIT_ELEMENTWISE_MAPPABLE) &&
       !cm_op_name_is(op, "vector.fma")))
    return CM_FAILURE;
  CmType *rt = cm_op_result(op, 0)->type;
  if (rt->kind != CM_TYPE_VECTOR || rt->shaped.rank > MAXR)
    return CM_FAILURE;
  int64_t tile[MAXR], ratios[MAXR], ctr[MAXR] = {0}, off[MAXR];
  unsigned rank, n = cm_op_num_operands(op);
  if (n > 8 || !native_shape(pat->user, op, tile, &rank) ||
      rank != rt->shaped.rank || !ratio(rank, rt->shaped.shape, tile, ratios))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *st = cm_vector_type(rank, tile, rt->shaped.elem);
  const char *name = cm_op_opname(op)->name->str;
  CmValue *res = zero_vector(rw, loc, rt);
  do {
    for (unsigned i = 0; i < rank; i++)
      off[i] = ctr[i] * tile[i];
    CmValue *ops[8];
    for (unsigned k = 0; k < n; k++) {
      CmValue *v = cm_op_operand(op, k);
      ops[k] = v->type->kind == CM_TYPE_VECTOR
                   ? extract_slice(rw, loc, v, rank, off, tile)
                   : v;
    }
    CmValue *r = cm_vector_create1(rw, name, loc, st, n, ops, cm_op_attrs(op));
    res = insert_slice(rw, loc, r, res, rank, off);
  } while (next_tile(rank, ratios, ctr));
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

void cm_populate_vector_unroll_patterns(CmPatternSet *set,
                                        const CmVectorUnrollOptions *opts) {
  void *u = (void *)(uintptr_t)opts;
  cm_pattern_set_add_fn(set, "vector.transfer_read", 1, unroll_read, u);
  cm_pattern_set_add_fn(set, "vector.transfer_write", 1, unroll_write, u);
  cm_pattern_set_add_fn(set, "vector.contract", 1, unroll_contract, u);
  cm_pattern_set_add_fn(set, NULL, 1, unroll_elementwise, u);
}
