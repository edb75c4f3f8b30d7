/* instrument.c - the instrumentations of the pass manager that mlir-opt
 * exposes: IR printing (upstream IRPrinterInstrumentation), statistics
 * (PassStatistics.cpp) and the crash reproducer (PassCrashRecovery.cpp),
 * with MLIR 13's output formats. */
#include "pass_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t print_lock = PTHREAD_MUTEX_INITIALIZER;

static CmOp *top_level(CmOp *op) {
  for (CmOp *p; (p = cm_op_parent_op(op)) != NULL;)
    op = p;
  return op;
}

/* " ('func' operation: @f)" */
static void op_description(CmOp *op, CmBuf *out) {
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  cm_buf_printf(out, "'%.*s' operation", (int)name.len, name.data);
  CmAttr *sym = cm_op_get_attr(op, "sym_name");
  if (sym && sym->kind == CM_ATTR_STRING)
    cm_buf_printf(out, ": @%s", sym->str.value->str);
}

/* ------------------------------------------------------------ IR printing */

typedef struct IRPrinter {
  CmIRPrintConfig cfg;
  char **before, **after; /* copies of the lists */
} IRPrinter;

typedef struct FpStack {
  uint64_t fp[64];
  unsigned sp;
} FpStack;
static _Thread_local FpStack tl_fp;

static bool in_list(char **list, size_t n, const CmPass *pass) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(list[i], cm_pass_def(pass)->argument))
      return true;
  return false;
}

static CmWalkResult fp_walk(CmOp *op, void *user) {
  uint64_t *h = user;
  uint64_t x = cm_hash_combine(*h, (uintptr_t)op);
  x = cm_hash_combine(x, (uintptr_t)cm_op_attrs(op));
  x = cm_hash_combine(x, (uint64_t)cm_op_locref(op));
  x = cm_hash_combine(x, (uintptr_t)cm_op_block(op));
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    x = cm_hash_combine(x, (uintptr_t)cm_op_operand(op, i));
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    x = cm_hash_combine(x, (uintptr_t)cm_op_result(op, i)->type);
  for (unsigned i = 0; i < cm_op_num_successors(op); i++)
    x = cm_hash_combine(x, (uintptr_t)cm_op_successor(op, i));
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next) {
      x = cm_hash_combine(x, (uintptr_t)b);
      for (uint32_t a = 0; a < b->num_args; a++)
        x = cm_hash_combine(x, (uintptr_t)b->args[a]->type);
    }
  *h = x;
  return CM_WALK_ADVANCE;
}

/* upstream OperationFingerPrint: changes when the op or anything nested
 * in it changes */
static uint64_t fingerprint(CmOp *op) {
  uint64_t h = 0x9e3779b97f4a7c15ull;
  cm_walk_pre(op, fp_walk, &h);
  return h;
}

static void print_ir(IRPrinter *p, const char *when, const CmPass *pass,
                     CmOp *op, bool failed) {
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  if (failed)
    flags.generic = true;
  CmBuf out;
  cm_buf_init(&out);
  cm_buf_printf(&out, "// -----// IR Dump %s %s", when,
                cm_pass_def(pass)->name);
  CmOp *print_op = op;
  if (p->cfg.module_scope) {
    cm_buf_puts(&out, " (");
    op_description(op, &out);
    cm_buf_putc(&out, ')');
    print_op = top_level(op);
  }
  cm_buf_printf(&out, "%s //----- //\n", failed ? " Failed" : "");
  if (!p->cfg.module_scope && cm_op_block(op))
    flags.local_scope = true;
  cm_print_op(print_op, &flags, &out);
  cm_buf_puts(&out, "\n\n");
  FILE *f = p->cfg.out ? p->cfg.out : stderr;
  pthread_mutex_lock(&print_lock);
  fwrite(out.data, 1, out.len, f);
  fflush(f);
  pthread_mutex_unlock(&print_lock);
  cm_buf_free(&out);
}

static bool print_after_enabled(IRPrinter *p, const CmPass *pass) {
  return p->cfg.after_all || p->cfg.after_failure ||
         in_list(p->after, p->cfg.num_after, pass);
}

