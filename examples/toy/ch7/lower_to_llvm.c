/* lower_to_llvm.c - the rest of the way to the LLVM dialect (chapter 6).
 *
 * After the affine lowering only toy.print is left of the toy dialect.
 * -toy-lower-print turns each into loops (scf.for) over the buffer calling
 * printf on every element ("%f " per element, a newline after each inner
 * dimension), the call being llvm.call @printf on the format strings kept
 * in llvm.mlir.global constants.  cmlir's own conversions then lower the
 * rest: affine to std, scf to std, memref and std to the LLVM dialect
 * (toy_add_llvm_lowering). */
#include "dialect.h"

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"

#include <string.h>

/* printf and the two format strings, parsed from MLIR text. */
static const char print_decls[] =
    "llvm.func @printf(!llvm.ptr<i8>, ...) -> i32\n"
    "llvm.mlir.global internal constant @frmt_spec(\"%f \\00\")\n"
    "llvm.mlir.global internal constant @nl(\"\\0A\\00\")\n";

/* Adds the declarations to `module` unless it has them. */
static CmResult add_declarations(CmOp *module) {
  CmContext *ctx = cm_op_context(module);
  if (cm_symbol_table_lookup(module, "printf", 6))
    return CM_SUCCESS;
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "toy-print-declarations",
                                      print_decls, sizeof print_decls - 1);
  CmOp *decls = cm_parse_source(ctx, buf);
  cm_srcmgr_free(&sm);
  if (!decls)
    return CM_FAILURE;
  CmBlock *from = cm_op_region(decls, 0)->first;
  CmBlock *to = cm_op_region(module, 0)->first;
  while (from->last) {
    CmOp *op = from->last;
    cm_op_remove_from_block(op);
    cm_block_insert_op_before(to, to->first, op);
  }
  cm_op_destroy(decls);
  return CM_SUCCESS;
}

static CmValue *create1(CmBuilder *b, const char *name, CmLoc *loc,
                        CmType *type, unsigned n, CmValue *const *operands,
                        CmAttr *attrs) {
  CmOp *op = cm_op_create_v(b->ctx, name, loc, type ? 1 : 0, &type, n,
                            operands, attrs, 0, NULL, 0);
  cm_builder_insert(b, op);
  return type ? cm_op_result(op, 0) : NULL;
}

static CmAttr *dict1(CmContext *ctx, const char *name, CmAttr *value) {
  return cm_dict_set(cm_dict_attr_empty(ctx), cm_ident_c(ctx, name), value);
}

/* A pointer to the first character of global string @name. */
static CmValue *string_ptr(CmBuilder *b, CmLoc *loc, const char *name,
                           unsigned len) {
  CmContext *ctx = b->ctx;
  char text[64];
  snprintf(text, sizeof text, "!llvm.ptr<array<%u x i8>>", len);
  CmType *arr_ptr = cm_parse_type_str(ctx, cm_str(text));
  CmValue *addr = create1(
      b, "llvm.mlir.addressof", loc, arr_ptr, 0, NULL,
      dict1(ctx, "global_name", cm_symbol_ref_attr(ctx, cm_str(name), 0, NULL)));
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmValue *zero = create1(b, "llvm.mlir.constant", loc, i64, 0, NULL,
                          dict1(ctx, "value", cm_integer_attr(cm_index_type(ctx), 0)));
  CmValue *ops[3] = {addr, zero, zero};
  return create1(b, "llvm.getelementptr", loc,
                 cm_parse_type_str(ctx, cm_str("!llvm.ptr<i8>")), 3, ops, NULL);
}

static CmValue *index_constant(CmBuilder *b, CmLoc *loc, int64_t v) {
  CmType *index = cm_index_type(b->ctx);
  return create1(b, "std.constant", loc, index, 0, NULL,
                 dict1(b->ctx, "value", cm_integer_attr(index, v)));
}

static void call_printf(CmBuilder *b, CmLoc *loc, unsigned n,
                        CmValue *const *args) {
  CmContext *ctx = b->ctx;
  create1(b, "llvm.call", loc, cm_integer_type(ctx, 32, CM_SIGNLESS), n, args,
          dict1(ctx, "callee", cm_symbol_ref_attr(ctx, cm_str("printf"), 0, NULL)));
}

/* toy.print %m : memref<d0 x ... x f64> becomes
 *   for i0 < d0 { for i1 < d1 { ... printf("%f ", m[i0, i1, ...]) }
 *                 printf("\n") } */
