/* parallel_loop_collapsing.c - -parallel-loop-collapsing as MLIR 13
 * (ParallelLoopCollapsing with 13's collapseParallelLoops).
 *
 * Options collapsed-indices-0/1/2 (lists of loop dimensions; the empty
 * ones are skipped) name the dimensions of each scf.parallel that become
 * one dimension of a new loop, in option order.  For every scf.parallel,
 * innermost first:
 *
 * 1. each dimension is normalized, unless it already has a constant 0
 *    lower bound and a constant 1 step: before the loop
 *      %d = subi %ub, %lb ; %c1 = constant 1 ; %s = subi %step, %c1
 *      %a = addi %d, %s ; %n = divi_signed %a, %step
 *    then `constant 0` for a non-zero lower bound and `constant 1` for a
 *    non-unit step; at the start of the body the original induction value
 *    `%iv * %step + %lb` (the muli / addi left out where trivial) replaces
 *    the induction variable (each dimension's ops go in front of the
 *    previous dimension's);
 * 2. `constant 0`, `constant 1` and per new dimension the product
 *    `((1 * n_a) * n_b) ...` of its normalized trip counts, in increasing
 *    dimension order;
 * 3. a new scf.parallel from 0 to the products with step 1 whose body
 *    starts with, for each new dimension and its listed dimensions from
 *    the last to the second: `remi_signed %prev, n_idx` (that dimension's
 *    value) and `divi_signed %prev, n_idx` (the rest); the first listed
 *    dimension takes what remains;
 * 4. the old body (without its scf.yield) moves in front of the new
 *    loop's scf.yield and the old loop is erased.
 * Every new op has the loop's location.
 *
 * MLIR 13 crashes (or builds IR that does not verify) when no index is
 * given, when the indices do not name each dimension of a loop exactly
 * once, or on a loop with reductions; cmlir reports those as errors on the
 * loop instead (the pass fails). */
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmValue *) ValVec;

static const char *const opt_names[3] = {
    "collapsed-indices-0", "collapsed-indices-1", "collapsed-indices-2"};

typedef struct Collapse {
  const CmPass *pass;
  CM_VEC(unsigned) dims[3]; /* the non-empty options, in order */
  unsigned ngroups;
  unsigned total; /* indices over all groups */
  bool failed;
  bool changed;
} Collapse;

static CmOp *insert_before(CmOp *before, CmOp *op) {
  cm_block_insert_op_before(cm_op_block(before), before, op);
  return op;
}

#define make_index_const cm_scf_index_constant
#define make_binary cm_scf_index_binary

/* Checks the loop's shape and that the indices name each dimension once;
 * reports an error otherwise. */
static bool check_loop(Collapse *c, CmOp *op, unsigned *ndims) {
  unsigned n = cm_op_num_operands(op);
  CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
  CmBlock *body = cm_op_region(op, 0)->first;
  if (!seg || n % 3 || !body || !body->last ||
      !cm_op_name_is(body->last, "scf.yield")) {
    /* a loop with reductions (or a malformed one) */
    cm_op_emit_error(op, "cannot collapse a loop with reductions");
    return false;
  }
  unsigned d = n / 3;
  if (cm_op_num_results(op) || body->num_args != d) {
    cm_op_emit_error(op, "cannot collapse a loop with reductions");
    return false;
  }
  if (!c->ngroups) {
    cm_op_emit_error(op, "no collapsed-indices were specified");
    return false;
  }
  bool *seen = cm_xcalloc(d + 1, sizeof(bool));
  bool ok = c->total == d;
  for (unsigned g = 0; g < c->ngroups && ok; g++)
    for (size_t k = 0; k < c->dims[g].len && ok; k++) {
      unsigned i = c->dims[g].data[k];
      ok = i < d && !seen[i];
      if (ok)
        seen[i] = true;
    }
  free(seen);
  if (!ok) {
    cm_op_emit_error(op,
                     "collapsed-indices must name each of the %u loop "
                     "dimensions exactly once",
                     d);
    return false;
  }
  *ndims = d;
  return true;
}

