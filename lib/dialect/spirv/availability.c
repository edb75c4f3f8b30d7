/* availability.c - what spv ops, their enum attributes and value types
 * require (version, extensions, capabilities), and the pass
 * -spirv-update-vce that deduces a spv.module's minimal #spv.vce triple
 * from them within the module's target environment (MLIR 13's
 * UpdateVCEPass). */
#include "spirv_internal.h"

#include "cmlir/pass.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The rows of both tables by name in an open-addressed hash table, built
 * once: the serializer asks for every op it writes. */
static const CmSpvOpInfo **info_slots;
static size_t info_mask;

static uint64_t name_hash(const char *s) {
  return cm_hash_bytes(s, strlen(s));
}

static void info_add(const CmSpvOpInfo *row) {
  size_t i = (size_t)name_hash(row->op) & info_mask;
  for (; info_slots[i]; i = (i + 1) & info_mask)
    if (!strcmp(info_slots[i]->op, row->op))
      return; /* the first row of a name wins, as a scan finds it */
  info_slots[i] = row;
}

static void info_build(void) {
  unsigned ns = 0, nf = 0;
  const CmSpvOpInfo *s = cm_spv_structure_op_info(&ns);
  const CmSpvOpInfo *f = cm_spv_family_op_info(&nf);
  if (!f)
    nf = 0;
  size_t cap = 16;
  while (cap < 2 * ((size_t)ns + nf))
    cap *= 2;
  info_slots = cm_xcalloc(cap, sizeof *info_slots);
  info_mask = cap - 1;
  for (unsigned i = 0; i < ns; i++)
    info_add(&s[i]);
  for (unsigned i = 0; i < nf; i++)
    info_add(&f[i]);
}

const CmSpvOpInfo *cm_spv_op_info(const char *name) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, info_build);
  size_t i = (size_t)name_hash(name) & info_mask;
  for (; info_slots[i]; i = (i + 1) & info_mask)
    if (!strcmp(info_slots[i]->op, name))
      return info_slots[i];
  return NULL;
}

/* ---------------------------------------------------------------------
 * the deduction state
 * --------------------------------------------------------------------- */
typedef CM_VEC(uint32_t) U32Vec;

typedef struct Vce {
  CmOp *op;          /* the op being looked at (for errors) */
  bool allowed_caps[8192];
  U32Vec allowed_exts; /* Extension values */
  uint32_t allowed_version, version; /* Version enum values */
  U32Vec caps, exts;                 /* deduced, in first-use order */
  bool failed;
} Vce;

static bool contains(const U32Vec *v, uint32_t x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return true;
  return false;
}

static void allow_cap(Vce *s, uint32_t cap) {
  if (cap >= 8192 || s->allowed_caps[cap])
    return;
  s->allowed_caps[cap] = true;
  const CmSpvEnumCase *c = cm_spv_enum_case(CM_SPV_E_Capability, cap);
  if (!c || !c->implies[0])
    return;
  /* the implied capabilities, transitively */
  const char *q = c->implies;
  while (*q) {
    const char *e = strchr(q, ',');
    size_t len = e ? (size_t)(e - q) : strlen(q);
    uint32_t v;
    if (cm_spv_enum_symbolize(CM_SPV_E_Capability, (CmStr){q, len}, &v))
      allow_cap(s, v);
    q += len + (e ? 1 : 0);
  }
}

/* One OR group `A,B,C` of kind k: the first allowed alternative is added
 * to the deduced set; none allowed is 13's error. */
