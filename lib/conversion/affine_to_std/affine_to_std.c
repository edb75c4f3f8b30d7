/* affine_to_std.c - the `-lower-affine` pass of MLIR 13 (AffineToStandard):
 * affine.for -> scf.for, affine.if -> scf.if, affine.parallel ->
 * scf.parallel (reductions as scf.reduce), affine.load / store ->
 * memref.load / store, affine.prefetch / dma_start / dma_wait -> their
 * memref ops, affine.vector_load / vector_store -> vector.load / store,
 * affine.apply / min / max -> std index arithmetic.  Affine expressions
 * are expanded exactly as 13's AffineApplyExpander does (same ops, same
 * order), so the output prints identically. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/scf.h"
#include "cmlir/dialect/affine.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

#include <stdlib.h>
#include <string.h>

typedef CM_VEC(CmValue *) ValVec;

/* &v.data[i] without arithmetic on the NULL data of an empty vector */
#define AT(v, i) ((i) ? (v).data + (i) : (v).data)

enum { PRED_EQ = 0, PRED_SLT = 2, PRED_SLE = 3, PRED_SGT = 4, PRED_SGE = 5 };

static CmValue *cst_index(CmRewriter *rw, CmLoc *loc, int64_t v) {
  CmType *idx = cm_index_type(rw->ctx);
  CmNamedAttr na = {cm_ident_c(rw->ctx, "value"), cm_integer_attr(idx, v)};
  return cm_op_result(cm_rewriter_create_v(rw, "std.constant", loc, 1, &idx,
                                           0, NULL,
                                           cm_dict_attr(rw->ctx, 1, &na)),
                      0);
}

static CmValue *binop(CmRewriter *rw, CmLoc *loc, const char *name,
                      CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmType *t = a->type;
  return cm_op_result(
      cm_rewriter_create_v(rw, name, loc, 1, &t, 2, ops, NULL), 0);
}

static CmValue *cmpi(CmRewriter *rw, CmLoc *loc, int pred, CmValue *a,
                     CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmType *i1 = cm_integer_type(rw->ctx, 1, CM_SIGNLESS);
  CmNamedAttr na = {
      cm_ident_c(rw->ctx, "predicate"),
      cm_integer_attr(cm_integer_type(rw->ctx, 64, CM_SIGNLESS), pred)};
  return cm_op_result(cm_rewriter_create_v(rw, "std.cmpi", loc, 1, &i1, 2,
                                           ops,
                                           cm_dict_attr(rw->ctx, 1, &na)),
                      0);
}

static CmValue *select_(CmRewriter *rw, CmLoc *loc, CmValue *c, CmValue *a,
                        CmValue *b) {
  CmValue *ops[3] = {c, a, b};
  CmType *t = a->type;
  return cm_op_result(
      cm_rewriter_create_v(rw, "std.select", loc, 1, &t, 3, ops, NULL), 0);
}

