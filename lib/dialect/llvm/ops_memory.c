/* ops_memory.c - memory ops of the LLVM dialect (MLIR 13): alloca, load,
 * store and getelementptr.  alloca, load and store have hand-written
 * syntax (the `x` element type, the `volatile` keyword, the element type
 * taken from the pointer type); getelementptr is a format.  Memory effects
 * are reported on the pointer operands / result. */
#include "llvm_internal.h"

#include <string.h>

static CmNamedAttr named(CmContext *ctx, const char *name, CmAttr *value) {
  CmNamedAttr n = {cm_ident_c(ctx, name), value};
  return n;
}

/* "LLVM pointer to LLVM type with size" */
static bool pred_ptr_to_sized(const CmType *t, const void *arg) {
  (void)arg;
  if (cm_llvm_type_id(t) != CM_LLVM_PTR)
    return false;
  CmType *e = cm_llvm_ptr_pointee(t);
  int id = cm_llvm_type_id(e);
  if (id == CM_LLVM_FUNC || id == CM_LLVM_VOID || id == CM_LLVM_LABEL ||
      id == CM_LLVM_METADATA || id == CM_LLVM_TOKEN)
    return false;
  if (id == CM_LLVM_STRUCT_ID && cm_llvm_struct_is_opaque(e))
    return false;
  return cm_llvm_is_compatible_type(e);
}
static const CmTypeConstraint tc_ptr_to_sized = {
    "LLVM pointer to LLVM type with size", pred_ptr_to_sized, NULL, NULL};

static bool pred_any_int(const CmType *t, const void *arg) {
  (void)arg;
  return t->kind == CM_TYPE_INTEGER;
}
static const CmTypeConstraint tc_any_int = {"integer", pred_any_int, NULL,
                                            NULL};

static void effect(CmEffectVec *out, CmEffectKind k, CmValue *v) {
  CmEffect e = {k, v};
  CM_VEC_PUSH(*out, e);
}

/* ---------------------------------------------------------------------
 * llvm.alloca
 * --------------------------------------------------------------------- */
static CmResult alloca_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand size;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *elem, *fty;
  if (cm_parse_operand(p, &size) || cm_parse_keyword(p, "x") ||
      cm_parse_type(p, &elem) || cm_parse_optional_attr_dict(p, &attrs) ||
      cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &fty))
    goto done;
  /* an alignment of 0 is dropped; a non-integer one is an error */
  for (size_t i = 0; i < attrs.len; i++) {
    if (!cm_str_eq_c(cm_ident_str(attrs.data[i].name), "alignment"))
      continue;
    CmAttr *a = attrs.data[i].value;
    if (a->kind != CM_ATTR_INTEGER) {
      const char *np = cm_parser_op_name_pos(p);
      cm_llvm_custom_error_at(p, st, np ? np : type_pos,
                              "expected integer alignment");
      goto done;
    }
    bool zero = true;
    for (unsigned w = 0; w < a->integer.num_words; w++)
      zero = zero && a->integer.words[w] == 0;
    if (a->integer.num_words == 0)
      zero = a->integer.value == 0;
    if (zero) {
      memmove(&attrs.data[i], &attrs.data[i + 1],
              (attrs.len - i - 1) * sizeof(CmNamedAttr));
      attrs.len--;
      i--;
    }
  }
  if (fty->kind != CM_TYPE_FUNCTION || fty->func.num_inputs != 1 ||
      fty->func.num_results != 1) {
    cm_llvm_custom_error_at(p, st, type_pos,
                            "expected trailing function type with one "
                            "argument and one result");
    goto done;
  }
  if (cm_llvm_resolve_one(p, &size, fty->func.types[0], st))
    goto done;
  CM_VEC_PUSH(st->types, fty->func.types[1]);
  (void)ctx;
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void alloca_print(CmPrinter *p, CmOp *op) {
  CmType *res = cm_op_result(op, 0)->type;
  CmValue *size = cm_op_operand(op, 0);
  cm_print_str(p, " ");
  cm_print_operand(p, size);
  cm_print_str(p, " x ");
  cm_print_type(p, cm_llvm_type_id(res) == CM_LLVM_PTR
                       ? cm_llvm_ptr_pointee(res)
                       : res);
  CmAttr *al = cm_op_get_attr(op, "alignment");
  bool print_align = al && al->kind == CM_ATTR_INTEGER && al->integer.value;
  static const char *const elided[] = {"alignment"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), print_align ? 0 : 1,
                              elided);
  cm_print_str(p, " : ");
  CmType *fty = cm_function_type(cm_op_context(op), 1, &size->type, 1, &res);
  cm_print_type(p, fty);
}

/* llvm.alloca declares no memory effects in MLIR 13 (unknown effects), so
 * an unused one is not trivially dead: canonicalize keeps it, as upstream. */

static const CmOdsValue alloca_operands[] = {
    {"arraySize", CM_ODS_ONE, &tc_any_int}};
static const CmOdsValue ptr_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_ptr}};
static const CmOdsAttr alloca_attrs[] = {
    {"alignment", &cm_ac_i64, true, NULL}};
static const CmOdsOp alloca_ods = {
    .summary = "LLVM alloca operation",
    CM_ODS_OPERANDS(alloca_operands),
    CM_ODS_RESULTS(ptr_results),
    CM_ODS_ATTRS(alloca_attrs),
};

/* ---------------------------------------------------------------------
 * llvm.load / llvm.store
 * --------------------------------------------------------------------- */
static CmType *pointee_or_error(CmParser *p, CmOpState *st, CmType *t,
                                const char *pos) {
  if (cm_llvm_type_id(t) != CM_LLVM_PTR) {
    cm_llvm_custom_error_at(p, st, pos, "expected LLVM pointer type");
    return NULL;
  }
  return cm_llvm_ptr_pointee(t);
}

