/* scf.h - the scf dialect (lib/dialect/scf/): builders shared by its
 * canonicalization patterns and -convert-scf-to-std. */
#ifndef CMLIR_DIALECT_SCF_H
#define CMLIR_DIALECT_SCF_H

#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/dialect/scf/canonicalize.c
 * Creates `scf.for` at the rewriter's insertion point as upstream 13's
 * ForOp::build without a body builder: `n` iteration values `iter` (the
 * op's results have their types), an entry block with the induction
 * variable and one argument per iteration value (all with an unknown
 * location), and an empty `scf.yield` only when n == 0. */
CmOp *cm_scf_build_for(CmRewriter *rw, CmLoc *loc, CmValue *lb, CmValue *ub,
                       CmValue *step, unsigned n, CmValue *const *iter);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_SCF_H */
