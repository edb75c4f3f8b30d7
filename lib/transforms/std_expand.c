/* std_expand.c - -std-expand as MLIR 13 (a partial conversion, std
 * legal): std.ceildivi_signed and std.floordivi_signed become sequences
 * of std arithmetic (constants 1, 0, -1, compares, selects, signed
 * divisions, op for op as 13 emits them), and std.atomic_rmw of kind
 * maxf / minf becomes a std.generic_atomic_rmw whose body compares the
 * current value with the operand (cmpf ogt / olt) and yields the select.
 * A memref.reshape whose shape operand has a static size becomes a
 * memref.reinterpret_cast with offset 0, sizes loaded from the shape
 * (index_cast when it holds integers) or constants for static result
 * dims, and strides multiplied up from the innermost dim (13's
 * MemRefReshapeOpConverter).  See docs/conversion-math.md. */
#include "cmlir/conversion_math.h"
#include "cmlir/ods.h"

#include <stdlib.h>
#include <string.h>

enum { PRED_SLT = 2, PRED_SGT = 4, PRED_OGT = 2, PRED_OLT = 4 };
enum { RMW_MAXF = 3, RMW_MINF = 6 };

static CmAttr *one_attr(CmContext *ctx, const char *name, CmAttr *v) {
  CmNamedAttr e = {cm_ident_c(ctx, name), v};
  return cm_dict_attr(ctx, 1, &e);
}

static CmValue *mk(CmRewriter *rw, const char *name, CmLoc *loc, CmType *rt,
                   CmValue *a, CmValue *b, CmValue *c, CmAttr *attrs) {
  CmValue *ops[3] = {a, b, c};
  unsigned n = c ? 3 : b ? 2 : 1;
  CmOp *op = cm_op_create_v(rw->ctx, name, loc, 1, &rt, n, ops, attrs, 0,
                            NULL, 0);
  cm_rewriter_insert(rw, op);
  return cm_op_result(op, 0);
}

static CmValue *cst(CmRewriter *rw, CmLoc *loc, CmType *t, int64_t v) {
  CmOp *op = cm_op_create_v(rw->ctx, "std.constant", loc, 1, &t, 0, NULL,
                            one_attr(rw->ctx, "value", cm_integer_attr(t, v)),
                            0, NULL, 0);
  cm_rewriter_insert(rw, op);
  return cm_op_result(op, 0);
}

static CmValue *cmpi(CmRewriter *rw, CmLoc *loc, int64_t pred, CmValue *a,
                     CmValue *b) {
  CmContext *ctx = rw->ctx;
  CmAttr *p =
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), pred);
  return mk(rw, "std.cmpi", loc, cm_integer_type(ctx, 1, CM_SIGNLESS), a, b,
            NULL, one_attr(ctx, "predicate", p));
}

static bool scalar_int(CmType *t) {
  return t->kind == CM_TYPE_INDEX || t->kind == CM_TYPE_INTEGER;
}

