/* tensor.c - MLIR 13's tensor dialect (docs/tensor.md): tensor.cast,
 * dim, extract, insert, from_elements, generate, yield and reshape, with
 * 13's syntax, verifier messages, folders and canonicalization patterns
 * (ChainedTensorCast, DimOfCastOp, ExtractElementFromTensorFromElements,
 * ExtractFromTensorGenerate, ExtractFromTensorCast, StaticTensorGenerate);
 * extract_slice and insert_slice are in slice.c.  The memref patterns that
 * produce or match these ops are in lib/dialect/memref/canonicalize.c.
 * Folded constants are `std.constant`s. */
#include "tensor_internal.h"

#include <stdlib.h>
#include <string.h>

#define is_tensor cm_tensor_is_tensor
#define is_ranked cm_tensor_is_ranked

/* AnyTensor.  Unlike cm_tc_tensor, 13's generated parsers of this dialect
 * do not check it while parsing: a memref operand is reported by the
 * verifier. */
static bool tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  return is_tensor(t);
}
static const CmTypeConstraint tc_tensor = {"tensor of any type values",
                                           tensor_pred, NULL, NULL};

/* ------------------------------------------------------------ tensor.cast */

/* CastOp::areCastCompatible: tensors with the same element type and
 * compatible shapes (verifyCompatibleShape). */
static bool cast_compatible(const CmType *a, const CmType *b) {
  return is_tensor(a) && is_tensor(b) && a->shaped.elem == b->shaped.elem &&
         cm_ods_compatible_shape(a, b);
}

static bool cast_compatible_iface(unsigned n_in, CmType *const *in,
                                  unsigned n_out, CmType *const *out) {
  return n_in == 1 && n_out == 1 && cast_compatible(in[0], out[0]);
}

/* CastOpInterface's verifier, a trait check in 13: it runs before the
 * operand and result constraints. */
static CmResult cast_verify_invariants(CmOp *op) {
  return cm_ods_verify_cast_op(op);
}

/* CastOpInterface's folder: an identity cast is its operand. */
static CmResult cast_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  if (cm_op_operand(op, 0)->type != cm_op_result(op, 0)->type)
    return CM_FAILURE;
  res[0].value = cm_op_operand(op, 0);
  return CM_SUCCESS;
}

/* joinShapes: the tensor type with the shape knowledge of both, NULL if
 * they conflict. */
static CmType *join_shapes(CmType *one, CmType *two) {
  if (!is_ranked(one))
    return two;
  if (!is_ranked(two))
    return one;
  unsigned rank = one->shaped.rank;
  if (rank != two->shaped.rank)
    return NULL;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
  for (unsigned i = 0; i < rank; i++) {
    int64_t x = one->shaped.shape[i], y = two->shaped.shape[i];
    if (x == CM_DYNAMIC_SIZE) {
      shape[i] = y;
    } else if (y == CM_DYNAMIC_SIZE || x == y) {
      shape[i] = x;
    } else {
      free(shape);
      return NULL;
    }
  }
  CmType *r = cm_ranked_tensor_type(rank, shape, one->shaped.elem, NULL);
  free(shape);
  return r;
}

/* The op defining operand `i` of `op` if it is named `name`. */
static CmOp *operand_def(CmOp *op, unsigned i, const char *name) {
  CmOp *def = cm_value_defining_op(cm_op_operand(op, i));
  return def && cm_op_name_is(def, name) ? def : NULL;
}

void cm_replace_op_with_source(CmRewriter *rw, CmOp *op, const char *name,
                               CmValue *source) {
  unsigned n = cm_op_num_operands(op);
  CmValue **ops = cm_xmalloc(sizeof(CmValue *) * n);
  ops[0] = source;
  for (unsigned i = 1; i < n; i++)
    ops[i] = cm_op_operand(op, i);
  CmType *t = cm_op_result(op, 0)->type;
  CmValue *v = cm_op_result(
      cm_rewriter_create_v(rw, name, cm_op_loc(op), 1, &t, n, ops, NULL), 0);
  free(ops);
  cm_rewriter_replace_op(rw, op, 1, &v);
}

/* ChainedTensorCast: cast(cast(x)) is one cast when dropping the middle
 * type removes no runtime check. */
