/* dialect.c - the dialect registry and interned operation names. */
#include "ir_internal.h"

#include <stdlib.h>
#include <string.h>

static CmDialect *cm_find_dialect_locked(CmContext *ctx, const char *name,
                                         size_t len) {
  for (size_t i = 0; i < ctx->num_dialects; i++) {
    CmDialect *d = ctx->dialects[i];
    if (strncmp(d->name, name, len) == 0 && d->name[len] == 0)
      return d;
  }
  return NULL;
}

CmDialect *cm_lookup_dialect(CmContext *ctx, const char *name, size_t len) {
  pthread_mutex_lock(&ctx->dialect_lock);
  CmDialect *d = cm_find_dialect_locked(ctx, name, len);
  pthread_mutex_unlock(&ctx->dialect_lock);
  return d;
}

size_t cm_context_num_dialects(CmContext *ctx) {
  pthread_mutex_lock(&ctx->dialect_lock);
  size_t n = ctx->num_dialects;
  pthread_mutex_unlock(&ctx->dialect_lock);
  return n;
}

CmDialect *cm_context_dialect(CmContext *ctx, size_t i) {
  pthread_mutex_lock(&ctx->dialect_lock);
  CmDialect *d = i < ctx->num_dialects ? ctx->dialects[i] : NULL;
  pthread_mutex_unlock(&ctx->dialect_lock);
  return d;
}

/* The dialect namespace of an op name: the text before the first '.', or
 * the whole name if it has none (as upstream). */
static size_t cm_op_dialect_prefix_len(const char *name, size_t len) {
  const char *dot = memchr(name, '.', len);
  return dot ? (size_t)(dot - name) : len;
}

CmDialect *cm_register_dialect(CmContext *ctx, const CmDialect *d) {
  size_t nlen = strlen(d->name);
  pthread_mutex_lock(&ctx->dialect_lock);
  CmDialect *old = cm_find_dialect_locked(ctx, d->name, nlen);
  if (old) {
    pthread_mutex_unlock(&ctx->dialect_lock);
    return old;
  }
  CmDialect *nd = cm_context_alloc(ctx, sizeof(CmDialect), _Alignof(CmDialect));
  *nd = *d;
  cm_ctx_lock(ctx, &ctx->arena_lock);
  nd->name = cm_arena_strndup(&ctx->arena, d->name, nlen);
  cm_ctx_unlock(ctx, &ctx->arena_lock);
  nd->ctx = ctx;
  if (ctx->num_dialects == ctx->dialects_cap)
    cm_grow((void **)&ctx->dialects, &ctx->dialects_cap, ctx->num_dialects + 1,
            sizeof(CmDialect *));
  ctx->dialects[ctx->num_dialects++] = nd;
  pthread_mutex_unlock(&ctx->dialect_lock);

  /* Op names interned before the dialect existed now belong to it. */
  CmOpNameMap *m = &ctx->op_names;
  cm_ctx_lock(ctx, &m->lock);
  for (size_t i = 0; i < m->cap; i++) {
    CmOpName *on = m->slots[i];
    if (!on || on->dialect)
      continue;
    size_t plen = cm_op_dialect_prefix_len(on->name->str, on->name->len);
    if (plen == nlen && memcmp(on->name->str, nd->name, nlen) == 0)
      on->dialect = nd;
  }
  cm_ctx_unlock(ctx, &m->lock);
  return nd;
}

void cm_dialects_free(CmContext *ctx) {
  /* Dialect copies and op names live in the arena. */
  free(ctx->dialects);
  ctx->dialects = NULL;
  ctx->num_dialects = ctx->dialects_cap = 0;
  free(ctx->op_names.slots);
  ctx->op_names.slots = NULL;
  ctx->op_names.cap = ctx->op_names.len = 0;
}

/* ---- op names ---------------------------------------------------------------- */

/* Finds the slot for `name` (hash h); returns the slot index.  Caller holds
 * the lock and has ensured capacity. */
