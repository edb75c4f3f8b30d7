/* mlir-c/Transforms.h - creating and registering the generic passes
 * (MLIR 13's "Transforms" group) through cmlir's C API.
 *
 * For every pass listed in mlir-c/TransformsPasses.def:
 *
 *   MlirPass mlirCreateTransforms<Name>(void);   a new instance with its
 *       default options, to hand to mlir(Op)PassManagerAddOwnedPass;
 *   void mlirRegisterTransforms<Name>(void);     makes its argument usable
 *       in textual pipelines (mlirParsePassPipeline);
 *
 * for example mlirCreateTransformsCSE, mlirCreateTransformsCanonicalizer,
 * mlirCreateTransformsInliner, mlirCreateTransformsSCCP,
 * mlirCreateTransformsSymbolDCE, mlirCreateTransformsLoopInvariantCodeMotion.
 * mlirRegisterTransformsPasses registers them all.  Registration is global
 * to the process, idempotent and thread-safe.
 */
#ifndef MLIR_C_TRANSFORMS_H
#define MLIR_C_TRANSFORMS_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_CAPI_EXPORTED void mlirRegisterTransformsPasses(void);

#define MLIR_C_PASS(name, impl)                                                \
  MLIR_CAPI_EXPORTED MlirPass mlirCreateTransforms##name(void);                \
  MLIR_CAPI_EXPORTED void mlirRegisterTransforms##name(void);
#include "mlir-c/TransformsPasses.def"

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_TRANSFORMS_H */
