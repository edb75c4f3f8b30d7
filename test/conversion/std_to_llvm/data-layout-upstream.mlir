// The data layout in the LLVM conversions, as MLIR 13: without
// index-bitwidth, index has the size the module's `dlti.dl_spec` gives it
// (64 bits without an entry); index-bitwidth overrides it; the data-layout
// option only becomes the module's llvm.data_layout (after being checked,
// see invalid-data-layout.mlir).  Diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: cmlir-opt -convert-memref-to-llvm='index-bitwidth=16' -convert-std-to-llvm='index-bitwidth=16 data-layout=e-p:32:32-i64:64' %s > %t.ours2
// RUN: %upstream_opt -convert-memref-to-llvm='index-bitwidth=16' -convert-std-to-llvm='index-bitwidth=16 data-layout=e-p:32:32-i64:64' %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=OVERRIDE < %t.ours2
// RUN: sed -e 's/index, 32/"unrelated", 32/' %s | cmlir-opt -convert-memref-to-llvm -convert-std-to-llvm > %t.ours3
// RUN: sed -e 's/index, 32/"unrelated", 32/' %s | %upstream_opt -convert-memref-to-llvm -convert-std-to-llvm > %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.ours3

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>, llvm.data_layout = ""}
// OVERRIDE: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>, llvm.data_layout = "e-p:32:32-i64:64"}
// DEFAULT: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unrelated", 32 : i64>>, llvm.data_layout = ""}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>} {
  // CHECK-LABEL: llvm.func @sum(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> f32
  // OVERRIDE-LABEL: llvm.func @sum(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i16, %arg3: i16, %arg4: i16, %arg5: i16) -> f32
  // DEFAULT-LABEL: llvm.func @sum(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32
  func @sum(%m: memref<?xf32>, %i: index) -> f32 {
    // CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i32) -> !llvm.ptr<f32>
    %v = memref.load %m[%i] : memref<?xf32>
    %w = addf %v, %v : f32
    return %w : f32
  }

  // Sizes of allocations and of stack allocations use the same index type.
  // (A ranked-to-unranked memref.cast with a 32-bit index makes
  // mlir-opt-13 emit an invalid llvm.insertvalue of an i64 rank, so it is
  // not tested here.)
  // CHECK-LABEL: llvm.func @alloc_cast(%arg0: i32) -> i32
  // CHECK: llvm.call @malloc(%{{.*}}) : (i32) -> !llvm.ptr<i8>
  // CHECK: llvm.alloca %{{.*}} x f64 : (i32) -> !llvm.ptr<f64>
  func @alloc_cast(%n: index) -> index {
    %a = memref.alloc(%n) : memref<?x4xf64>
    %s = memref.alloca() : memref<2xf64>
    %c0 = constant 0 : index
    %r = memref.dim %a, %c0 : memref<?x4xf64>
    memref.dealloc %a : memref<?x4xf64>
    return %r : index
  }
}
