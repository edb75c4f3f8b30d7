/* tile.c - -affine-loop-tile as MLIR 13 (LoopTiling with
 * tilePerfectlyNested).
 *
 * Bands: the maximal perfect nest under every affine.for directly in the
 * function body.  Tile sizes: `tile-size` for every loop; else
 * `tile-sizes` (padded with 4); else from the memory footprint of the band
 * against `cache-size` KiB (13's getTileSizes: 1 when it fits, the n-th
 * root of the excess otherwise, 4 when the footprint is unknown; then each
 * size lowered to a divisor of a constant trip count, at most half of it).
 * The footprint is the sum over the memrefs accessed in the band of the
 * bounding box of their affine subscripts (interval-evaluated over the
 * loop ranges, clipped to the memref shape) times the element size.
 *
 * A band of width w becomes 2w loops, all at the band root's location:
 * tile-space loops with the original bounds and step * size, then
 * intra-tile loops from the tile-space IV to `iv + size * step` (a
 * constant trip count below the size: `iv + tc * step`; a trip count not a
 * multiple of the size: `min(iv + size * step, original ub results)`).
 * A band whose bounds use its own IVs is not hyper-rectangular: error, as
 * 13 ("tiled code generation unimplemented for the non-hyperrectangular
 * case").  Then 13's legality check (tile.c: tiling_legal) remarks
 * "tiled code is illegal due to dependences" and tiles anyway.  With
 * `separate`, full tiles are separated from partial ones
 * (separate_full_tiles, 13's separateFullTiles). */
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <math.h>
#include <stdlib.h>

#define DEFAULT_TILE_SIZE 4

/* ---- footprint ----------------------------------------------------------- */

typedef struct Range {
  int64_t lo, hi;
  bool known;
} Range;

typedef struct Footprint {
  CmPtrMap ranges; /* IV value -> index+1 into iv_ranges */
  CM_VEC(Range) iv_ranges;
  CM_VEC(CmValue *) memrefs;
  CM_VEC(int64_t) boxes; /* per memref: rank pairs lo, hi */
  bool unknown;
} Footprint;

static Range value_range(Footprint *f, CmValue *v) {
  uint64_t *slot = cm_ptrmap_get(&f->ranges, v);
  if (slot)
    return f->iv_ranges.data[*slot - 1];
  CmOp *d = cm_value_defining_op(v);
  if (d && cm_op_name_is(d, "std.constant")) {
    CmAttr *a = cm_op_get_attr(d, "value");
    if (a && a->kind == CM_ATTR_INTEGER)
      return (Range){a->integer.value, a->integer.value, true};
  }
  return (Range){0, 0, false};
}

static Range expr_range(CmAffineExpr *e, unsigned nd, const Range *in) {
  Range a, b;
  switch (e->kind) {
  case CM_AFFINE_CONST:
    return (Range){e->value, e->value, true};
  case CM_AFFINE_DIM:
    return in[e->pos];
  case CM_AFFINE_SYMBOL:
    return in[nd + e->pos];
  default:
    break;
  }
  a = expr_range(e->bin.lhs, nd, in);
  b = expr_range(e->bin.rhs, nd, in);
  if (!a.known || !b.known)
    return (Range){0, 0, false};
  switch (e->kind) {
  case CM_AFFINE_ADD:
    return (Range){a.lo + b.lo, a.hi + b.hi, true};
  case CM_AFFINE_MUL: {
    int64_t p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
    Range r = {p[0], p[0], true};
    for (int i = 1; i < 4; i++) {
      r.lo = p[i] < r.lo ? p[i] : r.lo;
      r.hi = p[i] > r.hi ? p[i] : r.hi;
    }
    return r;
  }
  case CM_AFFINE_MOD:
    if (b.lo != b.hi || b.lo <= 0)
      return (Range){0, 0, false};
    return (Range){0, b.lo - 1, true};
  case CM_AFFINE_FLOORDIV:
  case CM_AFFINE_CEILDIV: {
    if (b.lo != b.hi || b.lo <= 0)
      return (Range){0, 0, false};
    int64_t d = b.lo;
    int64_t lo = a.lo >= 0 ? a.lo / d : -((-a.lo + d - 1) / d);
    int64_t hi = a.hi >= 0 ? (a.hi + d - 1) / d : -((-a.hi) / d);
    return (Range){lo, hi, true};
  }
  default:
    return (Range){0, 0, false};
  }
}

