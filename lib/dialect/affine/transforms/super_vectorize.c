/* super_vectorize.c - -affine-super-vectorize as MLIR 13
 * (SuperVectorize.cpp's AffineVectorize), see docs/super-vectorize.md.
 *
 * 1. Parallel loops: every affine.for without loop-carried memory
 *    dependences (with vectorize-reductions: and whose iter_args are
 *    supported reductions) - parallelize.c's analysis.
 * 2. A nested pattern of 1 to 3 affine.for levels (one per virtual vector
 *    dimension) whose loops are parallel and vectorizable: no affine.if,
 *    no other region op, no vector transfer inside, every affine load /
 *    store of a scalar element type invariant or "contiguous" along the
 *    loop (at most one index varies with it) and all varying along the
 *    same memref dimension, the one test-fastest-varying asks for.
 * 3. Matches are grouped in buckets of nested ones (outermost first); in
 *    each bucket the first match that vectorizes wins.  Matched loop k of
 *    the nest maps to vector dimension k.
 * 4. The rewrite walks the scalar nest in pre-order building a new one
 *    after it: vectorized loops get their step times the vector size,
 *    affine.load / store become vector.transfer_read / write (one
 *    affine.apply per index for non-identity maps; the permutation map
 *    sends each vectorized loop's dimension to the index varying with it,
 *    or 0 - a broadcast), constants become dense vector constants, values
 *    defined outside the vectorized loops get a vector.broadcast right
 *    after their definition, other ops without regions are rebuilt on
 *    vectors.  Reductions (1-D only): the accumulator starts at a vector
 *    of the neutral element, a vector.reduction after the loop (combined
 *    with the original init unless it is the neutral constant) replaces
 *    the scalar result, and a vector.create_mask / select keeps the last
 *    partial iteration out when the trip count may not divide.  On
 *    success the scalar nest goes away; on failure the new nest does. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"
#include "loop_utils.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SV_MAX_RANK 3

/* ---------------------------------------------------------------------
 * Vectorizable loop bodies (13's isVectorizableLoopBody, LoopAnalysis)
 * --------------------------------------------------------------------- */

static bool expr_has_dim(const CmAffineExpr *e, unsigned pos) {
  switch (e->kind) {
  case CM_AFFINE_DIM:
    return e->pos == pos;
  case CM_AFFINE_CONST:
  case CM_AFFINE_SYMBOL:
    return false;
  default:
    return expr_has_dim(e->bin.lhs, pos) || expr_has_dim(e->bin.rhs, pos);
  }
}

static bool is_apply(const CmOp *op) {
  return op && cm_op_name_is(op, "affine.apply");
}

/* 13's getReachableAffineApplyOps: the number of affine.apply ops reached
 * from `v` through apply operands (the first one into *first). */
static unsigned reachable_applies(CmValue *v, CmOp **first, unsigned depth) {
  CmOp *def = cm_value_defining_op(v);
  if (!is_apply(def) || depth > 64)
    return 0;
  if (!*first)
    *first = def;
  unsigned n = 1;
  for (unsigned i = 0; i < cm_op_num_operands(def) && n < 2; i++)
    n += reachable_applies(cm_op_operand(def, i), first, depth + 1);
  return n;
}

/* 13's isAccessIndexInvariant. */
bool cm_affine_access_index_invariant(CmValue *iv, CmValue *index) {
  CmOp *first = NULL;
  unsigned n = reachable_applies(index, &first, 0);
  if (n == 0)
    return index != iv;
  if (n > 1) {
    cm_diag_report(cm_op_diag_plain_remark(
        first, "CompositionAffineMapsPass must have been run: there should "
               "be at most one AffineApplyOp, returning false "
               "conservatively."));
    return false;
  }
  unsigned pos = 0, nops = cm_op_num_operands(first);
  while (pos < nops && cm_op_operand(first, pos) != iv)
    pos++;
  if (pos == nops)
    return true;
  CmAffineMap *map = cm_affine_apply_map(first);
  return !(map && map->num_results > 0 && expr_has_dim(map->results[0], pos));
}

static void collect_expr_operands(const CmAffineExpr *e, CmOp *op,
                                  unsigned nd, CmValue **out, unsigned *n,
                                  unsigned cap) {
  switch (e->kind) {
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL: {
    unsigned p = e->kind == CM_AFFINE_DIM ? e->pos : nd + e->pos;
    if (*n < cap && p < cm_affine_access_num_map_operands(op))
      out[(*n)++] = cm_affine_access_map_operand(op, p);
    return;
  }
  case CM_AFFINE_CONST:
    return;
  default:
    collect_expr_operands(e->bin.lhs, op, nd, out, n, cap);
    collect_expr_operands(e->bin.rhs, op, nd, out, n, cap);
  }
}

/* 13's isContiguousAccess: false (an error for a memref with a layout)
 * when two indices vary along `iv`; *dim: -1 (invariant) or the varying
 * index counted from the fastest varying memref dimension. */
