module {
  llvm.func @intrinsics(%a: f32, %b: f32, %v: vector<4xf32>, %iv: vector<4xi32>, %m: vector<4xi1>, %pv: !llvm.ptr<vector<4xf32>>, %p: !llvm.ptr<i8>, %q: !llvm.ptr<i8>, %n: i64, %i: i32, %pf: !llvm.ptr<f32>) -> f32 {
    %0 = "llvm.intr.fma"(%a, %b, %a) : (f32, f32, f32) -> f32
    %1 = "llvm.intr.fmuladd"(%0, %b, %a) : (f32, f32, f32) -> f32
    %2 = "llvm.intr.sqrt"(%1) : (f32) -> f32
    %3 = "llvm.intr.fabs"(%2) : (f32) -> f32
    %4 = "llvm.intr.maxnum"(%3, %a) : (f32, f32) -> f32
    %5 = "llvm.intr.minnum"(%4, %b) : (f32, f32) -> f32
    %6 = "llvm.intr.copysign"(%5, %a) : (f32, f32) -> f32
    %7 = "llvm.intr.pow"(%6, %b) : (f32, f32) -> f32
    %8 = "llvm.intr.exp"(%7) : (f32) -> f32
    %9 = "llvm.intr.log"(%8) : (f32) -> f32
    %10 = "llvm.intr.floor"(%9) : (f32) -> f32
    %11 = "llvm.intr.ctpop"(%i) : (i32) -> i32
    %12 = "llvm.intr.ctpop"(%11) : (i32) -> i32
    %13 = "llvm.intr.bitreverse"(%12) : (i32) -> i32
    %14 = "llvm.intr.vector.reduce.fadd"(%a, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
    %15 = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
    %16 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
    %17 = llvm.intr.masked.load %pv, %m, %v {alignment = 16 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    llvm.intr.masked.store %17, %pv, %m {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
    %false = llvm.mlir.constant(false) : i1
    "llvm.intr.memcpy"(%p, %q, %n, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
    %s = llvm.intr.stacksave : !llvm.ptr<i8>
    llvm.intr.stackrestore %s
    %18 = llvm.intr.matrix.column.major.load %pf, <stride = %n> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr<f32> stride i64
    %19 = llvm.intr.matrix.transpose %18 {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
    %20 = llvm.intr.matrix.multiply %18, %19 {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %21 = llvm.intr.get.active.lane.mask %i, %i : i32, i32 to vector<4xi1>
    %22 = "llvm.intr.smul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %23 = llvm.fadd %10, %14 : f32
    %24 = llvm.fadd %23, %16 : f32
    llvm.return %24 : f32
  }
  llvm.metadata @meta {
    llvm.access_group @g0
    llvm.access_group @g1
    llvm.return
  }
  llvm.func @with_loop_md(%p: !llvm.ptr<i32>, %n: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^head(%0 : i32)
  ^head(%i: i32):
    %c = llvm.icmp "ult" %i, %n : i32
    llvm.cond_br %c, ^body, ^exit
  ^body:
    %v = llvm.load %p {access_groups = [@meta::@g0, @meta::@g1]} : !llvm.ptr<i32>
    llvm.store %v, %p {access_groups = [@meta::@g0]} : !llvm.ptr<i32>
    %next = llvm.add %i, %1 : i32
    llvm.br ^head(%next : i32) {llvm.loop = {parallel_access = [@meta::@g0, @meta::@g1], options = #llvm.loopopts<disable_licm = true, disable_unroll = true, interleave_count = 4>}}
  ^exit:
    llvm.return
  }
}