static CmResult chained_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *inner = operand_def(op, 0, "tensor.cast");
  if (!inner)
    return CM_FAILURE;
  CmType *src = cm_op_operand(inner, 0)->type;
  CmType *mid = cm_op_result(inner, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  CmType *j = join_shapes(src, mid);
  CmType *first = j ? join_shapes(j, res) : NULL;
  if (!first || first != join_shapes(src, res))
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.cast", cm_op_operand(inner, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry cast_pats[] = {
    {chained_cast, "ChainedTensorCast"},
};
static CM_CANONICALIZATION_HOOK(cast_canonicalization_patterns, "tensor.cast",
                                cast_pats)

/* ------------------------------------------------------------- tensor.dim */

static CmResult dim_verify_invariants(CmOp *op) {
  /* InferTypeOpInterface (a trait check in 13): the result is an index. */
  CmType *idx = cm_index_type(cm_op_context(op));
  CmType *rt = cm_op_result(op, 0)->type;
  if (rt == idx)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "inferred type(s) '");
  cm_diag_append_type(d, idx);
  cm_diag_append(d, "' are incompatible with return type(s) of operation '");
  cm_diag_append_type(d, rt);
  cm_diag_append(d, "'");
  return cm_diag_report(d);
}

static bool const_int(CmAttr *a, int64_t *out) {
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static CmResult dim_verify(CmOp *op) {
  int64_t idx;
  if (!const_int(cm_value_constant(cm_op_operand(op, 1)), &idx))
    return CM_SUCCESS;
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_ranked(t) && idx >= (int64_t)t->shaped.rank)
    return cm_op_emit_error(op, "index is out of range");
  return CM_SUCCESS;
}

/* preservesStaticInformation(source, target): both ranked, same element
 * type and rank, and no static size of `source` is dynamic in
 * `target`. */
bool cm_tensor_preserves_static_info(const CmType *source,
                                     const CmType *target) {
  if (!is_ranked(source) || !is_ranked(target) ||
      source->shaped.elem != target->shaped.elem ||
      source->shaped.rank != target->shaped.rank)
    return false;
  for (unsigned i = 0; i < source->shaped.rank; i++)
    if (source->shaped.shape[i] != CM_DYNAMIC_SIZE &&
        target->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

/* canFoldIntoConsumerOp: the cast's source has at least the static
 * information of its result. */
bool cm_tensor_cast_foldable_into_consumer(CmOp *cast) {
  return cm_tensor_preserves_static_info(cm_op_result(cast, 0)->type,
                                         cm_op_operand(cast, 0)->type);
}

bool cm_tensor_const_int(CmValue *v, int64_t *out) {
  return const_int(cm_value_constant(v), out);
}

CmValue *cm_tensor_create_cast(CmRewriter *rw, CmLoc *loc, CmValue *v,
                               CmType *t) {
  return cm_op_result(
      cm_rewriter_create_v(rw, "tensor.cast", loc, 1, &t, 1, &v, NULL), 0);
}

/* A std.constant of `value` at the rewriter's insertion point. */
static CmValue *create_constant(CmRewriter *rw, CmLoc *loc, CmAttr *value,
                                CmType *type) {
  CmNamedAttr a = {cm_ident_c(rw->ctx, "value"), value};
  return cm_op_result(cm_rewriter_create_v(rw, "std.constant", loc, 1, &type,
                                           0, NULL,
                                           cm_dict_attr(rw->ctx, 1, &a)),
                      0);
}

CmValue *cm_tensor_create_or_fold_dim(CmRewriter *rw, CmLoc *loc,
                                      CmValue *source, unsigned idx) {
  /* 13's DimOp::build(source, int64_t) creates the index constant, then
   * createOrFold folds the dim (a constant materialized in its place) or
   * inserts it. */
  CmType *it = cm_index_type(rw->ctx);
  CmAttr *ia = cm_integer_attr(it, idx);
  CmValue *ops[2] = {source, create_constant(rw, loc, ia, it)};
  CmOp *dim =
      cm_op_create_v(rw->ctx, "tensor.dim", loc, 1, &it, 2, ops, NULL, 0,
                     NULL, 0);
  CmAttr *cst[2] = {cm_value_constant(source), ia};
  CmFoldResult fr = {NULL, NULL};
  CmValue *self = cm_op_result(dim, 0);
  if (cm_succeeded(cm_op_fold(dim, cst, &fr)) &&
      (fr.attr || (fr.value && fr.value != self))) {
    CmValue *v = fr.attr ? create_constant(rw, loc, fr.attr, it) : fr.value;
    cm_op_destroy(dim);
    return v;
  }
  cm_rewriter_insert(rw, dim);
  return self;
}

/* foldTensorCast: operands defined by a tensor.cast to a more dynamic
 * type use the cast's source; true if any changed. */
static bool fold_tensor_cast_operands(CmOp *op) {
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmOp *cast = operand_def(op, i, "tensor.cast");
    if (cast && cm_tensor_cast_foldable_into_consumer(cast)) {
      cm_op_set_operand(op, i, cm_op_operand(cast, 0));
      folded = true;
    }
  }
  return folded;
}

static CmResult dim_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  int64_t idx;
  if (!const_int(cst[1], &idx))
    return CM_FAILURE;
  CmType *t = cm_op_operand(op, 0)->type;
  if (!is_ranked(t) || idx < 0 || idx >= (int64_t)t->shaped.rank)
    return CM_FAILURE;
  if (t->shaped.shape[idx] != CM_DYNAMIC_SIZE) {
    res[0].attr = cm_integer_attr(cm_index_type(t->ctx), t->shaped.shape[idx]);
    return CM_SUCCESS;
  }
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (def && cm_op_name_is(def, "tensor.generate")) {
    /* the dynamic extent of that dimension */
    unsigned n = 0;
    for (int64_t i = 0; i < idx; i++)
      if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
        n++;
    if (n >= cm_op_num_operands(def))
      return CM_FAILURE;
    res[0].value = cm_op_operand(def, n);
    return CM_SUCCESS;
  }
  if (def && cm_op_name_is(def, "tensor.extract_slice")) {
    CmValue *v = cm_tensor_slice_dynamic_size(def, (unsigned)idx);
    if (v) {
      res[0].value = v;
      return CM_SUCCESS;
    }
  }
  if (fold_tensor_cast_operands(op)) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

/* DimOfCastOp: dim(cast(x), i) is dim(x, i). */
static CmResult dim_of_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "tensor.cast");
  if (!cast)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.dim", cm_op_operand(cast, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry dim_pats[] = {
    {dim_of_cast, "DimOfCastOp"},
};
static CM_CANONICALIZATION_HOOK(dim_canonicalization_patterns, "tensor.dim",
                                dim_pats)

