/* builtin_types.c - mlir-c/BuiltinTypes.h over cmlir's builtin types
 * (lib/ir/types.c).
 *
 * The `GetChecked` constructors apply MLIR 13's type verifiers
 * (VectorType::verify, RankedTensorType::verify, MemRefType::getChecked,
 * ...) and report their diagnostics at the given location. */
#include <stdlib.h>
#include <string.h>

#include "capi_builtin.h"
#include "mlir-c/BuiltinTypes.h"

#define T(h) cm_capi_unwrap_type(h)
#define WT(p) cm_capi_wrap_type(p)
#define A(h) cm_capi_unwrap_attr(h)
#define WA(p) cm_capi_wrap_attr(p)

static bool is_kind(MlirType type, CmTypeKind kind) {
  return type.ptr && T(type)->kind == kind;
}

/* --- integer types ------------------------------------------------------- */

bool mlirTypeIsAInteger(MlirType type) {
  return is_kind(type, CM_TYPE_INTEGER);
}

MlirType mlirIntegerTypeGet(MlirContext ctx, unsigned bitwidth) {
  return WT(cm_integer_type(cm_capi_unwrap_ctx(ctx), bitwidth, CM_SIGNLESS));
}

MlirType mlirIntegerTypeSignedGet(MlirContext ctx, unsigned bitwidth) {
  return WT(cm_integer_type(cm_capi_unwrap_ctx(ctx), bitwidth, CM_SIGNED));
}

MlirType mlirIntegerTypeUnsignedGet(MlirContext ctx, unsigned bitwidth) {
  return WT(cm_integer_type(cm_capi_unwrap_ctx(ctx), bitwidth, CM_UNSIGNED));
}

unsigned mlirIntegerTypeGetWidth(MlirType type) {
  return is_kind(type, CM_TYPE_INTEGER) ? T(type)->integer.width : 0;
}

static bool has_signedness(MlirType type, CmSignedness s) {
  return is_kind(type, CM_TYPE_INTEGER) && T(type)->integer.signedness == s;
}

bool mlirIntegerTypeIsSignless(MlirType type) {
  return has_signedness(type, CM_SIGNLESS);
}

bool mlirIntegerTypeIsSigned(MlirType type) {
  return has_signedness(type, CM_SIGNED);
}

bool mlirIntegerTypeIsUnsigned(MlirType type) {
  return has_signedness(type, CM_UNSIGNED);
}

/* --- index, floats, none ------------------------------------------------- */

bool mlirTypeIsAIndex(MlirType type) { return is_kind(type, CM_TYPE_INDEX); }

MlirType mlirIndexTypeGet(MlirContext ctx) {
  return WT(cm_index_type(cm_capi_unwrap_ctx(ctx)));
}

#define FLOAT_TYPE(Name, KIND)                                                 \
  bool mlirTypeIsA##Name(MlirType type) { return is_kind(type, KIND); }        \
  MlirType mlir##Name##TypeGet(MlirContext ctx) {                              \
    return WT(cm_float_type(cm_capi_unwrap_ctx(ctx), KIND));                   \
  }

FLOAT_TYPE(BF16, CM_TYPE_BF16)
FLOAT_TYPE(F16, CM_TYPE_F16)
FLOAT_TYPE(F32, CM_TYPE_F32)
FLOAT_TYPE(F64, CM_TYPE_F64)

bool mlirTypeIsANone(MlirType type) { return is_kind(type, CM_TYPE_NONE); }

MlirType mlirNoneTypeGet(MlirContext ctx) {
  return WT(cm_none_type(cm_capi_unwrap_ctx(ctx)));
}

/* --- complex ------------------------------------------------------------- */

bool mlirTypeIsAComplex(MlirType type) {
  return is_kind(type, CM_TYPE_COMPLEX);
}

MlirType mlirComplexTypeGet(MlirType elementType) {
  return WT(cm_complex_type(T(elementType)));
}

