/* v2l_internal.h - shared helpers of -convert-vector-to-llvm's files
 * (lib/conversion/vector_to_llvm/, docs/vector.md "Lowering"). */
#ifndef CMLIR_V2L_INTERNAL_H
#define CMLIR_V2L_INTERNAL_H

#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"
#include "cmlir/dialect/vector_transforms.h"

#define V2L_TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

/* Options of the pass that patterns read (pat->user of the rewrite
 * patterns that need them). */
typedef struct V2LOptions {
  bool reassociate_fp_reductions;
  bool enable_index_optimizations;
} V2LOptions;

/* A dictionary of one attribute; op `name` with one result of type `t`
 * (include/cmlir/dialect/vector_transforms.h). */
#define v2l_dict1 cm_vector_dict1
#define v2l_create1 cm_vector_create1
/* `vt` without its leading dimension. */
CmType *v2l_drop_front(CmType *vt);
/* vector.extract / vector.insert at one leading position. */
CmValue *v2l_extract(CmRewriter *rw, CmLoc *loc, CmValue *v, int64_t p);
CmValue *v2l_insert(CmRewriter *rw, CmLoc *loc, CmValue *src, CmValue *dest,
                    int64_t p);
/* std.constant of the zero of vector type `vt`. */
CmValue *v2l_zero_vector(CmRewriter *rw, CmLoc *loc, CmType *vt);
/* std.constant `v : index`. */
CmValue *v2l_index_constant(CmRewriter *rw, CmLoc *loc, int64_t v);
/* The preferred alignment (bytes) LLVM's default data layout gives the
 * LLVM type `t` (upstream getMemRefAlignment). */
unsigned v2l_pref_alignment(const CmType *t);

/* v2l_ops.c: shuffle, fma, reduction, bitcast, matrix intrinsics,
 * memory ops, type_cast, create_mask (1-D), transfer masks. */
void v2l_populate_conversion_patterns(const CmLLVMTypeConverter *tc,
                                      const V2LOptions *o, CmPatternSet *set);

/* v2l_slices.c: extract / insert_strided_slice (13's rewrite patterns of
 * the conversion). */
void v2l_populate_strided_slice_patterns(CmPatternSet *set);

#endif
