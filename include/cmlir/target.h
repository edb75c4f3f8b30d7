/* target.h - translation of the LLVM dialect to LLVM IR text
 * (lib/target/llvmir/).  cmlir writes LLVM IR itself: nothing here links
 * LLVM.  The output uses typed pointers and is accepted by llvm-as-13 and
 * llvm-as-14.
 */
#ifndef CMLIR_TARGET_H
#define CMLIR_TARGET_H

#include "cmlir/asm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/target/llvmir/translate.c
 * Translates `module` (a builtin.module whose body is in the llvm dialect)
 * to LLVM IR text appended to `out`.  Anything that cannot be translated is
 * reported as an error diagnostic at the op's location (through the
 * context's handlers) and gives CM_FAILURE; `out` is then unspecified. */
CmResult cm_translate_module_to_llvmir(CmOp *module, CmBuf *out);
/* The same, handing the text to `fn` in chunks as it is produced (the
 * functions' text is not kept in memory).  On failure part of the text may
 * already have been handed out: callers that must not show partial output
 * write to a temporary place first. */
CmResult cm_translate_module_to_llvmir_cb(CmOp *module, CmWriteFn fn,
                                          void *user);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_TARGET_H */
