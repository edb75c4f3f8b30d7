/* ops_atomic.c - llvm.atomicrmw, llvm.cmpxchg, llvm.fence (MLIR 13).
 *
 * Orderings and binary operations are i64 IntegerAttrs holding MLIR 13's
 * enum values (CmLLVMAtomicOrdering, CmLLVMAtomicBinOp in llvm.h); the
 * custom forms spell them as keywords.
 *   %r = llvm.atomicrmw add %ptr, %val acq_rel : i32
 *   %r = llvm.cmpxchg %ptr, %cmp, %new acq_rel monotonic : i32
 *        (result !llvm.struct<(i32, i1)>)
 *   llvm.fence syncscope("agent") release
 */
#include "llvm_internal.h"


/* ---------------------------------------------------------------------- */
/* Enums and their accessors (llvm.h)                                      */
/* ---------------------------------------------------------------------- */

static const char *const ordering_names[] = {
    "not_atomic", "unordered", "monotonic", "consume",
    "acquire",    "release",   "acq_rel",   "seq_cst"};
#define NUM_ORDERINGS 8
static const char *const bin_op_names[] = {
    "xchg", "add", "sub",  "_and", "nand", "_or", "_xor",
    "max",  "min", "umax", "umin", "fadd", "fsub"};
#define NUM_BIN_OPS 13

const char *cm_llvm_atomic_ordering_name(int ordering) {
  return ordering >= 0 && ordering < NUM_ORDERINGS ? ordering_names[ordering]
                                                   : NULL;
}
const char *cm_llvm_atomic_bin_op_name(int bin_op) {
  return bin_op >= 0 && bin_op < NUM_BIN_OPS ? bin_op_names[bin_op] : NULL;
}

static int enum_attr_value(const CmAttr *a, int count) {
  if (!a || a->kind != CM_ATTR_INTEGER || a->integer.value < 0 ||
      a->integer.value >= count)
    return -1;
  return (int)a->integer.value;
}
int cm_llvm_op_atomic_ordering(const CmOp *op, const char *attr_name) {
  return enum_attr_value(cm_op_get_attr(op, attr_name), NUM_ORDERINGS);
}
int cm_llvm_op_atomic_bin_op(const CmOp *op) {
  return enum_attr_value(cm_op_get_attr(op, "bin_op"), NUM_BIN_OPS);
}
CmAttr *cm_llvm_atomic_enum_attr(CmContext *ctx, int value) {
  return cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), value);
}
CmStr cm_llvm_op_syncscope(const CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "syncscope");
  if (a && a->kind == CM_ATTR_STRING)
    return cm_ident_str(a->str.value);
  return (CmStr){"", 0};
}

/* ---------------------------------------------------------------------- */
/* Constraints                                                             */
/* ---------------------------------------------------------------------- */

static bool pred_i64_enum(const CmAttr *a, const void *arg) {
  return a && a->kind == CM_ATTR_INTEGER && a->type &&
         a->type->kind == CM_TYPE_INTEGER && a->type->integer.width == 64 &&
         a->type->integer.signedness == CM_SIGNLESS &&
         a->integer.value >= 0 && a->integer.value < (int64_t)(uintptr_t)arg;
}
static CmType *i64_type(CmContext *ctx) {
  return cm_integer_type(ctx, 64, CM_SIGNLESS);
}
static const CmAttrConstraint ac_ordering = {
    "Atomic ordering for LLVM's memory model", pred_i64_enum,
    (const void *)(uintptr_t)NUM_ORDERINGS, i64_type, NULL, 0};
static const CmAttrConstraint ac_bin_op = {
    "llvm.atomicrmw binary operations", pred_i64_enum,
    (const void *)(uintptr_t)NUM_BIN_OPS, i64_type, NULL, 0};

