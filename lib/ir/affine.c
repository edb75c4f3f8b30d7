/* affine.c - affine expressions, maps and integer sets.
 *
 * Constructors apply upstream MLIR 13's construction-time simplifications
 * (AffineExpr operator+ / operator* / floorDiv / ceilDiv / operator%), so
 * that the uniqued trees, printed naively, read as mlir-opt prints them. */
#include "ir_internal.h"

#include <stdlib.h>
#include <string.h>

/* Private extension of an expression: cached facts computed at creation,
 * so that simplification never re-walks subtrees. */
typedef struct CmAffineExprImpl {
  CmAffineExpr e; /* must be first */
  bool symbolic_or_const; /* no dims anywhere */
  bool pure;              /* no mod/div by a non-constant */
  int64_t divisor;        /* largest known divisor (upstream's rules) */
} CmAffineExprImpl;

static inline const CmAffineExprImpl *cm_impl(const CmAffineExpr *e) {
  return (const CmAffineExprImpl *)e;
}

bool cm_affine_is_symbolic_or_constant(const CmAffineExpr *e) {
  return cm_impl(e)->symbolic_or_const;
}
bool cm_affine_is_pure(const CmAffineExpr *e) { return cm_impl(e)->pure; }
int64_t cm_affine_largest_known_divisor(const CmAffineExpr *e) {
  return cm_impl(e)->divisor;
}

/* Wrapping arithmetic (upstream's int64 math wraps in practice). */
static inline int64_t cm_wadd(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a + (uint64_t)b);
}
static inline int64_t cm_wmul(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a * (uint64_t)b);
}
static inline int64_t cm_wneg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }
static inline int64_t cm_wabs(int64_t a) { return a < 0 ? cm_wneg(a) : a; }

/* Floor/ceil division and modulo for rhs >= 1. */
static int64_t cm_floordiv_i64(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t cm_ceildiv_i64(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) == (b < 0))) ? q + 1 : q;
}
static int64_t cm_mod_i64(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}
static uint64_t cm_gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* ---- raw uniquing ------------------------------------------------------------ */

typedef struct CmAffineKey {
  uint8_t kind;
  uint8_t pad[7];
  union {
    struct {
      CmAffineExpr *lhs, *rhs;
    } bin;
    int64_t value;
    uint64_t pos;
  } u;
} CmAffineKey;

static void *cm_affine_make(CmContext *ctx, const void *key, size_t keylen,
                            void *user) {
  (void)keylen;
  (void)user;
  const CmAffineKey *k = key;
  CmAffineExprImpl *x = cm_context_alloc(ctx, sizeof(CmAffineExprImpl),
                                         _Alignof(CmAffineExprImpl));
  x->e.kind = k->kind;
  x->e.ctx = ctx;
  switch ((CmAffineKind)k->kind) {
  case CM_AFFINE_CONST:
    x->e.value = k->u.value;
    x->symbolic_or_const = true;
    x->pure = true;
    x->divisor = cm_wabs(k->u.value);
    break;
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
    x->e.pos = (unsigned)k->u.pos;
    x->symbolic_or_const = k->kind == CM_AFFINE_SYMBOL;
    x->pure = true;
    x->divisor = 1;
    break;
  default: {
    const CmAffineExprImpl *l = cm_impl(k->u.bin.lhs);
    const CmAffineExprImpl *r = cm_impl(k->u.bin.rhs);
    x->e.bin.lhs = k->u.bin.lhs;
    x->e.bin.rhs = k->u.bin.rhs;
    x->symbolic_or_const = l->symbolic_or_const && r->symbolic_or_const;
    x->pure = l->pure && r->pure;
    /* upstream isPureAffine: a product needs a constant factor, a division
     * or modulo a constant right-hand side. */
    if (k->kind == CM_AFFINE_MUL)
      x->pure = x->pure && (l->e.kind == CM_AFFINE_CONST ||
                            r->e.kind == CM_AFFINE_CONST);
    else if (k->kind != CM_AFFINE_ADD)
      x->pure = x->pure && r->e.kind == CM_AFFINE_CONST;
    /* MLIR 13: the product for `*`, the gcd for `+`, `mod`, `floordiv`
     * and `ceildiv` (so `((d0 * 6) floordiv 4) mod 2` simplifies to 0 as
     * mlir-opt-13 does). */
    if (k->kind == CM_AFFINE_MUL)
      x->divisor = cm_wmul(l->divisor, r->divisor);
    else
      x->divisor = (int64_t)cm_gcd_u64((uint64_t)l->divisor,
                                       (uint64_t)r->divisor);
    break;
  }
  }
  return &x->e;
}

