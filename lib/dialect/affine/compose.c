/* compose.c - affine map simplification and map/operand canonicalization
 * as MLIR 13 does them:
 *  - cm_affine_expr_simplify: 13's simplifyAffineExpr (a pure affine
 *    expression is flattened into coefficients of dims, symbols, local
 *    floordiv variables and a constant, then rebuilt), used by
 *    cm_affine_map_simplify / cm_integer_set_simplify;
 *  - cm_affine_compose_map_and_operands: 13's composeAffineMapAndOperands
 *    (affine.apply producers substituted until none is left);
 *  - cm_affine_canonicalize_map_and_operands: 13's
 *    canonicalizeMapOrSetAndOperands (dims that are valid symbols promoted,
 *    duplicate operands merged, constant symbols folded in, unused
 *    operands dropped). */
#include "affine_internal.h"
#include "cmlir/analysis/affine.h"

#include <stdlib.h>
#include <string.h>

/* ---- flattening: lib/analysis/flatten.c -------------------------------------- */

CmAffineExpr *cm_affine_expr_from_flat(CmContext *ctx, const int64_t *flat,
                                       unsigned nd, unsigned ns,
                                       unsigned nlocals,
                                       CmAffineExpr *const *locals) {
  return cm_affine_from_flat(ctx, flat, nd + ns + nlocals + 1, nd, ns, locals);
}

CmAffineExpr *cm_affine_expr_simplify(CmAffineExpr *e, unsigned nd,
                                      unsigned ns) {
  return cm_affine_simplify(e, nd, ns);
}

/* cm_affine_map_simplify: lib/analysis/flatten.c (memoized there). */

/* 13's simplifyIntegerSet (-simplify-affine-structures): the set's
 * constraint system (mod / div terms as local identifiers with their two
 * defining inequalities after the set's own constraints); empty by 13's
 * check (Gaussian and Fourier-Motzkin elimination, GCD tests:
 * cm_fac_is_empty) gives the canonical empty set `1 == 0`; otherwise
 * removeTrivialRedundancy (GCD tightening and normalization, trivially
 * true and duplicate inequalities dropped, of inequalities differing only
 * in the constant the tightest kept) and back to a set (13's
 * getAsIntegerSet): equalities first, locals written as the floordivs
 * they were detected as, `0 == 0` when nothing is left.  A semi-affine
 * set, or one with a local that has no floordiv form, stays as written. */
static CmIntegerSet *empty_set(CmContext *ctx, unsigned nd, unsigned ns) {
  CmAffineExpr *one = cm_affine_const(ctx, 1);
  bool eq = true;
  return cm_integer_set(ctx, nd, ns, 1, &one, &eq);
}

static bool column_zero(const CmFac *f, unsigned pos) {
  for (unsigned r = 0; r < f->eqs.n; r++)
    if (cm_fac_eq(f, r)[pos])
      return false;
  for (unsigned r = 0; r < f->ineqs.n; r++)
    if (cm_fac_ineq(f, r)[pos])
      return false;
  return true;
}

CmIntegerSet *cm_integer_set_simplify(CmIntegerSet *set) {
  CmContext *ctx = set->ctx;
  unsigned nd = set->num_dims, ns = set->num_syms;
  CmFac fac;
  if (cm_failed(cm_fac_from_integer_set(&fac, set)) || !cm_fac_ok(&fac)) {
    cm_fac_free(&fac);
    return set;
  }
  CmIntegerSet *res = set;
  if (cm_fac_is_empty(&fac)) {
    res = empty_set(ctx, nd, ns);
    goto done;
  }
  cm_fac_remove_trivial_redundancy(&fac);
  unsigned n = cm_fac_num_constraints(&fac);
  if (!n) {
    CmAffineExpr *zero = cm_affine_const(ctx, 0);
    bool eq = true;
    res = cm_integer_set(ctx, nd, ns, 1, &zero, &eq);
    goto done;
  }
  CmAffineExpr **memo = cm_xcalloc(fac.num_ids + 1, sizeof *memo);
  bool ok = cm_fac_local_exprs(&fac, ctx, memo);
  for (unsigned i = nd + ns; !ok && i < fac.num_ids; i++)
    if (!memo[i] && !column_zero(&fac, i)) {
      free(memo);
      goto done;
    }
  CmAffineExpr **cs = cm_xcalloc(n, sizeof *cs);
  bool *eqs = cm_xcalloc(n, sizeof *eqs);
  unsigned nl = cm_fac_num_locals(&fac);
  for (unsigned i = 0; i < n; i++) {
    bool eq = i < fac.eqs.n;
    const int64_t *row = eq ? cm_fac_eq(&fac, i) : cm_fac_ineq(&fac, i - fac.eqs.n);
    cs[i] = cm_affine_expr_from_flat(ctx, row, nd, ns, nl, memo + nd + ns);
    eqs[i] = eq;
  }
  res = cm_integer_set(ctx, nd, ns, n, cs, eqs);
  free(cs);
  free(eqs);
  free(memo);
done:
  cm_fac_free(&fac);
  return res;
}

