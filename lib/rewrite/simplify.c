/* simplify.c - region simplification as upstream 13's canonicalize does it
 * after each round of the greedy driver: unreachable blocks are erased,
 * then a liveness-based dead code elimination removes dead ops, dead
 * arguments of non-entry blocks and the successor operands feeding them,
 * and identical blocks are merged (differing outside operands become new
 * block arguments). */
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
  CmRefSet live; /* ops and values proven live */
  bool changed;
} Live;

static bool is_live(Live *l, const void *p) {
  return cm_refset_has(&l->live, p);
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
  if (cm_refset_add(&l->live, p))
    l->changed = true;
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
  /* (an unregistered terminator is an ordinary op here, as upstream 13:
   * the arguments of its successors are live only if used) */
  if (cm_op_has_trait(op, CM_TRAIT_TERMINATOR)) {
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
  cm_refset_free(&l.live);
  return erased ? CM_SUCCESS : CM_FAILURE;
}

/* ------------------------------------------------ identical blocks */

/* An op's shape for block equivalence (name, attributes, result types;
 * operands compared separately). */
static uint64_t op_shape_hash(CmOp *op) {
  uint64_t h = cm_hash_combine((uintptr_t)cm_op_opname(op),
                               (uintptr_t)cm_op_attrs(op));
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    h = cm_hash_combine(h, (uintptr_t)cm_op_result(op, i)->type);
  return h;
}
static bool same_shape(CmOp *a, CmOp *b) {
  if (cm_op_opname(a) != cm_op_opname(b) ||
      cm_op_num_operands(a) != cm_op_num_operands(b) ||
      cm_op_attrs(a) != cm_op_attrs(b) ||
      cm_op_num_results(a) != cm_op_num_results(b))
    return false;
  for (unsigned i = 0; i < cm_op_num_results(a); i++)
    if (cm_op_result(a, i)->type != cm_op_result(b, i)->type)
      return false;
  return true;
}

typedef struct BlockData {
  CmBlock *block;
  uint64_t hash;
  CmPtrMap order; /* op -> index of its first result */
} BlockData;

static void block_data_init(BlockData *d, CmBlock *b) {
  memset(d, 0, sizeof(*d));
  d->block = b;
  uint64_t idx = b->num_args;
  for (CmOp *o = b->first; o; o = cm_op_next(o)) {
    if (cm_op_num_results(o)) {
      cm_ptrmap_put(&d->order, o, idx);
      idx += cm_op_num_results(o);
    }
    d->hash = cm_hash_combine(d->hash, op_shape_hash(o));
  }
}

static uint64_t order_of(BlockData *d, CmValue *v) {
  if (!cm_value_is_result(v))
    return v->index;
  return *cm_ptrmap_get(&d->order, cm_value_defining_op(v)) + v->index;
}

static bool used_outside(CmOp *op, CmBlock *b) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    for (CmOpOperand *u = cm_value_first_use(cm_op_result(op, i)); u;
         u = cm_operand_next_use(u))
      if (cm_op_block(cm_operand_owner(u)) != b)
        return true;
  return false;
}

static bool is_pred_of(CmBlock *b, CmBlock *maybe_pred) {
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use)
    if (cm_op_block(u->owner) == maybe_pred)
      return true;
  return false;
}

static bool valid_succ_arg(CmBlock *b, CmValue *v) {
  CmBlock *pb = cm_value_parent_block(v);
  if (!cm_value_is_result(v) || cm_value_defining_op(v) != pb->last)
    return true;
  return !is_pred_of(b, pb);
}

typedef struct OperandRef {
  uint32_t op, operand;
} OperandRef;
typedef CM_VEC(OperandRef) OperandRefVec;

typedef struct Cluster {
  BlockData leader;
  CM_VEC(CmBlock *) blocks;
  OperandRefVec to_merge; /* sorted, unique */
} Cluster;

static void add_operand_ref(OperandRefVec *v, OperandRef r) {
  size_t i = 0;
  while (i < v->len && (v->data[i].op < r.op ||
                        (v->data[i].op == r.op && v->data[i].operand < r.operand)))
    i++;
  if (i < v->len && v->data[i].op == r.op && v->data[i].operand == r.operand)
    return;
  CM_VEC_PUSH(*v, r);
  memmove(v->data + i + 1, v->data + i, (v->len - 1 - i) * sizeof(r));
  v->data[i] = r;
}

