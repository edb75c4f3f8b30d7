/* parallel_to_gpu.c - -convert-parallel-loops-to-gpu as MLIR 13
 * (ParallelToGpuLaunchLowering under a partial conversion whose target
 * makes an scf.parallel with a `mapping` attribute illegal and every
 * other op legal).
 *
 * An outermost scf.parallel (no scf.parallel around it) with a mapping
 * becomes, in this order before it: `constant 1 : index`, the launch
 * bounds (below), then `gpu.launch` with 1 for every size it does not
 * map, whose body ends in `gpu.terminator`.  The loop's body is then
 * cloned into the launch (ops in order; a nested scf.parallel is not
 * cloned but processed the same way, its body spliced in):
 *
 *  - a dimension mapped to a block / thread id (processor 0-5) gets
 *    `affine.apply (map o ((d0)[s0, s1] -> (d0 * s0 + s1)))(id)[step, lb]`
 *    as its induction variable; the launch size of that id is
 *    `affine.apply (bound o ((d0)[s0, s1] -> ((d0 - s0) ceildiv s1)))
 *    (ub)[lb, step]` before the launch.  lb and step must be defined
 *    outside the launch or be constants (copied before it); an upper
 *    bound that is neither is replaced by a static one derived from its
 *    definition (a constant, the constant result of an affine.min, a
 *    product of those), and the body of that dimension is wrapped in
 *    `scf.if (cmpi slt, iv, ub)`;
 *  - a sequential dimension (6) becomes an `scf.for` over the loop's
 *    bounds (the remapped values), its body the rest.
 *
 * The conversion of a loop is undone (the loop stays, no error) when the
 * loop has results, an unmapped scf.parallel is nested, a bound cannot be
 * derived, two dimensions set the size of one id, or an op with memory
 * effects (or regions) comes before a nested loop or after one in an
 * outer scope.  An entry of the mapping that is not a #gpu.loop_dim_map
 * is an error ("expected mapping attribute for lowering to GPU") which, as
 * in 13, does not fail the pass.  cmlir reports the same for entries 13
 * crashes on or lowers to invalid IR (a processor above 6, maps that do
 * not take one dimension to one result, or have symbols), and "expected a
 * mapping attribute for each of the N loop dimensions" for a short
 * mapping.  Other attributes of the loop are copied to the launch. */
#include "cmlir/conversion_scf_gpu.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/scf.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"
#include "../../dialect/gpu/transforms/loops_internal.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmOp *) OpVec;

typedef struct Lowering {
  CmContext *ctx;
  CmRewriter rw; /* plain rewriter: the insertion point */
  CmOp *launch;
  CmPtrMap map;          /* cloning map: original value -> new value */
  OpVec worklist;        /* ops to clone, last first; `launch`: scope end */
  OpVec outside;         /* ops created before the launch (undo list) */
  CmValue *bounds[6];    /* launch sizes set by the mapping */
} Lowering;

static CmValue *lookup(Lowering *l, CmValue *v) {
  CmValue *m = cm_ptrmap_get_ptr(&l->map, v);
  return m ? m : v;
}

static bool region_is_ancestor(CmRegion *anc, CmRegion *r) {
  while (r) {
    if (r == anc)
      return true;
    CmOp *p = r->parent;
    r = p ? cm_op_parent_region(p) : NULL;
  }
  return false;
}

/* Defined in a region enclosing the launch. */
static bool launch_independent(Lowering *l, CmValue *v) {
  return region_is_ancestor(cm_value_parent_region(v),
                            cm_op_parent_region(l->launch));
}

static bool is_std_constant(CmValue *v) {
  CmOp *d = cm_value_defining_op(v);
  return d && cm_op_name_is(d, "std.constant");
}

static bool index_constant_value(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "std.constant") || !cm_type_is_index(v->type))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* Ops created before the launch are recorded so that a failed conversion
 * can erase them. */
static CmOp *insert_outside(Lowering *l, CmOp *op) {
  cm_rewriter_insert(&l->rw, op);
  CM_VEC_PUSH(l->outside, op);
  return op;
}