MlirType mlirComplexTypeGetElementType(MlirType type) {
  return WT(is_kind(type, CM_TYPE_COMPLEX) ? T(type)->complex.elem : NULL);
}

/* --- shaped types -------------------------------------------------------- */

bool mlirTypeIsAShaped(MlirType type) {
  return type.ptr && cm_type_is_shaped(T(type));
}

MlirType mlirShapedTypeGetElementType(MlirType type) {
  return WT(mlirTypeIsAShaped(type) ? T(type)->shaped.elem : NULL);
}

bool mlirShapedTypeHasRank(MlirType type) {
  return mlirTypeIsAShaped(type) && cm_type_has_rank(T(type));
}

int64_t mlirShapedTypeGetRank(MlirType type) {
  return mlirShapedTypeHasRank(type) ? (int64_t)T(type)->shaped.rank : 0;
}

bool mlirShapedTypeHasStaticShape(MlirType type) {
  if (!mlirShapedTypeHasRank(type))
    return false;
  const CmType *t = T(type);
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

int64_t mlirShapedTypeGetDimSize(MlirType type, intptr_t dim) {
  if (!mlirShapedTypeHasRank(type) || dim < 0 ||
      dim >= (intptr_t)T(type)->shaped.rank)
    return 0;
  return T(type)->shaped.shape[dim];
}

bool mlirShapedTypeIsDynamicDim(MlirType type, intptr_t dim) {
  return mlirShapedTypeGetDimSize(type, dim) == CM_DYNAMIC_SIZE;
}

bool mlirShapedTypeIsDynamicSize(int64_t size) {
  return size == CM_DYNAMIC_SIZE;
}

bool mlirShapedTypeIsDynamicStrideOrOffset(int64_t val) {
  return val == CM_DYNAMIC_STRIDE_OR_OFFSET;
}

/* --- element type rules of MLIR 13 --------------------------------------- */

static bool is_int_index_float(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
         cm_type_is_float(t);
}

/* TensorType::isValidElementType. */
static bool valid_tensor_elem(const CmType *t) {
  return is_int_index_float(t) || t->kind == CM_TYPE_COMPLEX ||
         t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_OPAQUE ||
         t->kind == CM_TYPE_DIALECT;
}

/* BaseMemRefType::isValidElementType (13's llvm types are not memref
 * elements). */
static bool valid_memref_elem(const CmType *t) {
  if (t->kind == CM_TYPE_DIALECT)
    return !(t->dialect.dialect &&
             strcmp(t->dialect.dialect->name, "llvm") == 0);
  return is_int_index_float(t) || t->kind == CM_TYPE_COMPLEX ||
         t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_MEMREF ||
         t->kind == CM_TYPE_UNRANKED_MEMREF;
}

/* MLIR 13's memory spaces: an integer, a string, a dictionary or an
 * attribute of a registered dialect. */
static bool valid_memspace(const CmAttr *a) {
  return a->kind == CM_ATTR_INTEGER || a->kind == CM_ATTR_STRING ||
         a->kind == CM_ATTR_DICTIONARY || a->kind == CM_ATTR_DIALECT;
}

/* --- vector -------------------------------------------------------------- */

bool mlirTypeIsAVector(MlirType type) { return is_kind(type, CM_TYPE_VECTOR); }

MlirType mlirVectorTypeGet(intptr_t rank, const int64_t *shape,
                           MlirType elementType) {
  return WT(cm_vector_type((unsigned)rank, shape, T(elementType)));
}

MlirType mlirVectorTypeGetChecked(MlirLocation loc, intptr_t rank,
                                  const int64_t *shape, MlirType elementType) {
  CmLoc *l = cm_capi_unwrap_loc(loc);
  const CmType *elem = T(elementType);
  if (rank <= 0) {
    cm_emit_error(l, "vector types must have at least one dimension");
    return WT(NULL);
  }
  if (!elem || !is_int_index_float(elem)) {
    cm_emit_error(l, "vector elements must be int/index/float type");
    return WT(NULL);
  }
  for (intptr_t i = 0; i < rank; i++)
    if (shape[i] <= 0) {
      cm_emit_error(l, "vector types must have positive constant sizes");
      return WT(NULL);
    }
  return mlirVectorTypeGet(rank, shape, elementType);
}

/* --- tensors ------------------------------------------------------------- */

bool mlirTypeIsATensor(MlirType type) {
  return is_kind(type, CM_TYPE_RANKED_TENSOR) ||
         is_kind(type, CM_TYPE_UNRANKED_TENSOR);
}

bool mlirTypeIsARankedTensor(MlirType type) {
  return is_kind(type, CM_TYPE_RANKED_TENSOR);
}

bool mlirTypeIsAUnrankedTensor(MlirType type) {
  return is_kind(type, CM_TYPE_UNRANKED_TENSOR);
}

MlirType mlirRankedTensorTypeGet(intptr_t rank, const int64_t *shape,
                                 MlirType elementType, MlirAttribute encoding) {
  return WT(cm_ranked_tensor_type((unsigned)rank, shape, T(elementType),
                                  A(encoding)));
}

/* checkTensorElementType. */
static bool check_tensor_elem(CmLoc *l, const CmType *elem) {
  if (elem && valid_tensor_elem(elem))
    return true;
  CmDiag *d = cm_diag_error(l, "invalid tensor element type: '");
  if (elem)
    cm_diag_append_type(d, elem);
  cm_diag_append(d, "'");
  cm_diag_report(d);
  return false;
}

MlirType mlirRankedTensorTypeGetChecked(MlirLocation loc, intptr_t rank,
                                        const int64_t *shape,
                                        MlirType elementType,
                                        MlirAttribute encoding) {
  CmLoc *l = cm_capi_unwrap_loc(loc);
  for (intptr_t i = 0; i < rank; i++)
    if (shape[i] < -1) {
      cm_emit_error(l, "invalid tensor dimension size");
      return WT(NULL);
    }
  if (!check_tensor_elem(l, T(elementType)))
    return WT(NULL);
  return mlirRankedTensorTypeGet(rank, shape, elementType, encoding);
}

MlirAttribute mlirRankedTensorTypeGetEncoding(MlirType type) {
  return WA(is_kind(type, CM_TYPE_RANKED_TENSOR) ? T(type)->shaped.encoding
                                                 : NULL);
}

MlirType mlirUnrankedTensorTypeGet(MlirType elementType) {
  return WT(cm_unranked_tensor_type(T(elementType)));
}

MlirType mlirUnrankedTensorTypeGetChecked(MlirLocation loc,
                                          MlirType elementType) {
  if (!check_tensor_elem(cm_capi_unwrap_loc(loc), T(elementType)))
    return WT(NULL);
  return mlirUnrankedTensorTypeGet(elementType);
}

/* --- memrefs ------------------------------------------------------------- */

bool mlirTypeIsAMemRef(MlirType type) { return is_kind(type, CM_TYPE_MEMREF); }

bool mlirTypeIsAUnrankedMemRef(MlirType type) {
  return is_kind(type, CM_TYPE_UNRANKED_MEMREF);
}

/* MemRefType::getImpl of MLIR 13: checks (when `l` is given, reporting at
 * it), drops identity maps, and builds the type.  NULL if invalid. */
static CmType *memref_get(CmLoc *l, bool check, CmType *elem, intptr_t rank,
                          const int64_t *shape, intptr_t num_maps,
                          const MlirAffineMap *maps, CmAttr *memspace) {
  if (check) {
    if (!elem || !valid_memref_elem(elem)) {
      cm_emit_error(l, "invalid memref element type");
      return NULL;
    }
    for (intptr_t i = 0; i < rank; i++)
      if (shape[i] < -1) {
        cm_emit_error(l, "invalid memref size");
        return NULL;
      }
    size_t dim = (size_t)rank;
    for (intptr_t i = 0; i < num_maps; i++) {
      const CmAffineMap *m = cm_capi_unwrap_affine_map(maps[i]);
      if (m->num_dims != dim) {
        if (i == 0)
          cm_emit_error(l,
                        "memref affine map dimension mismatch between memref "
                        "rank and affine map1: %zu != %u",
                        dim, m->num_dims);
        else
          cm_emit_error(l,
                        "memref affine map dimension mismatch between affine "
                        "map %zu and affine map%zu: %zu != %u",
                        (size_t)i, (size_t)i + 1, dim, m->num_dims);
        return NULL;
      }
      dim = m->num_results;
    }
    if (memspace && !valid_memspace(memspace)) {
      cm_emit_error(l, "unsupported memory space Attribute");
      return NULL;
    }
  }
  if (!elem)
    return NULL;
  CmContext *ctx = elem->ctx;
  CmAttr **kept = cm_xmalloc(sizeof(*kept) * (size_t)(num_maps + 1));
  unsigned n = 0;
  for (intptr_t i = 0; i < num_maps; i++) {
    CmAffineMap *m = cm_capi_unwrap_affine_map(maps[i]);
    if (!cm_affine_map_is_identity(m))
      kept[n++] = cm_affine_map_attr(m);
  }
  CmAttr *layout = n == 0   ? NULL
                   : n == 1 ? kept[0]
                            : cm_array_attr(ctx, n, kept);
  free(kept);
  return cm_memref_type((unsigned)rank, shape, elem, layout, memspace);
}

MlirType mlirMemRefTypeGet(MlirType elementType, intptr_t rank,
                           const int64_t *shape, intptr_t numMaps,
                           MlirAffineMap const *affineMaps,
                           MlirAttribute memorySpace) {
  return WT(memref_get(NULL, false, T(elementType), rank, shape, numMaps,
                       affineMaps, A(memorySpace)));
}

MlirType mlirMemRefTypeGetChecked(MlirLocation loc, MlirType elementType,
                                  intptr_t rank, const int64_t *shape,
                                  intptr_t numMaps,
                                  MlirAffineMap const *affineMaps,
                                  MlirAttribute memorySpace) {
  return WT(memref_get(cm_capi_unwrap_loc(loc), true, T(elementType), rank,
                       shape, numMaps, affineMaps, A(memorySpace)));
}

MlirType mlirMemRefTypeContiguousGet(MlirType elementType, intptr_t rank,
                                     const int64_t *shape,
                                     MlirAttribute memorySpace) {
  return mlirMemRefTypeGet(elementType, rank, shape, 0, NULL, memorySpace);
}

MlirType mlirMemRefTypeContiguousGetChecked(MlirLocation loc,
                                            MlirType elementType, intptr_t rank,
                                            const int64_t *shape,
                                            MlirAttribute memorySpace) {
  return mlirMemRefTypeGetChecked(loc, elementType, rank, shape, 0, NULL,
                                  memorySpace);
}

MlirType mlirUnrankedMemRefTypeGet(MlirType elementType,
                                   MlirAttribute memorySpace) {
  return WT(cm_unranked_memref_type(T(elementType), A(memorySpace)));
}

MlirType mlirUnrankedMemRefTypeGetChecked(MlirLocation loc,
                                          MlirType elementType,
                                          MlirAttribute memorySpace) {
  const CmType *elem = T(elementType);
  const CmAttr *ms = A(memorySpace);
  if (!elem || !valid_memref_elem(elem)) {
    cm_emit_error(cm_capi_unwrap_loc(loc), "invalid memref element type");
    return WT(NULL);
  }
  if (ms && !valid_memspace(ms)) {
    cm_emit_error(cm_capi_unwrap_loc(loc), "unsupported memory space Attribute");
    return WT(NULL);
  }
  return mlirUnrankedMemRefTypeGet(elementType, memorySpace);
}

intptr_t mlirMemRefTypeGetNumAffineMaps(MlirType type) {
  if (!is_kind(type, CM_TYPE_MEMREF))
    return 0;
  const CmAttr *layout = T(type)->shaped.layout;
  if (!layout)
    return 0;
  return layout->kind == CM_ATTR_ARRAY ? (intptr_t)layout->array.num : 1;
}

MlirAffineMap mlirMemRefTypeGetAffineMap(MlirType type, intptr_t pos) {
  intptr_t n = mlirMemRefTypeGetNumAffineMaps(type);
  if (pos < 0 || pos >= n)
    return cm_capi_wrap_affine_map(NULL);
  const CmAttr *layout = T(type)->shaped.layout;
  if (layout->kind == CM_ATTR_ARRAY)
    layout = layout->array.elems[pos];
  return cm_capi_wrap_affine_map(layout->map);
}

MlirAttribute mlirMemRefTypeGetMemorySpace(MlirType type) {
  return WA(is_kind(type, CM_TYPE_MEMREF) ? T(type)->shaped.memspace : NULL);
}

MlirAttribute mlirUnrankedMemrefGetMemorySpace(MlirType type) {
  return WA(is_kind(type, CM_TYPE_UNRANKED_MEMREF) ? T(type)->shaped.memspace
                                                   : NULL);
}

/* --- tuple --------------------------------------------------------------- */

bool mlirTypeIsATuple(MlirType type) { return is_kind(type, CM_TYPE_TUPLE); }

/* Unwraps `n` types into a fresh array (caller frees). */
static CmType **unwrap_types(intptr_t n, MlirType const *types) {
  CmType **r = cm_xmalloc(sizeof(*r) * (size_t)(n + 1));
  for (intptr_t i = 0; i < n; i++)
    r[i] = T(types[i]);
  return r;
}

MlirType mlirTupleTypeGet(MlirContext ctx, intptr_t numElements,
                          MlirType const *elements) {
  CmType **e = unwrap_types(numElements, elements);
  CmType *t =
      cm_tuple_type(cm_capi_unwrap_ctx(ctx), (unsigned)numElements, e);
  free(e);
  return WT(t);
}

intptr_t mlirTupleTypeGetNumTypes(MlirType type) {
  return is_kind(type, CM_TYPE_TUPLE) ? (intptr_t)T(type)->tuple.num : 0;
}

MlirType mlirTupleTypeGetType(MlirType type, intptr_t pos) {
  if (pos < 0 || pos >= mlirTupleTypeGetNumTypes(type))
    return WT(NULL);
  return WT(T(type)->tuple.types[pos]);
}

/* --- function ------------------------------------------------------------ */

bool mlirTypeIsAFunction(MlirType type) {
  return is_kind(type, CM_TYPE_FUNCTION);
}

MlirType mlirFunctionTypeGet(MlirContext ctx, intptr_t numInputs,
                             MlirType const *inputs, intptr_t numResults,
                             MlirType const *results) {
  CmType **in = unwrap_types(numInputs, inputs);
  CmType **out = unwrap_types(numResults, results);
  CmType *t = cm_function_type(cm_capi_unwrap_ctx(ctx), (unsigned)numInputs,
                               in, (unsigned)numResults, out);
  free(in);
  free(out);
  return WT(t);
}

intptr_t mlirFunctionTypeGetNumInputs(MlirType type) {
  return is_kind(type, CM_TYPE_FUNCTION) ? (intptr_t)T(type)->func.num_inputs
                                         : 0;
}

intptr_t mlirFunctionTypeGetNumResults(MlirType type) {
  return is_kind(type, CM_TYPE_FUNCTION) ? (intptr_t)T(type)->func.num_results
                                         : 0;
}

MlirType mlirFunctionTypeGetInput(MlirType type, intptr_t pos) {
  if (pos < 0 || pos >= mlirFunctionTypeGetNumInputs(type))
    return WT(NULL);
  return WT(T(type)->func.types[pos]);
}

MlirType mlirFunctionTypeGetResult(MlirType type, intptr_t pos) {
  if (pos < 0 || pos >= mlirFunctionTypeGetNumResults(type))
    return WT(NULL);
  return WT(T(type)->func.types[T(type)->func.num_inputs + pos]);
}
