/* test_scf.c - the scf and math dialects through their C interfaces: the
 * region-branch interface (successors, inputs, entry operands) and its
 * terminator interface, cm_region_branch_verify_types on IR built by hand,
 * the loop-like interface (body, defined-outside, hoisting), memory
 * effects and side-effect freedom, the inliner interface, and traits of
 * the math ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "../test_util.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

static const char *src =
    "func @f(%lb: index, %ub: index, %c: i1, %x: f32, %m: memref<4xf32>) -> f32 {\n"
    "  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (f32) {\n"
    "    %inv = addf %x, %x : f32\n"
    "    %s = addf %a, %inv : f32\n"
    "    scf.yield %s : f32\n"
    "  }\n"
    "  %y = scf.if %c -> (f32) {\n"
    "    scf.yield %r : f32\n"
    "  } else {\n"
    "    %t = math.sqrt %x : f32\n"
    "    scf.yield %t : f32\n"
    "  }\n"
    "  %w = scf.while (%b = %y) : (f32) -> f32 {\n"
    "    scf.condition(%c) %b : f32\n"
    "  } do {\n"
    "  ^bb0(%v: f32):\n"
    "    scf.yield %v : f32\n"
    "  }\n"
    "  scf.parallel (%j) = (%lb) to (%ub) step (%lb) {\n"
    "    memref.store %w, %m[%j] : memref<4xf32>\n"
    "  }\n"
    "  scf.if %c {\n"
    "    %z = math.exp %x : f32\n"
    "  }\n"
    "  return %w : f32\n"
    "}\n";

static void test_region_branch(CmOp *m) {
  unsigned out[4], s = 99, n = 99;
  CmOp *f = find(m, "scf.for", 0);
  const CmRegionBranchInterface *rb = cm_op_interface(f, CM_IFACE_REGION_BRANCH);
  CHECK(rb != NULL);
  if (!rb)
    return;
  CHECK(rb->successor_regions(f, CM_REGION_PARENT, NULL, out) == 1 &&
        out[0] == 0);
  CHECK(rb->successor_regions(f, 0, NULL, out) == 2 && out[0] == 0 &&
        out[1] == CM_REGION_PARENT);
  rb->successor_inputs(f, 0, &s, &n);
  CHECK(s == 1 && n == 1);
  rb->entry_operands(f, 0, &s, &n);
  CHECK(s == 3 && n == 1);

  CmOp *i = find(m, "scf.if", 0);
  rb = cm_op_interface(i, CM_IFACE_REGION_BRANCH);
  CHECK(rb && rb->successor_regions(i, CM_REGION_PARENT, NULL, out) == 2);
  /* A constant condition selects one region. */
  CmContext *ctx = cm_op_context(i);
  CmAttr *t = cm_bool_attr(ctx, true), *fl = cm_bool_attr(ctx, false);
  CHECK(rb->successor_regions(i, CM_REGION_PARENT, &t, out) == 1 &&
        out[0] == 0);
  CHECK(rb->successor_regions(i, CM_REGION_PARENT, &fl, out) == 1 &&
        out[0] == 1);
  CHECK(rb->successor_regions(i, 1, NULL, out) == 1 &&
        out[0] == CM_REGION_PARENT);
  /* Without an else region, a false condition goes to the results. */
  CmOp *i2 = find(m, "scf.if", 1);
  CHECK(rb->successor_regions(i2, CM_REGION_PARENT, NULL, out) == 1);
  CHECK(rb->successor_regions(i2, CM_REGION_PARENT, &fl, out) == 1 &&
        out[0] == CM_REGION_PARENT);

  CmOp *w = find(m, "scf.while", 0);
  rb = cm_op_interface(w, CM_IFACE_REGION_BRANCH);
  CHECK(rb && rb->successor_regions(w, 0, NULL, out) == 2 && out[0] == 1 &&
        out[1] == CM_REGION_PARENT);
  CHECK(rb->successor_regions(w, 1, NULL, out) == 1 && out[0] == 0);
  rb->entry_operands(w, 0, &s, &n);
  CHECK(s == 0 && n == 1);

  /* Terminators: condition passes its trailing operands, yield all. */
  CmOp *cond = find(m, "scf.condition", 0);
  CHECK(cm_region_branch_terminator_operands(cond, 0, &s, &n) && s == 1 &&
        n == 1);
  CmOp *y = find(m, "scf.yield", 0);
  CHECK(cm_region_branch_terminator_operands(y, 0, &s, &n) && s == 0 &&
        n == 1);
  CHECK(!cm_region_branch_terminator_operands(find(m, "std.addf", 0), 0, &s,
                                              &n));
  /* No interface: nothing to verify. */
  CHECK(cm_op_interface(find(m, "scf.parallel", 0), CM_IFACE_REGION_BRANCH) ==
        NULL);
  CHECK(cm_succeeded(cm_region_branch_verify_types(find(m, "std.addf", 0))));
  CHECK(cm_succeeded(cm_region_branch_verify_types(f)));
}

/* Breaking the IR by hand: the yield of the loop passes an i1. */
static void test_verify_types(CmOp *m) {
  CmOp *f = find(m, "scf.for", 0);
  CmOp *y = cm_op_region(f, 0)->first->last;
  CmValue *old = cm_op_operand(y, 0);
  CmBlock *fb = cm_op_block(f);
  CmValue *c = fb->args[2];
  cm_op_set_operand(y, 0, c);
  num_errors = 0;
  CHECK(cm_failed(cm_region_branch_verify_types(f)));
  CHECK(num_errors == 1);
  CHECK(strstr(last_msg, "along control flow edge from Region #0 to Region "
                         "#0: source type #0 'i1' should match input type "
                         "#0 'f32'") != NULL);
  cm_op_set_operand(y, 0, old);
  CHECK(cm_succeeded(cm_region_branch_verify_types(f)));
}

