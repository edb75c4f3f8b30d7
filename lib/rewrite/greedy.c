/* greedy.c - the greedy pattern driver (upstream 13's
 * applyPatternsAndFoldGreedily) and the operation folder it uses.
 *
 * Each round seeds a worklist with every nested op (pre-order, reversed so
 * that popping from the back visits them in order, or post-order for
 * bottom-up), then pops ops until it is empty: a trivially dead op is
 * erased; otherwise the op is folded (constants materialized by the op's
 * dialect, de-duplicated and placed at the start of the entry block of the
 * nearest isolated-from-above region); otherwise the patterns for the op
 * are tried by decreasing benefit.  The rewriter's notifications keep the
 * worklist current: inserted ops are pushed, users of replaced ops are
 * pushed, operand definitions left with at most one use are pushed when an
 * op is erased.  Rounds repeat while anything changed, up to
 * max_iterations.  The worklist is a vector with a position map, so
 * removing an erased op is O(1). */
#include "rewrite_internal.h"

#include <string.h>

/* ------------------------------------------------------------ folder */

/* Key of a uniqued constant: insertion region, dialect, value, type. */
typedef struct ConstEnt {
  CmRegion *region; /* NULL: empty slot */
  CmDialect *dialect;
  CmAttr *value;
  CmType *type;
  CmOp *op; /* NULL with region set: deleted (tombstone) */
} ConstEnt;

typedef struct Folder {
  ConstEnt *ents;
  size_t cap, used; /* used counts tombstones too */
  CmPtrMap owned;   /* const op -> its first key dialect */
  CmPtrMap owned2;  /* const op -> a second key dialect (rare) */
} Folder;

static uint64_t const_hash(CmRegion *r, CmDialect *d, CmAttr *v, CmType *t) {
  uint64_t h = cm_hash_combine((uintptr_t)r, (uintptr_t)d);
  h = cm_hash_combine(h, (uintptr_t)v);
  return cm_hash_combine(h, (uintptr_t)t);
}

static ConstEnt *const_find(Folder *f, CmRegion *r, CmDialect *d, CmAttr *v,
                            CmType *t, bool insert) {
  if (insert && (f->used + 1) * 2 > f->cap) {
    size_t ncap = f->cap ? f->cap * 2 : 64;
    ConstEnt *old = f->ents;
    size_t ocap = f->cap;
    f->ents = cm_xcalloc(ncap, sizeof(ConstEnt));
    f->cap = ncap;
    f->used = 0;
    for (size_t i = 0; i < ocap; i++)
      if (old[i].region && old[i].op) {
        ConstEnt *e = const_find(f, old[i].region, old[i].dialect,
                                 old[i].value, old[i].type, true);
        *e = old[i];
      }
    free(old);
  }
  if (!f->cap)
    return NULL;
  size_t mask = f->cap - 1;
  size_t i = (size_t)const_hash(r, d, v, t) & mask;
  ConstEnt *tomb = NULL;
  for (;;) {
    ConstEnt *e = &f->ents[i];
    if (!e->region) {
      if (!insert)
        return NULL;
      if (tomb)
        e = tomb;
      else
        f->used++;
      e->region = r, e->dialect = d, e->value = v, e->type = t, e->op = NULL;
      return e;
    }
    if (!e->op) {
      if (!tomb)
        tomb = e;
    } else if (e->region == r && e->dialect == d && e->value == v &&
               e->type == t) {
      return e;
    }
    i = (i + 1) & mask;
  }
}

static void folder_free(Folder *f) {
  free(f->ents);
  cm_ptrmap_free(&f->owned);
  cm_ptrmap_free(&f->owned2);
}

/* Where the folder puts constants: the closest region whose parent is
 * isolated from above (or unregistered, or top-level). */
