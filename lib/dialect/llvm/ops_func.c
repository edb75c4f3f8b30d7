/* ops_func.c - functions, globals and constants of the LLVM dialect (MLIR
 * 13): llvm.func, llvm.return, llvm.mlir.global, llvm.mlir.addressof,
 * llvm.mlir.constant, llvm.mlir.undef, llvm.mlir.null.
 *
 * llvm.func and llvm.mlir.global have hand-written syntax (linkage
 * keywords, LLVM function types built from a builtin-style signature, the
 * string-global shorthand); the others are ODS entries with upstream's
 * assembly formats.
 */
#include "llvm_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static CmNamedAttr named(CmContext *ctx, const char *name, CmAttr *value) {
  CmNamedAttr n = {cm_ident_c(ctx, name), value};
  return n;
}

/* One of the linkage keywords, or `deflt`. */
static CmLLVMLinkage parse_linkage(CmParser *p, CmLLVMLinkage deflt) {
  for (int i = 0; i < CM_LLVM_LINKAGE_COUNT; i++)
    if (cm_parse_optional_keyword(p, cm_llvm_linkage_name((CmLLVMLinkage)i)))
      return (CmLLVMLinkage)i;
  return deflt;
}

static CmType *func_type_of(const CmOp *op) {
  CmType *t = cm_llvm_type_attr_value(op, "type");
  return t && cm_llvm_type_id(t) == CM_LLVM_FUNC ? t : NULL;
}

/* ---------------------------------------------------------------------
 * llvm.func
 * --------------------------------------------------------------------- */
static CmAttr *dict_of(CmContext *ctx, CmNamedAttrVec *v) {
  return cm_dict_attr(ctx, (unsigned)v->len, v->data);
}

