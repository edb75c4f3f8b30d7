/* multi_reduction.c - MLIR 13's multi_reduction lowering
 * (populateVectorMultiReductionLoweringPatterns, docs/vector.md):
 *  - reduction dims not innermost: vector.transpose moving the parallel
 *    dims first, then a multi_reduction of the trailing dims;
 *  - rank > 2 with leading parallel dims: shape_cast to 2-D
 *    (parallel x reduced), a 2-D multi_reduction [1], shape_cast back;
 *  - 2-D reducing dim 1: per row vector.extract + vector.reduction +
 *    vector.insertelement into a zero vector (i32 positions). */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"

#define MAXR 64

typedef struct MR {
  CmType *st;
  int64_t dims[MAXR];
  bool red[MAXR];
  unsigned rank;
  int nred;
} MR;

static bool read_mr(CmOp *op, MR *m) {
  CmValue *src = cm_op_operand(op, 0);
  m->st = src->type;
  if (m->st->kind != CM_TYPE_VECTOR || m->st->shaped.rank > MAXR)
    return false;
  m->rank = m->st->shaped.rank;
  m->nred = cm_vector_i64_array(op, "reduction_dims", m->dims, MAXR);
  if (m->nred < 1 || (unsigned)m->nred >= m->rank)
    return false;
  for (unsigned i = 0; i < m->rank; i++)
    m->red[i] = false;
  for (int i = 0; i < m->nred; i++) {
    if (m->dims[i] < 0 || m->dims[i] >= (int64_t)m->rank)
      return false;
    m->red[m->dims[i]] = true;
  }
  return true;
}

/* A multi_reduction of `src` over the dims marked in `mask`. */
static CmValue *multi_reduction(CmRewriter *rw, CmLoc *loc, CmValue *src,
                                const bool *mask, unsigned kind) {
  CmType *st = src->type;
  int64_t dims[MAXR], shape[MAXR];
  unsigned nd = 0, ns = 0;
  for (unsigned i = 0; i < st->shaped.rank; i++) {
    if (mask[i])
      dims[nd++] = (int64_t)i;
    else
      shape[ns++] = st->shaped.shape[i];
  }
  CmContext *ctx = rw->ctx;
  CmNamedAttr a[2] = {
      {cm_ident_c(ctx, "kind"), cm_vector_kind_attr(ctx, kind)},
      {cm_ident_c(ctx, "reduction_dims"), cm_vector_position_attr(ctx, nd, dims)}};
  return cm_vector_create1(rw, "vector.multi_reduction", loc,
                           cm_vector_type(ns, shape, st->shaped.elem), 1, &src,
                           cm_dict_attr(ctx, 2, a));
}

static CmResult inner_dim_reduction(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  MR m;
  if (!read_mr(op, &m))
    return CM_FAILURE;
  int64_t perm[MAXR], shape[MAXR];
  unsigned np = 0;
  for (unsigned i = 0; i < m.rank; i++)
    if (!m.red[i])
      perm[np++] = (int64_t)i;
  bool leading = true;
  for (unsigned i = 0; i < np; i++)
    leading &= perm[i] == (int64_t)i;
  if (leading)
    return CM_FAILURE;
  for (int i = 0; i < m.nred; i++)
    perm[np + (unsigned)i] = m.dims[i];
  for (unsigned i = 0; i < m.rank; i++)
    shape[i] = m.st->shaped.shape[perm[i]];
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  CmValue *src = cm_op_operand(op, 0);
  CmValue *t = cm_vector_create1(
      rw, "vector.transpose", loc,
      cm_vector_type(m.rank, shape, m.st->shaped.elem), 1, &src,
      cm_vector_dict1(ctx, "transp", cm_vector_position_attr(ctx, m.rank, perm)));
  bool mask[MAXR];
  for (unsigned i = 0; i < m.rank; i++)
    mask[i] = i >= m.rank - (unsigned)m.nred;
  CmValue *r = multi_reduction(rw, loc, t, mask, cm_vector_op_kind(op));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult reduce_rank(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  MR m;
  if (!read_mr(op, &m) || m.rank == 2)
    return CM_FAILURE;
  int64_t par = 1, red = 1, pshape[MAXR];
  unsigned np = 0;
  for (unsigned i = 0; i < m.rank; i++) {
    if (m.red[i]) {
      red *= m.st->shaped.shape[i];
    } else {
      if (np != i)
        return CM_FAILURE; /* parallel dims must lead */
      pshape[np++] = m.st->shaped.shape[i];
      par *= m.st->shaped.shape[i];
    }
  }
  CmLoc *loc = cm_op_loc(op);
  CmType *e = m.st->shaped.elem;
  int64_t two[2] = {par, red};
  CmValue *src = cm_op_operand(op, 0);
  CmValue *c = cm_vector_create1(rw, "vector.shape_cast", loc,
                                 cm_vector_type(2, two, e), 1, &src, NULL);
  bool mask[2] = {false, true};
  CmValue *r = multi_reduction(rw, loc, c, mask, cm_vector_op_kind(op));
  CmValue *o = cm_vector_create1(rw, "vector.shape_cast", loc,
                                 cm_vector_type(np, pshape, e), 1, &r, NULL);
  cm_rewriter_replace_op(rw, op, 1, &o);
  return CM_SUCCESS;
}

static CmResult two_dim_to_reduction(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  MR m;
  if (!read_mr(op, &m) || m.rank != 2 || m.red[0] || !m.red[1])
    return CM_FAILURE;
  const char *kind = cm_vector_kind_name(cm_vector_op_kind(op));
  if (!kind)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *rt = cm_op_result(op, 0)->type, *e = m.st->shaped.elem;
  CmAttr *z = cm_type_is_float(e) ? cm_float_attr(e, 0.0)
                                  : cm_integer_attr(e, 0);
  CmValue *res = cm_vector_create1(
      rw, "std.constant", loc, rt, 0, NULL,
      cm_vector_dict1(ctx, "value", cm_dense_splat_attr(rt, z)));
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmType *row = cm_vector_type(1, m.st->shaped.shape + 1, e);
  CmValue *src = cm_op_operand(op, 0);
  for (int64_t i = 0; i < m.st->shaped.shape[0]; i++) {
    CmValue *v = cm_vector_create1(
        rw, "vector.extract", loc, row, 1, &src,
        cm_vector_dict1(ctx, "position", cm_vector_position_attr(ctx, 1, &i)));
    CmValue *r = cm_vector_create1(
        rw, "vector.reduction", loc, e, 1, &v,
        cm_vector_dict1(ctx, "kind", cm_string_attr(ctx, cm_str(kind))));
    CmValue *p = cm_vector_create1(
        rw, "std.constant", loc, i32, 0, NULL,
        cm_vector_dict1(ctx, "value", cm_integer_attr(i32, i)));
    CmValue *ops[3] = {r, res, p};
    res = cm_vector_create1(rw, "vector.insertelement", loc, rt, 3, ops, NULL);
  }
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

void cm_populate_vector_multi_reduction_lowering_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.multi_reduction", 1, inner_dim_reduction,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.multi_reduction", 1, reduce_rank, NULL);
  cm_pattern_set_add_fn(set, "vector.multi_reduction", 1,
                        two_dim_to_reduction, NULL);
}
