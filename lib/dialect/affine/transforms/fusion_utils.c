/* fusion_utils.c - MLIR 13's LoopFusionUtils: the legality check of fusing
 * one loop nest into another at a depth (canFuseLoops), the fusion itself
 * (fuseLoops), and the cost model (loop nest statistics, compute cost of a
 * fused nest, memory footprint).  Declared in cmlir/analysis/slice.h. */
#include "cmlir/analysis/slice.h"
#include "loop_utils.h"

#include <stdlib.h>
#include <string.h>

static bool is_access(const CmOp *op) {
  return cm_is_affine_load(op) || cm_is_affine_store(op);
}

/* ---- insertion point in the block (13's getFusedLoopNestInsertionPoint of
 * LoopFusionUtils) ------------------------------------------------------ */
typedef struct MemrefUse {
  CmValue *memref;
  bool store;
} MemrefUse;
typedef CM_VEC(MemrefUse) MemrefUseVec;

static MemrefUse *find_use(MemrefUseVec *v, CmValue *m) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i].memref == m)
      return &v->data[i];
  return NULL;
}

static CmWalkResult gather_uses(CmOp *op, void *user) {
  MemrefUseVec *v = user;
  if (!is_access(op))
    return CM_WALK_ADVANCE;
  CmValue *m = cm_affine_access_memref(op);
  MemrefUse *u = find_use(v, m);
  if (!u) {
    MemrefUse n = {m, false};
    CM_VEC_PUSH(*v, n);
    u = &v->data[v->len - 1];
  }
  if (cm_is_affine_store(op))
    u->store = true;
  return CM_WALK_ADVANCE;
}

static bool dependent_access(CmOp *op, MemrefUseVec *v) {
  if (!is_access(op))
    return false;
  MemrefUse *u = find_use(v, cm_affine_access_memref(op));
  if (!u)
    return false;
  return cm_is_affine_store(op) || u->store;
}

typedef struct DepScan {
  MemrefUseVec *uses;
  CmOp *b; /* for the last-dependent scan: the later loop nest */
} DepScan;

static CmWalkResult first_dep(CmOp *op, void *user) {
  DepScan *d = user;
  return dependent_access(op, d->uses) ? CM_WALK_INTERRUPT : CM_WALK_ADVANCE;
}

static CmWalkResult last_dep(CmOp *op, void *user) {
  DepScan *d = user;
  if (is_access(op))
    return dependent_access(op, d->uses) ? CM_WALK_INTERRUPT
                                         : CM_WALK_ADVANCE;
  for (unsigned r = 0; r < cm_op_num_results(op); r++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, r)); u;
         u = cm_operand_next_use(u))
      if (cm_op_is_ancestor(d->b, cm_operand_owner(u)) &&
          cm_operand_owner(u) != d->b)
        return CM_WALK_INTERRUPT;
  return CM_WALK_ADVANCE;
}

static CmOp *fused_insertion_point(CmOp *src, CmOp *dst) {
  bool src_first = cm_op_is_before_in_block(src, dst);
  CmOp *a = src_first ? src : dst, *b = src_first ? dst : src;
  MemrefUseVec ua = {0}, ub = {0};
  cm_walk_pre(a, gather_uses, &ua);
  cm_walk_pre(b, gather_uses, &ub);
  CmOp *first = NULL, *last = NULL;
  DepScan ds = {&ua, b};
  for (CmOp *x = cm_op_next(a); x && x != b; x = cm_op_next(x))
    if (cm_walk_pre(x, first_dep, &ds) == CM_WALK_INTERRUPT) {
      first = x;
      break;
    }
  DepScan dl = {&ub, b};
  for (CmOp *x = cm_op_prev(b); x && x != a; x = cm_op_prev(x))
    if (cm_walk_pre(x, last_dep, &dl) == CM_WALK_INTERRUPT) {
      last = x;
      break;
    }
  CM_VEC_FREE(ua);
  CM_VEC_FREE(ub);
  if (first) {
    if (last && (first == last || cm_op_is_before_in_block(first, last)))
      return NULL;
    return first;
  }
  return b;
}