static CmRegion *insertion_region_of_block(CmBlock *b) {
  while (b && b->parent) {
    CmRegion *r = b->parent;
    CmOp *parent = r->parent;
    if (!parent || !cm_op_block(parent))
      return r;
    const CmOpDef *def = cm_op_def(parent);
    if (!def || (def->traits & CM_TRAIT_ISOLATED_FROM_ABOVE))
      return r;
    b = cm_op_block(parent);
  }
  return b ? b->parent : NULL;
}
static CmRegion *insertion_region(CmOp *op) {
  return insertion_region_of_block(cm_op_block(op));
}

static void folder_notify_removal(Folder *f, CmOp *op) {
  uint64_t *d1 = cm_ptrmap_get(&f->owned, op);
  if (!d1)
    return;
  CmRegion *r = insertion_region(op);
  CmAttr *v = cm_value_constant(cm_op_result(op, 0));
  CmType *t = cm_op_result(op, 0)->type;
  ConstEnt *e = const_find(f, r, (CmDialect *)(uintptr_t)*d1, v, t, false);
  if (e && e->op == op)
    e->op = NULL;
  uint64_t *d2 = cm_ptrmap_get(&f->owned2, op);
  if (d2) {
    e = const_find(f, r, (CmDialect *)(uintptr_t)*d2, v, t, false);
    if (e && e->op == op)
      e->op = NULL;
    cm_ptrmap_del(&f->owned2, op);
  }
  cm_ptrmap_del(&f->owned, op);
}

static CmOp *materialize(CmDialect *d, CmBuilder *b, CmAttr *value,
                         CmType *type, CmLoc *loc) {
  if (!d || !d->materialize_constant)
    return NULL;
  CmOp *op = d->materialize_constant(d, b, value, type, loc);
  return op;
}

/* Upstream tryGetOrCreateConstant. */
static CmOp *get_or_create_constant(Folder *f, CmRegion *r, CmDialect *d,
                                    CmBuilder *b, CmAttr *value, CmType *type,
                                    CmLoc *loc) {
  ConstEnt *e = const_find(f, r, d, value, type, true);
  if (e->op)
    return e->op;
  CmOp *c = materialize(d, b, value, type, loc);
  if (!c) {
    e->op = NULL; /* leaves a tombstone */
    return NULL;
  }
  e->op = c;
  CmDialect *nd = cm_op_opname(c)->dialect;
  if (nd == d) {
    cm_ptrmap_put_ptr(&f->owned, c, d);
    return c;
  }
  ConstEnt *e2 = const_find(f, r, nd, value, type, true);
  if (e2->op) {
    cm_op_erase(c);
    e = const_find(f, r, d, value, type, false);
    e->op = e2->op;
    if (!cm_ptrmap_get(&f->owned2, e2->op))
      cm_ptrmap_put_ptr(&f->owned2, e2->op, d);
    return e2->op;
  }
  e2->op = c;
  cm_ptrmap_put_ptr(&f->owned, c, d);
  cm_ptrmap_put_ptr(&f->owned2, c, nd);
  return c;
}

/* The folder on its own (for passes that materialize constants). */
struct CmFolder {
  Folder f;
  CmContext *ctx;
};

CmFolder *cm_folder_create(CmContext *ctx) {
  CmFolder *f = cm_xcalloc(1, sizeof(CmFolder));
  f->ctx = ctx;
  return f;
}

void cm_folder_destroy(CmFolder *f) {
  if (!f)
    return;
  folder_free(&f->f);
  free(f);
}

CmValue *cm_folder_get_or_create_constant(CmFolder *f, CmBlock *block,
                                          CmDialect *d, CmAttr *value,
                                          CmType *type, CmLoc *loc) {
  CmRegion *r = insertion_region_of_block(block);
  if (!r || !r->first)
    return NULL;
  CmBuilder b;
  cm_builder_init(&b, f->ctx);
  cm_builder_set_to_start(&b, r->first);
  CmOp *c = get_or_create_constant(&f->f, r, d, &b, value, type, loc);
  return c ? cm_op_result(c, 0) : NULL;
}

