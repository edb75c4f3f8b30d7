// Where the result line goes relative to the program's own output: as
// mlir-cpu-runner-13 (which prints the result through llvm::outs()), it
// reaches a file or pipe before the program's output still buffered in
// stdio, and after output the program flushed (print_memref flushes).
// upstream-diff.test diffs this with mlir-cpu-runner-13.
// REQUIRES: jit
// RUN: cmlir-cpu-runner %s -entry-point-result=i32 -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils | FileCheck %s
// RUN: cmlir-cpu-runner %s -e flushed -entry-point-result=i32 -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils | FileCheck %s --check-prefix=FLUSHED

// CHECK: {{^}}42{{$}}
// CHECK-NEXT: {{^}}7{{$}}
// FLUSHED: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = 
// FLUSHED-NEXT: [5]
// FLUSHED-NEXT: {{^}}43{{$}}
// FLUSHED-NEXT: {{^}}8{{$}}

module {
  llvm.mlir.global internal @five(5 : i32) : i32
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @print_memref_i32(i64, !llvm.ptr<i8>)
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(7 : i64) : i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %1 = llvm.mlir.constant(42 : i32) : i32
    llvm.return %1 : i32
  }
  llvm.func @flushed() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i64) : i64
    %p = llvm.mlir.addressof @five : !llvm.ptr<i32>
    %u = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64)>
    %d0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64)>
    %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64)>
    %d2 = llvm.insertvalue %zero, %d1[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64)>
    %a = llvm.alloca %one x !llvm.struct<(ptr<i32>, ptr<i32>, i64)> : (i64) -> !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64)>>
    llvm.store %d2, %a : !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64)>>
    %ai = llvm.bitcast %a : !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64)>> to !llvm.ptr<i8>
    llvm.call @print_memref_i32(%zero, %ai) : (i64, !llvm.ptr<i8>) -> ()
    %8 = llvm.mlir.constant(8 : i64) : i64
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %r = llvm.mlir.constant(43 : i32) : i32
    llvm.return %r : i32
  }
}
