/* run.c - the body every "convert-X-to-spirv" pass shares: look up the
 * target environment, build the SPIR-V type converter and conversion
 * target, collect the patterns, apply the conversion, free it all. */
#include "cmlir/conversion_spirv.h"

CmResult cm_spv_run_conversion(CmOp *module, const CmSpvConversionSpec *spec) {
  CmContext *ctx = cm_op_context(module);
  CmAttr *env = cm_spv_lookup_target_env_or_default(module);
  CmSpvTypeConverter *tc = cm_spv_type_converter_create(ctx, env, spec->options);
  if (spec->fail_target_materializations)
    cm_type_converter_fail_target_materializations(
        (CmTypeConverter *)cm_spv_tc_base(tc));
  CmConversionTarget *t =
      cm_spv_conversion_target_create(ctx, cm_spv_tc_env(tc));
  if (spec->configure_target)
    spec->configure_target(t, spec->user);
  CmPatternSet *set = cm_pattern_set_create(ctx);
  spec->populate(tc, set, spec->user);
  CmResult r = spec->full ? cm_apply_full_conversion(module, t, set)
                          : cm_apply_partial_conversion(module, t, set);
  cm_pattern_set_destroy(set);
  cm_conversion_target_destroy(t);
  cm_spv_type_converter_destroy(tc);
  return r;
}
