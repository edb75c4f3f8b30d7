/* ops_intr.c - the `llvm.intr.*` intrinsic ops of MLIR 13 (the list that
 * mlir-opt-13 registers), one table row each.
 *
 * MLIR 13 types intrinsics loosely: operands and results are any
 * LLVM-compatible type ("LLVM dialect-compatible type"), except the coroutine
 * and stack ops, which name their types.  Most have no custom assembly form
 * (mlir-opt-13 prints them generically and reports "has no custom assembly
 * form" for a custom spelling); the few that have one use the declarative
 * format below.  Math, bit and min/max intrinsics carry
 * SameOperandsAndResultType.  None of them folds in 13.
 */
#include "llvm_internal.h"

/* ---------------------------------------------------------------------- */
/* Constraints                                                             */
/* ---------------------------------------------------------------------- */


static bool pred_token(const CmType *t, const void *arg) {
  (void)arg;
  return t && cm_llvm_type_id(t) == CM_LLVM_TOKEN;
}
static CmType *build_token(CmContext *ctx) { return cm_llvm_token_type(ctx); }
/* LLVM_TokenType */
static const CmTypeConstraint tc_token = {"LLVM token type", pred_token, NULL,
                                          build_token};

static bool pred_i8_ptr(const CmType *t, const void *arg) {
  (void)arg;
  if (!t || cm_llvm_type_id(t) != CM_LLVM_PTR)
    return false;
  CmType *e = cm_llvm_ptr_pointee(t);
  return e && e->kind == CM_TYPE_INTEGER && e->integer.width == 8 &&
         e->integer.signedness == CM_SIGNLESS;
}
static CmType *build_i8_ptr(CmContext *ctx) {
  return cm_llvm_ptr_type(cm_integer_type(ctx, 8, CM_SIGNLESS), 0);
}
/* LLVM_i8Ptr */
static const CmTypeConstraint tc_i8_ptr = {
    "LLVM pointer to 8-bit signless integer", pred_i8_ptr, NULL, build_i8_ptr};

static bool pred_i1_attr(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INTEGER && a->type->integer.width == 1 &&
         a->type->integer.signedness == CM_SIGNLESS;
}
static CmType *i1_type(CmContext *ctx) {
  return cm_integer_type(ctx, 1, CM_SIGNLESS);
}
/* I1Attr */
static const CmAttrConstraint ac_i1 = {"1-bit signless integer attribute",
                                       pred_i1_attr, NULL, i1_type, NULL, 0};

#define TC (&cm_llvm_tc_type) /* LLVM_Type */

/* ---------------------------------------------------------------------- */
/* Operand / result lists shared by many rows                              */
/* ---------------------------------------------------------------------- */

static const CmOdsValue res1[] = {{"res", CM_ODS_ONE, TC}};
static const CmOdsValue ops1[] = {{"in", CM_ODS_ONE, TC}};
static const CmOdsValue ops2[] = {{"a", CM_ODS_ONE, TC}, {"b", CM_ODS_ONE, TC}};
static const CmOdsValue ops3[] = {
    {"a", CM_ODS_ONE, TC}, {"b", CM_ODS_ONE, TC}, {"c", CM_ODS_ONE, TC}};
static const CmOdsValue ops4[] = {{"a", CM_ODS_ONE, TC},
                                  {"b", CM_ODS_ONE, TC},
                                  {"c", CM_ODS_ONE, TC},
                                  {"d", CM_ODS_ONE, TC}};

/* Generic-only rows: N operands of LLVM_Type, one or no LLVM_Type result. */
static const CmOdsOp one_in_one_out = {.summary = "LLVM intrinsic",
                                       CM_ODS_OPERANDS(ops1),
                                       CM_ODS_RESULTS(res1)};
static const CmOdsOp two_in_one_out = {.summary = "LLVM intrinsic",
                                       CM_ODS_OPERANDS(ops2),
                                       CM_ODS_RESULTS(res1)};
