module {
  llvm.mlir.global external @node_head() : !llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>
  llvm.mlir.global external @opaque_ref() : !llvm.ptr<struct<"handle", opaque>>
  llvm.mlir.global private @packed_val() : !llvm.struct<"pk", packed (i8, i64, array<3 x i16>)>
  llvm.mlir.global internal @nested(dense<0> : tensor<2x3xi8>) : !llvm.array<2 x array<3 x i8>>
  llvm.mlir.global external @as7() {addr_space = 7 : i32} : !llvm.ptr<f64, 3>
  llvm.func @variadic(i32, ...) -> !llvm.ptr<i8, 2>
  llvm.func @takes_fnptr(!llvm.ptr<func<void (i32, ...)>>, !llvm.ptr<func<struct<(i1, f16)> ()>>)
  llvm.func @scalable(!llvm.vec<? x 4 x i32>, !llvm.vec<? x 2 x f64>, !llvm.vec<4 x ptr<i8>>, vector<8xi1>) -> !llvm.vec<? x 4 x i32>
  llvm.func @literal(!llvm.struct<()>, !llvm.struct<(i32, struct<packed (i8, i8)>)>, !llvm.array<0 x i8>) -> !llvm.struct<(f32, f32)>
  llvm.func @mutual(!llvm.ptr<struct<"a", (ptr<struct<"b", (ptr<struct<"a">>, i8)>>, i16)>>) -> !llvm.ptr<struct<"b", (ptr<struct<"a", (ptr<struct<"b">>, i16)>>, i8)>>
  llvm.func @walk(%n: !llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %o = llvm.mlir.constant(1 : i32) : i32
    %z64 = llvm.mlir.constant(0 : i64) : i64
    %next = llvm.getelementptr %n[%z64, %o] : (!llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>, i64, i32) -> !llvm.ptr<ptr<struct<"node", (i32, ptr<struct<"node">>)>>>
    %val = llvm.getelementptr %n[%z64, %z] : (!llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>, i64, i32) -> !llvm.ptr<i32>
    %v = llvm.load %val {alignment = 4 : i64} : !llvm.ptr<i32>
    %nx = llvm.load %next : !llvm.ptr<ptr<struct<"node", (i32, ptr<struct<"node">>)>>>
    %whole = llvm.load %n : !llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>
    %f0 = llvm.extractvalue %whole[0] : !llvm.struct<"node", (i32, ptr<struct<"node">>)>
    %s = llvm.insertvalue %v, %whole[0] : !llvm.struct<"node", (i32, ptr<struct<"node">>)>
    llvm.store %s, %n {alignment = 8 : i64} : !llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>
    %sum = llvm.add %v, %f0 : i32
    llvm.return %sum : i32
  }
  llvm.func @vectors(%a: vector<4xf32>, %b: vector<4xf32>, %i: i32, %sv: !llvm.vec<? x 4 x i32>, %pv: !llvm.vec<4 x ptr<i8>>) -> vector<4xf32> {
    %0 = llvm.fadd %a, %b : vector<4xf32>
    %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
    %2 = llvm.insertelement %1, %b[%i : i32] : vector<4xf32>
    %3 = llvm.shufflevector %2, %a [0 : i32, 5 : i32, 2 : i32, 7 : i32] : vector<4xf32>, vector<4xf32>
    %4 = llvm.extractelement %sv[%i : i32] : !llvm.vec<? x 4 x i32>
    %5 = llvm.insertelement %4, %sv[%i : i32] : !llvm.vec<? x 4 x i32>
    %6 = llvm.extractelement %pv[%i : i32] : !llvm.vec<4 x ptr<i8>>
    %7 = llvm.add %5, %sv : !llvm.vec<? x 4 x i32>
    %8 = llvm.fcmp "une" %a, %b : vector<4xf32>
    llvm.return %3 : vector<4xf32>
  }
  llvm.func @aggregate_consts() -> !llvm.struct<(i32, f64, array<2 x i8>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, array<2 x i8>)>
    %1 = llvm.mlir.constant(-7 : i32) : i32
    %2 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %3 = llvm.mlir.constant("hi") : !llvm.array<2 x i8>
    %4 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64, array<2 x i8>)>
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i32, f64, array<2 x i8>)>
    %6 = llvm.insertvalue %3, %5[2] : !llvm.struct<(i32, f64, array<2 x i8>)>
    %7 = llvm.mlir.constant(dense<[1.5, -2.0, 0.0, 3.25]> : vector<4xf32>) : vector<4xf32>
    %8 = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
    %9 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
    %10 = llvm.mlir.constant(1.0 : f16) : f16
    %11 = llvm.mlir.constant(2.0 : bf16) : bf16
    %12 = llvm.mlir.constant(255 : i8) : i8
    llvm.return %6 : !llvm.struct<(i32, f64, array<2 x i8>)>
  }
}
