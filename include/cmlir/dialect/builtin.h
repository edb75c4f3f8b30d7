/* builtin.h - the builtin dialect (lib/dialect/builtin/builtin.c).
 *
 * Ops are registered as "module", "func" and "unrealized_conversion_cast"
 * (the dialect is "builtin"), the names MLIR 13 gives them: that is how
 * they print, in the custom AND the generic form (`"func"() ( {...`).
 * cm_register_builtin_dialect is declared in ir.h.
 */
#ifndef CMLIR_DIALECT_BUILTIN_H
#define CMLIR_DIALECT_BUILTIN_H

#include "cmlir/asm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Attribute names used by module / func (upstream's names). */
#define CM_BUILTIN_SYM_NAME "sym_name"
#define CM_BUILTIN_SYM_VISIBILITY "sym_visibility"
#define CM_BUILTIN_TYPE "type"
#define CM_BUILTIN_ARG_ATTRS "arg_attrs"
#define CM_BUILTIN_RES_ATTRS "res_attrs"

bool cm_builtin_is_module(const CmOp *op);
bool cm_builtin_is_func(const CmOp *op);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_BUILTIN_H */
