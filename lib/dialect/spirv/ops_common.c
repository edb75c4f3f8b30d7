/* ops_common.c - type constraints, custom forms and folding helpers shared
 * by the op-family files of the SPIR-V dialect (see spirv_ops.h). */
#include "spirv_ops.h"

#include <string.h>

/* ------------------------------------------------------------ scalars */

bool cm_spv_is_int(const CmType *t) {
  if (!t || t->kind != CM_TYPE_INTEGER)
    return false;
  unsigned w = t->integer.width;
  return w == 8 || w == 16 || w == 32 || w == 64;
}

bool cm_spv_is_float(const CmType *t) {
  return t && (t->kind == CM_TYPE_F16 || t->kind == CM_TYPE_F32 ||
               t->kind == CM_TYPE_F64);
}

bool cm_spv_is_bool(const CmType *t) {
  return t && t->kind == CM_TYPE_INTEGER && t->integer.width == 1 &&
         t->integer.signedness == CM_SIGNLESS;
}

static bool is_f16or32(const CmType *t) {
  return t && (t->kind == CM_TYPE_F16 || t->kind == CM_TYPE_F32);
}
static bool is_signed_int(const CmType *t) {
  return cm_spv_is_int(t) && t->integer.signedness == CM_SIGNED;
}
static bool is_signless_or_unsigned_int(const CmType *t) {
  return cm_spv_is_int(t) && t->integer.signedness != CM_SIGNED;
}
static bool is_scalar(const CmType *t) {
  return cm_spv_is_int(t) || cm_spv_is_float(t) || cm_spv_is_bool(t);
}

