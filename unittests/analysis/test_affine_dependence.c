/* Dependence analysis (lib/analysis/dependence.c) on small loop nests:
 * the remarks of 13's -test-memref-dependence-check (computed with
 * mlir-opt-13 on the same functions) for every pair of accesses and depth.
 * The input is in generic form and parsed without the affine dialect
 * (unregistered ops), so this test needs only the analysis library. */
#include "cmlir/analysis/affine.h"
#include "cmlir/asm.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../test_util.h"

static const char *const input =
    "#map0 = affine_map<(d0) -> (d0)>\n"
    "#map1 = affine_map<(d0) -> (d0 + 1)>\n"
    "#map2 = affine_map<() -> (0)>\n"
    "#map3 = affine_map<() -> (10)>\n"
    "#map4 = affine_map<(d0, d1) -> (d0, d1)>\n"
    "#map5 = affine_map<(d0, d1) -> (d0 + 50, d1 + 1)>\n"
    "#map6 = affine_map<()[s0] -> (s0)>\n"
    "#map7 = affine_map<() -> (50)>\n"
    "#map8 = affine_map<(d0) -> ((d0 floordiv 2) * 2 + 1)>\n"
    "#map9 = affine_map<() -> (100)>\n"
    "#map10 = affine_map<(d0) -> (d0 mod 50)>\n"
    "#map11 = affine_map<() -> (0, 0)>\n"
    "#set = affine_set<(d0) : (d0 - 50 >= 0)>\n"
    "\"module\"() ( {\n"
    "  \"func\"() ( {\n"
    "  ^bb0(%arg0: memref<100xf32>):  // no predecessors\n"
    "    \"affine.for\"() ( {\n"
    "    ^bb0(%arg1: index):  // no predecessors\n"
    "      %0 = \"affine.load\"(%arg0, %arg1) {map = #map0} : (memref<100xf32>, index) -> f32\n"
    "      \"affine.store\"(%0, %arg0, %arg1) {map = #map1} : (f32, memref<100xf32>, index) -> ()\n"
    "      \"affine.yield\"() : () -> ()\n"
    "    }) {lower_bound = #map2, step = 1 : index, upper_bound = #map3} : () -> ()\n"
    "    \"std.return\"() : () -> ()\n"
    "  }) {sym_name = \"f1\", type = (memref<100xf32>) -> ()} : () -> ()\n"
    "  \"func\"() ( {\n"
    "  ^bb0(%arg0: memref<100x100xf32>, %arg1: index):  // no predecessors\n"
    "    \"affine.for\"() ( {\n"
    "    ^bb0(%arg2: index):  // no predecessors\n"
    "      \"affine.for\"(%arg1) ( {\n"
    "      ^bb0(%arg3: index):  // no predecessors\n"
    "        %0 = \"affine.load\"(%arg0, %arg2, %arg3) {map = #map4} : (memref<100x100xf32>, index, index) -> f32\n"
    "        \"affine.store\"(%0, %arg0, %arg2, %arg3) {map = #map5} : (f32, memref<100x100xf32>, index, index) -> ()\n"
    "        \"affine.yield\"() : () -> ()\n"
    "      }) {lower_bound = #map2, step = 1 : index, upper_bound = #map6} : (index) -> ()\n"
    "      \"affine.yield\"() : () -> ()\n"
    "    }) {lower_bound = #map2, step = 1 : index, upper_bound = #map7} : () -> ()\n"
    "    \"std.return\"() : () -> ()\n"
    "  }) {sym_name = \"f2\", type = (memref<100x100xf32>, index) -> ()} : () -> ()\n"
    "  \"func\"() ( {\n"
    "  ^bb0(%arg0: memref<100xf32>):  // no predecessors\n"
    "    \"affine.for\"() ( {\n"
    "    ^bb0(%arg1: index):  // no predecessors\n"
    "      %0 = \"affine.load\"(%arg0, %arg1) {map = #map0} : (memref<100xf32>, index) -> f32\n"
    "      \"affine.store\"(%0, %arg0, %arg1) {map = #map8} : (f32, memref<100xf32>, index) -> ()\n"
    "      \"affine.yield\"() : () -> ()\n"
    "    }) {lower_bound = #map2, step = 2 : index, upper_bound = #map9} : () -> ()\n"
    "    \"std.return\"() : () -> ()\n"
    "  }) {sym_name = \"f3\", type = (memref<100xf32>) -> ()} : () -> ()\n"
    "  \"func\"() ( {\n"
    "  ^bb0(%arg0: memref<100xf32>, %arg1: f32):  // no predecessors\n"
    "    \"affine.for\"() ( {\n"
    "    ^bb0(%arg2: index):  // no predecessors\n"
    "      \"affine.if\"(%arg2) ( {\n"
    "        \"affine.store\"(%arg1, %arg0, %arg2) {map = #map0} : (f32, memref<100xf32>, index) -> ()\n"
    "        \"affine.yield\"() : () -> ()\n"
    "      },  {\n"
    "      }) {condition = #set} : (index) -> ()\n"
    "      %0 = \"affine.load\"(%arg0, %arg2) {map = #map10} : (memref<100xf32>, index) -> f32\n"
    "      \"affine.yield\"() : () -> ()\n"
    "    }) {lower_bound = #map2, step = 1 : index, upper_bound = #map9} : () -> ()\n"
    "    \"std.return\"() : () -> ()\n"
    "  }) {sym_name = \"f4\", type = (memref<100xf32>, f32) -> ()} : () -> ()\n"
    "  \"func\"() ( {\n"
    "  ^bb0(%arg0: memref<10x10xf32>, %arg1: f32):  // no predecessors\n"
    "    \"affine.for\"() ( {\n"
    "    ^bb0(%arg2: index):  // no predecessors\n"
    "      \"affine.for\"() ( {\n"
    "      ^bb0(%arg3: index):  // no predecessors\n"
    "        \"affine.store\"(%arg1, %arg0, %arg3, %arg2) {map = #map4} : (f32, memref<10x10xf32>, index, index) -> ()\n"
    "        \"affine.yield\"() : () -> ()\n"
    "      }) {lower_bound = #map2, step = 1 : index, upper_bound = #map3} : () -> ()\n"
    "      \"affine.for\"() ( {\n"
    "      ^bb0(%arg3: index):  // no predecessors\n"
    "        %1 = \"affine.load\"(%arg0, %arg2, %arg3) {map = #map4} : (memref<10x10xf32>, index, index) -> f32\n"
    "        \"affine.yield\"() : () -> ()\n"
    "      }) {lower_bound = #map2, step = 1 : index, upper_bound = #map3} : () -> ()\n"
    "      \"affine.yield\"() : () -> ()\n"
    "    }) {lower_bound = #map2, step = 1 : index, upper_bound = #map3} : () -> ()\n"
    "    %0 = \"affine.load\"(%arg0) {map = #map11} : (memref<10x10xf32>) -> f32\n"
    "    \"std.return\"() : () -> ()\n"
    "  }) {sym_name = \"f5\", type = (memref<10x10xf32>, f32) -> ()} : () -> ()\n"
    "}) : () -> ()\n"
    "\n"
    "\n";

