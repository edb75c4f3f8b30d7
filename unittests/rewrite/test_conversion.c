/* test_conversion.c - the dialect conversion framework: conversion
 * targets (legal, dynamic, illegal, dialects, recursive, unknown),
 * partial / full / analysis modes, conversion patterns with remapped
 * operands, rollback of failed patterns and of failed conversions, type
 * converters (last-added first, materializations), signature conversion. */
#include "rewrite_test_util.h"

static CmType *i32t(CmContext *c) { return cm_integer_type(c, 32, CM_SIGNLESS); }
static CmType *i64t(CmContext *c) { return cm_integer_type(c, 64, CM_SIGNLESS); }

static int diag_count;
static char diag_msg[512];
static CmResult record(CmDiag *d, void *user) {
  (void)user;
  diag_count++;
  snprintf(diag_msg, sizeof diag_msg, "%s", d->msg.data ? d->msg.data : "");
  return CM_SUCCESS;
}

/* t.src(x) -> t.dst(x'), x' the remapped operand. */
static CmResult src_to_dst(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmType *types[4];
  unsigned nr = cm_op_num_results(op);
  for (unsigned i = 0; i < nr && i < 4; i++)
    types[i] = cm_op_result(op, i)->type;
  if (p->type_converter)
    for (unsigned i = 0; i < nr && i < 4; i++)
      types[i] = cm_type_converter_convert_type(p->type_converter, types[i]);
  CmOp *n = cm_op_create_v(rw->ctx, "t.dst", cm_op_loc(op), nr, types,
                           cm_op_num_operands(op), operands, NULL, 0, NULL, 0);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

/* Creates ops, moves blocks, updates in place, then gives up. */
static int bail_calls;
static CmResult bail_out(const CmPattern *p, CmOp *op,
                         CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  (void)operands;
  bail_calls++;
  CmType *t = i32t(rw->ctx);
  CmOp *k = cm_rewriter_create_v(rw, "t.junk", cm_op_loc(op), 1, &t, 0, NULL,
                                 NULL);
  CmValue *kv = cm_op_result(k, 0);
  cm_rewriter_create_v(rw, "t.junk2", cm_op_loc(op), 0, NULL, 1, &kv, NULL);
  cm_rewriter_start_update(rw, op);
  cm_op_set_attr(op, "touched", cm_unit_attr(rw->ctx));
  cm_rewriter_finalize_update(rw, op);
  /* split the block before op and erase the op */
  CmBlock *b = cm_op_block(op);
  cm_rewriter_split_block(rw, b, op);
  if (cm_op_num_results(op) == 1)
    cm_rewriter_replace_op(rw, op, 1, &kv);
  return CM_FAILURE;
}

static const char *src_ir = "func @f(%arg0: i32) -> i32 {\n"
                            "  %0 = \"t.src\"(%arg0) : (i32) -> i32\n"
                            "  %1 = \"t.src\"(%0) : (i32) -> i32\n"
                            "  %2 = \"t.keep\"(%1) : (i32) -> i32\n"
                            "  return %2 : i32\n"
                            "}\n";

static CmConversionTarget *make_target(CmContext *ctx) {
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_illegal_op(t, "t.src");
  cm_target_add_legal_op(t, "t.dst");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "builtin");
  return t;
}

static void test_partial_with_rollback(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, src_ir);
  CmConversionTarget *t = make_target(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst;
  cm_pattern_set_add(ps, &p);
  p.benefit = 2; /* tried first, bails out after changing things */
  p.convert = bail_out;
  cm_pattern_set_add(ps, &p);
  bail_calls = 0;
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(bail_calls == 2);
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32) -> i32 {\n"
              "    %0 = \"t.dst\"(%arg0) : (i32) -> i32\n"
              "    %1 = \"t.dst\"(%0) : (i32) -> i32\n"
              "    %2 = \"t.keep\"(%1) : (i32) -> i32\n"
              "    return %2 : i32\n"
              "  }\n"
              "}\n");
  /* Full conversion: t.keep is unknown to the target. */
  CmOp *m2 = rt_parse(ctx, src_ir);
  char *before = rt_print_dup(m2);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, record, NULL);
  diag_count = 0;
  CHECK(cm_failed(cm_apply_full_conversion(m2, t, ps)));
  CHECK(diag_count == 1 &&
        strcmp(diag_msg, "failed to legalize operation 't.keep'") == 0);
  /* Nothing of the conversion is left. */
  CHECK_IR(m2, before);
  /* Analysis: legalizable ops are reported, the IR does not change. */
  CmPtrMap legal = {0};
  CHECK(cm_succeeded(cm_apply_analysis_conversion(m2, t, ps, &legal)));
  CHECK(cm_ptrmap_get(&legal, find(m2, "t.src", 0)) &&
        cm_ptrmap_get(&legal, find(m2, "t.src", 1)) &&
        !cm_ptrmap_get(&legal, find(m2, "t.keep", 0)));
  CHECK_IR(m2, before);
  cm_ptrmap_free(&legal);
  cm_diag_remove_handler(ctx, h);
  free(before);
  cm_op_destroy(m2);
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* A conversion failing halfway (second illegal op without a pattern)
 * leaves the input untouched. */
