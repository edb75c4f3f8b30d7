/* ir_internal.h - private definitions shared by the files of lib/ir/.
 * Not part of the public API: only the lib/ir sources (and lib/dialect code that
 * needs context internals) may include it. */
#ifndef CMLIR_IR_INTERNAL_H
#define CMLIR_IR_INTERNAL_H

#include "cmlir/ir.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A small lock for the context's hot tables: a test-and-set spinlock that
 * yields when contended.  Critical sections are short (a probe, an
 * insertion).  When the context's threading is disabled no locking is
 * done at all (see cm_ctx_lock). */
typedef struct CmLock {
  int v;
} CmLock;
void cm_lock_slow(CmLock *l);
static inline void cm_lock_acquire(CmLock *l) {
  if (__atomic_exchange_n(&l->v, 1, __ATOMIC_ACQUIRE))
    cm_lock_slow(l);
}
static inline void cm_lock_release(CmLock *l) {
  __atomic_store_n(&l->v, 0, __ATOMIC_RELEASE);
}

/* Direct-mapped cache in front of a uniquer table: the hash and the table
 * entry of recently used keys (16 bytes each, so the whole cache stays in
 * L2); a hit compares the key against the entry's stored copy.  Each
 * thread has its own (context.c), so a hit takes no lock and writes no
 * memory another thread reads. */
#define CM_UNIQ_CACHE_SIZE 4096
struct CmUniqEntry;
typedef struct CmUniqCacheEnt {
  uint64_t hash; /* 0: empty */
  struct CmUniqEntry *entry;
} CmUniqCacheEnt;

/* One open-addressing hash table of uniqued objects.  A slot holds the
 * entry and a hash tag; the entry (in the context arena) holds the object
 * and a copy of its key bytes, so a hit touches the slot and the entry
 * only. */
typedef struct CmUniqEntry {
  void *obj;
  size_t keylen;
  unsigned char key[]; /* 8-byte aligned */
} CmUniqEntry;
/* Hash tables whose 8-byte slots hold a pointer and a hash tag: on x86-64
 * and AArch64 Linux, user-space addresses fit in 48 bits (the kernels hand
 * out higher ones only to mmap calls that ask for them, which malloc never
 * does), so the top 16 bits carry the top bits of the key's hash, compared
 * before touching the pointee.  Elsewhere the slot is the plain pointer and
 * the tag is unused (every tag compares equal).  0 is an empty slot. */
#if (defined(__x86_64__) || defined(__aarch64__)) && UINTPTR_MAX > 0xffffffffu
#define CM_SLOT_PTR_MASK ((uint64_t)0x0000ffffffffffffull)
#else
#define CM_SLOT_PTR_MASK (~(uint64_t)0)
#endif
#define CM_SLOT_TAG_MASK (~CM_SLOT_PTR_MASK)
static inline void *cm_slot_ptr(uint64_t s) {
  return (void *)(uintptr_t)(s & CM_SLOT_PTR_MASK);
}
#define CM_UNIQ_SHARDS 16
/* Shard headers of the tables below are a cache line each: threads
 * taking neighbouring shards' locks must not bounce one line between
 * their cores. */
#define CM_CACHE_LINE 64
typedef struct CmUniqMap {
  _Alignas(CM_CACHE_LINE) CmLock lock;
  uint64_t *slots; /* tagged CmUniqEntry pointers (CM_SLOT_PTR_MASK) */
  size_t cap; /* power of two */
  size_t len;
} CmUniqMap;

/* Operation memory (context.c): zeroed blocks of `size` bytes, a multiple
 * of 8, all in the IR region (support.h) so that values and operands can
 * be named by 32-bit references: up to CM_OPMEM_MAX from the context's
 * arena through per-size free lists, larger ones straight from the region.
 * Ops and operand stores use it (blocks and block arguments, which have no
 * context at hand, use cm_region_small_alloc).  A block goes back with the
 * size it was allocated with. */
#define CM_OPMEM_MAX 512
void *cm_ctx_op_alloc(CmContext *ctx, size_t size);
void cm_ctx_op_free(CmContext *ctx, void *p, size_t size);
typedef struct CmOpFreeList {
  CmLock lock;
  void *head; /* read without the lock only as a hint */
} CmOpFreeList;

/* Interned identifiers (open addressing on the string hash). */
typedef struct CmIdentMap {
  _Alignas(CM_CACHE_LINE) CmLock lock;
  CmIdent **slots;
  size_t cap, len;
} CmIdentMap;

/* Registered and unregistered op names, keyed by the name's ident. */
typedef struct CmOpNameMap {
  CmLock lock;
  CmOpName **slots;
  size_t cap, len;
} CmOpNameMap;

/* A registered diagnostic handler (used by diag.c). */
typedef struct CmDiagHandlerEntry {
  CmDiagHandlerId id;
  CmDiagHandler fn;
  void *user;
} CmDiagHandlerEntry;

struct CmContext {
  /* Unique over the process's contexts (never reused): tags per-thread
   * caches of context objects. */
  uint64_t id;
  /* Context-lifetime memory; arena_lock guards it. */
  CmLock arena_lock;
  CmArena arena;