static bool contiguous_access(CmValue *iv, CmOp *op, int *dim) {
  CmType *mt = cm_affine_access_memref(op)->type;
  if (mt->shaped.layout) {
    cm_op_emit_plain_error(op, "NYI: non-trivial layoutMap");
    return false;
  }
  CmAffineMap *map = cm_affine_access_map(op);
  int varying = -1;
  unsigned rank = mt->shaped.rank;
  for (unsigned i = 0; i < rank && i < map->num_results; i++) {
    CmValue *ops[64];
    unsigned n = 0;
    collect_expr_operands(map->results[i], op, map->num_dims, ops, &n, 64);
    for (unsigned k = 0; k < n; k++)
      if (!cm_affine_access_index_invariant(iv, ops[k])) {
        if (varying != -1)
          return false;
        varying = (int)i;
      }
  }
  *dim = varying == -1 ? -1 : (int)rank - (varying + 1);
  return true;
}

typedef struct BodyScan {
  bool bad;
  CmOpVec accesses;
} BodyScan;

static CmWalkResult scan_body(CmOp *op, void *user) {
  BodyScan *s = user;
  if (cm_is_affine_if(op) || cm_op_name_is(op, "vector.transfer_read") ||
      cm_op_name_is(op, "vector.transfer_write") ||
      (cm_op_num_regions(op) != 0 && !cm_is_affine_for(op))) {
    s->bad = true;
    return CM_WALK_INTERRUPT;
  }
  if (cm_op_name_is(op, "affine.load") || cm_op_name_is(op, "affine.store"))
    CM_VEC_PUSH(s->accesses, op);
  return CM_WALK_ADVANCE;
}

/* 13's isVectorizableLoopBody; with `dim` the accesses must be contiguous
 * along the loop, varying along one memref dimension (into *dim). */
static bool vectorizable_body(CmOp *loop, int *dim) {
  BodyScan s = {false, {0}};
  cm_walk_post(loop, scan_body, &s);
  bool ok = !s.bad;
  if (dim)
    *dim = -1;
  for (size_t i = 0; ok && i < s.accesses.len; i++) {
    CmOp *op = s.accesses.data[i];
    CmType *mt = cm_affine_access_memref(op)->type;
    if (mt->shaped.elem->kind == CM_TYPE_VECTOR) {
      ok = false;
      break;
    }
    if (!dim)
      continue;
    int this_dim = -1;
    bool contiguous =
        contiguous_access(cm_affine_for_iv(loop), op, &this_dim);
    if (this_dim != -1) {
      if (*dim != -1 && *dim != this_dim) {
        ok = false;
        break;
      }
      *dim = this_dim;
    }
    ok = contiguous;
  }
  CM_VEC_FREE(s.accesses);
  return ok;
}

/* ---------------------------------------------------------------------
 * Nested affine.for patterns (13's NestedPattern For(filter, For(...)))
 * --------------------------------------------------------------------- */

typedef struct SvMatch SvMatch;
typedef CM_VEC(SvMatch) SvMatchVec;
struct SvMatch {
  CmOp *op;
  SvMatchVec children;
};

static void match_free(SvMatchVec *v) {
  for (size_t i = 0; i < v->len; i++)
    match_free(&v->data[i].children);
  CM_VEC_FREE(*v);
}

typedef struct SvPattern {
  unsigned depth;
  int64_t fastest[SV_MAX_RANK]; /* -1: any memref dimension */
  CmPtrMap *parallel;
} SvPattern;

typedef struct MatchWalk {
  const SvPattern *p;
  unsigned level;
  CmOp *skip;
  SvMatchVec *out;
} MatchWalk;

static bool loop_filter(const SvPattern *p, unsigned level, CmOp *op) {
  if (!cm_is_affine_for(op) || !cm_ptrmap_get(p->parallel, op))
    return false;
  int dim = -1;
  if (!vectorizable_body(op, &dim))
    return false;
  return dim == -1 || p->fastest[level] == -1 || dim == p->fastest[level];
}

static void pattern_match(const SvPattern *p, unsigned level, CmOp *root,
                          CmOp *skip, SvMatchVec *out);

static CmWalkResult match_one(CmOp *op, void *user) {
  MatchWalk *w = user;
  if (op == w->skip || !loop_filter(w->p, w->level, op))
    return CM_WALK_ADVANCE;
  SvMatch m = {op, {0}};
  if (w->level + 1 < w->p->depth) {
    pattern_match(w->p, w->level + 1, op, op, &m.children);
    if (!m.children.len) {
      CM_VEC_FREE(m.children);
      return CM_WALK_ADVANCE;
    }
  }
  CM_VEC_PUSH(*w->out, m);
  return CM_WALK_ADVANCE;
}

static void pattern_match(const SvPattern *p, unsigned level, CmOp *root,
                          CmOp *skip, SvMatchVec *out) {
  MatchWalk w = {p, level, skip, out};
  cm_walk_post(root, match_one, &w);
}

/* ---------------------------------------------------------------------
 * The strategy and the vectorization state
 * --------------------------------------------------------------------- */

typedef struct SvStrategy {
  unsigned rank;
  int64_t sizes[SV_MAX_RANK];
  CmPtrMap loop_dim;     /* scalar loop -> vector dim + 1 */
  CmPtrMap *reductions;  /* scalar loop -> CmAffineLoopReduction * */
} SvStrategy;

