// Exit statuses: 0 on success, 1 on parse or verification errors (and then
// nothing is printed to stdout), also with -verify-diagnostics when the
// expectations are met by an error (status 0).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: not cmlir-opt %s -split-input-file > %t.out 2> /dev/null
// RUN: FileCheck %s --check-prefix=OUT --allow-empty < %t.out
// RUN: not cmlir-opt %s -split-input-file -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ERR

// The verifier failure of one chunk does not stop the next chunk.
// OUT: module  {
// OUT-NEXT:   func private @ok()
// OUT-NEXT: }
// OUT-NOT: module

// ERR: error: expected non-function type
// ERR: error: 'func' op symbol declaration cannot have public visibility
// ERR: error: custom op 'no.such.op' is unknown

// expected-error@+1 {{expected non-function type}}
func private @parse_error() -> )
// -----
// expected-error@+1 {{symbol declaration cannot have public visibility}}
func @verify_error()
// -----
// expected-error@+1 {{custom op 'no.such.op' is unknown}}
no.such.op
// -----
func private @ok()
