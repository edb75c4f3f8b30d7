/* parallel.c - a minimal parallel-for over an index range.
 *
 * Each call starts its worker threads and joins them before returning; the
 * caller is one of the workers.  Work is handed out one index at a time
 * through an atomic counter, so uneven items (functions of very different
 * sizes) balance themselves.  Used by the verifier and the printer, whose
 * items are large (a function each), so thread start-up cost is noise. */
#include "cmlir/support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>

typedef struct {
  size_t n;
  atomic_size_t next;
  void (*fn)(size_t i, void *user);
  void *user;
} ParJob;

static void *par_worker(void *arg) {
  ParJob *job = arg;
  for (;;) {
    size_t i = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
    if (i >= job->n)
      break;
    job->fn(i, job->user);
  }
  return NULL;
}

unsigned cm_hw_threads(void) {
  static atomic_uint cached;
  unsigned n = atomic_load_explicit(&cached, memory_order_relaxed);
  if (n)
    return n;
  long c = sysconf(_SC_NPROCESSORS_ONLN);
  n = c < 1 ? 1 : c > 64 ? 64 : (unsigned)c;
  const char *env = getenv("CMLIR_NUM_THREADS");
  if (env && *env) {
    long v = strtol(env, NULL, 10);
    if (v >= 1 && v <= 64)
      n = (unsigned)v;
  }
  atomic_store_explicit(&cached, n, memory_order_relaxed);
  return n;
}

void cm_parallel_for(size_t n, unsigned max_threads,
                     void (*fn)(size_t i, void *user), void *user) {
  unsigned nt = cm_hw_threads();
  if (max_threads && max_threads < nt)
    nt = max_threads;
  if (nt > n)
    nt = (unsigned)n;
  ParJob job = {.n = n, .fn = fn, .user = user};
  atomic_init(&job.next, 0);
  pthread_t tids[64];
  unsigned started = 0;
  for (unsigned t = 1; t < nt; t++) {
    if (pthread_create(&tids[started], NULL, par_worker, &job) != 0)
      break; /* fewer threads is fine: the caller does the rest */
    started++;
  }
  par_worker(&job);
  for (unsigned t = 0; t < started; t++)
    pthread_join(tids[t], NULL);
}