static bool is_ptr(const CmType *t) {
  return t && cm_llvm_type_id(t) == CM_LLVM_PTR;
}
static bool is_float_or_int(const CmType *t) {
  return t && (t->kind == CM_TYPE_INTEGER || cm_llvm_is_compatible_float_type(t));
}
static bool is_int_or_ptr(const CmType *t) {
  return t && (t->kind == CM_TYPE_INTEGER || is_ptr(t));
}
static bool pred_float_or_int(const CmType *t, const void *arg) {
  (void)arg;
  return is_float_or_int(t);
}
static bool pred_ptr_to_float_or_int(const CmType *t, const void *arg) {
  (void)arg;
  return is_ptr(t) && is_float_or_int(cm_llvm_ptr_pointee(t));
}
static bool pred_int_or_ptr(const CmType *t, const void *arg) {
  (void)arg;
  return is_int_or_ptr(t);
}
static bool pred_ptr_to_int_or_ptr(const CmType *t, const void *arg) {
  (void)arg;
  return is_ptr(t) && is_int_or_ptr(cm_llvm_ptr_pointee(t));
}
/* {T, i1} with T an integer or a pointer (any initialized struct). */
static bool pred_cmpxchg_result(const CmType *t, const void *arg) {
  (void)arg;
  int id = cm_llvm_type_id(t);
  if (id != CM_LLVM_STRUCT && id != CM_LLVM_STRUCT_ID)
    return false;
  if (!cm_llvm_struct_is_initialized(t) || cm_llvm_struct_is_opaque(t) ||
      cm_llvm_struct_num_elems(t) != 2)
    return false;
  CmType *b = cm_llvm_struct_elem(t, 1);
  return is_int_or_ptr(cm_llvm_struct_elem(t, 0)) && b &&
         b->kind == CM_TYPE_INTEGER && b->integer.width == 1;
}

static const CmTypeConstraint tc_float_or_int = {
    "floating point LLVM type or integer", pred_float_or_int, NULL, NULL};
static const CmTypeConstraint tc_ptr_to_float_or_int = {
    "LLVM pointer to floating point LLVM type or integer",
    pred_ptr_to_float_or_int, NULL, NULL};
static const CmTypeConstraint tc_int_or_ptr = {
    "integer or LLVM pointer type", pred_int_or_ptr, NULL, NULL};
static const CmTypeConstraint tc_ptr_to_int_or_ptr = {
    "LLVM pointer to integer or LLVM pointer type", pred_ptr_to_int_or_ptr,
    NULL, NULL};
static const CmTypeConstraint tc_cmpxchg_result = {
    "an LLVM struct type with any integer or pointer followed by a "
    "single-bit integer",
    pred_cmpxchg_result, NULL, NULL};

/* ---------------------------------------------------------------------- */
/* Parser helpers                                                          */
/* ---------------------------------------------------------------------- */


/* A keyword naming one of `names`, stored as the i64 attribute `attr`
 * (upstream's parseAtomicBinOp / parseAtomicOrdering). */
static CmResult parse_enum_keyword(CmParser *p, CmOpState *st,
                                   const char *attr,
                                   const char *const *names, int n) {
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_failed(cm_parse_any_keyword(p, &kw)))
    return CM_FAILURE;
  for (int i = 0; i < n; i++)
    if (cm_str_eq_c(kw, names[i])) {
      cm_op_state_add_attr(st, attr, cm_llvm_atomic_enum_attr(st->ctx, i));
      return CM_SUCCESS;
    }
  return cm_llvm_custom_error_at(p, st, pos,
                         "'%.*s' is an incorrect value of the '%s' attribute",
                         (int)kw.len, kw.data, attr);
}

static CmResult push_attr_dict(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  cm_llvm_push_attrs(st, &attrs);
  return r;
}

static void print_enum(CmPrinter *p, const CmOp *op, const char *attr,
                       const char *const *names, int n) {
  int v = enum_attr_value(cm_op_get_attr(op, attr), n);
  cm_print_str(p, v >= 0 ? names[v] : "");
}

/* ---------------------------------------------------------------------- */
/* llvm.atomicrmw                                                          */
/* ---------------------------------------------------------------------- */

