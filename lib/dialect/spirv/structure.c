/* structure.c - the structure, memory and control-flow ops of `spv`
 * (MLIR 13 syntax, generic form, verifier messages).
 *
 * Enum-valued attributes are i32 integer attributes as in 13
 * (`storage_class = 7 : i32`); their custom forms are keywords or strings
 * depending on the op, as 13 prints them. */
#include "spirv_ops.h"

#include "cmlir/ods.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------
 * helpers
 * --------------------------------------------------------------------- */
static CmType *i32t(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}
static CmAttr *i32a(CmContext *ctx, int64_t v) {
  return cm_integer_attr(i32t(ctx), v);
}
static void add_attr(CmOpState *st, const char *name, CmAttr *v) {
  cm_op_state_add_attr(st, name, v);
}
static bool get_u32(const CmOp *op, const char *name, uint32_t *out) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = (uint32_t)a->integer.value;
  return true;
}

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

/* 13's parseEnumKeywordAttr: `Keyword` stored as an i32 attribute. */
static CmResult parse_enum_kw(CmParser *p, CmOpState *st, CmSpvEnumKind k,
                              const char *attr) {
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return CM_FAILURE;
  uint32_t v;
  if (!cm_spv_enum_symbolize(k, kw, &v))
    return custom_error_at(p, st, pos, "invalid %s attribute specification: "
                                       "%.*s",
                           attr, (int)kw.len, kw.data);
  add_attr(st, attr, i32a(st->ctx, v));
  return CM_SUCCESS;
}

/* 13's parseEnumStrAttr: `"Keyword"` stored as an i32 attribute. */
static CmResult parse_enum_str(CmParser *p, CmOpState *st, CmSpvEnumKind k,
                               const char *attr, uint32_t *out) {
  const char *pos = cm_parser_pos(p);
  CmBuf s;
  cm_buf_init(&s);
  const char *shown = attr ? attr : "storage_class";
  if (cm_parser_token(p)->kind != CM_TOK_STRING) {
    cm_buf_free(&s);
    /* 13 parses an attribute of type none first: its errors come first
     * (`%0` gives "expected non-function type"). */
    CmAttr *a;
    if (cm_parse_attribute(p, cm_none_type(st->ctx), &a))
      return CM_FAILURE;
    return custom_error_at(p, st, pos,
                           "expected %s attribute specified as string", shown);
  }
  cm_parse_optional_string(p, &s);
  uint32_t v;
  CmStr str = {s.data ? s.data : "", s.len};
  if (!cm_spv_enum_symbolize(k, str, &v)) {
    custom_error_at(p, st, pos, "invalid %s attribute specification: \"%.*s\"",
                    shown, (int)str.len, str.data);
    cm_buf_free(&s);
    return CM_FAILURE;
  }
  cm_buf_free(&s);
  if (attr)
    add_attr(st, attr, i32a(st->ctx, v));
  if (out)
    *out = v;
  return CM_SUCCESS;
}

static void print_enum_str(CmPrinter *p, CmSpvEnumKind k, uint32_t v) {
  CmBuf *b = cm_printer_buf(p);
  cm_buf_putc(b, '"');
  if (!cm_spv_enum_print(k, v, b))
    cm_buf_printf(b, "%u", v);
  cm_buf_putc(b, '"');
}

static void print_enum_kw(CmPrinter *p, CmSpvEnumKind k, uint32_t v) {
  if (!cm_spv_enum_print(k, v, cm_printer_buf(p)))
    cm_print_printf(p, "%u", v);
}

static bool enum_valid(CmSpvEnumKind k, uint32_t v) {
  CmBuf b;
  cm_buf_init(&b);
  bool ok = cm_spv_enum_print(k, v, &b);
  cm_buf_free(&b);
  return ok;
}

static bool is_spv_ptr(const CmType *t) {
  return cm_spv_type_id(t) == CM_SPV_PTR;
}

static CmResult type_error(CmOp *op, const char *pre, const CmType *t,
                           const char *post) {
  CmDiag *d = cm_op_diag_error(op, "%s", pre);
  cm_diag_append(d, "'");
  cm_diag_append_type(d, t);
  cm_diag_append(d, "'%s", post);
  return cm_diag_report(d);
}

/* The enclosing spv.func (or any function-like op). */
static CmOp *enclosing_func(CmOp *op) {
  for (CmOp *o = cm_op_parent_op(op); o; o = cm_op_parent_op(o))
    if (cm_op_has_trait(o, CM_TRAIT_FUNCTION_LIKE))
      return o;
  return NULL;
}

/* The enclosing function when it is a spv.func: 13 checks returns against
 * spv.func only (in a builtin func, as the conversions' tests write them,
 * any spv.Return / spv.ReturnValue is accepted). */
static CmOp *enclosing_spv_func(CmOp *op) {
  CmOp *f = enclosing_func(op);
  return f && cm_op_name_is(f, "spv.func") ? f : NULL;
}

static const CmType *func_type(const CmOp *f) {
  CmAttr *t = cm_op_get_attr(f, "type");
  return t && t->kind == CM_ATTR_TYPE && t->type_value->kind == CM_TYPE_FUNCTION
             ? t->type_value
             : NULL;
}

/* The nearest symbol table above `op` and the symbol `name` in it. */
static CmOp *lookup_symbol(CmOp *op, CmAttr *ref) {
  if (!ref || ref->kind != CM_ATTR_SYMBOL_REF)
    return NULL;
  CmOp *table = cm_op_parent_op(op);
  while (table && !cm_op_has_trait(table, CM_TRAIT_SYMBOL_TABLE))
    table = cm_op_parent_op(table);
  if (!table)
    return NULL;
  /* through the symbol cache cm_verify keeps: O(1), not a scan */
  CmStr name = cm_ident_str(ref->symref.root);
  return cm_symbol_table_lookup(table, name.data, name.len);
}

/* ---------------------------------------------------------------------
 * spv.module
 * --------------------------------------------------------------------- */
static CmResult module_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  cm_parse_optional_symbol_name(p, "sym_name", &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  if (parse_enum_kw(p, st, CM_SPV_E_AddressingModel, "addressing_model") ||
      parse_enum_kw(p, st, CM_SPV_E_MemoryModel, "memory_model"))
    return CM_FAILURE;
  if (cm_parse_optional_keyword(p, "requires")) {
    const char *pos = cm_parser_pos(p);
    CmAttr *vce;
    if (cm_parse_attribute(p, NULL, &vce))
      return CM_FAILURE;
    if (cm_spv_attr_id(vce) != CM_SPV_ATTR_VCE)
      return custom_error_at(p, st, pos, "invalid kind of attribute "
                                         "specified");
    add_attr(st, "vce_triple", vce);
  }
  CmNamedAttrVec extra = {0};
  CmResult r = cm_parse_optional_attr_dict_with_keyword(p, &extra);
  for (size_t i = 0; i < extra.len; i++)
    CM_VEC_PUSH(st->attrs, extra.data[i]);
  CM_VEC_FREE(extra);
  if (r)
    return r;
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_region(p, body, 0, NULL, false))
    return CM_FAILURE;
  if (!body->first)
    cm_region_append_block(body, cm_block_create());
  return CM_SUCCESS;
}

static void module_print(CmPrinter *p, CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  if (name && name->kind == CM_ATTR_STRING) {
    cm_print_str(p, " ");
    cm_print_symbol_name(p, cm_ident_str(name->str.value));
  }
  uint32_t am = 0, mm = 0;
  get_u32(op, "addressing_model", &am);
  get_u32(op, "memory_model", &mm);
  cm_print_str(p, " ");
  print_enum_kw(p, CM_SPV_E_AddressingModel, am);
  cm_print_str(p, " ");
  print_enum_kw(p, CM_SPV_E_MemoryModel, mm);
  CmAttr *vce = cm_op_get_attr(op, "vce_triple");
  if (vce) {
    cm_print_str(p, " requires ");
    cm_print_attr(p, vce);
  }
  static const char *const elided[] = {"addressing_model", "memory_model",
                                       "vce_triple", "sym_name"};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 4, elided);
  cm_print_region(p, cm_op_region(op, 0), false, false);
}

/* 13's ODS invariants of spv.module (SizedRegion<1>), checked before the
 * SymbolTable trait's own block count. */
static CmResult module_invariants(CmOp *op) {
  if (cm_op_num_regions(op) != 1)
    return cm_op_emit_error(op, "requires one region");
  CmRegion *r = cm_op_region(op, 0);
  if (r->first && r->first->next)
    return cm_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
  return CM_SUCCESS;
}

