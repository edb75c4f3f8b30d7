/* test_greedy.c - patterns, pattern sets, the rewriter with its listener
 * and the greedy driver (folding, constant uniquing and hoisting, dead op
 * removal, benefit order, iteration bound).  Expected IR comes from
 * mlir-opt-13 -canonicalize on the same input where it applies. */
#include "rewrite_test_util.h"

/* ---- folding, constants, dead ops (no patterns) ---- */
static void test_fold_and_constants(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32) -> (i32, i32, i32) {\n"
                          "  %x = \"foo.op\"() : () -> i32\n"
                          "  %c1 = constant 1 : i32\n"
                          "  %c2 = constant 2 : i32\n"
                          "  %c5 = constant 5 : i32\n"
                          "  \"foo.use\"(%c1, %c2, %c5) : (i32, i32, i32) -> ()\n"
                          "  %a = addi %c1, %c2 : i32\n"
                          "  %d = addi %arg0, %arg0 : i32\n"
                          "  return %a, %c1, %c5 : i32, i32, i32\n"
                          "}\n");
  CHECK(m);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CHECK(cm_succeeded(cm_apply_patterns_greedily_op(m, ps, NULL)));
  /* mlir-opt-13 -canonicalize gives the same. */
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32) -> (i32, i32, i32) {\n"
              "    %c3_i32 = constant 3 : i32\n"
              "    %c5_i32 = constant 5 : i32\n"
              "    %c2_i32 = constant 2 : i32\n"
              "    %c1_i32 = constant 1 : i32\n"
              "    %0 = \"foo.op\"() : () -> i32\n"
              "    \"foo.use\"(%c1_i32, %c2_i32, %c5_i32) : (i32, i32, i32) -> ()\n"
              "    return %c3_i32, %c1_i32, %c5_i32 : i32, i32, i32\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- patterns: benefit order, any-op patterns, user data ---- */
typedef struct Counter {
  int calls;
  const char *to; /* op name to rewrite into */
} Counter;

/* Replaces the op by a new op named ctr->to with the same operands and
 * result types. */
static CmResult rename_pattern(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  Counter *c = p->user;
  c->calls++;
  if (!c->to)
    return CM_FAILURE;
  CmType *types[4];
  CmValue *vals[4];
  unsigned nr = cm_op_num_results(op), no = cm_op_num_operands(op);
  if (nr > 4 || no > 4)
    return CM_FAILURE;
  for (unsigned i = 0; i < nr; i++)
    types[i] = cm_op_result(op, i)->type;
  for (unsigned i = 0; i < no; i++)
    vals[i] = cm_op_operand(op, i);
  CmOp *n = cm_op_create_v(rw->ctx, c->to, cm_op_loc(op), nr, types, no, vals,
                           NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

static void test_benefit_order(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32) {\n"
                          "  %0 = \"t.a\"(%arg0) : (i32) -> i32\n"
                          "  \"t.sink\"(%0) : (i32) -> ()\n"
                          "  return\n"
                          "}\n");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  Counter low = {0, "t.low"}, high = {0, "t.high"}, fail = {0, NULL},
          any = {0, NULL};
  cm_pattern_set_add_fn(ps, "t.a", 1, rename_pattern, &low);
  cm_pattern_set_add_fn(ps, "t.a", 5, rename_pattern, &high);
  cm_pattern_set_add_fn(ps, "t.a", 9, rename_pattern, &fail);
  cm_pattern_set_add_fn(ps, NULL, 3, rename_pattern, &any);
  size_t n;
  const CmPattern *const *list =
      cm_pattern_set_for_op(ps, find(m, "t.a", 0), &n);
  CHECK(n == 4);
  CHECK(list[0]->user == &fail && list[1]->user == &high &&
        list[2]->user == &any && list[3]->user == &low);
  CHECK(cm_succeeded(cm_apply_patterns_greedily_op(m, ps, NULL)));
  /* The failing pattern was tried first, then the higher benefit one won. */
  CHECK(fail.calls == 1 && high.calls == 1 && low.calls == 0);
  CHECK(find(m, "t.high", 0) && !find(m, "t.a", 0));
  /* The any-op pattern saw every op of each round (and never matched). */
  CHECK(any.calls > 0);
  cm_pattern_set_destroy(ps);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* A pattern that always changes the op in place: rounds end at the
 * bound and the driver reports that it did not converge. */
static CmResult bump_pattern(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmAttr *a = cm_op_get_attr(op, "n");
  int64_t n = a ? a->integer.value : 0;
  cm_rewriter_start_update(rw, op);
  cm_op_set_attr(op, "n",
                 cm_integer_attr(cm_integer_type(rw->ctx, 64, CM_SIGNLESS),
                                 n + 1));
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

static void test_iteration_bound(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f() {\n"
                          "  \"t.a\"() : () -> ()\n"
                          "  return\n"
                          "}\n");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_pattern_set_add_fn(ps, "t.a", 1, bump_pattern, NULL);
  CmGreedyConfig cfg;
  cm_greedy_config_init(&cfg);
  CHECK(cfg.top_down && cfg.region_simplify && cfg.max_iterations == 10);
  CHECK(cm_failed(cm_apply_patterns_greedily_op(m, ps, &cfg)));
  CHECK(cm_op_get_attr(find(m, "t.a", 0), "n")->integer.value == 10);
  cfg.max_iterations = 3;
  cfg.top_down = false;
  CHECK(cm_failed(cm_apply_patterns_greedily_op(m, ps, &cfg)));
  CHECK(cm_op_get_attr(find(m, "t.a", 0), "n")->integer.value == 13);
  cm_pattern_set_destroy(ps);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- the rewriter's listener and block operations ---- */
typedef struct Log {
  int inserted, replaced, erased, modified;
} Log;
static void l_ins(void *u, CmOp *op) {
  (void)op;
  ((Log *)u)->inserted++;
}
static void l_rep(void *u, CmOp *op, unsigned n, CmValue *const *v) {
  (void)op, (void)n, (void)v;
  ((Log *)u)->replaced++;
}
static void l_era(void *u, CmOp *op) {
  (void)op;
  ((Log *)u)->erased++;
}
static void l_mod(void *u, CmOp *op) {
  (void)op;
  ((Log *)u)->modified++;
}

static void test_rewriter_api(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32) -> i32 {\n"
                          "  %0 = \"t.a\"(%arg0) : (i32) -> i32\n"
                          "  %1 = \"t.b\"(%0) : (i32) -> i32\n"
                          "  br ^bb1(%1 : i32)\n"
                          "^bb1(%x: i32):\n"
                          "  %2 = \"t.c\"(%x) : (i32) -> i32\n"
                          "  return %2 : i32\n"
                          "}\n");
  Log log = {0, 0, 0, 0};
  CmRewriteListener l = {l_ins, l_rep, l_era, l_mod, NULL, &log};
  CmRewriter rw;
  cm_rewriter_init(&rw, ctx, &l);
  CmOp *a = find(m, "t.a", 0), *b = find(m, "t.b", 0);
  /* create + replace */
  cm_rewriter_set_before(&rw, b);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmValue *arg0 = cm_op_operand(a, 0);
  CmOp *n = cm_rewriter_create_v(&rw, "t.n", cm_op_loc(b), 1, &i32, 1, &arg0,
                                 NULL);
  CHECK(log.inserted == 1);
  CmValue *nv = cm_op_result(n, 0);
  cm_rewriter_replace_op(&rw, b, 1, &nv);
  CHECK(log.replaced == 1 && log.erased == 1);
  /* t.a is now unused: erase it */
  cm_rewriter_erase_op(&rw, a);
  CHECK(log.erased == 2);
  /* in-place update */
  CmOp *c = find(m, "t.c", 0);
  cm_rewriter_start_update(&rw, c);
  cm_op_set_attr(c, "flag", cm_unit_attr(ctx));
  cm_rewriter_finalize_update(&rw, c);
  CHECK(log.modified == 1);
  /* merge ^bb1 into the entry block: the branch goes first */
  CmOp *br = find(m, "std.br", 0);
  CmBlock *entry = cm_op_block(br), *bb1 = cm_op_block(c);
  CmValue *brarg = cm_op_operand(br, 0);
  cm_rewriter_erase_op(&rw, br);
  cm_rewriter_merge_blocks(&rw, bb1, entry, 1, &brarg);
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32) -> i32 {\n"
              "    %0 = \"t.n\"(%arg0) : (i32) -> i32\n"
              "    %1 = \"t.c\"(%0) {flag} : (i32) -> i32\n"
              "    return %1 : i32\n"
              "  }\n"
              "}\n");
  /* split, then clone the region into a new op's region */
  CmBlock *tail = cm_rewriter_split_block(&rw, entry, c);
  CHECK(tail && tail != entry && tail->first == c);
  cm_rewriter_set_to_end(&rw, entry);
  CmValue *none = NULL;
  (void)none;
  CmOp *brop = cm_op_create_v(ctx, "std.br", cm_op_loc(c), 0, NULL, 0, NULL,
                              NULL, 1, &tail, 0);
  cm_rewriter_insert(&rw, brop);
  CmOp *holder = cm_op_create_v(ctx, "t.holder", cm_op_loc(c), 0, NULL, 0,
                                NULL, NULL, 0, NULL, 1);
  cm_rewriter_set_before(&rw, brop);
  cm_rewriter_insert(&rw, holder);
  CmPtrMap map = {0};
  cm_rewriter_clone_region_before(&rw, entry->parent, cm_op_region(holder, 0),
                                  NULL, &map);
  /* The clone's ops use the clone's values. */
  CmBlock *cb = cm_op_region(holder, 0)->first;
  CHECK(cb && cb->next && cb->num_args == 1);
  CmOp *cc = cb->next->first;
  CHECK(cc && cm_op_name_is(cc, "t.c"));
  CHECK(cc && cm_op_operand(cc, 0) ==
                  cm_ptrmap_get_ptr(&map, cm_op_result(n, 0)));
  cm_ptrmap_free(&map);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- dead ops with regions, unreachable blocks, dead block args ---- */
static void test_region_simplify(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32, %c: i1) -> i32 {\n"
                          "  br ^bb1(%arg0, %arg0 : i32, i32)\n"
                          "^bb1(%x: i32, %y: i32):\n"
                          "  %0 = addi %y, %y : i32\n"
                          "  \"foo.side\"(%x) : (i32) -> ()\n"
                          "  return %x : i32\n"
                          "^bb2:\n"
                          "  %u = \"foo.x\"() : () -> i32\n"
                          "  br ^bb1(%u, %u : i32, i32)\n"
                          "}\n");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CHECK(cm_succeeded(cm_apply_patterns_greedily_op(m, ps, NULL)));
  /* mlir-opt-13 -canonicalize gives the same. */
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32, %arg1: i1) -> i32 {\n"
              "    br ^bb1(%arg0 : i32)\n"
              "  ^bb1(%0: i32):  // pred: ^bb0\n"
              "    \"foo.side\"(%0) : (i32) -> ()\n"
              "    return %0 : i32\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- one op only; label filters ---- */
static void test_single_op_and_filter(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32) -> (i32, i32) {\n"
                          "  %c2 = constant 2 : i32\n"
                          "  %c3 = constant 3 : i32\n"
                          "  %0 = addi %c2, %c3 : i32\n"
                          "  %1 = \"t.a\"(%arg0) : (i32) -> i32\n"
                          "  return %0, %1 : i32, i32\n"
                          "}\n");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  Counter ab = {0, "t.b"};
  CmPattern *pat = cm_pattern_set_add_fn(ps, "t.a", 1, rename_pattern, &ab);
  pat->label = "RenameAB";
  bool erased = false;
  /* folding one op: the constant is made, the op is gone, nothing else
   * is visited */
  CHECK(cm_succeeded(
      cm_apply_op_patterns_and_fold(find(m, "std.addi", 0), ps, &erased)));
  CHECK(erased && !find(m, "std.addi", 0));
  CHECK(find(m, "t.a", 0) && ab.calls == 0);
  /* a pattern on one op */
  erased = false;
  CHECK(cm_succeeded(
      cm_apply_op_patterns_and_fold(find(m, "t.a", 0), ps, &erased)));
  CHECK(erased && find(m, "t.b", 0) && ab.calls == 1);
  /* nothing to do */
  CHECK(cm_failed(
      cm_apply_op_patterns_and_fold(find(m, "t.b", 0), ps, &erased)));
  CHECK(!erased);
  /* filters by label */
  const char *dis[] = {"RenameAB"};
  cm_pattern_set_add_fn(ps, "t.b", 1, rename_pattern, &ab);
  CHECK(cm_pattern_set_size(ps) == 2);
  cm_pattern_set_filter(ps, 1, dis, 0, NULL);
  CHECK(cm_pattern_set_size(ps) == 1);
  const char *en[] = {"Other"};
  cm_pattern_set_filter(ps, 0, NULL, 1, en);
  CHECK(cm_pattern_set_size(ps) == 0);
  cm_pattern_set_destroy(ps);
  cm_op_destroy(m);
  rt_done(ctx);
}

int main(void) {
  test_single_op_and_filter();
  test_fold_and_constants();
  test_benefit_order();
  test_iteration_bound();
  test_rewriter_api();
  test_region_simplify();
  return test_report("test_greedy");
}
