/* test_jit.c - the JIT library (lib/execution/jit.c) on hand-written LLVM IR:
 * results of each kind and how they print, the error of each kind,
 * shared libraries, process symbols (malloc, printf), -O levels and the
 * object-file dump. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmlir/execution.h"

static int failures;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);    \
      failures++;                                                              \
    }                                                                          \
  } while (0)

static char out_text[4096], err_text[4096];

/* Reads back a tmpfile's contents into `dst`. */
static void slurp(FILE *f, char *dst, size_t cap) {
  fflush(f);
  rewind(f);
  size_t n = fread(dst, 1, cap - 1, f);
  dst[n] = 0;
}

/* Runs `ir` with `o` (out / err captured) and returns the result code. */
static CmResult run(const char *ir, CmJitOptions *o, CmJitValue *v) {
  FILE *out = tmpfile(), *err = tmpfile();
  o->out = out;
  o->err = err;
  CmResult r = cm_jit_run_llvmir(ir, strlen(ir), o, v);
  slurp(out, out_text, sizeof out_text);
  slurp(err, err_text, sizeof err_text);
  fclose(out);
  fclose(err);
  return r;
}

static CmJitOptions opts(const char *entry, CmJitResultKind k) {
  CmJitOptions o;
  cm_jit_options_init(&o);
  if (entry)
    o.entry = entry;
  o.result = k;
  return o;
}

static const char *scalars =
    "define i32 @main() {\n  ret i32 42\n}\n"
    "define i64 @big() {\n  ret i64 -9223372036854775807\n}\n"
    "define float @half() {\n  ret float -1.5\n}\n"
    "define float @tiny() {\n  ret float 0x3BC79CA100000000\n}\n"
    "define float @nan() {\n  %q = fdiv float 0.0, 0.0\n  ret float %q\n}\n"
    "define float @ninf() {\n  %q = fdiv float -1.0, 0.0\n  ret float %q\n}\n"
    "define void @nothing() {\n  ret void\n}\n"
    "define i32 @args(i32 %a) {\n  ret i32 %a\n}\n"
    "declare i32 @external()\n";

static void test_results(void) {
  CmJitOptions o = opts(NULL, CM_JIT_RESULT_I32);
  CmJitValue v;
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(v.kind == CM_JIT_RESULT_I32 && v.v.i32 == 42);
  CHECK(!strcmp(out_text, "42\n"));
  CHECK(!strcmp(err_text, ""));

  o = opts("big", CM_JIT_RESULT_I64);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(v.v.i64 == -9223372036854775807LL);
  CHECK(!strcmp(out_text, "-9223372036854775807\n"));

  o = opts("half", CM_JIT_RESULT_F32);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(v.v.f32 == -1.5f);
  CHECK(!strcmp(out_text, "-1.500000e+00\n"));

  o = opts("tiny", CM_JIT_RESULT_F32);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(!strcmp(out_text, "1.000000e-20\n"));

  o = opts("nan", CM_JIT_RESULT_F32);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(isnan(v.v.f32));
  CHECK(!strcmp(out_text, "nan\n"));

  o = opts("ninf", CM_JIT_RESULT_F32);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(!strcmp(out_text, "INF\n"));

  o = opts("nothing", CM_JIT_RESULT_VOID);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(!strcmp(out_text, ""));
  /* void ignores a result. */
  o = opts("main", CM_JIT_RESULT_VOID);
  CHECK(run(scalars, &o, &v) == CM_SUCCESS);
  CHECK(!strcmp(out_text, ""));

  /* Defaults: entry "main", result f32. */
  cm_jit_options_init(&o);
  CHECK(!strcmp(o.entry, "main") && o.result == CM_JIT_RESULT_F32);
  CHECK(o.opt_level == -1 && !o.object_filename && !o.num_shared_libs);
}

