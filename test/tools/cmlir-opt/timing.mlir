// -mlir-timing prints upstream's execution time report to stderr after each
// processed buffer: the parser (parsing and verification), each pass under
// its name, the output, the rest and the total.  The times are replaced by
// T before comparing the layout with mlir-opt-13's report.
// RUN: cmlir-opt -mlir-timing %s 2>&1 >/dev/null | FileCheck %s
// RUN: cmlir-opt -mlir-timing -mlir-timing-display=tree -print-op-stats %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS
// The list display sorts phases by time, so lines of near-equal phases
// (Parser, Output on this tiny input) swap from run to run in both tools:
// the layouts are compared as sorted lines.
// RUN: cmlir-opt -mlir-timing -mlir-timing-display=list %s 2>&1 >/dev/null | sed -E 's/ *[0-9]+\.[0-9]+/ T/g; s/\( *T%\)/(P)/' | sort > %t.ours
// RUN: %upstream_opt -mlir-timing -mlir-timing-display=list %s 2>&1 >/dev/null | sed -E 's/ *[0-9]+\.[0-9]+/ T/g; s/\( *T%\)/(P)/' | sort > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt -mlir-timing -mlir-timing-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// A parse error: no output phase.
// RUN: not cmlir-opt -mlir-timing %S/Inputs/timing-bad.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD
// RUN: not cmlir-opt -mlir-timing-display=flat %s 2>&1 | FileCheck %s --check-prefix=ENUM
// REQUIRES: upstream

func @f(%a: i32) -> i32 {
  return %a : i32
}

// CHECK:      {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^                         \.\.\. Execution time report \.\.\.$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^  Total Execution Time: [0-9]+\.[0-9]{4} seconds$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  ----Wall Time----  ----Name----$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \(100\.0%\)  Total$}}

// PASS: Operations encountered:
// PASS: Parser
// PASS-NEXT: PrintOpStats
// PASS-NEXT: Output
// PASS-NEXT: Rest
// PASS-NEXT: Total

// BAD: error: custom op 'retur' is unknown
// BAD: Execution time report
// BAD: Parser
// BAD-NEXT: Rest
// BAD-NEXT: Total

// ENUM: cmlir-opt: for the --mlir-timing-display option: Cannot find option named 'flat'!

// The list display: the root first, the phases by time (either order
// here), then Rest and Total.
// LIST:      {{^  ----Wall Time----  ----Name----$}}
// LIST-NEXT: {{^ +[0-9]+\.[0-9]{4} \(100\.0%\)  root$}}
// LIST-DAG:  {{  Parser$}}
// LIST-DAG:  {{  Output$}}
// LIST:      {{  Rest$}}
// LIST-NEXT: {{  Total$}}
