/* arena.c - chunked bump allocator.
 *
 * Every chunk starts zeroed (region extents are handed out zeroed, other
 * chunks come from calloc, which takes fresh pages from the system
 * without writing them) and bump memory is never handed out twice, so
 * allocations need no memset: a page is first touched by its user. */
#include "cmlir/support.h"

#include <stdlib.h>
#include <string.h>

struct CmArenaChunk {
  CmArenaChunk *next;
  size_t size; /* usable bytes after the header */
  max_align_t data[];
};

#define CM_ARENA_MIN_CHUNK (64 * 1024 - sizeof(CmArenaChunk) - 64)

void cm_arena_init(CmArena *a) {
  a->chunks = NULL;
  a->cur = a->end = NULL;
  a->total = 0;
  a->in_region = false;
}

void cm_arena_init_in_region(CmArena *a) {
  cm_arena_init(a);
  a->in_region = true;
}

static CmArenaChunk *chunk_alloc(CmArena *a, size_t usable) {
  size_t size = sizeof(CmArenaChunk) + usable;
  return a->in_region ? cm_region_alloc(size) : cm_xcalloc(1, size);
}

void cm_arena_free(CmArena *a) {
  CmArenaChunk *c = a->chunks;
  bool in_region = a->in_region;
  while (c) {
    CmArenaChunk *n = c->next;
    if (in_region)
      cm_region_free(c, sizeof(CmArenaChunk) + c->size);
    else
      free(c);
    c = n;
  }
  cm_arena_init(a);
  a->in_region = in_region;
}

static void *cm_arena_slow(CmArena *a, size_t size, size_t align) {
  size_t need = size + align;
  if (need > CM_ARENA_MIN_CHUNK / 4) {
    /* Big allocation: its own chunk, linked behind the current one so the
     * current bump region stays usable. */
    CmArenaChunk *c = chunk_alloc(a, need);
    c->size = need;
    if (a->chunks) {
      c->next = a->chunks->next;
      a->chunks->next = c;
    } else {
      c->next = NULL;
      a->chunks = c;
      a->cur = a->end = (char *)c->data + need; /* no bump space */
    }
    uintptr_t p = ((uintptr_t)c->data + align - 1) & ~(uintptr_t)(align - 1);
    return (void *)p;
  }
  /* Chunks grow geometrically up to 1 MiB. */
  size_t csize = CM_ARENA_MIN_CHUNK;
  if (a->total > 4 * CM_ARENA_MIN_CHUNK)
    csize = a->total / 4 > (1u << 20) ? (1u << 20) : a->total / 4;
  if (csize < need)
    csize = need;
  CmArenaChunk *c = chunk_alloc(a, csize);
  c->size = csize;
  c->next = a->chunks;
  a->chunks = c;
  a->cur = (char *)c->data;
  a->end = a->cur + csize;
  uintptr_t p = ((uintptr_t)a->cur + align - 1) & ~(uintptr_t)(align - 1);
  a->cur = (char *)p + size;
  return (void *)p;
}

void *cm_arena_alloc(CmArena *a, size_t size, size_t align) {
  if (align == 0)
    align = 1;
  a->total += size;
  uintptr_t p = ((uintptr_t)a->cur + align - 1) & ~(uintptr_t)(align - 1);
  if (a->cur && p + size <= (uintptr_t)a->end && p >= (uintptr_t)a->cur) {
    a->cur = (char *)p + size;
    return (void *)p;
  }
  return cm_arena_slow(a, size, align);
}

void *cm_arena_dup(CmArena *a, const void *p, size_t size, size_t align) {
  void *q = cm_arena_alloc(a, size, align);
  if (size)
    memcpy(q, p, size);
  return q;
}

char *cm_arena_strndup(CmArena *a, const char *s, size_t len) {
  char *q = cm_arena_alloc(a, len + 1, 1);
  if (len)
    memcpy(q, s, len);
  q[len] = 0;
  return q;
}
