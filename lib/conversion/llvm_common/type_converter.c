/* type_converter.c - the LLVM type converter of the conversions to the
 * LLVM dialect (upstream 13's LLVMTypeConverter): builtin types to LLVM
 * dialect types, memref descriptors, function signatures with argument
 * expansion and result packing, and the materializations (argument
 * materialization packs a descriptor from its parts; everything else is an
 * unrealized_conversion_cast). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>
#include <string.h>

struct CmLLVMTypeConverter {
  CmTypeConverter *base;
  CmContext *ctx;
  CmLLVMOptions opts;
  CmType *index;
};

const CmTypeConverter *cm_llvm_tc_base(const CmLLVMTypeConverter *tc) {
  return tc->base;
}
const CmLLVMOptions *cm_llvm_tc_options(const CmLLVMTypeConverter *tc) {
  return &tc->opts;
}
CmContext *cm_llvm_tc_context(const CmLLVMTypeConverter *tc) {
  return tc->ctx;
}
CmType *cm_llvm_tc_index_type(const CmLLVMTypeConverter *tc) {
  return tc->index;
}
unsigned cm_llvm_tc_index_bitwidth(const CmLLVMTypeConverter *tc) {
  return tc->index->integer.width;
}

unsigned cm_llvm_memref_addr_space(const CmType *mr) {
  CmAttr *ms = mr->shaped.memspace;
  if (ms && ms->kind == CM_ATTR_INTEGER)
    return (unsigned)ms->integer.value;
  return 0;
}

CmType *cm_llvm_memref_elem_ptr_type(const CmLLVMTypeConverter *tc,
                                     CmType *mr) {
  CmType *e = cm_llvm_convert_type(tc, mr->shaped.elem);
  if (!e)
    return NULL;
  return cm_llvm_ptr_type(e, cm_llvm_memref_addr_space(mr));
}

CmType *cm_llvm_memref_desc_type(const CmLLVMTypeConverter *tc, CmType *mr) {
  unsigned rank = mr->shaped.rank;
  int64_t strides_buf[16];
  int64_t *strides = rank <= 16 ? strides_buf
                                : cm_xmalloc(rank * sizeof(int64_t));
  int64_t off;
  bool strided = cm_memref_strides_and_offset(mr, strides, &off);
  if (strides != strides_buf)
    free(strides);
  if (!strided)
    return NULL;
  CmType *p = cm_llvm_memref_elem_ptr_type(tc, mr);
  if (!p)
    return NULL;
  CmType *f[5];
  f[0] = p;
  f[1] = p;
  f[2] = tc->index;
  unsigned n = 3;
  if (rank) {
    CmType *arr = cm_llvm_array_type(tc->index, rank);
    f[3] = arr;
    f[4] = arr;
    n = 5;
  }
  return cm_llvm_struct_type(tc->ctx, n, f, false);
}

CmType *cm_llvm_unranked_desc_type(const CmLLVMTypeConverter *tc) {
  CmType *f[2] = {tc->index,
                  cm_llvm_ptr_type(cm_integer_type(tc->ctx, 8, CM_SIGNLESS),
                                   0)};
  return cm_llvm_struct_type(tc->ctx, 2, f, false);
}

bool cm_llvm_memref_is_bare_convertible(const CmType *mr) {
  if (mr->kind != CM_TYPE_MEMREF)
    return false;
  unsigned rank = mr->shaped.rank;
  for (unsigned i = 0; i < rank; i++)
    if (mr->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  int64_t sb[16];
  int64_t *s = rank <= 16 ? sb : cm_xmalloc(rank * sizeof(int64_t));
  int64_t off;
  bool ok = cm_memref_strides_and_offset(mr, s, &off) &&
            off != CM_DYNAMIC_STRIDE_OR_OFFSET;
  for (unsigned i = 0; ok && i < rank; i++)
    if (s[i] == CM_DYNAMIC_STRIDE_OR_OFFSET)
      ok = false;
  if (s != sb)
    free(s);
  return ok;
}

/* n-D vector -> nested arrays of 1-D vectors. */
static CmType *convert_vector(const CmLLVMTypeConverter *tc, CmType *v) {
  CmType *e = cm_llvm_convert_type(tc, v->shaped.elem);
  if (!e)
    return NULL;
  unsigned rank = v->shaped.rank;
  if (rank == 0)
    return NULL;
  CmType *t = cm_vector_type(1, &v->shaped.shape[rank - 1], e);
  for (unsigned i = rank - 1; i-- > 0;)
    t = cm_llvm_array_type(t, (uint64_t)v->shaped.shape[i]);
  return t;
}

