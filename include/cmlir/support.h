/* support.h - the support layer of cmlir: arenas, buffers, hashing, strings,
 * source buffers and the diagnostics engine.
 *
 * Every internal name of this layer starts with `cm_`.  This header is the
 * map of lib/support/: each block below lists the functions of one file.
 */
#ifndef CMLIR_SUPPORT_H
#define CMLIR_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define CM_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CM_PRINTF(f, a)
#endif

/* AddressSanitizer builds (gcc defines __SANITIZE_ADDRESS__, clang has
 * __has_feature): CM_ASAN is defined there, and CM_ASAN_POISON /
 * CM_ASAN_UNPOISON mark memory that a custom allocator holds back, so a
 * use of it is reported; elsewhere they do nothing. */
#if defined(__SANITIZE_ADDRESS__)
#define CM_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CM_ASAN 1
#endif
#endif
#ifdef CM_ASAN
#include <sanitizer/asan_interface.h>
#define CM_ASAN_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define CM_ASAN_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define CM_ASAN_POISON(p, n) ((void)(p), (void)(n))
#define CM_ASAN_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

/* Logical results, as upstream's LogicalResult: 0 is success. */
typedef enum { CM_SUCCESS = 0, CM_FAILURE = 1 } CmResult;
#define cm_failed(r) ((r) != CM_SUCCESS)
#define cm_succeeded(r) ((r) == CM_SUCCESS)

/* A string slice, not NUL-terminated in general. */
typedef struct CmStr {
  const char *data;
  size_t len;
} CmStr;
#define CM_STR(lit) ((CmStr){(lit), sizeof(lit) - 1})
CmStr cm_str(const char *cstr); /* from a NUL-terminated string */
bool cm_str_eq(CmStr a, CmStr b);
bool cm_str_eq_c(CmStr a, const char *cstr);
bool cm_str_starts_with(CmStr s, const char *prefix);

/* ---- arena.c: bump allocator; memory lives until the arena is freed. ---- */
typedef struct CmArenaChunk CmArenaChunk;
typedef struct CmArena {
  CmArenaChunk *chunks;
  char *cur, *end;
  size_t total; /* bytes handed out, for statistics */
  bool in_region; /* chunks come from the IR region (region.c) */
} CmArena;
void cm_arena_init(CmArena *a);
/* An arena whose memory can be named by cm_region_ref (the context's). */
void cm_arena_init_in_region(CmArena *a);
void cm_arena_free(CmArena *a);
void *cm_arena_alloc(CmArena *a, size_t size, size_t align); /* zeroed */
void *cm_arena_dup(CmArena *a, const void *p, size_t size, size_t align);
char *cm_arena_strndup(CmArena *a, const char *s, size_t len); /* adds NUL */
#define CM_ARENA_NEW(a, T) ((T *)cm_arena_alloc((a), sizeof(T), _Alignof(T)))
#define CM_ARENA_ARRAY(a, T, n)                                                \
  ((T *)cm_arena_alloc((a), sizeof(T) * (size_t)(n), _Alignof(T)))

/* ---- region.c: one process-wide reserved address range (up to 32 GiB)
 * whose memory has 32-bit names: a reference is the offset in 8-byte units
 * (0 names NULL), so links between IR objects placed there take 4 bytes.
 * Extents are zeroed, 64-byte aligned, freed with the size they were
 * allocated with; thread-safe.  Exhausting the range is fatal, like any
 * out-of-memory. ---- */
void *cm_region_alloc(size_t size);
void cm_region_free(void *p, size_t size);
/* Small objects (8-byte aligned, zeroed) kept on per-size free lists of
 * the whole process, for IR objects that have no context at hand. */
void *cm_region_small_alloc(size_t size);
void cm_region_small_free(void *p, size_t size);
extern char *cm_region_base_; /* private: set by the first allocation */
static inline uint32_t cm_region_ref(const void *p) {
  return p ? (uint32_t)(((uintptr_t)p - (uintptr_t)cm_region_base_) >> 3) : 0;
}
static inline void *cm_region_ptr(uint32_t ref) {
  return ref ? cm_region_base_ + ((uint64_t)ref << 3) : NULL;
}

/* ---- alloc.c: checked malloc; out of memory is the one fatal error. ---- */
void *cm_xmalloc(size_t size);
void *cm_xcalloc(size_t n, size_t size);
/* Zeroed memory aligned to `align` (a power of two); released with free(). */
void *cm_xaligned_zalloc(size_t align, size_t size);
void *cm_xrealloc(void *p, size_t size);
char *cm_xstrndup(const char *s, size_t len);
/* Grow a dynamic array `*arr` of `*cap` elements of `elem` bytes to hold at
 * least `need` elements. */
