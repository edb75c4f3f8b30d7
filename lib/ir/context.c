/* context.c - the context, identifiers and the generic uniquer. */
#include "ir_internal.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

/* ---- keys ---------------------------------------------------------------- */

void cm_key_grow(CmKey *k, size_t extra) {
  size_t ncap = k->cap * 2;
  while (ncap < k->len + extra)
    ncap *= 2;
  if (k->data == k->inl) {
    uint8_t *d = cm_xmalloc(ncap);
    memcpy(d, k->inl, k->len);
    k->data = d;
  } else {
    k->data = cm_xrealloc(k->data, ncap);
  }
  k->cap = ncap;
}

/* ---- locks ---------------------------------------------------------------- */

/* Critical sections are a few hundred cycles: spin (with the CPU's pause
 * hint) long enough to cover one, and only then yield the CPU; yielding at
 * once turned every contended acquisition into a system call. */
void cm_lock_slow(CmLock *l) {
  for (unsigned spins = 0;; spins++) {
    if (!__atomic_load_n(&l->v, __ATOMIC_RELAXED) &&
        !__atomic_exchange_n(&l->v, 1, __ATOMIC_ACQUIRE))
      return;
    if (spins < 2000) {
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    } else {
      sched_yield();
    }
  }
}

/* ---- arena --------------------------------------------------------------- */

/* Small allocations come from a per-thread chunk of the context's arena,
 * so threads building IR together do not take the arena lock for every
 * attribute.  The chunk is tagged with the context's id (never reused). */
typedef struct CmTlChunk {
  uint64_t ctx_id;
  char *cur, *end;
} CmTlChunk;
static _Thread_local CmTlChunk tl_chunk;
/* Below the arena's own-chunk threshold (16 KiB), so thread chunks are
 * carved from the arena's big chunks rather than malloc'ed one by one. */
enum { CM_TL_CHUNK = 12 * 1024, CM_TL_MAX_ALLOC = 512 };

void *cm_context_alloc(CmContext *ctx, size_t size, size_t align) {
  if (!ctx->threading || size > CM_TL_MAX_ALLOC || align > 64) {
    cm_ctx_lock(ctx, &ctx->arena_lock);
    void *p = cm_arena_alloc(&ctx->arena, size, align);
    cm_ctx_unlock(ctx, &ctx->arena_lock);
    return p;
  }
  CmTlChunk *c = &tl_chunk;
  if (c->ctx_id == ctx->id) {
    uintptr_t p = ((uintptr_t)c->cur + align - 1) & ~(uintptr_t)(align - 1);
    if (p + size <= (uintptr_t)c->end) {
      c->cur = (char *)(p + size);
      return (void *)p; /* zeroed: the chunk came zeroed from the arena */
    }
  }
  cm_ctx_lock(ctx, &ctx->arena_lock);
  char *chunk = cm_arena_alloc(&ctx->arena, CM_TL_CHUNK, 64);
  cm_ctx_unlock(ctx, &ctx->arena_lock);
  c->ctx_id = ctx->id;
  c->cur = chunk;
  c->end = chunk + CM_TL_CHUNK;
  uintptr_t p = ((uintptr_t)c->cur + align - 1) & ~(uintptr_t)(align - 1);
  c->cur = (char *)(p + size);
  return (void *)p;
}

/* ---- operation memory -------------------------------------------------------- */

/* Under AddressSanitizer a block on a free list is poisoned past its link
 * word (CM_ASAN_POISON, support.h), so a use of an erased op is still
 * reported. */

void *cm_ctx_op_alloc(CmContext *ctx, size_t size) {
  if (size > CM_OPMEM_MAX)
    return cm_region_alloc(size);
  CmOpFreeList *fl = &ctx->op_free[size / 8];
  if (__atomic_load_n(&fl->head, __ATOMIC_RELAXED)) {
    cm_ctx_lock(ctx, &fl->lock);
    void *p = fl->head;
    if (p) {
      void *next;
      memcpy(&next, p, sizeof(next));
      __atomic_store_n(&fl->head, next, __ATOMIC_RELAXED);
    }
    cm_ctx_unlock(ctx, &fl->lock);
    if (p) {
      CM_ASAN_UNPOISON((char *)p + sizeof(void *), size - sizeof(void *));
      memset(p, 0, size);
      return p;
    }
  }
  return cm_context_alloc(ctx, size, sizeof(void *));
}