static CmResult load_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand addr;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  if (cm_parse_optional_keyword(p, "volatile"))
    CM_VEC_PUSH(attrs, named(ctx, "volatile_", cm_unit_attr(ctx)));
  if (cm_parse_operand(p, &addr) || cm_parse_optional_attr_dict(p, &attrs) ||
      cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t) || cm_llvm_resolve_one(p, &addr, t, st))
    goto done;
  CmType *elem = pointee_or_error(p, st, t, type_pos);
  if (!elem)
    goto done;
  CM_VEC_PUSH(st->types, elem);
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static CmResult store_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand value, addr;
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  CmType *t;
  if (cm_parse_optional_keyword(p, "volatile"))
    CM_VEC_PUSH(attrs, named(ctx, "volatile_", cm_unit_attr(ctx)));
  if (cm_parse_operand(p, &value) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_operand(p, &addr) || cm_parse_optional_attr_dict(p, &attrs) ||
      cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &t))
    goto done;
  CmType *elem = pointee_or_error(p, st, t, type_pos);
  if (!elem || cm_llvm_resolve_one(p, &value, elem, st) ||
      cm_llvm_resolve_one(p, &addr, t, st))
    goto done;
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void load_store_print(CmPrinter *p, CmOp *op) {
  bool is_store = cm_op_name_is(op, "llvm.store");
  cm_print_str(p, " ");
  if (cm_op_get_attr(op, "volatile_"))
    cm_print_str(p, "volatile ");
  if (is_store) {
    cm_print_operand(p, cm_op_operand(op, 0));
    cm_print_str(p, ", ");
  }
  CmValue *addr = cm_op_operand(op, is_store ? 1 : 0);
  cm_print_operand(p, addr);
  static const char *const elided[] = {"volatile_"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, addr->type);
}

static void load_effects(CmOp *op, CmEffectVec *out) {
  effect(out, CM_EFFECT_READ, cm_op_operand(op, 0));
}
static void store_effects(CmOp *op, CmEffectVec *out) {
  effect(out, CM_EFFECT_WRITE, cm_op_operand(op, 1));
}
static const CmMemoryEffectsInterface load_mem = {load_effects};
static const CmMemoryEffectsInterface store_mem = {store_effects};
static const CmInterfaceImpl load_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &load_mem}};
static const CmInterfaceImpl store_ifaces[] = {
    {CM_IFACE_MEMORY_EFFECTS, &store_mem}};

static bool pred_symref_array(const CmAttr *a, const void *arg) {
  (void)arg;
  if (!a || a->kind != CM_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->array.num; i++)
    if (a->array.elems[i]->kind != CM_ATTR_SYMBOL_REF)
      return false;
  return true;
}
static const CmAttrConstraint ac_symref_array = {
    "symbol ref array attribute", pred_symref_array, NULL, NULL, NULL, 0};

static const CmOdsAttr mem_attrs[] = {
    {"access_groups", &ac_symref_array, true, NULL},
    {"alias_scopes", &ac_symref_array, true, NULL},
    {"noalias_scopes", &ac_symref_array, true, NULL},
    {"alignment", &cm_ac_i64, true, NULL},
    {"volatile_", &cm_ac_unit, true, NULL},
    {"nontemporal", &cm_ac_unit, true, NULL}};
static const CmOdsValue load_operands[] = {
    {"addr", CM_ODS_ONE, &tc_ptr_to_sized}};
static const CmOdsValue any_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsOp load_ods = {
    .summary = "LLVM load operation",
    CM_ODS_OPERANDS(load_operands),
    CM_ODS_RESULTS(any_results),
    CM_ODS_ATTRS(mem_attrs),
    CM_ODS_INTERFACES(load_ifaces),
};
static const CmOdsValue store_operands[] = {
    {"value", CM_ODS_ONE, &cm_llvm_tc_type},
    {"addr", CM_ODS_ONE, &tc_ptr_to_sized}};
static const CmOdsOp store_ods = {
    .summary = "LLVM store operation",
    CM_ODS_OPERANDS(store_operands),
    CM_ODS_ATTRS(mem_attrs),
    CM_ODS_INTERFACES(store_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.getelementptr
 * --------------------------------------------------------------------- */
static const CmOdsValue gep_operands[] = {
    {"base", CM_ODS_ONE, &cm_llvm_tc_ptr_or_vec},
    {"indices", CM_ODS_VARIADIC, &cm_llvm_tc_int_or_vec}};
static const CmOdsValue gep_results[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_ptr_or_vec}};
static const CmOdsOp gep_ods = {
    .summary = "LLVM getelementptr operation",
    CM_ODS_OPERANDS(gep_operands),
    CM_ODS_RESULTS(gep_results),
    .format = "$base `[` $indices `]` attr-dict `:` "
              "functional-type(operands, results)",
};

/* ---------------------------------------------------------------------
 * registration
 * --------------------------------------------------------------------- */
static const CmOpDef memory_ops[] = {
    {.name = "llvm.alloca",
     .parse = alloca_parse,
     .print = alloca_print,
     .ods = &alloca_ods},
    {.name = "llvm.load",
     .parse = load_parse,
     .print = load_store_print,
     .verify = cm_llvm_verify_access_groups,
     .ods = &load_ods},
    {.name = "llvm.store",
     .parse = store_parse,
     .print = load_store_print,
     .verify = cm_llvm_verify_access_groups,
     .ods = &store_ods},
    {.name = "llvm.getelementptr",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &gep_ods},
};

void cm_llvm_register_memory_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, memory_ops, CM_ODS_ARRAY_LEN(memory_ops));
}
