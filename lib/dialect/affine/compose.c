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

#include <stdlib.h>
#include <string.h>

/* ---- flattening ------------------------------------------------------------ */
typedef struct Flat {
  CmContext *ctx;
  unsigned nd, ns, nlocals;
  CM_VEC(CmAffineExpr *) locals;
  /* the operand stack: each entry has nd + ns + nlocals + 1 columns */
  CM_VEC(int64_t *) stack;
  CM_VEC(unsigned) widths;
} Flat;

static unsigned flat_width(Flat *f) { return f->nd + f->ns + f->nlocals + 1; }

static void flat_push(Flat *f, int64_t *v) {
  CM_VEC_PUSH(f->stack, v);
  CM_VEC_PUSH(f->widths, flat_width(f));
}

static int64_t *flat_zero(Flat *f) {
  return cm_xcalloc(flat_width(f), sizeof(int64_t));
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}
static uint64_t abs_u64(int64_t v) {
  return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
}

CmAffineExpr *cm_affine_expr_from_flat(CmContext *ctx, const int64_t *flat,
                                       unsigned nd, unsigned ns,
                                       unsigned nlocals,
                                       CmAffineExpr *const *locals) {
  CmAffineExpr *e = cm_affine_const(ctx, 0);
  for (unsigned j = 0; j < nd + ns; j++) {
    if (!flat[j])
      continue;
    CmAffineExpr *id =
        j < nd ? cm_affine_dim(ctx, j) : cm_affine_symbol(ctx, j - nd);
    e = cm_affine_add(e, cm_affine_mul(id, cm_affine_const(ctx, flat[j])));
  }
  for (unsigned j = 0; j < nlocals; j++) {
    int64_t c = flat[nd + ns + j];
    if (!c)
      continue;
    e = cm_affine_add(e, cm_affine_mul(locals[j], cm_affine_const(ctx, c)));
  }
  int64_t k = flat[nd + ns + nlocals];
  if (k)
    e = cm_affine_add(e, cm_affine_const(ctx, k));
  return e;
}

static int find_local(Flat *f, CmAffineExpr *e) {
  for (size_t i = 0; i < f->locals.len; i++)
    if (f->locals.data[i] == e)
      return (int)i;
  return -1;
}

/* addLocalFloorDivId: a new local column in every stack entry */
static void add_local(Flat *f, CmAffineExpr *e) {
  unsigned at = f->nd + f->ns + f->nlocals;
  for (size_t i = 0; i < f->stack.len; i++) {
    unsigned w = f->widths.data[i];
    int64_t *v = cm_xrealloc(f->stack.data[i], (w + 1) * sizeof(int64_t));
    memmove(v + at + 1, v + at, (w - at) * sizeof(int64_t));
    v[at] = 0;
    f->stack.data[i] = v;
    f->widths.data[i] = w + 1;
  }
  CM_VEC_PUSH(f->locals, e);
  f->nlocals++;
}

static CmAffineExpr *flat_expr_of(Flat *f, const int64_t *v) {
  return cm_affine_expr_from_flat(f->ctx, v, f->nd, f->ns, f->nlocals,
                                  f->locals.data);
}

