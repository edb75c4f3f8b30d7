/* memref_utils.c - replacing a memref by another one in the affine ops that
 * access it (with extra leading indices and an index remapping), and the
 * affine.apply chains feeding an op, as MLIR 13's Transforms/Utils.cpp
 * (replaceAllMemRefUsesWith, createAffineComputationSlice) and
 * getReachableAffineApplyOps. */
#include "memref_utils.h"

#include "cmlir/dialects.h"

#include <stdlib.h>
#include <string.h>

unsigned cm_memref_memory_space(const CmType *t) {
  const CmAttr *ms = t->shaped.memspace;
  return ms && ms->kind == CM_ATTR_INTEGER ? (unsigned)ms->integer.value : 0;
}

static CmAffineMap *map_attr(CmOp *op, const char *name) {
  CmAttr *a = cm_op_get_attr(op, name);
  return a && a->kind == CM_ATTR_AFFINE_MAP ? a->map : NULL;
}

static unsigned map_inputs(const CmAffineMap *m) {
  return m ? m->num_dims + m->num_syms : 0;
}

/* The memref operands of a map-access op: operand positions and the names
 * of their map attributes; returns how many (0: not a map access). */
static unsigned memref_slots(CmOp *op, unsigned pos[3],
                             const char *names[3]) {
  if (cm_op_name_is(op, "affine.dma_start")) {
    CmAffineMap *s = map_attr(op, "src_map"), *d = map_attr(op, "dst_map");
    if (!s || !d || !map_attr(op, "tag_map"))
      return 0;
    pos[0] = 0;
    pos[1] = 1 + map_inputs(s);
    pos[2] = pos[1] + 1 + map_inputs(d);
    names[0] = "src_map";
    names[1] = "dst_map";
    names[2] = "tag_map";
    return 3;
  }
  if (cm_op_name_is(op, "affine.dma_wait")) {
    if (!map_attr(op, "tag_map"))
      return 0;
    pos[0] = 0;
    names[0] = "tag_map";
    return 1;
  }
  if (cm_is_affine_load(op) || cm_is_affine_store(op) ||
      cm_op_name_is(op, "affine.prefetch")) {
    if (!map_attr(op, "map"))
      return 0;
    pos[0] = cm_affine_access_map_operands_start(op) - 1;
    names[0] = "map";
    return 1;
  }
  return 0;
}

bool cm_affine_is_map_access(const CmOp *op) {
  unsigned pos[3];
  const char *names[3];
  return memref_slots((CmOp *)op, pos, names) != 0;
}

static bool has_apply_operand(const CmAffineValueVec *ops) {
  for (size_t i = 0; i < ops->len; i++) {
    CmOp *d = cm_value_defining_op(ops->data[i]);
    if (d && cm_op_name_is(d, "affine.apply"))
      return true;
  }
  return false;
}

void cm_affine_fully_compose(CmAffineMap **map, CmAffineValueVec *ops) {
  for (unsigned guard = 0; has_apply_operand(ops) && guard < 1024; guard++)
    cm_affine_compose_map_and_operands(map, ops);
}

/* One result of `map` as an affine.apply before `before`. */
static CmValue *apply_result(CmOp *before, CmAffineMap *map, unsigned i,
                             CmValue *const *operands, CmOpVec *created) {
  CmAffineMap *m =
      cm_affine_map(map->ctx, map->num_dims, map->num_syms, 1, &map->results[i]);
  CmOp *a = cm_affine_apply_create(map->ctx, cm_op_loc(before), m,
                                   map_inputs(m), operands);
  cm_block_insert_op_before(cm_op_block(before), before, a);
  CM_VEC_PUSH(*created, a);
  return cm_op_result(a, 0);
}