void cm_grow(void **arr, size_t *cap, size_t need, size_t elem);
#define CM_VEC(T)                                                              \
  struct {                                                                     \
    T *data;                                                                   \
    size_t len, cap;                                                           \
  }
#define CM_VEC_PUSH(v, x)                                                      \
  do {                                                                         \
    if ((v).len == (v).cap)                                                    \
      cm_grow((void **)&(v).data, &(v).cap, (v).len + 1, sizeof(*(v).data));   \
    (v).data[(v).len++] = (x);                                                 \
  } while (0)
/* Frees (or keeps for reuse by this thread's next cm_grow) a vector's
 * buffer of `bytes` bytes (alloc.c); NULL is fine. */
void cm_vec_release(void *p, size_t bytes);
#define CM_VEC_FREE(v)                                                         \
  (cm_vec_release((v).data, (v).cap * sizeof(*(v).data)), (v).data = NULL,     \
   (v).len = (v).cap = 0)

/* ---- buf.c: growable output buffer (the printer writes into one). ---- */
typedef struct CmBuf {
  char *data; /* always NUL-terminated when non-NULL */
  size_t len, cap;
} CmBuf;
void cm_buf_init(CmBuf *b);
void cm_buf_free(CmBuf *b);
void cm_buf_clear(CmBuf *b);
/* Grows `b` to hold at least `need` bytes (slow path of the puts below). */
void cm_buf_grow_to(CmBuf *b, size_t need);
/* The output functions are inline: the printer's hot path. */
static inline void cm_buf_putc(CmBuf *b, char c) {
  if (b->len + 2 > b->cap)
    cm_buf_grow_to(b, b->len + 2);
  b->data[b->len++] = c;
  b->data[b->len] = 0;
}
static inline void cm_buf_putn(CmBuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap)
    cm_buf_grow_to(b, b->len + n + 1);
  if (n)
    __builtin_memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
static inline void cm_buf_puts(CmBuf *b, const char *s) {
  cm_buf_putn(b, s, __builtin_strlen(s));
}
static inline void cm_buf_putstr(CmBuf *b, CmStr s) {
  cm_buf_putn(b, s.data, s.len);
}
void cm_buf_printf(CmBuf *b, const char *fmt, ...) CM_PRINTF(2, 3);
void cm_buf_vprintf(CmBuf *b, const char *fmt, va_list ap);
void cm_buf_put_i64(CmBuf *b, int64_t v);
void cm_buf_put_u64(CmBuf *b, uint64_t v);
/* Writes `v` in decimal and a NUL to `out` (room for CM_FMT_U64_MAX
 * bytes); returns the number of digits. */
#define CM_FMT_U64_MAX 21
size_t cm_fmt_u64(char *out, uint64_t v);
char *cm_buf_detach(CmBuf *b); /* caller frees; buffer becomes empty */

/* ---- ptrmap.c: open-addressing pointer -> u64 map (linear probing,
 * backward-shift deletion so entries can be removed in any order). ---- */
typedef struct CmPtrMapEnt {
  uintptr_t key; /* 0 = empty */
  uint64_t val;
} CmPtrMapEnt;
typedef struct CmPtrMap {
  CmPtrMapEnt *ents; /* key and value side by side: one cache line */
  size_t cap, len;   /* cap is a power of two (or 0) */
} CmPtrMap;
void cm_ptrmap_free(CmPtrMap *m);
/* The value slot of `key`, or NULL if absent. */
uint64_t *cm_ptrmap_get(const CmPtrMap *m, const void *key);
/* Makes room for `n` keys in all without growing again (a caller that
 * knows how many it will insert saves the rehashes). */
void cm_ptrmap_reserve(CmPtrMap *m, size_t n);
/* Inserts or overwrites. */
void cm_ptrmap_put(CmPtrMap *m, const void *key, uint64_t val);
void cm_ptrmap_del(CmPtrMap *m, const void *key);
/* Pointer-valued use: the value stored for `key`, NULL if absent. */
static inline void *cm_ptrmap_get_ptr(const CmPtrMap *m, const void *key) {
  uint64_t *v = cm_ptrmap_get(m, key);
  return v ? (void *)(uintptr_t)*v : NULL;
}
static inline void cm_ptrmap_put_ptr(CmPtrMap *m, const void *key, void *val) {
  cm_ptrmap_put(m, key, (uint64_t)(uintptr_t)val);
}

