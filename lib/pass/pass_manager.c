/* pass_manager.c - pass managers and running pipelines (upstream
 * OpPassManager, PassManager and OpToOpPassAdaptor).
 *
 * A manager is a list of elements: passes, and adaptors holding nested
 * managers.  Before a run, adjacent adaptors are merged (and managers of
 * the same name inside one), as upstream's coalescing.  An adaptor runs
 * on the ops directly inside the regions of the op it is at whose name
 * matches one of its managers; with threading on and more than one such
 * op they run in parallel, each thread taking the next op in order.
 * Diagnostics reported on worker threads are held back and reported in
 * op order afterwards, so the output is the sequential one. */
#include "pass_internal.h"

#include <stdlib.h>
#include <string.h>

struct CmPipelineRun {
  CmPassManager *top;
  bool threading;
};

static _Thread_local int tl_slot = -1;
int cm_pass_thread_slot(void) { return tl_slot; }

/* ------------------------------------------------------------ building */

CmPassManager *cm_pass_manager_create(CmContext *ctx, const char *anchor,
                                      CmPassNesting nesting) {
  CmPassManager *pm = cm_xcalloc(1, sizeof *pm);
  pm->ctx = ctx;
  pm->anchor = cm_xstrndup(anchor, strlen(anchor));
  pm->nesting = nesting;
  pm->verify_each = true;
  return pm;
}

static void pm_free(CmPassManager *pm) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    CmPMElem *e = &pm->elems.data[i];
    cm_pass_destroy(e->pass);
    for (size_t j = 0; j < e->nested.len; j++)
      pm_free(e->nested.data[j]);
    CM_VEC_FREE(e->nested);
  }
  CM_VEC_FREE(pm->elems);
  for (size_t i = 0; i < pm->instr.len; i++)
    if (pm->instr.data[i].destroy)
      pm->instr.data[i].destroy(pm->instr.data[i].user);
  CM_VEC_FREE(pm->instr);
  free(pm->anchor);
  free(pm);
}

void cm_pass_manager_destroy(CmPassManager *pm) {
  if (pm)
    pm_free(pm);
}

const char *cm_pass_manager_anchor(const CmPassManager *pm) {
  return pm->anchor;
}
CmContext *cm_pass_manager_context(const CmPassManager *pm) {
  return pm->ctx;
}
void cm_pass_manager_set_nesting(CmPassManager *pm, CmPassNesting nesting) {
  pm->nesting = nesting;
}
void cm_pass_manager_set_verify_each(CmPassManager *pm, bool on) {
  pm->verify_each = on;
}

CmPassManager *cm_pass_manager_nest(CmPassManager *pm, const char *op_name) {
  CmPassManager *n = cm_pass_manager_create(pm->ctx, op_name, pm->nesting);
  n->parent = pm;
  CmPMElem e;
  memset(&e, 0, sizeof e);
  CM_VEC_PUSH(e.nested, n);
  CM_VEC_PUSH(pm->elems, e);
  return n;
}

CmResult cm_pass_manager_add(CmPassManager *pm, CmPass *pass) {
  const char *anchor = pass->def->anchor;
  if (anchor &&
      !cm_pass_anchor_matches(pm->anchor,
                              (CmStr){anchor, strlen(anchor)}) &&
      strcmp(anchor, pm->anchor)) {
    if (pm->nesting == CM_NESTING_IMPLICIT) {
      /* a short name for the builtin ops, as upstream's pass anchors */
      const char *short_name = !strcmp(anchor, "builtin.func")     ? "func"
                               : !strcmp(anchor, "builtin.module") ? "module"
                                                                   : anchor;
      CmPassManager *n = NULL;
      if (pm->elems.len) { /* reuse a trailing nested manager */
        CmPMElem *last = &pm->elems.data[pm->elems.len - 1];
        if (!last->pass && last->nested.len == 1 &&
            !strcmp(last->nested.data[0]->anchor, short_name))
          n = last->nested.data[0];
      }
      if (!n)
        n = cm_pass_manager_nest(pm, short_name);
      return cm_pass_manager_add(n, pass);
    }
    const char *short_name = !strcmp(anchor, "builtin.func")     ? "func"
                             : !strcmp(anchor, "builtin.module") ? "module"
                                                                 : anchor;
    cm_emit_error(cm_loc_unknown(pm->ctx),
                  "Can't add pass '%s' restricted to '%s' on a PassManager "
                  "intended to run on '%s', did you intend to nest?",
                  pass->def->name, short_name, pm->anchor);
    cm_pass_destroy(pass);
    return CM_FAILURE;
  }
  CmPMElem e;
  memset(&e, 0, sizeof e);
  e.pass = pass;
  CM_VEC_PUSH(pm->elems, e);
  return CM_SUCCESS;
}

