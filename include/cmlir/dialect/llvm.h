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

/* ===============================================================
 * (added) lib/dialect/llvm/attrs.c - attributes and enums
 * MLIR 13 stores linkage, unnamed_addr and the comparison predicates as
 * i64 integer attributes (`linkage = 10 : i64`); the readers return -1 for
 * an absent or out-of-range attribute.  Fastmath flags and loop options
 * are dialect attributes (#llvm.fastmath<...>, #llvm.loopopts<...>).
 * ====================================================================== */
typedef enum CmLLVMLinkage {
  CM_LLVM_LINKAGE_PRIVATE,
  CM_LLVM_LINKAGE_INTERNAL,
  CM_LLVM_LINKAGE_AVAILABLE_EXTERNALLY,
  CM_LLVM_LINKAGE_LINKONCE,
  CM_LLVM_LINKAGE_WEAK,
  CM_LLVM_LINKAGE_COMMON,
  CM_LLVM_LINKAGE_APPENDING,
  CM_LLVM_LINKAGE_EXTERN_WEAK,
  CM_LLVM_LINKAGE_LINKONCE_ODR,
  CM_LLVM_LINKAGE_WEAK_ODR,
  CM_LLVM_LINKAGE_EXTERNAL,
  CM_LLVM_LINKAGE_COUNT
} CmLLVMLinkage;
/* "private", ..., "external" (LLVM IR's keywords); NULL if out of range. */
const char *cm_llvm_linkage_name(CmLLVMLinkage l);
int cm_llvm_linkage_from_name(CmStr s); /* -1 if unknown */
CmAttr *cm_llvm_linkage_attr(CmContext *ctx, CmLLVMLinkage l);
int cm_llvm_linkage_of(const CmAttr *a);
/* The `linkage` of an llvm.func / llvm.mlir.global. */
int cm_llvm_op_linkage(const CmOp *op);

typedef enum CmLLVMUnnamedAddr {
  CM_LLVM_UNNAMED_ADDR_NONE,
  CM_LLVM_UNNAMED_ADDR_LOCAL, /* local_unnamed_addr */
  CM_LLVM_UNNAMED_ADDR_GLOBAL /* unnamed_addr */
} CmLLVMUnnamedAddr;
const char *cm_llvm_unnamed_addr_name(CmLLVMUnnamedAddr u); /* "" for NONE */
int cm_llvm_unnamed_addr_of(const CmAttr *a);
CmAttr *cm_llvm_unnamed_addr_attr(CmContext *ctx, CmLLVMUnnamedAddr u);

typedef enum CmLLVMICmpPredicate {
  CM_LLVM_ICMP_EQ, CM_LLVM_ICMP_NE, CM_LLVM_ICMP_SLT, CM_LLVM_ICMP_SLE,
  CM_LLVM_ICMP_SGT, CM_LLVM_ICMP_SGE, CM_LLVM_ICMP_ULT, CM_LLVM_ICMP_ULE,
  CM_LLVM_ICMP_UGT, CM_LLVM_ICMP_UGE, CM_LLVM_ICMP_COUNT
} CmLLVMICmpPredicate;
typedef enum CmLLVMFCmpPredicate {
  CM_LLVM_FCMP_FALSE, CM_LLVM_FCMP_OEQ, CM_LLVM_FCMP_OGT, CM_LLVM_FCMP_OGE,
  CM_LLVM_FCMP_OLT, CM_LLVM_FCMP_OLE, CM_LLVM_FCMP_ONE, CM_LLVM_FCMP_ORD,
  CM_LLVM_FCMP_UEQ, CM_LLVM_FCMP_UGT, CM_LLVM_FCMP_UGE, CM_LLVM_FCMP_ULT,
  CM_LLVM_FCMP_ULE, CM_LLVM_FCMP_UNE, CM_LLVM_FCMP_UNO, CM_LLVM_FCMP_TRUE,
  CM_LLVM_FCMP_COUNT
} CmLLVMFCmpPredicate;
/* MLIR's spellings: "eq", ..., and "_false" / "_true" for fcmp (LLVM IR
 * writes false / true). */
