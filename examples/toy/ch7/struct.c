/* struct.c - the struct type and its ops (chapter 7).
 *
 * !toy.struct<T, ...> is a dialect type (cm_dialect_type) whose parameters
 * are the element types: tensors or structs.  toy.struct_constant holds a
 * struct value as an array attribute (dense elements for tensors, nested
 * arrays for structs); toy.struct_access reads one element.  A
 * struct_access of a struct_constant folds to a constant of the element
 * (toy.constant or a nested toy.struct_constant): once every call is
 * inlined, the structs of a Toy program are gone. */
#include "dialect.h"

#include "cmlir/asm.h"
#include "cmlir/rewrite.h"

#include <string.h>

enum { TOY_STRUCT_TYPE = 1 };

bool toy_is_struct_type(const CmType *t) {
  return t && t->kind == CM_TYPE_DIALECT && t->dialect.dialect &&
         !strcmp(t->dialect.dialect->name, "toy") &&
         t->dialect.id == TOY_STRUCT_TYPE;
}

CmType *toy_struct_type(CmContext *ctx, unsigned n, CmType *const *elements) {
  CmDialect *d = cm_lookup_dialect(ctx, "toy", 3);
  return cm_dialect_type(d, TOY_STRUCT_TYPE, n, elements, 0, NULL, 0, NULL,
                         NULL);
}

static bool valid_element(const CmType *t) {
  return toy_is_struct_type(t) || t->kind == CM_TYPE_RANKED_TENSOR ||
         t->kind == CM_TYPE_UNRANKED_TENSOR;
}

/* struct<T, ...> (after `!toy.`) */
CmType *toy_parse_type(CmDialect *d, CmParser *p) {
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_failed(cm_parse_any_keyword(p, &kw)))
    return NULL;
  if (!cm_str_eq_c(kw, "struct")) {
    cm_parser_error_at(p, pos, "unknown type in toy dialect: '%.*s'",
                       (int)kw.len, kw.data);
    return NULL;
  }
  if (cm_failed(cm_parse_tok(p, CM_TOK_LESS)))
    return NULL;
  CmTypeVec elements = {0};
  CmType *result = NULL;
  do {
    pos = cm_parser_pos(p);
    CmType *t;
    if (cm_failed(cm_parse_type(p, &t)))
      goto done;
    if (!valid_element(t)) {
      CmBuf b;
      cm_buf_init(&b);
      cm_print_type_to(t, &b);
      cm_parser_error_at(p, pos,
                         "element type for a struct must either be a "
                         "TensorType or a StructType, got: %s",
                         b.data);
      cm_buf_free(&b);
      goto done;
    }
    CM_VEC_PUSH(elements, t);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  if (cm_succeeded(cm_parse_tok(p, CM_TOK_GREATER)))
    result = toy_struct_type(d->ctx, (unsigned)elements.len, elements.data);
done:
  CM_VEC_FREE(elements);
  return result;
}

void toy_print_type(CmDialect *d, const CmType *t, CmPrinter *p) {
  (void)d;
  cm_print_str(p, "struct<");
  for (unsigned i = 0; i < t->dialect.num_types; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, t->dialect.types[i]);
  }
  cm_print_str(p, ">");
}

/* ---- constraints ------------------------------------------------------ */

static bool struct_pred(const CmType *t, const void *arg) {
  (void)arg;
  return toy_is_struct_type(t);
}
const CmTypeConstraint toy_struct_constraint = {
    .summary = "Toy struct type", .pred = struct_pred};

/* ---- toy.struct_constant ---------------------------------------------- */

/* The attribute holds a value of `type`: dense elements of the tensor's
 * shape where ranked, arrays of the elements' values for structs. */
