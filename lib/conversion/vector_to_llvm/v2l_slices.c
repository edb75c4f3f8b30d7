/* v2l_slices.c - -convert-vector-to-llvm's strided slice lowering (MLIR
 * 13's VectorExtractStridedSliceOpConversion and the two
 * InsertStridedSlice rewrite patterns, docs/vector.md):
 *  - extract_strided_slice with one offset: vector.shuffle of the vector
 *    with itself; else a zero splat with, per position of the leading
 *    dimension, an extract, a strided slice of rank - 1 and an insert;
 *  - insert_strided_slice into a higher rank: extract of the leading
 *    positions, a same-rank insert_strided_slice, insert back;
 *  - same rank: per position of the leading dimension, extract from the
 *    source (and the destination), insert_strided_slice of rank - 1,
 *    insert (vector.extractelement / insertelement at index constants for
 *    1-D).
 * 13's patterns apply again to the slices they create (bounded
 * recursion); the conversion driver does not re-apply a pattern inside
 * itself, so each is registered once per nesting level. */
#include "v2l_internal.h"
#include "cmlir/dialect/vector.h"

#define MAXR 64
#define LEVELS 16 /* nesting levels (vector ranks) handled */

typedef struct Slice {
  int64_t off[MAXR], sz[MAXR], st[MAXR];
  int n;
} Slice;

static CmAttr *i64s(CmContext *ctx, int n, const int64_t *v) {
  return cm_vector_position_attr(ctx, n > 0 ? (unsigned)n : 0, v);
}

/* 13's extractOne / insertOne. */
static CmValue *extract_one(CmRewriter *rw, CmLoc *loc, CmValue *v, int64_t p) {
  CmType *t = v->type;
  if (t->shaped.rank > 1)
    return v2l_extract(rw, loc, v, p);
  CmValue *ops[2] = {v, v2l_index_constant(rw, loc, p)};
  return v2l_create1(rw, "vector.extractelement", loc, t->shaped.elem, 2, ops,
                     NULL);
}

static CmValue *insert_one(CmRewriter *rw, CmLoc *loc, CmValue *from,
                           CmValue *into, int64_t p) {
  CmType *t = into->type;
  if (t->shaped.rank > 1)
    return v2l_insert(rw, loc, from, into, p);
  CmValue *ops[3] = {from, into, v2l_index_constant(rw, loc, p)};
  return v2l_create1(rw, "vector.insertelement", loc, t, 3, ops, NULL);
}

static CmValue *strided_slice(CmRewriter *rw, CmLoc *loc, CmValue *v,
                              int n, const int64_t *off, const int64_t *sz,
                              const int64_t *st) {
  CmType *t = v->type;
  int64_t shape[MAXR];
  for (unsigned i = 0; i < t->shaped.rank; i++)
    shape[i] = (int)i < n ? sz[i] : t->shaped.shape[i];
  CmContext *ctx = rw->ctx;
  CmNamedAttr a[3] = {{cm_ident_c(ctx, "offsets"), i64s(ctx, n, off)},
                      {cm_ident_c(ctx, "sizes"), i64s(ctx, n, sz)},
                      {cm_ident_c(ctx, "strides"), i64s(ctx, n, st)}};
  return v2l_create1(rw, "vector.extract_strided_slice", loc,
                     cm_vector_type(t->shaped.rank, shape, t->shaped.elem), 1,
                     &v, cm_dict_attr(ctx, 3, a));
}

static CmValue *insert_slice(CmRewriter *rw, CmLoc *loc, CmValue *src,
                             CmValue *dest, int n, const int64_t *off,
                             int ns, const int64_t *st) {
  CmContext *ctx = rw->ctx;
  CmNamedAttr a[2] = {{cm_ident_c(ctx, "offsets"), i64s(ctx, n, off)},
                      {cm_ident_c(ctx, "strides"), i64s(ctx, ns, st)}};
  CmValue *ops[2] = {src, dest};
  return v2l_create1(rw, "vector.insert_strided_slice", loc, dest->type, 2,
                     ops, cm_dict_attr(ctx, 2, a));
}