/* ---- composition ----------------------------------------------------------- */
/* Replaces d_pos (or s_pos) of the map by `with`; the map grows to nd / ns
 * inputs. */
static CmAffineMap *map_replace(CmAffineMap *m, bool dim, unsigned pos,
                                CmAffineExpr *with, unsigned nd, unsigned ns) {
  CmContext *ctx = m->ctx;
  CmAffineExpr **d = cm_xcalloc(m->num_dims + 1, sizeof *d);
  CmAffineExpr **s = cm_xcalloc(m->num_syms + 1, sizeof *s);
  for (unsigned i = 0; i < m->num_dims; i++)
    d[i] = dim && i == pos ? with : cm_affine_dim(ctx, i);
  for (unsigned i = 0; i < m->num_syms; i++)
    s[i] = !dim && i == pos ? with : cm_affine_symbol(ctx, i);
  CmAffineExpr **rs = cm_xcalloc(m->num_results + 1, sizeof *rs);
  for (unsigned i = 0; i < m->num_results; i++)
    rs[i] = cm_affine_replace(m->results[i], d, s);
  CmAffineMap *r = cm_affine_map(ctx, nd, ns, m->num_results, rs);
  free(d);
  free(s);
  free(rs);
  return r;
}

/* shiftDims(nd).shiftSymbols(ns) of one expression */
static CmAffineExpr *shift(CmAffineExpr *e, unsigned nd0, unsigned ns0,
                           unsigned dshift, unsigned sshift) {
  CmContext *ctx = e->ctx;
  CmAffineExpr **d = cm_xcalloc(nd0 + 1, sizeof *d);
  CmAffineExpr **s = cm_xcalloc(ns0 + 1, sizeof *s);
  for (unsigned i = 0; i < nd0; i++)
    d[i] = cm_affine_dim(ctx, i + dshift);
  for (unsigned i = 0; i < ns0; i++)
    s[i] = cm_affine_symbol(ctx, i + sshift);
  CmAffineExpr *r = cm_affine_replace(e, d, s);
  free(d);
  free(s);
  return r;
}

static bool uses_input(CmAffineExpr *e, bool dim, unsigned pos) {
  switch (e->kind) {
  case CM_AFFINE_DIM:
    return dim && e->pos == pos;
  case CM_AFFINE_SYMBOL:
    return !dim && e->pos == pos;
  case CM_AFFINE_CONST:
    return false;
  default:
    return uses_input(e->bin.lhs, dim, pos) || uses_input(e->bin.rhs, dim, pos);
  }
}

static CmOp *apply_producer(CmValue *v) {
  CmOp *d = v ? cm_value_defining_op(v) : NULL;
  return d && cm_op_name_is(d, "affine.apply") ? d : NULL;
}