CmResult cm_pass_manager_add_by_name(CmPassManager *pm, const char *argument,
                                     const char *options, CmBuf *err) {
  const CmPassDef *def = cm_pass_lookup(argument, strlen(argument));
  if (!def) {
    const CmPassPipelineDef *pd =
        cm_pass_pipeline_lookup(argument, strlen(argument));
    if (pd)
      return cm_pass_manager_add_pipeline(pm, pd, options, err);
    if (err)
      cm_buf_printf(err,
                    "'%s' does not refer to a registered pass or pass "
                    "pipeline\n",
                    argument);
    return CM_FAILURE;
  }
  CmPass *p = cm_pass_create(def, options, err);
  if (!p)
    return CM_FAILURE;
  return cm_pass_manager_add(pm, p);
}

CmResult cm_pass_manager_add_pipeline(CmPassManager *pm,
                                      const CmPassPipelineDef *def,
                                      const char *options, CmBuf *err) {
  /* the options are parsed by a pass-shaped holder */
  CmPassDef holder = {.argument = def->argument,
                      .name = def->argument,
                      .options = def->options,
                      .num_options = def->num_options};
  CmPass *opts = cm_pass_create(&holder, options, err);
  if (!opts)
    return CM_FAILURE;
  CmResult r = def->build(pm, opts, err);
  opts->def = &holder;
  cm_pass_destroy(opts);
  return r;
}

size_t cm_pass_manager_size(const CmPassManager *pm) { return pm->elems.len; }

CmPass *cm_pass_manager_pass_at(const CmPassManager *pm, size_t i) {
  return pm->elems.data[i].pass;
}

CmPassManager *cm_pass_manager_nested_at(const CmPassManager *pm, size_t i) {
  const CmPMElem *e = &pm->elems.data[i];
  return e->pass || !e->nested.len ? NULL : e->nested.data[0];
}

static void print_elems(const CmPassManager *pm, CmBuf *out) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    const CmPMElem *e = &pm->elems.data[i];
    if (i)
      cm_buf_puts(out, ", ");
    if (e->pass) {
      cm_pass_print(e->pass, out);
      continue;
    }
    for (size_t j = 0; j < e->nested.len; j++) {
      if (j)
        cm_buf_puts(out, ", ");
      cm_buf_printf(out, "%s(", e->nested.data[j]->anchor);
      print_elems(e->nested.data[j], out);
      cm_buf_putc(out, ')');
    }
  }
}

void cm_pass_manager_print(const CmPassManager *pm, CmBuf *out) {
  print_elems(pm, out);
}

void cm_pass_manager_add_instrumentation(CmPassManager *pm,
                                         const CmPassInstrumentation *pi) {
  while (pm->parent)
    pm = pm->parent;
  CM_VEC_PUSH(pm->instr, *pi);
}

/* Merges adjacent adaptors, and managers of one name inside an adaptor
 * (upstream's coalesceAdjacentAdaptorPasses), recursively. */
static void pm_coalesce(CmPassManager *pm) {
  size_t k = 0;
  for (size_t i = 0; i < pm->elems.len; i++) {
    CmPMElem e = pm->elems.data[i];
    if (!e.pass && k > 0 && !pm->elems.data[k - 1].pass) {
      CmPMElem *prev = &pm->elems.data[k - 1];
      for (size_t j = 0; j < e.nested.len; j++) {
        CmPassManager *n = e.nested.data[j];
        CmPassManager *same = NULL;
        for (size_t q = 0; q < prev->nested.len; q++)
          if (!strcmp(prev->nested.data[q]->anchor, n->anchor))
            same = prev->nested.data[q];
        if (same) {
          for (size_t q = 0; q < n->elems.len; q++)
            CM_VEC_PUSH(same->elems, n->elems.data[q]);
          n->elems.len = 0;
          pm_free(n);
        } else {
          n->parent = pm;
          CM_VEC_PUSH(prev->nested, n);
        }
      }
      CM_VEC_FREE(e.nested);
      continue;
    }
    pm->elems.data[k++] = e;
  }
  pm->elems.len = k;
  for (size_t i = 0; i < pm->elems.len; i++) {
    CmPMElem *e = &pm->elems.data[i];
    /* managers of an adaptor sorted by name, as upstream */
    for (size_t j = 1; j < e->nested.len; j++) {
      CmPassManager *v = e->nested.data[j];
      size_t q = j;
      while (q > 0 && strcmp(e->nested.data[q - 1]->anchor, v->anchor) > 0) {
        e->nested.data[q] = e->nested.data[q - 1];
        q--;
      }
      e->nested.data[q] = v;
    }
    for (size_t j = 0; j < e->nested.len; j++)
      pm_coalesce(e->nested.data[j]);
  }
}

