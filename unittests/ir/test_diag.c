#define _POSIX_C_SOURCE 200809L
/* test_diag.c - the diagnostics engine: handler stack, notes, op
 * diagnostics, location helpers and the default stderr output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmlir/ir.h"

#include "../test_util.h"


typedef struct {
  int calls;
  CmResult ret;
  char msg[512];
  char notes[512];
  CmDiagSeverity sev;
  const CmLoc *loc;
  int order; /* global call order stamp */
} Rec;
static int stamp;

static CmResult rec_handler(CmDiag *d, void *user) {
  Rec *r = user;
  r->calls++;
  r->order = ++stamp;
  r->sev = d->severity;
  r->loc = d->loc;
  snprintf(r->msg, sizeof(r->msg), "%s", d->msg.data ? d->msg.data : "");
  r->notes[0] = 0;
  for (CmDiag *n = d->notes; n; n = n->next) {
    size_t l = strlen(r->notes);
    snprintf(r->notes + l, sizeof(r->notes) - l, "[%s]", n->msg.data);
  }
  return r->ret;
}

static void test_handlers(CmContext *ctx) {
  Rec a = {.ret = CM_FAILURE}, b = {.ret = CM_SUCCESS}, c = {.ret = CM_FAILURE};
  CmDiagHandlerId ia = cm_diag_add_handler(ctx, rec_handler, &a);
  CmDiagHandlerId ib = cm_diag_add_handler(ctx, rec_handler, &b);
  CmDiagHandlerId ic = cm_diag_add_handler(ctx, rec_handler, &c);
  CmLoc *loc = cm_loc_file(ctx, CM_STR("f.mlir"), 3, 7);
  /* Most recent first; b handles it, so a is not called. */
  CHECK(cm_emit_error(loc, "bad %d", 42) == CM_FAILURE);
  CHECK(c.calls == 1 && b.calls == 1 && a.calls == 0);
  CHECK(c.order < b.order);
  CHECK(strcmp(b.msg, "bad 42") == 0 && b.sev == CM_DIAG_ERROR);
  CHECK(b.loc == loc);
  /* Removing b lets it fall through to a. */
  cm_diag_remove_handler(ctx, ib);
  cm_emit_warning(loc, "w");
  CHECK(a.calls == 1 && a.sev == CM_DIAG_WARNING && b.calls == 1);
  cm_emit_remark(loc, "r");
  CHECK(a.sev == CM_DIAG_REMARK);

  /* Building with notes and appended types / attributes. */
  a.ret = CM_SUCCESS;
  CmDiag *d = cm_diag_error(loc, "type ");
  cm_diag_append(d, "'%s'", "x");
  CmDiag *n1 = cm_diag_note(d, NULL, "first");
  CHECK(n1->loc == loc && n1->severity == CM_DIAG_NOTE);
  cm_diag_note(d, cm_loc_unknown(ctx), "second %u", 2u);
  CHECK(cm_diag_report(d) == CM_FAILURE);
  CHECK(strcmp(a.msg, "type 'x'") == 0);
  CHECK(strcmp(a.notes, "[first][second 2]") == 0);
  /* A handler-free diagnostic can be freed without reporting. */
  cm_diag_free(cm_diag_remark(loc, "unused"));
  cm_diag_remove_handler(ctx, ia);
  cm_diag_remove_handler(ctx, ic);
}

static void test_op_diag(CmContext *ctx) {
  Rec r = {.ret = CM_SUCCESS};
  CmDiagHandlerId id = cm_diag_add_handler(ctx, rec_handler, &r);
  CmLoc *loc = cm_loc_file(ctx, CM_STR("g.mlir"), 1, 2);
  CmOp *op = cm_op_create_v(ctx, "test.thing", loc, 0, NULL, 0, NULL, NULL, 0,
                            NULL, 0);
  cm_context_set_print_op_on_diagnostic(ctx, false);
  CHECK(cm_op_emit_error(op, "needs %d", 3) == CM_FAILURE);
  CHECK(strcmp(r.msg, "'test.thing' op needs 3") == 0);
  CHECK(r.notes[0] == 0 && r.loc == loc);
  cm_diag_report(cm_op_diag_plain_error(op, "plain"));
  CHECK(strcmp(r.msg, "plain") == 0);
  cm_diag_report(cm_op_diag_warning(op, "warn"));
  CHECK(r.sev == CM_DIAG_WARNING && strcmp(r.msg, "'test.thing' op warn") == 0);
  cm_context_set_print_op_on_diagnostic(ctx, true);
  CmDiag *d = cm_op_diag_error(op, "x");
  cm_diag_note(d, NULL, "later");
  cm_diag_report(d);
  CHECK(strncmp(r.notes, "[see current operation: ", 24) == 0);
  CHECK(strstr(r.notes, "test.thing") != NULL);
  CHECK(strstr(r.notes, "][later]") != NULL);
  cm_diag_remove_handler(ctx, id);
  cm_op_destroy(op);
}

