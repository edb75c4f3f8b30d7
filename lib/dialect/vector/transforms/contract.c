/* contract.c - MLIR 13's contraction lowering with its default options
 * (dot products), outer product lowering, element-wise transpose
 * lowering and n-D shape_cast lowering (include/cmlir/dialect/
 * vector_transforms.h, docs/vector.md "Lowering"). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"

#include <stdlib.h>
#include <string.h>

#define MAXR 16

#define dict1 cm_vector_dict1
#define mk1 cm_vector_create1

static CmValue *zero_of(CmRewriter *rw, CmLoc *loc, CmType *vt) {
  CmType *e = vt->shaped.elem;
  CmAttr *z = cm_type_is_float(e) ? cm_float_attr(e, 0.0)
                                  : cm_integer_attr(e, 0);
  return mk1(rw, "std.constant", loc, vt, 0, NULL,
             dict1(rw->ctx, "value", cm_dense_splat_attr(vt, z)));
}

/* `t` without dimension `index`; the element type when nothing is left. */
static CmType *adjust_type(CmType *t, unsigned index) {
  int64_t shape[MAXR];
  unsigned n = 0;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (i != index)
      shape[n++] = t->shaped.shape[i];
  return n ? cm_vector_type(n, shape, t->shaped.elem) : t->shaped.elem;
}

static CmValue *extract_pos(CmRewriter *rw, CmLoc *loc, CmValue *v,
                            unsigned n, const int64_t *pos) {
  CmType *t = v->type;
  CmType *rt = t->shaped.elem;
  if (n < t->shaped.rank)
    rt = cm_vector_type(t->shaped.rank - n, t->shaped.shape + n,
                        t->shaped.elem);
  return mk1(rw, "vector.extract", loc, rt, 1, &v,
             dict1(rw->ctx, "position",
                   cm_vector_position_attr(rw->ctx, n, pos)));
}

static CmValue *insert_pos(CmRewriter *rw, CmLoc *loc, CmValue *src,
                           CmValue *dest, unsigned n, const int64_t *pos) {
  CmValue *ops[2] = {src, dest};
  return mk1(rw, "vector.insert", loc, dest->type, 2, ops,
             dict1(rw->ctx, "position",
                   cm_vector_position_attr(rw->ctx, n, pos)));
}

static CmValue *extract1(CmRewriter *rw, CmLoc *loc, CmValue *v, int64_t p) {
  return extract_pos(rw, loc, v, 1, &p);
}

static CmValue *insert1(CmRewriter *rw, CmLoc *loc, CmValue *s, CmValue *d,
                        int64_t p) {
  return insert_pos(rw, loc, s, d, 1, &p);
}

static bool is_int_like(CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX;
}

static CmValue *bin(CmRewriter *rw, const char *name, CmLoc *loc, CmValue *a,
                    CmValue *b) {
  CmValue *ops[2] = {a, b};
  return mk1(rw, name, loc, a->type, 2, ops, NULL);
}

static CmValue *transpose2(CmRewriter *rw, CmLoc *loc, CmValue *v) {
  CmType *t = v->type;
  int64_t shape[2] = {t->shaped.shape[1], t->shaped.shape[0]};
  int64_t perm[2] = {1, 0};
  return mk1(rw, "vector.transpose", loc,
             cm_vector_type(2, shape, t->shaped.elem), 1, &v,
             dict1(rw->ctx, "transp", cm_vector_position_attr(rw->ctx, 2, perm)));
}

static CmValue *reduce_add(CmRewriter *rw, CmLoc *loc, CmType *et,
                           CmValue *v) {
  return mk1(rw, "vector.reduction", loc, et, 1, &v,
             dict1(rw->ctx, "kind", cm_string_attr(rw->ctx, cm_str("add"))));
}

/* ---------------------------------------------------------------------- */
/* transpose (element-wise)                                                */
/* ---------------------------------------------------------------------- */

static CmValue *expand_indices(CmRewriter *rw, CmLoc *loc, CmType *rt,
                               unsigned pos, const int64_t *transp,
                               int64_t *lhs, int64_t *rhs, CmValue *in,
                               CmValue *result) {
  unsigned rank = rt->shaped.rank;
  if (pos >= rank) {
    CmValue *e = extract_pos(rw, loc, in, rank, rhs);
    return insert_pos(rw, loc, e, result, rank, lhs);
  }
  for (int64_t d = 0; d < rt->shaped.shape[pos]; d++) {
    lhs[pos] = d;
    rhs[transp[pos]] = d;
    result = expand_indices(rw, loc, rt, pos + 1, transp, lhs, rhs, in, result);
  }
  return result;
}

