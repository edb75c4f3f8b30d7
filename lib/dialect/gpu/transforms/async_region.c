/* async_region.c - -gpu-async-region, MLIR 13's GpuAsyncRegionPass without
 * its async.execute part (cmlir has no async dialect).
 *
 * Per function, the blocks are visited after the ops nested in them (a
 * post-order walk over blocks) and their ops in order, with one "current
 * token" carried through the whole walk:
 *   - gpu.launch is an error ("replace with gpu.launch_func first");
 *   - gpu.wait takes the current token as its first dependency and its own
 *     token (none when not async) becomes the current one;
 *   - gpu.launch_func / alloc / dealloc / memcpy get a `gpu.wait async`
 *     before them when there is no current token, take the token as their
 *     first dependency, and are made async (recreated with a token result
 *     when they had none); their token becomes the current one;
 *   - before a terminator or an op with memory effects (or unknown ones)
 *     the current token is waited on by a `gpu.wait [%t]`, which ends it.
 * A gpu.launch in a nested block stops the visit of that op's blocks but,
 * as in 13, neither the walk nor the pass (the error stays, exit 0); one
 * in the function's own blocks fails the pass.
 */
#include "cmlir/dialect/gpu.h"
#include "cmlir/ods.h"
#include "cmlir/pass.h"

#include <stdlib.h>

typedef struct Threader {
  CmValue *current; /* the current !gpu.async.token, or NULL */
} Threader;

static bool is_async_op(const CmOp *op) {
  return cm_op_name_is(op, "gpu.launch_func") ||
         cm_op_name_is(op, "gpu.alloc") || cm_op_name_is(op, "gpu.dealloc") ||
         cm_op_name_is(op, "gpu.memcpy");
}

/* op->mightHaveTrait<IsTerminator>() */
static bool might_be_terminator(const CmOp *op) {
  const CmOpDef *def = cm_op_def(op);
  return !def || (def->traits & CM_TRAIT_TERMINATOR);
}

/* !MemoryEffectOpInterface::hasNoEffect(op) as 13: ops with effect
 * information have effects when the list is not empty; ops without it
 * have none only with RecursiveSideEffects (the nested ops are not
 * looked at). */
static bool has_side_effects(CmOp *op) {
  const CmOpDef *def = cm_op_def(op);
  if (!def)
    return true;
  CmEffectVec effects = {0};
  bool known = cm_op_memory_effects(op, &effects);
  size_t n = effects.len;
  CM_VEC_FREE(effects);
  if (known)
    return n != 0;
  return !(def->traits & CM_TRAIT_RECURSIVE_SIDE_EFFECTS);
}

/* upstream gpu::addAsyncDependency: `token` becomes operand 0, and the
 * first operand segment grows when the op has segment sizes. */
static void add_async_dependency(CmOp *op, CmValue *token) {
  unsigned n = cm_op_num_operands(op);
  CmValue **ops = malloc((n + 1) * sizeof *ops);
  ops[0] = token;
  for (unsigned i = 0; i < n; i++)
    ops[i + 1] = cm_op_operand(op, i);
  cm_op_set_operands(op, n + 1, ops);
  free(ops);
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  if (!seg || seg->kind != CM_ATTR_DENSE_ELEMENTS)
    return;
  const CmType *st = seg->type;
  if (!st || st->kind != CM_TYPE_VECTOR || st->shaped.rank != 1)
    return;
  unsigned ns = (unsigned)st->shaped.shape[0];
  if (!ns)
    return;
  unsigned *sz = malloc(ns * sizeof *sz);
  for (unsigned i = 0; i < ns; i++)
    sz[i] = (unsigned)cm_dense_get_int(seg, i);
  sz[0]++;
  cm_op_set_attr(op, "operand_segment_sizes",
                 cm_ods_segment_sizes_attr(cm_op_context(op), ns, sz));
  free(sz);
}

