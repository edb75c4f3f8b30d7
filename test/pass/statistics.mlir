// -pass-statistics: the report goes to stderr after the pipeline ran.
// mlir-opt-13 (built without LLVM statistics) prints the header only: the
// header and the blank line after the report are compared with it; the
// entries are upstream's format (PassStatistics.cpp).
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -pass-statistics -pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE:      ===-------------------------------------------------------------------------===
// PIPE-NEXT: {{^                         ... Pass statistics report ...$}}
// PIPE-NEXT: ===-------------------------------------------------------------------------===
// PIPE-NEXT: {{^'func' Pipeline$}}
// PIPE-NEXT: {{^  CSE$}}
// PIPE-NEXT: {{^    \(S\) 1 num-cse'd - Number of operations CSE'd$}}
// PIPE-NEXT: {{^    \(S\) 2 num-dce'd - Number of operations DCE'd$}}
// PIPE-NEXT: {{^  CSE$}}
// PIPE-NEXT: {{^    \(S\) 0 num-cse'd - Number of operations CSE'd$}}
// PIPE-NEXT: {{^    \(S\) 0 num-dce'd - Number of operations DCE'd$}}
// PIPE-NEXT: {{^SymbolDCE$}}
// PIPE-NEXT: {{^  \(S\) 1 num-dce'd - Number of symbols DCE'd$}}
// PIPE-EMPTY:
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -pass-statistics -pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// LIST:      ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^                         ... Pass statistics report ...$}}
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT: {{^  CSE$}}
// LIST-NEXT: {{^    \(S\) 1 num-cse'd - Number of operations CSE'd$}}
// LIST-NEXT: {{^    \(S\) 2 num-dce'd - Number of operations DCE'd$}}
// LIST-NEXT: {{^  SymbolDCE$}}
// LIST-NEXT: {{^    \(S\) 1 num-dce'd - Number of symbols DCE'd$}}
// LIST-EMPTY:
// Threaded runs count the same.
// RUN: env CMLIR_NUM_THREADS=2 cmlir-opt %s -pass-pipeline='func(cse,cse),symbol-dce' -pass-statistics -pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// The header against mlir-opt-13.
// RUN: cmlir-opt %s -cse -pass-statistics -o /dev/null 2>&1 | head -3 > %t.ours
// RUN: %upstream_opt %s -cse -pass-statistics -o /dev/null 2>&1 | head -3 > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: not cmlir-opt %s -pass-statistics-display=flat 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not %upstream_opt %s -pass-statistics-display=flat 2>&1 | FileCheck %s --check-prefix=ENUM
// ENUM: {{.*}}: for the --pass-statistics-display option: Cannot find option named 'flat'!
// REQUIRES: upstream

func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  %d = muli %a, %a : i32
  %2 = addi %0, %1 : i32
  return %2 : i32
}
func @g(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  return %1 : i32
}
func private @h()
