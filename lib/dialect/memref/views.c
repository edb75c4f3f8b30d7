/* views.c - memref dialect part 2: ops creating views of buffers:
 * view, subview, reinterpret_cast, reshape, expand_shape, collapse_shape,
 * transpose (as upstream MLIR 13's MemRefOps).
 *
 * Strided layouts: result layouts are built as upstream's
 * makeStridedLinearLayoutMap (`offset + sum(d_i * stride_i)`, a new symbol
 * for each dynamic offset/stride, in that order) with the affine
 * constructors of ir.h, which simplify as upstream does, so the printed
 * types are mlir-opt-13's.
 */
#include "memref_internal.h"

#include <string.h>

/* ====================================================================== */
/* Helpers                                                                 */
/* ====================================================================== */

typedef CmI64Vec I64Vec;

static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}

static bool is_memref(const CmType *t) {
  return t && t->kind == CM_TYPE_MEMREF;
}

/* Reads an array of integer attributes; false if `a` is not one. */
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

CmAttr *cm_memref_i64_array_attr(CmContext *ctx, size_t n, const int64_t *v) {
  CmAttr *sbuf[8];
  CmAttr **elems = n <= 8 ? sbuf : cm_xmalloc(sizeof(CmAttr *) * n);
  CmType *i64 = i64_type(ctx);
  for (size_t i = 0; i < n; i++)
    elems[i] = cm_integer_attr(i64, v[i]);
  CmAttr *r = cm_array_attr(ctx, (unsigned)n, elems);
  if (elems != sbuf)
    free(elems);
  return r;
}

/* operand_segment_sizes = dense<[...]> : vector<Nxi32> */
CmAttr *cm_memref_segment_sizes_attr(CmContext *ctx, unsigned n,
                                     const int32_t *sizes) {
  int64_t shape = n;
  CmType *vt = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  bool splat = true;
  for (unsigned i = 1; i < n; i++)
    if (sizes[i] != sizes[0])
      splat = false;
  uint8_t bytes[64];
  for (unsigned i = 0; i < n && i < 16; i++) {
    uint32_t v = (uint32_t)sizes[i];
    bytes[4 * i] = (uint8_t)v;
    bytes[4 * i + 1] = (uint8_t)(v >> 8);
    bytes[4 * i + 2] = (uint8_t)(v >> 16);
    bytes[4 * i + 3] = (uint8_t)(v >> 24);
  }
  return cm_dense_elements_attr(vt, splat, splat ? 4 : 4 * (size_t)n, bytes);
}

/* Appends "'<type>'" to a diagnostic. */
static void diag_qtype(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

static bool is_dyn_size(int64_t v) { return v == CM_DYNAMIC_SIZE; }
static bool is_dyn_so(int64_t v) { return v == CM_DYNAMIC_STRIDE_OR_OFFSET; }

/* upstream makeStridedLinearLayoutMap */
static CmAffineMap *strided_layout_map(CmContext *ctx, unsigned rank,
                                       const int64_t *strides,
                                       int64_t offset) {
  unsigned nsyms = 0;
  CmAffineExpr *e;
  if (!is_dyn_so(offset))
    e = cm_affine_const(ctx, offset);
  else
    e = cm_affine_symbol(ctx, nsyms++);
  for (unsigned i = 0; i < rank; i++) {
    CmAffineExpr *mult = !is_dyn_so(strides[i])
                             ? cm_affine_const(ctx, strides[i])
                             : cm_affine_symbol(ctx, nsyms++);
    e = cm_affine_add(e, cm_affine_mul(cm_affine_dim(ctx, i), mult));
  }
  return cm_affine_map(ctx, rank, nsyms, 1, &e);
}

/* A memref type like `base` with a new shape and layout map (NULL: none);
 * identity maps are dropped by cm_memref_type. */
static CmType *memref_like(const CmType *base, unsigned rank,
                           const int64_t *shape, CmAffineMap *map) {
  return cm_memref_type(rank, shape, base->shaped.elem,
                        map ? cm_affine_map_attr(map) : NULL,
                        base->shaped.memspace);
}

static bool expr_uses_symbol(const CmAffineExpr *e, unsigned pos) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_SYMBOL:
    return e->pos == pos;
  case CM_AFFINE_DIM:
  case CM_AFFINE_CONST:
    return false;
  default:
    return expr_uses_symbol(e->bin.lhs, pos) ||
           expr_uses_symbol(e->bin.rhs, pos);
  }
}

/* ====================================================================== */
/* Mixed static/dynamic lists: `[%a, 4, %b]`                               */
/* ====================================================================== */

/* Parses `[` (operand | integer) list `]`; dynamic entries get `dyn`. */
static CmResult parse_mixed_list(CmParser *p, CmOpState *st, int64_t dyn,
                                 CmOperandVec *ops, I64Vec *vals) {
  if (cm_failed(cm_parse_tok(p, CM_TOK_LSQUARE)))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RSQUARE))
    return CM_SUCCESS;
  for (;;) {
    CmUnresolvedOperand u;
    CmOptResult r = cm_parse_optional_operand(p, &u);
    if (r == CM_OPT_FAILURE)
      return CM_FAILURE;
    if (r == CM_OPT_SUCCESS) {
      CM_VEC_PUSH(*ops, u);
      CM_VEC_PUSH(*vals, dyn);
    } else {
      /* upstream parseAttribute<IntegerAttr> */
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
      if (!ok)
        return cm_emit_error(cm_op_state_loc(st),
                             "custom op '%s' expected SSA value or integer",
                             st->name->name->str);
      CM_VEC_PUSH(*vals, a->integer.value);
    }
    if (cm_parse_optional_tok(p, CM_TOK_COMMA))
      continue;
    return cm_parse_tok(p, CM_TOK_RSQUARE);
  }
}

/* Prints `[...]` from a static array and the dynamic operands starting at
 * operand *next. */
static void print_mixed_list(CmPrinter *p, CmOp *op, const CmAttr *arr,
                             int64_t dyn, unsigned *next) {
  cm_print_str(p, "[");
  if (arr && arr->kind == CM_ATTR_ARRAY) {
    for (unsigned i = 0; i < arr->array.num; i++) {
      if (i)
        cm_print_str(p, ", ");
      const CmAttr *e = arr->array.elems[i];
      int64_t v = (e && e->kind == CM_ATTR_INTEGER) ? e->integer.value : 0;
      if (v == dyn && *next < cm_op_num_operands(op))
        cm_print_operand(p, cm_op_operand(op, (*next)++));
      else
        cm_print_printf(p, "%lld", (long long)v);
    }
  }
  cm_print_str(p, "]");
}

static void free_ops_vals(CmOperandVec *o, I64Vec *v) {
  CM_VEC_FREE(*o);
  CM_VEC_FREE(*v);
}

/* Moves parsed attributes into the state. */
static void take_attrs(CmOpState *st, CmNamedAttrVec *attrs) {
  for (size_t i = 0; i < attrs->len; i++)
    CM_VEC_PUSH(st->attrs, attrs->data[i]);
  CM_VEC_FREE(*attrs);
}

/* ====================================================================== */
/* OffsetSizeAndStrideOpInterface verification (upstream 13)              */
/* ====================================================================== */

typedef struct MixedLists {
  I64Vec offs, sizes, strides;
  unsigned n_offs, n_sizes, n_strides; /* dynamic operand counts */
} MixedLists;

static void mixed_free(MixedLists *m) {
  CM_VEC_FREE(m->offs);
  CM_VEC_FREE(m->sizes);
  CM_VEC_FREE(m->strides);
}

/* Operand segments [source, offsets, sizes, strides] from
 * operand_segment_sizes (or all-dynamic-in-order fallback). */
static void op_segments(CmOp *op, unsigned seg[4]) {
  const CmAttr *a = cm_op_get_attr(op, "operand_segment_sizes");
  if (a && a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.is_string &&
      a->type && a->type->shaped.rank == 1 && a->type->shaped.shape[0] == 4) {
    for (unsigned i = 0; i < 4; i++)
      seg[i] = (unsigned)cm_dense_get_int(a, i);
    return;
  }
  seg[0] = 1;
  seg[1] = seg[2] = seg[3] = 0;
}

/* Reads and checks the three lists; maxranks as upstream's
 * getArrayAttrMaxRanks. */
static CmResult verify_offset_size_stride(CmOp *op, const unsigned max[3],
                                          MixedLists *m) {
  unsigned seg[4];
  op_segments(op, seg);
  m->n_offs = seg[1];
  m->n_sizes = seg[2];
  m->n_strides = seg[3];
  const char *names[3] = {"static_offsets", "static_sizes", "static_strides"};
  I64Vec *vecs[3] = {&m->offs, &m->sizes, &m->strides};
  for (unsigned i = 0; i < 3; i++)
    if (!read_i64_array(cm_op_get_attr(op, names[i]), vecs[i]))
      return cm_op_emit_error(op,
                              "requires attribute '%s'", names[i]);
  CmOdsMixedList lists[3] = {{m->offs.data, m->offs.len, m->n_offs},
                             {m->sizes.data, m->sizes.len, m->n_sizes},
                             {m->strides.data, m->strides.len, m->n_strides}};
  return cm_ods_verify_offset_size_stride(op, lists, max);
}

static CmValue *view_source(CmOp *op) { return cm_op_operand(op, 0); }
static const CmViewLikeInterface view_like_iface = {view_source};
static const CmInterfaceImpl view_like_ifaces[] = {
    {CM_IFACE_VIEW_LIKE, &view_like_iface}};

/* ====================================================================== */
/* Type constraints specific to these ops                                  */
/* ====================================================================== */

static bool p_memref_1d_i8(const CmType *t, const void *a) {
  (void)a;
  return is_memref(t) && t->shaped.rank == 1 &&
         cm_type_is_integer(t->shaped.elem, 8) &&
         t->shaped.elem->integer.signedness == CM_SIGNLESS;
}
static const CmTypeConstraint tc_memref_1d_i8 = {
    "1D memref of 8-bit signless integer values", p_memref_1d_i8, NULL, NULL};

static bool p_memref_1d_int_or_index(const CmType *t, const void *a) {
  (void)a;
  return is_memref(t) && t->shaped.rank == 1 &&
         (cm_type_is_index(t->shaped.elem) ||
          cm_type_is_signless_integer(t->shaped.elem));
}
static const CmTypeConstraint tc_memref_1d_int_or_index = {
    "1D memref of signless integer or index values", p_memref_1d_int_or_index,
    NULL, NULL};

