/* mlir-c/Support.h - basic types of cmlir's C API (MLIR 13 compatible).
 *
 * Strings are passed as (pointer, length) slices that do not own their
 * characters and need not be NUL-terminated.  Results of fallible calls are
 * MlirLogicalResult values.  Everything here matches the layout and the
 * semantics of MLIR 13.0.1's header of the same name.
 */
#ifndef MLIR_C_SUPPORT_H
#define MLIR_C_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Marks a function of the public C API (exported from libcmlir.so). */
#if defined(_WIN32) || defined(__CYGWIN__)
#define MLIR_CAPI_EXPORTED
#else
#define MLIR_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A slice of characters: `data` points at the first, `length` counts them.
 * The slice never owns the characters. */
struct MlirStringRef {
  const char *data;
  size_t length;
};
typedef struct MlirStringRef MlirStringRef;

/* Makes a slice of `length` characters starting at `str`. */
inline static MlirStringRef mlirStringRefCreate(const char *str,
                                                size_t length) {
  MlirStringRef ref;
  ref.data = str;
  ref.length = length;
  return ref;
}

/* Makes a slice covering the NUL-terminated string `str` (without the NUL). */
MLIR_CAPI_EXPORTED MlirStringRef
mlirStringRefCreateFromCString(const char *str);

/* Receives text in pieces: printing functions call it once or several times
 * with consecutive chunks of their output, and the opaque user pointer. */
typedef void (*MlirStringCallback)(MlirStringRef, void *);

/* Success or failure of an operation: nonzero `value` is success. */
struct MlirLogicalResult {
  int8_t value;
};
typedef struct MlirLogicalResult MlirLogicalResult;

inline static bool mlirLogicalResultIsSuccess(MlirLogicalResult res) {
  return res.value != 0;
}

inline static bool mlirLogicalResultIsFailure(MlirLogicalResult res) {
  return res.value == 0;
}

inline static MlirLogicalResult mlirLogicalResultSuccess(void) {
  MlirLogicalResult res = {1};
  return res;
}

inline static MlirLogicalResult mlirLogicalResultFailure(void) {
  MlirLogicalResult res = {0};
  return res;
}

/* --- beyond MLIR 13 (later releases' names) ------------------------------ */

/* Identifies the class of a type, attribute or operation: equal kinds
 * have equal ids, across contexts. */
struct MlirTypeID {
  const void *ptr;
};
typedef struct MlirTypeID MlirTypeID;

static inline bool mlirTypeIDIsNull(MlirTypeID typeID) { return !typeID.ptr; }
MLIR_CAPI_EXPORTED bool mlirTypeIDEqual(MlirTypeID typeID1, MlirTypeID typeID2);
MLIR_CAPI_EXPORTED size_t mlirTypeIDHashValue(MlirTypeID typeID);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_SUPPORT_H */
