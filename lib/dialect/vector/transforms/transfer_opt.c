/* transfer_opt.c - MLIR 13's transfer op flow optimization
 * (transferOpflowOpt, -test-vector-transferop-opt; docs/vector.md):
 *  1. store to load forwarding: a transfer_read of a memref whose last
 *     dominating transfer_write writes the same place (same indices,
 *     mask, vector type and map) gets that write's vector, when every
 *     other write of the memref that may reach the read (ignoring writes
 *     of provably disjoint places) is post-dominated by that write;
 *  2. dead stores: a transfer_write overwritten by a later write of the
 *     same place that post-dominates it is erased when every read of the
 *     memref reachable from it (disjoint ones aside) is dominated by the
 *     overwriting write.
 * Reads and writes of tensors are left alone, as 13. */
#include "cmlir/dialect/vector.h"
#include "cmlir/dialect/vector_transforms.h"
#include "cmlir/dialects.h"
#include "cmlir/pass.h"

#include <stdlib.h>

typedef CM_VEC(CmOp *) OpVec;

typedef struct Opt {
  CmDominance *dom;
  OpVec erase;
} Opt;

/* The ancestor of `op` (or `op`) whose parent region is `r`; NULL. */
static CmOp *ancestor_in(CmRegion *r, CmOp *op) {
  while (op && cm_op_parent_region(op) != r)
    op = cm_op_parent_op(op);
  return op;
}

/* Block post-dominance within one region. */
static bool block_post_dominates(CmBlock *a, CmBlock *b) {
  if (a == b)
    return true;
  /* b is post-dominated by a iff no path from b reaches an exit while
   * avoiding a: depth-first search from b. */
  size_t n = 0;
  for (CmBlock *x = b->parent->first; x; x = x->next)
    n++;
  CmBlock **stack = cm_xmalloc((n + 1) * sizeof *stack);
  CmPtrMap seen = {0};
  size_t sp = 0;
  bool escapes = false;
  stack[sp++] = b;
  cm_ptrmap_put(&seen, b, 1);
  while (sp && !escapes) {
    CmBlock *x = stack[--sp];
    CmOp *t = x->last;
    unsigned ns = t ? cm_op_num_successors(t) : 0;
    if (!ns) {
      escapes = true;
      break;
    }
    for (unsigned i = 0; i < ns; i++) {
      CmBlock *s = cm_op_successor(t, i);
      if (s == a || cm_ptrmap_get(&seen, s))
        continue;
      cm_ptrmap_put(&seen, s, 1);
      stack[sp++] = s;
    }
  }
  cm_ptrmap_free(&seen);
  free(stack);
  return !escapes;
}

/* 13's DominanceInfo::dominates(a, b) on ops (an op dominates itself and
 * the ops nested in it). */
static bool dominates(Opt *o, CmOp *a, CmOp *b) {
  if (a == b)
    return true;
  CmOp *bb = ancestor_in(cm_op_parent_region(a), b);
  if (!bb)
    return false;
  if (bb == a)
    return true;
  if (cm_op_block(a) == cm_op_block(bb))
    return cm_op_is_before_in_block(a, bb);
  return cm_dominance_block_dominates(o->dom, cm_op_block(a), cm_op_block(bb));
}

/* 13's PostDominanceInfo::postDominates(a, b). */
static bool post_dominates(CmOp *a, CmOp *b) {
  if (a == b)
    return true;
  CmOp *bb = ancestor_in(cm_op_parent_region(a), b);
  if (!bb)
    return false;
  if (bb == a)
    return true;
  if (cm_op_block(a) == cm_op_block(bb))
    return cm_op_is_before_in_block(bb, a);
  return block_post_dominates(cm_op_block(a), cm_op_block(bb));
}

/* 13's isReachable: start and dest in the same region. */
static bool reachable(Opt *o, CmOp *start, CmOp *dest) {
  if (dominates(o, start, dest))
    return true;
  CmBlock *sb = cm_op_block(start), *db = cm_op_block(dest);
  CM_VEC(CmBlock *) work = {0};
  CmPtrMap seen = {0};
  bool found = false;
  CmOp *t = sb->last;
  for (unsigned i = 0, n = t ? cm_op_num_successors(t) : 0; i < n; i++)
    CM_VEC_PUSH(work, cm_op_successor(t, i));
  while (work.len && !found) {
    CmBlock *x = work.data[--work.len];
    if (cm_ptrmap_get(&seen, x))
      continue;
    cm_ptrmap_put(&seen, x, 1);
    if (cm_dominance_block_dominates(o->dom, x, db)) {
      found = true;
      break;
    }
    t = x->last;
    for (unsigned i = 0, n = t ? cm_op_num_successors(t) : 0; i < n; i++)
      CM_VEC_PUSH(work, cm_op_successor(t, i));
  }
  CM_VEC_FREE(work);
  cm_ptrmap_free(&seen);
  return found;
}

static bool is_read(CmOp *op) {
  return cm_op_name_is(op, "vector.transfer_read");
}
static bool is_write(CmOp *op) {
  return cm_op_name_is(op, "vector.transfer_write");
}

static CmValue *constant_index(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "std.constant"))
    return NULL;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return NULL;
  *out = a->integer.value;
  return v;
}

/* 13's isDisjointTransferSet (same source, same vector type, a constant
 * leading index that differs or a constant vector-dimension index at
 * least the vector size apart). */
