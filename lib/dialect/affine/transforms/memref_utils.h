/* memref_utils.h - memref rewriting utilities of the affine transforms
 * (MLIR 13's replaceAllMemRefUsesWith, createAffineComputationSlice,
 * getReachableAffineApplyOps), private to lib/dialect/affine/transforms. */
#ifndef CMLIR_AFFINE_MEMREF_UTILS_H
#define CMLIR_AFFINE_MEMREF_UTILS_H

#include "loop_utils.h"

/* What replaces a memref (13's replaceAllMemRefUsesWith arguments): the
 * new memref is indexed by extra_indices followed by
 * index_remap(extra_operands, old indices, sym_operands) (old indices when
 * index_remap is NULL). */
typedef struct CmMemRefReplace {
  CmValue *old_memref, *new_memref;
  CmValue *const *extra_indices;
  unsigned num_extra_indices;
  CmAffineMap *index_remap; /* NULL: none */
  CmValue *const *extra_operands;
  unsigned num_extra_operands;
  CmValue *const *sym_operands;
  unsigned num_sym_operands;
  /* Uses not dominated by dom_filter / not post-dominated by
   * post_dom_filter are left alone (NULL: no filter). */
  CmOp *dom_filter, *post_dom_filter;
  bool allow_non_dereferencing; /* MemRefsNormalizable users are updated */
  bool replace_in_dealloc;
} CmMemRefReplace;

/* One user `op` of the old memref.  Failure (nothing changed): a
 * non-dereferencing use when not allowed, several memref uses of a
 * dereferencing op. */
CmResult cm_affine_replace_memref_uses_in_op(const CmMemRefReplace *r,
                                             CmOp *op);
/* All users (filtered); failure, with nothing changed, when one of them
 * cannot be rewritten. */
CmResult cm_affine_replace_all_memref_uses(const CmMemRefReplace *r);

/* Whether `op` is an affine op accessing memrefs through a map (13's
 * AffineMapAccessInterface: load, store, vector_load / vector_store,
 * prefetch, dma_start, dma_wait). */
bool cm_affine_is_map_access(const CmOp *op);

/* 13's getReachableAffineApplyOps: the affine.apply ops reachable from
 * `operands` through affine.apply operands, in DFS pre-order. */
void cm_affine_reachable_apply_ops(CmValue *const *operands, unsigned n,
                                   CmOpVec *out);
/* 13's createAffineComputationSlice: composes the affine.apply chains
 * feeding `op` into one affine.apply per operand right before `op`
 * (unless only `op` uses them); `slice` receives the new applies. */
void cm_affine_create_computation_slice(CmOp *op, CmOpVec *slice);

/* 13's fullyComposeAffineMapAndOperands: composes while an operand is
 * an affine.apply result (nothing happens without one). */
void cm_affine_fully_compose(CmAffineMap **map, CmAffineValueVec *ops);

/* The ancestor of `op` in `block` (op itself included), or NULL (13's
 * Block::findAncestorOpInBlock). */
CmOp *cm_affine_ancestor_in_block(CmBlock *block, CmOp *op);

/* Memory space of a memref type as an integer (0 when absent). */
unsigned cm_memref_memory_space(const CmType *memref);
#endif /* CMLIR_AFFINE_MEMREF_UTILS_H */
