/* super_vectorize_test.c - -affine-super-vectorizer-test as MLIR 13
 * (TestVectorizationUtils.cpp's VectorizerTestPass), driven by global
 * flags as upstream's cl::opt:
 *   -vector-shape-ratio N (repeated): every op (function included, in
 *     post-order) with one vector result whose shape is a multiple of the
 *     given f32 sub-vector shape (13's shapeRatio, trailing dimensions
 *     aligned) is reported as "matched: <op> with shape ratio: a, b";
 *     ops without results other than std.return get 13's error "NYI:
 *     assuming only return operations can have 0  results at this point",
 *     ops with several results "NYI: operation has more than 1 result";
 *   -compose-maps: the `affine_map` attributes of the "test_affine_map" ops,
 *     last composed with the one before and so on, simplified: "Composed
 *     map: <map>";
 *   -vectorize-affine-loop-nest: when the function has exactly one
 *     top-level affine.for, it is vectorized with a vector of 4 along that
 *     loop (the rest of the nest as is);
 *   -forward-slicing / -backward-slicing / -slicing: for each
 *     "slicing-test-op", its forward, backward or full static slice (13's
 *     SliceAnalysis orders, see docs/super-vectorize.md).
 * The collected text is one remark at an unknown location.  Functions
 * with more than one block are skipped. */
#include "cmlir/asm.h"
#include "cmlir/dialect/vector.h"
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static CmGlobalFlag shape_ratio_flag = {.name = "vector-shape-ratio",
                                        .kind = CM_GLOBAL_FLAG_INT_LIST};
