/* slice.c - tensor.extract_slice and tensor.insert_slice of MLIR 13
 * (docs/tensor.md): mixed static/dynamic offsets, sizes and strides
 * (`%t[%a, 4] [%b, 4] [1, 1]`, the custom directives of 13's format),
 * the OffsetSizeAndStrideOpInterface verifier, 13's inferred-type check of
 * extract_slice with rank reduction, the folders, the canonicalization
 * patterns (constant arguments and tensor.cast operands folded in) and
 * insert_slice's ReifyRankedShapedTypeOpInterface (used by
 * -resolve-shaped-type-result-dims).
 *
 * The helpers for the three lists are this file's own: memref's
 * (lib/dialect/memref/views.c) are private to that dialect. */
#include "tensor_internal.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(int64_t) I64Vec;
typedef CM_VEC(CmValue *) ValVec;

static int64_t list_sentinel(unsigned k) {
  return k == 1 ? CM_DYNAMIC_SIZE : CM_DYNAMIC_STRIDE_OR_OFFSET;
}

static bool read_i64_array(const CmAttr *a, I64Vec *out) {
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++) {
    const CmAttr *e = a->array.elems[i];
    if (!e || e->kind != CM_ATTR_INTEGER)
      return false;
    CM_VEC_PUSH(*out, e->integer.value);
  }
  return true;
}

static CmAttr *i64_array_attr(CmContext *ctx, size_t n, const int64_t *v) {
  CmAttr **elems = cm_xmalloc(sizeof(CmAttr *) * (n + 1));
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  for (size_t i = 0; i < n; i++)
    elems[i] = cm_integer_attr(i64, v[i]);
  CmAttr *r = cm_array_attr(ctx, (unsigned)n, elems);
  free(elems);
  return r;
}

static void diag_qtype(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

/* ------------------------------------------- the custom directives */

/* 13's parseOperandsOrIntegersImpl: `[` (ssa-value | integer) list `]`. */
static CmResult parse_list(CmParser *p, CmOdsParseState *s,
                           const CmOdsDirArg *args, int64_t dyn) {
  CmOpState *st = cm_ods_state_op_state(s);
  CmOperandVec ops = {0};
  I64Vec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_tok(p, CM_TOK_LSQUARE)))
    goto done;
  if (!cm_parse_optional_tok(p, CM_TOK_RSQUARE)) {
    for (;;) {
      CmUnresolvedOperand u;
      CmOptResult o = cm_parse_optional_operand(p, &u);
      if (o == CM_OPT_FAILURE)
        goto done;
      if (o == CM_OPT_SUCCESS) {
        CM_VEC_PUSH(ops, u);
        CM_VEC_PUSH(vals, dyn);
      } else {
        const char *pos = cm_parser_pos(p);
        CmAttr *a = NULL;
        bool ok = cm_succeeded(cm_parse_attribute(p, NULL, &a));
        if (ok && a->kind != CM_ATTR_INTEGER) {
          cm_parser_error_at(p, pos,
                             "custom op '%s' invalid kind of attribute "
                             "specified",
                             st->name->name->str);
          ok = false;
        }
        if (!ok) {
          cm_emit_error(cm_op_state_loc(st),
                        "custom op '%s' expected SSA value or integer",
                        st->name->name->str);
          goto done;
        }
        CM_VEC_PUSH(vals, a->integer.value);
      }
      if (cm_parse_optional_tok(p, CM_TOK_COMMA))
        continue;
      if (cm_failed(cm_parse_tok(p, CM_TOK_RSQUARE)))
        goto done;
      break;
    }
  }
  cm_ods_state_set_operands(s, args[0].name, ops.len, ops.data);
  cm_ods_state_set_attr(s, args[1].name,
                        i64_array_attr(st->ctx, vals.len, vals.data));
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static void print_list(CmPrinter *p, CmOp *op, const CmOdsDirArg *args,
                       int64_t dyn) {
  unsigned start = 0, count = 0;
  cm_ods_operand_group(op, args[0].name, &start, &count);
  const CmAttr *arr = cm_op_get_attr(op, args[1].name);
  cm_print_str(p, "[");
  unsigned next = start;
  if (arr && arr->kind == CM_ATTR_ARRAY) {
    for (unsigned i = 0; i < arr->array.num; i++) {
      if (i)
        cm_print_str(p, ", ");
      const CmAttr *e = arr->array.elems[i];
      int64_t v = e && e->kind == CM_ATTR_INTEGER ? e->integer.value : 0;
      if (v == dyn && next < start + count)
        cm_print_operand(p, cm_op_operand(op, next++));
      else
        cm_print_printf(p, "%lld", (long long)v);
    }
  }
  cm_print_str(p, "]");
}

