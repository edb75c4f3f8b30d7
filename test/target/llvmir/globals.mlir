// Globals: linkage, flags, initializers from the value attribute and from
// the initializer region.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: @i32_private = private global i32 42
llvm.mlir.global private @i32_private(42 : i32) : i32
// CHECK: @cst = internal constant double 1.500000e+00
llvm.mlir.global internal constant @cst(1.5 : f64) : f64
// CHECK: @unnamed = private unnamed_addr constant i64 -7
llvm.mlir.global private unnamed_addr constant @unnamed(-7 : i64) : i64
// CHECK: @local_unnamed = internal local_unnamed_addr global i16 3
llvm.mlir.global internal local_unnamed_addr @local_unnamed(3 : i16) : i16
// CHECK: @aspace = internal addrspace(3) global i32 0
llvm.mlir.global internal @aspace(0 : i32) {addr_space = 3 : i32} : i32
// CHECK: @sec = internal global i32 1, section "mysection", align 16
llvm.mlir.global internal @sec(1 : i32) {section = "mysection", alignment = 16 : i64} : i32
// CHECK: @ext = external global i32
llvm.mlir.global external @ext() : i32
// CHECK: @extw = extern_weak global { i32, float }
llvm.mlir.global extern_weak @extw() : !llvm.struct<(i32, f32)>
// CHECK: @wk = weak global i8 1
llvm.mlir.global weak @wk(1 : i8) : i8
// CHECK: @wko = weak_odr global i8 2
llvm.mlir.global weak_odr @wko(2 : i8) : i8
// CHECK: @lo = linkonce global i8 3
llvm.mlir.global linkonce @lo(3 : i8) : i8
// CHECK: @loo = linkonce_odr global i8 4
llvm.mlir.global linkonce_odr @loo(4 : i8) : i8
// CHECK: @cm = common global i32 0
llvm.mlir.global common @cm(0 : i32) : i32
// CHECK: @ae = available_externally global i32 5
llvm.mlir.global available_externally @ae(5 : i32) : i32
// CHECK: @app = appending global [2 x i32] [i32 1, i32 2]
llvm.mlir.global appending @app(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
// Without an initializer: undef, except for external (a declaration); an
// initializer region is always kept.
// CHECK: @noinit = internal global i32 undef
llvm.mlir.global internal @noinit() : i32
// CHECK: @ext_undef = global i32 undef
llvm.mlir.global external @ext_undef() : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}
// CHECK: @pub = global i32 9
llvm.mlir.global external @pub(9 : i32) : i32

// Strings and dense elements.
// CHECK: @str = internal constant [8 x i8] c"hi \22\\\0A\00\FF"
llvm.mlir.global internal constant @str("hi \"\\\0A\00\FF") : !llvm.array<8 x i8>
// CHECK: @zstr = internal constant [3 x i8] zeroinitializer
llvm.mlir.global internal constant @zstr("\00\00\00") : !llvm.array<3 x i8>
// CHECK: @vec = internal global <4 x float> <float 1.000000e+00, float 2.500000e+00, float -0.000000e+00, float 0x3FB99999A0000000>
llvm.mlir.global internal @vec(dense<[1.0, 2.5, -0.0, 0.1]> : vector<4xf32>) : vector<4xf32>
// CHECK: @splat = internal global [3 x i64] [i64 7, i64 7, i64 7]
llvm.mlir.global internal @splat(dense<7> : tensor<3xi64>) : !llvm.array<3 x i64>
// CHECK: @zeros = internal global [2 x [2 x float]] zeroinitializer
llvm.mlir.global internal @zeros(dense<0.0> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
// CHECK: @nested = internal global [2 x [3 x i16]] [{{\[}}3 x i16] [i16 1, i16 2, i16 3], [3 x i16] zeroinitializer]
llvm.mlir.global internal @nested(dense<[[1, 2, 3], [0, 0, 0]]> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
// CHECK: @bytes = internal global [2 x [2 x i8]] [{{\[}}2 x i8] c"\01\02", [2 x i8] c"\03\04"]
llvm.mlir.global internal @bytes(dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
// CHECK: @bools = internal global <3 x i1> <i1 true, i1 false, i1 true>
llvm.mlir.global internal @bools(dense<[true, false, true]> : vector<3xi1>) : vector<3xi1>
// CHECK: @vecarr = internal global [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>]
llvm.mlir.global internal @vecarr(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x vector<2xi32>>

// Initializer regions.
// CHECK: @gep = internal global i32* getelementptr (i32, i32* @pub, i64 2)
llvm.mlir.global internal @gep() : !llvm.ptr<i32> {
  %0 = llvm.mlir.addressof @pub : !llvm.ptr<i32>
  %1 = llvm.mlir.constant(2 : i64) : i64
  %2 = llvm.getelementptr %0[%1] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  llvm.return %2 : !llvm.ptr<i32>
}
// CHECK: @cast = internal global i8* bitcast (i32* @pub to i8*)
llvm.mlir.global internal @cast() : !llvm.ptr<i8> {
  %0 = llvm.mlir.addressof @pub : !llvm.ptr<i32>
  %1 = llvm.bitcast %0 : !llvm.ptr<i32> to !llvm.ptr<i8>
  llvm.return %1 : !llvm.ptr<i8>
}
// CHECK: @fnptr = internal global void ()* @f
llvm.mlir.global internal @fnptr() : !llvm.ptr<func<void ()>> {
  %0 = llvm.mlir.addressof @f : !llvm.ptr<func<void ()>>
  llvm.return %0 : !llvm.ptr<func<void ()>>
}
// CHECK: @nullp = internal global float* null
llvm.mlir.global internal @nullp() : !llvm.ptr<f32> {
  %0 = llvm.mlir.null : !llvm.ptr<f32>
  llvm.return %0 : !llvm.ptr<f32>
}
// CHECK: @und = internal global i32 undef
llvm.mlir.global internal @und() : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}

llvm.func @f() {
  llvm.return
}
