/* regions.c - memref regions (13's MemRefRegion): the set of elements an
 * affine access touches over the loops deeper than a given depth, as a
 * constraint system whose dims are the memref's dimensions and whose
 * symbols are the outer loop IVs and other symbols; its constant bounding
 * box and size in bytes. */
#include "analysis_internal.h"
#include "cmlir/analysis/slice.h"

#include <stdlib.h>
#include <string.h>

bool cm_memref_elt_size_in_bytes(const CmType *memref, uint64_t *bytes) {
  if (memref->kind != CM_TYPE_MEMREF)
    return false;
  const CmType *e = memref->shaped.elem;
  uint64_t bits;
  if (cm_type_is_integer(e, 0) || cm_type_is_float(e)) {
    bits = cm_type_bit_width(e);
  } else if (e->kind == CM_TYPE_VECTOR) {
    int64_t n = cm_shaped_num_elements(e);
    const CmType *ve = e->shaped.elem;
    if (n < 0 || !(cm_type_is_integer(ve, 0) || cm_type_is_float(ve)))
      return false;
    bits = (uint64_t)cm_type_bit_width(ve) * (uint64_t)n;
  } else {
    return false;
  }
  *bytes = (bits + 7) / 8;
  return true;
}

bool cm_memref_size_in_bytes(const CmType *memref, uint64_t *bytes) {
  if (memref->kind != CM_TYPE_MEMREF)
    return false;
  uint64_t s;
  if (!cm_memref_elt_size_in_bytes(memref, &s))
    return false;
  for (unsigned i = 0; i < memref->shaped.rank; i++) {
    int64_t d = memref->shaped.shape[i];
    if (d == CM_DYNAMIC_SIZE || d < 0 ||
        __builtin_mul_overflow(s, (uint64_t)d, &s))
      return false;
  }
  *bytes = s;
  return true;
}

void cm_memref_region_free(CmMemRefRegion *r) { cm_fac_free(&r->cst); }

static bool contains_op(const CmOpVec *v, const CmOp *op) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == op)
      return true;
  return false;
}

CmResult cm_memref_region_compute(CmMemRefRegion *r, CmOp *op,
                                  unsigned loop_depth, bool add_dim_bounds) {
  return cm_memref_region_compute_in_slice(r, op, loop_depth, NULL,
                                           add_dim_bounds);
}

CmResult cm_memref_region_compute_in_slice(CmMemRefRegion *r, CmOp *op,
                                           unsigned loop_depth,
                                           const CmSliceState *slice,
                                           bool add_dim_bounds) {
  CmMemRefAccess acc;
  memset(r, 0, sizeof *r);
  cm_fac_init(&r->cst, 0, 0, 0);
  if (!cm_memref_access_init(&acc, op))
    return CM_FAILURE;
  r->memref = acc.memref;
  r->write = acc.is_store;
  unsigned rank = cm_memref_access_rank(&acc);
  CmOpVec ivs = {0};
  cm_affine_enclosing_loops(op, &ivs);
  CmResult res = CM_FAILURE;
  CmAffineValueVec ops = {0};
  if (loop_depth > ivs.len)
    goto done;
  if (rank == 0) {
    cm_fac_reset(&r->cst, 0, loop_depth, 0);
    for (unsigned i = 0; i < loop_depth; i++)
      cm_fac_set_value(&r->cst, i, cm_affine_for_iv(ivs.data[i]));
    res = CM_SUCCESS;
    goto done;
  }
  CmAffineMap *map;
  cm_memref_access_map(&acc, &map, &ops);
  if (!map)
    goto done;
  unsigned nd = map->num_dims, ns = map->num_syms;
  if (slice) /* the slice operands join as symbols */
    for (size_t i = 0; i < slice->operands.len; i++) {
      bool seen = false;
      for (size_t j = 0; j < ops.len; j++)
        seen |= ops.data[j] == slice->operands.data[i];
      if (!seen) {
        CM_VEC_PUSH(ops, slice->operands.data[i]);
        ns++;
      }
    }
  cm_fac_reset(&r->cst, nd, ns, 0);
  for (unsigned i = 0; i < nd + ns; i++)
    cm_fac_set_value(&r->cst, i, ops.data[i]);
  for (unsigned i = 0; i < nd + ns; i++) {
    CmValue *v = ops.data[i];
    CmOp *loop = cm_affine_for_iv_owner(v);
    int64_t c;
    if (loop) {
      if (cm_failed(cm_fac_add_for_domain(&r->cst, loop)))
        goto done;
    } else if (cm_aff_constant_index(v, &c)) {
      unsigned p;
      if (cm_fac_find_id(&r->cst, v, &p))
        cm_fac_add_bound(&r->cst, CM_FAC_EQ, p, c);
    }
  }
  if (slice) {
    for (size_t i = 0; i < slice->operands.len; i++)
      cm_fac_add_iv_or_terminal_symbol(&r->cst, slice->operands.data[i]);
    if (cm_failed(cm_fac_add_slice_bounds(
            &r->cst, slice->ivs.data, (unsigned)slice->ivs.len, slice->lbs,
            slice->ubs, slice->operands.data, (unsigned)slice->operands.len)))
      goto done;
  }
  if (cm_failed(cm_fac_compose_map_values(&r->cst, map, ops.data,
                                          map->num_dims + map->num_syms))) {
    cm_op_emit_plain_error(op, "getMemRefRegion: compose affine map failed");
    goto done;
  }
  cm_fac_set_dim_symbol_separation(&r->cst,
                                   r->cst.num_dims + r->cst.num_syms - rank);
  /* project out the IVs of loops deeper than loop_depth */
  ivs.len = loop_depth;
  for (;;) {
    unsigned k;
    bool found = false;
    for (k = r->cst.num_dims; k < r->cst.num_dims + r->cst.num_syms; k++) {
      CmOp *l = cm_affine_for_iv_owner(cm_fac_value(&r->cst, k));
      if (l && !contains_op(&ivs, l)) {
        found = true;
        break;
      }
    }
    if (!found)
      break;
    cm_fac_fm_eliminate(&r->cst, k, false, NULL);
    if (!cm_fac_ok(&r->cst))
      goto done;
  }
  cm_fac_project_out(&r->cst, r->cst.num_dims + r->cst.num_syms,
                     cm_fac_num_locals(&r->cst));
  cm_fac_constant_fold_id_range(&r->cst, r->cst.num_dims, r->cst.num_syms);
  if (r->cst.num_dims != rank || !cm_fac_ok(&r->cst))
    goto done;
  if (add_dim_bounds) {
    const CmType *t = r->memref->type;
    for (unsigned d = 0; d < rank; d++) {
      cm_fac_add_bound(&r->cst, CM_FAC_LB, d, 0);
      if (t->shaped.shape[d] != CM_DYNAMIC_SIZE)
        cm_fac_add_bound(&r->cst, CM_FAC_UB, d, t->shaped.shape[d] - 1);
    }
  }
  cm_fac_remove_trivial_redundancy(&r->cst);
  res = cm_fac_ok(&r->cst) ? CM_SUCCESS : CM_FAILURE;
done:
  CM_VEC_FREE(ops);
  CM_VEC_FREE(ivs);
  cm_memref_access_free(&acc);
  return res;
}

