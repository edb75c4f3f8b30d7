/* memref_to_llvm.c - -convert-memref-to-llvm as MLIR 13: alloc (malloc or
 * aligned_alloc), alloca, dealloc, load / store with the index linearized
 * from strides and offset, dim, global / get_global, cast, and the
 * descriptor bookkeeping they share (docs/conversion.md). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/dlti.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>
#include <string.h>

#define TC(pat) ((const CmLLVMTypeConverter *)(pat)->user)

static CmType *i8ptr(CmContext *ctx) {
  return cm_llvm_ptr_type(cm_integer_type(ctx, 8, CM_SIGNLESS), 0);
}

static CmValue *idx(CmRewriter *rw, const CmLLVMTypeConverter *tc, CmLoc *loc,
                    int64_t v) {
  return cm_llvm_index_const(rw, tc, loc, v);
}

static CmAttr *named_dict(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

/* Upstream isConvertibleAndHasIdentityMaps. */
static bool identity_convertible(const CmLLVMTypeConverter *tc, CmType *t) {
  return t->kind == CM_TYPE_MEMREF && !t->shaped.layout &&
         cm_llvm_convert_type(tc, t->shaped.elem) != NULL;
}

/* Strides and offset of a memref (false if not strided). */
static bool strides_of(CmType *t, int64_t **strides, int64_t *off) {
  unsigned rank = t->shaped.rank;
  *strides = cm_xmalloc((rank ? rank : 1) * sizeof(int64_t));
  if (!cm_memref_strides_and_offset(t, *strides, off)) {
    free(*strides);
    *strides = NULL;
    return false;
  }
  return true;
}

/* sizeof(T) as upstream's getSizeInBytes: ptrtoint(gep(null, 1)). */
static CmValue *size_in_bytes(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                              CmLoc *loc, CmType *elem) {
  CmType *pt = cm_llvm_ptr_type(cm_llvm_convert_type(tc, elem), 0);
  CmValue *null = cm_llvm_val(rw, "llvm.mlir.null", loc, pt, 0, NULL, NULL);
  CmValue *one = idx(rw, tc, loc, 1);
  CmValue *gep = cm_llvm_gep(rw, loc, pt, null, 1, &one);
  return cm_llvm_val(rw, "llvm.ptrtoint", loc, cm_llvm_tc_index_type(tc), 1,
                     &gep, NULL);
}

/* Upstream getMemRefDescriptorSizes: sizes, strides (of the identity
 * layout) and the size of the buffer in bytes. */
static CmValue *descriptor_sizes(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                                 CmLoc *loc, CmType *mr,
                                 CmValue *const *dyn_sizes, CmValueVec *sizes,
                                 CmValueVec *strides) {
  unsigned rank = mr->shaped.rank;
  unsigned di = 0;
  for (unsigned i = 0; i < rank; i++) {
    int64_t s = mr->shaped.shape[i];
    CM_VEC_PUSH(*sizes, s == CM_DYNAMIC_SIZE ? dyn_sizes[di++]
                                             : idx(rw, tc, loc, s));
  }
  int64_t stride = 1;
  CmValue *running = idx(rw, tc, loc, 1);
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(*strides, NULL);
  for (unsigned i = rank; i-- > 0;) {
    strides->data[i] = running;
    int64_t size = mr->shaped.shape[i];
    if (size == 0)
      continue;
    bool use_size = stride == 1;
    if (size == CM_DYNAMIC_SIZE)
      stride = CM_DYNAMIC_SIZE;
    if (stride != CM_DYNAMIC_SIZE)
      stride *= size;
    if (use_size)
      running = sizes->data[i];
    else if (stride == CM_DYNAMIC_SIZE)
      running = cm_llvm_binop(rw, "llvm.mul", loc, running, sizes->data[i]);
    else
      running = idx(rw, tc, loc, stride);
  }
  CmType *pt = cm_llvm_memref_elem_ptr_type(tc, mr);
  CmValue *null = cm_llvm_val(rw, "llvm.mlir.null", loc, pt, 0, NULL, NULL);
  CmValue *gep = cm_llvm_gep(rw, loc, pt, null, 1, &running);
  return cm_llvm_val(rw, "llvm.ptrtoint", loc, cm_llvm_tc_index_type(tc), 1,
                     &gep, NULL);
}

/* The same for other conversions (lib/conversion/spirv_to_llvm). */
CmValue *cm_llvm_memref_descriptor_sizes(CmRewriter *rw,
                                         const CmLLVMTypeConverter *tc,
                                         CmLoc *loc, CmType *mr,
                                         CmValue *const *dyn_sizes,
                                         CmValueVec *sizes,
                                         CmValueVec *strides) {
  return descriptor_sizes(rw, tc, loc, mr, dyn_sizes, sizes, strides);
}

/* Upstream createMemRefDescriptor: sizes first, then strides. */
static CmValue *make_descriptor(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                                CmLoc *loc, CmType *mr, CmValue *allocated,
                                CmValue *aligned, CmValueVec *sizes,
                                CmValueVec *strides) {
  CmValue *d = cm_llvm_undef(rw, loc, cm_llvm_convert_type(tc, mr));
  d = cm_desc_set(rw, loc, d, CM_DESC_ALLOCATED, allocated);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALIGNED, aligned);
  d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, idx(rw, tc, loc, 0));
  for (unsigned i = 0; i < sizes->len; i++)
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i, sizes->data[i]);
  for (unsigned i = 0; i < strides->len; i++)
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i, strides->data[i]);
  return d;
}

/* The same for other conversions (lib/conversion/gpu_to_llvm). */
CmValue *cm_llvm_memref_descriptor_create(CmRewriter *rw,
                                          const CmLLVMTypeConverter *tc,
                                          CmLoc *loc, CmType *mr,
                                          CmValue *allocated, CmValue *aligned,
                                          CmValueVec *sizes,
                                          CmValueVec *strides) {
  return make_descriptor(rw, tc, loc, mr, allocated, aligned, sizes, strides);
}

/* (input + alignment - 1) - (input + alignment - 1) urem alignment */
static CmValue *create_aligned(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                               CmLoc *loc, CmValue *input, CmValue *align) {
  CmValue *one = idx(rw, tc, loc, 1);
  CmValue *bump = cm_llvm_binop(rw, "llvm.sub", loc, align, one);
  CmValue *bumped = cm_llvm_binop(rw, "llvm.add", loc, input, bump);
  CmValue *mod = cm_llvm_binop(rw, "llvm.urem", loc, bumped, align);
  return cm_llvm_binop(rw, "llvm.sub", loc, bumped, mod);
}

