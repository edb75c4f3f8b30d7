/* test_llvm_types.c - the type API of the llvm dialect (dialect/llvm.h):
 * constructors and accessors, uniquing, identified structs (body set once,
 * opaque, recursive), the compatibility predicates, and printing of types
 * built through the API. */
#include <stdio.h>
#include <string.h>

#include "cmlir/asm.h"
#include "cmlir/dialect/llvm.h"
#include "cmlir/dialects.h"

#include "../test_util.h"

static bool prints_as(const CmType *t, const char *want) {
  CmBuf b;
  cm_buf_init(&b);
  cm_print_type_to(t, &b);
  bool ok = b.data && strcmp(b.data, want) == 0;
  if (!ok)
    fprintf(stderr, "printed '%s', expected '%s'\n", b.data ? b.data : "",
            want);
  cm_buf_free(&b);
  return ok;
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_all_dialects(ctx);
  CmType *i8 = cm_integer_type(ctx, 8, CM_SIGNLESS);
  CmType *i32 = cm_integer_type(ctx, 32, CM_SIGNLESS);
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  CmType *vd = cm_llvm_void_type(ctx);

  /* simple types */
  CHECK(cm_llvm_type_id(vd) == CM_LLVM_VOID);
  CHECK(cm_llvm_type_id(cm_llvm_token_type(ctx)) == CM_LLVM_TOKEN);
  CHECK(cm_llvm_type_id(cm_llvm_metadata_type(ctx)) == CM_LLVM_METADATA);
  CHECK(cm_llvm_type_id(cm_llvm_label_type(ctx)) == CM_LLVM_LABEL);
  CHECK(cm_llvm_type_id(cm_llvm_x86_mmx_type(ctx)) == CM_LLVM_X86_MMX);
  CHECK(cm_llvm_type_id(cm_llvm_ppc_fp128_type(ctx)) == CM_LLVM_PPC_FP128);
  CHECK(cm_llvm_type_id(i32) == -1);
  CHECK(vd == cm_llvm_void_type(ctx));

  /* pointers */
  CmType *p = cm_llvm_ptr_type(i8, 0), *p3 = cm_llvm_ptr_type(i8, 3);
  CHECK(p != p3 && p == cm_llvm_ptr_type(i8, 0));
  CHECK(cm_llvm_ptr_pointee(p3) == i8 && cm_llvm_ptr_addr_space(p3) == 3);
  CHECK(prints_as(p3, "!llvm.ptr<i8, 3>"));
  CHECK(prints_as(cm_llvm_ptr_type(p, 0), "!llvm.ptr<ptr<i8>>"));

  /* arrays */
  CmType *arr = cm_llvm_array_type(f32, 4);
  CHECK(cm_llvm_array_elem(arr) == f32 && cm_llvm_array_count(arr) == 4);
  CHECK(prints_as(arr, "!llvm.array<4 x f32>"));

  /* functions */
  CmType *params[2] = {i32, p};
  CmType *fn = cm_llvm_func_type(vd, 2, params, true);
  CHECK(cm_llvm_func_result(fn) == vd && cm_llvm_func_num_params(fn) == 2);
  CHECK(cm_llvm_func_param(fn, 1) == p && cm_llvm_func_is_vararg(fn));
  CHECK(fn != cm_llvm_func_type(vd, 2, params, false));
  CHECK(prints_as(fn, "!llvm.func<void (i32, ptr<i8>, ...)>"));
  CHECK(prints_as(cm_llvm_func_type(i32, 0, NULL, true),
                  "!llvm.func<i32 (...)>"));

  /* vectors */
  CmType *v = cm_llvm_vec_type(p, 4, false), *sv = cm_llvm_vec_type(i32, 8, true);
  CHECK(cm_llvm_vec_count(v) == 4 && !cm_llvm_vec_is_scalable(v));
  CHECK(cm_llvm_vec_elem(sv) == i32 && cm_llvm_vec_is_scalable(sv));
  CHECK(prints_as(v, "!llvm.vec<4 x ptr<i8>>"));
  CHECK(prints_as(sv, "!llvm.vec<? x 8 x i32>"));

  /* literal structs */
  CmType *elems[2] = {i32, f32};
  CmType *st = cm_llvm_struct_type(ctx, 2, elems, false);
  CmType *pk = cm_llvm_struct_type(ctx, 2, elems, true);
  CHECK(st != pk && st == cm_llvm_struct_type(ctx, 2, elems, false));
  CHECK(!cm_llvm_struct_is_identified(st) && cm_llvm_struct_is_packed(pk));
  CHECK(cm_llvm_struct_num_elems(st) == 2 && cm_llvm_struct_elem(st, 1) == f32);
  CHECK(cm_llvm_struct_is_initialized(st) && !cm_llvm_struct_is_opaque(st));
  CHECK(prints_as(pk, "!llvm.struct<packed (i32, f32)>"));

  /* identified structs: a recursive list node */
  CmType *node = cm_llvm_struct_identified(ctx, cm_str("node"));
  CHECK(node == cm_llvm_struct_identified(ctx, cm_str("node")));
  CHECK(cm_llvm_struct_is_identified(node) && cm_llvm_struct_is_opaque(node));
  CHECK(!cm_llvm_struct_is_initialized(node));
  CmType *body[2] = {i32, cm_llvm_ptr_type(node, 0)};
  CHECK(cm_succeeded(cm_llvm_struct_set_body(node, 2, body, false)));
  CHECK(cm_succeeded(cm_llvm_struct_set_body(node, 2, body, false)));
  CHECK(cm_failed(cm_llvm_struct_set_body(node, 1, body, false)));
  CHECK(cm_failed(cm_llvm_struct_set_body(node, 2, body, true)));
  CHECK(cm_failed(cm_llvm_struct_set_opaque(node)));
  CHECK(!cm_llvm_struct_is_opaque(node) && cm_llvm_struct_is_initialized(node));
  CHECK(cm_llvm_struct_num_elems(node) == 2);
  CHECK(cm_llvm_struct_elem(node, 1) == body[1]);
  CmStr nm = cm_llvm_struct_name(node);
  CHECK(nm.len == 4 && memcmp(nm.data, "node", 4) == 0);
  CHECK(prints_as(node, "!llvm.struct<\"node\", (i32, ptr<struct<\"node\">>)>"));
  CHECK(prints_as(body[1],
                  "!llvm.ptr<struct<\"node\", (i32, ptr<struct<\"node\">>)>>"));

  CmType *opq = cm_llvm_struct_identified(ctx, cm_str("opq"));
  CHECK(cm_succeeded(cm_llvm_struct_set_opaque(opq)));
  CHECK(cm_succeeded(cm_llvm_struct_set_opaque(opq)));
  CHECK(cm_failed(cm_llvm_struct_set_body(opq, 0, NULL, false)));
  CHECK(cm_llvm_struct_is_opaque(opq) && cm_llvm_struct_is_initialized(opq));
  CHECK(prints_as(opq, "!llvm.struct<\"opq\", opaque>"));

  /* the parser gives the same objects */
  CmType *parsed = cm_parse_type_str(
      ctx, cm_str("!llvm.struct<\"node\", (i32, ptr<struct<\"node\">>)>"));
  CHECK(parsed == node);
  CHECK(cm_parse_type_str(ctx, cm_str("!llvm.ptr<i8, 3>")) == p3);

  /* compatibility */
  CHECK(cm_llvm_is_compatible_type(i32) && cm_llvm_is_compatible_type(f32));
  CHECK(cm_llvm_is_compatible_type(node) && cm_llvm_is_compatible_type(vd));
  CHECK(!cm_llvm_is_compatible_type(cm_index_type(ctx)));
  CHECK(!cm_llvm_is_compatible_type(cm_integer_type(ctx, 32, CM_UNSIGNED)));
  int64_t four = 4, two[2] = {2, 2};
  CHECK(cm_llvm_is_compatible_type(cm_vector_type(1, &four, f32)));
  CHECK(!cm_llvm_is_compatible_type(cm_vector_type(2, two, f32)));
  CHECK(!cm_llvm_is_compatible_type(cm_vector_type(1, &four, cm_index_type(ctx))));
  CHECK(cm_llvm_is_compatible_vector_type(v));
  CHECK(cm_llvm_is_compatible_vector_type(cm_vector_type(1, &four, i32)));
  CHECK(!cm_llvm_is_compatible_vector_type(arr));
  CHECK(cm_llvm_is_compatible_float_type(cm_llvm_ppc_fp128_type(ctx)));
  CHECK(!cm_llvm_is_compatible_float_type(i32));

  cm_context_destroy(ctx);
  return test_report("test_llvm_types");
}
