/* builtin.h - the builtin dialect (lib/dialect/builtin/builtin.c).
 *
 * Ops are registered as "builtin.module", "builtin.func" and
 * "builtin.unrealized_conversion_cast" (the dialect is "builtin").  MLIR 13
 * names them plain `module`, `func`, `unrealized_conversion_cast`: that is
 * how they print, in the custom AND the generic form (`"func"() ( {...`),
 * and the parser maps a name without a dot to "builtin." + name first.
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
/* The name MLIR 13 prints for an op: "builtin.x" -> "x", others unchanged
 * (a NUL-terminated string owned by the context). */
const char *cm_builtin_print_name(const CmOp *op);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_DIALECT_BUILTIN_H */