static CmValue *index_constant(Lowering *l, CmLoc *loc, int64_t v,
                               bool outside) {
  CmValue *c = cm_gpu_loops_index_constant(&l->rw, loc, v);
  if (outside)
    CM_VEC_PUSH(l->outside, cm_value_defining_op(c));
  return c;
}

/* deriveStaticUpperBound (inserting before the launch); NULL if none. */
static CmValue *derive_static_ub(Lowering *l, CmValue *ub) {
  CmOp *d = cm_value_defining_op(ub);
  if (!d)
    return NULL;
  int64_t c;
  if (index_constant_value(ub, &c))
    return ub;
  if (cm_op_name_is(d, "affine.min")) {
    CmAffineMap *m = cm_affine_apply_map(d);
    for (unsigned i = 0; m && i < m->num_results; i++)
      if (m->results[i]->kind == CM_AFFINE_CONST)
        return index_constant(l, cm_op_loc(d), m->results[i]->value, true);
  }
  if (cm_op_name_is(d, "std.muli") && cm_op_num_operands(d) == 2) {
    CmValue *a = derive_static_ub(l, cm_op_operand(d, 0));
    int64_t x, y;
    if (!a || !index_constant_value(a, &x))
      return NULL;
    CmValue *b = derive_static_ub(l, cm_op_operand(d, 1));
    if (!b || !index_constant_value(b, &y))
      return NULL;
    if (x < 0 || y < 0)
      return NULL;
    return index_constant(l, cm_op_loc(d), (int64_t)((uint64_t)x * (uint64_t)y),
                          true);
  }
  return NULL;
}

/* AffineMap::compose: `outer` (one dimension) applied to the result of
 * `inner` (one result); outer's symbols first, then inner's. */
static CmAffineMap *compose(CmAffineMap *outer, CmAffineMap *inner) {
  CmContext *ctx = outer->ctx;
  unsigned ns = outer->num_syms + inner->num_syms;
  CmAffineExpr **syms = cm_xcalloc(inner->num_syms + 1, sizeof *syms);
  for (unsigned i = 0; i < inner->num_syms; i++)
    syms[i] = cm_affine_symbol(ctx, outer->num_syms + i);
  CmAffineExpr *shifted = cm_affine_replace(inner->results[0], NULL, syms);
  CmAffineExpr **res = cm_xcalloc(outer->num_results + 1, sizeof *res);
  for (unsigned i = 0; i < outer->num_results; i++)
    res[i] = cm_affine_replace(outer->results[i], &shifted, NULL);
  CmAffineMap *m = cm_affine_map(ctx, inner->num_dims, ns,
                                 outer->num_results, res);
  free(syms);
  free(res);
  return m;
}

static CmValue *apply(Lowering *l, CmLoc *loc, CmAffineMap *map, CmValue *d0,
                      CmValue *s0, CmValue *s1, bool outside) {
  CmValue *ops[3] = {d0, s0, s1};
  CmOp *a = cm_affine_apply_create(l->ctx, loc, map, 3, ops);
  if (outside)
    insert_outside(l, a);
  else
    cm_rewriter_insert(&l->rw, a);
  return cm_op_result(a, 0);
}

/* A constant defined in the launch body is copied before the launch. */
static CmValue *ensure_launch_independent(Lowering *l, CmValue *v) {
  if (launch_independent(l, v))
    return v;
  CmOp *d = cm_value_defining_op(v);
  if (d && cm_op_name_is(d, "std.constant")) {
    CmOp *c = cm_op_clone(d);
    insert_outside(l, c);
    return cm_op_result(c, 0);
  }
  return NULL;
}

/* (d0)[s0, s1] -> (d0 * s0 + s1) and (d0)[s0, s1] -> ((d0 - s0) ceildiv
 * s1). */
