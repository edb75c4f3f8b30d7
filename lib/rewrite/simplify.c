/* simplify.c - region simplification as upstream 13's canonicalize does it
 * after each round of the greedy driver: unreachable blocks are erased,
 * then a liveness-based dead code elimination removes dead ops, dead
 * arguments of non-entry blocks and the successor operands feeding them.
 * (Upstream 13 merges identical blocks as well; not done here yet.) */
#include "rewrite_internal.h"

#include <string.h>

/* ---------------------------------------------- unreachable blocks */

static CmResult erase_unreachable(CmRewriter *rw, CmRegion *const *regions,
                                  unsigned n) {
  bool erased = false;
  CM_VEC(CmRegion *) work = {0};
  CM_VEC(CmBlock *) stack = {0};
  CmPtrMap reach = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(work, regions[i]);
  while (work.len) {
    CmRegion *r = work.data[--work.len];
    if (!r->first)
      continue;
    if (!r->first->next) {
      for (CmOp *o = r->first->first; o; o = cm_op_next(o))
        for (unsigned k = 0; k < cm_op_num_regions(o); k++)
          CM_VEC_PUSH(work, cm_op_region(o, k));
      continue;
    }
    cm_ptrmap_free(&reach);
    memset(&reach, 0, sizeof(reach));
    stack.len = 0;
    CM_VEC_PUSH(stack, r->first);
    cm_ptrmap_put(&reach, r->first, 1);
    while (stack.len) {
      CmBlock *b = stack.data[--stack.len];
      CmOp *t = b->last;
      if (!t)
        continue;
      for (unsigned s = 0; s < cm_op_num_successors(t); s++) {
        CmBlock *sb = cm_op_successor(t, s);
        if (sb && !cm_ptrmap_get(&reach, sb)) {
          cm_ptrmap_put(&reach, sb, 1);
          CM_VEC_PUSH(stack, sb);
        }
      }
    }
    for (CmBlock *b = r->first; b;) {
      CmBlock *next = b->next;
      if (!cm_ptrmap_get(&reach, b)) {
        cm_rewriter_erase_block(rw, b);
        erased = true;
      } else {
        for (CmOp *o = b->first; o; o = cm_op_next(o))
          for (unsigned k = 0; k < cm_op_num_regions(o); k++)
            CM_VEC_PUSH(work, cm_op_region(o, k));
      }
      b = next;
    }
  }
  CM_VEC_FREE(work);
  CM_VEC_FREE(stack);
  cm_ptrmap_free(&reach);
  return erased ? CM_SUCCESS : CM_FAILURE;
}

/* ------------------------------------------------------- region DCE */

typedef struct Live {
  CmPtrMap live; /* ops and values proven live */
  bool changed;
} Live;

static bool is_live(Live *l, const void *p) {
  return cm_ptrmap_get(&l->live, p) != NULL;
}
/* An op is live if it was proven live or any of its results was. */
static bool op_is_live(Live *l, CmOp *op) {
  if (is_live(l, op))
    return true;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (is_live(l, cm_op_result(op, i)))
      return true;
  return false;
}
static void set_live(Live *l, const void *p) {
  if (!is_live(l, p)) {
    cm_ptrmap_put(&l->live, p, 1);
    l->changed = true;
  }
}

/* The successor block argument that operand `idx` of `term` feeds, or
 * NULL. */
static CmValue *succ_arg_of(CmOp *term, unsigned idx) {
  const CmBranchInterface *bi = cm_op_interface(term, CM_IFACE_BRANCH);
  if (!bi || !bi->successor_operands)
    return NULL;
  for (unsigned s = 0; s < cm_op_num_successors(term); s++) {
    unsigned start, count;
    if (!bi->successor_operands(term, s, &start, &count))
      continue;
    if (idx >= start && idx < start + count) {
      CmBlock *b = cm_op_successor(term, s);
      return idx - start < b->num_args ? b->args[idx - start] : NULL;
    }
  }
  return NULL;
}

static void process_value(Live *l, CmValue *v) {
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *owner = cm_operand_owner(u);
    if (cm_op_has_trait(owner, CM_TRAIT_TERMINATOR)) {
      unsigned idx = (unsigned)(u - cm_op_operand_array(owner));
      CmValue *arg = succ_arg_of(owner, idx);
      if (arg && !is_live(l, arg))
        continue; /* feeds a dead block argument */
    }
    if (op_is_live(l, owner)) {
      set_live(l, v);
      return;
    }
  }
}

