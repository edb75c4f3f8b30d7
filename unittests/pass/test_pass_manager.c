/* Unit tests of the pass API (include/cmlir/pass.h): options, the
 * registry, textual pipelines, nesting, running (sequential and threaded),
 * analyses and their preservation, failures, the verifier after passes,
 * dependent dialects, initialisation and instrumentation. */
#include "../test_util.h"

#include <stdatomic.h>

#include "cmlir/dialects.h"
#include "cmlir/pass.h"

/* ---- a pass with every kind of option ---- */
static const CmPassOptionDef opt_defs[] = {
    {"flag", CM_PASS_OPT_BOOL, false, "true", "A flag", NULL},
    {"count", CM_PASS_OPT_UINT, false, "10", "A count", NULL},
    {"delta", CM_PASS_OPT_INT, false, "-3", "A delta", NULL},
    {"name", CM_PASS_OPT_STRING, false, NULL, "A name", NULL},
    {"list", CM_PASS_OPT_INT, true, NULL, "A list", NULL},
};
static CmResult noop_run(CmPassRun *run, CmOp *op) {
  (void)op;
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}
static const CmPassDef opt_pass = {.argument = "test-opts",
                                   .name = "TestOpts",
                                   .description = "options",
                                   CM_PASS_OPTIONS(opt_defs),
                                   .run = noop_run};

