/* conversion_spirv_llvm.h - the conversions from the SPIR-V dialect to the LLVM
 * dialect (docs/spirv-to-llvm.md):
 *   spirv_to_llvm/types.c        the spv types in the LLVM type converter
 *   spirv_to_llvm/spirv_to_llvm.c -convert-spirv-to-llvm (MLIR 13)
 *   spirv_to_llvm/host_to_llvm.c  -lower-host-to-llvm (MLIR 13)
 */
#ifndef CMLIR_CONVERSION_SPIRV_LLVM_H
#define CMLIR_CONVERSION_SPIRV_LLVM_H

#include "cmlir/conversion.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Adds the conversions of !spv.array, !spv.ptr, !spv.rtarray and
 * !spv.struct to `tc` (upstream populateSPIRVToLLVMTypeConversion).  Call
 * before the converter converts anything. */
void cm_populate_spirv_to_llvm_type_conversion(CmLLVMTypeConverter *tc);
/* The size in bytes of a SPIR-V type as 13's SPIRVType::getSizeInBytes
 * (false where it has none). */
bool cm_spv_type_size_in_bytes(const CmType *t, uint64_t *size);
/* Whether `t` already has the Vulkan layout (13's
 * VulkanLayoutUtils::decorateType(t) == t) for a literal struct. */
bool cm_spv_struct_has_vulkan_layout(const CmType *t);

/* The op patterns, the function pattern and the module patterns
 * (populateSPIRVToLLVMConversionPatterns, ...FunctionConversionPatterns,
 * ...ModuleConversionPatterns); `tc` must outlive the set. */
void cm_populate_spirv_to_llvm_patterns(const CmLLVMTypeConverter *tc,
                                        CmPatternSet *set);
void cm_populate_spirv_to_llvm_func_patterns(const CmLLVMTypeConverter *tc,
                                             CmPatternSet *set);
void cm_populate_spirv_to_llvm_module_patterns(const CmLLVMTypeConverter *tc,
                                               CmPatternSet *set);
/* Renames the global variables with descriptor_set and binding in the
 * spv.modules of `module` to <module>_<name>_descriptor_set<S>_binding<B>
 * (upstream encodeBindAttribute), their uses too. */
void cm_spv_encode_bind_attribute(CmOp *module);
/* Renames symbol `sym` to `to`, and the references to it (by their root)
 * in the ops nested in `scope` (upstream SymbolTable::replaceAllSymbolUses
 * + setSymbolName). */
void cm_spv_rename_symbol(CmOp *scope, CmOp *sym, CmIdent *to);

/* Initializes `st` for the symbol op `op_name` (llvm.func,
 * llvm.mlir.global) with its linkage, name, type and one empty region. */
void cm_spv_llvm_symbol_state(CmOpState *st, CmContext *ctx,
                              const char *op_name, CmLoc *loc, CmStr sym,
                              CmType *type, int64_t linkage);

extern const CmPassDef cm_pass_convert_spirv_to_llvm;
extern const CmPassDef cm_pass_lower_host_to_llvm;

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_CONVERSION_SPIRV_LLVM_H */
