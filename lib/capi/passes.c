/* passes.c - mlir-c/Transforms.h and mlir-c/Conversion.h: one create and
 * one register function per line of mlir-c/TransformsPasses.def and
 * mlir-c/ConversionPasses.def. */
#include "cmlir/pass.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/Transforms.h"

/* The pass definitions (each also declared by its layer's header). */
#define MLIR_C_PASS(name, impl) extern const CmPassDef impl;
#include "mlir-c/TransformsPasses.def"
#define MLIR_C_PASS(name, impl) extern const CmPassDef impl;
#include "mlir-c/ConversionPasses.def"

static MlirPass create(const CmPassDef *def) {
  MlirPass p;
  p.ptr = cm_pass_create(def, NULL, NULL);
  return p;
}

#define MLIR_C_PASS(name, impl)                                                \
  MlirPass mlirCreateTransforms##name(void) { return create(&impl); }          \
  void mlirRegisterTransforms##name(void) { cm_pass_register(&impl); }
#include "mlir-c/TransformsPasses.def"

#define MLIR_C_PASS(name, impl)                                                \
  MlirPass mlirCreateConversion##name(void) { return create(&impl); }          \
  void mlirRegisterConversion##name(void) { cm_pass_register(&impl); }
#include "mlir-c/ConversionPasses.def"

void mlirRegisterTransformsPasses(void) {
#define MLIR_C_PASS(name, impl) cm_pass_register(&impl);
#include "mlir-c/TransformsPasses.def"
}

void mlirRegisterConversionPasses(void) {
#define MLIR_C_PASS(name, impl) cm_pass_register(&impl);
#include "mlir-c/ConversionPasses.def"
}