void cm_ctx_op_free(CmContext *ctx, void *p, size_t size) {
  if (size > CM_OPMEM_MAX) {
    cm_region_free(p, size);
    return;
  }
  CmOpFreeList *fl = &ctx->op_free[size / 8];
  cm_ctx_lock(ctx, &fl->lock);
  memcpy(p, &fl->head, sizeof(void *));
  CM_ASAN_POISON((char *)p + sizeof(void *), size - sizeof(void *));
  __atomic_store_n(&fl->head, p, __ATOMIC_RELAXED);
  cm_ctx_unlock(ctx, &fl->lock);
}

/* ---- the generic uniquer -------------------------------------------------- */

static inline uint64_t cm_nonzero_hash(uint64_t h) { return h ? h : 1; }

static void cm_uniq_rehash(CmUniqMap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 256;
  uint64_t *ns = cm_xcalloc(ncap, sizeof(*ns));
  /* Slots keep only a tag of the hash: it is recomputed from each key,
   * a cache miss per entry; fetching the entries a few slots ahead lets
   * those misses overlap instead of queueing one after another. */
  enum { AHEAD = 16 };
  for (size_t i = 0; i < m->cap && i < AHEAD; i++)
    if (m->slots[i])
      __builtin_prefetch(cm_slot_ptr(m->slots[i]));
  for (size_t i = 0; i < m->cap; i++) {
    if (i + AHEAD < m->cap && m->slots[i + AHEAD])
      __builtin_prefetch(cm_slot_ptr(m->slots[i + AHEAD]));
    uint64_t s = m->slots[i];
    if (!s)
      continue;
    const CmUniqEntry *e = cm_slot_ptr(s);
    size_t j = (size_t)cm_nonzero_hash(cm_hash_bytes(e->key, e->keylen)) &
               (ncap - 1);
    while (ns[j])
      j = (j + 1) & (ncap - 1);
    ns[j] = s;
  }
  free(m->slots);
  m->slots = ns;
  m->cap = ncap;
}

/* ---- per-thread front caches of the uniquer ---------------------------------
 * One set per thread, for the context it last used (switching contexts
 * clears it): entries point at context entries, which are immutable and
 * live as long as the context.  Freed when the thread exits. */
enum { CM_IDENT_CACHE_SIZE = 1024 };
typedef struct CmTlUniq {
  uint64_t ctx_id;
  CmUniqCacheEnt *tables[CM_UNIQ_NUM_TABLES]; /* lazily allocated */
  /* Identifiers (cm_ident) by hash bits: hot names (a string attribute
   * on every op) are found without taking their shard's lock, whose
   * cache line would otherwise move between cores on every lookup. */
  CmIdent **idents; /* lazily allocated */
} CmTlUniq;

/* CMLIR_DLOPEN_TLS: for copies of the library loaded with dlopen (the
 * Python extension), where initial-exec TLS does not fit. */
#if defined(__GNUC__) && !defined(__SANITIZE_ADDRESS__) && !defined(CMLIR_DLOPEN_TLS)
#define CM_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define CM_TLS_MODEL
#endif
static _Thread_local CmTlUniq *tl_uniq CM_TLS_MODEL;
static pthread_key_t tl_uniq_key;
static pthread_once_t tl_uniq_once = PTHREAD_ONCE_INIT;
static uint64_t next_ctx_id = 1;

static void tl_uniq_free(void *p) {
  CmTlUniq *t = p;
  for (int i = 0; i < CM_UNIQ_NUM_TABLES; i++)
    free(t->tables[i]);
  free(t->idents);
  free(t);
}
static void tl_uniq_key_init(void) {
  pthread_key_create(&tl_uniq_key, tl_uniq_free);
}

/* The calling thread's caches, emptied when it last served another
 * context. */