/* --------------------------------------------------------- tensor.extract */

static CmResult extract_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_ranked(t) && cm_op_num_operands(op) - 1 != t->shaped.rank)
    return cm_op_emit_error(op,
                            "incorrect number of indices for extract_element");
  return CM_SUCCESS;
}

/* Element `idx` of sparse elements `t` (ElementsAttr::getValue): the
 * value stored for that index, or the element type's zero. */
static CmAttr *sparse_element(const CmAttr *t, const int64_t *idx,
                              unsigned rank) {
  const CmAttr *ind = t->sparse.indices, *vals = t->sparse.values;
  if (!ind || !vals || ind->kind != CM_ATTR_DENSE_ELEMENTS ||
      vals->kind != CM_ATTR_DENSE_ELEMENTS)
    return NULL;
  int64_t n = ind->type->shaped.rank >= 1 ? ind->type->shaped.shape[0] : 1;
  for (int64_t k = 0; k < n; k++) {
    bool same = true;
    for (unsigned d = 0; same && d < rank; d++)
      same = cm_dense_get_int(ind, (size_t)k * rank + d) == idx[d];
    if (same)
      return cm_dense_get_attr(vals, (size_t)k);
  }
  CmType *e = t->type->shaped.elem;
  if (cm_type_is_float(e))
    return cm_float_attr(e, 0.0);
  if (e->kind == CM_TYPE_INTEGER || cm_type_is_index(e))
    return cm_integer_attr(e, 0);
  return NULL;
}

/* A constant tensor: the splat value, or the element at constant indices
 * when they are in range (dense or sparse elements). */