static CmResult func_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmResult r = CM_FAILURE;
  CmNamedAttrVec attrs = {0};
  CM_VEC(CmRegionArg) args = {0};
  CmTypeVec arg_types = {0}, res_types = {0};
  CM_VEC(CmAttr *) arg_attrs = {0};
  CM_VEC(CmAttr *) res_attrs = {0};
  bool any_arg_attrs = false, any_res_attrs = false, vararg = false;

  CmLLVMLinkage linkage = parse_linkage(p, CM_LLVM_LINKAGE_EXTERNAL);
  CM_VEC_PUSH(attrs, named(ctx, "linkage", cm_llvm_linkage_attr(ctx, linkage)));
  const char *sig_pos = cm_parser_pos(p);
  if (!cm_parse_optional_symbol_name(p, "sym_name", &attrs)) {
    cm_llvm_custom_error_at(p, st, sig_pos,
                            "expected valid '@'-identifier for symbol name");
    goto done;
  }

  /* Arguments: `%name: type {attrs} loc(...)`, or types only, and a last
   * `...` for variadic functions. */
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    goto done;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    do {
      const char *pos = cm_parser_pos(p);
      if (cm_parse_optional_tok(p, CM_TOK_ELLIPSIS)) {
        vararg = true;
        if (cm_parser_token(p)->kind != CM_TOK_RPAREN) {
          cm_llvm_custom_error_at(p, st, cm_parser_pos(p),
                                  "variadic arguments must be in the end of "
                                  "the argument list");
          goto done;
        }
        break;
      }
      CmUnresolvedOperand name;
      CmType *type = NULL;
      CmOptResult o = cm_parse_optional_operand(p, &name);
      if (o == CM_OPT_FAILURE)
        goto done;
      if (o == CM_OPT_SUCCESS) {
        if (args.len == 0 && arg_types.len != 0) {
          cm_llvm_custom_error_at(p, st, pos,
                                  "expected type instead of SSA identifier");
          goto done;
        }
        if (cm_parse_colon_type(p, &type))
          goto done;
      } else if (args.len != 0) {
        cm_llvm_custom_error_at(p, st, pos, "expected SSA identifier");
        goto done;
      } else if (cm_parse_type(p, &type)) {
        goto done;
      }
      CM_VEC_PUSH(arg_types, type);
      CmNamedAttrVec a = {0};
      if (cm_parse_optional_attr_dict(p, &a)) {
        CM_VEC_FREE(a);
        goto done;
      }
      if (a.len)
        any_arg_attrs = true;
      CM_VEC_PUSH(arg_attrs, dict_of(ctx, &a));
      CM_VEC_FREE(a);
      if (o == CM_OPT_SUCCESS) {
        CmLoc *loc = NULL;
        if (cm_parse_optional_location_specifier(p, &loc) == CM_OPT_FAILURE)
          goto done;
        /* as builtin.func: the argument keeps the location of its name */
        CmRegionArg ra = {name, type, NULL};
        CM_VEC_PUSH(args, ra);
      }
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_RPAREN))
      goto done;
  }

  /* Results: `-> type` or `-> (type {attrs}, ...)`. */
  if (cm_parse_optional_tok(p, CM_TOK_ARROW)) {
    if (cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
      if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
        do {
          CmType *t;
          if (cm_parse_type(p, &t))
            goto done;
          CM_VEC_PUSH(res_types, t);
          CmNamedAttrVec a = {0};
          if (cm_parse_optional_attr_dict(p, &a)) {
            CM_VEC_FREE(a);
            goto done;
          }
          if (a.len)
            any_res_attrs = true;
          CM_VEC_PUSH(res_attrs, dict_of(ctx, &a));
          CM_VEC_FREE(a);
        } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
        if (cm_parse_tok(p, CM_TOK_RPAREN))
          goto done;
      }
    } else {
      CmType *t;
      if (cm_parse_type(p, &t))
        goto done;
      CM_VEC_PUSH(res_types, t);
    }
  }

  /* The LLVM function type (upstream buildLLVMFunctionType). */
  if (res_types.len > 1) {
    cm_llvm_custom_error_at(p, st, sig_pos,
                            "failed to construct function type: expected "
                            "zero or one function result");
    goto done;
  }
  for (size_t i = 0; i < arg_types.len; i++)
    if (!cm_llvm_is_compatible_type(arg_types.data[i])) {
      cm_llvm_custom_error_at(p, st, sig_pos,
                              "failed to construct function type: expected "
                              "LLVM type for function arguments");
      goto done;
    }
  CmType *result = res_types.len ? res_types.data[0] : cm_llvm_void_type(ctx);
  if (!cm_llvm_is_compatible_type(result)) {
    CmBuf b;
    cm_buf_init(&b);
    cm_print_type_to(result, &b);
    cm_llvm_custom_error_at(p, st, sig_pos,
                            "failed to construct function type: expected "
                            "LLVM type for function results'%s'",
                            b.data ? b.data : "");
    cm_buf_free(&b);
    goto done;
  }
  CmType *fty = cm_llvm_func_type(result, (unsigned)arg_types.len,
                                  arg_types.data, vararg);
  CM_VEC_PUSH(attrs, named(ctx, "type", cm_type_attr(fty)));

  if (cm_parse_optional_attr_dict_with_keyword(p, &attrs))
    goto done;
  if (any_arg_attrs)
    CM_VEC_PUSH(attrs, named(ctx, "arg_attrs",
                             cm_array_attr(ctx, (unsigned)arg_attrs.len,
                                           arg_attrs.data)));
  if (any_res_attrs)
    CM_VEC_PUSH(attrs, named(ctx, "res_attrs",
                             cm_array_attr(ctx, (unsigned)res_attrs.len,
                                           res_attrs.data)));

  CmRegion *body = cm_op_state_add_region(st);
  if (cm_parse_optional_region(p, body, args.len, args.data) ==
      CM_OPT_FAILURE)
    goto done;
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(args);
  CM_VEC_FREE(arg_types);
  CM_VEC_FREE(res_types);
  CM_VEC_FREE(arg_attrs);
  CM_VEC_FREE(res_attrs);
  return r;
}

static const CmAttr *array_dict_at(const CmAttr *arr, unsigned i) {
  if (!arr || arr->kind != CM_ATTR_ARRAY || i >= arr->array.num)
    return NULL;
  const CmAttr *d = arr->array.elems[i];
  return d && d->kind == CM_ATTR_DICTIONARY ? d : NULL;
}

