/* dialect.h - the toy dialect: its ops, written as cmlir ODS tables
 * (cmlir/ods.h) with hand-written parsers, printers and verifiers where
 * the declarative format is not enough. */
#ifndef TOY_DIALECT_H
#define TOY_DIALECT_H

#include "cmlir/ods.h"
#include "cmlir/asm.h"
#include "cmlir/pass.h"

/* Registers the toy dialect and its ops in `ctx`. */
void toy_register_dialect(CmContext *ctx);

/* struct.c (chapter 7): !toy.struct<T, ...> and its ops, registered with
 * the dialect. */
bool toy_is_struct_type(const CmType *t);
CmType *toy_struct_type(CmContext *ctx, unsigned n, CmType *const *elements);
CmType *toy_parse_type(CmDialect *d, CmParser *p);
void toy_print_type(CmDialect *d, const CmType *t, CmPrinter *p);
extern const CmTypeConstraint toy_struct_constraint;
extern const CmOpDef toy_struct_ops[2];

/* tensor<*xf64> and tensor<shape x f64> (rank 0 with shape NULL: the
 * unranked type). */
CmType *toy_unranked_tensor(CmContext *ctx);
CmType *toy_tensor(CmContext *ctx, size_t rank, const int64_t *shape);

/* combine.c: the canonicalization patterns of toy.transpose and
 * toy.reshape (CmOpDef.get_canonicalization_patterns). */
void toy_transpose_canonicalization_patterns(CmPatternSet *set,
                                             CmContext *ctx);
void toy_reshape_canonicalization_patterns(CmPatternSet *set, CmContext *ctx);

/* The ShapeInference op interface (chapter 4): an interface the toy
 * dialect defines itself, with an id from cmlir's out-of-tree range.  An op
 * implementing it sets its results' types from its operands' (all ranked
 * when it is called); failure after a diagnostic. */
#define TOY_IFACE_SHAPE_INFERENCE ((CmInterfaceId)(CM_IFACE_USER_FIRST + 0))
typedef struct ToyShapeInferenceInterface {
  CmResult (*infer_shapes)(CmOp *op);
} ToyShapeInferenceInterface;

/* shape_inference.c: the implementations for the toy ops, and the
 * -toy-shape-inference pass (anchored on func). */
extern const ToyShapeInferenceInterface toy_infer_same_as_lhs;
extern const ToyShapeInferenceInterface toy_infer_transpose;
extern const ToyShapeInferenceInterface toy_infer_cast;
extern const CmPassDef toy_shape_inference_pass;

/* lower_to_affine.c: -toy-lower-to-affine (chapter 5), on func. */
extern const CmPassDef toy_lower_to_affine_pass;

/* lower_to_llvm.c (chapter 6): -toy-lower-print, and the whole lowering
 * from affine to the LLVM dialect added to a module pass manager (`err`
 * says which pass this cmlir lacks). */
extern const CmPassDef toy_lower_print_pass;
CmResult toy_add_llvm_lowering(CmPassManager *pm, CmBuf *err);

#endif /* TOY_DIALECT_H */
