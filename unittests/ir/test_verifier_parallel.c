/* test_verifier_parallel.c - cm_verify with threading on gives exactly the
 * result and the diagnostics (messages, notes, locations, order) of a run
 * with threading off, on modules of many functions with errors of every
 * phase (structure, dominance, symbol uses, module-level checks, warnings)
 * in one or several functions.
 *
 * CMLIR_NUM_THREADS is read once per process, so the test runs itself
 * again as a child process for several thread counts.  VP_DUMP=1 prints
 * every case's diagnostics. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fork, setenv, nanosleep */
#endif
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cmlir/asm.h"
#include "cmlir/dialects.h"
#include "cmlir/ir.h"

#include "../test_util.h"

/* ------------------------------------------------------------ test ops */

static pthread_t main_thread;
static atomic_int hooks_off_main; /* verify hooks run on another thread */

static void note_thread(void) {
  if (!pthread_equal(pthread_self(), main_thread))
    atomic_fetch_add(&hooks_off_main, 1);
  /* Slow enough that every worker gets items. */
  struct timespec ts = {0, 100 * 1000};
  nanosleep(&ts, NULL);
}

static CmResult slow_verify(CmOp *op) {
  (void)op;
  note_thread();
  return CM_SUCCESS;
}

/* Succeeds with a warning (and a note): reported diagnostics that are not
 * errors must come out exactly as in a sequential run too. */
static CmResult warn_verify(CmOp *op) {
  note_thread();
  CmDiag *d = cm_op_diag_warning(op, "%s", "tp.warn checked");
  cm_diag_append_type(d, cm_integer_type(cm_op_context(op), 32, CM_SIGNLESS));
  cm_diag_note(d, NULL, "%s", "warning note");
  cm_diag_report(d);
  return CM_SUCCESS;
}

static const CmOpDef tp_defs[] = {
    {.name = "tp.slow", .verify = slow_verify},
    {.name = "tp.warn", .verify = warn_verify},
    {.name = "tp.iso",
     .traits = CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_NO_TERMINATOR},
};

/* ------------------------------------------------------ capturing */

typedef struct {
  CmBuf text;
  unsigned count;
} Log;

static void log_one(Log *l, CmDiag *d, const char *indent) {
  static const char *sev[] = {"note", "warning", "error", "remark"};
  cm_buf_printf(&l->text, "%s%s @ ", indent, sev[d->severity]);
  cm_loc_print_for_diag(d->loc, &l->text);
  cm_buf_printf(&l->text, ": %s\n", d->msg.data);
}

static CmResult log_handler(CmDiag *d, void *user) {
  Log *l = user;
  l->count++;
  log_one(l, d, "");
  for (CmDiag *n = d->notes; n; n = n->next)
    log_one(l, n, "  ");
  return CM_SUCCESS;
}

/* Parses `src` into a fresh context and verifies it; returns the log of
 * all diagnostics (parse errors make the test fail). */
static CmResult verify_text(const char *src, bool threading, bool unreg,
                            bool print_op, Log *log) {
  CmContext *ctx = cm_context_create();
  cm_context_set_threading(ctx, threading);
  cm_context_set_allow_unregistered(ctx, unreg);
  cm_context_set_print_op_on_diagnostic(ctx, print_op);
  cm_register_all_dialects(ctx);
  cm_register_ops(ctx, tp_defs, sizeof(tp_defs) / sizeof(tp_defs[0]));
  cm_buf_init(&log->text);
  cm_buf_puts(&log->text, "");
  log->count = 0;
  CmDiagHandlerId h = cm_diag_add_handler(ctx, log_handler, log);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "par.mlir", src, strlen(src));
  CmOp *m = cm_parse_source(ctx, buf);
  CmResult r = CM_FAILURE;
  if (!m) {
    fprintf(stderr, "parse failed:\n%s\n", log->text.data);
    failures++;
  } else {
    r = cm_verify(m);
    /* A second run must give the same again (caches, order numbers). */
    Log again = {0};
    cm_buf_init(&again.text);
    cm_buf_puts(&again.text, "");
    cm_diag_remove_handler(ctx, h);
    h = cm_diag_add_handler(ctx, log_handler, &again);
    CHECK(cm_verify(m) == r);
    CHECK(strcmp(again.text.data, log->text.data) == 0);
    cm_buf_free(&again.text);
    cm_op_destroy(m);
  }
  cm_diag_remove_handler(ctx, h);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return r;
}

