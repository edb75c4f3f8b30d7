/* families.c - registers the op families of `spv` (one file each) and
 * gathers their CmSpvOpInfo rows into one table. */
#include "spirv_ops.h"

#include <pthread.h>
#include <string.h>

typedef const CmSpvOpInfo *(*InfoFn)(unsigned *count);

static const struct {
  void (*reg)(CmContext *ctx);
  InfoFn info;
} families[] = {
    {cm_spv_register_arith_ops, cm_spv_arith_op_info},
    {cm_spv_register_bit_ops, cm_spv_bit_op_info},
    {cm_spv_register_logical_ops, cm_spv_logical_op_info},
    {cm_spv_register_cast_ops, cm_spv_cast_op_info},
    {cm_spv_register_glsl_ops, cm_spv_glsl_op_info},
    {cm_spv_register_ocl_ops, cm_spv_ocl_op_info},
    {cm_spv_register_composite_ops, cm_spv_composite_op_info},
    {cm_spv_register_atomic_ops, cm_spv_atomic_op_info},
    {cm_spv_register_barrier_ops, cm_spv_barrier_op_info},
    {cm_spv_register_matrix_ops, cm_spv_matrix_op_info},
    {cm_spv_register_non_uniform_ops, cm_spv_non_uniform_op_info},
    {cm_spv_register_group_ops, cm_spv_group_op_info},
    {cm_spv_register_coop_matrix_ops, cm_spv_coop_matrix_op_info},
    {cm_spv_register_image_ops, cm_spv_image_op_info},
    {cm_spv_register_spec_ops, cm_spv_spec_op_info},
};

void cm_spv_register_family_ops(CmContext *ctx) {
  for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
    families[i].reg(ctx);
}

/* The rows of all families, concatenated once (const afterwards). */
#define MAX_ROWS 512
static CmSpvOpInfo all_rows[MAX_ROWS];
static unsigned num_rows;

static void gather(void) {
  unsigned n = 0;
  for (size_t i = 0; i < sizeof families / sizeof families[0]; i++) {
    unsigned c = 0;
    const CmSpvOpInfo *rows = families[i].info(&c);
    for (unsigned j = 0; j < c && n < MAX_ROWS; j++)
      all_rows[n++] = rows[j];
  }
  num_rows = n;
}

const CmSpvOpInfo *cm_spv_family_op_info(unsigned *count) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, gather);
  *count = num_rows;
  return all_rows;
}

/* The dialect's constant materializer (13's SPIRVDialect::
 * materializeConstant): a spv.Constant for the folded integer, float or
 * dense value of a scalar or vector type. */
CmOp *cm_spv_materialize_constant(CmDialect *d, CmBuilder *b, CmAttr *value,
                                  CmType *type, CmLoc *loc) {
  (void)d;
  if (!value)
    return NULL;
  /* 13's ConstantOp::isBuildableWith: of the spv types only arrays (an
   * array attribute of the elements). */
  bool array = cm_spv_type_id(type) == CM_SPV_ARRAY &&
               value->kind == CM_ATTR_ARRAY;
  if (!array &&
      (value->type != type ||
       !(value->kind == CM_ATTR_INTEGER || value->kind == CM_ATTR_FLOAT ||
         value->kind == CM_ATTR_DENSE_ELEMENTS)))
    return NULL;
  if (!array && type->kind != CM_TYPE_VECTOR && !cm_spv_is_scalar_type(type))
    return NULL;
  CmNamedAttr na = {cm_ident_c(b->ctx, "value"), value};
  CmAttr *dict = cm_dict_attr(b->ctx, 1, &na);
  return cm_builder_insert(b, cm_op_create_v(b->ctx, "spv.Constant", loc, 1,
                                             &type, 0, NULL, dict, 0, NULL, 0));
}
