/* parse_parallel.c - the machinery of parallel parsing: a work queue of
 * region bodies parsed by worker threads, and the raw scan that finds where
 * a region body ends without parsing it.
 *
 * The policy (which regions are handed out, how results are stitched back,
 * the fallback to a sequential parse) lives in parser.c; see the comment
 * above `try_dispatch` there. */
#include "parser_internal.h"

#include <pthread.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

struct CmParPool {
  pthread_mutex_t mu;
  pthread_cond_t work_cv; /* workers wait for items */
  pthread_cond_t done_cv; /* the main thread waits for completion */
  CM_VEC(CmParItem *) items;
  size_t next;      /* first item not yet taken */
  size_t finished;  /* items whose run returned */
  bool stopping;
  unsigned waiting; /* workers blocked on work_cv */
  size_t submitted; /* items.len, readable without the lock (atomic) */
  unsigned nthreads;
  pthread_t tids[64];
  void (*run)(CmParItem *item, unsigned thread, void *user);
  void *user;
};

typedef struct {
  CmParPool *pool;
  unsigned index;
} WorkerArg;

/* Takes the next pending item, or NULL; called with the lock held. */
static CmParItem *take_locked(CmParPool *pool) {
  if (pool->next >= pool->items.len)
    return NULL;
  return pool->items.data[pool->next++];
}

static void finish(CmParPool *pool) {
  pthread_mutex_lock(&pool->mu);
  pool->finished++;
  if (pool->finished == pool->items.len)
    pthread_cond_broadcast(&pool->done_cv);
  pthread_mutex_unlock(&pool->mu);
}

static void *pool_worker(void *varg) {
  WorkerArg *arg = varg;
  CmParPool *pool = arg->pool;
  unsigned index = arg->index;
  free(arg);
  size_t seen = 0;
  for (;;) {
    /* Items arrive every few microseconds while the main thread scans:
     * spin a little before sleeping (a futex round trip costs more). */
    for (int spin = 0; spin < 1000; spin++) {
      if (__atomic_load_n(&pool->submitted, __ATOMIC_ACQUIRE) != seen ||
          __atomic_load_n(&pool->stopping, __ATOMIC_ACQUIRE))
        break;
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    }
    pthread_mutex_lock(&pool->mu);
    CmParItem *it;
    while (!(it = take_locked(pool)) && !pool->stopping) {
      pool->waiting++;
      pthread_cond_wait(&pool->work_cv, &pool->mu);
      pool->waiting--;
    }
    seen = pool->items.len;
    pthread_mutex_unlock(&pool->mu);
    if (!it)
      return NULL;
    pool->run(it, index, pool->user);
    finish(pool);
  }
}

CmParPool *cm_parpool_create(unsigned nthreads,
                             void (*run)(CmParItem *item, unsigned thread,
                                         void *user),
                             void *user) {
  CmParPool *pool = cm_xcalloc(1, sizeof(*pool));
  pthread_mutex_init(&pool->mu, NULL);
  pthread_cond_init(&pool->work_cv, NULL);
  pthread_cond_init(&pool->done_cv, NULL);
  pool->run = run;
  pool->user = user;
  if (nthreads > 64)
    nthreads = 64;
  for (unsigned i = 0; i < nthreads; i++) {
    WorkerArg *arg = cm_xmalloc(sizeof(*arg));
    arg->pool = pool;
    arg->index = pool->nthreads;
    if (pthread_create(&pool->tids[pool->nthreads], NULL, pool_worker, arg)) {
      free(arg);
      break; /* fewer workers: the main thread helps more */
    }
    pool->nthreads++;
  }
  return pool;
}

unsigned cm_parpool_threads(const CmParPool *pool) { return pool->nthreads; }

void cm_parpool_submit(CmParPool *pool, CmParItem *item) {
  pthread_mutex_lock(&pool->mu);
  CM_VEC_PUSH(pool->items, item);
  __atomic_store_n(&pool->submitted, pool->items.len, __ATOMIC_RELEASE);
  if (pool->waiting) /* a futex wake only when somebody sleeps */
    pthread_cond_signal(&pool->work_cv);
  pthread_mutex_unlock(&pool->mu);
}