static void test_failure_restores_input(void) {
  CmContext *ctx = rt_context();
  const char *ir = "func @f(%arg0: i32) -> i32 {\n"
                   "  %0 = \"t.src\"(%arg0) : (i32) -> i32\n"
                   "  br ^bb1\n"
                   "^bb1:\n"
                   "  %1 = \"t.bad\"(%0) : (i32) -> i32\n"
                   "  return %1 : i32\n"
                   "}\n";
  CmOp *m = rt_parse(ctx, ir);
  char *before = rt_print_dup(m);
  CmConversionTarget *t = make_target(ctx);
  cm_target_add_illegal_op(t, "t.bad");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst;
  cm_pattern_set_add(ps, &p);
  p.root = "t.bad";
  p.convert = bail_out;
  cm_pattern_set_add(ps, &p);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, record, NULL);
  diag_count = 0;
  CHECK(cm_failed(cm_apply_partial_conversion(m, t, ps)));
  CHECK(diag_count == 1 &&
        strcmp(diag_msg, "failed to legalize operation 't.bad' that was "
                         "explicitly marked illegal") == 0);
  CHECK_IR(m, before);
  CHECK(cm_succeeded(cm_verify(m)));
  cm_diag_remove_handler(ctx, h);
  free(before);
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- target legality ---- */
static bool has_flag(CmOp *op, void *user) {
  (void)user;
  return cm_op_get_attr(op, "ok") != NULL;
}

static void test_target(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f() {\n"
                          "  \"t.dyn\"() {ok} : () -> ()\n"
                          "  \"t.dyn\"() : () -> ()\n"
                          "  \"u.any\"() : () -> ()\n"
                          "  \"t.rec\"() ({\n"
                          "    \"u.inner\"() : () -> ()\n"
                          "  }) : () -> ()\n"
                          "  return\n"
                          "}\n");
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_dynamic_op(t, "t.dyn", has_flag, NULL);
  cm_target_add_illegal_dialect(t, "u");
  cm_target_mark_op_recursively_legal(t, "t.rec", NULL, NULL);
  bool rec;
  CHECK(cm_target_is_legal(t, find(m, "t.dyn", 0), &rec) && !rec);
  CHECK(!cm_target_is_legal(t, find(m, "t.dyn", 1), &rec));
  CHECK(cm_target_legality(t, find(m, "u.any", 0)) == CM_LEGAL_ILLEGAL);
  CHECK(!cm_target_is_legal(t, find(m, "u.any", 0), &rec));
  CHECK(cm_target_is_legal(t, find(m, "t.rec", 0), &rec) && rec);
  CHECK(cm_target_legality(t, find(m, "std.return", 0)) == CM_LEGAL_UNKNOWN);
  CHECK(!cm_target_is_legal(t, find(m, "std.return", 0), NULL));
  cm_target_mark_unknown_legal(t, has_flag, NULL);
  CHECK(!cm_target_is_legal(t, find(m, "std.return", 0), NULL));
  /* op-specific legality wins over the dialect's */
  cm_target_add_legal_op(t, "u.any");
  CHECK(cm_target_is_legal(t, find(m, "u.any", 0), NULL));
  /* Partial conversion: u.inner is inside a recursively legal op. */
  cm_target_mark_unknown_legal(t, NULL, NULL);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, record, NULL);
  diag_count = 0;
  /* u.inner (illegal dialect) is inside a recursively legal op, and a
   * dynamically illegal op may stay in a partial conversion. */
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(diag_count == 0);
  /* With a target that does not know t.rec, u.any must be converted. */
  CmConversionTarget *t2 = cm_conversion_target_create(ctx);
  cm_target_add_illegal_dialect(t2, "u");
  CHECK(cm_failed(cm_apply_partial_conversion(m, t2, ps)));
  CHECK(diag_count == 1 &&
        strcmp(diag_msg, "failed to legalize operation 'u.any' that was "
                         "explicitly marked illegal") == 0);
  cm_conversion_target_destroy(t2);
  cm_diag_remove_handler(ctx, h);
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- type conversion ---- */
static CmResult i32_to_i64(const CmTypeConverter *tc, CmType *t,
                           CmTypeVec *out, void *user) {
  (void)tc;
  (void)user;
  if (!cm_type_is_integer(t, 32))
    return CM_CONV_NEXT;
  CM_VEC_PUSH(*out, i64t(t->ctx));
  return CM_SUCCESS;
}
static CmResult keep_all(const CmTypeConverter *tc, CmType *t, CmTypeVec *out,
                         void *user) {
  (void)tc;
  (void)user;
  CM_VEC_PUSH(*out, t);
  return CM_SUCCESS;
}
static CmResult no_f32(const CmTypeConverter *tc, CmType *t, CmTypeVec *out,
                       void *user) {
  (void)tc;
  (void)user;
  (void)out;
  return t->kind == CM_TYPE_F32 ? CM_FAILURE : CM_CONV_NEXT;
}

