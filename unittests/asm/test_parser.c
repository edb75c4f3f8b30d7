/* test_parser.c - the parser API: standalone type/attribute parsing,
 * dialect type/attribute hooks and custom-form op parsers. */
#include "cmlir/asm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

/* Diagnostics are captured by test_util.h's `capture` (num_errors,
 * last_msg). */

/* ---- a test dialect: !tst.vec<N, type>, #tst.pair<a, b> ---- */
static CmType *tst_parse_type(CmDialect *d, CmParser *p) {
  int64_t n;
  CmType *elem;
  if (cm_parse_keyword(p, "vec") || cm_parse_tok(p, CM_TOK_LESS) ||
      cm_parse_integer(p, &n) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_type(p, &elem) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_dialect_type(d, 1, 1, &elem, 1, &n, 0, NULL, NULL);
}

static CmAttr *tst_parse_attr(CmDialect *d, CmParser *p, CmType *type) {
  CmAttr *a[2];
  (void)type;
  if (cm_parse_keyword(p, "pair") || cm_parse_tok(p, CM_TOK_LESS) ||
      cm_parse_attribute(p, NULL, &a[0]) || cm_parse_tok(p, CM_TOK_COMMA) ||
      cm_parse_attribute(p, NULL, &a[1]) || cm_parse_tok(p, CM_TOK_GREATER))
    return NULL;
  return cm_dialect_attr(d, 7, NULL, 2, a, 0, NULL, NULL, NULL);
}

/* tst.add %a, %b : type */
static CmResult add_parse(CmParser *p, CmOpState *st) {
  CmOperandVec ops = {0};
  CmValueVec vals = {0};
  CmType *t;
  CmResult r = CM_FAILURE;
  if (cm_parse_operand_list(p, &ops, 2, CM_DELIM_NONE) ||
      cm_parse_colon_type(p, &t) ||
      cm_resolve_operands_same_type(p, ops.data, ops.len, t, &vals))
    goto out;
  for (size_t i = 0; i < vals.len; i++)
    CM_VEC_PUSH(st->operands, vals.data[i]);
  CM_VEC_PUSH(st->types, t);
  r = CM_SUCCESS;
out:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(vals);
  return r;
}

/* tst.scope (%x : type) { region } attr-dict */
static CmResult scope_parse(CmParser *p, CmOpState *st) {
  CmRegionArg arg;
  if (cm_parse_tok(p, CM_TOK_LPAREN) || cm_parse_region_argument(p, &arg) ||
      cm_parse_tok(p, CM_TOK_RPAREN))
    return CM_FAILURE;
  CmRegion *r = cm_op_state_add_region(st);
  if (cm_parse_region(p, r, 1, &arg, false))
    return CM_FAILURE;
  CmNamedAttrVec attrs = {0};
  if (cm_parse_optional_attr_dict(p, &attrs)) {
    CM_VEC_FREE(attrs);
    return CM_FAILURE;
  }
  for (size_t i = 0; i < attrs.len; i++)
    CM_VEC_PUSH(st->attrs, attrs.data[i]);
  CM_VEC_FREE(attrs);
  return CM_SUCCESS;
}

static const CmOpDef tst_ops[] = {
    {.name = "tst.add", .parse = add_parse},
    {.name = "tst.scope", .parse = scope_parse},
};

static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *text) {
  CmSourceBuffer *b = cm_srcmgr_add(sm, "test.mlir", text, strlen(text));
  return cm_parse_source(ctx, b);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_diag_add_handler(ctx, capture, NULL);
  CmDialect dd = {0};
  dd.name = "tst";
  dd.parse_type = tst_parse_type;
  dd.parse_attr = tst_parse_attr;
  CmDialect *d = cm_register_dialect(ctx, &dd);
  cm_register_ops(ctx, tst_ops, sizeof tst_ops / sizeof *tst_ops);

  /* standalone types */
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  int64_t shape[2] = {4, CM_DYNAMIC_SIZE};
  CHECK(cm_parse_type_str(ctx, CM_STR("f32")) == f32);
  CHECK(cm_parse_type_str(ctx, CM_STR("memref<4x?xf32>")) ==
        cm_memref_type(2, shape, f32, NULL, NULL));
  CHECK(cm_parse_type_str(ctx, CM_STR("tensor<4x?xf32>")) ==
        cm_ranked_tensor_type(2, shape, f32, NULL));
  CHECK(cm_parse_type_str(ctx, CM_STR("(i32) -> f32")) ==
        cm_function_type(ctx, 1, &i32, 1, &f32));
  num_errors = 0;
  CHECK(cm_parse_type_str(ctx, CM_STR("f32 f32")) == NULL);
  CHECK(num_errors == 1);
  CHECK(cm_parse_type_str(ctx, CM_STR("tensor<")) == NULL);

  /* dialect types through the hook, pretty and verbose forms */
  CmType *v = cm_parse_type_str(ctx, CM_STR("!tst.vec<4, i32>"));
  CHECK(v && v->kind == CM_TYPE_DIALECT && v->dialect.dialect == d &&
        v->dialect.num_ints == 1 && v->dialect.ints[0] == 4 &&
        v->dialect.types[0] == i32);
  CHECK(cm_parse_type_str(ctx, CM_STR("!tst<\"vec<4, i32>\">")) == v);
  num_errors = 0;
  CHECK(cm_parse_type_str(ctx, CM_STR("!tst.vec<4 i32>")) == NULL);
  CHECK(num_errors == 1 && strstr(last_msg, "expected ','"));
  /* unregistered dialect types become opaque types */
  CmType *o = cm_parse_type_str(ctx, CM_STR("!zz.thing<1>"));
  CHECK(o && o->kind == CM_TYPE_OPAQUE &&
        cm_str_eq_c(cm_ident_str(o->opaque.data), "thing<1>"));

  /* attributes */
  CmAttr *a = cm_parse_attr_str(ctx, CM_STR("[1, \"s\", i32]"));
  CHECK(a && a->kind == CM_ATTR_ARRAY && a->array.num == 3);
  CHECK(cm_parse_attr_str(ctx, CM_STR("7 : i32")) == cm_integer_attr(i32, 7));
  CHECK(cm_parse_attr_str(ctx, CM_STR("-128 : i8")) ==
        cm_integer_attr(cm_integer_type(ctx, 8, CM_SIGNLESS), -128));
  CHECK(cm_parse_attr_str(ctx, CM_STR("true")) == cm_bool_attr(ctx, true));
  CHECK(cm_parse_attr_str(ctx, CM_STR("unit")) == cm_unit_attr(ctx));
  CmAttr *pa = cm_parse_attr_str(ctx, CM_STR("#tst.pair<1, \"x\">"));
  CHECK(pa && pa->kind == CM_ATTR_DIALECT && pa->dialect_attr.num_attrs == 2);
  CmAttr *m = cm_parse_attr_str(ctx, CM_STR("affine_map<(d0)[s0] -> (d0 + s0)>"));
  CHECK(m && m->kind == CM_ATTR_AFFINE_MAP && m->map->num_dims == 1 &&
        m->map->num_syms == 1 && m->map->num_results == 1 &&
        m->map->results[0] == cm_affine_add(cm_affine_dim(ctx, 0),
                                            cm_affine_symbol(ctx, 0)));
  CmAttr *l = cm_parse_attr_str(ctx, CM_STR("loc(\"f\":1:2)"));
  CHECK(l == cm_loc_file(ctx, CM_STR("f"), 1, 2));

  /* custom ops */
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  num_errors = 0;
  CmOp *mod = parse(ctx, &sm,
                    "%0 = \"x.def\"() : () -> i32\n"
                    "%1 = tst.add %0, %0 : i32\n"
                    "tst.scope (%arg : i32) {\n"
                    "  %2 = tst.add %arg, %1 : i32\n"
                    "} {k = 1}\n");
  CHECK(mod != NULL);
  CHECK(num_errors == 0);
  if (mod) {
    CmBlock *top = cm_op_region(mod, 0)->first;
    CmOp *def = top->first, *add = cm_op_next(def), *scope = cm_op_next(add);
    CHECK(cm_op_name_is(add, "tst.add") && cm_op_num_operands(add) == 2 &&
          cm_op_operand(add, 0) == cm_op_result(def, 0));
    CHECK(cm_op_name_is(scope, "tst.scope") && cm_op_num_regions(scope) == 1);
    CmBlock *entry = cm_op_region(scope, 0)->first;
    CHECK(entry && entry->num_args == 1 && entry->args[0]->type == i32);
    CmOp *inner = entry ? entry->first : NULL;
    CHECK(inner && cm_op_operand(inner, 0) == entry->args[0] &&
          cm_op_operand(inner, 1) == cm_op_result(add, 0));
    CHECK(cm_op_get_attr(scope, "k") != NULL);
    cm_op_destroy(mod);
  }
  /* custom-op errors */
  num_errors = 0;
  CHECK(parse(ctx, &sm, "%0 = \"x.def\"() : () -> i32\n%1 = tst.add %0 : i32\n") == NULL);
  CHECK(num_errors == 1 && strstr(last_msg, "expected 2 operands"));
  num_errors = 0;
  CHECK(parse(ctx, &sm, "%0 = \"x.def\"() : () -> i64\n%1 = tst.add %0, %0 : i32\n") == NULL);
  CHECK(num_errors == 1 && strstr(last_msg, "expects different type"));
  num_errors = 0;
  CHECK(parse(ctx, &sm, "tst.scope (%a : i32) {\n^bb0:\n}\n") == NULL);
  CHECK(num_errors == 1 && strstr(last_msg, "invalid block name in region with named arguments"));
  num_errors = 0;
  CHECK(parse(ctx, &sm, "%a = \"x.def\"() : () -> i32\ntst.scope (%a : i32) {\n}\n") == NULL);
  CHECK(num_errors == 1 && strstr(last_msg, "region entry argument '%a' is already in use"));
  /* forward references inside a custom op resolve */
  num_errors = 0;
  mod = parse(ctx, &sm, "\"x.f\"() ({\n  %1 = tst.add %0, %0 : i32\n  %0 = \"x.def\"() : () -> i32\n}) : () -> ()\n");
  CHECK(mod != NULL && num_errors == 0);
  if (mod)
    cm_op_destroy(mod);

  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_parser");
}
