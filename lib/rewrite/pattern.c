/* pattern.c - patterns and pattern sets.
 *
 * A set keeps its patterns in insertion order.  Freezing (done once, on
 * the first lookup after a change, under the set's lock, so drivers on
 * several threads may share a set) builds for every root op name the list
 * of patterns to try: the op's own patterns followed by the any-op
 * patterns, stably sorted by decreasing benefit, as upstream's
 * PatternApplicator orders them. */
#include "rewrite_internal.h"

#include <pthread.h>
#include <string.h>

typedef struct PatList {
  const CmPattern **data;
  size_t len;
} PatList;

struct CmPatternSet {
  CmContext *ctx;
  CM_VEC(CmPattern *) pats;
  pthread_mutex_t lock;
  int frozen; /* read with __atomic_load_n */
  CmPtrMap by_name; /* CmOpName -> index + 1 into lists */
  CM_VEC(PatList) lists;
  PatList any; /* any-op patterns only */
};

CmPatternSet *cm_pattern_set_create(CmContext *ctx) {
  CmPatternSet *s = cm_xcalloc(1, sizeof(*s));
  s->ctx = ctx;
  pthread_mutex_init(&s->lock, NULL);
  return s;
}

static void unfreeze(CmPatternSet *s) {
  for (size_t i = 0; i < s->lists.len; i++)
    free(s->lists.data[i].data);
  CM_VEC_FREE(s->lists);
  free(s->any.data);
  s->any.data = NULL;
  s->any.len = 0;
  cm_ptrmap_free(&s->by_name);
  memset(&s->by_name, 0, sizeof(s->by_name));
  __atomic_store_n(&s->frozen, 0, __ATOMIC_RELEASE);
}

void cm_pattern_set_destroy(CmPatternSet *s) {
  if (!s)
    return;
  unfreeze(s);
  for (size_t i = 0; i < s->pats.len; i++)
    free(s->pats.data[i]);
  CM_VEC_FREE(s->pats);
  pthread_mutex_destroy(&s->lock);
  free(s);
}

CmContext *cm_pattern_set_context(const CmPatternSet *s) { return s->ctx; }

CmPattern *cm_pattern_set_add(CmPatternSet *s, const CmPattern *p) {
  CmPattern *c = cm_xmalloc(sizeof(*c));
  *c = *p;
  c->root_name_ = p->root ? cm_op_name(s->ctx, p->root, strlen(p->root))
                          : NULL;
  CM_VEC_PUSH(s->pats, c);
  if (s->frozen)
    unfreeze(s);
  return c;
}

CmPattern *cm_pattern_set_add_fn(CmPatternSet *s, const char *root,
                                 unsigned benefit, CmMatchRewriteFn fn,
                                 void *user) {
  CmPattern p;
  memset(&p, 0, sizeof(p));
  p.root = root;
  p.benefit = benefit;
  p.match_and_rewrite = fn;
  p.user = user;
  return cm_pattern_set_add(s, &p);
}

void cm_pattern_set_add_list(CmPatternSet *s, const char *root,
                             unsigned benefit, unsigned n,
                             const CmPatternEntry *entries) {
  for (unsigned i = 0; i < n; i++) {
    CmPattern p;
    memset(&p, 0, sizeof(p));
    p.root = root;
    p.benefit = benefit;
    p.match_and_rewrite = entries[i].fn;
    p.label = entries[i].label;
    cm_pattern_set_add(s, &p);
  }
}

size_t cm_pattern_set_size(const CmPatternSet *s) { return s->pats.len; }

static bool label_in(const char *label, unsigned n, const char *const *list) {
  for (unsigned i = 0; i < n; i++)
    if (label && list[i] && strcmp(label, list[i]) == 0)
      return true;
  return false;
}

void cm_pattern_set_filter(CmPatternSet *s, unsigned num_disabled,
                           const char *const *disabled, unsigned num_enabled,
                           const char *const *enabled) {
  size_t k = 0;
  for (size_t i = 0; i < s->pats.len; i++) {
    CmPattern *p = s->pats.data[i];
    bool keep = !label_in(p->label, num_disabled, disabled) &&
                (num_enabled == 0 || label_in(p->label, num_enabled, enabled));
    if (keep)
      s->pats.data[k++] = p;
    else
      free(p);
  }
  s->pats.len = k;
  unfreeze(s);
}

