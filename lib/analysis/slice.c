/* slice.c - computation slices (MLIR 13's ComputationSliceState,
 * getComputationSliceState, computeSliceUnion, isMaximal, isSliceValid)
 * and the loop helpers they use.  See include/cmlir/analysis/slice.h. */
#include "analysis_internal.h"
#include "cmlir/analysis/slice.h"
#include "cmlir/ods.h"

#include <stdlib.h>
#include <string.h>

void cm_slice_init(CmSliceState *s) { memset(s, 0, sizeof *s); }

void cm_slice_free(CmSliceState *s) {
  CM_VEC_FREE(s->ivs);
  CM_VEC_FREE(s->operands);
  free(s->lbs);
  free(s->ubs);
  cm_slice_init(s);
}

static bool vec_has(const CmAffineValueVec *v, const CmValue *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return true;
  return false;
}

/* the map's only result is `lb + 1` of the other's */
static bool is_unit_range(const CmAffineMap *lb, const CmAffineMap *ub) {
  if (!lb || !ub || lb->num_results != 1 || ub->num_results != 1)
    return false;
  CmAffineExpr *one = cm_affine_const(lb->ctx, 1);
  return cm_affine_add(lb->results[0], one) == ub->results[0];
}

CmResult cm_fac_add_slice_bounds(CmFac *f, CmValue *const *ivs, unsigned n,
                                 CmAffineMap *const *lbs,
                                 CmAffineMap *const *ubs,
                                 CmValue *const *operands, unsigned nops) {
  for (unsigned i = 0; i < n; i++) {
    unsigned pos;
    if (!cm_fac_find_id(f, ivs[i], &pos))
      continue;
    CmAffineMap *lb = lbs[i], *ub = ubs[i];
    if (is_unit_range(lb, ub)) {
      if (cm_failed(cm_fac_add_bound_values(f, pos, lb, operands, nops, true,
                                            true)))
        return CM_FAILURE;
      continue;
    }
    if (lb && lb->num_results && ub && ub->num_results) {
      if (cm_failed(cm_fac_add_bound_values(f, pos, lb, operands, nops, false,
                                            true)) ||
          cm_failed(cm_fac_add_bound_values(f, pos, ub, operands, nops, false,
                                            false)))
        return CM_FAILURE;
    } else {
      /* not sliced: the whole loop is part of the slice */
      CmOp *loop = cm_affine_for_iv_owner(ivs[i]);
      if (!loop || cm_failed(cm_fac_add_for_domain(f, loop)))
        return CM_FAILURE;
    }
  }
  return cm_fac_ok(f) ? CM_SUCCESS : CM_FAILURE;
}

CmResult cm_slice_as_constraints(const CmSliceState *s, CmFac *cst) {
  unsigned nd = (unsigned)s->ivs.len, ns = (unsigned)s->operands.len;
  cm_fac_reset(cst, nd, ns, 0);
  for (unsigned i = 0; i < nd; i++)
    cm_fac_set_value(cst, i, s->ivs.data[i]);
  for (unsigned i = 0; i < ns; i++)
    cm_fac_set_value(cst, nd + i, s->operands.data[i]);
  for (unsigned i = 0; i < ns; i++) {
    CmValue *v = s->operands.data[i];
    int64_t c;
    CmOp *loop;
    if (cm_affine_is_valid_symbol(v, NULL)) {
      unsigned p;
      if (cm_aff_constant_index(v, &c) && cm_fac_find_id(cst, v, &p))
        cm_fac_add_bound(cst, CM_FAC_EQ, p, c);
    } else if ((loop = cm_affine_for_iv_owner(v))) {
      if (cm_failed(cm_fac_add_for_domain(cst, loop)))
        return CM_FAILURE;
    }
  }
  return cm_fac_add_slice_bounds(cst, s->ivs.data, nd, s->lbs, s->ubs,
                                 s->operands.data, ns);
}

