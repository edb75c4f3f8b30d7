/* symbol_dce.c - the symbol-dce pass (upstream 13's SymbolDCE): erases
 * the symbols of a symbol table (and of the tables nested in it) that
 * nothing live references.
 *
 * Live to start with: every op of the table that is not a symbol, and
 * every symbol that cannot be discarded (public ones; in a table visible
 * from outside - a public nested table run on directly - only private ones
 * can go).  From the live ops, the symbol references in their attributes
 * and in the attributes of the ops nested in them (not entering nested
 * symbol tables, which are processed recursively) make more symbols live;
 * a reference that does not resolve fails the pass ("unable to resolve
 * reference to symbol"), as MLIR 13.  A nested op of an unregistered
 * dialect with one region might be a symbol table cmlir knows nothing
 * about: the pass fails as upstream. */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <string.h>

/* A symbol reference and the op holding it. */
typedef struct SymUse {
  CmOp *user;
  const CmAttr *ref;
} SymUse;

typedef struct DceState {
  CmPtrMap live; /* op -> 1 */
  CM_VEC(CmOp *) work;
  CM_VEC(SymUse) uses; /* of the op being processed */
  CM_VEC(CmOp *) path; /* scratch for resolve */
} DceState;

static bool is_symbol(CmOp *op) {
  return cm_symbol_name(op) != NULL &&
         (cm_op_has_trait(op, CM_TRAIT_SYMBOL) ||
          cm_op_interface(op, CM_IFACE_SYMBOL) || !cm_op_is_registered(op));
}

static const char *visibility(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "sym_visibility");
  if (v && v->kind == CM_ATTR_STRING)
    return v->str.value->str;
  return "public";
}

static bool is_private(CmOp *op) { return !strcmp(visibility(op), "private"); }

static void mark_live(DceState *st, CmOp *op) {
  if (cm_ptrmap_get(&st->live, op))
    return;
  cm_ptrmap_put(&st->live, op, 1);
  CM_VEC_PUSH(st->work, op);
}

/* Resolves `ref` from `table` as upstream's SymbolTable::lookupSymbolIn:
 * every symbol on its path must exist and every one but the leaf must be
 * a symbol table.  Marks them all live; false if the lookup fails. */
static bool resolve(DceState *st, CmOp *table, const CmAttr *ref) {
  if (!table || !cm_op_has_trait(table, CM_TRAIT_SYMBOL_TABLE))
    return false;
  CmOp *cur = table;
  size_t base = st->path.len;
  for (unsigned i = 0; i <= ref->symref.num_nested; i++) {
    const CmIdent *name = i == 0 ? ref->symref.root : ref->symref.nested[i - 1];
    if (i > 0 && !cm_op_has_trait(cur, CM_TRAIT_SYMBOL_TABLE))
      break;
    CmOp *s = cm_symbol_table_lookup(cur, name->str, name->len);
    if (!s)
      break;
    CM_VEC_PUSH(st->path, s);
    cur = s;
  }
  bool ok = st->path.len - base == (size_t)ref->symref.num_nested + 1;
  if (ok)
    for (size_t i = base; i < st->path.len; i++)
      mark_live(st, st->path.data[i]);
  st->path.len = base;
  return ok;
}

/* Upstream's walkSymbolRefs: the symbol references in an op's attributes,
 * depth first in attribute order. */
static void attr_uses(DceState *st, CmOp *user, const CmAttr *a) {
  switch (a->kind) {
  case CM_ATTR_SYMBOL_REF: {
    SymUse u = {user, a};
    CM_VEC_PUSH(st->uses, u);
    break;
  }
  case CM_ATTR_ARRAY:
    for (unsigned i = 0; i < a->array.num; i++)
      attr_uses(st, user, a->array.elems[i]);
    break;
  case CM_ATTR_DICTIONARY:
    for (unsigned i = 0; i < a->dict.num; i++)
      attr_uses(st, user, a->dict.entries[i].value);
    break;
  default:
    break;
  }
}

/* An op of an unregistered dialect with one region might be a symbol
 * table cmlir knows nothing about. */
static bool potentially_unknown_table(CmOp *op) {
  return cm_op_num_regions(op) == 1 && !cm_op_opname(op)->dialect;
}

/* Upstream's walkSymbolTable over the regions of `op`: a worklist of
 * regions, the last one first; each region's ops in order, the regions of
 * those that are not symbol tables pushed on the worklist.  False for a
 * potentially unknown symbol table. */