static CmResult module_verify(CmOp *op) {
  uint32_t v;
  if (!get_u32(op, "addressing_model", &v) ||
      !cm_spv_enum_case(CM_SPV_E_AddressingModel, v))
    return cm_op_emit_error(op, "requires attribute 'addressing_model'");
  if (!get_u32(op, "memory_model", &v) ||
      !cm_spv_enum_case(CM_SPV_E_MemoryModel, v))
    return cm_op_emit_error(op, "requires attribute 'memory_model'");
  CmAttr *vce = cm_op_get_attr(op, "vce_triple");
  if (vce && cm_spv_attr_id(vce) != CM_SPV_ATTR_VCE)
    return cm_op_emit_error(op, "attribute 'vce_triple' failed to satisfy "
                                "constraint: version-capability-extension "
                                "attribute");
  CmBlock *b = cm_op_region(op, 0)->first;
  /* (execution model, function) pairs of the entry points seen */
  for (CmOp *o = b ? b->first : NULL; o; o = cm_op_next(o)) {
    CmDialect *d = cm_op_opname(o)->dialect;
    if (!d || strcmp(d->name, "spv") != 0)
      return cm_op_emit_plain_error(o, "'spv.module' can only contain spv.* "
                                       "ops");
    if (cm_op_name_is(o, "spv.func")) {
      CmRegion *r = cm_op_region(o, 0);
      if (!r->first)
        return cm_op_emit_plain_error(o, "'spv.module' cannot contain "
                                         "external functions");
      for (CmBlock *fb = r->first; fb; fb = fb->next)
        for (CmOp *in = fb->first; in; in = cm_op_next(in)) {
          CmDialect *id = cm_op_opname(in)->dialect;
          if (!id || strcmp(id->name, "spv") != 0)
            return cm_op_emit_plain_error(in, "functions in 'spv.module' can "
                                              "only contain spv.* ops");
        }
    } else if (cm_op_name_is(o, "spv.EntryPoint")) {
      CmAttr *fn = cm_op_get_attr(o, "fn");
      CmOp *f = lookup_symbol(o, fn);
      if (!f || !cm_op_name_is(f, "spv.func")) {
        CmStr n = fn && fn->kind == CM_ATTR_SYMBOL_REF
                      ? cm_ident_str(fn->symref.root)
                      : CM_STR("");
        return cm_op_emit_plain_error(o, "function '%.*s' not found in "
                                         "'spv.module'",
                                      (int)n.len, n.data);
      }
      uint32_t model = 0;
      get_u32(o, "execution_model", &model);
      for (CmOp *q = b->first; q != o; q = cm_op_next(q)) {
        uint32_t m2 = 0;
        if (cm_op_name_is(q, "spv.EntryPoint") &&
            cm_op_get_attr(q, "fn") == fn &&
            get_u32(q, "execution_model", &m2) && m2 == model) {
          return cm_op_emit_plain_error(o, "duplicate of a previous "
                                           "EntryPointOp");
        }
      }
    }
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * spv.func
 * --------------------------------------------------------------------- */
static CmResult func_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = st->ctx;
  CmResult r = CM_FAILURE;
  CM_VEC(CmRegionArg) args = {0};
  CmTypeVec in = {0}, res = {0};
  CmNamedAttrVec attrs = {0};
  CM_VEC(CmAttr *) arg_attrs = {0};
  bool any_arg_attrs = false;
  if (!cm_parse_optional_symbol_name(p, "sym_name", &attrs)) {
    custom_error_at(p, st, cm_parser_pos(p),
                    "expected valid '@'-identifier for symbol name");
    goto out;
  }
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    goto out;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    /* a declaration (13's external function form) lists types only */
    bool decl = cm_parser_token(p)->kind != CM_TOK_PERCENT_ID;
    do {
      if (decl) {
        CmType *t;
        if (cm_parse_type(p, &t))
          goto out;
        CM_VEC_PUSH(in, t);
      } else {
        CmRegionArg a;
        if (cm_parser_token(p)->kind != CM_TOK_PERCENT_ID) {
          /* `...` (variadic) and anything else that is not an argument */
          custom_error_at(p, st, cm_parser_pos(p), "expected SSA identifier");
          goto out;
        }
        if (cm_parse_region_argument(p, &a))
          goto out;
        CM_VEC_PUSH(args, a);
        CM_VEC_PUSH(in, a.type);
      }
      /* argument attributes (spv.interface_var_abi), kept in arg_attrs */
      CmNamedAttrVec aa = {0};
      if (cm_parse_optional_attr_dict(p, &aa)) {
        CM_VEC_FREE(aa);
        goto out;
      }
      if (aa.len)
        any_arg_attrs = true;
      CM_VEC_PUSH(arg_attrs, cm_dict_attr(ctx, (unsigned)aa.len, aa.data));
      CM_VEC_FREE(aa);
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (any_arg_attrs)
      CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(ctx, "arg_attrs"),
                                        cm_array_attr(ctx,
                                                      (unsigned)arg_attrs.len,
                                                      arg_attrs.data)}));
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto out;
  }
  if (cm_parse_optional_tok(p, CM_TOK_ARROW) &&
      cm_parse_function_result_types(p, &res))
    goto out;
  CmType *fty = cm_function_type(ctx, (unsigned)in.len, in.data,
                                 (unsigned)res.len, res.data);
  CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(ctx, "type"),
                                    cm_type_attr(fty)}));
  uint32_t fc;
  if (parse_enum_str(p, st, CM_SPV_E_FunctionControl, "function_control",
                     &fc))
    goto out;
  if (cm_parse_optional_attr_dict_with_keyword(p, &attrs))
    goto out;
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_optional_region(p, body, args.len, args.data) ==
      CM_OPT_FAILURE)
    goto out;
  r = CM_SUCCESS;
out:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(arg_attrs);
  CM_VEC_FREE(args);
  CM_VEC_FREE(in);
  CM_VEC_FREE(res);
  return r;
}

static void func_print(CmPrinter *p, CmOp *op) {
  const CmType *fty = func_type(op);
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  cm_print_str(p, " ");
  cm_print_symbol_name(p, name && name->kind == CM_ATTR_STRING
                              ? cm_ident_str(name->str.value)
                              : CM_STR(""));
  cm_print_str(p, "(");
  CmRegion *body = cm_op_region(op, 0);
  CmBlock *entry = body->first;
  unsigned nin = fty ? fty->func.num_inputs : 0;
  for (unsigned i = 0; i < nin; i++) {
    if (i)
      cm_print_str(p, ", ");
    if (entry && i < entry->num_args)
      cm_print_region_argument(p, entry->args[i]);
    else
      cm_print_type(p, fty->func.types[i]);
    CmAttr *aa = cm_op_get_attr(op, "arg_attrs");
    if (aa && aa->kind == CM_ATTR_ARRAY && i < aa->array.num &&
        aa->array.elems[i]->kind == CM_ATTR_DICTIONARY)
      cm_print_optional_attr_dict(p, aa->array.elems[i], 0, NULL);
  }
  cm_print_str(p, ")");
  if (fty && fty->func.num_results) {
    cm_print_str(p, " -> ");
    cm_print_arrow_type_list(p, fty->func.num_results, fty->func.types + nin);
  }
  uint32_t fc = 0;
  get_u32(op, "function_control", &fc);
  cm_print_str(p, " ");
  print_enum_str(p, CM_SPV_E_FunctionControl, fc);
  static const char *const elided[] = {"sym_name", "type",
                                       "function_control", "arg_attrs"};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 4, elided);
  if (entry)
    cm_print_region(p, body, false, true);
}

/* 13's InModuleScope trait. */
static CmResult module_level_verify(CmOp *op) {
  CmOp *parent = cm_op_parent_op(op);
  if (parent && !cm_op_has_trait(parent, CM_TRAIT_SYMBOL_TABLE))
    return cm_op_emit_error(op, "failed to verify that op must appear in a "
                                "module-like op's block");
  return CM_SUCCESS;
}

static CmResult func_verify(CmOp *op) {
  if (module_level_verify(op))
    return CM_FAILURE;
  const CmType *fty = func_type(op);
  if (!fty)
    return cm_op_emit_error(op, "requires a type attribute 'type'");
  if (fty->func.num_results > 1)
    return cm_op_emit_error(op, "cannot have more than one result");
  uint32_t fc;
  CmAttr *a = cm_op_get_attr(op, "function_control");
  if (!a)
    return cm_op_emit_error(op, "requires attribute 'function_control'");
  if (!get_u32(op, "function_control", &fc) ||
      !enum_valid(CM_SPV_E_FunctionControl, fc))
    return cm_op_emit_error(op, "attribute 'function_control' failed to "
                                "satisfy constraint: valid SPIR-V "
                                "FunctionControl");
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * returns, unreachable
 * --------------------------------------------------------------------- */
static CmResult in_function_scope(CmOp *op) {
  if (!enclosing_func(op))
    return cm_op_emit_error(op, "must appear in a function-like op's block");
  return CM_SUCCESS;
}

static CmResult return_verify(CmOp *op) {
  if (in_function_scope(op))
    return CM_FAILURE;
  CmOp *f = enclosing_spv_func(op);
  const CmType *fty = f ? func_type(f) : NULL;
  if (fty && fty->func.num_results)
    return cm_op_emit_error(op, "cannot be used in functions returning "
                                "value");
  return CM_SUCCESS;
}

static CmResult retval_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand v;
  CmType *t;
  CmValueVec vals = {0};
  if (cm_parse_operand(p, &v) || cm_parse_colon_type(p, &t) ||
      cm_resolve_operand(p, &v, t, &vals)) {
    CM_VEC_FREE(vals);
    return CM_FAILURE;
  }
  CM_VEC_PUSH(st->operands, vals.data[0]);
  CM_VEC_FREE(vals);
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void value_colon_type_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult retval_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 1)
    return cm_op_emit_error(op, "expected 1 operands, but found %u",
                            cm_op_num_operands(op));
  if (in_function_scope(op))
    return CM_FAILURE;
  CmOp *f = enclosing_spv_func(op);
  const CmType *fty = f ? func_type(f) : NULL;
  if (!fty)
    return CM_SUCCESS;
  if (fty->func.num_results != 1)
    return cm_op_emit_error(op, "returns 1 value but enclosing function "
                                "requires %u results",
                            fty->func.num_results);
  CmType *want = fty->func.types[fty->func.num_inputs];
  CmType *got = cm_op_operand(op, 0)->type;
  if (want != got) {
    CmDiag *d = cm_op_diag_error(op, "return value's type ('");
    cm_diag_append_type(d, got);
    cm_diag_append(d, "') mismatch with function's result type ('");
    cm_diag_append_type(d, want);
    cm_diag_append(d, "')");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

static CmResult unreachable_verify(CmOp *op) {
  CmBlock *b = cm_op_block(op);
  if (!b)
    return CM_SUCCESS;
  /* 13 only rejects the entry block (reachability is not analysed). */
  if (b == b->parent->first)
    return cm_op_emit_error(op, "cannot be used in reachable block");
  return CM_SUCCESS;
}

static CmResult no_operand_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void no_operand_print(CmPrinter *p, CmOp *op) {
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

/* ---------------------------------------------------------------------
 * spv.Constant, spv.Undef
 * --------------------------------------------------------------------- */
static CmResult constant_parse(CmParser *p, CmOpState *st) {
  CmAttr *v;
  if (cm_parse_attribute(p, NULL, &v))
    return CM_FAILURE;
  add_attr(st, "value", v);
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  if (r)
    return r;
  CmType *t = v->type;
  if (v->kind == CM_ATTR_ARRAY || !t || t->kind == CM_TYPE_NONE ||
      t->kind == CM_TYPE_RANKED_TENSOR || t->kind == CM_TYPE_UNRANKED_TENSOR) {
    if (cm_parse_colon_type(p, &t))
      return CM_FAILURE;
  }
  CM_VEC_PUSH(st->types, t);
  return CM_SUCCESS;
}

static void constant_print(CmPrinter *p, CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "value");
  cm_print_str(p, " ");
  cm_print_attr(p, v);
  static const char *const elided[] = {"value"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  if (v && (v->kind == CM_ATTR_ARRAY ||
            (v->type && v->type->kind == CM_TYPE_RANKED_TENSOR))) {
    cm_print_str(p, " : ");
    cm_print_type(p, cm_op_result(op, 0)->type);
  }
}

static bool const_valid_attr(CmOp *op, CmAttr *v, CmType *t);

static CmResult constant_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 0)
    return cm_op_emit_error(op, "requires zero operands");
  if (cm_op_num_results(op) != 1)
    return cm_op_emit_error(op, "requires one result");
  CmAttr *v = cm_op_get_attr(op, "value");
  if (!v)
    return cm_op_emit_error(op, "requires attribute 'value'");
  CmType *t = cm_op_result(op, 0)->type;
  if (t->kind == CM_TYPE_NONE)
    return cm_op_emit_error(op, "cannot have value of type 'none'");
  if (!const_valid_attr(op, v, t))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* A dense tensor value for a (nested) spv.array result. */
static bool const_valid_tensor(CmOp *op, CmAttr *v, CmType *t) {
  if (cm_spv_type_id(t) != CM_SPV_ARRAY) {
    cm_op_emit_error(op, "must have spv.array result type for array value");
    return false;
  }
  int64_t n = 1;
  CmType *e = t;
  while (cm_spv_type_id(e) == CM_SPV_ARRAY) {
    n *= cm_spv_array_count(e);
    e = cm_spv_type_elem(e);
  }
  if (!cm_spv_is_scalar_type(e)) {
    cm_op_emit_error(op, "only support nested array result type");
    return false;
  }
  CmType *ve = v->type->shaped.elem;
  if (e != ve) {
    CmDiag *d = cm_op_diag_error(op, "result element type ('");
    cm_diag_append_type(d, e);
    cm_diag_append(d, "') does not match value element type ('");
    cm_diag_append_type(d, ve);
    cm_diag_append(d, "')");
    cm_diag_report(d);
    return false;
  }
  int64_t m = 1;
  for (unsigned i = 0; i < v->type->shaped.rank; i++)
    m *= v->type->shaped.shape[i];
  if (n != m) {
    cm_op_emit_error(op, "result number of elements (%lld) does not match "
                         "value number of elements (%lld)",
                     (long long)n, (long long)m);
    return false;
  }
  return true;
}

static bool const_valid_attr(CmOp *op, CmAttr *v, CmType *t) {
  if (v->kind == CM_ATTR_DENSE_ELEMENTS && v->type &&
      v->type->kind == CM_TYPE_RANKED_TENSOR)
    return const_valid_tensor(op, v, t);
  if (v->kind == CM_ATTR_INTEGER || v->kind == CM_ATTR_FLOAT ||
      v->kind == CM_ATTR_DENSE_ELEMENTS) {
    if (v->type != t) {
      CmDiag *d = cm_op_diag_error(op, "result type (");
      cm_diag_append_type(d, t);
      cm_diag_append(d, ") does not match value type (");
      cm_diag_append_type(d, v->type);
      cm_diag_append(d, ")");
      cm_diag_report(d);
      return false;
    }
    return true;
  }
  if (v->kind == CM_ATTR_ARRAY) {
    if (cm_spv_type_id(t) != CM_SPV_ARRAY) {
      cm_op_emit_error(op, "must have spv.array result type for array value");
      return false;
    }
    if (cm_spv_array_count(t) != v->array.num) {
      cm_op_emit_error(op, "result array type has %u elements but the value "
                           "has %u",
                       cm_spv_array_count(t), v->array.num);
      return false;
    }
    CmType *et = cm_spv_type_elem(t);
    for (unsigned i = 0; i < v->array.num; i++) {
      CmAttr *e = v->array.elems[i];
      if (e->kind == CM_ATTR_ARRAY) {
        if (!const_valid_attr(op, e, et))
          return false;
      } else if (e->type != et) {
        CmDiag *d = cm_op_diag_error(op, "has array element whose type ('");
        cm_diag_append_type(d, e->type);
        cm_diag_append(d, "') does not match the result element type ('");
        cm_diag_append_type(d, et);
        cm_diag_append(d, "')");
        cm_diag_report(d);
        return false;
      }
    }
    return true;
  }
  cm_op_emit_error(op, "cannot have value of type ");
  return false;
}

/* Appends to `out` (room for 24 more chars at `*n`) the decimal `v`. */
static void names_put_int(char *out, size_t *n, long long v) {
  char tmp[24];
  size_t k = 0;
  unsigned long long u = v < 0 ? 0ull - (unsigned long long)v
                               : (unsigned long long)v;
  do
    tmp[k++] = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0)
    out[(*n)++] = '-';
  while (k)
    out[(*n)++] = tmp[--k];
}