static bool is_scalar_elem(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
         cm_type_is_float(t);
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

/* DataLayout::getTypeSize of a memref element in MLIR 13's default layout
 * (`index_bytes`: the size of index at the op): integers and floats take
 * ceil(bits/8) bytes, a vector its leading dims times the next power of
 * two of its innermost dim, a complex two parts with the imaginary one
 * aligned, a memref or unranked memref its descriptor (getMemRefDescriptor
 * Size: 8-byte pointers, then index fields). */
static uint64_t dl_size_bytes(const CmType *t, uint64_t index_bytes) {
  switch (t->kind) {
  case CM_TYPE_INDEX:
    return index_bytes;
  case CM_TYPE_VECTOR: {
    unsigned rank = t->shaped.rank;
    if (!rank)
      return dl_size_bytes(t->shaped.elem, index_bytes);
    uint64_t lead = 1;
    for (unsigned i = 0; i + 1 < rank; i++)
      lead *= (uint64_t)t->shaped.shape[i];
    return lead * pow2_ceil((uint64_t)t->shaped.shape[rank - 1]) *
           dl_size_bytes(t->shaped.elem, index_bytes);
  }
  case CM_TYPE_COMPLEX: {
    uint64_t inner = dl_size_bytes(t->complex.elem, index_bytes);
    uint64_t bits = inner * 8, align = pow2_ceil(inner) * 8;
    if (t->complex.elem->kind == CM_TYPE_INTEGER ||
        cm_type_is_float(t->complex.elem))
      bits = cm_type_bit_width(t->complex.elem);
    return ((bits + align - 1) / align * align + bits + 7) / 8;
  }
  case CM_TYPE_MEMREF:
    return 2 * 8 + (1 + 2 * (uint64_t)t->shaped.rank) * index_bytes;
  case CM_TYPE_UNRANKED_MEMREF:
    return 8 + index_bytes;
  default:
    break;
  }
  if (t->kind == CM_TYPE_INTEGER || cm_type_is_float(t))
    return (cm_type_bit_width(t) + 7) / 8;
  return 8; /* LLVM pointers: the default 64 bits */
}

static CmResult lower_alloc(const CmPattern *pat, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *mr = cm_op_result(op, 0)->type;
  if (!identity_convertible(tc, mr))
    return cm_rewriter_match_failure(rw, op, "incompatible memref type");
  bool is_alloca = cm_op_name_is(op, "memref.alloca");
  CmLoc *loc = cm_op_loc(op);
  CmOp *module = cm_op_parent_module(op);
  if (!is_alloca && !module)
    return CM_FAILURE;
  CmValueVec sizes = {0}, strides = {0};
  CmValue *bytes =
      descriptor_sizes(rw, tc, loc, mr, operands, &sizes, &strides);
  CmType *pt = cm_llvm_memref_elem_ptr_type(tc, mr);
  CmType *it = cm_llvm_tc_index_type(tc);
  CmAttr *align_attr = cm_op_get_attr(op, "alignment");
  int64_t align = align_attr && align_attr->kind == CM_ATTR_INTEGER
                      ? align_attr->integer.value
                      : 0;
  CmValue *allocated, *aligned;
  if (is_alloca) {
    allocated = aligned = cm_llvm_alloca(rw, loc, pt, bytes, align);
  } else if (cm_llvm_tc_options(tc)->use_aligned_alloc) {
    /* 13's getAllocationAlignment and isMemRefSizeMultipleOf, with the
     * data layout's sizes (index as dlti.dl_spec says) */
    uint64_t es =
        dl_size_bytes(mr->shaped.elem, cm_dlti_index_bitwidth(op) / 8);
    if (!align_attr) {
      uint64_t p = pow2_ceil(es);
      align = p > 16 ? (int64_t)p : 16;
    }
    CmValue *av = idx(rw, tc, loc, align);
    uint64_t div = es;
    for (unsigned i = 0; i < mr->shaped.rank; i++)
      if (mr->shaped.shape[i] != CM_DYNAMIC_SIZE)
        div *= (uint64_t)mr->shaped.shape[i];
    if (div % (uint64_t)align != 0)
      bytes = create_aligned(rw, tc, loc, bytes, av);
    CmType *params[2] = {it, it};
    cm_llvm_lookup_or_create_fn(rw, module, "aligned_alloc", 2, params,
                                i8ptr(ctx));
    CmValue *args[2] = {av, bytes};
    CmOp *call = cm_llvm_call_fn(rw, loc, "aligned_alloc", i8ptr(ctx), 2, args);
    allocated = aligned =
        cm_llvm_bitcast(rw, loc, pt, cm_op_result(call, 0));
  } else {
    CmValue *av = NULL;
    if (align_attr)
      av = idx(rw, tc, loc, align);
    else if (!is_scalar_elem(mr->shaped.elem))
      av = size_in_bytes(rw, tc, loc, mr->shaped.elem);
    if (av)
      bytes = cm_llvm_binop(rw, "llvm.add", loc, bytes, av);
    cm_llvm_lookup_or_create_fn(rw, module, "malloc", 1, &it, i8ptr(ctx));
    CmOp *call = cm_llvm_call_fn(rw, loc, "malloc", i8ptr(ctx), 1, &bytes);
    allocated = cm_llvm_bitcast(rw, loc, pt, cm_op_result(call, 0));
    aligned = allocated;
    if (av) {
      CmValue *pi =
          cm_llvm_val(rw, "llvm.ptrtoint", loc, it, 1, &allocated, NULL);
      CmValue *a = create_aligned(rw, tc, loc, pi, av);
      aligned = cm_llvm_val(rw, "llvm.inttoptr", loc, pt, 1, &a, NULL);
    }
  }
  CmValue *d =
      make_descriptor(rw, tc, loc, mr, allocated, aligned, &sizes, &strides);
  CM_VEC_FREE(sizes);
  CM_VEC_FREE(strides);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

static CmResult lower_dealloc(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  CmOp *module = cm_op_parent_module(op);
  if (!module || cm_op_operand(op, 0)->type->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *vp = i8ptr(ctx);
  cm_llvm_lookup_or_create_fn(rw, module, "free", 1, &vp, NULL);
  CmValue *p = cm_desc_get(rw, loc, operands[0], CM_DESC_ALLOCATED);
  CmValue *c = cm_llvm_bitcast(rw, loc, vp, p);
  cm_llvm_call_fn(rw, loc, "free", NULL, 1, &c);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_load_store(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  bool store = cm_op_name_is(op, "memref.store");
  unsigned mi = store ? 1 : 0;
  CmType *mr = cm_op_operand(op, mi)->type;
  if (mr->kind != CM_TYPE_MEMREF || !cm_llvm_memref_desc_type(tc, mr))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *p = cm_desc_strided_elem_ptr(rw, tc, loc, mr, operands[mi],
                                cm_op_num_operands(op) - mi - 1,
                                operands + mi + 1);
  if (!p)
    return CM_FAILURE;
  if (store) {
    CmValue *ops[2] = {operands[0], p};
    CmOp *s = cm_op_create_v(rw->ctx, "llvm.store", loc, 0, NULL, 2, ops,
                             NULL, 0, NULL, 0);
    cm_rewriter_replace_op_with_op(rw, op, s);
  } else {
    CmValue *v = cm_llvm_load(rw, loc, p);
    cm_rewriter_replace_op(rw, op, 1, &v);
  }
  return CM_SUCCESS;
}

/* The constant value of an index defined by std.constant. */
/* A constant dim index: std.constant, or an llvm.mlir.constant (the
 * subview lowering's memref.dim, as 13's getConstantDimIndex). */
static bool const_index(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || (!cm_op_name_is(d, "std.constant") &&
             !cm_op_name_is(d, "llvm.mlir.constant")))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

static CmResult lower_dim(const CmPattern *pat, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *mr = cm_op_operand(op, 0)->type;
  CmLoc *loc = cm_op_loc(op);
  if (mr->kind == CM_TYPE_UNRANKED_MEMREF) {
    /* the size behind the ranked descriptor the unranked one points to:
     * offset field of a memref<T> descriptor, then index + 1 further */
    CmContext *ctx = rw->ctx;
    unsigned as = mr->shaped.memspace && mr->shaped.memspace->kind ==
                                             CM_ATTR_INTEGER
                      ? (unsigned)mr->shaped.memspace->integer.value
                      : 0;
    CmType *scalar = cm_memref_type(0, NULL, mr->shaped.elem, NULL, NULL);
    CmType *sd = cm_llvm_convert_type(tc, scalar);
    if (!sd)
      return CM_FAILURE;
    CmValue *under = cm_desc_get(rw, loc, operands[0], 1);
    CmValue *sp = cm_llvm_bitcast(rw, loc, cm_llvm_ptr_type(sd, as), under);
    CmType *it = cm_llvm_tc_index_type(tc);
    CmType *ipt = cm_llvm_ptr_type(it, as);
    CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
    CmValue *two = cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, 2));
    CmValue *ix[2] = {idx(rw, tc, loc, 0), two};
    CmValue *offp = cm_llvm_gep(rw, loc, ipt, sp, 2, ix);
    CmValue *one = idx(rw, tc, loc, 1);
    CmValue *plus = cm_llvm_binop(rw, "llvm.add", loc, one, operands[1]);
    CmValue *szp = cm_llvm_gep(rw, loc, ipt, offp, 1, &plus);
    CmValue *r = cm_llvm_load(rw, loc, szp);
    cm_rewriter_replace_op(rw, op, 1, &r);
    return CM_SUCCESS;
  }
  if (mr->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  int64_t i;
  CmValue *r;
  unsigned rank = mr->shaped.rank;
  if (const_index(cm_op_operand(op, 1), &i)) {
    if (i < 0 || (uint64_t)i >= rank)
      return CM_FAILURE;
    if (mr->shaped.shape[i] == CM_DYNAMIC_SIZE)
      r = cm_desc_get_dim(rw, loc, operands[0], CM_DESC_SIZES, (unsigned)i);
    else
      r = idx(rw, tc, loc, mr->shaped.shape[i]);
  } else {
    CmType *it = cm_llvm_tc_index_type(tc);
    CmType *arr = cm_llvm_array_type(it, rank);
    int64_t p = CM_DESC_SIZES;
    CmValue *zero = idx(rw, tc, loc, 0);
    CmValue *one = idx(rw, tc, loc, 1);
    CmValue *sizes = cm_llvm_extractvalue(rw, loc, arr, operands[0], 1, &p);
    CmValue *sp = cm_llvm_alloca(rw, loc, cm_llvm_ptr_type(arr, 0), one, 0);
    cm_llvm_store(rw, loc, sizes, sp);
    CmValue *ix[2] = {zero, operands[1]};
    CmValue *rp = cm_llvm_gep(rw, loc, cm_llvm_ptr_type(it, 0), sp, 2, ix);
    r = cm_llvm_load(rw, loc, rp);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------- globals */

static CmType *global_type(const CmLLVMTypeConverter *tc, CmType *mr) {
  CmType *t = cm_llvm_convert_type(tc, mr->shaped.elem);
  if (!t)
    return NULL;
  for (unsigned i = mr->shaped.rank; i-- > 0;)
    t = cm_llvm_array_type(t, (uint64_t)mr->shaped.shape[i]);
  return t;
}

static CmResult lower_global(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE)
    return CM_FAILURE;
  CmType *mr = ta->type_value;
  if (!identity_convertible(tc, mr))
    return CM_FAILURE;
  CmType *gt = global_type(tc, mr);
  CmAttr *vis = cm_op_get_attr(op, "sym_visibility");
  bool is_public = !vis || (vis->kind == CM_ATTR_STRING &&
                            cm_str_eq_c(cm_ident_str(vis->str.value), "public"));
  CmAttr *init = cm_op_get_attr(op, "initial_value");
  CmOpState st;
  cm_op_state_init(&st, ctx, "llvm.mlir.global", cm_op_loc(op));
  if (cm_op_get_attr(op, "constant"))
    cm_op_state_add_attr(&st, "constant", cm_unit_attr(ctx));
  cm_op_state_add_attr(
      &st, "linkage",
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), is_public ? 10 : 0));
  cm_op_state_add_attr(&st, "sym_name", cm_op_get_attr(op, "sym_name"));
  cm_op_state_add_attr(&st, "type", cm_type_attr(gt));
  if (init && init->kind != CM_ATTR_UNIT) {
    CmAttr *v = init;
    if (mr->shaped.rank == 0 && init->kind == CM_ATTR_DENSE_ELEMENTS) {
      CmType *et = mr->shaped.elem;
      if (cm_type_is_float(et))
        v = cm_float_attr(et, cm_dense_get_float(init, 0));
      else
        v = cm_integer_attr(et, cm_dense_get_int(init, 0));
    }
    cm_op_state_add_attr(&st, "value", v);
  }
  unsigned as = cm_llvm_memref_addr_space(mr);
  if (as)
    cm_op_state_add_attr(
        &st, "addr_space",
        cm_integer_attr(cm_integer_type(ctx, 32, CM_SIGNLESS), as));
  cm_op_state_add_region(&st);
  cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_get_global(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *mr = cm_op_result(op, 0)->type;
  if (!identity_convertible(tc, mr))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValueVec sizes = {0}, strides = {0};
  descriptor_sizes(rw, tc, loc, mr, NULL, &sizes, &strides);
  unsigned as = cm_llvm_memref_addr_space(mr);
  CmType *gt = global_type(tc, mr);
  CmValue *addr = cm_llvm_val(rw, "llvm.mlir.addressof", loc,
                              cm_llvm_ptr_type(gt, as), 0, NULL,
                              named_dict(ctx, "global_name",
                                         cm_op_get_attr(op, "name")));
  CmType *ept = cm_llvm_ptr_type(cm_llvm_convert_type(tc, mr->shaped.elem), as);
  CmValue *zero = idx(rw, tc, loc, 0);
  CmValueVec ix = {0};
  for (unsigned i = 0; i <= mr->shaped.rank; i++)
    CM_VEC_PUSH(ix, zero);
  CmValue *gep = cm_llvm_gep(rw, loc, ept, addr, (unsigned)ix.len, ix.data);
  CM_VEC_FREE(ix);
  /* an integer of the pointer size (64 bits in the default layout) */
  CmValue *beef = cm_llvm_constant(
      rw, loc, cm_integer_type(ctx, 64, CM_SIGNLESS),
      cm_integer_attr(cm_index_type(ctx), 0xdeadbeef));
  CmValue *bp = cm_llvm_val(rw, "llvm.inttoptr", loc, ept, 1, &beef, NULL);
  CmValue *d = make_descriptor(rw, tc, loc, mr, bp, gep, &sizes, &strides);
  CM_VEC_FREE(sizes);
  CM_VEC_FREE(strides);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* ------------------------------------------------------------------ cast */

static CmResult lower_memref_cast(const CmPattern *pat, CmOp *op,
                                  CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  CmLoc *loc = cm_op_loc(op);
  CmType *sd = cm_llvm_convert_type(tc, src), *dd = cm_llvm_convert_type(tc, dst);
  if (!sd || !dd)
    return CM_FAILURE;
  CmValue *r;
  if (src->kind == CM_TYPE_MEMREF && dst->kind == CM_TYPE_MEMREF) {
    if (sd != dd)
      return CM_FAILURE;
    r = operands[0];
  } else if (src->kind == CM_TYPE_MEMREF) {
    /* ranked -> unranked: the descriptor on the stack */
    CmValue *one = idx(rw, tc, loc, 1);
    CmValue *p =
        cm_llvm_alloca(rw, loc, cm_llvm_ptr_type(sd, 0), one, 0);
    cm_llvm_store(rw, loc, operands[0], p);
    CmValue *vp = cm_llvm_bitcast(rw, loc, i8ptr(rw->ctx), p);
    CmValue *rank = cm_llvm_constant(
        rw, loc, cm_llvm_tc_index_type(tc),
        cm_integer_attr(cm_integer_type(rw->ctx, 64, CM_SIGNLESS),
                        src->shaped.rank));
    r = cm_udesc_pack(rw, tc, loc, rank, vp);
  } else if (dst->kind == CM_TYPE_MEMREF) {
    /* unranked -> ranked: load the descriptor behind the pointer */
    CmValue *vp = cm_desc_get(rw, loc, operands[0], 1);
    CmValue *p = cm_llvm_bitcast(rw, loc, cm_llvm_ptr_type(dd, 0), vp);
    r = cm_llvm_load(rw, loc, p);
  } else {
    return CM_FAILURE;
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ------------------------------------------------------------------ views */

static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}

/* llvm.mlir.constant(v : i64) of the index type (upstream's
 * getI64IntegerAttr constants of the view lowerings). */
static CmValue *i64c(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                     CmLoc *loc, int64_t v) {
  return cm_llvm_constant(rw, loc, cm_llvm_tc_index_type(tc),
                          cm_integer_attr(i64_type(rw->ctx), v));
}

static int64_t arr_at(CmAttr *a, unsigned i) {
  if (!a || a->kind != CM_ATTR_ARRAY || i >= a->array.num ||
      a->array.elems[i]->kind != CM_ATTR_INTEGER)
    return 0;
  return a->array.elems[i]->integer.value;
}

static unsigned arr_len(CmAttr *a) {
  return a && a->kind == CM_ATTR_ARRAY ? a->array.num : 0;
}

/* The operand index of the dynamic entry `i` of a static_* array whose
 * dynamic operands start at `first`. */
static unsigned dyn_index(CmAttr *a, unsigned i, int64_t sentinel,
                          unsigned first) {
  unsigned k = first;
  for (unsigned j = 0; j < i; j++)
    if (arr_at(a, j) == sentinel)
      k++;
  return k;
}

static CmResult lower_subview(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  if (src->kind != CM_TYPE_MEMREF || dst->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmType *dt = cm_llvm_convert_type(tc, dst);
  CmType *te = cm_llvm_convert_type(tc, dst->shaped.elem);
  if (!dt || !te || !cm_llvm_convert_type(tc, src))
    return CM_FAILURE;
  CmAttr *so = cm_op_get_attr(op, "static_offsets");
  CmAttr *ss = cm_op_get_attr(op, "static_sizes");
  CmAttr *st = cm_op_get_attr(op, "static_strides");
  unsigned rank = src->shaped.rank;
  /* the lists may name the leading dimensions only: the others keep
   * offset 0, the source's size and stride 1 (13's trailing semantics) */
  unsigned nso = arr_len(so), nss = arr_len(ss), nst = arr_len(st);
  if (nso > rank || nss > rank || nst > rank || nss != nst)
    return CM_FAILURE;
  /* the inferred (not rank-reduced) layout */
  int64_t *sstr, soff;
  if (!strides_of(src, &sstr, &soff))
    return CM_FAILURE;
  const int64_t DYN = CM_DYNAMIC_STRIDE_OR_OFFSET;
  int64_t off = soff;
  CM_VEC(int64_t) istr = {0};
  CM_VEC(int64_t) ishape = {0};
  for (unsigned i = 0; i < rank; i++) {
    int64_t o = i < nso ? arr_at(so, i) : 0, t = i < nst ? arr_at(st, i) : 1;
    if (off != DYN)
      off = (o == DYN || sstr[i] == DYN) ? DYN : off + o * sstr[i];
    CM_VEC_PUSH(istr, (t == DYN || sstr[i] == DYN) ? DYN : t * sstr[i]);
    int64_t sz = i < nss ? arr_at(ss, i) : src->shaped.shape[i];
    CM_VEC_PUSH(ishape, sz);
  }
  free(sstr);
  /* rank reduction: unit dims of the inferred shape not in the result */
  unsigned rrank = dst->shaped.rank;
  CM_VEC(bool) unused = {0};
  unsigned r = 0;
  bool ok = true;
  for (unsigned i = 0; i < rank; i++) {
    bool u = false;
    if (r < rrank && ishape.data[i] == dst->shaped.shape[r])
      r++;
    else if (ishape.data[i] == 1)
      u = true;
    else
      ok = false;
    CM_VEC_PUSH(unused, u);
  }
  if (!ok || r != rrank) {
    CM_VEC_FREE(istr);
    CM_VEC_FREE(ishape);
    CM_VEC_FREE(unused);
    return CM_FAILURE;
  }
  CmLoc *loc = cm_op_loc(op);
  CmType *ept = cm_llvm_ptr_type(te, cm_llvm_memref_addr_space(dst));
  CmValue *d = cm_llvm_undef(rw, loc, dt);
  CmValue *p = cm_desc_get(rw, loc, operands[0], CM_DESC_ALLOCATED);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALLOCATED, cm_llvm_bitcast(rw, loc, ept, p));
  p = cm_desc_get(rw, loc, operands[0], CM_DESC_ALIGNED);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALIGNED, cm_llvm_bitcast(rw, loc, ept, p));
  CmValueVec sv = {0};
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(sv, cm_desc_get_dim(rw, loc, operands[0], CM_DESC_STRIDES, i));
  unsigned nofs = 0, nsz = 0;
  for (unsigned i = 0; i < nso; i++)
    nofs += arr_at(so, i) == DYN;
  for (unsigned i = 0; i < nss; i++)
    nsz += arr_at(ss, i) == CM_DYNAMIC_SIZE;
  if (off != DYN) {
    d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, idx(rw, tc, loc, off));
  } else {
    CmValue *base = cm_desc_get(rw, loc, operands[0], CM_DESC_OFFSET);
    for (unsigned i = 0; i < nso; i++) {
      CmValue *o = arr_at(so, i) == DYN
                       ? operands[dyn_index(so, i, DYN, 1)]
                       : i64c(rw, tc, loc, arr_at(so, i));
      CmValue *mul = cm_llvm_binop(rw, "llvm.mul", loc, o, sv.data[i]);
      base = cm_llvm_binop(rw, "llvm.add", loc, base, mul);
    }
    d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, base);
  }
  int j = (int)rrank - 1;
  for (int i = (int)rank - 1; i >= 0 && j >= 0; i--) {
    if (unused.data[i])
      continue;
    CmValue *size, *stride;
    if ((unsigned)i >= nss) {
      /* a dimension past the lists: the source's size, stride 1 */
      int64_t s = src->shaped.shape[i];
      if (s != CM_DYNAMIC_SIZE) {
        size = i64c(rw, tc, loc, s);
      } else {
        /* memref.dim of the source, lowered in turn (as 13 does) */
        CmValue *pos = i64c(rw, tc, loc, i);
        CmValue *dops[2] = {cm_op_operand(op, 0), pos};
        CmType *ity = cm_index_type(rw->ctx);
        CmOp *dim =
            cm_rewriter_create_v(rw, "memref.dim", loc, 1, &ity, 2, dops, NULL);
        CmType *lit = cm_llvm_tc_index_type(tc);
        CmValue *dv = cm_op_result(dim, 0);
        size = cm_op_result(
            cm_rewriter_create_v(rw, "unrealized_conversion_cast",
                                 loc, 1, &lit, 1, &dv, NULL),
            0);
      }
      stride = i64c(rw, tc, loc, 1);
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, (unsigned)j, size);
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, (unsigned)j, stride);
      j--;
      continue;
    }
    size = arr_at(ss, i) == CM_DYNAMIC_SIZE
               ? operands[dyn_index(ss, i, CM_DYNAMIC_SIZE, 1 + nofs)]
               : i64c(rw, tc, loc, arr_at(ss, i));
    if (istr.data[i] != DYN) {
      stride = i64c(rw, tc, loc, istr.data[i]);
    } else {
      stride = arr_at(st, i) == DYN
                   ? operands[dyn_index(st, i, DYN, 1 + nofs + nsz)]
                   : i64c(rw, tc, loc, arr_at(st, i));
      stride = cm_llvm_binop(rw, "llvm.mul", loc, stride, sv.data[i]);
    }
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, (unsigned)j, size);
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, (unsigned)j, stride);
    j--;
  }
  CM_VEC_FREE(sv);
  CM_VEC_FREE(istr);
  CM_VEC_FREE(ishape);
  CM_VEC_FREE(unused);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

