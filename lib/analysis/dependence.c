/* dependence.c - memref accesses and the dependence test between two of
 * them (13's MemRefAccess and checkMemrefAccessDependence): the system over
 * [src loop IVs | dst loop IVs | symbols | locals] with both iteration
 * domains, the equated access functions and the "src before dst at depth
 * d" ordering; empty means no dependence.  The direction vector of the
 * common loops comes from projecting onto dst IV - src IV. */
#include "analysis_internal.h"

#include <stdlib.h>
#include <string.h>

bool cm_memref_access_init(CmMemRefAccess *a, CmOp *op) {
  memset(a, 0, sizeof *a);
  if (!cm_aff_is_load(op) && !cm_aff_is_store(op))
    return false;
  unsigned mi = cm_affine_access_map_operands_start(op) - 1, n = cm_op_num_operands(op);
  if (n <= mi)
    return false;
  a->op = op;
  a->is_store = cm_aff_is_store(op);
  a->memref = cm_op_operand(op, mi);
  for (unsigned i = mi + 1; i < n; i++)
    CM_VEC_PUSH(a->indices, cm_op_operand(op, i));
  return true;
}

void cm_memref_access_free(CmMemRefAccess *a) { CM_VEC_FREE(a->indices); }

unsigned cm_memref_access_rank(const CmMemRefAccess *a) {
  CmType *t = a->memref->type;
  return t->kind == CM_TYPE_MEMREF ? t->shaped.rank : 0;
}

void cm_memref_access_map(const CmMemRefAccess *a, CmAffineMap **map,
                          CmAffineValueVec *operands) {
  CmAffineMap *m = cm_affine_access_map(a->op);
  operands->len = 0;
  for (size_t i = 0; i < a->indices.len; i++)
    CM_VEC_PUSH(*operands, a->indices.data[i]);
  if (!m) {
    *map = NULL;
    return;
  }
  cm_affine_compose_map_and_operands(&m, operands);
  m = cm_affine_map_simplify(m);
  cm_affine_canonicalize_map_and_operands(&m, operands);
  *map = m;
}

bool cm_memref_access_equal(const CmMemRefAccess *a,
                            const CmMemRefAccess *b) {
  if (a->memref != b->memref)
    return false;
  CmAffineMap *ma, *mb;
  CmAffineValueVec oa = {0}, ob = {0};
  cm_memref_access_map(a, &ma, &oa);
  cm_memref_access_map(b, &mb, &ob);
  bool eq = cm_affine_access_maps_equal(ma, &oa, mb, &ob);
  CM_VEC_FREE(oa);
  CM_VEC_FREE(ob);
  return eq;
}

