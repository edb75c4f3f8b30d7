/* test_ods_fixes.c - ODS runtime behaviours checked against mlir-opt-13:
 * single vs variadic successors in the format, the duplicate-attribute
 * check after custom parsers, HasParent naming builtin parents as 13
 * prints them, attribute errors without the "see current operation" note,
 * the Broadcastable trait verifier, and the interfaces of the builtin ops
 * (symbol, callable, region kind, cast). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include "../test_util.h"


static char msgs[8192];
static unsigned num_notes;
static CmResult capture_all(CmDiag *d, void *user) {
  (void)user;
  size_t l = strlen(msgs);
  snprintf(msgs + l, sizeof(msgs) - l, "%s\n", d->msg.data ? d->msg.data : "");
  for (CmDiag *n = d->notes; n; n = n->next)
    num_notes++;
  return CM_SUCCESS;
}

/* ---- the test dialect ---- */
static const CmOdsSuccessor two_succ[] = {{"first", false}, {"second", false}};
static const CmOdsOp two_ods = {CM_ODS_SUCCESSORS(two_succ),
                                .format = "$first `,` $second attr-dict"};

static const CmOdsSuccessor var_succ[] = {{"dests", true}};
static const CmOdsOp var_ods = {CM_ODS_SUCCESSORS(var_succ),
                                .format = "$dests attr-dict"};

