// Shifts on 2-D vectors, lowered one row at a time like the other binary
// integer ops. MLIR 13 emits llvm.shl / llvm.ashr / llvm.lshr on the
// !llvm.array of vectors itself and fails verification (its shift patterns
// do not unroll n-D vectors), so there is no upstream twin: cmlir lowers
// these where 13 rejects them.
// REQUIRES: jit
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | FileCheck %s --check-prefix=IR
// RUN: cmlir-opt -convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm %s | cmlir-cpu-runner -e main -entry-point-result=void -shared-libs=%cmlir_c_runner_utils | FileCheck %s

// IR-LABEL: llvm.func @shifts
// IR-COUNT-2: llvm.shl %{{.*}} : vector<4xi32>
// IR-COUNT-2: llvm.ashr %{{.*}} : vector<4xi32>
// IR-COUNT-2: llvm.lshr %{{.*}} : vector<4xi32>

func private @printI64(i64)
func private @printNewline()

func @pv2(%v: vector<2x4xi32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c8 = constant 8 : index
  %buf = memref.alloca() {alignment = 16} : memref<32xi8>
  %vv = memref.view %buf[%c0][] : memref<32xi8> to memref<1xvector<2x4xi32>>
  %sv = memref.view %buf[%c0][] : memref<32xi8> to memref<8xi32>
  memref.store %v, %vv[%c0] : memref<1xvector<2x4xi32>>
  scf.for %i = %c0 to %c8 step %c1 {
    %e = memref.load %sv[%i] : memref<8xi32>
    %w = sexti %e : i32 to i64
    call @printI64(%w) : (i64) -> ()
    call @printNewline() : () -> ()
  }
  return
}

func @shifts(%a: vector<2x4xi32>, %b: vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>) {
  %0 = shift_left %a, %b : vector<2x4xi32>
  %1 = shift_right_signed %a, %b : vector<2x4xi32>
  %2 = shift_right_unsigned %a, %b : vector<2x4xi32>
  return %0, %1, %2 : vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>
}

func @main() {
  %a = constant dense<[[-7, 100, 9, -1], [12, -12, 255, 64]]> : vector<2x4xi32>
  %b = constant dense<[[3, 6, 2, 1], [5, 5, 4, 3]]> : vector<2x4xi32>
  %l, %rs, %ru = call @shifts(%a, %b) : (vector<2x4xi32>, vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>)
  call @pv2(%l) : (vector<2x4xi32>) -> ()
  // CHECK: -56
  // CHECK-NEXT: 6400
  // CHECK-NEXT: 36
  // CHECK-NEXT: -2
  // CHECK-NEXT: 384
  // CHECK-NEXT: -384
  // CHECK-NEXT: 4080
  // CHECK-NEXT: 512
  call @pv2(%rs) : (vector<2x4xi32>) -> ()
  // CHECK-NEXT: -1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: -1
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1
  // CHECK-NEXT: 15
  // CHECK-NEXT: 8
  call @pv2(%ru) : (vector<2x4xi32>) -> ()
  // CHECK-NEXT: 536870911
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 2147483647
  // CHECK-NEXT: 0
  // CHECK-NEXT: 134217727
  // CHECK-NEXT: 15
  // CHECK-NEXT: 8
  return
}
