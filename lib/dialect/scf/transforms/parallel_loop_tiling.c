/* parallel_loop_tiling.c - -parallel-loop-tiling as MLIR 13
 * (SCFParallelLoopTiling / tileParallelLoop), option
 * parallel-loop-tile-sizes (one size per dimension; missing ones are 1).
 *
 * Every innermost scf.parallel (one containing no other) of a function
 * becomes two nested loops; before the loop: `constant 0`, one constant per
 * tile size, and `muli %step, %size` per dimension; the outer loop keeps
 * the bounds with the multiplied steps; in its body, per dimension, the
 * inner upper bound is the outer step when the constant trip count is a
 * multiple of the tile size, else
 *   affine.min affine_map<(d0, d1, d2) -> (d0, d1 - d2)>(%newstep, %ub, %iv)
 * and the inner loop runs from 0 to those bounds with the old steps and
 * takes the old body, whose induction variables become
 * `addi %inner_iv, %outer_iv`.  All new ops have the loop's location.
 *
 * 13 divides by a tile size of 0 and drops the results of a loop with
 * reductions; cmlir reports a size below 1 as an error and leaves loops
 * with reductions alone. */
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmValue *) ValVec;
typedef CM_VEC(CmOp *) OpVec;

/* getInnermostParallelLoops: true if `root` encloses a parallel loop. */
static bool innermost_loops(CmOp *root, OpVec *out) {
  bool encloses = false;
  for (unsigned r = 0; r < cm_op_num_regions(root); r++)
    for (CmBlock *b = cm_op_region(root, r)->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o)) {
        bool inner = innermost_loops(o, out);
        encloses |= inner;
        if (cm_op_name_is(o, "scf.parallel")) {
          encloses = true;
          if (!inner)
            CM_VEC_PUSH(*out, o);
        }
      }
  return encloses;
}

static bool const_index(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "std.constant") || !cm_type_is_index(v->type))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* ParallelOp::build without a body builder, before `before`: a block of
 * index arguments (unknown locations) ending in scf.yield. */
static CmOp *build_parallel(CmContext *ctx, CmLoc *loc, unsigned d,
                            CmValue *const *lbs, CmValue *const *ubs,
                            CmValue *const *steps, CmOp *before) {
  ValVec ops = {0};
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(ops, lbs[i]);
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(ops, ubs[i]);
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(ops, steps[i]);
  uint32_t sz[4] = {d, d, d, 0};
  int64_t four = 4;
  CmNamedAttr na = {
      cm_ident_c(ctx, "operand_segment_sizes"),
      cm_dense_elements_attr(
          cm_vector_type(1, &four, cm_integer_type(ctx, 32, CM_SIGNLESS)),
          false, 16, sz)};
  CmOp *np = cm_op_create_v(ctx, "scf.parallel", loc, 0, NULL,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(ctx, 1, &na), 0, NULL, 1);
  CM_VEC_FREE(ops);
  CmBlock *nb = cm_block_create();
  cm_region_append_block(cm_op_region(np, 0), nb);
  for (unsigned i = 0; i < d; i++)
    cm_block_add_arg(nb, cm_index_type(ctx), cm_loc_unknown(ctx));
  cm_block_append_op(nb, cm_op_create_v(ctx, "scf.yield", loc, 0, NULL, 0,
                                        NULL, NULL, 0, NULL, 0));
  cm_block_insert_op_before(cm_op_block(before), before, np);
  return np;
}

