/* parser_fuzzer.c - libFuzzer target for the textual IR front end.
 *
 * Each input is parsed as a .mlir buffer in a fresh context that allows
 * unregistered dialects, verified, and printed (custom and generic form)
 * into a memory buffer.  Diagnostics are swallowed: the only failures the
 * fuzzer looks for are crashes, sanitizer reports, leaks, hangs and
 * out-of-memory.
 *
 * Build: cmake -DCMLIR_FUZZ=ON -DCMAKE_C_COMPILER=clang-14 (see
 * scripts/fuzz.sh and docs/fuzzing.md).
 */
#include "cmlir/asm.h"
#include "cmlir/ir.h"
#include "cmlir/support.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static CmResult swallow_diag(CmDiag *d, void *user) {
  (void)d;
  (void)user;
  return CM_SUCCESS;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_diag_add_handler(ctx, swallow_diag, NULL);

  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf =
      cm_srcmgr_add(&sm, "fuzz.mlir", (const char *)data, size);
  if (buf) {
    CmOp *module = cm_parse_source(ctx, buf);
    if (module) {
      CmResult vr = cm_verify(module);
      CmPrintFlags flags;
      cm_print_flags_default(&flags);
      CmBuf out;
      cm_buf_init(&out);
      cm_print_op(module, &flags, &out);
      /* The generic form exercises a second printer path; only for
       * verified IR, as mlir-opt would only print that. */
      if (cm_succeeded(vr)) {
        cm_buf_clear(&out);
        flags.generic = true;
        flags.debuginfo = true;
        cm_print_op(module, &flags, &out);
      }
      cm_buf_free(&out);
      cm_op_destroy(module);
    }
  }
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return 0;
}
