/* test_memref.c - memref dialect: folders (dim, cast, load/store/dealloc of
 * casts, buffer_cast/tensor_load pairs), memory effects and interfaces,
 * and the prefix-less spellings (`alloc`, `load`, ...). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmlir/asm.h"
#include "../test_util.h"
#include "cmlir/dialects.h"
#include "cmlir/ods.h"

static CmOp *parse(CmContext *ctx, CmSourceMgr *sm, const char *text) {
  return cmt_parse_verified(ctx, sm, "test.mlir", text);
}

static void print_to(CmOp *op, CmBuf *out) {
  CmPrintFlags fl;
  cm_print_flags_default(&fl);
  cm_print_op(op, &fl, out);
}

static void test_folds(CmContext *ctx, CmSourceMgr *sm) {
  const char *src =
      "func @f(%d: index, %m: memref<4xf32>, %t: tensor<4xf32>, "
      "%u: memref<*xf32>, %e: index) {\n"
      "  %a = memref.alloc(%d, %e) : memref<?x4x?xf32>\n"
      "  %0 = memref.dim %a, %d : memref<?x4x?xf32>\n"
      "  %c = memref.cast %m : memref<4xf32> to memref<?xf32>\n"
      "  %1 = memref.load %c[%d] : memref<?xf32>\n"
      "  %2 = memref.cast %m : memref<4xf32> to memref<4xf32>\n"
      "  %3 = memref.tensor_load %m : memref<4xf32>\n"
      "  %4 = memref.buffer_cast %3 : memref<4xf32>\n"
      "  %5 = memref.buffer_cast %t : memref<4xf32>\n"
      "  %6 = memref.tensor_load %5 : memref<4xf32>\n"
      "  %cu = memref.cast %u : memref<*xf32> to memref<?xf32>\n"
      "  memref.dealloc %cu : memref<?xf32>\n"
      "  memref.dealloc %c : memref<?xf32>\n"
      "  return\n"
      "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CmType *index = cm_index_type(ctx);
  CmFoldResult res[2];
  CmAttr *cst[4];

  /* dim: static dimension -> constant; dynamic of alloc -> operand. */
  CmOp *dim = find(m, "memref.dim", 0);
  CmOp *alloc = find(m, "memref.alloc", 0);
  CHECK(dim && alloc);
  memset(res, 0, sizeof res);
  cst[0] = NULL;
  cst[1] = cm_integer_attr(index, 1);
  CHECK(cm_op_fold(dim, cst, res) == CM_SUCCESS);
  CHECK(res[0].attr == cm_integer_attr(index, 4));
  memset(res, 0, sizeof res);
  cst[1] = cm_integer_attr(index, 2);
  CHECK(cm_op_fold(dim, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(alloc, 1));
  memset(res, 0, sizeof res);
  cst[1] = cm_integer_attr(index, 0);
  CHECK(cm_op_fold(dim, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(alloc, 0));
  memset(res, 0, sizeof res);
  cst[1] = NULL; /* unknown index: no fold */
  CHECK(cm_op_fold(dim, cst, res) == CM_FAILURE);
  cst[1] = cm_integer_attr(index, 7); /* out of range: no fold */
  CHECK(cm_op_fold(dim, cst, res) == CM_FAILURE);

  /* load of a cast: folded in place to load the cast's source. */
  CmOp *load = find(m, "memref.load", 0);
  CmOp *cast0 = find(m, "memref.cast", 0);
  memset(res, 0, sizeof res);
  cst[0] = cst[1] = NULL;
  CHECK(cm_op_fold(load, cst, res) == CM_SUCCESS);
  CHECK(cm_op_operand(load, 0) == cm_op_operand(cast0, 0));
  CHECK(cm_op_fold(load, cst, res) == CM_FAILURE); /* nothing left */

  /* identity cast folds to its operand. */
  CmOp *cast1 = find(m, "memref.cast", 1);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(cast1, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(cast1, 0));
  /* a shape-changing cast does not fold. */
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(cast0, cst, res) == CM_FAILURE);

  /* buffer_cast(tensor_load(x)) -> x, tensor_load(buffer_cast(t)) -> t. */
  CmOp *bc0 = find(m, "memref.buffer_cast", 0);
  CmOp *tl0 = find(m, "memref.tensor_load", 0);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(bc0, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(tl0, 0));
  CmOp *bc1 = find(m, "memref.buffer_cast", 1);
  CmOp *tl1 = find(m, "memref.tensor_load", 1);
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(tl1, cst, res) == CM_SUCCESS);
  CHECK(res[0].value == cm_op_operand(bc1, 0));
  memset(res, 0, sizeof res);
  CHECK(cm_op_fold(tl0, cst, res) == CM_FAILURE);

  /* dealloc of a cast of an unranked memref is not folded; of a ranked
   * one it is. */
  CmOp *d0 = find(m, "memref.dealloc", 0);
  CmOp *d1 = find(m, "memref.dealloc", 1);
  CHECK(cm_op_fold(d0, cst, res) == CM_FAILURE);
  CHECK(cm_op_fold(d1, cst, res) == CM_SUCCESS);
  CHECK(cm_op_operand(d1, 0) == cm_op_operand(cast0, 0));
  CHECK(cm_verify(m) == CM_SUCCESS);

  /* Effects and interfaces. */
  CmEffectVec eff = {0};
  CHECK(cm_op_memory_effects(alloc, &eff));
  CHECK(eff.len >= 1 && eff.data[0].kind == CM_EFFECT_ALLOCATE);
  eff.len = 0;
  CHECK(cm_op_memory_effects(load, &eff));
  CHECK(eff.len >= 1 && eff.data[0].kind == CM_EFFECT_READ);
  CM_VEC_FREE(eff);
  CHECK(cm_op_is_side_effect_free(dim));
  CHECK(!cm_op_is_side_effect_free(load));
  const CmCastInterface *ci = cm_op_interface(cast0, CM_IFACE_CAST);
  CHECK(ci != NULL);
  if (ci) {
    CmType *in = cm_op_operand(cast0, 0)->type;
    CmType *out = cm_op_result(cast0, 0)->type;
    CHECK(ci->are_cast_compatible(1, &in, 1, &out));
    CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
    int64_t five = 5;
    CmType *bad = cm_memref_type(1, &five, f32, NULL, NULL);
    CHECK(!ci->are_cast_compatible(1, &in, 1, &bad));
  }
  cm_op_destroy(m);
}

