// -split-input-file: chunks are split at every split marker (even mid-line),
// parsed as buffers named "within split at FILE:LINE offset " with line
// numbers counted from the chunk start, processed independently (a failing
// chunk prints nothing, the others still print) and printed one after the
// other.  Exit status 1 if any chunk failed.
// RUN: not cmlir-opt -allow-unregistered-dialect -split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not %upstream_opt -split-input-file %s > %t.theirs 2> /dev/null
// RUN: diff %t.out %t.theirs
// RUN: not cmlir-opt -allow-unregistered-dialect -split-input-file -mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK: module  {
// CHECK-NEXT:   "test.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: module  {
// CHECK-NEXT:   "test.second"() : () -> ()
// CHECK-NEXT:   "test.third"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: module  {
// CHECK-NEXT:   "test.after_bad"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: module  {
// CHECK-NEXT:   "test.last"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// ERR: within split at {{.*}}split-input-file.mlir:{{[0-9]+}} offset :4:1: error: expected non-function type
// ERR-NOT: error

// LOC: loc("within split at {{.*}}split-input-file.mlir:1 offset ":{{[0-9]+}}:1)
// LOC: loc("within split at {{.*}}split-input-file.mlir:{{[0-9]+}} offset ":3:1)
// LOC: loc("within split at {{.*}}split-input-file.mlir:[[LAST:[0-9]+]] offset ":2:1)

"test.first"() : () -> ()
// -----
// A marker without a space does not split: //-----
"test.second"() : () -> ()
//-----
"test.third"() : () -> ()
// -----
// The next op is bad.
"x"() : 
// -----
"test.after_bad"() : () -> ()   // -----// the rest of the marker line
"test.last"() : () -> ()
