/* target_env.c - a #spv.target_env as a query object (13's
 * spirv::TargetEnv): which capabilities (with the ones they imply),
 * extensions and version it allows, whether a type's requirements are met,
 * and the addressing / memory / execution model 13 derives from it. */
#include "cmlir/conversion_spirv.h"

#include <string.h>

static uint32_t enum_value(CmSpvEnumKind k, const char *name) {
  uint32_t v = 0;
  cm_spv_enum_symbolize(k, cm_str(name), &v);
  return v;
}

static void allow_cap(CmSpvTargetEnv *env, uint32_t cap, unsigned depth) {
  if (cap >= CM_SPV_MAX_CAPABILITY || env->caps[cap] || depth > 64)
    return;
  env->caps[cap] = true;
  const CmSpvEnumCase *c = cm_spv_enum_case(CM_SPV_E_Capability, cap);
  if (!c || !c->implies || !c->implies[0])
    return;
  const char *q = c->implies;
  while (*q) {
    const char *e = strchr(q, ',');
    size_t len = e ? (size_t)(e - q) : strlen(q);
    uint32_t v;
    if (cm_spv_enum_symbolize(CM_SPV_E_Capability, (CmStr){q, len}, &v))
      allow_cap(env, v, depth + 1);
    q += len + (e ? 1 : 0);
  }
}

void cm_spv_target_env_init(CmSpvTargetEnv *env, CmAttr *attr) {
  memset(env, 0, sizeof(*env));
  env->attr = attr;
  CmAttr *vce = attr ? cm_spv_target_env_vce(attr) : NULL;
  if (!vce)
    return;
  env->version = cm_spv_vce_version(vce);
  for (unsigned i = 0; i < cm_spv_vce_num_caps(vce); i++)
    allow_cap(env, cm_spv_vce_cap(vce, i), 0);
  for (unsigned i = 0; i < cm_spv_vce_num_exts(vce) && env->num_exts < 64;
       i++) {
    uint32_t v;
    if (cm_spv_enum_symbolize(CM_SPV_E_Extension, cm_spv_vce_ext(vce, i), &v))
      env->exts[env->num_exts++] = v;
  }
}

bool cm_spv_target_env_allows_cap(const CmSpvTargetEnv *env, uint32_t cap) {
  return cap < CM_SPV_MAX_CAPABILITY && env->caps[cap];
}

bool cm_spv_target_env_allows_ext(const CmSpvTargetEnv *env, uint32_t ext) {
  for (unsigned i = 0; i < env->num_exts; i++)
    if (env->exts[i] == ext)
      return true;
  return false;
}

/* One OR group "A,B". */
static bool allows_group(const CmSpvTargetEnv *env, CmSpvEnumKind k,
                         CmStr group) {
  if (!group.len)
    return true;
  size_t start = 0;
  for (size_t i = 0; i <= group.len; i++) {
    if (i < group.len && group.data[i] != ',')
      continue;
    uint32_t v;
    CmStr alt = {group.data + start, i - start};
    start = i + 1;
    if (!cm_spv_enum_symbolize(k, alt, &v))
      continue;
    if (k == CM_SPV_E_Capability ? cm_spv_target_env_allows_cap(env, v)
                                 : cm_spv_target_env_allows_ext(env, v))
      return true;
  }
  return false;
}

bool cm_spv_target_env_allows_list(const CmSpvTargetEnv *env,
                                   CmSpvEnumKind kind, const char *list) {
  while (list && *list) {
    const char *e = strchr(list, ';');
    size_t len = e ? (size_t)(e - list) : strlen(list);
    if (!allows_group(env, kind, (CmStr){list, len}))
      return false;
    list += len + (e ? 1 : 0);
  }
  return true;
}

static unsigned scalar_width(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_INTEGER:
    return t->integer.width;
  case CM_TYPE_F16:
    return 16;
  case CM_TYPE_F64:
    return 64;
  default:
    return 32;
  }
}

