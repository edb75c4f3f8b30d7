// -mlir-timing with passes: the report's layout (names, nesting, order)
// is mlir-opt-13's; the times are replaced before comparing.
// REQUIRES: upstream
// RUN: cmlir-opt %s -cse -symbol-dce -mlir-timing -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.ours
// RUN: %upstream_opt %s -cse -symbol-dce -mlir-timing -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -mlir-timing -mlir-disable-threading -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse,cse),symbol-dce' -mlir-timing -mlir-disable-threading -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(cse),builtin.func(cse)' -mlir-timing -mlir-disable-threading -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse),builtin.func(cse)' -mlir-timing -mlir-disable-threading -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)/ T (P)/g; s/[0-9]+\.[0-9]+ seconds/T seconds/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// The tree display of a threaded run has the user time column.
// RUN: env CMLIR_NUM_THREADS=2 cmlir-opt %s -pass-pipeline='func(cse)' -mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=USER
// USER: ----User Time----  ----Wall Time----  ----Name----
// USER: 'func' Pipeline
// USER-NEXT: {{^ .*\)      CSE$}}
// The list display sorts by time (near-equal phases swap from run to run
// in both tools): compared as sorted sets of names.
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -mlir-timing -mlir-disable-threading -mlir-timing-display=list -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)//g; s/[0-9]+\.[0-9]+ seconds/T seconds/' | sort > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse,cse),symbol-dce' -mlir-timing -mlir-disable-threading -mlir-timing-display=list -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9.]+%\)//g; s/[0-9]+\.[0-9]+ seconds/T seconds/' | sort > %t.theirs
// RUN: diff %t.ours %t.theirs

func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  %2 = addi %0, %1 : i32
  return %2 : i32
}
func @g(%a: i32) -> i32 {
  return %a : i32
}