static bool func_legal(CmOp *op, void *user) {
  return cm_type_converter_is_legal_op(user, op);
}

static void test_type_conversion(void) {
  CmContext *ctx = rt_context();
  CmTypeConverter *tc = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc, keep_all, NULL);
  cm_type_converter_add_conversion(tc, i32_to_i64, NULL);
  cm_type_converter_add_conversion(tc, no_f32, NULL);
  CHECK(cm_type_converter_convert_type(tc, i32t(ctx)) == i64t(ctx));
  CHECK(cm_type_converter_convert_type(tc, i64t(ctx)) == i64t(ctx));
  CHECK(!cm_type_converter_convert_type(tc, cm_float_type(ctx, CM_TYPE_F32)));
  CHECK(cm_type_converter_is_legal(tc, i64t(ctx)));
  CHECK(!cm_type_converter_is_legal(tc, i32t(ctx)));

  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32, %arg1: i64) -> i32 {\n"
                          "  %0 = \"t.src\"(%arg0, %arg1) : (i32, i64) -> i32\n"
                          "  %1 = \"t.keep\"(%0) : (i32) -> i32\n"
                          "  return %1 : i32\n"
                          "}\n");
  CmConversionTarget *t = make_target(ctx);
  cm_target_add_dynamic_op(t, "func", func_legal, tc);
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst;
  p.type_converter = tc;
  cm_pattern_set_add(ps, &p);
  cm_populate_func_signature_conversion(ps, "func", tc);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  /* The new op sees the converted argument; t.keep keeps its i32 through
   * a source materialization; the argument materialization, unused in the
   * end, is gone. */
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i64, %arg1: i64) -> i64 {\n"
              "    %0 = \"t.dst\"(%arg0, %arg1) : (i64, i64) -> i64\n"
              "    %1 = unrealized_conversion_cast %0 : i64 to i32\n"
              "    %2 = \"t.keep\"(%1) : (i32) -> i32\n"
              "    return %2 : i32\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_type_converter_destroy(tc);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* ---- block operations under rollback ----
 * t.wrap has one region whose blocks end in t.yield(values).  The
 * pattern inlines the region in place of the op: split the block at the
 * op, move the region's blocks in between, branch into the first, turn
 * each t.yield into a branch to the continuation block whose arguments
 * replace the op's results.  With `fail` set, it does all that and then
 * fails: nothing may remain. */
static CmResult inline_wrap(const CmPattern *p, CmOp *op,
                            CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  bool fail = p->user != NULL;
  CmBlock *b = cm_op_block(op);
  CmBlock *cont = cm_rewriter_split_block(rw, b, cm_op_next(op));
  unsigned nr = cm_op_num_results(op);
  /* the continuation gets the results as arguments: a new block */
  CmType *types[4];
  for (unsigned i = 0; i < nr && i < 4; i++)
    types[i] = cm_op_result(op, i)->type;
  CmBlock *after = cm_rewriter_create_block(rw, b->parent, cont, nr, types,
                                            NULL);
  CmOp *br_cont = cm_op_create_v(rw->ctx, "std.br", cm_op_loc(op), 0, NULL, 0,
                                 NULL, NULL, 1, &cont, 0);
  cm_rewriter_insert(rw, br_cont);
  CmRegion *r = cm_op_region(op, 0);
  CmBlock *first = r->first;
  /* yields become branches to `after` */
  for (CmBlock *rb = r->first; rb; rb = rb->next) {
    CmOp *y = rb->last;
    if (!cm_op_name_is(y, "t.yield"))
      continue;
    CmValue *vals[4];
    unsigned n = cm_op_num_operands(y);
    for (unsigned i = 0; i < n && i < 4; i++)
      vals[i] = cm_op_operand(y, i);
    cm_rewriter_set_before(rw, y);
    cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "std.br", cm_op_loc(y), 0,
                                          NULL, n, vals, NULL, 1, &after, 0));
    cm_rewriter_erase_op(rw, y);
  }
  cm_rewriter_inline_region_before(rw, r, b->parent, after);
  cm_rewriter_set_to_end(rw, b);
  cm_rewriter_insert(rw, cm_op_create_v(rw->ctx, "std.br", cm_op_loc(op), 0,
                                        NULL, 0, NULL, NULL, 1, &first, 0));
  CmValue *res[4];
  for (unsigned i = 0; i < nr && i < 4; i++)
    res[i] = after->args[i];
  cm_rewriter_replace_op(rw, op, nr, res);
  return fail ? CM_FAILURE : CM_SUCCESS;
}

