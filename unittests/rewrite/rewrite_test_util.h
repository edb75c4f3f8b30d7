/* rewrite_test_util.h - parsing and printing helpers of the rewrite unit
 * tests. */
#ifndef CMLIR_UNITTESTS_REWRITE_UTIL_H
#define CMLIR_UNITTESTS_REWRITE_UTIL_H

#include "cmlir/dialects.h"
#include "cmlir/rewrite.h"

#include "../test_util.h"

static CmSourceMgr rt_sm;

static inline CmContext *rt_context(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_context_set_allow_unregistered(ctx, true);
  cm_srcmgr_init(&rt_sm);
  return ctx;
}

static inline CmOp *rt_parse(CmContext *ctx, const char *src) {
  CmSourceBuffer *sb = cm_srcmgr_add(&rt_sm, "test.mlir", src, strlen(src));
  CmOp *m = cm_parse_source(ctx, sb);
  if (m && cm_failed(cm_verify(m))) {
    cm_op_destroy(m);
    return NULL;
  }
  return m;
}

/* The printed form of `op` in a static buffer. */
static CmBuf rt_out;
static inline const char *rt_print(CmOp *op) {
  cm_buf_free(&rt_out);
  cm_buf_init(&rt_out);
  CmPrintFlags f;
  cm_print_flags_default(&f);
  cm_print_op(op, &f, &rt_out);
  return rt_out.data ? rt_out.data : "";
}

/* A malloc'd copy of the printed form (free it). */
static inline char *rt_print_dup(CmOp *op) {
  const char *t = rt_print(op);
  return cm_xstrndup(t, strlen(t));
}

/* Checks that `op` prints as `expected` (reports the difference). */
#define CHECK_IR(op, expected)                                                 \
  do {                                                                         \
    const char *got_ = rt_print(op);                                           \
    if (strcmp(got_, (expected)) != 0) {                                       \
      fprintf(stderr, "%s:%d: IR mismatch\n--- got\n%s--- expected\n%s",       \
              __FILE__, __LINE__, got_, (expected));                           \
      failures++;                                                              \
    }                                                                          \
  } while (0)

static inline void rt_done(CmContext *ctx) {
  cm_context_destroy(ctx);
  cm_srcmgr_free(&rt_sm);
  cm_buf_free(&rt_out);
}

#endif
