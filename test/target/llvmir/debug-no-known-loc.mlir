// A function whose ops (the function included) all have unknown locations
// gets no subprogram, while the module has debug info from another
// function; one known location anywhere in a function is enough.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: upstream-translate
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.1
// RUN: %upstream_translate --mlir-to-llvmir %s -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: define i32 @all_unknown(i32 %0) {
// CHECK-NEXT: add i32 %0, 1{{$}}
// CHECK-NEXT: ret i32 %{{[0-9]+}}{{$}}
llvm.func @all_unknown(%a: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32 loc(unknown)
  %r = llvm.add %a, %c : i32 loc(unknown)
  llvm.return %r : i32 loc(unknown)
} loc(unknown)

// CHECK: define i32 @one_known(i32 %0) !dbg ![[SP:[0-9]+]] {
llvm.func @one_known(%a: i32) -> i32 {
  %c = llvm.mlir.constant(2 : i32) : i32 loc(unknown)
  %r = llvm.mul %a, %c : i32 loc("src.c":7:9)
  llvm.return %r : i32 loc(unknown)
} loc(unknown)

// CHECK: define void @located() !dbg
llvm.func @located() {
  llvm.return loc(unknown)
} loc("src.c":1:1)

// CHECK: ![[SP]] = distinct !DISubprogram(name: "one_known"