/* Appends the name of the integer or float type `t` ("i32", "ui8",
 * "f16"...) to `out` (room for 32 more chars at `*n`). */
static void names_put_scalar(char *out, size_t *n, CmType *t) {
  static const char *const floats[] = {"bf16", "f16", "f32",
                                       "f64",  "f80", "f128"};
  if (t->kind == CM_TYPE_INTEGER) {
    if (t->integer.signedness != CM_SIGNLESS)
      out[(*n)++] = t->integer.signedness == CM_SIGNED ? 's' : 'u';
    out[(*n)++] = 'i';
    names_put_int(out, n, (long long)t->integer.width);
    return;
  }
  const char *f = floats[t->kind - CM_TYPE_BF16];
  size_t len = strlen(f);
  memcpy(out + *n, f, len);
  *n += len;
}

static bool names_scalar(CmType *t) {
  return t->kind == CM_TYPE_INTEGER ||
         (t->kind >= CM_TYPE_BF16 && t->kind <= CM_TYPE_F128);
}

/* cst<value>_<type>, cst_vec_<n>x<elem>...: formatted into a fixed buffer
 * (the printer asks this for every constant it prints). */
static void constant_names(CmOp *op, CmSetNameFn set, void *user) {
  CmAttr *v = cm_op_get_attr(op, "value");
  CmType *t = cm_op_result(op, 0)->type;
  if (v && v->kind == CM_ATTR_INTEGER && t->kind == CM_TYPE_INTEGER &&
      t->integer.width == 1) {
    set(user, cm_op_result(op, 0), v->integer.value ? "true" : "false");
    return;
  }
  char b[128];
  size_t n = 0;
  memcpy(b, "cst", 3);
  n = 3;
  if (v && v->kind == CM_ATTR_INTEGER)
    names_put_int(b, &n, (long long)v->integer.value);
  if (names_scalar(t)) {
    b[n++] = '_';
    names_put_scalar(b, &n, t);
  }
  if (t->kind == CM_TYPE_VECTOR) {
    memcpy(b + n, "_vec_", 5);
    n += 5;
    names_put_int(b, &n, (long long)t->shaped.shape[0]);
    CmType *e = t->shaped.elem;
    if (names_scalar(e)) {
      b[n++] = 'x';
      names_put_scalar(b, &n, e);
    }
  }
  b[n] = 0;
  set(user, cm_op_result(op, 0), b);
}

static CmResult constant_fold(CmOp *op, CmAttr *const *operands,
                              CmFoldResult *res) {
  (void)operands;
  res[0].attr = cm_op_get_attr(op, "value");
  return res[0].attr ? CM_SUCCESS : CM_FAILURE;
}

static CmResult colon_result_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_optional_attr_dict(p, &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CmType *t;
  if (r || cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  CM_VEC_PUSH(st->types, t);
  return CM_SUCCESS;
}

static void colon_result_print(CmPrinter *p, CmOp *op) {
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

/* ---------------------------------------------------------------------
 * memory ops
 * --------------------------------------------------------------------- */
static CmResult push_attrs(CmParser *p, CmOpState *st, bool kw) {
  CmNamedAttrVec attrs = {0};
  CmResult r = kw ? cm_parse_optional_attr_dict_with_keyword(p, &attrs)
                  : cm_parse_optional_attr_dict(p, &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static CmResult parse_var_decorations(CmParser *p, CmOpState *st);

static CmResult variable_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand init;
  bool has_init = false;
  if (cm_parse_optional_keyword(p, "init")) {
    if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_operand(p, &init) ||
        cm_parse_tok(p, CM_TOK_RPAREN))
      return CM_FAILURE;
    has_init = true;
  }
  if (parse_var_decorations(p, st) || push_attrs(p, st, false))
    return CM_FAILURE;
  const char *pos = cm_parser_pos(p);
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  if (!is_spv_ptr(t))
    return custom_error_at(p, st, pos, "expected spv.ptr type");
  CM_VEC_PUSH(st->types, t);
  if (has_init) {
    CmValueVec v = {0};
    if (cm_resolve_operand(p, &init, cm_spv_ptr_pointee(t), &v)) {
      CM_VEC_FREE(v);
      return CM_FAILURE;
    }
    CM_VEC_PUSH(st->operands, v.data[0]);
    CM_VEC_FREE(v);
  }
  bool has_sc = false;
  for (size_t i = 0; i < st->attrs.len; i++)
    if (cm_str_eq_c(cm_ident_str(st->attrs.data[i].name), "storage_class"))
      has_sc = true;
  if (!has_sc)
    add_attr(st, "storage_class",
             i32a(st->ctx, cm_spv_ptr_storage_class(t)));
  return CM_SUCCESS;
}

static void variable_print(CmPrinter *p, CmOp *op) {
  if (cm_op_num_operands(op)) {
    cm_print_str(p, " init(");
    cm_print_operand(p, cm_op_operand(op, 0));
    cm_print_str(p, ")");
  }
  static const char *const elided[] = {"storage_class"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static bool is_constant_op(CmOp *d) {
  return d && (cm_op_name_is(d, "spv.Constant") ||
               cm_op_name_is(d, "spv.mlir.addressof") ||
               cm_op_name_is(d, "spv.mlir.referenceof") ||
               cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE));
}

static CmResult variable_verify(CmOp *op) {
  if (cm_op_num_operands(op) > 1)
    return cm_op_emit_error(op, "operand group starting at #0 requires 0 or "
                                "1 element, but found %u",
                            cm_op_num_operands(op));
  if (cm_op_num_results(op) != 1)
    return cm_op_emit_error(op, "requires one result");
  CmType *t = cm_op_result(op, 0)->type;
  if (!is_spv_ptr(t))
    return type_error(op, "result #0 must be any SPIR-V pointer type, but "
                          "got ",
                      t, "");
  uint32_t sc;
  if (!get_u32(op, "storage_class", &sc))
    return cm_op_emit_error(op, "requires attribute 'storage_class'");
  if (sc != cm_spv_ptr_storage_class(t))
    return cm_op_emit_error(op, "storage class must match result pointer's "
                                "storage class");
  uint32_t fn = 0;
  cm_spv_enum_symbolize(CM_SPV_E_StorageClass, CM_STR("Function"), &fn);
  if (sc != fn)
    return cm_op_emit_error(op, "can only be used to model function-level "
                                "variables. Use spv.GlobalVariable for "
                                "module-level variables.");
  if (cm_op_num_operands(op)) {
    CmOp *d = cm_value_defining_op(cm_op_operand(op, 0));
    if (!is_constant_op(d) && !(d && cm_op_name_is(d, "spv.GlobalVariable")))
      return cm_op_emit_error(op, "initializer must be the result of a "
                                  "constant or spv.GlobalVariable op");
  }
  static const char *const bad[] = {"descriptor_set", "binding", "built_in"};
  for (int i = 0; i < 3; i++)
    if (cm_op_get_attr(op, bad[i]))
      return cm_op_emit_error(op, "cannot have '%s' attribute (only allowed "
                                  "in spv.GlobalVariable)",
                              bad[i]);
  return CM_SUCCESS;
}

/* `["Access"(, align)?]` after load/store/copy; adds the attributes under
 * `access_name` / `align_name`. */
CmResult cm_spv_parse_memory_access(CmParser *p, CmOpState *st,
                                    const char *access_name,
                                    const char *align_name) {
  if (!cm_parse_optional_tok(p, CM_TOK_LSQUARE))
    return CM_SUCCESS;
  uint32_t ma;
  if (parse_enum_str(p, st, CM_SPV_E_MemoryAccess, access_name, &ma))
    return CM_FAILURE;
  uint32_t aligned = 0;
  cm_spv_enum_symbolize(CM_SPV_E_MemoryAccess, CM_STR("Aligned"), &aligned);
  if (ma & aligned) {
    if (cm_parse_tok(p, CM_TOK_COMMA))
      return CM_FAILURE;
    int64_t a;
    if (cm_parse_integer(p, &a))
      return CM_FAILURE;
    add_attr(st, align_name, i32a(st->ctx, a));
  }
  return cm_parse_tok(p, CM_TOK_RSQUARE);
}

static void print_memory_access(CmPrinter *p, CmOp *op,
                                const char *access_name,
                                const char *align_name) {
  uint32_t ma, al;
  if (!get_u32(op, access_name, &ma))
    return;
  cm_print_str(p, " [");
  print_enum_str(p, CM_SPV_E_MemoryAccess, ma);
  if (get_u32(op, align_name, &al))
    cm_print_printf(p, ", %u", al);
  cm_print_str(p, "]");
}

static CmResult verify_memory_access(CmOp *op, const char *access_name,
                                     const char *align_name) {
  uint32_t ma, al;
  CmAttr *a = cm_op_get_attr(op, access_name);
  if (!a)
    return CM_SUCCESS;
  if (!get_u32(op, access_name, &ma) ||
      !enum_valid(CM_SPV_E_MemoryAccess, ma))
    return cm_op_emit_error(op,
                            "attribute '%s' failed to satisfy constraint: "
                            "valid SPIR-V MemoryAccess",
                            access_name);
  uint32_t aligned = 0;
  cm_spv_enum_symbolize(CM_SPV_E_MemoryAccess, CM_STR("Aligned"), &aligned);
  bool has_align = get_u32(op, align_name, &al);
  if ((ma & aligned) && !has_align)
    return cm_op_emit_error(op, "missing alignment value");
  if (!(ma & aligned) && has_align)
    return cm_op_emit_error(
        op, strcmp(access_name, "source_memory_access")
                ? "invalid alignment specification without aligned memory "
                  "access specification"
                : "invalid alignment specification with non-aligned memory "
                  "access specification");
  return CM_SUCCESS;
}

static CmResult load_parse(CmParser *p, CmOpState *st) {
  uint32_t sc;
  CmUnresolvedOperand ptr;
  if (parse_enum_str(p, st, CM_SPV_E_StorageClass, NULL, &sc) ||
      cm_parse_operand(p, &ptr) ||
      cm_spv_parse_memory_access(p, st, "memory_access", "alignment") ||
      push_attrs(p, st, false))
    return CM_FAILURE;
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  CmValueVec v = {0};
  CmResult r = cm_resolve_operand(p, &ptr, cm_spv_ptr_type(t, sc), &v);
  if (!r) {
    CM_VEC_PUSH(st->operands, v.data[0]);
    CM_VEC_PUSH(st->types, t);
  }
  CM_VEC_FREE(v);
  return r;
}

static void load_print(CmPrinter *p, CmOp *op) {
  CmType *pt = cm_op_operand(op, 0)->type;
  cm_print_str(p, " ");
  print_enum_str(p, CM_SPV_E_StorageClass, cm_spv_ptr_storage_class(pt));
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  print_memory_access(p, op, "memory_access", "alignment");
  static const char *const elided[] = {"memory_access", "alignment"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static bool load_store_printable(const CmOp *op) {
  return cm_op_num_operands(op) >= 1 &&
         is_spv_ptr(cm_op_operand((CmOp *)op, 0)->type);
}

static CmResult check_ptr_value(CmOp *op, CmValue *ptr, CmType *val) {
  if (!is_spv_ptr(ptr->type))
    return type_error(op, "operand #0 must be any SPIR-V pointer type, but "
                          "got ",
                      ptr->type, "");
  if (cm_spv_ptr_pointee(ptr->type) != val)
    return cm_op_emit_error(op, "mismatch in result type and pointer type");
  return CM_SUCCESS;
}

static CmResult load_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 1)
    return cm_op_emit_error(op, "requires a single operand");
  if (cm_op_num_results(op) != 1)
    return cm_op_emit_error(op, "requires one result");
  if (check_ptr_value(op, cm_op_operand(op, 0), cm_op_result(op, 0)->type))
    return CM_FAILURE;
  return verify_memory_access(op, "memory_access", "alignment");
}

static CmResult store_parse(CmParser *p, CmOpState *st) {
  uint32_t sc;
  CmOperandVec ops = {0};
  CmResult r = CM_FAILURE;
  const char *pos;
  if (parse_enum_str(p, st, CM_SPV_E_StorageClass, NULL, &sc))
    goto out;
  pos = cm_parser_pos(p);
  if (cm_parse_operand_list(p, &ops, 2, CM_DELIM_NONE))
    goto out;
  if (cm_spv_parse_memory_access(p, st, "memory_access", "alignment") ||
      push_attrs(p, st, false))
    goto out;
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    goto out;
  CmType *tys[2] = {cm_spv_ptr_type(t, sc), t};
  CmValueVec v = {0};
  r = cm_resolve_operands(p, ops.data, ops.len, tys, 2, pos, &v);
  for (size_t i = 0; !r && i < v.len; i++)
    CM_VEC_PUSH(st->operands, v.data[i]);
  CM_VEC_FREE(v);
out:
  CM_VEC_FREE(ops);
  return r;
}

static void store_print(CmPrinter *p, CmOp *op) {
  CmType *pt = cm_op_operand(op, 0)->type;
  cm_print_str(p, " ");
  print_enum_str(p, CM_SPV_E_StorageClass, cm_spv_ptr_storage_class(pt));
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, ", ");
  cm_print_operand(p, cm_op_operand(op, 1));
  print_memory_access(p, op, "memory_access", "alignment");
  static const char *const elided[] = {"memory_access", "alignment"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 1)->type);
}

static CmResult store_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 2)
    return cm_op_emit_error(op, "expected 2 operands, but found %u",
                            cm_op_num_operands(op));
  if (check_ptr_value(op, cm_op_operand(op, 0), cm_op_operand(op, 1)->type))
    return CM_FAILURE;
  return verify_memory_access(op, "memory_access", "alignment");
}

