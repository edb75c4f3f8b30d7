/* opt_main.c - the cmlir-opt driver (mlir-opt 13 compatible flags, exit
 * statuses and output).  See cmlir/opt_main.h. */
#include "cmlir/opt_main.h"
#include "cmlir/tool_util.h"
#include "cmlir/pass.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* ---------------------------------------------------------------------- */
/* Options                                                                 */
/* ---------------------------------------------------------------------- */

typedef enum {
  OPT_BOOL,
  OPT_STRING,
  OPT_UINT,
  OPT_LONG,
  OPT_ACTION,
  OPT_PASSLIST /* pass arguments, comma separated, repeatable */
} OptKind;

enum {
  ACT_NONE,
  ACT_HELP,             /* --help: by category */
  ACT_HELP_HIDDEN,      /* --help-hidden: by category, hidden ones too */
  ACT_HELP_LIST,        /* --help-list: one sorted list */
  ACT_HELP_LIST_HIDDEN, /* --help-list-hidden */
  ACT_VERSION
};

/* One element of the command line's pipeline, in command-line order: a
 * pass flag (`-cse`, `-canonicalize='top-down=false'`), a -pass-pipeline
 * text, or a pass a tool added with cm_opt_add_pass. */
typedef struct PipeItem {
  const CmPassDef *def;     /* a pass flag */
  char *options;            /* its options text, or NULL */
  CmPassPipelineAst *ast;   /* a -pass-pipeline */
  CmPassDef *legacy;        /* cm_opt_add_pass (owned) */
  CmOptPass legacy_pass;
} PipeItem;

struct CmOptDriver {
  const char *prog;
  const char *input;
  const char *output;
  bool split_input_file;
  bool verify_diagnostics;
  bool allow_unregistered;
  bool disable_threading;
  bool print_op_on_diag;
  bool show_dialects;
  bool verify_each;
  bool print_generic, print_debuginfo, pretty_debuginfo, local_scope;
  bool print_stacktrace, timing;
  const char *timing_display; /* "list" or "tree" */
  bool pass_statistics;
  const char *stats_display; /* "list" or "pipeline" */
  bool print_before_all, print_after_all, print_after_change;
  bool print_after_failure, print_module_scope;
  CM_VEC(char *) print_before, print_after; /* pass arguments */
  const char *reproducer;
  bool local_reproducer, run_reproducer;
  int64_t elide_larger, hex_larger;
  bool elide_set, hex_set;
  int action;
  CM_VEC(PipeItem) passes;
  const CmOptHooks *hooks;
};

/* How --help shows an option (llvm::cl's category and hidden flag). */
enum {
  OPT_GENERAL = 0,     /* "General options" */
  OPT_GENERIC = 1,     /* "Generic Options": --help, --version, ... */
  OPT_HIDDEN = 2,      /* only in --help-hidden / --help-list-hidden */
  OPT_LIST_HIDDEN = 4, /* hidden in --help-list (llvm::cl unhides
                        * --help-list when it prints categories) */
};

typedef struct OptDef {
  const char *name;
  OptKind kind;
  size_t offset;  /* into CmOptDriver */
  size_t offset2; /* the *_set flag for numbers, or action id */
  const char *arg;
  const char *help;
  unsigned flags; /* OPT_GENERIC, OPT_HIDDEN, ... */
} OptDef;

#define OFF(f) offsetof(struct CmOptDriver, f)

