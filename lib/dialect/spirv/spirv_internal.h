/* spirv_internal.h - what the files of lib/dialect/spirv share. */
#ifndef CMLIR_LIB_DIALECT_SPIRV_INTERNAL_H
#define CMLIR_LIB_DIALECT_SPIRV_INTERNAL_H

#include "cmlir/dialect/spirv.h"

/* structure.c: spv.module, spv.func, globals, entry points, constants,
 * memory and control-flow ops. */
void cm_spv_register_structure_ops(CmContext *ctx);
/* families.c: the arithmetic, bit, logical, cast, composite, atomic,
 * barrier, GLSL, OpenCL, group, non-uniform, matrix, image and
 * cooperative-matrix op families (one file per family beside it). */
void cm_spv_register_family_ops(CmContext *ctx);

#endif