/* ------------------------------------------------------ module text */

enum {
  E_NONE,
  E_DOM,       /* operand does not dominate its use */
  E_RET_TYPE,  /* std.return's type check (the op's hook) */
  E_CALL,      /* call to an undefined function (symbol-use walk) */
  E_CONST_FN,  /* std.constant of an undefined function (module lookup) */
  E_NO_TERM,   /* block without terminator (message prints the op) */
  E_WARN,      /* a warning, no error */
  E_ISOLATION, /* unregistered op in a region using a value from above */
  E_DUP,       /* a second function with the same name (module level) */
  E_UNREG,     /* op of an unregistered dialect (when not allowed) */
};

static void add_func(CmBuf *b, int i, int n, int err) {
  int callee = (i + 1) % n;
  if (err == E_NO_TERM) {
    cm_buf_printf(b, "func @f%d(%%a: i32, %%b: i32) -> i32 {\n", i);
    cm_buf_printf(b, "  %%c = constant %d : i32\n}\n", i);
    return;
  }
  cm_buf_printf(b, "func @f%d(%%a: i32, %%b: i32) -> i32 {\n", i);
  cm_buf_printf(b, "  %%c = constant %d : i32\n", i);
  cm_buf_puts(b, "  %0 = addi %a, %c : i32\n"
                 "  %1 = cmpi slt, %0, %b : i32\n"
                 "  cond_br %1, ^bb1(%0 : i32), ^bb2\n"
                 "^bb1(%x: i32):\n");
  cm_buf_printf(b, "  %%2 = call @%s%d(%%x, %%b) : (i32, i32) -> i32\n",
                err == E_CALL ? "nope" : "f", callee);
  cm_buf_puts(b, "  br ^bb2\n^bb2:\n");
  cm_buf_printf(b, "  %%fp = constant @%s%d : (i32, i32) -> i32\n",
                err == E_CONST_FN ? "nope" : "f", callee);
  if (err == E_DOM)
    cm_buf_puts(b, "  %bad = addi %2, %2 : i32\n");
  cm_buf_puts(b, "  \"tp.slow\"() : () -> ()\n");
  if (err == E_WARN)
    cm_buf_puts(b, "  \"tp.warn\"() : () -> ()\n");
  if (err == E_UNREG)
    cm_buf_puts(b, "  \"zz.op\"() : () -> ()\n");
  cm_buf_puts(b, "  \"xx.region\"() ({\n"
                 "    %3 = addi %0, %0 : i32\n"
                 "    \"xx.end\"(%3) : (i32) -> ()\n"
                 "  }) : () -> ()\n");
  if (err == E_ISOLATION)
    cm_buf_puts(b, "  \"tp.iso\"() ({\n"
                   "    \"xx.use\"(%0) : (i32) -> ()\n"
                   "  }) : () -> ()\n");
  if (err == E_RET_TYPE)
    cm_buf_puts(b, "  %c64 = constant 1 : i64\n  return %c64 : i64\n}\n");
  else
    cm_buf_puts(b, "  return %0 : i32\n}\n");
}

/* A module of n functions; errs[k] at function errs[k+1]'s index. */
static char *make_module(int n, const int *errs, size_t nerrs, bool nested) {
  CmBuf b;
  cm_buf_init(&b);
  cm_buf_puts(&b, "module {\n");
  for (int i = 0; i < n; i++) {
    int err = E_NONE;
    for (size_t k = 0; k + 1 < nerrs; k += 2)
      if (errs[k + 1] == i)
        err = errs[k];
    if (err == E_DUP) {
      add_func(&b, i - 1, n, E_NONE); /* @f<i-1> again */
      continue;
    }
    add_func(&b, i, n, err);
  }
  if (nested) {
    /* An inner module: an isolated symbol table as an item. */
    cm_buf_puts(&b, "module @inner {\n");
    for (int i = 0; i < 3; i++)
      add_func(&b, i, 3, E_NONE);
    cm_buf_puts(&b, "}\n");
  }
  cm_buf_puts(&b, "}\n");
  return cm_buf_detach(&b);
}