static const char *const expected[] = {
    "dependence from 0 to 0 at depth 1 = false",
    "dependence from 0 to 0 at depth 2 = false",
    "dependence from 0 to 1 at depth 1 = false",
    "dependence from 0 to 1 at depth 2 = false",
    "dependence from 1 to 0 at depth 1 = [1, 1]",
    "dependence from 1 to 0 at depth 2 = false",
    "dependence from 1 to 1 at depth 1 = false",
    "dependence from 1 to 1 at depth 2 = false",
    "dependence from 0 to 0 at depth 1 = false",
    "dependence from 0 to 0 at depth 2 = false",
    "dependence from 0 to 0 at depth 3 = false",
    "dependence from 0 to 1 at depth 1 = false",
    "dependence from 0 to 1 at depth 2 = false",
    "dependence from 0 to 1 at depth 3 = false",
    "dependence from 1 to 0 at depth 1 = false",
    "dependence from 1 to 0 at depth 2 = false",
    "dependence from 1 to 0 at depth 3 = false",
    "dependence from 1 to 1 at depth 1 = false",
    "dependence from 1 to 1 at depth 2 = false",
    "dependence from 1 to 1 at depth 3 = false",
    "dependence from 0 to 0 at depth 1 = false",
    "dependence from 0 to 0 at depth 2 = false",
    "dependence from 0 to 1 at depth 1 = false",
    "dependence from 0 to 1 at depth 2 = false",
    "dependence from 1 to 0 at depth 1 = false",
    "dependence from 1 to 0 at depth 2 = false",
    "dependence from 1 to 1 at depth 1 = false",
    "dependence from 1 to 1 at depth 2 = false",
    "dependence from 0 to 0 at depth 1 = false",
    "dependence from 0 to 0 at depth 2 = false",
    "dependence from 0 to 1 at depth 1 = false",
    "dependence from 0 to 1 at depth 2 = false",
    "dependence from 1 to 0 at depth 1 = false",
    "dependence from 1 to 0 at depth 2 = false",
    "dependence from 1 to 1 at depth 1 = false",
    "dependence from 1 to 1 at depth 2 = false",
    "dependence from 0 to 0 at depth 1 = false",
    "dependence from 0 to 0 at depth 2 = false",
    "dependence from 0 to 0 at depth 3 = false",
    "dependence from 0 to 1 at depth 1 = [1, 9]",
    "dependence from 0 to 1 at depth 2 = true",
    "dependence from 0 to 2 at depth 1 = true",
    "dependence from 1 to 0 at depth 1 = [1, 9]",
    "dependence from 1 to 0 at depth 2 = false",
    "dependence from 1 to 1 at depth 1 = false",
    "dependence from 1 to 1 at depth 2 = false",
    "dependence from 1 to 1 at depth 3 = false",
    "dependence from 1 to 2 at depth 1 = false",
    "dependence from 2 to 0 at depth 1 = false",
    "dependence from 2 to 1 at depth 1 = false",
    "dependence from 2 to 2 at depth 1 = false",
};

