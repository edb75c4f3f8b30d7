/* fusion.c - -affine-loop-fusion (MLIR 13's LoopFusion pass): the memref
 * dependence graph of the top-level ops of a function's single block, and
 * the greedy fusion over it: producer-consumer fusion of single-use
 * producers, sibling (input reuse) fusion, then producer-consumer fusion of
 * any producer, each slice placed at the depth the cost model picks, with a
 * private, smaller memref for the fused intermediate and the source nest
 * removed once dead.  The slice and cost utilities: cmlir/analysis/slice.h.
 */
#include "cmlir/analysis/slice.h"
#include "cmlir/ods.h"
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the memref dependence graph ----------------------------------------- */
typedef struct Edge {
  unsigned id; /* the node at the other end */
  CmValue *value;
} Edge;
typedef CM_VEC(Edge) EdgeVec;
typedef struct Node {
  unsigned id;
  CmOp *op;
  CmOpVec loads, stores;
  EdgeVec in, out;
  bool alive;
} Node;
typedef struct MemrefCount {
  CmValue *memref;
  unsigned count;
} MemrefCount;
typedef struct Mdg {
  CM_VEC(Node) nodes; /* indexed by id */
  CM_VEC(MemrefCount) edge_counts;
  /* The bucket count of 13's DenseMap of nodes: the worklist follows its
   * iteration order (bucket (id * 37) mod buckets). */
  unsigned buckets, live;
  CmPtrMap by_op; /* a live node's op -> id + 1 */
} Mdg;

static Node *node(Mdg *g, unsigned id) { return &g->nodes.data[id]; }
static bool alive(Mdg *g, unsigned id) {
  return id < g->nodes.len && g->nodes.data[id].alive;
}
static bool is_memref(const CmValue *v) {
  return v->type && v->type->kind == CM_TYPE_MEMREF;
}
static CmValue *access_memref(CmOp *op) { return cm_affine_access_memref(op); }

static unsigned add_node(Mdg *g, CmOp *op) {
  Node n;
  memset(&n, 0, sizeof n);
  n.id = (unsigned)g->nodes.len;
  n.op = op;
  n.alive = true;
  CM_VEC_PUSH(g->nodes, n);
  cm_ptrmap_put(&g->by_op, op, n.id + 1);
  g->live++;
  if (!g->buckets)
    g->buckets = 64;
  while (g->live * 4 >= g->buckets * 3)
    g->buckets *= 2;
  return n.id;
}

static unsigned count_ops(CmOpVec *v, CmValue *memref) {
  unsigned c = 0;
  for (size_t i = 0; i < v->len; i++)
    c += access_memref(v->data[i]) == memref;
  return c;
}

static MemrefCount *edge_count(Mdg *g, CmValue *m) {
  for (size_t i = 0; i < g->edge_counts.len; i++)
    if (g->edge_counts.data[i].memref == m)
      return &g->edge_counts.data[i];
  MemrefCount c = {m, 0};
  CM_VEC_PUSH(g->edge_counts, c);
  return &g->edge_counts.data[g->edge_counts.len - 1];
}

static bool has_edge(Mdg *g, unsigned src, unsigned dst, CmValue *v) {
  bool out = false, in = false;
  EdgeVec *o = &node(g, src)->out, *i = &node(g, dst)->in;
  for (size_t k = 0; k < o->len && !out; k++)
    out = o->data[k].id == dst && (!v || o->data[k].value == v);
  for (size_t k = 0; k < i->len && !in; k++)
    in = i->data[k].id == src && (!v || i->data[k].value == v);
  return out && in;
}

static void add_edge(Mdg *g, unsigned src, unsigned dst, CmValue *v) {
  if (has_edge(g, src, dst, v))
    return;
  Edge eo = {dst, v}, ei = {src, v};
  CM_VEC_PUSH(node(g, src)->out, eo);
  CM_VEC_PUSH(node(g, dst)->in, ei);
  if (is_memref(v))
    edge_count(g, v)->count++;
}

static void erase_edge(EdgeVec *v, unsigned id, CmValue *val) {
  for (size_t k = 0; k < v->len; k++)
    if (v->data[k].id == id && v->data[k].value == val) {
      memmove(&v->data[k], &v->data[k + 1],
              (v->len - k - 1) * sizeof(Edge));
      v->len--;
      return;
    }
}

static void remove_edge(Mdg *g, unsigned src, unsigned dst, CmValue *v) {
  if (is_memref(v))
    edge_count(g, v)->count--;
  erase_edge(&node(g, dst)->in, src, v);
  erase_edge(&node(g, src)->out, dst, v);
}

static EdgeVec copy_edges(const EdgeVec *v) {
  EdgeVec c = {0};
  for (size_t k = 0; k < v->len; k++)
    CM_VEC_PUSH(c, v->data[k]);
  return c;
}

static void remove_node(Mdg *g, unsigned id) {
  EdgeVec in = copy_edges(&node(g, id)->in);
  for (size_t k = 0; k < in.len; k++)
    remove_edge(g, in.data[k].id, id, in.data[k].value);
  EdgeVec out = copy_edges(&node(g, id)->out);
  for (size_t k = 0; k < out.len; k++)
    remove_edge(g, id, out.data[k].id, out.data[k].value);
  CM_VEC_FREE(in);
  CM_VEC_FREE(out);
  Node *n = node(g, id);
  CM_VEC_FREE(n->in);
  CM_VEC_FREE(n->out);
  CM_VEC_FREE(n->loads);
  CM_VEC_FREE(n->stores);
  n->alive = false;
  cm_ptrmap_del(&g->by_op, n->op);
  g->live--;
}

static unsigned out_edge_count(Mdg *g, unsigned id, CmValue *memref) {
  unsigned c = 0;
  EdgeVec *o = &node(g, id)->out;
  for (size_t k = 0; k < o->len; k++)
    c += !memref || o->data[k].value == memref;
  return c;
}

static unsigned incoming_memref_accesses(Mdg *g, unsigned id, CmValue *m) {
  unsigned c = 0;
  EdgeVec *in = &node(g, id)->in;
  for (size_t k = 0; k < in->len; k++)
    if (in->data[k].value == m &&
        count_ops(&node(g, in->data[k].id)->stores, m) > 0)
      c++;
  return c;
}

/* Whether dst is reachable from src along out-edges.  13's DFS keeps no
 * visited set, which is exponential on graphs with many paths (a Toy
 * program inlined into one function has thousands of nests sharing
 * buffers); each node is visited once here, with the same answer. */
static bool has_dependence_path(Mdg *g, unsigned src, unsigned dst) {
  typedef struct {
    unsigned id, next;
  } Item;
  CM_VEC(Item) wl = {0};
  unsigned char *seen = cm_xcalloc(g->nodes.len ? g->nodes.len : 1, 1);
  Item first = {src, 0};
  CM_VEC_PUSH(wl, first);
  seen[src] = 1;
  bool found = false;
  while (wl.len) {
    Item *top = &wl.data[wl.len - 1];
    if (top->id == dst) {
      found = true;
      break;
    }
    EdgeVec *o = &node(g, top->id)->out;
    if (top->next == o->len) {
      wl.len--;
      continue;
    }
    unsigned next = o->data[top->next++].id;
    if (seen[next])
      continue;
    seen[next] = 1;
    Item n = {next, 0};
    CM_VEC_PUSH(wl, n);
  }
  free(seen);
  CM_VEC_FREE(wl);
  return found;
}