static void tile_loop(CmOp *op, const int64_t *sizes, size_t nsizes) {
  CmContext *ctx = cm_op_context(op);
  CmLoc *loc = cm_op_loc(op);
  unsigned d = cm_op_num_operands(op) / 3;
  CmValue *zero = cm_scf_index_constant(ctx, loc, 0, op);
  ValVec tiles = {0}, steps = {0}, bounds = {0}, zeros = {0};
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(tiles, cm_scf_index_constant(ctx, loc,
                                             i < nsizes ? sizes[i] : 1, op));
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(steps, cm_scf_index_binary(ctx, "std.muli", loc,
                                           cm_op_operand(op, 2 * d + i),
                                           tiles.data[i], op));
  CmValue **lbs = cm_xmalloc(sizeof(CmValue *) * 2 * d);
  for (unsigned i = 0; i < 2 * d; i++)
    lbs[i] = cm_op_operand(op, i);
  CmOp *outer = build_parallel(ctx, loc, d, lbs, lbs + d, steps.data, op);
  CmBlock *ob = cm_op_region(outer, 0)->first;
  CmOp *at = ob->last; /* the outer body's yield */
  CmAffineExpr *exprs[2] = {
      cm_affine_dim(ctx, 0),
      cm_affine_sub(cm_affine_dim(ctx, 1), cm_affine_dim(ctx, 2))};
  CmNamedAttr map = {cm_ident_c(ctx, "map"),
                     cm_affine_map_attr(cm_affine_map(ctx, 3, 0, 2, exprs))};
  for (unsigned i = 0; i < d; i++) {
    int64_t l, u, s, t = i < nsizes ? sizes[i] : 1;
    if (const_index(lbs[i], &l) && const_index(lbs[d + i], &u) &&
        const_index(cm_op_operand(op, 2 * d + i), &s) && s > 0) {
      /* llvm::divideCeil on uint64_t */
      uint64_t num = ((uint64_t)(u - l) + (uint64_t)s - 1) / (uint64_t)s;
      if (num % (uint64_t)t == 0) {
        CM_VEC_PUSH(bounds, steps.data[i]);
        continue;
      }
    }
    CmValue *ops[3] = {steps.data[i], lbs[d + i], ob->args[i]};
    CmType *index = cm_index_type(ctx);
    CmOp *m = cm_op_create_v(ctx, "affine.min", loc, 1, &index, 3, ops,
                             cm_dict_attr(ctx, 1, &map), 0, NULL, 0);
    cm_block_insert_op_before(ob, at, m);
    CM_VEC_PUSH(bounds, cm_op_result(m, 0));
  }
  for (unsigned i = 0; i < d; i++)
    CM_VEC_PUSH(zeros, zero);
  CmValue **old_steps = cm_xmalloc(sizeof(CmValue *) * d);
  for (unsigned i = 0; i < d; i++)
    old_steps[i] = cm_op_operand(op, 2 * d + i);
  CmOp *inner = build_parallel(ctx, loc, d, zeros.data, bounds.data,
                               old_steps, at);
  /* the old body replaces the inner loop's */
  cm_region_clear(cm_op_region(inner, 0));
  cm_region_take_body(cm_op_region(inner, 0), cm_op_region(op, 0));
  CmBlock *ib = cm_op_region(inner, 0)->first;
  CmOp *first = ib->first;
  for (unsigned i = 0; i < d; i++) {
    CmValue *iv = ib->args[i];
    CmValue *sum = cm_scf_index_binary(ctx, "std.addi", loc, iv, ob->args[i],
                                       first);
    cm_value_replace_all_uses(iv, sum);
    cm_op_set_operand(cm_value_defining_op(sum), 0, iv);
  }
  cm_op_erase(op);
  free(lbs);
  free(old_steps);
  CM_VEC_FREE(tiles);
  CM_VEC_FREE(steps);
  CM_VEC_FREE(bounds);
  CM_VEC_FREE(zeros);
}

static bool tileable(CmOp *op) {
  CmBlock *b = cm_op_num_regions(op) == 1 ? cm_op_region(op, 0)->first : NULL;
  unsigned n = cm_op_num_operands(op);
  return b && b->first && !cm_op_num_results(op) && n % 3 == 0 &&
         b->num_args == n / 3 && cm_op_block(op);
}

static CmResult tiling_run(CmPassRun *run, CmOp *op) {
  const CmPass *pass = cm_pass_run_pass(run);
  size_t n = cm_pass_option_list_len(pass, "parallel-loop-tile-sizes");
  int64_t *sizes = cm_xcalloc(n + 1, sizeof(int64_t));
  for (size_t i = 0; i < n; i++) {
    sizes[i] = cm_pass_option_list_int(pass, "parallel-loop-tile-sizes", i);
    if (sizes[i] < 1) {
      free(sizes);
      return cm_op_emit_error(op, "parallel-loop-tile-sizes must be "
                                  "positive, got %lld",
                              (long long)cm_pass_option_list_int(
                                  pass, "parallel-loop-tile-sizes", i));
    }
  }
  OpVec loops = {0};
  innermost_loops(op, &loops);
  for (size_t i = 0; i < loops.len; i++)
    if (tileable(loops.data[i]))
      tile_loop(loops.data[i], sizes, n);
  if (!loops.len)
    cm_pass_run_mark_all_preserved(run);
  CM_VEC_FREE(loops);
  free(sizes);
  return CM_SUCCESS;
}

static const CmPassOptionDef tiling_opts[] = {
    {"parallel-loop-tile-sizes", CM_PASS_OPT_INT, true, NULL,
     "Factors to tile parallel loops by", "long"},
};

const CmPassDef cm_pass_parallel_loop_tiling = {
    .argument = "parallel-loop-tiling",
    .name = "SCFParallelLoopTiling",
    .description = "Tile parallel loops",
    .anchor = "func",
    CM_PASS_OPTIONS(tiling_opts),
    .run = tiling_run,
};
