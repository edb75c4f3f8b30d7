/* bufferize.c - the std bufferization passes of MLIR 13
 * (mlir/lib/Dialect/StandardOps/Transforms/{Bufferize,
 * TensorConstantBufferize}.cpp) and the bufferize type converter
 * (mlir/lib/Transforms/Bufferize.cpp).
 *
 * -std-bufferize (functions): a partial conversion in which std, scf and
 * memref are legal except `std.select` of tensors with a scalar condition
 * and `std.index_cast` of tensors; they become the same op on the
 * operands' buffers (memref.buffer_cast of the tensors, memref.tensor_load
 * for users left with tensors).
 *
 * -tensor-constant-bufferize (modules): every `std.constant` of a ranked
 * tensor type gets a private constant `memref.global` named
 * `__constant_<shape>x<element type>` (one per distinct value, uniqued
 * against the module's symbols with `_0`, `_1`, ...; each new global is put
 * first in the module, so they end up in reverse order), and the constant
 * becomes `memref.get_global` of it. */
#include "cmlir/bufferize.h"
#include "cmlir/pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* the type converter                                                     */
/* ---------------------------------------------------------------------- */

static CmResult bufferize_convert(const CmTypeConverter *tc, CmType *t,
                                  CmTypeVec *out, void *user) {
  (void)tc;
  (void)user;
  CmType *r = t;
  if (t->kind == CM_TYPE_RANKED_TENSOR)
    r = cm_memref_type(t->shaped.rank, t->shaped.shape, t->shaped.elem, NULL,
                       NULL);
  else if (t->kind == CM_TYPE_UNRANKED_TENSOR)
    r = cm_unranked_memref_type(t->shaped.elem, NULL);
  if (!r)
    return CM_FAILURE;
  CM_VEC_PUSH(*out, r);
  return CM_SUCCESS;
}

static bool is_tensor(const CmType *t) {
  return t->kind == CM_TYPE_RANKED_TENSOR ||
         t->kind == CM_TYPE_UNRANKED_TENSOR;
}

static bool is_memref(const CmType *t) {
  return t->kind == CM_TYPE_MEMREF || t->kind == CM_TYPE_UNRANKED_MEMREF;
}

static CmValue *mat_tensor_load(const CmTypeConverter *tc, CmBuilder *b,
                                CmType *type, unsigned n,
                                CmValue *const *inputs, CmLoc *loc,
                                void *user) {
  (void)tc;
  (void)user;
  if (n != 1 || !is_memref(inputs[0]->type) || !is_tensor(type))
    return NULL;
  CmOp *op = cm_op_create_v(b->ctx, "memref.tensor_load", loc, 1, &type, 1,
                            inputs, NULL, 0, NULL, 0);
  return cm_op_result(cm_builder_insert(b, op), 0);
}

static CmValue *mat_buffer_cast(const CmTypeConverter *tc, CmBuilder *b,
                                CmType *type, unsigned n,
                                CmValue *const *inputs, CmLoc *loc,
                                void *user) {
  (void)tc;
  (void)user;
  if (n != 1 || !is_tensor(inputs[0]->type) || !is_memref(type))
    return NULL;
  CmOp *op = cm_op_create_v(b->ctx, "memref.buffer_cast", loc, 1, &type, 1,
                            inputs, NULL, 0, NULL, 0);
  return cm_op_result(cm_builder_insert(b, op), 0);
}

CmResult cm_bufferize_update_operands(const CmPattern *pat, CmOp *op,
                                      CmValue *const *operands,
                                      CmRewriter *rw) {
  (void)pat;
  cm_rewriter_start_update(rw, op);
  for (unsigned i = 0; i < cm_op_num_operands(op); i++)
    if (cm_op_operand(op, i) != operands[i])
      cm_op_set_operand(op, i, operands[i]);
  cm_rewriter_finalize_update(rw, op);
  return CM_SUCCESS;
}

CmTypeConverter *cm_bufferize_type_converter_create(CmContext *ctx) {
  CmTypeConverter *tc = cm_type_converter_create(ctx);
  cm_type_converter_add_conversion(tc, bufferize_convert, NULL);
  cm_type_converter_add_argument_materialization(tc, mat_tensor_load, NULL);
  cm_type_converter_add_source_materialization(tc, mat_tensor_load, NULL);
  cm_type_converter_add_target_materialization(tc, mat_buffer_cast, NULL);
  return tc;
}

/* ---------------------------------------------------------------------- */
/* -std-bufferize                                                         */
/* ---------------------------------------------------------------------- */

static bool scalar_condition(CmOp *op) {
  return cm_op_num_operands(op) == 3 &&
         cm_op_operand(op, 0)->type->kind == CM_TYPE_INTEGER;
}

