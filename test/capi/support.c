/* mlir-c/Support.h: string slices and logical results.
 * CAPI-UPSTREAM-DIFF
 *
 * RUN: %capi_check support %s
 */
#include <stdio.h>
#include <string.h>

#include "mlir-c/Support.h"

int main(void) {
  const char text[] = "hello, cmlir";
  MlirStringRef a = mlirStringRefCreate(text, 5);
  MlirStringRef b = mlirStringRefCreateFromCString(text);
  // CHECK: slice 'hello' length 5
  printf("slice '%.*s' length %zu\n", (int)a.length, a.data, a.length);
  // CHECK-NEXT: cstring 'hello, cmlir' length 12 same-data 1
  printf("cstring '%.*s' length %zu same-data %d\n", (int)b.length, b.data,
         b.length, b.data == text);
  MlirStringRef empty = mlirStringRefCreateFromCString("");
  // CHECK-NEXT: empty length 0
  printf("empty length %zu\n", empty.length);

  MlirLogicalResult ok = mlirLogicalResultSuccess();
  MlirLogicalResult bad = mlirLogicalResultFailure();
  // CHECK-NEXT: success 1 0 failure 0 1
  printf("success %d %d failure %d %d\n", mlirLogicalResultIsSuccess(ok),
         mlirLogicalResultIsFailure(ok), mlirLogicalResultIsSuccess(bad),
         mlirLogicalResultIsFailure(bad));
  // CHECK-NEXT: layout 1 1
  printf("layout %d %d\n",
         (int)(sizeof(MlirStringRef) == sizeof(const char *) + sizeof(size_t)),
         (int)(sizeof(MlirLogicalResult) == 1));
  return 0;
}
