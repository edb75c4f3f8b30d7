/* conversion.c - the dialect conversion driver: conversion targets, the
 * logging rewriter with rollback, the legalizer and the partial / full /
 * analysis drivers.
 *
 * Design (as upstream's ConversionPatternRewriter, with flat data):
 *  - Replacements are deferred.  Replacing an op records a mapping from
 *    its results to the new values (a pointer map) and marks the op as
 *    replaced; the op stays in the IR, and later patterns see their
 *    operands through the mapping.  Uses are rewritten and replaced ops
 *    erased once, when the whole conversion has succeeded.
 *  - Every other change is appended to one log (a vector of small
 *    records): ops created, in-place updates (with a snapshot of the op's
 *    operands, successors, attributes and location in a shared value
 *    vector), blocks created / erased / split / merged / moved, block
 *    signature conversions.  A failed pattern (or a pattern whose new ops
 *    cannot be legalized) is undone by unwinding the log to where it
 *    started, newest first; a failed conversion unwinds everything, so the
 *    input IR is left as it was.
 *  - Nothing is replayed: each record is applied once and undone at most
 *    once, so the cost is linear in the number of changes.
 */
#include "rewrite_internal.h"

#include <string.h>

/* ================================================== conversion target */

typedef struct LegalInfo {
  CmLegality action;
  CmLegalityFn fn;
  void *user;
  bool recursive;
  CmLegalityFn rec_fn;
  void *rec_user;
} LegalInfo;

struct CmConversionTarget {
  CmContext *ctx;
  CM_VEC(LegalInfo) infos;
  CmPtrMap by_op;      /* CmOpName -> index + 1 */
  CmPtrMap by_dialect; /* interned dialect name (CmIdent) -> index + 1 */
  bool unknown_legal;
  CmLegalityFn unknown_fn;
  void *unknown_user;
};

CmConversionTarget *cm_conversion_target_create(CmContext *ctx) {
  CmConversionTarget *t = cm_xcalloc(1, sizeof(*t));
  t->ctx = ctx;
  return t;
}

void cm_conversion_target_destroy(CmConversionTarget *t) {
  if (!t)
    return;
  CM_VEC_FREE(t->infos);
  cm_ptrmap_free(&t->by_op);
  cm_ptrmap_free(&t->by_dialect);
  free(t);
}

static LegalInfo *info_for(CmConversionTarget *t, CmPtrMap *m,
                           const void *key) {
  uint64_t *i = cm_ptrmap_get(m, key);
  if (i)
    return &t->infos.data[*i - 1];
  LegalInfo z;
  memset(&z, 0, sizeof(z));
  CM_VEC_PUSH(t->infos, z);
  cm_ptrmap_put(m, key, t->infos.len);
  return &t->infos.data[t->infos.len - 1];
}
static LegalInfo *op_info(CmConversionTarget *t, const char *name) {
  return info_for(t, &t->by_op, cm_op_name(t->ctx, name, strlen(name)));
}
static LegalInfo *dialect_info(CmConversionTarget *t, const char *d) {
  return info_for(t, &t->by_dialect, cm_ident_c(t->ctx, d));
}

void cm_target_add_legal_op(CmConversionTarget *t, const char *name) {
  op_info(t, name)->action = CM_LEGAL_LEGAL;
}
void cm_target_add_illegal_op(CmConversionTarget *t, const char *name) {
  op_info(t, name)->action = CM_LEGAL_ILLEGAL;
}
void cm_target_add_dynamic_op(CmConversionTarget *t, const char *name,
                              CmLegalityFn fn, void *user) {
  LegalInfo *i = op_info(t, name);
  i->action = CM_LEGAL_DYNAMIC;
  i->fn = fn;
  i->user = user;
}
void cm_target_add_legal_dialect(CmConversionTarget *t, const char *d) {
  dialect_info(t, d)->action = CM_LEGAL_LEGAL;
}
void cm_target_add_illegal_dialect(CmConversionTarget *t, const char *d) {
  dialect_info(t, d)->action = CM_LEGAL_ILLEGAL;
}
void cm_target_add_dynamic_dialect(CmConversionTarget *t, const char *d,
                                   CmLegalityFn fn, void *user) {
  LegalInfo *i = dialect_info(t, d);
  i->action = CM_LEGAL_DYNAMIC;
  i->fn = fn;
  i->user = user;
}
void cm_target_mark_op_recursively_legal(CmConversionTarget *t,
                                         const char *name, CmLegalityFn fn,
                                         void *user) {
  LegalInfo *i = op_info(t, name);
  if (i->action == CM_LEGAL_UNKNOWN)
    i->action = CM_LEGAL_LEGAL;
  i->recursive = true;
  i->rec_fn = fn;
  i->rec_user = user;
}
void cm_target_mark_unknown_legal(CmConversionTarget *t, CmLegalityFn fn,
                                  void *user) {
  t->unknown_legal = fn != NULL;
  t->unknown_fn = fn;
  t->unknown_user = user;
}

/* The dialect namespace of an op name (before the first '.'; builtin for
 * names without one). */
static const LegalInfo *lookup_info(const CmConversionTarget *t, CmOp *op) {
  CmOpName *on = cm_op_opname(op);
  uint64_t *i = cm_ptrmap_get(&t->by_op, on);
  if (i)
    return &t->infos.data[*i - 1];
  if (!t->by_dialect.len)
    return NULL;
  CmIdent *dn;
  if (on->dialect) {
    dn = cm_ident_c(t->ctx, on->dialect->name);
  } else {
    const char *s = on->name->str, *dot = strchr(s, '.');
    dn = dot ? cm_ident(t->ctx, s, (size_t)(dot - s))
             : cm_ident_c(t->ctx, "builtin");
  }
  i = cm_ptrmap_get(&t->by_dialect, dn);
  return i ? &t->infos.data[*i - 1] : NULL;
}

CmLegality cm_target_legality(const CmConversionTarget *t, CmOp *op) {
  const LegalInfo *i = lookup_info(t, op);
  return i ? i->action : CM_LEGAL_UNKNOWN;
}

bool cm_target_is_legal(const CmConversionTarget *t, CmOp *op,
                        bool *recursive) {
  if (recursive)
    *recursive = false;
  const LegalInfo *i = lookup_info(t, op);
  bool legal;
  if (!i || i->action == CM_LEGAL_UNKNOWN) {
    if (!t->unknown_legal)
      return false;
    legal = t->unknown_fn(op, t->unknown_user);
  } else if (i->action == CM_LEGAL_ILLEGAL) {
    return false;
  } else if (i->action == CM_LEGAL_DYNAMIC) {
    legal = i->fn ? i->fn(op, i->user) : false;
  } else {
    legal = true;
  }
  if (legal && i && i->recursive && recursive)
    *recursive = i->rec_fn ? i->rec_fn(op, i->rec_user) : true;
  return legal;
}

/* ===================================================== the change log */

typedef enum {
  L_CREATE_OP,   /* op */
  L_REPLACE_OP,  /* op (results mapped; erased at commit), aux: the
                    converter of the pattern that replaced it (or 0) */
  L_UPDATE,      /* op, snapshot at aux */
  L_CREATE_BLOCK, /* block */
  L_ERASE_BLOCK, /* block, region, prev: detached now, destroyed at commit */
  L_SPLIT_BLOCK, /* block (original), block2 (new) */
  L_MERGE_BLOCK, /* block (src, detached), block2 (dest), op (first moved),
                    region, prev (src's old place) */
  L_MOVE_BLOCK,  /* block, region, prev (old place) */
  L_SIGCONV,     /* block (old, detached), block2 (new) */
  L_MAP,         /* value mapped: key (value) */
  L_ARGMAT,      /* op: an argument materialization cast (erased at commit
                    when unused, as upstream's unresolved materializations) */
} LogKind;

typedef struct LogEnt { /* a record, as read (log_get) */
  uint8_t kind;
  CmOp *op;
  CmBlock *block, *block2, *prev;
  CmRegion *region;
  void *key;
  size_t aux;
} LogEnt;

/* A record as stored: the IR objects as region references (ir.h), half the
 * size of LogEnt (a conversion logs a few records per converted op).  An
 * L_MAP record keeps its key in `op`. */
typedef struct LogRec {
  uint8_t kind;
  uint32_t op, block, block2, prev, region;
  uint64_t aux;
} LogRec;

typedef enum { MODE_PARTIAL, MODE_FULL, MODE_ANALYSIS } Mode;

typedef struct Conv {
  CmContext *ctx;
  const CmConversionTarget *target;
  CmPatternSet *patterns;
  Mode mode;
  CmOp *root;
  CmOp *scope; /* an ancestor of root bounding is_ignored (root: none) */
  CM_VEC(LogRec) log;
  CM_VEC(uintptr_t) snap; /* snapshots of in-place updates */
  CmPtrMap mapping;       /* value -> replacement value */
  CmRefSet mapped;        /* the keys of `mapping` (a cheap first test) */
  CmRefSet replaced;      /* ops replaced / erased */
  CmPtrMap updating;      /* op -> log index of its open update */
  CmPtrMap active;        /* pattern -> 1 while applied (no recursion) */
  CmRefSet argmats;       /* commit: live L_ARGMAT casts */
  CmRefSet gone_blocks;   /* commit: blocks destroyed by it (signature
                             conversions, merges) */
  CmRefSet tried;         /* ops the driver loop has reached */
  const CmTypeConverter *converter; /* of the pattern being applied */
  CmRewriter rw;
  CM_VEC(CmValue *) operands; /* scratch: remapped operands */
  unsigned depth;
  CM_VEC(const CmPattern *) active_pats; /* patterns being applied */
  /* ---- the mode without rollback (`fast`, see "Without a rollback log"
   * below): the log holds only L_CREATE_OP / L_UPDATE records, for the
   * legalization of what a pattern made, and is emptied after each op */
  bool fast;
  size_t changes;         /* IR changes made through the rewriter */
  CmRefSet dead;          /* ops erased (freed, or zombies) */
  CmRefSet created;       /* ops made by the conversion */
  CmRefSet replcasts;     /* live source materializations of replacements */
  CmRefSet fcasts_set;    /* live members of fcasts / argmat_list */
  CM_VEC(CmOp *) fcasts;  /* casts made, in order (cleaned up at the end) */
  CM_VEC(CmOp *) argmat_list; /* argument materialization casts */
  CM_VEC(CmOp *) replcast_list;
  CM_VEC(CmOp *) argcast_list; /* replacement casts of block arguments */
  CM_VEC(CmOp *) zombies; /* erased while their results were used */
  CmRefSet prefolded;     /* input ops whose fold was computed up front */
  CmRefSet prefold_hit;   /* ... and folded */
  CmPtrMap prefolds;      /* op -> PreFold * */
  CM_VEC(struct PreFold *) prefold_list;
  CmOpName *cast_name;
  CmOp *cur_root;         /* the op a pattern is applied to */
  bool cur_root_gone;     /* ... and it was replaced / erased */
  bool fatal;             /* a pattern failed without rollback */
  CmDiag *fatal_diag;
} Conv;

