/* simplify.c - the `-simplify-affine-structures` pass of MLIR 13: every
 * affine map attribute of every op is simplified (13's simplifyAffineMap,
 * cm_affine_map_simplify), every integer set attribute too
 * (simplifyIntegerSet, cm_integer_set_simplify), then the affine.for /
 * affine.if / affine.apply ops are folded and canonicalized with their own
 * patterns, one op at a time. */
#include "cmlir/dialect/affine.h"
#include "cmlir/pass.h"
#include "cmlir/rewrite.h"

#include <string.h>

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult visit(CmOp *op, void *user) {
  OpVec *ops = user;
  CmAttr *d = cm_op_attrs(op);
  for (unsigned i = 0; d && i < d->dict.num; i++) {
    CmNamedAttr na = d->dict.entries[i];
    CmAttr *nv = NULL;
    if (na.value->kind == CM_ATTR_AFFINE_MAP)
      nv = cm_affine_map_attr(cm_affine_map_simplify(na.value->map));
    else if (na.value->kind == CM_ATTR_INTEGER_SET)
      nv = cm_integer_set_attr(cm_integer_set_simplify(na.value->set));
    if (nv && nv != na.value) {
      cm_op_set_attr(op, na.name->str, nv);
      d = cm_op_attrs(op);
    }
  }
  if (cm_is_affine_for(op) || cm_is_affine_if(op) ||
      cm_op_name_is(op, "affine.apply"))
    CM_VEC_PUSH(*ops, op);
  return CM_WALK_ADVANCE;
}

typedef struct Dead {
  CmPtrMap *listed;
  OpVec ops;
} Dead;

static CmWalkResult find_dead(CmOp *op, void *user) {
  Dead *d = user;
  if ((cm_ptrmap_get(d->listed, op) || cm_op_name_is(op, "affine.apply")) &&
      cm_op_is_trivially_dead(op))
    CM_VEC_PUSH(d->ops, op);
  return CM_WALK_ADVANCE;
}

static CmResult run(CmPassRun *run, CmOp *func) {
  (void)run;
  CmContext *ctx = cm_op_context(func);
  OpVec ops = {0};
  cm_walk_post(func, visit, &ops);
  CmPatternSet *set = cm_pattern_set_create(ctx);
  static const char *const names[] = {"affine.apply", "affine.for",
                                      "affine.if"};
  for (int i = 0; i < 3; i++) {
    const CmOpDef *def = cm_lookup_op_def(ctx, names[i], strlen(names[i]));
    if (def)
      cm_pattern_set_add_op_canonicalizations(set, def);
  }
  /* post-order: an op's rewrite never erases one still to come */
  CmPtrMap listed;
  memset(&listed, 0, sizeof listed);
  for (size_t i = 0; i < ops.len; i++)
    cm_ptrmap_put(&listed, ops.data[i], 1);
  for (size_t i = 0; i < ops.len; i++) {
    bool erased = false;
    cm_apply_op_patterns_and_fold(ops.data[i], set, &erased);
  }
  /* 13's driver erases the listed ops (and those the rewrites created)
   * that became trivially dead (an affine.apply composed into its users) */
  Dead dead = {&listed, {0}};
  cm_walk_post(func, find_dead, &dead);
  for (size_t i = dead.ops.len; i-- > 0;)
    if (cm_op_is_trivially_dead(dead.ops.data[i]))
      cm_op_erase(dead.ops.data[i]);
  CM_VEC_FREE(dead.ops);
  cm_ptrmap_free(&listed);
  cm_pattern_set_destroy(set);
  CM_VEC_FREE(ops);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_simplify_affine_structures = {
    .argument = "simplify-affine-structures",
    .name = "SimplifyAffineStructures",
    .description = "Simplify affine expressions in maps/sets and normalize "
                   "memrefs",
    .anchor = "func",
    .run = run};
