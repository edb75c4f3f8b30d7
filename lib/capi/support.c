/* support.c - mlir-c/Support.h. */
#include <string.h>

#include "mlir-c/Support.h"

MlirStringRef mlirStringRefCreateFromCString(const char *str) {
  return mlirStringRefCreate(str, strlen(str));
}