static bool p_strided_memref(const CmType *t, const void *a) {
  (void)a;
  if (!is_memref(t))
    return false;
  int64_t sbuf[16];
  unsigned rank = t->shaped.rank;
  int64_t *s = rank <= 16 ? sbuf : cm_xmalloc(sizeof(int64_t) * rank);
  int64_t off;
  bool ok = cm_memref_strides_and_offset(t, s, &off);
  if (s != sbuf)
    free(s);
  return ok;
}
static const CmTypeConstraint tc_strided_memref = {
    "strided memref of any type values", p_strided_memref, NULL, NULL};

/* ====================================================================== */
/* memref.view                                                             */
/* ====================================================================== */

static CmResult view_parse(CmParser *p, CmOpState *st) {
  CmResult r = CM_FAILURE;
  CmUnresolvedOperand src;
  CmOperandVec offs = {0}, sizes = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *src_type = NULL, *dst_type = NULL;
  CmType *index = cm_index_type(st->ctx);
  if (cm_failed(cm_parse_operand(p, &src)))
    goto done;
  const char *off_pos = cm_parser_pos(p);
  if (cm_failed(cm_parse_operand_list(p, &offs, -1, CM_DELIM_SQUARE)))
    goto done;
  if (offs.len != 1) {
    cm_parser_error_at(p, off_pos, "custom op '%s' expects 1 offset operand",
                       st->name->name->str);
    goto done;
  }
  if (cm_failed(cm_parse_operand_list(p, &sizes, -1, CM_DELIM_SQUARE)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &src_type)) ||
      cm_failed(cm_resolve_operand(p, &src, src_type, &vals)) ||
      cm_failed(cm_resolve_operands_same_type(p, offs.data, offs.len, index,
                                              &vals)) ||
      cm_failed(cm_resolve_operands_same_type(p, sizes.data, sizes.len, index,
                                              &vals)) ||
      cm_failed(cm_parse_keyword(p, "to")) ||
      cm_failed(cm_parse_type(p, &dst_type)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, dst_type);
  r = CM_SUCCESS;
done:
  take_attrs(st, &attrs);
  CM_VEC_FREE(offs);
  CM_VEC_FREE(sizes);
  CM_VEC_FREE(vals);
  return r;
}