CmResult cm_slice_source_constraints(const CmSliceState *s, CmFac *cst) {
  unsigned n = (unsigned)s->ivs.len;
  cm_fac_reset(cst, n, 0, 0);
  for (unsigned i = 0; i < n; i++)
    cm_fac_set_value(cst, i, s->ivs.data[i]);
  for (unsigned i = 0; i < n; i++) {
    CmOp *loop = cm_affine_for_iv_owner(s->ivs.data[i]);
    if (!loop || cm_failed(cm_fac_add_for_domain(cst, loop)))
      return CM_FAILURE;
  }
  return cm_fac_ok(cst) ? CM_SUCCESS : CM_FAILURE;
}

/* single-result bound map whose result is a constant */
static bool const_bound(CmAffineMap *m, CmAffineExpr **out) {
  if (m->num_results != 1 || m->results[0]->kind != CM_AFFINE_CONST)
    return false;
  *out = m->results[0];
  return true;
}

CmTri cm_slice_is_maximal_fast(const CmSliceState *s) {
  for (size_t i = 0; i < s->ivs.len; i++) {
    CmAffineMap *lb = s->lbs[i], *ub = s->ubs[i];
    if (!is_unit_range(lb, ub) || lb->results[0]->kind == CM_AFFINE_CONST)
      return CM_TRI_UNKNOWN;
    CmAffineExpr *r = lb->results[0];
    if (r->kind != CM_AFFINE_DIM || r->pos >= s->operands.len)
      return CM_TRI_UNKNOWN;
    CmOp *dl = cm_affine_for_iv_owner(s->operands.data[r->pos]);
    CmOp *sl = cm_affine_for_iv_owner(s->ivs.data[i]);
    if (!dl || !sl)
      return CM_TRI_UNKNOWN;
    CmAffineExpr *slb, *sub, *dlb, *dub;
    if (!const_bound(cm_affine_for_lb_map(sl), &slb) ||
        !const_bound(cm_affine_for_ub_map(sl), &sub) ||
        !const_bound(cm_affine_for_lb_map(dl), &dlb) ||
        !const_bound(cm_affine_for_ub_map(dl), &dub))
      return CM_TRI_UNKNOWN;
    if (slb != dlb || sub != dub ||
        cm_affine_for_step(sl) != cm_affine_for_step(dl))
      return CM_TRI_FALSE;
  }
  return CM_TRI_TRUE;
}

/* Whether `a` minus `b` is empty, both over the same identifiers by
 * position (no locals): `a` and each negated constraint of `b` must be
 * empty together (13 subtracts Presburger sets; for one convex `b` this
 * is the same question). */
static CmTri difference_empty(const CmFac *a, const CmFac *b) {
  if (a->num_ids != b->num_ids || a->num_dims != b->num_dims ||
      cm_fac_num_locals(a) || cm_fac_num_locals(b) || !cm_fac_ok(a) ||
      !cm_fac_ok(b))
    return CM_TRI_UNKNOWN;
  unsigned nc = cm_fac_num_cols(a);
  int64_t *row = cm_xmalloc(nc * sizeof(int64_t));
  CmTri res = CM_TRI_TRUE;
  unsigned total = cm_fac_num_eqs(b) * 2 + cm_fac_num_ineqs(b);
  for (unsigned k = 0; k < total && res == CM_TRI_TRUE; k++) {
    const int64_t *src;
    bool negate; /* the piece: -c - 1 >= 0 (negate) or c - 1 >= 0 */
    if (k < cm_fac_num_ineqs(b)) {
      src = cm_fac_ineq(b, k);
      negate = true;
    } else {
      unsigned e = (k - cm_fac_num_ineqs(b)) / 2;
      src = cm_fac_eq(b, e);
      negate = (k - cm_fac_num_ineqs(b)) % 2 == 0;
    }
    for (unsigned c = 0; c < nc; c++)
      row[c] = negate ? -src[c] : src[c];
    row[nc - 1] -= 1;
    CmFac piece;
    cm_fac_copy(&piece, a);
    cm_fac_add_ineq(&piece, row);
    if (!cm_fac_ok(&piece))
      res = CM_TRI_UNKNOWN;
    else if (!cm_fac_is_empty(&piece))
      res = CM_TRI_FALSE;
    cm_fac_free(&piece);
  }
  free(row);
  return res;
}

