/* fold.c - 13's folders and canonicalization patterns of the vector ops
 * added beside vector.c: masks, strided slices, transpose, shape_cast,
 * bitcast, extract_map, the transfer ops (in_bounds inference, tensor
 * read-after-write / write-after-read / write-after-write, cast folding),
 * load / store and the masked memory ops, contract + add, and the
 * broadcast / extract / insert patterns of 13 that vector.c's folders do
 * not cover.  Constants are std.constant, as 13's materializer. */
#include "cmlir/rewrite.h"
#include "vector_internal.h"

#include <stdlib.h>

#define MAX_RANK 64

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

static CmOp *def_named(CmValue *v, const char *name) {
  CmOp *d = v ? cm_value_defining_op(v) : NULL;
  return d && cm_op_name_is(d, name) ? d : NULL;
}

/* 13's ConstantIndexOp: a std.constant of index type. */
bool cm_vec_const_index(CmValue *v, int64_t *out) {
  CmOp *d = def_named(v, "std.constant");
  if (!d)
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER || !a->type ||
      a->type->kind != CM_TYPE_INDEX)
    return false;
  *out = a->integer.value;
  return true;
}

/* 13's ConstantOp (any std.constant) of an integer value. */
static bool const_int(CmValue *v, int64_t *out) {
  CmOp *d = def_named(v, "std.constant");
  if (!d)
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* The splat value of a std.constant with a splat dense value, or NULL. */
static CmAttr *splat_constant(CmValue *v) {
  CmOp *d = def_named(v, "std.constant");
  if (!d)
    return NULL;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || !a->dense.splat ||
      a->dense.is_string)
    return NULL;
  return cm_dense_get_attr(a, 0);
}

static CmValue *new_constant(CmRewriter *rw, CmLoc *loc, CmAttr *value,
                             CmType *type) {
  CmNamedAttr a = {cm_ident_c(rw->ctx, "value"), value};
  return cm_op_result(cm_rewriter_create_v(rw, "std.constant", loc, 1, &type, 0,
                                           NULL, cm_dict_attr(rw->ctx, 1, &a)),
                      0);
}

/* Replaces one-result `op` by a new op `name` (result type `t`, operands,
 * attributes `attrs` or none) created right before it. */
static CmOp *replace_with_new(CmRewriter *rw, CmOp *op, const char *name,
                              CmType *t, unsigned n, CmValue *const *ops,
                              CmAttr *attrs) {
  cm_rewriter_set_before(rw, op);
  CmOp *nop = cm_rewriter_create_v(rw, name, cm_op_loc(op), t ? 1 : 0, &t, n,
                                   ops, attrs);
  CmValue *r = t ? cm_op_result(nop, 0) : NULL;
  cm_rewriter_replace_op(rw, op, cm_op_num_results(op), &r);
  return nop;
}

static void replace_with_constant(CmRewriter *rw, CmOp *op, CmAttr *value) {
  cm_rewriter_set_before(rw, op);
  CmValue *c =
      new_constant(rw, cm_op_loc(op), value, cm_op_result(op, 0)->type);
  cm_rewriter_replace_op(rw, op, 1, &c);
}

static CmAttr *one_attr(CmContext *ctx, const char *n, CmAttr *v) {
  CmNamedAttr a = {cm_ident_c(ctx, n), v};
  return cm_dict_attr(ctx, 1, &a);
}

