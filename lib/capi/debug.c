/* debug.c - mlir-c/Debug.h: the global debug flag (upstream's
 * llvm::DebugFlag).  cmlir has no debug output of its own yet; the flag
 * is only recorded. */
#include "mlir-c/Debug.h"

static bool g_debug;

void mlirEnableGlobalDebug(bool enable) {
  __atomic_store_n(&g_debug, enable, __ATOMIC_RELAXED);
}

bool mlirIsGlobalDebugEnabled(void) {
  return __atomic_load_n(&g_debug, __ATOMIC_RELAXED);
}