/* bin_op ptr `,` val ordering attr-dict `:` type */
static CmResult atomicrmw_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand ptr, val;
  CmType *t;
  if (cm_failed(parse_enum_keyword(p, st, "bin_op", bin_op_names,
                                   NUM_BIN_OPS)) ||
      cm_failed(cm_parse_operand(p, &ptr)) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
      cm_failed(cm_parse_operand(p, &val)) ||
      cm_failed(parse_enum_keyword(p, st, "ordering", ordering_names,
                                   NUM_ORDERINGS)) ||
      cm_failed(push_attr_dict(p, st)) || cm_failed(cm_parse_colon_type(p, &t)))
    return CM_FAILURE;
  CmType *pt = cm_llvm_ptr_type(t, 0);
  if (!pt || cm_failed(cm_llvm_resolve_one(p, &ptr, pt, st)) ||
      cm_failed(cm_llvm_resolve_one(p, &val, t, st)))
    return CM_FAILURE;
  CM_VEC_PUSH(st->types, t);
  return CM_SUCCESS;
}

static void atomicrmw_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"bin_op", "ordering"};
  cm_print_str(p, " ");
  print_enum(p, op, "bin_op", bin_op_names, NUM_BIN_OPS);
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  cm_print_str(p, " ");
  print_enum(p, op, "ordering", ordering_names, NUM_ORDERINGS);
  cm_print_str(p, " ");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

/* Integers of 8, 16, 32 or 64 bits, the common float types and (when
 * allowed) pointers: upstream's isTypeCompatibleWithAtomicOp. */
static bool atomic_compatible(const CmType *t, bool allow_ptr) {
  if (is_ptr(t))
    return allow_ptr;
  if (t->kind == CM_TYPE_INTEGER) {
    unsigned w = t->integer.width;
    return w == 8 || w == 16 || w == 32 || w == 64;
  }
  return t->kind == CM_TYPE_BF16 || t->kind == CM_TYPE_F16 ||
         t->kind == CM_TYPE_F32 || t->kind == CM_TYPE_F64;
}

static CmResult atomicrmw_verify(CmOp *op) {
  CmType *pt = cm_op_operand(op, 0)->type;
  CmType *vt = cm_op_operand(op, 1)->type;
  if (cm_llvm_ptr_pointee(pt) != vt)
    return cm_op_emit_error(op, "expected LLVM IR element type for operand "
                                "#0 to match type for operand #1");
  if (cm_op_result(op, 0)->type != vt)
    return cm_op_emit_error(
        op, "expected LLVM IR result type to match type for operand #1");
  int bin = cm_llvm_op_atomic_bin_op(op);
  if (bin == CM_LLVM_ATOMIC_FADD || bin == CM_LLVM_ATOMIC_FSUB) {
    if (!cm_llvm_is_compatible_float_type(vt))
      return cm_op_emit_error(op, "expected LLVM IR floating point type");
  } else if (bin == CM_LLVM_ATOMIC_XCHG) {
    if (!atomic_compatible(vt, false))
      return cm_op_emit_error(op, "unexpected LLVM IR type for 'xchg' bin_op");
  } else {
    unsigned w = vt->kind == CM_TYPE_INTEGER ? vt->integer.width : 0;
    if (w != 8 && w != 16 && w != 32 && w != 64)
      return cm_op_emit_error(op, "expected LLVM IR integer type");
  }
  if (cm_llvm_op_atomic_ordering(op, "ordering") < CM_LLVM_MONOTONIC)
    return cm_op_emit_error(op, "expected at least 'monotonic' ordering");
  return CM_SUCCESS;
}

static const CmOdsValue atomicrmw_operands[] = {
    {"ptr", CM_ODS_ONE, &tc_ptr_to_float_or_int},
    {"val", CM_ODS_ONE, &tc_float_or_int}};