/* Dependent dialects and initialisation of every pass (once per context). */
static CmResult pm_prepare(CmPassManager *pm, CmContext *ctx) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    CmPMElem *e = &pm->elems.data[i];
    for (size_t j = 0; j < e->nested.len; j++)
      if (cm_failed(pm_prepare(e->nested.data[j], ctx)))
        return CM_FAILURE;
    if (!e->pass)
      continue;
    CmPass *p = e->pass;
    if (p->def->dependent_dialects)
      p->def->dependent_dialects(ctx);
    if (p->initialized == ctx)
      continue;
    if (p->initialized && p->def->destroy) {
      p->def->destroy(p);
      p->data = NULL;
    }
    p->initialized = ctx;
    if (p->def->initialize && cm_failed(p->def->initialize(p, ctx)))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* ------------------------------------------------------ instrumentation */

#define FOR_INSTR(pr, field, ...)                                              \
  do {                                                                         \
    CmPassManager *top_ = (pr)->top;                                           \
    for (size_t i_ = 0; i_ < top_->instr.len; i_++)                            \
      if (top_->instr.data[i_].field)                                          \
        top_->instr.data[i_].field(top_->instr.data[i_].user, __VA_ARGS__);    \
  } while (0)
/* after-hooks run in reverse order */
#define FOR_INSTR_REV(pr, field, ...)                                          \
  do {                                                                         \
    CmPassManager *top_ = (pr)->top;                                           \
    for (size_t i_ = top_->instr.len; i_-- > 0;)                               \
      if (top_->instr.data[i_].field)                                          \
        top_->instr.data[i_].field(top_->instr.data[i_].user, __VA_ARGS__);    \
  } while (0)

void cm_pass_instr_before_analysis(CmPipelineRun *pr, const CmAnalysisDef *a,
                                   CmOp *op) {
  if (pr)
    FOR_INSTR(pr, before_analysis, a, op);
}
void cm_pass_instr_after_analysis(CmPipelineRun *pr, const CmAnalysisDef *a,
                                  CmOp *op) {
  if (pr)
    FOR_INSTR_REV(pr, after_analysis, a, op);
}

/* ------------------------------------------------------------- running */

static CmResult pm_run_on(CmPassManager *pm, CmOp *op, CmAnalysisMap *am,
                          CmPipelineRun *pr);

static CmResult run_pass(CmPass *pass, CmOp *op, CmAnalysisMap *am,
                         CmPipelineRun *pr) {
  FOR_INSTR(pr, before_pass, pass, op);
  CmPassRun r;
  memset(&r, 0, sizeof r);
  r.pass = pass;
  r.op = op;
  r.amap = am;
  r.prun = pr;
  bool failed = cm_failed(pass->def->run(&r, op));
  /* A pass that kept every analysis did not change the IR, which was
   * valid before it: nothing to verify (as later upstream versions). */
  if (!failed && pr->top->verify_each && !r.preserved.all)
    failed = cm_failed(cm_verify(op));
  FOR_INSTR_REV(pr, after_pass, pass, op, failed);
  cm_amap_invalidate(am, &r.preserved);
  CM_VEC_FREE(r.preserved.list);
  return failed ? CM_FAILURE : CM_SUCCESS;
}

/* One nested op to run a manager on. */
typedef struct AdaptorItem {
  CmOp *op;
  CmPassManager *pm;
  CmAnalysisMap *am;
  CmResult result;
} AdaptorItem;

/* Diagnostics of worker threads, held back per item. */
typedef struct HeldDiag {
  size_t item;
  CmDiag *diag;
} HeldDiag;

typedef struct ParJob {
  AdaptorItem *items;
  size_t n;
  _Atomic size_t next;
  atomic_bool failed; /* no new items once one failed (as upstream) */
  CmPipelineRun *pr;
  pthread_mutex_t lock;
  CM_VEC(HeldDiag) held;
} ParJob;