  /* Uniquers (each with its own lock). */
  /* Each table is split in shards by the top bits of the hash, each with
   * its own lock, so threads inserting at once rarely wait for each other
   * (or for a shard's rehash). */
  CmUniqMap tables[CM_UNIQ_NUM_TABLES][CM_UNIQ_SHARDS];
  /* Interned identifiers, in shards by the top bits of the hash (as the
   * uniquer tables). */
  CmIdentMap idents[CM_UNIQ_SHARDS];

  /* Dialect registry: the context's copies, in registration order. */
  pthread_mutex_t dialect_lock;
  CmDialect **dialects;
  size_t num_dialects, dialects_cap;

  /* Interned operation names. */
  CmOpNameMap op_names;

  /* File/line/col locations (one per parsed op): a dedicated uniquer whose
   * slots point straight at the attributes (no key copies). */
  struct {
    CmLock lock;
    /* 0: empty; else the attribute's address in the low 48 bits and the
     * top 16 bits of its hash above (compared before touching the attr;
     * see cm_flc_slot in attrs.c). */
    uint64_t *slots;
    size_t cap, len;
    /* File names of packed location references (locref.c; allocated in
     * the arena on first use, published atomically). */
    struct CmLocRefFiles *files;
  } flc;

  /* Memory of operations up to CM_OPMEM_MAX bytes (context.c): carved
   * from the arena through the thread's chunk, and recycled through one
   * free list per size (a multiple of 8) instead of malloc, so an op costs
   * no allocator header or rounding. */
  CmOpFreeList op_free[CM_OPMEM_MAX / 8 + 1];

  bool allow_unregistered;
  bool threading;

  /* ---- diagnostics: owned by lib/ir/diag.c --------------------------
   * diag_handlers: registered handlers in registration order (diag.c runs
   * them most recent first).  next_diag_handler_id: the id the next
   * cm_diag_add_handler returns (starts at 1).  diag_lock: guards the
   * handler list and serialises emission.  print_op_on_diagnostic:
   * -mlir-print-op-on-diagnostic (default true, as upstream).
   * context.c only initialises these and frees diag_handlers. */
  CM_VEC(CmDiagHandlerEntry) diag_handlers;
  CmDiagHandlerId next_diag_handler_id;
  pthread_mutex_t diag_lock;
  bool print_op_on_diagnostic;
  /* ---- end of diagnostics fields ---------------------------------- */

  /* Frequently used uniqued objects, created with the context. */
  struct {
    CmType *i1, *i8, *i16, *i32, *i64, *index, *none;
    CmType *floats[CM_TYPE_F128 - CM_TYPE_BF16 + 1];
    CmAttr *unknown_loc, *unit, *empty_dict, *bool_true, *bool_false;
    CmAttr *empty_array;
  } cache;
};

/* Locks a context lock unless the context is single-threaded. */
static inline void cm_ctx_lock(CmContext *ctx, CmLock *l) {
  if (ctx->threading)
    cm_lock_acquire(l);
}
static inline void cm_ctx_unlock(CmContext *ctx, CmLock *l) {
  if (ctx->threading)
    cm_lock_release(l);
}

/* Note: cm_unique copies the key into context memory (8-byte aligned)
 * before calling `make` and passes that copy, which lives as long as the
 * context: objects may keep pointers into their key. */

/* Builds the keys for cm_unique: a growable byte buffer with inline
 * storage, so that most keys need no heap allocation. */
typedef struct CmKey {
  uint8_t *data;
  size_t len, cap;
  uint8_t inl[256];
} CmKey;
static inline void cm_key_init(CmKey *k) {
  k->data = k->inl;
  k->len = 0;
  k->cap = sizeof(k->inl);
}
void cm_key_grow(CmKey *k, size_t extra);
static inline void cm_key_put(CmKey *k, const void *p, size_t n) {
  if (k->len + n > k->cap)
    cm_key_grow(k, n);
  if (n)
    memcpy(k->data + k->len, p, n);
  k->len += n;
}
#define CM_KEY_PUT(k, v)                                                       \
  do {                                                                         \
    __typeof__(v) cm_key_tmp_ = (v);                                           \
    cm_key_put((k), &cm_key_tmp_, sizeof(cm_key_tmp_));                        \
  } while (0)
/* Pads the key with zeros to a multiple of `align` (a power of two <= 8);
 * arrays put after it are aligned in the stored copy too. */
static inline void cm_key_align(CmKey *k, size_t align) {
  static const uint8_t zeros[8] = {0};
  size_t pad = (align - (k->len & (align - 1))) & (align - 1);
  cm_key_put(k, zeros, pad);
}
static inline void cm_key_free(CmKey *k) {
  if (k->data != k->inl)
    free(k->data);
}

/* affine.c: facts cached in each expression (O(1)). */
bool cm_affine_is_symbolic_or_constant(const CmAffineExpr *e);
int64_t cm_affine_largest_known_divisor(const CmAffineExpr *e);

/* Creates the cached common objects (types.c / attrs.c). */
void cm_types_init_cache(CmContext *ctx);
void cm_attrs_init_cache(CmContext *ctx);
/* Called by dialect.c / context.c. */
void cm_dialects_free(CmContext *ctx);

#endif /* CMLIR_IR_INTERNAL_H */