static const OptDef opt_defs[] = {
    {"allow-unregistered-dialect", OPT_BOOL, OFF(allow_unregistered), 0, NULL,
     "Allow operation with no registered dialects", 0},
    {"h", OPT_ACTION, 0, ACT_HELP, NULL, "Alias for --help",
     OPT_GENERIC | OPT_HIDDEN},
    {"help", OPT_ACTION, 0, ACT_HELP, NULL,
     "Display available options (--help-hidden for more)", OPT_GENERIC},
    {"help-hidden", OPT_ACTION, 0, ACT_HELP_HIDDEN, NULL,
     "Display all available options", OPT_GENERIC | OPT_HIDDEN},
    {"help-list", OPT_ACTION, 0, ACT_HELP_LIST, NULL,
     "Display list of available options (--help-list-hidden for more)",
     OPT_GENERIC | OPT_LIST_HIDDEN},
    {"help-list-hidden", OPT_ACTION, 0, ACT_HELP_LIST_HIDDEN, NULL,
     "Display list of all available options", OPT_GENERIC | OPT_HIDDEN},
    {"mlir-disable-threading", OPT_BOOL, OFF(disable_threading), 0, NULL,
     "Disabling multi-threading within MLIR", 0},
    {"mlir-elide-elementsattrs-if-larger", OPT_UINT, OFF(elide_larger),
     OFF(elide_set), "<uint>",
     "Elide ElementsAttrs with \"...\" that have more elements than the "
     "given upper limit", 0},
    {"mlir-pretty-debuginfo", OPT_BOOL, OFF(pretty_debuginfo), 0, NULL,
     "Print pretty debug info in MLIR output", 0},
    {"mlir-print-debuginfo", OPT_BOOL, OFF(print_debuginfo), 0, NULL,
     "Print debug info in MLIR output", 0},
    {"mlir-print-elementsattrs-with-hex-if-larger", OPT_LONG, OFF(hex_larger),
     OFF(hex_set), "<long>",
     "Print DenseElementsAttrs with a hex string that have more elements "
     "than the given upper limit (use -1 to disable)", 0},
    {"mlir-print-local-scope", OPT_BOOL, OFF(local_scope), 0, NULL,
     "Print assuming in local scope by default", OPT_HIDDEN},
    {"mlir-print-op-generic", OPT_BOOL, OFF(print_generic), 0, NULL,
     "Print the generic op form", OPT_HIDDEN},
    {"mlir-print-op-on-diagnostic", OPT_BOOL, OFF(print_op_on_diag), 0, NULL,
     "When a diagnostic is emitted on an operation, also print the "
     "operation as an attached note", 0},
    {"mlir-print-stacktrace-on-diagnostic", OPT_BOOL, OFF(print_stacktrace), 0,
     NULL, "When a diagnostic is emitted, also print the stack trace as an "
           "attached note", 0}, /* (accepted, no effect) */
    {"mlir-timing", OPT_BOOL, OFF(timing), 0, NULL,
     "Display execution times", 0},
    {"mlir-timing-display", OPT_STRING, OFF(timing_display), 0, "<value>",
     "Display method for timing data", 0},
    {"o", OPT_STRING, OFF(output), 0, "<filename>", "Output filename", 0},
    {"pass-pipeline-crash-reproducer", OPT_STRING, OFF(reproducer), 0,
     "<string>",
     "Generate a .mlir reproducer file at the given output path if the "
     "pass manager crashes or fails", 0},
    {"pass-pipeline-local-reproducer", OPT_BOOL, OFF(local_reproducer), 0,
     NULL,
     "When generating a crash reproducer, attempt to generated a "
     "reproducer with the smallest pipeline.", 0},
    {"pass-statistics", OPT_BOOL, OFF(pass_statistics), 0, NULL,
     "Display the statistics of each pass", 0},
    {"pass-statistics-display", OPT_STRING, OFF(stats_display), 0, "<value>",
     "Display method for pass statistics", 0},
    {"print-ir-after", OPT_PASSLIST, OFF(print_after), 0, "<pass-arg>",
     "Print IR after specified passes", 0},
    {"print-ir-after-all", OPT_BOOL, OFF(print_after_all), 0, NULL,
     "Print IR after each pass", 0},
    {"print-ir-after-change", OPT_BOOL, OFF(print_after_change), 0, NULL,
     "When printing the IR after a pass, only print if the IR changed", 0},
    {"print-ir-after-failure", OPT_BOOL, OFF(print_after_failure), 0, NULL,
     "When printing the IR after a pass, only print if the pass failed", 0},
    {"print-ir-before", OPT_PASSLIST, OFF(print_before), 0, "<pass-arg>",
     "Print IR before specified passes", 0},
    {"print-ir-before-all", OPT_BOOL, OFF(print_before_all), 0, NULL,
     "Print IR before each pass", 0},
    {"print-ir-module-scope", OPT_BOOL, OFF(print_module_scope), 0, NULL,
     "When printing IR for print-ir-[before|after]{-all} always print the "
     "top-level operation", 0},
    {"run-reproducer", OPT_BOOL, OFF(run_reproducer), 0, NULL,
     "Append the command line options of the reproducer", 0},
    {"show-dialects", OPT_BOOL, OFF(show_dialects), 0, NULL,
     "Print the list of registered dialects", 0},
    {"split-input-file", OPT_BOOL, OFF(split_input_file), 0, NULL,
     "Split the input file into pieces and process each chunk "
     "independently", 0},
    {"verify-diagnostics", OPT_BOOL, OFF(verify_diagnostics), 0, NULL,
     "Check that emitted diagnostics match expected-* lines on the "
     "corresponding line", 0},
    {"verify-each", OPT_BOOL, OFF(verify_each), 0, NULL,
     "Run the verifier after each transformation pass", 0},
    {"version", OPT_ACTION, 0, ACT_VERSION, NULL,
     "Display the version of this program", OPT_GENERIC},
};

/* String options whose value must be one of a list (upstream's
 * cl::values); any other value is rejected as upstream does. */
static const char *const timing_display_values[] = {"list", "tree", NULL};
static const char *const stats_display_values[] = {"list", "pipeline", NULL};
static const struct {
  size_t offset;
  const char *const *values;
} enum_opts[] = {{OFF(timing_display), timing_display_values},
                 {OFF(stats_display), stats_display_values}};