bool cm_spv_is_spv_vector_len(const CmType *t) {
  if (!t || t->kind != CM_TYPE_VECTOR)
    return false;
  int64_t n = cm_shaped_num_elements(t);
  return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

static bool is_coop_matrix(const CmType *t) {
  return cm_spv_is_dialect_type(t, "coopmatrix");
}

CmType *cm_spv_element_type(CmType *t) {
  if (!t)
    return NULL;
  if (t->kind == CM_TYPE_VECTOR)
    return t->shaped.elem;
  if (is_coop_matrix(t))
    return cm_spv_type_elem(t);
  return t;
}

bool cm_spv_is_dialect_type(const CmType *t, const char *mnemonic) {
  static const struct {
    const char *name;
    int id, id2;
  } ids[] = {{"array", CM_SPV_ARRAY, -2},
             {"ptr", CM_SPV_PTR, -2},
             {"rtarray", CM_SPV_RTARRAY, -2},
             {"struct", CM_SPV_STRUCT, CM_SPV_STRUCT_ID},
             {"image", CM_SPV_IMAGE, -2},
             {"sampled_image", CM_SPV_SAMPLED_IMAGE, -2},
             {"matrix", CM_SPV_MATRIX, -2},
             {"coopmatrix", CM_SPV_COOPMATRIX, -2}};
  if (!t || t->kind != CM_TYPE_DIALECT)
    return false;
  int id = cm_spv_type_id(t);
  for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
    if (strcmp(ids[i].name, mnemonic) == 0)
      return id == ids[i].id || id == ids[i].id2;
  return false;
}

bool cm_spv_is_composite(const CmType *t) {
  return t && (t->kind == CM_TYPE_VECTOR || cm_spv_is_dialect_type(t, "array") ||
               cm_spv_is_dialect_type(t, "rtarray") ||
               cm_spv_is_dialect_type(t, "struct") ||
               cm_spv_is_dialect_type(t, "matrix") ||
               cm_spv_is_dialect_type(t, "coopmatrix"));
}

int64_t cm_spv_composite_num_elems(const CmType *t) {
  if (t->kind == CM_TYPE_VECTOR)
    return cm_shaped_num_elements(t);
  switch (cm_spv_type_id(t)) {
  case CM_SPV_ARRAY:
    return cm_spv_array_count(t);
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    return cm_spv_struct_num_members(t);
  case CM_SPV_MATRIX:
    return cm_spv_matrix_columns(t);
  default:
    return -1;
  }
}

CmType *cm_spv_composite_elem(const CmType *t, int64_t i) {
  if (t->kind == CM_TYPE_VECTOR)
    return t->shaped.elem;
  switch (cm_spv_type_id(t)) {
  case CM_SPV_ARRAY:
  case CM_SPV_RTARRAY:
  case CM_SPV_MATRIX:
  case CM_SPV_COOPMATRIX:
    return cm_spv_type_elem(t);
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    if (i < 0 || i >= (int64_t)cm_spv_struct_num_members(t))
      return NULL;
    return cm_spv_struct_member(t, (unsigned)i);
  default:
    return NULL;
  }
}

/* ------------------------------------------------------- constraints */

typedef bool (*ScalarPred)(const CmType *t);
typedef struct ShapeArg {
  ScalarPred scalar;
  bool vector, coop;
} ShapeArg;

static bool p_shape(const CmType *t, const void *arg) {
  const ShapeArg *a = arg;
  if (a->scalar(t))
    return true;
  if (a->vector && cm_spv_is_spv_vector_len(t) && a->scalar(t->shaped.elem))
    return true;
  if (a->coop && is_coop_matrix(t))
    return a->scalar(cm_spv_element_type((CmType *)t));
  return false;
}

#define SV_SUM(s) s " or vector of " s " values of length 2/3/4/8/16"
#define SVC_SUM(s) SV_SUM(s) " or Cooperative Matrix of " s " values"
#define SHAPE_TC(id, pred, sum, v, c)                                          \
  static const ShapeArg id##_arg = {pred, v, c};                               \
  const CmTypeConstraint cm_spv_tc_##id = {sum, p_shape, &id##_arg, NULL}

#define INT_SUM "8/16/32/64-bit integer"
#define FLOAT_SUM "16/32/64-bit float"
SHAPE_TC(int, cm_spv_is_int, INT_SUM, false, false);
SHAPE_TC(int_sv, cm_spv_is_int, SV_SUM(INT_SUM), true, false);
SHAPE_TC(int_svc, cm_spv_is_int, SVC_SUM(INT_SUM), true, true);
SHAPE_TC(float, cm_spv_is_float, FLOAT_SUM, false, false);
SHAPE_TC(float_sv, cm_spv_is_float, SV_SUM(FLOAT_SUM), true, false);
SHAPE_TC(float_svc, cm_spv_is_float, SVC_SUM(FLOAT_SUM), true, true);
SHAPE_TC(bool, cm_spv_is_bool, "bool", false, false);
SHAPE_TC(bool_sv, cm_spv_is_bool, SV_SUM("bool"), true, false);
SHAPE_TC(f16or32_sv, is_f16or32, SV_SUM("16/32-bit float"), true, false);
SHAPE_TC(signed_int_sv, is_signed_int, SV_SUM("8/16/32/64-bit signed integer"),
         true, false);
SHAPE_TC(signless_or_unsigned_int_sv, is_signless_or_unsigned_int,
         SV_SUM("8/16/32/64-bit signless/unsigned integer"), true, false);

static bool p_scalar_or_vector(const CmType *t, const void *arg) {
  (void)arg;
  return is_scalar(t) || (cm_spv_is_spv_vector_len(t) &&
                          is_scalar(t->shaped.elem));
}
static bool p_vector(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_spv_vector_len(t) && is_scalar(t->shaped.elem);
}
static bool is_spv_dialect(const CmType *t) { /* not the image types */
  int id = cm_spv_type_id(t);
  return id >= 0 && id != CM_SPV_IMAGE && id != CM_SPV_SAMPLED_IMAGE;
}
static bool p_type(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_NONE || p_scalar_or_vector(t, NULL) ||
         is_spv_dialect(t);
}
static bool p_composite(const CmType *t, const void *arg) {
  (void)arg;
  if (p_vector(t, NULL))
    return true;
  return cm_spv_is_dialect_type(t, "array") ||
         cm_spv_is_dialect_type(t, "rtarray") ||
         cm_spv_is_dialect_type(t, "struct") ||
         cm_spv_is_dialect_type(t, "coopmatrix") ||
         cm_spv_is_dialect_type(t, "matrix");
}
static bool p_sv_or_ptr(const CmType *t, const void *arg) {
  (void)arg;
  return p_scalar_or_vector(t, NULL) || cm_spv_is_dialect_type(t, "ptr");
}

static bool p_ptr(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_dialect_type(t, "ptr");
}
const CmTypeConstraint cm_spv_tc_ptr = {"any SPIR-V pointer type", p_ptr, NULL,
                                        NULL};

#define SPV_VECTOR_SUM                                                         \
  "vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float values "    \
  "of length 2/3/4/8/16"
const CmTypeConstraint cm_spv_tc_scalar_or_vector = {
    "bool or 8/16/32/64-bit integer or 16/32/64-bit float or " SPV_VECTOR_SUM,
    p_scalar_or_vector, NULL, NULL};
const CmTypeConstraint cm_spv_tc_vector = {SPV_VECTOR_SUM, p_vector, NULL,
                                           NULL};
const CmTypeConstraint cm_spv_tc_type = {
    "void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or " SPV_VECTOR_SUM
    " or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V "
    "runtime array type or any SPIR-V struct type or any SPIR-V cooperative "
    "matrix type or any SPIR-V matrix type",
    p_type, NULL, NULL};
const CmTypeConstraint cm_spv_tc_composite = {
    SPV_VECTOR_SUM " or any SPIR-V array type or any SPIR-V runtime array "
                   "type or any SPIR-V struct type or any SPIR-V cooperative "
                   "matrix type or any SPIR-V matrix type",
    p_composite, NULL, NULL};
const CmTypeConstraint cm_spv_tc_scalar_or_vector_or_ptr = {
    "bool or 8/16/32/64-bit integer or 16/32/64-bit float or " SPV_VECTOR_SUM
    " or any SPIR-V pointer type",
    p_sv_or_ptr, NULL, NULL};

/* ------------------------------------------------------ custom forms */

static void push_attrs(CmOpState *st, CmNamedAttrVec *attrs) {
  for (size_t i = 0; i < attrs->len; i++)
    CM_VEC_PUSH(st->attrs, attrs->data[i]);
  CM_VEC_FREE(*attrs);
}

CmResult cm_spv_same_type_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operands_same_type(p, ops.data, ops.len, type,
                                              &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, type);
  r = CM_SUCCESS;
done:
  push_attrs(st, &attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

bool cm_spv_all_types_same(const CmOp *op) {
  if (cm_op_num_results(op) != 1)
    return false;
  CmType *t = cm_op_results(op)[0].type;
  CmOpOperand *ops = cm_op_operand_array(op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_operand_value(&ops[i]);
    if (!v || v->type != t)
      return false;
  }
  return true;
}

void cm_spv_same_type_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

CmType *cm_spv_bool_like(CmType *t) {
  CmType *i1 = cm_integer_type(t->ctx, 1, CM_SIGNLESS);
  if (t->kind == CM_TYPE_VECTOR) {
    int64_t n = cm_shaped_num_elements(t);
    return cm_vector_type(1, &n, i1);
  }
  return i1;
}

static CmResult n_operands_parse(CmParser *p, CmOpState *st, int n,
                                 bool bool_result) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *type = NULL;
  CmResult r = CM_FAILURE;
  CmUnresolvedOperand one;
  if (n == 1) { /* 13's parseUnaryOp takes exactly one operand */
    if (cm_failed(cm_parse_operand(p, &one)))
      goto done;
    CM_VEC_PUSH(ops, one);
  } else if (cm_failed(cm_parse_operand_list(p, &ops, n, CM_DELIM_NONE))) {
    goto done;
  }
  if (cm_failed(cm_parse_colon_type(p, &type)) ||
      cm_failed(cm_resolve_operands_same_type(p, ops.data, ops.len, type,
                                              &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, bool_result ? cm_spv_bool_like(type) : type);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

CmResult cm_spv_unary_parse(CmParser *p, CmOpState *st) {
  return n_operands_parse(p, st, 1, false);
}
CmResult cm_spv_logical_unary_parse(CmParser *p, CmOpState *st) {
  return n_operands_parse(p, st, 1, true);
}
CmResult cm_spv_logical_binary_parse(CmParser *p, CmOpState *st) {
  return n_operands_parse(p, st, 2, true);
}

void cm_spv_operands_colon_type_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " : ");
  if (cm_op_num_operands(op))
    cm_print_type(p, cm_op_operand(op, 0)->type);
}

/* ------------------------------------------------------------ folding */

int64_t cm_spv_num_elems(const CmType *t) {
  if (t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR))
    return cm_shaped_num_elements(t);
  return 1;
}

static int64_t sext(int64_t v, unsigned w) {
  if (w >= 64 || w == 0)
    return v;
  uint64_t m = 1ull << (w - 1);
  uint64_t u = (uint64_t)v & ((1ull << w) - 1);
  return (int64_t)((u ^ m) - m);
}

bool cm_spv_int_elem(const CmAttr *a, size_t i, int64_t *out) {
  if (!a)
    return false;
  if (a->kind == CM_ATTR_INTEGER) {
    if (!a->type || a->type->kind != CM_TYPE_INTEGER ||
        a->type->integer.width > 64)
      return false;
    *out = sext(a->integer.value, a->type->integer.width);
    return true;
  }
  if (a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.is_string && a->type &&
      a->type->shaped.elem->kind == CM_TYPE_INTEGER &&
      a->type->shaped.elem->integer.width <= 64) {
    CmAttr *e = cm_dense_get_attr(a, i);
    if (!e)
      return false;
    *out = sext(e->integer.value, a->type->shaped.elem->integer.width);
    return true;
  }
  return false;
}

CmAttr *cm_spv_int_constant(CmType *t, size_t n, const int64_t *vals) {
  CmType *et = t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t;
  if (et->kind != CM_TYPE_INTEGER || et->integer.width > 64)
    return NULL;
  unsigned w = et->integer.width;
  if (t->kind != CM_TYPE_VECTOR)
    return n == 1 ? cm_integer_attr(t, sext(vals[0], w)) : NULL;
  bool splat = true;
  for (size_t i = 1; i < n; i++)
    splat = splat && vals[i] == vals[0];
  size_t eb = (w + 7) / 8, cnt = splat ? 1 : n;
  uint8_t buf[16 * 8];
  if (cnt * eb > sizeof buf)
    return NULL;
  for (size_t i = 0; i < cnt; i++) {
    uint64_t v = (uint64_t)vals[i];
    for (size_t b = 0; b < eb; b++)
      buf[i * eb + b] = (uint8_t)(v >> (8 * b));
  }
  return cm_dense_elements_attr(t, splat, cnt * eb, buf);
}

bool cm_spv_is_bool_splat(const CmAttr *a, bool value) {
  if (!a || !a->type)
    return false;
  CmType *t = a->type;
  CmType *et = t->kind == CM_TYPE_VECTOR ? t->shaped.elem : t;
  if (!cm_spv_is_bool(et))
    return false;
  int64_t n = cm_spv_num_elems(t);
  for (int64_t i = 0; i < n; i++) {
    int64_t v;
    if (!cm_spv_int_elem(a, (size_t)i, &v))
      return false;
    if ((v != 0) != value)
      return false;
  }
  return true;
}

const char *cm_spv_type_str(const CmType *t, char *out, size_t n) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(t, &b);
  size_t len = b.len < n - 1 ? b.len : n - 1;
  if (b.data)
    memcpy(out, b.data, len);
  out[len] = 0;
  cm_buf_free(&b);
  return out;
}

