// Control flow (br, cond_br with weights, switch, unreachable) and direct
// and indirect llvm.call, as mlir-opt-13 prints them.
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

llvm.func @callee(i32, f32) -> i32
llvm.func @void_callee()
llvm.func @vararg_callee(!llvm.ptr<i8>, ...) -> i32

// CHECK-LABEL: llvm.func @calls(
llvm.func @calls(%i: i32, %f: f32, %p: !llvm.ptr<i8>, %fp: !llvm.ptr<func<i32 (i32, f32)>>, %vfp: !llvm.ptr<func<void ()>>) -> i32 {
  // CHECK-NEXT: %0 = llvm.call @callee(%arg0, %arg1) : (i32, f32) -> i32
  // GENERIC: %0 = "llvm.call"(%arg0, %arg1) {callee = @callee} : (i32, f32) -> i32
  %0 = llvm.call @callee(%i, %f) : (i32, f32) -> i32
  // CHECK-NEXT: llvm.call @void_callee() : () -> ()
  llvm.call @void_callee() : () -> ()
  // CHECK-NEXT: %1 = llvm.call @vararg_callee(%arg2, %arg0, %arg1) : (!llvm.ptr<i8>, i32, f32) -> i32
  %1 = llvm.call @vararg_callee(%p, %i, %f) : (!llvm.ptr<i8>, i32, f32) -> i32
  // CHECK-NEXT: %2 = llvm.call %arg3(%arg0, %arg1) : (i32, f32) -> i32
  // GENERIC: %2 = "llvm.call"(%arg3, %arg0, %arg1) : (!llvm.ptr<func<i32 (i32, f32)>>, i32, f32) -> i32
  %2 = llvm.call %fp(%i, %f) : (i32, f32) -> i32
  // An indirect call without result gets a !llvm.void one, as in MLIR 13.
  // CHECK-NEXT: %3 = llvm.call %arg4() : () -> !llvm.void
  // GENERIC: %3 = "llvm.call"(%arg4) : (!llvm.ptr<func<void ()>>) -> !llvm.void
  llvm.call %vfp() : () -> ()
  // CHECK-NEXT: %4 = llvm.call @callee(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>, tag} : (i32, f32) -> i32
  %4 = llvm.call @callee(%i, %f) {tag, fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  // CHECK-NEXT: %5 = llvm.call @callee(%arg0, %arg1) : (i32, f32) -> i32
  %5 = llvm.call @callee(%i, %f) {fastmathFlags = #llvm.fastmath<>} : (i32, f32) -> i32
  // CHECK-NEXT: %6 = llvm.mlir.addressof @callee : !llvm.ptr<func<i32 (i32, f32)>>
  %6 = llvm.mlir.addressof @callee : !llvm.ptr<func<i32 (i32, f32)>>
  // CHECK-NEXT: %7 = llvm.call %6(%0, %arg1) : (i32, f32) -> i32
  %7 = llvm.call %6(%0, %f) : (i32, f32) -> i32
  llvm.return %7 : i32
}

// CHECK-LABEL: llvm.func @branches(
llvm.func @branches(%c: i1, %i: i32, %f: f32) -> i32 {
  // CHECK-NEXT: llvm.br ^bb1(%arg1, %arg2 : i32, f32)
  // GENERIC: "llvm.br"(%arg1, %arg2)[^bb1] : (i32, f32) -> ()
  llvm.br ^bb1(%i, %f : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):
^bb1(%a: i32, %b: f32):
  // CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
  // GENERIC: "llvm.cond_br"(%arg0, %0)[^bb2, ^bb3] {operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i1, i32) -> ()
  llvm.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  // CHECK: llvm.cond_br %arg0 weights(dense<[3, 7]> : vector<2xi32>), ^bb1(%arg1, %arg2 : i32, f32), ^bb4 {tag}
  // GENERIC: "llvm.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb4] {branch_weights = dense<[3, 7]> : vector<2xi32>, operand_segment_sizes = dense<[1, 2, 0]> : vector<3xi32>, tag} : (i1, i32, f32) -> ()
  llvm.cond_br %c weights(dense<[3, 7]> : vector<2xi32>), ^bb1(%i, %f : i32, f32), ^bb4 {tag}
^bb3(%x: i32):
  // CHECK: llvm.switch %2, ^bb4 [
  // CHECK-NEXT:   0: ^bb5(%arg1 : i32),
  // CHECK-NEXT:   7: ^bb3(%arg1 : i32),
  // CHECK-NEXT:   42: ^bb6(%2, %arg1 : i32, i32)
  // CHECK-NEXT: ] {branch_weights = dense<[1, 2, 3, 4]> : vector<4xi32>}
  // GENERIC: "llvm.switch"(%2, %arg1, %arg1, %2, %arg1)[^bb4, ^bb5, ^bb3, ^bb6] {branch_weights = dense<[1, 2, 3, 4]> : vector<4xi32>, case_operand_offsets = dense<[0, 1, 2]> : vector<3xi32>, case_values = dense<[0, 7, 42]> : vector<3xi32>, operand_segment_sizes = dense<[1, 0, 4]> : vector<3xi32>} : (i32, i32, i32, i32, i32) -> ()
  llvm.switch %x, ^bb4 [
    0: ^bb5(%i : i32),
    7: ^bb3(%i : i32),
    42: ^bb6(%x, %i : i32, i32)
  ] {branch_weights = dense<[1, 2, 3, 4]> : vector<4xi32>}
^bb4:
  // CHECK: llvm.switch %arg1, ^bb5(%arg1 : i32) [
  // CHECK-NEXT: ]
  llvm.switch %i, ^bb5(%i : i32) []
^bb5(%y: i32):
  llvm.return %y : i32
^bb6(%z: i32, %w: i32):
  // CHECK: llvm.unreachable
  // GENERIC: "llvm.unreachable"() : () -> ()
  llvm.unreachable
}