static CmResult lower_reinterpret_cast(const CmPattern *pat, CmOp *op,
                                       CmValue *const *operands,
                                       CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  CmType *dt = cm_llvm_convert_type(tc, dst);
  CmType *epp = NULL;
  if (src->kind == CM_TYPE_UNRANKED_MEMREF)
    epp = cm_udesc_elem_ptr_ptr_type(tc, src);
  if (!dt || (src->kind != CM_TYPE_MEMREF && !epp))
    return CM_FAILURE;
  CmAttr *so = cm_op_get_attr(op, "static_offsets");
  CmAttr *ss = cm_op_get_attr(op, "static_sizes");
  CmAttr *st = cm_op_get_attr(op, "static_strides");
  const int64_t DYN = CM_DYNAMIC_STRIDE_OR_OFFSET;
  unsigned rank = dst->shaped.rank;
  CmLoc *loc = cm_op_loc(op);
  CmValue *d = cm_llvm_undef(rw, loc, dt);
  CmValue *a, *b;
  if (epp) {
    /* the pointers of the ranked descriptor behind the unranked one */
    CmValue *under = cm_desc_get(rw, loc, operands[0], 1);
    a = cm_udesc_get(rw, tc, loc, under, epp, CM_DESC_ALLOCATED);
    b = cm_udesc_get(rw, tc, loc, under, epp, CM_DESC_ALIGNED);
  } else {
    a = cm_desc_get(rw, loc, operands[0], CM_DESC_ALLOCATED);
    b = cm_desc_get(rw, loc, operands[0], CM_DESC_ALIGNED);
  }
  d = cm_desc_set(rw, loc, d, CM_DESC_ALLOCATED, a);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALIGNED, b);
  unsigned k = 1;
  if (arr_at(so, 0) == DYN)
    d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, operands[k++]);
  else
    d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, idx(rw, tc, loc, arr_at(so, 0)));
  unsigned nsz = 0;
  for (unsigned i = 0; i < arr_len(ss); i++)
    nsz += arr_at(ss, i) == CM_DYNAMIC_SIZE;
  unsigned szk = k, stk = k + nsz;
  for (unsigned i = 0; i < rank; i++) {
    if (arr_at(ss, i) == CM_DYNAMIC_SIZE)
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i, operands[szk++]);
    else
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i,
                          idx(rw, tc, loc, arr_at(ss, i)));
    if (arr_at(st, i) == DYN)
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i, operands[stk++]);
    else
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i,
                          idx(rw, tc, loc, arr_at(st, i)));
  }
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

