/* memref.c - the memref dialect: registration (op tables are in
 * memref_ops.c and views.c).
 *
 * The seeds' older spellings without the `memref.` prefix (`alloc`,
 * `load`, ...) are resolved by the parser's custom-op name lookup.
 */
#include "memref_internal.h"

#include <string.h>

void cm_register_memref_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "memref";
  cm_register_dialect(ctx, &d);
  cm_memref_register_basic_ops(ctx);
  cm_memref_register_view_ops(ctx);
}