static void analyze(const SvMatchVec *ms, unsigned depth, unsigned pdepth,
                    SvStrategy *s) {
  for (size_t i = 0; i < ms->len; i++) {
    analyze(&ms->data[i].children, depth + 1, pdepth, s);
    if (pdepth - depth <= s->rank)
      cm_ptrmap_put(&s->loop_dim, ms->data[i].op,
                    s->rank - (pdepth - depth) + 1);
  }
}

typedef struct SvState {
  CmRewriter rw;
  CmContext *ctx;
  const SvStrategy *s;
  CmPtrMap vec;        /* scalar value -> vector value */
  CmPtrMap scalar;     /* scalar value -> scalar value (ivs) */
  CmPtrMap op_vec;     /* scalar op -> vector op */
  CmPtrMap vloop_dim;  /* vector loop -> dim + 1 */
  CmPtrMap vloop_mask; /* vector loop -> mask value */
  CmOpVec outside;     /* ops built after the vector root (reductions) */
  CM_VEC(CmValue *) result_from, result_to;
} SvState;

static CmType *vector_of(const SvState *st, CmType *elem) {
  return cm_vector_type(st->s->rank, st->s->sizes, elem);
}

static bool valid_elem(const CmType *t) {
  return cm_type_is_integer(t, 0) || cm_type_is_index(t) ||
         cm_type_is_float(t);
}

static CmValue *scalar_repl(SvState *st, CmValue *v) {
  CmValue *r = cm_ptrmap_get_ptr(&st->scalar, v);
  return r ? r : v;
}

static void register_op(SvState *st, CmOp *from, CmOp *to) {
  cm_ptrmap_put_ptr(&st->op_vec, from, to);
  for (unsigned i = 0; i < cm_op_num_results(from) && i < cm_op_num_results(to);
       i++)
    cm_ptrmap_put_ptr(&st->vec, cm_op_result(from, i), cm_op_result(to, i));
}

static CmOp *build_constant(SvState *st, CmAttr *value, CmType *type,
                            CmLoc *loc) {
  return cm_std_build_constant(&st->rw.b, value, type, loc);
}

static CmOp *vectorize_constant(SvState *st, CmOp *cst) {
  CmType *t = cm_op_result(cst, 0)->type;
  CmAttr *value = cm_op_get_attr(cst, "value");
  if (!valid_elem(t) || !value)
    return NULL;
  CmOp *v = build_constant(st, cm_dense_splat_attr(vector_of(st, t), value),
                           vector_of(st, t), cm_op_loc(cst));
  if (v)
    register_op(st, cst, v);
  return v;
}

static bool defined_outside(CmOp *loop, CmValue *v) {
  CmBlock *b = cm_value_parent_block(v);
  CmOp *p = b ? cm_block_parent_op(b) : NULL;
  return !p || !cm_op_is_ancestor(loop, p);
}

static CmValue *vectorize_operand(SvState *st, CmValue *v) {
  CmValue *r = cm_ptrmap_get_ptr(&st->vec, v);
  if (r)
    return r;
  if (v->type->kind == CM_TYPE_VECTOR)
    return NULL;
  CmOp *def = cm_value_defining_op(v);
  if (def && cm_op_name_is(def, "std.constant")) {
    CmOp *c = vectorize_constant(st, def);
    return c ? cm_op_result(c, 0) : NULL;
  }
  /* uniform: defined outside every vectorized loop */
  const CmPtrMap *ld = &st->s->loop_dim;
  for (size_t i = 0; i < ld->cap; i++) {
    CmOp *loop = (CmOp *)(uintptr_t)ld->ents[i].key;
    if (loop && !defined_outside(loop, v))
      return NULL;
  }
  if (!valid_elem(v->type))
    return NULL;
  CmBuilder saved = st->rw.b;
  if (def)
    cm_builder_set_after(&st->rw.b, def);
  else
    cm_builder_set_to_start(&st->rw.b, cm_value_parent_block(v));
  CmType *vt = vector_of(st, v->type);
  CmLoc *loc = def ? cm_op_loc(def) : cm_block_arg_loc(v);
  if (!loc)
    loc = cm_loc_unknown(st->ctx);
  CmOp *bc = cm_builder_insert(
      &st->rw.b, cm_op_create_v(st->ctx, "vector.broadcast", loc, 1, &vt, 1,
                                &v, NULL, 0, NULL, 0));
  st->rw.b = saved;
  cm_ptrmap_put_ptr(&st->vec, v, cm_op_result(bc, 0));
  return cm_op_result(bc, 0);
}

/* 13's makePermutationMap over the vector loops enclosing the insertion
 * block; NULL when there are none. */
static CmAffineMap *permutation_map(SvState *st, unsigned n,
                                    CmValue *const *idx) {
  CmAffineExpr *perm[SV_MAX_RANK];
  bool any = false;
  for (unsigned d = 0; d < st->s->rank; d++)
    perm[d] = cm_affine_const(st->ctx, 0);
  for (CmOp *p = cm_block_parent_op(st->rw.b.block); p;
       p = cm_op_parent_op(p)) {
    uint64_t *d = cm_is_affine_for(p) ? cm_ptrmap_get(&st->vloop_dim, p)
                                      : NULL;
    if (!d)
      continue;
    any = true;
    CmValue *iv = cm_affine_for_iv(p);
    for (unsigned k = 0; k < n; k++)
      if (!cm_affine_access_index_invariant(iv, idx[k]))
        perm[*d - 1] = cm_affine_dim(st->ctx, k);
  }
  return any ? cm_affine_map(st->ctx, n, 0, st->s->rank, perm) : NULL;
}

