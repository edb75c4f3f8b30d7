/* dlti.c - the DLTI dialect of MLIR 13 (see cmlir/dialect/dlti.h): the
 * #dlti.dl_entry and #dlti.dl_spec attributes (parse, print, uniquing
 * through cm_dialect_attr), the check of a module's `dlti.dl_spec`, and
 * the index size the LLVM conversions derive from it. */
#include "cmlir/dialect/dlti.h"

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"

#include <string.h>

enum { DLTI_ENTRY = 1, DLTI_SPEC = 2 };

static CmDialect *dlti_dialect(CmContext *ctx) {
  return cm_lookup_dialect(ctx, "dlti", 4);
}

static bool is_dlti(const CmAttr *a, unsigned id) {
  return a && a->kind == CM_ATTR_DIALECT &&
         a->dialect_attr.id == id && a->dialect_attr.dialect &&
         strcmp(a->dialect_attr.dialect->name, "dlti") == 0;
}

bool cm_dlti_is_entry(const CmAttr *a) { return is_dlti(a, DLTI_ENTRY); }
bool cm_dlti_is_spec(const CmAttr *a) { return is_dlti(a, DLTI_SPEC); }

CmAttr *cm_dlti_entry_attr(CmContext *ctx, CmAttr *key, CmAttr *value) {
  CmDialect *d = dlti_dialect(ctx);
  CmAttr *parts[2] = {key, value};
  return d ? cm_dialect_attr(d, DLTI_ENTRY, NULL, 2, parts, 0, NULL, NULL,
                             NULL)
           : NULL;
}

CmAttr *cm_dlti_spec_attr(CmContext *ctx, unsigned n, CmAttr *const *entries) {
  CmDialect *d = dlti_dialect(ctx);
  return d ? cm_dialect_attr(d, DLTI_SPEC, NULL, n, entries, 0, NULL, NULL,
                             NULL)
           : NULL;
}

CmAttr *cm_dlti_entry_key(const CmAttr *e) { return e->dialect_attr.attrs[0]; }
CmAttr *cm_dlti_entry_value(const CmAttr *e) {
  return e->dialect_attr.attrs[1];
}
unsigned cm_dlti_spec_num_entries(const CmAttr *s) {
  return s->dialect_attr.num_attrs;
}
CmAttr *cm_dlti_spec_entry(const CmAttr *s, unsigned i) {
  return s->dialect_attr.attrs[i];
}

/* ---------------------------------------------------------------------- */
/* Syntax                                                                  */
/* ---------------------------------------------------------------------- */