static CmResult copy_parse(CmParser *p, CmOpState *st) {
  uint32_t sc1, sc2;
  CmUnresolvedOperand a, b;
  if (parse_enum_str(p, st, CM_SPV_E_StorageClass, NULL, &sc1) ||
      cm_parse_operand(p, &a) || cm_parse_tok(p, CM_TOK_COMMA) ||
      parse_enum_str(p, st, CM_SPV_E_StorageClass, NULL, &sc2) ||
      cm_parse_operand(p, &b) ||
      cm_spv_parse_memory_access(p, st, "memory_access", "alignment"))
    return CM_FAILURE;
  if (cm_parse_optional_tok(p, CM_TOK_COMMA) &&
      cm_spv_parse_memory_access(p, st, "source_memory_access", "source_alignment"))
    return CM_FAILURE;
  if (push_attrs(p, st, false))
    return CM_FAILURE;
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  CmValueVec v = {0};
  CmResult r = cm_resolve_operand(p, &a, cm_spv_ptr_type(t, sc1), &v);
  if (!r)
    r = cm_resolve_operand(p, &b, cm_spv_ptr_type(t, sc2), &v);
  for (size_t i = 0; !r && i < v.len; i++)
    CM_VEC_PUSH(st->operands, v.data[i]);
  CM_VEC_FREE(v);
  return r;
}

/* 13 prints `spv.CopyMemory  "SC" %a,  "SC" %b ["MA"(, n)]?,  ["SMA"(, n)]?
 * {attrs} : T` (its own spacing); the source part falls back to the
 * target's memory access and alignment when the op has no source ones. */
static void copy_print(CmPrinter *p, CmOp *op) {
  for (unsigned i = 0; i < 2; i++) {
    cm_print_str(p, i ? ",  " : "  ");
    print_enum_str(p, CM_SPV_E_StorageClass,
                   cm_spv_ptr_storage_class(cm_op_operand(op, i)->type));
    cm_print_str(p, " ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  print_memory_access(p, op, "memory_access", "alignment");
  cm_print_str(p, ", ");
  uint32_t ma, al;
  if (get_u32(op, "source_memory_access", &ma) ||
      get_u32(op, "memory_access", &ma)) {
    cm_print_str(p, " [");
    print_enum_str(p, CM_SPV_E_MemoryAccess, ma);
    uint32_t aligned = 0;
    cm_spv_enum_symbolize(CM_SPV_E_MemoryAccess, CM_STR("Aligned"), &aligned);
    if ((ma & aligned) && (get_u32(op, "source_alignment", &al) ||
                           get_u32(op, "alignment", &al)))
      cm_print_printf(p, ", %u", al);
    cm_print_str(p, "]");
  }
  static const char *const elided[] = {"memory_access", "alignment",
                                       "source_memory_access",
                                       "source_alignment"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 4, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_spv_ptr_pointee(cm_op_operand(op, 0)->type));
}

static CmResult copy_verify(CmOp *op) {
  if (cm_op_num_operands(op) != 2)
    return cm_op_emit_error(op, "expected 2 operands, but found %u",
                            cm_op_num_operands(op));
  CmType *a = cm_op_operand(op, 0)->type, *b = cm_op_operand(op, 1)->type;
  if (!is_spv_ptr(a) || !is_spv_ptr(b) ||
      cm_spv_ptr_pointee(a) != cm_spv_ptr_pointee(b))
    return cm_op_emit_error(op, "both operands must be pointers to the same "
                                "type");
  if (verify_memory_access(op, "memory_access", "alignment"))
    return CM_FAILURE;
  return verify_memory_access(op, "source_memory_access", "source_alignment");
}

/* The type an access chain's indices reach from `base` (a pointee type),
 * or NULL with an error on `op` (loc) when they do not. */
static CmType *access_chain_elem(CmOp *op, CmLoc *loc, CmType *t,
                                 unsigned n, CmValue *const *idx) {
  int64_t last = 0; /* 13 reports the last struct index read (or 0) */
  if (!n) {
    cm_emit_error(loc, "'spv.AccessChain' op expected at least one index ");
    return NULL;
  }
  for (unsigned i = 0; i < n; i++) {
    int id = cm_spv_type_id(t);
    if (id == CM_SPV_STRUCT || id == CM_SPV_STRUCT_ID) {
      CmOp *d = cm_value_defining_op(idx[i]);
      CmAttr *v = d && cm_op_name_is(d, "spv.Constant")
                      ? cm_op_get_attr(d, "value")
                      : NULL;
      if (!v || v->kind != CM_ATTR_INTEGER) {
        if (d && !cm_op_name_is(d, "spv.Constant")) {
          CmStr nm = cm_ident_str(cm_op_opname(d)->name);
          cm_emit_error(loc, "'spv.AccessChain' op index must be an integer "
                             "spv.Constant to access element of spv.struct, "
                             "but provided %.*s",
                        (int)nm.len, nm.data);
        } else {
          cm_emit_error(loc, "'spv.AccessChain' op index must be an integer "
                             "spv.Constant to access element of spv.struct");
        }
        return NULL;
      }
      int64_t k = v->integer.value;
      if (k < 0 || (uint64_t)k >= cm_spv_struct_num_members(t)) {
        CmDiag *dg = cm_diag_error(loc, "'spv.AccessChain' op index %lld out "
                                        "of bounds for '",
                                   (long long)k);
        cm_diag_append_type(dg, t);
        cm_diag_append(dg, "'");
        cm_diag_report(dg);
        return NULL;
      }
      t = cm_spv_struct_member(t, (unsigned)k);
      last = k;
    } else if (id == CM_SPV_ARRAY || id == CM_SPV_RTARRAY ||
               id == CM_SPV_MATRIX || id == CM_SPV_COOPMATRIX) {
      t = cm_spv_type_elem(t);
    } else if (t->kind == CM_TYPE_VECTOR) {
      t = t->shaped.elem;
    } else {
      CmDiag *dg = cm_diag_error(loc, "'spv.AccessChain' op cannot extract "
                                      "from non-composite type '");
      cm_diag_append_type(dg, t);
      cm_diag_append(dg, "' with index %lld", (long long)last);
      cm_diag_report(dg);
      return NULL;
    }
  }
  (void)op;
  return t;
}

static CmResult access_chain_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand base;
  CmOperandVec idx = {0};
  CmTypeVec types = {0};
  CmValueVec vals = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_operand(p, &base) ||
      cm_parse_operand_list(p, &idx, -1, CM_DELIM_SQUARE) ||
      push_attrs(p, st, false))
    goto out;
  const char *tpos = cm_parser_pos(p);
  CmType *bt;
  if (cm_parse_colon_type(p, &bt))
    goto out;
  CM_VEC_PUSH(types, bt);
  if (!idx.len) {
    cm_parser_error_at(p, tpos, "'spv.AccessChain' op expected at least one "
                                "index ");
    goto out;
  }
  if (cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_type_list(p, &types))
    goto out;
  if (types.len != idx.len + 1) {
    cm_parser_error_at(p, tpos, "'spv.AccessChain' op indices types' count "
                                "must be equal to indices info count");
    goto out;
  }
  if (!is_spv_ptr(types.data[0])) {
    CmBuf b;
    cm_buf_init(&b);
    cm_print_type_to(types.data[0], &b);
    cm_parser_error_at(p, tpos, "'spv.AccessChain' op expected a pointer to "
                                "composite type, but provided '%.*s'",
                       (int)b.len, b.data ? b.data : "");
    cm_buf_free(&b);
    goto out;
  }
  if (cm_resolve_operand(p, &base, types.data[0], &vals))
    goto out;
  for (size_t i = 0; i < idx.len; i++)
    if (cm_resolve_operand(p, &idx.data[i], types.data[i + 1], &vals))
      goto out;
  CmType *et = access_chain_elem(NULL, cm_parser_loc_at(p, tpos),
                                 cm_spv_ptr_pointee(types.data[0]),
                                 (unsigned)idx.len, vals.data + 1);
  if (!et)
    goto out;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, cm_spv_ptr_type(
                             et, cm_spv_ptr_storage_class(types.data[0])));
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(idx);
  CM_VEC_FREE(types);
  CM_VEC_FREE(vals);
  return r;
}