static void test_options(void) {
  CmBuf err;
  cm_buf_init(&err);
  CmPass *p = cm_pass_create(&opt_pass, NULL, &err);
  CHECK(p);
  CHECK(cm_pass_option_bool(p, "flag"));
  CHECK(cm_pass_option_uint(p, "count") == 10);
  CHECK(cm_pass_option_int(p, "delta") == -3);
  CHECK(!strcmp(cm_pass_option_string(p, "name"), ""));
  CHECK(cm_pass_option_list_len(p, "list") == 0);
  CHECK(!cm_pass_option_is_set(p, "flag"));
  cm_pass_destroy(p);

  p = cm_pass_create(&opt_pass,
                     "flag=false count=0x10 name=abc list=1,2 list=3 delta=7",
                     &err);
  CHECK(p && !err.len);
  CHECK(!cm_pass_option_bool(p, "flag"));
  CHECK(cm_pass_option_uint(p, "count") == 16);
  CHECK(cm_pass_option_int(p, "delta") == 7);
  CHECK(!strcmp(cm_pass_option_string(p, "name"), "abc"));
  CHECK(cm_pass_option_list_len(p, "list") == 3);
  CHECK(cm_pass_option_list_int(p, "list", 2) == 3);
  CHECK(cm_pass_option_is_set(p, "name"));
  CmBuf out;
  cm_buf_init(&out);
  cm_pass_print(p, &out);
  CHECK(!strcmp(out.data,
                "test-opts{count=16 delta=7 flag=false list=1,2,3 name=abc}"));
  cm_buf_free(&out);
  cm_pass_destroy(p);

  /* a bare bool is true */
  p = cm_pass_create(&opt_pass, "flag", &err);
  CHECK(p && cm_pass_option_bool(p, "flag"));
  cm_pass_destroy(p);

  const struct {
    const char *opts, *msg;
  } bad[] = {
      {"nope=1", "<Pass-Options-Parser>: no such option nope\n"},
      {"flag=maybe", "for the --flag option: 'maybe' is invalid value for "
                     "boolean argument! Try 0 or 1\n"},
      {"count=-1", "for the --count option: '-1' value invalid for uint "
                   "argument!\n"},
      {"delta=x", "for the --delta option: 'x' value invalid for integer "
                  "argument!\n"},
      {"name", "for the --name option: requires a value!\n"},
      {"name=a name=b", "for the --name option: may only occur zero or one "
                        "times!\n"},
      {"list=1,x", "for the --list option: 'x' value invalid for integer "
                   "argument!\n"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    cm_buf_clear(&err);
    p = cm_pass_create(&opt_pass, bad[i].opts, &err);
    CHECK(!p);
    CHECK(err.data && strstr(err.data, bad[i].msg));
    if (!err.data || !strstr(err.data, bad[i].msg))
      fprintf(stderr, "  %s -> %s", bad[i].opts, err.data ? err.data : "");
  }
  cm_buf_free(&err);
}

/* ---- counting passes and an analysis ---- */
static atomic_int analysis_creations, runs_on_funcs, init_calls,
    destroy_calls, dialect_calls;

static void *count_create(CmOp *op) {
  (void)op;
  atomic_fetch_add(&analysis_creations, 1);
  return cm_xmalloc(1);
}
static const CmAnalysisDef count_analysis = {"CountAnalysis", count_create,
                                             free};

/* uses the analysis; preserves all */
static CmResult use_run(CmPassRun *run, CmOp *op) {
  (void)op;
  CHECK(cm_pass_run_get_analysis(run, &count_analysis));
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}
static const CmPassDef use_pass = {.argument = "test-use",
                                   .name = "TestUse",
                                   .description = "uses the analysis",
                                   .run = use_run};
/* preserves nothing */
static CmResult clobber_run(CmPassRun *run, CmOp *op) {
  (void)run;
  (void)op;
  return CM_SUCCESS;
}
static const CmPassDef clobber_pass = {.argument = "test-clobber",
                                       .name = "TestClobber",
                                       .description = "preserves nothing",
                                       .run = clobber_run};
/* preserves the analysis only */
static CmResult keep_run(CmPassRun *run, CmOp *op) {
  (void)op;
  CHECK(cm_pass_run_get_cached_analysis(run, &count_analysis) != NULL ||
        true);
  cm_pass_run_preserve(run, &count_analysis);
  return CM_SUCCESS;
}
static const CmPassDef keep_pass = {.argument = "test-keep",
                                    .name = "TestKeep",
                                    .description = "preserves the analysis",
                                    .run = keep_run};

/* a function pass that emits a remark per function */
static CmResult remark_run(CmPassRun *run, CmOp *op) {
  atomic_fetch_add(&runs_on_funcs, 1);
  CmIdent *name = cm_symbol_name(op);
  cm_emit_remark(cm_op_loc(op), "visited %s", name ? name->str : "?");
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}
static CmResult remark_init(CmPass *pass, CmContext *ctx) {
  (void)ctx;
  atomic_fetch_add(&init_calls, 1);
  cm_pass_set_data(pass, cm_xmalloc(16));
  return CM_SUCCESS;
}
static void remark_destroy(CmPass *pass) {
  atomic_fetch_add(&destroy_calls, 1);
  free(cm_pass_data(pass));
}
static void remark_dialects(CmContext *ctx) {
  (void)ctx;
  atomic_fetch_add(&dialect_calls, 1);
}
static const CmPassDef remark_pass = {.argument = "test-remark",
                                      .name = "TestRemark",
                                      .description = "remarks",
                                      .anchor = "builtin.func",
                                      .dependent_dialects = remark_dialects,
                                      .initialize = remark_init,
                                      .destroy = remark_destroy,
                                      .run = remark_run};

/* fails on functions named @bad */
static CmResult fail_run(CmPassRun *run, CmOp *op) {
  (void)run;
  CmIdent *name = cm_symbol_name(op);
  if (name && !strncmp(name->str, "bad", 3))
    return cm_op_emit_error(op, "bad function");
  return CM_SUCCESS;
}
static const CmPassDef fail_pass = {.argument = "test-fail",
                                    .name = "TestFail",
                                    .description = "fails on @bad",
                                    .run = fail_run};

/* breaks the IR: erases the terminator of every function */
static CmResult break_run(CmPassRun *run, CmOp *op) {
  (void)run;
  CmRegion *r = cm_op_region(op, 0);
  if (r->first && r->first->last)
    cm_op_erase(r->first->last);
  return CM_SUCCESS;
}
static const CmPassDef break_pass = {.argument = "test-break",
                                     .name = "TestBreak",
                                     .description = "breaks the IR",
                                     .anchor = "builtin.func",
                                     .run = break_run};

static CmOp *parse(CmContext *ctx, const char *text) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *b = cm_srcmgr_add(&sm, "test.mlir", text, strlen(text));
  CmOp *m = cm_parse_source(ctx, b);
  cm_srcmgr_free(&sm);
  return m;
}

