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

/* ---- the affine ops in 13's generic form -------------------------------- */
static inline CmAffineMap *cm_aff_map_attr(const CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_AFFINE_MAP ? a->map : NULL;
}
static inline bool cm_aff_is_for(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.for");
}
static inline bool cm_aff_is_if(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.if");
}
/* 13's AffineReadOpInterface / AffineWriteOpInterface (memref accesses). */
static inline bool cm_aff_is_load(const CmOp *op) {
  return op && (cm_op_name_is(op, "affine.load") ||
                cm_op_name_is(op, "affine.vector_load"));
}
static inline bool cm_aff_is_store(const CmOp *op) {
  return op && (cm_op_name_is(op, "affine.store") ||
                cm_op_name_is(op, "affine.vector_store"));
}
static inline bool cm_aff_is_apply(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.apply");
}
static inline CmAffineMap *cm_aff_for_lb(const CmOp *op) {
  return cm_aff_map_attr(op, "lower_bound");
}
static inline CmAffineMap *cm_aff_for_ub(const CmOp *op) {
  return cm_aff_map_attr(op, "upper_bound");
}
static inline int64_t cm_aff_for_step(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "step");
  return a && a->kind == CM_ATTR_INTEGER ? a->integer.value : 1;
}
static inline unsigned cm_aff_for_num_lb_operands(const CmOp *op) {
  CmAffineMap *m = cm_aff_for_lb(op);
  return m ? m->num_dims + m->num_syms : 0;
}
CmBlock *cm_aff_for_body(CmOp *op);
CmValue *cm_aff_for_iv(CmOp *op);
/* constant bounds: single constant result */
bool cm_aff_for_const_lb(const CmOp *op, int64_t *v);
bool cm_aff_for_const_ub(const CmOp *op, int64_t *v);
/* memref operand index of a load / store and its first index operand */
static inline unsigned cm_aff_access_memref_index(const CmOp *op) {
  return cm_aff_is_store(op) ? 1 : 0;
}
/* constant index value of a std.constant / arith constant op result */
bool cm_aff_constant_index(const CmValue *v, int64_t *out);

#endif
