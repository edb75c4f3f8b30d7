/* sparse_utils.c - the sparse tensor runtime of libcmlir_c_runner_utils.so,
 * ABI-compatible with upstream 13's (what -sparse-tensor-conversion lowers
 * sparse_tensor.new / pointers / indices / values and tensor.dim to):
 *
 *   void *newSparseTensor(char *filename, <memref<?xi8> annotations>,
 *                         <memref<?xindex> permutation>,
 *                         uint64_t ptrTp, uint64_t indTp, uint64_t valTp)
 *   uint64_t sparseDimSize(void *t, uint64_t d)
 *   memref<?xT> sparsePointers{,64,32,16,8}(void *t, uint64_t d)
 *   memref<?xT> sparseIndices{,64,32,16,8}(void *t, uint64_t d)
 *   memref<?xT> sparseValues{F64,F32,I64,I32,I16,I8}(void *t)
 *   void delSparseTensor(void *t)
 *
 * A tensor is read from a Matrix Market (.mtx, "general real" coordinate
 * matrices) or FROSTT (.tns) file, sorted lexicographically in storage order
 * (dimension perm[r] of the storage holds dimension r of the file), and
 * stored per dimension either dense (annotation 0; anything but 1 counts as
 * dense, as upstream) or compressed (1: a pointers array with one entry more
 * than the positions of the enclosing dimensions, and an indices array).
 * Duplicates keep the first value.  Errors print upstream's message and exit
 * with status 1, as upstream's runtime does.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_internal.h"

enum { OV_U64 = 1, OV_U32 = 2, OV_U16 = 3, OV_U8 = 4 };
enum { PR_F64 = 1, PR_F32 = 2, PR_I64 = 3, PR_I32 = 4, PR_I16 = 5, PR_I8 = 6 };

typedef struct {
  void *allocated;
  void *aligned;
  uint64_t offset;
  uint64_t size;
  uint64_t stride;
} CmMemRef1D;

/* A growable array of fixed-width elements. */
typedef struct {
  char *data;
  size_t len, cap; /* in elements */
} Arr;

typedef struct {
  uint64_t rank;
  uint64_t *sizes; /* storage order */
  uint8_t *compressed;
  unsigned ptr_w, idx_w, val_w; /* element widths in bytes */
  int val_kind;
  Arr *pointers, *indices;
  Arr values;
} SparseTensor;

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fputs("out of memory\n", stderr);
    exit(1);
  }
  return p;
}

static void *xcalloc(size_t n, size_t sz) {
  void *p = calloc(n ? n : 1, sz ? sz : 1);
  if (!p) {
    fputs("out of memory\n", stderr);
    exit(1);
  }
  return p;
}

static void arr_push_uint(Arr *a, unsigned w, uint64_t v) {
  if (a->len == a->cap) {
    size_t cap = a->cap ? 2 * a->cap : 16;
    char *d = realloc(a->data, cap * w);
    if (!d) {
      fputs("out of memory\n", stderr);
      exit(1);
    }
    a->data = d;
    a->cap = cap;
  }
  char *p = a->data + a->len * w;
  switch (w) {
  case 8:
    memcpy(p, &v, 8);
    break;
  case 4: {
    uint32_t x = (uint32_t)v;
    memcpy(p, &x, 4);
    break;
  }
  case 2: {
    uint16_t x = (uint16_t)v;
    memcpy(p, &x, 2);
    break;
  }
  default: {
    uint8_t x = (uint8_t)v;
    memcpy(p, &x, 1);
    break;
  }
  }
  a->len++;
}

static void push_value(SparseTensor *t, double v) {
  Arr *a = &t->values;
  if (a->len == a->cap) {
    size_t cap = a->cap ? 2 * a->cap : 16;
    char *d = realloc(a->data, cap * t->val_w);
    if (!d) {
      fputs("out of memory\n", stderr);
      exit(1);
    }
    a->data = d;
    a->cap = cap;
  }
  char *p = a->data + a->len * t->val_w;
  switch (t->val_kind) {
  case PR_F64:
    memcpy(p, &v, 8);
    break;
  case PR_F32: {
    float x = (float)v;
    memcpy(p, &x, 4);
    break;
  }
  case PR_I64: {
    int64_t x = (int64_t)v;
    memcpy(p, &x, 8);
    break;
  }
  case PR_I32: {
    int32_t x = (int32_t)v;
    memcpy(p, &x, 4);
    break;
  }
  case PR_I16: {
    int16_t x = (int16_t)v;
    memcpy(p, &x, 2);
    break;
  }
  default: {
    int8_t x = (int8_t)v;
    memcpy(p, &x, 1);
    break;
  }
  }
  a->len++;
}

