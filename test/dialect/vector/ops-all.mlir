// Every vector op cmlir added to the six of docs/vector.md (contract,
// transfers, masks, reductions, shape ops, ...), in custom and generic form:
// our output is diffed with mlir-opt-13's (custom, generic) and re-parsed.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours && %upstream_opt %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt %s | %upstream_opt | FileCheck %s
// RUN: cmlir-opt -mlir-print-op-generic %s > %t.gours && %upstream_opt -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// REQUIRES: upstream

#id2 = affine_map<(i, j) -> (i, j)>
#tr2 = affine_map<(i, j) -> (j, i)>
#bc3 = affine_map<(i, j, k) -> (k, 0, i)>
#row = affine_map<(i, j) -> (j)>

// CHECK-LABEL: func @transfers
func @transfers(%m: memref<?x?xf32>, %m3: memref<8x?x16xf32>, %mv: memref<?x?xvector<2x4xf32>>,
                %t: tensor<?x?xf32>, %i: index, %f: f32, %k1: vector<4xi1>, %k2: vector<4x8xi1>) -> tensor<?x?xf32> {
  %vp = splat %f : vector<2x4xf32>
  // CHECK: vector.transfer_read %arg0[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<4x8xf32>
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_read %arg0[%arg4, %arg4], %arg5 {permutation_map = #map{{[0-9]*}}} : memref<?x?xf32>, vector<8x4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f {permutation_map = #tr2} : memref<?x?xf32>, vector<8x4xf32>
  // CHECK: vector.transfer_read %arg0[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<16xf32>
  %2 = vector.transfer_read %m[%i, %i], %f {permutation_map = #row, in_bounds = [false]} : memref<?x?xf32>, vector<16xf32>
  // CHECK: vector.transfer_read %arg0[%arg4, %arg4], %arg5, %arg6 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f, %k1 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %arg1[%arg4, %arg4, %arg4], %arg5, %arg7 {in_bounds = [false, true, false], permutation_map = #map{{[0-9]*}}} : memref<8x?x16xf32>, vector<4x3x8xf32>
  %4 = vector.transfer_read %m3[%i, %i, %i], %f, %k2 {permutation_map = #bc3, in_bounds = [false, true, false]} : memref<8x?x16xf32>, vector<4x3x8xf32>
  // CHECK: vector.transfer_read %arg2[%arg4, %arg4], %{{.*}} : memref<?x?xvector<2x4xf32>>, vector<3x2x4xf32>
  %5 = vector.transfer_read %mv[%i, %i], %vp : memref<?x?xvector<2x4xf32>>, vector<3x2x4xf32>
  // CHECK: vector.transfer_read %arg3[%arg4, %arg4], %arg5 {foo = "bar"} : tensor<?x?xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %t[%i, %i], %f {foo = "bar"} : tensor<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_write %{{.*}}, %arg0[%arg4, %arg4] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %{{.*}}, %arg0[%arg4, %arg4] {permutation_map = #map{{[0-9]*}}} : vector<8x4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %m[%i, %i] {permutation_map = #tr2} : vector<8x4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %{{.*}}, %arg0[%arg4, %arg4], %arg6 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %3, %m[%i, %i], %k1 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %{{.*}}, %arg2[%arg4, %arg4] : vector<3x2x4xf32>, memref<?x?xvector<2x4xf32>>
  vector.transfer_write %5, %mv[%i, %i] : vector<3x2x4xf32>, memref<?x?xvector<2x4xf32>>
  // CHECK: %[[W:.*]] = vector.transfer_write %{{.*}}, %arg3[%arg4, %arg4], %arg7 : vector<4x8xf32>, tensor<?x?xf32>
  %7 = vector.transfer_write %6, %t[%i, %i], %k2 : vector<4x8xf32>, tensor<?x?xf32>
  return %7 : tensor<?x?xf32>
}

// CHECK-LABEL: func @memory
func @memory(%m: memref<?x?xf32>, %v: memref<4x8xvector<16xf32>>, %i: index, %k: vector<16xi1>,
             %p: vector<16xf32>, %iv: vector<16xi32>, %ix: vector<16xindex>, %s: memref<4x8xf32>) {
  // CHECK: vector.load %arg0[%arg2, %arg2] : memref<?x?xf32>, vector<16xf32>
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<16xf32>
  // CHECK: vector.load %arg1[%arg2, %arg2] {nontemporal} : memref<4x8xvector<16xf32>>, vector<16xf32>
  %1 = vector.load %v[%i, %i] {nontemporal} : memref<4x8xvector<16xf32>>, vector<16xf32>
  // CHECK: vector.load %arg0[%arg2, %arg2] : memref<?x?xf32>, vector<2x16xf32>
  %2 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<2x16xf32>
  // CHECK: vector.store %{{.*}}, %arg0[%arg2, %arg2] : memref<?x?xf32>, vector<16xf32>
  vector.store %0, %m[%i, %i] : memref<?x?xf32>, vector<16xf32>
  // CHECK: vector.store %{{.*}}, %arg1[%arg2, %arg2] : memref<4x8xvector<16xf32>>, vector<16xf32>
  vector.store %1, %v[%i, %i] : memref<4x8xvector<16xf32>>, vector<16xf32>
  // CHECK: vector.maskedload %arg0[%arg2, %arg2], %arg3, %arg4 : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %3 = vector.maskedload %m[%i, %i], %k, %p : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK: vector.maskedstore %arg0[%arg2, %arg2], %arg3, %{{.*}} : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m[%i, %i], %k, %3 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  // CHECK: vector.gather %arg0[%arg2, %arg2] [%arg5], %arg3, %arg4 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %4 = vector.gather %m[%i, %i][%iv], %k, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK: vector.scatter %arg0[%arg2, %arg2] [%arg6], %arg3, %{{.*}} : memref<?x?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.scatter %m[%i, %i][%ix], %k, %4 : memref<?x?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  // CHECK: vector.expandload %arg0[%arg2, %arg2], %arg3, %arg4 : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %5 = vector.expandload %m[%i, %i], %k, %p : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  // CHECK: vector.compressstore %arg0[%arg2, %arg2], %arg3, %{{.*}} : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  vector.compressstore %m[%i, %i], %k, %5 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  // CHECK: vector.type_cast %arg7 : memref<4x8xf32> to memref<vector<4x8xf32>>
  %6 = vector.type_cast %s : memref<4x8xf32> to memref<vector<4x8xf32>>
  // CHECK: vector.type_cast %arg7 : memref<4x8xf32> to memref<4xvector<8xf32>>
  %7 = vector.type_cast %s : memref<4x8xf32> to memref<4xvector<8xf32>>
  return
}

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#d0 = affine_map<(i) -> (i)>
#sc = affine_map<(i) -> ()>

// CHECK-LABEL: func @contractions
func @contractions(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>, %x: vector<8xi32>,
                   %y: vector<8xi32>, %z: i32, %am: vector<4x3xi1>, %bm: vector<3x5xi1>) -> vector<4x5xf32> {
  // CHECK: vector.contract {indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  // CHECK: kind = #vector.kind<max>} %arg0, %arg1, %{{.*}}, %arg6, %arg7 : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  %1 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<max>} %a, %b, %0, %am, %bm : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32>
  // CHECK: kind = #vector.kind<xor>} %arg3, %arg4, %arg5 : vector<8xi32>, vector<8xi32> into i32
  %2 = vector.contract {kind = #vector.kind<xor>, indexing_maps = [#d0, #d0, #sc], iterator_types = ["reduction"]} %x, %y, %z {dropped} : vector<8xi32>, vector<8xi32> into i32
  // CHECK: vector.outerproduct %arg3, %arg4 : vector<8xi32>, vector<8xi32>
  %3 = vector.outerproduct %x, %y : vector<8xi32>, vector<8xi32>
  // CHECK: vector.outerproduct %arg3, %arg4, %{{.*}} {kind = #vector.kind<add>} : vector<8xi32>, vector<8xi32>
  %4 = vector.outerproduct %x, %y, %3 : vector<8xi32>, vector<8xi32>
  // CHECK: vector.outerproduct %arg3, %arg5, %arg3 {kind = #vector.kind<min>} : vector<8xi32>, i32
  %5 = vector.outerproduct %x, %z, %x {kind = #vector.kind<min>} : vector<8xi32>, i32
  // CHECK: vector.outerproduct %arg3, %arg5 : vector<8xi32>, i32
  %6 = vector.outerproduct %x, %z {kind = #vector.kind<and>} : vector<8xi32>, i32
  return %1 : vector<4x5xf32>
}

// CHECK-LABEL: func @reductions
func @reductions(%v: vector<16xf32>, %i: vector<16xi32>, %x: vector<4xindex>, %f: f32, %m: vector<2x3x4xf32>, %b: vector<8xi1>) {
  // CHECK: vector.reduction "add", %arg0 : vector<16xf32> into f32
  %0 = vector.reduction "add", %v : vector<16xf32> into f32
  // CHECK: vector.reduction "mul", %arg0, %arg3 : vector<16xf32> into f32
  %1 = vector.reduction "mul", %v, %f : vector<16xf32> into f32
  // CHECK: vector.reduction "max", %arg1 : vector<16xi32> into i32
  %2 = vector.reduction "max", %i : vector<16xi32> into i32
  // CHECK: vector.reduction "xor", %arg2 : vector<4xindex> into index
  %3 = vector.reduction "xor", %x : vector<4xindex> into index
  // CHECK: vector.reduction "or", %arg5 : vector<8xi1> into i1
  %4 = vector.reduction "or", %b : vector<8xi1> into i1
  // CHECK: vector.multi_reduction #vector.kind<add>, %arg4 [1] : vector<2x3x4xf32> to vector<2x4xf32>
  %5 = vector.multi_reduction #vector.kind<add>, %m [1] : vector<2x3x4xf32> to vector<2x4xf32>
  // CHECK: vector.multi_reduction #vector.kind<max>, %arg4 {foo} [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  %6 = vector.multi_reduction #vector.kind<max>, %m {foo} [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  // CHECK: vector.multi_reduction #vector.kind<min>, %arg4 [] : vector<2x3x4xf32> to vector<2x3x4xf32>
  %8 = vector.multi_reduction #vector.kind<min>, %m [] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return
}

// CHECK-LABEL: func @shapes
func @shapes(%a: vector<2x3x4xf32>, %b: vector<4xf32>, %c: vector<2x4xi8>, %i: index, %m: vector<16xf32>, %n: vector<6xi32>) {
  // CHECK: vector.fma %arg0, %arg0, %arg0 : vector<2x3x4xf32>
  %0 = vector.fma %a, %a, %a : vector<2x3x4xf32>
  // CHECK: vector.shuffle %arg1, %arg1 [7, 0, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %b, %b [7, 0, 3] : vector<4xf32>, vector<4xf32>
  // CHECK: vector.shuffle %arg0, %arg0 [3, 1] {foo} : vector<2x3x4xf32>, vector<2x3x4xf32>
  %2 = vector.shuffle %a, %a [3, 1] {foo} : vector<2x3x4xf32>, vector<2x3x4xf32>
  // CHECK: vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<6x4xf32>
  %3 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  // CHECK: vector.shape_cast %{{.*}} : vector<6x4xf32> to vector<2x3x4xf32>
  %4 = vector.shape_cast %3 : vector<6x4xf32> to vector<2x3x4xf32>
  // CHECK: vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<24xf32>
  %5 = vector.shape_cast %a : vector<2x3x4xf32> to vector<24xf32>
  // CHECK: vector.bitcast %arg2 : vector<2x4xi8> to vector<2x1xi32>
  %6 = vector.bitcast %c : vector<2x4xi8> to vector<2x1xi32>
  // CHECK: vector.bitcast %arg2 : vector<2x4xi8> to vector<2x2xf16>
  %7 = vector.bitcast %c : vector<2x4xi8> to vector<2x2xf16>
  // CHECK: vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %8 = vector.transpose %a, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  // CHECK: vector.reshape %arg0, [%arg3, %arg3], [%arg3], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  %9 = vector.reshape %a, [%i, %i], [%i], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  // CHECK: vector.extract_strided_slice %arg0 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3x4xf32> to vector<1x2x4xf32>
  %10 = vector.extract_strided_slice %a {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3x4xf32> to vector<1x2x4xf32>
  // CHECK: vector.insert_strided_slice %{{.*}}, %arg0 {offsets = [1, 1, 0], strides = [1, 1, 1]} : vector<1x2x4xf32> into vector<2x3x4xf32>
  %11 = vector.insert_strided_slice %10, %a {offsets = [1, 1, 0], strides = [1, 1, 1]} : vector<1x2x4xf32> into vector<2x3x4xf32>
  // CHECK: vector.extract_map %arg0[%arg3, %arg3] : vector<2x3x4xf32> to vector<1x3x2xf32>
  %12 = vector.extract_map %a[%i, %i] : vector<2x3x4xf32> to vector<1x3x2xf32>
  // CHECK: vector.insert_map %{{.*}}, %arg0[%arg3, %arg3] : vector<1x3x2xf32> into vector<2x3x4xf32>
  %13 = vector.insert_map %12, %a[%i, %i] : vector<1x3x2xf32> into vector<2x3x4xf32>
  // CHECK: vector.matrix_multiply %arg4, %arg4 {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %14 = vector.matrix_multiply %m, %m {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  // CHECK: vector.flat_transpose %arg5 {columns = 3 : i32, rows = 2 : i32} : vector<6xi32> -> vector<6xi32>
  %15 = vector.flat_transpose %n {rows = 2 : i32, columns = 3 : i32} : vector<6xi32> -> vector<6xi32>
  // CHECK: vector.create_mask %arg3, %arg3 : vector<4x3xi1>
  %16 = vector.create_mask %i, %i : vector<4x3xi1>
  // CHECK: vector.constant_mask [2, 3] : vector<4x3xi1>
  %17 = vector.constant_mask [2, 3] : vector<4x3xi1>
  // CHECK: vector.constant_mask [0] : vector<4xi1>
  %18 = vector.constant_mask [0] : vector<4xi1>
  return
}
