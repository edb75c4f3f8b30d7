/* conversion_spirv.h - conversions into the SPIR-V dialect (MLIR 13's
 * SPIRVConversion, StandardToSPIRV, GPUToSPIRV, SCFToSPIRV, VectorToSPIRV)
 * and the SPIR-V transforms that go with them (-spirv-lower-abi-attrs,
 * -decorate-spirv-composite-type-layout).
 *
 * lib/conversion/spirv_common/ holds what they share: the target
 * environment as a query object, the SPIR-V type converter, the SPIR-V
 * conversion target, builtin variables, index linearization and the
 * builtin func -> spv.func pattern.  See docs/to-spirv.md. */
#ifndef CMLIR_CONVERSION_SPIRV_H
#define CMLIR_CONVERSION_SPIRV_H

#include "cmlir/conversion.h"
#include "cmlir/dialect/spirv.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * spirv_common/target_env.c - 13's spirv::TargetEnv
 * ====================================================================== */
#define CM_SPV_MAX_CAPABILITY 8192
typedef struct CmSpvTargetEnv {
  CmAttr *attr;     /* the #spv.target_env */
  uint32_t version; /* Version enum value */
  bool caps[CM_SPV_MAX_CAPABILITY]; /* allowed, with the implied ones */
  unsigned num_exts;
  uint32_t exts[64]; /* allowed Extension values */
} CmSpvTargetEnv;

/* Fills `env` from a #spv.target_env attribute. */
void cm_spv_target_env_init(CmSpvTargetEnv *env, CmAttr *attr);
bool cm_spv_target_env_allows_cap(const CmSpvTargetEnv *env, uint32_t cap);
bool cm_spv_target_env_allows_ext(const CmSpvTargetEnv *env, uint32_t ext);
/* An AND-of-ORs requirement list "A,B;C" of kind Capability or Extension:
 * every group has an allowed alternative. */
bool cm_spv_target_env_allows_list(const CmSpvTargetEnv *env,
                                   CmSpvEnumKind kind, const char *list);
/* Whether the requirements of a SPIR-V value type (scalars, vectors, spv
 * types; `sc` the storage class it is stored in, -1 for none) are met. */
bool cm_spv_target_env_allows_type(const CmSpvTargetEnv *env,
                                   const CmType *t, int64_t sc);
/* 13's spirv::lookupTargetEnvOrDefault. */
CmAttr *cm_spv_lookup_target_env_or_default(CmOp *op);
/* 13's getAddressingModel / getMemoryModel / getExecutionModel (the
 * enum values); the latter two return false when nothing fits. */
uint32_t cm_spv_env_addressing_model(const CmAttr *env);
bool cm_spv_env_memory_model(const CmAttr *env, uint32_t *out);
bool cm_spv_env_execution_model(const CmAttr *env, uint32_t *out);

/* ======================================================================
 * spirv_common/type_converter.c - 13's SPIRVTypeConverter
 * ====================================================================== */
typedef struct CmSpvTypeConverter CmSpvTypeConverter;
typedef struct CmSpvConvOptions {
  bool emulate_non_32_bit_scalar_types; /* 13's default: true */
  unsigned bool_num_bits;               /* 13's default: 8 */
} CmSpvConvOptions;
void cm_spv_conv_options_default(CmSpvConvOptions *o);

CmSpvTypeConverter *cm_spv_type_converter_create(CmContext *ctx,
                                                 CmAttr *target_env,
                                                 const CmSpvConvOptions *o);
void cm_spv_type_converter_destroy(CmSpvTypeConverter *tc);
/* The generic converter (patterns' type_converter). */
const CmTypeConverter *cm_spv_tc_base(const CmSpvTypeConverter *tc);
const CmSpvTargetEnv *cm_spv_tc_env(const CmSpvTypeConverter *tc);
const CmSpvConvOptions *cm_spv_tc_options(const CmSpvTypeConverter *tc);
CmContext *cm_spv_tc_context(const CmSpvTypeConverter *tc);
/* 1:1 conversion; NULL when `t` has no SPIR-V form. */
CmType *cm_spv_convert_type(const CmSpvTypeConverter *tc, CmType *t);
/* The SPIR-V type of `index` (i32 in 13). */
CmType *cm_spv_index_type(CmContext *ctx);
/* Memory space <-> storage class (13's map); -1 / false when none. */
int64_t cm_spv_storage_class_for_memory_space(unsigned space);
bool cm_spv_memory_space_for_storage_class(uint32_t sc, unsigned *space);
/* The memory space of a memref type (0 when none; false when it is not
 * an integer). */
bool cm_spv_memref_memory_space(const CmType *mr, unsigned *space);
/* 13's getTypeNumBytes; -1 when unknown. */
int64_t cm_spv_type_num_bytes(const CmSpvConvOptions *o, const CmType *t);

/* ======================================================================
 * spirv_common/target.c - the conversion target and shared helpers
 * ====================================================================== */
