// What -convert-spirv-to-llvm refuses, as MLIR 13: types without an LLVM
// form make their spv.func fail to legalize, and the ops 13 has no
// pattern for, or whose attributes it does not convert, fail to legalize
// (the spv dialect is illegal).  Checked with mlir-opt-13 too, which
// crashes on @rtarray_stride (a pointer to a type without LLVM form).
// RUN: cmlir-opt -convert-spirv-to-llvm -split-input-file -verify-diagnostics %s

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @unnatural_stride(%a: !spv.array<4 x f32, stride=8>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @unnatural_offset(%a: !spv.struct<(i32 [0], i32 [8])>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @member_decoration(%a: !spv.struct<(f32 [0, NonWritable])>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @bool_array_stride(%a: !spv.array<2 x i1, stride=1>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @matrix(%a: !spv.matrix<2 x vector<2xf32>>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.func' that was explicitly marked illegal}}
  spv.func @rtarray_stride(%a: !spv.ptr<!spv.rtarray<f32, stride=4>, StorageBuffer>) "None" {
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @shuffle(%v: vector<2xf32>) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.VectorShuffle' that was explicitly marked illegal}}
    %0 = spv.VectorShuffle [1: i32, 0: i32] %v: vector<2xf32>, %v: vector<2xf32> -> vector<2xf32>
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @snegate(%a: i32) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.SNegate' that was explicitly marked illegal}}
    %0 = spv.SNegate %a : i32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @construct(%a: f32) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.CompositeConstruct' that was explicitly marked illegal}}
    %0 = spv.CompositeConstruct %a, %a : vector<2xf32>
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @access(%p: !spv.ptr<f32, Function>) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.Load' that was explicitly marked illegal}}
    %0 = spv.Load "Function" %p ["Volatile|Aligned", 4] : f32
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @unroll(%c: i1) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.mlir.loop' that was explicitly marked illegal}}
    spv.mlir.loop control(Unroll) {
      spv.Branch ^header
    ^header:
      spv.BranchConditional %c, ^continue, ^merge
    ^continue:
      spv.Branch ^header
    ^merge:
      spv.mlir.merge
    }
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @flatten(%c: i1) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.mlir.selection' that was explicitly marked illegal}}
    spv.mlir.selection control(Flatten) {
      spv.BranchConditional %c, ^t, ^merge
    ^t:
      spv.Branch ^merge
    ^merge:
      spv.mlir.merge
    }
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.GlobalVariable @init : !spv.ptr<f32, Private>
  // expected-error@+1 {{failed to legalize operation 'spv.GlobalVariable' that was explicitly marked illegal}}
  spv.GlobalVariable @with_init initializer(@init) : !spv.ptr<f32, Private>
}

// -----

spv.module Logical GLSL450 {
  // expected-error@+1 {{failed to legalize operation 'spv.GlobalVariable' that was explicitly marked illegal}}
  spv.GlobalVariable @shared : !spv.ptr<f32, Workgroup>
}

// -----

spv.module Logical GLSL450 {
  spv.func @array_constant() "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.Constant' that was explicitly marked illegal}}
    %0 = spv.Constant [1 : i32, 2 : i32] : !spv.array<2 x i32>
    spv.Return
  }
}

// -----

spv.module Logical GLSL450 {
  spv.func @atomic(%p: !spv.ptr<i32, StorageBuffer>, %v: i32) "None" {
    // expected-error@+1 {{failed to legalize operation 'spv.AtomicIAdd' that was explicitly marked illegal}}
    %0 = spv.AtomicIAdd "Device" "None" %p, %v : !spv.ptr<i32, StorageBuffer>
    spv.Return
  }
}
