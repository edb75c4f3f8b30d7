/* dominance.c - dominator trees of the regions nested in an op (upstream
 * DominanceInfo), computed per region on first use with the iterative
 * algorithm of Cooper, Harvey and Kennedy over reverse post-order (near
 * linear on real control flow).  Blocks not reachable from the entry are
 * in no tree. */
#include "pass_internal.h"
#include "cmlir/ods.h"

#include <stdlib.h>
#include <string.h>

typedef struct RegionDom {
  CmRegion *region;
  size_t n;          /* reachable blocks */
  CmBlock **blocks;  /* in reverse post-order; blocks[0] is the entry */
  size_t *idom;      /* rpo index of the immediate dominator */
  size_t *child_start, *children; /* children of i: [start[i], start[i+1]) */
} RegionDom;

struct CmDominance {
  CmOp *op;
  CmPtrMap regions; /* CmRegion* -> RegionDom* */
  CmPtrMap blocks;  /* CmBlock* -> rpo index + 1 (reachable blocks of
                     * computed regions) */
};

static CmDominance *dom_create(CmOp *op) {
  CmDominance *d = cm_xcalloc(1, sizeof *d);
  d->op = op;
  return d;
}

static void dom_destroy(CmDominance *d) {
  if (!d)
    return;
  for (size_t i = 0; i < d->regions.cap; i++)
    if (d->regions.ents[i].key) {
      RegionDom *r = (RegionDom *)(uintptr_t)d->regions.ents[i].val;
      free(r->blocks);
      free(r->idom);
      free(r->child_start);
      free(r->children);
      free(r);
    }
  cm_ptrmap_free(&d->regions);
  cm_ptrmap_free(&d->blocks);
  free(d);
}

CmDominance *cm_dominance_create(CmOp *op) { return dom_create(op); }
void cm_dominance_destroy(CmDominance *d) { dom_destroy(d); }

static void *dom_analysis_create(CmOp *op) { return dom_create(op); }
static void dom_analysis_destroy(void *a) { dom_destroy(a); }
const CmAnalysisDef cm_dominance_analysis = {
    "DominanceInfo", dom_analysis_create, dom_analysis_destroy};

static unsigned block_num_succ(CmBlock *b) {
  CmOp *t = b->last;
  return t ? cm_op_num_successors(t) : 0;
}
static CmBlock *block_succ(CmBlock *b, unsigned i) {
  return cm_op_successor(b->last, i);
}

static RegionDom *compute(CmDominance *d, CmRegion *region) {
  RegionDom *r = cm_xcalloc(1, sizeof *r);
  r->region = region;
  if (!region->first) {
    cm_ptrmap_put_ptr(&d->regions, region, r);
    return r;
  }
  /* iterative DFS for the post-order */
  CmPtrMap visited = {0}; /* block -> postorder number + 1 (0: on stack) */
  CM_VEC(CmBlock *) post = {0};
  CM_VEC(struct Frame { CmBlock *b; unsigned next; }) stack = {0};
  struct Frame f0 = {region->first, 0};
  CM_VEC_PUSH(stack, f0);
  cm_ptrmap_put(&visited, region->first, 0);
  while (stack.len) {
    struct Frame *f = &stack.data[stack.len - 1];
    if (f->next < block_num_succ(f->b)) {
      CmBlock *s = block_succ(f->b, f->next++);
      if (!cm_ptrmap_get(&visited, s)) {
        cm_ptrmap_put(&visited, s, 0);
        struct Frame nf = {s, 0};
        CM_VEC_PUSH(stack, nf);
      }
      continue;
    }
    CM_VEC_PUSH(post, f->b);
    stack.len--;
  }
  CM_VEC_FREE(stack);
  cm_ptrmap_free(&visited);
  size_t n = post.len;
  r->n = n;
  r->blocks = cm_xmalloc(n * sizeof(CmBlock *));
  for (size_t i = 0; i < n; i++) {
    r->blocks[i] = post.data[n - 1 - i];
    cm_ptrmap_put(&d->blocks, r->blocks[i], i + 1);
  }
  CM_VEC_FREE(post);
  /* predecessors (reachable ones) as rpo indices */
  size_t *pred_start = cm_xcalloc(n + 1, sizeof(size_t));
  for (size_t i = 0; i < n; i++)
    for (unsigned k = 0; k < block_num_succ(r->blocks[i]); k++) {
      uint64_t *s = cm_ptrmap_get(&d->blocks, block_succ(r->blocks[i], k));
      pred_start[*s]++; /* *s - 1 + 1 */
    }
  for (size_t i = 0; i < n; i++)
    pred_start[i + 1] += pred_start[i];
  size_t *preds = cm_xmalloc((pred_start[n] ? pred_start[n] : 1) *
                             sizeof(size_t));
  size_t *fill = cm_xmalloc((n + 1) * sizeof(size_t));
  memcpy(fill, pred_start, (n + 1) * sizeof(size_t));
  for (size_t i = 0; i < n; i++)
    for (unsigned k = 0; k < block_num_succ(r->blocks[i]); k++) {
      uint64_t *s = cm_ptrmap_get(&d->blocks, block_succ(r->blocks[i], k));
      preds[fill[*s - 1]++] = i;
    }
  free(fill);
  const size_t UNDEF = (size_t)-1;
  r->idom = cm_xmalloc((n ? n : 1) * sizeof(size_t));
  for (size_t i = 0; i < n; i++)
    r->idom[i] = UNDEF;
  r->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = 1; b < n; b++) {
      size_t nd = UNDEF;
      for (size_t k = pred_start[b]; k < pred_start[b + 1]; k++) {
        size_t p = preds[k];
        if (r->idom[p] == UNDEF)
          continue;
        if (nd == UNDEF) {
          nd = p;
          continue;
        }
        size_t a = p, c = nd;
        while (a != c) {
          while (a > c)
            a = r->idom[a];
          while (c > a)
            c = r->idom[c];
        }
        nd = a;
      }
      if (nd != r->idom[b]) {
        r->idom[b] = nd;
        changed = true;
      }
    }
  }
  free(pred_start);
  free(preds);
  /* children lists (in rpo order) */
  r->child_start = cm_xcalloc(n + 1, sizeof(size_t));
  for (size_t b = 1; b < n; b++)
    r->child_start[r->idom[b] + 1]++;
  for (size_t i = 0; i < n; i++)
    r->child_start[i + 1] += r->child_start[i];
  r->children = cm_xmalloc((n ? n : 1) * sizeof(size_t));
  size_t *pos = cm_xmalloc((n + 1) * sizeof(size_t));
  memcpy(pos, r->child_start, (n + 1) * sizeof(size_t));
  for (size_t b = 1; b < n; b++)
    r->children[pos[r->idom[b]]++] = b;
  free(pos);
  cm_ptrmap_put_ptr(&d->regions, region, r);
  return r;
}

