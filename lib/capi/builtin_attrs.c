/* builtin_attrs.c - mlir-c/BuiltinAttributes.h over cmlir's builtin
 * attributes (lib/ir/attrs.c).
 *
 * Dense elements are stored by cmlir one element per ceil(width/8) bytes
 * (i1: one byte per element); construction detects splats as MLIR 13's
 * uniquer does, so equal contents give the same attribute. */
#include <stdlib.h>
#include <string.h>

#include "capi_builtin.h"
#include "mlir-c/BuiltinAttributes.h"

#define T(h) cm_capi_unwrap_type(h)
#define WT(p) cm_capi_wrap_type(p)
#define A(h) cm_capi_unwrap_attr(h)
#define WA(p) cm_capi_wrap_attr(p)

static bool is_kind(MlirAttribute attr, CmAttrKind kind) {
  return attr.ptr && A(attr)->kind == kind;
}

static MlirStringRef ident_ref(const CmIdent *id) {
  return id ? mlirStringRefCreate(id->str, id->len)
            : mlirStringRefCreate(NULL, 0);
}

MlirAttribute mlirAttributeGetNull(void) { return WA(NULL); }

/* --- affine map, integer set --------------------------------------------- */

bool mlirAttributeIsAAffineMap(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_AFFINE_MAP);
}

MlirAttribute mlirAffineMapAttrGet(MlirAffineMap map) {
  return WA(cm_affine_map_attr(cm_capi_unwrap_affine_map(map)));
}

MlirAffineMap mlirAffineMapAttrGetValue(MlirAttribute attr) {
  return cm_capi_wrap_affine_map(
      is_kind(attr, CM_ATTR_AFFINE_MAP) ? A(attr)->map : NULL);
}

bool mlirAttributeIsAIntegerSet(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_INTEGER_SET);
}

/* --- array, dictionary --------------------------------------------------- */

bool mlirAttributeIsAArray(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_ARRAY);
}

MlirAttribute mlirArrayAttrGet(MlirContext ctx, intptr_t numElements,
                               MlirAttribute const *elements) {
  CmAttr **e = cm_xmalloc(sizeof(*e) * (size_t)(numElements + 1));
  for (intptr_t i = 0; i < numElements; i++)
    e[i] = A(elements[i]);
  CmAttr *a = cm_array_attr(cm_capi_unwrap_ctx(ctx), (unsigned)numElements, e);
  free(e);
  return WA(a);
}

intptr_t mlirArrayAttrGetNumElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_ARRAY) ? (intptr_t)A(attr)->array.num : 0;
}

MlirAttribute mlirArrayAttrGetElement(MlirAttribute attr, intptr_t pos) {
  if (pos < 0 || pos >= mlirArrayAttrGetNumElements(attr))
    return WA(NULL);
  return WA(A(attr)->array.elems[pos]);
}

bool mlirAttributeIsADictionary(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DICTIONARY);
}

MlirAttribute mlirDictionaryAttrGet(MlirContext ctx, intptr_t numElements,
                                    MlirNamedAttribute const *elements) {
  CmNamedAttr *e = cm_xmalloc(sizeof(*e) * (size_t)(numElements + 1));
  for (intptr_t i = 0; i < numElements; i++) {
    e[i].name = cm_capi_unwrap_ident(elements[i].name);
    e[i].value = A(elements[i].attribute);
  }
  CmAttr *a = cm_dict_attr(cm_capi_unwrap_ctx(ctx), (unsigned)numElements, e);
  free(e);
  return WA(a);
}

intptr_t mlirDictionaryAttrGetNumElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DICTIONARY) ? (intptr_t)A(attr)->dict.num : 0;
}

MlirNamedAttribute mlirDictionaryAttrGetElement(MlirAttribute attr,
                                                intptr_t pos) {
  MlirNamedAttribute r;
  r.name = cm_capi_wrap_ident(NULL);
  r.attribute = WA(NULL);
  if (pos < 0 || pos >= mlirDictionaryAttrGetNumElements(attr))
    return r;
  const CmNamedAttr *e = &A(attr)->dict.entries[pos];
  r.name = cm_capi_wrap_ident(e->name);
  r.attribute = WA(e->value);
  return r;
}

MlirAttribute mlirDictionaryAttrGetElementByName(MlirAttribute attr,
                                                 MlirStringRef name) {
  if (!is_kind(attr, CM_ATTR_DICTIONARY))
    return WA(NULL);
  const CmAttr *d = A(attr);
  for (unsigned i = 0; i < d->dict.num; i++) {
    const CmIdent *n = d->dict.entries[i].name;
    if (n->len == name.length &&
        (name.length == 0 || memcmp(n->str, name.data, name.length) == 0))
      return WA(d->dict.entries[i].value);
  }
  return WA(NULL);
}

