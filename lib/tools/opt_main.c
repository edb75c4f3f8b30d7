/* opt_main.c - the cmlir-opt driver (mlir-opt 13 compatible flags, exit
 * statuses and output).  See cmlir/opt_main.h. */
#include "cmlir/opt_main.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* ---------------------------------------------------------------------- */
/* Options                                                                 */
/* ---------------------------------------------------------------------- */

typedef enum { OPT_BOOL, OPT_STRING, OPT_UINT, OPT_LONG, OPT_ACTION } OptKind;

enum { ACT_NONE, ACT_HELP, ACT_VERSION, ACT_STATS };

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
  int64_t elide_larger, hex_larger;
  bool elide_set, hex_set;
  int action;
  CM_VEC(CmOptPass) passes;
  const CmOptHooks *hooks;
};

typedef struct OptDef {
  const char *name;
  OptKind kind;
  size_t offset;  /* into CmOptDriver */
  size_t offset2; /* the *_set flag for numbers, or action id */
  const char *arg;
  const char *help;
} OptDef;

#define OFF(f) offsetof(struct CmOptDriver, f)

static const OptDef opt_defs[] = {
    {"allow-unregistered-dialect", OPT_BOOL, OFF(allow_unregistered), 0, NULL,
     "Allow operation with no registered dialects"},
    {"help", OPT_ACTION, 0, ACT_HELP, NULL,
     "Display available options"},
    {"mlir-disable-threading", OPT_BOOL, OFF(disable_threading), 0, NULL,
     "Disabling multi-threading within MLIR"},
    {"mlir-elide-elementsattrs-if-larger", OPT_UINT, OFF(elide_larger),
     OFF(elide_set), "<uint>",
     "Elide ElementsAttrs with \"...\" that have more elements than the "
     "given upper limit"},
    {"mlir-pretty-debuginfo", OPT_BOOL, OFF(pretty_debuginfo), 0, NULL,
     "Print pretty debug info in MLIR output"},
    {"mlir-print-debuginfo", OPT_BOOL, OFF(print_debuginfo), 0, NULL,
     "Print debug info in MLIR output"},
    {"mlir-print-elementsattrs-with-hex-if-larger", OPT_LONG, OFF(hex_larger),
     OFF(hex_set), "<long>",
     "Print DenseElementsAttrs with a hex string that have more elements "
     "than the given upper limit (use -1 to disable)"},
    {"mlir-print-local-scope", OPT_BOOL, OFF(local_scope), 0, NULL,
     "Print with local scope and inline information (eliding aliases for "
     "attributes, types, and locations)"},
    {"mlir-print-op-generic", OPT_BOOL, OFF(print_generic), 0, NULL,
     "Print the generic op form"},
    {"mlir-print-op-on-diagnostic", OPT_BOOL, OFF(print_op_on_diag), 0, NULL,
     "When a diagnostic is emitted on an operation, also print the "
     "operation as an attached note"},
    {"mlir-print-stacktrace-on-diagnostic", OPT_BOOL, OFF(print_stacktrace), 0,
     NULL, "When a diagnostic is emitted, also print the stack trace as an "
           "attached note (accepted, no effect)"},
    {"mlir-timing", OPT_BOOL, OFF(timing), 0, NULL,
     "Display execution times"},
    {"mlir-timing-display", OPT_STRING, OFF(timing_display), 0, "<value>",
     "Display method for timing data"},
    {"o", OPT_STRING, OFF(output), 0, "<filename>", "Output filename"},
    {"print-op-stats", OPT_ACTION, 0, ACT_STATS, NULL,
     "Print statistics of operations (to stderr)"},
    {"show-dialects", OPT_BOOL, OFF(show_dialects), 0, NULL,
     "Print the list of registered dialects"},
    {"split-input-file", OPT_BOOL, OFF(split_input_file), 0, NULL,
     "Split the input file into pieces and process each chunk "
     "independently"},
    {"verify-diagnostics", OPT_BOOL, OFF(verify_diagnostics), 0, NULL,
     "Check that emitted diagnostics match expected-* lines on the "
     "corresponding line"},
    {"verify-each", OPT_BOOL, OFF(verify_each), 0, NULL,
     "Run the verifier after each transformation pass"},
    {"version", OPT_ACTION, 0, ACT_VERSION, NULL,
     "Display the version of this program"},
};

