/* canonicalize.c - folds and canonicalization patterns of the affine ops
 * (MLIR 13's). */
#include "affine_internal.h"

#include <stdlib.h>
#include <string.h>

CmResult cm_affine_for_fold(CmOp *op, CmAttr *const *consts,
                            CmFoldResult *results) {
  (void)op, (void)consts, (void)results;
  return CM_FAILURE;
}
CmResult cm_affine_if_fold(CmOp *op, CmAttr *const *consts,
                           CmFoldResult *results) {
  (void)op, (void)consts, (void)results;
  return CM_FAILURE;
}
CmResult cm_affine_access_fold(CmOp *op, CmAttr *const *consts,
                               CmFoldResult *results) {
  (void)op, (void)consts, (void)results;
  return CM_FAILURE;
}
void cm_affine_apply_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx) {
  (void)set, (void)ctx;
}
void cm_affine_minmax_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx) {
  (void)set, (void)ctx;
}
void cm_affine_for_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx) {
  (void)set, (void)ctx;
}
void cm_affine_if_canonicalization_patterns(CmPatternSet *set,
                                            CmContext *ctx) {
  (void)set, (void)ctx;
}
void cm_affine_access_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx) {
  (void)set, (void)ctx;
}
void cm_affine_parallel_canonicalization_patterns(CmPatternSet *set,
                                                  CmContext *ctx) {
  (void)set, (void)ctx;
}
