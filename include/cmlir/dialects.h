/* dialects.h - registration of the dialects cmlir ships (beyond builtin,
 * which every context has). */
#ifndef CMLIR_DIALECTS_H
#define CMLIR_DIALECTS_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/dialect/std/std.c */
void cm_register_std_dialect(CmContext *ctx);
/* lib/dialect/std/arith.c: builds `std.constant` with `value` of `type`
 * at the builder's insertion point (std's constant materializer, also
 * affine's); NULL if `value` is not a valid constant of `type`. */
CmOp *cm_std_build_constant(CmBuilder *b, CmAttr *value, CmType *type,
                            CmLoc *loc);
/* lib/dialect/memref/memref.c */
void cm_register_memref_dialect(CmContext *ctx);
/* lib/dialect/memref/views.c: upstream's OffsetSizeAndStrideOpInterface
 * accessors for memref.subview / reinterpret_cast.  Entry `i` of a list
 * is either a dynamic operand (returned; *static_value is the sentinel)
 * or a static value (NULL returned, *static_value set). */
typedef enum CmMemrefMixedList {
  CM_MEMREF_OFFSETS,
  CM_MEMREF_SIZES,
  CM_MEMREF_STRIDES
} CmMemrefMixedList;
unsigned cm_memref_mixed_count(CmOp *op, CmMemrefMixedList list);
CmValue *cm_memref_mixed_entry(CmOp *op, CmMemrefMixedList list, unsigned i,
                               int64_t *static_value);
/* 13's SubViewOp::getDroppedDims: dropped[i] for each source dimension
 * (the caller's array has one entry per size). */
void cm_memref_subview_dropped_dims(CmOp *subview, bool *dropped);
/* lib/dialect/scf/scf.c */
void cm_register_scf_dialect(CmContext *ctx);
/* lib/dialect/math/math.c */
void cm_register_math_dialect(CmContext *ctx);
/* lib/dialect/vector/vector.c (a subset of 13's vector dialect) */
void cm_register_vector_dialect(CmContext *ctx);
/* lib/dialect/tensor/ (13's tensor dialect; docs/tensor.md) */
void cm_register_tensor_dialect(CmContext *ctx);
/* Replaces the one-result `op` by a new op `name` with the same result
 * type and operands, except the first, which is `source` (the
 * "op(cast(x)) -> op'(x)" rewrites of tensor and memref). */
struct CmRewriter;
void cm_replace_op_with_source(struct CmRewriter *rw, CmOp *op,
                               const char *name, CmValue *source);
/* lib/dialect/affine/affine.c: the affine dialect, partial (affine.apply
 * only; see docs/passes.md). */
void cm_register_affine_dialect(CmContext *ctx);
/* lib/dialect/all.c: every dialect above (what cmlir-opt registers). */
void cm_register_all_dialects(CmContext *ctx);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECTS_H */