static CmResult convert_cb(const CmTypeConverter *base, CmType *t,
                           CmTypeVec *out, void *user) {
  (void)base;
  const CmLLVMTypeConverter *tc = user;
  CmType *r = NULL;
  switch ((CmTypeKind)t->kind) {
  case CM_TYPE_INDEX:
    r = tc->index;
    break;
  case CM_TYPE_INTEGER:
    r = cm_integer_type(tc->ctx, t->integer.width, CM_SIGNLESS);
    break;
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
  case CM_TYPE_F32:
  case CM_TYPE_F64:
  case CM_TYPE_F80:
  case CM_TYPE_F128:
    r = t;
    break;
  case CM_TYPE_COMPLEX: {
    CmType *e = cm_llvm_convert_type(tc, t->complex.elem);
    if (e) {
      CmType *f[2] = {e, e};
      r = cm_llvm_struct_type(tc->ctx, 2, f, false);
    }
    break;
  }
  case CM_TYPE_FUNCTION: {
    CmType *fn = cm_llvm_convert_function_signature(tc, t, false, false, NULL);
    if (fn)
      r = cm_llvm_ptr_type(fn, 0);
    break;
  }
  case CM_TYPE_VECTOR:
    r = convert_vector(tc, t);
    break;
  case CM_TYPE_MEMREF:
    r = cm_llvm_memref_desc_type(tc, t);
    break;
  case CM_TYPE_UNRANKED_MEMREF:
    r = cm_llvm_unranked_desc_type(tc);
    break;
  case CM_TYPE_DIALECT:
    if (cm_llvm_type_id(t) >= 0)
      r = t;
    break;
  default:
    break;
  }
  if (!r)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, r);
  return CM_SUCCESS;
}

CmType *cm_llvm_convert_type(const CmLLVMTypeConverter *tc, CmType *t) {
  return cm_type_converter_convert_type(tc->base, t);
}

CmResult cm_llvm_convert_arg_type(const CmLLVMTypeConverter *tc, CmType *t,
                                  bool bare, CmTypeVec *out) {
  if (t->kind == CM_TYPE_MEMREF) {
    if (bare) {
      if (!cm_llvm_memref_is_bare_convertible(t))
        return CM_FAILURE;
      CmType *p = cm_llvm_memref_elem_ptr_type(tc, t);
      if (!p)
        return CM_FAILURE;
      CM_VEC_PUSH(*out, p);
      return CM_SUCCESS;
    }
    CmType *d = cm_llvm_memref_desc_type(tc, t);
    if (!d)
      return CM_FAILURE;
    CmType *p = cm_llvm_struct_elem(d, 0);
    CM_VEC_PUSH(*out, p);
    CM_VEC_PUSH(*out, p);
    CM_VEC_PUSH(*out, tc->index);
    for (unsigned i = 0; i < 2 * t->shaped.rank; i++)
      CM_VEC_PUSH(*out, tc->index);
    return CM_SUCCESS;
  }
  if (t->kind == CM_TYPE_UNRANKED_MEMREF) {
    if (bare)
      return CM_FAILURE;
    CmType *d = cm_llvm_unranked_desc_type(tc);
    CM_VEC_PUSH(*out, cm_llvm_struct_elem(d, 0));
    CM_VEC_PUSH(*out, cm_llvm_struct_elem(d, 1));
    return CM_SUCCESS;
  }
  CmType *c = cm_llvm_convert_type(tc, t);
  if (!c)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, c);
  return CM_SUCCESS;
}

/* A result type: bare pointers for memrefs under that convention. */
static CmType *convert_result(const CmLLVMTypeConverter *tc, CmType *t,
                              bool bare) {
  if (bare && t->kind == CM_TYPE_MEMREF) {
    if (!cm_llvm_memref_is_bare_convertible(t))
      return NULL;
    return cm_llvm_memref_elem_ptr_type(tc, t);
  }
  if (bare && t->kind == CM_TYPE_UNRANKED_MEMREF)
    return NULL; /* no bare pointer for an unranked memref */
  return cm_llvm_convert_type(tc, t);
}

