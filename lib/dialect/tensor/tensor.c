/* tensor.c - a subset of MLIR 13's tensor dialect (docs/tensor.md):
 * tensor.cast, tensor.dim and tensor.extract, with 13's syntax, verifier
 * messages, folders and canonicalization patterns (ChainedTensorCast,
 * DimOfCastOp, ExtractFromTensorCast).  The memref patterns that produce
 * or match these ops are in lib/dialect/memref/canonicalize.c.  Folded
 * constants are `std.constant`s. */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"
#include "cmlir/rewrite.h"

#include <stdlib.h>
#include <string.h>

static bool is_tensor(const CmType *t) {
  return t && (t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}
static bool is_ranked(const CmType *t) {
  return t && t->kind == CM_TYPE_RANKED_TENSOR;
}

/* AnyTensor.  Unlike cm_tc_tensor, 13's generated parsers of this dialect
 * do not check it while parsing: a memref operand is reported by the
 * verifier. */
static bool tensor_pred(const CmType *t, const void *arg) {
  (void)arg;
  return is_tensor(t);
}
static const CmTypeConstraint tc_tensor = {"tensor of any type values",
                                           tensor_pred, NULL, NULL};

/* ------------------------------------------------------------ tensor.cast */

/* CastOp::areCastCompatible: tensors with the same element type and
 * compatible shapes (verifyCompatibleShape). */
static bool cast_compatible(const CmType *a, const CmType *b) {
  return is_tensor(a) && is_tensor(b) && a->shaped.elem == b->shaped.elem &&
         cm_ods_compatible_shape(a, b);
}

static bool cast_compatible_iface(unsigned n_in, CmType *const *in,
                                  unsigned n_out, CmType *const *out) {
  return n_in == 1 && n_out == 1 && cast_compatible(in[0], out[0]);
}

/* CastOpInterface's verifier, a trait check in 13: it runs before the
 * operand and result constraints. */
static CmResult cast_verify_invariants(CmOp *op) {
  return cm_ods_verify_cast_op(op);
}

/* CastOpInterface's folder: an identity cast is its operand. */
static CmResult cast_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  (void)cst;
  if (cm_op_operand(op, 0)->type != cm_op_result(op, 0)->type)
    return CM_FAILURE;
  res[0].value = cm_op_operand(op, 0);
  return CM_SUCCESS;
}

/* joinShapes: the tensor type with the shape knowledge of both, NULL if
 * they conflict. */
static CmType *join_shapes(CmType *one, CmType *two) {
  if (!is_ranked(one))
    return two;
  if (!is_ranked(two))
    return one;
  unsigned rank = one->shaped.rank;
  if (rank != two->shaped.rank)
    return NULL;
  int64_t *shape = cm_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
  for (unsigned i = 0; i < rank; i++) {
    int64_t x = one->shaped.shape[i], y = two->shaped.shape[i];
    if (x == CM_DYNAMIC_SIZE) {
      shape[i] = y;
    } else if (y == CM_DYNAMIC_SIZE || x == y) {
      shape[i] = x;
    } else {
      free(shape);
      return NULL;
    }
  }
  CmType *r = cm_ranked_tensor_type(rank, shape, one->shaped.elem, NULL);
  free(shape);
  return r;
}

/* The op defining operand `i` of `op` if it is named `name`. */
static CmOp *operand_def(CmOp *op, unsigned i, const char *name) {
  CmOp *def = cm_value_defining_op(cm_op_operand(op, i));
  return def && cm_op_name_is(def, name) ? def : NULL;
}

void cm_replace_op_with_source(CmRewriter *rw, CmOp *op, const char *name,
                               CmValue *source) {
  unsigned n = cm_op_num_operands(op);
  CmValue **ops = cm_xmalloc(sizeof(CmValue *) * n);
  ops[0] = source;
  for (unsigned i = 1; i < n; i++)
    ops[i] = cm_op_operand(op, i);
  CmType *t = cm_op_result(op, 0)->type;
  CmValue *v = cm_op_result(
      cm_rewriter_create_v(rw, name, cm_op_loc(op), 1, &t, n, ops, NULL), 0);
  free(ops);
  cm_rewriter_replace_op(rw, op, 1, &v);
}

/* ChainedTensorCast: cast(cast(x)) is one cast when dropping the middle
 * type removes no runtime check. */
