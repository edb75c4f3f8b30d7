/* vector.c - a subset of MLIR 13's vector dialect (docs/vector.md):
 * vector.broadcast, extract, extractelement, insert, insertelement, print.
 * Syntax, verifier messages and folders are 13's; `splat` stays in std
 * as in 13.  Constants the folders make are `std.constant`s (13's
 * VectorDialect::materializeConstant). */
#include "vector_internal.h"

#include <string.h>

/* getElementTypeOrSelf */
static CmType *elem_or_self(const CmType *t) {
  return cm_type_is_shaped(t) ? t->shaped.elem : (CmType *)t;
}

/* AnyVector.  Unlike cm_tc_vector, 13's generated parsers of this dialect
 * do not check it while parsing (`into f32` is a type mismatch of the
 * operand, not a constraint error), except for the source of a
 * TypesMatchWith relation, which the format checks anyway. */
static bool is_vector(const CmType *t, const void *arg) {
  (void)arg;
  return t && t->kind == CM_TYPE_VECTOR;
}
static const CmTypeConstraint tc_vector = {"vector of any type values",
                                           is_vector, NULL, NULL};

/* AnySignlessInteger, also left to the verifier by 13's parsers here. */
static bool is_signless_int(const CmType *t, const void *arg) {
  (void)arg;
  return t && t->kind == CM_TYPE_INTEGER &&
         t->integer.signedness == CM_SIGNLESS;
}
static const CmTypeConstraint tc_signless_int = {"signless integer",
                                                 is_signless_int, NULL, NULL};

/* TCresVTEtIsSameAsOp: the element types (or the types themselves, for
 * scalars) agree. */
static bool same_elem(const CmType *a, const CmType *b) {
  return elem_or_self(a) == elem_or_self(b);
}

static CmType *vector_elem(CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.elem : NULL;
}

static unsigned vec_rank(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR ? t->shaped.rank : 0;
}

/* The type extracted at `npos` leading positions of vector type `vt`: the
 * element type, or the vector of the trailing dimensions. */
static CmType *extracted_type(CmType *vt, unsigned npos) {
  if (npos >= vt->shaped.rank)
    return vt->shaped.elem;
  return cm_vector_type(vt->shaped.rank - npos, vt->shaped.shape + npos,
                        vt->shaped.elem);
}

static CmResult fold_value(CmFoldResult *r, CmValue *v) {
  r[0].value = v;
  return CM_SUCCESS;
}

bool cm_vector_position(CmOp *op, unsigned *n, int64_t *out, unsigned max) {
  CmAttr *a = cm_op_get_attr(op, "position");
  if (!a || a->kind != CM_ATTR_ARRAY || a->array.num > max)
    return false;
  for (unsigned i = 0; i < a->array.num; i++) {
    if (a->array.elems[i]->kind != CM_ATTR_INTEGER)
      return false;
    out[i] = a->array.elems[i]->integer.value;
  }
  *n = a->array.num;
  return true;
}

CmAttr *cm_vector_position_attr(CmContext *ctx, unsigned n,
                                const int64_t *pos) {
  CmAttr *elems[64];
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  for (unsigned i = 0; i < n; i++)
    elems[i] = cm_integer_attr(i64, pos[i]);
  return cm_array_attr(ctx, n, elems);
}

/* Checks `position` against the dimensions of `vt` (13's messages; `what`
 * is "" or "dest "). */
