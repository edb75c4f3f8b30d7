/* runner_utils.c - libcmlir_runner_utils.so: printing and verification of
 * memrefs for lowered MLIR programs, ABI- and output-compatible with
 * upstream 13's libmlir_runner_utils.so (whose printers are C++ iostream
 * based: the formats below reproduce iostream's default formatting, i.e.
 * "%g" for floats, a signed char as the character, a null pointer as "0").
 *
 * Layout of a printed memref (ranked: "Memref ", unranked: "Unranked Memref "):
 *   base@ = <ptr> rank = <r> offset = <o> sizes = [a, b] strides = [c, d] data = \n
 *   [[x,   y],\n  [z,   w]]\n
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "runtime_internal.h"

typedef enum { EL_I8, EL_I32, EL_I64, EL_F32, EL_F64, EL_V4X4F32 } ElemKind;

static size_t elem_size(ElemKind k) {
  switch (k) {
  case EL_I8:
    return 1;
  case EL_I32:
  case EL_F32:
    return 4;
  case EL_I64:
  case EL_F64:
    return 8;
  case EL_V4X4F32:
    return 64;
  }
  return 1;
}

static void print_f32(FILE *os, float f) { fprintf(os, "%g", (double)f); }

/* One element at byte address `p`. */
static void print_elem(FILE *os, ElemKind k, const char *p) {
  switch (k) {
  case EL_I8:
    fputc((unsigned char)*p, os);
    return;
  case EL_I32: {
    int32_t v;
    memcpy(&v, p, sizeof v);
    fprintf(os, "%" PRId32, v);
    return;
  }
  case EL_I64: {
    int64_t v;
    memcpy(&v, p, sizeof v);
    fprintf(os, "%" PRId64, v);
    return;
  }
  case EL_F32: {
    float v;
    memcpy(&v, p, sizeof v);
    print_f32(os, v);
    return;
  }
  case EL_F64: {
    double v;
    memcpy(&v, p, sizeof v);
    fprintf(os, "%g", v);
    return;
  }
  case EL_V4X4F32: {
    /* vector<4x4xf32>: upstream separates the rows by ",   " twice, then
     * by ",  ": ((a, b, c, d),   (e, ...),   (i, ...),  (m, ...)) */
    float v[16];
    memcpy(v, p, sizeof v);
    fputc('(', os);
    for (int i = 0; i < 4; i++) {
      fputc('(', os);
      for (int j = 0; j < 4; j++) {
        print_f32(os, v[i * 4 + j]);
        if (j < 3)
          fputs(", ", os);
      }
      fputc(')', os);
      if (i < 3)
        fputs(i < 2 ? ",   " : ",  ", os);
    }
    fputc(')', os);
    return;
  }
  }
}

static void print_ptr(FILE *os, const void *p) {
  if (p)
    fprintf(os, "%p", p);
  else
    fputc('0', os);
}

static void print_ints(FILE *os, const int64_t *v, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fprintf(os, i ? ", %" PRId64 : "%" PRId64, v[i]);
}

static void print_metadata(FILE *os, const CmDynMemRef *m) {
  fputs("base@ = ", os);
  print_ptr(os, m->data);
  fprintf(os, " rank = %" PRId64 " offset = %" PRId64 " sizes = [", m->rank,
          m->offset);
  print_ints(os, m->sizes, m->rank);
  fputs("] strides = [", os);
  print_ints(os, m->strides, m->rank);
  fputc(']', os);
}

static void print_spaces(FILE *os, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fputc(' ', os);
}

/* The nested-bracket data of dimension `dim` (counting down to 0 = one
 * element) at element `offset`; upstream's layout: the first sub-array right
 * after '[', the others on their own lines indented by the nesting depth,
 * ", " between elements and ",\n" between sub-arrays.  As upstream, an
 * empty dimension still shows its first element. */