static CmResult fold_to(CmFoldResult *r, CmValue *v) {
  r[0].value = v;
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* create_mask -> constant_mask                                            */
/* ---------------------------------------------------------------------- */

static CmResult create_mask_folder(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  (void)pat;
  unsigned n = cm_op_num_operands(op);
  int64_t sizes[MAX_RANK];
  if (n > MAX_RANK)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    if (!cm_vec_const_index(cm_op_operand(op, i), &sizes[i]))
      return CM_FAILURE;
  replace_with_new(rw, op, "vector.constant_mask", cm_op_result(op, 0)->type, 0,
                   NULL,
                   one_attr(rw->ctx, "mask_dim_sizes",
                            cm_vec_i64_array_attr(rw->ctx, n, sizes)));
  return CM_SUCCESS;
}

static const CmPatternEntry create_mask_patterns[] = {
    {create_mask_folder, "CreateMaskFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_create_mask_canonicalize, "vector.create_mask",
                         create_mask_patterns)

/* ---------------------------------------------------------------------- */
/* extract_strided_slice                                                   */
/* ---------------------------------------------------------------------- */

static bool all_ones_attr(const CmOp *op, const char *name) {
  int64_t v[MAX_RANK];
  int n = cm_vec_i64_array(op, name, v, MAX_RANK);
  for (int i = 0; i < n; i++)
    if (v[i] != 1)
      return false;
  return n >= 0;
}

/* 13's foldExtractStridedOpFromInsertChain. */
static bool ess_from_insert_chain(CmOp *op) {
  int64_t eoff[MAX_RANK], esz[MAX_RANK], estr[MAX_RANK];
  int ne = cm_vec_i64_array(op, "offsets", eoff, MAX_RANK);
  if (ne < 0 || cm_vec_i64_array(op, "sizes", esz, MAX_RANK) != ne ||
      cm_vec_i64_array(op, "strides", estr, MAX_RANK) != ne)
    return false;
  CmType *vt = cm_op_operand(op, 0)->type;
  CmOp *ins = def_named(cm_op_operand(op, 0), "vector.insert_strided_slice");
  while (ins) {
    CmType *st = cm_op_operand(ins, 0)->type;
    if (vt->shaped.rank != st->shaped.rank)
      return false;
    int64_t ioff[MAX_RANK], istr[MAX_RANK];
    int ni = cm_vec_i64_array(ins, "offsets", ioff, MAX_RANK);
    if (ni < 0 || cm_vec_i64_array(ins, "strides", istr, MAX_RANK) < 0 ||
        ne > ni)
      return false;
    bool partial = false, disjoint = false;
    int64_t diffs[MAX_RANK];
    for (int d = 0; d < ne; d++) {
      if (estr[d] != istr[d])
        return false;
      int64_t start = ioff[d], end = start + st->shaped.shape[d];
      int64_t off = eoff[d], size = esz[d];
      if (start <= off && off < end) {
        if (off + size > end)
          partial = true;
        diffs[d] = off - start;
        continue;
      }
      disjoint = true;
      break;
    }
    if (!disjoint && !partial) {
      cm_op_set_operand(op, 0, cm_op_operand(ins, 0));
      cm_op_set_attr(
          op, "offsets",
          cm_vec_i64_array_attr(cm_op_context(op), (unsigned)ne, diffs));
      return true;
    }
    if (!disjoint)
      return false;
    ins = def_named(cm_op_operand(ins, 1), "vector.insert_strided_slice");
  }
  return false;
}

CmResult cm_vec_extract_strided_slice_fold(CmOp *op, CmAttr *const *c,
                                           CmFoldResult *r) {
  (void)c;
  CmValue *res = cm_op_result(op, 0);
  if (cm_op_operand(op, 0)->type == res->type)
    return fold_to(r, cm_op_operand(op, 0));
  if (ess_from_insert_chain(op))
    return fold_to(r, res);
  return CM_FAILURE;
}

static CmResult ess_constant_mask(const CmPattern *pat, CmOp *op,
                                  CmRewriter *rw) {
  (void)pat;
  CmOp *cm = def_named(cm_op_operand(op, 0), "vector.constant_mask");
  if (!cm || !all_ones_attr(op, "strides"))
    return CM_FAILURE;
  int64_t mask[MAX_RANK], off[MAX_RANK], sz[MAX_RANK], out[MAX_RANK];
  int nm = cm_vec_i64_array(cm, "mask_dim_sizes", mask, MAX_RANK);
  int no = cm_vec_i64_array(op, "offsets", off, MAX_RANK);
  int ns = cm_vec_i64_array(op, "sizes", sz, MAX_RANK);
  if (nm < 0 || no < 0 || ns != no)
    return CM_FAILURE;
  /* 13 zips the three lists (the shortest wins) */
  int n = nm < no ? nm : no;
  bool zero = false;
  for (int i = 0; i < n; i++) {
    int64_t hi = off[i] + sz[i] < mask[i] ? off[i] + sz[i] : mask[i];
    out[i] = hi - off[i] > 0 ? hi - off[i] : 0;
    zero |= out[i] == 0;
  }
  if (zero) {
    n = nm;
    for (int i = 0; i < n; i++)
      out[i] = 0;
  }
  replace_with_new(rw, op, "vector.constant_mask", cm_op_result(op, 0)->type, 0,
                   NULL,
                   one_attr(rw->ctx, "mask_dim_sizes",
                            cm_vec_i64_array_attr(rw->ctx, (unsigned)n, out)));
  return CM_SUCCESS;
}

/* StridedSliceConstantFolder / ShapeCastConstantFolder: the op applied
 * to a splat constant is the splat of the result type. */
static CmResult splat_constant_folder(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  (void)pat;
  CmAttr *s = splat_constant(cm_op_operand(op, 0));
  if (!s)
    return CM_FAILURE;
  replace_with_constant(rw, op,
                        cm_dense_splat_attr(cm_op_result(op, 0)->type, s));
  return CM_SUCCESS;
}

/* ExtractStridedSliceOp(BroadcastOp) -> BroadcastOp(ExtractStridedSlice). */
static CmResult ess_broadcast(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmOp *b = def_named(cm_op_operand(op, 0), "vector.broadcast");
  if (!b)
    return CM_FAILURE;
  CmValue *src = cm_op_operand(b, 0);
  CmType *dt = cm_op_result(op, 0)->type;
  unsigned sr = src->type->kind == CM_TYPE_VECTOR ? src->type->shaped.rank : 0;
  unsigned dr = dt->shaped.rank;
  if (sr > dr)
    return CM_FAILURE;
  unsigned diff = dr - sr;
  bool match = true;
  for (unsigned i = 0; i < sr; i++)
    if (src->type->shaped.shape[i] != dt->shaped.shape[i + diff])
      match = false;
  cm_rewriter_set_before(rw, op);
  if (!match) {
    int64_t off[MAX_RANK], sz[MAX_RANK], st[MAX_RANK];
    int no = cm_vec_i64_array(op, "offsets", off, MAX_RANK);
    int ns = cm_vec_i64_array(op, "sizes", sz, MAX_RANK);
    int nt = cm_vec_i64_array(op, "strides", st, MAX_RANK);
    if (no < (int)diff || ns != no || nt != no)
      return CM_FAILURE;
    unsigned k = (unsigned)no - diff;
    CmContext *ctx = rw->ctx;
    CmNamedAttr as[3] = {
        {cm_ident_c(ctx, "offsets"), cm_vec_i64_array_attr(ctx, k, off + diff)},
        {cm_ident_c(ctx, "sizes"), cm_vec_i64_array_attr(ctx, k, sz + diff)},
        {cm_ident_c(ctx, "strides"), cm_vec_i64_array_attr(ctx, k, st + diff)}};
    CmType *nt_ = cm_vec_strided_slice_type(src->type, k, sz + diff);
    CmOp *e =
        cm_rewriter_create_v(rw, "vector.extract_strided_slice", cm_op_loc(op),
                             1, &nt_, 1, &src, cm_dict_attr(ctx, 3, as));
    src = cm_op_result(e, 0);
  }
  replace_with_new(rw, op, "vector.broadcast", dt, 1, &src, NULL);
  return CM_SUCCESS;
}

static const CmPatternEntry ess_patterns[] = {
    {ess_constant_mask, "StridedSliceConstantMaskFolder"},
    {splat_constant_folder, "StridedSliceConstantFolder"},
    {ess_broadcast, "StridedSliceBroadcast"}};
CM_CANONICALIZATION_HOOK(cm_vec_extract_strided_slice_canonicalize,
                         "vector.extract_strided_slice", ess_patterns)

/* ---------------------------------------------------------------------- */
/* transpose                                                               */
/* ---------------------------------------------------------------------- */

CmResult cm_vec_transpose_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  int64_t t[MAX_RANK];
  int n = cm_vec_i64_array(op, "transp", t, MAX_RANK);
  if (n < 0)
    return CM_FAILURE;
  for (int i = 0; i < n; i++)
    if (t[i] != i)
      return CM_FAILURE;
  return fold_to(r, cm_op_operand(op, 0));
}

static CmResult transpose_folder(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  CmOp *parent = def_named(cm_op_operand(op, 0), "vector.transpose");
  if (!parent)
    return CM_FAILURE;
  int64_t p1[MAX_RANK], p2[MAX_RANK], out[MAX_RANK];
  int n1 = cm_vec_i64_array(parent, "transp", p1, MAX_RANK);
  int n2 = cm_vec_i64_array(op, "transp", p2, MAX_RANK);
  if (n1 < 0 || n2 < 0)
    return CM_FAILURE;
  for (int i = 0; i < n2; i++) {
    if (p2[i] < 0 || p2[i] >= n1)
      return CM_FAILURE;
    out[i] = p1[p2[i]];
  }
  CmValue *src = cm_op_operand(parent, 0);
  replace_with_new(rw, op, "vector.transpose", cm_op_result(op, 0)->type, 1,
                   &src,
                   one_attr(rw->ctx, "transp",
                            cm_vec_i64_array_attr(rw->ctx, (unsigned)n2, out)));
  return CM_SUCCESS;
}

static const CmPatternEntry transpose_patterns[] = {
    {transpose_folder, "TransposeFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_transpose_canonicalize, "vector.transpose",
                         transpose_patterns)

/* ---------------------------------------------------------------------- */
/* shape_cast / bitcast                                                    */
/* ---------------------------------------------------------------------- */

CmResult cm_vec_shape_cast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  CmValue *src = cm_op_operand(op, 0), *res = cm_op_result(op, 0);
  if (src->type == res->type)
    return fold_to(r, src);
  CmOp *other = def_named(src, "vector.shape_cast");
  if (!other)
    return CM_FAILURE;
  CmValue *osrc = cm_op_operand(other, 0);
  if (osrc->type == res->type)
    return fold_to(r, osrc);
  if (osrc->type->kind != CM_TYPE_VECTOR ||
      osrc->type->shaped.rank == res->type->shaped.rank ||
      !cm_vec_valid_shape_cast(osrc->type, res->type))
    return CM_FAILURE;
  cm_op_set_operand(op, 0, osrc);
  return fold_to(r, res);
}

static const CmPatternEntry shape_cast_patterns[] = {
    {splat_constant_folder, "ShapeCastConstantFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_shape_cast_canonicalize, "vector.shape_cast",
                         shape_cast_patterns)

/* Nop cast, canceling casts, and a splat f16 constant to f32 (the 16 bits
 * twice). */
CmResult cm_vec_bitcast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  CmValue *src = cm_op_operand(op, 0), *res = cm_op_result(op, 0);
  if (src->type == res->type)
    return fold_to(r, src);
  CmOp *other = def_named(src, "vector.bitcast");
  if (other && cm_op_operand(other, 0)->type == res->type)
    return fold_to(r, cm_op_operand(other, 0));
  CmAttr *a = c[0];
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || !a->dense.splat ||
      a->dense.is_string)
    return CM_FAILURE;
  CmType *se = src->type->shaped.elem, *de = res->type->shaped.elem;
  if (se->kind != CM_TYPE_F16 || de->kind != CM_TYPE_F32)
    return CM_FAILURE;
  CmAttr *s = cm_dense_get_attr(a, 0);
  if (!s || s->kind != CM_ATTR_FLOAT)
    return CM_FAILURE;
  uint32_t bits = (uint32_t)(s->fp.bits[0] & 0xffff);
  uint64_t nb[2] = {(bits << 16) | bits, 0};
  r[0].attr = cm_dense_splat_attr(res->type, cm_float_attr_bits(de, nb));
  return r[0].attr ? CM_SUCCESS : CM_FAILURE;
}

