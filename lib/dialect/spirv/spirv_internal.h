/* spirv_internal.h - what the files of lib/dialect/spirv share. */
#ifndef CMLIR_LIB_DIALECT_SPIRV_INTERNAL_H
#define CMLIR_LIB_DIALECT_SPIRV_INTERNAL_H

#include "cmlir/asm.h"
#include "cmlir/dialect/spirv.h"

#include <stdint.h>

/* Per-op facts shared by the availability model (-spirv-update-vce), the
 * serializer and the deserializer. One row per op, in a table owned by the
 * file that defines the op.
 *   version: 0x00MMmm00 as in the SPIR-V header (0x00010300 = v1.3);
 *            0 = no bound.
 *   extensions / capabilities: "" when none; otherwise groups separated by
 *            ';' that must all hold, each group a ','-separated list of
 *            alternatives: "Shader,Kernel;Int64" = (Shader or Kernel) and
 *            Int64 (13's AND-of-ORs requirement lists).
 *   opcode: the SPIR-V opcode; for ops of an extended instruction set the
 *            instruction number, with ext_set naming the set ("GLSL.std.450",
 *            "OpenCL.std"); 0 for ops with no instruction (spv.module ...). */
typedef struct CmSpvOpInfo {
  const char *op; /* "spv.IAdd" */
  uint16_t opcode;
  const char *ext_set;
  uint32_t min_version, max_version;
  const char *extensions;
  const char *capabilities;
} CmSpvOpInfo;

/* structure.c: spv.module, spv.func, globals, entry points, constants,
 * memory and control-flow ops. */
void cm_spv_register_structure_ops(CmContext *ctx);
/* families.c: the arithmetic, bit, logical, cast, composite, atomic,
 * barrier, GLSL, OpenCL, group, non-uniform, matrix, image and
 * cooperative-matrix op families (one file per family beside it). */
void cm_spv_register_family_ops(CmContext *ctx);
/* The CmSpvOpInfo rows of the families (families.c), and of the structure
 * ops (structure.c); the count is stored in *count. */
const CmSpvOpInfo *cm_spv_family_op_info(unsigned *count);
/* families.c: the dialect's constant materializer (spv.Constant). */
CmOp *cm_spv_materialize_constant(CmDialect *d, CmBuilder *b, CmAttr *value,
                                  CmType *type, CmLoc *loc);
const CmSpvOpInfo *cm_spv_structure_op_info(unsigned *count);
/* inliner.c: the dialect's inliner interfaces, and the interface-only
 * ODS tables of spv.func (callable) and spv.FunctionCall (call). */
extern const CmInterfaceImpl *const cm_spv_dialect_interfaces;
extern const unsigned cm_spv_num_dialect_interfaces;
extern const struct CmOdsOp cm_spv_func_ods, cm_spv_call_ods;
/* canonicalize.c: the canonicalization patterns of spv.AccessChain and
 * spv.mlir.selection. */
void cm_spv_access_chain_canon(CmPatternSet *set, CmContext *ctx);
void cm_spv_selection_canon(CmPatternSet *set, CmContext *ctx);
/* structure.c: 13's memory-access operand of the memory ops,
 * `["Access"(, align)?]` (nothing without the `[`), added to the state as
 * the i32 attributes `access_name` / `align_name`. */
CmResult cm_spv_parse_memory_access(CmParser *p, CmOpState *st,
                                    const char *access_name,
                                    const char *align_name);

/* types.c / attrs.c: the dialect's type and attribute hooks. */
CmType *cm_spv_parse_type_hook(CmDialect *d, CmParser *p);
void cm_spv_print_type_hook(CmDialect *d, const CmType *t, CmPrinter *p);
CmAttr *cm_spv_parse_attr_hook(CmDialect *d, CmParser *p, CmType *type);
void cm_spv_print_attr_hook(CmDialect *d, const CmAttr *a, CmPrinter *p);
CmResult cm_spv_verify_op_attr_hook(CmDialect *d, CmOp *op, CmNamedAttr attr);
CmResult cm_spv_verify_region_arg_attr_hook(CmDialect *d, CmOp *op,
                                            unsigned region, unsigned arg,
                                            CmNamedAttr attr);
CmResult cm_spv_verify_region_result_attr_hook(CmDialect *d, CmOp *op,
                                               unsigned region,
                                               unsigned result,
                                               CmNamedAttr attr);

#endif