static CmResult extract_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  CmAttr *t = cst[0];
  if (!t || (t->kind != CM_ATTR_DENSE_ELEMENTS &&
             t->kind != CM_ATTR_SPARSE_ELEMENTS))
    return CM_FAILURE;
  CmAttr *e = NULL;
  if (t->kind == CM_ATTR_DENSE_ELEMENTS && t->dense.splat) {
    e = cm_dense_get_attr(t, 0);
  } else {
    const CmType *tt = t->type;
    unsigned rank = tt->shaped.rank;
    if (cm_op_num_operands(op) - 1 != rank)
      return CM_FAILURE;
    int64_t *idx = cm_xmalloc(sizeof(int64_t) * (rank + 1));
    size_t flat = 0;
    bool ok = true;
    for (unsigned d = 0; ok && d < rank; d++) {
      int64_t k;
      ok = const_int(cst[d + 1], &k) && k >= 0 && k < tt->shaped.shape[d];
      if (ok) {
        idx[d] = k;
        flat = flat * (size_t)tt->shaped.shape[d] + (size_t)k;
      }
    }
    if (ok)
      e = t->kind == CM_ATTR_SPARSE_ELEMENTS ? sparse_element(t, idx, rank)
                                             : cm_dense_get_attr(t, flat);
    free(idx);
  }
  if (!e)
    return CM_FAILURE;
  res[0].attr = e;
  return CM_SUCCESS;
}

/* ------------------------------------------------- tensor.from_elements */

/* 13's generated parser: `%a, %b attr-dict : tensor<2xT>`, the operand
 * types are the result's element type, as many as its size. */
static CmResult from_elements_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmTypeVec types = {0};
  CmType *t = NULL;
  CmResult r = CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  if (cm_failed(cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &t)))
    goto done;
  if (!is_ranked(t) || t->shaped.rank != 1) {
    CmDiag *d = cm_diag_error(cm_op_state_loc(st),
                              "custom op '%s' 'result' must be 1D tensor of "
                              "any type values, but got '",
                              st->name->name->str);
    cm_diag_append_type(d, t);
    cm_diag_append(d, "'");
    cm_diag_report(d);
    goto done;
  }
  int64_t n = t->shaped.shape[0];
  if (n == CM_DYNAMIC_SIZE)
    n = (int64_t)ops.len; /* left to the verifier */
  for (int64_t i = 0; i < n; i++)
    CM_VEC_PUSH(types, t->shaped.elem);
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, types.data,
                                    types.len, pos, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  attrs.len = 0;
  CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  CM_VEC_FREE(types);
  return r;
}

/* TypesMatchWith "operand types match result element type". */
static CmResult from_elements_verify(CmOp *op) {
  CmType *t = cm_op_result(op, 0)->type;
  unsigned n = cm_op_num_operands(op);
  bool ok = is_ranked(t) && t->shaped.rank == 1 &&
            t->shaped.shape[0] == (int64_t)n;
  for (unsigned i = 0; ok && i < n; i++)
    ok = cm_op_operand(op, i)->type == t->shaped.elem;
  if (!ok)
    return cm_op_emit_error(
        op, "failed to verify that operand types match result element type");
  return CM_SUCCESS;
}

/* The bytes of integer or float scalar `a` as dense elements store them
 * (`nb` of them), false for other attributes. */
