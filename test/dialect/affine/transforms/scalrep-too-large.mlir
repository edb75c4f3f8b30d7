// The store to the next element does not block forwarding in a shallow
// nest; in a nest deeper than the constraint systems allow (512 ids) the
// dependence analysis gives up and the load stays.
// RUN: %python %S/Inputs/deep_nest.py 3 > %t.small.mlir
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %t.small.mlir | FileCheck %s --check-prefix=SMALL
// RUN: %python %S/Inputs/deep_nest.py 520 > %t.deep.mlir
// RUN: cmlir-opt -allow-unregistered-dialect -affine-scalrep %t.deep.mlir | FileCheck %s --check-prefix=DEEP

// SMALL-NOT: affine.load
// SMALL: "test.use"(%arg1)

// DEEP: affine.load
// DEEP: "test.use"(%{{.*}})