static CmResult lower_transpose(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmAttr *perm = cm_op_get_attr(op, "permutation");
  CmType *dst = cm_op_result(op, 0)->type;
  if (!perm || perm->kind != CM_ATTR_AFFINE_MAP || dst->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmValue *r = operands[0];
  if (!cm_affine_map_is_identity(perm->map)) {
    CmType *dt = cm_llvm_convert_type(tc, dst);
    if (!dt)
      return CM_FAILURE;
    CmLoc *loc = cm_op_loc(op);
    CmValue *d = cm_llvm_undef(rw, loc, dt);
    for (unsigned f = 0; f < 3; f++)
      d = cm_desc_set(rw, loc, d, f, cm_desc_get(rw, loc, operands[0], f));
    for (unsigned i = 0; i < perm->map->num_results; i++) {
      CmAffineExpr *e = perm->map->results[i];
      if (e->kind != CM_AFFINE_DIM)
        return CM_FAILURE;
      unsigned t = e->pos;
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, t,
                          cm_desc_get_dim(rw, loc, operands[0], CM_DESC_SIZES, i));
      d = cm_desc_set_dim(
          rw, loc, d, CM_DESC_STRIDES, t,
          cm_desc_get_dim(rw, loc, operands[0], CM_DESC_STRIDES, i));
    }
    r = d;
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult lower_view(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  CmType *dt = cm_llvm_convert_type(tc, dst);
  CmType *te = cm_llvm_convert_type(tc, dst->shaped.elem);
  CmLoc *loc = cm_op_loc(op);
  if (!dt || !te) {
    cm_emit_warning(loc, "Target descriptor type not converted to LLVM");
    return CM_FAILURE;
  }
  int64_t *strides, off;
  if (!strides_of(dst, &strides, &off)) {
    cm_emit_warning(loc, "cannot cast to non-strided shape");
    return CM_FAILURE;
  }
  unsigned rank = dst->shaped.rank;
  if (rank && strides[rank - 1] != 1) {
    free(strides);
    cm_emit_warning(loc, "cannot cast to non-contiguous shape");
    return CM_FAILURE;
  }
  CmType *ept = cm_llvm_ptr_type(te, cm_llvm_memref_addr_space(src));
  CmValue *d = cm_llvm_undef(rw, loc, dt);
  CmValue *a = cm_desc_get(rw, loc, operands[0], CM_DESC_ALLOCATED);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALLOCATED, cm_llvm_bitcast(rw, loc, ept, a));
  CmValue *b = cm_desc_get(rw, loc, operands[0], CM_DESC_ALIGNED);
  b = cm_llvm_gep(rw, loc, b->type, b, 1, &operands[1]);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALIGNED, cm_llvm_bitcast(rw, loc, ept, b));
  d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET, idx(rw, tc, loc, off));
  CmValue *stride = NULL, *next = NULL;
  for (int i = (int)rank - 1; i >= 0; i--) {
    CmValue *size;
    if (dst->shaped.shape[i] == CM_DYNAMIC_SIZE) {
      unsigned k = 2;
      for (int j = 0; j < i; j++)
        k += dst->shaped.shape[j] == CM_DYNAMIC_SIZE;
      size = operands[k];
    } else {
      size = idx(rw, tc, loc, dst->shaped.shape[i]);
    }
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, (unsigned)i, size);
    if (strides[i] != CM_DYNAMIC_STRIDE_OR_OFFSET)
      stride = idx(rw, tc, loc, strides[i]);
    else if (next)
      stride = stride ? cm_llvm_binop(rw, "llvm.mul", loc, stride, next) : next;
    else
      stride = idx(rw, tc, loc, 1);
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, (unsigned)i, stride);
    next = size;
  }
  free(strides);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