static unsigned for_node(Mdg *g, CmOp *loop) {
  for (size_t i = 0; i < g->nodes.len; i++)
    if (g->nodes.data[i].alive && g->nodes.data[i].op == loop)
      return (unsigned)i;
  return UINT32_MAX;
}

/* The SSA-defining nodes feeding `id` (non-memref in-edges). */
static bool defining_node_depends_on(Mdg *g, unsigned src, unsigned dst) {
  EdgeVec *in = &node(g, dst)->in;
  for (size_t k = 0; k < in->len; k++)
    if (!is_memref(in->data[k].value) &&
        has_dependence_path(g, src, in->data[k].id))
      return true;
  return false;
}

/* 13's MemRefDependenceGraph::getFusedLoopNestInsertionPoint */
static CmOp *insertion_point(Mdg *g, unsigned src, unsigned dst) {
  if (!node(g, src)->out.len)
    return node(g, dst)->op;
  if (defining_node_depends_on(g, src, dst))
    return NULL;
  CmOp *s = node(g, src)->op, *d = node(g, dst)->op;
  CmOp *first_src_dep = NULL;
  CmOp *last_dst_dep = NULL;
  for (CmOp *op = cm_op_next(s); op && op != d; op = cm_op_next(op)) {
    bool sdep = false, ddep = false;
    EdgeVec *o = &node(g, src)->out, *i = &node(g, dst)->in;
    for (size_t k = 0; k < o->len; k++)
      sdep |= o->data[k].id != dst && node(g, o->data[k].id)->op == op;
    for (size_t k = 0; k < i->len; k++)
      ddep |= i->data[k].id != src && node(g, i->data[k].id)->op == op;
    if (sdep && !first_src_dep)
      first_src_dep = op;
    if (ddep)
      last_dst_dep = op;
  }
  if (first_src_dep) {
    if (last_dst_dep && (first_src_dep == last_dst_dep ||
                         cm_op_is_before_in_block(first_src_dep,
                                                  last_dst_dep)))
      return NULL;
    return first_src_dep;
  }
  return d;
}

typedef struct Collector {
  CmOpVec loads, stores;
  bool non_for_region;
} Collector;

