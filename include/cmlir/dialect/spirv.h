/* spirv.h - the SPIR-V dialect of MLIR 13 (`spv.`), lib/dialect/spirv/.
 *
 * spirv.c registers the dialect and calls the per-family registration
 * functions declared in lib/dialect/spirv/spirv_internal.h.  This header is
 * what other layers (conversions, the serializer, the C API) use: the enum
 * tables, the types and the attributes of the dialect. */
#ifndef CMLIR_DIALECT_SPIRV_H
#define CMLIR_DIALECT_SPIRV_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

void cm_register_spirv_dialect(CmContext *ctx);
/* The registered `spv` dialect (registering it if needed). */
CmDialect *cm_spv_dialect(CmContext *ctx);

/* ======================================================================
 * enums.c / enums_gen.c - the SPIR-V enums of MLIR 13 as data
 * ====================================================================== */
typedef enum CmSpvEnumKind {
  CM_SPV_E_AddressingModel,
  CM_SPV_E_ImageArrayedInfo,
  CM_SPV_E_BuiltIn,
  CM_SPV_E_Capability,
  CM_SPV_E_Decoration,
  CM_SPV_E_ImageDepthInfo,
  CM_SPV_E_DeviceType,
  CM_SPV_E_Dim,
  CM_SPV_E_ExecutionMode,
  CM_SPV_E_ExecutionModel,
  CM_SPV_E_Extension,
  CM_SPV_E_FunctionControl,
  CM_SPV_E_GroupOperation,
  CM_SPV_E_ImageFormat,
  CM_SPV_E_LinkageType,
  CM_SPV_E_LoopControl,
  CM_SPV_E_MemoryAccess,
  CM_SPV_E_MemoryModel,
  CM_SPV_E_MemorySemantics,
  CM_SPV_E_ImageSamplerUseInfo,
  CM_SPV_E_ImageSamplingInfo,
  CM_SPV_E_Scope,
  CM_SPV_E_SelectionControl,
  CM_SPV_E_StorageClass,
  CM_SPV_E_Vendor,
  CM_SPV_E_Version,
  CM_SPV_NUM_ENUMS
} CmSpvEnumKind;

/* One case of an enum: its keyword, its value (for Extension, Vendor,
 * DeviceType: the position in MLIR 13's list; for Version: 0 = v1.0 ...)
 * and what using it requires: versions as 0x00MMmm00 (0 = no bound),
 * extensions / capabilities as ','-separated alternatives ("" = none);
 * `implies` is, for capabilities, the capabilities it implies directly. */
typedef struct CmSpvEnumCase {
  const char *name;
  uint32_t value;
  uint32_t min_version, max_version;
  const char *extensions;
  const char *capabilities;
  const char *implies;
} CmSpvEnumCase;

typedef struct CmSpvEnum {
  const char *name; /* "StorageClass" */
  bool is_bit;      /* a bit enum: `A|B`, `None` for 0 */
  unsigned num;
  const CmSpvEnumCase *cases;
} CmSpvEnum;

extern const CmSpvEnum cm_spv_enums[CM_SPV_NUM_ENUMS];

/* The case of a (non-bit) value or single bit, or NULL. */
const CmSpvEnumCase *cm_spv_enum_case(CmSpvEnumKind k, uint32_t value);
/* The keyword of a non-bit enum value, or NULL if invalid. */
const char *cm_spv_enum_str(CmSpvEnumKind k, uint32_t value);
/* Keyword -> value; bit enums accept `A|B|C`.  False if unknown. */
bool cm_spv_enum_symbolize(CmSpvEnumKind k, CmStr s, uint32_t *out);
/* Appends the spelling of `value` (bit enums: `A|B`, `None`); false (and
 * nothing written) when it is not a valid value. */
bool cm_spv_enum_print(CmSpvEnumKind k, uint32_t value, CmBuf *out);
/* Version enum value (0 = v1.0) <-> the 0x00MMmm00 word. */
uint32_t cm_spv_version_word(uint32_t version_enum);
uint32_t cm_spv_version_enum(uint32_t word);

/* ======================================================================
 * types.c - the types of `spv`
 * ====================================================================== */
typedef enum CmSpvTypeId {
  CM_SPV_ARRAY,
  CM_SPV_PTR,
  CM_SPV_RTARRAY,
  CM_SPV_STRUCT,    /* literal struct */
  CM_SPV_STRUCT_ID, /* identified struct (mutable body) */
  CM_SPV_IMAGE,
  CM_SPV_SAMPLED_IMAGE,
  CM_SPV_MATRIX,
  CM_SPV_COOPMATRIX,
} CmSpvTypeId;