static CmAffineExpr *cm_affine_get(CmContext *ctx, CmAffineKey *k) {
  return cm_unique(ctx, CM_UNIQ_AFFINE_EXPR, k, sizeof(*k), cm_affine_make,
                   NULL);
}

static CmAffineExpr *cm_affine_bin(CmAffineKind kind, CmAffineExpr *l,
                                   CmAffineExpr *r) {
  CmAffineKey k;
  memset(&k, 0, sizeof(k));
  k.kind = (uint8_t)kind;
  k.u.bin.lhs = l;
  k.u.bin.rhs = r;
  return cm_affine_get(l->ctx, &k);
}

CmAffineExpr *cm_affine_const(CmContext *ctx, int64_t v) {
  CmAffineKey k;
  memset(&k, 0, sizeof(k));
  k.kind = CM_AFFINE_CONST;
  k.u.value = v;
  return cm_affine_get(ctx, &k);
}

CmAffineExpr *cm_affine_dim(CmContext *ctx, unsigned pos) {
  CmAffineKey k;
  memset(&k, 0, sizeof(k));
  k.kind = CM_AFFINE_DIM;
  k.u.pos = pos;
  return cm_affine_get(ctx, &k);
}

CmAffineExpr *cm_affine_symbol(CmContext *ctx, unsigned pos) {
  CmAffineKey k;
  memset(&k, 0, sizeof(k));
  k.kind = CM_AFFINE_SYMBOL;
  k.u.pos = pos;
  return cm_affine_get(ctx, &k);
}

#define IS_CONST(e) ((e)->kind == CM_AFFINE_CONST)
#define SYM_OR_CONST(e) (cm_impl(e)->symbolic_or_const)
#define DIVISOR(e) (cm_impl(e)->divisor)

static CmAffineExpr *cm_add_c(CmAffineExpr *a, int64_t c) {
  return cm_affine_add(a, cm_affine_const(a->ctx, c));
}
static CmAffineExpr *cm_mul_c(CmAffineExpr *a, int64_t c) {
  return cm_affine_mul(a, cm_affine_const(a->ctx, c));
}

/* ---- simplifications ----------------------------------------------------------- */

static CmAffineExpr *cm_simplify_add(CmAffineExpr *lhs, CmAffineExpr *rhs) {
  CmContext *ctx = lhs->ctx;
  if (IS_CONST(lhs) && IS_CONST(rhs))
    return cm_affine_const(ctx, cm_wadd(lhs->value, rhs->value));
  /* Constants go right; a symbolic operand goes right of a dim one. */
  if (IS_CONST(lhs) || (SYM_OR_CONST(lhs) && !SYM_OR_CONST(rhs)))
    return cm_affine_add(rhs, lhs);
  if (IS_CONST(rhs) && rhs->value == 0)
    return lhs;
  CmAffineExpr *lbin = lhs->kind <= CM_AFFINE_CEILDIV ? lhs : NULL;
  /* (e + c1) + c2 -> e + (c1 + c2) */
  if (lbin && IS_CONST(rhs) && lbin->kind == CM_AFFINE_ADD &&
      IS_CONST(lbin->bin.rhs))
    return cm_add_c(lbin->bin.lhs, cm_wadd(lbin->bin.rhs->value, rhs->value));
  /* c1 * e + c2 * e -> (c1 + c2) * e */
  int64_t c1 = 1, c2 = 1;
  CmAffineExpr *first = lhs, *second = rhs;
  if (lhs->kind == CM_AFFINE_MUL && IS_CONST(lhs->bin.rhs)) {
    c1 = lhs->bin.rhs->value;
    first = lhs->bin.lhs;
  }
  if (rhs->kind == CM_AFFINE_MUL && IS_CONST(rhs->bin.rhs)) {
    c2 = rhs->bin.rhs->value;
    second = rhs->bin.lhs;
  }
  if (first == second)
    return cm_mul_c(first, cm_wadd(c1, c2));
  /* (e + c) + f -> (e + f) + c */
  if (lbin && lbin->kind == CM_AFFINE_ADD && IS_CONST(lbin->bin.rhs))
    return cm_affine_add(cm_affine_add(lbin->bin.lhs, rhs), lbin->bin.rhs);
  /* e + (e floordiv c) * -c -> e mod c (upstream does not check that the
   * outer op of the right operand is a multiplication). */
  if (rhs->kind > CM_AFFINE_CEILDIV)
    return NULL;
  CmAffineExpr *lrhs = rhs->bin.lhs, *rrhs = rhs->bin.rhs;
  if (lrhs->kind != CM_AFFINE_FLOORDIV)
    return NULL;
  CmAffineExpr *llrhs = lrhs->bin.lhs, *rlrhs = lrhs->bin.rhs;
  if (lhs == llrhs && rlrhs == cm_affine_neg(rrhs))
    return cm_affine_mod(lhs, rlrhs);
  return NULL;
}