/* The transfer indices of an affine access: its map operands (with the
 * vector loops' ivs) for an identity map, else one affine.apply each. */
static CmValue **access_indices(SvState *st, CmOp *op, unsigned *n) {
  CmAffineMap *map = cm_affine_access_map(op);
  unsigned nops = cm_affine_access_num_map_operands(op);
  CmValue **ops = cm_xcalloc(nops + 1, sizeof *ops);
  for (unsigned i = 0; i < nops; i++)
    ops[i] = scalar_repl(st, cm_affine_access_map_operand(op, i));
  unsigned rank = cm_affine_access_memref(op)->type->shaped.rank;
  if (cm_affine_map_is_identity(map) && map->num_syms == 0 &&
      map->num_dims == rank) {
    *n = nops;
    return ops;
  }
  CmValue **idx = cm_xcalloc(map->num_results + 1, sizeof *idx);
  for (unsigned r = 0; r < map->num_results; r++) {
    CmAffineMap *one = cm_affine_map(st->ctx, map->num_dims, map->num_syms,
                                     1, &map->results[r]);
    CmOp *a = cm_builder_insert(
        &st->rw.b, cm_affine_apply_create(st->ctx, cm_op_loc(op), one, nops,
                                          ops));
    idx[r] = cm_op_result(a, 0);
  }
  free(ops);
  *n = map->num_results;
  return idx;
}

/* A vector.transfer_read (`padding` non-NULL) or transfer_write without
 * mask and in_bounds, at the insertion point. */
static CmOp *build_transfer(SvState *st, CmLoc *loc, CmType *vtype,
                            CmValue *vector, CmValue *memref, unsigned n,
                            CmValue *const *idx, CmAffineMap *perm,
                            CmValue *padding) {
  bool read = padding != NULL;
  CmOpState os;
  cm_op_state_init(&os, st->ctx,
                   read ? "vector.transfer_read" : "vector.transfer_write",
                   loc);
  if (!read)
    CM_VEC_PUSH(os.operands, vector);
  CM_VEC_PUSH(os.operands, memref);
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(os.operands, idx[i]);
  if (read) {
    CM_VEC_PUSH(os.operands, padding);
    CM_VEC_PUSH(os.types, vtype);
  }
  unsigned sz[4] = {1, read ? n : 1u, read ? 1u : n, 0};
  cm_op_state_add_attr(&os, "operand_segment_sizes",
                       cm_ods_segment_sizes_attr(st->ctx, 4, sz));
  cm_op_state_add_attr(&os, "permutation_map", cm_affine_map_attr(perm));
  return cm_rewriter_create(&st->rw, &os);
}

static CmOp *vectorize_load(SvState *st, CmOp *op) {
  CmValue *memref = cm_affine_access_memref(op);
  CmType *elem = memref->type->shaped.elem;
  if (!valid_elem(elem))
    return NULL;
  unsigned n;
  CmValue **idx = access_indices(st, op, &n);
  CmAffineMap *perm = permutation_map(st, n, idx);
  CmOp *t = NULL;
  if (perm) {
    CmAttr *zero = cm_type_is_float(elem) ? cm_float_attr(elem, 0.0)
                                          : cm_integer_attr(elem, 0);
    CmOp *pad = build_constant(st, zero, elem, cm_op_loc(op));
    if (pad)
      t = build_transfer(st, cm_op_loc(op), vector_of(st, elem), NULL,
                         memref, n, idx, perm, cm_op_result(pad, 0));
  }
  free(idx);
  if (t)
    register_op(st, op, t);
  return t;
}

static CmOp *vectorize_store(SvState *st, CmOp *op) {
  CmValue *value = vectorize_operand(st, cm_affine_store_value(op));
  if (!value)
    return NULL;
  unsigned n;
  CmValue **idx = access_indices(st, op, &n);
  CmAffineMap *perm = permutation_map(st, n, idx);
  CmOp *t = NULL;
  if (perm)
    t = build_transfer(st, cm_op_loc(op), NULL, value,
                       cm_affine_access_memref(op), n, idx, perm, NULL);
  free(idx);
  if (t)
    cm_ptrmap_put_ptr(&st->op_vec, op, t);
  return t;
}

/* Reductions: std.atomic_rmw kinds as parallelize.c records them. */
enum { KIND_ADDF = 0, KIND_ADDI = 1, KIND_MULF = 9, KIND_MULI = 10 };

static CmAttr *neutral_attr(int64_t kind, CmType *t) {
  bool one = kind == KIND_MULF || kind == KIND_MULI;
  if (cm_type_is_float(t))
    return cm_float_attr(t, one ? 1.0 : 0.0);
  return cm_integer_attr(t, one ? 1 : 0);
}