/* --------------------------------------------------------------- driver */

typedef struct Driver {
  CmContext *ctx;
  CmPatternSet *patterns;
  CmGreedyConfig config;
  CM_VEC(CmOp *) worklist;
  CmRefSet queued; /* the ops in the worklist (see wl_add) */
  Folder folder;
  CmRewriter rw;
  CmRewriteListener listener;
  CM_VEC(CmAttr *) consts;
  CM_VEC(CmFoldResult) fold_results;
  CM_VEC(CmValue *) values;
  /* applyOpPatternsAndFold: the single op being processed was erased */
  CmOp *single;
  bool single_erased;
  /* the strict multi-op form: only these ops (and those the rewrites
   * insert) enter the worklist; NULL otherwise */
  CmRefSet *filter;
} Driver;

/* Membership: `queued` holds the ops in the worklist.  An op removed
 * from the list (erased) only leaves the set: its slot stays and is skipped
 * when popped.  That is exact even when a new op reuses the erased op's
 * address: ops are only pushed on top, so while the new op is queued its
 * slot is above the stale one and is popped first (leaving the set), and
 * the stale slot is skipped as not queued. */
static void wl_add(Driver *d, CmOp *op) {
  if (d->filter && !cm_refset_has(d->filter, op))
    return;
  if (cm_refset_add(&d->queued, op))
    CM_VEC_PUSH(d->worklist, op);
}

/* The next op to process, or NULL for a removed one. */
static CmOp *wl_pop(Driver *d) {
  CmOp *op = d->worklist.data[--d->worklist.len];
  return cm_refset_del(&d->queued, op) ? op : NULL;
}

static CmWalkResult wl_remove_fn(CmOp *op, void *user) {
  Driver *d = user;
  cm_refset_del(&d->queued, op);
  if (d->filter)
    cm_refset_del(d->filter, op);
  folder_notify_removal(&d->folder, op);
  if (op == d->single)
    d->single_erased = true;
  return CM_WALK_ADVANCE;
}

/* Definitions of operands that are left with at most one use. */
static void add_operand_defs(Driver *d, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (!v || (!cm_value_use_empty(v) && !cm_value_has_one_use(v)))
      continue;
    CmOp *def = cm_value_defining_op(v);
    if (def)
      wl_add(d, def);
  }
}

static void add_users(Driver *d, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
         u = cm_operand_next_use(u))
      wl_add(d, cm_operand_owner(u));
}

static void on_inserted(void *user, CmOp *op) {
  Driver *d = user;
  if (d->filter)
    cm_refset_add(d->filter, op);
  wl_add(d, op);
}
static void on_replaced(void *user, CmOp *op, unsigned n,
                        CmValue *const *values) {
  (void)n;
  (void)values;
  add_users(user, op);
}
static void on_erased(void *user, CmOp *op) {
  Driver *d = user;
  add_operand_defs(d, op);
  cm_walk_pre(op, wl_remove_fn, d);
}

