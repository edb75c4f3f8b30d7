/* cast_away.c - MLIR 13's populateCastAwayVectorLeadingOneDimPatterns
 * (docs/vector.md "Unrolling"): ops on vectors with leading unit
 * dimensions work on the vector without them (all dropped but the last
 * dimension), between vector.shape_casts:
 *  - extract_strided_slice / insert_strided_slice (the dropped entries of
 *    offsets, sizes and strides removed);
 *  - transfer_read / transfer_write without a mask (the trailing map
 *    results and in_bounds entries kept);
 *  - vector.broadcast and splat;
 *  - element-wise ops (one vector result, no region).
 * Identity shape_casts and cancelling pairs fold away as in 13. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#define MAXR 64

/* 13's trimLeadingOneDims: `t` without its leading 1 dimensions, keeping
 * at least one; `t` itself when there are none. */
static CmType *trim(CmType *t) {
  unsigned r = t->shaped.rank, d = 0;
  while (d + 1 < r && t->shaped.shape[d] == 1)
    d++;
  return d ? cm_vector_type(r - d, t->shaped.shape + d, t->shaped.elem) : t;
}

static CmValue *shape_cast(CmRewriter *rw, CmLoc *loc, CmValue *v,
                           CmType *t) {
  return cm_vector_create1(rw, "vector.shape_cast", loc, t, 1, &v, NULL);
}

/* `name`'s i64 array attribute of `op` without its first `drop` entries
 * (NULL if it has fewer). */
static CmAttr *drop_front(CmOp *op, const char *name, unsigned drop) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a || a->kind != CM_ATTR_ARRAY || a->array.num < drop)
    return NULL;
  return cm_array_attr(cm_op_context(op), a->array.num - drop,
                       a->array.elems + drop);
}

static bool is_vector(const CmType *t) { return t->kind == CM_TYPE_VECTOR; }

