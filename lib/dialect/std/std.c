/* std.c - the std dialect: registration of the dialect (constant
 * materialization, inliner interface) and of the op tables of the other
 * files of this folder. */
#include "std_internal.h"

#include <string.h>

static CmOp *std_materialize_constant(CmDialect *d, CmBuilder *b,
                                      CmAttr *value, CmType *type,
                                      CmLoc *loc) {
  (void)d;
  return cm_std_build_constant(b, value, type, loc);
}

/* Everything in std may be inlined. */
static bool inline_region_ok(CmRegion *dest, CmRegion *src) {
  (void)dest;
  (void)src;
  return true;
}
static bool inline_op_ok(CmOp *op, CmRegion *dest) {
  (void)op;
  (void)dest;
  return true;
}
/* A `std.return` of an inlined single-block callee: its operands replace
 * the call's results. */
static void inline_handle_terminator(CmOp *term, unsigned n,
                                     CmValue *const *values_to_replace) {
  if (!cm_op_name_is(term, "std.return"))
    return;
  for (unsigned i = 0; i < n && i < cm_op_num_operands(term); i++)
    cm_value_replace_all_uses(values_to_replace[i], cm_op_operand(term, i));
}
static const CmInlinerInterface std_inliner = {
    .is_legal_to_inline_region = inline_region_ok,
    .is_legal_to_inline_op = inline_op_ok,
    .handle_terminator = inline_handle_terminator};
static const CmInterfaceImpl std_interfaces[] = {
    {CM_IFACE_DIALECT_INLINER, &std_inliner}};

void cm_register_std_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "std";
  d.materialize_constant = std_materialize_constant;
  d.interfaces = std_interfaces;
  d.num_interfaces = 1;
  cm_register_dialect(ctx, &d);
  cm_std_register_arith_ops(ctx);
  cm_std_register_control_ops(ctx);
  cm_std_register_atomic_ops(ctx);
}
