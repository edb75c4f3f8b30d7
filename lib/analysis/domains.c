/* domains.c - constraint systems built from the IR: identifiers bound to
 * SSA values, the domains of affine.for / affine.if, bounds given by maps
 * over values, and the index set of an op (13's addAffineForOpDomain,
 * addAffineIfOpDomain, addLowerOrUpperBound, composeMap, getOpIndexSet,
 * mergeAndAlignIds). */
#include "analysis_internal.h"

#include <stdlib.h>
#include <string.h>

static void set_values(CmFac *f, unsigned start, CmValue *const *vals,
                       unsigned n) {
  for (unsigned i = 0; i < n; i++)
    cm_fac_set_value(f, start + i, vals[i]);
}

void cm_fac_add_iv_or_terminal_symbol(CmFac *f, CmValue *v) {
  unsigned pos;
  if (cm_fac_find_id(f, v, &pos))
    return;
  CmOp *loop = cm_affine_for_iv_owner(v);
  if (loop) {
    unsigned p = cm_fac_append_id(f, CM_FAC_DIM, 1);
    cm_fac_set_value(f, p, v);
    (void)cm_fac_add_for_domain(f, loop);
    return;
  }
  unsigned p = cm_fac_append_id(f, CM_FAC_SYMBOL, 1);
  cm_fac_set_value(f, p, v);
  int64_t c;
  if (cm_aff_constant_index(v, &c))
    cm_fac_add_bound(f, CM_FAC_EQ, p, c);
}