/* ---------------------------------------------------------------------- */
/* extract_map                                                             */
/* ---------------------------------------------------------------------- */

CmResult cm_vec_extract_map_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  CmOp *ins = def_named(cm_op_operand(op, 0), "vector.insert_map");
  if (!ins || cm_op_result(op, 0)->type != cm_op_operand(ins, 0)->type ||
      cm_op_num_operands(op) + 1 != cm_op_num_operands(ins))
    return CM_FAILURE;
  for (unsigned i = 1; i < cm_op_num_operands(op); i++)
    if (cm_op_operand(op, i) != cm_op_operand(ins, i + 1))
      return CM_FAILURE;
  return fold_to(r, cm_op_operand(ins, 0));
}

/* ---------------------------------------------------------------------- */
/* Transfers                                                               */
/* ---------------------------------------------------------------------- */

static bool is_minor_identity(const CmAffineMap *m) {
  if (!m || m->num_syms || m->num_results > m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || e->pos != m->num_dims - m->num_results + i)
      return false;
  }
  return true;
}

/* 13's foldTransferInBoundsAttribute: a dimension becomes in bounds when
 * the source dimension its map result reads is static and the constant
 * index plus the vector size fits in it; broadcast dimensions count as in
 * bounds. */
static bool fold_in_bounds(CmOp *op) {
  CmAffineMap *m = cm_vector_transfer_map(op);
  CmType *st = cm_vector_transfer_source(op)->type;
  CmType *vt = cm_vector_transfer_vector(op)->type;
  unsigned s, n;
  cm_vector_transfer_indices(op, &s, &n);
  if (!m || m->num_results > MAX_RANK || n != st->shaped.rank ||
      vt->shaped.rank < m->num_results)
    return false;
  unsigned rank = m->num_results;
  bool in[MAX_RANK], changed = false;
  for (unsigned i = 0; i < rank; i++) {
    CmAffineExpr *e = m->results[i];
    /* as 13's isDimInBounds: broadcast dimensions are in bounds (set
     * along with another change, never alone) */
    if (cm_vector_transfer_in_bounds(op, i) || e->kind == CM_AFFINE_CONST) {
      in[i] = true;
      continue;
    }
    in[i] = false;
    if (e->kind == CM_AFFINE_DIM && e->pos < n) {
      int64_t size = st->shaped.shape[e->pos], c;
      in[i] = size != CM_DYNAMIC_SIZE &&
              cm_vec_const_index(cm_op_operand(op, s + e->pos), &c) &&
              c + vt->shaped.shape[i] <= size;
    }
    changed |= in[i];
  }
  if (!changed)
    return false;
  cm_op_set_attr(op, "in_bounds",
                 cm_vec_bool_array_attr(cm_op_context(op), rank, in));
  return true;
}