/* The region reference of `p`, which must be an object of the IR region. */
static uint32_t log_ref(const void *p) {
  uint32_t r = cm_region_ref(p);
  if (p && cm_region_ptr(r) != p) {
    fprintf(stderr, "cmlir: conversion log: object outside the IR region\n");
    abort();
  }
  return r;
}

static void log_push(Conv *c, LogKind k, CmOp *op, CmBlock *b, CmBlock *b2,
                     CmRegion *r, CmBlock *prev, size_t aux) {
  LogRec e = {(uint8_t)k, log_ref(op), log_ref(b), log_ref(b2), log_ref(prev),
              log_ref(r), aux};
  CM_VEC_PUSH(c->log, e);
}

static LogEnt log_get(const Conv *c, size_t i) {
  const LogRec *r = &c->log.data[i];
  LogEnt e = {r->kind, NULL, cm_region_ptr(r->block), cm_region_ptr(r->block2),
              cm_region_ptr(r->prev), cm_region_ptr(r->region), NULL,
              (size_t)r->aux};
  if (r->kind == L_MAP)
    e.key = cm_region_ptr(r->op);
  else
    e.op = cm_region_ptr(r->op);
  return e;
}

static void map_value(Conv *c, CmValue *from, CmValue *to) {
  if (!from || from == to)
    return;
  uint64_t *old =
      cm_refset_has(&c->mapped, from) ? cm_ptrmap_get(&c->mapping, from) : NULL;
  LogRec e = {L_MAP, log_ref(from), 0, 0, 0, 0, old ? *old : 0};
  CM_VEC_PUSH(c->log, e);
  cm_ptrmap_put_ptr(&c->mapping, from, to);
  cm_refset_add(&c->mapped, from);
}

/* The value `v` is mapped to, or NULL. */
static CmValue *mapped_to(const Conv *c, CmValue *v) {
  return cm_refset_has(&c->mapped, v) ? cm_ptrmap_get_ptr(&c->mapping, v)
                                      : NULL;
}

/* Follows the mapping to the end, or with `want` to the deepest value of
 * that type on the way (`v` itself included unless `skip_self`). */
static CmValue *lookup_ex(Conv *c, CmValue *v, CmType *want, bool skip_self) {
  CmValue *cur = v, *found = NULL;
  if (c->fast) { /* the chain of replacement casts */
    for (;;) {
      if (want && cur->type == want && !(skip_self && cur == v))
        found = cur;
      CmOp *d = cm_value_defining_op(cur);
      if (!d || !cm_refset_has(&c->replcasts, d) ||
          cm_op_num_operands(d) != 1)
        break;
      cur = cm_op_operand(d, 0);
    }
    return want && found ? found : cur;
  }
  for (unsigned guard = 0; cur && guard < 1u << 20; guard++) {
    if (want && cur->type == want && !(skip_self && cur == v))
      found = cur;
    CmValue *n = mapped_to(c, cur);
    if (!n)
      break;
    cur = n;
  }
  if (want && found)
    return found;
  return cur;
}
static CmValue *lookup(Conv *c, CmValue *v, CmType *want) {
  return lookup_ex(c, v, want, false);
}

/* ---------------------------------------------------- the rewriter */

static void cv_inserted(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  log_push(c, L_CREATE_OP, op, NULL, NULL, NULL, NULL, 0);
}

static void cv_replace_op(CmRewriter *rw, CmOp *op, unsigned n,
                          CmValue *const *values) {
  Conv *c = rw->state_;
  for (unsigned i = 0; i < n && i < cm_op_num_results(op); i++)
    if (values[i])
      map_value(c, cm_op_result(op, i), values[i]);
  /* The record keeps the converter of the pattern that replaced the op
   * (its source materializations at commit, as upstream's OpReplacement):
   * no map from op to converter. */
  log_push(c, L_REPLACE_OP, op, NULL, NULL, NULL, NULL,
           (size_t)(uintptr_t)c->converter);
  cm_refset_add(&c->replaced, op);
}

static void cv_erase_op(CmRewriter *rw, CmOp *op) {
  cv_replace_op(rw, op, 0, NULL);
}

static void cv_erase_block(CmRewriter *rw, CmBlock *b) {
  Conv *c = rw->state_;
  log_push(c, L_ERASE_BLOCK, NULL, b, NULL, b->parent, b->prev, 0);
  cm_block_remove_from_region(b);
}

static void cv_start_update(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  size_t at = c->snap.len;
  unsigned no = cm_op_num_operands(op), ns = cm_op_num_successors(op);
  CM_VEC_PUSH(c->snap, (uintptr_t)no);
  for (unsigned i = 0; i < no; i++)
    CM_VEC_PUSH(c->snap, (uintptr_t)cm_op_operand(op, i));
  CM_VEC_PUSH(c->snap, (uintptr_t)ns);
  for (unsigned i = 0; i < ns; i++)
    CM_VEC_PUSH(c->snap, (uintptr_t)cm_op_successor(op, i));
  CM_VEC_PUSH(c->snap, (uintptr_t)cm_op_attrs(op));
  CM_VEC_PUSH(c->snap, (uintptr_t)cm_op_locref(op));
  log_push(c, L_UPDATE, op, NULL, NULL, NULL, NULL, at);
  cm_ptrmap_put(&c->updating, op, c->log.len - 1);
}

static void restore_snapshot(Conv *c, CmOp *op, size_t at) {
  uintptr_t *s = c->snap.data + at;
  unsigned no = (unsigned)*s++;
  cm_op_set_operands(op, no, (CmValue *const *)s);
  s += no;
  unsigned ns = (unsigned)*s++;
  for (unsigned i = 0; i < ns && i < cm_op_num_successors(op); i++)
    cm_op_set_successor(op, i, (CmBlock *)s[i]);
  s += ns;
  CmAttr *attrs = (CmAttr *)s[0];
  cm_op_set_attr_dict(op, attrs);
  cm_op_set_locref(op, (CmLocRef)s[1]);
}

static void cv_finalize_update(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  cm_ptrmap_del(&c->updating, op);
}

static void cv_cancel_update(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  uint64_t *i = cm_ptrmap_get(&c->updating, op);
  if (!i)
    return;
  size_t idx = (size_t)*i;
  restore_snapshot(c, op, (size_t)c->log.data[idx].aux);
  /* Drop the record (it is the op's latest; later records stay). */
  c->log.data[idx].kind = L_MAP;
  c->log.data[idx].op = 0; /* no key */
  cm_ptrmap_del(&c->updating, op);
}

static void cv_block_created(CmRewriter *rw, CmBlock *b) {
  log_push(rw->state_, L_CREATE_BLOCK, NULL, b, NULL, NULL, NULL, 0);
}

static void cv_merge_blocks(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                            CmOp *before, unsigned n, CmValue *const *args) {
  Conv *c = rw->state_;
  for (unsigned i = 0; i < n && i < src->num_args; i++)
    map_value(c, src->args[i], args[i]);
  CmOp *first = src->first;
  log_push(c, L_MERGE_BLOCK, first, src, dest, src->parent, src->prev,
           (size_t)(uintptr_t)before);
  while (src->first) {
    CmOp *o = src->first;
    cm_op_remove_from_block(o);
    cm_block_insert_op_before(dest, before, o);
  }
  cm_block_remove_from_region(src);
}

static CmBlock *cv_split_block(CmRewriter *rw, CmBlock *b, CmOp *op) {
  CmBlock *nb = cm_block_split(b, op);
  log_push(rw->state_, L_SPLIT_BLOCK, NULL, b, nb, NULL, NULL, 0);
  return nb;
}

static void cv_inline_region_before(CmRewriter *rw, CmRegion *r,
                                    CmRegion *parent, CmBlock *before) {
  Conv *c = rw->state_;
  while (r->first) {
    CmBlock *b = r->first;
    log_push(c, L_MOVE_BLOCK, NULL, b, NULL, r, NULL, 0);
    cm_block_remove_from_region(b);
    cm_rw_insert_block_before_(parent, before, b);
  }
}

static const CmRewriterImpl_ conv_impl = {
    cv_inserted,        cv_replace_op,     cv_erase_op,
    cv_erase_block,     cv_start_update,   cv_finalize_update,
    cv_cancel_update,   cv_block_created,  cv_merge_blocks,
    cv_split_block,     cv_inline_region_before};

/* ------------------------------------------------------------ rollback */

