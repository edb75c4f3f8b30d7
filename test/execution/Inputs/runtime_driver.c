/* runtime_driver.c - calls every exported function of a pair of runtime
 * support libraries (given as argv[1] = c_runner_utils, argv[2] =
 * runner_utils) on hand-built memref descriptors, so that the output of
 * cmlir's libraries can be diffed with upstream's. */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *c_lib, *r_lib;

static void *sym(const char *name) {
  void *p = dlsym(r_lib, name);
  if (!p)
    p = dlsym(c_lib, name);
  if (!p) {
    fprintf(stderr, "missing symbol %s\n", name);
    exit(1);
  }
  return p;
}

typedef struct {
  int64_t rank;
  void *desc;
} Unranked;

/* A ranked descriptor of up to rank 4. */
typedef struct {
  void *allocated, *aligned;
  int64_t offset;
  int64_t ss[8]; /* sizes then strides, packed for the actual rank */
} Desc;

static Desc make(void *data, int64_t rank, int64_t offset, const int64_t *sizes,
                 const int64_t *strides) {
  Desc d;
  memset(&d, 0, sizeof d);
  d.allocated = d.aligned = data;
  d.offset = offset;
  for (int64_t i = 0; i < rank; i++) {
    d.ss[i] = sizes[i];
    d.ss[rank + i] = strides[i];
  }
  return d;
}

/* Row-major strides for `sizes`. */
static void row_major(int64_t rank, const int64_t *sizes, int64_t *strides) {
  int64_t s = 1;
  for (int64_t i = rank - 1; i >= 0; i--) {
    strides[i] = s;
    s *= sizes[i] ? sizes[i] : 1;
  }
}

typedef void (*UnrankedFn)(Unranked *);
typedef void (*BareFn)(int64_t, void *);
typedef void (*RankedFn)(void *);

static void print_all(const char *suffix, void *data, int64_t rank,
                      int64_t offset, const int64_t *sizes,
                      const int64_t *strides, int bare) {
  char name[96];
  Desc d = make(data, rank, offset, sizes, strides);
  Unranked u = {rank, &d};
  snprintf(name, sizeof name, "_mlir_ciface_print_memref_%s", suffix);
  ((UnrankedFn)sym(name))(&u);
  snprintf(name, sizeof name, "_mlir_ciface_print_memref_shape_%s", suffix);
  ((UnrankedFn)sym(name))(&u);
  if (bare) {
    snprintf(name, sizeof name, "print_memref_%s", suffix);
    ((BareFn)sym(name))(rank, &d);
  }
  if (!strcmp(suffix, "f32") && rank <= 4) {
    snprintf(name, sizeof name, "_mlir_ciface_print_memref_%dd_f32", (int)rank);
    ((RankedFn)sym(name))(&d);
  }
  fflush(stdout);
}

static float f32s[256];
static double f64s[256];
static int32_t i32s[256];
static int64_t i64s[256];
static int8_t i8s[256];

static void shapes(const char *suffix, void *data, int bare) {
  static const int64_t s1[] = {5}, s2[] = {2, 3}, s3[] = {2, 3, 4},
                       s4[] = {2, 1, 3, 2}, one[] = {1, 1}, e1[] = {0},
                       e2[] = {2, 0}, e3[] = {0, 3};
  int64_t st[4];
  print_all(suffix, data, 0, 3, NULL, NULL, bare);
  row_major(1, s1, st);
  print_all(suffix, data, 1, 0, s1, st, bare);
  row_major(2, s2, st);
  print_all(suffix, data, 2, 0, s2, st, bare);
  row_major(3, s3, st);
  print_all(suffix, data, 3, 0, s3, st, bare);
  row_major(4, s4, st);
  print_all(suffix, data, 4, 0, s4, st, bare);
  row_major(2, one, st);
  print_all(suffix, data, 2, 7, one, st, bare);
  /* Strided / offset views: a transposed 3x2 and a column of a 4x4. */
  {
    int64_t sz[] = {3, 2}, str[] = {1, 3};
    print_all(suffix, data, 2, 1, sz, str, bare);
    int64_t sz2[] = {4}, str2[] = {4};
    print_all(suffix, data, 1, 2, sz2, str2, bare);
    int64_t sz3[] = {2, 2, 2}, str3[] = {-4, 2, 1};
    print_all(suffix, data, 3, 10, sz3, str3, bare);
  }
  /* Empty memrefs (upstream still shows the element at the offset). */
  row_major(1, e1, st);
  print_all(suffix, data, 1, 4, e1, st, bare);
  row_major(2, e2, st);
  print_all(suffix, data, 2, 0, e2, st, bare);
  row_major(2, e3, st);
  print_all(suffix, data, 2, 0, e3, st, bare);
}