static bool cluster_add(Cluster *c, BlockData *d) {
  if (c->leader.hash != d->hash)
    return false;
  CmBlock *lb = c->leader.block, *mb = d->block;
  if (lb->num_args != mb->num_args)
    return false;
  for (uint32_t i = 0; i < lb->num_args; i++)
    if (lb->args[i]->type != mb->args[i]->type)
      return false;
  OperandRefVec mism = {0};
  CmOp *l = lb->first, *r = mb->first;
  uint32_t opi = 0;
  bool ok = true;
  for (; ok && l && r; l = cm_op_next(l), r = cm_op_next(r), opi++) {
    if (!same_shape(l, r)) {
      ok = false;
      break;
    }
    for (unsigned k = 0; k < cm_op_num_operands(l); k++) {
      CmValue *lv = cm_op_operand(l, k), *rv = cm_op_operand(r, k);
      if (lv == rv)
        continue;
      if (!lv || !rv || lv->type != rv->type) {
        ok = false;
        break;
      }
      bool lin = cm_value_parent_block(lv) == lb;
      bool rin = cm_value_parent_block(rv) == mb;
      if (lin != rin) {
        ok = false;
        break;
      }
      if (!lin) {
        if (!valid_succ_arg(lb, lv) || !valid_succ_arg(mb, rv)) {
          ok = false;
          break;
        }
        OperandRef ref = {opi, k};
        CM_VEC_PUSH(mism, ref);
        continue;
      }
      if (order_of(&c->leader, lv) != order_of(d, rv)) {
        ok = false;
        break;
      }
    }
    if (ok && (used_outside(r, mb) || used_outside(l, lb)))
      ok = false;
  }
  if (ok && (l || r))
    ok = false;
  if (ok) {
    for (size_t i = 0; i < mism.len; i++)
      add_operand_ref(&c->to_merge, mism.data[i]);
    CM_VEC_PUSH(c->blocks, mb);
  }
  CM_VEC_FREE(mism);
  return ok;
}

/* The operand_segment_sizes index of successor `si`'s operands, for ops
 * whose segments are [leading operands, one segment per successor]. */
static bool succ_segment(CmOp *term, unsigned si, int64_t *seg_index) {
  CmAttr *seg = cm_op_get_attr(term, "operand_segment_sizes");
  if (!seg) {
    *seg_index = -1;
    return true;
  }
  if (seg->kind != CM_ATTR_DENSE_ELEMENTS || seg->type->shaped.rank != 1)
    return false;
  int64_t n = seg->type->shaped.shape[0];
  int64_t ns = cm_op_num_successors(term);
  if (n != ns + 1)
    return false;
  *seg_index = 1 + si;
  return true;
}

static bool able_to_update_preds(CmBlock *b) {
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use) {
    CmOp *t = u->owner;
    const CmBranchInterface *bi = cm_op_interface(t, CM_IFACE_BRANCH);
    unsigned si = (unsigned)(u - cm_op_successor_array(t));
    unsigned st, cnt;
    int64_t seg;
    if (!bi || !bi->successor_operands ||
        !bi->successor_operands(t, si, &st, &cnt) ||
        !succ_segment(t, si, &seg))
      return false;
    /* with segments, the successor's operands must end its segment */
  }
  return true;
}

/* Appends `vals` to the operands forwarded by `t` to successor `si`. */
static void append_succ_operands(CmOp *t, unsigned si, size_t n,
                                 CmValue *const *vals) {
  const CmBranchInterface *bi = cm_op_interface(t, CM_IFACE_BRANCH);
  unsigned st, cnt;
  int64_t seg = -1;
  bi->successor_operands(t, si, &st, &cnt);
  succ_segment(t, si, &seg);
  unsigned no = cm_op_num_operands(t);
  CM_VEC(CmValue *) ops = {0};
  for (unsigned i = 0; i < st + cnt; i++)
    CM_VEC_PUSH(ops, cm_op_operand(t, i));
  for (size_t i = 0; i < n; i++)
    CM_VEC_PUSH(ops, vals[i]);
  for (unsigned i = st + cnt; i < no; i++)
    CM_VEC_PUSH(ops, cm_op_operand(t, i));
  cm_op_set_operands(t, (unsigned)ops.len, ops.data);
  CM_VEC_FREE(ops);
  if (seg >= 0) {
    CmAttr *a = cm_op_get_attr(t, "operand_segment_sizes");
    int64_t len = a->type->shaped.shape[0];
    uint8_t *bytes = cm_xmalloc(4 * (size_t)len);
    bool splat = true;
    int32_t first = 0;
    for (int64_t i = 0; i < len; i++) {
      int32_t v = (int32_t)cm_dense_get_int(a, (size_t)i);
      if (i == seg)
        v += (int32_t)n;
      if (i == 0)
        first = v;
      else if (v != first)
        splat = false;
      for (unsigned k = 0; k < 4; k++)
        bytes[4 * i + k] = (uint8_t)((uint32_t)v >> (8 * k));
    }
    cm_op_set_attr(t, "operand_segment_sizes",
                   cm_dense_elements_attr(a->type, splat,
                                          splat ? 4 : 4 * (size_t)len, bytes));
    free(bytes);
  }
}

