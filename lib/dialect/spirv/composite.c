/* composite.c - the composite ops of `spv` (MLIR 13's SPIRVCompositeOps):
 * spv.CompositeConstruct (`%a, %b, %c : vector<3xf32>`),
 * spv.CompositeExtract (`%v[1 : i32] : vector<4xf32>`, the result type
 * computed from the indices; folds on constants), spv.CompositeInsert
 * (`%x, %v[1 : i32] : f32 into vector<4xf32>`), VectorExtractDynamic,
 * VectorInsertDynamic and VectorShuffle (declarative formats). */
#include "spirv_ops.h"

#include <stdio.h>
#include <string.h>

#define TS(t, buf) cm_spv_type_str(t, buf, sizeof buf)

/* ---- the element type reached by `indices` (13's getElementType); the
 * message goes to `err` (NULL on success). ---- */
static CmType *element_at(CmType *type, const CmAttr *indices, char *err,
                          size_t errn) {
  err[0] = 0;
  if (!indices || indices->kind != CM_ATTR_ARRAY) {
    snprintf(err, errn, "expected a 32-bit integer array attribute for "
                        "'indices'");
    return NULL;
  }
  if (indices->array.num == 0) {
    snprintf(err, errn, "expected at least one index for spv.CompositeExtract");
    return NULL;
  }
  for (unsigned i = 0; i < indices->array.num; i++) {
    const CmAttr *a = indices->array.elems[i];
    if (a->kind != CM_ATTR_INTEGER) {
      CmBuf b;
      cm_buf_init(&b);
      cm_print_attr_to(a, &b);
      snprintf(err, errn, "expected an 32-bit integer for index, but found '%s'",
               b.data ? b.data : "");
      cm_buf_free(&b);
      return NULL;
    }
    int64_t idx = (int32_t)a->integer.value;
    char ts[256];
    if (!cm_spv_is_composite(type)) {
      snprintf(err, errn, "cannot extract from non-composite type '%s' with "
                          "index %lld",
               TS(type, ts), (long long)idx);
      return NULL;
    }
    int64_t n = cm_spv_composite_num_elems(type);
    if (n >= 0 && (idx < 0 || idx >= n)) {
      snprintf(err, errn, "index %lld out of bounds for '%s'", (long long)idx,
               TS(type, ts));
      return NULL;
    }
    type = cm_spv_composite_elem(type, idx);
    if (!type) {
      snprintf(err, errn, "index %lld out of bounds", (long long)idx);
      return NULL;
    }
  }
  return type;
}

static bool i32_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++) {
    const CmAttr *e = a->array.elems[i];
    if (e->kind != CM_ATTR_INTEGER || !e->type ||
        !cm_type_is_signless_integer(e->type) || e->type->integer.width != 32)
      return false;
  }
  return true;
}
static const CmAttrConstraint i32_array_attr = {
    "32-bit integer array attribute", i32_array, NULL, NULL, NULL, 0};

/* ---- spv.CompositeConstruct ---- */
static CmResult construct_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  char ts[256];
  if (cm_failed(cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_colon_type(p, &type)))
    goto done;
  if (!cm_spv_is_composite(type)) {
    cm_parser_error_at(p, pos,
                       "custom op 'spv.CompositeConstruct' result type must "
                       "be a composite type, but provided '%s'",
                       TS(type, ts));
    goto done;
  }
  int64_t n = cm_spv_composite_num_elems(type);
  if (n >= 0 && (int64_t)ops.len != n) {
    cm_parser_error_at(p, pos,
                       "custom op 'spv.CompositeConstruct' has incorrect "
                       "number of operands: expected %lld, but provided %zu",
                       (long long)n, ops.len);
    goto done;
  }
  for (size_t i = 0; i < ops.len; i++)
    CM_VEC_PUSH(types, cm_spv_composite_elem(type, (int64_t)i));
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, types.data,
                                    types.len, pos, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  CM_VEC_FREE(vals);
  return r;
}

