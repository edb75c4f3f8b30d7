// -convert-parallel-loops-to-gpu (13's ParallelToGpuLaunchLowering): maps
// composed with the id and bound maps, the three block and thread ids,
// sequential dimensions, bounds derived from affine.min and muli with a
// predicate, constants of the body copied before the launch, other
// attributes moved to the launch, and the loops 13 leaves alone
// (reductions, side effects before a nested loop or after an inner scope,
// an unmapped nested loop, a bound that cannot be derived); and the greedy
// mapping followed by the conversion.  Diffed against mlir-opt-13.
// RUN: cmlir-opt -allow-unregistered-dialect -convert-parallel-loops-to-gpu -mlir-print-debuginfo %s > %t
// RUN: %upstream_opt -convert-parallel-loops-to-gpu -mlir-print-debuginfo %s > %t.up
// RUN: diff %t %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -test-gpu-greedy-parallel-loop-mapping -convert-parallel-loops-to-gpu %S/Inputs/greedy.mlir > %t.g
// RUN: %upstream_opt -test-gpu-greedy-parallel-loop-mapping -convert-parallel-loops-to-gpu %S/Inputs/greedy.mlir > %t.g.up
// RUN: diff %t.g %t.g.up
// RUN: FileCheck %s < %t

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @three_d
// CHECK: gpu.launch
// CHECK-SAME: threads
// CHECK: } {extra = "kept"}
func @three_d(%n : index, %buf : memref<?x?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%n, %n, %c3) step (%c1, %c3, %c1) {
    %v = memref.load %buf[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %v, %buf[%k, %j, %i] : memref<?x?x?xf32>
  } { mapping = [
      {processor = 2, map = affine_map<(d0) -> (d0 * 2)>, bound = affine_map<(d0) -> (d0 ceildiv 2)>},
      {processor = 5, map = #id, bound = #id},
      {processor = 0, map = affine_map<(d0) -> (d0 + 1)>, bound = affine_map<(d0) -> (d0 + 4)>}],
      extra = "kept" }
  return
}

// CHECK-LABEL: func @derived_bounds
// CHECK: scf.if
func @derived_bounds(%n : index, %buf : memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c4, %c4) {
    %c8 = constant 8 : index
    %r = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%n]
    %s = affine.min affine_map<(d0)[s0] -> (s0 - d0, 2)>(%j)[%n]
    %t = muli %s, %r : index
    scf.parallel (%ii, %jj, %kk) = (%c0, %c0, %c0) to (%r, %t, %c8) step (%c1, %c1, %c1) {
      %x = addi %i, %ii : index
      %y = addi %j, %jj : index
      %v = memref.load %buf[%x, %y] : memref<?x?xf32>
      memref.store %v, %buf[%y, %x] : memref<?x?xf32>
    } { mapping = [{processor = 3, map = #id, bound = #id}, {processor = 4, map = #id, bound = #id}, {processor = 6, map = #id, bound = #id}] }
  } { mapping = [{processor = 0, map = #id, bound = #id}, {processor = 1, map = #id, bound = #id}] }
  return
}

// CHECK-LABEL: func @sequential
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: scf.for
func @sequential(%n : index, %buf : memref<?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %n) step (%c2, %c1) {
    %x = addi %i, %j : index
    scf.parallel (%k) = (%c0) to (%x) step (%c1) {
      %y = addi %x, %k : index
      %v = memref.load %buf[%y] : memref<?xf32>
      memref.store %v, %buf[%x] : memref<?xf32>
    } { mapping = [{processor = 6, map = #id, bound = #id}] }
  } { mapping = [{processor = 6, map = #id, bound = #id}, {processor = 3, map = #id, bound = #id}] }
  return
}

// CHECK-LABEL: func @unchanged
// CHECK-NOT: gpu.launch
// CHECK: return
func @unchanged(%n : index, %buf : memref<?xf32>, %f : f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // a reduction
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%a : f32, %b : f32):
      %s = addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } { mapping = [{processor = 0, map = #id, bound = #id}] }
  // a store before a nested loop
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %buf[%i] : memref<?xf32>
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    } { mapping = [{processor = 3, map = #id, bound = #id}] }
  } { mapping = [{processor = 0, map = #id, bound = #id}] }
  // a store after an inner scope
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    } { mapping = [{processor = 6, map = #id, bound = #id}] }
    memref.store %f, %buf[%i] : memref<?xf32>
  } { mapping = [{processor = 0, map = #id, bound = #id}] }
  // an unmapped nested loop
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    }
  } { mapping = [{processor = 0, map = #id, bound = #id}] }
  // an upper bound that cannot be derived
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %m = addi %i, %c1 : index
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
    } { mapping = [{processor = 3, map = #id, bound = #id}] }
  } { mapping = [{processor = 0, map = #id, bound = #id}] }
  // a mapping not at the outermost loop
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    } { mapping = [{processor = 3, map = #id, bound = #id}] }
  }
  return
}
