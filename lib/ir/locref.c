/* locref.c - compact location references (see ir.h).
 *
 * A packed reference on a 64-bit target (bit 0 set):
 *   bit  0       1 (tag)
 *   bits 1..10   file index into the context's table (CM_LOCREF_FILE_BITS)
 *   bits 11..38  line                                (CM_LOCREF_LINE_BITS)
 *   bits 39..63  column                              (CM_LOCREF_COL_BITS)
 * Unpacked references are CmLoc pointers; attributes are at least 8-byte
 * aligned, so their bit 0 is clear.
 *
 * The file table (one per context, allocated in the context arena on first
 * use) is append-only: an entry is written once, before the hash slot
 * naming it is published with a release store; readers use acquire loads
 * and never lock.  Insertions take the context's file-location lock
 * (`ctx->flc.lock`), which serialises them.  Packing a location of an
 * already known file costs a few loads (the last file found is tried
 * first) and no lock.
 */
#include "ir_internal.h"

/* Packing needs 64-bit references; building with -DCM_LOCREF_PACKING=0
 * turns it off (every reference is then a real location: for A/B
 * measurements). */
#ifndef CM_LOCREF_PACKING
#if UINTPTR_MAX > 0xffffffffu
#define CM_LOCREF_PACKING 1
#else
#define CM_LOCREF_PACKING 0
#endif
#endif

#define CM_LOCREF_FILE_BITS 10
#define CM_LOCREF_LINE_BITS 28
#define CM_LOCREF_COL_BITS 25
#define CM_LOCREF_FILE_SHIFT 1
#define CM_LOCREF_LINE_SHIFT (CM_LOCREF_FILE_SHIFT + CM_LOCREF_FILE_BITS)
#define CM_LOCREF_COL_SHIFT (CM_LOCREF_LINE_SHIFT + CM_LOCREF_LINE_BITS)
#define CM_LOCREF_MAX_FILES (1u << CM_LOCREF_FILE_BITS)
/* Open-addressing index over the files (load factor <= 1/2). */
#define CM_LOCREF_NUM_SLOTS (2u * CM_LOCREF_MAX_FILES)

#if CM_LOCREF_PACKING
_Static_assert(CM_LOCREF_COL_SHIFT + CM_LOCREF_COL_BITS == 64,
               "packed location fields must fill 64 bits");

struct CmLocRefFiles {
  uint32_t count; /* entries in use (only touched under the lock) */
  uint32_t hint;  /* index found by the last lookup (a guess, any thread) */
  CmIdent *files[CM_LOCREF_MAX_FILES];
  uint16_t slots[CM_LOCREF_NUM_SLOTS]; /* 0: empty, else file index + 1 */
};

static struct CmLocRefFiles *files_table(CmContext *ctx) {
  return __atomic_load_n(&ctx->flc.files, __ATOMIC_ACQUIRE);
}

static inline CmIdent *files_entry(struct CmLocRefFiles *t, uint32_t i) {
  return __atomic_load_n(&t->files[i], __ATOMIC_ACQUIRE);
}

/* Index of `f` in `t` or -1, without locking. */
static int files_find(struct CmLocRefFiles *t, const CmIdent *f) {
  uint32_t mask = CM_LOCREF_NUM_SLOTS - 1;
  for (uint32_t i = (uint32_t)f->hash & mask;; i = (i + 1) & mask) {
    uint16_t s = __atomic_load_n(&t->slots[i], __ATOMIC_ACQUIRE);
    if (!s)
      return -1;
    if (files_entry(t, (uint32_t)s - 1) == f)
      return s - 1;
  }
}

/* Index of `f` in its context's table, adding it if there is room; -1 if
 * the table is full. */