static CmResult lower_extract_slice(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_op_operand(op, 0);
  CmType *rt = cm_op_result(op, 0)->type;
  Slice s;
  s.n = cm_vector_i64_array(op, "offsets", s.off, MAXR);
  if (s.n < 1 || cm_vector_i64_array(op, "sizes", s.sz, MAXR) != s.n ||
      cm_vector_i64_array(op, "strides", s.st, MAXR) != s.n ||
      v->type->kind != CM_TYPE_VECTOR || rt->kind != CM_TYPE_VECTOR ||
      s.st[0] < 1 || s.sz[0] < 0)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  int64_t end = s.off[0] + s.sz[0] * s.st[0];
  if (s.n == 1) {
    int64_t mask[4096];
    unsigned k = 0;
    for (int64_t o = s.off[0]; o < end; o += s.st[0]) {
      if (k == 4096)
        return CM_FAILURE;
      mask[k++] = o;
    }
    CmValue *ops[2] = {v, v};
    CmValue *r = v2l_create1(rw, "vector.shuffle", loc, rt, 2, ops,
                             v2l_dict1(ctx, "mask", i64s(ctx, (int)k, mask)));
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  CmType *e = rt->shaped.elem;
  CmAttr *zero = cm_type_is_float(e) ? cm_float_attr(e, 0.0)
                                     : cm_integer_attr(e, 0);
  CmValue *z = v2l_create1(rw, "std.constant", loc, e, 0, NULL,
                           v2l_dict1(ctx, "value", zero));
  CmValue *res = v2l_create1(rw, "std.splat", loc, rt, 1, &z, NULL);
  for (int64_t o = s.off[0], i = 0; o < end; o += s.st[0], i++) {
    CmValue *one = extract_one(rw, loc, v, o);
    CmValue *x = strided_slice(rw, loc, one, s.n - 1, s.off + 1, s.sz + 1,
                               s.st + 1);
    res = insert_one(rw, loc, x, res, i);
  }
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

/* An insert_strided_slice's operands, offsets (s->n) and strides (*ns);
 * false unless both are vectors with at least one offset. */
static bool read_insert(CmOp *op, CmValue **src, CmValue **dest, Slice *s,
                        int *ns) {
  *src = cm_op_operand(op, 0);
  *dest = cm_op_operand(op, 1);
  s->n = cm_vector_i64_array(op, "offsets", s->off, MAXR);
  *ns = cm_vector_i64_array(op, "strides", s->st, MAXR);
  return s->n >= 1 && *ns >= 0 && (*dest)->type->kind == CM_TYPE_VECTOR &&
         (*src)->type->kind == CM_TYPE_VECTOR;
}

static CmResult lower_insert_slice_rank(const CmPattern *pat, CmOp *op,
                                        CmRewriter *rw) {
  (void)pat;
  CmValue *src, *dest;
  Slice s;
  int ns;
  if (!read_insert(op, &src, &dest, &s, &ns))
    return CM_FAILURE;
  int diff = (int)dest->type->shaped.rank - (int)src->type->shaped.rank;
  if (diff <= 0 || diff > s.n)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  /* the leading offsets (13: the offsets minus the source rank's last) */
  int lead = s.n - (int)src->type->shaped.rank;
  if (lead < 1)
    return CM_FAILURE;
  CmAttr *pos = i64s(ctx, lead, s.off);
  CmType *dt = dest->type;
  CmType *xt = cm_vector_type(dt->shaped.rank - (unsigned)lead,
                              dt->shaped.shape + lead, dt->shaped.elem);
  CmValue *x = v2l_create1(rw, "vector.extract", loc, xt, 1, &dest,
                           v2l_dict1(ctx, "position", pos));
  CmValue *inner =
      insert_slice(rw, loc, src, x, s.n - diff, s.off + diff, ns, s.st);
  CmValue *ops[2] = {inner, dest};
  CmValue *r = v2l_create1(rw, "vector.insert", loc, dt, 2, ops,
                           v2l_dict1(ctx, "position", pos));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_insert_slice_same(const CmPattern *pat, CmOp *op,
                                        CmRewriter *rw) {
  (void)pat;
  CmValue *src, *dest;
  Slice s;
  int ns;
  if (!read_insert(op, &src, &dest, &s, &ns) || ns < 1 ||
      src->type->shaped.rank != dest->type->shaped.rank || s.st[0] < 1)
    return CM_FAILURE;
  if (src->type == dest->type) {
    cm_rewriter_replace_op(rw, op, 1, &src);
    return CM_SUCCESS;
  }
  CmLoc *loc = cm_op_loc(op);
  CmValue *res = dest;
  int64_t end = s.off[0] + src->type->shaped.shape[0] * s.st[0];
  for (int64_t o = s.off[0], i = 0; o < end; o += s.st[0], i++) {
    CmValue *x = extract_one(rw, loc, src, i);
    if (x->type->kind == CM_TYPE_VECTOR) {
      CmValue *d = extract_one(rw, loc, dest, o);
      x = insert_slice(rw, loc, x, d, s.n - 1, s.off + 1, ns - 1, s.st + 1);
    }
    res = insert_one(rw, loc, x, res, o);
  }
  cm_rewriter_replace_op(rw, op, 1, &res);
  return CM_SUCCESS;
}

void v2l_populate_strided_slice_patterns(CmPatternSet *set) {
  for (unsigned i = 0; i < LEVELS; i++) {
    cm_pattern_set_add_fn(set, "vector.insert_strided_slice", 1,
                          lower_insert_slice_rank, NULL);
    cm_pattern_set_add_fn(set, "vector.insert_strided_slice", 1,
                          lower_insert_slice_same, NULL);
    cm_pattern_set_add_fn(set, "vector.extract_strided_slice", 1,
                          lower_extract_slice, NULL);
  }
}
