func @nest(%n : index, %buf : memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c4, %c4) {
    scf.parallel (%ii, %jj) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = addi %i, %ii : index
      %y = addi %j, %jj : index
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        %v = memref.load %buf[%x, %k] : memref<?x?xf32>
        memref.store %v, %buf[%k, %y] : memref<?x?xf32>
      }
    }
  }
  return
}
