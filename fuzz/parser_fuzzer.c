/* parser_fuzzer.c - libFuzzer target for the textual IR front end.
 *
 * Each input is parsed as a .mlir buffer in a fresh context that allows
 * unregistered dialects, verified, and printed into a memory buffer: the
 * generic form always, the custom form when the module verified; verified
 * modules are also translated to LLVM IR (cm_translate_module_to_llvmir).
 * Diagnostics are swallowed: the only failures the
 * fuzzer looks for are crashes, sanitizer reports, leaks, hangs and
 * out-of-memory.
 *
 * Build: cmake -DCMLIR_FUZZ=ON -DCMAKE_C_COMPILER=clang-14 (see
 * scripts/fuzz.sh and docs/fuzzing.md).
 */
#include "cmlir/asm.h"
#include "cmlir/dialects.h"
#include "cmlir/ir.h"
#include "cmlir/support.h"
#include "cmlir/target.h"

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
  cm_register_all_dialects(ctx);
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
      /* The generic form must print any IR the parser builds (diagnostics
       * print unverified ops that way: "see current operation"). */
      flags.generic = true;
      flags.debuginfo = true;
      cm_print_op(module, &flags, &out);
      /* Custom forms may assume verified IR (as upstream's do): print them
       * only when the verifier accepted the module, as mlir-opt does. */
      if (cm_succeeded(vr)) {
        cm_buf_clear(&out);
        cm_print_flags_default(&flags);
        cm_print_op(module, &flags, &out);
        /* Verified modules also go through the LLVM IR translation: for
         * modules in the llvm dialect this exercises the translator, for
         * anything else its "cannot be translated" diagnostics. */
        cm_buf_clear(&out);
        (void)cm_translate_module_to_llvmir(module, &out);
      }
      cm_buf_free(&out);
      cm_op_destroy(module);
    }
  }
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return 0;
}
