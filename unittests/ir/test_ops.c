/* test_ops.c - operations, blocks, regions, use lists, clone, walks,
 * builder and symbol tables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/ir.h"

#include "../test_util.h"


static unsigned count_uses(CmValue *v) {
  unsigned n = 0;
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u))
    n++;
  return n;
}

static CmOp *mk(CmContext *ctx, const char *name, unsigned nres,
                unsigned nops, CmValue **ops, unsigned nreg) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmType *types[8] = {i32, i32, i32, i32, i32, i32, i32, i32};
  return cm_op_create_v(ctx, name, NULL, nres, types, nops, ops, NULL, 0,
                        NULL, nreg);
}

static void test_use_lists(CmContext *ctx) {
  CmBlock *b = cm_block_create();
  CmOp *def = mk(ctx, "t.def", 2, 0, NULL, 0);
  cm_block_append_op(b, def);
  CmValue *r0 = cm_op_result(def, 0), *r1 = cm_op_result(def, 1);
  CmValue *ops[3] = {r0, r0, r1};
  CmOp *use = mk(ctx, "t.use", 0, 3, ops, 0);
  cm_block_append_op(b, use);
  CHECK(count_uses(r0) == 2);
  CHECK(count_uses(r1) == 1);
  CHECK(cm_value_has_one_use(r1));
  CHECK(!cm_value_has_one_use(r0));
  CHECK(cm_value_defining_op(r1) == def);
  CHECK(r1->index == 1);
  CHECK(cm_value_parent_block(r0) == b);

  cm_value_replace_all_uses(r0, r1);
  CHECK(cm_value_use_empty(r0));
  CHECK(count_uses(r1) == 3);
  CHECK(cm_op_operand(use, 0) == r1 && cm_op_operand(use, 1) == r1);

  /* Growing the operand list moves it out of the op allocation. */
  CmValue *many[10];
  for (int i = 0; i < 10; i++)
    many[i] = i % 2 ? r0 : r1;
  cm_op_set_operands(use, 10, many);
  CHECK(cm_op_num_operands(use) == 10);
  CHECK(count_uses(r0) == 5 && count_uses(r1) == 5);
  cm_op_set_operands(use, 1, many);
  CHECK(count_uses(r0) == 0 && count_uses(r1) == 1);
  cm_op_set_operand(use, 0, r0);
  CHECK(count_uses(r0) == 1 && count_uses(r1) == 0);

  /* Block arguments. */
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmValue *a0 = cm_block_add_arg(b, i32, NULL);
  CmValue *a1 = cm_block_add_arg(b, i32, NULL);
  CmValue *am = cm_block_insert_arg(b, 1, i32, NULL);
  CHECK(b->num_args == 3 && b->args[1] == am && am->index == 1 &&
        a1->index == 2);
  cm_block_erase_arg(b, 1);
  CHECK(b->num_args == 2 && b->args[1] == a1 && a1->index == 1);
  CHECK(!cm_value_is_result(a0) && cm_value_parent_block(a0) == b);
  cm_block_destroy(b);
}

