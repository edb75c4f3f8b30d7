/* canonicalize.c - the canonicalize pass (upstream 13's Canonicalizer):
 * the canonicalization patterns of every registered op plus folding,
 * applied by the greedy driver to the regions of the op the pass runs on.
 * Options as upstream 13: top-down, region-simplify, max-iterations,
 * disable-patterns, enable-patterns.  As in mlir-opt-13, the first three
 * are accepted but have no effect (upstream 13's pass copies them into its
 * driver configuration when it is constructed, before the options are
 * parsed, so it always runs with the defaults: top-down, region
 * simplification, 10 iterations).  The pattern set is built once per
 * context (initialize) and shared read-only by concurrent runs. */
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#include <string.h>

/* (upstream 13 shows the same description for the three options) */
static const CmPassOptionDef canon_opts[] = {
    {"top-down", CM_PASS_OPT_BOOL, false, "true",
     "Seed the worklist in general top-down order", NULL},
    {"region-simplify", CM_PASS_OPT_BOOL, false, "true",
     "Seed the worklist in general top-down order", NULL},
    {"max-iterations", CM_PASS_OPT_UINT, false, "10",
     "Seed the worklist in general top-down order", NULL},
    {"disable-patterns", CM_PASS_OPT_STRING, true, NULL,
     "Labels of patterns that should be filtered out during application",
     NULL},
    {"enable-patterns", CM_PASS_OPT_STRING, true, NULL,
     "Labels of patterns that should be used during application, all other "
     "patterns are filtered out",
     NULL},
};

static void canon_destroy(CmPass *pass) {
  cm_pattern_set_destroy(cm_pass_data(pass));
  cm_pass_set_data(pass, NULL);
}

static CmResult canon_initialize(CmPass *pass, CmContext *ctx) {
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_pattern_set_add_canonicalizations(ps);
  size_t nd = cm_pass_option_list_len(pass, "disable-patterns");
  size_t ne = cm_pass_option_list_len(pass, "enable-patterns");
  if (nd || ne) {
    const char **d = cm_xcalloc(nd + 1, sizeof(char *));
    const char **e = cm_xcalloc(ne + 1, sizeof(char *));
    for (size_t i = 0; i < nd; i++)
      d[i] = cm_pass_option_list_str(pass, "disable-patterns", i);
    for (size_t i = 0; i < ne; i++)
      e[i] = cm_pass_option_list_str(pass, "enable-patterns", i);
    cm_pattern_set_filter(ps, (unsigned)nd, d, (unsigned)ne, e);
    free(d);
    free(e);
  }
  /* Freeze now: runs on several threads only read the set. */
  cm_pattern_set_freeze(ps);
  cm_pass_set_data(pass, ps);
  return CM_SUCCESS;
}

static CmResult canon_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg); /* the defaults, whatever the options say */
  /* Upstream ignores whether the driver converged. */
  (void)cm_apply_patterns_greedily_op(op, cm_pass_data(pass), &cfg);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_canonicalize = {
    .argument = "canonicalize",
    .name = "Canonicalizer",
    .description = "Canonicalize operations",
    .anchor = NULL,
    CM_PASS_OPTIONS(canon_opts),
    .initialize = canon_initialize,
    .destroy = canon_destroy,
    .run = canon_run,
};
