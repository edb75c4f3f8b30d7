/* fac.c - integer constraint systems over dims, symbols and locals, with
 * MLIR 13's FlatAffineConstraints semantics: Gaussian and Fourier-Motzkin
 * elimination with GCD tightening and trivial-redundancy pruning, the GCD
 * emptiness test, constant bounds, bound maps.  All arithmetic is checked:
 * an overflow or an oversized system marks the system failed (sticky),
 * see include/cmlir/analysis/affine.h. */
#include "analysis_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- checked arithmetic -------------------------------------------------- */

void cm_fac_fail(CmFac *f, CmFacStatus s) {
  if (f->status == CM_FAC_OK)
    f->status = s;
}

/* INT64_MIN counts as an overflow too: no coefficient ever holds it, so
 * negating a coefficient is always defined. */
int64_t cm_fac_cadd(CmFac *f, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r) || r == INT64_MIN) {
    cm_fac_fail(f, CM_FAC_OVERFLOW);
    return 0;
  }
  return r;
}
int64_t cm_fac_cmul(CmFac *f, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r) || r == INT64_MIN) {
    cm_fac_fail(f, CM_FAC_OVERFLOW);
    return 0;
  }
  return r;
}
int64_t cm_fac_cneg(CmFac *f, int64_t a) {
  if (a == INT64_MIN) {
    cm_fac_fail(f, CM_FAC_OVERFLOW);
    return 0;
  }
  return -a;
}
static inline uint64_t gcd64(uint64_t a, uint64_t b) {
  /* Constraint rows are mostly 0 and +-1: skip the divisions then. */
  if (a <= 1 || b <= 1)
    return a == 0 ? b : b == 0 ? a : 1;
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}
uint64_t cm_gcd64(uint64_t a, uint64_t b) { return gcd64(a, b); }
static inline uint64_t uabs64(int64_t a) {
  return a < 0 ? (uint64_t)0 - (uint64_t)a : (uint64_t)a;
}
int64_t cm_floordiv64(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}
int64_t cm_ceildiv64(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return (r != 0 && ((r < 0) == (b < 0))) ? q + 1 : q;
}
/* lcm of two positive values (checked). */
static int64_t lcm_pos(CmFac *f, int64_t a, int64_t b) {
  int64_t g = (int64_t)gcd64((uint64_t)a, (uint64_t)b);
  return cm_fac_cmul(f, a / g, b);
}

/* ---- storage ----------------------------------------------------------------- */

static void rows_free(CmFacRows *m) {
  free(m->data);
  m->data = NULL;
  m->n = m->cap = 0;
}

static int64_t *rows_append(CmFac *f, CmFacRows *m) {
  unsigned nc = cm_fac_num_cols(f);
  if (cm_fac_num_constraints(f) >= CM_FAC_MAX_ROWS) {
    cm_fac_fail(f, CM_FAC_TOO_LARGE);
    return NULL;
  }
  if (m->n == m->cap) {
    unsigned nc2 = m->cap ? m->cap * 2 : 8;
    m->data = cm_xrealloc(m->data, (size_t)nc2 * nc * sizeof(int64_t));
    m->cap = nc2;
  }
  int64_t *r = m->data + (size_t)m->n * nc;
  memset(r, 0, nc * sizeof(int64_t));
  m->n++;
  return r;
}

/* Room for `cap` rows of `nc` columns (an empty `m`). */
static void rows_reserve(CmFacRows *m, unsigned nc, unsigned cap) {
  if (!cap || m->cap >= cap)
    return;
  m->data = cm_xrealloc(m->data, (size_t)cap * nc * sizeof(int64_t));
  m->cap = cap;
}

static void rows_remove(CmFacRows *m, unsigned nc, unsigned r) {
  memmove(m->data + (size_t)r * nc, m->data + (size_t)(r + 1) * nc,
          (size_t)(m->n - r - 1) * nc * sizeof(int64_t));
  m->n--;
}

/* Rebuilds the rows of `m` from `oldnc` to `newnc` columns: column c of the
 * new layout takes old column map[c] (or 0 when map[c] < 0). */
static void rows_remap(CmFacRows *m, unsigned oldnc, unsigned newnc,
                       const int *map) {
  if (!m->n) {
    free(m->data);
    m->data = NULL;
    m->cap = 0;
    return;
  }
  int64_t *d = cm_xmalloc((size_t)m->n * newnc * sizeof(int64_t));
  for (unsigned r = 0; r < m->n; r++)
    for (unsigned c = 0; c < newnc; c++)
      d[(size_t)r * newnc + c] =
          map[c] < 0 ? 0 : m->data[(size_t)r * oldnc + (unsigned)map[c]];
  free(m->data);
  m->data = d;
  m->cap = m->n;
}

void cm_fac_init(CmFac *f, unsigned nd, unsigned ns, unsigned nl) {
  memset(f, 0, sizeof *f);
  f->num_dims = nd;
  f->num_syms = ns;
  f->num_ids = nd + ns + nl;
  if (f->num_ids > CM_FAC_MAX_IDS)
    cm_fac_fail(f, CM_FAC_TOO_LARGE);
  if (f->num_ids) {
    f->vals = cm_xcalloc(f->num_ids, sizeof(CmValue *));
    f->vals_cap = f->num_ids;
  }
}

void cm_fac_free(CmFac *f) {
  rows_free(&f->eqs);
  rows_free(&f->ineqs);
  free(f->vals);
  f->vals = NULL;
  f->vals_cap = 0;
}

void cm_fac_reset(CmFac *f, unsigned nd, unsigned ns, unsigned nl) {
  cm_fac_free(f);
  cm_fac_init(f, nd, ns, nl);
}

static void rows_copy(CmFacRows *d, const CmFacRows *s, unsigned nc) {
  d->n = d->cap = s->n;
  d->data = NULL;
  if (s->n) {
    d->data = cm_xmalloc((size_t)s->n * nc * sizeof(int64_t));
    memcpy(d->data, s->data, (size_t)s->n * nc * sizeof(int64_t));
  }
}

void cm_fac_copy(CmFac *dst, const CmFac *src) {
  *dst = *src;
  unsigned nc = cm_fac_num_cols(src);
  rows_copy(&dst->eqs, &src->eqs, nc);
  rows_copy(&dst->ineqs, &src->ineqs, nc);
  dst->vals = NULL;
  dst->vals_cap = 0;
  if (src->num_ids) {
    dst->vals = cm_xcalloc(src->num_ids, sizeof(CmValue *));
    dst->vals_cap = src->num_ids;
    if (src->vals)
      memcpy(dst->vals, src->vals, src->num_ids * sizeof(CmValue *));
  }
}

/* Replaces `f` by `src` (moved: `src` must not be used after). */
static void fac_move(CmFac *f, CmFac *src) {
  CmFacStatus st = f->status;
  cm_fac_free(f);
  *f = *src;
  cm_fac_fail(f, st);
}

static bool row_has_min(CmFac *f, const int64_t *row) {
  for (unsigned i = 0; i < cm_fac_num_cols(f); i++)
    if (row[i] == INT64_MIN) {
      cm_fac_fail(f, CM_FAC_OVERFLOW);
      return true;
    }
  return false;
}

void cm_fac_add_eq(CmFac *f, const int64_t *row) {
  if (row_has_min(f, row))
    return;
  int64_t *r = rows_append(f, &f->eqs);
  if (r)
    memcpy(r, row, cm_fac_num_cols(f) * sizeof(int64_t));
}
void cm_fac_add_ineq(CmFac *f, const int64_t *row) {
  if (row_has_min(f, row))
    return;
  int64_t *r = rows_append(f, &f->ineqs);
  if (r)
    memcpy(r, row, cm_fac_num_cols(f) * sizeof(int64_t));
}
void cm_fac_remove_eq(CmFac *f, unsigned r) {
  rows_remove(&f->eqs, cm_fac_num_cols(f), r);
}
void cm_fac_remove_ineq(CmFac *f, unsigned r) {
  rows_remove(&f->ineqs, cm_fac_num_cols(f), r);
}
void cm_fac_clear_constraints(CmFac *f) { f->eqs.n = f->ineqs.n = 0; }

void cm_fac_append(CmFac *f, const CmFac *o) {
  cm_fac_fail(f, o->status);
  for (unsigned r = 0; r < o->ineqs.n; r++)
    cm_fac_add_ineq(f, cm_fac_ineq(o, r));
  for (unsigned r = 0; r < o->eqs.n; r++)
    cm_fac_add_eq(f, cm_fac_eq(o, r));
}

/* ---- identifiers ----------------------------------------------------------- */