bool cm_memref_cast_foldable_into_consumer(CmOp *cast);
bool cm_tensor_cast_foldable_into_consumer(CmOp *cast);

/* foldMemRefCast / foldTensorCast. */
static bool fold_casts(CmOp *op, const char *cast_name,
                       bool (*ok)(CmOp *cast)) {
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmOp *cast = def_named(cm_op_operand(op, i), cast_name);
    if (cast && ok(cast)) {
      cm_op_set_operand(op, i, cm_op_operand(cast, 0));
      folded = true;
    }
  }
  return folded;
}

static bool fold_memref_casts(CmOp *op) {
  return fold_casts(op, "memref.cast", cm_memref_cast_foldable_into_consumer);
}

static bool same_indices(CmOp *a, CmOp *b) {
  unsigned sa, na, sb, nb;
  cm_vector_transfer_indices(a, &sa, &na);
  cm_vector_transfer_indices(b, &sb, &nb);
  if (na != nb)
    return false;
  for (unsigned i = 0; i < na; i++)
    if (cm_op_operand(a, sa + i) != cm_op_operand(b, sb + i))
      return false;
  return true;
}

/* 13's isDisjointTransferIndices. */
static bool disjoint_indices(CmOp *a, CmOp *b) {
  CmType *vt = cm_vector_transfer_vector(a)->type;
  if (vt != cm_vector_transfer_vector(b)->type)
    return false;
  unsigned sa, na, sb, nb;
  cm_vector_transfer_indices(a, &sa, &na);
  cm_vector_transfer_indices(b, &sb, &nb);
  unsigned lead = cm_vector_transfer_source(a)->type->shaped.rank -
                  cm_vector_transfer_rank(a);
  for (unsigned i = 0; i < na && i < nb; i++) {
    int64_t x, y;
    if (!const_int(cm_op_operand(a, sa + i), &x) ||
        !const_int(cm_op_operand(b, sb + i), &y))
      continue;
    if (i < lead) {
      if (x != y)
        return true;
    } else {
      int64_t d = x > y ? x - y : y - x;
      unsigned k = i - lead;
      if (k < vt->shaped.rank && d >= vt->shaped.shape[k])
        return true;
    }
  }
  return false;
}

static bool same_transfer(CmOp *w, CmOp *r) {
  return same_indices(w, r) &&
         cm_vector_transfer_vector(w)->type ==
             cm_vector_transfer_vector(r)->type &&
         cm_vector_transfer_map(w) == cm_vector_transfer_map(r);
}

/* foldRAW: a read of a tensor written at the same place gives the
 * vector written (through writes at disjoint places). */
