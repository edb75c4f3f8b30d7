/* shape.c - 13's shape-changing vector ops: shuffle, shape_cast, bitcast,
 * transpose, reshape, extract_strided_slice, insert_strided_slice,
 * extract_map and insert_map: syntax and verifiers with 13's messages
 * (folders and patterns in fold_shape.c). */
#include "vector_internal.h"

#define MAX_RANK 64

/* ====================================================================== */
/* vector.shuffle                                                          */
/* ====================================================================== */

static CmResult shuffle_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand v1, v2;
  CmAttr *mask;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *t1, *t2;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &v1) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &v2) || cm_parse_attribute(p, NULL, &mask))
    goto done;
  cm_op_state_add_attr(st, "mask", mask);
  if (cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  const char *t1_pos = cm_parser_pos(p);
  if (cm_parse_colon_type(p, &t1))
    goto done;
  if (t1->kind != CM_TYPE_VECTOR) {
    cm_vec_parse_error(p, st, t1_pos, "invalid kind of type specified");
    goto done;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA))
    goto done;
  const char *t2_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t2))
    goto done;
  if (t2->kind != CM_TYPE_VECTOR) {
    cm_vec_parse_error(p, st, t2_pos, "invalid kind of type specified");
    goto done;
  }
  if (cm_resolve_operand(p, &v1, t1, &vals) ||
      cm_resolve_operand(p, &v2, t2, &vals))
    goto done;
  const char *name_pos = cm_parser_op_name_pos(p);
  if (mask->kind != CM_ATTR_ARRAY) {
    cm_vec_parse_error(p, st, name_pos, "missing mask attribute");
    goto done;
  }
  if (mask->array.num == 0) {
    cm_vec_parse_error(p, st, name_pos, "invalid mask length");
    goto done;
  }
  int64_t shape[MAX_RANK];
  unsigned rank = t1->shaped.rank < MAX_RANK ? t1->shaped.rank : MAX_RANK;
  shape[0] = mask->array.num;
  for (unsigned i = 1; i < rank; i++)
    shape[i] = t1->shaped.shape[i];
  CM_VEC_PUSH(st->types,
              cm_vector_type(rank ? rank : 1, shape, t1->shaped.elem));
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  r = CM_SUCCESS;
  (void)ctx;