/* ---- legality ------------------------------------------------------------ */
typedef struct Gather {
  CmOpVec ops;
  bool has_if;
} Gather;

static CmWalkResult gather_ls(CmOp *op, void *user) {
  Gather *g = user;
  if (is_access(op))
    CM_VEC_PUSH(g->ops, op);
  else if (cm_is_affine_if(op))
    g->has_if = true;
  return CM_WALK_ADVANCE;
}

/* 13's getMaxLoopDepth for producer-consumer fusion */
static unsigned max_loop_depth(const CmOpVec *src_ops, const CmOpVec *dst) {
  if (!dst->len)
    return 0;
  CmOpVec target = {0};
  for (size_t i = 0; i < dst->len; i++) {
    CmOp *d = dst->data[i];
    CmValue *m = cm_affine_access_memref(d);
    bool pc = false; /* stored by src and loaded by dst */
    for (size_t j = 0; j < src_ops->len && !pc; j++)
      pc = cm_is_affine_store(src_ops->data[j]) &&
           cm_affine_access_memref(src_ops->data[j]) == m;
    if (pc) {
      pc = false;
      for (size_t j = 0; j < dst->len && !pc; j++)
        pc = cm_is_affine_load(dst->data[j]) &&
             cm_affine_access_memref(dst->data[j]) == m;
    }
    if (pc)
      CM_VEC_PUSH(target, d);
  }
  if (!target.len) {
    CM_VEC_FREE(target);
    return 0;
  }
  unsigned depth =
      cm_affine_innermost_common_loop_depth(target.data, target.len, NULL);
  bool all_loads = true;
  for (size_t i = 0; i < target.len; i++)
    all_loads &= cm_is_affine_load(target.data[i]);
  for (size_t i = 0; !all_loads && i < target.len; i++) {
    CmMemRefAccess sa;
    cm_memref_access_init(&sa, target.data[i]);
    for (size_t j = 0; j < target.len; j++) {
      CmMemRefAccess da;
      cm_memref_access_init(&da, target.data[j]);
      unsigned nc =
          cm_affine_num_common_loops(target.data[i], target.data[j]);
      for (unsigned d = 1; d <= nc + 1; d++) {
        CmDependenceResult r =
            cm_check_memref_access_dependence(&sa, &da, d, NULL, NULL, false);
        if (r == CM_DEP_HAS || r == CM_DEP_UNKNOWN) {
          if (d - 1 < depth)
            depth = d - 1;
          break;
        }
      }
      cm_memref_access_free(&da);
    }
    cm_memref_access_free(&sa);
  }
  CM_VEC_FREE(target);
  return depth;
}

CmFusionResult cm_affine_can_fuse_loops(CmOp *src, CmOp *dst,
                                        unsigned dst_depth, CmSliceState *s,
                                        CmFusionStrategy strategy,
                                        CmValue *sibling_memref) {
  if (dst_depth == 0 || cm_op_block(src) != cm_op_block(dst) || src == dst)
    return CM_FUSION_FAIL_PRECONDITION;
  if (!fused_insertion_point(src, dst))
    return CM_FUSION_FAIL_BLOCK_DEPENDENCE;
  bool src_first = cm_op_is_before_in_block(src, dst);
  CmOp *a = src_first ? src : dst, *b = src_first ? dst : src;
  Gather ga = {{0}, false}, gb = {{0}, false};
  cm_walk_pre(a, gather_ls, &ga);
  cm_walk_pre(b, gather_ls, &gb);
  CmFusionResult res = CM_FUSION_FAIL_PRECONDITION;
  CmOpVec sel = {0};
  if (ga.has_if || gb.has_if)
    goto done;
  if (strategy == CM_FUSION_PRODUCER_CONSUMER) {
    if (!src_first)
      goto done;
    if (max_loop_depth(&ga.ops, &gb.ops) < dst_depth) {
      res = CM_FUSION_FAIL_FUSION_DEPENDENCE;
      goto done;
    }
  }
  unsigned common = cm_affine_num_common_loops(src, dst);
  for (size_t i = 0; i < ga.ops.len; i++) {
    CmOp *op = ga.ops.data[i];
    bool take = strategy == CM_FUSION_GENERIC ||
                (strategy == CM_FUSION_PRODUCER_CONSUMER &&
                 cm_is_affine_store(op)) ||
                (strategy == CM_FUSION_SIBLING && cm_is_affine_load(op) &&
                 cm_affine_access_memref(op) == sibling_memref);
    if (take)
      CM_VEC_PUSH(sel, op);
  }
  CmSliceResult sr = cm_compute_slice_union(
      sel.data, sel.len, gb.ops.data, gb.ops.len, dst_depth, common,
      src_first, s);
  res = sr == CM_SLICE_SUCCESS     ? CM_FUSION_SUCCESS
        : sr == CM_SLICE_INCORRECT ? CM_FUSION_FAIL_INCORRECT_SLICE
                                   : CM_FUSION_FAIL_PRECONDITION;
done:
  CM_VEC_FREE(sel);
  CM_VEC_FREE(ga.ops);
  CM_VEC_FREE(gb.ops);
  return res;
}