static bool value_allowed(const OptDef *o, const char *value) {
  for (size_t i = 0; i < sizeof enum_opts / sizeof enum_opts[0]; i++) {
    if (enum_opts[i].offset != o->offset)
      continue;
    for (const char *const *v = enum_opts[i].values; *v; v++)
      if (!strcmp(*v, value))
        return true;
    return false;
  }
  return true;
}

/* --help and friends, in llvm::cl's layout as mlir-opt 13 prints it:
 * the overview with the available dialects, then the options sorted by
 * name, either by category ("General options", "Generic Options") or in
 * one list, with the pass listing (generated from the pass registry) just
 * before --show-dialects where mlir-opt 13 prints it. */

/* The width llvm::cl gives an option (getOptionWidth): the dashes, the
 * name, "=<value>", and 5. */
static unsigned opt_width(const OptDef *o) {
  size_t w = strlen(o->name) + (strlen(o->name) == 1 ? 1 : 2) + 5;
  if (o->arg)
    w += strlen(o->arg) + 1; /* "=<value>": the name in <> plus 3 */
  return (unsigned)w;
}

static bool opt_shown(const OptDef *o, bool hidden, bool categorized) {
  if (hidden)
    return true;
  if (o->flags & OPT_HIDDEN)
    return false;
  return categorized || !(o->flags & OPT_LIST_HIDDEN);
}

static void print_opt(FILE *out, const OptDef *o, unsigned width) {
  char left[128];
  snprintf(left, sizeof(left), "%s%s%s%s", strlen(o->name) == 1 ? "-" : "--",
           o->name, o->arg ? "=" : "", o->arg ? o->arg : "");
  fprintf(out, "  %-*s - %s\n", (int)width - 5, left, o->help);
  const char *const *values = NULL;
  const char *const *descs = NULL;
  static const char *const timing_descs[] = {
      "display the results in a list sorted by total time",
      "display the results ina with a nested tree view"};
  static const char *const stats_descs[] = {
      "display the results in a merged list sorted by pass name",
      "display the results with a nested pipeline view"};
  static const char *const timing_values[] = {"list", "tree", NULL};
  static const char *const stats_values[] = {"list", "pipeline", NULL};
  if (!strcmp(o->name, "mlir-timing-display")) {
    values = timing_values;
    descs = timing_descs;
  } else if (!strcmp(o->name, "pass-statistics-display")) {
    values = stats_values;
    descs = stats_descs;
  }
  for (unsigned i = 0; values && values[i]; i++)
    fprintf(out, "    =%-*s -   %s\n", (int)width - 8, values[i], descs[i]);
}

/* "Compiler passes to run": -pass-pipeline and every registered pass and
 * pipeline with its options. */
static void print_pass_help(FILE *out, unsigned width) {
  fputs("  Compiler passes to run\n", out);
  cm_pass_help_entry(out, 4, width, "pass-pipeline",
                     "A textual description of a pass pipeline to run");
  cm_pass_registry_print_help(out, 4, width);
}

/* The registered dialects, sorted, without builtin (which mlir-opt 13
 * does not list), each followed by `sep`. */
static void print_dialects(CmOptDriver *d, FILE *out, const char *sep,
                           const char *last) {
  CmContext *ctx = cm_context_create();
  if (d->hooks && d->hooks->setup_context)
    d->hooks->setup_context(ctx, d->hooks->user);
  size_t n = cm_context_num_dialects(ctx), m = 0;
  const char **names = cm_xcalloc(n ? n : 1, sizeof(char *));
  for (size_t i = 0; i < n; i++) {
    const char *name = cm_context_dialect(ctx, i)->name;
    if (!strcmp(name, "builtin"))
      continue;
    size_t j = m++;
    while (j > 0 && strcmp(names[j - 1], name) > 0) {
      names[j] = names[j - 1];
      j--;
    }
    names[j] = name;
  }
  for (size_t i = 0; i < m; i++)
    fprintf(out, "%s%s", names[i], i + 1 < m ? sep : last);
  free(names);
  cm_context_destroy(ctx);
}