static void terminator_liveness(Live *l, CmOp *op) {
  set_live(l, op);
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  for (unsigned s = 0; s < cm_op_num_successors(op); s++) {
    unsigned start, count;
    if (bi && bi->successor_operands &&
        bi->successor_operands(op, s, &start, &count))
      continue;
    CmBlock *b = cm_op_successor(op, s);
    for (uint32_t a = 0; a < b->num_args; a++)
      set_live(l, b->args[a]);
  }
}

static void region_liveness(Live *l, CmRegion *r);

static void op_liveness(Live *l, CmOp *op) {
  for (unsigned k = 0; k < cm_op_num_regions(op); k++)
    region_liveness(l, cm_op_region(op, k));
  if (cm_op_has_trait(op, CM_TRAIT_TERMINATOR) ||
      (!cm_op_def(op) && cm_block_terminator(cm_op_block(op)) == op &&
       cm_op_num_successors(op))) {
    terminator_liveness(l, op);
    return;
  }
  if (op_is_live(l, op))
    return;
  if (!cm_op_would_be_trivially_dead(op)) {
    set_live(l, op);
    return;
  }
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    process_value(l, cm_op_result(op, i));
}

/* Post-order over the blocks reachable from the entry (successors
 * first), iteratively. */
typedef struct PoFrame {
  CmBlock *b;
  unsigned next_succ;
} PoFrame;
typedef CM_VEC(CmBlock *) BlockVec;
static void post_order(CmRegion *r, CmPtrMap *seen, BlockVec *out) {
  CM_VEC(PoFrame) st = {0};
  PoFrame f0 = {r->first, 0};
  CM_VEC_PUSH(st, f0);
  cm_ptrmap_put(seen, r->first, 1);
  while (st.len) {
    PoFrame *f = &st.data[st.len - 1];
    CmOp *t = f->b->last;
    unsigned ns = t ? cm_op_num_successors(t) : 0;
    if (f->next_succ < ns) {
      CmBlock *s = cm_op_successor(t, f->next_succ++);
      if (s && !cm_ptrmap_get(seen, s)) {
        cm_ptrmap_put(seen, s, 1);
        PoFrame nf = {s, 0};
        CM_VEC_PUSH(st, nf);
      }
      continue;
    }
    CM_VEC_PUSH(*out, f->b);
    st.len--;
  }
  CM_VEC_FREE(st);
}

static void region_liveness(Live *l, CmRegion *r) {
  if (!r->first)
    return;
  CmPtrMap seen = {0};
  BlockVec order = {0};
  post_order(r, &seen, &order);
  for (size_t i = 0; i < order.len; i++) {
    CmBlock *b = order.data[i];
    for (CmOp *o = b->last; o; o = cm_op_prev(o))
      op_liveness(l, o);
    if (b == r->first)
      continue;
    for (uint32_t a = 0; a < b->num_args; a++)
      if (!is_live(l, b->args[a]))
        process_value(l, b->args[a]);
  }
  CM_VEC_FREE(order);
  cm_ptrmap_free(&seen);
}

/* Rewrites a dense i32 vector attribute with element `seg` decremented. */
static CmAttr *dec_segment(CmContext *ctx, CmAttr *a, unsigned seg) {
  int64_t n = a->type->shaped.shape[0];
  uint8_t *bytes = cm_xmalloc(n ? 4 * (size_t)n : 1);
  bool splat = n > 0;
  int32_t first = 0;
  for (int64_t i = 0; i < n; i++) {
    int32_t v = (int32_t)cm_dense_get_int(a, (size_t)i);
    if (i == (int64_t)seg)
      v--;
    if (i == 0)
      first = v;
    else if (v != first)
      splat = false;
    for (unsigned k = 0; k < 4; k++)
      bytes[4 * i + k] = (uint8_t)((uint32_t)v >> (8 * k));
  }
  (void)ctx;
  CmAttr *r = cm_dense_elements_attr(a->type, splat,
                                     splat ? 4 : 4 * (size_t)n, bytes);
  free(bytes);
  return r;
}