static CmAffineMap *lower_and_step_map(CmContext *ctx) {
  CmAffineExpr *e = cm_affine_add(
      cm_affine_mul(cm_affine_dim(ctx, 0), cm_affine_symbol(ctx, 0)),
      cm_affine_symbol(ctx, 1));
  return cm_affine_map(ctx, 1, 2, 1, &e);
}
static CmAffineMap *step_map(CmContext *ctx) {
  CmAffineExpr *e = cm_affine_ceildiv(
      cm_affine_sub(cm_affine_dim(ctx, 0), cm_affine_symbol(ctx, 0)),
      cm_affine_symbol(ctx, 1));
  return cm_affine_map(ctx, 1, 2, 1, &e);
}

/* scf.if without else, the insertion point at the start of its then block
 * (before its scf.yield). */
static void build_if(Lowering *l, CmLoc *loc, CmValue *cond) {
  CmOp *op = cm_op_create_v(l->ctx, "scf.if", loc, 0, NULL, 1, &cond, NULL, 0,
                            NULL, 2);
  CmBlock *b = cm_block_create();
  cm_region_append_block(cm_op_region(op, 0), b);
  cm_block_append_op(b, cm_op_create_v(l->ctx, "scf.yield", loc, 0, NULL, 0,
                                       NULL, NULL, 0, NULL, 0));
  cm_rewriter_insert(&l->rw, op);
  cm_rewriter_set_to_start(&l->rw, b);
}

/* The maps of a mapping entry take and give one value (13 builds invalid
 * affine.apply ops, or crashes, with other maps). */
static bool one_to_one(const CmAffineMap *m) {
  return m->num_dims == 1 && m->num_syms == 0 && m->num_results == 1;
}