static const CmOdsOp three_in_one_out = {.summary = "LLVM intrinsic",
                                         CM_ODS_OPERANDS(ops3),
                                         CM_ODS_RESULTS(res1)};
static const CmOdsOp one_in_no_out = {.summary = "LLVM intrinsic",
                                      CM_ODS_OPERANDS(ops1)};
static const CmOdsOp three_in_no_out = {.summary = "LLVM intrinsic",
                                        CM_ODS_OPERANDS(ops3)};
static const CmOdsOp four_in_no_out = {.summary = "LLVM intrinsic",
                                       CM_ODS_OPERANDS(ops4)};

/* vector.reduce.fadd / fmul: start value, vector, `reassoc` (default
 * false). */
static const CmOdsValue reduce_acc_ops[] = {{"start_value", CM_ODS_ONE, TC},
                                            {"input", CM_ODS_ONE, TC}};
static const CmOdsAttr reassoc_attrs[] = {
    {"reassoc", &cm_ac_bool, true, "false"}};
static const CmOdsOp reduce_acc_ods = {.summary = "LLVM vector reduction",
                                       CM_ODS_OPERANDS(reduce_acc_ops),
                                       CM_ODS_RESULTS(res1),
                                       CM_ODS_ATTRS(reassoc_attrs)};

/* ---------------------------------------------------------------------- */
/* Rows with a custom form                                                 */
/* ---------------------------------------------------------------------- */

static const CmOdsValue i8ptr_res[] = {{"res", CM_ODS_ONE, TC}};
static const CmOdsOp stacksave_ods = {
    .summary = "llvm.intr.stacksave", CM_ODS_RESULTS(i8ptr_res),
    .format = "attr-dict `:` type($res)"};
static const CmOdsValue stackrestore_ops[] = {
    {"ptr", CM_ODS_ONE, &tc_i8_ptr}};
static const CmOdsOp stackrestore_ods = {.summary = "llvm.intr.stackrestore",
                                         CM_ODS_OPERANDS(stackrestore_ops),
                                         .format = "$ptr attr-dict"};

static const CmOdsValue lane_mask_ops[] = {{"base", CM_ODS_ONE, TC},
                                           {"n", CM_ODS_ONE, TC}};
static const CmOdsOp lane_mask_ods = {
    .summary = "llvm.intr.get.active.lane.mask",
    CM_ODS_OPERANDS(lane_mask_ops), CM_ODS_RESULTS(res1),
    .format = "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` "
              "type($res)"};

/* Matrix intrinsics: shapes in I32 attributes. */
static const CmOdsAttr transpose_attrs[] = {{"rows", &cm_ac_i32, false, NULL},
                                            {"columns", &cm_ac_i32, false,
                                             NULL}};
static const CmOdsValue transpose_ops[] = {{"matrix", CM_ODS_ONE, TC}};
static const CmOdsOp transpose_ods = {
    .summary = "llvm.intr.matrix.transpose", CM_ODS_OPERANDS(transpose_ops),
    CM_ODS_RESULTS(res1), CM_ODS_ATTRS(transpose_attrs),
    .format = "$matrix attr-dict `:` type($matrix) `into` type($res)"};

static const CmOdsAttr multiply_attrs[] = {
    {"lhs_rows", &cm_ac_i32, false, NULL},
    {"lhs_columns", &cm_ac_i32, false, NULL},
    {"rhs_columns", &cm_ac_i32, false, NULL}};
static const CmOdsValue multiply_ops[] = {{"lhs", CM_ODS_ONE, TC},
                                          {"rhs", CM_ODS_ONE, TC}};
