/* test_print_parallel.c - printing a module's functions on several threads
 * (lib/asm/printer.c, par_block) gives exactly the single-threaded text:
 * into a buffer and through a write callback, with dialect alias hooks
 * called from several threads, in every printing flavour, for a function
 * larger than the printer's slot buffers, and when the module does not
 * qualify (a top-level op with a region that is not isolated). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "cmlir/asm.h"
#include "cmlir/dialects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

/* ---- dialect `pp`: !pp.t<N> (alias "ty"), #pp.a<N> (alias "pa") ---- */
static CmType *pp_parse_type(CmDialect *d, CmParser *p) {
  int64_t n;
  if (cm_parse_keyword(p, "t") || cm_parse_tok(p, CM_TOK_LESS) ||
      cm_parse_integer(p, &n) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_dialect_type(d, 1, 0, NULL, 1, &n, 0, NULL, NULL);
}
static void pp_print_type(CmDialect *d, const CmType *t, CmPrinter *p) {
  (void)d;
  cm_print_printf(p, "t<%lld>", (long long)t->dialect.ints[0]);
}
static CmAttr *pp_parse_attr(CmDialect *d, CmParser *p, CmType *type) {
  int64_t n;
  (void)type;
  if (cm_parse_keyword(p, "a") || cm_parse_tok(p, CM_TOK_LESS) ||
      cm_parse_integer(p, &n) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_dialect_attr(d, 1, NULL, 0, NULL, 1, &n, NULL, NULL);
}
static void pp_print_attr(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  cm_print_printf(p, "a<%lld>", (long long)a->dialect_attr.ints[0]);
}
/* Only even parameters get an alias: odd ones print inline. */
static bool pp_type_alias(CmDialect *d, const CmType *t, CmBuf *out) {
  (void)d;
  if (t->dialect.ints[0] % 2)
    return false;
  cm_buf_puts(out, "ty");
  return true;
}
static bool pp_attr_alias(CmDialect *d, const CmAttr *a, CmBuf *out) {
  (void)d;
  if (a->dialect_attr.ints[0] % 2)
    return false;
  cm_buf_puts(out, "pa");
  return true;
}

static void append_cb(void *user, const char *data, size_t len) {
  cm_buf_putn((CmBuf *)user, data, len);
}

/* Prints `m` threaded (into a buffer and through the callback) and
 * single-threaded; all three must be equal. */
static void check_same(CmContext *ctx, CmOp *m, const CmPrintFlags *f,
                       const char *what) {
  CmBuf par, cb, seq;
  cm_buf_init(&par);
  cm_buf_init(&cb);
  cm_buf_init(&seq);
  cm_context_set_threading(ctx, true);
  cm_print_op(m, f, &par);
  cm_print_op_cb(m, f, append_cb, &cb);
  cm_context_set_threading(ctx, false);
  cm_print_op(m, f, &seq);
  cm_context_set_threading(ctx, true);
  bool ok = par.len && par.len == seq.len && cb.len == seq.len &&
            !memcmp(par.data, seq.data, seq.len) &&
            !memcmp(cb.data, seq.data, seq.len);
  if (!ok) {
    fprintf(stderr, "%s: threaded output differs (%zu / %zu / %zu bytes)\n",
            what, par.len, cb.len, seq.len);
    failures++;
  }
  cm_buf_free(&par);
  cm_buf_free(&cb);
  cm_buf_free(&seq);
}

static void gen_func(CmBuf *s, int f, int nops) {
  cm_buf_printf(s,
                "func @f%d(%%a: !pp.t<%d>, %%b: i32) -> i32 "
                "attributes {pa = #pp.a<%d>} {\n",
                f, (f * 7) % 23, (f * 5) % 17);
  cm_buf_printf(s, "  %%c = constant %d : i32\n", f % 4);
  for (int i = 0; i < nops; i++)
    cm_buf_printf(s,
                  "  %%x%d = \"x.op\"(%%a, %%b) {m = affine_map<(d0) -> "
                  "(d0 + %d)>, t = #pp.a<%d>} : (!pp.t<%d>, i32) -> "
                  "!pp.t<%d> loc(\"p.mlir\":%d:%d)\n",
                  i, (f + i) % 13, (f * 3 + i) % 19, (f * 7) % 23,
                  (f + 2 * i) % 29, f, i + 1);
  cm_buf_puts(s, "  \"x.region\"() ({\n  ^bb0(%z: !pp.t<2>):\n"
                 "    \"x.use\"(%z, %c) : (!pp.t<2>, i32) -> ()\n"
                 "  }) : () -> ()\n");
  cm_buf_printf(s, "  cond_br %%true%d, ^bb1, ^bb2\n^bb1:\n  return %%c : i32\n"
                   "^bb2:\n  return %%b : i32\n}\n",
                f);
}

static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *name,
                   CmBuf *text) {
  CmSourceBuffer *buf = cm_srcmgr_add(sm, name, text->data, text->len);
  CmOp *m = cm_parse_source(ctx, buf);
  CHECK(m != NULL);
  if (m)
    CHECK(cm_succeeded(cm_verify(m)));
  return m;
}

/* A module of `nfuncs` functions (functions big..big+2 have `big_ops` ops
 * each) plus,
 * with `blocker`, a top-level non-isolated op with a region. */
static CmBuf module_text(int nfuncs, int big, int big_ops, bool blocker) {
  CmBuf s;
  cm_buf_init(&s);
  cm_buf_puts(&s, "module {\n  \"x.global\"() {t = #pp.a<4>} : () -> ()\n");
  if (blocker)
    cm_buf_puts(&s, "  \"x.block\"() ({\n    \"x.inner\"() : () -> ()\n"
                    "  }) : () -> ()\n");
  for (int f = 0; f < nfuncs; f++) {
    /* the branch conditions are the functions' first ops' i1 constants */
    CmBuf fn;
    cm_buf_init(&fn);
    gen_func(&fn, f, f >= big && f < big + 3 ? big_ops : 1 + f % 5);
    /* insert `%trueN = constant true` after the opening line */
    char *nl = strchr(fn.data, '\n');
    cm_buf_putn(&s, fn.data, (size_t)(nl - fn.data) + 1);
    cm_buf_printf(&s, "  %%true%d = constant true\n", f);
    cm_buf_puts(&s, nl + 1);
    cm_buf_free(&fn);
  }
  cm_buf_puts(&s, "}\n");
  return s;
}

int main(void) {
  /* More threads than cores, whatever the machine (read once, before any
   * thread count is asked for). */
  setenv("CMLIR_NUM_THREADS", "4", 1);
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_register_all_dialects(ctx);
  CmDialect dd = {.name = "pp",
                  .parse_type = pp_parse_type,
                  .print_type = pp_print_type,
                  .parse_attr = pp_parse_attr,
                  .print_attr = pp_print_attr,
                  .type_alias = pp_type_alias,
                  .attr_alias = pp_attr_alias};
  cm_register_dialect(ctx, &dd);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);

  /* 300 functions, three of them with 25000 ops (a few MB of text each:
   * more than a slot buffer keeps, and together more than the printer
   * lets wait to be written). */
  CmBuf text = module_text(300, 123, 25000, false);
  CmOp *m = parse(ctx, &sm, "many.mlir", &text);
  cm_buf_free(&text);
  if (m) {
    CmPrintFlags f;
    cm_print_flags_default(&f);
    check_same(ctx, m, &f, "default");
    /* aliases of the dialect hooks are defined and used */
    CmBuf out;
    cm_buf_init(&out);
    cm_print_op(m, &f, &out);
    CHECK(strstr(out.data, "!ty0 = type !pp.t<") != NULL);
    CHECK(strstr(out.data, "#pa0 = #pp.a<") != NULL);
    CHECK(strstr(out.data, "(%arg0: !ty") || strstr(out.data, "(%arg0: !pp"));
    cm_buf_free(&out);
    f.debuginfo = true;
    check_same(ctx, m, &f, "debuginfo");
    f.generic = true;
    check_same(ctx, m, &f, "generic debuginfo");
    f.debuginfo = false;
    check_same(ctx, m, &f, "generic");
    cm_print_flags_default(&f);
    f.local_scope = true;
    check_same(ctx, m, &f, "local scope");
    /* a nested op (a function) prints the same either way */
    CmOp *fn = cm_op_next(cm_op_region(m, 0)->first->first);
    cm_print_flags_default(&f);
    check_same(ctx, fn, &f, "nested function");
    cm_op_destroy(m);
  }

  /* A top-level op with a region that is not isolated: printed on one
   * thread, same text. */
  text = module_text(50, -1, 0, true);
  m = parse(ctx, &sm, "blocked.mlir", &text);
  cm_buf_free(&text);
  if (m) {
    CmPrintFlags f;
    cm_print_flags_default(&f);
    check_same(ctx, m, &f, "blocked");
    cm_op_destroy(m);
  }

  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
