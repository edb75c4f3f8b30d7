/* glsl.c - the GLSL.std.450 extended instructions of `spv` (MLIR 13's
 * SPIRVGLSLOps): unary (`spv.GLSL.FAbs %x : f32`), binary
 * (`spv.GLSL.FMax %a, %b : f32`) and ternary (`spv.GLSL.FClamp %x, %lo,
 * %hi : f32`) arithmetic ops, one table row each, plus Ldexp and FMix with
 * their declarative formats, and FrexpStruct (its result a struct).  The
 * rows' opcodes are the instruction numbers within GLSL.std.450. */
#include "spirv_ops.h"

#define SET "GLSL.std.450"

/* Operand/result lists per element-type class (not every class has ops of
 * every arity). */
#define MAYBE_UNUSED __attribute__((unused))
#define CLASS(k)                                                               \
  static const CmOdsValue k##_un[] = {                                         \
      {"operand", CM_ODS_ONE, &cm_spv_tc_##k##_sv}};                           \
  static const CmOdsValue k##_bin[] = {                                        \
      {"lhs", CM_ODS_ONE, &cm_spv_tc_##k##_sv},                                \
      {"rhs", CM_ODS_ONE, &cm_spv_tc_##k##_sv}};                               \
  static const CmOdsValue k##_tern[] = {                                       \
      {"x", CM_ODS_ONE, &cm_spv_tc_##k##_sv},                                  \
      {"y", CM_ODS_ONE, &cm_spv_tc_##k##_sv},                                  \
      {"z", CM_ODS_ONE, &cm_spv_tc_##k##_sv}};                                 \
  static const CmOdsValue k##_res[] = {                                        \
      {"result", CM_ODS_ONE, &cm_spv_tc_##k##_sv}};                            \
  MAYBE_UNUSED static const CmOdsOp k##_un_ods = {CM_ODS_OPERANDS(k##_un),                   \
                                     CM_ODS_RESULTS(k##_res)};                 \
  MAYBE_UNUSED static const CmOdsOp k##_bin_ods = {                                         \
      CM_ODS_OPERANDS(k##_bin), CM_ODS_RESULTS(k##_res),                       \
      .format = "operands attr-dict `:` type($result)"};                       \
  MAYBE_UNUSED static const CmOdsOp k##_tern_ods = {                                        \
      CM_ODS_OPERANDS(k##_tern), CM_ODS_RESULTS(k##_res),                      \
      .format = "operands attr-dict `:` type($result)"}

CLASS(float);
CLASS(int);
CLASS(f16or32);
CLASS(signed_int);
CLASS(signless_or_unsigned_int);

/* ---- Ldexp: `%x : f32, %exp : i32 -> f32` ---- */
static const CmOdsValue ldexp_operands[] = {
    {"x", CM_ODS_ONE, &cm_spv_tc_float_sv},
    {"exp", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsValue ldexp_results[] = {
    {"y", CM_ODS_ONE, &cm_spv_tc_float_sv}};
static const CmOdsTypeRel ldexp_rels[] = {
    {"x", "y", NULL, "all of {x, y} have same type"}};
static CmResult ldexp_verify(CmOp *op) {
  CmType *x = cm_op_operand(op, 0)->type, *e = cm_op_operand(op, 1)->type;
  if ((x->kind == CM_TYPE_VECTOR) != (e->kind == CM_TYPE_VECTOR))
    return cm_op_emit_error(op, "operands must both be scalars or vectors");
  if (cm_spv_num_elems(x) != cm_spv_num_elems(e))
    return cm_op_emit_error(op,
                            "operands must have the same number of elements");
  return CM_SUCCESS;
}
static const CmOdsOp ldexp_ods = {
    CM_ODS_OPERANDS(ldexp_operands), CM_ODS_RESULTS(ldexp_results),
    CM_ODS_TYPE_RELS(ldexp_rels),
    .format = "attr-dict $x `:` type($x) `,` $exp `:` type($exp) `->` "
              "type($y)"};

/* ---- FMix: `%x : f32, %y : f32, %a : f32 -> f32` ---- */
static const CmOdsValue fmix_operands[] = {
    {"x", CM_ODS_ONE, &cm_spv_tc_float_sv},
    {"y", CM_ODS_ONE, &cm_spv_tc_float_sv},
    {"a", CM_ODS_ONE, &cm_spv_tc_float_sv}};
#define FMIX_SAME "all of {x, y, a, result} have same type"
static const CmOdsTypeRel fmix_rels[] = {{"x", "y", NULL, FMIX_SAME},
                                         {"x", "a", NULL, FMIX_SAME},
                                         {"x", "result", NULL, FMIX_SAME}};
static const CmOdsOp fmix_ods = {
    CM_ODS_OPERANDS(fmix_operands), CM_ODS_RESULTS(float_res),
    CM_ODS_TYPE_RELS(fmix_rels),
    .format = "attr-dict $x `:` type($x) `,` $y `:` type($y) `,` $a `:` "
              "type($a) `->` type($result)"};

/* ---- FrexpStruct: `%x : f32 -> !spv.struct<(f32, i32)>` ---- */
static bool p_struct(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_is_dialect_type(t, "struct");
}
static const CmTypeConstraint tc_struct = {"any SPIR-V struct type", p_struct,
                                           NULL, NULL};
static const CmOdsValue frexp_results[] = {
    {"result", CM_ODS_ONE, &tc_struct}};
static CmResult frexp_verify(CmOp *op) {
  CmType *st = cm_op_result(op, 0)->type;
  if (cm_spv_struct_num_members(st) != 2)
    return cm_op_emit_plain_error(
        op, "result type must be a struct  type with two memebers");
  CmType *sig = cm_spv_struct_member(st, 0), *ex = cm_spv_struct_member(st, 1);
  CmType *x = cm_op_operand(op, 0)->type;
  if (sig != x)
    return cm_op_emit_plain_error(op, "member zero of the resulting struct "
                                      "type must be the same type as the "
                                      "operand");
  CmType *ee = ex->kind == CM_TYPE_VECTOR ? ex->shaped.elem : ex;
  if (ee->kind != CM_TYPE_INTEGER || ee->integer.width != 32)
    return cm_op_emit_plain_error(op, "member one of the resulting struct "
                                      "type must be a scalar or vector of 32 "
                                      "bit integer type");
  bool xv = x->kind == CM_TYPE_VECTOR, ev = ex->kind == CM_TYPE_VECTOR;
  if ((xv && ev && cm_shaped_num_elements(x) == cm_shaped_num_elements(ex)) ||
      (!xv && !ev && cm_spv_is_float(x)))
    return CM_SUCCESS;
  return cm_op_emit_plain_error(op, "member one of the resulting struct type "
                                    "must have the same number of components "
                                    "as the operand type");
}
static const CmOdsOp frexp_ods = {
    CM_ODS_OPERANDS(float_un), CM_ODS_RESULTS(frexp_results),
    .format = "attr-dict $operand `:` type($operand) `->` type($result)"};

#define UN(nm, k)                                                              \
  {.name = "spv.GLSL." nm, .traits = CM_TRAIT_NO_SIDE_EFFECT,                  \
   .parse = cm_spv_unary_parse, .print = cm_spv_operands_colon_type_print,     \
   .ods = &k##_un_ods}
#define BIN(nm, k)                                                             \
  {.name = "spv.GLSL." nm, .traits = CM_TRAIT_NO_SIDE_EFFECT,                  \
   .parse = cm_spv_same_type_parse, .ods = &k##_bin_ods,                       \
   .custom_printable = cm_spv_all_types_same}
#define TERN(nm, k)                                                            \
  {.name = "spv.GLSL." nm, .traits = CM_TRAIT_NO_SIDE_EFFECT,                  \
   .parse = cm_spv_same_type_parse, .ods = &k##_tern_ods,                      \
   .custom_printable = cm_spv_all_types_same}

static const CmOpDef glsl_ops[] = {
    UN("FAbs", float),
    UN("SAbs", int),
    UN("Ceil", float),
    UN("Cos", f16or32),
    UN("Sin", f16or32),
    UN("Tan", f16or32),
    UN("Asin", f16or32),
    UN("Acos", f16or32),
    UN("Atan", f16or32),
    UN("Exp", f16or32),
    UN("Floor", float),
    UN("Round", float),
    UN("InverseSqrt", float),
    UN("Log", f16or32),
    BIN("FMax", float),
    BIN("SMax", int),
    BIN("FMin", float),
    BIN("SMin", int),
    BIN("Pow", f16or32),
    UN("FSign", float),
    UN("SSign", int),
    UN("Sqrt", float),
    UN("Sinh", f16or32),
    UN("Cosh", f16or32),
    UN("Tanh", f16or32),
    TERN("FClamp", float),
    TERN("UClamp", signless_or_unsigned_int),
    TERN("SClamp", signed_int),
    TERN("Fma", float),
    {.name = "spv.GLSL.Ldexp", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = ldexp_verify, .ods = &ldexp_ods},
    {.name = "spv.GLSL.FMix", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &fmix_ods},
    {.name = "spv.GLSL.FrexpStruct", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = frexp_verify, .ods = &frexp_ods},
};

#define R(nm, oc) CM_SPV_INFO_EXT("spv.GLSL." nm, oc, SET)
static const CmSpvOpInfo glsl_info[] = {
    R("FAbs", 4),         R("SAbs", 5),   R("Ceil", 9),   R("Cos", 14),
    R("Sin", 13),         R("Tan", 15),   R("Asin", 16),  R("Acos", 17),
    R("Atan", 18),        R("Exp", 27),   R("Floor", 8),  R("Round", 1),
    R("InverseSqrt", 32), R("Log", 28),   R("FMax", 40),  R("SMax", 42),
    R("FMin", 37),        R("SMin", 39),  R("Pow", 26),   R("FSign", 6),
    R("SSign", 7),        R("Sqrt", 31),  R("Sinh", 19),  R("Cosh", 20),
    R("Tanh", 21),        R("FClamp", 43), R("UClamp", 44), R("SClamp", 45),
    R("Fma", 50),         R("Ldexp", 53), R("FMix", 46),  R("FrexpStruct", 52),
};

void cm_spv_register_glsl_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, glsl_ops, CM_ODS_ARRAY_LEN(glsl_ops));
}

const CmSpvOpInfo *cm_spv_glsl_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(glsl_info);
  return glsl_info;
}
