/* ops_aggregate.c - aggregate and vector ops of the LLVM dialect (MLIR 13):
 * extractvalue, insertvalue (with their position attribute walked through
 * structs and arrays), extractelement, insertelement, shufflevector.
 * extractvalue folds through a chain of insertvalue ops, as upstream. */
#include "llvm_internal.h"

#include <inttypes.h>
#include <string.h>

static bool pred_any_int(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_INTEGER;
}
static const CmTypeConstraint tc_any_int = {"integer", pred_any_int, NULL,
                                            NULL};

static bool is_struct(const CmType *t) {
  int id = cm_llvm_type_id(t);
  return id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID;
}

/* A fixed vector of `n` `elem`s: built-in when it can be, else !llvm.vec
 * (upstream LLVM::getFixedVectorType). */
static CmType *fixed_vector(CmType *elem, unsigned n) {
  bool builtin = (elem->kind == CM_TYPE_INTEGER &&
                  elem->integer.signedness == CM_SIGNLESS) ||
                 cm_type_is_float(elem);
  if (builtin) {
    int64_t s = n;
    return cm_vector_type(1, &s, elem);
  }
  return cm_llvm_vec_type(elem, n, false);
}

/* ---------------------------------------------------------------------
 * the position walk
 * --------------------------------------------------------------------- */
typedef enum {
  POS_OK,
  POS_NOT_LLVM,    /* container is not an llvm-compatible type */
  POS_NOT_INT,     /* a position is not an integer attribute */
  POS_OUT_ARRAY,   /* out of bounds in an array */
  POS_OUT_STRUCT,  /* out of bounds in a struct */
  POS_NOT_AGGREGATE
} PosStatus;

/* Steps into `t` along `pos`; on failure *bad is the offending position
 * (or type, through *bad_type). */
static PosStatus walk_position(CmType *t, const CmAttr *pos, CmType **out,
                               const CmAttr **bad, int64_t *bad_index,
                               CmType **bad_type) {
  if (!cm_llvm_is_compatible_type(t))
    return POS_NOT_LLVM;
  for (unsigned i = 0; i < pos->array.num; i++) {
    const CmAttr *a = pos->array.elems[i];
    if (a->kind != CM_ATTR_INTEGER) {
      *bad = a;
      return POS_NOT_INT;
    }
    /* upstream reads the position as an `int` */
    int64_t k = (int32_t)a->integer.value;
    *bad_index = k;
    if (cm_llvm_type_id(t) == CM_LLVM_ARRAY) {
      if (k < 0 || (uint64_t)k >= cm_llvm_array_count(t))
        return POS_OUT_ARRAY;
      t = cm_llvm_array_elem(t);
    } else if (is_struct(t)) {
      if (k < 0 || k >= (int64_t)cm_llvm_struct_num_elems(t))
        return POS_OUT_STRUCT;
      t = cm_llvm_struct_elem(t, (unsigned)k);
    } else {
      *bad_type = t;
      return POS_NOT_AGGREGATE;
    }
  }
  *out = t;
  return POS_OK;
}

/* The parser's version: errors at the attribute or at the type. */
static CmType *parse_position_type(CmParser *p, CmOpState *st, CmType *t,
                                   const CmAttr *pos, const char *attr_pos,
                                   const char *type_pos) {
  CmType *out = NULL, *bt = NULL;
  const CmAttr *bad = NULL;
  int64_t bi = 0;
  switch (walk_position(t, pos, &out, &bad, &bi, &bt)) {
  case POS_OK:
    return out;
  case POS_NOT_LLVM:
    cm_llvm_custom_error_at(p, st, type_pos, "expected LLVM IR Dialect type");
    return NULL;
  case POS_NOT_INT:
    cm_llvm_custom_error_at(p, st, attr_pos,
                            "expected an array of integer literals");
    return NULL;
  case POS_OUT_ARRAY:
  case POS_OUT_STRUCT:
    cm_llvm_custom_error_at(p, st, attr_pos, "position out of bounds");
    return NULL;
  case POS_NOT_AGGREGATE:
    cm_llvm_custom_error_at(p, st, type_pos,
                            "expected LLVM IR structure/array type");
    return NULL;
  }
  return NULL;
}