CmTri cm_slice_is_valid(const CmSliceState *s) {
  if (cm_slice_is_maximal_fast(s) == CM_TRI_TRUE)
    return CM_TRI_TRUE;
  CmFac src, sl;
  cm_fac_init(&src, 0, 0, 0);
  cm_fac_init(&sl, 0, 0, 0);
  CmTri res = CM_TRI_UNKNOWN;
  if (cm_failed(cm_slice_source_constraints(s, &src)) || src.num_syms ||
      cm_fac_num_locals(&src))
    goto done;
  if (cm_failed(cm_slice_as_constraints(s, &sl)))
    goto done;
  cm_fac_project_out(&sl, (unsigned)s->ivs.len,
                     sl.num_ids - (unsigned)s->ivs.len);
  res = difference_empty(&sl, &src);
done:
  cm_fac_free(&src);
  cm_fac_free(&sl);
  return res;
}

/* 13's addDomainFromSliceMaps */
static CmResult add_domain_from_slice_maps(CmFac *f, const CmSliceState *s) {
  const CmValue *const *ops = (const CmValue *const *)s->operands.data;
  unsigned nops = (unsigned)s->operands.len;
  for (unsigned i = 0; i < s->ivs.len; i++) {
    CmAffineMap *lb = s->lbs[i], *ub = s->ubs[i];
    if (is_unit_range(lb, ub) && lb->results[0]->kind != CM_AFFINE_CONST) {
      CmAffineExpr *r = lb->results[0];
      if (r->kind != CM_AFFINE_DIM || r->pos >= nops)
        return CM_FAILURE;
      CmOp *loop = cm_affine_for_iv_owner((CmValue *)ops[r->pos]);
      if (!loop || cm_failed(cm_fac_add_for_domain(f, loop)))
        return CM_FAILURE;
      continue;
    }
    if (lb && cm_failed(cm_fac_add_bound_values(f, i, lb, s->operands.data,
                                                nops, false, true)))
      return CM_FAILURE;
    if (ub && cm_failed(cm_fac_add_bound_values(f, i, ub, s->operands.data,
                                                nops, false, false)))
      return CM_FAILURE;
  }
  return cm_fac_ok(f) ? CM_SUCCESS : CM_FAILURE;
}

CmTri cm_slice_is_maximal(const CmSliceState *s) {
  CmTri fast = cm_slice_is_maximal_fast(s);
  if (fast != CM_TRI_UNKNOWN)
    return fast;
  CmFac src, sl;
  cm_fac_init(&src, 0, 0, 0);
  cm_fac_init(&sl, 0, 0, 0);
  CmTri res = CM_TRI_UNKNOWN;
  if (cm_failed(cm_slice_source_constraints(s, &src)))
    goto done;
  CmAffineValueVec consumer = {0};
  for (size_t i = 0; i < s->operands.len; i++)
    if (cm_affine_for_iv_owner(s->operands.data[i]))
      CM_VEC_PUSH(consumer, s->operands.data[i]);
  while (consumer.len < s->ivs.len)
    CM_VEC_PUSH(consumer, NULL);
  cm_fac_reset(&sl, (unsigned)consumer.len, 0, 0);
  for (unsigned i = 0; i < consumer.len; i++)
    cm_fac_set_value(&sl, i, consumer.data[i]);
  CM_VEC_FREE(consumer);
  if (cm_failed(add_domain_from_slice_maps(&sl, s)))
    goto done;
  if (src.num_dims != sl.num_dims || src.num_syms != sl.num_syms)
    goto done;
  res = difference_empty(&src, &sl);
done:
  cm_fac_free(&src);
  cm_fac_free(&sl);
  return res;
}