static CmResult lower_transpose(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  (void)pat;
  CmType *rt = cm_op_result(op, 0)->type;
  int64_t transp[MAXR], lhs[MAXR] = {0}, rhs[MAXR] = {0};
  int n = cm_vector_i64_array(op, "transp", transp, MAXR);
  if (rt->kind != CM_TYPE_VECTOR || n != (int)rt->shaped.rank)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *r = zero_of(rw, loc, rt);
  r = expand_indices(rw, loc, rt, 0, transp, lhs, rhs, cm_op_operand(op, 0),
                     r);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* 13's Flat transpose option: a 2-D [1, 0] transpose becomes a shape_cast
 * to 1-D, vector.flat_transpose and a shape_cast back. */
static CmResult lower_transpose_flat(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  CmValue *src = cm_op_operand(op, 0);
  /* (rows / columns of the result: LLVM's matrices are column-major) */
  CmType *rt = cm_op_result(op, 0)->type;
  int64_t transp[2];
  if (rt->kind != CM_TYPE_VECTOR || rt->shaped.rank != 2 ||
      cm_vector_i64_array(op, "transp", transp, 2) != 2 || transp[0] != 1 ||
      transp[1] != 0)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  int64_t n = rt->shaped.shape[0] * rt->shaped.shape[1];
  CmType *flat = cm_vector_type(1, &n, rt->shaped.elem);
  CmValue *m = mk1(rw, "vector.shape_cast", loc, flat, 1, &src, NULL);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmNamedAttr a[2] = {
      {cm_ident_c(ctx, "columns"), cm_integer_attr(i32, rt->shaped.shape[1])},
      {cm_ident_c(ctx, "rows"), cm_integer_attr(i32, rt->shaped.shape[0])}};
  CmValue *t = mk1(rw, "vector.flat_transpose", loc, flat, 1, &m,
                   cm_dict_attr(ctx, 2, a));
  CmValue *r = mk1(rw, "vector.shape_cast", loc, rt, 1, &t, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_vector_transpose_flat_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.transpose", 1, lower_transpose_flat,
                        NULL);
}

void cm_populate_vector_transpose_lowering_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.transpose", 1, lower_transpose, NULL);
}

/* ---------------------------------------------------------------------- */
/* shape_cast (n-D, element by element)                                    */
/* ---------------------------------------------------------------------- */

static void inc_idx(int64_t *idx, CmType *t) {
  for (unsigned r = t->shaped.rank; r-- > 0;) {
    if (++idx[r] < t->shaped.shape[r])
      return;
    idx[r] = 0;
  }
}

