// -affine-loop-tile on a band whose bounds use its own IVs: 13's error at
// the band's root, and the pass fails.
// RUN: not cmlir-opt -affine-loop-tile=tile-size=4 %s 2>&1 | FileCheck %s
// REQUIRES: upstream
// RUN: not %upstream_opt -affine-loop-tile=tile-size=4 %s 2>&1 | FileCheck %s

// CHECK: loop-tile-invalid.mlir:[[@LINE+3]]:3: error: tiled code generation unimplemented for the non-hyperrectangular case
// CHECK-NEXT: affine.for %i = 0 to 100 {
func @triangle(%A: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}
