/* mlir-c/Dialect/LLVM.h - the llvm dialect in cmlir's C API (MLIR 13
 * compatible): its handle and constructors of its types. */
#ifndef MLIR_C_DIALECT_LLVM_H
#define MLIR_C_DIALECT_LLVM_H

#include "mlir-c/IR.h"
#include "mlir-c/Registration.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(LLVM, llvm);

/* !llvm.ptr<pointee, addressSpace> */
MLIR_CAPI_EXPORTED MlirType mlirLLVMPointerTypeGet(MlirType pointee,
                                                   unsigned addressSpace);
/* !llvm.void */
MLIR_CAPI_EXPORTED MlirType mlirLLVMVoidTypeGet(MlirContext ctx);
/* !llvm.array<numElements x elementType> */
MLIR_CAPI_EXPORTED MlirType mlirLLVMArrayTypeGet(MlirType elementType,
                                                 unsigned numElements);
/* !llvm.func<resultType (argumentTypes...)> */
MLIR_CAPI_EXPORTED MlirType
mlirLLVMFunctionTypeGet(MlirType resultType, intptr_t nArgumentTypes,
                        MlirType const *argumentTypes, bool isVarArg);
/* A literal (unnamed) struct, packed or not. */
MLIR_CAPI_EXPORTED MlirType mlirLLVMStructTypeLiteralGet(
    MlirContext ctx, intptr_t nFieldTypes, MlirType const *fieldTypes,
    bool isPacked);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_LLVM_H */
