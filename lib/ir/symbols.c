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

/* ------------------------------------------------------ pointer map */

typedef struct {
  const void **keys;
  void **vals;
  size_t cap, len;
} SymPMap;

static size_t sp_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

/* Inserts k -> v unless k is present (keeps the first value). */
static void sp_put_first(SymPMap *m, const void *k, void *v);

static void sp_grow(SymPMap *m) {
  SymPMap old = *m;
  m->cap = old.cap ? old.cap * 2 : 16;
  m->keys = cm_xcalloc(m->cap, sizeof(void *));
  m->vals = cm_xcalloc(m->cap, sizeof(void *));
  m->len = 0;
  for (size_t i = 0; i < old.cap; i++)
    if (old.keys[i])
      sp_put_first(m, old.keys[i], old.vals[i]);
  free(old.keys);
  free(old.vals);
}

static void sp_put_first(SymPMap *m, const void *k, void *v) {
  if ((m->len + 1) * 2 > m->cap)
    sp_grow(m);
  size_t mask = m->cap - 1, i = sp_hash(k) & mask;
  while (m->keys[i]) {
    if (m->keys[i] == k)
      return;
    i = (i + 1) & mask;
  }
  m->len++;
  m->keys[i] = k;
  m->vals[i] = v;
}

static void *sp_get(const SymPMap *m, const void *k) {
  if (!m->cap)
    return NULL;
  size_t mask = m->cap - 1, i = sp_hash(k) & mask;
  while (m->keys[i]) {
    if (m->keys[i] == k)
      return m->vals[i];
    i = (i + 1) & mask;
  }
  return NULL;
}

static void sp_free(SymPMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof(*m));
}

/* ------------------------------------------------------ the session */

typedef struct {
  SymPMap tables;  /* table op -> SymPMap* (ident -> op) */
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
    if (s->tables.keys[i]) {
      SymPMap *names = s->tables.vals[i];
      sp_free(names);
      free(names);
    }
  sp_free(&s->tables);
  free(s);
  tls_session = NULL;
}

bool cm_symbol_cache_active(void) { return tls_session != NULL; }

/* ------------------------------------------------------ lookups */

CmIdent *cm_symbol_name(const CmOp *op) {
  CmAttr *a = cm_dict_get(op->attrs, "sym_name");
  if (!a || a->kind != CM_ATTR_STRING)
    return NULL;
  return a->str.value;
}

static CmOp *scan_ident(CmOp *table, const CmIdent *name) {
  for (CmBlock *b = table->regions[0].first; b; b = b->next)
    for (CmOp *o = b->first; o; o = o->next)
      if (cm_symbol_name(o) == name)
        return o;
  return NULL;
}

/* The session's name map of `table`, built on first use. */
static SymPMap *cached_names(SymSession *s, CmOp *table) {
  SymPMap *names = sp_get(&s->tables, table);
  if (names)
    return names;
  names = cm_xcalloc(1, sizeof(SymPMap));
  for (CmBlock *b = table->regions[0].first; b; b = b->next)
    for (CmOp *o = b->first; o; o = o->next) {
      CmIdent *n = cm_symbol_name(o);
      if (n)
        sp_put_first(names, n, o);
    }
  sp_put_first(&s->tables, table, names);
  return names;
}

static CmOp *lookup_ident(CmOp *table, const CmIdent *name) {
  if (!table || !name || table->num_regions == 0)
    return NULL;
  SymSession *s = tls_session;
  if (s)
    return sp_get(cached_names(s, table), name);
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
