/* verify.c - the generic verifier derived from an ODS table: count traits,
 * the ODS traits of ods.h, attribute / operand / result / region
 * constraints and type relations, with upstream MLIR 13's messages and in
 * its order; plus the by-name accessors. */
#include "ods_internal.h"

#include <string.h>

/* ---------------------------------------------------------------------- */
/* Group sizes                                                             */
/* ---------------------------------------------------------------------- */

static bool seg_sizes(const CmOp *op, const char *attr_name, unsigned ngroups,
                      unsigned total, unsigned *sizes) {
  CmAttr *seg = cm_op_get_attr(op, attr_name);
  if (!seg || seg->kind != CM_ATTR_DENSE_ELEMENTS || seg->dense.is_string ||
      !seg->type || cm_shaped_num_elements(seg->type) != (int64_t)ngroups)
    return false;
  uint64_t sum = 0;
  for (unsigned i = 0; i < ngroups; i++) {
    int64_t v = cm_dense_get_int(seg, i);
    if (v < 0)
      return false;
    sizes[i] = (unsigned)v;
    sum += (uint64_t)v;
  }
  return sum == total;
}

static bool group_sizes(const CmOp *op, const CmOdsValue *vals, unsigned n,
                        unsigned total, bool attr_sized, bool same_size,
                        const char *attr_name, unsigned *sizes) {
  unsigned nvar = 0, nfixed = 0;
  for (unsigned i = 0; i < n; i++) {
    if (vals[i].arity == CM_ODS_ONE)
      nfixed++;
    else
      nvar++;
  }
  if (nvar == 0) {
    for (unsigned i = 0; i < n; i++)
      sizes[i] = 1;
    return total == nfixed;
  }
  if (attr_sized)
    return seg_sizes(op, attr_name, n, total, sizes);
  if (total < nfixed)
    return false;
  unsigned rest = total - nfixed;
  if (nvar > 1 && !same_size)
    return false;
  if (rest % nvar)
    return false;
  for (unsigned i = 0; i < n; i++)
    sizes[i] = vals[i].arity == CM_ODS_ONE ? 1 : rest / nvar;
  return true;
}

/* All groups single values (OdsOpInfo.single_*): each size is 1, and the
 * layout is known when the count matches. */
static bool single_sizes(unsigned n, unsigned total, unsigned *sizes) {
  for (unsigned i = 0; i < n; i++)
    sizes[i] = 1;
  return total == n;
}

bool cm_ods_operand_sizes(const CmOp *op, unsigned *sizes) {
  const OdsOpInfo *info = cm_ods_info(cm_op_def(op));
  if (info && info->single_operands)
    return single_sizes(info->ods->num_operands, cm_op_num_operands(op), sizes);
  const CmOdsOp *ods = cm_ods_of(op);
  if (!ods)
    return false;
  uint64_t t = cm_op_opname(op)->def->traits;
  return group_sizes(
      op, ods->operands, ods->num_operands, cm_op_num_operands(op),
      t & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS,
      t & CM_TRAIT_SAME_VARIADIC_OPERAND_SIZE, "operand_segment_sizes", sizes);
}

bool cm_ods_result_sizes(const CmOp *op, unsigned *sizes) {
  const OdsOpInfo *info = cm_ods_info(cm_op_def(op));
  if (info && info->single_results)
    return single_sizes(info->ods->num_results, cm_op_num_results(op), sizes);
  const CmOdsOp *ods = cm_ods_of(op);
  if (!ods)
    return false;
  uint64_t t = cm_op_opname(op)->def->traits;
  return group_sizes(op, ods->results, ods->num_results, cm_op_num_results(op),
                     t & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS,
                     t & CM_TRAIT_SAME_VARIADIC_RESULT_SIZE,
                     "result_segment_sizes", sizes);
}

