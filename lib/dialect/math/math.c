/* math.c - the math dialect of MLIR 13: elementwise float functions.
 *
 * Every op of 13's set is a table row: unary ops take one FloatLike
 * operand (`math.sqrt %x : f32`), binary ops two (`math.powf %a, %b : f32`);
 * both have SameOperandsAndResultType, NoSideEffect and the
 * ElementwiseMappable traits, and no folders (13 has none for math).
 * MLIR 13 keeps abs/ceil/floor/copysign/fma in std (absf, ceilf, floorf,
 * copysign, fmaf), so they are not here.
 */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

#define MATH_TRAITS                                                            \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE |          \
   CM_TRAIT_ELEMENTWISE_MAPPABLE)

static const CmOdsValue unary_operands[] = {
    {"operand", CM_ODS_ONE, &cm_tc_float_like}};
static const CmOdsValue binary_operands[] = {
    {"lhs", CM_ODS_ONE, &cm_tc_float_like},
    {"rhs", CM_ODS_ONE, &cm_tc_float_like}};
static const CmOdsValue float_results[] = {
    {"result", CM_ODS_ONE, &cm_tc_float_like}};

#define UNARY_ODS(id, sum)                                                     \
  static const CmOdsOp id##_ods = {                                            \
      .summary = sum, CM_ODS_OPERANDS(unary_operands),                         \
      CM_ODS_RESULTS(float_results),                                           \
      .format = "$operand attr-dict `:` type($result)"}
#define BINARY_ODS(id, sum)                                                    \
  static const CmOdsOp id##_ods = {                                            \
      .summary = sum, CM_ODS_OPERANDS(binary_operands),                        \
      CM_ODS_RESULTS(float_results),                                           \
      .format = "$lhs `,` $rhs attr-dict `:` type($result)"}

UNARY_ODS(atan, "arcus tangent of the given value");
BINARY_ODS(atan2, "2-argument arcus tangent of the given values");
UNARY_ODS(cos, "cosine of the specified value");
UNARY_ODS(sin, "sine of the specified value");
UNARY_ODS(exp, "base-e exponential of the specified value");
UNARY_ODS(exp2, "base-2 exponential of the specified value");
UNARY_ODS(expm1, "base-e exponential of the specified value minus 1");
UNARY_ODS(log, "base-e logarithm of the specified value");
UNARY_ODS(log10, "base-10 logarithm of the specified value");
UNARY_ODS(log1p, "Computes the natural logarithm of one plus the given value");
UNARY_ODS(log2, "base-2 logarithm of the specified value");
BINARY_ODS(powf, "floating point raised to the power of operation");
UNARY_ODS(rsqrt, "reciprocal of sqrt (1 / sqrt of the specified value)");
UNARY_ODS(sqrt, "sqrt of the specified value");
UNARY_ODS(tanh, "hyperbolic tangent of the specified value");

#define MATH_OP(nm) {.name = "math." #nm, .traits = MATH_TRAITS, .ods = &nm##_ods}

static const CmOpDef math_ops[] = {
    MATH_OP(atan),  MATH_OP(atan2), MATH_OP(cos),   MATH_OP(sin),
    MATH_OP(exp),   MATH_OP(exp2),  MATH_OP(expm1), MATH_OP(log),
    MATH_OP(log10), MATH_OP(log1p), MATH_OP(log2),  MATH_OP(powf),
    MATH_OP(rsqrt), MATH_OP(sqrt),  MATH_OP(tanh),
};

static const CmInterfaceImpl math_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &cm_inliner_iface_always}};

void cm_register_math_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "math";
  d.interfaces = math_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, math_ops, CM_ODS_ARRAY_LEN(math_ops));
}