static CmAffineExpr *cm_simplify_mul(CmAffineExpr *lhs, CmAffineExpr *rhs) {
  CmContext *ctx = lhs->ctx;
  if (IS_CONST(lhs) && IS_CONST(rhs))
    return cm_affine_const(ctx, cm_wmul(lhs->value, rhs->value));
  /* Not affine (both sides have dims): build it as is; the parser reports
   * such expressions before constructing them. */
  if (!SYM_OR_CONST(lhs) && !SYM_OR_CONST(rhs))
    return NULL;
  if (!SYM_OR_CONST(rhs) || IS_CONST(lhs))
    return cm_affine_mul(rhs, lhs);
  if (IS_CONST(rhs)) {
    if (rhs->value == 1)
      return lhs;
    if (rhs->value == 0)
      return rhs;
  }
  /* (e * c1) * c2 -> e * (c1 * c2) */
  if (lhs->kind == CM_AFFINE_MUL && IS_CONST(rhs) && IS_CONST(lhs->bin.rhs))
    return cm_mul_c(lhs->bin.lhs, cm_wmul(lhs->bin.rhs->value, rhs->value));
  /* (e * c) * f -> (e * f) * c */
  if (lhs->kind == CM_AFFINE_MUL && IS_CONST(lhs->bin.rhs))
    return cm_affine_mul(cm_affine_mul(lhs->bin.lhs, rhs), lhs->bin.rhs);
  return NULL;
}

static CmAffineExpr *cm_simplify_floordiv(CmAffineExpr *lhs,
                                          CmAffineExpr *rhs) {
  if (!IS_CONST(rhs) || rhs->value < 1)
    return NULL;
  int64_t c = rhs->value;
  if (IS_CONST(lhs))
    return cm_affine_const(lhs->ctx, cm_floordiv_i64(lhs->value, c));
  if (c == 1)
    return lhs;
  if (lhs->kind == CM_AFFINE_MUL && IS_CONST(lhs->bin.rhs) &&
      lhs->bin.rhs->value % c == 0)
    return cm_mul_c(lhs->bin.lhs, lhs->bin.rhs->value / c);
  if (lhs->kind == CM_AFFINE_ADD) {
    int64_t ld = DIVISOR(lhs->bin.lhs), rd = DIVISOR(lhs->bin.rhs);
    if (ld % c == 0 || rd % c == 0)
      return cm_affine_add(cm_affine_floordiv(lhs->bin.lhs, rhs),
                           cm_affine_floordiv(lhs->bin.rhs, rhs));
  }
  return NULL;
}

static CmAffineExpr *cm_simplify_ceildiv(CmAffineExpr *lhs,
                                         CmAffineExpr *rhs) {
  if (!IS_CONST(rhs) || rhs->value < 1)
    return NULL;
  int64_t c = rhs->value;
  if (IS_CONST(lhs))
    return cm_affine_const(lhs->ctx, cm_ceildiv_i64(lhs->value, c));
  if (c == 1)
    return lhs;
  if (lhs->kind == CM_AFFINE_MUL && IS_CONST(lhs->bin.rhs) &&
      lhs->bin.rhs->value % c == 0)
    return cm_mul_c(lhs->bin.lhs, lhs->bin.rhs->value / c);
  return NULL;
}