/* -------------------------------------------------------------- enums */

static CmAttr *i32_attr(CmContext *ctx, uint32_t v) {
  return cm_integer_attr(cm_integer_type(ctx, 32, CM_SIGNLESS), (int64_t)v);
}

/* 13's attributeName<EnumClass>(), used in its parse messages. */
static const char *enum_attr_name(CmSpvEnumKind k) {
  switch (k) {
  case CM_SPV_E_Scope:
    return "scope";
  case CM_SPV_E_MemorySemantics:
    return "memory_semantics";
  case CM_SPV_E_GroupOperation:
    return "group_operation";
  case CM_SPV_E_StorageClass:
    return "storage_class";
  default:
    return cm_spv_enums[k].name;
  }
}

/* "expected string or keyword containing one of the following enum values
 * for attribute 'attr' [cases]" (13's declarative enum attributes). */
static CmResult enum_list_error(CmParser *p, const char *pos, CmStr name,
                                const char *attr, CmSpvEnumKind k) {
  CmBuf l;
  cm_buf_init(&l);
  const CmSpvEnum *e = &cm_spv_enums[k];
  for (unsigned i = 0; i < e->num; i++)
    cm_buf_printf(&l, "%s%s", i ? ", " : "", e->cases[i].name);
  cm_parser_error_at(p, pos,
                     "custom op '%.*s' expected string or keyword containing "
                     "one of the following enum values for attribute '%s' "
                     "[%s]",
                     (int)name.len, name.data, attr, l.data ? l.data : "");
  cm_buf_free(&l);
  return CM_FAILURE;
}

