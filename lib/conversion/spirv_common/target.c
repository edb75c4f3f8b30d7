/* target.c - what the conversions into SPIR-V share besides the type
 * converter: 13's SPIRVConversionTarget, builtin variables
 * (getBuiltinVariableValue), spv.Constant, index linearization and
 * getElementPtr, function argument attributes, and the builtin func ->
 * spv.func pattern (populateBuiltinFuncToSPIRVPatterns). */
#include "cmlir/conversion_spirv.h"

#include "../../dialect/spirv/spirv_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * the conversion target
 * --------------------------------------------------------------------- */
static const struct {
  const char *attr;
  CmSpvEnumKind kind;
} enum_attrs[] = {
    {"addressing_model", CM_SPV_E_AddressingModel},
    {"memory_model", CM_SPV_E_MemoryModel},
    {"execution_model", CM_SPV_E_ExecutionModel},
    {"execution_mode", CM_SPV_E_ExecutionMode},
    {"storage_class", CM_SPV_E_StorageClass},
    {"group_operation", CM_SPV_E_GroupOperation},
    {"execution_scope", CM_SPV_E_Scope},
    {"memory_scope", CM_SPV_E_Scope},
    {"scope", CM_SPV_E_Scope},
};

static bool case_allowed(const CmSpvTargetEnv *env, const CmSpvEnumCase *c) {
  if (!c)
    return true;
  if (c->min_version && cm_spv_version_enum(c->min_version) > env->version)
    return false;
  return cm_spv_target_env_allows_list(env, CM_SPV_E_Extension,
                                       c->extensions) &&
         cm_spv_target_env_allows_list(env, CM_SPV_E_Capability,
                                       c->capabilities);
}

static bool op_legal(CmOp *op, void *user) {
  const CmSpvTargetEnv *env = user;
  CmStr nm = cm_ident_str(cm_op_opname(op)->name);
  char buf[128];
  if (nm.len < sizeof(buf)) {
    memcpy(buf, nm.data, nm.len);
    buf[nm.len] = 0;
    const CmSpvOpInfo *info = cm_spv_op_info(buf);
    if (info) {
      if (info->min_version &&
          cm_spv_version_enum(info->min_version) > env->version)
        return false;
      if (info->max_version &&
          cm_spv_version_enum(info->max_version) < env->version)
        return false;
      if (!cm_spv_target_env_allows_list(env, CM_SPV_E_Extension,
                                         info->extensions) ||
          !cm_spv_target_env_allows_list(env, CM_SPV_E_Capability,
                                         info->capabilities))
        return false;
    }
  }
  for (size_t i = 0; i < sizeof(enum_attrs) / sizeof(enum_attrs[0]); i++) {
    CmAttr *a = cm_op_get_attr(op, enum_attrs[i].attr);
    if (a && a->kind == CM_ATTR_INTEGER &&
        !case_allowed(env, cm_spv_enum_case(enum_attrs[i].kind,
                                            (uint32_t)a->integer.value)))
      return false;
  }
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!cm_spv_target_env_allows_type(env, cm_op_operand(op, i)->type, -1))
      return false;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_spv_target_env_allows_type(env, cm_op_result(op, i)->type, -1))
      return false;
  if (cm_op_name_is(op, "spv.GlobalVariable")) {
    CmAttr *t = cm_op_get_attr(op, "type");
    if (t && t->kind == CM_ATTR_TYPE &&
        !cm_spv_target_env_allows_type(env, t->type_value, -1))
      return false;
  }
  return true;
}

CmConversionTarget *cm_spv_conversion_target_create(CmContext *ctx,
                                                    const CmSpvTargetEnv *env) {
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_dynamic_dialect(t, "spv", op_legal, (void *)env);
  return t;
}

/* ---------------------------------------------------------------------
 * small builders
 * --------------------------------------------------------------------- */
CmValue *cm_spv_const_int(CmRewriter *rw, CmLoc *loc, CmType *t, int64_t v) {
  CmNamedAttr na = {cm_ident_c(rw->ctx, "value"), cm_integer_attr(t, v)};
  CmOp *c = cm_rewriter_create_v(rw, "spv.Constant", loc, 1, &t, 0, NULL,
                                 cm_dict_attr(rw->ctx, 1, &na));
  return cm_op_result(c, 0);
}

