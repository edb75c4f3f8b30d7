/* lower_to_affine.c - partial lowering of the toy dialect to the affine,
 * memref and std dialects (chapter 5).
 *
 * Tensors become buffers: each toy op producing a tensor becomes a
 * memref.alloc (freed by a memref.dealloc at the end of the block) filled
 * by a nest of affine.for loops computing one element per iteration.
 * toy.print stays (it now takes the memref); toy.return becomes
 * std.return.  The patterns are dialect-conversion patterns: they see the
 * already-converted operands (memrefs) and replace their op's tensor by
 * the buffer.  The ops of the affine dialect are created by name with
 * their attributes (lower_bound, upper_bound, step, map). */
#include "dialect.h"

#include "cmlir/dialects.h"
#include "cmlir/rewrite.h"

#include <string.h>

typedef CM_VEC(CmValue *) ValueVec;

static CmType *f64(CmContext *ctx) { return cm_float_type(ctx, CM_TYPE_F64); }
static CmType *index_type(CmContext *ctx) { return cm_index_type(ctx); }

static CmAttr *dict1(CmContext *ctx, const char *name, CmAttr *value) {
  return cm_dict_set(cm_dict_attr_empty(ctx), cm_ident_c(ctx, name), value);
}

/* The memref a tensor of static shape becomes. */
static CmType *memref_of(CmType *tensor) {
  return cm_memref_type(tensor->shaped.rank, tensor->shaped.shape,
                        tensor->shaped.elem, NULL, NULL);
}

/* memref.alloc at the start of the block, memref.dealloc before its
 * terminator. */
static CmValue *alloc_and_dealloc(CmRewriter *rw, CmType *memref, CmOp *at) {
  CmContext *ctx = rw->ctx;
  CmBlock *block = cm_op_block(at);
  unsigned seg[2] = {0, 0};
  CmOp *alloc = cm_rewriter_create_v(
      rw, "memref.alloc", cm_op_loc(at), 1, &memref, 0, NULL,
      dict1(ctx, "operand_segment_sizes", cm_ods_segment_sizes_attr(ctx, 2, seg)));
  cm_op_move_before(alloc, block->first);
  CmValue *v = cm_op_result(alloc, 0);
  CmOp *dealloc = cm_rewriter_create_v(rw, "memref.dealloc", cm_op_loc(at), 0,
                                       NULL, 1, &v, NULL);
  cm_op_move_before(dealloc, block->last);
  return v;
}

/* affine_map<(d0, ..., dn-1) -> (results)> of the dims listed in `perm`
 * (NULL: the identity). */
static CmAttr *dims_map(CmContext *ctx, unsigned rank, const unsigned *perm) {
  CmAffineExpr *exprs[64];
  for (unsigned i = 0; i < rank; i++)
    exprs[i] = cm_affine_dim(ctx, perm ? perm[i] : i);
  return cm_affine_map_attr(cm_affine_map(ctx, rank, 0, rank, exprs));
}

/* affine_map<() -> (c)> */
static CmAttr *const_map(CmContext *ctx, int64_t c) {
  CmAffineExpr *e = cm_affine_const(ctx, c);
  return cm_affine_map_attr(cm_affine_map(ctx, 0, 0, 1, &e));
}

static CmOp *affine_load(CmContext *ctx, CmLoc *loc, CmValue *memref,
                         unsigned rank, CmValue *const *ivs,
                         const unsigned *perm) {
  CmValue *ops[65];
  ops[0] = memref;
  for (unsigned i = 0; i < rank; i++)
    ops[1 + i] = ivs[i];
  CmType *elem = memref->type->shaped.elem;
  return cm_op_create_v(ctx, "affine.load", loc, 1, &elem, rank + 1, ops,
                        dict1(ctx, "map", dims_map(ctx, rank, perm)), 0, NULL,
                        0);
}

static CmOp *affine_store(CmContext *ctx, CmLoc *loc, CmValue *value,
                          CmValue *memref, unsigned rank,
                          CmValue *const *ivs) {
  CmValue *ops[66];
  ops[0] = value;
  ops[1] = memref;
  for (unsigned i = 0; i < rank; i++)
    ops[2 + i] = ivs[i];
  return cm_op_create_v(ctx, "affine.store", loc, 0, NULL, rank + 2, ops,
                        dict1(ctx, "map", dims_map(ctx, rank, NULL)), 0, NULL,
                        0);
}

/* Computes one element of the result: given the loop induction variables
 * (outermost first), appends ops to `body` and returns the value to
 * store. */
