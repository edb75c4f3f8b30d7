/* loop_specialization.c - -for-loop-specialization and
 * -parallel-loop-specialization as MLIR 13 (SCFForLoopSpecialization,
 * SCFParallelLoopSpecialization).
 *
 * A loop whose upper bounds (every one for scf.parallel) are results of
 * affine.min with a constant among the map's results is duplicated under
 *
 *   %c = constant <smallest constant of the map> : index
 *   %p = cmpi eq, %ub, %c : index      (and-ed over the dimensions)
 *   scf.if %p { <loop with %ub replaced by %c> } else { <loop> }
 *
 * (the replacement applies to every use of the bound inside the copied
 * loop too); the original loop is erased.  Loops are visited innermost
 * first, each one once (the copies are not visited). */
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <limits.h>
#include <stdlib.h>

typedef CM_VEC(CmOp *) OpVec;

/* The smallest constant result of the affine.min defining `v`. */
static bool min_constant(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "affine.min"))
    return false;
  CmAttr *m = cm_op_get_attr(d, "map");
  if (!m || m->kind != CM_ATTR_AFFINE_MAP)
    return false;
  int64_t best = INT64_MAX;
  for (unsigned i = 0; i < m->map->num_results; i++) {
    CmAffineExpr *e = m->map->results[i];
    if (e->kind == CM_AFFINE_CONST && e->value < best)
      best = e->value;
  }
  if (best == INT64_MAX)
    return false;
  *out = best;
  return true;
}

/* scf.if %cond with then and else blocks ending in scf.yield (IfOp::build
 * with an else region), before `op`; the copies of `op` go into it. */
static void specialize(CmOp *op, CmValue *cond, CmPtrMap *map) {
  CmContext *ctx = cm_op_context(op);
  CmLoc *loc = cm_op_loc(op);
  CmOp *ifop = cm_op_create_v(ctx, "scf.if", loc, 0, NULL, 1, &cond, NULL, 0,
                              NULL, 2);
  for (unsigned r = 0; r < 2; r++) {
    CmBlock *b = cm_block_create();
    cm_region_append_block(cm_op_region(ifop, r), b);
    cm_block_append_op(b, cm_op_create_v(ctx, "scf.yield", loc, 0, NULL, 0,
                                         NULL, NULL, 0, NULL, 0));
  }
  cm_block_insert_op_before(cm_op_block(op), op, ifop);
  CmOp *then_copy = cm_op_clone(op);
  cm_walk_remap_operands(then_copy, map);
  CmBlock *tb = cm_op_region(ifop, 0)->first;
  cm_block_insert_op_before(tb, tb->last, then_copy);
  CmBlock *eb = cm_op_region(ifop, 1)->first;
  cm_block_insert_op_before(eb, eb->last, cm_op_clone(op));
  cm_op_erase(op);
}

static CmValue *cmpi_eq(CmContext *ctx, CmLoc *loc, CmValue *a, CmValue *b,
                        CmOp *before) {
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  CmValue *ops[2] = {a, b};
  CmNamedAttr na = {cm_ident_c(ctx, "predicate"),
                    cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 0)};
  CmOp *c = cm_op_create_v(ctx, "std.cmpi", loc, 1, &i1, 2, ops,
                           cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  cm_block_insert_op_before(cm_op_block(before), before, c);
  return cm_op_result(c, 0);
}

static void specialize_for(CmOp *op) {
  if (cm_op_num_operands(op) < 3)
    return;
  CmValue *ub = cm_op_operand(op, 1);
  int64_t k;
  if (!min_constant(ub, &k))
    return;
  CmContext *ctx = cm_op_context(op);
  CmLoc *loc = cm_op_loc(op);
  CmValue *c = cm_scf_index_constant(ctx, loc, k, op);
  CmValue *cond = cmpi_eq(ctx, loc, ub, c, op);
  CmPtrMap map = {0};
  cm_ptrmap_put_ptr(&map, ub, c);
  specialize(op, cond, &map);
  cm_ptrmap_free(&map);
}

static void specialize_parallel(CmOp *op) {
  unsigned n = cm_op_num_operands(op) - cm_op_num_results(op);
  if (n % 3)
    return;
  unsigned d = n / 3;
  int64_t *ks = cm_xcalloc(d + 1, sizeof(int64_t));
  for (unsigned i = 0; i < d; i++)
    if (!min_constant(cm_op_operand(op, d + i), &ks[i])) {
      free(ks);
      return;
    }
  CmContext *ctx = cm_op_context(op);
  CmLoc *loc = cm_op_loc(op);
  CmPtrMap map = {0};
  CmValue *cond = NULL;
  CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
  for (unsigned i = 0; i < d; i++) {
    CmValue *ub = cm_op_operand(op, d + i);
    CmValue *c = cm_scf_index_constant(ctx, loc, ks[i], op);
    CmValue *cmp = cmpi_eq(ctx, loc, ub, c, op);
    if (cond) {
      CmValue *ops[2] = {cond, cmp};
      CmOp *a = cm_op_create_v(ctx, "std.and", loc, 1, &i1, 2, ops, NULL, 0,
                               NULL, 0);
      cm_block_insert_op_before(cm_op_block(op), op, a);
      cond = cm_op_result(a, 0);
    } else {
      cond = cmp;
    }
    cm_ptrmap_put_ptr(&map, ub, c);
  }
  free(ks);
  if (cond) /* (a loop without dimensions has nothing to specialize) */
    specialize(op, cond, &map);
  cm_ptrmap_free(&map);
}

typedef struct Collect {
  const char *name;
  OpVec ops;
} Collect;

static CmWalkResult collect(CmOp *op, void *user) {
  Collect *c = user;
  if (cm_op_name_is(op, c->name) && cm_op_block(op))
    CM_VEC_PUSH(c->ops, op);
  return CM_WALK_ADVANCE;
}

static CmResult run_on(CmPassRun *run, CmOp *op, const char *name,
                       void (*fn)(CmOp *)) {
  Collect c = {name, {0}};
  cm_walk_post(op, collect, &c);
  /* Post-order: an inner loop is specialized before the loop around it,
   * which then copies the specialized form. */
  for (size_t i = 0; i < c.ops.len; i++)
    fn(c.ops.data[i]);
  if (!c.ops.len)
    cm_pass_run_mark_all_preserved(run);
  CM_VEC_FREE(c.ops);
  return CM_SUCCESS;
}

static CmResult for_run(CmPassRun *run, CmOp *op) {
  return run_on(run, op, "scf.for", specialize_for);
}

static CmResult parallel_run(CmPassRun *run, CmOp *op) {
  return run_on(run, op, "scf.parallel", specialize_parallel);
}

const CmPassDef cm_pass_for_loop_specialization = {
    .argument = "for-loop-specialization",
    .name = "SCFForLoopSpecialization",
    .description = "Specialize `for` loops for vectorization",
    .anchor = "func",
    .run = for_run,
};

const CmPassDef cm_pass_parallel_loop_specialization = {
    .argument = "parallel-loop-specialization",
    .name = "SCFParallelLoopSpecialization",
    .description = "Specialize parallel loops for vectorization",
    .anchor = "func",
    .run = parallel_run,
};