static unsigned kind_offset(const CmFac *f, CmFacIdKind k) {
  return k == CM_FAC_DIM ? 0
         : k == CM_FAC_SYMBOL ? f->num_dims
                              : f->num_dims + f->num_syms;
}

unsigned cm_fac_insert_id(CmFac *f, CmFacIdKind kind, unsigned pos,
                          unsigned num) {
  unsigned abs_pos = kind_offset(f, kind) + pos;
  if (!num)
    return abs_pos;
  if (f->num_ids + num > CM_FAC_MAX_IDS) {
    cm_fac_fail(f, CM_FAC_TOO_LARGE);
    /* keep the shape consistent for callers indexing the new ids */
  }
  unsigned oldnc = cm_fac_num_cols(f), newnc = oldnc + num;
  int *map = cm_xmalloc(newnc * sizeof(int));
  for (unsigned c = 0; c < newnc; c++)
    map[c] = c < abs_pos ? (int)c : c < abs_pos + num ? -1 : (int)(c - num);
  rows_remap(&f->eqs, oldnc, newnc, map);
  rows_remap(&f->ineqs, oldnc, newnc, map);
  free(map);
  CmValue **v = cm_xcalloc(f->num_ids + num, sizeof(CmValue *));
  if (f->vals) {
    memcpy(v, f->vals, abs_pos * sizeof(CmValue *));
    memcpy(v + abs_pos + num, f->vals + abs_pos,
           (f->num_ids - abs_pos) * sizeof(CmValue *));
  }
  free(f->vals);
  f->vals = v;
  f->vals_cap = f->num_ids + num;
  if (kind == CM_FAC_DIM)
    f->num_dims += num;
  else if (kind == CM_FAC_SYMBOL)
    f->num_syms += num;
  f->num_ids += num;
  return abs_pos;
}

unsigned cm_fac_append_id(CmFac *f, CmFacIdKind kind, unsigned num) {
  unsigned n = kind == CM_FAC_DIM      ? f->num_dims
               : kind == CM_FAC_SYMBOL ? f->num_syms
                                       : cm_fac_num_locals(f);
  return cm_fac_insert_id(f, kind, n, num);
}

void cm_fac_remove_id_range(CmFac *f, unsigned start, unsigned limit) {
  if (start >= limit)
    return;
  unsigned oldnc = cm_fac_num_cols(f), n = limit - start, newnc = oldnc - n;
  int *map = cm_xmalloc(newnc * sizeof(int));
  for (unsigned c = 0; c < newnc; c++)
    map[c] = c < start ? (int)c : (int)(c + n);
  rows_remap(&f->eqs, oldnc, newnc, map);
  rows_remap(&f->ineqs, oldnc, newnc, map);
  free(map);
  if (f->vals)
    memmove(f->vals + start, f->vals + limit,
            (f->num_ids - limit) * sizeof(CmValue *));
  unsigned nd = 0, nl = 0, ds = f->num_dims + f->num_syms;
  if (start < f->num_dims)
    nd = (limit < f->num_dims ? limit : f->num_dims) - start;
  if (limit > ds) {
    unsigned s = start > ds ? start : ds;
    nl = limit - s;
  }
  f->num_dims -= nd;
  f->num_syms -= n - nd - nl;
  f->num_ids -= n;
}

void cm_fac_remove_id(CmFac *f, unsigned pos) {
  cm_fac_remove_id_range(f, pos, pos + 1);
}

void cm_fac_swap_id(CmFac *f, unsigned a, unsigned b) {
  if (a == b)
    return;
  for (unsigned r = 0; r < f->ineqs.n; r++) {
    int64_t *row = cm_fac_ineq(f, r), t = row[a];
    row[a] = row[b];
    row[b] = t;
  }
  for (unsigned r = 0; r < f->eqs.n; r++) {
    int64_t *row = cm_fac_eq(f, r), t = row[a];
    row[a] = row[b];
    row[b] = t;
  }
  if (f->vals) {
    CmValue *t = f->vals[a];
    f->vals[a] = f->vals[b];
    f->vals[b] = t;
  }
}

void cm_fac_set_dim_symbol_separation(CmFac *f, unsigned num_syms) {
  f->num_dims = f->num_dims + f->num_syms - num_syms;
  f->num_syms = num_syms;
}

void cm_fac_set_value(CmFac *f, unsigned pos, CmValue *v) {
  if (f->vals)
    f->vals[pos] = v;
}
CmValue *cm_fac_value(const CmFac *f, unsigned pos) {
  return f->vals ? f->vals[pos] : NULL;
}
bool cm_fac_find_id(const CmFac *f, const CmValue *v, unsigned *pos) {
  if (!f->vals || !v)
    return false;
  for (unsigned i = 0; i < f->num_ids; i++)
    if (f->vals[i] == v) {
      *pos = i;
      return true;
    }
  return false;
}

/* ---- constraints ------------------------------------------------------------ */

void cm_fac_add_bound(CmFac *f, CmFacBound type, unsigned pos, int64_t v) {
  unsigned nc = cm_fac_num_cols(f);
  int64_t *r = rows_append(f, type == CM_FAC_EQ ? &f->eqs : &f->ineqs);
  if (!r)
    return;
  if (type == CM_FAC_EQ) {
    r[pos] = 1;
    r[nc - 1] = cm_fac_cneg(f, v);
  } else {
    r[pos] = type == CM_FAC_LB ? 1 : -1;
    r[nc - 1] = type == CM_FAC_LB ? cm_fac_cneg(f, v) : v;
  }
}

void cm_fac_add_local_floordiv(CmFac *f, const int64_t *dividend,
                               int64_t divisor) {
  unsigned oldnc = cm_fac_num_cols(f);
  cm_fac_append_id(f, CM_FAC_LOCAL, 1);
  unsigned nc = cm_fac_num_cols(f);
  int64_t *b = cm_xcalloc(nc, sizeof(int64_t));
  /* dividend - divisor * q >= 0 */
  memcpy(b, dividend, (oldnc - 1) * sizeof(int64_t));
  b[nc - 1] = dividend[oldnc - 1];
  b[nc - 2] = cm_fac_cneg(f, divisor);
  cm_fac_add_ineq(f, b);
  /* -dividend + divisor * q + divisor - 1 >= 0 */
  for (unsigned c = 0; c < nc; c++)
    b[c] = cm_fac_cneg(f, b[c]);
  b[nc - 1] = cm_fac_cadd(f, b[nc - 1], divisor - 1);
  cm_fac_add_ineq(f, b);
  free(b);
}

void cm_fac_set_and_eliminate(CmFac *f, unsigned pos, const int64_t *values,
                              unsigned n) {
  if (!n)
    return;
  unsigned nc = cm_fac_num_cols(f);
  for (int k = 0; k < 2; k++) {
    CmFacRows *m = k ? &f->eqs : &f->ineqs;
    for (unsigned r = 0; r < m->n; r++) {
      int64_t *row = m->data + (size_t)r * nc;
      for (unsigned i = 0; i < n; i++)
        row[nc - 1] =
            cm_fac_cadd(f, row[nc - 1], cm_fac_cmul(f, row[pos + i], values[i]));
    }
  }
  cm_fac_remove_id_range(f, pos, pos + n);
}

/* ---- normalization ------------------------------------------------------------ */

static void normalize_row(int64_t *row, unsigned nc) {
  uint64_t g = 0;
  for (unsigned j = 0; j < nc && g != 1; j++)
    g = gcd64(g, uabs64(row[j]));
  if (g > 1)
    for (unsigned j = 0; j < nc; j++)
      row[j] /= (int64_t)g;
}

void cm_fac_normalize_by_gcd(CmFac *f) {
  unsigned nc = cm_fac_num_cols(f);
  for (unsigned i = 0; i < f->eqs.n; i++)
    normalize_row(cm_fac_eq(f, i), nc);
  for (unsigned i = 0; i < f->ineqs.n; i++)
    normalize_row(cm_fac_ineq(f, i), nc);
}

/* GCD tightening of one inequality.  Idempotent: afterwards the gcd of
 * the coefficients is 1 (or they are all 0), which the callers below use to
 * skip rows and whole systems known to be tight already. */
static inline void tighten_row(int64_t *row, unsigned nc) {
  uint64_t g = 0;
  for (unsigned j = 0; j + 1 < nc && g != 1; j++)
    g = gcd64(g, uabs64(row[j]));
  if (g > 1) {
    row[nc - 1] = cm_floordiv64(row[nc - 1], (int64_t)g);
    for (unsigned j = 0; j + 1 < nc; j++)
      row[j] /= (int64_t)g;
  }
}