static CmResult lower_shape_cast(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  CmType *st = cm_op_operand(op, 0)->type, *rt = cm_op_result(op, 0)->type;
  if (st->kind != CM_TYPE_VECTOR || rt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  unsigned sr = st->shaped.rank, rr = rt->shaped.rank;
  if ((sr == 1 && rr == 2) || (sr == 2 && rr == 1) || sr > MAXR ||
      rr > MAXR || st == rt)
    return CM_FAILURE;
  int64_t n = cm_shaped_num_elements(st);
  int64_t si[MAXR] = {0}, ri[MAXR] = {0};
  CmLoc *loc = cm_op_loc(op);
  CmValue *r = zero_of(rw, loc, rt);
  for (int64_t i = 0; i < n; i++) {
    if (i) {
      inc_idx(si, st);
      inc_idx(ri, rt);
    }
    CmValue *e = extract_pos(rw, loc, cm_op_operand(op, 0), sr, si);
    r = insert_pos(rw, loc, e, r, rr, ri);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* 2-D -> 1-D (13's ShapeCastOp2DDownCastRewritePattern): each row
 * inserted as a strided slice into a zero vector; 1-D -> 2-D (UpCast):
 * each row a strided slice of the source, inserted. */
static CmResult lower_shape_cast_2d(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  CmValue *src = cm_op_operand(op, 0);
  CmType *st = src->type, *rt = cm_op_result(op, 0)->type;
  if (st->kind != CM_TYPE_VECTOR || rt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  bool down = st->shaped.rank == 2 && rt->shaped.rank == 1;
  if (!down && !(st->shaped.rank == 1 && rt->shaped.rank == 2))
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *two = down ? st : rt;
  int64_t minor = two->shaped.shape[1], one = 1;
  CmValue *d = zero_of(rw, loc, rt);
  for (int64_t i = 0; i < two->shaped.shape[0]; i++) {
    int64_t off = i * minor;
    if (down) {
      CmValue *row = extract1(rw, loc, src, i);
      CmNamedAttr a[2] = {
          {cm_ident_c(ctx, "offsets"), cm_vector_position_attr(ctx, 1, &off)},
          {cm_ident_c(ctx, "strides"), cm_vector_position_attr(ctx, 1, &one)}};
      CmValue *ops[2] = {row, d};
      d = mk1(rw, "vector.insert_strided_slice", loc, rt, 2, ops,
              cm_dict_attr(ctx, 2, a));
    } else {
      CmNamedAttr a[3] = {
          {cm_ident_c(ctx, "offsets"), cm_vector_position_attr(ctx, 1, &off)},
          {cm_ident_c(ctx, "sizes"), cm_vector_position_attr(ctx, 1, &minor)},
          {cm_ident_c(ctx, "strides"), cm_vector_position_attr(ctx, 1, &one)}};
      CmValue *row = mk1(rw, "vector.extract_strided_slice", loc,
                         cm_vector_type(1, &minor, st->shaped.elem), 1, &src,
                         cm_dict_attr(ctx, 3, a));
      d = insert1(rw, loc, row, d, i);
    }
  }
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* outerproduct                                                            */
/* ---------------------------------------------------------------------- */

static CmValue *gen_mult(CmRewriter *rw, CmLoc *loc, CmValue *x, CmValue *y,
                         CmValue *acc, unsigned kind, bool is_int) {
  CmContext *ctx = rw->ctx;
  if (!is_int && acc && kind == CM_VECTOR_KIND_ADD) {
    CmValue *ops[3] = {x, y, acc};
    return mk1(rw, "vector.fma", loc, x->type, 3, ops, NULL);
  }
  CmValue *m = bin(rw, is_int ? "std.muli" : "std.mulf", loc, x, y);
  if (!acc)
    return m;
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  CmType *bt = x->type->kind == CM_TYPE_VECTOR
                   ? cm_vector_type(x->type->shaped.rank, x->type->shaped.shape, i1)
                   : i1;
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  switch (kind) {
  case CM_VECTOR_KIND_ADD:
    return bin(rw, "std.addi", loc, m, acc);
  case CM_VECTOR_KIND_MUL:
    return bin(rw, is_int ? "std.muli" : "std.mulf", loc, m, acc);
  case CM_VECTOR_KIND_MIN:
  case CM_VECTOR_KIND_MAX: {
    /* cmpi slt / sge, cmpf ole / ogt (13's choices) */
    int64_t pred = is_int ? (kind == CM_VECTOR_KIND_MIN ? 2 : 5)
                          : (kind == CM_VECTOR_KIND_MIN ? 5 : 2);
    CmValue *ops[2] = {m, acc};
    CmValue *c = mk1(rw, is_int ? "std.cmpi" : "std.cmpf", loc, bt, 2, ops,
                     dict1(ctx, "predicate", cm_integer_attr(i64, pred)));
    CmValue *sops[3] = {c, m, acc};
    return mk1(rw, "std.select", loc, m->type, 3, sops, NULL);
  }
  case CM_VECTOR_KIND_AND:
    return is_int ? bin(rw, "std.and", loc, m, acc) : NULL;
  case CM_VECTOR_KIND_OR:
    return is_int ? bin(rw, "std.or", loc, m, acc) : NULL;
  case CM_VECTOR_KIND_XOR:
    return is_int ? bin(rw, "std.xor", loc, m, acc) : NULL;
  default:
    return NULL;
  }
}

static CmResult lower_outerproduct(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  (void)pat;
  CmValue *lhs = cm_op_operand(op, 0), *rhs = cm_op_operand(op, 1);
  CmValue *acc = cm_op_num_operands(op) > 2 ? cm_op_operand(op, 2) : NULL;
  CmType *rt = cm_op_result(op, 0)->type;
  unsigned kind = cm_vector_op_kind(op);
  if (rt->kind != CM_TYPE_VECTOR || !kind)
    return CM_FAILURE;
  bool is_int = is_int_like(rt->shaped.elem);
  CmLoc *loc = cm_op_loc(op);
  if (rhs->type->kind != CM_TYPE_VECTOR) { /* AXPY */
    CmValue *b = mk1(rw, "vector.broadcast", loc, lhs->type, 1, &rhs, NULL);
    CmValue *m = gen_mult(rw, loc, lhs, b, acc, kind, is_int);
    if (!m)
      return CM_FAILURE;
    cm_rewriter_replace_op(rw, op, 1, &m);
    return CM_SUCCESS;
  }
  CmValue *r = zero_of(rw, loc, rt);
  for (int64_t d = 0; d < rt->shaped.shape[0]; d++) {
    CmValue *x = extract1(rw, loc, lhs, d);
    CmValue *a = mk1(rw, "vector.broadcast", loc, rhs->type, 1, &x, NULL);
    CmValue *ra = acc ? extract1(rw, loc, acc, d) : NULL;
    CmValue *m = gen_mult(rw, loc, a, rhs, ra, kind, is_int);
    if (!m)
      return CM_FAILURE;
    r = insert1(rw, loc, m, r, d);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* contract                                                                */
/* ---------------------------------------------------------------------- */

static int result_index(const CmAffineMap *m, unsigned d) {
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind == CM_AFFINE_DIM && m->results[i]->pos == d)
      return (int)i;
  return -1;
}

static bool all_dims(const CmAffineMap *m) {
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM)
      return false;
  return true;
}

/* Whether `m` has results (dims of 3: m = 0, n = 1, k = 2) `r`. */
static bool map_is(const CmAffineMap *m, unsigned n, const unsigned *r) {
  if (m->num_results != n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM || m->results[i]->pos != r[i])
      return false;
  return true;
}

static bool maps_are(CmAffineMap *const *mp, const unsigned *a, unsigned na,
                     const unsigned *b, unsigned nb, const unsigned *c,
                     unsigned nc, unsigned dims) {
  for (unsigned i = 0; i < 3; i++)
    if (mp[i]->num_dims != dims || mp[i]->num_syms != 0)
      return false;
  return map_is(mp[0], na, a) && map_is(mp[1], nb, b) && map_is(mp[2], nc, c);
}

static CmAffineMap *adjust_map(CmContext *ctx, const CmAffineMap *m,
                               unsigned index) {
  CmAffineExpr *res[MAXR];
  unsigned n = 0;
  for (unsigned i = 0; i < m->num_results; i++) {
    unsigned d = m->results[i]->pos;
    if (d == index)
      continue;
    res[n++] = cm_affine_dim(ctx, d < index ? d : d - 1);
  }
  return cm_affine_map(ctx, m->num_dims - 1, 0, n, res);
}

static CmAttr *adjust_attrs(CmContext *ctx, CmOp *op, CmAffineMap *const *mp,
                            unsigned index, CmAttr **iters) {
  CmAttr *maps[3];
  for (unsigned i = 0; i < 3; i++)
    maps[i] = cm_affine_map_attr(adjust_map(ctx, mp[i], index));
  CmAttr *it = cm_op_get_attr(op, "iterator_types");
  CmAttr *els[MAXR];
  unsigned n = 0;
  for (unsigned i = 0; i < it->array.num; i++)
    if (i != index)
      els[n++] = it->array.elems[i];
  *iters = cm_array_attr(ctx, n, els);
  return cm_array_attr(ctx, 3, maps);
}

static CmValue *reshape_load(CmRewriter *rw, CmLoc *loc, CmValue *val,
                             CmType *type, int index, int64_t pos) {
  if (index == -1)
    return val;
  if (index == 0)
    return extract1(rw, loc, val, pos);
  CmType *vt = adjust_type(type, 0);
  CmType *rt = adjust_type(type, (unsigned)index);
  CmValue *r = zero_of(rw, loc, rt);
  for (int64_t d = 0; d < rt->shaped.shape[0]; d++) {
    CmValue *e = extract1(rw, loc, val, d);
    CmValue *l = reshape_load(rw, loc, e, vt, index - 1, pos);
    r = insert1(rw, loc, l, r, d);
  }
  return r;
}

static CmValue *reshape_store(CmRewriter *rw, CmLoc *loc, CmValue *val,
                              CmValue *result, CmType *type, int index,
                              int64_t pos) {
  if (index == -1)
    return val;
  if (index == 0)
    return insert1(rw, loc, val, result, pos);
  CmType *vt = adjust_type(type, 0);
  for (int64_t d = 0; d < type->shaped.shape[0]; d++) {
    CmValue *ext = extract1(rw, loc, result, d);
    CmValue *ins = extract1(rw, loc, val, d);
    CmValue *sto = reshape_store(rw, loc, ins, ext, vt, index - 1, pos);
    result = insert1(rw, loc, sto, result, d);
  }
  return result;
}

/* 13's ContractionOpToDotLowering (matmul and matvec flavors). */
static CmResult contract_to_dot(CmOp *op, CmRewriter *rw,
                                CmAffineMap *const *mp) {
  unsigned ni = cm_vector_contract_num_iterators(op);
  CmValue *lhs = cm_op_operand(op, 0), *rhs = cm_op_operand(op, 1);
  CmValue *acc = cm_op_operand(op, 2);
  CmType *dt = cm_op_result(op, 0)->type;
  CmLoc *loc = cm_op_loc(op);
  enum { M = 0, N = 1, K = 2 };
  const unsigned mk[] = {M, K}, kn[] = {K, N}, mn[] = {M, N}, nk[] = {N, K},
                 km[] = {K, M}, nm[] = {N, M};
  if (dt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  if (ni == 3 && !cm_vector_contract_is_reduction(op, 0) &&
      !cm_vector_contract_is_reduction(op, 1) &&
      cm_vector_contract_is_reduction(op, 2)) {
    if (maps_are(mp, mk, 2, kn, 2, mn, 2, 3)) {
      rhs = transpose2(rw, loc, rhs);
    } else if (maps_are(mp, mk, 2, nk, 2, mn, 2, 3)) {
    } else if (maps_are(mp, km, 2, kn, 2, mn, 2, 3)) {
      lhs = transpose2(rw, loc, lhs);
      rhs = transpose2(rw, loc, rhs);
    } else if (maps_are(mp, km, 2, nk, 2, mn, 2, 3)) {
      lhs = transpose2(rw, loc, lhs);
    } else if (maps_are(mp, mk, 2, kn, 2, nm, 2, 3)) {
      CmValue *tmp = lhs;
      lhs = transpose2(rw, loc, rhs);
      rhs = tmp;
    } else if (maps_are(mp, mk, 2, nk, 2, nm, 2, 3)) {
      CmValue *tmp = lhs;
      lhs = rhs;
      rhs = tmp;
    } else if (maps_are(mp, km, 2, kn, 2, nm, 2, 3)) {
      CmValue *tmp = lhs;
      lhs = transpose2(rw, loc, rhs);
      rhs = transpose2(rw, loc, tmp);
    } else if (maps_are(mp, km, 2, nk, 2, nm, 2, 3)) {
      CmValue *tmp = rhs;
      rhs = transpose2(rw, loc, lhs);
      lhs = tmp;
    } else {
      return CM_FAILURE;
    }
  } else if (ni == 2 && !cm_vector_contract_is_reduction(op, 0) &&
             cm_vector_contract_is_reduction(op, 1)) {
    /* dims m = 0, n = 1 */
    const unsigned m2n[] = {0, 1}, n2m[] = {1, 0}, n1[] = {1}, m1[] = {0};
    if (maps_are(mp, m2n, 2, n1, 1, m1, 1, 2)) {
    } else if (maps_are(mp, n2m, 2, n1, 1, m1, 1, 2)) {
      lhs = transpose2(rw, loc, lhs);
    } else if (maps_are(mp, n1, 1, m2n, 2, m1, 1, 2)) {
      CmValue *tmp = lhs;
      lhs = rhs;
      rhs = tmp;
    } else if (maps_are(mp, n1, 1, n2m, 2, m1, 1, 2)) {
      CmValue *tmp = lhs;
      lhs = rhs;
      rhs = tmp;
      lhs = transpose2(rw, loc, lhs);
    } else {
      return CM_FAILURE;
    }
  } else {
    return CM_FAILURE;
  }
  unsigned rank = dt->shaped.rank;
  int64_t rows = dt->shaped.shape[0], cols = rank == 1 ? 1 : dt->shaped.shape[1];
  CmType *et = dt->shaped.elem;
  bool is_int = et->kind == CM_TYPE_INTEGER;
  CmValue *res = zero_of(rw, loc, dt);
  for (int64_t r = 0; r < rows; r++) {
    CmValue *a = extract1(rw, loc, lhs, r);
    for (int64_t c = 0; c < cols; c++) {
      CmValue *b = rank == 1 ? rhs : extract1(rw, loc, rhs, c);
      CmValue *m = bin(rw, is_int ? "std.muli" : "std.mulf", loc, a, b);
      CmValue *red = reduce_add(rw, loc, et, m);
      int64_t pos[2] = {r, c};
      res = insert_pos(rw, loc, red, res, rank, pos);
    }
  }
  res = bin(rw, is_int ? "std.addi" : "std.addf", loc, res, acc);
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

/* A vector.contract through the rewriter (so that drivers see it). */
static CmValue *new_contract(CmRewriter *rw, CmLoc *loc, CmValue *l,
                             CmValue *r, CmValue *acc, CmAttr *maps,
                             CmAttr *iters, unsigned kind) {
  CmContext *ctx = rw->ctx;
  CmNamedAttr a[3] = {{cm_ident_c(ctx, "indexing_maps"), maps},
                      {cm_ident_c(ctx, "iterator_types"), iters},
                      {cm_ident_c(ctx, "kind"), cm_vector_kind_attr(ctx, kind)}};
  CmValue *ops[3] = {l, r, acc};
  return mk1(rw, "vector.contract", loc, acc->type, 3, ops,
             cm_dict_attr(ctx, 3, a));
}

static CmValue *lower_parallel(CmRewriter *rw, CmOp *op, CmAffineMap *const *mp,
                               int li, int ri) {
  CmContext *ctx = rw->ctx;
  CmType *lt = cm_op_operand(op, 0)->type, *rt = cm_op_operand(op, 1)->type;
  CmType *res = cm_op_result(op, 0)->type;
  unsigned iter;
  int64_t dim;
  if (li >= 0) {
    iter = mp[0]->results[li]->pos;
    dim = lt->shaped.shape[li];
  } else {
    iter = mp[1]->results[ri]->pos;
    dim = rt->shaped.shape[ri];
  }
  int resi = result_index(mp[2], iter);
  if (resi < 0)
    return NULL;
  CmAttr *iters;
  CmAttr *maps = adjust_attrs(ctx, op, mp, iter, &iters);
  CmLoc *loc = cm_op_loc(op);
  unsigned kind = cm_vector_op_kind(op);
  CmValue *r = zero_of(rw, loc, res);
  for (int64_t d = 0; d < dim; d++) {
    CmValue *l = reshape_load(rw, loc, cm_op_operand(op, 0), lt, li, d);
    CmValue *rr = reshape_load(rw, loc, cm_op_operand(op, 1), rt, ri, d);
    CmValue *a = reshape_load(rw, loc, cm_op_operand(op, 2), res, resi, d);
    CmValue *c = new_contract(rw, loc, l, rr, a, maps, iters, kind);
    r = reshape_store(rw, loc, c, r, res, resi, d);
  }
  return r;
}

static CmValue *lower_reduction(CmRewriter *rw, CmOp *op,
                                CmAffineMap *const *mp) {
  CmType *lt = cm_op_operand(op, 0)->type, *rt = cm_op_operand(op, 1)->type;
  CmType *res = cm_op_result(op, 0)->type;
  bool is_int = res->kind == CM_TYPE_INTEGER;
  int li = result_index(mp[0], 0), ri = result_index(mp[1], 0);
  if (li < 0 || ri < 0)
    return NULL;
  CmLoc *loc = cm_op_loc(op);
  int64_t dim = lt->shaped.shape[li];
  if (lt->shaped.rank == 1) {
    if (rt->shaped.rank != 1)
      return NULL;
    CmValue *m = bin(rw, is_int ? "std.muli" : "std.mulf", loc,
                     cm_op_operand(op, 0), cm_op_operand(op, 1));
    CmValue *r = reduce_add(rw, loc, res, m);
    return bin(rw, is_int ? "std.addi" : "std.addf", loc, r,
               cm_op_operand(op, 2));
  }
  CmAttr *iters;
  CmAttr *maps = adjust_attrs(rw->ctx, op, mp, 0, &iters);
  unsigned kind = cm_vector_op_kind(op);
  CmValue *r = cm_op_operand(op, 2);
  for (int64_t d = 0; d < dim; d++) {
    CmValue *l = reshape_load(rw, loc, cm_op_operand(op, 0), lt, li, d);
    CmValue *rr = reshape_load(rw, loc, cm_op_operand(op, 1), rt, ri, d);
    r = new_contract(rw, loc, l, rr, r, maps, iters, kind);
  }
  return r;
}

/* 13's ContractionOpToOuterProductOpLowering: matmul flavors (lhs / rhs
 * transposed or swapped so that the reduction dim leads) and matvec
 * flavors, unrolled along the reduction into vector.outerproduct ops
 * (any kind).  pat->user non-NULL: 13's test filter (not when the rhs's
 * leading dim is 4). */
static CmResult contract_to_outerproduct(const CmPattern *pat, CmOp *op,
                                         CmRewriter *rw) {
  if (cm_op_num_operands(op) != 3)
    return CM_FAILURE; /* masks: not lowered (13) */
  CmValue *lhs = cm_op_operand(op, 0), *rhs = cm_op_operand(op, 1);
  CmValue *res = cm_op_operand(op, 2);
  CmType *lt = lhs->type;
  if (lt->kind != CM_TYPE_VECTOR || rhs->type->kind != CM_TYPE_VECTOR ||
      lt->shaped.rank > 2)
    return CM_FAILURE;
  if (pat->user && rhs->type->shaped.shape[0] == 4)
    return CM_FAILURE;
  CmAffineMap *mp[3];
  for (unsigned i = 0; i < 3; i++) {
    mp[i] = cm_vector_contract_map(op, i);
    if (!mp[i] || !all_dims(mp[i]))
      return CM_FAILURE;
  }
  unsigned ni = cm_vector_contract_num_iterators(op);
  CmLoc *loc = cm_op_loc(op);
  enum { M = 0, N = 1, K = 2 };
  const unsigned mk[] = {M, K}, kn[] = {K, N}, mn[] = {M, N}, nk[] = {N, K},
                 km[] = {K, M}, nm[] = {N, M};
  int64_t red = 0;
  if (ni == 3 && !cm_vector_contract_is_reduction(op, 0) &&
      !cm_vector_contract_is_reduction(op, 1) &&
      cm_vector_contract_is_reduction(op, 2)) {
    if (lt->shaped.rank != 2)
      return CM_FAILURE;
    CmValue *tmp;
    if (maps_are(mp, mk, 2, kn, 2, mn, 2, 3)) {
      red = lt->shaped.shape[1];
      lhs = transpose2(rw, loc, lhs);
    } else if (maps_are(mp, mk, 2, nk, 2, mn, 2, 3)) {
      red = lt->shaped.shape[1];
      lhs = transpose2(rw, loc, lhs);
      rhs = transpose2(rw, loc, rhs);
    } else if (maps_are(mp, km, 2, kn, 2, mn, 2, 3)) {
      red = lt->shaped.shape[0];
    } else if (maps_are(mp, km, 2, nk, 2, mn, 2, 3)) {
      red = lt->shaped.shape[0];
      rhs = transpose2(rw, loc, rhs);
    } else if (maps_are(mp, mk, 2, kn, 2, nm, 2, 3)) {
      red = lt->shaped.shape[1];
      tmp = rhs;
      rhs = transpose2(rw, loc, lhs);
      lhs = tmp;
    } else if (maps_are(mp, mk, 2, nk, 2, nm, 2, 3)) {
      red = lt->shaped.shape[1];
      tmp = lhs;
      lhs = transpose2(rw, loc, rhs);
      rhs = transpose2(rw, loc, tmp);
    } else if (maps_are(mp, km, 2, kn, 2, nm, 2, 3)) {
      red = lt->shaped.shape[0];
      tmp = lhs;
      lhs = rhs;
      rhs = tmp;
    } else if (maps_are(mp, km, 2, nk, 2, nm, 2, 3)) {
      red = lt->shaped.shape[0];
      tmp = lhs;
      lhs = transpose2(rw, loc, rhs);
      rhs = tmp;
    } else {
      return CM_FAILURE;
    }
  } else if (ni == 2 && !cm_vector_contract_is_reduction(op, 0) &&
             cm_vector_contract_is_reduction(op, 1)) {
    const unsigned m2n[] = {0, 1}, n2m[] = {1, 0}, n1[] = {1}, m1[] = {0};
    CmValue *tmp;
    if (maps_are(mp, m2n, 2, n1, 1, m1, 1, 2)) {
      red = lt->shaped.shape[1];
      lhs = transpose2(rw, loc, lhs);
    } else if (maps_are(mp, n2m, 2, n1, 1, m1, 1, 2)) {
      red = lt->shaped.shape[0];
    } else if (maps_are(mp, n1, 1, m2n, 2, m1, 1, 2)) {
      red = lt->shaped.shape[0];
      tmp = lhs;
      lhs = rhs;
      rhs = tmp;
      lhs = transpose2(rw, loc, lhs);
    } else if (maps_are(mp, n1, 1, n2m, 2, m1, 1, 2)) {
      red = lt->shaped.shape[0];
      tmp = lhs;
      lhs = rhs;
      rhs = tmp;
    } else {
      return CM_FAILURE;
    }
  } else {
    return CM_FAILURE;
  }
  if (red <= 0)
    return CM_FAILURE;
  CmAttr *kind = cm_vector_kind_attr(rw->ctx, cm_vector_op_kind(op));
  for (int64_t k = 0; k < red; k++) {
    CmValue *ops[3] = {extract1(rw, loc, lhs, k), extract1(rw, loc, rhs, k),
                       res};
    res = mk1(rw, "vector.outerproduct", loc, res->type, 3, ops,
              dict1(rw->ctx, "kind", kind));
  }
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

void cm_populate_vector_contract_outerproduct_patterns(CmPatternSet *set,
                                                        bool filter_rhs4) {
  cm_pattern_set_add_fn(set, "vector.contract", 1, contract_to_outerproduct,
                        filter_rhs4 ? (void *)set : NULL);
}

/* 13's ContractionOpToMatmulOpLowering (the Matmul option): a
 * (m,k)/(k,m) x (k,n)/(n,k) -> (m,n)/(n,m) contraction becomes
 * transposes to row-major, shape_casts to 1-D, vector.matrix_multiply,
 * a shape_cast back (transposed for (n,m)) and addf / addi of the
 * accumulator. */
static CmResult contract_to_matmul(CmOp *op, CmRewriter *rw,
                                   CmAffineMap *const *mp) {
  if (cm_vector_contract_num_iterators(op) != 3 ||
      cm_vector_contract_is_reduction(op, 0) ||
      cm_vector_contract_is_reduction(op, 1) ||
      !cm_vector_contract_is_reduction(op, 2))
    return CM_FAILURE;
  CmValue *lhs = cm_op_operand(op, 0), *rhs = cm_op_operand(op, 1);
  CmValue *acc = cm_op_operand(op, 2);
  CmType *et = lhs->type->shaped.elem;
  if (et->kind != CM_TYPE_INTEGER && !cm_type_is_float(et))
    return CM_FAILURE;
  enum { M = 0, N = 1, K = 2 };
  const unsigned mk[] = {M, K}, kn[] = {K, N}, mn[] = {M, N}, nk[] = {N, K},
                 km[] = {K, M}, nm[] = {N, M};
  for (unsigned i = 0; i < 3; i++)
    if (mp[i]->num_dims != 3)
      return CM_FAILURE;
  bool lt = map_is(mp[0], 2, km), rt = map_is(mp[1], 2, nk);
  bool at = map_is(mp[2], 2, nm);
  if ((!lt && !map_is(mp[0], 2, mk)) || (!rt && !map_is(mp[1], 2, kn)) ||
      (!at && !map_is(mp[2], 2, mn)))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  if (lt)
    lhs = transpose2(rw, loc, lhs);
  if (rt)
    rhs = transpose2(rw, loc, rhs);
  int64_t rows = lhs->type->shaped.shape[0], inner = lhs->type->shaped.shape[1];
  int64_t cols = rhs->type->shaped.shape[1];
  int64_t nl = rows * inner, nr = inner * cols, nres = rows * cols;
  lhs = mk1(rw, "vector.shape_cast", loc, cm_vector_type(1, &nl, et), 1, &lhs,
            NULL);
  rhs = mk1(rw, "vector.shape_cast", loc, cm_vector_type(1, &nr, et), 1, &rhs,
            NULL);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmNamedAttr a[3] = {
      {cm_ident_c(ctx, "lhs_columns"), cm_integer_attr(i32, inner)},
      {cm_ident_c(ctx, "lhs_rows"), cm_integer_attr(i32, rows)},
      {cm_ident_c(ctx, "rhs_columns"), cm_integer_attr(i32, cols)}};
  CmValue *ops[2] = {lhs, rhs};
  CmValue *mul = mk1(rw, "vector.matrix_multiply", loc,
                     cm_vector_type(1, &nres, et), 2, ops,
                     cm_dict_attr(ctx, 3, a));
  int64_t two[2] = {rows, cols};
  CmType *ae = acc->type->kind == CM_TYPE_VECTOR ? acc->type->shaped.elem
                                                 : acc->type;
  mul = mk1(rw, "vector.shape_cast", loc, cm_vector_type(2, two, ae), 1, &mul,
            NULL);
  if (at)
    mul = transpose2(rw, loc, mul);
  CmValue *r = bin(rw, et->kind == CM_TYPE_INTEGER ? "std.addi" : "std.addf",
                   loc, acc, mul);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_contract(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  if (cm_op_num_operands(op) != 3 ||
      cm_vector_op_kind(op) != CM_VECTOR_KIND_ADD)
    return CM_FAILURE;
  CmType *lt = cm_op_operand(op, 0)->type, *rt = cm_op_operand(op, 1)->type;
  CmType *at = cm_op_operand(op, 2)->type;
  CmType *ae = at->kind == CM_TYPE_VECTOR ? at->shaped.elem : at;
  if (lt->kind != CM_TYPE_VECTOR || rt->kind != CM_TYPE_VECTOR ||
      lt->shaped.elem != ae || rt->shaped.elem != ae ||
      lt->shaped.rank > MAXR || rt->shaped.rank > MAXR)
    return CM_FAILURE;
  CmAffineMap *mp[3];
  for (unsigned i = 0; i < 3; i++) {
    mp[i] = cm_vector_contract_map(op, i);
    if (!mp[i] || !all_dims(mp[i]))
      return CM_FAILURE;
  }
  if (pat->user) { /* the Matmul option: no dot products */
    if (contract_to_matmul(op, rw, mp) == CM_SUCCESS)
      return CM_SUCCESS;
  } else if (contract_to_dot(op, rw, mp) == CM_SUCCESS) {
    return CM_SUCCESS;
  }
  unsigned ni = cm_vector_contract_num_iterators(op);
  /* batch dimensions first */
  for (unsigned i = 0; i < ni; i++) {
    if (cm_vector_contract_is_reduction(op, i))
      continue;
    int li = result_index(mp[0], i), ri = result_index(mp[1], i);
    if (li >= 0 && ri >= 0) {
      CmValue *r = lower_parallel(rw, op, mp, li, ri);
      if (!r)
        return CM_FAILURE;
      cm_rewriter_replace_op(rw, op, 1, &r);
      return CM_SUCCESS;
    }
  }
  bool lcon[MAXR] = {0}, rcon[MAXR] = {0}, any = false;
  for (unsigned i = 0; i < ni; i++) {
    if (!cm_vector_contract_is_reduction(op, i))
      continue;
    int li = result_index(mp[0], i), ri = result_index(mp[1], i);
    if (li >= 0 && ri >= 0) {
      lcon[li] = rcon[ri] = any = true;
    }
  }
  for (unsigned i = 0; i < lt->shaped.rank; i++)
    if (!lcon[i]) {
      CmValue *r = lower_parallel(rw, op, mp, (int)i, -1);
      if (!r)
        return CM_FAILURE;
      cm_rewriter_replace_op(rw, op, 1, &r);
      return CM_SUCCESS;
    }
  for (unsigned i = 0; i < rt->shaped.rank; i++)
    if (!rcon[i]) {
      CmValue *r = lower_parallel(rw, op, mp, -1, (int)i);
      if (!r)
        return CM_FAILURE;
      cm_rewriter_replace_op(rw, op, 1, &r);
      return CM_SUCCESS;
    }
  if (any) {
    CmValue *r = lower_reduction(rw, op, mp);
    if (!r)
      return CM_FAILURE;
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

void cm_populate_vector_contract_lowering_patterns(CmPatternSet *set) {
  cm_populate_vector_contract_lowering_patterns_mode(set, false);
}

void cm_populate_vector_contract_lowering_patterns_mode(CmPatternSet *set,
                                                        bool matmul) {
  cm_populate_vector_broadcast_lowering_patterns(set);
  cm_populate_vector_mask_lowering_patterns(set);
  cm_pattern_set_add_fn(set, "vector.outerproduct", 1, lower_outerproduct,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.shape_cast", 1, lower_shape_cast_2d,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.shape_cast", 1, lower_shape_cast, NULL);
  cm_populate_vector_transpose_lowering_patterns(set);
  cm_pattern_set_add_fn(set, "vector.contract", 1, lower_contract,
                        matmul ? (void *)set : NULL);
}