static void flatten(Flat *f, const CmAffineExpr *e) {
  switch (e->kind) {
  case CM_AFFINE_DIM: {
    int64_t *v = flat_zero(f);
    v[e->pos] = 1;
    flat_push(f, v);
    return;
  }
  case CM_AFFINE_SYMBOL: {
    int64_t *v = flat_zero(f);
    v[f->nd + e->pos] = 1;
    flat_push(f, v);
    return;
  }
  case CM_AFFINE_CONST: {
    int64_t *v = flat_zero(f);
    v[flat_width(f) - 1] = e->value;
    flat_push(f, v);
    return;
  }
  default:
    break;
  }
  flatten(f, e->bin.lhs);
  flatten(f, e->bin.rhs);
  size_t top = f->stack.len - 1;
  int64_t *rhs = f->stack.data[top];
  unsigned w = f->widths.data[top];
  int64_t *lhs = f->stack.data[top - 1];
  if (e->kind == CM_AFFINE_ADD) {
    for (unsigned i = 0; i < w; i++)
      lhs[i] = (int64_t)((uint64_t)lhs[i] + (uint64_t)rhs[i]);
    free(rhs);
    f->stack.len--;
    f->widths.len--;
    return;
  }
  int64_t c = rhs[w - 1];
  free(rhs);
  f->stack.len--;
  f->widths.len--;
  w = f->widths.data[top - 1];
  if (e->kind == CM_AFFINE_MUL) {
    for (unsigned i = 0; i < w; i++)
      lhs[i] = (int64_t)((uint64_t)lhs[i] * (uint64_t)c);
    return;
  }
  CmContext *ctx = f->ctx;
  if (e->kind == CM_AFFINE_MOD) {
    unsigned i;
    for (i = 0; i < w; i++)
      if (lhs[i] % c)
        break;
    if (i == w) {
      memset(lhs, 0, w * sizeof(int64_t));
      return;
    }
    int64_t *div = cm_xmalloc(w * sizeof(int64_t));
    memcpy(div, lhs, w * sizeof(int64_t));
    uint64_t g = (uint64_t)c;
    for (i = 0; i < w; i++)
      g = gcd_u64(g, abs_u64(lhs[i]));
    if (g != 1)
      for (i = 0; i < w; i++)
        div[i] /= (int64_t)g;
    int64_t divisor = c / (int64_t)g;
    CmAffineExpr *fd = cm_affine_floordiv(flat_expr_of(f, div),
                                          cm_affine_const(ctx, divisor));
    free(div);
    int loc = find_local(f, fd);
    if (loc < 0) {
      add_local(f, fd);
      lhs = f->stack.data[top - 1];
      lhs[f->nd + f->ns + f->nlocals - 1] = -c;
    } else {
      lhs[f->nd + f->ns + loc] = -c;
    }
    return;
  }
  /* floordiv / ceildiv */
  uint64_t g = (uint64_t)c;
  for (unsigned i = 0; i < w; i++)
    g = gcd_u64(g, abs_u64(lhs[i]));
  if (g != 1)
    for (unsigned i = 0; i < w; i++)
      lhs[i] /= (int64_t)g;
  int64_t divisor = c / (int64_t)g;
  if (divisor == 1)
    return;
  CmAffineExpr *a = flat_expr_of(f, lhs);
  CmAffineExpr *b = cm_affine_const(ctx, divisor);
  CmAffineExpr *de = e->kind == CM_AFFINE_CEILDIV ? cm_affine_ceildiv(a, b)
                                                  : cm_affine_floordiv(a, b);
  int loc = find_local(f, de);
  if (loc < 0)
    add_local(f, de);
  lhs = f->stack.data[top - 1];
  w = f->widths.data[top - 1];
  memset(lhs, 0, w * sizeof(int64_t));
  lhs[f->nd + f->ns + (loc < 0 ? (int)f->nlocals - 1 : loc)] = 1;
}

/* Whether every mod / div has a positive constant right-hand side and
 * every product a constant factor (13's isPureAffine plus the positive
 * divisors the flattener asserts). */
static bool flattenable(const CmAffineExpr *e) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
    return true;
  case CM_AFFINE_ADD:
    return flattenable(e->bin.lhs) && flattenable(e->bin.rhs);
  case CM_AFFINE_MUL:
    return flattenable(e->bin.lhs) && flattenable(e->bin.rhs) &&
           (e->bin.lhs->kind == CM_AFFINE_CONST ||
            e->bin.rhs->kind == CM_AFFINE_CONST) &&
           e->bin.rhs->kind == CM_AFFINE_CONST;
  default:
    return flattenable(e->bin.lhs) && e->bin.rhs->kind == CM_AFFINE_CONST &&
           e->bin.rhs->value > 0;
  }
}

