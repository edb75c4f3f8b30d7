/* sccp.c - the sccp pass (upstream 13's SCCP: sparse conditional constant
 * propagation on the forward data-flow solver of
 * mlir/Analysis/DataFlowAnalysis).
 *
 * Analysis.  Every value gets a lattice: unknown (not yet reached),
 * a constant attribute (with the dialect of the op it came from, which
 * materializes it later) or overdefined.  Blocks become executable when
 * control can reach them: the entry blocks of the regions of the op the
 * pass runs on (their arguments overdefined), successors along edges a
 * terminator takes (a std.cond_br with a constant condition takes one
 * edge; block arguments join the values passed along executable edges),
 * regions a region-branch op (scf.for / if / while) can enter given its
 * constant operands (entry arguments join the values passed in, op
 * results join what the region terminators yield), and every region of
 * another op (arguments overdefined).  An op is evaluated once all its
 * operands are known: its fold hook runs on the operands' constants (an
 * in-place fold is undone and counts as overdefined).  Calls: a callable
 * defined by a symbol (func) whose uses in the symbol tables are all
 * calls gets its argument lattices from the call sites, and the values
 * its return-like terminators return flow to the call results; public
 * callables (and nested ones whose table is visible from outside, and
 * callables referenced other than by calls) have overdefined arguments,
 * but still send their results to their calls.  Unresolved calls and
 * untracked callees give overdefined results.
 *
 * Rewrite.  Every block is visited (regions in order, each op's regions
 * after the op's block): results and block arguments with a constant
 * lattice are replaced with a constant made by the operation folder (at
 * the start of the entry block of the nearest isolated region, one per
 * value and type), ops whose results were all replaced and that would be
 * trivially dead are erased.  Blocks are never erased, branches never
 * rewritten: unreachable code stays as it was. */
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#include <stdlib.h>
#include <string.h>

enum { LAT_UNKNOWN, LAT_CONST, LAT_OVER };

typedef struct Lat {
  CmAttr *c;     /* LAT_CONST: the constant */
  CmDialect *d;  /* LAT_CONST: the dialect that materializes it */
  unsigned state;
} Lat;

/* Per tracked callable (a symbol callable with a body). */
typedef struct Callable {
  CmOp *op;
  CmBlock *entry;          /* of the callable region (args joined by calls) */
  size_t res;              /* first of its result lattices in `results` */
  unsigned nres;
  CM_VEC(CmOp *) calls;    /* calls with results that reference it */
} Callable;

typedef struct Solver {
  CmContext *ctx;
  /* A value's lattice: overdefined if in `over`, else the constant of
   * `konst` if there, else unknown.  Most values end overdefined: a bit
   * each, neighbours in the IR neighbours in the set. */
  CmRefSet over;
  CmPtrMap konst;          /* value -> index + 1 in `lats` */
  CM_VEC(Lat) lats;        /* constant lattices */
  CM_VEC(Lat) results;     /* result lattices of tracked callables */
  CmRefSet executable;     /* blocks */
  CmRefSet edges;          /* successor operands (executable edges) */
  CM_VEC(CmBlock *) block_work;
  CM_VEC(CmOp *) op_work;
  CM_VEC(Callable) callables;
  CmPtrMap callable_of;    /* callable op -> index + 1 */
  CmPtrMap call_target;    /* symbol call op -> callable op */
  /* scratch */
  CM_VEC(CmAttr *) consts;
  CM_VEC(CmFoldResult) folds;
  CM_VEC(CmValue *) saved;
} Solver;

/* ------------------------------------------------------------ lattices */

/* The lattice of `v` (a copy). */
static Lat lat_of(Solver *s, CmValue *v) {
  Lat l = {NULL, NULL, LAT_UNKNOWN};
  if (cm_refset_has(&s->over, v)) {
    l.state = LAT_OVER;
    return l;
  }
  uint64_t *i = s->konst.len ? cm_ptrmap_get(&s->konst, v) : NULL;
  return i ? s->lats.data[*i - 1] : l;
}

static bool at_fixpoint(Solver *s, CmValue *v) {
  return cm_refset_has(&s->over, v);
}