static void require_group(Vce *s, CmSpvEnumKind k, CmStr group) {
  if (s->failed || !group.len)
    return;
  size_t start = 0;
  for (size_t i = 0; i <= group.len; i++) {
    if (i < group.len && group.data[i] != ',')
      continue;
    uint32_t v;
    CmStr alt = {group.data + start, i - start};
    start = i + 1;
    if (!cm_spv_enum_symbolize(k, alt, &v))
      continue;
    bool ok = k == CM_SPV_E_Capability ? v < 8192 && s->allowed_caps[v]
                                       : contains(&s->allowed_exts, v);
    if (ok) {
      U32Vec *out = k == CM_SPV_E_Capability ? &s->caps : &s->exts;
      if (!contains(out, v))
        CM_VEC_PUSH(*out, v);
      return;
    }
  }
  CmBuf b;
  cm_buf_init(&b);
  for (size_t i = 0; i < group.len; i++) {
    if (group.data[i] == ',')
      cm_buf_puts(&b, ", ");
    else
      cm_buf_putc(&b, group.data[i]);
  }
  CmStr nm = cm_ident_str(cm_op_opname(s->op)->name);
  cm_op_emit_plain_error(s->op, "'%.*s' requires at least one %s in [%.*s] "
                                "but none allowed in target environment",
                         (int)nm.len, nm.data,
                         k == CM_SPV_E_Capability ? "capability" : "extension",
                         (int)b.len, b.data ? b.data : "");
  cm_buf_free(&b);
  s->failed = true;
}

/* An AND-of-ORs list "A,B;C". */
static void require_list(Vce *s, CmSpvEnumKind k, const char *list) {
  while (list && *list && !s->failed) {
    const char *e = strchr(list, ';');
    size_t len = e ? (size_t)(e - list) : strlen(list);
    require_group(s, k, (CmStr){list, len});
    list += len + (e ? 1 : 0);
  }
}

static void require_version(Vce *s, uint32_t word) {
  if (s->failed || !word)
    return;
  uint32_t v = cm_spv_version_enum(word);
  if (v > s->version)
    s->version = v;
  if (s->version > s->allowed_version) {
    CmStr nm = cm_ident_str(cm_op_opname(s->op)->name);
    cm_op_emit_plain_error(
        s->op, "'%.*s' requires min version %s but target environment allows "
               "up to %s",
        (int)nm.len, nm.data, cm_spv_enum_str(CM_SPV_E_Version, s->version),
        cm_spv_enum_str(CM_SPV_E_Version, s->allowed_version));
    s->failed = true;
  }
}

static void require_case(Vce *s, const CmSpvEnumCase *c) {
  if (!c)
    return;
  require_version(s, c->min_version);
  if (c->extensions[0])
    require_group(s, CM_SPV_E_Extension, cm_str(c->extensions));
  if (c->capabilities[0])
    require_group(s, CM_SPV_E_Capability, cm_str(c->capabilities));
}

/* The enum attributes of ops whose values carry requirements. */
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
    {"semantics", CM_SPV_E_MemorySemantics},
    {"memory_semantics", CM_SPV_E_MemorySemantics},
    {"equal_semantics", CM_SPV_E_MemorySemantics},
    {"unequal_semantics", CM_SPV_E_MemorySemantics},
    {"memory_access", CM_SPV_E_MemoryAccess},
    {"source_memory_access", CM_SPV_E_MemoryAccess},
    {"function_control", CM_SPV_E_FunctionControl},
};

const char *cm_spv_storage_width_capabilities(uint32_t sc, unsigned width) {
  const char *s = cm_spv_enum_str(CM_SPV_E_StorageClass, sc);
  if (!s)
    return NULL;
  if (width == 8) {
    if (!strcmp(s, "StorageBuffer"))
      return "StorageBuffer8BitAccess";
    if (!strcmp(s, "Uniform"))
      return "UniformAndStorageBuffer8BitAccess";
    if (!strcmp(s, "PushConstant"))
      return "StoragePushConstant8";
  } else if (width == 16) {
    if (!strcmp(s, "StorageBuffer"))
      return "StorageBuffer16BitAccess,StorageUniformBufferBlock16";
    if (!strcmp(s, "Uniform"))
      return "StorageUniform16";
    if (!strcmp(s, "PushConstant"))
      return "StoragePushConstant16";
    if (!strcmp(s, "Input") || !strcmp(s, "Output"))
      return "StorageInputOutput16";
  }
  return NULL;
}