static CmResult verify_positions(CmOp *op, CmType *vt, const char *what) {
  CmAttr *a = cm_op_get_attr(op, "position");
  for (unsigned i = 0; i < a->array.num; i++) {
    int64_t p = a->array.elems[i]->integer.value;
    if (p < 0 || p >= vt->shaped.shape[i])
      return cm_op_emit_error(op,
                              "expected position attribute #%u to be a "
                              "non-negative integer smaller than the "
                              "corresponding %svector dimension",
                              i + 1, what);
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.broadcast                                                        */
/* ====================================================================== */

static CmResult broadcast_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type;
  CmType *dt = cm_op_result(op, 0)->type;
  if (st->kind != CM_TYPE_VECTOR) /* scalar to vector: always valid */
    return CM_SUCCESS;
  unsigned sr = st->shaped.rank, dr = dt->shaped.rank;
  if (sr > dr)
    return cm_op_emit_error(op, "source rank higher than destination rank");
  for (unsigned r = 0; r < sr; r++) {
    int64_t s = st->shaped.shape[r], d = dt->shaped.shape[dr - sr + r];
    if (s != 1 && s != d)
      return cm_op_emit_error(op, "dimension mismatch (%lld vs. %lld)",
                              (long long)s, (long long)d);
  }
  return CM_SUCCESS;
}

/* 13: the identity, and the splat of a constant scalar or splat. */
static CmResult broadcast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  CmValue *src = cm_op_operand(op, 0);
  CmType *rt = cm_op_result(op, 0)->type;
  if (src->type == rt)
    return fold_value(r, src);
  CmAttr *a = c[0];
  if (!a)
    return CM_FAILURE;
  if (a->kind == CM_ATTR_DENSE_ELEMENTS && a->dense.splat &&
      !a->dense.is_string)
    a = a->dense.num_bytes && a->type->shaped.elem == rt->shaped.elem
            ? cm_dense_elements_attr(rt, true, a->dense.num_bytes,
                                     a->dense.data)
            : NULL;
  else
    a = cm_dense_splat_attr(rt, a);
  if (!a)
    return CM_FAILURE;
  r[0].attr = a;
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.extract                                                          */
/* ====================================================================== */

static CmResult extract_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand v;
  CmNamedAttrVec attrs = {0};
  CmAttr *pos;
  CmType *t;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &v))
    goto done;
  const char *attr_pos = cm_parser_pos(p);
  if (cm_parse_attribute(p, cm_none_type(ctx), &pos))
    goto done;
  CmNamedAttr na = {cm_ident_c(ctx, "position"), pos};
  CM_VEC_PUSH(attrs, na);
  if (cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_colon_type(p, &t))
    goto done;
  if (t->kind != CM_TYPE_VECTOR) {
    cm_parser_error_at(p, type_pos,
                       "custom op 'vector.extract' expected vector type");
    goto done;
  }
  if (pos->kind != CM_ATTR_ARRAY || pos->array.num > t->shaped.rank) {
    cm_parser_error_at(p, attr_pos,
                       "custom op 'vector.extract' expected position "
                       "attribute of rank smaller than vector rank");
    goto done;
  }
  CmValueVec vals = {0};
  r = cm_resolve_operand(p, &v, t, &vals);
  if (cm_succeeded(r)) {
    CM_VEC_PUSH(st->operands, vals.data[0]);
    CM_VEC_PUSH(st->types, extracted_type(t, pos->array.num));
  }
  CM_VEC_FREE(vals);
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void extract_print(CmPrinter *p, CmOp *op) {
  CmValue *v = cm_op_operand(op, 0);
  cm_print_str(p, " ");
  cm_print_operand(p, v);
  cm_print_attr(p, cm_op_get_attr(op, "position"));
  static const char *const elided[] = {"position"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, v->type);
}

static CmResult extract_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type;
  if (cm_op_get_attr(op, "position")->array.num > vt->shaped.rank)
    return cm_op_emit_error(op, "expected position attribute of rank smaller "
                                "than vector rank");
  return verify_positions(op, vt, "");
}

/* 13's ExtractOp::fold: an empty position is the vector itself;
 * extract(extract) combines the positions (in place); extract(transpose)
 * extracts from the transpose's source when the transpose keeps the minor
 * dimensions (in place); through a chain of inserts and transposes, an
 * insert at the same position gives its source (fold.c); extract(broadcast)
 * gives the broadcast source when the types agree, or extracts from it
 * directly when it has a higher rank; extract(shape_cast) extracts from
 * the shape_cast's source at the delinearized position (in place). */
