/* valid.c - MLIR 13's rules for affine dimensions and symbols
 * (isTopLevelValue, isValidDim, isValidSymbol, getAffineScope) and the
 * operand check the affine ops' verifiers share. */
#include "affine_internal.h"

#include <string.h>

CmRegion *cm_affine_scope(CmOp *op) {
  CmOp *cur = op;
  CmOp *parent;
  while ((parent = cm_op_parent_op(cur))) {
    if (cm_op_has_trait(parent, CM_TRAIT_AFFINE_SCOPE))
      return cm_op_parent_region(cur);
    cur = parent;
  }
  return NULL;
}

static bool valid_symbol_in(CmValue *v, CmRegion *region);
static bool valid_dim_in(CmValue *v, CmRegion *region);

static CmOp *arg_parent_op(CmValue *v) {
  CmBlock *b = cm_value_parent_block(v);
  return b ? cm_block_parent_op(b) : NULL;
}

/* value defined at the top level of `region` or an argument of it */
static bool top_level_in(CmValue *v, CmRegion *region) {
  return region && cm_value_parent_region(v) == region;
}

bool cm_affine_is_top_level_value(CmValue *v) {
  CmOp *parent;
  if (!cm_value_is_result(v))
    parent = arg_parent_op(v);
  else
    parent = cm_op_parent_op(cm_value_defining_op(v));
  return parent && cm_op_has_trait(parent, CM_TRAIT_AFFINE_SCOPE);
}

static bool is_dim_op(const CmOp *op) {
  return cm_op_name_is(op, "memref.dim") || cm_op_name_is(op, "tensor.dim");
}

static bool const_int_of(CmValue *v, int64_t *out) {
  CmOp *d = cm_value_defining_op(v);
  if (!d || !cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return false;
  CmAttr *a = cm_op_get_attr(d, "value");
  if (!a || a->kind != CM_ATTR_INTEGER)
    return false;
  *out = a->integer.value;
  return true;
}

/* isMemRefSizeValidSymbol for alloc / view / subview */
static bool memref_size_valid_symbol(CmOp *def, const char *group,
                                     int64_t index, CmRegion *region) {
  CmType *t = cm_op_result(def, 0)->type;
  if (t->kind != CM_TYPE_MEMREF || index < 0 ||
      (unsigned)index >= t->shaped.rank)
    return false;
  if (t->shaped.shape[index] != CM_DYNAMIC_SIZE)
    return true;
  unsigned pos = 0;
  for (int64_t i = 0; i < index; i++)
    pos += t->shaped.shape[i] == CM_DYNAMIC_SIZE;
  unsigned start, n;
  if (!cm_ods_operand_group(def, group, &start, &n) || pos >= n)
    return false;
  return valid_symbol_in(cm_op_operand(def, start + pos), region);
}

static bool dim_op_valid_symbol(CmOp *dim, CmRegion *region) {
  CmValue *src = cm_op_operand(dim, 0);
  if (cm_affine_is_top_level_value(src))
    return true;
  if (!cm_value_is_result(src))
    return false;
  int64_t index;
  if (cm_op_num_operands(dim) < 2 || !const_int_of(cm_op_operand(dim, 1), &index))
    return false;
  CmOp *def = cm_value_defining_op(src);
  if (cm_op_name_is(def, "memref.alloc"))
    return memref_size_valid_symbol(def, "dynamicSizes", index, region);
  if (cm_op_name_is(def, "memref.view") || cm_op_name_is(def, "memref.subview"))
    return memref_size_valid_symbol(def, "sizes", index, region);
  return false;
}

static bool outer_symbol(CmValue *v, CmRegion *region) {
  if (!region || !region->parent ||
      cm_op_has_trait(region->parent, CM_TRAIT_ISOLATED_FROM_ABOVE))
    return false;
  CmRegion *outer = cm_op_parent_region(region->parent);
  return outer && valid_symbol_in(v, outer);
}

static bool all_operands(CmOp *op, bool dims, CmRegion *region) {
  for (unsigned i = 0; i < cm_op_num_operands(op); i++) {
    CmValue *v = cm_op_operand(op, i);
    if (dims ? !valid_dim_in(v, region) : !valid_symbol_in(v, region))
      return false;
  }
  return true;
}

bool cm_affine_is_valid_symbol(CmValue *v, CmRegion *region) {
  if (region)
    return valid_symbol_in(v, region);
  /* the one-argument form */
  if (!cm_type_is_index(v->type))
    return false;
  if (cm_affine_is_top_level_value(v))
    return true;
  CmOp *d = cm_value_defining_op(v);
  return d ? valid_symbol_in(v, cm_affine_scope(d)) : false;
}

bool cm_affine_is_valid_dim(CmValue *v, CmRegion *region) {
  if (region)
    return valid_dim_in(v, region);
  if (!cm_type_is_index(v->type))
    return false;
  CmOp *d = cm_value_defining_op(v);
  if (d)
    return valid_dim_in(v, cm_affine_scope(d));
  CmOp *parent = arg_parent_op(v);
  return parent && (cm_op_has_trait(parent, CM_TRAIT_AFFINE_SCOPE) ||
                    cm_op_name_is(parent, "affine.for") ||
                    cm_op_name_is(parent, "affine.parallel"));
}

static bool valid_symbol_in(CmValue *v, CmRegion *region) {
  if (!cm_type_is_index(v->type))
    return false;
  if (top_level_in(v, region))
    return true;
  CmOp *d = cm_value_defining_op(v);
  if (!d)
    return outer_symbol(v, region);
  if (cm_op_has_trait(d, CM_TRAIT_CONSTANT_LIKE))
    return true;
  if (cm_op_name_is(d, "affine.apply"))
    return all_operands(d, false, region);
  if (is_dim_op(d))
    return dim_op_valid_symbol(d, region);
  return outer_symbol(v, region);
}

static bool valid_dim_in(CmValue *v, CmRegion *region) {
  if (!cm_type_is_index(v->type))
    return false;
  if (valid_symbol_in(v, region))
    return true;
  CmOp *d = cm_value_defining_op(v);
  if (!d) {
    CmOp *parent = arg_parent_op(v);
    return parent && (cm_op_name_is(parent, "affine.for") ||
                      cm_op_name_is(parent, "affine.parallel"));
  }
  if (cm_op_name_is(d, "affine.apply"))
    return all_operands(d, true, region);
  if (is_dim_op(d))
    return cm_affine_is_top_level_value(cm_op_operand(d, 0));
  return false;
}

CmResult cm_affine_verify_dims_and_symbols(CmOp *op, unsigned start,
                                           unsigned n, unsigned num_dims) {
  CmRegion *scope = cm_affine_scope(op);
  for (unsigned i = 0; i < n; i++) {
    CmValue *v = cm_op_operand(op, start + i);
    if (i < num_dims) {
      if (!valid_dim_in(v, scope))
        return cm_op_emit_error(op, "operand cannot be used as a dimension id");
    } else if (!valid_symbol_in(v, scope)) {
      return cm_op_emit_error(op, "operand cannot be used as a symbol");
    }
  }
  return CM_SUCCESS;
}
