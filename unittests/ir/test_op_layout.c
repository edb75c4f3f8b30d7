/* test_op_layout.c - the compact operation layout (operation.c, ir.h):
 * trailing arrays found from the counts, results finding their op, large
 * region / successor counts, operands moved out of the op by
 * cm_op_set_operands (inline slot and side table), clone and destroy, and
 * the recycling of op memory by size (the inline capacity survives
 * shrinking, regrowing and outlining). */
#include <stdint.h>
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

static CmType *i32_of(CmContext *ctx) {
  return cm_integer_type(ctx, 32, CM_SIGNLESS);
}

static CmOp *mk(CmContext *ctx, const char *name, unsigned nres,
                unsigned nops, CmValue **ops, unsigned nsucc,
                CmBlock **succs, unsigned nreg) {
  CmType **types = cm_xcalloc(nres ? nres : 1, sizeof(CmType *));
  for (unsigned i = 0; i < nres; i++)
    types[i] = i % 2 ? cm_index_type(ctx) : i32_of(ctx);
  CmOp *op = cm_op_create_v(ctx, name, NULL, nres, types, nops, ops, NULL,
                            nsucc, succs, nreg);
  free(types);
  return op;
}

/* Every operand's owner and use-list membership. */
static bool operands_consistent(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmOpOperand *o = &cm_op_operand_array(op)[i];
    if (cm_operand_owner(o) != op)
      return false;
    bool found = false;
    CmValue *v = cm_operand_value(o);
    for (CmOpOperand *u = v ? cm_value_first_use(v) : NULL; u;
         u = cm_operand_next_use(u))
      found |= u == o;
    if (v && !found)
      return false;
  }
  return true;
}

static void test_sizes(void) {
  if (sizeof(void *) == 8) {
    CHECK(sizeof(CmOp) == 32);
    CHECK(sizeof(CmValue) == 16);
    CHECK(sizeof(CmOpOperand) == 16);
    CHECK(sizeof(CmRegion) == 24);
  }
}

static void test_results(CmContext *ctx) {
  CmBlock *b = cm_block_create();
  unsigned counts[] = {0, 1, 2, 7, 100};
  for (unsigned k = 0; k < sizeof(counts) / sizeof(counts[0]); k++) {
    unsigned n = counts[k];
    CmOp *op = mk(ctx, "t.res", n, 0, NULL, 0, NULL, 1);
    cm_block_append_op(b, op);
    CHECK(cm_op_num_results(op) == n && cm_op_num_regions(op) == 1);
    CHECK(cm_op_num_successors(op) == 0 && cm_op_num_operands(op) == 0);
    for (unsigned i = 0; i < n; i++) {
      CmValue *r = cm_op_result(op, i);
      CHECK(r == &cm_op_results(op)[i]);
      CHECK(cm_value_is_result(r) && r->index == i);
      CHECK(cm_value_defining_op(r) == op);
      CHECK(cm_value_parent_block(r) == b);
      CHECK(r->type == (i % 2 ? cm_index_type(ctx) : i32_of(ctx)));
    }
    /* The region follows the results. */
    CHECK((void *)cm_op_region(op, 0) == (void *)(cm_op_results(op) + n));
    CHECK(cm_op_region(op, 0)->parent == op);
  }
  CmValue *a = cm_block_add_arg(b, i32_of(ctx), NULL);
  CHECK(cm_value_defining_op(a) == NULL && cm_value_parent_block(a) == b);
  cm_block_destroy(b);
}

/* Successor and region counts past the bit-field limit use the big-count
 * record; everything around it must still be found. */
