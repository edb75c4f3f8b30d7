/* bubble_bitcast.c - MLIR 13's populateBubbleVectorBitCastOpPatterns
 * (docs/vector.md "Unrolling"): a vector.bitcast to more, narrower
 * elements moves below the extract / extract_strided_slice that reads it
 * (the extract works on the wider elements), and a bitcast to fewer,
 * wider elements moves above the insert_strided_slice it reads (both
 * operands cast first).  Unit strides only, as 13. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"

#define MAXR 64

static CmOp *def_named(CmValue *v, const char *name) {
  CmOp *d = cm_value_defining_op(v);
  return d && cm_op_name_is(d, name) ? d : NULL;
}

static bool unit_strides(CmOp *op) {
  int64_t s[MAXR];
  int n = cm_vector_i64_array(op, "strides", s, MAXR);
  if (n < 0)
    return false;
  for (int i = 0; i < n; i++)
    if (s[i] != 1)
      return false;
  return true;
}

static CmType *with_last(CmType *t, int64_t last, CmType *elem) {
  int64_t shape[MAXR];
  unsigned r = t->shaped.rank;
  for (unsigned i = 0; i < r; i++)
    shape[i] = t->shaped.shape[i];
  shape[r - 1] = last;
  return cm_vector_type(r, shape, elem);
}

/* extract(bitcast(x))[i] of a 1-D cast: extract the packing element of x
 * as a vector<1xT> (13 builds the extract with that result type), bitcast
 * it, extract i modulo the ratio. */