CmType *cm_spv_bool_like_type(CmType *t) {
  CmType *i1 = cm_integer_type(t->ctx, 1, CM_SIGNLESS);
  if (t->kind == CM_TYPE_VECTOR)
    return cm_vector_type(t->shaped.rank, t->shaped.shape, i1);
  return i1;
}

static CmType *i32_type(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* ---------------------------------------------------------------------
 * builtin variables
 * --------------------------------------------------------------------- */
static CmOp *find_builtin(CmBlock *body, const char *builtin) {
  for (CmOp *o = body->first; o; o = cm_op_next(o)) {
    if (!cm_op_name_is(o, "spv.GlobalVariable"))
      continue;
    CmAttr *b = cm_op_get_attr(o, "built_in");
    if (b && b->kind == CM_ATTR_STRING) {
      CmStr s = cm_ident_str(b->str.value);
      if (s.len == strlen(builtin) && !memcmp(s.data, builtin, s.len))
        return o;
    }
  }
  return NULL;
}

CmValue *cm_spv_builtin_variable_value(CmOp *op, const char *builtin,
                                       CmRewriter *rw) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmOp *parent = cm_op_parent_op(op);
  CmOp *table = parent ? cm_symbol_table_of(parent) : NULL;
  if (!table || !cm_op_num_regions(table) || !cm_op_region(table, 0)->first) {
    cm_op_emit_plain_error(op,
                           "expected operation to be within a module-like op");
    return NULL;
  }
  CmBlock *body = cm_op_region(table, 0)->first;
  CmOp *var = find_builtin(body, builtin);
  if (!var) {
    CmType *elem = NULL;
    static const char *const vec3[] = {"NumWorkgroups", "WorkgroupSize",
                                       "WorkgroupId", "LocalInvocationId",
                                       "GlobalInvocationId"};
    static const char *const scalar[] = {"SubgroupId", "NumSubgroups",
                                         "SubgroupSize"};
    for (unsigned i = 0; i < 5; i++)
      if (!strcmp(builtin, vec3[i])) {
        int64_t three = 3;
        elem = cm_vector_type(1, &three, i32_type(ctx));
      }
    for (unsigned i = 0; i < 3; i++)
      if (!strcmp(builtin, scalar[i]))
        elem = i32_type(ctx);
    if (!elem) {
      cm_emit_error(loc, "unimplemented builtin variable generation for %s",
                    builtin);
      return NULL;
    }
    uint32_t input = 0;
    cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("Input"), &input);
    CmType *ptr = cm_spv_ptr_type(elem, input);
    CmBuf name;
    cm_buf_init(&name);
    cm_buf_printf(&name, "__builtin_var_%s__", builtin);
    CmNamedAttr na[3] = {
        {cm_ident_c(ctx, "built_in"), cm_string_attr(ctx, cm_str(builtin))},
        {cm_ident_c(ctx, "sym_name"),
         cm_string_attr(ctx, (CmStr){name.data, name.len})},
        {cm_ident_c(ctx, "type"), cm_type_attr(ptr)},
    };
    cm_buf_free(&name);
    CmBuilder saved = rw->b;
    cm_rewriter_set_to_start(rw, body);
    var = cm_rewriter_create_v(rw, "spv.GlobalVariable", loc, 0, NULL, 0, NULL,
                               cm_dict_attr(ctx, 3, na));
    rw->b = saved;
  }
  CmType *ptr = cm_op_get_attr(var, "type")->type_value;
  CmStr vname = cm_ident_str(cm_symbol_name(var));
  CmNamedAttr va = {cm_ident_c(ctx, "variable"),
                    cm_symbol_ref_attr(ctx, vname, 0, NULL)};
  CmOp *addr = cm_rewriter_create_v(rw, "spv.mlir.addressof", loc, 1, &ptr, 0,
                                    NULL, cm_dict_attr(ctx, 1, &va));
  CmValue *p = cm_op_result(addr, 0);
  CmType *pointee = cm_spv_ptr_pointee(ptr);
  CmOp *ld = cm_rewriter_create_v(rw, "spv.Load", loc, 1, &pointee, 1, &p,
                                  NULL);
  return cm_op_result(ld, 0);
}

/* ---------------------------------------------------------------------
 * index linearization
 * --------------------------------------------------------------------- */
static CmValue *binop(CmRewriter *rw, const char *name, CmLoc *loc,
                      CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmType *t = a->type;
  return cm_op_result(cm_rewriter_create_v(rw, name, loc, 1, &t, 2, ops, NULL),
                      0);
}

/* The type an access chain through `t` with `n` indices reaches (the
 * struct indices are the constants in `cidx`, -1 for dynamic). */
static CmType *chain_type(CmType *t, unsigned n, const int64_t *cidx) {
  for (unsigned i = 0; i < n && t; i++) {
    int id = cm_spv_type_id(t);
    if (id == CM_SPV_STRUCT || id == CM_SPV_STRUCT_ID) {
      if (cidx[i] < 0 || (unsigned)cidx[i] >= cm_spv_struct_num_members(t))
        return NULL;
      t = cm_spv_struct_member(t, (unsigned)cidx[i]);
    } else if (id == CM_SPV_ARRAY || id == CM_SPV_RTARRAY ||
               id == CM_SPV_MATRIX) {
      t = cm_spv_type_elem(t);
    } else if (t->kind == CM_TYPE_VECTOR) {
      t = t->shaped.elem;
    } else {
      return NULL;
    }
  }
  return t;
}

CmValue *cm_spv_access_chain(CmRewriter *rw, CmLoc *loc, CmValue *base,
                             unsigned n, CmValue *const *idx,
                             const int64_t *cidx) {
  if (cm_spv_type_id(base->type) != CM_SPV_PTR)
    return NULL;
  CmType *elem = chain_type(cm_spv_ptr_pointee(base->type), n, cidx);
  if (!elem)
    return NULL;
  CmType *rt = cm_spv_ptr_type(elem, cm_spv_ptr_storage_class(base->type));
  CmValue *ops[16];
  if (n + 1 > 16)
    return NULL;
  ops[0] = base;
  for (unsigned i = 0; i < n; i++)
    ops[i + 1] = idx[i];
  return cm_op_result(cm_rewriter_create_v(rw, "spv.AccessChain", loc, 1, &rt,
                                           n + 1, ops, NULL),
                      0);
}

CmValue *cm_spv_linearize_index(CmRewriter *rw, CmLoc *loc, unsigned n,
                                CmValue *const *indices,
                                const int64_t *strides, int64_t offset) {
  CmType *it = cm_spv_index_type(rw->ctx);
  CmValue *lin = cm_spv_const_int(rw, loc, it, offset);
  for (unsigned i = 0; i < n; i++) {
    CmValue *s = cm_spv_const_int(rw, loc, it, strides[i]);
    CmValue *u = binop(rw, "spv.IMul", loc, s, indices[i]);
    lin = binop(rw, "spv.IAdd", loc, lin, u);
  }
  return lin;
}

CmValue *cm_spv_element_ptr(const CmSpvTypeConverter *tc, CmType *memref,
                            CmValue *base, unsigned n, CmValue *const *indices,
                            CmLoc *loc, CmRewriter *rw) {
  (void)tc;
  unsigned rank = memref->shaped.rank;
  if (n != rank || rank > 15)
    return NULL;
  int64_t st[16], off;
  if (!cm_memref_strides_and_offset(memref, st, &off) ||
      off == CM_DYNAMIC_STRIDE_OR_OFFSET)
    return NULL;
  for (unsigned i = 0; i < rank; i++)
    if (st[i] == CM_DYNAMIC_STRIDE_OR_OFFSET)
      return NULL;
  CmType *it = cm_spv_index_type(rw->ctx);
  CmValue *zero = cm_spv_const_int(rw, loc, it, 0);
  CmValue *idx[2] = {zero, zero};
  if (rank)
    idx[1] = cm_spv_linearize_index(rw, loc, rank, indices, st, off);
  int64_t cidx[2] = {0, -1};
  return cm_spv_access_chain(rw, loc, base, 2, idx, cidx);
}

/* ---------------------------------------------------------------------
 * argument attributes (the `arg_attrs` array of dictionaries)
 * --------------------------------------------------------------------- */
CmAttr *cm_spv_get_arg_attr(CmOp *fn, unsigned i, const char *name) {
  CmAttr *aa = cm_op_get_attr(fn, "arg_attrs");
  if (!aa || aa->kind != CM_ATTR_ARRAY || i >= aa->array.num ||
      aa->array.elems[i]->kind != CM_ATTR_DICTIONARY)
    return NULL;
  return cm_dict_get(aa->array.elems[i], name);
}