static CmResult lower_assume_alignment(const CmPattern *pat, CmOp *op,
                                       CmValue *const *operands,
                                       CmRewriter *rw) {
  (void)pat;
  CmAttr *al = cm_op_get_attr(op, "alignment");
  if (!al || al->kind != CM_ATTR_INTEGER)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *ptr = cm_desc_get(rw, loc, operands[0], CM_DESC_ALIGNED);
  CmType *ip = i64_type(ctx);
  CmValue *zero = cm_llvm_constant(rw, loc, ip, cm_integer_attr(cm_index_type(ctx), 0));
  CmValue *mask = cm_llvm_constant(
      rw, loc, ip, cm_integer_attr(cm_index_type(ctx), al->integer.value - 1));
  CmValue *pv = cm_llvm_val(rw, "llvm.ptrtoint", loc, ip, 1, &ptr, NULL);
  CmValue *andv = cm_llvm_binop(rw, "llvm.and", loc, pv, mask);
  CmValue *ops[2] = {andv, zero};
  CmValue *cmp = cm_llvm_val(rw, "llvm.icmp", loc,
                             cm_integer_type(ctx, 1, CM_SIGNLESS), 2, ops,
                             named_dict(ctx, "predicate",
                                        cm_integer_attr(ip, 0)));
  CmOp *as = cm_op_create_v(ctx, "llvm.intr.assume", loc, 0, NULL, 1, &cmp,
                            NULL, 0, NULL, 0);
  cm_rewriter_insert(rw, as);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_prefetch(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *mr = cm_op_operand(op, 0)->type;
  if (mr->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *p = cm_desc_strided_elem_ptr(rw, tc, loc, mr, operands[0],
                                cm_op_num_operands(op) - 1, operands + 1);
  if (!p)
    return CM_FAILURE;
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmAttr *w = cm_op_get_attr(op, "isWrite");
  CmAttr *l = cm_op_get_attr(op, "localityHint");
  CmAttr *dc = cm_op_get_attr(op, "isDataCache");
  CmValue *ops[4] = {
      p,
      cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, w && w->integer.value)),
      cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, l ? l->integer.value : 0)),
      cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, dc && dc->integer.value))};
  CmOp *pf = cm_op_create_v(ctx, "llvm.intr.prefetch", loc, 0, NULL, 4, ops,
                            NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, pf);
  return CM_SUCCESS;
}