CmResult cm_spv_parse_enum_attr(CmParser *p, CmOpState *st, CmSpvEnumKind k,
                                const char *attr, bool string_only) {
  const char *pos = cm_parser_pos(p);
  CmStr name = cm_ident_str(st->name->name);
  CmStr text;
  bool keyword = false;
  if (string_only) {
    /* 13's parseEnumStrAttr: any attribute (of no type), then a string */
    CmAttr *a = NULL;
    if (cm_failed(cm_parse_attribute(p, cm_none_type(st->ctx), &a)))
      return CM_FAILURE;
    if (!a || a->kind != CM_ATTR_STRING)
      return cm_parser_error_at(p, pos,
                                "custom op '%.*s' expected %s attribute "
                                "specified as string",
                                (int)name.len, name.data, enum_attr_name(k));
    text = cm_ident_str(a->str.value);
  } else if (cm_parser_token(p)->kind == CM_TOK_STRING) {
    CmAttr *a = NULL;
    if (cm_failed(cm_parse_attribute(p, cm_none_type(st->ctx), &a)))
      return CM_FAILURE;
    text = cm_ident_str(a->str.value);
  } else if (cm_parse_optional_any_keyword(p, &text)) {
    keyword = true;
  } else {
    return enum_list_error(p, pos, name, attr, k);
  }
  uint32_t v;
  if (!cm_spv_enum_symbolize(k, text, &v)) {
    /* 13's declarative enum attributes: an unknown keyword gets the list of
     * cases, an unknown string the "invalid ... specification" message. */
    if (keyword)
      return enum_list_error(p, pos, name, attr, k);
    return cm_parser_error_at(p, pos,
                              "custom op '%.*s' invalid %s attribute "
                              "specification: \"%.*s\"",
                              (int)name.len, name.data,
                              string_only ? enum_attr_name(k) : attr,
                              (int)text.len, text.data);
  }
  cm_op_state_add_attr(st, attr, i32_attr(st->ctx, v));
  return CM_SUCCESS;
}