typedef int64_t (*VerifyFn)(Unranked *, Unranked *);
typedef int64_t (*VerifyBareFn)(int64_t, void *, void *);

static void verify_case(const char *suffix, void *a, void *e, int64_t rank,
                        const int64_t *sizes, const int64_t *strides,
                        int64_t offset_a, int64_t offset_e) {
  char name[96];
  Desc da = make(a, rank, offset_a, sizes, strides);
  Desc de = make(e, rank, offset_e, sizes, strides);
  Unranked ua = {rank, &da}, ue = {rank, &de};
  snprintf(name, sizeof name, "_mlir_ciface_verifyMemRef%s", suffix);
  int64_t r = ((VerifyFn)sym(name))(&ua, &ue);
  fprintf(stderr, "verify %s -> %lld\n", suffix, (long long)r);
  snprintf(name, sizeof name, "verifyMemRef%s", suffix);
  r = ((VerifyBareFn)sym(name))(rank, &da, &de);
  fprintf(stderr, "verify bare %s -> %lld\n", suffix, (long long)r);
}

static void verify_all(void) {
  static float fa[32], fe[32];
  static double da[32], de[32];
  static int32_t ia[32], ie[32];
  for (int i = 0; i < 32; i++) {
    fa[i] = fe[i] = (float)i * 0.5f;
    da[i] = de[i] = i * 0.25;
    ia[i] = ie[i] = i * 3;
  }
  int64_t sz[] = {4, 8}, st[] = {8, 1};
  verify_case("F32", fa, fe, 2, sz, st, 0, 0);
  verify_case("F64", da, de, 2, sz, st, 0, 0);
  verify_case("I32", ia, ie, 2, sz, st, 0, 0);
  /* Mismatches, tiny differences, NaN and infinities. */
  fa[1] = 1e-7f + fe[1];
  fa[2] = 0.5000001f;
  fe[2] = 0.5f;
  fa[3] = NAN;
  fe[3] = NAN;
  fa[4] = INFINITY;
  fe[4] = INFINITY;
  fa[5] = 7;
  fa[6] = -0.0f;
  fe[6] = 0.0f;
  for (int i = 8; i < 24; i++)
    fa[i] += 1;
  verify_case("F32", fa, fe, 2, sz, st, 0, 0);
  da[1] = de[1] + 1e-13;
  da[2] = NAN;
  de[2] = NAN;
  da[3] = -INFINITY;
  de[3] = -INFINITY;
  da[4] = 1e300;
  de[4] = 1.0000000000001e300;
  da[5] = 3;
  verify_case("F64", da, de, 2, sz, st, 0, 0);
  ia[0] = -5;
  ia[31] = 99;
  verify_case("I32", ia, ie, 2, sz, st, 0, 0);
  /* Shape mismatches. */
  int64_t sz2[] = {4, 7};
  Desc a1 = make(ia, 2, 0, sz, st), e1 = make(ie, 2, 0, sz2, st);
  Unranked u1 = {2, &a1}, v1 = {2, &e1};
  fprintf(stderr, "shape -> %lld\n",
          (long long)((VerifyFn)sym("_mlir_ciface_verifyMemRefI32"))(&u1, &v1));
  verify_case("I32", ia, ie, 2, sz, st, 1, 0);
  /* Rank 0. */
  verify_case("F32", fa, fe, 0, NULL, NULL, 5, 5);
}

typedef void (*CopyFn)(int64_t, Unranked *, Unranked *);

static void copy_case(int64_t rank, const int64_t *sizes,
                      const int64_t *sstrides, int64_t soff,
                      const int64_t *dstrides, int64_t doff) {
  static int32_t src[128], dst[128];
  for (int i = 0; i < 128; i++) {
    src[i] = i;
    dst[i] = -1;
  }
  Desc s = make(src, rank, soff, sizes, sstrides);
  Desc d = make(dst, rank, doff, sizes, dstrides);
  Unranked us = {rank, &s}, ud = {rank, &d};
  ((CopyFn)sym("memrefCopy"))(4, &us, &ud);
  printf("copy:");
  for (int i = 0; i < 64; i++)
    printf(" %d", dst[i]);
  printf("\n");
}

