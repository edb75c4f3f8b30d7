/* mlir-c/IR.h - the core IR of cmlir's C API (MLIR 13 compatible):
 * contexts, dialects, locations, modules, operations, regions, blocks,
 * values, types and attributes.
 *
 * Every handle is a struct holding one pointer.  A handle whose pointer is
 * NULL is the null handle (mlirXIsNull).  Ownership follows MLIR 13:
 * objects made by a `Create` function are owned by the caller until they
 * are destroyed (`Destroy`) or handed over to another object by a function
 * that `Take`s them or whose parameter is named `Owned`; types, attributes,
 * locations and identifiers belong to their context and live as long as it.
 */
#ifndef MLIR_C_IR_H
#define MLIR_C_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLIR_C_HANDLE_(name, storage)                                          \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

MLIR_C_HANDLE_(MlirContext, void);
MLIR_C_HANDLE_(MlirDialect, void);
MLIR_C_HANDLE_(MlirOperation, void);
MLIR_C_HANDLE_(MlirOpPrintingFlags, void);
MLIR_C_HANDLE_(MlirBlock, void);
MLIR_C_HANDLE_(MlirRegion, void);

MLIR_C_HANDLE_(MlirAttribute, const void);
MLIR_C_HANDLE_(MlirIdentifier, const void);
MLIR_C_HANDLE_(MlirLocation, const void);
MLIR_C_HANDLE_(MlirModule, const void);
MLIR_C_HANDLE_(MlirType, const void);
MLIR_C_HANDLE_(MlirValue, const void);

#undef MLIR_C_HANDLE_

/* An attribute with its name. */
struct MlirNamedAttribute {
  MlirIdentifier name;
  MlirAttribute attribute;
};
typedef struct MlirNamedAttribute MlirNamedAttribute;

/* Everything needed to create an operation, collected piece by piece with
 * the mlirOperationState* functions; mlirOperationCreate consumes it. */
struct MlirOperationState {
  MlirStringRef name;
  MlirLocation location;
  intptr_t nResults;
  MlirType *results;
  intptr_t nOperands;
  MlirValue *operands;
  intptr_t nRegions;
  MlirRegion *regions;
  intptr_t nSuccessors;
  MlirBlock *successors;
  intptr_t nAttributes;
  MlirNamedAttribute *attributes;
  bool enableResultTypeInference;
};
typedef struct MlirOperationState MlirOperationState;

/* The function declarations follow (written by the C API work). */

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_IR_H */
