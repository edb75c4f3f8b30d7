/* memref.c - the memref dialect: registration (op tables are in the other
 * files of this folder). */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

void cm_register_memref_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "memref";
  cm_register_dialect(ctx, &d);
}
