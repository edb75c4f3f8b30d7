/* region_branch.c - verification along the edges of the region-branch
 * interface (MLIR 13's RegionBranchOpInterface::verifyTypes) and the
 * defaults of the loop-like interface. */
#include "cmlir/ods.h"

#include <stdio.h>

bool cm_region_branch_terminator_operands(CmOp *term, unsigned region,
                                          unsigned *start, unsigned *count) {
  const CmRegionBranchTerminatorInterface *ti =
      cm_op_interface(term, CM_IFACE_REGION_BRANCH_TERMINATOR);
  if (ti && ti->successor_operands) {
    ti->successor_operands(term, region, start, count);
    return true;
  }
  if (cm_op_has_trait(term, CM_TRAIT_RETURN_LIKE)) {
    *start = 0;
    *count = cm_op_num_operands(term);
    return true;
  }
  return false;
}

static void edge_name(CmDiag *d, unsigned from, unsigned to) {
  if (from == CM_REGION_PARENT)
    cm_diag_append(d, "from parent operands");
  else
    cm_diag_append(d, "from Region #%u", from);
  if (to == CM_REGION_PARENT)
    cm_diag_append(d, " to parent results");
  else
    cm_diag_append(d, " to Region #%u", to);
}

/* The types flowing out of `from` towards `to`: from the op, its entry
 * operands (or its results when the successor is the op itself, as
 * upstream); from a region, the operands of its representative
 * terminator `term` (none: the edge is not checked). */
static bool source_types(CmOp *op, const CmRegionBranchInterface *rb,
                         unsigned from, unsigned to, CmOp *term,
                         unsigned tstart, unsigned tcount, CmTypeVec *out) {
  out->len = 0;
  if (from == CM_REGION_PARENT) {
    if (to == CM_REGION_PARENT) {
      for (unsigned i = 0; i < cm_op_num_results(op); i++)
        CM_VEC_PUSH(*out, cm_op_result(op, i)->type);
      return true;
    }
    unsigned s = 0, n = 0;
    if (rb->entry_operands)
      rb->entry_operands(op, to, &s, &n);
    for (unsigned i = 0; i < n && s + i < cm_op_num_operands(op); i++)
      CM_VEC_PUSH(*out, cm_op_operand(op, s + i)->type);
    return true;
  }
  if (!term)
    return false;
  for (unsigned i = 0; i < tcount; i++)
    CM_VEC_PUSH(*out, cm_op_operand(term, tstart + i)->type);
  return true;
}

static void successor_inputs(CmOp *op, const CmRegionBranchInterface *rb,
                             unsigned to, CmTypeVec *out) {
  out->len = 0;
  if (to == CM_REGION_PARENT) {
    for (unsigned i = 0; i < cm_op_num_results(op); i++)
      CM_VEC_PUSH(*out, cm_op_result(op, i)->type);
    return;
  }
  CmBlock *entry = cm_op_region(op, to)->first;
  if (!entry)
    return;
  unsigned s = 0, n = 0;
  if (rb->successor_inputs)
    rb->successor_inputs(op, to, &s, &n);
  for (unsigned i = 0; i < n && s + i < entry->num_args; i++)
    CM_VEC_PUSH(*out, entry->args[s + i]->type);
}

static CmResult verify_edges(CmOp *op, const CmRegionBranchInterface *rb,
                             unsigned from, CmOp *term, unsigned tstart,
                             unsigned tcount, CmTypeVec *src, CmTypeVec *dst) {
  unsigned succ[4];
  unsigned n = rb->successor_regions(op, from, NULL, succ);
  for (unsigned k = 0; k < n && k < 4; k++) {
    unsigned to = succ[k];
    if (!source_types(op, rb, from, to, term, tstart, tcount, src))
      continue;
    successor_inputs(op, rb, to, dst);
    if (src->len != dst->len) {
      CmDiag *d = cm_op_diag_error(op, " region control flow edge ");
      edge_name(d, from, to);
      cm_diag_append(d, ": source has %zu operands, but target successor "
                        "needs %zu",
                     src->len, dst->len);
      return cm_diag_report(d);
    }
    for (size_t i = 0; i < src->len; i++) {
      if (src->data[i] == dst->data[i])
        continue;
      CmDiag *d = cm_op_diag_error(op, " along control flow edge ");
      edge_name(d, from, to);
      cm_diag_append(d, ": source type #%zu '", i);
      cm_diag_append_type(d, src->data[i]);
      cm_diag_append(d, "' should match input type #%zu '", i);
      cm_diag_append_type(d, dst->data[i]);
      cm_diag_append(d, "'");
      return cm_diag_report(d);
    }
  }
  return CM_SUCCESS;
}

static bool same_operand_types(CmOp *a, unsigned as, unsigned an, CmOp *b,
                               unsigned bs, unsigned bn) {
  if (an != bn)
    return false;
  for (unsigned i = 0; i < an; i++)
    if (cm_op_operand(a, as + i)->type != cm_op_operand(b, bs + i)->type)
      return false;
  return true;
}

CmResult cm_region_branch_verify_types(CmOp *op) {
  const CmRegionBranchInterface *rb =
      cm_op_interface(op, CM_IFACE_REGION_BRANCH);
  if (!rb || !rb->successor_regions)
    return CM_SUCCESS;
  CmTypeVec src = {0}, dst = {0};
  CmResult r = verify_edges(op, rb, CM_REGION_PARENT, NULL, 0, 0, &src, &dst);
  for (unsigned ri = 0; !r && ri < cm_op_num_regions(op); ri++) {
    /* All region-branch terminators of a region pass the same types; the
     * first one stands for them. */
    CmOp *rep = NULL;
    unsigned rs = 0, rn = 0;
    for (CmBlock *b = cm_op_region(op, ri)->first; b; b = b->next) {
      CmOp *t = b->last;
      unsigned s, n;
      if (!t || !cm_region_branch_terminator_operands(t, ri, &s, &n))
        continue;
      if (!rep) {
        rep = t;
        rs = s;
        rn = n;
        continue;
      }
      if (!same_operand_types(rep, rs, rn, t, s, n)) {
        r = cm_op_emit_error(
            op, "Region #%u operands mismatch between return-like terminators",
            ri);
        break;
      }
    }
    if (!r)
      r = verify_edges(op, rb, ri, rep, rs, rn, &src, &dst);
  }
  CM_VEC_FREE(src);
  CM_VEC_FREE(dst);
  return r;
}

bool cm_loop_is_defined_outside(CmOp *op, CmValue *v) {
  const CmLoopLikeInterface *ll = cm_op_interface(op, CM_IFACE_LOOP_LIKE);
  if (!ll)
    return false;
  if (ll->is_defined_outside)
    return ll->is_defined_outside(op, v);
  CmRegion *body = ll->loop_body ? ll->loop_body(op) : NULL;
  for (CmRegion *r = cm_value_parent_region(v); r;) {
    if (r == body)
      return false;
    CmOp *p = r->parent;
    r = p ? cm_op_parent_region(p) : NULL;
  }
  return true;
}

void cm_loop_move_out_of_loop(CmOp *op, unsigned n, CmOp *const *ops) {
  const CmLoopLikeInterface *ll = cm_op_interface(op, CM_IFACE_LOOP_LIKE);
  if (ll && ll->move_out_of_loop) {
    ll->move_out_of_loop(op, n, ops);
    return;
  }
  for (unsigned i = 0; i < n; i++)
    cm_op_move_before(ops[i], op);
}
