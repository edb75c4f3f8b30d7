/* simplify.c - the `-simplify-affine-structures` pass of MLIR 13: every
 * affine map attribute of every op is simplified (13's simplifyAffineMap,
 * cm_affine_map_simplify), every integer set attribute too
 * (simplifyIntegerSet, cm_integer_set_simplify), then the affine.for /
 * affine.if / affine.apply ops (collected in post-order) are folded and
 * canonicalized with their own patterns by the strict multi-op worklist
 * driver (only those ops and the ops the rewrites create are visited, the
 * last collected first), as 13. */
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
  /* 13's applyOpPatternsAndFold(ops, patterns, strict = true): the ops
   * in a worklist, the last collected (outermost) first */
  cm_apply_op_patterns_and_fold_list(ops.data, ops.len, set, true);
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
