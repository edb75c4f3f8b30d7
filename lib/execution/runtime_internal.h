/* runtime_internal.h - the memref descriptors the runtime support libraries
 * (libcmlir_c_runner_utils.so, libcmlir_runner_utils.so) receive from code
 * lowered by the LLVM conversion, and the element printers they share.
 *
 * A ranked memref of rank N is passed to the `_mlir_ciface_` functions as a
 * pointer to { T *allocated; T *aligned; int64_t offset; int64_t sizes[N];
 * int64_t strides[N]; }; an unranked one as { int64_t rank; void *desc; }
 * where `desc` points to the ranked descriptor.
 */
#ifndef CMLIR_EXECUTION_RUNTIME_INTERNAL_H
#define CMLIR_EXECUTION_RUNTIME_INTERNAL_H

#include <stdint.h>

/* Exported symbols keep upstream's names (they are an ABI); everything else
 * is hidden. */
#define CM_RT_EXPORT __attribute__((visibility("default")))

typedef struct {
  int64_t rank;
  void *descriptor;
} CmUnrankedMemRef;

/* The ranked descriptor seen through a rank known only at run time. */
typedef struct {
  int64_t rank;
  char *allocated;
  char *data;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
} CmDynMemRef;

/* Views an unranked descriptor (rank + pointer to the ranked one). */
static inline CmDynMemRef cm_rt_dyn_from_unranked(int64_t rank, void *desc) {
  CmDynMemRef m;
  char **p = desc;
  int64_t *ints = (int64_t *)(p + 2);
  m.rank = rank;
  m.allocated = p[0];
  m.data = p[1];
  m.offset = ints[0];
  m.sizes = rank ? ints + 1 : 0;
  m.strides = rank ? ints + 1 + rank : 0;
  return m;
}

#endif /* CMLIR_EXECUTION_RUNTIME_INTERNAL_H */