void cm_fac_gcd_tighten(CmFac *f) {
  unsigned nc = cm_fac_num_cols(f);
  for (unsigned i = 0; i < f->ineqs.n; i++)
    tighten_row(cm_fac_ineq(f, i), nc);
}

/* Hash of a row prefix (for the redundancy pass). */
static uint64_t row_hash(const int64_t *row, unsigned n) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned i = 0; i < n; i++) {
    h ^= (uint64_t)row[i];
    h *= 1099511628211ull;
    h ^= h >> 29;
  }
  return h;
}

/* Drops the inequalities marked in `redun`, keeping the order. */
static void compact_ineqs(CmFac *f, const bool *redun) {
  unsigned nc = cm_fac_num_cols(f), pos = 0;
  for (unsigned r = 0; r < f->ineqs.n; r++)
    if (!redun[r]) {
      if (pos != r)
        memcpy(cm_fac_ineq(f, pos), cm_fac_ineq(f, r), nc * sizeof(int64_t));
      pos++;
    }
  f->ineqs.n = pos;
}

/* `tight`: the system is GCD-tightened and normalized already (both are
 * idempotent, so skipping them then changes nothing). */
static void trivial_redundancy(CmFac *f, bool tight) {
  if (!tight) {
    cm_fac_gcd_tighten(f);
    cm_fac_normalize_by_gcd(f);
  }
  unsigned nc = cm_fac_num_cols(f), n = f->ineqs.n;
  if (!n)
    return;
  bool *redun = cm_xcalloc(n, sizeof(bool));
  /* Open-addressed tables: whole rows (duplicates), and rows without the
   * constant (keep the one with the smallest constant). */
  unsigned cap = 16;
  while (cap < 2 * n)
    cap *= 2;
  int *full = cm_xmalloc(cap * sizeof(int));
  int *part = cm_xmalloc(cap * sizeof(int));
  for (unsigned i = 0; i < cap; i++)
    full[i] = part[i] = -1;
  for (unsigned r = 0; r < n; r++) {
    int64_t *row = cm_fac_ineq(f, r);
    bool trivial = true;
    for (unsigned c = 0; c + 1 < nc; c++)
      if (row[c]) {
        trivial = false;
        break;
      }
    if (trivial && row[nc - 1] >= 0) {
      redun[r] = true;
      continue;
    }
    /* exact duplicates */
    unsigned h = (unsigned)row_hash(row, nc) & (cap - 1);
    bool dup = false;
    while (full[h] >= 0) {
      if (!memcmp(cm_fac_ineq(f, (unsigned)full[h]), row,
                  nc * sizeof(int64_t))) {
        dup = true;
        break;
      }
      h = (h + 1) & (cap - 1);
    }
    if (dup) {
      redun[r] = true;
      continue;
    }
    full[h] = (int)r;
    /* same coefficients, different constant */
    h = (unsigned)row_hash(row, nc - 1) & (cap - 1);
    while (part[h] >= 0) {
      if (!memcmp(cm_fac_ineq(f, (unsigned)part[h]), row,
                  (nc - 1) * sizeof(int64_t)))
        break;
      h = (h + 1) & (cap - 1);
    }
    if (part[h] < 0) {
      part[h] = (int)r;
    } else {
      unsigned o = (unsigned)part[h];
      if (cm_fac_ineq(f, o)[nc - 1] > row[nc - 1]) {
        redun[o] = true;
        part[h] = (int)r;
      } else {
        redun[r] = true;
      }
    }
  }
  compact_ineqs(f, redun);
  free(redun);
  free(full);
  free(part);
}

void cm_fac_remove_trivial_redundancy(CmFac *f) { trivial_redundancy(f, false); }

void cm_fac_remove_redundant_inequalities(CmFac *f) {
  unsigned nc = cm_fac_num_cols(f), n = f->ineqs.n;
  if (!cm_fac_ok(f))
    return;
  bool *redun = cm_xcalloc(n ? n : 1, sizeof(bool));
  CmFac tmp;
  cm_fac_copy(&tmp, f);
  for (unsigned r = 0; r < n; r++) {
    int64_t *row = cm_fac_ineq(&tmp, r);
    for (unsigned c = 0; c < nc; c++)
      row[c] = cm_fac_cneg(&tmp, row[c]);
    row[nc - 1] = cm_fac_cadd(&tmp, row[nc - 1], -1);
    if (cm_fac_is_empty(&tmp)) {
      redun[r] = true;
      memset(cm_fac_ineq(f, r), 0, nc * sizeof(int64_t));
      memset(row, 0, nc * sizeof(int64_t));
    } else {
      row[nc - 1] = cm_fac_cadd(&tmp, row[nc - 1], 1);
      for (unsigned c = 0; c < nc; c++)
        row[c] = cm_fac_cneg(&tmp, row[c]);
    }
  }
  cm_fac_fail(f, tmp.status == CM_FAC_OVERFLOW ? CM_FAC_OVERFLOW : CM_FAC_OK);
  cm_fac_free(&tmp);
  compact_ineqs(f, redun);
  free(redun);
}

/* ---- checks ----------------------------------------------------------------- */

bool cm_fac_has_invalid_constraint(const CmFac *f) {
  unsigned nc = cm_fac_num_cols(f);
  for (int k = 0; k < 2; k++) {
    const CmFacRows *m = k ? &f->ineqs : &f->eqs;
    for (unsigned i = 0; i < m->n; i++) {
      const int64_t *row = m->data + (size_t)i * nc;
      unsigned j = 0;
      while (j + 1 < nc && row[j] == 0)
        j++;
      if (j + 1 < nc)
        continue;
      if ((k == 0 && row[nc - 1] != 0) || (k == 1 && row[nc - 1] < 0))
        return true;
    }
  }
  return false;
}

bool cm_fac_is_empty_by_gcd_test(const CmFac *f) {
  unsigned nc = cm_fac_num_cols(f);
  for (unsigned i = 0; i < f->eqs.n; i++) {
    const int64_t *row = cm_fac_eq(f, i);
    uint64_t g = 0;
    for (unsigned j = 0; j + 1 < nc; j++)
      g = gcd64(g, uabs64(row[j]));
    if (g > 0 && uabs64(row[nc - 1]) % g != 0)
      return true;
  }
  return false;
}

bool cm_fac_contains_point(const CmFac *f, const int64_t *pt) {
  unsigned nc = cm_fac_num_cols(f);
  CmFac scratch = {0};
  for (int k = 0; k < 2; k++) {
    const CmFacRows *m = k ? &f->ineqs : &f->eqs;
    for (unsigned i = 0; i < m->n; i++) {
      const int64_t *row = m->data + (size_t)i * nc;
      int64_t v = row[nc - 1];
      for (unsigned j = 0; j + 1 < nc; j++)
        v = cm_fac_cadd(&scratch, v, cm_fac_cmul(&scratch, row[j], pt[j]));
      if (scratch.status != CM_FAC_OK)
        return false;
      if ((k == 0 && v != 0) || (k == 1 && v < 0))
        return false;
    }
  }
  return true;
}

/* ---- Gaussian elimination --------------------------------------------------- */

static bool find_nonzero(const CmFac *f, unsigned col, bool eq, unsigned *row) {
  const CmFacRows *m = eq ? &f->eqs : &f->ineqs;
  unsigned nc = cm_fac_num_cols(f);
  for (unsigned r = 0; r < m->n; r++)
    if (m->data[(size_t)r * nc + col] != 0) {
      *row = r;
      return true;
    }
  return false;
}

/* Eliminates column `pcol` of row `r` (of eqs or ineqs) using equality
 * `prow`; columns [start, pcol) are already eliminated and skipped.
 * Returns whether the row changed. */
static bool eliminate_from(CmFac *f, unsigned r, unsigned prow, unsigned pcol,
                           unsigned start, bool eq) {
  if (eq && r == prow)
    return false;
  unsigned nc = cm_fac_num_cols(f);
  int64_t *row = eq ? cm_fac_eq(f, r) : cm_fac_ineq(f, r);
  const int64_t *piv = cm_fac_eq(f, prow);
  int64_t lead = row[pcol];
  if (lead == 0)
    return false;
  int64_t pc = piv[pcol];
  bool same_sign = (lead > 0) == (pc > 0);
  int64_t apc = (int64_t)uabs64(pc), alead = (int64_t)uabs64(lead);
  if (apc < 0 || alead < 0) {
    cm_fac_fail(f, CM_FAC_OVERFLOW);
    return true;
  }
  int64_t l = lcm_pos(f, apc, alead);
  if (!cm_fac_ok(f))
    return true;
  int64_t pmul = (same_sign ? -1 : 1) * (l / apc);
  int64_t rmul = l / alead;
  for (unsigned j = 0; j < nc; j++) {
    if (j >= start && j < pcol)
      continue;
    row[j] = cm_fac_cadd(f, cm_fac_cmul(f, pmul, piv[j]),
                         cm_fac_cmul(f, rmul, row[j]));
  }
  return true;
}