static const CmOdsValue atomicrmw_results[] = {
    {"res", CM_ODS_ONE, &tc_float_or_int}};
static const CmOdsAttr atomicrmw_attrs[] = {
    {"bin_op", &ac_bin_op, false, NULL}, {"ordering", &ac_ordering, false, NULL}};
static const CmOdsOp atomicrmw_ods = {.summary = "llvm.atomicrmw",
                                      CM_ODS_OPERANDS(atomicrmw_operands),
                                      CM_ODS_RESULTS(atomicrmw_results),
                                      CM_ODS_ATTRS(atomicrmw_attrs)};

/* ---------------------------------------------------------------------- */
/* llvm.cmpxchg                                                            */
/* ---------------------------------------------------------------------- */

/* ptr `,` cmp `,` new success failure attr-dict `:` type */
static CmResult cmpxchg_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand ptr, cmp, nv;
  CmType *t;
  if (cm_failed(cm_parse_operand(p, &ptr)) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
      cm_failed(cm_parse_operand(p, &cmp)) ||
      cm_failed(cm_parse_tok(p, CM_TOK_COMMA)) ||
      cm_failed(cm_parse_operand(p, &nv)) ||
      cm_failed(parse_enum_keyword(p, st, "success_ordering", ordering_names,
                                   NUM_ORDERINGS)) ||
      cm_failed(parse_enum_keyword(p, st, "failure_ordering", ordering_names,
                                   NUM_ORDERINGS)) ||
      cm_failed(push_attr_dict(p, st)) || cm_failed(cm_parse_colon_type(p, &t)))
    return CM_FAILURE;
  CmType *pt = cm_llvm_ptr_type(t, 0);
  if (!pt || cm_failed(cm_llvm_resolve_one(p, &ptr, pt, st)) ||
      cm_failed(cm_llvm_resolve_one(p, &cmp, t, st)) ||
      cm_failed(cm_llvm_resolve_one(p, &nv, t, st)))
    return CM_FAILURE;
  CmType *elems[2] = {t, cm_integer_type(st->ctx, 1, CM_SIGNLESS)};
  CM_VEC_PUSH(st->types, cm_llvm_struct_type(st->ctx, 2, elems, false));
  return CM_SUCCESS;
}