/* Marks `v` overdefined; true if it was not. */
static bool over_value(Solver *s, CmValue *v) {
  return cm_refset_add(&s->over, v);
}

/* Upstream LatticeElement::markPessimisticFixpoint. */
static bool mark_over(Lat *l) {
  if (l->state == LAT_OVER)
    return false;
  l->state = LAT_OVER;
  l->c = NULL;
  l->d = NULL;
  return true;
}

/* Joins the state `from` (a copy) into `to`; true if `to` changed. */
static bool join(Lat *to, Lat from) {
  if (to->state == LAT_OVER || from.state == LAT_UNKNOWN)
    return false;
  if (to->state == LAT_UNKNOWN) {
    *to = from;
    return true;
  }
  if (from.state == LAT_CONST && from.c == to->c)
    return false;
  return mark_over(to);
}

/* Joins `from` into the lattice of value `to`; true if it changed. */
static bool join_value(Solver *s, CmValue *to, Lat from) {
  if (from.state == LAT_UNKNOWN || cm_refset_has(&s->over, to))
    return false;
  if (from.state == LAT_OVER)
    return over_value(s, to);
  uint64_t *i = cm_ptrmap_get(&s->konst, to);
  if (!i) {
    CM_VEC_PUSH(s->lats, from);
    cm_ptrmap_put(&s->konst, to, s->lats.len);
    return true;
  }
  if (s->lats.data[*i - 1].c == from.c)
    return false;
  return over_value(s, to);
}

/* Joins the lattice of `from` into the one of `to`. */
static bool join_values(Solver *s, CmValue *to, CmValue *from) {
  return join_value(s, to, lat_of(s, from));
}

/* ------------------------------------------------------------ helpers */

static CmRegion *callable_region(CmOp *op) {
  const CmCallableInterface *ci = cm_op_interface(op, CM_IFACE_CALLABLE);
  return ci && ci->callable_region ? ci->callable_region(op) : NULL;
}

static const char *visibility(CmOp *op) {
  CmAttr *v = cm_op_get_attr(op, "sym_visibility");
  if (v && v->kind == CM_ATTR_STRING)
    return v->str.value->str;
  return "public";
}

static bool is_symbol(CmOp *op) {
  return cm_symbol_name(op) &&
         (cm_op_has_trait(op, CM_TRAIT_SYMBOL) ||
          cm_op_interface(op, CM_IFACE_SYMBOL));
}

static Callable *tracked(Solver *s, CmOp *op) {
  uint64_t *i = op ? cm_ptrmap_get(&s->callable_of, op) : NULL;
  return i ? &s->callables.data[*i - 1] : NULL;
}

/* The index of `r` among the regions of its op. */
static unsigned region_index(CmRegion *r) {
  return (unsigned)(r - cm_op_regions(r->parent));
}

static bool region_return_like(CmOp *term) {
  return cm_op_has_trait(term, CM_TRAIT_RETURN_LIKE) ||
         cm_op_interface(term, CM_IFACE_REGION_BRANCH_TERMINATOR);
}

/* ------------------------------------------------------------ solver */

static void visit_op(Solver *s, CmOp *op);

static bool block_executable(Solver *s, CmBlock *b) {
  return b && cm_refset_has(&s->executable, b);
}

static bool mark_block_executable(Solver *s, CmBlock *b) {
  if (!cm_refset_add(&s->executable, b))
    return false;
  CM_VEC_PUSH(s->block_work, b);
  return true;
}

static void mark_all_over(Solver *s, CmValue *const *vals, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    over_value(s, vals[i]);
}

static void mark_results_over(Solver *s, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    over_value(s, cm_op_result(op, i));
  CM_VEC_PUSH(s->op_work, op);
}

static bool mark_entry_executable(Solver *s, CmRegion *r, bool pessimistic) {
  if (!r->first)
    return false;
  if (pessimistic)
    mark_all_over(s, r->first->args, r->first->num_args);
  return mark_block_executable(s, r->first);
}

static void visit_users(Solver *s, CmValue *v) {
  for (CmOpOperand *u = cm_value_first_use(v); u; u = cm_operand_next_use(u)) {
    CmOp *user = cm_operand_owner(u);
    if (block_executable(s, cm_op_block(user)))
      visit_op(s, user);
  }
}

