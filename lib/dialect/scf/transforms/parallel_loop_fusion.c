/* parallel_loop_fusion.c - -parallel-loop-fusion as MLIR 13
 * (SCFParallelLoopFusion, naivelyFuseParallelOps).
 *
 * For every op, after the ops nested in it, each block of its regions is
 * cut into chains of scf.parallel ops separated only by ops that have no
 * memory effects and no regions; in a chain, each loop is fused into the
 * next one when
 *   - neither contains another scf.parallel,
 *   - they have the same number of dimensions and the very same lower
 *     bound, upper bound and step values,
 *   - every memref.load of one loop (in either direction) from a buffer the
 *     other loop stores to reads at exactly the store's indices (mapped
 *     through the induction variables), the buffer is stored to only once,
 *     and no load reads a buffer defined in its own block.
 * Fusing clones the first loop's body (without its terminator) to the
 * start of the second loop's body, then erases the first loop.
 *
 * 13 does not look at reductions; fusing a loop with results would erase
 * used values, so cmlir leaves a first loop that has results alone. */
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <stdlib.h>

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult find_parallel(CmOp *op, void *user) {
  (void)user;
  return cm_op_name_is(op, "scf.parallel") ? CM_WALK_INTERRUPT
                                           : CM_WALK_ADVANCE;
}

static CmBlock *loop_body(CmOp *ploop) {
  return cm_op_num_regions(ploop) == 1 ? cm_op_region(ploop, 0)->first : NULL;
}

static bool has_nested_parallel(CmOp *ploop) {
  CmBlock *b = loop_body(ploop);
  for (CmOp *o = b ? b->first : NULL; o; o = cm_op_next(o))
    if (cm_walk_post(o, find_parallel, NULL) == CM_WALK_INTERRUPT)
      return true;
  return false;
}

static bool equal_iteration_spaces(CmOp *a, CmOp *b) {
  unsigned na = cm_op_num_operands(a) - cm_op_num_results(a);
  unsigned nb = cm_op_num_operands(b) - cm_op_num_results(b);
  if (na != nb || na % 3)
    return false;
  for (unsigned i = 0; i < na; i++)
    if (cm_op_operand(a, i) != cm_op_operand(b, i))
      return false;
  return true;
}

typedef struct Stores {
  CmPtrMap count; /* memref -> number of stores */
  CmPtrMap first; /* memref -> the (first) store op */
} Stores;

static CmWalkResult collect_store(CmOp *op, void *user) {
  Stores *s = user;
  if (!cm_op_name_is(op, "memref.store") || cm_op_num_operands(op) < 2)
    return CM_WALK_ADVANCE;
  CmValue *m = cm_op_operand(op, 1);
  uint64_t *c = cm_ptrmap_get(&s->count, m);
  if (!c)
    cm_ptrmap_put_ptr(&s->first, m, op);
  cm_ptrmap_put(&s->count, m, c ? *c + 1 : 1);
  return CM_WALK_ADVANCE;
}

typedef struct LoadCheck {
  Stores *stores;
  CmPtrMap *map; /* store-side induction variable -> load side */
} LoadCheck;

static CmWalkResult check_load(CmOp *op, void *user) {
  LoadCheck *lc = user;
  if (!cm_op_name_is(op, "memref.load") || cm_op_num_operands(op) < 1)
    return CM_WALK_ADVANCE;
  CmValue *m = cm_op_operand(op, 0);
  CmOp *def = cm_value_defining_op(m);
  if (def && cm_op_block(def) == cm_op_block(op))
    return CM_WALK_INTERRUPT;
  uint64_t *c = cm_ptrmap_get(&lc->stores->count, m);
  if (!c)
    return CM_WALK_ADVANCE;
  if (*c != 1)
    return CM_WALK_INTERRUPT;
  CmOp *store = cm_ptrmap_get_ptr(&lc->stores->first, m);
  unsigned ns = cm_op_num_operands(store) - 2, nl = cm_op_num_operands(op) - 1;
  if (ns != nl)
    return CM_WALK_INTERRUPT;
  for (unsigned i = 0; i < ns; i++) {
    CmValue *si = cm_op_operand(store, 2 + i);
    CmValue *mapped = cm_ptrmap_get_ptr(lc->map, si);
    if ((mapped ? mapped : si) != cm_op_operand(op, 1 + i))
      return CM_WALK_INTERRUPT;
  }
  return CM_WALK_ADVANCE;
}