/* Stable insertion sort by decreasing benefit (lists are short). */
static void sort_by_benefit(const CmPattern **a, size_t n) {
  for (size_t i = 1; i < n; i++) {
    const CmPattern *x = a[i];
    size_t j = i;
    while (j > 0 && a[j - 1]->benefit < x->benefit) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = x;
  }
}

static void freeze(CmPatternSet *s) {
  pthread_mutex_lock(&s->lock);
  if (!s->frozen) {
    size_t nany = 0;
    for (size_t i = 0; i < s->pats.len; i++)
      if (!s->pats.data[i]->root_name_)
        nany++;
    s->any.data = cm_xmalloc(sizeof(CmPattern *) * (nany + 1));
    for (size_t i = 0; i < s->pats.len; i++)
      if (!s->pats.data[i]->root_name_)
        s->any.data[s->any.len++] = s->pats.data[i];
    sort_by_benefit(s->any.data, s->any.len);
    /* Count the patterns of each root, then fill the lists. */
    CmPtrMap counts = {0};
    for (size_t i = 0; i < s->pats.len; i++) {
      CmOpName *n = s->pats.data[i]->root_name_;
      if (!n)
        continue;
      uint64_t *c = cm_ptrmap_get(&counts, n);
      if (c)
        (*c)++;
      else
        cm_ptrmap_put(&counts, n, 1);
    }
    for (size_t i = 0; i < s->pats.len; i++) {
      CmPattern *p = s->pats.data[i];
      CmOpName *n = p->root_name_;
      if (!n)
        continue;
      uint64_t *idx = cm_ptrmap_get(&s->by_name, n);
      PatList *l;
      if (!idx) {
        PatList nl = {0};
        uint64_t c = *cm_ptrmap_get(&counts, n);
        nl.data = cm_xmalloc(sizeof(CmPattern *) * (c + nany));
        CM_VEC_PUSH(s->lists, nl);
        cm_ptrmap_put(&s->by_name, n, s->lists.len);
        l = &s->lists.data[s->lists.len - 1];
      } else {
        l = &s->lists.data[*idx - 1];
      }
      l->data[l->len++] = p;
    }
    cm_ptrmap_free(&counts);
    for (size_t i = 0; i < s->lists.len; i++) {
      PatList *l = &s->lists.data[i];
      for (size_t k = 0; k < nany; k++)
        l->data[l->len++] = s->any.data[k];
      sort_by_benefit(l->data, l->len);
    }
    __atomic_store_n(&s->frozen, 1, __ATOMIC_RELEASE);
  }
  pthread_mutex_unlock(&s->lock);
}

void cm_pattern_set_freeze_(CmPatternSet *s) {
  if (!__atomic_load_n(&s->frozen, __ATOMIC_ACQUIRE))
    freeze(s);
}
void cm_pattern_set_freeze(CmPatternSet *s) { cm_pattern_set_freeze_(s); }

const CmPattern *const *cm_pattern_set_for_op(CmPatternSet *s, const CmOp *op,
                                              size_t *n) {
  cm_pattern_set_freeze_(s);
  uint64_t *idx = cm_ptrmap_get(&s->by_name, cm_op_opname(op));
  const PatList *l = idx ? &s->lists.data[*idx - 1] : &s->any;
  *n = l->len;
  return l->data;
}

void cm_pattern_set_add_op_canonicalizations(CmPatternSet *s,
                                             const CmOpDef *def) {
  if (def && def->get_canonicalization_patterns)
    def->get_canonicalization_patterns(s, s->ctx);
}

static int cmp_def_name(const void *a, const void *b) {
  const CmOpDef *x = *(const CmOpDef *const *)a;
  const CmOpDef *y = *(const CmOpDef *const *)b;
  return strcmp(x->name, y->name);
}
static void collect_def(const CmOpDef *def, void *user) {
  CM_VEC(const CmOpDef *) *v = user;
  if (def->get_canonicalization_patterns)
    CM_VEC_PUSH(*v, def);
}

void cm_pattern_set_add_canonicalizations(CmPatternSet *s) {
  CM_VEC(const CmOpDef *) defs = {0};
  cm_context_for_each_op_def(s->ctx, collect_def, &defs);
  /* By name, as upstream's list of registered operations. */
  if (defs.len)
    qsort(defs.data, defs.len, sizeof(defs.data[0]), cmp_def_name);
  for (size_t i = 0; i < defs.len; i++)
    defs.data[i]->get_canonicalization_patterns(s, s->ctx);
  CM_VEC_FREE(defs);
}
