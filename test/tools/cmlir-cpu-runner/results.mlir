// Entry points of each result type and how the result prints; the same
// file through mlir-cpu-runner-13 must print the same.
// REQUIRES: jit
// RUN: cmlir-cpu-runner %s -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: cmlir-cpu-runner %s -e=answer64 -entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: cmlir-cpu-runner %s -e half | FileCheck %s --check-prefix=F32
// RUN: cmlir-cpu-runner %s -e nan -entry-point-result=f32 | FileCheck %s --check-prefix=NAN
// RUN: cmlir-cpu-runner %s -e inf --entry-point-result=f32 | FileCheck %s --check-prefix=INF
// RUN: cmlir-cpu-runner %s -e nothing -entry-point-result=void | count 0
// RUN: cat %s | cmlir-cpu-runner -entry-point-result=i32 - | FileCheck %s --check-prefix=I32
// RUN: cmlir-cpu-runner -entry-point-result=i32 < %s | FileCheck %s --check-prefix=I32
// RUN: cmlir-cpu-runner %s -entry-point-result=i32 -O0 | FileCheck %s --check-prefix=I32
// RUN: cmlir-cpu-runner %s -entry-point-result=i32 -O3 | FileCheck %s --check-prefix=I32
// RUN: cp %s %t.mlir && rm -f %t.mlir.o %t.obj
// RUN: cmlir-cpu-runner %t.mlir -entry-point-result=i32 -dump-object-file | FileCheck %s --check-prefix=I32
// RUN: head -c 4 %t.mlir.o | od -c | FileCheck %s --check-prefix=ELF
// RUN: cmlir-cpu-runner %t.mlir -entry-point-result=i32 -dump-object-file -object-filename=%t.obj -O2 | FileCheck %s --check-prefix=I32
// RUN: head -c 4 %t.obj | od -c | FileCheck %s --check-prefix=ELF
// RUN: cmlir-cpu-runner --help | FileCheck %s --check-prefix=HELP

// I32: {{^}}42{{$}}
// I64: {{^}}-9223372036854775807{{$}}
// F32: {{^}}-1.500000e+00{{$}}
// NAN: {{^}}nan{{$}}
// INF: {{^}}INF{{$}}
// ELF: 177   E   L   F
// HELP: OVERVIEW: MLIR CPU execution driver
// HELP: USAGE: cmlir-cpu-runner [options] <input file>
// HELP: --dump-object-file
// HELP: -e=<<function name>>
// HELP: --entry-point-result=<f32 | i32 | i64 | void>
// HELP: --object-filename=<string>
// HELP: --shared-libs=<string>
// HELP: --O0
// HELP: --O3

module {
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @answer64() -> i64 {
    %0 = llvm.mlir.constant(-9223372036854775807 : i64) : i64
    llvm.return %0 : i64
  }
  llvm.func @half() -> f32 {
    %0 = llvm.mlir.constant(-1.5 : f32) : f32
    llvm.return %0 : f32
  }
  llvm.func @nan() -> f32 {
    %0 = llvm.mlir.constant(0.0 : f32) : f32
    %1 = llvm.fdiv %0, %0 : f32
    llvm.return %1 : f32
  }
  llvm.func @inf() -> f32 {
    %0 = llvm.mlir.constant(0.0 : f32) : f32
    %1 = llvm.mlir.constant(1.0 : f32) : f32
    %2 = llvm.fdiv %1, %0 : f32
    llvm.return %2 : f32
  }
  llvm.func @nothing() {
    llvm.return
  }
}