/* ---- refset.c: a set of objects of the IR region (ops, values, blocks:
 * anything cm_region_ref names; nothing else), one bit per 8-byte unit of
 * the region, in pages of 4 KiB allocated when first touched.  Unlike a
 * pointer hash set, neighbours in the IR are neighbours in the set (a walk
 * in IR order reads it in order) and a member costs no more than a bit;
 * a page covers 256 KiB of the region. ---- */
#define CM_REFSET_PAGE_SHIFT_ 15 /* references (8-byte units) per page */
typedef struct CmRefSet {
  uint64_t **pages; /* NULL: nothing in that page */
  size_t num_pages;
  size_t len;
} CmRefSet;
static inline bool cm_refset_has(const CmRefSet *s, const void *p) {
  uint32_t r = cm_region_ref(p);
  size_t pg = r >> CM_REFSET_PAGE_SHIFT_;
  if (pg >= s->num_pages || !s->pages[pg])
    return false;
  uint32_t i = r & ((1u << CM_REFSET_PAGE_SHIFT_) - 1);
  return (s->pages[pg][i >> 6] >> (i & 63)) & 1;
}
/* Adds `p`; true if it was not in the set. */
bool cm_refset_add(CmRefSet *s, const void *p);
/* Removes `p`; true if it was in the set. */
bool cm_refset_del(CmRefSet *s, const void *p);
void cm_refset_free(CmRefSet *s);

/* ---- parallel.c: parallel-for over [0, n).  Calls fn(i, user) once for
 * every i, on up to `max_threads` threads (0: as many as the machine has;
 * the environment variable CMLIR_NUM_THREADS overrides the machine's count),
 * the calling thread included; returns when all calls have returned.  The
 * order of the calls is unspecified. ---- */
unsigned cm_hw_threads(void);
void cm_parallel_for(size_t n, unsigned max_threads,
                     void (*fn)(size_t i, void *user), void *user);

/* ---- hash.c ---- */
uint64_t cm_hash_bytes(const void *p, size_t n);
uint64_t cm_hash_combine(uint64_t h, uint64_t v);

/* ---- source.c: the source manager.  Buffers keep their text for the life
 * of the manager so diagnostics can quote source lines. ---- */
typedef struct CmSourceBuffer {
  char *name;       /* file name as given ("-" becomes "<stdin>") */
  char *text;       /* NUL-terminated contents */
  size_t len;
  unsigned first_line; /* line number of text[0], normally 1 */
  size_t *line_starts; /* lazily built offsets of each line's start */
  size_t num_lines;
  /* Files may be memory-mapped (read-only use, NUL-terminated by the
   * mapping's zero fill): map_len is the mapping's length, 0 if `text` is
   * malloc'd.  released: bytes of the start already given back. */
  size_t map_len;
  size_t released;
} CmSourceBuffer;
typedef struct CmSourceMgr {
  CmSourceBuffer **bufs;
  size_t num_bufs, cap;
} CmSourceMgr;
void cm_srcmgr_init(CmSourceMgr *sm);
void cm_srcmgr_free(CmSourceMgr *sm);
/* Adds a copy of `text` under `name`; returns the buffer. */
CmSourceBuffer *cm_srcmgr_add(CmSourceMgr *sm, const char *name,
                              const char *text, size_t len);
/* Reads a file ("-" is stdin); returns NULL and sets errno text on failure. */
CmSourceBuffer *cm_srcmgr_add_file(CmSourceMgr *sm, const char *path);
/* Gives the resident memory of a memory-mapped buffer's text before `upto`
 * back to the system (the text stays readable: pages are re-read from the
 * file on access).  A no-op for other buffers. */
void cm_srcbuf_release(CmSourceBuffer *buf, const char *upto);
/* 1-based line and column of a pointer into buf->text. */
void cm_srcbuf_line_col(CmSourceBuffer *buf, const char *p, unsigned *line,
                        unsigned *col);
/* The text of 1-based line `line` (without newline); false if out of range. */
bool cm_srcbuf_get_line(CmSourceBuffer *buf, unsigned line, CmStr *out);
/* Find the buffer with this name (most recently added first). */
CmSourceBuffer *cm_srcmgr_find(CmSourceMgr *sm, const char *name, size_t len);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_SUPPORT_H */