/* A bound of a loop's IV from a bound map over operands [first, ...):
 * the lower bound of a (max) lower-bound map is the largest known result
 * low, the upper bound of a (min) upper-bound map the smallest known
 * result high; unknown when no result is known. */
static bool map_bound(Footprint *f, CmAffineMap *m, CmOp *op, unsigned first,
                      bool lower, int64_t *out) {
  unsigned n = m->num_dims + m->num_syms;
  Range *in = cm_xcalloc(n + 1, sizeof(Range));
  for (unsigned i = 0; i < n; i++)
    in[i] = value_range(f, cm_op_operand(op, first + i));
  bool have = false;
  for (unsigned r = 0; r < m->num_results; r++) {
    Range x = expr_range(m->results[r], m->num_dims, in);
    if (!x.known)
      continue;
    int64_t v = lower ? x.lo : x.hi;
    if (!have || (lower ? v > *out : v < *out))
      *out = v;
    have = true;
  }
  free(in);
  return have;
}

static int64_t elt_bytes(CmType *t) {
  if (cm_type_is_index(t))
    return -1;
  unsigned w = cm_type_bit_width(t);
  return w ? (int64_t)((w + 7) / 8) : -1;
}

static CmWalkResult footprint_walk(CmOp *op, void *user) {
  Footprint *f = user;
  if (f->unknown)
    return CM_WALK_INTERRUPT;
  if (cm_is_affine_for(op)) {
    int64_t lo = 0, hi = 0;
    bool known = map_bound(f, cm_affine_for_lb_map(op), op, 0, true, &lo);
    known &= map_bound(f, cm_affine_for_ub_map(op), op,
                       cm_affine_for_ub_operands_start(op), false, &hi);
    Range iv = {lo, hi - 1, known};
    if (iv.known && iv.hi < iv.lo)
      iv.hi = iv.lo;
    CM_VEC_PUSH(f->iv_ranges, iv);
    cm_ptrmap_put(&f->ranges, cm_affine_for_iv(op), f->iv_ranges.len);
    return CM_WALK_ADVANCE;
  }
  if (!cm_is_affine_load(op) && !cm_is_affine_store(op))
    return CM_WALK_ADVANCE;
  CmValue *memref = cm_affine_access_memref(op);
  CmType *t = memref->type;
  if (t->kind != CM_TYPE_MEMREF) {
    f->unknown = true;
    return CM_WALK_INTERRUPT;
  }
  unsigned rank = t->shaped.rank;
  size_t idx = 0;
  while (idx < f->memrefs.len && f->memrefs.data[idx] != memref)
    idx++;
  bool fresh = idx == f->memrefs.len;
  if (fresh) {
    CM_VEC_PUSH(f->memrefs, memref);
    for (unsigned d = 0; d < rank; d++) {
      CM_VEC_PUSH(f->boxes, INT64_MAX);
      CM_VEC_PUSH(f->boxes, INT64_MIN);
    }
  }
  size_t base = 0;
  for (size_t i = 0; i < idx; i++)
    base += 2 * (size_t)f->memrefs.data[i]->type->shaped.rank;
  CmAffineMap *m = cm_affine_access_map(op);
  unsigned first = cm_affine_access_map_operands_start(op);
  unsigned n = m->num_dims + m->num_syms;
  Range *in = cm_xcalloc(n + 1, sizeof(Range));
  for (unsigned i = 0; i < n; i++)
    in[i] = value_range(f, cm_op_operand(op, first + i));
  for (unsigned d = 0; d < rank && d < m->num_results; d++) {
    int64_t size = t->shaped.shape[d];
    Range r = expr_range(m->results[d], m->num_dims, in);
    if (size < 0 && !r.known) {
      f->unknown = true;
      break;
    }
    int64_t lo = r.known ? r.lo : 0, hi = r.known ? r.hi : size - 1;
    if (size >= 0) {
      lo = lo < 0 ? 0 : lo;
      hi = hi > size - 1 ? size - 1 : hi;
    }
    int64_t *box = &f->boxes.data[base + 2 * d];
    box[0] = lo < box[0] ? lo : box[0];
    box[1] = hi > box[1] ? hi : box[1];
  }
  free(in);
  return f->unknown ? CM_WALK_INTERRUPT : CM_WALK_ADVANCE;
}