static bool find_group(const CmOp *op, const CmOdsValue *vals, unsigned n,
                       bool results, const char *name, unsigned *start,
                       unsigned *count) {
  unsigned idx = n;
  for (unsigned i = 0; i < n; i++)
    if (strcmp(vals[i].name, name) == 0) {
      idx = i;
      break;
    }
  if (idx == n)
    return false;
  unsigned small[16];
  unsigned *sizes = n <= 16 ? small : cm_xmalloc(sizeof(unsigned) * n);
  bool ok = results ? cm_ods_result_sizes(op, sizes)
                    : cm_ods_operand_sizes(op, sizes);
  if (ok) {
    *start = cm_ods_group_start(sizes, idx);
    *count = sizes[idx];
  }
  if (sizes != small)
    free(sizes);
  return ok;
}

bool cm_ods_operand_group(const CmOp *op, const char *name, unsigned *start,
                          unsigned *count) {
  const CmOdsOp *ods = cm_ods_of(op);
  return ods && find_group(op, ods->operands, ods->num_operands, false, name,
                           start, count);
}

bool cm_ods_result_group(const CmOp *op, const char *name, unsigned *start,
                         unsigned *count) {
  const CmOdsOp *ods = cm_ods_of(op);
  return ods && find_group(op, ods->results, ods->num_results, true, name,
                           start, count);
}

CmValue *cm_ods_operand(CmOp *op, const char *name) {
  unsigned s, c;
  if (!cm_ods_operand_group(op, name, &s, &c) || c == 0)
    return NULL;
  return cm_op_operand(op, s);
}

/* ---------------------------------------------------------------------- */
/* Shapes                                                                  */
/* ---------------------------------------------------------------------- */

static bool is_shaped(const CmType *t) { return t && cm_type_is_shaped(t); }
static bool has_rank(const CmType *t) {
  return t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
         t->kind == CM_TYPE_MEMREF;
}
static CmType *elem_or_self(CmType *t) {
  return is_shaped(t) ? t->shaped.elem : t;
}

bool cm_ods_compatible_shape(const CmType *a, const CmType *b) {
  if (!is_shaped(a))
    return !is_shaped(b);
  if (!is_shaped(b))
    return false;
  if (!has_rank(a) || !has_rank(b))
    return true;
  if (a->shaped.rank != b->shaped.rank)
    return false;
  for (unsigned i = 0; i < a->shaped.rank; i++) {
    int64_t x = a->shaped.shape[i], y = b->shaped.shape[i];
    if (x != CM_DYNAMIC_SIZE && y != CM_DYNAMIC_SIZE && x != y)
      return false;
  }
  return true;
}

/* upstream verifyCompatibleShapes over a list. */
static bool compatible_shapes(CmType *const *ts, unsigned n) {
  unsigned nshaped = 0;
  for (unsigned i = 0; i < n; i++)
    nshaped += is_shaped(ts[i]);
  if (nshaped != n)
    return nshaped == 0;
  const CmType *first = NULL;
  for (unsigned i = 0; i < n; i++) {
    if (!has_rank(ts[i]))
      continue;
    if (!first) {
      first = ts[i];
      continue;
    }
    if (ts[i]->shaped.rank != first->shaped.rank)
      return false;
  }
  if (!first)
    return true;
  for (unsigned d = 0; d < first->shaped.rank; d++) {
    int64_t seen = CM_DYNAMIC_SIZE;
    for (unsigned i = 0; i < n; i++) {
      if (!has_rank(ts[i]))
        continue;
      int64_t x = ts[i]->shaped.shape[d];
      if (x == CM_DYNAMIC_SIZE)
        continue;
      if (seen != CM_DYNAMIC_SIZE && seen != x)
        return false;
      seen = x;
    }
  }
  return true;
}

/* ---------------------------------------------------------------------- */
/* verify_invariants: count traits, then the ODS traits                   */
/* ---------------------------------------------------------------------- */

static void count_arity(const CmOdsValue *v, unsigned n, unsigned *fixed,
                        bool *var) {
  *fixed = 0;
  *var = false;
  for (unsigned i = 0; i < n; i++) {
    if (v[i].arity == CM_ODS_ONE)
      (*fixed)++;
    else
      *var = true;
  }
}

