// memref.global's type and initial-value errors are located at the op
// name (upstream's parser.getNameLoc()), with the "custom op" prefix.
// RUN: not cmlir-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %upstream_opt %s -split-input-file 2>&1 | FileCheck %s

module {
    memref.global @a : memref<?xf32>
}
// CHECK: global-name-loc.mlir:1 offset :7:5: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'

// -----
module {
  memref.global "private" constant @b : memref<2xf32> = "s" loc("elsewhere")
}
// CHECK: global-name-loc.mlir:11 offset :3:3: error: custom op 'memref.global' initial value should be a unit or elements attribute