static _Thread_local ParJob *tl_job;
static _Thread_local size_t tl_item;

static CmResult hold_handler(CmDiag *d, void *user) {
  ParJob *job = user;
  if (tl_job != job)
    return CM_FAILURE; /* not one of our workers: pass it on */
  HeldDiag h = {tl_item, cm_diag_clone(d)};
  pthread_mutex_lock(&job->lock);
  CM_VEC_PUSH(job->held, h);
  pthread_mutex_unlock(&job->lock);
  return CM_SUCCESS;
}

static CmResult run_item(AdaptorItem *it, CmPipelineRun *pr) {
  CmOp *op = it->op;
  if (!cm_op_is_registered(op))
    return cm_op_emit_error(
        op, "trying to schedule a pass on an unregistered operation");
  if (!cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE))
    return cm_op_emit_error(op, "trying to schedule a pass on an operation "
                                "not marked as 'IsolatedFromAbove'");
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  FOR_INSTR(pr, before_pipeline, it->pm, name.data);
  CmResult r = pm_run_on(it->pm, op, it->am, pr);
  FOR_INSTR_REV(pr, after_pipeline, it->pm, name.data);
  return r;
}

static void par_worker(size_t slot, void *user) {
  ParJob *job = user;
  int saved_slot = tl_slot;
  ParJob *saved_job = tl_job;
  tl_slot = (int)slot;
  tl_job = job;
  for (;;) {
    size_t i = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
    if (i >= job->n || atomic_load(&job->failed))
      break;
    tl_item = i;
    job->items[i].result = run_item(&job->items[i], job->pr);
    if (cm_failed(job->items[i].result))
      atomic_store(&job->failed, true);
  }
  tl_slot = saved_slot;
  tl_job = saved_job;
}

static int held_cmp(const void *a, const void *b) {
  const HeldDiag *x = a, *y = b;
  return x->item < y->item ? -1 : x->item > y->item;
}

static CmResult run_items(AdaptorItem *items, size_t n, CmContext *ctx,
                          CmPipelineRun *pr);

static CmResult run_adaptor(CmPMElem *e, CmOp *op, CmAnalysisMap *am,
                            CmPipelineRun *pr) {
  CM_VEC(AdaptorItem) items = {0};
  unsigned nr = cm_op_num_regions(op);
  for (unsigned ri = 0; ri < nr; ri++)
    for (CmBlock *b = cm_op_region(op, ri)->first; b; b = b->next)
      for (CmOp *c = b->first; c; c = cm_op_next(c)) {
        CmStr name = cm_ident_str(cm_op_opname(c)->name);
        for (size_t j = 0; j < e->nested.len; j++)
          if (cm_pass_anchor_matches(e->nested.data[j]->anchor, name)) {
            AdaptorItem it = {c, e->nested.data[j], cm_amap_nest(am, c),
                              CM_SUCCESS};
            CM_VEC_PUSH(items, it);
            break;
          }
      }
  FOR_INSTR(pr, before_adaptor, (const CmPassManager *const *)e->nested.data,
            e->nested.len, op);
  CmResult result = run_items(items.data, items.len, cm_op_context(op), pr);
  FOR_INSTR_REV(pr, after_adaptor,
                (const CmPassManager *const *)e->nested.data, e->nested.len,
                op);
  CM_VEC_FREE(items);
  return result;
}

/* Runs each item's manager on its op: in parallel (each thread taking the
 * next item in order, diagnostics reported in item order afterwards) with
 * threading on, more than one item and not already on a worker. */
static CmResult run_items(AdaptorItem *items, size_t n, CmContext *ctx,
                          CmPipelineRun *pr) {
  CmResult result = CM_SUCCESS;
  if (pr->threading && n > 1 && tl_slot < 0) {
    ParJob job;
    memset(&job, 0, sizeof job);
    job.items = items;
    job.n = n;
    job.pr = pr;
    atomic_init(&job.next, 0);
    atomic_init(&job.failed, false);
    pthread_mutex_init(&job.lock, NULL);
    CmDiagHandlerId hid = cm_diag_add_handler(ctx, hold_handler, &job);
    unsigned nt = cm_hw_threads();
    if (nt > n)
      nt = (unsigned)n;
    cm_parallel_for(nt, nt, par_worker, &job);
    cm_diag_remove_handler(ctx, hid);
    pthread_mutex_destroy(&job.lock);
    /* report held diagnostics in op order (stable for one op) */
    if (job.held.len) {
      /* stable: merge by item keeping arrival order within an item */
      for (size_t i = 0; i < job.held.len; i++)
        job.held.data[i].item = job.held.data[i].item * job.held.len + i;
      qsort(job.held.data, job.held.len, sizeof *job.held.data, held_cmp);
      for (size_t i = 0; i < job.held.len; i++)
        cm_diag_report(job.held.data[i].diag);
    }
    CM_VEC_FREE(job.held);
    for (size_t i = 0; i < n; i++)
      if (cm_failed(items[i].result))
        result = CM_FAILURE;
  } else {
    for (size_t i = 0; i < n; i++)
      if (cm_failed(run_item(&items[i], pr))) {
        result = CM_FAILURE;
        break;
      }
  }
  return result;
}