/* ---- the fusion ------------------------------------------------------------ */
static CmWalkResult collect_fors(CmOp *op, void *user) {
  if (cm_is_affine_for(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

/* 13's getForwardSlice of a value: the users of `v`, the ops nested in
 * them, and their users, transitively; each op after its users (post
 * order), the caller reverses. */
static void forward_users(CmOp *op, CmPtrMap *seen, CmOpVec *post) {
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c))
        if (!cm_ptrmap_get(seen, c))
          forward_users(c, seen, post);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
         u = cm_operand_next_use(u))
      if (!cm_ptrmap_get(seen, cm_operand_owner(u)))
        forward_users(cm_operand_owner(u), seen, post);
  if (!cm_ptrmap_get(seen, op)) {
    cm_ptrmap_put(seen, op, 1);
    CM_VEC_PUSH(*post, op);
  }
}

/* 13's replaceForOpWithNewYields: a copy of affine.for `loop` before it
 * with `n` more iter_args (inits `inits`, yielded `yielded`), the body moved
 * into it; the results of `loop` are replaced by the first ones of the new
 * loop.  `loop` is left empty, for the caller to erase. */
static CmOp *for_with_new_yields(CmOp *loop, unsigned n, CmValue *const *inits,
                                 CmValue *const *yielded) {
  unsigned old_n = cm_affine_for_num_iter_args(loop);
  unsigned nlb = cm_affine_for_num_lb_operands(loop);
  unsigned nub = cm_affine_for_num_ub_operands(loop);
  CmValue **ops = cm_xcalloc(nlb + nub + old_n + n + 1, sizeof(CmValue *));
  CmValue **lbo = ops, **ubo = ops + nlb, **iter = ops + nlb + nub;
  for (unsigned i = 0; i < nlb; i++)
    lbo[i] = cm_affine_for_lb_operand(loop, i);
  for (unsigned i = 0; i < nub; i++)
    ubo[i] = cm_affine_for_ub_operand(loop, i);
  for (unsigned i = 0; i < old_n; i++)
    iter[i] = cm_affine_for_iter_operand(loop, i);
  for (unsigned i = 0; i < n; i++)
    iter[old_n + i] = inits[i];
  CmOp *nl = cm_affine_for_create(
      cm_op_context(loop), cm_op_loc(loop), cm_affine_for_lb_map(loop), nlb,
      lbo, cm_affine_for_ub_map(loop), nub, ubo, cm_affine_for_step(loop),
      old_n + n, iter);
  free(ops);
  cm_block_insert_op_before(cm_op_block(loop), loop, nl);
  CmBlock *ob = cm_affine_for_body(loop), *nb = cm_affine_for_body(nl);
  if (nb->last) /* no iter_args: the empty yield the builder made */
    cm_op_erase(nb->last);
  while (ob->first) {
    CmOp *op = ob->first;
    cm_op_remove_from_block(op);
    cm_block_append_op(nb, op);
  }
  cm_value_replace_all_uses(cm_affine_for_iv(loop), cm_affine_for_iv(nl));
  for (unsigned i = 0; i < old_n; i++)
    cm_value_replace_all_uses(cm_affine_for_region_iter_arg(loop, i),
                              cm_affine_for_region_iter_arg(nl, i));
  CmOp *yield = nb->last;
  unsigned ny = cm_op_num_operands(yield);
  CmValue **yv = cm_xcalloc(ny + n + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < ny; i++)
    yv[i] = cm_op_operand(yield, i);
  for (unsigned i = 0; i < n; i++)
    yv[ny + i] = yielded[i];
  CmOp *ny_op = cm_affine_yield_create(cm_op_context(loop), cm_op_loc(yield),
                                       ny + n, yv);
  free(yv);
  cm_block_insert_op_before(nb, yield, ny_op);
  cm_op_erase(yield);
  for (unsigned i = 0; i < cm_op_num_results(loop); i++)
    cm_value_replace_all_uses(cm_op_result(loop, i), cm_op_result(nl, i));
  return nl;
}