/* The verifier's version. */
static CmType *verify_position_type(CmOp *op, CmType *t) {
  CmAttr *pos = cm_op_get_attr(op, "position");
  CmType *out = NULL, *bt = NULL;
  const CmAttr *bad = NULL;
  int64_t bi = 0;
  CmDiag *d;
  switch (walk_position(t, pos, &out, &bad, &bi, &bt)) {
  case POS_OK:
    return out;
  case POS_NOT_LLVM:
    d = cm_op_diag_plain_error(op, "expected LLVM IR Dialect type, got ");
    cm_llvm_diag_append_qtype(d, t);
    break;
  case POS_NOT_INT:
    d = cm_op_diag_error(op, "expected an array of integer literals, got: ");
    cm_diag_append_attr(d, bad);
    break;
  case POS_OUT_ARRAY:
    d = cm_op_diag_error(op, "position out of bounds: %" PRId64, bi);
    break;
  case POS_OUT_STRUCT:
    d = cm_op_diag_error(op, "position out of bounds%" PRId64, bi);
    break;
  case POS_NOT_AGGREGATE:
  default:
    d = cm_op_diag_error(op, "expected LLVM IR structure/array type, got: ");
    cm_llvm_diag_append_qtype(d, bt);
    break;
  }
  cm_diag_report(d);
  return NULL;
}

/* `[i, j, ...]` parsed as upstream's parseAttribute<ArrayAttr> does: any
 * attribute (a bare integer takes a following `: type` as its own, as 13
 * does), then "invalid kind" unless it is an array. */
static CmAttr *parse_array_attr(CmParser *p, CmOpState *st) {
  const char *pos = cm_parser_pos(p);
  CmAttr *a;
  if (cm_parse_attribute(p, NULL, &a))
    return NULL;
  if (a->kind != CM_ATTR_ARRAY) {
    cm_llvm_custom_error_at(p, st, pos, "invalid kind of attribute specified");
    return NULL;
  }
  return a;
}

static void add_attr(CmOpState *st, CmNamedAttrVec *attrs, const char *name,
                     CmAttr *a) {
  CmNamedAttr n = {cm_ident_c(st->ctx, name), a};
  CM_VEC_PUSH(*attrs, n);
}

/* ---------------------------------------------------------------------
 * llvm.extractvalue / llvm.insertvalue
 * --------------------------------------------------------------------- */
static CmResult extractvalue_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand c;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  if (cm_parse_operand(p, &c))
    goto done;
  const char *attr_pos = cm_parser_pos(p);
  CmAttr *pos = parse_array_attr(p, st);
  if (!pos)
    goto done;
  add_attr(st, &attrs, "position", pos);
  if (cm_parse_optional_attr_dict(p, &attrs) || cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t) || cm_llvm_resolve_one(p, &c, t, st))
    goto done;
  CmType *e = parse_position_type(p, st, t, pos, attr_pos, type_pos);
  if (!e)
    goto done;
  CM_VEC_PUSH(st->types, e);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static CmResult insertvalue_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand v, c;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  if (cm_parse_operand(p, &v) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &c))
    goto done;
  const char *attr_pos = cm_parser_pos(p);
  CmAttr *pos = parse_array_attr(p, st);
  if (!pos)
    goto done;
  add_attr(st, &attrs, "position", pos);
  if (cm_parse_optional_attr_dict(p, &attrs) || cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t))
    goto done;
  CmType *e = parse_position_type(p, st, t, pos, attr_pos, type_pos);
  if (!e || cm_llvm_resolve_one(p, &c, t, st) ||
      cm_llvm_resolve_one(p, &v, e, st))
    goto done;
  CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void value_op_print(CmPrinter *p, CmOp *op) {
  bool insert = cm_op_name_is(op, "llvm.insertvalue");
  CmValue *c = cm_op_operand(op, 0);
  cm_print_str(p, " ");
  if (insert) {
    cm_print_operand(p, cm_op_operand(op, 1));
    cm_print_str(p, ", ");
  }
  cm_print_operand(p, c);
  CmAttr *pos = cm_op_get_attr(op, "position");
  if (pos)
    cm_print_attr(p, pos);
  static const char *const elided[] = {"position"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, c->type);
}