static bool scalar_bytes(const CmAttr *a, uint8_t *out, size_t *nb) {
  uint64_t w[2] = {0, 0};
  unsigned bits;
  if (a->kind == CM_ATTR_INTEGER) {
    bits = a->type->kind == CM_TYPE_INDEX ? 64 : a->type->integer.width;
    for (unsigned i = 0; i < 2 && i < a->integer.num_words; i++)
      w[i] = a->integer.words[i];
    if (bits == 1)
      w[0] &= 1;
  } else if (a->kind == CM_ATTR_FLOAT) {
    bits = cm_float_type_width(a->type);
    w[0] = a->fp.bits[0], w[1] = a->fp.bits[1];
  } else {
    return false;
  }
  *nb = bits == 1 ? 1 : (bits + 7) / 8;
  if (*nb > 16)
    return false;
  for (size_t i = 0; i < *nb; i++)
    out[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
  return true;
}

/* All elements constant: DenseElementsAttr::get(type, elements). */
static CmResult from_elements_fold(CmOp *op, CmAttr *const *cst,
                                   CmFoldResult *res) {
  CmType *t = cm_op_result(op, 0)->type;
  unsigned n = cm_op_num_operands(op);
  if (!is_ranked(t) || t->shaped.rank != 1 ||
      t->shaped.shape[0] != (int64_t)n || n == 0)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    if (!cst[i] || cst[i]->type != t->shaped.elem)
      return CM_FAILURE;
  uint8_t e[16];
  size_t nb = 0;
  if (!scalar_bytes(cst[0], e, &nb))
    return CM_FAILURE;
  uint8_t *data = cm_xmalloc(nb * n);
  bool splat = true;
  for (unsigned i = 0; i < n; i++) {
    size_t k;
    if (!scalar_bytes(cst[i], data + nb * i, &k) || k != nb) {
      free(data);
      return CM_FAILURE;
    }
    if (memcmp(data + nb * i, data, nb) != 0)
      splat = false;
  }
  /* 13 stores i1 elements bit-packed and only recognises the all-false
   * list as a splat (as the parser, lib/asm/parse_attr.c) */
  const CmType *e1 = t->shaped.elem;
  if (splat && n > 1 && e1->kind == CM_TYPE_INTEGER &&
      e1->integer.width == 1 && data[0])
    splat = false;
  res[0].attr = cm_dense_elements_attr(t, splat, splat ? nb : nb * n, data);
  free(data);
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

/* ExtractElementFromTensorFromElements (13: one constant index in
 * range): extract(from_elements(a...), i) is a_i. */
static CmResult extract_from_elements(const CmPattern *p, CmOp *op,
                                      CmRewriter *rw) {
  (void)p;
  if (cm_op_num_operands(op) != 2)
    return CM_FAILURE;
  CmOp *fe = operand_def(op, 0, "tensor.from_elements");
  int64_t k;
  if (!fe || !cm_tensor_const_int(cm_op_operand(op, 1), &k) || k < 0 ||
      k >= (int64_t)cm_op_num_operands(fe))
    return CM_FAILURE;
  CmValue *v = cm_op_operand(fe, (unsigned)k);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static const CmPatternEntry from_elements_pats[] = {
    {extract_from_elements, "ExtractElementFromTensorFromElements"},
};
static CM_CANONICALIZATION_HOOK(from_elements_patterns, "tensor.extract",
                                from_elements_pats)

/* ------------------------------------------------------ tensor.generate */

static CmResult generate_verify(CmOp *op) {
  CmType *t = cm_op_result(op, 0)->type;
  if (!is_ranked(t))
    return CM_SUCCESS;
  unsigned ndyn = 0;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      ndyn++;
  if (cm_op_num_operands(op) != ndyn)
    return cm_op_emit_plain_error(op, "must have as many index operands as "
                                      "dynamic extents in the result type");
  CmBlock *body = cm_op_region(op, 0)->first;
  if (!body)
    return CM_SUCCESS;
  for (unsigned i = 0; i < body->num_args; i++)
    if (!cm_type_is_index(body->args[i]->type))
      return cm_op_emit_plain_error(op, "all body arguments must be index");
  if (body->num_args != t->shaped.rank)
    return cm_op_emit_plain_error(
        op, "must have one body argument per input dimension");
  CmOp *y = cm_block_terminator(body);
  if (!y || !cm_op_name_is(y, "tensor.yield") ||
      cm_op_num_operands(y) != 1 ||
      cm_op_operand(y, 0)->type != t->shaped.elem)
    return cm_op_emit_error(op, "body must be terminated with a `yield` "
                                "operation of the tensor element type");
  return CM_SUCCESS;
}

/* ExtractFromTensorGenerate: extract(generate, i...) is the body computed
 * at i... when the generate has no side effects. */
static CmResult extract_from_generate(const CmPattern *p, CmOp *op,
                                      CmRewriter *rw) {
  (void)p;
  CmOp *gen = operand_def(op, 0, "tensor.generate");
  if (!gen || !cm_op_would_be_trivially_dead(gen))
    return CM_FAILURE;
  CmBlock *body = cm_op_region(gen, 0)->first;
  CmOp *y = body ? cm_block_terminator(body) : NULL;
  if (!y || cm_op_num_operands(y) != 1 ||
      body->num_args != cm_op_num_operands(op) - 1)
    return CM_FAILURE;
  CmPtrMap map = {0};
  for (unsigned i = 0; i < body->num_args; i++)
    cm_ptrmap_put(&map, body->args[i],
                  (uint64_t)(uintptr_t)cm_op_operand(op, i + 1));
  for (CmOp *o = body->first; o && o != y; o = cm_op_next(o)) {
    CmOp *c = cm_op_clone(o);
    /* uses of the body's arguments and of earlier ops, at any depth */
    CM_VEC(CmOp *) stack = {0};
    CM_VEC_PUSH(stack, c);
    while (stack.len) {
      CmOp *x = stack.data[--stack.len];
      for (unsigned i = 0; i < cm_op_num_operands(x); i++) {
        CmValue *m = cm_ptrmap_get_ptr(&map, cm_op_operand(x, i));
        if (m)
          cm_op_set_operand(x, i, m);
      }
      for (unsigned r = 0; r < cm_op_num_regions(x); r++)
        for (CmBlock *b = cm_op_region(x, r)->first; b; b = b->next)
          for (CmOp *n = b->first; n; n = cm_op_next(n))
            CM_VEC_PUSH(stack, n);
    }
    CM_VEC_FREE(stack);
    cm_rewriter_insert(rw, c);
    for (unsigned i = 0; i < cm_op_num_results(o); i++)
      cm_ptrmap_put(&map, cm_op_result(o, i),
                    (uint64_t)(uintptr_t)cm_op_result(c, i));
  }
  CmValue *v = cm_op_operand(y, 0);
  CmValue *m = cm_ptrmap_get_ptr(&map, v);
  cm_ptrmap_free(&map);
  if (m)
    v = m;
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* ExtractFromTensorCast: extract(cast(x)) is extract(x). */
static CmResult extract_from_cast(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "tensor.cast");
  if (!cast)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.extract", cm_op_operand(cast, 0));
  return CM_SUCCESS;
}

/* StaticTensorGenerate: constant extents become static sizes of a new
 * generate (the body moved over), cast back to the old type. */
static CmResult static_generate(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmType *t = cm_op_result(op, 0)->type;
  if (!is_ranked(t))
    return CM_FAILURE;
  unsigned rank = t->shaped.rank, next = 0;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank + 1));
  CmValueVec keep = {0};
  for (unsigned i = 0; i < rank; i++) {
    shape[i] = t->shaped.shape[i];
    if (shape[i] != CM_DYNAMIC_SIZE)
      continue;
    if (next >= cm_op_num_operands(op))
      break;
    CmValue *v = cm_op_operand(op, next++);
    int64_t c;
    if (cm_tensor_const_int(v, &c))
      shape[i] = c;
    else
      CM_VEC_PUSH(keep, v);
  }
  CmResult r = CM_FAILURE;
  if (keep.len != cm_op_num_operands(op)) {
    CmType *nt = cm_ranked_tensor_type(rank, shape, t->shaped.elem, NULL);
    CmOpState st;
    cm_op_state_init(&st, rw->ctx, "tensor.generate", cm_op_loc(op));
    for (size_t i = 0; i < keep.len; i++)
      CM_VEC_PUSH(st.operands, keep.data[i]);
    CM_VEC_PUSH(st.types, nt);
    cm_op_state_add_region(&st);
    CmOp *g = cm_rewriter_create(rw, &st);
    cm_rewriter_inline_region_before(rw, cm_op_region(op, 0),
                                     cm_op_region(g, 0), NULL);
    CmValue *c = cm_tensor_create_cast(rw, cm_op_loc(op), cm_op_result(g, 0), t);
    cm_rewriter_replace_op(rw, op, 1, &c);
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(keep);
  free(shape);
  return r;
}

static void generate_patterns(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  static const CmPatternEntry on_extract[] = {
      {extract_from_generate, "ExtractFromTensorGenerate"},
      {extract_from_cast, "ExtractFromTensorCast"}};
  static const CmPatternEntry on_generate[] = {
      {static_generate, "StaticTensorGenerate"}};
  cm_pattern_set_add_list(set, "tensor.extract", 1, 2, on_extract);
  cm_pattern_set_add_list(set, "tensor.generate", 1, 1, on_generate);
}

/* ---------------------------------------------------------- tensor.insert */

static CmResult insert_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 1)->type;
  if (is_ranked(t) && cm_op_num_operands(op) - 2 != t->shaped.rank)
    return cm_op_emit_error(op, "incorrect number of indices");
  return CM_SUCCESS;
}

