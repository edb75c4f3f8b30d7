/* std_internal.h - private declarations shared by the files of the std
 * dialect. */
#ifndef CMLIR_DIALECT_STD_INTERNAL_H
#define CMLIR_DIALECT_STD_INTERNAL_H

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

/* arith.c: constant, integer / float arithmetic, cmpi / cmpf, casts,
 * select, splat, rank. */
void cm_std_register_arith_ops(CmContext *ctx);

/* control.c: br, cond_br, switch, call, call_indirect, return, assert. */
void cm_std_register_control_ops(CmContext *ctx);

/* atomic.c: atomic_rmw, generic_atomic_rmw, atomic_yield. */
void cm_std_register_atomic_ops(CmContext *ctx);

/* arith.c: cm_std_build_constant is public (dialects.h). */

/* canonicalize.c: canonicalization patterns (CmOpDef hooks). */
void cm_std_br_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_std_cond_br_canonicalization_patterns(CmPatternSet *set,
                                              CmContext *ctx);
void cm_std_addi_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_std_subi_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_std_assert_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_std_call_indirect_canonicalization_patterns(CmPatternSet *set,
                                                    CmContext *ctx);
void cm_std_switch_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_std_select_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_std_xor_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_std_index_cast_canonicalization_patterns(CmPatternSet *set,
                                                 CmContext *ctx);

#endif /* CMLIR_DIALECT_STD_INTERNAL_H */