static void func_print(CmPrinter *p, CmOp *op) {
  CmType *fty = func_type_of(op);
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  CmAttr *arg_attrs = cm_op_get_attr(op, "arg_attrs");
  CmAttr *res_attrs = cm_op_get_attr(op, "res_attrs");
  CmRegion *body = cm_op_num_regions(op) ? cm_op_region(op, 0) : NULL;
  bool external = !body || cm_region_empty(body);
  int linkage = cm_llvm_op_linkage(op);
  if (!cm_op_get_attr(op, "linkage"))
    linkage = CM_LLVM_LINKAGE_EXTERNAL;

  cm_print_str(p, " ");
  if (linkage >= 0 && linkage != CM_LLVM_LINKAGE_EXTERNAL) {
    cm_print_str(p, cm_llvm_linkage_name((CmLLVMLinkage)linkage));
    cm_print_str(p, " ");
  }
  cm_print_symbol_name(p, name && name->kind == CM_ATTR_STRING
                              ? cm_ident_str(name->str.value)
                              : cm_str(""));
  cm_print_str(p, "(");
  unsigned nin = fty ? cm_llvm_func_num_params(fty) : 0;
  CmBlock *entry = external ? NULL : body->first;
  for (unsigned i = 0; i < nin; i++) {
    if (i)
      cm_print_str(p, ", ");
    const CmAttr *d = array_dict_at(arg_attrs, i);
    if (entry && i < entry->num_args) {
      cm_print_region_argument_with_attrs(p, entry->args[i], d);
    } else {
      cm_print_type(p, cm_llvm_func_param(fty, i));
      if (d)
        cm_print_optional_attr_dict(p, d, 0, NULL);
    }
  }
  if (fty && cm_llvm_func_is_vararg(fty))
    cm_print_str(p, nin ? ", ..." : "...");
  cm_print_str(p, ")");
  CmType *res = fty ? cm_llvm_func_result(fty) : NULL;
  if (res && cm_llvm_type_id(res) != CM_LLVM_VOID) {
    const CmAttr *d0 = array_dict_at(res_attrs, 0);
    bool parens = res->kind == CM_TYPE_FUNCTION || (d0 && d0->dict.num > 0);
    cm_print_str(p, " -> ");
    if (parens)
      cm_print_str(p, "(");
    cm_print_type(p, res);
    if (d0)
      cm_print_optional_attr_dict(p, d0, 0, NULL);
    if (parens)
      cm_print_str(p, ")");
  }
  static const char *const elided[] = {"sym_name", "type", "arg_attrs",
                                       "res_attrs", "linkage"};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 5, elided);
  if (!external)
    cm_print_region(p, body, false, true);
}

/* The argument / result attribute arrays (upstream FunctionLike). */
static CmResult verify_attr_array(CmOp *op, const char *name,
                                  const char *what, unsigned n) {
  CmAttr *a = cm_op_get_attr(op, name);
  if (!a)
    return CM_SUCCESS;
  unsigned have = a->kind == CM_ATTR_ARRAY ? a->array.num : 0;
  if (a->kind != CM_ATTR_ARRAY || have != n)
    return cm_op_emit_error(op,
                            "expects %s attribute array `%s` to have the same "
                            "number of elements as the number of function "
                            "%ss, got %u, but expected %u",
                            what, name, what, have, n);
  for (unsigned i = 0; i < n; i++) {
    CmAttr *d = a->array.elems[i];
    if (!d || d->kind != CM_ATTR_DICTIONARY) {
      CmDiag *g = cm_op_diag_error(op,
                                   "expects %s attribute dictionary to be a "
                                   "DictionaryAttr, but got `",
                                   what);
      cm_diag_append_attr(g, d);
      cm_diag_append(g, "`");
      return cm_diag_report(g);
    }
  }
  return CM_SUCCESS;
}

/* Runs before the structural traits (upstream FunctionLike::verifyTrait
 * with LLVMFuncOp::verifyType). */
static CmResult func_verify_invariants(CmOp *op) {
  CmAttr *ta = cm_op_get_attr(op, "type");
  if (!ta || ta->kind != CM_ATTR_TYPE)
    return cm_op_emit_error(op, "requires a type attribute 'type'");
  CmType *fty = func_type_of(op);
  if (!fty)
    return cm_op_emit_error(op, "requires 'type' attribute of wrapped LLVM "
                                "function type");
  unsigned nin = cm_llvm_func_num_params(fty);
  unsigned nres = cm_llvm_type_id(cm_llvm_func_result(fty)) == CM_LLVM_VOID
                      ? 0
                      : 1;
  if (verify_attr_array(op, "arg_attrs", "argument", nin) ||
      verify_attr_array(op, "res_attrs", "result", nres))
    return CM_FAILURE;
  CmBlock *entry = cm_op_region(op, 0)->first;
  if (entry && entry->num_args != nin)
    return cm_op_emit_error(op,
                            "entry block must have %u arguments to match "
                            "function signature",
                            nin);
  return CM_SUCCESS;
}

/* LLVMDialect::verifyRegionArgAttribute */
static CmResult verify_arg_attrs(CmOp *op) {
  CmAttr *a = cm_op_get_attr(op, "arg_attrs");
  if (!a || a->kind != CM_ATTR_ARRAY)
    return CM_SUCCESS;
  for (unsigned i = 0; i < a->array.num; i++) {
    const CmAttr *d = a->array.elems[i];
    CmAttr *na = cm_dict_get(d, "llvm.noalias");
    if (na && na->kind != CM_ATTR_UNIT)
      return cm_op_emit_plain_error(op, "expected llvm.noalias argument "
                                        "attribute to be a unit attribute");
    CmAttr *al = cm_dict_get(d, "llvm.align");
    if (al && al->kind != CM_ATTR_INTEGER)
      return cm_op_emit_plain_error(op, "llvm.align argument attribute of "
                                        "non integer type");
  }
  return CM_SUCCESS;
}