static CmValue *fold_raw(CmOp *read) {
  if (cm_vector_transfer_source(read)->type->kind != CM_TYPE_RANKED_TENSOR)
    return NULL;
  CmOp *w = def_named(cm_vector_transfer_source(read), "vector.transfer_write");
  while (w) {
    if (!cm_vector_transfer_has_out_of_bounds_dim(w) &&
        !cm_vector_transfer_mask(w) && !cm_vector_transfer_mask(read) &&
        same_transfer(w, read))
      return cm_op_operand(w, 0);
    if (!disjoint_indices(w, read))
      break;
    w = def_named(cm_vector_transfer_source(w), "vector.transfer_write");
  }
  return NULL;
}

CmResult cm_vec_transfer_read_fold(CmOp *op, CmAttr *const *c,
                                   CmFoldResult *r) {
  (void)c;
  CmValue *v = fold_raw(op);
  if (v)
    return fold_to(r, v);
  if (fold_in_bounds(op) || fold_memref_casts(op) ||
      fold_casts(op, "tensor.cast", cm_tensor_cast_foldable_into_consumer))
    return fold_to(r, cm_op_result(op, 0));
  return CM_FAILURE;
}

/* foldReadInitWrite: writing back, at zero indices, a whole static tensor
 * read in bounds from another tensor of the same type gives that tensor. */
static CmValue *fold_read_init_write(CmOp *w) {
  CmType *tt = cm_vector_transfer_source(w)->type;
  if (tt->kind != CM_TYPE_RANKED_TENSOR)
    return NULL;
  CmOp *rd = def_named(cm_op_operand(w, 0), "vector.transfer_read");
  if (!rd || !is_minor_identity(cm_vector_transfer_map(rd)) ||
      !is_minor_identity(cm_vector_transfer_map(w)) ||
      cm_vector_transfer_rank(rd) != cm_vector_transfer_rank(w) ||
      cm_vector_transfer_has_out_of_bounds_dim(rd) ||
      cm_vector_transfer_has_out_of_bounds_dim(w) ||
      cm_vector_transfer_source(rd)->type != tt)
    return NULL;
  CmType *vt = cm_op_result(rd, 0)->type;
  if (vt != cm_op_operand(w, 0)->type || vt->shaped.rank != tt->shaped.rank ||
      memcmp(vt->shaped.shape, tt->shaped.shape,
             vt->shaped.rank * sizeof(int64_t)) != 0)
    return NULL;
  CmOp *ops[2] = {rd, w};
  for (unsigned k = 0; k < 2; k++) {
    unsigned s, n;
    cm_vector_transfer_indices(ops[k], &s, &n);
    for (unsigned i = 0; i < n; i++) {
      int64_t x;
      if (!cm_vec_const_index(cm_op_operand(ops[k], s + i), &x) || x != 0)
        return NULL;
    }
  }
  return cm_vector_transfer_source(rd);
}

/* foldWAR: writing back what was read from the same tensor place. */
static CmValue *fold_war(CmOp *w) {
  if (cm_vector_transfer_source(w)->type->kind != CM_TYPE_RANKED_TENSOR)
    return NULL;
  CmOp *rd = def_named(cm_op_operand(w, 0), "vector.transfer_read");
  if (!rd || cm_vector_transfer_source(rd) != cm_vector_transfer_source(w) ||
      !same_transfer(w, rd) || cm_vector_transfer_mask(rd) ||
      cm_vector_transfer_mask(w))
    return NULL;
  return cm_vector_transfer_source(rd);
}

CmResult cm_vec_transfer_write_fold(CmOp *op, CmAttr *const *c,
                                    CmFoldResult *r) {
  (void)c;
  CmValue *v = fold_read_init_write(op);
  if (!v)
    v = fold_war(op);
  if (v)
    return fold_to(r, v);
  if (fold_in_bounds(op) || fold_memref_casts(op))
    return CM_SUCCESS; /* in place */
  return CM_FAILURE;
}

/* FoldWaw: a tensor write overwritten at the same place (through writes
 * at disjoint places with one use) is bypassed. */
static CmResult fold_waw(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  if (cm_vector_transfer_source(op)->type->kind != CM_TYPE_RANKED_TENSOR)
    return CM_FAILURE;
  CmOp *to_modify = op;
  CmOp *prior =
      def_named(cm_vector_transfer_source(op), "vector.transfer_write");
  while (prior) {
    if (same_transfer(prior, op) &&
        cm_vector_transfer_mask(prior) == cm_vector_transfer_mask(op)) {
      cm_rewriter_start_update(rw, to_modify);
      cm_op_set_operand(to_modify, 1, cm_vector_transfer_source(prior));
      cm_rewriter_finalize_update(rw, to_modify);
      return CM_SUCCESS;
    }
    if (!disjoint_indices(prior, op) ||
        !cm_value_has_one_use(cm_op_result(prior, 0)))
      break;
    to_modify = prior;
    prior =
        def_named(cm_vector_transfer_source(prior), "vector.transfer_write");
  }
  return CM_FAILURE;
}

static const CmPatternEntry transfer_write_patterns[] = {{fold_waw, "FoldWaw"}};
CM_CANONICALIZATION_HOOK(cm_vec_transfer_write_canonicalize,
                         "vector.transfer_write", transfer_write_patterns)

/* load / store / maskedload / maskedstore: foldMemRefCast. */
CmResult cm_vec_memref_cast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  if (!fold_memref_casts(op))
    return CM_FAILURE;
  if (cm_op_num_results(op))
    return fold_to(r, cm_op_result(op, 0));
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* The masked memory ops                                                   */
/* ---------------------------------------------------------------------- */