static void view_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "[");
  if (cm_op_num_operands(op) > 1)
    cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, "][");
  for (unsigned i = 2; i < cm_op_num_operands(op); i++) {
    if (i > 2)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, "]");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult view_verify(CmOp *op) {
  CmType *base = cm_op_operand(op, 0)->type;
  CmType *view = cm_op_result(op, 0)->type;
  if (!is_memref(base) || !is_memref(view))
    return CM_SUCCESS; /* the type constraints reported it */
  if (base->shaped.layout) {
    CmDiag *d =
        cm_op_diag_plain_error(op, "unsupported map for base memref type ");
    diag_qtype(d, base);
    return cm_diag_report(d);
  }
  if (view->shaped.layout) {
    CmDiag *d =
        cm_op_diag_plain_error(op, "unsupported map for result memref type ");
    diag_qtype(d, view);
    return cm_diag_report(d);
  }
  if (base->shaped.memspace != view->shaped.memspace) {
    CmDiag *d = cm_diag_error(
        cm_op_loc(op), "different memory spaces specified for base memref type ");
    diag_qtype(d, base);
    cm_diag_append(d, " and view memref type ");
    diag_qtype(d, view);
    return cm_diag_report(d);
  }
  unsigned ndyn = 0;
  for (unsigned i = 0; i < view->shaped.rank; i++)
    if (is_dyn_size(view->shaped.shape[i]))
      ndyn++;
  if (cm_op_num_operands(op) < 2 || cm_op_num_operands(op) - 2 != ndyn) {
    CmDiag *d = cm_op_diag_plain_error(
        op, "incorrect number of size operands for type ");
    diag_qtype(d, view);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsValue view_operands[] = {
    {"source", CM_ODS_ONE, &tc_memref_1d_i8},
    {"byte_shift", CM_ODS_ONE, &cm_tc_index},
    {"sizes", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue view_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsOp view_ods = {
    .summary = "memref view operation",
    CM_ODS_OPERANDS(view_operands),
    CM_ODS_RESULTS(view_results),
    CM_ODS_INTERFACES(view_like_ifaces),
};

/* ====================================================================== */
/* memref.subview                                                          */
/* ====================================================================== */

/* Shared parse of `[offs] [sizes] [strides]` into segments and attrs. */
typedef struct ParsedMixed {
  CmOperandVec offs, sizes, strides;
  I64Vec soffs, ssizes, sstrides;
} ParsedMixed;

static void parsed_mixed_free(ParsedMixed *m) {
  free_ops_vals(&m->offs, &m->soffs);
  free_ops_vals(&m->sizes, &m->ssizes);
  free_ops_vals(&m->strides, &m->sstrides);
}

static CmResult resolve_mixed(CmParser *p, CmOpState *st, ParsedMixed *m,
                              CmValueVec *vals) {
  CmType *index = cm_index_type(st->ctx);
  if (cm_failed(cm_resolve_operands_same_type(p, m->offs.data, m->offs.len,
                                              index, vals)) ||
      cm_failed(cm_resolve_operands_same_type(p, m->sizes.data, m->sizes.len,
                                              index, vals)) ||
      cm_failed(cm_resolve_operands_same_type(
          p, m->strides.data, m->strides.len, index, vals)))
    return CM_FAILURE;
  int32_t seg[4] = {1, (int32_t)m->offs.len, (int32_t)m->sizes.len,
                    (int32_t)m->strides.len};
  cm_op_state_add_attr(st, "operand_segment_sizes",
                       cm_memref_segment_sizes_attr(st->ctx, 4, seg));
  cm_op_state_add_attr(st, "static_offsets",
                       cm_memref_i64_array_attr(st->ctx, m->soffs.len, m->soffs.data));
  cm_op_state_add_attr(st, "static_sizes",
                       cm_memref_i64_array_attr(st->ctx, m->ssizes.len, m->ssizes.data));
  cm_op_state_add_attr(
      st, "static_strides",
      cm_memref_i64_array_attr(st->ctx, m->sstrides.len, m->sstrides.data));
  return CM_SUCCESS;
}

static const char *const mixed_elided[] = {
    "operand_segment_sizes", "static_offsets", "static_sizes",
    "static_strides"};

/* The common tail of subview and reinterpret_cast after their operand
 * lists (`ok`: whether those parsed): `attr-dict : type to type`, then the
 * source and the dynamic offsets/sizes/strides resolved into `st`.  Frees
 * `m`. */
static CmResult finish_mixed_parse(CmParser *p, CmOpState *st,
                                   const CmUnresolvedOperand *src,
                                   ParsedMixed *m, bool ok) {
  CmResult r = CM_FAILURE;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *src_type = NULL, *dst_type = NULL;
  if (!ok || cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &src_type)) ||
      cm_failed(cm_parse_keyword(p, "to")) ||
      cm_failed(cm_parse_type(p, &dst_type)) ||
      cm_failed(cm_resolve_operand(p, src, src_type, &vals)) ||
      cm_failed(resolve_mixed(p, st, m, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, dst_type);
  r = CM_SUCCESS;
done:
  take_attrs(st, &attrs);
  parsed_mixed_free(m);
  CM_VEC_FREE(vals);
  return r;
}

static CmResult subview_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand src;
  ParsedMixed m;
  memset(&m, 0, sizeof m);
  bool ok =
      cm_succeeded(cm_parse_operand(p, &src)) &&
      cm_succeeded(parse_mixed_list(p, st, CM_DYNAMIC_STRIDE_OR_OFFSET,
                                    &m.offs, &m.soffs)) &&
      cm_succeeded(
          parse_mixed_list(p, st, CM_DYNAMIC_SIZE, &m.sizes, &m.ssizes)) &&
      cm_succeeded(parse_mixed_list(p, st, CM_DYNAMIC_STRIDE_OR_OFFSET,
                                    &m.strides, &m.sstrides));
  return finish_mixed_parse(p, st, &src, &m, ok);
}

static void print_mixed_lists(CmPrinter *p, CmOp *op, const char *sep1,
                              const char *sep2) {
  unsigned next = 1;
  print_mixed_list(p, op, cm_op_get_attr(op, "static_offsets"),
                   CM_DYNAMIC_STRIDE_OR_OFFSET, &next);
  cm_print_str(p, sep1);
  print_mixed_list(p, op, cm_op_get_attr(op, "static_sizes"), CM_DYNAMIC_SIZE,
                   &next);
  cm_print_str(p, sep2);
  print_mixed_list(p, op, cm_op_get_attr(op, "static_strides"),
                   CM_DYNAMIC_STRIDE_OR_OFFSET, &next);
}

static void subview_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  print_mixed_lists(p, op, " ", " ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 4, mixed_elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

/* Saturating arithmetic on static offsets/strides (upstream's Wrapper). */
static int64_t so_mul(int64_t a, int64_t b) {
  if (is_dyn_so(a) || is_dyn_so(b))
    return CM_DYNAMIC_STRIDE_OR_OFFSET;
  return (int64_t)((uint64_t)a * (uint64_t)b);
}
static int64_t so_add(int64_t a, int64_t b) {
  if (is_dyn_so(a) || is_dyn_so(b))
    return CM_DYNAMIC_STRIDE_OR_OFFSET;
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

/* SubViewOp::inferResultType; NULL if the source is not strided. */
CmType *cm_memref_subview_infer(const CmType *src, const CmI64Vec *offs,
                                const CmI64Vec *sizes,
                                const CmI64Vec *strides) {
  unsigned rank = src->shaped.rank;
  if (offs->len > rank || sizes->len > rank || strides->len > rank)
    return NULL;
  int64_t *buf = cm_xmalloc(sizeof(int64_t) * (4 * (size_t)rank + 1));
  int64_t *o = buf, *sz = buf + rank, *st = buf + 2 * rank,
          *sstr = buf + 3 * rank;
  for (unsigned i = 0; i < rank; i++) {
    o[i] = i < offs->len ? offs->data[i] : 0;
    sz[i] = i < sizes->len ? sizes->data[i] : src->shaped.shape[i];
    st[i] = i < strides->len ? strides->data[i] : 1;
  }
  int64_t soff;
  CmType *res = NULL;
  if (cm_memref_strides_and_offset(src, sstr, &soff)) {
    int64_t toff = soff;
    for (unsigned i = 0; i < rank; i++)
      toff = so_add(toff, so_mul(o[i], sstr[i]));
    for (unsigned i = 0; i < rank; i++)
      st[i] = so_mul(sstr[i], st[i]);
    CmAffineMap *map = strided_layout_map(src->ctx, rank, st, toff);
    res = memref_like(src, rank, sz, map);
  }
  free(buf);
  return res;
}

/* upstream getStridedLinearLayoutMap: the strided form of t's layout. */
static CmAffineMap *strided_linear_map(const CmType *t) {
  unsigned rank = t->shaped.rank;
  int64_t *s = cm_xmalloc(sizeof(int64_t) * (rank + 1));
  int64_t off;
  CmAffineMap *m = NULL;
  if (cm_memref_strides_and_offset(t, s, &off))
    m = strided_layout_map(t->ctx, rank, s, off);
  free(s);
  return m;
}

/* compressDims(unused) then compressUnusedSymbols. */
CmAffineMap *cm_memref_project_map(CmAffineMap *m, const bool *unused) {
  CmContext *ctx = m->ctx;
  CmAffineExpr **dims = cm_xmalloc(sizeof(CmAffineExpr *) * (m->num_dims + 1));
  unsigned nd = 0;
  for (unsigned i = 0; i < m->num_dims; i++)
    dims[i] = unused[i] ? cm_affine_const(ctx, 0) : cm_affine_dim(ctx, nd++);
  CmAffineExpr *e = cm_affine_replace(m->results[0], dims, NULL);
  free(dims);
  CmAffineExpr **syms = cm_xmalloc(sizeof(CmAffineExpr *) * (m->num_syms + 1));
  unsigned ns = 0;
  for (unsigned i = 0; i < m->num_syms; i++)
    syms[i] = expr_uses_symbol(e, i) ? cm_affine_symbol(ctx, ns++)
                                     : cm_affine_symbol(ctx, i);
  e = cm_affine_replace(e, NULL, syms);
  free(syms);
  return cm_affine_map(ctx, nd, ns, 1, &e);
}

/* A pure affine expression as a linear combination (upstream flattens
 * `inferred - candidate` with simplifyAffineExpr before testing it for
 * 0): coefficients of the dims and symbols, a constant, and each
 * mod / floordiv / ceildiv by a constant as one more term of its own. */
typedef struct LinearForm {
  int64_t *coef; /* dims then symbols */
  int64_t cst;
  CM_VEC(CmAffineExpr *) atoms;
  CM_VEC(int64_t) atom_coef;
} LinearForm;

static void linear_add(LinearForm *f, unsigned nd, CmAffineExpr *e,
                       int64_t scale) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
    f->cst += e->value * scale;
    return;
  case CM_AFFINE_DIM:
    f->coef[e->pos] += scale;
    return;
  case CM_AFFINE_SYMBOL:
    f->coef[nd + e->pos] += scale;
    return;
  case CM_AFFINE_ADD:
    linear_add(f, nd, e->bin.lhs, scale);
    linear_add(f, nd, e->bin.rhs, scale);
    return;
  case CM_AFFINE_MUL:
    if (e->bin.rhs->kind == CM_AFFINE_CONST) {
      linear_add(f, nd, e->bin.lhs, scale * e->bin.rhs->value);
      return;
    }
    if (e->bin.lhs->kind == CM_AFFINE_CONST) {
      linear_add(f, nd, e->bin.rhs, scale * e->bin.lhs->value);
      return;
    }
    break;
  default:
    break;
  }
  for (size_t i = 0; i < f->atoms.len; i++)
    if (f->atoms.data[i] == e) {
      f->atom_coef.data[i] += scale;
      return;
    }
  CM_VEC_PUSH(f->atoms, e);
  CM_VEC_PUSH(f->atom_coef, scale);
}

/* Whether a - b flattens to 0 (both pure affine over nd dims, ns syms). */
static bool affine_linear_equal(CmAffineExpr *a, CmAffineExpr *b, unsigned nd,
                                unsigned ns) {
  if (a == b)
    return true;
  if (!cm_affine_is_pure(a) || !cm_affine_is_pure(b))
    return false;
  LinearForm f;
  memset(&f, 0, sizeof f);
  f.coef = cm_xcalloc(nd + ns + 1, sizeof(int64_t));
  linear_add(&f, nd, a, 1);
  linear_add(&f, nd, b, -1);
  bool zero = f.cst == 0;
  for (unsigned i = 0; zero && i < nd + ns; i++)
    zero = f.coef[i] == 0;
  for (size_t i = 0; zero && i < f.atoms.len; i++)
    zero = f.atom_coef.data[i] == 0;
  free(f.coef);
  CM_VEC_FREE(f.atoms);
  CM_VEC_FREE(f.atom_coef);
  return zero;
}

typedef enum {
  SV_OK,
  SV_RANK_TOO_LARGE,
  SV_SIZE_MISMATCH,
  SV_ELEM_MISMATCH,
  SV_MEMSPACE_MISMATCH,
  SV_MAP_MISMATCH
} SubviewCheck;

/* upstream isRankReducedType (13) */
static SubviewCheck rank_reduced_check(const CmType *orig,
                                       const CmType *cand, CmBuf *err) {
  if (orig == cand)
    return SV_OK;
  if (!is_memref(cand))
    return SV_OK;
  unsigned orank = orig->shaped.rank, crank = cand->shaped.rank;
  if (crank > orank)
    return SV_RANK_TOO_LARGE;
  bool *unused = cm_xcalloc(orank + 1, sizeof(bool));
  unsigned ci = 0;
  SubviewCheck res = SV_OK;
  for (unsigned oi = 0; oi < orank; oi++) {
    if (ci < crank && orig->shaped.shape[oi] == cand->shaped.shape[ci]) {
      ci++;
      continue;
    }
    unused[oi] = true;
    if (orig->shaped.shape[oi] != 1) {
      res = SV_SIZE_MISMATCH;
      break;
    }
  }
  if (res == SV_OK && ci != crank)
    res = SV_SIZE_MISMATCH;
  if (res == SV_OK && orig->shaped.elem != cand->shaped.elem)
    res = SV_ELEM_MISMATCH;
  if (res == SV_OK && orig->shaped.memspace != cand->shaped.memspace)
    res = SV_MEMSPACE_MISMATCH;
  if (res == SV_OK) {
    CmAffineMap *om = strided_linear_map(orig);
    CmAffineMap *inferred = om ? cm_memref_project_map(om, unused) : NULL;
    CmAffineMap *cl = cand->shaped.layout &&
                              cand->shaped.layout->kind == CM_ATTR_AFFINE_MAP
                          ? cand->shaped.layout->map
                          : strided_linear_map(cand);
    bool ok = inferred && cl && inferred->num_results == 1 &&
              cl->num_results == 1 && inferred->num_dims == cl->num_dims &&
              inferred->num_syms == cl->num_syms;
    if (ok && !affine_linear_equal(inferred->results[0], cl->results[0],
                                   inferred->num_dims, inferred->num_syms)) {
      CmAffineExpr *diff = cm_affine_sub(inferred->results[0], cl->results[0]);
      ok = diff->kind == CM_AFFINE_CONST && diff->value == 0;
    }
    if (!ok) {
      cm_buf_puts(err, "inferred type: ");
      if (inferred)
        cm_print_affine_map_to(inferred, err);
      res = SV_MAP_MISMATCH;
    }
  }
  free(unused);
  return res;
}

/* OffsetSizeAndStrideOpInterface: upstream verifies it with the op's
 * traits, before the operand and result type constraints (so a subview of
 * an unranked memref reports its offsets first).  The verifiers below
 * read the lists again. */
static CmResult offset_size_stride_invariants(CmOp *op, bool reinterpret) {
  CmValue *src = cm_op_num_operands(op) ? cm_op_operand(op, 0) : NULL;
  CmType *t = reinterpret
                  ? (cm_op_num_results(op) ? cm_op_result(op, 0)->type : NULL)
                  : (src ? src->type : NULL);
  unsigned rank = t && is_memref(t) ? t->shaped.rank : 0;
  unsigned max[3] = {reinterpret ? 1 : rank, rank, rank};
  MixedLists m;
  memset(&m, 0, sizeof m);
  CmResult r = verify_offset_size_stride(op, max, &m);
  mixed_free(&m);
  return r;
}
static CmResult subview_invariants(CmOp *op) {
  return offset_size_stride_invariants(op, false);
}
static CmResult reinterpret_invariants(CmOp *op) {
  return offset_size_stride_invariants(op, true);
}

static CmResult subview_verify(CmOp *op) {
  CmType *base = cm_op_operand(op, 0)->type;
  CmType *sub = cm_op_result(op, 0)->type;
  MixedLists m;
  memset(&m, 0, sizeof m);
  unsigned rank = is_memref(base) ? base->shaped.rank : 0;
  unsigned max[3] = {rank, rank, rank};
  CmResult r = CM_FAILURE;
  if (cm_failed(verify_offset_size_stride(op, max, &m)))
    goto done;
  if (!is_memref(base) || !is_memref(sub)) {
    r = CM_SUCCESS;
    goto done;
  }
  if (base->shaped.memspace != sub->shaped.memspace) {
    CmDiag *d = cm_diag_error(
        cm_op_loc(op), "different memory spaces specified for base memref type ");
    diag_qtype(d, base);
    cm_diag_append(d, " and subview memref type ");
    diag_qtype(d, sub);
    cm_diag_report(d);
    goto done;
  }
  CmType *expected = cm_memref_subview_infer(base, &m.offs, &m.sizes, &m.strides);
  if (!expected) {
    CmDiag *d = cm_op_diag_plain_error(op, "base type ");
    diag_qtype(d, base);
    cm_diag_append(d, " is not strided");
    cm_diag_report(d);
    goto done;
  }
  CmBuf err;
  cm_buf_init(&err);
  SubviewCheck c = rank_reduced_check(expected, sub, &err);
  const char *em = err.data ? err.data : "";
  CmDiag *d = NULL;
  switch (c) {
  case SV_OK:
    r = CM_SUCCESS;
    break;
  case SV_RANK_TOO_LARGE:
    d = cm_op_diag_plain_error(op,
                               "expected result rank to be smaller or equal to "
                               "the source rank. %s",
                               em);
    break;
  case SV_SIZE_MISMATCH:
  case SV_MAP_MISMATCH:
    d = cm_op_diag_plain_error(op, "expected result type to be ");
    diag_qtype(d, expected);
    cm_diag_append(d,
                   " or a rank-reduced version. (mismatch of result %s) %s",
                   c == SV_SIZE_MISMATCH ? "sizes" : "affine map", em);
    break;
  case SV_ELEM_MISMATCH:
    d = cm_op_diag_plain_error(op, "expected result element type to be ");
    diag_qtype(d, expected->shaped.elem);
    cm_diag_append(d, "%s", em);
    break;
  case SV_MEMSPACE_MISMATCH:
    d = cm_op_diag_plain_error(
        op, "expected result and source memory spaces to match.%s", em);
    break;
  }
  cm_buf_free(&err);
  if (d)
    cm_diag_report(d);
done:
  mixed_free(&m);
  return r;
}

/* A subview with a static result type equal to its source's is the
 * source (upstream SubViewOp::fold). */
static CmResult subview_fold(CmOp *op, CmAttr *const *consts,
                             CmFoldResult *results) {
  (void)consts;
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  if (src != res || !is_memref(res))
    return CM_FAILURE;
  for (unsigned i = 0; i < res->shaped.rank; i++)
    if (is_dyn_size(res->shaped.shape[i]))
      return CM_FAILURE;
  results[0].value = cm_op_operand(op, 0);
  return CM_SUCCESS;
}

static const CmOdsValue subview_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref},
    {"offsets", CM_ODS_VARIADIC, &cm_tc_index},
    {"sizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"strides", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue subview_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsAttr mixed_attrs[] = {
    {"static_offsets", &cm_ac_i64_array, false, NULL},
    {"static_sizes", &cm_ac_i64_array, false, NULL},
    {"static_strides", &cm_ac_i64_array, false, NULL}};
static const CmOdsOp subview_ods = {
    .summary = "memref subview operation",
    CM_ODS_OPERANDS(subview_operands),
    CM_ODS_RESULTS(subview_results),
    CM_ODS_ATTRS(mixed_attrs),
    .fold = subview_fold,
    CM_ODS_INTERFACES(view_like_ifaces),
};

/* ====================================================================== */
/* Shared with the canonicalization patterns and memref.dim's folder       */
/* ====================================================================== */

static const char *const mixed_names[3][2] = {{"offsets", "static_offsets"},
                                             {"sizes", "static_sizes"},
                                             {"strides", "static_strides"}};

bool cm_memref_mixed_read(CmOp *op, CmMemrefMixed *m) {
  memset(m, 0, sizeof *m);
  for (unsigned k = 0; k < 3; k++) {
    if (!cm_ods_operand_group(op, mixed_names[k][0], &m->start[k],
                              &m->count[k]) ||
        !read_i64_array(cm_op_get_attr(op, mixed_names[k][1]), &m->vals[k])) {
      cm_memref_mixed_free(m);
      return false;
    }
  }
  return true;
}

void cm_memref_mixed_free(CmMemrefMixed *m) {
  for (unsigned k = 0; k < 3; k++)
    CM_VEC_FREE(m->vals[k]);
}

CmAttr *cm_memref_mixed_attrs(CmContext *ctx, const CmMemrefMixed *m) {
  CmNamedAttr attrs[4];
  int32_t seg[4] = {1, (int32_t)m->count[0], (int32_t)m->count[1],
                    (int32_t)m->count[2]};
  for (unsigned k = 0; k < 3; k++) {
    attrs[k].name = cm_ident_c(ctx, mixed_names[k][1]);
    attrs[k].value =
        cm_memref_i64_array_attr(ctx, m->vals[k].len, m->vals[k].data);
  }
  attrs[3].name = cm_ident_c(ctx, "operand_segment_sizes");
  attrs[3].value = cm_memref_segment_sizes_attr(ctx, 4, seg);
  return cm_dict_attr(ctx, 4, attrs);
}

/* upstream getCanonicalSubViewResultType: the inferred type, rank-reduced
 * (the first unit dimensions dropped, getPositionsOfShapeOne) to
 * `result_rank` when that works. */
CmType *cm_memref_subview_canonical_type(unsigned result_rank,
                                         const CmType *src,
                                         const CmMemrefMixed *m) {
  CmType *inferred =
      cm_memref_subview_infer(src, &m->vals[0], &m->vals[1], &m->vals[2]);
  if (!inferred || inferred->shaped.rank <= result_rank)
    return inferred;
  unsigned rank = inferred->shaped.rank, drop = rank - result_rank, nd = 0;
  bool *unused = cm_xcalloc(rank + 1, sizeof(bool));
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank + 1));
  for (unsigned i = 0; i < rank; i++) {
    if (drop && inferred->shaped.shape[i] == 1) {
      unused[i] = true;
      drop--;
      continue;
    }
    shape[nd++] = inferred->shaped.shape[i];
  }
  CmType *res = inferred;
  if (nd == result_rank) {
    const CmAttr *l = inferred->shaped.layout;
    CmAffineMap *map = l && l->kind == CM_ATTR_AFFINE_MAP
                           ? cm_memref_project_map(l->map, unused)
                           : NULL;
    res = memref_like(inferred, nd, shape, map);
  }
  free(unused);
  free(shape);
  return res;
}

