/* conversion_parallel.c - partial conversion of a module one top-level op
 * at a time: each function (any op directly in the module's body) gets its
 * own conversion driver (log, value mapping, rollback, commit), on the
 * threads of cm_parallel_for when the context's threading is on.
 *
 * Why the result is the whole-module conversion's:
 *  - The whole-module driver visits the module, then each top-level op
 *    and what is nested in it, in order.  Nothing of one top-level op's
 *    conversion reaches another one when the module's ops are not linked
 *    by SSA values (no operands, results or successors at the top level,
 *    checked) and the patterns touch the module only through
 *    cm_conversion_module_symbol (lookupOrCreateFn's declarations).  So
 *    converting op by op, each to its commit, changes every op as the
 *    whole-module run does.  The module op itself must be left alone by
 *    the target and the patterns (checked: not illegal, no pattern).
 *  - Each top-level op is moved out of the module for its conversion, into
 *    a block of its own ("holder") in a region whose parent is the module
 *    but which the module does not list: ops created next to it (the new
 *    llvm.func of a func, C wrappers) go into that block, and walking up
 *    from inside the op still finds the module (its attributes, e.g. the
 *    data layout).  The module's body is empty meanwhile; nobody else
 *    writes it.  Afterwards the holders' ops go back in order.
 *  - Module-level symbols created on demand (malloc, free, ...) are made
 *    detached, once, under a lock, and recorded per top-level op in the
 *    order the op asked for them; at the end they are put at the start of
 *    the module in the order the whole-module run would have created them
 *    (top-level ops in order, each op's requests in order, first request
 *    wins), each before the previous, as lookupOrCreateFn places them.
 *    Symbols the module already had are found by name (the table is built
 *    before the conversion starts: the whole-module run finds them too).
 *  - Diagnostics of worker threads are held and reported in op order,
 *    those of the ops up to the first failing one (the whole-module run
 *    stops there).  On one thread the ops run in order and stop at the
 *    first failure.
 *  - Failure: the failing op is left as it was (its driver rolled back),
 *    but ops converted before it (and, with threads, some after it) stay
 *    converted.  A pass fails then, and its IR is not used; callers that
 *    need the input IR back use cm_apply_partial_conversion.
 * A top-level op's conversion frees its log and mapping at its commit
 * instead of holding every op's until the end, and works on one function's
 * data at a time: the peak memory and the cache misses of the value
 * mapping are a function's, not the module's. */
#include "cmlir/conversion.h"
#include "rewrite_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct HeldDiag {
  size_t key; /* item * number of held + arrival: stable order */
  CmDiag *diag;
} HeldDiag;

typedef CM_VEC(CmIdent *) IdentVec;

typedef struct ParConv {
  CmOp *module;
  CmContext *ctx;
  const CmConversionTarget *target;
  CmPatternSet *patterns;
  bool no_rollback;
  CmOp **items;
  CmRegion *holders; /* one region (with one block) per item */
  CmResult *results;
  size_t n;
  _Atomic size_t next;
  _Atomic size_t first_failed; /* n: none */
  pthread_mutex_t lock;        /* symbols, requests, held diagnostics */
  CmPtrMap existing;           /* sym_name ident -> op of the module */
  CmPtrMap created;            /* sym_name ident -> op made on demand */
  IdentVec *requests;          /* per item: idents asked for, in order */
  CM_VEC(HeldDiag) held;
} ParConv;

static _Thread_local ParConv *tl_par;
static _Thread_local size_t tl_item;
static _Thread_local bool tl_holding; /* a worker: diagnostics held */

bool cm_conversion_module_symbol(CmOp *module, const char *name,
                                 CmModuleSymbolCreateFn create, void *user,
                                 CmOp **out) {
  ParConv *pc = tl_par;
  if (!pc || pc->module != module)
    return false;
  CmIdent *id = cm_ident_c(pc->ctx, name);
  pthread_mutex_lock(&pc->lock);
  CmOp *op = cm_ptrmap_get_ptr(&pc->existing, id);
  if (!op)
    op = cm_ptrmap_get_ptr(&pc->created, id);
  if (!op) {
    op = create(module, user);
    if (op)
      cm_ptrmap_put_ptr(&pc->created, id, op);
  }
  IdentVec *req = &pc->requests[tl_item];
  bool seen = false;
  for (size_t i = 0; i < req->len && !seen; i++)
    seen = req->data[i] == id;
  if (!seen)
    CM_VEC_PUSH(*req, id);
  pthread_mutex_unlock(&pc->lock);
  *out = op;
  return true;
}