typedef enum { MASK_ALL_TRUE, MASK_ALL_FALSE, MASK_UNKNOWN } MaskFormat;

/* 13's get1DMaskFormat: a constant dense mask or a constant_mask. */
static MaskFormat mask_format(CmValue *mask) {
  CmOp *d = cm_value_defining_op(mask);
  if (!d)
    return MASK_UNKNOWN;
  if (cm_op_name_is(d, "std.constant")) {
    CmAttr *a = cm_op_get_attr(d, "value");
    if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string ||
        !a->type || a->type->shaped.elem->kind != CM_TYPE_INTEGER)
      return MASK_UNKNOWN;
    int64_t n = cm_shaped_num_elements(a->type), val = 0;
    for (int64_t i = 0; i < n; i++) {
      bool b = cm_dense_get_int(a, (size_t)i) != 0;
      if (b && val >= 0)
        val++;
      else if (!b && val <= 0)
        val--;
      else
        return MASK_UNKNOWN;
    }
    return val > 0 ? MASK_ALL_TRUE : val < 0 ? MASK_ALL_FALSE : MASK_UNKNOWN;
  }
  if (cm_op_name_is(d, "vector.constant_mask")) {
    int64_t s[MAX_RANK];
    if (cm_vec_i64_array(d, "mask_dim_sizes", s, MAX_RANK) < 1)
      return MASK_UNKNOWN;
    int64_t u = cm_op_result(d, 0)->type->shaped.shape[0];
    return s[0] >= u   ? MASK_ALL_TRUE
           : s[0] <= 0 ? MASK_ALL_FALSE
                       : MASK_UNKNOWN;
  }
  return MASK_UNKNOWN;
}

/* The base and indices of a masked op as a vector.load / store operand
 * list (value first for a store). */
static unsigned base_and_indices(CmOp *op, CmValue *first, CmValue **out) {
  unsigned n = 0, s, k;
  if (first)
    out[n++] = first;
  out[n++] = cm_ods_operand(op, "base");
  cm_ods_operand_group(op, "indices", &s, &k);
  for (unsigned i = 0; i < k && n < MAX_RANK + 2; i++)
    out[n++] = cm_op_operand(op, s + i);
  return n;
}

/* maskedload / expandload: all true -> load, all false -> pass_thru;
 * gather: all false -> pass_thru. */
static CmResult masked_load_folder(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  (void)pat;
  MaskFormat f = mask_format(cm_ods_operand(op, "mask"));
  if (f == MASK_ALL_FALSE) {
    CmValue *p = cm_ods_operand(op, "pass_thru");
    cm_rewriter_replace_op(rw, op, 1, &p);
    return CM_SUCCESS;
  }
  if (f != MASK_ALL_TRUE || cm_op_name_is(op, "vector.gather"))
    return CM_FAILURE;
  CmValue *ops[MAX_RANK + 2];
  unsigned n = base_and_indices(op, NULL, ops);
  replace_with_new(rw, op, "vector.load", cm_op_result(op, 0)->type, n, ops,
                   NULL);
  return CM_SUCCESS;
}

/* maskedstore / compressstore: all true -> store, all false -> erased;
 * scatter: all false -> erased. */
static CmResult masked_store_folder(const CmPattern *pat, CmOp *op,
                                    CmRewriter *rw) {
  (void)pat;
  MaskFormat f = mask_format(cm_ods_operand(op, "mask"));
  if (f == MASK_ALL_FALSE) {
    cm_rewriter_erase_op(rw, op);
    return CM_SUCCESS;
  }
  if (f != MASK_ALL_TRUE || cm_op_name_is(op, "vector.scatter"))
    return CM_FAILURE;
  CmValue *ops[MAX_RANK + 3];
  unsigned n = base_and_indices(op, cm_ods_operand(op, "valueToStore"), ops);
  replace_with_new(rw, op, "vector.store", NULL, n, ops, NULL);
  return CM_SUCCESS;
}

