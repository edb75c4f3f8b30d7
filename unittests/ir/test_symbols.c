/* test_symbols.c - symbol lookup with and without the verifier's symbol
 * cache: flat and nested references, nested tables, duplicates (first in
 * block order wins, as the scan), nesting of cache sessions, per-thread
 * sessions, IR changes between verifications, and a large table. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "../test_util.h"
#include "cmlir/dialects.h"


static const CmOpDef defs[] = {
    {.name = "symc.table",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_NO_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK},
};

static CmOp *mk(CmContext *ctx, const char *name, unsigned nreg) {
  return cm_op_create_v(ctx, name, cm_loc_unknown(ctx), 0, NULL, 0, NULL, NULL,
                        0, NULL, nreg);
}

static CmBlock *body(CmOp *table) {
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(table, 0), b);
  return b;
}

static CmOp *sym(CmContext *ctx, CmBlock *b, const char *opname,
                 const char *symname) {
  CmOp *o = mk(ctx, opname, strcmp(opname, "symc.table") == 0 ? 1 : 0);
  if (symname)
    cm_op_set_attr(o, "sym_name", cm_string_attr(ctx, (CmStr){symname, strlen(symname)}));
  cm_block_append_op(b, o);
  return o;
}

typedef struct {
  CmOp *outer, *inner, *g, *f, *dup1, *dup2, *deep, *leaf;
} Tree;

/* outer { in { f, deep { leaf } }, g, d (first), d (second), anonymous } */
static Tree build(CmContext *ctx) {
  Tree t;
  t.outer = mk(ctx, "symc.table", 1);
  CmBlock *ob = body(t.outer);
  t.inner = sym(ctx, ob, "symc.table", "in");
  CmBlock *ib = body(t.inner);
  t.f = sym(ctx, ib, "t.f", "f");
  t.deep = sym(ctx, ib, "symc.table", "deep");
  t.leaf = sym(ctx, body(t.deep), "t.leaf", "leaf");
  t.g = sym(ctx, ob, "t.g", "g");
  t.dup1 = sym(ctx, ob, "t.d", "d");
  t.dup2 = sym(ctx, ob, "t.d", "d");
  sym(ctx, ob, "t.anon", NULL);
  return t;
}

static void check_lookups(CmContext *ctx, const Tree *t) {
  CHECK(cm_symbol_table_lookup(t->outer, "g", 1) == t->g);
  CHECK(cm_symbol_table_lookup(t->outer, "in", 2) == t->inner);
  CHECK(cm_symbol_table_lookup(t->outer, "f", 1) == NULL);
  CHECK(cm_symbol_table_lookup(t->outer, "nonexistent", 11) == NULL);
  CHECK(cm_symbol_table_lookup(t->inner, "f", 1) == t->f);
  CHECK(cm_symbol_table_lookup(t->inner, "g", 1) == NULL);
  CHECK(cm_symbol_table_lookup(t->outer, "d", 1) == t->dup1);
  CHECK(cm_symbol_table_lookup(NULL, "d", 1) == NULL);
  CHECK(cm_symbol_table_of(t->leaf) == t->deep);
  CHECK(cm_symbol_table_of(t->f) == t->inner);

  CmAttr *flat_g = cm_symbol_ref_attr(ctx, CM_STR("g"), 0, NULL);
  CmAttr *flat_f = cm_symbol_ref_attr(ctx, CM_STR("f"), 0, NULL);
  CmStr n1[2] = {CM_STR("f"), CM_STR("x")};
  CmAttr *in_f = cm_symbol_ref_attr(ctx, CM_STR("in"), 1, n1);
  CmAttr *in_f_x = cm_symbol_ref_attr(ctx, CM_STR("in"), 2, n1);
  CmStr n2[2] = {CM_STR("deep"), CM_STR("leaf")};
  CmAttr *in_deep_leaf = cm_symbol_ref_attr(ctx, CM_STR("in"), 2, n2);
  CmAttr *g_x = cm_symbol_ref_attr(ctx, CM_STR("g"), 1, n1 + 1);
  CmAttr *str_g = cm_string_attr(ctx, CM_STR("g"));

  CHECK(cm_symbol_lookup_nearest(t->g, flat_g) == t->g);
  CHECK(cm_symbol_lookup_nearest(t->outer, flat_g) == t->g);
  CHECK(cm_symbol_lookup_nearest(t->g, str_g) == t->g);
  CHECK(cm_symbol_lookup_nearest(t->f, flat_g) == NULL); /* nearest = in */
  CHECK(cm_symbol_lookup_nearest(t->f, flat_f) == t->f);
  CHECK(cm_symbol_lookup_nearest(t->g, in_f) == t->f);
  CHECK(cm_symbol_lookup_nearest(t->g, in_f_x) == NULL); /* f: no table */
  CHECK(cm_symbol_lookup_nearest(t->g, in_deep_leaf) == t->leaf);
  CHECK(cm_symbol_lookup_nearest(t->g, g_x) == NULL);
  CHECK(cm_symbol_lookup_nearest(t->leaf, in_f) == NULL);
  CHECK(cm_symbol_lookup_nearest(NULL, flat_g) == NULL);
  CHECK(cm_symbol_lookup_nearest(t->g, NULL) == NULL);
}

