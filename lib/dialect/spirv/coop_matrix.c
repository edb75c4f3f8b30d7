/* coop_matrix.c - the NV cooperative-matrix ops of `spv` (MLIR 13's
 * SPIRVCooperativeMatrixOps): CooperativeMatrixLengthNV (`: !spv.coopmatrix
 * <8x16xi32, Subgroup>`, a TypeAttr), CooperativeMatrixMulAddNV and the
 * hand-written CooperativeMatrixLoadNV / StoreNV (`%ptr, %stride, %colmajor
 * ["Volatile"] : !spv.ptr<..> as !spv.coopmatrix<..>`; as in 13 the
 * printer writes no attribute dictionary and no alignment). */
#include "spirv_ops.h"

static bool p_coop(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_dialect_type(t, "coopmatrix");
}
static const CmTypeConstraint tc_coop = {"any SPIR-V cooperative matrix type",
                                         p_coop, NULL, NULL};
static CmType *b_i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static bool p_i32(const CmType *t, const void *arg) {
  (void)arg;
  return cm_type_is_signless_integer(t) && t->integer.width == 32;
}
static const CmTypeConstraint tc_int32 = {"Int32", p_i32, NULL, b_i32};

static CmResult muladd_verify(CmOp *op) {
  CmType *a = cm_op_operand(op, 0)->type, *b = cm_op_operand(op, 1)->type;
  CmType *c = cm_op_operand(op, 2)->type, *r = cm_op_result(op, 0)->type;
  if (cm_spv_coopmatrix_rows(a) != cm_spv_coopmatrix_rows(r) ||
      cm_spv_coopmatrix_cols(a) != cm_spv_coopmatrix_rows(b) ||
      cm_spv_coopmatrix_cols(b) != cm_spv_coopmatrix_cols(r))
    return cm_op_emit_error(op, "matrix size must match");
  uint32_t s = cm_spv_coopmatrix_scope(r);
  if (s != cm_spv_coopmatrix_scope(a) || s != cm_spv_coopmatrix_scope(b) ||
      s != cm_spv_coopmatrix_scope(c))
    return cm_op_emit_error(op, "matrix scope must match");
  if (cm_spv_type_elem(a) != cm_spv_type_elem(b) ||
      cm_spv_type_elem(r) != cm_spv_type_elem(c))
    return cm_op_emit_error(op, "matrix element type must match");
  return CM_SUCCESS;
}

/* ---- CooperativeMatrixLoadNV / StoreNV ---- */
static bool p_memory_access(const CmAttr *a, const void *arg) {
  (void)arg;
  if (a->kind != CM_ATTR_INTEGER || !a->type ||
      !cm_type_is_signless_integer(a->type) || a->type->integer.width != 32)
    return false;
  CmBuf b;
  cm_buf_init(&b);
  bool ok = cm_spv_enum_print(CM_SPV_E_MemoryAccess,
                              (uint32_t)a->integer.value, &b);
  cm_buf_free(&b);
  return ok;
}
static const CmAttrConstraint ac_memory_access = {
    "valid SPIR-V MemoryAccess", p_memory_access, NULL, NULL, NULL, 0};

/* `%a, %b, ... ["Access"]? :` then the types; `n` operands whose types are
 * `tys` once the caller filled in the parsed ones. */
static CmResult load_store_parse(CmParser *p, CmOpState *st, bool store) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  unsigned n = store ? 4 : 3;
  CmType *ptr = NULL, *mat = NULL;
  if (cm_parse_operand_list(p, &ops, (int)n, CM_DELIM_NONE) ||
      cm_spv_parse_memory_access(p, st, "memory_access", "alignment") ||
      cm_parse_colon_type(p, &ptr))
    goto out;
  if (store ? cm_parse_tok(p, CM_TOK_COMMA) : cm_parse_keyword(p, "as"))
    goto out;
  if (cm_parse_type(p, &mat))
    goto out;
  CmType *i32 = b_i32(st->ctx);
  CmType *i1 = cm_integer_type(st->ctx, 1, CM_SIGNLESS);
  CmType *load_tys[3] = {ptr, i32, i1}, *store_tys[4] = {ptr, mat, i32, i1};
  if (cm_resolve_operands(p, ops.data, ops.len, store ? store_tys : load_tys,
                          n, pos, &vals))
    goto out;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  if (!store)
    CM_VEC_PUSH(st->types, mat);
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}
static CmResult load_parse(CmParser *p, CmOpState *st) {
  return load_store_parse(p, st, false);
}
static CmResult store_parse(CmParser *p, CmOpState *st) {
  return load_store_parse(p, st, true);
}

static void load_store_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  if (cm_op_get_attr(op, "memory_access")) {
    cm_print_str(p, " [");
    cm_spv_print_enum_attr(p, op, CM_SPV_E_MemoryAccess, "memory_access",
                           true);
    cm_print_str(p, "]");
  }
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  if (cm_op_num_results(op)) {
    cm_print_str(p, " as ");
    cm_print_type(p, cm_op_result(op, 0)->type);
  } else {
    cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, 1)->type);
  }
}