static CmResult parse_offsets(CmParser *p, CmOdsParseState *s, unsigned n,
                              const CmOdsDirArg *a) {
  (void)n;
  return parse_list(p, s, a, CM_DYNAMIC_STRIDE_OR_OFFSET);
}
static CmResult parse_sizes(CmParser *p, CmOdsParseState *s, unsigned n,
                            const CmOdsDirArg *a) {
  (void)n;
  return parse_list(p, s, a, CM_DYNAMIC_SIZE);
}
static void print_offsets(CmPrinter *p, CmOp *op, unsigned n,
                          const CmOdsDirArg *a) {
  (void)n;
  print_list(p, op, a, CM_DYNAMIC_STRIDE_OR_OFFSET);
}
static void print_sizes(CmPrinter *p, CmOp *op, unsigned n,
                        const CmOdsDirArg *a) {
  (void)n;
  print_list(p, op, a, CM_DYNAMIC_SIZE);
}

static const CmOdsCustomDirective list_directives[] = {
    {"OperandsOrIntegersOffsetsOrStridesList", parse_offsets, print_offsets},
    {"OperandsOrIntegersSizesList", parse_sizes, print_sizes}};

/* ------------------------------------------------ the three lists */

static const char *const list_names[3][2] = {{"offsets", "static_offsets"},
                                            {"sizes", "static_sizes"},
                                            {"strides", "static_strides"}};

/* The static values of the lists (the sentinel for dynamic entries) and
 * the operand range of each list's dynamic entries. */
typedef struct Mixed {
  I64Vec vals[3];
  unsigned start[3], count[3];
} Mixed;

static void mixed_free(Mixed *m) {
  for (unsigned k = 0; k < 3; k++)
    CM_VEC_FREE(m->vals[k]);
}

static bool mixed_read(CmOp *op, Mixed *m) {
  memset(m, 0, sizeof *m);
  for (unsigned k = 0; k < 3; k++)
    if (!cm_ods_operand_group(op, list_names[k][0], &m->start[k],
                              &m->count[k]) ||
        !read_i64_array(cm_op_get_attr(op, list_names[k][1]), &m->vals[k])) {
      mixed_free(m);
      return false;
    }
  return true;
}

/* The dynamic operand of entry `j` of list `k`, NULL if it is static. */
static CmValue *mixed_value(CmOp *op, const Mixed *m, unsigned k, size_t j) {
  int64_t dyn = list_sentinel(k);
  if (m->vals[k].data[j] != dyn)
    return NULL;
  unsigned n = 0;
  for (size_t i = 0; i < j; i++)
    if (m->vals[k].data[i] == dyn)
      n++;
  return n < m->count[k] ? cm_op_operand(op, m->start[k] + n) : NULL;
}

/* 13's getConstantIntValue of entry `j` of list `k`: a static value or
 * a dynamic operand defined by an integer constant. */
static bool mixed_const(CmOp *op, const Mixed *m, unsigned k, size_t j,
                        int64_t *out) {
  CmValue *v = mixed_value(op, m, k, j);
  if (!v) {
    if (m->vals[k].data[j] == list_sentinel(k))
      return false;
    *out = m->vals[k].data[j];
    return true;
  }
  return cm_tensor_const_int(v, out);
}

/* OffsetSizeAndStrideOpInterface's verifier (a trait check in 13, so it
 * runs before the operand and result constraints); `max` is 13's
 * getArrayAttrMaxRanks (the rank of the source, or of the result for
 * insert_slice; an unranked type puts no bound). */
static CmResult verify_offset_size_stride(CmOp *op, const CmType *t) {
  unsigned max = cm_tensor_is_ranked(t) ? t->shaped.rank : ~0u;
  Mixed m;
  /* a malformed operand_segment_sizes or a missing / wrong list: left to
   * the attribute checks that follow (13 reads garbage or crashes here) */
  if (!mixed_read(op, &m))
    return CM_SUCCESS;
  CmOdsMixedList lists[3];
  for (unsigned k = 0; k < 3; k++)
    lists[k] = (CmOdsMixedList){m.vals[k].data, m.vals[k].len, m.count[k]};
  const unsigned maxes[3] = {max, max, max};
  CmResult r = cm_ods_verify_offset_size_stride(op, lists, maxes);
  mixed_free(&m);
  return r;
}

