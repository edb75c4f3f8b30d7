// -convert-scf-to-spirv: scf.for (with and without iteration values,
// nested) -> spv.mlir.loop, scf.if (with and without results and else)
// -> spv.mlir.selection, results through Function variables; diffed
// against mlir-opt-13.
// RUN: cmlir-opt -convert-scf-to-spirv %s > %t.ours
// RUN: %upstream_opt -convert-scf-to-spirv %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: spv.func @sum
// CHECK: spv.Variable : !spv.ptr<i32, Function>
// CHECK: spv.mlir.loop {
// CHECK: spv.SLessThan
// CHECK: spv.mlir.merge
// CHECK: spv.mlir.selection {
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  func @sum(%buf: memref<4x4xi32>, %n: index, %flag: i1) -> i32 {
    %c0 = constant 0 : index
    %c1 = constant 1 : index
    %z = constant 0 : i32
    %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %row = scf.for %j = %c0 to %n step %c1 iter_args(%r = %acc) -> (i32) {
        %v = memref.load %buf[%i, %j] : memref<4x4xi32>
        %s = addi %r, %v : i32
        scf.yield %s : i32
      }
      scf.yield %row : i32
    }
    scf.if %flag {
      memref.store %total, %buf[%c0, %c0] : memref<4x4xi32>
    }
    %res:2 = scf.if %flag -> (i32, index) {
      %t = muli %total, %total : i32
      scf.yield %t, %n : i32, index
    } else {
      scf.yield %z, %c1 : i32, index
    }
    scf.for %k = %c0 to %res#1 step %c1 {
      scf.if %flag {
        memref.store %res#0, %buf[%k, %k] : memref<4x4xi32>
      } else {
        memref.store %z, %buf[%k, %k] : memref<4x4xi32>
      }
    }
    return %res#0 : i32
  }
}