/* Erases operand `idx` of `op`, keeping operand_segment_sizes right. */
static void erase_operand(CmOp *op, unsigned idx) {
  unsigned n = cm_op_num_operands(op);
  CM_VEC(CmValue *) vals = {0};
  for (unsigned i = 0; i < n; i++)
    if (i != idx)
      CM_VEC_PUSH(vals, cm_op_operand(op, i));
  cm_op_set_operands(op, n - 1, vals.data);
  CM_VEC_FREE(vals);
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (seg && seg->kind == CM_ATTR_DENSE_ELEMENTS && seg->type->shaped.rank == 1) {
    unsigned acc = 0;
    for (int64_t s = 0; s < seg->type->shaped.shape[0]; s++) {
      unsigned len = (unsigned)cm_dense_get_int(seg, (size_t)s);
      if (idx < acc + len) {
        cm_op_set_attr(op, "operand_segment_sizes",
                       dec_segment(cm_op_context(op), seg, (unsigned)s));
        break;
      }
      acc += len;
    }
  }
}

static void erase_successor_operands(Live *l, CmOp *term) {
  const CmBranchInterface *bi = cm_op_interface(term, CM_IFACE_BRANCH);
  if (!bi || !bi->successor_operands)
    return;
  for (unsigned si = cm_op_num_successors(term); si-- > 0;) {
    unsigned start, count;
    if (!bi->successor_operands(term, si, &start, &count))
      continue;
    CmBlock *b = cm_op_successor(term, si);
    for (unsigned a = count; a-- > 0;)
      if (a < b->num_args && !is_live(l, b->args[a]))
        erase_operand(term, start + a);
  }
}

static bool delete_dead(CmRewriter *rw, Live *l, CmRegion *const *regions,
                        unsigned n);

static bool delete_dead_region(CmRewriter *rw, Live *l, CmRegion *r) {
  if (!r->first)
    return false;
  bool erased = false;
  bool single = r->first->next == NULL;
  CmPtrMap seen = {0};
  BlockVec order = {0};
  post_order(r, &seen, &order);
  for (size_t i = 0; i < order.len; i++) {
    CmBlock *b = order.data[i];
    if (!single && b->last)
      erase_successor_operands(l, b->last);
    for (CmOp *o = b->last; o;) {
      CmOp *prev = cm_op_prev(o);
      if (!op_is_live(l, o)) {
        erased = true;
        /* Uses by other dead ops (graph regions) go first. */
        for (unsigned k = 0; k < cm_op_num_results(o); k++) {
          CmOpOperand *u;
          while ((u = cm_value_first_use(cm_op_result(o, k))) != NULL) {
            CmOp *user = cm_operand_owner(u);
            cm_op_set_operand(user, (unsigned)(u - cm_op_operand_array(user)),
                              NULL);
          }
        }
        cm_rewriter_erase_op(rw, o);
      } else {
        unsigned nr = cm_op_num_regions(o);
        CM_VEC(CmRegion *) rs = {0};
        for (unsigned k = 0; k < nr; k++)
          CM_VEC_PUSH(rs, cm_op_region(o, k));
        if (nr && delete_dead(rw, l, rs.data, nr))
          erased = true;
        CM_VEC_FREE(rs);
      }
      o = prev;
    }
  }
  CM_VEC_FREE(order);
  cm_ptrmap_free(&seen);
  for (CmBlock *b = r->first->next; b; b = b->next)
    for (uint32_t a = b->num_args; a-- > 0;)
      if (!is_live(l, b->args[a]) && cm_value_use_empty(b->args[a]))
        cm_block_erase_arg(b, a);
  return erased;
}

static bool delete_dead(CmRewriter *rw, Live *l, CmRegion *const *regions,
                        unsigned n) {
  bool erased = false;
  for (unsigned i = 0; i < n; i++)
    if (delete_dead_region(rw, l, regions[i]))
      erased = true;
  return erased;
}

static CmResult region_dce(CmRewriter *rw, CmRegion *const *regions,
                           unsigned n) {
  Live l = {{0}, false};
  do {
    l.changed = false;
    for (unsigned i = 0; i < n; i++)
      region_liveness(&l, regions[i]);
  } while (l.changed);
  bool erased = delete_dead(rw, &l, regions, n);
  cm_ptrmap_free(&l.live);
  return erased ? CM_SUCCESS : CM_FAILURE;
}

CmResult cm_simplify_regions(CmRewriter *rw, CmRegion *const *regions,
                             unsigned n) {
  bool a = cm_succeeded(erase_unreachable(rw, regions, n));
  bool b = cm_succeeded(region_dce(rw, regions, n));
  return a || b ? CM_SUCCESS : CM_FAILURE;
}