static void update_preds(CmBlock *b, size_t n, CmValue *const *vals) {
  /* Collect first: appending operands does not touch successor links. */
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use) {
    CmOp *t = u->owner;
    unsigned si = (unsigned)(u - cm_op_successor_array(t));
    append_succ_operands(t, si, n, vals);
  }
}

static bool cluster_merge(CmRewriter *rw, Cluster *c) {
  if (!c->blocks.len)
    return false;
  CmBlock *lb = c->leader.block;
  size_t nm = c->to_merge.len;
  if (nm) {
    if (!able_to_update_preds(lb))
      return false;
    for (size_t i = 0; i < c->blocks.len; i++)
      if (!able_to_update_preds(c->blocks.data[i]))
        return false;
    size_t nb = c->blocks.len + 1;
    CmValue **args = cm_xcalloc(nb * nm, sizeof(CmValue *));
    CmOp **it = cm_xcalloc(nb, sizeof(CmOp *));
    it[0] = lb->first;
    for (size_t i = 0; i < c->blocks.len; i++)
      it[i + 1] = c->blocks.data[i]->first;
    uint32_t cur = 0;
    for (size_t k = 0; k < nm; k++) {
      OperandRef ref = c->to_merge.data[k];
      uint32_t step = ref.op - cur;
      cur = ref.op;
      for (size_t i = 0; i < nb; i++) {
        for (uint32_t s = 0; s < step; s++)
          it[i] = cm_op_next(it[i]);
        CmValue *v = cm_op_operand(it[i], ref.operand);
        args[i * nm + k] = v;
        if (i == 0)
          cm_op_set_operand(it[i], ref.operand,
                            cm_block_add_arg(lb, v->type,
                                             cm_loc_unknown(rw->ctx)));
      }
    }
    update_preds(lb, nm, args);
    for (size_t i = 0; i < c->blocks.len; i++)
      update_preds(c->blocks.data[i], nm, args + (i + 1) * nm);
    free(args);
    free(it);
  }
  for (size_t i = 0; i < c->blocks.len; i++) {
    CmBlock *b = c->blocks.data[i];
    while (b->first_use) {
      CmBlockOperand *u = b->first_use;
      cm_op_set_successor(u->owner,
                          (unsigned)(u - cm_op_successor_array(u->owner)), lb);
    }
    cm_rewriter_erase_block(rw, b);
  }
  return true;
}

static bool has_nonempty_region(CmBlock *b) {
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    for (unsigned k = 0; k < cm_op_num_regions(o); k++)
      if (cm_op_region(o, k)->first)
        return true;
  return false;
}

static bool same_successors(CmBlock *a, CmBlock *b) {
  CmOp *ta = a->last, *tb = b->last;
  unsigned na = ta ? cm_op_num_successors(ta) : 0;
  unsigned nb = tb ? cm_op_num_successors(tb) : 0;
  if (na != nb)
    return false;
  for (unsigned i = 0; i < na; i++)
    if (cm_op_successor(ta, i) != cm_op_successor(tb, i))
      return false;
  return true;
}

