// Nested pipelines run on the functions of a module in parallel; the
// output is the single-threaded one, and mlir-opt-13's.
// RUN: %python %S/Inputs/gen_funcs.py 400 > %t.mlir
// RUN: env CMLIR_NUM_THREADS=4 cmlir-opt %t.mlir -pass-pipeline='func(cse,loop-invariant-code-motion,cse)' > %t.threaded
// RUN: cmlir-opt %t.mlir -pass-pipeline='func(cse,loop-invariant-code-motion,cse)' -mlir-disable-threading > %t.single
// RUN: diff %t.threaded %t.single
// RUN: %upstream_opt %t.mlir -pass-pipeline='func(cse,loop-invariant-code-motion,cse)' > %t.upstream
// RUN: diff %t.threaded %t.upstream
// With -print-ir-after-all, one dump per function and pass, in order
// when single-threaded.
// RUN: cmlir-opt %t.mlir -pass-pipeline='func(cse)' -print-ir-after-all -mlir-disable-threading -o /dev/null 2>&1 | grep -c "IR Dump After CSE" | FileCheck %s --check-prefix=COUNT
// COUNT: 400
// REQUIRES: upstream