static CmResult extract_slice_invariants(CmOp *op) {
  return verify_offset_size_stride(op, cm_op_operand(op, 0)->type);
}
static CmResult insert_slice_invariants(CmOp *op) {
  return verify_offset_size_stride(op, cm_op_result(op, 0)->type);
}

/* ------------------------------------------------- type inference */

/* 13's ExtractSliceOp::inferResultType: the leading sizes, then the
 * source's trailing dimensions; NULL if there are more sizes than the
 * source's rank. */
static CmType *infer_slice_type(const CmType *src, const I64Vec *sizes) {
  unsigned rank = src->shaped.rank;
  if (sizes->len > rank)
    return NULL;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank + 1));
  for (unsigned i = 0; i < rank; i++)
    shape[i] = i < sizes->len ? sizes->data[i] : src->shaped.shape[i];
  CmType *t = cm_ranked_tensor_type(rank, shape, src->shaped.elem, NULL);
  free(shape);
  return t;
}

/* 13's getCanonicalSliceResultType: the inferred type with its first unit
 * dimensions dropped down to `rank` (inferRankReducedResultType), or the
 * inferred type when that does not reach `rank`. */
static CmType *canonical_slice_type(unsigned rank, const CmType *src,
                                    const I64Vec *sizes) {
  CmType *t = infer_slice_type(src, sizes);
  if (!t || t->shaped.rank <= rank)
    return t;
  unsigned drop = t->shaped.rank - rank, n = 0;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (t->shaped.rank + 1));
  for (unsigned i = 0; i < t->shaped.rank; i++) {
    if (drop && t->shaped.shape[i] == 1) {
      drop--;
      continue;
    }
    shape[n++] = t->shaped.shape[i];
  }
  CmType *r = n == rank ? cm_ranked_tensor_type(n, shape, t->shaped.elem, NULL)
                        : t;
  free(shape);
  return r;
}

typedef enum {
  SLICE_OK,
  SLICE_RANK_TOO_LARGE,
  SLICE_SIZE_MISMATCH,
  SLICE_ELEM_MISMATCH
} SliceCheck;

/* 13's isRankReducedType for ranked tensors (computeRankReductionMask). */
static SliceCheck rank_reduced_check(const CmType *orig, const CmType *cand) {
  if (orig == cand || !cm_tensor_is_ranked(cand))
    return SLICE_OK;
  unsigned orank = orig->shaped.rank, crank = cand->shaped.rank, ci = 0;
  if (crank > orank)
    return SLICE_RANK_TOO_LARGE;
  for (unsigned oi = 0; oi < orank; oi++) {
    if (ci < crank && orig->shaped.shape[oi] == cand->shaped.shape[ci]) {
      ci++;
      continue;
    }
    if (orig->shaped.shape[oi] != 1)
      return SLICE_SIZE_MISMATCH;
  }
  if (ci != crank)
    return SLICE_SIZE_MISMATCH;
  if (orig->shaped.elem != cand->shaped.elem)
    return SLICE_ELEM_MISMATCH;
  return SLICE_OK;
}

static CmResult extract_slice_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  if (!cm_tensor_is_ranked(src) || !cm_tensor_is_ranked(res))
    return CM_SUCCESS;
  I64Vec sizes = {0};
  read_i64_array(cm_op_get_attr(op, "static_sizes"), &sizes);
  CmType *expected = infer_slice_type(src, &sizes);
  CM_VEC_FREE(sizes);
  if (!expected)
    return CM_SUCCESS;
  CmDiag *d = NULL;
  switch (rank_reduced_check(expected, res)) {
  case SLICE_OK:
    return CM_SUCCESS;
  case SLICE_RANK_TOO_LARGE:
    d = cm_op_diag_plain_error(op, "expected result rank to be smaller or "
                                   "equal to the source rank. ");
    break;
  case SLICE_SIZE_MISMATCH:
    d = cm_op_diag_plain_error(op, "expected result type to be ");
    diag_qtype(d, expected);
    cm_diag_append(d,
                   " or a rank-reduced version. (mismatch of result sizes) ");
    break;
  case SLICE_ELEM_MISMATCH:
    d = cm_op_diag_plain_error(op, "expected result element type to be ");
    diag_qtype(d, expected->shaped.elem);
    break;
  }
  return cm_diag_report(d);
}