static CmResult verify_constant_for_type(CmOp *op, CmType *type,
                                         CmAttr *value) {
  if (toy_is_struct_type(type)) {
    if (value->kind != CM_ATTR_ARRAY ||
        value->array.num != type->dialect.num_types)
      return cm_op_emit_error(op, "expected constant attribute to be an "
                                  "array with %u elements",
                              type->dialect.num_types);
    for (unsigned i = 0; i < value->array.num; i++)
      if (cm_failed(verify_constant_for_type(op, type->dialect.types[i],
                                             value->array.elems[i])))
        return CM_FAILURE;
    return CM_SUCCESS;
  }
  if (value->kind != CM_ATTR_DENSE_ELEMENTS || !value->type ||
      value->type->shaped.elem->kind != CM_TYPE_F64)
    return cm_op_emit_error(op, "expected a 64-bit float elements attribute "
                                "for a tensor element");
  if (type->kind != CM_TYPE_RANKED_TENSOR)
    return CM_SUCCESS;
  if (value->type != type) {
    CmDiag *d = cm_op_diag_error(op, "element attribute of type ");
    cm_diag_append_type(d, value->type);
    cm_diag_append(d, " does not match the struct element type ");
    cm_diag_append_type(d, type);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult struct_constant_verify(CmOp *op) {
  return verify_constant_for_type(op, cm_op_result(op, 0)->type,
                                  cm_op_get_attr(op, "value"));
}

static const CmOdsValue struct_result[] = {
    {"output", CM_ODS_ONE, &toy_struct_constraint}};
static const CmOdsAttr struct_constant_attrs[] = {
    {"value", &cm_ac_array, false, NULL}};
static const CmOdsOp struct_constant_ods = {
    .summary = "struct constant",
    CM_ODS_RESULTS(struct_result),
    CM_ODS_ATTRS(struct_constant_attrs),
    .format = "$value attr-dict `:` type($output)",
};

/* ---- toy.struct_access ------------------------------------------------ */

static CmResult struct_access_verify(CmOp *op) {
  CmType *st = cm_op_operand(op, 0)->type;
  int64_t index = cm_op_get_attr(op, "index")->integer.value;
  if (index < 0 || index >= (int64_t)st->dialect.num_types)
    return cm_op_emit_error(op, "index should be within the range of the "
                                "input struct type");
  if (cm_op_result(op, 0)->type != st->dialect.types[index])
    return cm_op_emit_error(op, "must have the same result type as the "
                                "struct element referred to by the index");
  return CM_SUCCESS;
}

/* struct_access(struct_constant) -> the element as a constant */
static CmResult access_of_constant(const CmPattern *pat, CmOp *op,
                                   CmRewriter *rw) {
  (void)pat;
  CmOp *def = cm_value_defining_op(cm_op_operand(op, 0));
  if (!def || !cm_op_name_is(def, "toy.struct_constant"))
    return cm_rewriter_match_failure(rw, op, "not a constant struct");
  CmAttr *value = cm_op_get_attr(def, "value");
  int64_t index = cm_op_get_attr(op, "index")->integer.value;
  CmAttr *elem = value->array.elems[index];
  CmAttr *attrs = cm_dict_set(cm_dict_attr_empty(rw->ctx),
                              cm_ident_c(rw->ctx, "value"), elem);
  CmType *type = elem->kind == CM_ATTR_ARRAY ? cm_op_result(op, 0)->type
                                             : elem->type;
  CmOp *cst = cm_rewriter_create_v(
      rw, elem->kind == CM_ATTR_ARRAY ? "toy.struct_constant" : "toy.constant",
      cm_op_loc(op), 1, &type, 0, NULL, attrs);
  CmValue *v = cm_op_result(cst, 0);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}
static const CmPatternEntry access_patterns[] = {
    {access_of_constant, "StructAccessOfConstant"}};
static CM_CANONICALIZATION_HOOK(struct_access_patterns, "toy.struct_access",
                                access_patterns)

static const CmOdsValue struct_input[] = {
    {"input", CM_ODS_ONE, &toy_struct_constraint}};
static const CmOdsValue access_result[] = {{"output", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsAttr access_attrs[] = {{"index", &cm_ac_i64, false, NULL}};
static const CmOdsOp struct_access_ods = {
    .summary = "struct access",
    CM_ODS_OPERANDS(struct_input),
    CM_ODS_RESULTS(access_result),
    CM_ODS_ATTRS(access_attrs),
    .format = "$input `[` $index `]` attr-dict `:` type($input) `->` "
              "type($output)",
};

const CmOpDef toy_struct_ops[2] = {
    {.name = "toy.struct_constant",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_CONSTANT_LIKE,
     .verify = struct_constant_verify,
     .ods = &struct_constant_ods},
    {.name = "toy.struct_access",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = struct_access_verify,
     .get_canonicalization_patterns = struct_access_patterns,
     .ods = &struct_access_ods},
};
