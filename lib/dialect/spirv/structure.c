/* structure.c - the structure, memory and control-flow ops of `spv`. */
#include "spirv_internal.h"

void cm_spv_register_structure_ops(CmContext *ctx) { (void)ctx; }

const CmSpvOpInfo *cm_spv_structure_op_info(unsigned *count) {
  *count = 0;
  return NULL;
}
