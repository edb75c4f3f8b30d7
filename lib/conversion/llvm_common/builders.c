/* builders.c - llvm ops built by name through a rewriter (the attributes
 * of upstream 13's generic form), and the memref descriptor helpers
 * (upstream MemRefDescriptor / UnrankedMemRefDescriptor). */
#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>
#include <string.h>

CmOp *cm_llvm_op(CmRewriter *rw, const char *name, CmLoc *loc, CmType *rt,
                 unsigned n, CmValue *const *operands, CmAttr *attrs) {
  return cm_rewriter_create_v(rw, name, loc, rt ? 1 : 0, rt ? &rt : NULL, n,
                              operands, attrs);
}

CmValue *cm_llvm_val(CmRewriter *rw, const char *name, CmLoc *loc,
                     CmType *rt, unsigned n, CmValue *const *operands,
                     CmAttr *attrs) {
  return cm_op_result(cm_llvm_op(rw, name, loc, rt, n, operands, attrs), 0);
}

static CmAttr *dict1(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

CmValue *cm_llvm_undef(CmRewriter *rw, CmLoc *loc, CmType *t) {
  return cm_llvm_val(rw, "llvm.mlir.undef", loc, t, 0, NULL, NULL);
}

CmValue *cm_llvm_constant(CmRewriter *rw, CmLoc *loc, CmType *t,
                          CmAttr *value) {
  return cm_llvm_val(rw, "llvm.mlir.constant", loc, t, 0, NULL,
                     dict1(rw->ctx, "value", value));
}

CmValue *cm_llvm_index_const(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                             CmLoc *loc, int64_t v) {
  return cm_llvm_constant(rw, loc, cm_llvm_tc_index_type(tc),
                          cm_integer_attr(cm_index_type(rw->ctx), v));
}

static CmAttr *pos_attr(CmContext *ctx, unsigned npos, const int64_t *pos) {
  CmAttr *el[4];
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  for (unsigned i = 0; i < npos && i < 4; i++)
    el[i] = cm_integer_attr(i64, pos[i]);
  return dict1(ctx, "position", cm_array_attr(ctx, npos < 4 ? npos : 4, el));
}

CmValue *cm_llvm_extractvalue(CmRewriter *rw, CmLoc *loc, CmType *t,
                              CmValue *agg, unsigned npos,
                              const int64_t *pos) {
  return cm_llvm_val(rw, "llvm.extractvalue", loc, t, 1, &agg,
                     pos_attr(rw->ctx, npos, pos));
}

CmValue *cm_llvm_insertvalue(CmRewriter *rw, CmLoc *loc, CmValue *agg,
                             CmValue *v, unsigned npos, const int64_t *pos) {
  CmValue *ops[2] = {agg, v};
  return cm_llvm_val(rw, "llvm.insertvalue", loc, agg->type, 2, ops,
                     pos_attr(rw->ctx, npos, pos));
}

CmValue *cm_llvm_binop(CmRewriter *rw, const char *name, CmLoc *loc,
                       CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  return cm_llvm_val(rw, name, loc, a->type, 2, ops, NULL);
}

CmValue *cm_llvm_gep(CmRewriter *rw, CmLoc *loc, CmType *rt, CmValue *base,
                     unsigned n, CmValue *const *indices) {
  CmValue *buf[8];
  CmValueVec v = {0};
  CmValue **ops = buf;
  if (n + 1 > 8) {
    for (unsigned i = 0; i <= n; i++)
      CM_VEC_PUSH(v, i ? indices[i - 1] : base);
    ops = v.data;
  } else {
    buf[0] = base;
    for (unsigned i = 0; i < n; i++)
      buf[i + 1] = indices[i];
  }
  CmValue *r =
      cm_llvm_val(rw, "llvm.getelementptr", loc, rt, n + 1, ops, NULL);
  CM_VEC_FREE(v);
  return r;
}

CmValue *cm_llvm_bitcast(CmRewriter *rw, CmLoc *loc, CmType *t, CmValue *v) {
  return cm_llvm_val(rw, "llvm.bitcast", loc, t, 1, &v, NULL);
}

CmValue *cm_llvm_load(CmRewriter *rw, CmLoc *loc, CmValue *ptr) {
  return cm_llvm_val(rw, "llvm.load", loc, cm_llvm_ptr_pointee(ptr->type), 1,
                     &ptr, NULL);
}

void cm_llvm_store(CmRewriter *rw, CmLoc *loc, CmValue *v, CmValue *ptr) {
  CmValue *ops[2] = {v, ptr};
  cm_llvm_op(rw, "llvm.store", loc, NULL, 2, ops, NULL);
}

CmValue *cm_llvm_alloca(CmRewriter *rw, CmLoc *loc, CmType *ptr_type,
                        CmValue *size, int64_t alignment) {
  CmAttr *a = NULL;
  if (alignment)
    a = dict1(rw->ctx, "alignment",
              cm_integer_attr(cm_integer_type(rw->ctx, 64, CM_SIGNLESS),
                              alignment));
  return cm_llvm_val(rw, "llvm.alloca", loc, ptr_type, 1, &size, a);
}

void cm_llvm_br(CmRewriter *rw, CmLoc *loc, CmBlock *dest, unsigned n,
                CmValue *const *args) {
  cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "llvm.br", loc, 0, NULL, n,
                                        args, NULL, 1, &dest, 0));
}