static void irp_before_pass(void *user, const CmPass *pass, CmOp *op) {
  IRPrinter *p = user;
  if (p->cfg.after_change) {
    if (tl_fp.sp < 64)
      tl_fp.fp[tl_fp.sp] = fingerprint(op);
    tl_fp.sp++;
  }
  if (p->cfg.before_all || in_list(p->before, p->cfg.num_before, pass))
    print_ir(p, "Before", pass, op, false);
}

static void irp_after_pass(void *user, const CmPass *pass, CmOp *op,
                           bool failed) {
  IRPrinter *p = user;
  bool changed = true;
  if (p->cfg.after_change && tl_fp.sp) {
    tl_fp.sp--;
    if (tl_fp.sp < 64 && !failed)
      changed = tl_fp.fp[tl_fp.sp] != fingerprint(op);
  }
  if (!print_after_enabled(p, pass))
    return;
  if (failed) {
    print_ir(p, "After", pass, op, true);
    return;
  }
  if (p->cfg.after_failure || !changed)
    return;
  print_ir(p, "After", pass, op, false);
}

static void irp_destroy(void *user) {
  IRPrinter *p = user;
  for (size_t i = 0; i < p->cfg.num_before; i++)
    free(p->before[i]);
  for (size_t i = 0; i < p->cfg.num_after; i++)
    free(p->after[i]);
  free(p->before);
  free(p->after);
  free(p);
}

static char **copy_list(const char *const *l, size_t n) {
  char **c = cm_xcalloc(n ? n : 1, sizeof(char *));
  for (size_t i = 0; i < n; i++)
    c[i] = cm_xstrndup(l[i], strlen(l[i]));
  return c;
}

void cm_pass_manager_enable_ir_printing(CmPassManager *pm,
                                        const CmIRPrintConfig *cfg) {
  IRPrinter *p = cm_xcalloc(1, sizeof *p);
  p->cfg = *cfg;
  p->before = copy_list(cfg->before, cfg->num_before);
  p->after = copy_list(cfg->after, cfg->num_after);
  p->cfg.before = NULL;
  p->cfg.after = NULL;
  CmPassInstrumentation pi = {.user = p,
                              .before_pass = irp_before_pass,
                              .after_pass = irp_after_pass,
                              .destroy = irp_destroy};
  cm_pass_manager_add_instrumentation(pm, &pi);
}

/* ------------------------------------------------------------ statistics */

typedef struct StatLine {
  const char *name, *desc;
  uint64_t value;
} StatLine;

static int stat_cmp(const void *a, const void *b) {
  return strcmp(((const StatLine *)a)->name, ((const StatLine *)b)->name);
}

static void print_entry(FILE *f, unsigned indent, const char *name,
                        StatLine *stats, size_t n) {
  fprintf(f, "%*s%s\n", (int)indent, "", name);
  if (!n)
    return;
  qsort(stats, n, sizeof *stats, stat_cmp);
  int wname = 0, wval = 0;
  for (size_t i = 0; i < n; i++) {
    int ln = (int)strlen(stats[i].name);
    char buf[32];
    int lv = snprintf(buf, sizeof buf, "%llu",
                      (unsigned long long)stats[i].value);
    if (ln > wname)
      wname = ln;
    if (lv > wval)
      wval = lv;
  }
  for (size_t i = 0; i < n; i++)
    fprintf(f, "%*s(S) %*llu %-*s - %s\n", (int)indent + 2, "", wval,
            (unsigned long long)stats[i].value, wname, stats[i].name,
            stats[i].desc);
}

static void pass_stats(const CmPass *p, StatLine *out) {
  for (unsigned i = 0; i < p->def->num_statistics; i++)
    out[i] = (StatLine){p->def->statistics[i].name,
                        p->def->statistics[i].description,
                        cm_pass_stat_get(p, i)};
}