/* The value of dynamic size `idx` of the memref defined by `def`:
 * alloc / alloca / view take it from their size operands, subview /
 * reinterpret_cast from their sizes list (upstream DimOp::fold). */
CmValue *cm_memref_dynamic_size(CmOp *def, const CmType *t, unsigned idx) {
  if (!def || !is_memref(t) || idx >= t->shaped.rank ||
      !is_dyn_size(t->shaped.shape[idx]))
    return NULL;
  const char *group = NULL;
  if (cm_op_name_is(def, "memref.alloc") || cm_op_name_is(def, "memref.alloca"))
    group = "dynamicSizes";
  else if (cm_op_name_is(def, "memref.view"))
    group = "sizes";
  unsigned start, count;
  if (group) {
    unsigned dyn = 0;
    for (unsigned i = 0; i < idx; i++)
      if (is_dyn_size(t->shaped.shape[i]))
        dyn++;
    if (!cm_ods_operand_group(def, group, &start, &count) || dyn >= count)
      return NULL;
    return cm_op_operand(def, start + dyn);
  }
  if (!cm_op_name_is(def, "memref.subview") &&
      !cm_op_name_is(def, "memref.reinterpret_cast"))
    return NULL;
  /* The interface indexes the op's sizes list with the result dimension
   * (upstream asserts that entry is dynamic; a rank-reduced subview may
   * break that: no fold then). */
  CmMemrefMixed m;
  if (!cm_memref_mixed_read(def, &m))
    return NULL;
  CmValue *v = NULL;
  if (idx < m.vals[1].len && is_dyn_size(m.vals[1].data[idx])) {
    unsigned dyn = 0;
    for (unsigned i = 0; i < idx; i++)
      if (is_dyn_size(m.vals[1].data[i]))
        dyn++;
    if (dyn < m.count[1])
      v = cm_op_operand(def, m.start[1] + dyn);
  }
  cm_memref_mixed_free(&m);
  return v;
}

static bool p_index_list_array(const CmAttr *a, const void *arg);

/* The reassociation groups of expand_shape / collapse_shape (their
 * sizes, and the flat list of indices); false if malformed. */
bool cm_memref_reassociation(CmOp *op, CmReassoc *r) {
  memset(r, 0, sizeof *r);
  const CmAttr *a = cm_op_get_attr(op, "reassociation");
  if (!p_index_list_array(a, NULL))
    return false;
  for (unsigned g = 0; g < a->array.num; g++) {
    const CmAttr *grp = a->array.elems[g];
    CM_VEC_PUSH(r->sizes, grp->array.num);
    for (unsigned k = 0; k < grp->array.num; k++)
      CM_VEC_PUSH(r->indices, grp->array.elems[k]->integer.value);
  }
  return true;
}

void cm_reassoc_free(CmReassoc *r) {
  CM_VEC_FREE(r->sizes);
  CM_VEC_FREE(r->indices);
}

CmAttr *cm_reassoc_attr(CmContext *ctx, const CmReassoc *r) {
  size_t n = r->sizes.len, pos = 0;
  CmAttr **groups = cm_xmalloc(sizeof(CmAttr *) * (n + 1));
  for (size_t g = 0; g < n; g++) {
    groups[g] = cm_memref_i64_array_attr(ctx, r->sizes.data[g],
                                         r->indices.data + pos);
    pos += r->sizes.data[g];
  }
  CmAttr *a = cm_array_attr(ctx, (unsigned)n, groups);
  free(groups);
  return a;
}

/* ====================================================================== */
/* memref.reinterpret_cast                                                 */
/* ====================================================================== */

static CmResult reinterpret_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand src;
  ParsedMixed m;
  memset(&m, 0, sizeof m);
  bool ok = cm_succeeded(cm_parse_operand(p, &src)) &&
            cm_succeeded(cm_parse_keyword(p, "to")) &&
            cm_succeeded(cm_parse_keyword(p, "offset")) &&
            cm_succeeded(cm_parse_tok(p, CM_TOK_COLON)) &&
            cm_succeeded(parse_mixed_list(p, st, CM_DYNAMIC_STRIDE_OR_OFFSET,
                                          &m.offs, &m.soffs)) &&
            cm_succeeded(cm_parse_tok(p, CM_TOK_COMMA)) &&
            cm_succeeded(cm_parse_keyword(p, "sizes")) &&
            cm_succeeded(cm_parse_tok(p, CM_TOK_COLON)) &&
            cm_succeeded(parse_mixed_list(p, st, CM_DYNAMIC_SIZE, &m.sizes,
                                          &m.ssizes)) &&
            cm_succeeded(cm_parse_tok(p, CM_TOK_COMMA)) &&
            cm_succeeded(cm_parse_keyword(p, "strides")) &&
            cm_succeeded(cm_parse_tok(p, CM_TOK_COLON)) &&
            cm_succeeded(parse_mixed_list(p, st, CM_DYNAMIC_STRIDE_OR_OFFSET,
                                          &m.strides, &m.sstrides));
  return finish_mixed_parse(p, st, &src, &m, ok);
}