static CmResult verify_counts(CmOp *op, const CmOdsOp *ods) {
  /* regions */
  unsigned fixed = 0;
  bool var = false;
  for (unsigned i = 0; i < ods->num_regions; i++) {
    if (ods->regions[i].variadic)
      var = true;
    else
      fixed++;
  }
  unsigned n = cm_op_num_regions(op);
  if (!var) {
    if (fixed == 0 && n != 0)
      return cm_op_emit_error(op, "requires zero regions");
    if (fixed == 1 && n != 1)
      return cm_op_emit_error(op, "requires one region");
    if (fixed > 1 && n != fixed)
      return cm_op_emit_error(op, "expected %u regions", fixed);
  } else if (fixed && n < fixed) {
    return cm_op_emit_error(op, "expected %u or more regions", fixed);
  }
  /* results */
  count_arity(ods->results, ods->num_results, &fixed, &var);
  n = cm_op_num_results(op);
  if (!var) {
    if (fixed == 0 && n != 0)
      return cm_op_emit_error(op, "requires zero results");
    if (fixed == 1 && n != 1)
      return cm_op_emit_error(op, "requires one result");
    if (fixed > 1 && n != fixed)
      return cm_op_emit_error(op, "expected %u results", fixed);
  } else if (fixed && n < fixed) {
    return cm_op_emit_error(op, "expected %u or more results", fixed);
  }
  /* successors */
  fixed = 0;
  var = false;
  for (unsigned i = 0; i < ods->num_successors; i++) {
    if (ods->successors[i].variadic)
      var = true;
    else
      fixed++;
  }
  n = cm_op_num_successors(op);
  if (!var) {
    if (fixed == 0 && n != 0)
      return cm_op_emit_error(op, "requires zero successors");
    if (fixed == 1 && n != 1)
      return cm_op_emit_error(op, "requires 1 successor but found %u", n);
    if (fixed > 1 && n != fixed)
      return cm_op_emit_error(op, "requires %u successors but found %u",
                              fixed, n);
  } else if (fixed && n < fixed) {
    return cm_op_emit_error(op, "requires at least %u successors but found %u",
                            fixed, n);
  }
  /* operands */
  count_arity(ods->operands, ods->num_operands, &fixed, &var);
  n = cm_op_num_operands(op);
  if (!var) {
    if (fixed == 0 && n != 0)
      return cm_op_emit_error(op, "requires zero operands");
    if (fixed == 1 && n != 1)
      return cm_op_emit_error(op, "requires a single operand");
    if (fixed > 1 && n != fixed)
      return cm_op_emit_error(op, "expected %u operands, but found %u", fixed,
                              n);
  } else if (fixed && n < fixed) {
    return cm_op_emit_error(op, "expected %u or more operands", fixed);
  }
  return CM_SUCCESS;
}

static CmResult verify_segment_trait(CmOp *op, const char *attr_name,
                                     const char *group, unsigned expected) {
  CmAttr *seg = cm_op_get_attr(op, attr_name);
  if (!seg || seg->kind != CM_ATTR_DENSE_ELEMENTS || seg->dense.is_string ||
      !seg->type)
    return cm_op_emit_error(op, "requires 1D vector attribute '%s'",
                            attr_name);
  const CmType *vt = seg->type;
  if (vt->kind != CM_TYPE_VECTOR || vt->shaped.rank != 1 ||
      !cm_type_is_integer(vt->shaped.elem, 32) ||
      vt->shaped.elem->integer.signedness != CM_SIGNLESS)
    return cm_op_emit_error(op, "requires 1D vector of i32 attribute '%s'",
                            attr_name);
  int64_t num = cm_shaped_num_elements(vt);
  uint64_t total = 0;
  for (int64_t i = 0; i < num; i++) {
    int64_t v = cm_dense_get_int(seg, (size_t)i);
    if (v < 0)
      return cm_op_emit_error(
          op, "'%s' attribute cannot have negative elements", attr_name);
    total += (uint64_t)v;
  }
  if (total != expected)
    return cm_op_emit_error(op,
                            "%s count (%u) does not match with the total size "
                            "(%llu) specified in attribute '%s'",
                            group, expected, (unsigned long long)total,
                            attr_name);
  return CM_SUCCESS;
}

static bool is_bool_like(const CmType *t) {
  if (is_shaped(t))
    t = t->shaped.elem;
  return t && t->kind == CM_TYPE_INTEGER && t->integer.width == 1 &&
         t->integer.signedness == CM_SIGNLESS;
}

