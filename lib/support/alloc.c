/* alloc.c - checked allocation: out of memory is the one fatal error. */
#include "cmlir/support.h"

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

void cm_grow(void **arr, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap)
    return;
  size_t ncap = *cap ? *cap * 2 : 8;
  while (ncap < need)
    ncap *= 2;
  if (elem && ncap > SIZE_MAX / elem)
    cm_oom(SIZE_MAX);
  *arr = cm_xrealloc(*arr, ncap * elem);
  *cap = ncap;
}
