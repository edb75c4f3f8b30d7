/* std_expand.c - -std-expand as MLIR 13 (a partial conversion, std
 * legal): std.ceildivi_signed and std.floordivi_signed become sequences
 * of std arithmetic (constants 1, 0, -1, compares, selects, signed
 * divisions, op for op as 13 emits them), and std.atomic_rmw of kind
 * maxf / minf becomes a std.generic_atomic_rmw whose body compares the
 * current value with the operand (cmpf ogt / olt) and yields the select.
 * memref.reshape with a shape operand of static length becomes a
 * memref.reinterpret_cast at offset 0 whose dynamic sizes are loaded from
 * the shape and whose strides are their running products, as 13 does.
 * See docs/conversion-math.md and docs/conversion.md. */
#include "cmlir/conversion_math.h"

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

/* memref.reshape %src(%shape) with a static-length shape: sizes from
 * the result type or loaded (index_cast to index), strides multiplied
 * from the last dimension; all strides as values, as 13 builds them. */
static bool reshape_legal(CmOp *op, void *user) {
  (void)user;
  CmType *st = cm_op_operand(op, 1)->type;
  return st->kind != CM_TYPE_MEMREF || cm_shaped_num_elements(st) < 0;
}

static CmResult expand_reshape(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmContext *ctx = rw->ctx;
  CmValue *shape = cm_op_operand(op, 1);
  CmType *dst = cm_op_result(op, 0)->type;
  if (reshape_legal(op, NULL) || dst->kind != CM_TYPE_MEMREF ||
      shape->type->shaped.rank != 1 ||
      shape->type->shaped.shape[0] != (int64_t)dst->shaped.rank)
    return CM_FAILURE;
  unsigned rank = dst->shaped.rank;
  CmLoc *loc = cm_op_loc(op);
  CmType *it = cm_index_type(ctx);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmValueVec sizes = {0}, strides = {0};
  CM_VEC(CmAttr *) ssizes = {0};
  CM_VEC(CmAttr *) sstrides = {0};
  for (unsigned i = 0; i < rank; i++) {
    CM_VEC_PUSH(strides, NULL);
    CM_VEC_PUSH(ssizes, NULL);
    CM_VEC_PUSH(sstrides,
                cm_integer_attr(i64, CM_DYNAMIC_STRIDE_OR_OFFSET));
  }
  CmValue *stride = cst(rw, loc, it, 1);
  for (unsigned i = rank; i-- > 0;) {
    CmValue *size;
    int64_t d = dst->shaped.shape[i];
    if (d == CM_DYNAMIC_SIZE) {
      CmValue *ld[2] = {shape, cst(rw, loc, it, i)};
      CmOp *l = cm_op_create_v(ctx, "memref.load", loc, 1,
                               &shape->type->shaped.elem, 2, ld, NULL, 0,
                               NULL, 0);
      cm_rewriter_insert(rw, l);
      size = cm_op_result(l, 0);
      if (size->type->kind != CM_TYPE_INDEX)
        size = mk(rw, "std.index_cast", loc, it, size, NULL, NULL, NULL);
      CM_VEC_PUSH(sizes, size);
      ssizes.data[i] = cm_integer_attr(i64, CM_DYNAMIC_SIZE);
    } else {
      size = cst(rw, loc, it, d);
      ssizes.data[i] = cm_integer_attr(i64, d);
    }
    strides.data[i] = stride;
    if (i > 0)
      stride = mk(rw, "std.muli", loc, it, stride, size, NULL, NULL);
  }
  /* operands: source, (no offsets), dynamic sizes (dimension order),
   * strides */
  CmValueVec ops = {0};
  CM_VEC_PUSH(ops, cm_op_operand(op, 0));
  for (size_t k = sizes.len; k-- > 0;)
    CM_VEC_PUSH(ops, sizes.data[k]);
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(ops, strides.data[i]);
  int32_t seg[4] = {1, 0, (int32_t)sizes.len, (int32_t)rank};
  int64_t four = 4;
  CmAttr *zero = cm_integer_attr(i64, 0);
  CmNamedAttr attrs[4] = {
      {cm_ident_c(ctx, "operand_segment_sizes"),
       cm_dense_elements_attr(
           cm_vector_type(1, &four, cm_integer_type(ctx, 32, CM_SIGNLESS)),
           false, sizeof seg, seg)},
      {cm_ident_c(ctx, "static_offsets"), cm_array_attr(ctx, 1, &zero)},
      {cm_ident_c(ctx, "static_sizes"),
       cm_array_attr(ctx, rank, ssizes.data)},
      {cm_ident_c(ctx, "static_strides"),
       cm_array_attr(ctx, rank, sstrides.data)}};
  CmOp *rc = cm_op_create_v(ctx, "memref.reinterpret_cast", loc, 1, &dst,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, 4, attrs), 0, NULL, 0);
  cm_rewriter_insert(rw, rc);
  CmValue *r = cm_op_result(rc, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(sizes);
  CM_VEC_FREE(strides);
  CM_VEC_FREE(ssizes);
  CM_VEC_FREE(sstrides);
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
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_dynamic_op(t, "std.atomic_rmw", atomic_legal, NULL);
  cm_target_add_illegal_op(t, "std.ceildivi_signed");
  cm_target_add_illegal_op(t, "std.floordivi_signed");
  cm_target_add_dynamic_op(t, "memref.reshape", reshape_legal, NULL);
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
