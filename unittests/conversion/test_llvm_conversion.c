/* test_llvm_conversion.c - the LLVM type converter (builtin types, n-D
 * vectors, memref descriptors, bare pointers, function signatures with
 * argument expansion and result packing) and the std/memref to LLVM
 * patterns applied through the API, including block arguments of
 * non-entry blocks whose branches must follow the converted blocks. */
#include "cmlir/conversion.h"
#include "cmlir/dialect/llvm.h"

#include "../rewrite/rewrite_test_util.h"

static void test_types(void) {
  CmContext *ctx = rt_context();
  CmLLVMOptions o = {0};
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &o);
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  CHECK(cm_llvm_convert_type(tc, cm_index_type(ctx)) == i64);
  CHECK(cm_llvm_convert_type(tc, cm_integer_type(ctx, 8, CM_SIGNED)) ==
        cm_integer_type(ctx, 8, CM_SIGNLESS));
  CHECK(cm_llvm_convert_type(tc, f32) == f32);
  /* vector<2x3x4xf32> -> !llvm.array<2 x array<3 x vector<4xf32>>> */
  int64_t shape[3] = {2, 3, 4};
  CmType *v = cm_vector_type(3, shape, f32);
  CmType *v1 = cm_vector_type(1, shape + 2, f32);
  CHECK(cm_llvm_convert_type(tc, v) ==
        cm_llvm_array_type(cm_llvm_array_type(v1, 3), 2));
  /* memref<?x4xf32> -> the descriptor */
  int64_t ms[2] = {CM_DYNAMIC_SIZE, 4};
  CmType *mr = cm_memref_type(2, ms, f32, NULL, NULL);
  CmType *d = cm_llvm_convert_type(tc, mr);
  CHECK(d && cm_llvm_struct_num_elems(d) == 5);
  CHECK(d && cm_llvm_struct_elem(d, 0) == cm_llvm_ptr_type(f32, 0));
  CHECK(d && cm_llvm_struct_elem(d, 3) == cm_llvm_array_type(i64, 2));
  CHECK(!cm_llvm_memref_is_bare_convertible(mr));
  int64_t ss[2] = {3, 4};
  CHECK(cm_llvm_memref_is_bare_convertible(
      cm_memref_type(2, ss, f32, NULL, NULL)));
  /* memref<*xf32> -> !llvm.struct<(i64, ptr<i8>)> */
  CmType *u = cm_llvm_convert_type(tc, cm_unranked_memref_type(f32, NULL));
  CHECK(u && cm_llvm_struct_num_elems(u) == 2 &&
        cm_llvm_struct_elem(u, 0) == i64);
  /* tensors do not convert */
  CHECK(!cm_llvm_convert_type(tc, cm_ranked_tensor_type(2, ss, f32, NULL)));
  /* (memref<?x4xf32>, index) -> (f32, i32): 7 + 1 params, struct result */
  CmType *in[2] = {mr, cm_index_type(ctx)};
  CmType *out[2] = {f32, cm_integer_type(ctx, 32, CM_SIGNLESS)};
  CmType *ft = cm_function_type(ctx, 2, in, 2, out);
  CmSignatureConversion *sc = cm_signature_conversion_create(2);
  CmType *lt = cm_llvm_convert_function_signature(tc, ft, false, false, sc);
  CHECK(lt && cm_llvm_func_num_params(lt) == 8);
  CHECK(lt && cm_llvm_type_id(cm_llvm_func_result(lt)) == CM_LLVM_STRUCT);
  CHECK(cm_signature_conversion_num_inputs(sc) == 8);
  cm_signature_conversion_destroy(sc);
  /* a function value is a pointer to the converted function type */
  CmType *fp = cm_llvm_convert_type(tc, ft);
  CHECK(fp && cm_llvm_ptr_pointee(fp) == lt);
  cm_llvm_type_converter_destroy(tc);
  /* index-bitwidth */
  o.index_bitwidth = 32;
  tc = cm_llvm_type_converter_create(ctx, &o);
  CHECK(cm_llvm_convert_type(tc, cm_index_type(ctx)) ==
        cm_integer_type(ctx, 32, CM_SIGNLESS));
  cm_llvm_type_converter_destroy(tc);
  rt_done(ctx);
}