static void reinterpret_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " to offset: ");
  print_mixed_lists(p, op, ", sizes: ", ", strides: ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 4, mixed_elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult reinterpret_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  MixedLists m;
  memset(&m, 0, sizeof m);
  unsigned rank = is_memref(res) ? res->shaped.rank : 0;
  unsigned max[3] = {1, rank, rank};
  CmResult r = CM_FAILURE;
  CmDiag *d = NULL;
  if (cm_failed(verify_offset_size_stride(op, max, &m)))
    goto done;
  if (!is_memref(res) ||
      (src->kind != CM_TYPE_MEMREF && src->kind != CM_TYPE_UNRANKED_MEMREF)) {
    r = CM_SUCCESS;
    goto done;
  }
  if (src->shaped.memspace != res->shaped.memspace) {
    d = cm_op_diag_plain_error(
        op, "different memory spaces specified for source type ");
    diag_qtype(d, src);
    cm_diag_append(d, " and result memref type ");
    diag_qtype(d, res);
    goto done;
  }
  if (src->shaped.elem != res->shaped.elem) {
    d = cm_op_diag_plain_error(
        op, "different element types specified for source type ");
    diag_qtype(d, src);
    cm_diag_append(d, " and result memref type ");
    diag_qtype(d, res);
    goto done;
  }
  for (unsigned i = 0; i < rank && i < m.sizes.len; i++) {
    if (res->shaped.shape[i] != m.sizes.data[i]) {
      d = cm_op_diag_plain_error(
          op,
          "expected result type with size = %lld instead of "
          "%lld in dim = %u",
          (long long)m.sizes.data[i], (long long)res->shaped.shape[i], i);
      goto done;
    }
  }
  if (res->shaped.layout) {
    int64_t *s = cm_xmalloc(sizeof(int64_t) * (rank + 1));
    int64_t off;
    if (!cm_memref_strides_and_offset(res, s, &off)) {
      /* upstream fails here without a diagnostic */
      free(s);
      goto done;
    }
    int64_t want = m.offs.len ? m.offs.data[0] : 0;
    if (off != want) {
      d = cm_op_diag_plain_error(
          op,
          "expected result type with offset = %lld instead of "
          "%lld",
          (long long)off, (long long)want);
      free(s);
      goto done;
    }
    for (unsigned i = 0; i < rank && i < m.strides.len; i++) {
      if (s[i] != m.strides.data[i]) {
        d = cm_op_diag_plain_error(
            op,
            "expected result type with stride = %lld instead "
            "of %lld in dim = %u",
            (long long)m.strides.data[i], (long long)s[i], i);
        free(s);
        goto done;
      }
    }
    free(s);
  }
  r = CM_SUCCESS;
done:
  if (d)
    cm_diag_report(d);
  mixed_free(&m);
  return r;
}

static const CmOdsValue reinterpret_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref_or_unranked},
    {"offsets", CM_ODS_VARIADIC, &cm_tc_index},
    {"sizes", CM_ODS_VARIADIC, &cm_tc_index},
    {"strides", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue reinterpret_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_memref}};
static const CmOdsOp reinterpret_ods = {
    .summary = "memref reinterpret cast operation",
    CM_ODS_OPERANDS(reinterpret_operands),
    CM_ODS_RESULTS(reinterpret_results),
    CM_ODS_ATTRS(mixed_attrs),
    CM_ODS_INTERFACES(view_like_ifaces),
};

/* ====================================================================== */
/* memref.reshape                                                          */
/* ====================================================================== */

static CmResult reshape_parse(CmParser *p, CmOpState *st) {
  CmResult r = CM_FAILURE;
  CmUnresolvedOperand ops[2];
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *fty = NULL;
  const char *pos = cm_parser_pos(p);
  if (cm_failed(cm_parse_operand(p, &ops[0])) ||
      cm_failed(cm_parse_tok(p, CM_TOK_LPAREN)) ||
      cm_failed(cm_parse_operand(p, &ops[1])) ||
      cm_failed(cm_parse_tok(p, CM_TOK_RPAREN)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COLON)))
    goto done;
  const char *tpos = cm_parser_pos(p);
  if (cm_failed(cm_parse_type(p, &fty)))
    goto done;
  if (fty->kind != CM_TYPE_FUNCTION) {
    cm_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  if (cm_failed(cm_resolve_operands(p, ops, 2, fty->func.types,
                                    fty->func.num_inputs, pos, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  for (unsigned i = 0; i < fty->func.num_results; i++)
    CM_VEC_PUSH(st->types, fty->func.types[fty->func.num_inputs + i]);
  r = CM_SUCCESS;
done:
  take_attrs(st, &attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void reshape_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "(");
  cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, ")");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : (");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
  cm_print_str(p, ") -> ");
  CmType *rt = cm_op_result(op, 0)->type;
  cm_print_arrow_type_list(p, 1, &rt);
}

static CmResult reshape_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *shape = cm_op_operand(op, 1)->type;
  CmType *res = cm_op_result(op, 0)->type;
  if (!cm_type_is_shaped(src) || !cm_type_is_shaped(res) || !is_memref(shape))
    return CM_SUCCESS;
  if (src->shaped.elem != res->shaped.elem)
    return cm_op_emit_error(op, "element types of source and destination "
                                "memref types should be the same");
  if (is_memref(src) && src->shaped.layout)
    return cm_op_emit_error(op,
                            "source memref type should have identity affine "
                            "map");
  int64_t len = shape->shaped.rank ? shape->shaped.shape[0] : 1;
  if (is_memref(res)) {
    if (res->shaped.layout)
      return cm_op_emit_error(op, "result memref type should have identity "
                                  "affine map");
    if (is_dyn_size(len))
      return cm_op_emit_error(op, "cannot use shape operand with dynamic "
                                  "length to reshape to statically-ranked "
                                  "memref type");
    if (len != (int64_t)res->shaped.rank)
      return cm_op_emit_error(op, "length of shape operand differs from the "
                                  "result's memref rank");
  }
  return CM_SUCCESS;
}

static const CmOdsValue reshape_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_memref_or_unranked},
    {"shape", CM_ODS_ONE, &tc_memref_1d_int_or_index}};
static const CmOdsValue reshape_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_memref_or_unranked}};
static const CmOdsOp reshape_ods = {
    .summary = "memref reshape operation",
    CM_ODS_OPERANDS(reshape_operands),
    CM_ODS_RESULTS(reshape_results),
    CM_ODS_INTERFACES(view_like_ifaces),
};

/* ====================================================================== */
/* memref.expand_shape / memref.collapse_shape                            */
/* ====================================================================== */

/* `[[i, ...], ...]` as upstream 13's parser reads it: integers (at least
 * one per group), a trailing comma after a group allowed; an array of i64
 * arrays. */
static CmResult parse_reassociation(CmParser *p, CmAttr **out) {
  CmContext *ctx = cm_parser_context(p);
  CM_VEC(CmAttr *) groups = {0};
  CM_VEC(CmAttr *) ints = {0};
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_tok(p, CM_TOK_LSQUARE)))
    goto done;
  while (!cm_parse_optional_tok(p, CM_TOK_RSQUARE)) {
    if (cm_failed(cm_parse_tok(p, CM_TOK_LSQUARE)))
      goto done;
    ints.len = 0;
    do {
      int64_t v;
      if (cm_failed(cm_parse_integer(p, &v)))
        goto done;
      CM_VEC_PUSH(ints,
                  cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), v));
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_failed(cm_parse_tok(p, CM_TOK_RSQUARE)))
      goto done;
    CM_VEC_PUSH(groups, cm_array_attr(ctx, (unsigned)ints.len, ints.data));
    if (cm_parse_optional_tok(p, CM_TOK_COMMA))
      continue;
    if (cm_failed(cm_parse_tok(p, CM_TOK_RSQUARE)))
      goto done;
    break;
  }
  *out = cm_array_attr(ctx, (unsigned)groups.len, groups.data);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(groups);
  CM_VEC_FREE(ints);
  return r;
}

static CmResult reassoc_parse(CmParser *p, CmOpState *st) {
  CmResult r = CM_FAILURE;
  CmUnresolvedOperand src;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmAttr *reassoc = NULL;
  CmType *src_type = NULL, *dst_type = NULL;
  if (cm_failed(cm_parse_operand(p, &src)) ||
      cm_failed(parse_reassociation(p, &reassoc)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &src_type)) ||
      cm_failed(cm_parse_keyword(p, "into")) ||
      cm_failed(cm_parse_type(p, &dst_type)) ||
      cm_failed(cm_resolve_operand(p, &src, src_type, &vals)))
    goto done;
  cm_op_state_add_attr(st, "reassociation", reassoc);
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, dst_type);
  r = CM_SUCCESS;
done:
  take_attrs(st, &attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void reassoc_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"reassociation"};
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " ");
  CmAttr *a = cm_op_get_attr(op, "reassociation");
  if (a)
    cm_print_attr(p, a);
  /* upstream 13's generated printer: a space before attr-dict, none
   * before the `:` that follows it. */
  cm_print_str(p, " ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, ": ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " into ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

/* IndexListArrayAttr: an array of arrays of i64 integers. */
static bool p_index_list_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++) {
    const CmAttr *g = a->array.elems[i];
    if (!g || g->kind != CM_ATTR_ARRAY)
      return false;
    for (unsigned j = 0; j < g->array.num; j++) {
      const CmAttr *e = g->array.elems[j];
      if (!e || e->kind != CM_ATTR_INTEGER || !cm_type_is_integer(e->type, 64))
        return false;
    }
  }
  return true;
}
static const CmAttrConstraint ac_index_list_array = {
    "Array of 64-bit integer array attributes", p_index_list_array, NULL, NULL,
    NULL, 0};

/* Is the band of dims [dim, dim+extent) reshapable (upstream 13's
 * isReshapableDimBand, which does not check the first size)?  Dynamic
 * strides are distinct symbols. */
