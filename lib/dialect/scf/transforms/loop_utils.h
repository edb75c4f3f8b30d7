/* loop_utils.h - helpers shared by the scf loop transformations
 * (upstream 13's LoopUtils.cpp), private to lib/dialect/scf/transforms. */
#ifndef CMLIR_SCF_LOOP_UTILS_H
#define CMLIR_SCF_LOOP_UTILS_H

#include "cmlir/ir.h"

/* `constant <v> : index` (std) with `loc`, inserted before `before`. */
CmValue *cm_scf_index_constant(CmContext *ctx, CmLoc *loc, int64_t v,
                               CmOp *before);
/* A binary std op `name` on index values, inserted before `before`. */
CmValue *cm_scf_index_binary(CmContext *ctx, const char *name, CmLoc *loc,
                             CmValue *a, CmValue *b, CmOp *before);
/* Whether `v` is a std.constant of index type with value `want`. */
bool cm_scf_is_index_constant(CmValue *v, int64_t want);

/* 13's normalizeLoop: unless the loop already has a constant 0 lower
 * bound and a constant 1 step, creates before `before` the trip count
 * ceildiv(ub - lb, step) (subi, constant 1, subi, addi, divi_signed) and
 * `constant 0` / `constant 1` for a bound that changes, and at the start of
 * `inside` the original induction value (`muli %iv, %step`,
 * `addi .., %lb`, each left out when trivial), which replaces every other
 * use of `iv`.  Returns the new bounds (the old values where unchanged). */
void cm_scf_normalize_loop(CmContext *ctx, CmOp *before, CmBlock *inside,
                           CmLoc *loc, CmValue *lb, CmValue *ub,
                           CmValue *step, CmValue *iv, CmValue **new_lb,
                           CmValue **new_ub, CmValue **new_step);

#endif /* CMLIR_SCF_LOOP_UTILS_H */
