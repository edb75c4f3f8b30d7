/* skew.c - shifting the ops of an affine.for body by whole iterations
 * (MLIR 13's isOpwiseShiftValid and affineForOpBodySkew): the body's ops
 * are grouped by shift, and the loop is replaced by a sequence of loops
 * over the intervals in which a given set of groups is active, each
 * group's copy of the induction variable being `iv - shift * step`. */
#include "memref_utils.h"

#include "cmlir/rewrite.h"

#include <stdlib.h>
#include <string.h>

bool cm_affine_op_shifts_valid(CmOp *loop, const uint64_t *shifts) {
  CmBlock *body = cm_affine_for_body(loop);
  CmPtrMap shift_of = {0};
  unsigned n = 0;
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    n++;
  bool ok = true;
  unsigned idx = n;
  for (CmOp *o = body->last; o && ok; o = cm_op_prev(o)) {
    uint64_t s = shifts[--idx];
    cm_ptrmap_put(&shift_of, o, s);
    for (unsigned r = 0; r < cm_op_num_results(o) && ok; r++)
      for (CmOpOperand *u = cm_value_first_use(cm_op_result(o, r)); u;
           u = cm_operand_next_use(u)) {
        CmOp *anc = cm_affine_ancestor_in_block(body, cm_operand_owner(u));
        uint64_t *as = anc ? cm_ptrmap_get(&shift_of, anc) : NULL;
        if (anc && (!as || *as != s)) {
          ok = false;
          break;
        }
      }
  }
  cm_ptrmap_free(&shift_of);
  return ok;
}

typedef struct Group {
  uint64_t shift;
  CmOpVec ops;
} Group;

/* `map` with `shift` added to each result. */
static CmAffineMap *shifted_map(CmAffineMap *map, int64_t shift) {
  CmAffineExpr **r =
      cm_xcalloc(map->num_results + 1, sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < map->num_results; i++)
    r[i] = cm_affine_add(map->results[i], cm_affine_const(map->ctx, shift));
  CmAffineMap *m = cm_affine_map(map->ctx, map->num_dims, map->num_syms,
                                 map->num_results, r);
  free(r);
  return m;
}

/* 13's generateShiftedLoop: a loop before `src` from lb to ub (both maps
 * over the lower bound's operands resp. the upper bound's) running the
 * groups queue[offset..n) in order; NULL if it was promoted away. */
static CmOp *shifted_loop(CmAffineMap *lb, CmAffineMap *ub,
                          const Group *queue, unsigned n, unsigned offset,
                          CmOp *src, CmPtrMap *map) {
  CmContext *ctx = cm_op_context(src);
  unsigned nlb = cm_affine_for_num_lb_operands(src);
  unsigned nub = cm_affine_for_num_ub_operands(src);
  CmValue **lbo = cm_xcalloc(nlb + nub + 1, sizeof(CmValue *));
  CmValue **ubo = lbo + nlb;
  for (unsigned i = 0; i < nlb; i++)
    lbo[i] = cm_affine_for_lb_operand(src, i);
  for (unsigned i = 0; i < nub; i++)
    ubo[i] = cm_affine_for_ub_operand(src, i);
  int64_t step = cm_affine_for_step(src);
  CmOp *loop = cm_affine_for_create(ctx, cm_op_loc(src), lb, nlb, lbo, ub,
                                    nub, ubo, step, 0, NULL);
  free(lbo);
  cm_block_insert_op_before(cm_op_block(src), src, loop);
  CmBlock *body = cm_affine_for_body(loop);
  CmOp *term = body->last;
  CmValue *iv = cm_affine_for_iv(loop), *src_iv = cm_affine_for_iv(src);
  for (unsigned g = offset; g < n; g++) {
    uint64_t shift = queue[g].shift;
    if (!cm_value_use_empty(src_iv) && shift != 0) {
      CmAffineExpr *e = cm_affine_add(
          cm_affine_dim(ctx, 0), cm_affine_const(ctx, -(step * (int64_t)shift)));
      CmAffineMap *m = cm_affine_map(ctx, 1, 0, 1, &e);
      CmOp *ap = cm_affine_apply_create(ctx, cm_op_loc(src), m, 1, &iv);
      cm_block_insert_op_before(body, term, ap);
      cm_ptrmap_put_ptr(map, src_iv, cm_op_result(ap, 0));
    } else {
      cm_ptrmap_put_ptr(map, src_iv, iv);
    }
    for (size_t i = 0; i < queue[g].ops.len; i++) {
      CmOp *op = queue[g].ops.data[i];
      CmOp *c = cm_op_clone(op);
      cm_walk_remap_operands(c, map);
      cm_block_insert_op_before(body, term, c);
      for (unsigned r = 0; r < cm_op_num_results(op); r++)
        cm_ptrmap_put_ptr(map, cm_op_result(op, r), cm_op_result(c, r));
    }
  }
  if (cm_succeeded(cm_affine_loop_promote_if_single_iteration(loop)))
    return NULL;
  return loop;
}