static const CmOdsOp multiply_ods = {
    .summary = "llvm.intr.matrix.multiply", CM_ODS_OPERANDS(multiply_ops),
    CM_ODS_RESULTS(res1), CM_ODS_ATTRS(multiply_attrs),
    .format = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` "
              "`->` type($res)"};

static const CmOdsAttr column_major_attrs[] = {
    {"isVolatile", &ac_i1, false, NULL},
    {"rows", &cm_ac_i32, false, NULL},
    {"columns", &cm_ac_i32, false, NULL}};
static const CmOdsValue cm_load_ops[] = {{"data", CM_ODS_ONE, TC},
                                         {"stride", CM_ODS_ONE, TC}};
static const CmOdsOp cm_load_ods = {
    .summary = "llvm.intr.matrix.column.major.load",
    CM_ODS_OPERANDS(cm_load_ops), CM_ODS_RESULTS(res1),
    CM_ODS_ATTRS(column_major_attrs),
    .format = "$data `,` `<` `stride` `=` $stride `>` attr-dict `:` "
              "type($res) `from` type($data) `stride` type($stride)"};
static const CmOdsValue cm_store_ops[] = {{"matrix", CM_ODS_ONE, TC},
                                          {"data", CM_ODS_ONE, TC},
                                          {"stride", CM_ODS_ONE, TC}};
static const CmOdsOp cm_store_ods = {
    .summary = "llvm.intr.matrix.column.major.store",
    CM_ODS_OPERANDS(cm_store_ops), CM_ODS_ATTRS(column_major_attrs),
    .format = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict "
              "`:` type($matrix) `to` type($data) `stride` type($stride)"};

/* Masked memory intrinsics. */
static const CmOdsAttr align_attrs[] = {{"alignment", &cm_ac_i32, false,
                                         NULL}};
static const CmOdsValue masked_load_ops[] = {
    {"data", CM_ODS_ONE, TC},
    {"mask", CM_ODS_ONE, TC},
    {"pass_thru", CM_ODS_VARIADIC, TC}};
static const CmOdsOp masked_load_ods = {
    .summary = "llvm.intr.masked.load", CM_ODS_OPERANDS(masked_load_ops),
    CM_ODS_RESULTS(res1), CM_ODS_ATTRS(align_attrs),
    .format = "operands attr-dict `:` functional-type(operands, results)"};
static const CmOdsValue masked_gather_ops[] = {
    {"ptrs", CM_ODS_ONE, TC},
    {"mask", CM_ODS_ONE, TC},
    {"pass_thru", CM_ODS_VARIADIC, TC}};
static const CmOdsOp masked_gather_ods = {
    .summary = "llvm.intr.masked.gather", CM_ODS_OPERANDS(masked_gather_ops),
    CM_ODS_RESULTS(res1), CM_ODS_ATTRS(align_attrs),
    .format = "operands attr-dict `:` functional-type(operands, results)"};
static const CmOdsValue masked_store_ops[] = {{"value", CM_ODS_ONE, TC},
                                              {"data", CM_ODS_ONE, TC},
                                              {"mask", CM_ODS_ONE, TC}};
static const CmOdsOp masked_store_ods = {
    .summary = "llvm.intr.masked.store", CM_ODS_OPERANDS(masked_store_ops),
    CM_ODS_ATTRS(align_attrs),
    .format = "$value `,` $data `,` $mask attr-dict `:` type($value) `,` "
              "type($mask) `into` type($data)"};
static const CmOdsValue masked_scatter_ops[] = {{"value", CM_ODS_ONE, TC},
                                                {"ptrs", CM_ODS_ONE, TC},
                                                {"mask", CM_ODS_ONE, TC}};
static const CmOdsOp masked_scatter_ods = {
    .summary = "llvm.intr.masked.scatter", CM_ODS_OPERANDS(masked_scatter_ops),
    CM_ODS_ATTRS(align_attrs),
    .format = "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` "
              "type($mask) `into` type($ptrs)"};

/* Coroutine intrinsics. */
static const CmOdsValue coro_id_ops[] = {
    {"align", CM_ODS_ONE, &cm_tc_i32},
    {"promise", CM_ODS_ONE, &tc_i8_ptr},
    {"coroaddr", CM_ODS_ONE, &tc_i8_ptr},
    {"fnaddrs", CM_ODS_ONE, &tc_i8_ptr}};