/* A value type's requirements; `sc` is the storage class it lives in
 * (pointee of a pointer) or -1. */
static void require_type(Vce *s, const CmType *t, int64_t sc, unsigned depth) {
  if (s->failed || depth > 64)
    return;
  if (cm_spv_is_scalar_type(t)) {
    unsigned w = t->kind == CM_TYPE_INTEGER ? t->integer.width
                 : t->kind == CM_TYPE_F16   ? 16
                 : t->kind == CM_TYPE_F64   ? 64
                                            : 32;
    if (sc >= 0 && (w == 8 || w == 16)) {
      const char *c = cm_spv_storage_width_capabilities((uint32_t)sc, w);
      if (c) {
        require_group(s, CM_SPV_E_Extension,
                      w == 8 ? CM_STR("SPV_KHR_8bit_storage")
                             : CM_STR("SPV_KHR_16bit_storage"));
        require_group(s, CM_SPV_E_Capability, cm_str(c));
        return;
      }
    }
    /* 13: in StorageBuffer, Uniform and PushConstant other widths need
     * nothing (no Int64 / Float64 for 64-bit members). */
    if (sc >= 0) {
      const char *scn = cm_spv_enum_str(CM_SPV_E_StorageClass, (uint32_t)sc);
      if (scn && (!strcmp(scn, "StorageBuffer") || !strcmp(scn, "Uniform") ||
                  !strcmp(scn, "PushConstant")))
        return;
    }
    const char *c = NULL;
    if (t->kind == CM_TYPE_INTEGER)
      c = w == 8 ? "Int8" : w == 16 ? "Int16" : w == 64 ? "Int64" : NULL;
    else
      c = w == 16 ? "Float16" : w == 64 ? "Float64" : NULL;
    if (c)
      require_group(s, CM_SPV_E_Capability, cm_str(c));
    return;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    if (t->shaped.rank == 1 &&
        (t->shaped.shape[0] == 8 || t->shaped.shape[0] == 16))
      require_group(s, CM_SPV_E_Capability, CM_STR("Vector16"));
    require_type(s, t->shaped.elem, sc, depth + 1);
    return;
  }
  switch (cm_spv_type_id(t)) {
  case CM_SPV_PTR: {
    /* 13's order: the pointee's requirements (in this storage class)
     * before the storage class's own */
    uint32_t psc = cm_spv_ptr_storage_class(t);
    const CmSpvEnumCase *c = cm_spv_enum_case(CM_SPV_E_StorageClass, psc);
    if (c)
      require_version(s, c->min_version);
    require_type(s, cm_spv_ptr_pointee(t), psc, depth + 1);
    if (c && c->capabilities[0])
      require_group(s, CM_SPV_E_Capability, cm_str(c->capabilities));
    if (c && c->extensions[0])
      require_group(s, CM_SPV_E_Extension, cm_str(c->extensions));
    return;
  }
  case CM_SPV_IMAGE: {
    /* 13: the Dim's and the image format's requirements */
    static const struct {
      CmSpvImageParam param;
      CmSpvEnumKind kind;
    } parts[] = {{CM_SPV_IMG_DIM, CM_SPV_E_Dim},
                 {CM_SPV_IMG_FORMAT, CM_SPV_E_ImageFormat}};
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
      const CmSpvEnumCase *c =
          cm_spv_enum_case(parts[i].kind, cm_spv_image_param(t, parts[i].param));
      if (c && c->extensions[0])
        require_group(s, CM_SPV_E_Extension, cm_str(c->extensions));
      if (c && c->capabilities[0])
        require_group(s, CM_SPV_E_Capability, cm_str(c->capabilities));
    }
    return;
  }
  case CM_SPV_SAMPLED_IMAGE:
    require_type(s, cm_spv_type_elem(t), sc, depth + 1);
    return;
  case CM_SPV_ARRAY:
  case CM_SPV_RTARRAY:
  case CM_SPV_MATRIX:
    if (cm_spv_type_id(t) == CM_SPV_MATRIX)
      require_group(s, CM_SPV_E_Capability, CM_STR("Matrix"));
    if (cm_spv_type_id(t) == CM_SPV_RTARRAY)
      require_group(s, CM_SPV_E_Capability, CM_STR("Shader"));
    require_type(s, cm_spv_type_elem(t), sc, depth + 1);
    return;
  case CM_SPV_COOPMATRIX:
    require_group(s, CM_SPV_E_Extension, CM_STR("SPV_NV_cooperative_matrix"));
    require_group(s, CM_SPV_E_Capability, CM_STR("CooperativeMatrixNV"));
    require_type(s, cm_spv_type_elem(t), sc, depth + 1);
    return;
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    for (unsigned i = 0; i < cm_spv_struct_num_members(t); i++)
      require_type(s, cm_spv_struct_member(t, i), sc, depth + 1);
    return;
  default:
    return;
  }
}