/* 13's SPIRVConversionTarget: spv ops legal when they (and the types of
 * their operands and results) are available in the environment. */
CmConversionTarget *cm_spv_conversion_target_create(CmContext *ctx,
                                                    const CmSpvTargetEnv *env);
/* 13's getBuiltinVariableValue: the spv.GlobalVariable of `builtin` in
 * the nearest symbol table around `op` (created at the start of its body
 * when missing), an addressof and a load at the rewriter's point.  NULL
 * (and an error) when not possible. */
CmValue *cm_spv_builtin_variable_value(CmOp *op, const char *builtin,
                                       CmRewriter *rw);
/* The shared body of the convert-*-to-spirv passes (spirv_common/run.c):
 * the module's target environment (or the default one), a type converter
 * with `options` (NULL: 13's defaults), the SPIR-V conversion target
 * (then `configure_target`, when set), the patterns `populate` adds, and
 * a full or partial conversion of `module`. */
typedef struct CmSpvConversionSpec {
  const CmSpvConvOptions *options;
  bool full;                         /* full (else partial) conversion */
  bool fail_target_materializations; /* see cm_type_converter_fail_... */
  void (*configure_target)(CmConversionTarget *t, void *user);
  void (*populate)(CmSpvTypeConverter *tc, CmPatternSet *set, void *user);
  void *user;
} CmSpvConversionSpec;
CmResult cm_spv_run_conversion(CmOp *module, const CmSpvConversionSpec *spec);
/* i1, or vector<N x i1> of t's shape. */
CmType *cm_spv_bool_like_type(CmType *t);
/* spv.Constant of an integer/float `value` of type `t`. */
CmValue *cm_spv_const_int(CmRewriter *rw, CmLoc *loc, CmType *t, int64_t v);
/* spv.AccessChain base[idx...]; `cidx` gives the constant value of each
 * index (-1: dynamic), needed for struct members.  NULL if invalid. */
CmValue *cm_spv_access_chain(CmRewriter *rw, CmLoc *loc, CmValue *base,
                             unsigned n, CmValue *const *idx,
                             const int64_t *cidx);
/* 13's spirv::linearizeIndex: offset + sum(strides[i] * indices[i]) with
 * spv.Constant / spv.IMul / spv.IAdd. */
CmValue *cm_spv_linearize_index(CmRewriter *rw, CmLoc *loc, unsigned n,
                                CmValue *const *indices,
                                const int64_t *strides, int64_t offset);
/* 13's spirv::getElementPtr: linearizes `indices` with the memref's
 * strides and offset and makes spv.AccessChain base[0, linear]; NULL when
 * the layout is not static. */
CmValue *cm_spv_element_ptr(const CmSpvTypeConverter *tc, CmType *memref,
                            CmValue *base, unsigned n, CmValue *const *indices,
                            CmLoc *loc, CmRewriter *rw);
/* 13's populateBuiltinFuncToSPIRVPatterns (func -> spv.func). */
void cm_populate_builtin_func_to_spirv_patterns(const CmSpvTypeConverter *tc,
                                                CmPatternSet *set);
/* Sets the attribute `name` of argument `i` of a function-like op (the
 * `arg_attrs` array; NULL value removes it). */
void cm_spv_set_arg_attr(CmOp *fn, unsigned nargs, unsigned i,
                         const char *name, CmAttr *value);
CmAttr *cm_spv_get_arg_attr(CmOp *fn, unsigned i, const char *name);

/* ======================================================================
 * The conversions and passes
 * ====================================================================== */
/* std_to_spirv/: std (and the memref ops 13 converts there). */
void cm_populate_std_to_spirv_patterns(const CmSpvTypeConverter *tc,
                                       CmPatternSet *set);
extern const CmPassDef cm_pass_convert_std_to_spirv;
/* gpu_to_spirv/ */
void cm_populate_gpu_to_spirv_patterns(const CmSpvTypeConverter *tc,
                                       CmPatternSet *set);
extern const CmPassDef cm_pass_convert_gpu_to_spirv;
extern const CmPassDef cm_pass_test_spirv_entry_point_abi;
/* scf_to_spirv/ (its patterns share a table of result variables and are
 * not exported) */
extern const CmPassDef cm_pass_convert_scf_to_spirv;
/* vector_to_spirv/ */
void cm_populate_vector_to_spirv_patterns(const CmSpvTypeConverter *tc,
                                          CmPatternSet *set);
extern const CmPassDef cm_pass_convert_vector_to_spirv;
/* spirv_transforms/: the SPIR-V passes */
extern const CmPassDef cm_pass_spirv_lower_abi_attrs;
extern const CmPassDef cm_pass_decorate_spirv_composite_type_layout;
/* 13's VulkanLayoutUtils::decorateType of a struct (NULL if it cannot). */
CmType *cm_spv_vulkan_decorate_struct(CmType *st);
/* Registers the passes above. */
void cm_register_spirv_conversion_passes(void);

#ifdef __cplusplus
}
#endif
#endif
