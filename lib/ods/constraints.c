/* constraints.c - predefined type and attribute constraints of the ODS
 * layer, with upstream MLIR 13's summaries. */
#include "ods_internal.h"

#include <string.h>

/* ---------------------------------------------------------------------- */
/* Type predicates                                                         */
/* ---------------------------------------------------------------------- */

static bool is_float(const CmType *t) { return t && cm_type_is_float(t); }
static bool is_signless_int(const CmType *t) {
  return t && t->kind == CM_TYPE_INTEGER &&
         t->integer.signedness == CM_SIGNLESS;
}
static bool is_int_or_index(const CmType *t) {
  return is_signless_int(t) || (t && t->kind == CM_TYPE_INDEX);
}
static bool is_vec_or_tensor(const CmType *t) {
  return t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}

static bool p_any(const CmType *t, const void *a) {
  (void)a;
  return t != NULL;
}
static bool p_index(const CmType *t, const void *a) {
  (void)a;
  return t && t->kind == CM_TYPE_INDEX;
}
static bool p_int_width(const CmType *t, const void *a) {
  return is_signless_int(t) && t->integer.width == (unsigned)(uintptr_t)a;
}
static bool p_signless_int(const CmType *t, const void *a) {
  (void)a;
  return is_signless_int(t);
}
static bool p_signless_int_like(const CmType *t, const void *a) {
  (void)a;
  if (is_int_or_index(t))
    return true;
  return is_vec_or_tensor(t) && is_int_or_index(t->shaped.elem);
}
static bool p_signless_int_or_index(const CmType *t, const void *a) {
  (void)a;
  return is_int_or_index(t);
}
static bool p_float(const CmType *t, const void *a) {
  (void)a;
  return is_float(t);
}
static bool p_float_like(const CmType *t, const void *a) {
  (void)a;
  if (is_float(t))
    return true;
  return is_vec_or_tensor(t) && is_float(t->shaped.elem);
}
static bool is_i1(const CmType *t) {
  return is_signless_int(t) && t->integer.width == 1;
}
static bool p_bool_like(const CmType *t, const void *a) {
  (void)a;
  if (is_i1(t))
    return true;
  return is_vec_or_tensor(t) && is_i1(t->shaped.elem);
}
static bool p_kind(const CmType *t, const void *a) {
  return t && t->kind == (uint8_t)(uintptr_t)a;
}
static bool p_memref_any(const CmType *t, const void *a) {
  (void)a;
  return t && (t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF);
}
static bool p_tensor(const CmType *t, const void *a) {
  (void)a;
  return t && (t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}
static bool p_shaped(const CmType *t, const void *a) {
  (void)a;
  return t && cm_type_is_shaped(t);
}
static bool p_int_or_float_like(const CmType *t, const void *a) {
  (void)a;
  return p_signless_int_like(t, NULL) || p_float_like(t, NULL);
}

static CmType *b_index(CmContext *ctx) { return cm_index_type(ctx); }
static CmType *b_i1(CmContext *ctx) {
  return cm_integer_type(ctx, 1, CM_SIGNLESS);
}
static CmType *b_i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static CmType *b_i64(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}

const CmTypeConstraint cm_tc_any = {"any type", p_any, NULL, NULL};
const CmTypeConstraint cm_tc_index = {"index", p_index, NULL, b_index};
const CmTypeConstraint cm_tc_i1 = {"1-bit signless integer", p_int_width,
                                   (const void *)(uintptr_t)1, b_i1};
const CmTypeConstraint cm_tc_i32 = {"32-bit signless integer", p_int_width,
                                    (const void *)(uintptr_t)32, b_i32};
const CmTypeConstraint cm_tc_i64 = {"64-bit signless integer", p_int_width,
                                    (const void *)(uintptr_t)64, b_i64};
const CmTypeConstraint cm_tc_signless_int = {"signless integer",
                                             p_signless_int, NULL, NULL};
const CmTypeConstraint cm_tc_signless_int_like = {
    "signless-integer-like", p_signless_int_like, NULL, NULL};
const CmTypeConstraint cm_tc_signless_int_or_index = {
    "signless integer or index", p_signless_int_or_index, NULL, NULL};
const CmTypeConstraint cm_tc_signless_int_or_index_like = {
    "signless-integer-like", p_signless_int_like, NULL, NULL};
const CmTypeConstraint cm_tc_float = {"floating-point", p_float, NULL, NULL};
const CmTypeConstraint cm_tc_float_like = {"floating-point-like",
                                           p_float_like, NULL, NULL};
const CmTypeConstraint cm_tc_bool_like = {"bool-like", p_bool_like, NULL,
                                          NULL};
const CmTypeConstraint cm_tc_memref = {
    "memref of any type values", p_kind,
    (const void *)(uintptr_t)CM_TYPE_MEMREF, NULL};
const CmTypeConstraint cm_tc_ranked_memref = {
    "memref of any type values", p_kind,
    (const void *)(uintptr_t)CM_TYPE_MEMREF, NULL};
const CmTypeConstraint cm_tc_unranked_memref = {
    "unranked.memref of any type values", p_kind,
    (const void *)(uintptr_t)CM_TYPE_UNRANKED_MEMREF, NULL};
const CmTypeConstraint cm_tc_memref_or_unranked = {
    "unranked.memref of any type values or memref of any type values",
    p_memref_any, NULL, NULL};
const CmTypeConstraint cm_tc_tensor = {"tensor of any type values", p_tensor,
                                       NULL, NULL};
const CmTypeConstraint cm_tc_ranked_tensor = {
    "ranked tensor of any type values", p_kind,
    (const void *)(uintptr_t)CM_TYPE_RANKED_TENSOR, NULL};
const CmTypeConstraint cm_tc_vector = {
    "vector of any type values", p_kind,
    (const void *)(uintptr_t)CM_TYPE_VECTOR, NULL};
const CmTypeConstraint cm_tc_shaped = {"shaped of any type values", p_shaped,
                                       NULL, NULL};
const CmTypeConstraint cm_tc_function = {
    "function type", p_kind, (const void *)(uintptr_t)CM_TYPE_FUNCTION, NULL};
const CmTypeConstraint cm_tc_any_signless_int_or_float_like = {
    "signless-integer-like or floating-point-like", p_int_or_float_like, NULL,
    NULL};

/* ---------------------------------------------------------------------- */
/* Attribute predicates                                                    */
/* ---------------------------------------------------------------------- */

static bool a_any(const CmAttr *a, const void *arg) {
  (void)arg;
  return a != NULL;
}
static bool a_kind(const CmAttr *a, const void *arg) {
  return a && a->kind == (uint8_t)(uintptr_t)arg;
}
static bool a_bool(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && cm_attr_is_bool(a);
}
static bool a_int_width(const CmAttr *a, const void *arg) {
  return a && a->kind == CM_ATTR_INTEGER && is_signless_int(a->type) &&
         a->type->integer.width == (unsigned)(uintptr_t)arg;
}
static bool a_index(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INDEX;
}
static bool a_symbol_name(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_STRING;
}
static bool a_flat_symref(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_SYMBOL_REF && a->symref.num_nested == 0;
}
static bool a_function_type(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_TYPE && a->type_value &&
         a->type_value->kind == CM_TYPE_FUNCTION;
}
static bool a_i64_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++)
    if (!a_int_width(a->array.elems[i], (const void *)(uintptr_t)64))
      return false;
  return true;
}
static bool a_elements(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && (a->kind == CM_ATTR_DENSE_ELEMENTS ||
               a->kind == CM_ATTR_OPAQUE_ELEMENTS ||
               a->kind == CM_ATTR_SPARSE_ELEMENTS);
}
static bool a_int_elements(const CmAttr *a, const void *arg) {
  return a && a->kind == CM_ATTR_DENSE_ELEMENTS && a->type &&
         cm_type_is_shaped(a->type) &&
         is_signless_int(a->type->shaped.elem) &&
         a->type->shaped.elem->integer.width == (unsigned)(uintptr_t)arg;
}
static bool a_typed(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->type != NULL;
}

