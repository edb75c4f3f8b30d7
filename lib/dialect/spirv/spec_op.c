/* spec_op.c - spv.SpecConstantOperation and its terminator spv.mlir.yield
 * (MLIR 13's SPIRVStructureOps).
 *
 *   %2 = spv.SpecConstantOperation wraps "spv.IAdd"(%0, %1) : (i32, i32) -> i32
 *
 * The custom form names one op in the generic form; the parser puts it in
 * the op's single block followed by `spv.mlir.yield` of its result, and
 * gives all three ops the wrapped op's location (as 13 does).  The
 * verifier allows 13's UsableInSpecConstantOp ops, whose operands must be
 * defined by spv.Constant, spv.mlir.referenceof or another
 * spv.SpecConstantOperation. */
#include "spirv_ops.h"

#include <string.h>

/* The ops 13 marks UsableInSpecConstantOp. */
static const char *const usable_ops[] = {
    "IAdd", "IMul", "ISub", "SDiv", "SMod", "SNegate", "SRem", "UDiv",
    "UMod", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "ShiftLeftLogical",
    "ShiftRightArithmetic", "ShiftRightLogical", "Not", "FConvert",
    "SConvert", "UConvert", "CompositeExtract", "CompositeInsert", "IEqual",
    "INotEqual", "LogicalAnd", "LogicalEqual", "LogicalNot",
    "LogicalNotEqual", "LogicalOr", "SGreaterThan", "SGreaterThanEqual",
    "SLessThan", "SLessThanEqual", "Select", "UGreaterThan",
    "UGreaterThanEqual", "ULessThan", "ULessThanEqual"};

static bool usable_in_spec_constant_op(const CmOp *op) {
  CmStr n = cm_ident_str(cm_op_opname(op)->name);
  if (n.len < 4 || memcmp(n.data, "spv.", 4) != 0)
    return false;
  for (size_t i = 0; i < sizeof usable_ops / sizeof *usable_ops; i++)
    if (strlen(usable_ops[i]) == n.len - 4 &&
        memcmp(usable_ops[i], n.data + 4, n.len - 4) == 0)
      return true;
  return false;
}

static CmBlock *body_block(CmOp *op) {
  if (cm_op_num_regions(op) != 1)
    return NULL;
  return cm_op_region(op, 0)->first;
}

static CmResult sco_parse(CmParser *p, CmOpState *st) {
  if (cm_parse_keyword(p, "wraps"))
    return CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  CmRegion *r = cm_op_state_add_region(st);
  CmBlock *b = cm_block_create();
  cm_region_append_block(r, b);
  CmOp *inner = cm_parse_generic_operation(p, b);
  if (!inner)
    return CM_FAILURE;
  if (cm_op_num_results(inner) == 0)
    return cm_parser_error_at(p, pos, "custom op 'spv.SpecConstantOperation' "
                                      "expected the wrapped op to have a "
                                      "result");
  CmValue *res = cm_op_result(inner, 0);
  CmOp *yield = cm_op_create_v(st->ctx, "spv.mlir.yield", cm_op_loc(inner), 0,
                               NULL, 1, &res, NULL, 0, NULL, 0);
  cm_block_append_op(b, yield);
  CM_VEC_PUSH(st->types, res->type);
  /* 13 gives the op the wrapped op's location (which may be a trailing
   * `loc(...)` the wrapped op consumed). */
  st->loc_ = cm_op_locref(inner);
  return CM_SUCCESS;
}

static bool sco_printable(const CmOp *op) {
  CmBlock *b = body_block((CmOp *)op);
  return b && b->first && cm_op_num_results((CmOp *)op) == 1;
}

static void sco_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " wraps ");
  cm_print_generic_op(p, body_block(op)->first);
}

static CmResult sco_verify(CmOp *op) {
  CmOp *f = cm_op_parent_op(op);
  while (f && !cm_op_has_trait(f, CM_TRAIT_FUNCTION_LIKE))
    f = cm_op_parent_op(f);
  if (!f)
    return cm_op_emit_error(op, "must appear in a function-like op's block");
  CmBlock *b = body_block(op);
  unsigned n = 0;
  for (CmOp *o = b ? b->first : NULL; o; o = cm_op_next(o))
    n++;
  if (n != 2)
    return cm_op_emit_error(op, "expected exactly 2 nested ops");
  CmOp *inner = b->first;
  if (!usable_in_spec_constant_op(inner))
    return cm_op_emit_error(op, "invalid enclosed op");
  for (unsigned i = 0; i < cm_op_num_operands(inner); i++) {
    CmOp *d = cm_value_defining_op(cm_op_operand(inner, i));
    if (!d || !(cm_op_name_is(d, "spv.Constant") ||
                cm_op_name_is(d, "spv.mlir.referenceof") ||
                cm_op_name_is(d, "spv.SpecConstantOperation")))
      return cm_op_emit_error(op, "invalid operand, must be defined by a "
                                  "constant operation");
  }
  return CM_SUCCESS;
}

static const CmOdsValue sco_results[] = {{"result", CM_ODS_ONE, NULL}};
static const CmOdsRegion sco_regions[] = {{"body", false, true}};
static const CmOdsOp sco_ods = {CM_ODS_RESULTS(sco_results),
                                CM_ODS_REGIONS(sco_regions)};

static const char *const yield_parents[] = {"spv.SpecConstantOperation",
                                            NULL};
static const CmOdsValue yield_operands[] = {{"operand", CM_ODS_ONE, NULL}};
static const CmOdsOp yield_ods = {
    CM_ODS_OPERANDS(yield_operands), .parents = yield_parents,
    .format = "attr-dict $operand `:` type($operand)"};

static const CmOpDef spec_ops[] = {
    {.name = "spv.SpecConstantOperation",
     .traits = CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR,
     .implicit_terminator = "spv.mlir.yield",
     .parse = sco_parse,
     .print = sco_print,
     .custom_printable = sco_printable,
     .verify = sco_verify,
     .ods = &sco_ods},
    {.name = "spv.mlir.yield",
     .traits = CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .ods = &yield_ods},
};

void cm_spv_register_spec_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, spec_ops, CM_ODS_ARRAY_LEN(spec_ops));
}

/* Neither op has a SPIR-V opcode (13: hasOpcode = 0). */
static const CmSpvOpInfo spec_info[] = {
    {"spv.SpecConstantOperation", 0, NULL, 0, 0, "", ""},
    {"spv.mlir.yield", 0, NULL, 0, 0, "", ""},
};

const CmSpvOpInfo *cm_spv_spec_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(spec_info);
  return spec_info;
}