/* 13's verifyPointerAndCoopMatrixType (errors without the op prefix). */
static CmResult load_store_verify(CmOp *op) {
  CmType *ptr = cm_op_operand(op, 0)->type;
  CmType *pointee = cm_spv_ptr_pointee(ptr);
  if (!cm_spv_is_scalar_type(pointee) && pointee->kind != CM_TYPE_VECTOR) {
    char s[256];
    return cm_op_emit_plain_error(op, "Pointer must point to a scalar or "
                                      "vector type but provided '%s'",
                                  cm_spv_type_str(pointee, s, sizeof s));
  }
  uint32_t sc = cm_spv_ptr_storage_class(ptr), wg = 0, sb = 0, psb = 0;
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("Workgroup"), &wg);
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("StorageBuffer"), &sb);
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("PhysicalStorageBuffer"),
                        &psb);
  if (sc != wg && sc != sb && sc != psb) {
    CmBuf b;
    cm_buf_init(&b);
    cm_spv_enum_print(CM_SPV_E_StorageClass, sc, &b);
    CmResult r = cm_op_emit_plain_error(
        op,
        "Pointer storage class must be Workgroup, StorageBuffer or "
        "PhysicalStorageBufferEXT but provided %.*s",
        (int)b.len, b.data ? b.data : "");
    cm_buf_free(&b);
    return r;
  }
  return CM_SUCCESS;
}

static const CmOdsAttr access_attrs[] = {
    {"memory_access", &ac_memory_access, true, NULL}};
static const CmOdsValue load_operands[] = {
    {"pointer", CM_ODS_ONE, &cm_spv_tc_ptr},
    {"stride", CM_ODS_ONE, &cm_spv_tc_int},
    {"columnmajor", CM_ODS_ONE, &cm_spv_tc_bool}};
static const CmOdsValue load_results[] = {{"result", CM_ODS_ONE, &tc_coop}};
static const CmOdsOp load_ods = {CM_ODS_OPERANDS(load_operands),
                                 CM_ODS_RESULTS(load_results),
                                 CM_ODS_ATTRS(access_attrs)};
static const CmOdsValue store_operands[] = {
    {"pointer", CM_ODS_ONE, &cm_spv_tc_ptr},
    {"object", CM_ODS_ONE, &tc_coop},
    {"stride", CM_ODS_ONE, &cm_spv_tc_int},
    {"columnmajor", CM_ODS_ONE, &cm_spv_tc_bool}};
static const CmOdsOp store_ods = {CM_ODS_OPERANDS(store_operands),
                                  CM_ODS_ATTRS(access_attrs)};

static const CmOdsAttr length_attrs[] = {{"type", &cm_ac_type, false, NULL}};
static const CmOdsValue length_results[] = {
    {"result", CM_ODS_ONE, &tc_int32}};
static const CmOdsOp length_ods = {CM_ODS_RESULTS(length_results),
                                   CM_ODS_ATTRS(length_attrs),
                                   .format = "attr-dict `:` $type"};

static const CmOdsValue muladd_operands[] = {
    {"a", CM_ODS_ONE, &tc_coop},
    {"b", CM_ODS_ONE, &tc_coop},
    {"c", CM_ODS_ONE, &tc_coop}};
static const CmOdsValue muladd_results[] = {
    {"result", CM_ODS_ONE, &tc_coop}};
static const CmOdsTypeRel muladd_rels[] = {
    {"c", "result", NULL, "all of {c, result} have same type"}};
static const CmOdsOp muladd_ods = {
    CM_ODS_OPERANDS(muladd_operands), CM_ODS_RESULTS(muladd_results),
    CM_ODS_TYPE_RELS(muladd_rels),
    .format = "operands attr-dict `:` type($a) `,` type($b) `->` type($c)"};

static const CmOpDef coop_matrix_ops[] = {
    {.name = "spv.CooperativeMatrixLengthNV",
     .traits = CM_TRAIT_NO_SIDE_EFFECT, .ods = &length_ods},
    {.name = "spv.CooperativeMatrixMulAddNV",
     .traits = CM_TRAIT_NO_SIDE_EFFECT, .verify = muladd_verify,
     .ods = &muladd_ods},
    {.name = "spv.CooperativeMatrixLoadNV", .parse = load_parse,
     .print = load_store_print, .verify = load_store_verify,
     .ods = &load_ods},
    {.name = "spv.CooperativeMatrixStoreNV", .parse = store_parse,
     .print = load_store_print, .verify = load_store_verify,
     .ods = &store_ods},
};

#define R(nm, oc)                                                              \
  CM_SPV_INFO_R(nm, oc, CM_SPV_V(1, 0), CM_SPV_V(1, 5),                        \
                "SPV_NV_cooperative_matrix", "CooperativeMatrixNV")
static const CmSpvOpInfo coop_matrix_info[] = {
    R("spv.CooperativeMatrixLengthNV", 5362),
    R("spv.CooperativeMatrixMulAddNV", 5361),
    R("spv.CooperativeMatrixLoadNV", 5359),
    R("spv.CooperativeMatrixStoreNV", 5360),
};

void cm_spv_register_coop_matrix_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, coop_matrix_ops, CM_ODS_ARRAY_LEN(coop_matrix_ops));
}

const CmSpvOpInfo *cm_spv_coop_matrix_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(coop_matrix_info);
  return coop_matrix_info;
}