static CmType *st_i32(CmContext *ctx) { return b_i32(ctx); }
static CmType *st_i64(CmContext *ctx) { return b_i64(ctx); }
static CmType *st_index(CmContext *ctx) { return b_index(ctx); }
/* StrAttr's ODS valueType is NoneType: the generated parser passes it to
 * parseAttribute, so `1` is "integer literal not valid for specified
 * type" and `"s"` is the plain (untyped) string attribute. */
static CmType *st_none(CmContext *ctx) { return cm_none_type(ctx); }

#define AK(k) ((const void *)(uintptr_t)(k))
const CmAttrConstraint cm_ac_any = {"any attribute", a_any, NULL, NULL, NULL,
                                    0};
const CmAttrConstraint cm_ac_bool = {"bool attribute", a_bool, NULL, NULL,
                                     NULL, 0};
const CmAttrConstraint cm_ac_unit = {"unit attribute", a_kind,
                                     AK(CM_ATTR_UNIT), NULL, NULL, 0};
const CmAttrConstraint cm_ac_i32 = {"32-bit signless integer attribute",
                                    a_int_width, AK(32), st_i32, NULL, 0};
const CmAttrConstraint cm_ac_i64 = {"64-bit signless integer attribute",
                                    a_int_width, AK(64), st_i64, NULL, 0};
