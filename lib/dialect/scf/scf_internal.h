/* scf_internal.h - private declarations shared by the files of the scf
 * dialect. */
#ifndef CMLIR_DIALECT_SCF_INTERNAL_H
#define CMLIR_DIALECT_SCF_INTERNAL_H

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

/* canonicalize.c: CmOpDef.get_canonicalization_patterns of the ops. */
void cm_scf_if_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_scf_for_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);
void cm_scf_execute_region_canonicalization_patterns(CmPatternSet *set,
                                                     CmContext *ctx);
void cm_scf_parallel_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);
void cm_scf_while_canonicalization_patterns(CmPatternSet *set,
                                            CmContext *ctx);

#endif /* CMLIR_DIALECT_SCF_INTERNAL_H */
