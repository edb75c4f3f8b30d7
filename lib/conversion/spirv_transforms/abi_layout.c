/* abi_layout.c - the SPIR-V passes that go with the conversions:
 * 13's VulkanLayoutUtils::decorateType (Vulkan offsets and strides),
 * -decorate-spirv-composite-type-layout (global variables of the
 * interface storage classes and their spv.mlir.addressof users),
 * -spirv-lower-abi-attrs (spv.interface_var_abi arguments of entry
 * functions -> bound global variables; spv.entry_point_abi ->
 * spv.EntryPoint + spv.ExecutionMode LocalSize).  (-spirv-rewrite-inserts
 * is lib/dialect/spirv/rewrite_inserts.c.) */
#include "cmlir/conversion_spirv.h"

#include <stdlib.h>
#include <string.h>

static uint32_t sc_value(const char *name) {
  uint32_t v = 0;
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, cm_str(name), &v);
  return v;
}

static CmType *i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* ---------------------------------------------------------------------
 * Vulkan layout
 * --------------------------------------------------------------------- */
#define SIZE_MAX_ ((uint64_t)-1)

static uint64_t align_to(uint64_t v, uint64_t a) {
  return a ? (v + a - 1) / a * a : v;
}

static CmType *decorate(CmType *t, uint64_t *size, uint64_t *align,
                        unsigned depth);

static CmType *decorate_struct(CmType *st, uint64_t *size, uint64_t *align,
                               unsigned depth) {
  unsigned n = cm_spv_struct_num_members(st);
  if (!n) {
    *size = 0;
    *align = 1;
    return st;
  }
  if (cm_spv_struct_is_identified(st))
    return NULL;
  CmType **members = cm_xmalloc(n * sizeof(CmType *));
  uint32_t *offs = cm_xmalloc(n * sizeof(uint32_t));
  uint64_t off = 0, max_align = 1;
  CmType *res = NULL;
  for (unsigned i = 0; i < n; i++) {
    uint64_t ms = 0, ma = 1;
    members[i] = decorate(cm_spv_struct_member(st, i), &ms, &ma, depth + 1);
    if (!members[i])
      goto done;
    off = align_to(off, ma);
    offs[i] = (uint32_t)off;
    off = ms == SIZE_MAX_ ? SIZE_MAX_ : off + ms;
    if (ma > max_align)
      max_align = ma;
  }
  *size = off == SIZE_MAX_ ? SIZE_MAX_ : align_to(off, max_align);
  *align = max_align;
  res = cm_spv_struct_type(st->ctx, n, members, offs,
                           cm_spv_struct_num_decos(st), cm_spv_struct_decos(st));
done:
  free(members);
  free(offs);
  return res;
}

static CmType *decorate(CmType *t, uint64_t *size, uint64_t *align,
                        unsigned depth) {
  if (depth > 64)
    return NULL;
  if (cm_spv_is_scalar_type(t)) {
    unsigned w = t->kind == CM_TYPE_INTEGER ? t->integer.width
                 : t->kind == CM_TYPE_F16   ? 16
                 : t->kind == CM_TYPE_F64   ? 64
                                            : 32;
    *align = w == 1 ? 1 : w / 8;
    *size = *align;
    return t;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    uint64_t es = 0, ea = 1;
    CmType *e = decorate(t->shaped.elem, &es, &ea, depth + 1);
    if (!e)
      return NULL;
    int64_t n = t->shaped.shape[0];
    *size = es * (uint64_t)n;
    *align = n == 2 ? ea * 2 : ea * 4;
    return cm_vector_type(1, &n, e);
  }
  uint64_t es = 0, ea = 1;
  switch (cm_spv_type_id(t)) {
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    return decorate_struct(t, size, align, depth);
  case CM_SPV_ARRAY: {
    CmType *e = decorate(cm_spv_type_elem(t), &es, &ea, depth + 1);
    if (!e || es == SIZE_MAX_)
      return NULL;
    uint32_t n = cm_spv_array_count(t);
    *size = es * n;
    *align = ea;
    return cm_spv_array_type(e, n, (uint32_t)es);
  }
  case CM_SPV_RTARRAY: {
    CmType *e = decorate(cm_spv_type_elem(t), &es, &ea, depth + 1);
    if (!e || es == SIZE_MAX_)
      return NULL;
    *size = SIZE_MAX_;
    *align = ea;
    return cm_spv_rtarray_type(e, (uint32_t)es);
  }
  default:
    return NULL;
  }
}