/* 13's AffineApplyExpander */
CmValue *cm_affine_expand_expr(CmRewriter *rw, CmLoc *loc, CmAffineExpr *e,
                               CmValue *const *dims, CmValue *const *syms) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
    return cst_index(rw, loc, e->value);
  case CM_AFFINE_DIM:
    return dims[e->pos];
  case CM_AFFINE_SYMBOL:
    return syms[e->pos];
  case CM_AFFINE_ADD:
  case CM_AFFINE_MUL: {
    CmValue *l = cm_affine_expand_expr(rw, loc, e->bin.lhs, dims, syms);
    CmValue *r = l ? cm_affine_expand_expr(rw, loc, e->bin.rhs, dims, syms)
                   : NULL;
    if (!r)
      return NULL;
    return binop(rw, loc, e->kind == CM_AFFINE_ADD ? "std.addi" : "std.muli",
                 l, r);
  }
  default:
    break;
  }
  bool is_mod = e->kind == CM_AFFINE_MOD;
  CmAffineExpr *rhs = e->bin.rhs;
  if (rhs->kind != CM_AFFINE_CONST) {
    cm_emit_error(
        loc, is_mod ? "semi-affine expressions (modulo by non-const) are not "
                      "supported"
                    : "semi-affine expressions (division by non-const) are "
                      "not supported");
    return NULL;
  }
  if (rhs->value <= 0) {
    cm_emit_error(
        loc, is_mod ? "modulo by non-positive value is not supported"
                    : "division by non-positive value is not supported");
    return NULL;
  }
  CmValue *l = cm_affine_expand_expr(rw, loc, e->bin.lhs, dims, syms);
  if (!l)
    return NULL;
  CmValue *r = cm_affine_expand_expr(rw, loc, rhs, dims, syms);
  if (is_mod) {
    /* a mod b = (a % b < 0) ? a % b + b : a % b */
    CmValue *rem = binop(rw, loc, "std.remi_signed", l, r);
    CmValue *zero = cst_index(rw, loc, 0);
    CmValue *neg = cmpi(rw, loc, PRED_SLT, rem, zero);
    CmValue *corr = binop(rw, loc, "std.addi", rem, r);
    return select_(rw, loc, neg, corr, rem);
  }
  if (e->kind == CM_AFFINE_FLOORDIV) {
    /* a floordiv b = (a < 0) ? -1 - (-1 - a) / b : a / b */
    CmValue *zero = cst_index(rw, loc, 0);
    CmValue *none = cst_index(rw, loc, -1);
    CmValue *neg = cmpi(rw, loc, PRED_SLT, l, zero);
    CmValue *negdec = binop(rw, loc, "std.subi", none, l);
    CmValue *dividend = select_(rw, loc, neg, negdec, l);
    CmValue *q = binop(rw, loc, "std.divi_signed", dividend, r);
    CmValue *cq = binop(rw, loc, "std.subi", none, q);
    return select_(rw, loc, neg, cq, q);
  }
  /* a ceildiv b = (a <= 0) ? -((-a) / b) : ((a - 1) / b) + 1 */
  CmValue *zero = cst_index(rw, loc, 0);
  CmValue *one = cst_index(rw, loc, 1);
  CmValue *nonpos = cmpi(rw, loc, PRED_SLE, l, zero);
  CmValue *negated = binop(rw, loc, "std.subi", zero, l);
  CmValue *dec = binop(rw, loc, "std.subi", l, one);
  CmValue *dividend = select_(rw, loc, nonpos, negated, dec);
  CmValue *q = binop(rw, loc, "std.divi_signed", dividend, r);
  CmValue *nq = binop(rw, loc, "std.subi", zero, q);
  CmValue *iq = binop(rw, loc, "std.addi", q, one);
  return select_(rw, loc, nonpos, nq, iq);
}

CmResult cm_affine_expand_map(CmRewriter *rw, CmLoc *loc, CmAffineMap *map,
                              CmValue *const *operands, CmValue **out) {
  for (unsigned i = 0; i < map->num_results; i++) {
    /* (no pointer arithmetic on an empty, NULL operand list) */
    CmValue *const *syms = map->num_dims ? operands + map->num_dims : operands;
    out[i] = cm_affine_expand_expr(rw, loc, map->results[i], operands, syms);
    if (!out[i])
      return CM_FAILURE;
  }
  return CM_SUCCESS;
}

/* The operands of `op` from `first` on. */
static void operands_from(CmOp *op, unsigned first, unsigned n, ValVec *out) {
  /* never NULL, even for no operands: callers offset into it (the dims
   * and symbols of a constant map), and NULL + 0 is undefined */
  if (!out->cap)
    cm_grow((void **)&out->data, &out->cap, 1, sizeof(*out->data));
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(*out, cm_op_operand(op, first + i));
}

/* expandAffineMap + buildMinMaxReductionSeq (NULL on failure). */
static CmValue *lower_map_minmax(CmRewriter *rw, CmLoc *loc, CmAffineMap *map,
                                 CmValue *const *operands, int pred) {
  if (!map->num_results)
    return NULL;
  CmValue **vals = cm_xcalloc(map->num_results, sizeof *vals);
  CmValue *v = NULL;
  if (!cm_affine_expand_map(rw, loc, map, operands, vals)) {
    v = vals[0];
    for (unsigned i = 1; i < map->num_results; i++) {
      CmValue *c = cmpi(rw, loc, pred, v, vals[i]);
      v = select_(rw, loc, c, v, vals[i]);
    }
  }
  free(vals);
  return v;
}

/* ---- affine.apply / min / max ------------------------------------------ */
CmValue *cm_affine_expand_min_max(CmRewriter *rw, CmLoc *loc,
                                  CmAffineMap *map, CmValue *const *operands,
                                  bool is_max) {
  return lower_map_minmax(rw, loc, map, operands, is_max ? PRED_SGT : PRED_SLT);
}

