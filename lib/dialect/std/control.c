/* control.c - std control flow and calls (LLVM 13 std): br, cond_br,
 * switch, call, call_indirect, return, assert.
 *
 * The regular ops are ODS tables with upstream's assembly formats; switch
 * and call_indirect have hand-written parse/print (switch's case list and
 * call_indirect's type inference from the callee's function type cannot be
 * said in the format language).  Interfaces: branch (successor operand
 * ranges) for br / cond_br / switch, call for call / call_indirect.
 */
#include "std_internal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

/* Errors of a hand-written custom parser carry upstream's
 * "custom op 'std.x' " prefix. */
static CmResult custom_error_at(CmParser *p, const CmOpState *st,
                                const char *pos, const char *fmt, ...)
    CM_PRINTF(4, 5);
static CmResult custom_error_at(CmParser *p, const CmOpState *st,
                                const char *pos, const char *fmt, ...) {
  CmBuf b;
  cm_buf_init(&b);
  CmStr name = cm_ident_str(st->name->name);
  va_list ap;
  va_start(ap, fmt);
  cm_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  cm_parser_error_at(p, pos, "custom op '%.*s' %s", (int)name.len, name.data,
                     b.data ? b.data : "");
  cm_buf_free(&b);
  return CM_FAILURE;
}

static void push_attrs(CmOpState *st, CmNamedAttrVec *attrs) {
  for (size_t i = 0; i < attrs->len; i++)
    CM_VEC_PUSH(st->attrs, attrs->data[i]);
  CM_VEC_FREE(*attrs);
}

/* A dense i32 vector attribute (operand_segment_sizes and friends). */
static CmAttr *dense_i32_vector(CmContext *ctx, unsigned n,
                                const int32_t *vals) {
  int64_t shape = n;
  CmType *t = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++)
    if (vals[i] != vals[0])
      splat = false;
  uint8_t *bytes = cm_xmalloc(n ? 4 * (size_t)n : 1);
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)vals[i] >> (8 * k));
  CmAttr *a = cm_dense_elements_attr(t, splat, splat ? 4 : 4 * (size_t)n,
                                     bytes);
  free(bytes);
  return a;
}

/* Reads element i of a dense int vector attribute, or -1. */
static int64_t dense_int_at(const CmAttr *a, size_t i) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return -1;
  return cm_dense_get_int(a, i);
}

static int64_t dense_len(const CmAttr *a) {
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || !a->type)
    return 0;
  return cm_shaped_num_elements(a->type);
}

/* Appends a type quoted as upstream's diagnostics print it: 'i32'. */
static void append_qtype(CmDiag *d, const CmType *t) {
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'");
}

/* ---------------------------------------------------------------------- */
/* Constraints                                                             */
/* ---------------------------------------------------------------------- */

static bool pred_any_integer(const CmType *t, const void *arg) {
  (void)arg;
  return t && t->kind == CM_TYPE_INTEGER;
}
/* AnyInteger */
static const CmTypeConstraint tc_any_integer = {"integer", pred_any_integer,
                                                NULL, NULL};

static bool pred_int_elements(const CmAttr *a, const void *arg) {
  (void)arg;
  return a && a->kind == CM_ATTR_DENSE_ELEMENTS && !a->dense.is_string &&
         a->type && cm_type_is_shaped(a->type) && a->type->shaped.elem &&
         (a->type->shaped.elem->kind == CM_TYPE_INTEGER ||
          a->type->shaped.elem->kind == CM_TYPE_INDEX);
}
/* AnyIntElementsAttr (DenseIntElementsAttr: integer or index elements) */
static const CmAttrConstraint ac_int_elements = {
    "integer elements attribute", pred_int_elements, NULL, NULL, NULL, 0};

/* ---------------------------------------------------------------------- */
/* std.br                                                                  */
/* ---------------------------------------------------------------------- */

static const CmInterfaceImpl br_ifaces[] = {{CM_IFACE_BRANCH, &cm_branch_iface_all_operands}};