static void lower_print(CmOp *print) {
  CmContext *ctx = cm_op_context(print);
  CmLoc *loc = cm_op_loc(print);
  CmValue *memref = cm_op_operand(print, 0);
  unsigned rank = memref->type->shaped.rank;
  CmBuilder b;
  cm_builder_init(&b, ctx);
  cm_builder_set_before(&b, print);
  CmValue *fmt = string_ptr(&b, loc, "frmt_spec", 4);
  CmValue *nl = string_ptr(&b, loc, "nl", 2);
  CM_VEC(CmValue *) ivs = {0};
  for (unsigned d = 0; d < rank; d++) {
    CmValue *bounds[3] = {index_constant(&b, loc, 0),
                          index_constant(&b, loc, memref->type->shaped.shape[d]),
                          index_constant(&b, loc, 1)};
    CmOp *loop = cm_op_create_v(ctx, "scf.for", loc, 0, NULL, 3, bounds, NULL,
                                0, NULL, 1);
    cm_builder_insert(&b, loop);
    CmBlock *body = cm_block_create();
    cm_region_append_block(cm_op_region(loop, 0), body);
    CM_VEC_PUSH(ivs, cm_block_add_arg(body, cm_index_type(ctx), loc));
    cm_builder_set_to_end(&b, body);
    if (d + 1 != rank)
      call_printf(&b, loc, 1, &nl);
    create1(&b, "scf.yield", loc, NULL, 0, NULL, NULL);
    cm_builder_set_to_start(&b, body);
  }
  CM_VEC(CmValue *) load_ops = {0};
  CM_VEC_PUSH(load_ops, memref);
  for (size_t i = 0; i < ivs.len; i++)
    CM_VEC_PUSH(load_ops, ivs.data[i]);
  CmValue *elem = create1(&b, "memref.load", loc, memref->type->shaped.elem,
                          (unsigned)load_ops.len, load_ops.data, NULL);
  CmValue *args[2] = {fmt, elem};
  call_printf(&b, loc, 2, args);
  CM_VEC_FREE(load_ops);
  CM_VEC_FREE(ivs);
  cm_op_erase(print);
}

typedef CM_VEC(CmOp *) OpVec;

static CmWalkResult collect_prints(CmOp *op, void *user) {
  if (cm_op_name_is(op, "toy.print"))
    CM_VEC_PUSH(*(OpVec *)user, op);
  return CM_WALK_ADVANCE;
}

static CmResult run(CmPassRun *r, CmOp *module) {
  (void)r;
  OpVec prints = {0};
  cm_walk_pre(module, collect_prints, &prints);
  CmResult res = CM_SUCCESS;
  for (size_t i = 0; i < prints.len && cm_succeeded(res); i++) {
    CmType *t = cm_op_operand(prints.data[i], 0)->type;
    if (t->kind != CM_TYPE_MEMREF)
      res = cm_op_emit_error(prints.data[i],
                             "expected a buffer: lower to affine first");
  }
  if (prints.len && cm_succeeded(res))
    res = add_declarations(module);
  for (size_t i = 0; i < prints.len && cm_succeeded(res); i++)
    lower_print(prints.data[i]);
  CM_VEC_FREE(prints);
  return res;
}

static void deps(CmContext *ctx) {
  cm_register_llvm_dialect(ctx);
  cm_register_scf_dialect(ctx);
  cm_register_memref_dialect(ctx);
  cm_register_std_dialect(ctx);
}

const CmPassDef toy_lower_print_pass = {
    .argument = "toy-lower-print",
    .name = "ToyPrintLowering",
    .description = "Lower toy.print of buffers to loops calling printf",
    .anchor = "module",
    .dependent_dialects = deps,
    .run = run,
};

/* The conversions after -toy-lower-print, by name: they are cmlir's. */
CmResult toy_add_llvm_lowering(CmPassManager *pm, CmBuf *err) {
  static const char *const passes[] = {
      "lower-affine", "convert-scf-to-std", "convert-memref-to-llvm",
      "convert-std-to-llvm", "reconcile-unrealized-casts"};
  CmResult r = cm_pass_manager_add(pm, cm_pass_create(&toy_lower_print_pass,
                                                      NULL, err));
  for (size_t i = 0; cm_succeeded(r) && i < sizeof passes / sizeof *passes;
       i++) {
    const CmPassDef *def = cm_pass_lookup(passes[i], strlen(passes[i]));
    if (!def) {
      if (!strcmp(passes[i], "reconcile-unrealized-casts"))
        continue; /* optional: the conversions leave no casts */
      cm_buf_printf(err, "this cmlir has no pass '%s'", passes[i]);
      return CM_FAILURE;
    }
    r = cm_pass_manager_add(pm, cm_pass_create(def, NULL, err));
  }
  return r;
}
