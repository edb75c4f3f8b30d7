/* operation.c - operations, blocks, regions, values and use lists.
 *
 * Memory layout of an operation: one block holding
 *   operands[capacity] | CmOp | results[num_results] | [CmOpBigCounts_] |
 *   regions[num_regions] | successors[num_successors]
 * The op keeps no pointers to these arrays: ir.h computes their addresses
 * from the counts, and a result's op is found from the result's index
 * (results[0] follows the CmOp).  Region and successor counts below
 * CM_OP_SMALL_COUNT_LIMIT_ live in bit-fields of the op; if either is
 * larger, both live in a CmOpBigCounts_ after the results.
 * The memory comes from the context's op allocator (cm_ctx_op_alloc),
 * which takes it back with its size, so that size must stay computable:
 * op_mem_size() adds the inline operand capacity to the fixed parts.
 * Operands: the inline array, which ends where the CmOp starts, has room
 * for the operands the op was created with (its capacity);
 * cm_op_set_operands reuses it for n <= capacity.  While fewer operands
 * than that are inline (`operands_shrunk_`), the capacity is written in
 * the last slot (just before the CmOp, unused then).  When n exceeds it the
 * operands move to a separate OperandStore and `operands_outlined_` is set
 * (for good); the pointer to the store and the inline capacity are kept in
 * that last inline slot, or, if the op had no inline slot, the pointer is
 * in a process-wide side table guarded by a mutex (`store_in_table_`;
 * rare: only cm_op_set_operands creates one).
 * An operand stores no owner: the high 16 bits of its value_ word say
 * where it sits (see "operand positions" below), so cm_operand_owner()
 * steps to the op or to the OperandStore header that names it.
 * Block arguments are allocated one by one as a CmBlockArg (the value and
 * its location, cm_region_small_alloc: an argument has no context at
 * hand); the block holds an array of pointers to them.  Ops, operand
 * stores and block arguments are all in the IR region, so their use lists
 * link with 32-bit references (ir.h).
 *
 * Locations: ops and block arguments store a CmLocRef (ir.h, locref.c),
 * usually a packed file:line:col from the parser; the accessors
 * materialise it on every call and never write the result back (ops are
 * read concurrently by the parallel verifier and printer).
 *
 * Op order inside a block: ops carry no position (it would cost every op
 * 8 bytes).  cm_op_is_before_in_block walks a few steps from both ops and
 * otherwise builds a position index for the block (op -> position), kept
 * in the block until an op is inserted into or removed from it.  The
 * verifier does not use it for the ops it walks (verifier.c).
 */
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/ir.h"
#include "ir_internal.h"

/* The trailing arrays follow one another without padding (ir.h). */
_Static_assert(sizeof(CmOp) % sizeof(void *) == 0, "CmOp alignment");
_Static_assert(sizeof(CmValue) % sizeof(void *) == 0, "CmValue alignment");
_Static_assert(sizeof(CmRegion) % sizeof(void *) == 0, "CmRegion alignment");
_Static_assert(sizeof(CmBlockOperand) % sizeof(void *) == 0,
               "CmBlockOperand alignment");
_Static_assert(sizeof(CmOpBigCounts_) % sizeof(void *) == 0,
               "CmOpBigCounts_ alignment");
_Static_assert(sizeof(CmOpOperand) % sizeof(void *) == 0,
               "CmOpOperand alignment");
_Static_assert(sizeof(void *) == 8 && sizeof(uintptr_t) == 8,
               "operand positions live in the top bits of a 64-bit word");
_Static_assert(sizeof(CmOpOperand) >= sizeof(void *) + sizeof(uint32_t),
               "an inline operand slot holds the OperandStore pointer and "
               "the inline capacity");

/* A block argument: the value, its block and its location (results have
 * neither: their op is found from their position). */
typedef struct CmBlockArg {
  CmValue value;
  CmBlock *block; /* owner */
  CmLocRef loc;   /* 0: none */
} CmBlockArg;

static inline const CmBlockArg *block_arg(const CmValue *v) {
  return (const CmBlockArg *)v;
}

/* The block's position index (cm_op_is_before_in_block): op -> position
 * + 1, built on demand, dropped whenever the op list changes. */
struct CmBlockOrder_ {
  CmPtrMap pos;
};

static void block_order_drop(CmBlock *b) {
  if (!b->order_)
    return;
  cm_ptrmap_free(&b->order_->pos);
  free(b->order_);
  b->order_ = NULL;
}

/* ---------------------------------------------------------------- uses */

/* The two intrusive use lists (values <- op operands, blocks <- successor
 * operands) share one implementation: link `o` at the head of `target`'s
 * list, or unlink it. */
#define CM_USE_LIST_FNS(link, unlink, Use, Target, field)                      \
  static void link(Use *o, Target *t) {                                        \
    o->field = t;                                                              \
    if (!t) {                                                                  \
      o->next_use = NULL;                                                      \
      o->prev_use = NULL;                                                      \
      return;                                                                  \
    }                                                                          \
    o->next_use = t->first_use;                                                \
    if (t->first_use)                                                          \
      t->first_use->prev_use = &o->next_use;                                   \
    o->prev_use = &t->first_use;                                               \
    t->first_use = o;                                                          \
  }                                                                            \
  static void unlink(Use *o) {                                                 \
    if (o->field && o->prev_use) {                                             \
      *o->prev_use = o->next_use;                                              \
      if (o->next_use)                                                         \
        o->next_use->prev_use = o->prev_use;                                   \
    }                                                                          \
    o->field = NULL;                                                           \
    o->next_use = NULL;                                                        \
    o->prev_use = NULL;                                                        \
  }
