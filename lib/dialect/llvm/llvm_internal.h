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
CmResult cm_llvm_verify_op_attr_hook(CmDialect *d, CmOp *op, CmNamedAttr attr);

/* types.c */
CmDialect *cm_llvm_dialect_of_ctx(CmContext *ctx); /* registers on demand */
CmType *cm_llvm_parse_type_hook(CmDialect *d, CmParser *p);
void cm_llvm_print_type_hook(CmDialect *d, const CmType *t, CmPrinter *p);
/* Element-type rules of MLIR 13. */
bool cm_llvm_ptr_valid_elem(const CmType *t);
bool cm_llvm_aggregate_valid_elem(const CmType *t); /* arrays, structs */

#endif /* CMLIR_LLVM_INTERNAL_H */