/* --- float --------------------------------------------------------------- */

bool mlirAttributeIsAFloat(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_FLOAT);
}

MlirAttribute mlirFloatAttrDoubleGet(MlirContext ctx, MlirType type,
                                     double value) {
  (void)ctx;
  CmType *t = T(type);
  return WA(t && cm_type_is_float(t) ? cm_float_attr(t, value) : NULL);
}

MlirAttribute mlirFloatAttrDoubleGetChecked(MlirLocation loc, MlirType type,
                                            double value) {
  CmType *t = T(type);
  if (!t || !cm_type_is_float(t)) {
    cm_emit_error(cm_capi_unwrap_loc(loc), "expected floating point type");
    return WA(NULL);
  }
  return WA(cm_float_attr(t, value));
}

double mlirFloatAttrGetValueDouble(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_FLOAT) ? A(attr)->fp.value : 0.0;
}

/* --- integer, bool ------------------------------------------------------- */

bool mlirAttributeIsAInteger(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_INTEGER);
}

MlirAttribute mlirIntegerAttrGet(MlirType type, int64_t value) {
  CmType *t = T(type);
  if (!t || (t->kind != CM_TYPE_INTEGER && t->kind != CM_TYPE_INDEX))
    return WA(NULL);
  return WA(cm_integer_attr(t, value));
}

/* Sign-extends the low `width` bits of `v` (APInt::getSExtValue). */
static int64_t sext(uint64_t v, unsigned width) {
  if (width == 0 || width >= 64)
    return (int64_t)v;
  uint64_t m = 1ull << (width - 1);
  v &= (m << 1) - 1;
  return (int64_t)((v ^ m) - m);
}

int64_t mlirIntegerAttrGetValueInt(MlirAttribute attr) {
  if (!is_kind(attr, CM_ATTR_INTEGER))
    return 0;
  const CmAttr *a = A(attr);
  unsigned width = cm_type_bit_width(a->type);
  uint64_t w = a->integer.num_words ? a->integer.words[0]
                                    : (uint64_t)a->integer.value;
  return sext(w, width);
}

bool mlirAttributeIsABool(MlirAttribute attr) {
  return attr.ptr && cm_attr_is_bool(A(attr));
}

MlirAttribute mlirBoolAttrGet(MlirContext ctx, int value) {
  return WA(cm_bool_attr(cm_capi_unwrap_ctx(ctx), value != 0));
}

bool mlirBoolAttrGetValue(MlirAttribute attr) {
  return mlirAttributeIsABool(attr) && A(attr)->integer.value != 0;
}

/* --- opaque -------------------------------------------------------------- */

bool mlirAttributeIsAOpaque(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_OPAQUE);
}

MlirAttribute mlirOpaqueAttrGet(MlirContext ctx, MlirStringRef dialectNamespace,
                                intptr_t dataLength, const char *data,
                                MlirType type) {
  CmContext *c = cm_capi_unwrap_ctx(ctx);
  CmIdent *ns = cm_ident(c, dialectNamespace.data, dialectNamespace.length);
  CmStr d = {data, (size_t)dataLength};
  return WA(cm_opaque_attr(ns, d, T(type)));
}

MlirStringRef mlirOpaqueAttrGetDialectNamespace(MlirAttribute attr) {
  return ident_ref(is_kind(attr, CM_ATTR_OPAQUE) ? A(attr)->opaque.dialect
                                                 : NULL);
}

MlirStringRef mlirOpaqueAttrGetData(MlirAttribute attr) {
  return ident_ref(is_kind(attr, CM_ATTR_OPAQUE) ? A(attr)->opaque.data : NULL);
}

/* --- string -------------------------------------------------------------- */

bool mlirAttributeIsAString(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_STRING);
}

MlirAttribute mlirStringAttrGet(MlirContext ctx, MlirStringRef str) {
  return WA(cm_string_attr(cm_capi_unwrap_ctx(ctx), cm_capi_str(str)));
}

MlirAttribute mlirStringAttrTypedGet(MlirType type, MlirStringRef str) {
  return WA(cm_string_attr_typed(T(type), cm_capi_str(str)));
}

MlirStringRef mlirStringAttrGetValue(MlirAttribute attr) {
  return ident_ref(is_kind(attr, CM_ATTR_STRING) ? A(attr)->str.value : NULL);
}

/* --- symbol references --------------------------------------------------- */

bool mlirAttributeIsASymbolRef(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_SYMBOL_REF);
}