static CmTlUniq *tl_caches(CmContext *ctx) {
  CmTlUniq *t = tl_uniq;
  if (__builtin_expect(!t, 0)) {
    pthread_once(&tl_uniq_once, tl_uniq_key_init);
    t = tl_uniq = cm_xcalloc(1, sizeof(CmTlUniq));
    pthread_setspecific(tl_uniq_key, t);
  }
  if (__builtin_expect(t->ctx_id != ctx->id, 0)) {
    for (int i = 0; i < CM_UNIQ_NUM_TABLES; i++)
      if (t->tables[i])
        memset(t->tables[i], 0, CM_UNIQ_CACHE_SIZE * sizeof(CmUniqCacheEnt));
    if (t->idents)
      memset(t->idents, 0, CM_IDENT_CACHE_SIZE * sizeof(CmIdent *));
    t->ctx_id = ctx->id;
  }
  return t;
}

static CmUniqCacheEnt *front_cache(CmContext *ctx, CmUniqTable table) {
  CmTlUniq *t = tl_caches(ctx);
  if (__builtin_expect(!t->tables[table], 0))
    t->tables[table] = cm_xcalloc(CM_UNIQ_CACHE_SIZE, sizeof(CmUniqCacheEnt));
  return t->tables[table];
}

void *cm_unique(CmContext *ctx, CmUniqTable table, const void *key,
                size_t keylen,
                void *(*make)(CmContext *ctx, const void *key, size_t keylen,
                              void *user),
                void *user) {
  uint64_t h = cm_nonzero_hash(cm_hash_bytes(key, keylen));
  CmUniqMap *m = &ctx->tables[table][h >> 60];
  CmUniqCacheEnt *ce =
      &front_cache(ctx, table)[(h >> 40) & (CM_UNIQ_CACHE_SIZE - 1)];
  if (ce->hash == h && ce->entry->keylen == keylen &&
      (keylen == 0 || memcmp(ce->entry->key, key, keylen) == 0))
    return ce->entry->obj;
  cm_ctx_lock(ctx, &m->lock);
  if ((m->len + 1) * 4 > m->cap * 3)
    cm_uniq_rehash(m);
  size_t mask = m->cap - 1;
  size_t i = (size_t)h & mask;
  uint64_t tag = h & CM_SLOT_TAG_MASK;
  for (;;) {
    uint64_t s = m->slots[i];
    if (!s)
      break;
    CmUniqEntry *se = cm_slot_ptr(s);
    if ((s & CM_SLOT_TAG_MASK) == tag && se->keylen == keylen &&
        (keylen == 0 || memcmp(se->key, key, keylen) == 0)) {
      void *obj = se->obj;
      ce->hash = h;
      ce->entry = se;
      cm_ctx_unlock(ctx, &m->lock);
      return obj;
    }
    i = (i + 1) & mask;
  }
  /* The key is copied into context memory first and `make` receives the
   * copy, so objects may point into it (dense data is stored only once). */
  CmUniqEntry *e =
      cm_context_alloc(ctx, sizeof(CmUniqEntry) + keylen, _Alignof(CmUniqEntry));
  if (keylen)
    memcpy(e->key, key, keylen);
  e->keylen = keylen;
  void *obj = make(ctx, e->key, keylen, user);
  e->obj = obj;
  m->slots[i] = tag | (uint64_t)(uintptr_t)e;
  m->len++;
  ce->hash = h;
  ce->entry = e;
  cm_ctx_unlock(ctx, &m->lock);
  return obj;
}

/* ---- identifiers ----------------------------------------------------------- */