static void test_cached_and_uncached(CmContext *ctx) {
  Tree t = build(ctx);
  CHECK(!cm_symbol_cache_active());
  check_lookups(ctx, &t);
  cm_symbol_cache_begin();
  CHECK(cm_symbol_cache_active());
  check_lookups(ctx, &t);
  check_lookups(ctx, &t); /* second time from the built maps */
  /* Nested sessions share the outer one; only the last end closes it. */
  cm_symbol_cache_begin();
  check_lookups(ctx, &t);
  cm_symbol_cache_end();
  CHECK(cm_symbol_cache_active());
  cm_symbol_cache_end();
  CHECK(!cm_symbol_cache_active());
  cm_symbol_cache_end(); /* unbalanced end: harmless */
  CHECK(!cm_symbol_cache_active());

  /* Changes between sessions are seen: a new session rebuilds. */
  cm_symbol_cache_begin();
  CHECK(cm_symbol_table_lookup(t.outer, "d", 1) == t.dup1);
  cm_symbol_cache_end();
  cm_op_erase(t.dup1);
  cm_op_erase(t.g);
  cm_symbol_cache_begin();
  CHECK(cm_symbol_table_lookup(t.outer, "d", 1) == t.dup2);
  CHECK(cm_symbol_table_lookup(t.outer, "g", 1) == NULL);
  cm_symbol_cache_end();
  CHECK(cm_symbol_table_lookup(t.outer, "d", 1) == t.dup2);
  cm_op_destroy(t.outer);
}

/* Sessions are per thread: another thread scans. */
typedef struct {
  CmContext *ctx;
  CmOp *table;
  CmOp *expect;
  bool active_seen, found;
} ThreadArg;

static void *thread_main(void *p) {
  ThreadArg *a = p;
  a->active_seen = cm_symbol_cache_active();
  a->found = cm_symbol_table_lookup(a->table, "g", 1) == a->expect;
  return NULL;
}

static void test_threads(CmContext *ctx) {
  Tree t = build(ctx);
  cm_symbol_cache_begin();
  CHECK(cm_symbol_table_lookup(t.outer, "g", 1) == t.g);
  ThreadArg a = {ctx, t.outer, t.g, true, false};
  pthread_t th;
  CHECK(pthread_create(&th, NULL, thread_main, &a) == 0);
  pthread_join(th, NULL);
  CHECK(!a.active_seen);
  CHECK(a.found);
  cm_symbol_cache_end();
  cm_op_destroy(t.outer);
}

static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *text) {
  CmSourceBuffer *b = cm_srcmgr_add(sm, "test.mlir", text, strlen(text));
  return cm_parse_source(ctx, b);
}

static CmOp *find_func(CmOp *module, const char *name) {
  return cm_symbol_table_lookup(module, name, strlen(name));
}

/* Verification uses the cache; erasing a callee between two verifications
 * must be noticed by the second. */
static void test_verify_after_erase(CmContext *ctx, CmSourceMgr *sm) {
  CmOp *m = parse(ctx, sm,
                  "func @callee(%a: i32) -> i32 {\n"
                  "  return %a : i32\n"
                  "}\n"
                  "func @other() {\n"
                  "  return\n"
                  "}\n"
                  "func @caller(%a: i32) -> i32 {\n"
                  "  %r = call @callee(%a) : (i32) -> i32\n"
                  "  return %r : i32\n"
                  "}\n");
  CHECK(m != NULL);
  if (!m)
    return;
  num_errors = 0;
  CHECK(cm_verify(m) == CM_SUCCESS && num_errors == 0);
  CHECK(!cm_symbol_cache_active());
  CmOp *callee = find_func(m, "callee");
  CHECK(callee != NULL);
  if (callee)
    cm_op_erase(callee);
  CHECK(cm_verify(m) == CM_FAILURE);
  CHECK(num_errors == 1);
  CHECK(strcmp(last_msg,
               "'std.call' op 'callee' does not reference a valid function") ==
        0);
  CHECK(!cm_symbol_cache_active());
  /* Rename @other to @callee (wrong signature now). */
  CmOp *other = find_func(m, "other");
  CHECK(other != NULL);
  if (other)
    cm_op_set_attr(other, "sym_name", cm_string_attr(ctx, CM_STR("callee")));
  num_errors = 0;
  CHECK(cm_verify(m) == CM_FAILURE);
  CHECK(num_errors == 1);
  CHECK(strstr(last_msg, "incorrect number of operands for callee") != NULL);
  cm_op_destroy(m);
}

/* Many symbols, many lookups inside one session (linear). */
static void test_large(CmContext *ctx) {
  enum { N = 20000 };
  CmOp *table = mk(ctx, "symc.table", 1);
  CmBlock *b = body(table);
  CmOp **ops = cm_xmalloc(sizeof(CmOp *) * N);
  char name[32];
  for (int i = 0; i < N; i++) {
    snprintf(name, sizeof name, "s%d", i);
    ops[i] = sym(ctx, b, "t.s", name);
  }
  cm_symbol_cache_begin();
  int bad = 0;
  for (int i = 0; i < N; i++) {
    int j = (int)(((unsigned)i * 7919u) % N);
    snprintf(name, sizeof name, "s%d", j);
    if (cm_symbol_table_lookup(table, name, strlen(name)) != ops[j])
      bad++;
  }
  cm_symbol_cache_end();
  CHECK(bad == 0);
  free(ops);
  cm_op_destroy(table);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_register_all_dialects(ctx);
  static const CmDialect d = {.name = "symc"};
  cm_register_dialect(ctx, &d);
  cm_register_ops(ctx, defs, 1);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  test_cached_and_uncached(ctx);
  test_threads(ctx);
  test_verify_after_erase(ctx, &sm);
  test_large(ctx);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_symbols");
}