MlirAttribute mlirSymbolRefAttrGet(MlirContext ctx, MlirStringRef symbol,
                                   intptr_t numReferences,
                                   MlirAttribute const *references) {
  CmStr *nested = cm_xmalloc(sizeof(*nested) * (size_t)(numReferences + 1));
  for (intptr_t i = 0; i < numReferences; i++) {
    const CmAttr *r = A(references[i]);
    nested[i] = (r && r->kind == CM_ATTR_SYMBOL_REF)
                    ? cm_ident_str(r->symref.root)
                    : (CmStr){"", 0};
  }
  CmAttr *a = cm_symbol_ref_attr(cm_capi_unwrap_ctx(ctx), cm_capi_str(symbol),
                                 (unsigned)numReferences, nested);
  free(nested);
  return WA(a);
}

MlirStringRef mlirSymbolRefAttrGetRootReference(MlirAttribute attr) {
  return ident_ref(is_kind(attr, CM_ATTR_SYMBOL_REF) ? A(attr)->symref.root
                                                     : NULL);
}

MlirStringRef mlirSymbolRefAttrGetLeafReference(MlirAttribute attr) {
  if (!is_kind(attr, CM_ATTR_SYMBOL_REF))
    return ident_ref(NULL);
  const CmAttr *a = A(attr);
  return ident_ref(a->symref.num_nested
                       ? a->symref.nested[a->symref.num_nested - 1]
                       : a->symref.root);
}

intptr_t mlirSymbolRefAttrGetNumNestedReferences(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_SYMBOL_REF) ? (intptr_t)A(attr)->symref.num_nested
                                           : 0;
}

MlirAttribute mlirSymbolRefAttrGetNestedReference(MlirAttribute attr,
                                                  intptr_t pos) {
  if (pos < 0 || pos >= mlirSymbolRefAttrGetNumNestedReferences(attr))
    return WA(NULL);
  const CmAttr *a = A(attr);
  return WA(cm_symbol_ref_attr(a->ctx, cm_ident_str(a->symref.nested[pos]), 0,
                               NULL));
}

bool mlirAttributeIsAFlatSymbolRef(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_SYMBOL_REF) && A(attr)->symref.num_nested == 0;
}

MlirAttribute mlirFlatSymbolRefAttrGet(MlirContext ctx, MlirStringRef symbol) {
  return WA(cm_symbol_ref_attr(cm_capi_unwrap_ctx(ctx), cm_capi_str(symbol), 0,
                               NULL));
}

MlirStringRef mlirFlatSymbolRefAttrGetValue(MlirAttribute attr) {
  return mlirSymbolRefAttrGetLeafReference(attr);
}

/* --- type, unit ---------------------------------------------------------- */

bool mlirAttributeIsAType(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_TYPE);
}

MlirAttribute mlirTypeAttrGet(MlirType type) {
  return WA(cm_type_attr(T(type)));
}

MlirType mlirTypeAttrGetValue(MlirAttribute attr) {
  return WT(is_kind(attr, CM_ATTR_TYPE) ? A(attr)->type_value : NULL);
}

bool mlirAttributeIsAUnit(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_UNIT);
}

MlirAttribute mlirUnitAttrGet(MlirContext ctx) {
  return WA(cm_unit_attr(cm_capi_unwrap_ctx(ctx)));
}

/* ======================================================================
 * elements attributes
 * ====================================================================== */

bool mlirAttributeIsAElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DENSE_ELEMENTS) ||
         is_kind(attr, CM_ATTR_OPAQUE_ELEMENTS) ||
         is_kind(attr, CM_ATTR_SPARSE_ELEMENTS);
}

/* The shaped type of an elements attribute, or NULL. */
static const CmType *elements_type(MlirAttribute attr) {
  if (!mlirAttributeIsAElements(attr))
    return NULL;
  const CmType *t = A(attr)->type;
  return t && cm_type_is_shaped(t) && cm_type_has_rank(t) ? t : NULL;
}

int64_t mlirElementsAttrGetNumElements(MlirAttribute attr) {
  const CmType *t = elements_type(attr);
  return t ? cm_shaped_num_elements(t) : 0;
}

bool mlirElementsAttrIsValidIndex(MlirAttribute attr, intptr_t rank,
                                  uint64_t *idxs) {
  const CmType *t = elements_type(attr);
  if (!t)
    return false;
  if (t->shaped.rank == 0 && rank == 1 && idxs[0] == 0)
    return true;
  if ((intptr_t)t->shaped.rank != rank)
    return false;
  for (intptr_t i = 0; i < rank; i++)
    if ((int64_t)idxs[i] < 0 || (int64_t)idxs[i] >= t->shaped.shape[i])
      return false;
  return true;
}

