/* test_llvm_ops2.c - the attribute accessors of the llvm atomics, inline
 * asm and fence ops (dialect/llvm.h), on parsed IR, and the interfaces of
 * llvm.invoke (branch: successor operand ranges; call: callee). */
#include <stdio.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include "../test_util.h"

static const char src[] =
    "func private @callee(i32) -> i32\n"
    "func @f(%p: !llvm.ptr<i32>, %v: i32, %w: i64) {\n"
    "  %0 = llvm.atomicrmw umin %p, %v acquire : i32\n"
    "  %1 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : i32\n"
    "  llvm.fence syncscope(\"agent\") release\n"
    "  llvm.fence seq_cst\n"
    "  %2 = llvm.inline_asm asm_dialect = intel \"x\", \"=r\" : () -> i32\n"
    "  %3 = llvm.inline_asm \"x\", \"=r\" : () -> i32\n"
    "  %4 = llvm.invoke @callee(%v) to ^bb1(%w : i64) unwind ^bb2(%v : i32)"
    " : (i32) -> i32\n"
    "^bb1(%a: i64):\n"
    "  return\n"
    "^bb2(%b: i32):\n"
    "  %lp = llvm.landingpad cleanup : i32\n"
    "  llvm.resume %lp : i32\n"
    "}\n";

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmOp *m = cmt_parse_verified(ctx, &sm, "ops2", src);
  CHECK(m != NULL);
  if (m) {
    CmOp *rmw = find(m, "llvm.atomicrmw", 0);
    CHECK(cm_llvm_op_atomic_bin_op(rmw) == CM_LLVM_ATOMIC_UMIN);
    CHECK(cm_llvm_op_atomic_ordering(rmw, "ordering") == CM_LLVM_ACQUIRE);
    CHECK(strcmp(cm_llvm_atomic_bin_op_name(CM_LLVM_ATOMIC_AND), "_and") == 0);
    CHECK(cm_llvm_atomic_bin_op_name(13) == NULL);
    CHECK(strcmp(cm_llvm_atomic_ordering_name(CM_LLVM_SEQ_CST), "seq_cst") ==
          0);
    CHECK(cm_llvm_atomic_ordering_name(-1) == NULL);

    CmOp *cx = find(m, "llvm.cmpxchg", 0);
    CHECK(cm_llvm_op_atomic_ordering(cx, "success_ordering") ==
          CM_LLVM_ACQ_REL);
    CHECK(cm_llvm_op_atomic_ordering(cx, "failure_ordering") ==
          CM_LLVM_MONOTONIC);
    CHECK(cm_llvm_op_atomic_ordering(cx, "ordering") == -1);
    CmType *rt = cm_op_result(cx, 0)->type;
    CHECK(cm_llvm_type_id(rt) == CM_LLVM_STRUCT &&
          cm_llvm_struct_num_elems(rt) == 2);

    CmOp *f0 = find(m, "llvm.fence", 0), *f1 = find(m, "llvm.fence", 1);
    CHECK(cm_str_eq_c(cm_llvm_op_syncscope(f0), "agent"));
    CHECK(cm_llvm_op_syncscope(f1).len == 0);
    CHECK(cm_llvm_op_atomic_ordering(f1, "ordering") == CM_LLVM_SEQ_CST);

    CHECK(cm_llvm_op_asm_dialect(find(m, "llvm.inline_asm", 0)) ==
          CM_LLVM_ASM_INTEL);
    CHECK(cm_llvm_op_asm_dialect(find(m, "llvm.inline_asm", 1)) ==
          CM_LLVM_ASM_ATT);

    CmOp *inv = find(m, "llvm.invoke", 0);
    const CmBranchInterface *br = cm_op_interface(inv, CM_IFACE_BRANCH);
    const CmCallInterface *call = cm_op_interface(inv, CM_IFACE_CALL);
    CHECK(br && call);
    if (br && call) {
      unsigned s = 0, n = 0;
      CHECK(br->successor_operands(inv, 0, &s, &n) && s == 1 && n == 1);
      CHECK(br->successor_operands(inv, 1, &s, &n) && s == 2 && n == 1);
      CmAttr *callee = call->callee_symbol(inv);
      CHECK(callee && callee->kind == CM_ATTR_SYMBOL_REF);
      CHECK(call->callee_value(inv) == NULL);
      CHECK(call->arg_operands_begin(inv) == 0);
    }
    cm_op_destroy(m);
  }
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_llvm_ops2");
}