bool cm_affine_access_maps_equal(CmAffineMap *ma, const CmAffineValueVec *oa,
                                 CmAffineMap *mb, const CmAffineValueVec *ob) {
  if (!ma || !mb || ma->num_results != mb->num_results)
    return false;
  /* Canonical maps are uniqued: the same map on the same operands is the
   * same access, and two different maps without operands are constant
   * accesses at different places. */
  if (ma == mb && oa->len == ob->len &&
      (!oa->len ||
       !memcmp(oa->data, ob->data, oa->len * sizeof(oa->data[0]))))
    return true;
  if (!oa->len && !ob->len)
    return false;
  CmAffineValueVec all = {0};
  /* Both maps over the union of their operands (each value one dim). */
  CmContext *ctx = ma->ctx;
  for (int k = 0; k < 2; k++) {
    const CmAffineValueVec *o = k ? ob : oa;
    for (size_t i = 0; i < o->len; i++) {
      size_t j;
      for (j = 0; j < all.len; j++)
        if (all.data[j] == o->data[i])
          break;
      if (j == all.len)
        CM_VEC_PUSH(all, o->data[i]);
    }
  }
  CmAffineExpr **diff =
      cm_xmalloc((ma->num_results + 1) * sizeof(CmAffineExpr *));
  for (int k = 0; k < 2; k++) {
    CmAffineMap *m = k ? mb : ma;
    const CmAffineValueVec *o = k ? ob : oa;
    CmAffineExpr **dims = cm_xmalloc((m->num_dims + 1) * sizeof(CmAffineExpr *));
    CmAffineExpr **syms = cm_xmalloc((m->num_syms + 1) * sizeof(CmAffineExpr *));
    for (unsigned i = 0; i < m->num_dims + m->num_syms; i++) {
      unsigned j = 0;
      while (all.data[j] != o->data[i])
        j++;
      CmAffineExpr *e = cm_affine_dim(ctx, j);
      if (i < m->num_dims)
        dims[i] = e;
      else
        syms[i - m->num_dims] = e;
    }
    for (unsigned r = 0; r < m->num_results; r++) {
      CmAffineExpr *e = cm_affine_replace(m->results[r], dims, syms);
      diff[r] = k ? cm_affine_sub(diff[r], e) : e;
    }
    free(dims);
    free(syms);
  }
  bool eq = true;
  for (unsigned r = 0; r < ma->num_results && eq; r++) {
    CmAffineExpr *e = cm_affine_simplify(diff[r], (unsigned)all.len, 0);
    eq = e->kind == CM_AFFINE_CONST && e->value == 0;
  }
  free(diff);
  CM_VEC_FREE(all);
  return eq;
}

/* ---- value positions in the dependence system ------------------------------ */

typedef struct PosMap {
  CmAffineValueVec src, dst, syms;
} PosMap;

static int vfind(const CmAffineValueVec *v, const CmValue *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return (int)i;
  return -1;
}
static void vadd(CmAffineValueVec *v, CmValue *x) {
  if (vfind(v, x) < 0)
    CM_VEC_PUSH(*v, x);
}
static unsigned src_pos(const PosMap *m, const CmValue *v) {
  int i = vfind(&m->src, v);
  if (i >= 0)
    return (unsigned)i;
  return (unsigned)(m->src.len + m->dst.len) + (unsigned)vfind(&m->syms, v);
}
static unsigned dst_pos(const PosMap *m, const CmValue *v) {
  int i = vfind(&m->dst, v);
  if (i >= 0)
    return (unsigned)(m->src.len + (unsigned)i);
  return (unsigned)(m->src.len + m->dst.len) + (unsigned)vfind(&m->syms, v);
}
static unsigned sym_pos(const PosMap *m, const CmValue *v) {
  return (unsigned)(m->src.len + m->dst.len) + (unsigned)vfind(&m->syms, v);
}

/* 13's updateValuePosMap: is_dim 1 (dims), 0 (symbols), -1 (decide by
 * whether the value is a loop IV). */
static void add_values(PosMap *m, CmValue *const *vals, size_t n, bool is_src,
                       int is_dim) {
  for (size_t i = 0; i < n; i++) {
    CmValue *v = vals[i];
    if (is_dim == 0 || (is_dim < 0 && !cm_affine_for_iv_owner(v)))
      vadd(&m->syms, v);
    else
      vadd(is_src ? &m->src : &m->dst, v);
  }
}

static unsigned num_common_loops(const CmFac *s, const CmFac *d,
                                 CmOpVec *loops) {
  unsigned n = s->num_dims < d->num_dims ? s->num_dims : d->num_dims, k;
  for (k = 0; k < n; k++) {
    CmValue *a = cm_fac_value(s, k), *b = cm_fac_value(d, k);
    if (!cm_affine_for_iv_owner(a) || !cm_affine_for_iv_owner(b) || a != b)
      break;
    if (loops)
      CM_VEC_PUSH(*loops, cm_affine_for_iv_owner(a));
  }
  return k;
}

/* The chain of blocks from `op` up to (excluding) `end` or an affine
 * scope. */