static void test_big_counts(CmContext *ctx) {
  unsigned limits[] = {CM_OP_SMALL_COUNT_LIMIT_ - 1, CM_OP_SMALL_COUNT_LIMIT_,
                       CM_OP_SMALL_COUNT_LIMIT_ + 5};
  CmRegion *parent = cm_xcalloc(1, sizeof(CmRegion));
  CmBlock *b0 = cm_block_create(), *b1 = cm_block_create();
  cm_region_append_block(parent, b0);
  cm_region_append_block(parent, b1);
  CmOp *def = mk(ctx, "t.def", 2, 0, NULL, 0, NULL, 0);
  cm_block_append_op(b0, def);
  for (unsigned k = 0; k < 3; k++) {
    unsigned nsucc = limits[k], nreg = limits[2 - k];
    CmBlock **succs = cm_xcalloc(nsucc, sizeof(CmBlock *));
    for (unsigned i = 0; i < nsucc; i++)
      succs[i] = i % 3 ? b1 : b0;
    CmValue *ops[3] = {cm_op_result(def, 0), cm_op_result(def, 1),
                       cm_op_result(def, 0)};
    CmOp *op = mk(ctx, "t.big", 3, 3, ops, nsucc, succs, nreg);
    cm_block_append_op(b0, op);
    CHECK(cm_op_num_successors(op) == nsucc);
    CHECK(cm_op_num_regions(op) == nreg);
    CHECK(cm_op_num_results(op) == 3 && cm_op_num_operands(op) == 3);
    bool ok = true;
    for (unsigned i = 0; i < nsucc; i++)
      ok &= cm_op_successor(op, i) == succs[i] &&
            cm_op_successor_array(op)[i].owner == op;
    for (unsigned i = 0; i < nreg; i++)
      ok &= cm_op_region(op, i)->parent == op &&
            cm_region_empty(cm_op_region(op, i));
    CHECK(ok);
    CHECK(cm_op_operand(op, 0) == ops[0] && cm_op_operand(op, 1) == ops[1] &&
          cm_op_operand(op, 2) == ops[2] && operands_consistent(op));
    for (unsigned i = 0; i < 3; i++)
      CHECK(cm_value_defining_op(cm_op_result(op, i)) == op);
    CHECK(cm_block_num_predecessors(b1) == nsucc - (nsucc + 2) / 3);
    /* A block in the last region, and a clone. */
    CmBlock *inner = cm_block_create();
    cm_region_append_block(cm_op_region(op, nreg - 1), inner);
    cm_block_append_op(inner, mk(ctx, "t.in", 1, 1, ops, 1, &b1, 0));
    CHECK(cm_op_parent_op(inner->first) == op);
    CmOp *c = cm_op_clone(op);
    CHECK(cm_op_num_successors(c) == nsucc && cm_op_num_regions(c) == nreg);
    CHECK(cm_op_successor(c, nsucc - 1) == succs[nsucc - 1]);
    CmBlock *cin = cm_op_region(c, nreg - 1)->first;
    CHECK(cin && cin != inner && cin->first &&
          cm_op_parent_op(cin->first) == c);
    CHECK(cm_op_successor(cin->first, 0) == b1);
    cm_op_destroy(c);
    cm_op_destroy(op);
    CHECK(cm_block_num_predecessors(b1) == 0);
    free(succs);
  }
  CHECK(count_uses(cm_op_result(def, 0)) == 0);
  cm_region_clear(parent);
  free(parent);
}

/* Result counts at and past the bit-field limit: the big-count record
 * sits between the op and its results, and every result (flagged) still
 * finds its op; uses, operands, regions and a clone around it too. */
static void test_big_results(CmContext *ctx) {
  unsigned counts[] = {CM_OP_SMALL_RESULTS_ - 1, CM_OP_SMALL_RESULTS_,
                       CM_OP_SMALL_RESULTS_ + 7};
  CmOp *def = mk(ctx, "t.def", 1, 0, NULL, 0, NULL, 0);
  for (unsigned k = 0; k < 3; k++) {
    unsigned n = counts[k];
    CmValue *ops[2] = {cm_op_result(def, 0), cm_op_result(def, 0)};
    CmOp *op = mk(ctx, "t.many", n, 2, ops, 0, NULL, 1);
    CHECK(cm_op_num_results(op) == n && cm_op_num_regions(op) == 1);
    CHECK(op->big_counts_ == (n >= CM_OP_SMALL_RESULTS_));
    bool ok = true;
    for (unsigned i = 0; i < n; i++) {
      CmValue *r = cm_op_result(op, i);
      ok &= cm_value_defining_op(r) == op && r->index == i &&
            r->type == (i % 2 ? cm_index_type(ctx) : i32_of(ctx));
    }
    CHECK(ok);
    CHECK(cm_op_region(op, 0)->parent == op && operands_consistent(op));
    /* A user of the last result finds it (and its op) through the use. */
    CmValue *last = cm_op_result(op, n - 1);
    CmOp *user = mk(ctx, "t.user", 0, 1, &last, 0, NULL, 0);
    CHECK(count_uses(last) == 1 && cm_value_defining_op(cm_operand_value(
                                       cm_value_first_use(last))) == op);
    CmOp *c = cm_op_clone(op);
    CHECK(cm_op_num_results(c) == n &&
          cm_value_defining_op(cm_op_result(c, n - 1)) == c);
    cm_op_destroy(user);
    cm_op_destroy(c);
    cm_op_destroy(op);
  }
  CHECK(count_uses(cm_op_result(def, 0)) == 0);
  cm_op_destroy(def);
}