/* Row-major position of `idxs` in `t`. */
static uint64_t flat_index(const CmType *t, intptr_t rank,
                           const uint64_t *idxs) {
  uint64_t pos = 0;
  for (intptr_t i = 0; i < rank && i < (intptr_t)t->shaped.rank; i++)
    pos = pos * (uint64_t)t->shaped.shape[i] + idxs[i];
  return pos;
}

static CmAttr *dense_value_attr(const CmAttr *a, size_t pos);

/* The zero of the element type of a sparse attribute's values. */
static CmAttr *zero_of(const CmAttr *values) {
  CmType *et = values->type->shaped.elem;
  if (cm_type_is_float(et))
    return cm_float_attr(et, 0.0);
  if (et->kind == CM_TYPE_INTEGER || et->kind == CM_TYPE_INDEX)
    return cm_integer_attr(et, 0);
  if (values->dense.is_string)
    return cm_string_attr_typed(et, (CmStr){"", 0});
  return NULL;
}

MlirAttribute mlirElementsAttrGetValue(MlirAttribute attr, intptr_t rank,
                                       uint64_t *idxs) {
  if (!mlirElementsAttrIsValidIndex(attr, rank, idxs))
    return WA(NULL);
  const CmAttr *a = A(attr);
  const CmType *t = a->type;
  uint64_t pos = flat_index(t, rank, idxs);
  if (a->kind == CM_ATTR_DENSE_ELEMENTS)
    return WA(dense_value_attr(a, (size_t)pos));
  if (a->kind == CM_ATTR_SPARSE_ELEMENTS) {
    /* Look the index up in the indices; the zero value otherwise. */
    const CmAttr *ind = a->sparse.indices;
    int64_t n = cm_shaped_num_elements(ind->type);
    unsigned r = t->shaped.rank;
    size_t count = r ? (size_t)n / r : (size_t)n;
    for (size_t i = 0; i < count; i++) {
      bool match = true;
      for (unsigned d = 0; d < r && match; d++)
        match = (uint64_t)cm_dense_get_int(ind, i * r + d) == idxs[d];
      if (match)
        return WA(dense_value_attr(a->sparse.values, i));
    }
    return WA(zero_of(a->sparse.values));
  }
  return WA(NULL); /* opaque elements hold no decoded values */
}

/* ---- dense elements ----------------------------------------------------- */

bool mlirAttributeIsADenseElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DENSE_ELEMENTS);
}

static const CmType *dense_elem_type(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DENSE_ELEMENTS) ? A(attr)->type->shaped.elem
                                               : NULL;
}

bool mlirAttributeIsADenseIntElements(MlirAttribute attr) {
  const CmType *et = dense_elem_type(attr);
  return et && (et->kind == CM_TYPE_INTEGER || et->kind == CM_TYPE_INDEX);
}

bool mlirAttributeIsADenseFPElements(MlirAttribute attr) {
  const CmType *et = dense_elem_type(attr);
  return et && cm_type_is_float(et);
}

/* Bytes cmlir stores per element of `et` (complex: both parts). */
static size_t elem_bytes(const CmType *et) {
  if (et->kind == CM_TYPE_COMPLEX)
    return 2 * elem_bytes(et->complex.elem);
  unsigned bw = cm_type_bit_width(et);
  return bw ? (bw + 7) / 8 : 1;
}

static bool is_i1(const CmType *et) {
  return et->kind == CM_TYPE_INTEGER && et->integer.width == 1;
}

/* True if the statically shaped vector or tensor `t` can hold dense
 * elements. */
static bool dense_shape_ok(const CmType *t) {
  return t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR) &&
         cm_shaped_num_elements(t) >= 0;
}

/* True if `n` values fill the statically shaped `t` (or splat it). */
static bool count_ok(const CmType *t, intptr_t n) {
  return n == 1 || (n >= 0 && n == cm_shaped_num_elements(t));
}

/* True if the `n` elements of `eb` bytes at `data` are all equal. */
static bool all_equal(size_t n, size_t eb, const uint8_t *data) {
  for (size_t i = 1; i < n; i++)
    if (memcmp(data, data + i * eb, eb) != 0)
      return false;
  return true;
}

/* Builds a dense attribute from `n` packed elements of `eb` bytes each;
 * equal elements are stored as a splat, as MLIR 13's uniquer does. */
static CmAttr *dense_from_bytes(CmType *t, size_t n, size_t eb,
                                const uint8_t *data) {
  if (!dense_shape_ok(t))
    return NULL;
  bool splat = n >= 1 && all_equal(n, eb, data);
  return cm_dense_elements_attr(t, splat, splat ? eb : n * eb, data);
}