static CmResult extract_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r) {
  (void)c;
  CmContext *ctx = cm_op_context(op);
  CmValue *res = cm_op_result(op, 0);
  int64_t pos[64];
  unsigned n;
  if (!cm_vector_position(op, &n, pos, 64))
    return CM_FAILURE;
  if (n == 0)
    return fold_value(r, cm_op_operand(op, 0));
  bool changed = false;
  /* extract of extract */
  for (;;) {
    CmOp *d = cm_value_defining_op(cm_op_operand(op, 0));
    int64_t ipos[64];
    unsigned in;
    if (!d || !cm_op_name_is(d, "vector.extract") ||
        !cm_vector_position(d, &in, ipos, 64) || in + n > 64)
      break;
    memcpy(ipos + in, pos, n * sizeof *pos);
    n += in;
    memcpy(pos, ipos, n * sizeof *pos);
    cm_op_set_operand(op, 0, cm_op_operand(d, 0));
    changed = true;
  }
  if (changed)
    cm_op_set_attr(op, "position", cm_vector_position_attr(ctx, n, pos));
  /* from a transpose whose minor dimensions stay (in place) */
  if (cm_vec_extract_fold_transpose(op)) {
    changed = true;
    if (!cm_vector_position(op, &n, pos, 64))
      return fold_value(r, res);
  }
  /* through a chain of inserts and transposes */
  CmValue *ins = cm_vec_extract_from_insert_chain(op);
  if (ins)
    return fold_value(r, ins);
  /* from broadcast */
  CmOp *b = cm_value_defining_op(cm_op_operand(op, 0));
  if (b && cm_op_name_is(b, "vector.broadcast")) {
    CmValue *bs = cm_op_operand(b, 0);
    if (bs->type == res->type)
      return fold_value(r, bs);
    unsigned sr = vec_rank(bs->type), er = vec_rank(res->type);
    if (er < sr) {
      unsigned diff = sr - er;
      memmove(pos, pos + (n - diff), diff * sizeof *pos);
      cm_op_set_operand(op, 0, bs);
      cm_op_set_attr(op, "position", cm_vector_position_attr(ctx, diff, pos));
      return fold_value(r, res);
    }
  }
  if (cm_vec_extract_fold_shape_cast(op))
    return fold_value(r, res);
  return changed ? fold_value(r, res) : CM_FAILURE;
}

/* ====================================================================== */
/* vector.insert                                                           */
/* ====================================================================== */

static CmResult insert_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type;
  CmType *dt = cm_op_operand(op, 1)->type;
  unsigned n = cm_op_get_attr(op, "position")->array.num;
  if (n > dt->shaped.rank)
    return cm_op_emit_error(op, "expected position attribute of rank smaller "
                                "than dest vector rank");
  if (st->kind == CM_TYPE_VECTOR && n + st->shaped.rank != dt->shaped.rank)
    return cm_op_emit_error(op, "expected position attribute rank + source "
                                "rank to match dest vector rank");
  if (st->kind != CM_TYPE_VECTOR && n != dt->shaped.rank)
    return cm_op_emit_error(op, "expected position attribute rank to match "
                                "the dest vector rank");
  return verify_positions(op, dt, "dest ");
}

/* ====================================================================== */
/* vector.extractelement / vector.insertelement                            */
/* ====================================================================== */

static CmResult element_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, cm_op_num_operands(op) == 3 ? 1 : 0)->type;
  if (vt->shaped.rank != 1)
    return cm_op_emit_error(op, "expected 1-D vector");
  return CM_SUCCESS;
}

/* ====================================================================== */
/* The op table                                                            */
/* ====================================================================== */

static const CmOdsValue broadcast_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue broadcast_results[] = {
    {"vector", CM_ODS_ONE, &tc_vector}};
static const CmOdsTypePred broadcast_preds[] = {
    {"source", "vector", same_elem,
     "source operand and result have same element type"}};
static const CmOdsOp broadcast_ods = {
    .summary = "broadcast operation",
    CM_ODS_OPERANDS(broadcast_operands),
    CM_ODS_RESULTS(broadcast_results),
    CM_ODS_TYPE_PREDS(broadcast_preds),
    .format = "$source attr-dict `:` type($source) `to` type($vector)",
    .fold = broadcast_fold,
};

static const CmOdsValue extract_operands[] = {
    {"vector", CM_ODS_ONE, &tc_vector}};