static int file_index(CmIdent *f) {
  CmContext *ctx = f->ctx;
  struct CmLocRefFiles *t = files_table(ctx);
  if (t) {
    uint32_t h = __atomic_load_n(&t->hint, __ATOMIC_RELAXED);
    if (h < CM_LOCREF_MAX_FILES && files_entry(t, h) == f)
      return (int)h;
    int i = files_find(t, f);
    if (i >= 0) {
      __atomic_store_n(&t->hint, (uint32_t)i, __ATOMIC_RELAXED);
      return i;
    }
  }
  cm_ctx_lock(ctx, &ctx->flc.lock);
  t = files_table(ctx);
  if (!t) {
    t = cm_context_alloc(ctx, sizeof(*t), _Alignof(struct CmLocRefFiles));
    __atomic_store_n(&ctx->flc.files, t, __ATOMIC_RELEASE);
  }
  int idx = files_find(t, f);
  if (idx < 0 && t->count < CM_LOCREF_MAX_FILES) {
    idx = (int)t->count;
    __atomic_store_n(&t->files[idx], f, __ATOMIC_RELEASE);
    uint32_t mask = CM_LOCREF_NUM_SLOTS - 1, i = (uint32_t)f->hash & mask;
    while (t->slots[i])
      i = (i + 1) & mask;
    __atomic_store_n(&t->slots[i], (uint16_t)(idx + 1), __ATOMIC_RELEASE);
    t->count++;
  }
  cm_ctx_unlock(ctx, &ctx->flc.lock);
  if (idx >= 0)
    __atomic_store_n(&t->hint, (uint32_t)idx, __ATOMIC_RELAXED);
  return idx;
}

#endif /* CM_LOCREF_PACKING */

CmLocRef cm_locref_file(CmIdent *file, unsigned line, unsigned col) {
#if CM_LOCREF_PACKING
  if (line < (1u << CM_LOCREF_LINE_BITS) && col < (1u << CM_LOCREF_COL_BITS)) {
    int idx = file_index(file);
    if (idx >= 0)
      return (CmLocRef)1u |
             ((CmLocRef)(unsigned)idx << CM_LOCREF_FILE_SHIFT) |
             ((CmLocRef)line << CM_LOCREF_LINE_SHIFT) |
             ((CmLocRef)col << CM_LOCREF_COL_SHIFT);
  }
#endif
  return cm_locref(cm_loc_file_ident(file, line, col));
}

bool cm_locref_unpack(CmContext *ctx, CmLocRef r, CmIdent **file,
                      unsigned *line, unsigned *col) {
#if CM_LOCREF_PACKING
  if (!cm_locref_is_packed(r))
    return false;
  struct CmLocRefFiles *t = files_table(ctx);
  uint32_t fi = (uint32_t)(r >> CM_LOCREF_FILE_SHIFT) &
                (CM_LOCREF_MAX_FILES - 1);
  CmIdent *f = t ? files_entry(t, fi) : NULL;
  if (!f)
    return false;
  *file = f;
  *line = (unsigned)(r >> CM_LOCREF_LINE_SHIFT) &
          ((1u << CM_LOCREF_LINE_BITS) - 1);
  *col = (unsigned)(r >> CM_LOCREF_COL_SHIFT);
  return true;
#else
  (void)ctx, (void)r, (void)file, (void)line, (void)col;
  return false;
#endif
}

/* The last locations materialized by this thread, by line and column bits
 * (direct-mapped): rewriters ask for the location of the op they rewrite
 * several times (once per op they create), and each answer is otherwise a
 * probe of the context's location table.  Tagged with the context's id
 * (never reused), so a new context starts with an empty cache. */
enum { LOC_CACHE_SIZE = 256 };
static _Thread_local struct {
  uint64_t ctx_id;
  CmLocRef ref[LOC_CACHE_SIZE];
  CmLoc *loc[LOC_CACHE_SIZE];
} tl_locs;

CmLoc *cm_locref_get(CmContext *ctx, CmLocRef r) {
  if (!cm_locref_is_packed(r))
    return (CmLoc *)r;
  unsigned h = (unsigned)((r >> CM_LOCREF_LINE_SHIFT) ^
                          (r >> (CM_LOCREF_COL_SHIFT - 3))) &
               (LOC_CACHE_SIZE - 1);
  if (tl_locs.ctx_id == ctx->id && tl_locs.ref[h] == r)
    return tl_locs.loc[h];
  CmIdent *f;
  unsigned line, col;
  if (!cm_locref_unpack(ctx, r, &f, &line, &col))
    return cm_loc_unknown(ctx); /* not from this context */
  CmLoc *loc = cm_loc_file_ident(f, line, col);
  if (tl_locs.ctx_id != ctx->id) {
    memset(&tl_locs, 0, sizeof tl_locs);
    tl_locs.ctx_id = ctx->id;
  }
  tl_locs.ref[h] = r;
  tl_locs.loc[h] = loc;
  return loc;
}