/* 13's promoteSingleIterReductionLoop for a sibling-fusion slice: the
 * one-iteration reduction loop `loop` dissolves into its parent affine.for,
 * which is rebuilt with the loop's iter_args after its own; the users of
 * the loop's results (with their users) move right after the new parent. */
static CmResult promote_single_iter_reduction(CmOp *loop) {
  uint64_t tc;
  if (!cm_affine_constant_trip_count(loop, &tc) || tc != 1)
    return CM_FAILURE;
  CmOp *parent = cm_op_parent_op(loop);
  if (!parent || !cm_is_affine_for(parent))
    return CM_FAILURE;
  unsigned n = cm_affine_for_num_iter_args(loop);
  CmBlock *body = cm_affine_for_body(loop);
  CmValue **inits = cm_xcalloc(2 * n + 1, sizeof(CmValue *));
  for (unsigned i = 0; i < n; i++) {
    inits[i] = cm_affine_for_iter_operand(loop, i);
    inits[n + i] = cm_op_operand(body->last, i);
  }
  unsigned pn = cm_op_num_results(parent);
  CmOp *nl = for_with_new_yields(parent, n, inits, inits + n);
  free(inits);
  /* the users of each result in topological order, merged */
  CmOpVec slice = {0}, post = {0};
  CmPtrMap in_slice = {0};
  for (unsigned i = 0; i < cm_op_num_results(loop); i++) {
    CmPtrMap seen = {0};
    post.len = 0;
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(loop, i)); u;
         u = cm_operand_next_use(u))
      if (!cm_ptrmap_get(&seen, cm_operand_owner(u)))
        forward_users(cm_operand_owner(u), &seen, &post);
    cm_ptrmap_free(&seen);
    for (size_t k = post.len; k-- > 0;)
      if (!cm_ptrmap_get(&in_slice, post.data[k])) {
        cm_ptrmap_put(&in_slice, post.data[k], 1);
        CM_VEC_PUSH(slice, post.data[k]);
      }
  }
  cm_ptrmap_free(&in_slice);
  CM_VEC_FREE(post);
  for (unsigned i = 0; i < cm_op_num_results(loop); i++)
    cm_value_replace_all_uses(cm_op_result(loop, i), cm_op_result(nl, pn + i));
  for (size_t k = slice.len; k-- > 0;)
    cm_op_move_after(slice.data[k], nl);
  CM_VEC_FREE(slice);
  cm_value_replace_all_uses(cm_affine_for_iv(loop), cm_affine_for_iv(nl));
  unsigned nn = cm_affine_for_num_iter_args(nl);
  for (unsigned i = 0; i < n; i++)
    cm_value_replace_all_uses(cm_affine_for_region_iter_arg(loop, i),
                              cm_affine_for_region_iter_arg(nl, nn - n + i));
  cm_op_erase(body->last);
  while (body->first)
    cm_op_move_before(body->first, loop);
  cm_op_erase(loop);
  cm_op_erase(parent);
  return CM_SUCCESS;
}