static void test_old_spelling(CmContext *ctx, CmSourceMgr *sm) {
  const char *src = "func @f(%i: index, %v: f32) {\n"
                    "  %a = alloc(%i) : memref<?xf32>\n"
                    "  %b = alloca() : memref<4xf32>\n"
                    "  store %v, %a[%i] : memref<?xf32>\n"
                    "  %x = load %a[%i] : memref<?xf32>\n"
                    "  %d = dim %a, %i : memref<?xf32>\n"
                    "  dealloc %a : memref<?xf32>\n"
                    "  return\n"
                    "}\n";
  CmOp *m = parse(ctx, sm, src);
  CHECK(m != NULL);
  if (!m)
    return;
  CHECK(find(m, "memref.alloc", 0) && find(m, "memref.alloca", 0) &&
        find(m, "memref.store", 0) && find(m, "memref.load", 0) &&
        find(m, "memref.dim", 0) && find(m, "memref.dealloc", 0));
  CmBuf out;
  cm_buf_init(&out);
  print_to(m, &out);
  CHECK(strstr(out.data, "%0 = memref.alloc(%arg0) : memref<?xf32>") != NULL);
  CHECK(strstr(out.data, "memref.store %arg1, %0[%arg0] : memref<?xf32>") !=
        NULL);
  CHECK(strstr(out.data, "std.") == NULL);
  cm_buf_free(&out);
  cm_op_destroy(m);

  /* A generic op literally named std.alloc is not a memref op. */
  num_errors = 0;
  m = parse(ctx, sm, "\"std.alloc\"() : () -> memref<4xf32>\n");
  CHECK(m == NULL);
  CHECK(num_errors >= 1);
  CHECK(strstr(last_msg, "std.alloc") != NULL);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  test_folds(ctx, &sm);
  test_old_spelling(ctx, &sm);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
