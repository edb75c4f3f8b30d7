// Seed 000's callers (lines 862-877 and 1018-1033) take their memref from
// an unregistered "get" op.  MLIR 13 cannot convert such a call: the
// descriptor would need an unrealized_conversion_cast from the memref, which
// -convert-std-to-llvm does not allow, so the call stays std.call, no longer
// refers to a func, and the module fails to verify.  cmlir reports the same
// error (stderr diffed with mlir-opt-13's).
// REQUIRES: upstream
// RUN: not cmlir-opt -allow-unregistered-dialect -convert-std-to-llvm -split-input-file -mlir-disable-threading %s 2> %t.ours
// RUN: not %upstream_opt -convert-std-to-llvm -split-input-file -mlir-disable-threading %s 2> %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

func @foo(%arg0: memref<?xf32>) -> () {
  "use"(%arg0) : (memref<?xf32>) -> ()
  return
}
func @bar() {
  %0 = "get"() : () -> (memref<?xf32>)
  // CHECK: :3: error: 'std.call' op 'foo' does not reference a valid function
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}

// -----

func @foo(%arg0: memref<*xf32>) -> () {
  "use"(%arg0) : (memref<*xf32>) -> ()
  return
}
func @bar() {
  %0 = "get"() : () -> (memref<*xf32>)
  // CHECK: :3: error: 'std.call' op 'foo' does not reference a valid function
  call @foo(%0): (memref<*xf32>) -> ()
  return
}
