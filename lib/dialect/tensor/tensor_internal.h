/* tensor_internal.h - declarations shared by the files of the tensor
 * dialect (tensor.c: the element ops, slice.c: extract_slice and
 * insert_slice). */
#ifndef CMLIR_DIALECT_TENSOR_INTERNAL_H
#define CMLIR_DIALECT_TENSOR_INTERNAL_H

#include "cmlir/dialects.h"
#include "cmlir/ods.h"
#include "cmlir/rewrite.h"

static inline bool cm_tensor_is_tensor(const CmType *t) {
  return t && (t->kind == CM_TYPE_RANKED_TENSOR ||
               t->kind == CM_TYPE_UNRANKED_TENSOR);
}
static inline bool cm_tensor_is_ranked(const CmType *t) {
  return t && t->kind == CM_TYPE_RANKED_TENSOR;
}

/* tensor.c: preservesStaticInformation(source, target) and
 * canFoldIntoConsumerOp for a tensor.cast. */
bool cm_tensor_preserves_static_info(const CmType *source,
                                     const CmType *target);
bool cm_tensor_cast_foldable_into_consumer(CmOp *cast);
/* The constant index (any integer constant) defining `v`, if any. */
bool cm_tensor_const_int(CmValue *v, int64_t *out);
/* A tensor.cast of `v` to `t` at the rewriter's insertion point. */
CmValue *cm_tensor_create_cast(CmRewriter *rw, CmLoc *loc, CmValue *v,
                               CmType *t);

/* createOrFold<tensor.dim>(source, idx) as 13's builder does it: an
 * index constant for `idx`, then the dim, or what it folds to. */
CmValue *cm_tensor_create_or_fold_dim(CmRewriter *rw, CmLoc *loc,
                                      CmValue *source, unsigned idx);

/* slice.c */
void cm_tensor_register_slice_ops(CmContext *ctx);
/* The value of dynamic size `idx` of the result of extract_slice `op` as
 * 13's getDynamicSize(idx) takes it, or NULL. */
CmValue *cm_tensor_slice_dynamic_size(CmOp *op, unsigned idx);

#endif /* CMLIR_DIALECT_TENSOR_INTERNAL_H */
