// Folders and canonicalization patterns of tensor.extract (dense, splat
// and sparse constants), from_elements, insert, generate and tensor.dim of
// a generate, diffed with mlir-opt-13 -canonicalize in custom and generic
// form.
// REQUIRES: upstream
// RUN: cmlir-opt -canonicalize %s > %t.ours && %upstream_opt -canonicalize %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -canonicalize -mlir-print-op-generic %s > %t.gours && %upstream_opt -canonicalize -mlir-print-op-generic %s > %t.gtheirs && diff %t.gours %t.gtheirs
// RUN: cmlir-opt -canonicalize %s | FileCheck %s

// CHECK-LABEL: func @extract_sparse
// CHECK-DAG: constant 7 : i32
// CHECK-DAG: constant 0 : i32
// CHECK-DAG: constant 0.000000e+00 : f32
func @extract_sparse() -> (i32, i32, f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %s = constant sparse<[[0, 2], [1, 0]], [7, 9]> : tensor<2x3xi32>
  %a = tensor.extract %s[%c0, %c2] : tensor<2x3xi32>
  %b = tensor.extract %s[%c1, %c1] : tensor<2x3xi32>
  %f = constant sparse<[[1]], [2.5]> : tensor<4xf32>
  %e = tensor.extract %f[%c0] : tensor<4xf32>
  return %a, %b, %e : i32, i32, f32
}

// from_elements: constant elements fold to a dense constant; an extract at
// a constant index in range is the element.
// CHECK-LABEL: func @from_elements
// CHECK-DAG: %[[D:.*]] = constant dense<[3, 4]> : tensor<2xi64>
// CHECK-DAG: %[[S:.*]] = constant dense<3> : tensor<2xi64>
// CHECK: %[[T:.*]] = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK: %[[E:.*]] = tensor.extract %[[T]]
// CHECK: return %[[D]], %[[S]], %arg1, %[[E]]
func @from_elements(%a: f32, %b: f32, %i: index) -> (tensor<2xi64>, tensor<2xi64>, f32, f32) {
  %c1 = constant 1 : index
  %c3 = constant 3 : i64
  %c4 = constant 4 : i64
  %0 = tensor.from_elements %c3, %c4 : tensor<2xi64>
  %1 = tensor.from_elements %c3, %c3 : tensor<2xi64>
  %2 = tensor.from_elements %a, %b : tensor<2xf32>
  %3 = tensor.extract %2[%c1] : tensor<2xf32>
  %4 = tensor.extract %2[%i] : tensor<2xf32>
  return %0, %1, %3, %4 : tensor<2xi64>, tensor<2xi64>, f32, f32
}

// insert of a splat's own value into it is the splat.
// CHECK-LABEL: func @insert
// CHECK: %[[C:.*]] = constant dense<2> : tensor<3xi8>
// CHECK: %[[I:.*]] = tensor.insert %arg0 into %[[C]]
// CHECK: return %[[C]], %[[I]]
func @insert(%v: i8) -> (tensor<3xi8>, tensor<3xi8>) {
  %c0 = constant 0 : index
  %two = constant 2 : i8
  %t = constant dense<2> : tensor<3xi8>
  %0 = tensor.insert %two into %t[%c0] : tensor<3xi8>
  %1 = tensor.insert %v into %t[%c0] : tensor<3xi8>
  return %0, %1 : tensor<3xi8>, tensor<3xi8>
}

// Constant extents become static sizes (plus a cast); dim of a generate
// is its extent; an extract of a side-effect free generate is its body.
// CHECK-LABEL: func @generate
// CHECK: %[[G:.*]] = tensor.generate %arg0  {
// CHECK: } : tensor<?x5xindex>
// CHECK: tensor.cast %[[G]] : tensor<?x5xindex> to tensor<?x?xindex>
// CHECK: %[[M:.*]] = muli %arg1, %arg1
// CHECK: return %{{.*}}, %arg0, %[[M]]
func @generate(%m: index, %i: index) -> (tensor<?x?xindex>, index, index) {
  %c0 = constant 0 : index
  %c5 = constant 5 : index
  %0 = tensor.generate %m, %c5 {
  ^bb0(%a: index, %b: index):
    %s = addi %a, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %g = tensor.generate %m {
  ^bb0(%a: index):
    %s = muli %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %d = tensor.dim %g, %c0 : tensor<?xindex>
  %e = tensor.extract %g[%i] : tensor<?xindex>
  return %0, %d, %e : tensor<?x?xindex>, index, index
}

// A generate with side effects in its body is not inlined into extracts.
// CHECK-LABEL: func @generate_effects
// CHECK: tensor.generate
// CHECK: memref.store
// CHECK: tensor.extract
func @generate_effects(%m: index, %buf: memref<?xindex>) -> index {
  %c0 = constant 0 : index
  %g = tensor.generate %m {
  ^bb0(%a: index):
    memref.store %a, %buf[%a] : memref<?xindex>
    tensor.yield %a : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%c0] : tensor<?xindex>
  return %e : index
}

// Element types of folded from_elements: i1 (13 keeps an all-true list
// non-splat), f16, bf16, index.
// CHECK-LABEL: func @from_elements_types
// CHECK-DAG: constant dense<false> : tensor<2xi1>
// CHECK-DAG: constant dense<[true, true]> : tensor<2xi1>
// CHECK-DAG: constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-DAG: constant dense<[2.500000e+00, 3.000000e+00]> : tensor<2xbf16>
// CHECK-DAG: constant dense<1.500000e+00> : tensor<2xf16>
// CHECK-DAG: constant dense<7> : tensor<2xindex>
func @from_elements_types() -> (tensor<3xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xf16>, tensor<2xbf16>, tensor<2xindex>) {
  %t = constant true
  %f = constant false
  %h = constant 1.5 : f16
  %b = constant 2.5 : bf16
  %b3 = constant 3.0 : bf16
  %i = constant 7 : index
  %0 = tensor.from_elements %t, %f, %t : tensor<3xi1>
  %1 = tensor.from_elements %t, %t : tensor<2xi1>
  %2 = tensor.from_elements %f, %f : tensor<2xi1>
  %3 = tensor.from_elements %h, %h : tensor<2xf16>
  %4 = tensor.from_elements %b, %b3 : tensor<2xbf16>
  %5 = tensor.from_elements %i, %i : tensor<2xindex>
  return %0, %1, %2, %3, %4, %5 : tensor<3xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xf16>, tensor<2xbf16>, tensor<2xindex>
}

// The generate's body, nested regions included, computed at the index.
// CHECK-LABEL: func @extract_nested_body
// CHECK-NEXT: %[[X:.*]] = addi %arg2, %arg2 : index
// CHECK-NEXT: %[[R:.*]] = scf.if %arg1 -> (index) {
// CHECK-NEXT: %[[Y:.*]] = muli %[[X]], %arg2 : index
// CHECK-NEXT: scf.yield %[[Y]] : index
// CHECK: return %[[R]]
func @extract_nested_body(%n: index, %c: i1, %k: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%a: index):
    %x = addi %a, %a : index
    %r = scf.if %c -> index {
      %y = muli %x, %a : index
      scf.yield %y : index
    } else {
      scf.yield %a : index
    }
    tensor.yield %r : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%k] : tensor<?xindex>
  return %e : index
}