static int cmp_unsigned(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

static void collapse_loop(Collapse *c, CmOp *op, unsigned d) {
  CmContext *ctx = cm_op_context(op);
  CmLoc *loc = cm_op_loc(op);
  CmBlock *body = cm_op_region(op, 0)->first;
  ValVec ubs = {0};
  /* 1. normalize each dimension */
  for (unsigned i = 0; i < d; i++) {
    CmValue *nlb, *nub, *nstep;
    cm_scf_normalize_loop(ctx, op, body, loc, cm_op_operand(op, i),
                          cm_op_operand(op, d + i), cm_op_operand(op, 2 * d + i),
                          body->args[i], &nlb, &nub, &nstep);
    CM_VEC_PUSH(ubs, nub);
  }
  /* 2. the combined trip counts */
  CmValue *c0 = make_index_const(ctx, loc, 0, op);
  CmValue *c1 = make_index_const(ctx, loc, 1, op);
  ValVec new_ubs = {0};
  for (unsigned g = 0; g < c->ngroups; g++) {
    size_t n = c->dims[g].len;
    unsigned *sorted = cm_xmalloc(n * sizeof(unsigned));
    memcpy(sorted, c->dims[g].data, n * sizeof(unsigned));
    qsort(sorted, n, sizeof(unsigned), cmp_unsigned);
    CmValue *p = make_index_const(ctx, loc, 1, op);
    for (size_t k = 0; k < n; k++)
      p = make_binary(ctx, "std.muli", loc, p, ubs.data[sorted[k]], op);
    CM_VEC_PUSH(new_ubs, p);
    free(sorted);
  }
  /* 3. the new loop */
  unsigned ng = c->ngroups;
  ValVec operands = {0};
  for (unsigned g = 0; g < ng; g++)
    CM_VEC_PUSH(operands, c0);
  for (unsigned g = 0; g < ng; g++)
    CM_VEC_PUSH(operands, new_ubs.data[g]);
  for (unsigned g = 0; g < ng; g++)
    CM_VEC_PUSH(operands, c1);
  uint32_t sz[4] = {ng, ng, ng, 0};
  int64_t four = 4;
  CmNamedAttr na = {
      cm_ident_c(ctx, "operand_segment_sizes"),
      cm_dense_elements_attr(
          cm_vector_type(1, &four, cm_integer_type(ctx, 32, CM_SIGNLESS)),
          false, 16, sz)};
  CmOp *np = cm_op_create_v(ctx, "scf.parallel", loc, 0, NULL,
                            (unsigned)operands.len, operands.data,
                            cm_dict_attr(ctx, 1, &na), 0, NULL, 1);
  CmBlock *nb = cm_block_create();
  cm_region_append_block(cm_op_region(np, 0), nb);
  CmLoc *unknown = cm_loc_unknown(ctx);
  for (unsigned g = 0; g < ng; g++)
    cm_block_add_arg(nb, cm_index_type(ctx), unknown);
  CmOp *yield = cm_op_create_v(ctx, "scf.yield", loc, 0, NULL, 0, NULL, NULL,
                               0, NULL, 0);
  cm_block_append_op(nb, yield);
  insert_before(op, np);
  for (unsigned g = 0; g < ng; g++) {
    CmValue *prev = nb->args[g];
    size_t n = c->dims[g].len;
    for (size_t j = n - 1; j > 0; j--) {
      unsigned idx = c->dims[g].data[j];
      CmValue *iv = make_binary(ctx, "std.remi_signed", loc, prev,
                                ubs.data[idx], yield);
      cm_value_replace_all_uses(body->args[idx], iv);
      prev = make_binary(ctx, "std.divi_signed", loc, prev, ubs.data[idx],
                         yield);
    }
    cm_value_replace_all_uses(body->args[c->dims[g].data[0]], prev);
  }
  /* 4. move the body */
  cm_op_erase(body->last);
  while (body->first)
    cm_op_move_before(body->first, yield);
  cm_op_erase(op);
  CM_VEC_FREE(ubs);
  CM_VEC_FREE(new_ubs);
  CM_VEC_FREE(operands);
  c->changed = true;
}

static CmWalkResult visit(CmOp *op, void *user) {
  Collapse *c = user;
  if (!cm_op_name_is(op, "scf.parallel") || cm_op_num_regions(op) != 1 ||
      !cm_op_block(op))
    return CM_WALK_ADVANCE;
  unsigned d;
  if (!check_loop(c, op, &d)) {
    c->failed = true;
    return CM_WALK_ADVANCE;
  }
  collapse_loop(c, op, d);
  return CM_WALK_ADVANCE;
}

static CmResult collapsing_run(CmPassRun *run, CmOp *op) {
  Collapse c = {0};
  c.pass = cm_pass_run_pass(run);
  for (unsigned o = 0; o < 3; o++) {
    size_t n = cm_pass_option_list_len(c.pass, opt_names[o]);
    if (!n)
      continue;
    for (size_t k = 0; k < n; k++) {
      int64_t v = cm_pass_option_list_int(c.pass, opt_names[o], k);
      CM_VEC_PUSH(c.dims[c.ngroups],
                  v < 0 || v > UINT32_MAX ? UINT32_MAX : (unsigned)v);
    }
    c.total += (unsigned)n;
    c.ngroups++;
  }
  cm_walk_post(op, visit, &c);
  for (unsigned g = 0; g < 3; g++)
    CM_VEC_FREE(c.dims[g]);
  if (!c.changed)
    cm_pass_run_mark_all_preserved(run);
  return c.failed ? CM_FAILURE : CM_SUCCESS;
}

static const CmPassOptionDef collapsing_opts[] = {
    {"collapsed-indices-0", CM_PASS_OPT_UINT, true, NULL,
     "Which loop indices to combine 0th loop index", NULL},
    {"collapsed-indices-1", CM_PASS_OPT_UINT, true, NULL,
     "Which loop indices to combine into the position 1 loop index", NULL},
    {"collapsed-indices-2", CM_PASS_OPT_UINT, true, NULL,
     "Which loop indices to combine into the position 2 loop index", NULL},
};

const CmPassDef cm_pass_parallel_loop_collapsing = {
    .argument = "parallel-loop-collapsing",
    .name = "ParallelLoopCollapsing",
    .description = "Collapse parallel loops to use less induction variables",
    CM_PASS_OPTIONS(collapsing_opts),
    .run = collapsing_run,
};
