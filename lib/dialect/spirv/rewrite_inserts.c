/* rewrite_inserts.c - -spirv-rewrite-inserts (MLIR 13's RewriteInsertsPass):
 * a chain of spv.CompositeInsert ops writing elements 0, 1, ..., N-1 of an
 * N-element composite, each into the previous one's result (single
 * indices only), becomes one spv.CompositeConstruct of the inserted
 * objects, built before and at the location of the last insert; the
 * inserts left unused are erased.  All chains are found first (a
 * post-order walk), then rewritten. */
#include "spirv_ops.h"

#include "cmlir/pass.h"

#include <stdlib.h>

typedef CM_VEC(CmOp *) OpVec;
typedef struct Chains {
  OpVec ops;              /* the chains' inserts, concatenated */
  CM_VEC(size_t) starts;  /* start of each chain in ops */
} Chains;

static bool single_index(CmOp *op, int64_t *index) {
  CmAttr *a = cm_op_get_attr(op, "indices");
  if (!a || a->kind != CM_ATTR_ARRAY || a->array.num != 1 ||
      a->array.elems[0]->kind != CM_ATTR_INTEGER)
    return false;
  *index = a->array.elems[0]->integer.value;
  return true;
}

static CmWalkResult collect(CmOp *op, void *user) {
  Chains *c = user;
  int64_t index;
  if (!cm_op_name_is(op, "spv.CompositeInsert") ||
      cm_op_num_operands(op) != 2 || !single_index(op, &index))
    return CM_WALK_ADVANCE;
  int64_t n = cm_spv_composite_num_elems(cm_op_operand(op, 1)->type);
  if (n <= 0 || index + 1 != n)
    return CM_WALK_ADVANCE;
  size_t start = c->ops.len;
  for (int64_t i = 0; i < n; i++)
    CM_VEC_PUSH(c->ops, NULL);
  for (;;) {
    c->ops.data[start + (size_t)index] = op;
    if (index == 0) {
      CM_VEC_PUSH(c->starts, start);
      return CM_WALK_ADVANCE;
    }
    op = cm_value_defining_op(cm_op_operand(op, 1));
    int64_t next;
    if (!op || !cm_op_name_is(op, "spv.CompositeInsert") ||
        cm_op_num_operands(op) != 2 || !single_index(op, &next) ||
        next != index - 1)
      break;
    index = next;
  }
  c->ops.len = start; /* not a full chain */
  return CM_WALK_ADVANCE;
}

static CmResult rewrite_inserts_run(CmPassRun *r, CmOp *module) {
  (void)r;
  Chains c = {{0}, {0}};
  cm_walk_post(module, collect, &c);
  for (size_t k = 0; k < c.starts.len; k++) {
    size_t start = c.starts.data[k];
    size_t end = k + 1 < c.starts.len ? c.starts.data[k + 1] : c.ops.len;
    size_t n = end - start;
    CmOp *last = c.ops.data[end - 1];
    CmValue **objs = cm_xmalloc(n * sizeof(CmValue *));
    for (size_t i = 0; i < n; i++)
      objs[i] = cm_op_operand(c.ops.data[start + i], 0);
    CmType *t = cm_op_result(last, 0)->type;
    CmOp *cc = cm_op_create_v(cm_op_context(last), "spv.CompositeConstruct",
                              cm_op_loc(last), 1, &t, (unsigned)n, objs, NULL,
                              0, NULL, 0);
    free(objs);
    cm_block_insert_op_before(cm_op_block(last), last, cc);
    cm_value_replace_all_uses(cm_op_result(last, 0), cm_op_result(cc, 0));
    for (size_t i = n; i-- > 0;) {
      CmOp *op = c.ops.data[start + i];
      if (!cm_value_first_use(cm_op_result(op, 0)))
        cm_op_erase(op);
    }
  }
  CM_VEC_FREE(c.ops);
  CM_VEC_FREE(c.starts);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_spirv_rewrite_inserts = {
    .argument = "spirv-rewrite-inserts",
    .name = "SPIRVRewriteInsertsPass",
    .description = "Rewrite sequential chains of spv.CompositeInsert "
                   "operations into spv.CompositeConstruct operations",
    .anchor = "spv.module",
    .run = rewrite_inserts_run,
};
