/* capi_builtin.h - handle conversions for the affine handles of the C API
 * (mlir-c/AffineExpr.h, AffineMap.h, IntegerSet.h) and helpers shared by
 * affine.c, builtin_types.c and builtin_attrs.c. */
#ifndef CMLIR_CAPI_BUILTIN_H
#define CMLIR_CAPI_BUILTIN_H

#include "capi_internal.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IntegerSet.h"

CM_CAPI_WRAP_(affine_expr, MlirAffineExpr, CmAffineExpr, const)
CM_CAPI_WRAP_(affine_map, MlirAffineMap, CmAffineMap, const)
CM_CAPI_WRAP_(integer_set, MlirIntegerSet, CmIntegerSet, const)

#endif /* CMLIR_CAPI_BUILTIN_H */