static void print_help(CmOptDriver *d, FILE *out, int action) {
  bool hidden = action == ACT_HELP_HIDDEN || action == ACT_HELP_LIST_HIDDEN;
  bool categorized = action == ACT_HELP || action == ACT_HELP_HIDDEN;
  size_t n = sizeof(opt_defs) / sizeof(opt_defs[0]);
  /* mlir-opt 13's column: its widest --help entry is a test pass (58) */
  unsigned width = 58, pw = cm_pass_registry_help_width();
  width = pw > width ? pw : width;
  for (size_t i = 0; i < n; i++)
    if (opt_shown(&opt_defs[i], hidden, categorized) &&
        opt_width(&opt_defs[i]) > width)
      width = opt_width(&opt_defs[i]);

  /* upstream MlirOptMain: the tool name, then the dialects */
  const char *overview = d->hooks && d->hooks->overview
                             ? d->hooks->overview
                             : "MLIR modular optimizer driver";
  fprintf(out, "OVERVIEW: %s\n\nAvailable Dialects: ", overview);
  print_dialects(d, out, ", ", "");
  fprintf(out, "\nUSAGE: %s [options] <input file>\n\nOPTIONS:\n", d->prog);
  for (unsigned cat = 0; cat < (categorized ? 2u : 1u); cat++) {
    if (categorized)
      fputs(cat == OPT_GENERAL ? "\nGeneral options:\n\n"
                               : "\nGeneric Options:\n\n",
            out);
    for (size_t i = 0; i < n; i++) {
      const OptDef *o = &opt_defs[i];
      if (categorized && (o->flags & OPT_GENERIC) != cat)
        continue;
      if (!opt_shown(o, hidden, categorized))
        continue;
      if (!strcmp(o->name, "show-dialects"))
        print_pass_help(out, width);
      print_opt(out, o, width);
    }
    if (cat == OPT_GENERAL && d->hooks && d->hooks->print_help)
      d->hooks->print_help(out, d->hooks->user);
  }
}

static const char *dash(const char *name) {
  return strlen(name) == 1 ? "-" : "--";
}

static bool parse_bool(const char *v, bool *out) {
  if (!strcmp(v, "true") || !strcmp(v, "TRUE") || !strcmp(v, "True") ||
      !strcmp(v, "1")) {
    *out = true;
    return true;
  }
  if (!strcmp(v, "false") || !strcmp(v, "FALSE") || !strcmp(v, "False") ||
      !strcmp(v, "0")) {
    *out = false;
    return true;
  }
  return false;
}

static bool parse_int(const char *v, bool is_unsigned, int64_t *out) {
  if (!*v)
    return false;
  if (is_unsigned && *v == '-')
    return false;
  errno = 0;
  char *end;
  long long x = strtoll(v, &end, 0);
  if (errno || *end)
    return false;
  if (is_unsigned && (x < 0 || x > 0xffffffffLL))
    return false;
  *out = x;
  return true;
}

/* A tool's pass (cm_opt_add_pass): an op-agnostic pass whose data is the
 * CmOptPass. */
static CmResult legacy_run(CmPassRun *run, CmOp *op) {
  const CmOptPass *p = cm_pass_data(cm_pass_run_pass(run));
  return p->run(op, p->user);
}

void cm_opt_add_pass(CmOptDriver *drv, const char *name, CmOptPassFn run,
                     void *pass_user) {
  PipeItem it;
  memset(&it, 0, sizeof it);
  it.legacy = cm_xcalloc(1, sizeof(CmPassDef));
  it.legacy->argument = name;
  it.legacy->name = name;
  it.legacy->run = legacy_run;
  it.legacy_pass = (CmOptPass){name, run, pass_user};
  CM_VEC_PUSH(drv->passes, it);
}

static void free_pipe_items(CmOptDriver *d) {
  for (size_t i = 0; i < d->passes.len; i++) {
    free(d->passes.data[i].options);
    cm_pass_pipeline_ast_free(d->passes.data[i].ast);
    free(d->passes.data[i].legacy);
  }
  CM_VEC_FREE(d->passes);
}

/* Builds the pass manager of one buffer from the command line's items;
 * NULL after reporting an error. */
static CmPassManager *build_pass_manager(CmOptDriver *d, CmContext *ctx) {
  CmPassManager *pm =
      cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_IMPLICIT);
  cm_pass_manager_set_verify_each(pm, d->verify_each);
  bool ir_printing = d->print_before_all || d->print_after_all ||
                     d->print_after_failure || d->print_before.len ||
                     d->print_after.len;
  /* upstream aborts on these two ("LLVM ERROR: ..."); cmlir reports the
   * same text and fails */
  if (ir_printing && d->print_module_scope && cm_context_threading(ctx)) {
    fprintf(stderr, "LLVM ERROR: IR printing can't be setup on a "
                    "pass-manager without disabling multi-threading "
                    "first.\n");
    cm_pass_manager_destroy(pm);
    return NULL;
  }
  if (d->reproducer && d->local_reproducer && cm_context_threading(ctx)) {
    fprintf(stderr, "LLVM ERROR: Local crash reproduction can't be setup on "
                    "a pass-manager without disabling multi-threading "
                    "first.\n");
    cm_pass_manager_destroy(pm);
    return NULL;
  }
  if (ir_printing) {
    CmIRPrintConfig cfg = {
        .before_all = d->print_before_all,
        .after_all = d->print_after_all,
        .after_change = d->print_after_change,
        .after_failure = d->print_after_failure,
        .module_scope = d->print_module_scope,
        .before = (const char *const *)d->print_before.data,
        .num_before = d->print_before.len,
        .after = (const char *const *)d->print_after.data,
        .num_after = d->print_after.len,
        .out = stderr};
    cm_pass_manager_enable_ir_printing(pm, &cfg);
  }
  if (d->reproducer)
    cm_pass_manager_enable_crash_reproducer(pm, d->reproducer,
                                            d->local_reproducer);
  for (size_t i = 0; i < d->passes.len; i++) {
    PipeItem *it = &d->passes.data[i];
    CmResult r = CM_SUCCESS;
    if (it->ast) {
      r = cm_pass_pipeline_ast_add(it->ast, pm, stderr);
    } else {
      CmBuf err;
      cm_buf_init(&err);
      CmPass *p = cm_pass_create(it->legacy ? it->legacy : it->def,
                                 it->options, &err);
      if (err.len) {
        fputs(err.data, stderr);
        fflush(stderr);
      }
      cm_buf_free(&err);
      if (p && it->legacy)
        cm_pass_set_data(p, &it->legacy_pass);
      r = p ? cm_pass_manager_add(pm, p) : CM_FAILURE;
    }
    if (cm_failed(r)) {
      cm_pass_manager_destroy(pm);
      return NULL;
    }
  }
  return pm;
}