void cm_llvm_cond_br(CmRewriter *rw, CmLoc *loc, CmValue *cond,
                     CmBlock *t, unsigned nt, CmValue *const *targs,
                     CmBlock *f, unsigned nf, CmValue *const *fargs) {
  CmContext *ctx = rw->ctx;
  int32_t seg[3] = {1, (int32_t)nt, (int32_t)nf};
  int64_t three = 3;
  CmAttr *segs = cm_dense_elements_attr(
      cm_vector_type(1, &three, cm_integer_type(ctx, 32, CM_SIGNLESS)), false,
      sizeof seg, seg);
  CmValueVec ops = {0};
  CM_VEC_PUSH(ops, cond);
  for (unsigned i = 0; i < nt; i++)
    CM_VEC_PUSH(ops, targs[i]);
  for (unsigned i = 0; i < nf; i++)
    CM_VEC_PUSH(ops, fargs[i]);
  CmBlock *succ[2] = {t, f};
  cm_rewriter_insert(
      rw, cm_op_create_v(ctx, "llvm.cond_br", loc, 0, NULL,
                         (unsigned)ops.len, ops.data,
                         dict1(ctx, "operand_segment_sizes", segs), 2, succ,
                         0));
  CM_VEC_FREE(ops);
}

enum { ND_MAX_DEPTH = 16, ND_MAX_OPS = 8 };

CmType *cm_llvm_nd_inner_type(CmType *arr, unsigned *depth) {
  unsigned d = 0;
  while (cm_llvm_type_id(arr) == CM_LLVM_ARRAY) {
    if (d == ND_MAX_DEPTH)
      return NULL;
    d++;
    arr = cm_llvm_array_elem(arr);
  }
  *depth = d;
  return arr;
}

CmValue *cm_llvm_unroll_nd(CmRewriter *rw, CmLoc *loc, CmType *res_arr,
                           unsigned nops, CmValue *const *ops,
                           CmLLVMUnrollFn fn, void *user) {
  unsigned depth;
  CmType *vec1d = cm_llvm_nd_inner_type(res_arr, &depth);
  if (!vec1d || nops > ND_MAX_OPS)
    return NULL;
  int64_t dims[ND_MAX_DEPTH], pos[ND_MAX_DEPTH] = {0}, total = 1;
  CmType *t = res_arr;
  for (unsigned i = 0; i < depth; i++) {
    dims[i] = (int64_t)cm_llvm_array_count(t);
    total *= dims[i];
    t = cm_llvm_array_elem(t);
  }
  CmValue *desc = cm_llvm_undef(rw, loc, res_arr);
  CmValue *ex[ND_MAX_OPS];
  for (int64_t lin = 0; lin < total; lin++) {
    int64_t rem = lin;
    for (unsigned i = depth; i-- > 0;) {
      pos[i] = rem % dims[i];
      rem /= dims[i];
    }
    for (unsigned k = 0; k < nops; k++) {
      CmType *ot = ops[k]->type;
      for (unsigned i = 0; i < depth; i++)
        ot = cm_llvm_array_elem(ot);
      ex[k] = cm_llvm_extractvalue(rw, loc, ot, ops[k], depth, pos);
    }
    CmValue *v = fn(rw, loc, vec1d, nops, ex, user);
    desc = cm_llvm_insertvalue(rw, loc, desc, v, depth, pos);
  }
  return desc;
}