static void undo(Conv *c, LogEnt *e) {
  switch ((LogKind)e->kind) {
  case L_CREATE_OP:
    cm_op_erase(e->op);
    break;
  case L_REPLACE_OP:
    cm_refset_del(&c->replaced, e->op);
    break;
  case L_UPDATE:
    restore_snapshot(c, e->op, e->aux);
    cm_ptrmap_del(&c->updating, e->op);
    c->snap.len = e->aux;
    break;
  case L_CREATE_BLOCK:
    cm_block_destroy(e->block);
    break;
  case L_ERASE_BLOCK:
    if (e->prev)
      cm_region_insert_block_after(e->region, e->prev, e->block);
    else
      cm_region_insert_block_after(e->region, NULL, e->block);
    break;
  case L_SPLIT_BLOCK:
    while (e->block2->first) {
      CmOp *o = e->block2->first;
      cm_op_remove_from_block(o);
      cm_block_append_op(e->block, o);
    }
    cm_block_destroy(e->block2);
    break;
  case L_MERGE_BLOCK: {
    /* Move [first moved op, `before`) of dest back to src. */
    CmOp *before = (CmOp *)(uintptr_t)e->aux;
    for (CmOp *o = e->op; o && o != before;) {
      CmOp *next = cm_op_next(o);
      cm_op_remove_from_block(o);
      cm_block_append_op(e->block, o);
      o = next;
    }
    cm_region_insert_block_after(e->region, e->prev, e->block);
    break;
  }
  case L_MOVE_BLOCK:
    /* The blocks of a region moved in order, undone newest first: each
     * goes back to the front of its (emptied) region. */
    cm_block_remove_from_region(e->block);
    cm_region_insert_block_after(e->region, NULL, e->block);
    break;
  case L_SIGCONV: {
    CmBlock *old = e->block, *nb = e->block2;
    while (nb->first) {
      CmOp *o = nb->first;
      cm_op_remove_from_block(o);
      cm_block_append_op(old, o);
    }
    cm_region_insert_block_after(nb->parent, nb, old);
    cm_block_destroy(nb);
    break;
  }
  case L_ARGMAT:
    break;
  case L_MAP:
    if (e->key) {
      if (e->aux) {
        cm_ptrmap_put(&c->mapping, e->key, e->aux);
      } else {
        cm_ptrmap_del(&c->mapping, e->key);
        cm_refset_del(&c->mapped, e->key);
      }
    }
    break;
  }
}

/* Undoes the log back to length `to`, newest first. */
static void rollback(Conv *c, size_t to) {
  while (c->log.len > to) {
    LogEnt e = log_get(c, --c->log.len);
    undo(c, &e);
  }
}


/* =========================================== without a rollback log
 *
 * For pattern sets whose patterns either fail before changing the IR or
 * succeed (the conversions to the LLVM dialect), a conversion can apply
 * every change at once (cm_apply_partial_conversion_no_rollback):
 *  - a replaced op's results are replaced at once (RAUW) and the op is
 *    erased; where the new value's type differs and the old value still
 *    has uses, those uses get a source materialization first (the cast the
 *    commit makes), a "replacement cast": later patterns see through it
 *    (lookup) as they see through the mapping;
 *  - block signature conversions add the new arguments to the block
 *    itself and replace the old ones (RAUW, or argument materializations);
 *  - the log keeps only the ops a pattern created or updated (to legalize
 *    them) and is emptied after each op of the driver loop;
 *  - what the commit cleans up (unused replacement casts and argument
 *    materializations, casts of casts) is cleaned up at the end;
 *  - upstream's fold of an input op sees its operands and their defining
 *    ops as in the input (replaced ops stay until the commit): the folds
 *    of the input's illegal ops are computed up front, in the driver's
 *    order, on the input (`prefolds`; the values a fold returns are kept
 *    as operands of a detached holder op, so replacements reach them).
 * A pattern that fails after changing the IR, or whose new ops cannot be
 * legalized, cannot be undone: the conversion stops with a diagnostic
 * naming the pattern.  Ops created at the address of an erased op are
 * told apart by the `created` bit, erased ones by `dead`. */

static void fast_note_created(Conv *c, CmOp *op, uint64_t aux) {
  cm_refset_del(&c->dead, op);
  cm_refset_add(&c->created, op);
  log_push(c, L_CREATE_OP, op, NULL, NULL, NULL, NULL, aux);
  if (cm_op_opname(op) == c->cast_name) {
    CM_VEC_PUSH(c->fcasts, op);
    cm_refset_add(&c->fcasts_set, op);
  }
}

static CmWalkResult kill_one(CmOp *op, void *user) {
  Conv *c = user;
  cm_refset_add(&c->dead, op);
  cm_refset_del(&c->fcasts_set, op);
  cm_refset_del(&c->replcasts, op);
  cm_refset_del(&c->prefolded, op);
  cm_refset_del(&c->prefold_hit, op);
  return CM_WALK_ADVANCE;
}

/* Marks `op` and everything nested as gone. */
static void fast_kill(Conv *c, CmOp *op) {
  if (cm_op_num_regions(op))
    cm_walk_pre(op, kill_one, c);
  else
    kill_one(op, c);
}

static void fast_erase(Conv *c, CmOp *op) {
  bool used = false;
  for (unsigned i = 0; i < cm_op_num_results(op) && !used; i++)
    used = !cm_value_use_empty(cm_op_result(op, i));
  fast_kill(c, op);
  if (used) { /* its users go later (or keep dangling uses, as commit) */
    if (cm_op_block(op))
      cm_op_remove_from_block(op);
    CM_VEC_PUSH(c->zombies, op);
  } else {
    cm_op_erase(op);
  }
}

typedef struct PreFold {
  CmOp *op;     /* the input op (NULL once used) */
  CmOp *holder; /* detached: its operands are the values folded to */
  unsigned n;
  CmFoldResult res[];
} PreFold;

static void fast_rauw(Conv *c, CmValue *from, CmValue *to) {
  (void)c;
  cm_value_replace_all_uses(from, to);
}

static void fv_inserted(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  c->changes++;
  fast_note_created(c, op, 0);
}

static void fv_replace_op(CmRewriter *rw, CmOp *op, unsigned n,
                          CmValue *const *values) {
  Conv *c = rw->state_;
  c->changes++;
  if (op == c->cur_root)
    c->cur_root_gone = true;
  for (unsigned i = 0; i < n && i < cm_op_num_results(op); i++) {
    CmValue *v = cm_op_result(op, i), *to = values[i];
    if (!to || to == v || cm_value_use_empty(v))
      continue;
    if (to->type != v->type) {
      /* A replacement cast using `v` whose type is `to`'s: the deepest
       * value of that type on the chain, as the commit chooses. */
      for (CmOpOperand *u = cm_value_first_use(v); u;) {
        CmOpOperand *nu = cm_operand_next_use(u);
        CmOp *k = cm_operand_owner(u);
        if (cm_refset_has(&c->replcasts, k) && cm_op_num_results(k) == 1 &&
            cm_op_result(k, 0)->type == to->type) {
          fast_rauw(c, cm_op_result(k, 0), to);
          fast_erase(c, k);
        }
        u = nu;
      }
      if (cm_value_use_empty(v))
        continue;
      CmBuilder b;
      cm_builder_init(&b, c->ctx);
      CmOp *d = cm_value_defining_op(to);
      if (cm_op_block(op))
        cm_builder_set_before(&b, op);
      else if (d)
        cm_builder_set_after(&b, d);
      else
        cm_builder_set_to_start(&b, cm_value_parent_block(to));
      CmValue *m = cm_type_converter_materialize_source(
          c->converter, &b, v->type, 1, &to, cm_op_loc(op));
      CmOp *mo = m ? cm_value_defining_op(m) : NULL;
      if (mo) {
        cm_refset_del(&c->dead, mo);
        cm_refset_add(&c->created, mo);
        cm_refset_add(&c->replcasts, mo);
        CM_VEC_PUSH(c->replcast_list, mo);
        to = m;
      }
    }
    fast_rauw(c, v, to);
  }
  fast_erase(c, op);
}

static void fv_erase_op(CmRewriter *rw, CmOp *op) {
  fv_replace_op(rw, op, 0, NULL);
}

static void fv_erase_block(CmRewriter *rw, CmBlock *b) {
  Conv *c = rw->state_;
  c->changes++;
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    fast_kill(c, o);
  if (b->parent)
    cm_block_remove_from_region(b);
  cm_block_destroy(b);
}

static void fv_start_update(CmRewriter *rw, CmOp *op) {
  ((Conv *)rw->state_)->changes++;
  cv_start_update(rw, op);
}

static void fv_cancel_update(CmRewriter *rw, CmOp *op) {
  Conv *c = rw->state_;
  if (cm_ptrmap_get(&c->updating, op))
    c->changes--;
  cv_cancel_update(rw, op);
}

static void fv_block_created(CmRewriter *rw, CmBlock *b) {
  (void)b;
  ((Conv *)rw->state_)->changes++;
}

static void fv_merge_blocks(CmRewriter *rw, CmBlock *src, CmBlock *dest,
                            CmOp *before, unsigned n, CmValue *const *args) {
  Conv *c = rw->state_;
  c->changes++;
  for (unsigned i = 0; i < n && i < src->num_args; i++)
    if (args[i] && args[i] != src->args[i])
      fast_rauw(c, src->args[i], args[i]);
  while (src->first) {
    CmOp *o = src->first;
    cm_op_remove_from_block(o);
    cm_block_insert_op_before(dest, before, o);
  }
  if (src->parent)
    cm_block_remove_from_region(src);
  cm_block_destroy(src);
}

static CmBlock *fv_split_block(CmRewriter *rw, CmBlock *b, CmOp *op) {
  ((Conv *)rw->state_)->changes++;
  return cm_block_split(b, op);
}

static void fv_inline_region_before(CmRewriter *rw, CmRegion *r,
                                    CmRegion *parent, CmBlock *before) {
  ((Conv *)rw->state_)->changes++;
  cm_rewriter_immediate_.inline_region_before(rw, r, parent, before);
}