static const CmOdsValue br_operands[] = {
    {"destOperands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsSuccessor br_successors[] = {{"dest", false}};
static const CmOdsOp br_ods = {
    .summary = "branch operation",
    CM_ODS_OPERANDS(br_operands),
    CM_ODS_SUCCESSORS(br_successors),
    .format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? "
              "attr-dict",
    CM_ODS_INTERFACES(br_ifaces),
};

/* ---------------------------------------------------------------------- */
/* std.cond_br                                                             */
/* ---------------------------------------------------------------------- */

static const CmInterfaceImpl cond_br_ifaces[] = {
    {CM_IFACE_BRANCH, &cm_branch_iface_cond_const}};

static const CmOdsValue cond_br_operands[] = {
    {"condition", CM_ODS_ONE, &cm_tc_i1},
    {"trueDestOperands", CM_ODS_VARIADIC, &cm_tc_any},
    {"falseDestOperands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsSuccessor cond_br_successors[] = {{"trueDest", false},
                                                    {"falseDest", false}};
static const CmOdsOp cond_br_ods = {
    .summary = "conditional branch operation",
    CM_ODS_OPERANDS(cond_br_operands),
    CM_ODS_SUCCESSORS(cond_br_successors),
    .format = "$condition `,` "
              "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) "
              "`)`)? `,` "
              "$falseDest (`(` $falseDestOperands^ `:` "
              "type($falseDestOperands) `)`)? attr-dict",
    CM_ODS_INTERFACES(cond_br_ifaces),
};

/* ---------------------------------------------------------------------- */
/* std.switch                                                              */
/* ---------------------------------------------------------------------- */

/* Segments [flag, defaultOperands, caseOperands]; case i's operands start
 * at case_operand_offsets[i] within caseOperands. */
static bool switch_successor_operands(CmOp *op, unsigned i, unsigned *start,
                                      unsigned *count) {
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (dense_len(seg) != 3 || i >= cm_op_num_successors(op))
    return false;
  int64_t f = dense_int_at(seg, 0), d = dense_int_at(seg, 1),
          c = dense_int_at(seg, 2);
  if (f < 0 || d < 0 || c < 0 || (uint64_t)f + d + c != cm_op_num_operands(op))
    return false;
  if (i == 0) {
    *start = (unsigned)f;
    *count = (unsigned)d;
    return true;
  }
  CmAttr *offs = cm_op_get_attr(op, "case_operand_offsets");
  unsigned k = i - 1;
  if (!offs) { /* (optional) without offsets, every case takes them all */
    *start = (unsigned)(f + d);
    *count = (unsigned)c;
    return true;
  }
  int64_t n = dense_len(offs);
  if ((int64_t)k >= n)
    return false;
  int64_t b = dense_int_at(offs, k);
  int64_t e = (int64_t)k + 1 < n ? dense_int_at(offs, k + 1) : c;
  if (b < 0 || e < b || e > c)
    return false;
  *start = (unsigned)(f + d + b);
  *count = (unsigned)(e - b);
  return true;
}
static const CmBranchInterface switch_branch = {switch_successor_operands,
                                                NULL};
static const CmInterfaceImpl switch_ifaces[] = {
    {CM_IFACE_BRANCH, &switch_branch}};

static const CmOdsValue switch_operands[] = {
    {"flag", CM_ODS_ONE, &tc_any_integer},
    {"defaultOperands", CM_ODS_VARIADIC, &cm_tc_any},
    {"caseOperands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsAttr switch_attrs[] = {
    {"case_values", &ac_int_elements, true, NULL},
    {"case_operand_offsets", &cm_ac_i32_elements, true, NULL}};
static const CmOdsSuccessor switch_successors[] = {
    {"defaultDestination", false}, {"caseDestinations", true}};

/* `^bb` or `^bb(%a, %b : t1, t2)`: the operands and types are appended to
 * `uses` / `types` and resolved after the whole op, as upstream's
 * generated parser does (parseSwitchOpCases only collects them). */
static CmResult parse_dest(CmParser *p, CmBlock **dest, CmOperandVec *uses,
                           CmTypeVec *types) {
  if (cm_parse_successor(p, dest))
    return CM_FAILURE;
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN))
    return CM_SUCCESS;
  if (cm_parse_operand_list(p, uses, -1, CM_DELIM_NONE) ||
      cm_parse_colon_type_list(p, types) || cm_parse_tok(p, CM_TOK_RPAREN))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* The flag's bit width for the case values: integers, index (64) and
 * floats; 0 for other types. */
static unsigned flag_bit_width(const CmType *t) {
  return t->kind == CM_TYPE_INTEGER || t->kind == CM_TYPE_INDEX ||
                 cm_type_is_float(t)
             ? cm_type_bit_width(t)
             : 0;
}

/* A case value as upstream 13 reads it (parseInteger into a uint64_t):
 * 0 .. 2^64-1, or a negative number of at most 16 digits (its APInt has
 * 4 bits per digit and must survive the trip through 64 bits), kept as
 * its two's complement. */
static CmResult parse_case_value(CmParser *p, const CmOpState *st,
                                 int64_t *out) {
  const char *pos = cm_parser_pos(p);
  bool neg = cm_parse_optional_tok(p, CM_TOK_MINUS);
  uint64_t v;
  size_t ndigits;
  if (cm_failed(cm_parse_uint64(p, &v, &ndigits)))
    return CM_FAILURE;
  if (neg && ndigits > 16)
    return custom_error_at(p, st, pos, "integer value too large");
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return CM_SUCCESS;
}

static CmResult switch_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmUnresolvedOperand flag;
  CmType *flag_type = NULL;
  CmNamedAttrVec attrs = {0};
  CmValueVec def_ops = {0}, case_ops = {0};
  CmOperandVec def_uses = {0}, case_uses = {0};
  CmTypeVec def_types = {0}, case_types = {0};
  CM_VEC(int64_t) values = {0};
  CM_VEC(int32_t) offsets = {0};
  CM_VEC(CmBlock *) dests = {0};
  CmResult r = CM_FAILURE;
  CmBlock *def_dest = NULL;

  if (cm_parse_operand(p, &flag) || cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  const char *type_pos = cm_parser_pos(p);
  if (cm_parse_type(p, &flag_type))
    goto done;
  /* The case values are stored in the flag's bit width; like upstream,
   * a float or index flag parses (the verifier rejects it); other types
   * have no width (upstream asserts): reported here. */
  unsigned width = flag_bit_width(flag_type);
  if (!width) {
    custom_error_at(p, st, type_pos, "expected integer type for the flag");
    goto done;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_tok(p, CM_TOK_LSQUARE))
    goto done;
  /* Where upstream's generated parser locates the operand-count errors of
   * the destination operands: the start of its custom directive. */
  const char *cases_pos = cm_parser_pos(p);
  if (cm_parse_keyword(p, "default") || cm_parse_tok(p, CM_TOK_COLON) ||
      parse_dest(p, &def_dest, &def_uses, &def_types))
    goto done;
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    int64_t v = 0;
    if (parse_case_value(p, st, &v))
      goto done;
    CM_VEC_PUSH(values, v);
    CmBlock *dest;
    int32_t off = (int32_t)case_uses.len;
    if (cm_parse_tok(p, CM_TOK_COLON) ||
        parse_dest(p, &dest, &case_uses, &case_types))
      goto done;
    CM_VEC_PUSH(offsets, off);
    CM_VEC_PUSH(dests, dest);
  }
  if (cm_parse_tok(p, CM_TOK_RSQUARE) ||
      cm_parse_optional_attr_dict(p, &attrs))
    goto done;

  CmValueVec flag_val = {0};
  if (cm_resolve_operand(p, &flag, flag_type, &flag_val)) {
    CM_VEC_FREE(flag_val);
    goto done;
  }
  CM_VEC_PUSH(st->operands, flag_val.data[0]);
  CM_VEC_FREE(flag_val);
  if (cm_resolve_operands(p, def_uses.data, def_uses.len, def_types.data,
                          def_types.len, cases_pos, &def_ops) ||
      cm_resolve_operands(p, case_uses.data, case_uses.len, case_types.data,
                          case_types.len, cases_pos, &case_ops))
    goto done;
  for (size_t i = 0; i < def_ops.len; i++)
    CM_VEC_PUSH(st->operands, def_ops.data[i]);
  for (size_t i = 0; i < case_ops.len; i++)
    CM_VEC_PUSH(st->operands, case_ops.data[i]);
  CM_VEC_PUSH(st->successors, def_dest);
  for (size_t i = 0; i < dests.len; i++)
    CM_VEC_PUSH(st->successors, dests.data[i]);

  if (values.len) {
    size_t nb = width == 1 ? 1 : (width + 7) / 8;
    bool splat = true;
    for (size_t i = 1; i < values.len; i++) {
      /* compare truncated to the flag width */
      uint64_t a = (uint64_t)values.data[i], b = (uint64_t)values.data[0];
      if (width < 64) {
        uint64_t m = (1ull << width) - 1;
        a &= m;
        b &= m;
      }
      if (a != b)
        splat = false;
    }
    size_t n = splat ? 1 : values.len;
    uint8_t *bytes = cm_xcalloc(n * nb, 1);
    for (size_t i = 0; i < n; i++) {
      int64_t v = values.data[i];
      if (width == 1) {
        bytes[i] = (uint8_t)(v & 1);
        continue;
      }
      for (size_t k = 0; k < nb; k++)
        /* APInt(width, uint64_t): zero-extended beyond 64 bits */
        bytes[i * nb + k] = k < 8 ? (uint8_t)((uint64_t)v >> (8 * k)) : 0;
    }
    int64_t shape = (int64_t)values.len;
    CmType *vt = cm_vector_type(1, &shape, flag_type);
    cm_op_state_add_attr(st, "case_values",
                         cm_dense_elements_attr(vt, splat, n * nb, bytes));
    free(bytes);
    cm_op_state_add_attr(
        st, "case_operand_offsets",
        dense_i32_vector(ctx, (unsigned)offsets.len, offsets.data));
  }
  int32_t segs[3] = {1, (int32_t)def_ops.len, (int32_t)case_ops.len};
  cm_op_state_add_attr(st, "operand_segment_sizes",
                       dense_i32_vector(ctx, 3, segs));
  r = CM_SUCCESS;
done:
  push_attrs(st, &attrs);
  CM_VEC_FREE(def_ops);
  CM_VEC_FREE(case_ops);
  CM_VEC_FREE(def_uses);
  CM_VEC_FREE(case_uses);
  CM_VEC_FREE(def_types);
  CM_VEC_FREE(case_types);
  CM_VEC_FREE(values);
  CM_VEC_FREE(offsets);
  CM_VEC_FREE(dests);
  return r;
}

static void print_dest(CmPrinter *p, CmOp *op, unsigned succ) {
  unsigned start = 0, count = 0;
  if (!switch_successor_operands(op, succ, &start, &count))
    count = 0;
  CmValue **vals = cm_xmalloc(sizeof(CmValue *) * (count ? count : 1));
  for (unsigned i = 0; i < count; i++)
    vals[i] = cm_operand_value(&cm_op_operand_array(op)[start + i]);
  cm_print_successor_and_use_list(p, cm_op_successor(op, succ), count, vals);
  free(vals);
}

/* The case value as upstream prints it (APInt::getLimitedValue). */
static uint64_t case_value_limited(const CmAttr *cv, size_t i) {
  int64_t v = cm_dense_get_int(cv, i);
  CmType *elem = cv->type->shaped.elem;
  unsigned width = elem && elem->kind == CM_TYPE_INTEGER ? elem->integer.width
                                                          : 64;
  if (width < 64)
    return (uint64_t)v & ((1ull << width) - 1);
  if (width > 64) {
    /* any bit above the low 64 set: the value exceeds the limit */
    size_t nb = (width + 7) / 8;
    const uint8_t *e = cv->dense.data + (cv->dense.splat ? 0 : i * nb);
    if (cv->dense.num_bytes >= (cv->dense.splat ? nb : (i + 1) * nb))
      for (size_t k = 8; k < nb; k++)
        if (e[k])
          return UINT64_MAX;
  }
  return (uint64_t)v;
}

static void switch_print(CmPrinter *p, CmOp *op) {
  CmValue *flag = cm_op_num_operands(op) ? cm_op_operand(op, 0) : NULL;
  cm_print_str(p, " ");
  if (flag) {
    cm_print_operand(p, flag);
    cm_print_str(p, " : ");
    cm_print_type(p, flag->type);
  }
  cm_print_str(p, ", [");
  cm_print_newline(p);
  cm_print_str(p, "  default: ");
  if (cm_op_num_successors(op))
    print_dest(p, op, 0);
  CmAttr *cv = cm_op_get_attr(op, "case_values");
  int64_t n = dense_len(cv);
  if (cv && cv->kind == CM_ATTR_DENSE_ELEMENTS && !cv->dense.is_string &&
      n > 0) {
    for (int64_t i = 0; i < n; i++) {
      cm_print_str(p, ",");
      cm_print_newline(p);
      cm_print_printf(p, "  %" PRIu64 ": ", case_value_limited(cv, (size_t)i));
      if ((uint64_t)i + 1 < cm_op_num_successors(op))
        print_dest(p, op, (unsigned)i + 1);
    }
    cm_print_newline(p);
  }
  cm_print_str(p, "]");
  static const char *const elided[] = {"case_values", "case_operand_offsets",
                                       "operand_segment_sizes"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 3, elided);
}

/* Case operand ranges that do not fit the operands: upstream computes
 * the count from the offsets unchecked (as unsigned) and reports it as a
 * successor operand count mismatch; so do we, and reject anything out of
 * range even when the count happens to match. */
static CmResult switch_verify_case_ranges(CmOp *op) {
  unsigned ncases = cm_op_num_successors(op) ? cm_op_num_successors(op) - 1 : 0;
  if (!ncases)
    return CM_SUCCESS;
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (dense_len(seg) != 3)
    return CM_SUCCESS; /* reported by the segment trait */
  int64_t c = dense_int_at(seg, 2);
  CmAttr *offs = cm_op_get_attr(op, "case_operand_offsets");
  int64_t n = dense_len(offs);
  if (offs && n != (int64_t)ncases)
    return CM_SUCCESS; /* reported after the case values (switch_verify) */
  for (unsigned k = 0; k < ncases; k++) {
    /* without offsets (they are optional) every case takes them all */
    int64_t b = offs ? dense_int_at(offs, k) : 0;
    int64_t e = offs && k + 1 < ncases ? dense_int_at(offs, k + 1) : c;
    uint32_t count = (uint32_t)(e - b);
    CmBlock *dest = cm_op_successor_array(op)[k + 1].block;
    if (dest && count != dest->num_args)
      return cm_diag_report(cm_op_diag_plain_error(
          op,
          "branch has %u operands for successor #%u, but target block has %u",
          count, k + 1, dest->num_args));
    if (b < 0 || e < b || e > c)
      return cm_op_emit_error(op, "case operand offsets out of range");
  }
  return CM_SUCCESS;
}

static CmResult switch_verify(CmOp *op) {
  /* The successor operand counts and types of well-formed ranges were
   * checked by the core verifier through the branch interface. */
  if (cm_failed(switch_verify_case_ranges(op)))
    return CM_FAILURE;
  CmAttr *cv = cm_op_get_attr(op, "case_values");
  unsigned ncases = cm_op_num_successors(op) ? cm_op_num_successors(op) - 1 : 0;
  if (!cv && ncases == 0)
    return CM_SUCCESS;
  if (!cv)
    /* upstream 13 crashes here; report the count mismatch instead */
    return cm_op_emit_error(op,
                            "number of case values (0) should match number "
                            "of case destinations (%u)",
                            ncases);
  CmType *flag_type =
      cm_op_num_operands(op) ? cm_op_operand(op, 0)->type : NULL;
  CmType *case_type = cv->type && cm_type_is_shaped(cv->type)
                          ? cv->type->shaped.elem
                          : NULL;
  if (flag_type != case_type) {
    CmDiag *d = cm_op_diag_error(op, "'flag' type (");
    append_qtype(d, flag_type);
    cm_diag_append(d, ") should match case value type (");
    append_qtype(d, case_type);
    cm_diag_append(d, ")");
    return cm_diag_report(d);
  }
  int64_t n = dense_len(cv);
  if (n != (int64_t)ncases)
    return cm_op_emit_error(op,
                            "number of case values (%" PRId64
                            ") should match number of case destinations (%u)",
                            n, ncases);
  CmAttr *offs = cm_op_get_attr(op, "case_operand_offsets");
  int64_t noffs = dense_len(offs);
  if (offs && noffs != (int64_t)ncases)
    return cm_op_emit_error(op,
                            "number of case operand offsets (%" PRId64
                            ") should match number of case destinations (%u)",
                            noffs, ncases);
  return CM_SUCCESS;
}

static const CmOdsOp switch_ods = {
    .summary = "switch operation",
    CM_ODS_OPERANDS(switch_operands),
    CM_ODS_ATTRS(switch_attrs),
    CM_ODS_SUCCESSORS(switch_successors),
    CM_ODS_INTERFACES(switch_ifaces),
};

/* ---------------------------------------------------------------------- */
/* std.call                                                                */
/* ---------------------------------------------------------------------- */

static CmAttr *call_callee_symbol(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "callee");
  return a && a->kind == CM_ATTR_SYMBOL_REF ? a : NULL;
}
static CmValue *call_callee_value(CmOp *op) {
  (void)op;
  return NULL;
}
static unsigned call_args_begin(CmOp *op) {
  (void)op;
  return 0;
}
static const CmCallInterface call_call = {call_callee_symbol,
                                          call_callee_value, call_args_begin};

/* The callee's function type: builtin.func's `type` attribute. */
static CmType *func_type_of(CmOp *fn) {
  CmAttr *t = cm_op_get_attr(fn, "type");
  if (!t || t->kind != CM_ATTR_TYPE || !t->type_value ||
      t->type_value->kind != CM_TYPE_FUNCTION)
    return NULL;
  return t->type_value;
}

/* upstream CallOp::verifySymbolUses (CM_IFACE_SYMBOL_USER) */
static CmResult call_verify_symbol_uses(CmOp *op) {
  CmAttr *fn_attr = cm_op_get_attr(op, "callee");
  if (!fn_attr || fn_attr->kind != CM_ATTR_SYMBOL_REF ||
      fn_attr->symref.num_nested != 0)
    return cm_op_emit_error(op,
                            "requires a 'callee' symbol reference attribute");
  CmOp *fn = cm_symbol_lookup_nearest(op, fn_attr);
  CmType *fty = fn && cm_op_name_is(fn, "func") ? func_type_of(fn)
                                                        : NULL;
  if (!fty) {
    CmStr name = cm_ident_str(fn_attr->symref.root);
    return cm_op_emit_error(op, "'%.*s' does not reference a valid function",
                            (int)name.len, name.data);
  }
  if (fty->func.num_inputs != cm_op_num_operands(op))
    return cm_op_emit_error(op, "incorrect number of operands for callee");
  for (unsigned i = 0; i < fty->func.num_inputs; i++) {
    CmType *want = fty->func.types[i];
    CmType *got = cm_op_operand(op, i) ? cm_op_operand(op, i)->type : NULL;
    if (got != want) {
      CmDiag *d =
          cm_op_diag_error(op, "operand type mismatch: expected operand type ");
      append_qtype(d, want);
      cm_diag_append(d, ", but provided ");
      append_qtype(d, got);
      cm_diag_append(d, " for operand number %u", i);
      return cm_diag_report(d);
    }
  }
  if (fty->func.num_results != cm_op_num_results(op))
    return cm_op_emit_error(op, "incorrect number of results for callee");
  for (unsigned i = 0; i < fty->func.num_results; i++)
    if (cm_op_results(op)[i].type != fty->func.types[fty->func.num_inputs + i])
      return cm_op_emit_error(op, "result type mismatch");
  return CM_SUCCESS;
}

static const CmSymbolUserInterface call_symbol_user = {
    call_verify_symbol_uses};
static const CmInterfaceImpl call_ifaces[] = {
    {CM_IFACE_CALL, &call_call}, {CM_IFACE_SYMBOL_USER, &call_symbol_user}};

static const CmOdsValue call_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue call_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsAttr call_attrs[] = {{"callee", &cm_ac_callee, true, NULL}};
static const CmOdsOp call_ods = {
    .summary = "call operation",
    CM_ODS_OPERANDS(call_operands),
    CM_ODS_RESULTS(call_results),
    CM_ODS_ATTRS(call_attrs),
    .format = "$callee `(` $operands `)` attr-dict `:` "
              "functional-type($operands, results)",
    CM_ODS_INTERFACES(call_ifaces),
};

/* ---------------------------------------------------------------------- */
/* std.call_indirect                                                       */
/* ---------------------------------------------------------------------- */

static CmAttr *call_indirect_callee_symbol(CmOp *op) {
  (void)op;
  return NULL;
}
static CmValue *call_indirect_callee_value(CmOp *op) {
  return cm_op_num_operands(op) ? cm_op_operand(op, 0) : NULL;
}
static unsigned call_indirect_args_begin(CmOp *op) {
  (void)op;
  return 1;
}
static const CmCallInterface call_indirect_call = {
    call_indirect_callee_symbol, call_indirect_callee_value,
    call_indirect_args_begin};
static const CmInterfaceImpl call_indirect_ifaces[] = {
    {CM_IFACE_CALL, &call_indirect_call}};

/* Format "$callee `(` $callee_operands `)` attr-dict `:` type($callee)"
 * with the operand and result types taken from the callee's type. */
static CmResult call_indirect_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand callee;
  CmOperandVec args = {0};
  CmNamedAttrVec attrs = {0};
  CmValueVec vals = {0};
  CmType *fty = NULL;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &callee) || cm_parse_tok(p, CM_TOK_LPAREN))
    goto done;
  const char *args_pos = cm_parser_pos(p);
  if (cm_parse_operand_list(p, &args, -1, CM_DELIM_NONE) ||
      cm_parse_tok(p, CM_TOK_RPAREN) ||
      cm_parse_optional_attr_dict(p, &attrs) || cm_parse_tok(p, CM_TOK_COLON))
    goto done;
  if (cm_parse_type(p, &fty))
    goto done;
  if (fty->kind != CM_TYPE_FUNCTION) {
    /* upstream reports the type constraint at the op's location */
    CmDiag *d = cm_diag_error(cm_op_state_loc(st),
                              "custom op '%s' 'callee' must be "
                              "function type, but got ",
                              "std.call_indirect");
    append_qtype(d, fty);
    cm_diag_report(d);
    goto done;
  }
  if (cm_resolve_operand(p, &callee, fty, &vals))
    goto done;
  if (args.len != fty->func.num_inputs) {
    custom_error_at(p, st, args_pos, "%zu operands present, but expected %u",
                    args.len, fty->func.num_inputs);
    goto done;
  }
  if (cm_resolve_operands(p, args.data, args.len, fty->func.types,
                          fty->func.num_inputs, args_pos, &vals))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  for (unsigned i = 0; i < fty->func.num_results; i++)
    CM_VEC_PUSH(st->types, fty->func.types[fty->func.num_inputs + i]);
  r = CM_SUCCESS;