/* ------------------------------------------------- copy, scopes, reshapes */

/* A ranked descriptor as an unranked one: the descriptor on the stack. */
static CmValue *make_unranked(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                              CmLoc *loc, CmValue *desc, unsigned rank) {
  CmValue *r = idx(rw, tc, loc, rank);
  CmValue *one = idx(rw, tc, loc, 1);
  CmValue *p = cm_llvm_alloca(rw, loc, cm_llvm_ptr_type(desc->type, 0), one, 0);
  cm_llvm_store(rw, loc, desc, p);
  CmValue *vp = cm_llvm_bitcast(rw, loc, i8ptr(rw->ctx), p);
  return cm_udesc_pack(rw, tc, loc, r, vp);
}

static CmResult lower_copy(const CmPattern *pat, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmOp *module = cm_op_parent_module(op);
  if (!module)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *st = cm_op_operand(op, 0)->type, *tt = cm_op_operand(op, 1)->type;
  CmValue *us = st->kind == CM_TYPE_MEMREF
                    ? make_unranked(rw, tc, loc, operands[0], st->shaped.rank)
                    : operands[0];
  CmValue *ut = tt->kind == CM_TYPE_MEMREF
                    ? make_unranked(rw, tc, loc, operands[1], tt->shaped.rank)
                    : operands[1];
  CmValue *one = idx(rw, tc, loc, 1);
  CmType *upt = cm_llvm_ptr_type(us->type, 0);
  CmValue *sp = cm_llvm_alloca(rw, loc, upt, one, 0);
  cm_llvm_store(rw, loc, us, sp);
  CmValue *tp = cm_llvm_alloca(rw, loc, upt, one, 0);
  cm_llvm_store(rw, loc, ut, tp);
  CmValue *es = idx(rw, tc, loc, cm_type_bit_width(st->shaped.elem) / 8);
  CmType *params[3] = {cm_llvm_tc_index_type(tc), upt, upt};
  cm_llvm_lookup_or_create_fn(rw, module, "memrefCopy", 3, params, NULL);
  CmValue *args[3] = {es, sp, tp};
  cm_llvm_call(rw, loc, "memrefCopy", NULL, 3, args);
  cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

static CmResult lower_alloca_scope(const CmPattern *pat, CmOp *op,
                                   CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  (void)operands;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *body = cm_op_region(op, 0);
  if (!body->first)
    return CM_FAILURE;
  CmBlock *cur = cm_op_block(op);
  CmBlock *rest = cm_rewriter_split_block(rw, cur, op);
  unsigned nr = cm_op_num_results(op);
  CmBlock *cont = rest;
  if (nr) {
    CmTypeVec types = {0};
    CM_VEC(CmLoc *) locs = {0};
    for (unsigned i = 0; i < nr; i++) {
      CM_VEC_PUSH(types, cm_op_result(op, i)->type);
      CM_VEC_PUSH(locs, loc);
    }
    cont = cm_rewriter_create_block(rw, cur->parent, rest, nr, types.data,
                                    locs.data);
    CM_VEC_FREE(types);
    CM_VEC_FREE(locs);
    CmOp *br = cm_op_create_v(ctx, "llvm.br", loc, 0, NULL, 0, NULL, NULL, 1,
                              &rest, 0);
    cm_rewriter_insert(rw, br);
  }
  CmBlock *before = body->first, *after = body->last;
  cm_rewriter_inline_region_before(rw, body, cur->parent, cont);
  cm_rewriter_set_to_end(rw, cur);
  CmValue *save = cm_llvm_val(rw, "llvm.intr.stacksave", loc, i8ptr(ctx), 0,
                              NULL, NULL);
  CmOp *br = cm_op_create_v(ctx, "llvm.br", loc, 0, NULL, 0, NULL, NULL, 1,
                            &before, 0);
  cm_rewriter_insert(rw, br);
  CmOp *ret = after->last;
  cm_rewriter_set_before(rw, ret);
  cm_llvm_op(rw, "llvm.intr.stackrestore", loc, NULL, 1, &save, NULL);
  CmValueVec rv = {0};
  for (unsigned i = 0; i < cm_op_num_operands(ret); i++)
    CM_VEC_PUSH(rv, cm_rewriter_remapped_value(rw, cm_op_operand(ret, i)));
  CmOp *rb = cm_op_create_v(ctx, "llvm.br", cm_op_loc(ret), 0, NULL,
                            (unsigned)rv.len, rv.data, NULL, 1, &cont, 0);
  CM_VEC_FREE(rv);
  cm_rewriter_replace_op_with_op(rw, ret, rb);
  CmValueVec res = {0};
  for (unsigned i = 0; i < nr; i++)
    CM_VEC_PUSH(res, cont->args[i]);
  cm_rewriter_replace_op(rw, op, nr, res.data);
  CM_VEC_FREE(res);
  return CM_SUCCESS;
}

/* memref.reshape to an unranked result (the shape operand of dynamic
 * length): the ranked descriptor is built on the stack, its sizes copied
 * from the shape operand and its strides their running products, in a
 * loop from the last dimension.  A shape of static length is left to
 * -std-expand, as upstream. */
static CmResult lower_reshape(const CmPattern *pat, CmOp *op,
                              CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmContext *ctx = rw->ctx;
  CmType *src = cm_op_operand(op, 0)->type;
  CmType *shape = cm_op_operand(op, 1)->type;
  CmType *dst = cm_op_result(op, 0)->type;
  if (shape->kind != CM_TYPE_MEMREF || shape->shaped.rank != 1 ||
      shape->shaped.shape[0] != CM_DYNAMIC_SIZE ||
      dst->kind != CM_TYPE_UNRANKED_MEMREF)
    return CM_FAILURE;
  CmType *ud = cm_llvm_convert_type(tc, dst);
  CmType *epp = cm_udesc_elem_ptr_ptr_type(tc, src);
  if (!ud || !epp || !cm_llvm_convert_type(tc, src) ||
      !cm_llvm_convert_type(tc, shape))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *it = cm_llvm_tc_index_type(tc);
  CmValue *rank = cm_desc_get_dim(rw, loc, operands[1], CM_DESC_SIZES, 0);
  CmValue *d = cm_llvm_undef(rw, loc, ud);
  d = cm_desc_set(rw, loc, d, 0, rank);
  CmValueVec bytes = {0};
  cm_udesc_alloc_sizes(rw, tc, loc, 1, &d, &bytes);
  CmValue *mem = cm_llvm_alloca(rw, loc, i8ptr(ctx), bytes.data[0], 0);
  CM_VEC_FREE(bytes);
  d = cm_desc_set(rw, loc, d, 1, mem);
  CmValue *f[3];
  if (src->kind == CM_TYPE_MEMREF) {
    for (unsigned i = 0; i < 3; i++)
      f[i] = cm_desc_get(rw, loc, operands[0], i);
  } else {
    CmValue *under = cm_desc_get(rw, loc, operands[0], 1);
    for (unsigned i = 0; i < 3; i++)
      f[i] = cm_udesc_get(rw, tc, loc, under, epp, i);
  }
  for (unsigned i = 0; i < 3; i++)
    cm_udesc_set(rw, tc, loc, mem, epp, i, f[i]);
  CmValue *sizes = cm_udesc_sizes_ptr(rw, tc, loc, mem, epp);
  CmValue *strides = cm_llvm_gep(rw, loc, sizes->type, sizes, 1, &rank);
  CmValue *shape_ptr = cm_desc_get(rw, loc, operands[1], CM_DESC_ALIGNED);
  CmValue *one = idx(rw, tc, loc, 1);
  CmValue *last = cm_llvm_binop(rw, "llvm.sub", loc, rank, one);

  /* init: br cond(rank - 1, 1); cond(i, stride): i >= 0 ? body : rest.
   * Built as upstream: cond at the end of the region receives the ops
   * after the op (which stays in init until erased), body and rest are
   * split off it in turn. */
  CmBlock *init = cm_op_block(op);
  CmOp *after = cm_op_next(op);
  CmType *targs[2] = {it, it};
  CmLoc *locs[2] = {loc, loc};
  CmBlock *cond =
      cm_rewriter_create_block(rw, init->parent, NULL, 2, targs, locs);
  CmBlock *moved = cm_rewriter_split_block(rw, init, after);
  cm_rewriter_merge_blocks(rw, moved, cond, 0, NULL);
  cm_rewriter_set_to_end(rw, init);
  CmValue *start[2] = {last, one};
  cm_llvm_br(rw, loc, cond, 2, start);
  cm_rewriter_set_to_start(rw, cond);
  CmValue *i = cond->args[0], *stride = cond->args[1];
  CmValue *zero = idx(rw, tc, loc, 0);
  CmValue *cmp_ops[2] = {i, zero};
  CmValue *ge = cm_llvm_val(
      rw, "llvm.icmp", loc, cm_integer_type(ctx, 1, CM_SIGNLESS), 2, cmp_ops,
      named_dict(ctx, "predicate",
                 cm_integer_attr(i64_type(ctx), 5 /* sge */)));
  CmBlock *body = cm_rewriter_split_block(rw, cond, after);
  cm_rewriter_set_to_start(rw, body);
  /* read as index whatever the shape's element type (13 does the same) */
  CmValue *sp = cm_llvm_gep(rw, loc, sizes->type, shape_ptr, 1, &i);
  CmValue *size = cm_llvm_load(rw, loc, sp);
  cm_llvm_store(rw, loc, size, cm_llvm_gep(rw, loc, sizes->type, sizes, 1, &i));
  cm_llvm_store(rw, loc, stride,
                cm_llvm_gep(rw, loc, strides->type, strides, 1, &i));
  CmValue *next[2];
  next[1] = cm_llvm_binop(rw, "llvm.mul", loc, stride, size);
  next[0] = cm_llvm_binop(rw, "llvm.sub", loc, i, one);
  cm_llvm_br(rw, loc, cond, 2, next);
  CmBlock *rest = cm_rewriter_split_block(rw, body, after);
  cm_rewriter_set_to_end(rw, cond);
  cm_llvm_cond_br(rw, loc, ge, body, 0, NULL, rest, 0, NULL);
  cm_rewriter_set_to_start(rw, rest);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* expand_shape / collapse_shape to a static shape with static strides. */
/* The reassociation groups of expand_shape / collapse_shape: group[d] of
 * each expanded dim d (`n` of them); false if malformed. */
static bool reassoc_groups(CmOp *op, unsigned n, unsigned *group) {
  const CmAttr *a = cm_op_get_attr(op, "reassociation");
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned d = 0; d < n; d++)
    group[d] = ~0u;
  for (unsigned g = 0; g < a->array.num; g++) {
    const CmAttr *grp = a->array.elems[g];
    if (!grp || grp->kind != CM_ATTR_ARRAY)
      return false;
    for (unsigned k = 0; k < grp->array.num; k++) {
      const CmAttr *e = grp->array.elems[k];
      if (!e || e->kind != CM_ATTR_INTEGER || e->integer.value < 0 ||
          (uint64_t)e->integer.value >= n)
        return false;
      group[e->integer.value] = g;
    }
  }
  return true;
}

/* expand_shape / collapse_shape of identity layouts (as 13): the pointers
 * and offset kept, the sizes from the result type, a dynamic one computed
 * from the source's sizes (a collapsed size the product of its group, an
 * expanded one the source size divided by the group's other sizes), the
 * strides constants or, with a dynamic size, running products. */
static CmResult lower_reassoc_reshape(const CmPattern *pat, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = TC(pat);
  CmType *dst = cm_op_result(op, 0)->type;
  CmType *src = cm_op_operand(op, 0)->type;
  if (dst->kind != CM_TYPE_MEMREF || src->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  if (dst->shaped.layout || src->shaped.layout)
    return cm_rewriter_match_failure(rw, op,
                                     "only empty layout map is supported");
  unsigned rank = dst->shaped.rank, srank = src->shaped.rank;
  bool collapse = rank < srank;
  unsigned nexp = collapse ? srank : rank;
  int64_t *strides, off;
  if (!strides_of(dst, &strides, &off))
    return CM_FAILURE;
  CmType *dt = cm_llvm_convert_type(tc, dst);
  unsigned *group = cm_xmalloc(sizeof(unsigned) * (nexp + 1));
  if (!dt || !reassoc_groups(op, nexp, group)) {
    free(strides);
    free(group);
    return CM_FAILURE;
  }
  /* an expanded dynamic size needs its group (a rank-0 collapse has
   * none) */
  for (unsigned i = 0; !collapse && i < rank; i++)
    if (dst->shaped.shape[i] == CM_DYNAMIC_SIZE && group[i] >= srank) {
      free(strides);
      free(group);
      return CM_FAILURE;
    }
  CmLoc *loc = cm_op_loc(op);
  CmValue *d = cm_llvm_undef(rw, loc, dt);
  for (unsigned f = 0; f < 3; f++)
    d = cm_desc_set(rw, loc, d, f, cm_desc_get(rw, loc, operands[0], f));
  /* the dynamic sizes first, in order, then the constants (13 computes
   * the mixed sizes, then materializes their constants) */
  CmValueVec sizes = {0};
  for (unsigned i = 0; i < rank; i++) {
    CmValue *v = NULL;
    if (dst->shaped.shape[i] == CM_DYNAMIC_SIZE) {
      if (collapse) {
        v = idx(rw, tc, loc, 1);
        for (unsigned k = 0; k < srank; k++) {
          if (group[k] != i)
            continue;
          CmValue *in =
              src->shaped.shape[k] == CM_DYNAMIC_SIZE
                  ? cm_desc_get_dim(rw, loc, operands[0], CM_DESC_SIZES, k)
                  : idx(rw, tc, loc, src->shaped.shape[k]);
          v = cm_llvm_binop(rw, "llvm.mul", loc, v, in);
        }
      } else {
        unsigned g = group[i];
        int64_t others = 1;
        for (unsigned k = 0; k < rank; k++)
          if (k != i && group[k] == g)
            others *= dst->shaped.shape[k];
        CmValue *in =
            src->shaped.shape[g] == CM_DYNAMIC_SIZE
                ? cm_desc_get_dim(rw, loc, operands[0], CM_DESC_SIZES, g)
                : idx(rw, tc, loc, src->shaped.shape[g]);
        v = cm_llvm_binop(rw, "llvm.sdiv", loc, in, idx(rw, tc, loc, others));
      }
    }
    CM_VEC_PUSH(sizes, v);
  }
  for (unsigned i = 0; i < rank; i++)
    if (!sizes.data[i])
      sizes.data[i] = idx(rw, tc, loc, dst->shaped.shape[i]);
  for (unsigned i = 0; i < rank; i++)
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i, sizes.data[i]);
  bool static_strides = true;
  for (unsigned i = 0; i < rank; i++)
    if (strides[i] == CM_DYNAMIC_STRIDE_OR_OFFSET)
      static_strides = false;
  if (static_strides) {
    for (unsigned i = 0; i < rank; i++)
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i,
                          idx(rw, tc, loc, strides[i]));
  } else {
    CmValue *stride = idx(rw, tc, loc, 1);
    for (unsigned i = rank; i-- > 0;) {
      d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i, stride);
      stride = cm_llvm_binop(rw, "llvm.mul", loc, sizes.data[i], stride);
    }
  }
  CM_VEC_FREE(sizes);
  free(strides);
  free(group);
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* --------------------------------------------------------------- set up */