/* ---------------------------------------------------------------------- */
/* Processing                                                              */
/* ---------------------------------------------------------------------- */

static void write_out(void *user, const char *data, size_t len) {
  fwrite(data, 1, len, (FILE *)user);
}

static void show_dialects(CmOptDriver *d, FILE *out) {
  fputs("Available Dialects:\n", out);
  print_dialects(d, out, "\n", "\n");
}

/* Skipping the teardown at process exit (as clang's -disable-free): the
 * module and context of the last buffer are not freed when the process is
 * about to exit anyway - freeing a large module costs as much as a tenth
 * of the run.  Sanitizer builds always free (leak checking), and so does
 * any run with CMLIR_FREE_AT_EXIT set in the environment.  The objects
 * stay reachable from these statics, so leak checkers do not report them. */
#if defined(__SANITIZE_ADDRESS__)
#define CM_OPT_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define CM_OPT_SANITIZER 1
#endif
#endif
#ifndef CM_OPT_SANITIZER
#define CM_OPT_SANITIZER 0
#endif
static CmContext *leaked_ctx;
static CmOp *leaked_module;

static bool free_at_exit(void) {
  return CM_OPT_SANITIZER || getenv("CMLIR_FREE_AT_EXIT") != NULL;
}

/* -mlir-timing ----------------------------------------------------------- */

/* Wall-clock phases of one processed buffer, reported as upstream's
 * DefaultTimingManager does: the parser (which includes verification of
 * the parsed module), each pass and nested pipeline by name (timing.c),
 * the output, the rest, and the total. */
typedef struct Timing {
  bool on, list;
  double start;
  CmTimingTree *tree;
} Timing;

static double now_secs(void) { return cm_time_now(); }

static void timing_add(Timing *t, const char *name, double since) {
  if (!t->on)
    return;
  cm_timer_add(cm_timer_child(cm_timing_root(t->tree), name),
               now_secs() - since);
}

static void timing_report(Timing *t, FILE *f) {
  if (!t->on)
    return;
  cm_timing_print(t->tree, now_secs() - t->start, t->list, f);
  cm_timing_destroy(t->tree);
  t->tree = NULL;
}

/* Makes the printing options of the command line the process's default
 * flags, which the output and the ops that diagnostics show both use
 * (upstream's OpPrintingFlags read them from the command line the same
 * way). */
static void set_print_defaults(const CmOptDriver *d) {
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  flags.generic = d->print_generic;
  flags.debuginfo = d->print_debuginfo;
  flags.pretty_debuginfo = d->pretty_debuginfo;
  flags.local_scope = d->local_scope;
  if (d->elide_set)
    flags.elide_elements_if_larger = d->elide_larger;
  if (d->hex_set)
    flags.hex_elements_if_larger = d->hex_larger;
  cm_print_flags_set_defaults(&flags);
}

/* Parses, verifies, transforms and prints one buffer of `sm`.  With
 * `last_buffer` the module and context may be left to the process exit. */