static void test_loop_like(CmOp *m) {
  CmOp *f = find(m, "scf.for", 0);
  const CmLoopLikeInterface *ll = cm_op_interface(f, CM_IFACE_LOOP_LIKE);
  CHECK(ll && ll->loop_body(f) == cm_op_region(f, 0));
  CHECK(cm_op_interface(find(m, "scf.parallel", 0), CM_IFACE_LOOP_LIKE));
  CHECK(!cm_op_interface(find(m, "scf.while", 0), CM_IFACE_LOOP_LIKE));
  CmOp *inv = find(m, "std.addf", 0);
  CmOp *sum = find(m, "std.addf", 1);
  /* %x is a function argument: outside; %inv is inside. */
  CHECK(cm_loop_is_defined_outside(f, cm_op_operand(inv, 0)));
  CHECK(!cm_loop_is_defined_outside(f, cm_op_result(inv, 0)));
  CHECK(!cm_loop_is_defined_outside(f, cm_op_region(f, 0)->first->args[0]));
  /* Hoisting the invariant op puts it right before the loop. */
  cm_loop_move_out_of_loop(f, 1, &inv);
  CHECK(cm_op_next(inv) == f);
  CHECK(cm_loop_is_defined_outside(f, cm_op_result(inv, 0)));
  CHECK(cm_op_block(sum) == cm_op_region(f, 0)->first);
  CHECK(cm_succeeded(cm_verify(m)));
}

static void test_effects(CmOp *m) {
  CmEffectVec fx = {0};
  CHECK(cm_op_has_trait(find(m, "scf.for", 0),
                        CM_TRAIT_RECURSIVE_SIDE_EFFECTS));
  CHECK(cm_op_is_side_effect_free(find(m, "scf.for", 0)));
  CHECK(cm_op_is_side_effect_free(find(m, "scf.if", 0)));
  CHECK(cm_op_is_side_effect_free(find(m, "scf.while", 0)));
  /* The parallel loop stores into a memref. */
  CHECK(!cm_op_is_side_effect_free(find(m, "scf.parallel", 0)));
  CHECK(cm_op_memory_effects(find(m, "scf.yield", 0), &fx) && fx.len == 0);
  CHECK(cm_op_memory_effects(find(m, "scf.condition", 0), &fx) &&
        fx.len == 0);
  CHECK(cm_op_memory_effects(find(m, "math.sqrt", 0), &fx) && fx.len == 0);
  CHECK(cm_op_has_trait(find(m, "math.exp", 0),
                        CM_TRAIT_ELEMENTWISE_MAPPABLE |
                            CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE));
  CM_VEC_FREE(fx);
}

static void test_inliner(CmContext *ctx, CmOp *m) {
  const CmInlinerInterface *scf = cm_dialect_interface(
      cm_lookup_dialect(ctx, "scf", 3), CM_IFACE_DIALECT_INLINER);
  const CmInlinerInterface *math = cm_dialect_interface(
      cm_lookup_dialect(ctx, "math", 4), CM_IFACE_DIALECT_INLINER);
  CHECK(scf && math);
  if (!scf || !math)
    return;
  CmOp *i = find(m, "scf.if", 0);
  CHECK(scf->is_legal_to_inline_op(i, cm_op_parent_region(i)));
  CHECK(scf->is_legal_to_inline_region(cm_op_parent_region(i),
                                       cm_op_region(i, 0)));
  CHECK(math->is_legal_to_inline_op(find(m, "math.sqrt", 0), NULL));
  /* The yield of the else region replaces the uses of a value. */
  CmOp *y = cm_op_region(i, 1)->first->last;
  CmValue *res = cm_op_result(i, 0);
  CmValue *t = cm_op_operand(y, 0);
  scf->handle_terminator(y, 1, &res);
  CHECK(cm_value_use_empty(res));
  CmOp *w = find(m, "scf.while", 0);
  CHECK(cm_op_operand(w, 0) == t);
}

/* A malformed scf.for (built by hand, never verified) prints in the
 * generic form rather than crashing the custom printer. */
static void test_print_malformed(CmContext *ctx) {
  CmOp *f = cm_op_create_v(ctx, "scf.for", NULL, 0, NULL, 0, NULL, NULL, 0,
                           NULL, 1);
  CmOp *pr = cm_op_create_v(ctx, "scf.parallel", NULL, 0, NULL, 0, NULL, NULL,
                            0, NULL, 1);
  CmBuf b;
  cm_buf_init(&b);
  CmPrintFlags fl;
  cm_print_flags_default(&fl);
  cm_print_op(f, &fl, &b);
  CHECK(b.len && strstr(b.data, "\"scf.for\"() ( {") != NULL);
  cm_buf_clear(&b);
  cm_print_op(pr, &fl, &b);
  CHECK(b.len && strstr(b.data, "\"scf.parallel\"()") != NULL);
  cm_buf_free(&b);
  cm_op_destroy(f);
  cm_op_destroy(pr);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmOp *m = cmt_parse_verified(ctx, &sm, "scf.mlir", src);
  CHECK(m != NULL);
  if (m) {
    test_region_branch(m);
    test_verify_types(m);
    test_loop_like(m);
    test_effects(m);
    test_inliner(ctx, m);
    cm_op_destroy(m);
  }
  test_print_malformed(ctx);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_scf");
}