/* Inserting a splat constant's value into it changes nothing. */
static CmResult insert_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)op;
  CmAttr *scalar = cst[0], *dest = cst[1];
  if (!scalar || !dest || dest->kind != CM_ATTR_DENSE_ELEMENTS ||
      !dest->dense.splat || dest->dense.is_string ||
      cm_dense_get_attr(dest, 0) != scalar)
    return CM_FAILURE;
  res[0].attr = dest;
  return CM_SUCCESS;
}

/* -------------------------------------------------------- tensor.reshape */

static CmResult reshape_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type, *res = cm_op_result(op, 0)->type;
  CmType *shape = cm_op_operand(op, 1)->type;
  if (src->shaped.elem != res->shaped.elem)
    return cm_op_emit_error(op, "element types of source and destination "
                                "tensor types should be the same");
  if (!is_ranked(res))
    return CM_SUCCESS;
  int64_t n = shape->shaped.shape[0];
  int64_t ns = cm_shaped_num_elements(src), nr = cm_shaped_num_elements(res);
  if (is_ranked(src) && ns >= 0 && nr >= 0 && ns != nr)
    return cm_op_emit_error(op, "source and destination tensor should have "
                                "the same number of elements");
  if (n == CM_DYNAMIC_SIZE)
    return cm_op_emit_error(op, "cannot use shape operand with dynamic "
                                "length to reshape to statically-ranked "
                                "tensor type");
  if (n != (int64_t)res->shaped.rank)
    return cm_op_emit_error(
        op, "length of shape operand differs from the result's tensor rank");
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------- tables */

