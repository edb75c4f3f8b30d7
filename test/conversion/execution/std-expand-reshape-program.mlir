// memref.reshape with a static-size shape operand, expanded by -std-expand
// into memref.reinterpret_cast (sizes loaded from the shape, index and i32
// shapes, static and dynamic result dims), lowered to LLVM and run by
// cmlir-cpu-runner: a 2x6 buffer holding 0..11 read as 3x4 and as 4x3.
// REQUIRES: jit
// RUN: cmlir-opt -std-expand -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils > %t.ours
// RUN: FileCheck %s < %t.ours

func private @printF32(f32)
func private @printNewline()

func @show(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %c6 = constant 6 : index
  %buf = memref.alloc() : memref<2x6xf32>
  // buf[i][j] = 6 * i + j
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %r = muli %i, %c6 : index
      %k = addi %r, %j : index
      %ki = index_cast %k : index to i32
      %kf = sitofp %ki : i32 to f32
      memref.store %kf, %buf[%i, %j] : memref<2x6xf32>
    }
  }
  // shape [3, 4] as index, result fully dynamic
  %s1 = memref.alloc() : memref<2xindex>
  memref.store %c3, %s1[%c0] : memref<2xindex>
  memref.store %c4, %s1[%c1] : memref<2xindex>
  %v1 = memref.reshape %buf(%s1) : (memref<2x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %a = memref.load %v1[%c1, %c2] : memref<?x?xf32>
  %b = memref.load %v1[%c2, %c3] : memref<?x?xf32>
  // CHECK: 6
  // CHECK-NEXT: 11
  call @show(%a) : (f32) -> ()
  call @show(%b) : (f32) -> ()
  // shape [4, 3] as i32, result 4x? (one static dim)
  %s2 = memref.alloc() : memref<2xi32>
  %i4 = constant 4 : i32
  %i3 = constant 3 : i32
  memref.store %i4, %s2[%c0] : memref<2xi32>
  memref.store %i3, %s2[%c1] : memref<2xi32>
  %v2 = memref.reshape %buf(%s2) : (memref<2x6xf32>, memref<2xi32>) -> memref<4x?xf32>
  %d = memref.load %v2[%c1, %c2] : memref<4x?xf32>
  %e = memref.load %v2[%c3, %c1] : memref<4x?xf32>
  // CHECK-NEXT: 5
  // CHECK-NEXT: 10
  call @show(%d) : (f32) -> ()
  call @show(%e) : (f32) -> ()
  memref.dealloc %s2 : memref<2xi32>
  memref.dealloc %s1 : memref<2xindex>
  memref.dealloc %buf : memref<2x6xf32>
  return
}
