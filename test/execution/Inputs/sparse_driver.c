/* sparse_driver.c - reads cases ("file rank ann... perm... ptrTp indTp
 * valTp" per line) from argv[2], builds each tensor with the
 * newSparseTensor of the library argv[1] and dumps its dimension sizes,
 * pointers, indices and values, so that cmlir's sparse runtime can be diffed
 * with upstream's.  With more arguments, argv[2..] is the one case. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  void *base, *data;
  uint64_t off, size, stride;
} M;
typedef void *(*NewFn)(char *, uint8_t *, uint8_t *, uint64_t, uint64_t,
                       uint64_t, uint64_t *, uint64_t *, uint64_t, uint64_t,
                       uint64_t, uint64_t, uint64_t, uint64_t);
typedef M (*AccFn)(void *, uint64_t);
typedef M (*ValFn)(void *);
static void *lib;

static void *sym(const char *n) {
  void *p = dlsym(lib, n);
  if (!p) {
    printf("missing %s\n", n);
    exit(1);
  }
  return p;
}

static void dump(const char *what, M m, int w) {
  printf("  %s off=%llu size=%llu stride=%llu:", what,
         (unsigned long long)m.off, (unsigned long long)m.size,
         (unsigned long long)m.stride);
  for (uint64_t i = 0; i < m.size; i++) {
    switch (w) {
    case 8: printf(" %llu", (unsigned long long)((uint64_t *)m.data)[i]); break;
    case 4: printf(" %u", ((uint32_t *)m.data)[i]); break;
    case 2: printf(" %u", ((uint16_t *)m.data)[i]); break;
    case 1: printf(" %u", ((uint8_t *)m.data)[i]); break;
    case -8: printf(" %.17g", ((double *)m.data)[i]); break;
    case -4: printf(" %.9g", ((float *)m.data)[i]); break;
    case -64: printf(" %lld", (long long)((int64_t *)m.data)[i]); break;
    case -32: printf(" %d", ((int32_t *)m.data)[i]); break;
    case -16: printf(" %d", ((int16_t *)m.data)[i]); break;
    case -1: printf(" %d", ((int8_t *)m.data)[i]); break;
    }
  }
  printf("\n");
}

int main(int argc, char **argv) {
  if (argc < 3)
    return 2;
  lib = dlopen(argv[1], RTLD_NOW);
  static char one[4096];
  if (argc > 3)
    for (int i = 2; i < argc; i++) {
      strncat(one, argv[i], sizeof one - strlen(one) - 2);
      strcat(one, " ");
    }
  FILE *cases = argc > 3 ? fmemopen(one, strlen(one), "r") : fopen(argv[2], "r");
  if (!lib || !cases)
    return 2;
  static const char *pn[] = {"", "sparsePointers64", "sparsePointers32",
                             "sparsePointers16", "sparsePointers8"};
  static const char *in[] = {"", "sparseIndices64", "sparseIndices32",
                             "sparseIndices16", "sparseIndices8"};
  static const int ow[] = {0, 8, 4, 2, 1};
  static const char *vn[] = {"",
                             "sparseValuesF64",
                             "sparseValuesF32",
                             "sparseValuesI64",
                             "sparseValuesI32",
                             "sparseValuesI16",
                             "sparseValuesI8"};
  static const int vw[] = {0, -8, -4, -64, -32, -16, -1};
  char file[512];
  unsigned rank;
  while (fscanf(cases, "%511s %u", file, &rank) == 2 && rank <= 8) {
    uint8_t ann[8];
    uint64_t perm[8], pt, it, vt;
    for (unsigned i = 0; i < rank; i++) {
      unsigned a;
      if (fscanf(cases, "%u", &a) != 1)
        return 2;
      ann[i] = (uint8_t)a;
    }
    for (unsigned i = 0; i < rank; i++)
      if (fscanf(cases, "%llu", (unsigned long long *)&perm[i]) != 1)
        return 2;
    if (fscanf(cases, "%llu %llu %llu", (unsigned long long *)&pt,
               (unsigned long long *)&it, (unsigned long long *)&vt) != 3)
      return 2;
    printf("%s rank %u types %llu %llu %llu\n", file, rank,
           (unsigned long long)pt, (unsigned long long)it,
           (unsigned long long)vt);
    void *t = ((NewFn)sym("newSparseTensor"))(file, ann, ann, 0, rank, 1, perm,
                                              perm, 0, rank, 1, pt, it, vt);
    for (unsigned d = 0; d < rank; d++) {
      printf("  dim %u = %llu\n", d,
             (unsigned long long)((uint64_t(*)(void *, uint64_t))sym(
                 "sparseDimSize"))(t, d));
      dump(pn[pt], ((AccFn)sym(pn[pt]))(t, d), ow[pt]);
      dump(in[it], ((AccFn)sym(in[it]))(t, d), ow[it]);
    }
    if (pt == 1) {
      dump("sparsePointers", ((AccFn)sym("sparsePointers"))(t, 0), 8);
      if (it == 1)
        dump("sparseIndices", ((AccFn)sym("sparseIndices"))(t, 0), 8);
    }
    dump(vn[vt], ((ValFn)sym(vn[vt]))(t), vw[vt]);
    ((void (*)(void *))sym("delSparseTensor"))(t);
  }
  fclose(cases);
  return 0;
}
