/* spirv_ops.h - what the op-family files of lib/dialect/spirv share
 * (ops_common.c): the SPIR-V type constraints of MLIR 13 (SPV_Integer,
 * SPV_Float, SPV_ScalarOrVectorOf<...>, ...), the custom-form parse and
 * print hooks that many ops share, and the per-family registration and
 * CmSpvOpInfo tables that families.c collects. */
#ifndef CMLIR_LIB_DIALECT_SPIRV_OPS_H
#define CMLIR_LIB_DIALECT_SPIRV_OPS_H

#include "spirv_internal.h"

#include "cmlir/asm.h"
#include "cmlir/ods.h"
#include "cmlir/rewrite.h"

/* ---- type constraints (ops_common.c) ----
 * Scalars: SPV_Integer (8/16/32/64-bit, any signedness), SPV_Float
 * (16/32/64-bit), SPV_Bool (i1), SPV_Float16or32, SPV_SignedInt,
 * SPV_SignlessOrUnsignedInt.  "_sv": scalar or vector of 2/3/4/8/16 of
 * them (SPV_ScalarOrVectorOf); "_svc": also a cooperative matrix of them
 * (SPV_ScalarOrVectorOrCoopMatrixOf). */
extern const CmTypeConstraint cm_spv_tc_int, cm_spv_tc_int_sv,
    cm_spv_tc_int_svc;
extern const CmTypeConstraint cm_spv_tc_float, cm_spv_tc_float_sv,
    cm_spv_tc_float_svc;
extern const CmTypeConstraint cm_spv_tc_bool, cm_spv_tc_bool_sv;
extern const CmTypeConstraint cm_spv_tc_f16or32_sv;
extern const CmTypeConstraint cm_spv_tc_signed_int_sv;
extern const CmTypeConstraint cm_spv_tc_signless_or_unsigned_int_sv;
extern const CmTypeConstraint cm_spv_tc_scalar_or_vector; /* SPV_ScalarOrVector */
extern const CmTypeConstraint cm_spv_tc_vector;           /* SPV_Vector */
extern const CmTypeConstraint cm_spv_tc_type;             /* SPV_Type */
extern const CmTypeConstraint cm_spv_tc_composite;        /* SPV_Composite */
extern const CmTypeConstraint cm_spv_tc_scalar_or_vector_or_ptr;
extern const CmTypeConstraint cm_spv_tc_ptr; /* SPV_AnyPtr */

/* Scalar kinds of the constraints above (for the helpers below). */
bool cm_spv_is_int(const CmType *t);   /* SPV_Integer */
bool cm_spv_is_float(const CmType *t); /* SPV_Float */
bool cm_spv_is_bool(const CmType *t);  /* i1 */
/* A vector of 2/3/4/8/16 elements (VectorOfLengthAndType). */
bool cm_spv_is_spv_vector_len(const CmType *t);
/* The element type of a vector or cooperative matrix, else t itself. */
CmType *cm_spv_element_type(CmType *t);
/* spirv-core's types, recognised by their dialect mnemonic (NULL/false
 * until the types exist). */
bool cm_spv_is_dialect_type(const CmType *t, const char *mnemonic);

/* 13's spirv::CompositeType: vectors and the spv array, runtime array,
 * struct, matrix and cooperative-matrix types.  num_elems: -1 when not
 * known at compile time (runtime arrays, cooperative matrices). */
bool cm_spv_is_composite(const CmType *t);
int64_t cm_spv_composite_num_elems(const CmType *t);
CmType *cm_spv_composite_elem(const CmType *t, int64_t i);

/* ---- shared custom forms (ops_common.c) ----
 * One-result same-type ops (`spv.IAdd %a, %b : i32`, any number of
 * operands as upstream's parseOneResultSameOperandTypeOp; printed in the
 * generic form when an operand type differs from the result type). */
CmResult cm_spv_same_type_parse(CmParser *p, CmOpState *st);
void cm_spv_same_type_print(CmPrinter *p, CmOp *op);
bool cm_spv_all_types_same(const CmOp *op);
/* Unary ops: `%x : T` (no attribute dictionary, as 13's parseUnaryOp);
 * the result type is T.  cm_spv_logical_unary_parse gives the result a
 * bool type of the operand's shape. */
