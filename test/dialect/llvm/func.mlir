// llvm.func, llvm.return, llvm.mlir.global, llvm.mlir.addressof,
// llvm.mlir.constant / undef / null and the module attributes: custom and
// generic forms as mlir-opt-13 prints them.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up

// CHECK: module attributes {llvm.data_layout = "e-i64:64", llvm.target_triple = "x86_64-pc-linux-gnu"}
module attributes {llvm.data_layout = "e-i64:64", llvm.target_triple = "x86_64-pc-linux-gnu"} {

// CHECK: llvm.func @square(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mul %arg0, %arg0 : i32
// GENERIC: "llvm.func"() ( {
// GENERIC: }) {linkage = 10 : i64, sym_name = "square", type = !llvm.func<i32 (i32)>} : () -> ()
llvm.func @square(%x: i32) -> i32 {
  %0 = llvm.mul %x, %x : i32
  llvm.return %0 : i32
}

// Declarations print argument types only; void results are dropped.
// CHECK: llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK: llvm.func @only_varargs(...)
llvm.func @only_varargs(...)
// CHECK: llvm.func @returns_void()
llvm.func @returns_void() -> !llvm.void
// CHECK: llvm.func extern_weak @weak_decl(i64)
llvm.func extern_weak @weak_decl(i64)
// An empty body is a declaration too.
// CHECK: llvm.func @empty_body()
llvm.func @empty_body() {
}

// Linkages, and the attributes the translation reads.
// CHECK: llvm.func internal @internal_fn() attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
llvm.func internal @internal_fn() attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
  llvm.return
}
// CHECK: llvm.func linkonce_odr @odr_fn() attributes {dso_local, personality = @printf} {
llvm.func linkonce_odr @odr_fn() attributes {personality = @printf, dso_local} {
  llvm.return
}
// CHECK: llvm.func private @private_fn()
llvm.func private @private_fn() {
  llvm.return
}
// CHECK: llvm.func weak @weak_fn()
llvm.func weak @weak_fn() {
  llvm.return
}
// CHECK: llvm.func available_externally @ae_fn()
llvm.func available_externally @ae_fn() {
  llvm.return
}

// Argument and result attributes.
// CHECK: llvm.func @arg_attrs(%arg0: !llvm.ptr<f32> {llvm.align = 16 : i64, llvm.noalias}, %arg1: i64 {llvm.foo = "bar"}) -> (i64 {llvm.zeroext})
llvm.func @arg_attrs(%p: !llvm.ptr<f32> {llvm.noalias, llvm.align = 16 : i64}, %n: i64 {llvm.foo = "bar"}) -> (i64 {llvm.zeroext}) {
  llvm.return %n : i64
}
// CHECK: llvm.func @decl_attrs(!llvm.ptr<i8> {llvm.noalias}, i32) -> (i1 {llvm.signext})
llvm.func @decl_attrs(!llvm.ptr<i8> {llvm.noalias}, i32) -> (i1 {llvm.signext})
// Parenthesized results without attributes print bare.
// CHECK: llvm.func @paren_result() -> f64
llvm.func @paren_result() -> (f64)
// CHECK: llvm.func @struct_result(i32) -> !llvm.struct<(i32, ptr<i8>)>
llvm.func @struct_result(i32) -> !llvm.struct<(i32, ptr<i8>)>

// Returning from blocks; llvm.return with an attribute dictionary (13
// prints it before the operand, where its own parser does not take it, so
// only the operand-less form round-trips).
// CHECK: llvm.func @branches(%arg0: i1, %arg1: f32) -> f32 {
// CHECK: llvm.return %arg1 : f32
llvm.func @branches(%c: i1, %f: f32) -> f32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %f : f32
^bb2:
  %0 = llvm.fadd %f, %f : f32
  llvm.return %0 : f32
}