CmType *cm_spv_vulkan_decorate_struct(CmType *st) {
  uint64_t size = 0, align = 1;
  return decorate_struct(st, &size, &align, 0);
}

/* 13's VulkanLayoutUtils::isLegalType */
static bool layout_legal(CmType *t) {
  if (cm_spv_type_id(t) != CM_SPV_PTR)
    return true;
  CmType *st = cm_spv_ptr_pointee(t);
  int id = cm_spv_type_id(st);
  if (id != CM_SPV_STRUCT && id != CM_SPV_STRUCT_ID)
    return true;
  uint32_t sc = cm_spv_ptr_storage_class(t);
  if (sc != sc_value("Uniform") && sc != sc_value("StorageBuffer") &&
      sc != sc_value("PushConstant") && sc != sc_value("PhysicalStorageBuffer"))
    return true;
  return cm_spv_struct_has_offsets(st) || !cm_spv_struct_num_members(st);
}

/* ---------------------------------------------------------------------
 * -decorate-spirv-composite-type-layout
 * --------------------------------------------------------------------- */
static CmType *decorated_ptr(CmType *ptr) {
  CmType *st = cm_spv_ptr_pointee(ptr);
  int id = cm_spv_type_id(st);
  if (id != CM_SPV_STRUCT && id != CM_SPV_STRUCT_ID)
    return NULL;
  CmType *d = cm_spv_vulkan_decorate_struct(st);
  return d ? cm_spv_ptr_type(d, cm_spv_ptr_storage_class(ptr)) : NULL;
}

/* Applied directly, in op order, as the full conversion 13 runs on each
 * spv.module: a global variable whose pointee needs a layout gets the
 * decorated type, an addressof of it the new result type (its users keep
 * theirs, as 13 leaves them); a struct that cannot be decorated
 * (identified) fails the conversion. */
typedef struct Deco {
  CmOp *failed;
} Deco;

static CmWalkResult decorate_op(CmOp *op, void *user) {
  Deco *d = user;
  if (cm_op_name_is(op, "spv.GlobalVariable")) {
    CmAttr *ta = cm_op_get_attr(op, "type");
    if (!ta || ta->kind != CM_ATTR_TYPE || layout_legal(ta->type_value))
      return CM_WALK_ADVANCE;
    CmType *nt = decorated_ptr(ta->type_value);
    if (!nt) {
      d->failed = op;
      return CM_WALK_INTERRUPT;
    }
    cm_op_set_attr(op, "type", cm_type_attr(nt));
  } else if (cm_op_name_is(op, "spv.mlir.addressof") &&
             cm_op_num_results(op) == 1 &&
             !layout_legal(cm_op_result(op, 0)->type)) {
    CmAttr *v = cm_op_get_attr(op, "variable");
    CmOp *var = v ? cm_symbol_lookup_nearest(op, v) : NULL;
    CmAttr *ta = var ? cm_op_get_attr(var, "type") : NULL;
    if (!ta || ta->kind != CM_ATTR_TYPE || !layout_legal(ta->type_value)) {
      d->failed = op;
      return CM_WALK_INTERRUPT;
    }
    cm_value_set_type(cm_op_result(op, 0), ta->type_value);
  }
  return CM_WALK_ADVANCE;
}

static CmResult decorate_run(CmPassRun *run, CmOp *module) {
  (void)run;
  CmBlock *body = cm_op_num_regions(module) ? cm_op_region(module, 0)->first
                                            : NULL;
  for (CmOp *o = body ? body->first : NULL; o; o = cm_op_next(o)) {
    if (!cm_op_name_is(o, "spv.module"))
      continue;
    Deco d = {NULL};
    cm_walk_pre(o, decorate_op, &d);
    if (d.failed)
      return cm_op_emit_plain_error(d.failed,
                                    "failed to legalize operation '%s'",
                                    cm_op_opname(d.failed)->name->str);
  }
  return CM_SUCCESS;
}

const CmPassDef cm_pass_decorate_spirv_composite_type_layout = {
    .argument = "decorate-spirv-composite-type-layout",
    .name = "DecorateSPIRVCompositeTypeLayout",
    .description = "Decorate SPIR-V composite type with layout info",
    .anchor = "builtin.module",
    .run = decorate_run};

