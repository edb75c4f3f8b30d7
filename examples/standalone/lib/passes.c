/* passes.c - -standalone-switch-bar-foo: renames every function named
 * `bar` to `foo`, with a rewrite pattern applied by the greedy driver
 * (which also folds the ops it visits, as canonicalize does; only this
 * pattern is in the set). */
#include "standalone/standalone.h"

#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

static CmResult switch_bar_foo(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  if (!name || name->kind != CM_ATTR_STRING ||
      !cm_str_eq_c(cm_ident_str(name->str.value), "bar"))
    return CM_FAILURE;
  /* In-place updates go through the rewriter, which tells the driver. */
  cm_rewriter_start_update(rw, op);
  cm_op_set_attr(op, "sym_name", cm_string_attr(rw->ctx, cm_str("foo")));
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

static CmResult run(CmPassRun *r, CmOp *module) {
  CmPatternSet *set = cm_pattern_set_create(cm_pass_run_context(r));
  cm_pattern_set_add_fn(set, "func", 1, switch_bar_foo, NULL);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  CmResult res = cm_apply_patterns_greedily_op(module, set, &cfg);
  cm_pattern_set_destroy(set);
  if (cm_failed(res))
    return cm_op_emit_error(module, "pattern application did not converge");
  return CM_SUCCESS;
}

static const CmPassDef switch_bar_foo_pass = {
    .argument = "standalone-switch-bar-foo",
    .name = "StandaloneSwitchBarFoo",
    .description = "Rename functions called bar to foo (and fold)",
    .anchor = "builtin.module",
    .run = run,
};

void standalone_register_passes(void) {
  cm_pass_register(&switch_bar_foo_pass);
}
