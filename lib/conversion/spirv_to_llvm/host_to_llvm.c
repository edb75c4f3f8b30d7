/* host_to_llvm.c - -lower-host-to-llvm as MLIR 13's LowerHostCodeToLLVM:
 * the gpu.modules are erased; std and memref are lowered to the llvm
 * dialect with C wrappers; each gpu.launch_func of a kernel whose SPIR-V
 * module `__spv__<gpu module>` is in the host module becomes a call of
 * `__spv__<gpu module>_<kernel>` (declared in the host module), with each
 * memref argument copied before the call to an llvm global named after
 * the kernel module, the spv global of the same position (among those
 * with a descriptor set and binding), its set and binding, and copied
 * back after it; finally the entry point function of each spv.module is
 * renamed `<spv module>_<function>` to match the call. */
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmOp *) OpVec;

typedef struct HostState {
  const CmLLVMTypeConverter *tc;
  bool failed; /* a launch reported an error */
} HostState;

static CmOp *lookup(CmOp *module, const char *name, const char *op_name) {
  CmOp *s = cm_symbol_table_lookup(module, name, strlen(name));
  return s && cm_op_name_is(s, op_name) ? s : NULL;
}

static void memcpy_op(CmRewriter *rw, CmLoc *loc, CmValue *dst, CmValue *src,
                      CmValue *size) {
  CmValue *no = cm_llvm_constant(rw, loc, cm_integer_type(rw->ctx, 1,
                                                          CM_SIGNLESS),
                                 cm_bool_attr(rw->ctx, false));
  CmValue *ops[4] = {dst, src, size, no};
  cm_llvm_op(rw, "llvm.intr.memcpy", loc, NULL, 4, ops, NULL);
}

static CmOp *create_at_module_start(CmRewriter *rw, CmOp *module,
                                    CmOpState *st) {
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_start(rw, cm_op_region(module, 0)->first);
  CmOp *op = cm_rewriter_create(rw, st);
  cm_op_state_free(st);
  rw->b = saved;
  return op;
}

static CmOp *declare_kernel(CmRewriter *rw, CmOp *module, const char *name) {
  CmContext *ctx = rw->ctx;
  CmOpState st;
  cm_spv_llvm_symbol_state(
      &st, ctx, "llvm.func", cm_loc_unknown(ctx), cm_str(name),
      cm_llvm_func_type(cm_llvm_void_type(ctx), 0, NULL, false),
      CM_LLVM_LINKAGE_EXTERNAL);
  return create_at_module_start(rw, module, &st);
}

static CmOp *declare_global(CmRewriter *rw, CmOp *module, CmLoc *loc,
                            const char *name, CmType *t) {
  CmOpState st;
  cm_spv_llvm_symbol_state(&st, rw->ctx, "llvm.mlir.global", loc,
                           cm_str(name), t, CM_LLVM_LINKAGE_LINKONCE);
  return create_at_module_start(rw, module, &st);
}

/* The spv.GlobalVariables with a descriptor set and binding, in order;
 * false (error emitted) unless the module has exactly one entry point. */
static bool kernel_globals(CmOp *spv, OpVec *out) {
  unsigned entries = 0;
  CmRegion *body = cm_op_region(spv, 0);
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op)) {
      if (cm_op_name_is(op, "spv.EntryPoint"))
        entries++;
      if (cm_op_name_is(op, "spv.GlobalVariable") &&
          cm_op_get_attr(op, "descriptor_set") && cm_op_get_attr(op, "binding"))
        CM_VEC_PUSH(*out, op);
    }
  if (entries != 1) {
    cm_op_emit_plain_error(
        spv, "The module must contain exactly one entry point function");
    return false;
  }
  return true;
}