static CmResult lower_apply(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmAffineMap *m = cm_affine_apply_map(op);
  ValVec ops = {0};
  operands_from(op, 0, cm_op_num_operands(op), &ops);
  CmValue **vals = cm_xcalloc(m->num_results + 1, sizeof *vals);
  CmResult r = cm_affine_expand_map(rw, cm_op_loc(op), m, ops.data, vals);
  if (!r)
    cm_rewriter_replace_op(rw, op, m->num_results, vals);
  free(vals);
  CM_VEC_FREE(ops);
  return r;
}

static CmResult lower_minmax(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  ValVec ops = {0};
  operands_from(op, 0, cm_op_num_operands(op), &ops);
  CmValue *v = lower_map_minmax(rw, cm_op_loc(op), cm_affine_apply_map(op),
                                ops.data,
                                cm_op_name_is(op, "affine.min") ? PRED_SLT
                                                                : PRED_SGT);
  CM_VEC_FREE(ops);
  if (!v)
    return CM_FAILURE;
  cm_rewriter_replace_op(rw, op, 1, &v);
  return CM_SUCCESS;
}

/* ---- affine.yield ---------------------------------------------------------- */
static CmResult lower_yield(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmOp *parent = cm_op_parent_op(op);
  ValVec ops = {0};
  if (!parent || !cm_op_name_is(parent, "scf.parallel"))
    operands_from(op, 0, cm_op_num_operands(op), &ops);
  CmOp *y = cm_op_create_v(rw->ctx, "scf.yield", cm_op_loc(op), 0, NULL,
                           (unsigned)ops.len, ops.data, NULL, 0, NULL, 0);
  CM_VEC_FREE(ops);
  cm_rewriter_set_before(rw, op);
  cm_rewriter_replace_op_with_op(rw, op, y);
  return CM_SUCCESS;
}

/* ---- affine.for -------------------------------------------------------------- */
static CmResult lower_for(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmLoc *loc = cm_op_loc(op);
  ValVec ops = {0};
  unsigned nlb = cm_affine_for_num_lb_operands(op);
  unsigned nub = cm_affine_for_num_ub_operands(op);
  operands_from(op, 0, cm_op_num_operands(op), &ops);
  CmResult r = CM_FAILURE;
  CmValue *lb = lower_map_minmax(rw, loc, cm_affine_for_lb_map(op), ops.data,
                                 PRED_SGT);
  CmValue *ub = lb ? lower_map_minmax(rw, loc, cm_affine_for_ub_map(op),
                                      AT(ops, nlb), PRED_SLT)
                   : NULL;
  if (!ub)
    goto done;
  CmValue *step = cst_index(rw, loc, cm_affine_for_step(op));
  unsigned niter = cm_affine_for_num_iter_args(op);
  CmOp *f = cm_scf_build_for(rw, loc, lb, ub, step, niter,
                             AT(ops, nlb + nub));
  cm_rewriter_erase_block(rw, cm_op_region(f, 0)->first);
  cm_rewriter_inline_region_before(rw, cm_op_region(op, 0),
                                   cm_op_region(f, 0), NULL);
  ValVec res = {0};
  for (unsigned i = 0; i < cm_op_num_results(f); i++)
    CM_VEC_PUSH(res, cm_op_result(f, i));
  cm_rewriter_replace_op(rw, op, (unsigned)res.len, res.data);
  CM_VEC_FREE(res);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(ops);
  return r;
}

