/* dialect.c - the standalone dialect: one type, one attribute, three ops
 * as ODS table rows, with a hand-written verifier, folder and
 * canonicalization pattern. */
#include "standalone/standalone.h"

#include "cmlir/asm.h"
#include "cmlir/ods.h"
#include "cmlir/rewrite.h"

#include <string.h>

/* Kinds of the dialect's types and attributes (CmType.dialect.id,
 * CmAttr.dialect_attr.id): any numbering private to the dialect. */
enum { STANDALONE_CUSTOM_TYPE = 1 };
enum { STANDALONE_LEVEL_ATTR = 1 };
enum { STANDALONE_MAX_LEVEL = 3 };

static CmDialect *dialect_of(CmContext *ctx) {
  return cm_lookup_dialect(ctx, "standalone", strlen("standalone"));
}

/* ---------------------------------------------------------------------- */
/* Types and attributes                                                    */
/* ---------------------------------------------------------------------- */

CmType *standalone_custom_type(CmContext *ctx, CmStr value) {
  CmDialect *d = dialect_of(ctx);
  if (!d)
    return NULL;
  /* Uniqued by (dialect, kind, parameters): equal types are one pointer. */
  return cm_dialect_type(d, STANDALONE_CUSTOM_TYPE, 0, NULL, 0, NULL, 0, NULL,
                         cm_ident(ctx, value.data, value.len));
}

bool standalone_is_custom_type(const CmType *t) {
  return t && t->kind == CM_TYPE_DIALECT && t->dialect.dialect &&
         !strcmp(t->dialect.dialect->name, "standalone") &&
         t->dialect.id == STANDALONE_CUSTOM_TYPE;
}

CmAttr *standalone_level_attr(CmContext *ctx, int64_t level) {
  CmDialect *d = dialect_of(ctx);
  if (!d)
    return NULL;
  return cm_dialect_attr(d, STANDALONE_LEVEL_ATTR, NULL, 0, NULL, 1, &level,
                         NULL, NULL);
}

bool standalone_is_level_attr(const CmAttr *a) {
  return a && a->kind == CM_ATTR_DIALECT && a->dialect_attr.dialect &&
         !strcmp(a->dialect_attr.dialect->name, "standalone") &&
         a->dialect_attr.id == STANDALONE_LEVEL_ATTR;
}

int64_t standalone_level_value(const CmAttr *a) {
  return a->dialect_attr.ints[0];
}