static void print_data(FILE *os, ElemKind k, const char *base, int64_t dim,
                       int64_t rank, int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  size_t es = elem_size(k);
  if (dim == 0) {
    print_elem(os, k, base + (size_t)offset * es);
    return;
  }
  fputc('[', os);
  print_data(os, k, base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputc(']', os);
    return;
  }
  fputs(dim > 1 ? ", \n" : ", ", os);
  for (int64_t i = 1; i + 1 < sizes[0]; i++) {
    print_spaces(os, rank - dim + 1);
    print_data(os, k, base, dim - 1, rank, offset + i * strides[0], sizes + 1,
               strides + 1);
    fputs(dim > 1 ? ", \n" : ", ", os);
  }
  print_spaces(os, rank - dim + 1);
  print_data(os, k, base, dim - 1, rank, offset + (sizes[0] - 1) * strides[0],
             sizes + 1, strides + 1);
  fputc(']', os);
}

static void print_memref(const char *prefix, ElemKind k, const CmDynMemRef *m) {
  fputs(prefix, stdout);
  print_metadata(stdout, m);
  fputs(" data = \n", stdout);
  fflush(stdout);
  if (m->rank == 0)
    fputc('[', stdout);
  print_data(stdout, k, m->data, m->rank, m->rank, m->offset, m->sizes,
             m->strides);
  if (m->rank == 0)
    fputc(']', stdout);
  fputc('\n', stdout);
  fflush(stdout);
}

static void print_unranked(ElemKind k, const CmUnrankedMemRef *u) {
  CmDynMemRef m = cm_rt_dyn_from_unranked(u->rank, u->descriptor);
  print_memref("Unranked Memref ", k, &m);
}

static void print_ranked(ElemKind k, int64_t rank, void *desc) {
  CmDynMemRef m = cm_rt_dyn_from_unranked(rank, desc);
  print_memref("Memref ", k, &m);
}

static void print_shape(const CmUnrankedMemRef *u) {
  CmDynMemRef m = cm_rt_dyn_from_unranked(u->rank, u->descriptor);
  fputs("Unranked Memref ", stdout);
  print_metadata(stdout, &m);
  fputc('\n', stdout);
}

#define CM_RT_SHAPE(suffix)                                                    \
  CM_RT_EXPORT void _mlir_ciface_print_memref_shape_##suffix(                  \
      CmUnrankedMemRef *m) {                                                   \
    print_shape(m);                                                            \
  }
CM_RT_SHAPE(i8)
CM_RT_SHAPE(i32)
CM_RT_SHAPE(i64)
CM_RT_SHAPE(f32)
CM_RT_SHAPE(f64)

#define CM_RT_PRINT(suffix, kind)                                              \
  CM_RT_EXPORT void _mlir_ciface_print_memref_##suffix(CmUnrankedMemRef *m) {  \
    print_unranked(kind, m);                                                   \
  }
CM_RT_PRINT(i8, EL_I8)
CM_RT_PRINT(i32, EL_I32)
CM_RT_PRINT(i64, EL_I64)
CM_RT_PRINT(f32, EL_F32)
CM_RT_PRINT(f64, EL_F64)

#define CM_RT_PRINT_BARE(suffix)                                               \
  CM_RT_EXPORT void print_memref_##suffix(int64_t rank, void *ptr) {           \
    CmUnrankedMemRef d = {rank, ptr};                                          \
    _mlir_ciface_print_memref_##suffix(&d);                                    \
  }
CM_RT_PRINT_BARE(i32)
CM_RT_PRINT_BARE(i64)
CM_RT_PRINT_BARE(f32)
CM_RT_PRINT_BARE(f64)

CM_RT_EXPORT void _mlir_ciface_print_memref_vector_4x4xf32(void *m) {
  print_ranked(EL_V4X4F32, 2, m);
}

#define CM_RT_PRINT_RANKED(n)                                                  \
  CM_RT_EXPORT void _mlir_ciface_print_memref_##n##d_f32(void *m) {            \
    print_ranked(EL_F32, n, m);                                                \
  }