static CmType *elem_of(CmType *t) {
  return is_tensor(t) ? t->shaped.elem : NULL;
}

static const CmCastInterface cast_iface = {cast_compatible_iface};
static const CmInterfaceImpl cast_ifaces[] = {{CM_IFACE_CAST, &cast_iface}};
static const CmOdsValue cast_operands[] = {
    {"source", CM_ODS_ONE, &tc_tensor}};
static const CmOdsValue cast_results[] = {{"dest", CM_ODS_ONE, &tc_tensor}};
static const CmOdsOp cast_ods = {
    .summary = "tensor cast operation",
    CM_ODS_OPERANDS(cast_operands),
    CM_ODS_RESULTS(cast_results),
    .format = "$source attr-dict `:` type($source) `to` type($dest)",
    .fold = cast_fold,
    CM_ODS_INTERFACES(cast_ifaces)};

static const CmOdsValue dim_operands[] = {
    {"source", CM_ODS_ONE, &tc_tensor},
    {"index", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsValue dim_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsOp dim_ods = {
    .summary = "dimension index operation",
    CM_ODS_OPERANDS(dim_operands),
    CM_ODS_RESULTS(dim_results),
    .format = "attr-dict $source `,` $index `:` type($source)",
    .fold = dim_fold};

static const CmOdsValue extract_operands[] = {
    {"tensor", CM_ODS_ONE, &tc_tensor},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue extract_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel extract_rels[] = {
    {"tensor", "result", elem_of, "result type matches element type of tensor"}};
static const CmOdsOp extract_ods = {
    .summary = "element extraction operation",
    CM_ODS_OPERANDS(extract_operands),
    CM_ODS_RESULTS(extract_results),
    CM_ODS_TYPE_RELS(extract_rels),
    .format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    .fold = extract_fold};

static const CmOdsValue from_elements_operands[] = {
    {"elements", CM_ODS_VARIADIC, &cm_tc_any}};
static bool tensor_1d_pred(const CmType *t, const void *arg) {
  (void)arg;
  return is_ranked(t) && t->shaped.rank == 1;
}
static const CmTypeConstraint tc_tensor_1d = {
    "1D tensor of any type values", tensor_1d_pred, NULL, NULL};
static const CmOdsValue from_elements_results[] = {
    {"result", CM_ODS_ONE, &tc_tensor_1d}};
static const CmOdsOp from_elements_ods = {
    .summary = "tensor from elements operation.",
    CM_ODS_OPERANDS(from_elements_operands),
    CM_ODS_RESULTS(from_elements_results),
    .format = "$elements attr-dict `:` type($result)",
    .fold = from_elements_fold};

static bool ranked_tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  return is_ranked(t);
}
static const CmTypeConstraint tc_ranked_tensor = {
    "ranked tensor of any type values", ranked_tensor_pred, NULL, NULL};
static const CmOdsValue generate_operands[] = {
    {"dynamicExtents", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue generate_results[] = {
    {"result", CM_ODS_ONE, &tc_ranked_tensor}};
static const CmOdsRegion generate_regions[] = {{"body", false, true}};
static const CmOdsOp generate_ods = {
    .summary = "Creates a dynamically sized tensor from elements",
    CM_ODS_OPERANDS(generate_operands),
    CM_ODS_RESULTS(generate_results),
    CM_ODS_REGIONS(generate_regions),
    .format = "$dynamicExtents $body attr-dict `:` type($result)"};

static CmType *same_type(CmType *t) { return t; }
static const CmOdsValue insert_operands[] = {
    {"scalar", CM_ODS_ONE, &cm_tc_any},
    {"dest", CM_ODS_ONE, &tc_tensor},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue insert_results[] = {
    {"result", CM_ODS_ONE, &tc_tensor}};
static const CmOdsTypeRel insert_rels[] = {
    {"dest", "result", same_type, "result type matches type of dest"},
    {"dest", "scalar", elem_of, "scalar type matches element type of dest"}};
static const CmOdsOp insert_ods = {
    .summary = "element insertion operation",
    CM_ODS_OPERANDS(insert_operands),
    CM_ODS_RESULTS(insert_results),
    CM_ODS_TYPE_RELS(insert_rels),
    .format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` "
              "type($dest)",
    .fold = insert_fold};

static bool shape_operand_pred(const CmType *t, const void *arg) {
  (void)arg;
  if (!is_ranked(t) || t->shaped.rank != 1)
    return false;
  const CmType *e = t->shaped.elem;
  return cm_type_is_index(e) ||
         (e->kind == CM_TYPE_INTEGER && e->integer.signedness == CM_SIGNLESS);
}
static const CmTypeConstraint tc_shape_operand = {
    "1D tensor of signless integer or index values", shape_operand_pred, NULL,
    NULL};
static const CmOdsValue reshape_operands[] = {
    {"source", CM_ODS_ONE, &tc_tensor},
    {"shape", CM_ODS_ONE, &tc_shape_operand}};
static const CmOdsValue reshape_results[] = {
    {"result", CM_ODS_ONE, &tc_tensor}};
static const CmOdsOp reshape_ods = {
    .summary = "tensor reshape operation",
    CM_ODS_OPERANDS(reshape_operands),
    CM_ODS_RESULTS(reshape_results),
    .format = "$source `(` $shape `)` attr-dict `:` "
              "functional-type(operands, results)"};

static const char *const yield_parents[] = {"tensor.generate", NULL};
static const CmOdsValue yield_operands[] = {
    {"value", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp yield_ods = {
    .summary = "Yield a value from a region",
    CM_ODS_OPERANDS(yield_operands),
    .parents = yield_parents,
    .format = "$value attr-dict `:` type($value)"};

static const CmOpDef tensor_ops[] = {
    {.name = "tensor.cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_CAST_OP_LIKE,
     .verify_invariants = cast_verify_invariants,
     .ods = &cast_ods,
     .get_canonicalization_patterns = cast_canonicalization_patterns},
    {.name = "tensor.dim",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify_invariants = dim_verify_invariants,
     .verify = dim_verify,
     .ods = &dim_ods,
     .get_canonicalization_patterns = dim_canonicalization_patterns},
    {.name = "tensor.extract",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = extract_verify,
     .ods = &extract_ods},
    {.name = "tensor.from_elements",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = from_elements_parse,
     .verify = from_elements_verify,
     .ods = &from_elements_ods,
     .get_canonicalization_patterns = from_elements_patterns},
    {.name = "tensor.generate",
     .traits = CM_TRAIT_RECURSIVE_SIDE_EFFECTS |
               CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK,
     .verify = generate_verify,
     .implicit_terminator = "tensor.yield",
     .ods = &generate_ods,
     .get_canonicalization_patterns = generate_patterns},
    {.name = "tensor.insert",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = insert_verify,
     .ods = &insert_ods},
    {.name = "tensor.reshape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = reshape_verify,
     .ods = &reshape_ods},
    {.name = "tensor.yield",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_RETURN_LIKE |
               CM_TRAIT_TERMINATOR | CM_TRAIT_HAS_PARENT,
     .ods = &yield_ods},
};

/* 13's TensorDialect::materializeConstant: a std.constant. */
static CmOp *tensor_materialize_constant(CmDialect *d, CmBuilder *b,
                                         CmAttr *value, CmType *type,
                                         CmLoc *loc) {
  (void)d;
  return cm_std_build_constant(b, value, type, loc);
}

static const CmInterfaceImpl tensor_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &cm_inliner_iface_always}};

void cm_register_tensor_dialect(CmContext *ctx) {
  cm_register_std_dialect(ctx); /* the folders' constants */
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "tensor";
  d.materialize_constant = tensor_materialize_constant;
  d.interfaces = tensor_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, tensor_ops, CM_ODS_ARRAY_LEN(tensor_ops));
  cm_tensor_register_slice_ops(ctx);
}