static void visit(Vce *s, CmOp *op) {
  for (unsigned r = 0; r < cm_op_num_regions(op) && !s->failed; r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b && !s->failed;
         b = b->next) {
      for (CmOp *o = b->first; o && !s->failed; o = cm_op_next(o))
        visit(s, o);
    }
  if (s->failed)
    return;
  s->op = op;
  CmStr nm = cm_ident_str(cm_op_opname(op)->name);
  char buf[128];
  if (nm.len < sizeof(buf)) {
    memcpy(buf, nm.data, nm.len);
    buf[nm.len] = 0;
    const CmSpvOpInfo *info = cm_spv_op_info(buf);
    if (info) {
      require_version(s, info->min_version);
      require_list(s, CM_SPV_E_Extension, info->extensions);
      require_list(s, CM_SPV_E_Capability, info->capabilities);
    }
  }
  for (size_t i = 0; i < sizeof(enum_attrs) / sizeof(enum_attrs[0]); i++) {
    CmAttr *a = cm_op_get_attr(op, enum_attrs[i].attr);
    if (!a || a->kind != CM_ATTR_INTEGER)
      continue;
    CmSpvEnumKind k = enum_attrs[i].kind;
    uint32_t v = (uint32_t)a->integer.value;
    if (!cm_spv_enums[k].is_bit) {
      require_case(s, cm_spv_enum_case(k, v));
      continue;
    }
    for (unsigned bit = 0; bit < 32; bit++) /* each set bit's case */
      if (v & (1u << bit))
        require_case(s, cm_spv_enum_case(k, 1u << bit));
  }
  for (unsigned i = 0; i < cm_op_num_operands(op) && !s->failed; i++)
    require_type(s, cm_op_operand(op, i)->type, -1, 0);
  for (unsigned i = 0; i < cm_op_num_results(op) && !s->failed; i++)
    require_type(s, cm_op_result(op, i)->type, -1, 0);
  if (cm_op_name_is(op, "spv.GlobalVariable")) {
    CmAttr *t = cm_op_get_attr(op, "type");
    if (t && t->kind == CM_ATTR_TYPE)
      require_type(s, t->type_value, -1, 0);
  }
}

