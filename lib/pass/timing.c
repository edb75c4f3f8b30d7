/* timing.c - the timer tree behind -mlir-timing (upstream's
 * DefaultTimingManager) and the pass timing instrumentation (upstream
 * PassTiming).
 *
 * A timer is a named node of the tree; times are added when a phase ends.
 * On the thread that runs the pass manager a timer's wall and user times
 * both grow by the elapsed time; on the workers of a parallel adaptor each
 * worker adds to its own slot, and the timer's wall time is the largest
 * slot (the threads overlap) while its user time is the sum, as upstream
 * merges the timers of its threads.  The report shows the user column
 * when a parallel section ran. */
#include "pass_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SLOTS 64

struct CmTimer {
  char *name;
  const void *id;
  CmTimer *parent;
  CM_VEC(CmTimer *) children;
  double wall, user;
  double slot_wall[MAX_SLOTS];
  bool async, hidden;
  CmTimingTree *tree;
};

struct CmTimingTree {
  CmTimer root;
  pthread_mutex_t lock;
  bool any_async;
};

double cm_time_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

CmTimingTree *cm_timing_create(void) {
  CmTimingTree *t = cm_xcalloc(1, sizeof *t);
  t->root.name = cm_xstrndup("root", 4);
  t->root.tree = t;
  pthread_mutex_init(&t->lock, NULL);
  return t;
}

static void timer_free(CmTimer *t) {
  for (size_t i = 0; i < t->children.len; i++) {
    timer_free(t->children.data[i]);
    free(t->children.data[i]);
  }
  CM_VEC_FREE(t->children);
  free(t->name);
}

void cm_timing_destroy(CmTimingTree *t) {
  if (!t)
    return;
  timer_free(&t->root);
  pthread_mutex_destroy(&t->lock);
  free(t);
}

CmTimer *cm_timing_root(CmTimingTree *t) { return &t->root; }

CmTimer *cm_timer_child(CmTimer *parent, const char *name) {
  return cm_timer_child_id(parent, name, NULL);
}

CmTimer *cm_timer_child_id(CmTimer *parent, const char *name,
                           const void *id) {
  CmTimingTree *tree = parent->tree;
  pthread_mutex_lock(&tree->lock);
  CmTimer *found = NULL;
  for (size_t i = 0; i < parent->children.len; i++)
    if (parent->children.data[i]->id == id &&
        !strcmp(parent->children.data[i]->name, name)) {
      found = parent->children.data[i];
      break;
    }
  if (!found) {
    found = cm_xcalloc(1, sizeof *found);
    found->name = cm_xstrndup(name, strlen(name));
    found->id = id;
    found->parent = parent;
    found->tree = tree;
    CM_VEC_PUSH(parent->children, found);
  }
  pthread_mutex_unlock(&tree->lock);
  return found;
}

void cm_timer_set_hidden_in_tree(CmTimer *t, bool hidden) {
  t->hidden = hidden;
}

void cm_timer_add(CmTimer *t, double secs) {
  int slot = cm_pass_thread_slot();
  CmTimingTree *tree = t->tree;
  pthread_mutex_lock(&tree->lock);
  if (slot < 0 || slot >= MAX_SLOTS) {
    t->wall += secs;
  } else {
    t->slot_wall[slot] += secs;
    t->async = true;
    tree->any_async = true;
  }
  t->user += secs;
  pthread_mutex_unlock(&tree->lock);
}

static double timer_wall(const CmTimer *t) {
  double m = 0;
  if (t->async)
    for (int i = 0; i < MAX_SLOTS; i++)
      if (t->slot_wall[i] > m)
        m = t->slot_wall[i];
  return t->wall + m;
}

/* The user time beyond the wall time that parallel sections added below
 * `t` (counted once, at the top-most async timers). */
static double extra_user(const CmTimer *t) {
  if (t->async)
    return t->user - timer_wall(t);
  double e = 0;
  for (size_t i = 0; i < t->children.len; i++)
    e += extra_user(t->children.data[i]);
  return e;
}