/* 13's gaussianEliminateIds.  `tight`: the inequalities are GCD-tightened
 * already (the opening tightening would change nothing).  After each
 * pivot only the inequalities the pivot changed are tightened again: the
 * others are tight, and normalizing a tight row leaves it tight. */
static unsigned gaussian_eliminate(CmFac *f, unsigned start, unsigned limit,
                                   bool tight) {
  if (start >= limit || !cm_fac_ok(f))
    return 0;
  unsigned nc = cm_fac_num_cols(f);
  if (!tight)
    cm_fac_gcd_tighten(f);
  unsigned pcol;
  for (pcol = start; pcol < limit; pcol++) {
    unsigned prow;
    if (!find_nonzero(f, pcol, true, &prow)) {
      if (!find_nonzero(f, pcol, false, &prow))
        continue;
      break;
    }
    for (unsigned i = 0; i < f->eqs.n; i++) {
      eliminate_from(f, i, prow, pcol, start, true);
      normalize_row(cm_fac_eq(f, i), nc);
    }
    for (unsigned i = 0; i < f->ineqs.n; i++) {
      int64_t *row = cm_fac_ineq(f, i);
      bool changed = eliminate_from(f, i, prow, pcol, start, false);
      normalize_row(row, nc);
      if (changed)
        tighten_row(row, nc);
    }
    cm_fac_remove_eq(f, prow);
    if (!cm_fac_ok(f))
      return 0;
  }
  cm_fac_remove_id_range(f, start, pcol);
  return pcol - start;
}

unsigned cm_fac_gaussian_eliminate(CmFac *f, unsigned start, unsigned limit) {
  return gaussian_eliminate(f, start, limit, false);
}

/* ---- Fourier-Motzkin -------------------------------------------------------- */

static void new_dims_syms(const CmFac *f, unsigned pos, unsigned *nd,
                          unsigned *ns) {
  *nd = f->num_dims;
  *ns = f->num_syms;
  if (pos < f->num_dims)
    (*nd)--;
  else if (pos < f->num_dims + f->num_syms)
    (*ns)--;
}

/* 13's fourierMotzkinEliminate.  `tight`: the inequalities are
 * GCD-tightened already.  The result is always tight and normalized. */
static void fm_eliminate(CmFac *f, unsigned pos, bool dark_shadow,
                         bool *integer_exact, bool tight) {
  if (!cm_fac_ok(f))
    return;
  for (unsigned r = 0; r < f->eqs.n; r++)
    if (cm_fac_eq(f, r)[pos] != 0) {
      gaussian_eliminate(f, pos, pos + 1, tight);
      return;
    }
  if (!tight)
    cm_fac_gcd_tighten(f);
  unsigned nc = cm_fac_num_cols(f), n = f->ineqs.n;
  unsigned nlb = 0, nub = 0, nnb = 0;
  for (unsigned r = 0; r < n; r++) {
    int64_t c = cm_fac_ineq(f, r)[pos];
    if (c == 0)
      nnb++;
    else if (c > 0)
      nlb++;
    else
      nub++;
  }
  if (nlb + nub == 0) {
    cm_fac_remove_id(f, pos);
    return;
  }
  /* Guard the product before building it. */
  uint64_t total = (uint64_t)nlb * nub + nnb + f->eqs.n;
  if (total > CM_FAC_MAX_ROWS) {
    cm_fac_fail(f, CM_FAC_TOO_LARGE);
    return;
  }
  unsigned *lbs = cm_xmalloc((nlb + 1) * sizeof(unsigned));
  unsigned *ubs = cm_xmalloc((nub + 1) * sizeof(unsigned));
  unsigned *nbs = cm_xmalloc((nnb + 1) * sizeof(unsigned));
  nlb = nub = nnb = 0;
  for (unsigned r = 0; r < n; r++) {
    int64_t c = cm_fac_ineq(f, r)[pos];
    if (c == 0)
      nbs[nnb++] = r;
    else if (c > 0)
      lbs[nlb++] = r;
    else
      ubs[nub++] = r;
  }
  unsigned nd, ns;
  new_dims_syms(f, pos, &nd, &ns);
  CmFac nf;
  cm_fac_init(&nf, nd, ns, f->num_ids - 1 - nd - ns);
  if (f->vals) {
    for (unsigned i = 0, j = 0; i < f->num_ids; i++)
      if (i != pos)
        nf.vals[j++] = f->vals[i];
  } else {
    /* a system without values (emptiness checks) stays without */
    free(nf.vals);
    nf.vals = NULL;
    nf.vals_cap = 0;
  }
  rows_reserve(&nf.ineqs, nc - 1, (unsigned)(total - f->eqs.n));
  rows_reserve(&nf.eqs, nc - 1, f->eqs.n);
  int64_t *ineq = cm_xmalloc(nc * sizeof(int64_t));
  bool exact = true;
  for (unsigned u = 0; u < nub; u++) {
    for (unsigned l = 0; l < nlb; l++) {
      const int64_t *ur = cm_fac_ineq(f, ubs[u]), *lr = cm_fac_ineq(f, lbs[l]);
      int64_t lc = lr[pos], uc = cm_fac_cneg(&nf, ur[pos]);
      int64_t lcm = lcm_pos(&nf, lc, uc);
      if (!cm_fac_ok(&nf))
        break;
      if (lcm != 1)
        exact = false;
      unsigned k = 0;
      for (unsigned c = 0; c < nc; c++) {
        if (c == pos)
          continue;
        ineq[k++] = cm_fac_cadd(&nf, cm_fac_cmul(&nf, ur[c], lcm / uc),
                                cm_fac_cmul(&nf, lr[c], lcm / lc));
      }
      if (dark_shadow) {
        int64_t d = cm_fac_cadd(&nf, cm_fac_cmul(&nf, lc, uc),
                                cm_fac_cneg(&nf, cm_fac_cadd(&nf, lc, uc)));
        ineq[k - 1] = cm_fac_cadd(&nf, ineq[k - 1], cm_fac_cadd(&nf, d, 1));
      }
      cm_fac_add_ineq(&nf, ineq);
    }
  }
  if (exact && integer_exact)
    *integer_exact = true;
  for (unsigned b = 0; b < nnb; b++) {
    const int64_t *r = cm_fac_ineq(f, nbs[b]);
    unsigned k = 0;
    for (unsigned c = 0; c < nc; c++)
      if (c != pos)
        ineq[k++] = r[c];
    cm_fac_add_ineq(&nf, ineq);
  }
  for (unsigned e = 0; e < f->eqs.n; e++) {
    const int64_t *r = cm_fac_eq(f, e);
    unsigned k = 0;
    for (unsigned c = 0; c < nc; c++)
      if (c != pos)
        ineq[k++] = r[c];
    cm_fac_add_eq(&nf, ineq);
  }
  free(ineq);
  free(lbs);
  free(ubs);
  free(nbs);
  cm_fac_gcd_tighten(&nf);
  cm_fac_normalize_by_gcd(&nf);
  trivial_redundancy(&nf, true);
  fac_move(f, &nf);
}

void cm_fac_fm_eliminate(CmFac *f, unsigned pos, bool dark_shadow,
                         bool *integer_exact) {
  fm_eliminate(f, pos, dark_shadow, integer_exact, false);
}

/* Position in [start, end) with the fewest lower x upper bound pairs. */
static unsigned best_id_to_eliminate(const CmFac *f, unsigned start,
                                     unsigned end) {
  unsigned best = start;
  uint64_t min = UINT64_MAX;
  for (unsigned c = start; c < end; c++) {
    uint64_t nl = 0, nu = 0;
    for (unsigned r = 0; r < f->ineqs.n; r++) {
      int64_t v = cm_fac_ineq(f, r)[c];
      if (v > 0)
        nl++;
      else if (v < 0)
        nu++;
    }
    if (nl * nu < min) {
      min = nl * nu;
      best = c;
    }
  }
  return best;
}

