/* pass.c - -convert-spirv-to-llvm (MLIR 13's ConvertSPIRVToLLVMPass): the
 * global variables with a descriptor set and binding renamed first, then a
 * partial conversion with the spv dialect illegal, the llvm dialect and
 * builtin modules legal. */
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"

#include <stdlib.h>
#include <string.h>

/* `a` with every symbol reference whose root is `from` made `to`. */
static CmAttr *rename_in_attr(CmContext *ctx, CmAttr *a, CmIdent *from,
                              CmIdent *to) {
  switch (a->kind) {
  case CM_ATTR_SYMBOL_REF: {
    if (a->symref.root != from)
      return a;
    CM_VEC(CmStr) nested = {0};
    for (unsigned i = 0; i < a->symref.num_nested; i++)
      CM_VEC_PUSH(nested, cm_ident_str(a->symref.nested[i]));
    CmAttr *r = cm_symbol_ref_attr(ctx, cm_ident_str(to), a->symref.num_nested,
                                   nested.data);
    CM_VEC_FREE(nested);
    return r;
  }
  case CM_ATTR_ARRAY: {
    CmAttr *r = a;
    CmAttr **elems = NULL;
    for (unsigned i = 0; i < a->array.num; i++) {
      CmAttr *e = rename_in_attr(ctx, a->array.elems[i], from, to);
      if (e != a->array.elems[i] && !elems) {
        elems = cm_xmalloc(a->array.num * sizeof(CmAttr *));
        memcpy(elems, a->array.elems, a->array.num * sizeof(CmAttr *));
      }
      if (elems)
        elems[i] = e;
    }
    if (elems) {
      r = cm_array_attr(ctx, a->array.num, elems);
      free(elems);
    }
    return r;
  }
  case CM_ATTR_DICTIONARY: {
    CmAttr *r = a;
    for (unsigned i = 0; i < a->dict.num; i++) {
      CmAttr *v = a->dict.entries[i].value;
      CmAttr *e = rename_in_attr(ctx, v, from, to);
      if (e != v)
        r = cm_dict_set(r, a->dict.entries[i].name, e);
    }
    return r;
  }
  default:
    return a;
  }
}

typedef struct Rename {
  CmIdent *from, *to;
} Rename;

static CmWalkResult rename_op(CmOp *op, void *user) {
  Rename *r = user;
  CmAttr *d = cm_op_attrs(op);
  CmAttr *n = rename_in_attr(cm_op_context(op), d, r->from, r->to);
  if (n != d)
    cm_op_set_attr_dict(op, n);
  return CM_WALK_ADVANCE;
}

void cm_spv_rename_symbol(CmOp *scope, CmOp *sym, CmIdent *to) {
  Rename r = {cm_symbol_name(sym), to};
  CmRegion *body = cm_op_region(scope, 0);
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      cm_walk_pre(op, rename_op, &r);
  cm_op_set_attr(sym, "sym_name",
                 cm_string_attr(cm_op_context(sym), cm_ident_str(to)));
}

static void encode_module(CmOp *spv) {
  CmContext *ctx = cm_op_context(spv);
  CmIdent *mname = cm_symbol_name(spv);
  CmRegion *body = cm_op_region(spv, 0);
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      if (!cm_op_name_is(op, "spv.GlobalVariable"))
        continue;
      CmAttr *set = cm_op_get_attr(op, "descriptor_set");
      CmAttr *bind = cm_op_get_attr(op, "binding");
      CmIdent *name = cm_symbol_name(op);
      if (!set || !bind || !name || set->kind != CM_ATTR_INTEGER ||
          bind->kind != CM_ATTR_INTEGER)
        continue;
      CmBuf s = {0};
      if (mname)
        cm_buf_printf(&s, "%s_", mname->str);
      cm_buf_printf(&s, "%s_descriptor_set%lld_binding%lld", name->str,
                    (long long)set->integer.value,
                    (long long)bind->integer.value);
      cm_spv_rename_symbol(spv, op, cm_ident(ctx, s.data, s.len));
      cm_buf_free(&s);
      cm_op_set_attr(op, "descriptor_set", NULL);
      cm_op_set_attr(op, "binding", NULL);
    }
}

void cm_spv_encode_bind_attribute(CmOp *module) {
  CmRegion *body = cm_op_region(module, 0);
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      if (cm_op_name_is(op, "spv.module"))
        encode_module(op);
}

static CmWalkResult erase_unused_cast(CmOp *op, void *user) {
  (void)user;
  if (!cm_op_name_is(op, "unrealized_conversion_cast"))
    return CM_WALK_ADVANCE;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_value_use_empty(cm_op_result(op, i)))
      return CM_WALK_ADVANCE;
  cm_op_erase(op);
  return CM_WALK_ADVANCE;
}

static void deps(CmContext *ctx) {
  cm_register_llvm_dialect(ctx);
}

static CmResult run(CmPassRun *run, CmOp *module) {
  (void)run;
  CmContext *ctx = cm_op_context(module);
  cm_spv_encode_bind_attribute(module);
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, NULL);
  cm_populate_spirv_to_llvm_type_conversion(tc);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_spirv_to_llvm_module_patterns(tc, ps);
  cm_populate_spirv_to_llvm_patterns(tc, ps);
  cm_populate_spirv_to_llvm_func_patterns(tc, ps);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_illegal_dialect(t, "spv");
  cm_target_add_legal_dialect(t, "llvm");
  cm_target_add_legal_op(t, "module");
  /* The functions first, one at a time (what each needs is its own, and
   * the driver's bookkeeping stays the size of one function), quietly: on
   * a failure everything is converted again as one conversion of the
   * module, which reports the first failure in 13's order. */
  CmBlock *top = cm_op_region(module, 0)->first;
  bool ok = true;
  for (CmOp *m = top ? top->first : NULL; m && ok; m = cm_op_next(m)) {
    if (!cm_op_name_is(m, "spv.module"))
      continue;
    CmBlock *body = cm_op_region(m, 0)->first;
    for (CmOp *op = body ? body->first : NULL; op && ok;) {
      CmOp *next = cm_op_next(op);
      if (cm_op_name_is(op, "spv.func")) {
        CmOp *prev = cm_op_prev(op);
        CmDiagCapture cap;
        cm_diag_capture_begin(&cap);
        ok = cm_succeeded(cm_apply_partial_conversion(op, t, ps));
        /* the driver leaves the ops of a replaced root's body: the
         * llvm.func's are converted next */
        for (CmOp *f = prev ? cm_op_next(prev) : body->first; ok && f != next;
             f = cm_op_next(f))
          ok = cm_succeeded(cm_apply_partial_conversion(f, t, ps));
        cm_diag_capture_end(&cap);
        /* the materializations the first step needed are unused now */
        for (CmOp *f = prev ? cm_op_next(prev) : body->first; ok && f != next;
             f = cm_op_next(f))
          cm_walk_post(f, erase_unused_cast, NULL);
      }
      op = next;
    }
  }
  CmResult r = cm_apply_partial_conversion(module, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  return r;
}

const CmPassDef cm_pass_convert_spirv_to_llvm = {
    .argument = "convert-spirv-to-llvm",
    .name = "ConvertSPIRVToLLVM",
    .description = "Convert SPIR-V dialect to LLVM dialect",
    .anchor = "builtin.module",
    .dependent_dialects = deps,
    .run = run};