CmOp *cm_llvm_call(CmRewriter *rw, CmLoc *loc, const char *callee,
                   CmType *rt, unsigned n, CmValue *const *args) {
  CmAttr *sym = cm_symbol_ref_attr(rw->ctx, cm_str(callee), 0, NULL);
  return cm_llvm_op(rw, "llvm.call", loc, rt, n, args,
                    dict1(rw->ctx, "callee", sym));
}

CmOp *cm_llvm_call_fn(CmRewriter *rw, CmLoc *loc, const char *callee,
                      CmType *rt, unsigned n, CmValue *const *args) {
  CmContext *ctx = rw->ctx;
  CmNamedAttr e[2] = {
      {cm_ident_c(ctx, "callee"),
       cm_symbol_ref_attr(ctx, cm_str(callee), 0, NULL)},
      {cm_ident_c(ctx, "fastmathFlags"),
       cm_llvm_fastmath_attr(ctx, 0)}};
  return cm_llvm_op(rw, "llvm.call", loc, rt, n, args,
                    cm_dict_attr(ctx, 2, e));
}

void cm_llvm_pattern_add(CmPatternSet *set, const CmLLVMTypeConverter *tc,
                         const char *root, CmConvertFn fn, const char *label) {
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = root;
  p.benefit = 1;
  p.convert = fn;
  p.user = (void *)(uintptr_t)tc;
  p.label = label;
  p.type_converter = cm_llvm_tc_base(tc);
  cm_pattern_set_add(set, &p);
}

CmOp *cm_op_parent_module(CmOp *op) {
  while (op && !cm_op_name_is(op, "module"))
    op = cm_op_parent_op(op);
  return op;
}

typedef struct FnDecl {
  const char *name;
  CmType *type;
} FnDecl;

/* The op state of `llvm.func @name` of type `ft` (a declaration). */
static void fn_decl_state(CmOpState *st, CmOp *module, const FnDecl *d) {
  CmContext *ctx = cm_op_context(module);
  cm_op_state_init(st, ctx, "llvm.func", cm_op_loc(module));
  cm_op_state_add_attr(
      st, "linkage",
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 10));
  cm_op_state_add_attr(st, "sym_name", cm_string_attr(ctx, cm_str(d->name)));
  cm_op_state_add_attr(st, "type", cm_type_attr(d->type));
  cm_op_state_add_region(st);
}

static CmOp *create_fn_decl(CmOp *module, void *user) {
  CmOpState st;
  fn_decl_state(&st, module, user);
  CmOp *f = cm_op_create(&st);
  cm_op_state_free(&st);
  return f;
}

CmOp *cm_llvm_lookup_or_create_fn(CmRewriter *rw, CmOp *module,
                                  const char *name, unsigned n,
                                  CmType *const *params, CmType *result) {
  CmContext *ctx = rw->ctx;
  FnDecl d = {name, cm_llvm_func_type(result ? result
                                             : cm_llvm_void_type(ctx),
                                      n, params, false)};
  CmOp *f;
  /* converting the module one function at a time: made once, placed at
   * the end (conversion.h) */
  if (cm_conversion_module_symbol(module, name, create_fn_decl, &d, &f))
    return f;
  f = cm_symbol_table_lookup(module, name, strlen(name));
  if (f)
    return f;
  CmBuilder saved = rw->b;
  CmBlock *body = cm_op_region(module, 0)->first;
  cm_rewriter_set_to_start(rw, body);
  CmOpState st;
  fn_decl_state(&st, module, &d);
  f = cm_rewriter_create(rw, &st);
  cm_op_state_free(&st);
  rw->b = saved;
  return f;
}

/* ---------------------------------------------------- memref descriptors */

static CmType *field_type(CmValue *d, unsigned f, bool elem) {
  CmType *t = cm_llvm_struct_elem(d->type, f);
  return elem ? cm_llvm_array_elem(t) : t;
}

CmValue *cm_desc_get(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f) {
  int64_t p = f;
  return cm_llvm_extractvalue(rw, loc, field_type(d, f, false), d, 1, &p);
}

CmValue *cm_desc_set(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                     CmValue *v) {
  int64_t p = f;
  return cm_llvm_insertvalue(rw, loc, d, v, 1, &p);
}

