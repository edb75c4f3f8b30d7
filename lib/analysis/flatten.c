/* flatten.c - flattening pure affine expressions into coefficient rows
 * (13's SimpleAffineExprFlattener / AffineExprFlattener): mod, floordiv and
 * ceildiv by constants become local identifiers q = floor(e / c) shared
 * between the expressions flattened together, with the inequalities
 * c*q <= e <= c*q + c - 1 recorded in a constraint system.  Also the way
 * back (getAffineExprFromFlatForm), simplifyAffineExpr / Map, and the
 * constraint systems of integer sets and maps. */
#include "analysis_internal.h"
#include "../ir/ir_internal.h" /* CmContext::id */

#include <pthread.h>

#include <stdlib.h>
#include <string.h>

typedef struct Flattener {
  unsigned nd, ns, nl;
  int64_t **stack; /* rows of width nd + ns + nl + 1 */
  unsigned depth, cap;
  CM_VEC(CmAffineExpr *) locals;
  CmFac cst;  /* dims, syms, locals: the local definitions */
  CmFac chk;  /* overflow flag for the arithmetic */
  CmContext *ctx;
  bool failed;
} Flattener;

static unsigned fl_width(const Flattener *fl) {
  return fl->nd + fl->ns + fl->nl + 1;
}

static int64_t *fl_push(Flattener *fl) {
  if (fl->depth == fl->cap) {
    fl->cap = fl->cap ? fl->cap * 2 : 8;
    fl->stack = cm_xrealloc(fl->stack, fl->cap * sizeof(int64_t *));
  }
  int64_t *r = cm_xcalloc(fl_width(fl), sizeof(int64_t));
  fl->stack[fl->depth++] = r;
  return r;
}

/* Adds a local (13's addLocalFloorDivId): a zero column before the
 * constant of every row on the stack, and its definition in `cst`. */
static void fl_add_local(Flattener *fl, const int64_t *dividend,
                         int64_t divisor, CmAffineExpr *e) {
  unsigned w = fl_width(fl);
  for (unsigned i = 0; i < fl->depth; i++) {
    int64_t *r = cm_xrealloc(fl->stack[i], (w + 1) * sizeof(int64_t));
    r[w] = r[w - 1];
    r[w - 1] = 0;
    fl->stack[i] = r;
  }
  CM_VEC_PUSH(fl->locals, e);
  cm_fac_add_local_floordiv(&fl->cst, dividend, divisor);
  fl->nl++;
}

static int fl_find_local(const Flattener *fl, const CmAffineExpr *e) {
  for (size_t i = 0; i < fl->locals.len; i++)
    if (fl->locals.data[i] == e)
      return (int)i;
  return -1;
}