static void test_order_and_split(CmContext *ctx) {
  CmRegion *r = cm_xcalloc(1, sizeof(CmRegion));
  cm_region_init(r, NULL);
  CmBlock *b = cm_block_create();
  cm_region_append_block(r, b);
  CmOp *ops[200];
  for (int i = 0; i < 100; i++) {
    ops[i] = mk(ctx, "t.x", 0, 0, NULL, 0);
    cm_block_append_op(b, ops[i]);
  }
  CHECK(cm_op_is_before_in_block(ops[3], ops[50]));
  CHECK(!cm_op_is_before_in_block(ops[50], ops[3]));
  /* Repeated insertion at the same place (exhausts gaps, renumbers). */
  for (int i = 100; i < 200; i++) {
    ops[i] = mk(ctx, "t.y", 0, 0, NULL, 0);
    cm_block_insert_op_before(b, ops[50], ops[i]);
    CHECK(cm_op_is_before_in_block(ops[i], ops[50]));
    CHECK(cm_op_is_before_in_block(ops[49], ops[i]));
    if (i > 100)
      CHECK(cm_op_is_before_in_block(ops[i - 1], ops[i]));
  }
  cm_op_move_after(ops[0], ops[99]);
  CHECK(b->last == ops[0]);
  CHECK(cm_op_is_before_in_block(ops[99], ops[0]));
  cm_op_move_before(ops[0], ops[1]);
  CHECK(b->first == ops[0]);

  CmBlock *nb = cm_block_split(b, ops[50]);
  CHECK(b->next == nb && r->last == nb && nb->parent == r);
  CHECK(nb->first == ops[50] && nb->last == ops[99]);
  CHECK(b->last == ops[199]);
  CHECK(cm_op_block(ops[60]) == nb);
  CHECK(cm_op_is_before_in_block(ops[50], ops[99]));
  unsigned n = 0;
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    n++;
  CHECK(n == 150);

  /* Successor edges. */
  CmOp *br = cm_op_create_v(ctx, "t.br", NULL, 0, NULL, 0, NULL, NULL, 1,
                            &nb, 0);
  cm_block_append_op(b, br);
  CHECK(cm_block_num_predecessors(nb) == 1);
  CHECK(!cm_block_has_no_predecessors(nb));
  CHECK(cm_block_terminator(b) == br); /* unregistered: might terminate */
  CHECK(cm_block_is_entry(b) && !cm_block_is_entry(nb));
  cm_op_set_successor(br, 0, b);
  CHECK(cm_block_num_predecessors(nb) == 0);
  CHECK(cm_block_num_predecessors(b) == 1);
  cm_region_clear(r);
  CHECK(cm_region_empty(r));
  free(r);
}

/* Builds: outer { ^bb0(%a): %x = t.def; t.inner { %y = t.use(%x, %a) };
 *                 t.br ^bb1(%x) ^bb1(%b): t.use(%b) } */
static CmOp *build_nested(CmContext *ctx) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmOp *outer = mk(ctx, "t.outer", 0, 0, NULL, 1);
  CmBuilder bld;
  cm_builder_init(&bld, ctx);
  CmBlock *b0 = cm_builder_create_block(&bld, cm_op_region(outer, 0), 1,
                                        &i32, NULL);
  CmBlock *b1 = cm_block_create();
  cm_block_add_arg(b1, i32, cm_loc_unknown(ctx));
  cm_region_append_block(cm_op_region(outer, 0), b1);
  CmOp *def = cm_builder_insert(&bld, mk(ctx, "t.def", 1, 0, NULL, 0));
  CmOp *inner = cm_builder_insert(&bld, mk(ctx, "t.inner", 0, 0, NULL, 1));
  CmValue *x = cm_op_result(def, 0);
  CmValue *br_ops[1] = {x};
  cm_builder_insert(&bld, cm_op_create_v(ctx, "t.br", NULL, 0, NULL, 1,
                                         br_ops, NULL, 1, &b1, 0));
  CmBlock *ib = cm_builder_create_block(&bld, cm_op_region(inner, 0), 0,
                                        NULL, NULL);
  CHECK(bld.block == ib);
  CmValue *uops[2] = {x, b0->args[0]};
  cm_builder_insert(&bld, mk(ctx, "t.use", 1, 2, uops, 0));
  cm_builder_set_to_end(&bld, b1);
  cm_builder_insert(&bld, mk(ctx, "t.use", 0, 1, &b1->args[0], 0));
  return outer;
}

typedef struct {
  char names[64][16];
  int n;
  const char *erase_name;
} Trace;

static CmWalkResult record(CmOp *op, void *user) {
  Trace *t = user;
  if (t->n < 64) {
    CmStr s = cm_ident_str(cm_op_opname(op)->name);
    snprintf(t->names[t->n++], 16, "%.*s", (int)s.len, s.data);
  }
  if (t->erase_name && cm_op_name_is(op, t->erase_name) && cm_op_block(op))
    cm_op_erase(op);
  return CM_WALK_ADVANCE;
}

static CmWalkResult skip_inner(CmOp *op, void *user) {
  record(op, user);
  return cm_op_name_is(op, "t.inner") ? CM_WALK_SKIP : CM_WALK_ADVANCE;
}

static CmWalkResult stop_at_br(CmOp *op, void *user) {
  record(op, user);
  return cm_op_name_is(op, "t.br") ? CM_WALK_INTERRUPT : CM_WALK_ADVANCE;
}