static bool reshapable_band(unsigned dim, unsigned extent, const int64_t *sizes,
                            const int64_t *strides) {
  if (extent == 1)
    return true;
  for (unsigned idx = dim; idx + 1 < dim + extent; idx++) {
    if (is_dyn_size(sizes[idx + 1]))
      return false;
    if (is_dyn_so(strides[idx]) || is_dyn_so(strides[idx + 1]))
      return false;
    if (strides[idx] != strides[idx + 1] * sizes[idx + 1])
      return false;
  }
  return true;
}

/* Whether a strided map built as upstream's makeStridedLinearLayoutMap
 * (forward order) is what canonicalizeStridedLayout drops: offset 0 and the
 * canonical constant strides.  (A dynamic stride makes both expressions
 * semi-affine, which upstream 13 does not simplify; they are then built in
 * different orders and never compare equal.) */
static bool is_canonical_strided(unsigned rank, const int64_t *shape,
                                 const int64_t *strides, int64_t offset) {
  if (offset != 0)
    return false;
  int64_t running = 1;
  for (unsigned i = rank; i-- > 0;) {
    if (is_dyn_so(strides[i]) || strides[i] != running)
      return false;
    if (is_dyn_size(shape[i])) {
      /* every outer stride is a symbol in the canonical form */
      return i == 0;
    }
    running *= shape[i];
  }
  return true;
}

static bool expr_is_pure(const CmAffineExpr *e) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
  case CM_AFFINE_CONST:
    return true;
  case CM_AFFINE_MUL:
    if (e->bin.rhs->kind != CM_AFFINE_CONST &&
        e->bin.lhs->kind != CM_AFFINE_CONST) {
      /* pure only with a constant side (upstream 13 isPureAffine) */
      return false;
    }
    return expr_is_pure(e->bin.lhs) && expr_is_pure(e->bin.rhs);
  case CM_AFFINE_ADD:
    return expr_is_pure(e->bin.lhs) && expr_is_pure(e->bin.rhs);
  default:
    return e->bin.rhs->kind == CM_AFFINE_CONST && expr_is_pure(e->bin.lhs);
  }
}

/* upstream canonicalizeStridedLayout(t) has no layout (t is contiguous). */
static bool memref_is_contiguous(const CmType *t) {
  const CmAttr *l = t->shaped.layout;
  if (!l)
    return true;
  if (l->kind != CM_ATTR_AFFINE_MAP || l->map->num_results != 1)
    return false;
  const CmAffineMap *m = l->map;
  unsigned rank = t->shaped.rank;
  if (m->num_dims == 0 && m->num_syms == 0)
    return m->results[0]->kind == CM_AFFINE_CONST &&
           m->results[0]->value == 0;
  if (rank == 0)
    return false;
  for (unsigned i = 0; i < rank; i++)
    if (t->shaped.shape[i] == 0)
      return false; /* canonical expr is 0; not modelled */
  /* The canonical expression, built as upstream (innermost first). */
  CmContext *ctx = t->ctx;
  CmAffineExpr *canon = NULL;
  bool poisoned = false;
  unsigned nsyms = 0;
  int64_t running = 1;
  for (unsigned i = rank; i-- > 0;) {
    CmAffineExpr *stride = poisoned ? cm_affine_symbol(ctx, nsyms++)
                                    : cm_affine_const(ctx, running);
    CmAffineExpr *term = cm_affine_mul(cm_affine_dim(ctx, i), stride);
    canon = canon ? cm_affine_add(canon, term) : term;
    if (is_dyn_size(t->shaped.shape[i]))
      poisoned = true;
    else
      running *= t->shaped.shape[i];
  }
  bool layout_pure = expr_is_pure(m->results[0]);
  if (!poisoned || nsyms == 0) {
    /* canonical is pure: equal iff the (flattened) layout has offset 0 and
     * the same constant strides */
    if (!layout_pure)
      return false;
    int64_t *s = cm_xmalloc(sizeof(int64_t) * rank);
    int64_t off;
    bool ok = cm_memref_strides_and_offset(t, s, &off) && off == 0;
    running = 1;
    for (unsigned i = rank; ok && i-- > 0;) {
      if (s[i] != running)
        ok = false;
      running *= t->shaped.shape[i];
    }
    free(s);
    return ok;
  }
  /* semi-affine: structural equality (no simplification in upstream 13) */
  return !layout_pure && canon == m->results[0];
}

/* Flattened linear form of offset + sum(d_i*stride_i) when all strides are
 * static (upstream simplifyAffineExpr); NULL if semi-affine. */
static CmAffineMap *flat_strided_map(CmContext *ctx, unsigned rank,
                                     const int64_t *strides, int64_t offset) {
  for (unsigned i = 0; i < rank; i++)
    if (is_dyn_so(strides[i]))
      return NULL;
  CmAffineExpr *e = NULL;
  for (unsigned i = 0; i < rank; i++) {
    if (strides[i] == 0)
      continue;
    CmAffineExpr *t =
        cm_affine_mul(cm_affine_dim(ctx, i), cm_affine_const(ctx, strides[i]));
    e = e ? cm_affine_add(e, t) : t;
  }
  unsigned nsyms = 0;
  if (is_dyn_so(offset)) {
    CmAffineExpr *s = cm_affine_symbol(ctx, nsyms++);
    e = e ? cm_affine_add(e, s) : s;
  } else if (offset != 0 || !e) {
    CmAffineExpr *c = cm_affine_const(ctx, offset);
    e = e ? cm_affine_add(e, c) : c;
  }
  return cm_affine_map(ctx, rank, nsyms, 1, &e);
}

/* upstream 13 computeReshapeCollapsedType; NULL if not strided. */
CmType *cm_memref_collapsed_type(const CmType *t, unsigned ngroups,
                                 const unsigned *group_sizes) {
  unsigned rank = t->shaped.rank;
  int64_t *buf = cm_xmalloc(sizeof(int64_t) * (rank + 2 * (size_t)ngroups + 1));
  int64_t *strides = buf, *nsizes = buf + rank, *nstrides = nsizes + ngroups;
  int64_t offset;
  CmType *res = NULL;
  if (!cm_memref_strides_and_offset(t, strides, &offset))
    goto done;
  const int64_t *sizes = t->shaped.shape;
  unsigned cur = 0;
  for (unsigned g = 0; g < ngroups; g++) {
    unsigned n = group_sizes[g];
    int64_t size = 1;
    int64_t stride = n ? strides[cur + n - 1] : CM_DYNAMIC_STRIDE_OR_OFFSET;
    if (!n || !reshapable_band(cur, n, sizes, strides)) {
      size = CM_DYNAMIC_SIZE;
      stride = CM_DYNAMIC_STRIDE_OR_OFFSET;
    } else {
      for (unsigned d = 0; d < n; d++)
        size = (int64_t)((uint64_t)size * (uint64_t)sizes[cur + d]);
    }
    nsizes[g] = size;
    nstrides[g] = stride;
    cur += n;
  }
  if (memref_is_contiguous(t)) {
    res = memref_like(t, ngroups, nsizes, NULL);
    goto done;
  }
  if (ngroups == 0) {
    /* canonicalizeStridedLayout drops `() -> (0)` */
    res = memref_like(t, 0, nsizes,
                      offset == 0 ? NULL
                                  : strided_layout_map(t->ctx, 0, nstrides,
                                                       offset));
    goto done;
  }
  if (is_canonical_strided(ngroups, nsizes, nstrides, offset)) {
    res = memref_like(t, ngroups, nsizes, NULL);
    goto done;
  }
  CmAffineMap *m = flat_strided_map(t->ctx, ngroups, nstrides, offset);
  if (!m)
    m = strided_layout_map(t->ctx, ngroups, nstrides, offset);
  res = memref_like(t, ngroups, nsizes, m);
done:
  free(buf);
  return res;
}

static CmResult reassoc_verify(CmOp *op) {
  bool expand = cm_op_name_is(op, "memref.expand_shape");
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  const CmAttr *ra = cm_op_get_attr(op, "reassociation");
  if (!is_memref(src) || !is_memref(res) || !p_index_list_array(ra, NULL))
    return CM_SUCCESS;
  CmType *ex = expand ? res : src, *co = expand ? src : res;
  unsigned erank = ex->shaped.rank, crank = co->shaped.rank;
  unsigned ng = ra->array.num;
  CmDiag *d = NULL;
  CmResult r = CM_FAILURE;
  unsigned *gsz = cm_xcalloc(ng + 1, sizeof(unsigned));
  for (unsigned g = 0; g < ng; g++)
    gsz[g] = ra->array.elems[g]->array.num;
  if (erank < crank) {
    d = cm_op_diag_error(op, "expected the type ");
    diag_qtype(d, ex);
    cm_diag_append(d, " to have higher rank than the type = ");
    diag_qtype(d, co);
    goto done;
  }
  if (erank == 0) {
    d = cm_op_diag_error(op, "expected non-zero memref ranks");
    goto done;
  }
  if (erank == crank) {
    d = cm_op_diag_error(op, "expected to collapse or expand dims");
    goto done;
  }
  if (crank == 0) {
    for (unsigned i = 0; i < erank; i++)
      if (ex->shaped.shape[i] != 1) {
        d = cm_op_diag_error(op, "invalid to reshape tensor/memref with "
                                 "non-unit extent dimensions to zero-rank "
                                 "tensor/memref");
        goto done;
      }
    goto check_type;
  }
  if (crank != ng) {
    d = cm_op_diag_error(op,
                         "expected rank of the collapsed type(%u) to be the "
                         "number of reassociation maps(%u)",
                         crank, ng);
    goto done;
  }
  /* The maps' dimension count: one more than the largest index. */
  int64_t maxd = -1;
  for (unsigned g = 0; g < ng; g++) {
    const CmAttr *grp = ra->array.elems[g];
    for (unsigned j = 0; j < grp->array.num; j++)
      if (grp->array.elems[j]->integer.value > maxd)
        maxd = grp->array.elems[j]->integer.value;
  }
  int64_t ndims = maxd + 1;
  if (ndims != (int64_t)erank) {
    d = cm_op_diag_error(op,
                         "expected reassociation map #0 of same rank as "
                         "expanded memref(%u), but got %lld",
                         erank, (long long)ndims);
    goto done;
  }
  /* isReassociationValid */
  {
    int64_t next = 0;
    int bad = -1;
    for (unsigned g = 0; g < ng && bad < 0; g++) {
      const CmAttr *grp = ra->array.elems[g];
      for (unsigned j = 0; j < grp->array.num; j++)
        if (grp->array.elems[j]->integer.value != next++) {
          bad = (int)g;
          break;
        }
    }
    if (bad < 0 && next != ndims)
      bad = (int)ng - 1;
    if (bad >= 0) {
      d = cm_op_diag_error(op,
                           "expected reassociation map #%d to be valid and "
                           "contiguous",
                           bad);
      goto done;
    }
  }
  /* verifyReshapeLikeShapes */
  {
    unsigned start = 0;
    for (unsigned g = 0; g < ng; g++) {
      int64_t dyn = -1;
      int64_t lin = 1;
      for (unsigned k = 0; k < gsz[g]; k++) {
        int64_t v = ex->shaped.shape[start + k];
        if (is_dyn_size(v)) {
          if (expand && dyn >= 0) {
            d = cm_op_diag_error(op,
                                 "invalid to have a single dimension (%u) "
                                 "expanded into multiple dynamic dims "
                                 "(%lld,%u)",
                                 g, (long long)(start + dyn), start + k);
            goto done;
          }
          dyn = k;
        } else {
          lin = (int64_t)((uint64_t)lin * (uint64_t)v);
        }
      }
      if (dyn >= 0) {
        if (!is_dyn_size(co->shaped.shape[g])) {
          d = cm_op_diag_error(op,
                               "expected dimension %u of collapsed type to be "
                               "dynamic since one or more of the "
                               "corresponding dimensions in the expanded type "
                               "is dynamic",
                               g);
          goto done;
        }
      } else if (co->shaped.shape[g] != lin) {
        d = cm_op_diag_error(op,
                             "expected dimension %u of collapsed type to be "
                             "static value of %lld ",
                             g, (long long)lin);
        goto done;
      }
      start += gsz[g];
    }
  }
check_type: {
    CmType *expected = cm_memref_collapsed_type(ex, ng, gsz);
    if (expected && expected != co) {
      d = cm_op_diag_error(op, "expected collapsed type to be ");
      diag_qtype(d, expected);
      cm_diag_append(d, ", but got ");
      diag_qtype(d, co);
      goto done;
    }
  }
  r = CM_SUCCESS;
done:
  free(gsz);
  if (d)
    cm_diag_report(d);
  return r;
}