CM_USE_LIST_FNS(succ_link, succ_unlink, CmBlockOperand, CmBlock, block)
#undef CM_USE_LIST_FNS

/* ---- operand positions
 * Bits 48-62 of an operand's value_ hold a position tag t, bit 63 says
 * whether the operand is in an OperandStore.  Inline, t is the distance
 * d = capacity - index to the op (the op starts at operand + d); in a
 * store, t is the index (the store's ops[] starts at operand - t).  A tag
 * of OPND_SAT means "at least OPND_SAT": the owner lookup then steps
 * OPND_SAT - 1 slots towards the op or the store's start and reads that
 * slot's tag.  Tags are written when a slot is laid out (op_alloc, a new
 * store, slots reused by cm_op_set_operands) and kept by link / unlink.
 *
 * ---- use lists
 * The links are 32-bit region references (support.h): a value's
 * first_use_ and an operand's next_use_ name the next operand; an
 * operand's prev_use_ names the 4-byte link that points to it. */
#define OPND_PTR_BITS CM_OPND_VALUE_BITS_
#define OPND_PTR_MASK CM_OPND_VALUE_MASK_
#define OPND_SAT 0x7fffu
#define OPND_IN_STORE (UINT64_C(1) << 63)

static inline uint64_t opnd_tag(uint32_t pos, bool in_store) {
  return (uint64_t)(pos < OPND_SAT ? pos : OPND_SAT) << OPND_PTR_BITS |
         (in_store ? OPND_IN_STORE : 0);
}
static inline void opnd_set_value(CmOpOperand *o, CmValue *v) {
  uint64_t a = (uint64_t)(uintptr_t)v;
  if (a & ~OPND_PTR_MASK) {
    /* User-space addresses on the supported 64-bit targets fit in 48
     * bits; anything else is a broken build, not bad input. */
    fprintf(stderr, "cmlir: address %p does not fit in 48 bits\n", (void *)v);
    abort();
  }
  o->value_ = (o->value_ & ~OPND_PTR_MASK) | a;
}
static inline uint32_t *link_at(uint32_t ref) {
  return (uint32_t *)cm_region_ptr(ref);
}

static void operand_link(CmOpOperand *o, CmValue *v) {
  opnd_set_value(o, v);
  if (!v) {
    o->next_use_ = 0;
    o->prev_use_ = 0;
    return;
  }
  CmOpOperand *first = cm_value_first_use(v);
  o->next_use_ = v->first_use_;
  if (first)
    first->prev_use_ = cm_region_ref(&o->next_use_);
  o->prev_use_ = cm_region_ref(&v->first_use_);
  v->first_use_ = cm_region_ref(o);
}
static void operand_unlink(CmOpOperand *o) {
  if (cm_operand_value(o) && o->prev_use_) {
    *link_at(o->prev_use_) = o->next_use_;
    CmOpOperand *next = cm_operand_next_use(o);
    if (next)
      next->prev_use_ = o->prev_use_;
  }
  opnd_set_value(o, NULL);
  o->next_use_ = 0;
  o->prev_use_ = 0;
}

/* ------------------------------------------------------------ op state */

void cm_op_state_init_ref(CmOpState *s, CmContext *ctx, const char *name,
                          CmLocRef loc) {
  memset(s, 0, sizeof(*s));
  s->ctx = ctx;
  s->name = name ? cm_op_name(ctx, name, strlen(name)) : NULL;
  s->loc_ = loc;
}

void cm_op_state_init(CmOpState *s, CmContext *ctx, const char *name,
                      CmLoc *loc) {
  cm_op_state_init_ref(s, ctx, name, cm_locref(loc));
}

CmLoc *cm_op_state_loc(const CmOpState *s) {
  return s->loc_ ? cm_locref_get(s->ctx, s->loc_) : cm_loc_unknown(s->ctx);
}

CmLocRef cm_op_state_locref(const CmOpState *s) { return s->loc_; }

void cm_op_state_free(CmOpState *s) {
  for (size_t i = 0; i < s->regions.len; i++) {
    CmRegion *r = s->regions.data[i];
    if (r) {
      cm_region_clear(r);
      free(r);
    }
  }
  CM_VEC_FREE(s->regions);
  CM_VEC_FREE(s->operands);
  CM_VEC_FREE(s->types);
  CM_VEC_FREE(s->attrs);
  CM_VEC_FREE(s->successors);
}

void cm_op_state_add_attr(CmOpState *s, const char *name, CmAttr *value) {
  CmNamedAttr na = {cm_ident_c(s->ctx, name), value};
  CM_VEC_PUSH(s->attrs, na);
}

CmRegion *cm_op_state_add_region(CmOpState *s) {
  CmRegion *r = cm_xcalloc(1, sizeof(CmRegion));
  CM_VEC_PUSH(s->regions, r);
  return r;
}

/* ------------------------------------------------- operand storage */

/* Operands moved out of the op by cm_op_set_operands. */
typedef struct OperandStore {
  CmOp *owner;
  uint32_t cap;
  uint32_t count; /* the op's operand count, read if its bit-field is
                   * saturated and it has no CmOpBigCounts_ */
  CmOpOperand ops[];
} OperandStore;

/* Stores of ops outlined without an inline operand slot:
 * op -> OperandStore. */
static pthread_mutex_t side_lock = PTHREAD_MUTEX_INITIALIZER;
static CmPtrMap side_stores;

/* The last inline slot, just before the op (exists if the capacity is
 * at least 1). */
static CmOpOperand *last_inline_slot(const CmOp *op) {
  return (CmOpOperand *)(uintptr_t)op - 1;
}