typedef struct Line {
  const char *name;
  double wall, user;
  unsigned indent;
} Line;

static void line_out(FILE *f, bool user_col, double wall, double total_wall,
                     double user, double total_user, unsigned indent,
                     const char *name) {
  if (user_col)
    fprintf(f, "%10.4f (%5.1f%%)", user,
            total_user > 0 ? user * 100.0 / total_user : 0.0);
  fprintf(f, "%10.4f (%5.1f%%)  %*s%s\n", wall,
          total_wall > 0 ? wall * 100.0 / total_wall : 0.0, (int)indent, "",
          name);
}

static void collect_tree(const CmTimer *t, unsigned indent, Line **v,
                         size_t *n, size_t *cap) {
  for (size_t i = 0; i < t->children.len; i++) {
    const CmTimer *c = t->children.data[i];
    if (c->hidden) {
      collect_tree(c, indent, v, n, cap);
      continue;
    }
    cm_grow((void **)v, cap, *n + 1, sizeof(Line));
    (*v)[(*n)++] = (Line){c->name, timer_wall(c), c->user, indent};
    collect_tree(c, indent + 2, v, n, cap);
  }
}

static void collect_list(const CmTimer *t, Line **v, size_t *n, size_t *cap) {
  for (size_t i = 0; i < t->children.len; i++) {
    const CmTimer *c = t->children.data[i];
    size_t j = 0;
    for (; j < *n; j++)
      if (!strcmp((*v)[j].name, c->name))
        break;
    if (j == *n) {
      cm_grow((void **)v, cap, *n + 1, sizeof(Line));
      (*v)[(*n)++] = (Line){c->name, 0, 0, 0};
    }
    (*v)[j].wall += timer_wall(c);
    (*v)[j].user += c->user;
    collect_list(c, v, n, cap);
  }
}

static int line_cmp(const void *a, const void *b) {
  const Line *x = a, *y = b;
  return x->wall > y->wall ? -1 : x->wall < y->wall ? 1 : 0;
}

void cm_timing_print(CmTimingTree *t, double total, bool list, FILE *f) {
  bool user_col = t->any_async;
  double total_user = total + extra_user(&t->root);
  Line *v = NULL;
  size_t n = 0, cap = 0;
  if (list)
    collect_list(&t->root, &v, &n, &cap);
  else
    collect_tree(&t->root, 0, &v, &n, &cap);
  if (list) /* ties keep no particular order upstream either */
    qsort(v, n, sizeof *v, line_cmp);
  static const char rule[] = "===------------------------------------------"
                             "-------------------------------===";
  fprintf(f, "%s\n%*s... Execution time report ...\n%s\n", rule, 25, "",
          rule);
  fprintf(f, "  Total Execution Time: %.4f seconds\n\n", total);
  fprintf(f, "  %s----Wall Time----  ----Name----\n",
          user_col ? "----User Time----  " : "");
  if (list)
    line_out(f, user_col, total, total, total_user, total_user, 0, "root");
  double rest = total, rest_user = total_user;
  for (size_t i = 0; i < n; i++) {
    line_out(f, user_col, v[i].wall, total, v[i].user, total_user,
             v[i].indent, v[i].name);
  }
  for (size_t i = 0; i < t->root.children.len; i++) {
    rest -= timer_wall(t->root.children.data[i]);
    rest_user -= t->root.children.data[i]->user;
  }
  line_out(f, user_col, rest > 0 ? rest : 0, total,
           rest_user > 0 ? rest_user : 0, total_user, 0, "Rest");
  line_out(f, user_col, total, total, total_user, total_user, 0, "Total");
  fflush(f);
  free(v);
}

/* ---- pass timing ---- */

typedef struct PassTiming {
  CmTimer *parent;
  CmTimer *collection; /* of the parallel section running now */
} PassTiming;

typedef struct TStack {
  CmTimer *timer[64];
  double start[64];
  unsigned sp;
} TStack;
static _Thread_local TStack tl_tstack;