static bool region_uses(DceState *st, CmOp *op) {
  CM_VEC(CmRegion *) wl = {0};
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    CM_VEC_PUSH(wl, cm_op_region(op, r));
  bool ok = true;
  while (ok && wl.len) {
    CmRegion *reg = wl.data[--wl.len];
    for (CmBlock *b = reg->first; ok && b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c)) {
        if (potentially_unknown_table(c)) {
          ok = false;
          break;
        }
        attr_uses(st, c, cm_op_attrs(c));
        if (!cm_op_has_trait(c, CM_TRAIT_SYMBOL_TABLE))
          for (unsigned r = 0; r < cm_op_num_regions(c); r++)
            CM_VEC_PUSH(wl, cm_op_region(c, r));
      }
  }
  CM_VEC_FREE(wl);
  return ok;
}

/* The uses held by `op` (upstream's SymbolTable::getSymbolUses): its own
 * attributes and, unless it is a symbol table (a new scope), the ops
 * nested in it.  False for a potentially unknown symbol table. */
static bool collect_uses(DceState *st, CmOp *op) {
  st->uses.len = 0;
  if (potentially_unknown_table(op))
    return false;
  attr_uses(st, op, cm_op_attrs(op));
  return cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE) || region_uses(st, op);
}

static CmResult compute_liveness(DceState *st, CmOp *table, bool hidden) {
  size_t base = st->work.len;
  if (cm_op_num_regions(table))
    for (CmBlock *b = cm_op_region(table, 0)->first; b; b = b->next)
      for (CmOp *op = b->first; op; op = cm_op_next(op)) {
        if (op == b->last && cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
          break;
        if (!is_symbol(op)) {
          CM_VEC_PUSH(st->work, op);
          continue;
        }
        bool discardable =
            strcmp(visibility(op), "public") && (hidden || is_private(op));
        if (!discardable)
          mark_live(st, op);
      }
  while (st->work.len > base) {
    CmOp *op = st->work.data[--st->work.len];
    if (cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE)) {
      bool sym_hidden = hidden || !is_symbol(op) || is_private(op);
      if (cm_failed(compute_liveness(st, op, sym_hidden)))
        return CM_FAILURE;
    }
    if (!collect_uses(st, op))
      return cm_op_emit_plain_error(
          op, "operation contains potentially unknown symbol table, meaning "
              "that we can't reliable compute symbol uses");
    CmOp *table = cm_op_parent_op(op);
    for (size_t i = 0; i < st->uses.len; i++) {
      SymUse u = st->uses.data[i];
      if (resolve(st, table, u.ref))
        continue;
      CmDiag *d = cm_op_diag_plain_error(
          u.user, "unable to resolve reference to symbol ");
      cm_diag_append_attr(d, u.ref);
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

typedef struct EraseCtx {
  DceState *st;
  uint64_t erased;
} EraseCtx;

static CmWalkResult erase_dead(CmOp *table, void *user) {
  EraseCtx *ec = user;
  if (!cm_op_has_trait(table, CM_TRAIT_SYMBOL_TABLE) ||
      !cm_op_num_regions(table))
    return CM_WALK_ADVANCE;
  for (CmBlock *b = cm_op_region(table, 0)->first; b; b = b->next)
    for (CmOp *op = b->first, *next; op; op = next) {
      next = cm_op_next(op);
      if (op == b->last && cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
        break;
      if (is_symbol(op) && !cm_ptrmap_get(&ec->st->live, op)) {
        cm_op_erase(op);
        ec->erased++;
      }
    }
  return CM_WALK_ADVANCE;
}

static CmResult symbol_dce_run(CmPassRun *run, CmOp *op) {
  if (!cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
    return cm_op_emit_error(op, " was scheduled to run under SymbolDCE, but "
                                "does not define a symbol table");
  bool hidden = true;
  if (cm_op_parent_op(op) && is_symbol(op))
    hidden = is_private(op);
  DceState st;
  memset(&st, 0, sizeof st);
  cm_symbol_cache_begin();
  CmResult r = compute_liveness(&st, op, hidden);
  cm_symbol_cache_end();
  if (cm_succeeded(r)) {
    EraseCtx ec = {&st, 0};
    cm_walk_post(op, erase_dead, &ec);
    cm_pass_stat_add(cm_pass_run_pass(run), 0, ec.erased);
    if (!ec.erased)
      cm_pass_run_mark_all_preserved(run);
  }
  cm_ptrmap_free(&st.live);
  CM_VEC_FREE(st.work);
  CM_VEC_FREE(st.uses);
  CM_VEC_FREE(st.path);
  return r;
}

static const CmPassStatisticDef dce_stats[] = {
    {"num-dce'd", "Number of symbols DCE'd"},
};

const CmPassDef cm_pass_symbol_dce = {
    .argument = "symbol-dce",
    .name = "SymbolDCE",
    .description = "Eliminate dead symbols",
    CM_PASS_STATISTICS(dce_stats),
    .run = symbol_dce_run,
};
