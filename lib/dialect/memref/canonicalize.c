/* canonicalize.c - canonicalization patterns of memref ops (upstream 13's
 * getCanonicalizationPatterns), registered through
 * CmOpDef.get_canonicalization_patterns:
 *   memref.alloc / memref.alloca: constant dynamic sizes become static
 *     dimensions (plus a memref.cast back to the original type); an
 *     allocation used only by deallocations and stores into it is erased
 *     with them;
 *   memref.clone: unused clones go; a clone whose source or copy is
 *     deallocated in its block becomes a cast (SimplifyClones);
 *   memref.buffer_cast of a tensor.cast of a ranked tensor: a buffer_cast
 *     of that tensor and a memref.cast (BufferCast); of a
 *     memref.tensor_load of another type: a cast (TensorLoadToMemRef);
 *   memref.dim of memref.reshape: a load of the shape operand; of a
 *     memref.buffer_cast: a tensor.dim of the tensor (DimOfCastOp);
 *   memref.load of a memref.buffer_cast: a tensor.extract
 *     (LoadOfBufferCast);
 *   tensor.dim of a memref.tensor_load: a memref.dim (registered by
 *     memref.tensor_load as in 13: DimOfTensorLoadFolder);
 *   memref.subview: constant offsets / sizes / strides become static, a
 *     memref.cast source is folded in (both behind a cast to the old type);
 *   memref.view: constant sizes become static (plus a cast), a cast of an
 *     allocation as source is bypassed;
 *   memref.expand_shape / collapse_shape: a reshape of a reshape becomes
 *     one reshape; collapse_shape of a foldable memref.cast.
 * The tensor dialect's own patterns are in lib/dialect/tensor/tensor.c. */
#include "memref_internal.h"

#include "cmlir/rewrite.h"

#include <string.h>

/* The constant index defining `v`, if any. */
static bool const_index(CmValue *v, int64_t *out) {
  CmAttr *a = cm_value_constant(v);
  if (!a || a->kind != CM_ATTR_INTEGER || !cm_type_is_index(a->type))
    return false;
  *out = a->integer.value;
  return true;
}

static CmResult simplify_alloc_const(const CmPattern *p, CmOp *op,
                                     CmRewriter *rw) {
  (void)p;
  unsigned dstart, dcount, sstart, scount;
  if (!cm_ods_operand_group(op, "dynamicSizes", &dstart, &dcount) ||
      !cm_ods_operand_group(op, "symbolOperands", &sstart, &scount))
    return CM_FAILURE;
  int64_t k;
  bool any = false;
  for (unsigned i = 0; i < dcount; i++)
    if (const_index(cm_op_operand(op, dstart + i), &k))
      any = true;
  if (!any)
    return CM_FAILURE;
  CmType *t = cm_op_result(op, 0)->type;
  unsigned rank = t->shaped.rank;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
  CM_VEC(CmValue *) ops = {0};
  unsigned dyn = 0;
  for (unsigned d = 0; d < rank; d++) {
    if (t->shaped.shape[d] != CM_DYNAMIC_SIZE) {
      shape[d] = t->shaped.shape[d];
      continue;
    }
    CmValue *v = dyn < dcount ? cm_op_operand(op, dstart + dyn) : NULL;
    if (v && const_index(v, &k)) {
      shape[d] = k;
    } else {
      shape[d] = CM_DYNAMIC_SIZE;
      CM_VEC_PUSH(ops, v);
    }
    dyn++;
  }
  unsigned ndyn = (unsigned)ops.len;
  for (unsigned i = 0; i < scount; i++)
    CM_VEC_PUSH(ops, cm_op_operand(op, sstart + i));
  CmType *nt = cm_memref_type(rank, shape, t->shaped.elem, t->shaped.layout,
                              t->shaped.memspace);
  free(shape);
  /* The same op with the new type and operands: keep its attributes
   * (alignment) with new segment sizes. */
  int32_t seg[2] = {(int32_t)ndyn, (int32_t)scount};
  CmAttr *attrs = cm_dict_set(cm_op_attrs(op),
                              cm_ident_c(rw->ctx, "operand_segment_sizes"),
                              cm_memref_segment_sizes_attr(rw->ctx, 2, seg));
  CmOp *na = cm_rewriter_create_v(rw, cm_op_opname(op)->name->str,
                                  cm_op_loc(op), 1, &nt, (unsigned)ops.len,
                                  ops.data, attrs);
  CM_VEC_FREE(ops);
  CmValue *src = cm_op_result(na, 0);
  CmOp *cast = cm_rewriter_create_v(rw, "memref.cast", cm_op_loc(op), 1, &t,
                                    1, &src, NULL);
  CmValue *cv = cm_op_result(cast, 0);
  cm_rewriter_replace_op(rw, op, 1, &cv);
  return CM_SUCCESS;
}

