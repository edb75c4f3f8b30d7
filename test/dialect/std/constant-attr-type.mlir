// The custom form of std.constant takes the result type from the attribute:
// index for an affine map (rejected by the verifier, which shows the op),
// none for untyped attributes.
// RUN: not cmlir-opt -split-input-file %s 2>&1 | FileCheck %s
// RUN: not %upstream_opt -split-input-file %s 2>&1 | FileCheck %s

func @affine_map_value() {
  // CHECK: error: 'std.constant' op unsupported 'value' attribute: affine_map<(d0) -> (d0)>
  // CHECK: note: see current operation: %0 = "std.constant"() {value = affine_map<(d0) -> (d0)>} : () -> index
  %0 = constant affine_map<(d0) -> (d0)>
  return
}

// -----

func @string_value() {
  // CHECK: error: 'std.constant' op unsupported 'value' attribute: "s"
  // CHECK: note: see current operation: %0 = "std.constant"() {value = "s"} : () -> none
  %0 = constant "s"
  return
}