static CmWalkResult walk_body(CmBlock *b, CmWalkFn fn, void *user) {
  for (CmOp *o = b->first; o; o = cm_op_next(o))
    if (cm_walk_post(o, fn, user) == CM_WALK_INTERRUPT)
      return CM_WALK_INTERRUPT;
  return CM_WALK_ADVANCE;
}

/* 13's haveNoReadsAfterWriteExceptSameIndex. */
static bool no_reads_after_write(CmOp *writer, CmOp *reader, CmPtrMap *map) {
  Stores s = {{0}, {0}};
  walk_body(loop_body(writer), collect_store, &s);
  LoadCheck lc = {&s, map};
  bool ok = walk_body(loop_body(reader), check_load, &lc) != CM_WALK_INTERRUPT;
  cm_ptrmap_free(&s.count);
  cm_ptrmap_free(&s.first);
  return ok;
}

static bool fuse_if_legal(CmOp *first, CmOp *second) {
  CmBlock *fb = loop_body(first), *sb = loop_body(second);
  if (!fb || !sb || !fb->last || cm_op_num_results(first) ||
      fb->num_args != sb->num_args)
    return false;
  if (has_nested_parallel(first) || has_nested_parallel(second) ||
      !equal_iteration_spaces(first, second))
    return false;
  CmPtrMap f2s = {0}, s2f = {0};
  for (unsigned i = 0; i < fb->num_args; i++) {
    cm_ptrmap_put_ptr(&f2s, fb->args[i], sb->args[i]);
    cm_ptrmap_put_ptr(&s2f, sb->args[i], fb->args[i]);
  }
  bool legal = no_reads_after_write(first, second, &f2s) &&
               no_reads_after_write(second, first, &s2f);
  cm_ptrmap_free(&s2f);
  if (legal) {
    CmOp *at = sb->first;
    for (CmOp *o = fb->first; o && o != fb->last; o = cm_op_next(o)) {
      CmOp *c = cm_op_clone(o);
      cm_walk_remap_operands(c, &f2s);
      for (unsigned i = 0; i < cm_op_num_results(o); i++)
        cm_ptrmap_put_ptr(&f2s, cm_op_result(o, i), cm_op_result(c, i));
      if (at)
        cm_block_insert_op_before(sb, at, c);
      else
        cm_block_append_op(sb, c);
    }
    cm_op_erase(first);
  }
  cm_ptrmap_free(&f2s);
  return legal;
}

static bool has_no_effect(CmOp *op) {
  CmEffectVec effects = {0};
  bool known = cm_op_memory_effects(op, &effects);
  bool none = known && effects.len == 0;
  CM_VEC_FREE(effects);
  return none;
}

static CmWalkResult fuse_in_regions(CmOp *op, void *user) {
  bool *changed = user;
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first; b; b = b->next) {
      OpVec chains = {0}; /* loops, NULL between chains */
      bool no_effects = true;
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        if (cm_op_name_is(o, "scf.parallel")) {
          if (!no_effects) {
            CM_VEC_PUSH(chains, NULL);
            no_effects = true;
          }
          CM_VEC_PUSH(chains, o);
          continue;
        }
        no_effects = no_effects && has_no_effect(o) &&
                     cm_op_num_regions(o) == 0;
      }
      for (size_t i = 0; i + 1 < chains.len; i++)
        if (chains.data[i] && chains.data[i + 1] &&
            fuse_if_legal(chains.data[i], chains.data[i + 1]))
          *changed = true;
      CM_VEC_FREE(chains);
    }
  return CM_WALK_ADVANCE;
}

static CmResult fusion_run(CmPassRun *run, CmOp *op) {
  bool changed = false;
  cm_walk_post(op, fuse_in_regions, &changed);
  if (!changed)
    cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_parallel_loop_fusion = {
    .argument = "parallel-loop-fusion",
    .name = "SCFParallelLoopFusion",
    .description = "Fuse adjacent parallel loops",
    .run = fusion_run,
};
