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

/* ---------------------------------------------------------------------
 * The rest of 13's vector dialect (lib/dialect/vector/, docs/vector.md).
 * Accessors take an op of the named kind (callers check the name).
 * --------------------------------------------------------------------- */

/* Combining kinds (#vector.kind<...>, a bit enum as in 13). */
enum {
  CM_VECTOR_KIND_ADD = 1,
  CM_VECTOR_KIND_MUL = 2,
  CM_VECTOR_KIND_MIN = 4,
  CM_VECTOR_KIND_MAX = 8,
  CM_VECTOR_KIND_AND = 16,
  CM_VECTOR_KIND_OR = 32,
  CM_VECTOR_KIND_XOR = 64,
};
/* #vector.kind<kind> (the vector dialect must be loaded). */
CmAttr *cm_vector_kind_attr(CmContext *ctx, unsigned kind);
/* The kind of a #vector.kind attribute, 0 if `a` is not one. */
unsigned cm_vector_kind_value(const CmAttr *a);
/* The `kind` of vector.contract / outerproduct / multi_reduction (add
 * when absent, 13's default); for vector.reduction the kind its string
 * names (0 if unknown). */
unsigned cm_vector_op_kind(const CmOp *op);
/* "add", "mul", "min", "max", "and", "or", "xor" (NULL otherwise). */
const char *cm_vector_kind_name(unsigned kind);

/* The integers of I64ArrayAttr `name` into out (at most max); -1 if
 * missing, malformed or longer than max, else the count. */
int cm_vector_i64_array(const CmOp *op, const char *name, int64_t *out,
                        unsigned max);

/* vector.transfer_read / vector.transfer_write. */
CmValue *cm_vector_transfer_source(CmOp *op);  /* memref or tensor */
CmValue *cm_vector_transfer_vector(CmOp *op);  /* read: result; write: op 0 */
void cm_vector_transfer_indices(CmOp *op, unsigned *start, unsigned *count);
CmValue *cm_vector_transfer_padding(CmOp *op); /* read only, else NULL */
/* The index operands into out (at most max); their count. */
unsigned cm_vector_transfer_index_values(CmOp *op, CmValue **out,
                                         unsigned max);
CmValue *cm_vector_transfer_mask(CmOp *op);    /* NULL if none */
/* Two transfers with the same index operands; 13's
 * isDisjointTransferIndices (same vector type, a constant leading index
 * that differs or constant vector-dimension indices at least the vector
 * size apart; fold.c). */
bool cm_vector_transfer_same_indices(CmOp *a, CmOp *b);
bool cm_vector_transfer_disjoint_indices(CmOp *a, CmOp *b);
CmAffineMap *cm_vector_transfer_map(const CmOp *op); /* permutation_map */
/* in_bounds[dim] (false when the attribute is absent). */
bool cm_vector_transfer_in_bounds(const CmOp *op, unsigned dim);
/* The number of results of the permutation map (13's getTransferRank),
 * and whether a non-broadcast dimension is not marked in bounds (13's
 * hasOutOfBoundsDim). */
unsigned cm_vector_transfer_rank(const CmOp *op);
bool cm_vector_transfer_has_out_of_bounds_dim(const CmOp *op);
/* 13's getTransferMinorIdentityMap (NULL if the vector rank minus an
 * element vector's rank exceeds the source rank). */
CmAffineMap *cm_vector_transfer_minor_identity_map(CmType *shaped,
                                                   CmType *vector);
/* 13's transferMaskType: i1 vector of the dims the map does not
 * broadcast; NULL when there are none or the map does not fit. */
CmType *cm_vector_transfer_mask_type(CmType *vector, const CmAffineMap *map);
/* Builders (at b's insertion point; mask / in_bounds may be NULL; map
 * NULL: the minor identity).  The write's result is the tensor for a
 * tensor source. */
CmOp *cm_vector_build_transfer_read(CmBuilder *b, CmLoc *loc, CmType *vector,
                                    CmValue *source, unsigned nidx,
                                    CmValue *const *idx, CmAffineMap *map,
                                    CmValue *padding, CmValue *mask,
                                    CmAttr *in_bounds);
CmOp *cm_vector_build_transfer_write(CmBuilder *b, CmLoc *loc,
                                     CmValue *vector, CmValue *source,
                                     unsigned nidx, CmValue *const *idx,
                                     CmAffineMap *map, CmValue *mask,
                                     CmAttr *in_bounds);

/* vector.contract: its three indexing maps (NULL if malformed), the
 * number of iterators and whether iterator i is a "reduction". */
CmAffineMap *cm_vector_contract_map(const CmOp *op, unsigned i);
unsigned cm_vector_contract_num_iterators(const CmOp *op);
bool cm_vector_contract_is_reduction(const CmOp *op, unsigned i);
/* A vector.contract (kind 0: no `kind` attribute, which means add). */
CmOp *cm_vector_build_contract(CmBuilder *b, CmLoc *loc, CmValue *lhs,
                               CmValue *rhs, CmValue *acc, CmAttr *maps,
                               CmAttr *iterator_types, unsigned kind);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_VECTOR_H */
