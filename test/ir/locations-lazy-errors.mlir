// Errors at ops and block arguments past column 1000 (op and argument
// locations are stored compactly and materialised on demand, see
// lib/ir/locref.c): positions as upstream prints them (compared with
// mlir-opt-13 in locations-lazy-upstream.test).
// RUN: not cmlir-opt -split-input-file -allow-unregistered-dialect %s 2> %t
// RUN: FileCheck %s < %t

// parse error past column 1000
func @p() {
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            "t.z"() : () -> (i32, )
  return
}

// -----

// verifier: dominance, notes at both ops
func @d() {
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %0 = "t.a"(%1) : (i32) -> i32
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %1 = "t.b"() : () -> i32
  return
}

// -----

// successor operand type mismatch at a branch past column 1000
func @s(%x: i32) {
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            br ^bb1(%x : i32)
^bb1(                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %a: f32):
  return
}

// -----

// errors from custom parsers at the op state's location
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            module @m attributes {sym_name = "x"} {
}

// -----

                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %c = constant {value = 1 : i32, value = 2 : i32} : i32

// -----

// op verifier error at a registered op
func @v(%m: memref<4xf32>, %i: index) {
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// CHECK: within split at {{.*}}locations-lazy-errors.mlir:1 offset :10:1123: error: expected non-function type
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:14 offset :5:1106: error: operand #0 does not dominate this use
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:14 offset :5:1106: note: see current operation: %0 = "t.a"(%1) : (i32) -> i32
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:14 offset :6:1106: note: operand defined here (op in the same block)
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:23 offset :5:1101: error: type mismatch for bb argument #0 of successor #0
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:23 offset :5:1101: note: see current operation: "std.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:32 offset :4:1101: error: custom op 'module' attribute 'sym_name' occurs more than onc
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:38 offset :3:1133: error: duplicate key 'value' in dictionary attribute
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:42 offset :5:1106: error: 'memref.load' op incorrect number of indices for load
// CHECK: within split at {{.*}}locations-lazy-errors.mlir:42 offset :5:1106: note: see current operation: %0 = "memref.load"(%arg0, %arg1, %arg
// CHECK-NOT: error:
