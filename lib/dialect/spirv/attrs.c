/* attrs.c - the attributes of `spv`: #spv.vce, #spv.target_env (with its
 * resource-limits dictionary), #spv.interface_var_abi, the entry_point_abi
 * dictionary, and the dialect's checks of `spv.*` attributes on ops and
 * region arguments.
 *
 * Layout (CM_ATTR_DIALECT of spv):
 *   VCE                ints {version}   attrs {caps: array of i32 ints,
 *                                              exts: array of strings}
 *   TARGET_ENV         ints {vendor, device type, device id}
 *                      attrs {vce, limits dictionary}
 *   INTERFACE_VAR_ABI  ints {set, binding, storage class or -1}
 */
#include "spirv_internal.h"

#include <stdlib.h>
#include <string.h>

int cm_spv_attr_id(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DIALECT || !a->dialect_attr.dialect ||
      strcmp(a->dialect_attr.dialect->name, "spv") != 0)
    return -1;
  return (int)a->dialect_attr.id;
}

static CmType *i32(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

CmAttr *cm_spv_vce_attr(CmContext *ctx, uint32_t version_enum, unsigned ncaps,
                        const uint32_t *caps, unsigned nexts,
                        const CmStr *exts) {
  CmAttr **c = cm_xmalloc((ncaps + nexts + 1) * sizeof(CmAttr *));
  for (unsigned i = 0; i < ncaps; i++)
    c[i] = cm_integer_attr(i32(ctx), caps[i]);
  CmAttr **e = c + ncaps;
  for (unsigned i = 0; i < nexts; i++)
    e[i] = cm_string_attr(ctx, exts[i]);
  CmAttr *arrs[2] = {cm_array_attr(ctx, ncaps, c),
                     cm_array_attr(ctx, nexts, e)};
  free(c);
  int64_t v = version_enum;
  return cm_dialect_attr(cm_spv_dialect(ctx), CM_SPV_ATTR_VCE, NULL, 2, arrs,
                         1, &v, NULL, NULL);
}
uint32_t cm_spv_vce_version(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[0];
}
unsigned cm_spv_vce_num_caps(const CmAttr *a) {
  return a->dialect_attr.attrs[0]->array.num;
}
uint32_t cm_spv_vce_cap(const CmAttr *a, unsigned i) {
  return (uint32_t)a->dialect_attr.attrs[0]->array.elems[i]->integer.value;
}
unsigned cm_spv_vce_num_exts(const CmAttr *a) {
  return a->dialect_attr.attrs[1]->array.num;
}
CmStr cm_spv_vce_ext(const CmAttr *a, unsigned i) {
  return cm_ident_str(a->dialect_attr.attrs[1]->array.elems[i]->str.value);
}

CmAttr *cm_spv_target_env_attr(CmAttr *vce, uint32_t vendor,
                               uint32_t device_type, uint32_t device_id,
                               CmAttr *limits) {
  CmAttr *attrs[2] = {vce, limits};
  int64_t ints[3] = {vendor, device_type, device_id};
  return cm_dialect_attr(cm_spv_dialect(vce->ctx), CM_SPV_ATTR_TARGET_ENV,
                         NULL, 2, attrs, 3, ints, NULL, NULL);
}
CmAttr *cm_spv_target_env_vce(const CmAttr *a) {
  return a->dialect_attr.attrs[0];
}
CmAttr *cm_spv_target_env_limits(const CmAttr *a) {
  return a->dialect_attr.attrs[1];
}
uint32_t cm_spv_target_env_vendor(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[0];
}
uint32_t cm_spv_target_env_device_type(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[1];
}
uint32_t cm_spv_target_env_device_id(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[2];
}

CmAttr *cm_spv_interface_var_abi_attr(CmContext *ctx, uint32_t set,
                                      uint32_t binding, int64_t storage_class) {
  int64_t ints[3] = {set, binding, storage_class};
  return cm_dialect_attr(cm_spv_dialect(ctx), CM_SPV_ATTR_INTERFACE_VAR_ABI,
                         NULL, 0, NULL, 3, ints, NULL, NULL);
}
uint32_t cm_spv_interface_var_abi_set(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[0];
}
uint32_t cm_spv_interface_var_abi_binding(const CmAttr *a) {
  return (uint32_t)a->dialect_attr.ints[1];
}
int64_t cm_spv_interface_var_abi_storage_class(const CmAttr *a) {
  return a->dialect_attr.ints[2];
}

static bool is_i32_attr(const CmAttr *a) {
  return a && a->kind == CM_ATTR_INTEGER && cm_type_is_integer(a->type, 32) &&
         a->type->integer.signedness == CM_SIGNLESS;
}

static bool is_i32_elements(const CmAttr *a) {
  return a && a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.is_string &&
         a->type->shaped.elem->kind == CM_TYPE_INTEGER &&
         a->type->shaped.elem->integer.width == 32 &&
         a->type->shaped.elem->integer.signedness == CM_SIGNLESS;
}

static bool is_coop_props(const CmAttr *d) {
  static const char *const ints[] = {"m_size", "n_size", "k_size"};
  static const char *const tys[] = {"a_type", "b_type", "c_type",
                                    "result_type"};
  if (!d || d->kind != CM_ATTR_DICTIONARY || d->dict.num != 8)
    return false;
  for (int i = 0; i < 3; i++)
    if (!is_i32_attr(cm_dict_get(d, ints[i])))
      return false;
  for (int i = 0; i < 4; i++) {
    CmAttr *t = cm_dict_get(d, tys[i]);
    if (!t || t->kind != CM_ATTR_TYPE)
      return false;
  }
  CmAttr *s = cm_dict_get(d, "scope");
  return is_i32_attr(s) &&
         cm_spv_enum_case(CM_SPV_E_Scope, (uint32_t)s->integer.value);
}

bool cm_spv_is_resource_limits(const CmAttr *d) {
  if (!d || d->kind != CM_ATTR_DICTIONARY)
    return false;
  unsigned present = 0;
  static const char *const i32s[] = {"max_compute_shared_memory_size",
                                     "max_compute_workgroup_invocations",
                                     "subgroup_size"};
  for (int i = 0; i < 3; i++) {
    CmAttr *a = cm_dict_get(d, i32s[i]);
    if (a && !is_i32_attr(a))
      return false;
    present += a != NULL;
  }
  CmAttr *sz = cm_dict_get(d, "max_compute_workgroup_size");
  if (sz && !is_i32_elements(sz))
    return false;
  present += sz != NULL;
  CmAttr *cm = cm_dict_get(d, "cooperative_matrix_properties_nv");
  if (cm) {
    if (cm->kind != CM_ATTR_ARRAY)
      return false;
    for (unsigned i = 0; i < cm->array.num; i++)
      if (!is_coop_props(cm->array.elems[i]))
        return false;
  }
  present += cm != NULL;
  return present == d->dict.num;
}

CmAttr *cm_spv_default_resource_limits(CmContext *ctx) {
  return cm_dict_attr_empty(ctx);
}

static uint32_t enum_value(CmSpvEnumKind k, const char *name) {
  uint32_t v = 0;
  cm_spv_enum_symbolize(k, cm_str(name), &v);
  return v;
}

CmAttr *cm_spv_default_target_env(CmContext *ctx) {
  uint32_t shader = enum_value(CM_SPV_E_Capability, "Shader");
  CmStr ext = CM_STR("SPV_KHR_storage_buffer_storage_class");
  CmAttr *vce = cm_spv_vce_attr(ctx, 0, 1, &shader, 1, &ext);
  return cm_spv_target_env_attr(
      vce, enum_value(CM_SPV_E_Vendor, "Unknown"),
      enum_value(CM_SPV_E_DeviceType, "Unknown"), CM_SPV_UNKNOWN_DEVICE_ID,
      cm_spv_default_resource_limits(ctx));
}

CmAttr *cm_spv_lookup_target_env(CmOp *op) {
  for (; op; op = cm_op_parent_op(op)) {
    CmAttr *a = cm_op_get_attr(op, "spv.target_env");
    if (cm_spv_attr_id(a) == CM_SPV_ATTR_TARGET_ENV)
      return a;
  }
  return NULL;
}

bool cm_spv_is_entry_point_abi(const CmAttr *d) {
  return d && d->kind == CM_ATTR_DICTIONARY && d->dict.num == 1 &&
         is_i32_elements(cm_dict_get(d, "local_size"));
}

/* ---------------------------------------------------------------------
 * parsing
 * --------------------------------------------------------------------- */
/* `[` kw (`,` kw)* `]` into *out (values) or, for extensions, strs. */
typedef CM_VEC(uint32_t) U32Vec;
typedef CM_VEC(CmStr) StrVec;

static CmResult parse_kw_list(CmParser *p, CmSpvEnumKind k, const char *what,
                              U32Vec *vals, StrVec *strs) {
  if (cm_parse_tok(p, CM_TOK_LSQUARE))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_RSQUARE))
    return CM_SUCCESS;
  do {
    const char *pos = cm_parser_pos(p);
    CmStr kw;
    uint32_t v;
    if (cm_parse_any_keyword(p, &kw))
      return CM_FAILURE;
    if (!cm_spv_enum_symbolize(k, kw, &v))
      return cm_parser_error_at(p, pos, "unknown %s: %.*s", what, (int)kw.len,
                                kw.data);
    if (vals)
      CM_VEC_PUSH(*vals, v);
    else
      CM_VEC_PUSH(*strs, kw);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RSQUARE);
}

static CmAttr *parse_vce(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  uint32_t version;
  if (cm_parse_any_keyword(p, &kw) || cm_parse_tok(p, CM_TOK_COMMA))
    return NULL;
  if (!cm_spv_enum_symbolize(CM_SPV_E_Version, kw, &version)) {
    cm_parser_error_at(p, pos, "unknown version: %.*s", (int)kw.len, kw.data);
    return NULL;
  }
  U32Vec caps = {0};
  StrVec exts = {0};
  CmAttr *res = NULL;
  if (parse_kw_list(p, CM_SPV_E_Capability, "capability", &caps, NULL) ||
      cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_kw_list(p, CM_SPV_E_Extension, "extension", NULL, &exts) ||
      cm_parse_tok(p, CM_TOK_GREATER))
    goto out;
  res = cm_spv_vce_attr(cm_parser_context(p), version, (unsigned)caps.len,
                        caps.data, (unsigned)exts.len, exts.data);
out:
  CM_VEC_FREE(caps);
  CM_VEC_FREE(exts);
  return res;
}

static CmAttr *parse_target_env(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  const char *pos = cm_parser_pos(p);
  CmAttr *vce;
  if (cm_parse_attribute(p, NULL, &vce))
    return NULL;
  if (cm_spv_attr_id(vce) != CM_SPV_ATTR_VCE) {
    cm_parser_error_at(p, pos, "invalid kind of attribute specified");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA))
    return NULL;
  uint32_t vendor = enum_value(CM_SPV_E_Vendor, "Unknown");
  uint32_t dtype = enum_value(CM_SPV_E_DeviceType, "Unknown");
  uint32_t devid = CM_SPV_UNKNOWN_DEVICE_ID;
  pos = cm_parser_pos(p);
  CmStr kw;
  bool bad = false;
  if (cm_parse_optional_any_keyword(p, &kw)) {
    if (!cm_spv_enum_symbolize(CM_SPV_E_Vendor, kw, &vendor)) {
      cm_parser_error_at(p, pos, "unknown vendor: %.*s", (int)kw.len, kw.data);
      bad = true;
    }
    if (cm_parse_optional_tok(p, CM_TOK_COLON)) {
      pos = cm_parser_pos(p);
      if (cm_parse_any_keyword(p, &kw))
        return NULL;
      if (!cm_spv_enum_symbolize(CM_SPV_E_DeviceType, kw, &dtype)) {
        cm_parser_error_at(p, pos, "unknown device type: %.*s", (int)kw.len,
                           kw.data);
        bad = true;
      }
      if (cm_parse_optional_tok(p, CM_TOK_COLON)) {
        int64_t id;
        if (cm_parse_integer(p, &id))
          return NULL;
        devid = (uint32_t)id;
      }
    }
    if (cm_parse_tok(p, CM_TOK_COMMA))
      return NULL;
  }
  pos = cm_parser_pos(p);
  CmAttr *limits;
  if (cm_parse_attribute(p, NULL, &limits))
    return NULL;
  if (!cm_spv_is_resource_limits(limits)) {
    cm_parser_error_at(p, pos,
                       "limits must be a dictionary attribute containing two "
                       "32-bit integer attributes "
                       "'max_compute_workgroup_invocations' and "
                       "'max_compute_workgroup_size'");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER) || bad)
    return NULL;
  return cm_spv_target_env_attr(vce, vendor, dtype, devid, limits);
}

static CmAttr *parse_interface_var_abi(CmParser *p) {
  if (cm_parse_tok(p, CM_TOK_LESS) || cm_parse_tok(p, CM_TOK_LPAREN))
    return NULL;
  int64_t set, binding, sc = -1;
  const char *pos = cm_parser_pos(p);
  if (cm_parse_optional_integer(p, &set) != CM_OPT_SUCCESS) {
    cm_parser_error_at(p, pos, "missing descriptor set");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA))
    return NULL;
  pos = cm_parser_pos(p);
  if (cm_parse_optional_integer(p, &binding) != CM_OPT_SUCCESS) {
    cm_parser_error_at(p, pos, "missing binding");
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_RPAREN))
    return NULL;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    pos = cm_parser_pos(p);
    CmStr kw;
    uint32_t v;
    if (cm_parse_any_keyword(p, &kw))
      return NULL;
    if (!cm_spv_enum_symbolize(CM_SPV_E_StorageClass, kw, &v)) {
      cm_parser_error_at(p, pos, "unknown storage class: %.*s", (int)kw.len,
                         kw.data);
      return NULL;
    }
    sc = v;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_spv_interface_var_abi_attr(cm_parser_context(p), (uint32_t)set,
                                       (uint32_t)binding, sc);
}

CmAttr *cm_spv_parse_attr_hook(CmDialect *d, CmParser *p, CmType *type) {
  (void)d;
  const char *pos = cm_parser_pos(p);
  if (type) {
    cm_parser_error_at(p, pos, "unexpected type");
    return NULL;
  }
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  CmAttr *a;
  if (cm_str_eq_c(kw, "target_env"))
    a = parse_target_env(p);
  else if (cm_str_eq_c(kw, "vce"))
    a = parse_vce(p);
  else if (cm_str_eq_c(kw, "interface_var_abi"))
    a = parse_interface_var_abi(p);
  else {
    cm_parser_error_at(p, pos, "unknown SPIR-V attribute kind: %.*s",
                       (int)kw.len, kw.data);
    return NULL;
  }
  if (a && cm_parser_token(p)->kind != CM_TOK_EOF) {
    cm_parser_error(p, "unexpected token after SPIR-V attribute");
    return NULL;
  }
  return a;
}

/* ---------------------------------------------------------------------
 * printing
 * --------------------------------------------------------------------- */
static void print_vce(CmPrinter *p, const CmAttr *a) {
  CmBuf *b = cm_printer_buf(p);
  cm_buf_puts(b, "vce<");
  cm_spv_enum_print(CM_SPV_E_Version, cm_spv_vce_version(a), b);
  cm_buf_puts(b, ", [");
  for (unsigned i = 0; i < cm_spv_vce_num_caps(a); i++) {
    if (i)
      cm_buf_puts(b, ", ");
    if (!cm_spv_enum_print(CM_SPV_E_Capability, cm_spv_vce_cap(a, i), b))
      cm_buf_printf(b, "%u", cm_spv_vce_cap(a, i));
  }
  cm_buf_puts(b, "], [");
  for (unsigned i = 0; i < cm_spv_vce_num_exts(a); i++) {
    if (i)
      cm_buf_puts(b, ", ");
    cm_buf_putstr(b, cm_spv_vce_ext(a, i));
  }
  cm_buf_puts(b, "]>");
}

void cm_spv_print_attr_hook(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  switch ((CmSpvAttrId)a->dialect_attr.id) {
  case CM_SPV_ATTR_VCE:
    print_vce(p, a);
    return;
  case CM_SPV_ATTR_TARGET_ENV: {
    cm_print_str(p, "target_env<#spv.");
    print_vce(p, cm_spv_target_env_vce(a));
    uint32_t vendor = cm_spv_target_env_vendor(a);
    uint32_t dtype = cm_spv_target_env_device_type(a);
    if (vendor != enum_value(CM_SPV_E_Vendor, "Unknown")) {
      cm_print_printf(p, ", %s", cm_spv_enum_str(CM_SPV_E_Vendor, vendor));
      if (dtype != enum_value(CM_SPV_E_DeviceType, "Unknown")) {
        cm_print_printf(p, ":%s", cm_spv_enum_str(CM_SPV_E_DeviceType, dtype));
        if (cm_spv_target_env_device_id(a) != CM_SPV_UNKNOWN_DEVICE_ID)
          cm_print_printf(p, ":%u", cm_spv_target_env_device_id(a));
      }
    }
    cm_print_str(p, ", ");
    cm_print_attr(p, cm_spv_target_env_limits(a));
    cm_print_str(p, ">");
    return;
  }
  case CM_SPV_ATTR_INTERFACE_VAR_ABI: {
    cm_print_printf(p, "interface_var_abi<(%u, %u)",
                    cm_spv_interface_var_abi_set(a),
                    cm_spv_interface_var_abi_binding(a));
    int64_t sc = cm_spv_interface_var_abi_storage_class(a);
    if (sc >= 0)
      cm_print_printf(p, ", %s",
                      cm_spv_enum_str(CM_SPV_E_StorageClass, (uint32_t)sc));
    cm_print_str(p, ">");
    return;
  }
  }
}

/* ---------------------------------------------------------------------
 * verification of `spv.*` attributes
 * --------------------------------------------------------------------- */
CmResult cm_spv_verify_op_attr_hook(CmDialect *d, CmOp *op, CmNamedAttr na) {
  (void)d;
  CmStr name = cm_ident_str(na.name);
  if (cm_str_eq_c(name, "spv.entry_point_abi")) {
    if (!cm_spv_is_entry_point_abi(na.value))
      return cm_op_emit_plain_error(
          op, "'%.*s' attribute must be a dictionary attribute containing "
              "one 32-bit integer elements attribute: 'local_size'",
          (int)name.len, name.data);
  } else if (cm_str_eq_c(name, "spv.target_env")) {
    if (cm_spv_attr_id(na.value) != CM_SPV_ATTR_TARGET_ENV)
      return cm_op_emit_plain_error(op, "'%.*s' must be a spirv::TargetEnvAttr",
                                    (int)name.len, name.data);
  } else {
    return cm_op_emit_plain_error(
        op, "found unsupported '%.*s' attribute on operation", (int)name.len,
        name.data);
  }
  return CM_SUCCESS;
}

CmResult cm_spv_verify_region_arg_attr_hook(CmDialect *d, CmOp *op,
                                            unsigned region, unsigned arg,
                                            CmNamedAttr na) {
  (void)d;
  CmStr name = cm_ident_str(na.name);
  CmLoc *loc = cm_op_loc(op);
  if (!cm_str_eq_c(name, "spv.interface_var_abi"))
    return cm_emit_error(loc, "found unsupported '%.*s' attribute on region "
                              "argument",
                         (int)name.len, name.data);
  if (cm_spv_attr_id(na.value) != CM_SPV_ATTR_INTERFACE_VAR_ABI)
    return cm_emit_error(loc, "'%.*s' must be a spirv::InterfaceVarABIAttr",
                         (int)name.len, name.data);
  CmBlock *entry = cm_op_region(op, region)->first;
  CmType *t = entry && arg < entry->num_args ? entry->args[arg]->type : NULL;
  bool scalar = t && (t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
                      cm_type_is_float(t));
  if (cm_spv_interface_var_abi_storage_class(na.value) >= 0 && !scalar)
    return cm_emit_error(loc, "'%.*s' attribute cannot specify storage class "
                              "when attaching to a non-scalar value",
                         (int)name.len, name.data);
  return CM_SUCCESS;
}

/* 13's SPIRVDialect::verifyRegionResultAttribute: no spv attribute may
 * sit on a function result. */
CmResult cm_spv_verify_region_result_attr_hook(CmDialect *d, CmOp *op,
                                               unsigned region,
                                               unsigned result,
                                               CmNamedAttr na) {
  (void)d, (void)region, (void)result, (void)na;
  return cm_emit_error(cm_op_loc(op),
                       "cannot attach SPIR-V attributes to region result");
}
