/* vector_internal.h - helpers shared by the files of lib/dialect/vector/
 * (constraints, attribute readers, the #vector.kind attribute). */
#ifndef CMLIR_VECTOR_INTERNAL_H
#define CMLIR_VECTOR_INTERNAL_H

#include "cmlir/dialect/vector.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

/* Constraints with 13's summaries (common.c). */
extern const CmTypeConstraint cm_vec_tc_vector;    /* AnyVector */
extern const CmTypeConstraint cm_vec_tc_i1_vector; /* VectorOf<[I1]> */
extern const CmTypeConstraint cm_vec_tc_rank1;     /* VectorOfRank<[1]> */
extern const CmTypeConstraint cm_vec_tc_rank1_i1;  /* ...AndType<[1],[I1]> */
extern const CmTypeConstraint cm_vec_tc_rank1_int_idx; /* [AnyInteger, Index] */
extern const CmTypeConstraint cm_vec_tc_rank1_matrix;  /* matrix elements */
extern const CmTypeConstraint cm_vec_tc_static_memref; /* StaticShapeMemRefOf */
extern const CmAttrConstraint cm_vec_ac_bool_array;    /* BoolArrayAttr */
extern const CmAttrConstraint cm_vec_ac_map_array;     /* AffineMapArrayAttr */
extern const CmAttrConstraint cm_vec_ac_kind;          /* CombiningKindAttr */

/* AnyMemRef, left to the verifier (13's parsers of this dialect check no
 * operand type while parsing). */
extern const CmTypeConstraint cm_vec_tc_memref;

/* A hand-written parser's error: "custom op 'vector.x' <msg>" (13's
 * OpAsmParser::emitError prefix; the llvm dialect's helper,
 * lib/dialect/llvm/common.c). */
CmResult cm_llvm_custom_error_at(CmParser *p, const CmOpState *st,
                                 const char *pos, const char *fmt, ...)
    CM_PRINTF(4, 5);
#define cm_vec_parse_error cm_llvm_custom_error_at
/* Moves parsed attributes into the op state (llvm's helper too). */
void cm_llvm_push_attrs(CmOpState *st, CmNamedAttrVec *attrs);
/* A type in a diagnostic, quoted as 13's `diag << type`. */
void cm_vec_diag_type(CmDiag *d, const CmType *t);

/* getElementTypeOrSelf */
static inline CmType *cm_vec_elem_or_self(const CmType *t) {
  return cm_type_is_shaped(t) ? t->shaped.elem : (CmType *)t;
}
/* TCresVTEtIsSameAsOp: element types (or scalar types) agree. */
bool cm_vec_same_elem(const CmType *a, const CmType *b);
static inline bool cm_vec_is_vector(const CmType *t) {
  return t && t->kind == CM_TYPE_VECTOR;
}

/* Reads the I64ArrayAttr `name` of `op` into out (at most max); -1 if the
 * attribute is missing, not an integer array or longer than max. */
int cm_vec_i64_array(const CmOp *op, const char *name, int64_t *out,
                     unsigned max);
CmAttr *cm_vec_i64_array_attr(CmContext *ctx, unsigned n, const int64_t *v);
CmAttr *cm_vec_bool_array_attr(CmContext *ctx, unsigned n, const bool *v);

/* The element bit width 13's DataLayout gives (index: 64). */
unsigned cm_vec_bitwidth(const CmType *t);

/* Combining kinds of 13 (a bit enum: add=1 ... xor=64). */
enum {
  CM_VEC_KIND_ADD = 1,
  CM_VEC_KIND_MUL = 2,
  CM_VEC_KIND_MIN = 4,
  CM_VEC_KIND_MAX = 8,
  CM_VEC_KIND_AND = 16,
  CM_VEC_KIND_OR = 32,
  CM_VEC_KIND_XOR = 64,
};
/* The keyword -> bit (0 if unknown). */
unsigned cm_vec_kind_of_name(CmStr s);
CmAttr *cm_vec_kind_parse(CmDialect *d, CmParser *p, CmType *type);
void cm_vec_kind_print(CmDialect *d, const CmAttr *a, CmPrinter *p);

/* shape.c: 13's shape_cast validity; the type of a strided slice. */
bool cm_vec_valid_shape_cast(const CmType *s, const CmType *r);
CmType *cm_vec_strided_slice_type(CmType *vt, unsigned n, const int64_t *sizes);

/* fold.c: folders (CmOdsOp.fold) and canonicalization hooks
 * (CmOpDef.get_canonicalization_patterns) of 13. */
CmResult cm_vec_extract_strided_slice_fold(CmOp *op, CmAttr *const *c,
                                           CmFoldResult *r);
CmResult cm_vec_transpose_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_shape_cast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_bitcast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_extract_map_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_transfer_read_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_transfer_write_fold(CmOp *op, CmAttr *const *c,
                                    CmFoldResult *r);
CmResult cm_vec_memref_cast_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
CmResult cm_vec_insert_fold(CmOp *op, CmAttr *const *c, CmFoldResult *r);
/* A std.constant of index type (13's ConstantIndexOp) and its value. */
bool cm_vec_const_index(CmValue *v, int64_t *out);
/* Parts of vector.extract's folder (vector.c): extract(transpose) and
 * extract(shape_cast) in place (true if changed), the value an insert /
 * transpose chain gives (or NULL). */
bool cm_vec_extract_fold_transpose(CmOp *op);
CmValue *cm_vec_extract_from_insert_chain(CmOp *op);
bool cm_vec_extract_fold_shape_cast(CmOp *op);
void cm_vec_create_mask_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_extract_strided_slice_canonicalize(CmPatternSet *set,
                                               CmContext *ctx);
void cm_vec_transpose_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_shape_cast_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_transfer_write_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_maskedload_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_expandload_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_gather_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_maskedstore_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_compressstore_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_scatter_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_contract_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_broadcast_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_extract_canonicalize(CmPatternSet *set, CmContext *ctx);
void cm_vec_insert_canonicalize(CmPatternSet *set, CmContext *ctx);

/* Op tables of the files (registered by cm_register_vector_dialect). */
void cm_vec_register_contract_ops(CmContext *ctx);
void cm_vec_register_transfer_ops(CmContext *ctx);
void cm_vec_register_mask_ops(CmContext *ctx);
void cm_vec_register_shape_ops(CmContext *ctx);

#endif