/* Folding: expand(collapse(x)) / collapse(expand(x)) with matching types
 * folds to x (upstream foldReshapeOp); a memref.cast operand is first
 * replaced by its source in place. */
static CmResult reassoc_fold(CmOp *op, CmAttr *const *consts,
                             CmFoldResult *results) {
  (void)consts;
  bool expand = cm_op_name_is(op, "memref.expand_shape");
  /* A memref.cast operand is folded in first (mlir-opt-13 does it for
   * both ops; the result type is left as it was, so the IR may then fail
   * to verify, as upstream's). */
  if (cm_memref_fold_cast_operands(op, NULL))
    return CM_SUCCESS;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (!def || !cm_op_name_is(def, expand ? "memref.collapse_shape"
                                         : "memref.expand_shape"))
    return CM_FAILURE;
  if (cm_op_operand(def, 0)->type != cm_op_result(op, 0)->type)
    return CM_FAILURE;
  results[0].value = cm_op_operand(def, 0);
  return CM_SUCCESS;
}

static const CmOdsValue reassoc_operands[] = {
    {"src", CM_ODS_ONE, &tc_strided_memref}};
static const CmOdsValue reassoc_results[] = {
    {"result", CM_ODS_ONE, &tc_strided_memref}};
static const CmOdsAttr reassoc_attrs[] = {
    {"reassociation", &ac_index_list_array, false, NULL}};
static const CmOdsOp expand_ods = {
    .summary = "operation to produce a memref with a higher rank.",
    CM_ODS_OPERANDS(reassoc_operands),
    CM_ODS_RESULTS(reassoc_results),
    CM_ODS_ATTRS(reassoc_attrs),
    .fold = reassoc_fold,
    CM_ODS_INTERFACES(view_like_ifaces),
};
static const CmOdsOp collapse_ods = {
    .summary = "operation to produce a memref with a smaller rank.",
    CM_ODS_OPERANDS(reassoc_operands),
    CM_ODS_RESULTS(reassoc_results),
    CM_ODS_ATTRS(reassoc_attrs),
    .fold = reassoc_fold,
    CM_ODS_INTERFACES(view_like_ifaces),
};

/* ====================================================================== */
/* memref.transpose                                                        */
/* ====================================================================== */

/* Tokens that may appear inside the parenthesized / bracketed lists of an
 * inline affine map. */
static bool map_group_token(CmTokKind k) {
  switch (k) {
  case CM_TOK_BARE_ID:
  case CM_TOK_INTEGER:
  case CM_TOK_COMMA:
  case CM_TOK_LPAREN:
  case CM_TOK_RPAREN:
  case CM_TOK_LSQUARE:
  case CM_TOK_RSQUARE:
  case CM_TOK_PLUS:
  case CM_TOK_MINUS:
  case CM_TOK_STAR:
    return true;
  default:
    return false;
  }
}

/* Captures the first error of a nested standalone parse. */
typedef struct MapDiag {
  bool have;
  unsigned line, col;
  CmBuf msg;
} MapDiag;
static CmResult capture_map_diag(CmDiag *d, void *user) {
  MapDiag *md = user;
  if (md->have || d->severity != CM_DIAG_ERROR)
    return CM_SUCCESS;
  md->have = true;
  cm_buf_puts(&md->msg, d->msg.data ? d->msg.data : "");
  const CmLoc *l = cm_loc_find_file_line_col(d->loc);
  if (l) {
    md->line = l->flc.line;
    md->col = l->flc.col;
  }
  return CM_SUCCESS;
}

/* Parses an inline affine map `(d...)[s...] -> (...)` or a `#map` alias
 * (upstream parseAffineMap).  The inline form is re-parsed as the text of
 * an `affine_map<...>` attribute. */
static CmResult parse_affine_map(CmParser *p, CmAffineMap **out) {
  const CmToken *t = cm_parser_token(p);
  const char *start = cm_parser_pos(p);
  if (t->kind == CM_TOK_HASH_ID) {
    CmAttr *a = NULL;
    if (cm_failed(cm_parse_attribute(p, NULL, &a)))
      return CM_FAILURE;
    if (a->kind != CM_ATTR_AFFINE_MAP)
      return cm_parser_error_at(p, start, "expected affine map");
    *out = a->map;
    return CM_SUCCESS;
  }
  if (t->kind != CM_TOK_LPAREN)
    return cm_parser_error(p, "expected '(' at start of dimensional "
                              "identifiers list");
  /* Consume tokens: (...) [ [...] ] -> (...) */
  const char *end = start;
  int phase = 0; /* 0: dims, 1: optional syms / arrow, 2: results */
  bool truncated = false; /* stopped at a token a map cannot contain */
  for (;;) {
    t = cm_parser_token(p);
    if (phase == 1) {
      if (t->kind == CM_TOK_LSQUARE) {
        /* symbols */
      } else if (t->kind == CM_TOK_ARROW) {
        end = t->pos + t->len;
        cm_parse_optional_tok(p, CM_TOK_ARROW);
        phase = 2;
        continue;
      } else {
        return cm_parser_error(p, "expected '->' or ':'");
      }
    }
    if (phase == 2 && t->kind != CM_TOK_LPAREN)
      return cm_parser_error(p, "expected '(' at start of affine map range");
    /* a balanced group starting at t */
    CmTokKind open = t->kind;
    CmTokKind close = open == CM_TOK_LSQUARE ? CM_TOK_RSQUARE : CM_TOK_RPAREN;
    int depth = 0;
    for (;;) {
      t = cm_parser_token(p);
      if (!map_group_token(t->kind)) {
        truncated = true;
        break;
      }
      if (t->kind == open)
        depth++;
      else if (t->kind == close)
        depth--;
      end = t->pos + t->len;
      cm_parse_optional_tok(p, t->kind);
      if (depth == 0)
        break;
    }
    if (phase == 2 || truncated)
      break;
    if (phase == 0 || open == CM_TOK_LSQUARE)
      phase = 1;
  }
  CmBuf b;
  cm_buf_init(&b);
  cm_buf_puts(&b, "affine_map<");
  cm_buf_putn(&b, start, (size_t)(end - start));
  cm_buf_puts(&b, ">");
  CmContext *ctx = cm_parser_context(p);
  MapDiag md;
  memset(&md, 0, sizeof md);
  cm_buf_init(&md.msg);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, capture_map_diag, &md);
  CmAttr *a = cm_parse_attr_str(ctx, (CmStr){b.data, b.len});
  cm_diag_remove_handler(ctx, h);
  if (!a || a->kind != CM_ATTR_AFFINE_MAP) {
    /* Re-emit the first error at the corresponding source position. */
    const char *at = start;
    if (md.have && md.line >= 1 && md.col >= 1) {
      size_t off = 0;
      for (unsigned line = 1; line < md.line && off < b.len; off++)
        if (b.data[off] == '\n')
          line++;
      off += md.col - 1;
      size_t prefix = strlen("affine_map<");
      if (off >= prefix && off - prefix < (size_t)(end - start))
        at = start + (off - prefix);
      else if (off >= prefix)
        at = cm_parser_pos(p); /* at the end: the token we stopped at */
    }
    CmResult r = cm_parser_error_at(
        p, at, "%s", md.have && md.msg.data ? md.msg.data : "invalid affine map");
    cm_buf_free(&md.msg);
    cm_buf_free(&b);
    return r;
  }
  cm_buf_free(&md.msg);
  cm_buf_free(&b);
  *out = a->map;
  return CM_SUCCESS;
}

static CmResult transpose_parse(CmParser *p, CmOpState *st) {
  CmResult r = CM_FAILURE;
  CmUnresolvedOperand src;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmAffineMap *perm = NULL;
  CmType *src_type = NULL, *dst_type = NULL;
  if (cm_failed(cm_parse_operand(p, &src)) ||
      cm_failed(parse_affine_map(p, &perm)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &src_type)) ||
      cm_failed(cm_resolve_operand(p, &src, src_type, &vals)) ||
      cm_failed(cm_parse_keyword(p, "to")) ||
      cm_failed(cm_parse_type(p, &dst_type)))
    goto done;
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, dst_type);
  take_attrs(st, &attrs);
  cm_op_state_add_attr(st, "permutation", cm_affine_map_attr(perm));
  r = CM_SUCCESS;
