/* types.c - the SPIR-V types in the LLVM type converter, as MLIR 13's
 * populateSPIRVToLLVMTypeConversion: arrays (a stride only when it is the
 * element's size), pointers (address space 0 whatever the storage
 * class), runtime arrays (no stride) as arrays of 0 elements, structs
 * without member decorations: packed without offsets, unpacked when the
 * offsets are the Vulkan layout 13 computes.  Other spv types do not
 * convert. */
#include "cmlir/conversion_spirv_llvm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialect/spirv.h"

#include <stdlib.h>

static bool scalar_bits(const CmType *t, unsigned *bits) {
  if (t->kind != CM_TYPE_INTEGER && !cm_type_is_float(t))
    return false;
  *bits = cm_type_bit_width(t);
  return true;
}

bool cm_spv_type_size_in_bytes(const CmType *t, uint64_t *size) {
  unsigned bits;
  if (scalar_bits(t, &bits)) {
    if (bits == 1)
      return false; /* a bool has no physical size */
    *size = bits / 8;
    return true;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    uint64_t e;
    if (t->shaped.rank != 1 || !cm_spv_type_size_in_bytes(t->shaped.elem, &e))
      return false;
    *size = e * (uint64_t)t->shaped.shape[0];
    return true;
  }
  if (cm_spv_type_id(t) == CM_SPV_ARRAY) {
    uint64_t e;
    if (!cm_spv_type_size_in_bytes(cm_spv_type_elem(t), &e))
      return false;
    /* 13's ArrayType::getSizeInBytes: (element size + stride) * count */
    *size = (e + cm_spv_array_stride(t)) * cm_spv_array_count(t);
    return true;
  }
  return false;
}

static uint64_t align_to(uint64_t v, uint64_t a) {
  return a ? (v + a - 1) / a * a : v;
}

/* 13's VulkanLayoutUtils::decorateType(t, size, alignment), answering
 * whether the decorated type is `t` itself; false for the types 13 cannot
 * decorate (matrices, images: 13 aborts on them). */
static bool vulkan_same(const CmType *t, uint64_t *size, uint64_t *align,
                        unsigned depth) {
  unsigned bits;
  if (depth > 64)
    return false;
  if (scalar_bits(t, &bits)) {
    *align = bits == 1 ? 1 : bits / 8;
    *size = *align;
    return true;
  }
  if (t->kind == CM_TYPE_VECTOR) {
    uint64_t es = 0, ea = 1;
    if (t->shaped.rank != 1 || !vulkan_same(t->shaped.elem, &es, &ea, depth + 1))
      return false;
    uint64_t n = (uint64_t)t->shaped.shape[0];
    *size = es * n;
    *align = n == 2 ? ea * 2 : ea * 4;
    return true;
  }
  switch (cm_spv_type_id(t)) {
  case CM_SPV_ARRAY: {
    uint64_t es = 0, ea = 1;
    bool same = vulkan_same(cm_spv_type_elem(t), &es, &ea, depth + 1);
    *size = es * cm_spv_array_count(t);
    *align = ea;
    return same && cm_spv_array_stride(t) == es;
  }
  case CM_SPV_RTARRAY: {
    uint64_t es = 0, ea = 1;
    bool same = vulkan_same(cm_spv_type_elem(t), &es, &ea, depth + 1);
    *size = UINT64_MAX;
    *align = ea;
    return same && cm_spv_array_stride(t) == es;
  }
  case CM_SPV_STRUCT: {
    unsigned n = cm_spv_struct_num_members(t);
    if (n == 0)
      return true; /* returned as it is, size and alignment untouched */
    bool same = cm_spv_struct_has_offsets(t);
    uint64_t off = 0, max_align = 1;
    for (unsigned i = 0; i < n; i++) {
      uint64_t ms = 0, ma = 1;
      if (!vulkan_same(cm_spv_struct_member(t, i), &ms, &ma, depth + 1))
        same = false;
      off = align_to(off, ma);
      if (same && cm_spv_struct_offset(t, i) != off)
        same = false;
      off += ms;
      if (ma > max_align)
        max_align = ma;
    }
    *size = align_to(off, max_align);
    *align = max_align;
    return same;
  }
  case CM_SPV_PTR:
    /* 13 has no case for pointers; its release build keeps the member
     * as it is, of size 0 and alignment 1 */
    return true;
  default:
    /* identified structs decorate to nothing in 13; matrices and images
     * abort it */
    return false;
  }
}

