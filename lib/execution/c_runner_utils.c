/* c_runner_utils.c - libcmlir_c_runner_utils.so: the C runtime support of
 * lowered MLIR programs (scalar and vector printing, memrefCopy, timing),
 * ABI- and output-compatible with upstream 13's libmlir_c_runner_utils.so.
 *
 * Exported names are upstream's (programs call them by those names); the
 * output of each printer is byte for byte upstream's.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "runtime_internal.h"

CM_RT_EXPORT void printI64(int64_t i) { printf("%" PRId64, i); }
CM_RT_EXPORT void printU64(uint64_t u) { printf("%" PRIu64, u); }
CM_RT_EXPORT void printF32(float f) { printf("%g", (double)f); }
CM_RT_EXPORT void printF64(double d) { printf("%g", d); }
CM_RT_EXPORT void printOpen(void) { fputs("( ", stdout); }
CM_RT_EXPORT void printClose(void) { fputs(" )", stdout); }
CM_RT_EXPORT void printComma(void) { fputs(", ", stdout); }
CM_RT_EXPORT void printNewline(void) { fputc('\n', stdout); }

/* Copies the elements of `src` into `dst` (same shape, any strides), element
 * by element in row-major order; both are unranked descriptors. */
CM_RT_EXPORT void memrefCopy(int64_t elem_size, CmUnrankedMemRef *src_arg,
                             CmUnrankedMemRef *dst_arg) {
  CmDynMemRef src = cm_rt_dyn_from_unranked(src_arg->rank, src_arg->descriptor);
  CmDynMemRef dst = cm_rt_dyn_from_unranked(dst_arg->rank, dst_arg->descriptor);
  int64_t rank = src.rank;
  char *sp = src.data + src.offset * elem_size;
  char *dp = dst.data + dst.offset * elem_size;
  if (rank == 0) {
    memcpy(dp, sp, (size_t)elem_size);
    return;
  }
  for (int64_t d = 0; d < rank; d++)
    if (src.sizes[d] <= 0)
      return; /* nothing to copy */
  /* Contiguous row-major on both sides: one memcpy. */
  int contiguous = 1;
  int64_t expect = 1;
  for (int64_t d = rank - 1; d >= 0 && contiguous; d--) {
    if (src.sizes[d] != 1 &&
        (src.strides[d] != expect || dst.strides[d] != expect))
      contiguous = 0;
    expect *= src.sizes[d];
  }
  if (contiguous) {
    memmove(dp, sp, (size_t)(expect * elem_size));
    return;
  }
  int64_t small[8];
  int64_t *idx = rank <= 8 ? small : calloc((size_t)rank, sizeof *idx);
  if (!idx)
    return;
  memset(idx, 0, sizeof *idx * (size_t)rank);
  int64_t rd = 0, wr = 0;
  for (;;) {
    memcpy(dp + wr, sp + rd, (size_t)elem_size);
    int64_t axis = rank - 1;
    for (; axis >= 0; axis--) {
      rd += src.strides[axis] * elem_size;
      wr += dst.strides[axis] * elem_size;
      if (++idx[axis] < src.sizes[axis])
        break;
      rd -= src.sizes[axis] * src.strides[axis] * elem_size;
      wr -= src.sizes[axis] * dst.strides[axis] * elem_size;
      idx[axis] = 0;
    }
    if (axis < 0)
      break;
  }
  if (idx != small)
    free(idx);
}

CM_RT_EXPORT void print_flops(double flops) {
  fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

CM_RT_EXPORT double rtclock(void) {
  struct timeval tp;
  int stat = gettimeofday(&tp, NULL);
  if (stat != 0)
    fprintf(stderr, "Error returning time from gettimeofday: %d\n", stat);
  return (double)tp.tv_sec + (double)tp.tv_usec * 1.0e-6;
}

/* The file name of sparse tensor `id`: environment variable TENSOR<id>. */
CM_RT_EXPORT char *getTensorFilename(uint64_t id) {
  char var[80];
  snprintf(var, sizeof var, "TENSOR%" PRIu64, id);
  return getenv(var);
}