typedef CM_VEC(CmBlock *) BlockVec;
static void ancestor_blocks(CmOp *op, CmBlock *end, BlockVec *out) {
  CmBlock *b = cm_op_block(op);
  while (b && b != end) {
    CmOp *p = cm_block_parent_op(b);
    if (!p || cm_op_has_trait(p, CM_TRAIT_AFFINE_SCOPE))
      break;
    CM_VEC_PUSH(*out, b);
    b = cm_op_block(p);
  }
}

static CmOp *ancestor_in_block(CmBlock *b, CmOp *op) {
  while (op && cm_op_block(op) != b)
    op = cm_op_parent_op(op);
  return op;
}

static bool src_before_dst(const CmMemRefAccess *src,
                           const CmMemRefAccess *dst, const CmFac *sdom,
                           unsigned ncommon) {
  CmBlock *common;
  if (ncommon == 0) {
    CmBlock *b = cm_op_block(src->op);
    while (b && cm_block_parent_op(b) &&
           !cm_op_has_trait(cm_block_parent_op(b), CM_TRAIT_FUNCTION_LIKE) &&
           cm_op_block(cm_block_parent_op(b)))
      b = cm_op_block(cm_block_parent_op(b));
    common = b;
  } else {
    CmOp *loop = cm_affine_for_iv_owner(cm_fac_value(sdom, ncommon - 1));
    CmBlock *body = cm_affine_for_body(loop);
    BlockVec sa = {0}, da = {0};
    ancestor_blocks(src->op, body, &sa);
    ancestor_blocks(dst->op, body, &da);
    common = body;
    for (size_t i = sa.len, j = da.len;
         i > 0 && j > 0 && sa.data[i - 1] == da.data[j - 1]; i--, j--)
      common = sa.data[i - 1];
    CM_VEC_FREE(sa);
    CM_VEC_FREE(da);
  }
  CmOp *s = ancestor_in_block(common, src->op);
  CmOp *d = ancestor_in_block(common, dst->op);
  if (!s || !d)
    return false;
  return s != d && cm_op_is_before_in_block(s, d);
}