static void access_chain_print(CmPrinter *p, CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, "[");
  for (unsigned i = 1; i < n; i++) {
    if (i > 1)
      cm_print_str(p, ", ");
    cm_print_operand(p, cm_op_operand(op, i));
  }
  cm_print_str(p, "]");
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  cm_print_str(p, " : ");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, i)->type);
  }
}

static CmResult access_chain_verify(CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  if (n < 1)
    return cm_op_emit_error(op, "expected 1 or more operands");
  if (cm_op_num_results(op) != 1)
    return cm_op_emit_error(op, "requires one result");
  CmType *bt = cm_op_operand(op, 0)->type;
  if (!is_spv_ptr(bt))
    return type_error(op, "operand #0 must be any SPIR-V pointer type, but "
                          "got ",
                      bt, "");
  CmValue *idx[64];
  unsigned k = n - 1 > 64 ? 64 : n - 1;
  for (unsigned i = 0; i < k; i++)
    idx[i] = cm_op_operand(op, i + 1);
  CmType *et = access_chain_elem(op, cm_op_loc(op), cm_spv_ptr_pointee(bt),
                                 k, idx);
  if (!et)
    return CM_FAILURE;
  CmType *want = cm_spv_ptr_type(et, cm_spv_ptr_storage_class(bt));
  CmType *got = cm_op_result(op, 0)->type;
  if (want != got) {
    CmDiag *d = cm_op_diag_error(op, "invalid result type: expected ");
    cm_diag_append_type(d, want);
    cm_diag_append(d, ", but provided ");
    cm_diag_append_type(d, got);
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * symbol-referencing ops
 * --------------------------------------------------------------------- */
static CmResult parse_symref(CmParser *p, CmOpState *st, const char *name) {
  const char *pos = cm_parser_pos(p);
  CmAttr *a;
  if (cm_parse_attribute(p, NULL, &a))
    return CM_FAILURE;
  if (a->kind != CM_ATTR_SYMBOL_REF)
    return custom_error_at(p, st, pos, "invalid kind of attribute specified");
  add_attr(st, name, a);
  return CM_SUCCESS;
}

static CmResult symref_colon_parse(CmParser *p, CmOpState *st,
                                   const char *name) {
  if (parse_symref(p, st, name) || push_attrs(p, st, false))
    return CM_FAILURE;
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  CM_VEC_PUSH(st->types, t);
  return CM_SUCCESS;
}

static void symref_colon_print(CmPrinter *p, CmOp *op, const char *name) {
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, name));
  const char *elided[] = {name};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult addressof_parse(CmParser *p, CmOpState *st) {
  return symref_colon_parse(p, st, "variable");
}
static void addressof_print(CmPrinter *p, CmOp *op) {
  symref_colon_print(p, op, "variable");
}
static void addressof_names(CmOp *op, CmSetNameFn set, void *user) {
  CmAttr *v = cm_op_get_attr(op, "variable");
  if (!v || v->kind != CM_ATTR_SYMBOL_REF)
    return;
  CmBuf b;
  cm_buf_init(&b);
  cm_buf_putstr(&b, cm_ident_str(v->symref.root));
  cm_buf_puts(&b, "_addr");
  cm_buf_putc(&b, 0);
  set(user, cm_op_result(op, 0), b.data);
  cm_buf_free(&b);
}

static CmResult addressof_verify(CmOp *op) {
  CmOp *g = lookup_symbol(op, cm_op_get_attr(op, "variable"));
  if (!g || !cm_op_name_is(g, "spv.GlobalVariable"))
    return cm_op_emit_error(op, "expected spv.GlobalVariable symbol");
  CmAttr *t = cm_op_get_attr(g, "type");
  if (!t || t->kind != CM_ATTR_TYPE ||
      t->type_value != cm_op_result(op, 0)->type)
    return cm_op_emit_error(op, "result type mismatch with the referenced "
                                "global variable's type");
  return CM_SUCCESS;
}

static CmResult referenceof_parse(CmParser *p, CmOpState *st) {
  return symref_colon_parse(p, st, "spec_const");
}
static void referenceof_print(CmPrinter *p, CmOp *op) {
  symref_colon_print(p, op, "spec_const");
}
static CmResult referenceof_verify(CmOp *op) {
  CmOp *s = lookup_symbol(op, cm_op_get_attr(op, "spec_const"));
  CmType *t = NULL;
  if (s && cm_op_name_is(s, "spv.SpecConstant")) {
    CmAttr *v = cm_op_get_attr(s, "default_value");
    t = v ? v->type : NULL;
  } else if (s && cm_op_name_is(s, "spv.SpecConstantComposite")) {
    CmAttr *v = cm_op_get_attr(s, "type");
    t = v && v->kind == CM_ATTR_TYPE ? v->type_value : NULL;
  } else {
    return cm_op_emit_error(op, "expected spv.SpecConstant or "
                                "spv.SpecConstantComposite symbol");
  }
  if (t != cm_op_result(op, 0)->type)
    return cm_op_emit_error(op, "result type mismatch with the referenced "
                                "specialization constant's type");
  return CM_SUCCESS;
}

/* 13's variable decorations of spv.GlobalVariable and spv.Variable:
 * `bind(s, b)` or else `built_in("X")` (at most one of the two). */
static CmResult parse_var_decorations(CmParser *p, CmOpState *st) {
  if (cm_parse_optional_keyword(p, "bind")) {
    int64_t s, b;
    if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_integer(p, &s) ||
        cm_parse_tok(p, CM_TOK_COMMA) || cm_parse_integer(p, &b) ||
        cm_parse_tok(p, CM_TOK_RPAREN))
      return CM_FAILURE;
    add_attr(st, "descriptor_set", i32a(st->ctx, s));
    add_attr(st, "binding", i32a(st->ctx, b));
  } else if (cm_parse_optional_keyword(p, "built_in")) {
    CmBuf s;
    cm_buf_init(&s);
    if (cm_parse_tok(p, CM_TOK_LPAREN))
      return CM_FAILURE;
    if (cm_parser_token(p)->kind != CM_TOK_STRING) {
      const char *pos = cm_parser_pos(p);
      CmAttr *a;
      if (cm_parse_attribute(p, NULL, &a))
        return CM_FAILURE;
      return custom_error_at(p, st, pos, "invalid kind of attribute specified");
    }
    cm_parse_optional_string(p, &s);
    if (cm_parse_tok(p, CM_TOK_RPAREN)) {
      cm_buf_free(&s);
      return CM_FAILURE;
    }
    add_attr(st, "built_in",
             cm_string_attr(st->ctx, (CmStr){s.data ? s.data : "", s.len}));
    cm_buf_free(&s);
  }
  return CM_SUCCESS;
}

/* spv.GlobalVariable @name (initializer(@x))? (bind(s, b))?
 *   | (built_in("X"))? attr-dict : type */
static CmResult sym_name_parse(CmParser *p, CmOpState *st);

static CmResult global_parse(CmParser *p, CmOpState *st) {
  if (sym_name_parse(p, st))
    return CM_FAILURE;
  if (cm_parse_optional_keyword(p, "initializer")) {
    if (cm_parse_tok(p, CM_TOK_LPAREN) || parse_symref(p, st, "initializer") ||
        cm_parse_tok(p, CM_TOK_RPAREN))
      return CM_FAILURE;
  }
  if (parse_var_decorations(p, st))
    return CM_FAILURE;
  if (push_attrs(p, st, false))
    return CM_FAILURE;
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    return CM_FAILURE;
  add_attr(st, "type", cm_type_attr(t));
  return CM_SUCCESS;
}

static void global_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  CmAttr *n = cm_op_get_attr(op, "sym_name");
  cm_print_symbol_name(p, n && n->kind == CM_ATTR_STRING
                              ? cm_ident_str(n->str.value)
                              : CM_STR(""));
  CmAttr *init = cm_op_get_attr(op, "initializer");
  if (init) {
    cm_print_str(p, " initializer(");
    cm_print_attr(p, init);
    cm_print_str(p, ")");
  }
  uint32_t s, b;
  bool has_bind = get_u32(op, "descriptor_set", &s) &&
                  get_u32(op, "binding", &b);
  if (has_bind)
    cm_print_printf(p, " bind(%u, %u)", s, b);
  CmAttr *bi = cm_op_get_attr(op, "built_in");
  if (bi && bi->kind == CM_ATTR_STRING) {
    cm_print_str(p, " built_in(");
    cm_print_string_literal(p, cm_ident_str(bi->str.value));
    cm_print_str(p, ")");
  }
  const char *elided[6] = {"sym_name", "initializer", "built_in", "type"};
  unsigned ne = 4;
  if (has_bind) {
    elided[ne++] = "descriptor_set";
    elided[ne++] = "binding";
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), ne, elided);
  cm_print_str(p, " : ");
  CmAttr *t = cm_op_get_attr(op, "type");
  if (t && t->kind == CM_ATTR_TYPE)
    cm_print_type(p, t->type_value);
}

