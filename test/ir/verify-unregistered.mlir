// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-13 %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'foo.op' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"foo.op"() : () -> ()

// -----

// Errors in nested regions come first.
"foo.outer"() ({
  // expected-error@+1 {{'foo.inner' op created with unregistered dialect}}
  "foo.inner"() : () -> ()
}) : () -> ()