/* ------------------------------------------------------------ folders */

/* 13's foldIdentityOffsetSizeAndStrideOpInterface: offsets 0, the leading
 * sizes those of `t`, strides 1. */
static bool identity_slice(CmOp *op, const CmType *t) {
  Mixed m;
  if (!mixed_read(op, &m))
    return false;
  bool ok = true;
  int64_t c;
  for (size_t j = 0; ok && j < m.vals[0].len; j++)
    ok = mixed_const(op, &m, 0, j, &c) && c == 0;
  for (size_t j = 0; ok && j < m.vals[1].len && j < t->shaped.rank; j++)
    ok = mixed_const(op, &m, 1, j, &c) && c == t->shaped.shape[j];
  for (size_t j = 0; ok && j < m.vals[2].len; j++)
    ok = mixed_const(op, &m, 2, j, &c) && c == 1;
  mixed_free(&m);
  return ok;
}

static CmResult extract_slice_fold(CmOp *op, CmAttr *const *cst,
                                   CmFoldResult *res) {
  (void)cst;
  CmType *t = cm_op_result(op, 0)->type;
  if (cm_op_operand(op, 0)->type != t || !cm_tensor_is_ranked(t) ||
      !identity_slice(op, t))
    return CM_FAILURE;
  res[0].value = cm_op_operand(op, 0);
  return CM_SUCCESS;
}

static bool static_shape(const CmType *t) {
  if (!cm_tensor_is_ranked(t))
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

static CmResult insert_slice_fold(CmOp *op, CmAttr *const *cst,
                                  CmFoldResult *res) {
  (void)cst;
  CmType *s = cm_op_operand(op, 0)->type, *t = cm_op_result(op, 0)->type;
  if (!static_shape(s) || !static_shape(t) || s != t || !identity_slice(op, t))
    return CM_FAILURE;
  res[0].value = cm_op_operand(op, 0);
  return CM_SUCCESS;
}

CmValue *cm_tensor_slice_dynamic_size(CmOp *op, unsigned idx) {
  /* 13's getDynamicSize(idx): the dynamic sizes before entry `idx` of
   * the sizes list count which size operand it is (the dimension of the
   * result indexes the list even when the slice drops dimensions). */
  Mixed m;
  if (!mixed_read(op, &m))
    return NULL;
  unsigned n = 0;
  for (size_t i = 0; i < idx && i < m.vals[1].len; i++)
    if (m.vals[1].data[i] == CM_DYNAMIC_SIZE)
      n++;
  CmValue *v = n < m.count[1] ? cm_op_operand(op, m.start[1] + n) : NULL;
  mixed_free(&m);
  return v;
}

/* -------------------------------------------- canonicalization patterns */

static bool any_const_index_operand(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmAttr *a = cm_value_constant(cm_op_operand(op, i));
    if (a && a->kind == CM_ATTR_INTEGER && cm_type_is_index(a->type))
      return true;
  }
  return false;
}

/* Creates `name` (extract_slice: one tensor operand, insert_slice: two)
 * with result type `t`, the tensors `tensors`, the lists `m` and their
 * dynamic operands `dyn` (m->count gives how many of each). */
static CmValue *create_slice(CmRewriter *rw, const char *name, CmLoc *loc,
                             CmType *t, unsigned ntensors,
                             CmValue *const *tensors, const Mixed *m,
                             CmValue *const *dyn) {
  CmContext *ctx = rw->ctx;
  unsigned ndyn = m->count[0] + m->count[1] + m->count[2];
  CmValue **ops = cm_xmalloc(sizeof(CmValue *) * (ntensors + ndyn + 1));
  for (unsigned i = 0; i < ntensors; i++)
    ops[i] = tensors[i];
  for (unsigned i = 0; i < ndyn; i++)
    ops[ntensors + i] = dyn[i];
  unsigned seg[5], ns = 0;
  for (unsigned i = 0; i < ntensors; i++)
    seg[ns++] = 1;
  for (unsigned k = 0; k < 3; k++)
    seg[ns++] = m->count[k];
  CmNamedAttr attrs[4];
  attrs[0].name = cm_ident_c(ctx, "operand_segment_sizes");
  attrs[0].value = cm_ods_segment_sizes_attr(ctx, ns, seg);
  for (unsigned k = 0; k < 3; k++) {
    attrs[k + 1].name = cm_ident_c(ctx, list_names[k][1]);
    attrs[k + 1].value =
        i64_array_attr(ctx, m->vals[k].len, m->vals[k].data);
  }
  CmOp *op = cm_rewriter_create_v(rw, name, loc, 1, &t, ntensors + ndyn, ops,
                                  cm_dict_attr(ctx, 4, attrs));
  free(ops);
  return cm_op_result(op, 0);
}

