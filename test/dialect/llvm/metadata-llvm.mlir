// Access groups used by llvm.load / llvm.store and the llvm.loop attribute
// of llvm.br / llvm.cond_br (with #llvm.loopopts), inside llvm.func;
// compared with mlir-opt-13.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// Which ops canonicalize erases when unused (NoSideEffect) matches too:
// RUN: %upstream_opt -canonicalize %s > %t.canon
// RUN: cmlir-opt -canonicalize %s | diff - %t.canon

// CHECK: llvm.metadata @metadata  {
// CHECK-NEXT: llvm.access_group @group1
// CHECK-NEXT: llvm.access_group @group2
// CHECK-NEXT: llvm.return
llvm.metadata @metadata {
  llvm.access_group @group1
  llvm.access_group @group2
  llvm.return
}

// CHECK-LABEL: llvm.func @loop
llvm.func @loop(%p: !llvm.ptr<i32>, %n: i32, %c: i1) {
  // CHECK: llvm.br ^bb1 {llvm.loop = {options = #llvm.loopopts<disable_unroll = true, disable_licm = true, interleave_count = 4>, parallel_access = [@metadata::@group1, @metadata::@group2]}}
  llvm.br ^bb1 {llvm.loop = {parallel_access = [@metadata::@group1, @metadata::@group2], options = #llvm.loopopts<disable_unroll = true, disable_licm = true, interleave_count = 4>}}
^bb1:
  // CHECK: llvm.load %arg0 {access_groups = [@metadata::@group1]} : !llvm.ptr<i32>
  %0 = llvm.load %p {access_groups = [@metadata::@group1]} : !llvm.ptr<i32>
  // CHECK: llvm.store %{{.*}}, %arg0 {access_groups = [@metadata::@group2]} : !llvm.ptr<i32>
  llvm.store %0, %p {access_groups = [@metadata::@group2]} : !llvm.ptr<i32>
  // CHECK: llvm.cond_br %arg2, ^bb1, ^bb2 {llvm.loop = {parallel_access = [@metadata::@group1]}}
  llvm.cond_br %c, ^bb1, ^bb2 {llvm.loop = {parallel_access = [@metadata::@group1]}}
^bb2:
  llvm.return
}