static CmResult global_verify(CmOp *op) {
  CmAttr *t = cm_op_get_attr(op, "type");
  if (!t || t->kind != CM_ATTR_TYPE)
    return cm_op_emit_error(op, "requires attribute 'type'");
  if (!is_spv_ptr(t->type_value))
    return cm_op_emit_error(op, "expected spv.ptr type");
  uint32_t sc = cm_spv_ptr_storage_class(t->type_value);
  const char *scs = cm_spv_enum_str(CM_SPV_E_StorageClass, sc);
  if (scs && (!strcmp(scs, "Function") || !strcmp(scs, "Generic")))
    return cm_op_emit_error(op, "storage class cannot be '%s'", scs);
  CmAttr *init = cm_op_get_attr(op, "initializer");
  if (init) {
    CmOp *d = lookup_symbol(op, init);
    if (!d || !(cm_op_name_is(d, "spv.GlobalVariable") ||
                cm_op_name_is(d, "spv.SpecConstant")))
      return cm_op_emit_error(op, "initializer must be result of a "
                                  "spv.SpecConstant or spv.GlobalVariable "
                                  "op");
  }
  CmOp *parent = cm_op_parent_op(op);
  if (parent && !cm_op_has_trait(parent, CM_TRAIT_SYMBOL_TABLE))
    return cm_op_emit_error(op, "must appear in a module-like op's block");
  return CM_SUCCESS;
}

static CmResult sym_name_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = cm_parse_symbol_name(p, "sym_name", &attrs);
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void sym_name_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  CmAttr *n = cm_op_get_attr(op, "sym_name");
  cm_print_symbol_name(p, n && n->kind == CM_ATTR_STRING
                              ? cm_ident_str(n->str.value)
                              : CM_STR(""));
}

/* spv.SpecConstant @name (spec_id(N))? = value */
static CmResult spec_parse(CmParser *p, CmOpState *st) {
  if (sym_name_parse(p, st))
    return CM_FAILURE;
  if (cm_parse_optional_keyword(p, "spec_id")) {
    int64_t id;
    if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_integer(p, &id) ||
        cm_parse_tok(p, CM_TOK_RPAREN))
      return CM_FAILURE;
    add_attr(st, "spec_id",
             cm_integer_attr(cm_integer_type(st->ctx, 64, CM_SIGNLESS), id));
  }
  CmAttr *v;
  if (cm_parse_tok(p, CM_TOK_EQUAL) || cm_parse_attribute(p, NULL, &v))
    return CM_FAILURE;
  add_attr(st, "default_value", v);
  return CM_SUCCESS;
}

static void spec_print(CmPrinter *p, CmOp *op) {
  sym_name_print(p, op);
  CmAttr *id = cm_op_get_attr(op, "spec_id");
  if (id && id->kind == CM_ATTR_INTEGER)
    cm_print_printf(p, " spec_id(%lld)", (long long)id->integer.value);
  cm_print_str(p, " = ");
  cm_print_attr(p, cm_op_get_attr(op, "default_value"));
}

static CmResult spec_verify(CmOp *op) {
  if (module_level_verify(op))
    return CM_FAILURE;
  CmAttr *id = cm_op_get_attr(op, "spec_id");
  if (id && id->kind == CM_ATTR_INTEGER && id->integer.value < 0)
    return cm_op_emit_error(op, "SpecId cannot be negative");
  CmAttr *v = cm_op_get_attr(op, "default_value");
  if (!v)
    return cm_op_emit_error(op, "requires attribute 'default_value'");
  if (v->kind != CM_ATTR_INTEGER && v->kind != CM_ATTR_FLOAT)
    return cm_op_emit_error(op, "default value can only be a bool, integer, "
                                "or float scalar");
  if (v->kind == CM_ATTR_INTEGER && !cm_spv_is_scalar_type(v->type))
    return cm_op_emit_error(op, "default value bitwidth disallowed");
  return CM_SUCCESS;
}

/* spv.SpecConstantComposite @name (@a, @b) : type */
static CmResult spec_composite_parse(CmParser *p, CmOpState *st) {
  if (sym_name_parse(p, st) || cm_parse_tok(p, CM_TOK_LPAREN))
    return CM_FAILURE;
  CM_VEC(CmAttr *) elems = {0};
  CmResult r = CM_FAILURE;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    do {
      const char *pos = cm_parser_pos(p);
      CmAttr *a;
      if (cm_parse_attribute(p, NULL, &a))
        goto out;
      if (a->kind != CM_ATTR_SYMBOL_REF) {
        custom_error_at(p, st, pos, "invalid kind of attribute specified");
        goto out;
      }
      CM_VEC_PUSH(elems, a);
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto out;
  }
  add_attr(st, "constituents",
           cm_array_attr(st->ctx, (unsigned)elems.len, elems.data));
  CmType *t;
  if (cm_parse_colon_type(p, &t))
    goto out;
  add_attr(st, "type", cm_type_attr(t));
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(elems);
  return r;
}

static void spec_composite_print(CmPrinter *p, CmOp *op) {
  sym_name_print(p, op);
  cm_print_str(p, " (");
  CmAttr *c = cm_op_get_attr(op, "constituents");
  for (unsigned i = 0; c && c->kind == CM_ATTR_ARRAY && i < c->array.num;
       i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_attr(p, c->array.elems[i]);
  }
  cm_print_str(p, ") : ");
  CmAttr *t = cm_op_get_attr(op, "type");
  if (t && t->kind == CM_ATTR_TYPE)
    cm_print_type(p, t->type_value);
}

static CmResult spec_composite_verify(CmOp *op) {
  if (module_level_verify(op))
    return CM_FAILURE;
  CmAttr *t = cm_op_get_attr(op, "type");
  if (!t || t->kind != CM_ATTR_TYPE)
    return cm_op_emit_error(op, "requires attribute 'type'");
  CmType *ct = t->type_value;
  char ts[256], es[256];
  if (!cm_spv_is_composite_type(ct))
    return cm_op_emit_plain_error(op, "result type must be a composite type, "
                                      "but provided '%s'",
                                  cm_spv_type_str(ct, ts, sizeof ts));
  if (cm_spv_type_id(ct) == CM_SPV_COOPMATRIX)
    return cm_op_emit_plain_error(op, "unsupported composite type  '%s'",
                                  cm_spv_type_str(ct, ts, sizeof ts));
  CmAttr *parts = cm_op_get_attr(op, "constituents");
  if (!parts || parts->kind != CM_ATTR_ARRAY)
    return cm_op_emit_error(op, "requires attribute 'constituents'");
  int64_t n = cm_spv_composite_num_elems(ct);
  if (n >= 0 && (uint64_t)n != parts->array.num)
    return cm_op_emit_plain_error(op, "has incorrect number of operands: "
                                      "expected %lld, but provided %u",
                                  (long long)n, parts->array.num);
  for (unsigned i = 0; n >= 0 && i < parts->array.num; i++) {
    CmOp *sc = lookup_symbol(op, parts->array.elems[i]);
    if (!sc || !cm_op_name_is(sc, "spv.SpecConstant"))
      return cm_op_emit_plain_error(op, "has an operand that is not a "
                                        "spv.SpecConstant");
    CmAttr *dv = cm_op_get_attr(sc, "default_value");
    CmType *want = cm_spv_composite_elem(ct, i);
    if (!dv || dv->type != want)
      return cm_op_emit_plain_error(
          op,
          "has incorrect types of operands: expected '%s', but provided '%s'",
          cm_spv_type_str(want, ts, sizeof ts),
          dv ? cm_spv_type_str(dv->type, es, sizeof es) : "");
  }
  return CM_SUCCESS;
}

/* spv.EntryPoint "Model" @fn (, @iface)* */
static CmResult entry_point_parse(CmParser *p, CmOpState *st) {
  if (parse_enum_str(p, st, CM_SPV_E_ExecutionModel, "execution_model",
                     NULL) ||
      parse_symref(p, st, "fn"))
    return CM_FAILURE;
  CM_VEC(CmAttr *) ifs = {0};
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    const char *pos = cm_parser_pos(p);
    CmAttr *a;
    if (cm_parse_attribute(p, NULL, &a) || a->kind != CM_ATTR_SYMBOL_REF) {
      CM_VEC_FREE(ifs);
      return custom_error_at(p, st, pos, "invalid kind of attribute "
                                         "specified");
    }
    CM_VEC_PUSH(ifs, a);
  }
  add_attr(st, "interface",
           cm_array_attr(st->ctx, (unsigned)ifs.len, ifs.data));
  CM_VEC_FREE(ifs);
  return CM_SUCCESS;
}

static void entry_point_print(CmPrinter *p, CmOp *op) {
  uint32_t m = 0;
  get_u32(op, "execution_model", &m);
  cm_print_str(p, " ");
  print_enum_str(p, CM_SPV_E_ExecutionModel, m);
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "fn"));
  CmAttr *ifs = cm_op_get_attr(op, "interface");
  for (unsigned i = 0; ifs && ifs->kind == CM_ATTR_ARRAY && i < ifs->array.num;
       i++) {
    cm_print_str(p, ", ");
    cm_print_attr(p, ifs->array.elems[i]);
  }
}

/* spv.ExecutionMode @fn "Mode" (, N)* */
static CmResult exec_mode_parse(CmParser *p, CmOpState *st) {
  if (parse_symref(p, st, "fn") ||
      parse_enum_str(p, st, CM_SPV_E_ExecutionMode, "execution_mode", NULL))
    return CM_FAILURE;
  CM_VEC(CmAttr *) vals = {0};
  while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
    int64_t v;
    if (cm_parse_integer(p, &v)) {
      CM_VEC_FREE(vals);
      return CM_FAILURE;
    }
    CM_VEC_PUSH(vals, i32a(st->ctx, v));
  }
  add_attr(st, "values",
           cm_array_attr(st->ctx, (unsigned)vals.len, vals.data));
  CM_VEC_FREE(vals);
  return CM_SUCCESS;
}

static void exec_mode_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "fn"));
  uint32_t m = 0;
  get_u32(op, "execution_mode", &m);
  cm_print_str(p, " ");
  print_enum_str(p, CM_SPV_E_ExecutionMode, m);
  CmAttr *vals = cm_op_get_attr(op, "values");
  for (unsigned i = 0;
       vals && vals->kind == CM_ATTR_ARRAY && i < vals->array.num; i++)
    cm_print_printf(p, ", %lld",
                    (long long)vals->array.elems[i]->integer.value);
}


/* spv.FunctionCall @callee(%a, %b) : (T, U) -> R */
static CmResult call_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmResult r = CM_FAILURE;
  if (parse_symref(p, st, "callee") ||
      cm_parse_operand_list(p, &ops, -1, CM_DELIM_PAREN) ||
      push_attrs(p, st, false))
    goto out;
  const char *pos = cm_parser_pos(p);
  CmType *ft;
  if (cm_parse_colon_type(p, &ft))
    goto out;
  if (ft->kind != CM_TYPE_FUNCTION) {
    cm_parser_error_at(p, pos, "expected function type");
    goto out;
  }
  CmValueVec v = {0};
  if (cm_resolve_operands(p, ops.data, ops.len, ft->func.types,
                          ft->func.num_inputs, pos, &v)) {
    CM_VEC_FREE(v);
    goto out;
  }
  for (size_t i = 0; i < v.len; i++)
    CM_VEC_PUSH(st->operands, v.data[i]);
  CM_VEC_FREE(v);
  for (unsigned i = 0; i < ft->func.num_results; i++)
    CM_VEC_PUSH(st->types, ft->func.types[ft->func.num_inputs + i]);
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(ops);
  return r;
}

static void call_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  cm_print_attr(p, cm_op_get_attr(op, "callee"));
  cm_print_str(p, "(");
  cm_print_op_operands(p, op);
  cm_print_str(p, ")");
  static const char *const elided[] = {"callee"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
  cm_print_str(p, " : (");
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_op_operand(op, i)->type);
  }
  cm_print_str(p, ") -> ");
  unsigned nr = cm_op_num_results(op);
  if (!nr)
    cm_print_str(p, "()");
  else
    cm_print_type(p, cm_op_result(op, 0)->type);
}

