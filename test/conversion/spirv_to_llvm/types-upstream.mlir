// The SPIR-V types in -convert-spirv-to-llvm: arrays (stride equal to
// the element size or none; 13's quirky (size + stride) * count size of
// nested strided arrays), pointers (address space 0), runtime arrays,
// structs without offsets (packed) and with the Vulkan offsets 13
// computes (unpacked; vectors of 2 aligned to twice, 3 and 4 to four
// times their element, nested structs and arrays; a pointer member of
// size 0), signed / unsigned integers; diffed with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -convert-spirv-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-spirv-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: llvm.func @t1(%arg0: !llvm.array<4 x f32>)
spv.module Logical GLSL450 {
  spv.func @t1(%a: !spv.array<4 x f32, stride=4>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t2(%arg0: !llvm.array<3 x vector<2xi16>>)
spv.module Logical GLSL450 {
  spv.func @t2(%a: !spv.array<3 x vector<2xi16>>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t3(%arg0: !llvm.ptr<array<0 x f32>>)
spv.module Logical GLSL450 {
  spv.func @t3(%a: !spv.ptr<!spv.rtarray<f32>, StorageBuffer>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t4(%arg0: !llvm.struct<(f32, vector<3xf32>, array<2 x i32>, f32)>)
spv.module Logical GLSL450 {
  spv.func @t4(%a: !spv.struct<(f32 [0], vector<3xf32> [16], !spv.array<2 x i32, stride=4> [28], f32 [36])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t5(%arg0: !llvm.struct<packed (i8, f64, struct<packed ()>)>)
spv.module Logical GLSL450 {
  spv.func @t5(%a: !spv.struct<(i8, f64, !spv.struct<()>)>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t6(%arg0: !llvm.struct<packed ()>)
spv.module Logical GLSL450 {
  spv.func @t6(%a: !spv.struct<()>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t7(%arg0: vector<4xi8>)
spv.module Logical GLSL450 {
  spv.func @t7(%a: vector<4xui8>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t8(%arg0: i32)
spv.module Logical GLSL450 {
  spv.func @t8(%a: si32) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t9(%arg0: !llvm.array<2 x array<2 x i64>>)
spv.module Logical GLSL450 {
  spv.func @t9(%a: !spv.array<2 x !spv.array<2 x i64, stride=8>, stride=32>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t10(%arg0: !llvm.struct<(vector<2xf32>, f32)>)
spv.module Logical GLSL450 {
  spv.func @t10(%a: !spv.struct<(vector<2xf32> [0], f32 [8])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t11(%arg0: !llvm.struct<(f32, vector<2xf32>)>)
spv.module Logical GLSL450 {
  spv.func @t11(%a: !spv.struct<(f32 [0], vector<2xf32> [8])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t12(%arg0: !llvm.struct<(i1, i8, i16, i64)>)
spv.module Logical GLSL450 {
  spv.func @t12(%a: !spv.struct<(i1 [0], i8 [1], i16 [2], i64 [8])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t13(%arg0: !llvm.struct<(struct<(f32, i32)>, f64)>)
spv.module Logical GLSL450 {
  spv.func @t13(%a: !spv.struct<(!spv.struct<(f32 [0], i32 [4])> [0], f64 [8])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t14(%arg0: !llvm.struct<packed (ptr<f32>)>)
spv.module Logical GLSL450 {
  spv.func @t14(%a: !spv.struct<(!spv.ptr<f32, Function>)>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t15(%arg0: !llvm.struct<(ptr<f32>, f32)>)
spv.module Logical GLSL450 {
  spv.func @t15(%a: !spv.struct<(!spv.ptr<f32, Function> [0], f32 [0])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t16(%arg0: !llvm.struct<(i8, ptr<f32>)>)
spv.module Logical GLSL450 {
  spv.func @t16(%a: !spv.struct<(i8 [0], !spv.ptr<f32, Function> [1])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t17(%arg0: !llvm.ptr<array<4 x f32>>)
spv.module Logical GLSL450 {
  spv.func @t17(%a: !spv.ptr<!spv.array<4 x f32>, Input>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t18(%arg0: !llvm.array<4 x array<2 x f32>>)
spv.module Logical GLSL450 {
  spv.func @t18(%a: !spv.array<4 x !spv.array<2 x f32>, stride=8>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t19(%arg0: !llvm.array<4 x vector<3xf32>>)
spv.module Logical GLSL450 {
  spv.func @t19(%a: !spv.array<4 x vector<3xf32>, stride=12>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t20(%arg0: !llvm.struct<(vector<3xf32>, f32)>)
spv.module Logical GLSL450 {
  spv.func @t20(%a: !spv.struct<(vector<3xf32> [0], f32 [12])>) "None" {
    spv.Return
  }
}

// CHECK: llvm.func @t21(%arg0: !llvm.struct<(array<2 x vector<3xf32>>, f32)>)
spv.module Logical GLSL450 {
  spv.func @t21(%a: !spv.struct<(!spv.array<2 x vector<3xf32>, stride=12> [0], f32 [24])>) "None" {
    spv.Return
  }
}