/* `all` holds the types of the op's `nall_ops` operands, then of its
 * results (verify_ods_traits gathered them). */
static CmResult verify_elementwise(CmOp *op, CmType *const *all,
                                   unsigned nall_ops, unsigned nall_res) {
  unsigned nres = 0, nops = 0;
  CmType *small[16];
  unsigned total = nall_ops + nall_res;
  CmType **ts = total <= 16 ? small : cm_xmalloc(sizeof(CmType *) * total);
  unsigned nt = 0;
  for (unsigned i = 0; i < total; i++) {
    CmType *t = all[i];
    if (t && (t->kind == CM_TYPE_VECTOR || t->kind == CM_TYPE_RANKED_TENSOR ||
              t->kind == CM_TYPE_UNRANKED_TENSOR)) {
      ts[nt++] = t;
      if (i < nall_ops)
        nops++;
      else
        nres++;
    }
  }
  CmResult r = CM_SUCCESS;
  if (nres == 0 && nops == 0)
    goto done;
  if (nres && !nops) {
    r = cm_op_emit_error(op, "if a result is non-scalar, then at least one "
                             "operand must be non-scalar");
    goto done;
  }
  if (!nres) {
    r = cm_op_emit_error(op, "if an operand is non-scalar, then there must be "
                             "at least one non-scalar result");
    goto done;
  }
  if (nres != nall_res) {
    r = cm_op_emit_error(op, "if an operand is non-scalar, then all results "
                             "must be non-scalar");
    goto done;
  }
  for (unsigned i = 1; i < nt; i++)
    if (ts[i]->kind != ts[0]->kind) {
      r = CM_FAILURE;
      break;
    }
  if (r == CM_SUCCESS && !compatible_shapes(ts, nt))
    r = CM_FAILURE;
  if (r != CM_SUCCESS)
    cm_op_emit_error(op, "all non-scalar operands/results must have the same "
                         "shape and base type");
done:
  if (ts != small)
    free(ts);
  return r;
}

static CmResult verify_parent(CmOp *op, const CmOdsOp *ods) {
  CmOp *parent = cm_op_parent_op(op);
  unsigned n = 0;
  for (const char *const *p = ods->parents; p && *p; p++, n++)
    if (parent && cm_op_name_is(parent, *p))
      return CM_SUCCESS;
  CmDiag *d = cm_op_diag_error(op, "expects parent op %s",
                               n != 1 ? "to be one of '" : "'");
  for (unsigned i = 0; i < n; i++) {
    const char *pn = ods->parents[i];
    cm_diag_append(d, "%s%s", i ? ", " : "", pn);
  }
  cm_diag_append(d, "'");
  return cm_diag_report(d);
}

/* Broadcastable (upstream's verifyCompatibleOperandBroadcast). */
static bool is_dyn(int64_t d) { return d == CM_DYNAMIC_SIZE; }

/* NumPy-style broadcast of a (rank na) with b (rank nb) into out (rank
 * max(na, nb)); false if incompatible. `out` may alias `a` only if na is
 * the larger rank - callers pass distinct buffers. */
static bool broadcast_shapes(const int64_t *a, unsigned na, const int64_t *b,
                             unsigned nb, int64_t *out, unsigned *nout) {
  unsigned n = na > nb ? na : nb;
  const int64_t *big = na > nb ? a : b;
  for (unsigned i = 0; i < n; i++)
    out[i] = big[i];
  for (unsigned k = 0; k < na && k < nb; k++) {
    int64_t d1 = a[na - 1 - k], d2 = b[nb - 1 - k];
    int64_t *r = &out[n - 1 - k];
    if (is_dyn(d1) || is_dyn(d2)) {
      if (d1 > 1)
        *r = d1;
      else if (d2 > 1)
        *r = d2;
      else if (d1 == 1)
        *r = d2;
      else if (d2 == 1)
        *r = d1;
      else
        *r = CM_DYNAMIC_SIZE;
    } else if (d1 == d2 || d2 == 1) {
      *r = d1;
    } else if (d1 == 1) {
      *r = d2;
    } else {
      return false;
    }
  }
  *nout = n;
  return true;
}