static const CmRewriterImpl_ fast_impl = {
    fv_inserted,       fv_replace_op,    fv_erase_op,
    fv_erase_block,    fv_start_update,  cv_finalize_update,
    fv_cancel_update,  fv_block_created, fv_merge_blocks,
    fv_split_block,    fv_inline_region_before};

/* The conversion state behind `rw`, NULL if it is no conversion's. */
static Conv *conv_of(CmRewriter *rw) {
  return rw->impl_ == &conv_impl || rw->impl_ == &fast_impl ? rw->state_
                                                             : NULL;
}

/* Undoes what a failed pattern did if that was only creating ops nobody
 * uses (its target materializations, say): true if so. */
static bool fast_discard(Conv *c, size_t mark, size_t changes) {
  size_t made = 0;
  for (size_t i = mark; i < c->log.len; i++) {
    if (c->log.data[i].kind != L_CREATE_OP)
      return false;
    made++;
  }
  if (c->changes - changes > made)
    return false; /* (materializations are not counted as changes) */
  for (size_t i = c->log.len; i-- > mark;) {
    CmOp *o = cm_region_ptr(c->log.data[i].op);
    if (cm_refset_has(&c->dead, o))
      continue;
    for (unsigned k = 0; k < cm_op_num_results(o); k++)
      if (!cm_value_use_empty(cm_op_result(o, k)))
        return false;
    fast_kill(c, o);
    cm_op_erase(o);
  }
  c->log.len = mark;
  c->changes = changes;
  return true;
}

/* A pattern failed where nothing can be undone: the conversion stops.
 * `op` (NULL if it is gone) is the op it was applied to, `loc` and `name`
 * its location and name. */
static void fast_fatal(Conv *c, CmLocRef loc, const char *name,
                       const CmPattern *p, const char *what) {
  if (c->fatal)
    return;
  c->fatal = true;
  c->fatal_diag = cm_diag_error(
      cm_locref_get(c->ctx, loc),
      "pattern '%s' %s while legalizing operation '%s' (a conversion "
      "without rollback)",
      p && p->label ? p->label : "?", what, name);
}

/* Replaces block argument `arg` by `to`; where their types differ, the
 * uses get a replacement cast at the rewriter's insertion point (later
 * patterns see `to` through it, as through the mapping). */
static void fast_replace_arg(Conv *c, CmValue *arg, CmValue *to, CmLoc *loc) {
  if (to->type != arg->type && !cm_value_use_empty(arg)) {
    CmValue *m = cm_rw_build_cast_(&c->rw.b, arg->type, 1, &to, loc);
    CmOp *mo = cm_value_defining_op(m);
    cm_refset_del(&c->dead, mo);
    cm_refset_add(&c->created, mo);
    cm_refset_add(&c->replcasts, mo);
    CM_VEC_PUSH(c->argcast_list, mo);
    to = m;
  }
  fast_rauw(c, arg, to);
}

/* In-place signature conversion of `old` (its region owned by `owner`). */
static CmBlock *fast_sigconv(Conv *c, CmBlock *old, CmSignatureConversion *sc,
                             CmOp *owner) {
  CmRewriter *rw = &c->rw;
  c->changes++;
  unsigned n = cm_signature_conversion_num_inputs(sc);
  CmType *const *types = cm_signature_conversion_inputs(sc);
  uint32_t nold = old->num_args;
  for (unsigned i = 0; i < n; i++) {
    CmLoc *loc = owner ? cm_op_loc(owner) : cm_loc_unknown(c->ctx);
    for (unsigned k = 0; k < nold && !owner; k++) {
      unsigned st, cnt;
      CmValue *repl;
      if (cm_sigconv_arg_(sc, k, &st, &cnt, &repl) && st == i && cnt == 1 &&
          cm_block_arg_loc(old->args[k]))
        loc = cm_block_arg_loc(old->args[k]);
    }
    cm_block_add_arg(old, types[i], loc);
  }
  CmBuilder saved = rw->b;
  cm_builder_set_to_start(&rw->b, old);
  for (unsigned k = 0; k < nold; k++) {
    unsigned st, cnt;
    CmValue *repl = NULL;
    CmValue *arg = old->args[k];
    if (!cm_sigconv_arg_(sc, k, &st, &cnt, &repl))
      continue; /* dropped: must be unused */
    CmLoc *aloc =
        cm_block_arg_loc(arg) ? cm_block_arg_loc(arg) : cm_loc_unknown(c->ctx);
    if (repl) {
      fast_replace_arg(c, arg, repl, aloc);
      continue;
    }
    if (cnt == 0)
      continue;
    CmValue *na = old->args[nold + st];
    if (cnt == 1 && na->type == arg->type) {
      fast_rauw(c, arg, na);
      continue;
    }
    CmOp *mark = rw->b.before;
    CmOp *start = mark ? cm_op_prev(mark) : old->last;
    CmValue *m = cm_type_converter_materialize_argument(
        c->converter, &rw->b, arg->type, cnt, old->args + nold + st, aloc);
    for (CmOp *o = start ? cm_op_next(start) : old->first; o && o != mark;
         o = cm_op_next(o)) {
      size_t nf = c->fcasts.len;
      fast_note_created(c, o, 0);
      if (c->fcasts.len != nf && m && o == cm_value_defining_op(m)) {
        c->fcasts.len = nf; /* an argument materialization instead */
        CM_VEC_PUSH(c->argmat_list, o);
      }
    }
    fast_replace_arg(c, arg, m ? m : na, aloc);
  }
  rw->b = saved;
  for (uint32_t k = nold; k-- > 0;) {
    if (!cm_value_use_empty(old->args[k])) {
      CmPattern sig = {.label = "signature conversion"};
      fast_fatal(c, owner ? cm_op_locref(owner) : 0,
                 owner ? cm_op_opname(owner)->name->str : "?", &sig,
                 "left a used block argument");
      return old;
    }
    cm_block_erase_arg(old, k);
  }
  return old;
}

/* The end of a conversion without rollback: what commit cleans up. */
/* Erases `k` if none of its results has a use left. */
static void erase_if_unused(CmOp *k) {
  for (unsigned r = 0; r < cm_op_num_results(k); r++)
    if (!cm_value_use_empty(cm_op_result(k, r)))
      return;
  cm_op_erase(k);
}

/* A cast back to the type its input cast (an op named `cast_name`) came
 * from forwards that input, a cast to its input's own type forwards the
 * input; then the cast goes if nothing uses it. */
static void fold_cast_pair(CmOp *k, CmOpName *cast_name) {
  if (cm_op_num_results(k) == 1 && cm_op_num_operands(k) == 1) {
    CmValue *in = cm_op_operand(k, 0);
    CmOp *d = in ? cm_value_defining_op(in) : NULL;
    CmValue *res = cm_op_result(k, 0);
    if (d && cm_op_opname(d) == cast_name && cm_op_num_operands(d) == 1 &&
        cm_op_num_results(d) == 1 && cm_op_operand(d, 0)->type == res->type)
      cm_value_replace_all_uses(res, cm_op_operand(d, 0));
    else if (in && in->type == res->type)
      cm_value_replace_all_uses(res, in);
  }
  erase_if_unused(k);
}

static void fast_finish(Conv *c) {
  for (size_t i = 0; i < c->prefold_list.len; i++) {
    cm_op_destroy(c->prefold_list.data[i]->holder);
    c->prefold_list.data[i]->holder = NULL;
  }
  for (size_t i = c->zombies.len; i-- > 0;)
    cm_op_destroy(c->zombies.data[i]);
  /* A block argument replaced by a value of another type: what the commit
   * does (the uses left take that value, as MLIR 13's). */
  for (size_t i = 0; i < c->argcast_list.len; i++) {
    CmOp *k = c->argcast_list.data[i];
    if (!cm_refset_del(&c->replcasts, k))
      continue;
    cm_value_replace_all_uses(cm_op_result(k, 0), cm_op_operand(k, 0));
    cm_op_erase(k);
  }
  /* Replacement casts no live user needs: the commit would not have made
   * them. */
  for (size_t i = c->replcast_list.len; i-- > 0;) {
    CmOp *k = c->replcast_list.data[i];
    if (!cm_refset_has(&c->replcasts, k))
      continue;
    cm_refset_del(&c->replcasts, k);
    erase_if_unused(k);
  }
  for (size_t i = c->argmat_list.len; i-- > 0;) {
    CmOp *k = c->argmat_list.data[i];
    if (!cm_refset_del(&c->fcasts_set, k))
      continue;
    erase_if_unused(k);
  }
  for (size_t i = c->fcasts.len; i-- > 0;) {
    CmOp *k = c->fcasts.data[i];
    if (!cm_refset_del(&c->fcasts_set, k))
      continue;
    fold_cast_pair(k, c->cast_name);
  }
}

/* ---------------------------------------------------- signature changes */

