/* region.c - the process-wide address range that compact references index.
 *
 * One range of address space is reserved (PROT_NONE, no swap accounting)
 * the first time memory is asked for, and made readable and writable in
 * steps as it fills.  Memory handed out from it can be named by a 32-bit
 * reference (cm_region_ref: its offset in 8-byte units), which is how the
 * use lists of values keep 4-byte links (ir.h).  The range is 32 GiB, or
 * the largest power of two down to 256 MiB that the system grants.
 *
 * Extents are multiples of 64 bytes, 64-byte aligned and zeroed.  Freed
 * extents go to an address-ordered free list (merged with neighbours; one
 * that reaches the top lowers it) and are zeroed when freed: whole pages
 * by giving them back to the system, the edges by memset.  Callers free
 * with the size they allocated.  One mutex guards it all: callers take
 * memory in chunks (the context's arena) or for rare large blocks. */
#include "cmlir/support.h"

#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifdef CM_ASAN /* support.h; leak checking comes with it */
#include <sanitizer/lsan_interface.h>
#endif

#define GRAIN ((size_t)64)
#define COMMIT_STEP ((size_t)32 << 20)
#define MAX_RESERVE ((size_t)32 << 30) /* 2^32 references of 8 bytes */
#define MIN_RESERVE ((size_t)256 << 20)

char *cm_region_base_;

typedef struct FreeExt {
  size_t off, size;
  struct FreeExt *next;
} FreeExt;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static size_t reserved, committed, top;
static FreeExt *free_list; /* ascending offsets, never adjacent */

static void region_oom(size_t size) {
  fprintf(stderr,
          "cmlir: out of memory (IR region of %zu MiB full, allocating %zu "
          "bytes)\n",
          reserved >> 20, size);
  abort();
}

static bool reserve(void) {
  for (size_t sz = MAX_RESERVE; sz >= MIN_RESERVE; sz /= 2) {
    void *p = mmap(NULL, sz, PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      continue;
    cm_region_base_ = p;
    reserved = sz;
    top = GRAIN; /* offset 0 is never handed out: reference 0 is NULL */
#ifdef CM_ASAN
    /* Objects reachable only through IR memory are not leaks. */
    __lsan_register_root_region(p, sz);
#endif
    return true;
  }
  return false;
}

/* `size` rounded up to a multiple of `unit` (a power of two), at least one
 * unit. */
static size_t round_size(size_t size, size_t unit) {
  size = (size + unit - 1) & ~(unit - 1);
  return size ? size : unit;
}

/* Zeroes [off, off + size) of memory that was in use. */
static void zero_range(size_t off, size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  char *b = cm_region_base_ + off, *e = b + size;
  char *pb = (char *)(((uintptr_t)b + page - 1) & ~(uintptr_t)(page - 1));
  char *pe = (char *)((uintptr_t)e & ~(uintptr_t)(page - 1));
  if (pe > pb && (size_t)(pe - pb) >= 4 * page &&
      madvise(pb, (size_t)(pe - pb), MADV_DONTNEED) == 0) {
    memset(b, 0, (size_t)(pb - b));
    memset(pe, 0, (size_t)(e - pe));
  } else {
    memset(b, 0, size);
  }
}

void *cm_region_alloc(size_t size) {
  size = round_size(size, GRAIN);
  pthread_mutex_lock(&lock);
  if (!cm_region_base_ && !reserve()) {
    pthread_mutex_unlock(&lock);
    fprintf(stderr, "cmlir: cannot reserve address space for the IR\n");
    abort();
  }
  for (FreeExt **pp = &free_list; *pp; pp = &(*pp)->next) {
    FreeExt *f = *pp;
    if (f->size < size)
      continue;
    size_t off = f->off;
    f->off += size;
    f->size -= size;
    if (!f->size) {
      *pp = f->next;
      free(f);
    }
    pthread_mutex_unlock(&lock);
    return cm_region_base_ + off;
  }
  if (size > reserved - top)
    region_oom(size);
  if (top + size > committed) {
    size_t want = (top + size + COMMIT_STEP - 1) & ~(COMMIT_STEP - 1);
    if (want > reserved)
      want = reserved;
    if (mprotect(cm_region_base_ + committed, want - committed,
                 PROT_READ | PROT_WRITE) != 0)
      region_oom(size);
    committed = want;
  }
  size_t off = top;
  top += size;
  pthread_mutex_unlock(&lock);
  return cm_region_base_ + off;
}

void cm_region_free(void *p, size_t size) {
  if (!p)
    return;
  size = round_size(size, GRAIN);
  size_t off = (size_t)((char *)p - cm_region_base_);
  /* Users may have poisoned parts (the op allocator's free blocks). */
  CM_ASAN_UNPOISON(p, size);
  zero_range(off, size);
  pthread_mutex_lock(&lock);
  FreeExt **pp = &free_list, **prevp = NULL;
  while (*pp && (*pp)->off < off) {
    prevp = pp;
    pp = &(*pp)->next;
  }
  FreeExt *prev = prevp ? *prevp : NULL, *next = *pp;
  FreeExt **curp; /* the link to the extent now holding [off, off+size) */
  if (prev && prev->off + prev->size == off) {
    prev->size += size; /* merge down, then maybe up */
    if (next && prev->off + prev->size == next->off) {
      prev->size += next->size;
      prev->next = next->next;
      free(next);
    }
    curp = prevp;
  } else if (next && off + size == next->off) {
    next->off = off;
    next->size += size;
    curp = pp;
  } else {
    FreeExt *f = cm_xmalloc(sizeof *f);
    f->off = off;
    f->size = size;
    f->next = next;
    *pp = f;
    curp = pp;
  }
  /* No extent reached the top before (it would have lowered it), so only
   * this one can: it is then the last, and the top comes down to it. */
  FreeExt *cur = *curp;
  if (cur->off + cur->size == top) {
    top = cur->off;
    *curp = NULL;
    free(cur);
  }
  pthread_mutex_unlock(&lock);
}

/* ---- small objects without a context (block arguments): per-size free
 * lists shared by all threads, refilled from per-thread 4 KiB pieces of
 * the region (a thread's unused tail is lost when it exits: at most one
 * piece per thread). */
#define SMALL_MAX 256
#define SMALL_PIECE ((size_t)4096)
static void *small_free[SMALL_MAX / 8 + 1];
static pthread_mutex_t small_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local char *small_cur, *small_end;

void *cm_region_small_alloc(size_t size) {
  size = round_size(size, 8);
  if (size > SMALL_MAX)
    return cm_region_alloc(size);
  void **fl = &small_free[size / 8];
  if (__atomic_load_n(fl, __ATOMIC_RELAXED)) {
    pthread_mutex_lock(&small_lock);
    void *p = *fl;
    if (p)
      memcpy(fl, p, sizeof(void *));
    pthread_mutex_unlock(&small_lock);
    if (p)
      return memset(p, 0, size);
  }
  if (!small_cur || (size_t)(small_end - small_cur) < size) {
    small_cur = cm_region_alloc(SMALL_PIECE);
    small_end = small_cur + SMALL_PIECE;
  }
  void *p = small_cur;
  small_cur += size;
  return p;
}

void cm_region_small_free(void *p, size_t size) {
  if (!p)
    return;
  size = round_size(size, 8);
  if (size > SMALL_MAX) {
    cm_region_free(p, size);
    return;
  }
  void **fl = &small_free[size / 8];
  pthread_mutex_lock(&small_lock);
  memcpy(p, fl, sizeof(void *));
  *fl = p;
  pthread_mutex_unlock(&small_lock);
}