static void test_errors(void) {
  CmJitOptions o = opts("nope", CM_JIT_RESULT_I32);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: entry point not found\n"));
  o = opts("external", CM_JIT_RESULT_I32);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: entry point not found\n"));
  o = opts("args", CM_JIT_RESULT_I32);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: function inputs not supported\n"));
  o = opts("main", CM_JIT_RESULT_F32);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: only single f32 function result supported\n"));
  o = opts("main", CM_JIT_RESULT_I64);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: only single i64 function result supported\n"));
  o = opts("big", CM_JIT_RESULT_I32);
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Error: only single i32 function result supported\n"));
  CHECK(!strcmp(out_text, ""));

  /* IR that does not parse, IR that does not verify. */
  o = opts(NULL, CM_JIT_RESULT_I32);
  CHECK(run("define i32 @main() {\n  ret i32 %x\n}\n", &o, NULL) == CM_FAILURE);
  CHECK(strstr(err_text, "Error: could not parse the LLVM IR: ") == err_text);
  CHECK(strstr(err_text, "use of undefined value '%x'") != NULL);
  CHECK(run("define i32 @main() {\n  br label %b\nb:\n  %y = add i32 %z, 1\n"
            "  %z = add i32 %y, 1\n  ret i32 %z\n}\n",
            &o, NULL) == CM_FAILURE);
  CHECK(strstr(err_text, "Error: invalid LLVM IR: ") == err_text);

  /* A symbol nobody defines. */
  o = opts(NULL, CM_JIT_RESULT_I32);
  CHECK(run("declare i32 @cmlir_no_such_function()\n"
            "define i32 @main() {\n  %r = call i32 @cmlir_no_such_function()\n"
            "  ret i32 %r\n}\n",
            &o, NULL) == CM_FAILURE);
  CHECK(strstr(err_text, "cmlir_no_such_function") != NULL);
  CHECK(strstr(err_text, "Error: ") != NULL);

  /* Libraries that do not exist or are not libraries. */
  const char *missing[] = {"/nonexistent/libnothing.so"};
  o.shared_libs = missing;
  o.num_shared_libs = 1;
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(!strcmp(err_text, "Failed to create MemoryBuffer for: "
                          "/nonexistent/libnothing.so\n"
                          "Error: No such file or directory\n"));
  const char *notlib[] = {__FILE__};
  o.shared_libs = notlib;
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(strstr(err_text, "Could not load " __FILE__ ":\n  ") == err_text);
}

/* A loop with block arguments (phis), recursion, a global, malloc / free and
 * printf (varargs) from the process, at every -O level. */
static const char *program =
    "@counter = global i64 5\n"
    "@fmt = private constant [9 x i8] c\"sum=%ld\\0A\\00\"\n"
    "declare i8* @malloc(i64)\n"
    "declare void @free(i8*)\n"
    "declare i32 @printf(i8*, ...)\n"
    "define i64 @fact(i64 %n) {\n"
    "  %c = icmp sle i64 %n, 1\n"
    "  br i1 %c, label %base, label %rec\n"
    "base:\n  ret i64 1\n"
    "rec:\n  %m = sub i64 %n, 1\n  %f = call i64 @fact(i64 %m)\n"
    "  %r = mul i64 %n, %f\n  ret i64 %r\n}\n"
    "define i64 @main() {\n"
    "entry:\n  %buf = call i8* @malloc(i64 800)\n"
    "  %p = bitcast i8* %buf to i64*\n  br label %loop\n"
    "loop:\n  %i = phi i64 [0, %entry], [%i1, %loop]\n"
    "  %s = phi i64 [0, %entry], [%s1, %loop]\n"
    "  %q = getelementptr i64, i64* %p, i64 %i\n  store i64 %i, i64* %q\n"
    "  %v = load i64, i64* %q\n  %s1 = add i64 %s, %v\n"
    "  %i1 = add i64 %i, 1\n  %d = icmp slt i64 %i1, 100\n"
    "  br i1 %d, label %loop, label %exit\n"
    "exit:\n  call void @free(i8* %buf)\n"
    "  %fp = getelementptr [9 x i8], [9 x i8]* @fmt, i64 0, i64 0\n"
    "  %pr = call i32 (i8*, ...) @printf(i8* %fp, i64 %s1)\n"
    "  %g = load i64, i64* @counter\n  %f = call i64 @fact(i64 %g)\n"
    "  %t = add i64 %s1, %f\n  ret i64 %t\n}\n";

