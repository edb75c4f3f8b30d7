// RUN: standalone-opt %s -standalone-switch-bar-foo | FileCheck %s
// RUN: standalone-opt %s -pass-pipeline='standalone-switch-bar-foo' | FileCheck %s
// RUN: standalone-opt --help | FileCheck %s --check-prefix=HELP
// RUN: standalone-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS

// CHECK-LABEL: module
// CHECK: func @foo()
// CHECK-NOT: func @bar
// CHECK: func @baz()
func @bar() {
  return
}
func @baz() {
  return
}

// HELP: OVERVIEW: Standalone optimizer driver
// HELP: --canonicalize
// HELP: --standalone-switch-bar-foo

// DIALECTS: Available Dialects:
// DIALECTS: memref
// DIALECTS: standalone
// DIALECTS: std