/* Diagnosed errors return CM_FAILURE with *diagnosed set. */
static CmResult process_parallel(Lowering *l, CmOp *par, bool *diagnosed) {
  CmContext *ctx = l->ctx;
  CmAttr *mapping = cm_op_get_attr(par, CM_GPU_MAPPING_ATTR);
  if (!mapping || mapping->kind != CM_ATTR_ARRAY || cm_op_num_results(par))
    return CM_FAILURE;
  CmBlock *body = cm_op_region(par, 0)->first;
  unsigned n = body->num_args;
  if (mapping->array.num < n) {
    *diagnosed = true;
    return cm_op_emit_error(par, "expected a mapping attribute for each of "
                                 "the %u loop dimensions",
                            n);
  }
  CmLoc *loc = cm_op_loc(par);
  for (unsigned i = 0; i < n; i++) {
    int64_t proc;
    CmAffineMap *map, *bound;
    if (!cm_gpu_loop_dim_map_get(mapping->array.elems[i], &proc, &map,
                                 &bound) ||
        proc < 0 || proc > CM_GPU_PROC_SEQUENTIAL || !one_to_one(map) ||
        !one_to_one(bound)) {
      *diagnosed = true;
      return cm_op_emit_error(par,
                              "expected mapping attribute for lowering to GPU");
    }
    CmValue *iv = body->args[i];
    CmValue *lb = cm_op_operand(par, i);
    CmValue *ub = cm_op_operand(par, n + i);
    CmValue *step = cm_op_operand(par, 2 * n + i);
    CmValue *new_index;
    if (proc != CM_GPU_PROC_SEQUENTIAL) {
      CmValue *id = cm_op_region(l->launch, 0)->first->args[proc];
      /* (13 applies to the original step and lower bound, which dangle
       * when they are defined in an enclosing parallel loop's body) */
      new_index = apply(l, loc, compose(map, lower_and_step_map(ctx)), id,
                        lookup(l, step), lookup(l, lb), false);
      if (!launch_independent(l, lb) && !is_std_constant(lb))
        return CM_FAILURE;
      if (!launch_independent(l, step) && !is_std_constant(step))
        return CM_FAILURE;
      bool precise = launch_independent(l, ub) || is_std_constant(ub);
      CmBuilder saved = l->rw.b;
      cm_rewriter_set_before(&l->rw, l->launch);
      CmValue *bub = ub;
      if (!precise) {
        bub = derive_static_ub(l, ub);
        if (!bub) {
          l->rw.b = saved;
          return CM_FAILURE;
        }
      }
      CmValue *a0 = ensure_launch_independent(l, lookup(l, bub));
      CmValue *a1 = ensure_launch_independent(l, lookup(l, lb));
      CmValue *a2 = ensure_launch_independent(l, lookup(l, step));
      if (!a0 || !a1 || !a2) {
        l->rw.b = saved;
        return CM_FAILURE;
      }
      CmValue *lbound =
          apply(l, loc, compose(bound, step_map(ctx)), a0, a1, a2, true);
      l->rw.b = saved;
      if (l->bounds[proc])
        return CM_FAILURE; /* "cannot redefine the bound for processor" */
      l->bounds[proc] = lbound;
      if (!precise) {
        CmValue *ops[2] = {new_index, lookup(l, ub)};
        CmAttr *p =
            cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS), 2 /*slt*/);
        CmNamedAttr na = {cm_ident_c(ctx, "predicate"), p};
        CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
        CmOp *cmp = cm_op_create_v(ctx, "std.cmpi", loc, 1, &i1, 2, ops,
                                   cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
        cm_rewriter_insert(&l->rw, cmp);
        build_if(l, loc, cm_op_result(cmp, 0));
        CM_VEC_PUSH(l->worklist, l->launch);
      }
    } else {
      CmOp *f = cm_scf_build_for(&l->rw, loc, lookup(l, lb), lookup(l, ub),
                                 lookup(l, step), 0, NULL);
      CmBlock *fb = cm_op_region(f, 0)->first;
      new_index = fb->args[0];
      cm_rewriter_set_to_start(&l->rw, fb);
      CM_VEC_PUSH(l->worklist, l->launch);
    }
    cm_ptrmap_put_ptr(&l->map, iv, new_index);
  }
  /* other attributes go to the launch */
  CmAttr *attrs = cm_op_attrs(par);
  for (unsigned i = 0; attrs && i < attrs->dict.num; i++) {
    CmStr name = cm_ident_str(attrs->dict.entries[i].name);
    if (cm_str_eq_c(name, CM_GPU_MAPPING_ATTR) ||
        cm_str_eq_c(name, "operand_segment_sizes"))
      continue;
    CmAttr *d = cm_dict_set(cm_op_attrs(l->launch),
                            attrs->dict.entries[i].name,
                            attrs->dict.entries[i].value);
    cm_op_set_attr_dict(l->launch, d);
  }
  /* the body (without its terminator), last op first */
  CmOp *term = body->last;
  if (term && !cm_op_name_is(term, "scf.yield"))
    term = NULL;
  for (CmOp *o = term ? cm_op_prev(term) : body->last; o; o = cm_op_prev(o))
    CM_VEC_PUSH(l->worklist, o);
  return CM_SUCCESS;
}