/* 13's getMemoryFootprintBytes(band root, 0), approximated. */
static bool footprint_bytes(CmOp *root, uint64_t *out) {
  Footprint f = {0};
  cm_walk_pre(root, footprint_walk, &f);
  uint64_t total = 0;
  size_t base = 0;
  for (size_t i = 0; i < f.memrefs.len && !f.unknown; i++) {
    CmType *t = f.memrefs.data[i]->type;
    int64_t eb = elt_bytes(t->shaped.elem);
    if (eb < 0) {
      f.unknown = true;
      break;
    }
    uint64_t elems = 1;
    for (unsigned d = 0; d < t->shaped.rank; d++) {
      int64_t lo = f.boxes.data[base + 2 * d], hi = f.boxes.data[base + 2 * d + 1];
      elems *= hi >= lo ? (uint64_t)(hi - lo + 1) : 0;
    }
    base += 2 * (size_t)t->shaped.rank;
    total += elems * (uint64_t)eb;
  }
  bool ok = !f.unknown;
  cm_ptrmap_free(&f.ranges);
  CM_VEC_FREE(f.iv_ranges);
  CM_VEC_FREE(f.memrefs);
  CM_VEC_FREE(f.boxes);
  *out = total;
  return ok;
}

/* ---- tile sizes ---------------------------------------------------------- */

static void adjust_to_divisors(CmOp *const *band, size_t n, unsigned *sizes) {
  for (size_t i = 0; i < n; i++) {
    uint64_t tc;
    if (!cm_affine_constant_trip_count(band[i], &tc))
      continue;
    if (tc > 1 && sizes[i] > tc / 2)
      sizes[i] = (unsigned)(tc / 2);
    while (sizes[i] > 1 && tc % sizes[i] != 0)
      sizes[i]--;
  }
}

static void tile_sizes(const CmPass *pass, CmOp *const *band, size_t n,
                       unsigned *sizes) {
  uint64_t ts = cm_pass_option_uint(pass, "tile-size");
  if (ts) {
    for (size_t i = 0; i < n; i++)
      sizes[i] = (unsigned)ts;
    return;
  }
  size_t nlist = cm_pass_option_list_len(pass, "tile-sizes");
  if (nlist) {
    for (size_t i = 0; i < n; i++)
      sizes[i] = i < nlist ? (unsigned)cm_pass_option_list_int(pass, "tile-sizes", i)
                           : DEFAULT_TILE_SIZE;
    return;
  }
  uint64_t fp;
  if (!footprint_bytes(band[0], &fp)) {
    for (size_t i = 0; i < n; i++)
      sizes[i] = DEFAULT_TILE_SIZE;
    adjust_to_divisors(band, n, sizes);
    return;
  }
  uint64_t cache = cm_pass_option_uint(pass, "cache-size") * 1024;
  uint64_t excess = cache ? (fp + cache - 1) / cache : UINT64_MAX;
  if (excess <= 1) {
    for (size_t i = 0; i < n; i++)
      sizes[i] = 1;
    return;
  }
  unsigned t = (unsigned)floorl(pow((double)excess, 1.0 / (double)n));
  uint64_t cumul = 1;
  for (size_t i = 0; i < n; i++) {
    if (i + 1 < n)
      sizes[i] = t;
    else
      sizes[i] = excess / cumul > 1 ? (unsigned)(excess / cumul) : 1;
    cumul *= sizes[i] ? sizes[i] : 1;
  }
  adjust_to_divisors(band, n, sizes);
}

/* ---- tiling ----------------------------------------------------------------- */

static bool uses_band_iv(CmOp *const *band, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned nb = cm_affine_for_iter_operands_start(band[i]);
    for (unsigned k = 0; k < nb; k++) {
      CmValue *v = cm_op_operand(band[i], k);
      for (size_t j = 0; j < i; j++)
        if (v == cm_affine_for_iv(band[j]))
          return true;
    }
  }
  return false;
}

