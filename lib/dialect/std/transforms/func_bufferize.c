/* func_bufferize.c - -func-bufferize as MLIR 13
 * (mlir/lib/Dialect/StandardOps/Transforms/FuncBufferize.cpp with the
 * patterns of FuncConversions.cpp): a full conversion of the module with
 * the bufferize type converter in which
 *   - `func` is legal once its signature and every block argument of its
 *     body have no tensor (the signature pattern converts both; block
 *     arguments get `memref.tensor_load` for their old uses),
 *   - `std.call` is legal without tensor operands or results (rebuilt
 *     with converted result types, only its `callee` kept),
 *   - the terminators directly in a `func`: a branch is legal once no
 *     successor operand is a tensor (its successor operands are replaced
 *     in place), `std.return` once it has no tensor operand, other
 *     return-like ops always; any other terminator there is illegal,
 *   - everything else (including terminators in nested regions) is legal,
 *     as are `module`, `memref.tensor_load` and `memref.buffer_cast`. */
#include "cmlir/bufferize.h"
#include "cmlir/pass.h"

#include <stdlib.h>
#include <string.h>

/* CallOpSignatureConversion */
static CmResult call_convert(const CmPattern *pat, CmOp *op,
                             CmValue *const *operands, CmRewriter *rw) {
  const CmTypeConverter *tc = pat->type_converter;
  CmTypeVec results = {0};
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (cm_failed(cm_type_converter_convert(tc, cm_op_result(op, i)->type,
                                            &results))) {
      CM_VEC_FREE(results);
      return CM_FAILURE;
    }
  CmAttr *callee = cm_op_get_attr(op, "callee");
  if (!callee) {
    CM_VEC_FREE(results);
    return CM_FAILURE;
  }
  CmNamedAttr na = {cm_ident_c(rw->ctx, "callee"), callee};
  CmOp *n = cm_rewriter_create_v(rw, "std.call", cm_op_loc(op),
                                 (unsigned)results.len, results.data,
                                 cm_op_num_operands(op), operands,
                                 cm_dict_attr(rw->ctx, 1, &na));
  CM_VEC_FREE(results);
  if (cm_op_num_results(n) != cm_op_num_results(op))
    return CM_FAILURE; /* (a 1:N conversion; not with this converter) */
  CmValue **vals = cm_xmalloc(sizeof(CmValue *) * (cm_op_num_results(n) + 1));
  for (unsigned i = 0; i < cm_op_num_results(n); i++)
    vals[i] = cm_op_result(n, i);
  cm_rewriter_replace_op(rw, op, cm_op_num_results(n), vals);
  free(vals);
  return CM_SUCCESS;
}

/* BranchOpInterfaceTypeConversion: the successor operands take the
 * converted values. */
static CmResult branch_convert(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  CmBlock *blk = cm_op_block(op);
  if (!bi || !bi->successor_operands || !blk)
    return CM_FAILURE;
  unsigned n = cm_op_num_operands(op);
  CmValue **nv = cm_xmalloc(sizeof(CmValue *) * (n + 1));
  for (unsigned i = 0; i < n; i++)
    nv[i] = cm_op_operand(op, i);
  /* (13 counts the successors of the op's block, which are the op's) */
  unsigned ns = cm_op_num_successors(op);
  for (unsigned s = 0; s < ns; s++) {
    unsigned start, count;
    if (!bi->successor_operands(op, s, &start, &count))
      continue;
    for (unsigned i = start; i < start + count && i < n; i++)
      nv[i] = operands[i];
  }
  cm_rewriter_start_update(rw, op);
  for (unsigned i = 0; i < n; i++)
    if (cm_op_operand(op, i) != nv[i])
      cm_op_set_operand(op, i, nv[i]);
  cm_rewriter_finalize_update(rw, op);
  free(nv);
  return CM_SUCCESS;
}

static bool func_legal(CmOp *op, void *user) {
  return cm_type_converter_is_legal_op(user, op);
}

static bool call_legal(CmOp *op, void *user) {
  const CmTypeConverter *tc = user;
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (!cm_type_converter_is_legal(tc, cm_op_operand(op, i)->type))
      return false;
  for (unsigned i = 0; i < cm_op_num_results(op); i++)
    if (!cm_type_converter_is_legal(tc, cm_op_result(op, i)->type))
      return false;
  return true;
}

/* isNotBranchOpInterfaceOrReturnLikeOp */
static bool not_branch_or_return(CmOp *op) {
  bool registered = cm_op_is_registered(op);
  if (registered && !cm_op_has_trait(op, CM_TRAIT_TERMINATOR))
    return true;
  CmBlock *b = cm_op_block(op);
  if (!b || b->last != op)
    return true;
  CmOp *parent = cm_op_parent_op(op);
  return !parent || !cm_op_name_is(parent, "func");
}

static bool unknown_legal(CmOp *op, void *user) {
  const CmTypeConverter *tc = user;
  if (not_branch_or_return(op))
    return true;
  const CmBranchInterface *bi = cm_op_interface(op, CM_IFACE_BRANCH);
  if (bi && bi->successor_operands) {
    for (unsigned s = 0; s < cm_op_num_successors(op); s++) {
      unsigned start, count;
      if (!bi->successor_operands(op, s, &start, &count))
        continue;
      for (unsigned i = start; i < start + count; i++)
        if (!cm_type_converter_is_legal(tc, cm_op_operand(op, i)->type))
          return false;
    }
    return true;
  }
  if (cm_op_name_is(op, "std.return"))
    return call_legal(op, user);
  return cm_op_has_trait(op, CM_TRAIT_RETURN_LIKE);
}

static CmResult func_bufferize_run(CmPassRun *run, CmOp *op) {
  CmContext *ctx = cm_pass_run_context(run);
  CmTypeConverter *tc = cm_bufferize_type_converter_create(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_func_signature_conversion(ps, "func", tc);
  CmPattern p = {.root = "std.call", .benefit = 1, .convert = call_convert,
                 .label = "CallOpSignatureConversion", .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  p = (CmPattern){.root = NULL, .benefit = 1, .convert = branch_convert,
                  .label = "BranchOpInterfaceTypeConversion",
                  .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  p = (CmPattern){.root = "std.return", .benefit = 1,
                  .convert = cm_bufferize_update_operands,
                  .label = "ReturnOpTypeConversion", .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_dynamic_op(t, "func", func_legal, tc);
  cm_target_add_dynamic_op(t, "std.call", call_legal, tc);
  cm_target_add_legal_op(t, "module");
  cm_target_add_legal_op(t, "memref.tensor_load");
  cm_target_add_legal_op(t, "memref.buffer_cast");
  cm_target_mark_unknown_legal(t, unknown_legal, tc);
  CmResult r = cm_apply_full_conversion(op, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_type_converter_destroy(tc);
  return r;
}

const CmPassDef cm_pass_func_bufferize = {
    .argument = "func-bufferize",
    .name = "FuncBufferize",
    .description = "Bufferize func/call/return ops",
    .anchor = "module",
    .run = func_bufferize_run,
};
