/* symbols.c - symbol tables.
 *
 * Outside verification a lookup scans the symbol table's block, as
 * upstream's uncached SymbolTable::lookupSymbolIn does.  While a symbol
 * cache session is active on the calling thread (cm_symbol_cache_begin /
 * cm_symbol_cache_end, opened by cm_verify), every symbol table that is
 * looked up gets a name -> op hash map, built once on its first lookup, so
 * verifying N symbol uses against an N-symbol table is O(N), not O(N^2).
 *
 * The session is thread-local (a verifier running on several threads has
 * one cache per thread) and must not outlive any change to the symbol
 * tables it has seen: it is meant to bracket read-only walks such as the
 * verifier.  Like the scan, a cached lookup returns the FIRST op in block
 * order with the name (a table with duplicates is invalid anyway).
 */
#include <stdlib.h>
#include <string.h>

#include "cmlir/ir.h"

/* ------------------------------------------------------ the session */

typedef struct {
  CmPtrMap tables; /* table op -> CmPtrMap* (ident -> op) */
  unsigned depth;  /* nesting of begin/end pairs */
} SymSession;

static _Thread_local SymSession *tls_session;

void cm_symbol_cache_begin(void) {
  if (!tls_session)
    tls_session = cm_xcalloc(1, sizeof(SymSession));
  tls_session->depth++;
}

void cm_symbol_cache_end(void) {
  SymSession *s = tls_session;
  if (!s || --s->depth)
    return;
  for (size_t i = 0; i < s->tables.cap; i++)
    if (s->tables.ents[i].key) {
      CmPtrMap *names = (CmPtrMap *)(uintptr_t)s->tables.ents[i].val;
      cm_ptrmap_free(names);
      free(names);
    }
  cm_ptrmap_free(&s->tables);
  free(s);
  tls_session = NULL;
}

bool cm_symbol_cache_active(void) { return tls_session != NULL; }

/* ------------------------------------------------------ lookups */

CmIdent *cm_symbol_name(const CmOp *op) {
  CmAttr *a = cm_dict_get(cm_op_attrs(op), "sym_name");
  if (!a || a->kind != CM_ATTR_STRING)
    return NULL;
  return a->str.value;
}

static CmOp *scan_ident(CmOp *table, const CmIdent *name) {
  for (CmBlock *b = cm_op_regions(table)[0].first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o))
      if (cm_symbol_name(o) == name)
        return o;
  return NULL;
}

/* The session's name map of `table`, built on first use. */
static CmPtrMap *cached_names(SymSession *s, CmOp *table) {
  CmPtrMap *names = cm_ptrmap_get_ptr(&s->tables, table);
  if (names)
    return names;
  names = cm_xcalloc(1, sizeof(CmPtrMap));
  for (CmBlock *b = cm_op_regions(table)[0].first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o)) {
      CmIdent *n = cm_symbol_name(o);
      /* the first op with a name wins, as the scan finds it */
      if (n && !cm_ptrmap_get(names, n))
        cm_ptrmap_put_ptr(names, n, o);
    }
  cm_ptrmap_put_ptr(&s->tables, table, names);
  return names;
}

static CmOp *lookup_ident(CmOp *table, const CmIdent *name) {
  if (!table || !name || cm_op_num_regions(table) == 0)
    return NULL;
  SymSession *s = tls_session;
  if (s)
    return cm_ptrmap_get_ptr(cached_names(s, table), name);
  return scan_ident(table, name);
}

CmOp *cm_symbol_table_lookup(CmOp *table, const char *name, size_t len) {
  if (!table)
    return NULL;
  return lookup_ident(table, cm_ident(cm_op_context(table), name, len));
}

CmOp *cm_symbol_table_of(CmOp *op) {
  for (; op; op = cm_op_parent_op(op))
    if (cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
      return op;
  return NULL;
}

CmOp *cm_symbol_lookup_nearest(CmOp *from, const CmAttr *symref) {
  if (!from || !symref)
    return NULL;
  CmOp *table = cm_symbol_table_of(from);
  if (!table)
    return NULL;
  const CmIdent *root;
  if (symref->kind == CM_ATTR_SYMBOL_REF)
    root = symref->symref.root;
  else if (symref->kind == CM_ATTR_STRING)
    root = symref->str.value;
  else
    return NULL;
  CmOp *op = lookup_ident(table, root);
  if (symref->kind != CM_ATTR_SYMBOL_REF)
    return op;
  for (unsigned i = 0; op && i < symref->symref.num_nested; i++) {
    if (!cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
      return NULL;
    op = lookup_ident(op, symref->symref.nested[i]);
  }
  return op;
}