/* collects diagnostics' messages, one per line */
static CmBuf diag_log;
static CmResult log_diag(CmDiag *d, void *user) {
  (void)user;
  cm_buf_printf(&diag_log, "%s\n", d->msg.data);
  return CM_SUCCESS;
}

static void test_pipeline_text(void) {
  CmContext *ctx = cm_context_create();
  CmPassManager *pm =
      cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_EXPLICIT);
  CmBuf err;
  cm_buf_init(&err);
  CHECK(cm_succeeded(cm_parse_pass_pipeline(
      pm, "test-use, func(test-remark,test-opts{count=3}),test-clobber",
      &err)));
  CmBuf out;
  cm_buf_init(&out);
  cm_pass_manager_print(pm, &out);
  CHECK(!strcmp(out.data, "test-use, func(test-remark, test-opts{count=3 "
                          "delta=-3 flag=true  name=}), test-clobber"));
  if (strcmp(out.data, "test-use, func(test-remark, test-opts{count=3 "
                       "delta=-3 flag=true  name=}), test-clobber"))
    fprintf(stderr, "  printed: %s\n", out.data);
  CHECK(cm_pass_manager_size(pm) == 3);
  CHECK(cm_pass_manager_nested_at(pm, 1) != NULL);
  CHECK(!strcmp(cm_pass_manager_anchor(cm_pass_manager_nested_at(pm, 1)),
                "func"));
  cm_pass_manager_destroy(pm);

  /* syntax errors */
  pm = cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_EXPLICIT);
  cm_buf_clear(&err);
  CHECK(cm_failed(cm_parse_pass_pipeline(pm, "func(test-use", &err)));
  CHECK(strstr(err.data, "1:6: error: encountered unbalanced parentheses"));
  cm_buf_clear(&err);
  CHECK(cm_failed(cm_parse_pass_pipeline(pm, "nope", &err)));
  CHECK(strstr(err.data,
               "'nope' does not refer to a registered pass or pass pipeline"));
  cm_pass_manager_destroy(pm);

  /* explicit nesting refuses a func pass on the module; implicit nests */
  cm_diag_add_handler(ctx, log_diag, NULL);
  pm = cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_EXPLICIT);
  CHECK(cm_failed(cm_pass_manager_add_by_name(pm, "test-remark", NULL, &err)));
  CHECK(strstr(diag_log.data, "Can't add pass 'TestRemark' restricted to "
                              "'func' on a PassManager intended to run on "
                              "'builtin.module', did you intend to nest?"));
  cm_pass_manager_destroy(pm);
  pm = cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_IMPLICIT);
  CHECK(cm_succeeded(cm_pass_manager_add_by_name(pm, "test-remark", NULL,
                                                 &err)));
  CHECK(cm_succeeded(cm_pass_manager_add_by_name(pm, "test-remark", NULL,
                                                 &err)));
  cm_buf_clear(&out);
  cm_pass_manager_print(pm, &out);
  CHECK(!strcmp(out.data, "func(test-remark, test-remark)"));
  cm_pass_manager_destroy(pm);
  cm_buf_free(&out);
  cm_buf_free(&err);
  cm_buf_clear(&diag_log);
  cm_context_destroy(ctx);
}

static const char *module_text(unsigned n, bool with_bad) {
  static char buf[1 << 16];
  size_t len = 0;
  for (unsigned i = 0; i < n; i++)
    len += (size_t)snprintf(buf + len, sizeof buf - len,
                            "func @%s%u(%%a: i32) -> i32 {\n"
                            "  %%0 = addi %%a, %%a : i32\n"
                            "  return %%0 : i32\n}\n",
                            with_bad && i == n / 2 ? "bad" : "f",
                            with_bad && i == n / 2 ? 0 : i);
  return buf;
}

/* Runs `pipeline` on a fresh module of `n` functions; returns the result
 * and leaves the diagnostics in diag_log. */