CM_RT_PRINT_RANKED(0)
CM_RT_PRINT_RANKED(1)
CM_RT_PRINT_RANKED(2)
CM_RT_PRINT_RANKED(3)
CM_RT_PRINT_RANKED(4)

/* Verification: compares two memrefs element by element, reports the first
 * 10 mismatches on stderr, returns the number of mismatches or
 * -1 when the shapes differ. */
static int rel_close(double actual, double expected, double eps) {
  if (!isfinite(actual) || !isfinite(expected))
    return 0;
  if (actual == expected)
    return 1;
  return fabs(actual - expected) <= eps * fabs(expected);
}

static int elem_equal(ElemKind k, const char *a, const char *e) {
  switch (k) {
  case EL_F32: {
    float x, y;
    memcpy(&x, a, 4);
    memcpy(&y, e, 4);
    if (!isfinite(x) || !isfinite(y))
      return 0;
    if (x == y)
      return 1;
    return fabsf(x - y) <= 1e-6f * fabsf(y);
  }
  case EL_F64: {
    double x, y;
    memcpy(&x, a, 8);
    memcpy(&y, e, 8);
    return rel_close(x, y, 1e-12);
  }
  default:
    return memcmp(a, e, elem_size(k)) == 0;
  }
}

static void verify_data(ElemKind k, const char *a, const char *e, int64_t dim,
                        int64_t offset, const int64_t *sizes,
                        const int64_t *strides, int64_t *errors) {
  size_t es = elem_size(k);
  if (dim == 0) {
    const char *pa = a + (size_t)offset * es, *pe = e + (size_t)offset * es;
    if (!elem_equal(k, pa, pe)) {
      if (*errors < 10) {
        fflush(stdout); /* upstream's std::cerr is tied to std::cout */
        print_elem(stderr, k, pa);
        fputs(" != ", stderr);
        print_elem(stderr, k, pe);
        fprintf(stderr, " offset = %" PRId64 "\n", offset);
      }
      ++*errors;
    }
    return;
  }
  for (int64_t i = 0; i < sizes[0]; i++)
    verify_data(k, a, e, dim - 1, offset + i * strides[0], sizes + 1,
                strides + 1, errors);
}

static int64_t verify(ElemKind k, const CmUnrankedMemRef *ua,
                      const CmUnrankedMemRef *ue) {
  CmDynMemRef a = cm_rt_dyn_from_unranked(ua->rank, ua->descriptor);
  CmDynMemRef e = cm_rt_dyn_from_unranked(ue->rank, ue->descriptor);
  for (int64_t i = 0; i < a.rank; i++) {
    if (e.rank != a.rank || a.offset != e.offset ||
        a.sizes[i] != e.sizes[i] || a.strides[i] != e.strides[i]) {
      fflush(stdout);
      print_metadata(stderr, &a);
      print_metadata(stderr, &e);
      return -1;
    }
  }
  int64_t errors = 0;
  verify_data(k, a.data, e.data, a.rank, a.offset, a.sizes, a.strides,
              &errors);
  return errors;
}

#define CM_RT_VERIFY(suffix, kind)                                             \
  CM_RT_EXPORT int64_t _mlir_ciface_verifyMemRef##suffix(                      \
      CmUnrankedMemRef *actual, CmUnrankedMemRef *expected) {                  \
    return verify(kind, actual, expected);                                     \
  }                                                                            \
  CM_RT_EXPORT int64_t verifyMemRef##suffix(int64_t rank, void *actual,        \
                                            void *expected) {                  \
    CmUnrankedMemRef a = {rank, actual}, e = {rank, expected};                 \
    return _mlir_ciface_verifyMemRef##suffix(&a, &e);                          \
  }
CM_RT_VERIFY(I32, EL_I32)
CM_RT_VERIFY(F32, EL_F32)
CM_RT_VERIFY(F64, EL_F64)