static CmResult call_verify(CmOp *op) {
  CmAttr *callee = cm_op_get_attr(op, "callee");
  if (!callee || callee->kind != CM_ATTR_SYMBOL_REF)
    return cm_op_emit_error(op, "requires attribute 'callee'");
  if (cm_op_num_results(op) > 1)
    return cm_op_emit_error(op, "result group starting at #0 requires 0 or 1 "
                                "element, but found %u",
                            cm_op_num_results(op));
  CmOp *f = lookup_symbol(op, callee);
  CmStr nm = cm_ident_str(callee->symref.root);
  if (!f || !cm_op_name_is(f, "spv.func"))
    return cm_op_emit_error(op, "callee function '%.*s' not found in nearest "
                                "symbol table",
                            (int)nm.len, nm.data);
  const CmType *ft = func_type(f);
  if (!ft)
    return CM_SUCCESS;
  if (ft->func.num_results != cm_op_num_results(op))
    return cm_op_emit_error(op, "has incorrect number of results has for "
                                "callee: expected %u, but provided %u",
                            ft->func.num_results, cm_op_num_results(op));
  if (ft->func.num_inputs != cm_op_num_operands(op))
    return cm_op_emit_error(op, "has incorrect number of operands for "
                                "callee: expected %u, but provided %u",
                            ft->func.num_inputs, cm_op_num_operands(op));
  for (unsigned i = 0; i < ft->func.num_inputs; i++)
    if (cm_op_operand(op, i)->type != ft->func.types[i]) {
      CmDiag *d = cm_op_diag_error(op, "operand type mismatch: expected "
                                       "operand type '");
      cm_diag_append_type(d, ft->func.types[i]);
      cm_diag_append(d, "', but provided '");
      cm_diag_append_type(d, cm_op_operand(op, i)->type);
      cm_diag_append(d, "' for operand number %u", i);
      return cm_diag_report(d);
    }
  if (ft->func.num_results &&
      cm_op_result(op, 0)->type != ft->func.types[ft->func.num_inputs]) {
    CmDiag *d = cm_op_diag_error(op, "result type mismatch: expected '");
    cm_diag_append_type(d, ft->func.types[ft->func.num_inputs]);
    cm_diag_append(d, "', but provided '");
    cm_diag_append_type(d, cm_op_result(op, 0)->type);
    cm_diag_append(d, "'");
    return cm_diag_report(d);
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * control flow
 * --------------------------------------------------------------------- */
static CmResult branch_parse(CmParser *p, CmOpState *st) {
  CmBlock *b;
  CmValueVec v = {0};
  if (cm_parse_successor_and_use_list(p, &b, &v)) {
    CM_VEC_FREE(v);
    return CM_FAILURE;
  }
  CM_VEC_PUSH(st->successors, b);
  for (size_t i = 0; i < v.len; i++)
    CM_VEC_PUSH(st->operands, v.data[i]);
  CM_VEC_FREE(v);
  return push_attrs(p, st, false);
}

static void branch_print(CmPrinter *p, CmOp *op) {
  cm_print_str(p, " ");
  unsigned n = cm_op_num_operands(op);
  CmValue *inl[16];
  CmValue **vals = n <= 16 ? inl : cm_xmalloc(n * sizeof(CmValue *));
  for (unsigned i = 0; i < n; i++)
    vals[i] = cm_op_operand(op, i);
  cm_print_successor_and_use_list(p, cm_op_successor(op, 0), n, vals);
  if (vals != inl)
    free(vals);
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult branch_verify(CmOp *op) {
  if (cm_op_num_successors(op) != 1)
    return cm_op_emit_error(op, "requires 1 successor but found %u",
                            cm_op_num_successors(op));
  return CM_SUCCESS;
}

static CmResult cond_branch_parse(CmParser *p, CmOpState *st) {
  CmUnresolvedOperand c;
  CmValueVec cv = {0};
  if (cm_parse_operand(p, &c) ||
      cm_resolve_operand(p, &c, cm_integer_type(st->ctx, 1, CM_SIGNLESS),
                         &cv)) {
    CM_VEC_FREE(cv);
    return CM_FAILURE;
  }
  CM_VEC_PUSH(st->operands, cv.data[0]);
  CM_VEC_FREE(cv);
  if (cm_parse_optional_tok(p, CM_TOK_LSQUARE)) {
    int64_t w1, w2;
    if (cm_parse_integer(p, &w1) || cm_parse_tok(p, CM_TOK_COMMA) ||
        cm_parse_integer(p, &w2) || cm_parse_tok(p, CM_TOK_RSQUARE))
      return CM_FAILURE;
    CmAttr *ws[2] = {i32a(st->ctx, w1), i32a(st->ctx, w2)};
    add_attr(st, "branch_weights", cm_array_attr(st->ctx, 2, ws));
  }
  int32_t seg[3] = {1, 0, 0};
  for (int k = 0; k < 2; k++) {
    if (cm_parse_tok(p, CM_TOK_COMMA))
      return CM_FAILURE;
    CmBlock *b;
    CmValueVec v = {0};
    if (cm_parse_successor_and_use_list(p, &b, &v)) {
      CM_VEC_FREE(v);
      return CM_FAILURE;
    }
    CM_VEC_PUSH(st->successors, b);
    for (size_t i = 0; i < v.len; i++)
      CM_VEC_PUSH(st->operands, v.data[i]);
    seg[1 + k] = (int32_t)v.len;
    CM_VEC_FREE(v);
  }
  int64_t shape = 3;
  CmType *vt = cm_vector_type(1, &shape, i32t(st->ctx));
  add_attr(st, "operand_segment_sizes",
           cm_dense_elements_attr(vt, false, sizeof(seg), seg));
  return push_attrs(p, st, false);
}

static bool segs(CmOp *op, int32_t out[3]) {
  CmAttr *a = cm_op_get_attr(op, "operand_segment_sizes");
  if (!a || a->kind != CM_ATTR_DENSE_ELEMENTS || a->dense.is_string)
    return false;
  for (int i = 0; i < 3; i++)
    out[i] = (int32_t)cm_dense_get_int(a, (size_t)i);
  return (unsigned)(out[0] + out[1] + out[2]) == cm_op_num_operands(op) &&
         out[0] == 1 && out[1] >= 0 && out[2] >= 0;
}

static void cond_branch_print(CmPrinter *p, CmOp *op) {
  int32_t s[3];
  segs(op, s);
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  CmAttr *w = cm_op_get_attr(op, "branch_weights");
  if (w && w->kind == CM_ATTR_ARRAY && w->array.num == 2)
    cm_print_printf(p, " [%lld, %lld]",
                    (long long)w->array.elems[0]->integer.value,
                    (long long)w->array.elems[1]->integer.value);
  unsigned start = 1;
  for (int k = 0; k < 2; k++) {
    cm_print_str(p, ", ");
    unsigned n = (unsigned)s[1 + k];
    CmValue *vals[32];
    unsigned m = n > 32 ? 32 : n;
    for (unsigned i = 0; i < m; i++)
      vals[i] = cm_op_operand(op, start + i);
    cm_print_successor_and_use_list(p, cm_op_successor(op, (unsigned)k), m,
                                    vals);
    start += n;
  }
  static const char *const elided[] = {"branch_weights",
                                       "operand_segment_sizes"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 2, elided);
}

static bool cond_branch_printable(const CmOp *op) {
  int32_t s[3];
  return segs((CmOp *)op, s) && s[1] <= 32 && s[2] <= 32;
}

static CmResult cond_branch_verify(CmOp *op) {
  if (cm_op_num_successors(op) != 2)
    return cm_op_emit_error(op, "requires 2 successors but found %u",
                            cm_op_num_successors(op));
  int32_t s[3];
  if (!segs(op, s))
    return cm_op_emit_error(op, "operand count (%u) does not match with the "
                                "total size specified in attribute "
                                "'operand_segment_sizes'",
                            cm_op_num_operands(op));
  CmType *ct = cm_op_operand(op, 0)->type;
  if (!cm_type_is_integer(ct, 1))
    return type_error(op, "operand #0 must be bool, but got ", ct, "");
  CmAttr *w = cm_op_get_attr(op, "branch_weights");
  if (w) {
    if (w->kind != CM_ATTR_ARRAY || w->array.num != 2)
      return cm_op_emit_error(op, "must have exactly two branch weights");
    if (w->array.elems[0]->integer.value == 0 &&
        w->array.elems[1]->integer.value == 0)
      return cm_op_emit_error(op, "branch weights cannot both be zero");
  }
  return CM_SUCCESS;
}

/* spv.mlir.selection / spv.mlir.loop: `(control(X))? region` */
static CmResult structured_parse(CmParser *p, CmOpState *st, CmSpvEnumKind k,
                                 const char *attr) {
  uint32_t v = 0;
  if (cm_parse_optional_keyword(p, "control")) {
    const char *pos = cm_parser_pos(p);
    CmStr kw;
    if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_any_keyword(p, &kw))
      return CM_FAILURE;
    if (!cm_spv_enum_symbolize(k, kw, &v))
      return custom_error_at(p, st, pos, "invalid %s attribute "
                                         "specification: %.*s",
                             attr, (int)kw.len, kw.data);
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      return CM_FAILURE;
  }
  add_attr(st, attr, i32a(st->ctx, v));
  CmRegion *r = cm_op_state_add_region(st);
  if (cm_parse_region(p, r, 0, NULL, false))
    return CM_FAILURE;
  return push_attrs(p, st, false);
}

static void structured_print(CmPrinter *p, CmOp *op, CmSpvEnumKind k,
                             const char *attr) {
  uint32_t v = 0;
  get_u32(op, attr, &v);
  if (v) {
    cm_print_str(p, " control(");
    print_enum_kw(p, k, v);
    cm_print_str(p, ")");
  }
  cm_print_region(p, cm_op_region(op, 0), false, true);
  const char *elided[] = {attr};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, elided);
}

static CmResult selection_parse(CmParser *p, CmOpState *st) {
  return structured_parse(p, st, CM_SPV_E_SelectionControl,
                          "selection_control");
}
static void selection_print(CmPrinter *p, CmOp *op) {
  structured_print(p, op, CM_SPV_E_SelectionControl, "selection_control");
}
static CmResult loop_parse(CmParser *p, CmOpState *st) {
  return structured_parse(p, st, CM_SPV_E_LoopControl, "loop_control");
}
static void loop_print(CmPrinter *p, CmOp *op) {
  structured_print(p, op, CM_SPV_E_LoopControl, "loop_control");
}

static bool is_merge_block(CmBlock *b) {
  return b && b->first && b->first == b->last &&
         cm_op_name_is(b->first, "spv.mlir.merge");
}

static bool branches_to(CmBlock *from, CmBlock *to) {
  CmOp *t = from->last;
  if (!t)
    return false;
  for (unsigned i = 0; i < cm_op_num_successors(t); i++)
    if (cm_op_successor(t, i) == to)
      return true;
  return false;
}

static unsigned num_blocks(CmRegion *r) {
  unsigned n = 0;
  for (CmBlock *b = r->first; b; b = b->next)
    n++;
  return n;
}

static CmResult selection_verify(CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  if (!r->first)
    return CM_SUCCESS;
  if (!is_merge_block(r->last))
    return cm_op_emit_error(op, "last block must be the merge block with "
                                "only one 'spv.mlir.merge' op");
  if (r->first == r->last)
    return cm_op_emit_error(op, "must have a selection header block");
  return CM_SUCCESS;
}

static CmResult loop_verify(CmOp *op) {
  CmRegion *r = cm_op_region(op, 0);
  if (!r->first)
    return CM_SUCCESS;
  if (!is_merge_block(r->last))
    return cm_op_emit_error(op, "last block must be the merge block with "
                                "only one 'spv.mlir.merge' op");
  unsigned n = num_blocks(r);
  if (n < 2)
    return cm_op_emit_error(op, "must have an entry block branching to the "
                                "loop header block");
  if (n < 3)
    return cm_op_emit_error(op, "must have a loop header block branched "
                                "from the entry block");
  CmBlock *entry = r->first, *header = entry->next;
  CmBlock *merge = r->last, *cont = merge->prev;
  if (!(entry->first && entry->first == entry->last &&
        cm_op_name_is(entry->first, "spv.Branch") &&
        cm_op_num_successors(entry->first) == 1 &&
        cm_op_successor(entry->first, 0) == header))
    return cm_op_emit_error(op, "entry block must only have one 'spv.Branch' "
                                "op to the second block");
  if (n < 4)
    return cm_op_emit_error(op, "requires a loop continue block branching "
                                "to the loop header block");
  if (!(cont->last && cm_op_name_is(cont->last, "spv.Branch") &&
        cm_op_num_successors(cont->last) == 1 &&
        cm_op_successor(cont->last, 0) == header))
    return cm_op_emit_error(op, "second to last block must be the loop "
                                "continue block that branches to the loop "
                                "header block");
  for (CmBlock *b = header; b; b = b->next)
    if (b != cont && branches_to(b, header))
      return cm_op_emit_error(op, "can only have the entry and loop continue "
                                  "block branching to the loop header block");
  return CM_SUCCESS;
}

static CmResult merge_verify(CmOp *op) {
  CmOp *parent = cm_op_parent_op(op);
  if (!parent || !(cm_op_name_is(parent, "spv.mlir.selection") ||
                   cm_op_name_is(parent, "spv.mlir.loop")))
    return cm_op_emit_error(op, "expected parent op to be "
                                "'spv.mlir.selection' or 'spv.mlir.loop'");
  CmBlock *b = cm_op_block(op);
  if (b != cm_op_region(parent, 0)->last || b->first != op)
    return cm_op_emit_error(op, "can only be used in the last block of "
                                "'spv.mlir.selection' or 'spv.mlir.loop'");
  return CM_SUCCESS;
}

static CmResult undef_verify(CmOp *op) {
  if (cm_op_num_results(op) != 1)
    return cm_op_emit_error(op, "requires one result");
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------
 * the op table
 * --------------------------------------------------------------------- */
static const CmOdsOp constant_ods = {.summary = "The op that declares a "
                                                "SPIR-V normal constant",
                                     .fold = constant_fold};

#define T_TERM CM_TRAIT_TERMINATOR
#define T_PURE CM_TRAIT_NO_SIDE_EFFECT

/* The branches' BranchOpInterface (13 declares it on both); these ops are
 * registered without ODS, the tables carry only the interface. */
static const CmInterfaceImpl branch_ifaces[] = {
    {CM_IFACE_BRANCH, &cm_branch_iface_all_operands}};
static const CmOdsOp branch_ods = {.interfaces = branch_ifaces,
                                   .num_interfaces = 1};
static const CmInterfaceImpl cond_branch_ifaces[] = {
    {CM_IFACE_BRANCH, &cm_branch_iface_cond}};
static const CmOdsOp cond_branch_ods = {.interfaces = cond_branch_ifaces,
                                        .num_interfaces = 1};

static const CmOpDef structure_ops[] = {
    {.name = "spv.module",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_ISOLATED_FROM_ABOVE |
               CM_TRAIT_SINGLE_BLOCK | CM_TRAIT_NO_TERMINATOR |
               CM_TRAIT_GRAPH_REGION,
     .parse = module_parse,
     .print = module_print,
     .verify_invariants = module_invariants,
     .verify = module_verify},
    {.name = "spv.func",
     .traits = CM_TRAIT_FUNCTION_LIKE | CM_TRAIT_ISOLATED_FROM_ABOVE |
               CM_TRAIT_SYMBOL | CM_TRAIT_CALLABLE |
               CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE,
     .parse = func_parse,
     .print = func_print,
     .ods = &cm_spv_func_ods,
     .verify = func_verify},
    {.name = "spv.Return",
     .traits = T_TERM | T_PURE | CM_TRAIT_RETURN_LIKE,
     .parse = no_operand_parse,
     .print = no_operand_print,
     .verify = return_verify},
    {.name = "spv.ReturnValue",
     .traits = T_TERM | T_PURE | CM_TRAIT_RETURN_LIKE,
     .parse = retval_parse,
     .print = value_colon_type_print,
     .verify = retval_verify},
    {.name = "spv.Unreachable",
     .traits = T_TERM | T_PURE,
     .parse = no_operand_parse,
     .print = no_operand_print,
     .verify = unreachable_verify},
    {.name = "spv.Constant",
     .traits = T_PURE | CM_TRAIT_CONSTANT_LIKE,
     .parse = constant_parse,
     .print = constant_print,
     .verify = constant_verify,
     .get_result_names = constant_names,
     .ods = &constant_ods},
    {.name = "spv.Undef",
     .traits = T_PURE,
     .parse = colon_result_parse,
     .print = colon_result_print,
     .verify = undef_verify},
    {.name = "spv.Variable",
     .parse = variable_parse,
     .print = variable_print,
     .verify = variable_verify},
    {.name = "spv.Load",
     .parse = load_parse,
     .print = load_print,
     .verify = load_verify,
     .custom_printable = load_store_printable},
    {.name = "spv.Store",
     .parse = store_parse,
     .print = store_print,
     .verify = store_verify,
     .custom_printable = load_store_printable},
    {.name = "spv.CopyMemory",
     .parse = copy_parse,
     .print = copy_print,
     .verify = copy_verify,
     .custom_printable = load_store_printable},
    {.name = "spv.AccessChain",
     .traits = T_PURE,
     .parse = access_chain_parse,
     .print = access_chain_print,
     .verify = access_chain_verify,
     .custom_printable = load_store_printable,
     .get_canonicalization_patterns = cm_spv_access_chain_canon},
    {.name = "spv.mlir.addressof",
     .traits = T_PURE,
     .parse = addressof_parse,
     .print = addressof_print,
     .verify = addressof_verify,
     .get_result_names = addressof_names},
    {.name = "spv.mlir.referenceof",
     .traits = T_PURE,
     .parse = referenceof_parse,
     .print = referenceof_print,
     .verify = referenceof_verify},
    {.name = "spv.GlobalVariable",
     .traits = CM_TRAIT_SYMBOL,
     .parse = global_parse,
     .print = global_print,
     .verify = global_verify},
    {.name = "spv.SpecConstant",
     .traits = CM_TRAIT_SYMBOL,
     .parse = spec_parse,
     .print = spec_print,
     .verify = spec_verify},
    {.name = "spv.SpecConstantComposite",
     .traits = CM_TRAIT_SYMBOL,
     .parse = spec_composite_parse,
     .print = spec_composite_print,
     .verify = spec_composite_verify},
    {.name = "spv.EntryPoint",
     .parse = entry_point_parse,
     .print = entry_point_print,
     .verify = module_level_verify},
    {.name = "spv.ExecutionMode",
     .parse = exec_mode_parse,
     .print = exec_mode_print,
     .verify = module_level_verify},
    {.name = "spv.FunctionCall",
     .traits = CM_TRAIT_CALL,
     .parse = call_parse,
     .print = call_print,
     .verify = call_verify,
     .ods = &cm_spv_call_ods},
    {.name = "spv.Branch",
     .traits = T_TERM | T_PURE,
     .parse = branch_parse,
     .print = branch_print,
     .verify = branch_verify,
     .ods = &branch_ods},
    {.name = "spv.BranchConditional",
     .traits = T_TERM | T_PURE,
     .parse = cond_branch_parse,
     .print = cond_branch_print,
     .verify = cond_branch_verify,
     .custom_printable = cond_branch_printable,
     .ods = &cond_branch_ods},
    {.name = "spv.mlir.selection",
     .parse = selection_parse,
     .print = selection_print,
     .verify = selection_verify,
     .get_canonicalization_patterns = cm_spv_selection_canon},
    {.name = "spv.mlir.loop",
     .parse = loop_parse,
     .print = loop_print,
     .verify = loop_verify},
    {.name = "spv.mlir.merge",
     .traits = T_TERM | T_PURE,
     .parse = no_operand_parse,
     .print = no_operand_print,
     .verify = merge_verify},
};

void cm_spv_register_structure_ops(CmContext *ctx) {
  cm_register_ops(ctx, structure_ops,
                  sizeof(structure_ops) / sizeof(structure_ops[0]));
}

/* Opcodes are SPIR-V's; requirements are MLIR 13's (SPIRVOps.td):
 * most structure ops need nothing beyond the core. */
static const CmSpvOpInfo structure_info[] = {
    {"spv.module", 0, NULL, 0, 0, "", ""},
    {"spv.func", 54, NULL, 0, 0, "", ""},
    {"spv.Return", 253, NULL, 0, 0, "", ""},
    {"spv.ReturnValue", 254, NULL, 0, 0, "", ""},
    {"spv.Unreachable", 255, NULL, 0, 0, "", ""},
    {"spv.Constant", 43, NULL, 0, 0, "", ""},
    {"spv.Undef", 1, NULL, 0, 0, "", ""},
    {"spv.Variable", 59, NULL, 0, 0, "", ""},
    {"spv.Load", 61, NULL, 0, 0, "", ""},
    {"spv.Store", 62, NULL, 0, 0, "", ""},
    {"spv.CopyMemory", 63, NULL, 0, 0, "", ""},
    {"spv.AccessChain", 65, NULL, 0, 0, "", ""},
    {"spv.mlir.addressof", 0, NULL, 0, 0, "", ""},
    {"spv.mlir.referenceof", 0, NULL, 0, 0, "", ""},
    {"spv.GlobalVariable", 59, NULL, 0, 0, "", ""},
    {"spv.SpecConstant", 50, NULL, 0, 0, "", ""},
    {"spv.SpecConstantComposite", 51, NULL, 0, 0, "", ""},
    {"spv.EntryPoint", 15, NULL, 0, 0, "", ""},
    {"spv.ExecutionMode", 16, NULL, 0, 0, "", ""},
    {"spv.FunctionCall", 57, NULL, 0, 0, "", ""},
    {"spv.Branch", 249, NULL, 0, 0, "", ""},
    {"spv.BranchConditional", 250, NULL, 0, 0, "", ""},
    {"spv.mlir.selection", 0, NULL, 0, 0, "", ""},
    {"spv.mlir.loop", 0, NULL, 0, 0, "", ""},
    {"spv.mlir.merge", 0, NULL, 0, 0, "", ""},
};

const CmSpvOpInfo *cm_spv_structure_op_info(unsigned *count) {
  *count = sizeof(structure_info) / sizeof(structure_info[0]);
  return structure_info;
}
