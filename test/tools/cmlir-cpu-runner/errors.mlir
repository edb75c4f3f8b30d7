// What goes wrong, reported in mlir-cpu-runner-13's words with a non-zero
// exit status.
// REQUIRES: jit
// RUN: not cmlir-cpu-runner %s -e nope -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not cmlir-cpu-runner %s -e external -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not cmlir-cpu-runner %s -e args -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not cmlir-cpu-runner %s -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=I64
// RUN: not cmlir-cpu-runner %s 2>&1 | FileCheck %s --check-prefix=F32
// RUN: not cmlir-cpu-runner %s -e wide -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=I32
// RUN: not cmlir-cpu-runner %s -entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not cmlir-cpu-runner %s -e unresolved -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
// RUN: not cmlir-cpu-runner %s -entry-point-result=i32 -shared-libs=%t.nonexistent.so 2>&1 | FileCheck %s --check-prefix=NOLIB
// RUN: not cmlir-cpu-runner %s -entry-point-result=i32 -shared-libs=%s 2>&1 | FileCheck %s --check-prefix=BADLIB
// RUN: not cmlir-cpu-runner %t.nonexistent.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not cmlir-cpu-runner %s -bogus-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not cmlir-cpu-runner %s -e main -e main 2>&1 | FileCheck %s --check-prefix=TWICE-E
// RUN: not cmlir-cpu-runner %s -O1 --O1 2>&1 | FileCheck %s --check-prefix=TWICE-O
// RUN: not cmlir-cpu-runner %s -dump-object-file=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not cmlir-cpu-runner %s -shared-libs 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not cmlir-cpu-runner %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not cmlir-cpu-runner --help=yes 2>&1 | FileCheck %s --check-prefix=HELPVALUE
// RUN: echo 'module {' | not cmlir-cpu-runner -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not cmlir-cpu-runner %S/Inputs/std-op.mlir -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=STD
// RUN: not cmlir-cpu-runner %S/Inputs/untranslatable.mlir -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=TRANSLATE

// NOTFOUND: Error: entry point not found
// ARGS: Error: function inputs not supported
// I64: Error: only single i64 function result supported
// F32: Error: only single f32 function result supported
// I32: Error: only single i32 function result supported
// TYPE: Error: unsupported function type
// UNRESOLVED: JIT session error: Symbols not found: [ cmlir_test_missing_function ]
// NOLIB: Failed to create MemoryBuffer for: {{.*}}nonexistent.so
// NOLIB-NEXT: Error: No such file or directory
// BADLIB: Could not load {{.*}}errors.mlir:
// NOFILE: cannot open input file '{{.*}}nonexistent.mlir': No such file or directory
// NOFILE-NEXT: could not parse the input IR
// FLAG: cmlir-cpu-runner: Unknown command line argument '-bogus-flag'.  Try: 'cmlir-cpu-runner --help'
// TWICE-E: cmlir-cpu-runner: for the -e option: may only occur zero or one times!
// TWICE-O: cmlir-cpu-runner: for the --O1 option: may only occur zero or one times!
// BOOL: cmlir-cpu-runner: for the --dump-object-file option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NOVALUE: cmlir-cpu-runner: for the --shared-libs option: requires a value!
// TWO: cmlir-cpu-runner: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: cmlir-cpu-runner --help
// HELPVALUE: cmlir-cpu-runner: for the --help option: does not allow a value! 'yes' specified.
// PARSE: error: expected operation name in quotes
// PARSE: could not parse the input IR
// STD: loc("{{.*}}std-op.mlir":5:10): error: custom op 'constant' is unknown
// STD-NEXT: could not parse the input IR
// TRANSLATE: loc("{{.*}}untranslatable.mlir":4:3): error: 'module' op unsupported module-level operation
// TRANSLATE-NEXT: Error: could not convert to LLVM IR

module {
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @external() -> i32
  llvm.func @args(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func @wide() -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.return %0 : i64
  }
  llvm.func @cmlir_test_missing_function() -> i32
  llvm.func @unresolved() -> i32 {
    %0 = llvm.call @cmlir_test_missing_function() : () -> i32
    llvm.return %0 : i32
  }
}