static void construct_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult construct_verify(CmOp *op) {
  CmType *t = cm_op_result(op, 0)->type;
  unsigned n = cm_op_num_operands(op);
  char a[256], b[256];
  if (cm_spv_is_dialect_type(t, "coopmatrix")) {
    if (n != 1)
      return cm_op_emit_plain_error(
          op, "has incorrect number of operands: expected 1, but provided %u",
          n);
  } else if (cm_spv_composite_num_elems(t) != (int64_t)n) {
    return cm_op_emit_plain_error(
        op, "has incorrect number of operands: expected %lld, but provided %u",
        (long long)cm_spv_composite_num_elems(t), n);
  }
  for (unsigned i = 0; i < n; i++) {
    CmType *want = cm_spv_composite_elem(t, i);
    CmType *got = cm_op_operand(op, i)->type;
    if (want != got)
      return cm_op_emit_plain_error(op,
                                    "operand type mismatch: expected operand "
                                    "type '%s', but provided '%s'",
                                    TS(want, a), TS(got, b));
  }
  return CM_SUCCESS;
}

static const CmOdsValue construct_operands[] = {
    {"constituents", CM_ODS_VARIADIC, &cm_spv_tc_type}};
static const CmOdsValue composite_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_composite}};
static const CmOdsOp construct_ods = {CM_ODS_OPERANDS(construct_operands),
                                      CM_ODS_RESULTS(composite_results)};

/* ---- spv.CompositeExtract ---- */
static CmResult indices_parse(CmParser *p, CmAttr **indices,
                              const char **pos) {
  *pos = cm_parser_pos(p);
  return cm_parse_attribute(p, NULL, indices);
}

static CmResult extract_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand src;
  CmValueVec vals = {0};
  CmAttr *indices = NULL;
  CmType *type = NULL;
  const char *pos;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand(p, &src)) ||
      cm_failed(indices_parse(p, &indices, &pos)) ||
      cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operand(p, &src, type, &vals)))
    goto done;
  char err[512];
  CmType *et = element_at(type, indices, err, sizeof err);
  if (!et) {
    cm_parser_error_at(p, pos, "custom op 'spv.CompositeExtract' %s", err);
    goto done;
  }
  CM_VEC_PUSH(st->operands, vals.data[0]);
  cm_op_state_add_attr(st, "indices", indices);
  CM_VEC_PUSH(st->types, et);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(vals);
  return r;
}

static void print_indices(CmPrinter *p, CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "indices");
  if (a)
    cm_print_attr(p, a);
}

