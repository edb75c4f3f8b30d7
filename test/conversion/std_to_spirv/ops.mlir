// -convert-std-to-spirv: arithmetic, comparisons, select, constants,
// casts, splat, math, memref load / store / workgroup alloc, and the
// type conversion of function signatures (with and without a target env,
// emulated and native narrow types), diffed against mlir-opt-13.
// RUN: cmlir-opt -convert-std-to-spirv -split-input-file %s > %t.ours
// RUN: %upstream_opt -convert-std-to-spirv -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: spv.func @arith
// CHECK: spv.GLSL.Exp
// CHECK: spv.LogicalNotEqual
// CHECK: spv.IsNan
// CHECK: spv.CompositeConstruct
func @arith(%a: f32, %i: i32, %b: i1, %c: i1, %v: vector<4xf32>, %x: index) -> f32 {
  %rem = remi_signed %x, %x : index
  %0 = math.exp %a : f32
  %1 = sexti %i : i32 to i64
  %2 = fptosi %a : f32 to i32
  %3 = xor %b, %c : i1
  %4 = cmpf ord, %a, %a : f32
  %5 = cmpf uno, %a, %a : f32
  %6 = cmpf olt, %a, %a : f32
  %7 = constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %8 = splat %a : vector<4xf32>
  %9 = constant 5 : i64
  %10 = constant 1.5 : f64
  %11 = constant true
  %12 = zexti %b : i1 to i32
  %13 = math.rsqrt %a : f32
  %14 = addi %i, %i : i32
  %15 = subf %a, %a : f32
  %16 = and %b, %c : i1
  %17 = or %i, %i : i32
  %18 = shift_left %i, %i : i32
  %19 = divi_unsigned %i, %i : i32
  %20 = cmpi sge, %i, %i : i32
  %21 = cmpi eq, %b, %c : i1
  %22 = select %b, %a, %a : f32
  %23 = index_cast %x : index to i32
  %24 = sitofp %i : i32 to f32
  %25 = uitofp %b : i1 to f32
  %26 = trunci %i : i32 to i1
  %27 = negf %a : f32
  %28 = absf %a : f32
  %29 = constant dense<2> : vector<3xi32>
  %30 = math.sqrt %a : f32
  %31 = fpext %a : f32 to f64
  return %a : f32
}

// -----

module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader, Int8, Int16, Int64, Float64, Float16, StorageBuffer8BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>, {}>} {
func @types(%a: memref<16xi8>, %b: memref<4xi16>, %c: i64, %d: f16, %e: memref<4xi1>, %f: memref<4xi1, 3>, %g: vector<4xi1>, %h: memref<?xi1>, %i: memref<4xi8, 3>, %j: memref<f32>, %k: vector<1xf32>, %l: tensor<4x3xf32>, %m: memref<4x5xf32, offset: 3, strides: [10, 1]>, %n: memref<?x4xvector<2xf16>>) {
  %0 = constant 300 : i64
  %1 = constant 2.5 : f16
  return
}
func @spaces(%a: memref<4xf32, 1>, %b: memref<4xf32, 5>, %c: memref<4xf32, 9>, %d: memref<4xf32, 11>, %e: memref<4xf32, 4>, %f: memref<?xf32, 3>, %g: memref<3xi16, 7>, %h: memref<4xf32, 6>) {
  return
}
}

// -----

// CHECK: spv.GlobalVariable @__workgroup_mem__0
// CHECK-LABEL: spv.func @mem
// CHECK: spv.AccessChain
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
  func @mem(%x: index, %y: index, %buf: memref<8x?xf32>, %bools: memref<4xi1, 3>) {
    %w = memref.alloc() : memref<2x3xf32, 3>
    %v = memref.load %w[%x, %y] : memref<2x3xf32, 3>
    memref.store %v, %w[%y, %x] : memref<2x3xf32, 3>
    memref.dealloc %w : memref<2x3xf32, 3>
    return
  }
}

// -----

// i8 / i1 / i16 memrefs emulated on i32 words: shifted loads, atomic stores
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, {}>} {
func @ld(%a: memref<8xi8>, %i: index, %b: memref<4xi1>, %c: memref<4xi16, 3>) {
  %0 = memref.load %a[%i] : memref<8xi8>
  memref.store %0, %a[%i] : memref<8xi8>
  %1 = memref.load %b[%i] : memref<4xi1>
  memref.store %1, %b[%i] : memref<4xi1>
  %2 = memref.load %c[%i] : memref<4xi16, 3>
  return
}
}

// -----

// constants: composite (converted elements, tensors flattened), wide scalars
func @c() {
  %0 = constant dense<[1, -2, 3, 4]> : vector<4xi64>
  %1 = constant dense<[1.5, 2.0]> : vector<2xf64>
  %2 = constant dense<7> : vector<3xi16>
  %3 = constant dense<[true, false]> : vector<2xi1>
  %4 = constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %5 = constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %6 = constant 4294967295 : i64
  %7 = constant -5 : index
  %8 = constant 0.1 : f64
  %9 = constant dense<[1, 2]> : vector<2xindex>
  return
}

// -----

// math.log1p, tensor.extract of a small constant tensor, i1 memrefs packed
// into rounded-up i32 words
module attributes {spv.target_env = #spv.target_env<#spv.vce<v1.0, [], []>, {}>} {
func @misc(%a: f32, %i: index, %j: index, %m: memref<5xi1>) -> i32 {
  %0 = math.log1p %a : f32
  %t = constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %1 = tensor.extract %t[%i, %j] : tensor<2x3xi32>
  return %1 : i32
}
}