static void visit_result_users(Solver *s, CmOp *op) {
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    visit_users(s, cm_op_result(op, i));
}

static void mark_over_and_visit(Solver *s, CmValue *v) {
  if (over_value(s, v))
    visit_users(s, v);
}

/* Joins into the lattice of a value owned by `owner`; queues the owner's
 * users when it changed. */
static void join_owned(Solver *s, CmOp *owner, CmValue *to, Lat from) {
  if (join_value(s, to, from))
    CM_VEC_PUSH(s->op_work, owner);
}

/* The successor index of block operand `u` in its terminator. */
static unsigned succ_index(CmBlockOperand *u) {
  return (unsigned)(u - cm_op_successor_array(u->owner));
}

static void visit_block_arg(Solver *s, CmBlock *b, unsigned i) {
  CmValue *arg = b->args[i];
  if (at_fixpoint(s, arg))
    return;
  bool changed = false;
  for (CmBlockOperand *u = b->first_use; u; u = u->next_use) {
    if (!cm_refset_has(&s->edges, u))
      continue;
    CmOp *term = u->owner;
    const CmBranchInterface *bi = cm_op_interface(term, CM_IFACE_BRANCH);
    unsigned start, count;
    if (!bi || !bi->successor_operands ||
        !bi->successor_operands(term, succ_index(u), &start, &count) ||
        i >= count) {
      changed |= over_value(s, arg);
      break;
    }
    changed |= join_values(s, arg, cm_op_operand(term, start + i));
    if (at_fixpoint(s, arg))
      break;
  }
  if (changed)
    visit_users(s, arg);
}

/* Marks the edge from the block of `term` to `to` (every successor slot of
 * `term` naming `to`: an edge is a pair of blocks). */
static void mark_edge_executable(Solver *s, CmOp *term, CmBlock *to) {
  CmBlockOperand *succ = cm_op_successor_array(term);
  bool fresh = false;
  for (unsigned i = 0; i < cm_op_num_successors(term); i++) {
    if (succ[i].block != to || !cm_refset_add(&s->edges, &succ[i]))
      continue;
    fresh = true;
  }
  if (!fresh)
    return;
  if (!mark_block_executable(s, to))
    for (unsigned i = 0; i < to->num_args; i++)
      visit_block_arg(s, to, i);
}

static void collect_consts(Solver *s, CmOp *op, size_t start, size_t n) {
  s->consts.len = 0;
  for (size_t i = 0; i < n; i++) {
    Lat l = lat_of(s, cm_op_operand(op, (unsigned)(start + i)));
    CM_VEC_PUSH(s->consts, l.state == LAT_CONST ? l.c : NULL);
  }
}

/* The successors of region-branch `op` from `from` given the constant
 * operands of `src` (the op itself, or the terminator leaving a region). */
static unsigned region_successors(Solver *s, CmOp *op, unsigned from,
                                  CmOp *src, unsigned out[4]) {
  const CmRegionBranchInterface *rb =
      cm_op_interface(op, CM_IFACE_REGION_BRANCH);
  collect_consts(s, src, 0, cm_op_num_operands(src));
  return rb->successor_regions(op, from, s->consts.data, out);
}

/* Upstream visitRegionSuccessors.  `src` passes operands [in_start,
 * in_start + in_count) when it is the op (entering a region: its entry
 * operands per region) or a terminator (its successor operands). */
