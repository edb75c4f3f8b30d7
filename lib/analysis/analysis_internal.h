/* analysis_internal.h - helpers shared by the files of lib/analysis. */
#ifndef CMLIR_ANALYSIS_INTERNAL_H
#define CMLIR_ANALYSIS_INTERNAL_H

#include "cmlir/analysis/affine.h"
#include "cmlir/dialect/affine.h"
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

/* 13's simplifySemiAffine (semi_affine.c): divisions by a symbol of
 * multiples of it simplified; the result may be pure affine. */
CmAffineExpr *cm_affine_simplify_semi_affine(CmAffineExpr *e);

/* ---- the affine ops (include/cmlir/dialect/affine.h) ------------------- */
static inline bool cm_aff_is_for(const CmOp *op) {
  return op && cm_is_affine_for(op);
}
static inline bool cm_aff_is_if(const CmOp *op) {
  return op && cm_is_affine_if(op);
}
/* 13's AffineReadOpInterface / AffineWriteOpInterface (load / vector_load,
 * store / vector_store). */
static inline bool cm_aff_is_load(const CmOp *op) {
  return op && cm_is_affine_load(op);
}
static inline bool cm_aff_is_store(const CmOp *op) {
  return op && cm_is_affine_store(op);
}
static inline bool cm_aff_is_apply(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.apply");
}
static inline bool cm_aff_for_const_lb(CmOp *op, int64_t *v) {
  if (!cm_affine_for_has_constant_lb(op))
    return false;
  *v = cm_affine_for_constant_lb(op);
  return true;
}
static inline bool cm_aff_for_const_ub(CmOp *op, int64_t *v) {
  if (!cm_affine_for_has_constant_ub(op))
    return false;
  *v = cm_affine_for_constant_ub(op);
  return true;
}
/* constant index value of a std.constant / arith constant op result */
bool cm_aff_constant_index(const CmValue *v, int64_t *out);

#endif
