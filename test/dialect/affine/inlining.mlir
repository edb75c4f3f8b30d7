// The affine dialect's inlining rules (13's AffineInlinerInterface): a
// call inside affine.for / affine.if / affine.parallel is inlined only when
// the callee is one block of side-effect-free ops and affine loads / stores
// whose dimension and symbol operands stay valid where they land; a
// default-pipeline that does not parse is reported and left empty.
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline="default-pipeline=''" > %t.ours 2> %t.ours.err
// RUN: %upstream_opt %s -inline="default-pipeline=''" > %t.up 2> %t.up.err
// RUN: diff %t.ours %t.up
// RUN: diff %t.ours.err %t.up.err
// RUN: FileCheck %s < %t.ours
// RUN: FileCheck %s --check-prefix=ERR < %t.ours.err
// RUN: cmlir-opt %s -allow-unregistered-dialect -inline > %t.ours2
// RUN: %upstream_opt %s -inline > %t.up2
// RUN: diff %t.ours2 %t.up2

// ERR: error: '''' does not refer to a registered pass or pass pipeline
// ERR-NOT: error

func @store_at(%i: index, %m: memref<16xf32>, %v: f32) {
  affine.store %v, %m[%i + 1] : memref<16xf32>
  return
}

func @load_sym(%n: index, %m: memref<?xf32>) -> f32 {
  %v = affine.load %m[symbol(%n) * 2] : memref<?xf32>
  return %v : f32
}

func @pure_math(%i: index, %j: index) -> index {
  %c3 = constant 3 : index
  %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 + s0)>(%i, %j)[%c3]
  %b = addi %a, %i : index
  return %b : index
}

func @dim_of_arg(%m: memref<?xf32>, %i: index) -> f32 {
  %c0 = constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %v = affine.load %m[%i + symbol(%d) - 1] : memref<?xf32>
  return %v : f32
}

func private @opaque() -> index

func @not_top_level_any_more(%m: memref<?xf32>) -> f32 {
  %x = call @opaque() : () -> index
  %v = affine.load %m[%x] : memref<?xf32>
  return %v : f32
}

func @plain_store(%i: index, %m: memref<16xf32>, %v: f32) {
  memref.store %v, %m[%i] : memref<16xf32>
  return
}

func @two_blocks(%i: index, %c: i1) -> index {
  cond_br %c, ^a, ^b
^a:
  return %i : index
^b:
  %c0 = constant 0 : index
  return %c0 : index
}

// CHECK-LABEL: func @into_for
func @into_for(%m: memref<16xf32>, %d: memref<?xf32>, %v: f32, %n: index) {
  // CHECK: affine.for %[[I:.*]] = 0 to 15 {
  // CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]] + 1]
  // CHECK-NOT: call @store_at
  affine.for %i = 0 to 15 {
    call @store_at(%i, %m, %v) : (index, memref<16xf32>, f32) -> ()
  }
  // 13 checks symbols in the loop body's region, where the IV is a
  // top-level value: inlined too
  // CHECK: affine.load %{{.*}}[symbol(%{{.*}}) * 2]
  affine.for %i = 0 to 15 {
    %x = call @load_sym(%i, %d) : (index, memref<?xf32>) -> f32
  }
  // a function argument is: inlined
  // CHECK: affine.for
  // CHECK-NEXT: affine.load %{{.*}}[symbol(%{{.*}}) * 2]
  affine.for %i = 0 to 15 {
    %x = call @load_sym(%n, %d) : (index, memref<?xf32>) -> f32
  }
  // CHECK: affine.apply
  // CHECK-NOT: call @pure_math
  affine.for %i = 0 to 15 {
    %x = call @pure_math(%i, %n) : (index, index) -> index
  }
  // CHECK: memref.dim
  // CHECK-NOT: call @dim_of_arg
  affine.for %i = 0 to 15 {
    %x = call @dim_of_arg(%d, %i) : (memref<?xf32>, index) -> f32
  }
  // CHECK: call @not_top_level_any_more
  // CHECK-NEXT: call @plain_store
  // CHECK: call @two_blocks
  affine.for %i = 0 to 15 {
    %x = call @not_top_level_any_more(%d) : (memref<?xf32>) -> f32
    call @plain_store(%i, %m, %v) : (index, memref<16xf32>, f32) -> ()
    %c = cmpi slt, %i, %n : index
    %y = call @two_blocks(%i, %c) : (index, i1) -> index
  }
  return
}

// CHECK-LABEL: func @into_if_and_parallel
func @into_if_and_parallel(%m: memref<16xf32>, %v: f32, %n: index) {
  // CHECK-NOT: call @store_at
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) {
    call @store_at(%n, %m, %v) : (index, memref<16xf32>, f32) -> ()
  }
  affine.parallel (%i) = (0) to (15) {
    call @store_at(%i, %m, %v) : (index, memref<16xf32>, f32) -> ()
  }
  // CHECK: call @plain_store
  affine.parallel (%i) = (0) to (15) {
    call @plain_store(%i, %m, %v) : (index, memref<16xf32>, f32) -> ()
  }
  return
}

// CHECK-LABEL: func @into_function
func @into_function(%m: memref<16xf32>, %v: f32, %n: index, %c: i1) -> index {
  // CHECK-NOT: call
  call @plain_store(%n, %m, %v) : (index, memref<16xf32>, f32) -> ()
  %x = call @two_blocks(%n, %c) : (index, i1) -> index
  return %x : index
}