// Globals.
// CHECK: llvm.mlir.global internal constant @answer(42 : i32) : i32
// GENERIC: "llvm.mlir.global"() ( {
// GENERIC-NEXT: }) {constant, linkage = 1 : i64, sym_name = "answer", type = i32, unnamed_addr = 0 : i64, value = 42 : i32} : () -> ()
llvm.mlir.global internal constant @answer(42 : i32) : i32
// CHECK: llvm.mlir.global private constant @hello("hello\0A\00")
llvm.mlir.global private constant @hello("hello\0A\00") : !llvm.array<7 x i8>
// CHECK: llvm.mlir.global external @short("ab")
llvm.mlir.global @short("ab")
// CHECK: llvm.mlir.global external @ext_decl() : !llvm.ptr<i8>
llvm.mlir.global external @ext_decl() : !llvm.ptr<i8>
// CHECK: llvm.mlir.global weak unnamed_addr @weak_global(0 : i64) {alignment = 8 : i64, section = ".mydata"} : i64
llvm.mlir.global weak unnamed_addr @weak_global(0 : i64) {alignment = 8 : i64, section = ".mydata"} : i64
// CHECK: llvm.mlir.global common local_unnamed_addr @zeros(dense<0.000000e+00> : vector<4xf32>) {addr_space = 3 : i32} : vector<4xf32>
llvm.mlir.global common local_unnamed_addr @zeros(dense<0.0> : vector<4xf32>) {addr_space = 3 : i32} : vector<4xf32>
// CHECK: llvm.mlir.global internal @tls(7 : i16) {thread_local_} : i16
llvm.mlir.global internal @tls(7 : i16) {thread_local_} : i16
// CHECK: llvm.mlir.global appending @ctors() : !llvm.array<1 x ptr<i8>>
llvm.mlir.global appending @ctors() : !llvm.array<1 x ptr<i8>>
// CHECK: llvm.mlir.global linkonce @with_init() : !llvm.ptr<i32> {
// CHECK-NEXT: %0 = llvm.mlir.addressof @answer : !llvm.ptr<i32>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr<i32>
// CHECK-NEXT: }
llvm.mlir.global linkonce @with_init() : !llvm.ptr<i32> {
  %0 = llvm.mlir.addressof @answer : !llvm.ptr<i32>
  llvm.return %0 : !llvm.ptr<i32>
}
// CHECK: llvm.mlir.global private @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global private @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>

// Constants, undef, null, addressof.
// CHECK-LABEL: llvm.func @constants()
llvm.func @constants() {
  // CHECK: llvm.mlir.constant(42 : i32) : i32
  %0 = llvm.mlir.constant(42 : i32) : i32
  // CHECK: llvm.mlir.constant(7 : i64) : i32
  %1 = llvm.mlir.constant(7) : i32
  // CHECK: llvm.mlir.constant(1.500000e+00 : f64) : f32
  %2 = llvm.mlir.constant(1.5) : f32
  // CHECK: llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  // CHECK: llvm.mlir.constant("text") : !llvm.array<4 x i8>
  %4 = llvm.mlir.constant("text") : !llvm.array<4 x i8>
  // CHECK: llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  %5 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  // CHECK: llvm.mlir.constant([1.000000e+00 : f32, 0.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
  %6 = llvm.mlir.constant([1.0 : f32, 0.0 : f32]) : !llvm.struct<(f32, f32)>
  // CHECK: llvm.mlir.constant(true) : i1
  %7 = llvm.mlir.constant(true) : i1
  // CHECK: llvm.mlir.constant(0 : index) : i64
  %8 = llvm.mlir.constant(0 : index) : i64
  // CHECK: llvm.mlir.constant(dense<1> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
  %9 = llvm.mlir.constant(dense<1> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
  // CHECK: llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %10 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  // CHECK: llvm.mlir.null : !llvm.ptr<func<void ()>>
  %11 = llvm.mlir.null : !llvm.ptr<func<void ()>>
  // CHECK: llvm.mlir.addressof @hello : !llvm.ptr<array<7 x i8>>
  %12 = llvm.mlir.addressof @hello : !llvm.ptr<array<7 x i8>>
  // CHECK: llvm.mlir.addressof @zeros : !llvm.ptr<vector<4xf32>, 3>
  %13 = llvm.mlir.addressof @zeros : !llvm.ptr<vector<4xf32>, 3>
  // CHECK: llvm.mlir.addressof @printf : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  %14 = llvm.mlir.addressof @printf : !llvm.ptr<func<i32 (ptr<i8>, ...)>>
  // CHECK: llvm.mlir.constant(1 : i8) {tag} : i8
  %15 = llvm.mlir.constant(1 : i8) {tag} : i8
  // CHECK: llvm.mlir.undef {tag} : i8
  %16 = llvm.mlir.undef {tag} : i8
  // CHECK: llvm.return {tag}
  llvm.return {tag}
}
}
