/* cast.c - the cast ops of `spv` (MLIR 13's SPIRVCastOps):
 * `spv.ConvertFToS %x : f32 to i32`, FConvert / SConvert / UConvert
 * (which must change the bit width) and spv.Bitcast (same total bit
 * width; chains of bitcasts are canonicalized into one). */
#include "spirv_ops.h"

#include <string.h>

/* 13's impl::parseCastOp / printCastOp: `%x attr-dict : T to U`. */
static CmResult cast_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand src;
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *from = NULL, *to = NULL;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_parse_operand(p, &src)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)) ||
      cm_failed(cm_parse_colon_type(p, &from)) ||
      cm_failed(cm_resolve_operand(p, &src, from, &vals)) ||
      cm_failed(cm_parse_keyword(p, "to")) || cm_failed(cm_parse_type(p, &to)))
    goto done;
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_PUSH(st->types, to);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(vals);
  return r;
}

static void cast_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_str(p, " to ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

/* FConvert / SConvert / UConvert: 13's verifyCastOp(op, false). */
static CmResult width_change_verify(CmOp *op) {
  CmType *a = cm_spv_element_type(cm_op_operand(op, 0)->type);
  CmType *b = cm_spv_element_type(cm_op_result(op, 0)->type);
  if (cm_spv_scalar_bit_width(a) == cm_spv_scalar_bit_width(b)) {
    char sa[256], sb[256];
    return cm_op_emit_error(
        op,
        "expected the different bit widths for operand type and result "
        "type, but provided '%s' and '%s'",
        cm_spv_type_str(a, sa, sizeof sa), cm_spv_type_str(b, sb, sizeof sb));
  }
  return CM_SUCCESS;
}

static int64_t total_bits(const CmType *t) {
  if (t->kind == CM_TYPE_VECTOR)
    return cm_shaped_num_elements(t) * (int64_t)cm_spv_scalar_bit_width(t->shaped.elem);
  return cm_spv_scalar_bit_width(t);
}

static CmResult bitcast_verify(CmOp *op) {
  CmType *a = cm_op_operand(op, 0)->type, *b = cm_op_result(op, 0)->type;
  if (a == b)
    return cm_op_emit_plain_error(op,
                                  "result type must be different from operand "
                                  "type");
  bool pa = cm_spv_is_dialect_type(a, "ptr"), pb = cm_spv_is_dialect_type(b, "ptr");
  if (pa && !pb)
    return cm_op_emit_plain_error(op, "unhandled bit cast conversion from "
                                      "pointer type to non-pointer type");
  if (!pa && pb)
    return cm_op_emit_plain_error(op, "unhandled bit cast conversion from "
                                      "non-pointer type to pointer type");
  if (pa)
    return CM_SUCCESS;
  int64_t wa = total_bits(a), wb = total_bits(b);
  if (wa != wb)
    return cm_op_emit_error(op,
                            "mismatch in result type bitwidth %lld and operand "
                            "type bitwidth %lld",
                            (long long)wb, (long long)wa);
  return CM_SUCCESS;
}

/* bitcast(bitcast(x)) -> bitcast(x) (13's DRR ConvertChainedBitcast). */
static CmResult chained_bitcast(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmOp *inner = cm_value_defining_op(cm_op_operand(op, 0));
  if (!inner || !cm_op_name_is(inner, "spv.Bitcast") ||
      cm_op_num_operands(inner) != 1)
    return CM_FAILURE;
  CmValue *x = cm_op_operand(inner, 0);
  CmType *rt = cm_op_result(op, 0)->type;
  CmLoc *locs[2] = {cm_op_loc(inner), cm_op_loc(op)};
  CmLoc *loc = cm_loc_fused(rw->ctx, 2, locs, NULL);
  cm_rewriter_replace_op_with_op(
      rw, op,
      cm_op_create_v(rw->ctx, "spv.Bitcast", loc, 1, &rt, 1, &x, NULL, 0, NULL,
                     0));
  return CM_SUCCESS;
}

static void bitcast_canon(CmPatternSet *set, CmContext *ctx) {
  (void)ctx;
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "spv.Bitcast";
  p.benefit = 2;
  p.match_and_rewrite = chained_bitcast;
  p.label = "ConvertChainedBitcast";
  cm_pattern_set_add(set, &p);
}

static const CmOdsValue bitcast_operands[] = {
    {"operand", CM_ODS_ONE, &cm_spv_tc_scalar_or_vector_or_ptr}};
static const CmOdsValue bitcast_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_scalar_or_vector_or_ptr}};
static const CmOdsOp bitcast_ods = {CM_ODS_OPERANDS(bitcast_operands),
                                    CM_ODS_RESULTS(bitcast_results)};

#define CAST_ODS(id, from, to)                                                 \
  static const CmOdsValue id##_operands[] = {                                  \
      {"operand", CM_ODS_ONE, &cm_spv_tc_##from##_svc}};                       \
  static const CmOdsValue id##_results[] = {                                   \
      {"result", CM_ODS_ONE, &cm_spv_tc_##to##_svc}};                          \
  static const CmOdsOp id##_ods = {CM_ODS_OPERANDS(id##_operands),             \
                                   CM_ODS_RESULTS(id##_results)}
CAST_ODS(f_to_i, float, int);
CAST_ODS(i_to_f, int, float);
CAST_ODS(f_to_f, float, float);
CAST_ODS(i_to_i, int, int);

#define CAST_TRAITS                                                            \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE)
#define CAST_OP(nm, id, v)                                                     \
  {.name = "spv." nm, .traits = CAST_TRAITS, .parse = cast_parse,              \
   .print = cast_print, .verify = v, .ods = &id##_ods}

static const CmOpDef cast_ops[] = {
    {.name = "spv.Bitcast", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .parse = cast_parse, .print = cast_print, .verify = bitcast_verify,
     .ods = &bitcast_ods, .get_canonicalization_patterns = bitcast_canon},
    CAST_OP("ConvertFToS", f_to_i, NULL),
    CAST_OP("ConvertFToU", f_to_i, NULL),
    CAST_OP("ConvertSToF", i_to_f, NULL),
    CAST_OP("ConvertUToF", i_to_f, NULL),
    CAST_OP("FConvert", f_to_f, width_change_verify),
    CAST_OP("SConvert", i_to_i, width_change_verify),
    CAST_OP("UConvert", i_to_i, width_change_verify),
};

static const CmSpvOpInfo cast_info[] = {
    CM_SPV_INFO("spv.Bitcast", 124),     CM_SPV_INFO("spv.ConvertFToS", 110),
    CM_SPV_INFO("spv.ConvertFToU", 109), CM_SPV_INFO("spv.ConvertSToF", 111),
    CM_SPV_INFO("spv.ConvertUToF", 112), CM_SPV_INFO("spv.FConvert", 115),
    CM_SPV_INFO("spv.SConvert", 114),    CM_SPV_INFO("spv.UConvert", 113),
};

void cm_spv_register_cast_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, cast_ops, CM_ODS_ARRAY_LEN(cast_ops));
}

const CmSpvOpInfo *cm_spv_cast_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(cast_info);
  return cast_info;
}