void cm_slice_print(const CmSliceState *s, FILE *out) {
  fprintf(out, "slice: %zu ivs, %zu operands\n", s->ivs.len,
          s->operands.len);
  for (size_t i = 0; i < s->ivs.len; i++)
    fprintf(out, "  iv %zu: lb %s, ub %s\n", i, s->lbs[i] ? "map" : "none",
            s->ubs[i] ? "map" : "none");
}

/* ---- loops ------------------------------------------------------------- */
unsigned cm_affine_innermost_common_loop_depth(CmOp *const *ops, size_t n,
                                               CmOpVec *surrounding) {
  if (!n)
    return 0;
  CmOpVec *loops = cm_xcalloc(n, sizeof(CmOpVec));
  size_t limit = (size_t)-1;
  for (size_t i = 0; i < n; i++) {
    cm_affine_enclosing_loops(ops[i], &loops[i]);
    if (loops[i].len < limit)
      limit = loops[i].len;
  }
  unsigned depth = 0;
  for (size_t d = 0; d < limit; d++) {
    bool same = true;
    for (size_t i = 1; i < n && same; i++)
      same = loops[i - 1].data[d] == loops[i].data[d];
    if (!same)
      break;
    if (surrounding)
      CM_VEC_PUSH(*surrounding, loops[0].data[d]);
    depth++;
  }
  for (size_t i = 0; i < n; i++)
    CM_VEC_FREE(loops[i]);
  free(loops);
  return depth;
}

/* 13's MemoryEffectOpInterface::hasNoEffect */
static bool no_memory_effect(CmOp *op) {
  const CmOpDef *def = cm_op_def(op);
  uint64_t t = def ? def->traits : 0;
  if ((t & CM_TRAIT_NO_SIDE_EFFECT) && !(t & CM_TRAIT_RECURSIVE_SIDE_EFFECTS))
    return true;
  CmEffectVec effs = {0};
  bool known = cm_op_memory_effects(op, &effs);
  size_t n = effs.len;
  CM_VEC_FREE(effs);
  return known ? n == 0 : (t & CM_TRAIT_RECURSIVE_SIDE_EFFECTS) != 0;
}

typedef struct ParScan {
  CmOpVec accesses;
  bool unknown;
} ParScan;