/* ---- affine.if ------------------------------------------------------------- */
static CmResult lower_if(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  (void)pat;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  CmIntegerSet *set = cm_affine_if_set(op);
  CmValue *zero = cst_index(rw, loc, 0);
  ValVec ops = {0};
  operands_from(op, 0, cm_op_num_operands(op), &ops);
  CmValue *cond = NULL;
  for (unsigned i = 0; i < set->num_constraints; i++) {
    CmValue *v = cm_affine_expand_expr(rw, loc, set->constraints[i], ops.data,
                                       AT(ops, set->num_dims));
    if (!v) {
      CM_VEC_FREE(ops);
      return CM_FAILURE;
    }
    CmValue *c = cmpi(rw, loc, set->is_eq[i] ? PRED_EQ : PRED_SGE, v, zero);
    cond = cond ? binop(rw, loc, "std.and", cond, c) : c;
  }
  CM_VEC_FREE(ops);
  if (!cond) {
    CmType *i1 = cm_integer_type(ctx, 1, CM_SIGNLESS);
    CmNamedAttr na = {cm_ident_c(ctx, "value"), cm_integer_attr(i1, 1)};
    cond = cm_op_result(cm_rewriter_create_v(rw, "std.constant", loc, 1, &i1,
                                             0, NULL,
                                             cm_dict_attr(ctx, 1, &na)),
                        0);
  }
  bool has_else = !cm_region_empty(cm_op_region(op, 1));
  unsigned nres = cm_op_num_results(op);
  CM_VEC(CmType *) types = {0};
  for (unsigned i = 0; i < nres; i++)
    CM_VEC_PUSH(types, cm_op_result(op, i)->type);
  /* 13's scf::IfOp::build(resultTypes, cond, withElse): the regions get a
   * block each (with an scf.yield when there are no results), which the
   * pattern replaces by the affine regions. */
  CmOp *nif = cm_op_create_v(ctx, "scf.if", loc, nres, types.data, 1, &cond,
                             NULL, 0, NULL, 2);
  CM_VEC_FREE(types);
  for (unsigned r = 0; r < (has_else ? 2u : 1u); r++) {
    CmBlock *b = cm_block_create();
    cm_region_append_block(cm_op_region(nif, r), b);
    if (!nres)
      cm_block_append_op(b, cm_op_create_v(ctx, "scf.yield", loc, 0, NULL, 0,
                                           NULL, NULL, 0, NULL, 0));
  }
  cm_rewriter_insert(rw, nif);
  for (unsigned r = 0; r < (has_else ? 2u : 1u); r++) {
    CmRegion *dst = cm_op_region(nif, r);
    CmBlock *last = dst->last;
    cm_rewriter_inline_region_before(rw, cm_op_region(op, r), dst, last);
    cm_rewriter_erase_block(rw, last);
  }
  ValVec res = {0};
  for (unsigned i = 0; i < nres; i++)
    CM_VEC_PUSH(res, cm_op_result(nif, i));
  cm_rewriter_replace_op(rw, op, nres, res.data);
  CM_VEC_FREE(res);
  return CM_SUCCESS;
}

/* ---- affine.parallel ------------------------------------------------------- */
static CmAttr *segment_attr(CmContext *ctx, unsigned n, const uint32_t *sz) {
  bool splat = true;
  for (unsigned i = 1; i < n; i++)
    splat = splat && sz[i] == sz[0];
  int64_t shape = n;
  CmType *vt = cm_vector_type(1, &shape, cm_integer_type(ctx, 32, CM_SIGNLESS));
  return cm_dense_elements_attr(vt, splat, (splat ? 1 : n) * 4, sz);
}

enum { RMW_ADDF = 0, RMW_ADDI = 1, RMW_MULF = 9, RMW_MULI = 10 };

