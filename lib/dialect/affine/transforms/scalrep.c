/* scalrep.c - -affine-scalrep as MLIR 13 (AffineScalarReplacement): per
 * function,
 *  1. every affine read (load / vector_load, post-order) takes the value
 *     of a store to the same element (equal access functions) that
 *     dominates it with no possible write in between; otherwise it reuses
 *     an equal dominating load with no possible write in between (the
 *     candidate dominating all others);
 *  2. a store followed, in the same region, by an equal store that
 *     post-dominates it with no possible read in between is erased;
 *  3. memref.alloc'ed buffers whose loads all went away and that are only
 *     stored to / deallocated are erased with their users.
 * "Possible write / read in between" is 13's hasNoInterveningEffect: the
 * ops on the paths from the first op to the second (whole enclosing ops
 * when climbing regions) are checked through their memory effects; affine
 * accesses to the same memref only count if the dependence analysis
 * (lib/analysis/dependence.c) finds a dependence at a depth deeper than the
 * loops both ends share; ops without effect information count, ops with
 * recursive effects are looked into. */
#include "cmlir/analysis/affine.h"
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <stdlib.h>
#include <string.h>

/* An access's composed map and operands, computed once per op: the
 * passes below compare every access with every other one on the memref. */
typedef struct AccessMap {
  CmAffineMap *map;
  CmAffineValueVec operands;
} AccessMap;

typedef struct ScalRep {
  CmDominance *dom;
  CmOpVec to_erase;
  CmAffineValueVec memrefs_to_erase;
  CmOpVec reads, writes;
  CmPtrMap access_of_op;        /* op -> its AccessMap */
  CM_VEC(AccessMap *) accesses; /* the same, to free them */
} ScalRep;

static void access_cache_clear(ScalRep *s) {
  for (size_t i = 0; i < s->accesses.len; i++) {
    CM_VEC_FREE(s->accesses.data[i]->operands);
    free(s->accesses.data[i]);
  }
  s->accesses.len = 0;
  cm_ptrmap_free(&s->access_of_op);
  memset(&s->access_of_op, 0, sizeof s->access_of_op);
}

/* Each map is its own allocation: a pointer returned here stays valid
 * while later calls add others. */
static AccessMap *access_of(ScalRep *s, CmOp *op) {
  AccessMap *a = cm_ptrmap_get_ptr(&s->access_of_op, op);
  if (a)
    return a;
  a = cm_xcalloc(1, sizeof *a);
  CmMemRefAccess acc;
  cm_memref_access_init(&acc, op);
  cm_memref_access_map(&acc, &a->map, &a->operands);
  cm_memref_access_free(&acc);
  CM_VEC_PUSH(s->accesses, a);
  cm_ptrmap_put_ptr(&s->access_of_op, op, a);
  return a;
}

/* 13's MemRefAccess equality (same memref, equal access functions). */
static bool same_access(ScalRep *s, CmOp *a, CmOp *b);

/* A replaced value of index type may be an index operand of accesses (or of
 * the affine.apply ops composed into them): their cached maps go. */
static void replace_load(ScalRep *s, CmOp *load, CmValue *with) {
  CmValue *r = cm_op_result(load, 0);
  if (r->type->kind == CM_TYPE_INDEX)
    access_cache_clear(s);
  cm_value_replace_all_uses(r, with);
}

static bool is_read(const CmOp *op) {
  return cm_op_name_is(op, "affine.load") ||
         cm_op_name_is(op, "affine.vector_load");
}
static bool is_write(const CmOp *op) {
  return cm_op_name_is(op, "affine.store") ||
         cm_op_name_is(op, "affine.vector_store");
}
static CmValue *access_memref(CmOp *op) {
  return cm_op_operand(op, is_write(op) ? 1 : 0);
}
static bool is_alloc(const CmValue *v) {
  CmOp *d = cm_value_defining_op(v);
  return d && (cm_op_name_is(d, "memref.alloc") ||
               cm_op_name_is(d, "memref.alloca"));
}

