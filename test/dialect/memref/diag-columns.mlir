// Where memref parse errors point (columns, which -verify-diagnostics does
// not check): prefetch's bad specifiers at the op name, a global's
// initializer at `dense`.  The whole stderr
// must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up

func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<1>, data : memref<4xf32>
  return
}

// -----

func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

// An initializer whose type comes from the global: errors at `dense`.
memref.global @a : memref<4xf32> = dense<[1.0, 2.0]>