static CmResult lower_parallel(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmContext *ctx = rw->ctx;
  CmLoc *loc = cm_op_loc(op);
  unsigned nd = cm_affine_parallel_num_dims(op);
  CmAffineMap *lbm = cm_affine_parallel_lb_map(op);
  CmAffineMap *ubm = cm_affine_parallel_ub_map(op);
  unsigned nlb = lbm->num_dims + lbm->num_syms;
  ValVec all = {0}, lbs = {0}, ubs = {0}, steps = {0}, inits = {0};
  operands_from(op, 0, cm_op_num_operands(op), &all);
  CmResult r = CM_FAILURE;
  for (unsigned i = 0; i < nd; i++) {
    unsigned s, n;
    cm_affine_parallel_lb_group(op, i, &s, &n);
    CmAffineMap *sub = cm_affine_map(ctx, lbm->num_dims, lbm->num_syms, n,
                                     lbm->results + s);
    CmValue *lo = lower_map_minmax(rw, loc, sub, all.data, PRED_SGT);
    if (!lo)
      goto done;
    CM_VEC_PUSH(lbs, lo);
    cm_affine_parallel_ub_group(op, i, &s, &n);
    sub = cm_affine_map(ctx, ubm->num_dims, ubm->num_syms, n, ubm->results + s);
    CmValue *hi = lower_map_minmax(rw, loc, sub, AT(all, nlb), PRED_SLT);
    if (!hi)
      goto done;
    CM_VEC_PUSH(ubs, hi);
  }
  for (unsigned i = 0; i < nd; i++)
    CM_VEC_PUSH(steps, cst_index(rw, loc, cm_affine_parallel_step(op, i)));
  unsigned nres = cm_op_num_results(op);
  CM_VEC(CmType *) types = {0};
  for (unsigned i = 0; i < nres; i++) {
    CmType *t = cm_op_result(op, i)->type;
    int64_t k = cm_affine_parallel_reduction(op, i);
    CmAttr *a = NULL;
    if (k == RMW_ADDF)
      a = cm_float_attr(t, 0.0);
    else if (k == RMW_ADDI)
      a = cm_integer_attr(t, 0);
    else if (k == RMW_MULF)
      a = cm_float_attr(t, 1.0);
    else if (k == RMW_MULI)
      a = cm_integer_attr(t, 1);
    if (!a) {
      cm_emit_error(loc, "Reduction operation type not supported");
      CM_VEC_FREE(types);
      goto done;
    }
    CmNamedAttr na = {cm_ident_c(ctx, "value"), a};
    CM_VEC_PUSH(inits, cm_op_result(cm_rewriter_create_v(
                                        rw, "std.constant", loc, 1, &t, 0,
                                        NULL, cm_dict_attr(ctx, 1, &na)),
                                    0));
    CM_VEC_PUSH(types, t);
  }
  ValVec ops = {0};
  for (unsigned i = 0; i < nd; i++)
    CM_VEC_PUSH(ops, lbs.data[i]);
  for (unsigned i = 0; i < nd; i++)
    CM_VEC_PUSH(ops, ubs.data[i]);
  for (unsigned i = 0; i < nd; i++)
    CM_VEC_PUSH(ops, steps.data[i]);
  for (unsigned i = 0; i < nres; i++)
    CM_VEC_PUSH(ops, inits.data[i]);
  uint32_t sz[4] = {nd, nd, nd, nres};
  CmNamedAttr na = {cm_ident_c(ctx, "operand_segment_sizes"),
                    segment_attr(ctx, 4, sz)};
  CmOp *par = cm_op_create_v(ctx, "scf.parallel", loc, nres, types.data,
                             (unsigned)ops.len, ops.data,
                             cm_dict_attr(ctx, 1, &na), 0, NULL, 1);
  CM_VEC_FREE(ops);
  CM_VEC_FREE(types);
  cm_rewriter_insert(rw, par);
  CmOp *term = cm_op_region(op, 0)->first
                   ? cm_block_terminator(cm_op_region(op, 0)->first)
                   : NULL;
  cm_rewriter_inline_region_before(rw, cm_op_region(op, 0),
                                   cm_op_region(par, 0), NULL);
  for (unsigned i = 0; i < nres && term; i++) {
    int64_t k = cm_affine_parallel_reduction(op, i);
    cm_rewriter_set_before(rw, cm_op_region(par, 0)->first->last);
    CmValue *v = cm_op_operand(term, i);
    CmOp *red = cm_op_create_v(ctx, "scf.reduce", loc, 0, NULL, 1, &v, NULL,
                               0, NULL, 1);
    cm_rewriter_insert(rw, red);
    CmType *t = v->type;
    CmType *ts[2] = {t, t};
    CmLoc *locs[2] = {loc, loc};
    CmBlock *rb = cm_rewriter_create_block(rw, cm_op_region(red, 0), NULL, 2, ts,
                                           locs);
    cm_rewriter_set_to_end(rw, rb);
    const char *name = k == RMW_ADDF   ? "std.addf"
                       : k == RMW_ADDI ? "std.addi"
                       : k == RMW_MULF ? "std.mulf"
                                       : "std.muli";
    CmValue *res = binop(rw, loc, name, rb->args[0], rb->args[1]);
    cm_rewriter_create_v(rw, "scf.reduce.return", loc, 0, NULL, 1, &res, NULL);
  }
  ValVec res = {0};
  for (unsigned i = 0; i < nres; i++)
    CM_VEC_PUSH(res, cm_op_result(par, i));
  cm_rewriter_replace_op(rw, op, nres, res.data);
  CM_VEC_FREE(res);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(all);
  CM_VEC_FREE(lbs);
  CM_VEC_FREE(ubs);
  CM_VEC_FREE(steps);
  CM_VEC_FREE(inits);
  return r;
}