/* ---------------------------------------------------------------------
 * -spirv-lower-abi-attrs
 * --------------------------------------------------------------------- */
static CmType *func_type(CmOp *fn) {
  CmAttr *ta = cm_op_get_attr(fn, "type");
  return ta && ta->kind == CM_ATTR_TYPE &&
                 ta->type_value->kind == CM_TYPE_FUNCTION
             ? ta->type_value
             : NULL;
}

static bool scalar_or_vector(const CmType *t) {
  return cm_spv_is_scalar_type(t) || t->kind == CM_TYPE_VECTOR;
}

static CmOp *create_arg_var(CmRewriter *rw, CmOp *fn, unsigned i,
                            CmAttr *abi) {
  CmContext *ctx = rw->ctx;
  CmType *vt = func_type(fn)->func.types[i];
  if (scalar_or_vector(vt)) {
    int64_t sc = cm_spv_interface_var_abi_storage_class(abi);
    if (sc < 0)
      return NULL;
    vt = cm_spv_ptr_type(cm_spv_struct_type(ctx, 1, &vt, NULL, 0, NULL),
                         (uint32_t)sc);
  }
  if (cm_spv_type_id(vt) != CM_SPV_PTR)
    return NULL;
  CmType *nt = decorated_ptr(vt);
  if (!nt)
    return NULL;
  CmStr fname = cm_ident_str(cm_symbol_name(fn));
  CmBuf nm;
  cm_buf_init(&nm);
  cm_buf_printf(&nm, "%.*s_arg_%u", (int)fname.len, fname.data, i);
  CmNamedAttr na[4] = {
      {cm_ident_c(ctx, "binding"),
       cm_integer_attr(i32(ctx), cm_spv_interface_var_abi_binding(abi))},
      {cm_ident_c(ctx, "descriptor_set"),
       cm_integer_attr(i32(ctx), cm_spv_interface_var_abi_set(abi))},
      {cm_ident_c(ctx, "sym_name"),
       cm_string_attr(ctx, (CmStr){nm.data, nm.len})},
      {cm_ident_c(ctx, "type"), cm_type_attr(nt)},
  };
  cm_buf_free(&nm);
  cm_rewriter_set_before(rw, fn);
  return cm_rewriter_create_v(rw, "spv.GlobalVariable", cm_op_loc(fn), 0,
                              NULL, 0, NULL, cm_dict_attr(ctx, 4, na));
}

/* ProcessInterfaceVarABI, applied directly (no rollback needed: the
 * checks come before any change). */
