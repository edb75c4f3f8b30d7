/* print_op_stats.c - the print-op-stats pass (upstream PrintOpStatsPass):
 * counts the ops of each name in the op it runs on (op-agnostic) and prints the table to
 * stderr, sorted by name, as mlir-opt 13. */
#include "cmlir/pass.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct StatEntry {
  const char *name; /* printed name */
  size_t len;
  const CmOpName *key;
  uint64_t count;
} StatEntry;

typedef struct StatMap {
  StatEntry *slots;
  size_t cap, len;
} StatMap;

static void stat_insert(StatMap *m, const CmOpName *key) {
  if ((m->len + 1) * 2 > m->cap) {
    size_t ncap = m->cap ? m->cap * 2 : 64;
    StatEntry *ns = cm_xcalloc(ncap, sizeof(StatEntry));
    for (size_t i = 0; i < m->cap; i++) {
      if (!m->slots[i].key)
        continue;
      size_t j = ((uintptr_t)m->slots[i].key >> 4) & (ncap - 1);
      while (ns[j].key)
        j = (j + 1) & (ncap - 1);
      ns[j] = m->slots[i];
    }
    free(m->slots);
    m->slots = ns;
    m->cap = ncap;
  }
  size_t j = ((uintptr_t)key >> 4) & (m->cap - 1);
  while (m->slots[j].key && m->slots[j].key != key)
    j = (j + 1) & (m->cap - 1);
  if (!m->slots[j].key) {
    m->slots[j].key = key;
    m->len++;
  }
  m->slots[j].count++;
}

static CmWalkResult stat_walk(CmOp *op, void *user) {
  stat_insert(user, cm_op_opname(op));
  return CM_WALK_ADVANCE;
}

static int stat_cmp(const void *a, const void *b) {
  const StatEntry *x = a, *y = b;
  size_t n = x->len < y->len ? x->len : y->len;
  int c = memcmp(x->name, y->name, n);
  if (c)
    return c;
  return x->len < y->len ? -1 : x->len > y->len;
}

static CmResult print_op_stats(CmPassRun *run, CmOp *module) {
  StatMap m = {0};
  cm_walk_pre(module, stat_walk, &m);
  StatEntry *v = cm_xmalloc((m.len ? m.len : 1) * sizeof(StatEntry));
  size_t n = 0;
  for (size_t i = 0; i < m.cap; i++) {
    if (!m.slots[i].key)
      continue;
    StatEntry e = m.slots[i];
    CmStr s = cm_ident_str(e.key->name);
    e.name = s.data;
    e.len = s.len;
    v[n++] = e;
  }
  qsort(v, n, sizeof(StatEntry), stat_cmp);
  size_t max_dialect = 0, max_op = 0;
  for (size_t i = 0; i < n; i++) {
    const char *dot = memchr(v[i].name, '.', v[i].len);
    size_t dl = dot ? (size_t)(dot - v[i].name) : 0;
    size_t ol = dot ? v[i].len - dl - 1 : v[i].len;
    if (dl > max_dialect)
      max_dialect = dl;
    if (ol > max_op)
      max_op = ol;
  }
  FILE *out = stderr;
  fputs("Operations encountered:\n-----------------------\n", out);
  for (size_t i = 0; i < n; i++) {
    const char *dot = memchr(v[i].name, '.', v[i].len);
    const char *op = v[i].name;
    size_t ol = v[i].len;
    if (!dot) {
      fprintf(out, "%*s", (int)(max_dialect + 3), "");
    } else {
      size_t dl = (size_t)(dot - v[i].name);
      fprintf(out, "%*s%.*s.", (int)(max_dialect + 2 - dl), "", (int)dl,
              v[i].name);
      op = dot + 1;
      ol = v[i].len - dl - 1;
    }
    fprintf(out, "%.*s%*s , %" PRIu64 "\n", (int)ol, op, (int)(max_op - ol),
            "", v[i].count);
  }
  fflush(out);
  free(v);
  free(m.slots);
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}


const CmPassDef cm_pass_print_op_stats = {
    .argument = "print-op-stats",
    .name = "PrintOpStats",
    .description = "Print statistics of operations",
    .run = print_op_stats,
};
