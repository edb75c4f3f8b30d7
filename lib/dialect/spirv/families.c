/* families.c - registers the op families of `spv` (one file each). */
#include "spirv_internal.h"

void cm_spv_register_family_ops(CmContext *ctx) { (void)ctx; }

const CmSpvOpInfo *cm_spv_family_op_info(unsigned *count) {
  *count = 0;
  return NULL;
}