static CmResult update_vce_run(CmPassRun *r, CmOp *module) {
  (void)r;
  CmAttr *env = cm_spv_lookup_target_env(module);
  if (!env)
    return cm_op_emit_plain_error(module, "missing 'spv.target_env' "
                                          "attribute");
  Vce *s = calloc(1, sizeof(Vce));
  if (!s)
    return CM_FAILURE;
  CmAttr *vce = cm_spv_target_env_vce(env);
  s->allowed_version = cm_spv_vce_version(vce);
  for (unsigned i = 0; i < cm_spv_vce_num_caps(vce); i++)
    allow_cap(s, cm_spv_vce_cap(vce, i));
  for (unsigned i = 0; i < cm_spv_vce_num_exts(vce); i++) {
    uint32_t e;
    if (cm_spv_enum_symbolize(CM_SPV_E_Extension, cm_spv_vce_ext(vce, i), &e))
      CM_VEC_PUSH(s->allowed_exts, e);
  }
  /* The extensions the target's version implies (SPIR-V's "Appendix A:
   * Changes"; Version enum values count from v1.0 = 0). */
  static const struct {
    uint32_t version;
    const char *ext;
  } implied[] = {
      {3, "SPV_KHR_shader_draw_parameters"},
      {3, "SPV_KHR_16bit_storage"},
      {3, "SPV_KHR_device_group"},
      {3, "SPV_KHR_multiview"},
      {3, "SPV_KHR_storage_buffer_storage_class"},
      {3, "SPV_KHR_variable_pointers"},
      {4, "SPV_KHR_no_integer_wrap_decoration"},
      {4, "SPV_GOOGLE_decorate_string"},
      {4, "SPV_GOOGLE_hlsl_functionality1"},
      {4, "SPV_KHR_float_controls"},
      {5, "SPV_KHR_8bit_storage"},
      {5, "SPV_EXT_descriptor_indexing"},
      {5, "SPV_EXT_shader_viewport_index_layer"},
      {5, "SPV_EXT_physical_storage_buffer"},
      {5, "SPV_KHR_physical_storage_buffer"},
      {5, "SPV_KHR_vulkan_memory_model"},
  };
  for (size_t i = 0; i < sizeof implied / sizeof *implied; i++) {
    uint32_t e;
    if (s->allowed_version >= implied[i].version &&
        cm_spv_enum_symbolize(CM_SPV_E_Extension, cm_str(implied[i].ext), &e))
      CM_VEC_PUSH(s->allowed_exts, e);
  }
  visit(s, module);
  CmResult res = CM_FAILURE;
  if (!s->failed) {
    CmContext *ctx = cm_op_context(module);
    CmStr *exts = cm_xmalloc((s->exts.len + 1) * sizeof(CmStr));
    for (size_t i = 0; i < s->exts.len; i++)
      exts[i] = cm_str(cm_spv_enum_str(CM_SPV_E_Extension, s->exts.data[i]));
    cm_op_set_attr(module, "vce_triple",
                   cm_spv_vce_attr(ctx, s->version, (unsigned)s->caps.len,
                                   s->caps.data, (unsigned)s->exts.len, exts));
    free(exts);
    res = CM_SUCCESS;
  }
  CM_VEC_FREE(s->allowed_exts);
  CM_VEC_FREE(s->caps);
  CM_VEC_FREE(s->exts);
  free(s);
  return res;
}

const CmPassDef cm_pass_spirv_update_vce = {
    .argument = "spirv-update-vce",
    .name = "SPIRVUpdateVCE",
    .description = "Deduce and attach minimal (version, capabilities, "
                   "extensions) requirements to spv.module ops",
    .anchor = "spv.module",
    .run = update_vce_run,
};

/* ---------------------------------------------------------------------
 * -test-spirv-op-availability (13's PrintOpAvailability): for each spv op
 * of a function (post-order), its min / max version and its extension
 * and capability requirements as lists of alternatives: the op's own,
 * then its enum attributes' (each set bit of a bit enum).
 * --------------------------------------------------------------------- */
typedef CM_VEC(const char *) GroupVec; /* each an "A,B" alternative list */

static void add_case_reqs(const CmSpvEnumCase *c, uint32_t *min,
                          uint32_t *max, GroupVec *exts, GroupVec *caps) {
  if (!c)
    return;
  if (c->min_version && cm_spv_version_enum(c->min_version) > *min)
    *min = cm_spv_version_enum(c->min_version);
  if (c->max_version && cm_spv_version_enum(c->max_version) < *max)
    *max = cm_spv_version_enum(c->max_version);
  if (c->extensions[0])
    CM_VEC_PUSH(*exts, c->extensions);
  if (c->capabilities[0])
    CM_VEC_PUSH(*caps, c->capabilities);
}