/* canonicalizeSubViewPart on the three lists: dynamic entries defined by
 * constant indices become static; the remaining dynamic operands go to
 * `dyn`.  False if nothing changed. */
static bool fold_constant_entries(CmOp *op, Mixed *m, ValVec *dyn) {
  bool changed = false;
  for (unsigned k = 0; k < 3; k++) {
    int64_t s = list_sentinel(k);
    unsigned next = m->start[k], kept = 0;
    for (size_t j = 0; j < m->vals[k].len; j++) {
      if (m->vals[k].data[j] != s || next >= m->start[k] + m->count[k])
        continue;
      CmValue *v = cm_op_operand(op, next++);
      CmAttr *a = cm_value_constant(v);
      if (a && a->kind == CM_ATTR_INTEGER && cm_type_is_index(a->type)) {
        m->vals[k].data[j] = a->integer.value;
        changed = true;
      } else {
        CM_VEC_PUSH(*dyn, v);
        kept++;
      }
    }
    m->count[k] = kept;
  }
  return changed;
}

/* The dynamic operands of `op` from `first` on. */
static void all_dynamic(CmOp *op, unsigned first, ValVec *dyn) {
  for (unsigned i = first; i < cm_op_num_operands(op); i++)
    CM_VEC_PUSH(*dyn, cm_op_operand(op, i));
}

/* Replaces `op` by `v`, through a tensor.cast when the types differ
 * (13's SliceCanonicalizer). */
static void replace_maybe_cast(CmRewriter *rw, CmOp *op, CmValue *v) {
  CmType *t = cm_op_result(op, 0)->type;
  if (v->type != t)
    v = cm_tensor_create_cast(rw, cm_op_loc(op), v, t);
  cm_rewriter_replace_op(rw, op, 1, &v);
}

/* OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp>. */
static CmResult extract_slice_const_args(const CmPattern *p, CmOp *op,
                                         CmRewriter *rw) {
  (void)p;
  if (!any_const_index_operand(op))
    return CM_FAILURE;
  Mixed m;
  if (!mixed_read(op, &m))
    return CM_FAILURE;
  ValVec dyn = {0};
  CmResult r = CM_FAILURE;
  CmValue *src = cm_op_operand(op, 0);
  CmType *res = cm_op_result(op, 0)->type;
  if (fold_constant_entries(op, &m, &dyn) && cm_tensor_is_ranked(src->type) &&
      cm_tensor_is_ranked(res)) {
    CmType *t = canonical_slice_type(res->shaped.rank, src->type, &m.vals[1]);
    if (t && t->shaped.rank == res->shaped.rank) {
      CmValue *v = create_slice(rw, "tensor.extract_slice", cm_op_loc(op), t,
                                1, &src, &m, dyn.data);
      replace_maybe_cast(rw, op, v);
      r = CM_SUCCESS;
    }
  }
  CM_VEC_FREE(dyn);
  mixed_free(&m);
  return r;
}

/* ExtractSliceOpCastFolder: a slice of a tensor.cast that only loses
 * static information slices the cast's source (then casts back). */
