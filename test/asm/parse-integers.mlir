// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | cmlir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | %upstream_opt -mlir-print-op-generic | FileCheck %s

"f"() {a = 1 : i1, b = -1 : i1, c = 0 : i1, d = -9223372036854775808 : i64, e = 18446744073709551615 : i64, f = 0xFFFFFFFFFFFFFFFF : i64, g = -128 : si8, h = 127 : si8, i = 255 : ui8, j = 0 : ui1, k = -1 : i65, l = 36893488147419103231 : i65, m = 0x1FFFFFFFFFFFFFFFF : i65, n = 9223372036854775807 : index, o = -9223372036854775808 : index, p = 123456789012345678 : i64, q = 1234567890123456789 : i64, s = dense<[-1, 255]> : tensor<2xi8>, t = dense<[0, -1]> : tensor<2xi1>} : () -> ()

// CHECK: "module"() ( {
// CHECK-NEXT:   "f"() {a = true, b = true, c = false, d = -9223372036854775808 : i64, e = -1 : i64, f = -1 : i64, g = -128 : si8, h = 127 : si8, i = 255 : ui8, j = 0 : ui1, k = -1 : i65, l = -1 : i65, m = -1 : i65, n = 9223372036854775807 : index, o = -9223372036854775808 : index, p = 123456789012345678 : i64, q = 1234567890123456789 : i64, s = dense<-1> : tensor<2xi8>, t = dense<[false, true]> : tensor<2xi1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
