/* shape_inference.c - the ShapeInference interface's implementations and
 * the intraprocedural shape inference pass (chapter 4).
 *
 * After inlining, main's values still have the generic tensor<*xf64> type
 * the callees were written with.  The pass visits the ops producing such
 * values once all their operands have ranked types, and asks each, through
 * the interface, to compute its result types. */
#include "dialect.h"

/* Values of other types than tensors (indices, floats, buffers after
 * lowering) have nothing to infer. */
static bool is_unranked(const CmType *t) {
  return t->kind == CM_TYPE_UNRANKED_TENSOR;
}

/* toy.add, toy.mul: both operands must have the same shape; the result
 * has it. */
static CmResult infer_same_as_lhs(CmOp *op) {
  CmType *lhs = cm_op_operand(op, 0)->type, *rhs = cm_op_operand(op, 1)->type;
  if (lhs != rhs) {
    CmDiag *d = cm_op_diag_error(op, "operands have incompatible shapes: ");
    cm_diag_append_type(d, lhs);
    cm_diag_append(d, " and ");
    cm_diag_append_type(d, rhs);
    return cm_diag_report(d);
  }
  cm_value_set_type(cm_op_result(op, 0), lhs);
  return CM_SUCCESS;
}
const ToyShapeInferenceInterface toy_infer_same_as_lhs = {infer_same_as_lhs};

/* toy.transpose: the reversed shape. */
static CmResult infer_transpose(CmOp *op) {
  CmType *in = cm_op_operand(op, 0)->type;
  unsigned rank = in->shaped.rank;
  int64_t dims[64];
  if (rank > 64)
    return cm_op_emit_error(op, "tensor rank %u is too large", rank);
  for (unsigned i = 0; i < rank; i++)
    dims[i] = in->shaped.shape[rank - 1 - i];
  cm_value_set_type(cm_op_result(op, 0),
                    cm_ranked_tensor_type(rank, dims, in->shaped.elem, NULL));
  return CM_SUCCESS;
}
const ToyShapeInferenceInterface toy_infer_transpose = {infer_transpose};

/* toy.cast: the operand's type (the cast then folds away). */
static CmResult infer_cast(CmOp *op) {
  cm_value_set_type(cm_op_result(op, 0), cm_op_operand(op, 0)->type);
  return CM_SUCCESS;
}
const ToyShapeInferenceInterface toy_infer_cast = {infer_cast};

/* ---- the pass --------------------------------------------------------- */

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult collect_dynamic(CmOp *op, void *user) {
  OpVec *work = user;
  unsigned n = cm_op_num_results(op);
  for (unsigned i = 0; i < n; i++)
    if (is_unranked(cm_op_result(op, i)->type)) {
      CM_VEC_PUSH(*work, op);
      break;
    }
  return CM_WALK_ADVANCE;
}

static bool operands_inferred(CmOp *op) {
  unsigned n = cm_op_num_operands(op);
  for (unsigned i = 0; i < n; i++)
    if (is_unranked(cm_op_operand(op, i)->type))
      return false;
  return true;
}

static CmResult run(CmPassRun *r, CmOp *fn) {
  (void)r;
  OpVec work = {0};
  cm_walk_pre(fn, collect_dynamic, &work);
  CmResult res = CM_SUCCESS;
  /* Sweep the worklist in program order until nothing is ready: in a
   * single-block function one sweep resolves everything. */
  bool progress = true;
  while (work.len && progress && cm_succeeded(res)) {
    progress = false;
    size_t kept = 0;
    for (size_t i = 0; i < work.len; i++) {
      CmOp *op = work.data[i];
      if (cm_failed(res) || !operands_inferred(op)) {
        work.data[kept++] = op;
        continue;
      }
      progress = true;
      const ToyShapeInferenceInterface *si =
          cm_op_interface(op, TOY_IFACE_SHAPE_INFERENCE);
      if (!si)
        res = cm_op_emit_plain_error(op, "unable to infer shape of operation "
                                         "without shape inference interface");
      else
        res = si->infer_shapes(op);
    }
    work.len = kept;
  }
  if (cm_succeeded(res) && work.len)
    res = cm_emit_error(cm_op_loc(fn),
                        "Shape inference failed, %zu operations couldn't be "
                        "inferred",
                        work.len);
  CM_VEC_FREE(work);
  return res;
}

const CmPassDef toy_shape_inference_pass = {
    .argument = "toy-shape-inference",
    .name = "ShapeInference",
    .description = "Infer the shapes of toy operations from their operands",
    .anchor = "func",
    .run = run,
};