static CmResult chained_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *inner = operand_def(op, 0, "tensor.cast");
  if (!inner)
    return CM_FAILURE;
  CmType *src = cm_op_operand(inner, 0)->type;
  CmType *mid = cm_op_result(inner, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  CmType *j = join_shapes(src, mid);
  CmType *first = j ? join_shapes(j, res) : NULL;
  if (!first || first != join_shapes(src, res))
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.cast", cm_op_operand(inner, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry cast_pats[] = {
    {chained_cast, "ChainedTensorCast"},
};
static CM_CANONICALIZATION_HOOK(cast_canonicalization_patterns, "tensor.cast",
                                cast_pats)

/* ------------------------------------------------------------- tensor.dim */

static CmResult dim_verify_invariants(CmOp *op) {
  /* InferTypeOpInterface (a trait check in 13): the result is an index. */
  CmType *idx = cm_index_type(cm_op_context(op));
  CmType *rt = cm_op_result(op, 0)->type;
  if (rt == idx)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "inferred type(s) '");
  cm_diag_append_type(d, idx);
  cm_diag_append(d, "' are incompatible with return type(s) of operation '");
  cm_diag_append_type(d, rt);
  cm_diag_append(d, "'");
  return cm_diag_report(d);
}

static bool const_int(CmAttr *a, int64_t *out) {
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static CmResult dim_verify(CmOp *op) {
  int64_t idx;
  if (!const_int(cm_value_constant(cm_op_operand(op, 1)), &idx))
    return CM_SUCCESS;
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_ranked(t) && idx >= (int64_t)t->shaped.rank)
    return cm_op_emit_error(op, "index is out of range");
  return CM_SUCCESS;
}

/* preservesStaticInformation(source, target): both ranked, same element
 * type and rank, and no static size of `source` is dynamic in
 * `target`. */
static bool preserves_static_info(const CmType *source, const CmType *target) {
  if (!is_ranked(source) || !is_ranked(target) ||
      source->shaped.elem != target->shaped.elem ||
      source->shaped.rank != target->shaped.rank)
    return false;
  for (unsigned i = 0; i < source->shaped.rank; i++)
    if (source->shaped.shape[i] != CM_DYNAMIC_SIZE &&
        target->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

/* foldTensorCast: operands defined by a tensor.cast to a more dynamic
 * type use the cast's source; true if any changed. */
static bool fold_tensor_cast_operands(CmOp *op) {
  bool folded = false;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmOp *cast = operand_def(op, i, "tensor.cast");
    if (cast && preserves_static_info(cm_op_result(cast, 0)->type,
                                      cm_op_operand(cast, 0)->type)) {
      cm_op_set_operand(op, i, cm_op_operand(cast, 0));
      folded = true;
    }
  }
  return folded;
}

static CmResult dim_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  int64_t idx;
  if (!const_int(cst[1], &idx))
    return CM_FAILURE;
  CmType *t = cm_op_operand(op, 0)->type;
  if (!is_ranked(t) || idx < 0 || idx >= (int64_t)t->shaped.rank)
    return CM_FAILURE;
  if (t->shaped.shape[idx] != CM_DYNAMIC_SIZE) {
    res[0].attr = cm_integer_attr(cm_index_type(t->ctx), t->shaped.shape[idx]);
    return CM_SUCCESS;
  }
  if (fold_tensor_cast_operands(op)) {
    res[0].value = cm_op_result(op, 0);
    return CM_SUCCESS;
  }
  return CM_FAILURE;
}

/* DimOfCastOp: dim(cast(x), i) is dim(x, i). */
static CmResult dim_of_cast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "tensor.cast");
  if (!cast)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.dim", cm_op_operand(cast, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry dim_pats[] = {
    {dim_of_cast, "DimOfCastOp"},
};
static CM_CANONICALIZATION_HOOK(dim_canonicalization_patterns, "tensor.dim",
                                dim_pats)

/* --------------------------------------------------------- tensor.extract */

static CmResult extract_verify(CmOp *op) {
  CmType *t = cm_op_operand(op, 0)->type;
  if (is_ranked(t) && cm_op_num_operands(op) - 1 != t->shaped.rank)
    return cm_op_emit_error(op,
                            "incorrect number of indices for extract_element");
  return CM_SUCCESS;
}

/* A constant tensor: the splat value, or the element at constant indices
 * when they are in range. */