static CmResult func_verify(CmOp *op) {
  if (verify_arg_attrs(op))
    return CM_FAILURE;
  CmType *fty = func_type_of(op);
  int linkage = cm_op_get_attr(op, "linkage") ? cm_llvm_op_linkage(op)
                                              : CM_LLVM_LINKAGE_EXTERNAL;
  if (linkage == CM_LLVM_LINKAGE_COMMON)
    return cm_op_emit_error(op, "functions cannot have 'common' linkage");
  CmRegion *body = cm_op_region(op, 0);
  if (cm_region_empty(body)) {
    if (linkage != CM_LLVM_LINKAGE_EXTERNAL &&
        linkage != CM_LLVM_LINKAGE_EXTERN_WEAK)
      return cm_op_emit_error(op, "external functions must have 'external' "
                                  "or 'extern_weak' linkage");
    return CM_SUCCESS;
  }
  if (cm_llvm_func_is_vararg(fty))
    return cm_op_emit_error(op, "only external functions can be variadic");
  CmBlock *entry = body->first;
  for (unsigned i = 0; i < cm_llvm_func_num_params(fty); i++) {
    CmType *t = entry->args[i]->type;
    if (!cm_llvm_is_compatible_type(t))
      return cm_op_emit_error(op, "entry block argument #%u is not of LLVM "
                                  "type",
                              i);
    if (t != cm_llvm_func_param(fty, i))
      return cm_op_emit_error(op, "the type of entry block argument #%u does "
                                  "not match the function signature",
                              i);
  }
  return CM_SUCCESS;
}

static CmRegion *func_body(CmOp *op) {
  CmRegion *r = cm_op_num_regions(op) ? cm_op_region(op, 0) : NULL;
  return r && !cm_region_empty(r) ? r : NULL;
}
static bool func_is_declaration(CmOp *op) { return func_body(op) == NULL; }
static bool symbol_can_discard(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "sym_visibility");
  return v && v->kind == CM_ATTR_STRING &&
         cm_str_eq_c(cm_ident_str(v->str.value), "private");
}
static void func_callable_results(CmOp *op, CmTypeVec *out) {
  CmType *fty = func_type_of(op);
  if (fty && cm_llvm_type_id(cm_llvm_func_result(fty)) != CM_LLVM_VOID)
    CM_VEC_PUSH(*out, cm_llvm_func_result(fty));
}
static const CmSymbolInterface func_symbol = {func_is_declaration,
                                              symbol_can_discard};
static const CmCallableInterface func_callable = {func_body,
                                                  func_callable_results};
static const CmInterfaceImpl func_ifaces[] = {
    {CM_IFACE_SYMBOL, &func_symbol}, {CM_IFACE_CALLABLE, &func_callable}};

static const CmOdsAttr func_attrs[] = {
    {"linkage", &cm_llvm_ac_linkage, false, "10 : i64"},
    {"dso_local", &cm_ac_unit, true, NULL},
    {"personality", &cm_ac_flat_symbol_ref, true, NULL},
    {"passthrough", &cm_ac_array, true, NULL}};
