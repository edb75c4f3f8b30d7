/* loop_utils.c - helpers shared by the scf loop transformations (see
 * loop_utils.h). */
#include "loop_utils.h"

CmValue *cm_scf_index_constant(CmContext *ctx, CmLoc *loc, int64_t v,
                               CmOp *before) {
  CmType *index = cm_index_type(ctx);
  CmNamedAttr na = {cm_ident_c(ctx, "value"), cm_integer_attr(index, v)};
  CmOp *c = cm_op_create_v(ctx, "std.constant", loc, 1, &index, 0, NULL,
                           cm_dict_attr(ctx, 1, &na), 0, NULL, 0);
  cm_block_insert_op_before(cm_op_block(before), before, c);
  return cm_op_result(c, 0);
}

CmValue *cm_scf_index_binary(CmContext *ctx, const char *name, CmLoc *loc,
                             CmValue *a, CmValue *b, CmOp *before) {
  CmType *index = cm_index_type(ctx);
  CmValue *ops[2] = {a, b};
  CmOp *o = cm_op_create_v(ctx, name, loc, 1, &index, 2, ops, NULL, 0, NULL,
                           0);
  cm_block_insert_op_before(cm_op_block(before), before, o);
  return cm_op_result(o, 0);
}

bool cm_scf_is_index_constant(CmValue *v, int64_t want) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_name_is(d, "std.constant") || !cm_type_is_index(v->type))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  return a && a->kind == CM_ATTR_INTEGER && a->integer.value == want;
}

void cm_scf_normalize_loop(CmContext *ctx, CmOp *before, CmBlock *inside,
                           CmLoc *loc, CmValue *lb, CmValue *ub,
                           CmValue *step, CmValue *iv, CmValue **new_lb,
                           CmValue **new_ub, CmValue **new_step) {
  bool zero = cm_scf_is_index_constant(lb, 0);
  bool one = cm_scf_is_index_constant(step, 1);
  *new_lb = lb;
  *new_ub = ub;
  *new_step = step;
  if (zero && one)
    return;
  CmValue *diff = cm_scf_index_binary(ctx, "std.subi", loc, ub, lb, before);
  CmValue *c1 = cm_scf_index_constant(ctx, loc, 1, before);
  CmValue *sm1 = cm_scf_index_binary(ctx, "std.subi", loc, step, c1, before);
  CmValue *sum = cm_scf_index_binary(ctx, "std.addi", loc, diff, sm1, before);
  *new_ub = cm_scf_index_binary(ctx, "std.divi_signed", loc, sum, step, before);
  if (!zero)
    *new_lb = cm_scf_index_constant(ctx, loc, 0, before);
  if (!one)
    *new_step = cm_scf_index_constant(ctx, loc, 1, before);
  /* the original value, at the start of `inside` */
  CmOp *first = inside->first;
  CmOp *mark = first;
  CmValue *scaled = iv, *shifted;
  CmOp *mul = NULL, *add = NULL;
  if (!first) { /* an empty block: a placeholder to insert before */
    mark = cm_op_create_v(ctx, "std.constant", loc, 0, NULL, 0, NULL, NULL, 0,
                          NULL, 0);
    cm_block_append_op(inside, mark);
  }
  if (!one) {
    scaled = cm_scf_index_binary(ctx, "std.muli", loc, iv, step, mark);
    mul = cm_value_defining_op(scaled);
  }
  shifted = scaled;
  if (!zero) {
    shifted = cm_scf_index_binary(ctx, "std.addi", loc, scaled, lb, mark);
    add = cm_value_defining_op(shifted);
  }
  if (!first)
    cm_op_erase(mark);
  cm_value_replace_all_uses(iv, shifted);
  cm_op_set_operand(mul ? mul : add, 0, iv);
}
