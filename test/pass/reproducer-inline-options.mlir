// The inline pass's options in a reproducer's configuration: an unset
// `default-pipeline` prints as MLIR 13's expanded default canonicalize
// pass, a given one as written.
// REQUIRES: upstream
// RUN: not cmlir-opt %s -pass-pipeline='inline,func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.ours.mlir -o %t.out 2> %t.err
// RUN: not %upstream_opt %s -pass-pipeline='inline,func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.theirs.mlir -o %t.out 2> %t.err
// RUN: diff %t.ours.mlir %t.theirs.mlir
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.ours.mlir
// DEFAULT: // configuration: -pass-pipeline='inline{default-pipeline=canonicalize{  max-iterations=10 region-simplify=true top-down=true} max-iterations=4 }, func(symbol-dce)' -verify-each
// RUN: not cmlir-opt %s -pass-pipeline='inline{default-pipeline=cse op-pipelines=func(cse)},func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.ours.mlir -o %t.out 2> %t.err
// RUN: not %upstream_opt %s -pass-pipeline='inline{default-pipeline=cse op-pipelines=func(cse)},func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.theirs.mlir -o %t.out 2> %t.err
// RUN: diff %t.ours.mlir %t.theirs.mlir
// RUN: FileCheck %s --check-prefix=GIVEN < %t.ours.mlir
// GIVEN: // configuration: -pass-pipeline='inline{default-pipeline=cse max-iterations=4 op-pipelines=func(cse)}, func(symbol-dce)' -verify-each

func @f() {
  return
}