static const CmOdsRegion func_regions[] = {{"body", false, false}};
static const CmOdsOp func_ods = {
    .summary = "LLVM dialect function.",
    CM_ODS_ATTRS(func_attrs),
    CM_ODS_REGIONS(func_regions),
    CM_ODS_INTERFACES(func_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.return
 * --------------------------------------------------------------------- */
static CmResult return_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_FAILURE;
  if (cm_parse_operand_list(p, &ops, -1, CM_DELIM_NONE) ||
      cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  if (ops.len) {
    CmType *t;
    /* upstream reads one type and resolves the first operand only */
    if (cm_parse_colon_type(p, &t) ||
        cm_llvm_resolve_one(p, &ops.data[0], t, st))
      goto done;
  }
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(ops);
  return r;
}

static void return_print(CmPrinter *p, CmOp *op) {
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
  if (!cm_op_num_operands(op))
    return;
  cm_print_str(p, " ");
  cm_print_operand(p, cm_op_operand(op, 0));
  cm_print_str(p, " : ");
  cm_print_type(p, cm_op_operand(op, 0)->type);
}

static CmResult return_verify(CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  if (n > 1)
    return cm_op_emit_error(op, "expected at most 1 operand");
  CmOp *fn = cm_op_parent_op(op);
  while (fn && !cm_op_name_is(fn, "llvm.func"))
    fn = cm_op_parent_op(fn);
  if (!fn)
    return CM_SUCCESS;
  CmType *fty = func_type_of(fn);
  if (!fty)
    return CM_SUCCESS;
  CmType *want = cm_llvm_func_result(fty);
  const char *msg = NULL;
  if (cm_llvm_type_id(want) == CM_LLVM_VOID) {
    if (n == 0)
      return CM_SUCCESS;
    msg = "expected no operands";
  } else if (n == 0) {
    msg = "expected 1 operand";
  } else if (cm_op_operand(op, 0)->type != want) {
    msg = "mismatching result types";
  }
  if (!msg)
    return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "%s", msg);
  cm_diag_note(d, cm_op_loc(fn), "when returning from function");
  return cm_diag_report(d);
}

static const CmOdsValue return_operands[] = {
    {"args", CM_ODS_VARIADIC, &cm_llvm_tc_type}};
static const CmOdsOp return_ods = {
    .summary = "LLVM dialect 'ret' operation",
    CM_ODS_OPERANDS(return_operands),
};

/* ---------------------------------------------------------------------
 * llvm.mlir.global
 * --------------------------------------------------------------------- */
static CmResult global_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmNamedAttrVec attrs = {0};
  CmTypeVec types = {0};
  CmResult r = CM_FAILURE;
  const char *name_pos = cm_parser_op_name_pos(p);
  if (!name_pos)
    name_pos = cm_parser_pos(p);
  CmLLVMLinkage linkage = parse_linkage(p, CM_LLVM_LINKAGE_EXTERNAL);
  CM_VEC_PUSH(attrs, named(ctx, "linkage", cm_llvm_linkage_attr(ctx, linkage)));
  CmLLVMUnnamedAddr ua = CM_LLVM_UNNAMED_ADDR_NONE;
  if (cm_parse_optional_keyword(p, "local_unnamed_addr"))
    ua = CM_LLVM_UNNAMED_ADDR_LOCAL;
  else if (cm_parse_optional_keyword(p, "unnamed_addr"))
    ua = CM_LLVM_UNNAMED_ADDR_GLOBAL;
  CM_VEC_PUSH(attrs,
              named(ctx, "unnamed_addr", cm_llvm_unnamed_addr_attr(ctx, ua)));
  if (cm_parse_optional_keyword(p, "constant"))
    CM_VEC_PUSH(attrs, named(ctx, "constant", cm_unit_attr(ctx)));
  if (!cm_parse_optional_symbol_name(p, "sym_name", &attrs)) {
    cm_llvm_custom_error_at(p, st, cm_parser_pos(p),
                            "expected valid '@'-identifier for symbol name");
    goto done;
  }
  if (cm_parse_tok(p, CM_TOK_LPAREN))
    goto done;
  CmAttr *value = NULL;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    if (cm_parse_attribute(p, NULL, &value) || cm_parse_tok(p, CM_TOK_RPAREN))
      goto done;
    CM_VEC_PUSH(attrs, named(ctx, "value", value));
  }
  CmResult status = CM_SUCCESS;
  if (cm_parse_optional_attr_dict(p, &attrs))
    goto done;
  cm_parse_optional_colon_type_list(p, &types, &status);
  if (status)
    goto done;
  if (types.len > 1) {
    cm_llvm_custom_error_at(p, st, name_pos, "expected zero or one type");
    goto done;
  }
  CmRegion *init = cm_op_state_add_region(st);
  if (types.len == 0) {
    if (!value || value->kind != CM_ATTR_STRING) {
      cm_llvm_custom_error_at(p, st, name_pos,
                              "type can only be omitted for string globals");
      goto done;
    }
    CmType *t = cm_llvm_array_type(cm_integer_type(ctx, 8, CM_SIGNLESS),
                                   value->str.value->len);
    CM_VEC_PUSH(types, t);
  } else if (cm_parse_optional_region(p, init, 0, NULL) == CM_OPT_FAILURE) {
    goto done;
  }
  CM_VEC_PUSH(attrs, named(ctx, "type", cm_type_attr(types.data[0])));
  r = CM_SUCCESS;
done:
  cm_llvm_push_attrs(st, &attrs);
  CM_VEC_FREE(types);
  return r;
}

