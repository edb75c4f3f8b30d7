/* dialect.c - the toy dialect (chapters 2 and 3).
 *
 * Ops: toy.constant, toy.add, toy.mul, toy.transpose, toy.reshape,
 * toy.print, toy.generic_call, toy.return.  Functions are the builtin
 * `func`; toy.return is their terminator.  Each op is a CmOpDef row whose
 * CmOdsOp declares operands, results and attributes with their
 * constraints; cmlir's ODS layer derives the verifier (counts, types,
 * attribute kinds, traits) and, from `.format`, the parser and printer. */
#include "dialect.h"

#include "cmlir/asm.h"
#include "cmlir/ods.h"

#include <string.h>

CmType *toy_unranked_tensor(CmContext *ctx) {
  return cm_unranked_tensor_type(cm_float_type(ctx, CM_TYPE_F64));
}

CmType *toy_tensor(CmContext *ctx, size_t rank, const int64_t *shape) {
  if (!rank)
    return toy_unranked_tensor(ctx);
  return cm_ranked_tensor_type((unsigned)rank, shape,
                               cm_float_type(ctx, CM_TYPE_F64), NULL);
}

/* ---- constraints ------------------------------------------------------ */

static bool is_f64(const CmType *t) { return t && t->kind == CM_TYPE_F64; }

static bool is_f64_tensor(const CmType *t) {
  return t &&
         (t->kind == CM_TYPE_RANKED_TENSOR ||
          t->kind == CM_TYPE_UNRANKED_TENSOR) &&
         is_f64(t->shaped.elem);
}

static bool f64_tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  return is_f64_tensor(t);
}
static const CmTypeConstraint f64_tensor = {
    .summary = "tensor of 64-bit float values", .pred = f64_tensor_pred};

static bool static_f64_tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  if (!is_f64_tensor(t) || t->kind != CM_TYPE_RANKED_TENSOR)
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] < 0)
      return false;
  return true;
}
static const CmTypeConstraint static_f64_tensor = {
    .summary = "statically shaped tensor of 64-bit float values",
    .pred = static_f64_tensor_pred};

static bool f64_elements_pred(const CmAttr *a, const void *arg) {
  (void)arg;
  return a->kind == CM_ATTR_DENSE_ELEMENTS && a->type &&
         cm_type_is_shaped(a->type) && is_f64(a->type->shaped.elem);
}
static const CmAttrConstraint f64_elements = {
    .summary = "64-bit float elements attribute", .pred = f64_elements_pred};

/* ---- toy.constant ----------------------------------------------------- */

/* toy.constant {attrs}? dense<...> : tensor<...>: the result type is the
 * attribute's. */
static CmResult constant_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmAttr *value = NULL;
  CmResult r = CM_FAILURE;
  if (cm_succeeded(cm_parse_optional_attr_dict(p, &attrs)) &&
      cm_succeeded(cm_parse_attribute(p, NULL, &value))) {
    if (!value->type) {
      cm_parser_error(p, "expected a typed attribute");
    } else {
      CM_VEC_PUSH(attrs,
                  ((CmNamedAttr){cm_ident_c(st->ctx, "value"), value}));
      CM_VEC_PUSH(st->types, value->type);
      r = CM_SUCCESS;
    }
  }
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void constant_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"value"};
  cm_print_str(p, " ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  if (cm_op_attrs(op)->dict.num > 1)
    cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "value"));
}

/* A ranked result must have the attribute's shape. */
static CmResult constant_verify(CmOp *op) {
  CmType *result = cm_op_result(op, 0)->type;
  if (result->kind != CM_TYPE_RANKED_TENSOR)
    return CM_SUCCESS;
  CmType *attr = cm_op_get_attr(op, "value")->type;
  if (attr->shaped.rank != result->shaped.rank)
    return cm_op_emit_error(op,
                            "return type must match the one of the attached "
                            "value attribute: %u != %u",
                            attr->shaped.rank, result->shaped.rank);
  for (unsigned d = 0; d < attr->shaped.rank; d++)
    if (attr->shaped.shape[d] != result->shaped.shape[d])
      return cm_op_emit_error(
          op, "return type shape mismatches its attribute at dimension %u: "
              "%lld != %lld",
          d, (long long)attr->shaped.shape[d],
          (long long)result->shaped.shape[d]);
  return CM_SUCCESS;
}

