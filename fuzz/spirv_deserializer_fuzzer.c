/* spirv_deserializer_fuzzer.c - libFuzzer target for the SPIR-V binary
 * reader (lib/target/spirv/deserialize.c).
 *
 * Each input is taken as little-endian words (a trailing partial word is
 * dropped), deserialized in a fresh context, and the module, when one
 * comes out, printed and serialized again.  Diagnostics are swallowed:
 * the fuzzer looks for crashes, sanitizer reports, leaks and hangs.
 * Seeds: fuzz/spirv-corpus (binaries written by -serialize-spirv). */
#include "cmlir/asm.h"
#include "cmlir/dialect/spirv.h"
#include "cmlir/target/spirv.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static CmResult swallow_diag(CmDiag *d, void *user) {
  (void)d;
  (void)user;
  return CM_SUCCESS;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  CmContext *ctx = cm_context_create();
  cm_register_spirv_dialect(ctx);
  cm_diag_add_handler(ctx, swallow_diag, NULL);
  uint32_t *words = NULL;
  size_t n = 0;
  if (cm_spirv_words_from_bytes(data, size - size % 4, &words, &n,
                                cm_loc_unknown(ctx))) {
    CmOp *m = cm_spirv_deserialize(ctx, words, n, cm_loc_unknown(ctx));
    if (m) {
      CmPrintFlags flags;
      cm_print_flags_default(&flags);
      CmBuf out;
      cm_buf_init(&out);
      cm_print_op(m, &flags, &out);
      cm_buf_free(&out);
      uint32_t *again = NULL;
      size_t na = 0;
      (void)cm_spirv_serialize(m, &again, &na);
      free(again);
      cm_op_destroy(m);
    }
  }
  free(words);
  cm_context_destroy(ctx);
  return 0;
}
