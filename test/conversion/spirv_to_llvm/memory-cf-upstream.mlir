// -convert-spirv-to-llvm on a named spv.module: globals (Private ->
// private, Input -> constant, a bound StorageBuffer renamed
// <module>_<name>_descriptor_set<S>_binding<B> with its uses), access
// chains, loads and stores with their memory access (Aligned, Volatile,
// Nontemporal), variables with and without initializer, calls, the four
// function controls as passthrough attributes, branches with arguments
// and weights, a selection and a loop, the entry point erased and the
// execution mode made a constant struct global; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-spirv-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-spirv-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.ours.g
// RUN: %upstream_opt -convert-spirv-to-llvm -mlir-print-op-generic -mlir-print-debuginfo %s > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: FileCheck %s < %t.ours

// CHECK: module @mod  {
// CHECK-NEXT: llvm.mlir.global external constant @__spv__mod_vcallee_execution_mode_info() : !llvm.struct<(i32, array<3 x i32>)> {
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: llvm.mlir.constant(17 : i32) : i32
// CHECK-NEXT: llvm.insertvalue %{{.*}}, %{{.*}}[0 : i32] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1 : i32, 2 : i32] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: llvm.return %{{.*}} : !llvm.struct<(i32, array<3 x i32>)>
// CHECK: llvm.mlir.global private @g() : f32
// CHECK-NEXT: llvm.mlir.global external @mod_buf_descriptor_set0_binding1() : !llvm.struct<(array<4 x f32>)>
// CHECK-NEXT: llvm.mlir.global external constant @in() : vector<3xi32>
// CHECK-NEXT: llvm.func @mem(%arg0: i32, %arg1: !llvm.ptr<struct<packed (f32, array<4 x i32>)>>) -> f32 attributes {passthrough = ["alwaysinline"]} {
// CHECK: llvm.getelementptr %arg1[%{{.*}}, %{{.*}}, %arg0] : (!llvm.ptr<struct<packed (f32, array<4 x i32>)>>, i32, i32, i32) -> !llvm.ptr<i32>
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<i32>
// CHECK-NEXT: llvm.store volatile
// CHECK: llvm.alloca %{{.*}} x f32 : (i32) -> !llvm.ptr<f32>
// CHECK: llvm.mlir.addressof @mod_buf_descriptor_set0_binding1 : !llvm.ptr<struct<(array<4 x f32>)>>
// CHECK: llvm.load %{{.*}} {nontemporal} : !llvm.ptr<f32>
// CHECK-NEXT: llvm.call @callee(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: llvm.call @vcallee() : () -> ()
// CHECK: passthrough = ["readonly"]
// CHECK: passthrough = ["noinline"]
// CHECK: passthrough = ["readnone"]
// CHECK: llvm.cond_br %arg0 weights(dense<[5, 10]> : vector<2xi32>), ^bb2, ^bb3(%{{.*}} : i32)
// CHECK-LABEL: llvm.func @sel
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NOT: spv.
spv.module @mod Logical GLSL450 {
  spv.GlobalVariable @g : !spv.ptr<f32, Private>
  spv.GlobalVariable @buf bind(0, 1) : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>
  spv.GlobalVariable @in built_in("GlobalInvocationId") : !spv.ptr<vector<3xi32>, Input>
  spv.func @mem(%i: i32, %p: !spv.ptr<!spv.struct<(f32, !spv.array<4 x i32>)>, Function>) -> f32 "Inline" {
    %c = spv.Constant 1 : i32
    %z = spv.Constant 0 : i32
    %a = spv.AccessChain %p[%c, %i] : !spv.ptr<!spv.struct<(f32, !spv.array<4 x i32>)>, Function>, i32, i32
    %v = spv.Load "Function" %a ["Aligned", 4] : i32
    spv.Store "Function" %a, %v ["Volatile"] : i32
    %x = spv.Variable : !spv.ptr<f32, Function>
    %f = spv.Constant 2.0 : f32
    %y = spv.Variable init(%f) : !spv.ptr<f32, Function>
    %ga = spv.mlir.addressof @g : !spv.ptr<f32, Private>
    %gv = spv.Load "Private" %ga : f32
    %b = spv.mlir.addressof @buf : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>
    %e = spv.AccessChain %b[%z, %i] : !spv.ptr<!spv.struct<(!spv.array<4 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %ev = spv.Load "StorageBuffer" %e ["Nontemporal"] : f32
    %r = spv.FunctionCall @callee(%ev) : (f32) -> f32
    spv.FunctionCall @vcallee() : () -> ()
    spv.ReturnValue %r : f32
  }
  spv.func @callee(%a: f32) -> f32 "Pure" {
    spv.ReturnValue %a : f32
  }
  spv.func @vcallee() "DontInline" {
    spv.Return
  }
  spv.func @cf(%c: i1, %n: i32) "Const" {
    spv.Branch ^bb1(%n : i32)
  ^bb1(%x: i32):
    spv.BranchConditional %c [5, 10], ^bb2, ^bb3(%x : i32)
  ^bb2:
    spv.Return
  ^bb3(%y: i32):
    spv.Return
  }
  spv.func @sel(%c: i1) "None" {
    %v = spv.Variable : !spv.ptr<i32, Function>
    spv.mlir.selection {
      spv.BranchConditional %c, ^t, ^merge
    ^t:
      %one = spv.Constant 1 : i32
      spv.Store "Function" %v, %one : i32
      spv.Branch ^merge
    ^merge:
      spv.mlir.merge
    }
    spv.mlir.loop {
      spv.Branch ^header
    ^header:
      spv.BranchConditional %c, ^body, ^merge
    ^body:
      spv.Branch ^continue
    ^continue:
      spv.Branch ^header
    ^merge:
      spv.mlir.merge
    }
    spv.Return
  }
  spv.EntryPoint "GLCompute" @vcallee, @in
  spv.ExecutionMode @vcallee "LocalSize", 32, 1, 1
}