/* Converts `par`; on failure everything created is erased. */
static CmResult convert_loop(CmOp *par, bool *diagnosed) {
  Lowering l;
  memset(&l, 0, sizeof l);
  l.ctx = cm_op_context(par);
  cm_rewriter_init(&l.rw, l.ctx, NULL);
  CmLoc *loc = cm_op_loc(par);
  cm_rewriter_set_before(&l.rw, par);
  CmValue *one = index_constant(&l, loc, 1, true);
  CmValue *sizes[6] = {one, one, one, one, one, one};
  l.launch = cm_op_create_v(l.ctx, "gpu.launch", loc, 0, NULL, 6, sizes, NULL,
                            0, NULL, 1);
  CmBlock *lb = cm_block_create();
  cm_region_append_block(cm_op_region(l.launch, 0), lb);
  for (unsigned i = 0; i < 12; i++)
    cm_block_add_arg(lb, cm_index_type(l.ctx), cm_loc_unknown(l.ctx));
  cm_block_append_op(lb, cm_op_create_v(l.ctx, "gpu.terminator", loc, 0, NULL,
                                        0, NULL, NULL, 0, NULL, 0));
  insert_outside(&l, l.launch);
  cm_rewriter_set_to_start(&l.rw, lb);

  CmResult r = process_parallel(&l, par, diagnosed);
  bool seen_effects = false, left_scope = false;
  while (cm_succeeded(r) && l.worklist.len) {
    CmOp *op = l.worklist.data[--l.worklist.len];
    if (cm_op_name_is(op, "scf.parallel")) {
      if (seen_effects) {
        r = CM_FAILURE;
        break;
      }
      r = process_parallel(&l, op, diagnosed);
    } else if (op == l.launch) {
      /* end of a nested scope: continue after its scf.for / scf.if */
      CmOp *scope = cm_block_parent_op(l.rw.b.block);
      cm_rewriter_set_after(&l.rw, scope);
      left_scope = true;
      seen_effects = false;
    } else {
      CmOp *c = cm_op_clone(op);
      cm_walk_remap_operands(c, &l.map);
      cm_rewriter_insert(&l.rw, c);
      for (unsigned i = 0; i < cm_op_num_results(op); i++)
        cm_ptrmap_put_ptr(&l.map, cm_op_result(op, i), cm_op_result(c, i));
      /* (an op with regions counts as having effects, whatever they hold) */
      seen_effects |=
          cm_op_num_regions(c) != 0 || !cm_op_is_side_effect_free(c);
      if (seen_effects && left_scope)
        r = CM_FAILURE;
    }
  }
  if (cm_succeeded(r)) {
    for (unsigned p = 0; p < 6; p++)
      if (l.bounds[p])
        cm_op_set_operand(l.launch, p, l.bounds[p]);
    cm_op_erase(par);
  } else {
    /* undo: the launch (with its body) and the ops before it, newest
     * first */
    for (size_t i = l.outside.len; i-- > 0;)
      cm_op_erase(l.outside.data[i]);
  }
  CM_VEC_FREE(l.worklist);
  CM_VEC_FREE(l.outside);
  cm_ptrmap_free(&l.map);
  return r;
}


typedef struct Collect {
  OpVec loops;
} Collect;

static CmWalkResult collect(CmOp *op, void *user) {
  Collect *c = user;
  if (cm_op_name_is(op, "scf.parallel") &&
      cm_op_get_attr(op, CM_GPU_MAPPING_ATTR)) {
    if (!cm_gpu_loops_in_parallel(op))
      CM_VEC_PUSH(c->loops, op);
    return CM_WALK_SKIP; /* nested loops go with it */
  }
  return CM_WALK_ADVANCE;
}

static CmResult run(CmPassRun *run, CmOp *root) {
  (void)run;
  /* Pre-order, as the conversion driver visits the ops.  A launch may
   * contain (inside a cloned op) further mapped loops: those are
   * converted too, as the driver legalizes the ops a pattern creates. */
  Collect c = {0};
  for (unsigned r = 0; r < cm_op_num_regions(root); r++)
    for (CmBlock *b = cm_op_region(root, r)->first; b; b = b->next)
      for (CmOp *o = b->first; o; o = cm_op_next(o))
        cm_walk_pre(o, collect, &c);
  for (size_t i = 0; i < c.loops.len; i++) {
    bool diagnosed = false;
    CmOp *par = c.loops.data[i];
    CmOp *prev = cm_op_prev(par);
    CmBlock *blk = cm_op_block(par);
    if (cm_failed(convert_loop(par, &diagnosed)))
      continue;
    /* the launch is the last op that replaced the loop */
    for (CmOp *o = prev ? cm_op_next(prev) : blk->first; o; o = cm_op_next(o))
      if (cm_op_name_is(o, "gpu.launch")) {
        cm_walk_pre(o, collect, &c);
        break;
      }
  }
  CM_VEC_FREE(c.loops);
  return CM_SUCCESS;
}

static void deps(CmContext *ctx) {
  cm_register_affine_dialect(ctx);
  cm_register_gpu_dialect(ctx);
}

const CmPassDef cm_pass_convert_parallel_loops_to_gpu = {
    .argument = "convert-parallel-loops-to-gpu",
    .name = "ConvertParallelLoopToGpu",
    .description = "Convert mapped scf.parallel ops to gpu launch operations",
    .anchor = NULL,
    .dependent_dialects = deps,
    .run = run,
};