/* `<` (type | "string") `,` attribute `>` */
static CmAttr *parse_entry(CmParser *p) {
  CmContext *ctx = cm_parser_context(p);
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmAttr *key = NULL;
  CmBuf s;
  cm_buf_init(&s);
  if (cm_parse_optional_string(p, &s)) {
    key = cm_string_attr(ctx, (CmStr){s.data ? s.data : "", s.len});
  } else {
    CmType *t = NULL;
    CmOptResult r = cm_parse_optional_type(p, &t);
    if (r == CM_OPT_SUCCESS)
      key = cm_type_attr(t);
    else if (r == CM_OPT_NONE)
      cm_parser_error(p, "expected a type or a quoted string");
  }
  cm_buf_free(&s);
  CmAttr *value = NULL;
  if (!key || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_attribute(p, NULL, &value) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_dlti_entry_attr(ctx, key, value);
}

static void print_key(CmBuf *b, const CmAttr *key, bool quote_type) {
  if (key->kind == CM_ATTR_TYPE) {
    if (quote_type)
      cm_buf_putc(b, '\'');
    cm_print_type_to(key->type_value, b);
    if (quote_type)
      cm_buf_putc(b, '\'');
  } else {
    cm_buf_putstr(b, cm_ident_str(key->str.value));
  }
}

/* `<` [entry (`,` entry)*] `>`, keys distinct */
static CmAttr *parse_spec(CmParser *p, const char *name_pos) {
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CM_VEC(CmAttr *) entries = {0};
  CmAttr *res = NULL;
  if (!cm_parse_optional_tok(p, CM_TOK_GREATER)) {
    do {
      const char *pos = cm_parser_pos(p);
      CmAttr *e = NULL;
      if (cm_parse_attribute(p, NULL, &e))
        goto out;
      if (!cm_dlti_is_entry(e)) {
        cm_parser_error_at(p, pos, "invalid kind of attribute specified");
        goto out;
      }
      for (size_t i = 0; i < entries.len; i++)
        if (cm_dlti_entry_key(entries.data[i]) == cm_dlti_entry_key(e)) {
          CmBuf b;
          cm_buf_init(&b);
          print_key(&b, cm_dlti_entry_key(e), true);
          cm_parser_error_at(p, name_pos, "repeated layout entry key: %.*s",
                             (int)b.len, b.data);
          cm_buf_free(&b);
          goto out;
        }
      CM_VEC_PUSH(entries, e);
    } while (cm_parse_optional_tok(p, CM_TOK_COMMA));
    if (cm_parse_tok(p, CM_TOK_GREATER))
      goto out;
  }
  res = cm_dlti_spec_attr(cm_parser_context(p), (unsigned)entries.len,
                          entries.data);
out:
  CM_VEC_FREE(entries);
  return res;
}

static CmAttr *parse_attr_hook(CmDialect *d, CmParser *p, CmType *type) {
  (void)d;
  (void)type;
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  if (cm_str_eq_c(kw, "dl_entry"))
    return parse_entry(p);
  if (cm_str_eq_c(kw, "dl_spec"))
    return parse_spec(p, pos);
  /* (sic: MLIR 13's message) */
  cm_parser_error_at(p, pos, "unknown attrribute type: %.*s", (int)kw.len,
                     kw.data);
  return NULL;
}

static void print_attr_hook(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  CmBuf *b = cm_printer_buf(p);
  if (a->dialect_attr.id == DLTI_ENTRY) {
    cm_buf_puts(b, "dl_entry<");
    const CmAttr *key = cm_dlti_entry_key(a);
    if (key->kind == CM_ATTR_TYPE)
      cm_print_type(p, key->type_value);
    else
      cm_print_attr(p, key);
    cm_buf_puts(b, ", ");
    cm_print_attr(p, cm_dlti_entry_value(a));
    cm_buf_putc(b, '>');
    return;
  }
  cm_buf_puts(b, "dl_spec<");
  for (unsigned i = 0; i < cm_dlti_spec_num_entries(a); i++) {
    if (i)
      cm_buf_puts(b, ", ");
    cm_print_attr(p, cm_dlti_spec_entry(a, i));
  }
  cm_buf_putc(b, '>');
}

/* ---------------------------------------------------------------------- */
/* Verification                                                            */
/* ---------------------------------------------------------------------- */

static bool is_dense_int_of(const CmAttr *v, int64_t n1, int64_t n2) {
  if (!v || v->kind != CM_ATTR_DENSE_ELEMENTS || !v->type)
    return false;
  CmType *elem = v->type->shaped.elem;
  if (!elem || elem->kind != CM_TYPE_INTEGER)
    return false;
  int64_t n = cm_shaped_num_elements(v->type);
  return n == n1 || n == n2;
}

/* One entry of a module's spec (MLIR 13's verifyDataLayoutOp: the checks
 * of the key type, or of a `dlti.`-prefixed key name). */
static CmResult verify_entry(CmOp *op, const CmAttr *e) {
  const CmAttr *key = cm_dlti_entry_key(e), *value = cm_dlti_entry_value(e);
  CmLoc *loc = cm_op_loc(op);
  if (key->kind != CM_ATTR_TYPE) {
    CmStr name = cm_ident_str(key->str.value);
    if (name.len >= 5 && memcmp(name.data, "dlti.", 5) == 0)
      return cm_emit_error(loc, "unknown data layout entry name: %.*s",
                           (int)name.len, name.data);
    return CM_SUCCESS;
  }
  CmType *t = key->type_value;
  if (t->kind == CM_TYPE_INDEX) {
    if (value->kind != CM_ATTR_INTEGER)
      return cm_emit_error(loc, "expected integer attribute in the data "
                                "layout entry for 'index'");
    return CM_SUCCESS;
  }
  if (t->kind != CM_TYPE_DIALECT)
    return cm_emit_error(loc, "unexpected data layout for a built-in type");
  if (strcmp(t->dialect.dialect->name, "llvm") == 0 &&
      t->dialect.id == CM_LLVM_PTR) {
    if (is_dense_int_of(value, 3, 4))
      return CM_SUCCESS;
    CmBuf b;
    cm_buf_init(&b);
    cm_print_type_to(t, &b);
    CmResult r = cm_emit_error(loc,
                               "expected layout attribute for '%.*s' to be a "
                               "dense integer elements attribute with 3 or 4 "
                               "elements",
                               (int)b.len, b.data);
    cm_buf_free(&b);
    return r;
  }
  return cm_emit_error(loc, "data layout specified for a type that does not "
                            "support it");
}

static CmResult verify_op_attr(CmDialect *d, CmOp *op, CmNamedAttr na) {
  (void)d;
  CmStr name = cm_ident_str(na.name);
  if (!cm_str_eq_c(name, "dlti.dl_spec"))
    return cm_op_emit_plain_error(op, "attribute '%.*s' not supported by "
                                      "dialect",
                                  (int)name.len, name.data);
  if (!cm_dlti_is_spec(na.value))
    return cm_op_emit_plain_error(op, "'dlti.dl_spec' is expected to be a "
                                      "#dlti.dl_spec attribute");
  if (!cm_op_name_is(op, "module"))
    return CM_SUCCESS;
  for (unsigned i = 0; i < cm_dlti_spec_num_entries(na.value); i++)
    if (cm_failed(verify_entry(op, cm_dlti_spec_entry(na.value, i))))
      return CM_FAILURE;
  return CM_SUCCESS;
}

unsigned cm_dlti_index_bitwidth(CmOp *op) {
  for (; op; op = cm_op_parent_op(op)) {
    CmAttr *spec = cm_op_get_attr(op, "dlti.dl_spec");
    if (!cm_dlti_is_spec(spec))
      continue;
    for (unsigned i = 0; i < cm_dlti_spec_num_entries(spec); i++) {
      CmAttr *e = cm_dlti_spec_entry(spec, i), *key = cm_dlti_entry_key(e);
      CmAttr *v = cm_dlti_entry_value(e);
      if (key->kind == CM_ATTR_TYPE && key->type_value->kind == CM_TYPE_INDEX &&
          v->kind == CM_ATTR_INTEGER)
        return (unsigned)v->integer.value;
    }
  }
  return 64;
}

void cm_register_dlti_dialect(CmContext *ctx) {
  if (dlti_dialect(ctx))
    return;
  CmDialect d;
  memset(&d, 0, sizeof(d));
  d.name = "dlti";
  d.parse_attr = parse_attr_hook;
  d.print_attr = print_attr_hook;
  d.verify_op_attr = verify_op_attr;
  cm_register_dialect(ctx, &d);
}
