/* tool_util.h - small pieces shared by the command-line drivers
 * (lib/tools/).  Declared here rather than in opt_main.h so that tools
 * other than cmlir-opt can use them without the optimizer driver.
 */
#ifndef CMLIR_TOOL_UTIL_H
#define CMLIR_TOOL_UTIL_H

#include "cmlir/support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/tools/split_input.c
 * -split-input-file as MLIR 13 does it: `whole` is cut at every
 * "// -----" (a plain substring match); each chunk is added to a fresh
 * source manager as a buffer named "within split at FILE:LINE offset "
 * (LINE: the chunk's first line in the whole file) and handed to `fn`.
 * Every chunk is processed even after a failure; returns CM_FAILURE if
 * any call did. */
typedef CmResult (*CmSplitChunkFn)(CmSourceMgr *sm, CmSourceBuffer *chunk,
                                   void *user);
CmResult cm_split_input_file(CmSourceBuffer *whole, CmSplitChunkFn fn,
                             void *user);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_TOOL_UTIL_H */