/* The op's OperandStore, NULL while its operands are inline. */
static OperandStore *op_store(const CmOp *op) {
  if (!op->operands_outlined_)
    return NULL;
  if (!op->store_in_table_) {
    OperandStore *st;
    memcpy(&st, last_inline_slot(op), sizeof(st));
    return st;
  }
  pthread_mutex_lock(&side_lock);
  OperandStore *st = cm_ptrmap_get_ptr(&side_stores, op);
  pthread_mutex_unlock(&side_lock);
  return st;
}

unsigned cm_op_num_operands_slow_(const CmOp *op) {
  if (op->big_counts_)
    return cm_op_big_counts_(op)->num_operands;
  return op_store(op)->count;
}

/* Records the operand count (an op without a CmOpBigCounts_ has an
 * outlined store by the time its count reaches CM_OP_OPERANDS_SAT_: its
 * inline capacity is below that). */
static void op_set_num_operands(CmOp *op, unsigned n) {
  op->num_operands_ = n < CM_OP_OPERANDS_SAT_ ? n : CM_OP_OPERANDS_SAT_;
  if (op->big_counts_)
    ((CmOpBigCounts_ *)(void *)(op + 1))->num_operands = n;
  else if (op->operands_outlined_)
    op_store(op)->count = n;
}

/* Slots of the inline operand array (see the layout comment on top). */
static uint32_t inline_capacity(const CmOp *op) {
  uint32_t cap;
  if (op->operands_outlined_) {
    if (op->store_in_table_)
      return 0;
    memcpy(&cap, (const char *)last_inline_slot(op) + sizeof(void *),
           sizeof(cap));
    return cap;
  }
  if (!op->operands_shrunk_)
    return cm_op_num_operands(op);
  memcpy(&cap, last_inline_slot(op), sizeof(cap));
  return cap;
}

/* The inline operand array (valid slots or not). */
static CmOpOperand *inline_operands(const CmOp *op) {
  return (CmOpOperand *)(uintptr_t)op - inline_capacity(op);
}

/* Writes the position tags of inline slots [0, n) of an array of `cap`. */
static void stamp_inline(CmOpOperand *ops, unsigned n, uint32_t cap) {
  for (unsigned i = 0; i < n; i++)
    ops[i].value_ = opnd_tag(cap - i, false);
}

CmOp *cm_operand_owner(const CmOpOperand *o) {
  for (;;) {
    uint32_t t = (uint32_t)(o->value_ >> OPND_PTR_BITS) & OPND_SAT;
    bool in_store = (o->value_ & OPND_IN_STORE) != 0;
    if (t == OPND_SAT) {
      o = in_store ? o - (OPND_SAT - 1) : o + (OPND_SAT - 1);
      continue;
    }
    if (!in_store)
      return (CmOp *)(uintptr_t)(o + t);
    const CmOpOperand *first = o - t;
    const OperandStore *st =
        (const OperandStore *)(const void *)((const char *)first -
                                             offsetof(OperandStore, ops));
    return st->owner;
  }
}

/* Records that n of the `cap` inline slots are in use (the caller has
 * read `cap` before reusing the slots). */
static void set_inline_count(CmOp *op, unsigned n, uint32_t cap) {
  op_set_num_operands(op, n);
  op->operands_shrunk_ = n < cap;
  if (n < cap)
    memcpy(last_inline_slot(op), &cap, sizeof(cap));
}

/* Makes `st` the op's operand array; the caller frees the previous store
 * and has unlinked the inline operands. */
static void op_set_store(CmOp *op, OperandStore *st) {
  uint32_t cap = inline_capacity(op);
  if (!op->operands_outlined_) {
    op->store_in_table_ = cap == 0;
    op->operands_outlined_ = 1;
    op->operands_shrunk_ = 0;
  }
  st->owner = op;
  if (!op->store_in_table_) {
    char *slot = (char *)last_inline_slot(op);
    memcpy(slot, &st, sizeof(st));
    memcpy(slot + sizeof(st), &cap, sizeof(cap));
    return;
  }
  pthread_mutex_lock(&side_lock);
  cm_ptrmap_put_ptr(&side_stores, op, st);
  pthread_mutex_unlock(&side_lock);
}

static size_t store_size(uint32_t cap) {
  return sizeof(OperandStore) + sizeof(CmOpOperand) * (size_t)cap;
}

static void store_free(CmOp *op, OperandStore *st) {
  if (st)
    cm_ctx_op_free(cm_op_context(op), st, store_size(st->cap));
}

/* Frees the store of an op that is being freed. */
static void op_free_store(CmOp *op) {
  if (!op->operands_outlined_)
    return;
  OperandStore *st = op_store(op);
  if (op->store_in_table_) {
    pthread_mutex_lock(&side_lock);
    cm_ptrmap_del(&side_stores, op);
    pthread_mutex_unlock(&side_lock);
  }
  store_free(op, st);
}

CmOpOperand *cm_op_outlined_operands_(const CmOp *op) {
  return op_store(op)->ops;
}

/* ---------------------------------------------------------- op create */

static size_t op_size(unsigned nres, unsigned nops, unsigned nsucc,
                      unsigned nreg, bool big) {
  return sizeof(CmOp) + sizeof(CmValue) * (size_t)nres +
         (big ? sizeof(CmOpBigCounts_) : 0) + sizeof(CmRegion) * (size_t)nreg +
         sizeof(CmBlockOperand) * (size_t)nsucc +
         sizeof(CmOpOperand) * (size_t)nops;
}

/* The size the op was allocated with. */
static size_t op_mem_size(const CmOp *op) {
  return op_size(cm_op_num_results(op), inline_capacity(op),
                 cm_op_num_successors(op), cm_op_num_regions(op),
                 op->big_counts_);
}