static CmResult add_access_constraints(CmAffineMap *smap,
                                       const CmAffineValueVec *sops,
                                       CmAffineMap *dmap,
                                       const CmAffineValueVec *dops,
                                       const PosMap *pm, CmFac *dep) {
  int64_t *sf = NULL, *df = NULL;
  unsigned snc = 0, dnc = 0;
  CmFac sl, dl;
  if (cm_failed(cm_affine_flatten(smap->results, smap->num_results,
                                  smap->num_dims, smap->num_syms, &sf, &snc,
                                  &sl, NULL)))
    return CM_FAILURE;
  if (cm_failed(cm_affine_flatten(dmap->results, dmap->num_results,
                                  dmap->num_dims, dmap->num_syms, &df, &dnc,
                                  &dl, NULL))) {
    free(sf);
    cm_fac_free(&sl);
    return CM_FAILURE;
  }
  unsigned dom_locals = cm_fac_num_locals(dep);
  unsigned snl = cm_fac_num_locals(&sl), dnl = cm_fac_num_locals(&dl);
  cm_fac_append_id(dep, CM_FAC_LOCAL, snl + dnl);
  unsigned off = dep->num_dims + dep->num_syms + dom_locals;
  unsigned sn = (unsigned)sops->len, dn = (unsigned)dops->len;
  unsigned nc = cm_fac_num_cols(dep);
  int64_t *eq = cm_xmalloc(nc * sizeof(int64_t));
  for (unsigned i = 0; i < smap->num_results; i++) {
    memset(eq, 0, nc * sizeof(int64_t));
    const int64_t *s = sf + (size_t)i * snc, *d = df + (size_t)i * dnc;
    for (unsigned j = 0; j < sn; j++)
      eq[src_pos(pm, sops->data[j])] = s[j];
    for (unsigned j = 0; j < snl; j++)
      eq[off + j] = s[sn + j];
    eq[nc - 1] = s[snc - 1];
    for (unsigned j = 0; j < dn; j++) {
      unsigned p = dst_pos(pm, dops->data[j]);
      eq[p] = cm_fac_cadd(dep, eq[p], cm_fac_cneg(dep, d[j]));
    }
    for (unsigned j = 0; j < dnl; j++)
      eq[off + snl + j] = cm_fac_cneg(dep, d[dn + j]);
    eq[nc - 1] = cm_fac_cadd(dep, eq[nc - 1], cm_fac_cneg(dep, d[dnc - 1]));
    cm_fac_add_eq(dep, eq);
  }
  /* symbols defined by constants */
  for (int k = 0; k < 2; k++) {
    const CmAffineValueVec *ops = k ? dops : sops;
    for (size_t i = 0; i < ops->len; i++) {
      int64_t c;
      if (cm_affine_for_iv_owner(ops->data[i]))
        continue;
      if (cm_aff_constant_index(ops->data[i], &c)) {
        unsigned p = sym_pos(pm, ops->data[i]);
        memset(eq, 0, nc * sizeof(int64_t));
        eq[p] = 1;
        eq[nc - 1] = cm_fac_cneg(dep, c);
        cm_fac_add_eq(dep, eq);
      }
    }
  }
  /* the locals' defining inequalities */
  for (int k = 0; k < 2; k++) {
    const CmFac *lc = k ? &dl : &sl;
    const CmAffineValueVec *ops = k ? dops : sops;
    unsigned n = (unsigned)ops->len, nl = k ? dnl : snl;
    unsigned loff = off + (k ? snl : 0);
    for (unsigned r = 0; r < lc->ineqs.n; r++) {
      const int64_t *row = cm_fac_ineq(lc, r);
      memset(eq, 0, nc * sizeof(int64_t));
      for (unsigned j = 0; j < n; j++)
        eq[k ? dst_pos(pm, ops->data[j]) : src_pos(pm, ops->data[j])] = row[j];
      for (unsigned j = 0; j < nl; j++)
        eq[loff + j] = row[n + j];
      eq[nc - 1] = row[cm_fac_num_cols(lc) - 1];
      cm_fac_add_ineq(dep, eq);
    }
  }
  free(eq);
  free(sf);
  free(df);
  cm_fac_free(&sl);
  cm_fac_free(&dl);
  return cm_fac_ok(dep) ? CM_SUCCESS : CM_FAILURE;
}

static void add_ordering(const CmFac *s, const CmFac *d, unsigned depth,
                         CmFac *dep) {
  unsigned nc = cm_fac_num_cols(dep), nsd = s->num_dims;
  unsigned ncl = num_common_loops(s, d, NULL);
  unsigned n = ncl < depth ? ncl : depth;
  int64_t *eq = cm_xmalloc(nc * sizeof(int64_t));
  for (unsigned i = 0; i < n; i++) {
    memset(eq, 0, nc * sizeof(int64_t));
    eq[i] = -1;
    eq[i + nsd] = 1;
    if (i == depth - 1) {
      eq[nc - 1] = -1;
      cm_fac_add_ineq(dep, eq);
    } else {
      cm_fac_add_eq(dep, eq);
    }
  }
  free(eq);
}

static void add_domain(const CmFac *dom, bool is_src, bool is_eq,
                       unsigned local_off, const PosMap *pm, CmFac *dep) {
  unsigned nc = cm_fac_num_cols(dep), nds = dep->num_dims + dep->num_syms;
  unsigned dnds = dom->num_dims + dom->num_syms, dnc = cm_fac_num_cols(dom);
  unsigned n = is_eq ? dom->eqs.n : dom->ineqs.n;
  int64_t *row = cm_xmalloc(nc * sizeof(int64_t));
  for (unsigned i = 0; i < n; i++) {
    const int64_t *r = is_eq ? cm_fac_eq(dom, i) : cm_fac_ineq(dom, i);
    memset(row, 0, nc * sizeof(int64_t));
    for (unsigned j = 0; j < dnds; j++) {
      CmValue *v = cm_fac_value(dom, j);
      row[is_src ? src_pos(pm, v) : dst_pos(pm, v)] = r[j];
    }
    for (unsigned j = 0; j < cm_fac_num_locals(dom); j++)
      row[nds + local_off + j] = r[dnds + j];
    row[nc - 1] = r[dnc - 1];
    if (is_eq)
      cm_fac_add_eq(dep, row);
    else
      cm_fac_add_ineq(dep, row);
  }
  free(row);
}

