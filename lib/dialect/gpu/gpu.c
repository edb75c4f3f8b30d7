/* gpu.c - registers the gpu dialect. */
#include "cmlir/dialect/gpu.h"

#include "cmlir/dialects.h"

#include <string.h>

void cm_register_gpu_dialect(CmContext *ctx) {
  if (cm_lookup_dialect(ctx, "gpu", 3))
    return;
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "gpu";
  cm_register_dialect(ctx, &d);
}
