// -convert-parallel-loops-to-gpu with the bounds and step of a nested loop
// defined in the outer loop's body (13 crashes: its induction variable
// uses the original values, erased with the loop): the induction
// variable uses their copies in the launch, the launch size copies of
// the constants before it.
// RUN: cmlir-opt -convert-parallel-loops-to-gpu %s | FileCheck %s

// CHECK-LABEL: func @inner_consts
// CHECK:      %[[C9:.*]] = constant 9 : index
// CHECK-NEXT: %[[C2:.*]] = constant 2 : index
// CHECK-NEXT: %[[C5:.*]] = constant 5 : index
// CHECK-NEXT: %[[B:.*]] = affine.apply #{{.*}}(%[[C9]])[%[[C2]], %[[C5]]]
// CHECK:      gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %[[B]],
// CHECK:      %[[IC2:.*]] = constant 2 : index
// CHECK-NEXT: %[[IC5:.*]] = constant 5 : index
// CHECK-NEXT: constant 9 : index
// CHECK-NEXT: affine.apply #{{.*}}(%{{.*}})[%[[IC5]], %[[IC2]]]
func @inner_consts(%n : index, %buf : memref<?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %c2 = constant 2 : index
    %c5 = constant 5 : index
    %c9 = constant 9 : index
    scf.parallel (%j) = (%c2) to (%c9) step (%c5) {
      %x = addi %i, %j : index
      %v = memref.load %buf[%x] : memref<?xf32>
      memref.store %v, %buf[%i] : memref<?xf32>
    } { mapping = [{processor = 3, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  } { mapping = [{processor = 0, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}