static void global_print(CmPrinter *p, CmOp *op) {
  int linkage = cm_llvm_op_linkage(op);
  cm_print_str(p, " ");
  cm_print_str(p, linkage >= 0 ? cm_llvm_linkage_name((CmLLVMLinkage)linkage)
                               : "");
  cm_print_str(p, " ");
  CmAttr *ua = cm_op_get_attr(op, "unnamed_addr");
  if (ua) {
    int u = cm_llvm_unnamed_addr_of(ua);
    cm_print_str(p, u >= 0 ? cm_llvm_unnamed_addr_name((CmLLVMUnnamedAddr)u)
                           : "");
    cm_print_str(p, " ");
  }
  if (cm_op_get_attr(op, "constant"))
    cm_print_str(p, "constant ");
  CmAttr *name = cm_op_get_attr(op, "sym_name");
  cm_print_symbol_name(p, name && name->kind == CM_ATTR_STRING
                              ? cm_ident_str(name->str.value)
                              : cm_str(""));
  cm_print_str(p, "(");
  CmAttr *value = cm_op_get_attr(op, "value");
  if (value)
    cm_print_attr(p, value);
  cm_print_str(p, ")");
  static const char *const elided[] = {"sym_name", "type",    "constant",
                                       "value",    "linkage", "unnamed_addr"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 6, elided);
  if (value && value->kind == CM_ATTR_STRING)
    return;
  cm_print_str(p, " : ");
  cm_print_type(p, cm_llvm_type_attr_value(op, "type"));
  CmRegion *init = cm_op_region(op, 0);
  if (!cm_region_empty(init))
    cm_print_region(p, init, false, true);
}

static bool is_zero_attr(const CmAttr *a) {
  switch (a->kind) {
  case CM_ATTR_INTEGER:
    for (unsigned i = 0; i < a->integer.num_words; i++)
      if (a->integer.words[i])
        return false;
    return a->integer.num_words || a->integer.value == 0;
  case CM_ATTR_FLOAT: /* +0.0 or -0.0 */
    return a->fp.value == 0.0;
  case CM_ATTR_DENSE_ELEMENTS: {
    if (a->dense.is_string)
      return false;
    for (size_t i = 0; i < a->dense.num_bytes; i++)
      if (a->dense.data[i]) {
        /* a negative zero float is zero too */
        CmType *e = a->type->shaped.elem;
        if (!cm_type_is_float(e))
          return false;
        size_t n = a->dense.splat ? 1 : (size_t)cm_shaped_num_elements(a->type);
        for (size_t k = 0; k < n; k++)
          if (cm_dense_get_float(a, k) != 0.0)
            return false;
        return true;
      }
    return true;
  }
  case CM_ATTR_ARRAY:
    for (unsigned i = 0; i < a->array.num; i++)
      if (!is_zero_attr(a->array.elems[i]))
        return false;
    return true;
  default:
    return false;
  }
}

static CmResult global_verify(CmOp *op) {
  CmType *type = cm_llvm_type_attr_value(op, "type");
  if (!type || !cm_llvm_ptr_valid_elem(type))
    return cm_op_emit_error(op, "expects type to be a valid element type for "
                                "an LLVM pointer");
  CmOp *parent = cm_op_parent_op(op);
  if (parent && !cm_llvm_is_module_like(parent))
    return cm_op_emit_error(op, "must appear at the module level");
  CmAttr *value = cm_op_get_attr(op, "value");
  if (value && value->kind == CM_ATTR_STRING) {
    CmType *e = cm_llvm_type_id(type) == CM_LLVM_ARRAY
                    ? cm_llvm_array_elem(type)
                    : NULL;
    if (!e || !cm_type_is_integer(e, 8) ||
        cm_llvm_array_count(type) != value->str.value->len)
      return cm_op_emit_error(op, "requires an i8 array type of the length "
                                  "equal to that of the string attribute");
  }
  CmRegion *init = cm_op_region(op, 0);
  if (!cm_region_empty(init)) {
    CmOp *ret = init->first->last;
    if (!ret || cm_op_num_operands(ret) == 0)
      return cm_op_emit_error(op, "initializer region cannot return void");
    CmType *got = cm_op_operand(ret, 0)->type;
    if (got != type) {
      CmDiag *d = cm_op_diag_error(op, "initializer region type ");
      cm_llvm_diag_append_qtype(d, got);
      cm_diag_append(d, " does not match global type ");
      cm_llvm_diag_append_qtype(d, type);
      return cm_diag_report(d);
    }
    if (value)
      return cm_op_emit_error(op, "cannot have both initializer value and "
                                  "region");
  }
  int linkage = cm_llvm_op_linkage(op);
  if (linkage == CM_LLVM_LINKAGE_COMMON && value && !is_zero_attr(value))
    return cm_op_emit_error(op, "expected zero value for 'common' linkage");
  if (linkage == CM_LLVM_LINKAGE_APPENDING &&
      cm_llvm_type_id(type) != CM_LLVM_ARRAY)
    return cm_op_emit_error(op, "expected array type for 'appending' "
                                "linkage");
  CmAttr *align = cm_op_get_attr(op, "alignment");
  if (align && align->kind == CM_ATTR_INTEGER) {
    uint64_t v = (uint64_t)align->integer.value;
    if (v == 0 || (v & (v - 1)) != 0)
      return cm_op_emit_plain_error(op, "alignment attribute is not a power "
                                        "of 2");
  }
  return CM_SUCCESS;
}