/* ---- the coordinate scheme read from the file ---- */
typedef struct {
  uint64_t rank, nnz;
  uint64_t *idx; /* nnz * rank, storage order */
  double *val;
  uint64_t *order; /* sorted element order */
} Coo;

static const Coo *sort_coo; /* comparison context of the merge sort */

static int coo_less(uint64_t a, uint64_t b) {
  const uint64_t *x = sort_coo->idx + a * sort_coo->rank;
  const uint64_t *y = sort_coo->idx + b * sort_coo->rank;
  for (uint64_t r = 0; r < sort_coo->rank; r++)
    if (x[r] != y[r])
      return x[r] < y[r];
  return 0;
}

/* Stable bottom-up merge sort of coo->order. */
static void coo_sort(Coo *c) {
  uint64_t n = c->nnz;
  uint64_t *a = c->order, *b = xmalloc(sizeof *b * (size_t)n);
  sort_coo = c;
  for (uint64_t w = 1; w < n; w *= 2) {
    for (uint64_t lo = 0; lo < n; lo += 2 * w) {
      uint64_t mid = lo + w < n ? lo + w : n;
      uint64_t hi = lo + 2 * w < n ? lo + 2 * w : n;
      uint64_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        b[k++] = coo_less(a[j], a[i]) ? a[j++] : a[i++];
      while (i < mid)
        b[k++] = a[i++];
      while (j < hi)
        b[k++] = a[j++];
    }
    uint64_t *tmp = a;
    a = b;
    b = tmp;
  }
  if (a != c->order) {
    memcpy(c->order, a, sizeof *a * (size_t)n);
    b = a;
  }
  free(b);
}

static void fail(const char *fmt, const char *file) {
  fprintf(stderr, fmt, file);
  exit(1);
}

/* Reads the header: idata[0] = rank, idata[1] = nnz, idata[2..] = sizes. */
static uint64_t *read_header(FILE *f, const char *name) {
  char line[1025];
  uint64_t *idata;
  if (strstr(name, ".mtx")) {
    char header[64], object[64], format[64], field[64], symmetry[64];
    if (fscanf(f, "%63s %63s %63s %63s %63s\n", header, object, format, field,
               symmetry) != 5)
      fail("Corrupt header in %s\n", name);
    if (strcmp(header, "%%MatrixMarket") || strcmp(object, "matrix") ||
        strcmp(format, "coordinate") || strcmp(field, "real") ||
        strcmp(symmetry, "general"))
      fail("Cannot find a general sparse matrix with type real in %s\n", name);
    for (;;) {
      if (!fgets(line, sizeof line, f))
        fail("Cannot find data in %s\n", name);
      if (line[0] != '%')
        break;
    }
    idata = xmalloc(sizeof *idata * 4);
    idata[0] = 2;
    if (sscanf(line, "%" SCNu64 "%" SCNu64 "%" SCNu64 "\n", idata + 2,
               idata + 3, idata + 1) != 3) {
      free(idata);
      fail("Cannot find size in %s\n", name);
    }
    return idata;
  }
  if (strstr(name, ".tns")) {
    for (;;) {
      if (!fgets(line, sizeof line, f))
        fail("Cannot find data in %s\n", name);
      if (line[0] != '#')
        break;
    }
    uint64_t rank, nnz;
    if (sscanf(line, "%" SCNu64 "%" SCNu64 "\n", &rank, &nnz) != 2)
      fail("Cannot find metadata in %s\n", name);
    if (rank > 1024)
      fail("Cannot find dimension size %s\n", name);
    idata = xmalloc(sizeof *idata * (size_t)(rank + 2));
    idata[0] = rank;
    idata[1] = nnz;
    for (uint64_t r = 0; r < rank; r++)
      if (fscanf(f, "%" SCNu64, idata + 2 + r) != 1) {
        free(idata);
        fail("Cannot find dimension size %s\n", name);
      }
    return idata;
  }
  fail("Unknown format %s\n", name);
  return NULL;
}

/* Builds the storage of dimension d and below from sorted elements
 * [lo, hi) (upstream's algorithm: dense dimensions are filled with zeros
 * around the elements, compressed ones record pointers and indices). */