/* Writes the low `eb` bytes of `v` little-endian at `p`. */
static void put_le(uint8_t *p, size_t eb, uint64_t v) {
  for (size_t i = 0; i < eb; i++)
    p[i] = i < 8 ? (uint8_t)(v >> (8 * i)) : 0;
}

MlirAttribute mlirDenseElementsAttrGet(MlirType shapedType,
                                       intptr_t numElements,
                                       MlirAttribute const *elements) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || !count_ok(t, numElements))
    return WA(NULL);
  CmType *et = t->shaped.elem;
  if (!(et->kind == CM_TYPE_INTEGER || et->kind == CM_TYPE_INDEX ||
        cm_type_is_float(et))) {
    /* Strings. */
    CmStr *strs = cm_xmalloc(sizeof(*strs) * (size_t)(numElements + 1));
    for (intptr_t i = 0; i < numElements; i++) {
      const CmAttr *e = A(elements[i]);
      strs[i] = (e && e->kind == CM_ATTR_STRING) ? cm_ident_str(e->str.value)
                                                  : (CmStr){"", 0};
    }
    bool same = numElements >= 1;
    for (intptr_t i = 1; i < numElements && same; i++)
      same = cm_str_eq(strs[i], strs[0]);
    CmAttr *a = cm_dense_string_elements_attr(
        t, same, same ? 1 : (size_t)numElements, strs);
    free(strs);
    return WA(a);
  }
  size_t eb = elem_bytes(et);
  uint8_t *buf = cm_xcalloc((size_t)numElements + 1, eb);
  for (intptr_t i = 0; i < numElements; i++) {
    const CmAttr *e = A(elements[i]);
    uint8_t *p = buf + (size_t)i * eb;
    if (!e) {
      continue;
    } else if (e->kind == CM_ATTR_FLOAT) {
      for (size_t k = 0; k < eb; k++)
        p[k] = (uint8_t)(e->fp.bits[k / 8] >> (8 * (k % 8)));
    } else if (e->kind == CM_ATTR_INTEGER) {
      for (size_t k = 0; k < eb; k++)
        p[k] = k / 8 < e->integer.num_words
                   ? (uint8_t)(e->integer.words[k / 8] >> (8 * (k % 8)))
                   : 0;
      if (is_i1(et))
        p[0] &= 1;
    }
  }
  /* Equal elements make a splat, except (an artefact of how MLIR 13 packs
   * the bits of this path's buffer) several `true` i1 elements. */
  bool splat = numElements >= 1 && all_equal((size_t)numElements, eb, buf);
  if (splat && numElements > 1 && is_i1(et) && buf[0])
    splat = false;
  CmAttr *a = cm_dense_elements_attr(
      t, splat, splat ? eb : (size_t)numElements * eb, buf);
  free(buf);
  return WA(a);
}

MlirAttribute mlirDenseElementsAttrSplatGet(MlirType shapedType,
                                            MlirAttribute element) {
  return mlirDenseElementsAttrGet(shapedType, 1, &element);
}

/* A splat of the integer `v` (stored in the element type's width). */
static MlirAttribute int_splat(MlirType shapedType, uint64_t v) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t))
    return WA(NULL);
  size_t eb = elem_bytes(t->shaped.elem);
  uint8_t buf[16] = {0};
  put_le(buf, eb < 16 ? eb : 16, v);
  return WA(cm_dense_elements_attr(t, true, eb, buf));
}

/* A splat of the floating-point value `v` in the element type. */
static MlirAttribute float_splat(MlirType shapedType, double v) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || !cm_type_is_float(t->shaped.elem))
    return WA(NULL);
  return WA(cm_dense_splat_attr(t, cm_float_attr(t->shaped.elem, v)));
}

MlirAttribute mlirDenseElementsAttrBoolSplatGet(MlirType shapedType,
                                                bool element) {
  return int_splat(shapedType, element ? 1 : 0);
}
MlirAttribute mlirDenseElementsAttrUInt8SplatGet(MlirType shapedType,
                                                 uint8_t element) {
  return int_splat(shapedType, element);
}
MlirAttribute mlirDenseElementsAttrInt8SplatGet(MlirType shapedType,
                                                int8_t element) {
  return int_splat(shapedType, (uint64_t)(int64_t)element);
}
MlirAttribute mlirDenseElementsAttrUInt32SplatGet(MlirType shapedType,
                                                  uint32_t element) {
  return int_splat(shapedType, element);
}
MlirAttribute mlirDenseElementsAttrInt32SplatGet(MlirType shapedType,
                                                 int32_t element) {
  return int_splat(shapedType, (uint64_t)(int64_t)element);
}
MlirAttribute mlirDenseElementsAttrUInt64SplatGet(MlirType shapedType,
                                                  uint64_t element) {
  return int_splat(shapedType, element);
}
MlirAttribute mlirDenseElementsAttrInt64SplatGet(MlirType shapedType,
                                                 int64_t element) {
  return int_splat(shapedType, (uint64_t)element);
}
MlirAttribute mlirDenseElementsAttrFloatSplatGet(MlirType shapedType,
                                                 float element) {
  return float_splat(shapedType, element);
}
MlirAttribute mlirDenseElementsAttrDoubleSplatGet(MlirType shapedType,
                                                  double element) {
  return float_splat(shapedType, element);
}