void cm_fac_project_out(CmFac *f, unsigned pos, unsigned num) {
  if (num == 0 || !cm_fac_ok(f))
    return;
  unsigned cur = pos, to_elim = num, gauss = 0;
  /* 13's loop: Gaussian elimination from each position of the range on.
   * Once the count is exhausted it wraps (unsigned, as in 13), the limit
   * then falls below the start and nothing more is eliminated. */
  /* Each elimination leaves the inequalities tight (and nothing between
   * them changes a row), so only the first one tightens. */
  bool tight = false;
  while (cur < f->num_ids) {
    unsigned lim = cur + to_elim;
    if (lim > f->num_ids)
      lim = f->num_ids;
    unsigned n = gaussian_eliminate(f, cur, lim, tight);
    tight = tight || lim > cur;
    cur++;
    to_elim -= n + 1;
    gauss += n;
    if (!cm_fac_ok(f))
      return;
  }
  for (unsigned i = 0; i + gauss < num; i++) {
    unsigned k = num - gauss - i;
    fm_eliminate(f, best_id_to_eliminate(f, pos, pos + k), false, NULL,
                 tight);
    tight = true;
    if (!cm_fac_ok(f))
      return;
  }
  cm_fac_gcd_tighten(f);
  cm_fac_normalize_by_gcd(f);
}

/* ---- emptiness -------------------------------------------------------------- */

#define CM_FAC_EXPLOSION_FACTOR 32u

bool cm_fac_is_empty(const CmFac *f) {
  if (!cm_fac_ok(f))
    return false;
  if (cm_fac_is_empty_by_gcd_test(f) || cm_fac_has_invalid_constraint(f))
    return true;
  CmFac t;
  cm_fac_copy(&t, f);
  /* the values play no part in the answer: FM copies none of them */
  free(t.vals);
  t.vals = NULL;
  t.vals_cap = 0;
  bool empty = false;
  unsigned orig_ids = f->num_ids;
  for (unsigned cur = 0; cur < t.num_ids;) {
    /* the first elimination leaves the system tight (see project_out) */
    gaussian_eliminate(&t, cur, t.num_ids, cur > 0);
    cur++;
    if (!cm_fac_ok(&t))
      goto done;
    if (cm_fac_has_invalid_constraint(&t) || cm_fac_is_empty_by_gcd_test(&t)) {
      empty = true;
      goto done;
    }
  }
  for (unsigned i = 0, e = t.num_ids; i < e; i++) {
    fm_eliminate(&t, best_id_to_eliminate(&t, 0, t.num_ids), false, NULL,
                 t.num_ids > 0 && orig_ids > 0);
    if (!cm_fac_ok(&t))
      goto done;
    if (cm_fac_num_constraints(&t) >= CM_FAC_EXPLOSION_FACTOR * orig_ids)
      goto done;
    if (cm_fac_has_invalid_constraint(&t)) {
      empty = true;
      goto done;
    }
  }
done:
  cm_fac_free(&t);
  return empty;
}

/* ---- bounds ------------------------------------------------------------------- */

/* Row of an equality equating `pos` to a constant (or, `symbolic`, an
 * expression of the symbols); -1 if none. */
int cm_fac_find_eq_to_constant(const CmFac *f, unsigned pos, bool symbolic) {
  for (unsigned r = 0; r < f->eqs.n; r++) {
    const int64_t *row = cm_fac_eq(f, r);
    if (row[pos] != 1 && row[pos] != -1)
      continue;
    unsigned lim = symbolic ? f->num_dims : f->num_ids, c;
    for (c = 0; c < lim; c++)
      if (c != pos && row[c] != 0)
        break;
    if (c == lim)
      return (int)r;
  }
  return -1;
}

/* Projects `f` onto id `pos` (which becomes id 0) and reads its constant
 * lower and upper bounds off the result (13's
 * computeConstantLowerOrUpperBound, both bounds from one projection: the
 * projection does not depend on which bound is asked for). */
static void const_bounds_projected(CmFac *f, unsigned pos, bool *has_lb,
                                   int64_t *lb, bool *has_ub, int64_t *ub) {
  *has_lb = *has_ub = false;
  cm_fac_project_out(f, 0, pos);
  cm_fac_project_out(f, 1, f->num_ids - 1);
  if (!cm_fac_ok(f))
    return;
  unsigned nc = cm_fac_num_cols(f);
  int er = cm_fac_find_eq_to_constant(f, 0, false);
  if (er >= 0) {
    const int64_t *row = cm_fac_eq(f, (unsigned)er);
    if (row[nc - 1] == INT64_MIN)
      return;
    *lb = *ub = -row[nc - 1] / row[0];
    *has_lb = *has_ub = true;
    return;
  }
  for (unsigned r = 0; r < f->ineqs.n; r++) {
    const int64_t *row = cm_fac_ineq(f, r);
    if (row[0] == 0)
      continue;
    unsigned c;
    for (c = 1; c + 1 < nc; c++)
      if (row[c] != 0)
        break;
    if (c + 1 < nc)
      continue;
    if (row[nc - 1] == INT64_MIN || row[0] == INT64_MIN) {
      /* as the one-bound query: such a row spoils the bound it is of */
      if (row[0] > 0)
        *has_lb = false, lb = NULL;
      else
        *has_ub = false, ub = NULL;
      continue;
    }
    if (row[0] > 0 && lb) {
      int64_t b = cm_ceildiv64(-row[nc - 1], row[0]);
      if (!*has_lb || b > *lb)
        *lb = b;
      *has_lb = true;
    } else if (row[0] < 0 && ub) {
      int64_t b = cm_floordiv64(row[nc - 1], -row[0]);
      if (!*has_ub || b < *ub)
        *ub = b;
      *has_ub = true;
    }
  }
}

void cm_fac_constant_bounds(const CmFac *f, unsigned pos, bool *has_lb,
                            int64_t *lb, bool *has_ub, int64_t *ub) {
  int64_t l = 0, u = 0;
  *has_lb = *has_ub = false;
  if (!cm_fac_ok(f) || pos >= f->num_ids)
    return;
  CmFac t;
  cm_fac_copy(&t, f);
  const_bounds_projected(&t, pos, has_lb, &l, has_ub, &u);
  cm_fac_free(&t);
  if (*has_lb)
    *lb = l;
  if (*has_ub)
    *ub = u;
}

bool cm_fac_constant_bound(const CmFac *f, CmFacBound type, unsigned pos,
                           int64_t *out) {
  bool hl, hu;
  int64_t l, u;
  cm_fac_constant_bounds(f, pos, &hl, &l, &hu, &u);
  if (type == CM_FAC_LB ? !hl : !hu)
    return false;
  *out = type == CM_FAC_LB ? l : u;
  return true;
}

void cm_fac_bound_indices(const CmFac *f, unsigned pos, unsigned *lbs,
                          unsigned *nlb, unsigned *ubs, unsigned *nub,
                          unsigned *eqs, unsigned *neq, unsigned offset,
                          unsigned num) {
  *nlb = *nub = 0;
  if (neq)
    *neq = 0;
  for (int k = 0; k < 2; k++) {
    const CmFacRows *m = k ? &f->eqs : &f->ineqs;
    if (k && !eqs)
      break;
    for (unsigned r = 0; r < m->n; r++) {
      const int64_t *row = m->data + (size_t)r * cm_fac_num_cols(f);
      unsigned c;
      for (c = offset; c < offset + num; c++)
        if (c != pos && row[c] != 0)
          break;
      if (c < offset + num)
        continue;
      if (k) {
        if (row[pos] != 0)
          eqs[(*neq)++] = r;
      } else if (row[pos] >= 1) {
        lbs[(*nlb)++] = r;
      } else if (row[pos] <= -1) {
        ubs[(*nub)++] = r;
      }
    }
  }
}