static CmResult process_buffer(CmOptDriver *d, CmSourceMgr *sm,
                               CmSourceBuffer *buf, FILE *out,
                               bool last_buffer) {
  Timing timing = {d->timing,
                   d->timing_display && !strcmp(d->timing_display, "list"),
                   now_secs(), NULL};
  if (timing.on)
    timing.tree = cm_timing_create();
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, d->allow_unregistered);
  cm_context_set_threading(ctx, !d->disable_threading);
  cm_context_set_print_op_on_diagnostic(
      ctx, d->print_op_on_diag && !d->verify_diagnostics);
  if (d->hooks && d->hooks->setup_context)
    d->hooks->setup_context(ctx, d->hooks->user);

  CmSrcDiagHandler *plain = NULL;
  CmVerifyDiagHandler *verifier = NULL;
  if (d->verify_diagnostics)
    verifier = cm_verifydiag_install(ctx, sm, buf, stderr);
  else
    plain = cm_srcdiag_install(ctx, sm, stderr);

  CmResult status = CM_FAILURE;
  double t0 = now_secs();
  CmOp *module = cm_parse_source(ctx, buf);
  bool parsed = module && cm_succeeded(cm_verify(module));
  timing_add(&timing, "Parser", t0);
  if (parsed) {
    status = CM_SUCCESS;
    /* ---- the pass pipeline: built for this buffer (pass options are
     * parsed here, as upstream does per buffer), run between verification
     * and printing. ---- */
    if (d->passes.len) {
      CmPassManager *pm = build_pass_manager(d, ctx);
      if (!pm) {
        status = CM_FAILURE;
      } else {
        if (timing.on)
          cm_pass_manager_enable_timing(pm, cm_timing_root(timing.tree));
        status = cm_pass_manager_run(pm, module);
        if (d->pass_statistics)
          cm_pass_manager_print_statistics(
              pm,
              d->stats_display && !strcmp(d->stats_display, "list"),
              stderr);
        cm_pass_manager_destroy(pm);
      }
    }
    if (cm_succeeded(status)) {
      CmPrintFlags flags; /* the command line's (set_print_defaults) */
      cm_print_flags_default(&flags);
      t0 = now_secs();
      cm_print_op_cb(module, &flags, write_out, out);
      fputc('\n', out);
      if (timing.on) /* the output's time includes writing it out */
        fflush(out);
      timing_add(&timing, "Output", t0);
    }
  }
  timing_report(&timing, stderr);
  bool keep = last_buffer && !free_at_exit();
  if (module && !keep)
    cm_op_destroy(module);
  if (verifier)
    status = cm_verifydiag_finish(verifier);
  if (plain)
    cm_srcdiag_uninstall(plain);
  if (keep) {
    if (leaked_ctx) { /* a second run in the same process */
      if (leaked_module)
        cm_op_destroy(leaked_module);
      cm_context_destroy(leaked_ctx);
    }
    leaked_ctx = ctx;
    leaked_module = module;
  } else {
    cm_context_destroy(ctx);
  }
  return status;
}

/* -split-input-file: each chunk is processed as its own buffer
 * (cm_split_input_file, shared with cmlir-translate). */
typedef struct SplitCtx {
  CmOptDriver *d;
  FILE *out;
} SplitCtx;

static CmResult process_chunk(CmSourceMgr *sm, CmSourceBuffer *chunk,
                              void *user) {
  SplitCtx *sc = user;
  return process_buffer(sc->d, sm, chunk, sc->out, false);
}

static CmResult process_split(CmOptDriver *d, CmSourceBuffer *whole,
                              FILE *out) {
  SplitCtx sc = {d, out};
  return cm_split_input_file(whole, process_chunk, &sc);
}

static const OptDef *find_opt(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof(opt_defs) / sizeof(opt_defs[0]); i++)
    if (strlen(opt_defs[i].name) == len &&
        memcmp(opt_defs[i].name, name, len) == 0)
      return &opt_defs[i];
  return NULL;
}

/* Allocator policy of the tool (not of the library): grow the heaps in
 * large steps.  By default glibc grows a thread's heap a page at a time,
 * with an mprotect - and a TLB shootdown across the other threads - for
 * each page; with parallel parsing that cost a third of the system time.
 * Untouched reserve is not resident, so peak RSS does not change. */
static void tune_allocator(void) {
#ifdef __GLIBC__
  mallopt(M_TOP_PAD, 64 << 20);
#endif
}