CmResult cm_fac_add_for_domain(CmFac *f, CmOp *for_op) {
  unsigned pos;
  if (!cm_fac_find_id(f, cm_affine_for_iv(for_op), &pos))
    return CM_FAILURE;
  int64_t step = cm_affine_for_step(for_op), lb, ub;
  bool const_lb = cm_aff_for_const_lb(for_op, &lb);
  if (step != 1 && !const_lb)
    cm_op_emit_plain_warning(for_op, "domain conservatively approximated");
  if (step != 1 && const_lb) {
    /* (iv - lb) == step * q, q = (iv - lb) floordiv step */
    unsigned nc = cm_fac_num_cols(f);
    int64_t *div = cm_xcalloc(nc + 1, sizeof(int64_t));
    div[pos] = 1;
    div[nc - 1] = cm_fac_cneg(f, lb);
    cm_fac_add_local_floordiv(f, div, step);
    free(div);
    nc = cm_fac_num_cols(f);
    int64_t *eq = cm_xcalloc(nc, sizeof(int64_t));
    eq[pos] = 1;
    eq[nc - 1] = cm_fac_cneg(f, lb);
    eq[nc - 2] = cm_fac_cneg(f, step);
    cm_fac_add_eq(f, eq);
    free(eq);
  }
  unsigned nlb = cm_affine_for_num_lb_operands(for_op);
  unsigned nops = cm_op_num_operands(for_op);
  CmValue **ops = cm_xmalloc((nops + 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < nops; i++)
    ops[i] = cm_op_operand(for_op, i);
  CmResult r = CM_SUCCESS;
  if (const_lb)
    cm_fac_add_bound(f, CM_FAC_LB, pos, lb);
  else if (cm_failed(cm_fac_add_bound_values(f, pos, cm_affine_for_lb_map(for_op),
                                             ops, nlb, false, true)))
    r = CM_FAILURE;
  if (cm_succeeded(r)) {
    if (cm_aff_for_const_ub(for_op, &ub)) {
      if (ub == INT64_MIN)
        cm_fac_fail(f, CM_FAC_OVERFLOW);
      else
        cm_fac_add_bound(f, CM_FAC_UB, pos, ub - 1);
    } else {
      r = cm_fac_add_bound_values(f, pos, cm_affine_for_ub_map(for_op), ops + nlb,
                                  nops - nlb, false, false);
    }
  }
  free(ops);
  return cm_fac_ok(f) ? r : CM_FAILURE;
}

/* A value's kind in `f`: 0 absent, 1 dim, 2 symbol, 3 local. */
static int id_kind(const CmFac *f, const CmValue *v, unsigned *pos) {
  if (!cm_fac_find_id(f, v, pos))
    return 0;
  if (*pos < f->num_dims)
    return 1;
  if (*pos < f->num_dims + f->num_syms)
    return 2;
  return 3;
}

void cm_fac_merge_and_align(unsigned offset, CmFac *a, CmFac *b) {
  /* locals: A's before B's in both */
  unsigned al = cm_fac_num_locals(a), bl = cm_fac_num_locals(b);
  cm_fac_insert_id(b, CM_FAC_LOCAL, 0, al);
  cm_fac_append_id(a, CM_FAC_LOCAL, bl);
  unsigned and_ = a->num_dims - offset, ans = a->num_syms;
  CmValue **adims = cm_xmalloc((and_ + 1) * sizeof(CmValue *));
  CmValue **asyms = cm_xmalloc((ans + 1) * sizeof(CmValue *));
  for (unsigned i = 0; i < and_; i++)
    adims[i] = cm_fac_value(a, offset + i);
  for (unsigned i = 0; i < ans; i++)
    asyms[i] = cm_fac_value(a, a->num_dims + i);
  unsigned d = offset;
  for (unsigned i = 0; i < and_; i++, d++) {
    unsigned loc;
    int k = adims[i] ? id_kind(b, adims[i], &loc) : 0;
    if (k == 1 && loc >= offset) {
      cm_fac_swap_id(b, d, loc);
    } else if (k == 0) {
      cm_fac_insert_id(b, CM_FAC_DIM, d, 1);
      cm_fac_set_value(b, d, adims[i]);
    } else {
      cm_fac_fail(a, CM_FAC_UNSUPPORTED);
      cm_fac_fail(b, CM_FAC_UNSUPPORTED);
      cm_fac_insert_id(b, CM_FAC_DIM, d, 1);
    }
  }
  for (unsigned t = a->num_dims; t < b->num_dims; t++) {
    unsigned p = cm_fac_append_id(a, CM_FAC_DIM, 1);
    cm_fac_set_value(a, p, cm_fac_value(b, t));
  }
  unsigned s = b->num_dims;
  for (unsigned i = 0; i < ans; i++, s++) {
    unsigned loc;
    int k = asyms[i] ? id_kind(b, asyms[i], &loc) : 0;
    if (k == 2) {
      cm_fac_swap_id(b, s, loc);
    } else if (k == 0) {
      cm_fac_insert_id(b, CM_FAC_SYMBOL, s - b->num_dims, 1);
      cm_fac_set_value(b, s, asyms[i]);
    } else {
      cm_fac_fail(a, CM_FAC_UNSUPPORTED);
      cm_fac_fail(b, CM_FAC_UNSUPPORTED);
      cm_fac_insert_id(b, CM_FAC_SYMBOL, s - b->num_dims, 1);
    }
  }
  for (unsigned t = a->num_dims + a->num_syms; t < b->num_dims + b->num_syms;
       t++) {
    unsigned p = cm_fac_append_id(a, CM_FAC_SYMBOL, 1);
    cm_fac_set_value(a, p, cm_fac_value(b, t));
  }
  free(adims);
  free(asyms);
}

CmResult cm_fac_add_if_domain(CmFac *f, CmOp *if_op) {
  CmAttr *a = cm_op_get_attr(if_op, "condition");
  if (!a || a->kind != CM_ATTR_INTEGER_SET)
    return CM_FAILURE;
  CmFac cst;
  if (cm_failed(cm_fac_from_integer_set(&cst, a->set))) {
    cm_fac_free(&cst);
    return CM_FAILURE;
  }
  unsigned n = cm_op_num_operands(if_op);
  for (unsigned i = 0; i < n && i < cst.num_dims + cst.num_syms; i++)
    cm_fac_set_value(&cst, i, cm_op_operand(if_op, i));
  cm_fac_merge_and_align(0, f, &cst);
  cm_fac_append(f, &cst);
  cm_fac_free(&cst);
  return cm_fac_ok(f) ? CM_SUCCESS : CM_FAILURE;
}

/* Moves value `v` of `c` from a dim to a symbol position (or back). */
static void turn_dim_into_symbol(CmFac *c, CmValue *v) {
  unsigned pos;
  if (cm_fac_find_id(c, v, &pos) && pos < c->num_dims) {
    cm_fac_swap_id(c, pos, c->num_dims - 1);
    cm_fac_set_dim_symbol_separation(c, c->num_syms + 1);
  }
}
static void turn_symbol_into_dim(CmFac *c, CmValue *v) {
  unsigned pos;
  if (cm_fac_find_id(c, v, &pos) && pos >= c->num_dims &&
      pos < c->num_dims + c->num_syms) {
    cm_fac_swap_id(c, pos, c->num_dims);
    cm_fac_set_dim_symbol_separation(c, c->num_syms - 1);
  }
}

CmResult cm_fac_add_bound_values(CmFac *f, unsigned pos, CmAffineMap *bmap,
                                 CmValue *const *operands, unsigned n, bool eq,
                                 bool lower) {
  if (!bmap || n != bmap->num_dims + bmap->num_syms || !cm_fac_ok(f))
    return CM_FAILURE;
  if (eq)
    lower = true;
  CmAffineMap *map = bmap;
  CmAffineValueVec ops = {0};
  for (unsigned i = 0; i < n; i++)
    CM_VEC_PUSH(ops, operands[i]);
  cm_affine_compose_map_and_operands(&map, &ops);
  map = cm_affine_map_simplify(map);
  cm_affine_canonicalize_map_and_operands(&map, &ops);
  for (size_t i = 0; i < ops.len; i++)
    cm_fac_add_iv_or_terminal_symbol(f, ops.data[i]);
  int64_t *rows = NULL;
  unsigned nc = 0;
  CmFac local;
  CmResult r = CM_FAILURE;
  if (cm_failed(cm_affine_flatten(map->results, map->num_results,
                                  map->num_dims, map->num_syms, &rows, &nc,
                                  &local, NULL)))
    goto done;
  unsigned nops = (unsigned)ops.len;
  if (cm_fac_num_locals(&local) > 0) {
    set_values(&local, 0, ops.data, nops);
    for (unsigned i = 0; i < nops; i++) {
      unsigned p;
      if (cm_fac_find_id(f, ops.data[i], &p)) {
        if (p >= f->num_dims && p < f->num_dims + f->num_syms)
          turn_dim_into_symbol(&local, ops.data[i]);
        else if (p < f->num_dims)
          turn_symbol_into_dim(&local, ops.data[i]);
      }
    }
    cm_fac_merge_and_align(0, f, &local);
    cm_fac_append(f, &local);
  }
  cm_fac_free(&local);
  unsigned *positions = cm_xmalloc((nops + 1) * sizeof(unsigned));
  for (unsigned i = 0; i < nops; i++)
    if (!cm_fac_find_id(f, ops.data[i], &positions[i])) {
      free(positions);
      goto done;
    }
  unsigned fnc = cm_fac_num_cols(f);
  int64_t *row = cm_xmalloc(fnc * sizeof(int64_t));
  for (unsigned k = 0; k < map->num_results; k++) {
    const int64_t *fe = rows + (size_t)k * nc;
    memset(row, 0, fnc * sizeof(int64_t));
    row[pos] = lower ? 1 : -1;
    for (unsigned j = 0; j < nops; j++)
      row[positions[j]] = lower ? cm_fac_cneg(f, fe[j]) : fe[j];
    unsigned nloc = nc - 1 - nops;
    for (unsigned jj = 0, j = f->num_ids - nloc; jj < nloc; jj++, j++)
      row[j] = lower ? cm_fac_cneg(f, fe[nops + jj]) : fe[nops + jj];
    row[fnc - 1] = lower ? cm_fac_cneg(f, fe[nc - 1])
                         : cm_fac_cadd(f, fe[nc - 1], -1);
    if (eq)
      cm_fac_add_eq(f, row);
    else
      cm_fac_add_ineq(f, row);
  }
  free(row);
  free(positions);
  r = cm_fac_ok(f) ? CM_SUCCESS : CM_FAILURE;
done:
  free(rows);
  CM_VEC_FREE(ops);
  return r;
}

CmResult cm_fac_compose_map_values(CmFac *f, CmAffineMap *map,
                                   CmValue *const *operands, unsigned n) {
  if (n != map->num_dims + map->num_syms)
    return CM_FAILURE;
  int64_t *rows;
  unsigned nc;
  CmFac local;
  if (cm_failed(cm_affine_flatten(map->results, map->num_results,
                                  map->num_dims, map->num_syms, &rows, &nc,
                                  &local, NULL)))
    return CM_FAILURE;
  if (cm_fac_num_locals(&local) > 0) {
    set_values(&local, 0, operands, n);
    cm_fac_merge_and_align(0, &local, f);
    cm_fac_append(f, &local);
  }
  cm_fac_free(&local);
  unsigned nr = map->num_results;
  cm_fac_insert_id(f, CM_FAC_DIM, 0, nr);
  unsigned fnc = cm_fac_num_cols(f);
  int64_t *eq = cm_xmalloc(fnc * sizeof(int64_t));
  CmResult res = CM_SUCCESS;
  for (unsigned r = 0; r < nr && cm_succeeded(res); r++) {
    const int64_t *fe = rows + (size_t)r * nc;
    memset(eq, 0, fnc * sizeof(int64_t));
    eq[r] = 1;
    for (unsigned i = 0; i < n; i++) {
      unsigned loc;
      if (!cm_fac_find_id(f, operands[i], &loc)) {
        res = CM_FAILURE;
        break;
      }
      eq[loc] = cm_fac_cneg(f, fe[i]);
    }
    unsigned j = f->num_dims + f->num_syms;
    for (unsigned i = n; i + 1 < nc; i++, j++)
      eq[j] = cm_fac_cneg(f, fe[i]);
    eq[fnc - 1] = cm_fac_cneg(f, fe[nc - 1]);
    if (cm_succeeded(res))
      cm_fac_add_eq(f, eq);
  }
  free(eq);
  free(rows);
  return cm_fac_ok(f) ? res : CM_FAILURE;
}

/* The affine.for and affine.if ops enclosing `op`, outermost first. */
static void enclosing_for_and_if(CmOp *op, CmOpVec *out) {
  CmOpVec rev = {0};
  for (CmOp *p = cm_op_parent_op(op); p; p = cm_op_parent_op(p)) {
    if (cm_aff_is_for(p) || cm_aff_is_if(p))
      CM_VEC_PUSH(rev, p);
    if (cm_op_has_trait(p, CM_TRAIT_AFFINE_SCOPE))
      break;
  }
  for (size_t i = rev.len; i-- > 0;)
    CM_VEC_PUSH(*out, rev.data[i]);
  CM_VEC_FREE(rev);
}

CmResult cm_affine_op_index_set(CmOp *op, CmFac *domain) {
  CmOpVec ops = {0};
  enclosing_for_and_if(op, &ops);
  unsigned nfor = 0;
  for (size_t i = 0; i < ops.len; i++)
    nfor += cm_aff_is_for(ops.data[i]);
  cm_fac_init(domain, nfor, 0, 0);
  unsigned k = 0;
  for (size_t i = 0; i < ops.len; i++)
    if (cm_aff_is_for(ops.data[i]))
      cm_fac_set_value(domain, k++, cm_affine_for_iv(ops.data[i]));
  CmResult r = CM_SUCCESS;
  for (size_t i = 0; i < ops.len && cm_succeeded(r); i++) {
    if (cm_aff_is_for(ops.data[i]))
      r = cm_fac_add_for_domain(domain, ops.data[i]);
    else
      r = cm_fac_add_if_domain(domain, ops.data[i]);
  }
  CM_VEC_FREE(ops);
  return cm_fac_ok(domain) ? r : CM_FAILURE;
}
