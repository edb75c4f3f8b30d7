// -tensor-constant-bufferize: tensor constants become memref.get_global of
// one private constant memref.global per distinct value, named after the
// type and uniqued against the module's symbols.  Diffed with mlir-opt-13,
// locations included.
// REQUIRES: upstream
// RUN: cmlir-opt -tensor-constant-bufferize -split-input-file -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -tensor-constant-bufferize -split-input-file -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -pass-pipeline='tensor-constant-bufferize' -split-input-file -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='tensor-constant-bufferize' -split-input-file -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -tensor-constant-bufferize -split-input-file %s | FileCheck %s
// RUN: cmlir-opt -tensor-constant-bufferize -print-ir-after-all %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -pass-pipeline='func(tensor-constant-bufferize)' %s 2>&1 | FileCheck %s --check-prefix=NEST

// DUMP: IR Dump After TensorConstantBufferize //
// HELP: --tensor-constant-bufferize {{ *}}-   Bufferize tensor constants.
// NEST: error: Can't add pass 'TensorConstantBufferize' restricted to 'module' on a PassManager intended to run on 'func', did you intend to nest?

// The globals come first, the last created first.
// CHECK: memref.global "private" constant @__constant_2x2xi64 : memref<2x2xi64> = dense<{{\[}}[1, 2], [3, 4]]>
// CHECK: memref.global "private" constant @__constant_xf16 : memref<f16> = dense<5.000000e-01>
// CHECK-LABEL: func @shapes
// CHECK: %[[G:.*]] = memref.get_global @__constant_xf16 : memref<f16>
// CHECK: memref.tensor_load %[[G]] : memref<f16>
// CHECK: memref.get_global @__constant_2x2xi64 : memref<2x2xi64>
func @shapes() -> (tensor<f16>, tensor<2x2xi64>) {
  %0 = constant dense<0.5> : tensor<f16>
  %1 = constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  return %0, %1 : tensor<f16>, tensor<2x2xi64>
}

// -----

// Same value (in two functions): one global.  Different values of one
// type: suffixes, counted past the names already taken.
// CHECK: memref.global "private" constant @__constant_4xi1_1 : memref<4xi1> = dense<[false, true, true, false]>
// CHECK: memref.global "private" constant @__constant_4xi1_0 : memref<4xi1> = dense<true>
// CHECK: memref.global "private" constant @__constant_4xindex
// CHECK: func private @__constant_4xi1()
module {
  func private @__constant_4xi1()
  func @one() -> tensor<4xindex> {
    %0 = constant dense<3> : tensor<4xindex>
    %1 = constant dense<true> : tensor<4xi1>
    return %0 : tensor<4xindex>
  }
  func @two() -> (tensor<4xindex>, tensor<4xi1>) {
    %0 = constant dense<3> : tensor<4xindex>
    %1 = constant dense<[false, true, true, false]> : tensor<4xi1>
    return %0, %1 : tensor<4xindex>, tensor<4xi1>
  }
}

// -----

// Complex elements, sparse values; scalars, vectors and unused constants
// of other types stay.
// CHECK: memref.global "private" constant @__constant_3xf32 : memref<3xf32> = sparse<1, 2.000000e+00>
// CHECK: memref.global "private" constant @"__constant_2xcomplex<f64>"
// CHECK-LABEL: func @kinds
// CHECK: constant 7 : i8
// CHECK: constant dense<1.000000e+00> : vector<2xf32>
func @kinds() -> (tensor<2xcomplex<f64>>, tensor<3xf32>, i8, vector<2xf32>) {
  %0 = constant dense<(1.0, 2.0)> : tensor<2xcomplex<f64>>
  %1 = constant sparse<[[1]], [2.0]> : tensor<3xf32>
  %2 = constant 7 : i8
  %3 = constant dense<1.0> : vector<2xf32>
  return %0, %1, %2, %3 : tensor<2xcomplex<f64>>, tensor<3xf32>, i8, vector<2xf32>
}

// -----

// Constants inside nested regions; nothing to do without tensor constants.
// CHECK-LABEL: func @in_region
// CHECK: scf.if
// CHECK: memref.get_global @__constant_1xi32
func @in_region(%c: i1) -> tensor<1xi32> {
  %r = scf.if %c -> (tensor<1xi32>) {
    %0 = constant dense<1> : tensor<1xi32>
    scf.yield %0 : tensor<1xi32>
  } else {
    %1 = constant dense<2> : tensor<1xi32>
    scf.yield %1 : tensor<1xi32>
  }
  return %r : tensor<1xi32>
}
// CHECK-LABEL: func @nothing
func @nothing() {
  return
}