static CmWalkResult collect(CmOp *op, void *user) {
  Collector *c = user;
  if (cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  if (cm_op_num_regions(op))
    c->non_for_region = true;
  else if (cm_is_affine_load(op))
    CM_VEC_PUSH(c->loads, op);
  else if (cm_is_affine_store(op))
    CM_VEC_PUSH(c->stores, op);
  return CM_WALK_ADVANCE;
}

static void set_accesses(Mdg *g, unsigned id, CmOp *root) {
  Collector c = {{0}, {0}, false};
  cm_walk_pre(root, collect, &c);
  Node *n = node(g, id);
  CM_VEC_FREE(n->loads);
  CM_VEC_FREE(n->stores);
  n->loads = c.loads;
  n->stores = c.stores;
}

static bool writes_memory(CmOp *op) {
  CmEffectVec effs = {0};
  bool w = false;
  if (cm_op_memory_effects(op, &effs))
    for (size_t i = 0; i < effs.len; i++)
      w |= effs.data[i].kind == CM_EFFECT_WRITE ||
           effs.data[i].kind == CM_EFFECT_FREE;
  CM_VEC_FREE(effs);
  return w;
}

typedef struct MemrefNodes {
  CmValue *memref;
  CM_VEC(unsigned) ids;
} MemrefNodes;
typedef CM_VEC(MemrefNodes) MemrefNodesVec;

static void note_access(MemrefNodesVec *v, CmValue *m, unsigned id) {
  MemrefNodes *e = NULL;
  for (size_t i = 0; i < v->len && !e; i++)
    if (v->data[i].memref == m)
      e = &v->data[i];
  if (!e) {
    MemrefNodes n = {m, {0}};
    CM_VEC_PUSH(*v, n);
    e = &v->data[v->len - 1];
  }
  for (size_t i = 0; i < e->ids.len; i++)
    if (e->ids.data[i] == id)
      return;
  CM_VEC_PUSH(e->ids, id);
}

static void mdg_free(Mdg *g) {
  for (size_t i = 0; i < g->nodes.len; i++) {
    Node *n = &g->nodes.data[i];
    CM_VEC_FREE(n->in);
    CM_VEC_FREE(n->out);
    CM_VEC_FREE(n->loads);
    CM_VEC_FREE(n->stores);
  }
  CM_VEC_FREE(g->nodes);
  CM_VEC_FREE(g->edge_counts);
  cm_ptrmap_free(&g->by_op);
}

/* 13's MemRefDependenceGraph::init; false: unsupported function. */
static bool mdg_init(Mdg *g, CmOp *func) {
  CmRegion *body = cm_op_region(func, 0);
  if (!body->first || body->first != body->last)
    return false;
  MemrefNodesVec acc = {0};
  bool ok = true;
  for (CmOp *op = body->first->first; op && ok; op = cm_op_next(op)) {
    if (cm_is_affine_for(op)) {
      Collector c = {{0}, {0}, false};
      cm_walk_pre(op, collect, &c);
      if (c.non_for_region) {
        CM_VEC_FREE(c.loads);
        CM_VEC_FREE(c.stores);
        ok = false;
        break;
      }
      unsigned id = add_node(g, op);
      node(g, id)->loads = c.loads;
      node(g, id)->stores = c.stores;
      for (size_t i = 0; i < c.loads.len; i++)
        note_access(&acc, access_memref(c.loads.data[i]), id);
      for (size_t i = 0; i < c.stores.len; i++)
        note_access(&acc, access_memref(c.stores.data[i]), id);
    } else if (cm_is_affine_load(op)) {
      unsigned id = add_node(g, op);
      CM_VEC_PUSH(node(g, id)->loads, op);
      note_access(&acc, access_memref(op), id);
    } else if (cm_is_affine_store(op)) {
      unsigned id = add_node(g, op);
      CM_VEC_PUSH(node(g, id)->stores, op);
      note_access(&acc, access_memref(op), id);
    } else if (cm_op_num_regions(op)) {
      ok = false;
    } else {
      bool used = false;
      for (unsigned r = 0; r < cm_op_num_results(op); r++)
        used |= !cm_value_use_empty(cm_op_result(op, r));
      if (used) {
        add_node(g, op);
      } else if (cm_op_interface(op, CM_IFACE_CALL)) {
        bool memref_arg = false;
        for (unsigned k = 0; k < cm_op_num_operands(op); k++)
          memref_arg |= is_memref(cm_op_operand(op, k));
        if (memref_arg)
          add_node(g, op);
      } else if (writes_memory(op)) {
        add_node(g, op);
      }
    }
  }
  if (ok) {
    for (size_t i = 0; i < g->nodes.len; i++) {
      if (g->nodes.data[i].stores.len)
        continue;
      CmOp *op = g->nodes.data[i].op;
      for (unsigned r = 0; r < cm_op_num_results(op); r++) {
        CmValue *v = cm_op_result(op, r);
        /* upstream's use lists run most recent first, as ours */
        for (CmOpOperand *u = cm_value_first_use(v); u;
             u = cm_operand_next_use(u)) {
          CmOpVec loops = {0};
          cm_affine_enclosing_loops(cm_operand_owner(u), &loops);
          if (loops.len) {
            unsigned uid = for_node(g, loops.data[0]);
            if (uid != UINT32_MAX)
              add_edge(g, (unsigned)i, uid, v);
          }
          CM_VEC_FREE(loops);
        }
      }
    }
    for (size_t m = 0; m < acc.len; m++) {
      MemrefNodes *e = &acc.data[m];
      for (size_t i = 0; i < e->ids.len; i++) {
        unsigned src = e->ids.data[i];
        bool src_store = count_ops(&node(g, src)->stores, e->memref) > 0;
        for (size_t j = i + 1; j < e->ids.len; j++) {
          unsigned dst = e->ids.data[j];
          bool dst_store = count_ops(&node(g, dst)->stores, e->memref) > 0;
          if (src_store || dst_store)
            add_edge(g, src, dst, e->memref);
        }
      }
    }
  }
  for (size_t m = 0; m < acc.len; m++)
    CM_VEC_FREE(acc.data[m].ids);
  CM_VEC_FREE(acc);
  return ok;
}

/* ---- helpers of the greedy fusion ------------------------------------------ */
typedef CM_VEC(unsigned) IdVec;

/* the worklist in 13's order (the DenseMap iteration order of the nodes) */
static void init_worklist(Mdg *g, IdVec *wl) {
  wl->len = 0;
  unsigned mask = g->buckets - 1;
  for (unsigned b = 0; b < g->buckets; b++)
    for (size_t i = 0; i < g->nodes.len; i++)
      if (g->nodes.data[i].alive && (((unsigned)i * 37u) & mask) == b)
        CM_VEC_PUSH(*wl, (unsigned)i);
}

static bool is_memref_access_user(CmOp *op) {
  return cm_is_affine_load(op) || cm_is_affine_store(op) ||
         cm_op_name_is(op, "affine.dma_start") ||
         cm_op_name_is(op, "affine.dma_wait") ||
         cm_op_name_is(op, "affine.prefetch");
}

static bool vec_has_value(const CmAffineValueVec *v, const CmValue *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return true;
  return false;
}

/* 13's gatherEscapingMemrefs: stored memrefs that are block arguments or
 * have a user other than an affine access. */
static void escaping_memrefs(Mdg *g, unsigned id, CmAffineValueVec *out) {
  CmOpVec *st = &node(g, id)->stores;
  for (size_t i = 0; i < st->len; i++) {
    CmValue *m = access_memref(st->data[i]);
    if (vec_has_value(out, m))
      continue;
    if (!cm_value_is_result(m)) {
      CM_VEC_PUSH(*out, m);
      continue;
    }
    for (CmOpOperand *u = cm_value_first_use(m); u; u = cm_operand_next_use(u))
      if (!is_memref_access_user(cm_operand_owner(u))) {
        CM_VEC_PUSH(*out, m);
        break;
      }
  }
}

typedef struct UserScan {
  CmValue *memref;
} UserScan;

static CmWalkResult non_affine_user(CmOp *op, void *user) {
  UserScan *us = user;
  if (is_memref_access_user(op))
    return CM_WALK_ADVANCE;
  for (unsigned k = 0; k < cm_op_num_operands(op); k++)
    if (cm_op_operand(op, k) == us->memref)
      return CM_WALK_INTERRUPT;
  return CM_WALK_ADVANCE;
}

typedef struct MemrefScan {
  CmAffineValueVec memrefs;
} MemrefScan;

static CmWalkResult memref_operands(CmOp *op, void *user) {
  MemrefScan *ms = user;
  if (cm_is_affine_for(op))
    return CM_WALK_ADVANCE;
  for (unsigned k = 0; k < cm_op_num_operands(op); k++) {
    CmValue *v = cm_op_operand(op, k);
    if (is_memref(v) && !vec_has_value(&ms->memrefs, v))
      CM_VEC_PUSH(ms->memrefs, v);
  }
  return CM_WALK_ADVANCE;
}

/* 13's hasNonAffineUsersOnThePath(srcId, dstId) */
static bool non_affine_users_between(Mdg *g, unsigned src, unsigned dst) {
  MemrefScan ms = {{0}};
  cm_walk_pre(node(g, src)->op, memref_operands, &ms);
  CmOp *s = node(g, src)->op, *d = node(g, dst)->op;
  bool found = false;
  if (ms.memrefs.len && cm_op_is_before_in_block(s, d)) {
    /* The live nodes strictly between src and dst, in block order (a walk
     * from src: no order queries, which a block changed by every fusion
     * would answer by rebuilding its index). */
    CmOpVec between = {0};
    for (CmOp *op = cm_op_next(s); op && op != d; op = cm_op_next(op))
      if (cm_ptrmap_get(&g->by_op, op))
        CM_VEC_PUSH(between, op);
    for (size_t m = 0; m < ms.memrefs.len && !found; m++) {
      UserScan us = {ms.memrefs.data[m]};
      for (size_t i = 0; i < between.len && !found; i++)
        found = cm_walk_pre(between.data[i], non_affine_user, &us) ==
                CM_WALK_INTERRUPT;
    }
    CM_VEC_FREE(between);
  }
  CM_VEC_FREE(ms.memrefs);
  return found;
}

/* ---- the cost model (13's isFusionProfitable) --------------------------- */
static bool fusion_profitable(CmOp *src_op, CmOp *src_store, CmOp *dst_loop,
                              CmSliceState *slices, unsigned max_depth,
                              unsigned *best_depth, double tolerance) {
  if (!max_depth)
    return false;
  CmOpVec src_loops = {0};
  cm_affine_enclosing_loops(src_op, &src_loops);
  bool res = false;
  CmLoopNestStats *ss = NULL, *ds = NULL;
  CmMemRefRegion wr;
  memset(&wr, 0, sizeof wr);
  cm_fac_init(&wr.cst, 0, 0, 0);
  if (!src_loops.len || !(ss = cm_loop_nest_stats(src_loops.data[0])) ||
      !(ds = cm_loop_nest_stats(dst_loop)))
    goto done;
  CmOp *src_root = src_loops.data[0];
  double max_reduction = 0.0;
  bool have_best = false;
  int64_t slice_mem = 0;
  int64_t src_cost = cm_loop_nest_compute_cost(src_root, ss);
  cm_memref_region_free(&wr);
  if (cm_failed(cm_memref_region_compute(&wr, src_store, 0, true)))
    goto done;
  int64_t src_write;
  if (!cm_memref_region_size(&wr, &src_write))
    goto done;
  int64_t dst_cost = cm_loop_nest_compute_cost(dst_loop, ds);
  for (unsigned i = max_depth; i >= 1; i--) {
    CmSliceState *sl = &slices[i - 1];
    if (cm_slice_is_empty(sl))
      continue;
    int64_t fused_cost;
    if (!cm_fusion_compute_cost(src_root, ss, dst_loop, ds, sl, &fused_cost))
      continue;
    double extra =
        (double)fused_cost / ((double)src_cost + (double)dst_cost) - 1;
    CmMemRefRegion sr;
    if (cm_failed(cm_memref_region_compute_in_slice(&sr, src_store, 0, sl,
                                                    true))) {
      cm_memref_region_free(&sr);
      continue;
    }
    int64_t slice_write;
    bool sized = cm_memref_region_size(&sr, &slice_write);
    cm_memref_region_free(&sr);
    if (!sized || slice_write == 0)
      continue;
    if (src_op != src_store && slice_write != src_write)
      continue;
    double reduction = (double)src_write / (double)slice_write;
    if (reduction > max_reduction && extra < tolerance) {
      max_reduction = reduction;
      *best_depth = i;
      have_best = true;
      slice_mem = slice_write;
    }
  }
  if (!have_best)
    goto done;
  int64_t dst_mem, src_mem;
  if (!cm_affine_memory_footprint_bytes(dst_loop, &dst_mem) ||
      !cm_affine_memory_footprint_bytes(src_root, &src_mem))
    goto done;
  res = dst_mem + slice_mem <= src_mem + dst_mem;
done:
  cm_memref_region_free(&wr);
  cm_loop_nest_stats_free(ss);
  cm_loop_nest_stats_free(ds);
  CM_VEC_FREE(src_loops);
  return res;
}

/* ---- private memrefs (13's createPrivateMemRef) --------------------------- */
static uint64_t elt_size(CmType *memref_type) {
  uint64_t b = 0;
  cm_memref_elt_size_in_bytes(memref_type, &b);
  return b;
}

/* 13's `map == getMultiDimIdentityMap(map.getNumDims())` */
static bool identity_map(const CmAffineMap *m) {
  if (m->num_syms || m->num_results != m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != CM_AFFINE_DIM || m->results[i]->pos != i)
      return false;
  return true;
}

/* The access of `op` to `old` rewritten to `nm` through `remap` (13's
 * replaceAllMemRefUsesWith for one affine load / store): the new map is
 * remap(extra..., old map results...) composed and canonicalized. */
static void remap_access(CmOp *op, CmValue *nm, CmAffineMap *remap,
                         const CmAffineValueVec *extra) {
  CmContext *ctx = cm_op_context(op);
  CmAffineMap *old = cm_affine_access_map(op);
  unsigned ne = (unsigned)extra->len;
  unsigned nd = ne + old->num_dims;
  CmAffineExpr **dims = cm_xcalloc(remap->num_dims + 1, sizeof(CmAffineExpr *));
  for (unsigned j = 0; j < ne; j++)
    dims[j] = cm_affine_dim(ctx, j);
  CmAffineExpr **shift = cm_xcalloc(old->num_dims + 1, sizeof(CmAffineExpr *));
  for (unsigned j = 0; j < old->num_dims; j++)
    shift[j] = cm_affine_dim(ctx, ne + j);
  for (unsigned r = 0; r < old->num_results; r++)
    dims[ne + r] = cm_affine_replace(old->results[r], shift, NULL);
  CmAffineExpr **res = cm_xcalloc(remap->num_results + 1, sizeof(CmAffineExpr *));
  for (unsigned r = 0; r < remap->num_results; r++)
    res[r] = cm_affine_replace(remap->results[r], dims, NULL);
  CmAffineMap *map =
      cm_affine_map(ctx, nd, old->num_syms, remap->num_results, res);
  CmAffineValueVec ops = {0};
  for (unsigned j = 0; j < ne; j++)
    CM_VEC_PUSH(ops, extra->data[j]);
  unsigned start = cm_affine_access_map_operands_start(op);
  unsigned n = cm_affine_access_num_map_operands(op);
  for (unsigned j = 0; j < old->num_dims; j++)
    CM_VEC_PUSH(ops, cm_op_operand(op, start + j));
  for (unsigned j = old->num_dims; j < n; j++)
    CM_VEC_PUSH(ops, cm_op_operand(op, start + j));
  /* 13 materializes the old map's results as affine.apply ops first; with a
   * non-identity remap they stay behind, unused, as in 13's output */
  if (!identity_map(old) && !identity_map(remap))
    for (unsigned r = 0; r < old->num_results; r++) {
      CmAffineMap *one =
          cm_affine_map(ctx, old->num_dims, old->num_syms, 1, &old->results[r]);
      CmOp *ap = cm_affine_apply_create(ctx, cm_op_loc(op), one, n,
                                        ops.data + ne);
      cm_block_insert_op_before(cm_op_block(op), op, ap);
    }
  cm_affine_compose_map_and_operands(&map, &ops);
  map = cm_affine_map_simplify(map);
  cm_affine_canonicalize_map_and_operands(&map, &ops);
  cm_op_set_operand(op, start - 1, nm);
  cm_affine_access_set_map(op, map, (unsigned)ops.len, ops.data);
  CM_VEC_FREE(ops);
  free(dims);
  free(shift);
  free(res);
}

static CmValue *create_private_memref(CmOp *loop, CmOp *store, unsigned depth,
                                      bool has_fast, uint64_t fast_space,
                                      uint64_t threshold) {
  CmContext *ctx = cm_op_context(loop);
  CmValue *old = access_memref(store);
  CmType *ot = old->type;
  unsigned rank = ot->shaped.rank;
  CmMemRefRegion region;
  if (cm_failed(cm_memref_region_compute(&region, store, depth, true))) {
    cm_memref_region_free(&region);
    return NULL;
  }
  CmFac *cst = &region.cst;
  unsigned nsyms = cst->num_syms;
  int64_t num = 0;
  int64_t *shape = cm_xcalloc(rank + 1, sizeof(int64_t));
  int64_t *lbs = cm_xcalloc((size_t)rank * (nsyms + 1) + 1, sizeof(int64_t));
  int64_t *divs = cm_xcalloc(rank + 1, sizeof(int64_t));
  CmValue *result = NULL;
  if (!cm_memref_region_constant_bounding_size(&region, &num, shape, lbs,
                                               divs))
    goto done;
  CmAffineValueVec outer = {0};
  for (unsigned i = rank; i < cst->num_dims + cst->num_syms; i++)
    CM_VEC_PUSH(outer, cm_fac_value(cst, i));
  unsigned no = (unsigned)outer.len;
  CmAffineExpr **remap = cm_xcalloc(rank + 1, sizeof(CmAffineExpr *));
  for (unsigned d = 0; d < rank; d++) {
    const int64_t *lb = lbs + (size_t)d * (nsyms + 1);
    CmAffineExpr *off = cm_affine_const(ctx, 0);
    for (unsigned j = 0; j < nsyms; j++)
      off = cm_affine_add(off, cm_affine_mul(cm_affine_dim(ctx, j),
                                             cm_affine_const(ctx, lb[j])));
    off = cm_affine_floordiv(cm_affine_add(off, cm_affine_const(ctx, lb[nsyms])),
                             cm_affine_const(ctx, divs[d]));
    remap[d] = cm_affine_expr_simplify(
        cm_affine_sub(cm_affine_dim(ctx, no + d), off), no + rank, 0);
  }
  uint64_t bytes = elt_size(ot) * (uint64_t)num;
  CmAttr *space = ot->shaped.memspace;
  if (has_fast && bytes <= threshold)
    space = fast_space ? cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                         (int64_t)fast_space)
                       : NULL;
  CmType *nt = cm_memref_type(rank, shape, ot->shaped.elem, NULL, space);
  unsigned seg[2] = {0, 0};
  CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                    cm_ods_segment_sizes_attr(ctx, 2, seg)};
  CmOp *alloc = cm_op_create_v(ctx, "memref.alloc", cm_op_loc(loop), 1, &nt, 0,
                               NULL, cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  CmBlock *top = cm_op_region(cm_affine_enclosing_func(loop), 0)->first;
  if (top->first)
    cm_block_insert_op_before(top, top->first, alloc);
  else
    cm_block_append_op(top, alloc);
  result = cm_op_result(alloc, 0);
  CmAffineMap *rm = cm_affine_map(ctx, no + rank, 0, rank, remap);
  /* every affine access of the old memref inside the loop's body */
  CmOpVec users = {0};
  for (CmOpOperand *u = cm_value_first_use(old); u; u = cm_operand_next_use(u)) {
    CmOp *o = cm_operand_owner(u);
    if ((cm_is_affine_load(o) || cm_is_affine_store(o)) &&
        access_memref(o) == old && o != loop && cm_op_is_ancestor(loop, o))
      CM_VEC_PUSH(users, o);
  }
  for (size_t i = 0; i < users.len; i++)
    remap_access(users.data[i], result, rm, &outer);
  CM_VEC_FREE(users);
  CM_VEC_FREE(outer);
  free(remap);
done:
  free(shape);
  free(lbs);
  free(divs);
  cm_memref_region_free(&region);
  return result;
}

