/* gpu_to_spirv.c - MLIR 13's -convert-gpu-to-spirv.  Each gpu.module is
 * cloned (the original stays for gpu.launch_func) and the clone is fully
 * converted: gpu.module -> spv.module @__spv__<name> (addressing / memory
 * model from the target environment), gpu.module_end erased, kernel
 * gpu.func -> spv.func with spv.interface_var_abi on every argument (the
 * Vulkan default when none is given) and spv.entry_point_abi, gpu.return
 * -> spv.Return, block / thread ids and grid size -> loads of builtin
 * variables, block size -> constants of the entry point's local size,
 * subgroup id / count / size -> builtin loads, and the std / memref ops
 * of -convert-std-to-spirv. */
#include "cmlir/conversion_spirv.h"
#include "cmlir/dialect/gpu.h"

#include <stdlib.h>
#include <string.h>

typedef const CmSpvTypeConverter TC;

static CmType *i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* ---------------------------------------------------------------------
 * gpu.module / gpu.module_end
 * --------------------------------------------------------------------- */
static CmResult lower_module(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  TC *tc = p->user;
  CmContext *ctx = rw->ctx;
  CmAttr *env = cm_spv_tc_env(tc)->attr;
  uint32_t mm;
  if (!cm_spv_env_memory_model(env, &mm)) {
    cm_diag_report(cm_op_diag_plain_remark(
        op, "match failure: could not selected memory model based on "
            "'spv.target_env'"));
    return CM_FAILURE;
  }
  uint32_t am = cm_spv_env_addressing_model(env);
  CmIdent *name = cm_symbol_name(op);
  CmBuf nm;
  cm_buf_init(&nm);
  cm_buf_printf(&nm, "__spv__%.*s", name ? (int)cm_ident_str(name).len : 0,
                name ? cm_ident_str(name).data : "");
  CmOpState st;
  cm_op_state_init(&st, ctx, "spv.module", cm_op_loc(op));
  cm_op_state_add_attr(&st, "addressing_model", cm_integer_attr(i32(ctx), am));
  cm_op_state_add_attr(&st, "memory_model", cm_integer_attr(i32(ctx), mm));
  cm_op_state_add_attr(&st, "sym_name",
                       cm_string_attr(ctx, (CmStr){nm.data, nm.len}));
  cm_buf_free(&nm);
  cm_op_state_add_region(&st);
  CmOp *m = cm_rewriter_create(rw, &st);
  cm_rewriter_inline_region_before(rw, cm_op_region(op, 0), cm_op_region(m, 0),
                                   NULL);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_module_end(const CmPattern *p, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * gpu.func
 * --------------------------------------------------------------------- */
/* Vulkan wants an interface_var_abi on every argument: with a Shader
 * environment (listed before Kernel) and no argument carrying one, 13
 * makes (0, i) with StorageBuffer for scalars. */
static bool needs_abi(const CmAttr *env) {
  CmAttr *vce = cm_spv_target_env_vce(env);
  for (unsigned i = 0; vce && i < cm_spv_vce_num_caps(vce); i++) {
    const char *s =
        cm_spv_enum_str(CM_SPV_E_Capability, cm_spv_vce_cap(vce, i));
    if (s && !strcmp(s, "Kernel"))
      return false;
    if (s && !strcmp(s, "Shader"))
      return true;
  }
  return false;
}

static bool int_index_or_float(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
         cm_type_is_float(t);
}

static CmResult lower_func(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  TC *tc = p->user;
  CmContext *ctx = rw->ctx;
  if (!cm_gpu_is_kernel(op))
    return CM_FAILURE;
  CmType *fty = cm_gpu_func_type(op);
  if (!fty)
    return CM_FAILURE;
  unsigned nin = fty->func.num_inputs;
  CmAttr **abi = cm_xmalloc((nin ? nin : 1) * sizeof(CmAttr *));
  bool any = false;
  for (unsigned i = 0; i < nin; i++)
    if (cm_spv_get_arg_attr(op, i, "spv.interface_var_abi"))
      any = true;
  bool needs = needs_abi(cm_spv_tc_env(tc)->attr);
  unsigned nabi = needs ? nin : 0; /* no ABI at all without Shader (13) */
  if (!needs) {
    /* nothing to check */
  } else if (!any) {
    uint32_t sb = 0;
    cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("StorageBuffer"), &sb);
    for (unsigned i = 0; i < nin; i++)
      abi[i] = cm_spv_interface_var_abi_attr(
          ctx, 0, i, int_index_or_float(fty->func.types[i]) ? (int64_t)sb : -1);
  } else {
    for (unsigned i = 0; i < nin; i++) {
      CmAttr *a = cm_spv_get_arg_attr(op, i, "spv.interface_var_abi");
      if (cm_spv_attr_id(a) != CM_SPV_ATTR_INTERFACE_VAR_ABI) {
        free(abi);
        cm_diag_report(cm_op_diag_plain_remark(
            op, "match failure: missing 'spv.interface_var_abi' attribute at "
                "argument %u",
            i));
        return CM_FAILURE;
      }
      abi[i] = a;
    }
  }
  CmAttr *ep = cm_op_get_attr(op, "spv.entry_point_abi");
  if (!cm_spv_is_entry_point_abi(ep)) {
    free(abi);
    cm_diag_report(cm_op_diag_plain_remark(
        op, "match failure: missing 'spv.entry_point_abi' attribute"));
    return CM_FAILURE;
  }
  /* lowerAsEntryFunction */
  if (fty->func.num_results) {
    free(abi);
    cm_op_emit_plain_error(op, "SPIR-V lowering only supports entry "
                               "functions with no return values right now");
    return CM_FAILURE;
  }
  CmRegion *body = cm_op_region(op, 0);
  if (!body->first || body->first->num_args != nin) {
    free(abi); /* workgroup / private attributions are not lowered (13) */
    return CM_FAILURE;
  }
  CmSignatureConversion *sc = cm_signature_conversion_create(nin);
  for (unsigned i = 0; i < nin; i++) {
    CmType *t = cm_spv_convert_type(tc, fty->func.types[i]);
    if (!t) {
      free(abi);
      cm_signature_conversion_destroy(sc);
      return CM_FAILURE;
    }
    cm_signature_conversion_add_inputs(sc, i, 1, &t);
  }
  CmType *nft = cm_function_type(ctx, cm_signature_conversion_num_inputs(sc),
                                 cm_signature_conversion_inputs(sc), 0, NULL);
  CmOpState st;
  cm_op_state_init(&st, ctx, "spv.func", cm_op_loc(op));
  CmAttr *attrs = cm_op_attrs(op);
  for (unsigned i = 0; attrs && i < attrs->dict.num; i++) {
    CmStr n = cm_ident_str(attrs->dict.entries[i].name);
    if (cm_str_eq_c(n, "type") || cm_str_eq_c(n, "sym_name") ||
        cm_str_eq_c(n, CM_GPU_KERNEL_ATTR))
      continue;
    CM_VEC_PUSH(st.attrs, attrs->dict.entries[i]);
  }
  cm_op_state_add_attr(&st, "function_control", cm_integer_attr(i32(ctx), 0));
  cm_op_state_add_attr(&st, "sym_name", cm_op_get_attr(op, "sym_name"));
  cm_op_state_add_attr(&st, "type", cm_type_attr(nft));
  cm_op_state_add_region(&st);
  CmOp *nf = cm_rewriter_create(rw, &st);
  cm_rewriter_inline_region_before(rw, body, cm_op_region(nf, 0), NULL);
  if (!cm_rewriter_convert_region_types(rw, cm_op_region(nf, 0),
                                        cm_spv_tc_base(tc), sc)) {
    free(abi);
    cm_signature_conversion_destroy(sc);
    return CM_FAILURE;
  }
  cm_signature_conversion_destroy(sc);
  cm_rewriter_erase_op(rw, op);
  /* setABIAttrs */
  cm_rewriter_start_update(rw, nf);
  for (unsigned i = 0; i < nabi; i++)
    cm_spv_set_arg_attr(nf, nin, i, "spv.interface_var_abi", abi[i]);
  cm_op_set_attr(nf, "spv.entry_point_abi", ep);
  cm_rewriter_finalize_update(rw, nf);
  free(abi);
  return CM_SUCCESS;
}

static CmResult lower_return(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  if (cm_op_num_operands(op))
    return CM_FAILURE;
  CmOp *r = cm_op_create_v(rw->ctx, "spv.Return", cm_op_loc(op), 0, NULL, 0,
                           NULL, NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * launch configuration
 * --------------------------------------------------------------------- */
static const struct {
  const char *op, *builtin;
} launch_builtins[] = {
    {"gpu.block_id", "WorkgroupId"},
    {"gpu.grid_dim", "NumWorkgroups"},
    {"gpu.thread_id", "LocalInvocationId"},
};

static CmResult lower_launch_config(const CmPattern *p, CmOp *op,
                                    CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  const char *builtin = NULL;
  for (size_t i = 0; i < sizeof launch_builtins / sizeof launch_builtins[0];
       i++)
    if (cm_op_name_is(op, launch_builtins[i].op))
      builtin = launch_builtins[i].builtin;
  int dim = cm_gpu_index_op_dimension(op);
  if (!builtin || dim < 0)
    return CM_FAILURE;
  CmValue *v = cm_spv_builtin_variable_value(op, builtin, rw);
  if (!v)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmAttr *idx = cm_integer_attr(i32(ctx), dim);
  CmNamedAttr na = {cm_ident_c(ctx, "indices"), cm_array_attr(ctx, 1, &idx)};
  CmType *t = i32(ctx);
  CmOp *e = cm_rewriter_create_v(rw, "spv.CompositeExtract", cm_op_loc(op), 1,
                                 &t, 1, &v, cm_dict_attr(ctx, 1, &na));
  CmValue *r = cm_op_result(e, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_single_dim(const CmPattern *p, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  const char *builtin = cm_op_name_is(op, "gpu.subgroup_id") ? "SubgroupId"
                        : cm_op_name_is(op, "gpu.num_subgroups")
                            ? "NumSubgroups"
                            : "SubgroupSize";
  CmValue *v = cm_spv_builtin_variable_value(op, builtin, rw);
  if (!v)
    return CM_FAILURE;
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static CmResult lower_block_dim(const CmPattern *p, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  int dim = cm_gpu_index_op_dimension(op);
  if (dim < 0)
    return CM_FAILURE;
  CmAttr *ep = NULL;
  for (CmOp *f = cm_op_parent_op(op); f && !ep; f = cm_op_parent_op(f))
    ep = cm_op_get_attr(f, "spv.entry_point_abi");
  if (!cm_spv_is_entry_point_abi(ep))
    return CM_FAILURE;
  CmAttr *ls = cm_dict_get(ep, "local_size");
  CmAttr *e = cm_dense_get_attr(ls, (size_t)dim);
  CmType *t = cm_spv_convert_type(p->user, cm_op_result(op, 0)->type);
  if (!e || e->kind != CM_ATTR_INTEGER || !t)
    return CM_FAILURE;
  CmValue *c = cm_spv_const_int(rw, cm_op_loc(op), t, e->integer.value);
  cm_rewriter_replace_op(rw, op, 1, &c);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * population and the pass
 * --------------------------------------------------------------------- */
void cm_populate_gpu_to_spirv_patterns(TC *tc, CmPatternSet *set) {
  static const struct {
    const char *root;
    CmConvertFn fn;
    const char *label;
  } pats[] = {
      {"gpu.func", lower_func, "GPUFuncOpConversion"},
      {"gpu.module", lower_module, "GPUModuleConversion"},
      {"gpu.module_end", lower_module_end, "GPUModuleEndConversion"},
      {"gpu.return", lower_return, "GPUReturnOpConversion"},
      {"gpu.block_id", lower_launch_config, "LaunchConfigConversion"},
      {"gpu.grid_dim", lower_launch_config, "LaunchConfigConversion"},
      {"gpu.thread_id", lower_launch_config, "LaunchConfigConversion"},
      {"gpu.subgroup_id", lower_single_dim, "SingleDimLaunchConfigConversion"},
      {"gpu.num_subgroups", lower_single_dim,
       "SingleDimLaunchConfigConversion"},
      {"gpu.subgroup_size", lower_single_dim,
       "SingleDimLaunchConfigConversion"},
      {"gpu.block_dim", lower_block_dim, "WorkGroupSizeConversion"},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) {
    CmPattern p = {.root = pats[i].root,
                   .benefit = 1,
                   .convert = pats[i].fn,
                   .user = (void *)tc,
                   .label = pats[i].label,
                   .type_converter = cm_spv_tc_base(tc)};
    cm_pattern_set_add(set, &p);
  }
}

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult collect_modules(CmOp *op, void *user) {
  if (cm_op_name_is(op, "gpu.module")) {
    CM_VEC_PUSH(*(OpVec *)user, op);
    return CM_WALK_SKIP;
  }
  return CM_WALK_ADVANCE;
}

/* Ops outside the cloned kernel modules are left alone: everything that
 * is not a spv op is legal unless it sits in a clone (or in the spv.module
 * a clone became). */
static bool outside_kernels(CmOp *op, void *user) {
  const OpVec *clones = user;
  for (CmOp *o = op; o; o = cm_op_parent_op(o)) {
    if (cm_op_name_is(o, "spv.module"))
      return false;
    for (size_t i = 0; i < clones->len; i++)
      if (clones->data[i] == o)
        return false;
  }
  return true;
}

static void gpu_target(CmConversionTarget *t, void *mods) {
  cm_target_mark_unknown_legal(t, outside_kernels, mods);
}

static void gpu_populate(CmSpvTypeConverter *tc, CmPatternSet *set,
                         void *user) {
  (void)user;
  cm_populate_gpu_to_spirv_patterns(tc, set);
  cm_populate_std_to_spirv_patterns(tc, set);
}

static CmResult run(CmPassRun *run, CmOp *module) {
  (void)run;
  OpVec mods = {0};
  cm_walk_pre(module, collect_modules, &mods);
  /* clone each kernel module before it: gpu.launch_func still needs it */
  for (size_t i = 0; i < mods.len; i++) {
    CmOp *c = cm_op_clone(mods.data[i]);
    cm_block_insert_op_before(cm_op_block(mods.data[i]), mods.data[i], c);
    mods.data[i] = c;
  }
  CmSpvConversionSpec spec = {.full = true,
                              .configure_target = gpu_target,
                              .populate = gpu_populate,
                              .user = &mods};
  CmResult r = mods.len ? cm_spv_run_conversion(module, &spec) : CM_SUCCESS;
  CM_VEC_FREE(mods);
  return r;
}

static void deps(CmContext *ctx) { cm_register_spirv_dialect(ctx); }

const CmPassDef cm_pass_convert_gpu_to_spirv = {
    .argument = "convert-gpu-to-spirv",
    .name = "ConvertGPUToSPIRV",
    .description = "Convert GPU dialect to SPIR-V dialect",
    .anchor = "builtin.module",
    .dependent_dialects = deps,
    .run = run};

/* ---------------------------------------------------------------------
 * -test-spirv-entry-point-abi (13's test pass): kernels without an
 * entry-point ABI get one with the given workgroup size (missing
 * dimensions 1).
 * --------------------------------------------------------------------- */
static CmResult test_abi_run(CmPassRun *run, CmOp *module) {
  const CmPass *p = cm_pass_run_pass(run);
  CmContext *ctx = cm_op_context(module);
  int32_t size[3] = {1, 1, 1};
  size_t n = cm_pass_option_list_len(p, "workgroup-size");
  for (size_t i = 0; i < n && i < 3; i++)
    size[i] = (int32_t)cm_pass_option_list_int(p, "workgroup-size", i);
  int64_t three = 3;
  CmType *vt = cm_vector_type(1, &three, i32(ctx));
  bool splat = size[0] == size[1] && size[1] == size[2];
  CmNamedAttr na = {cm_ident_c(ctx, "local_size"),
                    cm_dense_elements_attr(vt, splat, splat ? 4 : 12, size)};
  CmAttr *abi = cm_dict_attr(ctx, 1, &na);
  CmBlock *body = cm_op_region(module, 0)->first;
  for (CmOp *f = body ? body->first : NULL; f; f = cm_op_next(f))
    if (cm_op_name_is(f, "gpu.func") && cm_gpu_is_kernel(f) &&
        !cm_op_get_attr(f, "spv.entry_point_abi"))
      cm_op_set_attr(f, "spv.entry_point_abi", abi);
  return CM_SUCCESS;
}

static const CmPassOptionDef test_abi_opts[] = {
    {"workgroup-size", CM_PASS_OPT_INT, true, NULL,
     "Workgroup size to use for all gpu.func kernels in the module, "
     "specified with x-dimension first, y-dimension next and z-dimension "
     "last. Unspecified dimensions will be set to 1",
     NULL},
};

const CmPassDef cm_pass_test_spirv_entry_point_abi = {
    .argument = "test-spirv-entry-point-abi",
    .name = "TestSpirvEntryPointABIPass",
    .description = "Set the spv.entry_point_abi attribute on GPU kernel "
                   "function within the module, intended for testing only",
    .anchor = "gpu.module",
    CM_PASS_OPTIONS(test_abi_opts),
    .dependent_dialects = deps,
    .run = test_abi_run};