static CmResult hold_diag(CmDiag *d, void *user) {
  ParConv *pc = user;
  if (tl_par != pc || !tl_holding)
    return CM_FAILURE; /* not one of our workers: pass it on */
  HeldDiag h = {tl_item, cm_diag_clone(d)};
  pthread_mutex_lock(&pc->lock);
  CM_VEC_PUSH(pc->held, h);
  pthread_mutex_unlock(&pc->lock);
  return CM_SUCCESS;
}

static CmResult convert_item(ParConv *pc, size_t i) {
  ParConv *saved = tl_par;
  size_t saved_item = tl_item;
  tl_par = pc;
  tl_item = i;
  CmResult r = cm_apply_partial_conversion_in_(
      pc->items[i], pc->module, pc->target, pc->patterns, pc->no_rollback);
  tl_par = saved;
  tl_item = saved_item;
  return r;
}

static void par_worker(size_t slot, void *user) {
  (void)slot;
  ParConv *pc = user;
  bool saved = tl_holding;
  tl_holding = true;
  for (;;) {
    size_t i = atomic_fetch_add_explicit(&pc->next, 1, memory_order_relaxed);
    /* Items are taken in order: past a failed one, none is needed. */
    if (i >= pc->n || i > atomic_load(&pc->first_failed))
      break;
    pc->results[i] = convert_item(pc, i);
    if (cm_failed(pc->results[i])) {
      size_t f = atomic_load(&pc->first_failed);
      while (i < f &&
             !atomic_compare_exchange_weak(&pc->first_failed, &f, i))
        ;
    }
  }
  tl_holding = saved;
}

static int held_cmp(const void *a, const void *b) {
  const HeldDiag *x = a, *y = b;
  return x->key < y->key ? -1 : x->key > y->key;
}

/* Whether converting op by op gives the whole-module result (see the top
 * of the file); fills `items`. */
static bool eligible(CmOp *module, const CmConversionTarget *t,
                     CmPatternSet *patterns, void *items_vec) {
  CM_VEC(CmOp *) *items = items_vec;
  if (!cm_op_name_is(module, "module") || cm_op_num_regions(module) != 1)
    return false;
  CmRegion *r = cm_op_region(module, 0);
  if (!r->first || r->first != r->last)
    return false;
  size_t np;
  cm_pattern_set_for_op(patterns, module, &np);
  if (np || cm_target_legality(t, module) == CM_LEGAL_ILLEGAL)
    return false;
  for (CmOp *o = r->first->first; o; o = cm_op_next(o)) {
    /* (an op with regions must be isolated: a pattern working on the
     * block around a nested op would see the holder's block) */
    if (cm_op_num_operands(o) || cm_op_num_results(o) ||
        cm_op_num_successors(o) ||
        (cm_op_num_regions(o) &&
         !cm_op_has_trait(o, CM_TRAIT_ISOLATED_FROM_ABOVE)))
      return false;
    CM_VEC_PUSH(*items, o);
  }
  return items->len > 0;
}

