// Debug info from locations, as mlir-translate-13 emits it.
// RUN: cmlir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmlir-translate --mlir-to-llvmir %s -o %t.ll && %llvm_as %t.ll -o %t.bc && %llvm_as13 %t.ll -o %t.bc

// CHECK: define i32 @f(i32 %0) !dbg ![[SP:[0-9]+]] {
llvm.func @f(%a: i32) -> i32 {
  // CHECK-NEXT: %2 = add i32 %0, %0, !dbg ![[L1:[0-9]+]]
  %0 = llvm.add %a, %a : i32 loc("x.c":3:7)
  // A call site: the callee's location inlined at the caller's.
  // CHECK-NEXT: %3 = add i32 %2, %0, !dbg ![[L2:[0-9]+]]
  %1 = llvm.add %0, %a : i32 loc(callsite("callee.c":5:6 at "x.c":7:8))
  // A name location uses its child.
  // CHECK-NEXT: %4 = add i32 %3, %0, !dbg ![[L3:[0-9]+]]
  %2 = llvm.add %1, %a : i32 loc("name"("x.c":9:10))
  // Fused locations merge: same scope -> line 0 in that scope.
  // CHECK-NEXT: %5 = add i32 %4, %0, !dbg ![[L4:[0-9]+]]
  %3 = llvm.add %2, %a : i32 loc(fused["x.c":1:2, "x.c":3:4])
  // Different files: the common scope is the subprogram.
  // CHECK-NEXT: %6 = add i32 %5, %0, !dbg ![[L5:[0-9]+]]
  %4 = llvm.add %3, %a : i32 loc(fused["x.c":1:2, "y.c":3:4])
  // Unknown locations have no !dbg.
  // CHECK-NEXT: %7 = add i32 %6, %0{{$}}
  %5 = llvm.add %4, %a : i32 loc(unknown)
  // CHECK-NEXT: ret i32 %7, !dbg ![[L1]]
  llvm.return %5 : i32 loc("x.c":3:7)
} loc("x.c":2:1)

// A function with a call at an unknown location gets no debug info.
// CHECK: define void @g() {
// CHECK-NEXT: call void @h()
// CHECK-NEXT: ret void
// CHECK-NEXT: }
llvm.func @g() {
  llvm.call @h() : () -> () loc(unknown)
  llvm.return
}

// A function without a location gets a subprogram in file "<unknown>".
// CHECK: define void @h() !dbg ![[SPH:[0-9]+]] {
llvm.func @h() {
  llvm.return loc("x.c":20:3)
} loc(unknown)

// CHECK: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// CHECK: !llvm.module.flags = !{![[FLAGS:[0-9]+]]}
// CHECK: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_C, file: ![[CUF:[0-9]+]], producer: "mlir", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK: ![[CUF]] = !DIFile(filename: "LLVMDialectModule", directory: "/")
// CHECK: ![[FLAGS]] = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: ![[SP]] = distinct !DISubprogram(name: "f", linkageName: "f", scope: null, file: ![[XC:[0-9]+]], line: 2, type: ![[ST:[0-9]+]], scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: ![[CU]], retainedNodes: ![[EMPTY:[0-9]+]])
// CHECK: ![[XC]] = !DIFile(filename: "x.c", directory: "{{.+}}")
// CHECK: ![[ST]] = !DISubroutineType(types: ![[EMPTY]])
// CHECK: ![[EMPTY]] = !{}
// CHECK: ![[L1]] = !DILocation(line: 3, column: 7, scope: ![[BF:[0-9]+]])
// CHECK: ![[BF]] = !DILexicalBlockFile(scope: ![[SP]], file: ![[XC]], discriminator: 0)
// CHECK: ![[L2]] = !DILocation(line: 5, column: 6, scope: ![[BF2:[0-9]+]], inlinedAt: ![[CALLER:[0-9]+]])
// CHECK: ![[BF2]] = !DILexicalBlockFile(scope: ![[SP]], file: ![[CALLEE:[0-9]+]], discriminator: 0)
// CHECK: ![[CALLEE]] = !DIFile(filename: "callee.c", directory: "{{.+}}")
// CHECK: ![[CALLER]] = !DILocation(line: 7, column: 8, scope: ![[BF]])
// CHECK: ![[L3]] = !DILocation(line: 9, column: 10, scope: ![[BF]])
// CHECK: ![[L4]] = !DILocation(line: 0, scope: ![[BF]])
// CHECK: ![[L5]] = !DILocation(line: 0, scope: ![[SP]])
// CHECK: ![[SPH]] = distinct !DISubprogram(name: "h", linkageName: "h", scope: null, file: ![[UNK:[0-9]+]], type: ![[ST]], spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: ![[CU]], retainedNodes: ![[EMPTY]])
// CHECK: ![[UNK]] = !DIFile(filename: "<unknown>", directory: "{{.+}}")

// Without any location there is no debug info at all.
// RUN: cmlir-translate --mlir-to-llvmir %S/Inputs/no-locations.mlir | FileCheck %s --check-prefix=NODBG
// NODBG-NOT: !dbg
// NODBG-NOT: DICompileUnit
// NODBG: define void @f() {
// NODBG-NOT: !