static const CmOdsValue any_results[] = {{"res", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsAttr position_attrs[] = {
    {"position", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred extract_preds[] = {
    {"res", "vector", same_elem,
     "operand and result have same element type"}};
static const CmOdsOp extract_ods = {
    .summary = "extract operation",
    CM_ODS_OPERANDS(extract_operands),
    CM_ODS_RESULTS(any_results),
    CM_ODS_ATTRS(position_attrs),
    CM_ODS_TYPE_PREDS(extract_preds),
    .fold = extract_fold,
};

static const CmOdsValue insert_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_any}, {"dest", CM_ODS_ONE, &tc_vector}};
static const CmOdsValue vector_results[] = {
    {"res", CM_ODS_ONE, &tc_vector}};
static const CmOdsTypePred insert_preds[] = {
    {"source", "res", same_elem,
     "source operand and result have same element type"}};
static const CmOdsTypeRel insert_rels[] = {
    {"dest", "res", NULL, "all of {dest, res} have same type"}};
static const CmOdsOp insert_ods = {
    .summary = "insert operation",
    CM_ODS_OPERANDS(insert_operands),
    CM_ODS_RESULTS(vector_results),
    CM_ODS_ATTRS(position_attrs),
    CM_ODS_TYPE_PREDS(insert_preds),
    CM_ODS_TYPE_RELS(insert_rels),
    .format = "$source `,` $dest $position attr-dict `:` type($source) "
              "`into` type($dest)",
    .fold = cm_vec_insert_fold,
};

static const CmOdsValue extractelement_operands[] = {
    {"vector", CM_ODS_ONE, &tc_vector},
    {"position", CM_ODS_ONE, &tc_signless_int}};
static const CmOdsValue result_any[] = {{"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel extractelement_rels[] = {
    {"vector", "result", vector_elem,
     "result type matches element type of vector operand"}};
static const CmOdsOp extractelement_ods = {
    .summary = "extractelement operation",
    CM_ODS_OPERANDS(extractelement_operands),
    CM_ODS_RESULTS(result_any),
    CM_ODS_TYPE_RELS(extractelement_rels),
    .format = "$vector `[` $position `:` type($position) `]` attr-dict `:` "
              "type($vector)",
};

static const CmOdsValue insertelement_operands[] = {
    {"source", CM_ODS_ONE, &cm_tc_any},
    {"dest", CM_ODS_ONE, &tc_vector},
    {"position", CM_ODS_ONE, &tc_signless_int}};
static const CmOdsValue result_vector[] = {
    {"result", CM_ODS_ONE, &tc_vector}};
static const CmOdsTypeRel insertelement_rels[] = {
    {"result", "source", vector_elem,
     "source operand type matches element type of result"},
    {"dest", "result", NULL, "all of {dest, result} have same type"}};
static const CmOdsOp insertelement_ods = {
    .summary = "insertelement operation",
    CM_ODS_OPERANDS(insertelement_operands),
    CM_ODS_RESULTS(result_vector),
    CM_ODS_TYPE_RELS(insertelement_rels),
    .format = "$source `,` $dest `[` $position `:` type($position) `]` "
              "attr-dict `:` type($result)",
};

static const CmOdsValue print_operands[] = {{"source", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp print_ods = {
    .summary = "print operation (for testing and debugging)",
    CM_ODS_OPERANDS(print_operands),
    .format = "$source attr-dict `:` type($source)",
};

static const CmOpDef vector_ops[] = {
    {.name = "vector.broadcast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = broadcast_verify,
     .get_canonicalization_patterns = cm_vec_broadcast_canonicalize,
     .ods = &broadcast_ods},
    {.name = "vector.extract",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = extract_parse,
     .print = extract_print,
     .verify = extract_verify,
     .get_canonicalization_patterns = cm_vec_extract_canonicalize,
     .ods = &extract_ods},
    {.name = "vector.extractelement",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = element_verify,
     .ods = &extractelement_ods},
    {.name = "vector.insert",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = insert_verify,
     .get_canonicalization_patterns = cm_vec_insert_canonicalize,
     .ods = &insert_ods},
    {.name = "vector.insertelement",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = element_verify,
     .ods = &insertelement_ods},
    {.name = "vector.print", .ods = &print_ods},
};

/* 13's VectorDialect::materializeConstant: a std.constant. */
static CmOp *vector_materialize_constant(CmDialect *d, CmBuilder *b,
                                         CmAttr *value, CmType *type,
                                         CmLoc *loc) {
  CmContext *ctx = type->ctx;
  (void)d;
  CmDialect *std = cm_lookup_dialect(ctx, "std", 3);
  if (!std || !std->materialize_constant)
    return NULL;
  return std->materialize_constant(std, b, value, type, loc);
}

static const CmInterfaceImpl vector_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &cm_inliner_iface_always}};

void cm_register_vector_dialect(CmContext *ctx) {
  cm_register_std_dialect(ctx); /* the folders' constants */
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "vector";
  d.materialize_constant = vector_materialize_constant;
  d.parse_attr = cm_vec_kind_parse;
  d.print_attr = cm_vec_kind_print;
  d.interfaces = vector_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, vector_ops, CM_ODS_ARRAY_LEN(vector_ops));
  cm_vec_register_contract_ops(ctx);
  cm_vec_register_transfer_ops(ctx);
  cm_vec_register_mask_ops(ctx);
  cm_vec_register_shape_ops(ctx);
}
