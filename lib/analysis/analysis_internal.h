/* analysis_internal.h - helpers shared by the files of lib/analysis. */
#ifndef CMLIR_ANALYSIS_INTERNAL_H
#define CMLIR_ANALYSIS_INTERNAL_H

#include "cmlir/analysis/affine.h"
#include "cmlir/support.h"

/* Checked int64 arithmetic: on overflow `f` is marked failed and 0 is
 * returned. */
int64_t cm_fac_cadd(CmFac *f, int64_t a, int64_t b);
int64_t cm_fac_cmul(CmFac *f, int64_t a, int64_t b);
int64_t cm_fac_cneg(CmFac *f, int64_t a);
uint64_t cm_gcd64(uint64_t a, uint64_t b);
int64_t cm_floordiv64(int64_t a, int64_t b); /* b != 0, no overflow */
int64_t cm_ceildiv64(int64_t a, int64_t b);
/* Row of an equality fixing id `pos` to a constant (`symbolic`: to an
 * expression of symbols); -1 if none. */
int cm_fac_find_eq_to_constant(const CmFac *f, unsigned pos, bool symbolic);

#endif