static CmWalkResult par_scan(CmOp *op, void *user) {
  ParScan *ps = user;
  if (cm_aff_is_load(op) || cm_aff_is_store(op)) {
    CM_VEC_PUSH(ps->accesses, op);
    return CM_WALK_ADVANCE;
  }
  if (cm_aff_is_for(op) || cm_aff_is_if(op) ||
      cm_op_name_is(op, "affine.yield"))
    return CM_WALK_ADVANCE;
  if (!no_memory_effect(op)) {
    ps->unknown = true;
    return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}

/* 13's isLoopMemoryParallel */
static bool loop_memory_parallel(CmOp *for_op) {
  ParScan ps = {{0}, false};
  cm_walk_pre(for_op, par_scan, &ps);
  bool parallel = !ps.unknown;
  unsigned depth = cm_affine_nesting_depth(for_op) + 1;
  for (size_t i = 0; parallel && i < ps.accesses.len; i++) {
    CmMemRefAccess a;
    cm_memref_access_init(&a, ps.accesses.data[i]);
    for (size_t j = 0; parallel && j < ps.accesses.len; j++) {
      CmMemRefAccess b;
      cm_memref_access_init(&b, ps.accesses.data[j]);
      CmDependenceResult r =
          cm_check_memref_access_dependence(&a, &b, depth, NULL, NULL, false);
      parallel = r == CM_DEP_NONE;
      cm_memref_access_free(&b);
    }
    cm_memref_access_free(&a);
  }
  CM_VEC_FREE(ps.accesses);
  return parallel;
}

bool cm_affine_loop_is_parallel(CmOp *for_op) {
  return cm_affine_for_num_iter_args(for_op) == 0 &&
         loop_memory_parallel(for_op);
}

bool cm_affine_iter_arg_reduction(CmOp *loop, unsigned pos, int64_t *kind,
                                  CmValue **value) {
  CmBlock *body = cm_affine_for_body(loop);
  CmOp *yield = body->last;
  if (!yield || pos >= cm_op_num_operands(yield))
    return false;
  CmValue *yielded = cm_op_operand(yield, pos);
  CmOp *def = cm_value_defining_op(yielded);
  CmValue *arg = cm_affine_for_region_iter_arg(loop, pos);
  if (!def || !cm_value_has_one_use(arg) || !cm_value_has_one_use(yielded))
    return false;
  static const struct {
    const char *name;
    int64_t kind;
  } kinds[] = {{"std.addf", 0}, {"std.mulf", 9}, {"std.addi", 1},
               {"std.muli", 10}};
  int64_t k = -1;
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (cm_op_name_is(def, kinds[i].name))
      k = kinds[i].kind;
  if (k < 0 || cm_op_num_operands(def) != 2)
    return false;
  CmValue *a = cm_op_operand(def, 0), *b = cm_op_operand(def, 1);
  if (a != arg && b != arg)
    return false;
  if (kind)
    *kind = k;
  if (value)
    *value = a == arg ? b : a;
  return true;
}

bool cm_affine_loop_is_parallel_reduction(CmOp *for_op) {
  unsigned n = cm_affine_for_num_iter_args(for_op);
  if (n == 0)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!cm_affine_iter_arg_reduction(for_op, i, NULL, NULL))
      return false;
  return loop_memory_parallel(for_op);
}

/* ---- slices ---------------------------------------------------------------- */
static CmWalkResult collect_seq(CmOp *op, void *user) {
  if (cm_aff_is_for(op) && !cm_affine_loop_is_parallel(op))
    CM_VEC_PUSH(*(CmAffineValueVec *)user, cm_affine_for_iv(op));
  return CM_WALK_ADVANCE;
}

void cm_compute_slice_state(CmOp *src, CmOp *dst, CmFac *dep,
                            unsigned loop_depth, bool backward,
                            CmSliceState *s) {
  CmOpVec sl = {0}, dl = {0};
  cm_affine_enclosing_loops(src, &sl);
  cm_affine_enclosing_loops(dst, &dl);
  unsigned ns = (unsigned)sl.len, nd = (unsigned)dl.len;
  unsigned pos = backward ? ns + loop_depth : loop_depth;
  unsigned num = backward ? nd - loop_depth : ns - loop_depth;
  cm_fac_project_out(dep, pos, num);
  unsigned offset = backward ? 0 : loop_depth;
  unsigned n = backward ? ns : nd;
  cm_slice_free(s);
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(s->ivs, cm_fac_value(dep, offset + i));
  s->lbs = cm_xcalloc(n + 1, sizeof(CmAffineMap *));
  s->ubs = cm_xcalloc(n + 1, sizeof(CmAffineMap *));
  cm_fac_slice_bounds(dep, offset, n, cm_op_context(src), s->lbs, s->ubs);
  for (unsigned i = 0; i < dep->num_dims + dep->num_syms; i++)
    if (i < offset || i >= offset + n)
      CM_VEC_PUSH(s->operands, cm_fac_value(dep, i));
  if (backward) {
    s->insert_block = cm_affine_for_body(dl.data[loop_depth - 1]);
    s->insert_before = s->insert_block->first;
  } else {
    s->insert_block = cm_affine_for_body(sl.data[loop_depth - 1]);
    s->insert_before = cm_block_terminator(s->insert_block);
  }
  CmAffineValueVec seq = {0};
  if (cm_aff_is_load(src) && cm_aff_is_load(dst))
    cm_walk_pre(backward ? sl.data[0] : dl.data[0], collect_seq, &seq);
  /* 13 keeps the bounds of a sequential loop that is a parallel reduction
   * when the slice is inserted innermost (13 compares the depth with the
   * source nest's for a backward slice), runs one iteration and is
   * maximal: fuseLoops then merges it into the destination loop. */
  bool innermost = loop_depth >= (backward ? ns : nd);
  for (unsigned i = 0; i < n; i++) {
    CmOp *loop = backward ? sl.data[i] : dl.data[i];
    if (!vec_has(&seq, cm_affine_for_iv(loop)) &&
        !cm_op_get_attr(loop, "slice_fusion_barrier"))
      continue;
    uint64_t iters;
    if (innermost && cm_affine_loop_is_parallel_reduction(loop) &&
        cm_slice_iteration_count(s, &iters) && iters == 1 &&
        cm_slice_is_maximal(s) == CM_TRI_TRUE)
      continue;
    for (unsigned j = i; j < n; j++)
      s->lbs[j] = s->ubs[j] = NULL;
    break;
  }
  CM_VEC_FREE(seq);
  CM_VEC_FREE(sl);
  CM_VEC_FREE(dl);
}