static const CmOdsValue tensor_result[] = {{"", CM_ODS_ONE, &f64_tensor}};
static const CmOdsAttr constant_attrs[] = {{"value", &f64_elements, false, NULL}};
static const CmOdsOp constant_ods = {
    .summary = "constant",
    CM_ODS_RESULTS(tensor_result),
    CM_ODS_ATTRS(constant_attrs),
};

/* ---- toy.add / toy.mul ------------------------------------------------ */

/* %a, %b {attrs}? : type, or : (lhs, rhs) -> result when they differ. */
static CmResult binary_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  if (cm_failed(cm_parse_operand_list(p, &ops, 2, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &type)))
    goto done;
  if (type->kind == CM_TYPE_FUNCTION) {
    if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, type->func.types,
                                      type->func.num_inputs, pos, &vals)))
      goto done;
    for (unsigned i = 0; i < type->func.num_results; i++)
      CM_VEC_PUSH(st->types, type->func.types[type->func.num_inputs + i]);
  } else {
    if (cm_failed(cm_resolve_operands_same_type(p, ops.data, ops.len, type,
                                                &vals)))
      goto done;
    CM_VEC_PUSH(st->types, type);
  }
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

static void binary_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  CmType *result = cm_op_result(op, 0)->type;
  if (cm_op_operand(op, 0)->type == result &&
      cm_op_operand(op, 1)->type == result) {
    cm_print_type(p, result);
    return;
  }
  CmType *ins[2] = {cm_op_operand(op, 0)->type, cm_op_operand(op, 1)->type};
  cm_print_function_type(p, cm_function_type(cm_op_context(op), 2, ins, 1,
                                             &result));
}

static const CmOdsValue binary_operands[] = {{"lhs", CM_ODS_ONE, &f64_tensor},
                                             {"rhs", CM_ODS_ONE, &f64_tensor}};
static const CmOdsOp add_ods = {
    .summary = "element-wise addition operation",
    CM_ODS_OPERANDS(binary_operands),
    CM_ODS_RESULTS(tensor_result),
};
static const CmOdsOp mul_ods = {
    .summary = "element-wise multiplication operation",
    CM_ODS_OPERANDS(binary_operands),
    CM_ODS_RESULTS(tensor_result),
};

/* ---- toy.transpose, toy.reshape, toy.print ---------------------------- */

static const CmOdsValue tensor_input[] = {{"input", CM_ODS_ONE, &f64_tensor}};

/* Ranked operand and result: the result's shape is the reversed input's. */
static CmResult transpose_verify(CmOp *op) {
  CmType *in = cm_op_operand(op, 0)->type, *out = cm_op_result(op, 0)->type;
  if (in->kind != CM_TYPE_RANKED_TENSOR || out->kind != CM_TYPE_RANKED_TENSOR)
    return CM_SUCCESS;
  bool ok = in->shaped.rank == out->shaped.rank;
  for (unsigned i = 0; ok && i < in->shaped.rank; i++)
    ok = in->shaped.shape[i] == out->shaped.shape[out->shaped.rank - 1 - i];
  if (!ok)
    return cm_op_emit_plain_error(
        op, "expected result shape to be a transpose of the input");
  return CM_SUCCESS;
}

static const CmOdsOp transpose_ods = {
    .summary = "transpose operation",
    CM_ODS_OPERANDS(tensor_input),
    CM_ODS_RESULTS(tensor_result),
    .format = "`(` $input attr-dict `:` type($input) `)` `to` type(results)",
};

static const CmOdsValue static_tensor_result[] = {
    {"", CM_ODS_ONE, &static_f64_tensor}};
static const CmOdsOp reshape_ods = {
    .summary = "tensor reshape operation",
    CM_ODS_OPERANDS(tensor_input),
    CM_ODS_RESULTS(static_tensor_result),
    .format = "`(` $input `:` type($input) `)` attr-dict `to` type(results)",
};

static const CmOdsOp print_ods = {
    .summary = "print operation",
    CM_ODS_OPERANDS(tensor_input),
    .format = "$input attr-dict `:` type($input)",
};

/* ---- toy.generic_call ------------------------------------------------- */

/* The callee must be a function of this module taking as many arguments
 * as the call passes (upstream's toy leaves this to later failures; a
 * message here points at the call). */
