func @f(%f: f32, %v: vector<4xf32>, %m: vector<4xi1>, %pv: !llvm.ptr<vector<4xf32>>, %p: !llvm.ptr<i8>, %i: i32, %b: i1, %s: i64, %pf: !llvm.ptr<f32>) {
  %0 = "llvm.intr.fma"(%f, %f, %f) : (f32, f32, f32) -> f32
  %1 = "llvm.intr.vector.reduce.fadd"(%f, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %2 = llvm.intr.masked.load %pv, %m, %v {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %2, %pv, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  %3 = llvm.intr.matrix.column.major.load %pf, <stride = %s> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr<f32> stride i64
  %4 = llvm.intr.matrix.transpose %3 {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
  %5 = llvm.intr.get.active.lane.mask %i, %i : i32, i32 to vector<4xi1>
  %6 = llvm.intr.stacksave : !llvm.ptr<i8>
  llvm.intr.stackrestore %6
  %7 = llvm.intr.coro.id %i, %p, %p, %p : !llvm.token
  %8 = llvm.intr.coro.begin %7, %p : !llvm.ptr<i8>
  %9 = llvm.intr.coro.suspend %7, %b : i8
  "llvm.intr.memcpy"(%p, %p, %i, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
  return
}