bool cm_op_would_be_trivially_dead(CmOp *root) {
  const CmOpDef *rdef = cm_op_def(root);
  if (!rdef || (rdef->traits & CM_TRAIT_TERMINATOR))
    return false;
  CM_VEC(CmOp *) stack = {0};
  CmEffectVec effects = {0};
  bool dead = true;
  CM_VEC_PUSH(stack, root);
  while (dead && stack.len) {
    CmOp *op = stack.data[--stack.len];
    const CmOpDef *def = cm_op_def(op);
    bool recursive = def && (def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
    if (recursive)
      for (unsigned r = 0; r < cm_op_num_regions(op); r++)
        for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
          for (CmOp *o = b->first; o; o = cm_op_next(o))
            CM_VEC_PUSH(stack, o);
    effects.len = 0;
    bool has_iface = def && ((def->traits & CM_TRAIT_NO_SIDE_EFFECT) ||
                             cm_op_interface(op, CM_IFACE_MEMORY_EFFECTS) ||
                             (def->traits & (CM_TRAIT_MEM_READ |
                                             CM_TRAIT_MEM_WRITE |
                                             CM_TRAIT_MEM_ALLOC |
                                             CM_TRAIT_MEM_FREE)));
    if (has_iface && cm_op_memory_effects(op, &effects)) {
      for (size_t i = 0; i < effects.len; i++) {
        CmEffect *e = &effects.data[i];
        if (e->kind == CM_EFFECT_ALLOCATE) {
          if (!e->value || cm_value_defining_op(e->value) != op)
            dead = false;
        } else if (e->kind != CM_EFFECT_READ) {
          dead = false;
        }
      }
      continue;
    }
    if (recursive)
      continue;
    dead = false;
  }
  CM_VEC_FREE(stack);
  CM_VEC_FREE(effects);
  return dead;
}

bool cm_op_is_trivially_dead(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_value_use_empty(cm_op_result(op, i)))
      return false;
  return cm_op_would_be_trivially_dead(op);
}

/* Upstream OperationFolder::tryToFold.  *in_place is set when the op was
 * updated in place (it stays). */
static CmResult try_to_fold(Driver *d, CmOp *op, bool *in_place) {
  *in_place = false;
  Folder *f = &d->folder;
  if (cm_ptrmap_get(&f->owned, op))
    return CM_FAILURE; /* a uniqued constant */
  const CmOpDef *def = cm_op_def(op);
  if (!def)
    return CM_FAILURE;
  unsigned nops = cm_op_num_operands(op), nres = cm_op_num_results(op);
  /* Commutative ops: constants become trailing operands (stably). */
  if (nops >= 2 && (def->traits & CM_TRAIT_COMMUTATIVE)) {
    d->values.len = 0;
    for (unsigned i = 0; i < nops; i++)
      if (!cm_value_constant(cm_op_operand(op, i)))
        CM_VEC_PUSH(d->values, cm_op_operand(op, i));
    for (unsigned i = 0; i < nops; i++)
      if (cm_value_constant(cm_op_operand(op, i)))
        CM_VEC_PUSH(d->values, cm_op_operand(op, i));
    for (unsigned i = 0; i < nops; i++)
      if (cm_op_operand(op, i) != d->values.data[i])
        cm_op_set_operand(op, i, d->values.data[i]);
  }
  d->consts.len = 0;
  for (unsigned i = 0; i < nops; i++)
    CM_VEC_PUSH(d->consts, cm_value_constant(cm_op_operand(op, i)));
  d->fold_results.len = 0;
  for (unsigned i = 0; i < nres; i++) {
    CmFoldResult z = {NULL, NULL};
    CM_VEC_PUSH(d->fold_results, z);
  }
  if (cm_failed(cm_op_fold(op, d->consts.data, d->fold_results.data)))
    return CM_FAILURE;
  bool any = false;
  for (unsigned i = 0; i < nres; i++)
    if (d->fold_results.data[i].attr || d->fold_results.data[i].value)
      any = true;
  if (!any) {
    *in_place = true;
    return CM_SUCCESS;
  }
  CmRegion *region = insertion_region(op);
  if (!region || !region->first)
    return CM_FAILURE;
  CmBlock *entry = region->first;
  CmBuilder b;
  cm_builder_init(&b, d->ctx);
  cm_builder_set_to_start(&b, entry);
  CmOp *stop = b.before; /* ops created by this fold go before it */
  CmDialect *dialect = cm_op_opname(op)->dialect;
  d->values.len = 0;
  for (unsigned i = 0; i < nres; i++) {
    CmFoldResult *r = &d->fold_results.data[i];
    if (r->value) {
      CM_VEC_PUSH(d->values, r->value);
      continue;
    }
    CmOp *c = r->attr ? get_or_create_constant(f, region, dialect, &b, r->attr,
                                               cm_op_result(op, i)->type,
                                               cm_op_loc(op))
                      : NULL;
    if (c) {
      /* (MLIR 13 leaves an existing constant where it is, even when the
       * folded op is in the insertion block; mlir-opt-13 agrees.) */
      CM_VEC_PUSH(d->values, cm_op_result(c, 0));
      continue;
    }
    /* Materialization failed: drop what this fold created. */
    for (CmOp *o = entry->first; o && o != stop;) {
      CmOp *next = cm_op_next(o);
      folder_notify_removal(f, o);
      cm_op_erase(o);
      o = next;
    }
    return CM_FAILURE;
  }
  for (CmOp *o = entry->first; o && o != stop; o = cm_op_next(o))
    wl_add(d, o);
  /* Before replacing: operands and users go back on the worklist. */
  add_operand_defs(d, op);
  add_users(d, op);
  for (unsigned i = 0; i < nres; i++)
    cm_value_replace_all_uses(cm_op_result(op, i), d->values.data[i]);
  cm_walk_pre(op, wl_remove_fn, d);
  cm_op_erase(op);
  return CM_SUCCESS;
}

