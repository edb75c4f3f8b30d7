/* test_ods.c - the ODS runtime on a test dialect defined here: format
 * elements (literals, variables, variadic and optional groups, enum, unit
 * and symbol attributes, functional-type, regions, custom directives),
 * type inference, segment sizes, default attributes, generic verifier
 * messages, accessors, folding and interfaces. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include "../test_util.h"


static char msgs[4096];
static CmResult capture_all(CmDiag *d, void *user) {
  (void)user;
  size_t l = strlen(msgs);
  snprintf(msgs + l, sizeof(msgs) - l, "%s\n", d->msg.data ? d->msg.data : "");
  return CM_SUCCESS;
}

/* ---- the test dialect ---- */
static const CmOdsValue add_ops[] = {{"lhs", CM_ODS_ONE, &cm_tc_signless_int_like},
                                     {"rhs", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const CmOdsValue add_res[] = {{"result", CM_ODS_ONE, &cm_tc_signless_int_like}};
static const CmOdsOp add_ods = {CM_ODS_OPERANDS(add_ops), CM_ODS_RESULTS(add_res),
                                .format = "$lhs `,` $rhs attr-dict `:` type($result)"};

static const CmOdsValue seg_ops[] = {{"a", CM_ODS_VARIADIC, &cm_tc_any},
                                     {"b", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsOp seg_ods = {
    CM_ODS_OPERANDS(seg_ops),
    .format = "(`(` $a^ `:` type($a) `)`)? (`[` $b^ `]`)? attr-dict"};

static const CmEnumCase cmp_cases[] = {{"eq", 0}, {"ne", 1}, {"lt", 2}};
static const CmAttrConstraint cmp_pred = {NULL, NULL, NULL, NULL, cmp_cases, 3};
static const CmOdsAttr cmp_attrs[] = {{"pred", &cmp_pred, false, NULL}};
static const CmOdsValue cmp_ops[] = {{"x", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue cmp_res[] = {{"r", CM_ODS_ONE, &cm_tc_i1}};
static const CmOdsOp cmp_ods = {CM_ODS_OPERANDS(cmp_ops), CM_ODS_RESULTS(cmp_res),
                                CM_ODS_ATTRS(cmp_attrs),
                                .format = "$pred `,` $x attr-dict `:` type($x)"};

static const CmOdsAttr def_attrs[] = {{"n", &cm_ac_i64, false, "7 : i64"},
                                      {"flag", &cm_ac_unit, true, NULL}};
static const CmOdsOp def_ods = {CM_ODS_ATTRS(def_attrs),
                                .format = "(`flag` $flag^)? attr-dict"};

static const CmOdsAttr call_attrs[] = {{"callee", &cm_ac_flat_symbol_ref, false, NULL}};
static const CmOdsValue call_ops[] = {{"args", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue call_res[] = {{"res", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsOp call_ods = {
    CM_ODS_OPERANDS(call_ops), CM_ODS_RESULTS(call_res), CM_ODS_ATTRS(call_attrs),
    .format = "$callee `(` $args `)` attr-dict `:` functional-type($args, results)"};

static CmType *to_i1(CmType *t) { return cm_integer_type(t->ctx, 1, CM_SIGNLESS); }
static const CmOdsValue sel_ops[] = {{"c", CM_ODS_ONE, &cm_tc_bool_like},
                                     {"x", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue sel_res[] = {{"r", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsTypeRel sel_rels[] = {{"x", "r", NULL, "all of {x, r} have same type"},
                                        {"r", "c", to_i1, "c is i1"}};
static const CmOdsOp sel_ods = {CM_ODS_OPERANDS(sel_ops), CM_ODS_RESULTS(sel_res),
                                CM_ODS_TYPE_RELS(sel_rels),
                                .format = "$c `,` $x attr-dict `:` type($r)"};

static const CmOdsValue cast_ops[] = {{"in", CM_ODS_ONE, &cm_tc_signless_int_or_index}};
static const CmOdsValue cast_res[] = {{"out", CM_ODS_ONE, &cm_tc_signless_int_or_index}};
static const CmOdsOp cast_ods = {CM_ODS_OPERANDS(cast_ops), CM_ODS_RESULTS(cast_res),
                                 .format = "$in attr-dict `:` type($in) `to` type($out)"};

static CmResult num_parse(CmParser *p, CmOdsParseState *st, unsigned nargs,
                          const CmOdsDirArg *args) {
  int64_t v;
  if (nargs != 1 || cm_parse_tok(p, CM_TOK_STAR) || cm_parse_integer(p, &v))
    return CM_FAILURE;
  CmContext *ctx = cm_parser_context(p);
  return cm_ods_state_set_attr(
      st, args[0].name, cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), v));
}
static void num_print(CmPrinter *p, CmOp *op, unsigned nargs, const CmOdsDirArg *args) {
  (void)nargs;
  CmAttr *a = cm_op_get_attr(op, args[0].name);
  cm_print_printf(p, "*%lld", (long long)(a ? a->integer.value : 0));
}
static const CmOdsCustomDirective cus_dirs[] = {{"Num", num_parse, num_print}};
static const CmOdsAttr cus_attrs[] = {{"n", &cm_ac_i64, false, NULL}};
static const CmOdsOp cus_ods = {CM_ODS_ATTRS(cus_attrs), .format = "custom<Num>($n) attr-dict",
                                .custom_directives = cus_dirs, .num_custom_directives = 1};

static const CmOdsValue neg_ops[] = {{"x", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsValue neg_res[] = {{"r", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp neg_ods = {CM_ODS_OPERANDS(neg_ops), CM_ODS_RESULTS(neg_res),
                                .format = "$x attr-dict `:` type($x)"};

static const CmOdsRegion wrap_regs[] = {{"body", false, true}};
static const CmOdsOp wrap_ods = {CM_ODS_REGIONS(wrap_regs), .format = "$body attr-dict"};
static const char *const in_wrap[] = {"t.wrap", NULL};
static const CmOdsOp inner_ods = {.parents = in_wrap, .format = "attr-dict"};

static const CmOdsAttr sym_attrs[] = {{"sym_name", &cm_ac_symbol_name, false, NULL}};
static const CmOdsOp sym_ods = {CM_ODS_ATTRS(sym_attrs), .format = "$sym_name attr-dict"};

static const CmOdsValue load_ops[] = {{"m", CM_ODS_ONE, &cm_tc_memref},
                                      {"idx", CM_ODS_VARIADIC, &cm_tc_index}};
static const CmOdsValue load_res[] = {{"r", CM_ODS_ONE, &cm_tc_any}};
static CmType *elem_of(CmType *t) { return cm_type_is_shaped(t) ? t->shaped.elem : t; }
static const CmOdsTypeRel load_rels[] = {{"m", "r", elem_of, "result type matches element type of 'm'"}};
static const CmEffectKind dummy_kind = CM_EFFECT_READ;
static const CmOdsOp load_ods = {CM_ODS_OPERANDS(load_ops), CM_ODS_RESULTS(load_res),
                                 CM_ODS_TYPE_RELS(load_rels),
                                 .format = "$m `[` $idx `]` attr-dict `:` type($m)"};

static const CmOpDef test_ops[] = {
    {.name = "t.add", .traits = CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE, .ods = &add_ods},
    {.name = "t.seg", .traits = CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS, .ods = &seg_ods},
    {.name = "t.cmp", .ods = &cmp_ods},
    {.name = "t.def", .ods = &def_ods},
    {.name = "t.call", .ods = &call_ods},
    {.name = "t.sel", .ods = &sel_ods},
    {.name = "t.cast", .ods = &cast_ods},
    {.name = "t.cus", .ods = &cus_ods},
    {.name = "t.neg", .traits = CM_TRAIT_IS_INVOLUTION | CM_TRAIT_NO_SIDE_EFFECT | CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE, .ods = &neg_ods},
    {.name = "t.wrap", .traits = CM_TRAIT_NO_TERMINATOR, .ods = &wrap_ods},
    {.name = "t.inner", .traits = CM_TRAIT_HAS_PARENT, .ods = &inner_ods},
    {.name = "t.sym", .ods = &sym_ods},
    {.name = "t.load", .traits = CM_TRAIT_MEM_READ, .ods = &load_ods},
};

static CmContext *new_ctx(void) {
  CmContext *ctx = cm_context_create();
  CmDialect d;
  memset(&d, 0, sizeof d);
  d.name = "t";
  cm_register_dialect(ctx, &d);
  cm_register_std_dialect(ctx);
  cm_ods_register_ops(ctx, test_ops, sizeof test_ops / sizeof test_ops[0]);
  cm_diag_add_handler(ctx, capture_all, NULL);
  return ctx;
}

/* Parses, verifies and prints `src` (custom form); returns malloc'd text
 * or NULL on error (messages in msgs). */
static char *roundtrip(CmContext *ctx, const char *src, bool generic, CmOp **out_mod) {
  msgs[0] = 0;
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "t.mlir", src, strlen(src));
  CmOp *mod = cm_parse_source(ctx, buf);
  char *res = NULL;
  if (mod && cm_succeeded(cm_verify(mod))) {
    CmPrintFlags f;
    cm_print_flags_default(&f);
    f.generic = generic;
    CmBuf b;
    cm_buf_init(&b);
    cm_print_op(mod, &f, &b);
    res = cm_buf_detach(&b);
  }
  if (out_mod)
    *out_mod = mod;
  else if (mod)
    cm_op_destroy(mod);
  cm_srcmgr_free(&sm);
  return res;
}

static void expect_same(CmContext *ctx, const char *body) {
  char src[2048];
  snprintf(src, sizeof src, "func @f(%%arg0: i32, %%arg1: i64, %%arg2: index, %%arg3: i1, %%arg4: memref<4xf32>) {\n%s  return\n}\n", body);
  char *out = roundtrip(ctx, src, false, NULL);
  CHECK(out != NULL);
  if (!out) {
    fprintf(stderr, "failed on:\n%s\nerrors:\n%s", body, msgs);
    return;
  }
  char want[2048];
  /* expected: the body with %arg names; callers write it that way */
  snprintf(want, sizeof want, "%s", body);
  if (!strstr(out, want)) {
    fprintf(stderr, "expected to find:\n%s\nin:\n%s\n", want, out);
    failures++;
  }
  /* the printed form parses again to the same text */
  char *again = roundtrip(ctx, out, false, NULL);
  CHECK(again && strcmp(again, out) == 0);
  /* and the generic form re-parses to the same custom text */
  char *gen = roundtrip(ctx, out, true, NULL);
  CHECK(gen != NULL);
  char *back = gen ? roundtrip(ctx, gen, false, NULL) : NULL;
  CHECK(back && strcmp(back, out) == 0);
  free(out);
  free(again);
  free(gen);
  free(back);
}

static void expect_error(CmContext *ctx, const char *body, const char *msg) {
  char src[2048];
  snprintf(src, sizeof src, "func @f(%%a: i32, %%b: i64, %%i: index, %%c: i1, %%m: memref<4xf32>) {\n%s  return\n}\n", body);
  char *out = roundtrip(ctx, src, false, NULL);
  CHECK(out == NULL);
  free(out);
  if (!strstr(msgs, msg)) {
    fprintf(stderr, "expected error '%s' for:\n%s\ngot:\n%s\n", msg, body, msgs);
    failures++;
  }
}

static void test_formats(void) {
  CmContext *ctx = new_ctx();
  /* func args print as %arg0..%arg4 */
  expect_same(ctx, "    %0 = t.add %arg0, %arg0 : i32\n");
  expect_same(ctx, "    t.seg\n");
  expect_same(ctx, "    t.seg(%arg0, %arg1 : i32, i64)\n");
  expect_same(ctx, "    t.seg[%arg2, %arg2]\n");
  expect_same(ctx, "    t.seg(%arg0 : i32) [%arg2] {x = 1 : i64}\n");
  expect_same(ctx, "    %0 = t.cmp lt, %arg0 : i32\n");
  expect_same(ctx, "    t.def\n");
  expect_same(ctx, "    t.def flag {n = 3 : i64}\n");
  expect_same(ctx, "    %0:2 = t.call @g(%arg0, %arg1) : (i32, i64) -> (i32, i1)\n");
  expect_same(ctx, "    t.call @g() : () -> ()\n");
  expect_same(ctx, "    %0 = t.sel %arg3, %arg1 : i64\n");
  expect_same(ctx, "    %0 = t.cast %arg0 : i32 to index\n");
  expect_same(ctx, "    t.cus *42\n");
  expect_same(ctx, "    %0 = t.neg %arg0 : i32\n");
  expect_same(ctx, "    t.wrap  {\n      t.inner\n    }\n");
  expect_same(ctx, "    t.sym @foo\n");
  expect_same(ctx, "    %0 = t.load %arg4[%arg2] : memref<4xf32>\n");

  /* generic form details */
  char *g = roundtrip(ctx, "func @f(%a: i32, %i: index) {\n t.seg(%a : i32)[%i, %i]\n t.cmp \"ne\", %a : i32\n return\n}\n", true, NULL);
  CHECK(g && strstr(g, "\"t.seg\"(%arg0, %arg1, %arg1) {operand_segment_sizes = dense<[1, 2]> : vector<2xi32>} : (i32, index, index) -> ()"));
  CHECK(g && strstr(g, "\"t.cmp\"(%arg0) {pred = 1 : i64} : (i32) -> i1"));
  free(g);
  g = roundtrip(ctx, "func @f() {\n t.seg\n return\n}\n", true, NULL);
  CHECK(g && strstr(g, "operand_segment_sizes = dense<0> : vector<2xi32>"));
  free(g);

  /* parse errors */
  expect_error(ctx, "    %0 = t.add %a, %a i32\n", "expected ':'");
  expect_error(ctx, "    %0 = t.cmp foo, %a : i32\n",
               "custom op 't.cmp' expected string or keyword containing one of the following enum values for attribute 'pred' [eq, ne, lt]");
  expect_error(ctx, "    %0 = t.cmp \"foo\", %a : i32\n",
               "custom op 't.cmp' invalid pred attribute specification: \"foo\"");
  expect_error(ctx, "    %0 = t.call 1(%a) : (i32) -> i32\n",
               "custom op 't.call' invalid kind of attribute specified");
  expect_error(ctx, "    %0 = t.call @g(%a) : i32\n",
               "custom op 't.call' invalid kind of type specified");
  expect_error(ctx, "    %0 = t.call @g(%a) : (i32, i32) -> i32\n",
               "1 operands present, but expected 2");
  expect_error(ctx, "    %0 = t.load %a[%i] : i32\n",
               "custom op 't.load' 'm' must be memref of any type values, but got 'i32'");

  /* verifier messages */
  expect_error(ctx, "    %0 = \"t.add\"(%a, %b) : (i32, i64) -> i32\n",
               "'t.add' op requires the same type for all operands and results");
  expect_error(ctx, "    %0 = \"t.add\"(%a, %a, %a) : (i32, i32, i32) -> i32\n",
               "'t.add' op expected 2 operands, but found 3");
  expect_error(ctx, "    \"t.add\"(%a, %a) : (i32, i32) -> ()\n", "'t.add' op requires one result");
  expect_error(ctx, "    %0 = \"t.add\"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>\n",
               "'t.add' op operand #0 must be signless-integer-like, but got 'memref<4xf32>'");
  expect_error(ctx, "    %0 = \"t.cmp\"(%a) : (i32) -> i1\n", "'t.cmp' op requires attribute 'pred'");
  expect_error(ctx, "    %0 = \"t.cmp\"(%a) {pred = 9 : i64} : (i32) -> i1\n",
               "'t.cmp' op attribute 'pred' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2");
  expect_error(ctx, "    %0 = \"t.cmp\"(%a) {pred = 1 : i64} : (i32) -> i32\n",
               "'t.cmp' op result #0 must be 1-bit signless integer, but got 'i32'");
  expect_error(ctx, "    \"t.seg\"(%a) : (i32) -> ()\n",
               "'t.seg' op requires 1D vector attribute 'operand_segment_sizes'");
  expect_error(ctx, "    \"t.seg\"(%a) {operand_segment_sizes = dense<[1, 1]> : vector<2xi64>} : (i32) -> ()\n",
               "'t.seg' op requires 1D vector of i32 attribute 'operand_segment_sizes'");
  expect_error(ctx, "    \"t.seg\"(%a) {operand_segment_sizes = dense<[1, 1]> : vector<2xi32>} : (i32) -> ()\n",
               "'t.seg' op operand count (1) does not match with the total size (2) specified in attribute 'operand_segment_sizes'");
  expect_error(ctx, "    \"t.seg\"(%a) {operand_segment_sizes = dense<[1, -1, 1]> : vector<3xi32>} : (i32) -> ()\n",
               "'t.seg' op 'operand_segment_sizes' attribute cannot have negative elements");
  expect_error(ctx, "    \"t.seg\"(%a) {operand_segment_sizes = dense<[1]> : vector<1xi32>} : (i32) -> ()\n",
               "'operand_segment_sizes' attribute for specifying operand segments must have 2 elements, but got 1");
  expect_error(ctx, "    \"t.seg\"(%a) {operand_segment_sizes = dense<[0, 1]> : vector<2xi32>} : (i32) -> ()\n",
               "'t.seg' op operand #0 must be index, but got 'i32'");
  expect_error(ctx, "    %0 = \"t.sel\"(%c, %a) : (i1, i32) -> i64\n",
               "'t.sel' op failed to verify that all of {x, r} have same type");
  expect_error(ctx, "    \"t.inner\"() : () -> ()\n", "'t.inner' op expects parent op 't.wrap'");
  expect_error(ctx, "    \"t.wrap\"() ({\n    ^bb0:\n      \"t.inner\"() : () -> ()\n    ^bb1:\n      \"t.inner\"() : () -> ()\n    }) : () -> ()\n",
               "'t.wrap' op region #0 ('body') failed to verify constraint: region with 1 blocks");
  expect_error(ctx, "    \"t.wrap\"() : () -> ()\n", "'t.wrap' op requires one region");
  expect_error(ctx, "    \"t.def\"() {n = 1 : i32} : () -> ()\n",
               "'t.def' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute");
  cm_context_destroy(ctx);
}

static CmOp *find_op(CmOp *root, const char *name) {
  CmOp *found = NULL;
  CmRegion *r = cm_op_region(root, 0);
  for (CmBlock *b = r->first; b && !found; b = b->next)
    for (CmOp *o = b->first; o && !found; o = cm_op_next(o)) {
      if (cm_op_name_is(o, name))
        found = o;
      else if (cm_op_num_regions(o))
        found = find_op(o, name);
    }
  return found;
}

static void test_accessors_fold(void) {
  CmContext *ctx = new_ctx();
  CmOp *mod = NULL;
  char *out = roundtrip(ctx,
                        "func @f(%a: i32, %i: index, %m: memref<4xf32>) {\n"
                        "  t.seg(%a, %a : i32, i32)[%i]\n  t.def\n"
                        "  %0 = t.neg %a : i32\n  %1 = t.neg %0 : i32\n"
                        "  %2 = t.load %m[%i] : memref<4xf32>\n"
                        "  %3 = t.add %a, %a : i32\n  return\n}\n",
                        false, &mod);
  CHECK(out && mod);
  free(out);
  if (!mod) {
    cm_context_destroy(ctx);
    return;
  }
  CmOp *seg = find_op(mod, "t.seg");
  unsigned s = 99, c = 99;
  CHECK(seg && cm_ods_operand_group(seg, "a", &s, &c) && s == 0 && c == 2);
  CHECK(seg && cm_ods_operand_group(seg, "b", &s, &c) && s == 2 && c == 1);
  CHECK(seg && !cm_ods_operand_group(seg, "zz", &s, &c));
  CHECK(seg && cm_ods_operand(seg, "b") == cm_op_operand(seg, 2));
  CHECK(seg && cm_ods_of(seg) == &seg_ods);
  CmOp *def = find_op(mod, "t.def");
  CmAttr *n = def ? cm_ods_get_attr(def, "n") : NULL;
  CHECK(n && n->kind == CM_ATTR_INTEGER && n->integer.value == 7);
  CHECK(def && cm_op_get_attr(def, "n") == NULL);

  /* involution: neg(neg(x)) folds to x */
  CmOp *neg1 = find_op(mod, "t.neg");
  CmOp *neg2 = neg1 ? cm_op_next(neg1) : NULL;
  CmFoldResult fr[1];
  CmAttr *consts[2] = {NULL, NULL};
  CHECK(neg1 && cm_op_fold(neg1, consts, fr) == CM_FAILURE);
  CHECK(neg2 && cm_op_fold(neg2, consts, fr) == CM_SUCCESS &&
        fr[0].value == cm_op_operand(neg1, 0));

  /* effects */
  CmOp *load = find_op(mod, "t.load");
  CmEffectVec ev = {0};
  CHECK(load && cm_op_memory_effects(load, &ev) && ev.len == 1 &&
        ev.data[0].kind == CM_EFFECT_READ && ev.data[0].value == cm_op_operand(load, 0));
  CM_VEC_FREE(ev);
  CHECK(load && !cm_op_is_side_effect_free(load));
  CmOp *add = find_op(mod, "t.add");
  CHECK(add && cm_op_is_side_effect_free(add));
  CHECK(seg && !cm_op_is_side_effect_free(seg)); /* unknown effects */
  CHECK(cm_op_interface(add, CM_IFACE_CALL) == NULL);
  cm_op_destroy(mod);
  cm_context_destroy(ctx);
}

int main(void) {
  (void)dummy_kind;
  test_formats();
  test_accessors_fold();
  return test_report("test_ods");
}