/* BufferizeSelectOp: the select of the operands' buffers. */
static CmResult select_convert(const CmPattern *pat, CmOp *op,
                               CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (!scalar_condition(op) || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmType *rt = operands[1]->type;
  CmOp *n = cm_rewriter_create_v(rw, "std.select", cm_op_loc(op), 1, &rt, 3,
                                 operands, NULL);
  CmValue *r = cm_op_result(n, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

/* BufferizeIndexCastOp: index_cast of the operand's buffer to a memref of
 * the result's shape and element type. */
static CmResult index_cast_convert(const CmPattern *pat, CmOp *op,
                                   CmValue *const *operands, CmRewriter *rw) {
  (void)pat;
  if (cm_op_num_operands(op) != 1 || cm_op_num_results(op) != 1)
    return CM_FAILURE;
  CmType *t = cm_op_result(op, 0)->type;
  if (t->kind != CM_TYPE_RANKED_TENSOR)
    return CM_FAILURE;
  CmType *rt = cm_memref_type(t->shaped.rank, t->shaped.shape,
                              t->shaped.elem, NULL, NULL);
  CmOp *n = cm_rewriter_create_v(rw, "std.index_cast", cm_op_loc(op), 1, &rt,
                                 1, operands, NULL);
  CmValue *r = cm_op_result(n, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static bool select_legal(CmOp *op, void *user) {
  const CmTypeConverter *tc = user;
  return cm_op_num_results(op) != 1 ||
         cm_type_converter_is_legal(tc, cm_op_result(op, 0)->type) ||
         !scalar_condition(op);
}

static bool index_cast_legal(CmOp *op, void *user) {
  const CmTypeConverter *tc = user;
  return cm_op_num_results(op) != 1 ||
         cm_type_converter_is_legal(tc, cm_op_result(op, 0)->type);
}

static CmResult std_bufferize_run(CmPassRun *run, CmOp *op) {
  CmContext *ctx = cm_pass_run_context(run);
  CmTypeConverter *tc = cm_bufferize_type_converter_create(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p = {.root = "std.select", .benefit = 1,
                 .convert = select_convert, .label = "BufferizeSelectOp",
                 .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  p = (CmPattern){.root = "std.index_cast", .benefit = 1,
                  .convert = index_cast_convert,
                  .label = "BufferizeIndexCastOp", .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "scf");
  cm_target_add_legal_dialect(t, "std");
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_dynamic_op(t, "std.select", select_legal, tc);
  cm_target_add_dynamic_op(t, "std.index_cast", index_cast_legal, tc);
  CmResult r = cm_apply_partial_conversion(op, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_type_converter_destroy(tc);
  return r;
}

static void bufferize_dialects(CmContext *ctx) {
  (void)ctx; /* memref and scf are always registered in cmlir */
}

const CmPassDef cm_pass_std_bufferize = {
    .argument = "std-bufferize",
    .name = "StdBufferize",
    .description = "Bufferize the std dialect",
    .anchor = "func",
    .dependent_dialects = bufferize_dialects,
    .run = std_bufferize_run,
};

/* ---------------------------------------------------------------------- */
/* -tensor-constant-bufferize                                             */
/* ---------------------------------------------------------------------- */

typedef struct Globals {
  CmContext *ctx;
  CmOp *module;
  CmPtrMap by_value; /* constant value attribute -> memref.global */
  CmPtrMap names;    /* CmIdent of every symbol of the module -> 1 */
  unsigned counter;  /* the symbol table's uniquing counter */
} Globals;

static bool tensor_constant(CmOp *op) {
  return cm_op_name_is(op, "std.constant") && cm_op_num_results(op) == 1 &&
         cm_op_result(op, 0)->type->kind == CM_TYPE_RANKED_TENSOR &&
         cm_op_get_attr(op, "value");
}

/* 13's GlobalCreator: one global per distinct tensor constant value. */
static CmWalkResult create_global(CmOp *op, void *user) {
  Globals *g = user;
  if (!tensor_constant(op))
    return CM_WALK_ADVANCE;
  CmAttr *value = cm_op_get_attr(op, "value");
  if (cm_ptrmap_get_ptr(&g->by_value, value))
    return CM_WALK_ADVANCE;
  CmType *t = cm_op_result(op, 0)->type;
  CmBuf name = {0};
  cm_buf_puts(&name, "__constant_");
  for (unsigned i = 0; i < t->shaped.rank; i++)
    cm_buf_printf(&name, "%s%lld", i ? "x" : "",
                  (long long)t->shaped.shape[i]);
  cm_buf_puts(&name, "x");
  cm_print_type_to(t->shaped.elem, &name);
  size_t base = name.len;
  CmIdent *id = cm_ident(g->ctx, name.data, name.len);
  while (cm_ptrmap_get(&g->names, id)) {
    name.len = base;
    cm_buf_printf(&name, "_%u", g->counter++);
    id = cm_ident(g->ctx, name.data, name.len);
  }
  cm_ptrmap_put(&g->names, id, 1);
  CmType *mt = cm_memref_type(t->shaped.rank, t->shaped.shape, t->shaped.elem,
                              NULL, NULL);
  CmNamedAttr attrs[5] = {
      {cm_ident_c(g->ctx, "constant"), cm_unit_attr(g->ctx)},
      {cm_ident_c(g->ctx, "initial_value"), value},
      {cm_ident_c(g->ctx, "sym_name"),
       cm_string_attr(g->ctx, (CmStr){name.data, name.len})},
      {cm_ident_c(g->ctx, "sym_visibility"),
       cm_string_attr(g->ctx, cm_str("private"))},
      {cm_ident_c(g->ctx, "type"), cm_type_attr(mt)},
  };
  CmOp *global = cm_op_create_v(g->ctx, "memref.global", cm_op_loc(op), 0,
                                NULL, 0, NULL, cm_dict_attr(g->ctx, 5, attrs),
                                0, NULL, 0);
  CmBlock *body = cm_op_region(g->module, 0)->first;
  cm_block_insert_op_before(body, body->first, global);
  cm_ptrmap_put_ptr(&g->by_value, value, global);
  cm_buf_free(&name);
  return CM_WALK_ADVANCE;
}

/* BufferizeTensorConstantOp: memref.get_global of the value's global. */
static CmResult constant_convert(const CmPattern *pat, CmOp *op,
                                 CmValue *const *operands, CmRewriter *rw) {
  (void)operands;
  Globals *g = pat->user;
  if (!tensor_constant(op))
    return CM_FAILURE;
  CmOp *global = cm_ptrmap_get_ptr(&g->by_value, cm_op_get_attr(op, "value"));
  if (!global)
    return CM_FAILURE;
  CmType *mt = cm_op_get_attr(global, "type")->type_value;
  CmStr sym = cm_ident_str(cm_op_get_attr(global, "sym_name")->str.value);
  CmNamedAttr na = {cm_ident_c(rw->ctx, "name"),
                    cm_symbol_ref_attr(rw->ctx, sym, 0, NULL)};
  CmOp *n = cm_rewriter_create_v(rw, "memref.get_global", cm_op_loc(op), 1,
                                 &mt, 0, NULL, cm_dict_attr(rw->ctx, 1, &na));
  CmValue *r = cm_op_result(n, 0);
  cm_rewriter_replace_op(rw, op, 1, &r);
  return CM_SUCCESS;
}

static bool constant_legal(CmOp *op, void *user) {
  const CmTypeConverter *tc = user;
  return cm_op_num_results(op) != 1 ||
         cm_type_converter_is_legal(tc, cm_op_result(op, 0)->type);
}

static CmResult tensor_constant_bufferize_run(CmPassRun *run, CmOp *op) {
  CmContext *ctx = cm_pass_run_context(run);
  if (cm_op_num_regions(op) != 1 || !cm_op_region(op, 0)->first) {
    cm_pass_run_mark_all_preserved(run);
    return CM_SUCCESS;
  }
  Globals g = {.ctx = ctx, .module = op};
  for (CmOp *o = cm_op_region(op, 0)->first->first; o; o = cm_op_next(o)) {
    CmIdent *s = cm_symbol_name(o);
    if (s)
      cm_ptrmap_put(&g.names, s, 1);
  }
  cm_walk_post(op, create_global, &g);
  CmTypeConverter *tc = cm_bufferize_type_converter_create(ctx);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  CmPattern p = {.root = "std.constant", .benefit = 1,
                 .convert = constant_convert, .user = &g,
                 .label = "BufferizeTensorConstantOp", .type_converter = tc};
  cm_pattern_set_add(ps, &p);
  CmConversionTarget *t = cm_conversion_target_create(ctx);
  cm_target_add_legal_dialect(t, "memref");
  cm_target_add_dynamic_op(t, "std.constant", constant_legal, tc);
  CmResult r = cm_apply_partial_conversion(op, t, ps);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_type_converter_destroy(tc);
  cm_ptrmap_free(&g.by_value);
  cm_ptrmap_free(&g.names);
  return r;
}

const CmPassDef cm_pass_tensor_constant_bufferize = {
    .argument = "tensor-constant-bufferize",
    .name = "TensorConstantBufferize",
    .description = "Bufferize tensor constants.",
    .anchor = "module",
    .dependent_dialects = bufferize_dialects,
    .run = tensor_constant_bufferize_run,
};