bool cm_affine_compose_map_and_operands(CmAffineMap **mapp,
                                        CmAffineValueVec *ops) {
  CmAffineMap *map = *mapp;
  CmAffineMap *orig = map;
  CmAffineValueVec orig_ops = {0};
  for (size_t i = 0; i < ops->len; i++)
    CM_VEC_PUSH(orig_ops, ops->data[i]);
  if (!map->num_results) {
    cm_affine_canonicalize_map_and_operands(&map, ops);
    map = cm_affine_map_simplify(map);
  } else {
    CmAffineValueVec dims = {0}, syms = {0};
    for (unsigned i = 0; i < map->num_dims; i++)
      CM_VEC_PUSH(dims, ops->data[i]);
    for (unsigned i = map->num_dims; i < ops->len; i++)
      CM_VEC_PUSH(syms, ops->data[i]);
    bool composed = false;
    for (;;) {
      bool changed = false;
      for (unsigned pos = 0; pos < dims.len + syms.len && !changed; pos++) {
        bool is_dim = pos < dims.len;
        unsigned p = is_dim ? pos : pos - (unsigned)dims.len;
        CmValue **slot = is_dim ? &dims.data[p] : &syms.data[p];
        CmOp *ap = apply_producer(*slot);
        if (!ap)
          continue;
        *slot = NULL;
        CmAffineMap *am = cm_affine_apply_map(ap);
        if (!am || am->num_results != 1 ||
            cm_op_num_operands(ap) != am->num_dims + am->num_syms) {
          *slot = cm_op_result(ap, 0);
          continue;
        }
        CmAffineExpr *ce = shift(am->results[0], am->num_dims, am->num_syms,
                                 (unsigned)dims.len, (unsigned)syms.len);
        for (unsigned i = 0; i < am->num_dims; i++)
          CM_VEC_PUSH(dims, cm_op_operand(ap, i));
        for (unsigned i = 0; i < am->num_syms; i++)
          CM_VEC_PUSH(syms, cm_op_operand(ap, am->num_dims + i));
        map = map_replace(map, is_dim, p, ce, (unsigned)dims.len,
                          (unsigned)syms.len);
        changed = composed = true;
      }
      if (!changed)
        break;
    }
    /* prune the replaced (NULL) operands (none if nothing was composed:
     * the map and operands are as they came) */
    if (!composed && ops->len == (size_t)map->num_dims + map->num_syms) {
      CM_VEC_FREE(dims);
      CM_VEC_FREE(syms);
      goto canonicalize;
    }
    ops->len = 0;
    CmContext *ctx = map->ctx;
    CmAffineExpr **dr = cm_xcalloc(dims.len + 1, sizeof *dr);
    CmAffineExpr **sr = cm_xcalloc(syms.len + 1, sizeof *sr);
    unsigned nd = 0, ns = 0;
    for (size_t i = 0; i < dims.len; i++) {
      if (!dims.data[i]) {
        dr[i] = cm_affine_const(ctx, 0);
        continue;
      }
      dr[i] = cm_affine_dim(ctx, nd++);
      CM_VEC_PUSH(*ops, dims.data[i]);
    }
    for (size_t i = 0; i < syms.len; i++) {
      if (!syms.data[i]) {
        sr[i] = cm_affine_const(ctx, 0);
        continue;
      }
      sr[i] = cm_affine_symbol(ctx, ns++);
      CM_VEC_PUSH(*ops, syms.data[i]);
    }
    CmAffineExpr **rs = cm_xcalloc(map->num_results + 1, sizeof *rs);
    for (unsigned i = 0; i < map->num_results; i++)
      rs[i] = cm_affine_replace(map->results[i], dr, sr);
    map = cm_affine_map(ctx, nd, ns, map->num_results, rs);
    free(rs);
    free(dr);
    free(sr);
    CM_VEC_FREE(dims);
    CM_VEC_FREE(syms);
  canonicalize:
    cm_affine_canonicalize_map_and_operands(&map, ops);
    map = cm_affine_map_simplify(map);
  }
  bool changed = map != orig || orig_ops.len != ops->len;
  for (size_t i = 0; !changed && i < ops->len; i++)
    changed = ops->data[i] != orig_ops.data[i];
  CM_VEC_FREE(orig_ops);
  *mapp = map;
  return changed;
}

/* ---- canonicalization of operands -------------------------------------------- */

/* 13's canonicalizeMapOrSetAndOperands on the expressions `exprs` (the
 * results of a map or the constraints of a set) over nd dims / ns syms.
 * Rewrites exprs in place; *nd / *ns get the new counts. */
