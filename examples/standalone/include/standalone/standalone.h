/* standalone.h - the `standalone` dialect, an out-of-tree extension of
 * cmlir built against the installed package (see docs/extending.md).
 *
 *   !standalone.custom<"name">     a type with a string parameter
 *   #standalone.level<N>           an attribute with an integer N >= 0
 *   standalone.foo %x : i32        identity; folds foo(foo(x)) to foo(x)
 *   standalone.bar %x : i32        identity; canonicalizes bar(bar(x)) to x
 *   standalone.wrap %x {level = #standalone.level<1>} : i32 -> !standalone.custom<"a">
 *                                  verifier: the level is at most 3
 * and the pass -standalone-switch-bar-foo (renames `func @bar` to `foo`).
 *
 * Names here start with `standalone_`: the `cm` and `mlir` prefixes belong
 * to cmlir.
 */
#ifndef STANDALONE_STANDALONE_H
#define STANDALONE_STANDALONE_H

#include "cmlir/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* lib/dialect.c */
void standalone_register_dialect(CmContext *ctx);
/* !standalone.custom<"value"> (the dialect must be registered). */
CmType *standalone_custom_type(CmContext *ctx, CmStr value);
bool standalone_is_custom_type(const CmType *t);
/* #standalone.level<level> */
CmAttr *standalone_level_attr(CmContext *ctx, int64_t level);
bool standalone_is_level_attr(const CmAttr *a);
int64_t standalone_level_value(const CmAttr *a);

/* lib/passes.c: registers -standalone-switch-bar-foo in cmlir's pass
 * registry (flag, -pass-pipeline, --help). */
void standalone_register_passes(void);

#ifdef __cplusplus
}
#endif
#endif /* STANDALONE_STANDALONE_H */