static CmAffineExpr *cm_simplify_mod(CmAffineExpr *lhs, CmAffineExpr *rhs) {
  if (!IS_CONST(rhs) || rhs->value < 1)
    return NULL;
  int64_t c = rhs->value;
  if (IS_CONST(lhs))
    return cm_affine_const(lhs->ctx, cm_mod_i64(lhs->value, c));
  if (DIVISOR(lhs) % c == 0)
    return cm_affine_const(lhs->ctx, 0);
  if (lhs->kind == CM_AFFINE_ADD) {
    if (DIVISOR(lhs->bin.lhs) % c == 0)
      return cm_affine_mod(lhs->bin.rhs, rhs);
    if (DIVISOR(lhs->bin.rhs) % c == 0)
      return cm_affine_mod(lhs->bin.lhs, rhs);
  }
  return NULL;
}

/* ---- public constructors ---------------------------------------------------------- */

CmAffineExpr *cm_affine_add(CmAffineExpr *a, CmAffineExpr *b) {
  CmAffineExpr *s = cm_simplify_add(a, b);
  return s ? s : cm_affine_bin(CM_AFFINE_ADD, a, b);
}
CmAffineExpr *cm_affine_mul(CmAffineExpr *a, CmAffineExpr *b) {
  CmAffineExpr *s = cm_simplify_mul(a, b);
  return s ? s : cm_affine_bin(CM_AFFINE_MUL, a, b);
}
CmAffineExpr *cm_affine_mod(CmAffineExpr *a, CmAffineExpr *b) {
  CmAffineExpr *s = cm_simplify_mod(a, b);
  return s ? s : cm_affine_bin(CM_AFFINE_MOD, a, b);
}
CmAffineExpr *cm_affine_floordiv(CmAffineExpr *a, CmAffineExpr *b) {
  CmAffineExpr *s = cm_simplify_floordiv(a, b);
  return s ? s : cm_affine_bin(CM_AFFINE_FLOORDIV, a, b);
}
CmAffineExpr *cm_affine_ceildiv(CmAffineExpr *a, CmAffineExpr *b) {
  CmAffineExpr *s = cm_simplify_ceildiv(a, b);
  return s ? s : cm_affine_bin(CM_AFFINE_CEILDIV, a, b);
}
CmAffineExpr *cm_affine_neg(CmAffineExpr *a) { return cm_mul_c(a, -1); }
CmAffineExpr *cm_affine_sub(CmAffineExpr *a, CmAffineExpr *b) {
  return cm_affine_add(a, cm_affine_neg(b));
}

/* ---- maps ------------------------------------------------------------------------- */

typedef struct CmMapProto {
  unsigned num_dims, num_syms, n;
  CmAffineExpr *const *exprs;
  const bool *is_eq;
} CmMapProto;

static void *cm_map_make(CmContext *ctx, const void *key, size_t keylen,
                         void *user) {
  (void)key;
  (void)keylen;
  CmMapProto *p = user;
  CmAffineMap *m = cm_context_alloc(ctx, sizeof(CmAffineMap),
                                    _Alignof(CmAffineMap));
  m->ctx = ctx;
  m->num_dims = p->num_dims;
  m->num_syms = p->num_syms;
  m->num_results = p->n;
  if (p->n) {
    m->results = cm_context_alloc(ctx, sizeof(CmAffineExpr *) * p->n, 8);
    memcpy(m->results, p->exprs, sizeof(CmAffineExpr *) * p->n);
  }
  return m;
}

static void cm_map_key(CmKey *k, unsigned nd, unsigned ns, unsigned n,
                       CmAffineExpr *const *exprs) {
  cm_key_init(k);
  CM_KEY_PUT(k, nd);
  CM_KEY_PUT(k, ns);
  CM_KEY_PUT(k, n);
  cm_key_put(k, exprs, sizeof(CmAffineExpr *) * n);
}

CmAffineMap *cm_affine_map(CmContext *ctx, unsigned num_dims,
                           unsigned num_syms, unsigned num_results,
                           CmAffineExpr *const *results) {
  CmKey k;
  cm_map_key(&k, num_dims, num_syms, num_results, results);
  CmMapProto p = {num_dims, num_syms, num_results, results, NULL};
  CmAffineMap *m =
      cm_unique(ctx, CM_UNIQ_AFFINE_MAP, k.data, k.len, cm_map_make, &p);
  cm_key_free(&k);
  return m;
}

CmAffineMap *cm_affine_map_identity(CmContext *ctx, unsigned rank) {
  CmAffineExpr *buf[16] = {0};
  CmAffineExpr **r = rank <= 16 ? buf : cm_xmalloc(sizeof(*r) * rank);
  for (unsigned i = 0; i < rank; i++)
    r[i] = cm_affine_dim(ctx, i);
  CmAffineMap *m = cm_affine_map(ctx, rank, 0, rank, r);
  if (r != buf)
    free(r);
  return m;
}