void cm_spv_set_arg_attr(CmOp *fn, unsigned nargs, unsigned i,
                         const char *name, CmAttr *value) {
  CmContext *ctx = cm_op_context(fn);
  CmAttr *aa = cm_op_get_attr(fn, "arg_attrs");
  CmAttr **elems = cm_xmalloc((nargs ? nargs : 1) * sizeof(CmAttr *));
  for (unsigned k = 0; k < nargs; k++)
    elems[k] = aa && aa->kind == CM_ATTR_ARRAY && k < aa->array.num
                   ? aa->array.elems[k]
                   : cm_dict_attr_empty(ctx);
  if (i < nargs) {
    CmAttr *d = elems[i];
    CmNamedAttr *ents =
        cm_xmalloc((d->dict.num + 1) * sizeof(CmNamedAttr));
    unsigned m = 0;
    for (unsigned k = 0; k < d->dict.num; k++)
      if (!cm_str_eq_c(cm_ident_str(d->dict.entries[k].name), name))
        ents[m++] = d->dict.entries[k];
    if (value)
      ents[m++] = (CmNamedAttr){cm_ident_c(ctx, name), value};
    elems[i] = cm_dict_attr(ctx, m, ents);
    free(ents);
  }
  bool any = false;
  for (unsigned k = 0; k < nargs; k++)
    if (elems[k]->dict.num)
      any = true;
  cm_op_set_attr(fn, "arg_attrs", any ? cm_array_attr(ctx, nargs, elems) : NULL);
  free(elems);
}

/* ---------------------------------------------------------------------
 * func -> spv.func
 * --------------------------------------------------------------------- */
static CmResult convert_func(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmSpvTypeConverter *tc = pat->user;
  CmContext *ctx = rw->ctx;
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE ||
      ta->type_value->kind != CM_TYPE_FUNCTION)
    return CM_FAILURE;
  CmType *fty = ta->type_value;
  unsigned nin = fty->func.num_inputs, nres = fty->func.num_results;
  if (nres > 1)
    return CM_FAILURE;
  CmSignatureConversion *sc = cm_signature_conversion_create(nin);
  for (unsigned i = 0; i < nin; i++) {
    CmType *t = cm_spv_convert_type(tc, fty->func.types[i]);
    if (!t) {
      cm_signature_conversion_destroy(sc);
      return CM_FAILURE;
    }
    cm_signature_conversion_add_inputs(sc, i, 1, &t);
  }
  CmType *res = NULL;
  if (nres == 1)
    res = cm_spv_convert_type(tc, fty->func.types[nin]);
  CmType *nft =
      cm_function_type(ctx, cm_signature_conversion_num_inputs(sc),
                       cm_signature_conversion_inputs(sc), res ? 1 : 0, &res);
  CmOpState st;
  cm_op_state_init(&st, ctx, "spv.func", cm_op_loc(op));
  CmAttr *attrs = cm_op_attrs(op);
  for (unsigned i = 0; attrs && i < attrs->dict.num; i++) {
    CmStr n = cm_ident_str(attrs->dict.entries[i].name);
    if (cm_str_eq_c(n, "type") || cm_str_eq_c(n, "sym_name"))
      continue;
    CM_VEC_PUSH(st.attrs, attrs->dict.entries[i]);
  }
  cm_op_state_add_attr(&st, "function_control",
                       cm_integer_attr(i32_type(ctx), 0));
  cm_op_state_add_attr(&st, "sym_name", cm_op_get_attr(op, "sym_name"));
  cm_op_state_add_attr(&st, "type", cm_type_attr(nft));
  cm_op_state_add_region(&st);
  CmOp *nf = cm_rewriter_create(rw, &st);
  cm_rewriter_inline_region_before(rw, cm_op_region(op, 0),
                                   cm_op_region(nf, 0), NULL);
  if (cm_op_region(nf, 0)->first &&
      !cm_rewriter_convert_region_types(rw, cm_op_region(nf, 0),
                                        cm_spv_tc_base(tc), sc)) {
    cm_signature_conversion_destroy(sc);
    return CM_FAILURE;
  }
  cm_signature_conversion_destroy(sc);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

void cm_populate_builtin_func_to_spirv_patterns(const CmSpvTypeConverter *tc,
                                                CmPatternSet *set) {
  CmPattern p = {.root = "func",
                 .benefit = 1,
                 .convert = convert_func,
                 .user = (void *)tc,
                 .label = "FuncOpConversion",
                 .type_converter = cm_spv_tc_base(tc)};
  cm_pattern_set_add(set, &p);
}
