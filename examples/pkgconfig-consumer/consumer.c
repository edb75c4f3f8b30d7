/* consumer.c - a program using cmlir as a library, built with pkg-config:
 *
 *   cc consumer.c $(pkg-config --cflags --libs cmlir) -o consumer
 *
 * It parses a module, verifies it, runs `canonicalize` through a pass
 * manager and prints the result; it exits non-zero on any error. */
#include "cmlir/asm.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"

#include <stdio.h>
#include <string.h>

static const char source[] =
    "func @f(%x: i32) -> i32 {\n"
    "  %c0 = constant 0 : i32\n"
    "  %y = addi %x, %c0 : i32\n"
    "  return %y : i32\n"
    "}\n";

static void write_out(void *user, const char *data, size_t len) {
  fwrite(data, 1, len, (FILE *)user);
}

int main(void) {
  cm_register_all_passes();
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "input", source, strlen(source));
  /* diagnostics: printed as file:line:col: error: ... */
  CmSrcDiagHandler *diag = cm_srcdiag_install(ctx, &sm, stderr);

  int rc = 1;
  CmOp *module = cm_parse_source(ctx, buf);
  if (module && cm_succeeded(cm_verify(module))) {
    CmPassManager *pm =
        cm_pass_manager_create(ctx, "builtin.module", CM_NESTING_IMPLICIT);
    CmBuf err;
    cm_buf_init(&err);
    CmResult r = cm_parse_pass_pipeline(pm, "func(canonicalize)", &err);
    if (err.len)
      fprintf(stderr, "%.*s", (int)err.len, err.data);
    cm_buf_free(&err);
    if (cm_succeeded(r) && cm_succeeded(cm_pass_manager_run(pm, module))) {
      CmPrintFlags flags;
      cm_print_flags_default(&flags);
      cm_print_op_cb(module, &flags, write_out, stdout);
      fputc('\n', stdout);
      rc = 0;
    }
    cm_pass_manager_destroy(pm);
  }
  if (module)
    cm_op_destroy(module);
  cm_srcdiag_uninstall(diag);
  cm_context_destroy(ctx);
  cm_srcmgr_free(&sm);
  return rc;
}