static CmResult pm_run_on(CmPassManager *pm, CmOp *op, CmAnalysisMap *am,
                          CmPipelineRun *pr) {
  for (size_t i = 0; i < pm->elems.len; i++) {
    CmPMElem *e = &pm->elems.data[i];
    CmResult r = e->pass ? run_pass(e->pass, op, am, pr)
                         : run_adaptor(e, op, am, pr);
    if (cm_failed(r))
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

CmResult cm_pass_manager_run(CmPassManager *pm, CmOp *op) {
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  if (!cm_pass_anchor_matches(pm->anchor, name))
    return cm_op_emit_error(
        op, "can't run '%s' pass manager on '%.*s' op", pm->anchor,
        (int)name.len, name.data);
  CmContext *ctx = cm_op_context(op);
  pm_coalesce(pm);
  if (cm_failed(pm_prepare(pm, ctx)))
    return CM_FAILURE;
  CmPipelineRun pr = {pm, cm_context_threading(ctx)};
  CmAnalysisMap *am = cm_amap_create(op, NULL);
  if (pm->reproducer)
    cm_pass_reproducer_begin(pm->reproducer, op);
  CmResult r = pm_run_on(pm, op, am, &pr);
  cm_amap_destroy(am);
  if (pm->reproducer)
    cm_pass_reproducer_end(pm->reproducer, op, cm_failed(r));
  return r;
}

/* ------------------------------------------------------ from a pass run */

const CmPass *cm_pass_run_pass(const CmPassRun *run) { return run->pass; }

CmContext *cm_pass_run_context(const CmPassRun *run) {
  return cm_op_context(run->op);
}

/* The analysis map of `op`, nested in the run's op (or that op). */
static CmAnalysisMap *run_amap_of(CmPassRun *run, CmOp *op) {
  CmAnalysisMap *am = run->amap;
  if (op != run->op) {
    CM_VEC(CmOp *) chain = {0};
    for (CmOp *o = op; o && o != run->op; o = cm_op_parent_op(o))
      CM_VEC_PUSH(chain, o);
    for (size_t i = chain.len; i-- > 0;)
      am = cm_amap_nest(am, chain.data[i]);
    CM_VEC_FREE(chain);
  }
  return am;
}

CmResult cm_pass_run_pipeline_each(CmPassRun *run, CmPassManager *pm,
                                   CmOp *const *ops, size_t n) {
  if (!n)
    return CM_SUCCESS;
  pm_coalesce(pm);
  CmContext *ctx = cm_op_context(ops[0]);
  if (cm_failed(pm_prepare(pm, ctx)))
    return CM_FAILURE;
  AdaptorItem *items = cm_xmalloc(n * sizeof *items);
  for (size_t i = 0; i < n; i++) {
    AdaptorItem it = {ops[i], pm, run_amap_of(run, ops[i]), CM_SUCCESS};
    items[i] = it;
  }
  FOR_INSTR(run->prun, before_adaptor, NULL, 0, run->op);
  CmResult r = run_items(items, n, ctx, run->prun);
  FOR_INSTR_REV(run->prun, after_adaptor, NULL, 0, run->op);
  free(items);
  return r;
}

CmResult cm_pass_run_pipeline(CmPassRun *run, CmPassManager *pm, CmOp *op) {
  pm_coalesce(pm);
  if (cm_failed(pm_prepare(pm, cm_op_context(op))))
    return CM_FAILURE;
  CmAnalysisMap *am = run_amap_of(run, op);
  CmStr name = cm_ident_str(cm_op_opname(op)->name);
  FOR_INSTR(run->prun, before_pipeline, pm, name.data);
  CmResult r = pm_run_on(pm, op, am, run->prun);
  FOR_INSTR_REV(run->prun, after_pipeline, pm, name.data);
  return r;
}