static const char *combine_op(int64_t kind) {
  switch (kind) {
  case KIND_ADDF:
    return "std.addf";
  case KIND_MULF:
    return "std.mulf";
  case KIND_ADDI:
    return "std.addi";
  default:
    return "std.muli";
  }
}

static CmOp *build_op(SvState *st, const char *name, CmLoc *loc,
                      CmType *type, unsigned n, CmValue *const *ops,
                      CmAttr *attrs) {
  return cm_builder_insert(&st->rw.b,
                           cm_op_create_v(st->ctx, name, loc, type ? 1 : 0,
                                          &type, n, ops, attrs, 0, NULL, 0));
}

/* 13's createMask for a reduction loop whose trip count may not divide. */
static void create_mask(SvState *st, CmOp *vloop) {
  if (cm_affine_for_has_constant_lb(vloop) &&
      cm_affine_for_has_constant_ub(vloop)) {
    int64_t tc;
    if (!__builtin_sub_overflow(cm_affine_for_constant_ub(vloop),
                                cm_affine_for_constant_lb(vloop), &tc) &&
        tc % cm_affine_for_step(vloop) == 0)
      return;
  }
  CmLoc *loc = cm_op_loc(vloop);
  CmAffineMap *ub = cm_affine_for_ub_map(vloop);
  unsigned nub = cm_affine_for_num_ub_operands(vloop);
  CmValue **ubops = cm_xcalloc(nub + 1, sizeof *ubops);
  for (unsigned i = 0; i < nub; i++)
    ubops[i] = cm_affine_for_ub_operand(vloop, i);
  CmOp *ubop;
  if (ub->num_results == 1)
    ubop = cm_builder_insert(&st->rw.b,
                             cm_affine_apply_create(st->ctx, loc, ub, nub,
                                                    ubops));
  else {
    CmType *idx = cm_index_type(st->ctx);
    CmNamedAttr a = {cm_ident_c(st->ctx, "map"), cm_affine_map_attr(ub)};
    ubop = build_op(st, "affine.min", loc, idx, nub, ubops,
                    cm_dict_attr(st->ctx, 1, &a));
  }
  free(ubops);
  CmAffineExpr *sub = cm_affine_sub(cm_affine_dim(st->ctx, 0),
                                    cm_affine_dim(st->ctx, 1));
  CmValue *ops[2] = {cm_op_result(ubop, 0), cm_affine_for_iv(vloop)};
  st->rw.b.before = NULL;
  cm_rewriter_set_to_end(&st->rw, st->rw.b.block);
  CmOp *left = cm_affine_build_composed_apply(
      &st->rw, loc, cm_affine_map(st->ctx, 2, 0, 1, &sub), 2, ops);
  if (cm_value_use_empty(cm_op_result(ubop, 0)))
    cm_op_erase(ubop);
  CmType *mt = vector_of(st, cm_integer_type(st->ctx, 1, CM_SIGNLESS));
  CmValue *lv = cm_op_result(left, 0);
  CmOp *mask = build_op(st, "vector.create_mask", loc, mt, 1, &lv, NULL);
  cm_ptrmap_put_ptr(&st->vloop_mask, vloop, cm_op_result(mask, 0));
}