/* 13's addMissingLoopIVBounds: the domains of the dims not in `known` */
static CmResult add_missing_iv_bounds(const CmAffineValueVec *known,
                                      CmFac *f) {
  for (unsigned i = 0; i < f->num_dims; i++) {
    CmValue *v = cm_fac_value(f, i);
    if (vec_has(known, v))
      continue;
    CmOp *loop = cm_affine_for_iv_owner(v);
    if (!loop || cm_failed(cm_fac_add_for_domain(f, loop)))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* 13's convertLoopIVSymbolsToDims */
static void loop_iv_symbols_to_dims(CmFac *f) {
  CmAffineValueVec ivs = {0};
  for (unsigned i = f->num_dims; i < f->num_dims + f->num_syms; i++) {
    CmValue *v = cm_fac_value(f, i);
    if (v && cm_affine_for_iv_owner(v))
      CM_VEC_PUSH(ivs, v);
  }
  for (size_t k = 0; k < ivs.len; k++) {
    unsigned pos;
    if (cm_fac_find_id(f, ivs.data[k], &pos) && pos >= f->num_dims &&
        pos < f->num_dims + f->num_syms) {
      cm_fac_swap_id(f, pos, f->num_dims);
      cm_fac_set_dim_symbol_separation(f, f->num_syms - 1);
    }
  }
  CM_VEC_FREE(ivs);
}

CmSliceResult cm_compute_slice_union(CmOp *const *a, size_t na,
                                     CmOp *const *b, size_t nb,
                                     unsigned loop_depth,
                                     unsigned num_common_loops, bool backward,
                                     CmSliceState *out) {
  CmFac uni;
  cm_fac_init(&uni, 0, 0, 0);
  bool have = false;
  CmOpVec deps = {0};
  CmSliceResult res = CM_SLICE_GENERIC_FAILURE;
  for (size_t i = 0; i < na; i++) {
    CmMemRefAccess sa;
    cm_memref_access_init(&sa, a[i]);
    for (size_t j = 0; j < nb; j++) {
      CmMemRefAccess da;
      cm_memref_access_init(&da, b[j]);
      if (sa.memref != da.memref) {
        cm_memref_access_free(&da);
        continue;
      }
      bool fail = false;
      if ((!backward && loop_depth > cm_affine_nesting_depth(a[i])) ||
          (backward && loop_depth > cm_affine_nesting_depth(b[j])))
        fail = true;
      bool rar = cm_aff_is_load(a[i]) && cm_aff_is_load(b[j]);
      CmFac dep;
      cm_fac_init(&dep, 0, 0, 0);
      CmDependenceResult r = CM_DEP_FAILURE;
      if (!fail)
        r = cm_check_memref_access_dependence(&sa, &da, num_common_loops + 1,
                                              &dep, NULL, rar);
      if (r == CM_DEP_FAILURE || r == CM_DEP_UNKNOWN)
        fail = true;
      CmSliceState tmp;
      cm_slice_init(&tmp);
      if (!fail && r == CM_DEP_HAS) {
        CM_VEC_PUSH(deps, backward ? b[j] : a[i]);
        cm_compute_slice_state(a[i], b[j], &dep, loop_depth, backward, &tmp);
        if (!have) {
          fail = cm_failed(cm_slice_as_constraints(&tmp, &uni));
          have = true;
        } else {
          CmFac t;
          cm_fac_init(&t, 0, 0, 0);
          fail = cm_failed(cm_slice_as_constraints(&tmp, &t));
          if (!fail && !cm_fac_ids_aligned(&uni, &t)) {
            CmAffineValueVec uivs = {0}, tivs = {0};
            for (unsigned k = 0; k < uni.num_dims; k++)
              CM_VEC_PUSH(uivs, cm_fac_value(&uni, k));
            for (unsigned k = 0; k < t.num_dims; k++)
              CM_VEC_PUSH(tivs, cm_fac_value(&t, k));
            cm_fac_merge_and_align(0, &uni, &t);
            fail = cm_failed(add_missing_iv_bounds(&uivs, &uni)) ||
                   cm_failed(add_missing_iv_bounds(&tivs, &t));
            CM_VEC_FREE(uivs);
            CM_VEC_FREE(tivs);
          }
          if (!fail && (cm_fac_num_locals(&uni) || cm_fac_num_locals(&t) ||
                        cm_failed(cm_fac_union_bounding_box(&uni, &t))))
            fail = true;
          cm_fac_free(&t);
        }
      }
      cm_slice_free(&tmp);
      cm_fac_free(&dep);
      cm_memref_access_free(&da);
      if (fail) {
        cm_memref_access_free(&sa);
        goto done;
      }
    }
    cm_memref_access_free(&sa);
  }
  if (!have || uni.num_dims + uni.num_syms == 0 || !cm_fac_ok(&uni))
    goto done;
  CmOpVec surrounding = {0};
  unsigned common = cm_affine_innermost_common_loop_depth(deps.data, deps.len,
                                                          &surrounding);
  if (loop_depth > common || loop_depth == 0) {
    CM_VEC_FREE(surrounding);
    goto done;
  }
  unsigned n = uni.num_dims;
  loop_iv_symbols_to_dims(&uni);
  cm_slice_free(out);
  out->lbs = cm_xcalloc(n + 1, sizeof(CmAffineMap *));
  out->ubs = cm_xcalloc(n + 1, sizeof(CmAffineMap *));
  cm_fac_slice_bounds(&uni, 0, n, cm_op_context(a[0]), out->lbs, out->ubs);
  for (unsigned k = n; k < uni.num_dims + uni.num_syms; k++)
    CM_VEC_PUSH(out->operands, cm_fac_value(&uni, k));
  for (unsigned k = 0; k < n; k++)
    CM_VEC_PUSH(out->ivs, cm_fac_value(&uni, k));
  out->insert_block = cm_affine_for_body(surrounding.data[loop_depth - 1]);
  out->insert_before = backward ? out->insert_block->first
                                : cm_block_terminator(out->insert_block);
  CM_VEC_FREE(surrounding);
  if (!cm_fac_ok(&uni))
    goto done;
  CmTri valid = cm_slice_is_valid(out);
  res = valid == CM_TRI_TRUE    ? CM_SLICE_SUCCESS
        : valid == CM_TRI_FALSE ? CM_SLICE_INCORRECT
                                : CM_SLICE_GENERIC_FAILURE;
done:
  CM_VEC_FREE(deps);
  cm_fac_free(&uni);
  return res;
}
