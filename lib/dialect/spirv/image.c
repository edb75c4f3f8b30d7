/* image.c - the image ops of `spv` (MLIR 13's SPIRVImageOps):
 * spv.ImageDrefGather (a depth-compare gather of four texels),
 * spv.ImageQuerySize (the dimensions of an image) and spv.Image (the
 * image of a sampled image).  All three use declarative forms; the
 * verifiers give 13's messages in 13's order. */
#include "spirv_ops.h"

static bool p_image(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_type_id(t) == CM_SPV_IMAGE;
}
static bool p_sampled_image(const CmType *t, const void *arg) {
  (void)arg;
  return cm_spv_type_id(t) == CM_SPV_SAMPLED_IMAGE;
}
static const CmTypeConstraint tc_image = {"any SPIR-V image type", p_image,
                                          NULL, NULL};
static const CmTypeConstraint tc_sampled_image = {
    "any SPIR-V sampled image type", p_sampled_image, NULL, NULL};

/* Dim values (SPIR-V's). */
enum { DIM_1D, DIM_2D, DIM_3D, DIM_CUBE, DIM_RECT, DIM_BUFFER };

/* ---- spv.ImageDrefGather ---- */
static CmResult dref_gather_verify(CmOp *op) {
  CmType *image = cm_spv_type_elem(cm_op_operand(op, 0)->type);
  CmType *res = cm_op_result(op, 0)->type;
  if (res->kind != CM_TYPE_VECTOR || cm_shaped_num_elements(res) != 4)
    return cm_op_emit_error(op, "result type must be a vector of four "
                                "components");
  if (res->shaped.elem != cm_spv_type_elem(image))
    return cm_op_emit_error(op, "the component type of result must be the "
                                "same as sampled type of the underlying "
                                "image type");
  uint32_t dim = cm_spv_image_param(image, CM_SPV_IMG_DIM);
  if (dim != DIM_2D && dim != DIM_CUBE && dim != DIM_RECT)
    return cm_op_emit_error(op, "the Dim operand of the underlying image "
                                "type must be 2D, Cube, or Rect");
  if (cm_spv_image_param(image, CM_SPV_IMG_SAMPLING) != 0)
    return cm_op_emit_error(op, "the MS operand of the underlying image "
                                "type must be 0");
  return CM_SUCCESS;
}

static const CmOdsValue dref_operands[] = {
    {"sampledimage", CM_ODS_ONE, &tc_sampled_image},
    {"coordinate", CM_ODS_ONE, &cm_spv_tc_float_sv},
    {"dref", CM_ODS_ONE, &cm_spv_tc_float}};
static const CmOdsValue dref_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_vector}};
static const CmOdsOp dref_ods = {
    CM_ODS_OPERANDS(dref_operands), CM_ODS_RESULTS(dref_results),
    .format = "attr-dict $sampledimage `:` type($sampledimage) `,` "
              "$coordinate `:` type($coordinate) `,` $dref `:` type($dref) "
              "`->` type($result)"};

/* ---- spv.ImageQuerySize ---- */
static CmResult query_size_verify(CmOp *op) {
  CmType *image = cm_op_operand(op, 0)->type;
  CmType *res = cm_op_result(op, 0)->type;
  uint32_t dim = cm_spv_image_param(image, CM_SPV_IMG_DIM);
  uint32_t ms = cm_spv_image_param(image, CM_SPV_IMG_SAMPLING);
  uint32_t sampled = cm_spv_image_param(image, CM_SPV_IMG_SAMPLER_USE);
  unsigned n;
  switch (dim) {
  case DIM_1D:
  case DIM_BUFFER:
    n = 1;
    break;
  case DIM_2D:
  case DIM_CUBE:
  case DIM_RECT:
    n = 2;
    break;
  case DIM_3D:
    n = 3;
    break;
  default:
    return cm_op_emit_plain_error(op, "the Dim operand of the image type "
                                      "must be 1D, 2D, 3D, Buffer, Cube, or "
                                      "Rect");
  }
  /* SamplerUnknown = 0, NeedSampler = 1, NoSampler = 2. */
  if ((dim == DIM_1D || dim == DIM_2D || dim == DIM_3D || dim == DIM_CUBE) &&
      ms != 1 && sampled == 1)
    return cm_op_emit_plain_error(op, "if Dim is 1D, 2D, 3D, or Cube, it "
                                      "must also have either an MS of 1 or a "
                                      "Sampled of 0 or 2");
  if (cm_spv_image_param(image, CM_SPV_IMG_ARRAYED))
    n++;
  int64_t have = res->kind == CM_TYPE_VECTOR ? cm_shaped_num_elements(res) : 1;
  if (have != (int64_t)n)
    return cm_op_emit_plain_error(op, "expected the result to have %u "
                                      "component(s), but found %lld "
                                      "component(s)",
                                  n, (long long)have);
  return CM_SUCCESS;
}

static const CmOdsValue query_operands[] = {
    {"image", CM_ODS_ONE, &tc_image}};
static const CmOdsValue query_results[] = {
    {"result", CM_ODS_ONE, &cm_spv_tc_int_sv}};
static const CmOdsOp query_ods = {
    CM_ODS_OPERANDS(query_operands), CM_ODS_RESULTS(query_results),
    .format = "attr-dict $image `:` type($image) `->` type($result)"};

/* ---- spv.Image ---- */
static CmType *image_of(CmType *sampled) {
  return cm_spv_type_id(sampled) == CM_SPV_SAMPLED_IMAGE
             ? cm_spv_type_elem(sampled)
             : NULL;
}
static const CmOdsValue image_operands[] = {
    {"sampledimage", CM_ODS_ONE, &tc_sampled_image}};
static const CmOdsValue image_results[] = {
    {"result", CM_ODS_ONE, &tc_image}};
static const CmOdsTypeRel image_rels[] = {
    {"sampledimage", "result", image_of,
     "type of 'result' matches image type of 'sampledimage'"}};
static const CmOdsOp image_ods = {
    CM_ODS_OPERANDS(image_operands), CM_ODS_RESULTS(image_results),
    CM_ODS_TYPE_RELS(image_rels),
    .format = "attr-dict $sampledimage `:` type($sampledimage)"};

static const CmOpDef image_ops[] = {
    {.name = "spv.ImageDrefGather", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = dref_gather_verify, .ods = &dref_ods},
    {.name = "spv.ImageQuerySize", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .verify = query_size_verify, .ods = &query_ods},
    {.name = "spv.Image", .traits = CM_TRAIT_NO_SIDE_EFFECT,
     .ods = &image_ods},
};

static const CmSpvOpInfo image_info[] = {
    CM_SPV_INFO_R("spv.ImageDrefGather", 97, CM_SPV_V(1, 0), CM_SPV_V(1, 5),
                  "", "Shader"),
    CM_SPV_INFO_R("spv.ImageQuerySize", 104, CM_SPV_V(1, 0), CM_SPV_V(1, 5),
                  "", "ImageQuery,Kernel"),
    CM_SPV_INFO("spv.Image", 100),
};

void cm_spv_register_image_ops(CmContext *ctx) {
  cm_ods_register_ops(ctx, image_ops, CM_ODS_ARRAY_LEN(image_ops));
}

const CmSpvOpInfo *cm_spv_image_op_info(unsigned *count) {
  *count = CM_ODS_ARRAY_LEN(image_info);
  return image_info;
}