/* `gpu.wait [async] [deps]` before `before`; returns its token (NULL when
 * not async). */
static CmValue *create_wait(CmOp *before, bool async, CmValue *dep) {
  CmContext *ctx = cm_op_context(before);
  CmType *tok = cm_gpu_async_token_type(ctx);
  CmOp *w = cm_op_create_v(ctx, "gpu.wait", cm_op_loc(before), async ? 1 : 0,
                           &tok, dep ? 1 : 0, &dep, NULL, 0, NULL, 0);
  cm_block_insert_op_before(cm_op_block(before), before, w);
  return async ? cm_op_result(w, 0) : NULL;
}

/* Threads the current token through an async op, recreating it with a
 * token result when it has none. */
static void rewrite_async_op(Threader *t, CmOp *op) {
  CmContext *ctx = cm_op_context(op);
  if (!t->current)
    t->current = create_wait(op, true, NULL);
  add_async_dependency(op, t->current);
  t->current = cm_gpu_async_token(op);
  if (t->current)
    return;
  unsigned nr = cm_op_num_results(op);
  CmType **types = malloc((nr + 1) * sizeof *types);
  for (unsigned i = 0; i < nr; i++)
    types[i] = cm_op_result(op, i)->type;
  types[nr] = cm_gpu_async_token_type(ctx);
  unsigned no = cm_op_num_operands(op);
  CmValue **ops = malloc((no ? no : 1) * sizeof *ops);
  for (unsigned i = 0; i < no; i++)
    ops[i] = cm_op_operand(op, i);
  CmOp *n = cm_op_create_v(ctx, cm_op_opname(op)->name->str,
                           cm_op_loc(op), nr + 1, types, no, ops,
                           cm_op_attrs(op), 0, NULL, 0);
  free(types);
  free(ops);
  cm_block_insert_op_before(cm_op_block(op), op, n);
  for (unsigned i = 0; i < nr; i++)
    cm_value_replace_all_uses(cm_op_result(op, i), cm_op_result(n, i));
  cm_op_erase(op);
  t->current = cm_op_result(n, nr);
}

static bool visit(Threader *t, CmOp *op) {
  if (cm_op_name_is(op, "gpu.launch")) {
    cm_op_emit_error(op, "replace with gpu.launch_func first");
    return false;
  }
  if (cm_op_name_is(op, "gpu.wait")) {
    if (t->current)
      add_async_dependency(op, t->current);
    t->current = cm_gpu_async_token(op);
    return true;
  }
  if (is_async_op(op)) {
    rewrite_async_op(t, op);
    return true;
  }
  if (t->current && (might_be_terminator(op) || has_side_effects(op)))
    t->current = create_wait(op, false, t->current);
  return true;
}

/* 13's post-order walk over blocks: the ops of a block are walked (their
 * outcome ignored, as 13's walk does for nested ops) before the block is
 * visited; a block that fails ends the walk of the op holding it, and the
 * pass fails only when a block of the function itself does. */
static bool walk_blocks(Threader *t, CmOp *op) {
  for (unsigned r = 0; r < cm_op_num_regions(op); r++)
    for (CmBlock *b = cm_op_region(op, r)->first, *nb; b; b = nb) {
      nb = b->next;
      for (CmOp *o = b->first; o; o = cm_op_next(o))
        (void)walk_blocks(t, o);
      for (CmOp *o = b->first, *no; o; o = no) {
        no = cm_op_next(o);
        if (!visit(t, o))
          return false;
      }
    }
  return true;
}

static CmResult run(CmPassRun *run, CmOp *func) {
  (void)run;
  Threader t = {NULL};
  return walk_blocks(&t, func) ? CM_SUCCESS : CM_FAILURE;
}

const CmPassDef cm_pass_gpu_async_region = {
    .argument = "gpu-async-region",
    .name = "GpuAsyncRegionPass",
    .description = "Make GPU ops async",
    .anchor = "func",
    .run = run,
};