static CmOp *op_alloc(CmOpName *name, CmLocRef loc,
                      unsigned nres, unsigned nops, unsigned nsucc,
                      unsigned nreg) {
  if (nres >= (1u << 30)) {
    /* A result's index has 30 bits; such an op would need 16 GiB of
     * results (and its text far more): out of memory in practice. */
    fprintf(stderr, "cmlir: out of memory (an op with %u results)\n", nres);
    abort();
  }
  bool big = nres >= CM_OP_SMALL_RESULTS_ ||
             nsucc >= CM_OP_SMALL_COUNT_LIMIT_ ||
             nreg >= CM_OP_SMALL_COUNT_LIMIT_ || nops >= CM_OP_OPERANDS_SAT_;
  char *mem = cm_ctx_op_alloc(name->name->ctx,
                              op_size(nres, nops, nsucc, nreg, big));
  CmOp *op = (CmOp *)(void *)(mem + sizeof(CmOpOperand) * (size_t)nops);
  op->name_ = cm_region_ref(name);
  op->loc_ = loc;
  if (big) {
    op->big_counts_ = 1;
    CmOpBigCounts_ *bc = (CmOpBigCounts_ *)(void *)(op + 1);
    bc->num_results = nres;
    bc->num_successors = nsucc;
    bc->num_regions = nreg;
  } else {
    op->num_results_ = nres & (CM_OP_SMALL_RESULTS_ - 1);
    op->num_successors_ = nsucc & (CM_OP_SMALL_COUNT_LIMIT_ - 1);
    op->num_regions_ = nreg & (CM_OP_SMALL_COUNT_LIMIT_ - 1);
  }
  op_set_num_operands(op, nops); /* (after big_counts_: it may write there) */
  CmValue *results = cm_op_results(op);
  for (unsigned i = 0; i < nres; i++) {
    results[i].kind = CM_VALUE_RESULT;
    results[i].big_op_ = big;
    results[i].index = i;
  }
  CmRegion *regions = cm_op_regions(op);
  for (unsigned i = 0; i < nreg; i++)
    regions[i].parent = op;
  CmBlockOperand *succs = cm_op_successor_array(op);
  for (unsigned i = 0; i < nsucc; i++)
    succs[i].owner = op;
  stamp_inline(inline_operands(op), nops, nops);
  return op;
}

