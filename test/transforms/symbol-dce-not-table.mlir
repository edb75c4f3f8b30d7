// RUN: cmlir-opt %s -verify-diagnostics -pass-pipeline='func(symbol-dce)' -mlir-disable-threading
// RUN: %upstream_opt %s -verify-diagnostics -pass-pipeline='func(symbol-dce)' -mlir-disable-threading
// REQUIRES: upstream

// expected-error@+1 {{'func' op  was scheduled to run under SymbolDCE, but does not define a symbol table}}
func @f() {
  return
}