/* cm_op_set_operands: shrinking in place, growing out of the op from an
 * op with operands (the pointer is kept in the inline slot) and from an op
 * without any (the side table), growing again, clone and destroy. */
static void test_set_operands(CmContext *ctx) {
  CmBlock *b = cm_block_create();
  CmOp *def = mk(ctx, "t.def", 3, 0, NULL, 0, NULL, 0);
  cm_block_append_op(b, def);
  CmValue *r[3] = {cm_op_result(def, 0), cm_op_result(def, 1),
                   cm_op_result(def, 2)};
  CmValue *many[40];
  for (unsigned i = 0; i < 40; i++)
    many[i] = r[i % 3];

  for (unsigned start = 0; start < 3; start++) {
    CmBlock *dest = cm_block_create();
    CmOp *op = mk(ctx, "t.use", 1, start, many, 1, &dest, 1);
    cm_block_append_op(b, op);
    CmOpOperand *inl = cm_op_operand_array(op);
    /* Replace and shrink within the inline array (only the current
     * count is known to fit there afterwards). */
    cm_op_set_operands(op, start, many + 1);
    CHECK(cm_op_operand_array(op) == inl && operands_consistent(op));
    CHECK(!start || cm_op_operand(op, start - 1) == many[start]);
    cm_op_set_operands(op, start ? start - 1 : 0, many);
    CHECK(cm_op_num_operands(op) == (start ? start - 1 : 0));
    CHECK(cm_op_operand_array(op) == inl && operands_consistent(op));
    CHECK(start < 2 || cm_op_operand(op, 0) == many[0]);
    /* Grow out of the op, then further, then shrink in the store. */
    unsigned sizes[] = {start + 1, 10, 39, 5, 0, 40, 2};
    for (unsigned k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
      unsigned n = sizes[k];
      cm_op_set_operands(op, n, many + (40 - n));
      CHECK(cm_op_num_operands(op) == n && operands_consistent(op));
      bool ok = true;
      for (unsigned i = 0; i < n; i++)
        ok &= cm_op_operand(op, i) == many[40 - n + i];
      CHECK(ok);
      /* The rest of the op is untouched. */
      CHECK(cm_op_successor(op, 0) == dest && cm_op_region(op, 0)->parent == op);
      CHECK(cm_value_defining_op(cm_op_result(op, 0)) == op);
    }
    CHECK(op->operands_outlined_);
    unsigned uses = count_uses(r[0]) + count_uses(r[1]) + count_uses(r[2]);
    CHECK(uses == 2);
    cm_op_set_operand(op, 1, r[0]);
    CHECK(cm_op_operand(op, 1) == r[0] && operands_consistent(op));
    /* A clone gets inline operands again. */
    CmOp *c = cm_op_clone(op);
    CHECK(!c->operands_outlined_ && cm_op_num_operands(c) == 2);
    CHECK(cm_op_operand(c, 0) == cm_op_operand(op, 0) &&
          cm_op_operand(c, 1) == r[0] && operands_consistent(c));
    CHECK(cm_op_successor(c, 0) == dest);
    cm_op_destroy(c);
    cm_op_destroy(op);
    CHECK(cm_block_has_no_predecessors(dest));
    cm_block_destroy(dest);
  }
  CHECK(count_uses(r[0]) == 0 && count_uses(r[1]) == 0 &&
        count_uses(r[2]) == 0);

  /* Several outlined ops without inline slots at once, destroyed by
   * destroying their parent. */
  CmOp *holder = mk(ctx, "t.holder", 0, 0, NULL, 0, NULL, 1);
  CmBlock *hb = cm_block_create();
  cm_region_append_block(cm_op_region(holder, 0), hb);
  for (unsigned i = 0; i < 20; i++) {
    CmOp *o = mk(ctx, "t.z", 0, 0, NULL, 0, NULL, 0);
    cm_block_append_op(hb, o);
    cm_op_set_operands(o, i + 1, many);
    CHECK(cm_op_num_operands(o) == i + 1 && cm_op_operand(o, i) == many[i]);
  }
  bool ok = true;
  unsigned i = 0;
  for (CmOp *o = hb->first; o; o = cm_op_next(o), i++)
    ok &= cm_op_num_operands(o) == i + 1 && cm_op_operand(o, 0) == many[0] &&
          operands_consistent(o);
  CHECK(ok);
  CHECK(count_uses(r[0]) > 0);
  cm_op_destroy(holder);
  CHECK(count_uses(r[0]) == 0);
  cm_block_destroy(b);
}