static const CmPatternEntry maskedload_patterns[] = {
    {masked_load_folder, "MaskedLoadFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_maskedload_canonicalize, "vector.maskedload",
                         maskedload_patterns)
static const CmPatternEntry expandload_patterns[] = {
    {masked_load_folder, "ExpandLoadFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_expandload_canonicalize, "vector.expandload",
                         expandload_patterns)
static const CmPatternEntry gather_patterns[] = {
    {masked_load_folder, "GatherFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_gather_canonicalize, "vector.gather",
                         gather_patterns)
static const CmPatternEntry maskedstore_patterns[] = {
    {masked_store_folder, "MaskedStoreFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_maskedstore_canonicalize, "vector.maskedstore",
                         maskedstore_patterns)
static const CmPatternEntry compressstore_patterns[] = {
    {masked_store_folder, "CompressStoreFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_compressstore_canonicalize,
                         "vector.compressstore", compressstore_patterns)
static const CmPatternEntry scatter_patterns[] = {
    {masked_store_folder, "ScatterFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_scatter_canonicalize, "vector.scatter",
                         scatter_patterns)

/* ---------------------------------------------------------------------- */
/* contract + add                                                          */
/* ---------------------------------------------------------------------- */

/* 13's zero attribute of a type: 0 / 0.0, or a splat of it. */
static bool is_zero_of(CmAttr *a, CmType *t) {
  if (!a)
    return false;
  CmType *et = cm_vec_elem_or_self(t);
  if (a->type != t)
    return false;
  if (t->kind == CM_TYPE_VECTOR) {
    if (a->kind != CM_ATTR_DENSE_ELEMENTS || !a->dense.splat ||
        a->dense.is_string)
      return false;
    a = cm_dense_get_attr(a, 0);
    if (!a)
      return false;
  }
  if (a->kind == CM_ATTR_INTEGER)
    return cm_type_is_integer(et, 0) || et->kind == CM_TYPE_INDEX
               ? a->integer.value == 0 && a->integer.num_words <= 1
               : false;
  if (a->kind == CM_ATTR_FLOAT)
    return a->fp.bits[0] == 0 && a->fp.bits[1] == 0;
  return false;
}

static CmResult contract_add(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  for (unsigned k = 0; k < 2; k++) {
    CmOp *ct = def_named(cm_op_operand(op, k), "vector.contract");
    if (!ct)
      continue;
    CmOp *z = def_named(cm_op_operand(ct, 2), "std.constant");
    if (!z ||
        !is_zero_of(cm_op_get_attr(z, "value"), cm_op_operand(ct, 2)->type))
      continue;
    cm_rewriter_set_before(rw, op);
    CmOp *clone = cm_rewriter_clone(rw, ct);
    cm_op_set_operand(clone, 2, cm_op_operand(op, 1 - k));
    CmValue *v = cm_op_result(clone, 0);
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

void cm_vec_contract_canonicalize(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  static const CmPatternEntry e[] = {{contract_add, "CanonicalizeContractAdd"}};
  cm_pattern_set_add_list(set, "std.addi", 1, 1, e);
  cm_pattern_set_add_list(set, "std.addf", 1, 1, e);
}

/* ---------------------------------------------------------------------- */
/* broadcast / extract / insert (13's patterns)                            */
/* ---------------------------------------------------------------------- */

/* BroadcastFolder: broadcast(broadcast(x)) -> broadcast(x). */
static CmResult broadcast_folder(const CmPattern *pat, CmOp *op,
                                 CmRewriter *rw) {
  (void)pat;
  CmOp *inner = def_named(cm_op_operand(op, 0), "vector.broadcast");
  if (!inner)
    return CM_FAILURE;
  CmValue *src = cm_op_operand(inner, 0);
  replace_with_new(rw, op, "vector.broadcast", cm_op_result(op, 0)->type, 1,
                   &src, NULL);
  return CM_SUCCESS;
}

/* 13's BroadcastToShapeCast / ExtractToShapeCast / InsertToShapeCast: a
 * vector `src` whose element count equals the result's becomes a
 * shape_cast. */
static CmResult to_shape_cast(CmRewriter *rw, CmOp *op, CmValue *src) {
  CmType *rt = cm_op_result(op, 0)->type;
  if (src->type->kind != CM_TYPE_VECTOR || rt->kind != CM_TYPE_VECTOR ||
      cm_shaped_num_elements(src->type) != cm_shaped_num_elements(rt))
    return CM_FAILURE;
  replace_with_new(rw, op, "vector.shape_cast", rt, 1, &src, NULL);
  return CM_SUCCESS;
}

static CmResult broadcast_to_shape_cast(const CmPattern *pat, CmOp *op,
                                        CmRewriter *rw) {
  (void)pat;
  return to_shape_cast(rw, op, cm_op_operand(op, 0));
}

static CmResult extract_to_shape_cast(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  (void)pat;
  return to_shape_cast(rw, op, cm_op_operand(op, 0));
}

static CmResult insert_to_shape_cast(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  return to_shape_cast(rw, op, cm_op_operand(op, 0));
}

static const CmPatternEntry broadcast_patterns[] = {
    {broadcast_to_shape_cast, "BroadcastToShapeCast"},
    {broadcast_folder, "BroadcastFolder"}};
CM_CANONICALIZATION_HOOK(cm_vec_broadcast_canonicalize, "vector.broadcast",
                         broadcast_patterns)
/* (13 has no ExtractOpConstantFolder yet) */
static const CmPatternEntry extract_patterns[] = {
    {extract_to_shape_cast, "ExtractToShapeCast"}};
CM_CANONICALIZATION_HOOK(cm_vec_extract_canonicalize, "vector.extract",
                         extract_patterns)
static const CmPatternEntry insert_patterns[] = {
    {insert_to_shape_cast, "InsertToShapeCast"}};
CM_CANONICALIZATION_HOOK(cm_vec_insert_canonicalize, "vector.insert",
                         insert_patterns)

/* InsertOp::fold: an empty position gives the source. */
CmResult cm_vec_insert_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  CmAttr *p = cm_op_get_attr(op, "position");
  if (p && p->kind == CM_ATTR_ARRAY && p->array.num == 0)
    return fold_to(r, cm_op_operand(op, 0));
  return CM_FAILURE;
}

/* ---------------------------------------------------------------------- */
/* vector.extract's folder, the parts beyond vector.c                      */
/* ---------------------------------------------------------------------- */

static unsigned rank_of(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.rank : 0;
}

static void set_position(CmOp *op, CmValue *src, unsigned n,
                         const int64_t *pos) {
  cm_op_set_operand(op, 0, src);
  cm_op_set_attr(op, "position",
                 cm_vec_i64_array_attr(cm_op_context(op), n, pos));
}

/* 13's foldExtractOpFromTranspose: when the transpose leaves the
 * dimensions below the extracted ones in place, extract from its source
 * at the inversely permuted position. */
bool cm_vec_extract_fold_transpose(CmOp *op) {
  CmOp *t = def_named(cm_op_operand(op, 0), "vector.transpose");
  if (!t)
    return false;
  int64_t perm[MAX_RANK], pos[MAX_RANK], out[MAX_RANK];
  int r = cm_vec_i64_array(t, "transp", perm, MAX_RANK);
  int k = cm_vec_i64_array(op, "position", pos, MAX_RANK);
  if (r < 0 || k < 0 || k > r)
    return false;
  for (int j = k; j < r; j++)
    if (perm[j] != j)
      return false;
  for (int i = 0; i < k; i++)
    if (perm[i] < 0 || perm[i] >= k)
      return false;
  for (int i = 0; i < k; i++)
    out[perm[i]] = pos[i];
  set_position(op, cm_op_operand(t, 0), (unsigned)k, out);
  return true;
}

/* 13's foldExtractOpFromInsertChainAndTranspose: walk back inserts and
 * transposes (composing the permutations) to an insert at the extracted
 * position.  With no permutation, 13 also walks past an insert whose
 * position is a prefix of the extracted one or the other way round, which
 * can give a wrong value; cmlir walks past disjoint positions only. */
CmValue *cm_vec_extract_from_insert_chain(CmOp *op) {
  int64_t pos[MAX_RANK], perm[MAX_RANK], ipos[MAX_RANK];
  int k = cm_vec_i64_array(op, "position", pos, MAX_RANK);
  if (k < 0)
    return NULL;
  int pr = -1; /* no permutation yet */
  CmValue *v = cm_op_operand(op, 0);
  for (;;) {
    CmOp *d = cm_value_defining_op(v);
    if (d && cm_op_name_is(d, "vector.transpose")) {
      int64_t np[MAX_RANK], comp[MAX_RANK];
      int nr = cm_vec_i64_array(d, "transp", np, MAX_RANK);
      if (nr < 0)
        return NULL;
      if (pr < 0) {
        memcpy(perm, np, (size_t)nr * sizeof *np);
      } else {
        if (nr != pr)
          return NULL;
        for (int i = 0; i < nr; i++) {
          if (np[i] < 0 || np[i] >= pr)
            return NULL;
          comp[i] = perm[np[i]];
        }
        memcpy(perm, comp, (size_t)nr * sizeof *comp);
      }
      pr = nr;
      v = cm_op_operand(d, 0);
      continue;
    }
    if (!d || !cm_op_name_is(d, "vector.insert"))
      return NULL;
    int ki = cm_vec_i64_array(d, "position", ipos, MAX_RANK);
    if (ki < 0)
      return NULL;
    bool identity = true;
    for (int i = 0; i < pr; i++)
      identity &= perm[i] == i;
    if (identity) {
      int common = ki < k ? ki : k, j = 0;
      while (j < common && ipos[j] == pos[j])
        j++;
      if (j == common) {
        if (ki == k)
          return cm_op_operand(d, 0);
        return NULL; /* overlapping, not equal */
      }
      v = cm_op_operand(d, 1);
      continue;
    }
    if (ki != k)
      return NULL;
    bool fold = true;
    for (int i = 0; i < k && fold; i++)
      fold = perm[i] < k && ipos[perm[i]] == pos[i];
    if (fold) {
      bool minor = true;
      for (int i = k; i < pr; i++)
        minor &= perm[i] == i;
      if (minor)
        return cm_op_operand(d, 0);
    }
    v = cm_op_operand(d, 1);
  }
}

/* 13's foldExtractFromShapeCast: the linearized position in the result
 * of the shape_cast, delinearized in its source, when the extracted
 * trailing dimensions agree. */
bool cm_vec_extract_fold_shape_cast(CmOp *op) {
  CmOp *sc = def_named(cm_op_operand(op, 0), "vector.shape_cast");
  if (!sc)
    return false;
  CmType *st = cm_op_operand(sc, 0)->type;
  CmType *vt = cm_op_operand(op, 0)->type;
  CmType *dt = cm_op_result(op, 0)->type;
  unsigned dr = rank_of(dt), sr = st->shaped.rank, vr = vt->shaped.rank;
  if (dr > sr)
    return false;
  for (unsigned i = 0; i < dr; i++)
    if (st->shaped.shape[sr - 1 - i] != dt->shaped.shape[dr - 1 - i])
      return false;
  int64_t pos[MAX_RANK], out[MAX_RANK], strides[MAX_RANK];
  int k = cm_vec_i64_array(op, "position", pos, MAX_RANK);
  if (k < 0 || sr > MAX_RANK)
    return false;
  int64_t lin = 0, stride = 1;
  for (int i = 0; i < k; i++) { /* from the innermost extracted dim */
    lin += pos[k - 1 - i] * stride;
    unsigned d = (unsigned)i + dr;
    stride *= d < vr ? vt->shaped.shape[vr - 1 - d] : 1;
  }
  unsigned nd = sr - dr;
  stride = 1;
  for (unsigned i = 0; i < nd; i++) {
    strides[nd - 1 - i] = stride;
    stride *= st->shaped.shape[sr - 1 - (i + dr)];
  }
  for (unsigned i = 0; i < nd; i++) {
    out[i] = strides[i] ? lin / strides[i] : 0;
    lin = strides[i] ? lin % strides[i] : lin;
  }
  set_position(op, cm_op_operand(sc, 0), nd, out);
  return true;
}