done:
  push_attrs(st, &attrs);
  CM_VEC_FREE(args);
  CM_VEC_FREE(vals);
  return r;
}

static void call_indirect_print(CmPrinter *p, CmOp *op) {
  if (!cm_op_num_operands(op))
    return;
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "(");
  for (unsigned i = 1; i < cm_op_num_operands(op); i++) {
    if (i > 1)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, ")");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

/* TypesMatchWith callee -> callee_operands / results (ranges). */
static CmResult call_indirect_verify(CmOp *op) {
  CmType *fty = cm_op_operand(op, 0)->type;
  if (fty->kind != CM_TYPE_FUNCTION)
    return CM_SUCCESS; /* reported by the operand constraint */
  bool ok = fty->func.num_inputs == cm_op_num_operands(op) - 1;
  for (unsigned i = 0; ok && i < fty->func.num_inputs; i++)
    ok = cm_op_operand(op, i + 1)->type == fty->func.types[i];
  if (!ok)
    return cm_op_emit_error(
        op, "failed to verify that callee input types match argument types");
  ok = fty->func.num_results == cm_op_num_results(op);
  for (unsigned i = 0; ok && i < fty->func.num_results; i++)
    ok = cm_op_results(op)[i].type == fty->func.types[fty->func.num_inputs + i];
  if (!ok)
    return cm_op_emit_error(
        op, "failed to verify that callee result types match result types");
  return CM_SUCCESS;
}

