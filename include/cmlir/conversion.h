/* conversion.h - conversions between dialects (lib/conversion/), each a
 * pattern population function, a function applying it and its pass. */
#ifndef CMLIR_CONVERSION_H
#define CMLIR_CONVERSION_H

#include "cmlir/dialects.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * scf_to_std/scf_to_std.c - scf to a CFG of std branches (MLIR 13's
 * -convert-scf-to-std, op for op)
 * ====================================================================== */
/* ForLowering, IfLowering, ParallelLowering (to scf.for), WhileLowering,
 * DoWhileLowering (benefit 2) and ExecuteRegionLowering. */
void cm_populate_scf_to_std_patterns(CmPatternSet *set);
/* Partial conversion of everything nested in `root`: scf.for / if /
 * parallel / while / execute_region are illegal, everything else legal.
 * On failure the IR is unchanged and a diagnostic was emitted. */
CmResult cm_convert_scf_to_std(CmOp *root);
/* The pass "convert-scf-to-std" (registered by cm_register_all_passes). */
extern const CmPassDef cm_pass_convert_scf_to_std;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_CONVERSION_H */