static CmResult extract_slice_of_cast(const CmPattern *p, CmOp *op,
                                      CmRewriter *rw) {
  (void)p;
  if (any_const_index_operand(op))
    return CM_FAILURE;
  CmOp *cast = cm_value_defining_op(cm_op_operand(op, 0));
  if (!cast || !cm_op_name_is(cast, "tensor.cast") ||
      !cm_tensor_cast_foldable_into_consumer(cast))
    return CM_FAILURE;
  CmValue *src = cm_op_operand(cast, 0);
  CmType *res = cm_op_result(op, 0)->type;
  if (!cm_tensor_is_ranked(res))
    return CM_FAILURE;
  Mixed m;
  if (!mixed_read(op, &m))
    return CM_FAILURE;
  CmResult r = CM_FAILURE;
  CmType *t = canonical_slice_type(res->shaped.rank, src->type, &m.vals[1]);
  if (t && t->shaped.rank == res->shaped.rank) {
    ValVec dyn = {0};
    all_dynamic(op, 1, &dyn);
    CmValue *v = create_slice(rw, "tensor.extract_slice", cm_op_loc(op), t, 1,
                              &src, &m, dyn.data);
    CM_VEC_FREE(dyn);
    replace_maybe_cast(rw, op, v);
    r = CM_SUCCESS;
  }
  mixed_free(&m);
  return r;
}

static const CmPatternEntry extract_slice_pats[] = {
    {extract_slice_const_args,
     "OpWithOffsetSizesAndStridesConstantArgumentFolder"},
    {extract_slice_of_cast, "ExtractSliceOpCastFolder"},
};
static CM_CANONICALIZATION_HOOK(extract_slice_patterns, "tensor.extract_slice",
                                extract_slice_pats)

/* InsertSliceOpConstantArgumentFolder (13 keeps the source as it is). */
static CmResult insert_slice_const_args(const CmPattern *p, CmOp *op,
                                        CmRewriter *rw) {
  (void)p;
  if (!any_const_index_operand(op))
    return CM_FAILURE;
  Mixed m;
  if (!mixed_read(op, &m))
    return CM_FAILURE;
  ValVec dyn = {0};
  CmResult r = CM_FAILURE;
  if (fold_constant_entries(op, &m, &dyn)) {
    CmValue *tensors[2] = {cm_op_operand(op, 0), cm_op_operand(op, 1)};
    CmValue *v = create_slice(rw, "tensor.insert_slice", cm_op_loc(op),
                              tensors[1]->type, 2, tensors, &m, dyn.data);
    cm_rewriter_replace_op(rw, op, 1, &v);
    r = CM_SUCCESS;
  }
  CM_VEC_FREE(dyn);
  mixed_free(&m);
  return r;
}

/* The source of `v`'s defining tensor.cast if it can fold into its
 * consumer, else NULL. */
static CmValue *foldable_cast_source(CmValue *v) {
  CmOp *cast = cm_value_defining_op(v);
  if (!cast || !cm_op_name_is(cast, "tensor.cast") ||
      !cm_tensor_cast_foldable_into_consumer(cast))
    return NULL;
  return cm_op_operand(cast, 0);
}

/* InsertSliceOpCastFolder: tensor.cast operands (source or dest) that
 * only lose static information are folded in; the result is cast back
 * when its type changes. */
static CmResult insert_slice_of_cast(const CmPattern *p, CmOp *op,
                                     CmRewriter *rw) {
  (void)p;
  if (any_const_index_operand(op))
    return CM_FAILURE;
  CmValue *s = foldable_cast_source(cm_op_operand(op, 0));
  CmValue *d = foldable_cast_source(cm_op_operand(op, 1));
  if (!s && !d)
    return CM_FAILURE;
  Mixed m;
  if (!mixed_read(op, &m))
    return CM_FAILURE;
  CmValue *tensors[2] = {s ? s : cm_op_operand(op, 0),
                         d ? d : cm_op_operand(op, 1)};
  ValVec dyn = {0};
  all_dynamic(op, 2, &dyn);
  CmValue *v = create_slice(rw, "tensor.insert_slice", cm_op_loc(op),
                            tensors[1]->type, 2, tensors, &m, dyn.data);
  CM_VEC_FREE(dyn);
  mixed_free(&m);
  replace_maybe_cast(rw, op, v);
  return CM_SUCCESS;
}

static const CmPatternEntry insert_slice_pats[] = {
    {insert_slice_const_args, "InsertSliceOpConstantArgumentFolder"},
    {insert_slice_of_cast, "InsertSliceOpCastFolder"},
};
static CM_CANONICALIZATION_HOOK(insert_slice_patterns, "tensor.insert_slice",
                                insert_slice_pats)

/* ------------------------------ ReifyRankedShapedTypeOpInterface */