static CmResult match_and_rewrite(Driver *d, CmOp *op) {
  size_t n;
  const CmPattern *const *pats = cm_pattern_set_for_op(d->patterns, op, &n);
  for (size_t i = 0; i < n; i++) {
    const CmPattern *p = pats[i];
    if (!p->match_and_rewrite)
      continue;
    cm_builder_set_before(&d->rw.b, op);
    if (cm_succeeded(p->match_and_rewrite(p, op, &d->rw)))
      return CM_SUCCESS;
  }
  return CM_FAILURE;
}

/* Processes one op popped from the worklist; true if anything changed. */
static bool process(Driver *d, CmOp *op) {
  if (cm_op_is_trivially_dead(op)) {
    on_erased(d, op);
    cm_op_erase(op);
    return true;
  }
  bool changed = false, in_place;
  if (cm_succeeded(try_to_fold(d, op, &in_place))) {
    changed = true;
    if (!in_place)
      return true;
  }
  if (cm_succeeded(match_and_rewrite(d, op)))
    changed = true;
  return changed;
}

static void driver_init(Driver *d, CmContext *ctx, CmPatternSet *patterns,
                        const CmGreedyConfig *config) {
  memset(d, 0, sizeof(*d));
  d->ctx = ctx;
  d->patterns = patterns;
  if (config)
    d->config = *config;
  else
    cm_greedy_config_init(&d->config);
  d->listener.op_inserted = on_inserted;
  d->listener.op_replaced = on_replaced;
  d->listener.op_erased = on_erased;
  d->listener.user = d;
  cm_rewriter_init(&d->rw, ctx, &d->listener);
  cm_pattern_set_freeze_(patterns);
}

static void driver_free(Driver *d) {
  CM_VEC_FREE(d->worklist);
  cm_refset_free(&d->queued);
  folder_free(&d->folder);
  CM_VEC_FREE(d->consts);
  CM_VEC_FREE(d->fold_results);
  CM_VEC_FREE(d->values);
}

static CmWalkResult seed_fn(CmOp *op, void *user) {
  Driver *d = user;
  CM_VEC_PUSH(d->worklist, op);
  return CM_WALK_ADVANCE;
}
static CmWalkResult seed_post_fn(CmOp *op, void *user) {
  wl_add(user, op);
  return CM_WALK_ADVANCE;
}

static void seed_region(Driver *d, CmRegion *r, bool pre) {
  for (CmBlock *b = r->first; b; b = b->next)
    for (CmOp *o = b->first; o;) {
      CmOp *next = cm_op_next(o);
      if (pre)
        cm_walk_pre(o, seed_fn, d);
      else
        cm_walk_post(o, seed_post_fn, d);
      o = next;
    }
}

