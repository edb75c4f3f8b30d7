/* test_std_control.c - std control flow, calls and atomics: the branch
 * interface (successor operand ranges of br / cond_br / switch), the call
 * interface (call / call_indirect), traits, memory effects, and the
 * switch / generic_atomic_rmw custom forms built through the parser. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "../test_util.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"



static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *text) {
  CmSourceBuffer *b = cm_srcmgr_add(sm, "test.mlir", text, strlen(text));
  CmOp *m = cm_parse_source(ctx, b);
  if (m && cm_verify(m)) {
    cm_op_destroy(m);
    return NULL;
  }
  return m;
}

/* Successor operand range of `op`'s successor `i` via the interface. */
static bool succ_range(CmOp *op, unsigned i, unsigned *start,
                       unsigned *count) {
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  if (!bi || !bi->successor_operands)
    return false;
  return bi->successor_operands(op, i, start, count);
}

static void test_branches(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func @f(%c: i1, %a: i32, %b: i64) {\n"
      "  br ^bb1(%a, %b : i32, i64)\n"
      "^bb1(%x: i32, %y: i64):\n"
      "  cond_br %c, ^bb2(%x : i32), ^bb3(%a, %y, %b : i32, i64, i64)\n"
      "^bb2(%z: i32):\n"
      "  switch %z : i32, [\n"
      "    default: ^bb4,\n"
      "    1: ^bb2(%a : i32),\n"
      "    2: ^bb3(%a, %b, %b : i32, i64, i64),\n"
      "    3: ^bb4\n"
      "  ]\n"
      "^bb3(%p: i32, %q: i64, %r: i64):\n"
      "  return\n"
      "^bb4:\n"
      "  return\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  unsigned s = 99, n = 99;

  CmOp *br = find(m, "std.br", 0);
  CHECK(br && cm_op_has_trait(br, CM_TRAIT_TERMINATOR));
  CHECK(br && cm_op_is_side_effect_free(br));
  CHECK(br && succ_range(br, 0, &s, &n) && s == 0 && n == 2);
  CHECK(br && !succ_range(br, 1, &s, &n));

  CmOp *cbr = find(m, "std.cond_br", 0);
  CHECK(cbr && cm_op_has_trait(cbr, CM_TRAIT_TERMINATOR));
  CHECK(cbr && succ_range(cbr, 0, &s, &n) && s == 1 && n == 1);
  CHECK(cbr && succ_range(cbr, 1, &s, &n) && s == 2 && n == 3);
  CHECK(cbr && cm_ods_operand(cbr, "condition") == cm_op_operand(cbr, 0));

  CmOp *sw = find(m, "std.switch", 0);
  CHECK(sw && cm_op_num_successors(sw) == 4 && cm_op_num_operands(sw) == 5);
  CHECK(sw && succ_range(sw, 0, &s, &n) && s == 1 && n == 0);
  CHECK(sw && succ_range(sw, 1, &s, &n) && s == 1 && n == 1);
  CHECK(sw && succ_range(sw, 2, &s, &n) && s == 2 && n == 3);
  CHECK(sw && succ_range(sw, 3, &s, &n) && s == 5 && n == 0);
  CHECK(sw && !succ_range(sw, 4, &s, &n));
  if (sw) {
    CmAttr *cv = cm_op_get_attr(sw, "case_values");
    CHECK(cv && cv->kind == CM_ATTR_DENSE_ELEMENTS);
    CHECK(cv && cm_dense_get_int(cv, 0) == 1 && cm_dense_get_int(cv, 2) == 3);
    CmAttr *off = cm_op_get_attr(sw, "case_operand_offsets");
    CHECK(off && cm_dense_get_int(off, 1) == 1 && cm_dense_get_int(off, 2) == 4);
  }

  CmOp *ret = find(m, "std.return", 0);
  CHECK(ret && cm_op_has_trait(ret, CM_TRAIT_RETURN_LIKE));
  CHECK(ret && cm_op_has_trait(ret, CM_TRAIT_TERMINATOR));
  CHECK(ret && !cm_op_interface(ret, CM_IFACE_BRANCH));
  cm_op_destroy(m);
}

static void test_calls(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func private @g(i32, f32) -> i64\n"
      "func @f(%a: i32, %b: f32) -> i64 {\n"
      "  %0 = call @g(%a, %b) : (i32, f32) -> i64\n"
      "  %fn = constant @g : (i32, f32) -> i64\n"
      "  %1 = call_indirect %fn(%a, %b) : (i32, f32) -> i64\n"
      "  return %1 : i64\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CmOp *call = find(m, "std.call", 0);
  const CmCallInterface *ci =
      call ? cm_op_interface(call, CM_IFACE_CALL) : NULL;
  CHECK(ci != NULL);
  if (ci) {
    CmAttr *sym = ci->callee_symbol(call);
    CHECK(sym && sym->kind == CM_ATTR_SYMBOL_REF &&
          cm_str_eq_c(cm_ident_str(sym->symref.root), "g"));
    CHECK(ci->callee_value(call) == NULL);
    CHECK(ci->arg_operands_begin(call) == 0);
    CHECK(cm_symbol_lookup_nearest(call, sym) == find(m, "func", 0));
  }
  CHECK(call && cm_op_has_trait(call, CM_TRAIT_CALL));

  CmOp *icall = find(m, "std.call_indirect", 0);
  ci = icall ? cm_op_interface(icall, CM_IFACE_CALL) : NULL;
  CHECK(ci != NULL);
  if (ci) {
    CHECK(ci->callee_symbol(icall) == NULL);
    CHECK(ci->callee_value(icall) == cm_op_operand(icall, 0));
    CHECK(ci->arg_operands_begin(icall) == 1);
    CHECK(cm_op_num_results(icall) == 1 &&
          cm_type_is_integer(cm_op_results(icall)[0].type, 64));
  }
  cm_op_destroy(m);
}

static void test_atomics(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func @f(%v: f32, %m: memref<8xf32>, %i: index) {\n"
      "  %0 = atomic_rmw maxf %v, %m[%i] : (f32, memref<8xf32>) -> f32\n"
      "  %1 = generic_atomic_rmw %m[%i] : memref<8xf32> {\n"
      "  ^bb0(%cur: f32):\n"
      "    atomic_yield %cur : f32\n"
      "  }\n"
      "  return\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CmOp *rmw = find(m, "std.atomic_rmw", 0);
  CHECK(rmw != NULL);
  if (rmw) {
    CmAttr *kind = cm_op_get_attr(rmw, "kind");
    CHECK(kind && kind->kind == CM_ATTR_INTEGER && kind->integer.value == 3);
    CmEffectVec effects = {0};
    CHECK(cm_op_memory_effects(rmw, &effects));
    bool read = false, write = false;
    for (size_t i = 0; i < effects.len; i++) {
      read |= effects.data[i].kind == CM_EFFECT_READ;
      write |= effects.data[i].kind == CM_EFFECT_WRITE;
    }
    CHECK(read && write);
    CM_VEC_FREE(effects);
    CHECK(!cm_op_is_side_effect_free(rmw));
  }
  CmOp *g = find(m, "std.generic_atomic_rmw", 0);
  CHECK(g && cm_op_num_regions(g) == 1 && cm_op_num_results(g) == 1);
  CmOp *y = find(m, "std.atomic_yield", 0);
  CHECK(y && cm_op_parent_op(y) == g);
  CHECK(y && cm_op_is_side_effect_free(y));

  /* The custom form keeps MLIR 13's `std.` prefix for generic_atomic_rmw. */
  CmBuf out;
  cm_buf_init(&out);
  CmPrintFlags fl;
  cm_print_flags_default(&fl);
  cm_print_op(m, &fl, &out);
  CHECK(out.data && strstr(out.data, "= std.generic_atomic_rmw %arg1[%arg2] "
                                     ": memref<8xf32> {"));
  CHECK(out.data && strstr(out.data, "= atomic_rmw maxf %arg0, %arg1[%arg2] "
                                     ": (f32, memref<8xf32>) -> f32"));
  cm_buf_free(&out);
  cm_op_destroy(m);
}

/* Bad input produces diagnostics, never crashes. */
static void test_errors(CmContext *ctx, CmSourceMgr *sm) {
  static const char *const bad[] = {
      "func @f(%a: f32) {\n  switch %a : f32, [\n    default: ^bb1\n  ]\n"
      "^bb1:\n  return\n}\n",
      "func @f(%a: i32) {\n  \"std.switch\"(%a)[^bb1, ^bb1] "
      "{operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> "
      "()\n^bb1:\n  return\n}\n",
      "func @f(%a: i32, %m: i32) {\n  %0 = generic_atomic_rmw %m[%a] : i32 "
      "{\n  }\n  return\n}\n",
      "func @f(%a: i32) {\n  \"std.call\"() {callee = @x::@y} : () -> ()\n"
      "  return\n}\n",
      "func @f(%a: i32) {\n  \"std.return\"(%a) : (i32) -> ()\n}\n",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    int before = num_errors;
    CmOp *m = parse(ctx, sm, bad[i]);
    CHECK(m == NULL);
    CHECK(num_errors > before);
    if (m)
      cm_op_destroy(m);
  }
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  test_branches(ctx, &sm);
  test_calls(ctx, &sm);
  test_atomics(ctx, &sm);
  test_errors(ctx, &sm);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