/* Marks the dims (used[0, nd)) and symbols (used[nd, nd + ns)) `e` uses. */
static void mark_used(const CmAffineExpr *e, unsigned nd, bool *used) {
  switch (e->kind) {
  case CM_AFFINE_DIM:
    used[e->pos] = true;
    return;
  case CM_AFFINE_SYMBOL:
    used[nd + e->pos] = true;
    return;
  case CM_AFFINE_CONST:
    return;
  default:
    mark_used(e->bin.lhs, nd, used);
    mark_used(e->bin.rhs, nd, used);
  }
}

/* Whether canon_exprs would leave the expressions and operands as they
 * are: no dim operand is a valid symbol, every operand is used, none is
 * repeated among the dims or among the symbols, and no symbol is a
 * constant.  The common case of the analyses' access maps; checked without
 * building anything. */
static bool canon_is_identity(CmAffineExpr *const *exprs, unsigned n,
                              unsigned nd, unsigned ns,
                              const CmAffineValueVec *ops) {
  bool used[64];
  if (ops->len != (size_t)nd + ns || nd + ns > 64)
    return false;
  for (unsigned i = 0; i < nd; i++)
    if (cm_affine_is_valid_symbol(ops->data[i], NULL))
      return false;
  memset(used, 0, (nd + ns) * sizeof(bool));
  for (unsigned k = 0; k < n; k++)
    mark_used(exprs[k], nd, used);
  for (unsigned i = 0; i < nd + ns; i++) {
    if (!used[i])
      return false;
    unsigned lo = i < nd ? 0 : nd;
    for (unsigned j = lo; j < i; j++)
      if (ops->data[j] == ops->data[i])
        return false;
    int64_t c;
    if (i >= nd && cm_affine_const_operand(ops->data[i], &c))
      return false;
  }
  return true;
}