static CmOp *vectorize_for(SvState *st, CmOp *loop) {
  uint64_t *dimp = cm_ptrmap_get(&st->s->loop_dim, loop);
  unsigned niter = cm_affine_for_num_iter_args(loop);
  int64_t step = cm_affine_for_step(loop);
  if (dimp && niter > 0 && step != 1)
    return NULL;
  CmAffineLoopReduction *reds = NULL;
  if (dimp && niter > 0) {
    reds = st->s->reductions ? cm_ptrmap_get_ptr(st->s->reductions, loop)
                             : NULL;
    if (!reds)
      return NULL;
  }
  int64_t new_step = step;
  if (dimp && __builtin_mul_overflow(step, st->s->sizes[*dimp - 1], &new_step))
    return NULL;
  CmValue **iters = cm_xcalloc(niter + 1, sizeof *iters);
  for (unsigned i = 0; i < niter; i++) {
    CmValue *init = cm_affine_for_iter_operand(loop, i);
    if (!dimp) {
      iters[i] = vectorize_operand(st, init);
    } else if (valid_elem(init->type)) {
      CmType *vt = vector_of(st, init->type);
      CmOp *c = build_constant(
          st, cm_dense_splat_attr(vt, neutral_attr(reds[i].kind, init->type)),
          vt, cm_op_loc(loop));
      iters[i] = c ? cm_op_result(c, 0) : NULL;
    }
    if (!iters[i]) {
      free(iters);
      return NULL;
    }
  }
  unsigned nlb = cm_affine_for_num_lb_operands(loop);
  unsigned nub = cm_affine_for_num_ub_operands(loop);
  CmValue **lbs = cm_xcalloc(nlb + 1, sizeof *lbs);
  CmValue **ubs = cm_xcalloc(nub + 1, sizeof *ubs);
  for (unsigned i = 0; i < nlb; i++)
    lbs[i] = cm_affine_for_lb_operand(loop, i);
  for (unsigned i = 0; i < nub; i++)
    ubs[i] = cm_affine_for_ub_operand(loop, i);
  CmOp *vloop = cm_builder_insert(
      &st->rw.b,
      cm_affine_for_create(st->ctx, cm_op_loc(loop),
                           cm_affine_for_lb_map(loop), nlb, lbs,
                           cm_affine_for_ub_map(loop), nub, ubs, new_step,
                           niter, iters));
  free(lbs);
  free(ubs);
  free(iters);
  CmBlock *body = cm_affine_for_body(vloop);
  if (body->last)
    cm_op_erase(body->last); /* the vectorized yield comes later */
  register_op(st, loop, vloop);
  cm_ptrmap_put_ptr(&st->scalar, cm_affine_for_iv(loop),
                    cm_affine_for_iv(vloop));
  for (unsigned i = 0; i < niter; i++)
    cm_ptrmap_put_ptr(&st->vec, cm_affine_for_region_iter_arg(loop, i),
                      cm_affine_for_region_iter_arg(vloop, i));
  if (dimp) {
    for (unsigned i = 0; i < niter; i++) {
      CmValue *res = cm_op_result(vloop, i);
      CmType *et = cm_op_result(loop, i)->type;
      const char *kname =
          reds[i].kind == KIND_MULF || reds[i].kind == KIND_MULI ? "mul"
                                                                 : "add";
      CmNamedAttr a = {cm_ident_c(st->ctx, "kind"),
                       cm_string_attr(st->ctx, (CmStr){kname, 3})};
      CmOp *red = build_op(st, "vector.reduction", cm_op_loc(vloop), et, 1,
                           &res, cm_dict_attr(st->ctx, 1, &a));
      CM_VEC_PUSH(st->outside, red);
      CmValue *final = cm_op_result(red, 0);
      CmValue *init = cm_affine_for_iter_operand(loop, i);
      CmOp *idef = cm_value_defining_op(init);
      bool neutral = idef && cm_op_name_is(idef, "std.constant") &&
                     cm_op_get_attr(idef, "value") ==
                         neutral_attr(reds[i].kind, et);
      if (!neutral) {
        CmValue *ops[2] = {final, init};
        CmOp *comb = build_op(st, combine_op(reds[i].kind), cm_op_loc(red),
                              et, 2, ops, NULL);
        CM_VEC_PUSH(st->outside, comb);
        final = cm_op_result(comb, 0);
      }
      CM_VEC_PUSH(st->result_from, cm_op_result(loop, i));
      CM_VEC_PUSH(st->result_to, final);
    }
    cm_ptrmap_put(&st->vloop_dim, vloop, *dimp);
  }
  cm_builder_set_to_end(&st->rw.b, body);
  if (dimp && niter > 0)
    create_mask(st, vloop);
  return vloop;
}

static CmOp *widen(SvState *st, CmOp *op) {
  unsigned nres = cm_op_num_results(op), nops = cm_op_num_operands(op);
  CmType **types = cm_xcalloc(nres + 1, sizeof *types);
  CmValue **ops = cm_xcalloc(nops + 1, sizeof *ops);
  CmOp *v = NULL;
  for (unsigned i = 0; i < nres; i++) {
    if (!valid_elem(cm_op_result(op, i)->type))
      goto done;
    types[i] = vector_of(st, cm_op_result(op, i)->type);
  }
  for (unsigned i = 0; i < nops; i++)
    if (!(ops[i] = vectorize_operand(st, cm_op_operand(op, i))))
      goto done;
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s", (int)name.len, name.data);
  v = cm_builder_insert(&st->rw.b,
                        cm_op_create_v(st->ctx, buf, cm_op_loc(op), nres,
                                       types, nops, ops, cm_op_attrs(op), 0,
                                       NULL, 0));
  register_op(st, op, v);
done:
  free(types);
  free(ops);
  return v;
}

static CmOp *vectorize_yield(SvState *st, CmOp *op) {
  CmOp *y = widen(st, op);
  if (!y)
    return NULL;
  CmOp *vloop = cm_block_parent_op(st->rw.b.block);
  CmValue *mask = cm_ptrmap_get_ptr(&st->vloop_mask, vloop);
  if (mask) {
    cm_builder_set_before(&st->rw.b, y);
    for (unsigned i = 0; i < cm_op_num_operands(y); i++) {
      CmValue *r = cm_op_operand(y, i);
      CmValue *ops[3] = {mask, r, cm_affine_for_region_iter_arg(vloop, i)};
      CmOp *sel = build_op(st, "std.select", cm_op_loc(op), r->type, 3, ops,
                           NULL);
      cm_op_set_operand(y, i, cm_op_result(sel, 0));
    }
  }
  cm_builder_set_after(&st->rw.b, vloop);
  return y;
}

static CmOp *vectorize_one(SvState *st, CmOp *op) {
  if (cm_op_name_is(op, "affine.load"))
    return vectorize_load(st, op);
  if (cm_op_name_is(op, "affine.store"))
    return vectorize_store(st, op);
  if (cm_is_affine_for(op))
    return vectorize_for(st, op);
  if (cm_op_name_is(op, "affine.yield"))
    return vectorize_yield(st, op);
  if (cm_op_name_is(op, "std.constant"))
    return vectorize_constant(st, op);
  if (cm_op_num_regions(op) != 0 || cm_op_name_is(op, "affine.vector_load") ||
      cm_op_name_is(op, "affine.vector_store"))
    return NULL;
  return widen(st, op);
}