const CmAttrConstraint cm_ac_index = {"index attribute", a_index, NULL,
                                      st_index, NULL, 0};
const CmAttrConstraint cm_ac_int = {"arbitrary integer attribute", a_kind,
                                    AK(CM_ATTR_INTEGER), NULL, NULL, 0};
const CmAttrConstraint cm_ac_float = {"arbitrary float attribute", a_kind,
                                      AK(CM_ATTR_FLOAT), NULL, NULL, 0};
const CmAttrConstraint cm_ac_string = {"string attribute", a_kind,
                                       AK(CM_ATTR_STRING), st_none, NULL, 0};
const CmAttrConstraint cm_ac_symbol_name = {"string attribute",
                                            a_symbol_name, NULL, NULL, NULL,
                                            0};
const CmAttrConstraint cm_ac_symbol_ref = {"symbol reference attribute",
                                           a_kind, AK(CM_ATTR_SYMBOL_REF),
                                           NULL, NULL, 0};
const CmAttrConstraint cm_ac_flat_symbol_ref = {
    "flat symbol reference attribute", a_flat_symref, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_ac_callee = {
    "flat symbol reference attribute", a_any, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_ac_type = {"any type attribute", a_kind,
                                     AK(CM_ATTR_TYPE), NULL, NULL, 0};
const CmAttrConstraint cm_ac_function_type = {
    "type attribute of function type", a_function_type, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_ac_array = {"array attribute", a_kind,
                                      AK(CM_ATTR_ARRAY), NULL, NULL, 0};
const CmAttrConstraint cm_ac_i64_array = {"64-bit integer array attribute",
                                          a_i64_array, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_ac_dict = {"dictionary of named attribute values",
                                     a_kind, AK(CM_ATTR_DICTIONARY), NULL,
                                     NULL, 0};
const CmAttrConstraint cm_ac_elements = {"constant vector/tensor attribute",
                                         a_elements, NULL, NULL, NULL, 0};
const CmAttrConstraint cm_ac_i32_elements = {
    "32-bit signless integer elements attribute", a_int_elements, AK(32),
    NULL, NULL, 0};
const CmAttrConstraint cm_ac_i64_elements = {
    "64-bit signless integer elements attribute", a_int_elements, AK(64),
    NULL, NULL, 0};
const CmAttrConstraint cm_ac_affine_map = {"AffineMap attribute", a_kind,
                                           AK(CM_ATTR_AFFINE_MAP), NULL, NULL,
                                           0};
const CmAttrConstraint cm_ac_typed = {"TypedAttr instance", a_typed, NULL,
                                      NULL, NULL, 0};

/* An enum attribute (an i64 IntegerAttr as upstream 13's I64EnumAttr)
 * additionally must hold one of its cases. */
bool cm_ods_attr_satisfies(const CmAttrConstraint *c, const CmAttr *a) {
  if (!a)
    return false;
  if (c->cases) {
    if (c->pred && !c->pred(a, c->arg))
      return false;
    if (!c->pred && !a_int_width(a, AK(64)))
      return false;
    for (unsigned i = 0; i < c->num_cases; i++)
      if (c->cases[i].value == a->integer.value)
        return true;
    return false;
  }
  return c->pred ? c->pred(a, c->arg) : true;
}

void cm_ods_attr_summary(const CmAttrConstraint *c, CmBuf *out) {
  if (c->summary) {
    cm_buf_puts(out, c->summary);
    return;
  }
  if (c->cases) {
    cm_buf_puts(out, "allowed 64-bit signless integer cases: ");
    for (unsigned i = 0; i < c->num_cases; i++) {
      if (i)
        cm_buf_puts(out, ", ");
      cm_buf_put_i64(out, c->cases[i].value);
    }
    return;
  }
  cm_buf_puts(out, "any attribute");
}
