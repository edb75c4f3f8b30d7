/* builtin.c - the builtin dialect: module, func and
 * unrealized_conversion_cast.
 *
 * As in MLIR 13 the ops are registered without a dialect prefix ("module",
 * "func", "unrealized_conversion_cast"; cm_op_name assigns names without a
 * '.' to the builtin dialect), so that is how they print in the custom and
 * the generic form, and `builtin.module` names an unknown op, as upstream.
 */
#include "cmlir/dialect/builtin.h"
#include "cmlir/ods.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

static bool is_str_attr(const CmAttr *a) {
  return a && a->kind == CM_ATTR_STRING;
}

/* Count checks of upstream's ZeroResults / ZeroOperands / OneRegion
 * traits (verified before anything else). */
static CmResult verify_counts(CmOp *op) {
  if (cm_op_num_results(op) != 0)
    return cm_op_emit_error(op, "requires zero results");
  if (cm_op_num_operands(op) != 0)
    return cm_op_emit_error(op, "requires zero operands");
  if (cm_op_num_regions(op) != 1)
    return cm_op_emit_error(op, "requires one region");
  return CM_SUCCESS;
}

static unsigned region_num_blocks(const CmRegion *r) {
  unsigned n = 0;
  for (CmBlock *b = r->first; b; b = b->next)
    n++;
  return n;
}

/* sym_visibility checks of the symbol interface. */
/* Errors of a custom-form parser carry upstream's "custom op 'name' "
 * prefix (OpAsmParser::emitError). */
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

/* ---------------------------------------------------------------------- */
/* builtin.module                                                          */
/* ---------------------------------------------------------------------- */

static CmResult module_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec attrs = {0};
  CmResult r = CM_SUCCESS;
  cm_parse_optional_symbol_name(p, CM_BUILTIN_SYM_NAME, &attrs);
  if (cm_failed(cm_parse_optional_attr_dict_with_keyword(p, &attrs))) {
    r = CM_FAILURE;
    goto done;
  }
  /* A `sym_name` also in the dictionary is reported by the parser after
   * the body (its duplicate-attribute check, as upstream). */
  CmRegion *body = cm_op_state_add_region(st);
  if (cm_failed(cm_parse_region(p, body, 0, NULL, false))) {
    r = CM_FAILURE;
    goto done;
  }
  if (cm_region_empty(body))
    cm_region_append_block(body, cm_block_create());
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return r;
}

static void module_print(CmPrinter *p, CmOp *op) {
  CmAttr *name = cm_op_get_attr(op, CM_BUILTIN_SYM_NAME);
  static const char *const elided[] = {CM_BUILTIN_SYM_NAME};
  unsigned nelided = 0;
  if (is_str_attr(name)) {
    cm_print_str(p, " ");
    cm_print_symbol_name(p, cm_ident_str(name->str.value));
    nelided = 1;
  }
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), nelided, elided);
  cm_print_str(p, " ");
  cm_print_region(p, cm_op_region(op, 0), false, true);
}

