/* memory_promotion.c - promotion of gpu.func arguments to workgroup
 * memory (MLIR 13's promoteToWorkgroupMemory) and its test pass
 * -test-gpu-memory-promotion (arguments with the unit attribute
 * gpu.test_promote_workgroup), anchored on gpu.func.
 *
 * The argument, a memref of static shape, gets a workgroup attribution
 * memref<shape x elem, 3> (after the existing ones) that replaces its
 * uses.  At the start of the body a copy nest fills it, then gpu.barrier;
 * before the terminator gpu.barrier, then a copy nest writes it back.  A
 * copy nest, as 13's insertCopyLoops (every op with the function's
 * location): `constant 0`, `constant 1`, per dimension `constant d` and
 * the (folded) size, gpu.thread_id / gpu.block_dim for x, y, z; then
 * scf.for loops (1-iteration ones first up to 3 loops), the load / store
 * in the innermost one; the 3 innermost loops are distributed over
 * threads z, y, x (outer to inner): lower bound
 * `tid * step + lb`, step `bdim * step`, as affine.apply of
 * ()[s0, s1] -> (s0 * s1) and ()[s0, s1] -> (s0 + s1).
 *
 * 13 asserts on an argument that is not a memref of static shape and on
 * a body of several blocks; cmlir reports an error on the function. */
#include "cmlir/conversion_scf_gpu.h"
#include "cmlir/dialect/gpu.h"
#include "cmlir/dialect/scf.h"
#include "cmlir/dialects.h"
#include "loops_internal.h"

#include <stdlib.h>

typedef CM_VEC(CmValue *) ValVec;
typedef CM_VEC(CmOp *) OpVec;


static CmValue *dim_op(CmRewriter *rw, CmLoc *loc, const char *name,
                       const char *dim) {
  CmContext *ctx = rw->ctx;
  CmType *index = cm_index_type(ctx);
  CmNamedAttr na = {cm_ident_c(ctx, "dimension"),
                    cm_string_attr(ctx, cm_str(dim))};
  return cm_op_result(cm_rewriter_create_v(rw, name, loc, 1, &index, 0, NULL,
                                           cm_dict_attr(ctx, 1, &na)),
                      0);
}

static CmValue *apply2(CmRewriter *rw, CmLoc *loc, CmAffineMap *map,
                       CmValue *a, CmValue *b) {
  CmValue *ops[2] = {a, b};
  CmType *index = cm_index_type(rw->ctx);
  CmNamedAttr na = {cm_ident_c(rw->ctx, "map"), cm_affine_map_attr(map)};
  return cm_op_result(cm_rewriter_create_v(rw, "affine.apply", loc, 1, &index,
                                           2, ops,
                                           cm_dict_attr(rw->ctx, 1, &na)),
                      0);
}

/* 13's mapLoopToProcessorIds with one processor id. */
static void map_loop(CmRewriter *rw, CmOp *loop, CmValue *id, CmValue *count) {
  CmContext *ctx = rw->ctx;
  CmAffineExpr *mul = cm_affine_mul(cm_affine_symbol(ctx, 0),
                                    cm_affine_symbol(ctx, 1));
  CmAffineExpr *add = cm_affine_add(cm_affine_symbol(ctx, 0),
                                    cm_affine_symbol(ctx, 1));
  CmAffineMap *mul_map = cm_affine_map(ctx, 0, 2, 1, &mul);
  CmAffineMap *add_map = cm_affine_map(ctx, 0, 2, 1, &add);
  CmLoc *loc = cm_op_loc(loop);
  cm_rewriter_set_before(rw, loop);
  CmValue *step = cm_op_operand(loop, 2);
  CmValue *m = apply2(rw, loc, mul_map, id, step);
  CmValue *lb = apply2(rw, loc, add_map, m, cm_op_operand(loop, 0));
  cm_op_set_operand(loop, 0, lb);
  cm_op_set_operand(loop, 2, apply2(rw, loc, mul_map, count, step));
}

static void insert_copy_loops(CmRewriter *rw, CmLoc *loc, CmValue *from,
                              CmValue *to) {
  CmContext *ctx = rw->ctx;
  CmType *mt = from->type;
  unsigned rank = mt->shaped.rank;
  ValVec lbs = {0}, ubs = {0}, ivs = {0};
  CmValue *zero = cm_gpu_loops_index_constant(rw, loc, 0);
  CmValue *one = cm_gpu_loops_index_constant(rw, loc, 1);
  for (unsigned i = rank; i < 3; i++) {
    CM_VEC_PUSH(lbs, zero);
    CM_VEC_PUSH(ubs, one);
  }
  for (unsigned i = 0; i < rank; i++) {
    CM_VEC_PUSH(lbs, zero);
    /* the dimension's index, then its size (memref.dim folded) */
    cm_gpu_loops_index_constant(rw, loc, i);
    CM_VEC_PUSH(ubs, cm_gpu_loops_index_constant(rw, loc, mt->shaped.shape[i]));
  }
  static const char *const xyz[3] = {"x", "y", "z"};
  CmValue *tids[3], *bdims[3];
  for (unsigned i = 0; i < 3; i++) {
    tids[i] = dim_op(rw, loc, "gpu.thread_id", xyz[i]);
    bdims[i] = dim_op(rw, loc, "gpu.block_dim", xyz[i]);
  }
  OpVec loops = {0};
  for (size_t i = 0; i < lbs.len; i++) {
    CmOp *f = cm_scf_build_for(rw, loc, lbs.data[i], ubs.data[i], one, 0,
                               NULL);
    CM_VEC_PUSH(loops, f);
    CmBlock *body = cm_op_region(f, 0)->first;
    CM_VEC_PUSH(ivs, body->args[0]);
    cm_rewriter_set_to_start(rw, body);
  }
  CmValue *const *active = ivs.data + (ivs.len - rank);
  CmType *elem = mt->shaped.elem;
  ValVec ops = {0};
  CM_VEC_PUSH(ops, from);
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(ops, active[i]);
  CmValue *v = cm_op_result(cm_rewriter_create_v(rw, "memref.load", loc, 1,
                                                 &elem, (unsigned)ops.len,
                                                 ops.data, NULL),
                            0);
  ops.data[0] = v;
  ops.len = 1;
  CM_VEC_PUSH(ops, to);
  for (unsigned i = 0; i < rank; i++)
    CM_VEC_PUSH(ops, active[i]);
  cm_rewriter_create_v(rw, "memref.store", loc, 0, NULL, (unsigned)ops.len,
                       ops.data, NULL);
  /* the innermost three loops to threads x, y, z */
  for (unsigned i = 0; i < 3 && i < loops.len; i++)
    map_loop(rw, loops.data[loops.len - 1 - i], tids[i], bdims[i]);
  (void)ctx;
  CM_VEC_FREE(lbs);
  CM_VEC_FREE(ubs);
  CM_VEC_FREE(ivs);
  CM_VEC_FREE(loops);
  CM_VEC_FREE(ops);
}

