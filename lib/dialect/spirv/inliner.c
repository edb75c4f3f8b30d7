/* inliner.c - what the inliner needs from `spv` (MLIR 13's
 * SPIRVInlinerInterface and the call / callable interfaces of spv.func and
 * spv.FunctionCall):
 *
 * - calls inline into spv.func, spv.mlir.selection and spv.mlir.loop
 *   regions; a selection or loop containing a return is not inlined;
 * - spv.ReturnValue of a one-block callee gives the call's result; in a
 *   callee of several blocks spv.Return becomes spv.Branch to the block
 *   after the call (13 cannot inline spv.ReturnValue there, nor do we). */
#include "spirv_ops.h"

static bool contains_return(CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o)) {
      if (cm_op_name_is(o, "spv.Return") ||
          cm_op_name_is(o, "spv.ReturnValue"))
        return true;
      for (unsigned i = 0; i < cm_op_num_regions(o); i++)
        if (contains_return(cm_op_region(o, i)))
          return true;
    }
  return false;
}

static bool legal_region(CmRegion *dest, CmRegion *src) {
  CmOp *p = dest ? dest->parent : NULL;
  if (!p || !(cm_op_name_is(p, "spv.func") ||
              cm_op_name_is(p, "spv.mlir.selection") ||
              cm_op_name_is(p, "spv.mlir.loop")))
    return false;
  /* several blocks and a spv.ReturnValue: 13 aborts ("unimplemented
   * spv.ReturnValue in inliner"); refuse instead */
  if (src->first && src->first != src->last)
    for (CmBlock *b = src->first; b; b = b->next)
      if (b->last && cm_op_name_is(b->last, "spv.ReturnValue"))
        return false;
  return true;
}

static bool legal_op(CmOp *op, CmRegion *dest) {
  (void)dest;
  if ((cm_op_name_is(op, "spv.mlir.selection") ||
       cm_op_name_is(op, "spv.mlir.loop")) &&
      cm_op_num_regions(op) && contains_return(cm_op_region(op, 0)))
    return false;
  return true;
}

static void handle_terminator(CmOp *term, unsigned n,
                              CmValue *const *values) {
  if (!cm_op_name_is(term, "spv.ReturnValue") || n != 1 ||
      cm_op_num_operands(term) != 1)
    return;
  cm_value_replace_all_uses(values[0], cm_op_operand(term, 0));
}

static CmOp *branch_for_terminator(CmOp *term, CmBlock *dest) {
  if (!cm_op_name_is(term, "spv.Return"))
    return NULL;
  return cm_op_create_v(cm_op_context(term), "spv.Branch", cm_op_loc(term), 0,
                        NULL, 0, NULL, NULL, 1, &dest, 0);
}

static const CmInlinerInterface spv_inliner = {
    .is_legal_to_inline_region = legal_region,
    .is_legal_to_inline_op = legal_op,
    .handle_terminator = handle_terminator,
    .branch_for_terminator = branch_for_terminator};
static const CmInterfaceImpl dialect_ifaces[] = {
    {CM_IFACE_DIALECT_INLINER, &spv_inliner}};
const CmInterfaceImpl *const cm_spv_dialect_interfaces = dialect_ifaces;
const unsigned cm_spv_num_dialect_interfaces = CM_ODS_ARRAY_LEN(dialect_ifaces);

/* ---- spv.func (CallableOpInterface) and spv.FunctionCall ---- */
static CmRegion *func_body(CmOp *op) {
  return cm_op_num_regions(op) ? cm_op_region(op, 0) : NULL;
}
static void func_results(CmOp *op, CmTypeVec *out) {
  CmAttr *t = cm_op_get_attr(op, "type");
  if (!t || t->kind != CM_ATTR_TYPE || !t->type_value ||
      t->type_value->kind != CM_TYPE_FUNCTION)
    return;
  const CmType *f = t->type_value;
  for (unsigned i = 0; i < f->func.num_results; i++)
    CM_VEC_PUSH(*out, f->func.types[f->func.num_inputs + i]);
}
static const CmCallableInterface func_callable = {func_body, func_results};
static const CmInterfaceImpl func_ifaces[] = {
    {CM_IFACE_CALLABLE, &func_callable}};
const CmOdsOp cm_spv_func_ods = {.interfaces = func_ifaces,
                                 .num_interfaces = 1};

static CmAttr *call_callee(CmOp *op) {
  CmAttr *c = cm_op_get_attr(op, "callee");
  return c && c->kind == CM_ATTR_SYMBOL_REF ? c : NULL;
}
static unsigned call_args_begin(CmOp *op) {
  (void)op;
  return 0;
}
static const CmCallInterface call_iface = {call_callee, NULL,
                                           call_args_begin};
static const CmInterfaceImpl call_ifaces[] = {{CM_IFACE_CALL, &call_iface}};
const CmOdsOp cm_spv_call_ods = {.interfaces = call_ifaces,
                                 .num_interfaces = 1};
