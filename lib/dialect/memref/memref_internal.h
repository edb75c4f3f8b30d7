/* memref_internal.h - private declarations shared by the files of the
 * memref dialect. */
#ifndef CMLIR_DIALECT_MEMREF_INTERNAL_H
#define CMLIR_DIALECT_MEMREF_INTERNAL_H

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

/* memref_ops.c: alloc, alloca, alloca_scope(.return), dealloc, load, store,
 * dim, cast, global, get_global, copy, clone, buffer_cast, tensor_load,
 * prefetch, assume_alignment, dma_start, dma_wait. */
void cm_memref_register_basic_ops(CmContext *ctx);

/* views.c: subview, view, reshape, expand/collapse_shape, transpose,
 * reinterpret_cast, ... (the other memref file). */
void cm_memref_register_view_ops(CmContext *ctx);

typedef CM_VEC(int64_t) CmI64Vec;

/* memref_ops.c: upstream foldMemRefCast (operands defined by a memref.cast
 * of a ranked memref, except `inner`, use the cast's source; true if any
 * changed) and CastOp::areCastCompatible. */
bool cm_memref_fold_cast_operands(CmOp *op, CmValue *inner);
bool cm_memref_cast_compatible(CmType *a, CmType *b);

/* views.c: type inference shared with the patterns. */
CmAttr *cm_memref_i64_array_attr(CmContext *ctx, size_t n, const int64_t *v);
CmAttr *cm_memref_segment_sizes_attr(CmContext *ctx, unsigned n,
                                     const int32_t *sizes);
/* SubViewOp::inferResultType; NULL if the source is not strided. */
CmType *cm_memref_subview_infer(const CmType *src, const CmI64Vec *offs,
                                const CmI64Vec *sizes,
                                const CmI64Vec *strides);
/* upstream getProjectedMap: drop the `unused` dims and unused symbols. */
CmAffineMap *cm_memref_project_map(CmAffineMap *m, const bool *unused);
/* upstream computeReshapeCollapsedType; NULL if not strided. */
CmType *cm_memref_collapsed_type(const CmType *t, unsigned ngroups,
                                 const unsigned *group_sizes);
/* upstream CastOp::canFoldIntoConsumerOp. */
bool cm_memref_cast_foldable_into_consumer(CmOp *cast);

/* The offsets / sizes / strides of subview and reinterpret_cast: static
 * values (vals[k], dynamic entries hold the sentinel) and the operand range
 * of the dynamic ones. */
typedef struct CmMemrefMixed {
  CmI64Vec vals[3];
  unsigned start[3], count[3];
} CmMemrefMixed;
bool cm_memref_mixed_read(CmOp *op, CmMemrefMixed *m);
void cm_memref_mixed_free(CmMemrefMixed *m);
/* static_offsets / static_sizes / static_strides and
 * operand_segment_sizes (one source operand) of `m`. */
CmAttr *cm_memref_mixed_attrs(CmContext *ctx, const CmMemrefMixed *m);
/* upstream getCanonicalSubViewResultType. */
CmType *cm_memref_subview_canonical_type(unsigned result_rank,
                                         const CmType *src,
                                         const CmMemrefMixed *m);
/* Dynamic size `idx` of memref type `t` defined by `def` (alloc, alloca,
 * view, subview, reinterpret_cast), or NULL. */
CmValue *cm_memref_dynamic_size(CmOp *def, const CmType *t, unsigned idx);

/* Reassociation of expand_shape / collapse_shape: group sizes and the
 * concatenated indices. */
typedef struct CmReassoc {
  CM_VEC(unsigned) sizes;
  CmI64Vec indices;
} CmReassoc;
bool cm_memref_reassociation(CmOp *op, CmReassoc *r);
void cm_reassoc_free(CmReassoc *r);
CmAttr *cm_reassoc_attr(CmContext *ctx, const CmReassoc *r);

/* canonicalize.c: canonicalization patterns (CmOpDef hooks). */
void cm_memref_alloc_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);
void cm_memref_alloca_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx);
void cm_memref_clone_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);
void cm_memref_buffer_cast_canonicalization_patterns(CmPatternSet *set,
                                                     CmContext *ctx);
void cm_memref_dim_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void cm_memref_load_canonicalization_patterns(CmPatternSet *set,
                                              CmContext *ctx);
void cm_memref_tensor_load_canonicalization_patterns(CmPatternSet *set,
                                                     CmContext *ctx);
void cm_memref_subview_canonicalization_patterns(CmPatternSet *set,
                                                 CmContext *ctx);
void cm_memref_view_canonicalization_patterns(CmPatternSet *set,
                                              CmContext *ctx);
void cm_memref_expand_shape_canonicalization_patterns(CmPatternSet *set,
                                                      CmContext *ctx);
void cm_memref_collapse_shape_canonicalization_patterns(CmPatternSet *set,
                                                        CmContext *ctx);

#endif /* CMLIR_DIALECT_MEMREF_INTERNAL_H */
