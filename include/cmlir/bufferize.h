/* bufferize.h - what the bufferization passes share (upstream 13's
 * mlir/Transforms/Bufferize.h): the bufferize type converter.  Defined in
 * lib/dialect/std/transforms/bufferize.c. */
#ifndef CMLIR_BUFFERIZE_H
#define CMLIR_BUFFERIZE_H

#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Upstream's BufferizeTypeConverter: a ranked tensor becomes a memref of
 * its shape and element type (identity layout, no memory space; a tensor
 * encoding is dropped), an unranked tensor an unranked memref, every other
 * type stays.  Source and argument materializations are
 * `memref.tensor_load`, target materializations `memref.buffer_cast`.
 * Destroy with cm_type_converter_destroy. */
CmTypeConverter *cm_bufferize_type_converter_create(CmContext *ctx);

/* A conversion pattern's `convert` hook that updates the op in place,
 * each operand taking its converted value (upstream's ReturnOpTypeConversion
 * and scf's ConvertConditionOpTypes). */
CmResult cm_bufferize_update_operands(const CmPattern *pat, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_BUFFERIZE_H */
