/* cse.c - the cse pass (upstream 13's CSE): eliminates duplicate
 * side-effect-free ops within dominance scopes, and erases ops that are
 * trivially dead on the way.
 *
 * Each region is walked in dominator-tree order (single-block regions
 * directly); a hash table maps an op's (name, attributes, result types,
 * operands) to the first op seen with them.  A scope's insertions are
 * undone when the walk leaves the scope, so an op is only replaced by one
 * that dominates it.  Regions of ops that are isolated from above start a
 * fresh table.  As upstream 13: operands of commutative ops are not
 * reordered, ops with regions and ops with any memory effect are not
 * CSE'd, an unknown location of the kept op takes the removed op's. */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <stdlib.h>
#include <string.h>

typedef struct Table {
  CmOp **slots; /* NULL empty, TOMB deleted */
  uint64_t *hashes;
  size_t cap, len, used;
} Table;

#define TOMB ((CmOp *)(uintptr_t)1)

typedef CM_VEC(CmOp *) OpVec;

typedef struct CseState {
  CmDominance *dom;
  /* While set: isolated-from-above ops met are only collected here (their
   * regions start fresh tables, so they are simplified afterwards, in
   * parallel, each with its own state). */
  OpVec *defer;
  CM_VEC(CmOp *) to_erase;
  CM_VEC(struct Undo { CmOp *op; uint64_t h; }) undo; /* inserted ops */
  uint64_t num_cse, num_dce;
} CseState;

static uint64_t op_hash(CmOp *op) {
  uint64_t h = cm_hash_combine((uintptr_t)cm_op_opname(op),
                               (uintptr_t)cm_op_attrs(op));
  unsigned nr = cm_op_num_results(op), no = cm_op_num_operands(op);
  for (unsigned i = 0; i < nr; i++)
    h = cm_hash_combine(h, (uintptr_t)cm_op_result(op, i)->type);
  CmOpOperand *ops = cm_op_operand_array(op);
  for (unsigned i = 0; i < no; i++)
    h = cm_hash_combine(h, (uintptr_t)cm_operand_value(&ops[i]));
  return h;
}

static bool op_equal(CmOp *a, CmOp *b) {
  if (cm_op_opname(a) != cm_op_opname(b) || cm_op_attrs(a) != cm_op_attrs(b))
    return false;
  unsigned nr = cm_op_num_results(a), no = cm_op_num_operands(a);
  if (nr != cm_op_num_results(b) || no != cm_op_num_operands(b) ||
      cm_op_num_successors(a) != cm_op_num_successors(b))
    return false;
  for (unsigned i = 0; i < nr; i++)
    if (cm_op_result(a, i)->type != cm_op_result(b, i)->type)
      return false;
  CmOpOperand *x = cm_op_operand_array(a), *y = cm_op_operand_array(b);
  for (unsigned i = 0; i < no; i++)
    if (cm_operand_value(&x[i]) != cm_operand_value(&y[i]))
      return false;
  for (unsigned i = 0; i < cm_op_num_successors(a); i++)
    if (cm_op_successor(a, i) != cm_op_successor(b, i))
      return false;
  return true;
}

static void table_grow(Table *t) {
  size_t ncap = t->cap ? t->cap * 2 : 64;
  CmOp **ns = cm_xcalloc(ncap, sizeof(CmOp *));
  uint64_t *nh = cm_xmalloc(ncap * sizeof(uint64_t));
  for (size_t i = 0; i < t->cap; i++) {
    CmOp *o = t->slots[i];
    if (!o || o == TOMB)
      continue;
    size_t j = t->hashes[i] & (ncap - 1);
    while (ns[j])
      j = (j + 1) & (ncap - 1);
    ns[j] = o;
    nh[j] = t->hashes[i];
  }
  free(t->slots);
  free(t->hashes);
  t->slots = ns;
  t->hashes = nh;
  t->cap = ncap;
  t->used = t->len;
}

static CmOp *table_lookup(Table *t, CmOp *op, uint64_t h) {
  if (!t->cap)
    return NULL;
  for (size_t j = h & (t->cap - 1);; j = (j + 1) & (t->cap - 1)) {
    CmOp *o = t->slots[j];
    if (!o)
      return NULL;
    if (o != TOMB && t->hashes[j] == h && op_equal(o, op))
      return o;
  }
}

static void table_insert(Table *t, CmOp *op, uint64_t h) {
  if ((t->used + 1) * 4 > t->cap * 3)
    table_grow(t);
  size_t j = h & (t->cap - 1);
  while (t->slots[j] && t->slots[j] != TOMB)
    j = (j + 1) & (t->cap - 1);
  if (!t->slots[j])
    t->used++;
  t->slots[j] = op;
  t->hashes[j] = h;
  t->len++;
}

static void table_remove(Table *t, CmOp *op, uint64_t h) {
  for (size_t j = h & (t->cap - 1);; j = (j + 1) & (t->cap - 1)) {
    if (!t->slots[j])
      return;
    if (t->slots[j] == op) {
      t->slots[j] = TOMB;
      t->len--;
      return;
    }
  }
}

