/* spirv.h - the SPIR-V dialect of MLIR 13 (`spv.`), lib/dialect/spirv/.
 *
 * spirv.c registers the dialect and calls the per-family registration
 * functions declared in lib/dialect/spirv/spirv_internal.h. */
#ifndef CMLIR_DIALECT_SPIRV_H
#define CMLIR_DIALECT_SPIRV_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

void cm_register_spirv_dialect(CmContext *ctx);

#ifdef __cplusplus
}
#endif

#endif
