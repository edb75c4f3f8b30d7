/* test_verifier.c - cm_verify on IR built in C: dominance (same block,
 * across blocks, unreachable blocks, graph regions, nested regions),
 * terminators, successors, isolation, symbol tables, unregistered ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/ir.h"
#include "cmlir/ods.h"

#include "../test_util.h"


static char last_msg[1024], last_notes[1024];
static int num_errors;

static CmResult capture_with_notes(CmDiag *d, void *user) {
  (void)user;
  num_errors++;
  snprintf(last_msg, sizeof(last_msg), "%s", d->msg.data);
  last_notes[0] = 0;
  for (CmDiag *n = d->notes; n; n = n->next) {
    size_t l = strlen(last_notes);
    snprintf(last_notes + l, sizeof(last_notes) - l, "[%s]", n->msg.data);
  }
  return CM_SUCCESS;
}

static CmContext *ctx;
static CmType *i32, *i64;

/* vt.br forwards all operands to its only successor; vt.multi forwards
 * operand i to successor i (one each, through the BranchOpInterface);
 * vt.nobr has successors but no branch interface (never checked, as
 * upstream). */
static bool br_succ_operands(CmOp *o, unsigned i, unsigned *start,
                             unsigned *count) {
  if (i != 0 || cm_op_num_successors(o) != 1) /* several: ranges unknown */
    return false;
  *start = 0;
  *count = cm_op_num_operands(o);
  return true;
}
static bool multi_succ_operands(CmOp *o, unsigned i, unsigned *start,
                                unsigned *count) {
  if (i >= cm_op_num_operands(o))
    return false;
  *start = i;
  *count = 1;
  return true;
}
static const CmBranchInterface br_iface = {br_succ_operands, NULL};
static const CmBranchInterface multi_iface = {multi_succ_operands, NULL};
static const CmInterfaceImpl br_impls[] = {{CM_IFACE_BRANCH, &br_iface}};
static const CmInterfaceImpl multi_impls[] = {{CM_IFACE_BRANCH, &multi_iface}};
static const CmOdsOp br_ods = {CM_ODS_INTERFACES(br_impls)};
static const CmOdsOp multi_ods = {CM_ODS_INTERFACES(multi_impls)};

static const CmOpDef defs[] = {
    {.name = "vt.term", .traits = CM_TRAIT_TERMINATOR},
    {.name = "vt.br", .traits = CM_TRAIT_TERMINATOR, .ods = &br_ods},
    {.name = "vt.multi", .traits = CM_TRAIT_TERMINATOR, .ods = &multi_ods},
    {.name = "vt.nobr", .traits = CM_TRAIT_TERMINATOR},
    {.name = "vt.plain", .traits = 0},
    {.name = "vt.iso",
     .traits = CM_TRAIT_ISOLATED_FROM_ABOVE | CM_TRAIT_NO_TERMINATOR},
    {.name = "vt.graph",
     .traits = CM_TRAIT_GRAPH_REGION | CM_TRAIT_NO_TERMINATOR},
    {.name = "vt.table",
     .traits = CM_TRAIT_SYMBOL_TABLE | CM_TRAIT_NO_TERMINATOR |
               CM_TRAIT_SINGLE_BLOCK},
    {.name = "vt.sym", .traits = CM_TRAIT_SYMBOL},
    {.name = "vt.ssa", .traits = 0},
};

/* An op with `nreg` regions; operands / successors optional. */
static CmOp *op(const char *name, unsigned nres, unsigned nops,
                CmValue *const *ops, unsigned nsucc, CmBlock *const *succ,
                unsigned nreg) {
  CmType *types[4] = {i32, i32, i32, i32};
  return cm_op_create_v(ctx, name, cm_loc_file(ctx, CM_STR("t.mlir"), 1, 1),
                        nres, types, nops, ops, NULL, nsucc, succ, nreg);
}

