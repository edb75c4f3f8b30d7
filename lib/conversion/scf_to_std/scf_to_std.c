/* scf_to_std.c - the `-convert-scf-to-std` pass of MLIR 13: scf.for,
 * scf.if, scf.while, scf.parallel and scf.execute_region become a CFG of
 * std.br / std.cond_br blocks (scf.parallel first becomes a nest of
 * scf.for with the reductions inlined).  Each pattern makes the same
 * rewriter calls in the same order as upstream's, so blocks and values are
 * created in the same order and the output prints identically. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/scf.h"
#include "cmlir/rewrite.h"

#include <string.h>

typedef CM_VEC(CmValue *) ValVec;

static CmOp *create_br(CmRewriter *rw, CmLoc *loc, CmBlock *dest, unsigned n,
                       CmValue *const *args) {
  CmOp *op = cm_op_create_v(rw->ctx, "std.br", loc, 0, NULL, n, args, NULL, 1,
                            &dest, 0);
  return cm_rewriter_insert(rw, op);
}

static CmAttr *segment_attr(CmContext *ctx, unsigned n, const uint32_t *sz) {
  bool splat = true;
  for (unsigned i = 1; i < n; i++)
    if (sz[i] != sz[0])
      splat = false;
  int64_t shape = n;
  CmType *vt =
      cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  return cm_dense_elements_attr(vt, splat, (splat ? 1 : n) * 4, sz);
}

static CmOp *create_cond_br(CmRewriter *rw, CmLoc *loc, CmValue *cond,
                            CmBlock *t, unsigned nt, CmValue *const *targs,
                            CmBlock *f, unsigned nf, CmValue *const *fargs) {
  ValVec ops = {0};
  CM_VEC_PUSH(ops, cond);
  for (unsigned i = 0; i < nt; i++)
    CM_VEC_PUSH(ops, targs[i]);
  for (unsigned i = 0; i < nf; i++)
    CM_VEC_PUSH(ops, fargs[i]);
  uint32_t sz[3] = {1, nt, nf};
  CmNamedAttr na = {cm_ident_c(rw->ctx, "operand_segment_sizes"),
                    segment_attr(rw->ctx, 3, sz)};
  CmBlock *succ[2] = {t, f};
  CmOp *op = cm_op_create_v(rw->ctx, "std.cond_br", loc, 0, NULL,
                            (unsigned)ops.len, ops.data,
                            cm_dict_attr(rw->ctx, 1, &na), 2, succ, 0);
  CM_VEC_FREE(ops);
  return cm_rewriter_insert(rw, op);
}

/* The values of a block's arguments from `from` on. */
static void block_args(CmBlock *b, unsigned from, ValVec *out) {
  for (unsigned i = from; i < b->num_args; i++)
    CM_VEC_PUSH(*out, b->args[i]);
}

/* ---------------------------------------------------------------------- */
/* scf.for                                                                */
/* ---------------------------------------------------------------------- */

