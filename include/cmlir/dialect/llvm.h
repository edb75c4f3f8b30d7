/* llvm.h - the LLVM dialect (lib/dialect/llvm/): its types, ops and
 * attributes, as MLIR 13's `llvm` dialect (seed 002; seed 004 for the op
 * list).  The types are CM_TYPE_DIALECT types of the "llvm" dialect; the
 * built-in types it uses directly (signless integers, floats, 1-D vectors of
 * them) stay built-in.
 *
 * Layout of the dialect types (CmType.dialect): `id` is a CmLLVMTypeId;
 *   PTR      types[0] pointee, ints[0] address space
 *   ARRAY    types[0] element, ints[0] count
 *   FUNC     types[0] result, types[1..] params, ints[0] 1 if vararg
 *   VEC      types[0] element, ints[0] count, ints[1] 1 if scalable
 *   STRUCT   literal: types = elements, ints[0] packed;
 *            identified: str = name, the body in mutable_data (set once)
 * Read them through the accessors below, not the fields.
 */
#ifndef CMLIR_DIALECT_LLVM_H
#define CMLIR_DIALECT_LLVM_H

#include "cmlir/asm.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum CmLLVMTypeId {
  CM_LLVM_VOID,
  CM_LLVM_TOKEN,
  CM_LLVM_METADATA,
  CM_LLVM_LABEL,
  CM_LLVM_X86_MMX,
  CM_LLVM_PPC_FP128,
  CM_LLVM_PTR,
  CM_LLVM_ARRAY,
  CM_LLVM_FUNC,
  CM_LLVM_VEC,        /* !llvm.vec<N x T> / !llvm.vec<? x N x T> */
  CM_LLVM_STRUCT,     /* literal (possibly packed) */
  CM_LLVM_STRUCT_ID,  /* identified (possibly opaque, possibly recursive) */
} CmLLVMTypeId;

/* lib/dialect/llvm/llvm.c: registration (types, attributes, ops). */
void cm_register_llvm_dialect(CmContext *ctx);
/* The context's llvm dialect, or NULL if not registered. */
CmDialect *cm_llvm_dialect(CmContext *ctx);

/* lib/dialect/llvm/types.c */
/* -1 when `t` is not an llvm dialect type. */
int cm_llvm_type_id(const CmType *t);
CmType *cm_llvm_void_type(CmContext *ctx);
CmType *cm_llvm_token_type(CmContext *ctx);
CmType *cm_llvm_metadata_type(CmContext *ctx);
CmType *cm_llvm_label_type(CmContext *ctx);
CmType *cm_llvm_x86_mmx_type(CmContext *ctx);
CmType *cm_llvm_ppc_fp128_type(CmContext *ctx);
CmType *cm_llvm_ptr_type(CmType *pointee, unsigned addr_space);
CmType *cm_llvm_ptr_pointee(const CmType *ptr);
unsigned cm_llvm_ptr_addr_space(const CmType *ptr);
CmType *cm_llvm_array_type(CmType *elem, uint64_t count);
CmType *cm_llvm_array_elem(const CmType *arr);
uint64_t cm_llvm_array_count(const CmType *arr);
CmType *cm_llvm_func_type(CmType *result, unsigned num_params,
                          CmType *const *params, bool vararg);
CmType *cm_llvm_func_result(const CmType *fn);
unsigned cm_llvm_func_num_params(const CmType *fn);
CmType *cm_llvm_func_param(const CmType *fn, unsigned i);
bool cm_llvm_func_is_vararg(const CmType *fn);
CmType *cm_llvm_vec_type(CmType *elem, unsigned count, bool scalable);
/* Literal struct. */
CmType *cm_llvm_struct_type(CmContext *ctx, unsigned n, CmType *const *elems,
                            bool packed);
/* Identified struct `name`: the same object for the same name in one
 * context; opaque until its body is set. */
CmType *cm_llvm_struct_identified(CmContext *ctx, CmStr name);
/* Sets the body once; CM_FAILURE if it already has a different body. */
CmResult cm_llvm_struct_set_body(CmType *s, unsigned n, CmType *const *elems,
                                 bool packed);
bool cm_llvm_struct_is_identified(const CmType *s);
bool cm_llvm_struct_is_opaque(const CmType *s); /* identified, no body */
bool cm_llvm_struct_is_packed(const CmType *s);
CmStr cm_llvm_struct_name(const CmType *s);     /* identified only */
unsigned cm_llvm_struct_num_elems(const CmType *s);
CmType *cm_llvm_struct_elem(const CmType *s, unsigned i);
/* LLVM::isCompatibleType: llvm dialect types, signless integers, the float
 * types, 1-D vectors of those. */
bool cm_llvm_is_compatible_type(const CmType *t);
/* (added) Vectors: the count, scalability and element of !llvm.vec. */
unsigned cm_llvm_vec_count(const CmType *v);
bool cm_llvm_vec_is_scalable(const CmType *v);
CmType *cm_llvm_vec_elem(const CmType *v);
/* (added) Marks an identified struct opaque (`!llvm.struct<"n", opaque>`);
 * CM_FAILURE if it already has a body. */
CmResult cm_llvm_struct_set_opaque(CmType *s);
/* (added) Literal structs, and identified ones whose body (or opaqueness)
 * is set. */
bool cm_llvm_struct_is_initialized(const CmType *s);
/* (added) LLVM::isCompatibleFloatingPointType: bf16, f16, f32, f64, f80,
 * f128 and !llvm.ppc_fp128. */
bool cm_llvm_is_compatible_float_type(const CmType *t);
/* (added) LLVM::isCompatibleVectorType: !llvm.vec, or a 1-D built-in
 * vector of signless integers or floats. */
bool cm_llvm_is_compatible_vector_type(const CmType *t);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_LLVM_H */