static CmBlock *add_block(CmOp *parent, unsigned region, unsigned nargs) {
  CmBlock *b = cm_block_create();
  for (unsigned i = 0; i < nargs; i++)
    cm_block_add_arg(b, i32, NULL);
  cm_region_append_block(cm_op_region(parent, region), b);
  return b;
}

static CmOp *app(CmBlock *b, CmOp *o) {
  cm_block_append_op(b, o);
  return o;
}

/* Verifies and destroys `top`; returns the number of errors reported. */
static int run(CmOp *top) {
  num_errors = 0;
  last_msg[0] = last_notes[0] = 0;
  CmResult r = cm_verify(top);
  cm_op_destroy(top);
  CHECK((r == CM_SUCCESS) == (num_errors == 0));
  return num_errors;
}

#define EXPECT_OK(top) CHECK(run(top) == 0)
#define EXPECT_ERR(top, msg)                                                   \
  do {                                                                         \
    CHECK(run(top) == 1);                                                      \
    if (strcmp(last_msg, (msg)) != 0) {                                        \
      fprintf(stderr, "  got: <%s>\n  want: <%s>\n", last_msg, (msg));         \
      failures++;                                                              \
    }                                                                          \
  } while (0)
#define EXPECT_NOTES(s)                                                        \
  do {                                                                         \
    if (strcmp(last_notes, (s)) != 0) {                                        \
      fprintf(stderr, "%d: notes got: <%s>\n  want: <%s>\n", __LINE__,         \
              last_notes, (s));                                                \
      failures++;                                                              \
    }                                                                          \
  } while (0)