/* `owner` is the op whose region the block belongs to (NULL if none). */
static CmBlock *apply_sigconv(CmRewriter *rw, CmRegion *region,
                              CmSignatureConversion *sc, CmOp *owner) {
  CmBlock *old = region->first;
  Conv *c = conv_of(rw);
  if (!old || !c)
    return NULL;
  if (c->fast)
    return fast_sigconv(c, old, sc, owner);
  unsigned n = cm_signature_conversion_num_inputs(sc);
  CmType *const *types = cm_signature_conversion_inputs(sc);
  CmBlock *nb = cm_block_create();
  for (unsigned i = 0; i < n; i++) {
    /* MLIR 13 adds the new arguments without a location, so they take the
     * location of the op owning the region; without an owner, a 1:1 input
     * keeps its argument's location. */
    CmLoc *loc = owner ? cm_op_loc(owner) : cm_loc_unknown(c->ctx);
    for (unsigned k = 0; k < old->num_args && !owner; k++) {
      unsigned st, cnt;
      CmValue *repl;
      if (cm_sigconv_arg_(sc, k, &st, &cnt, &repl) && st == i && cnt == 1 &&
          cm_block_arg_loc(old->args[k]))
        loc = cm_block_arg_loc(old->args[k]);
    }
    cm_block_add_arg(nb, types[i], loc);
  }
  cm_region_insert_block_after(region, NULL, nb);
  while (old->first) {
    CmOp *o = old->first;
    cm_op_remove_from_block(o);
    cm_block_append_op(nb, o);
  }
  cm_block_remove_from_region(old);
  /* (the region is not recorded: it may be a caller's temporary one) */
  log_push(c, L_SIGCONV, NULL, old, nb, NULL, NULL, 0);
  CmBuilder saved = rw->b;
  cm_builder_set_to_start(&rw->b, nb);
  for (unsigned k = 0; k < old->num_args; k++) {
    unsigned st, cnt;
    CmValue *repl = NULL;
    CmValue *arg = old->args[k];
    if (!cm_sigconv_arg_(sc, k, &st, &cnt, &repl))
      continue; /* dropped: must be unused */
    if (repl) {
      map_value(c, arg, repl);
      continue;
    }
    if (cnt == 1 && nb->args[st]->type == arg->type) {
      map_value(c, arg, nb->args[st]);
      continue;
    }
    if (cnt == 0)
      continue;
    /* A value of the original type built from the new inputs. */
    CmOp *mark = rw->b.before;
    CmOp *start = mark ? cm_op_prev(mark) : nb->last;
    CmValue *m = cm_type_converter_materialize_argument(
        c->converter, &rw->b, arg->type, cnt, nb->args + st,
        cm_block_arg_loc(arg) ? cm_block_arg_loc(arg) : cm_loc_unknown(c->ctx));
    for (CmOp *o = start ? cm_op_next(start) : nb->first; o && o != mark;
         o = cm_op_next(o))
      log_push(c, L_CREATE_OP, o, NULL, NULL, NULL, NULL, 0);
    CmOp *mo = m ? cm_value_defining_op(m) : NULL;
    if (mo && cm_op_name_is(mo, "unrealized_conversion_cast"))
      log_push(c, L_ARGMAT, mo, NULL, NULL, NULL, NULL, 0);
    map_value(c, arg, m ? m : nb->args[st]);
  }
  rw->b = saved;
  return nb;
}

CmBlock *cm_rewriter_apply_signature_conversion(CmRewriter *rw,
                                                CmRegion *region,
                                                CmSignatureConversion *sc) {
  return apply_sigconv(rw, region, sc, region->parent);
}

/* Converts the argument types of `b` (with `sc`, else with `tc`) in
 * place: a new block takes its position.  NULL if a type does not
 * convert. */
static CmBlock *convert_block(CmRewriter *rw, CmBlock *b,
                              const CmTypeConverter *tc,
                              CmSignatureConversion *sc) {
  CmSignatureConversion *own = NULL;
  CmBlock *nb = NULL;
  if (!sc) {
    CmTypeVec types = {0};
    for (uint32_t k = 0; k < b->num_args; k++)
      CM_VEC_PUSH(types, b->args[k]->type);
    own = cm_signature_conversion_create(b->num_args);
    CmResult r = cm_type_converter_convert_signature(tc, b->num_args,
                                                     types.data, own);
    CM_VEC_FREE(types);
    if (cm_failed(r)) {
      cm_signature_conversion_destroy(own);
      return NULL;
    }
    sc = own;
  }
  Conv *c = conv_of(rw);
  if (c && c->fast) {
    nb = fast_sigconv(c, b, sc, b->parent->parent);
    cm_signature_conversion_destroy(own);
    return nb;
  }
  /* Convert `b` in place of its region's entry: move it first. */
  CmRegion tmp;
  cm_region_init(&tmp, NULL);
  CmBlock *prev = b->prev;
  CmRegion *r = b->parent;
  cm_block_remove_from_region(b);
  cm_region_append_block(&tmp, b);
  nb = apply_sigconv(rw, &tmp, sc, r->parent);
  cm_block_remove_from_region(nb);
  cm_region_insert_block_after(r, prev, nb);
  cm_signature_conversion_destroy(own);
  return nb;
}

CmBlock *cm_rewriter_convert_region_types(CmRewriter *rw, CmRegion *region,
                                          const CmTypeConverter *tc,
                                          CmSignatureConversion *entry_conv) {
  Conv *c = conv_of(rw);
  if (!region->first || !c)
    return region->first;
  const CmTypeConverter *saved = c->converter;
  c->converter = tc;
  CM_VEC(CmBlock *) blocks = {0};
  for (CmBlock *b = region->first; b; b = b->next)
    CM_VEC_PUSH(blocks, b);
  CmBlock *entry = NULL;
  bool ok = true;
  for (size_t i = 0; i < blocks.len && ok; i++) {
    CmBlock *nb = convert_block(rw, blocks.data[i], tc,
                                i == 0 ? entry_conv : NULL);
    ok = nb != NULL;
    if (i == 0)
      entry = nb;
  }
  CM_VEC_FREE(blocks);
  c->converter = saved;
  return ok ? entry : NULL;
}

CmBlock *cm_rewriter_convert_block_types(CmRewriter *rw, CmBlock *block,
                                         const CmTypeConverter *tc) {
  Conv *c = conv_of(rw);
  if (!c || !block->parent)
    return NULL;
  const CmTypeConverter *saved = c->converter;
  c->converter = tc;
  CmBlock *nb = convert_block(rw, block, tc, NULL);
  c->converter = saved;
  return nb;
}

CmValue *cm_rewriter_remapped_value(CmRewriter *rw, CmValue *v) {
  Conv *c = conv_of(rw);
  return c ? lookup(c, v, NULL) : v;
}

/* ============================================================ legalizer */

/* `made`: ops the conversion created count (for what a pattern made),
 * else not (the driver loop's ops are the input's). */
static bool is_ignored(Conv *c, CmOp *op, bool made) {
  if (c->fast) {
    if (cm_refset_has(&c->dead, op) ||
        (!made && cm_refset_has(&c->created, op)))
      return true;
    for (CmOp *o = op; o; o = cm_op_parent_op(o)) {
      if (o == c->root || o == c->scope)
        return false;
      if (!cm_op_block(o))
        return true;
    }
    return true;
  }
  for (CmOp *o = op; o; o = cm_op_parent_op(o)) {
    if (cm_refset_has(&c->replaced, o))
      return true;
    if (o == c->root || o == c->scope)
      return false;
    if (!cm_op_block(o))
      return true; /* detached (in an erased block) */
  }
  return true;
}

static CmResult legalize(Conv *c, CmOp *op);

/* The op's operands through the mapping, converted to the pattern's
 * converter's types (target materializations before the op). */
static CmResult remap_operands(Conv *c, CmOp *op, const CmTypeConverter *tc,
                               size_t base) {
  c->operands.len = base;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (!v) {
      CM_VEC_PUSH(c->operands, v);
      continue;
    }
    CmType *want = tc ? cm_type_converter_convert_type(tc, v->type) : NULL;
    CmValue *r = lookup(c, v, want);
    if (want && r->type != want) {
      /* A cast whose input already has the wanted type: use the input. */
      CmOp *d = cm_value_defining_op(r);
      if (d && cm_op_name_is(d, "unrealized_conversion_cast") &&
          cm_op_num_operands(d) == 1 && cm_op_operand(d, 0)->type == want) {
        r = cm_op_operand(d, 0);
      } else {
        if (cm_type_converter_target_materializations_fail(tc)) {
          CmOp *p = cm_value_defining_op(r);
          if (p ? cm_refset_has(&c->tried, p)
                : cm_block_is_entry(cm_value_parent_block(r)))
            return CM_FAILURE; /* settled: see rewrite.h */
        }
        /* Before the op, one per use, not mapped for later users: what
         * mlir-opt-13 emits (test/conversion/math_to_llvm/
         * math-upstream.mlir, function arguments and op results alike). */
        CmBuilder b;
        cm_builder_init(&b, c->ctx);
        cm_builder_set_before(&b, op);
        CmValue *m = cm_type_converter_materialize_target(tc, &b, want, 1, &r,
                                                          cm_op_loc(op));
        if (!m)
          return CM_FAILURE;
        CmOp *mo = cm_value_defining_op(m);
        /* aux 1: legalized with the pattern's results (an illegal cast
         * fails the pattern, as upstream's remapped operands) */
        if (mo && c->fast)
          fast_note_created(c, mo, 1);
        else if (mo)
          log_push(c, L_CREATE_OP, mo, NULL, NULL, NULL, NULL, 1);
        /* not mapped: as MLIR 13, every use gets its own cast */
        r = m;
      }
    }
    CM_VEC_PUSH(c->operands, r);
  }
  return CM_SUCCESS;
}

/* Legalizes what a successful pattern created or changed: new ops and ops
 * updated in place (records [from, end) of the log). */