static CmResult lower_interface_abi(CmOp *fn) {
  CmContext *ctx = cm_op_context(fn);
  CmType *fty = func_type(fn);
  CmRegion *body = cm_op_region(fn, 0);
  if (!fty || !body->first || !cm_op_get_attr(fn, "spv.entry_point_abi"))
    return CM_FAILURE;
  unsigned nin = fty->func.num_inputs;
  if (body->first->num_args != nin)
    return CM_FAILURE;
  for (unsigned i = 0; i < nin; i++) {
    CmAttr *abi = cm_spv_get_arg_attr(fn, i, "spv.interface_var_abi");
    if (cm_spv_attr_id(abi) != CM_SPV_ATTR_INTERFACE_VAR_ABI)
      return CM_FAILURE;
    CmType *vt = fty->func.types[i];
    if (scalar_or_vector(vt) && cm_spv_interface_var_abi_storage_class(abi) < 0)
      return CM_FAILURE;
    if (!scalar_or_vector(vt) &&
        (cm_spv_type_id(vt) != CM_SPV_PTR || !decorated_ptr(vt)))
      return CM_FAILURE;
  }
  CmRewriter rw;
  cm_rewriter_init(&rw, ctx, NULL);
  CmBlock *entry = body->first;
  CmLoc *loc = cm_op_loc(fn);
  for (unsigned i = 0; i < nin; i++) {
    CmAttr *abi = cm_spv_get_arg_attr(fn, i, "spv.interface_var_abi");
    CmOp *var = create_arg_var(&rw, fn, i, abi);
    if (!var)
      return CM_FAILURE;
    cm_rewriter_set_to_start(&rw, entry);
    CmType *vt = cm_op_get_attr(var, "type")->type_value;
    CmNamedAttr va = {cm_ident_c(ctx, "variable"),
                      cm_symbol_ref_attr(ctx, cm_ident_str(cm_symbol_name(var)),
                                         0, NULL)};
    CmValue *rep = cm_op_result(
        cm_rewriter_create_v(&rw, "spv.mlir.addressof", loc, 1, &vt, 0, NULL,
                             cm_dict_attr(ctx, 1, &va)),
        0);
    CmType *at = fty->func.types[i];
    if (scalar_or_vector(at)) {
      CmValue *zero = cm_spv_const_int(&rw, loc, cm_spv_index_type(ctx), 0);
      int64_t cidx = 0;
      CmValue *p = cm_spv_access_chain(&rw, loc, rep, 1, &zero, &cidx);
      if (!p)
        return CM_FAILURE;
      CmType *pt = cm_spv_ptr_pointee(p->type);
      rep = cm_op_result(
          cm_rewriter_create_v(&rw, "spv.Load", loc, 1, &pt, 1, &p, NULL), 0);
    } else if (rep->type != at && !cm_value_use_empty(entry->args[i])) {
      rep = cm_op_result(
          cm_rewriter_create_v(&rw, "spv.Bitcast", loc, 1, &at, 1, &rep, NULL),
          0);
    }
    cm_value_replace_all_uses(entry->args[i], rep);
  }
  while (entry->num_args)
    cm_block_erase_arg(entry, entry->num_args - 1);
  CmType *res = fty->func.num_results ? fty->func.types[nin] : NULL;
  cm_op_set_attr(fn, "type",
                 cm_type_attr(cm_function_type(ctx, 0, NULL, res ? 1 : 0,
                                               &res)));
  cm_op_set_attr(fn, "arg_attrs", NULL);
  return CM_SUCCESS;
}

static bool has_abi_args(CmOp *fn) {
  CmType *fty = func_type(fn);
  for (unsigned i = 0; fty && i < fty->func.num_inputs; i++)
    if (cm_spv_get_arg_attr(fn, i, "spv.interface_var_abi"))
      return true;
  return false;
}