static CmResult expand_ceildiv(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmValue *a = cm_op_operand(op, 0), *b = cm_op_operand(op, 1);
  CmType *t = a->type, *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  if (!scalar_int(t))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *one = cst(rw, loc, t, 1), *zero = cst(rw, loc, t, 0),
          *minus_one = cst(rw, loc, t, -1);
  CmValue *b_pos0 = cmpi(rw, loc, PRED_SGT, b, zero);
  CmValue *x = mk(rw, "std.select", loc, t, b_pos0, minus_one, one, NULL);
  CmValue *xa = mk(rw, "std.addi", loc, t, x, a, NULL, NULL);
  CmValue *xab = mk(rw, "std.divi_signed", loc, t, xa, b, NULL, NULL);
  CmValue *pos = mk(rw, "std.addi", loc, t, one, xab, NULL, NULL);
  CmValue *na = mk(rw, "std.subi", loc, t, zero, a, NULL, NULL);
  CmValue *nab = mk(rw, "std.divi_signed", loc, t, na, b, NULL, NULL);
  CmValue *neg = mk(rw, "std.subi", loc, t, zero, nab, NULL, NULL);
  CmValue *a_neg = cmpi(rw, loc, PRED_SLT, a, zero);
  CmValue *a_pos = cmpi(rw, loc, PRED_SGT, a, zero);
  CmValue *b_neg = cmpi(rw, loc, PRED_SLT, b, zero);
  CmValue *b_pos = cmpi(rw, loc, PRED_SGT, b, zero);
  CmValue *t1 = mk(rw, "std.and", loc, i1, a_neg, b_neg, NULL, NULL);
  CmValue *t2 = mk(rw, "std.and", loc, i1, a_pos, b_pos, NULL, NULL);
  CmValue *c = mk(rw, "std.or", loc, i1, t1, t2, NULL, NULL);
  CmValue *r = mk(rw, "std.select", loc, t, c, pos, neg, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static CmResult expand_floordiv(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  (void)pat;
  CmValue *a = cm_op_operand(op, 0), *b = cm_op_operand(op, 1);
  CmType *t = a->type, *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  if (!scalar_int(t))
    return CM_FAILURE;
  CmLoc *loc = cm_op_loc(op);
  CmValue *one = cst(rw, loc, t, 1), *zero = cst(rw, loc, t, 0),
          *minus_one = cst(rw, loc, t, -1);
  CmValue *b_neg0 = cmpi(rw, loc, PRED_SLT, b, zero);
  CmValue *x = mk(rw, "std.select", loc, t, b_neg0, one, minus_one, NULL);
  CmValue *xa = mk(rw, "std.subi", loc, t, x, a, NULL, NULL);
  CmValue *xab = mk(rw, "std.divi_signed", loc, t, xa, b, NULL, NULL);
  CmValue *neg = mk(rw, "std.subi", loc, t, minus_one, xab, NULL, NULL);
  CmValue *pos = mk(rw, "std.divi_signed", loc, t, a, b, NULL, NULL);
  CmValue *a_neg = cmpi(rw, loc, PRED_SLT, a, zero);
  CmValue *a_pos = cmpi(rw, loc, PRED_SGT, a, zero);
  CmValue *b_neg = cmpi(rw, loc, PRED_SLT, b, zero);
  CmValue *b_pos = cmpi(rw, loc, PRED_SGT, b, zero);
  CmValue *t1 = mk(rw, "std.and", loc, i1, a_neg, b_pos, NULL, NULL);
  CmValue *t2 = mk(rw, "std.and", loc, i1, a_pos, b_neg, NULL, NULL);
  CmValue *c = mk(rw, "std.or", loc, i1, t1, t2, NULL, NULL);
  CmValue *r = mk(rw, "std.select", loc, t, c, neg, pos, NULL);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static int64_t rmw_kind(CmOp *op) {
  CmAttr *k = cm_op_get_attr(op, "kind");
  return k && k->kind == CM_ATTR_INTEGER ? k->integer.value : -1;
}

static bool atomic_legal(CmOp *op, void *user) {
  (void)user;
  int64_t k = rmw_kind(op);
  return k != RMW_MAXF && k != RMW_MINF;
}

static CmResult expand_atomic(const CmPattern *pat, CmOp *op,
                              CmRewriter *rw) {
  (void)pat;
  int64_t k = rmw_kind(op);
  unsigned n = cm_op_num_operands(op);
  if ((k != RMW_MAXF && k != RMW_MINF) || n < 2 ||
      cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *val = cm_op_operand(op, 0);
  CmType *t = cm_op_result(op, 0)->type;
  /* operands: memref, indices (the atomic_rmw's without the value) */
  CmValue *small[8];
  CmValueVec big = {0};
  CmValue **ops = small;
  if (n - 1 > 8) {
    for (unsigned i = 1; i < n; i++)
      CM_VEC_PUSH(big, cm_op_operand(op, i));
    ops = big.data;
  } else {
    for (unsigned i = 1; i < n; i++)
      small[i - 1] = cm_op_operand(op, i);
  }
  CmOp *g = cm_op_create_v(ctx, "std.generic_atomic_rmw", loc, 1, &t, n - 1,
                           ops, NULL, 0, NULL, 1);
  CM_VEC_FREE(big);
  cm_rewriter_insert(rw, g);
  CmBlock *body = cm_block_create();
  cm_region_append_block(cm_op_region(g, 0), body);
  CmValue *cur = cm_block_add_arg(body, t, cm_loc_unknown(ctx));
  CmBuilder saved = rw->b;
  cm_rewriter_set_to_end(rw, body);
  CmAttr *p = cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                              k == RMW_MAXF ? PRED_OGT : PRED_OLT);
  CmValue *c = mk(rw, "std.cmpf", loc, cm_integer_type(ctx, 1, CM_SIGNLESS),
                  cur, val, NULL, one_attr(ctx, "predicate", p));
  CmValue *s = mk(rw, "std.select", loc, t, c, cur, val, NULL);
  CmOp *y = cm_op_create_v(ctx, "std.atomic_yield", loc, 0, NULL, 1, &s,
                           NULL, 0, NULL, 0);
  cm_rewriter_insert(rw, y);
  rw->b = saved;
  CmValue *r = cm_op_result(g, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static bool reshape_static_shape(CmOp *op) {
  CmType *t = cm_op_num_operands(op) == 2 ? cm_op_operand(op, 1)->type : NULL;
  return t && t->kind == CM_TYPE_MEMREF && t->shaped.rank == 1 &&
         t->shaped.shape[0] != CM_DYNAMIC_SIZE;
}

static bool reshape_legal(CmOp *op, void *user) {
  (void)user;
  return !reshape_static_shape(op);
}

static CmAttr *i64_array(CmContext *ctx, unsigned n, const int64_t *v) {
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmAttr **elems = cm_xcalloc(n + 1, sizeof(CmAttr *));
  for (unsigned i = 0; i < n; i++)
    elems[i] = cm_integer_attr(i64, v[i]);
  CmAttr *a = cm_array_attr(ctx, n, elems);
  free(elems);
  return a;
}

/* 13's MemRefReshapeOpConverter: from the innermost dim out, the size is
 * loaded from the shape (dynamic result dim) or a constant (static one);
 * its stride is the product of the sizes inside it, starting at 1. */
static CmResult expand_reshape(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmType *res = cm_op_result(op, 0)->type;
  if (!reshape_static_shape(op) || res->kind != CM_TYPE_MEMREF)
    return CM_FAILURE;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmValue *shape = cm_op_operand(op, 1);
  CmType *index = cm_index_type(ctx);
  unsigned rank = res->shaped.rank;
  CmValue **sizes = cm_xcalloc(rank + 1, sizeof(CmValue *));
  CmValue **strides = cm_xcalloc(rank + 1, sizeof(CmValue *));
  int64_t *static_sizes = cm_xcalloc(rank + 1, sizeof(int64_t));
  CmValue *stride = cst(rw, loc, index, 1);
  for (int i = (int)rank - 1; i >= 0; i--) {
    int64_t dim = res->shaped.shape[i];
    CmValue *size;
    static_sizes[i] = dim;
    if (dim == CM_DYNAMIC_SIZE) {
      CmValue *ld[2] = {shape, cst(rw, loc, index, i)};
      CmOp *load = cm_rewriter_create_v(rw, "memref.load", loc, 1,
                                        &shape->type->shaped.elem, 2, ld,
                                        NULL);
      size = cm_op_result(load, 0);
      if (size->type != index)
        size = mk(rw, "std.index_cast", loc, index, size, NULL, NULL, NULL);
      sizes[i] = size;
    } else {
      size = cst(rw, loc, index, dim);
    }
    strides[i] = stride;
    if (i > 0)
      stride = mk(rw, "std.muli", loc, index, stride, size, NULL, NULL);
  }
  /* operands: source, dynamic sizes, strides (all dynamic) */
  CmValueVec ops = {0};
  CM_VEC_PUSH(ops, cm_op_operand(op, 0));
  unsigned ndyn = 0;
  for (unsigned i = 0; i < rank; i++)
    if (sizes[i]) {
      CM_VEC_PUSH(ops, sizes[i]);
      ndyn++;
    }
  int64_t *dyn_strides = cm_xcalloc(rank + 1, sizeof(int64_t));
  for (unsigned i = 0; i < rank; i++) {
    CM_VEC_PUSH(ops, strides[i]);
    dyn_strides[i] = CM_DYNAMIC_STRIDE_OR_OFFSET;
  }
  int64_t zero = 0;
  unsigned segs[4] = {1, 0, ndyn, rank};
  CmNamedAttr attrs[4] = {
      {cm_ident_c(ctx, "operand_segment_sizes"),
       cm_ods_segment_sizes_attr(ctx, 4, segs)},
      {cm_ident_c(ctx, "static_offsets"), i64_array(ctx, 1, &zero)},
      {cm_ident_c(ctx, "static_sizes"), i64_array(ctx, rank, static_sizes)},
      {cm_ident_c(ctx, "static_strides"), i64_array(ctx, rank, dyn_strides)}};
  CmOp *rc = cm_op_create_v(ctx, "memref.reinterpret_cast", loc, 1, &res,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, 4, attrs), 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, rc);
  CM_VEC_FREE(ops);
  free(sizes);
  free(strides);
  free(static_sizes);
  free(dyn_strides);
  return CM_SUCCESS;
}

void cm_populate_std_expand_patterns(CmPatternSet *set) {
  cm_pattern_set_add_fn(set, "std.atomic_rmw", 1, expand_atomic, NULL);
  cm_pattern_set_add_fn(set, "std.ceildivi_signed", 1, expand_ceildiv, NULL);
  cm_pattern_set_add_fn(set, "std.floordivi_signed", 1, expand_floordiv,
                        NULL);
  cm_pattern_set_add_fn(set, "memref.reshape", 1, expand_reshape, NULL);
}

CmResult cm_std_expand(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_std_expand_patterns(ps);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_dynamic_op(t, "std.atomic_rmw", atomic_legal, NULL);
  cm_target_add_dynamic_op(t, "memref.reshape", reshape_legal, NULL);
  cm_target_add_illegal_op(t, "std.ceildivi_signed");
  cm_target_add_illegal_op(t, "std.floordivi_signed");
  CmResult r = cm_apply_partial_conversion(root, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  return r;
}

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  return cm_std_expand(op);
}

const CmPassDef cm_pass_std_expand = {
    .argument = "std-expand",
    .name = "StdExpandOps",
    .description = "Legalize std operations to be convertible to LLVM.",
    .anchor = "func",
    .run = run};
