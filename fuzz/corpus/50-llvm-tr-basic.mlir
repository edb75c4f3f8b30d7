module attributes {llvm.data_layout = "e-m:e-i64:64-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal constant @msg("fuzz %d\0A\00") : !llvm.array<9 x i8>
  llvm.mlir.global external @counter(0 : i64) {alignment = 8 : i64} : i64
  llvm.mlir.global private @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.mlir.global weak @fl(2.5 : f64) {addr_space = 1 : i32} : f64
  llvm.mlir.global internal @tls_var(3 : i32) {thread_local_} : i32
  llvm.mlir.global external @extern_only() : i32
  llvm.mlir.global linkonce_odr @pair() : !llvm.struct<(i32, ptr<i64>)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr<i64>)>
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr<i64>)>
    %3 = llvm.mlir.addressof @counter : !llvm.ptr<i64>
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr<i64>)>
    llvm.return %4 : !llvm.struct<(i32, ptr<i64>)>
  }
  llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
  llvm.func @helper(%a: i32 {llvm.signext}, %p: !llvm.ptr<i32> {llvm.noalias, llvm.align = 4 : i64}) -> i32 attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<i32>
    %1 = llvm.add %a, %0 : i32
    llvm.return %1 : i32
  }
  llvm.func @control(%c: i1, %n: i32, %p: !llvm.ptr<i32>) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.cond_br %c weights(dense<[90, 10]> : vector<2xi32>), ^loop(%0 : i32), ^exit(%n : i32)
  ^loop(%i: i32):
    %g = llvm.getelementptr %p[%1] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
    llvm.store volatile %i, %g {alignment = 4 : i64} : !llvm.ptr<i32>
    %v = llvm.load volatile %g : !llvm.ptr<i32>
    %nt = llvm.load %p {nontemporal} : !llvm.ptr<i32>
    %s = llvm.add %v, %nt : i32
    llvm.switch %s, ^exit(%s : i32) [
      1: ^loop(%0 : i32),
      5: ^other
    ] {branch_weights = dense<[1, 2, 3]> : vector<3xi32>}
  ^other:
    llvm.br ^exit(%n : i32)
  ^exit(%r: i32):
    llvm.return %r : i32
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @msg : !llvm.ptr<array<9 x i8>>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr<array<9 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.call @printf(%2, %3) : (!llvm.ptr<i8>, i32) -> i32
    %5 = llvm.alloca %3 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr<i32>
    %6 = llvm.call @helper(%4, %5) : (i32, !llvm.ptr<i32>) -> i32
    %7 = llvm.mlir.addressof @helper : !llvm.ptr<func<i32 (i32, ptr<i32>)>>
    %8 = llvm.call %7(%6, %5) : (i32, !llvm.ptr<i32>) -> i32
    %9 = llvm.ptrtoint %5 : !llvm.ptr<i32> to i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<i8>
    %11 = llvm.bitcast %10 : !llvm.ptr<i8> to !llvm.ptr<i64>
    %12 = llvm.addrspacecast %11 : !llvm.ptr<i64> to !llvm.ptr<i64, 1>
    %13 = llvm.mlir.null : !llvm.ptr<i32>
    %14 = llvm.icmp "eq" %5, %13 : !llvm.ptr<i32>
    %15 = llvm.call @control(%14, %8, %5) : (i1, i32, !llvm.ptr<i32>) -> i32
    llvm.return %15 : i32
  }
}
