/* vector_to_spirv.c - MLIR 13's -convert-vector-to-spirv: broadcast of a
 * scalar, extract / insert of one element, extractelement /
 * insertelement, fma, bitcast, extract_strided_slice and
 * insert_strided_slice (stride 1) on vectors SPIR-V can hold.  As 13's
 * pass: a full conversion in which builtin.module and func stay legal; an
 * operand whose type would change (an argument of the unconverted
 * function) makes the pattern fail. */
#include "cmlir/conversion_spirv.h"

#include <stdlib.h>
#include <string.h>

typedef const CmSpvTypeConverter TC;

static CmType *i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* 13's spirv::CompositeType::isValid(VectorType) */
static bool valid_vector(const CmType *t) {
  if (!t || t->kind != CM_TYPE_VECTOR || t->shaped.rank != 1 ||
      !cm_spv_is_scalar_type(t->shaped.elem))
    return false;
  int64_t n = t->shaped.shape[0];
  return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

static int64_t num_elems(const CmType *t) {
  int64_t n = 1;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    n *= t->shaped.shape[i];
  return n;
}

/* The first integer of an array attribute. */
static bool first_int(CmOp *op, const char *name, int64_t *out) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a || a->kind != CM_ATTR_ARRAY || !a->array.num ||
      a->array.elems[0]->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->array.elems[0]->integer.value;
  return true;
}

static CmAttr *i32_array(CmContext *ctx, unsigned n, const int64_t *v) {
  CmAttr **e = cm_xmalloc((n ? n : 1) * sizeof(CmAttr *));
  for (unsigned i = 0; i < n; i++)
    e[i] = cm_integer_attr(i32(ctx), v[i]);
  CmAttr *a = cm_array_attr(ctx, n, e);
  free(e);
  return a;
}

static void replace_new(CmRewriter *rw, CmOp *op, const char *name,
                        CmType *rt, unsigned n, CmValue *const *ops,
                        const char *attr, CmAttr *value) {
  CmNamedAttr na = {attr ? cm_ident_c(rw->ctx, attr) : NULL, value};
  CmOp *r = cm_rewriter_create_v(rw, name, cm_op_loc(op), 1, &rt, n, ops,
                                 attr ? cm_dict_attr(rw->ctx, 1, &na) : NULL);
  CmValue *v = cm_op_result(r, 0);
  cm_rewriter_replace_op(rw, op, 1, &v);
}

static CmResult lower_bitcast(const CmPattern *p, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  CmType *dst = cm_spv_convert_type(p->user, cm_op_result(op, 0)->type);
  if (!dst)
    return CM_FAILURE;
  if (dst == operands[0]->type) {
    CmValue *v = operands[0];
    cm_rewriter_replace_op(rw, op, 1, &v);
  } else {
    replace_new(rw, op, "spv.Bitcast", dst, 1, operands, NULL, NULL);
  }
  return CM_SUCCESS;
}

static CmResult lower_broadcast(const CmPattern *p, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmType *vt = cm_op_result(op, 0)->type;
  if (cm_op_operand(op, 0)->type->kind == CM_TYPE_VECTOR || !valid_vector(vt))
    return CM_FAILURE;
  int64_t n = num_elems(vt);
  CmValue *src[16];
  for (int64_t i = 0; i < n; i++)
    src[i] = operands[0];
  replace_new(rw, op, "spv.CompositeConstruct", vt, (unsigned)n, src, NULL,
              NULL);
  return CM_SUCCESS;
}