static CmResult extract_fold(CmOp *op, CmAttr *const *cst, CmFoldResult *res) {
  CmAttr *t = cst[0];
  if (!t || t->kind != CM_ATTR_DENSE_ELEMENTS)
    return CM_FAILURE;
  CmAttr *e = NULL;
  if (t->dense.splat) {
    e = cm_dense_get_attr(t, 0);
  } else {
    const CmType *tt = t->type;
    unsigned rank = tt->shaped.rank;
    if (cm_op_num_operands(op) - 1 != rank)
      return CM_FAILURE;
    size_t flat = 0;
    for (unsigned d = 0; d < rank; d++) {
      int64_t k;
      if (!const_int(cst[d + 1], &k) || k < 0 || k >= tt->shaped.shape[d])
        return CM_FAILURE;
      flat = flat * (size_t)tt->shaped.shape[d] + (size_t)k;
    }
    e = cm_dense_get_attr(t, flat);
  }
  if (!e)
    return CM_FAILURE;
  res[0].attr = e;
  return CM_SUCCESS;
}

/* ExtractFromTensorCast (13 registers it with tensor.generate's
 * patterns): extract(cast(x)) is extract(x). */
static CmResult extract_from_cast(const CmPattern *p, CmOp *op,
                                  CmRewriter *rw) {
  (void)p;
  CmOp *cast = operand_def(op, 0, "tensor.cast");
  if (!cast)
    return CM_FAILURE;
  cm_replace_op_with_source(rw, op, "tensor.extract", cm_op_operand(cast, 0));
  return CM_SUCCESS;
}

static const CmPatternEntry extract_pats[] = {
    {extract_from_cast, "ExtractFromTensorCast"},
};
static CM_CANONICALIZATION_HOOK(extract_canonicalization_patterns,
                                "tensor.extract", extract_pats)

/* ---------------------------------------------------------------- tables */

static CmType *elem_of(CmType *t) {
  return is_tensor(t) ? t->shaped.elem : NULL;
}

static const CmCastInterface cast_iface = {cast_compatible_iface};
static const CmInterfaceImpl cast_ifaces[] = {{CM_IFACE_CAST, &cast_iface}};
static const CmOdsValue cast_operands[] = {
    {"source", CM_ODS_ONE, &tc_tensor}};
static const CmOdsValue cast_results[] = {{"dest", CM_ODS_ONE, &tc_tensor}};
static const CmOdsOp cast_ods = {
    .summary = "tensor cast operation",
    CM_ODS_OPERANDS(cast_operands),
    CM_ODS_RESULTS(cast_results),
    .format = "$source attr-dict `:` type($source) `to` type($dest)",
    .fold = cast_fold,
    CM_ODS_INTERFACES(cast_ifaces)};

static const CmOdsValue dim_operands[] = {
    {"source", CM_ODS_ONE, &tc_tensor},
    {"index", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsValue dim_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_index}};
static const CmOdsOp dim_ods = {
    .summary = "dimension index operation",
    CM_ODS_OPERANDS(dim_operands),
    CM_ODS_RESULTS(dim_results),
    .format = "attr-dict $source `,` $index `:` type($source)",
    .fold = dim_fold};

static const CmOdsValue extract_operands[] = {
    {"tensor", CM_ODS_ONE, &tc_tensor},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue extract_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel extract_rels[] = {
    {"tensor", "result", elem_of, "result type matches element type of tensor"}};
static const CmOdsOp extract_ods = {
    .summary = "element extraction operation",
    CM_ODS_OPERANDS(extract_operands),
    CM_ODS_RESULTS(extract_results),
    CM_ODS_TYPE_RELS(extract_rels),
    .format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    .fold = extract_fold};

static const CmOpDef tensor_ops[] = {
    {.name = "tensor.cast",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_CAST_OP_LIKE,
     .verify_invariants = cast_verify_invariants,
     .ods = &cast_ods,
     .get_canonicalization_patterns = cast_canonicalization_patterns},
    {.name = "tensor.dim",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify_invariants = dim_verify_invariants,
     .verify = dim_verify,
     .ods = &dim_ods,
     .get_canonicalization_patterns = dim_canonicalization_patterns},
    {.name = "tensor.extract",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = extract_verify,
     .ods = &extract_ods,
     .get_canonicalization_patterns = extract_canonicalization_patterns},
};

/* 13's TensorDialect::materializeConstant: a std.constant. */
static CmOp *tensor_materialize_constant(CmDialect *d, CmBuilder *b,
                                         CmAttr *value, CmType *type,
                                         CmLoc *loc) {
  (void)d;
  return cm_std_build_constant(b, value, type, loc);
}

static const CmInterfaceImpl tensor_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &cm_inliner_iface_always}};

void cm_register_tensor_dialect(CmContext *ctx) {
  cm_register_std_dialect(ctx); /* the folders' constants */
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "tensor";
  d.materialize_constant = tensor_materialize_constant;
  d.interfaces = tensor_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, tensor_ops, CM_ODS_ARRAY_LEN(tensor_ops));
}
