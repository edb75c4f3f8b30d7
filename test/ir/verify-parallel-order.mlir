// Which error comes first when one function has a dominance error and a
// later one a structural error: cmlir verifies the structure of the whole
// module before any dominance, with or without threads, so the structural
// error is reported.  (mlir-opt-13 verifies each function's dominance right
// after its structure and reports the dominance error in @a instead; this
// file has no upstream RUN line for that reason.)
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics -mlir-disable-threading
// RUN: env CMLIR_NUM_THREADS=4 cmlir-opt %s -split-input-file -verify-diagnostics

func @a(%arg0: i32) -> i32 {
  %0 = addi %1, %1 : i32
  %1 = addi %arg0, %arg0 : i32
  return %0 : i32
}
func @b(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func @c(%arg0: i32) -> i32 {
  // expected-error@+1 {{'std.addi' op requires the same type for all operands and results}}
  %0 = "std.addi"(%arg0, %arg0) : (i32, i32) -> i64
  return %arg0 : i32
}
func @d(%arg0: i32) -> i32 {
  return %arg0 : i32
}