/* An op's memory goes back to the context's free list of its size, so an
 * op of the same shape created next reuses it; after shrinking the
 * operands the op can grow back in place up to its capacity. */
static void test_recycle(CmContext *ctx) {
  CmOp *def = mk(ctx, "t.def", 2, 0, NULL, 0, NULL, 0);
  CmValue *v[6] = {cm_op_result(def, 0), cm_op_result(def, 1),
                   cm_op_result(def, 0), cm_op_result(def, 1),
                   cm_op_result(def, 0), cm_op_result(def, 1)};
  /* Scenarios: 0 untouched, 1 shrunk, 2 shrunk then regrown in place,
   * 3 outlined, 4 shrunk then outlined. */
  for (int sc = 0; sc < 5; sc++) {
    CmOp *op = mk(ctx, "t.r", 1, 4, v, 0, NULL, 1);
    CmOpOperand *inl = cm_op_operand_array(op);
    if (sc == 1 || sc == 2 || sc == 4) {
      cm_op_set_operands(op, 1, v + 1);
      CHECK(cm_op_num_operands(op) == 1 && cm_op_operand_array(op) == inl);
    }
    if (sc == 2) {
      cm_op_set_operands(op, 3, v + 2);
      CHECK(cm_op_num_operands(op) == 3 && cm_op_operand_array(op) == inl &&
            !op->operands_outlined_ && operands_consistent(op));
      cm_op_set_operands(op, 4, v);
      CHECK(cm_op_operand_array(op) == inl && !op->operands_shrunk_);
    }
    if (sc == 3 || sc == 4) {
      cm_op_set_operands(op, 6, v);
      CHECK(op->operands_outlined_ && operands_consistent(op));
    }
    cm_op_destroy(op);
    CmOp *again = mk(ctx, "t.r", 1, 4, v, 0, NULL, 1);
    CHECK(again == op);
    /* A block of another size does not come back. */
    CmOp *other = mk(ctx, "t.r", 1, 3, v, 0, NULL, 1);
    CHECK(other != op);
    cm_op_destroy(other);
    cm_op_destroy(again);
  }
  cm_op_destroy(def);
}

/* Owners of operands far from their op: more operands than an operand's
 * position tag holds (so the lookup steps), inline and in a store. */
static void test_many_operands(CmContext *ctx) {
  enum { N = 70000 };
  CmOp *def = mk(ctx, "t.def", 1, 0, NULL, 0, NULL, 0);
  CmValue **vals = cm_xcalloc(N + 10, sizeof(CmValue *));
  for (unsigned i = 0; i < N + 10; i++)
    vals[i] = cm_op_result(def, 0);
  CmOp *op = mk(ctx, "t.many", 1, N, vals, 0, NULL, 0);
  CHECK(operands_consistent(op));
  unsigned idx[] = {0, 1, 32766, 32767, 32768, 65533, 65534, 65535, N - 1};
  bool ok = true;
  for (unsigned k = 0; k < sizeof(idx) / sizeof(idx[0]); k++)
    ok &= cm_operand_owner(&cm_op_operand_array(op)[idx[k]]) == op;
  CHECK(ok);
  cm_op_set_operands(op, N + 10, vals); /* into a store */
  CHECK(op->operands_outlined_ && operands_consistent(op));
  cm_op_set_operands(op, 3, vals); /* shrink inside the store */
  CHECK(operands_consistent(op));
  /* Every use of the value finds its op. */
  unsigned n = 0;
  for (CmOpOperand *u = cm_value_first_use(cm_op_result(def, 0)); u;
       u = cm_operand_next_use(u))
    ok &= cm_operand_owner(u) == op, n++;
  CHECK(ok && n == 3);
  cm_op_destroy(op);
  cm_op_destroy(def);
  free(vals);
}

/* Operand counts around the bit-field's limit (CM_OP_OPERANDS_SAT_): an
 * op created with that many keeps a CmOpBigCounts_; one that grows to it
 * keeps the count in its operand store, whether the store is named from
 * an inline slot or from the side table (created without operands). */