done:
  take_attrs(st, &attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void transpose_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"permutation"};
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " ");
  CmAttr *a = cm_op_get_attr(op, "permutation");
  if (a && a->kind == CM_ATTR_AFFINE_MAP) {
    CmBuf b;
    cm_buf_init(&b);
    cm_print_affine_map_to(a->map, &b);
    cm_print_str(p, b.data ? b.data : "");
    cm_buf_free(&b);
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static bool is_permutation(const CmAffineMap *m) {
  if (m->num_syms != 0 || m->num_dims != m->num_results)
    return false;
  bool seen[64] = {false};
  bool *s = m->num_dims <= 64 ? seen : cm_xcalloc(m->num_dims, sizeof(bool));
  bool ok = true;
  for (unsigned i = 0; i < m->num_results && ok; i++) {
    const CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || s[e->pos])
      ok = false;
    else
      s[e->pos] = true;
  }
  if (s != seen)
    free(s);
  return ok;
}

/* upstream inferTransposeResultType */
static CmType *transpose_infer(const CmType *t, const CmAffineMap *perm) {
  unsigned rank = t->shaped.rank;
  int64_t *buf = cm_xmalloc(sizeof(int64_t) * (2 * (size_t)rank + 1));
  int64_t *sizes = buf, *strides = buf + rank;
  int64_t off;
  CmType *res = NULL;
  if (cm_memref_strides_and_offset(t, strides, &off)) {
    for (unsigned i = 0; i < rank; i++)
      sizes[i] = t->shaped.shape[perm->results[i]->pos];
    CmAffineMap *m = strided_layout_map(t->ctx, rank, strides, off);
    CmAffineExpr *e = cm_affine_replace(m->results[0], perm->results, NULL);
    CmAffineMap *c = cm_affine_map(t->ctx, perm->num_dims,
                                   m->num_syms + perm->num_syms, 1, &e);
    res = memref_like(t, rank, sizes, c);
  }
  free(buf);
  return res;
}

static CmResult transpose_verify(CmOp *op) {
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  const CmAttr *a = cm_op_get_attr(op, "permutation");
  if (!a || a->kind != CM_ATTR_AFFINE_MAP || !is_memref(src) ||
      !is_memref(dst))
    return CM_SUCCESS;
  if (!is_permutation(a->map))
    return cm_op_emit_error(op, "expected a permutation map");
  if (a->map->num_dims != src->shaped.rank)
    return cm_op_emit_error(op, "expected a permutation map of same rank as "
                                "the input");
  CmType *expected = transpose_infer(src, a->map);
  if (expected && expected != dst) {
    CmDiag *d = cm_op_diag_error(op, "output type ");
    diag_qtype(d, dst);
    cm_diag_append(d, " does not match transposed input type ");
    diag_qtype(d, src);
    cm_diag_append(d, ", ");
    diag_qtype(d, expected);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* upstream CastOp::canFoldIntoConsumerOp */
bool cm_memref_cast_foldable_into_consumer(CmOp *cast) {
  CmType *src = cm_op_operand(cast, 0)->type;
  CmType *res = cm_op_result(cast, 0)->type;
  if (!is_memref(src) || !is_memref(res) ||
      src->shaped.elem != res->shaped.elem ||
      src->shaped.rank != res->shaped.rank)
    return false;
  unsigned rank = src->shaped.rank;
  int64_t *buf = cm_xmalloc(sizeof(int64_t) * (2 * (size_t)rank + 1));
  int64_t *ss = buf, *rs = buf + rank, so, ro;
  bool ok = cm_memref_strides_and_offset(src, ss, &so) &&
            cm_memref_strides_and_offset(res, rs, &ro);
  for (unsigned i = 0; ok && i < rank; i++)
    if (is_dyn_size(src->shaped.shape[i]) && !is_dyn_size(res->shaped.shape[i]))
      ok = false;
  if (ok && is_dyn_so(so) && !is_dyn_so(ro))
    ok = false;
  for (unsigned i = 0; ok && i < rank; i++)
    if (is_dyn_so(ss[i]) && !is_dyn_so(rs[i]))
      ok = false;
  free(buf);
  return ok;
}

/* upstream TransposeOp::fold: foldMemRefCast, i.e. use the source of a
 * memref.cast of a ranked memref in place (as upstream 13, the result type
 * is not updated, whether or not the cast could fold into its consumer). */
static CmResult transpose_fold(CmOp *op, CmAttr *const *consts,
                               CmFoldResult *results) {
  (void)consts;
  (void)results;
  return cm_memref_fold_cast_operands(op, NULL) ? CM_SUCCESS : CM_FAILURE;
}

static const CmOdsValue transpose_operands[] = {
    {"in", CM_ODS_ONE, &tc_strided_memref}};
static const CmOdsValue transpose_results[] = {
    {"result", CM_ODS_ONE, &tc_strided_memref}};
static const CmOdsAttr transpose_attrs[] = {
    {"permutation", &cm_ac_affine_map, false, NULL}};
static const CmOdsOp transpose_ods = {
    .summary = "`transpose` produces a new strided memref (metadata-only)",
    CM_ODS_OPERANDS(transpose_operands),
    CM_ODS_RESULTS(transpose_results),
    CM_ODS_ATTRS(transpose_attrs),
    .fold = transpose_fold,
};

/* ====================================================================== */
/* Registration                                                            */
/* ====================================================================== */

static const CmOpDef view_ops[] = {
    {.name = "memref.collapse_shape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE,
     .parse = reassoc_parse,
     .print = reassoc_print,
     .verify = reassoc_verify,
     .ods = &collapse_ods,
     .get_canonicalization_patterns =
         cm_memref_collapse_shape_canonicalization_patterns},
    {.name = "memref.expand_shape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE,
     .parse = reassoc_parse,
     .print = reassoc_print,
     .verify = reassoc_verify,
     .ods = &expand_ods,
     .get_canonicalization_patterns =
         cm_memref_expand_shape_canonicalization_patterns},
    {.name = "memref.reinterpret_cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE |
               CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .parse = reinterpret_parse,
     .print = reinterpret_print,
     .verify_invariants = reinterpret_invariants,
     .verify = reinterpret_verify,
     .ods = &reinterpret_ods},
    {.name = "memref.reshape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE,
     .parse = reshape_parse,
     .print = reshape_print,
     .verify = reshape_verify,
     .ods = &reshape_ods},
    {.name = "memref.subview",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE |
               CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .parse = subview_parse,
     .print = subview_print,
     .verify_invariants = subview_invariants,
     .verify = subview_verify,
     .ods = &subview_ods,
     .get_canonicalization_patterns =
         cm_memref_subview_canonicalization_patterns},
    {.name = "memref.transpose",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = transpose_parse,
     .print = transpose_print,
     .verify = transpose_verify,
     .ods = &transpose_ods},
    {.name = "memref.view",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_VIEW_LIKE,
     .parse = view_parse,
     .print = view_print,
     .verify = view_verify,
     .ods = &view_ods,
     .get_canonicalization_patterns =
         cm_memref_view_canonicalization_patterns},
};

void cm_memref_register_view_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, view_ops, CM_ODS_ARRAY_LEN(view_ops));
}

/* ====================================================================== */
/* OffsetSizeAndStrideOpInterface accessors (public, dialects.h)           */
/* ====================================================================== */

static const char *const mixed_attr_names[3] = {
    "static_offsets", "static_sizes", "static_strides"};
static int64_t mixed_sentinel(CmMemrefMixedList list) {
  return list == CM_MEMREF_SIZES ? CM_DYNAMIC_SIZE
                                 : CM_DYNAMIC_STRIDE_OR_OFFSET;
}

unsigned cm_memref_mixed_count(CmOp *op, CmMemrefMixedList list) {
  const CmAttr *a = cm_op_get_attr(op, mixed_attr_names[list]);
  return a && a->kind == CM_ATTR_ARRAY ? a->array.num : 0;
}

CmValue *cm_memref_mixed_entry(CmOp *op, CmMemrefMixedList list, unsigned i,
                               int64_t *static_value) {
  const CmAttr *a = cm_op_get_attr(op, mixed_attr_names[list]);
  int64_t dyn = mixed_sentinel(list);
  if (!a || a->kind != CM_ATTR_ARRAY || i >= a->array.num ||
      a->array.elems[i]->kind != CM_ATTR_INTEGER) {
    *static_value = dyn;
    return NULL;
  }
  int64_t v = a->array.elems[i]->integer.value;
  *static_value = v;
  if (v != dyn)
    return NULL;
  unsigned seg[4];
  op_segments(op, seg);
  unsigned k = seg[0];
  for (unsigned l = 0; l < (unsigned)list; l++)
    k += seg[1 + l];
  for (unsigned j = 0; j < i; j++)
    if (a->array.elems[j]->kind == CM_ATTR_INTEGER &&
        a->array.elems[j]->integer.value == dyn)
      k++;
  return k < cm_op_num_operands(op) ? cm_op_operand(op, k) : NULL;
}

/* 13's SubViewOp::getDroppedDims: walking the sizes, a size that is the
 * constant 1 (static, or a constant operand) is dropped unless the next
 * result dimension is 1 as well. */
void cm_memref_subview_dropped_dims(CmOp *op, bool *dropped) {
  CmType *res = cm_op_result(op, 0)->type;
  unsigned rrank = is_memref(res) ? res->shaped.rank : 0;
  unsigned n = cm_memref_mixed_count(op, CM_MEMREF_SIZES), pos = 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t s;
    CmValue *v = cm_memref_mixed_entry(op, CM_MEMREF_SIZES, i, &s);
    bool is_one = false;
    if (!v) {
      is_one = s == 1;
    } else {
      CmAttr *c = cm_value_constant(v);
      is_one = c && c->kind == CM_ATTR_INTEGER && c->integer.value == 1;
    }
    dropped[i] = is_one && !(pos < rrank && res->shaped.shape[pos] == 1);
    if (!dropped[i])
      pos++;
  }
}