static bool global_is_declaration(CmOp *op) {
  return !cm_op_get_attr(op, "value") && cm_region_empty(cm_op_region(op, 0));
}
static const CmSymbolInterface global_symbol = {global_is_declaration,
                                                symbol_can_discard};
static const CmInterfaceImpl global_ifaces[] = {
    {CM_IFACE_SYMBOL, &global_symbol}};

static const CmOdsAttr global_attrs[] = {
    {"type", &cm_ac_type, false, NULL},
    {"constant", &cm_ac_unit, true, NULL},
    {"sym_name", &cm_ac_string, false, NULL},
    {"linkage", &cm_llvm_ac_linkage, false, NULL},
    {"dso_local", &cm_ac_unit, true, NULL},
    {"value", &cm_ac_any, true, NULL},
    {"alignment", &cm_ac_i64, true, NULL},
    {"addr_space", &cm_llvm_ac_nonneg_i32, true, "0 : i32"},
    {"unnamed_addr", &cm_llvm_ac_unnamed_addr, true, NULL},
    {"section", &cm_ac_string, true, NULL}};
/* MLIR 13's llvm.mlir.global has no thread-local flag: `thread_local_` is an
 * ordinary discardable attribute there (any value), ignored by the
 * translation. */
static const CmOdsRegion global_regions[] = {{"initializer", false, false}};
static const CmOdsOp global_ods = {
    .summary = "LLVM dialect global.",
    CM_ODS_ATTRS(global_attrs),
    CM_ODS_REGIONS(global_regions),
    CM_ODS_INTERFACES(global_ifaces),
};

/* ---------------------------------------------------------------------
 * llvm.mlir.addressof
 * --------------------------------------------------------------------- */
static CmResult addressof_verify(CmOp *op) {
  CmAttr *ref = cm_op_get_attr(op, "global_name");
  CmOp *module = cm_op_parent_op(op);
  while (module && !cm_llvm_is_module_like(module))
    module = cm_op_parent_op(module);
  CmOp *sym = NULL;
  if (module && ref && ref->kind == CM_ATTR_SYMBOL_REF) {
    CmStr n = cm_ident_str(ref->symref.root);
    sym = cm_symbol_table_lookup(module, n.data, n.len);
  }
  bool is_global = sym && cm_op_name_is(sym, "llvm.mlir.global");
  bool is_func = sym && cm_op_name_is(sym, "llvm.func");
  if (!is_global && !is_func)
    return cm_op_emit_error(op, "must reference a global defined by "
                                "'llvm.mlir.global' or 'llvm.func'");
  CmType *rt = cm_op_result(op, 0)->type;
  if (is_global) {
    CmType *gt = cm_llvm_type_attr_value(sym, "type");
    CmAttr *as = cm_op_get_attr(sym, "addr_space");
    unsigned space = as && as->kind == CM_ATTR_INTEGER
                         ? (unsigned)as->integer.value
                         : 0;
    if (!gt || !cm_llvm_ptr_valid_elem(gt) ||
        cm_llvm_ptr_type(gt, space) != rt)
      return cm_op_emit_error(op, "the type must be a pointer to the type of "
                                  "the referenced global");
  } else {
    CmType *ft = func_type_of(sym);
    if (!ft || cm_llvm_ptr_type(ft, 0) != rt)
      return cm_op_emit_error(op, "the type must be a pointer to the type of "
                                  "the referenced function");
  }
  return CM_SUCCESS;
}

static const CmOdsValue any_result[] = {{"res", CM_ODS_ONE, &cm_llvm_tc_type}};
static const CmOdsValue ptr_result[] = {
    {"res", CM_ODS_ONE, &cm_llvm_tc_ptr}};
static const CmOdsAttr addressof_attrs[] = {
    {"global_name", &cm_ac_flat_symbol_ref, false, NULL}};
static const CmOdsOp addressof_ods = {
    .summary = "Creates a pointer pointing to a global or a function",
    CM_ODS_RESULTS(any_result),
    CM_ODS_ATTRS(addressof_attrs),
    .format = "$global_name attr-dict `:` type($res)",
};

/* ---------------------------------------------------------------------
 * llvm.mlir.constant / undef / null
 * --------------------------------------------------------------------- */