static bool static_memref(const CmType *t) {
  if (!t || t->kind != CM_TYPE_MEMREF)
    return false;
  for (unsigned i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CM_DYNAMIC_SIZE)
      return false;
  return true;
}

CmResult cm_gpu_promote_to_workgroup_memory(CmOp *func, unsigned arg) {
  CmContext *ctx = cm_op_context(func);
  CmBlock *entry =
      cm_op_num_regions(func) ? cm_op_region(func, 0)->first : NULL;
  if (!entry || arg >= entry->num_args || !cm_gpu_func_type(func))
    return cm_op_emit_error(func, "has no argument #%u to promote", arg);
  CmValue *value = entry->args[arg];
  if (!static_memref(value->type))
    return cm_op_emit_error(func,
                            "can only promote memrefs of static shape to "
                            "workgroup memory, argument #%u is not one",
                            arg);
  if (entry->next)
    return cm_op_emit_error(func, "unstructured control flow not supported "
                                  "by workgroup memory promotion");
  CmOp *term = entry->last;
  if (!term)
    return cm_op_emit_error(func, "expected a terminator in the body");
  CmType *t = value->type;
  CmType *buf = cm_memref_type(
      t->shaped.rank, t->shaped.shape, t->shaped.elem, NULL,
      cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                      CM_GPU_WORKGROUP_ADDRESS_SPACE));
  unsigned nwg = cm_gpu_func_num_workgroup_attributions(func);
  cm_op_set_attr(func, "workgroup_attributions",
                 cm_integer_attr(cm_integer_type(ctx, 64, CM_SIGNLESS),
                                 (int64_t)nwg + 1));
  CmValue *attribution =
      cm_block_insert_arg(entry, cm_gpu_func_type(func)->func.num_inputs + nwg,
                          buf, cm_loc_unknown(ctx));
  cm_value_replace_all_uses(value, attribution);
  CmLoc *loc = cm_op_loc(func);
  CmRewriter rw;
  cm_rewriter_init(&rw, ctx, NULL);
  CmOp *first = entry->first;
  cm_rewriter_set_before(&rw, first);
  insert_copy_loops(&rw, loc, value, attribution);
  cm_rewriter_set_before(&rw, first);
  cm_rewriter_create_v(&rw, "gpu.barrier", loc, 0, NULL, 0, NULL, NULL);
  cm_rewriter_set_before(&rw, term);
  cm_rewriter_create_v(&rw, "gpu.barrier", loc, 0, NULL, 0, NULL, NULL);
  insert_copy_loops(&rw, loc, attribution, value);
  return CM_SUCCESS;
}

static bool wants_promotion(CmOp *func, unsigned i) {
  CmAttr *all = cm_op_get_attr(func, "arg_attrs");
  if (!all || all->kind != CM_ATTR_ARRAY || i >= all->array.num)
    return false;
  CmAttr *d = all->array.elems[i];
  CmAttr *u = d && d->kind == CM_ATTR_DICTIONARY
                  ? cm_dict_get(d, "gpu.test_promote_workgroup")
                  : NULL;
  return u && u->kind == CM_ATTR_UNIT;
}

static CmResult run(CmPassRun *run, CmOp *func) {
  (void)run;
  CmType *ft = cm_gpu_func_type(func);
  unsigned n = ft ? ft->func.num_inputs : 0;
  for (unsigned i = 0; i < n; i++)
    if (wants_promotion(func, i) &&
        cm_failed(cm_gpu_promote_to_workgroup_memory(func, i)))
      return CM_FAILURE;
  return CM_SUCCESS;
}

static void deps(CmContext *ctx) {
  cm_register_std_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_scf_dialect(ctx);
  cm_register_affine_dialect(ctx);
}

const CmPassDef cm_pass_test_gpu_memory_promotion = {
    .argument = "test-gpu-memory-promotion",
    .name = "(anonymous namespace)::TestGpuMemoryPromotionPass",
    .description =
        "Promotes the annotated arguments of gpu.func to workgroup memory.",
    .anchor = "gpu.func",
    .dependent_dialects = deps,
    .run = run,
};
