/* llvm.c - the LLVM dialect of MLIR 13: registration of the dialect (its
 * type syntax, the checks of its discardable attributes) and of the op
 * groups of the ops_*.c files of this folder (see llvm_internal.h). */
#include "llvm_internal.h"

#include <string.h>

CmDialect *cm_llvm_dialect(CmContext *ctx) {
  return cm_lookup_dialect(ctx, "llvm", 4);
}

/* LLVMDialect::verifyOperationAttribute: `llvm.data_layout` must be a
 * valid LLVM data layout string; `llvm.loop` is checked by ops_metadata.c
 * (a dictionary of access groups and loop options). */
static CmResult verify_op_attr(CmDialect *d, CmOp *op, CmNamedAttr na) {
  CmStr name = cm_ident_str(na.name);
  if (cm_str_eq_c(name, "llvm.loop"))
    return cm_llvm_verify_op_attr_hook(d, op, na);
  if (!cm_str_eq_c(name, "llvm.data_layout"))
    return CM_SUCCESS;
  if (na.value->kind != CM_ATTR_STRING)
    return cm_op_emit_error(op, "expected 'llvm.data_layout' to be a string "
                                "attribute");
  const char *err = cm_llvm_check_data_layout(cm_ident_str(na.value->str.value));
  if (err) /* LLVM's error text ends with a newline */
    return cm_op_emit_error(op, "invalid data layout descriptor: %s\n", err);
  return CM_SUCCESS;
}

/* LLVMDialect::verifyRegionArgAttribute: `llvm.noalias` is a unit
 * attribute, `llvm.align` an integer. */
static CmResult verify_region_arg_attr(CmDialect *d, CmOp *op, unsigned region,
                                       unsigned arg, CmNamedAttr na) {
  (void)d, (void)region, (void)arg;
  CmStr name = cm_ident_str(na.name);
  if (cm_str_eq_c(name, "llvm.noalias") && na.value->kind != CM_ATTR_UNIT)
    return cm_op_emit_plain_error(
        op, "expected llvm.noalias argument attribute to be a unit attribute");
  if (cm_str_eq_c(name, "llvm.align") && na.value->kind != CM_ATTR_INTEGER)
    return cm_op_emit_plain_error(
        op, "llvm.align argument attribute of non integer type");
  return CM_SUCCESS;
}

/* The op groups, registered in this order. */
static void (*const op_groups[])(CmContext *) = {
    cm_llvm_register_func_ops,      cm_llvm_register_arith_ops,
    cm_llvm_register_cast_ops,      cm_llvm_register_memory_ops,
    cm_llvm_register_aggregate_ops, cm_llvm_register_control_ops,
    cm_llvm_register_intr_ops,
    cm_llvm_register_atomic_ops,
    cm_llvm_register_exception_ops,
    cm_llvm_register_asm_ops,
    cm_llvm_register_metadata_ops,
};

void cm_register_llvm_dialect(CmContext *ctx) {
  if (cm_llvm_dialect(ctx))
    return;
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "llvm";
  d.parse_type = cm_llvm_parse_type_hook;
  d.print_type = cm_llvm_print_type_hook;
  d.parse_attr = cm_llvm_parse_attr_hook;
  d.print_attr = cm_llvm_print_attr_hook;
  d.verify_op_attr = verify_op_attr;
  d.verify_region_arg_attr = verify_region_arg_attr;
  d.allow_unknown_ops = true; /* as MLIR 13's LLVMDialect::initialize */
  cm_register_dialect(ctx, &d);
  for (size_t i = 0; i < sizeof op_groups / sizeof *op_groups; i++)
    op_groups[i](ctx);
}