/* "A,B;C" -> groups (pointers into the list, each ending at ';' or NUL). */
static void add_list(const char *list, GroupVec *out) {
  while (list && *list) {
    CM_VEC_PUSH(*out, list);
    const char *e = strchr(list, ';');
    list = e ? e + 1 : NULL;
  }
}

static void print_groups(CmBuf *b, CmStr nm, const char *what,
                         const GroupVec *g) {
  cm_buf_printf(b, "%.*s %s: [", (int)nm.len, nm.data, what);
  for (size_t i = 0; i < g->len; i++) {
    cm_buf_puts(b, " [");
    for (const char *p = g->data[i]; *p && *p != ';'; p++) {
      if (*p == ',')
        cm_buf_puts(b, ", ");
      else
        cm_buf_putc(b, *p);
    }
    cm_buf_puts(b, "]");
  }
  cm_buf_puts(b, " ]\n");
}

static CmWalkResult print_availability(CmOp *op, void *user) {
  CmBuf *b = user;
  CmStr nm = cm_ident_str(cm_op_opname(op)->name);
  if (nm.len < 4 || memcmp(nm.data, "spv.", 4) != 0 || nm.len >= 128)
    return CM_WALK_ADVANCE;
  char buf[128];
  memcpy(buf, nm.data, nm.len);
  buf[nm.len] = 0;
  uint32_t min = 0, max = cm_spv_version_enum(0x00010500u); /* v1.5 */
  GroupVec exts = {0}, caps = {0};
  const CmSpvOpInfo *info = cm_spv_op_info(buf);
  if (info) {
    if (info->min_version)
      min = cm_spv_version_enum(info->min_version);
    if (info->max_version)
      max = cm_spv_version_enum(info->max_version);
    add_list(info->extensions, &exts);
    add_list(info->capabilities, &caps);
  }
  for (size_t i = 0; i < sizeof(enum_attrs) / sizeof(enum_attrs[0]); i++) {
    CmAttr *a = cm_op_get_attr(op, enum_attrs[i].attr);
    if (!a || a->kind != CM_ATTR_INTEGER)
      continue;
    uint32_t v = (uint32_t)a->integer.value;
    CmSpvEnumKind k = enum_attrs[i].kind;
    if (cm_spv_enums[k].is_bit) {
      for (unsigned bit = 0; bit < 32; bit++)
        if (v & (1u << bit))
          add_case_reqs(cm_spv_enum_case(k, 1u << bit), &min, &max, &exts,
                        &caps);
    } else {
      add_case_reqs(cm_spv_enum_case(k, v), &min, &max, &exts, &caps);
    }
  }
  cm_buf_printf(b, "%.*s min version: %s\n", (int)nm.len, nm.data,
                cm_spv_enum_str(CM_SPV_E_Version, min));
  cm_buf_printf(b, "%.*s max version: %s\n", (int)nm.len, nm.data,
                cm_spv_enum_str(CM_SPV_E_Version, max));
  print_groups(b, nm, "extensions", &exts);
  print_groups(b, nm, "capabilities", &caps);
  CM_VEC_FREE(exts);
  CM_VEC_FREE(caps);
  return CM_WALK_ADVANCE;
}

static CmResult op_availability_run(CmPassRun *r, CmOp *func) {
  CmBuf b;
  cm_buf_init(&b);
  CmIdent *name = cm_symbol_name(func);
  if (name)
    cm_buf_printf(&b, "%s\n", name->str);
  cm_walk_post(func, print_availability, &b);
  if (b.len)
    fwrite(b.data, 1, b.len, stdout);
  fflush(stdout);
  cm_buf_free(&b);
  cm_pass_run_mark_all_preserved(r);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_spirv_op_availability = {
    .argument = "test-spirv-op-availability",
    .name = "PrintOpAvailability",
    .description = "Test SPIR-V op availability",
    .anchor = "builtin.func",
    .run = op_availability_run,
};
