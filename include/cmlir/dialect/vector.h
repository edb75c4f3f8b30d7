/* vector.h - the vector dialect subset (lib/dialect/vector/, docs/vector.md):
 * helpers shared by its folders and -convert-vector-to-llvm. */
#ifndef CMLIR_DIALECT_VECTOR_H
#define CMLIR_DIALECT_VECTOR_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/dialect/vector/vector.c
 * The integers of the `position` array of vector.extract / vector.insert
 * `op` into `out` (at most `max`), their count into *n; false if the
 * attribute is missing, not an array of integers, or longer than `max`. */
bool cm_vector_position(CmOp *op, unsigned *n, int64_t *out, unsigned max);
/* An I64ArrayAttr of `n` positions. */
CmAttr *cm_vector_position_attr(CmContext *ctx, unsigned n, const int64_t *pos);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_VECTOR_H */
