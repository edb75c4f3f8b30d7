/* test_memref_views.c - memref view ops (views.c): folders of subview,
 * expand_shape/collapse_shape and transpose, the view-like interface and
 * traits, and that built ops verify with the inferred strided layouts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "../test_util.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"



static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *text) {
  return cmt_parse_verified(ctx, sm, "views.mlir", text);
}

static void test_folds(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func @f(%a: memref<6x4xf32>, %m: memref<8x16xf32>, %u: memref<4x4xf32>, "
      "%d: memref<?x4xf32>, %i: index) {\n"
      "  %0 = memref.expand_shape %a [[0, 1], [2]] : memref<6x4xf32> into "
      "memref<2x3x4xf32>\n"
      "  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into "
      "memref<6x4xf32>\n"
      "  %2 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x3x4xf32> into "
      "memref<24xf32>\n"
      "  %3 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to "
      "memref<8x16xf32>\n"
      "  %4 = memref.subview %d[0, 0] [%i, 4] [1, 1] : memref<?x4xf32> to "
      "memref<?x4xf32>\n"
      "  %c = memref.cast %u : memref<4x4xf32> to memref<?x?xf32>\n"
      "  %5 = memref.transpose %c (i, j) -> (j, i) : memref<?x?xf32> to "
      "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>\n"
      "  %6 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to "
      "memref<16xf32, affine_map<(d0) -> (d0 + 16)>>\n"
      "  return\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CmFoldResult res[1];
  CmAttr *cst[4] = {NULL, NULL, NULL, NULL};

  /* collapse(expand(x)) with x's type folds to x. */
  CmOp *expand = find(m, "memref.expand_shape", 0);
  CmOp *coll = find(m, "memref.collapse_shape", 0);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(coll, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(expand, 0));
  /* a different type does not fold; nor does expand of an argument. */
  CmOp *coll2 = find(m, "memref.collapse_shape", 1);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(coll2, cst, res) == CM_FAILURE);
  CHECK(cm_op_fold(expand, cst, res) == CM_FAILURE);

  /* subview: identical static type folds to the source. */
  CmOp *sv = find(m, "memref.subview", 0);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(sv, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(sv, 0));
  CmOp *sv2 = find(m, "memref.subview", 1); /* dynamic: no fold */
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(sv2, cst, res) == CM_FAILURE);
  CmOp *sv3 = find(m, "memref.subview", 2); /* rank-reducing: no fold */
  CHECK(cm_op_fold(sv3, cst, res) == CM_FAILURE);

  /* transpose folds a memref.cast operand in place (as upstream 13). */
  CmOp *tr = find(m, "memref.transpose", 0);
  CmOp *cast = find(m, "memref.cast", 0);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(tr, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == NULL && res[0].attr == NULL);
  CHECK(cm_op_operand(tr, 0) == cm_op_operand(cast, 0));
  CHECK(cm_op_fold(tr, cst, res) == CM_FAILURE);
  cm_op_destroy(m);
}

static void test_interfaces(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func @g(%b: memref<64xi8>, %o: index, %u: memref<*xf32>, "
      "%s: memref<1xindex>) {\n"
      "  %0 = memref.view %b[%o][] : memref<64xi8> to memref<4x4xf32>\n"
      "  %1 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to "
      "memref<2x2xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 5)>>\n"
      "  %2 = memref.reinterpret_cast %u to offset: [0], sizes: [16], "
      "strides: [1] : memref<*xf32> to memref<16xf32>\n"
      "  %3 = memref.reshape %2(%s) : (memref<16xf32>, memref<1xindex>) -> "
      "memref<16xf32>\n"
      "  return\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  const char *names[] = {"memref.view", "memref.subview",
                         "memref.reinterpret_cast", "memref.reshape"};
  for (unsigned i = 0; i < 4; i++) {
    CmOp *op = find(m, names[i], 0);
    CHECK(op != NULL);
    if (!op)
      continue;
    const CmViewLikeInterface *vl = cm_op_interface(op, CM_IFACE_VIEW_LIKE);
    CHECK(vl != NULL);
    if (vl)
      CHECK(vl->view_source(op) == cm_op_operand(op, 0));
    CHECK(cm_op_has_trait(op, CM_TRAIT_NO_SIDE_EFFECT));
    CHECK(cm_op_is_side_effect_free(op));
  }
  CmOp *sv = find(m, "memref.subview", 0);
  CHECK(cm_op_has_trait(sv, CM_TRAIT_ATTR_SIZED_OPERAND_SEGMENTS));
  cm_op_destroy(m);
}

/* Rewriting static_offsets so the result type no longer matches makes the
 * verifier report the inferred type. */
static void test_verify_inferred(CmContext *ctx, CmSourceMgr *sm) {
  const char *src = "func @h(%m: memref<8x16xf32>) {\n"
                    "  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : "
                    "memref<8x16xf32> to memref<4x4xf32, affine_map<(d0, d1) "
                    "-> (d0 * 16 + d1)>>\n"
                    "  return\n"
                    "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CmOp *sv = find(m, "memref.subview", 0);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmAttr *e[2] = {cm_integer_attr(i64, 1), cm_integer_attr(i64, 2)};
  cm_op_set_attr(sv, "static_offsets", cm_array_attr(ctx, 2, e));
  num_errors = 0;
  CHECK(cm_verify(m) == CM_FAILURE);
  CHECK(num_errors == 1);
  CHECK(strstr(last_msg, "expected result type to be 'memref<4x4xf32, "
                         "affine_map<(d0, d1) -> (d0 * 16 + d1 + 18)>>'") !=
        NULL);
  cm_op_destroy(m);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  test_folds(ctx, &sm);
  test_interfaces(ctx, &sm);
  test_verify_inferred(ctx, &sm);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures ? 1 : 0;
}