static void append_shape(CmDiag *d, const int64_t *s, unsigned n) {
  cm_diag_append(d, "'");
  for (unsigned i = 0; i < n; i++) {
    if (is_dyn(s[i]))
      cm_diag_append(d, "%s?", i ? "x" : "");
    else
      cm_diag_append(d, "%s%lld", i ? "x" : "", (long long)s[i]);
  }
  cm_diag_append(d, "'");
}

static CmResult verify_broadcastable(CmOp *op, CmType *const *ts,
                                     unsigned nops, unsigned nres) {
  bool tensor = false, vector = false;
  unsigned max_rank = 0;
  for (unsigned i = 0; i < nops + nres; i++) {
    if (!ts[i])
      continue;
    if (ts[i]->kind == CM_TYPE_RANKED_TENSOR ||
        ts[i]->kind == CM_TYPE_UNRANKED_TENSOR)
      tensor = true;
    if (ts[i]->kind == CM_TYPE_VECTOR)
      vector = true;
    if (ts[i]->kind == CM_TYPE_RANKED_TENSOR && ts[i]->shaped.rank > max_rank)
      max_rank = ts[i]->shaped.rank;
  }
  if (tensor && vector) {
    CmDiag *d = cm_op_diag_plain_error(op, "cannot broadcast vector with "
                                           "tensor");
    return cm_diag_report(d);
  }
  int64_t small[2][16];
  int64_t *cur = max_rank <= 16 ? small[0]
                                : cm_xmalloc(sizeof(int64_t) * max_rank);
  int64_t *tmp = max_rank <= 16 ? small[1]
                                : cm_xmalloc(sizeof(int64_t) * max_rank);
  unsigned ncur = 0;
  bool any = false;
  CmResult r = CM_SUCCESS;
  for (unsigned i = 0; i < nops && !r; i++) {
    if (!ts[i] || ts[i]->kind != CM_TYPE_RANKED_TENSOR)
      continue;
    const int64_t *sh = ts[i]->shaped.shape;
    unsigned rk = ts[i]->shaped.rank;
    if (!any) {
      for (unsigned k = 0; k < rk; k++)
        cur[k] = sh[k];
      ncur = rk;
      any = true;
    }
    unsigned nt;
    if (!broadcast_shapes(cur, ncur, sh, rk, tmp, &nt)) {
      r = cm_op_emit_error(op, "operands don't have broadcast-compatible "
                               "shapes");
      break;
    }
    int64_t *sw = cur;
    cur = tmp;
    tmp = sw;
    ncur = nt;
  }
  for (unsigned i = 0; any && !r && i < nres; i++) {
    CmType *t = ts[nops + i];
    if (!t || t->kind != CM_TYPE_RANKED_TENSOR)
      continue;
    unsigned rk = t->shaped.rank;
    const int64_t *sh = t->shaped.shape;
    /* the trailing min(rk, ncur) dims must match the broadcast shape */
    bool ok = rk >= ncur;
    for (unsigned k = 0; ok && k < ncur; k++) {
      int64_t inferred = cur[k], existing = sh[rk - ncur + k];
      ok = inferred == existing || is_dyn(inferred) || is_dyn(existing) ||
           inferred == 1;
    }
    if (!ok) {
      CmDiag *d = cm_op_diag_error(op, "result type ");
      append_shape(d, sh, rk);
      cm_diag_append(d, " not broadcast compatible with broadcasted "
                        "operands's shapes ");
      append_shape(d, cur, ncur);
      r = cm_diag_report(d);
    }
  }
  if (max_rank > 16) {
    free(cur);
    free(tmp);
  }
  return r;
}