static CmResult constant_verify(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "value");
  CmType *t = cm_op_result(op, 0)->type;
  if (v->kind == CM_ATTR_STRING) {
    uint64_t len = v->str.value->len;
    if (cm_llvm_type_id(t) != CM_LLVM_ARRAY ||
        cm_llvm_array_count(t) != len ||
        !cm_type_is_integer(cm_llvm_array_elem(t), 8) ||
        cm_llvm_array_elem(t)->integer.signedness != CM_SIGNLESS)
      return cm_op_emit_error(op, "expected array type of %" PRIu64
                                  " i8 elements for the string constant",
                              len);
    return CM_SUCCESS;
  }
  int id = cm_llvm_type_id(t);
  if (id == CM_LLVM_STRUCT || id == CM_LLVM_STRUCT_ID) {
    if (cm_llvm_struct_num_elems(t) != 2 ||
        cm_llvm_struct_elem(t, 0) != cm_llvm_struct_elem(t, 1))
      return cm_op_emit_plain_error(op, "expected struct type with two "
                                        "elements of the same type, the type "
                                        "of a complex constant");
    if (v->kind != CM_ATTR_ARRAY || v->array.num != 2 ||
        v->array.elems[0]->type != v->array.elems[1]->type)
      return cm_op_emit_error(op, "expected array attribute with two "
                                  "elements, representing a complex "
                                  "constant");
    CmType *e = cm_llvm_struct_elem(t, 0);
    if (!(e->kind == CM_TYPE_INTEGER || e->kind == CM_TYPE_F16 ||
          e->kind == CM_TYPE_F32 || e->kind == CM_TYPE_F64))
      return cm_op_emit_plain_error(op, "expected struct element types to be "
                                        "floating point type or integer "
                                        "type");
    return CM_SUCCESS;
  }
  if (!(v->kind == CM_ATTR_INTEGER || v->kind == CM_ATTR_ARRAY ||
        v->kind == CM_ATTR_FLOAT || v->kind == CM_ATTR_DENSE_ELEMENTS ||
        v->kind == CM_ATTR_OPAQUE_ELEMENTS ||
        v->kind == CM_ATTR_SPARSE_ELEMENTS))
    return cm_op_emit_error(op, "only supports integer, float, string or "
                                "elements attributes");
  return CM_SUCCESS;
}

static CmResult constant_fold(CmOp *op, CmAttr *const *operands,
                              CmFoldResult *results) {
  (void)operands;
  results[0].attr = cm_op_get_attr(op, "value");
  return results[0].attr ? CM_SUCCESS : CM_FAILURE;
}

static const CmOdsAttr constant_attrs[] = {
    {"value", &cm_ac_any, false, NULL}};
static const CmOdsOp constant_ods = {
    .summary = "Defines a constant of LLVM type.",
    CM_ODS_RESULTS(any_result),
    CM_ODS_ATTRS(constant_attrs),
    .format = "`(` $value `)` attr-dict `:` type($res)",
    .fold = constant_fold,
};

static const CmOdsOp undef_ods = {
    .summary = "Creates an undefined value of LLVM dialect type.",
    CM_ODS_RESULTS(any_result),
    .format = "attr-dict `:` type($res)",
};

static const CmOdsOp null_ods = {
    .summary = "Defines a value containing a null pointer to LLVM type.",
    CM_ODS_RESULTS(ptr_result),
    .format = "attr-dict `:` type($res)",
};

/* ---------------------------------------------------------------------
 * registration
 * --------------------------------------------------------------------- */
static const CmOpDef func_ops[] = {
    {.name = "llvm.func",
     .traits = CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE |
               CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_SYMBOL |
               CM_TRAIT_CALLABLE,
     .parse = func_parse,
     .print = func_print,
     .verify_invariants = func_verify_invariants,
     .verify = func_verify,
     .ods = &func_ods},
    {.name = "llvm.return",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_RETURN_LIKE |
               CM_TRAIT_TERMINATOR,
     .parse = return_parse,
     .print = return_print,
     .verify = return_verify,
     .ods = &return_ods},
    {.name = "llvm.mlir.global",
     .traits = CM_TRAIT_ISOLATED_FROM_ABOVE |
               CM_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR | CM_TRAIT_SYMBOL,
     .implicit_terminator = "llvm.return",
     .parse = global_parse,
     .print = global_print,
     .verify = global_verify,
     .ods = &global_ods},
    /* No NoSideEffect in MLIR 13: canonicalize keeps an unused one. */
    {.name = "llvm.mlir.addressof",
     .verify = addressof_verify,
     .ods = &addressof_ods},
    {.name = "llvm.mlir.constant",
     .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_CONSTANT_LIKE,
     .verify = constant_verify,
     .ods = &constant_ods},
    {.name = "llvm.mlir.undef",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &undef_ods},
    {.name = "llvm.mlir.null",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &null_ods},
};

void cm_llvm_register_func_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, func_ops, CM_ODS_ARRAY_LEN(func_ops));
}
