/* conversion_math.h - the conversions of the math dialect and the LLVM
 * export legalization (docs/conversion-math.md):
 *   math_to_llvm/math_to_llvm.c  -convert-math-to-llvm
 *   math_to_libm/math_to_libm.c  -convert-math-to-libm
 *   lib/dialect/llvm/transforms/legalize_for_export.c
 *                                -llvm-legalize-for-export
 */
#ifndef CMLIR_CONVERSION_MATH_H
#define CMLIR_CONVERSION_MATH_H

#include "cmlir/conversion.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- math_to_llvm/math_to_llvm.c ---- */
/* cos, exp, exp2, log, log10, log2, powf, sin, sqrt to llvm.intr.*, and
 * the expansions of expm1, log1p, rsqrt (MLIR 13), on scalars and 1-D /
 * n-D vectors; `tc` must outlive the set. */
void cm_populate_math_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                       CmPatternSet *set);
/* Partial conversion of everything nested in `root` (llvm and
 * unrealized_conversion_cast legal). */
CmResult cm_convert_math_to_llvm(CmOp *root);
extern const CmPassDef cm_pass_convert_math_to_llvm;

/* ---- math_to_libm/math_to_libm.c ---- */
/* atan2 / expm1 / tanh on f32 and f64 to calls of the libm functions. */
void cm_populate_math_to_libm_patterns(CmPatternSet *set);
/* Partial conversion, std legal, math illegal. */
CmResult cm_convert_math_to_libm(CmOp *root);
extern const CmPassDef cm_pass_convert_math_to_libm;

/* ---- lib/dialect/llvm/transforms/legalize_for_export.c ---- */
/* In every llvm.func nested in `root`: repeated argument-taking successors
 * of a terminator get a forwarding block each (MLIR 13). */
void cm_llvm_legalize_for_export(CmOp *root);
extern const CmPassDef cm_pass_llvm_legalize_for_export;

/* ---- lib/transforms/std_expand.c ---- */
/* ceildivi_signed / floordivi_signed expanded, atomic_rmw maxf / minf to
 * generic_atomic_rmw (MLIR 13's -std-expand). */
void cm_populate_std_expand_patterns(CmPatternSet *set);
CmResult cm_std_expand(CmOp *root);
extern const CmPassDef cm_pass_std_expand;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_CONVERSION_MATH_H */