static CmResult per_op(CmOp *module, const CmConversionTarget *t,
                       CmPatternSet *patterns, bool no_rollback) {
  cm_pattern_set_freeze(patterns); /* shared read-only by the threads */
  CM_VEC(CmOp *) items = {0};
  if (tl_par || !eligible(module, t, patterns, &items)) {
    CM_VEC_FREE(items);
    return no_rollback
               ? cm_apply_partial_conversion_no_rollback(module, t, patterns)
               : cm_apply_partial_conversion(module, t, patterns);
  }
  ParConv pc;
  memset(&pc, 0, sizeof pc);
  pc.module = module;
  pc.ctx = cm_op_context(module);
  pc.target = t;
  pc.patterns = patterns;
  pc.no_rollback = no_rollback;
  pc.items = items.data;
  pc.n = items.len;
  pc.holders = cm_xcalloc(pc.n, sizeof(CmRegion));
  pc.results = cm_xcalloc(pc.n, sizeof(CmResult));
  pc.requests = cm_xcalloc(pc.n, sizeof(IdentVec));
  atomic_init(&pc.next, 0);
  atomic_init(&pc.first_failed, pc.n);
  pthread_mutex_init(&pc.lock, NULL);
  CmBlock *body = cm_op_region(module, 0)->first;
  /* The module's symbols, then every item into its holder. */
  for (size_t i = 0; i < pc.n; i++) {
    CmOp *o = pc.items[i];
    CmIdent *name = cm_symbol_name(o);
    if (name && !cm_ptrmap_get(&pc.existing, name))
      cm_ptrmap_put_ptr(&pc.existing, name, o);
    cm_region_init(&pc.holders[i], module);
    CmBlock *hb = cm_block_create();
    cm_region_append_block(&pc.holders[i], hb);
    cm_op_remove_from_block(o);
    cm_block_append_op(hb, o);
  }
  size_t failed = pc.n;
  if (cm_context_threading(pc.ctx) && pc.n > 1) {
    CmDiagHandlerId hid = cm_diag_add_handler(pc.ctx, hold_diag, &pc);
    unsigned nt = cm_hw_threads();
    if (nt > pc.n)
      nt = (unsigned)pc.n;
    cm_parallel_for(nt, nt, par_worker, &pc);
    cm_diag_remove_handler(pc.ctx, hid);
    failed = atomic_load(&pc.first_failed);
    /* Report in op order, up to the first failed op. */
    for (size_t i = 0; i < pc.held.len; i++)
      pc.held.data[i].key = pc.held.data[i].key * pc.held.len + i;
    qsort(pc.held.data, pc.held.len, sizeof *pc.held.data, held_cmp);
    for (size_t i = 0; i < pc.held.len; i++) {
      if (pc.held.data[i].key / pc.held.len <= failed)
        cm_diag_report(pc.held.data[i].diag);
      else
        cm_diag_free(pc.held.data[i].diag);
    }
  } else {
    for (size_t i = 0; i < pc.n && failed == pc.n; i++)
      if (cm_failed(convert_item(&pc, i)))
        failed = i;
  }
  /* The items back in order, then the symbols made on demand. */
  for (size_t i = 0; i < pc.n; i++) {
    CmBlock *hb = pc.holders[i].first;
    while (hb->first) {
      CmOp *o = hb->first;
      cm_op_remove_from_block(o);
      cm_block_append_op(body, o);
    }
    cm_block_remove_from_region(hb);
    cm_block_destroy(hb);
  }
  for (size_t i = 0; i < pc.n; i++) {
    for (size_t k = 0; k < pc.requests[i].len; k++) {
      CmIdent *id = pc.requests[i].data[k];
      uint64_t *slot = cm_ptrmap_get(&pc.created, id);
      if (!slot || !*slot)
        continue; /* existing, or placed already */
      CmOp *o = (CmOp *)(uintptr_t)*slot;
      cm_block_insert_op_before(body, body->first, o);
      *slot = 0;
    }
    CM_VEC_FREE(pc.requests[i]);
  }
  pthread_mutex_destroy(&pc.lock);
  CM_VEC_FREE(pc.held);
  cm_ptrmap_free(&pc.existing);
  cm_ptrmap_free(&pc.created);
  free(pc.requests);
  free(pc.results);
  free(pc.holders);
  CM_VEC_FREE(items);
  return failed == pc.n ? CM_SUCCESS : CM_FAILURE;
}

CmResult cm_apply_partial_conversion_per_op(CmOp *module,
                                            const CmConversionTarget *t,
                                            CmPatternSet *patterns) {
  return per_op(module, t, patterns, false);
}

CmResult cm_apply_partial_conversion_per_op_no_rollback(
    CmOp *module, const CmConversionTarget *t, CmPatternSet *patterns) {
  return per_op(module, t, patterns, true);
}
