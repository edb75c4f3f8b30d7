// Recursive structs (OpTypeForwardPointer), multi-dimensional constants and
// block order in structured control flow: cmlir's round trip is diffed with
// mlir-translate-13's and both serializers' binaries are compared.
// REQUIRES: upstream-translate
// RUN: cmlir-translate -test-spirv-roundtrip -split-input-file %s > %t.c
// RUN: %upstream_translate -test-spirv-roundtrip -split-input-file %s > %t.u
// RUN: diff %t.u %t.c
// RUN: cmlir-translate -serialize-spirv -split-input-file %s -o %t.cbin
// RUN: %upstream_translate -serialize-spirv -split-input-file %s -o %t.ubin
// RUN: cmp %t.cbin %t.ubin
// RUN: FileCheck %s < %t.c

// CHECK-LABEL: spv.module
// CHECK: @var : !spv.ptr<!spv.struct<A, (!spv.ptr<!spv.struct<A>, Uniform>)>, Uniform>
// CHECK: @var2 : !spv.ptr<!spv.struct<B, (!spv.ptr<!spv.struct<C, (!spv.ptr<!spv.struct<B>, Uniform>, f32)>, Uniform>)>, Uniform>
// CHECK: @list : !spv.ptr<!spv.struct<Node, (!spv.ptr<!spv.struct<Node>, Function> [0], i32 [4], !spv.ptr<!spv.struct<Node>, Function> [8])>, Private>
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader, Addresses], []> {
  spv.GlobalVariable @var : !spv.ptr<!spv.struct<A, (!spv.ptr<!spv.struct<A>, Uniform>)>, Uniform>
  spv.GlobalVariable @var2 : !spv.ptr<!spv.struct<B, (!spv.ptr<!spv.struct<C, (!spv.ptr<!spv.struct<B>, Uniform>, f32)>, Uniform>)>, Uniform>
  spv.GlobalVariable @list : !spv.ptr<!spv.struct<Node, (!spv.ptr<!spv.struct<Node>, Function> [0], i32 [4], !spv.ptr<!spv.struct<Node>, Function> [8])>, Private>
  spv.GlobalVariable @again : !spv.ptr<!spv.struct<A, (!spv.ptr<!spv.struct<A>, Uniform>)>, Uniform>
  spv.func @next() -> i32 "None" {
    %l = spv.mlir.addressof @list : !spv.ptr<!spv.struct<Node, (!spv.ptr<!spv.struct<Node>, Function> [0], i32 [4], !spv.ptr<!spv.struct<Node>, Function> [8])>, Private>
    %one = spv.Constant 1 : i32
    %p = spv.AccessChain %l[%one] : !spv.ptr<!spv.struct<Node, (!spv.ptr<!spv.struct<Node>, Function> [0], i32 [4], !spv.ptr<!spv.struct<Node>, Function> [8])>, Private>, i32
    %v = spv.Load "Private" %p : i32
    spv.ReturnValue %v : i32
  }
}

// -----