bool cm_fac_constant_bound_on_dim_size(const CmFac *f, unsigned pos,
                                       int64_t *size, int64_t *lb,
                                       int64_t *lb_floor_divisor, int64_t *ub,
                                       unsigned *min_lb_pos,
                                       unsigned *min_ub_pos) {
  if (!cm_fac_ok(f))
    return false;
  unsigned nc = cm_fac_num_cols(f), ns = f->num_syms, nd = f->num_dims;
  int er = cm_fac_find_eq_to_constant(f, pos, true);
  if (er >= 0) {
    const int64_t *eq = cm_fac_eq(f, (unsigned)er);
    for (unsigned c = nd + ns; c + 1 < nc; c++)
      if (eq[c] != 0)
        return false;
    if (lb) {
      int64_t v = eq[pos];
      for (unsigned c = 0; c < ns + 1; c++) {
        lb[c] = v < 0 ? eq[nd + c] : -eq[nd + c];
        if (ub)
          ub[c] = lb[c];
      }
      *lb_floor_divisor = 1;
    }
    if (min_lb_pos)
      *min_lb_pos = (unsigned)er;
    if (min_ub_pos)
      *min_ub_pos = (unsigned)er;
    *size = 1;
    return true;
  }
  unsigned r;
  for (r = 0; r < f->ineqs.n; r++)
    if (cm_fac_ineq(f, r)[pos] != 0)
      break;
  if (r == f->ineqs.n)
    return false;
  unsigned *lbs = cm_xmalloc((f->ineqs.n + 1) * sizeof(unsigned));
  unsigned *ubs = cm_xmalloc((f->ineqs.n + 1) * sizeof(unsigned));
  unsigned nlb, nub;
  cm_fac_bound_indices(f, pos, lbs, &nlb, ubs, &nub, NULL, NULL, 0, nd);
  bool found = false;
  int64_t min_diff = 0;
  unsigned min_lb = 0, min_ub = 0;
  CmFac scratch = {0};
  for (unsigned u = 0; u < nub; u++)
    for (unsigned l = 0; l < nlb; l++) {
      const int64_t *ur = cm_fac_ineq(f, ubs[u]), *lr = cm_fac_ineq(f, lbs[l]);
      unsigned j;
      for (j = 0; j + 1 < nc; j++)
        if (ur[j] != -lr[j])
          break;
      if (j + 1 < nc)
        continue;
      int64_t s = cm_fac_cadd(&scratch, cm_fac_cadd(&scratch, ur[nc - 1],
                                                    lr[nc - 1]),
                              1);
      if (!cm_fac_ok(&scratch))
        continue;
      int64_t diff = cm_ceildiv64(s, lr[pos]);
      if (diff < 0)
        diff = 0;
      if (!found || diff < min_diff) {
        found = true;
        min_diff = diff;
        min_lb = lbs[l];
        min_ub = ubs[u];
      }
    }
  free(lbs);
  free(ubs);
  if (lb && found) {
    const int64_t *lr = cm_fac_ineq(f, min_lb), *ur = cm_fac_ineq(f, min_ub);
    *lb_floor_divisor = lr[pos];
    for (unsigned c = 0; c < ns + 1; c++)
      lb[c] = -lr[nd + c];
    if (ub)
      for (unsigned c = 0; c < ns + 1; c++)
        ub[c] = ur[nd + c];
    CmFac chk = {0};
    lb[ns] = cm_fac_cadd(&chk, lb[ns], lr[pos] - 1);
    if (!cm_fac_ok(&chk))
      found = false;
  }
  if (min_lb_pos)
    *min_lb_pos = min_lb;
  if (min_ub_pos)
    *min_ub_pos = min_ub;
  if (found)
    *size = min_diff;
  return found;
}

bool cm_fac_is_hyper_rectangular(const CmFac *f, unsigned pos, unsigned num) {
  for (int k = 0; k < 2; k++) {
    const CmFacRows *m = k ? &f->eqs : &f->ineqs;
    for (unsigned r = 0; r < m->n; r++) {
      const int64_t *row = m->data + (size_t)r * cm_fac_num_cols(f);
      unsigned s = 0;
      for (unsigned c = pos; c < pos + num; c++)
        s += row[c] != 0;
      if (s > 1)
        return false;
    }
  }
  return true;
}

CmResult cm_fac_constant_fold_id(CmFac *f, unsigned pos) {
  int r = cm_fac_find_eq_to_constant(f, pos, false);
  if (r < 0)
    return CM_FAILURE;
  const int64_t *row = cm_fac_eq(f, (unsigned)r);
  int64_t c = row[cm_fac_num_cols(f) - 1];
  if (c == INT64_MIN)
    return CM_FAILURE;
  int64_t v = -c / row[pos];
  cm_fac_set_and_eliminate(f, pos, &v, 1);
  return CM_SUCCESS;
}

void cm_fac_constant_fold_id_range(CmFac *f, unsigned pos, unsigned num) {
  for (unsigned s = pos, t = pos; s < pos + num; s++)
    if (cm_failed(cm_fac_constant_fold_id(f, t)))
      t++;
}

/* ---- bound maps --------------------------------------------------------------- */

void cm_fac_lower_and_upper_bound(const CmFac *f, unsigned pos,
                                  unsigned offset, unsigned num,
                                  unsigned sym_start,
                                  CmAffineExpr *const *local_exprs,
                                  CmContext *ctx, CmAffineMap **lbm,
                                  CmAffineMap **ubm) {
  unsigned nc = cm_fac_num_cols(f), n = cm_fac_num_constraints(f) + 1;
  unsigned *lbs = cm_xmalloc(n * sizeof(unsigned));
  unsigned *ubs = cm_xmalloc(n * sizeof(unsigned));
  unsigned *eqs = cm_xmalloc(n * sizeof(unsigned));
  unsigned nlb, nub, neq;
  cm_fac_bound_indices(f, pos + offset, lbs, &nlb, ubs, &nub, eqs, &neq,
                       offset, num);
  unsigned dim_count = sym_start - num;
  unsigned sym_count = f->num_dims + f->num_syms - sym_start;
  unsigned bnc = nc - num;
  int64_t *b = cm_xmalloc((bnc + 1) * sizeof(int64_t));
  CmAffineExpr **lbe = cm_xmalloc((nlb + neq + 1) * sizeof(CmAffineExpr *));
  CmAffineExpr **ube = cm_xmalloc((nub + neq + 1) * sizeof(CmAffineExpr *));
  unsigned nl = 0, nu = 0;
#define COPY_COEFFS(row, neg)                                                  \
  do {                                                                         \
    unsigned k_ = 0;                                                           \
    for (unsigned i_ = 0; i_ < nc; i_++)                                       \
      if (i_ < offset || i_ >= offset + num)                                   \
        b[k_++] = (neg) ? -(row)[i_] : (row)[i_];                              \
  } while (0)
  for (unsigned i = 0; i < nlb; i++) {
    const int64_t *row = cm_fac_ineq(f, lbs[i]);
    COPY_COEFFS(row, true);
    CmAffineExpr *e =
        cm_affine_from_flat(ctx, b, bnc, dim_count, sym_count, local_exprs);
    int64_t d = row[pos + offset] < 0 ? -row[pos + offset] : row[pos + offset];
    e = cm_affine_floordiv(cm_affine_add(e, cm_affine_const(ctx, d - 1)),
                           cm_affine_const(ctx, d));
    lbe[nl++] = e;
  }
  for (unsigned i = 0; i < nub; i++) {
    const int64_t *row = cm_fac_ineq(f, ubs[i]);
    COPY_COEFFS(row, false);
    CmAffineExpr *e =
        cm_affine_from_flat(ctx, b, bnc, dim_count, sym_count, local_exprs);
    int64_t d = row[pos + offset] < 0 ? -row[pos + offset] : row[pos + offset];
    e = cm_affine_floordiv(e, cm_affine_const(ctx, d));
    ube[nu++] = cm_affine_add(e, cm_affine_const(ctx, 1));
  }
  for (unsigned i = 0; i < neq; i++) {
    const int64_t *row = cm_fac_eq(f, eqs[i]);
    COPY_COEFFS(row, row[pos + offset] > 0);
    int64_t d = row[pos + offset] < 0 ? -row[pos + offset] : row[pos + offset];
    CmAffineExpr *e =
        cm_affine_from_flat(ctx, b, bnc, dim_count, sym_count, local_exprs);
    ube[nu++] = cm_affine_add(cm_affine_floordiv(e, cm_affine_const(ctx, d)),
                              cm_affine_const(ctx, 1));
    e = cm_affine_from_flat(ctx, b, bnc, dim_count, sym_count, local_exprs);
    lbe[nl++] = cm_affine_ceildiv(e, cm_affine_const(ctx, d));
  }
#undef COPY_COEFFS
  *lbm = cm_affine_map(ctx, dim_count, sym_count, nl, lbe);
  *ubm = cm_affine_map(ctx, dim_count, sym_count, nu, ube);
  free(lbs);
  free(ubs);
  free(eqs);
  free(b);
  free(lbe);
  free(ube);
}

/* Constant bounds of the ids of a system that does not change, each
 * computed once (getSliceBounds asks for them on every round). */
typedef struct BoundCache {
  const CmFac *f;
  unsigned char *done;
  bool *hl, *hu;
  int64_t *l, *u;
} BoundCache;

