/* passes.c - the conversion passes -convert-std-to-llvm and
 * -convert-memref-to-llvm (options as mlir-opt-13 --help), and their
 * conversion target. */
#include "cmlir/conversion.h"
#include "cmlir/conversion_spirv.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialect/dlti.h"
#include "cmlir/dialect/llvm.h"

#include <stdlib.h>

CmConversionTarget *cm_llvm_conversion_target_create(CmContext *ctx) {
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "llvm");
  cm_target_add_illegal_op(t, "unrealized_conversion_cast");
  return t;
}

static void llvm_dialect_dep(CmContext *ctx) { cm_register_llvm_dialect(ctx); }

static CmResult run_conversion(CmOp *op, const CmLLVMOptions *opts, bool std,
                               bool memref) {
  CmContext *ctx = cm_op_context(op);
  /* index-bitwidth 0: the size of index in the module's data layout
   * (`dlti.dl_spec`, 64 bits without one), as MLIR 13's
   * DataLayoutAnalysis */
  CmLLVMOptions o_ = *opts, *o = &o_;
  if (!o->index_bitwidth)
    o->index_bitwidth = cm_dlti_index_bitwidth(op);
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, o);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  if (memref)
    cm_populate_memref_to_llvm_patterns(tc, ps);
  if (std) {
    cm_populate_std_to_llvm_patterns(tc, ps);
    /* upstream's casts folded back by its cast pattern: see rewrite.h */
    cm_type_converter_fail_target_materializations(
        (CmTypeConverter *)cm_llvm_tc_base(tc));
  }
  CmConversionTarget *t = cm_llvm_conversion_target_create(ctx);
  if (!std) {
    /* Only the std pass insists on resolving the casts: the memref pass
     * leaves them for it (a target materialization is legalized with the
     * pattern that needed it, so it must be legal here). */
    cm_target_add_legal_op(t, "func");
    cm_target_add_legal_op(t, "unrealized_conversion_cast");
  }
  /* one function at a time, in parallel with threads; every pattern
   * fails before changing the IR or succeeds */
  CmResult r = cm_apply_partial_conversion_per_op_no_rollback(op, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  return r;
}

/* What a conversion leaves: the unrealized_conversion_casts, and the
 * first op (in post-order) that still has a memref of a non-strided
 * layout, which has no descriptor (MLIR 13 lowers it to garbage strides;
 * cmlir reports it). */
typedef struct Casts {
  CM_VEC(CmOp *) ops;
  CmOp *bad;
  const char *bad_what; /* "operand", "result", "argument" */
  unsigned bad_index;
} Casts;

static bool non_strided_memref(const CmType *t) {
  if (!t || t->kind != CM_TYPE_MEMREF || !t->shaped.layout)
    return false;
  unsigned rank = t->shaped.rank;
  int64_t buf[16], off;
  int64_t *st = rank <= 16 ? buf : cm_xmalloc(rank * sizeof(int64_t));
  bool strided = cm_memref_strides_and_offset(t, st, &off);
  if (st != buf)
    free(st);
  return !strided;
}

static void note_non_strided(Casts *c, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (non_strided_memref(cm_op_operand(op, i)->type)) {
      c->bad = op, c->bad_what = "operand", c->bad_index = i;
      return;
    }
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (non_strided_memref(cm_op_result(op, i)->type)) {
      c->bad = op, c->bad_what = "result", c->bad_index = i;
      return;
    }
  CmAttr *ft = cm_op_name_is(op, "func") ? cm_op_get_attr(op, "type") : NULL;
  if (ft && ft->kind == CM_ATTR_TYPE && ft->type_value &&
      ft->type_value->kind == CM_TYPE_FUNCTION) {
    const CmType *f = ft->type_value;
    for (unsigned i = 0; i < f->func.num_inputs + f->func.num_results; i++)
      if (non_strided_memref(f->func.types[i])) {
        bool in = i < f->func.num_inputs;
        c->bad = op, c->bad_what = in ? "argument" : "result";
        c->bad_index = in ? i : i - f->func.num_inputs;
        return;
      }
  }
}

static CmWalkResult collect_cast(CmOp *op, void *user) {
  Casts *c = user;
  if (cm_op_name_is(op, "unrealized_conversion_cast"))
    CM_VEC_PUSH(c->ops, op);
  if (!c->bad)
    note_non_strided(c, op);
  return CM_WALK_ADVANCE;
}

static CmResult report_non_strided(const Casts *c) {
  if (!c->bad)
    return CM_SUCCESS;
  return cm_op_emit_error(c->bad,
                          "%s #%u is a memref with a non-strided layout, "
                          "which has no LLVM descriptor",
                          c->bad_what, c->bad_index);
}

static bool results_unused(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_value_use_empty(cm_op_result(op, i)))
      return false;
  return true;
}

/* What the std pass leaves of unrealized_conversion_cast: unused ones
 * (materializations whose users converted after all) are erased; a used
 * one (a value of an op left unconverted that a converted op needed, or
 * one crossing into a function left unconverted) is an error, as in
 * mlir-opt-13, where such casts fail to legalize. */
