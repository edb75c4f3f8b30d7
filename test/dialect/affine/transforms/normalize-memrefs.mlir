// -normalize-memrefs: memrefs with a non-identity layout become identity
// memrefs of the layout's result space, in allocs, arguments, results,
// calls and signatures; functions with a memref reaching an op that is not
// MemRefsNormalizable (and their callers and callees) keep their types.
// Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -normalize-memrefs %s > %t.ours
// RUN: %upstream_opt -normalize-memrefs %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -normalize-memrefs %s | FileCheck %s

#blocked = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>
#strided = affine_map<(d0) -> (d0 * 3)>
#swap = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func @blocked
// CHECK: memref.alloc() : memref<4x2x4x8xf32>
// CHECK: affine.load %{{.*}}[%{{.*}} floordiv 4, %{{.*}} floordiv 8, %{{.*}} mod 4, %{{.*}} mod 8]
func @blocked() {
  %a = memref.alloc() : memref<16x16xf32, #blocked>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<16x16xf32, #blocked>
      affine.store %v, %a[%j, %i] : memref<16x16xf32, #blocked>
    }
  }
  memref.dealloc %a : memref<16x16xf32, #blocked>
  return
}

// Arguments and results, through calls.
// CHECK-LABEL: func @callee(%{{.*}}: memref<10x4xf32>) -> memref<10x4xf32>
func @callee(%m: memref<4x10xf32, #swap>) -> memref<4x10xf32, #swap> {
  %c1 = constant 1 : index
  %v = affine.load %m[%c1, 2] : memref<4x10xf32, #swap>
  affine.store %v, %m[3, %c1] : memref<4x10xf32, #swap>
  return %m : memref<4x10xf32, #swap>
}
// CHECK-LABEL: func @caller
// CHECK: call @callee(%{{.*}}) : (memref<10x4xf32>) -> memref<10x4xf32>
func @caller() -> memref<4x10xf32, #swap> {
  %m = memref.alloc() : memref<4x10xf32, #swap>
  %r = call @callee(%m) : (memref<4x10xf32, #swap>) -> memref<4x10xf32, #swap>
  %v = affine.load %r[0, 0] : memref<4x10xf32, #swap>
  "use"(%v) : (f32) -> ()
  return %r : memref<4x10xf32, #swap>
}

// External functions get normalized signatures.
// CHECK: func private @ext(memref<13xf32>) -> memref<4x8x4x8xf32>
func private @ext(memref<5xf32, #strided>) -> memref<16x64xf32, #blocked>

// Not normalizable: an unregistered op uses the memref; the caller of the
// function is left alone too.
// CHECK-LABEL: func @escapes(%{{.*}}: memref<5xf32, #map{{.*}}>)
func @escapes(%m: memref<5xf32, #strided>) {
  "unknown.use"(%m) : (memref<5xf32, #strided>) -> ()
  return
}
// CHECK-LABEL: func @calls_escapes
// CHECK: memref.alloc() : memref<5xf32, #map
func @calls_escapes() {
  %m = memref.alloc() : memref<5xf32, #strided>
  call @escapes(%m) : (memref<5xf32, #strided>) -> ()
  return
}

// affine.parallel results are normalized with their yield.
// CHECK-LABEL: func @parallel
// CHECK: affine.parallel {{.*}} -> (memref<2x2x4x8xf32>)
func @parallel() -> memref<8x16xf32, #blocked> {
  %c = constant 1.0 : f32
  %a = memref.alloc() : memref<8x16xf32, #blocked>
  %r = affine.parallel (%i) = (0) to (8) reduce ("assign") -> memref<8x16xf32, #blocked> {
    affine.store %c, %a[%i, %i] : memref<8x16xf32, #blocked>
    affine.yield %a : memref<8x16xf32, #blocked>
  }
  return %r : memref<8x16xf32, #blocked>
}