CmType *cm_llvm_pack_result_types(const CmLLVMTypeConverter *tc, unsigned n,
                                  CmType *const *types, bool bare) {
  if (n == 0)
    return NULL;
  if (n == 1)
    return convert_result(tc, types[0], bare);
  CmType *buf[8];
  CmType **f = n <= 8 ? buf : cm_xmalloc(n * sizeof(CmType *));
  CmType *r = NULL;
  unsigned i = 0;
  for (; i < n; i++)
    if (!(f[i] = convert_result(tc, types[i], bare)))
      break;
  if (i == n)
    r = cm_llvm_struct_type(tc->ctx, n, f, false);
  if (f != buf)
    free(f);
  return r;
}

CmType *cm_llvm_convert_function_signature(const CmLLVMTypeConverter *tc,
                                           CmType *fn, bool vararg,
                                           bool bare,
                                           CmSignatureConversion *sc) {
  unsigned ni = fn->func.num_inputs, nr = fn->func.num_results;
  CmTypeVec all = {0}, one = {0};
  CmType *r = NULL;
  bool ok = true;
  for (unsigned i = 0; i < ni && ok; i++) {
    one.len = 0;
    if (cm_failed(cm_llvm_convert_arg_type(tc, fn->func.types[i], bare, &one)))
      ok = false;
    else {
      if (sc)
        cm_signature_conversion_add_inputs(sc, i, (unsigned)one.len,
                                           one.data);
      for (size_t k = 0; k < one.len; k++)
        CM_VEC_PUSH(all, one.data[k]);
    }
  }
  if (ok) {
    CmType *res = nr ? cm_llvm_pack_result_types(tc, nr, fn->func.types + ni,
                                                 bare)
                     : cm_llvm_void_type(tc->ctx);
    if (res)
      r = cm_llvm_func_type(res, (unsigned)all.len, all.data, vararg);
  }
  CM_VEC_FREE(all);
  CM_VEC_FREE(one);
  return r;
}

/* Argument materialization: a memref argument expanded into its parts is
 * rebuilt into its descriptor at the start of the body. */
static CmValue *arg_mat(const CmTypeConverter *base, CmBuilder *b,
                        CmType *type, unsigned n, CmValue *const *inputs,
                        CmLoc *loc, void *user) {
  (void)base;
  const CmLLVMTypeConverter *tc = user;
  bool bare = n == 1 && type->kind == CM_TYPE_MEMREF &&
              cm_llvm_type_id(inputs[0]->type) == CM_LLVM_PTR;
  if (n == 1 && !bare)
    return NULL;
  CmRewriter rw;
  cm_rewriter_init(&rw, tc->ctx, NULL);
  rw.b = *b;
  CmValue *r = NULL;
  if (bare) {
    /* a bare pointer promoted to the descriptor of its static shape */
    r = cm_desc_from_static(&rw, tc, loc, type, inputs[0]);
  } else if (type->kind == CM_TYPE_MEMREF) {
    CmType *d = cm_llvm_memref_desc_type(tc, type);
    if (d && n == 3 + 2 * type->shaped.rank)
      r = cm_desc_pack(&rw, loc, d, type->shaped.rank, inputs);
  } else if (type->kind == CM_TYPE_UNRANKED_MEMREF && n == 2) {
    r = cm_udesc_pack(&rw, tc, loc, inputs[0], inputs[1]);
  }
  *b = rw.b;
  return r;
}

CmLLVMTypeConverter *cm_llvm_type_converter_create(CmContext *ctx,
                                                   const CmLLVMOptions *o) {
  CmLLVMTypeConverter *tc = cm_xcalloc(1, sizeof(*tc));
  tc->ctx = ctx;
  if (o)
    tc->opts = *o;
  tc->index = cm_integer_type(
      ctx, tc->opts.index_bitwidth ? tc->opts.index_bitwidth : 64,
      CM_SIGNLESS);
  tc->base = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc->base, convert_cb, tc);
  cm_type_converter_add_cast_materializations(tc->base);
  cm_type_converter_add_argument_materialization(tc->base, arg_mat, tc);
  return tc;
}

void cm_llvm_type_converter_destroy(CmLLVMTypeConverter *tc) {
  if (!tc)
    return;
  cm_type_converter_destroy(tc->base);
  free(tc);
}
