/* spirv.c - registers the SPIR-V dialect (`spv`). */
#include "spirv_internal.h"

#include "cmlir/dialects.h"

#include <string.h>

void cm_register_spirv_dialect(CmContext *ctx) {
  if (cm_lookup_dialect(ctx, "spv", 3))
    return;
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "spv";
  cm_register_dialect(ctx, &d);
  cm_spv_register_structure_ops(ctx);
  cm_spv_register_family_ops(ctx);
}