static void cmpxchg_print(CmPrinter *p, CmOp *op) {
  static const char *const elided[] = {"success_ordering",
                                       "failure_ordering"};
  cm_print_str(p, " ");
  cm_print_op_operands(p, op);
  cm_print_str(p, " ");
  print_enum(p, op, "success_ordering", ordering_names, NUM_ORDERINGS);
  cm_print_str(p, " ");
  print_enum(p, op, "failure_ordering", ordering_names, NUM_ORDERINGS);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult cmpxchg_verify(CmOp *op) {
  CmType *pt = cm_op_operand(op, 0)->type;
  CmType *ct = cm_op_operand(op, 1)->type;
  if (cm_llvm_ptr_pointee(pt) != ct || cm_op_operand(op, 2)->type != ct)
    return cm_op_emit_error(op, "expected LLVM IR element type for operand "
                                "#0 to match type for all other operands");
  if (!atomic_compatible(ct, true))
    return cm_op_emit_error(op, "unexpected LLVM IR type");
  int succ = cm_llvm_op_atomic_ordering(op, "success_ordering");
  int fail = cm_llvm_op_atomic_ordering(op, "failure_ordering");
  if (succ < CM_LLVM_MONOTONIC || fail < CM_LLVM_MONOTONIC)
    return cm_op_emit_error(op, "ordering must be at least 'monotonic'");
  if (fail == CM_LLVM_RELEASE || fail == CM_LLVM_ACQ_REL)
    return cm_op_emit_error(op,
                            "failure ordering cannot be 'release' or 'acq_rel'");
  return CM_SUCCESS;
}

static const CmOdsValue cmpxchg_operands[] = {
    {"ptr", CM_ODS_ONE, &tc_ptr_to_int_or_ptr},
    {"cmp", CM_ODS_ONE, &tc_int_or_ptr},
    {"val", CM_ODS_ONE, &tc_int_or_ptr}};
static const CmOdsValue cmpxchg_results[] = {
    {"res", CM_ODS_ONE, &tc_cmpxchg_result}};
static const CmOdsAttr cmpxchg_attrs[] = {
    {"success_ordering", &ac_ordering, false, NULL},
    {"failure_ordering", &ac_ordering, false, NULL}};
static const CmOdsOp cmpxchg_ods = {.summary = "llvm.cmpxchg",
                                    CM_ODS_OPERANDS(cmpxchg_operands),
                                    CM_ODS_RESULTS(cmpxchg_results),
                                    CM_ODS_ATTRS(cmpxchg_attrs)};

/* ---------------------------------------------------------------------- */
/* llvm.fence                                                              */
/* ---------------------------------------------------------------------- */

/* (`syncscope` `(` attr `)`)? ordering; the attr-dict is neither parsed
 * nor printed (as 13), and `syncscope` is always set ("" when absent). */
static CmResult fence_parse(CmParser *p, CmOpState *st) {
  CmAttr *scope = NULL;
  if (cm_parse_optional_keyword(p, "syncscope")) {
    if (cm_failed(cm_parse_tok(p, CM_TOK_LPAREN)))
      return CM_FAILURE;
    const char *pos = cm_parser_pos(p);
    if (cm_failed(cm_parse_attribute(p, NULL, &scope)))
      return CM_FAILURE;
    if (scope->kind != CM_ATTR_STRING)
      return cm_llvm_custom_error_at(p, st, pos, "invalid kind of attribute specified");
    if (cm_failed(cm_parse_tok(p, CM_TOK_RPAREN)))
      return CM_FAILURE;
  } else {
    scope = cm_string_attr(st->ctx, (CmStr){"", 0});
  }
  cm_op_state_add_attr(st, "syncscope", scope);
  return parse_enum_keyword(p, st, "ordering", ordering_names, NUM_ORDERINGS);
}

static void fence_print(CmPrinter *p, CmOp *op) {
  CmStr scope = cm_llvm_op_syncscope(op);
  if (scope.len) {
    cm_print_str(p, " syncscope(");
    cm_print_string_literal(p, scope);
    cm_print_str(p, ")");
  }
  cm_print_str(p, " ");
  print_enum(p, op, "ordering", ordering_names, NUM_ORDERINGS);
}

static CmResult fence_verify(CmOp *op) {
  int o = cm_llvm_op_atomic_ordering(op, "ordering");
  if (o == CM_LLVM_NOT_ATOMIC || o == CM_LLVM_UNORDERED ||
      o == CM_LLVM_MONOTONIC)
    return cm_op_emit_error(op, "can be given only acquire, release, acq_rel, "
                                "and seq_cst orderings");
  return CM_SUCCESS;
}

static const CmOdsAttr fence_attrs[] = {
    {"ordering", &ac_ordering, false, NULL},
    {"syncscope", &cm_ac_string, false, NULL}};
static const CmOdsOp fence_ods = {.summary = "llvm.fence",
                                  CM_ODS_ATTRS(fence_attrs)};

static const CmOpDef atomic_ops[] = {
    {.name = "llvm.atomicrmw",
     .parse = atomicrmw_parse,
     .print = atomicrmw_print,
     .verify = atomicrmw_verify,
     .ods = &atomicrmw_ods},
    {.name = "llvm.cmpxchg",
     .parse = cmpxchg_parse,
     .print = cmpxchg_print,
     .verify = cmpxchg_verify,
     .ods = &cmpxchg_ods},
    {.name = "llvm.fence",
     .parse = fence_parse,
     .print = fence_print,
     .verify = fence_verify,
     .ods = &fence_ods},
};

void cm_llvm_register_atomic_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, atomic_ops, CM_ODS_ARRAY_LEN(atomic_ops));
}