static void direction_vector(const CmFac *s, const CmFac *d,
                             CmFac *dep, CmDependenceComponentVec *out) {
  CmOpVec loops = {0};
  unsigned ncl = num_common_loops(s, d, &loops);
  out->len = 0;
  if (ncl == 0) {
    CM_VEC_FREE(loops);
    return;
  }
  unsigned to_elim = dep->num_ids;
  cm_fac_insert_id(dep, CM_FAC_DIM, 0, ncl);
  unsigned nc = cm_fac_num_cols(dep), nsd = s->num_dims;
  int64_t *eq = cm_xmalloc(nc * sizeof(int64_t));
  for (unsigned j = 0; j < ncl; j++) {
    memset(eq, 0, nc * sizeof(int64_t));
    eq[j] = 1;
    eq[j + ncl] = 1;
    eq[j + ncl + nsd] = -1;
    cm_fac_add_eq(dep, eq);
  }
  free(eq);
  cm_fac_project_out(dep, ncl, to_elim);
  for (unsigned j = 0; j < ncl; j++) {
    CmDependenceComponent c = {loops.data[j], INT64_MIN, INT64_MAX};
    int64_t l, u;
    bool hl, hu;
    cm_fac_constant_bounds(dep, j, &hl, &l, &hu, &u);
    if (hl)
      c.lb = l;
    if (hu)
      c.ub = u;
    CM_VEC_PUSH(*out, c);
  }
  CM_VEC_FREE(loops);
}