static void test_program(void) {
  for (int level = -1; level <= 3; level++) {
    CmJitOptions o = opts(NULL, CM_JIT_RESULT_I64);
    o.opt_level = level;
    CmJitValue v;
    CHECK(run(program, &o, &v) == CM_SUCCESS);
    CHECK(v.v.i64 == 4950 + 120);
    CHECK(!strcmp(out_text, "5070\n"));
    CHECK(!strcmp(err_text, ""));
  }
}

/* The runtime libraries: rtclock (c_runner_utils) and verifyMemRefI32
 * (runner_utils, which needs nothing from the other). */
static const char *with_libs =
    "%desc = type { i32*, i32*, i64, [1 x i64], [1 x i64] }\n"
    "@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "@b = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n"
    "declare double @rtclock()\n"
    "declare i64 @verifyMemRefI32(i64, i8*, i8*)\n"
    "define i32 @main() {\n"
    "  %t = call double @rtclock()\n"
    "  %ok = fcmp ogt double %t, 1.0e9\n"
    "  %da = alloca %desc\n  %db = alloca %desc\n"
    "  %pa = getelementptr [4 x i32], [4 x i32]* @a, i64 0, i64 0\n"
    "  %pb = getelementptr [4 x i32], [4 x i32]* @b, i64 0, i64 0\n"
    "  %x0 = insertvalue %desc undef, i32* %pa, 0\n"
    "  %x1 = insertvalue %desc %x0, i32* %pa, 1\n"
    "  %x2 = insertvalue %desc %x1, i64 0, 2\n"
    "  %x3 = insertvalue %desc %x2, i64 4, 3, 0\n"
    "  %x4 = insertvalue %desc %x3, i64 1, 4, 0\n"
    "  store %desc %x4, %desc* %da\n"
    "  %y0 = insertvalue %desc %x4, i32* %pb, 0\n"
    "  %y1 = insertvalue %desc %y0, i32* %pb, 1\n"
    "  store %desc %y1, %desc* %db\n"
    "  %ia = bitcast %desc* %da to i8*\n  %ib = bitcast %desc* %db to i8*\n"
    "  %e = call i64 @verifyMemRefI32(i64 1, i8* %ia, i8* %ib)\n"
    "  %e32 = trunc i64 %e to i32\n"
    "  %okv = zext i1 %ok to i32\n"
    "  %r = add i32 %e32, %okv\n  ret i32 %r\n}\n";

static void test_libraries(void) {
  const char *libs[] = {CMLIR_C_RUNNER_UTILS, CMLIR_RUNNER_UTILS};
  CmJitOptions o = opts(NULL, CM_JIT_RESULT_I32);
  CmJitValue v;
  /* Without the libraries the symbols are missing (first: once loaded, a
   * library stays in the process). */
  CHECK(run(with_libs, &o, &v) == CM_FAILURE);
  CHECK(strstr(err_text, "JIT session error: Symbols not found: ") != NULL);
  CHECK(strstr(err_text, "verifyMemRefI32") != NULL);
  o.shared_libs = libs;
  o.num_shared_libs = 2;
  CHECK(run(with_libs, &o, &v) == CM_SUCCESS);
  CHECK(v.v.i32 == 1); /* no mismatch, clock positive */
  CHECK(!strcmp(err_text, ""));
}

static void test_object_dump(void) {
  char path[] = "/tmp/cmlir-jit-objXXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd < 0)
    return;
  close(fd);
  CmJitOptions o = opts(NULL, CM_JIT_RESULT_I32);
  o.object_filename = path;
  CHECK(run(scalars, &o, NULL) == CM_SUCCESS);
  FILE *f = fopen(path, "rb");
  char magic[4] = {0};
  CHECK(f && fread(magic, 1, 4, f) == 4);
  CHECK(!memcmp(magic, "\177ELF", 4));
  if (f)
    fclose(f);
  unlink(path);
  /* An object file that cannot be written. */
  o.object_filename = "/nonexistent/dir/out.o";
  CHECK(run(scalars, &o, NULL) == CM_FAILURE);
  CHECK(strstr(err_text, "/nonexistent/dir/out.o") != NULL);
}

int main(void) {
  test_results();
  test_errors();
  test_program();
  test_libraries();
  test_object_dump();
  if (failures) {
    fprintf(stderr, "test_jit: %d failure(s)\n", failures);
    return 1;
  }
  printf("test_jit: ok\n");
  return 0;
}
