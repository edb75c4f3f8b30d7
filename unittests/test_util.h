/* test_util.h - helpers shared by the C unit tests (each test is its own
 * executable, so the static state below is per test). */
#ifndef CMLIR_UNITTESTS_TEST_UTIL_H
#define CMLIR_UNITTESTS_TEST_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"

static int failures;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);    \
      failures++;                                                              \
    }                                                                          \
  } while (0)

/* The end of a test's main(): reports and returns its exit status. */
static inline int test_report(const char *name) {
  if (failures) {
    fprintf(stderr, "%s: %d failure(s)\n", name, failures);
    return 1;
  }
  printf("%s: ok\n", name);
  return 0;
}

/* A diagnostic handler that counts diagnostics and keeps the last message. */
static int num_errors;
static char last_msg[1024];
static inline CmResult capture(CmDiag *d, void *user) {
  (void)user;
  num_errors++;
  snprintf(last_msg, sizeof last_msg, "%s", d->msg.data ? d->msg.data : "");
  return CM_SUCCESS;
}

typedef struct {
  const char *name;
  unsigned n;
  CmOp *found;
} CmtFindCtx;
static inline CmWalkResult cmt_find_fn(CmOp *op, void *user) {
  CmtFindCtx *f = user;
  if (cm_op_name_is(op, f->name)) {
    if (f->n == 0) {
      f->found = op;
      return CM_WALK_INTERRUPT;
    }
    f->n--;
  }
  return CM_WALK_ADVANCE;
}
/* The n-th op (pre-order) named `name` under `root`, or NULL. */
static inline CmOp *find(CmOp *root, const char *name, unsigned n) {
  CmtFindCtx f = {name, n, NULL};
  cm_walk_pre(root, cmt_find_fn, &f);
  return f.found;
}

/* Parses `text` as a buffer named `name` and verifies it; on failure prints
 * the last captured diagnostic (when `capture` is installed) and returns
 * NULL. */
static inline CmOp *cmt_parse_verified(CmContext *ctx, CmSourceMgr *sm,
                                       const char *name, const char *text) {
  CmSourceBuffer *b = cm_srcmgr_add(sm, name, text, strlen(text));
  CmOp *m = cm_parse_source(ctx, b);
  if (!m) {
    fprintf(stderr, "parse error: %s\n", last_msg);
    return NULL;
  }
  if (cm_failed(cm_verify(m))) {
    fprintf(stderr, "verify error: %s\n", last_msg);
    cm_op_destroy(m);
    return NULL;
  }
  return m;
}

#endif /* CMLIR_UNITTESTS_TEST_UTIL_H */