int cm_opt_main(int argc, char **argv, const CmOptHooks *hooks) {
  tune_allocator();
  CmOptDriver drv;
  memset(&drv, 0, sizeof(drv));
  CmOptDriver *d = &drv;
  d->hooks = hooks;
  const char *prog = argc > 0 && argv[0] ? argv[0] : "cmlir-opt";
  const char *slash = strrchr(prog, '/');
  d->prog = slash ? slash + 1 : prog;
  cm_pass_set_program_name(d->prog);
  d->output = "-";
  d->print_op_on_diag = true;
  d->verify_each = true;
  const char *positional[2] = {NULL, NULL};
  unsigned num_positional = 0;
  bool only_positional = false;
  int rc = 0;

  /* -run-reproducer: the options of the input's "// configuration:" line
   * are appended to the command line */
  char **repro_argv = NULL;
  char *repro_text = NULL;
  {
    bool run_repro = false;
    const char *in = NULL;
    for (int i = 1; i < argc; i++) {
      const char *a = argv[i];
      if (!strcmp(a, "-run-reproducer") || !strcmp(a, "--run-reproducer") ||
          !strcmp(a, "-run-reproducer=true") ||
          !strcmp(a, "--run-reproducer=true") ||
          !strcmp(a, "-run-reproducer=1") || !strcmp(a, "--run-reproducer=1"))
        run_repro = true;
      else if (a[0] != '-' && !in && !(i > 1 && !strcmp(argv[i - 1], "-o")))
        in = a;
    }
    FILE *f = run_repro && in ? fopen(in, "rb") : NULL;
    if (f) {
      char line[8192];
      static const char tag[] = "// configuration:";
      if (fgets(line, sizeof line, f) && !strncmp(line, tag, sizeof tag - 1)) {
        repro_text = cm_xstrndup(line + sizeof tag - 1,
                                 strlen(line + sizeof tag - 1));
        repro_argv = cm_xcalloc((size_t)argc + strlen(repro_text) + 1,
                                sizeof(char *));
        for (int i = 0; i < argc; i++)
          repro_argv[i] = argv[i];
        int n = argc;
        /* split at spaces outside single quotes, dropping the quotes */
        char *w = repro_text, *r = repro_text;
        while (*r) {
          while (*r == ' ' || *r == '\n' || *r == '\r')
            r++;
          if (!*r)
            break;
          repro_argv[n++] = w;
          bool q = false;
          while (*r && (q || (*r != ' ' && *r != '\n' && *r != '\r'))) {
            if (*r == '\'') {
              q = !q;
              r++;
              continue;
            }
            *w++ = *r++;
          }
          if (*r)
            r++;
          *w++ = 0;
        }
        argv = repro_argv;
        argc = n;
      }
      fclose(f);
    }
  }

  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (only_positional || a[0] != '-' || a[1] == 0) {
      if (num_positional < 2)
        positional[num_positional] = a;
      num_positional++;
      continue;
    }
    if (!strcmp(a, "--")) {
      only_positional = true;
      continue;
    }
    const char *name = a + 1;
    if (*name == '-')
      name++;
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
    const OptDef *o = find_opt(name, nlen);
    if (!o && nlen == 13 && !memcmp(name, "pass-pipeline", 13)) {
      if (!value) {
        if (i + 1 >= argc) {
          fprintf(stderr, "%s: for the --pass-pipeline option: requires a "
                          "value!\n", d->prog);
          rc = 1;
          goto out;
        }
        value = argv[++i];
      }
      CmBuf err;
      cm_buf_init(&err);
      PipeItem it;
      memset(&it, 0, sizeof it);
      it.ast = cm_pass_pipeline_ast_parse(value, &err);
      if (!it.ast) {
        fputs(err.data ? err.data : "", stderr);
        cm_buf_free(&err);
        rc = 1;
        goto out;
      }
      cm_buf_free(&err);
      CM_VEC_PUSH(d->passes, it);
      continue;
    }
    const CmPassDef *pdef = o ? NULL : cm_pass_lookup(name, nlen);
    if (pdef) {
      PipeItem it;
      memset(&it, 0, sizeof it);
      it.def = pdef;
      it.options = value ? cm_xstrndup(value, strlen(value)) : NULL;
      CM_VEC_PUSH(d->passes, it);
      continue;
    }
    if (!o) {
      int h = 0;
      if (hooks && hooks->handle_flag) {
        char *n = cm_xstrndup(name, nlen);
        h = hooks->handle_flag(d, hooks->user, n, value);
        free(n);
      }
      if (h < 0) {
        rc = 1;
        goto out;
      }
      if (h > 0)
        continue;
      CmGlobalFlag *gflag = cm_global_flag_lookup(name, nlen);
      if (gflag) {
        if (gflag->kind != CM_GLOBAL_FLAG_BOOL && !value) {
          if (i + 1 >= argc) {
            fprintf(stderr, "%s: for the --%s option: requires a value!\n",
                    d->prog, gflag->name);
            rc = 1;
            goto out;
          }
          value = argv[++i];
        }
        if (!cm_global_flag_set(gflag, value)) {
          fprintf(stderr,
                  "%s: for the --%s option: '%s' value invalid for %s "
                  "argument!\n",
                  d->prog, gflag->name, value ? value : "",
                  gflag->kind == CM_GLOBAL_FLAG_BOOL ? "boolean" : "integer");
          rc = 1;
          goto out;
        }
        continue;
      }
      fprintf(stderr,
              "%s: Unknown command line argument '%s'.  Try: '%s --help'\n",
              d->prog, a, d->prog);
      rc = 1;
      goto out;
    }
    char *base = (char *)d;
    switch (o->kind) {
    case OPT_ACTION:
      if (value) {
        fprintf(stderr,
                "%s: for the %s%s option: does not allow a value! '%s' "
                "specified.\n",
                d->prog, dash(o->name), o->name, value);
        rc = 1;
        goto out;
      }
      d->action = (int)o->offset2;
      break;
    case OPT_BOOL: {
      bool v = true;
      if (value && !parse_bool(value, &v)) {
        fprintf(stderr,
                "%s: for the %s%s option: '%s' is invalid value for boolean "
                "argument! Try 0 or 1\n",
                d->prog, dash(o->name), o->name, value);
        rc = 1;
        goto out;
      }
      *(bool *)(base + o->offset) = v;
      break;
    }
    case OPT_PASSLIST: {
      if (!value) {
        if (i + 1 >= argc) {
          fprintf(stderr, "%s: for the %s%s option: requires a value!\n",
                  d->prog, dash(o->name), o->name);
          rc = 1;
          goto out;
        }
        value = argv[++i];
      }
      CM_VEC(char *) *list = (void *)(base + o->offset);
      for (const char *v = value;;) {
        const char *c = strchr(v, ',');
        size_t n = c ? (size_t)(c - v) : strlen(v);
        if (!cm_pass_lookup(v, n)) {
          fprintf(stderr,
                  "%s: for the %s%s option: Cannot find option named "
                  "'%.*s'!\n",
                  d->prog, dash(o->name), o->name, (int)n, v);
          rc = 1;
          goto out;
        }
        CM_VEC_PUSH(*list, cm_xstrndup(v, n));
        if (!c)
          break;
        v = c + 1;
      }
      break;
    }
    case OPT_STRING:
    case OPT_UINT:
    case OPT_LONG:
      if (!value) {
        if (i + 1 >= argc) {
          fprintf(stderr, "%s: for the %s%s option: requires a value!\n",
                  d->prog, dash(o->name), o->name);
          rc = 1;
          goto out;
        }
        value = argv[++i];
      }
      if (o->kind == OPT_STRING) {
        if (!value_allowed(o, value)) {
          fprintf(stderr,
                  "%s: for the %s%s option: Cannot find option named '%s'!\n",
                  d->prog, dash(o->name), o->name, value);
          rc = 1;
          goto out;
        }
        *(const char **)(base + o->offset) = value;
      } else {
        int64_t v;
        if (!parse_int(value, o->kind == OPT_UINT, &v)) {
          fprintf(stderr,
                  "%s: for the %s%s option: '%s' value invalid for %s "
                  "argument!\n",
                  d->prog, dash(o->name), o->name, value,
                  o->kind == OPT_UINT ? "uint" : "long");
          rc = 1;
          goto out;
        }
        *(int64_t *)(base + o->offset) = v;
        *(bool *)(base + o->offset2) = true;
      }
      break;
    }
  }

  if (d->action != ACT_NONE && d->action != ACT_VERSION) {
    print_help(d, stdout, d->action);
    goto out;
  }
  if (d->action == ACT_VERSION) {
    printf("cmlir-opt (cmlir) 0.1.0\n  compatible with MLIR 13.0.1\n");
    goto out;
  }
  if (num_positional > 1) {
    fprintf(stderr,
            "%s: Too many positional arguments specified!\nCan specify at "
            "most 1 positional arguments: See: %s --help\n",
            d->prog, d->prog);
    rc = 1;
    goto out;
  }
  if (d->show_dialects) {
    show_dialects(d, stdout);
    goto out;
  }
  d->input = num_positional ? positional[0] : "-";
  set_print_defaults(d);

  {
    CmSourceMgr sm;
    cm_srcmgr_init(&sm);
    CmSourceBuffer *buf = cm_srcmgr_add_file(&sm, d->input);
    if (!buf) {
      fprintf(stderr, "cannot open input file '%s': %s\n", d->input,
              strerror(errno));
      cm_srcmgr_free(&sm);
      rc = 1;
      goto out;
    }
    bool to_stdout = !strcmp(d->output, "-");
    FILE *out = to_stdout ? stdout : fopen(d->output, "wb");
    if (!out) {
      fprintf(stderr, "cannot open output file '%s': %s\n", d->output,
              strerror(errno));
      cm_srcmgr_free(&sm);
      rc = 1;
      goto out;
    }
    static char outbuf[1 << 16];
    setvbuf(out, outbuf, _IOFBF, sizeof(outbuf));
    CmResult r = d->split_input_file ? process_split(d, buf, out)
                                     : process_buffer(d, &sm, buf, out, true);
    cm_srcmgr_free(&sm);
    if (fflush(out) != 0)
      r = CM_FAILURE;
    if (!to_stdout) {
      fclose(out);
      /* A failed run leaves no output file behind; only a regular file is
       * removed (`-o /dev/null` run as root must not delete the device). */
      struct stat st;
      if (cm_failed(r) && stat(d->output, &st) == 0 && S_ISREG(st.st_mode))
        unlink(d->output);
    }
    rc = cm_failed(r) ? 1 : 0;
  }

out:
  fflush(stdout);
  free_pipe_items(d);
  for (size_t k = 0; k < d->print_before.len; k++)
    free(d->print_before.data[k]);
  for (size_t k = 0; k < d->print_after.len; k++)
    free(d->print_after.data[k]);
  CM_VEC_FREE(d->print_before);
  CM_VEC_FREE(d->print_after);
  free(repro_argv);
  free(repro_text);
  return rc;
}