static CmResult lower_extract(const CmPattern *p, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  CmType *rt = cm_op_result(op, 0)->type;
  if (rt->kind == CM_TYPE_VECTOR && num_elems(rt) > 1)
    return CM_FAILURE;
  CmType *dst = cm_spv_convert_type(p->user, rt);
  int64_t id;
  if (!dst || !first_int(op, "position", &id))
    return CM_FAILURE;
  if (cm_spv_is_scalar_type(operands[0]->type)) {
    CmValue *v = operands[0];
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  replace_new(rw, op, "spv.CompositeExtract", dst, 1, operands, "indices",
              i32_array(rw->ctx, 1, &id));
  return CM_SUCCESS;
}

static CmResult lower_insert(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmType *st = cm_op_operand(op, 0)->type;
  CmType *dt = cm_op_operand(op, 1)->type;
  if ((st->kind == CM_TYPE_INTEGER || cm_type_is_float(st)) &&
      num_elems(dt) == 1) {
    CmValue *v = operands[0];
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  int64_t id;
  if (st->kind == CM_TYPE_VECTOR || !valid_vector(dt) ||
      !first_int(op, "position", &id))
    return CM_FAILURE;
  replace_new(rw, op, "spv.CompositeInsert", operands[1]->type, 2, operands,
              "indices", i32_array(rw->ctx, 1, &id));
  return CM_SUCCESS;
}

/* extractelement / insertelement take the position as it was (13 uses the
 * op's own operand, not the converted one). */
static CmResult lower_extractelement(const CmPattern *p, CmOp *op,
                                     CmValue *const *operands,
                                     CmRewriter *rw) {
  (void)p;
  if (!valid_vector(cm_op_operand(op, 0)->type))
    return CM_FAILURE;
  CmValue *ops[2] = {operands[0], cm_op_operand(op, 1)};
  replace_new(rw, op, "spv.VectorExtractDynamic", cm_op_result(op, 0)->type, 2,
              ops, NULL, NULL);
  return CM_SUCCESS;
}

static CmResult lower_insertelement(const CmPattern *p, CmOp *op,
                                    CmValue *const *operands,
                                    CmRewriter *rw) {
  (void)p;
  (void)operands;
  CmType *vt = cm_op_result(op, 0)->type;
  if (!valid_vector(vt))
    return CM_FAILURE;
  /* operands: source, dest, position; spv: vector, component, index */
  CmValue *ops[3] = {cm_op_operand(op, 1), operands[0], cm_op_operand(op, 2)};
  replace_new(rw, op, "spv.VectorInsertDynamic", vt, 3, ops, NULL, NULL);
  return CM_SUCCESS;
}

static CmResult lower_fma(const CmPattern *p, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmType *vt = cm_op_result(op, 0)->type;
  if (!valid_vector(vt))
    return CM_FAILURE;
  replace_new(rw, op, "spv.GLSL.Fma", vt, 3, operands, NULL, NULL);
  return CM_SUCCESS;
}

static CmResult lower_extract_strided(const CmPattern *p, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  CmType *dst = cm_spv_convert_type(p->user, cm_op_result(op, 0)->type);
  int64_t off, size, stride;
  if (!dst || !first_int(op, "offsets", &off) ||
      !first_int(op, "sizes", &size) || !first_int(op, "strides", &stride) ||
      stride != 1 || size < 0 || size > 16)
    return CM_FAILURE;
  if (cm_spv_is_scalar_type(dst)) {
    replace_new(rw, op, "spv.CompositeExtract", dst, 1, operands, "indices",
                i32_array(rw->ctx, 1, &off));
    return CM_SUCCESS;
  }
  int64_t idx[16];
  for (int64_t i = 0; i < size; i++)
    idx[i] = off + i;
  CmValue *ops[2] = {operands[0], operands[0]};
  replace_new(rw, op, "spv.VectorShuffle", dst, 2, ops, "components",
              i32_array(rw->ctx, (unsigned)size, idx));
  return CM_SUCCESS;
}

static CmResult lower_insert_strided(const CmPattern *p, CmOp *op,
                                     CmValue *const *operands,
                                     CmRewriter *rw) {
  (void)p;
  CmValue *src = operands[0], *dst = operands[1];
  if (cm_spv_is_scalar_type(src->type) || cm_spv_is_scalar_type(dst->type) ||
      src->type->kind != CM_TYPE_VECTOR || dst->type->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  int64_t stride, off;
  if (!first_int(op, "strides", &stride) || stride != 1 ||
      !first_int(op, "offsets", &off))
    return CM_FAILURE;
  int64_t total = num_elems(dst->type), ins = num_elems(src->type);
  if (total > 16 || off < 0 || off + ins > total)
    return CM_FAILURE;
  int64_t idx[16];
  for (int64_t i = 0; i < total; i++)
    idx[i] = i;
  for (int64_t i = 0; i < ins; i++)
    idx[off + i] = total + i;
  CmValue *ops[2] = {dst, src};
  replace_new(rw, op, "spv.VectorShuffle", dst->type, 2, ops, "components",
              i32_array(rw->ctx, (unsigned)total, idx));
  return CM_SUCCESS;
}

void cm_populate_vector_to_spirv_patterns(TC *tc, CmPatternSet *set) {
  static const struct {
    const char *root;
    CmConvertFn fn;
    const char *label;
  } pats[] = {
      {"vector.bitcast", lower_bitcast, "VectorBitcastConvert"},
      {"vector.broadcast", lower_broadcast, "VectorBroadcastConvert"},
      {"vector.extractelement", lower_extractelement,
       "VectorExtractElementOpConvert"},
      {"vector.extract", lower_extract, "VectorExtractOpConvert"},
      {"vector.extract_strided_slice", lower_extract_strided,
       "VectorExtractStridedSliceOpConvert"},
      {"vector.fma", lower_fma, "VectorFmaOpConvert"},
      {"vector.insertelement", lower_insertelement,
       "VectorInsertElementOpConvert"},
      {"vector.insert", lower_insert, "VectorInsertOpConvert"},
      {"vector.insert_strided_slice", lower_insert_strided,
       "VectorInsertStridedSliceOpConvert"},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) {
    CmPattern p = {.root = pats[i].root,
                   .benefit = 1,
                   .convert = pats[i].fn,
                   .user = (void *)tc,
                   .label = pats[i].label,
                   .type_converter = cm_spv_tc_base(tc)};
    cm_pattern_set_add(set, &p);
  }
}

static void vector_target(CmConversionTarget *t, void *user) {
  (void)user;
  cm_target_add_legal_op(t, "module");
  cm_target_add_legal_op(t, "func");
}

static void vector_populate(CmSpvTypeConverter *tc, CmPatternSet *set,
                            void *user) {
  (void)user;
  cm_populate_vector_to_spirv_patterns(tc, set);
}

static CmResult run(CmPassRun *run, CmOp *module) {
  (void)run;
  CmSpvConversionSpec spec = {.full = true,
                              .fail_target_materializations = true,
                              .configure_target = vector_target,
                              .populate = vector_populate};
  return cm_spv_run_conversion(module, &spec);
}

static void deps(CmContext *ctx) { cm_register_spirv_dialect(ctx); }

const CmPassDef cm_pass_convert_vector_to_spirv = {
    .argument = "convert-vector-to-spirv",
    .name = "ConvertVectorToSPIRV",
    .description = "Convert Vector dialect to SPIR-V dialect",
    .anchor = "builtin.module",
    .dependent_dialects = deps,
    .run = run};