void cm_affine_fuse_loops(CmOp *src, CmOp *dst, const CmSliceState *s,
                          bool innermost_sibling) {
  (void)dst;
  CmOp *clone = cm_op_clone(src);
  if (s->insert_before)
    cm_block_insert_op_before(s->insert_block, s->insert_before, clone);
  else
    cm_block_append_op(s->insert_block, clone);
  CmOpVec orig = {0}, copy = {0}, slice_loops = {0};
  cm_walk_pre(src, collect_fors, &orig);
  cm_walk_pre(clone, collect_fors, &copy);
  for (size_t i = 0; i < s->ivs.len; i++) {
    CmOp *loop = NULL;
    for (size_t k = 0; k < orig.len && k < copy.len; k++)
      if (cm_affine_for_iv(orig.data[k]) == s->ivs.data[i])
        loop = copy.data[k];
    if (!loop)
      continue;
    CM_VEC_PUSH(slice_loops, loop);
    for (int ub = 0; ub < 2; ub++) {
      CmAffineMap *m = ub ? s->ubs[i] : s->lbs[i];
      if (!m)
        continue;
      CmAffineValueVec ops = {0};
      for (size_t k = 0; k < s->operands.len; k++)
        CM_VEC_PUSH(ops, s->operands.data[k]);
      cm_affine_canonicalize_map_and_operands(&m, &ops);
      if (ub)
        cm_affine_for_set_ub(loop, m, (unsigned)ops.len, ops.data);
      else
        cm_affine_for_set_lb(loop, m, (unsigned)ops.len, ops.data);
      CM_VEC_FREE(ops);
    }
  }
  uint64_t iters;
  bool unit = innermost_sibling && cm_slice_iteration_count(s, &iters) &&
              iters == 1;
  for (size_t i = 0; i < slice_loops.len; i++) {
    CmOp *loop = slice_loops.data[i];
    if (unit && cm_affine_loop_is_parallel_reduction(loop))
      (void)promote_single_iter_reduction(loop);
    else
      (void)cm_affine_loop_promote_if_single_iteration(loop);
  }
  CM_VEC_FREE(orig);
  CM_VEC_FREE(copy);
  CM_VEC_FREE(slice_loops);
}

/* ---- cost model --------------------------------------------------------- */
typedef struct LoopStat {
  CmOp *loop;
  int64_t op_count;
  int64_t trip;
  CmOpVec children;
} LoopStat;
struct CmLoopNestStats {
  CM_VEC(LoopStat) loops;
  bool failed;
};

static LoopStat *stat_of(CmLoopNestStats *st, CmOp *loop) {
  for (size_t i = 0; i < st->loops.len; i++)
    if (st->loops.data[i].loop == loop)
      return &st->loops.data[i];
  return NULL;
}