static size_t cm_op_name_probe(CmOpNameMap *m, const char *name, size_t len,
                               uint64_t h) {
  size_t mask = m->cap - 1;
  size_t i = (size_t)h & mask;
  for (;;) {
    CmOpName *on = m->slots[i];
    if (!on)
      return i;
    if (on->name->hash == h && on->name->len == len &&
        (len == 0 || memcmp(on->name->str, name, len) == 0))
      return i;
    i = (i + 1) & mask;
  }
}

static void cm_op_name_grow(CmOpNameMap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 256;
  CmOpName **ns = cm_xcalloc(ncap, sizeof(CmOpName *));
  for (size_t i = 0; i < m->cap; i++) {
    CmOpName *on = m->slots[i];
    if (!on)
      continue;
    size_t j = (size_t)on->name->hash & (ncap - 1);
    while (ns[j])
      j = (j + 1) & (ncap - 1);
    ns[j] = on;
  }
  free(m->slots);
  m->slots = ns;
  m->cap = ncap;
}

/* Interns `name`; `def` (if non-NULL) becomes its definition. */
static CmOpName *cm_op_name_get(CmContext *ctx, const char *name, size_t len,
                                const CmOpDef *def) {
  CmIdent *id = cm_ident(ctx, name, len);
  CmOpNameMap *m = &ctx->op_names;
  cm_ctx_lock(ctx, &m->lock);
  if ((m->len + 1) * 4 > m->cap * 3)
    cm_op_name_grow(m);
  size_t i = cm_op_name_probe(m, name, len, id->hash);
  CmOpName *on = m->slots[i];
  if (!on) {
    on = cm_context_alloc(ctx, sizeof(CmOpName), _Alignof(CmOpName));
    on->name = id;
    size_t plen = cm_op_dialect_prefix_len(name, len);
    on->dialect = cm_lookup_dialect(ctx, name, plen);
    m->slots[i] = on;
    m->len++;
  }
  if (def) {
    on->def = def;
    /* Registered ops without a namespace ("module", "func") are builtin. */
    if (!on->dialect && !memchr(name, '.', len))
      on->dialect = cm_lookup_dialect(ctx, "builtin", 7);
  }
  cm_ctx_unlock(ctx, &m->lock);
  return on;
}

CmOpName *cm_op_name(CmContext *ctx, const char *name, size_t len) {
  /* Fast path: already interned. */
  CmOpNameMap *m = &ctx->op_names;
  uint64_t h = cm_hash_bytes(name, len);
  h = h ? h : 1;
  cm_ctx_lock(ctx, &m->lock);
  if (m->cap) {
    CmOpName *on = m->slots[cm_op_name_probe(m, name, len, h)];
    if (on) {
      cm_ctx_unlock(ctx, &m->lock);
      return on;
    }
  }
  cm_ctx_unlock(ctx, &m->lock);
  return cm_op_name_get(ctx, name, len, NULL);
}

const CmOpDef *cm_lookup_op_def(CmContext *ctx, const char *name, size_t len) {
  CmOpNameMap *m = &ctx->op_names;
  uint64_t h = cm_hash_bytes(name, len);
  h = h ? h : 1;
  const CmOpDef *def = NULL;
  cm_ctx_lock(ctx, &m->lock);
  if (m->cap) {
    CmOpName *on = m->slots[cm_op_name_probe(m, name, len, h)];
    if (on)
      def = on->def;
  }
  cm_ctx_unlock(ctx, &m->lock);
  return def;
}

void cm_register_ops(CmContext *ctx, const CmOpDef *defs, size_t n) {
  for (size_t i = 0; i < n; i++)
    cm_op_name_get(ctx, defs[i].name, strlen(defs[i].name), &defs[i]);
}

void cm_context_for_each_op_def(CmContext *ctx,
                                void (*fn)(const CmOpDef *def, void *user),
                                void *user) {
  CmOpNameMap *m = &ctx->op_names;
  CM_VEC(const CmOpDef *) defs = {0};
  cm_ctx_lock(ctx, &m->lock);
  for (size_t i = 0; i < m->cap; i++)
    if (m->slots[i] && m->slots[i]->def)
      CM_VEC_PUSH(defs, m->slots[i]->def);
  cm_ctx_unlock(ctx, &m->lock);
  for (size_t i = 0; i < defs.len; i++)
    fn(defs.data[i], user);
  CM_VEC_FREE(defs);
}