static const CmOdsValue call_indirect_operands[] = {
    {"callee", CM_ODS_ONE, &cm_tc_function},
    {"callee_operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue call_indirect_results[] = {
    {"results", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp call_indirect_ods = {
    .summary = "indirect call operation",
    CM_ODS_OPERANDS(call_indirect_operands),
    CM_ODS_RESULTS(call_indirect_results),
    CM_ODS_INTERFACES(call_indirect_ifaces),
};

/* ---------------------------------------------------------------------- */
/* std.return                                                              */
/* ---------------------------------------------------------------------- */

static const char *const return_parents[] = {"func", NULL};

static CmResult return_verify(CmOp *op) {
  CmOp *fn = cm_op_parent_op(op);
  if (!fn || !cm_op_name_is(fn, "func"))
    return CM_SUCCESS; /* HasParent reported it (verify_invariants) */
  CmType *fty = func_type_of(fn);
  if (!fty)
    return CM_SUCCESS; /* the func reports its own type */
  CmIdent *name = cm_symbol_name(fn);
  CmStr n = {"", 0};
  if (name)
    n = cm_ident_str(name);
  unsigned nres = fty->func.num_results;
  if (cm_op_num_operands(op) != nres)
    return cm_op_emit_error(
        op, "has %u operands, but enclosing function (@%.*s) returns %u",
        cm_op_num_operands(op), (int)n.len, n.data, nres);
  for (unsigned i = 0; i < nres; i++) {
    CmType *want = fty->func.types[fty->func.num_inputs + i];
    CmType *got = cm_op_operand(op, i)->type;
    if (got != want) {
      CmDiag *d = cm_op_diag_plain_error(op, "type of return operand %u (", i);
      append_qtype(d, got);
      cm_diag_append(d, ") doesn't match function result type (");
      append_qtype(d, want);
      cm_diag_append(d, ") in function @%.*s", (int)n.len, n.data);
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

static const CmOdsValue return_operands[] = {
    {"operands", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp return_ods = {
    .summary = "return operation",
    CM_ODS_OPERANDS(return_operands),
    .parents = return_parents,
    .format = "attr-dict ($operands^ `:` type($operands))?",
};

/* ---------------------------------------------------------------------- */
/* std.assert                                                              */
/* ---------------------------------------------------------------------- */

static const CmOdsValue assert_operands[] = {{"arg", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsAttr assert_attrs[] = {
    {"msg", &cm_ac_string, false, NULL}};
static const CmOdsOp assert_ods = {
    .summary = "Assert operation with message attribute",
    CM_ODS_OPERANDS(assert_operands),
    CM_ODS_ATTRS(assert_attrs),
    .format = "$arg `,` $msg attr-dict",
};

/* ---------------------------------------------------------------------- */
/* Registration                                                            */
/* ---------------------------------------------------------------------- */

static const CmOpDef control_ops[] = {
    {.name = "std.br",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_TERMINATOR,
     .ods = &br_ods,
     .get_canonicalization_patterns = cm_std_br_canonicalization_patterns},
    {.name = "std.cond_br",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .ods = &cond_br_ods,
     .get_canonicalization_patterns =
         cm_std_cond_br_canonicalization_patterns},
    {.name = "std.switch",
     .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS | CM_TRAIT_NO_SIDE_EFFECT |
               CM_TRAIT_TERMINATOR,
     .parse = switch_parse,
     .print = switch_print,
     .verify = switch_verify,
     .ods = &switch_ods,
     .get_canonicalization_patterns = cm_std_switch_canonicalization_patterns},
    {.name = "std.call",
     .traits = CM_TRAIT_CALL | CM_TRAIT_MEMREFS_NORMALIZABLE,
     .ods = &call_ods},
    {.name = "std.call_indirect",
     .traits = CM_TRAIT_CALL,
     .parse = call_indirect_parse,
     .print = call_indirect_print,
     .verify = call_indirect_verify,
     .ods = &call_indirect_ods,
     .get_canonicalization_patterns =
         cm_std_call_indirect_canonicalization_patterns},
    {.name = "std.return",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_HAS_PARENT |
               CM_TRAIT_MEMREFS_NORMALIZABLE | CM_TRAIT_RETURN_LIKE |
               CM_TRAIT_TERMINATOR,
     .verify = return_verify,
     .ods = &return_ods},
    {.name = "std.assert",
     .ods = &assert_ods,
     .get_canonicalization_patterns = cm_std_assert_canonicalization_patterns},
};

void cm_std_register_control_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, control_ops, CM_ODS_ARRAY_LEN(control_ops));
}
