/* Calls functions lowered by cmlir (Inputs/ciface.mlir) through their
 * _mlir_ciface_ wrappers, passing and receiving memref descriptors, and
 * checks the results.  Prints one line per check for FileCheck. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The ranked memref descriptor: allocated and aligned pointers, offset,
 * then sizes[rank] and strides[rank]. */
typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2DF32;

typedef struct {
  int64_t *allocated;
  int64_t *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1DI64;

/* Several results come back through a struct written to the first
 * argument. */
typedef struct {
  int64_t count;
  float sum;
} AccResult;

void _mlir_ciface_accumulate(AccResult *res, MemRef2DF32 *m, float s, int64_t k);
void _mlir_ciface_iota(MemRef1DI64 *res, int64_t n);
double _mlir_ciface_poly(int32_t x, double y);

static int failures;

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  if (!ok)
    failures++;
}

int main(void) {
  /* A 3x4 view with row stride 5 into a 4x5 buffer, starting at (1, 1):
   * exercises the offset and strides of the descriptor. */
  float buf[20];
  for (int i = 0; i < 20; i++)
    buf[i] = (float)i;
  MemRef2DF32 m = {buf, buf, 6, {3, 4}, {5, 1}};
  AccResult r = {0, 0.0f};
  _mlir_ciface_accumulate(&r, &m, 0.5f, 100);
  float expect_sum = 0.5f;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      expect_sum += (float)(6 + i * 5 + j);
  printf("count = %lld, sum = %g\n", (long long)r.count, (double)r.sum);
  check(r.count == 112, "count");
  check(r.sum == expect_sum, "sum");
  int updated_ok = 1;
  for (int i = 0; i < 20; i++) {
    int row = i / 5, col = i % 5;
    int inside = row >= 1 && row < 4 && col >= 1 && col < 5;
    float want = inside ? (float)i + 0.5f : (float)i;
    if (buf[i] != want)
      updated_ok = 0;
  }
  check(updated_ok, "buffer updated in place, only inside the view");

  MemRef1DI64 v;
  _mlir_ciface_iota(&v, 5);
  printf("iota: sizes = [%lld], strides = [%lld], offset = %lld\n",
         (long long)v.sizes[0], (long long)v.strides[0], (long long)v.offset);
  check(v.sizes[0] == 5 && v.strides[0] == 1 && v.offset == 0, "iota descriptor");
  int iota_ok = v.allocated != NULL && v.aligned != NULL;
  for (int i = 0; iota_ok && i < 5; i++)
    iota_ok = v.aligned[v.offset + i * v.strides[0]] == 10 * i;
  check(iota_ok, "iota values");
  free(v.allocated);

  double p = _mlir_ciface_poly(-3, 2.25);
  printf("poly = %g\n", p);
  check(p == -6.25, "poly");

  printf("%s\n", failures ? "FAILED" : "ALL OK");
  return failures != 0;
}
