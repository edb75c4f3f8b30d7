/* type_converter.c - 13's SPIRVTypeConverter: index -> i32; scalars and
 * vectors kept when the target environment allows them, else (with
 * emulate-non-32-bit-scalar-types) widened or narrowed to 32 bits;
 * one-element vectors -> their element; static tensors -> spv.array;
 * memrefs -> pointer (storage class from the memory space) to a struct of
 * an array (static shape) or runtime array, with the struct member offset
 * and the array stride for the storage classes that need an explicit
 * layout; i1 memrefs store bool_num_bits-wide integers. */
#include "cmlir/conversion_spirv.h"

#include <stdlib.h>
#include <string.h>

struct CmSpvTypeConverter {
  CmTypeConverter *base;
  CmContext *ctx;
  CmSpvConvOptions opts;
  CmSpvTargetEnv env;
};

void cm_spv_conv_options_default(CmSpvConvOptions *o) {
  o->emulate_non_32_bit_scalar_types = true;
  o->bool_num_bits = 8;
}

CmType *cm_spv_index_type(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* 13's memory space <-> storage class map. */
static const char *const space_map[] = {
    "StorageBuffer",          /* 0 */
    "Generic",                /* 1 */
    NULL,                     /* 2 */
    "Workgroup",              /* 3 */
    "Uniform",                /* 4 */
    "Private",                /* 5 */
    "Function",               /* 6 */
    "PushConstant",           /* 7 */
    "UniformConstant",        /* 8 */
    "Input",                  /* 9 */
    "Output",                 /* 10 */
    "CrossWorkgroup",         /* 11 */
    "AtomicCounter",          /* 12 */
    "Image",                  /* 13 */
    "CallableDataNV",         /* 14 */
    "IncomingCallableDataNV", /* 15 */
    "RayPayloadNV",           /* 16 */
    "HitAttributeNV",         /* 17 */
    "IncomingRayPayloadNV",   /* 18 */
    "ShaderRecordBufferNV",   /* 19 */
    "PhysicalStorageBuffer",  /* 20 */
};
#define NUM_SPACES (sizeof(space_map) / sizeof(space_map[0]))

int64_t cm_spv_storage_class_for_memory_space(unsigned space) {
  uint32_t v;
  if (space >= NUM_SPACES || !space_map[space] ||
      !cm_spv_enum_symbolize(CM_SPV_E_StorageClass, cm_str(space_map[space]),
                             &v))
    return -1;
  return v;
}

bool cm_spv_memory_space_for_storage_class(uint32_t sc, unsigned *space) {
  const char *s = cm_spv_enum_str(CM_SPV_E_StorageClass, sc);
  for (unsigned i = 0; s && i < NUM_SPACES; i++)
    if (space_map[i] && !strcmp(space_map[i], s)) {
      *space = i;
      return true;
    }
  return false;
}

bool cm_spv_memref_memory_space(const CmType *mr, unsigned *space) {
  CmAttr *ms = mr->shaped.memspace;
  *space = 0;
  if (!ms)
    return true;
  if (ms->kind != CM_ATTR_INTEGER || ms->integer.value < 0)
    return false;
  *space = (unsigned)ms->integer.value;
  return true;
}

static bool is_scalar(const CmType *t) { return cm_spv_is_scalar_type(t); }

int64_t cm_spv_type_num_bytes(const CmSpvConvOptions *o, const CmType *t) {
  if (is_scalar(t)) {
    unsigned w = cm_spv_scalar_bit_width(t);
    if (w == 1)
      return o->bool_num_bits / 8;
    return w / 8;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    int64_t e = cm_spv_type_num_bytes(o, t->shaped.elem);
    if (e < 0)
      return -1;
    int64_t n = 1;
    for (unsigned i = 0; i < t->shaped.rank; i++)
      n *= t->shaped.shape[i];
    return n * e;
  }
  if (t->kind == CM_TYPE_MEMREF) {
    unsigned rank = t->shaped.rank;
    for (unsigned i = 0; i < rank; i++)
      if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
        return -1;
    int64_t buf[16], off;
    int64_t *st = rank <= 16 ? buf : cm_xmalloc(rank * sizeof(int64_t));
    int64_t res = -1;
    if (cm_memref_strides_and_offset(t, st, &off)) {
      int64_t e = cm_spv_type_num_bytes(o, t->shaped.elem);
      if (e >= 0 && rank == 0)
        res = e;
      else if (e >= 0 && off != CM_DYNAMIC_STRIDE_OR_OFFSET) {
        int64_t size = -1;
        bool ok = true;
        for (unsigned i = 0; i < rank; i++) {
          if (st[i] == CM_DYNAMIC_STRIDE_OR_OFFSET)
            ok = false;
          else if (t->shaped.shape[i] * st[i] > size)
            size = t->shaped.shape[i] * st[i];
        }
        if (ok)
          res = (off + size) * e;
      }
    }
    if (st != buf)
      free(st);
    return res;
  }
  if (t->kind == CM_TYPE_RANKED_TENSOR) {
    int64_t e = cm_spv_type_num_bytes(o, t->shaped.elem);
    if (e < 0)
      return -1;
    for (unsigned i = 0; i < t->shaped.rank; i++) {
      if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
        return -1;
      e *= t->shaped.shape[i];
    }
    return e;
  }
  return -1;
}

static CmType *convert_scalar(const CmSpvTypeConverter *tc, CmType *t,
                              int64_t sc) {
  if (cm_spv_target_env_allows_type(&tc->env, t, sc))
    return t;
  if (!tc->opts.emulate_non_32_bit_scalar_types)
    return NULL;
  if (t->kind != CM_TYPE_INTEGER)
    return cm_float_type(tc->ctx, CM_TYPE_F32);
  return cm_integer_type(tc->ctx, 32, t->integer.signedness);
}

static bool valid_vector(const CmType *t) {
  if (t->shaped.rank != 1 || !is_scalar(t->shaped.elem))
    return false;
  int64_t n = t->shaped.shape[0];
  return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
}

static CmType *convert_vector(const CmSpvTypeConverter *tc, CmType *t,
                              int64_t sc) {
  if (t->shaped.rank == 1 && t->shaped.shape[0] == 1)
    return t->shaped.elem;
  if (!valid_vector(t))
    return NULL;
  if (cm_spv_target_env_allows_type(&tc->env, t, sc))
    return t;
  CmType *e = convert_scalar(tc, t->shaped.elem, sc);
  if (!e)
    return NULL;
  return cm_vector_type(1, t->shaped.shape, e);
}

static CmType *convert_tensor(const CmSpvTypeConverter *tc, CmType *t) {
  CmType *elem = t->shaped.elem;
  if (!is_scalar(elem))
    return NULL;
  int64_t es = cm_spv_type_num_bytes(&tc->opts, elem);
  int64_t ts = cm_spv_type_num_bytes(&tc->opts, t);
  if (es <= 0 || ts < 0)
    return NULL;
  CmType *ae = convert_scalar(tc, elem, -1);
  if (!ae)
    return NULL;
  int64_t as = cm_spv_type_num_bytes(&tc->opts, ae);
  if (as < 0)
    return NULL;
  return cm_spv_array_type(ae, (uint32_t)(ts / es), (uint32_t)as);
}

/* Storage classes whose structs carry explicit offsets. */
static bool needs_layout(uint32_t sc) {
  const char *s = cm_spv_enum_str(CM_SPV_E_StorageClass, sc);
  return s && (!strcmp(s, "StorageBuffer") || !strcmp(s, "Uniform") ||
               !strcmp(s, "PushConstant") ||
               !strcmp(s, "PhysicalStorageBuffer"));
}

static CmType *wrap_array(const CmSpvTypeConverter *tc, CmType *array,
                          uint32_t sc) {
  uint32_t zero = 0;
  CmType *st = cm_spv_struct_type(tc->ctx, 1, &array,
                                  needs_layout(sc) ? &zero : NULL, 0, NULL);
  return cm_spv_ptr_type(st, sc);
}

static bool static_shape(const CmType *t) {
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

static CmType *convert_memref(const CmSpvTypeConverter *tc, CmType *t) {
  unsigned space;
  if (!cm_spv_memref_memory_space(t, &space))
    return NULL;
  int64_t sc = cm_spv_storage_class_for_memory_space(space);
  if (sc < 0)
    return NULL;
  CmType *elem = t->shaped.elem;
  if (elem->kind == CM_TYPE_INTEGER && elem->integer.width == 1) {
    /* bools are stored as bool_num_bits-wide integers */
    unsigned nbits = tc->opts.bool_num_bits;
    CmType *it = cm_integer_type(tc->ctx, nbits, CM_SIGNLESS);
    CmType *ae = convert_scalar(tc, it, sc);
    if (!ae)
      return NULL;
    int64_t as = cm_spv_type_num_bytes(&tc->opts, ae);
    if (as <= 0)
      return NULL;
    if (!static_shape(t))
      return wrap_array(tc, cm_spv_rtarray_type(ae, (uint32_t)as),
                        (uint32_t)sc);
    int64_t ms = cm_spv_type_num_bytes(&tc->opts, t);
    if (ms < 0)
      return NULL;
    return wrap_array(
        tc, cm_spv_array_type(ae, (uint32_t)((ms + as - 1) / as), (uint32_t)as),
        (uint32_t)sc);
  }
  CmType *ae = NULL;
  if (elem->kind == CM_TYPE_VECTOR)
    ae = convert_vector(tc, elem, sc);
  else if (is_scalar(elem))
    ae = convert_scalar(tc, elem, sc);
  if (!ae)
    return NULL;
  int64_t es = cm_spv_type_num_bytes(&tc->opts, elem);
  int64_t as = cm_spv_type_num_bytes(&tc->opts, ae);
  if (es <= 0 || as < 0)
    return NULL;
  if (!static_shape(t))
    return wrap_array(tc, cm_spv_rtarray_type(ae, (uint32_t)as), (uint32_t)sc);
  int64_t ms = cm_spv_type_num_bytes(&tc->opts, t);
  if (ms < 0)
    return NULL;
  return wrap_array(tc,
                    cm_spv_array_type(ae, (uint32_t)(ms / es), (uint32_t)as),
                    (uint32_t)sc);
}

static CmType *convert(const CmSpvTypeConverter *tc, CmType *t) {
  if (cm_spv_type_id(t) >= 0)
    return t;
  switch (t->kind) {
  case CM_TYPE_INDEX:
    return cm_spv_index_type(tc->ctx);
  case CM_TYPE_INTEGER:
  case CM_TYPE_F16:
  case CM_TYPE_F32:
  case CM_TYPE_F64:
    return is_scalar(t) ? convert_scalar(tc, t, -1) : NULL;
  case CM_TYPE_VECTOR:
    return convert_vector(tc, t, -1);
  case CM_TYPE_RANKED_TENSOR:
    return convert_tensor(tc, t);
  case CM_TYPE_MEMREF:
    return convert_memref(tc, t);
  default:
    return NULL;
  }
}

static CmResult convert_cb(const CmTypeConverter *base, CmType *t,
                           CmTypeVec *out, void *user) {
  (void)base;
  CmType *r = convert(user, t);
  if (!r)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, r);
  return CM_SUCCESS;
}

CmSpvTypeConverter *cm_spv_type_converter_create(CmContext *ctx,
                                                 CmAttr *target_env,
                                                 const CmSpvConvOptions *o) {
  CmSpvTypeConverter *tc = cm_xmalloc(sizeof(*tc));
  memset(tc, 0, sizeof(*tc));
  tc->ctx = ctx;
  if (o)
    tc->opts = *o;
  else
    cm_spv_conv_options_default(&tc->opts);
  cm_spv_target_env_init(&tc->env, target_env);
  tc->base = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc->base, convert_cb, tc);
  return tc;
}

void cm_spv_type_converter_destroy(CmSpvTypeConverter *tc) {
  if (!tc)
    return;
  cm_type_converter_destroy(tc->base);
  free(tc);
}

const CmTypeConverter *cm_spv_tc_base(const CmSpvTypeConverter *tc) {
  return tc->base;
}
const CmSpvTargetEnv *cm_spv_tc_env(const CmSpvTypeConverter *tc) {
  return &tc->env;
}
const CmSpvConvOptions *cm_spv_tc_options(const CmSpvTypeConverter *tc) {
  return &tc->opts;
}
CmContext *cm_spv_tc_context(const CmSpvTypeConverter *tc) { return tc->ctx; }

CmType *cm_spv_convert_type(const CmSpvTypeConverter *tc, CmType *t) {
  return cm_type_converter_convert_type(tc->base, t);
}