static void from_coo(SparseTensor *t, const Coo *c, uint64_t lo, uint64_t hi,
                     uint64_t d) {
  if (d == t->rank) {
    push_value(t, lo < hi ? c->val[c->order[lo]] : 0.0);
    return;
  }
  int comp = t->compressed[d];
  if (comp && t->pointers[d].len == 0)
    arr_push_uint(&t->pointers[d], t->ptr_w, 0);
  uint64_t full = 0;
  while (lo < hi) {
    uint64_t idx = c->idx[c->order[lo] * c->rank + d];
    uint64_t seg = lo + 1;
    while (seg < hi && c->idx[c->order[seg] * c->rank + d] == idx)
      seg++;
    if (comp) {
      arr_push_uint(&t->indices[d], t->idx_w, idx);
    } else {
      for (; full < idx; full++)
        from_coo(t, c, 0, 0, d + 1);
      full++;
    }
    from_coo(t, c, lo, seg, d + 1);
    lo = seg;
  }
  if (comp) {
    arr_push_uint(&t->pointers[d], t->ptr_w, t->indices[d].len);
  } else {
    for (; full < t->sizes[d]; full++)
      from_coo(t, c, 0, 0, d + 1);
  }
}

static int supported(uint64_t p, uint64_t i, uint64_t v) {
  if (p < OV_U64 || p > OV_U8 || i < OV_U64 || i > OV_U8)
    return 0;
  switch (v) {
  case PR_F64:
  case PR_F32:
    return 1;
  case PR_I64:
    return p == OV_U64 && i == OV_U64;
  case PR_I32:
  case PR_I16:
  case PR_I8:
    return p == i;
  default:
    return 0;
  }
}

static unsigned overhead_width(uint64_t t) {
  static const unsigned w[] = {0, 8, 4, 2, 1};
  return w[t];
}

CM_RT_EXPORT void *newSparseTensor(char *filename, uint8_t *abase,
                                   uint8_t *adata, uint64_t aoff,
                                   uint64_t asize, uint64_t astride,
                                   uint64_t *pbase, uint64_t *pdata,
                                   uint64_t poff, uint64_t psize,
                                   uint64_t pstride, uint64_t ptrTp,
                                   uint64_t indTp, uint64_t valTp) {
  (void)abase;
  (void)pbase;
  if (!supported(ptrTp, indTp, valTp)) {
    fputs("unsupported combination of types\n", stderr);
    exit(1);
  }
  uint64_t rank = asize;
  FILE *f = fopen(filename, "r");
  if (!f)
    fail("Cannot find %s\n", filename);
  uint64_t *idata = read_header(f, filename);
  if (idata[0] != rank || psize != rank) {
    fclose(f);
    free(idata);
    fail("Tensor rank mismatch in %s\n", filename);
  }
  /* The permutation must be one. */
  uint64_t *perm = xmalloc(sizeof *perm * (size_t)rank);
  uint8_t *seen = xcalloc((size_t)rank, 1);
  for (uint64_t r = 0; r < rank; r++) {
    perm[r] = pdata[poff + r * pstride];
    if (perm[r] >= rank || seen[perm[r]]) {
      fclose(f);
      free(idata);
      free(perm);
      free(seen);
      fail("Invalid dimension ordering for %s\n", filename);
    }
    seen[perm[r]] = 1;
  }
  free(seen);

  SparseTensor *t = xcalloc(1, sizeof *t);
  t->rank = rank;
  t->sizes = xmalloc(sizeof *t->sizes * (size_t)rank);
  t->compressed = xmalloc((size_t)rank);
  for (uint64_t r = 0; r < rank; r++) {
    t->sizes[perm[r]] = idata[2 + r];
    t->compressed[r] = adata[aoff + r * astride] == 1;
  }
  t->ptr_w = overhead_width(ptrTp);
  t->idx_w = overhead_width(indTp);
  static const unsigned vw[] = {0, 8, 4, 8, 4, 2, 1};
  t->val_w = vw[valTp];
  t->val_kind = (int)valTp;
  t->pointers = xcalloc((size_t)rank, sizeof(Arr));
  t->indices = xcalloc((size_t)rank, sizeof(Arr));

  Coo c;
  c.rank = rank;
  c.nnz = idata[1];
  free(idata);
  /* Grow as elements are read: a corrupt count cannot force a huge
   * allocation before the data runs out. */
  size_t cap = c.nnz < 4096 ? (size_t)c.nnz : 4096;
  c.idx = xmalloc(sizeof *c.idx * (rank ? (size_t)rank : 1) * (cap ? cap : 1));
  c.val = xmalloc(sizeof *c.val * (cap ? cap : 1));
  for (uint64_t k = 0; k < c.nnz; k++) {
    if (k == cap) {
      cap *= 2;
      uint64_t *ni = realloc(c.idx, sizeof *c.idx * (size_t)rank * cap);
      double *nv = realloc(c.val, sizeof *c.val * cap);
      if (!ni || !nv) {
        fputs("out of memory\n", stderr);
        exit(1);
      }
      c.idx = ni;
      c.val = nv;
    }
    for (uint64_t r = 0; r < rank; r++) {
      uint64_t idx;
      if (fscanf(f, "%" SCNu64, &idx) != 1)
        fail("Cannot find next index in %s\n", filename);
      idx -= 1; /* 1-based in the file */
      /* A dense dimension is filled up to each index: an index out of its
       * range would make the storage grow without bound. */
      if (!t->compressed[perm[r]] && idx >= t->sizes[perm[r]])
        fail("Index out of bounds in %s\n", filename);
      c.idx[k * rank + perm[r]] = idx;
    }
    double v;
    if (fscanf(f, "%lg\n", &v) != 1)
      fail("Cannot find next value in %s\n", filename);
    c.val[k] = v;
  }
  fclose(f);
  free(perm);
  c.order = xmalloc(sizeof *c.order * (size_t)(c.nnz ? c.nnz : 1));
  for (uint64_t k = 0; k < c.nnz; k++)
    c.order[k] = k;
  coo_sort(&c);
  if (rank == 0) {
    /* A scalar: its single value, if any. */
    push_value(t, c.nnz ? c.val[0] : 0.0);
  } else {
    from_coo(t, &c, 0, c.nnz, 0);
  }
  free(c.idx);
  free(c.val);
  free(c.order);
  return t;
}

