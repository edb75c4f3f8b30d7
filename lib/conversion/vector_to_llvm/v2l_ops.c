/* v2l_ops.c - -convert-vector-to-llvm's conversion patterns beyond
 * extract / insert / print (docs/vector.md "Lowering"), as MLIR 13:
 * shuffle, fma (1-D, n-D unrolled), reduction, bitcast, matrix_multiply /
 * flat_transpose, load / store, maskedload / maskedstore, gather /
 * scatter, expandload / compressstore, type_cast, 1-D create_mask and the
 * in-bounds masks of 1-D transfers; and the progressive patterns of the
 * greedy step that belong to masks and transfers. */
#include "v2l_internal.h"
#include "cmlir/ods.h"
#include "cmlir/dialect/vector.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* shared helpers                                                          */
/* ---------------------------------------------------------------------- */


CmType *v2l_drop_front(CmType *vt) {
  return cm_vector_type(vt->shaped.rank - 1, vt->shaped.shape + 1,
                        vt->shaped.elem);
}

CmValue *v2l_extract(CmRewriter *rw, CmLoc *loc, CmValue *v, int64_t p) {
  CmType *t = v->type;
  CmType *rt = t->shaped.rank == 1 ? t->shaped.elem : v2l_drop_front(t);
  return v2l_create1(rw, "vector.extract", loc, rt, 1, &v,
                     v2l_dict1(rw->ctx, "position",
                               cm_vector_position_attr(rw->ctx, 1, &p)));
}

CmValue *v2l_insert(CmRewriter *rw, CmLoc *loc, CmValue *src, CmValue *dest,
                    int64_t p) {
  CmValue *ops[2] = {src, dest};
  return v2l_create1(rw, "vector.insert", loc, dest->type, 2, ops,
                     v2l_dict1(rw->ctx, "position",
                               cm_vector_position_attr(rw->ctx, 1, &p)));
}

CmValue *v2l_zero_vector(CmRewriter *rw, CmLoc *loc, CmType *vt) {
  CmType *e = vt->shaped.elem;
  CmAttr *z = cm_type_is_float(e) ? cm_float_attr(e, 0.0)
                                  : cm_integer_attr(e, 0);
  return v2l_create1(rw, "std.constant", loc, vt, 0, NULL,
                     v2l_dict1(rw->ctx, "value", cm_dense_splat_attr(vt, z)));
}

CmValue *v2l_index_constant(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *ix = cm_index_type(rw->ctx);
  return v2l_create1(rw, "std.constant", loc, ix, 0, NULL,
                     v2l_dict1(rw->ctx, "value", cm_integer_attr(ix, v)));
}

static unsigned pow2_ceil(unsigned v) {
  unsigned p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

static uint64_t gcd64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* 13's getAssumedAlignment: the lcm of the alignments of the
 * memref.assume_alignment users of `v` (1 if none). */
static uint64_t assumed_alignment(CmValue *v) {
  uint64_t align = 1;
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *o = cm_operand_owner(u);
    if (!cm_op_name_is(o, "memref.assume_alignment"))
      continue;
    CmAttr *a = cm_op_get_attr(o, "alignment");
    if (!a || a->kind != CM_ATTR_INTEGER || a->integer.value <= 0)
      continue;
    uint64_t x = (uint64_t)a->integer.value;
    align = align / gcd64(align, x) * x;
    if (align > (1ull << 40))
      return 1ull << 40;
  }
  return align;
}

unsigned v2l_pref_alignment(const CmType *t) {
  switch (t->kind) {
  case CM_TYPE_INTEGER: {
    unsigned w = t->integer.width;
    return w <= 8 ? 1 : w <= 16 ? 2 : w <= 32 ? 4 : 8;
  }
  case CM_TYPE_INDEX:
    return 8;
  case CM_TYPE_BF16:
  case CM_TYPE_F16:
    return 2;
  case CM_TYPE_F32:
    return 4;
  case CM_TYPE_F64:
    return 8;
  case CM_TYPE_F80:
  case CM_TYPE_F128:
    return 16;
  case CM_TYPE_VECTOR: {
    int64_t n = cm_shaped_num_elements(t);
    unsigned bits = (unsigned)(n * cm_type_bit_width(t->shaped.elem));
    return pow2_ceil((bits + 7) / 8);
  }
  default:
    break;
  }
  if (cm_llvm_type_id(t) >= 0 && cm_llvm_array_elem(t) == NULL &&
      cm_llvm_ptr_pointee(t) != NULL)
    return 8;
  return 8;
}