static bool disjoint(CmOp *a, CmOp *b) {
  if (cm_vector_transfer_source(a) != cm_vector_transfer_source(b))
    return false;
  CmType *va = cm_vector_transfer_vector(a)->type;
  if (va != cm_vector_transfer_vector(b)->type)
    return false;
  unsigned sa, na, sb, nb;
  cm_vector_transfer_indices(a, &sa, &na);
  cm_vector_transfer_indices(b, &sb, &nb);
  if (na != nb || va->kind != CM_TYPE_VECTOR || na < va->shaped.rank)
    return false;
  unsigned lead = na - va->shaped.rank;
  for (unsigned i = 0; i < na; i++) {
    int64_t x, y;
    if (!constant_index(cm_op_operand(a, sa + i), &x) ||
        !constant_index(cm_op_operand(b, sb + i), &y))
      continue;
    if (i < lead) {
      if (x != y)
        return true;
    } else {
      int64_t d = x > y ? x - y : y - x;
      if (d >= va->shaped.shape[i - lead])
        return true;
    }
  }
  return false;
}

/* Same indices, mask, vector type and permutation map. */
static bool same_place(CmOp *a, CmOp *b) {
  unsigned sa, na, sb, nb;
  cm_vector_transfer_indices(a, &sa, &na);
  cm_vector_transfer_indices(b, &sb, &nb);
  if (na != nb)
    return false;
  for (unsigned i = 0; i < na; i++)
    if (cm_op_operand(a, sa + i) != cm_op_operand(b, sb + i))
      return false;
  return cm_vector_transfer_mask(a) == cm_vector_transfer_mask(b) &&
         cm_vector_transfer_vector(a)->type ==
             cm_vector_transfer_vector(b)->type &&
         cm_vector_transfer_map(a) == cm_vector_transfer_map(b);
}

static void forward(Opt *o, CmOp *read) {
  if (cm_vector_transfer_has_out_of_bounds_dim(read))
    return;
  CmValue *src = cm_vector_transfer_source(read);
  OpVec blocking = {0};
  CmOp *last = NULL;
  for (CmOpOperand *u = cm_value_first_use(src); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (is_read(user))
      continue;
    if (is_write(user)) {
      if (disjoint(user, read))
        continue;
      if (dominates(o, user, read) && same_place(user, read)) {
        if (!last || dominates(o, last, user))
          last = user;
        continue;
      }
    }
    CM_VEC_PUSH(blocking, user);
  }
  bool ok = last != NULL;
  if (ok) {
    CmRegion *top = cm_op_parent_region(last);
    CmOp *ra = ancestor_in(top, read);
    for (size_t i = 0; i < blocking.len && ok; i++) {
      CmOp *wa = ancestor_in(top, blocking.data[i]);
      if (!wa || !ra || !reachable(o, wa, ra))
        continue;
      if (!post_dominates(last, blocking.data[i]))
        ok = false;
    }
  }
  CM_VEC_FREE(blocking);
  if (!ok)
    return;
  cm_value_replace_all_uses(cm_op_result(read, 0), cm_op_operand(last, 0));
  CM_VEC_PUSH(o->erase, read);
}

static void dead_store(Opt *o, CmOp *write) {
  CmValue *src = cm_vector_transfer_source(write);
  OpVec reads = {0};
  CmOp *first = NULL;
  for (CmOpOperand *u = cm_value_first_use(src); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (user == write)
      continue;
    if (is_write(user)) {
      if (same_place(user, write) && post_dominates(user, write) &&
          (!first || post_dominates(first, user)))
        first = user;
      continue;
    }
    if (is_read(user) && disjoint(write, user))
      continue;
    CM_VEC_PUSH(reads, user);
  }
  bool ok = first != NULL;
  if (ok) {
    CmRegion *top = cm_op_parent_region(first);
    CmOp *wa = ancestor_in(top, write);
    for (size_t i = 0; i < reads.len && ok; i++) {
      CmOp *ra = ancestor_in(top, reads.data[i]);
      if (!ra || !wa || !reachable(o, wa, ra))
        continue;
      if (!dominates(o, first, reads.data[i]))
        ok = false;
    }
  }
  CM_VEC_FREE(reads);
  if (ok)
    CM_VEC_PUSH(o->erase, write);
}

typedef struct Lists {
  OpVec reads, writes;
} Lists;

static CmWalkResult collect(CmOp *op, void *user) {
  Lists *l = user;
  if ((is_read(op) || is_write(op)) && cm_vector_transfer_source(op) &&
      cm_vector_transfer_source(op)->type->kind == CM_TYPE_MEMREF &&
      cm_vector_transfer_vector(op) &&
      cm_vector_transfer_vector(op)->type->kind == CM_TYPE_VECTOR) {
    if (is_read(op))
      CM_VEC_PUSH(l->reads, op);
    else
      CM_VEC_PUSH(l->writes, op);
  }
  return CM_WALK_ADVANCE;
}

static void erase_all(Opt *o) {
  for (size_t i = 0; i < o->erase.len; i++)
    cm_op_erase(o->erase.data[i]);
  o->erase.len = 0;
}

void cm_vector_transfer_flow_opt(CmOp *func) {
  Opt o = {cm_dominance_create(func), {0}};
  Lists l = {{0}, {0}};
  cm_walk_post(func, collect, &l);
  for (size_t i = 0; i < l.reads.len; i++)
    forward(&o, l.reads.data[i]);
  erase_all(&o);
  for (size_t i = 0; i < l.writes.len; i++)
    dead_store(&o, l.writes.data[i]);
  erase_all(&o);
  CM_VEC_FREE(l.reads);
  CM_VEC_FREE(l.writes);
  CM_VEC_FREE(o.erase);
  cm_dominance_destroy(o.dom);
}

static CmResult transferop_opt_run(CmPassRun *run, CmOp *op) {
  (void)run;
  cm_vector_transfer_flow_opt(op);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_vector_transferop_opt = {
    .argument = "test-vector-transferop-opt",
    .name = "TestVectorTransferOpt",
    .description = "Test optimization transformations for transfer ops",
    .anchor = "func",
    .run = transferop_opt_run};