static const char *wrap_ir =
    "func @f(%arg0: i32, %c: i1) -> i32 {\n"
    "  %0 = \"t.wrap\"() ({\n"
    "    cond_br %c, ^bb1, ^bb2\n"
    "  ^bb1:\n"
    "    \"t.yield\"(%arg0) : (i32) -> ()\n"
    "  ^bb2:\n"
    "    %1 = \"t.other\"() : () -> i32\n"
    "    \"t.yield\"(%1) : (i32) -> ()\n"
    "  }) : () -> i32\n"
    "  %2 = \"t.keep\"(%0) : (i32) -> i32\n"
    "  return %2 : i32\n"
    "}\n";

static void test_block_rollback(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, wrap_ir);
  char *before = rt_print_dup(m);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_illegal_op(t, "t.wrap");
  /* ops a pattern creates must be legal (or legalizable) */
  cm_target_add_legal_dialect(t, "std");
  CmPatternSet *failing = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.wrap";
  p.benefit = 1;
  p.convert = inline_wrap;
  p.user = (void *)1;
  cm_pattern_set_add(failing, &p);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, record, NULL);
  diag_count = 0;
  CHECK(cm_failed(cm_apply_partial_conversion(m, t, failing)));
  CHECK(diag_count == 1);
  CHECK_IR(m, before);
  CHECK(cm_succeeded(cm_verify(m)));
  /* The same pattern succeeding. */
  CmPatternSet *ok = cm_pattern_set_create(ctx);
  p.user = NULL;
  cm_pattern_set_add(ok, &p);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ok)));
  CHECK(cm_succeeded(cm_verify(m)));
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32, %arg1: i1) -> i32 {\n"
              "    br ^bb1\n"
              "  ^bb1:  // pred: ^bb0\n"
              "    cond_br %arg1, ^bb2, ^bb3\n"
              "  ^bb2:  // pred: ^bb1\n"
              "    br ^bb4(%arg0 : i32)\n"
              "  ^bb3:  // pred: ^bb1\n"
              "    %0 = \"t.other\"() : () -> i32\n"
              "    br ^bb4(%0 : i32)\n"
              "  ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3\n"
              "    br ^bb5\n"
              "  ^bb5:  // pred: ^bb4\n"
              "    %2 = \"t.keep\"(%1) : (i32) -> i32\n"
              "    return %2 : i32\n"
              "  }\n"
              "}\n");
  /* Canonicalization cleans the CFG up (mlir-opt-13 -canonicalize on the
   * IR above gives the same). */
  CmPatternSet *canon = cm_pattern_set_create(ctx);
  cm_pattern_set_add_canonicalizations(canon);
  CHECK(cm_succeeded(cm_apply_patterns_greedily_op(m, canon, NULL)));
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32, %arg1: i1) -> i32 {\n"
              "    cond_br %arg1, ^bb2(%arg0 : i32), ^bb1\n"
              "  ^bb1:  // pred: ^bb0\n"
              "    %0 = \"t.other\"() : () -> i32\n"
              "    br ^bb2(%0 : i32)\n"
              "  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1\n"
              "    %2 = \"t.keep\"(%1) : (i32) -> i32\n"
              "    return %2 : i32\n"
              "  }\n"
              "}\n");
  cm_diag_remove_handler(ctx, h);
  free(before);
  cm_pattern_set_destroy(canon);
  cm_pattern_set_destroy(ok);
  cm_pattern_set_destroy(failing);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* Branch operands converted: std.br rebuilt with the remapped operands. */