void cm_spv_print_enum_attr(CmPrinter *p, CmOp *op, CmSpvEnumKind k,
                            const char *attr, bool quoted) {
  CmAttr *a = cm_op_get_attr(op, attr);
  uint32_t v = a && a->kind == CM_ATTR_INTEGER ? (uint32_t)a->integer.value : 0;
  CmBuf *b = cm_printer_buf(p);
  /* 13 prints a bit enum as a keyword only when it is one bit. */
  bool q = quoted || (cm_spv_enums[k].is_bit && (v == 0 || (v & (v - 1))));
  if (q)
    cm_buf_putc(b, '"');
  if (!cm_spv_enum_print(k, v, b))
    cm_buf_printf(b, "%u", v);
  if (q)
    cm_buf_putc(b, '"');
}

static bool p_enum(const CmAttr *a, const void *arg) {
  CmSpvEnumKind k = (CmSpvEnumKind)(uintptr_t)arg;
  if (a->kind != CM_ATTR_INTEGER || !a->type ||
      !cm_type_is_signless_integer(a->type) || a->type->integer.width != 32)
    return false;
  CmBuf b;
  cm_buf_init(&b);
  bool ok = cm_spv_enum_print(k, (uint32_t)a->integer.value, &b);
  cm_buf_free(&b);
  return ok;
}
const CmAttrConstraint cm_spv_ac_scope = {
    "valid SPIR-V Scope", p_enum, (const void *)(uintptr_t)CM_SPV_E_Scope,
    NULL, NULL, 0};
const CmAttrConstraint cm_spv_ac_memory_semantics = {
    "valid SPIR-V MemorySemantics", p_enum,
    (const void *)(uintptr_t)CM_SPV_E_MemorySemantics, NULL, NULL, 0};

CmResult cm_spv_verify_memory_semantics(CmOp *op, const char *attr) {
  CmAttr *a = cm_op_get_attr(op, attr);
  if (!a || a->kind != CM_ATTR_INTEGER)
    return CM_SUCCESS;
  /* Acquire, Release, AcquireRelease, SequentiallyConsistent */
  uint32_t v = (uint32_t)a->integer.value & 0x1eu;
  if (v & (v - 1))
    return cm_op_emit_plain_error(
        op, "expected at most one of these four memory constraints to be set: "
            "`Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`");
  return CM_SUCCESS;
}