static void visit_region_successors(Solver *s, CmOp *op, unsigned n,
                                    const unsigned *succs, CmOp *term) {
  const CmRegionBranchInterface *rb =
      cm_op_interface(op, CM_IFACE_REGION_BRANCH);
  unsigned from = term ? region_index(cm_op_parent_region(term))
                       : CM_REGION_PARENT;
  for (unsigned k = 0; k < n; k++) {
    unsigned to = succs[k];
    unsigned in_start = 0, in_count = 0;
    if (to == CM_REGION_PARENT) {
      unsigned nres = cm_op_num_results(op);
      bool all = true;
      for (unsigned i = 0; i < nres; i++)
        all &= at_fixpoint(s, cm_op_result(op, i));
      if (all)
        continue;
      if (!term) {
        /* (entering the op goes straight to its results: no op does) */
        mark_results_over(s, op);
        continue;
      }
      cm_region_branch_terminator_operands(term, from, &in_start, &in_count);
      CmOp *src = term;
      for (unsigned i = 0; i < nres && i < in_count; i++) {
        Lat l = lat_of(s, cm_op_operand(src, in_start + i));
        join_owned(s, op, cm_op_result(op, i), l);
      }
      continue;
    }
    CmBlock *entry = cm_op_region(op, to)->first;
    if (!entry)
      continue;
    mark_block_executable(s, entry);
    bool all = true;
    for (unsigned i = 0; i < entry->num_args; i++)
      all &= at_fixpoint(s, entry->args[i]);
    if (all)
      continue;
    unsigned a_start = 0, a_count = 0;
    rb->successor_inputs(op, to, &a_start, &a_count);
    if (a_count != entry->num_args) {
      if (!a_count) {
        mark_all_over(s, entry->args, entry->num_args);
        continue;
      }
      for (unsigned i = 0; i < a_start; i++)
        mark_over_and_visit(s, entry->args[i]);
      for (unsigned i = a_start + a_count; i < entry->num_args; i++)
        mark_over_and_visit(s, entry->args[i]);
    }
    if (term)
      cm_region_branch_terminator_operands(term, to, &in_start, &in_count);
    else
      rb->entry_operands(op, to, &in_start, &in_count);
    CmOp *src = term ? term : op;
    for (unsigned i = 0; i < a_count && i < in_count; i++) {
      CmValue *arg = entry->args[a_start + i];
      if (join_values(s, arg, cm_op_operand(src, in_start + i)))
        visit_users(s, arg);
    }
  }
}

static void visit_region_branch_op(Solver *s, CmOp *op) {
  unsigned succs[4];
  unsigned n = region_successors(s, op, CM_REGION_PARENT, op, succs);
  if (!n) {
    mark_results_over(s, op);
    return;
  }
  visit_region_successors(s, op, n, succs, NULL);
}

static void visit_callable_op(Solver *s, CmOp *op) {
  bool is_tracked = tracked(s, op) != NULL;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    mark_entry_executable(s, cm_op_region(op, r), !is_tracked);
  mark_results_over(s, op);
}

static void visit_callable_terminator(Solver *s, CmOp *callable, CmOp *term) {
  unsigned nops = cm_op_num_operands(term);
  if (!nops)
    return;
  Callable *c = tracked(s, callable);
  if (!c)
    return;
  if (!cm_op_has_trait(term, CM_TRAIT_RETURN_LIKE)) {
    for (unsigned i = 0; i < c->nres; i++)
      mark_over(&s->results.data[c->res + i]);
    for (size_t k = 0; k < c->calls.len; k++)
      mark_results_over(s, c->calls.data[k]);
    return;
  }
  bool changed = false;
  for (unsigned i = 0; i < nops && i < c->nres; i++) {
    Lat l = lat_of(s, cm_op_operand(term, i));
    changed |= join(&s->results.data[c->res + i], l);
  }
  if (!changed)
    return;
  for (size_t k = 0; k < c->calls.len; k++) {
    CmOp *call = c->calls.data[k];
    for (unsigned i = 0; i < cm_op_num_results(call) && i < c->nres; i++)
      join_owned(s, call, cm_op_result(call, i), s->results.data[c->res + i]);
  }
}