static void fl_walk(Flattener *fl, CmAffineExpr *e) {
  if (fl->failed)
    return;
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_CONST:
    fl_push(fl)[fl_width(fl) - 1] = e->value;
    return;
  case CM_AFFINE_DIM:
    if (e->pos >= fl->nd) {
      fl->failed = true;
      return;
    }
    fl_push(fl)[e->pos] = 1;
    return;
  case CM_AFFINE_SYMBOL:
    if (e->pos >= fl->ns) {
      fl->failed = true;
      return;
    }
    fl_push(fl)[fl->nd + e->pos] = 1;
    return;
  default:
    break;
  }
  fl_walk(fl, e->bin.lhs);
  fl_walk(fl, e->bin.rhs);
  if (fl->failed)
    return;
  unsigned w = fl_width(fl);
  int64_t *rhs = fl->stack[fl->depth - 1], *lhs = fl->stack[fl->depth - 2];
  CmFac *k = &fl->chk;
  bool rhs_const = true;
  for (unsigned i = 0; i + 1 < w; i++)
    if (rhs[i]) {
      rhs_const = false;
      break;
    }
  if (e->kind == CM_AFFINE_ADD) {
    for (unsigned i = 0; i < w; i++)
      lhs[i] = cm_fac_cadd(k, lhs[i], rhs[i]);
    free(rhs);
    fl->depth--;
    goto check;
  }
  if (e->kind == CM_AFFINE_MUL) {
    if (!rhs_const) {
      /* a constant on the left (not built by our constructors) */
      bool lhs_const = true;
      for (unsigned i = 0; i + 1 < w; i++)
        if (lhs[i])
          lhs_const = false;
      if (!lhs_const) {
        fl->failed = true;
        return;
      }
      int64_t c = lhs[w - 1];
      for (unsigned i = 0; i < w; i++)
        lhs[i] = cm_fac_cmul(k, rhs[i], c);
    } else {
      int64_t c = rhs[w - 1];
      for (unsigned i = 0; i < w; i++)
        lhs[i] = cm_fac_cmul(k, lhs[i], c);
    }
    free(rhs);
    fl->depth--;
    goto check;
  }
  /* mod, floordiv, ceildiv: a positive constant right-hand side */
  if (!rhs_const || rhs[w - 1] <= 0) {
    fl->failed = true;
    return;
  }
  int64_t c = rhs[w - 1];
  free(rhs);
  fl->depth--;
  uint64_t g = (uint64_t)c;
  if (e->kind == CM_AFFINE_MOD) {
    unsigned i;
    for (i = 0; i < w; i++)
      if (lhs[i] % c != 0)
        break;
    if (i == w) {
      memset(lhs, 0, w * sizeof(int64_t));
      goto check;
    }
    int64_t *dividend = cm_xmalloc(w * sizeof(int64_t));
    memcpy(dividend, lhs, w * sizeof(int64_t));
    for (i = 0; i < w; i++)
      g = cm_gcd64(g, lhs[i] < 0 ? (uint64_t)0 - (uint64_t)lhs[i]
                                 : (uint64_t)lhs[i]);
    if (g != 1)
      for (i = 0; i < w; i++)
        dividend[i] /= (int64_t)g;
    int64_t divisor = c / (int64_t)g;
    CmAffineExpr *de = cm_affine_from_flat(fl->ctx, dividend, w, fl->nd,
                                           fl->ns, fl->locals.data);
    CmAffineExpr *q = cm_affine_floordiv(de, cm_affine_const(fl->ctx, divisor));
    int loc = fl_find_local(fl, q);
    if (loc < 0) {
      fl_add_local(fl, dividend, divisor, q);
      lhs = fl->stack[fl->depth - 1];
      w = fl_width(fl);
      lhs[w - 2] = cm_fac_cneg(k, c);
    } else {
      lhs[fl->nd + fl->ns + (unsigned)loc] = cm_fac_cneg(k, c);
    }
    free(dividend);
    goto check;
  }
  /* floordiv / ceildiv */
  bool ceil = e->kind == CM_AFFINE_CEILDIV;
  for (unsigned i = 0; i < w; i++)
    g = cm_gcd64(g, lhs[i] < 0 ? (uint64_t)0 - (uint64_t)lhs[i]
                               : (uint64_t)lhs[i]);
  if (g != 1)
    for (unsigned i = 0; i < w; i++)
      lhs[i] /= (int64_t)g;
  int64_t divisor = c / (int64_t)g;
  if (divisor == 1)
    goto check;
  CmAffineExpr *a =
      cm_affine_from_flat(fl->ctx, lhs, w, fl->nd, fl->ns, fl->locals.data);
  CmAffineExpr *b = cm_affine_const(fl->ctx, divisor);
  CmAffineExpr *de = ceil ? cm_affine_ceildiv(a, b) : cm_affine_floordiv(a, b);
  int loc = fl_find_local(fl, de);
  if (loc < 0) {
    int64_t *dividend = cm_xmalloc(w * sizeof(int64_t));
    memcpy(dividend, lhs, w * sizeof(int64_t));
    if (ceil)
      dividend[w - 1] = cm_fac_cadd(k, dividend[w - 1], divisor - 1);
    fl_add_local(fl, dividend, divisor, de);
    free(dividend);
    lhs = fl->stack[fl->depth - 1];
    w = fl_width(fl);
  }
  memset(lhs, 0, w * sizeof(int64_t));
  lhs[loc < 0 ? w - 2 : fl->nd + fl->ns + (unsigned)loc] = 1;
check:
  if (!cm_fac_ok(k) || !cm_fac_ok(&fl->cst))
    fl->failed = true;
}

static void fl_free(Flattener *fl) {
  for (unsigned i = 0; i < fl->depth; i++)
    free(fl->stack[i]);
  free(fl->stack);
  CM_VEC_FREE(fl->locals);
  cm_fac_free(&fl->cst);
}