static CmResult simplify_dead_alloc(const CmPattern *p, CmOp *op,
                                    CmRewriter *rw) {
  (void)p;
  CmValue *m = cm_op_result(op, 0);
  for (CmOpOperand *u = cm_value_first_use(m); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (cm_op_name_is(user, "memref.store")) {
      if (cm_op_operand(user, 0) == m)
        return CM_FAILURE; /* the memref itself is stored */
      continue;
    }
    if (!cm_op_name_is(user, "memref.dealloc"))
      return CM_FAILURE;
  }
  CmOpOperand *u;
  while ((u = cm_value_first_use(m)) != NULL)
    cm_rewriter_erase_op(rw, cm_operand_owner(u));
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static const CmPatternEntry alloc_pats[] = {
    {simplify_alloc_const, "SimplifyAllocConst"},
    {simplify_dead_alloc, "SimplifyDeadAlloc"},
};
CM_CANONICALIZATION_HOOK(cm_memref_alloc_canonicalization_patterns,
                         "memref.alloc", alloc_pats)
CM_CANONICALIZATION_HOOK(cm_memref_alloca_canonicalization_patterns,
                         "memref.alloca", alloc_pats)

/* ---------------------------------------------------------- memref.clone */

/* Whether `op` frees `v` (memory effects from the interface or traits). */
static bool frees(CmOp *op, CmValue *v) {
  CmEffectVec effects = {0};
  bool r = false;
  if (cm_op_memory_effects(op, &effects))
    for (size_t i = 0; i < effects.len; i++)
      if (effects.data[i].kind == CM_EFFECT_FREE &&
          (!effects.data[i].value || effects.data[i].value == v))
        r = true;
  CM_VEC_FREE(effects);
  return r;
}

/* Upstream findDealloc: false if `v` has several deallocating users;
 * otherwise *out is the one (or NULL). */
static bool find_dealloc(CmValue *v, CmOp **out) {
  *out = NULL;
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (!frees(user, v) || user == *out)
      continue;
    if (*out)
      return false;
    *out = user;
  }
  return true;
}

/* Upstream 13's SimplifyClones: an unused clone goes; a clone whose
 * source or copy is deallocated in the same block (and the other not
 * there) becomes a cast of the source, and that deallocation goes. */
static CmResult simplify_clones(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmValue *out = cm_op_result(op, 0), *src = cm_op_operand(op, 0);
  if (cm_value_use_empty(out)) {
    cm_rewriter_erase_op(rw, op);
    return CM_SUCCESS;
  }
  CmOp *clone_dealloc, *src_dealloc;
  if (!find_dealloc(out, &clone_dealloc) || !find_dealloc(src, &src_dealloc))
    return CM_FAILURE;
  if (clone_dealloc && src_dealloc &&
      cm_op_block(clone_dealloc) == cm_op_block(src_dealloc))
    return CM_FAILURE;
  CmBlock *cur = cm_op_block(op);
  CmOp *redundant = NULL;
  if (clone_dealloc && cm_op_block(clone_dealloc) == cur)
    redundant = clone_dealloc;
  else if (src_dealloc && cm_op_block(src_dealloc) == cur)
    redundant = src_dealloc;
  if (!redundant)
    return CM_FAILURE;
  for (CmOp *o = cm_op_next(op); o && o != redundant; o = cm_op_next(o)) {
    CmEffectVec effects = {0};
    bool has_free = false;
    if (cm_op_memory_effects(o, &effects))
      for (size_t i = 0; i < effects.len; i++)
        if (effects.data[i].kind == CM_EFFECT_FREE)
          has_free = true;
    CM_VEC_FREE(effects);
    if (has_free)
      return CM_FAILURE;
  }
  CmType *t = out->type;
  CmOp *cast = cm_op_create_v(rw->ctx, "memref.cast", cm_op_loc(op), 1, &t, 1,
                              &src, NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, cast);
  cm_rewriter_erase_op(rw, redundant);
  return CM_SUCCESS;
}

