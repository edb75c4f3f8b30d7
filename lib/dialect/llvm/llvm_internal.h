/* llvm_internal.h - shared declarations of the files of the LLVM dialect
 * (lib/dialect/llvm/).
 *
 * Layout: llvm.c registers the dialect (type / attribute hooks) and then
 * every op group; each ops_*.c file holds one group of ops as a const
 * CmOpDef table and exports one registration function, declared below.
 * Adding a group = a new ops_<group>.c with its table and
 * `void cm_llvm_register_<group>_ops(CmContext *)`, a prototype here and a
 * call in the list of llvm.c.
 */
#ifndef CMLIR_LLVM_INTERNAL_H
#define CMLIR_LLVM_INTERNAL_H

#include "cmlir/dialect/llvm.h"
#include "cmlir/ods.h"

/* llvm.c: the op groups registered by cm_register_llvm_dialect. */
void cm_llvm_register_func_ops(CmContext *ctx);      /* ops_func.c */
void cm_llvm_register_arith_ops(CmContext *ctx);     /* ops_arith.c */
void cm_llvm_register_cast_ops(CmContext *ctx);      /* ops_cast.c */
void cm_llvm_register_memory_ops(CmContext *ctx);    /* ops_memory.c */
void cm_llvm_register_aggregate_ops(CmContext *ctx); /* ops_aggregate.c */
void cm_llvm_register_control_ops(CmContext *ctx);   /* ops_control.c */
void cm_llvm_register_intr_ops(CmContext *ctx);      /* ops_intr.c */
void cm_llvm_register_atomic_ops(CmContext *ctx);    /* ops_atomic.c */
void cm_llvm_register_exception_ops(CmContext *ctx); /* ops_exception.c */
void cm_llvm_register_asm_ops(CmContext *ctx);       /* ops_asm.c */
void cm_llvm_register_metadata_ops(CmContext *ctx);  /* ops_metadata.c */

/* ops_metadata.c: the checks of the discardable `llvm.loop` attribute
 * (dictionary with `parallel_access` access-group references and
 * `options` #llvm.loopopts); the dialect's verify_op_attr hook. */
CmResult cm_llvm_verify_loop_attr(CmOp *op, CmAttr *value);
/* The `access_groups` of llvm.load / llvm.store: each `@md::@group` names
 * an llvm.access_group of a visible llvm.metadata (their verify hook). */
CmResult cm_llvm_verify_access_groups(CmOp *op);
CmResult cm_llvm_verify_op_attr_hook(CmDialect *d, CmOp *op, CmNamedAttr attr);

/* types.c */
CmDialect *cm_llvm_dialect_of_ctx(CmContext *ctx); /* registers on demand */
CmType *cm_llvm_parse_type_hook(CmDialect *d, CmParser *p);
void cm_llvm_print_type_hook(CmDialect *d, const CmType *t, CmPrinter *p);
/* Element-type rules of MLIR 13. */
bool cm_llvm_ptr_valid_elem(const CmType *t);
bool cm_llvm_aggregate_valid_elem(const CmType *t); /* arrays, structs */

/* attrs.c */
CmAttr *cm_llvm_parse_attr_hook(CmDialect *d, CmParser *p, CmType *type);
void cm_llvm_print_attr_hook(CmDialect *d, const CmAttr *a, CmPrinter *p);

/* common.c: type constraints (upstream summaries) */
extern const CmTypeConstraint cm_llvm_tc_type;         /* LLVM_Type */
extern const CmTypeConstraint cm_llvm_tc_int_or_vec;   /* LLVM_ScalarOrVectorOf<AnyInteger> */
extern const CmTypeConstraint cm_llvm_tc_float_or_vec; /* ... <LLVM_AnyFloat> */
extern const CmTypeConstraint cm_llvm_tc_i1_or_vec;    /* ... <I1> */
extern const CmTypeConstraint cm_llvm_tc_int_or_ptr_or_vec; /* icmp operands */
extern const CmTypeConstraint cm_llvm_tc_ptr;          /* LLVM_AnyPointer */
extern const CmTypeConstraint cm_llvm_tc_ptr_or_vec;
extern const CmTypeConstraint cm_llvm_tc_signless_int_or_vec;
extern const CmTypeConstraint cm_llvm_tc_vector;       /* LLVM_AnyVector */
extern const CmTypeConstraint cm_llvm_tc_aggregate;    /* LLVM_AnyAggregate */
/* attribute constraints */
extern const CmAttrConstraint cm_llvm_ac_fastmath;
extern const CmAttrConstraint cm_llvm_ac_linkage;
extern const CmAttrConstraint cm_llvm_ac_unnamed_addr;
extern const CmAttrConstraint cm_llvm_ac_icmp_predicate;
extern const CmAttrConstraint cm_llvm_ac_fcmp_predicate;
extern const CmAttrConstraint cm_llvm_ac_nonneg_i32;
/* The element of an llvm-compatible vector (built-in or !llvm.vec). */
CmType *cm_llvm_vector_elem(const CmType *t);
/* common.c: parser / printer helpers */
CmResult cm_llvm_custom_error_at(CmParser *p, const CmOpState *st,
                                 const char *pos, const char *fmt, ...)
    CM_PRINTF(4, 5);
void cm_llvm_push_attrs(CmOpState *st, CmNamedAttrVec *attrs);
CmResult cm_llvm_resolve_one(CmParser *p, const CmUnresolvedOperand *u,
                             CmType *t, CmOpState *st);
CmResult cm_llvm_resolve_all(CmParser *p, const CmUnresolvedOperand *u,
                             size_t n, CmType *const *types, size_t ntypes,
                             const char *pos, CmOpState *st);
/* ` {...}` without the `elided` names and without a `fastmathFlags` that
 * holds no flag (upstream's processFMFAttr). */
void cm_llvm_print_attr_dict(CmPrinter *p, CmOp *op, unsigned n,
                             const char *const *elided);
void cm_llvm_diag_append_qtype(CmDiag *d, const CmType *t);
CmType *cm_llvm_type_attr_value(const CmOp *op, const char *name);
bool cm_llvm_is_module_like(const CmOp *op);

#endif /* CMLIR_LLVM_INTERNAL_H */