bool cm_memref_region_constant_bounding_size(const CmMemRefRegion *r,
                                             int64_t *num_elements,
                                             int64_t *shape, int64_t *lbs,
                                             int64_t *lb_divisors) {
  const CmType *t = r->memref->type;
  if (t->kind != CM_TYPE_MEMREF || !cm_fac_ok(&r->cst))
    return false;
  unsigned rank = t->shaped.rank;
  if (rank != r->cst.num_dims)
    return false;
  CmFac c;
  cm_fac_copy(&c, &r->cst);
  for (unsigned d = 0; d < rank; d++) {
    cm_fac_add_bound(&c, CM_FAC_LB, d, 0);
    if (t->shaped.shape[d] != CM_DYNAMIC_SIZE)
      cm_fac_add_bound(&c, CM_FAC_UB, d, t->shaped.shape[d] - 1);
  }
  unsigned ns = c.num_syms;
  int64_t *lb = cm_xcalloc(ns + 1, sizeof(int64_t));
  int64_t n = 1;
  bool ok = true;
  for (unsigned d = 0; d < rank && ok; d++) {
    int64_t diff, div = 1;
    memset(lb, 0, (ns + 1) * sizeof(int64_t));
    if (!cm_fac_constant_bound_on_dim_size(&c, d, &diff, lb, &div, NULL, NULL,
                                           NULL)) {
      if (t->shaped.shape[d] == CM_DYNAMIC_SIZE) {
        ok = false;
        break;
      }
      diff = t->shaped.shape[d];
      memset(lb, 0, (ns + 1) * sizeof(int64_t));
      div = 1;
    }
    if (__builtin_mul_overflow(n, diff, &n))
      ok = false;
    if (lbs)
      memcpy(lbs + (size_t)d * (ns + 1), lb, (ns + 1) * sizeof(int64_t));
    if (lb_divisors)
      lb_divisors[d] = div;
    if (shape)
      shape[d] = diff;
  }
  free(lb);
  cm_fac_free(&c);
  if (ok)
    *num_elements = n;
  return ok;
}

bool cm_memref_region_size(const CmMemRefRegion *r, int64_t *bytes) {
  const CmType *t = r->memref->type;
  if (t->kind != CM_TYPE_MEMREF)
    return false;
  CmAttr *layout = t->shaped.layout;
  if (layout) {
    /* 13 answers 0 for a non-identity layout (its `return false`). */
    *bytes = 0;
    return true;
  }
  int64_t n;
  uint64_t elt;
  if (!cm_memref_region_constant_bounding_size(r, &n, NULL, NULL, NULL) ||
      !cm_memref_elt_size_in_bytes(t, &elt))
    return false;
  if (__builtin_mul_overflow((int64_t)elt, n, bytes))
    return false;
  return true;
}

bool cm_fac_ids_aligned(const CmFac *a, const CmFac *b) {
  if (a->num_dims != b->num_dims || a->num_syms != b->num_syms ||
      a->num_ids != b->num_ids)
    return false;
  for (unsigned i = 0; i < a->num_ids; i++)
    if (cm_fac_value(a, i) != cm_fac_value(b, i))
      return false;
  return true;
}

CmResult cm_memref_region_union_bounding_box(CmMemRefRegion *r,
                                             const CmMemRefRegion *other) {
  if (r->memref != other->memref)
    return CM_FAILURE;
  if (cm_fac_ids_aligned(&r->cst, &other->cst))
    return cm_fac_union_bounding_box(&r->cst, &other->cst);
  CmFac o;
  cm_fac_copy(&o, &other->cst);
  cm_fac_merge_and_align(r->cst.num_dims, &r->cst, &o);
  CmResult res = cm_fac_union_bounding_box(&r->cst, &o);
  cm_fac_free(&o);
  return res;
}