done:
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void shuffle_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "mask"));
  static const char *const elided[] = {"mask"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult shuffle_verify(CmOp *op) {
  CmType *rt = cm_op_result(op, 0)->type;
  CmType *t1 = cm_op_operand(op, 0)->type, *t2 = cm_op_operand(op, 1)->type;
  unsigned rank = rt->shaped.rank;
  if (rank != t1->shaped.rank || t1->shaped.rank != t2->shaped.rank)
    return cm_op_emit_error(op, "rank mismatch");
  for (unsigned r = 1; r < rank; r++)
    if (rt->shaped.shape[r] != t1->shaped.shape[r] ||
        t1->shaped.shape[r] != t2->shaped.shape[r])
      return cm_op_emit_error(op, "dimension mismatch");
  CmAttr *mask = cm_op_get_attr(op, "mask");
  if ((int64_t)mask->array.num != rt->shaped.shape[0])
    return cm_op_emit_error(op, "mask length mismatch");
  int64_t size = t1->shaped.shape[0] + t2->shaped.shape[0];
  for (unsigned i = 0; i < mask->array.num; i++) {
    int64_t v = mask->array.elems[i]->integer.value;
    if (v < 0 || v >= size)
      return cm_op_emit_error(op, "mask index #%u out of range", i + 1);
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.shape_cast / vector.bitcast                                      */
/* ====================================================================== */

static bool all_ones(const int64_t *s, unsigned from, unsigned n) {
  for (unsigned i = from; i < n; i++)
    if (s[i] != 1)
      return false;
  return true;
}

/* 13's isValidShapeCast: `a` (lower rank) groups contiguous dims of `b`. */
static bool valid_shape_cast(const int64_t *a, unsigned ra, const int64_t *b,
                             unsigned rb) {
  unsigned i = 0, j = 0;
  while (i < ra && j < rb) {
    int64_t da = a[i], db = 1;
    while (db < da && j < rb)
      db *= b[j++];
    if (da != db)
      break;
    ++i;
    if (i < ra && all_ones(a, i, ra))
      i = ra;
    if (j < rb && all_ones(b, j, rb))
      j = rb;
  }
  return i == ra && j == rb;
}

bool cm_vec_valid_shape_cast(const CmType *s, const CmType *r) {
  unsigned rs = s->shaped.rank, rr = r->shaped.rank;
  if (rs < rr)
    return valid_shape_cast(s->shaped.shape, rs, r->shaped.shape, rr);
  if (rs > rr)
    return valid_shape_cast(r->shaped.shape, rr, s->shaped.shape, rs);
  return true;
}

static CmResult shape_cast_verify(CmOp *op) {
  CmType *s = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  if (s->shaped.elem != r->shaped.elem)
    return cm_op_emit_error(op, "source/result vectors must have same element "
                                "type");
  if (cm_shaped_num_elements(s) != cm_shaped_num_elements(r))
    return cm_op_emit_error(op, "source/result number of elements must match");
  if (!cm_vec_valid_shape_cast(s, r))
    return cm_op_emit_error(op, "invalid shape cast");
  return CM_SUCCESS;
}

static CmResult bitcast_verify(CmOp *op) {
  CmType *s = cm_op_operand(op, 0)->type, *r = cm_op_result(op, 0)->type;
  unsigned rank = s->shaped.rank;
  for (unsigned i = 0; i + 1 < rank; i++)
    if (s->shaped.shape[i] != r->shaped.shape[i])
      return cm_op_emit_error(op, "dimension size mismatch at: %u", i);
  uint64_t sb = (uint64_t)cm_vec_bitwidth(s->shaped.elem) *
                (uint64_t)s->shaped.shape[rank - 1];
  uint64_t rb = (uint64_t)cm_vec_bitwidth(r->shaped.elem) *
                (uint64_t)r->shaped.shape[rank - 1];
  if (sb != rb)
    return cm_op_emit_error(op, "source/result bitwidth of the minor 1-D "
                                "vectors must be equal");
  return CM_SUCCESS;
}

static bool same_rank(const CmType *a, const CmType *b) {
  return cm_type_has_rank(a) && cm_type_has_rank(b) &&
         a->shaped.rank == b->shaped.rank;
}

/* ====================================================================== */
/* vector.transpose                                                        */
/* ====================================================================== */

static CmResult transpose_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type, *rt = cm_op_result(op, 0)->type;
  unsigned rank = rt->shaped.rank;
  if (vt->shaped.rank != rank)
    return cm_op_emit_error(op, "vector result rank mismatch: %u", rank);
  CmAttr *tr = cm_op_get_attr(op, "transp");
  if (tr->array.num != rank)
    return cm_op_emit_error(op, "transposition length mismatch: %u",
                            tr->array.num);
  bool seen[MAX_RANK] = {0};
  for (unsigned k = 0; k < tr->array.num; k++) {
    int64_t i = tr->array.elems[k]->integer.value;
    if (i < 0 || i >= (int64_t)rank)
      return cm_op_emit_error(op, "transposition index out of range: %lld",
                              (long long)i);
    if (i < MAX_RANK && seen[i])
      return cm_op_emit_error(op, "duplicate position index: %lld",
                              (long long)i);
    if (i < MAX_RANK)
      seen[i] = true;
    if (rt->shaped.shape[k] != vt->shaped.shape[i])
      return cm_op_emit_error(op, "dimension size mismatch at: %lld",
                              (long long)i);
  }
  return CM_SUCCESS;
}

/* ====================================================================== */
/* vector.reshape                                                          */
/* ====================================================================== */

static CmResult plain_type_error(CmOp *op, const char *msg, CmType *t) {
  CmDiag *d = cm_op_diag_plain_error(op, "%s", msg);
  cm_vec_diag_type(d, t);
  return cm_diag_report(d);
}

static CmResult reshape_verify(CmOp *op) {
  CmType *in = cm_op_operand(op, 0)->type, *out = cm_op_result(op, 0)->type;
  unsigned is, ni, os, no;
  cm_ods_operand_group(op, "input_shape", &is, &ni);
  cm_ods_operand_group(op, "output_shape", &os, &no);
  int64_t fixed[MAX_RANK];
  int nf = cm_vec_i64_array(op, "fixed_vector_sizes", fixed, MAX_RANK);
  if (nf < 0)
    return cm_op_emit_error(op, "too many fixed vector sizes");
  if (in->shaped.rank != ni + (unsigned)nf)
    return plain_type_error(op, "invalid input shape for vector type ", in);
  if (out->shaped.rank != no + (unsigned)nf)
    return plain_type_error(op, "invalid output shape for vector type ", out);
  /* 13's index: rank - nf - i (counts down from the first fixed dim) */
  for (int i = 0; i < nf; i++) {
    int64_t idx = (int64_t)in->shaped.rank - nf - i;
    if (idx < 0 || fixed[i] != in->shaped.shape[idx])
      return cm_op_emit_plain_error(op,
                                    "fixed vector size must match input "
                                    "vector for dim %d",
                                    i);
  }
  for (int i = 0; i < nf; i++) {
    int64_t idx = (int64_t)out->shaped.rank - nf - i;
    if (idx < 0 || fixed[i] != out->shaped.shape[idx])
      return cm_op_emit_plain_error(op,
                                    "fixed vector size must match output "
                                    "vector for dim %d",
                                    i);
  }
  int64_t nin = 1, nout = 1, c;
  for (unsigned i = 0; i < ni; i++) {
    if (!cm_vec_const_index(cm_op_operand(op, is + i), &c))
      return CM_SUCCESS;
    nin *= c;
  }
  for (unsigned i = 0; i < no; i++) {
    if (!cm_vec_const_index(cm_op_operand(op, os + i), &c))
      return CM_SUCCESS;
    nout *= c;
  }
  if (nin != nout)
    return cm_op_emit_plain_error(op, "product of input and output shape "
                                      "sizes must match");
  return CM_SUCCESS;
}

/* ====================================================================== */
/* Strided slices                                                          */
/* ====================================================================== */

static CmResult confined_to_shape(CmOp *op, const int64_t *v, unsigned n,
                                  const int64_t *shape, const char *name,
                                  bool half_open, int64_t min) {
  for (unsigned i = 0; i < n; i++) {
    int64_t max = shape[i] + (half_open ? 0 : 1);
    if (v[i] < min || v[i] >= max)
      return cm_op_emit_error(op,
                              "expected %s dimension %u to be confined to "
                              "[%lld, %lld)",
                              name, i, (long long)min, (long long)max);
  }
  return CM_SUCCESS;
}

static CmResult strides_are_one(CmOp *op, const int64_t *v, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (v[i] != 1)
      return cm_op_emit_error(op, "expected strides to be confined to [1, 2)");
  return CM_SUCCESS;
}

static CmResult sum_confined(CmOp *op, const int64_t *a, const int64_t *b,
                             unsigned n, const int64_t *shape, const char *na,
                             const char *nb) {
  for (unsigned i = 0; i < n; i++) {
    int64_t max = shape[i] + 1;
    if (a[i] + b[i] < 0 || a[i] + b[i] >= max)
      return cm_op_emit_error(op,
                              "expected sum(%s, %s) dimension %u to be "
                              "confined to [1, %lld)",
                              na, nb, i, (long long)max);
  }
  return CM_SUCCESS;
}

CmType *cm_vec_strided_slice_type(CmType *vt, unsigned n,
                                  const int64_t *sizes) {
  int64_t shape[MAX_RANK];
  unsigned rank = vt->shaped.rank;
  if (rank > MAX_RANK)
    return NULL;
  for (unsigned i = 0; i < rank; i++)
    shape[i] = i < n ? sizes[i] : vt->shaped.shape[i];
  return cm_vector_type(rank, shape, vt->shaped.elem);
}

static CmResult extract_strided_slice_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type;
  int64_t off[MAX_RANK], sz[MAX_RANK], st[MAX_RANK];
  int no = cm_vec_i64_array(op, "offsets", off, MAX_RANK);
  int ns = cm_vec_i64_array(op, "sizes", sz, MAX_RANK);
  int nt = cm_vec_i64_array(op, "strides", st, MAX_RANK);
  if (no < 0 || ns < 0 || nt < 0 || no != ns || no != nt)
    return cm_op_emit_error(op, "expected offsets, sizes and strides "
                                "attributes of same size");
  unsigned rank = vt->shaped.rank, n = (unsigned)no;
  const int64_t *shape = vt->shaped.shape;
  static const char *const names[] = {"offsets", "sizes", "strides"};
  for (unsigned k = 0; k < 3; k++)
    if (n > rank)
      return cm_op_emit_error(op,
                              "expected %s attribute of rank smaller than "
                              "vector rank",
                              names[k]);
  if (confined_to_shape(op, off, n, shape, "offsets", true, 0) ||
      confined_to_shape(op, sz, n, shape, "sizes", false, 1) ||
      strides_are_one(op, st, n) ||
      sum_confined(op, off, sz, n, shape, "offsets", "sizes"))
    return CM_FAILURE;
  CmType *expected = cm_vec_strided_slice_type(vt, n, sz);
  if (cm_op_result(op, 0)->type != expected) {
    CmDiag *d = cm_op_diag_error(op, "expected result type to be ");
    cm_vec_diag_type(d, expected);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult insert_strided_slice_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type, *dt = cm_op_operand(op, 1)->type;
  int64_t off[MAX_RANK], strides[MAX_RANK];
  int no = cm_vec_i64_array(op, "offsets", off, MAX_RANK);
  int ns = cm_vec_i64_array(op, "strides", strides, MAX_RANK);
  if (no < 0 || (unsigned)no != dt->shaped.rank)
    return cm_op_emit_error(op, "expected offsets of same size as destination "
                                "vector rank");
  if (ns < 0 || (unsigned)ns != st->shaped.rank)
    return cm_op_emit_error(op, "expected strides of same size as source "
                                "vector rank");
  if (st->shaped.rank > dt->shaped.rank)
    return cm_op_emit_error(op, "expected source rank to be smaller than "
                                "destination rank");
  if (dt->shaped.rank > MAX_RANK)
    return cm_op_emit_error(op, "unsupported vector rank");
  int64_t src_as_dest[MAX_RANK];
  unsigned lead = dt->shaped.rank - st->shaped.rank;
  for (unsigned i = 0; i < dt->shaped.rank; i++)
    src_as_dest[i] = i < lead ? 1 : st->shaped.shape[i - lead];
  if (confined_to_shape(op, off, (unsigned)no, dt->shaped.shape, "offsets",
                        true, 0) ||
      strides_are_one(op, strides, (unsigned)ns) ||
      sum_confined(op, off, src_as_dest, (unsigned)no, dt->shaped.shape,
                   "offsets", "source vector shape"))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* ====================================================================== */
/* extract_map / insert_map                                                */
/* ====================================================================== */

static CmResult map_verify(CmOp *op, CmType *big, CmType *small, unsigned nids,
                           bool extract) {
  if (big->shaped.rank != small->shaped.rank)
    return cm_op_emit_error(op, "expected source and destination vectors of "
                                "same rank");
  unsigned n = 0;
  for (unsigned i = 0; i < big->shaped.rank; i++) {
    if (big->shaped.shape[i] % small->shaped.shape[i] != 0)
      return cm_op_emit_error(
          op, extract ? "source vector dimensions must be a multiple of "
                        "destination vector dimensions"
                      : "destination vector size must be a multiple of "
                        "source vector size");
    n += big->shaped.shape[i] != small->shaped.shape[i];
  }
  if (n != nids)
    return cm_op_emit_error(op, "expected number of ids must match the "
                                "number of dimensions distributed");
  return CM_SUCCESS;
}

static CmResult extract_map_verify(CmOp *op) {
  return map_verify(op, cm_op_operand(op, 0)->type, cm_op_result(op, 0)->type,
                    cm_op_num_operands(op) - 1, true);
}

static CmResult insert_map_verify(CmOp *op) {
  return map_verify(op, cm_op_result(op, 0)->type, cm_op_operand(op, 0)->type,
                    cm_op_num_operands(op) - 2, false);
}

/* ====================================================================== */
/* The op table                                                            */
/* ====================================================================== */

static bool same_elem(const CmType *a, const CmType *b) {
  return cm_vec_same_elem(a, b);
}

static const CmOdsValue shuffle_operands[] = {
    {"v1", CM_ODS_ONE, &cm_vec_tc_vector},
    {"v2", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsValue vector_results[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr shuffle_attrs[] = {
    {"mask", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred shuffle_preds[] = {
    {"vector", "v1", same_elem,
     "first operand v1 and result have same element type"},
    {"vector", "v2", same_elem,
     "second operand v2 and result have same element type"}};
static const CmOdsOp shuffle_ods = {
    .summary = "shuffle operation",
    CM_ODS_OPERANDS(shuffle_operands),
    CM_ODS_RESULTS(vector_results),
    CM_ODS_ATTRS(shuffle_attrs),
    CM_ODS_TYPE_PREDS(shuffle_preds),
};

static const CmOdsValue source_operands[] = {
    {"source", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsValue result_vector[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsOp shape_cast_ods = {
    .summary = "shape_cast casts between vector shapes",
    CM_ODS_OPERANDS(source_operands),
    CM_ODS_RESULTS(result_vector),
    .format = "$source attr-dict `:` type($source) `to` type($result)",
    .fold = cm_vec_shape_cast_fold,
};
static const CmOdsTypePred bitcast_preds[] = {
    {"source", "result", same_rank, "all of {source, result} have same rank"}};
static const CmOdsOp bitcast_ods = {
    .summary = "bitcast casts between vectors",
    CM_ODS_OPERANDS(source_operands),
    CM_ODS_RESULTS(result_vector),
    CM_ODS_TYPE_PREDS(bitcast_preds),
    .format = "$source attr-dict `:` type($source) `to` type($result)",
    .fold = cm_vec_bitcast_fold,
};

static const CmOdsValue vector_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr transpose_attrs[] = {
    {"transp", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred transpose_preds[] = {
    {"result", "vector", same_elem,
     "operand and result have same element type"}};
static const CmOdsOp transpose_ods = {
    .summary = "vector transpose operation",
    CM_ODS_OPERANDS(vector_operands),
    CM_ODS_RESULTS(result_vector),
    CM_ODS_ATTRS(transpose_attrs),
    CM_ODS_TYPE_PREDS(transpose_preds),
    .format = "$vector `,` $transp attr-dict `:` type($vector) `to` "
              "type($result)",
    .fold = cm_vec_transpose_fold,
};

static const CmOdsValue reshape_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector},
    {"input_shape", CM_ODS_VARIADIC, &cm_tc_index},
    {"output_shape", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsAttr reshape_attrs[] = {
    {"fixed_vector_sizes", &cm_ac_i64_array, false, NULL}};
static const CmOdsOp reshape_ods = {
    .summary = "vector reshape operation",
    CM_ODS_OPERANDS(reshape_operands),
    CM_ODS_RESULTS(result_vector),
    CM_ODS_ATTRS(reshape_attrs),
    .format = "$vector `,` `[` $input_shape `]` `,` `[` $output_shape `]` `,` "
              "$fixed_vector_sizes attr-dict `:` type($vector) `to` "
              "type($result)",
};

static const CmOdsValue any_vector_result[] = {
    {"result", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr extract_slice_attrs[] = {
    {"offsets", &cm_ac_i64_array, false, NULL},
    {"sizes", &cm_ac_i64_array, false, NULL},
    {"strides", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred extract_slice_preds[] = {
    {"result", "vector", same_elem,
     "operand and result have same element type"}};
static const CmOdsOp extract_strided_slice_ods = {
    .summary = "extract_strided_slice operation",
    CM_ODS_OPERANDS(vector_operands),
    CM_ODS_RESULTS(any_vector_result),
    CM_ODS_ATTRS(extract_slice_attrs),
    CM_ODS_TYPE_PREDS(extract_slice_preds),
    .format = "$vector attr-dict `:` type($vector) `to` type(results)",
    .fold = cm_vec_extract_strided_slice_fold,
};

static const CmOdsValue insert_slice_operands[] = {
    {"source", CM_ODS_ONE, &cm_vec_tc_vector},
    {"dest", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsValue res_vector[] = {{"res", CM_ODS_ONE, &cm_vec_tc_vector}};
static const CmOdsAttr insert_slice_attrs[] = {
    {"offsets", &cm_ac_i64_array, false, NULL},
    {"strides", &cm_ac_i64_array, false, NULL}};
static const CmOdsTypePred insert_slice_preds[] = {
    {"res", "source", same_elem,
     "operand #0 and result have same element type"}};
static const CmOdsTypeRel insert_slice_rels[] = {
    {"dest", "res", NULL, "all of {dest, res} have same type"}};
static const CmOdsOp insert_strided_slice_ods = {
    .summary = "strided_slice operation",
    CM_ODS_OPERANDS(insert_slice_operands),
    CM_ODS_RESULTS(res_vector),
    CM_ODS_ATTRS(insert_slice_attrs),
    CM_ODS_TYPE_PREDS(insert_slice_preds),
    CM_ODS_TYPE_RELS(insert_slice_rels),
    .format = "$source `,` $dest attr-dict `:` type($source) `into` "
              "type($dest)",
};

static const CmOdsValue extract_map_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector},
    {"ids", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp extract_map_ods = {
    .summary = "vector extract map operation",
    CM_ODS_OPERANDS(extract_map_operands),
    CM_ODS_RESULTS(any_vector_result),
    .format = "$vector `[` $ids `]` attr-dict `:` type($vector) `to` "
              "type(results)",
    .fold = cm_vec_extract_map_fold,
};

static const CmOdsValue insert_map_operands[] = {
    {"vector", CM_ODS_ONE, &cm_vec_tc_vector},
    {"dest", CM_ODS_ONE, &cm_vec_tc_vector},
    {"ids", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsTypeRel insert_map_rels[] = {
    {"dest", "result", NULL, "all of {dest, result} have same type"}};
static const CmOdsOp insert_map_ods = {
    .summary = "vector insert map operation",
    CM_ODS_OPERANDS(insert_map_operands),
    CM_ODS_RESULTS(result_vector),
    CM_ODS_TYPE_RELS(insert_map_rels),
    .format = "$vector `,` $dest `[` $ids `]` attr-dict `:` type($vector) "
              "`into` type($result)",
};

static const CmOpDef shape_ops[] = {
    {.name = "vector.shuffle",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = shuffle_parse,
     .print = shuffle_print,
     .verify = shuffle_verify,
     .ods = &shuffle_ods},
    {.name = "vector.shape_cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = shape_cast_verify,
     .get_canonicalization_patterns = cm_vec_shape_cast_canonicalize,
     .ods = &shape_cast_ods},
    {.name = "vector.bitcast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = bitcast_verify,
     .ods = &bitcast_ods},
    {.name = "vector.transpose",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = transpose_verify,
     .get_canonicalization_patterns = cm_vec_transpose_canonicalize,
     .ods = &transpose_ods},
    {.name = "vector.reshape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
     .verify = reshape_verify,
     .ods = &reshape_ods},
    {.name = "vector.extract_strided_slice",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = extract_strided_slice_verify,
     .get_canonicalization_patterns = cm_vec_extract_strided_slice_canonicalize,
     .ods = &extract_strided_slice_ods},
    {.name = "vector.insert_strided_slice",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = insert_strided_slice_verify,
     .ods = &insert_strided_slice_ods},
    {.name = "vector.extract_map",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = extract_map_verify,
     .ods = &extract_map_ods},
    {.name = "vector.insert_map",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = insert_map_verify,
     .ods = &insert_map_ods},
};

void cm_vec_register_shape_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, shape_ops, CM_ODS_ARRAY_LEN(shape_ops));
}