/* Both conversions through the API on a CFG with converted block
 * arguments: every branch names a block of the result. */
static void test_patterns(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx,
                     "func @f(%m: memref<?xf32>, %i: index, %c: i1) -> f32 {\n"
                     "  cond_br %c, ^bb1(%i : index), ^bb2(%m : memref<?xf32>)\n"
                     "^bb1(%j: index):\n"
                     "  %v = memref.load %m[%j] : memref<?xf32>\n"
                     "  return %v : f32\n"
                     "^bb2(%n: memref<?xf32>):\n"
                     "  %w = memref.load %n[%i] : memref<?xf32>\n"
                     "  br ^bb3(%w : f32)\n"
                     "^bb3(%x: f32):\n"
                     "  return %x : f32\n"
                     "}\n");
  CHECK(m != NULL);
  if (!m) {
    rt_done(ctx);
    return;
  }
  CmLLVMOptions o = {0};
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, &o);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_memref_to_llvm_patterns(tc, ps);
  cm_populate_std_to_llvm_patterns(tc, ps);
  CmConversionTarget *t = cm_llvm_conversion_target_create(ctx);
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(cm_succeeded(cm_verify(m)));
  const char *ir = rt_print(m);
  CHECK(strstr(ir, "llvm.cond_br %arg6, ^bb1(%arg5 : i64), ^bb2(%5 : "
                   "!llvm.struct<") != NULL);
  CHECK(strstr(ir, "^bb1(%6: i64):") != NULL);
  CHECK(strstr(ir, "llvm.br ^bb3(") != NULL);
  CHECK(strstr(ir, "unrealized_conversion_cast") == NULL);
  CHECK(strstr(ir, "memref.") == NULL && strstr(ir, "std.") == NULL);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  cm_op_destroy(m);
  rt_done(ctx);
}

/* The memref patterns alone (func legal): an index converted once (a target
 * materialization) and used in two sibling blocks must still verify (the
 * cast goes right after the value's definition, rewrite/conversion.c). */
static void test_materialization_dominance(void) {
  CmContext *ctx = rt_context();
  CmOp *m = rt_parse(ctx,
                     "func @f(%m: memref<?xf32>, %a: i32, %c: i1) -> f32 {\n"
                     "  %i = index_cast %a : i32 to index\n"
                     "  cond_br %c, ^bb1, ^bb2\n"
                     "^bb1:\n"
                     "  %x = memref.load %m[%i] : memref<?xf32>\n"
                     "  return %x : f32\n"
                     "^bb2:\n"
                     "  %y = memref.load %m[%i] : memref<?xf32>\n"
                     "  return %y : f32\n"
                     "}\n");
  CHECK(m != NULL);
  if (!m) {
    rt_done(ctx);
    return;
  }
  CmLLVMTypeConverter *tc = cm_llvm_type_converter_create(ctx, NULL);
  CmPatternSet *ps = cm_pattern_set_create(ctx);
  cm_populate_memref_to_llvm_patterns(tc, ps);
  CmConversionTarget *t = cm_llvm_conversion_target_create(ctx);
  cm_target_add_legal_op(t, "func");
  /* as -convert-memref-to-llvm: its casts are left for the std pass */
  cm_target_add_legal_op(t, "unrealized_conversion_cast");
  CHECK(cm_succeeded(cm_apply_partial_conversion(m, t, ps)));
  CHECK(cm_succeeded(cm_verify(m)));
  CHECK(strstr(rt_print(m), "memref.load") == NULL);
  cm_conversion_target_destroy(t);
  cm_pattern_set_destroy(ps);
  cm_llvm_type_converter_destroy(tc);
  cm_op_destroy(m);
  rt_done(ctx);
}

int main(void) {
  test_types();
  test_patterns();
  test_materialization_dominance();
  return test_report("test_llvm_conversion");
}