static bool allows_type(const CmSpvTargetEnv *env, const CmType *t, int64_t sc,
                        unsigned depth) {
  if (depth > 64)
    return false;
  if (cm_spv_is_scalar_type(t)) {
    unsigned w = scalar_width(t);
    if (sc >= 0 && (w == 8 || w == 16)) {
      const char *c = cm_spv_storage_width_capabilities((uint32_t)sc, w);
      if (c) {
        uint32_t ext = enum_value(CM_SPV_E_Extension,
                                  w == 8 ? "SPV_KHR_8bit_storage"
                                         : "SPV_KHR_16bit_storage");
        return cm_spv_target_env_allows_ext(env, ext) &&
               allows_group(env, CM_SPV_E_Capability, cm_str(c));
      }
    }
    const char *c = NULL;
    if (t->kind == CM_TYPE_INTEGER)
      c = w == 8 ? "Int8" : w == 16 ? "Int16" : w == 64 ? "Int64" : NULL;
    else
      c = w == 16 ? "Float16" : w == 64 ? "Float64" : NULL;
    return !c || allows_group(env, CM_SPV_E_Capability, cm_str(c));
  }
  if (t->kind == CM_TYPE_VECTOR) {
    if (t->shaped.rank == 1 &&
        (t->shaped.shape[0] == 8 || t->shaped.shape[0] == 16) &&
        !allows_group(env, CM_SPV_E_Capability, CM_STR("Vector16")))
      return false;
    return allows_type(env, t->shaped.elem, sc, depth + 1);
  }
  switch (cm_spv_type_id(t)) {
  case CM_SPV_PTR: {
    uint32_t psc = cm_spv_ptr_storage_class(t);
    const CmSpvEnumCase *c = cm_spv_enum_case(CM_SPV_E_StorageClass, psc);
    if (c) {
      if (c->capabilities[0] &&
          !allows_group(env, CM_SPV_E_Capability, cm_str(c->capabilities)))
        return false;
      if (c->extensions[0] &&
          !allows_group(env, CM_SPV_E_Extension, cm_str(c->extensions)))
        return false;
    }
    return allows_type(env, cm_spv_ptr_pointee(t), psc, depth + 1);
  }
  case CM_SPV_ARRAY:
  case CM_SPV_RTARRAY:
    return allows_type(env, cm_spv_type_elem(t), sc, depth + 1);
  case CM_SPV_MATRIX:
    return allows_group(env, CM_SPV_E_Capability, CM_STR("Matrix")) &&
           allows_type(env, cm_spv_type_elem(t), sc, depth + 1);
  case CM_SPV_COOPMATRIX:
    return allows_group(env, CM_SPV_E_Extension,
                        CM_STR("SPV_NV_cooperative_matrix")) &&
           allows_group(env, CM_SPV_E_Capability,
                        CM_STR("CooperativeMatrixNV")) &&
           allows_type(env, cm_spv_type_elem(t), sc, depth + 1);
  case CM_SPV_STRUCT:
    for (unsigned i = 0; i < cm_spv_struct_num_members(t); i++)
      if (!allows_type(env, cm_spv_struct_member(t, i), sc, depth + 1))
        return false;
    return true;
  default:
    return true;
  }
}

bool cm_spv_target_env_allows_type(const CmSpvTargetEnv *env,
                                   const CmType *t, int64_t sc) {
  return allows_type(env, t, sc, 0);
}

/* 13's conversions behave with no target env as with v1.0, [Shader] and
 * no extension (StorageBuffer pointers are then not legal: loads and
 * stores of default-space memrefs fail to convert, as mlir-opt-13). */
CmAttr *cm_spv_lookup_target_env_or_default(CmOp *op) {
  CmAttr *a = cm_spv_lookup_target_env(op);
  if (a)
    return a;
  CmContext *ctx = cm_op_context(op);
  uint32_t shader = enum_value(CM_SPV_E_Capability, "Shader");
  CmAttr *vce = cm_spv_vce_attr(ctx, 0, 1, &shader, 0, NULL);
  return cm_spv_target_env_attr(vce, enum_value(CM_SPV_E_Vendor, "Unknown"),
                                enum_value(CM_SPV_E_DeviceType, "Unknown"),
                                CM_SPV_UNKNOWN_DEVICE_ID,
                                cm_spv_default_resource_limits(ctx));
}

/* The capabilities listed in the environment (not the implied ones), as
 * 13's getAddressingModel and friends walk them. */
static bool first_listed(const CmAttr *env, const char *const *names,
                         unsigned n, unsigned *which) {
  CmAttr *vce = env ? cm_spv_target_env_vce(env) : NULL;
  if (!vce)
    return false;
  for (unsigned i = 0; i < cm_spv_vce_num_caps(vce); i++) {
    const char *s = cm_spv_enum_str(CM_SPV_E_Capability, cm_spv_vce_cap(vce, i));
    for (unsigned j = 0; s && j < n; j++)
      if (!strcmp(s, names[j])) {
        *which = j;
        return true;
      }
  }
  return false;
}

uint32_t cm_spv_env_addressing_model(const CmAttr *env) {
  static const char *const k[] = {"Kernel"};
  unsigned w;
  return enum_value(CM_SPV_E_AddressingModel,
                    first_listed(env, k, 1, &w) ? "Physical64" : "Logical");
}

bool cm_spv_env_memory_model(const CmAttr *env, uint32_t *out) {
  static const char *const k[] = {"Addresses", "Shader"};
  unsigned w;
  if (!first_listed(env, k, 2, &w))
    return false;
  *out = enum_value(CM_SPV_E_MemoryModel, w == 0 ? "OpenCL" : "GLSL450");
  return true;
}

bool cm_spv_env_execution_model(const CmAttr *env, uint32_t *out) {
  static const char *const k[] = {"Kernel", "Shader"};
  unsigned w;
  if (!first_listed(env, k, 2, &w))
    return false;
  *out = enum_value(CM_SPV_E_ExecutionModel, w == 0 ? "Kernel" : "GLCompute");
  return true;
}