static CmResult extract_slice(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *src = cm_op_operand(op, 0);
  CmType *ot = src->type, *dt = cm_op_result(op, 0)->type;
  if (!is_vector(ot) || !is_vector(dt))
    return CM_FAILURE;
  CmType *nt = trim(ot);
  unsigned drop = ot->shaped.rank - nt->shaped.rank;
  if (!drop || dt->shaped.rank < drop)
    return CM_FAILURE;
  CmAttr *off = drop_front(op, "offsets", drop);
  CmAttr *sizes = drop_front(op, "sizes", drop);
  CmAttr *strides = drop_front(op, "strides", drop);
  if (!off || !sizes || !strides)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *s = shape_cast(rw, loc, src, nt);
  CmNamedAttr a[3] = {{cm_ident_c(ctx, "offsets"), off},
                      {cm_ident_c(ctx, "sizes"), sizes},
                      {cm_ident_c(ctx, "strides"), strides}};
  CmType *ndt = cm_vector_type(dt->shaped.rank - drop, dt->shaped.shape + drop,
                               dt->shaped.elem);
  CmValue *e = cm_vector_create1(rw, "vector.extract_strided_slice", loc, ndt,
                                 1, &s, cm_dict_attr(ctx, 3, a));
  CmValue *r = shape_cast(rw, loc, e, dt);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult insert_slice(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *src = cm_op_operand(op, 0), *dst = cm_op_operand(op, 1);
  if (!is_vector(src->type) || !is_vector(dst->type))
    return CM_FAILURE;
  CmType *nst = trim(src->type), *ndt = trim(dst->type);
  unsigned sdrop = src->type->shaped.rank - nst->shaped.rank;
  unsigned ddrop = dst->type->shaped.rank - ndt->shaped.rank;
  if (!sdrop && !ddrop)
    return CM_FAILURE;
  CmAttr *off = drop_front(op, "offsets", ddrop);
  CmAttr *strides = drop_front(op, "strides", sdrop);
  if (!off || !strides)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *ops[2] = {shape_cast(rw, loc, src, nst),
                     shape_cast(rw, loc, dst, ndt)};
  CmNamedAttr a[2] = {{cm_ident_c(ctx, "offsets"), off},
                      {cm_ident_c(ctx, "strides"), strides}};
  CmValue *i = cm_vector_create1(rw, "vector.insert_strided_slice", loc, ndt,
                                 2, ops, cm_dict_attr(ctx, 2, a));
  CmValue *r = shape_cast(rw, loc, i, dst->type);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* The transfer's map keeping its last `n` results, and its in_bounds
 * likewise (NULL without one). */
static CmAffineMap *trailing_map(CmOp *op, unsigned n, CmAttr **inb) {
  CmAffineMap *m = cm_vector_transfer_map(op);
  *inb = NULL;
  if (!m || m->num_results < n)
    return NULL;
  CmAttr *a = cm_op_get_attr(op, "in_bounds");
  if (a) {
    if (a->kind != CM_ATTR_ARRAY || a->array.num < n)
      return NULL;
    *inb = cm_array_attr(cm_op_context(op), n,
                         a->array.elems + (a->array.num - n));
  }
  return cm_affine_map(cm_op_context(op), m->num_dims, m->num_syms, n,
                       m->results + (m->num_results - n));
}

static CmResult transfer(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_vector_transfer_vector(op), *src = cm_vector_transfer_source(op);
  if (!v || !src || cm_vector_transfer_mask(op) || !is_vector(v->type) ||
      !cm_type_is_shaped(src->type) ||
      src->type->shaped.elem != v->type->shaped.elem)
    return CM_FAILURE;
  CmType *ot = v->type, *nt = trim(ot);
  if (nt == ot)
    return CM_FAILURE;
  CmAttr *inb;
  CmAffineMap *map = trailing_map(op, nt->shaped.rank, &inb);
  if (!map)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *idx[MAXR];
  unsigned ni = cm_vector_transfer_index_values(op, idx, MAXR);
  CmBuilder b = rw->b;
  b.block = NULL;
  if (cm_op_name_is(op, "vector.transfer_read")) {
    CmOp *r = cm_rewriter_insert(
        rw, cm_vector_build_transfer_read(&b, loc, nt, src, ni, idx, map,
                                          cm_vector_transfer_padding(op), NULL,
                                          inb));
    CmValue *c = shape_cast(rw, loc, cm_op_result(r, 0), ot);
    cm_rewriter_replace_op(rw, op, 1, &c);
    return CM_SUCCESS;
  }
  CmValue *nv = shape_cast(rw, loc, v, nt);
  CmOp *w = cm_rewriter_insert(rw, cm_vector_build_transfer_write(
                                       &b, loc, nv, src, ni, idx, map, NULL,
                                       inb));
  if (cm_op_num_results(op)) {
    CmValue *r = cm_op_result(w, 0);
    cm_rewriter_replace_op(rw, op, 1, &r);
  } else {
    cm_rewriter_erase_op(rw, op);
  }
  return CM_SUCCESS;
}

/* vector.broadcast and splat. */
static CmResult broadcast(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmType *dt = cm_op_result(op, 0)->type;
  if (cm_op_num_operands(op) != 1 || !is_vector(dt))
    return CM_FAILURE;
  CmType *ndt = trim(dt);
  if (ndt == dt)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *src = cm_op_operand(op, 0);
  if (is_vector(src->type))
    src = shape_cast(rw, loc, src, trim(src->type));
  CmValue *b = cm_vector_create1(rw, cm_op_opname(op)->name->str, loc, ndt, 1,
                                 &src, cm_op_attrs(op));
  CmValue *r = shape_cast(rw, loc, b, dt);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult elementwise(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  if (cm_op_num_results(op) != 1 || cm_op_num_regions(op) ||
      !cm_op_has_trait(op, CM_TRAIT_ELEMENTWISE_MAPPABLE))
    return CM_FAILURE;
  CmType *vt = cm_op_result(op, 0)->type;
  if (!is_vector(vt))
    return CM_FAILURE;
  CmType *nt = trim(vt);
  unsigned n = cm_op_num_operands(op);
  if (nt == vt || n > 8)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *ops[8];
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = cm_op_operand(op, i);
    ops[i] = is_vector(v->type)
                 ? shape_cast(rw, loc, v,
                              cm_vector_type(nt->shaped.rank, nt->shaped.shape,
                                             v->type->shaped.elem))
                 : v;
  }
  CmValue *e = cm_vector_create1(rw, cm_op_opname(op)->name->str, loc, nt, n,
                                 ops, cm_op_attrs(op));
  CmValue *r = shape_cast(rw, loc, e, vt);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_cast_away_vector_leading_one_dim_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.extract_strided_slice", 1, extract_slice,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.insert_strided_slice", 1, insert_slice,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.transfer_read", 1, transfer, NULL);
  cm_pattern_set_add_fn(set, "vector.transfer_write", 1, transfer, NULL);
  cm_pattern_set_add_fn(set, "vector.broadcast", 1, broadcast, NULL);
  cm_pattern_set_add_fn(set, "std.splat", 1, broadcast, NULL);
  cm_pattern_set_add_fn(set, NULL, 1, elementwise, NULL);
}
