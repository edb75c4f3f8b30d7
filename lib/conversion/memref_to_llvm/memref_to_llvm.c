/* memref_to_llvm.c - -convert-memref-to-llvm as MLIR 13. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"

void cm_populate_memref_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                         CmPatternSet *set) {
  (void)tc;
  (void)set;
}
