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

/* canonicalize.c: canonicalization patterns (CmOpDef hooks). */
void cm_memref_alloc_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);
void cm_memref_alloca_canonicalization_patterns(CmPatternSet *set,
                                                CmContext *ctx);
void cm_memref_clone_canonicalization_patterns(CmPatternSet *set,
                                               CmContext *ctx);

#endif /* CMLIR_DIALECT_MEMREF_INTERNAL_H */