/* 13's InsertSliceOp::reifyResultShapes: dimension i of the result is
 * `createOrFold<tensor.dim>(dest, i)`. */
static CmResult insert_slice_reify(CmOp *op, CmRewriter *rw,
                                   CmValueVec *shapes) {
  CmType *t = cm_op_result(op, 0)->type;
  if (!cm_tensor_is_ranked(t))
    return CM_FAILURE;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    CM_VEC_PUSH(*shapes, cm_tensor_create_or_fold_dim(rw, cm_op_loc(op),
                                                      cm_op_operand(op, 1), i));
  return CM_SUCCESS;
}

static const CmReifyRankedShapedTypeInterface insert_slice_reify_iface = {
    insert_slice_reify};
static const CmInterfaceImpl insert_slice_ifaces[] = {
    {CM_IFACE_REIFY_RANKED_SHAPED_TYPE, &insert_slice_reify_iface}};

/* ---------------------------------------------------------------- tables */

/* AnyRankedTensor; as the rest of the dialect's constraints, 13's
 * generated parsers leave it to the verifier. */
static bool ranked_tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  return cm_tensor_is_ranked(t);
}
static const CmTypeConstraint tc_ranked_tensor = {
    "ranked tensor of any type values", ranked_tensor_pred, NULL, NULL};

static const CmOdsValue extract_slice_operands[] = {
    {"source", CM_ODS_ONE, &tc_ranked_tensor},
    {"offsets", CM_ODS_VARIADIC, &cm_tc_index},
    {"sizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"strides", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue slice_results[] = {
    {"result", CM_ODS_ONE, &tc_ranked_tensor}};
static const CmOdsAttr slice_attrs[] = {
    {"static_offsets", &cm_ac_i64_array, false, NULL},
    {"static_sizes", &cm_ac_i64_array, false, NULL},
    {"static_strides", &cm_ac_i64_array, false, NULL}};

#define SLICE_LISTS                                                            \
  "custom<OperandsOrIntegersOffsetsOrStridesList>($offsets, $static_offsets) " \
  "custom<OperandsOrIntegersSizesList>($sizes, $static_sizes) "                \
  "custom<OperandsOrIntegersOffsetsOrStridesList>($strides, $static_strides) "

static const CmOdsOp extract_slice_ods = {
    .summary = "extract slice operation",
    CM_ODS_OPERANDS(extract_slice_operands),
    CM_ODS_RESULTS(slice_results),
    CM_ODS_ATTRS(slice_attrs),
    .format = "$source `` " SLICE_LISTS
              "attr-dict `:` type($source) `to` type($result)",
    .custom_directives = list_directives,
    .num_custom_directives = 2,
    .fold = extract_slice_fold};

static const CmOdsValue insert_slice_operands[] = {
    {"source", CM_ODS_ONE, &tc_ranked_tensor},
    {"dest", CM_ODS_ONE, &tc_ranked_tensor},
    {"offsets", CM_ODS_VARIADIC, &cm_tc_index},
    {"sizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"strides", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsTypeRel insert_slice_rels[] = {
    {"dest", "result", NULL, "expected result type to match dest type"}};
static const CmOdsOp insert_slice_ods = {
    .summary = "insert_slice operation",
    CM_ODS_OPERANDS(insert_slice_operands),
    CM_ODS_RESULTS(slice_results),
    CM_ODS_ATTRS(slice_attrs),
    CM_ODS_TYPE_RELS(insert_slice_rels),
    .format = "$source `into` $dest `` " SLICE_LISTS
              "attr-dict `:` type($source) `into` type($dest)",
    .custom_directives = list_directives,
    .num_custom_directives = 2,
    .fold = insert_slice_fold,
    CM_ODS_INTERFACES(insert_slice_ifaces)};

static const CmOpDef slice_ops[] = {
    {.name = "tensor.extract_slice",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .verify_invariants = extract_slice_invariants,
     .verify = extract_slice_verify,
     .ods = &extract_slice_ods,
     .get_canonicalization_patterns = extract_slice_patterns},
    {.name = "tensor.insert_slice",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .verify_invariants = insert_slice_invariants,
     .ods = &insert_slice_ods,
     .get_canonicalization_patterns = insert_slice_patterns},
};

void cm_tensor_register_slice_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, slice_ops, CM_ODS_ARRAY_LEN(slice_ops));
}