static void bc_init(BoundCache *bc, const CmFac *f) {
  unsigned n = f->num_ids + 1;
  bc->f = f;
  bc->done = cm_xcalloc(n, 1);
  bc->hl = cm_xcalloc(n, sizeof(bool));
  bc->hu = cm_xcalloc(n, sizeof(bool));
  bc->l = cm_xcalloc(n, sizeof(int64_t));
  bc->u = cm_xcalloc(n, sizeof(int64_t));
}
static void bc_free(BoundCache *bc) {
  free(bc->done);
  free(bc->hl);
  free(bc->hu);
  free(bc->l);
  free(bc->u);
}
static void bc_get(BoundCache *bc, unsigned pos) {
  if (!bc->done[pos]) {
    cm_fac_constant_bounds(bc->f, pos, &bc->hl[pos], &bc->l[pos], &bc->hu[pos],
                           &bc->u[pos]);
    bc->done[pos] = 1;
  }
}

/* 13's detectAsMod: id `pos` (r) with 0 <= r <= divisor - 1 and an
 * equality with a zero constant where every other dim / symbol id either
 * has a coefficient that is a multiple of divisor * (r's coefficient) (the
 * quotient part) or is already known; when the known part solved for r is
 * a single dim n, r is `n mod divisor` (and a single quotient id, if not
 * known yet, `n floordiv divisor` times its sign).  The mod is dropped when
 * the constant upper bound of the id at n's *map* position (13 reads the
 * constraint column of the dim's number in the slice maps, not n's own
 * column) is below the divisor: kept as 13 does for identical output
 * (e.g. with n = 8 * q + r, 0 <= q <= 3, r becomes n, a slice 13 then
 * finds invalid; see test_affine_structures).  Local ids are not looked
 * at, as in 13. */
static bool detect_as_mod(BoundCache *bc, unsigned pos, int64_t lbc,
                          int64_t ubc, CmAffineExpr **memo, CmContext *ctx) {
  const CmFac *f = bc->f;
  if (lbc != 0 || ubc < 1 || ubc == INT64_MAX)
    return false;
  int64_t divisor = ubc + 1;
  unsigned nc = cm_fac_num_cols(f), nds = f->num_dims + f->num_syms;
  for (unsigned r = 0; r < f->eqs.n; r++) {
    const int64_t *eq = cm_fac_eq(f, r);
    int64_t at = eq[pos], step;
    if (at == 0 || eq[nc - 1] != 0)
      continue;
    bool big = __builtin_mul_overflow(divisor, at, &step);
    CmAffineExpr *dividend = cm_affine_const(ctx, 0);
    unsigned nq = 0, qpos = 0, c;
    int64_t qsign = 1;
    for (c = 0; c < nds; c++) {
      if (c == pos || eq[c] == 0)
        continue;
      if (!big && eq[c] % step == 0) {
        nq++;
        qpos = c;
        qsign = (eq[c] > 0) == (at > 0) ? 1 : -1;
        continue;
      }
      if (!memo[c])
        break;
      dividend = cm_affine_add(
          dividend, cm_affine_mul(memo[c], cm_affine_const(ctx, eq[c])));
    }
    if (c < nds)
      continue;
    if (at > 0)
      dividend = cm_affine_floordiv(cm_affine_neg(dividend),
                                    cm_affine_const(ctx, at));
    else
      dividend = cm_affine_floordiv(dividend, cm_affine_const(ctx, -at));
    dividend = cm_affine_simplify(dividend, f->num_dims, f->num_syms);
    if (!dividend || dividend->kind != CM_AFFINE_DIM || nq == 0)
      continue;
    unsigned ub_pos = dividend->pos;
    if (ub_pos < f->num_ids)
      bc_get(bc, ub_pos);
    if (ub_pos < f->num_ids && bc->hu[ub_pos] && bc->u[ub_pos] < divisor)
      memo[pos] = dividend;
    else
      memo[pos] = cm_affine_mod(dividend, cm_affine_const(ctx, divisor));
    if (nq == 1 && !memo[qpos])
      memo[qpos] = cm_affine_mul(
          cm_affine_floordiv(dividend, cm_affine_const(ctx, divisor)),
          cm_affine_const(ctx, qsign));
    return true;
  }
  return false;
}

/* 13's detectAsFloorDiv: a lower / upper bound pair
 *   divisor * id >= expr - (divisor - 1),  divisor * id <= expr
 * makes id `expr floordiv divisor`. */
static bool detect_as_floordiv(const CmFac *f, unsigned pos, CmContext *ctx,
                               CmAffineExpr **memo) {
  unsigned nc = cm_fac_num_cols(f);
  unsigned *lbs = cm_xmalloc((f->ineqs.n + 1) * sizeof(unsigned));
  unsigned *ubs = cm_xmalloc((f->ineqs.n + 1) * sizeof(unsigned));
  unsigned nlb, nub, seen = 0;
  bool ok = false;
  cm_fac_bound_indices(f, pos, lbs, &nlb, ubs, &nub, NULL, NULL, 0, 0);
  for (unsigned u = 0; u < nub && !ok; u++)
    for (unsigned l = 0; l < nlb && !ok; l++) {
      const int64_t *lr = cm_fac_ineq(f, lbs[l]), *ur = cm_fac_ineq(f, ubs[u]);
      int64_t divisor = lr[pos];
      if (lr[nc - 1] != divisor - 1 || ur[nc - 1] != 0)
        continue;
      unsigned c;
      for (c = 0; c + 1 < nc; c++) {
        if (lr[c] != -ur[c])
          break;
        if (c != pos && lr[c] != 0)
          seen++;
      }
      if (c + 1 < nc || seen < 1)
        continue;
      CmAffineExpr *expr = cm_affine_const(ctx, 0);
      for (c = 0; c + 1 < nc; c++) {
        if (c == pos || ur[c] == 0)
          continue;
        if (!memo[c])
          break;
        expr = cm_affine_add(
            expr, cm_affine_mul(memo[c], cm_affine_const(ctx, ur[c])));
      }
      if (c + 1 < nc)
        continue;
      memo[pos] = cm_affine_floordiv(expr, cm_affine_const(ctx, divisor));
      ok = true;
    }
  free(lbs);
  free(ubs);
  return ok;
}

bool cm_fac_local_exprs(const CmFac *f, CmContext *ctx, CmAffineExpr **memo) {
  unsigned nds = f->num_dims + f->num_syms;
  for (unsigned i = 0; i < f->num_ids; i++)
    memo[i] = i < f->num_dims ? cm_affine_dim(ctx, i)
              : i < nds       ? cm_affine_symbol(ctx, i - f->num_dims)
                              : NULL;
  bool changed;
  do {
    changed = false;
    for (unsigned pos = nds; pos < f->num_ids; pos++)
      if (!memo[pos] && detect_as_floordiv(f, pos, ctx, memo))
        changed = true;
  } while (changed);
  for (unsigned pos = nds; pos < f->num_ids; pos++)
    if (!memo[pos])
      return false;
  return true;
}