static CmResult lower_entry_point(CmOp *fn, CmOp *module) {
  CmContext *ctx = cm_op_context(fn);
  CmAttr *ep = cm_op_get_attr(fn, "spv.entry_point_abi");
  if (!cm_spv_is_entry_point_abi(ep))
    return CM_FAILURE;
  /* interface: the Input / Output variables the function addresses */
  CM_VEC(CmAttr *) iface = {0};
  CM_VEC(CmOp *) seen = {0};
  CM_VEC(CmOp *) stack = {0};
  CM_VEC_PUSH(stack, fn);
  /* pre-order walk over the function's ops */
  while (stack.len) {
    CmOp *o = stack.data[--stack.len];
    if (cm_op_name_is(o, "spv.mlir.addressof")) {
      CmAttr *v = cm_op_get_attr(o, "variable");
      CmOp *var = v ? cm_symbol_lookup_nearest(o, v) : NULL;
      CmAttr *ta = var ? cm_op_get_attr(var, "type") : NULL;
      if (ta && ta->kind == CM_ATTR_TYPE &&
          cm_spv_type_id(ta->type_value) == CM_SPV_PTR) {
        uint32_t sc = cm_spv_ptr_storage_class(ta->type_value);
        bool dup = false;
        for (size_t k = 0; k < seen.len; k++)
          dup |= seen.data[k] == var;
        if (!dup && (sc == sc_value("Input") || sc == sc_value("Output"))) {
          CM_VEC_PUSH(seen, var);
          CM_VEC_PUSH(iface, cm_symbol_ref_attr(
                                 ctx, cm_ident_str(cm_symbol_name(var)), 0,
                                 NULL));
        }
      }
    }
    /* push children in reverse so that they pop in order */
    for (unsigned r = cm_op_num_regions(o); r-- > 0;)
      for (CmBlock *b = cm_op_region(o, r)->last; b; b = b->prev)
        for (CmOp *c = b->last; c; c = cm_op_prev(c))
          CM_VEC_PUSH(stack, c);
  }
  CM_VEC_FREE(stack);
  CM_VEC_FREE(seen);
  uint32_t model;
  if (!cm_spv_env_execution_model(cm_spv_lookup_target_env(fn), &model)) {
    CM_VEC_FREE(iface);
    cm_diag_report(cm_op_diag_plain_remark(
        fn, "lower entry point failure: could not select execution model "
            "based on 'spv.target_env'"));
    return CM_FAILURE;
  }
  CmBlock *mb = cm_op_region(module, 0)->first;
  CmLoc *loc = cm_op_loc(fn);
  CmAttr *fnref =
      cm_symbol_ref_attr(ctx, cm_ident_str(cm_symbol_name(fn)), 0, NULL);
  CmNamedAttr ea[3] = {
      {cm_ident_c(ctx, "execution_model"), cm_integer_attr(i32(ctx), model)},
      {cm_ident_c(ctx, "fn"), fnref},
      {cm_ident_c(ctx, "interface"),
       cm_array_attr(ctx, (unsigned)iface.len, iface.data)},
  };
  CM_VEC_FREE(iface);
  CmOp *e = cm_op_create_v(ctx, "spv.EntryPoint", loc, 0, NULL, 0, NULL,
                           cm_dict_attr(ctx, 3, ea), 0, NULL, 0);
  cm_block_append_op(mb, e);
  CmAttr *ls = cm_dict_get(ep, "local_size");
  CmAttr *vals[3];
  for (size_t k = 0; k < 3; k++) {
    CmAttr *x = cm_dense_get_attr(ls, k);
    vals[k] = cm_integer_attr(i32(ctx), x ? x->integer.value : 1);
  }
  uint32_t mode = 0;
  cm_spv_enum_symbolize(CM_SPV_E_ExecutionMode, CM_STR("LocalSize"), &mode);
  CmNamedAttr ma[3] = {
      {cm_ident_c(ctx, "execution_mode"), cm_integer_attr(i32(ctx), mode)},
      {cm_ident_c(ctx, "fn"), fnref},
      {cm_ident_c(ctx, "values"), cm_array_attr(ctx, 3, vals)},
  };
  CmOp *m = cm_op_create_v(ctx, "spv.ExecutionMode", loc, 0, NULL, 0, NULL,
                           cm_dict_attr(ctx, 3, ma), 0, NULL, 0);
  cm_block_append_op(mb, m);
  cm_op_set_attr(fn, "spv.entry_point_abi", NULL);
  return CM_SUCCESS;
}

static CmResult lower_abi_run(CmPassRun *run, CmOp *module) {
  (void)run;
  CmRegion *r = cm_op_region(module, 0);
  if (!r->first)
    return CM_SUCCESS;
  CM_VEC(CmOp *) fns = {0};
  for (CmOp *o = r->first->first; o; o = cm_op_next(o))
    if (cm_op_name_is(o, "spv.func"))
      CM_VEC_PUSH(fns, o);
  CmResult res = CM_SUCCESS;
  for (size_t i = 0; i < fns.len && cm_succeeded(res); i++) {
    CmOp *fn = fns.data[i];
    /* a function it cannot lower stays as it is (13's partial
     * conversion does not fail on dynamically illegal ops) */
    if (has_abi_args(fn))
      (void)lower_interface_abi(fn);
  }
  for (size_t i = 0; i < fns.len && cm_succeeded(res); i++)
    if (cm_op_get_attr(fns.data[i], "spv.entry_point_abi"))
      res = lower_entry_point(fns.data[i], module);
  CM_VEC_FREE(fns);
  return res;
}

const CmPassDef cm_pass_spirv_lower_abi_attrs = {
    .argument = "spirv-lower-abi-attrs",
    .name = "LowerABIAttributesPass",
    .description = "Decorate SPIR-V composite type with layout info",
    .anchor = "spv.module",
    .run = lower_abi_run};

void cm_register_spirv_conversion_passes(void) {
  cm_pass_register(&cm_pass_convert_gpu_to_spirv);
  cm_pass_register(&cm_pass_test_spirv_entry_point_abi);
  cm_pass_register(&cm_pass_convert_std_to_spirv);
  cm_pass_register(&cm_pass_convert_scf_to_spirv);
  cm_pass_register(&cm_pass_convert_vector_to_spirv);
  cm_pass_register(&cm_pass_spirv_lower_abi_attrs);
  cm_pass_register(&cm_pass_decorate_spirv_composite_type_layout);
}