static void extract_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  print_indices(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static CmResult extract_verify(CmOp *op) {
  char err[512], a[256], b[256];
  CmType *et = element_at(cm_op_operand(op, 0)->type,
                          cm_op_get_attr(op, "indices"), err, sizeof err);
  if (!et)
    return cm_emit_error(cm_op_loc(op), "%s", err);
  CmType *rt = cm_op_result(op, 0)->type;
  if (et != rt)
    return cm_op_emit_error(op,
                            "invalid result type: expected '%s' but provided "
                            "'%s'",
                            TS(et, a), TS(rt, b));
  return CM_SUCCESS;
}

/* Constant folding (13's extractCompositeElement): the element of a
 * dense constant at a full index list, or of a nested array constant. */
static CmAttr *extract_const(CmAttr *c, const CmAttr *indices, unsigned from) {
  if (!c)
    return NULL;
  if (from == indices->array.num)
    return c;
  if (c->kind == CM_ATTR_ARRAY) {
    int64_t i = indices->array.elems[from]->integer.value;
    if (i < 0 || (uint64_t)i >= c->array.num)
      return NULL;
    return extract_const(c->array.elems[i], indices, from + 1);
  }
  if (c->kind == CM_ATTR_DENSE_ELEMENTS && !c->dense.is_string && c->type &&
      c->type->shaped.rank == indices->array.num - from) {
    int64_t lin = 0;
    for (unsigned d = 0; d < c->type->shaped.rank; d++) {
      int64_t i = indices->array.elems[from + d]->integer.value;
      if (i < 0 || i >= c->type->shaped.shape[d])
        return NULL;
      lin = lin * c->type->shaped.shape[d] + i;
    }
    return cm_dense_get_attr(c, (size_t)lin);
  }
  return NULL;
}

static CmResult extract_fold(CmOp *op, CmAttr *const *k, CmFoldResult *res) {
  CmAttr *indices = cm_op_get_attr(op, "indices");
  if (!k[0] || !indices || !i32_array(indices, NULL))
    return CM_FAILURE;
  res[0].attr = extract_const(k[0], indices, 0);
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

static const CmOdsValue extract_operands[] = {
    {"composite", CM_ODS_ONE, &cm_spv_tc_composite}};
static const CmOdsValue extract_results[] = {
    {"component", CM_ODS_ONE, &cm_spv_tc_type}};
static const CmOdsAttr indices_attrs[] = {
    {"indices", &i32_array_attr, false, NULL}};
static const CmOdsOp extract_ods = {CM_ODS_OPERANDS(extract_operands),
                                    CM_ODS_RESULTS(extract_results),
                                    CM_ODS_ATTRS(indices_attrs),
                                    .fold = extract_fold};

/* ---- spv.CompositeInsert ---- */
static CmResult insert_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmAttr *indices = NULL;
  CmType *t[2] = {NULL, NULL};
  const char *pos;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand_list(p, &ops, 2, CM_DELIM_NONE)) ||
      cm_failed(indices_parse(p, &indices, &pos)) ||
      cm_failed(cm_parse_colon_type(p, &t[0])) ||
      cm_failed(cm_parse_keyword(p, "into")) ||
      cm_failed(cm_parse_type(p, &t[1])) ||
      cm_failed(cm_resolve_operands(p, ops.data, ops.len, t, 2, NULL, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  cm_op_state_add_attr(st, "indices", indices);
  CM_VEC_PUSH(st->types, t[1]);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static void insert_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  print_indices(p, op);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " into ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult insert_verify(CmOp *op) {
  char err[512], a[256], b[256];
  CmType *ct = cm_op_operand(op, 1)->type;
  CmType *et = element_at(ct, cm_op_get_attr(op, "indices"), err, sizeof err);
  if (!et)
    return cm_emit_error(cm_op_loc(op), "%s", err);
  CmType *ot = cm_op_operand(op, 0)->type;
  if (et != ot)
    return cm_op_emit_error(
        op, "object operand type should be '%s', but found '%s'", TS(et, a),
        TS(ot, b));
  CmType *rt = cm_op_result(op, 0)->type;
  if (ct != rt)
    return cm_op_emit_error(op,
                            "result type should be the same as the composite "
                            "type, but found '%s' vs '%s'",
                            TS(ct, a), TS(rt, b));
  return CM_SUCCESS;
}

static const CmOdsValue insert_operands[] = {
    {"object", CM_ODS_ONE, &cm_spv_tc_type},
    {"composite", CM_ODS_ONE, &cm_spv_tc_composite}};
static const CmOdsOp insert_ods = {CM_ODS_OPERANDS(insert_operands),
                                   CM_ODS_RESULTS(composite_results),
                                   CM_ODS_ATTRS(indices_attrs)};

/* ---- dynamic vector element access (declarative formats) ---- */
static CmType *elem_of(CmType *t) {
  return t && t->kind == CM_TYPE_VECTOR ? t->shaped.elem : NULL;
}
static bool p_scalar(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_int(t) || cm_spv_is_float(t) || cm_spv_is_bool(t);
}
static const CmTypeConstraint tc_scalar = {
    "bool or 8/16/32/64-bit integer or 16/32/64-bit float", p_scalar, NULL,
    NULL};

static const CmOdsValue vextract_operands[] = {
    {"vector", CM_ODS_ONE, &cm_spv_tc_vector},
    {"index", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsValue vextract_results[] = {
    {"result", CM_ODS_ONE, &tc_scalar}};
static const CmOdsTypeRel vextract_rels[] = {
    {"vector", "result", elem_of,
     "type of 'result' matches element type of 'vector'"}};
static const CmOdsOp vextract_ods = {
    CM_ODS_OPERANDS(vextract_operands), CM_ODS_RESULTS(vextract_results),
    CM_ODS_TYPE_RELS(vextract_rels),
    .format = "$vector `[` $index `]` attr-dict `:` type($vector) `,` "
              "type($index)"};

static const CmOdsValue vinsert_operands[] = {
    {"vector", CM_ODS_ONE, &cm_spv_tc_vector},
    {"component", CM_ODS_ONE, &tc_scalar},
    {"index", CM_ODS_ONE, &cm_spv_tc_int}};
static const CmOdsValue vector_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_vector}};
static const CmOdsTypeRel vinsert_rels[] = {
    {"vector", "component", elem_of,
     "type of 'component' matches element type of 'vector'"},
    {"vector", "result", NULL, "all of {vector, result} have same type"}};
static const CmOdsOp vinsert_ods = {
    CM_ODS_OPERANDS(vinsert_operands), CM_ODS_RESULTS(vector_results),
    CM_ODS_TYPE_RELS(vinsert_rels),
    .format = "$component `,` $vector `[` $index `]` attr-dict `:` "
              "type($vector) `,` type($index)"};

/* ---- spv.VectorShuffle ---- */
static bool same_elem(const CmType *a, const CmType *b) {
  return cm_spv_element_type((CmType *)a) == cm_spv_element_type((CmType *)b);
}
#define SHUF_SAME "all of {vector1, vector2, result} have same element type"
static const CmOdsTypePred shuffle_preds[] = {
    {"vector1", "vector2", same_elem, SHUF_SAME},
    {"vector1", "result", same_elem, SHUF_SAME}};
static const CmOdsValue shuffle_operands[] = {
    {"vector1", CM_ODS_ONE, &cm_spv_tc_vector},
    {"vector2", CM_ODS_ONE, &cm_spv_tc_vector}};
static const CmOdsAttr shuffle_attrs[] = {
    {"components", &i32_array_attr, false, NULL}};

static CmResult shuffle_verify(CmOp *op) {
  CmAttr *c = cm_op_get_attr(op, "components");
  int64_t rn = cm_spv_num_elems(cm_op_result(op, 0)->type);
  if (rn != (int64_t)c->array.num)
    return cm_op_emit_error(op,
                            "result type element count (%lld) mismatch with "
                            "the number of component selectors (%u)",
                            (long long)rn, c->array.num);
  int64_t total = cm_spv_num_elems(cm_op_operand(op, 0)->type) +
                  cm_spv_num_elems(cm_op_operand(op, 1)->type);
  for (unsigned i = 0; i < c->array.num; i++) {
    uint32_t v = (uint32_t)c->array.elems[i]->integer.value;
    if (v != 0xffffffffu && (int64_t)v >= total)
      return cm_op_emit_error(op,
                              "component selector %u out of range: expected "
                              "to be in [0, %lld) or 0xffffffff",
                              v, (long long)total);
  }
  return CM_SUCCESS;
}

static const CmOdsOp shuffle_ods = {
    CM_ODS_OPERANDS(shuffle_operands), CM_ODS_RESULTS(vector_results),
    CM_ODS_ATTRS(shuffle_attrs), CM_ODS_TYPE_PREDS(shuffle_preds),
    .format = "attr-dict $components $vector1 `:` type($vector1) `,` "
              "$vector2 `:` type($vector2) `->` type($result)"};

static const CmOpDef composite_ops[] = {
    {.name = "spv.CompositeConstruct", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = construct_parse, .print = construct_print,
     .verify = construct_verify, .ods = &construct_ods},
    {.name = "spv.CompositeExtract", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = extract_parse, .print = extract_print, .verify = extract_verify,
     .ods = &extract_ods},
    {.name = "spv.CompositeInsert", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = insert_parse, .print = insert_print, .verify = insert_verify,
     .ods = &insert_ods},
    {.name = "spv.VectorExtractDynamic", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &vextract_ods},
    {.name = "spv.VectorInsertDynamic", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &vinsert_ods},
    {.name = "spv.VectorShuffle", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = shuffle_verify, .ods = &shuffle_ods},
};

static const CmSpvOpInfo composite_info[] = {
    CM_SPV_INFO("spv.CompositeConstruct", 80),
    CM_SPV_INFO("spv.CompositeExtract", 81),
    CM_SPV_INFO("spv.CompositeInsert", 82),
    CM_SPV_INFO("spv.VectorExtractDynamic", 77),
    CM_SPV_INFO("spv.VectorInsertDynamic", 78),
    CM_SPV_INFO("spv.VectorShuffle", 79),
};

void cm_spv_register_composite_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, composite_ops, CM_ODS_ARRAY_LEN(composite_ops));
}

const CmSpvOpInfo *cm_spv_composite_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(composite_info);
  return composite_info;
}
