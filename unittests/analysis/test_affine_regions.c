/* Memref regions (lib/analysis/regions.c), trip counts and loop utilities
 * (lib/analysis/loops.c) on small loop nests with known answers. */
#include "cmlir/analysis/affine.h"
#include "cmlir/asm.h"
#include "cmlir/dialects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

static const char *const input =
    "func @f(%A: memref<100x50xf32>, %n: index) {\n"
    "  affine.for %i = 0 to 10 {\n"
    "    affine.for %j = 0 to 20 step 4 {\n"
    "      %v = affine.load %A[%i + 1, %j * 2] : memref<100x50xf32>\n"
    "    }\n"
    "    affine.for %k = 0 to %n {\n"
    "      %w = affine.load %A[%i, %k] : memref<100x50xf32>\n"
    "    }\n"
    "  }\n"
    "  return\n"
    "}\n";

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmOp *m = cmt_parse_verified(ctx, &sm, "regions", input);
  CHECK(m != NULL);
  if (!m)
    return test_report("test_affine_regions");
  CmOp *outer = find(m, "affine.for", 0), *jl = find(m, "affine.for", 1);
  CmOp *kl = find(m, "affine.for", 2);
  CmOp *l1 = find(m, "affine.load", 0), *l2 = find(m, "affine.load", 1);

  /* trip counts: 10, ceil(20 / 4) = 5, symbolic (largest divisor 1) */
  uint64_t tc = 0;
  CHECK(cm_affine_constant_trip_count(outer, &tc) && tc == 10);
  CHECK(cm_affine_constant_trip_count(jl, &tc) && tc == 5);
  CHECK(!cm_affine_constant_trip_count(kl, &tc));
  CHECK(cm_affine_trip_count_largest_divisor(jl) == 5);
  CHECK(cm_affine_trip_count_largest_divisor(kl) == 1);
  CHECK(cm_affine_nesting_depth(l1) == 2);
  CHECK(cm_affine_num_common_loops(l1, l2) == 1);
  CmOpVec nest = {0};
  cm_affine_perfectly_nested_loops(outer, &nest);
  CHECK(nest.len == 1); /* two inner loops: not perfectly nested */
  CM_VEC_FREE(nest);

  /* region of l1 over both loops: rows 1..10, columns 0, 8, ..., 32:
   * bounding box 10 x 33 (the stride is not part of the box) */
  CmMemRefRegion r;
  CHECK(cm_succeeded(cm_memref_region_compute(&r, l1, 0, true)));
  int64_t n = 0, shape[2] = {0, 0};
  CHECK(cm_memref_region_constant_bounding_size(&r, &n, shape, NULL, NULL));
  CHECK(shape[0] == 10 && shape[1] == 33 && n == 330);
  int64_t bytes = 0;
  CHECK(cm_memref_region_size(&r, &bytes) && bytes == 330 * 4);
  cm_memref_region_free(&r);

  /* at depth 1 the region is symbolic in %i: one row, 33 columns */
  CHECK(cm_succeeded(cm_memref_region_compute(&r, l1, 1, true)));
  CHECK(cm_memref_region_constant_bounding_size(&r, &n, shape, NULL, NULL));
  CHECK(shape[0] == 1 && shape[1] == 33);
  cm_memref_region_free(&r);

  /* l2 over %k < %n: the columns are bounded only by the memref (50) */
  CHECK(cm_succeeded(cm_memref_region_compute(&r, l2, 1, true)));
  CHECK(cm_memref_region_constant_bounding_size(&r, &n, shape, NULL, NULL));
  CHECK(shape[0] == 1 && shape[1] == 50);
  CmMemRefRegion r1;
  CHECK(cm_succeeded(cm_memref_region_compute(&r1, l1, 1, true)));
  CHECK(cm_succeeded(cm_memref_region_union_bounding_box(&r1, &r)));
  cm_memref_region_free(&r1);
  cm_memref_region_free(&r);

  uint64_t sz = 0;
  CHECK(cm_memref_size_in_bytes(cm_op_operand(l1, 0)->type, &sz) &&
        sz == 100 * 50 * 4);

  cm_op_destroy(m);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_affine_regions");
}