static void test_dominance(void) {
  /* Use before def in one block. */
  CmOp *top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  CmBlock *b = add_block(top, 0, 0);
  CmOp *use = app(b, op("t.use", 0, 0, NULL, 0, NULL, 0));
  CmOp *def = app(b, op("t.def", 1, 0, NULL, 0, NULL, 0));
  CmValue *v = cm_op_result(def, 0);
  cm_op_set_operands(use, 1, &v);
  EXPECT_ERR(top, "operand #0 does not dominate this use");
  EXPECT_NOTES("[operand defined here (op in the same block)]");

  /* Diamond: entry -> bb1, bb2 -> bb3. */
  for (int variant = 0; variant < 4; variant++) {
    top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
    CmOp *holder = app(add_block(top, 0, 0), op("t.f", 0, 0, NULL, 0, NULL, 1));
    CmBlock *e = add_block(holder, 0, 0);
    CmBlock *b1 = add_block(holder, 0, 1);
    CmBlock *b2 = add_block(holder, 0, 0);
    CmBlock *b3 = add_block(holder, 0, 0);
    CmBlock *unreach = add_block(holder, 0, 0);
    CmOp *de = app(e, op("t.def", 1, 0, NULL, 0, NULL, 0));
    CmBlock *s12[2] = {b1, b2};
    CmValue *ve = cm_op_result(de, 0);
    app(e, op("vt.br", 0, 0, NULL, 2, s12, 0));
    CmOp *d1 = app(b1, op("t.def", 1, 0, NULL, 0, NULL, 0));
    app(b1, op("vt.br", 0, 0, NULL, 1, &b3, 0));
    app(b2, op("vt.br", 0, 0, NULL, 1, &b3, 0));
    CmValue *used = variant == 0   ? ve
                    : variant == 1 ? cm_op_result(d1, 0)
                    : variant == 2 ? b1->args[0]
                                   : ve;
    app(b3, op("t.use", 0, 1, &used, 0, NULL, 0));
    app(b3, op("vt.term", 0, 0, NULL, 0, NULL, 0));
    /* An unreachable block may use anything, even itself. */
    CmOp *self = app(unreach, op("t.self", 1, 0, NULL, 0, NULL, 0));
    CmValue *sv = cm_op_result(self, 0);
    cm_op_set_operands(self, 1, &sv);
    CmValue *uv = cm_op_result(d1, 0);
    app(unreach, op("t.use", 0, 1, &uv, 0, NULL, 0));
    app(unreach, op("vt.term", 0, 0, NULL, 0, NULL, 0));
    if (variant == 3) {
      /* A nested region in bb3 using the entry's value is fine; using
       * bb1's value is not. */
      CmOp *nest = app(b2, op("t.nest", 0, 0, NULL, 0, NULL, 1));
      cm_op_move_before(nest, b2->first);
      CmBlock *nb = add_block(nest, 0, 0);
      app(nb, op("t.use", 0, 1, &ve, 0, NULL, 0));
      CmValue *bad = cm_op_result(d1, 0);
      app(nb, op("t.use", 0, 1, &bad, 0, NULL, 0));
    }
    int n = run(top);
    if (variant == 0) {
      CHECK(n == 0);
    } else if (variant == 1) {
      CHECK(n == 1);
      CHECK(strcmp(last_msg, "operand #0 does not dominate this use") == 0);
      EXPECT_NOTES("[operand defined here (op in the same region)]");
    } else if (variant == 2) {
      CHECK(n == 1);
      EXPECT_NOTES("[operand defined as a block argument (block #1 in the "
                   "same region)]");
    } else {
      CHECK(n == 1);
      EXPECT_NOTES("[operand defined here (op in a parent region)]");
    }
  }

  /* Graph regions: any order is fine. */
  top = op("vt.graph", 0, 0, NULL, 0, NULL, 1);
  b = add_block(top, 0, 0);
  use = app(b, op("t.use", 0, 0, NULL, 0, NULL, 0));
  def = app(b, op("t.def", 1, 0, NULL, 0, NULL, 0));
  v = cm_op_result(def, 0);
  cm_op_set_operands(use, 1, &v);
  EXPECT_OK(top);

  /* mlir-opt-13: single-block regions of unregistered ops have no SSA
   * dominance; multi-block ones do. */
  for (int multi = 0; multi < 2; multi++) {
    top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
    CmOp *holder = app(add_block(top, 0, 0), op("t.h", 0, 0, NULL, 0, NULL, 1));
    b = add_block(holder, 0, 0);
    use = app(b, op("t.use", 0, 0, NULL, 0, NULL, 0));
    def = app(b, op("t.def", 1, 0, NULL, 0, NULL, 0));
    v = cm_op_result(def, 0);
    cm_op_set_operands(use, 1, &v);
    if (multi) {
      CmBlock *b1 = add_block(holder, 0, 0);
      app(b, op("t.br", 0, 0, NULL, 1, &b1, 0));
      app(b1, op("t.ret", 0, 0, NULL, 0, NULL, 0));
      EXPECT_ERR(top, "operand #0 does not dominate this use");
    } else {
      EXPECT_OK(top);
    }
  }

  /* An op's results do not dominate its own regions. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  b = add_block(top, 0, 0);
  def = app(b, op("t.def", 1, 0, NULL, 0, NULL, 1));
  v = cm_op_result(def, 0);
  app(add_block(def, 0, 0), op("t.use", 0, 1, &v, 0, NULL, 0));
  EXPECT_ERR(top, "operand #0 does not dominate this use");
  EXPECT_NOTES("[operand defined here (op in a parent region)]");
}

static void test_terminators(void) {
  CmOp *top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  CmOp *f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  CmBlock *b = add_block(f, 0, 0);
  app(b, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  app(b, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "'vt.term' op must be the last operation in the parent block");

  /* Registered non-terminator at the end. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  app(add_block(f, 0, 0), op("vt.plain", 0, 0, NULL, 0, NULL, 0));
  CHECK(run(top) == 1);
  CHECK(strncmp(last_msg, "block with no terminator, has ", 30) == 0);

  /* Unregistered last op: might be a terminator. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  app(add_block(f, 0, 0), op("t.x", 0, 0, NULL, 0, NULL, 0));
  EXPECT_OK(top);

  /* Empty block in a two-block region. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("t.x", 0, 0, NULL, 0, NULL, 1));
  app(add_block(f, 0, 0), op("t.y", 0, 0, NULL, 0, NULL, 0));
  add_block(f, 0, 0);
  EXPECT_ERR(top, "empty block: expect at least a terminator");
  EXPECT_NOTES("");

  /* Empty single block of an unregistered op is fine; of a registered op
   * without NoTerminator it is not. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("t.x", 0, 0, NULL, 0, NULL, 1));
  add_block(f, 0, 0);
  EXPECT_OK(top);
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  add_block(f, 0, 0);
  EXPECT_ERR(top, "empty block: expect at least a terminator");

  /* Successor ops must be last; entry blocks have no predecessors. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  CmBlock *e = add_block(f, 0, 0);
  CmBlock *b1 = add_block(f, 0, 0);
  app(e, op("vt.br", 0, 0, NULL, 1, &b1, 0));
  app(e, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top,
             "operation with block successors must terminate its parent block");
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 0);
  app(e, op("vt.br", 0, 0, NULL, 1, &e, 0));
  EXPECT_ERR(top, "entry block of region may not have predecessors");

  /* Successor operand count and types. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = add_block(f, 0, 1);
  CmValue *two[2] = {e->args[0], e->args[0]};
  app(e, op("vt.br", 0, 2, two, 1, &b1, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "branch has 2 operands for successor #0, but target block "
                  "has 1");
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = cm_block_create();
  cm_block_add_arg(b1, i64, NULL);
  cm_region_append_block(cm_op_region(f, 0), b1);
  two[0] = e->args[0];
  app(e, op("vt.br", 0, 1, two, 1, &b1, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "type mismatch for bb argument #0 of successor #0");

  /* Without the branch interface nothing is checked. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = add_block(f, 0, 0);
  two[0] = two[1] = e->args[0];
  app(e, op("vt.nobr", 0, 2, two, 1, &b1, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_OK(top);

  /* Several successors: the interface's ranges, checked per successor. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = add_block(f, 0, 1);
  CmBlock *b2 = add_block(f, 0, 1);
  CmBlock *dests[2] = {b1, b2};
  two[0] = two[1] = e->args[0];
  app(e, op("vt.multi", 0, 2, two, 2, dests, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  app(b2, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_OK(top);
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = add_block(f, 0, 1);
  b2 = add_block(f, 0, 2);
  dests[0] = b1;
  dests[1] = b2;
  two[0] = two[1] = e->args[0]; /* the previous IR was destroyed */
  app(e, op("vt.multi", 0, 2, two, 2, dests, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  app(b2, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "branch has 1 operands for successor #1, but target block "
                  "has 2");
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 1));
  e = add_block(f, 0, 1);
  b1 = add_block(f, 0, 1);
  b2 = cm_block_create();
  cm_block_add_arg(b2, i64, NULL);
  cm_region_append_block(cm_op_region(f, 0), b2);
  dests[0] = b1;
  dests[1] = b2;
  two[0] = two[1] = e->args[0];
  app(e, op("vt.multi", 0, 2, two, 2, dests, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  app(b2, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "type mismatch for bb argument #0 of successor #1");

  /* Branching into another region. */
  top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  f = app(add_block(top, 0, 0), op("vt.ssa", 0, 0, NULL, 0, NULL, 2));
  e = add_block(f, 0, 0);
  b1 = add_block(f, 1, 0);
  app(e, op("vt.br", 0, 0, NULL, 1, &b1, 0));
  app(b1, op("vt.term", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "'vt.br' op branching to block of a different region");
}

static void test_isolation_and_symbols(void) {
  CmOp *top = op("t.top", 0, 0, NULL, 0, NULL, 1);
  CmBlock *b = add_block(top, 0, 0);
  CmOp *def = app(b, op("t.def", 1, 0, NULL, 0, NULL, 0));
  CmOp *iso = app(b, op("vt.iso", 0, 0, NULL, 0, NULL, 1));
  CmOp *nest = app(add_block(iso, 0, 0), op("t.n", 0, 0, NULL, 0, NULL, 1));
  CmValue *v = cm_op_result(def, 0);
  app(add_block(nest, 0, 0), op("t.use", 0, 1, &v, 0, NULL, 0));
  EXPECT_ERR(top, "'t.use' op using value defined outside the region");
  CHECK(strstr(last_notes, "[required by region isolation constraints]"));

  top = op("vt.table", 0, 0, NULL, 0, NULL, 1);
  b = add_block(top, 0, 0);
  CmOp *s1 = app(b, op("t.s", 0, 0, NULL, 0, NULL, 0));
  CmOp *s2 = app(b, op("t.s", 0, 0, NULL, 0, NULL, 0));
  cm_op_set_attr(s1, "sym_name", cm_string_attr(ctx, CM_STR("f")));
  cm_op_set_attr(s2, "sym_name", cm_string_attr(ctx, CM_STR("f")));
  EXPECT_ERR(top, "redefinition of symbol named 'f'");
  CHECK(strstr(last_notes, "[see existing symbol definition here]"));

  top = op("vt.table", 0, 0, NULL, 0, NULL, 1);
  add_block(top, 0, 0);
  add_block(top, 0, 0);
  EXPECT_ERR(top, "'vt.table' op Operations with a 'SymbolTable' must have "
                  "exactly one block");

  top = op("t.top", 0, 0, NULL, 0, NULL, 1);
  b = add_block(top, 0, 0);
  app(b, op("vt.sym", 0, 0, NULL, 0, NULL, 0));
  EXPECT_ERR(top, "'vt.sym' op requires string attribute 'sym_name'");
  top = op("t.top", 0, 0, NULL, 0, NULL, 1);
  b = add_block(top, 0, 0);
  CmOp *s = app(b, op("vt.sym", 0, 0, NULL, 0, NULL, 0));
  cm_op_set_attr(s, "sym_name", cm_string_attr(ctx, CM_STR("f")));
  cm_op_set_attr(s, "sym_visibility", cm_string_attr(ctx, CM_STR("private")));
  EXPECT_OK(top);
}

static void test_unregistered(void) {
  CmOp *top = op("t.top", 0, 0, NULL, 0, NULL, 0);
  cm_context_set_allow_unregistered(ctx, false);
  EXPECT_ERR(top, "'t.top' op created with unregistered dialect. If this is "
                  "intended, please call allowUnregisteredDialects() on the "
                  "MLIRContext, or use -allow-unregistered-dialect with the "
                  "MLIR opt tool used");
  top = op("vt.unknown", 0, 0, NULL, 0, NULL, 0);
  EXPECT_ERR(top, "unregistered operation 'vt.unknown' found in dialect "
                  "('vt') that does not allow unknown operations");
  cm_context_set_allow_unregistered(ctx, true);
}

static void test_deep(void) {
  /* Deep nesting: the verifier must not blow the stack for moderate depth
   * and must find a dominance error at the bottom. */
  CmOp *top = op("vt.iso", 0, 0, NULL, 0, NULL, 1);
  CmOp *cur = top;
  CmOp *first = NULL;
  for (int i = 0; i < 2000; i++) {
    CmBlock *b = add_block(cur, 0, 0);
    CmOp *n = app(b, op("t.n", 1, 0, NULL, 0, NULL, 1));
    if (!first)
      first = n;
    cur = n;
  }
  CmBlock *b = add_block(cur, 0, 0);
  CmValue *v = cm_op_result(first, 0);
  app(b, op("t.use", 0, 1, &v, 0, NULL, 0));
  EXPECT_ERR(top, "operand #0 does not dominate this use");
}

int main(void) {
  ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_context_set_print_op_on_diagnostic(ctx, false);
  static const CmDialect vt = {.name = "vt"};
  cm_register_dialect(ctx, &vt);
  cm_register_ops(ctx, defs, sizeof(defs) / sizeof(defs[0]));
  cm_diag_add_handler(ctx, capture_with_notes, NULL);
  i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  test_dominance();
  test_terminators();
  test_isolation_and_symbols();
  test_unregistered();
  test_deep();
  cm_context_destroy(ctx);
  return test_report("test_verifier");
}