size_t cm_parpool_pending(CmParPool *pool) {
  pthread_mutex_lock(&pool->mu);
  size_t n = pool->items.len - pool->next;
  pthread_mutex_unlock(&pool->mu);
  return n;
}

bool cm_parpool_help(CmParPool *pool) {
  pthread_mutex_lock(&pool->mu);
  CmParItem *it = take_locked(pool);
  pthread_mutex_unlock(&pool->mu);
  if (!it)
    return false;
  pool->run(it, pool->nthreads, pool->user);
  finish(pool);
  return true;
}

void cm_parpool_wait_all(CmParPool *pool) {
  while (cm_parpool_help(pool))
    ;
  pthread_mutex_lock(&pool->mu);
  while (pool->finished != pool->items.len)
    pthread_cond_wait(&pool->done_cv, &pool->mu);
  pthread_mutex_unlock(&pool->mu);
}

void cm_parpool_destroy(CmParPool *pool) {
  cm_parpool_wait_all(pool);
  pthread_mutex_lock(&pool->mu);
  __atomic_store_n(&pool->stopping, true, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&pool->work_cv);
  pthread_mutex_unlock(&pool->mu);
  for (unsigned i = 0; i < pool->nthreads; i++)
    pthread_join(pool->tids[i], NULL);
  CM_VEC_FREE(pool->items);
  pthread_cond_destroy(&pool->done_cv);
  pthread_cond_destroy(&pool->work_cv);
  pthread_mutex_destroy(&pool->mu);
  free(pool);
}

/* Characters the region scan stops at. */
static const unsigned char scan_stop[256] = {
    ['{'] = 1, ['}'] = 1, ['"'] = 1, ['/'] = 1, ['\n'] = 1,
};

const char *cm_scan_region_end(const char *lbrace, const char *end,
                               unsigned *newlines, const char **last_nl) {
  const char *q = lbrace + 1;
  unsigned depth = 1, nl = 0;
  const char *lnl = NULL;
  while (q < end) {
#ifdef __SSE2__
    /* Skip 16 bytes at a time while none of them is a stop character. */
    while (end - q >= 16) {
      __m128i v = _mm_loadu_si128((const __m128i *)(const void *)q);
      __m128i hit = _mm_or_si128(
          _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('{')),
                       _mm_cmpeq_epi8(v, _mm_set1_epi8('}'))),
          _mm_or_si128(
              _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                           _mm_cmpeq_epi8(v, _mm_set1_epi8('/'))),
              _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))));
      unsigned mask = (unsigned)_mm_movemask_epi8(hit);
      if (mask) {
        q += __builtin_ctz(mask);
        break;
      }
      q += 16;
    }
    if (q >= end)
      break;
#endif
    unsigned char c = (unsigned char)*q;
    if (!scan_stop[c]) {
      q++;
      continue;
    }
    switch (c) {
    case '\n':
      nl++;
      lnl = q;
      q++;
      break;
    case '{':
      depth++;
      q++;
      break;
    case '}':
      q++;
      if (--depth == 0) {
        *newlines = nl;
        *last_nl = lnl;
        return q;
      }
      break;
    case '"': /* string: up to the closing quote; no newline inside */
      q++;
      while (q < end && *q != '"') {
        if (*q == '\n')
          return NULL; /* unterminated: let the real lexer report it */
        if (*q == '\\' && q + 1 < end && q[1] != '\n')
          q++;
        q++;
      }
      if (q >= end)
        return NULL;
      q++;
      break;
    default: /* '/' */
      if (q + 1 < end && q[1] == '/') {
        const char *e = memchr(q, '\n', (size_t)(end - q));
        q = e ? e : end; /* the newline itself is counted above */
      } else {
        q++;
      }
      break;
    }
  }
  return NULL;
}