static const CmEnumCase pred_cases[] = {{"eq", 0}, {"ne", 1}};
static const CmAttrConstraint pred_c = {NULL, NULL, NULL, NULL, pred_cases, 2};
static const CmOdsAttr pred_attrs[] = {{"pred", &pred_c, false, NULL}};
static const CmOdsValue pred_ops[] = {{"x", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp pred_ods = {CM_ODS_OPERANDS(pred_ops),
                                 CM_ODS_ATTRS(pred_attrs),
                                 .format = "$pred `,` $x attr-dict `:` "
                                           "type($x)"};

/* A hand-written parser on an ODS op: `t.hand` sets `k` itself. */
static CmResult hand_parse(CmParser *p, CmOpState *st) {
  CmNamedAttrVec v = {0};
  cm_op_state_add_attr(st, "k", cm_unit_attr(st->ctx));
  CmResult r = cm_parse_optional_attr_dict(p, &v);
  for (size_t i = 0; i < v.len; i++)
    CM_VEC_PUSH(st->attrs, v.data[i]);
  CM_VEC_FREE(v);
  return r;
}
static void hand_print(CmPrinter *p, CmOp *op) {
  const char *el[] = {"k"};
  cm_print_optional_attr_dict(p, cm_op_attrs(op), 1, el);
}
static const CmOdsAttr hand_attrs[] = {{"k", &cm_ac_unit, true, NULL}};
static const CmOdsOp hand_ods = {CM_ODS_ATTRS(hand_attrs)};

static const char *const in_func[] = {"func", NULL};
static const CmOdsOp infunc_ods = {.parents = in_func, .format = "attr-dict"};
static const char *const in_two[] = {"func", "module", NULL};
static const CmOdsOp intwo_ods = {.parents = in_two, .format = "attr-dict"};

static const CmOdsValue bc_ops[] = {{"in", CM_ODS_VARIADIC, &cm_tc_any}};
static const CmOdsValue bc_res[] = {{"out", CM_ODS_ONE, &cm_tc_any}};
static const CmOdsOp bc_ods = {CM_ODS_OPERANDS(bc_ops), CM_ODS_RESULTS(bc_res)};

static const CmOpDef test_ops[] = {
    {.name = "t.two", .traits = CM_TRAIT_TERMINATOR, .ods = &two_ods},
    {.name = "t.var", .traits = CM_TRAIT_TERMINATOR, .ods = &var_ods},
    {.name = "t.pred", .ods = &pred_ods},
    {.name = "t.hand", .parse = hand_parse, .print = hand_print,
     .ods = &hand_ods},
    {.name = "t.infunc", .traits = CM_TRAIT_HAS_PARENT, .ods = &infunc_ods},
    {.name = "t.intwo", .traits = CM_TRAIT_HAS_PARENT, .ods = &intwo_ods},
    {.name = "t.bc", .traits = CM_TRAIT_BROADCASTABLE, .ods = &bc_ods},
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

/* Parses and verifies `src`; returns the printed module (malloc'd) or NULL
 * on error (messages in msgs).  *out_mod keeps the module if given. */
static char *run(CmContext *ctx, const char *src, CmOp **out_mod) {
  msgs[0] = 0;
  num_notes = 0;
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "t.mlir", src, strlen(src));
  CmOp *mod = cm_parse_source(ctx, buf);
  char *res = NULL;
  if (mod && cm_succeeded(cm_verify(mod))) {
    CmPrintFlags f;
    cm_print_flags_default(&f);
    CmBuf b;
    cm_buf_init(&b);
    cm_print_op(mod, &f, &b);
    res = cm_buf_detach(&b);
  }
  if (out_mod && res)
    *out_mod = mod;
  else if (mod)
    cm_op_destroy(mod);
  cm_srcmgr_free(&sm);
  return res;
}

static void expect_ok(CmContext *ctx, const char *src, const char *want) {
  char *out = run(ctx, src, NULL);
  CHECK(out != NULL);
  if (!out) {
    fprintf(stderr, "failed on:\n%s\nerrors:\n%s", src, msgs);
    return;
  }
  if (want && !strstr(out, want)) {
    fprintf(stderr, "expected to find:\n%s\nin:\n%s\n", want, out);
    failures++;
  }
  char *again = run(ctx, out, NULL);
  CHECK(again && strcmp(again, out) == 0);
  free(again);
  free(out);
}

static void expect_error(CmContext *ctx, const char *src, const char *msg) {
  char *out = run(ctx, src, NULL);
  CHECK(out == NULL);
  free(out);
  if (!strstr(msgs, msg)) {
    fprintf(stderr, "expected error '%s' for:\n%s\ngot:\n%s\n", msg, src,
            msgs);
    failures++;
  }
}

static void test_successors(void) {
  CmContext *ctx = new_ctx();
  const char *ok = "func @f() {\n  t.two ^bb1, ^bb2\n^bb1:\n  return\n"
                   "^bb2:\n  t.var ^bb1, ^bb2, ^bb1\n}\n";
  expect_ok(ctx, ok, "t.two ^bb1, ^bb2");
  expect_ok(ctx, ok, "t.var ^bb1, ^bb2, ^bb1");
  /* a single successor does not swallow the rest of a list */
  expect_error(ctx,
               "func @f() {\n  t.two ^bb1, ^bb1, ^bb1\n^bb1:\n  return\n}\n",
               "expected operation name in quotes");
  expect_error(ctx, "func @f() {\n  t.two ^bb1\n^bb1:\n  return\n}\n",
               "expected ','");
  /* std.cond_br through its format */
  expect_ok(ctx,
            "func @g(%c: i1, %x: i32) {\n"
            "  cond_br %c, ^bb1(%x : i32), ^bb2(%x, %x : i32, i32)\n"
            "^bb1(%a: i32):\n  return\n^bb2(%b: i32, %d: i32):\n  return\n}\n",
            "cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg1 : i32, i32)");
  cm_context_destroy(ctx);
}

static void test_duplicates(void) {
  CmContext *ctx = new_ctx();
  expect_ok(ctx, "func @f(%a: i32) {\n  t.pred ne, %a {z} : i32\n  return\n}\n",
            "t.pred ne, %arg0 {z} : i32");
  expect_error(ctx,
               "func @f(%a: i32) {\n  t.pred ne, %a {pred = 0 : i64} : i32\n"
               "  return\n}\n",
               "custom op 't.pred' attribute 'pred' occurs more than once in "
               "the attribute list");
  /* hand-written parse hooks of ODS ops get the check too */
  expect_ok(ctx, "func @f() {\n  t.hand {z}\n  return\n}\n", "t.hand {z}");
  expect_error(ctx, "func @f() {\n  t.hand {k}\n  return\n}\n",
               "custom op 't.hand' attribute 'k' occurs more than once in "
               "the attribute list");
  /* the first duplicate in name order is reported */
  expect_error(ctx,
               "func @f(%a: i32) {\n  %0 = cmpi eq, %a, %a {predicate = 0 : "
               "i64} : i32\n  return\n}\n",
               "custom op 'std.cmpi' attribute 'predicate' occurs more than "
               "once");
  cm_context_destroy(ctx);
}

static void test_parent_and_notes(void) {
  CmContext *ctx = new_ctx();
  cm_context_set_allow_unregistered(ctx, true);
  expect_ok(ctx, "func @f() {\n  t.infunc\n  return\n}\n", "t.infunc");
  expect_error(ctx, "t.infunc\n", "'t.infunc' op expects parent op 'func'");
  expect_error(ctx,
               "func @f() {\n  \"x.y\"() ({\n    t.intwo\n  }) : () -> ()\n"
               "  return\n}\n",
               "'t.intwo' op expects parent op to be one of 'func, module'");
  expect_error(ctx,
               "\"x.y\"() ({\n  return\n}) : () -> ()\n",
               "'std.return' op expects parent op 'func'");
  /* attribute errors: no note even with print-op-on-diagnostic; operand
   * type errors: the note */
  cm_context_set_print_op_on_diagnostic(ctx, true);
  expect_error(ctx,
               "func @f(%a: i32) {\n  \"t.pred\"(%a) {pred = \"eq\"} : (i32) "
               "-> ()\n  return\n}\n",
               "'t.pred' op attribute 'pred' failed to satisfy constraint: "
               "allowed 64-bit signless integer cases: 0, 1");
  CHECK(num_notes == 0);
  expect_error(ctx,
               "func @f(%a: i32) {\n  \"t.pred\"(%a) : (i32) -> ()\n"
               "  return\n}\n",
               "'t.pred' op requires attribute 'pred'");
  CHECK(num_notes == 0);
  expect_error(ctx,
               "func @f(%a: f32) {\n  %0 = \"std.addi\"(%a, %a) : (f32, f32) "
               "-> f32\n  return\n}\n",
               "'std.addi' op operand #0 must be signless-integer-like");
  CHECK(num_notes == 1);
  cm_context_destroy(ctx);
}

static void bc(CmContext *ctx, const char *types, const char *res,
               const char *err) {
  char src[1024];
  snprintf(src, sizeof src,
           "func @f(%%a: tensor<2x3xf32>, %%b: tensor<3xf32>, "
           "%%c: tensor<4xf32>, %%d: tensor<?x3xf32>, %%e: tensor<1x3xf32>, "
           "%%u: tensor<*xf32>, %%v: vector<3xf32>, %%g: tensor<2x?xf32>, "
           "%%s: f32) {\n  %%0 = \"t.bc\"(%s) : %s\n  return\n}\n",
           res, types);
  if (err)
    expect_error(ctx, src, err);
  else
    expect_ok(ctx, src, NULL);
}

static void test_broadcastable(void) {
  CmContext *ctx = new_ctx();
  /* expectations from mlir-opt-13 on tosa.add (ResultsBroadcastableShape) */
  bc(ctx, "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>", "%a, %b",
     NULL);
  bc(ctx, "(tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<5x3xf32>", "%d, %e",
     NULL);
  bc(ctx, "(tensor<1x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>", "%e, %b",
     NULL);
  bc(ctx, "(tensor<*xf32>, tensor<*xf32>) -> tensor<2xf32>", "%u, %u", NULL);
  bc(ctx, "(tensor<2x3xf32>, tensor<*xf32>) -> tensor<*xf32>", "%a, %u",
     NULL);
  bc(ctx, "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<7x2x3xf32>", "%a, %b",
     NULL);
  bc(ctx, "(f32, f32) -> f32", "%s, %s", NULL);
  bc(ctx, "(tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>", "%a, %c",
     "'t.bc' op operands don't have broadcast-compatible shapes");
  bc(ctx, "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>", "%a, %b",
     "'t.bc' op result type '3' not broadcast compatible with broadcasted "
     "operands's shapes '2x3'");
  bc(ctx, "(tensor<2x?xf32>, tensor<3xf32>) -> tensor<4x2x1xf32>", "%g, %b",
     "'t.bc' op result type '4x2x1' not broadcast compatible with "
     "broadcasted operands's shapes '2x3'");
  bc(ctx, "(tensor<?x3xf32>, tensor<3xf32>) -> tensor<1x?xf32>", "%d, %b",
     NULL);
  bc(ctx, "(tensor<3xf32>, vector<3xf32>) -> tensor<3xf32>", "%b, %v",
     "cannot broadcast vector with tensor");
  CHECK(strstr(msgs, "op cannot") == NULL);
  cm_context_destroy(ctx);
}

static CmOp *first_op_named(CmOp *root, const char *name) {
  if (cm_op_name_is(root, name))
    return root;
  for (unsigned r = 0; r < cm_op_num_regions(root); r++)
    for (CmBlock *b = cm_op_region(root, r)->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        CmOp *f = first_op_named(o, name);
        if (f)
          return f;
      }
  return NULL;
}

static void test_builtin_interfaces(void) {
  CmContext *ctx = new_ctx();
  CmOp *mod = NULL;
  char *out = run(ctx,
                  "module @m {\n"
                  "  func private @decl(i32) -> (i64, f32)\n"
                  "  func @def(%a: i32) -> i32 {\n"
                  "    %0:2 = call @decl(%a) : (i32) -> (i64, f32)\n"
                  "    %1 = unrealized_conversion_cast %0#0 : i64 to i32\n"
                  "    return %1 : i32\n  }\n}\n",
                  &mod);
  CHECK(out && mod);
  if (!mod) {
    fprintf(stderr, "%s", msgs);
    cm_context_destroy(ctx);
    return;
  }
  CmOp *decl = NULL, *def = NULL;
  for (CmOp *o = cm_op_region(mod, 0)->first->first; o; o = cm_op_next(o)) {
    CmIdent *n = cm_symbol_name(o);
    if (n && strcmp(n->str, "decl") == 0)
      decl = o;
    if (n && strcmp(n->str, "def") == 0)
      def = o;
  }
  CHECK(decl && def);
  if (decl && def) {
    const CmCallableInterface *ci = cm_op_interface(def, CM_IFACE_CALLABLE);
    const CmSymbolInterface *si = cm_op_interface(def, CM_IFACE_SYMBOL);
    CHECK(ci && si);
    CHECK(cm_op_interface(decl, CM_IFACE_CALLABLE) == ci);
    if (ci && si) {
      CHECK(ci->callable_region(def) == cm_op_region(def, 0));
      CHECK(ci->callable_region(decl) == NULL);
      CmTypeVec rt = {0};
      ci->callable_results(decl, &rt);
      CHECK(rt.len == 2 && rt.data[0] == cm_integer_type(ctx, 64, CM_SIGNLESS) &&
            rt.data[1] == cm_float_type(ctx, CM_TYPE_F32));
      rt.len = 0;
      ci->callable_results(def, &rt);
      CHECK(rt.len == 1 && rt.data[0] == cm_integer_type(ctx, 32, CM_SIGNLESS));
      CM_VEC_FREE(rt);
      CHECK(si->is_declaration(decl));
      CHECK(!si->is_declaration(def));
      CHECK(si->can_discard_on_use_empty(decl)); /* private */
      CHECK(!si->can_discard_on_use_empty(def)); /* public */
    }
    CHECK(cm_op_interface(def, CM_IFACE_REGION_KIND) == NULL);
  }
  const CmRegionKindInterface *rk = cm_op_interface(mod, CM_IFACE_REGION_KIND);
  CHECK(rk && rk->is_graph_region(mod, 0));
  const CmSymbolInterface *ms = cm_op_interface(mod, CM_IFACE_SYMBOL);
  CHECK(ms && !ms->is_declaration(mod) && !ms->can_discard_on_use_empty(mod));
  CHECK(cm_op_interface(mod, CM_IFACE_CALLABLE) == NULL);
  CmOp *cast = first_op_named(mod, "unrealized_conversion_cast");
  CHECK(cast != NULL);
  if (cast) {
    const CmCastInterface *cc = cm_op_interface(cast, CM_IFACE_CAST);
    CHECK(cc && cc->are_cast_compatible(0, NULL, 0, NULL));
  }
  /* std.call: the call interface is the std dialect's, unaffected */
  CmOp *call = first_op_named(mod, "std.call");
  CHECK(call && cm_op_interface(call, CM_IFACE_CALL) != NULL);
  cm_op_destroy(mod);
  free(out);

  /* messages and printing of builtin ops are unchanged by their `.ods` */
  expect_error(ctx, "func @f() -> i32 {\n  return\n}\n",
               "'std.return' op has 0 operands, but enclosing function (@f) "
               "returns 1");
  expect_error(ctx, "\"func\"() : () -> ()\n",
               "'func' op requires one region");
  expect_ok(ctx, "module {\n  func @x(%a: i32) attributes {z} {\n"
                 "    return\n  }\n}\n",
            "func @x(%arg0: i32) attributes {z} {");
  cm_context_destroy(ctx);
}

int main(void) {
  test_successors();
  test_duplicates();
  test_parent_and_notes();
  test_broadcastable();
  test_builtin_interfaces();
  return test_report("test_ods_fixes");
}