/* ---- memory ops ---------------------------------------------------------------- */
/* Expands the map `attr` over the operands after operand `memref_idx`
 * into `out` (appended). */
static CmResult expand_indices(CmRewriter *rw, CmOp *op, const char *attr,
                               unsigned memref_idx, ValVec *out) {
  CmAttr *a = cm_op_get_attr(op, attr);
  CmAffineMap *m = a->map;
  ValVec ops = {0};
  operands_from(op, memref_idx + 1, m->num_dims + m->num_syms, &ops);
  CmValue **vals = cm_xcalloc(m->num_results + 1, sizeof *vals);
  CmResult r = cm_affine_expand_map(rw, cm_op_loc(op), m, ops.data, vals);
  for (unsigned i = 0; !r && i < m->num_results; i++)
    CM_VEC_PUSH(*out, vals[i]);
  free(vals);
  CM_VEC_FREE(ops);
  return r;
}

static CmResult lower_access(const CmPattern *pat, CmOp *op, CmRewriter *rw) {
  CmContext *ctx = rw->ctx;
  const char *target = pat->user;
  bool store = cm_is_affine_store(op);
  unsigned mi = store ? 1 : 0;
  if (!cm_lookup_op_def(ctx, target, strlen(target)))
    return cm_emit_error(cm_op_loc(op),
                         "'%s' cannot be lowered: '%s' is not available",
                         cm_op_opname(op)->name->str, target);
  ValVec ops = {0};
  if (store)
    CM_VEC_PUSH(ops, cm_op_operand(op, 0));
  CM_VEC_PUSH(ops, cm_op_operand(op, mi));
  if (expand_indices(rw, op, "map", mi, &ops)) {
    CM_VEC_FREE(ops);
    return CM_FAILURE;
  }
  CmType *t = store ? NULL : cm_op_result(op, 0)->type;
  CmAttr *attrs = NULL;
  if (cm_op_name_is(op, "affine.prefetch")) {
    CmNamedAttr na[3] = {
        {cm_ident_c(ctx, "isDataCache"), cm_op_get_attr(op, "isDataCache")},
        {cm_ident_c(ctx, "isWrite"), cm_op_get_attr(op, "isWrite")},
        {cm_ident_c(ctx, "localityHint"), cm_op_get_attr(op, "localityHint")}};
    attrs = cm_dict_attr(ctx, 3, na);
    t = NULL;
  }
  CmOp *n = cm_op_create_v(ctx, target, cm_op_loc(op), t ? 1 : 0, &t,
                           (unsigned)ops.len, ops.data, attrs, 0, NULL, 0);
  CM_VEC_FREE(ops);
  cm_rewriter_set_before(rw, op);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

static CmResult lower_dma_start(const CmPattern *pat, CmOp *op,
                                CmRewriter *rw) {
  (void)pat;
  CmAffineMap *s = cm_op_get_attr(op, "src_map")->map;
  CmAffineMap *d = cm_op_get_attr(op, "dst_map")->map;
  CmAffineMap *t = cm_op_get_attr(op, "tag_map")->map;
  unsigned src = 0, dst = 1 + s->num_dims + s->num_syms;
  unsigned tag = dst + 1 + d->num_dims + d->num_syms;
  unsigned num = tag + 1 + t->num_dims + t->num_syms;
  ValVec si = {0}, di = {0}, ti = {0}, ops = {0};
  CmResult r = CM_FAILURE;
  if (expand_indices(rw, op, "src_map", src, &si) ||
      expand_indices(rw, op, "dst_map", dst, &di) ||
      expand_indices(rw, op, "tag_map", tag, &ti))
    goto done;
  CM_VEC_PUSH(ops, cm_op_operand(op, src));
  for (size_t i = 0; i < si.len; i++)
    CM_VEC_PUSH(ops, si.data[i]);
  CM_VEC_PUSH(ops, cm_op_operand(op, dst));
  for (size_t i = 0; i < di.len; i++)
    CM_VEC_PUSH(ops, di.data[i]);
  CM_VEC_PUSH(ops, cm_op_operand(op, num));
  CM_VEC_PUSH(ops, cm_op_operand(op, tag));
  for (size_t i = 0; i < ti.len; i++)
    CM_VEC_PUSH(ops, ti.data[i]);
  for (unsigned i = num + 1; i < cm_op_num_operands(op); i++)
    CM_VEC_PUSH(ops, cm_op_operand(op, i));
  CmOp *n = cm_op_create_v(rw->ctx, "memref.dma_start", cm_op_loc(op), 0,
                           NULL, (unsigned)ops.len, ops.data, NULL, 0, NULL, 0);
  cm_rewriter_set_before(rw, op);
  cm_rewriter_replace_op_with_op(rw, op, n);
  r = CM_SUCCESS;
done:
  CM_VEC_FREE(si);
  CM_VEC_FREE(di);
  CM_VEC_FREE(ti);
  CM_VEC_FREE(ops);
  return r;
}

static CmResult lower_dma_wait(const CmPattern *pat, CmOp *op,
                               CmRewriter *rw) {
  (void)pat;
  CmAffineMap *t = cm_op_get_attr(op, "tag_map")->map;
  ValVec ops = {0};
  CM_VEC_PUSH(ops, cm_op_operand(op, 0));
  if (expand_indices(rw, op, "tag_map", 0, &ops)) {
    CM_VEC_FREE(ops);
    return CM_FAILURE;
  }
  CM_VEC_PUSH(ops, cm_op_operand(op, 1 + t->num_dims + t->num_syms));
  CmOp *n = cm_op_create_v(rw->ctx, "memref.dma_wait", cm_op_loc(op), 0, NULL,
                           (unsigned)ops.len, ops.data, NULL, 0, NULL, 0);
  CM_VEC_FREE(ops);
  cm_rewriter_set_before(rw, op);
  cm_rewriter_replace_op_with_op(rw, op, n);
  return CM_SUCCESS;
}

/* ---- registration ------------------------------------------------------------ */
static const char *const gen_arith[] = {
    "std.constant", "std.addi",        "std.muli",   "std.subi",
    "std.cmpi",     "std.select",      "std.remi_signed",
    "std.divi_signed", NULL};

void cm_populate_affine_to_std_patterns(CmPatternSet *set) {
  const CmPattern pats[] = {
      {.root = "affine.apply", .benefit = 1, .match_and_rewrite = lower_apply,
       .label = "AffineApplyLowering", .generated = gen_arith},
      {.root = "affine.min", .benefit = 1, .match_and_rewrite = lower_minmax,
       .label = "AffineMinLowering", .generated = gen_arith},
      {.root = "affine.max", .benefit = 1, .match_and_rewrite = lower_minmax,
       .label = "AffineMaxLowering", .generated = gen_arith},
      {.root = "affine.yield", .benefit = 1, .match_and_rewrite = lower_yield,
       .label = "AffineYieldOpLowering"},
      {.root = "affine.for", .benefit = 1, .match_and_rewrite = lower_for,
       .label = "AffineForLowering"},
      {.root = "affine.if", .benefit = 1, .match_and_rewrite = lower_if,
       .label = "AffineIfLowering"},
      {.root = "affine.parallel", .benefit = 1,
       .match_and_rewrite = lower_parallel,
       .label = "AffineParallelLowering"},
      {.root = "affine.load", .benefit = 1, .match_and_rewrite = lower_access,
       .user = (void *)"memref.load", .label = "AffineLoadLowering"},
      {.root = "affine.store", .benefit = 1, .match_and_rewrite = lower_access,
       .user = (void *)"memref.store", .label = "AffineStoreLowering"},
      {.root = "affine.prefetch", .benefit = 1,
       .match_and_rewrite = lower_access, .user = (void *)"memref.prefetch",
       .label = "AffinePrefetchLowering"},
      {.root = "affine.vector_load", .benefit = 1,
       .match_and_rewrite = lower_access, .user = (void *)"vector.load",
       .label = "AffineVectorLoadLowering"},
      {.root = "affine.vector_store", .benefit = 1,
       .match_and_rewrite = lower_access, .user = (void *)"vector.store",
       .label = "AffineVectorStoreLowering"},
      {.root = "affine.dma_start", .benefit = 1,
       .match_and_rewrite = lower_dma_start,
       .label = "AffineDmaStartLowering"},
      {.root = "affine.dma_wait", .benefit = 1,
       .match_and_rewrite = lower_dma_wait, .label = "AffineDmaWaitLowering"},
  };
  for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
    cm_pattern_set_add(set, &pats[i]);
}

/* What 13's patterns cannot expand, found before converting: cmlir's
 * conversion driver drops the diagnostics of failed patterns, and 13
 * reports these (then leaves the op, or crashes on the reduction). */
static const char *expr_problem(const CmAffineExpr *e) {
  switch (e->kind) {
  case CM_AFFINE_CONST:
  case CM_AFFINE_DIM:
  case CM_AFFINE_SYMBOL:
    return NULL;
  case CM_AFFINE_ADD:
  case CM_AFFINE_MUL: {
    const char *p = expr_problem(e->bin.lhs);
    return p ? p : expr_problem(e->bin.rhs);
  }
  default:
    break;
  }
  bool mod = e->kind == CM_AFFINE_MOD;
  if (e->bin.rhs->kind != CM_AFFINE_CONST)
    return mod ? "semi-affine expressions (modulo by non-const) are not "
                 "supported"
               : "semi-affine expressions (division by non-const) are not "
                 "supported";
  if (e->bin.rhs->value <= 0)
    return mod ? "modulo by non-positive value is not supported"
               : "division by non-positive value is not supported";
  return expr_problem(e->bin.lhs);
}

static CmWalkResult check_op(CmOp *op, void *user) {
  bool *bad = user;
  CmContext *ctx = cm_op_context(op);
  if (!cm_op_opname(op)->dialect ||
      strcmp(cm_op_opname(op)->dialect->name, "affine"))
    return CM_WALK_ADVANCE;
  if ((cm_op_name_is(op, "affine.vector_load") &&
       !cm_lookup_op_def(ctx, "vector.load", 11)) ||
      (cm_op_name_is(op, "affine.vector_store") &&
       !cm_lookup_op_def(ctx, "vector.store", 12))) {
    cm_op_emit_error(op, "cannot be lowered: the vector dialect has no %s",
                     cm_op_name_is(op, "affine.vector_load") ? "vector.load"
                                                             : "vector.store");
    *bad = true;
    return CM_WALK_ADVANCE;
  }
  if (cm_is_affine_parallel(op)) {
    for (unsigned i = 0; i < cm_op_num_results(op); i++) {
      int64_t k = cm_affine_parallel_reduction(op, i);
      if (k != RMW_ADDF && k != RMW_ADDI && k != RMW_MULF && k != RMW_MULI) {
        cm_emit_error(cm_op_loc(op), "Reduction operation type not supported");
        *bad = true;
        return CM_WALK_ADVANCE;
      }
    }
  }
  CmAttr *d = cm_op_attrs(op);
  for (unsigned i = 0; d && i < d->dict.num; i++) {
    CmAttr *a = d->dict.entries[i].value;
    unsigned n = 0;
    CmAffineExpr *const *es = NULL;
    if (a->kind == CM_ATTR_AFFINE_MAP) {
      n = a->map->num_results;
      es = a->map->results;
    } else if (a->kind == CM_ATTR_INTEGER_SET) {
      n = a->set->num_constraints;
      es = a->set->constraints;
    }
    for (unsigned k = 0; k < n; k++) {
      const char *p = expr_problem(es[k]);
      if (p) {
        cm_emit_error(cm_op_loc(op), "%s", p);
        *bad = true;
        return CM_WALK_ADVANCE;
      }
    }
  }
  return CM_WALK_ADVANCE;
}

CmResult cm_lower_affine(CmOp *root) {
  CmContext *ctx = cm_op_context(root);
  bool bad = false;
  cm_walk_pre(root, check_op, &bad);
  if (bad)
    return CM_FAILURE;
  CmPatternSet *set = cm_pattern_set_create(ctx);
  cm_populate_affine_to_std_patterns(set);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_legal_dialect(t, "scf");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "vector");
  CmResult r = cm_apply_partial_conversion(root, t, set);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(set);
  return r;
}

static CmResult run(CmPassRun *run, CmOp *op) {
  (void)run;
  return cm_lower_affine(op);
}

static void deps(CmContext *ctx) {
  cm_register_memref_dialect(ctx);
  cm_register_scf_dialect(ctx);
  cm_register_std_dialect(ctx);
}

const CmPassDef cm_pass_lower_affine = {
    .argument = "lower-affine",
    .name = "ConvertAffineToStandard",
    .description = "Lower Affine operations to a combination of Standard and "
                   "SCF operations",
    .dependent_dialects = deps,
    .run = run};