static CmResult verify_ods_traits(CmOp *op, const CmOdsOp *ods,
                                  uint64_t t) {
  if ((t & CM_TRAIT_HAS_PARENT) && cm_failed(verify_parent(op, ods)))
    return CM_FAILURE;
  if ((t & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS) &&
      cm_failed(verify_segment_trait(op, "operand_segment_sizes", "operand",
                                     cm_op_num_operands(op))))
    return CM_FAILURE;
  if ((t & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS) &&
      cm_failed(verify_segment_trait(op, "result_segment_sizes", "result",
                                     cm_op_num_results(op))))
    return CM_FAILURE;
  unsigned nops = cm_op_num_operands(op), nres = cm_op_num_results(op);
  CmType *small[16];
  unsigned total = nops + nres;
  CmType **ts = total <= 16 ? small : cm_xmalloc(sizeof(CmType *) * total);
  CmOpOperand *operands = cm_op_operand_array(op);
  for (unsigned i = 0; i < nops; i++) {
    CmValue *v = cm_operand_value(&operands[i]);
    ts[i] = v ? v->type : NULL;
  }
  CmValue *res = cm_op_results(op);
  for (unsigned i = 0; i < nres; i++)
    ts[nops + i] = res[i].type;
  CmResult r = CM_SUCCESS;
  /* Upstream's cast ops list ElementwiseMappable before
   * SameOperandsAndResultShape (its other ops list it after their
   * same-type traits): that order decides which error comes first. */
  bool elementwise_first = (t & CM_TRAIT_ELEMENTWISE_MAPPABLE) &&
                           (t & CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE);
  if (elementwise_first && cm_failed(verify_elementwise(op, ts, nops, nres))) {
    r = CM_FAILURE;
    goto done;
  }
  if ((t & CM_TRAIT_SAME_OPERANDS_SHAPE) && nops &&
      !compatible_shapes(ts, nops)) {
    r = cm_op_emit_error(op, "requires the same shape for all operands");
    goto done;
  }
  if ((t & CM_TRAIT_SAME_OPERANDS_AND_RESULT_SHAPE) && total &&
      !compatible_shapes(ts, total)) {
    r = cm_op_emit_error(op,
                         "requires the same shape for all operands and results");
    goto done;
  }
  if ((t & CM_TRAIT_SAME_OPERANDS_ELEMENT_TYPE) && nops) {
    CmType *e = elem_or_self(ts[0]);
    for (unsigned i = 1; i < nops; i++)
      if (elem_or_self(ts[i]) != e) {
        r = cm_op_emit_error(
            op, "requires the same element type for all operands");
        goto done;
      }
  }
  if ((t & CM_TRAIT_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) && nops && nres) {
    CmType *e = elem_or_self(ts[nops]);
    for (unsigned i = 0; i < total; i++)
      if (elem_or_self(ts[i]) != e) {
        r = cm_op_emit_error(op, "requires the same element type for all "
                                 "operands and results");
        goto done;
      }
  }
  if ((t & CM_TRAIT_SAME_TYPE_OPERANDS) && nops > 1) {
    for (unsigned i = 1; i < nops; i++)
      if (ts[i] != ts[0]) {
        r = cm_op_emit_error(op, "requires all operands to have the same type");
        goto done;
      }
  }
  if ((t & CM_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) && nops && nres) {
    CmType *rt = ts[nops];
    CmType *e = elem_or_self(rt);
    for (unsigned i = 0; i < total; i++)
      if (elem_or_self(ts[i]) != e || !cm_ods_compatible_shape(ts[i], rt)) {
        r = cm_op_emit_error(
            op, "requires the same type for all operands and results");
        goto done;
      }
  }
  if (t & CM_TRAIT_RESULTS_ARE_BOOL_LIKE) {
    for (unsigned i = 0; i < nres; i++)
      if (!is_bool_like(ts[nops + i])) {
        r = cm_op_emit_error(op, "requires a bool result type");
        goto done;
      }
  }
  if ((t & CM_TRAIT_ELEMENTWISE_MAPPABLE) && !elementwise_first &&
      cm_failed(verify_elementwise(op, ts, nops, nres)))
    r = CM_FAILURE;
  if (!r && (t & CM_TRAIT_BROADCASTABLE) &&
      cm_failed(verify_broadcastable(op, ts, nops, nres)))
    r = CM_FAILURE;
done:
  if (ts != small)
    free(ts);
  return r;
}

