/* mlir-c/Conversion.h - creating and registering the conversion passes
 * (MLIR 13's "Conversion" group) through cmlir's C API.
 *
 * For every pass listed in mlir-c/ConversionPasses.def:
 *
 *   MlirPass mlirCreateConversion<Name>(void);   a new instance with its
 *       default options;
 *   void mlirRegisterConversion<Name>(void);     makes it usable in
 *       textual pipelines;
 *
 * for example mlirCreateConversionConvertStandardToLLVM
 * (convert-std-to-llvm), mlirCreateConversionConvertMemRefToLLVM,
 * mlirCreateConversionSCFToStandard (convert-scf-to-std),
 * mlirCreateConversionConvertMathToLLVM (a pass on functions: nest it under
 * `func`).  mlirRegisterConversionPasses registers them all.
 */
#ifndef MLIR_C_CONVERSIONS_H
#define MLIR_C_CONVERSIONS_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_CAPI_EXPORTED void mlirRegisterConversionPasses(void);

#define MLIR_C_PASS(name, impl)                                                \
  MLIR_CAPI_EXPORTED MlirPass mlirCreateConversion##name(void);                \
  MLIR_CAPI_EXPORTED void mlirRegisterConversion##name(void);
#include "mlir-c/ConversionPasses.def"

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_CONVERSIONS_H */
