// -affine-scalrep with many accesses to one buffer (80), each of whose
// composed access maps the pass keeps for the run while it compares them
// pairwise: stores at constant places of a local buffer, then a load of
// each place, forwarded from its store as mlir-opt-13 does.  The sanitizer
// build checks the kept maps.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-scalrep %s > %t.ours
// RUN: %upstream_opt -affine-scalrep %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// CHECK-LABEL: func @many
// CHECK-NOT: affine.load
// CHECK: return

func @many(%out: memref<40xf32>, %v: f32) {
  %m = memref.alloc() : memref<40xf32>
  affine.store %v, %m[0] : memref<40xf32>
  affine.store %v, %m[1] : memref<40xf32>
  affine.store %v, %m[2] : memref<40xf32>
  affine.store %v, %m[3] : memref<40xf32>
  affine.store %v, %m[4] : memref<40xf32>
  affine.store %v, %m[5] : memref<40xf32>
  affine.store %v, %m[6] : memref<40xf32>
  affine.store %v, %m[7] : memref<40xf32>
  affine.store %v, %m[8] : memref<40xf32>
  affine.store %v, %m[9] : memref<40xf32>
  affine.store %v, %m[10] : memref<40xf32>
  affine.store %v, %m[11] : memref<40xf32>
  affine.store %v, %m[12] : memref<40xf32>
  affine.store %v, %m[13] : memref<40xf32>
  affine.store %v, %m[14] : memref<40xf32>
  affine.store %v, %m[15] : memref<40xf32>
  affine.store %v, %m[16] : memref<40xf32>
  affine.store %v, %m[17] : memref<40xf32>
  affine.store %v, %m[18] : memref<40xf32>
  affine.store %v, %m[19] : memref<40xf32>
  affine.store %v, %m[20] : memref<40xf32>
  affine.store %v, %m[21] : memref<40xf32>
  affine.store %v, %m[22] : memref<40xf32>
  affine.store %v, %m[23] : memref<40xf32>
  affine.store %v, %m[24] : memref<40xf32>
  affine.store %v, %m[25] : memref<40xf32>
  affine.store %v, %m[26] : memref<40xf32>
  affine.store %v, %m[27] : memref<40xf32>
  affine.store %v, %m[28] : memref<40xf32>
  affine.store %v, %m[29] : memref<40xf32>
  affine.store %v, %m[30] : memref<40xf32>
  affine.store %v, %m[31] : memref<40xf32>
  affine.store %v, %m[32] : memref<40xf32>
  affine.store %v, %m[33] : memref<40xf32>
  affine.store %v, %m[34] : memref<40xf32>
  affine.store %v, %m[35] : memref<40xf32>
  affine.store %v, %m[36] : memref<40xf32>
  affine.store %v, %m[37] : memref<40xf32>
  affine.store %v, %m[38] : memref<40xf32>
  affine.store %v, %m[39] : memref<40xf32>
  %l0 = affine.load %m[0] : memref<40xf32>
  %l1 = affine.load %m[1] : memref<40xf32>
  %l2 = affine.load %m[2] : memref<40xf32>
  %l3 = affine.load %m[3] : memref<40xf32>
  %l4 = affine.load %m[4] : memref<40xf32>
  %l5 = affine.load %m[5] : memref<40xf32>
  %l6 = affine.load %m[6] : memref<40xf32>
  %l7 = affine.load %m[7] : memref<40xf32>
  %l8 = affine.load %m[8] : memref<40xf32>
  %l9 = affine.load %m[9] : memref<40xf32>
  %l10 = affine.load %m[10] : memref<40xf32>
  %l11 = affine.load %m[11] : memref<40xf32>
  %l12 = affine.load %m[12] : memref<40xf32>
  %l13 = affine.load %m[13] : memref<40xf32>
  %l14 = affine.load %m[14] : memref<40xf32>
  %l15 = affine.load %m[15] : memref<40xf32>
  %l16 = affine.load %m[16] : memref<40xf32>
  %l17 = affine.load %m[17] : memref<40xf32>
  %l18 = affine.load %m[18] : memref<40xf32>
  %l19 = affine.load %m[19] : memref<40xf32>
  %l20 = affine.load %m[20] : memref<40xf32>
  %l21 = affine.load %m[21] : memref<40xf32>
  %l22 = affine.load %m[22] : memref<40xf32>
  %l23 = affine.load %m[23] : memref<40xf32>
  %l24 = affine.load %m[24] : memref<40xf32>
  %l25 = affine.load %m[25] : memref<40xf32>
  %l26 = affine.load %m[26] : memref<40xf32>
  %l27 = affine.load %m[27] : memref<40xf32>
  %l28 = affine.load %m[28] : memref<40xf32>
  %l29 = affine.load %m[29] : memref<40xf32>
  %l30 = affine.load %m[30] : memref<40xf32>
  %l31 = affine.load %m[31] : memref<40xf32>
  %l32 = affine.load %m[32] : memref<40xf32>
  %l33 = affine.load %m[33] : memref<40xf32>
  %l34 = affine.load %m[34] : memref<40xf32>
  %l35 = affine.load %m[35] : memref<40xf32>
  %l36 = affine.load %m[36] : memref<40xf32>
  %l37 = affine.load %m[37] : memref<40xf32>
  %l38 = affine.load %m[38] : memref<40xf32>
  %l39 = affine.load %m[39] : memref<40xf32>
  affine.store %l0, %out[39] : memref<40xf32>
  affine.store %l1, %out[38] : memref<40xf32>
  affine.store %l2, %out[37] : memref<40xf32>
  affine.store %l3, %out[36] : memref<40xf32>
  affine.store %l4, %out[35] : memref<40xf32>
  affine.store %l5, %out[34] : memref<40xf32>
  affine.store %l6, %out[33] : memref<40xf32>
  affine.store %l7, %out[32] : memref<40xf32>
  affine.store %l8, %out[31] : memref<40xf32>
  affine.store %l9, %out[30] : memref<40xf32>
  affine.store %l10, %out[29] : memref<40xf32>
  affine.store %l11, %out[28] : memref<40xf32>
  affine.store %l12, %out[27] : memref<40xf32>
  affine.store %l13, %out[26] : memref<40xf32>
  affine.store %l14, %out[25] : memref<40xf32>
  affine.store %l15, %out[24] : memref<40xf32>
  affine.store %l16, %out[23] : memref<40xf32>
  affine.store %l17, %out[22] : memref<40xf32>
  affine.store %l18, %out[21] : memref<40xf32>
  affine.store %l19, %out[20] : memref<40xf32>
  affine.store %l20, %out[19] : memref<40xf32>
  affine.store %l21, %out[18] : memref<40xf32>
  affine.store %l22, %out[17] : memref<40xf32>
  affine.store %l23, %out[16] : memref<40xf32>
  affine.store %l24, %out[15] : memref<40xf32>
  affine.store %l25, %out[14] : memref<40xf32>
  affine.store %l26, %out[13] : memref<40xf32>
  affine.store %l27, %out[12] : memref<40xf32>
  affine.store %l28, %out[11] : memref<40xf32>
  affine.store %l29, %out[10] : memref<40xf32>
  affine.store %l30, %out[9] : memref<40xf32>
  affine.store %l31, %out[8] : memref<40xf32>
  affine.store %l32, %out[7] : memref<40xf32>
  affine.store %l33, %out[6] : memref<40xf32>
  affine.store %l34, %out[5] : memref<40xf32>
  affine.store %l35, %out[4] : memref<40xf32>
  affine.store %l36, %out[3] : memref<40xf32>
  affine.store %l37, %out[2] : memref<40xf32>
  affine.store %l38, %out[1] : memref<40xf32>
  affine.store %l39, %out[0] : memref<40xf32>
  return
}