/* Dense attribute from `n` C integers read by `get`. */
#define INT_ARRAY_GET(Name, CType)                                             \
  MlirAttribute mlirDenseElementsAttr##Name##Get(                              \
      MlirType shapedType, intptr_t numElements, const CType *elements) {      \
    CmType *t = T(shapedType);                                                 \
    if (!dense_shape_ok(t) || !count_ok(t, numElements))                       \
      return WA(NULL);                                                         \
    size_t eb = elem_bytes(t->shaped.elem);                                    \
    uint8_t *buf = cm_xcalloc((size_t)numElements + 1, eb);                    \
    for (intptr_t i = 0; i < numElements; i++)                                 \
      put_le(buf + (size_t)i * eb, eb, (uint64_t)(int64_t)elements[i]);       \
    CmAttr *a = dense_from_bytes(t, (size_t)numElements, eb, buf);             \
    free(buf);                                                                 \
    return WA(a);                                                              \
  }

INT_ARRAY_GET(UInt8, uint8_t)
INT_ARRAY_GET(Int8, int8_t)
INT_ARRAY_GET(UInt32, uint32_t)
INT_ARRAY_GET(Int32, int32_t)
INT_ARRAY_GET(UInt64, uint64_t)
INT_ARRAY_GET(Int64, int64_t)

MlirAttribute mlirDenseElementsAttrBoolGet(MlirType shapedType,
                                           intptr_t numElements,
                                           const int *elements) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || !count_ok(t, numElements))
    return WA(NULL);
  uint8_t *buf = cm_xcalloc((size_t)numElements + 1, 1);
  for (intptr_t i = 0; i < numElements; i++)
    buf[i] = elements[i] != 0;
  CmAttr *a = dense_from_bytes(t, (size_t)numElements, 1, buf);
  free(buf);
  return WA(a);
}

/* Dense attribute from `n` C floating-point values, each rounded to the
 * element type. */
static MlirAttribute float_array(MlirType shapedType, intptr_t n,
                                 const float *f, const double *d) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || !count_ok(t, n) || !cm_type_is_float(t->shaped.elem))
    return WA(NULL);
  CmType *et = t->shaped.elem;
  size_t eb = elem_bytes(et);
  uint8_t *buf = cm_xcalloc((size_t)n + 1, eb);
  for (intptr_t i = 0; i < n; i++) {
    const CmAttr *fa = cm_float_attr(et, f ? (double)f[i] : d[i]);
    for (size_t k = 0; k < eb; k++)
      buf[(size_t)i * eb + k] = (uint8_t)(fa->fp.bits[k / 8] >> (8 * (k % 8)));
  }
  CmAttr *a = dense_from_bytes(t, (size_t)n, eb, buf);
  free(buf);
  return WA(a);
}

MlirAttribute mlirDenseElementsAttrFloatGet(MlirType shapedType,
                                            intptr_t numElements,
                                            const float *elements) {
  return float_array(shapedType, numElements, elements, NULL);
}

MlirAttribute mlirDenseElementsAttrDoubleGet(MlirType shapedType,
                                             intptr_t numElements,
                                             const double *elements) {
  return float_array(shapedType, numElements, NULL, elements);
}

MlirAttribute mlirDenseElementsAttrStringGet(MlirType shapedType,
                                             intptr_t numElements,
                                             MlirStringRef *strs) {
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || !count_ok(t, numElements))
    return WA(NULL);
  CmStr *s = cm_xmalloc(sizeof(*s) * (size_t)(numElements + 1));
  for (intptr_t i = 0; i < numElements; i++)
    s[i] = cm_capi_str(strs[i]);
  bool same = numElements > 0;
  for (intptr_t i = 1; i < numElements && same; i++)
    same = cm_str_eq(s[i], s[0]);
  CmAttr *a = cm_dense_string_elements_attr(t, same, same ? 1 : (size_t)numElements, s);
  free(s);
  return WA(a);
}