CmOp *cm_op_create(CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmOp *op = op_alloc(st->name, st->loc_, (unsigned)st->types.len,
                      (unsigned)st->operands.len,
                      (unsigned)st->successors.len, (unsigned)st->regions.len);
  CmValue *results = cm_op_results(op);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    results[i].type = st->types.data[i];
  CmOpOperand *operands = inline_operands(op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    operand_link(&operands[i], st->operands.data[i]);
  CmBlockOperand *succs = cm_op_successor_array(op);
  for (unsigned i = 0; i < st->successors.len; i++)
    succ_link(&succs[i], st->successors.data[i]);
  op->attrs_ = cm_region_ref(
      st->attrs.len ? cm_dict_attr(ctx, (unsigned)st->attrs.len, st->attrs.data)
                    : cm_dict_attr_empty(ctx));
  for (unsigned i = 0; i < st->regions.len; i++) {
    CmRegion *from = st->regions.data[i];
    if (from) {
      cm_region_take_body(cm_op_region(op, i), from);
      free(from);
    }
  }
  st->regions.len = 0;
  return op;
}

CmOp *cm_op_create_v(CmContext *ctx, const char *name, CmLoc *loc,
                     unsigned num_results, CmType *const *result_types,
                     unsigned num_operands, CmValue *const *operands,
                     CmAttr *attrs, unsigned num_successors,
                     CmBlock *const *successors, unsigned num_regions) {
  CmOp *op = op_alloc(cm_op_name(ctx, name, strlen(name)), cm_locref(loc),
                      num_results, num_operands, num_successors, num_regions);
  CmValue *results = cm_op_results(op);
  for (unsigned i = 0; i < num_results; i++)
    results[i].type = result_types[i];
  CmOpOperand *ops = inline_operands(op);
  for (unsigned i = 0; i < num_operands; i++)
    operand_link(&ops[i], operands[i]);
  CmBlockOperand *succs = cm_op_successor_array(op);
  for (unsigned i = 0; i < num_successors; i++)
    succ_link(&succs[i], successors[i]);
  op->attrs_ = cm_region_ref(attrs ? attrs : cm_dict_attr_empty(ctx));
  return op;
}

/* --------------------------------------------------------- op destroy */

/* Pre-order successor of `op` inside the tree rooted at `root`. */
static CmOp *first_op_from_region(CmOp *op, unsigned ri) {
  for (unsigned n = cm_op_num_regions(op); ri < n; ri++)
    for (CmBlock *b = cm_op_regions(op)[ri].first; b; b = b->next)
      if (b->first)
        return b->first;
  return NULL;
}

static CmOp *next_not_descending(CmOp *op, const CmOp *root) {
  while (op != root) {
    CmOp *next = cm_op_next(op);
    if (next)
      return next;
    CmBlock *b = cm_op_block(op);
    if (!b)
      return NULL;
    for (CmBlock *nb = b->next; nb; nb = nb->next)
      if (nb->first)
        return nb->first;
    CmRegion *r = b->parent;
    if (!r || !r->parent)
      return NULL;
    CmOp *p = r->parent;
    CmOp *n = first_op_from_region(p, (unsigned)(r - cm_op_regions(p)) + 1);
    if (n)
      return n;
    op = p;
  }
  return NULL;
}

/* Next op after `op` without entering it and without climbing: the next
 * op of its block, of a later block, or of a later region of the parent. */
static CmOp *next_not_descending_sibling(CmOp *op) {
  CmOp *next = cm_op_next(op);
  if (next)
    return next;
  CmBlock *b = cm_op_block(op);
  if (!b)
    return NULL;
  for (CmBlock *nb = b->next; nb; nb = nb->next)
    if (nb->first)
      return nb->first;
  CmRegion *r = b->parent;
  if (!r || !r->parent)
    return NULL;
  CmOp *p = r->parent;
  return first_op_from_region(p, (unsigned)(r - cm_op_regions(p)) + 1);
}

static CmOp *preorder_next(CmOp *op, const CmOp *root) {
  CmOp *c = first_op_from_region(op, 0);
  return c ? c : next_not_descending(op, root);
}

static void op_drop_refs(CmOp *op) {
  CmOpOperand *operands = cm_op_operand_array(op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    operand_unlink(&operands[i]);
  CmBlockOperand *succs = cm_op_successor_array(op);
  for (unsigned i = 0, n = cm_op_num_successors(op); i < n; i++)
    succ_unlink(&succs[i]);
}

/* Drops all operand / successor references held by `op` and everything
 * nested in it. */
static void tree_drop_refs(CmOp *root) {
  for (CmOp *o = root; o; o = preorder_next(o, root))
    op_drop_refs(o);
}

static void value_drop_uses(CmValue *v) {
  while (v->first_use_)
    operand_unlink(cm_value_first_use(v));
}

static void block_drop_uses(CmBlock *b) {
  while (b->first_use)
    succ_unlink(b->first_use);
}

static CmOp *descend_first(CmOp *op) {
  for (CmOp *c; (c = first_op_from_region(op, 0)) != NULL;)
    op = c;
  return op;
}

/* Frees one block whose ops are gone already (its op list is stale). */
static void block_free_shell(CmBlock *b) {
  block_order_drop(b);
  block_drop_uses(b);
  for (uint32_t i = 0; i < b->num_args; i++) {
    value_drop_uses(b->args[i]);
    cm_region_small_free(b->args[i], sizeof(CmBlockArg));
  }
  free(b->args);
  cm_region_small_free(b, sizeof(CmBlock));
}

/* Frees `root` and everything nested, iteratively in post-order (no
 * recursion on nesting depth).  References held by the tree must have
 * been dropped; uses of its values from outside are unlinked. */
static void op_free_tree(CmOp *root) {
  CmOp *op = descend_first(root);
  while (op) {
    CmOp *next = NULL;
    if (op != root) {
      CmOp *s = next_not_descending_sibling(op);
      next = s ? descend_first(s) : cm_op_parent_op(op);
    }
    for (unsigned i = 0, n = cm_op_num_regions(op); i < n; i++) {
      CmBlock *b = cm_op_regions(op)[i].first;
      while (b) {
        CmBlock *nb = b->next;
        block_free_shell(b);
        b = nb;
      }
    }
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      value_drop_uses(cm_op_result(op, i));
    size_t size = op_mem_size(op);
    void *mem = inline_operands(op);
    CmContext *ctx = cm_op_context(op);
    op_free_store(op);
    cm_ctx_op_free(ctx, mem, size);
    op = next;
  }
}

/* Frees the blocks of a region whose ops hold no references any more. */
static void region_free_blocks(CmRegion *r) {
  CmBlock *b = r->first;
  while (b) {
    CmBlock *nb = b->next;
    CmOp *o = b->first;
    while (o) {
      CmOp *no = cm_op_next(o);
      o->block_ = 0; /* makes `o` a root for the walk */
      op_free_tree(o);
      o = no;
    }
    block_free_shell(b);
    b = nb;
  }
  r->first = r->last = NULL;
}

void cm_op_destroy(CmOp *op) {
  if (!op)
    return;
  if (cm_op_block(op))
    cm_op_remove_from_block(op);
  tree_drop_refs(op);
  op_free_tree(op);
}

void cm_op_erase(CmOp *op) { cm_op_destroy(op); }

/* ------------------------------------------------------ block op list */

static void block_link_op(CmBlock *b, CmOp *before, CmOp *op) {
  op->block_ = cm_region_ref(b);
  CmOp *prev = before ? cm_op_prev(before) : b->last;
  op->prev_ = cm_region_ref(prev);
  op->next_ = cm_region_ref(before);
  if (prev)
    prev->next_ = cm_region_ref(op);
  else
    b->first = op;
  if (before)
    before->prev_ = cm_region_ref(op);
  else
    b->last = op;
  block_order_drop(b);
}

void cm_op_remove_from_block(CmOp *op) {
  CmBlock *b = cm_op_block(op);
  if (!b)
    return;
  CmOp *prev = cm_op_prev(op), *next = cm_op_next(op);
  if (prev)
    prev->next_ = op->next_;
  else
    b->first = next;
  if (next)
    next->prev_ = op->prev_;
  else
    b->last = prev;
  op->prev_ = op->next_ = 0;
  op->block_ = 0;
  block_order_drop(b);
}

void cm_op_move_before(CmOp *op, CmOp *before) {
  if (op == before || !cm_op_block(before))
    return;
  cm_op_remove_from_block(op);
  block_link_op(cm_op_block(before), before, op);
}

void cm_op_move_after(CmOp *op, CmOp *after) {
  if (op == after || !cm_op_block(after))
    return;
  cm_op_remove_from_block(op);
  block_link_op(cm_op_block(after), cm_op_next(after), op);
}

void cm_block_append_op(CmBlock *b, CmOp *op) {
  if (cm_op_block(op))
    cm_op_remove_from_block(op);
  block_link_op(b, NULL, op);
}

void cm_block_insert_op_before(CmBlock *b, CmOp *before, CmOp *op) {
  if (cm_op_block(op))
    cm_op_remove_from_block(op);
  block_link_op(b, before, op);
}

bool cm_op_is_before_in_block(CmOp *a, CmOp *b) {
  CmBlock *blk = cm_op_block(a);
  if (!blk || blk != cm_op_block(b) || a == b)
    return false;
  /* Neighbours are settled by walking: from `a` towards `b` and from `b`
   * towards `a`, a few steps each (reaching the end settles it too). */
  CmOp *x = a, *y = b;
  for (int i = 0; i < 8; i++) {
    x = cm_op_next(x);
    if (x == b)
      return true;
    if (!x)
      return false;
    y = cm_op_next(y);
    if (y == a)
      return false;
    if (!y)
      return true;
  }
  if (!blk->order_) {
    struct CmBlockOrder_ *ord = cm_xcalloc(1, sizeof(*ord));
    uint64_t n = 0;
    for (CmOp *o = blk->first; o; o = cm_op_next(o))
      cm_ptrmap_put(&ord->pos, o, ++n);
    blk->order_ = ord;
  }
  return *cm_ptrmap_get(&blk->order_->pos, a) <
         *cm_ptrmap_get(&blk->order_->pos, b);
}

/* ----------------------------------------------------------- op misc */

CmContext *cm_op_context(const CmOp *op) { return cm_op_opname(op)->name->ctx; }

/* Materialised on every call and never cached in the op: ops are read by
 * several threads at once (parallel verifier / printer). */
CmLoc *cm_op_loc(const CmOp *op) {
  CmContext *ctx = cm_op_context(op);
  return op->loc_ ? cm_locref_get(ctx, op->loc_) : cm_loc_unknown(ctx);
}
void cm_op_set_loc(CmOp *op, CmLoc *loc) { op->loc_ = cm_locref(loc); }
CmLocRef cm_op_locref(const CmOp *op) { return op->loc_; }
void cm_op_set_locref(CmOp *op, CmLocRef loc) { op->loc_ = loc; }
CmLoc *cm_block_arg_loc(const CmValue *arg) {
  if (arg->kind != CM_VALUE_BLOCK_ARG)
    return NULL;
  CmLocRef r = block_arg(arg)->loc;
  if (!cm_locref_is_packed(r))
    return (CmLoc *)r;
  return arg->type ? cm_locref_get(arg->type->ctx, r) : NULL;
}

void cm_block_arg_set_loc(CmValue *arg, CmLoc *loc) {
  if (arg->kind == CM_VALUE_BLOCK_ARG)
    ((CmBlockArg *)(uintptr_t)block_arg(arg))->loc = cm_locref(loc);
}

CmOp *cm_op_parent_op(const CmOp *op) {
  CmBlock *b = cm_op_block(op);
  return b && b->parent ? b->parent->parent : NULL;
}

CmRegion *cm_op_parent_region(const CmOp *op) {
  return cm_op_block(op) ? cm_op_block(op)->parent : NULL;
}

void cm_op_set_operand(CmOp *op, unsigned i, CmValue *v) {
  CmOpOperand *o = &cm_op_operand_array(op)[i];
  if (cm_operand_value(o) == v)
    return;
  operand_unlink(o);
  operand_link(o, v);
}

/* Capacity of the current operand array. */
static uint32_t operand_capacity(const CmOp *op) {
  OperandStore *st = op_store(op);
  return st ? st->cap : inline_capacity(op);
}

void cm_op_set_operands(CmOp *op, unsigned n, CmValue *const *vals) {
  uint32_t cap = operand_capacity(op);
  if (n <= cap) {
    CmOpOperand *operands = cm_op_operand_array(op);
    for (unsigned i = 0; i < cm_op_num_operands(op); i++)
      operand_unlink(&operands[i]);
    if (!op->operands_outlined_)
      stamp_inline(operands, n, cap); /* a slot may have held the capacity */
    for (unsigned i = 0; i < n; i++)
      operand_link(&operands[i], vals[i]);
    if (op->operands_outlined_)
      op_set_num_operands(op, n);
    else
      set_inline_count(op, n, cap);
    return;
  }
  /* Grow: a separate array (the old one's links are dropped first). */
  CmValue **copy = NULL;
  if (n) {
    copy = cm_xmalloc(sizeof(CmValue *) * n);
    memcpy(copy, vals, sizeof(CmValue *) * n);
  }
  CmOpOperand *old = cm_op_operand_array(op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    operand_unlink(&old[i]);
  store_free(op, op_store(op)); /* its slot or table entry is reused below */
  size_t ncap = n < 4 ? 4 : (size_t)n + n / 2;
  if (ncap > UINT32_MAX)
    ncap = UINT32_MAX;
  OperandStore *st =
      cm_ctx_op_alloc(cm_op_context(op), store_size((uint32_t)ncap));
  st->cap = (uint32_t)ncap;
  for (uint32_t i = 0; i < st->cap; i++)
    st->ops[i].value_ = opnd_tag(i, true);
  op_set_store(op, st);
  for (unsigned i = 0; i < n; i++)
    operand_link(&st->ops[i], copy[i]);
  op_set_num_operands(op, n);
  free(copy);
}

void cm_op_set_successor(CmOp *op, unsigned i, CmBlock *b) {
  CmBlockOperand *o = &cm_op_successor_array(op)[i];
  if (o->block == b)
    return;
  succ_unlink(o);
  succ_link(o, b);
}

CmAttr *cm_op_get_attr(const CmOp *op, const char *name) {
  return cm_dict_get(cm_op_attrs(op), name);
}

void cm_op_set_attr(CmOp *op, const char *name, CmAttr *value) {
  op->attrs_ = cm_region_ref(
      cm_dict_set(cm_op_attrs(op), cm_ident_c(cm_op_context(op), name), value));
}

void cm_op_set_attr_dict(CmOp *op, CmAttr *dict) {
  op->attrs_ = cm_region_ref(dict ? dict : cm_dict_attr_empty(cm_op_context(op)));
}

bool cm_op_is_registered(const CmOp *op) {
  return cm_op_opname(op)->def != NULL;
}

bool cm_op_has_trait(const CmOp *op, uint64_t trait) {
  const CmOpDef *def = cm_op_def(op);
  return def && (def->traits & trait) != 0;
}

bool cm_op_is_ancestor(const CmOp *ancestor, const CmOp *op) {
  for (; op; op = cm_op_parent_op(op))
    if (op == ancestor)
      return true;
  return false;
}

/* -------------------------------------------------------------- values */

bool cm_value_is_result(const CmValue *v) {
  return v->kind == CM_VALUE_RESULT;
}

CmBlock *cm_value_parent_block(const CmValue *v) {
  return v->kind == CM_VALUE_RESULT ? cm_op_block(cm_value_defining_op(v))
                                    : block_arg(v)->block;
}

CmRegion *cm_value_parent_region(const CmValue *v) {
  CmBlock *b = cm_value_parent_block(v);
  return b ? b->parent : NULL;
}

bool cm_value_use_empty(const CmValue *v) { return v->first_use_ == 0; }

bool cm_value_has_one_use(const CmValue *v) {
  return v->first_use_ && !cm_value_first_use(v)->next_use_;
}

void cm_value_replace_all_uses(CmValue *from, CmValue *to) {
  if (from == to)
    return;
  while (from->first_use_) {
    CmOpOperand *o = cm_value_first_use(from);
    operand_unlink(o);
    operand_link(o, to);
  }
}

void cm_value_set_type(CmValue *v, CmType *t) { v->type = t; }

/* -------------------------------------------------------------- blocks */

CmBlock *cm_block_create(void) {
  return cm_region_small_alloc(sizeof(CmBlock)); /* ops name it */
}

void cm_block_destroy(CmBlock *b) {
  if (!b)
    return;
  if (b->parent)
    cm_block_remove_from_region(b);
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    tree_drop_refs(o);
  CmRegion tmp = {b, b, NULL};
  b->prev = b->next = NULL;
  region_free_blocks(&tmp);
}

static CmValue *new_arg(CmBlock *b, CmType *type, CmLocRef loc) {
  CmBlockArg *a = cm_region_small_alloc(sizeof(CmBlockArg));
  a->value.type = type;
  a->value.kind = CM_VALUE_BLOCK_ARG;
  a->block = b;
  a->loc = loc;
  return &a->value;
}

static CmValue *insert_arg(CmBlock *b, unsigned index, CmType *type,
                           CmLocRef loc) {
  if (index > b->num_args)
    index = b->num_args;
  if (b->num_args == b->args_cap) {
    /* Most blocks have one to three arguments: start with three pointers
     * (the smallest malloc chunk holds 24 bytes), then double. */
    uint32_t cap = b->args_cap ? b->args_cap * 2 : 3;
    b->args = cm_xrealloc(b->args, sizeof(CmValue *) * cap);
    b->args_cap = cap;
  }
  memmove(b->args + index + 1, b->args + index,
          sizeof(CmValue *) * (b->num_args - index));
  CmValue *v = new_arg(b, type, loc);
  b->args[index] = v;
  b->num_args++;
  for (unsigned i = index; i < b->num_args; i++)
    b->args[i]->index = i;
  return v;
}

CmValue *cm_block_insert_arg(CmBlock *b, unsigned index, CmType *type,
                             CmLoc *loc) {
  return insert_arg(b, index, type, cm_locref(loc));
}

CmValue *cm_block_add_arg(CmBlock *b, CmType *type, CmLoc *loc) {
  return insert_arg(b, b->num_args, type, cm_locref(loc));
}

CmValue *cm_block_add_arg_ref(CmBlock *b, CmType *type, CmLocRef loc) {
  /* Without a type nothing could resolve a packed reference later. */
  if (!type && cm_locref_is_packed(loc))
    loc = 0;
  return insert_arg(b, b->num_args, type, loc);
}

void cm_block_erase_arg(CmBlock *b, unsigned index) {
  if (index >= b->num_args)
    return;
  CmValue *v = b->args[index];
  value_drop_uses(v);
  cm_region_small_free(v, sizeof(CmBlockArg));
  memmove(b->args + index, b->args + index + 1,
          sizeof(CmValue *) * (b->num_args - index - 1));
  b->num_args--;
  for (unsigned i = index; i < b->num_args; i++)
    b->args[i]->index = i;
}

/* Upstream's Block::getTerminator: the last op when it might be a
 * terminator (registered with the trait, or unregistered). */
CmOp *cm_block_terminator(CmBlock *b) {
  CmOp *last = b->last;
  if (!last)
    return NULL;
  if (!cm_op_is_registered(last) || cm_op_has_trait(last, CM_TRAIT_TERMINATOR))
    return last;
  return NULL;
}

CmOp *cm_block_parent_op(const CmBlock *b) {
  return b->parent ? b->parent->parent : NULL;
}

bool cm_block_is_entry(const CmBlock *b) {
  return b->parent && b->parent->first == b;
}

bool cm_block_has_no_predecessors(const CmBlock *b) {
  return b->first_use == NULL;
}

unsigned cm_block_num_predecessors(const CmBlock *b) {
  unsigned n = 0;
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use)
    n++;
  return n;
}

CmBlock *cm_block_split(CmBlock *b, CmOp *op) {
  CmBlock *nb = cm_block_create();
  if (b->parent)
    cm_region_insert_block_after(b->parent, b, nb);
  if (!op || cm_op_block(op) != b)
    return nb;
  /* Move [op, end) to the new block. */
  CmOp *last = b->last;
  CmOp *prev = cm_op_prev(op);
  if (prev)
    prev->next_ = 0;
  else
    b->first = NULL;
  b->last = prev;
  op->prev_ = 0;
  nb->first = op;
  nb->last = last;
  for (CmOp *o = op; o; o = cm_op_next(o))
    o->block_ = cm_region_ref(nb);
  block_order_drop(b);
  return nb;
}

void cm_block_remove_from_region(CmBlock *b) {
  CmRegion *r = b->parent;
  if (!r)
    return;
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

/* ------------------------------------------------------------- regions */

void cm_region_init(CmRegion *r, CmOp *parent) {
  r->first = r->last = NULL;
  r->parent = parent;
}

void cm_region_clear(CmRegion *r) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o))
      tree_drop_refs(o);
  region_free_blocks(r);
}

