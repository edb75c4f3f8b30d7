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
#include "cmlir/ods.h"
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

/* Whether the greedy driver leaves `top` (an op of the block of the
 * regions it runs on) alone: not foldable, no pattern, not dead, so the
 * region simplification keeps it too. */
static bool inert_top_op(CmPatternSet *ps, CmOp *top) {
  const CmOpDef *def = cm_op_def(top);
  size_t n;
  return def && cm_op_has_trait(top, CM_TRAIT_ISOLATED_FROM_ABOVE) &&
         !(def->ods && ((const CmOdsOp *)def->ods)->fold) &&
         cm_op_num_operands(top) == 0 &&
         cm_op_num_results(top) == 0 &&
         !cm_op_would_be_trivially_dead(top) &&
         (cm_pattern_set_for_op(ps, top, &n), n == 0);
}

typedef struct CanonJob {
  CmOp **ops;
  CmPatternSet *ps;
} CanonJob;

static void canon_isolated(size_t i, void *user) {
  CanonJob *j = user;
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  (void)cm_apply_patterns_greedily_op(j->ops[i], j->ps, &cfg);
}

static CmResult canon_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  CmPatternSet *ps = cm_pass_data(pass);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg); /* the defaults, whatever the options say */
  /* A module of functions, with threads: each function on its own.  The
   * driver only changes a function's body through what is inside it
   * (constants go to the function's entry, region simplification stays in
   * its regions) and the functions themselves are left alone, so running
   * the driver per function, each to its own fixed point or iteration
   * limit, gives what one run over the module gives. */
  CmRegion *r = cm_op_num_regions(op) == 1 ? cm_op_region(op, 0) : NULL;
  CmBlock *b = r ? r->first : NULL;
  if (cm_context_threading(cm_op_context(op)) && b && !b->next &&
      b->first && cm_op_next(b->first)) {
    CM_VEC(CmOp *) tops = {0};
    bool inert = true;
    for (CmOp *o = b->first; o && inert; o = cm_op_next(o)) {
      inert = inert_top_op(ps, o);
      CM_VEC_PUSH(tops, o);
    }
    if (inert) {
      CanonJob j = {tops.data, ps};
      cm_parallel_for(tops.len, 0, canon_isolated, &j);
      CM_VEC_FREE(tops);
      return CM_SUCCESS;
    }
    CM_VEC_FREE(tops);
  }
  /* Upstream ignores whether the driver converged. */
  (void)cm_apply_patterns_greedily_op(op, ps, &cfg);
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