/* 13's DominanceInfo::dominates for ops (a == b included). */
static bool op_dominates(ScalRep *s, CmOp *a, CmOp *b) {
  if (a == b)
    return true;
  CmBlock *ab = cm_op_block(a);
  if (!ab || !cm_op_block(b))
    return false;
  /* b's ancestor in a's block */
  CmOp *anc = b;
  while (anc && cm_op_block(anc) != ab)
    anc = cm_op_parent_op(anc);
  if (anc)
    return anc == a || cm_op_is_before_in_block(a, anc);
  /* b's ancestor in a's region, in another block */
  CmRegion *ar = ab->parent;
  anc = b;
  while (anc && cm_op_parent_region(anc) != ar)
    anc = cm_op_parent_op(anc);
  if (!anc || !s->dom)
    return false;
  return cm_dominance_block_dominates(s->dom, ab, cm_op_block(anc));
}

/* 13's PostDominanceInfo::postDominates(a, b) for a, b in one region:
 * decided in one block (a at or after b); blocks differing: false. */
static bool op_post_dominates(CmOp *a, CmOp *b) {
  if (a == b)
    return true;
  if (cm_op_block(a) != cm_op_block(b))
    return false;
  return cm_op_is_before_in_block(b, a);
}

typedef struct Effects {
  CmOp *start, *mem_op;
  CmValue *memref;
  bool orig_alloc;
  CmEffectKind kind;
  bool found;
} Effects;

static void check_op(Effects *e, CmOp *op) {
  if (e->found)
    return;
  CmEffectVec effs = {0};
  if (cm_op_memory_effects(op, &effs)) {
    bool may = false;
    for (size_t i = 0; i < effs.len && !may; i++) {
      if (effs.data[i].kind != e->kind)
        continue;
      CmValue *v = effs.data[i].value;
      if (e->orig_alloc && v && is_alloc(v) && v != e->memref)
        continue;
      may = true;
    }
    CM_VEC_FREE(effs);
    if (!may)
      return;
    if (is_read(op) || is_write(op)) {
      CmMemRefAccess src, dst;
      cm_memref_access_init(&src, op);
      cm_memref_access_init(&dst, e->mem_op);
      if (src.memref == dst.memref) {
        unsigned min_loops = cm_affine_num_common_loops(e->start, e->mem_op);
        unsigned ns_loops = cm_affine_num_common_loops(op, e->mem_op);
        for (unsigned d = ns_loops + 1; d > min_loops; d--) {
          CmDependenceResult r =
              cm_check_memref_access_dependence(&src, &dst, d, NULL, NULL,
                                                false);
          /* 13 counts only HasDependence (a Failure does not block);
           * a system past our limits does */
          if (r == CM_DEP_HAS || r == CM_DEP_UNKNOWN) {
            e->found = true;
            break;
          }
        }
        cm_memref_access_free(&src);
        cm_memref_access_free(&dst);
        return;
      }
      cm_memref_access_free(&src);
      cm_memref_access_free(&dst);
    }
    e->found = true;
    return;
  }
  CM_VEC_FREE(effs);
  if (cm_op_has_trait(op, CM_TRAIT_RECURSIVE_SIDE_EFFECTS)) {
    for (unsigned r = 0; r < cm_op_num_regions(op); r++)
      for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next)
        for (CmOp *o = b->first; o; o = cm_op_next(o))
          check_op(e, o);
    return;
  }
  e->found = true;
}

typedef CM_VEC(CmBlock *) BlockList;