static const CmPatternEntry clone_pats[] = {
    {simplify_clones, "SimplifyClones"},
};
CM_CANONICALIZATION_HOOK(cm_memref_clone_canonicalization_patterns,
                         "memref.clone", clone_pats)

/* ------------------------------------------------------- shared helpers */

/* A memref.cast of `v` to `t` at the insertion point. */
static CmValue *create_cast(CmRewriter *rw, CmLoc *loc, CmValue *v, CmType *t) {
  return cm_op_result(
      cm_rewriter_create_v(rw, "memref.cast", loc, 1, &t, 1, &v, NULL), 0);
}

/* Replaces `op` by a memref.cast of `v` to the type of op's result. */
static void replace_with_cast(CmRewriter *rw, CmOp *op, CmValue *v) {
  CmValue *c = create_cast(rw, cm_op_loc(op), v, cm_op_result(op, 0)->type);
  cm_rewriter_replace_op(rw, op, 1, &c);
}

/* The op defining operand `i` of `op` if it is named `name`. */
static CmOp *operand_def(CmOp *op, unsigned i, const char *name) {
  if (i >= cm_op_num_operands(op))
    return NULL;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, i));
  return def && cm_op_name_is(def, name) ? def : NULL;
}

/* Whether an operand of `op` from `first` on is a constant index
 * (upstream matchConstantIndex over the op's operands). */
static bool any_const_index_operand(CmOp *op, unsigned first) {
  int64_t k;
  for (unsigned i = first; i < cm_op_num_operands(op); i++)
    if (const_index(cm_op_operand(op, i), &k))
      return true;
  return false;
}

/* ---------------------------------------------------- memref.buffer_cast */

/* upstream TensorLoadToMemRef: buffer_cast(tensor_load(m)) of another,
 * cast-compatible type is a memref.cast of m (13.0.1 has no copy
 * fallback for dynamic-to-static layouts yet). */
static CmResult tensor_load_to_memref(const CmPattern *p, CmOp *op,
                                      CmRewriter *rw) {
  (void)p;
  CmOp *tl = operand_def(op, 0, "memref.tensor_load");
  if (!tl)
    return CM_FAILURE;
  CmValue *m = cm_op_operand(tl, 0);
  CmType *rt = cm_op_result(op, 0)->type;
  if (m->type == rt || !cm_memref_cast_compatible(m->type, rt))
    return CM_FAILURE;
  replace_with_cast(rw, op, m);
  return CM_SUCCESS;
}

/* upstream BufferCast: buffer_cast(tensor.cast(t)) with t ranked is a
 * buffer_cast of t (to the identity-layout memref of t's shape) followed
 * by a memref.cast to the original type. */
static CmResult buffer_cast_of_tensor_cast(const CmPattern *p, CmOp *op,
                                           CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "tensor.cast");
  if (!cast)
    return CM_FAILURE;
  CmValue *t = cm_op_operand(cast, 0);
  if (t->type->kind != CM_TYPE_RANKED_TENSOR)
    return CM_FAILURE;
  CmType *mt = cm_memref_type(t->type->shaped.rank, t->type->shaped.shape,
                              t->type->shaped.elem, NULL, NULL);
  CmValue *m = cm_op_result(cm_rewriter_create_v(rw, "memref.buffer_cast",
                                                 cm_op_loc(op), 1, &mt, 1, &t,
                                                 NULL),
                            0);
  replace_with_cast(rw, op, m);
  return CM_SUCCESS;
}