static CmWalkResult collect(CmOp *op, void *user) {
  CmOpVec *v = user;
  if (cm_op_name_is(op, "affine.load") || cm_op_name_is(op, "affine.store"))
    CM_VEC_PUSH(*v, op);
  return CM_WALK_ADVANCE;
}

static void fmt(char *buf, size_t n, size_t i, size_t j, unsigned d,
                CmDependenceResult r, unsigned ncommon,
                const CmDependenceComponentVec *c) {
  int k = snprintf(buf, n, "dependence from %zu to %zu at depth %u = ", i, j,
                   d);
  if (r == CM_DEP_NONE) {
    snprintf(buf + k, n - (size_t)k, "false");
    return;
  }
  if (!c->len || d > ncommon) {
    snprintf(buf + k, n - (size_t)k, "true");
    return;
  }
  for (size_t x = 0; x < c->len; x++) {
    char lb[32], ub[32];
    if (c->data[x].lb == INT64_MIN)
      snprintf(lb, sizeof lb, "-inf");
    else
      snprintf(lb, sizeof lb, "%" PRId64, c->data[x].lb);
    if (c->data[x].ub == INT64_MAX)
      snprintf(ub, sizeof ub, "+inf");
    else
      snprintf(ub, sizeof ub, "%" PRId64, c->data[x].ub);
    k += snprintf(buf + k, n - (size_t)k, "[%s, %s]", lb, ub);
  }
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_context_set_allow_unregistered(ctx, true);
  cm_diag_add_handler(ctx, capture, NULL);
  CmSourceMgr smgr, *sm = &smgr;
  cm_srcmgr_init(sm);
  CmSourceBuffer *b = cm_srcmgr_add(sm, "dep", input, strlen(input));
  CmOp *m = cm_parse_source(ctx, b);
  CHECK(m != NULL);
  size_t next = 0, nexp = sizeof expected / sizeof expected[0];
  CmDependenceComponentVec comps = {0};
  char line[512];
  for (CmOp *fn = m ? cm_op_region(m, 0)->first->first : NULL; fn;
       fn = cm_op_next(fn)) {
    CmOpVec ops = {0};
    cm_walk_pre(fn, collect, &ops);
    for (size_t i = 0; i < ops.len; i++) {
      CmMemRefAccess src;
      CHECK(cm_memref_access_init(&src, ops.data[i]));
      for (size_t j = 0; j < ops.len; j++) {
        CmMemRefAccess dst;
        cm_memref_access_init(&dst, ops.data[j]);
        unsigned nc = cm_affine_num_common_loops(ops.data[i], ops.data[j]);
        for (unsigned d = 1; d <= nc + 1; d++) {
          CmDependenceResult r = cm_check_memref_access_dependence(
              &src, &dst, d, NULL, &comps, false);
          CHECK(r != CM_DEP_FAILURE);
          fmt(line, sizeof line, i, j, d, r, nc, &comps);
          if (next >= nexp || strcmp(line, expected[next]) != 0) {
            fprintf(stderr, "@%zu got '%s' want '%s'\n", next, line,
                    next < nexp ? expected[next] : "<end>");
            failures++;
          }
          next++;
        }
        cm_memref_access_free(&dst);
      }
      cm_memref_access_free(&src);
    }
    CM_VEC_FREE(ops);
  }
  CHECK(next == nexp);
  CM_VEC_FREE(comps);
  if (m)
    cm_op_destroy(m);
  cm_srcmgr_free(sm);
  cm_context_destroy(ctx);
  return test_report("test_affine_dependence");
}