/* String options whose value must be one of a list (upstream's
 * cl::values); any other value is rejected as upstream does. */
static const char *const timing_display_values[] = {"list", "tree", NULL};
static const struct {
  size_t offset;
  const char *const *values;
} enum_opts[] = {{OFF(timing_display), timing_display_values}};

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

static void print_help(CmOptDriver *d, FILE *out) {
  fprintf(out,
          "OVERVIEW: MLIR modular optimizer driver\n\n"
          "USAGE: %s [options] <input file>\n\nOPTIONS:\n\n",
          d->prog);
  for (size_t i = 0; i < sizeof(opt_defs) / sizeof(opt_defs[0]); i++) {
    const OptDef *o = &opt_defs[i];
    char left[128];
    snprintf(left, sizeof(left), "%s%s%s%s", strlen(o->name) == 1 ? "-" : "--",
             o->name, o->arg ? "=" : "", o->arg ? o->arg : "");
    fprintf(out, "  %-54s - %s\n", left, o->help);
  }
  if (d->hooks && d->hooks->print_help)
    d->hooks->print_help(out, d->hooks->user);
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

void cm_opt_add_pass(CmOptDriver *drv, const char *name, CmOptPassFn run,
                     void *pass_user) {
  CmOptPass p = {name, run, pass_user};
  CM_VEC_PUSH(drv->passes, p);
}

/* -print-op-stats --------------------------------------------------------- */

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

static CmResult print_op_stats(CmOp *module, void *user) {
  (void)user;
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
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* Processing                                                              */
/* ---------------------------------------------------------------------- */

static void write_out(void *user, const char *data, size_t len) {
  fwrite(data, 1, len, (FILE *)user);
}

/* (upstream 13 does not list builtin, which every context has) */
static const char *const known_dialects[] = {
    "acc",        "affine",   "amx",    "arith", "arm_neon", "arm_sve",
    "async",      "complex",  "dlti",   "emitc", "gpu",      "linalg",
    "llvm",       "math",     "memref", "nvvm",  "omp",      "pdl",
    "pdl_interp", "quant",    "rocdl",  "scf",   "shape",    "sparse_tensor",
    "spv",        "std",      "tensor", "test",  "tosa",     "toy",
    "vector",     "x86vector"};

static void show_dialects(CmOptDriver *d, FILE *out) {
  CmContext *ctx = cm_context_create();
  if (d->hooks && d->hooks->setup_context)
    d->hooks->setup_context(ctx, d->hooks->user);
  fputs("Available Dialects:\n", out);
  for (size_t i = 0; i < sizeof(known_dialects) / sizeof(known_dialects[0]);
       i++)
    if (cm_lookup_dialect(ctx, known_dialects[i], strlen(known_dialects[i])))
      fprintf(out, "%s\n", known_dialects[i]);
  cm_context_destroy(ctx);
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
 * the parsed module), each pass by name (a pass run twice is one line),
 * the output, the rest, and the total.  The tree display (the default)
 * keeps the order of first run; the list display starts with the root
 * timer and sorts by descending time, as upstream's does. */
typedef struct Timing {
  bool on, list;
  double start;
  CM_VEC(struct TimingEntry { const char *name; double secs; }) entries;
} Timing;

static double now_secs(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void timing_add(Timing *t, const char *name, double since) {
  if (!t->on)
    return;
  double secs = now_secs() - since;
  for (size_t i = 0; i < t->entries.len; i++)
    if (!strcmp(t->entries.data[i].name, name)) {
      t->entries.data[i].secs += secs;
      return;
    }
  struct TimingEntry e = {name, secs};
  CM_VEC_PUSH(t->entries, e);
}

static void timing_line(FILE *f, double secs, double total, const char *name) {
  fprintf(f, "%10.4f (%5.1f%%)  %s\n", secs,
          total > 0 ? secs * 100.0 / total : 0.0, name);
}

static int timing_cmp(const void *a, const void *b) {
  const struct TimingEntry *x = a, *y = b;
  return x->secs > y->secs ? -1 : x->secs < y->secs ? 1 : 0;
}

static void timing_report(Timing *t, FILE *f) {
  if (!t->on)
    return;
  double total = now_secs() - t->start, rest = total;
  if (t->list) /* ties keep no particular order upstream either */
    qsort(t->entries.data, t->entries.len, sizeof *t->entries.data,
          timing_cmp);
  static const char rule[] = "===------------------------------------------"
                             "-------------------------------===";
  fprintf(f, "%s\n%*s... Execution time report ...\n%s\n", rule, 25, "",
          rule);
  fprintf(f, "  Total Execution Time: %.4f seconds\n\n", total);
  fprintf(f, "  ----Wall Time----  ----Name----\n");
  if (t->list)
    timing_line(f, total, total, "root");
  for (size_t i = 0; i < t->entries.len; i++) {
    timing_line(f, t->entries.data[i].secs, total, t->entries.data[i].name);
    rest -= t->entries.data[i].secs;
  }
  timing_line(f, rest > 0 ? rest : 0, total, "Rest");
  timing_line(f, total, total, "Total");
  fflush(f);
  CM_VEC_FREE(t->entries);
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
                   now_secs(),
                   {0}};
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
    /* ---- the pass pipeline hook: passes run here, between verification
     * and printing, in command-line order. ---- */
    for (size_t i = 0; i < d->passes.len && cm_succeeded(status); i++) {
      t0 = now_secs();
      status = d->passes.data[i].run(module, d->passes.data[i].user);
      if (cm_succeeded(status) && d->verify_each)
        status = cm_verify(module);
      timing_add(&timing, d->passes.data[i].name, t0);
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

/* Splits at every "// -----" as MLIR 13 does (plain substring split); each
 * chunk becomes a buffer named "within split at FILE:LINE offset ". */
static CmResult process_split(CmOptDriver *d, CmSourceBuffer *whole,
                              FILE *out) {
  static const char marker[] = "// -----";
  const size_t mlen = sizeof(marker) - 1;
  const char *p = whole->text, *end = whole->text + whole->len;
  unsigned line = 1;
  bool failed = false;
  CmBuf name;
  cm_buf_init(&name);
  for (;;) {
    const char *m = memmem(p, (size_t)(end - p), marker, mlen);
    const char *cend = m ? m : end;
    cm_buf_clear(&name);
    cm_buf_printf(&name, "within split at %s:%u offset ", whole->name, line);
    CmSourceMgr sm;
    cm_srcmgr_init(&sm);
    CmSourceBuffer *buf =
        cm_srcmgr_add(&sm, name.data, p, (size_t)(cend - p));
    if (cm_failed(process_buffer(d, &sm, buf, out, false)))
      failed = true;
    cm_srcmgr_free(&sm);
    if (!m)
      break;
    for (const char *q = p; q < cend;) {
      const char *nl = memchr(q, '\n', (size_t)(cend - q));
      if (!nl)
        break;
      line++;
      q = nl + 1;
    }
    p = m + mlen;
  }
  cm_buf_free(&name);
  return failed ? CM_FAILURE : CM_SUCCESS;
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
  d->output = "-";
  d->print_op_on_diag = true;
  d->verify_each = true;
  const char *positional[2] = {NULL, NULL};
  unsigned num_positional = 0;
  bool only_positional = false;
  int rc = 0;

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
      fprintf(stderr,
              "%s: Unknown command line argument '%s'.  Try: '%s --help'\n",
              d->prog, a, d->prog);
      rc = 1;
      goto out;
    }
    char *base = (char *)d;
    switch (o->kind) {
    case OPT_ACTION:
      if (o->offset2 == ACT_STATS)
        cm_opt_add_pass(d, "PrintOpStats", print_op_stats, NULL);
      else
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

  if (d->action == ACT_HELP) {
    print_help(d, stdout);
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
      if (cm_failed(r))
        unlink(d->output);
    }
    rc = cm_failed(r) ? 1 : 0;
  }

out:
  fflush(stdout);
  CM_VEC_FREE(d->passes);
  return rc;
}
