// The bare-pointer calling convention has no form for unranked memrefs: a
// function returning one is left unconverted, and the descriptor casts the
// memref pass put in its body cannot be removed, as mlir-opt-13 reports
// (reshape-invalid-upstream.test diffs the stderr).
// RUN: cmlir-opt -split-input-file -verify-diagnostics -convert-memref-to-llvm -convert-std-to-llvm=use-bare-ptr-memref-call-conv=1 %s

func @returns_unranked(%a: memref<4xf32>) -> memref<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// -----

func @returns_several(%a: memref<4xf32>, %b: memref<2x2xi32>) -> (memref<*xf32>, index, memref<*xi32>) {
  // expected-error@+1 {{failed to legalize operation 'unrealized_conversion_cast' that was explicitly marked illegal}}
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %v = memref.cast %b : memref<2x2xi32> to memref<*xi32>
  %c = constant 3 : index
  return %u, %c, %v : memref<*xf32>, index, memref<*xi32>
}