static CmResult extractvalue_verify(CmOp *op) {
  CmType *ct = cm_op_operand(op, 0)->type;
  CmType *e = verify_position_type(op, ct);
  if (!e)
    return CM_FAILURE;
  CmType *rt = cm_op_result(op, 0)->type;
  if (rt != e) {
    CmDiag *d = cm_op_diag_error(op, "Type mismatch: extracting from ");
    cm_llvm_diag_append_qtype(d, ct);
    cm_diag_append(d, " should produce ");
    cm_llvm_diag_append_qtype(d, e);
    cm_diag_append(d, " but this op returns ");
    cm_llvm_diag_append_qtype(d, rt);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult insertvalue_verify(CmOp *op) {
  CmType *ct = cm_op_operand(op, 0)->type;
  CmType *e = verify_position_type(op, ct);
  if (!e)
    return CM_FAILURE;
  CmType *vt = cm_op_operand(op, 1)->type;
  if (vt != e) {
    CmDiag *d = cm_op_diag_error(op, "Type mismatch: cannot insert ");
    cm_llvm_diag_append_qtype(d, vt);
    cm_diag_append(d, " into ");
    cm_llvm_diag_append_qtype(d, ct);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* extractvalue(insertvalue(..., v, pos), pos) -> v, looking through
 * insertvalue ops at other positions. */
static CmResult extractvalue_fold(CmOp *op, CmAttr *const *operands,
                                  CmFoldResult *results) {
  (void)operands;
  CmAttr *pos = cm_op_get_attr(op, "position");
  CmOp *ins = cm_value_defining_op(cm_op_operand(op, 0));
  while (ins && cm_op_name_is(ins, "llvm.insertvalue") &&
         cm_op_num_operands(ins) == 2) {
    if (cm_op_get_attr(ins, "position") == pos) {
      results[0].value = cm_op_operand(ins, 1);
      return CM_SUCCESS;
    }
    ins = cm_value_defining_op(cm_op_operand(ins, 0));
  }
  return CM_FAILURE;
}

static const CmOdsValue extractvalue_operands[] = {
    {"container", CM_ODS_ONE, &cm_llvm_tc_aggregate}};
static const CmOdsValue any_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsAttr position_attrs[] = {
    {"position", &cm_ac_array, false, NULL}};
static const CmOdsOp extractvalue_ods = {
    .summary = "Extract a value from an LLVM struct.",
    CM_ODS_OPERANDS(extractvalue_operands),
    CM_ODS_RESULTS(any_results),
    CM_ODS_ATTRS(position_attrs),
    .fold = extractvalue_fold,
};
static const CmOdsValue insertvalue_operands[] = {
    {"container", CM_ODS_ONE, &cm_llvm_tc_aggregate},
    {"value", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsValue aggregate_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_aggregate}};
static const CmOdsOp insertvalue_ods = {
    .summary = "Insert a value into an LLVM struct.",
    CM_ODS_OPERANDS(insertvalue_operands),
    CM_ODS_RESULTS(aggregate_results),
    CM_ODS_ATTRS(position_attrs),
};

/* ---------------------------------------------------------------------
 * llvm.extractelement / llvm.insertelement
 * --------------------------------------------------------------------- */
static CmResult extractelement_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand vec, pos;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *pt, *t;
  const char *loc = cm_parser_pos(p);
  if (cm_parse_operand(p, &vec) || cm_parse_tok(p, CM_TOK_LSQUARE) ||
      cm_parse_operand(p, &pos) || cm_parse_colon_type(p, &pt) ||
      cm_parse_tok(p, CM_TOK_RSQUARE) ||
      cm_parse_optional_attr_dict(p, &attrs) || cm_parse_colon_type(p, &t) ||
      cm_llvm_resolve_one(p, &vec, t, st) ||
      cm_llvm_resolve_one(p, &pos, pt, st))
    goto done;
  if (!cm_llvm_is_compatible_vector_type(t)) {
    cm_llvm_custom_error_at(p, st, loc,
                            "expected LLVM dialect-compatible vector type for "
                            "operand #1");
    goto done;
  }
  CM_VEC_PUSH(st->types, cm_llvm_vector_elem(t));
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static CmResult insertelement_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand val, vec, pos;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *pt, *t;
  const char *loc = cm_parser_pos(p);
  if (cm_parse_operand(p, &val) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &vec) || cm_parse_tok(p, CM_TOK_LSQUARE) ||
      cm_parse_operand(p, &pos) || cm_parse_colon_type(p, &pt) ||
      cm_parse_tok(p, CM_TOK_RSQUARE) ||
      cm_parse_optional_attr_dict(p, &attrs) || cm_parse_colon_type(p, &t))
    goto done;
  if (!cm_llvm_is_compatible_vector_type(t)) {
    cm_llvm_custom_error_at(p, st, loc,
                            "expected LLVM dialect-compatible vector type for "
                            "operand #1");
    goto done;
  }
  if (cm_llvm_resolve_one(p, &vec, t, st) ||
      cm_llvm_resolve_one(p, &val, cm_llvm_vector_elem(t), st) ||
      cm_llvm_resolve_one(p, &pos, pt, st))
    goto done;
  CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void element_op_print(CmPrinter *p, CmOp *op) {
  bool insert = cm_op_name_is(op, "llvm.insertelement");
  CmValue *vec = cm_op_operand(op, 0);
  CmValue *pos = cm_op_operand(op, insert ? 2 : 1);
  cm_print_str(p, " ");
  if (insert) {
    cm_print_operand(p, cm_op_operand(op, 1));
    cm_print_str(p, ", ");
  }
  cm_print_operand(p, vec);
  cm_print_str(p, "[");
  cm_print_operand(p, pos);
  cm_print_str(p, " : ");
  cm_print_type(p, pos->type);
  cm_print_str(p, "]");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, vec->type);
}

static CmResult extractelement_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type;
  CmType *e = cm_llvm_vector_elem(vt);
  CmType *rt = cm_op_result(op, 0)->type;
  if (e != rt) {
    CmDiag *d = cm_op_diag_error(op, "Type mismatch: extracting from ");
    cm_llvm_diag_append_qtype(d, vt);
    cm_diag_append(d, " should produce ");
    cm_llvm_diag_append_qtype(d, e);
    cm_diag_append(d, " but this op returns ");
    cm_llvm_diag_append_qtype(d, rt);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult insertelement_verify(CmOp *op) {
  CmType *vt = cm_op_operand(op, 0)->type;
  CmType *val = cm_op_operand(op, 1)->type;
  if (cm_llvm_vector_elem(vt) != val) {
    CmDiag *d = cm_op_diag_error(op, "Type mismatch: cannot insert ");
    cm_llvm_diag_append_qtype(d, val);
    cm_diag_append(d, " into ");
    cm_llvm_diag_append_qtype(d, vt);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsValue extractelement_operands[] = {
    {"vector", CM_ODS_ONE, &cm_llvm_tc_vector},
    {"position", CM_ODS_ONE, &tc_any_int}};
static const CmOdsOp extractelement_ods = {
    .summary = "Extract an element from an LLVM vector.",
    CM_ODS_OPERANDS(extractelement_operands),
    CM_ODS_RESULTS(any_results),
};
static const CmOdsValue insertelement_operands[] = {
    {"vector", CM_ODS_ONE, &cm_llvm_tc_vector},
    {"value", CM_ODS_ONE, &cm_llvm_tc_type},
    {"position", CM_ODS_ONE, &tc_any_int}};
static const CmOdsValue vector_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_vector}};
static const CmOdsOp insertelement_ods = {
    .summary = "Insert an element into an LLVM vector.",
    CM_ODS_OPERANDS(insertelement_operands),
    CM_ODS_RESULTS(vector_results),
};

/* ---------------------------------------------------------------------
 * llvm.shufflevector
 * --------------------------------------------------------------------- */
static CmResult shufflevector_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand v1, v2;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t1, *t2;
  const char *loc = cm_parser_pos(p);
  if (cm_parse_operand(p, &v1) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &v2))
    goto done;
  CmAttr *mask = parse_array_attr(p, st);
  if (!mask)
    goto done;
  add_attr(st, &attrs, "mask", mask);
  if (cm_parse_optional_attr_dict(p, &attrs) || cm_parse_colon_type(p, &t1) ||
      cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_type(p, &t2) ||
      cm_llvm_resolve_one(p, &v1, t1, st) ||
      cm_llvm_resolve_one(p, &v2, t2, st))
    goto done;
  if (!cm_llvm_is_compatible_vector_type(t1)) {
    cm_llvm_custom_error_at(p, st, loc,
                            "expected LLVM IR dialect vector type for operand "
                            "#1");
    goto done;
  }
  CM_VEC_PUSH(st->types, fixed_vector(cm_llvm_vector_elem(t1),
                                      mask->array.num));
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void shufflevector_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, " ");
  CmAttr *mask = cm_op_get_attr(op, "mask");
  if (mask)
    cm_print_attr(p, mask);
  static const char *const elided[] = {"mask"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, ", ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult shufflevector_verify(CmOp *op) {
  if (cm_llvm_vector_elem(cm_op_operand(op, 0)->type) !=
      cm_llvm_vector_elem(cm_op_operand(op, 1)->type))
    return cm_op_emit_error(op, "expected matching LLVM IR Dialect element "
                                "types");
  return CM_SUCCESS;
}

static const CmOdsValue shufflevector_operands[] = {
    {"v1", CM_ODS_ONE, &cm_llvm_tc_vector},
    {"v2", CM_ODS_ONE, &cm_llvm_tc_vector}};
static const CmOdsAttr mask_attrs[] = {{"mask", &cm_ac_array, false, NULL}};
static const CmOdsOp shufflevector_ods = {
    .summary = "Construct a permutation of two vectors.",
    CM_ODS_OPERANDS(shufflevector_operands),
    CM_ODS_RESULTS(vector_results),
    CM_ODS_ATTRS(mask_attrs),
};

/* ---------------------------------------------------------------------
 * registration
 * --------------------------------------------------------------------- */
static const CmOpDef aggregate_ops[] = {
    {.name = "llvm.extractvalue",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = extractvalue_parse,
     .print = value_op_print,
     .verify = extractvalue_verify,
     .ods = &extractvalue_ods},
    {.name = "llvm.insertvalue",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = insertvalue_parse,
     .print = value_op_print,
     .verify = insertvalue_verify,
     .ods = &insertvalue_ods},
    {.name = "llvm.extractelement",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = extractelement_parse,
     .print = element_op_print,
     .verify = extractelement_verify,
     .ods = &extractelement_ods},
    {.name = "llvm.insertelement",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = insertelement_parse,
     .print = element_op_print,
     .verify = insertelement_verify,
     .ods = &insertelement_ods},
    {.name = "llvm.shufflevector",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = shufflevector_parse,
     .print = shufflevector_print,
     .verify = shufflevector_verify,
     .ods = &shufflevector_ods},
};

void cm_llvm_register_aggregate_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, aggregate_ops, CM_ODS_ARRAY_LEN(aggregate_ops));
}