void cm_populate_memref_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                         CmPatternSet *set) {
  cm_llvm_pattern_add(set, tc, "memref.alloc", lower_alloc, NULL);
  cm_llvm_pattern_add(set, tc, "memref.alloca", lower_alloc, NULL);
  cm_llvm_pattern_add(set, tc, "memref.dealloc", lower_dealloc, NULL);
  cm_llvm_pattern_add(set, tc, "memref.load", lower_load_store, NULL);
  cm_llvm_pattern_add(set, tc, "memref.store", lower_load_store, NULL);
  cm_llvm_pattern_add(set, tc, "memref.dim", lower_dim, NULL);
  cm_llvm_pattern_add(set, tc, "memref.global", lower_global, NULL);
  cm_llvm_pattern_add(set, tc, "memref.get_global", lower_get_global, NULL);
  cm_llvm_pattern_add(set, tc, "memref.cast", lower_memref_cast, NULL);
  cm_llvm_pattern_add(set, tc, "memref.subview", lower_subview, NULL);
  cm_llvm_pattern_add(set, tc, "memref.reinterpret_cast",
                      lower_reinterpret_cast, NULL);
  cm_llvm_pattern_add(set, tc, "memref.transpose", lower_transpose, NULL);
  cm_llvm_pattern_add(set, tc, "memref.view", lower_view, NULL);
  cm_llvm_pattern_add(set, tc, "memref.assume_alignment",
                      lower_assume_alignment, NULL);
  cm_llvm_pattern_add(set, tc, "memref.prefetch", lower_prefetch, NULL);
  cm_llvm_pattern_add(set, tc, "memref.copy", lower_copy, NULL);
  cm_llvm_pattern_add(set, tc, "memref.alloca_scope", lower_alloca_scope, NULL);
  cm_llvm_pattern_add(set, tc, "memref.reshape", lower_reshape, NULL);
  cm_llvm_pattern_add(set, tc, "memref.expand_shape",
                      lower_reassoc_reshape, NULL);
  cm_llvm_pattern_add(set, tc, "memref.collapse_shape",
                      lower_reassoc_reshape, NULL);
}
