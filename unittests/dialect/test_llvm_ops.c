/* test_llvm_ops.c - the llvm dialect's ops seen through the C API: the
 * interfaces the verifier and the passes use (branch, call, callable,
 * symbol, memory effects), the folders MLIR 13 has (llvm.mlir.constant,
 * llvm.extractvalue through insertvalue), the enum readers of llvm.h and
 * the data layout checker. */
#include <stdio.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include "../test_util.h"

static const char src[] =
    "llvm.mlir.global internal unnamed_addr constant @g(1 : i32) : i32\n"
    "llvm.func @callee(i32) -> i32\n"
    "llvm.func weak @f(%a: i32, %c: i1, %p: !llvm.ptr<i32>,\n"
    "                  %s: !llvm.struct<(i32, f32)>, %x: f32) -> i32 {\n"
    "  %0 = llvm.call @callee(%a) : (i32) -> i32\n"
    "  %fp = llvm.mlir.addressof @callee : !llvm.ptr<func<i32 (i32)>>\n"
    "  %1 = llvm.call %fp(%0) : (i32) -> i32\n"
    "  %2 = llvm.insertvalue %1, %s[0] : !llvm.struct<(i32, f32)>\n"
    "  %3 = llvm.insertvalue %x, %2[1] : !llvm.struct<(i32, f32)>\n"
    "  %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)>\n"
    "  %5 = llvm.mlir.constant(7 : i32) : i32\n"
    "  %6 = llvm.icmp \"sge\" %4, %5 : i32\n"
    "  %7 = llvm.fcmp \"uno\" %x, %x : f32\n"
    "  %8 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, fast>} : f32\n"
    "  %9 = llvm.load %p : !llvm.ptr<i32>\n"
    "  llvm.store %9, %p : !llvm.ptr<i32>\n"
    "  llvm.cond_br %c, ^bb1(%4 : i32), ^bb2(%a, %5 : i32, i32)\n"
    "^bb1(%y: i32):\n"
    "  llvm.switch %y, ^bb2(%y, %y : i32, i32) [\n"
    "    1: ^bb1(%a : i32),\n"
    "    2: ^bb2(%a, %y : i32, i32)\n"
    "  ]\n"
    "^bb2(%z: i32, %w: i32):\n"
    "  llvm.return %z : i32\n"
    "}\n";