CmResult cm_affine_for_body_skew(CmOp *loop, const uint64_t *shifts,
                                 bool unroll_prologue_epilogue) {
  CmBlock *body = cm_affine_for_body(loop);
  if (body->first == body->last)
    return CM_SUCCESS;
  uint64_t tc;
  if (!cm_affine_constant_trip_count(loop, &tc))
    return CM_SUCCESS;
  CmAffineMap *lb = cm_affine_for_lb_map(loop);
  if (cm_affine_for_num_lb_operands(loop) !=
      cm_affine_for_num_ub_operands(loop))
    return CM_FAILURE; /* the shifted lower bound serves as upper bound */
  if (!cm_affine_op_shifts_valid(loop, shifts))
    return CM_FAILURE;
  int64_t step = cm_affine_for_step(loop);
  unsigned nchild = 0;
  uint64_t max_shift = 0;
  for (CmOp *o = body->first; o; o = cm_op_next(o))
    nchild++;
  for (unsigned i = 0; i < nchild; i++)
    if (shifts[i] > max_shift)
      max_shift = shifts[i];
  if (max_shift >= nchild) {
    cm_diag_report(cm_op_diag_warning(
        loop, "not shifting because shifts are unrealistically large"));
    return CM_SUCCESS;
  }
  CmContext *ctx = cm_op_context(loop);
  Group *groups = cm_xcalloc(max_shift + 1, sizeof(Group));
  Group *queue = cm_xcalloc(max_shift + 1, sizeof(Group));
  unsigned nq = 0, pos = 0;
  for (CmOp *o = body->first; o != body->last; o = cm_op_next(o)) {
    uint64_t s = shifts[pos++];
    groups[s].shift = s;
    CM_VEC_PUSH(groups[s].ops, o);
  }
  CmPatternSet *set = cm_pattern_set_create(ctx);
  const CmOpDef *fdef = cm_lookup_op_def(ctx, "affine.for", 10);
  if (fdef)
    cm_pattern_set_add_op_canonicalizations(set, fdef);
  CmPtrMap map = {0};
  CmOp *prologue = NULL, *epilogue = NULL;
  int64_t lb_shift = 0;
  int64_t span = (int64_t)tc * step;
  for (uint64_t d = 0; d <= max_shift; d++) {
    if (!groups[d].ops.len)
      continue;
    int64_t ds = (int64_t)d * step;
    if (nq) {
      CmOp *res;
      if (lb_shift + span < ds) {
        res = shifted_loop(shifted_map(lb, lb_shift),
                           shifted_map(lb, lb_shift + span), queue, nq, 0,
                           loop, &map);
        nq = 0;
        lb_shift += span;
      } else {
        res = shifted_loop(shifted_map(lb, lb_shift), shifted_map(lb, ds),
                           queue, nq, 0, loop, &map);
        lb_shift = ds;
      }
      if (res) {
        bool erased = false;
        cm_apply_op_patterns_and_fold(res, set, &erased);
        if (!erased && !prologue)
          prologue = res;
        if (!erased)
          epilogue = res;
      }
    } else {
      lb_shift = ds;
    }
    queue[nq++] = groups[d];
  }
  for (unsigned i = 0; i < nq; i++) {
    int64_t ub_shift = ((int64_t)queue[i].shift + (int64_t)tc) * step;
    epilogue = shifted_loop(shifted_map(lb, lb_shift),
                            shifted_map(lb, ub_shift), queue, nq, i, loop,
                            &map);
    lb_shift = ub_shift;
    if (!prologue)
      prologue = epilogue;
  }
  cm_op_erase(loop);
  if (unroll_prologue_epilogue && prologue)
    cm_affine_loop_unroll_full(prologue);
  if (unroll_prologue_epilogue && epilogue && epilogue != prologue)
    cm_affine_loop_unroll_full(epilogue);
  cm_ptrmap_free(&map);
  cm_pattern_set_destroy(set);
  for (uint64_t d = 0; d <= max_shift; d++)
    CM_VEC_FREE(groups[d].ops);
  free(groups);
  free(queue);
  return CM_SUCCESS;
}
