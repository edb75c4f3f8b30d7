/* vector_transforms.h - MLIR 13's vector-to-vector lowering patterns
 * (lib/dialect/vector/transforms/, docs/vector.md "Lowering"), used by
 * -convert-vector-to-llvm and -convert-vector-to-scf. */
#ifndef CMLIR_DIALECT_VECTOR_TRANSFORMS_H
#define CMLIR_DIALECT_VECTOR_TRANSFORMS_H

#include "cmlir/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* masks_transfers.c
 * Helpers of the patterns: a dictionary of one attribute; an op of one
 * result created through the rewriter (so drivers see it), its result. */
CmAttr *cm_vector_dict1(CmContext *ctx, const char *name, CmAttr *v);
CmValue *cm_vector_create1(CmRewriter *rw, const char *name, CmLoc *loc,
                           CmType *t, unsigned n, CmValue *const *ops,
                           CmAttr *attrs);
/* ConstantMaskOpLowering (constants) and CreateMaskOpLowering (n-D to
 * selects of (n-1)-D masks). */
void cm_populate_vector_mask_lowering_patterns(CmPatternSet *set);
/* 13's populateVectorTransferLoweringPatterns: minor-identity in-bounds
 * transfers on memrefs with a unit last stride to vector.load /
 * maskedload / store / maskedstore (+ broadcast), 1-element vector.load
 * to memref.load + broadcast.  max_rank < 0: no limit. */
void cm_populate_vector_transfer_lowering_patterns(CmPatternSet *set,
                                                   int max_rank);
/* The canonicalization patterns of 13's
 * populateVectorToVectorCanonicalizationPatterns (those of the ops
 * registered in the context among create_mask, maskedload, maskedstore,
 * gather, scatter, expandload, compressstore, extract_strided_slice,
 * transpose). */
void cm_populate_vector_to_vector_canonicalization_patterns(CmPatternSet *set);

/* contract.c
 * 13's populateVectorContractLoweringPatterns with the default options
 * (dot products): broadcast, masks, outerproduct, shape_cast lowering,
 * transpose (element-wise) and contraction lowering. */
void cm_populate_vector_contract_lowering_patterns(CmPatternSet *set);
/* The same; matmul: 13's Matmul option (vector.matrix_multiply instead of
 * dot products). */
void cm_populate_vector_contract_lowering_patterns_mode(CmPatternSet *set,
                                                        bool matmul);
/* 13's ContractionOpToOuterProductOpLowering alone (its test pass's
 * vector-outerproduct; filter_rhs4: vector-filter-outerproduct). */
void cm_populate_vector_contract_outerproduct_patterns(CmPatternSet *set,
                                                        bool filter_rhs4);
/* 13's Flat transpose lowering (2-D [1, 0] to vector.flat_transpose
 * between shape_casts); add before the other patterns. */
void cm_populate_vector_transpose_flat_patterns(CmPatternSet *set);
/* 13's populateVectorTransposeLoweringPatterns (element-wise). */
void cm_populate_vector_transpose_lowering_patterns(CmPatternSet *set);

/* xfer_permutation.c
 * 13's populateVectorTransferPermutationMapLoweringPatterns: transfers
 * with permuted maps to minor-identity transfers + vector.transpose,
 * leading broadcasts of a read to a lower-rank read + vector.broadcast. */
void cm_populate_vector_transfer_permutation_map_lowering_patterns(
    CmPatternSet *set);

/* multi_reduction.c
 * 13's populateVectorMultiReductionLoweringPatterns (transpose to inner
 * reductions, shape_cast to 2-D, rows to vector.reduction). */
void cm_populate_vector_multi_reduction_lowering_patterns(CmPatternSet *set);

/* unroll.c
 * 13's populateVectorUnrollPatterns (transfer_read / transfer_write,
 * contract, element-wise ops) with its UnrollVectorOptions: a static
 * native shape, or a function giving one per op (false: leave the op),
 * and a filter (NULL: every op). */
typedef struct CmVectorUnrollOptions {
  bool (*filter)(CmOp *op);
  bool (*native_shape_fn)(CmOp *op, int64_t *shape, unsigned *rank,
                          unsigned max);
  unsigned rank;
  int64_t shape[4];
} CmVectorUnrollOptions;
void cm_populate_vector_unroll_patterns(CmPatternSet *set,
                                        const CmVectorUnrollOptions *opts);

/* cast_away.c: 13's populateCastAwayVectorLeadingOneDimPatterns (strided
 * slices, unmasked transfers, broadcast / splat and element-wise ops on
 * vectors with leading unit dims work without them, between
 * shape_casts). */
void cm_populate_cast_away_vector_leading_one_dim_patterns(CmPatternSet *set);

/* bubble_bitcast.c: 13's populateBubbleVectorBitCastOpPatterns (bitcasts
 * moved below extract / extract_strided_slice, above
 * insert_strided_slice). */
void cm_populate_bubble_vector_bitcast_patterns(CmPatternSet *set);

/* transfer_opt.c: 13's transferOpflowOpt on a function (store to load
 * forwarding and dead transfer_write removal on memrefs). */
void cm_vector_transfer_flow_opt(CmOp *func);
extern const struct CmPassDef cm_pass_test_vector_transferop_opt;

/* test_passes.c: 13's -test-vector-* passes cmlir has. */
extern const struct CmPassDef cm_pass_test_vector_transfer_lowering_patterns;
extern const struct CmPassDef
    cm_pass_test_vector_multi_reduction_lowering_patterns;
extern const struct CmPassDef cm_pass_test_vector_contraction_conversion;
extern const struct CmPassDef cm_pass_test_vector_unrolling_patterns;
extern const struct CmPassDef cm_pass_test_vector_transfer_unrolling_patterns;
extern const struct CmPassDef cm_pass_test_vector_to_vector_conversion;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_VECTOR_TRANSFORMS_H */
