// MLIR 13 registers the builtin ops as plain `module`, `func` and
// `unrealized_conversion_cast`: a `builtin.` prefix names an unknown op.
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file %s > %t.ours
// RUN: %upstream_opt -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours
// RUN: not cmlir-opt -allow-unregistered-dialect %S/Inputs/prefixed-custom.mlir 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not %upstream_opt %S/Inputs/prefixed-custom.mlir 2>&1 | FileCheck %s --check-prefix=CUSTOM

// CHECK: "builtin.module"() ( {
// CHECK-NEXT: "builtin.func"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"builtin.module"() ({
  "builtin.func"() : () -> ()
}) : () -> ()

// -----

// The unprefixed generic names are the registered ops.
// CHECK: module @m  {
"module"() ({
^bb0:
}) {sym_name = "m"} : () -> ()

// CUSTOM: custom op 'builtin.module' is unknown