static CmTimer *current(PassTiming *pt) {
  TStack *s = &tl_tstack;
  if (s->sp)
    return s->timer[s->sp - 1];
  return pt->collection ? pt->collection : pt->parent;
}

static void push(PassTiming *pt, const char *name, const void *id) {
  TStack *s = &tl_tstack;
  CmTimer *t = cm_timer_child_id(current(pt), name, id);
  if (s->sp < 64) {
    s->timer[s->sp] = t;
    s->start[s->sp] = cm_time_now();
  }
  s->sp++;
}

static CmTimer *pop(void) {
  TStack *s = &tl_tstack;
  if (!s->sp)
    return NULL;
  s->sp--;
  if (s->sp >= 64)
    return NULL;
  cm_timer_add(s->timer[s->sp], cm_time_now() - s->start[s->sp]);
  return s->timer[s->sp];
}

static void pt_before_pass(void *user, const CmPass *pass, CmOp *op) {
  (void)op;
  push(user, cm_pass_def(pass)->name, pass);
}
static void pt_after_pass(void *user, const CmPass *pass, CmOp *op,
                          bool failed) {
  (void)user, (void)pass, (void)op, (void)failed;
  pop();
}
static void pt_before_pipeline(void *user, const CmPassManager *pm,
                               const char *op_name) {
  char name[256];
  snprintf(name, sizeof name, "'%s' Pipeline", op_name);
  push(user, name, pm);
}
static void pt_after_pipeline(void *user, const CmPassManager *pm,
                              const char *op_name) {
  (void)user, (void)pm, (void)op_name;
  pop();
}
static void pt_before_adaptor(void *user, const CmPassManager *const *pms,
                              size_t n, CmOp *op) {
  (void)op;
  PassTiming *pt = user;
  if (!n) { /* workers' pipelines go under the current timer */
    if (cm_pass_thread_slot() < 0)
      pt->collection = current(pt);
    return;
  }
  CmBuf name;
  cm_buf_init(&name);
  cm_buf_puts(&name, "Pipeline Collection : [");
  for (size_t i = 0; i < n; i++)
    cm_buf_printf(&name, "%s'%s'", i ? ", " : "",
                  cm_pass_manager_anchor(pms[i]));
  cm_buf_putc(&name, ']');
  push(pt, name.data, pms);
  cm_buf_free(&name);
  CmTimer *t = tl_tstack.timer[tl_tstack.sp - 1];
  if (n == 1)
    cm_timer_set_hidden_in_tree(t, true);
  if (cm_pass_thread_slot() < 0)
    pt->collection = t;
}
static void pt_after_adaptor(void *user, const CmPassManager *const *pms,
                             size_t n, CmOp *op) {
  (void)pms, (void)op;
  PassTiming *pt = user;
  if (n)
    pop();
  if (cm_pass_thread_slot() < 0)
    pt->collection = NULL;
}
static void pt_before_analysis(void *user, const CmAnalysisDef *a, CmOp *op) {
  (void)op;
  char name[256];
  snprintf(name, sizeof name, "(A) %s", a->name);
  push(user, name, a);
}
static void pt_after_analysis(void *user, const CmAnalysisDef *a, CmOp *op) {
  (void)user, (void)a, (void)op;
  pop();
}

void cm_pass_manager_enable_timing(CmPassManager *pm, CmTimer *parent) {
  PassTiming *pt = cm_xcalloc(1, sizeof *pt);
  pt->parent = parent;
  CmPassInstrumentation pi = {.user = pt,
                              .before_pass = pt_before_pass,
                              .after_pass = pt_after_pass,
                              .before_pipeline = pt_before_pipeline,
                              .after_pipeline = pt_after_pipeline,
                              .before_adaptor = pt_before_adaptor,
                              .after_adaptor = pt_after_adaptor,
                              .before_analysis = pt_before_analysis,
                              .after_analysis = pt_after_analysis,
                              .destroy = free};
  cm_pass_manager_add_instrumentation(pm, &pi);
}
