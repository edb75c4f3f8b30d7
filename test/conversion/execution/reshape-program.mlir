// memref.reshape (to an unranked result through the lowering's loop, and to
// ranked results through -std-expand), reinterpret_cast of an unranked
// source, and unranked memrefs returned from functions (copied to the heap
// by the callee, back to the stack by the caller), lowered by cmlir-opt and
// run by cmlir-cpu-runner; reshape-program-upstream.test runs the same
// through mlir-opt-13 and mlir-cpu-runner-13 and diffs the output.
// REQUIRES: jit
// RUN: cmlir-opt -std-expand -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// A 2x3 buffer holding 0 .. 5, returned unranked (heap copy of its
// descriptor).
func @make() -> memref<*xf32> {
  %m = memref.alloc() : memref<2x3xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %f1 = constant 1.0 : f32
  br ^loop(%c0 : index)
^loop(%k: index):
  %more = cmpi slt, %k, %c3 : index
  cond_br %more, ^body, ^done
^body:
  %ki = index_cast %k : index to i32
  %x = sitofp %ki : i32 to f32
  %three = constant 3.0 : f32
  %y = addf %x, %three : f32
  memref.store %x, %m[%c0, %k] : memref<2x3xf32>
  memref.store %y, %m[%c1, %k] : memref<2x3xf32>
  %k1 = addi %k, %c1 : index
  br ^loop(%k1 : index)
^done:
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// Passes an unranked memref through (one more heap / stack round trip).
func @through(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c6 = constant 6 : index
  %u0 = call @make() : () -> memref<*xf32>
  %u = call @through(%u0) : (memref<*xf32>) -> memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
  // CHECK-NEXT: [0,   1,   2]
  // CHECK-NEXT: [3,   4,   5]
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()

  // reshape to an unranked 3x2 through a dynamic-length shape
  %shape = memref.alloc(%c2) : memref<?xindex>
  memref.store %c3, %shape[%c0] : memref<?xindex>
  memref.store %c2, %shape[%c1] : memref<?xindex>
  %r = memref.reshape %u(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1]
  // CHECK-NEXT: [0,   1]
  // CHECK-NEXT: [2,   3]
  // CHECK-NEXT: [4,   5]
  call @print_memref_f32(%r) : (memref<*xf32>) -> ()

  // reshape to a ranked 6 and 1x?x2 through a static-length shape
  %s1 = memref.alloca() : memref<1xi64>
  %six = constant 6 : i64
  memref.store %six, %s1[%c0] : memref<1xi64>
  %flat = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi64>) -> memref<6xf32>
  %flatu = memref.cast %flat : memref<6xf32> to memref<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1]
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5]
  call @print_memref_f32(%flatu) : (memref<*xf32>) -> ()
  %s3 = memref.alloca() : memref<3xindex>
  memref.store %c1, %s3[%c0] : memref<3xindex>
  memref.store %c3, %s3[%c1] : memref<3xindex>
  memref.store %c2, %s3[%c2] : memref<3xindex>
  %cube = memref.reshape %flat(%s3) : (memref<6xf32>, memref<3xindex>) -> memref<1x?x2xf32>
  %cubeu = memref.cast %cube : memref<1x?x2xf32> to memref<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [1, 3, 2] strides = [6, 2, 1]
  call @print_memref_f32(%cubeu) : (memref<*xf32>) -> ()

  // reinterpret_cast of the unranked value: the last column
  %col = memref.reinterpret_cast %u to offset: [2], sizes: [2], strides: [3] : memref<*xf32> to memref<2xf32, offset: 2, strides: [3]>
  %colu = memref.cast %col : memref<2xf32, offset: 2, strides: [3]> to memref<*xf32>
  // CHECK: rank = 1 offset = 2 sizes = [2] strides = [3]
  // CHECK-NEXT: [2,  5]
  call @print_memref_f32(%colu) : (memref<*xf32>) -> ()
  %m = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  memref.dealloc %m : memref<2x3xf32>
  memref.dealloc %shape : memref<?xindex>
  return
}
