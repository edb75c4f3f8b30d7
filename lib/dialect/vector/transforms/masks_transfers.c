/* masks_transfers.c - MLIR 13's vector-to-vector lowering of constant /
 * create masks and of transfers to plain loads and stores
 * (include/cmlir/dialect/vector_transforms.h, docs/vector.md). */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"

#include <stdlib.h>
#include <string.h>

CmAttr *cm_vector_dict1(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

CmValue *cm_vector_create1(CmRewriter *rw, const char *name, CmLoc *loc,
                           CmType *t, unsigned n, CmValue *const *ops,
                           CmAttr *attrs) {
  return cm_op_result(cm_rewriter_create_v(rw, name, loc, 1, &t, n, ops, attrs),
                      0);
}

#define dict1 cm_vector_dict1
#define mk1 cm_vector_create1

static CmType *drop_front(CmType *vt) {
  return cm_vector_type(vt->shaped.rank - 1, vt->shaped.shape + 1,
                        vt->shaped.elem);
}

static CmValue *bool_const(CmRewriter *rw, CmLoc *loc, CmType *vt,
                           CmAttr *dense) {
  return mk1(rw, "std.constant", loc, vt, 0, NULL,
             dict1(rw->ctx, "value", dense));
}

static CmAttr *false_dense(CmContext *ctx, CmType *vt) {
  return cm_dense_splat_attr(vt, cm_bool_attr(ctx, false));
}

static CmValue *insert_at(CmRewriter *rw, CmLoc *loc, CmValue *src,
                          CmValue *dest, int64_t p) {
  CmValue *ops[2] = {src, dest};
  return mk1(rw, "vector.insert", loc, dest->type, 2, ops,
             dict1(rw->ctx, "position",
                   cm_vector_position_attr(rw->ctx, 1, &p)));
}

/* vector.constant_mask: 1-D to a constant, n-D to inserts of the (n-1)-D
 * mask into a false constant. */
static CmResult lower_constant_mask(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  CmType *t = cm_op_result(op, 0)->type;
  int64_t sizes[64];
  int n = cm_vector_i64_array(op, "mask_dim_sizes", sizes, 64);
  if (t->kind != CM_TYPE_VECTOR || n != (int)t->shaped.rank || n < 1)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  if (n == 1) {
    int64_t dim = t->shaped.shape[0], k = sizes[0];
    CmAttr *d;
    if (k <= 0 || k >= dim) {
      d = cm_dense_splat_attr(t, cm_bool_attr(ctx, k >= dim));
    } else {
      unsigned char *bits = calloc((size_t)dim, 1);
      if (!bits)
        return CM_FAILURE;
      for (int64_t i = 0; i < k; i++)
        bits[i] = 1;
      d = cm_dense_elements_attr(t, false, (size_t)dim, bits);
      free(bits);
    }
    CmValue *r = bool_const(rw, loc, t, d);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  CmType *low = drop_front(t);
  CmAttr *lows = cm_vector_position_attr(ctx, (unsigned)n - 1, sizes + 1);
  CmValue *tv = mk1(rw, "vector.constant_mask", loc, low, 0, NULL,
                    dict1(ctx, "mask_dim_sizes", lows));
  CmValue *r = bool_const(rw, loc, t, false_dense(ctx, t));
  for (int64_t d = 0; d < sizes[0]; d++)
    r = insert_at(rw, loc, tv, r, d);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* vector.create_mask of rank > 1: selects between the (n-1)-D mask of the
 * trailing bounds and false, per leading position. */
static CmResult lower_create_mask(const CmPattern *pat, CmOp *op,
                                  CmRewriter *rw) {
  (void)pat;
  CmType *t = cm_op_result(op, 0)->type;
  unsigned n = cm_op_num_operands(op);
  if (t->kind != CM_TYPE_VECTOR || t->shaped.rank < 2 || n != t->shaped.rank)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  CmType *low = drop_front(t);
  CmValue *ops[64];
  if (n > 64)
    return CM_FAILURE;
  for (unsigned i = 1; i < n; i++)
    ops[i - 1] = cm_op_operand(op, i);
  CmValue *tv = mk1(rw, "vector.create_mask", loc, low, n - 1, ops, NULL);
  CmValue *fv = bool_const(rw, loc, low, false_dense(ctx, low));
  CmValue *r = bool_const(rw, loc, t, false_dense(ctx, t));
  CmType *ix = cm_index_type(ctx);
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  for (int64_t d = 0; d < t->shaped.shape[0]; d++) {
    CmValue *b = mk1(rw, "std.constant", loc, ix, 0, NULL,
                     dict1(ctx, "value", cm_integer_attr(ix, d)));
    CmValue *cops[2] = {b, cm_op_operand(op, 0)};
    CmValue *c = mk1(rw, "std.cmpi", loc, i1, 2, cops,
                     dict1(ctx, "predicate", cm_integer_attr(i64, 2)));
    CmValue *sops[3] = {c, tv, fv};
    CmValue *s = mk1(rw, "std.select", loc, low, 3, sops, NULL);
    r = insert_at(rw, loc, s, r, d);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_vector_mask_lowering_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.create_mask", 1, lower_create_mask,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.constant_mask", 1, lower_constant_mask,
                        NULL);
}

/* ---------------------------------------------------------------------- */
/* transfers to loads and stores                                           */
/* ---------------------------------------------------------------------- */

/* 13's isMinorIdentityWithBroadcasting: results are the trailing dims in
 * order or constant 0 (broadcasts, recorded in bcast). */
static bool minor_identity_bcast(const CmAffineMap *m, bool *bcast,
                                 bool *any) {
  *any = false;
  if (m->num_results > m->num_dims)
    return false;
  unsigned start = m->num_dims - m->num_results;
  for (unsigned i = 0; i < m->num_results; i++) {
    const CmAffineExpr *e = m->results[i];
    bcast[i] = false;
    if (e->kind == CM_AFFINE_CONST) {
      if (e->value != 0)
        return false;
      bcast[i] = *any = true;
    } else if (e->kind != CM_AFFINE_DIM || e->pos != start + i) {
      return false;
    }
  }
  return true;
}

static bool last_unit_stride(CmType *mr) {
  int64_t strides[64], off;
  unsigned r = mr->shaped.rank;
  if (r > 64 || !cm_memref_strides_and_offset(mr, strides, &off))
    return false;
  return r == 0 || strides[r - 1] == 1;
}

static bool xfer_out_of_bounds(CmOp *op, const CmAffineMap *m) {
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_CONST &&
        !cm_vector_transfer_in_bounds(op, i))
      return true;
  return false;
}

static CmResult lower_transfer(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  int max_rank = (int)(intptr_t)pat->user;
  bool read = cm_op_name_is(op, "vector.transfer_read");
  CmValue *vec = cm_vector_transfer_vector(op);
  CmValue *src = cm_vector_transfer_source(op);
  CmAffineMap *m = cm_vector_transfer_map(op);
  if (!vec || !src || !m || vec->type->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  CmType *vt = vec->type, *mr = src->type;
  if (max_rank >= 0 && (int)vt->shaped.rank > max_rank)
    return CM_FAILURE;
  bool bc[64], any;
  if (m->num_results > 64 || !minor_identity_bcast(m, bc, &any))
    return CM_FAILURE;
  if (!read && any)
    return CM_FAILURE;
  if (mr->kind != CM_TYPE_MEMREF || !last_unit_stride(mr))
    return CM_FAILURE;
  int64_t shape[64];
  for (unsigned i = 0; i < vt->shaped.rank; i++)
    shape[i] = bc[i] ? 1 : vt->shaped.shape[i];
  CmType *ut = cm_vector_type(vt->shaped.rank, shape, vt->shaped.elem);
  CmType *me = mr->shaped.elem;
  if (me->kind == CM_TYPE_VECTOR ? me != ut : me != vt->shaped.elem)
    return CM_FAILURE;
  if (xfer_out_of_bounds(op, m))
    return CM_FAILURE;
  unsigned is, ic;
  cm_vector_transfer_indices(op, &is, &ic);
  if (ic > 62)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *mask = cm_vector_transfer_mask(op);
  CmValue *ops[66];
  unsigned n = 0;
  if (read) {
    ops[n++] = src;
    for (unsigned i = 0; i < ic; i++)
      ops[n++] = cm_op_operand(op, is + i);
    CmValue *r;
    if (mask) {
      CmValue *pad = cm_vector_transfer_padding(op);
      CmValue *fill = mk1(rw, "std.splat", loc, ut, 1, &pad, NULL);
      ops[n++] = mask;
      ops[n++] = fill;
      r = mk1(rw, "vector.maskedload", loc, ut, n, ops, NULL);
    } else {
      r = mk1(rw, "vector.load", loc, ut, n, ops, NULL);
    }
    if (any)
      r = mk1(rw, "vector.broadcast", loc, vt, 1, &r, NULL);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  if (!mask)
    ops[n++] = vec;
  ops[n++] = src;
  for (unsigned i = 0; i < ic; i++)
    ops[n++] = cm_op_operand(op, is + i);
  if (mask) {
    ops[n++] = mask;
    ops[n++] = vec;
  }
  cm_rewriter_create_v(rw, mask ? "vector.maskedstore" : "vector.store", loc,
                       0, NULL, n, ops, NULL);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* vector.load of one element: memref.load and a broadcast. */
static CmResult lower_load_1elem(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  CmType *vt = cm_op_result(op, 0)->type;
  if (vt->kind != CM_TYPE_VECTOR || cm_shaped_num_elements(vt) != 1)
    return CM_FAILURE;
  unsigned n = cm_op_num_operands(op);
  CmValue *ops[64];
  if (n > 64)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    ops[i] = cm_op_operand(op, i);
  CmLoc *loc = cm_op_loc(op);
  CmValue *l = mk1(rw, "memref.load", loc, vt->shaped.elem, n, ops, NULL);
  CmValue *r = mk1(rw, "vector.broadcast", loc, vt, 1, &l, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_vector_transfer_lowering_patterns(CmPatternSet *set,
                                                   int max_rank) {
  CmPattern *p;
  p = cm_pattern_set_add_fn(set, "vector.transfer_read", 1, lower_transfer,
                            NULL);
  p->user = (void *)(intptr_t)max_rank;
  p = cm_pattern_set_add_fn(set, "vector.transfer_write", 1, lower_transfer,
                            NULL);
  p->user = (void *)(intptr_t)max_rank;
  cm_pattern_set_add_fn(set, "vector.load", 1, lower_load_1elem, NULL);
}

/* 13's CreateMaskFolder: constant bounds make a constant_mask. */
static CmResult fold_create_mask(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  unsigned n = cm_op_num_operands(op);
  int64_t sizes[64];
  if (n > 64)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = cm_op_operand(op, i);
    CmOp *d = cm_value_defining_op(v);
    CmAttr *a = d && cm_op_name_is(d, "std.constant")
                    ? cm_op_get_attr(d, "value")
                    : NULL;
    if (!a || a->kind != CM_ATTR_INTEGER || v->type->kind != CM_TYPE_INDEX)
      return CM_FAILURE;
    /* clamped to the dimension, as the mask it denotes */
    int64_t dim = cm_op_result(op, 0)->type->shaped.shape[i];
    int64_t v2 = a->integer.value;
    sizes[i] = v2 < 0 ? 0 : v2 > dim ? dim : v2;
  }
  CmValue *r = mk1(rw, "vector.constant_mask", cm_op_loc(op),
                   cm_op_result(op, 0)->type, 0, NULL,
                   dict1(rw->ctx, "mask_dim_sizes",
                         cm_vector_position_attr(rw->ctx, n, sizes)));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_vector_to_vector_canonicalization_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.create_mask", 1, fold_create_mask, NULL);
  static const char *const ops[] = {
      "vector.maskedload", "vector.maskedstore",
      "vector.gather",        "vector.scatter",    "vector.expandload",
      "vector.compressstore", "vector.extract_strided_slice",
      "vector.transpose",
  };
  CmContext *ctx = cm_pattern_set_context(set);
  for (unsigned i = 0; i < sizeof ops / sizeof *ops; i++) {
    const CmOpDef *d = cm_lookup_op_def(ctx, ops[i], strlen(ops[i]));
    if (d)
      cm_pattern_set_add_op_canonicalizations(set, d);
  }
}