static void visit_terminator(Solver *s, CmOp *op) {
  if (!cm_op_num_successors(op)) {
    CmRegion *region = cm_op_parent_region(op);
    CmOp *parent = region ? region->parent : NULL;
    if (!parent)
      return;
    if (cm_op_interface(parent, CM_IFACE_CALLABLE)) {
      visit_callable_terminator(s, parent, op);
      return;
    }
    if (!cm_op_interface(parent, CM_IFACE_REGION_BRANCH) ||
        !block_executable(s, cm_op_block(parent)))
      return;
    unsigned succs[4];
    unsigned from = region_index(region);
    unsigned n = region_successors(s, parent, from, op, succs);
    if (!n)
      return;
    if (region_return_like(op)) {
      visit_region_successors(s, parent, n, succs, op);
      return;
    }
    for (unsigned k = 0; k < n; k++) {
      if (succs[k] != CM_REGION_PARENT) {
        mark_entry_executable(s, cm_op_region(parent, succs[k]), true);
        continue;
      }
      for (unsigned i = 0; i < cm_op_num_results(parent); i++)
        mark_over_and_visit(s, cm_op_result(parent, i));
    }
    return;
  }
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  if (bi && bi->successor_for_operands) {
    collect_consts(s, op, 0, cm_op_num_operands(op));
    CmBlock *only = bi->successor_for_operands(op, s->consts.data);
    if (only) {
      mark_edge_executable(s, op, only);
      return;
    }
  }
  for (unsigned i = 0; i < cm_op_num_successors(op); i++)
    mark_edge_executable(s, op, cm_op_successor(op, i));
}

static void visit_call(Solver *s, CmOp *op) {
  const CmCallInterface *ci = cm_op_interface(op, CM_IFACE_CALL);
  CmOp *callee = NULL;
  CmValue *cv = ci->callee_value ? ci->callee_value(op) : NULL;
  if (cv)
    callee = cm_value_defining_op(cv);
  else
    callee = cm_ptrmap_get_ptr(&s->call_target, op);
  Callable *c = tracked(s, callee);
  if (!c) {
    mark_results_over(s, op);
    return;
  }
  unsigned begin = ci->arg_operands_begin ? ci->arg_operands_begin(op) : 0;
  unsigned nargs = cm_op_num_operands(op) - begin;
  for (unsigned i = 0; i < nargs && c->entry && i < c->entry->num_args; i++) {
    CmValue *arg = c->entry->args[i];
    if (join_values(s, arg, cm_op_operand(op, begin + i)))
      visit_users(s, arg);
  }
  visit_callable_op(s, callee);
  for (unsigned i = 0; i < cm_op_num_results(op) && i < c->nres; i++)
    join_owned(s, op, cm_op_result(op, i), s->results.data[c->res + i]);
}

/* Upstream SCCPAnalysis::visitOperation: simulate the op by folding it on
 * the constants of its operands; true if a result lattice changed. */
static bool evaluate(Solver *s, CmOp *op) {
  unsigned nres = cm_op_num_results(op), nops = cm_op_num_operands(op);
  bool changed = false;
  if (cm_op_num_regions(op)) {
    for (unsigned i = 0; i < nres; i++)
      changed |= over_value(s, cm_op_result(op, i));
    return changed;
  }
  collect_consts(s, op, 0, nops);
  s->saved.len = 0;
  for (unsigned i = 0; i < nops; i++)
    CM_VEC_PUSH(s->saved, cm_op_operand(op, i));
  CmAttr *attrs = cm_op_attrs(op);
  s->folds.len = 0;
  for (unsigned i = 0; i < nres; i++) {
    CmFoldResult z = {NULL, NULL};
    CM_VEC_PUSH(s->folds, z);
  }
  bool folded = cm_succeeded(cm_op_fold(op, s->consts.data, s->folds.data));
  bool any = false;
  for (unsigned i = 0; folded && i < nres; i++)
    any |= s->folds.data[i].attr || s->folds.data[i].value;
  if (folded && !any) {
    /* In place: undo it, the constants need not be the runtime values. */
    bool same = cm_op_num_operands(op) == nops;
    for (unsigned i = 0; same && i < nops; i++)
      same = cm_op_operand(op, i) == s->saved.data[i];
    if (!same)
      cm_op_set_operands(op, nops, s->saved.data);
    cm_op_set_attr_dict(op, attrs);
  }
  if (!folded || !any) {
    for (unsigned i = 0; i < nres; i++)
      changed |= over_value(s, cm_op_result(op, i));
    return changed;
  }
  CmDialect *dialect = cm_op_opname(op)->dialect;
  for (unsigned i = 0; i < nres; i++) {
    CmFoldResult *r = &s->folds.data[i];
    CmValue *res = cm_op_result(op, i);
    if (r->attr) {
      Lat l = {r->attr, dialect, LAT_CONST};
      changed |= join_value(s, res, l);
    } else if (r->value) {
      changed |= join_values(s, res, r->value);
    }
  }
  return changed;
}

