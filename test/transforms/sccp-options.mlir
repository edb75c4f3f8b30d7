// Bad pass options give upstream's messages.
// RUN: not cmlir-opt %s -sccp=foo=1 2>&1 | FileCheck %s
// RUN: not cmlir-opt %s '-pass-pipeline=func(sccp{a})' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not cmlir-opt %s -sccp=foo=1 > %t.ours 2>&1
// RUN: not %upstream_opt %s -sccp=foo=1 > %t.theirs 2>&1
// RUN: diff %t.ours %t.theirs
// RUN: not cmlir-opt %s '-pass-pipeline=func(sccp{a})' > %t.ours 2>&1
// RUN: not %upstream_opt %s '-pass-pipeline=func(sccp{a})' > %t.theirs 2>&1
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// REQUIRES: upstream

// CHECK: <Pass-Options-Parser>: no such option foo
// PIPE: <Pass-Options-Parser>: no such option a
// PIPE-NEXT: <unknown>:0: error: failed to add `sccp` with options `a`
// PIPE-NEXT: <unknown>:0: error: failed to add `func` with options `` to inner pipeline
// HELP: --sccp {{ *}}- Sparse Conditional Constant Propagation

func @f() {
  return
}