CmResult cm_affine_flatten(CmAffineExpr *const *exprs, unsigned n,
                           unsigned nd, unsigned ns, int64_t **rows,
                           unsigned *num_cols, CmFac *local_cst,
                           CmAffineExpr ***local_exprs) {
  Flattener fl;
  memset(&fl, 0, sizeof fl);
  fl.nd = nd;
  fl.ns = ns;
  cm_fac_init(&fl.cst, nd, ns, 0);
  for (unsigned i = 0; i < n && !fl.failed; i++) {
    if (!cm_affine_is_pure(exprs[i])) {
      fl.failed = true;
      break;
    }
    fl.ctx = exprs[i]->ctx;
    fl_walk(&fl, exprs[i]);
  }
  if (fl.failed || fl.depth != n) {
    fl_free(&fl);
    return CM_FAILURE;
  }
  unsigned w = fl_width(&fl);
  *num_cols = w;
  *rows = cm_xmalloc(((size_t)n * w + 1) * sizeof(int64_t));
  for (unsigned i = 0; i < n; i++)
    memcpy(*rows + (size_t)i * w, fl.stack[i], w * sizeof(int64_t));
  if (local_cst) {
    *local_cst = fl.cst;
    memset(&fl.cst, 0, sizeof fl.cst);
  }
  if (local_exprs) {
    *local_exprs = cm_xmalloc((fl.locals.len + 1) * sizeof(CmAffineExpr *));
    if (fl.locals.len)
      memcpy(*local_exprs, fl.locals.data,
             fl.locals.len * sizeof(CmAffineExpr *));
  }
  fl_free(&fl);
  return CM_SUCCESS;
}

CmAffineExpr *cm_affine_from_flat(CmContext *ctx, const int64_t *row,
                                  unsigned num_cols, unsigned nd, unsigned ns,
                                  CmAffineExpr *const *local_exprs) {
  CmAffineExpr *e = cm_affine_const(ctx, 0);
  for (unsigned j = 0; j < nd + ns; j++) {
    if (!row[j])
      continue;
    CmAffineExpr *id =
        j < nd ? cm_affine_dim(ctx, j) : cm_affine_symbol(ctx, j - nd);
    e = cm_affine_add(e, cm_affine_mul(id, cm_affine_const(ctx, row[j])));
  }
  for (unsigned j = nd + ns; j + 1 < num_cols; j++) {
    if (!row[j])
      continue;
    e = cm_affine_add(e, cm_affine_mul(local_exprs[j - nd - ns],
                                       cm_affine_const(ctx, row[j])));
  }
  if (row[num_cols - 1])
    e = cm_affine_add(e, cm_affine_const(ctx, row[num_cols - 1]));
  return e;
}

/* ---- memo of simplifications ---------------------------------------------
 * Expressions and maps are uniqued and live as long as their context, and
 * simplification is a function of (expression, #dims, #symbols): each
 * thread remembers its recent answers in a direct-mapped table tagged by
 * the context's id (never reused), so the analyses, which simplify the
 * same access maps over and over, flatten each once. */
#define SIMP_MEMO_BITS 12
typedef struct SimpMemoEntry {
  uint64_t ctx_id;
  const void *key;
  unsigned nd, ns;
  void *val;
} SimpMemoEntry;
typedef struct SimpMemo {
  SimpMemoEntry e[1u << SIMP_MEMO_BITS];
} SimpMemo;
static _Thread_local SimpMemo *tl_simp_memo;
static pthread_key_t simp_memo_key;
static pthread_once_t simp_memo_once = PTHREAD_ONCE_INIT;
static void simp_memo_key_init(void) {
  pthread_key_create(&simp_memo_key, free);
}

/* The slot for (key, nd, ns) of context `ctx`; kind separates expressions
 * from maps. */