/* The CmSpvTypeId of a `spv` type, or -1 for any other type. */
int cm_spv_type_id(const CmType *t);

/* !spv.array<N x T, stride=S> (stride 0 = none) */
CmType *cm_spv_array_type(CmType *elem, uint32_t count, uint32_t stride);
/* !spv.rtarray<T, stride=S> */
CmType *cm_spv_rtarray_type(CmType *elem, uint32_t stride);
/* array / rtarray / matrix / coopmatrix / sampled image / image element
 * type (matrix: the column type; sampled image: the image type). */
CmType *cm_spv_type_elem(const CmType *t);
uint32_t cm_spv_array_count(const CmType *t);
uint32_t cm_spv_array_stride(const CmType *t); /* array and rtarray */
/* !spv.ptr<T, StorageClass> */
CmType *cm_spv_ptr_type(CmType *pointee, uint32_t storage_class);
CmType *cm_spv_ptr_pointee(const CmType *t);
uint32_t cm_spv_ptr_storage_class(const CmType *t);
/* !spv.image<T, Dim, Depth, Arrayed, Sampling, SamplerUse, Format> */
typedef enum {
  CM_SPV_IMG_DIM,
  CM_SPV_IMG_DEPTH,
  CM_SPV_IMG_ARRAYED,
  CM_SPV_IMG_SAMPLING,
  CM_SPV_IMG_SAMPLER_USE,
  CM_SPV_IMG_FORMAT
} CmSpvImageParam;
CmType *cm_spv_image_type(CmType *elem, const uint32_t params[6]);
uint32_t cm_spv_image_param(const CmType *t, CmSpvImageParam which);
CmType *cm_spv_sampled_image_type(CmType *image);
/* !spv.matrix<C x vector<RxT>> */
CmType *cm_spv_matrix_type(CmType *column, uint32_t columns);
uint32_t cm_spv_matrix_columns(const CmType *t);
/* !spv.coopmatrix<RxCxT, Scope> */
CmType *cm_spv_coopmatrix_type(CmType *elem, uint32_t scope, uint32_t rows,
                               uint32_t cols);
uint32_t cm_spv_coopmatrix_scope(const CmType *t);
uint32_t cm_spv_coopmatrix_rows(const CmType *t);
uint32_t cm_spv_coopmatrix_cols(const CmType *t);

/* Structs.  A member decoration: `Decoration` or `Decoration=value`. */
typedef struct CmSpvMemberDeco {
  uint32_t member;
  uint32_t decoration;
  bool has_value;
  uint32_t value;
} CmSpvMemberDeco;
/* A literal struct; offsets NULL (none) or one per member; decorations
 * are sorted (by member, then decoration). */
CmType *cm_spv_struct_type(CmContext *ctx, unsigned n, CmType *const *members,
                           const uint32_t *offsets, unsigned num_decos,
                           const CmSpvMemberDeco *decos);
/* An identified struct, uniqued by name; its body is set once. */
CmType *cm_spv_struct_identified(CmContext *ctx, CmStr name);
CmResult cm_spv_struct_set_body(CmType *s, unsigned n, CmType *const *members,
                                const uint32_t *offsets, unsigned num_decos,
                                const CmSpvMemberDeco *decos);
bool cm_spv_struct_is_identified(const CmType *s);
CmStr cm_spv_struct_name(const CmType *s);
unsigned cm_spv_struct_num_members(const CmType *s);
CmType *cm_spv_struct_member(const CmType *s, unsigned i);
bool cm_spv_struct_has_offsets(const CmType *s);
uint32_t cm_spv_struct_offset(const CmType *s, unsigned i);
unsigned cm_spv_struct_num_decos(const CmType *s);
const CmSpvMemberDeco *cm_spv_struct_decos(const CmType *s);

/* SPIR-V type classes of MLIR 13 (SPIRVTypes.h). */
bool cm_spv_is_scalar_type(const CmType *t); /* bool, i8..i64, f16..f64 */
/* The bit width of an integer or f16/bf16/f32/f64 type; 0 for any other
 * type and for NULL (the classification cast verification and the type
 * converter's byte counts share). */
unsigned cm_spv_scalar_bit_width(const CmType *t);
bool cm_spv_is_composite_type(const CmType *t);
bool cm_spv_is_valid_type(const CmType *t); /* builtin or spv type usable */

/* ======================================================================
 * attrs.c - the attributes of `spv`
 * ====================================================================== */