static void visit_op(Solver *s, CmOp *op) {
  unsigned nops = cm_op_num_operands(op);
  for (unsigned i = 0; i < nops; i++) {
    CmValue *v = cm_op_operand(op, i);
    if (!cm_refset_has(&s->over, v) &&
        (!s->konst.len || !cm_ptrmap_get(&s->konst, v)))
      return;
  }
  if (cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
    visit_terminator(s, op);
  if (cm_op_interface(op, CM_IFACE_CALL)) {
    visit_call(s, op);
    return;
  }
  if (cm_op_interface(op, CM_IFACE_CALLABLE)) {
    if (!tracked(s, op))
      visit_callable_op(s, op);
    return;
  }
  if (cm_op_num_regions(op)) {
    if (cm_op_interface(op, CM_IFACE_REGION_BRANCH)) {
      visit_region_branch_op(s, op);
      return;
    }
    for (unsigned r = 0; r < cm_op_num_regions(op); r++)
      mark_entry_executable(s, cm_op_region(op, r), true);
  }
  unsigned nres = cm_op_num_results(op);
  if (!nres)
    return;
  bool all = true;
  for (unsigned i = 0; i < nres; i++)
    all &= at_fixpoint(s, cm_op_result(op, i));
  if (all)
    return;
  if (evaluate(s, op))
    CM_VEC_PUSH(s->op_work, op);
}

static void visit_block(Solver *s, CmBlock *b) {
  if (!cm_block_is_entry(b))
    for (unsigned i = 0; i < b->num_args; i++)
      visit_block_arg(s, b, i);
  for (CmOp *op = b->first; op; op = cm_op_next(op))
    visit_op(s, op);
}

static void solve(Solver *s) {
  while (s->block_work.len || s->op_work.len) {
    while (s->op_work.len)
      visit_result_users(s, s->op_work.data[--s->op_work.len]);
    while (s->block_work.len)
      visit_block(s, s->block_work.data[--s->block_work.len]);
  }
}

/* ------------------------------------------------ symbol callables */

/* One symbol reference used by an op (upstream SymbolTable::SymbolUse). */
typedef struct SymUse {
  CmOp *user;
  const CmAttr *ref;
} SymUse;
typedef CM_VEC(SymUse) SymUseVec;

static void attr_uses(SymUseVec *out, CmOp *user, const CmAttr *a) {
  switch (a->kind) {
  case CM_ATTR_SYMBOL_REF: {
    SymUse u = {user, a};
    CM_VEC_PUSH(*out, u);
    break;
  }
  case CM_ATTR_ARRAY:
    for (unsigned i = 0; i < a->array.num; i++)
      attr_uses(out, user, a->array.elems[i]);
    break;
  case CM_ATTR_DICTIONARY:
    for (unsigned i = 0; i < a->dict.num; i++)
      attr_uses(out, user, a->dict.entries[i].value);
    break;
  default:
    break;
  }
}

/* Upstream SymbolTable::getSymbolUses(Region *): the references held by
 * the ops of `r` and the ops nested in them, not entering nested symbol
 * tables; false if an op might be a symbol table cmlir does not know (an
 * unregistered op with one region). */
static bool region_symbol_uses(CmRegion *r, SymUseVec *out) {
  CM_VEC(CmRegion *) work = {0};
  CM_VEC_PUSH(work, r);
  bool ok = true;
  while (ok && work.len) {
    CmRegion *cur = work.data[--work.len];
    for (CmBlock *b = cur->first; ok && b; b = b->next)
      for (CmOp *op = b->first; op; op = cm_op_next(op)) {
        if (cm_op_num_regions(op) == 1 && !cm_op_opname(op)->dialect) {
          ok = false;
          break;
        }
        attr_uses(out, op, cm_op_attrs(op));
        if (!cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
          for (unsigned i = 0; i < cm_op_num_regions(op); i++)
            CM_VEC_PUSH(work, cm_op_region(op, i));
      }
  }
  CM_VEC_FREE(work);
  return ok;
}

/* Upstream SymbolTable::lookupSymbolIn(top, ref). */
static CmOp *lookup_in(CmOp *table, const CmAttr *ref) {
  const CmIdent *root = ref->symref.root;
  CmOp *op = cm_symbol_table_lookup(table, root->str, root->len);
  for (unsigned i = 0; op && i < ref->symref.num_nested; i++) {
    if (!cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE))
      return NULL;
    const CmIdent *n = ref->symref.nested[i];
    op = cm_symbol_table_lookup(op, n->str, n->len);
  }
  return op;
}

typedef struct InitCtx {
  Solver *s;
  CmOp *top;
} InitCtx;

static CmWalkResult untrack_fn(CmOp *op, void *user) {
  Solver *s = user;
  Callable *c = tracked(s, op);
  if (c)
    cm_ptrmap_del(&s->callable_of, op);
  return CM_WALK_ADVANCE;
}

/* The callback of upstream's initializeSymbolCallables for one table. */
static void init_table(InitCtx *ic, CmOp *table, bool all_uses_visible) {
  Solver *s = ic->s;
  if (!cm_op_num_regions(table))
    return;
  CmRegion *region = cm_op_region(table, 0);
  if (region->first)
    for (CmOp *op = region->first->first; op; op = cm_op_next(op)) {
      if (!cm_op_interface(op, CM_IFACE_CALLABLE))
        continue;
      CmRegion *body = callable_region(op);
      if (!body || !is_symbol(op))
        continue;
      if (!tracked(s, op)) {
        Callable c;
        memset(&c, 0, sizeof c);
        c.op = op;
        c.entry = body->first;
        const CmCallableInterface *ci = cm_op_interface(op, CM_IFACE_CALLABLE);
        CmTypeVec types = {0};
        if (ci->callable_results)
          ci->callable_results(op, &types);
        c.nres = (unsigned)types.len;
        CM_VEC_FREE(types);
        c.res = s->results.len;
        for (unsigned i = 0; i < c.nres; i++) {
          Lat z = {NULL, NULL, LAT_UNKNOWN};
          CM_VEC_PUSH(s->results, z);
        }
        CM_VEC_PUSH(s->callables, c);
        cm_ptrmap_put(&s->callable_of, op, s->callables.len);
      }
      const char *vis = visibility(op);
      if (!strcmp(vis, "public") ||
          (!all_uses_visible && !strcmp(vis, "nested")))
        for (unsigned r = 0; r < cm_op_num_regions(op); r++)
          mark_entry_executable(s, cm_op_region(op, r), true);
    }
  if (!s->callable_of.len)
    return;
  SymUseVec uses = {0};
  if (!region_symbol_uses(region, &uses)) {
    cm_walk_pre(ic->top, untrack_fn, s);
    CM_VEC_FREE(uses);
    return;
  }
  for (size_t k = 0; k < uses.len; k++) {
    CmOp *user = uses.data[k].user;
    const CmCallInterface *ci = cm_op_interface(user, CM_IFACE_CALL);
    if (ci) {
      CmValue *cv = ci->callee_value ? ci->callee_value(user) : NULL;
      CmOp *target = NULL;
      if (cv)
        target = cm_value_defining_op(cv);
      else if (ci->callee_symbol)
        target = cm_symbol_lookup_nearest(user, ci->callee_symbol(user));
      Callable *c = tracked(s, target);
      if (c && !cm_ptrmap_get(&s->call_target, user)) {
        cm_ptrmap_put_ptr(&s->call_target, user, target);
        if (cm_op_num_results(user))
          CM_VEC_PUSH(c->calls, user);
      }
      continue;
    }
    CmOp *sym = lookup_in(ic->top, uses.data[k].ref);
    if (sym && tracked(s, sym))
      for (unsigned r = 0; r < cm_op_num_regions(sym); r++)
        mark_entry_executable(s, cm_op_region(sym, r), true);
  }
  CM_VEC_FREE(uses);
}

/* Upstream SymbolTable::walkSymbolTables: nested tables first. */
static void walk_tables(InitCtx *ic, CmOp *op, bool all_uses_visible) {
  bool is_table = cm_op_has_trait(op, CM_TRAIT_SYMBOL_TABLE);
  if (is_table)
    all_uses_visible |= !is_symbol(op) || !strcmp(visibility(op), "private");
  else
    all_uses_visible = true;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o))
        if (cm_op_num_regions(o)) /* (no regions: no table, none inside) */
          walk_tables(ic, o, all_uses_visible);
  if (is_table)
    init_table(ic, op, all_uses_visible);
}

