/* std.c - the std dialect: registration (op tables are in the other files
 * of this folder). */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

void cm_register_std_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "std";
  cm_register_dialect(ctx, &d);
}