CmValue *cm_desc_get_dim(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                         unsigned i) {
  int64_t p[2] = {f, i};
  return cm_llvm_extractvalue(rw, loc, field_type(d, f, true), d, 2, p);
}

CmValue *cm_desc_set_dim(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned f,
                         unsigned i, CmValue *v) {
  int64_t p[2] = {f, i};
  return cm_llvm_insertvalue(rw, loc, d, v, 2, p);
}

CmValue *cm_desc_pack(CmRewriter *rw, CmLoc *loc, CmType *desc_t,
                      unsigned rank, CmValue *const *parts) {
  CmValue *d = cm_llvm_undef(rw, loc, desc_t);
  for (unsigned f = 0; f < 3; f++)
    d = cm_desc_set(rw, loc, d, f, parts[f]);
  for (unsigned i = 0; i < rank; i++) {
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i, parts[3 + i]);
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i, parts[3 + rank + i]);
  }
  return d;
}

void cm_desc_unpack(CmRewriter *rw, CmLoc *loc, CmValue *d, unsigned rank,
                    CmValueVec *out) {
  for (unsigned f = 0; f < 3; f++)
    CM_VEC_PUSH(*out, cm_desc_get(rw, loc, d, f));
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(*out, cm_desc_get_dim(rw, loc, d, CM_DESC_SIZES, i));
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(*out, cm_desc_get_dim(rw, loc, d, CM_DESC_STRIDES, i));
}

CmValue *cm_desc_from_static(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                             CmLoc *loc, CmType *mr, CmValue *ptr) {
  CmType *dt = cm_llvm_memref_desc_type(tc, mr);
  unsigned rank = mr->shaped.rank;
  CM_VEC(int64_t) strides = {0};
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(strides, 0);
  int64_t off = 0;
  cm_memref_strides_and_offset(mr, strides.data, &off);
  CmValue *d = cm_llvm_undef(rw, loc, dt);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALLOCATED, ptr);
  d = cm_desc_set(rw, loc, d, CM_DESC_ALIGNED, ptr);
  d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET,
                  cm_llvm_index_const(rw, tc, loc, off));
  for (unsigned i = 0; i < rank; i++) {
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i,
                        cm_llvm_index_const(rw, tc, loc, mr->shaped.shape[i]));
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i,
                        cm_llvm_index_const(rw, tc, loc, strides.data[i]));
  }
  CM_VEC_FREE(strides);
  return d;
}

CmValue *cm_udesc_pack(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                       CmLoc *loc, CmValue *rank, CmValue *ptr) {
  CmValue *d = cm_llvm_undef(rw, loc, cm_llvm_unranked_desc_type(tc));
  d = cm_desc_set(rw, loc, d, 0, rank);
  return cm_desc_set(rw, loc, d, 1, ptr);
}

/* Upstream getStridedElementPtr. */
CmValue *cm_desc_strided_elem_ptr(CmRewriter *rw,
                                  const CmLLVMTypeConverter *tc, CmLoc *loc,
                                  CmType *mr, CmValue *desc, unsigned n,
                                  CmValue *const *indices) {
  unsigned rank = mr->shaped.rank;
  int64_t *strides = cm_xmalloc((rank ? rank : 1) * sizeof(int64_t)), off;
  if (!cm_memref_strides_and_offset(mr, strides, &off)) {
    free(strides);
    return NULL;
  }
  CmValue *base = cm_desc_get(rw, loc, desc, CM_DESC_ALIGNED);
  CmValue *index = NULL;
  if (off != 0)
    index = off == CM_DYNAMIC_STRIDE_OR_OFFSET
                ? cm_desc_get(rw, loc, desc, CM_DESC_OFFSET)
                : cm_llvm_index_const(rw, tc, loc, off);
  for (unsigned i = 0; i < n; i++) {
    CmValue *inc = indices[i];
    if (strides[i] != 1) {
      CmValue *s = strides[i] == CM_DYNAMIC_STRIDE_OR_OFFSET
                       ? cm_desc_get_dim(rw, loc, desc, CM_DESC_STRIDES, i)
                       : cm_llvm_index_const(rw, tc, loc, strides[i]);
      inc = cm_llvm_binop(rw, "llvm.mul", loc, inc, s);
    }
    index = index ? cm_llvm_binop(rw, "llvm.add", loc, index, inc) : inc;
  }
  free(strides);
  if (!index)
    return base;
  return cm_llvm_gep(rw, loc, base->type, base, 1, &index);
}