/* ------------------------------------------------------------ rewrite */

static bool replace_with_constant(Solver *s, CmFolder *folder, CmValue *v,
                                  CmBlock *where) {
  if (!s->konst.len || cm_refset_has(&s->over, v))
    return false;
  uint64_t *i = cm_ptrmap_get(&s->konst, v);
  if (!i)
    return false;
  Lat *l = &s->lats.data[*i - 1];
  CmLoc *loc;
  CmOp *def = cm_value_defining_op(v);
  if (def) {
    loc = cm_op_loc(def);
  } else {
    loc = cm_block_arg_loc(v);
    if (!loc) {
      CmOp *parent = cm_block_parent_op(cm_value_parent_block(v));
      loc = parent ? cm_op_loc(parent) : cm_loc_unknown(s->ctx);
    }
  }
  CmValue *c = cm_folder_get_or_create_constant(folder, where, l->d, l->c,
                                                v->type, loc);
  if (!c)
    return false;
  cm_value_replace_all_uses(v, c);
  return true;
}

typedef CM_VEC(CmBlock *) BlockVec;

static void push_op_regions(BlockVec *work, CmOp *op) {
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->last; b; b = b->prev)
      CM_VEC_PUSH(*work, b);
}

static void rewrite(Solver *s, CmOp *top) {
  CmFolder *folder = cm_folder_create(s->ctx);
  BlockVec work = {0};
  push_op_regions(&work, top);
  while (work.len) {
    CmBlock *b = work.data[--work.len];
    for (CmOp *op = b->first, *next; op; op = next) {
      next = cm_op_next(op);
      unsigned nres = cm_op_num_results(op);
      bool all = nres != 0;
      for (unsigned i = 0; i < nres; i++)
        all &= replace_with_constant(s, folder, cm_op_result(op, i), b);
      if (all && cm_op_would_be_trivially_dead(op)) {
        cm_op_erase(op);
        continue;
      }
      push_op_regions(&work, op);
    }
    for (unsigned i = 0; i < b->num_args; i++)
      replace_with_constant(s, folder, b->args[i], b);
  }
  CM_VEC_FREE(work);
  cm_folder_destroy(folder);
}

