/* alloc.c - checked allocation: out of memory is the one fatal error. */
#include "cmlir/support.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static void cm_oom(size_t size) {
  fprintf(stderr, "cmlir: out of memory (allocating %zu bytes)\n", size);
  abort();
}

void *cm_xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p)
    cm_oom(size);
  return p;
}

void *cm_xcalloc(size_t n, size_t size) {
  if (n == 0 || size == 0)
    n = size = 1;
  void *p = calloc(n, size);
  if (!p)
    cm_oom(n * size);
  return p;
}

void *cm_xaligned_zalloc(size_t align, size_t size) {
  void *p = NULL;
  if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align,
                     size ? size : 1) ||
      !p)
    cm_oom(size);
  return memset(p, 0, size);
}

void *cm_xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q)
    cm_oom(size);
  return q;
}

char *cm_xstrndup(const char *s, size_t len) {
  char *p = cm_xmalloc(len + 1);
  if (len)
    memcpy(p, s, len);
  p[len] = 0;
  return p;
}

/* ---- recycled vector buffers
 * The parser fills a few short vectors for every op it reads (operands,
 * types, attributes) and frees them right after; a malloc / free pair
 * costs more than filling them.  A freed buffer of 64 bytes up to
 * VEC_KEEP_MAX goes to the calling thread's cache, in the class of the
 * largest power of two it holds (64, 128, 256 bytes, ...), and a vector's
 * first allocation takes one from the class that covers its request.  The
 * buffers are plain malloc memory: free() and realloc() work on them. */
enum { VEC_CLASSES = 4, VEC_SLOTS = 16, VEC_MIN = 64 };
#define VEC_KEEP_MAX ((size_t)VEC_MIN << (VEC_CLASSES - 1))
typedef struct {
  unsigned n[VEC_CLASSES];
  void *bufs[VEC_CLASSES][VEC_SLOTS];
} VecCache;
static _Thread_local VecCache vec_cache;
static _Thread_local bool vec_cache_registered;
static pthread_key_t vec_cache_key;
static pthread_once_t vec_cache_once = PTHREAD_ONCE_INIT;

static void vec_cache_free(void *arg) {
  VecCache *c = arg;
  for (unsigned k = 0; k < VEC_CLASSES; k++) {
    for (unsigned i = 0; i < c->n[k]; i++)
      free(c->bufs[k][i]);
    c->n[k] = 0;
  }
}
static void vec_cache_key_init(void) {
  pthread_key_create(&vec_cache_key, vec_cache_free);
}

void cm_vec_release(void *p, size_t bytes) {
  if (!p)
    return;
#ifdef CM_ASAN /* reuse would hide uses after free from the sanitizer */
  (void)bytes;
  free(p);
  return;
#endif
  if (bytes < VEC_MIN || bytes > VEC_KEEP_MAX) {
    free(p);
    return;
  }
  unsigned k = 0;
  while (k + 1 < VEC_CLASSES && ((size_t)VEC_MIN << (k + 1)) <= bytes)
    k++;
  VecCache *c = &vec_cache;
  if (c->n[k] == VEC_SLOTS) {
    free(p);
    return;
  }
  if (!vec_cache_registered) {
    /* the thread's buffers are freed when it exits */
    pthread_once(&vec_cache_once, vec_cache_key_init);
    pthread_setspecific(vec_cache_key, c);
    vec_cache_registered = true;
  }
  c->bufs[k][c->n[k]++] = p;
}

void cm_grow(void **arr, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap)
    return;
  size_t ncap = *cap ? *cap * 2 : 8;
  while (ncap < need)
    ncap *= 2;
  if (elem && ncap > SIZE_MAX / elem)
    cm_oom(SIZE_MAX);
  if (!*cap && !*arr && elem && ncap * elem <= VEC_KEEP_MAX) {
    unsigned k = 0;
    while (((size_t)VEC_MIN << k) < ncap * elem)
      k++;
    VecCache *c = &vec_cache;
    if (c->n[k]) {
      *arr = c->bufs[k][--c->n[k]];
      *cap = ((size_t)VEC_MIN << k) / elem;
      return;
    }
  }
  *arr = cm_xrealloc(*arr, ncap * elem);
  *cap = ncap;
}