static void canon_exprs(CmContext *ctx, CmAffineExpr **exprs, unsigned n,
                        unsigned *ndp, unsigned *nsp, CmAffineValueVec *ops) {
  unsigned nd = *ndp, ns = *nsp;
  if (!ops->len)
    return;
  /* canonicalizePromotedSymbols: dims that are valid symbols */
  {
    CmAffineValueVec res = {0}, promoted = {0};
    CmAffineExpr **dr = cm_xcalloc(nd + 1, sizeof *dr);
    unsigned ndn = 0, nsn = 0;
    for (unsigned i = 0; i < nd + ns; i++) {
      if (i < nd) {
        if (cm_affine_is_valid_symbol(ops->data[i], NULL)) {
          dr[i] = cm_affine_symbol(ctx, ns + nsn++);
          CM_VEC_PUSH(promoted, ops->data[i]);
        } else {
          dr[i] = cm_affine_dim(ctx, ndn++);
          CM_VEC_PUSH(res, ops->data[i]);
        }
      } else {
        CM_VEC_PUSH(res, ops->data[i]);
      }
    }
    for (size_t i = 0; i < promoted.len; i++)
      CM_VEC_PUSH(res, promoted.data[i]);
    for (unsigned k = 0; k < n; k++)
      exprs[k] = cm_affine_replace(exprs[k], dr, NULL);
    ops->len = 0;
    for (size_t i = 0; i < res.len; i++)
      CM_VEC_PUSH(*ops, res.data[i]);
    CM_VEC_FREE(res);
    CM_VEC_FREE(promoted);
    free(dr);
    nd = ndn;
    ns = ns + nsn;
  }
  /* used inputs */
  bool *used = cm_xcalloc(nd + ns + 1, sizeof *used);
  for (unsigned i = 0; i < nd; i++)
    for (unsigned k = 0; k < n && !used[i]; k++)
      used[i] = uses_input(exprs[k], true, i);
  for (unsigned i = 0; i < ns; i++)
    for (unsigned k = 0; k < n && !used[nd + i]; k++)
      used[nd + i] = uses_input(exprs[k], false, i);
  CmAffineValueVec res = {0};
  CmAffineExpr **dr = cm_xcalloc(nd + 1, sizeof *dr);
  CmAffineExpr **sr = cm_xcalloc(ns + 1, sizeof *sr);
  unsigned next_dim = 0, next_sym = 0;
  CmAffineValueVec seen = {0};
  CM_VEC(CmAffineExpr *) seen_e = {0};
  for (unsigned i = 0; i < nd; i++) {
    if (!used[i]) {
      dr[i] = cm_affine_dim(ctx, 0); /* unused: anything */
      continue;
    }
    size_t k = 0;
    for (; k < seen.len; k++)
      if (seen.data[k] == ops->data[i])
        break;
    if (k == seen.len) {
      dr[i] = cm_affine_dim(ctx, next_dim++);
      CM_VEC_PUSH(res, ops->data[i]);
      CM_VEC_PUSH(seen, ops->data[i]);
      CM_VEC_PUSH(seen_e, dr[i]);
    } else {
      dr[i] = seen_e.data[k];
    }
  }
  seen.len = 0;
  seen_e.len = 0;
  for (unsigned i = 0; i < ns; i++) {
    if (!used[nd + i]) {
      sr[i] = cm_affine_symbol(ctx, 0);
      continue;
    }
    CmValue *v = ops->data[nd + i];
    int64_t c;
    if (cm_affine_const_operand(v, &c)) {
      sr[i] = cm_affine_const(ctx, c);
      continue;
    }
    size_t k = 0;
    for (; k < seen.len; k++)
      if (seen.data[k] == v)
        break;
    if (k == seen.len) {
      sr[i] = cm_affine_symbol(ctx, next_sym++);
      CM_VEC_PUSH(res, v);
      CM_VEC_PUSH(seen, v);
      CM_VEC_PUSH(seen_e, sr[i]);
    } else {
      sr[i] = seen_e.data[k];
    }
  }
  for (unsigned k = 0; k < n; k++)
    exprs[k] = cm_affine_replace(exprs[k], dr, sr);
  ops->len = 0;
  for (size_t i = 0; i < res.len; i++)
    CM_VEC_PUSH(*ops, res.data[i]);
  CM_VEC_FREE(res);
  CM_VEC_FREE(seen);
  CM_VEC_FREE(seen_e);
  free(dr);
  free(sr);
  free(used);
  *ndp = next_dim;
  *nsp = next_sym;
}

bool cm_affine_canonicalize_map_and_operands(CmAffineMap **mapp,
                                             CmAffineValueVec *ops) {
  CmAffineMap *m = *mapp;
  if (!m || !ops->len)
    return false;
  if (canon_is_identity(m->results, m->num_results, m->num_dims, m->num_syms,
                        ops))
    return false;
  unsigned nd = m->num_dims, ns = m->num_syms;
  size_t old_len = ops->len;
  CmAffineExpr **rs = cm_xcalloc(m->num_results + 1, sizeof *rs);
  memcpy(rs, m->results, m->num_results * sizeof *rs);
  canon_exprs(m->ctx, rs, m->num_results, &nd, &ns, ops);
  *mapp = cm_affine_map(m->ctx, nd, ns, m->num_results, rs);
  free(rs);
  return *mapp != m || ops->len != old_len;
}

bool cm_affine_canonicalize_set_and_operands(CmIntegerSet **setp,
                                             CmAffineValueVec *ops) {
  CmIntegerSet *s = *setp;
  if (!s || !ops->len)
    return false;
  if (canon_is_identity(s->constraints, s->num_constraints, s->num_dims,
                        s->num_syms, ops))
    return false;
  unsigned nd = s->num_dims, ns = s->num_syms;
  size_t old_len = ops->len;
  CmAffineExpr **cs = cm_xcalloc(s->num_constraints + 1, sizeof *cs);
  memcpy(cs, s->constraints, s->num_constraints * sizeof *cs);
  canon_exprs(s->ctx, cs, s->num_constraints, &nd, &ns, ops);
  *setp = cm_integer_set(s->ctx, nd, ns, s->num_constraints, cs, s->is_eq);
  free(cs);
  return *setp != s || ops->len != old_len;
}