static void table_free(Table *t) {
  free(t->slots);
  free(t->hashes);
}

/* upstream MemoryEffectOpInterface::hasNoEffect */
static bool has_no_effect(CmOp *op) {
  CmEffectVec effects = {0};
  bool known = cm_op_memory_effects(op, &effects);
  bool none = known && effects.len == 0;
  CM_VEC_FREE(effects);
  if (known)
    return none;
  return cm_op_has_trait(op, CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
}

/* upstream wouldOpBeTriviallyDead: no effects but reads and allocations
 * of its own results (nested ops too under recursive side effects). */
static bool would_be_trivially_dead(CmOp *root) {
  if (!cm_op_is_registered(root) ||
      cm_op_has_trait(root, CM_TRAIT_TERMINATOR))
    return false;
  CM_VEC(CmOp *) work = {0};
  CM_VEC_PUSH(work, root);
  bool dead = true;
  while (work.len && dead) {
    CmOp *op = work.data[--work.len];
    bool recursive = cm_op_has_trait(op, CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
    if (recursive)
      for (unsigned r = 0; r < cm_op_num_regions(op); r++)
        for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
          for (CmOp *c = b->first; c; c = cm_op_next(c))
            CM_VEC_PUSH(work, c);
    CmEffectVec effects = {0};
    if (cm_op_memory_effects(op, &effects)) {
      for (size_t i = 0; i < effects.len; i++) {
        CmEffect e = effects.data[i];
        if (e.kind == CM_EFFECT_ALLOCATE) {
          if (!e.value || cm_value_defining_op(e.value) != op)
            dead = false;
        } else if (e.kind != CM_EFFECT_READ) {
          dead = false;
        }
      }
      CM_VEC_FREE(effects);
      continue;
    }
    CM_VEC_FREE(effects);
    if (!recursive)
      dead = false;
  }
  CM_VEC_FREE(work);
  return dead;
}

static bool is_trivially_dead(CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_value_use_empty(cm_op_result(op, i)))
      return false;
  return would_be_trivially_dead(op);
}

static void simplify_region(CseState *st, Table *t, CmRegion *r);

/* Returns true if `op` was CSE'd or found dead. */
static bool simplify_op(CseState *st, Table *t, CmOp *op, bool ssa_dom) {
  if (cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
    return false;
  if (is_trivially_dead(op)) {
    CM_VEC_PUSH(st->to_erase, op);
    st->num_dce++;
    return true;
  }
  if (cm_op_num_regions(op) != 0 || !has_no_effect(op))
    return false;
  uint64_t h = op_hash(op);
  CmOp *existing = table_lookup(t, op, h);
  if (!existing) {
    table_insert(t, op, h);
    struct Undo u = {op, h};
    CM_VEC_PUSH(st->undo, u);
    return false;
  }
  unsigned nr = cm_op_num_results(op);
  if (ssa_dom) {
    for (unsigned i = 0; i < nr; i++)
      cm_value_replace_all_uses(cm_op_result(op, i),
                                cm_op_result(existing, i));
    CM_VEC_PUSH(st->to_erase, op);
  } else {
    /* graph region: only uses by ops not visited yet */
    bool all = true;
    for (unsigned i = 0; i < nr; i++) {
      CmValue *v = cm_op_result(op, i);
      for (CmOpOperand *u = cm_value_first_use(v), *next; u; u = next) {
        next = cm_operand_next_use(u);
        CmOp *owner = cm_operand_owner(u);
        if (table_lookup(t, owner, op_hash(owner)) == owner) {
          all = false;
          continue;
        }
        CmOpOperand *arr = cm_op_operand_array(owner);
        cm_op_set_operand(owner, (unsigned)(u - arr),
                          cm_op_result(existing, i));
      }
    }
    if (all)
      CM_VEC_PUSH(st->to_erase, op);
  }
  CmLoc *eloc = cm_op_loc(existing), *oloc = cm_op_loc(op);
  if (eloc && eloc->kind == CM_LOC_UNKNOWN && oloc &&
      oloc->kind != CM_LOC_UNKNOWN)
    cm_op_set_loc(existing, oloc);
  st->num_cse++;
  return true;
}

static void simplify_block(CseState *st, Table *t, CmBlock *b, bool ssa_dom) {
  for (CmOp *op = b->first; op; op = cm_op_next(op)) {
    if (simplify_op(st, t, op, ssa_dom))
      continue;
    unsigned nr = cm_op_num_regions(op);
    if (!nr)
      continue;
    if (st->defer && cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE)) {
      CM_VEC_PUSH(*st->defer, op);
      continue;
    }
    if (cm_op_has_trait(op, CM_TRAIT_ISOLATED_FROM_ABOVE) ||
        !cm_op_is_registered(op)) {
      /* (upstream: mightHaveTrait, so unregistered ops too) */
      Table nested = {0};
      size_t mark = st->undo.len;
      for (unsigned r = 0; r < nr; r++)
        simplify_region(st, &nested, cm_op_region(op, r));
      st->undo.len = mark;
      table_free(&nested);
      continue;
    }
    for (unsigned r = 0; r < nr; r++)
      simplify_region(st, t, cm_op_region(op, r));
  }
}

static void pop_scope(CseState *st, Table *t, size_t mark) {
  while (st->undo.len > mark) {
    st->undo.len--;
    table_remove(t, st->undo.data[st->undo.len].op,
                 st->undo.data[st->undo.len].h);
  }
}

static void simplify_region(CseState *st, Table *t, CmRegion *r) {
  if (!r->first)
    return;
  bool ssa_dom = cm_region_has_ssa_dominance(r);
  if (r->first == r->last) {
    size_t mark = st->undo.len;
    simplify_block(st, t, r->first, ssa_dom);
    pop_scope(st, t, mark);
    return;
  }
  if (!ssa_dom)
    return;
  /* dominator tree, depth first; each node is a scope */
  typedef struct Node {
    CmBlock *b;
    size_t next_child, mark;
    bool done;
  } Node;
  CM_VEC(Node) stack = {0};
  Node root = {r->first, 0, st->undo.len, false};
  CM_VEC_PUSH(stack, root);
  while (stack.len) {
    Node *n = &stack.data[stack.len - 1];
    if (!n->done) {
      n->done = true;
      simplify_block(st, t, n->b, ssa_dom);
      n = &stack.data[stack.len - 1];
    }
    if (n->next_child < cm_dominance_num_children(st->dom, n->b)) {
      CmBlock *c = cm_dominance_child(st->dom, n->b, n->next_child++);
      Node cn = {c, 0, st->undo.len, false};
      CM_VEC_PUSH(stack, cn);
    } else {
      pop_scope(st, t, n->mark);
      stack.len--;
    }
  }
  CM_VEC_FREE(stack);
}

/* One isolated-from-above op collected by the walk (`defer`), simplified
 * on its own: a fresh table, its own dominance, its own erasures. */
typedef struct Deferred {
  CmOp **ops;
  CseState *states;
} Deferred;

static void cse_isolated(size_t i, void *user) {
  Deferred *d = user;
  CmOp *op = d->ops[i];
  CseState *st = &d->states[i];
  st->dom = cm_dominance_create(op);
  Table t = {0};
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    simplify_region(st, &t, cm_op_region(op, r));
  table_free(&t);
  for (size_t k = 0; k < st->to_erase.len; k++)
    cm_op_erase(st->to_erase.data[k]);
  cm_dominance_destroy(st->dom);
  CM_VEC_FREE(st->undo);
}

static CmResult cse_run(CmPassRun *run, CmOp *op) {
  CseState st;
  memset(&st, 0, sizeof st);
  st.dom = cm_pass_run_get_analysis(run, &cm_dominance_analysis);
  /* With threads, the functions of a module are simplified in parallel
   * after the walk of the rest: nothing is shared between them (each
   * starts a fresh table), so the result is the sequential one. */
  OpVec deferred = {0};
  if (cm_context_threading(cm_op_context(op)))
    st.defer = &deferred;
  Table t = {0};
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    simplify_region(&st, &t, cm_op_region(op, r));
  table_free(&t);
  bool changed = st.to_erase.len != 0;
  if (deferred.len) {
    CseState *states = cm_xcalloc(deferred.len, sizeof(CseState));
    Deferred d = {deferred.data, states};
    cm_parallel_for(deferred.len, 0, cse_isolated, &d);
    for (size_t i = 0; i < deferred.len; i++) {
      st.num_cse += states[i].num_cse;
      st.num_dce += states[i].num_dce;
      changed |= states[i].to_erase.len != 0;
      CM_VEC_FREE(states[i].to_erase);
    }
    free(states);
  }
  CM_VEC_FREE(deferred);
  for (size_t i = 0; i < st.to_erase.len; i++)
    cm_op_erase(st.to_erase.data[i]);
  const CmPass *pass = cm_pass_run_pass(run);
  cm_pass_stat_add(pass, 0, st.num_cse);
  cm_pass_stat_add(pass, 1, st.num_dce);
  if (!changed)
    cm_pass_run_mark_all_preserved(run);
  else
    cm_pass_run_preserve(run, &cm_dominance_analysis);
  CM_VEC_FREE(st.to_erase);
  CM_VEC_FREE(st.undo);
  return CM_SUCCESS;
}

static const CmPassStatisticDef cse_stats[] = {
    {"num-cse'd", "Number of operations CSE'd"},
    {"num-dce'd", "Number of operations DCE'd"},
};

const CmPassDef cm_pass_cse = {
    .argument = "cse",
    .name = "CSE",
    .description = "Eliminate common sub-expressions",
    CM_PASS_STATISTICS(cse_stats),
    .run = cse_run,
};