void cm_region_append_block(CmRegion *r, CmBlock *b) {
  if (b->parent)
    cm_block_remove_from_region(b);
  b->parent = r;
  b->next = NULL;
  b->prev = r->last;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
}

void cm_region_insert_block_after(CmRegion *r, CmBlock *after, CmBlock *b) {
  if (!after) {
    /* insert at the front */
    if (b->parent)
      cm_block_remove_from_region(b);
    b->parent = r;
    b->prev = NULL;
    b->next = r->first;
    if (r->first)
      r->first->prev = b;
    else
      r->last = b;
    r->first = b;
    return;
  }
  if (b->parent)
    cm_block_remove_from_region(b);
  b->parent = r;
  b->prev = after;
  b->next = after->next;
  if (after->next)
    after->next->prev = b;
  else
    r->last = b;
  after->next = b;
}

bool cm_region_empty(const CmRegion *r) { return r->first == NULL; }

void cm_region_take_body(CmRegion *to, CmRegion *from) {
  if (!from->first)
    return;
  for (CmBlock *b = from->first; b; b = b->next)
    b->parent = to;
  if (to->last) {
    to->last->next = from->first;
    from->first->prev = to->last;
  } else {
    to->first = from->first;
  }
  to->last = from->last;
  from->first = from->last = NULL;
}