static CmWalkResult stats_walk(CmOp *op, void *user) {
  CmLoopNestStats *st = user;
  if (!cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  CmOp *parent = cm_op_parent_op(op);
  if (parent && !cm_is_affine_for(parent) && st->loops.len) {
    st->failed = true; /* a loop under another region op */
    return CM_WALK_INTERRUPT;
  }
  if (parent && cm_is_affine_for(parent)) {
    LoopStat *p = stat_of(st, parent);
    if (p)
      CM_VEC_PUSH(p->children, op);
  }
  LoopStat ls = {op, 0, 0, {0}};
  CmBlock *body = cm_affine_for_body(op);
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    if (!cm_is_affine_for(o) && !cm_is_affine_if(o))
      ls.op_count++;
  uint64_t tc;
  if (!cm_affine_constant_trip_count(op, &tc)) {
    st->failed = true;
    return CM_WALK_INTERRUPT;
  }
  ls.trip = (int64_t)tc;
  CM_VEC_PUSH(st->loops, ls);
  return CM_WALK_ADVANCE;
}

void cm_loop_nest_stats_free(CmLoopNestStats *st) {
  if (!st)
    return;
  for (size_t i = 0; i < st->loops.len; i++)
    CM_VEC_FREE(st->loops.data[i].children);
  CM_VEC_FREE(st->loops);
  free(st);
}

CmLoopNestStats *cm_loop_nest_stats(CmOp *root) {
  CmLoopNestStats *st = cm_xcalloc(1, sizeof *st);
  cm_walk_pre(root, stats_walk, st);
  if (st->failed) {
    cm_loop_nest_stats_free(st);
    return NULL;
  }
  return st;
}

typedef struct OpInt {
  CmOp *op;
  int64_t v;
} OpInt;
typedef CM_VEC(OpInt) OpIntVec;

static OpInt *opint_find(OpIntVec *v, CmOp *op) {
  for (size_t i = 0; v && i < v->len; i++)
    if (v->data[i].op == op)
      return &v->data[i];
  return NULL;
}

static void opint_set(OpIntVec *v, CmOp *op, int64_t x) {
  OpInt *e = opint_find(v, op);
  if (e) {
    e->v = x;
    return;
  }
  OpInt n = {op, x};
  CM_VEC_PUSH(*v, n);
}

static int64_t cost_helper(CmOp *loop, CmLoopNestStats *st, OpIntVec *trips,
                           OpIntVec *costs) {
  LoopStat *ls = stat_of(st, loop);
  if (!ls)
    return 0;
  int64_t count = ls->op_count - 1;
  for (size_t i = 0; i < ls->children.len; i++)
    count += cost_helper(ls->children.data[i], st, trips, costs);
  OpInt *c = opint_find(costs, loop);
  if (c)
    count += c->v;
  int64_t trip = ls->trip;
  OpInt *t = opint_find(trips, loop);
  if (t)
    trip = t->v;
  return trip * count;
}

int64_t cm_loop_nest_compute_cost(CmOp *root, CmLoopNestStats *st) {
  return cost_helper(root, st, NULL, NULL);
}

/* 13's buildSliceTripCountMap */
static bool slice_trip_counts(const CmSliceState *s, OpIntVec *out) {
  for (size_t i = 0; i < s->ivs.len; i++) {
    CmOp *loop = cm_affine_for_iv_owner(s->ivs.data[i]);
    if (!loop)
      return false;
    CmAffineMap *lb = s->lbs[i], *ub = s->ubs[i];
    if (!lb || !lb->num_results || !ub || !ub->num_results) {
      if (cm_affine_for_has_constant_lb(loop) &&
          cm_affine_for_has_constant_ub(loop)) {
        opint_set(out, loop,
                  cm_affine_for_constant_ub(loop) -
                      cm_affine_for_constant_lb(loop));
        continue;
      }
      uint64_t tc;
      if (!cm_affine_constant_trip_count(loop, &tc))
        return false;
      opint_set(out, loop, (int64_t)tc);
      continue;
    }
    if (lb->num_results != 1 || ub->num_results != 1)
      return false;
    CmAffineExpr *d = cm_affine_expr_simplify(
        cm_affine_sub(ub->results[0], lb->results[0]), lb->num_dims,
        lb->num_syms);
    if (d->kind != CM_AFFINE_CONST)
      return false;
    opint_set(out, loop, d->value);
  }
  return true;
}

bool cm_slice_iteration_count(const CmSliceState *s, uint64_t *count) {
  OpIntVec trips = {0};
  bool ok = slice_trip_counts(s, &trips);
  uint64_t n = 1;
  for (size_t i = 0; i < trips.len; i++)
    n *= (uint64_t)trips.data[i].v;
  CM_VEC_FREE(trips);
  *count = n;
  return ok;
}

typedef struct StoreScan {
  CmAffineValueVec memrefs;
  unsigned count;
} StoreScan;

static CmWalkResult store_scan(CmOp *op, void *user) {
  StoreScan *ss = user;
  if (cm_is_affine_store(op)) {
    CmValue *m = cm_affine_access_memref(op);
    bool seen = false;
    for (size_t i = 0; i < ss->memrefs.len; i++)
      seen |= ss->memrefs.data[i] == m;
    if (!seen)
      CM_VEC_PUSH(ss->memrefs, m);
    ss->count++;
  }
  return CM_WALK_ADVANCE;
}

bool cm_fusion_compute_cost(CmOp *src, CmLoopNestStats *src_stats, CmOp *dst,
                            CmLoopNestStats *dst_stats, const CmSliceState *s,
                            int64_t *cost) {
  OpIntVec trips = {0}, costs = {0};
  if (!slice_trip_counts(s, &trips)) {
    CM_VEC_FREE(trips);
    return false;
  }
  uint64_t iters = 1;
  for (size_t i = 0; i < trips.len; i++)
    iters *= (uint64_t)trips.data[i].v;
  CmOp *ip_parent = cm_block_parent_op(s->insert_block);
  if (iters == 1) {
    StoreScan ss = {{0}, 0};
    cm_walk_pre(src, store_scan, &ss);
    if (ss.count)
      opint_set(&costs, ip_parent, (int64_t)(uint32_t)(0u - ss.count));
    for (size_t k = 0; k < ss.memrefs.len; k++)
      for (CmOpOperand *u = cm_value_first_use(ss.memrefs.data[k]); u;
           u = cm_operand_next_use(u)) {
        CmOp *user = cm_operand_owner(u);
        if (!cm_is_affine_load(user) || user == ip_parent ||
            !cm_op_is_ancestor(ip_parent, user))
          continue;
        CmOp *p = cm_op_parent_op(user);
        if (p && cm_is_affine_for(p)) {
          OpInt *e = opint_find(&costs, p);
          opint_set(&costs, p, (e ? e->v : 0) - 1);
        }
      }
    CM_VEC_FREE(ss.memrefs);
  }
  int64_t slice_cost = cost_helper(src, src_stats, &trips, &costs);
  opint_set(&costs, ip_parent, slice_cost);
  *cost = cost_helper(dst, dst_stats, NULL, &costs);
  CM_VEC_FREE(trips);
  CM_VEC_FREE(costs);
  return true;
}

typedef struct Footprint {
  CM_VEC(CmMemRefRegion) regions;
  unsigned depth;
  bool failed;
} Footprint;

static CmWalkResult footprint_walk(CmOp *op, void *user) {
  Footprint *fp = user;
  if (!is_access(op))
    return CM_WALK_ADVANCE;
  CmMemRefRegion r;
  if (cm_failed(cm_memref_region_compute(&r, op, fp->depth, true))) {
    cm_memref_region_free(&r);
    cm_op_emit_plain_error(op, "error obtaining memory region\n");
    fp->failed = true;
    return CM_WALK_INTERRUPT;
  }
  for (size_t i = 0; i < fp->regions.len; i++)
    if (fp->regions.data[i].memref == r.memref) {
      CmResult u = cm_memref_region_union_bounding_box(&fp->regions.data[i],
                                                       &r);
      cm_memref_region_free(&r);
      if (cm_failed(u)) {
        cm_emit_warning(cm_op_loc(op), "getMemoryFootprintBytes: unable to "
                                       "perform a union on a memory region");
        fp->failed = true;
        return CM_WALK_INTERRUPT;
      }
      return CM_WALK_ADVANCE;
    }
  CM_VEC_PUSH(fp->regions, r);
  return CM_WALK_ADVANCE;
}

bool cm_affine_memory_footprint_bytes(CmOp *for_op, int64_t *bytes) {
  Footprint fp = {{0}, cm_affine_nesting_depth(for_op), false};
  cm_walk_pre(for_op, footprint_walk, &fp);
  int64_t total = 0;
  bool ok = !fp.failed;
  for (size_t i = 0; i < fp.regions.len; i++) {
    int64_t sz;
    if (ok && cm_memref_region_size(&fp.regions.data[i], &sz))
      total += sz;
    else
      ok = false;
    cm_memref_region_free(&fp.regions.data[i]);
  }
  CM_VEC_FREE(fp.regions);
  *bytes = total;
  return ok;
}
