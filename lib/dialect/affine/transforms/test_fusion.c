/* test_fusion.c - -test-loop-fusion (MLIR 13's TestLoopFusion): runs the
 * fusion utilities on every ordered pair of loops at the same depth and
 * reports, with remarks, block-level dependences preventing fusion
 * (-test-loop-fusion-dependence-check) or the computed slices
 * (-test-loop-fusion-slice-computation), or fuses until nothing changes
 * (-test-loop-fusion-transformation). */
#include "cmlir/analysis/slice.h"
#include "cmlir/asm.h"
#include "cmlir/pass.h"
#include "loop_utils.h"

#include <stdlib.h>

typedef CM_VEC(CmOpVec) DepthLoops;

static void gather_loops(CmBlock *b, unsigned depth, DepthLoops *out) {
  for (CmOp *op = b->first; op; op = cm_op_next(op))
    if (cm_is_affine_for(op)) {
      if (depth >= out->len) {
        CmOpVec empty = {0};
        CM_VEC_PUSH(*out, empty);
      }
      CM_VEC_PUSH(out->data[depth], op);
      gather_loops(cm_affine_for_body(op), depth + 1, out);
    }
}

static void free_depths(DepthLoops *d) {
  for (size_t i = 0; i < d->len; i++)
    CM_VEC_FREE(d->data[i]);
  CM_VEC_FREE(*d);
}

static unsigned block_index(CmOp *op) {
  unsigned i = 0;
  for (CmOp *x = cm_op_block(op)->first; x && x != op; x = cm_op_next(x))
    i++;
  return i;
}

static void slice_str(const CmSliceState *s, CmBuf *out) {
  CmOp *ip = s->insert_before;
  unsigned depth, index;
  if (ip) {
    depth = cm_affine_nesting_depth(ip);
    index = block_index(ip);
  } else { /* the block's end */
    CmOp *owner = cm_block_parent_op(s->insert_block);
    depth = owner ? cm_affine_nesting_depth(owner) + 1 : 0;
    index = 0;
    for (CmOp *x = s->insert_block->first; x; x = cm_op_next(x))
      index++;
  }
  cm_buf_printf(out, "insert point: (%u, %u) loop bounds: ", depth, index);
  for (size_t k = 0; k < s->ivs.len; k++) {
    cm_buf_putc(out, '[');
    if (s->lbs[k])
      cm_print_affine_map_to(s->lbs[k], out);
    else
      cm_buf_puts(out, "<<NULL AFFINE MAP>>");
    cm_buf_puts(out, ", ");
    if (s->ubs[k])
      cm_print_affine_map_to(s->ubs[k], out);
    else
      cm_buf_puts(out, "<<NULL AFFINE MAP>>");
    cm_buf_puts(out, "] ");
  }
}

typedef bool (*PairFn)(CmOp *a, CmOp *b, unsigned i, unsigned j,
                       unsigned depth, unsigned max_depth);

static bool dependence_check(CmOp *a, CmOp *b, unsigned i, unsigned j,
                             unsigned depth, unsigned max_depth) {
  for (unsigned d = depth + 1; d <= max_depth; d++) {
    CmSliceState s;
    cm_slice_init(&s);
    if (cm_affine_can_fuse_loops(a, b, d, &s, CM_FUSION_GENERIC, NULL) ==
        CM_FUSION_FAIL_BLOCK_DEPENDENCE)
      cm_diag_report(cm_op_diag_plain_remark(
          a,
          "block-level dependence preventing fusion of loop nest %u into "
          "loop nest %u at depth %u",
          i, j, depth));
    cm_slice_free(&s);
  }
  return false;
}

