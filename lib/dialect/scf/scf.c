/* scf.c - the scf dialect (placeholder, filled in below). */
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <string.h>

void cm_register_scf_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "scf";
  cm_register_dialect(ctx, &d);
}
