/* build.c - C builders for the llvm ops that conversions create most
 * (functions, globals, constants, addressof and ops with one result).
 * They set exactly the attributes the custom-form parsers set, so built
 * IR prints as parsed IR does. */
#include "llvm_internal.h"

#include <string.h>

static CmOp *create(CmBuilder *b, CmOpState *st) {
  CmOp *op = cm_builder_create(b, st);
  cm_op_state_free(st); /* the regions were moved into the op */
  return op;
}

CmOp *cm_llvm_build_func(CmBuilder *b, CmLoc *loc, CmStr name, CmType *fty,
                         CmLLVMLinkage linkage) {
  CmContext *ctx = b->ctx;
  CmOpState st;
  cm_op_state_init(&st, ctx, "llvm.func", loc);
  cm_op_state_add_attr(&st, "linkage", cm_llvm_linkage_attr(ctx, linkage));
  cm_op_state_add_attr(&st, "sym_name", cm_string_attr(ctx, name));
  cm_op_state_add_attr(&st, "type", cm_type_attr(fty));
  cm_op_state_add_region(&st);
  return create(b, &st);
}

CmBlock *cm_llvm_func_add_entry_block(CmOp *fn) {
  CmType *fty = cm_llvm_type_attr_value(fn, "type");
  CmRegion *body = cm_op_region(fn, 0);
  CmBlock *entry = cm_block_create();
  cm_region_append_block(body, entry);
  CmLoc *loc = cm_op_loc(fn);
  for (unsigned i = 0; fty && i < cm_llvm_func_num_params(fty); i++)
    cm_block_add_arg(entry, cm_llvm_func_param(fty, i), loc);
  return entry;
}

CmOp *cm_llvm_build_global(CmBuilder *b, CmLoc *loc, CmType *type,
                           bool constant, CmLLVMLinkage linkage, CmStr name,
                           CmAttr *value) {
  CmContext *ctx = b->ctx;
  CmOpState st;
  cm_op_state_init(&st, ctx, "llvm.mlir.global", loc);
  if (constant)
    cm_op_state_add_attr(&st, "constant", cm_unit_attr(ctx));
  cm_op_state_add_attr(&st, "linkage", cm_llvm_linkage_attr(ctx, linkage));
  cm_op_state_add_attr(&st, "sym_name", cm_string_attr(ctx, name));
  cm_op_state_add_attr(&st, "type", cm_type_attr(type));
  cm_op_state_add_attr(&st, "unnamed_addr",
                       cm_llvm_unnamed_addr_attr(ctx,
                                                 CM_LLVM_UNNAMED_ADDR_NONE));
  if (value)
    cm_op_state_add_attr(&st, "value", value);
  cm_op_state_add_region(&st);
  return create(b, &st);
}

CmValue *cm_llvm_build_op(CmBuilder *b, const char *name, CmLoc *loc,
                          CmType *result, unsigned n,
                          CmValue *const *operands, CmAttr *attrs) {
  CmOpState st;
  cm_op_state_init(&st, b->ctx, name, loc);
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(st.operands, operands[i]);
  if (result)
    CM_VEC_PUSH(st.types, result);
  if (attrs && attrs->kind == CM_ATTR_DICTIONARY)
    for (unsigned i = 0; i < attrs->dict.num; i++)
      CM_VEC_PUSH(st.attrs, attrs->dict.entries[i]);
  CmOp *op = create(b, &st);
  return result ? cm_op_result(op, 0) : NULL;
}

CmValue *cm_llvm_build_constant(CmBuilder *b, CmLoc *loc, CmType *type,
                                CmAttr *value) {
  CmNamedAttr v = {cm_ident_c(b->ctx, "value"), value};
  return cm_llvm_build_op(b, "llvm.mlir.constant", loc, type, 0, NULL,
                          cm_dict_attr(b->ctx, 1, &v));
}

CmValue *cm_llvm_build_addressof(CmBuilder *b, CmLoc *loc, CmOp *symbol) {
  CmAttr *name = cm_op_get_attr(symbol, "sym_name");
  CmStr n = name && name->kind == CM_ATTR_STRING
                ? cm_ident_str(name->str.value)
                : cm_str("");
  CmType *t = cm_llvm_type_attr_value(symbol, "type");
  unsigned as = 0;
  if (cm_op_name_is(symbol, "llvm.mlir.global")) {
    CmAttr *a = cm_op_get_attr(symbol, "addr_space");
    if (a && a->kind == CM_ATTR_INTEGER)
      as = (unsigned)a->integer.value;
  }
  CmNamedAttr g = {cm_ident_c(b->ctx, "global_name"),
                   cm_symbol_ref_attr(b->ctx, n, 0, NULL)};
  return cm_llvm_build_op(b, "llvm.mlir.addressof", loc,
                          cm_llvm_ptr_type(t, as), 0, NULL,
                          cm_dict_attr(b->ctx, 1, &g));
}
