// memref.global / get_global: custom and generic forms.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: cmlir-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | %upstream_opt | diff - %t.up

// CHECK: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global @u : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global @ext : memref<4xi32>
// CHECK-NEXT: memref.global "public" @pub : memref<3xi8> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" @any_align : memref<8xi8> = dense<0> {alignment = "str"}
// CHECK-NEXT: memref.global "nested" constant @splat : memref<2x3xi16> = dense<7> {foo}
// CHECK-NEXT: memref.global @scalar : memref<f64> = dense<1.500000e+00>
// CHECK-NEXT: memref.global @"q name" : memref<1xf32> = dense<0.000000e+00>
// CHECK-LABEL: func @use() {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @ext : memref<4xi32>
// CHECK-NEXT: %2 = memref.get_global @"q name" : memref<1xf32> {x}
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: "memref.global"() {constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>} : () -> ()
// GENERIC: "memref.global"() {initial_value, sym_name = "u", type = memref<4xi32>} : () -> ()
// GENERIC: "memref.global"() {sym_name = "ext", type = memref<4xi32>} : () -> ()
// GENERIC: "memref.global"() {alignment = 64 : i64, sym_name = "pub", sym_visibility = "public", type = memref<3xi8>} : () -> ()
// GENERIC: "memref.global"() {alignment = "str", initial_value = dense<0> : tensor<8xi8>, sym_name = "any_align", sym_visibility = "private", type = memref<8xi8>} : () -> ()
// GENERIC: "memref.global"() {constant, foo, initial_value = dense<7> : tensor<2x3xi16>, sym_name = "splat", sym_visibility = "nested", type = memref<2x3xi16>} : () -> ()
// GENERIC: "memref.global"() {initial_value = dense<1.500000e+00> : tensor<f64>, sym_name = "scalar", type = memref<f64>} : () -> ()
// GENERIC: "memref.global"() {initial_value = dense<0.000000e+00> : tensor<1xf32>, sym_name = "q name", type = memref<1xf32>} : () -> ()
// GENERIC: %0 = "memref.get_global"() {name = @c} : () -> memref<2xf32>
// GENERIC: %1 = "memref.get_global"() {name = @ext} : () -> memref<4xi32>
// GENERIC: %2 = "memref.get_global"() {name = @"q name", x} : () -> memref<1xf32>

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global @ext : memref<4xi32>
memref.global "public" @pub : memref<3xi8> {alignment = 64 : i64}
// (13.0.1 defines no `alignment` attribute on memref.global: any value)
memref.global "private" @any_align : memref<8xi8> = dense<0> {alignment = "str"}
memref.global "nested" constant @splat : memref<2x3xi16> = dense<7> {foo}
memref.global @scalar : memref<f64> = dense<1.5>
memref.global @"q name" : memref<1xf32> = dense<0.0>
func @use() {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @ext : memref<4xi32>
  %2 = memref.get_global @"q name" : memref<1xf32> {x}
  return
}