typedef enum CmSpvAttrId {
  CM_SPV_ATTR_VCE,               /* #spv.vce<v1.0, [caps], [exts]> */
  CM_SPV_ATTR_TARGET_ENV,        /* #spv.target_env<...> */
  CM_SPV_ATTR_INTERFACE_VAR_ABI, /* #spv.interface_var_abi<(s, b), SC> */
} CmSpvAttrId;
int cm_spv_attr_id(const CmAttr *a); /* -1 if not a spv attribute */

/* caps: Capability values; exts: Extension keywords (checked). */
CmAttr *cm_spv_vce_attr(CmContext *ctx, uint32_t version_enum, unsigned ncaps,
                        const uint32_t *caps, unsigned nexts,
                        const CmStr *exts);
uint32_t cm_spv_vce_version(const CmAttr *a); /* Version enum value */
unsigned cm_spv_vce_num_caps(const CmAttr *a);
uint32_t cm_spv_vce_cap(const CmAttr *a, unsigned i);
unsigned cm_spv_vce_num_exts(const CmAttr *a);
CmStr cm_spv_vce_ext(const CmAttr *a, unsigned i);

#define CM_SPV_UNKNOWN_DEVICE_ID 0x7FFFFFFFu
/* vendor / device type: enum values (Unknown = the "Unknown" case). */
CmAttr *cm_spv_target_env_attr(CmAttr *vce, uint32_t vendor,
                               uint32_t device_type, uint32_t device_id,
                               CmAttr *limits);
CmAttr *cm_spv_target_env_vce(const CmAttr *a);
CmAttr *cm_spv_target_env_limits(const CmAttr *a); /* a dictionary */
uint32_t cm_spv_target_env_vendor(const CmAttr *a);
uint32_t cm_spv_target_env_device_type(const CmAttr *a);
uint32_t cm_spv_target_env_device_id(const CmAttr *a);
/* Whether `d` is a valid 13 ResourceLimitsAttr dictionary. */
bool cm_spv_is_resource_limits(const CmAttr *d);
/* The default resource limits of 13 (an empty dictionary prints as {}). */
CmAttr *cm_spv_default_resource_limits(CmContext *ctx);
/* The default target env of 13 (v1.0, [Shader], [SPV_KHR_storage_buffer_
 * storage_class], default limits). */
CmAttr *cm_spv_default_target_env(CmContext *ctx);
/* The target env of `op` or the nearest enclosing op carrying
 * `spv.target_env`, or NULL. */
CmAttr *cm_spv_lookup_target_env(CmOp *op);

/* storage_class: -1 = none */
CmAttr *cm_spv_interface_var_abi_attr(CmContext *ctx, uint32_t set,
                                      uint32_t binding, int64_t storage_class);
uint32_t cm_spv_interface_var_abi_set(const CmAttr *a);
uint32_t cm_spv_interface_var_abi_binding(const CmAttr *a);
int64_t cm_spv_interface_var_abi_storage_class(const CmAttr *a);
/* Whether `d` is an entry_point_abi dictionary {local_size = dense<..>:
 * vector<3xi32>} (13's EntryPointABIAttr). */
bool cm_spv_is_entry_point_abi(const CmAttr *d);

/* ======================================================================
 * availability.c - what ops, enums and types require
 * ====================================================================== */
/* The per-op row (see spirv_internal.h) of a registered spv op name, over
 * the structure and family tables; NULL when the op has none. */
struct CmSpvOpInfo;
const struct CmSpvOpInfo *cm_spv_op_info(const char *name);
/* -spirv-update-vce (registered in lib/transforms/passes.c). */
struct CmPassDef;
extern const struct CmPassDef cm_pass_spirv_update_vce;
/* -spirv-rewrite-inserts (rewrite_inserts.c). */
extern const struct CmPassDef cm_pass_spirv_rewrite_inserts;
/* 13's SPIR-V GLSL canonicalization patterns (comparisons + selects to
 * spv.GLSL.{F,S,U}Clamp) and -test-spirv-glsl-canonicalization
 * (glsl_canonicalize.c). */
struct CmPatternSet;
void cm_spv_populate_glsl_canonicalization(struct CmPatternSet *set);
extern const struct CmPassDef cm_pass_test_spirv_glsl_canonicalization;
/* 13's capabilities for 8- or 16-bit scalars in storage class `sc` (a
 * comma-separated list of alternatives, e.g.
 * "StorageBuffer16BitAccess,StorageUniformBufferBlock16"); NULL when the
 * class needs none. */
const char *cm_spv_storage_width_capabilities(uint32_t sc, unsigned width);
/* -test-spirv-op-availability (availability.c). */
extern const struct CmPassDef cm_pass_test_spirv_op_availability;

#ifdef __cplusplus
}
#endif

#endif