CmResult cm_spv_unary_parse(CmParser *p, CmOpState *st);
CmResult cm_spv_logical_unary_parse(CmParser *p, CmOpState *st);
/* Logical binary ops: `%a, %b : T`, the result bool of T's shape. */
CmResult cm_spv_logical_binary_parse(CmParser *p, CmOpState *st);
/* ` %a, %b : T` (the operands and the first operand's type). */
void cm_spv_operands_colon_type_print(CmPrinter *p, CmOp *op);
/* i1, or vector<N x i1> of t's element count. */
CmType *cm_spv_bool_like(CmType *t);

/* t's text into out (truncated to n bytes), for messages; returns out. */
const char *cm_spv_type_str(const CmType *t, char *out, size_t n);

/* ---- enum attributes (i32 attributes holding a SPIR-V enum value) ----
 * parse: `"Keyword"` (string_only, 13's parseEnumStrAttr) or also a bare
 * keyword (the declarative format's enum attributes); the value is added
 * to the state as an i32 attribute `attr`. */
CmResult cm_spv_parse_enum_attr(CmParser *p, CmOpState *st, CmSpvEnumKind k,
                                const char *attr, bool string_only);
/* print: `"Keyword"` when quoted, else a keyword, except for bit-enum
 * values of zero or several bits (`"None"`, `"A|B"`), as 13 prints them. */
void cm_spv_print_enum_attr(CmPrinter *p, CmOp *op, CmSpvEnumKind k,
                            const char *attr, bool quoted);
/* Attribute constraints "valid SPIR-V Scope" / "valid SPIR-V
 * MemorySemantics". */
extern const CmAttrConstraint cm_spv_ac_scope, cm_spv_ac_memory_semantics;
/* 13's verifyMemorySemantics on the i32 attribute `attr`. */
CmResult cm_spv_verify_memory_semantics(CmOp *op, const char *attr);

/* non_uniform.c, shared with group.c: `Scope %value, %id : T, U` (the
 * broadcasts) and 13's "execution scope must be 'Workgroup' or
 * 'Subgroup'" check. */
CmResult cm_spv_scope_broadcast_parse(CmParser *p, CmOpState *st);
void cm_spv_scope_broadcast_print(CmPrinter *p, CmOp *op);
CmResult cm_spv_check_group_scope(CmOp *op);

/* ---- constant folding helpers (ops_common.c) ----
 * An integer (or splat / dense vector) constant's element i, sign
 * extended from its width; false if `a` is not such a constant. */
bool cm_spv_int_elem(const CmAttr *a, size_t i, int64_t *out);
/* Builds an integer constant of type t (scalar or vector) from n values,
 * truncated to t's element width. */
CmAttr *cm_spv_int_constant(CmType *t, size_t n, const int64_t *vals);
/* Number of elements of t (1 for scalars, -1 when dynamic). */
int64_t cm_spv_num_elems(const CmType *t);
/* Bool constants: true/false splat checks. */
bool cm_spv_is_bool_splat(const CmAttr *a, bool value);

/* ---- the families ----
 * Each file registers its ops and exposes its CmSpvOpInfo rows. */
#define CM_SPV_FAMILY(f)                                                       \
  void cm_spv_register_##f##_ops(CmContext *ctx);                              \
  const CmSpvOpInfo *cm_spv_##f##_op_info(unsigned *count);
CM_SPV_FAMILY(arith)
CM_SPV_FAMILY(bit)
CM_SPV_FAMILY(logical)
CM_SPV_FAMILY(cast)
CM_SPV_FAMILY(composite)
CM_SPV_FAMILY(glsl)
CM_SPV_FAMILY(ocl)
CM_SPV_FAMILY(atomic)
CM_SPV_FAMILY(barrier)
CM_SPV_FAMILY(matrix)
CM_SPV_FAMILY(non_uniform)
CM_SPV_FAMILY(group)
CM_SPV_FAMILY(coop_matrix)
CM_SPV_FAMILY(image)
CM_SPV_FAMILY(spec)
#undef CM_SPV_FAMILY

/* Rows: CM_SPV_INFO("spv.IAdd", 128) for ops of SPIR-V 1.0+ with no
 * requirement; CM_SPV_INFO_R(name, opcode, min, max, exts, caps). */
#define CM_SPV_V(maj, min) (((uint32_t)(maj) << 16) | ((uint32_t)(min) << 8))
#define CM_SPV_INFO(nm, oc) {nm, oc, NULL, 0, 0, "", ""}
#define CM_SPV_INFO_R(nm, oc, minv, maxv, ex, caps)                            \
  {nm, oc, NULL, minv, maxv, ex, caps}
#define CM_SPV_INFO_EXT(nm, oc, set) {nm, oc, set, 0, 0, "", ""}

#endif
