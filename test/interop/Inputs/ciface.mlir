// Functions called from C through their _mlir_ciface_ wrappers
// (see ../memref-ciface.test and ciface_main.c).

// Adds %s to every element of %m; returns (rows * cols + %k, sum of the
// original elements + %s).  %m has a strided layout with a dynamic offset
// and row stride, so the descriptor's offset and strides are honoured (with
// the identity layout the offset is taken to be 0 and the row stride the
// descriptor's, whatever the caller put there).
func @accumulate(%m: memref<?x?xf32, offset: ?, strides: [?, 1]>, %s: f32, %k: i64) -> (i64, f32) attributes {llvm.emit_c_interface} {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  %sum = scf.for %i = %c0 to %d0 step %c1 iter_args(%a = %s) -> (f32) {
    %r = scf.for %j = %c0 to %d1 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, 1]>
      %w = addf %v, %s : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, 1]>
      %n = addf %b, %v : f32
      scf.yield %n : f32
    }
    scf.yield %r : f32
  }
  %n = muli %d0, %d1 : index
  %ni = index_cast %n : index to i64
  %t = addi %ni, %k : i64
  return %t, %sum : i64, f32
}

// Allocates a buffer of %n i64 values holding 0, 10, 20, ... and returns it
// (the C side frees it).
func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c10 = constant 10 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = index_cast %i : index to i64
    %v = muli %ii, %c10 : i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

// Scalars only.
func @poly(%x: i32, %y: f64) -> f64 attributes {llvm.emit_c_interface} {
  %xf = sitofp %x : i32 to f64
  %p = mulf %xf, %y : f64
  %c = constant 0.5 : f64
  %r = addf %p, %c : f64
  return %r : f64
}