static void print_pipeline(FILE *f, const CmPassManager *pm,
                           unsigned indent) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    const CmPMElem *e = &pm->elems.data[i];
    if (e->pass) {
      StatLine st[64];
      unsigned n = e->pass->def->num_statistics;
      if (n > 64)
        n = 64;
      pass_stats(e->pass, st);
      print_entry(f, indent, e->pass->def->name, st, n);
      continue;
    }
    unsigned ind = indent;
    if (e->nested.len > 1) {
      CmBuf name;
      cm_buf_init(&name);
      cm_buf_puts(&name, "Pipeline Collection : [");
      for (size_t j = 0; j < e->nested.len; j++)
        cm_buf_printf(&name, "%s'%s'", j ? ", " : "",
                      e->nested.data[j]->anchor);
      cm_buf_putc(&name, ']');
      print_entry(f, ind, name.data, NULL, 0);
      cm_buf_free(&name);
      ind += 2;
    }
    for (size_t j = 0; j < e->nested.len; j++) {
      char name[256];
      snprintf(name, sizeof name, "'%s' Pipeline",
               e->nested.data[j]->anchor);
      print_entry(f, ind, name, NULL, 0);
      print_pipeline(f, e->nested.data[j], ind + 2);
    }
  }
}

typedef struct ListEntry {
  const char *pass;
  StatLine stats[64];
  unsigned n;
} ListEntry;

static void collect_list(const CmPassManager *pm, ListEntry **v, size_t *n,
                         size_t *cap) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    const CmPMElem *e = &pm->elems.data[i];
    for (size_t j = 0; j < e->nested.len; j++)
      collect_list(e->nested.data[j], v, n, cap);
    if (!e->pass || !e->pass->def->num_statistics)
      continue;
    const CmPass *p = e->pass;
    size_t k = 0;
    for (; k < *n; k++)
      if (!strcmp((*v)[k].pass, p->def->name))
        break;
    StatLine st[64];
    unsigned ns = p->def->num_statistics < 64 ? p->def->num_statistics : 64;
    pass_stats(p, st);
    if (k == *n) {
      cm_grow((void **)v, cap, *n + 1, sizeof(ListEntry));
      (*v)[k].pass = p->def->name;
      (*v)[k].n = ns;
      memcpy((*v)[k].stats, st, ns * sizeof(StatLine));
      (*n)++;
    } else {
      for (unsigned s = 0; s < ns && s < (*v)[k].n; s++)
        (*v)[k].stats[s].value += st[s].value;
    }
  }
}

static int list_cmp(const void *a, const void *b) {
  return strcmp(((const ListEntry *)a)->pass, ((const ListEntry *)b)->pass);
}

void cm_pass_manager_print_statistics(const CmPassManager *pm, bool list,
                                      FILE *f) {
  fprintf(f,
          "===-------------------------------------------------------------"
          "------------===\n%*s... Pass statistics report ...\n"
          "===-------------------------------------------------------------"
          "------------===\n",
          (80 - 30) / 2, "");
  if (list) {
    ListEntry *v = NULL;
    size_t n = 0, cap = 0;
    collect_list(pm, &v, &n, &cap);
    qsort(v, n, sizeof *v, list_cmp);
    for (size_t i = 0; i < n; i++)
      print_entry(f, 2, v[i].pass, v[i].stats, v[i].n);
    free(v);
  } else {
    print_pipeline(f, pm, 0);
  }
  fputc('\n', f);
  fflush(f);
}

/* ------------------------------------------------------ crash reproducer */

typedef struct Reproducer {
  char *path;
  bool local;
  CmBuf snapshot; /* the IR before the pipeline / before the pass */
  CmBuf pipeline; /* the pipeline text */
  CmBuf failures; /* "`X` on 'op' operation: @f" list */
  unsigned num_failures;
  bool written;
  CmPassManager *pm;
  bool verify_each, threading;
} Reproducer;

static void snapshot(CmBuf *out, CmOp *op) {
  CmPrintFlags flags;
  cm_print_flags_default(&flags);
  cm_buf_clear(out);
  cm_print_op(top_level(op), &flags, out);
}