// CHECK-LABEL: spv.func @nested
// CHECK: spv.Constant {{\[}}[5 : i32, 5 : i32, 5 : i32], [5 : i32, 5 : i32, 5 : i32]] : !spv.array<2 x !spv.array<3 x i32>>
// CHECK: spv.Constant dense<[true, true]> : vector<2xi1>
// CHECK: spv.Constant dense<false> : vector<3xi1>
// CHECK: spv.Constant dense<2.000000e+00> : vector<2xf32>
// CHECK: spv.Constant {{\[}}[1 : i32, 2 : i32], [3 : i32, 4 : i32]] : !spv.array<2 x !spv.array<2 x i32>>
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader, Float16], []> {
  spv.func @nested() -> !spv.array<2 x !spv.array<2 x i32>> "None" {
    %0 = spv.Constant dense<[[1,2],[3,4]]> : tensor<2x2xi32> : !spv.array<2 x !spv.array<2 x i32>>
    %1 = spv.Constant dense<[[1.0,2.0],[3.0,4.0]]> : tensor<2x2xf32> : !spv.array<2 x !spv.array<2 x f32, stride=4>, stride=8>
    %2 = spv.Constant dense<5> : tensor<2x3xi32> : !spv.array<2 x !spv.array<3 x i32>>
    %3 = spv.Constant dense<[1,2]> : tensor<2xi32> : !spv.array<2 x i32>
    %4 = spv.Constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf16> : !spv.array<2 x !spv.array<2 x !spv.array<2 x f16>>>
    %6 = spv.Constant dense<true> : vector<2xi1>
    %7 = spv.Constant dense<false> : vector<3xi1>
    %8 = spv.Constant dense<2.0> : vector<2xf32>
    %a = spv.CompositeExtract %1[0 : i32, 1 : i32] : !spv.array<2 x !spv.array<2 x f32, stride=4>, stride=8>
    %b = spv.CompositeExtract %2[1 : i32, 2 : i32] : !spv.array<2 x !spv.array<3 x i32>>
    %c = spv.CompositeExtract %3[1 : i32] : !spv.array<2 x i32>
    %d = spv.CompositeExtract %4[1 : i32, 1 : i32, 0 : i32] : !spv.array<2 x !spv.array<2 x !spv.array<2 x f16>>>
    %f = spv.LogicalNot %6 : vector<2xi1>
    %g = spv.LogicalNot %7 : vector<3xi1>
    %h = spv.FNegate %8 : vector<2xf32>
    spv.ReturnValue %0 : !spv.array<2 x !spv.array<2 x i32>>
  }
}

// -----

// Blocks of a construct come back in breadth-first order, the others in the
// order of their first mention, as 13 reads them.
// CHECK-LABEL: spv.func @join
// CHECK: spv.BranchConditional %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: spv.Constant 0
// CHECK-NEXT: spv.Branch ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: spv.Constant 1
// CHECK-NEXT: spv.Branch ^bb3
// CHECK-NEXT: ^bb3(
// CHECK-LABEL: spv.func @unstructured
// CHECK: spv.BranchConditional %arg0, ^bb1, ^bb2
// CHECK: ^bb3:
// CHECK-NEXT: spv.Return
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  spv.func @join(%c: i1) -> i32 "None" {
    %var = spv.Variable : !spv.ptr<i32, Function>
    spv.Branch ^start
  ^start:
    spv.mlir.selection {
      spv.BranchConditional %c, ^t, ^f
    ^t:
      %zero = spv.Constant 0 : i32
      spv.Branch ^j(%zero : i32)
    ^f:
      %one = spv.Constant 1 : i32
      spv.Branch ^j(%one : i32)
    ^j(%a: i32):
      spv.Store "Function" %var, %a : i32
      spv.Branch ^m
    ^m:
      spv.mlir.merge
    }
    %r = spv.Load "Function" %var : i32
    spv.ReturnValue %r : i32
  }
  spv.func @unstructured(%c: i1) "None" {
    spv.BranchConditional %c, ^a, ^b
  ^a:
    spv.Branch ^d
  ^b:
    spv.Branch ^d
  ^d:
    spv.Return
  }
  spv.func @loop_in_selection(%c: i1, %x: i32) -> i32 "None" {
    %var = spv.Variable : !spv.ptr<i32, Function>
    spv.Branch ^start
  ^start:
    spv.mlir.selection {
      spv.BranchConditional %c, ^t, ^m
    ^t:
      %zero = spv.Constant 0 : i32
      spv.mlir.loop {
        spv.Branch ^h(%zero : i32)
      ^h(%i: i32):
        %lt = spv.SLessThan %i, %x : i32
        spv.BranchConditional %lt, ^body, ^merge
      ^body:
        %one = spv.Constant 1 : i32
        %n = spv.IAdd %i, %one : i32
        spv.Store "Function" %var, %n : i32
        spv.Branch ^h(%n : i32)
      ^merge:
        spv.mlir.merge
      }
      spv.Branch ^m
    ^m:
      spv.mlir.merge
    }
    %r = spv.Load "Function" %var : i32
    spv.ReturnValue %r : i32
  }
}
