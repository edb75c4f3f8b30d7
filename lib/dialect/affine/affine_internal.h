/* affine_internal.h - shared between the files of lib/dialect/affine. */
#ifndef CMLIR_AFFINE_INTERNAL_H
#define CMLIR_AFFINE_INTERNAL_H

#include "cmlir/asm.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

/* ops.c: registers every op but apply / min / max. */
void cm_affine_register_ops(CmContext *ctx);
/* canonicalize.c: the canonicalization patterns. */
void cm_affine_apply_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);
void cm_affine_min_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_affine_max_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_affine_for_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_affine_if_canonicalization_patterns(CmPatternSet *set,
                                            CmContext *ctx);
void cm_affine_access_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx);
void cm_affine_parallel_canonicalization_patterns(CmPatternSet *set,
                                                  CmContext *ctx);
CmResult cm_affine_for_fold(CmOp *op, CmAttr *const *consts,
                            CmFoldResult *results);
CmResult cm_affine_if_fold(CmOp *op, CmAttr *const *consts,
                           CmFoldResult *results);
CmResult cm_affine_parallel_fold(CmOp *op, CmAttr *const *consts,
                                 CmFoldResult *results);
CmResult cm_affine_access_fold(CmOp *op, CmAttr *const *consts,
                               CmFoldResult *results);

/* valid.c: 13's verifyDimAndSymbolIdentifiers over operands [start,
 * start + n) of which the first num_dims are dimensions. */
CmResult cm_affine_verify_dims_and_symbols(CmOp *op, unsigned start,
                                           unsigned n, unsigned num_dims);

/* affine.c: `(dims)[syms]` list parse / print shared by the ops. */
CmResult cm_affine_parse_dims_and_symbols(CmParser *p, CmValueVec *vals,
                                          unsigned *num_dims);
void cm_affine_print_dims_and_symbols(CmPrinter *p, CmOp *op, unsigned first,
                                      unsigned count, unsigned num_dims);

#endif