/* The hooks see the text after `!standalone.`: `custom<"value">`. */
static CmType *parse_type(CmDialect *d, CmParser *p) {
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  if (!cm_str_eq_c(kw, "custom")) {
    cm_parser_error_at(p, pos, "unknown standalone type: %.*s", (int)kw.len,
                       kw.data);
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  CmBuf s;
  cm_buf_init(&s);
  CmType *t = NULL;
  if (!cm_parse_optional_string(p, &s))
    cm_parser_error(p, "expected a string");
  else if (!cm_parse_tok(p, CM_TOK_GREATER))
    t = standalone_custom_type(d->ctx, (CmStr){s.data ? s.data : "", s.len});
  cm_buf_free(&s);
  return t;
}

static void print_type(CmDialect *d, const CmType *t, CmPrinter *p) {
  (void)d;
  cm_print_str(p, "custom<");
  cm_print_string_literal(p, cm_ident_str(t->dialect.str));
  cm_print_str(p, ">");
}

/* `level<N>` */
static CmAttr *parse_attr(CmDialect *d, CmParser *p, CmType *type) {
  (void)type;
  const char *pos = cm_parser_pos(p);
  CmStr kw;
  if (cm_parse_any_keyword(p, &kw))
    return NULL;
  if (!cm_str_eq_c(kw, "level")) {
    cm_parser_error_at(p, pos, "unknown standalone attribute: %.*s",
                       (int)kw.len, kw.data);
    return NULL;
  }
  int64_t n;
  if (cm_parse_tok(p, CM_TOK_LESS))
    return NULL;
  pos = cm_parser_pos(p);
  if (cm_parse_integer(p, &n))
    return NULL;
  if (n < 0) {
    cm_parser_error_at(p, pos, "level must be non-negative, got %lld",
                       (long long)n);
    return NULL;
  }
  if (cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return standalone_level_attr(d->ctx, n);
}

static void print_attr(CmDialect *d, const CmAttr *a, CmPrinter *p) {
  (void)d;
  cm_print_printf(p, "level<%lld>", (long long)standalone_level_value(a));
}

/* Constraints usable in op tables, as the predefined cm_tc_* / cm_ac_*. */
static bool is_custom_pred(const CmType *t, const void *arg) {
  (void)arg;
  return standalone_is_custom_type(t);
}
static const CmTypeConstraint custom_type_constraint = {
    .summary = "standalone custom type", .pred = is_custom_pred};

static bool is_level_pred(const CmAttr *a, const void *arg) {
  (void)arg;
  return standalone_is_level_attr(a);
}
static const CmAttrConstraint level_attr_constraint = {
    .summary = "standalone level attribute", .pred = is_level_pred};

/* ---------------------------------------------------------------------- */
/* Ops                                                                     */
/* ---------------------------------------------------------------------- */

static const CmOdsValue int_input[] = {
    {"input", CM_ODS_ONE, &cm_tc_signless_int}};
static const CmOdsValue int_result[] = {
    {"res", CM_ODS_ONE, &cm_tc_signless_int}};
static const CmOdsValue custom_result[] = {
    {"res", CM_ODS_ONE, &custom_type_constraint}};

/* standalone.foo: folds foo(foo(x)) to foo(x) (the op is idempotent). */
static CmResult foo_fold(CmOp *op, CmAttr *const *operand_constants,
                         CmFoldResult *results) {
  (void)operand_constants;
  CmValue *in = cm_op_operand(op, 0);
  CmOp *def = cm_value_defining_op(in);
  if (!def || !cm_op_name_is(def, "standalone.foo"))
    return CM_FAILURE;
  results[0].value = in;
  return CM_SUCCESS;
}

static const CmOdsOp foo_ods = {
    .summary = "Illustrates how to define an operation.",
    CM_ODS_OPERANDS(int_input),
    CM_ODS_RESULTS(int_result),
    .format = "$input attr-dict `:` type($res)",
    .fold = foo_fold,
};

/* standalone.bar: bar(bar(x)) -> x, as a canonicalization pattern. */
static CmResult bar_of_bar(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmOp *inner = cm_value_defining_op(cm_op_operand(op, 0));
  if (!inner || !cm_op_name_is(inner, "standalone.bar"))
    return cm_rewriter_match_failure(rw, op, "operand is not a bar");
  CmValue *x = cm_op_operand(inner, 0);
  cm_rewriter_replace_op(rw, op, 1, &x);
  return CM_SUCCESS;
}
static const CmPatternEntry bar_patterns[] = {{bar_of_bar, "BarOfBar"}};
static CM_CANONICALIZATION_HOOK(bar_canonicalization_patterns,
                                "standalone.bar", bar_patterns)

static const CmOdsOp bar_ods = {
    .summary = "An op with a canonicalization pattern.",
    CM_ODS_OPERANDS(int_input),
    CM_ODS_RESULTS(int_result),
    .format = "$input attr-dict `:` type($res)",
};

/* standalone.wrap: the ODS verifier checks the operand, the result type
 * and the level attribute's kind; this hook adds the bound. */
static CmResult wrap_verify(CmOp *op) {
  int64_t level = standalone_level_value(cm_ods_get_attr(op, "level"));
  if (level > STANDALONE_MAX_LEVEL)
    return cm_op_emit_error(op, "level %lld is larger than the maximum %d",
                            (long long)level, STANDALONE_MAX_LEVEL);
  return CM_SUCCESS;
}

static const CmOdsAttr wrap_attrs[] = {
    {"level", &level_attr_constraint, false, NULL}};
static const CmOdsOp wrap_ods = {
    .summary = "Wraps an integer into a custom type.",
    CM_ODS_OPERANDS(int_input),
    CM_ODS_RESULTS(custom_result),
    CM_ODS_ATTRS(wrap_attrs),
    .format = "$input attr-dict `:` type($input) `->` type($res)",
};

#define SAME_TYPE_TRAITS                                                       \
  (CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)

static const CmOpDef standalone_ops[] = {
    {.name = "standalone.bar",
     .traits = SAME_TYPE_TRAITS,
     .get_canonicalization_patterns = bar_canonicalization_patterns,
     .ods = &bar_ods},
    {.name = "standalone.foo", .traits = SAME_TYPE_TRAITS, .ods = &foo_ods},
    {.name = "standalone.wrap",
     .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = wrap_verify,
     .ods = &wrap_ods},
};

void standalone_register_dialect(CmContext *ctx) {
  if (dialect_of(ctx))
    return;
  CmDialect d;
  memset(&d, 0, sizeof d);
  d.name = "standalone";
  d.parse_type = parse_type;
  d.print_type = print_type;
  d.parse_attr = parse_attr;
  d.print_attr = print_attr;
  cm_register_dialect(ctx, &d);
  cm_ods_register_ops(ctx, standalone_ops, CM_ODS_ARRAY_LEN(standalone_ops));
}