const char *cm_llvm_icmp_name(CmLLVMICmpPredicate p);
const char *cm_llvm_fcmp_name(CmLLVMFCmpPredicate p);
int cm_llvm_icmp_from_name(CmStr s);
int cm_llvm_fcmp_from_name(CmStr s);
/* The `predicate` of an llvm.icmp / llvm.fcmp op. */
int cm_llvm_predicate_of(const CmOp *op);

/* (added, datalayout.c) Checks an LLVM data layout string as LLVM 13's
 * DataLayout parser does: NULL if valid, else LLVM's message (e.g.
 * "Unknown specifier in datalayout string").  The `llvm.data_layout`
 * module attribute is verified with it. */
const char *cm_llvm_check_data_layout(CmStr desc);

/* Dialect attribute ids (CmAttr.dialect_attr.id). */
enum { CM_LLVM_ATTR_FASTMATH, CM_LLVM_ATTR_LOOPOPTS };

/* Fastmath flag bits, in MLIR 13's order. */
enum {
  CM_LLVM_FMF_NNAN = 1,
  CM_LLVM_FMF_NINF = 2,
  CM_LLVM_FMF_NSZ = 4,
  CM_LLVM_FMF_ARCP = 8,
  CM_LLVM_FMF_CONTRACT = 16,
  CM_LLVM_FMF_AFN = 32,
  CM_LLVM_FMF_REASSOC = 64,
  CM_LLVM_FMF_FAST = 128
};
CmAttr *cm_llvm_fastmath_attr(CmContext *ctx, unsigned flags);
bool cm_llvm_is_fastmath_attr(const CmAttr *a);
unsigned cm_llvm_fastmath_flags(const CmAttr *a); /* 0 if not one */
/* The flags of an op's `fastmathFlags` attribute (0 when absent). */
unsigned cm_llvm_op_fastmath(const CmOp *op);

/* Loop options (#llvm.loopopts), keys in MLIR 13's numbering. */
enum {
  CM_LLVM_LOOPOPT_DISABLE_UNROLL = 1,
  CM_LLVM_LOOPOPT_DISABLE_LICM = 2,
  CM_LLVM_LOOPOPT_INTERLEAVE_COUNT = 3,
  CM_LLVM_LOOPOPT_DISABLE_PIPELINE = 4,
  CM_LLVM_LOOPOPT_PIPELINE_INITIATION_INTERVAL = 5
};
/* Options given in any order (a later key replaces an earlier one);
 * booleans are 0 / 1. */
CmAttr *cm_llvm_loopopts_attr(CmContext *ctx, unsigned n,
                              const int64_t *keys, const int64_t *values);
bool cm_llvm_is_loopopts_attr(const CmAttr *a);
unsigned cm_llvm_loopopts_count(const CmAttr *a);
void cm_llvm_loopopts_get(const CmAttr *a, unsigned i, int64_t *key,
                          int64_t *value); /* sorted by key */
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

/* ======================================================================
 * (added) lib/dialect/llvm/build.c - builders
 * Each creates the op at the builder's insertion point with the
 * attributes its custom-form parser would set.
 * ====================================================================== */
/* llvm.func with an empty body (a declaration until a block is added). */
CmOp *cm_llvm_build_func(CmBuilder *b, CmLoc *loc, CmStr name, CmType *fty,
                         CmLLVMLinkage linkage);
/* Appends the entry block, with one argument per parameter of the type. */
CmBlock *cm_llvm_func_add_entry_block(CmOp *fn);
/* llvm.mlir.global (value may be NULL; no initializer region). */
CmOp *cm_llvm_build_global(CmBuilder *b, CmLoc *loc, CmType *type,
                           bool constant, CmLLVMLinkage linkage, CmStr name,
                           CmAttr *value);
/* Any op with at most one result (`result` NULL: none), given operands
 * and a dictionary of attributes (or NULL); returns the result. */
CmValue *cm_llvm_build_op(CmBuilder *b, const char *name, CmLoc *loc,
                          CmType *result, unsigned n,
                          CmValue *const *operands, CmAttr *attrs);
CmValue *cm_llvm_build_constant(CmBuilder *b, CmLoc *loc, CmType *type,
                                CmAttr *value);
/* llvm.mlir.addressof of an llvm.mlir.global or llvm.func op. */
CmValue *cm_llvm_build_addressof(CmBuilder *b, CmLoc *loc, CmOp *symbol);

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
