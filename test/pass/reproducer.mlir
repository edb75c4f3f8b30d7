// -pass-pipeline-crash-reproducer: on a failing pipeline the reproducer
// file and the diagnostics are mlir-opt-13's; -run-reproducer reads the
// configuration back.
// REQUIRES: upstream
// RUN: not cmlir-opt %s -pass-pipeline='func(cse),func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.ours.mlir -o /dev/null 2> %t.ours.err
// RUN: not %upstream_opt %s -pass-pipeline='func(cse),func(symbol-dce)' -pass-pipeline-crash-reproducer=%t.theirs.mlir -o /dev/null 2> %t.theirs.err
// RUN: diff %t.ours.mlir %t.theirs.mlir
// RUN: sed 's/ours/X/' %t.ours.err > %t.1
// RUN: sed 's/theirs/X/' %t.theirs.err > %t.2
// RUN: diff %t.1 %t.2
// RUN: FileCheck %s --check-prefix=FILE < %t.ours.mlir
// FILE: // configuration: -pass-pipeline='func(cse, symbol-dce)' -verify-each
// FILE-NEXT: module  {
// FILE:  %1 = addi %arg0, %arg0 : i32
// RUN: FileCheck %s --check-prefix=DIAG < %t.ours.err
// DIAG: error: Failures have been detected while processing an MLIR pass pipeline
// DIAG-NEXT: note: Pipeline failed while executing [`SymbolDCE` on 'func' operation: @f]: reproducer generated at `{{.*}}`

// The local reproducer: the IR before the failing pass, and that pass.
// RUN: not cmlir-opt %s -pass-pipeline='func(cse),func(symbol-dce)' -mlir-disable-threading -pass-pipeline-local-reproducer -pass-pipeline-crash-reproducer=%t.ours.mlir -o /dev/null 2> %t.ours.err
// RUN: not %upstream_opt %s -pass-pipeline='func(cse),func(symbol-dce)' -mlir-disable-threading -pass-pipeline-local-reproducer -pass-pipeline-crash-reproducer=%t.theirs.mlir -o /dev/null 2> %t.theirs.err
// RUN: diff %t.ours.mlir %t.theirs.mlir
// RUN: sed 's/ours/X/' %t.ours.err > %t.1
// RUN: sed 's/theirs/X/' %t.theirs.err > %t.2
// RUN: diff %t.1 %t.2
// RUN: FileCheck %s --check-prefix=LOCAL < %t.ours.mlir
// LOCAL: // configuration: -pass-pipeline='func(symbol-dce)' -mlir-disable-threading -verify-each
// LOCAL: %1 = addi %0, %0 : i32

// -run-reproducer runs the reproducer's pipeline.
// RUN: not cmlir-opt -run-reproducer %t.ours.mlir 2>&1 | FileCheck %s --check-prefix=RERUN
// RUN: not %upstream_opt -run-reproducer %t.ours.mlir 2>&1 | FileCheck %s --check-prefix=RERUN
// RERUN-COUNT-1: error: 'func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// RERUN-NOT: Failures have been detected

// Without -verify-each the configuration says so.
// RUN: not cmlir-opt %s -pass-pipeline='func(symbol-dce)' -verify-each=false -pass-pipeline-crash-reproducer=%t.nv.mlir -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=NOVERIFY < %t.nv.mlir
// NOVERIFY: {{^// configuration: -pass-pipeline='func\(symbol-dce\)'$}}

// No reproducer for a passing pipeline; the local one needs threading off.
// RUN: cmlir-opt %s -cse -pass-pipeline-crash-reproducer=%t.none.mlir -o /dev/null
// RUN: not test -e %t.none.mlir
// RUN: not cmlir-opt %s -cse -pass-pipeline-local-reproducer -pass-pipeline-crash-reproducer=%t.none.mlir 2>&1 | FileCheck %s --check-prefix=LOCALTHREADS
// LOCALTHREADS: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.

func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  %2 = addi %0, %1 : i32
  return %2 : i32
}