static CmResult lower_for(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *body = cm_op_region(op, 0);
  if (!body->first || !body->first->num_args || !body->last->last)
    return CM_FAILURE;
  CmBlock *init = cm_op_block(op);
  CmBlock *end = cm_rewriter_split_block(rw, init, op);
  /* The first body block becomes the condition block (it has the induction
   * variable and the iteration values as arguments); its ops move to a new
   * first body block. */
  CmBlock *cond = body->first;
  CmBlock *first_body = cm_rewriter_split_block(rw, cond, cond->first);
  CmBlock *last_body = body->last;
  cm_rewriter_inline_region_before(rw, body, end->parent, end);
  CmValue *iv = cond->args[0];

  /* Step the induction variable at the end of the body and branch back
   * with the yielded values. */
  CmOp *term = last_body->last;
  cm_rewriter_set_to_end(rw, last_body);
  CmValue *step_ops[2] = {iv, cm_op_operand(op, 2)};
  CmOp *stepped = cm_rewriter_create_v(rw, "std.addi", loc, 1, &iv->type, 2,
                                       step_ops, NULL);
  ValVec carried = {0};
  CM_VEC_PUSH(carried, cm_op_result(stepped, 0));
  for (unsigned i = 0; i < cm_op_num_operands(term); i++)
    CM_VEC_PUSH(carried, cm_op_operand(term, i));
  create_br(rw, loc, cond, (unsigned)carried.len, carried.data);
  cm_rewriter_erase_op(rw, term);

  /* Enter the loop with the lower bound and the initial values. */
  cm_rewriter_set_to_end(rw, init);
  carried.len = 0;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (i != 1 && i != 2)
      CM_VEC_PUSH(carried, cm_op_operand(op, i));
  create_br(rw, loc, cond, (unsigned)carried.len, carried.data);

  /* The condition block compares and enters the body or leaves. */
  cm_rewriter_set_to_end(rw, cond);
  CmValue *cmp_ops[2] = {iv, cm_op_operand(op, 1)};
  CmType *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  CmNamedAttr pred = {cm_ident_c(rw->ctx, "predicate"),
                      cm_integer_attr(cm_integer_type(rw->ctx, 64,
                                                      CM_SIGNLESS),
                                      2 /* slt */)};
  CmOp *cmp = cm_rewriter_create_v(rw, "std.cmpi", loc, 1, &i1, 2, cmp_ops,
                                   cm_dict_attr(rw->ctx, 1, &pred));
  create_cond_br(rw, loc, cm_op_result(cmp, 0), first_body, 0, NULL, end, 0,
                 NULL);

  /* The results are the condition block's iteration arguments. */
  carried.len = 0;
  block_args(cond, 1, &carried);
  cm_rewriter_replace_op(rw, op, (unsigned)carried.len, carried.data);
  CM_VEC_FREE(carried);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* scf.if                                                                 */
/* ---------------------------------------------------------------------- */

/* Moves `r` before `cont`, its last block branching to `cont` with the
 * yielded values; returns its first block. */
static CmBlock *inline_branch_region(CmRewriter *rw, CmLoc *loc, CmRegion *r,
                                     CmBlock *cont) {
  CmBlock *first = r->first;
  CmOp *term = r->last->last;
  cm_rewriter_set_to_end(rw, r->last);
  ValVec vals = {0};
  for (unsigned i = 0; i < cm_op_num_operands(term); i++)
    CM_VEC_PUSH(vals, cm_op_operand(term, i));
  create_br(rw, loc, cont, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  cm_rewriter_erase_op(rw, term);
  cm_rewriter_inline_region_before(rw, r, cont->parent, cont);
  return first;
}

static CmResult lower_if(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *then_r = cm_op_region(op, 0), *else_r = cm_op_region(op, 1);
  if (!then_r->first || !then_r->last->last ||
      (else_r->first && !else_r->last->last))
    return CM_FAILURE;
  CmBlock *cond_block = cm_op_block(op);
  CmBlock *rest = cm_rewriter_split_block(rw, cond_block, op);
  CmBlock *cont = rest;
  unsigned nres = cm_op_num_results(op);
  if (nres) {
    CmType *small[8];
    CmType **types = nres <= 8 ? small : cm_xmalloc(nres * sizeof(CmType *));
    for (unsigned i = 0; i < nres; i++)
      types[i] = cm_op_result(op, i)->type;
    cont = cm_rewriter_create_block(rw, rest->parent, rest, nres, types, NULL);
    if (types != small)
      free(types);
    create_br(rw, loc, rest, 0, NULL);
  }
  CmBlock *then_block = inline_branch_region(rw, loc, then_r, cont);
  CmBlock *else_block = cont;
  if (else_r->first)
    else_block = inline_branch_region(rw, loc, else_r, cont);
  cm_rewriter_set_to_end(rw, cond_block);
  create_cond_br(rw, loc, cm_op_operand(op, 0), then_block, 0, NULL,
                 else_block, 0, NULL);
  ValVec vals = {0};
  block_args(cont, 0, &vals);
  cm_rewriter_replace_op(rw, op, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* scf.execute_region                                                     */
/* ---------------------------------------------------------------------- */

static CmResult lower_execute_region(const CmPattern *pat, CmOp *op,
                                     CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *r = cm_op_region(op, 0);
  if (!r->first)
    return CM_FAILURE;
  CmBlock *cond_block = cm_op_block(op);
  CmBlock *rest = cm_rewriter_split_block(rw, cond_block, op);
  cm_rewriter_set_to_end(rw, cond_block);
  create_br(rw, loc, r->first, 0, NULL);
  ValVec vals = {0};
  for (CmBlock *b = r->first; b; b = b->next) {
    CmOp *term = b->last;
    if (!term || !cm_op_name_is(term, "scf.yield"))
      continue;
    vals.len = 0;
    for (unsigned i = 0; i < cm_op_num_operands(term); i++)
      CM_VEC_PUSH(vals, cm_op_operand(term, i));
    cm_rewriter_set_to_end(rw, b);
    create_br(rw, loc, rest, (unsigned)vals.len, vals.data);
    cm_rewriter_erase_op(rw, term);
  }
  cm_rewriter_inline_region_before(rw, r, rest->parent, rest);
  /* (13: an argument added without a location takes the location of the
   * block's parent op) */
  vals.len = 0;
  CmOp *holder = cm_block_parent_op(rest);
  CmLoc *aloc = holder ? cm_op_loc(holder) : cm_loc_unknown(rw->ctx);
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    CM_VEC_PUSH(vals, cm_block_add_arg(rest, cm_op_result(op, i)->type, aloc));
  cm_rewriter_replace_op(rw, op, (unsigned)vals.len, vals.data);
  CM_VEC_FREE(vals);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* scf.parallel (to a nest of scf.for)                                    */
/* ---------------------------------------------------------------------- */

static CmResult lower_parallel(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  unsigned ls, ln, us, un, ss, sn, is, in;
  if (!cm_ods_operand_group(op, "lowerBound", &ls, &ln) ||
      !cm_ods_operand_group(op, "upperBound", &us, &un) ||
      !cm_ods_operand_group(op, "step", &ss, &sn) ||
      !cm_ods_operand_group(op, "initVals", &is, &in))
    return CM_FAILURE;
  CmBlock *pbody = cm_op_region(op, 0)->first;
  if (!pbody || !pbody->last || pbody->num_args != sn || ln != sn ||
      un != sn)
    return CM_FAILURE;
  ValVec iter = {0}, results = {0}, ivs = {0}, yields = {0};
  for (unsigned i = 0; i < in; i++)
    CM_VEC_PUSH(iter, cm_op_operand(op, is + i));
  for (unsigned i = 0; i < in; i++)
    CM_VEC_PUSH(results, iter.data[i]);
  for (unsigned d = 0; d < sn; d++) {
    CmOp *f = cm_scf_build_for(rw, loc, cm_op_operand(op, ls + d),
                         cm_op_operand(op, us + d), cm_op_operand(op, ss + d),
                         (unsigned)iter.len, iter.data);
    CmBlock *fb = cm_op_region(f, 0)->first;
    CM_VEC_PUSH(ivs, fb->args[0]);
    iter.len = 0;
    block_args(fb, 1, &iter);
    if (d == 0) {
      results.len = 0;
      for (unsigned i = 0; i < cm_op_num_results(f); i++)
        CM_VEC_PUSH(results, cm_op_result(f, i));
    } else if (cm_op_num_results(f)) {
      cm_rewriter_set_to_end(rw, rw->b.block);
      ValVec r = {0};
      for (unsigned i = 0; i < cm_op_num_results(f); i++)
        CM_VEC_PUSH(r, cm_op_result(f, i));
      cm_rewriter_create_v(rw, "scf.yield", loc, 0, NULL, (unsigned)r.len,
                           r.data, NULL);
      CM_VEC_FREE(r);
    }
    cm_rewriter_set_to_start(rw, fb);
  }
  /* Merge the reduction blocks in place of the reduce ops. */
  for (CmOp *o = pbody->first, *next; o; o = next) {
    next = cm_op_next(o);
    if (!cm_op_name_is(o, "scf.reduce"))
      continue;
    CmBlock *rb = cm_op_region(o, 0)->first;
    if (!rb || !rb->last || yields.len >= iter.len)
      continue;
    CmOp *rterm = rb->last;
    CmValue *args[2] = {iter.data[yields.len], cm_op_operand(o, 0)};
    CM_VEC_PUSH(yields, cm_op_operand(rterm, 0));
    cm_rewriter_erase_op(rw, rterm);
    cm_rewriter_merge_block_before(rw, rb, o, 2, args);
    cm_rewriter_erase_op(rw, o);
  }
  /* Then the body without its terminator. */
  cm_rewriter_erase_op(rw, pbody->last);
  CmBlock *nb = rw->b.block;
  if (!nb->first)
    cm_rewriter_merge_blocks(rw, pbody, nb, (unsigned)ivs.len, ivs.data);
  else
    cm_rewriter_merge_block_before(rw, pbody, nb->last, (unsigned)ivs.len,
                                   ivs.data);
  if (yields.len) {
    cm_rewriter_set_to_end(rw, rw->b.block);
    cm_rewriter_create_v(rw, "scf.yield", loc, 0, NULL, (unsigned)yields.len,
                         yields.data, NULL);
  }
  cm_rewriter_replace_op(rw, op, (unsigned)results.len, results.data);
  CM_VEC_FREE(iter);
  CM_VEC_FREE(results);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(yields);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* scf.while                                                              */
/* ---------------------------------------------------------------------- */

static CmOp *region_terminator(CmRegion *r, const char *name) {
  CmOp *t = r->last ? r->last->last : NULL;
  return t && cm_op_name_is(t, name) ? t : NULL;
}

static void operands_from(CmOp *op, unsigned from, ValVec *out) {
  for (unsigned i = from; i < cm_op_num_operands(op); i++)
    CM_VEC_PUSH(*out, cm_op_operand(op, i));
}

/* The general case: both regions inlined, the condition branches to the
 * "after" region or out, the yield back to "before". */
static CmResult lower_while(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *before_r = cm_op_region(op, 0), *after_r = cm_op_region(op, 1);
  CmOp *cond = region_terminator(before_r, "scf.condition");
  CmOp *yield = region_terminator(after_r, "scf.yield");
  if (!cond || !yield || !cm_op_num_operands(cond))
    return CM_FAILURE;
  CmBlock *cur = cm_op_block(op);
  CmBlock *cont = cm_rewriter_split_block(rw, cur, op);
  CmBlock *after = after_r->first, *after_last = after_r->last;
  CmBlock *before = before_r->first, *before_last = before_r->last;
  cm_rewriter_inline_region_before(rw, after_r, cont->parent, cont);
  cm_rewriter_inline_region_before(rw, before_r, after->parent, after);
  ValVec v = {0};
  cm_rewriter_set_to_end(rw, cur);
  operands_from(op, 0, &v);
  create_br(rw, loc, before, (unsigned)v.len, v.data);
  /* (upstream's replaceOpWithNewOp: created at the end of the block, with
   * the replaced terminator's location) */
  cm_rewriter_set_to_end(rw, before_last);
  v.len = 0;
  operands_from(cond, 1, &v);
  create_cond_br(rw, cm_op_loc(cond), cm_op_operand(cond, 0), after,
                 (unsigned)v.len, v.data, cont, 0, NULL);
  cm_rewriter_erase_op(rw, cond);
  cm_rewriter_set_to_end(rw, after_last);
  ValVec y = {0};
  operands_from(yield, 0, &y);
  create_br(rw, cm_op_loc(yield), before, (unsigned)y.len, y.data);
  cm_rewriter_erase_op(rw, yield);
  cm_rewriter_replace_op(rw, op, (unsigned)v.len, v.data);
  CM_VEC_FREE(v);
  CM_VEC_FREE(y);
  return CM_SUCCESS;
}

static CmResult lower_do_while(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  CmRegion *before_r = cm_op_region(op, 0), *after_r = cm_op_region(op, 1);
  CmBlock *ab = after_r->first;
  if (!ab || ab != after_r->last || !ab->first || ab->first != ab->last ||
      !cm_op_name_is(ab->first, "scf.yield"))
    return CM_FAILURE;
  CmOp *yield = ab->first;
  if (cm_op_num_operands(yield) != ab->num_args)
    return CM_FAILURE;
  for (unsigned i = 0; i < ab->num_args; i++)
    if (cm_op_operand(yield, i) != ab->args[i])
      return CM_FAILURE;
  CmOp *cond = region_terminator(before_r, "scf.condition");
  if (!cond || !cm_op_num_operands(cond))
    return CM_FAILURE;
  CmBlock *cur = cm_op_block(op);
  CmBlock *cont = cm_rewriter_split_block(rw, cur, op);
  CmBlock *before = before_r->first;
  cm_rewriter_inline_region_before(rw, before_r, cont->parent, cont);
  ValVec v = {0};
  cm_rewriter_set_to_end(rw, cur);
  operands_from(op, 0, &v);
  create_br(rw, loc, before, (unsigned)v.len, v.data);
  v.len = 0;
  operands_from(cond, 1, &v);
  cm_rewriter_set_to_end(rw, cm_op_block(cond)); /* the last "before" block */
  create_cond_br(rw, cm_op_loc(cond), cm_op_operand(cond, 0), before,
                 (unsigned)v.len, v.data, cont, 0, NULL);
  cm_rewriter_erase_op(rw, cond);
  cm_rewriter_replace_op(rw, op, (unsigned)v.len, v.data);
  CM_VEC_FREE(v);
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* Patterns and the pass                                                  */
/* ---------------------------------------------------------------------- */

static const char *const gen_for[] = {"std.br", "std.cond_br", "std.addi",
                                      "std.cmpi", NULL};
static const char *const gen_br[] = {"std.br", "std.cond_br", NULL};
static const char *const gen_par[] = {"scf.for", "scf.yield", NULL};

void cm_populate_scf_to_std_patterns(CmPatternSet *set) {
  const CmPattern pats[] = {
      {.root = "scf.for", .benefit = 1, .match_and_rewrite = lower_for,
       .label = "ForLowering", .generated = gen_for},
      {.root = "scf.if", .benefit = 1, .match_and_rewrite = lower_if,
       .label = "IfLowering", .generated = gen_br},
      {.root = "scf.parallel", .benefit = 1,
       .match_and_rewrite = lower_parallel, .label = "ParallelLowering",
       .generated = gen_par},
      {.root = "scf.while", .benefit = 1, .match_and_rewrite = lower_while,
       .label = "WhileLowering", .generated = gen_br},
      {.root = "scf.while", .benefit = 2, .match_and_rewrite = lower_do_while,
       .label = "DoWhileLowering", .generated = gen_br},
      {.root = "scf.execute_region", .benefit = 1,
       .match_and_rewrite = lower_execute_region,
       .label = "ExecuteRegionLowering", .generated = gen_br},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
}

static bool any_legal(CmOp *op, void *user) {
  (void)op;
  (void)user;
  return true;
}

CmResult cm_convert_scf_to_std(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  CmPatternSet *set = cm_pattern_set_create(ctx);
  cm_populate_scf_to_std_patterns(set);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  static const char *const illegal[] = {"scf.for", "scf.if", "scf.parallel",
                                        "scf.while", "scf.execute_region"};
  for (size_t i = 0; i < sizeof illegal / sizeof illegal[0]; i++)
    cm_target_add_illegal_op(t, illegal[i]);
  cm_target_mark_unknown_legal(t, any_legal, NULL);
  /* a module: one function at a time, in parallel with threads; every
   * pattern fails before changing the IR or succeeds */
  CmResult r = cm_apply_partial_conversion_per_op_no_rollback(root, t, set);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(set);
  return r;
}

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  return cm_convert_scf_to_std(op);
}

static void deps(CmContext *ctx) { cm_register_std_dialect(ctx); }

const CmPassDef cm_pass_convert_scf_to_std = {
    .argument = "convert-scf-to-std",
    .name = "SCFToStandard",
    .description = "Convert SCF dialect to Standard dialect, replacing "
                   "structured control flow with a CFG",
    .dependent_dialects = deps,
    .run = run};