static const CmOdsOp coro_id_ods = {
    .summary = "llvm.intr.coro.id", CM_ODS_OPERANDS(coro_id_ops),
    CM_ODS_RESULTS(res1),
    .format = "$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` "
              "type($res)"};
static const CmOdsValue coro_begin_ops[] = {
    {"token", CM_ODS_ONE, &tc_token}, {"mem", CM_ODS_ONE, &tc_i8_ptr}};
static const CmOdsOp coro_begin_ods = {
    .summary = "llvm.intr.coro.begin", CM_ODS_OPERANDS(coro_begin_ops),
    CM_ODS_RESULTS(res1),
    .format = "$token `,` $mem attr-dict `:` type($res)"};
static const CmOdsOp coro_size_ods = {.summary = "llvm.intr.coro.size",
                                      CM_ODS_RESULTS(res1),
                                      .format = "attr-dict `:` type($res)"};
static const CmOdsValue coro_handle_ops[] = {
    {"handle", CM_ODS_ONE, &tc_i8_ptr}};
static const CmOdsOp coro_save_ods = {
    .summary = "llvm.intr.coro.save", CM_ODS_OPERANDS(coro_handle_ops),
    CM_ODS_RESULTS(res1), .format = "$handle attr-dict `:` type($res)"};
static const CmOdsValue coro_suspend_ops[] = {
    {"save", CM_ODS_ONE, &tc_token}, {"final", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsOp coro_suspend_ods = {
    .summary = "llvm.intr.coro.suspend", CM_ODS_OPERANDS(coro_suspend_ops),
    CM_ODS_RESULTS(res1),
    .format = "$save `,` $final attr-dict `:` type($res)"};
static const CmOdsValue coro_end_ops[] = {
    {"handle", CM_ODS_ONE, &tc_i8_ptr},
    {"unwind", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsOp coro_end_ods = {
    .summary = "llvm.intr.coro.end", CM_ODS_OPERANDS(coro_end_ops),
    CM_ODS_RESULTS(res1),
    .format = "$handle `,` $unwind attr-dict `:` type($res)"};
static const CmOdsValue coro_free_ops[] = {
    {"id", CM_ODS_ONE, &tc_token}, {"handle", CM_ODS_ONE, &tc_i8_ptr}};
static const CmOdsOp coro_free_ods = {
    .summary = "llvm.intr.coro.free", CM_ODS_OPERANDS(coro_free_ops),
    CM_ODS_RESULTS(res1),
    .format = "$id `,` $handle attr-dict `:` type($res)"};
static const CmOdsOp coro_resume_ods = {.summary = "llvm.intr.coro.resume",
                                        CM_ODS_OPERANDS(coro_handle_ops),
                                        .format = "$handle attr-dict"};

/* ---------------------------------------------------------------------- */
/* The table                                                               */
/* ---------------------------------------------------------------------- */

#define SAME (CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE | CM_TRAIT_NO_SIDE_EFFECT)
#define PURE CM_TRAIT_NO_SIDE_EFFECT
#define ROW(n, tr, o) {.name = "llvm.intr." n, .traits = (tr), .ods = &(o)}

static const CmOpDef intr_ops[] = {
    /* Unary math and bit intrinsics (SameOperandsAndResultType). */
    ROW("fabs", SAME, one_in_one_out),
    ROW("ceil", SAME, one_in_one_out),
    ROW("floor", SAME, one_in_one_out),
    ROW("sqrt", SAME, one_in_one_out),
    ROW("sin", SAME, one_in_one_out),
    ROW("cos", SAME, one_in_one_out),
    ROW("exp", SAME, one_in_one_out),
    ROW("exp2", SAME, one_in_one_out),
    ROW("log", SAME, one_in_one_out),
    ROW("log10", SAME, one_in_one_out),
    ROW("log2", SAME, one_in_one_out),
    ROW("ctpop", SAME, one_in_one_out),
    ROW("bitreverse", SAME, one_in_one_out),
    /* Binary and ternary ones. */
    ROW("pow", SAME, two_in_one_out),
    ROW("copysign", SAME, two_in_one_out),
    ROW("minnum", SAME, two_in_one_out),
    ROW("maxnum", SAME, two_in_one_out),
    ROW("minimum", SAME, two_in_one_out),
    ROW("maximum", SAME, two_in_one_out),
    ROW("smax", SAME, two_in_one_out),
    ROW("smin", SAME, two_in_one_out),
    ROW("fma", SAME, three_in_one_out),
    ROW("fmuladd", SAME, three_in_one_out),
    /* Arithmetic with overflow: {T, i1} results (not checked in 13); like
     * the matrix ops, not NoSideEffect in 13 (canonicalize keeps them). */
    ROW("sadd.with.overflow", 0, two_in_one_out),
    ROW("uadd.with.overflow", 0, two_in_one_out),
    ROW("ssub.with.overflow", 0, two_in_one_out),
    ROW("usub.with.overflow", 0, two_in_one_out),
    ROW("smul.with.overflow", 0, two_in_one_out),
    ROW("umul.with.overflow", 0, two_in_one_out),
    /* Vector reductions. */
    ROW("vector.reduce.add", PURE, one_in_one_out),
    ROW("vector.reduce.and", PURE, one_in_one_out),
    ROW("vector.reduce.fmax", PURE, one_in_one_out),
    ROW("vector.reduce.fmin", PURE, one_in_one_out),
    ROW("vector.reduce.mul", PURE, one_in_one_out),
    ROW("vector.reduce.or", PURE, one_in_one_out),
    ROW("vector.reduce.smax", PURE, one_in_one_out),
    ROW("vector.reduce.smin", PURE, one_in_one_out),
    ROW("vector.reduce.umax", PURE, one_in_one_out),
    ROW("vector.reduce.umin", PURE, one_in_one_out),
    ROW("vector.reduce.xor", PURE, one_in_one_out),
    ROW("vector.reduce.fadd", PURE, reduce_acc_ods),
    ROW("vector.reduce.fmul", PURE, reduce_acc_ods),
    /* Memory: memcpy(dst, src, len, isVolatile). */
    ROW("memcpy", 0, four_in_no_out),
    ROW("memcpy.inline", 0, four_in_no_out),
    ROW("masked.load", 0, masked_load_ods),
    ROW("masked.store", 0, masked_store_ods),
    ROW("masked.gather", 0, masked_gather_ods),
    ROW("masked.scatter", 0, masked_scatter_ods),
    ROW("masked.expandload", 0, three_in_one_out),
    ROW("masked.compressstore", 0, three_in_no_out),
    /* Matrix. */
    ROW("matrix.column.major.load", 0, cm_load_ods),
    ROW("matrix.column.major.store", 0, cm_store_ods),
    ROW("matrix.multiply", 0, multiply_ods),
    ROW("matrix.transpose", 0, transpose_ods),
    /* Misc. */
    ROW("get.active.lane.mask", PURE, lane_mask_ods),
    ROW("stacksave", 0, stacksave_ods),
    ROW("stackrestore", 0, stackrestore_ods),
    ROW("assume", 0, one_in_no_out),
    ROW("prefetch", 0, four_in_no_out),
    /* Coroutines. */
    ROW("coro.id", 0, coro_id_ods),
    ROW("coro.begin", 0, coro_begin_ods),
    ROW("coro.size", 0, coro_size_ods),
    ROW("coro.save", 0, coro_save_ods),
    ROW("coro.suspend", 0, coro_suspend_ods),
    ROW("coro.end", 0, coro_end_ods),
    ROW("coro.free", 0, coro_free_ods),
    ROW("coro.resume", 0, coro_resume_ods),
};

void cm_llvm_register_intr_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, intr_ops, CM_ODS_ARRAY_LEN(intr_ops));
}