/* ------------------------------------------------------ the checks */

static int num_cases;

static void compare(const char *what, const char *src, bool unreg,
                    bool print_op, bool expect_ok) {
  Log seq, par;
  CmResult rs = verify_text(src, false, unreg, print_op, &seq);
  CmResult rp = verify_text(src, true, unreg, print_op, &par);
  num_cases++;
  if (rs != rp || strcmp(seq.text.data, par.text.data) != 0) {
    fprintf(stderr,
            "%s: parallel and sequential differ\n--- sequential (%d):\n%s"
            "--- parallel (%d):\n%s",
            what, rs, seq.text.data, rp, par.text.data);
    failures++;
  }
  if ((rs == CM_SUCCESS) != expect_ok) {
    fprintf(stderr, "%s: unexpected result %d:\n%s", what, rs,
            seq.text.data);
    failures++;
  }
  if (getenv("VP_DUMP"))
    fprintf(stderr, "== %s (print_op %d): %d\n%s", what, print_op, rs,
            seq.text.data);
  cm_buf_free(&seq.text);
  cm_buf_free(&par.text);
}

static void run_all(void) {
  const int n = 40;
  static const struct {
    const char *name;
    int errs[6];
    size_t nerrs;
    bool nested, unreg, ok;
  } cases[] = {
      {"valid", {0}, 0, false, true, true},
      {"valid+nested", {0}, 0, true, true, true},
      {"dominance in two", {E_DOM, 7, E_DOM, 23}, 4, false, true, false},
      {"ret type + dominance", {E_DOM, 30, E_RET_TYPE, 12}, 4, false, true,
       false},
      {"call + no terminator", {E_NO_TERM, 5, E_CALL, 33}, 4, false, true,
       false},
      {"const fn + call", {E_CALL, 2, E_CONST_FN, 38}, 4, false, true,
       false},
      {"warnings only", {E_WARN, 3, E_WARN, 36}, 4, false, true, true},
      {"warning + error", {E_WARN, 1, E_RET_TYPE, 20, E_WARN, 39}, 6, true,
       true, false},
      {"isolation", {E_ISOLATION, 11, E_DOM, 4}, 4, false, true, false},
      {"duplicate symbol", {E_DUP, 25, E_DOM, 31}, 4, false, true, false},
      {"unregistered dialect", {E_UNREG, 17, E_UNREG, 9}, 4, false, false,
       false},
      {"last function", {E_DOM, 39}, 2, true, true, false},
      {"const fn", {E_CONST_FN, 38}, 2, false, true, false},
      {"call only", {E_CALL, 21}, 2, true, true, false},
      {"no terminator", {E_NO_TERM, 5}, 2, false, true, false},
      {"warning + dominance", {E_WARN, 3, E_DOM, 10}, 4, false, true, false},
      /* every function passes, the module-level check fails */
      {"duplicate only", {E_DUP, 14}, 2, true, true, false},
  };
  for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
    char *src = make_module(n, cases[c].errs, cases[c].nerrs, cases[c].nested);
    for (int print_op = 0; print_op < 2; print_op++)
      compare(cases[c].name, src, cases[c].unreg, print_op, cases[c].ok);
    free(src);
  }
  /* Errors inside the nested module's functions. */
  const char *inner =
      "module {\n"
      "  func @a() { return }\n"
      "  func @b() { return }\n"
      "  module @m {\n"
      "    func @c() { call @missing() : () -> () return }\n"
      "    func @d() { %x = addi %y, %y : i32 %y = constant 1 : i32 "
      "return }\n"
      "  }\n"
      "  func @e() { call @b() : () -> () return }\n"
      "}\n";
  compare("inner module", inner, true, true, false);
  /* Isolated ops nested in a non-isolated unregistered op. */
  const char *wrapped = "module {\n"
                        "  \"w.wrap\"() ({\n"
                        "    func @a() { return }\n"
                        "    func @b() { call @a() : () -> () return }\n"
                        "    func @c() { call @zz() : () -> () return }\n"
                        "  }) : () -> ()\n"
                        "  func @d() { return }\n"
                        "}\n";
  compare("wrapped", wrapped, true, true, false);
  const char *wrapped_ok = "module {\n"
                           "  \"w.wrap\"() ({\n"
                           "    func @a() { return }\n"
                           "    func @b() { call @d() : () -> () return }\n"
                           "  }) : () -> ()\n"
                           "  func @d() { call @d() : () -> () return }\n"
                           "}\n";
  compare("wrapped ok", wrapped_ok, true, true, true);
  /* A warning outside the functions: the rest reports, the items pass. */
  const char *rest_warn = "module {\n"
                          "  func @a() { \"tp.warn\"() : () -> () return }\n"
                          "  \"tp.warn\"() : () -> ()\n"
                          "  func @b() { call @a() : () -> () return }\n"
                          "  func @c() { return }\n"
                          "}\n";
  compare("rest warning", rest_warn, true, true, true);
  const char *rest_warn2 = "module {\n"
                           "  func @a() { return }\n"
                           "  \"tp.warn\"() : () -> ()\n"
                           "  func @b() { call @a() : () -> () return }\n"
                           "}\n";
  compare("rest warning only", rest_warn2, true, false, true);
  /* Functions nested in a function are verified after the outer one's
   * dominance (upstream's order), by the same worker. */
  const char *nested_fn =
      "module {\n"
      "  func @a() { return }\n"
      "  func @b() {\n"
      "    \"w.wrap\"() ({\n"
      "      func @i() -> i32 { %c = constant 1 : i64 return %c : i64 }\n"
      "    }) : () -> ()\n"
      "    %x = addi %y, %y : i32 %y = constant 1 : i32\n"
      "    return\n"
      "  }\n"
      "  func @c() { %c = constant 1 : i64 return %c : i64 }\n"
      "}\n";
  compare("nested function", nested_fn, true, true, false);
  const char *nested_warn =
      "module {\n"
      "  func @a() { return }\n"
      "  func @b() {\n"
      "    \"w.wrap\"() ({\n"
      "      func @i() { \"tp.warn\"() : () -> () return }\n"
      "    }) : () -> ()\n"
      "    return\n"
      "  }\n"
      "  func @c() { return }\n"
      "}\n";
  compare("nested function warning", nested_warn, true, true, true);
  /* A dominance error outside the functions comes before theirs. */
  const char *rest_dom =
      "module {\n"
      "  func @a() { %x = addi %y, %y : i32 %y = constant 1 : i32 return }\n"
      "  func @b() { return }\n"
      "  \"w.wrap\"() ({\n"
      "    \"w.br\"()[^bb1] : () -> ()\n"
      "  ^bb1:\n"
      "    %u = \"w.use\"(%d) : (i32) -> i32\n"
      "    \"w.br\"()[^bb2] : () -> ()\n"
      "  ^bb2:\n"
      "    %d = \"w.def\"() : () -> i32\n"
      "    \"w.end\"() : () -> ()\n"
      "  }) : () -> ()\n"
      "}\n";
  compare("rest dominance", rest_dom, true, true, false);
}

/* ------------------------------------------------------ driver */

static int run_child(const char *self, const char *threads) {
  pid_t pid = fork();
  if (pid < 0)
    return 1;
  if (pid == 0) {
    setenv("CMLIR_NUM_THREADS", threads, 1);
    execl(self, self, "child", (char *)NULL);
    _exit(127);
  }
  int st = 0;
  if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st)) {
    fprintf(stderr, "child with CMLIR_NUM_THREADS=%s failed\n", threads);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  (void)argv;
  main_thread = pthread_self();
  run_all();
  /* With two or more threads, the hooks of some functions ran on a
   * worker thread (each hook sleeps, so every worker gets items). */
  if (cm_hw_threads() > 1)
    CHECK(atomic_load(&hooks_off_main) > 0);
  else
    CHECK(atomic_load(&hooks_off_main) == 0);
  if (argc < 2) {
    static const char *counts[] = {"1", "2", "3", "8"};
    for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]); i++)
      failures += run_child("/proc/self/exe", counts[i]);
    printf("%d cases x %zu thread counts\n", num_cases,
           sizeof(counts) / sizeof(counts[0]) + 1);
  }
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