CM_RT_EXPORT uint64_t sparseDimSize(void *tensor, uint64_t d) {
  SparseTensor *t = tensor;
  return d < t->rank ? t->sizes[d] : 0;
}

static CmMemRef1D view(const Arr *a) {
  CmMemRef1D m = {a->data, a->data, 0, a->len, 1};
  return m;
}

static CmMemRef1D overhead(void *tensor, uint64_t d, int pointers,
                           unsigned width, const char *what) {
  SparseTensor *t = tensor;
  if ((pointers ? t->ptr_w : t->idx_w) != width) {
    fprintf(stderr, "unsupported %s\n", what);
    exit(1);
  }
  if (d >= t->rank) {
    CmMemRef1D m = {NULL, NULL, 0, 0, 1};
    return m;
  }
  return view(pointers ? &t->pointers[d] : &t->indices[d]);
}

#define CM_SP_OVERHEAD(name, ptrs, w, what)                                    \
  CM_RT_EXPORT CmMemRef1D name(void *tensor, uint64_t d) {                     \
    return overhead(tensor, d, ptrs, w, what);                                 \
  }
CM_SP_OVERHEAD(sparsePointers, 1, 8, "p64")
CM_SP_OVERHEAD(sparsePointers64, 1, 8, "p64")
CM_SP_OVERHEAD(sparsePointers32, 1, 4, "p32")
CM_SP_OVERHEAD(sparsePointers16, 1, 2, "p16")
CM_SP_OVERHEAD(sparsePointers8, 1, 1, "p8")
CM_SP_OVERHEAD(sparseIndices, 0, 8, "i64")
CM_SP_OVERHEAD(sparseIndices64, 0, 8, "i64")
CM_SP_OVERHEAD(sparseIndices32, 0, 4, "i32")
CM_SP_OVERHEAD(sparseIndices16, 0, 2, "i16")
CM_SP_OVERHEAD(sparseIndices8, 0, 1, "i8")

static CmMemRef1D values(void *tensor, int kind, const char *what) {
  SparseTensor *t = tensor;
  if (t->val_kind != kind) {
    fprintf(stderr, "unsupported %s\n", what);
    exit(1);
  }
  return view(&t->values);
}

#define CM_SP_VALUES(name, kind, what)                                         \
  CM_RT_EXPORT CmMemRef1D name(void *tensor) {                                 \
    return values(tensor, kind, what);                                         \
  }
CM_SP_VALUES(sparseValuesF64, PR_F64, "valf64")
CM_SP_VALUES(sparseValuesF32, PR_F32, "valf32")
CM_SP_VALUES(sparseValuesI64, PR_I64, "vali64")
CM_SP_VALUES(sparseValuesI32, PR_I32, "vali32")
CM_SP_VALUES(sparseValuesI16, PR_I16, "vali16")
CM_SP_VALUES(sparseValuesI8, PR_I8, "vali8")

CM_RT_EXPORT void delSparseTensor(void *tensor) {
  SparseTensor *t = tensor;
  if (!t)
    return;
  for (uint64_t r = 0; r < t->rank; r++) {
    free(t->pointers[r].data);
    free(t->indices[r].data);
  }
  free(t->pointers);
  free(t->indices);
  free(t->values.data);
  free(t->sizes);
  free(t->compressed);
  free(t);
}
