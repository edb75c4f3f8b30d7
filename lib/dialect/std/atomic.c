/* atomic.c - std atomics (LLVM 13 std): atomic_rmw, generic_atomic_rmw,
 * atomic_yield.
 */
#include "std_internal.h"

#include <stdlib.h>
#include <string.h>

/* Appends a type quoted as upstream's diagnostics print it: 'i32'. */
static void append_qtype(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

/* ---------------------------------------------------------------------- */
/* Constraints                                                             */
/* ---------------------------------------------------------------------- */

static bool is_int_or_float(const CmType *t) {
  return t && (cm_type_is_signless_integer(t) || cm_type_is_float(t));
}
static bool pred_int_or_float(const CmType *t, const void *arg) {
  (void)arg;
  return is_int_or_float(t);
}
/* AnyTypeOf<[AnySignlessInteger, AnyFloat]> */
static const CmTypeConstraint tc_int_or_float = {
    "signless integer or floating-point", pred_int_or_float, NULL, NULL};

static bool pred_memref_int_or_float(const CmType *t, const void *arg) {
  (void)arg;
  return t && t->kind == CM_TYPE_MEMREF && is_int_or_float(t->shaped.elem);
}
/* MemRefOf<[AnySignlessInteger, AnyFloat]> */
static const CmTypeConstraint tc_memref_int_or_float = {
    "memref of signless integer or floating-point values",
    pred_memref_int_or_float, NULL, NULL};

/* AtomicRMWKindAttr (an i64 enum in LLVM 13). */
enum {
  KIND_ADDF,
  KIND_ADDI,
  KIND_ASSIGN,
  KIND_MAXF,
  KIND_MAXS,
  KIND_MAXU,
  KIND_MINF,
  KIND_MINS,
  KIND_MINU,
  KIND_MULF,
  KIND_MULI,
  KIND_COUNT
};
static const CmEnumCase rmw_kind_cases[] = {
    {"addf", KIND_ADDF}, {"addi", KIND_ADDI}, {"assign", KIND_ASSIGN},
    {"maxf", KIND_MAXF}, {"maxs", KIND_MAXS}, {"maxu", KIND_MAXU},
    {"minf", KIND_MINF}, {"mins", KIND_MINS}, {"minu", KIND_MINU},
    {"mulf", KIND_MULF}, {"muli", KIND_MULI}};

static bool pred_rmw_kind(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INTEGER && a->type->integer.width == 64 &&
         a->type->integer.signedness == CM_SIGNLESS &&
         a->integer.value >= 0 && a->integer.value < KIND_COUNT;
}
static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static const CmAttrConstraint ac_rmw_kind = {
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10",
    pred_rmw_kind,
    NULL,
    i64_type,
    rmw_kind_cases,
    CM_ODS_ARRAY_LEN(rmw_kind_cases)};

static CmType *memref_elem(CmType *t) {
  return t && cm_type_is_shaped(t) ? t->shaped.elem : NULL;
}

/* ---------------------------------------------------------------------- */
/* std.atomic_rmw                                                          */
/* ---------------------------------------------------------------------- */

static CmResult atomic_rmw_verify(CmOp *op) {
  CmType *mt = cm_op_operand(op, 1)->type;
  if (mt->kind != CM_TYPE_MEMREF)
    return CM_SUCCESS;
  if ((int64_t)mt->shaped.rank != (int64_t)cm_op_num_operands(op) - 2)
    return cm_op_emit_error(
        op, "expects the number of subscripts to be equal to memref rank");
  CmAttr *kind = cm_op_get_attr(op, "kind");
  if (!kind || kind->kind != CM_ATTR_INTEGER)
    return CM_SUCCESS;
  int64_t k = kind->integer.value;
  CmType *vt = cm_op_operand(op, 0)->type;
  const char *kw = k >= 0 && k < KIND_COUNT ? rmw_kind_cases[k].keyword : "";
  switch (k) {
  case KIND_ADDF:
  case KIND_MAXF:
  case KIND_MINF:
  case KIND_MULF:
    if (!cm_type_is_float(vt))
      return cm_op_emit_error(op, "with kind '%s' expects a floating-point type",
                              kw);
    break;
  case KIND_ADDI:
  case KIND_MAXS:
  case KIND_MAXU:
  case KIND_MINS:
  case KIND_MINU:
  case KIND_MULI:
    if (vt->kind != CM_TYPE_INTEGER)
      return cm_op_emit_error(op, "with kind '%s' expects an integer type",
                              kw);
    break;
  default:
    break;
  }
  return CM_SUCCESS;
}

static const CmOdsValue atomic_rmw_operands[] = {
    {"value", CM_ODS_ONE, &tc_int_or_float},
    {"memref", CM_ODS_ONE, &tc_memref_int_or_float},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue atomic_rmw_results[] = {
    {"result", CM_ODS_ONE, &tc_int_or_float}};
static const CmOdsAttr atomic_rmw_attrs[] = {
    {"kind", &ac_rmw_kind, false, NULL}};
static const CmOdsTypeRel atomic_rmw_rels[] = {
    {"value", "result", NULL, "all of {value, result} have same type"},
    {"memref", "value", memref_elem,
     "value type matches element type of memref"}};
static const CmOdsOp atomic_rmw_ods = {
    .summary = "atomic read-modify-write operation",
    CM_ODS_OPERANDS(atomic_rmw_operands),
    CM_ODS_RESULTS(atomic_rmw_results),
    CM_ODS_ATTRS(atomic_rmw_attrs),
    CM_ODS_TYPE_RELS(atomic_rmw_rels),
    .format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` "
              "type($value) `,` type($memref) `)` `->` type($result)",
};

/* ---------------------------------------------------------------------- */
/* std.generic_atomic_rmw                                                  */
/* ---------------------------------------------------------------------- */

static CmResult generic_atomic_rmw_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand memref;
  CmOperandVec ivs = {0};
  CmValueVec vals = {0};
  CmNamedAttrVec attrs = {0};
  CmType *mt = NULL;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &memref) ||
      cm_parse_operand_list(p, &ivs, -1, CM_DELIM_SQUARE) ||
      cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &mt))
    goto done;
  if (cm_resolve_operand(p, &memref, mt, &vals) ||
      cm_resolve_operands_same_type(p, ivs.data, ivs.len, cm_index_type(ctx),
                                    &vals))
    goto done;
  if (!cm_type_is_shaped(mt)) {
    /* upstream casts unchecked; other shaped types reach the verifier */
    cm_parser_error_at(p, type_pos, "custom op '%s' expected a memref type",
                       "std.generic_atomic_rmw");
    goto done;
  }
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, 0, NULL, false) ||
      cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, mt->shaped.elem);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(vals);
  return r;
}

static void generic_atomic_rmw_print(CmPrinter *p, CmOp *op) {
  if (cm_op_num_operands(op)) {
    cm_print_str(p, " ");
    cm_print_operand(p, cm_op_operand(op, 0));
    cm_print_str(p, "[");
    for (unsigned i = 1; i < cm_op_num_operands(op); i++) {
      if (i > 1)
        cm_print_str(p, ", ");
      cm_print_operand(p, cm_op_operand(op, i));
    }
    cm_print_str(p, "] : ");
    cm_print_type(p, cm_op_operand(op, 0)->type);
  }
  if (cm_op_num_regions(op))
    cm_print_region(p, cm_op_region(op, 0), true, true);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

/* MemoryEffectOpInterface::hasNoEffect */
static bool has_no_effect(CmOp *op) {
  if (cm_op_has_trait(op, CM_TRAIT_NO_SIDE_EFFECT))
    return true;
  if (cm_op_opname(op)->def) {
    CmEffectVec v = {0};
    bool known = cm_op_memory_effects(op, &v);
    bool none = known && v.len == 0;
    CM_VEC_FREE(v);
    if (none)
      return true;
  }
  return cm_op_has_trait(op, CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
}

static CmWalkResult body_effect_check(CmOp *op, void *user) {
  (void)user;
  if (has_no_effect(op))
    return CM_WALK_ADVANCE;
  cm_diag_report(cm_op_diag_plain_error(
      op, "body of 'generic_atomic_rmw' should contain only operations with "
          "no side effects"));
  return CM_WALK_INTERRUPT;
}

static CmResult generic_atomic_rmw_verify(CmOp *op) {
  CmRegion *body = cm_op_region(op, 0);
  CmBlock *entry = body->first;
  if (!entry || entry->num_args != 1)
    return cm_op_emit_error(op,
                            "expected single number of entry block arguments");
  if (cm_op_results(op)[0].type != entry->args[0]->type)
    return cm_op_emit_error(
        op, "expected block argument of the same type result type");
  for (CmBlock *b = body->first; b; b = b->next)
    for (CmOp *o = b->first; o; o = cm_op_next(o))
      if (cm_walk_post(o, body_effect_check, NULL) == CM_WALK_INTERRUPT)
        return CM_FAILURE;
  return CM_SUCCESS;
}

static const CmOdsValue generic_atomic_rmw_operands[] = {
    {"memref", CM_ODS_ONE, &tc_memref_int_or_float},
    {"indices", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue generic_atomic_rmw_results[] = {
    {"result", CM_ODS_ONE, &tc_int_or_float}};
static const CmOdsRegion generic_atomic_rmw_regions[] = {
    {"body", false, false}};
static const CmOdsTypeRel generic_atomic_rmw_rels[] = {
    {"memref", "result", memref_elem,
     "result type matches element type of memref"}};
static const CmOdsOp generic_atomic_rmw_ods = {
    .summary = "atomic read-modify-write operation with a region",
    CM_ODS_OPERANDS(generic_atomic_rmw_operands),
    CM_ODS_RESULTS(generic_atomic_rmw_results),
    CM_ODS_REGIONS(generic_atomic_rmw_regions),
    CM_ODS_TYPE_RELS(generic_atomic_rmw_rels),
};

/* ---------------------------------------------------------------------- */
/* std.atomic_yield                                                        */
/* ---------------------------------------------------------------------- */

static const char *const atomic_yield_parents[] = {"std.generic_atomic_rmw",
                                                   NULL};

static CmResult atomic_yield_verify(CmOp *op) {
  CmOp *parent = cm_op_parent_op(op);
  if (!parent || !cm_op_name_is(parent, "std.generic_atomic_rmw"))
    return cm_op_emit_error(op, "expects parent op 'std.generic_atomic_rmw'");
  if (!cm_op_num_results(parent))
    return CM_SUCCESS;
  CmType *parent_type = cm_op_results(parent)[0].type;
  CmType *result_type = cm_op_operand(op, 0)->type;
  if (parent_type != result_type) {
    CmDiag *d = cm_op_diag_error(op, "types mismatch between yield op: ");
    append_qtype(d, result_type);
    cm_diag_append(d, " and its parent: ");
    append_qtype(d, parent_type);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static const CmOdsValue atomic_yield_operands[] = {
    {"result", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp atomic_yield_ods = {
    .summary = "yield operation for GenericAtomicRMWOp",
    CM_ODS_OPERANDS(atomic_yield_operands),
    .parents = atomic_yield_parents,
    .format = "$result attr-dict `:` type($result)",
};

/* ---------------------------------------------------------------------- */
/* Registration                                                            */
/* ---------------------------------------------------------------------- */

static const CmOpDef atomic_ops[] = {
    /* upstream 13 declares no memory effects for atomic_rmw; we record
     * the read and write of the memref (it has effects either way). */
    {.name = "std.atomic_rmw",
     .traits = CM_TRAIT_MEM_READ | CM_TRAIT_MEM_WRITE,
     .verify = atomic_rmw_verify,
     .ods = &atomic_rmw_ods},
    {.name = "std.generic_atomic_rmw",
     .traits = CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR,
     .parse = generic_atomic_rmw_parse,
     .print = generic_atomic_rmw_print,
     .verify = generic_atomic_rmw_verify,
     .implicit_terminator = "std.atomic_yield",
     .ods = &generic_atomic_rmw_ods,
     .print_full_name = true},
    {.name = "std.atomic_yield",
     .traits =
         CM_TRAIT_HAS_PARENT | CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_TERMINATOR,
     .verify = atomic_yield_verify,
     .ods = &atomic_yield_ods},
};

void cm_std_register_atomic_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, atomic_ops, CM_ODS_ARRAY_LEN(atomic_ops));
}
