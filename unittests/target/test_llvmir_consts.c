/* test_llvmir_consts.c - constant spelling of the LLVM IR writer
 * (lib/target/llvmir/consts.c, layout.c) and the public translation API on
 * a module built in C. */
#include "../test_util.h"

#include "../../lib/target/llvmir/llvmir_internal.h"

static void check_float(CmContext *ctx, CmTypeKind kind, double v,
                        const char *want) {
  CmAttr *a = cm_float_attr(cm_float_type(ctx, kind), v);
  CmBuf b;
  cm_buf_init(&b);
  cm_ll_put_float(&b, a->type, a->fp.bits);
  if (strcmp(b.data, want) != 0) {
    fprintf(stderr, "float %g: got '%s', want '%s'\n", v, b.data, want);
    failures++;
  }
  cm_buf_free(&b);
}

static void check_int(unsigned width, uint64_t lo, uint64_t hi,
                      const char *want) {
  uint64_t words[2] = {lo, hi};
  CmBuf b;
  cm_buf_init(&b);
  cm_ll_put_int_words(&b, width, words, width > 64 ? 2 : 1);
  if (strcmp(b.data, want) != 0) {
    fprintf(stderr, "i%u: got '%s', want '%s'\n", width, b.data, want);
    failures++;
  }
  cm_buf_free(&b);
}

static void check_escape(const char *in, size_t n, const char *want) {
  CmBuf b;
  cm_buf_init(&b);
  cm_ll_put_escaped(&b, in, n);
  CHECK(!strcmp(b.data ? b.data : "", want));
  cm_buf_free(&b);
}

static void test_floats(CmContext *ctx) {
  /* decimal when six digits read back exactly, else the double in hex */
  check_float(ctx, CM_TYPE_F64, 1.5, "1.500000e+00");
  check_float(ctx, CM_TYPE_F64, 0.0, "0.000000e+00");
  check_float(ctx, CM_TYPE_F64, -0.0, "-0.000000e+00");
  check_float(ctx, CM_TYPE_F64, 100.0, "1.000000e+02");
  check_float(ctx, CM_TYPE_F64, 1e300, "1.000000e+300");
  check_float(ctx, CM_TYPE_F64, 0.1, "1.000000e-01");
  check_float(ctx, CM_TYPE_F64, 1.234567, "0x3FF3C0C9539B8887");
  check_float(ctx, CM_TYPE_F32, 0.1, "0x3FB99999A0000000");
  check_float(ctx, CM_TYPE_F32, 2.5, "2.500000e+00");
  check_float(ctx, CM_TYPE_F64, 1.0 / 0.0, "0x7FF0000000000000");
  check_float(ctx, CM_TYPE_F16, -2.0, "0xHC000");
  check_float(ctx, CM_TYPE_BF16, 3.0, "0xR4040");
  check_float(ctx, CM_TYPE_F80, 1.5, "0xK3FFFC000000000000000");
  check_float(ctx, CM_TYPE_F128, 1.5, "0xL00000000000000003FFF800000000000");
}

static void test_ints(void) {
  check_int(32, 42, 0, "42");
  check_int(32, 0xffffffffu, 0, "-1");
  check_int(8, 0x80, 0, "-128");
  check_int(64, UINT64_MAX, 0, "-1");
  check_int(128, 0xC373E0EE4E3F0AD2ull, 0x18EE90FF6ull,
            "123456789012345678901234567890");
  check_int(128, UINT64_MAX, UINT64_MAX, "-1");
  check_int(128, 0, 0x8000000000000000ull,
            "-170141183460469231731687303715884105728");
  check_int(65, 0, 1, "-18446744073709551616");
}

static void test_escapes(void) {
  check_escape("abc", 3, "abc");
  check_escape("a\"b", 3, "a\\22b");
  check_escape("a\\b", 3, "a\\\\b");
  check_escape("\n\0\xff", 3, "\\0A\\00\\FF");
}

static void test_layout(CmContext *ctx) {
  CmLlLayout l;
  cm_ll_layout_init(&l, (CmStr){NULL, 0});
  CmType *i64 = cm_integer_type(ctx, 64, CM_SIGNLESS);
  CmType *i128 = cm_integer_type(ctx, 128, CM_SIGNLESS);
  CmType *f32 = cm_float_type(ctx, CM_TYPE_F32);
  CHECK(cm_ll_layout_align(&l, i64, true) == 4);  /* LLVM 13 default */
  CHECK(cm_ll_layout_align(&l, i64, false) == 8);
  CHECK(cm_ll_layout_align(&l, i128, true) == 4); /* the largest entry */
  CHECK(cm_ll_layout_align(&l, cm_llvm_ptr_type(f32, 0), true) == 8);
  int64_t four = 4;
  CHECK(cm_ll_layout_align(&l, cm_vector_type(1, &four, f32), true) == 16);
  CmType *elems[2] = {cm_integer_type(ctx, 8, CM_SIGNLESS), i64};
  CmType *st = cm_llvm_struct_type(ctx, 2, elems, false);
  CHECK(cm_ll_layout_align(&l, st, true) == 4);
  CHECK(cm_ll_layout_align(&l, st, false) == 8);
  cm_ll_layout_init(&l, cm_str("e-i64:64-p:32:32"));
  CHECK(cm_ll_layout_align(&l, i64, true) == 8);
  CHECK(cm_ll_layout_align(&l, cm_llvm_ptr_type(f32, 0), true) == 4);
}

/* The public API on a module built with the builder: a declaration only. */
static void test_api(CmContext *ctx) {
  CmSourceMgr sm;
  cm_srcmgr_init(&sm);
  const char *src = "llvm.func @g(i32) -> i32\n"
                    "llvm.func @f(%a: i32) -> i32 {\n"
                    "  %0 = llvm.call @g(%a) : (i32) -> i32\n"
                    "  llvm.return %0 : i32\n"
                    "}\n";
  CmSourceBuffer *buf = cm_srcmgr_add(&sm, "api.mlir", src, strlen(src));
  CmOp *m = cm_parse_source(ctx, buf);
  CHECK(m != NULL);
  if (m) {
    CHECK(cm_succeeded(cm_verify(m)));
    CmBuf out;
    cm_buf_init(&out);
    CHECK(cm_succeeded(cm_translate_module_to_llvmir(m, &out)));
    CHECK(strstr(out.data, "declare i32 @g(i32)\n") != NULL);
    CHECK(strstr(out.data, "  %2 = call i32 @g(i32 %0), !dbg !") != NULL);
    CHECK(strstr(out.data, "DIFile(filename: \"api.mlir\"") != NULL);
    cm_buf_free(&out);
    cm_op_destroy(m);
  }
  cm_srcmgr_free(&sm);
}

int main(void) {
  CmContext *ctx = cm_context_create();
  cm_register_llvm_dialect(ctx);
  test_floats(ctx);
  test_ints();
  test_escapes();
  test_layout(ctx);
  test_api(ctx);
  cm_context_destroy(ctx);
  return test_report("test_llvmir_consts");
}