void cm_greedy_config_init(CmGreedyConfig *c) {
  c->top_down = true;
  c->region_simplify = true;
  c->max_iterations = 10;
}

CmResult cm_apply_patterns_greedily(CmRegion *const *regions, unsigned n,
                                    CmPatternSet *patterns,
                                    const CmGreedyConfig *config) {
  if (!n)
    return CM_SUCCESS;
  Driver d;
  driver_init(&d, cm_pattern_set_context(patterns), patterns, config);
  bool changed;
  unsigned iteration = 0;
  do {
    d.worklist.len = 0;
    cm_refset_free(&d.queued);
    if (!d.config.top_down) {
      for (unsigned i = 0; i < n; i++)
        seed_region(&d, regions[i], false);
    } else {
      for (unsigned i = 0; i < n; i++)
        seed_region(&d, regions[i], true);
      /* Reverse: popping from the back visits in pre-order. */
      for (size_t i = 0, j = d.worklist.len; i + 1 < j; i++, j--) {
        CmOp *t = d.worklist.data[i];
        d.worklist.data[i] = d.worklist.data[j - 1];
        d.worklist.data[j - 1] = t;
      }
      for (size_t i = 0; i < d.worklist.len; i++)
        cm_refset_add(&d.queued, d.worklist.data[i]);
    }
    changed = false;
    while (d.worklist.len) {
      CmOp *op = wl_pop(&d);
      if (op && process(&d, op))
        changed = true;
    }
    if (d.config.region_simplify &&
        cm_succeeded(cm_simplify_regions(&d.rw, regions, n)))
      changed = true;
  } while (changed &&
           (++iteration < d.config.max_iterations ||
            d.config.max_iterations == 0));
  driver_free(&d);
  return changed ? CM_FAILURE : CM_SUCCESS;
}

CmResult cm_apply_patterns_greedily_op(CmOp *op, CmPatternSet *patterns,
                                       const CmGreedyConfig *config) {
  unsigned n = cm_op_num_regions(op);
  CM_VEC(CmRegion *) rs = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(rs, cm_op_region(op, i));
  CmResult r = cm_apply_patterns_greedily(rs.data, n, patterns, config);
  CM_VEC_FREE(rs);
  return r;
}

CmResult cm_apply_op_patterns_and_fold(CmOp *op, CmPatternSet *patterns,
                                       bool *erased) {
  Driver d;
  driver_init(&d, cm_pattern_set_context(patterns), patterns, NULL);
  d.single = op;
  /* Only `op` is processed; ops the rewrite creates are not. */
  d.listener.op_inserted = NULL;
  d.listener.op_replaced = NULL;
  bool changed = process(&d, op);
  /* Constants the folder created stay; nothing else is visited. */
  if (erased)
    *erased = d.single_erased;
  driver_free(&d);
  return changed ? CM_SUCCESS : CM_FAILURE;
}

CmResult cm_apply_op_patterns_and_fold_list(CmOp *const *ops, size_t n,
                                            CmPatternSet *patterns,
                                            bool strict) {
  Driver d;
  driver_init(&d, cm_pattern_set_context(patterns), patterns, NULL);
  CmRefSet filter;
  memset(&filter, 0, sizeof filter);
  if (strict) {
    for (size_t i = 0; i < n; i++)
      cm_refset_add(&filter, ops[i]);
    d.filter = &filter;
  }
  /* pushed in order: the last op is processed first, as upstream */
  for (size_t i = 0; i < n; i++)
    wl_add(&d, ops[i]);
  bool changed = false;
  while (d.worklist.len) {
    CmOp *op = wl_pop(&d);
    if (op && process(&d, op))
      changed = true;
  }
  driver_free(&d);
  cm_refset_free(&filter);
  return changed ? CM_SUCCESS : CM_FAILURE;
}