MlirAttribute mlirDenseElementsAttrReshapeGet(MlirAttribute attr,
                                              MlirType shapedType) {
  if (!is_kind(attr, CM_ATTR_DENSE_ELEMENTS))
    return WA(NULL);
  const CmAttr *a = A(attr);
  CmType *t = T(shapedType);
  if (!dense_shape_ok(t) || t->shaped.elem != a->type->shaped.elem ||
      cm_shaped_num_elements(t) != cm_shaped_num_elements(a->type))
    return WA(NULL);
  if (t == a->type)
    return attr;
  if (a->dense.is_string) {
    size_t n = a->dense.num_strs;
    CmStr *s = cm_xmalloc(sizeof(*s) * (n + 1));
    for (size_t i = 0; i < n; i++)
      s[i] = cm_ident_str(a->dense.strs[i]);
    CmAttr *r = cm_dense_string_elements_attr(t, a->dense.splat, n, s);
    free(s);
    return WA(r);
  }
  return WA(cm_dense_elements_attr(t, a->dense.splat, a->dense.num_bytes,
                                   a->dense.data));
}

bool mlirDenseElementsAttrIsSplat(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_DENSE_ELEMENTS) && A(attr)->dense.splat;
}

/* Element `pos` as an attribute (strings: a string attribute). */
static CmAttr *dense_value_attr(const CmAttr *a, size_t pos) {
  if (a->dense.is_string) {
    size_t i = a->dense.splat ? 0 : pos;
    if (i >= a->dense.num_strs)
      return NULL;
    return cm_string_attr_typed(a->type->shaped.elem,
                                cm_ident_str(a->dense.strs[i]));
  }
  return cm_dense_get_attr(a, pos);
}

MlirAttribute mlirDenseElementsAttrGetSplatValue(MlirAttribute attr) {
  if (!is_kind(attr, CM_ATTR_DENSE_ELEMENTS))
    return WA(NULL);
  return WA(dense_value_attr(A(attr), 0));
}

/* The raw bits of element `pos` (zero-extended from the element width). */
static uint64_t dense_bits(MlirAttribute attr, intptr_t pos) {
  if (!is_kind(attr, CM_ATTR_DENSE_ELEMENTS) || A(attr)->dense.is_string ||
      pos < 0)
    return 0;
  const CmAttr *a = A(attr);
  size_t eb = elem_bytes(a->type->shaped.elem);
  size_t i = a->dense.splat ? 0 : (size_t)pos;
  if ((i + 1) * eb > a->dense.num_bytes)
    return 0;
  uint64_t v = 0;
  for (size_t k = 0; k < eb && k < 8; k++)
    v |= (uint64_t)a->dense.data[i * eb + k] << (8 * k);
  return v;
}

static float bits_to_float(uint64_t b) {
  uint32_t u = (uint32_t)b;
  float f;
  memcpy(&f, &u, sizeof(f));
  return f;
}

static double bits_to_double(uint64_t b) {
  double d;
  memcpy(&d, &b, sizeof(d));
  return d;
}

int mlirDenseElementsAttrGetBoolSplatValue(MlirAttribute attr) {
  return (int)(dense_bits(attr, 0) & 1);
}
int8_t mlirDenseElementsAttrGetInt8SplatValue(MlirAttribute attr) {
  return (int8_t)dense_bits(attr, 0);
}
uint8_t mlirDenseElementsAttrGetUInt8SplatValue(MlirAttribute attr) {
  return (uint8_t)dense_bits(attr, 0);
}
int32_t mlirDenseElementsAttrGetInt32SplatValue(MlirAttribute attr) {
  return (int32_t)dense_bits(attr, 0);
}
uint32_t mlirDenseElementsAttrGetUInt32SplatValue(MlirAttribute attr) {
  return (uint32_t)dense_bits(attr, 0);
}
int64_t mlirDenseElementsAttrGetInt64SplatValue(MlirAttribute attr) {
  return (int64_t)dense_bits(attr, 0);
}
uint64_t mlirDenseElementsAttrGetUInt64SplatValue(MlirAttribute attr) {
  return dense_bits(attr, 0);
}
float mlirDenseElementsAttrGetFloatSplatValue(MlirAttribute attr) {
  return bits_to_float(dense_bits(attr, 0));
}
double mlirDenseElementsAttrGetDoubleSplatValue(MlirAttribute attr) {
  return bits_to_double(dense_bits(attr, 0));
}

MlirStringRef mlirDenseElementsAttrGetStringSplatValue(MlirAttribute attr) {
  return mlirDenseElementsAttrGetStringValue(attr, 0);
}