static void test_locs(CmContext *ctx) {
  CmLoc *f = cm_loc_file(ctx, CM_STR("a.mlir"), 4, 5);
  CmLoc *g = cm_loc_file(ctx, CM_STR("b.mlir"), 6, 7);
  CmLoc *name = cm_loc_name(ctx, CM_STR("n"), f);
  CmLoc *bare = cm_loc_name(ctx, CM_STR("n"), NULL);
  CmLoc *cs = cm_loc_callsite(bare, g);
  CmLoc *fl[2] = {bare, g};
  CmLoc *fused = cm_loc_fused(ctx, 2, fl, NULL);
  CHECK(cm_loc_find_file_line_col(f) == f);
  CHECK(cm_loc_find_file_line_col(name) == f);
  CHECK(cm_loc_find_file_line_col(bare) == NULL);
  CHECK(cm_loc_find_file_line_col(cs) == g);
  CHECK(cm_loc_find_file_line_col(fused) == g);
  CHECK(cm_loc_find_file_line_col(cm_loc_unknown(ctx)) == NULL);
  CmBuf b;
  cm_buf_init(&b);
  cm_loc_print_for_diag(name, &b);
  CHECK(b.data && strcmp(b.data, "a.mlir:4:5") == 0);
  cm_buf_clear(&b);
  cm_loc_print_for_diag(cs, &b);
  CHECK(b.data && strcmp(b.data, "b.mlir:6:7") == 0);
  cm_buf_free(&b);
}

static void test_default_output(CmContext *ctx) {
  FILE *tmp = tmpfile();
  if (!tmp) {
    CHECK(0);
    return;
  }
  fflush(stderr);
  int saved = dup(2);
  dup2(fileno(tmp), 2);
  cm_emit_error(cm_loc_file(ctx, CM_STR("x.mlir"), 1, 2), "oops");
  cm_emit_error(cm_loc_unknown(ctx), "nowhere");
  cm_emit_warning(cm_loc_unknown(ctx), "warnings are dropped");
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  char buf[512] = {0};
  rewind(tmp);
  size_t n = fread(buf, 1, sizeof(buf) - 1, tmp);
  buf[n] = 0;
  fclose(tmp);
  CHECK(strcmp(buf, "loc(\"x.mlir\":1:2): error: oops\nerror: nowhere\n") ==
        0);
  if (failures)
    fprintf(stderr, "default output was: <%s>\n", buf);
}

/* A capture counts what is reported on this thread and shows nothing;
 * captures nest, and ending one restores the outer state. */
static void test_capture(CmContext *ctx) {
  Rec r = {.ret = CM_SUCCESS};
  CmDiagHandlerId id = cm_diag_add_handler(ctx, rec_handler, &r);
  CmLoc *loc = cm_loc_file(ctx, CM_STR("c.mlir"), 3, 4);
  CmDiagCapture outer, inner;
  CHECK(!cm_diag_capturing());
  cm_diag_capture_begin(&outer);
  CHECK(cm_diag_capturing());
  cm_emit_error(loc, "captured error");
  cm_emit_warning(loc, "captured warning");
  cm_diag_capture_begin(&inner);
  CmDiag *d = cm_diag_error(loc, "inner error");
  cm_diag_note(d, NULL, "with a note");
  cm_diag_report(d);
  cm_emit_remark(loc, "inner remark");
  cm_diag_capture_end(&inner);
  CHECK(inner.count == 2 && inner.errors == 1);
  cm_emit_error(loc, "outer again");
  cm_diag_capture_end(&outer);
  CHECK(outer.count == 3 && outer.errors == 2);
  CHECK(!cm_diag_capturing());
  CHECK(r.calls == 0);
  cm_emit_error(loc, "shown");
  CHECK(r.calls == 1 && strcmp(r.msg, "shown") == 0);
  cm_diag_remove_handler(ctx, id);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  test_handlers(ctx);
  test_capture(ctx);
  test_op_diag(ctx);
  test_locs(ctx);
  test_default_output(ctx);
  cm_context_destroy(ctx);
  return test_report("test_diag");
}
