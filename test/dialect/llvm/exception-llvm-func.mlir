// Exception handling inside llvm.func with a personality: catch clauses
// from llvm.mlir.addressof / llvm.bitcast / llvm.mlir.null, filter clauses,
// direct and indirect invokes; compared with mlir-opt-13 in both forms.
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

llvm.func @foo(i32) -> i32
llvm.func @bar()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr<i8>

// CHECK-LABEL: llvm.func @catches
// CHECK-SAME: attributes {personality = @__gxx_personality_v0}
llvm.func @catches(%v: i32, %fp: !llvm.ptr<func<i32 (i32)>>) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr<ptr<i8>>
  %1 = llvm.bitcast %0 : !llvm.ptr<ptr<i8>> to !llvm.ptr<i8>
  %2 = llvm.mlir.null : !llvm.ptr<i8>
  %3 = llvm.mlir.undef : !llvm.array<1 x i8>
  // CHECK: llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb3 : (i32) -> i32
  %4 = llvm.invoke @foo(%v) to ^bb1 unwind ^bb3 : (i32) -> i32
^bb1:
  // CHECK: llvm.invoke @bar() to ^bb2 unwind ^bb3 : () -> ()
  llvm.invoke @bar() to ^bb2 unwind ^bb3 : () -> ()
^bb2:
  // CHECK: llvm.invoke %arg1(%{{.*}}) to ^bb4 unwind ^bb3 : (i32) -> i32
  %5 = llvm.invoke %fp(%4) to ^bb4 unwind ^bb3 : (i32) -> i32
^bb3:
  // CHECK: llvm.landingpad cleanup (catch %{{.*}} : !llvm.ptr<i8>) (catch %{{.*}} : !llvm.ptr<i8>) (catch %{{.*}} : !llvm.ptr<ptr<i8>>) (filter %{{.*}} : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  %lp = llvm.landingpad cleanup (catch %1 : !llvm.ptr<i8>) (catch %2 : !llvm.ptr<i8>) (catch %0 : !llvm.ptr<ptr<i8>>) (filter %3 : !llvm.array<1 x i8>) : !llvm.struct<(ptr<i8>, i32)>
  // CHECK: llvm.resume %{{.*}} : !llvm.struct<(ptr<i8>, i32)>
  llvm.resume %lp : !llvm.struct<(ptr<i8>, i32)>
^bb4:
  llvm.return %5 : i32
}