static CmResult run_pipeline(const char *pipeline, unsigned n, bool threads,
                             bool with_bad, bool verify_each) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_context_set_threading(ctx, threads);
  cm_buf_clear(&diag_log);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, log_diag, NULL);
  CmOp *m = parse(ctx, module_text(n, with_bad));
  CHECK(m);
  CmPassManager *pm =
      cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_IMPLICIT);
  cm_pass_manager_set_verify_each(pm, verify_each);
  CmBuf err;
  cm_buf_init(&err);
  CHECK(cm_succeeded(cm_parse_pass_pipeline(pm, pipeline, &err)));
  cm_buf_free(&err);
  CmResult r = cm_pass_manager_run(pm, m);
  cm_pass_manager_destroy(pm);
  cm_diag_remove_handler(ctx, h);
  cm_op_destroy(m);
  cm_context_destroy(ctx);
  return r;
}

static void test_run_threads(void) {
  /* remarks of a threaded run come in function order, as sequentially */
  atomic_store(&runs_on_funcs, 0);
  atomic_store(&init_calls, 0);
  atomic_store(&destroy_calls, 0);
  atomic_store(&dialect_calls, 0);
  CHECK(cm_succeeded(run_pipeline("func(test-remark)", 64, false, false,
                                  true)));
  char *seq = cm_xstrndup(diag_log.data, diag_log.len);
  CHECK(atomic_load(&runs_on_funcs) == 64);
  CHECK(atomic_load(&init_calls) == 1 && atomic_load(&destroy_calls) == 1);
  CHECK(atomic_load(&dialect_calls) == 1);
  CHECK(cm_succeeded(run_pipeline("func(test-remark)", 64, true, false,
                                  true)));
  CHECK(!strcmp(seq, diag_log.data));
  CHECK(atomic_load(&runs_on_funcs) == 128);
  CHECK(strstr(seq, "visited f0\nvisited f1\n") == seq);
  free(seq);
}

static void test_failures(void) {
  /* a failing pass fails the run, with its diagnostic */
  CHECK(cm_failed(run_pipeline("func(test-fail)", 8, false, true, true)));
  CHECK(strstr(diag_log.data, "bad function"));
  CHECK(cm_failed(run_pipeline("func(test-fail)", 8, true, true, true)));
  CHECK(strstr(diag_log.data, "bad function"));
  /* passes after a failure do not run: the adjacent nested pipelines are
   * merged, so the functions before @bad0 ran both passes, and no function
   * after it ran (sequentially) */
  atomic_store(&runs_on_funcs, 0);
  CHECK(cm_failed(run_pipeline("func(test-fail),func(test-remark)", 8, false,
                               true, true)));
  CHECK(atomic_load(&runs_on_funcs) == 4);
  atomic_store(&runs_on_funcs, 0);
  CHECK(cm_failed(run_pipeline("func(test-fail),test-use,func(test-remark)",
                               8, false, true, true)));
  CHECK(atomic_load(&runs_on_funcs) == 0);
  /* the verifier after each pass catches broken IR ... */
  CHECK(cm_failed(run_pipeline("func(test-break)", 2, false, false, true)));
  CHECK(strstr(diag_log.data, "empty block: expect at least a terminator") ||
        diag_log.len > 0);
  /* ... unless verify-each is off */
  CHECK(cm_succeeded(run_pipeline("func(test-break)", 2, false, false,
                                  false)));
}

static void test_analyses(void) {
  atomic_store(&analysis_creations, 0);
  /* cached while preserved */
  CHECK(cm_succeeded(run_pipeline("test-use,test-use", 1, false, false,
                                  true)));
  CHECK(atomic_load(&analysis_creations) == 1);
  /* dropped by a pass preserving nothing */
  atomic_store(&analysis_creations, 0);
  CHECK(cm_succeeded(run_pipeline("test-use,test-clobber,test-use", 1, false,
                                  false, true)));
  CHECK(atomic_load(&analysis_creations) == 2);
  /* kept by a pass preserving it */
  atomic_store(&analysis_creations, 0);
  CHECK(cm_succeeded(run_pipeline("test-use,test-keep,test-use", 1, false,
                                  false, true)));
  CHECK(atomic_load(&analysis_creations) == 1);
  /* per function in nested pipelines */
  atomic_store(&analysis_creations, 0);
  CHECK(cm_succeeded(run_pipeline("func(test-use,test-use)", 5, true, false,
                                  true)));
  CHECK(atomic_load(&analysis_creations) == 5);
}