static CmResult lower_launch(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  HostState *hs = pat->user;
  const CmLLVMTypeConverter *tc = hs->tc;
  CmOp *module = cm_op_parent_module(op);
  if (!module || cm_op_num_results(op) != 0)
    return CM_FAILURE;
  CmStr kmod = cm_gpu_launch_func_module_name(op);
  CmStr kname = cm_gpu_launch_func_kernel_name(op);
  CmBuf spv_name = {0}, fn_name = {0};
  cm_buf_printf(&spv_name, "__spv__%.*s", (int)kmod.len, kmod.data);
  CmOp *spv = lookup(module, spv_name.data, "spv.module");
  CmResult r = CM_FAILURE;
  OpVec globals = {0};
  CmValueVec srcs = {0}, dsts = {0}, sizes = {0};
  if (!spv) {
    cm_op_emit_error(op, "SPIR-V kernel module '%s' is not found",
                     spv_name.data);
    hs->failed = true;
    goto done;
  }
  cm_buf_printf(&fn_name, "%s_%.*s", spv_name.data, (int)kname.len,
                kname.data);
  CmOp *kernel = lookup(module, fn_name.data, "llvm.func");
  if (!kernel)
    kernel = declare_kernel(rw, module, fn_name.data);
  if (!kernel_globals(spv, &globals)) {
    hs->failed = true;
    goto done;
  }
  unsigned nk = cm_gpu_launch_func_num_kernel_operands(op);
  unsigned first = cm_op_num_operands(op) - nk;
  CmLoc *loc = cm_op_loc(op);
  for (unsigned i = 0; i < nk; i++) {
    CmType *mt = cm_gpu_launch_func_kernel_operand(op, i)->type;
    if (mt->kind != CM_TYPE_MEMREF)
      goto done;
    for (unsigned d = 0; d < mt->shaped.rank; d++)
      if (mt->shaped.shape[d] == CM_DYNAMIC_SIZE)
        goto done; /* 13 computes the size of static shapes only */
    if (i >= globals.len) {
      cm_op_emit_error(op, "has no SPIR-V global variable bound to kernel "
                           "operand #%u", i);
      hs->failed = true;
      goto done;
    }
    CmOp *g = globals.data[i];
    CmAttr *ta = cm_op_get_attr(g, "type");
    CmAttr *set = cm_op_get_attr(g, "descriptor_set");
    CmAttr *bind = cm_op_get_attr(g, "binding");
    if (!ta || ta->kind != CM_ATTR_TYPE ||
        cm_spv_type_id(ta->type_value) != CM_SPV_PTR ||
        set->kind != CM_ATTR_INTEGER || bind->kind != CM_ATTR_INTEGER)
      goto done;
    CmType *gt = cm_llvm_convert_type(tc, cm_spv_ptr_pointee(ta->type_value));
    if (!gt)
      goto done;
    CmValueVec sz = {0}, st = {0};
    CmValue *bytes =
        cm_llvm_memref_descriptor_sizes(rw, tc, loc, mt, NULL, &sz, &st);
    CM_VEC_FREE(sz);
    CM_VEC_FREE(st);
    CmValue *src = cm_desc_get(rw, loc, operands[first + i], CM_DESC_ALLOCATED);
    CmBuf gname = {0};
    cm_buf_printf(&gname, "%s_%s_descriptor_set%lld_binding%lld",
                  spv_name.data, cm_symbol_name(g)->str,
                  (long long)set->integer.value,
                  (long long)bind->integer.value);
    CmOp *dg = lookup(module, gname.data, "llvm.mlir.global");
    if (!dg)
      dg = declare_global(rw, module, loc, gname.data, gt);
    CmAttr *ref = cm_symbol_ref_attr(rw->ctx, (CmStr){gname.data, gname.len},
                                     0, NULL);
    cm_buf_free(&gname);
    CmNamedAttr e = {cm_ident_c(rw->ctx, "global_name"), ref};
    CmValue *dst = cm_llvm_val(rw, "llvm.mlir.addressof", loc,
                               cm_llvm_ptr_type(gt, 0), 0, NULL,
                               cm_dict_attr(rw->ctx, 1, &e));
    memcpy_op(rw, loc, dst, src, bytes);
    CM_VEC_PUSH(srcs, src);
    CM_VEC_PUSH(dsts, dst);
    CM_VEC_PUSH(sizes, bytes);
  }
  cm_llvm_call(rw, loc, fn_name.data, NULL, 0, NULL);
  for (size_t i = 0; i < srcs.len; i++)
    memcpy_op(rw, loc, srcs.data[i], dsts.data[i], sizes.data[i]);
  cm_rewriter_erase_op(rw, op);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(globals);
  CM_VEC_FREE(srcs);
  CM_VEC_FREE(dsts);
  CM_VEC_FREE(sizes);
  cm_buf_free(&spv_name);
  cm_buf_free(&fn_name);
  return r;
}

/* upstream encodeKernelName */
static void encode_kernel_name(CmOp *spv) {
  CmIdent *mname = cm_symbol_name(spv);
  if (!mname)
    return;
  CmRegion *body = cm_op_region(spv, 0);
  CmOp *entry = NULL;
  for (CmBlock *b = body->first; b && !entry; b = b->next)
    for (CmOp *op = b->first; op && !entry; op = cm_op_next(op))
      if (cm_op_name_is(op, "spv.EntryPoint"))
        entry = op;
  CmAttr *fn = entry ? cm_op_get_attr(entry, "fn") : NULL;
  if (!fn || fn->kind != CM_ATTR_SYMBOL_REF)
    return;
  CmOp *f = cm_symbol_table_lookup(spv, fn->symref.root->str,
                                   fn->symref.root->len);
  if (!f)
    return;
  CmBuf s = {0};
  cm_buf_printf(&s, "%s_%s", mname->str, fn->symref.root->str);
  cm_spv_rename_symbol(spv, f, cm_ident(cm_op_context(spv), s.data, s.len));
  cm_buf_free(&s);
}

static void deps(CmContext *ctx) { cm_register_llvm_dialect(ctx); }

static CmResult run(CmPassRun *run, CmOp *module) {
  (void)run;
  CmContext *ctx = cm_op_context(module);
  CmBlock *top = cm_op_region(module, 0)->first;
  for (CmOp *op = top ? top->first : NULL, *next; op; op = next) {
    next = cm_op_next(op);
    if (cm_op_name_is(op, "gpu.module"))
      cm_op_erase(op);
  }
  CmLLVMOptions o = {0};
  o.emit_c_wrappers = true;
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &o);
  cm_populate_spirv_to_llvm_type_conversion(tc);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_memref_to_llvm_patterns(tc, ps);
  cm_populate_std_to_llvm_patterns(tc, ps);
  HostState hs = {tc, false};
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "gpu.launch_func";
  p.benefit = 1;
  p.convert = lower_launch;
  p.user = &hs;
  p.label = "GPULaunchLowering";
  p.type_converter = cm_llvm_tc_base(tc);
  cm_pattern_set_add(ps, &p);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "llvm");
  CmResult r = cm_apply_partial_conversion(module, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  if (hs.failed)
    r = CM_FAILURE;
  if (cm_succeeded(r) && top)
    for (CmOp *op = top->first; op; op = cm_op_next(op))
      if (cm_op_name_is(op, "spv.module"))
        encode_kernel_name(op);
  return r;
}

const CmPassDef cm_pass_lower_host_to_llvm = {
    .argument = "lower-host-to-llvm",
    .name = "LowerHostCodeToLLVM",
    .description = "Lowers the host module code and `gpu.launch_func` to "
                   "LLVM",
    .anchor = "builtin.module",
    .dependent_dialects = deps,
    .run = run};