static bool slice_computation(CmOp *a, CmOp *b, unsigned i, unsigned j,
                              unsigned depth, unsigned max_depth) {
  for (unsigned d = depth + 1; d <= max_depth; d++) {
    CmSliceState s;
    cm_slice_init(&s);
    CmFusionResult r =
        cm_affine_can_fuse_loops(a, b, d, &s, CM_FUSION_GENERIC, NULL);
    if (r == CM_FUSION_SUCCESS || r == CM_FUSION_FAIL_INCORRECT_SLICE) {
      CmBuf str;
      cm_buf_init(&str);
      slice_str(&s, &str);
      cm_diag_report(cm_op_diag_plain_remark(
          b, "%sslice ( src loop: %u, dst loop: %u, depth: %u : %s)",
          r == CM_FUSION_SUCCESS ? "" : "Incorrect ", i, j, d,
          str.data ? str.data : ""));
      cm_buf_free(&str);
    }
    cm_slice_free(&s);
  }
  return false;
}

static bool transformation(CmOp *a, CmOp *b, unsigned i, unsigned j,
                           unsigned depth, unsigned max_depth) {
  (void)i, (void)j;
  for (unsigned d = depth + 1; d <= max_depth; d++) {
    CmSliceState s;
    cm_slice_init(&s);
    bool ok = cm_affine_can_fuse_loops(a, b, d, &s, CM_FUSION_GENERIC, NULL) ==
              CM_FUSION_SUCCESS;
    if (ok) {
      cm_affine_fuse_loops(a, b, &s, false);
      cm_op_erase(a);
    }
    cm_slice_free(&s);
    if (ok)
      return true;
  }
  return false;
}

static bool iterate(DepthLoops *d, PairFn fn, bool return_on_change) {
  bool changed = false;
  for (unsigned depth = 0; depth < d->len; depth++) {
    CmOpVec *loops = &d->data[depth];
    for (unsigned j = 0; j < loops->len; j++)
      for (unsigned k = 0; k < loops->len; k++) {
        if (j != k)
          changed |= fn(loops->data[j], loops->data[k], j, k, depth,
                        (unsigned)d->len);
        if (changed && return_on_change)
          return true;
      }
  }
  return changed;
}

static void gather_func(CmOp *func, DepthLoops *d) {
  for (CmBlock *b = cm_op_region(func, 0)->first; b; b = b->next)
    gather_loops(b, 0, d);
}

/* 13's global flags of the test pass (cl::opt, not pass options). */
static CmGlobalFlag dependence_check_flag = {
    .name = "test-loop-fusion-dependence-check", .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag slice_computation_flag = {
    .name = "test-loop-fusion-slice-computation", .kind = CM_GLOBAL_FLAG_BOOL};
static CmGlobalFlag transformation_flag = {
    .name = "test-loop-fusion-transformation", .kind = CM_GLOBAL_FLAG_BOOL};

void cm_affine_test_loop_fusion_register_flags(void) {
  cm_global_flag_register(&dependence_check_flag);
  cm_global_flag_register(&slice_computation_flag);
  cm_global_flag_register(&transformation_flag);
}

static CmResult test_fusion_run(CmPassRun *run, CmOp *func) {
  if (!cm_op_num_regions(func) || cm_region_empty(cm_op_region(func, 0)))
    return CM_SUCCESS;
  DepthLoops d = {0};
  if (transformation_flag.on) {
    bool changed;
    do {
      free_depths(&d);
      gather_func(func, &d);
      changed = iterate(&d, transformation, true);
    } while (changed);
    free_depths(&d);
    return CM_SUCCESS;
  }
  gather_func(func, &d);
  if (dependence_check_flag.on)
    iterate(&d, dependence_check, false);
  if (slice_computation_flag.on)
    iterate(&d, slice_computation, false);
  free_depths(&d);
  cm_pass_run_mark_all_preserved(run);
  return CM_SUCCESS;
}

const CmPassDef cm_pass_test_loop_fusion = {
    .argument = "test-loop-fusion",
    .name = "TestLoopFusion",
    .description = "Tests loop fusion utility functions.",
    .anchor = "func",
    .run = test_fusion_run,
};