static CmType *i64t(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static CmType *i32t(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

/* ---------------------------------------------------------------------- */
/* shuffle                                                                 */
/* ---------------------------------------------------------------------- */

static CmValue *extract_one(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                            CmLoc *loc, CmValue *v, CmType *lt,
                            unsigned rank, int64_t pos) {
  if (rank == 1) {
    CmValue *ops[2] = {v, cm_llvm_index_const(rw, tc, loc, pos)};
    return cm_llvm_val(rw, "llvm.extractelement", loc, lt, 2, ops, NULL);
  }
  return cm_llvm_extractvalue(rw, loc, lt, v, 1, &pos);
}

static CmValue *insert_one(CmRewriter *rw, const CmLLVMTypeConverter *tc,
                           CmLoc *loc, CmValue *agg, CmValue *v,
                           unsigned rank, int64_t pos) {
  if (rank == 1) {
    CmValue *ops[3] = {agg, v, cm_llvm_index_const(rw, tc, loc, pos)};
    return cm_llvm_val(rw, "llvm.insertelement", loc, agg->type, 3, ops,
                       NULL);
  }
  return cm_llvm_insertvalue(rw, loc, agg, v, 1, &pos);
}

static CmResult convert_shuffle(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  CmType *t1 = cm_op_operand(op, 0)->type, *t2 = cm_op_operand(op, 1)->type;
  CmType *res = cm_op_result(op, 0)->type;
  CmType *lres = cm_llvm_convert_type(tc, res);
  CmAttr *mask = cm_op_get_attr(op, "mask");
  if (!lres || !mask || mask->kind != CM_ATTR_ARRAY ||
      t1->kind != CM_TYPE_VECTOR || t2->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  unsigned rank = res->shaped.rank, n = mask->array.num;
  for (unsigned i = 0; i < n; i++)
    if (mask->array.elems[i]->kind != CM_ATTR_INTEGER)
      return CM_FAILURE;
  if (rank == 1 && t1->shaped.rank == 1 && t1 == t2) {

    CmValue *v = cm_llvm_val(rw, "llvm.shufflevector", loc, lres, 2, operands,
                             v2l_dict1(rw->ctx, "mask", mask));
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  int64_t d1 = t1->shaped.shape[0];
  CmType *lelt = cm_llvm_convert_type(
      tc, rank == 1 ? res->shaped.elem : v2l_drop_front(res));
  if (!lelt)
    return CM_FAILURE;
  CmValue *r = cm_llvm_undef(rw, loc, lres);
  for (unsigned i = 0; i < n; i++) {
    int64_t x = mask->array.elems[i]->integer.value;
    CmValue *src = x < d1 ? operands[0] : operands[1];
    int64_t p = x < d1 ? x : x - d1;
    CmValue *e = extract_one(rw, tc, loc, src, lelt, rank, p);
    r = insert_one(rw, tc, loc, r, e, rank, i);
  }
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* fma                                                                     */
/* ---------------------------------------------------------------------- */

static CmResult convert_fma_1d(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  CmType *res = cm_op_result(op, 0)->type;
  if (res->kind != CM_TYPE_VECTOR || res->shaped.rank != 1)
    return CM_FAILURE;
  CmType *lt = cm_llvm_convert_type(V2L_TC(pat), res);
  if (!lt)
    return CM_FAILURE;
  CmValue *v = cm_llvm_val(rw, "llvm.intr.fmuladd", cm_op_loc(op), lt, 3,
                           operands, NULL);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* n-D: unrolled along the leading dimension into fmas of rank - 1. */
static CmResult rewrite_fma_nd(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmType *res = cm_op_result(op, 0)->type;
  if (res->kind != CM_TYPE_VECTOR || res->shaped.rank < 2)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmType *e = res->shaped.elem;
  CmValue *z = v2l_create1(rw, "std.constant", loc, e, 0, NULL,
                           v2l_dict1(rw->ctx, "value", cm_float_attr(e, 0.0)));
  CmValue *d = v2l_create1(rw, "std.splat", loc, res, 1, &z, NULL);
  CmType *sub = v2l_drop_front(res);
  for (int64_t i = 0; i < res->shaped.shape[0]; i++) {
    CmValue *ops[3];
    for (unsigned k = 0; k < 3; k++)
      ops[k] = v2l_extract(rw, loc, cm_op_operand(op, k), i);
    CmValue *f = v2l_create1(rw, "vector.fma", loc, sub, 3, ops, NULL);
    d = v2l_insert(rw, loc, f, d, i);
  }
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* reduction                                                               */
/* ---------------------------------------------------------------------- */

static CmResult convert_reduction(const CmPattern *pat, CmOp *op,
                                  CmValue *const *operands, CmRewriter *rw,
                                  bool reassoc) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  unsigned kind = cm_vector_op_kind(op);
  CmType *vt = cm_op_operand(op, 0)->type;
  if (!kind || vt->kind != CM_TYPE_VECTOR)
    return CM_FAILURE;
  CmType *e = vt->shaped.elem;
  CmType *lt = cm_llvm_convert_type(tc, e);
  if (!lt)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  unsigned nacc = cm_op_num_operands(op) - 1;
  const char *name = NULL;
  CmValue *v;
  if (cm_type_is_integer(e, 0) || e->kind == CM_TYPE_INDEX) {
    bool uns = e->kind == CM_TYPE_INTEGER &&
               e->integer.signedness == CM_UNSIGNED;
    if (nacc)
      return CM_FAILURE;
    if (kind == CM_VECTOR_KIND_ADD)
      name = "llvm.intr.vector.reduce.add";
    else if (kind == CM_VECTOR_KIND_MUL)
      name = "llvm.intr.vector.reduce.mul";
    else if (kind == CM_VECTOR_KIND_MIN)
      name = uns ? "llvm.intr.vector.reduce.umin" : "llvm.intr.vector.reduce.smin";
    else if (kind == CM_VECTOR_KIND_MAX)
      name = uns ? "llvm.intr.vector.reduce.umax" : "llvm.intr.vector.reduce.smax";
    else if (kind == CM_VECTOR_KIND_AND)
      name = "llvm.intr.vector.reduce.and";
    else if (kind == CM_VECTOR_KIND_OR)
      name = "llvm.intr.vector.reduce.or";
    else if (kind == CM_VECTOR_KIND_XOR)
      name = "llvm.intr.vector.reduce.xor";
    else
      return CM_FAILURE;
    v = cm_llvm_val(rw, name, loc, lt, 1, operands, NULL);
    cm_rewriter_replace_op(rw, op, 1, &v);
    return CM_SUCCESS;
  }
  if (!cm_type_is_float(e))
    return CM_FAILURE;
  bool add = kind == CM_VECTOR_KIND_ADD, mul = kind == CM_VECTOR_KIND_MUL;
  if (add || mul) {
    CmValue *acc = nacc ? operands[1]
                        : cm_llvm_constant(rw, loc, lt,
                                           cm_float_attr(e, add ? 0.0 : 1.0));
    CmValue *ops[2] = {acc, operands[0]};
    v = cm_llvm_val(rw,
                    add ? "llvm.intr.vector.reduce.fadd"
                        : "llvm.intr.vector.reduce.fmul",
                    loc, lt, 2, ops,
                    v2l_dict1(rw->ctx, "reassoc",
                              cm_bool_attr(rw->ctx, reassoc)));
  } else if (kind == CM_VECTOR_KIND_MIN && !nacc) {
    v = cm_llvm_val(rw, "llvm.intr.vector.reduce.fmin", loc, lt, 1, operands,
                    NULL);
  } else if (kind == CM_VECTOR_KIND_MAX && !nacc) {
    v = cm_llvm_val(rw, "llvm.intr.vector.reduce.fmax", loc, lt, 1, operands,
                    NULL);
  } else {
    return CM_FAILURE;
  }
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static CmResult convert_reduction_plain(const CmPattern *pat, CmOp *op,
                                        CmValue *const *operands,
                                        CmRewriter *rw) {
  return convert_reduction(pat, op, operands, rw, false);
}

static CmResult convert_reduction_reassoc(const CmPattern *pat, CmOp *op,
                                          CmValue *const *operands,
                                          CmRewriter *rw) {
  return convert_reduction(pat, op, operands, rw, true);
}

/* ---------------------------------------------------------------------- */
/* bitcast, matrix intrinsics                                              */
/* ---------------------------------------------------------------------- */

static CmResult convert_bitcast(const CmPattern *pat, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  CmType *res = cm_op_result(op, 0)->type;
  if (res->kind != CM_TYPE_VECTOR || res->shaped.rank != 1)
    return CM_FAILURE;
  CmType *lt = cm_llvm_convert_type(V2L_TC(pat), res);
  if (!lt)
    return CM_FAILURE;
  CmValue *v = cm_llvm_bitcast(rw, cm_op_loc(op), lt, operands[0]);
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

static CmResult convert_matrix(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  CmType *lt = cm_llvm_convert_type(V2L_TC(pat), cm_op_result(op, 0)->type);
  if (!lt)
    return CM_FAILURE;
  bool mm = cm_op_name_is(op, "vector.matrix_multiply");
  static const char *const mma[] = {"lhs_rows", "lhs_columns", "rhs_columns"};
  static const char *const tra[] = {"rows", "columns"};
  const char *const *names = mm ? mma : tra;
  unsigned na = mm ? 3 : 2;
  CmNamedAttr attrs[3];
  for (unsigned i = 0; i < na; i++) {
    CmAttr *a = cm_op_get_attr(op, names[i]);
    if (!a)
      return CM_FAILURE;
    attrs[i].name = cm_ident_c(rw->ctx, names[i]);
    attrs[i].value = a;
  }
  CmValue *v = cm_llvm_val(
      rw, mm ? "llvm.intr.matrix.multiply" : "llvm.intr.matrix.transpose",
      cm_op_loc(op), lt, mm ? 2 : 1, operands, cm_dict_attr(rw->ctx, na, attrs));
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* memory ops                                                              */
/* ---------------------------------------------------------------------- */

/* Operand layout of the memory ops: the base's operand index and the
 * number of indices that follow it. */
typedef struct MemLayout {
  unsigned base, nidx;
} MemLayout;

static bool mem_layout(CmOp *op, MemLayout *l) {
  unsigned n = cm_op_num_operands(op);
  unsigned tail; /* operands after the indices */
  l->base = 0;
  if (cm_op_name_is(op, "vector.load")) {
    tail = 0;
  } else if (cm_op_name_is(op, "vector.store")) {
    l->base = 1;
    tail = 0;
  } else if (cm_op_name_is(op, "vector.gather") ||
             cm_op_name_is(op, "vector.scatter")) {
    tail = 3;
  } else {
    tail = 2; /* masked load / store, expandload, compressstore */
  }
  if (n < l->base + 1 + tail)
    return false;
  l->nidx = n - l->base - 1 - tail;
  CmType *mr = cm_op_operand(op, l->base)->type;
  return mr->kind == CM_TYPE_MEMREF && mr->shaped.rank == l->nidx;
}

/* 13's isLastMemrefDimUnitStride. */
static bool last_dim_unit_stride(CmType *mr) {
  int64_t strides[64], off;
  if (mr->shaped.rank > 64 || !cm_memref_strides_and_offset(mr, strides, &off))
    return false;
  return mr->shaped.rank == 0 || strides[mr->shaped.rank - 1] == 1;
}

static CmResult convert_mem(const CmPattern *pat, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  MemLayout l;
  if (!mem_layout(op, &l))
    return CM_FAILURE;
  CmType *mr = cm_op_operand(op, l.base)->type;
  bool load = cm_op_num_results(op) == 1;
  CmType *vt = load ? cm_op_result(op, 0)->type
                    : cm_op_operand(op, cm_op_num_operands(op) - 1)->type;
  if (cm_op_name_is(op, "vector.store"))
    vt = cm_op_operand(op, 0)->type;
  CmType *lvt = cm_llvm_convert_type(tc, vt);
  CmType *lelt = cm_llvm_convert_type(tc, mr->shaped.elem);
  if (!lvt || !lelt || !cm_llvm_memref_desc_type(tc, mr))
    return CM_FAILURE;
  bool gather = cm_op_name_is(op, "vector.gather") ||
                cm_op_name_is(op, "vector.scatter");
  bool expand = cm_op_name_is(op, "vector.expandload") ||
                cm_op_name_is(op, "vector.compressstore");
  if (gather || expand) {
    if (vt->shaped.rank != 1 || !last_dim_unit_stride(mr))
      return CM_FAILURE;
  } else if (!last_dim_unit_stride(mr)) {
    return CM_FAILURE;
  }
  CmLoc *loc = cm_op_loc(op);
  CmContext *ctx = rw->ctx;
  unsigned align = v2l_pref_alignment(lelt);
  if (!expand) {
    /* 13's getMemRefOpAlignment: at least the lcm of the alignments that
     * memref.assume_alignment ops assume for the memref */
    uint64_t assumed = assumed_alignment(cm_op_operand(op, l.base));
    if (assumed > align && assumed <= (1u << 29))
      align = (unsigned)assumed;
  }
  CmValue *p = cm_desc_strided_elem_ptr(rw, tc, loc, mr, operands[l.base],
                                        l.nidx, operands + l.base + 1);
  if (!p)
    return CM_FAILURE;
  const CmValue *const *tail = (const CmValue *const *)operands + l.base + 1 + l.nidx;
  CmAttr *al32 = v2l_dict1(ctx, "alignment", cm_integer_attr(i32t(ctx), align));
  CmValue *v = NULL;
  if (expand) {
    if (load) {
      CmValue *ops[3] = {p, (CmValue *)tail[0], (CmValue *)tail[1]};
      v = cm_llvm_val(rw, "llvm.intr.masked.expandload", loc, lvt, 3, ops,
                      NULL);
    } else {
      CmValue *ops[3] = {(CmValue *)tail[1], p, (CmValue *)tail[0]};
      cm_llvm_op(rw, "llvm.intr.masked.compressstore", loc, NULL, 3, ops,
                 NULL);
    }
  } else if (gather) {
    unsigned n = (unsigned)vt->shaped.shape[0];
    CmType *pv = cm_llvm_vec_type(cm_llvm_ptr_type(lelt, cm_llvm_memref_addr_space(mr)), n, false);
    CmValue *gops[2] = {p, (CmValue *)tail[0]};
    CmValue *ptrs = cm_llvm_val(rw, "llvm.getelementptr", loc, pv, 2, gops,
                                NULL);
    if (load) {
      CmValue *ops[3] = {ptrs, (CmValue *)tail[1], (CmValue *)tail[2]};
      v = cm_llvm_val(rw, "llvm.intr.masked.gather", loc, lvt, 3, ops, al32);
    } else {
      CmValue *ops[3] = {(CmValue *)tail[2], ptrs, (CmValue *)tail[1]};
      cm_llvm_op(rw, "llvm.intr.masked.scatter", loc, NULL, 3, ops, al32);
    }
  } else {
    CmType *vp = cm_llvm_ptr_type(lvt, cm_llvm_memref_addr_space(mr));
    CmValue *vptr = cm_llvm_bitcast(rw, loc, vp, p);
    if (cm_op_name_is(op, "vector.load")) {
      v = cm_llvm_val(rw, "llvm.load", loc, lvt, 1, &vptr,
                      v2l_dict1(ctx, "alignment",
                                cm_integer_attr(i64t(ctx), align)));
    } else if (cm_op_name_is(op, "vector.store")) {
      CmValue *ops[2] = {operands[0], vptr};
      cm_llvm_op(rw, "llvm.store", loc, NULL, 2, ops,
                 v2l_dict1(ctx, "alignment",
                           cm_integer_attr(i64t(ctx), align)));
    } else if (load) {
      CmValue *ops[3] = {vptr, (CmValue *)tail[0], (CmValue *)tail[1]};
      v = cm_llvm_val(rw, "llvm.intr.masked.load", loc, lvt, 3, ops, al32);
    } else {
      CmValue *ops[3] = {(CmValue *)tail[1], vptr, (CmValue *)tail[0]};
      cm_llvm_op(rw, "llvm.intr.masked.store", loc, NULL, 3, ops, al32);
    }
  }
  if (load)
    cm_rewriter_replace_op(rw, op, 1, &v);
  else
    cm_rewriter_erase_op(rw, op);
  return CM_SUCCESS;
}

/* vector.type_cast: a descriptor of the same buffer as one element. */
static bool contiguous_static(CmType *mr) {
  int64_t strides[64], off;
  unsigned r = mr->shaped.rank;
  if (r > 64 || !cm_memref_strides_and_offset(mr, strides, &off) || off != 0)
    return false;
  int64_t run = 1;
  for (unsigned i = r; i-- > 0;) {
    if (mr->shaped.shape[i] < 0 || strides[i] != run)
      return false;
    run *= mr->shaped.shape[i];
  }
  return true;
}

static CmResult convert_type_cast(const CmPattern *pat, CmOp *op,
                                  CmValue *const *operands, CmRewriter *rw) {
  const CmLLVMTypeConverter *tc = V2L_TC(pat);
  CmType *src = cm_op_operand(op, 0)->type, *dst = cm_op_result(op, 0)->type;
  if (src->kind != CM_TYPE_MEMREF || dst->kind != CM_TYPE_MEMREF ||
      !contiguous_static(src) || !contiguous_static(dst))
    return CM_FAILURE;
  CmType *ldst = cm_llvm_convert_type(tc, dst);
  CmType *eptr = cm_llvm_memref_elem_ptr_type(tc, dst);
  if (!ldst || !eptr || !cm_llvm_convert_type(tc, src))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *d = cm_llvm_undef(rw, loc, ldst);
  for (unsigned f = CM_DESC_ALLOCATED; f <= CM_DESC_ALIGNED; f++) {
    CmValue *p = cm_desc_get(rw, loc, operands[0], f);
    p = cm_llvm_bitcast(rw, loc, eptr, p);
    d = cm_desc_set(rw, loc, d, f, p);
  }
  d = cm_desc_set(rw, loc, d, CM_DESC_OFFSET,
                  cm_llvm_index_const(rw, tc, loc, 0));
  int64_t stride = 1;
  int64_t strides[64];
  unsigned r = dst->shaped.rank;
  for (unsigned i = r; i-- > 0;) {
    strides[i] = stride;
    stride *= dst->shaped.shape[i];
  }
  for (unsigned i = 0; i < r; i++) {
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_SIZES, i,
                        cm_llvm_index_const(rw, tc, loc, dst->shaped.shape[i]));
    d = cm_desc_set_dim(rw, loc, d, CM_DESC_STRIDES, i,
                        cm_llvm_index_const(rw, tc, loc, strides[i]));
  }
  cm_rewriter_replace_op(rw, op, 1, &d);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* masks                                                                   */
/* ---------------------------------------------------------------------- */

/* 13's buildVectorComparison: [off + 0 .. off + n - 1] < [bound ...] in
 * i32 (index optimizations) or i64. */
static CmValue *vector_comparison(CmRewriter *rw, CmLoc *loc, bool idx32,
                                  int64_t n, CmValue *bound, CmValue *off) {
  CmContext *ctx = rw->ctx;
  CmType *it = idx32 ? i32t(ctx) : i64t(ctx);
  CmType *vt = cm_vector_type(1, &n, it);
  int64_t *vals = malloc((size_t)n * sizeof *vals);
  int32_t *vals32 = malloc((size_t)n * sizeof *vals32);
  if (!vals || !vals32) {
    free(vals);
    free(vals32);
    return NULL;
  }
  for (int64_t i = 0; i < n; i++)
    vals[i] = vals32[i] = (int32_t)i;
  CmAttr *dense = n == 1 ? cm_dense_splat_attr(vt, cm_integer_attr(it, 0))
                         : cm_dense_elements_attr(vt, false,
                                                  (size_t)n * (idx32 ? 4 : 8),
                                                  idx32 ? (void *)vals32
                                                        : (void *)vals);
  free(vals);
  free(vals32);
  CmValue *idx = v2l_create1(rw, "std.constant", loc, vt, 0, NULL,
                             v2l_dict1(ctx, "value", dense));
  if (off) {
    CmValue *o = v2l_create1(rw, "std.index_cast", loc, it, 1, &off, NULL);
    CmValue *s = v2l_create1(rw, "std.splat", loc, vt, 1, &o, NULL);
    CmValue *ops[2] = {s, idx};
    idx = v2l_create1(rw, "std.addi", loc, vt, 2, ops, NULL);
  }
  CmValue *b = v2l_create1(rw, "std.index_cast", loc, it, 1, &bound, NULL);
  CmValue *bs = v2l_create1(rw, "std.splat", loc, vt, 1, &b, NULL);
  CmValue *ops[2] = {idx, bs};
  CmType *mt = cm_vector_type(1, &n, cm_integer_type(ctx, 1, CM_SIGNLESS));
  CmValue *r = v2l_create1(
      rw, "std.cmpi", loc, mt, 2, ops,
      v2l_dict1(ctx, "predicate", cm_integer_attr(i64t(ctx), 2 /* slt */)));
  return r;
}

static CmResult rewrite_create_mask_1d(const CmPattern *pat, CmOp *op,
                                       CmRewriter *rw) {
  const V2LOptions *o = pat->user;
  CmType *t = cm_op_result(op, 0)->type;
  if (t->kind != CM_TYPE_VECTOR || t->shaped.rank != 1 ||
      cm_op_num_operands(op) != 1)
    return CM_FAILURE;
  CmValue *r = vector_comparison(rw, cm_op_loc(op),
                                 o->enable_index_optimizations,
                                 t->shaped.shape[0], cm_op_operand(op, 0),
                                 NULL);
  if (!r)
    return CM_FAILURE;
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* Whether some dimension of the transfer may be out of bounds. */
static bool xfer_has_out_of_bounds(CmOp *op) {
  CmAffineMap *m = cm_vector_transfer_map(op);
  if (!m)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    CmAffineExpr *e = m->results[i];
    bool bcast = e->kind == CM_AFFINE_CONST;
    if (!bcast && !cm_vector_transfer_in_bounds(op, i))
      return true;
  }
  return false;
}

/* 13's MaterializeTransferMask: a 1-D transfer that may be out of bounds
 * gets the in-bounds mask (and-ed with its own) and in_bounds = [true]. */
static CmResult rewrite_transfer_mask(const CmPattern *pat, CmOp *op,
                                      CmRewriter *rw) {
  const V2LOptions *o = pat->user;
  CmValue *vec = cm_vector_transfer_vector(op);
  CmValue *src = cm_vector_transfer_source(op);
  unsigned istart, icount;
  cm_vector_transfer_indices(op, &istart, &icount);
  if (!vec || vec->type->shaped.rank != 1 || icount == 0 ||
      !xfer_has_out_of_bounds(op) || src->type->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  unsigned last = icount - 1;
  CmValue *off = cm_op_operand(op, istart + last);
  CmValue *c = v2l_index_constant(rw, loc, last);
  /* 13's createOrFoldDimOp: memref.dim, folded when it can be */
  CmValue *dops[2] = {src, c};
  CmValue *dim = v2l_create1(rw, "memref.dim", loc, cm_index_type(rw->ctx),
                             2, dops, NULL);
  CmAttr *consts[2] = {cm_value_constant(src), cm_value_constant(c)};
  CmFoldResult fr = {NULL, NULL};
  CmOp *dop = cm_value_defining_op(dim);
  if (cm_succeeded(cm_op_fold(dop, consts, &fr)) && (fr.value || fr.attr)) {
    CmValue *nv = fr.value;
    if (!nv)
      nv = v2l_create1(rw, "std.constant", loc, cm_index_type(rw->ctx), 0,
                       NULL, v2l_dict1(rw->ctx, "value", fr.attr));
    cm_rewriter_erase_op(rw, dop);
    dim = nv;
  }
  CmValue *mask = vector_comparison(rw, loc, o->enable_index_optimizations,
                                    vec->type->shaped.shape[0], dim, off);
  if (!mask)
    return CM_FAILURE;
  CmValue *old = cm_vector_transfer_mask(op);
  if (old) {
    CmValue *ops[2] = {mask, old};
    mask = v2l_create1(rw, "std.and", loc, mask->type, 2, ops, NULL);
  }
  /* rebuild the op with the mask and in_bounds = [true] (through the
   * rewriter, so that the conversion legalizes the new op) */
  CmContext *ctx = rw->ctx;
  CmAttr *t = cm_bool_attr(ctx, true);
  CmAttr *dict = cm_op_attrs(op);
  dict = cm_dict_set(dict, cm_ident_c(ctx, "in_bounds"),
                     cm_array_attr(ctx, 1, &t));
  bool read = cm_op_name_is(op, "vector.transfer_read");
  int32_t seg[4];
  int64_t four = 4;
  if (read) {
    seg[0] = 1, seg[1] = (int32_t)icount, seg[2] = 1, seg[3] = 1;
  } else {
    seg[0] = 1, seg[1] = 1, seg[2] = (int32_t)icount, seg[3] = 1;
  }
  CmType *st = cm_vector_type(1, &four, i32t(ctx));
  dict = cm_dict_set(dict, cm_ident_c(ctx, "operand_segment_sizes"),
                     cm_dense_elements_attr(st, false, sizeof seg, seg));
  unsigned n = cm_op_num_operands(op);
  CmValue *ops[68];
  if (n > 66)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    ops[i] = cm_op_operand(op, i);
  if (old)
    ops[n - 1] = mask;
  else
    ops[n++] = mask;
  if (read) {
    CmValue *r = v2l_create1(rw, "vector.transfer_read", loc, vec->type, n,
                             ops, dict);
    cm_rewriter_replace_op(rw, op, 1, &r);
  } else {
    unsigned nr = cm_op_num_results(op);
    CmType *rt = nr ? cm_op_result(op, 0)->type : NULL;
    CmOp *w = cm_rewriter_create_v(rw, "vector.transfer_write", loc, nr, &rt,
                                   n, ops, dict);
    if (nr) {
      CmValue *r = cm_op_result(w, 0);
      cm_rewriter_replace_op(rw, op, 1, &r);
    } else {
      cm_rewriter_erase_op(rw, op);
    }
  }
  return CM_SUCCESS;
}

void v2l_populate_conversion_patterns(const CmLLVMTypeConverter *tc,
                                      const V2LOptions *o, CmPatternSet *set) {
  v2l_populate_strided_slice_patterns(set);
  CmPattern *p;
  p = cm_pattern_set_add_fn(set, "vector.create_mask", 1,
                            rewrite_create_mask_1d, NULL);
  p->user = (void *)o;
  p = cm_pattern_set_add_fn(set, "vector.transfer_read", 1,
                            rewrite_transfer_mask, NULL);
  p->user = (void *)o;
  p = cm_pattern_set_add_fn(set, "vector.transfer_write", 1,
                            rewrite_transfer_mask, NULL);
  p->user = (void *)o;
  cm_llvm_pattern_add(set, tc, "vector.matrix_multiply", convert_matrix, NULL);
  cm_llvm_pattern_add(set, tc, "vector.flat_transpose", convert_matrix, NULL);
  cm_llvm_pattern_add(set, tc, "vector.bitcast", convert_bitcast, NULL);
  cm_llvm_pattern_add(set, tc, "vector.shuffle", convert_shuffle, NULL);
  cm_llvm_pattern_add(set, tc, "vector.fma", convert_fma_1d, NULL);
  /* (not re-applied to the fmas it creates: 13 leaves 3-D fmas as they
   * are after one unrolling) */
  cm_pattern_set_add_fn(set, "vector.fma", 1, rewrite_fma_nd, NULL);
  cm_llvm_pattern_add(set, tc, "vector.reduction",
                      o->reassociate_fp_reductions ? convert_reduction_reassoc
                                                   : convert_reduction_plain,
                      NULL);
  static const char *const mem[] = {
      "vector.load",        "vector.store",         "vector.maskedload",
      "vector.maskedstore", "vector.gather",        "vector.scatter",
      "vector.expandload",  "vector.compressstore",
  };
  for (unsigned i = 0; i < sizeof mem / sizeof *mem; i++)
    cm_llvm_pattern_add(set, tc, mem[i], convert_mem, NULL);
  cm_llvm_pattern_add(set, tc, "vector.type_cast", convert_type_cast, NULL);
}
