/* ops_asm.c - llvm.inline_asm (MLIR 13), entirely declarative:
 *   %r = llvm.inline_asm has_side_effects is_align_stack
 *          asm_dialect = intel "mov $0, $1", "=r,r" %a : (i32) -> i32
 * `asm_dialect` is an i64 enum (CmLLVMAsmDialect in llvm.h); the unit
 * attributes `has_side_effects` / `is_align_stack` are optional;
 * `operand_attrs` (an array of dictionaries by convention) is not checked.
 */
#include "llvm_internal.h"


static bool pred_asm_dialect(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INTEGER && a->type->integer.width == 64 &&
         a->type->integer.signedness == CM_SIGNLESS &&
         (a->integer.value == 0 || a->integer.value == 1);
}
static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static const CmEnumCase asm_dialect_cases[] = {{"att", CM_LLVM_ASM_ATT},
                                               {"intel", CM_LLVM_ASM_INTEL}};
static const CmAttrConstraint ac_asm_dialect = {
    "ATT (0) or Intel (1) asm dialect", pred_asm_dialect, NULL, i64_type,
    asm_dialect_cases, CM_ODS_ARRAY_LEN(asm_dialect_cases)};

int cm_llvm_op_asm_dialect(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "asm_dialect");
  if (!a)
    return CM_LLVM_ASM_ATT;
  return pred_asm_dialect(a, NULL) ? (int)a->integer.value : -1;
}

static const CmOdsValue asm_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsValue asm_results[] = {
    {"res", CM_ODS_OPTIONAL, &cm_llvm_tc_type}};
static const CmOdsAttr asm_attrs[] = {
    {"asm_string", &cm_ac_string, false, NULL},
    {"constraints", &cm_ac_string, false, NULL},
    {"has_side_effects", &cm_ac_unit, true, NULL},
    {"is_align_stack", &cm_ac_unit, true, NULL},
    {"asm_dialect", &ac_asm_dialect, true, NULL}};
/* (`operand_attrs` is not declared in 13: any value is accepted.) */
static const CmOdsOp inline_asm_ods = {
    .summary = "llvm.inline_asm",
    CM_ODS_OPERANDS(asm_operands),
    CM_ODS_RESULTS(asm_results),
    CM_ODS_ATTRS(asm_attrs),
    .format = "(`has_side_effects` $has_side_effects^)? "
              "(`is_align_stack` $is_align_stack^)? "
              "(`asm_dialect` `=` $asm_dialect^)? "
              "attr-dict $asm_string `,` $constraints operands `:` "
              "functional-type(operands, results)"};

static const CmOpDef asm_ops[] = {
    {.name = "llvm.inline_asm", .ods = &inline_asm_ods},
};

void cm_llvm_register_asm_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, asm_ops, CM_ODS_ARRAY_LEN(asm_ops));
}
