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
  d.parse_type = cm_spv_parse_type_hook;
  d.print_type = cm_spv_print_type_hook;
  d.parse_attr = cm_spv_parse_attr_hook;
  d.print_attr = cm_spv_print_attr_hook;
  d.verify_op_attr = cm_spv_verify_op_attr_hook;
  d.verify_region_arg_attr = cm_spv_verify_region_arg_attr_hook;
  d.verify_region_result_attr = cm_spv_verify_region_result_attr_hook;
  /* SPIR-V is extensible: 13 allows unknown spv ops */
  d.allow_unknown_ops = true;
  d.materialize_constant = cm_spv_materialize_constant;
  d.interfaces = cm_spv_dialect_interfaces;
  d.num_interfaces = cm_spv_num_dialect_interfaces;
  cm_register_dialect(ctx, &d);
  cm_spv_register_structure_ops(ctx);
  cm_spv_register_family_ops(ctx);
}