CmAffineExpr *cm_affine_expr_simplify(CmAffineExpr *e, unsigned nd,
                                      unsigned ns) {
  if (!flattenable(e))
    return e;
  Flat f;
  memset(&f, 0, sizeof f);
  f.ctx = e->ctx;
  f.nd = nd;
  f.ns = ns;
  flatten(&f, e);
  CmAffineExpr *r = flat_expr_of(&f, f.stack.data[0]);
  for (size_t i = 0; i < f.stack.len; i++)
    free(f.stack.data[i]);
  CM_VEC_FREE(f.stack);
  CM_VEC_FREE(f.widths);
  CM_VEC_FREE(f.locals);
  return r;
}

CmAffineMap *cm_affine_map_simplify(CmAffineMap *map) {
  unsigned n = map->num_results;
  CmAffineExpr **rs = cm_xcalloc(n + 1, sizeof *rs);
  for (unsigned i = 0; i < n; i++)
    rs[i] = cm_affine_expr_simplify(map->results[i], map->num_dims,
                                    map->num_syms);
  CmAffineMap *m = cm_affine_map(map->ctx, map->num_dims, map->num_syms, n, rs);
  free(rs);
  return m;
}

/* Flattens `e` without local variables into `out` (nd + ns + 1 columns);
 * false if it needs locals (mod / div) or is not pure affine. */
