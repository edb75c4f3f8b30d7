// std.call and std.call_indirect keep every attribute on the llvm.call
// they become (the callee and the discardable ones), in each calling
// convention; diffed against mlir-opt-13.
// RUN: cmlir-opt %s -convert-std-to-llvm | FileCheck %s
// REQUIRES: upstream
// RUN: cmlir-opt %s -convert-std-to-llvm > %t.ours
// RUN: %upstream_opt %s -convert-std-to-llvm > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' > %t.bare.ours
// RUN: %upstream_opt %s -convert-std-to-llvm='use-bare-ptr-memref-call-conv=1' > %t.bare.theirs
// RUN: diff %t.bare.ours %t.bare.theirs
// RUN: cmlir-opt %s -convert-std-to-llvm='emit-c-wrappers=1' > %t.cw.ours
// RUN: %upstream_opt %s -convert-std-to-llvm='emit-c-wrappers=1' > %t.cw.theirs
// RUN: diff %t.cw.ours %t.cw.theirs

func private @callee(i64) -> i64
func private @pair() -> (i64, f32)
func private @takes_buffer(memref<4xf32>) -> memref<4xf32>

// CHECK-LABEL: llvm.func @calls
func @calls(%x: i64, %fn: (i64) -> i64, %m: memref<4xf32>) -> i64 {
  // CHECK: llvm.call @callee(%{{.*}}) {alpha = "one", flag, omega = [3, 4]} : (i64) -> i64
  %0 = call @callee(%x) {omega = [3, 4], alpha = "one", flag} : (i64) -> i64
  // CHECK: llvm.call @pair() {my.tag = 7 : i32} : () -> !llvm.struct<(i64, f32)>
  %1:2 = call @pair() {my.tag = 7 : i32} : () -> (i64, f32)
  // CHECK: llvm.call %{{.*}}(%{{.*}}) {why = "indirect"} : (i64) -> i64
  %2 = call_indirect %fn(%0) {why = "indirect"} : (i64) -> i64
  // CHECK: llvm.call @takes_buffer({{.*}}) {buf} :
  %3 = call @takes_buffer(%m) {buf} : (memref<4xf32>) -> memref<4xf32>
  // CHECK: llvm.call @callee(%{{.*}}) : (i64) -> i64
  %4 = call @callee(%2) : (i64) -> i64
  return %4 : i64
}