static CmGlobalFlag compose_maps_flag = {.name = "compose-maps",
                                         .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag vec_nest_flag = {.name = "vectorize-affine-loop-nest",
                                     .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag fwd_flag = {.name = "forward-slicing",
                                .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag bwd_flag = {.name = "backward-slicing",
                                .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag slice_flag = {.name = "slicing",
                                  .kind = CM_GLOBAL_FLAG_BOOL};

void cm_affine_super_vectorizer_test_register_flags(void) {
  cm_global_flag_register(&shape_ratio_flag);
  cm_global_flag_register(&compose_maps_flag);
  cm_global_flag_register(&vec_nest_flag);
  cm_global_flag_register(&fwd_flag);
  cm_global_flag_register(&bwd_flag);
  cm_global_flag_register(&slice_flag);
}

/* 13's shapeRatio: false when a trailing dimension does not divide (or
 * the sub shape has more dimensions). */
static bool shape_ratio(const CmType *super, const int64_t *sub,
                        unsigned nsub, int64_t *ratio) {
  unsigned n = super->shaped.rank;
  if (n < nsub)
    return false;
  for (unsigned i = 0; i < n; i++) {
    int64_t s = super->shaped.shape[n - 1 - i];
    if (i < nsub) {
      int64_t d = sub[nsub - 1 - i];
      if (d <= 0 || s <= 0 || s % d != 0)
        return false;
      ratio[n - 1 - i] = s / d;
    } else {
      ratio[n - 1 - i] = s;
    }
  }
  return true;
}

static void print_in_context(CmOp *op, CmBuf *out) {
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  cm_print_op(op, &flags, out);
}

typedef struct ShapeWalk {
  CmBuf *out;
} ShapeWalk;

static CmWalkResult shape_one(CmOp *op, void *user) {
  ShapeWalk *w = user;
  const int64_t *sub = shape_ratio_flag.values;
  unsigned nsub = (unsigned)shape_ratio_flag.len;
  CmType *super = NULL;
  if (cm_op_name_is(op, "vector.transfer_read") ||
      cm_op_name_is(op, "vector.transfer_write")) {
    super = cm_vector_transfer_vector(op)->type;
  } else if (cm_op_num_results(op) == 0) {
    if (!cm_op_name_is(op, "std.return"))
      cm_op_emit_plain_error(op, "NYI: assuming only return operations can "
                                 "have 0  results at this point");
    return CM_WALK_ADVANCE;
  } else if (cm_op_num_results(op) == 1) {
    super = cm_op_result(op, 0)->type;
    if (super->kind != CM_TYPE_VECTOR)
      return CM_WALK_ADVANCE;
  } else {
    cm_op_emit_plain_error(op, "NYI: operation has more than 1 result");
    return CM_WALK_ADVANCE;
  }
  if (!super || super->kind != CM_TYPE_VECTOR || cm_op_num_results(op) != 1)
    return CM_WALK_ADVANCE;
  int64_t *ratio = cm_xcalloc(super->shaped.rank + 1, sizeof *ratio);
  if (shape_ratio(super, sub, nsub, ratio)) {
    cm_buf_puts(w->out, "\nmatched: ");
    print_in_context(op, w->out);
    cm_buf_puts(w->out, " with shape ratio: ");
    for (unsigned i = 0; i < super->shaped.rank; i++) {
      char num[32];
      snprintf(num, sizeof num, "%s%" PRId64, i ? ", " : "", ratio[i]);
      cm_buf_puts(w->out, num);
    }
  }
  free(ratio);
  return CM_WALK_ADVANCE;
}

/* 13's AffineMap::compose: f(g) with g's symbols after f's. */
static CmAffineMap *compose(CmAffineMap *f, CmAffineMap *g) {
  CmContext *ctx = f->ctx;
  unsigned ns = f->num_syms + g->num_syms;
  CmAffineExpr **syms = cm_xcalloc(g->num_syms + 1, sizeof *syms);
  for (unsigned i = 0; i < g->num_syms; i++)
    syms[i] = cm_affine_symbol(ctx, f->num_syms + i);
  CmAffineExpr **gres = cm_xcalloc(g->num_results + 1, sizeof *gres);
  for (unsigned i = 0; i < g->num_results; i++)
    gres[i] = cm_affine_replace(g->results[i], NULL, syms);
  CmAffineExpr **res = cm_xcalloc(f->num_results + 1, sizeof *res);
  for (unsigned i = 0; i < f->num_results; i++)
    res[i] = cm_affine_replace(f->results[i], gres, NULL);
  CmAffineMap *m = cm_affine_map(ctx, g->num_dims, ns, f->num_results, res);
  free(syms);
  free(gres);
  free(res);
  return m;
}

static CmWalkResult collect_test_maps(CmOp *op, void *user) {
  if (cm_op_name_is(op, "test_affine_map")) {
    CmAttr *a = cm_op_get_attr(op, "affine_map");
    if (a && a->kind == CM_ATTR_AFFINE_MAP)
      CM_VEC_PUSH(*(CmOpVec *)user, op);
  }
  return CM_WALK_ADVANCE;
}

static void compose_maps(CmOp *func, CmBuf *out) {
  CmOpVec ops = {0};
  cm_walk_post(func, collect_test_maps, &ops);
  CmAffineMap *res = NULL;
  bool ok = ops.len > 0;
  for (size_t i = ops.len; ok && i > 0; i--) {
    CmAffineMap *m = cm_op_get_attr(ops.data[i - 1], "affine_map")->map;
    if (!res)
      res = m;
    else if (res->num_dims == m->num_results)
      res = compose(res, m);
    else
      ok = false; /* 13 asserts */
  }
  if (ok) {
    cm_buf_puts(out, "\nComposed map: ");
    cm_print_affine_map_to(cm_affine_map_simplify(res), out);
  }
  CM_VEC_FREE(ops);
}

static void vectorize_nest(CmOp *func) {
  CmOp *only = NULL;
  unsigned n = 0;
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      if (cm_is_affine_for(op)) {
        only = op;
        n++;
      }
  int64_t size = 4;
  if (n == 1)
    cm_affine_vectorize_loop_nest(only, 1, &size);
}

/* ---- slices (13's SliceAnalysis): an ordered set of ops ---- */
typedef struct OpSet {
  CmOpVec ops;
  CmPtrMap in; /* op -> index + 1 */
} OpSet;

static bool set_has(const OpSet *s, CmOp *op) {
  return cm_ptrmap_get(&s->in, op) != NULL;
}
static void set_insert(OpSet *s, CmOp *op) {
  if (set_has(s, op))
    return;
  CM_VEC_PUSH(s->ops, op);
  cm_ptrmap_put(&s->in, op, s->ops.len);
}
static void set_clear(OpSet *s) {
  s->ops.len = 0;
  cm_ptrmap_free(&s->in);
}
static void set_free(OpSet *s) {
  CM_VEC_FREE(s->ops);
  cm_ptrmap_free(&s->in);
}
/* Removes `op` keeping the order (SetVector::remove). */
static void set_remove(OpSet *s, CmOp *op) {
  if (!set_has(s, op))
    return;
  CmOpVec old = s->ops;
  memset(&s->ops, 0, sizeof s->ops);
  cm_ptrmap_free(&s->in);
  for (size_t i = 0; i < old.len; i++)
    if (old.data[i] != op)
      set_insert(s, old.data[i]);
  CM_VEC_FREE(old);
}

static void forward_impl(CmOp *op, OpSet *s) {
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c))
        if (!set_has(s, c))
          forward_impl(c, s);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
         u = cm_operand_next_use(u))
      if (!set_has(s, cm_operand_owner(u)))
        forward_impl(cm_operand_owner(u), s);
  set_insert(s, op);
}

/* 13's getForwardSlice: the users (and nested ops), transitively, in
 * topological order, without `op`. */
static void forward_slice(CmOp *op, OpSet *s) {
  forward_impl(op, s);
  set_remove(s, op);
  CmOpVec v = s->ops;
  memset(&s->ops, 0, sizeof s->ops);
  cm_ptrmap_free(&s->in);
  for (size_t i = v.len; i > 0; i--)
    set_insert(s, v.data[i - 1]);
  CM_VEC_FREE(v);
}

static void backward_impl(CmOp *op, OpSet *s) {
  if (!op || cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE))
    return;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    CmOp *def = cm_value_defining_op(v);
    if (!def) {
      CmBlock *b = cm_value_parent_block(v);
      def = b ? cm_block_parent_op(b) : NULL;
    }
    if (def && !set_has(s, def))
      backward_impl(def, s);
  }
  set_insert(s, op);
}