static CmResult legalize_results(Conv *c, size_t from) {
  size_t end = c->log.len;
  for (size_t i = from; i < end; i++) {
    if (c->log.data[i].kind != L_CREATE_OP && c->log.data[i].kind != L_UPDATE)
      continue;
    LogEnt e = log_get(c, i);
    if (e.kind != L_CREATE_OP && e.kind != L_UPDATE)
      continue;
    if (is_ignored(c, e.op, true))
      continue;
    /* Materializations are left for later (as upstream's unresolved
     * materializations); they are not legalized here, except the target
     * materializations of the pattern's operands (aux 1). */
    if (e.kind == L_CREATE_OP && e.aux == 0 &&
        cm_op_name_is(e.op, "unrealized_conversion_cast"))
      continue;
    if (cm_failed(legalize(c, e.op)))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static bool root_handled(Conv *c, CmOp *op, size_t from, bool gone) {
  if (gone || (!c->fast && cm_refset_has(&c->replaced, op)))
    return true;
  for (size_t i = from; i < c->log.len; i++)
    if (c->log.data[i].kind == L_UPDATE && c->log.data[i].op == cm_region_ref(op))
      return true;
  return false;
}

static bool pattern_active(const Conv *c, const CmPattern *p) {
  for (size_t i = 0; i < c->active_pats.len; i++)
    if (c->active_pats.data[i] == p)
      return true;
  return false;
}

static CmResult legalize_with_patterns(Conv *c, CmOp *op) {
  size_t n;
  const CmPattern *const *pats = cm_pattern_set_for_op(c->patterns, op, &n);
  for (size_t i = 0; i < n && !c->fatal; i++) {
    const CmPattern *p = pats[i];
    if (pattern_active(c, p))
      continue; /* no recursive application of one pattern */
    size_t mark = c->log.len, changes = c->changes;
    CmLocRef loc = cm_op_locref(op);
    const char *name = cm_op_opname(op)->name->str;
    CmOp *saved_root = c->cur_root;
    bool saved_gone = c->cur_root_gone;
    c->cur_root = op;
    c->cur_root_gone = false;
    size_t base = c->operands.len;
    const CmTypeConverter *saved = c->converter;
    c->converter = p->type_converter;
    cm_builder_set_before(&c->rw.b, op);
    CmResult r = CM_FAILURE;
    if (p->convert) {
      if (cm_succeeded(remap_operands(c, op, p->type_converter, base))) {
        /* The array may move while the pattern runs (nested remaps): hand
         * the pattern its own copy. */
        unsigned no = cm_op_num_operands(op);
        CmValue *small[16];
        CmValue **ops = no <= 16 ? small : cm_xmalloc(sizeof(CmValue *) * no);
        if (no)
          memcpy(ops, c->operands.data + base, sizeof(CmValue *) * no);
        c->operands.len = base;
        CM_VEC_PUSH(c->active_pats, p);
        r = p->convert(p, op, ops, &c->rw);
        c->active_pats.len--;
        if (ops != small)
          free(ops);
      } else if (c->fast) {
        fast_discard(c, mark, changes); /* its target materializations */
      }
    } else if (p->match_and_rewrite) {
      CM_VEC_PUSH(c->active_pats, p);
      r = p->match_and_rewrite(p, op, &c->rw);
      c->active_pats.len--;
    }
    c->operands.len = base;
    bool gone = c->cur_root_gone;
    c->cur_root = saved_root;
    c->cur_root_gone = saved_gone;
    if (cm_succeeded(r) && !root_handled(c, op, mark, gone))
      r = CM_FAILURE; /* the pattern must replace or update its root */
    if (c->fast && cm_failed(r)) {
      c->converter = saved;
      if (c->changes != changes && !fast_discard(c, mark, changes))
        fast_fatal(c, loc, name, p, "failed after changing the IR");
      continue;
    }
    CM_VEC_PUSH(c->active_pats, p);
    if (cm_succeeded(r))
      r = legalize_results(c, mark);
    c->active_pats.len--;
    c->converter = saved;
    if (cm_succeeded(r))
      return CM_SUCCESS;
    if (c->fast) {
      fast_fatal(c, loc, name, p,
                 "succeeded but what it made could not be legalized");
      break;
    }
    rollback(c, mark);
  }
  return CM_FAILURE;
}

/* Folding as a legalization: constants are materialized before the op by
 * its dialect and must be legal themselves. */
static CmResult legalize_with_fold(Conv *c, CmOp *op) {
  unsigned no = cm_op_num_operands(op), nr = cm_op_num_results(op);
  /* (an op without results is folded too: like upstream's tryFold, an
   * in-place fold changes it and still counts as no legalization) */
  if (!cm_op_def(op) || cm_op_has_trait(op, CM_TRAIT_CONSTANT_LIKE))
    return CM_FAILURE;
  /* Small ops (nearly all) use the stack. */
  CmAttr *consts_s[8];
  CmFoldResult res_s[4];
  CmValue *vals_s[4] = {NULL};
  CmAttr **consts = no < 8 ? consts_s : cm_xcalloc(no + 1, sizeof(CmAttr *));
  CmFoldResult *res = nr <= 4 ? res_s : cm_xcalloc(nr, sizeof(CmFoldResult));
  CmValue **vals = nr <= 4 ? vals_s : cm_xcalloc(nr, sizeof(CmValue *));
  memset(vals, 0, sizeof(CmValue *) * nr);
  /* The operands as they are in the IR, not their replacements: upstream's
   * fold sees an operand whose defining op was folded to a constant (but
   * not yet erased) as no constant. */
  for (unsigned i = 0; i < no && !(c->fast && cm_refset_has(&c->prefolded, op)); i++)
    consts[i] = cm_value_constant(cm_op_operand(op, i));
  size_t mark = c->log.len, changes = c->changes;
  CmLocRef loc = cm_op_locref(op);
  const char *name = cm_op_opname(op)->name->str;
  CmResult r;
  if (c->fast && cm_refset_del(&c->prefolded, op)) {
    /* computed up front, on the input */
    uint64_t *e = cm_refset_del(&c->prefold_hit, op)
                      ? cm_ptrmap_get(&c->prefolds, op)
                      : NULL;
    PreFold *pf = e ? (PreFold *)(uintptr_t)*e : NULL;
    r = pf && pf->n == nr ? CM_SUCCESS : CM_FAILURE;
    for (unsigned i = 0, k = 0; cm_succeeded(r) && i < nr; i++) {
      res[i] = pf->res[i];
      if (res[i].value)
        res[i].value = cm_op_operand(pf->holder, k++);
    }
    if (pf) {
      pf->op = NULL;
      cm_op_destroy(pf->holder); /* (its values are in `res`) */
      pf->holder = NULL;
    }
  } else {
    r = cm_op_fold(op, consts, res);
  }
  bool any = false;
  for (unsigned i = 0; cm_succeeded(r) && i < nr; i++)
    if (res[i].attr || res[i].value)
      any = true;
  if (cm_succeeded(r) && !any)
    r = CM_FAILURE; /* in-place folds are not legalizations */
  CmDialect *d = cm_op_opname(op)->dialect;
  for (unsigned i = 0; cm_succeeded(r) && i < nr; i++) {
    if (res[i].value) {
      vals[i] = res[i].value;
      continue;
    }
    CmOp *k = NULL;
    if (d && d->materialize_constant) {
      CmBuilder b;
      cm_builder_init(&b, c->ctx);
      cm_builder_set_before(&b, op);
      k = d->materialize_constant(d, &b, res[i].attr,
                                  cm_op_result(op, i)->type, cm_op_loc(op));
    }
    if (!k) {
      r = CM_FAILURE;
      break;
    }
    if (c->fast)
      fast_note_created(c, k, 0);
    else
      log_push(c, L_CREATE_OP, k, NULL, NULL, NULL, NULL, 0);
    vals[i] = cm_op_result(k, 0);
    if (c->fast && !cm_target_is_legal(c->target, k, NULL)) {
      /* No rollback later: a constant that no pattern converts means no
       * fold (what the rollback of its failed legalization gives). */
      size_t np;
      cm_pattern_set_for_op(c->patterns, k, &np);
      if (!np) {
        r = CM_FAILURE;
        break;
      }
    }
  }
  if (cm_succeeded(r)) {
    c->rw.impl_->replace_op(&c->rw, op, nr, vals);
    r = legalize_results(c, mark);
    if (cm_failed(r) && c->fast) {
      CmPattern fold = {.label = "fold"};
      fast_fatal(c, loc, name, &fold,
                 "made constants that could not be legalized");
    }
  } else if (c->fast) {
    fast_discard(c, mark, changes);
  }
  if (cm_failed(r) && !c->fast)
    rollback(c, mark);
  if (consts != consts_s)
    free(consts);
  if (res != res_s)
    free(res);
  if (vals != vals_s)
    free(vals);
  return r;
}


static CmResult legalize(Conv *c, CmOp *op) {
  bool recursive;
  if (cm_target_is_legal(c->target, op, &recursive))
    return CM_SUCCESS;
  if (c->depth > 256 || c->fatal)
    return CM_FAILURE;
  c->depth++;
  CmResult r = legalize_with_fold(c, op);
  if (cm_failed(r))
    r = legalize_with_patterns(c, op);
  c->depth--;
  return r;
}

/* ================================================================ driver */

typedef struct Collect {
  Conv *c;
  CM_VEC(CmOp *) ops;
  size_t illegal; /* ops not legal when collected: about how many the
                     conversion will replace */
} Collect;

/* The ops to convert in upstream's order (computeConversionSet): an op,
 * then the ops of its regions (unless recursively legal); the blocks of a
 * region from the entry block depth first along successors (a stack: the
 * last successor first), then any block not reached, in region order. */
static void collect_op(Collect *col, CmOp *op);

static void collect_region(Collect *col, CmRegion *r) {
  if (!r->first)
    return;
  CmPtrMap seen = {0};
  CM_VEC(CmBlock *) work = {0};
  CmBlock *rest = r->first;
  CM_VEC_PUSH(work, r->first);
  cm_ptrmap_put(&seen, r->first, 1);
  for (;;) {
    while (work.len) {
      CmBlock *b = work.data[--work.len];
      for (CmOp *op = b->first; op; op = cm_op_next(op))
        collect_op(col, op);
      CmOp *t = b->last;
      for (unsigned i = 0; t && i < cm_op_num_successors(t); i++) {
        CmBlock *s = cm_op_successor(t, i);
        if (s && !cm_ptrmap_get(&seen, s)) {
          cm_ptrmap_put(&seen, s, 1);
          CM_VEC_PUSH(work, s);
        }
      }
    }
    while (rest && cm_ptrmap_get(&seen, rest))
      rest = rest->next;
    if (!rest)
      break;
    cm_ptrmap_put(&seen, rest, 1);
    CM_VEC_PUSH(work, rest);
  }
  CM_VEC_FREE(work);
  cm_ptrmap_free(&seen);
}

static void collect_op(Collect *col, CmOp *op) {
  CM_VEC_PUSH(col->ops, op);
  bool recursive = false;
  if (cm_target_is_legal(col->c->target, op, &recursive)) {
    if (recursive)
      return;
  } else {
    col->illegal++;
  }
  for (unsigned i = 0; i < cm_op_num_regions(op); i++)
    collect_region(col, cm_op_region(op, i));
}

static CmWalkResult forget_replaced(CmOp *op, void *user) {
  Conv *c = user;
  cm_refset_del(&c->replaced, op);
  cm_refset_del(&c->argmats, op);
  return CM_WALK_ADVANCE;
}

/* Commit: the value that takes the place of `v` (a result of a replaced
 * op): the deepest value of v's type on v's mapping chain that survives
 * the commit, else the end of the chain.  A value defined by a replaced op
 * does not survive (its op is erased below): a fold to an operand maps a
 * result to such a value when that operand was itself replaced (`muli %d,
 * %c1`, `select %c, %d, %d` on a replaced %d); what that value was
 * committed to (`done`) stands in for it, else the chain goes on.  Nor
 * does an argument of a block that the commit destroys (the old block of
 * a signature conversion, the source of a merge): the chain goes on past
 * it. */
static CmValue *commit_target(Conv *c, CmValue *v, const CmPtrMap *done) {
  CmValue *cur = v, *found = NULL;
  for (unsigned guard = 0; guard < 1u << 20; guard++) {
    CmValue *n = mapped_to(c, cur);
    if (!n)
      break;
    cur = n;
    CmOp *d = cm_value_defining_op(cur);
    CmValue *t = cur;
    if (d && cm_refset_has(&c->replaced, d))
      t = cm_ptrmap_get_ptr(done, cur); /* NULL while not committed */
    else if (!d && cm_refset_has(&c->gone_blocks, cm_value_parent_block(cur)))
      t = NULL; /* an argument of a block destroyed below */
    if (t && t->type == v->type)
      found = t;
  }
  return found ? found : cur;
}

/* Commit: rewrite the uses of replaced values, erase replaced ops and
 * erased blocks, drop the old blocks of signature conversions. */
static CmResult commit(Conv *c) {
  CmResult status = CM_SUCCESS;
  CmPtrMap done = {0}; /* replaced result -> the value its uses got */
  size_t nreplaced = 0;
  for (size_t i = 0; i < c->log.len; i++)
    if (c->log.data[i].kind == L_SIGCONV ||
        c->log.data[i].kind == L_MERGE_BLOCK)
      cm_refset_add(&c->gone_blocks, cm_region_ptr(c->log.data[i].block));
    else if (c->log.data[i].kind == L_REPLACE_OP)
      nreplaced++;
  if (nreplaced >= 1024)
    cm_ptrmap_reserve(&done, nreplaced);
  /* Uses first: a replaced op may use another's results. */
  for (size_t i = 0; i < c->log.len; i++) {
    uint8_t k = c->log.data[i].kind;
    if (k != L_REPLACE_OP && k != L_SIGCONV && k != L_MERGE_BLOCK)
      continue;
    LogEnt ev = log_get(c, i), *e = &ev;
    if (e->kind == L_REPLACE_OP) {
      for (unsigned k = 0; k < cm_op_num_results(e->op); k++) {
        CmValue *v = cm_op_result(e->op, k);
        if (cm_value_use_empty(v))
          continue;
        CmValue *to = commit_target(c, v, &done);
        if (to == v)
          continue; /* erased op whose result is still used: left as is */
        bool live = false; /* a user that is not itself replaced */
        for (CmOpOperand *u = cm_value_first_use(v); u && !live;
             u = cm_operand_next_use(u))
          live = !cm_refset_has(&c->replaced, cm_operand_owner(u));
        if (to->type != v->type && live) {
          /* Live users keep the original type: a source materialization
           * right before the replaced op, as upstream (or after the new
           * value's definition if the op is no longer in a block). */
          CmBuilder b;
          cm_builder_init(&b, c->ctx);
          CmOp *d = cm_value_defining_op(to);
          if (cm_op_block(e->op))
            cm_builder_set_before(&b, e->op);
          else if (d)
            cm_builder_set_after(&b, d);
          else
            cm_builder_set_to_start(&b, cm_value_parent_block(to));
          const CmTypeConverter *tc =
              (const CmTypeConverter *)(uintptr_t)e->aux;
          CmValue *m = cm_type_converter_materialize_source(
              tc ? tc : c->converter, &b, v->type, 1, &to, cm_op_loc(e->op));
          to = m ? m : to;
        }
        cm_ptrmap_put_ptr(&done, v, to);
        cm_value_replace_all_uses(v, to);
      }
    } else if (e->kind == L_SIGCONV || e->kind == L_MERGE_BLOCK) {
      CmBlock *old = e->block;
      for (uint32_t k = 0; k < old->num_args; k++) {
        CmValue *a = old->args[k];
        if (cm_value_use_empty(a))
          continue;
        CmValue *to = lookup_ex(c, a, a->type, true);
        if (to != a)
          cm_value_replace_all_uses(a, to);
      }
    }
  }
  for (size_t i = 0; i < c->log.len; i++)
    if (c->log.data[i].kind == L_ARGMAT)
      cm_refset_add(&c->argmats, cm_region_ptr(c->log.data[i].op));
  /* Casts created during the conversion that survive it (not replaced,
   * not inside a replaced op): cleaned up after the erasures. */
  CM_VEC(CmOp *) casts = {0};
  for (size_t i = 0; i < c->log.len; i++) {
    if (c->log.data[i].kind != L_CREATE_OP)
      continue;
    LogEnt ev = log_get(c, i), *e = &ev;
    if (e->kind != L_CREATE_OP ||
        !cm_op_name_is(e->op, "unrealized_conversion_cast") ||
        cm_refset_has(&c->argmats, e->op))
      continue; /* (argument materializations: handled below) */
    bool gone = false;
    for (CmOp *p = e->op; p && !gone; p = cm_op_parent_op(p))
      if (cm_refset_has(&c->replaced, p))
        gone = true;
    if (!gone)
      CM_VEC_PUSH(casts, e->op);
  }
  for (size_t i = c->log.len; i-- > 0;) {
    if (c->log.data[i].kind != L_REPLACE_OP)
      continue;
    LogEnt ev = log_get(c, i), *e = &ev;
    if (e->kind == L_REPLACE_OP) {
      /* Ops nested in an erased op may have been erased already: skip
       * those (their parent is gone). */
      if (cm_refset_has(&c->replaced, e->op)) {
        cm_refset_del(&c->replaced, e->op);
        bool nested = false;
        for (CmOp *p = cm_op_parent_op(e->op); p; p = cm_op_parent_op(p))
          if (cm_refset_has(&c->replaced, p))
            nested = true;
        if (!nested) {
          cm_walk_pre(e->op, forget_replaced, c);
          cm_op_erase(e->op);
        }
      }
    }
  }
  /* Argument materializations nobody uses (the erased ops above were their
   * users) go too. */
  for (size_t i = c->log.len; i-- > 0;) {
    if (c->log.data[i].kind != L_ARGMAT)
      continue;
    LogEnt ev = log_get(c, i), *e = &ev;
    if (e->kind != L_ARGMAT || !cm_refset_has(&c->argmats, e->op))
      continue;
    cm_refset_del(&c->argmats, e->op);
    erase_if_unused(e->op);
  }
  for (size_t i = 0; i < c->log.len; i++) {
    uint8_t k = c->log.data[i].kind;
    if (k != L_SIGCONV && k != L_ERASE_BLOCK && k != L_MERGE_BLOCK)
      continue;
    LogEnt ev = log_get(c, i), *e = &ev;
    if (e->kind == L_SIGCONV)
      /* branches still naming the replaced block go to its replacement */
      while (e->block->first_use) {
        CmBlockOperand *u = e->block->first_use;
        cm_op_set_successor(
            u->owner, (unsigned)(u - cm_op_successor_array(u->owner)),
            e->block2);
      }
    if (e->kind == L_ERASE_BLOCK || e->kind == L_SIGCONV ||
        e->kind == L_MERGE_BLOCK)
      cm_block_destroy(e->block);
  }
  /* Newest first: a cast back to the type its input cast came from
   * forwards that input; casts left without uses go. */
  for (size_t i = casts.len; i-- > 0;) {
    CmOp *k = casts.data[i];
    fold_cast_pair(k, c->cast_name);
  }
  CM_VEC_FREE(casts);
  cm_ptrmap_free(&done);
  return status;
}

static void conv_init(Conv *c, CmOp *root, const CmConversionTarget *t,
                      CmPatternSet *patterns, Mode mode, bool fast) {
  memset(c, 0, sizeof(*c));
  c->ctx = cm_op_context(root);
  c->root = root;
  c->scope = root;
  c->target = t;
  c->patterns = patterns;
  c->mode = mode;
  cm_rewriter_init(&c->rw, c->ctx, NULL);
  c->rw.impl_ = fast ? &fast_impl : &conv_impl;
  c->rw.state_ = c;
  c->fast = fast;
  c->cast_name = cm_op_name(c->ctx, "unrealized_conversion_cast",
                            strlen("unrealized_conversion_cast"));
  cm_pattern_set_freeze_(patterns);
}

static void conv_free(Conv *c) {
  CM_VEC_FREE(c->log);
  CM_VEC_FREE(c->snap);
  cm_ptrmap_free(&c->mapping);
  cm_refset_free(&c->replaced);
  cm_refset_free(&c->argmats);
  cm_refset_free(&c->mapped);
  cm_refset_free(&c->gone_blocks);
  cm_ptrmap_free(&c->updating);
  cm_ptrmap_free(&c->active);
  cm_refset_free(&c->tried);
  CM_VEC_FREE(c->operands);
  CM_VEC_FREE(c->active_pats);
  cm_refset_free(&c->dead);
  cm_refset_free(&c->created);
  cm_refset_free(&c->replcasts);
  cm_refset_free(&c->fcasts_set);
  CM_VEC_FREE(c->fcasts);
  CM_VEC_FREE(c->argmat_list);
  CM_VEC_FREE(c->replcast_list);
  CM_VEC_FREE(c->argcast_list);
  CM_VEC_FREE(c->zombies);
  for (size_t i = 0; i < c->prefold_list.len; i++) {
    cm_op_destroy(c->prefold_list.data[i]->holder);
    free(c->prefold_list.data[i]);
  }
  CM_VEC_FREE(c->prefold_list);
  cm_ptrmap_free(&c->prefolds);
  cm_refset_free(&c->prefolded);
  cm_refset_free(&c->prefold_hit);
}

/* Without rollback: the folds of the input's illegal ops, on the input
 * (see "without a rollback log"). */
static void prefold(Conv *c, Collect *col) {
  for (size_t i = 0; i < col->ops.len; i++) {
    CmOp *op = col->ops.data[i];
    if (!cm_op_def(op) || cm_op_has_trait(op, CM_TRAIT_CONSTANT_LIKE) ||
        cm_target_is_legal(c->target, op, NULL))
      continue;
    unsigned no = cm_op_num_operands(op), nr = cm_op_num_results(op);
    CmAttr *consts_s[8];
    CmFoldResult res_s[4];
    CmAttr **consts = no < 8 ? consts_s : cm_xcalloc(no + 1, sizeof(CmAttr *));
    CmFoldResult *res = nr <= 4 ? res_s : cm_xcalloc(nr, sizeof(CmFoldResult));
    for (unsigned k = 0; k < no; k++)
      consts[k] = cm_value_constant(cm_op_operand(op, k));
    cm_refset_add(&c->prefolded, op);
    CmResult r = cm_op_fold(op, consts, res);
    bool any = false;
    unsigned nv = 0;
    for (unsigned k = 0; cm_succeeded(r) && k < nr; k++) {
      any |= res[k].attr || res[k].value;
      nv += res[k].value != NULL;
    }
    if (any) {
      PreFold *pf = cm_xcalloc(1, sizeof(PreFold) + nr * sizeof(CmFoldResult));
      pf->op = op;
      pf->n = nr;
      memcpy(pf->res, res, nr * sizeof(CmFoldResult));
      CmValue *vals_s[4];
      CmValue **vals = nv <= 4 ? vals_s : cm_xcalloc(nv, sizeof(CmValue *));
      for (unsigned k = 0, j = 0; k < nr; k++)
        if (res[k].value)
          vals[j++] = res[k].value;
      pf->holder = cm_op_create_v(c->ctx, "unrealized_conversion_cast",
                                  NULL, 0, NULL, nv, vals, NULL, 0, NULL, 0);
      if (vals != vals_s)
        free(vals);
      cm_ptrmap_put(&c->prefolds, op, (uint64_t)(uintptr_t)pf);
      cm_refset_add(&c->prefold_hit, op);
      CM_VEC_PUSH(c->prefold_list, pf);
    }
    if (consts != consts_s)
      free(consts);
    if (res != res_s)
      free(res);
  }
}

static CmResult convert(CmOp *root, const CmConversionTarget *t,
                        CmPatternSet *patterns, Mode mode,
                        CmPtrMap *legalizable, bool fast, CmOp *scope) {
  Conv c;
  conv_init(&c, root, t, patterns, mode, fast);
  if (scope)
    c.scope = scope;
  Collect col = {&c, {0}, 0};
  collect_op(&col, root);
  /* A conversion replaces about every illegal op and logs a few records
   * for each: room made once instead of rehashing the value mapping as it
   * grows (each rehash a pass of cache misses over the whole table) and
   * copying the log.  The log's room is address space only until
   * written. */
  if (col.illegal >= 1024 && !fast) {
    cm_ptrmap_reserve(&c.mapping, col.illegal);
    size_t recs = col.illegal * 8;
    cm_grow((void **)&c.log.data, &c.log.cap,
            recs < ((size_t)1 << 24) ? recs : ((size_t)1 << 24),
            sizeof(*c.log.data));
  }
  if (fast)
    prefold(&c, &col);
  CmResult status = CM_SUCCESS;
  for (size_t i = 0; i < col.ops.len; i++) {
    CmOp *op = col.ops.data[i];
    if (is_ignored(&c, op, false))
      continue;
    cm_refset_add(&c.tried, op);
    CmResult lr = legalize(&c, op);
    if (fast) {
      c.log.len = 0; /* what the patterns made is legalized */
      c.snap.len = 0;
      if (c.fatal) {
        cm_diag_report(c.fatal_diag);
        status = CM_FAILURE;
        break;
      }
    }
    if (cm_succeeded(lr)) {
      if (mode == MODE_ANALYSIS && legalizable)
        cm_ptrmap_put(legalizable, op, 1);
      continue;
    }
    if (mode == MODE_ANALYSIS)
      continue;
    CmLegality l = cm_target_legality(t, op);
    if (mode == MODE_PARTIAL && l != CM_LEGAL_ILLEGAL)
      continue; /* unknown ops may stay */
    /* (with the op attached: upstream's "see current operation" note) */
    CmDiag *d = cm_op_diag_plain_error(op, "failed to legalize operation '%s'",
                                       cm_op_opname(op)->name->str);
    if (mode == MODE_PARTIAL)
      cm_diag_append(d, " that was explicitly marked illegal");
    cm_diag_report(d);
    status = CM_FAILURE;
    break;
  }
  if (fast)
    fast_finish(&c); /* (also after a failure: the IR stays valid) */
  else if (cm_failed(status) || mode == MODE_ANALYSIS)
    rollback(&c, 0);
  else
    status = commit(&c);
  CM_VEC_FREE(col.ops);
  conv_free(&c);
  return status;
}

CmResult cm_apply_partial_conversion(CmOp *root, const CmConversionTarget *t,
                                     CmPatternSet *patterns) {
  return convert(root, t, patterns, MODE_PARTIAL, NULL, false, NULL);
}
CmResult cm_apply_partial_conversion_in_(CmOp *root, CmOp *scope,
                                         const CmConversionTarget *t,
                                         CmPatternSet *patterns,
                                         bool no_rollback) {
  return convert(root, t, patterns, MODE_PARTIAL, NULL, no_rollback, scope);
}
CmResult cm_apply_full_conversion(CmOp *root, const CmConversionTarget *t,
                                  CmPatternSet *patterns) {
  return convert(root, t, patterns, MODE_FULL, NULL, false, NULL);
}
CmResult cm_apply_partial_conversion_no_rollback(CmOp *root,
                                                 const CmConversionTarget *t,
                                                 CmPatternSet *patterns) {
  return convert(root, t, patterns, MODE_PARTIAL, NULL, true, NULL);
}
CmResult cm_apply_full_conversion_no_rollback(CmOp *root,
                                              const CmConversionTarget *t,
                                              CmPatternSet *patterns) {
  return convert(root, t, patterns, MODE_FULL, NULL, true, NULL);
}
CmResult cm_apply_analysis_conversion(CmOp *root, const CmConversionTarget *t,
                                      CmPatternSet *patterns,
                                      CmPtrMap *legalizable) {
  return convert(root, t, patterns, MODE_ANALYSIS, legalizable, false, NULL);
}

/* ------------------------------------------- function signature pattern */

static CmResult func_sig_convert(const CmPattern *p, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  const CmTypeConverter *tc = p->type_converter;
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE ||
      ta->type_value->kind != CM_TYPE_FUNCTION)
    return CM_FAILURE;
  CmType *ft = ta->type_value;
  unsigned ni = ft->func.num_inputs, nr = ft->func.num_results;
  CmSignatureConversion *sc = cm_signature_conversion_create(ni);
  CmTypeVec results = {0};
  CmResult r = cm_type_converter_convert_signature(tc, ni, ft->func.types, sc);
  for (unsigned i = 0; i < nr && cm_succeeded(r); i++)
    r = cm_type_converter_convert(tc, ft->func.types[ni + i], &results);
  if (cm_succeeded(r) && cm_op_num_regions(op) &&
      cm_op_region(op, 0)->first &&
      !cm_rewriter_convert_region_types(rw, cm_op_region(op, 0), tc, sc))
    r = CM_FAILURE;
  if (cm_succeeded(r)) {
    CmType *nft = cm_function_type(
        rw->ctx, cm_signature_conversion_num_inputs(sc),
        cm_signature_conversion_inputs(sc), (unsigned)results.len,
        results.data);
    cm_rewriter_start_update(rw, op);
    cm_op_set_attr(op, "type", cm_type_attr(nft));
    cm_rewriter_finalize_update(rw, op);
  }
  CM_VEC_FREE(results);
  cm_signature_conversion_destroy(sc);
  return r;
}

void cm_populate_func_signature_conversion(CmPatternSet *set,
                                          const char *func_name,
                                          const CmTypeConverter *tc) {
  CmPattern p;
  memset(&p, 0, sizeof(p));
  p.root = func_name;
  p.benefit = 1;
  p.convert = func_sig_convert;
  p.type_converter = tc;
  p.label = "FuncSignatureConversion";
  cm_pattern_set_add(set, &p);
}