static CmResult convert_br(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)p;
  CmBlock *dest = cm_op_successor(op, 0);
  CmOp *n = cm_op_create_v(rw->ctx, "std.br", cm_op_loc(op), 0, NULL,
                           cm_op_num_operands(op), operands, NULL, 1, &dest,
                           0);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

/* Block signatures of every block of a function: branches into a
 * converted block end up pointing at its replacement. */
static void test_region_signatures(void) {
  CmContext *ctx = rt_context();
  CmTypeConverter *tc = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc, keep_all, NULL);
  cm_type_converter_add_conversion(tc, i32_to_i64, NULL);
  CmOp *m = rt_parse(ctx, "func @g(%arg0: i32) -> i64 {\n"
                          "  br ^bb1(%arg0 : i32)\n"
                          "^bb1(%x: i32):\n"
                          "  %0 = \"t.src\"(%x) : (i32) -> i32\n"
                          "  %1 = \"t.src\"(%0) : (i32) -> i32\n"
                          "  \"t.sink\"(%1) : (i32) -> ()\n"
                          "  %2 = \"t.wide\"() : () -> i64\n"
                          "  return %2 : i64\n"
                          "}\n");
  CmConversionTarget *t = make_target(ctx);
  cm_target_add_dynamic_op(t, "func", func_legal, tc);
  cm_target_add_dynamic_op(t, "std.br", func_legal, tc);
  cm_target_mark_unknown_legal(t, has_flag, NULL);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst;
  p.type_converter = tc;
  cm_pattern_set_add(ps, &p);
  p.root = "std.br";
  p.convert = convert_br;
  cm_pattern_set_add(ps, &p);
  cm_populate_func_signature_conversion(ps, "func", tc);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(cm_succeeded(cm_verify(m)));
  CHECK_IR(m, "module  {\n"
              "  func @g(%arg0: i64) -> i64 {\n"
              "    br ^bb1(%arg0 : i64)\n"
              "  ^bb1(%0: i64):  // pred: ^bb0\n"
              "    %1 = \"t.dst\"(%0) : (i64) -> i64\n"
              "    %2 = \"t.dst\"(%1) : (i64) -> i64\n"
              "    %3 = unrealized_conversion_cast %2 : i64 to i32\n"
              "    \"t.sink\"(%3) : (i32) -> ()\n"
              "    %4 = \"t.wide\"() : () -> i64\n"
              "    return %4 : i64\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_type_converter_destroy(tc);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* Ops folding to an operand whose defining op a pattern replaced (`muli
 * %0, %c1`, `select %c, %0, %0`): their users get what %0's uses get, not
 * %0 (erased with its op) -- once a null operand. */
static void test_fold_to_replaced_operand(void) {
  CmContext *ctx = rt_context();
  CmTypeConverter *tc = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc, keep_all, NULL);
  cm_type_converter_add_conversion(tc, i32_to_i64, NULL);
  CmOp *m = rt_parse(ctx, "func @f(%arg0: i32, %c: i1) -> (i32, i32, i32) {\n"
                          "  %0 = \"t.src\"(%arg0) : (i32) -> i32\n"
                          "  %c1 = constant 1 : i32\n"
                          "  %1 = muli %0, %c1 : i32\n"
                          "  %2 = select %c, %0, %0 : i32\n"
                          "  return %0, %1, %2 : i32, i32, i32\n"
                          "}\n");
  CHECK(m != NULL);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_illegal_op(t, "t.src");
  cm_target_add_legal_op(t, "t.dst");
  cm_target_add_legal_op(t, "std.constant");
  cm_target_add_legal_op(t, "std.return");
  cm_target_add_legal_dialect(t, "builtin");
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  /* std.muli, std.select: unknown, so folded where they fold */
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst; /* to a t.dst of i64 */
  p.type_converter = tc;
  cm_pattern_set_add(ps, &p);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(cm_succeeded(cm_verify(m)));
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32, %arg1: i1) -> (i32, i32, i32) {\n"
              "    %0 = unrealized_conversion_cast %arg0 : i32 to i64\n"
              "    %1 = \"t.dst\"(%0) : (i64) -> i64\n"
              "    %2 = unrealized_conversion_cast %1 : i64 to i32\n"
              "    %c1_i32 = constant 1 : i32\n"
              "    return %2, %2, %2 : i32, i32, i32\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_type_converter_destroy(tc);
  cm_op_destroy(m);
  rt_done(ctx);
}


/* ---- a replacement through an argument of a converted block ----
 * t.region's pattern converts its block's signature, remapping the i32
 * argument to an i64 value (t.k) built before the op; t.fwd's pattern
 * replaces its result with its operand as it is in the IR (that argument
 * of the old block).  The old block is destroyed by the commit, so t.use
 * must not get the old argument: it gets t.k through a cast back to i32,
 * placed where t.fwd was (as upstream places source materializations). */
static CmResult region_remap(const CmPattern *p, CmOp *op, CmRewriter *rw) {
  (void)p;
  CmRegion *r = cm_op_region(op, 0);
  if (!r->first || r->first->num_args != 1)
    return CM_FAILURE;
  CmType *t = i64t(rw->ctx);
  CmOp *k = cm_rewriter_create_v(rw, "t.k", cm_op_loc(op), 1, &t, 0, NULL,
                                 NULL);
  CmSignatureConversion *sc = cm_signature_conversion_create(1);
  cm_signature_conversion_remap_value(sc, 0, cm_op_result(k, 0));
  CmBlock *nb = cm_rewriter_apply_signature_conversion(rw, r, sc);
  cm_signature_conversion_destroy(sc);
  if (!nb)
    return CM_FAILURE;
  cm_rewriter_start_update(rw, op);
  cm_op_set_attr(op, "done", cm_unit_attr(rw->ctx));
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}
static CmResult forward_operand(const CmPattern *p, CmOp *op,
                                CmRewriter *rw) {
  (void)p;
  CmValue *v = cm_op_operand(op, 0); /* not remapped */
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}
static bool has_done(CmOp *op, void *user) {
  (void)user;
  return cm_op_get_attr(op, "done") != NULL;
}

static void test_replaced_by_converted_block_arg(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, "func @f() {\n"
                          "  \"t.region\"() ({\n"
                          "  ^bb0(%a: i32):\n"
                          "    %1 = \"t.fwd\"(%a) : (i32) -> i32\n"
                          "    \"t.use\"(%1) : (i32) -> ()\n"
                          "    \"t.end\"() : () -> ()\n"
                          "  }) : () -> ()\n"
                          "  return\n"
                          "}\n");
  CHECK(m != NULL);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_dynamic_op(t, "t.region", has_done, NULL);
  cm_target_add_illegal_op(t, "t.fwd");
  cm_target_add_legal_op(t, "t.k");
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.region";
  p.benefit = 1;
  p.match_and_rewrite = region_remap;
  cm_pattern_set_add(ps, &p);
  p.root = "t.fwd";
  p.match_and_rewrite = forward_operand;
  cm_pattern_set_add(ps, &p);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CmOp *fn = cm_op_region(m, 0)->first->first;
  CmOp *reg = NULL;
  for (CmOp *o = cm_op_region(fn, 0)->first->first; o; o = cm_op_next(o))
    if (cm_op_name_is(o, "t.region"))
      reg = o;
  CHECK(reg != NULL);
  if (reg) {
    CmOp *use = cm_op_region(reg, 0)->first->first;
    while (use && !cm_op_name_is(use, "t.use"))
      use = cm_op_next(use);
    CHECK(use != NULL);
    /* defined by an op (the cast), not an argument of a destroyed block */
    CHECK(use && cm_value_defining_op(cm_op_operand(use, 0)) != NULL);
  }
  CHECK(cm_succeeded(cm_verify(m)));
  CHECK_IR(m, "module  {\n"
              "  func @f() {\n"
              "    %0 = \"t.k\"() : () -> i64\n"
              "    \"t.region\"() ( {\n"
              "      %1 = unrealized_conversion_cast %0 : i64 to i32\n"
              "      \"t.use\"(%1) : (i32) -> ()\n"
              "      \"t.end\"() : () -> ()\n"
              "    }) {done} : () -> ()\n"
              "    return\n"
              "  }\n"
              "}\n");
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* Without rollback: the same result as the rollback driver for patterns
 * that fail before changing anything; a pattern failing after changing
 * the IR stops the conversion with an error naming it. */
static CmResult bail_early(const CmPattern *p, CmOp *op,
                           CmValue *const *operands, CmRewriter *rw) {
  (void)p, (void)op, (void)operands, (void)rw;
  bail_calls++;
  return CM_FAILURE;
}

static void test_no_rollback(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx, src_ir);
  CmConversionTarget *t = make_target(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p;
  memset(&p, 0, sizeof p);
  p.root = "t.src";
  p.benefit = 1;
  p.convert = src_to_dst;
  cm_pattern_set_add(ps, &p);
  p.benefit = 2;
  p.convert = bail_early;
  cm_pattern_set_add(ps, &p);
  bail_calls = 0;
  CHECK(cm_succeeded(cm_apply_partial_conversion_no_rollback(m, t, ps)));
  CHECK(bail_calls == 2);
  CHECK_IR(m, "module  {\n"
              "  func @f(%arg0: i32) -> i32 {\n"
              "    %0 = \"t.dst\"(%arg0) : (i32) -> i32\n"
              "    %1 = \"t.dst\"(%0) : (i32) -> i32\n"
              "    %2 = \"t.keep\"(%1) : (i32) -> i32\n"
              "    return %2 : i32\n"
              "  }\n"
              "}\n");
  CHECK(cm_succeeded(cm_verify(m)));
  /* Full: t.keep stays illegal (upstream's message). */
  CmOp *m2 = rt_parse(ctx, src_ir);
  CmDiagHandlerId h = cm_diag_add_handler(ctx, record, NULL);
  diag_count = 0;
  CHECK(cm_failed(cm_apply_full_conversion_no_rollback(m2, t, ps)));
  CHECK(diag_count == 1 &&
        strcmp(diag_msg, "failed to legalize operation 't.keep'") == 0);
  CHECK(cm_succeeded(cm_verify(m2)));
  /* A pattern that fails after changing the IR. */
  CmPatternSet *bad = cm_pattern_set_create(ctx);
  p.convert = bail_out;
  p.label = "BailOut";
  cm_pattern_set_add(bad, &p);
  CmOp *m3 = rt_parse(ctx, src_ir);
  diag_count = 0;
  CHECK(cm_failed(cm_apply_partial_conversion_no_rollback(m3, t, bad)));
  CHECK(diag_count == 1 &&
        strcmp(diag_msg, "pattern 'BailOut' failed after changing the IR "
                         "while legalizing operation 't.src' (a conversion "
                         "without rollback)") == 0);
  cm_diag_remove_handler(ctx, h);
  cm_op_destroy(m3);
  cm_pattern_set_destroy(bad);
  cm_op_destroy(m2);
  cm_pattern_set_destroy(ps);
  cm_conversion_target_destroy(t);
  cm_op_destroy(m);
  rt_done(ctx);
}

int main(void) {
  test_region_signatures();
  test_block_rollback();
  test_partial_with_rollback();
  test_failure_restores_input();
  test_target();
  test_type_conversion();
  test_fold_to_replaced_operand();
  test_replaced_by_converted_block_arg();
  test_no_rollback();
  return test_report("test_conversion");
}