bool mlirDenseElementsAttrGetBoolValue(MlirAttribute attr, intptr_t pos) {
  return (dense_bits(attr, pos) & 1) != 0;
}
int8_t mlirDenseElementsAttrGetInt8Value(MlirAttribute attr, intptr_t pos) {
  return (int8_t)dense_bits(attr, pos);
}
uint8_t mlirDenseElementsAttrGetUInt8Value(MlirAttribute attr, intptr_t pos) {
  return (uint8_t)dense_bits(attr, pos);
}
int32_t mlirDenseElementsAttrGetInt32Value(MlirAttribute attr, intptr_t pos) {
  return (int32_t)dense_bits(attr, pos);
}
uint32_t mlirDenseElementsAttrGetUInt32Value(MlirAttribute attr,
                                             intptr_t pos) {
  return (uint32_t)dense_bits(attr, pos);
}
int64_t mlirDenseElementsAttrGetInt64Value(MlirAttribute attr, intptr_t pos) {
  return (int64_t)dense_bits(attr, pos);
}
uint64_t mlirDenseElementsAttrGetUInt64Value(MlirAttribute attr,
                                             intptr_t pos) {
  return dense_bits(attr, pos);
}
float mlirDenseElementsAttrGetFloatValue(MlirAttribute attr, intptr_t pos) {
  return bits_to_float(dense_bits(attr, pos));
}
double mlirDenseElementsAttrGetDoubleValue(MlirAttribute attr, intptr_t pos) {
  return bits_to_double(dense_bits(attr, pos));
}

MlirStringRef mlirDenseElementsAttrGetStringValue(MlirAttribute attr,
                                                  intptr_t pos) {
  if (!is_kind(attr, CM_ATTR_DENSE_ELEMENTS) || !A(attr)->dense.is_string ||
      pos < 0)
    return ident_ref(NULL);
  const CmAttr *a = A(attr);
  size_t i = a->dense.splat ? 0 : (size_t)pos;
  return ident_ref(i < a->dense.num_strs ? a->dense.strs[i] : NULL);
}

const void *mlirDenseElementsAttrGetRawData(MlirAttribute attr) {
  if (!is_kind(attr, CM_ATTR_DENSE_ELEMENTS) || A(attr)->dense.is_string)
    return NULL;
  const CmAttr *a = A(attr);
  if (!is_i1(a->type->shaped.elem)) {
    /* cmlir keeps the bytes inside the uniquing key, possibly unaligned;
     * callers read them as arrays of the element type, so hand out an
     * aligned copy (in the context) when needed. */
    if (((uintptr_t)a->dense.data & 15) == 0)
      return a->dense.data;
    uint8_t *copy = cm_context_alloc(a->ctx, a->dense.num_bytes + 1, 16);
    memcpy(copy, a->dense.data, a->dense.num_bytes);
    return copy;
  }
  /* MLIR packs i1 elements into bits: build that form in the context. */
  size_t n = a->dense.num_bytes;
  uint8_t *bits = cm_context_alloc(a->ctx, (n + 7) / 8 + 1, 1);
  memset(bits, 0, (n + 7) / 8 + 1);
  for (size_t i = 0; i < n; i++)
    if (a->dense.data[i])
      bits[i / 8] |= (uint8_t)(1u << (i % 8));
  return bits;
}

/* ---- opaque and sparse elements ----------------------------------------- */

bool mlirAttributeIsAOpaqueElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_OPAQUE_ELEMENTS);
}

bool mlirAttributeIsASparseElements(MlirAttribute attr) {
  return is_kind(attr, CM_ATTR_SPARSE_ELEMENTS);
}

MlirAttribute mlirSparseElementsAttribute(MlirType shapedType,
                                          MlirAttribute denseIndices,
                                          MlirAttribute denseValues) {
  CmType *t = T(shapedType);
  if (!t || !cm_type_is_shaped(t) || !is_kind(denseIndices, CM_ATTR_DENSE_ELEMENTS) ||
      !is_kind(denseValues, CM_ATTR_DENSE_ELEMENTS))
    return WA(NULL);
  return WA(cm_sparse_elements_attr(t, A(denseIndices), A(denseValues)));
}

MlirAttribute mlirSparseElementsAttrGetIndices(MlirAttribute attr) {
  return WA(is_kind(attr, CM_ATTR_SPARSE_ELEMENTS) ? A(attr)->sparse.indices
                                                   : NULL);
}

MlirAttribute mlirSparseElementsAttrGetValues(MlirAttribute attr) {
  return WA(is_kind(attr, CM_ATTR_SPARSE_ELEMENTS) ? A(attr)->sparse.values
                                                   : NULL);
}