CmResult cm_affine_replace_memref_uses_in_op(const CmMemRefReplace *r,
                                             CmOp *op) {
  unsigned pos[3];
  const char *names[3];
  unsigned nslots = memref_slots(op, pos, names), slot = 0, uses = 0;
  unsigned nops = cm_op_num_operands(op), first = nops;
  for (unsigned i = 0; i < nops; i++)
    if (cm_op_operand(op, i) == r->old_memref && first == nops)
      first = i;
  if (first == nops)
    return CM_FAILURE;
  if (!nslots) {
    if (!r->allow_non_dereferencing)
      return CM_FAILURE;
    cm_op_set_operand(op, first, r->new_memref);
    return CM_SUCCESS;
  }
  for (unsigned s = 0; s < nslots; s++)
    if (cm_op_operand(op, pos[s]) == r->old_memref) {
      if (!uses++)
        slot = s;
    }
  if (uses != 1)
    return CM_FAILURE;
  CmContext *ctx = cm_op_context(op);
  unsigned mpos = pos[slot];
  CmAffineMap *old_map = map_attr(op, names[slot]);
  unsigned old_inputs = map_inputs(old_map);
  const CmType *new_ty = r->new_memref->type;
  unsigned new_rank = new_ty->shaped.rank;
  CmOpVec applies = {0};
  CmAffineValueVec old_idx = {0}, remap_ops = {0}, outs = {0}, new_ops = {0};
  CmValue **old_operands = cm_xmalloc((old_inputs + 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < old_inputs; i++)
    old_operands[i] = cm_op_operand(op, mpos + 1 + i);
  if (!cm_affine_map_is_identity(old_map) ||
      old_map->num_results != old_map->num_dims || old_map->num_syms) {
    for (unsigned i = 0; i < old_map->num_results; i++)
      CM_VEC_PUSH(old_idx,
                  apply_result(op, old_map, i, old_operands, &applies));
  } else {
    for (unsigned i = 0; i < old_inputs; i++)
      CM_VEC_PUSH(old_idx, old_operands[i]);
  }
  for (unsigned i = 0; i < r->num_extra_operands; i++)
    CM_VEC_PUSH(remap_ops, r->extra_operands[i]);
  for (size_t i = 0; i < old_idx.len; i++)
    CM_VEC_PUSH(remap_ops, old_idx.data[i]);
  for (unsigned i = 0; i < r->num_sym_operands; i++)
    CM_VEC_PUSH(remap_ops, r->sym_operands[i]);
  CmAffineMap *remap = r->index_remap;
  if (remap && !(cm_affine_map_is_identity(remap) &&
                 remap->num_results == remap->num_dims && !remap->num_syms)) {
    for (unsigned i = 0; i < remap->num_results; i++)
      CM_VEC_PUSH(outs, apply_result(op, remap, i, remap_ops.data, &applies));
  } else {
    for (size_t i = 0; i < remap_ops.len; i++)
      CM_VEC_PUSH(outs, remap_ops.data[i]);
  }
  for (unsigned i = 0; i < r->num_extra_indices; i++)
    CM_VEC_PUSH(new_ops, r->extra_indices[i]);
  for (size_t i = 0; i < outs.len; i++)
    CM_VEC_PUSH(new_ops, outs.data[i]);
  CmResult res = CM_FAILURE;
  if (new_ops.len != new_rank) {
    for (size_t i = applies.len; i-- > 0;)
      if (cm_value_use_empty(cm_op_result(applies.data[i], 0)))
        cm_op_erase(applies.data[i]);
    goto done;
  }
  CmAffineMap *new_map = cm_affine_map_identity(ctx, new_rank);
  cm_affine_fully_compose(&new_map, &new_ops);
  new_map = cm_affine_map_simplify(new_map);
  cm_affine_canonicalize_map_and_operands(&new_map, &new_ops);
  /* the new op's operands and attributes */
  CmAffineValueVec operands = {0};
  for (unsigned i = 0; i < mpos; i++)
    CM_VEC_PUSH(operands, cm_op_operand(op, i));
  CM_VEC_PUSH(operands, r->new_memref);
  for (size_t i = 0; i < new_ops.len; i++)
    CM_VEC_PUSH(operands, new_ops.data[i]);
  for (unsigned i = mpos + 1 + old_inputs; i < nops; i++)
    CM_VEC_PUSH(operands, cm_op_operand(op, i));
  CmAttr *attrs = cm_dict_set(cm_op_attrs(op), cm_ident_c(ctx, names[slot]),
                              cm_affine_map_attr(new_map));
  unsigned nres = cm_op_num_results(op);
  CmType **types = cm_xmalloc((nres + 1) * sizeof(CmType *));
  for (unsigned i = 0; i < nres; i++)
    types[i] = cm_op_result(op, i)->type;
  CmOp *rep = cm_op_create_v(ctx, cm_op_opname(op)->name->str, cm_op_loc(op),
                             nres, types, (unsigned)operands.len,
                             operands.data, attrs, 0, NULL, 0);
  free(types);
  cm_block_insert_op_before(cm_op_block(op), op, rep);
  for (unsigned i = 0; i < nres; i++)
    cm_value_replace_all_uses(cm_op_result(op, i), cm_op_result(rep, i));
  /* in creation order, as 13: an old-map apply still used by a remap apply
   * (erased after it) stays, dead */
  for (size_t i = 0; i < applies.len; i++)
    if (cm_value_use_empty(cm_op_result(applies.data[i], 0)))
      cm_op_erase(applies.data[i]);
  cm_op_erase(op);
  CM_VEC_FREE(operands);
  res = CM_SUCCESS;
done:
  free(old_operands);
  CM_VEC_FREE(applies);
  CM_VEC_FREE(old_idx);
  CM_VEC_FREE(remap_ops);
  CM_VEC_FREE(outs);
  CM_VEC_FREE(new_ops);
  return res;
}

CmOp *cm_affine_ancestor_in_block(CmBlock *block, CmOp *op) {
  for (CmOp *o = op; o; o = cm_op_parent_op(o))
    if (cm_op_block(o) == block)
      return o;
  return NULL;
}

/* Structured (single-block) dominance: `a` dominates `b` when b's ancestor
 * in a's block is a or comes after it; post-dominance the other way. */
static bool dominates(CmOp *a, CmOp *b, bool post) {
  CmOp *anc = cm_affine_ancestor_in_block(cm_op_block(a), b);
  if (!anc)
    return false;
  if (anc == a)
    return true;
  return post ? cm_op_is_before_in_block(anc, a)
              : cm_op_is_before_in_block(a, anc);
}

CmResult cm_affine_replace_all_memref_uses(const CmMemRefReplace *r) {
  CmOpVec users = {0};
  CmResult res = CM_SUCCESS;
  for (CmOpOperand *u = cm_value_first_use(r->old_memref); u;
       u = cm_operand_next_use(u)) {
    CmOp *op = cm_operand_owner(u);
    bool seen = false;
    for (size_t i = 0; i < users.len && !seen; i++)
      seen = users.data[i] == op;
    if (seen)
      continue;
    if (r->dom_filter && !dominates(r->dom_filter, op, false))
      continue;
    if (r->post_dom_filter && !dominates(r->post_dom_filter, op, true))
      continue;
    if (cm_op_name_is(op, "memref.dealloc") && !r->replace_in_dealloc)
      continue;
    if (!cm_affine_is_map_access(op) &&
        (!r->allow_non_dereferencing ||
         !cm_op_has_trait(op, CM_TRAIT_MEMREFS_NORMALIZABLE))) {
      res = CM_FAILURE;
      goto done;
    }
    CM_VEC_PUSH(users, op);
  }
  /* the use list is most recent first: rewrite in the other order */
  for (size_t i = users.len; i-- > 0;)
    cm_affine_replace_memref_uses_in_op(r, users.data[i]);
done:
  CM_VEC_FREE(users);
  return res;
}

void cm_affine_reachable_apply_ops(CmValue *const *operands, unsigned n,
                                   CmOpVec *out) {
  typedef struct State {
    CmValue *value;
    unsigned next;
  } State;
  CM_VEC(State) work = {0};
  for (unsigned i = 0; i < n; i++) {
    State s = {operands[i], 0};
    CM_VEC_PUSH(work, s);
  }
  /* worklist as 13's: the last pushed state is visited first */
  while (work.len) {
    State *s = &work.data[work.len - 1];
    CmOp *def = cm_value_defining_op(s->value);
    if (!def || !cm_op_name_is(def, "affine.apply")) {
      work.len--;
      continue;
    }
    if (s->next == 0)
      CM_VEC_PUSH(*out, def);
    if (s->next < cm_op_num_operands(def)) {
      State ns = {cm_op_operand(def, s->next), 0};
      s->next++;
      CM_VEC_PUSH(work, ns);
    } else {
      work.len--;
    }
  }
  CM_VEC_FREE(work);
}

void cm_affine_create_computation_slice(CmOp *op, CmOpVec *slice) {
  CmAffineValueVec sub = {0};
  CmOpVec applies = {0};
  unsigned nops = cm_op_num_operands(op);
  for (unsigned i = 0; i < nops; i++) {
    CmOp *d = cm_value_defining_op(cm_op_operand(op, i));
    if (d && cm_op_name_is(d, "affine.apply"))
      CM_VEC_PUSH(sub, cm_op_operand(op, i));
  }
  cm_affine_reachable_apply_ops(sub.data, (unsigned)sub.len, &applies);
  bool localized = true;
  for (size_t i = 0; i < applies.len && localized; i++) {
    CmOp *a = applies.data[i];
    for (unsigned k = 0; k < cm_op_num_results(a) && localized; k++)
      for (CmOpOperand *u = cm_value_first_use(cm_op_result(a, k)); u;
           u = cm_operand_next_use(u))
        if (cm_operand_owner(u) != op) {
          localized = false;
          break;
        }
  }
  if (!applies.len || localized)
    goto done;
  CmContext *ctx = cm_op_context(op);
  CmAffineValueVec comp = {0};
  for (size_t i = 0; i < sub.len; i++)
    CM_VEC_PUSH(comp, sub.data[i]);
  CmAffineMap *map = cm_affine_map_identity(ctx, (unsigned)comp.len);
  cm_affine_fully_compose(&map, &comp);
  for (unsigned i = 0; i < map->num_results; i++) {
    CmAffineMap *m = cm_affine_map(ctx, map->num_dims, map->num_syms, 1,
                                   &map->results[i]);
    CmOp *a = cm_affine_apply_create(ctx, cm_op_loc(op), m,
                                     (unsigned)comp.len, comp.data);
    cm_block_insert_op_before(cm_op_block(op), op, a);
    CM_VEC_PUSH(*slice, a);
  }
  size_t base = slice->len - map->num_results;
  for (unsigned i = 0; i < nops; i++) {
    CmValue *v = cm_op_operand(op, i);
    for (size_t j = 0; j < sub.len; j++)
      if (sub.data[j] == v) {
        cm_op_set_operand(op, i, cm_op_result(slice->data[base + j], 0));
        break;
      }
  }
  CM_VEC_FREE(comp);
done:
  CM_VEC_FREE(sub);
  CM_VEC_FREE(applies);
}