static bool merge_identical_in(CmRewriter *rw, CmRegion *r) {
  if (!r->first || !r->first->next)
    return false;
  /* Groups of non-entry blocks with the same successors, in order of
   * first appearance. */
  CM_VEC(CmBlock *) blocks = {0};
  for (CmBlock *b = r->first->next; b; b = b->next)
    CM_VEC_PUSH(blocks, b);
  CmPtrMap by_succ = {0}; /* hash of successor list -> group head + 1 */
  CM_VEC(size_t) next_in_group = {0};
  for (size_t i = 0; i < blocks.len; i++)
    CM_VEC_PUSH(next_in_group, (size_t)-1);
  /* Chain blocks of a group: find the group by hashing the successors,
   * resolving collisions by comparing. */
  CM_VEC(size_t) group_heads = {0};
  for (size_t i = 0; i < blocks.len; i++) {
    CmBlock *b = blocks.data[i];
    uint64_t h = 1469598103934665603ull;
    CmOp *t = b->last;
    for (unsigned k = 0; t && k < cm_op_num_successors(t); k++)
      h = cm_hash_combine(h, (uintptr_t)cm_op_successor(t, k));
    size_t found = (size_t)-1;
    uint64_t *hit = cm_ptrmap_get(&by_succ, (void *)(uintptr_t)(h | 1));
    if (hit && same_successors(blocks.data[*hit - 1], b)) {
      found = (size_t)*hit - 1;
    } else if (hit) {
      /* hash collision: look through the groups */
      for (size_t g = 0; g < group_heads.len; g++)
        if (same_successors(blocks.data[group_heads.data[g]], b)) {
          found = group_heads.data[g];
          break;
        }
    }
    if (found == (size_t)-1) {
      CM_VEC_PUSH(group_heads, i);
      if (!hit)
        cm_ptrmap_put(&by_succ, (void *)(uintptr_t)(h | 1), i + 1);
    } else {
      size_t j = found;
      while (next_in_group.data[j] != (size_t)-1)
        j = next_in_group.data[j];
      next_in_group.data[j] = i;
    }
  }
  cm_ptrmap_free(&by_succ);
  bool merged = false;
  for (size_t g = 0; g < group_heads.len; g++) {
    size_t head = group_heads.data[g];
    if (next_in_group.data[head] == (size_t)-1)
      continue;
    CM_VEC(Cluster) clusters = {0};
    for (size_t i = head; i != (size_t)-1; i = next_in_group.data[i]) {
      CmBlock *b = blocks.data[i];
      if (has_nonempty_region(b))
        continue;
      BlockData d;
      block_data_init(&d, b);
      bool added = false;
      for (size_t c = 0; c < clusters.len && !added; c++)
        added = cluster_add(&clusters.data[c], &d);
      if (added) {
        cm_ptrmap_free(&d.order);
      } else {
        Cluster nc;
        memset(&nc, 0, sizeof nc);
        nc.leader = d;
        CM_VEC_PUSH(clusters, nc);
      }
    }
    for (size_t c = 0; c < clusters.len; c++) {
      if (cluster_merge(rw, &clusters.data[c]))
        merged = true;
      cm_ptrmap_free(&clusters.data[c].leader.order);
      CM_VEC_FREE(clusters.data[c].blocks);
      CM_VEC_FREE(clusters.data[c].to_merge);
    }
    CM_VEC_FREE(clusters);
  }
  CM_VEC_FREE(group_heads);
  CM_VEC_FREE(next_in_group);
  CM_VEC_FREE(blocks);
  return merged;
}

static CmResult merge_identical(CmRewriter *rw, CmRegion *const *regions,
                                unsigned n) {
  CM_VEC(CmRegion *) work = {0};
  CmPtrMap in_work = {0};
  for (unsigned i = 0; i < n; i++) {
    CM_VEC_PUSH(work, regions[i]);
    cm_ptrmap_put(&in_work, regions[i], 1);
  }
  bool any = false;
  while (work.len) {
    CmRegion *r = work.data[--work.len];
    cm_ptrmap_del(&in_work, r);
    if (merge_identical_in(rw, r)) {
      any = true;
      CM_VEC_PUSH(work, r);
      cm_ptrmap_put(&in_work, r, 1);
    }
    for (CmBlock *b = r->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o))
        for (unsigned k = 0; k < cm_op_num_regions(o); k++) {
          CmRegion *nr = cm_op_region(o, k);
          if (!cm_ptrmap_get(&in_work, nr)) {
            CM_VEC_PUSH(work, nr);
            cm_ptrmap_put(&in_work, nr, 1);
          }
        }
  }
  CM_VEC_FREE(work);
  cm_ptrmap_free(&in_work);
  return any ? CM_SUCCESS : CM_FAILURE;
}

CmResult cm_simplify_regions(CmRewriter *rw, CmRegion *const *regions,
                             unsigned n) {
  bool a = cm_succeeded(erase_unreachable(rw, regions, n));
  bool b = cm_succeeded(region_dce(rw, regions, n));
  bool c = cm_succeeded(merge_identical(rw, regions, n));
  return a || b || c ? CM_SUCCESS : CM_FAILURE;
}