static RegionDom *region_dom(CmDominance *d, CmRegion *region) {
  RegionDom *r = cm_ptrmap_get_ptr(&d->regions, region);
  return r ? r : compute(d, region);
}

bool cm_dominance_reachable(CmDominance *d, CmBlock *b) {
  if (!b->parent)
    return false;
  region_dom(d, b->parent);
  return cm_ptrmap_get(&d->blocks, b) != NULL;
}

CmBlock *cm_dominance_idom(CmDominance *d, CmBlock *b) {
  if (!cm_dominance_reachable(d, b))
    return NULL;
  RegionDom *r = region_dom(d, b->parent);
  size_t i = *cm_ptrmap_get(&d->blocks, b) - 1;
  return i == 0 ? NULL : r->blocks[r->idom[i]];
}

size_t cm_dominance_num_children(CmDominance *d, CmBlock *b) {
  if (!cm_dominance_reachable(d, b))
    return 0;
  RegionDom *r = region_dom(d, b->parent);
  size_t i = *cm_ptrmap_get(&d->blocks, b) - 1;
  return r->child_start[i + 1] - r->child_start[i];
}

CmBlock *cm_dominance_child(CmDominance *d, CmBlock *b, size_t k) {
  RegionDom *r = region_dom(d, b->parent);
  size_t i = *cm_ptrmap_get(&d->blocks, b) - 1;
  return r->blocks[r->children[r->child_start[i] + k]];
}

bool cm_dominance_block_dominates(CmDominance *d, CmBlock *a, CmBlock *b) {
  if (a == b)
    return true;
  if (a->parent != b->parent || !cm_dominance_reachable(d, b))
    return false;
  RegionDom *r = region_dom(d, b->parent);
  uint64_t *ai = cm_ptrmap_get(&d->blocks, a);
  if (!ai)
    return false;
  size_t x = *cm_ptrmap_get(&d->blocks, b) - 1, want = *ai - 1;
  while (x > want)
    x = r->idom[x];
  return x == want;
}

/* Whether region `r` has SSA dominance (not a graph region). */
bool cm_region_has_ssa_dominance(CmRegion *r) {
  CmOp *p = r->parent;
  if (!p)
    return true;
  const CmOpDef *def = cm_op_def(p);
  if (!def)
    return false; /* unregistered: upstream treats as graph region? */
  if (def->traits & CM_TRAIT_GRAPH_REGION)
    return false;
  const CmRegionKindInterface *rk = cm_op_interface(p, CM_IFACE_REGION_KIND);
  if (rk && rk->is_graph_region)
    return !rk->is_graph_region(p, (unsigned)(r - cm_op_regions(p)));
  return true;
}