static void effects_between(Effects *e, CmOp *from, CmOp *until) {
  if (e->found)
    return;
  if (cm_op_parent_region(from) != cm_op_parent_region(until)) {
    CmOp *p = cm_op_parent_op(until);
    if (!p) {
      e->found = true;
      return;
    }
    effects_between(e, from, p);
    check_op(e, p); /* the whole parent (13 checks all of it) */
    return;
  }
  BlockList todo = {0}, done = {0};
  for (CmOp *o = cm_op_next(from); o && o != until; o = cm_op_next(o))
    check_op(e, o);
  if (cm_op_block(until) != cm_op_block(from)) {
    CmOp *t = cm_op_block(from)->last;
    for (unsigned i = 0; t && i < cm_op_num_successors(t); i++)
      CM_VEC_PUSH(todo, cm_op_successor(t, i));
  }
  while (todo.len && !e->found) {
    CmBlock *b = todo.data[--todo.len];
    bool seen = false;
    for (size_t i = 0; i < done.len; i++)
      if (done.data[i] == b)
        seen = true;
    if (seen)
      continue;
    CM_VEC_PUSH(done, b);
    for (CmOp *o = b->first; o; o = cm_op_next(o)) {
      if (o == until)
        break;
      check_op(e, o);
      if (o == b->last)
        for (unsigned i = 0; i < cm_op_num_successors(o); i++)
          CM_VEC_PUSH(todo, cm_op_successor(o, i));
    }
  }
  CM_VEC_FREE(todo);
  CM_VEC_FREE(done);
}

static bool no_intervening(CmOp *start, CmOp *mem_op, CmEffectKind kind) {
  Effects e = {start, mem_op, access_memref(mem_op), false, kind, false};
  e.orig_alloc = is_alloc(e.memref);
  effects_between(&e, start, mem_op);
  return !e.found;
}

static bool forward_store_to_load(ScalRep *s, CmOp *load) {
  CmValue *memref = access_memref(load);
  CmOp *last = NULL;
  for (CmOpOperand *u = cm_value_first_use(memref); u;
       u = cm_operand_next_use(u)) {
    CmOp *st = cm_operand_owner(u);
    if (!is_write(st) || access_memref(st) != memref)
      continue;
    if (!op_dominates(s, st, load) || !same_access(s, st, load) ||
        !no_intervening(st, load, CM_EFFECT_WRITE))
      continue;
    last = st;
  }
  if (!last)
    return false;
  CmValue *val = cm_op_operand(last, 0);
  if (val->type != cm_op_result(load, 0)->type)
    return false;
  replace_load(s, load, val);
  size_t i;
  for (i = 0; i < s->memrefs_to_erase.len; i++)
    if (s->memrefs_to_erase.data[i] == memref)
      break;
  if (i == s->memrefs_to_erase.len)
    CM_VEC_PUSH(s->memrefs_to_erase, memref);
  CM_VEC_PUSH(s->to_erase, load);
  return true;
}

static void load_cse(ScalRep *s, CmOp *load) {
  CmValue *memref = access_memref(load);
  CmOpVec cands = {0};
  for (CmOpOperand *u = cm_value_first_use(memref); u;
       u = cm_operand_next_use(u)) {
    CmOp *lb = cm_operand_owner(u);
    if (!is_read(lb) || lb == load || access_memref(lb) != memref)
      continue;
    if (!op_dominates(s, lb, load) || !same_access(s, lb, load) ||
        !no_intervening(lb, load, CM_EFFECT_WRITE) ||
        cm_op_result(lb, 0)->type != cm_op_result(load, 0)->type)
      continue;
    CM_VEC_PUSH(cands, lb);
  }
  CmOp *best = NULL;
  for (size_t i = 0; i < cands.len && !best; i++) {
    bool all = true;
    for (size_t j = 0; j < cands.len && all; j++)
      all = cands.data[j] == cands.data[i] ||
            op_dominates(s, cands.data[i], cands.data[j]);
    if (all)
      best = cands.data[i];
  }
  CM_VEC_FREE(cands);
  if (best) {
    replace_load(s, load, cm_op_result(best, 0));
    CM_VEC_PUSH(s->to_erase, load);
  }
}