/* instrumentation: the order of the hooks */
static CmBuf instr_log;
static void i_before_pass(void *u, const CmPass *p, CmOp *op) {
  (void)u, (void)op;
  cm_buf_printf(&instr_log, "before %s;", cm_pass_def(p)->argument);
}
static void i_after_pass(void *u, const CmPass *p, CmOp *op, bool failed) {
  (void)u, (void)op;
  cm_buf_printf(&instr_log, "after %s%s;", cm_pass_def(p)->argument,
                failed ? " (failed)" : "");
}
static void i_before_pipe(void *u, const CmPassManager *pm, const char *n) {
  (void)u, (void)n;
  cm_buf_printf(&instr_log, "pipe %s;", cm_pass_manager_anchor(pm));
}
static void i_before_analysis(void *u, const CmAnalysisDef *a, CmOp *op) {
  (void)u, (void)op;
  cm_buf_printf(&instr_log, "analysis %s;", a->name);
}

static void test_instrumentation(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_context_set_threading(ctx, false);
  CmOp *m = parse(ctx, module_text(1, false));
  CmPassManager *pm =
      cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_IMPLICIT);
  CmBuf err;
  cm_buf_init(&err);
  CHECK(cm_succeeded(
      cm_parse_pass_pipeline(pm, "test-use,func(test-clobber)", &err)));
  cm_buf_init(&instr_log);
  CmPassInstrumentation pi = {.before_pass = i_before_pass,
                              .after_pass = i_after_pass,
                              .before_pipeline = i_before_pipe,
                              .before_analysis = i_before_analysis};
  cm_pass_manager_add_instrumentation(pm, &pi);
  CHECK(cm_succeeded(cm_pass_manager_run(pm, m)));
  CHECK(!strcmp(instr_log.data,
                "before test-use;analysis CountAnalysis;after test-use;"
                "pipe func;before test-clobber;after test-clobber;"));
  if (strcmp(instr_log.data,
             "before test-use;analysis CountAnalysis;after test-use;"
             "pipe func;before test-clobber;after test-clobber;"))
    fprintf(stderr, "  log: %s\n", instr_log.data);
  /* the pass manager runs only on its anchor */
  cm_buf_clear(&diag_log);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, log_diag, NULL);
  CmOp *f = find(m, "func", 0);
  CHECK(cm_failed(cm_pass_manager_run(pm, f)));
  cm_diag_remove_handler(ctx, h);
  cm_pass_manager_destroy(pm);
  cm_buf_free(&instr_log);
  cm_buf_free(&err);
  cm_op_destroy(m);
  cm_context_destroy(ctx);
}

int main(void) {
  cm_buf_init(&diag_log);
  cm_pass_register(&opt_pass);
  cm_pass_register(&use_pass);
  cm_pass_register(&clobber_pass);
  cm_pass_register(&keep_pass);
  cm_pass_register(&remark_pass);
  cm_pass_register(&fail_pass);
  cm_pass_register(&break_pass);
  cm_register_all_passes();
  CHECK(cm_pass_lookup("test-use", 8) == &use_pass);
  CHECK(cm_pass_lookup("cse", 3) == &cm_pass_cse);
  CHECK(cm_pass_lookup("nope", 4) == NULL);
  /* the registry is sorted by argument */
  for (size_t i = 1; i < cm_pass_registry_count(); i++)
    CHECK(strcmp(cm_pass_registry_at(i - 1)->argument,
                 cm_pass_registry_at(i)->argument) < 0);
  test_options();
  test_pipeline_text();
  test_run_threads();
  test_failures();
  test_analyses();
  test_instrumentation();
  cm_buf_free(&diag_log);
  return test_report("test_pass_manager");
}