static bool vectorize_pre(SvState *st, CmOp *op) {
  if (!vectorize_one(st, op))
    return false;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c))
        if (!vectorize_pre(st, c))
          return false;
  return true;
}

typedef struct NestUse {
  CmOp *root;
  bool found;
} NestUse;

static CmWalkResult uses_scalar_nest(CmOp *op, void *user) {
  NestUse *u = user;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmBlock *b = cm_value_parent_block(cm_op_operand(op, i));
    CmOp *p = b ? cm_block_parent_op(b) : NULL;
    if (p && cm_op_is_ancestor(u->root, p)) {
      u->found = true;
      return CM_WALK_INTERRUPT;
    }
  }
  return CM_WALK_ADVANCE;
}

/* 13's vectorizeLoopNest for the root of a match; on success the scalar
 * root is detached into `dead` (destroyed by the caller at the end). */
static bool vectorize_root(CmOp *root, const SvStrategy *s, CmOpVec *dead) {
  if (!vectorizable_body(root, NULL))
    return false;
  SvState st;
  memset(&st, 0, sizeof st);
  st.ctx = cm_op_context(root);
  st.s = s;
  cm_rewriter_init(&st.rw, st.ctx, NULL);
  cm_builder_set_after(&st.rw.b, root);
  bool ok = vectorize_pre(&st, root);
  CmOp *vroot = cm_ptrmap_get_ptr(&st.op_vec, root);
  /* 13 keeps scalar operands defined inside the nest (constants used as
   * indices, bounds on outer IVs) and then erases their definitions; here
   * such a nest is left scalar */
  if (ok && vroot) {
    NestUse u = {root, false};
    cm_walk_post(vroot, uses_scalar_nest, &u);
    for (size_t i = 0; i < st.outside.len && !u.found; i++)
      uses_scalar_nest(st.outside.data[i], &u);
    ok = !u.found;
  }
  if (ok) {
    for (size_t i = 0; i < st.result_from.len; i++)
      cm_value_replace_all_uses(st.result_from.data[i], st.result_to.data[i]);
    for (unsigned i = 0; i < cm_op_num_results(root); i++)
      if (!cm_value_use_empty(cm_op_result(root, i))) {
        ok = false;
        for (size_t k = 0; k < st.result_from.len; k++)
          cm_value_replace_all_uses(st.result_to.data[k],
                                    st.result_from.data[k]);
        break;
      }
  }
  if (ok) {
    cm_op_remove_from_block(root);
    CM_VEC_PUSH(*dead, root);
  } else {
    for (size_t i = st.outside.len; i > 0; i--)
      cm_op_erase(st.outside.data[i - 1]);
    if (vroot)
      cm_op_erase(vroot);
  }
  cm_ptrmap_free(&st.vec);
  cm_ptrmap_free(&st.scalar);
  cm_ptrmap_free(&st.op_vec);
  cm_ptrmap_free(&st.vloop_dim);
  cm_ptrmap_free(&st.vloop_mask);
  CM_VEC_FREE(st.outside);
  CM_VEC_FREE(st.result_from);
  CM_VEC_FREE(st.result_to);
  return ok;
}

bool cm_affine_vectorize_loop_nest(CmOp *root, unsigned rank,
                                   const int64_t *sizes) {
  if (rank == 0 || rank > SV_MAX_RANK || !cm_is_affine_for(root))
    return false;
  SvStrategy s = {0};
  s.rank = rank;
  for (unsigned i = 0; i < rank; i++) {
    if (sizes[i] <= 0)
      return false;
    s.sizes[i] = sizes[i];
  }
  cm_ptrmap_put(&s.loop_dim, root, 1);
  CmOpVec dead = {0};
  bool ok = vectorize_root(root, &s, &dead);
  for (size_t i = 0; i < dead.len; i++)
    cm_op_destroy(dead.data[i]);
  CM_VEC_FREE(dead);
  cm_ptrmap_free(&s.loop_dim);
  return ok;
}

/* ---------------------------------------------------------------------
 * The pass
 * --------------------------------------------------------------------- */

typedef CM_VEC(SvMatchVec) SvBucketVec;

/* 13's computeIntersectionBuckets: a match joins the first bucket whose
 * root encloses it or which it encloses (then it becomes the bucket's
 * root); inside a bucket the matches keep their (post-)order. */
static void buckets_of(SvMatchVec *all, SvBucketVec *buckets) {
  CmOpVec roots = {0};
  for (size_t i = 0; i < all->len; i++) {
    SvMatch m = all->data[i];
    bool placed = false;
    for (size_t b = 0; b < buckets->len && !placed; b++) {
      if (cm_op_is_ancestor(roots.data[b], m.op)) {
        placed = true;
      } else if (cm_op_is_ancestor(m.op, roots.data[b])) {
        roots.data[b] = m.op;
        placed = true;
      }
      if (placed)
        CM_VEC_PUSH(buckets->data[b], m);
    }
    if (!placed) {
      SvMatchVec nb = {0};
      CM_VEC_PUSH(nb, m);
      CM_VEC_PUSH(*buckets, nb);
      CM_VEC_PUSH(roots, m.op);
    }
  }
  CM_VEC_FREE(roots);
  all->len = 0; /* the matches now belong to the buckets */
}