void cm_fac_slice_bounds(CmFac *f, unsigned offset, unsigned num,
                         CmContext *ctx, CmAffineMap **lbs,
                         CmAffineMap **ubs) {
  for (unsigned i = 0; i < num; i++)
    lbs[i] = ubs[i] = NULL;
  if (!cm_fac_ok(f))
    return;
  cm_fac_normalize_by_gcd(f);
  unsigned nids = f->num_ids, nc = cm_fac_num_cols(f);
  CmAffineExpr **memo = cm_xcalloc(nids + 1, sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < f->num_dims; i++) {
    if (i < offset)
      memo[i] = cm_affine_dim(ctx, i);
    else if (i >= offset + num)
      memo[i] = cm_affine_dim(ctx, i - num);
  }
  for (unsigned i = f->num_dims; i < f->num_dims + f->num_syms; i++)
    memo[i] = cm_affine_symbol(ctx, i - f->num_dims);
  bool changed;
  BoundCache bc;
  bc_init(&bc, f);
  do {
    changed = false;
    for (unsigned pos = 0; pos < nids; pos++) {
      if (memo[pos])
        continue;
      bc_get(&bc, pos);
      int64_t lbc = bc.l[pos], ubc = bc.u[pos];
      if (bc.hl[pos] && bc.hu[pos]) {
        if (lbc == ubc) {
          memo[pos] = cm_affine_const(ctx, lbc);
          changed = true;
          continue;
        }
        if (detect_as_mod(&bc, pos, lbc, ubc, memo, ctx)) {
          changed = true;
          continue;
        }
      }
      if (detect_as_floordiv(f, pos, ctx, memo)) {
        changed = true;
        continue;
      }
      unsigned idx;
      if (!find_nonzero(f, pos, true, &idx))
        continue;
      const int64_t *eq = cm_fac_eq(f, idx);
      CmAffineExpr *e = cm_affine_const(ctx, 0);
      unsigned j;
      for (j = 0; j < nids; j++) {
        if (j == pos || eq[j] == 0)
          continue;
        if (!memo[j])
          break;
        e = cm_affine_add(e, cm_affine_mul(memo[j], cm_affine_const(ctx, eq[j])));
      }
      if (j < nids)
        continue;
      e = cm_affine_add(e, cm_affine_const(ctx, eq[nc - 1]));
      int64_t vp = eq[pos];
      if (vp > 0)
        e = cm_affine_floordiv(cm_affine_neg(e), cm_affine_const(ctx, vp));
      else
        e = cm_affine_floordiv(e, cm_affine_const(ctx, -vp));
      memo[pos] = e;
      changed = true;
    }
  } while (changed);

  CmFac tmp;
  bool have_tmp = false;
  unsigned nmd = f->num_dims - num, nms = f->num_syms;
  for (unsigned pos = 0; pos < num; pos++) {
    CmAffineExpr *e = memo[pos + offset];
    if (e)
      e = cm_affine_simplify(e, nmd, nms);
    if (e) {
      lbs[pos] = cm_affine_map(ctx, nmd, nms, 1, &e);
      CmAffineExpr *e1 = cm_affine_add(e, cm_affine_const(ctx, 1));
      ubs[pos] = cm_affine_map(ctx, nmd, nms, 1, &e1);
      continue;
    }
    if (cm_fac_num_locals(f) == 0) {
      if (!have_tmp) {
        cm_fac_copy(&tmp, f);
        cm_fac_remove_redundant_inequalities(&tmp);
        have_tmp = true;
      }
      cm_fac_lower_and_upper_bound(&tmp, pos, offset, num, f->num_dims, NULL,
                                   ctx, &lbs[pos], &ubs[pos]);
    }
    unsigned p = pos + offset;
    if (!lbs[pos] || lbs[pos]->num_results > 1) {
      bc_get(&bc, p);
      if (bc.hl[p]) {
        CmAffineExpr *ce = cm_affine_const(ctx, bc.l[p]);
        lbs[pos] = cm_affine_map(ctx, nmd, nms, 1, &ce);
      }
    }
    if (!ubs[pos] || ubs[pos]->num_results > 1) {
      bc_get(&bc, p);
      if (bc.hu[p] && bc.u[p] != INT64_MAX) {
        CmAffineExpr *ce = cm_affine_const(ctx, bc.u[p] + 1);
        ubs[pos] = cm_affine_map(ctx, nmd, nms, 1, &ce);
      }
    }
  }
  if (have_tmp)
    cm_fac_free(&tmp);
  bc_free(&bc);
  free(memo);
}

/* ---- union bounding box --------------------------------------------------------- */

static void common_constraints(const CmFac *a, const CmFac *b, CmFac *c) {
  unsigned nc = cm_fac_num_cols(a);
  cm_fac_init(c, a->num_dims, a->num_syms, cm_fac_num_locals(a));
  for (unsigned r = 0; r < a->ineqs.n; r++)
    for (unsigned s = 0; s < b->ineqs.n; s++)
      if (!memcmp(cm_fac_ineq(a, r), cm_fac_ineq(b, s), nc * sizeof(int64_t))) {
        cm_fac_add_ineq(c, cm_fac_ineq(a, r));
        break;
      }
  for (unsigned r = 0; r < a->eqs.n; r++)
    for (unsigned s = 0; s < b->eqs.n; s++)
      if (!memcmp(cm_fac_eq(a, r), cm_fac_eq(b, s), nc * sizeof(int64_t))) {
        cm_fac_add_eq(c, cm_fac_eq(a, r));
        break;
      }
}

/* -1 less, 0 equal, 1 greater, 2 unknown */
static int compare_bounds(const int64_t *a, const int64_t *b, unsigned n) {
  if (memcmp(a, b, (n - 1) * sizeof(int64_t)))
    return 2;
  return a[n - 1] == b[n - 1] ? 0 : a[n - 1] < b[n - 1] ? -1 : 1;
}

CmResult cm_fac_union_bounding_box(CmFac *f, const CmFac *o) {
  if (!cm_fac_ok(f) || !cm_fac_ok(o) || o->num_dims != f->num_dims ||
      cm_fac_num_locals(f) || cm_fac_num_locals(o))
    return CM_FAILURE;
  unsigned nd = f->num_dims, ns = f->num_syms, nc = cm_fac_num_cols(f);
  CmFac common;
  common_constraints(f, o, &common);
  int64_t *lb = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *olb = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *ub = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *oub = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *minlb = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *maxub = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t *all_lbs = cm_xcalloc((size_t)nd * nc + 1, sizeof(int64_t));
  int64_t *all_ubs = cm_xcalloc((size_t)nd * nc + 1, sizeof(int64_t));
  CmResult res = CM_FAILURE;
  for (unsigned d = 0; d < nd; d++) {
    int64_t ext, oext, div, odiv;
    if (!cm_fac_constant_bound_on_dim_size(f, d, &ext, lb, &div, ub, NULL,
                                           NULL))
      goto done;
    if (!cm_fac_constant_bound_on_dim_size(o, d, &oext, olb, &odiv, oub, NULL,
                                           NULL) ||
        div != odiv)
      goto done;
    int cmp = compare_bounds(lb, olb, ns + 1);
    if (cmp == -1 || cmp == 0) {
      memcpy(minlb, lb, (ns + 1) * sizeof(int64_t));
      minlb[ns] = cm_fac_cadd(f, minlb[ns], 1 - div);
    } else if (cmp == 1) {
      memcpy(minlb, olb, (ns + 1) * sizeof(int64_t));
      minlb[ns] = cm_fac_cadd(f, minlb[ns], 1 - odiv);
    } else {
      int64_t c1, c2;
      if (!cm_fac_constant_bound(f, CM_FAC_LB, d, &c1) ||
          !cm_fac_constant_bound(o, CM_FAC_LB, d, &c2))
        goto done;
      memset(minlb, 0, (ns + 1) * sizeof(int64_t));
      minlb[ns] = c1 < c2 ? c1 : c2;
    }
    int ucmp = compare_bounds(ub, oub, ns + 1);
    if (ucmp == 1 || ucmp == 0) {
      memcpy(maxub, ub, (ns + 1) * sizeof(int64_t));
    } else if (ucmp == -1) {
      memcpy(maxub, oub, (ns + 1) * sizeof(int64_t));
    } else {
      int64_t c1, c2;
      if (!cm_fac_constant_bound(f, CM_FAC_UB, d, &c1) ||
          !cm_fac_constant_bound(o, CM_FAC_UB, d, &c2))
        goto done;
      memset(maxub, 0, (ns + 1) * sizeof(int64_t));
      maxub[ns] = c1 > c2 ? c1 : c2;
    }
    int64_t *nlb = all_lbs + (size_t)d * nc, *nub = all_ubs + (size_t)d * nc;
    nlb[d] = div;
    nub[d] = -div;
    for (unsigned j = 0; j < ns + 1; j++) {
      nlb[nd + j] = cm_fac_cneg(f, minlb[j]);
      nub[nd + j] = maxub[j];
    }
  }
  if (!cm_fac_ok(f))
    goto done;
  /* Replace f's constraints: bounding lbs/ubs then the common ones. */
  cm_fac_clear_constraints(f);
  for (unsigned d = 0; d < nd; d++) {
    cm_fac_add_ineq(f, all_lbs + (size_t)d * nc);
    cm_fac_add_ineq(f, all_ubs + (size_t)d * nc);
  }
  cm_fac_append(f, &common);
  cm_fac_remove_trivial_redundancy(f);
  res = CM_SUCCESS;
done:
  cm_fac_free(&common);
  free(lb);
  free(olb);
  free(ub);
  free(oub);
  free(minlb);
  free(maxub);
  free(all_lbs);
  free(all_ubs);
  return res;
}

/* ---- printing ------------------------------------------------------------------ */

void cm_fac_print(const CmFac *f, FILE *out) {
  unsigned nc = cm_fac_num_cols(f);
  fprintf(out, "Constraints (%u dims, %u symbols, %u locals), (%u constraints)\n",
          f->num_dims, f->num_syms, cm_fac_num_locals(f),
          cm_fac_num_constraints(f));
  for (unsigned i = 0; i < f->eqs.n; i++) {
    for (unsigned j = 0; j < nc; j++)
      fprintf(out, "%lld ", (long long)cm_fac_eq(f, i)[j]);
    fprintf(out, "= 0\n");
  }
  for (unsigned i = 0; i < f->ineqs.n; i++) {
    for (unsigned j = 0; j < nc; j++)
      fprintf(out, "%lld ", (long long)cm_fac_ineq(f, i)[j]);
    fprintf(out, ">= 0\n");
  }
}