static void rep_before_pass(void *user, const CmPass *pass, CmOp *op) {
  Reproducer *r = user;
  if (!r->local || r->num_failures)
    return;
  snapshot(&r->snapshot, op);
  /* the pipeline of just this pass, nested as the op is */
  cm_buf_clear(&r->pipeline);
  CM_VEC(CmOp *) chain = {0};
  for (CmOp *o = op; cm_op_parent_op(o); o = cm_op_parent_op(o))
    CM_VEC_PUSH(chain, o);
  for (size_t i = chain.len; i-- > 0;) {
    CmStr n = cm_ident_str(cm_op_opname(chain.data[i])->name);
    cm_buf_printf(&r->pipeline, "%.*s(", (int)n.len, n.data);
  }
  cm_pass_print(pass, &r->pipeline);
  for (size_t i = 0; i < chain.len; i++)
    cm_buf_putc(&r->pipeline, ')');
  CM_VEC_FREE(chain);
}

static void rep_after_pass(void *user, const CmPass *pass, CmOp *op,
                           bool failed) {
  Reproducer *r = user;
  if (!failed)
    return;
  pthread_mutex_lock(&print_lock);
  if (r->local && r->num_failures) { /* keep the first one */
    pthread_mutex_unlock(&print_lock);
    return;
  }
  if (r->num_failures)
    cm_buf_puts(&r->failures, ", ");
  cm_buf_printf(&r->failures, "`%s` on ", cm_pass_def(pass)->name);
  op_description(op, &r->failures);
  r->num_failures++;
  pthread_mutex_unlock(&print_lock);
}

static void rep_destroy(void *user) {
  Reproducer *r = user;
  free(r->path);
  cm_buf_free(&r->snapshot);
  cm_buf_free(&r->pipeline);
  cm_buf_free(&r->failures);
  free(r);
}

void *cm_pass_manager_enable_crash_reproducer(CmPassManager *pm,
                                              const char *path, bool local) {
  Reproducer *r = cm_xcalloc(1, sizeof *r);
  r->path = cm_xstrndup(path, strlen(path));
  r->local = local;
  r->pm = pm;
  cm_buf_init(&r->snapshot);
  cm_buf_init(&r->pipeline);
  cm_buf_init(&r->failures);
  CmPassInstrumentation pi = {.user = r,
                              .before_pass = rep_before_pass,
                              .after_pass = rep_after_pass,
                              .destroy = rep_destroy};
  cm_pass_manager_add_instrumentation(pm, &pi);
  while (pm->parent)
    pm = pm->parent;
  pm->reproducer = r;
  r->pm = pm;
  return r;
}

/* Called by cm_pass_manager_run around the pipeline. */
void cm_pass_reproducer_begin(void *rep, CmOp *op) {
  Reproducer *r = rep;
  r->verify_each = r->pm->verify_each;
  r->threading = cm_context_threading(cm_op_context(op));
  if (!r->local) {
    snapshot(&r->snapshot, op);
    cm_buf_clear(&r->pipeline);
    cm_pass_manager_print(r->pm, &r->pipeline);
  }
}

void cm_pass_reproducer_end(void *rep, CmOp *op, bool failed) {
  Reproducer *r = rep;
  if (!failed)
    return;
  CmLoc *loc = cm_op_loc(op);
  FILE *f = fopen(r->path, "wb");
  if (!f) {
    cm_emit_error(loc, "Failed to create reproducer file: %s",
                  strerror(errno));
    return;
  }
  fprintf(f, "// configuration: -pass-pipeline='%s'%s%s\n",
          r->pipeline.data ? r->pipeline.data : "",
          r->threading ? "" : " -mlir-disable-threading",
          r->verify_each ? " -verify-each" : "");
  fwrite(r->snapshot.data ? r->snapshot.data : "", 1, r->snapshot.len, f);
  fclose(f);
  CmDiag *d = cm_diag_error(
      loc, "Failures have been detected while processing an MLIR pass "
           "pipeline");
  if (r->local) /* the one failing pass; else a list, as upstream */
    cm_diag_note(d, NULL,
                 "Pipeline failed while executing %s: reproducer generated "
                 "at `%s`",
                 r->failures.data, r->path);
  else
    cm_diag_note(d, NULL,
                 "Pipeline failed while executing [%s]: reproducer "
                 "generated at `%s`",
                 r->failures.data ? r->failures.data : "", r->path);
  cm_diag_report(d);
}