CmDependenceResult cm_check_memref_access_dependence(
    const CmMemRefAccess *src, const CmMemRefAccess *dst, unsigned loop_depth,
    CmFac *cst, CmDependenceComponentVec *components, bool allow_rar) {
  CmFac local_cst;
  CmFac *dep = cst ? cst : &local_cst;
  cm_fac_init(dep, 0, 0, 0);
  if (components)
    components->len = 0;
  if (src->memref != dst->memref)
    goto none_early;
  if (!allow_rar && !src->is_store && !dst->is_store)
    goto none_early;
  CmDependenceResult res = CM_DEP_FAILURE;
  CmAffineMap *smap, *dmap;
  CmAffineValueVec sops = {0}, dops = {0};
  cm_memref_access_map(src, &smap, &sops);
  cm_memref_access_map(dst, &dmap, &dops);
  CmFac sdom, ddom;
  bool sd = false, dd = false;
  PosMap pm;
  memset(&pm, 0, sizeof pm);
  if (!smap || !dmap || smap->num_results != dmap->num_results)
    goto out;
  sd = true;
  if (cm_failed(cm_affine_op_index_set(src->op, &sdom)))
    goto out;
  dd = true;
  if (cm_failed(cm_affine_op_index_set(dst->op, &ddom)))
    goto out;
  unsigned ncommon = num_common_loops(&sdom, &ddom, NULL);
  if (loop_depth < 1 || loop_depth > ncommon + 1)
    goto out;
  if (!allow_rar && loop_depth > ncommon &&
      !src_before_dst(src, dst, &sdom, ncommon)) {
    res = CM_DEP_NONE;
    goto out;
  }
  /* positions */
  for (unsigned i = 0; i < sdom.num_dims; i++) {
    CmValue *v = cm_fac_value(&sdom, i);
    add_values(&pm, &v, 1, true, 1);
  }
  for (unsigned i = 0; i < ddom.num_dims; i++) {
    CmValue *v = cm_fac_value(&ddom, i);
    add_values(&pm, &v, 1, false, 1);
  }
  for (unsigned i = sdom.num_dims; i < sdom.num_dims + sdom.num_syms; i++) {
    CmValue *v = cm_fac_value(&sdom, i);
    add_values(&pm, &v, 1, true, 0);
  }
  for (unsigned i = ddom.num_dims; i < ddom.num_dims + ddom.num_syms; i++) {
    CmValue *v = cm_fac_value(&ddom, i);
    add_values(&pm, &v, 1, false, 0);
  }
  add_values(&pm, sops.data, sops.len, true, -1);
  add_values(&pm, dops.data, dops.len, false, -1);
  for (unsigned i = 0; i < sdom.num_dims + sdom.num_syms; i++)
    if (!cm_fac_value(&sdom, i))
      goto out;
  for (unsigned i = 0; i < ddom.num_dims + ddom.num_syms; i++)
    if (!cm_fac_value(&ddom, i))
      goto out;
  /* As 13: one dim per domain dim, while positions come from the value
   * map; they differ when a domain repeats a value (an affine.if given
   * the same IV twice), which 13 handles this same way. */
  if (pm.src.len + pm.dst.len > sdom.num_dims + ddom.num_dims)
    goto out;
  cm_fac_reset(dep, sdom.num_dims + ddom.num_dims, (unsigned)pm.syms.len,
               cm_fac_num_locals(&sdom) + cm_fac_num_locals(&ddom));
  for (unsigned i = 0; i < sdom.num_dims; i++)
    cm_fac_set_value(dep, i, cm_fac_value(&sdom, i));
  for (unsigned i = 0; i < ddom.num_dims; i++)
    cm_fac_set_value(dep, sdom.num_dims + i, cm_fac_value(&ddom, i));
  for (unsigned i = 0; i < pm.syms.len; i++)
    cm_fac_set_value(dep, sym_pos(&pm, pm.syms.data[i]), pm.syms.data[i]);
  if (cm_failed(add_access_constraints(smap, &sops, dmap, &dops, &pm, dep)))
    goto out;
  add_ordering(&sdom, &ddom, loop_depth, dep);
  add_domain(&sdom, true, true, 0, &pm, dep);
  add_domain(&sdom, true, false, 0, &pm, dep);
  add_domain(&ddom, false, true, cm_fac_num_locals(&sdom), &pm, dep);
  add_domain(&ddom, false, false, cm_fac_num_locals(&sdom), &pm, dep);
  if (!cm_fac_ok(dep))
    goto out;
  if (cm_fac_is_empty(dep)) {
    res = CM_DEP_NONE;
    goto out;
  }
  if (components)
    direction_vector(&sdom, &ddom, dep, components);
  res = CM_DEP_HAS;
out:
  /* limits or overflow (not 13's kind of failure): unknown */
  if (res == CM_DEP_FAILURE &&
      ((sd && cm_fac_status(&sdom) != CM_FAC_OK &&
        cm_fac_status(&sdom) != CM_FAC_UNSUPPORTED) ||
       (dd && cm_fac_status(&ddom) != CM_FAC_OK &&
        cm_fac_status(&ddom) != CM_FAC_UNSUPPORTED) ||
       (cm_fac_status(dep) != CM_FAC_OK &&
        cm_fac_status(dep) != CM_FAC_UNSUPPORTED)))
    res = CM_DEP_UNKNOWN;
  if (sd)
    cm_fac_free(&sdom);
  if (dd)
    cm_fac_free(&ddom);
  CM_VEC_FREE(sops);
  CM_VEC_FREE(dops);
  CM_VEC_FREE(pm.src);
  CM_VEC_FREE(pm.dst);
  CM_VEC_FREE(pm.syms);
  if (!cst)
    cm_fac_free(&local_cst);
  return res;
none_early:
  if (!cst)
    cm_fac_free(&local_cst);
  return CM_DEP_NONE;
}