static void test_saturated_operands(CmContext *ctx) {
  enum { SAT = CM_OP_OPERANDS_SAT_ };
  CmOp *def = mk(ctx, "t.def", 1, 0, NULL, 0, NULL, 0);
  CmValue **vals = cm_xcalloc(SAT + 10, sizeof(CmValue *));
  for (unsigned i = 0; i < SAT + 10; i++)
    vals[i] = cm_op_result(def, 0);
  unsigned made[] = {SAT - 1, SAT, SAT + 1};
  for (unsigned k = 0; k < 3; k++) {
    CmOp *op = mk(ctx, "t.sat", 2, made[k], vals, 0, NULL, 0);
    CHECK(cm_op_num_operands(op) == made[k]);
    CHECK(op->big_counts_ == (made[k] >= SAT) && cm_op_num_results(op) == 2);
    CHECK(cm_value_defining_op(cm_op_result(op, 1)) == op);
    CHECK(operands_consistent(op));
    unsigned sizes[] = {SAT + 9, 7, SAT, SAT - 1, 0};
    for (unsigned j = 0; j < 5; j++) {
      cm_op_set_operands(op, sizes[j], vals);
      CHECK(cm_op_num_operands(op) == sizes[j] && operands_consistent(op));
    }
    cm_op_destroy(op);
  }
  for (unsigned start = 0; start < 2; start++) {
    CmOp *op = mk(ctx, "t.grow", 1, start, vals, 0, NULL, 0);
    CHECK(!op->big_counts_);
    unsigned sizes[] = {SAT, SAT + 7, 3, SAT + 2, SAT - 1};
    for (unsigned j = 0; j < 5; j++) {
      cm_op_set_operands(op, sizes[j], vals);
      CHECK(cm_op_num_operands(op) == sizes[j] && operands_consistent(op));
      CHECK(op->operands_outlined_ && op->store_in_table_ == (start == 0));
    }
    CmOp *c = cm_op_clone(op);
    CHECK(cm_op_num_operands(c) == SAT - 1 && !c->operands_outlined_);
    cm_op_destroy(c);
    cm_op_destroy(op);
  }
  CHECK(cm_value_use_empty(cm_op_result(def, 0)));
  cm_op_destroy(def);
  free(vals);
}

/* Ops outlined through the side table on several threads at once.  Every
 * task has its own op and its own defining op (use lists are not shared
 * between threads); the ops are created on the calling thread. */
enum { PAR_N = 64 };
typedef struct {
  CmOp *def[PAR_N], *op[PAR_N];
  int bad[PAR_N];
} ParState;

static void par_one(size_t i, void *user) {
  ParState *ps = user;
  CmOp *o = ps->op[i];
  CmValue *vals[8];
  for (unsigned k = 0; k < 8; k++)
    vals[k] = cm_op_result(ps->def[i], k);
  for (unsigned round = 0; round < 6; round++) {
    unsigned n = 1 + (unsigned)((i + round * 3) % 8);
    cm_op_set_operands(o, n, vals);
    if (cm_op_num_operands(o) != n || cm_op_operand(o, n - 1) != vals[n - 1])
      ps->bad[i] = 1;
  }
  cm_op_destroy(o);
  ps->op[i] = NULL;
}

static void test_parallel(CmContext *ctx) {
  ParState *ps = cm_xcalloc(1, sizeof(ParState));
  for (unsigned i = 0; i < PAR_N; i++) {
    ps->def[i] = mk(ctx, "t.d", 8, 0, NULL, 0, NULL, 0);
    ps->op[i] = mk(ctx, "t.par", 0, 0, NULL, 0, NULL, 0);
  }
  cm_parallel_for(PAR_N, 4, par_one, ps);
  int bad = 0;
  for (unsigned i = 0; i < PAR_N; i++) {
    bad |= ps->bad[i];
    CHECK(ps->op[i] == NULL);
    CHECK(count_uses(cm_op_result(ps->def[i], 0)) == 0);
    cm_op_destroy(ps->def[i]);
  }
  CHECK(!bad);
  free(ps);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  test_sizes();
  test_results(ctx);
  test_big_counts(ctx);
  test_big_results(ctx);
  test_set_operands(ctx);
  test_recycle(ctx);
  test_many_operands(ctx);
  test_saturated_operands(ctx);
  test_parallel(ctx);
  cm_context_destroy(ctx);
  return test_report("test_op_layout");
}