static int trace_is(Trace *t, const char *const *want, int n) {
  if (t->n != n)
    return 0;
  for (int i = 0; i < n; i++)
    if (strcmp(t->names[i], want[i]))
      return 0;
  return 1;
}

static void test_walks(CmContext *ctx) {
  CmOp *outer = build_nested(ctx);
  Trace t = {0};
  CHECK(cm_walk_pre(outer, record, &t) == CM_WALK_ADVANCE);
  const char *pre[] = {"t.outer", "t.def", "t.inner", "t.use", "t.br",
                       "t.use"};
  CHECK(trace_is(&t, pre, 6));
  memset(&t, 0, sizeof(t));
  cm_walk_post(outer, record, &t);
  const char *post[] = {"t.def", "t.use", "t.inner", "t.br", "t.use",
                        "t.outer"};
  CHECK(trace_is(&t, post, 6));
  memset(&t, 0, sizeof(t));
  cm_walk_pre(outer, skip_inner, &t);
  const char *skip[] = {"t.outer", "t.def", "t.inner", "t.br", "t.use"};
  CHECK(trace_is(&t, skip, 5));
  memset(&t, 0, sizeof(t));
  CHECK(cm_walk_post(outer, stop_at_br, &t) == CM_WALK_INTERRUPT);
  CHECK(t.n == 4);

  /* Clone: internal uses are remapped, the clone is independent. */
  CmOp *c = cm_op_clone(outer);
  CHECK(c != outer && cm_op_block(c) == NULL);
  CmBlock *cb0 = cm_op_region(c, 0)->first;
  CmBlock *cb1 = cb0->next;
  CHECK(cb0 != cm_op_region(outer, 0)->first);
  CmOp *cdef = cb0->first;
  CmOp *cinner = cm_op_next(cdef);
  CmOp *cbr = cm_op_next(cinner);
  CmOp *cuse = cm_op_region(cinner, 0)->first->first;
  CHECK(cm_op_operand(cuse, 0) == cm_op_result(cdef, 0));
  CHECK(cm_op_operand(cuse, 1) == cb0->args[0]);
  CHECK(cm_op_successor(cbr, 0) == cb1);
  CHECK(cm_op_operand(cbr, 0) == cm_op_result(cdef, 0));
  CHECK(cm_op_operand(cb1->first, 0) == cb1->args[0]);
  CHECK(count_uses(cm_op_result(cm_op_region(outer, 0)->first->first, 0)) ==
        2);
  memset(&t, 0, sizeof(t));
  cm_walk_pre(c, record, &t);
  CHECK(trace_is(&t, pre, 6));

  /* Post-order walk erasing every use op. */
  memset(&t, 0, sizeof(t));
  t.erase_name = "t.use";
  cm_walk_post(c, record, &t);
  CHECK(trace_is(&t, post, 6));
  CHECK(cm_op_region(cinner, 0)->first->first == NULL);
  CHECK(cb1->first == NULL);

  /* Destroying a tree whose values are used inside it, in any order. */
  cm_op_destroy(c);
  cm_op_destroy(outer);
}

static void test_deep_nesting(CmContext *ctx) {
  enum { DEPTH = 200000 };
  CmOp *root = mk(ctx, "t.r", 0, 0, NULL, 1);
  CmOp *cur = root;
  CmValue *v = NULL;
  for (int i = 0; i < DEPTH; i++) {
    CmBlock *b = cm_block_create();
    cm_region_append_block(cm_op_region(cur, 0), b);
    CmOp *n = mk(ctx, "t.r", 1, v ? 1 : 0, &v, 1);
    cm_block_append_op(b, n);
    if (!v)
      v = cm_op_result(n, 0);
    cur = n;
  }
  Trace t = {0};
  cm_walk_pre(root, record, &t);
  CHECK(t.n == 64);
  memset(&t, 0, sizeof(t));
  cm_walk_post(root, record, &t);
  CHECK(t.n == 64);
  CmOp *c = cm_op_clone(root);
  cm_op_destroy(c);
  cm_op_destroy(root);
}

