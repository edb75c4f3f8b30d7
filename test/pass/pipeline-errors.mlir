// Errors in textual pipelines and pass options, as mlir-opt 13 reports
// them (to stderr, exit status 1).  Each check runs both tools.
// REQUIRES: upstream

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(cse' 2>&1 | FileCheck %s --check-prefix=UNBAL
// RUN: not %upstream_opt %s -pass-pipeline='func(cse' 2>&1 | FileCheck %s --check-prefix=UNBAL
// UNBAL: MLIR Textual PassPipeline Parser:1:6: error: encountered unbalanced parentheses while parsing pipeline
// UNBAL-NEXT: func(cse
// UNBAL-NEXT: {{^     \^$}}
// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(cse,func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBAL2
// RUN: not %upstream_opt %s -pass-pipeline='func(cse,func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBAL2
// UNBAL2: MLIR Textual PassPipeline Parser:1:19: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse,)' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not %upstream_opt %s -pass-pipeline='cse,)' 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: MLIR Textual PassPipeline Parser:1:5: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse,foo' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %upstream_opt %s -pass-pipeline='cse,foo' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: MLIR Textual PassPipeline Parser:1:5: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: cse,foo
// UNKNOWN-NEXT: {{^    \^$}}

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse,,cse' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %upstream_opt %s -pass-pipeline='cse,,cse' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse{' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not %upstream_opt %s -pass-pipeline='cse{' 2>&1 | FileCheck %s --check-prefix=BRACE
// BRACE: MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(cse)x' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not %upstream_opt %s -pass-pipeline='func(cse)x' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse{ }(cse)' 2>&1 | FileCheck %s --check-prefix=COMMA2
// RUN: not %upstream_opt %s -pass-pipeline='cse{ }(cse)' 2>&1 | FileCheck %s --check-prefix=COMMA2
// COMMA: MLIR Textual PassPipeline Parser:1:10: error: expected ',' after parsing pipeline
// COMMA2: MLIR Textual PassPipeline Parser:1:7: error: expected ',' after parsing pipeline

// The pipeline is checked before the input is read.
// RUN: not cmlir-opt %t.does-not-exist -pass-pipeline='foo' 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: error: 'foo' does not refer to a registered pass or pass pipeline
// FIRST-NOT: cannot open

// Options are parsed per input buffer, after it parsed.
// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='cse{a=1}' 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not %upstream_opt %s -pass-pipeline='cse{a=1}' 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: <Pass-Options-Parser>: no such option a
// OPT-NEXT: <unknown>:0: error: failed to add `cse` with options `a=1`

// RUN: not cmlir-opt %s -allow-unregistered-dialect -cse='a=1' 2>&1 | FileCheck %s --check-prefix=FLAGOPT
// RUN: not %upstream_opt %s -cse='a=1' 2>&1 | FileCheck %s --check-prefix=FLAGOPT
// FLAGOPT: <Pass-Options-Parser>: no such option a
// FLAGOPT-NOT: failed to add

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(view-op-graph)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not %upstream_opt %s -pass-pipeline='func(view-op-graph)' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: <unknown>:0: error: Can't add pass 'ViewOpGraphPass' restricted to 'module' on a PassManager intended to run on 'func', did you intend to nest?
// NEST-NEXT: <unknown>:0: error: failed to add `view-op-graph` with options ``
// NEST-NEXT: <unknown>:0: error: failed to add `func` with options `` to inner pipeline

// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(symbol-dce)' -mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=DCE
// RUN: not %upstream_opt %s -pass-pipeline='func(symbol-dce)' -mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=DCE
// DCE: error: 'func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// Nested pipelines run on registered, isolated ops only.
// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(foo.x(cse))' 2>&1 | FileCheck %s --check-prefix=UNREG
// RUN: not %upstream_opt %s -pass-pipeline='func(foo.x(cse))' 2>&1 | FileCheck %s --check-prefix=UNREG
// UNREG: error: 'foo.x' op trying to schedule a pass on an unregistered operation
// RUN: not cmlir-opt %s -allow-unregistered-dialect -pass-pipeline='func(std.return(cse))' 2>&1 | FileCheck %s --check-prefix=ISO
// RUN: not %upstream_opt %s -pass-pipeline='func(std.return(cse))' 2>&1 | FileCheck %s --check-prefix=ISO
// ISO: error: 'std.return' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'

func @f() {
  "foo.x"() ({ "foo.y"() : () -> () }) : () -> ()
  return
}