CmIdent *cm_ident(CmContext *ctx, const char *s, size_t len) {
  uint64_t h = cm_nonzero_hash(cm_hash_bytes(s, len));
  CmTlUniq *t = tl_caches(ctx);
  if (__builtin_expect(!t->idents, 0))
    t->idents = cm_xcalloc(CM_IDENT_CACHE_SIZE, sizeof(CmIdent *));
  CmIdent **ce = &t->idents[(h >> 40) & (CM_IDENT_CACHE_SIZE - 1)];
  if (*ce && (*ce)->hash == h && (*ce)->len == len &&
      (len == 0 || memcmp((*ce)->str, s, len) == 0))
    return *ce;
  CmIdentMap *m = &ctx->idents[h >> 60];
  cm_ctx_lock(ctx, &m->lock);
  if ((m->len + 1) * 4 > m->cap * 3) {
    size_t ncap = m->cap ? m->cap * 2 : 128;
    CmIdent **ns = cm_xcalloc(ncap, sizeof(CmIdent *));
    for (size_t i = 0; i < m->cap; i++) {
      CmIdent *id = m->slots[i];
      if (!id)
        continue;
      size_t j = (size_t)id->hash & (ncap - 1);
      while (ns[j])
        j = (j + 1) & (ncap - 1);
      ns[j] = id;
    }
    free(m->slots);
    m->slots = ns;
    m->cap = ncap;
  }
  size_t mask = m->cap - 1;
  size_t i = (size_t)h & mask;
  for (;;) {
    CmIdent *id = m->slots[i];
    if (!id)
      break;
    if (id->hash == h && id->len == len &&
        (len == 0 || memcmp(id->str, s, len) == 0)) {
      cm_ctx_unlock(ctx, &m->lock);
      *ce = id;
      return id;
    }
    i = (i + 1) & mask;
  }
  cm_ctx_lock(ctx, &ctx->arena_lock);
  CmIdent *id = CM_ARENA_NEW(&ctx->arena, CmIdent);
  id->str = cm_arena_strndup(&ctx->arena, s, len);
  cm_ctx_unlock(ctx, &ctx->arena_lock);
  id->ctx = ctx;
  id->len = len;
  id->hash = h;
  m->slots[i] = id;
  m->len++;
  cm_ctx_unlock(ctx, &m->lock);
  *ce = id;
  return id;
}

CmIdent *cm_ident_c(CmContext *ctx, const char *cstr) {
  return cm_ident(ctx, cstr, strlen(cstr));
}

/* ---- context ----------------------------------------------------------------- */

CmContext *cm_context_create(void) {
  /* Aligned as its cache-line-aligned members (calloc promises 16). */
  CmContext *ctx = cm_xaligned_zalloc(_Alignof(CmContext), sizeof(CmContext));
  ctx->id = __atomic_fetch_add(&next_ctx_id, 1, __ATOMIC_RELAXED);
  /* IR objects live in the region, so their use lists can link with
   * 32-bit references (ir.h). */
  cm_arena_init_in_region(&ctx->arena);
  pthread_mutex_init(&ctx->dialect_lock, NULL);
  pthread_mutex_init(&ctx->diag_lock, NULL);
  ctx->next_diag_handler_id = 1;
  ctx->print_op_on_diagnostic = true;
  ctx->threading = true;
  ctx->allow_unregistered = false;
  cm_types_init_cache(ctx);
  cm_attrs_init_cache(ctx);
  cm_register_builtin_dialect(ctx);
  return ctx;
}

void cm_context_destroy(CmContext *ctx) {
  if (!ctx)
    return;
  cm_dialects_free(ctx);
  for (int i = 0; i < CM_UNIQ_NUM_TABLES; i++)
    for (int j = 0; j < CM_UNIQ_SHARDS; j++)
      free(ctx->tables[i][j].slots);
  for (int j = 0; j < CM_UNIQ_SHARDS; j++)
    free(ctx->idents[j].slots);
  free(ctx->flc.slots);
  CM_VEC_FREE(ctx->diag_handlers);
  pthread_mutex_destroy(&ctx->diag_lock);
  pthread_mutex_destroy(&ctx->dialect_lock);
  cm_arena_free(&ctx->arena);
  free(ctx);
}

void cm_context_set_allow_unregistered(CmContext *ctx, bool allow) {
  ctx->allow_unregistered = allow;
}
bool cm_context_allow_unregistered(CmContext *ctx) {
  return ctx->allow_unregistered;
}
void cm_context_set_threading(CmContext *ctx, bool enabled) {
  ctx->threading = enabled;
}
bool cm_context_threading(CmContext *ctx) { return ctx->threading; }