/* ------------------------------------------------------------ the pass */

static CmResult sccp_run(CmPassRun *run, CmOp *op) {
  (void)run;
  Solver s;
  memset(&s, 0, sizeof s);
  s.ctx = cm_op_context(op);
  cm_symbol_cache_begin();
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    mark_entry_executable(&s, cm_op_region(op, r), true);
  InitCtx ic = {&s, op};
  walk_tables(&ic, op, cm_op_block(op) == NULL);
  solve(&s);
  cm_symbol_cache_end();
  rewrite(&s, op);
  for (size_t i = 0; i < s.callables.len; i++)
    CM_VEC_FREE(s.callables.data[i].calls);
  CM_VEC_FREE(s.callables);
  CM_VEC_FREE(s.lats);
  CM_VEC_FREE(s.results);
  CM_VEC_FREE(s.block_work);
  CM_VEC_FREE(s.op_work);
  CM_VEC_FREE(s.consts);
  CM_VEC_FREE(s.folds);
  CM_VEC_FREE(s.saved);
  cm_refset_free(&s.over);
  cm_ptrmap_free(&s.konst);
  cm_refset_free(&s.executable);
  cm_refset_free(&s.edges);
  cm_ptrmap_free(&s.callable_of);
  cm_ptrmap_free(&s.call_target);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_sccp = {
    .argument = "sccp",
    .name = "SCCP",
    .description = "Sparse Conditional Constant Propagation",
    .run = sccp_run,
};