bool cm_spv_struct_has_vulkan_layout(const CmType *t) {
  uint64_t size = 0, align = 1;
  return vulkan_same(t, &size, &align, 0);
}

/* Identified structs being converted (a recursive one does not convert:
 * 13 recurses without end on it). */
static _Thread_local const CmType *in_progress[32];
static _Thread_local unsigned num_in_progress;

static CmType *convert_struct(const CmLLVMTypeConverter *tc, CmType *t) {
  if (cm_spv_struct_num_decos(t))
    return NULL;
  bool offsets = cm_spv_struct_has_offsets(t);
  if (offsets && !cm_spv_struct_has_vulkan_layout(t))
    return NULL;
  bool identified = cm_spv_type_id(t) == CM_SPV_STRUCT_ID;
  if (identified) {
    for (unsigned i = 0; i < num_in_progress; i++)
      if (in_progress[i] == t)
        return NULL;
    if (num_in_progress == 32)
      return NULL;
    in_progress[num_in_progress++] = t;
  }
  unsigned n = cm_spv_struct_num_members(t);
  CmType *buf[8];
  CmType **m = n <= 8 ? buf : cm_xmalloc(n * sizeof(CmType *));
  CmType *r = NULL;
  unsigned i = 0;
  for (; i < n; i++)
    if (!(m[i] = cm_llvm_convert_type(tc, cm_spv_struct_member(t, i))))
      break;
  if (i == n)
    r = cm_llvm_struct_type(cm_llvm_tc_context(tc), n, m, !offsets);
  if (m != buf)
    free(m);
  if (identified)
    num_in_progress--;
  return r;
}

static CmResult spv_type_cb(const CmTypeConverter *base, CmType *t,
                            CmTypeVec *out, void *user) {
  (void)base;
  const CmLLVMTypeConverter *tc = user;
  int id = cm_spv_type_id(t);
  if (id < 0)
    return CM_CONV_NEXT;
  CmType *r = NULL;
  switch (id) {
  case CM_SPV_ARRAY: {
    uint32_t stride = cm_spv_array_stride(t);
    uint64_t es;
    if (stride != 0 && !(cm_spv_type_size_in_bytes(cm_spv_type_elem(t), &es) &&
                         es == stride))
      break;
    CmType *e = cm_llvm_convert_type(tc, cm_spv_type_elem(t));
    if (e)
      r = cm_llvm_array_type(e, cm_spv_array_count(t));
    break;
  }
  case CM_SPV_PTR: {
    CmType *p = cm_llvm_convert_type(tc, cm_spv_ptr_pointee(t));
    if (p)
      r = cm_llvm_ptr_type(p, 0);
    break;
  }
  case CM_SPV_RTARRAY: {
    if (cm_spv_array_stride(t) != 0)
      break;
    CmType *e = cm_llvm_convert_type(tc, cm_spv_type_elem(t));
    if (e)
      r = cm_llvm_array_type(e, 0);
    break;
  }
  case CM_SPV_STRUCT:
  case CM_SPV_STRUCT_ID:
    r = convert_struct(tc, t);
    break;
  default:
    break;
  }
  if (!r)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, r);
  return CM_SUCCESS;
}

void cm_populate_spirv_to_llvm_type_conversion(CmLLVMTypeConverter *tc) {
  /* the base converter is the LLVM converter's own; callbacks added now
   * are tried before the builtin ones */
  cm_type_converter_add_conversion((CmTypeConverter *)cm_llvm_tc_base(tc),
                                   spv_type_cb, tc);
}