static void bound_operands(CmOp *loop, bool upper, CmAffineValueVec *out) {
  unsigned start = upper ? cm_affine_for_ub_operands_start(loop) : 0;
  unsigned n = upper ? cm_affine_for_num_ub_operands(loop)
                     : cm_affine_for_num_lb_operands(loop);
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(*out, cm_op_operand(loop, start + i));
}

static CmWalkResult collect_access(CmOp *op, void *user) {
  if (cm_is_affine_load(op) || cm_is_affine_store(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

/* 13's checkTilingLegality: false when some dependence between two
 * accesses of the band, at a depth up to its width + 1, has a component
 * with lb < ub < 0 (13's test, strict on lb < ub). */
static bool tiling_legal(CmOp *const *band, size_t w) {
  CmOpVec accs = {0};
  cm_walk_pre(band[0], collect_access, &accs);
  size_t n = accs.len;
  CmMemRefAccess *a = cm_xcalloc(n + 1, sizeof(CmMemRefAccess));
  for (size_t i = 0; i < n; i++)
    cm_memref_access_init(&a[i], accs.data[i]);
  bool legal = true;
  CmDependenceComponentVec comps = {0};
  for (unsigned d = 1; d <= w + 1 && legal; d++)
    for (size_t i = 0; i < n && legal; i++)
      for (size_t j = 0; j < n && legal; j++) {
        comps.len = 0;
        if (cm_check_memref_access_dependence(&a[i], &a[j], d, NULL, &comps,
                                              false) != CM_DEP_HAS)
          continue;
        for (size_t k = 0; k < comps.len; k++) {
          CmDependenceComponent *c = &comps.data[k];
          if (c->lb != INT64_MIN && c->ub != INT64_MAX && c->lb < c->ub &&
              c->ub < 0) {
            legal = false;
            break;
          }
        }
      }
  CM_VEC_FREE(comps);
  for (size_t i = 0; i < n; i++)
    cm_memref_access_free(&a[i]);
  free(a);
  CM_VEC_FREE(accs);
  return legal;
}

/* ---- full / partial tile separation (13's separateFullTiles) ------------ */

/* Index of `v` in `vals`, appending it if missing. */
static unsigned slot_of(CmAffineValueVec *vals, CmValue *v) {
  for (size_t i = 0; i < vals->len; i++)
    if (vals->data[i] == v)
      return (unsigned)i;
  CM_VEC_PUSH(*vals, v);
  return (unsigned)vals->len - 1;
}

/* The operands of the separation condition in the order 13's constraint
 * system meets them: loop IVs (tile-space IVs, with the IVs their bounds
 * use) before the other values, each group in order of first use. */
static void note_operand(CmAffineValueVec *ivs, CmAffineValueVec *others,
                         CmValue *v) {
  slot_of(cm_affine_for_iv_owner(v) ? ivs : others, v);
}

/* 13's separateFullTiles on the intra-tile loops `pts[0..w)` with their
 * tile-space loops `tls`: a full-tile copy of the nest (each loop from its
 * tile-space IV to IV + size, a constant distance) goes in the then block
 * of an affine.if whose condition is that every other upper bound of
 * every intra-tile loop is at least the full tile's; the original nest
 * goes in the else block.  Left alone (as 13) unless every intra-tile
 * loop has unit step; also when a bound needs mod / div terms. */
static void separate_full_tiles(CmOp *const *tls, CmOp *const *pts,
                                size_t w, const unsigned *sizes) {
  CmContext *ctx = cm_op_context(pts[0]);
  for (size_t i = 0; i < w; i++)
    if (cm_affine_for_step(pts[i]) != 1)
      return;
  CmAffineValueVec ivs = {0}, others = {0};
  for (size_t i = 0; i < w; i++) {
    note_operand(&ivs, &others, cm_affine_for_iv(tls[i]));
    unsigned nb = cm_affine_for_iter_operands_start(tls[i]);
    for (unsigned k = 0; k < nb; k++)
      note_operand(&ivs, &others, cm_op_operand(tls[i], k));
    unsigned us = cm_affine_for_ub_operands_start(pts[i]);
    unsigned nu = cm_affine_for_num_ub_operands(pts[i]);
    for (unsigned k = 0; k < nu; k++)
      note_operand(&ivs, &others, cm_op_operand(pts[i], us + k));
  }
  CmAffineValueVec ops = {0};
  for (size_t i = 0; i < ivs.len; i++)
    CM_VEC_PUSH(ops, ivs.data[i]);
  for (size_t i = 0; i < others.len; i++)
    CM_VEC_PUSH(ops, others.data[i]);
  unsigned nops = (unsigned)ops.len;
  /* other upper bound - (tile IV + size) >= 0, over the operands as dims */
  CM_VEC(CmAffineExpr *) cons = {0};
  for (size_t i = 0; i < w; i++) {
    CmAffineMap *um = cm_affine_for_ub_map(pts[i]);
    if (um->num_results < 2)
      continue; /* already a full tile */
    unsigned us = cm_affine_for_ub_operands_start(pts[i]);
    unsigned nin = um->num_dims + um->num_syms;
    CmAffineExpr **repl = cm_xcalloc(nin + 1, sizeof(CmAffineExpr *));
    for (unsigned k = 0; k < nin; k++)
      repl[k] = cm_affine_dim(ctx, slot_of(&ops, cm_op_operand(pts[i], us + k)));
    CmAffineExpr *full = cm_affine_add(
        cm_affine_dim(ctx, slot_of(&ops, cm_affine_for_iv(tls[i]))),
        cm_affine_const(ctx, (int64_t)sizes[i]));
    for (unsigned r = 1; r < um->num_results; r++)
      CM_VEC_PUSH(cons, cm_affine_sub(cm_affine_replace(um->results[r], repl,
                                                        repl + um->num_dims),
                                      full));
    free(repl);
  }
  int64_t *rows = NULL;
  unsigned nc = nops + 1;
  bool ok = !cons.len || cm_succeeded(cm_affine_flatten(
                             cons.data, (unsigned)cons.len, nops, 0, &rows,
                             &nc, NULL, NULL));
  if (!ok || nc != nops + 1) {
    free(rows);
    CM_VEC_FREE(cons);
    CM_VEC_FREE(ops);
    CM_VEC_FREE(ivs);
    CM_VEC_FREE(others);
    return;
  }
  /* 13's removeTrivialRedundancy, then the set (0 == 0 when nothing is
   * left), canonicalized with its operands */
  CmFac fac;
  cm_fac_init(&fac, nops, 0, 0);
  for (size_t c = 0; c < cons.len; c++)
    cm_fac_add_ineq(&fac, rows + c * nc);
  cm_fac_remove_trivial_redundancy(&fac);
  unsigned nineq = cm_fac_num_ineqs(&fac);
  CmAffineExpr **cs = cm_xcalloc(nineq + 1, sizeof(CmAffineExpr *));
  bool *eqs = cm_xcalloc(nineq + 1, sizeof(bool));
  for (unsigned c = 0; c < nineq; c++)
    cs[c] = cm_affine_from_flat(ctx, cm_fac_ineq(&fac, c), nc, nops, 0, NULL);
  CmIntegerSet *set;
  if (nineq) {
    set = cm_integer_set(ctx, nops, 0, nineq, cs, eqs);
  } else {
    CmAffineExpr *zero = cm_affine_const(ctx, 0);
    bool eq = true;
    set = cm_integer_set(ctx, nops, 0, 1, &zero, &eq);
  }
  cm_affine_canonicalize_set_and_operands(&set, &ops);
  CmLoc *loc = cm_op_loc(pts[0]);
  CmOp *ifop = cm_affine_if_create(ctx, loc, set, (unsigned)ops.len, ops.data,
                                   0, NULL, true);
  cm_block_insert_op_before(cm_op_block(pts[0]), pts[0], ifop);
  /* the full-tile nest: lb = tile IV, ub = tile IV + size */
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0);
  CmAffineMap *idm = cm_affine_map(ctx, 1, 0, 1, &d0);
  CmBlock *at = cm_affine_if_then_block(ifop);
  CmPtrMap map = {0};
  for (size_t i = 0; i < w; i++) {
    CmValue *tiv = cm_affine_for_iv(tls[i]);
    CmAffineMap *um = cm_affine_for_ub_map(pts[i]);
    CmAffineMap *fm = um;
    if (um->num_results > 1) {
      CmAffineExpr *e = cm_affine_add(d0, cm_affine_const(ctx, sizes[i]));
      fm = cm_affine_map(ctx, 1, 0, 1, &e);
    }
    CmOp *fl = cm_affine_for_create(ctx, cm_op_loc(pts[i]), idm, 1, &tiv, fm,
                                    1, &tiv, 1, 0, NULL);
    cm_block_insert_op_before(at, at->last, fl);
    cm_ptrmap_put_ptr(&map, cm_affine_for_iv(pts[i]), cm_affine_for_iv(fl));
    at = cm_affine_for_body(fl);
  }
  CmBlock *src = cm_affine_for_body(pts[w - 1]);
  for (CmOp *op = src->first; op && op != src->last; op = cm_op_next(op)) {
    CmOp *c = cm_op_clone(op);
    cm_walk_remap_operands(c, &map);
    cm_block_insert_op_before(at, at->last, c);
    for (unsigned r = 0; r < cm_op_num_results(op); r++)
      cm_ptrmap_put_ptr(&map, cm_op_result(op, r), cm_op_result(c, r));
  }
  cm_ptrmap_free(&map);
  CmBlock *eb = cm_affine_if_else_block(ifop);
  cm_op_move_before(pts[0], eb->last);
  cm_fac_free(&fac);
  free(cs);
  free(eqs);
  free(rows);
  CM_VEC_FREE(cons);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(others);
}

/* 13's tilePerfectlyNested. */
static CmResult tile_band(CmOp *const *band, size_t w, const unsigned *sizes,
                          bool separate) {
  CmOp *root = band[0];
  CmContext *ctx = cm_op_context(root);
  if (uses_band_iv(band, w))
    return cm_op_emit_plain_error(root, "tiled code generation "
                                          "unimplemented for the "
                                          "non-hyperrectangular case");
  if (!tiling_legal(band, w))
    cm_diag_report(
        cm_op_diag_plain_remark(root, "tiled code is illegal due to dependences"));
  CmLoc *loc = cm_op_loc(root);
  CmOp **loops = cm_xcalloc(2 * w, sizeof(CmOp *));
  CmAffineValueVec ops = {0}, uops = {0};
  /* tile-space loops: the original bounds, step * size */
  for (size_t i = 0; i < w; i++) {
    ops.len = uops.len = 0;
    bound_operands(band[i], false, &ops);
    bound_operands(band[i], true, &uops);
    loops[i] = cm_affine_for_create(
        ctx, loc, cm_affine_for_lb_map(band[i]), (unsigned)ops.len, ops.data,
        cm_affine_for_ub_map(band[i]), (unsigned)uops.len, uops.data,
        (int64_t)sizes[i] * cm_affine_for_step(band[i]), 0, NULL);
  }
  /* intra-tile loops: from the tile-space IV */
  CmAffineExpr *d0 = cm_affine_dim(ctx, 0);
  CmAffineMap *id = cm_affine_map(ctx, 1, 0, 1, &d0);
  for (size_t i = 0; i < w; i++) {
    CmOp *orig = band[i];
    int64_t step = cm_affine_for_step(orig);
    uint64_t div = cm_affine_trip_count_largest_divisor(orig);
    uint64_t tc;
    bool ctc = cm_affine_constant_trip_count(orig, &tc);
    CmValue *tiv = cm_affine_for_iv(loops[i]);
    CmAffineMap *um;
    ops.len = 0;
    if (ctc && tc < sizes[i]) {
      CmAffineExpr *e =
          cm_affine_add(d0, cm_affine_const(ctx, (int64_t)tc * step));
      um = cm_affine_map(ctx, 1, 0, 1, &e);
      CM_VEC_PUSH(ops, tiv);
    } else if (div % sizes[i] != 0) {
      CmAffineMap *om = cm_affine_for_ub_map(orig);
      unsigned us = cm_affine_for_ub_operands_start(orig);
      for (unsigned j = 0; j < om->num_dims; j++)
        CM_VEC_PUSH(ops, cm_op_operand(orig, us + j));
      CM_VEC_PUSH(ops, tiv);
      for (unsigned j = 0; j < om->num_syms; j++)
        CM_VEC_PUSH(ops, cm_op_operand(orig, us + om->num_dims + j));
      CmAffineExpr **ex =
          cm_xcalloc(om->num_results + 1, sizeof(CmAffineExpr *));
      ex[0] = cm_affine_add(cm_affine_dim(ctx, om->num_dims),
                            cm_affine_const(ctx, (int64_t)sizes[i] * step));
      for (unsigned r = 0; r < om->num_results; r++)
        ex[r + 1] = om->results[r];
      um = cm_affine_map(ctx, om->num_dims + 1, om->num_syms,
                         om->num_results + 1, ex);
      free(ex);
    } else {
      CmAffineExpr *e =
          cm_affine_add(d0, cm_affine_const(ctx, (int64_t)sizes[i] * step));
      um = cm_affine_map(ctx, 1, 0, 1, &e);
      CM_VEC_PUSH(ops, tiv);
    }
    loops[w + i] = cm_affine_for_create(ctx, loc, id, 1, &tiv, um,
                                        (unsigned)ops.len, ops.data, step, 0,
                                        NULL);
  }
  /* nest them before the root, then move the innermost body in */
  cm_block_insert_op_before(cm_op_block(root), root, loops[0]);
  for (size_t i = 1; i < 2 * w; i++) {
    CmBlock *b = cm_affine_for_body(loops[i - 1]);
    cm_block_insert_op_before(b, b->last, loops[i]);
  }
  CmBlock *src = cm_affine_for_body(band[w - 1]);
  CmBlock *dst = cm_affine_for_body(loops[2 * w - 1]);
  CmOp *dst_term = dst->last;
  while (src->first != src->last)
    cm_block_insert_op_before(dst, dst_term, src->first);
  CM_VEC_FREE(uops);
  CM_VEC_FREE(ops);
  for (size_t i = 0; i < w; i++)
    cm_value_replace_all_uses(cm_affine_for_iv(band[i]),
                              cm_affine_for_iv(loops[w + i]));
  cm_op_erase(root);
  if (separate)
    separate_full_tiles(loops, loops + w, w, sizes);
  free(loops);
  return CM_SUCCESS;
}

static CmResult tile_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  if (!cm_op_num_regions(func))
    return CM_SUCCESS;
  CmAffineOpVec roots = {0};
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    for (CmOp *op = b->first; op; op = cm_op_next(op))
      if (cm_is_affine_for(op))
        CM_VEC_PUSH(roots, op);
  CmResult res = CM_SUCCESS;
  for (size_t r = 0; r < roots.len; r++) {
    CmAffineOpVec band = {0};
    cm_affine_perfectly_nested_loops(roots.data[r], &band);
    unsigned *sizes = cm_xcalloc(band.len, sizeof(unsigned));
    tile_sizes(pass, band.data, band.len, sizes);
    bool zero = false;
    for (size_t i = 0; i < band.len; i++)
      zero |= sizes[i] == 0;
    if (!zero && cm_failed(tile_band(band.data, band.len, sizes,
                                      cm_pass_option_bool(pass, "separate"))))
      res = CM_FAILURE;
    free(sizes);
    CM_VEC_FREE(band);
  }
  CM_VEC_FREE(roots);
  return res;
}

static const CmPassOptionDef tile_opts[] = {
    {"cache-size", CM_PASS_OPT_UINT, false, "512",
     "Set size of cache to tile for in KiB", "ulong"},
    {"separate", CM_PASS_OPT_BOOL, false, "false",
     "Separate full and partial tiles", NULL},
    {"tile-size", CM_PASS_OPT_UINT, false, "0",
     "Use this tile size for all loops", NULL},
    {"tile-sizes", CM_PASS_OPT_UINT, true, NULL,
     "List of tile sizes for each perfect nest (overridden by -tile-size)",
     NULL},
};

const CmPassDef cm_pass_affine_loop_tile = {
    .argument = "affine-loop-tile",
    .name = "AffineLoopTiling",
    .description = "Tile affine loop nests",
    .anchor = "func",
    CM_PASS_OPTIONS(tile_opts),
    .run = tile_run,
};