typedef CmValue *(*BodyFn)(CmContext *ctx, CmBlock *body, CmLoc *loc,
                           CmValue *const *operands, CmValue *const *ivs,
                           unsigned rank);

/* Replaces `op` (one ranked tensor result of rank >= 1; rank-0 values
 * are not lowered) by a buffer filled by a loop nest 0 <= ivs < shape
 * running `fn`. */
static CmResult lower_to_loops(CmRewriter *rw, CmOp *op,
                               CmValue *const *operands, BodyFn fn) {
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmType *tensor = cm_op_result(op, 0)->type;
  if (tensor->kind != CM_TYPE_RANKED_TENSOR || !tensor->shaped.rank ||
      tensor->shaped.rank > 64)
    return cm_rewriter_match_failure(rw, op, "result is not ranked");
  unsigned rank = tensor->shaped.rank;
  CmValue *alloc = alloc_and_dealloc(rw, memref_of(tensor), op);
  CmValue *ivs[64];
  CmOp *outer = NULL;
  CmBlock *inner = NULL;
  for (unsigned d = 0; d < rank; d++) {
    CmAttr *attrs = cm_dict_attr_empty(ctx);
    attrs = cm_dict_set(attrs, cm_ident_c(ctx, "lower_bound"), const_map(ctx, 0));
    attrs = cm_dict_set(attrs, cm_ident_c(ctx, "upper_bound"),
                        const_map(ctx, tensor->shaped.shape[d]));
    attrs = cm_dict_set(attrs, cm_ident_c(ctx, "step"),
                        cm_integer_attr(index_type(ctx), 1));
    CmOp *loop = cm_op_create_v(ctx, "affine.for", loc, 0, NULL, 0, NULL, attrs,
                                0, NULL, 1);
    CmBlock *b = cm_block_create();
    cm_region_append_block(cm_op_region(loop, 0), b);
    ivs[d] = cm_block_add_arg(b, index_type(ctx), loc);
    cm_block_append_op(b, cm_op_create_v(ctx, "affine.yield", loc, 0, NULL, 0,
                                         NULL, NULL, 0, NULL, 0));
    if (inner)
      cm_block_insert_op_before(inner, inner->last, loop);
    else
      outer = loop;
    inner = b;
  }
  CmValue *v = fn(ctx, inner, loc, operands, ivs, rank);
  cm_block_insert_op_before(inner, inner->last,
                            affine_store(ctx, loc, v, alloc, rank, ivs));
  cm_rewriter_insert(rw, outer);
  cm_rewriter_replace_op(rw, op, 1, &alloc);
  return CM_SUCCESS;
}

/* Appends `op` to the loop body `body` (before its terminator). */
static CmValue *append(CmBlock *body, CmOp *op) {
  cm_block_insert_op_before(body, body->last, op);
  return cm_op_result(op, 0);
}

static CmValue *binary_body(CmContext *ctx, CmBlock *body, CmLoc *loc,
                            CmValue *const *operands, CmValue *const *ivs,
                            unsigned rank, const char *name) {
  CmValue *lhs = append(body, affine_load(ctx, loc, operands[0], rank, ivs, NULL));
  CmValue *rhs = append(body, affine_load(ctx, loc, operands[1], rank, ivs, NULL));
  CmValue *ins[2] = {lhs, rhs};
  CmType *t = f64(ctx);
  return append(body, cm_op_create_v(ctx, name, loc, 1, &t, 2, ins, NULL, 0,
                                     NULL, 0));
}

static CmValue *add_body(CmContext *ctx, CmBlock *body, CmLoc *loc,
                         CmValue *const *operands, CmValue *const *ivs,
                         unsigned rank) {
  return binary_body(ctx, body, loc, operands, ivs, rank, "std.addf");
}

static CmValue *mul_body(CmContext *ctx, CmBlock *body, CmLoc *loc,
                         CmValue *const *operands, CmValue *const *ivs,
                         unsigned rank) {
  return binary_body(ctx, body, loc, operands, ivs, rank, "std.mulf");
}

/* result[i, j] = input[j, i] */
static CmValue *transpose_body(CmContext *ctx, CmBlock *body, CmLoc *loc,
                               CmValue *const *operands, CmValue *const *ivs,
                               unsigned rank) {
  unsigned perm[64];
  for (unsigned i = 0; i < rank; i++)
    perm[i] = rank - 1 - i;
  return append(body, affine_load(ctx, loc, operands[0], rank, ivs, perm));
}

static CmResult lower_add(const CmPattern *p, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  return lower_to_loops(rw, op, operands, add_body);
}

