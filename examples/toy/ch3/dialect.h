/* dialect.h - the toy dialect: its ops, written as cmlir ODS tables
 * (cmlir/ods.h) with hand-written parsers, printers and verifiers where
 * the declarative format is not enough. */
#ifndef TOY_DIALECT_H
#define TOY_DIALECT_H

#include "cmlir/ir.h"

/* Registers the toy dialect and its ops in `ctx`. */
void toy_register_dialect(CmContext *ctx);

/* tensor<*xf64> and tensor<shape x f64> (rank 0 with shape NULL: the
 * unranked type). */
CmType *toy_unranked_tensor(CmContext *ctx);
CmType *toy_tensor(CmContext *ctx, size_t rank, const int64_t *shape);

/* combine.c: the canonicalization patterns of toy.transpose and
 * toy.reshape (CmOpDef.get_canonicalization_patterns). */
typedef struct CmPatternSet CmPatternSet;
void toy_transpose_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void toy_reshape_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);

#endif /* TOY_DIALECT_H */
