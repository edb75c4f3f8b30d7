/* dialects.h - registration of the dialects cmlir ships (beyond builtin,
 * which every context has). */
#ifndef CMLIR_DIALECTS_H
#define CMLIR_DIALECTS_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/dialect/std/std.c */
void cm_register_std_dialect(CmContext *ctx);
/* lib/dialect/memref/memref.c */
void cm_register_memref_dialect(CmContext *ctx);
/* lib/dialect/scf/scf.c */
void cm_register_scf_dialect(CmContext *ctx);
/* lib/dialect/math/math.c */
void cm_register_math_dialect(CmContext *ctx);
/* lib/dialect/vector/vector.c (a subset of 13's vector dialect) */
void cm_register_vector_dialect(CmContext *ctx);
/* lib/dialect/all.c: every dialect above (what cmlir-opt registers). */
void cm_register_all_dialects(CmContext *ctx);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECTS_H */
