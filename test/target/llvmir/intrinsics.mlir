// Intrinsics: calls of @llvm.* with their declarations (attributes as LLVM
// 13 declares them), masked/matrix arguments from attributes.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: call float @llvm.fabs.f32(float %0)
// CHECK: call <4 x float> @llvm.pow.v4f32(<4 x float> %1, <4 x float> %1)
// CHECK: call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %2, i32 %2)
// CHECK: call reassoc float @llvm.vector.reduce.fmul.v4f32(float %0, <4 x float> %1)
// CHECK: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %4, i8* %4, i64 %6, i1 false)
// CHECK: call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %4, i8* %4, i64 8, i1 false)
// CHECK: call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %11, i32 4, <4 x i1> %8, <4 x float> undef)
// CHECK: call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %1, <4 x float*> %9, i32 4, <4 x i1> %8)
// CHECK: call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %10, <16 x float> %10, i32 4, i32 4, i32 4)
// CHECK: call <16 x float> @llvm.matrix.column.major.load.v16f32(float* align 4 %5, i64 %6, i1 false, i32 4, i32 4)
// CHECK: call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %6, i64 %6)
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #[[PURE:[0-9]+]]
// CHECK: declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #[[MEM:[0-9]+]]
// CHECK: declare void @llvm.assume(i1 noundef)
// CHECK: declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32)
// CHECK: attributes #[[PURE]] = { nofree nosync nounwind readnone speculatable willreturn }
// CHECK: attributes #[[MEM]] = { argmemonly nofree nounwind willreturn }

llvm.func @f(%x: f32, %v: vector<4xf32>, %i: i32, %vi: vector<4xi32>, %p: !llvm.ptr<i8>, %q: !llvm.ptr<f32>, %n: i64, %b: i1, %m: vector<4xi1>, %vp: !llvm.vec<4 x ptr<f32>>, %mat: vector<16xf32>, %qv: !llvm.ptr<vector<4xf32>>) {
  %false = llvm.mlir.constant(false) : i1
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f32
  %1 = "llvm.intr.ctpop"(%i) : (i32) -> i32
  %2 = "llvm.intr.pow"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = "llvm.intr.fma"(%x, %x, %x) : (f32, f32, f32) -> f32
  %4 = "llvm.intr.smax"(%i, %i) : (i32, i32) -> i32
  %5 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %6 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  %8 = "llvm.intr.vector.reduce.fmul"(%x, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %9 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  "llvm.intr.memcpy"(%p, %p, %n, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memcpy.inline"(%p, %p, %c8, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  %10 = "llvm.intr.stacksave"() : () -> !llvm.ptr<i8>
  "llvm.intr.stackrestore"(%10) : (!llvm.ptr<i8>) -> ()
  "llvm.intr.assume"(%b) : (i1) -> ()
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.prefetch"(%p, %c0, %c1, %c1) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  %11 = "llvm.intr.masked.load"(%qv, %m) {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  "llvm.intr.masked.store"(%v, %qv, %m) {alignment = 4 : i32} : (vector<4xf32>, !llvm.ptr<vector<4xf32>>, vector<4xi1>) -> ()
  %12 = "llvm.intr.masked.gather"(%vp, %m, %v) {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.scatter"(%v, %vp, %m) {alignment = 4 : i32} : (vector<4xf32>, !llvm.vec<4 x ptr<f32>>, vector<4xi1>) -> ()
  %13 = "llvm.intr.masked.expandload"(%q, %m, %v) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%v, %q, %m) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  %14 = "llvm.intr.matrix.transpose"(%mat) {rows = 4 : i32, columns = 4 : i32} : (vector<16xf32>) -> vector<16xf32>
  %15 = "llvm.intr.matrix.multiply"(%mat, %mat) {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %16 = "llvm.intr.matrix.column.major.load"(%q, %n) {isVolatile = false, rows = 4 : i32, columns = 4 : i32} : (!llvm.ptr<f32>, i64) -> vector<16xf32>
  "llvm.intr.matrix.column.major.store"(%mat, %q, %n) {isVolatile = true, rows = 4 : i32, columns = 4 : i32} : (vector<16xf32>, !llvm.ptr<f32>, i64) -> ()
  %17 = "llvm.intr.get.active.lane.mask"(%n, %n) : (i64, i64) -> vector<4xi1>
  %18 = "llvm.intr.bitreverse"(%vi) : (vector<4xi32>) -> vector<4xi32>
  %19 = "llvm.intr.minnum"(%x, %x) : (f32, f32) -> f32
  llvm.return
}