static void check_range(CmOp *op, unsigned succ, unsigned start,
                        unsigned count) {
  const CmBranchInterface *b = cm_op_interface(op, CM_IFACE_BRANCH);
  unsigned s = 99, c = 99;
  CHECK(b && b->successor_operands(op, succ, &s, &c));
  CHECK(s == start && c == count);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmOp *m = cmt_parse_verified(ctx, &sm, "ops.mlir", src);
  CHECK(m != NULL);
  if (!m)
    return test_report("test_llvm_ops");

  /* llvm.func: symbol, callable, linkage */
  CmOp *f = find(m, "llvm.func", 1), *decl = find(m, "llvm.func", 0);
  CHECK(cm_llvm_op_linkage(f) == CM_LLVM_LINKAGE_WEAK);
  CHECK(cm_llvm_op_linkage(decl) == CM_LLVM_LINKAGE_EXTERNAL);
  const CmSymbolInterface *sym = cm_op_interface(f, CM_IFACE_SYMBOL);
  CHECK(sym && !sym->is_declaration(f) && sym->is_declaration(decl));
  const CmCallableInterface *cb = cm_op_interface(f, CM_IFACE_CALLABLE);
  CHECK(cb && cb->callable_region(f) == cm_op_region(f, 0));
  CHECK(cb->callable_region(decl) == NULL);
  CmTypeVec res = {0};
  cb->callable_results(f, &res);
  CHECK(res.len == 1 && cm_type_is_integer(res.data[0], 32));
  CM_VEC_FREE(res);

  /* globals */
  CmOp *g = find(m, "llvm.mlir.global", 0);
  CHECK(cm_llvm_op_linkage(g) == CM_LLVM_LINKAGE_INTERNAL);
  CHECK(cm_llvm_unnamed_addr_of(cm_op_get_attr(g, "unnamed_addr")) ==
        CM_LLVM_UNNAMED_ADDR_GLOBAL);
  CHECK(cm_ods_get_attr(g, "addr_space") &&
        cm_ods_get_attr(g, "addr_space")->integer.value == 0);

  /* calls */
  CmOp *direct = find(m, "llvm.call", 0), *indirect = find(m, "llvm.call", 1);
  const CmCallInterface *ci = cm_op_interface(direct, CM_IFACE_CALL);
  CHECK(ci && ci->callee_symbol(direct) && !ci->callee_value(direct));
  CHECK(ci->arg_operands_begin(direct) == 0);
  CHECK(!ci->callee_symbol(indirect) &&
        ci->callee_value(indirect) == cm_op_operand(indirect, 0));
  CHECK(ci->arg_operands_begin(indirect) == 1);

  /* branches: cond_br segments [1, 1, 2], switch [1, 2, 3] with offsets */
  CmOp *cbr = find(m, "llvm.cond_br", 0), *sw = find(m, "llvm.switch", 0);
  check_range(cbr, 0, 1, 1);
  check_range(cbr, 1, 2, 2);
  check_range(sw, 0, 1, 2);
  check_range(sw, 1, 3, 1);
  check_range(sw, 2, 4, 2);

  /* predicates and fastmath */
  CHECK(cm_llvm_predicate_of(find(m, "llvm.icmp", 0)) == CM_LLVM_ICMP_SGE);
  CHECK(cm_llvm_predicate_of(find(m, "llvm.fcmp", 0)) == CM_LLVM_FCMP_UNO);
  CHECK(cm_llvm_op_fastmath(find(m, "llvm.fadd", 0)) ==
        (CM_LLVM_FMF_NNAN | CM_LLVM_FMF_FAST));
  CHECK(cm_llvm_op_fastmath(find(m, "llvm.icmp", 0)) == 0);

  /* folds */
  CmOp *ev = find(m, "llvm.extractvalue", 0);
  CmFoldResult fr[1] = {{NULL, NULL}};
  CmAttr *none[1] = {NULL};
  CHECK(cm_succeeded(cm_op_fold(ev, none, fr)));
  CHECK(fr[0].value == cm_op_operand(find(m, "llvm.insertvalue", 0), 1));
  CmOp *cst = find(m, "llvm.mlir.constant", 0);
  fr[0].attr = NULL;
  fr[0].value = NULL;
  CHECK(cm_succeeded(cm_op_fold(cst, none, fr)));
  CHECK(fr[0].attr && fr[0].attr->integer.value == 7);
  CHECK(cm_value_constant(cm_op_result(cst, 0)) == fr[0].attr);

  /* memory effects */
  CmEffectVec eff = {0};
  CmOp *ld = find(m, "llvm.load", 0), *stv = find(m, "llvm.store", 0);
  CHECK(cm_op_memory_effects(ld, &eff) && eff.len == 1 &&
        eff.data[0].kind == CM_EFFECT_READ &&
        eff.data[0].value == cm_op_operand(ld, 0));
  eff.len = 0;
  CHECK(cm_op_memory_effects(stv, &eff) && eff.len == 1 &&
        eff.data[0].kind == CM_EFFECT_WRITE);
  CM_VEC_FREE(eff);
  CHECK(cm_op_is_side_effect_free(find(m, "llvm.icmp", 0)));
  CHECK(!cm_op_is_side_effect_free(stv));

  /* enum names */
  for (int i = 0; i < CM_LLVM_LINKAGE_COUNT; i++)
    CHECK(cm_llvm_linkage_from_name(
              cm_str(cm_llvm_linkage_name((CmLLVMLinkage)i))) == i);
  CHECK(cm_llvm_linkage_from_name(cm_str("nope")) == -1);
  CHECK(strcmp(cm_llvm_fcmp_name(CM_LLVM_FCMP_TRUE), "_true") == 0);
  CHECK(cm_llvm_icmp_from_name(cm_str("ule")) == CM_LLVM_ICMP_ULE);
  CHECK(cm_llvm_linkage_of(cm_llvm_linkage_attr(ctx, CM_LLVM_LINKAGE_COMMON)) ==
        CM_LLVM_LINKAGE_COMMON);

  /* attributes built through the API print as upstream */
  CmBuf b;
  cm_buf_init(&b);
  cm_print_attr_to(cm_llvm_fastmath_attr(ctx, CM_LLVM_FMF_NSZ | CM_LLVM_FMF_AFN),
                   &b);
  CHECK(b.data && strcmp(b.data, "#llvm.fastmath<nsz, afn>") == 0);
  cm_buf_free(&b);
  int64_t keys[2] = {CM_LLVM_LOOPOPT_INTERLEAVE_COUNT,
                     CM_LLVM_LOOPOPT_DISABLE_UNROLL};
  int64_t vals[2] = {4, 1};
  CmAttr *lo = cm_llvm_loopopts_attr(ctx, 2, keys, vals);
  CHECK(cm_llvm_loopopts_count(lo) == 2);
  int64_t k, v;
  cm_llvm_loopopts_get(lo, 0, &k, &v);
  CHECK(k == CM_LLVM_LOOPOPT_DISABLE_UNROLL && v == 1);
  cm_buf_init(&b);
  cm_print_attr_to(lo, &b);
  CHECK(b.data && strcmp(b.data, "#llvm.loopopts<disable_unroll = true, "
                                 "interleave_count = 4>") == 0);
  cm_buf_free(&b);

  /* data layouts */
  CHECK(cm_llvm_check_data_layout(cm_str("e-m:e-i64:64-f80:128-n8:16:32:64-"
                                         "S128")) == NULL);
  CHECK(cm_llvm_check_data_layout(cm_str("")) == NULL);
  const char *e = cm_llvm_check_data_layout(cm_str("e-i64"));
  CHECK(e && strcmp(e, "Missing alignment specification in datalayout "
                       "string") == 0);

  /* builders: a module built through the API prints as parsed text */
  {
    CmLoc *uloc = cm_loc_unknown(ctx);
    CmOp *mod = cm_op_create_v(ctx, "module", uloc, 0, NULL, 0, NULL,
                               NULL, 0, NULL, 1);
    CmBlock *body = cm_block_create();
    cm_region_append_block(cm_op_region(mod, 0), body);
    CmBuilder bld;
    cm_builder_init(&bld, ctx);
    cm_builder_set_to_end(&bld, body);
    CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
    CmOp *gl = cm_llvm_build_global(&bld, uloc, i32, true,
                                    CM_LLVM_LINKAGE_INTERNAL, cm_str("k"),
                                    cm_integer_attr(i32, 5));
    CmType *fty = cm_llvm_func_type(i32, 1, &i32, false);
    CmOp *fn = cm_llvm_build_func(&bld, uloc, cm_str("get"), fty,
                                  CM_LLVM_LINKAGE_EXTERNAL);
    CmBlock *entry = cm_llvm_func_add_entry_block(fn);
    cm_builder_set_to_end(&bld, entry);
    CmValue *addr = cm_llvm_build_addressof(&bld, uloc, gl);
    CmValue *ld = cm_llvm_build_op(&bld, "llvm.load", uloc, i32, 1, &addr,
                                   NULL);
    CmValue *c = cm_llvm_build_constant(&bld, uloc, i32,
                                        cm_integer_attr(i32, 2));
    CmValue *ops2[2] = {ld, c};
    CmValue *sum = cm_llvm_build_op(&bld, "llvm.add", uloc, i32, 2, ops2, NULL);
    cm_llvm_build_op(&bld, "llvm.return", uloc, NULL, 1, &sum, NULL);
    CHECK(cm_succeeded(cm_verify(mod)));
    CmBuf out;
    cm_buf_init(&out);
    CmPrintFlags pf;
    cm_print_flags_default(&pf);
    cm_print_op(mod, &pf, &out);
    const char *want =
        "module  {\n"
        "  llvm.mlir.global internal  constant @k(5 : i32) : i32\n"
        "  llvm.func @get(%arg0: i32) -> i32 {\n"
        "    %0 = llvm.mlir.addressof @k : !llvm.ptr<i32>\n"
        "    %1 = llvm.load %0 : !llvm.ptr<i32>\n"
        "    %2 = llvm.mlir.constant(2 : i32) : i32\n"
        "    %3 = llvm.add %1, %2  : i32\n"
        "    llvm.return %3 : i32\n"
        "  }\n"
        "}\n";
    CHECK(out.data && strcmp(out.data, want) == 0);
    if (out.data && strcmp(out.data, want) != 0)
      fprintf(stderr, "%s", out.data);
    cm_buf_free(&out);
    cm_op_destroy(mod);
  }

  cm_op_destroy(m);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_llvm_ops");
}