/* 13's getBackwardSlice: the definitions (the op owning a block argument),
 * transitively, without `op`. */
static void backward_slice(CmOp *op, OpSet *s) {
  backward_impl(op, s);
  set_remove(s, op);
}

static void dfs_post(CmOp *op, const OpSet *to_sort, CmPtrMap *seen,
                     CmOpVec *order) {
  if (cm_ptrmap_get(seen, op))
    return; /* its users are all done (13 walks them again) */
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
         u = cm_operand_next_use(u))
      dfs_post(cm_operand_owner(u), to_sort, seen, order);
  if (!cm_ptrmap_get(seen, op)) {
    cm_ptrmap_put(seen, op, 1);
    if (set_has(to_sort, op))
      CM_VEC_PUSH(*order, op);
  }
}

/* 13's getSlice: backward and forward slices of every op reached, then
 * 13's topologicalSort. */
static void static_slice(CmOp *op, OpSet *res) {
  OpSet slice = {0}, part = {0};
  set_insert(&slice, op);
  for (size_t i = 0; i < slice.ops.len; i++) {
    CmOp *cur = slice.ops.data[i];
    set_clear(&part);
    backward_slice(cur, &part);
    for (size_t k = 0; k < part.ops.len; k++)
      set_insert(&slice, part.ops.data[k]);
    set_clear(&part);
    forward_slice(cur, &part);
    for (size_t k = 0; k < part.ops.len; k++)
      set_insert(&slice, part.ops.data[k]);
  }
  CmPtrMap seen = {0};
  CmOpVec order = {0};
  for (size_t i = 0; i < slice.ops.len; i++)
    dfs_post(slice.ops.data[i], &slice, &seen, &order);
  for (size_t i = order.len; i > 0; i--)
    set_insert(res, order.data[i - 1]);
  CM_VEC_FREE(order);
  cm_ptrmap_free(&seen);
  set_free(&slice);
  set_free(&part);
}

static CmWalkResult collect_slicing_ops(CmOp *op, void *user) {
  if (cm_op_name_is(op, "slicing-test-op"))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

/* kind: 0 forward, 1 backward, 2 both */
static void test_slicing(CmOp *func, int kind, CmBuf *out) {
  static const char *const what[] = {" forward static slice: ",
                                     " backward static slice: ",
                                     " static slice: "};
  CmAttr *name = cm_op_get_attr(func, "sym_name");
  cm_buf_puts(out, "\n");
  if (name && name->kind == CM_ATTR_STRING) {
    CmStr n = cm_ident_str(name->str.value);
    cm_buf_putn(out, n.data, n.len);
  }
  CmOpVec ops = {0};
  cm_walk_post(func, collect_slicing_ops, &ops);
  for (size_t i = 0; i < ops.len; i++) {
    OpSet s = {0};
    if (kind == 0)
      forward_slice(ops.data[i], &s);
    else if (kind == 1)
      backward_slice(ops.data[i], &s);
    else
      static_slice(ops.data[i], &s);
    cm_buf_puts(out, "\nmatched: ");
    print_in_context(ops.data[i], out);
    cm_buf_puts(out, what[kind]);
    for (size_t k = 0; k < s.ops.len; k++) {
      cm_buf_puts(out, "\n");
      print_in_context(s.ops.data[k], out);
    }
    set_free(&s);
  }
  CM_VEC_FREE(ops);
}

static CmResult test_run(CmPassRun *run, CmOp *func) {
  (void)run;
  CmRegion *body = cm_op_region(func, 0);
  if (!body->first || body->first->next)
    return CM_SUCCESS;
  CmBuf out;
  cm_buf_init(&out);
  if (shape_ratio_flag.len) {
    ShapeWalk w = {&out};
    cm_walk_post(func, shape_one, &w);
  }
  if (fwd_flag.on)
    test_slicing(func, 0, &out);
  if (bwd_flag.on)
    test_slicing(func, 1, &out);
  if (slice_flag.on)
    test_slicing(func, 2, &out);
  if (compose_maps_flag.on)
    compose_maps(func, &out);
  if (vec_nest_flag.on)
    vectorize_nest(func);
  if (out.len)
    cm_emit_remark(cm_loc_unknown(cm_op_context(func)), "%s", out.data);
  cm_buf_free(&out);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_affine_super_vectorizer_test = {
    .argument = "affine-super-vectorizer-test",
    .name = "VectorizerTestPass",
    .description = "Tests vectorizer standalone functionality.",
    .anchor = "func",
    .run = test_run,
};