static CmResult check_no_casts(CmOp *module) {
  Casts c = {{0}, NULL, NULL, 0};
  cm_walk_post(module, collect_cast, &c);
  CmResult r = report_non_strided(&c);
  if (cm_failed(r)) {
    CM_VEC_FREE(c.ops);
    return r;
  }
  /* users come after their casts in a post-order walk of one block;
   * erase from the back so that chains of dead casts go too */
  for (size_t i = c.ops.len; i-- > 0;) {
    if (results_unused(c.ops.data[i])) {
      cm_op_erase(c.ops.data[i]);
      c.ops.data[i] = NULL;
    }
  }
  for (size_t i = 0; i < c.ops.len && cm_succeeded(r); i++)
    if (c.ops.data[i])
      r = cm_op_emit_plain_error(c.ops.data[i],
                                 "failed to legalize operation "
                                 "'unrealized_conversion_cast' that was "
                                 "explicitly marked illegal");
  CM_VEC_FREE(c.ops);
  return r;
}

static CmResult run_std(CmPassRun *run, CmOp *op) {
  const CmPass *p = cm_pass_run_pass(run);
  CmLLVMOptions o = {0};
  o.use_bare_ptr = cm_pass_option_bool(p, "use-bare-ptr-memref-call-conv");
  o.emit_c_wrappers = cm_pass_option_bool(p, "emit-c-wrappers");
  o.index_bitwidth = (unsigned)cm_pass_option_uint(p, "index-bitwidth");
  o.data_layout = cm_pass_option_string(p, "data-layout");
  if (o.use_bare_ptr && o.emit_c_wrappers)
    return cm_op_emit_plain_error(
        op, "incompatible conversion options: bare-pointer calling "
            "convention and C wrapper emission");
  const char *dl = o.data_layout ? o.data_layout : "";
  /* checked before converting, reported on the module (LLVM's message ends
   * with a newline) */
  const char *err = cm_llvm_check_data_layout(cm_str(dl));
  if (err)
    return cm_op_emit_plain_error(op, "invalid data layout descriptor: %s\n",
                                  err);
  if (cm_failed(run_conversion(op, &o, true, false)) ||
      cm_failed(check_no_casts(op)))
    return CM_FAILURE;
  cm_op_set_attr(op, "llvm.data_layout",
                 cm_string_attr(cm_op_context(op), cm_str(dl)));
  return CM_SUCCESS;
}

static CmResult run_memref(CmPassRun *run, CmOp *op) {
  const CmPass *p = cm_pass_run_pass(run);
  CmLLVMOptions o = {0};
  o.use_aligned_alloc = cm_pass_option_bool(p, "use-aligned-alloc");
  o.index_bitwidth = (unsigned)cm_pass_option_uint(p, "index-bitwidth");
  if (cm_failed(run_conversion(op, &o, false, true)))
    return CM_FAILURE;
  Casts c = {{0}, NULL, NULL, 0};
  cm_walk_post(op, collect_cast, &c);
  CM_VEC_FREE(c.ops);
  return report_non_strided(&c);
}

static const CmPassOptionDef std_opts[] = {
    {"use-bare-ptr-memref-call-conv", CM_PASS_OPT_BOOL, false, "false",
     "Replace FuncOp's MemRef arguments with bare pointers to the MemRef "
     "element types",
     NULL},
    {"emit-c-wrappers", CM_PASS_OPT_BOOL, false, "false",
     "Emit wrappers for C-compatible pointer-to-struct memref descriptors",
     NULL},
    {"index-bitwidth", CM_PASS_OPT_UINT, false, "0",
     "Bitwidth of the index type, 0 to use size of machine word", NULL},
    {"data-layout", CM_PASS_OPT_STRING, false, "",
     "String description (LLVM format) of the data layout that is expected "
     "on the produced module",
     NULL},
};

static const CmPassOptionDef memref_opts[] = {
    {"use-aligned-alloc", CM_PASS_OPT_BOOL, false, "false",
     "Use aligned_alloc in place of malloc for heap allocations", NULL},
    {"index-bitwidth", CM_PASS_OPT_UINT, false, "0",
     "Bitwidth of the index type, 0 to use size of machine word", NULL},
};

const CmPassDef cm_pass_convert_std_to_llvm = {
    .argument = "convert-std-to-llvm",
    .name = "ConvertStandardToLLVM",
    .description = "Convert scalar and vector operations from the Standard "
                   "to the LLVM dialect",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(std_opts),
    .dependent_dialects = llvm_dialect_dep,
    .run = run_std};

const CmPassDef cm_pass_convert_memref_to_llvm = {
    .argument = "convert-memref-to-llvm",
    .name = "ConvertMemRefToLLVM",
    .description =
        "Convert operations from the MemRef dialect to the LLVM dialect",
    .anchor = "builtin.module",
    CM_PASS_OPTIONS(memref_opts),
    .dependent_dialects = llvm_dialect_dep,
    .run = run_memref};

void cm_register_conversion_passes(void) {
  cm_pass_register(&cm_pass_convert_std_to_llvm);
  cm_pass_register(&cm_pass_convert_memref_to_llvm);
  cm_pass_register(&cm_pass_convert_vector_to_llvm);
  cm_pass_register(&cm_pass_convert_vector_to_scf);
  cm_pass_register(&cm_pass_test_vector_transfer_lowering_patterns);
  cm_pass_register(&cm_pass_test_vector_multi_reduction_lowering_patterns);
  cm_pass_register(&cm_pass_test_vector_contraction_conversion);
  cm_register_spirv_conversion_passes();
  cm_pass_register(&cm_pass_test_vector_unrolling_patterns);
  cm_pass_register(&cm_pass_test_vector_transfer_unrolling_patterns);
  cm_pass_register(&cm_pass_test_vector_to_vector_conversion);
  cm_pass_register(&cm_pass_test_vector_transferop_opt);
  cm_pass_register(&cm_pass_test_vector_transfer_full_partial_split);
}
