// The bare-pointer calling convention has no form for a dynamically shaped
// memref: the function keeps its signature, and an access to the argument
// needs a descriptor cast that cannot be removed; the error is at the
// access, and mlir-opt-13 reports the same (stderr diffed).
// RUN: cmlir-opt -verify-diagnostics -convert-memref-to-llvm -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s
// RUN: not cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s 2> %t.ours
// RUN: not %upstream_opt -mlir-disable-threading -convert-memref-to-llvm -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' %s 2> %t.up
// RUN: diff %t.ours %t.up
// REQUIRES: upstream

func @dyn(%a: memref<?xf32>, %i: index) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %0 = memref.load %a[%i] : memref<?xf32>
  return %0 : f32
}