static void copy_all(void) {
  int64_t sz[] = {3, 4}, rm[] = {4, 1}, tr[] = {1, 3}, wide[] = {8, 2};
  copy_case(2, sz, rm, 0, rm, 0);
  copy_case(2, sz, tr, 1, rm, 2);
  copy_case(2, sz, rm, 5, wide, 3);
  copy_case(0, NULL, NULL, 9, NULL, 4);
  int64_t sz3[] = {2, 2, 3}, st3[] = {6, 3, 1}, dt3[] = {1, 2, 4};
  copy_case(3, sz3, st3, 0, dt3, 0);
  int64_t one[] = {1}, os[] = {1};
  copy_case(1, one, os, 17, os, 0);
}

typedef void (*F32Fn)(float);
typedef void (*F64Fn)(double);
typedef void (*I64Fn)(int64_t);
typedef void (*U64Fn)(uint64_t);
typedef void (*VoidFn)(void);

static void scalars(void) {
  static const double vals[] = {0.0,    -0.0,   1.0,       -1.5,    0.1,
                                1e-7,   123456, 1234567.0, 1e20,    -3.25e-310,
                                1.0 / 3, 2e38,  INFINITY,  -INFINITY};
  for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    ((F32Fn)sym("printF32"))((float)vals[i]);
    ((VoidFn)sym("printComma"))();
    ((F64Fn)sym("printF64"))(vals[i]);
    ((VoidFn)sym("printNewline"))();
  }
  ((F32Fn)sym("printF32"))(NAN);
  ((F64Fn)sym("printF64"))(-NAN);
  ((VoidFn)sym("printOpen"))();
  ((I64Fn)sym("printI64"))(INT64_MIN);
  ((VoidFn)sym("printComma"))();
  ((I64Fn)sym("printI64"))(INT64_MAX);
  ((VoidFn)sym("printComma"))();
  ((U64Fn)sym("printU64"))(UINT64_MAX);
  ((VoidFn)sym("printClose"))();
  ((VoidFn)sym("printNewline"))();
  fflush(stdout);
  ((F64Fn)sym("print_flops"))(2.5e9);
  double t0 = ((double (*)(void))sym("rtclock"))();
  printf("rtclock positive: %d\n", t0 > 1e9);
  setenv("TENSOR3", "some/file.tns", 1);
  char *(*tf)(uint64_t) = (char *(*)(uint64_t))sym("getTensorFilename");
  printf("tensor file: %s\n", tf(3));
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 3)
    return 2;
  c_lib = dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL);
  r_lib = dlopen(argv[2], RTLD_NOW | RTLD_GLOBAL);
  if (!c_lib || !r_lib) {
    fprintf(stderr, "%s\n", dlerror());
    return 1;
  }
  for (int i = 0; i < 256; i++) {
    f32s[i] = (float)(i - 40) * 0.75f;
    f64s[i] = (i - 40) * 1e5 + 0.125;
    i32s[i] = (i - 40) * 1000003;
    i64s[i] = ((int64_t)i - 40) * 1000000000007LL;
    i8s[i] = (int8_t)('A' + i % 26);
  }
  f32s[1] = NAN;
  f32s[2] = -INFINITY;
  f32s[3] = -0.0f;
  f32s[4] = 3.4e38f;
  f32s[5] = 1e-40f;
  f64s[1] = -NAN;
  f64s[2] = INFINITY;
  f64s[3] = -0.0;
  f64s[4] = 1.7e308;
  f64s[5] = 4.9e-324;
  scalars();
  shapes("f32", f32s, 1);
  shapes("f64", f64s, 1);
  shapes("i32", i32s, 1);
  shapes("i64", i64s, 1);
  shapes("i8", i8s, 0);
  /* memref<2x2xvector<4x4xf32>> */
  {
    static float vec[4 * 16];
    for (int i = 0; i < 64; i++)
      vec[i] = (float)i - 0.5f;
    int64_t sz[] = {2, 2}, st[] = {2, 1};
    Desc d = make(vec, 2, 0, sz, st);
    ((RankedFn)sym("_mlir_ciface_print_memref_vector_4x4xf32"))(&d);
    int64_t sz1[] = {1, 3}, st1[] = {3, 1};
    d = make(vec, 2, 1, sz1, st1);
    ((RankedFn)sym("_mlir_ciface_print_memref_vector_4x4xf32"))(&d);
    Desc n = make(NULL, 2, 0, sz1, st1);
    Unranked un = {2, &n};
    ((UnrankedFn)sym("_mlir_ciface_print_memref_shape_f32"))(&un);
    fflush(stdout);
  }
  verify_all();
  copy_all();
  fflush(stdout);
  return 0;
}