static SimpMemoEntry *simp_memo_slot(CmContext *ctx, const void *key,
                                     unsigned nd, unsigned ns, unsigned kind) {
  SimpMemo *m = tl_simp_memo;
  if (!m) {
    pthread_once(&simp_memo_once, simp_memo_key_init);
    m = tl_simp_memo = cm_xcalloc(1, sizeof *m);
    pthread_setspecific(simp_memo_key, m);
  }
  uint64_t h = (uint64_t)(uintptr_t)key * 0x9e3779b97f4a7c15ull;
  h ^= ((uint64_t)nd << 20 | (uint64_t)ns << 4 | kind) * 0xc2b2ae3d27d4eb4full;
  (void)ctx;
  return &m->e[h >> (64 - SIMP_MEMO_BITS)];
}
static void *simp_memo_get(CmContext *ctx, const void *key, unsigned nd,
                           unsigned ns, unsigned kind) {
  SimpMemoEntry *s = simp_memo_slot(ctx, key, nd, ns, kind);
  if (s->ctx_id == ctx->id && s->key == key && s->nd == nd &&
      s->ns == (ns << 1 | kind))
    return s->val;
  return NULL;
}
static void simp_memo_put(CmContext *ctx, const void *key, unsigned nd,
                          unsigned ns, unsigned kind, void *val) {
  SimpMemoEntry *s = simp_memo_slot(ctx, key, nd, ns, kind);
  s->ctx_id = ctx->id;
  s->key = key;
  s->nd = nd;
  s->ns = ns << 1 | kind;
  s->val = val;
}

static CmAffineExpr *simplify_uncached(CmAffineExpr *e, unsigned nd,
                                       unsigned ns);

CmAffineExpr *cm_affine_simplify(CmAffineExpr *e, unsigned nd, unsigned ns) {
  if (!cm_affine_is_pure(e))
    e = cm_affine_simplify_semi_affine(e);
  if (!cm_affine_is_pure(e))
    return e;
  CmAffineExpr *r = simp_memo_get(e->ctx, e, nd, ns, 0);
  if (!r) {
    r = simplify_uncached(e, nd, ns);
    simp_memo_put(e->ctx, e, nd, ns, 0, r);
  }
  return r;
}

CmAffineMap *cm_affine_map_simplify(CmAffineMap *map) {
  CmAffineMap *m = simp_memo_get(map->ctx, map, map->num_dims, map->num_syms, 1);
  if (m)
    return m;
  unsigned n = map->num_results;
  CmAffineExpr **rs = cm_xcalloc(n + 1, sizeof *rs);
  bool same = true;
  for (unsigned i = 0; i < n; i++) {
    rs[i] = cm_affine_simplify(map->results[i], map->num_dims, map->num_syms);
    same &= rs[i] == map->results[i];
  }
  m = same ? map
           : cm_affine_map(map->ctx, map->num_dims, map->num_syms, n, rs);
  free(rs);
  simp_memo_put(map->ctx, map, map->num_dims, map->num_syms, 1, m);
  return m;
}

static CmAffineExpr *simplify_uncached(CmAffineExpr *e, unsigned nd,
                                       unsigned ns) {
  int64_t *rows;
  unsigned nc;
  CmAffineExpr **locals;
  if (cm_failed(cm_affine_flatten(&e, 1, nd, ns, &rows, &nc, NULL, &locals)))
    return e;
  CmAffineExpr *r = cm_affine_from_flat(e->ctx, rows, nc, nd, ns, locals);
  free(rows);
  free(locals);
  return r;
}

CmResult cm_fac_from_integer_set(CmFac *f, CmIntegerSet *set) {
  int64_t *rows;
  unsigned nc;
  CmFac local;
  cm_fac_init(f, set->num_dims, set->num_syms, 0);
  if (!set->num_constraints)
    return CM_SUCCESS;
  if (cm_failed(cm_affine_flatten(set->constraints, set->num_constraints,
                                  set->num_dims, set->num_syms, &rows, &nc,
                                  &local, NULL)))
    return CM_FAILURE;
  cm_fac_append_id(f, CM_FAC_LOCAL, cm_fac_num_locals(&local));
  for (unsigned i = 0; i < set->num_constraints; i++) {
    if (set->is_eq[i])
      cm_fac_add_eq(f, rows + (size_t)i * nc);
    else
      cm_fac_add_ineq(f, rows + (size_t)i * nc);
  }
  cm_fac_append(f, &local);
  cm_fac_free(&local);
  free(rows);
  return cm_fac_ok(f) ? CM_SUCCESS : CM_FAILURE;
}
