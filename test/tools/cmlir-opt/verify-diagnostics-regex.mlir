// cmlir extension (not in MLIR 13, which ignores these lines):
// `expected-<kind>-re {{...}}` treats `{{regex}}` parts of the message as
// POSIX extended regular expressions; the other text matches literally.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: not cmlir-opt %s -split-input-file -verify-diagnostics --mlir-disable-threading -allow-unregistered-dialect 2>&1 | FileCheck %s

// expected-error-re@+1 {{'func' op symbol {{(declaration|definition)}} cannot have {{[a-z]+}} visibility}}
func @regex()

// -----
// Outside of `{{...}}` regex characters are literal.
// expected-error-re@+1 {{op symbol declaration cannot have public visibility}}
func @literal()

// -----
// With -allow-unregistered-dialect no error is produced here:
// CHECK: expected error "'test.op' op created with {{.*}} dialect" was not produced
// expected-error-re@+1 {{'test.op' op created with {{[a-z]+}} dialect}}
"test.op"() : () -> ()
