/* Computation slices and the fusion utilities (lib/analysis/slice.c,
 * lib/dialect/affine/transforms/fusion_utils.c) on small loop nests with
 * known answers: slice bounds at each depth, slice union over two
 * consumer loads, maximality and validity, legality, costs, footprint. */
#include "cmlir/analysis/slice.h"
#include "cmlir/asm.h"
#include "cmlir/dialects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

static const char *const input =
    "func @f() {\n"
    "  %a = memref.alloc() : memref<16x8xf32>\n"
    "  %c = constant 1.0 : f32\n"
    "  affine.for %i = 0 to 16 {\n"
    "    affine.for %j = 0 to 8 {\n"
    "      affine.store %c, %a[%i, %j] : memref<16x8xf32>\n"
    "    }\n"
    "  }\n"
    "  affine.for %k = 0 to 8 {\n"
    "    affine.for %l = 0 to 8 {\n"
    "      %v = affine.load %a[%k * 2, %l] : memref<16x8xf32>\n"
    "      %w = affine.load %a[%k * 2 + 1, %l] : memref<16x8xf32>\n"
    "    }\n"
    "  }\n"
    "  return\n"
    "}\n";

static bool map_is(CmAffineMap *m, const char *text) {
  if (!m)
    return text == NULL;
  CmBuf b;
  cm_buf_init(&b);
  cm_print_affine_map_to(m, &b);
  bool ok = text && b.data && !strcmp(b.data, text);
  if (!ok)
    fprintf(stderr, "map: %s, expected %s\n", b.data ? b.data : "",
            text ? text : "NULL");
  cm_buf_free(&b);
  return ok;
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmOp *m = cmt_parse_verified(ctx, &sm, "slices", input);
  CHECK(m != NULL);
  if (!m)
    return test_report("test_affine_slices");
  CmOp *src = find(m, "affine.for", 0), *dst = find(m, "affine.for", 2);
  CmOp *l1 = find(m, "affine.load", 0), *l2 = find(m, "affine.load", 1);
  CmOp *st = find(m, "affine.store", 0);

  /* depth 1: the producer rows 2k and 2k + 1 (union of the two loads),
   * its inner loop in full */
  CmSliceState s;
  cm_slice_init(&s);
  CHECK(cm_affine_can_fuse_loops(src, dst, 1, &s, CM_FUSION_PRODUCER_CONSUMER,
                                 NULL) == CM_FUSION_SUCCESS);
  CHECK(s.ivs.len == 2 && s.operands.len == 1);
  CHECK(map_is(s.lbs[0], "(d0) -> (d0 * 2)"));
  CHECK(map_is(s.ubs[0], "(d0) -> (d0 * 2 + 2)"));
  CHECK(map_is(s.lbs[1], "(d0) -> (0)"));
  CHECK(map_is(s.ubs[1], "(d0) -> (8)"));
  CHECK(s.insert_block == cm_affine_for_body(dst));
  CHECK(cm_slice_is_valid(&s) == CM_TRI_TRUE);
  /* not provably maximal: 13's check lines the slice dims up with the
   * destination loops by position */
  CHECK(cm_slice_is_maximal(&s) != CM_TRI_TRUE);
  uint64_t iters = 0;
  CHECK(cm_slice_iteration_count(&s, &iters) && iters == 16);

  /* the cost model: src 16*8*1 store, dst 8*8*2 loads; fused: per k the
   * slice (2 * 8 stores) plus the 8 x 2 loads */
  CmLoopNestStats *ss = cm_loop_nest_stats(src), *ds = cm_loop_nest_stats(dst);
  CHECK(ss && ds);
  if (ss && ds) {
    CHECK(cm_loop_nest_compute_cost(src, ss) == 128);
    CHECK(cm_loop_nest_compute_cost(dst, ds) == 128);
    int64_t fused = 0;
    CHECK(cm_fusion_compute_cost(src, ss, dst, ds, &s, &fused));
    CHECK(fused == 8 * (16 + 16));
  }
  cm_loop_nest_stats_free(ss);
  cm_loop_nest_stats_free(ds);

  /* the producer's write region within the slice at depth 0: the slice
   * operands (the consumer's IVs) are projected out as 13 does, leaving
   * all 16 x 8 elements */
  CmMemRefRegion r;
  CHECK(cm_succeeded(cm_memref_region_compute_in_slice(&r, st, 0, &s, true)));
  int64_t bytes = 0;
  CHECK(cm_memref_region_size(&r, &bytes));
  CHECK(bytes == 16 * 8 * 4);
  cm_memref_region_free(&r);
  int64_t fp = 0;
  CHECK(cm_affine_memory_footprint_bytes(src, &fp) && fp == 16 * 8 * 4);

  /* depth 2: one element per (k, l) for each load; the union covers two
   * rows, the slice stays valid */
  CHECK(cm_affine_can_fuse_loops(src, dst, 2, &s, CM_FUSION_PRODUCER_CONSUMER,
                                 NULL) == CM_FUSION_SUCCESS);
  CHECK(s.ivs.len == 2 && s.operands.len == 2);
  CHECK(map_is(s.lbs[1], "(d0, d1) -> (d1)"));
  CHECK(map_is(s.ubs[1], "(d0, d1) -> (d1 + 1)"));
  CHECK(cm_slice_is_valid(&s) == CM_TRI_TRUE);

  /* the slice of one load alone: only even rows, not maximal */
  CmOp *a[1] = {st}, *b[1] = {l1};
  CHECK(cm_compute_slice_union(a, 1, b, 1, 1, 0, true, &s) ==
        CM_SLICE_SUCCESS);
  CHECK(map_is(s.lbs[0], "(d0) -> (d0 * 2)"));
  CHECK(map_is(s.ubs[0], "(d0) -> (d0 * 2 + 1)"));
  CHECK(cm_slice_is_maximal(&s) != CM_TRI_TRUE);
  b[0] = l2;
  CHECK(cm_compute_slice_union(a, 1, b, 1, 1, 0, true, &s) ==
        CM_SLICE_SUCCESS);
  CHECK(map_is(s.lbs[0], "(d0) -> (d0 * 2 + 1)"));

  /* depth 0 and loops in the wrong order are rejected */
  CHECK(cm_affine_can_fuse_loops(src, dst, 0, &s, CM_FUSION_PRODUCER_CONSUMER,
                                 NULL) == CM_FUSION_FAIL_PRECONDITION);
  CHECK(cm_affine_can_fuse_loops(dst, src, 1, &s, CM_FUSION_PRODUCER_CONSUMER,
                                 NULL) != CM_FUSION_SUCCESS);

  /* the loop nests: both parallel */
  CHECK(cm_affine_loop_is_parallel(src) && cm_affine_loop_is_parallel(dst));
  CmOp *ops[2] = {l1, l2};
  CHECK(cm_affine_innermost_common_loop_depth(ops, 2, NULL) == 2);
  ops[1] = st;
  CHECK(cm_affine_innermost_common_loop_depth(ops, 2, NULL) == 0);

  /* fusing at depth 1: a copy of the producer at the start of the
   * consumer's body with the sliced bounds */
  CHECK(cm_affine_can_fuse_loops(src, dst, 1, &s, CM_FUSION_PRODUCER_CONSUMER,
                                 NULL) == CM_FUSION_SUCCESS);
  cm_affine_fuse_loops(src, dst, &s, false);
  CmOp *copy = cm_affine_for_body(dst)->first;
  CHECK(copy && cm_is_affine_for(copy));
  if (copy && cm_is_affine_for(copy)) {
    CHECK(map_is(cm_affine_for_lb_map(copy), "(d0) -> (d0 * 2)"));
    CHECK(cm_affine_for_lb_operand(copy, 0) == cm_affine_for_iv(dst));
  }
  cm_slice_free(&s);

  CHECK(num_errors == 0);
  cm_op_destroy(m);
  cm_srcmgr_free(&sm);
  cm_context_destroy(ctx);
  return test_report("test_affine_slices");
}
