/* target/spirv.h - the SPIR-V binary form of the `spv` dialect
 * (lib/target/spirv/): spv.module <-> SPIR-V words, as MLIR 13's
 * -serialize-spirv / -deserialize-spirv. */
#ifndef CMLIR_TARGET_SPIRV_H
#define CMLIR_TARGET_SPIRV_H

#include "cmlir/ir.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Serializes `module` (a spv.module) to SPIR-V words: *words (malloc'ed,
 * caller frees) and *num_words.  Errors are reported at the offending op
 * and give CM_FAILURE (*words is then NULL). */
CmResult cm_spirv_serialize(CmOp *module, uint32_t **words, size_t *num_words);
/* The same with debug information when `debug_info` is set (13's
 * -test-spirv-roundtrip-debug): an OpString naming the file of the
 * module's location and an OpLine before each instruction of an op with a
 * file:line:col location. */
CmResult cm_spirv_serialize_ex(CmOp *module, bool debug_info, uint32_t **words,
                               size_t *num_words);

/* Deserializes `num_words` SPIR-V words into a new, detached spv.module in
 * `ctx` (the spv dialect is loaded).  Malformed input is reported as an
 * error at `loc` and gives NULL. */
CmOp *cm_spirv_deserialize(CmContext *ctx, const uint32_t *words,
                           size_t num_words, CmLoc *loc);

/* Bytes -> words (little-endian); false when the size is not a multiple of
 * four (the error is reported at `loc`). */
bool cm_spirv_words_from_bytes(const unsigned char *bytes, size_t n,
                               uint32_t **words, size_t *num_words,
                               CmLoc *loc);

#ifdef __cplusplus
}
#endif
#endif