static bool flatten_no_locals(CmAffineExpr *e, unsigned nd, unsigned ns,
                              int64_t *out) {
  if (!flattenable(e))
    return false;
  Flat f;
  memset(&f, 0, sizeof f);
  f.ctx = e->ctx;
  f.nd = nd;
  f.ns = ns;
  flatten(&f, e);
  bool ok = f.nlocals == 0;
  if (ok)
    memcpy(out, f.stack.data[0], (nd + ns + 1) * sizeof(int64_t));
  for (size_t i = 0; i < f.stack.len; i++)
    free(f.stack.data[i]);
  CM_VEC_FREE(f.stack);
  CM_VEC_FREE(f.widths);
  CM_VEC_FREE(f.locals);
  return ok;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* 13's simplifyIntegerSet (-simplify-affine-structures): the set as flat
 * constraints; an empty one becomes the canonical empty set (1 == 0); else
 * removeTrivialRedundancy (GCD tightening and normalization, trivially
 * true and duplicate inequalities dropped, of inequalities differing only
 * in the constant the tightest kept) and back to a set, equalities first.
 * Emptiness is detected for what the constraints show on their own
 * (infeasible constants, the GCD test of an equality, two opposite
 * inequalities); 13's full Fourier-Motzkin check is not done. */
CmIntegerSet *cm_integer_set_simplify(CmIntegerSet *set) {
  CmContext *ctx = set->ctx;
  unsigned nd = set->num_dims, ns = set->num_syms, w = nd + ns + 1;
  unsigned n = set->num_constraints;
  int64_t *rows = cm_xcalloc((size_t)(n + 1) * w, sizeof *rows);
  for (unsigned i = 0; i < n; i++)
    if (!flatten_no_locals(set->constraints[i], nd, ns, rows + (size_t)i * w)) {
      free(rows);
      return set;
    }
  bool empty = false;
  bool *drop = cm_xcalloc(n + 1, sizeof *drop);
  for (unsigned i = 0; i < n && !empty; i++) {
    int64_t *r = rows + (size_t)i * w;
    uint64_t g = 0;
    for (unsigned j = 0; j + 1 < w; j++)
      g = gcd_u64(g, abs_u64(r[j]));
    if (set->is_eq[i]) {
      if (!g) {
        empty = r[w - 1] != 0;
        continue;
      }
      if (r[w - 1] % (int64_t)g) {
        empty = true; /* GCD test */
        continue;
      }
      uint64_t ga = gcd_u64(g, abs_u64(r[w - 1]));
      if (ga > 1)
        for (unsigned j = 0; j < w; j++)
          r[j] /= (int64_t)ga;
    } else {
      if (!g) {
        if (r[w - 1] < 0)
          empty = true;
        continue;
      }
      if (g > 1) {
        r[w - 1] = floor_div(r[w - 1], (int64_t)g);
        for (unsigned j = 0; j + 1 < w; j++)
          r[j] /= (int64_t)g;
      }
    }
  }
  /* opposite inequalities a >= -c1 and -a >= -c2 with c1 + c2 < 0 */
  for (unsigned i = 0; i < n && !empty; i++) {
    if (set->is_eq[i])
      continue;
    int64_t *a = rows + (size_t)i * w;
    for (unsigned k = i + 1; k < n && !empty; k++) {
      if (set->is_eq[k])
        continue;
      int64_t *b = rows + (size_t)k * w;
      bool opp = true, nonzero = false;
      for (unsigned j = 0; j + 1 < w && opp; j++) {
        opp = a[j] == -b[j];
        nonzero = nonzero || a[j];
      }
      if (opp && nonzero && a[w - 1] + b[w - 1] < 0)
        empty = true;
    }
  }
  CmIntegerSet *res;
  if (empty) {
    CmAffineExpr *one = cm_affine_const(ctx, 1);
    bool eq = true;
    res = cm_integer_set(ctx, nd, ns, 1, &one, &eq);
    free(rows);
    free(drop);
    return res;
  }
  /* removeTrivialRedundancy on the inequalities */
  for (unsigned i = 0; i < n; i++) {
    if (set->is_eq[i])
      continue;
    int64_t *r = rows + (size_t)i * w;
    bool trivial = true;
    for (unsigned j = 0; j + 1 < w; j++)
      trivial = trivial && !r[j];
    if (trivial) { /* (the negative case was found empty above) */
      drop[i] = true;
      continue;
    }
    for (unsigned k = 0; k < i; k++) {
      if (set->is_eq[k] || drop[k])
        continue;
      int64_t *o = rows + (size_t)k * w;
      if (memcmp(o, r, (w - 1) * sizeof *r))
        continue;
      if (o[w - 1] > r[w - 1])
        drop[k] = true;
      else
        drop[i] = true;
      break;
    }
  }
  CM_VEC(CmAffineExpr *) cs = {0};
  CM_VEC(bool) eqs = {0};
  for (int pass = 0; pass < 2; pass++)
    for (unsigned i = 0; i < n; i++) {
      if (set->is_eq[i] != (pass == 0) || drop[i])
        continue;
      CM_VEC_PUSH(cs, cm_affine_expr_from_flat(ctx, rows + (size_t)i * w, nd,
                                               ns, 0, NULL));
      CM_VEC_PUSH(eqs, pass == 0);
    }
  if (!cs.len) {
    CmAffineExpr *zero = cm_affine_const(ctx, 0);
    bool eq = true;
    res = cm_integer_set(ctx, nd, ns, 1, &zero, &eq);
  } else {
    res = cm_integer_set(ctx, nd, ns, (unsigned)cs.len, cs.data, eqs.data);
  }
  CM_VEC_FREE(cs);
  CM_VEC_FREE(eqs);
  free(rows);
  free(drop);
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
        changed = true;
      }
      if (!changed)
        break;
    }
    /* prune the replaced (NULL) operands */
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
static bool const_operand(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* 13's canonicalizeMapOrSetAndOperands on the expressions `exprs` (the
 * results of a map or the constraints of a set) over nd dims / ns syms.
 * Rewrites exprs in place; *nd / *ns get the new counts. */
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
    if (const_operand(v, &c)) {
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
  unsigned nd = s->num_dims, ns = s->num_syms;
  size_t old_len = ops->len;
  CmAffineExpr **cs = cm_xcalloc(s->num_constraints + 1, sizeof *cs);
  memcpy(cs, s->constraints, s->num_constraints * sizeof *cs);
  canon_exprs(s->ctx, cs, s->num_constraints, &nd, &ns, ops);
  *setp = cm_integer_set(s->ctx, nd, ns, s->num_constraints, cs, s->is_eq);
  free(cs);
  return *setp != s || ops->len != old_len;
}