static const CmPatternEntry buffer_cast_pats[] = {
    {buffer_cast_of_tensor_cast, "BufferCast"},
    {tensor_load_to_memref, "TensorLoadToMemRef"},
};
CM_CANONICALIZATION_HOOK(cm_memref_buffer_cast_canonicalization_patterns,
                         "memref.buffer_cast", buffer_cast_pats)

/* ------------------------------------------------------------ memref.dim */

/* upstream DimOfMemRefReshape: dim(reshape(x, shape), i) is a load of
 * shape[i] placed right after the reshape (index_cast to index if the
 * shape holds integers). */
static CmResult dim_of_reshape(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *reshape = operand_def(op, 0, "memref.reshape");
  if (!reshape || cm_op_num_operands(reshape) != 2 ||
      cm_op_num_operands(op) != 2)
    return CM_FAILURE;
  CmValue *shape = cm_op_operand(reshape, 1);
  CmValue *load_ops[2] = {shape, cm_op_operand(op, 1)};
  CmType *et = shape->type->shaped.elem, *it = cm_op_result(op, 0)->type;
  cm_rewriter_set_after(rw, reshape);
  CmValue *v = cm_op_result(cm_rewriter_create_v(rw, "memref.load",
                                                 cm_op_loc(op), 1, &et, 2,
                                                 load_ops, NULL),
                            0);
  if (et != it)
    v = cm_op_result(cm_rewriter_create_v(rw, "std.index_cast", cm_op_loc(op),
                                          1, &it, 1, &v, NULL),
                     0);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* upstream DimOfCastOp: dim(buffer_cast(t), i) is tensor.dim(t, i). */
static CmResult dim_of_buffer_cast(const CmPattern *p, CmOp *op,
                                   CmRewriter *rw) {
  (void)p;
  CmOp *bc = operand_def(op, 0, "memref.buffer_cast");
  if (!bc)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.dim", cm_op_operand(bc, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry dim_pats[] = {
    {dim_of_reshape, "DimOfMemRefReshape"},
    {dim_of_buffer_cast, "DimOfCastOp"},
};
CM_CANONICALIZATION_HOOK(cm_memref_dim_canonicalization_patterns, "memref.dim",
                         dim_pats)

/* ----------------------------------------------------------- memref.load */

/* upstream LoadOfBufferCast: load(buffer_cast(t))[i...] is
 * tensor.extract t[i...]. */
static CmResult load_of_buffer_cast(const CmPattern *p, CmOp *op,
                                    CmRewriter *rw) {
  (void)p;
  CmOp *bc = operand_def(op, 0, "memref.buffer_cast");
  if (!bc)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.extract", cm_op_operand(bc, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry load_pats[] = {
    {load_of_buffer_cast, "LoadOfBufferCast"},
};
CM_CANONICALIZATION_HOOK(cm_memref_load_canonicalization_patterns,
                         "memref.load", load_pats)

/* ---------------------------------------------------- memref.tensor_load */

/* upstream DimOfTensorLoadFolder (rooted at tensor.dim, registered by
 * memref.tensor_load): tensor.dim(tensor_load(m), i) is memref.dim(m, i). */
static CmResult dim_of_tensor_load(const CmPattern *p, CmOp *op,
                                   CmRewriter *rw) {
  (void)p;
  CmOp *tl = operand_def(op, 0, "memref.tensor_load");
  if (!tl)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "memref.dim", cm_op_operand(tl, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry tensor_load_pats[] = {
    {dim_of_tensor_load, "DimOfTensorLoadFolder"},
};
CM_CANONICALIZATION_HOOK(cm_memref_tensor_load_canonicalization_patterns,
                         "tensor.dim", tensor_load_pats)

/* -------------------------------------------------------- memref.subview */

/* A subview of `src` with the lists `m` (their dynamic operands in
 * `dyn`, in order) and result type `t`, at the insertion point. */
static CmValue *create_subview(CmRewriter *rw, CmLoc *loc, CmType *t,
                               CmValue *src, const CmMemrefMixed *m,
                               unsigned ndyn, CmValue *const *dyn) {
  CmValue **ops = cm_xmalloc(sizeof(CmValue *) * (ndyn + 1));
  ops[0] = src;
  for (unsigned i = 0; i < ndyn; i++)
    ops[i + 1] = dyn[i];
  CmOp *sv = cm_rewriter_create_v(rw, "memref.subview", loc, 1, &t, ndyn + 1,
                                  ops, cm_memref_mixed_attrs(rw->ctx, m));
  free(ops);
  return cm_op_result(sv, 0);
}

/* upstream OpWithOffsetSizesAndStridesConstantArgumentFolder: dynamic
 * offsets, sizes and strides defined by index constants become static;
 * the new subview (of the canonical result type) is cast back. */
static CmResult subview_const_args(const CmPattern *p, CmOp *op,
                                   CmRewriter *rw) {
  (void)p;
  if (!any_const_index_operand(op, 1))
    return CM_FAILURE;
  CmMemrefMixed m;
  if (!cm_memref_mixed_read(op, &m))
    return CM_FAILURE;
  CM_VEC(CmValue *) dyn = {0};
  for (unsigned k = 0; k < 3; k++) {
    int64_t sentinel = k == 1 ? CM_DYNAMIC_SIZE : CM_DYNAMIC_STRIDE_OR_OFFSET;
    unsigned next = m.start[k], kept = 0;
    for (size_t j = 0; j < m.vals[k].len; j++) {
      if (m.vals[k].data[j] != sentinel || next >= m.start[k] + m.count[k])
        continue;
      CmValue *v = cm_op_operand(op, next++);
      int64_t c;
      if (const_index(v, &c)) {
        m.vals[k].data[j] = c;
      } else {
        CM_VEC_PUSH(dyn, v);
        kept++;
      }
    }
    m.count[k] = kept;
  }
  CmValue *src = cm_op_operand(op, 0);
  CmType *rt = cm_memref_subview_canonical_type(
      cm_op_result(op, 0)->type->shaped.rank, src->type, &m);
  CmResult r = CM_FAILURE;
  if (rt) {
    CmValue *sv = create_subview(rw, cm_op_loc(op), rt, src, &m,
                                 (unsigned)dyn.len, dyn.data);
    replace_with_cast(rw, op, sv);
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(dyn);
  cm_memref_mixed_free(&m);
  return r;
}

/* upstream SubViewOpMemRefCastFolder: subview(cast(x)) with a cast that
 * can fold into its consumer is subview(x), cast to the old type. */
static CmResult subview_of_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  if (any_const_index_operand(op, 1))
    return CM_FAILURE;
  CmOp *cast = operand_def(op, 0, "memref.cast");
  if (!cast || !cm_memref_cast_foldable_into_consumer(cast))
    return CM_FAILURE;
  CmMemrefMixed m;
  if (!cm_memref_mixed_read(op, &m))
    return CM_FAILURE;
  CmValue *src = cm_op_operand(cast, 0);
  CmType *rt = cm_memref_subview_canonical_type(
      cm_op_result(op, 0)->type->shaped.rank, src->type, &m);
  CmResult r = CM_FAILURE;
  if (rt) {
    unsigned n = cm_op_num_operands(op) - 1;
    CmValue **dyn = cm_xmalloc(sizeof(CmValue *) * (n + 1));
    for (unsigned i = 0; i < n; i++)
      dyn[i] = cm_op_operand(op, i + 1);
    CmValue *sv = create_subview(rw, cm_op_loc(op), rt, src, &m, n, dyn);
    free(dyn);
    replace_with_cast(rw, op, sv);
    r = CM_SUCCESS;
  }
  cm_memref_mixed_free(&m);
  return r;
}

static const CmPatternEntry subview_pats[] = {
    {subview_const_args, "OpWithOffsetSizesAndStridesConstantArgumentFolder"},
    {subview_of_cast, "SubViewOpMemRefCastFolder"},
};
CM_CANONICALIZATION_HOOK(cm_memref_subview_canonicalization_patterns,
                         "memref.subview", subview_pats)

/* ----------------------------------------------------------- memref.view */

/* A view of `src` at `shift` with `sizes` and type `t`. */
static CmValue *create_view(CmRewriter *rw, CmLoc *loc, CmType *t,
                            CmValue *src, CmValue *shift, unsigned nsizes,
                            CmValue *const *sizes) {
  CmValue **ops = cm_xmalloc(sizeof(CmValue *) * (nsizes + 2));
  ops[0] = src;
  ops[1] = shift;
  for (unsigned i = 0; i < nsizes; i++)
    ops[i + 2] = sizes[i];
  CmOp *v = cm_rewriter_create_v(rw, "memref.view", loc, 1, &t, nsizes + 2,
                                 ops, NULL);
  free(ops);
  return cm_op_result(v, 0);
}

/* upstream ViewOpShapeFolder: constant sizes become static dimensions
 * (plus a cast to the old type). */
static CmResult view_shape_folder(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  if (!any_const_index_operand(op, 0) || cm_op_num_operands(op) < 2)
    return CM_FAILURE;
  CmType *t = cm_op_result(op, 0)->type;
  unsigned rank = t->shaped.rank, next = 2;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank + 1));
  CM_VEC(CmValue *) sizes = {0};
  for (unsigned d = 0; d < rank; d++) {
    shape[d] = t->shaped.shape[d];
    if (shape[d] != CM_DYNAMIC_SIZE || next >= cm_op_num_operands(op))
      continue;
    CmValue *v = cm_op_operand(op, next++);
    if (!const_index(v, &shape[d]))
      CM_VEC_PUSH(sizes, v);
  }
  CmType *nt = cm_memref_type(rank, shape, t->shaped.elem, t->shaped.layout,
                              t->shaped.memspace);
  free(shape);
  CmResult r = CM_FAILURE;
  if (nt != t) {
    CmValue *v = create_view(rw, cm_op_loc(op), nt, cm_op_operand(op, 0),
                             cm_op_operand(op, 1), (unsigned)sizes.len,
                             sizes.data);
    replace_with_cast(rw, op, v);
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(sizes);
  return r;
}

/* upstream ViewOpMemrefCastFolder: a view of a cast of an allocation views
 * the allocation. */
static CmResult view_of_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "memref.cast");
  if (!cast || !operand_def(cast, 0, "memref.alloc") ||
      cm_op_num_operands(op) < 2)
    return CM_FAILURE;
  unsigned n = cm_op_num_operands(op) - 2;
  CmValue **sizes = cm_xmalloc(sizeof(CmValue *) * (n + 1));
  for (unsigned i = 0; i < n; i++)
    sizes[i] = cm_op_operand(op, i + 2);
  CmValue *v = create_view(rw, cm_op_loc(op), cm_op_result(op, 0)->type,
                           cm_op_operand(cast, 0), cm_op_operand(op, 1), n,
                           sizes);
  free(sizes);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static const CmPatternEntry view_pats[] = {
    {view_shape_folder, "ViewOpShapeFolder"},
    {view_of_cast, "ViewOpMemrefCastFolder"},
};
CM_CANONICALIZATION_HOOK(cm_memref_view_canonicalization_patterns,
                         "memref.view", view_pats)

/* ------------------------------------- memref.expand_shape / collapse_shape */

/* upstream composeReassociationIndices: `a` and `b` are the
 * reassociations of a producer/consumer pair of reshapes going the same
 * way; false if they do not compose. */
static bool compose_reassoc(const CmReassoc *a, const CmReassoc *b,
                            CmReassoc *out) {
  memset(out, 0, sizeof *out);
  if (a->sizes.len == b->sizes.len)
    return false;
  const CmReassoc *prod = a->sizes.len > b->sizes.len ? a : b;
  const CmReassoc *cons = prod == a ? b : a;
  if (cons->sizes.len == 0)
    return true;
  if (prod->sizes.len != cons->indices.len)
    return false;
  /* start offset of each producer group */
  size_t *pstart = cm_xmalloc(sizeof(size_t) * (prod->sizes.len + 1));
  pstart[0] = 0;
  for (size_t g = 0; g < prod->sizes.len; g++)
    pstart[g + 1] = pstart[g] + prod->sizes.data[g];
  size_t pos = 0;
  bool ok = true;
  for (size_t g = 0; ok && g < cons->sizes.len; g++) {
    unsigned n = 0;
    for (unsigned k = 0; k < cons->sizes.data[g]; k++) {
      int64_t ci = cons->indices.data[pos++];
      if (ci < 0 || (size_t)ci >= prod->sizes.len) {
        ok = false;
        break;
      }
      for (size_t j = pstart[ci]; j < pstart[ci + 1]; j++, n++)
        CM_VEC_PUSH(out->indices, prod->indices.data[j]);
    }
    CM_VEC_PUSH(out->sizes, n);
  }
  free(pstart);
  if (!ok)
    cm_reassoc_free(out);
  return ok;
}

/* upstream getReassociationIndicesForReshape between two shapes of
 * different ranks (the higher-ranked one is grouped). */
static bool reassoc_for_reshape(const CmType *a, const CmType *b,
                                CmReassoc *out) {
  memset(out, 0, sizeof *out);
  if (a->shaped.rank == b->shaped.rank)
    return false;
  const CmType *src = a->shaped.rank > b->shaped.rank ? a : b;
  const CmType *dst = src == a ? b : a;
  const int64_t *ss = src->shaped.shape, *ds = dst->shaped.shape;
  unsigned sn = src->shaped.rank, dn = dst->shaped.rank, sd = 0;
  CmI64Vec cur = {0};
  int64_t prod = 1;
  bool ok = true;
  while (ok && sd < sn) {
    unsigned td = (unsigned)out->sizes.len;
    int64_t target = td < dn ? ds[td] : 1;
    while (sd < sn && ss[sd] != CM_DYNAMIC_SIZE && prod * ss[sd] < target) {
      prod *= ss[sd];
      CM_VEC_PUSH(cur, sd++);
    }
    if (sd >= sn ||
        (ss[sd] == CM_DYNAMIC_SIZE &&
         (target != CM_DYNAMIC_SIZE || prod != 1)) ||
        (target == CM_DYNAMIC_SIZE && ss[sd] != CM_DYNAMIC_SIZE) ||
        prod * ss[sd] != target) {
      ok = false;
      break;
    }
    CM_VEC_PUSH(cur, sd++);
    if (td == dn) {
      while (sd < sn)
        CM_VEC_PUSH(cur, sd++);
      if (out->sizes.len && cur.len) {
        for (size_t i = 0; i < cur.len; i++)
          CM_VEC_PUSH(out->indices, cur.data[i]);
        out->sizes.data[out->sizes.len - 1] += (unsigned)cur.len;
      }
      break;
    }
    for (size_t i = 0; i < cur.len; i++)
      CM_VEC_PUSH(out->indices, cur.data[i]);
    CM_VEC_PUSH(out->sizes, (unsigned)cur.len);
    cur.len = 0;
    prod = 1;
  }
  CM_VEC_FREE(cur);
  if (ok && (out->sizes.len != dn || sd != sn))
    ok = false;
  if (!ok)
    cm_reassoc_free(out);
  return ok;
}

/* Replaces `op` by a reshape `name` of `src` with reassociation `r` and
 * the type of op's result. */
static void replace_with_reshape(CmRewriter *rw, CmOp *op, const char *name,
                                 CmValue *src, const CmReassoc *r) {
  CmType *t = cm_op_result(op, 0)->type;
  CmNamedAttr na = {cm_ident_c(rw->ctx, "reassociation"),
                    cm_reassoc_attr(rw->ctx, r)};
  CmOp *n = cm_rewriter_create_v(rw, name, cm_op_loc(op), 1, &t, 1, &src,
                                 cm_dict_attr(rw->ctx, 1, &na));
  CmValue *v = cm_op_result(n, 0);
  cm_rewriter_replace_op(rw, op, 1, &v);
}

static const char *inverse_reshape(const CmOp *op) {
  return cm_op_name_is(op, "memref.expand_shape") ? "memref.collapse_shape"
                                                  : "memref.expand_shape";
}

/* upstream CollapseReshapeOps: a reshape of a reshape of the same kind is
 * one reshape with the composed reassociation. */
static CmResult collapse_reshape_ops(const CmPattern *p, CmOp *op,
                                     CmRewriter *rw) {
  (void)p;
  const char *name = cm_op_opname(op)->name->str;
  CmOp *prod = operand_def(op, 0, name);
  CmReassoc a, b, c;
  if (!prod || !cm_memref_reassociation(prod, &a))
    return CM_FAILURE;
  CmResult r = CM_FAILURE;
  if (cm_memref_reassociation(op, &b)) {
    if (compose_reassoc(&a, &b, &c)) {
      replace_with_reshape(rw, op, name, cm_op_operand(prod, 0), &c);
      cm_reassoc_free(&c);
      r = CM_SUCCESS;
    }
    cm_reassoc_free(&b);
  }
  cm_reassoc_free(&a);
  return r;
}

/* upstream CollapseMixedReshapeOps: expand(collapse(x)) or
 * collapse(expand(x)) whose end types differ in rank is one reshape of x
 * (the reassociation recomputed from the shapes). */
static CmResult collapse_mixed_reshape_ops(const CmPattern *p, CmOp *op,
                                           CmRewriter *rw) {
  (void)p;
  const char *inv = inverse_reshape(op);
  CmOp *prod = operand_def(op, 0, inv);
  if (!prod)
    return CM_FAILURE;
  CmValue *src = cm_op_operand(prod, 0);
  CmType *st = src->type, *mid = cm_op_operand(op, 0)->type,
         *rt = cm_op_result(op, 0)->type;
  CmReassoc re;
  if (!reassoc_for_reshape(st, rt, &re))
    return CM_FAILURE;
  bool orig_expands = mid->shaped.rank > st->shaped.rank;
  bool result_expands = rt->shaped.rank > st->shaped.rank;
  replace_with_reshape(rw, op,
                       orig_expands == result_expands
                           ? inv
                           : cm_op_opname(op)->name->str,
                       src, &re);
  cm_reassoc_free(&re);
  return CM_SUCCESS;
}

/* upstream CollapseShapeOpMemRefCastFolder: collapse_shape of a foldable
 * memref.cast collapses the cast's source (in place when the result type
 * stays, else behind a cast to the old type). */
static CmResult collapse_of_cast(const CmPattern *p, CmOp *op,
                                 CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "memref.cast");
  if (!cast || !cm_memref_cast_foldable_into_consumer(cast))
    return CM_FAILURE;
  CmReassoc re;
  if (!cm_memref_reassociation(op, &re))
    return CM_FAILURE;
  CmValue *src = cm_op_operand(cast, 0);
  CmType *nt =
      cm_memref_collapsed_type(src->type, (unsigned)re.sizes.len, re.sizes.data);
  CmResult r = CM_FAILURE;
  if (nt == cm_op_result(op, 0)->type) {
    cm_rewriter_start_update(rw, op);
    cm_op_set_operand(op, 0, src);
    cm_rewriter_finalize_update(rw, op);
    r = CM_SUCCESS;
  } else if (nt) {
    CmNamedAttr na = {cm_ident_c(rw->ctx, "reassociation"),
                      cm_reassoc_attr(rw->ctx, &re)};
    CmOp *n = cm_rewriter_create_v(rw, "memref.collapse_shape", cm_op_loc(op),
                                   1, &nt, 1, &src,
                                   cm_dict_attr(rw->ctx, 1, &na));
    replace_with_cast(rw, op, cm_op_result(n, 0));
    r = CM_SUCCESS;
  }
  cm_reassoc_free(&re);
  return r;
}

static const CmPatternEntry expand_shape_pats[] = {
    {collapse_reshape_ops, "CollapseReshapeOps"},
    {collapse_mixed_reshape_ops, "CollapseMixedReshapeOps"},
};
CM_CANONICALIZATION_HOOK(cm_memref_expand_shape_canonicalization_patterns,
                         "memref.expand_shape", expand_shape_pats)

static const CmPatternEntry collapse_shape_pats[] = {
    {collapse_reshape_ops, "CollapseReshapeOps"},
    {collapse_mixed_reshape_ops, "CollapseMixedReshapeOps"},
    {collapse_of_cast, "CollapseShapeOpMemRefCastFolder"},
};
CM_CANONICALIZATION_HOOK(cm_memref_collapse_shape_canonicalization_patterns,
                         "memref.collapse_shape", collapse_shape_pats)