/* ---- greedy fusion ------------------------------------------------------- */
typedef struct Fusion {
  Mdg *g;
  IdVec worklist;
  bool has_fast;
  uint64_t fast_space, threshold;
  bool maximal;
  double tolerance;
} Fusion;

static void gather_pc_memrefs(Mdg *g, unsigned src, unsigned dst,
                              CmAffineValueVec *out) {
  CmOpVec *st = &node(g, src)->stores, *ld = &node(g, dst)->loads;
  for (size_t i = 0; i < ld->len; i++) {
    CmValue *m = access_memref(ld->data[i]);
    if (count_ops(st, m) && !vec_has_value(out, m))
      CM_VEC_PUSH(*out, m);
  }
}

static int cmp_unsigned(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

static void producer_candidates(Mdg *g, unsigned dst, IdVec *out) {
  Node *d = node(g, dst);
  for (size_t k = 0; k < d->in.len; k++) {
    unsigned src = d->in.data[k].id;
    Node *s = node(g, src);
    if (!cm_is_affine_for(s->op))
      continue;
    bool feeds = false;
    for (size_t i = 0; i < s->stores.len && !feeds; i++)
      feeds = count_ops(&d->loads, access_memref(s->stores.data[i])) > 0;
    if (feeds)
      CM_VEC_PUSH(*out, src);
  }
  if (out->len)
    qsort(out->data, out->len, sizeof(unsigned), cmp_unsigned);
  size_t w = 0;
  for (size_t i = 0; i < out->len; i++)
    if (!w || out->data[w - 1] != out->data[i])
      out->data[w++] = out->data[i];
  out->len = w;
}

static bool can_remove_src(Mdg *g, unsigned src, unsigned dst,
                           const CmSliceState *slice, CmOp *ins,
                           const CmAffineValueVec *escaping) {
  CmOp *dop = node(g, dst)->op;
  bool deps_after = false;
  EdgeVec *o = &node(g, src)->out;
  for (size_t k = 0; k < o->len; k++) {
    CmOp *dep = node(g, o->data[k].id)->op;
    if (dep == dop)
      continue;
    if (cm_op_block(dep) != cm_op_block(dop))
      return false;
    if (ins != dep && !cm_op_is_before_in_block(ins, dep))
      return false;
    deps_after = true;
  }
  if (deps_after || escaping->len)
    return cm_slice_is_maximal(slice) == CM_TRI_TRUE;
  return true;
}

/* 13's updateEdges(srcId, dstId, privateMemRefs, removeSrcId) */
static void update_edges_pc(Mdg *g, unsigned src, unsigned dst,
                            const CmAffineValueVec *priv, bool remove_src) {
  EdgeVec in = copy_edges(&node(g, src)->in);
  for (size_t k = 0; k < in.len; k++)
    if (!vec_has_value(priv, in.data[k].value))
      add_edge(g, in.data[k].id, dst, in.data[k].value);
  CM_VEC_FREE(in);
  EdgeVec out = copy_edges(&node(g, src)->out);
  for (size_t k = 0; k < out.len; k++) {
    if (out.data[k].id == dst) {
      remove_edge(g, src, dst, out.data[k].value);
    } else if (remove_src) {
      add_edge(g, dst, out.data[k].id, out.data[k].value);
      remove_edge(g, src, out.data[k].id, out.data[k].value);
    }
  }
  CM_VEC_FREE(out);
  if (priv->len) {
    EdgeVec din = copy_edges(&node(g, dst)->in);
    for (size_t k = 0; k < din.len; k++)
      if (vec_has_value(priv, din.data[k].value))
        remove_edge(g, din.data[k].id, dst, din.data[k].value);
    CM_VEC_FREE(din);
  }
}

typedef CM_VEC(CmDependenceComponentVec) DepCompsVec;

static CmWalkResult collect_accesses(CmOp *op, void *user) {
  if (cm_is_affine_load(op) || cm_is_affine_store(op))
    CM_VEC_PUSH(*(CmOpVec *)user, op);
  return CM_WALK_ADVANCE;
}

/* 13's getDependenceComponents */
static void dependence_components(CmOp *root, unsigned max_depth,
                                  DepCompsVec *out) {
  CmOpVec ops = {0};
  cm_walk_pre(root, collect_accesses, &ops);
  for (unsigned d = 1; d <= max_depth; d++)
    for (size_t i = 0; i < ops.len; i++) {
      CmMemRefAccess a;
      cm_memref_access_init(&a, ops.data[i]);
      for (size_t j = 0; j < ops.len; j++) {
        CmMemRefAccess b;
        cm_memref_access_init(&b, ops.data[j]);
        CmDependenceComponentVec comps = {0};
        CmDependenceResult r =
            cm_check_memref_access_dependence(&a, &b, d, NULL, &comps, false);
        if (r == CM_DEP_HAS)
          CM_VEC_PUSH(*out, comps);
        else
          CM_VEC_FREE(comps);
        cm_memref_access_free(&b);
      }
      cm_memref_access_free(&a);
    }
  CM_VEC_FREE(ops);
}

static bool bounds_use_nest_ivs(CmOpVec *loops) {
  for (size_t i = 0; i < loops->len; i++) {
    CmOp *l = loops->data[i];
    unsigned n = cm_affine_for_iter_operands_start(l);
    for (unsigned k = 0; k < n; k++) {
      CmOp *owner = cm_affine_for_iv_owner(cm_op_operand(l, k));
      for (size_t j = 0; owner && j < loops->len; j++)
        if (owner == loops->data[j])
          return true;
    }
  }
  return false;
}

/* Re-nests the perfect nest `loops` so that loops[i] lands at depth
 * perm[i] (13's permuteLoops); returns the new outermost loop. */
static CmOp *permute_loops(CmOpVec *loops, const unsigned *perm) {
  size_t n = loops->len;
  CmOp **order = cm_xcalloc(n, sizeof(CmOp *));
  for (size_t i = 0; i < n; i++)
    order[perm[i]] = loops->data[i];
  CmOp *outer = loops->data[0];
  for (size_t k = 1; k < n; k++)
    cm_op_remove_from_block(loops->data[k]);
  if (order[0] != outer)
    cm_block_insert_op_before(cm_op_block(outer), outer, order[0]);
  CmBlock *inner = cm_affine_for_body(loops->data[n - 1]);
  CmBlock *target = cm_affine_for_body(order[n - 1]);
  if (inner != target) {
    CmOp *term = cm_block_terminator(target);
    for (CmOp *op = inner->first; op;) {
      CmOp *next = cm_op_next(op);
      if (op != cm_block_terminator(inner))
        cm_op_move_before(op, term);
      op = next;
    }
  }
  for (size_t j = 1; j < n; j++) {
    CmBlock *body = cm_affine_for_body(order[j - 1]);
    CmOp *term = cm_block_terminator(body);
    if (cm_op_block(order[j]))
      cm_op_move_before(order[j], term);
    else
      cm_block_insert_op_before(body, term, order[j]);
  }
  CmOp *root = order[0];
  free(order);
  return root;
}

/* 13's sinkSequentialLoops: the sequential loops of the perfect nest at
 * node `id` move innermost (relative order kept) when the dependences
 * allow it. */
static void sink_sequential_loops(Mdg *g, unsigned id) {
  CmOpVec loops = {0};
  cm_affine_perfectly_nested_loops(node(g, id)->op, &loops);
  size_t n = loops.len;
  if (n < 2 || bounds_use_nest_ivs(&loops)) {
    CM_VEC_FREE(loops);
    return;
  }
  DepCompsVec deps = {0};
  dependence_components(loops.data[0], (unsigned)n, &deps);
  bool *par = cm_xcalloc(n, sizeof(bool));
  for (size_t j = 0; j < n; j++)
    par[j] = true;
  bool ok = true;
  for (size_t i = 0; i < deps.len; i++) {
    if (deps.data[i].len < n) {
      ok = false;
      continue;
    }
    for (size_t j = 0; j < n; j++)
      if (deps.data[i].data[j].lb != 0 || deps.data[i].data[j].ub != 0)
        par[j] = false;
  }
  unsigned npar = 0;
  for (size_t j = 0; j < n; j++)
    npar += par[j];
  unsigned *perm = cm_xcalloc(n, sizeof(unsigned));
  unsigned *inv = cm_xcalloc(n, sizeof(unsigned));
  unsigned np = 0, ns = npar;
  bool identity = true;
  for (size_t j = 0; j < n; j++) {
    perm[j] = par[j] ? np++ : ns++;
    identity &= perm[j] == j;
    inv[perm[j]] = (unsigned)j;
  }
  for (size_t i = 0; ok && !identity && i < deps.len; i++)
    for (size_t j = 0; j < n; j++) {
      int64_t lb = deps.data[i].data[inv[j]].lb;
      if (lb > 0)
        break;
      if (lb < 0) {
        ok = false;
        break;
      }
    }
  if (ok && !identity) {
    cm_ptrmap_del(&g->by_op, node(g, id)->op);
    node(g, id)->op = permute_loops(&loops, perm);
    cm_ptrmap_put(&g->by_op, node(g, id)->op, id + 1);
  }
  for (size_t i = 0; i < deps.len; i++)
    CM_VEC_FREE(deps.data[i]);
  CM_VEC_FREE(deps);
  free(par);
  free(perm);
  free(inv);
  CM_VEC_FREE(loops);
}

static void free_slices(CmSliceState *s, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    cm_slice_free(&s[i]);
  free(s);
}

static void fuse_producer_consumer(Fusion *f, unsigned max_src_users) {
  Mdg *g = f->g;
  init_worklist(g, &f->worklist);
  while (f->worklist.len) {
    unsigned dst = f->worklist.data[--f->worklist.len];
    if (!alive(g, dst) || !cm_is_affine_for(node(g, dst)->op) ||
        cm_op_num_results(node(g, dst)->op))
      continue;
    sink_sequential_loops(g, dst);
    CmOp *dst_loop = node(g, dst)->op;
    bool changed;
    do {
      changed = false;
      IdVec cands = {0};
      producer_candidates(g, dst, &cands);
      for (size_t ci = cands.len; ci-- > 0;) {
        unsigned src = cands.data[ci];
        if (!alive(g, src))
          continue;
        CmOp *src_loop = node(g, src)->op;
        if (cm_op_num_results(src_loop))
          continue;
        CmAffineValueVec pc = {0}, esc = {0}, priv = {0};
        CmSliceState *slices = NULL;
        unsigned depth_test = 0;
        gather_pc_memrefs(g, src, dst, &pc);
        bool skip = false;
        for (size_t i = 0; i < pc.len && !skip; i++)
          skip = out_edge_count(g, src, pc.data[i]) > max_src_users;
        if (!skip) {
          escaping_memrefs(g, src, &esc);
          skip = esc.len && non_affine_users_between(g, src, dst);
        }
        CmOp *ins = skip ? NULL : insertion_point(g, src, dst);
        if (!ins)
          goto next;
        CmOpVec dst_ops = {0};
        for (size_t i = 0; i < node(g, dst)->loads.len; i++)
          if (vec_has_value(&pc, access_memref(node(g, dst)->loads.data[i])))
            CM_VEC_PUSH(dst_ops, node(g, dst)->loads.data[i]);
        for (size_t i = 0; i < node(g, dst)->stores.len; i++)
          if (vec_has_value(&pc, access_memref(node(g, dst)->stores.data[i])))
            CM_VEC_PUSH(dst_ops, node(g, dst)->stores.data[i]);
        depth_test = cm_affine_innermost_common_loop_depth(dst_ops.data,
                                                           dst_ops.len, NULL);
        CM_VEC_FREE(dst_ops);
        slices = cm_xcalloc(depth_test + 1, sizeof(CmSliceState));
        unsigned max_legal = 0;
        for (unsigned i = 1; i <= depth_test; i++)
          if (cm_affine_can_fuse_loops(src_loop, dst_loop, i, &slices[i - 1],
                                       CM_FUSION_PRODUCER_CONSUMER,
                                       NULL) == CM_FUSION_SUCCESS)
            max_legal = i;
        if (!max_legal)
          goto next;
        unsigned best = max_legal;
        if (!f->maximal) {
          CmOpVec pstores = {0};
          for (size_t i = 0; i < node(g, src)->stores.len; i++)
            if (vec_has_value(&pc,
                              access_memref(node(g, src)->stores.data[i])))
              CM_VEC_PUSH(pstores, node(g, src)->stores.data[i]);
          bool prof = pstores.len > 1 ||
                      (pstores.len == 1 &&
                       fusion_profitable(pstores.data[0], pstores.data[0],
                                         dst_loop, slices, max_legal, &best,
                                         f->tolerance));
          CM_VEC_FREE(pstores);
          if (!prof)
            goto next;
        }
        CmSliceState *bs = &slices[best - 1];
        if (cm_slice_is_empty(bs))
          goto next;
        bool remove_src = can_remove_src(g, src, dst, bs, ins, &esc);
        for (size_t i = 0; i < pc.len; i++) {
          CmValue *m = pc.data[i];
          /* an escaping memref keeps its writes unless the source stays and
           * the destination does not write it */
          if (vec_has_value(&esc, m) &&
              (remove_src || count_ops(&node(g, dst)->stores, m) > 0))
            continue;
          if (incoming_memref_accesses(g, src, m) > 0 ||
              out_edge_count(g, dst, m) > 0)
            continue;
          bool other = false;
          EdgeVec *o = &node(g, src)->out;
          for (size_t k = 0; k < o->len && remove_src; k++)
            other |= o->data[k].value == m && o->data[k].id != dst;
          if (remove_src && other)
            continue;
          CM_VEC_PUSH(priv, m);
        }
        cm_affine_fuse_loops(src_loop, dst_loop, bs, false);
        changed = true;
        if (ins != dst_loop)
          cm_op_move_before(dst_loop, ins);
        update_edges_pc(g, src, dst, &priv, remove_src);
        for (size_t i = 0; i < priv.len; i++) {
          CmOp *first_store = NULL;
          Collector c = {{0}, {0}, false};
          cm_walk_pre(dst_loop, collect, &c);
          for (size_t k = 0; k < c.stores.len && !first_store; k++)
            if (access_memref(c.stores.data[k]) == priv.data[i])
              first_store = c.stores.data[k];
          CM_VEC_FREE(c.loads);
          CM_VEC_FREE(c.stores);
          if (!first_store)
            continue;
          CmValue *nm =
              create_private_memref(dst_loop, first_store, best, f->has_fast,
                                    f->fast_space, f->threshold);
          if (nm) {
            unsigned nid = add_node(g, cm_value_defining_op(nm));
            add_edge(g, nid, dst, nm);
          }
        }
        set_accesses(g, dst, dst_loop);
        if (remove_src) {
          cm_op_erase(src_loop);
          remove_node(g, src);
        }
      next:
        if (slices)
          free_slices(slices, depth_test);
        CM_VEC_FREE(pc);
        CM_VEC_FREE(esc);
        CM_VEC_FREE(priv);
      }
      CM_VEC_FREE(cands);
    } while (changed);
  }
}

/* ---- sibling fusion ------------------------------------------------------ */
static bool load_and_store_with_input(Mdg *g, unsigned id) {
  Node *n = node(g, id);
  for (size_t i = 0; i < n->stores.len; i++) {
    CmValue *m = access_memref(n->stores.data[i]);
    if (count_ops(&n->loads, m) && incoming_memref_accesses(g, id, m) > 0)
      return true;
  }
  return false;
}

static bool can_fuse_with_sibling(Mdg *g, unsigned dst, unsigned sib,
                                  CmValue *memref) {
  Node *s = node(g, sib);
  if (count_ops(&s->loads, memref) != 1)
    return false;
  if (has_dependence_path(g, sib, dst) || has_dependence_path(g, dst, sib))
    return false;
  if (load_and_store_with_input(g, sib))
    return false;
  CmValue *first = NULL;
  for (size_t i = 0; i < s->stores.len; i++) {
    CmValue *m = access_memref(s->stores.data[i]);
    if (first && m != first)
      return false;
    first = m;
  }
  if (!first)
    return false;
  if (non_affine_users_between(g, dst, sib) ||
      non_affine_users_between(g, sib, dst))
    return false;
  return true;
}

static bool find_sibling(Mdg *g, unsigned dst, IdVec *visited, unsigned *sib,
                         CmValue **memref) {
  CmOp *func = cm_affine_enclosing_func(node(g, dst)->op);
  CmBlock *entry = cm_op_region(func, 0)->first;
  for (unsigned a = 0; entry && a < entry->num_args; a++)
    for (CmOpOperand *u = cm_value_first_use(entry->args[a]); u;
         u = cm_operand_next_use(u)) {
      CmOp *user = cm_operand_owner(u);
      if (!cm_is_affine_load(user))
        continue;
      CmOpVec loops = {0};
      cm_affine_enclosing_loops(user, &loops);
      unsigned id = loops.len ? for_node(g, loops.data[0]) : UINT32_MAX;
      CM_VEC_FREE(loops);
      if (id == UINT32_MAX || id == dst)
        continue;
      bool seen = false;
      for (size_t k = 0; k < visited->len; k++)
        seen |= visited->data[k] == id;
      if (seen)
        continue;
      CmValue *m = access_memref(user);
      if (!count_ops(&node(g, dst)->loads, m))
        continue;
      if (can_fuse_with_sibling(g, dst, id, m)) {
        CM_VEC_PUSH(*visited, id);
        *sib = id;
        *memref = m;
        return true;
      }
    }
  EdgeVec ins = {0};
  EdgeVec *din = &node(g, dst)->in;
  for (size_t k = 0; k < din->len; k++) {
    Edge e = din->data[k];
    if (!is_memref(e.value) || !cm_is_affine_for(node(g, e.id)->op))
      continue;
    if (count_ops(&node(g, dst)->loads, e.value) &&
        count_ops(&node(g, e.id)->stores, e.value))
      CM_VEC_PUSH(ins, e);
  }
  bool found = false;
  for (size_t k = 0; k < ins.len && !found; k++) {
    EdgeVec *o = &node(g, ins.data[k].id)->out;
    for (size_t j = 0; j < o->len && !found; j++) {
      Edge e = o->data[j];
      if (!is_memref(e.value) || !cm_is_affine_for(node(g, e.id)->op))
        continue;
      bool seen = false;
      for (size_t v = 0; v < visited->len; v++)
        seen |= visited->data[v] == e.id;
      if (seen || e.id == dst || e.value != ins.data[k].value)
        continue;
      if (can_fuse_with_sibling(g, dst, e.id, e.value)) {
        CM_VEC_PUSH(*visited, e.id);
        *sib = e.id;
        *memref = e.value;
        found = true;
      }
    }
  }
  CM_VEC_FREE(ins);
  return found;
}

/* 13's updateEdges(sibId, dstId) */
static void update_edges_sibling(Mdg *g, unsigned sib, unsigned dst) {
  EdgeVec in = copy_edges(&node(g, sib)->in);
  for (size_t k = 0; k < in.len; k++) {
    add_edge(g, in.data[k].id, dst, in.data[k].value);
    remove_edge(g, in.data[k].id, sib, in.data[k].value);
  }
  CM_VEC_FREE(in);
  EdgeVec out = copy_edges(&node(g, sib)->out);
  for (size_t k = 0; k < out.len; k++) {
    add_edge(g, dst, out.data[k].id, out.data[k].value);
    remove_edge(g, sib, out.data[k].id, out.data[k].value);
  }
  CM_VEC_FREE(out);
}

static void fuse_with_siblings(Fusion *f, unsigned dst) {
  Mdg *g = f->g;
  IdVec visited = {0};
  unsigned sib;
  CmValue *memref;
  while (find_sibling(g, dst, &visited, &sib, &memref)) {
    CmOp *dst_loop = node(g, dst)->op, *sib_loop = node(g, sib)->op;
    CmOp *ins = cm_op_is_before_in_block(sib_loop, dst_loop)
                    ? insertion_point(g, sib, dst)
                    : insertion_point(g, dst, sib);
    if (!ins)
      continue;
    CmOp *sib_load = NULL;
    for (size_t i = 0; i < node(g, sib)->loads.len && !sib_load; i++)
      if (access_memref(node(g, sib)->loads.data[i]) == memref)
        sib_load = node(g, sib)->loads.data[i];
    CmOp *sib_store = node(g, sib)->stores.data[node(g, sib)->stores.len - 1];
    CmOp *dst_load = NULL;
    for (size_t i = 0; i < node(g, dst)->loads.len && !dst_load; i++)
      if (access_memref(node(g, dst)->loads.data[i]) == memref)
        dst_load = node(g, dst)->loads.data[i];
    unsigned depth_test = cm_affine_nesting_depth(dst_load);
    CmSliceState *slices = cm_xcalloc(depth_test + 1, sizeof(CmSliceState));
    unsigned max_legal = 0;
    for (unsigned i = 1; i <= depth_test; i++)
      if (cm_affine_can_fuse_loops(sib_loop, dst_loop, i, &slices[i - 1],
                                   CM_FUSION_SIBLING,
                                   memref) == CM_FUSION_SUCCESS)
        max_legal = i;
    unsigned best = max_legal;
    bool go = max_legal > 0;
    if (go && !f->maximal)
      go = fusion_profitable(sib_load, sib_store, dst_loop, slices, max_legal,
                             &best, f->tolerance);
    /* 13 has no maximality check here: it fuses any legal slice and then
     * erases a sibling without out edges, losing the iterations the slice
     * does not cover (upstream later skips non-maximal slices).  cmlir
     * follows 13 except where the slice is known not to be maximal. */
    if (go && (cm_slice_is_empty(&slices[best - 1]) ||
               cm_slice_is_maximal(&slices[best - 1]) == CM_TRI_FALSE))
      go = false;
    if (go) {
      cm_affine_fuse_loops(sib_loop, dst_loop, &slices[best - 1],
                           best == depth_test);
      if (ins != dst_loop)
        cm_op_move_before(dst_loop, ins);
      update_edges_sibling(g, sib, dst);
      set_accesses(g, dst, dst_loop);
      if (out_edge_count(g, sib, NULL) == 0) {
        remove_node(g, sib);
        cm_op_erase(sib_loop);
      }
    }
    free_slices(slices, depth_test);
  }
  CM_VEC_FREE(visited);
}

static void fuse_siblings(Fusion *f) {
  Mdg *g = f->g;
  init_worklist(g, &f->worklist);
  while (f->worklist.len) {
    unsigned dst = f->worklist.data[--f->worklist.len];
    if (!alive(g, dst) || !cm_is_affine_for(node(g, dst)->op))
      continue;
    fuse_with_siblings(f, dst);
  }
}

static void erase_unused_allocs(Mdg *g) {
  for (size_t i = 0; i < g->edge_counts.len; i++) {
    MemrefCount *c = &g->edge_counts.data[i];
    if (c->count > 0 || !cm_value_use_empty(c->memref))
      continue;
    CmOp *def = cm_value_defining_op(c->memref);
    if (def && cm_op_name_is(def, "memref.alloc"))
      cm_op_erase(def);
  }
}

static bool parse_tolerance(const char *text, double *out);

static CmResult fusion_run(CmPassRun *run, CmOp *func) {
  const CmPass *pass = cm_pass_run_pass(run);
  if (!cm_op_num_regions(func) || cm_region_empty(cm_op_region(func, 0)))
    return CM_SUCCESS;
  Mdg g;
  memset(&g, 0, sizeof g);
  if (!mdg_init(&g, func)) {
    mdg_free(&g);
    return CM_SUCCESS;
  }
  Fusion f;
  memset(&f, 0, sizeof f);
  f.g = &g;
  f.has_fast = cm_pass_option_is_set(pass, "fusion-fast-mem-space");
  f.fast_space = cm_pass_option_uint(pass, "fusion-fast-mem-space");
  f.threshold = cm_pass_option_uint(pass, "fusion-local-buf-threshold") * 1024;
  f.maximal = cm_pass_option_bool(pass, "fusion-maximal");
  const char *tol = cm_pass_option_string(pass, "fusion-compute-tolerance");
  if (!tol || !parse_tolerance(tol, &f.tolerance))
    f.tolerance = 0.30;
  fuse_producer_consumer(&f, 1);
  fuse_siblings(&f);
  fuse_producer_consumer(&f, UINT32_MAX);
  erase_unused_allocs(&g);
  CM_VEC_FREE(f.worklist);
  mdg_free(&g);
  return CM_SUCCESS;
}

/* The tolerance is a double option in 13 (cmlir's option kinds have no
 * floating point): checked here with 13's message. */
static bool parse_tolerance(const char *text, double *out) {
  char *end = NULL;
  if (!text || !*text)
    return false;
  *out = strtod(text, &end);
  return end && *end == '\0';
}

static CmResult fusion_initialize(CmPass *pass, CmContext *ctx) {
  (void)ctx;
  const char *tol = cm_pass_option_string(pass, "fusion-compute-tolerance");
  double v;
  if (tol && !parse_tolerance(tol, &v)) {
    fprintf(stderr,
            "cmlir-opt: for the --fusion-compute-tolerance option: '%s' "
            "value invalid for floating point argument!\n",
            tol);
    return CM_FAILURE;
  }
  return CM_SUCCESS;
}

static const CmPassOptionDef fusion_opts[] = {
    {"fusion-compute-tolerance", CM_PASS_OPT_STRING, false, "0.30",
     "Fractional increase in additional computation tolerated while fusing",
     "number"},
    {"fusion-fast-mem-space", CM_PASS_OPT_UINT, false, NULL,
     "Faster memory space number to promote fusion buffers to", "uint"},
    {"fusion-local-buf-threshold", CM_PASS_OPT_UINT, false, "0",
     "Threshold size (KiB) for promoting local buffers to fast memory space",
     "ulong"},
    {"fusion-maximal", CM_PASS_OPT_BOOL, false, "false",
     "Enables maximal loop fusion", NULL},
};

const CmPassDef cm_pass_affine_loop_fusion = {
    .argument = "affine-loop-fusion",
    .name = "AffineLoopFusion",
    .description = "Fuse affine loop nests",
    .anchor = "func",
    CM_PASS_OPTIONS(fusion_opts),
    .initialize = fusion_initialize,
    .run = fusion_run,
};