static CmResult down_extract(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_op_operand(op, 0);
  CmOp *cast = def_named(v, "vector.bitcast");
  int64_t pos[MAXR];
  unsigned np;
  if (!cast || v->type->kind != CM_TYPE_VECTOR || v->type->shaped.rank != 1 ||
      !cm_vector_position(op, &np, pos, MAXR) || np < 1)
    return CM_FAILURE;
  CmValue *x = cm_op_operand(cast, 0);
  int64_t ns = cm_shaped_num_elements(x->type), nd = cm_shaped_num_elements(v->type);
  if (x->type->kind != CM_TYPE_VECTOR || ns <= 1 || ns > nd)
    return CM_FAILURE;
  int64_t ratio = nd / ns, one = 1, idx = pos[0] / ratio, rem = pos[0] % ratio;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *packed = cm_vector_create1(
      rw, "vector.extract", loc, cm_vector_type(1, &one, x->type->shaped.elem),
      1, &x,
      cm_vector_dict1(ctx, "position", cm_vector_position_attr(ctx, 1, &idx)));
  CmValue *c = cm_vector_create1(
      rw, "vector.bitcast", loc,
      cm_vector_type(1, &ratio, v->type->shaped.elem), 1, &packed, NULL);
  CmValue *r = cm_vector_create1(
      rw, "vector.extract", loc, cm_op_result(op, 0)->type, 1, &c,
      cm_vector_dict1(ctx, "position", cm_vector_position_attr(ctx, 1, &rem)));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* extract_strided_slice(bitcast(x)): slice x (last offset and size
 * divided by the ratio when given), then bitcast. */
static CmResult down_slice(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_op_operand(op, 0);
  CmOp *cast = def_named(v, "vector.bitcast");
  if (!cast)
    return CM_FAILURE;
  CmType *st = cm_op_operand(cast, 0)->type, *dt = v->type;
  CmType *rt = cm_op_result(op, 0)->type;
  if (st->kind != CM_TYPE_VECTOR || dt->kind != CM_TYPE_VECTOR ||
      rt->kind != CM_TYPE_VECTOR || !st->shaped.rank ||
      st->shaped.rank != dt->shaped.rank || rt->shaped.rank != dt->shaped.rank)
    return CM_FAILURE;
  int64_t sl = st->shaped.shape[st->shaped.rank - 1];
  int64_t dl = dt->shaped.shape[dt->shaped.rank - 1];
  if (sl <= 0 || sl > dl || dl % sl || !unit_strides(op))
    return CM_FAILURE;
  int64_t ratio = dl / sl, off[MAXR], sizes[MAXR];
  unsigned rank = rt->shaped.rank;
  int no = cm_vector_i64_array(op, "offsets", off, MAXR);
  int ns = cm_vector_i64_array(op, "sizes", sizes, MAXR);
  if (no < 0 || ns < 0)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmAttr *offa = cm_op_get_attr(op, "offsets"), *sizea = cm_op_get_attr(op, "sizes");
  if ((unsigned)no == rank) {
    if (off[rank - 1] % ratio)
      return CM_FAILURE;
    off[rank - 1] /= ratio;
    offa = cm_vector_position_attr(ctx, rank, off);
  }
  if ((unsigned)ns == rank) {
    if (sizes[rank - 1] % ratio)
      return CM_FAILURE;
    sizes[rank - 1] /= ratio;
    sizea = cm_vector_position_attr(ctx, rank, sizes);
  }
  CmNamedAttr a[3] = {{cm_ident_c(ctx, "offsets"), offa},
                      {cm_ident_c(ctx, "sizes"), sizea},
                      {cm_ident_c(ctx, "strides"), cm_op_get_attr(op, "strides")}};
  CmLoc *loc = cm_op_loc(op);
  CmValue *x = cm_op_operand(cast, 0);
  CmValue *e = cm_vector_create1(
      rw, "vector.extract_strided_slice", loc,
      with_last(rt, rt->shaped.shape[rank - 1] / ratio, st->shaped.elem), 1, &x,
      cm_dict_attr(ctx, 3, a));
  CmValue *r = cm_vector_create1(rw, "vector.bitcast", loc, rt, 1, &e, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* bitcast(insert_strided_slice(s, d)) to fewer elements: bitcast s and d,
 * insert at the last offset divided by the ratio. */
static CmResult up_insert(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmValue *v = cm_op_operand(op, 0);
  CmType *st = v->type, *dt = cm_op_result(op, 0)->type;
  if (st->kind != CM_TYPE_VECTOR || dt->kind != CM_TYPE_VECTOR ||
      !st->shaped.rank || st->shaped.rank != dt->shaped.rank)
    return CM_FAILURE;
  int64_t sl = st->shaped.shape[st->shaped.rank - 1];
  int64_t dl = dt->shaped.shape[dt->shaped.rank - 1];
  if (dl <= 0 || sl < dl || sl % dl)
    return CM_FAILURE;
  CmOp *ins = def_named(v, "vector.insert_strided_slice");
  if (!ins || !unit_strides(ins))
    return CM_FAILURE;
  CmValue *s = cm_op_operand(ins, 0), *d = cm_op_operand(ins, 1);
  if (s->type->kind != CM_TYPE_VECTOR || d->type->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  unsigned rank = s->type->shaped.rank;
  int64_t ratio = sl / dl, off[MAXR];
  if (rank != d->type->shaped.rank ||
      cm_vector_i64_array(ins, "offsets", off, MAXR) != (int)rank ||
      off[rank - 1] % ratio)
    return CM_FAILURE;
  off[rank - 1] /= ratio;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *e = dt->shaped.elem;
  CmValue *ops[2];
  ops[0] = cm_vector_create1(
      rw, "vector.bitcast", loc,
      with_last(s->type, s->type->shaped.shape[rank - 1] / ratio, e), 1, &s,
      NULL);
  ops[1] = cm_vector_create1(
      rw, "vector.bitcast", loc,
      with_last(d->type, d->type->shaped.shape[rank - 1] / ratio, e), 1, &d,
      NULL);
  CmNamedAttr a[2] = {
      {cm_ident_c(ctx, "offsets"), cm_vector_position_attr(ctx, rank, off)},
      {cm_ident_c(ctx, "strides"), cm_op_get_attr(ins, "strides")}};
  CmValue *r = cm_vector_create1(rw, "vector.insert_strided_slice", loc, dt, 2,
                                 ops, cm_dict_attr(ctx, 2, a));
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

void cm_populate_bubble_vector_bitcast_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "vector.extract", 1, down_extract, NULL);
  cm_pattern_set_add_fn(set, "vector.extract_strided_slice", 1, down_slice,
                        NULL);
  cm_pattern_set_add_fn(set, "vector.bitcast", 1, up_insert, NULL);
}