static CmResult lower_mul(const CmPattern *p, CmOp *op,
                          CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  return lower_to_loops(rw, op, operands, mul_body);
}

static CmResult lower_transpose(const CmPattern *p, CmOp *op,
                                CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  return lower_to_loops(rw, op, operands, transpose_body);
}

/* toy.constant: a buffer and one affine.store per element, at constant
 * indices. */
static CmResult lower_constant(const CmPattern *p, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmAttr *value = cm_op_get_attr(op, "value");
  CmType *tensor = value->type;
  unsigned rank = tensor->shaped.rank;
  if (rank > 64)
    return cm_rewriter_match_failure(rw, op, "rank too large");
  CmValue *alloc = alloc_and_dealloc(rw, memref_of(tensor), op);
  int64_t n = cm_shaped_num_elements(tensor);
  int64_t idx[64] = {0};
  for (int64_t e = 0; e < n; e++) {
    CmType *t = f64(ctx);
    double x = cm_dense_get_float(value, value->dense.splat ? 0 : (size_t)e);
    CmOp *c = cm_rewriter_create_v(rw, "std.constant", loc, 1, &t, 0, NULL,
                                   dict1(ctx, "value", cm_float_attr(t, x)));
    CmAffineExpr *exprs[64];
    for (unsigned d = 0; d < rank; d++)
      exprs[d] = cm_affine_const(ctx, idx[d]);
    CmValue *ops[2] = {cm_op_result(c, 0), alloc};
    cm_rewriter_create_v(
        rw, "affine.store", loc, 0, NULL, 2, ops,
        dict1(ctx, "map",
              cm_affine_map_attr(cm_affine_map(ctx, 0, 0, rank, exprs))));
    /* next index, row-major */
    for (unsigned d = rank; d-- > 0;) {
      if (++idx[d] < tensor->shaped.shape[d])
        break;
      idx[d] = 0;
    }
  }
  cm_rewriter_replace_op(rw, op, 1, &alloc);
  return CM_SUCCESS;
}

/* toy.return without operands (everything was inlined into main) */
static CmResult lower_return(const CmPattern *p, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  if (cm_op_num_operands(op))
    return cm_rewriter_match_failure(rw, op, "returns a value");
  CmOp *ret = cm_rewriter_create_v(rw, "std.return", cm_op_loc(op), 0, NULL, 0,
                                   NULL, NULL);
  cm_rewriter_replace_op_with_op(rw, op, ret);
  return CM_SUCCESS;
}

/* toy.print keeps its op but takes the converted operand. */
static CmResult lower_print(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  cm_rewriter_start_update(rw, op);
  cm_op_set_operand(op, 0, operands[0]);
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

static bool print_of_memref(CmOp *op, void *user) {
  (void)user;
  return cm_op_operand(op, 0)->type->kind == CM_TYPE_MEMREF;
}

static CmResult run(CmPassRun *r, CmOp *fn) {
  CmContext *ctx = cm_pass_run_context(r);
  CmIdent *name = cm_symbol_name(fn);
  if (!name || strcmp(name->str, "main"))
    return CM_SUCCESS; /* everything else was inlined */
  CmType *ft = cm_op_get_attr(fn, "type")->type_value;
  if (ft->func.num_inputs || ft->func.num_results)
    return cm_op_emit_plain_error(fn,
                                  "expected 'main' to have 0 inputs and 0 "
                                  "results");
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "affine");
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_illegal_dialect(t, "toy");
  cm_target_add_dynamic_op(t, "toy.print", print_of_memref, NULL);
  CmPatternSet *set = cm_pattern_set_create(ctx);
  static const struct {
    const char *root;
    CmConvertFn fn;
  } pats[] = {{"toy.constant", lower_constant}, {"toy.add", lower_add},
              {"toy.mul", lower_mul},           {"toy.transpose", lower_transpose},
              {"toy.return", lower_return},     {"toy.print", lower_print}};
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++) {
    CmPattern pat = {.root = pats[i].root, .benefit = 1, .convert = pats[i].fn};
    cm_pattern_set_add(set, &pat);
  }
  CmResult res = cm_apply_partial_conversion(fn, t, set);
  cm_pattern_set_destroy(set);
  cm_conversion_target_destroy(t);
  return res;
}

static void deps(CmContext *ctx) {
  cm_register_affine_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_std_dialect(ctx);
}

const CmPassDef toy_lower_to_affine_pass = {
    .argument = "toy-lower-to-affine",
    .name = "ToyToAffineLowering",
    .description = "Lower the toy ops that compute to affine loops",
    .anchor = "func",
    .dependent_dialects = deps,
    .run = run,
};