bool cm_affine_map_is_identity(const CmAffineMap *m) {
  if (m->num_dims != m->num_results)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    const CmAffineExpr *e = m->results[i];
    if (e->kind != CM_AFFINE_DIM || e->pos != i)
      return false;
  }
  return true;
}

/* ---- integer sets ------------------------------------------------------------------- */

static void *cm_set_make(CmContext *ctx, const void *key, size_t keylen,
                         void *user) {
  (void)key;
  (void)keylen;
  CmMapProto *p = user;
  CmIntegerSet *s = cm_context_alloc(ctx, sizeof(CmIntegerSet),
                                     _Alignof(CmIntegerSet));
  s->ctx = ctx;
  s->num_dims = p->num_dims;
  s->num_syms = p->num_syms;
  s->num_constraints = p->n;
  if (p->n) {
    s->constraints = cm_context_alloc(ctx, sizeof(CmAffineExpr *) * p->n, 8);
    memcpy(s->constraints, p->exprs, sizeof(CmAffineExpr *) * p->n);
    s->is_eq = cm_context_alloc(ctx, sizeof(bool) * p->n, 1);
    memcpy(s->is_eq, p->is_eq, sizeof(bool) * p->n);
  }
  return s;
}

CmIntegerSet *cm_integer_set(CmContext *ctx, unsigned num_dims,
                             unsigned num_syms, unsigned n,
                             CmAffineExpr *const *constraints,
                             const bool *is_eq) {
  CmKey k;
  cm_map_key(&k, num_dims, num_syms, n, constraints);
  for (unsigned i = 0; i < n; i++)
    CM_KEY_PUT(&k, (uint8_t)(is_eq[i] ? 1 : 0));
  CmMapProto p = {num_dims, num_syms, n, constraints, is_eq};
  CmIntegerSet *s =
      cm_unique(ctx, CM_UNIQ_INTEGER_SET, k.data, k.len, cm_set_make, &p);
  cm_key_free(&k);
  return s;
}

CmAffineExpr *cm_affine_replace(CmAffineExpr *e, CmAffineExpr *const *dims,
                                CmAffineExpr *const *syms) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
    return dims ? dims[e->pos] : e;
  case CM_AFFINE_SYMBOL:
    return syms ? syms[e->pos] : e;
  case CM_AFFINE_CONST:
    return e;
  default:
    break;
  }
  CmAffineExpr *l = cm_affine_replace(e->bin.lhs, dims, syms);
  CmAffineExpr *r = cm_affine_replace(e->bin.rhs, dims, syms);
  if (l == e->bin.lhs && r == e->bin.rhs)
    return e;
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_ADD:
    return cm_affine_add(l, r);
  case CM_AFFINE_MUL:
    return cm_affine_mul(l, r);
  case CM_AFFINE_MOD:
    return cm_affine_mod(l, r);
  case CM_AFFINE_FLOORDIV:
    return cm_affine_floordiv(l, r);
  default:
    return cm_affine_ceildiv(l, r);
  }
}

/* ---- constant folding ---------------------------------------------------- */

bool cm_affine_expr_constant_fold(const CmAffineExpr *e, unsigned num_dims,
                                  const int64_t *vals, const bool *known,
                                  int64_t *out) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_CONST:
    *out = e->value;
    return true;
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL: {
    unsigned i = e->kind == CM_AFFINE_DIM ? e->pos : num_dims + e->pos;
    if (!known[i])
      return false;
    *out = vals[i];
    return true;
  }
  default:
    break;
  }
  int64_t l, r;
  if (!cm_affine_expr_constant_fold(e->bin.lhs, num_dims, vals, known, &l) ||
      !cm_affine_expr_constant_fold(e->bin.rhs, num_dims, vals, known, &r))
    return false;
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_ADD:
    *out = cm_wadd(l, r);
    return true;
  case CM_AFFINE_MUL:
    *out = cm_wmul(l, r);
    return true;
  default:
    break;
  }
  if (r < 1)
    return false;
  *out = e->kind == CM_AFFINE_MOD        ? cm_mod_i64(l, r)
         : e->kind == CM_AFFINE_FLOORDIV ? cm_floordiv_i64(l, r)
                                         : cm_ceildiv_i64(l, r);
  return true;
}