CmContext *cm_region_context(const CmRegion *r) {
  if (r->parent)
    return cm_op_context(r->parent);
  for (CmBlock *b = r->first; b; b = b->next) {
    if (b->first)
      return cm_op_context(b->first);
    if (b->num_args && b->args[0]->type)
      return b->args[0]->type->ctx;
  }
  return NULL;
}

/* --------------------------------------------------------------- clone */

/* Clones one op without its nested ops: results, attributes, operands and
 * successors (still the originals; remapped afterwards since uses may
 * precede definitions), and its regions' blocks with their arguments. */
static CmOp *clone_shell(CmOp *op, CmPtrMap *map) {
  CmOp *n = op_alloc(cm_op_opname(op), op->loc_, cm_op_num_results(op),
                     cm_op_num_operands(op), cm_op_num_successors(op),
                     cm_op_num_regions(op));
  n->attrs_ = op->attrs_;
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    cm_op_result(n, i)->type = cm_op_result(op, i)->type;
    cm_ptrmap_put_ptr(map, cm_op_result(op, i), cm_op_result(n, i));
  }
  CmOpOperand *from_ops = cm_op_operand_array(op);
  CmOpOperand *to_ops = inline_operands(n);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    operand_link(&to_ops[i], cm_operand_value(&from_ops[i]));
  for (unsigned i = 0, e = cm_op_num_successors(op); i < e; i++)
    succ_link(&cm_op_successor_array(n)[i], cm_op_successor(op, i));
  for (unsigned ri = 0, e = cm_op_num_regions(op); ri < e; ri++) {
    for (CmBlock *b = cm_op_region(op, ri)->first; b; b = b->next) {
      CmBlock *nb = cm_block_create();
      for (uint32_t i = 0; i < b->num_args; i++) {
        CmValue *a = insert_arg(nb, nb->num_args, b->args[i]->type,
                                block_arg(b->args[i])->loc);
        cm_ptrmap_put_ptr(map, b->args[i], a);
      }
      cm_region_append_block(cm_op_region(n, ri), nb);
      cm_ptrmap_put_ptr(map, b, nb);
    }
  }
  return n;
}

CmOp *cm_op_clone(CmOp *op) {
  CmPtrMap map = {0};
  CmOp *n = clone_shell(op, &map);
  /* Pre-order: parents (and so the blocks) exist before their children;
   * siblings come in order, so appending keeps the order. */
  for (CmOp *o = preorder_next(op, op); o; o = preorder_next(o, op)) {
    CmBlock *nb = cm_ptrmap_get_ptr(&map, cm_op_block(o));
    block_link_op(nb, NULL, clone_shell(o, &map));
  }
  for (CmOp *o = n; o; o = preorder_next(o, n)) {
    for (unsigned i = 0; i < cm_op_num_operands(o); i++) {
      CmValue *v = cm_op_operand(o, i);
      CmValue *m = v ? cm_ptrmap_get_ptr(&map, v) : NULL;
      if (m)
        cm_op_set_operand(o, i, m);
    }
    for (unsigned i = 0, e = cm_op_num_successors(o); i < e; i++) {
      CmBlock *b = cm_op_successor(o, i);
      CmBlock *m = b ? cm_ptrmap_get_ptr(&map, b) : NULL;
      if (m)
        cm_op_set_successor(o, i, m);
    }
  }
  cm_ptrmap_free(&map);
  return n;
}