static void test_state(CmContext *ctx) {
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmOpState st;
  cm_op_state_init(&st, ctx, "t.state", cm_loc_unknown(ctx));
  CM_VEC_PUSH(st.types, i32);
  cm_op_state_add_attr(&st, "a", cm_unit_attr(ctx));
  CmRegion *r = cm_op_state_add_region(&st);
  CmBlock *b = cm_block_create();
  cm_region_append_block(r, b);
  cm_block_append_op(b, mk(ctx, "t.x", 0, 0, NULL, 0));
  cm_op_state_add_region(&st);
  CmOp *op = cm_op_create(&st);
  cm_op_state_free(&st);
  CHECK(cm_op_num_regions(op) == 2 && cm_op_num_results(op) == 1);
  CHECK(cm_op_region(op, 0)->first == b && b->parent == cm_op_region(op, 0));
  CHECK(cm_block_parent_op(b) == op);
  CHECK(cm_op_parent_op(b->first) == op);
  CHECK(cm_op_is_ancestor(op, b->first) && !cm_op_is_ancestor(b->first, op));
  CHECK(cm_region_context(cm_op_region(op, 1)) == ctx);
  CHECK(cm_op_get_attr(op, "a") == cm_unit_attr(ctx));
  cm_op_set_attr(op, "b", cm_unit_attr(ctx));
  CHECK(cm_op_get_attr(op, "b") != NULL);
  cm_op_set_attr(op, "a", NULL);
  CHECK(cm_op_get_attr(op, "a") == NULL);
  CHECK(!cm_op_is_registered(op));

  /* A state freed without creating frees its regions. */
  cm_op_state_init(&st, ctx, "t.state", NULL);
  r = cm_op_state_add_region(&st);
  b = cm_block_create();
  cm_region_append_block(r, b);
  cm_block_append_op(b, mk(ctx, "t.x", 0, 0, NULL, 0));
  cm_op_state_free(&st);
  cm_op_destroy(op);
}

static const CmOpDef test_defs[] = {
    {.name = "symt.table",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_NO_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK},
};

static void test_symbols(CmContext *ctx) {
  static const CmDialect d = {.name = "symt"};
  cm_register_dialect(ctx, &d);
  cm_register_ops(ctx, test_defs, 1);
  CmOp *outer = mk(ctx, "symt.table", 0, 0, NULL, 1);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(outer, 0), b);
  CmOp *inner = mk(ctx, "symt.table", 0, 0, NULL, 1);
  cm_op_set_attr(inner, "sym_name", cm_string_attr(ctx, CM_STR("in")));
  CmBlock *ib = cm_block_create();
  cm_region_append_block(cm_op_region(inner, 0), ib);
  CmOp *f = mk(ctx, "t.f", 0, 0, NULL, 0);
  cm_op_set_attr(f, "sym_name", cm_string_attr(ctx, CM_STR("f")));
  cm_block_append_op(ib, f);
  cm_block_append_op(b, inner);
  CmOp *g = mk(ctx, "t.g", 0, 0, NULL, 0);
  cm_op_set_attr(g, "sym_name", cm_string_attr(ctx, CM_STR("g")));
  cm_block_append_op(b, g);

  CHECK(cm_op_has_trait(outer, CM_TRAIT_SYMBOL_TABLE));
  CHECK(cm_symbol_name(g) == cm_ident_c(ctx, "g"));
  CHECK(cm_symbol_name(outer) == NULL);
  CHECK(cm_symbol_table_lookup(outer, "g", 1) == g);
  CHECK(cm_symbol_table_lookup(outer, "f", 1) == NULL);
  CHECK(cm_symbol_table_lookup(inner, "f", 1) == f);
  CHECK(cm_symbol_table_of(g) == outer);
  CHECK(cm_symbol_table_of(f) == inner);
  CHECK(cm_symbol_table_of(outer) == outer);
  CmStr nested = CM_STR("f");
  CmAttr *ref = cm_symbol_ref_attr(ctx, CM_STR("in"), 1, &nested);
  CHECK(cm_symbol_lookup_nearest(g, ref) == f);
  CmAttr *flat = cm_symbol_ref_attr(ctx, CM_STR("g"), 0, NULL);
  CHECK(cm_symbol_lookup_nearest(g, flat) == g);
  CHECK(cm_symbol_lookup_nearest(f, flat) == NULL);
  cm_op_destroy(outer);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  test_use_lists(ctx);
  test_order_and_split(ctx);
  test_walks(ctx);
  test_deep_nesting(ctx);
  test_state(ctx);
  test_symbols(ctx);
  cm_context_destroy(ctx);
  return test_report("test_ops");
}