typedef struct ParWalk {
  CmPtrMap parallel, reductions;
  bool with_reductions;
} ParWalk;

static CmWalkResult find_parallel(CmOp *op, void *user) {
  ParWalk *w = user;
  if (!cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  CmAffineLoopReduction *reds = NULL;
  if (cm_affine_loop_parallel(op, w->with_reductions, &reds)) {
    cm_ptrmap_put(&w->parallel, op, 1);
    if (reds)
      cm_ptrmap_put_ptr(&w->reductions, op, reds);
  } else {
    free(reds);
  }
  return CM_WALK_ADVANCE;
}

static bool attached_to(CmOp *op, CmOp *func) {
  while (op && op != func)
    op = cm_op_parent_op(op);
  return op == func;
}

static CmResult super_vectorize_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  size_t rank = cm_pass_option_list_len(pass, "virtual-vector-size");
  size_t nfast = cm_pass_option_list_len(pass, "test-fastest-varying");
  bool with_reds = cm_pass_option_bool(pass, "vectorize-reductions");
  if (nfast != 0 && nfast != rank) {
    cm_diag_report(cm_op_diag_plain_remark(
        func, "Fastest varying pattern specified with different size than "
              "the vector size."));
    return CM_FAILURE;
  }
  if (with_reds && rank != 1)
    return cm_op_emit_plain_error(
        func, "Vectorizing reductions is supported only for 1-D vectors.");
  SvStrategy s = {0};
  s.rank = (unsigned)rank;
  SvPattern p = {0};
  p.depth = (unsigned)rank;
  for (unsigned i = 0; i < SV_MAX_RANK; i++) {
    p.fastest[i] =
        i < nfast ? cm_pass_option_list_int(pass, "test-fastest-varying", i)
                  : -1;
    if (i < rank) {
      s.sizes[i] = cm_pass_option_list_int(pass, "virtual-vector-size", i);
      if (s.sizes[i] <= 0)
        return cm_op_emit_plain_error(
            func, "virtual-vector-size must be positive");
    }
  }
  if (rank == 0 || rank > SV_MAX_RANK)
    return CM_SUCCESS; /* 13: no pattern, nothing to do */
  ParWalk w = {{0}, {0}, with_reds};
  cm_walk_post(func, find_parallel, &w);
  p.parallel = &w.parallel;
  s.reductions = &w.reductions;

  SvMatchVec all = {0};
  pattern_match(&p, 0, func, NULL, &all);
  SvBucketVec buckets = {0};
  buckets_of(&all, &buckets);
  CmOpVec dead = {0};
  for (size_t b = 0; b < buckets.len; b++) {
    SvMatchVec *bk = &buckets.data[b];
    for (size_t i = 0; i < bk->len; i++) {
      SvMatch *m = &bk->data[i];
      /* a root inside a nest vectorized before is gone (13 would read
       * freed memory) */
      if (!attached_to(m->op, func))
        continue;
      cm_ptrmap_free(&s.loop_dim);
      analyze(&m->children, 1, p.depth, &s);
      if (p.depth <= s.rank)
        cm_ptrmap_put(&s.loop_dim, m->op, s.rank - p.depth + 1);
      if (vectorize_root(m->op, &s, &dead))
        break;
    }
    match_free(bk);
  }
  for (size_t i = 0; i < dead.len; i++)
    cm_op_destroy(dead.data[i]);
  CM_VEC_FREE(dead);
  CM_VEC_FREE(buckets);
  CM_VEC_FREE(all);
  cm_ptrmap_free(&s.loop_dim);
  for (size_t i = 0; i < w.reductions.cap; i++)
    if (w.reductions.ents[i].key)
      free((void *)(uintptr_t)w.reductions.ents[i].val);
  cm_ptrmap_free(&w.reductions);
  cm_ptrmap_free(&w.parallel);
  return CM_SUCCESS;
}

static void super_vectorize_deps(CmContext *ctx) {
  cm_register_vector_dialect(ctx);
  cm_register_std_dialect(ctx);
}

static const CmPassOptionDef super_vectorize_opts[] = {
    {"virtual-vector-size", CM_PASS_OPT_INT, true, NULL,
     "Specify an n-D virtual vector size for vectorization", "long"},
    {"test-fastest-varying", CM_PASS_OPT_INT, true, NULL,
     "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory "
     "dimensions to match. See defaultPatterns in Vectorize.cpp for a "
     "description and examples. This is used for testing purposes",
     "long"},
    {"vectorize-reductions", CM_PASS_OPT_BOOL, false, "false",
     "Vectorize known reductions expressed via iter_args. Switched off by "
     "default.",
     NULL},
};

const CmPassDef cm_pass_affine_super_vectorize = {
    .argument = "affine-super-vectorize",
    .name = "AffineVectorize",
    .description = "Vectorize to a target independent n-D vector abstraction",
    .anchor = "func",
    CM_PASS_OPTIONS(super_vectorize_opts),
    .dependent_dialects = super_vectorize_deps,
    .run = super_vectorize_run,
};
