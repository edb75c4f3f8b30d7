module attributes {llvm.data_layout = "e-i64:64", llvm.target_triple = "x86_64-pc-linux-gnu"} {
llvm.func @square(%x: i32) -> i32 {
  %0 = llvm.mul %x, %x : i32
  llvm.return %0 : i32
}
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @only_varargs(...)
llvm.func @returns_void() -> !llvm.void
llvm.func extern_weak @weak_decl(i64)
llvm.func @empty_body() {
}
llvm.func internal @internal_fn() attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
  llvm.return
}
llvm.func linkonce_odr @odr_fn() attributes {personality = @printf, dso_local} {
  llvm.return
}
llvm.func private @private_fn() {
  llvm.return
}
llvm.func weak @weak_fn() {
  llvm.return
}
llvm.func available_externally @ae_fn() {
  llvm.return
}
llvm.func @arg_attrs(%p: !llvm.ptr<f32> {llvm.noalias, llvm.align = 16 : i64}, %n: i64 {llvm.foo = "bar"}) -> (i64 {llvm.zeroext}) {
  llvm.return %n : i64
}
llvm.func @decl_attrs(!llvm.ptr<i8> {llvm.noalias}, i32) -> (i1 {llvm.signext})
llvm.func @paren_result() -> (f64)
llvm.func @struct_result(i32) -> !llvm.struct<(i32, ptr<i8>)>
llvm.func @branches(%c: i1, %f: f32) -> f32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %f : f32
^bb2:
  %0 = llvm.fadd %f, %f : f32
  llvm.return %0 : f32
}
llvm.mlir.global internal constant @answer(42 : i32) : i32
llvm.mlir.global private constant @hello("hello\0A\00") : !llvm.array<7 x i8>
llvm.mlir.global @short("ab")
llvm.mlir.global external @ext_decl() : !llvm.ptr<i8>
llvm.mlir.global weak unnamed_addr @weak_global(0 : i64) {alignment = 8 : i64, section = ".mydata"} : i64
llvm.mlir.global common local_unnamed_addr @zeros(dense<0.0> : vector<4xf32>) {addr_space = 3 : i32} : vector<4xf32>
llvm.mlir.global internal @tls(7 : i16) {thread_local_} : i16
llvm.mlir.global appending @ctors() : !llvm.array<1 x ptr<i8>>
llvm.mlir.global linkonce @with_init() : !llvm.ptr<i32> {
  %0 = llvm.mlir.addressof @answer : !llvm.ptr<i32>
  llvm.return %0 : !llvm.ptr<i32>
}
llvm.mlir.global private @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(7) : i32
  %2 = llvm.mlir.constant(1.5) : f32
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %4 = llvm.mlir.constant("text") : !llvm.array<4 x i8>
  %5 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  %6 = llvm.mlir.constant([1.0 : f32, 0.0 : f32]) : !llvm.struct<(f32, f32)>
  %7 = llvm.mlir.constant(true) : i1
  %8 = llvm.mlir.constant(0 : index) : i64
  %9 = llvm.mlir.constant(dense<1> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
  %10 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %11 = llvm.mlir.null : !llvm.ptr<func<void ()>>
  %12 = llvm.mlir.addressof @hello : !llvm.ptr<array<7 x i8>>
  %13 = llvm.mlir.addressof @zeros : !llvm.ptr<vector<4xf32>, 3>
  %14 = llvm.mlir.addressof @printf : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  %15 = llvm.mlir.constant(1 : i8) {tag} : i8
  %16 = llvm.mlir.undef {tag} : i8
  llvm.return {tag}
}
}