static void find_unused_store(ScalRep *s, CmOp *wa) {
  CmValue *memref = access_memref(wa);
  for (CmOpOperand *u = cm_value_first_use(memref); u;
       u = cm_operand_next_use(u)) {
    CmOp *wb = cm_operand_owner(u);
    if (!is_write(wb) || wb == wa || access_memref(wb) != memref ||
        cm_op_parent_region(wb) != cm_op_parent_region(wa))
      continue;
    if (!op_post_dominates(wb, wa) || !same_access(s, wb, wa) ||
        !no_intervening(wa, wb, CM_EFFECT_READ))
      continue;
    CM_VEC_PUSH(s->to_erase, wa);
    break;
  }
}

static bool same_access(ScalRep *s, CmOp *a, CmOp *b) {
  if (access_memref(a) != access_memref(b))
    return false;
  AccessMap *ma = access_of(s, a), *mb = access_of(s, b);
  return cm_affine_access_maps_equal(ma->map, &ma->operands, mb->map,
                                     &mb->operands);
}

static CmWalkResult collect(CmOp *op, void *user) {
  ScalRep *s = user;
  if (is_read(op) && cm_op_num_operands(op) >= 1 && cm_op_num_results(op) == 1)
    CM_VEC_PUSH(s->reads, op);
  else if (is_write(op) && cm_op_num_operands(op) >= 2)
    CM_VEC_PUSH(s->writes, op);
  return CM_WALK_ADVANCE;
}

static void erase_all(CmOpVec *v) {
  for (size_t i = 0; i < v->len; i++)
    cm_op_erase(v->data[i]);
  v->len = 0;
}

static CmResult scalrep_run(CmPassRun *run, CmOp *func) {
  ScalRep s;
  memset(&s, 0, sizeof s);
  s.dom = cm_dominance_create(func);
  bool changed = false;
  /* loads, post-order */
  cm_walk_post(func, collect, &s);
  for (size_t i = 0; i < s.reads.len; i++)
    if (!forward_store_to_load(&s, s.reads.data[i]))
      load_cse(&s, s.reads.data[i]);
  changed |= s.to_erase.len > 0;
  access_cache_clear(&s); /* the erased ops' entries */
  erase_all(&s.to_erase);
  /* stores (collected again: the walk sees the IR after the erasures) */
  s.reads.len = s.writes.len = 0;
  cm_walk_post(func, collect, &s);
  for (size_t i = 0; i < s.writes.len; i++)
    find_unused_store(&s, s.writes.data[i]);
  changed |= s.to_erase.len > 0;
  erase_all(&s.to_erase);
  /* buffers left with only stores and deallocs */
  for (size_t i = 0; i < s.memrefs_to_erase.len; i++) {
    CmValue *m = s.memrefs_to_erase.data[i];
    CmOp *def = cm_value_defining_op(m);
    if (!def || !cm_op_name_is(def, "memref.alloc"))
      continue;
    bool only = true;
    for (CmOpOperand *u = cm_value_first_use(m); u && only;
         u = cm_operand_next_use(u)) {
      CmOp *o = cm_operand_owner(u);
      only = is_write(o) || cm_op_name_is(o, "memref.dealloc");
    }
    if (!only)
      continue;
    while (cm_value_first_use(m))
      cm_op_erase(cm_operand_owner(cm_value_first_use(m)));
    cm_op_erase(def);
    changed = true;
  }
  access_cache_clear(&s);
  CM_VEC_FREE(s.accesses);
  cm_dominance_destroy(s.dom);
  CM_VEC_FREE(s.to_erase);
  CM_VEC_FREE(s.memrefs_to_erase);
  CM_VEC_FREE(s.reads);
  CM_VEC_FREE(s.writes);
  if (!changed)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_affine_scalrep = {
    .argument = "affine-scalrep",
    .name = "AffineScalarReplacement",
    .description = "Replace affine memref acceses by scalars by forwarding "
                   "stores to loads and eliminating redundant loads",
    .anchor = "func",
    .run = scalrep_run,
};
