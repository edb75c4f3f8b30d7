/* execution.h - JIT execution of LLVM IR (lib/execution/, outside the core
 * library: it links LLVM 14's C API and is only built when CMake finds
 * llvm-14-dev).  The runtime support libraries built next to it
 * (libcmlir_c_runner_utils.so, libcmlir_runner_utils.so) have no header:
 * programs reach them by upstream's symbol names.
 */
#ifndef CMLIR_EXECUTION_H
#define CMLIR_EXECUTION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cmlir/support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The entry point's expected type (mlir-cpu-runner's -entry-point-result). */
typedef enum {
  CM_JIT_RESULT_VOID,
  CM_JIT_RESULT_I32,
  CM_JIT_RESULT_I64,
  CM_JIT_RESULT_F32,
} CmJitResultKind;

typedef struct {
  const char *entry;              /* function to call; NULL = "main" */
  CmJitResultKind result;         /* expected result type */
  const char *const *shared_libs; /* libraries to load (num_shared_libs) */
  size_t num_shared_libs;
  int opt_level;                  /* -1: no IR passes, 0..3: default<On> */
  const char *object_filename;    /* non-NULL: write the JIT's object here */
  const char *buffer_name;        /* name of the IR in parse errors */
  FILE *out;                      /* the result's line; NULL = stdout */
  FILE *err;                      /* errors; NULL = stderr */
} CmJitOptions;

/* The value the entry point returned (the field of opts->result). */
typedef struct {
  CmJitResultKind kind;
  union {
    int32_t i32;
    int64_t i64;
    float f32;
  } v;
} CmJitValue;

/* lib/execution/jit.c */
/* Defaults: entry "main", result f32 (as mlir-cpu-runner), no libraries,
 * no IR passes, no object dump, stdout / stderr. */
void cm_jit_options_init(CmJitOptions *opts);
/* Parses `ir` (LLVM IR text, `len` bytes, typed or opaque pointers), loads the
 * shared libraries, JIT-compiles the module with ORC LLJIT for the host and
 * calls the entry point.  Unless the result is void, prints it as
 * mlir-cpu-runner does (integers in decimal, f32 as "%e" / "nan" / "INF")
 * followed by a newline on opts->out, and stores it in *result if non-NULL.
 * Errors (IR that does not parse, a missing entry point or one with the wrong
 * signature, a library that cannot be loaded, unresolved symbols) are
 * reported on opts->err in upstream's wording and give CM_FAILURE. */
CmResult cm_jit_run_llvmir(const char *ir, size_t len, const CmJitOptions *opts,
                           CmJitValue *result);

/* Parses and verifies `ir` as cm_jit_run_llvmir does, gives the module the
 * host's data layout and target triple when it has none, runs LLVM's
 * default<O`opt_level`> pipeline (none when opt_level < 0) and returns the
 * module as LLVM IR text (malloc'd, the caller frees it), or NULL after
 * reporting the error on `err` (NULL = stderr).  This is what upstream's
 * toyc prints for -emit=llvm. */
char *cm_jit_optimize_llvmir(const char *ir, size_t len, int opt_level,
                             const char *buffer_name, FILE *err);

#ifdef __cplusplus
}
#endif
#endif /* CMLIR_EXECUTION_H */
