func @f(%n : index, %buf : memref<?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  } { mapping = [{processor = 1 : i32, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-error@+1 {{'scf.parallel' op expected mapping attribute for lowering to GPU}}
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    } { mapping = [3] }
  } { mapping = [{processor = 1, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0)>}] }
  return
}