/* ------------------------------------- the ranked descriptor behind an
 * unranked one, read and written through ptr<ptr<T>> as upstream's
 * UnrankedMemRefDescriptor does (allocated pointer at 0, aligned pointer
 * at 1, offset at 2, then sizes and strides). */

CmType *cm_udesc_elem_ptr_ptr_type(const CmLLVMTypeConverter *tc,
                                   CmType *umr) {
  CmType *ep = cm_llvm_memref_elem_ptr_type(tc, umr);
  return ep ? cm_llvm_ptr_type(ep, 0) : NULL;
}

/* ptr<ptr<T>> to field `f` (0..2) of the descriptor behind `desc_ptr`. */
static CmValue *udesc_field_ptr(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                                CmLoc *loc, CmValue *desc_ptr, CmType *epp,
                                unsigned f) {
  CmValue *p = cm_llvm_bitcast(rw, loc, epp, desc_ptr);
  if (f == 0)
    return p;
  CmValue *k = cm_llvm_index_const(rw, tc, loc, f);
  p = cm_llvm_gep(rw, loc, epp, p, 1, &k);
  if (f == CM_DESC_OFFSET)
    p = cm_llvm_bitcast(rw, loc,
                        cm_llvm_ptr_type(cm_llvm_tc_index_type(tc), 0), p);
  return p;
}

CmValue *cm_udesc_get(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                      CmLoc *loc, CmValue *desc_ptr, CmType *epp,
                      unsigned f) {
  return cm_llvm_load(rw, loc, udesc_field_ptr(rw, tc, loc, desc_ptr, epp, f));
}

void cm_udesc_set(CmRewriter *rw, const CmLLVMTypeConverter *tc, CmLoc *loc,
                  CmValue *desc_ptr, CmType *epp, unsigned f, CmValue *v) {
  cm_llvm_store(rw, loc, v, udesc_field_ptr(rw, tc, loc, desc_ptr, epp, f));
}

CmValue *cm_udesc_sizes_ptr(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                            CmLoc *loc, CmValue *desc_ptr, CmType *epp) {
  CmContext *ctx = rw->ctx;
  CmType *ep = cm_llvm_ptr_pointee(epp), *it = cm_llvm_tc_index_type(tc);
  CmType *fields[4] = {ep, ep, it, it};
  CmType *st = cm_llvm_struct_type(ctx, 4, fields, false);
  CmValue *sp = cm_llvm_bitcast(rw, loc, cm_llvm_ptr_type(st, 0), desc_ptr);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmValue *ix[2] = {cm_llvm_index_const(rw, tc, loc, 0),
                    cm_llvm_constant(rw, loc, i32, cm_integer_attr(i32, 3))};
  return cm_llvm_gep(rw, loc, cm_llvm_ptr_type(it, 0), sp, 2, ix);
}

void cm_udesc_alloc_sizes(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                          CmLoc *loc, unsigned n, CmValue *const *descs,
                          CmValueVec *sizes) {
  if (!n)
    return;
  /* the descriptor taken as densely packed: 2 pointers, then 1 + 2 * rank
   * indices (64-bit pointers: the default data layout) */
  unsigned ib = cm_llvm_tc_index_bitwidth(tc);
  CmValue *one = cm_llvm_index_const(rw, tc, loc, 1);
  CmValue *two = cm_llvm_index_const(rw, tc, loc, 2);
  CmValue *psize = cm_llvm_index_const(rw, tc, loc, 8);
  CmValue *isize = cm_llvm_index_const(rw, tc, loc, (ib + 7) / 8);
  for (unsigned i = 0; i < n; i++) {
    CmValue *ptrs = cm_llvm_binop(rw, "llvm.mul", loc, two, psize);
    CmValue *rank = cm_desc_get(rw, loc, descs[i], 0);
    CmValue *r2 = cm_llvm_binop(rw, "llvm.mul", loc, two, rank);
    CmValue *r21 = cm_llvm_binop(rw, "llvm.add", loc, r2, one);
    CmValue *idxs = cm_llvm_binop(rw, "llvm.mul", loc, r21, isize);
    CM_VEC_PUSH(*sizes, cm_llvm_binop(rw, "llvm.add", loc, ptrs, idxs));
  }
}
