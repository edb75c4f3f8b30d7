// The llvm.intr.* ops of MLIR 13: the generic-only ones and those with a
// custom form, compared with mlir-opt-13's output in both forms.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// Which ops canonicalize erases when unused (NoSideEffect) matches too:
// RUN: %upstream_opt -canonicalize %s > %t.canon
// RUN: cmlir-opt -canonicalize %s | diff - %t.canon

// CHECK-LABEL: func @math
func @math(%f: f32, %d: f64, %v: vector<4xf32>, %lv: !llvm.vec<? x 4 x f32>) {
  // CHECK: "llvm.intr.fabs"(%arg0) : (f32) -> f32
  %0 = "llvm.intr.fabs"(%f) : (f32) -> f32
  // CHECK: "llvm.intr.ceil"(%arg1) : (f64) -> f64
  %1 = "llvm.intr.ceil"(%d) : (f64) -> f64
  // CHECK: "llvm.intr.floor"(%arg2) : (vector<4xf32>) -> vector<4xf32>
  %2 = "llvm.intr.floor"(%v) : (vector<4xf32>) -> vector<4xf32>
  %3 = "llvm.intr.sqrt"(%lv) : (!llvm.vec<? x 4 x f32>) -> !llvm.vec<? x 4 x f32>
  %4 = "llvm.intr.sin"(%f) : (f32) -> f32
  %5 = "llvm.intr.cos"(%f) : (f32) -> f32
  %6 = "llvm.intr.exp"(%f) : (f32) -> f32
  %7 = "llvm.intr.exp2"(%f) : (f32) -> f32
  %8 = "llvm.intr.log"(%f) : (f32) -> f32
  %9 = "llvm.intr.log10"(%f) : (f32) -> f32
  %10 = "llvm.intr.log2"(%f) : (f32) -> f32
  // CHECK: "llvm.intr.pow"(%arg0, %arg0) : (f32, f32) -> f32
  %11 = "llvm.intr.pow"(%f, %f) : (f32, f32) -> f32
  %12 = "llvm.intr.copysign"(%f, %f) : (f32, f32) -> f32
  %13 = "llvm.intr.minnum"(%f, %f) : (f32, f32) -> f32
  %14 = "llvm.intr.maxnum"(%f, %f) : (f32, f32) -> f32
  %15 = "llvm.intr.minimum"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %16 = "llvm.intr.maximum"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  // CHECK: "llvm.intr.fma"(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
  %17 = "llvm.intr.fma"(%f, %f, %f) : (f32, f32, f32) -> f32
  // CHECK: "llvm.intr.fmuladd"(%arg0, %arg0, %arg0) {fastmathFlags = #llvm.fastmath<>} : (f32, f32, f32) -> f32
  %18 = "llvm.intr.fmuladd"(%f, %f, %f) {fastmathFlags = #llvm.fastmath<>} : (f32, f32, f32) -> f32
  %19 = "llvm.intr.fmuladd"(%f, %f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
  return
}

// CHECK-LABEL: func @bits
func @bits(%i: i32, %l: i64, %v: vector<8xi16>) {
  // CHECK: "llvm.intr.ctpop"(%arg0) : (i32) -> i32
  %0 = "llvm.intr.ctpop"(%i) : (i32) -> i32
  // CHECK: "llvm.intr.bitreverse"(%arg2) : (vector<8xi16>) -> vector<8xi16>
  %1 = "llvm.intr.bitreverse"(%v) : (vector<8xi16>) -> vector<8xi16>
  // CHECK: "llvm.intr.smax"(%arg1, %arg1) : (i64, i64) -> i64
  %2 = "llvm.intr.smax"(%l, %l) : (i64, i64) -> i64
  %3 = "llvm.intr.smin"(%i, %i) : (i32, i32) -> i32
  // CHECK: "llvm.intr.sadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %4 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %5 = "llvm.intr.uadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %6 = "llvm.intr.ssub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %7 = "llvm.intr.usub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %8 = "llvm.intr.smul.with.overflow"(%v, %v) : (vector<8xi16>, vector<8xi16>) -> !llvm.struct<(vector<8xi16>, vector<8xi1>)>
  %9 = "llvm.intr.umul.with.overflow"(%l, %l) : (i64, i64) -> !llvm.struct<(i64, i1)>
  return
}

// CHECK-LABEL: func @reductions
func @reductions(%vi: vector<4xi32>, %vf: vector<4xf32>, %f: f32) {
  // CHECK: "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> i32
  %0 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  %4 = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  // CHECK: "llvm.intr.vector.reduce.fmax"(%arg1) : (vector<4xf32>) -> f32
  %9 = "llvm.intr.vector.reduce.fmax"(%vf) : (vector<4xf32>) -> f32
  %10 = "llvm.intr.vector.reduce.fmin"(%vf) : (vector<4xf32>) -> f32
  // CHECK: "llvm.intr.vector.reduce.fadd"(%arg2, %arg1) : (f32, vector<4xf32>) -> f32
  %11 = "llvm.intr.vector.reduce.fadd"(%f, %vf) : (f32, vector<4xf32>) -> f32
  // CHECK: "llvm.intr.vector.reduce.fmul"(%arg2, %arg1) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %12 = "llvm.intr.vector.reduce.fmul"(%f, %vf) {reassoc = true} : (f32, vector<4xf32>) -> f32
  // CHECK: "llvm.intr.vector.reduce.fadd"(%arg2, %arg1) {reassoc = false} : (f32, vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fadd"(%f, %vf) {reassoc = false} : (f32, vector<4xf32>) -> f32
  return
}

// CHECK-LABEL: func @memory
func @memory(%p: !llvm.ptr<i8>, %q: !llvm.ptr<i8>, %n: i32, %l: i64, %b: i1,
             %pv: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>, %v: vector<4xf32>,
             %ps: !llvm.vec<4 x ptr<f32>>, %pf: !llvm.ptr<f32>) {
  // CHECK: "llvm.intr.memcpy"(%arg0, %arg1, %arg2, %arg4) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
  "llvm.intr.memcpy"(%p, %q, %n, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
  // CHECK: "llvm.intr.memcpy.inline"(%arg0, %arg1, %arg3, %arg4) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memcpy.inline"(%p, %q, %l, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK: llvm.intr.masked.load %arg5, %arg6 {alignment = 16 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  %0 = llvm.intr.masked.load %pv, %m {alignment = 16 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  // CHECK: llvm.intr.masked.load %arg5, %arg6, %arg7 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %pv, %m, %v {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK: llvm.intr.masked.store %arg7, %arg5, %arg6 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  llvm.intr.masked.store %v, %pv, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  // CHECK: llvm.intr.masked.gather %arg8, %arg6 {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>) -> vector<4xf32>
  %2 = llvm.intr.masked.gather %ps, %m {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>) -> vector<4xf32>
  %3 = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK: llvm.intr.masked.scatter %arg7, %arg8, %arg6 {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<f32>>
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<f32>>
  // CHECK: "llvm.intr.masked.expandload"(%arg9, %arg6, %arg7) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %4 = "llvm.intr.masked.expandload"(%pf, %m, %v) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK: "llvm.intr.masked.compressstore"(%arg7, %arg9, %arg6) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  "llvm.intr.masked.compressstore"(%v, %pf, %m) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  // CHECK: "llvm.intr.prefetch"(%arg0, %arg2, %arg2, %arg2) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  "llvm.intr.prefetch"(%p, %n, %n, %n) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  // CHECK: %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr<i8>
  %5 = llvm.intr.stacksave : !llvm.ptr<i8>
  // CHECK: llvm.intr.stackrestore %[[S]]
  llvm.intr.stackrestore %5
  // CHECK: llvm.intr.stacksave {x = 1 : i32} : !llvm.ptr<i8>
  %6 = llvm.intr.stacksave {x = 1 : i32} : !llvm.ptr<i8>
  // CHECK: "llvm.intr.assume"(%arg4) : (i1) -> ()
  "llvm.intr.assume"(%b) : (i1) -> ()
  return
}

// CHECK-LABEL: func @matrix
func @matrix(%a: vector<6xf32>, %b: vector<12xf32>, %p: !llvm.ptr<f32>, %s: i64, %s32: i32) {
  // CHECK: llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
  %0 = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf32> into vector<6xf32>
  // CHECK: llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  %1 = llvm.intr.matrix.multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  // CHECK: llvm.intr.matrix.column.major.load %arg2, <stride = %arg3> {columns = 3 : i32, isVolatile = true, rows = 2 : i32} : vector<6xf32> from !llvm.ptr<f32> stride i64
  %2 = llvm.intr.matrix.column.major.load %p, <stride = %s> {isVolatile = 1 : i1, rows = 2 : i32, columns = 3 : i32} : vector<6xf32> from !llvm.ptr<f32> stride i64
  // CHECK: llvm.intr.matrix.column.major.store %arg0, %arg2, <stride = %arg4> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf32> to !llvm.ptr<f32> stride i32
  llvm.intr.matrix.column.major.store %a, %p, <stride = %s32> {isVolatile = false, rows = 2 : i32, columns = 3 : i32} : vector<6xf32> to !llvm.ptr<f32> stride i32
  return
}

// CHECK-LABEL: func @lanes
func @lanes(%i: i32, %l: i64) {
  // CHECK: llvm.intr.get.active.lane.mask %arg0, %arg0 : i32, i32 to vector<8xi1>
  %0 = llvm.intr.get.active.lane.mask %i, %i : i32, i32 to vector<8xi1>
  // CHECK: llvm.intr.get.active.lane.mask %arg1, %arg1 : i64, i64 to !llvm.vec<? x 4 x i1>
  %1 = llvm.intr.get.active.lane.mask %l, %l : i64, i64 to !llvm.vec<? x 4 x i1>
  return
}

// CHECK-LABEL: func @coro
func @coro(%i: i32, %p: !llvm.ptr<i8>, %b: i1) {
  // CHECK: %[[ID:.*]] = llvm.intr.coro.id %arg0, %arg1, %arg1, %arg1 : !llvm.token
  %0 = llvm.intr.coro.id %i, %p, %p, %p : !llvm.token
  // CHECK: llvm.intr.coro.size : i64
  %1 = llvm.intr.coro.size : i64
  // CHECK: llvm.intr.coro.begin %[[ID]], %arg1 : !llvm.ptr<i8>
  %2 = llvm.intr.coro.begin %0, %p : !llvm.ptr<i8>
  // CHECK: %[[SAVE:.*]] = llvm.intr.coro.save %arg1 : !llvm.token
  %3 = llvm.intr.coro.save %p : !llvm.token
  // CHECK: llvm.intr.coro.suspend %[[SAVE]], %arg2 : i8
  %4 = llvm.intr.coro.suspend %3, %b : i8
  // CHECK: llvm.intr.coro.end %arg1, %arg2 : i1
  %5 = llvm.intr.coro.end %p, %b : i1
  // CHECK: llvm.intr.coro.free %[[ID]], %arg1 : !llvm.ptr<i8>
  %6 = llvm.intr.coro.free %0, %p : !llvm.ptr<i8>
  // CHECK: llvm.intr.coro.resume %arg1
  llvm.intr.coro.resume %p
  // CHECK: llvm.intr.coro.size : i32
  %7 = "llvm.intr.coro.size"() : () -> i32
  return
}