CmResult cm_ods_verify_invariants(CmOp *op) {
  const OdsOpInfo *info = cm_ods_info(cm_op_opname(op)->def);
  if (!info)
    return CM_SUCCESS;
  const CmOdsOp *ods = info->ods;
  if (cm_failed(verify_counts(op, ods)))
    return CM_FAILURE;
  if (cm_failed(verify_ods_traits(op, ods, info->def.traits)))
    return CM_FAILURE;
  if (info->orig->verify_invariants &&
      cm_failed(info->orig->verify_invariants(op)))
    return CM_FAILURE;
  return CM_SUCCESS;
}

/* ---------------------------------------------------------------------- */
/* verify: attributes, operands, results, relations, regions, custom       */
/* ---------------------------------------------------------------------- */

static CmResult verify_values(CmOp *op, const CmOdsValue *vals, unsigned n,
                              const unsigned *sizes, bool results) {
  const char *what = results ? "result" : "operand";
  unsigned index = 0;
  CmOpOperand *operands = results ? NULL : cm_op_operand_array(op);
  CmValue *res = results ? cm_op_results(op) : NULL;
  for (unsigned g = 0; g < n; g++) {
    if (vals[g].arity == CM_ODS_OPTIONAL && sizes[g] > 1)
      return cm_op_emit_error(op,
                              "%s group starting at #%u requires 0 or 1 "
                              "element, but found %u",
                              what, index, sizes[g]);
    for (unsigned k = 0; k < sizes[g]; k++, index++) {
      CmValue *v = results ? &res[index] : cm_operand_value(&operands[index]);
      const CmTypeConstraint *c = vals[g].type;
      if (!v || !c || !c->pred || c->pred(v->type, c->arg))
        continue;
      CmDiag *d = cm_op_diag_error(op, "%s #%u must be %s, but got '", what,
                                   index, c->summary ? c->summary : "");
      cm_diag_append_type(d, v->type);
      cm_diag_append(d, "'");
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

/* Type of the first value of group `slot` (operand groups, then result
 * groups; OdsOpInfo.rel_from / rel_to), or NULL if the slot is none, the
 * group is empty or its layout unknown (osizes / rsizes NULL). */
static CmType *slot_type(CmOp *op, int slot, unsigned nops,
                         const unsigned *osizes, const unsigned *rsizes) {
  if (slot < 0)
    return NULL;
  bool operand = (unsigned)slot < nops;
  unsigned g = operand ? (unsigned)slot : (unsigned)slot - nops;
  const unsigned *sizes = operand ? osizes : rsizes;
  if (!sizes || !sizes[g])
    return NULL;
  unsigned start = cm_ods_group_start(sizes, g);
  CmValue *v = operand ? cm_op_operand(op, start) : cm_op_result(op, start);
  return v ? v->type : NULL;
}

CmResult cm_ods_verify(CmOp *op) {
  const OdsOpInfo *info = cm_ods_info(cm_op_opname(op)->def);
  if (!info)
    return CM_SUCCESS;
  const CmOdsOp *ods = info->ods;
  uint64_t t = info->def.traits;

  /* Segment attribute sizes (upstream's adaptor; no op prefix). */
  if (t & CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS) {
    CmAttr *seg = cm_op_get_attr(op, "operand_segment_sizes");
    int64_t num = seg && seg->type ? cm_shaped_num_elements(seg->type) : 0;
    if (num != (int64_t)ods->num_operands)
      return cm_emit_error(cm_op_loc(op),
                           "'operand_segment_sizes' attribute for specifying "
                           "operand segments must have %u elements, but got "
                           "%lld",
                           ods->num_operands, (long long)num);
  }
  if (t & CM_TRAIT_ATTR_SIZED_RESULT_SEGMENTS) {
    CmAttr *seg = cm_op_get_attr(op, "result_segment_sizes");
    int64_t num = seg && seg->type ? cm_shaped_num_elements(seg->type) : 0;
    if (num != (int64_t)ods->num_results)
      return cm_emit_error(cm_op_loc(op),
                           "'result_segment_sizes' attribute for specifying "
                           "result segments must have %u elements, but got "
                           "%lld",
                           ods->num_results, (long long)num);
  }

  /* Attributes (upstream's adaptor: emitError(loc), so never a "see
   * current operation" note). */
  for (unsigned i = 0; i < ods->num_attrs; i++) {
    const CmOdsAttr *a = &ods->attrs[i];
    CmAttr *v = cm_dict_get_ident(cm_op_attrs(op), info->attr_idents[i]);
    if (!v) {
      if (a->optional || a->default_value)
        continue;
      return cm_emit_error(cm_op_loc(op), "'%s' op requires attribute '%s'",
                           info->def.name, a->name);
    }
    if (!a->constraint || cm_ods_attr_satisfies(a->constraint, v))
      continue;
    CmBuf b;
    cm_buf_init(&b);
    cm_ods_attr_summary(a->constraint, &b);
    cm_emit_error(cm_op_loc(op),
                  "'%s' op attribute '%s' failed to satisfy constraint: %s",
                  info->def.name, a->name, b.data ? b.data : "");
    cm_buf_free(&b);
    return CM_FAILURE;
  }

  /* Operands and results: the group sizes (osizes, then rsizes), kept
   * for the type relations below. */
  unsigned nops = ods->num_operands, nslots = nops + ods->num_results;
  unsigned small[16];
  unsigned *sizes =
      nslots <= 16 ? small : cm_xmalloc(sizeof(unsigned) * nslots);
  unsigned *osizes = sizes, *rsizes = sizes + nops;
  bool oknown = cm_ods_operand_sizes(op, osizes);
  bool rknown = cm_ods_result_sizes(op, rsizes);
  CmResult r = CM_SUCCESS;
  if (oknown &&
      cm_failed(verify_values(op, ods->operands, nops, osizes, false)))
    r = CM_FAILURE;
  if (!r && rknown &&
      cm_failed(verify_values(op, ods->results, ods->num_results, rsizes,
                              true)))
    r = CM_FAILURE;

  /* Type predicates, then type relations (between the first values of
   * two groups). */
  for (unsigned i = 0; !r && i < ods->num_type_preds; i++) {
    const CmOdsTypePred *tp = &ods->type_preds[i];
    CmType *a = slot_type(op, cm_ods_value_slot(ods, tp->a), nops,
                          oknown ? osizes : NULL, rknown ? rsizes : NULL);
    CmType *b = slot_type(op, cm_ods_value_slot(ods, tp->b), nops,
                          oknown ? osizes : NULL, rknown ? rsizes : NULL);
    if (a && b && !tp->pred(a, b))
      r = cm_op_emit_error(op, "failed to verify that %s", tp->summary);
  }
  for (unsigned i = 0; !r && i < ods->num_type_rels; i++) {
    const CmOdsTypeRel *rel = &ods->type_rels[i];
    CmType *from = slot_type(op, info->rel_from[i], nops,
                             oknown ? osizes : NULL, rknown ? rsizes : NULL);
    CmType *to = slot_type(op, info->rel_to[i], nops, oknown ? osizes : NULL,
                           rknown ? rsizes : NULL);
    if (!from || !to)
      continue;
    CmType *want = rel->transform ? rel->transform(from) : from;
    if (want != to)
      r = cm_op_emit_error(op, "failed to verify that %s",
                           rel->summary ? rel->summary : "");
  }
  if (sizes != small)
    free(sizes);
  if (r)
    return r;

  /* Regions. */
  unsigned ri = 0;
  for (unsigned g = 0; g < ods->num_regions && ri < cm_op_num_regions(op);
       g++) {
    const CmOdsRegion *rg = &ods->regions[g];
    unsigned cnt = rg->variadic
                       ? cm_op_num_regions(op) - ri -
                             (ods->num_regions - 1 - g) /* rest fixed */
                       : 1;
    for (unsigned k = 0; k < cnt && ri < cm_op_num_regions(op); k++, ri++) {
      if (!rg->single_block)
        continue;
      CmRegion *reg = cm_op_region(op, ri);
      unsigned nb = 0;
      for (CmBlock *b = reg->first; b; b = b->next)
        nb++;
      if (nb != 1)
        return cm_op_emit_error(op,
                                "region #%u ('%s') failed to verify "
                                "constraint: region with 1 blocks",
                                ri, rg->name ? rg->name : "");
    }
  }

  if (info->orig->verify && cm_failed(info->orig->verify(op)))
    return CM_FAILURE;
  return CM_SUCCESS;
}