static CmResult module_verify(CmOp *op) {
  if (region_num_blocks(cm_op_region(op, 0)) != 1)
    return cm_op_emit_error(
        op, "Operations with a 'SymbolTable' must have exactly one block");
  /* sym_name and sym_visibility: the verifier's Symbol trait. */
  const CmAttr *dict = cm_op_attrs(op);
  for (unsigned i = 0; dict && i < dict->dict.num; i++) {
    CmStr n = cm_ident_str(dict->dict.entries[i].name);
    if (memchr(n.data, '.', n.len) || cm_str_eq_c(n, CM_BUILTIN_SYM_NAME) ||
        cm_str_eq_c(n, CM_BUILTIN_SYM_VISIBILITY))
      continue;
    return cm_op_emit_error(op,
                            "can only contain attributes with "
                            "dialect-prefixed names, found: '%.*s'",
                            (int)n.len, n.data);
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* builtin.func                                                            */
/* ---------------------------------------------------------------------- */

static CmAttr *dict_from_vec(CmContext *ctx, CmNamedAttrVec *v) {
  return cm_dict_attr(ctx, (unsigned)v->len, v->data);
}

/* `(type {attrs}, ...)` or `type` after `->`. */
static CmResult parse_result_list(CmParser *p, CmTypeVec *types,
                                  CmAttr ***attrs, size_t *nattrs,
                                  bool *any_attrs) {
  CmContext *ctx = cm_parser_context(p);
  if (!cm_parse_optional_tok(p, CM_TOK_LPAREN)) {
    CmType *t;
    if (cm_failed(cm_parse_type(p, &t)))
      return CM_FAILURE;
    CM_VEC_PUSH(*types, t);
    return CM_SUCCESS;
  }
  if (cm_parse_optional_tok(p, CM_TOK_RPAREN))
    return CM_SUCCESS;
  size_t cap = 0;
  do {
    CmType *t;
    if (cm_failed(cm_parse_type(p, &t)))
      return CM_FAILURE;
    CM_VEC_PUSH(*types, t);
    CmNamedAttrVec a = {0};
    if (cm_failed(cm_parse_optional_attr_dict(p, &a))) {
      CM_VEC_FREE(a);
      return CM_FAILURE;
    }
    if (a.len)
      *any_attrs = true;
    if (*nattrs == cap)
      cm_grow((void **)attrs, &cap, *nattrs + 1, sizeof(CmAttr *));
    (*attrs)[(*nattrs)++] = dict_from_vec(ctx, &a);
    CM_VEC_FREE(a);
  } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
  return cm_parse_tok(p, CM_TOK_RPAREN);
}

static CmResult func_parse(CmParser *p, CmOpState *st) {
  CmContext *ctx = cm_parser_context(p);
  CmResult r = CM_FAILURE;
  CmNamedAttrVec attrs = {0};
  CM_VEC(CmRegionArg) args = {0};
  CmTypeVec arg_types = {0}, res_types = {0};
  CM_VEC(CmAttr *) arg_attrs = {0};
  CmAttr **res_attrs = NULL;
  size_t num_res_attrs = 0;
  bool any_arg_attrs = false, any_res_attrs = false;

  /* Visibility keyword. */
  static const char *const vis[] = {"public", "private", "nested"};
  for (unsigned i = 0; i < 3; i++) {
    if (cm_parse_optional_keyword(p, vis[i])) {
      CM_VEC_PUSH(attrs,
                  ((CmNamedAttr){cm_ident_c(ctx, CM_BUILTIN_SYM_VISIBILITY),
                                 cm_string_attr(ctx, cm_str(vis[i]))}));
      break;
    }
  }
  if (!cm_parse_optional_symbol_name(p, CM_BUILTIN_SYM_NAME, &attrs)) {
    custom_error_at(p, st, cm_parser_pos(p),
                    "expected valid '@'-identifier for symbol name");
    goto done;
  }

  /* Arguments. */
  if (cm_failed(cm_parse_tok(p, CM_TOK_LPAREN)))
    goto done;
  if (!cm_parse_optional_tok(p, CM_TOK_RPAREN)) {
    do {
      const char *pos = cm_parser_pos(p);
      CmUnresolvedOperand name;
      CmType *type = NULL;
      CmLoc *loc = NULL;
      CmOptResult o = cm_parse_optional_operand(p, &name);
      if (o == CM_OPT_FAILURE)
        goto done;
      if (o == CM_OPT_SUCCESS) {
        if (args.len == 0 && arg_types.len != 0) {
          custom_error_at(p, st, pos,
                          "expected type instead of SSA identifier");
          goto done;
        }
        if (cm_failed(cm_parse_colon_type(p, &type)))
          goto done;
      } else if (args.len != 0) {
        custom_error_at(p, st, pos, "expected SSA identifier");
        goto done;
      } else if (cm_failed(cm_parse_type(p, &type))) {
        goto done;
      }
      CM_VEC_PUSH(arg_types, type);
      CmNamedAttrVec a = {0};
      if (cm_failed(cm_parse_optional_attr_dict(p, &a))) {
        CM_VEC_FREE(a);
        goto done;
      }
      if (a.len)
        any_arg_attrs = true;
      CM_VEC_PUSH(arg_attrs, dict_from_vec(ctx, &a));
      CM_VEC_FREE(a);
      if (o == CM_OPT_SUCCESS) {
        if (cm_parse_optional_location_specifier(p, &loc) == CM_OPT_FAILURE)
          goto done;
        /* MLIR 13 parses an explicit argument location but the entry
         * block argument keeps the location of its name: do the same so
         * that the output matches mlir-opt-13. */
        CmRegionArg ra = {name, type, NULL};
        CM_VEC_PUSH(args, ra);
      }
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_failed(cm_parse_tok(p, CM_TOK_RPAREN)))
      goto done;
  }

  /* Results. */
  if (cm_parse_optional_tok(p, CM_TOK_ARROW)) {
    if (cm_failed(parse_result_list(p, &res_types, &res_attrs, &num_res_attrs,
                                    &any_res_attrs)))
      goto done;
  }

  CmType *fty =
      cm_function_type(ctx, (unsigned)arg_types.len, arg_types.data,
                       (unsigned)res_types.len, res_types.data);
  CM_VEC_PUSH(attrs, ((CmNamedAttr){cm_ident_c(ctx, CM_BUILTIN_TYPE),
                                    cm_type_attr(fty)}));

  {
    const char *dict_pos = cm_parser_pos(p);
    size_t before = attrs.len;
    if (cm_failed(cm_parse_optional_attr_dict_with_keyword(p, &attrs)))
      goto done;
    static const char *const inferred[] = {
        CM_BUILTIN_SYM_VISIBILITY, CM_BUILTIN_SYM_NAME, CM_BUILTIN_TYPE};
    for (unsigned k = 0; k < 3; k++)
      for (size_t i = before; i < attrs.len; i++)
        if (cm_str_eq_c(cm_ident_str(attrs.data[i].name), inferred[k])) {
          custom_error_at(p, st, dict_pos,
                          "'%s' is an inferred attribute and should not be "
                          "specified in the explicit attribute dictionary",
                          inferred[k]);
          goto done;
        }
  }

  if (any_arg_attrs)
    CM_VEC_PUSH(attrs,
                ((CmNamedAttr){cm_ident_c(ctx, CM_BUILTIN_ARG_ATTRS),
                               cm_array_attr(ctx, (unsigned)arg_attrs.len,
                                             arg_attrs.data)}));
  if (any_res_attrs) {
    /* A single unparenthesized result has no attributes. */
    CM_VEC_PUSH(attrs,
                ((CmNamedAttr){cm_ident_c(ctx, CM_BUILTIN_RES_ATTRS),
                               cm_array_attr(ctx, (unsigned)num_res_attrs,
                                             res_attrs)}));
  }

  /* Body. */
  CmRegion *body = cm_op_state_add_region(st);
  const char *body_pos = cm_parser_pos(p);
  CmOptResult o = cm_parse_optional_region(p, body, args.len, args.data);
  if (o == CM_OPT_FAILURE)
    goto done;
  if (o == CM_OPT_SUCCESS && cm_region_empty(body)) {
    custom_error_at(p, st, body_pos, "expected non-empty function body");
    goto done;
  }
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(args);
  CM_VEC_FREE(arg_types);
  CM_VEC_FREE(res_types);
  CM_VEC_FREE(arg_attrs);
  free(res_attrs);
  return r;
}

static const CmAttr *array_dict_at(const CmAttr *arr, unsigned i) {
  if (!arr || arr->kind != CM_ATTR_ARRAY || i >= arr->array.num)
    return NULL;
  const CmAttr *d = arr->array.elems[i];
  return d && d->kind == CM_ATTR_DICTIONARY ? d : NULL;
}

static void func_print(CmPrinter *p, CmOp *op) {
  CmAttr *type_attr = cm_op_get_attr(op, CM_BUILTIN_TYPE);
  const CmType *fty = type_attr && type_attr->kind == CM_ATTR_TYPE
                          ? type_attr->type_value
                          : NULL;
  CmAttr *name = cm_op_get_attr(op, CM_BUILTIN_SYM_NAME);
  CmAttr *vis = cm_op_get_attr(op, CM_BUILTIN_SYM_VISIBILITY);
  CmAttr *arg_attrs = cm_op_get_attr(op, CM_BUILTIN_ARG_ATTRS);
  CmAttr *res_attrs = cm_op_get_attr(op, CM_BUILTIN_RES_ATTRS);
  CmRegion *body = cm_op_num_regions(op) ? cm_op_region(op, 0) : NULL;
  bool external = !body || cm_region_empty(body);

  cm_print_str(p, " ");
  if (is_str_attr(vis)) {
    CmBuf *b = cm_printer_buf(p);
    cm_buf_putstr(b, cm_ident_str(vis->str.value));
    cm_buf_putc(b, ' ');
  }
  cm_print_symbol_name(p, is_str_attr(name) ? cm_ident_str(name->str.value)
                                            : CM_STR(""));
  cm_print_str(p, "(");
  unsigned nin = fty ? fty->func.num_inputs : 0;
  unsigned nres = fty ? fty->func.num_results : 0;
  CmBlock *entry = external ? NULL : body->first;
  for (unsigned i = 0; i < nin; i++) {
    if (i)
      cm_print_str(p, ", ");
    const CmAttr *d = array_dict_at(arg_attrs, i);
    if (entry && i < entry->num_args) {
      cm_print_region_argument_with_attrs(p, entry->args[i], d);
    } else {
      cm_print_type(p, fty->func.types[i]);
      if (d)
        cm_print_optional_attr_dict(p, d, 0, NULL);
    }
  }
  cm_print_str(p, ")");
  if (nres) {
    CmType *const *rt = fty->func.types + nin;
    const CmAttr *d0 = array_dict_at(res_attrs, 0);
    bool parens = nres > 1 || rt[0]->kind == CM_TYPE_FUNCTION ||
                  (d0 && d0->dict.num > 0);
    cm_print_str(p, " -> ");
    if (parens)
      cm_print_str(p, "(");
    for (unsigned i = 0; i < nres; i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, rt[i]);
      const CmAttr *d = array_dict_at(res_attrs, i);
      if (d)
        cm_print_optional_attr_dict(p, d, 0, NULL);
    }
    if (parens)
      cm_print_str(p, ")");
  }
  static const char *const elided[] = {
      CM_BUILTIN_SYM_NAME, CM_BUILTIN_TYPE, CM_BUILTIN_ARG_ATTRS,
      CM_BUILTIN_RES_ATTRS, CM_BUILTIN_SYM_VISIBILITY};
  cm_print_optional_attr_dict_with_keyword(p, cm_op_attrs(op), 5, elided);
  if (!external)
    cm_print_region(p, body, false, true);
}

static CmResult func_verify(CmOp *op) {
  /* sym_name and sym_visibility (Symbol trait), the `type` attribute, the
   * arg/res attribute arrays and the entry block's argument count
   * (FunctionLike trait) were checked by lib/ir/verifier.c, which runs
   * first; the argument types are func's own check. */
  const CmType *fty = cm_op_get_attr(op, CM_BUILTIN_TYPE)->type_value;
  unsigned nin = fty->func.num_inputs;
  CmRegion *body = cm_op_region(op, 0);
  if (cm_region_empty(body)) {
    /* A declaration. */
    CmAttr *vis = cm_op_get_attr(op, CM_BUILTIN_SYM_VISIBILITY);
    if (!vis || cm_str_eq_c(cm_ident_str(vis->str.value), "public"))
      return cm_op_emit_error(op,
                              "symbol declaration cannot have public "
                              "visibility");
    return CM_SUCCESS;
  }
  CmBlock *entry = body->first;
  for (unsigned i = 0; i < nin; i++) {
    CmType *want = fty->func.types[i];
    CmType *got = entry->args[i]->type;
    if (want != got) {
      CmBuf g, w;
      cm_buf_init(&g);
      cm_buf_init(&w);
      cm_print_type_to(got, &g);
      cm_print_type_to(want, &w);
      CmDiag *d = cm_op_diag_error(
          op,
          "type of entry block argument #%u('%s') must match the type of the "
          "corresponding argument in function signature('%s')",
          i, g.data ? g.data : "", w.data ? w.data : "");
      cm_buf_free(&g);
      cm_buf_free(&w);
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* builtin.unrealized_conversion_cast                                      */
/* ---------------------------------------------------------------------- */

static CmResult cast_parse(CmParser *p, CmOpState *st) {
  CmResult r = CM_FAILURE;
  CmOperandVec ops = {0};
  CmTypeVec in_types = {0}, out_types = {0};
  CmValueVec vals = {0};
  CmNamedAttrVec attrs = {0};
  const char *pos = cm_parser_pos(p);
  CmUnresolvedOperand first;
  CmOptResult o = cm_parse_optional_operand(p, &first);
  if (o == CM_OPT_FAILURE)
    goto done;
  if (o == CM_OPT_SUCCESS) {
    CM_VEC_PUSH(ops, first);
    while (cm_parse_optional_tok(p, CM_TOK_COMMA)) {
      CmUnresolvedOperand u;
      if (cm_failed(cm_parse_operand(p, &u)))
        goto done;
      CM_VEC_PUSH(ops, u);
    }
    if (cm_failed(cm_parse_colon_type_list(p, &in_types)))
      goto done;
  }
  if (cm_failed(cm_parse_keyword(p, "to")) ||
      cm_failed(cm_parse_type_list(p, &out_types)) ||
      cm_failed(cm_parse_optional_attr_dict(p, &attrs)))
    goto done;
  if (cm_failed(cm_resolve_operands(p, ops.data, ops.len, in_types.data,
                                    in_types.len, pos, &vals)))
    goto done;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  for (size_t i = 0; i < out_types.len; i++)
    CM_VEC_PUSH(st->types, out_types.data[i]);
  r = CM_SUCCESS;
done:
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(in_types);
  CM_VEC_FREE(out_types);
  CM_VEC_FREE(vals);
  return r;
}

static void cast_print(CmPrinter *p, CmOp *op) {
  if (cm_op_num_operands(op)) {
    cm_print_str(p, " ");
    cm_print_op_operands(p, op);
    cm_print_str(p, " : ");
    for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
      if (i)
        cm_print_str(p, ", ");
      cm_print_type(p, cm_op_operand(op, i)->type);
    }
  }
  cm_print_str(p, " to ");
  for (unsigned i = 0; i < cm_op_num_results(op); i++) {
    if (i)
      cm_print_str(p, ", ");
    cm_print_type(p, cm_op_result(op, i)->type);
  }
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 0, NULL);
}

static CmResult cast_verify(CmOp *op) {
  if (cm_op_num_regions(op) != 0)
    return cm_op_emit_error(op, "requires zero regions");
  if (cm_op_num_successors(op) != 0)
    return cm_op_emit_error(op, "requires zero successors");
  /* CastOpInterface (its compatibility check accepts any types) */
  if (cm_op_num_results(op) == 0)
    return cm_op_emit_error(op,
                            "expected at least one result for cast operation");
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* Interfaces                                                              */
/* ---------------------------------------------------------------------- */
/* The builtin ops keep their hand-written hooks and are registered with
 * cm_register_ops (not cm_ods_register_ops), so no ODS verifier or format
 * is installed; their `.ods` only describes operands/results and carries
 * the interfaces for cm_op_interface(). */

static bool is_private_symbol(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, CM_BUILTIN_SYM_VISIBILITY);
  return is_str_attr(v) && cm_str_eq_c(cm_ident_str(v->str.value), "private");
}

static CmRegion *func_body(CmOp *op) {
  if (cm_op_num_regions(op) == 0)
    return NULL;
  CmRegion *r = cm_op_region(op, 0);
  return cm_region_empty(r) ? NULL : r;
}

/* SymbolOpInterface: an external func (empty body) is a declaration; by
 * default only private symbols can be discarded when unused. */
static bool func_is_declaration(CmOp *op) { return func_body(op) == NULL; }
static bool symbol_can_discard(CmOp *op) { return is_private_symbol(op); }
static const CmSymbolInterface func_symbol = {func_is_declaration,
                                              symbol_can_discard};

/* CallableOpInterface: the body (NULL for declarations), and the results
 * of the function type. */
static void func_callable_results(CmOp *op, CmTypeVec *out) {
  CmAttr *t = cm_op_get_attr(op, CM_BUILTIN_TYPE);
  if (!t || t->kind != CM_ATTR_TYPE || !t->type_value ||
      t->type_value->kind != CM_TYPE_FUNCTION)
    return;
  const CmType *ft = t->type_value;
  for (unsigned i = 0; i < ft->func.num_results; i++)
    CM_VEC_PUSH(*out, ft->func.types[ft->func.num_inputs + i]);
}
static const CmCallableInterface func_callable = {func_body,
                                                  func_callable_results};

static const CmInterfaceImpl func_ifaces[] = {
    {CM_IFACE_SYMBOL, &func_symbol}, {CM_IFACE_CALLABLE, &func_callable}};
static const CmOdsOp func_ods = {.summary = "An operation with a name "
                                            "containing a single `SSACFG` "
                                            "region",
                                 CM_ODS_INTERFACES(func_ifaces)};

/* module: an optional symbol, never a declaration; its body is a graph
 * region. */
static bool module_is_declaration(CmOp *op) {
  (void)op;
  return false;
}
static const CmSymbolInterface module_symbol = {module_is_declaration,
                                                symbol_can_discard};
static bool module_is_graph_region(CmOp *op, unsigned region_index) {
  (void)op;
  (void)region_index;
  return true;
}
static const CmRegionKindInterface module_region_kind = {
    module_is_graph_region};
static const CmInterfaceImpl module_ifaces[] = {
    {CM_IFACE_SYMBOL, &module_symbol},
    {CM_IFACE_REGION_KIND, &module_region_kind}};
static const CmOdsRegion module_regions[] = {{"body", false, true}};
static const CmOdsOp module_ods = {.summary = "A top level container "
                                              "operation",
                                   CM_ODS_REGIONS(module_regions),
                                   CM_ODS_INTERFACES(module_ifaces)};

/* unrealized_conversion_cast: CastOpInterface, agnostic of the types. */
static bool cast_compatible(unsigned n_in, CmType *const *in, unsigned n_out,
                            CmType *const *out) {
  (void)n_in;
  (void)in;
  (void)n_out;
  (void)out;
  return true;
}
static const CmCastInterface cast_iface = {cast_compatible};
static const CmInterfaceImpl cast_ifaces[] = {{CM_IFACE_CAST, &cast_iface}};
static const CmOdsValue cast_operands[] = {
    {"inputs", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue cast_results[] = {
    {"outputs", CM_ODS_VARIADIC, &cm_tc_any}};
/* Folds as upstream 13: a cast to its own operand types is its operands;
 * a cast whose operands are exactly the results of another cast, back to
 * that cast's operand types, is that cast's operands. */
static CmResult cast_fold(CmOp *op, CmAttr *const *consts, CmFoldResult *r) {
  (void)consts;
  unsigned n = cm_op_num_operands(op);
  if (n != cm_op_num_results(op))
    return CM_FAILURE;
  bool same = true;
  for (unsigned i = 0; i < n; i++)
    if (cm_op_operand(op, i)->type != cm_op_result(op, i)->type)
      same = false;
  if (same) {
    for (unsigned i = 0; i < n; i++)
      r[i].value = cm_op_operand(op, i);
    return n ? CM_SUCCESS : CM_FAILURE;
  }
  CmOp *in = n ? cm_value_defining_op(cm_op_operand(op, 0)) : NULL;
  if (!in || cm_op_opname(in) != cm_op_opname(op) ||
      cm_op_num_results(in) != n || cm_op_num_operands(in) != n)
    return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    if (cm_op_operand(op, i) != cm_op_result(in, i) ||
        cm_op_operand(in, i)->type != cm_op_result(op, i)->type)
      return CM_FAILURE;
  for (unsigned i = 0; i < n; i++)
    r[i].value = cm_op_operand(in, i);
  return CM_SUCCESS;
}
static const CmOdsOp cast_ods = {.summary = "An unrealized conversion from "
                                            "one set of types to another",
                                 CM_ODS_OPERANDS(cast_operands),
                                 CM_ODS_RESULTS(cast_results),
                                 .fold = cast_fold,
                                 CM_ODS_INTERFACES(cast_ifaces)};

/* ---------------------------------------------------------------------- */
/* Registration                                                            */
/* ---------------------------------------------------------------------- */

static const CmOpDef builtin_ops[] = {
    {
        .name = "func",
        .traits = CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_SYMBOL |
                  CM_TRAIT_FUNCTION_LIKE | CM_TRAIT_CALLABLE |
                  CM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE | CM_TRAIT_AFFINE_SCOPE,
        .parse = func_parse,
        .verify_invariants = verify_counts,
        .print = func_print,
        .verify = func_verify,
        .ods = &func_ods,
    },
    {
        .name = "module",
        .traits = CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_SYMBOL_TABLE |
                  CM_TRAIT_SYMBOL | CM_TRAIT_NO_TERMINATOR | CM_TRAIT_SINGLE_BLOCK |
                  CM_TRAIT_GRAPH_REGION | CM_TRAIT_AFFINE_SCOPE,
        .parse = module_parse,
        .verify_invariants = verify_counts,
        .print = module_print,
        .verify = module_verify,
        .ods = &module_ods,
    },
    {
        .name = "unrealized_conversion_cast",
        .traits = CM_TRAIT_NO_SIDE_EFFECT,
        .parse = cast_parse,
        .print = cast_print,
        .verify = cast_verify,
        .ods = &cast_ods,
    },
};

void cm_register_builtin_dialect(CmContext *ctx) {
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "builtin";
  cm_register_dialect(ctx, &d);
  cm_register_ops(ctx, builtin_ops, sizeof(builtin_ops) / sizeof(builtin_ops[0]));
}

bool cm_builtin_is_module(const CmOp *op) {
  return op && cm_op_name_is(op, "module");
}

bool cm_builtin_is_func(const CmOp *op) {
  return op && cm_op_name_is(op, "func");
}
