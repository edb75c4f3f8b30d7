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

/* ----------------------------------------------------------------------
 * The ops of ops_atomic.c, ops_exception.c, ops_asm.c, ops_intr.c and
 * ops_metadata.c (docs/llvm-dialect.md, "Atomics, exceptions, inline asm,
 * intrinsics, metadata").  Enumerated attributes are i64 IntegerAttrs
 * holding MLIR 13's enum values below; the accessors return -1 for an
 * absent or out-of-range attribute.
 * ---------------------------------------------------------------------- */

/* lib/dialect/llvm/ops_atomic.c */
/* AtomicOrdering: llvm.atomicrmw `ordering`, llvm.cmpxchg
 * `success_ordering` / `failure_ordering`, llvm.fence `ordering`. */
typedef enum CmLLVMAtomicOrdering {
  CM_LLVM_NOT_ATOMIC = 0,
  CM_LLVM_UNORDERED = 1,
  CM_LLVM_MONOTONIC = 2,
  CM_LLVM_CONSUME = 3,
  CM_LLVM_ACQUIRE = 4,
  CM_LLVM_RELEASE = 5,
  CM_LLVM_ACQ_REL = 6,
  CM_LLVM_SEQ_CST = 7,
} CmLLVMAtomicOrdering;
/* AtomicBinOp: llvm.atomicrmw `bin_op` (keywords xchg, add, sub, _and,
 * nand, _or, _xor, max, min, umax, umin, fadd, fsub). */
typedef enum CmLLVMAtomicBinOp {
  CM_LLVM_ATOMIC_XCHG = 0,
  CM_LLVM_ATOMIC_ADD = 1,
  CM_LLVM_ATOMIC_SUB = 2,
  CM_LLVM_ATOMIC_AND = 3,
  CM_LLVM_ATOMIC_NAND = 4,
  CM_LLVM_ATOMIC_OR = 5,
  CM_LLVM_ATOMIC_XOR = 6,
  CM_LLVM_ATOMIC_MAX = 7,
  CM_LLVM_ATOMIC_MIN = 8,
  CM_LLVM_ATOMIC_UMAX = 9,
  CM_LLVM_ATOMIC_UMIN = 10,
  CM_LLVM_ATOMIC_FADD = 11,
  CM_LLVM_ATOMIC_FSUB = 12,
} CmLLVMAtomicBinOp;
/* The keyword of a value (NULL if out of range). */
const char *cm_llvm_atomic_ordering_name(int ordering);
const char *cm_llvm_atomic_bin_op_name(int bin_op);
/* The ordering in attribute `attr_name` ("ordering", "success_ordering",
 * "failure_ordering") of `op`, or -1. */
int cm_llvm_op_atomic_ordering(const CmOp *op, const char *attr_name);
int cm_llvm_op_atomic_bin_op(const CmOp *op); /* llvm.atomicrmw, or -1 */
/* The i64 attribute storing an ordering / bin_op value. */
CmAttr *cm_llvm_atomic_enum_attr(CmContext *ctx, int value);
/* llvm.fence's `syncscope` ("" for the default scope). */
CmStr cm_llvm_op_syncscope(const CmOp *op);

/* lib/dialect/llvm/ops_asm.c */
/* llvm.inline_asm `asm_dialect` (absent = ATT). */
typedef enum CmLLVMAsmDialect {
  CM_LLVM_ASM_ATT = 0,
  CM_LLVM_ASM_INTEL = 1,
} CmLLVMAsmDialect;
/* The op's dialect (CM_LLVM_ASM_ATT when absent), -1 if invalid.  The
 * other attributes: `asm_string`, `constraints` (strings),
 * `has_side_effects`, `is_align_stack` (unit, present or not),
 * `operand_attrs` (optional array). */
int cm_llvm_op_asm_dialect(const CmOp *op);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_LLVM_H */
