/* walk.c - iterative pre- and post-order traversal of nested operations.
 *
 * No recursion: the walk moves through parent pointers (op -> block ->
 * region -> parent op), so nesting depth costs no stack. */
#include "cmlir/ir.h"

/* First op of regions[ri..] of `op` (skipping empty blocks), or NULL. */
static CmOp *first_op_from(CmOp *op, unsigned ri) {
  for (; ri < cm_op_num_regions(op); ri++)
    for (CmBlock *b = cm_op_regions(op)[ri].first; b; b = b->next)
      if (b->first)
        return b->first;
  return NULL;
}

/* The op following `op` in its enclosing regions without entering `op`,
 * i.e. its next sibling: the next op in its block, the first op of a later
 * block of its region, or the first op of a later region of the parent;
 * NULL when there is none. */
static CmOp *next_sibling(CmOp *op) {
  if (cm_op_next(op))
    return cm_op_next(op);
  CmBlock *b = cm_op_block(op);
  if (!b)
    return NULL;
  for (CmBlock *nb = b->next; nb; nb = nb->next)
    if (nb->first)
      return nb->first;
  CmRegion *r = b->parent;
  if (!r || !r->parent)
    return NULL;
  CmOp *p = r->parent;
  return first_op_from(p, (unsigned)(r - cm_op_regions(p)) + 1);
}

CmWalkResult cm_walk_pre(CmOp *root, CmWalkFn fn, void *user) {
  CmOp *op = root;
  while (op) {
    CmWalkResult r = fn(op, user);
    if (r == CM_WALK_INTERRUPT)
      return CM_WALK_INTERRUPT;
    CmOp *next = r == CM_WALK_SKIP ? NULL : first_op_from(op, 0);
    /* Climb until a sibling exists, stopping at the root. */
    while (!next && op != root) {
      next = next_sibling(op);
      if (next)
        break;
      op = cm_op_parent_op(op);
      if (!op)
        break;
    }
    op = next;
  }
  return CM_WALK_ADVANCE;
}

static CmOp *descend(CmOp *op) {
  for (CmOp *c; (c = first_op_from(op, 0)) != NULL;)
    op = c;
  return op;
}

CmWalkResult cm_walk_post(CmOp *root, CmWalkFn fn, void *user) {
  CmOp *op = descend(root);
  while (op) {
    /* Find the next op before the callback, which may erase `op`. */
    CmOp *next = NULL;
    if (op != root) {
      CmOp *s = next_sibling(op);
      next = s ? descend(s) : cm_op_parent_op(op);
    }
    if (fn(op, user) == CM_WALK_INTERRUPT)
      return CM_WALK_INTERRUPT;
    op = next;
  }
  return CM_WALK_ADVANCE;
}

static CmWalkResult remap_operands(CmOp *op, void *user) {
  const CmPtrMap *m = user;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_ptrmap_get_ptr(m, cm_op_operand(op, i));
    if (v)
      cm_op_set_operand(op, i, v);
  }
  return CM_WALK_ADVANCE;
}

void cm_walk_remap_operands(CmOp *op, const CmPtrMap *map) {
  cm_walk_pre(op, remap_operands, (void *)map);
}