static CmResult generic_call_verify(CmOp *op) {
  CmAttr *callee = cm_op_get_attr(op, "callee");
  CmOp *fn = cm_symbol_lookup_nearest(op, callee);
  const char *name = callee->symref.root->str;
  if (!fn || !cm_op_name_is(fn, "func"))
    return cm_op_emit_error(op, "'%s' does not reference a valid function",
                            name);
  CmAttr *type = cm_op_get_attr(fn, "type");
  if (!type || type->kind != CM_ATTR_TYPE ||
      type->type_value->kind != CM_TYPE_FUNCTION)
    return CM_SUCCESS; /* the func's own verifier reports it */
  unsigned want = type->type_value->func.num_inputs;
  if (cm_op_num_operands(op) != want)
    return cm_op_emit_error(op,
                            "call to '%s' has %u arguments, but the function "
                            "takes %u",
                            name, cm_op_num_operands(op), want);
  return CM_SUCCESS;
}

static const CmOdsValue call_inputs[] = {
    {"inputs", CM_ODS_VARIADIC, &f64_tensor}};
static const CmOdsAttr call_attrs[] = {
    {"callee", &cm_ac_flat_symbol_ref, false, NULL}};
static const CmOdsOp generic_call_ods = {
    .summary = "generic call operation",
    CM_ODS_OPERANDS(call_inputs),
    CM_ODS_RESULTS(tensor_result),
    CM_ODS_ATTRS(call_attrs),
    .format = "$callee `(` $inputs `)` attr-dict `:` "
              "functional-type($inputs, results)",
};

/* ---- toy.return ------------------------------------------------------- */

static CmResult return_verify(CmOp *op) {
  CmOp *fn = cm_op_parent_op(op);
  unsigned n = cm_op_num_operands(op);
  if (n > 1)
    return cm_op_emit_error(op, "expects at most 1 return operand");
  CmAttr *type = cm_op_get_attr(fn, "type");
  if (!type || type->kind != CM_ATTR_TYPE ||
      type->type_value->kind != CM_TYPE_FUNCTION)
    return CM_SUCCESS;
  CmType *ft = type->type_value;
  if (n != ft->func.num_results)
    return cm_op_emit_error(op,
                            "does not return the same number of values (%u) "
                            "as the enclosing function (%u)",
                            n, ft->func.num_results);
  if (!n)
    return CM_SUCCESS;
  CmType *in = cm_op_operand(op, 0)->type;
  CmType *res = ft->func.types[ft->func.num_inputs];
  if (in == res || in->kind == CM_TYPE_UNRANKED_TENSOR ||
      res->kind == CM_TYPE_UNRANKED_TENSOR)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_plain_error(op, "type of return operand (");
  cm_diag_append_type(d, in);
  cm_diag_append(d, ") doesn't match function result type (");
  cm_diag_append_type(d, res);
  cm_diag_append(d, ")");
  return cm_diag_report(d);
}

static const CmOdsValue return_operands[] = {
    {"input", CM_ODS_VARIADIC, &f64_tensor}};
static const char *const return_parents[] = {"func", NULL};
static const CmOdsOp return_ods = {
    .summary = "return operation",
    CM_ODS_OPERANDS(return_operands),
    .parents = return_parents,
    .format = "($input^ `:` type($input))? attr-dict",
};

/* ---- registration ----------------------------------------------------- */

static const CmOpDef toy_ops[] = {
    {.name = "toy.constant",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = constant_parse,
     .print = constant_print,
     .verify = constant_verify,
     .ods = &constant_ods},
    {.name = "toy.add",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = binary_parse,
     .print = binary_print,
     .ods = &add_ods},
    {.name = "toy.mul",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = binary_parse,
     .print = binary_print,
     .ods = &mul_ods},
    {.name = "toy.transpose",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = transpose_verify,
     .get_canonicalization_patterns = toy_transpose_canonicalization_patterns,
     .ods = &transpose_ods},
    {.name = "toy.reshape",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .get_canonicalization_patterns = toy_reshape_canonicalization_patterns,
     .ods = &reshape_ods},
    {.name = "toy.print", .ods = &print_ods},
    {.name = "toy.generic_call",
     .verify = generic_call_verify,
     .ods = &generic_call_ods},
    {.name = "toy.return",
     .traits = CM_TRAIT_TERMINATOR | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_HAS_PARENT | CM_TRAIT_RETURN_LIKE,
     .verify = return_verify,
     .ods = &return_ods},
};

void toy_register_dialect(CmContext *ctx) {
  if (cm_lookup_dialect(ctx, "toy", 3))
    return;
  CmDialect d;
  memset(&d, 0, sizeof d);
  d.name = "toy";
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, toy_ops, CM_ODS_ARRAY_LEN(toy_ops));
}
