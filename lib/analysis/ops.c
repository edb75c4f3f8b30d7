/* ops.c - the affine ops as the analyses see them, valid symbols and the
 * composition / canonicalization of maps with their operands (13's
 * isValidSymbol, canonicalizeMapAndOperands,
 * fullyComposeAffineMapAndOperands). */
#include "analysis_internal.h"

#include <stdlib.h>
#include <string.h>

bool cm_aff_constant_index(const CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* ---- canonicalization ------------------------------------------------------- */

static void mark_used(const CmAffineExpr *e, bool *dims, bool *syms) {
  switch ((CmAffineKind)e->kind) {
  case CM_AFFINE_DIM:
    dims[e->pos] = true;
    return;
  case CM_AFFINE_SYMBOL:
    syms[e->pos] = true;
    return;
  case CM_AFFINE_CONST:
    return;
  default:
    mark_used(e->bin.lhs, dims, syms);
    mark_used(e->bin.rhs, dims, syms);
  }
}

static CmAffineMap *replace_map(CmAffineMap *m, CmAffineExpr **dims,
                                CmAffineExpr **syms, unsigned nd,
                                unsigned ns) {
  CmAffineExpr **r = cm_xmalloc((m->num_results + 1) * sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < m->num_results; i++)
    r[i] = cm_affine_replace(m->results[i], dims, syms);
  CmAffineMap *out = cm_affine_map(m->ctx, nd, ns, m->num_results, r);
  free(r);
  return out;
}

bool cm_affine_canonicalize_map_and_operands(CmAffineMap **mapp,
                                             CmAffineValueVec *ops) {
  CmAffineMap *m = *mapp;
  CmContext *ctx = m->ctx;
  unsigned nin = m->num_dims + m->num_syms;
  if (!nin || ops->len != nin)
    return false;
  /* 1. dims that are valid symbols become symbols (appended). */
  CmAffineExpr **dr = cm_xcalloc(m->num_dims + 1, sizeof(CmAffineExpr *));
  CmAffineValueVec res = {0}, moved = {0};
  unsigned nd = 0, ns = 0, old_ns = m->num_syms;
  for (unsigned i = 0; i < nin; i++) {
    CmValue *v = ops->data[i];
    if (i < m->num_dims) {
      if (cm_affine_is_valid_symbol(v, NULL)) {
        dr[i] = cm_affine_symbol(ctx, old_ns + ns++);
        CM_VEC_PUSH(moved, v);
      } else {
        dr[i] = cm_affine_dim(ctx, nd++);
        CM_VEC_PUSH(res, v);
      }
    } else {
      CM_VEC_PUSH(res, v);
    }
  }
  for (size_t i = 0; i < moved.len; i++)
    CM_VEC_PUSH(res, moved.data[i]);
  CM_VEC_FREE(moved);
  m = replace_map(m, dr, NULL, nd, old_ns + ns);
  free(dr);
  CM_VEC_FREE(*ops);
  *ops = res;
  memset(&res, 0, sizeof res);

  /* 2. drop unused / duplicate operands, fold constant symbols. */
  bool *ud = cm_xcalloc(m->num_dims + 1, 1), *us = cm_xcalloc(m->num_syms + 1, 1);
  for (unsigned i = 0; i < m->num_results; i++)
    mark_used(m->results[i], ud, us);
  CmAffineExpr **dmap = cm_xcalloc(m->num_dims + 1, sizeof(CmAffineExpr *));
  CmAffineExpr **smap = cm_xcalloc(m->num_syms + 1, sizeof(CmAffineExpr *));
  unsigned next_d = 0, next_s = 0;
  for (unsigned i = 0; i < m->num_dims; i++) {
    if (!ud[i])
      continue;
    CmValue *v = ops->data[i];
    unsigned j;
    for (j = 0; j < i; j++)
      if (ud[j] && ops->data[j] == v)
        break;
    if (j < i) {
      dmap[i] = dmap[j];
      continue;
    }
    dmap[i] = cm_affine_dim(ctx, next_d++);
    CM_VEC_PUSH(res, v);
  }
  for (unsigned i = 0; i < m->num_syms; i++) {
    if (!us[i])
      continue;
    CmValue *v = ops->data[m->num_dims + i];
    int64_t c;
    if (cm_aff_constant_index(v, &c)) {
      smap[i] = cm_affine_const(ctx, c);
      continue;
    }
    unsigned j;
    for (j = 0; j < i; j++)
      if (us[j] && smap[j] && smap[j]->kind == CM_AFFINE_SYMBOL &&
          ops->data[m->num_dims + j] == v)
        break;
    if (j < i) {
      smap[i] = smap[j];
      continue;
    }
    smap[i] = cm_affine_symbol(ctx, next_s++);
    CM_VEC_PUSH(res, v);
  }
  /* unused entries: any placeholder (they do not occur) */
  for (unsigned i = 0; i < m->num_dims; i++)
    if (!dmap[i])
      dmap[i] = cm_affine_const(ctx, 0);
  for (unsigned i = 0; i < m->num_syms; i++)
    if (!smap[i])
      smap[i] = cm_affine_const(ctx, 0);
  *mapp = replace_map(m, dmap, smap, next_d, next_s);
  CM_VEC_FREE(*ops);
  *ops = res;
  free(ud);
  free(us);
  free(dmap);
  free(smap);
  return true;
}

/* One round: every operand defined by a single-result affine.apply is
 * replaced by the apply's operands and its expression substituted. */
static bool compose_once(CmAffineMap **mapp, CmAffineValueVec *ops) {
  CmAffineMap *m = *mapp;
  CmContext *ctx = m->ctx;
  bool any = false;
  for (size_t i = 0; i < ops->len; i++) {
    CmOp *d = cm_value_defining_op(ops->data[i]);
    if (cm_aff_is_apply(d) && cm_affine_apply_map(d) &&
        cm_affine_apply_map(d)->num_results == 1)
      any = true;
  }
  if (!any)
    return false;
  /* New inputs: original dims (non-apply), apply dims; original symbols
   * (non-apply), apply symbols. */
  CmAffineValueVec dims = {0}, syms = {0};
  CmAffineExpr **dr = cm_xcalloc(m->num_dims + 1, sizeof(CmAffineExpr *));
  CmAffineExpr **sr = cm_xcalloc(m->num_syms + 1, sizeof(CmAffineExpr *));
  /* first pass: plain operands */
  for (unsigned i = 0; i < m->num_dims + m->num_syms; i++) {
    CmValue *v = ops->data[i];
    CmOp *d = cm_value_defining_op(v);
    bool is_apply = cm_aff_is_apply(d) && cm_affine_apply_map(d) &&
                    cm_affine_apply_map(d)->num_results == 1;
    if (is_apply)
      continue;
    if (i < m->num_dims) {
      dr[i] = cm_affine_dim(ctx, (unsigned)dims.len);
      CM_VEC_PUSH(dims, v);
    } else {
      sr[i - m->num_dims] = cm_affine_symbol(ctx, (unsigned)syms.len);
      CM_VEC_PUSH(syms, v);
    }
  }
  /* second pass: apply operands (dim operands become dims, except for an
   * apply in a symbol position, whose operands are all symbols) */
  for (unsigned i = 0; i < m->num_dims + m->num_syms; i++) {
    CmValue *v = ops->data[i];
    CmOp *d = cm_value_defining_op(v);
    if (!cm_aff_is_apply(d))
      continue;
    CmAffineMap *am = cm_affine_apply_map(d);
    if (!am || am->num_results != 1)
      continue;
    bool sym_pos = i >= m->num_dims;
    CmAffineExpr **adr = cm_xcalloc(am->num_dims + 1, sizeof(CmAffineExpr *));
    CmAffineExpr **asr = cm_xcalloc(am->num_syms + 1, sizeof(CmAffineExpr *));
    for (unsigned k = 0; k < am->num_dims + am->num_syms; k++) {
      CmValue *av = cm_op_operand(d, k);
      CmAffineExpr *e;
      if (k < am->num_dims && !sym_pos) {
        e = cm_affine_dim(ctx, (unsigned)dims.len);
        CM_VEC_PUSH(dims, av);
      } else {
        e = cm_affine_symbol(ctx, (unsigned)syms.len);
        CM_VEC_PUSH(syms, av);
      }
      if (k < am->num_dims)
        adr[k] = e;
      else
        asr[k - am->num_dims] = e;
    }
    CmAffineExpr *sub = cm_affine_replace(am->results[0], adr, asr);
    if (i < m->num_dims)
      dr[i] = sub;
    else
      sr[i - m->num_dims] = sub;
    free(adr);
    free(asr);
  }
  CmAffineMap *nm = replace_map(m, dr, sr, (unsigned)dims.len,
                                (unsigned)syms.len);
  free(dr);
  free(sr);
  CM_VEC_FREE(*ops);
  for (size_t i = 0; i < syms.len; i++)
    CM_VEC_PUSH(dims, syms.data[i]);
  CM_VEC_FREE(syms);
  *ops = dims;
  *mapp = nm;
  return true;
}

bool cm_affine_compose_map_and_operands(CmAffineMap **map,
                                        CmAffineValueVec *ops) {
  bool any = false;
  for (int guard = 0; guard < 64 && compose_once(map, ops); guard++) {
    cm_affine_canonicalize_map_and_operands(map, ops);
    any = true;
  }
  return any;
}

/* 13's simplifyAffineMap (until the affine dialect's is merged). */
CmAffineMap *cm_affine_map_simplify(CmAffineMap *m) {
  CmAffineExpr **r = cm_xmalloc((m->num_results + 1) * sizeof(CmAffineExpr *));
  for (unsigned i = 0; i < m->num_results; i++)
    r[i] = cm_affine_simplify(m->results[i], m->num_dims, m->num_syms);
  CmAffineMap *out =
      cm_affine_map(m->ctx, m->num_dims, m->num_syms, m->num_results, r);
  free(r);
  return out;
}

