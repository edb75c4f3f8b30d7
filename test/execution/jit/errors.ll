; Errors of the JIT and the driver, in mlir-cpu-runner-13's words, with a
; non-zero exit status.
; REQUIRES: jit-ll
; RUN: not cmlir-llvmir-runner %s -e nope -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
; RUN: not cmlir-llvmir-runner %s -e external -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
; RUN: not cmlir-llvmir-runner %s -e args -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
; RUN: not cmlir-llvmir-runner %s -e args -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARGS
; RUN: not cmlir-llvmir-runner %s -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=I64
; RUN: not cmlir-llvmir-runner %s 2>&1 | FileCheck %s --check-prefix=F32
; RUN: not cmlir-llvmir-runner %s -e wide -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=I32
; RUN: not cmlir-llvmir-runner %s -entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=TYPE
; RUN: not cmlir-llvmir-runner %s -e unresolved -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
; RUN: not cmlir-llvmir-runner %s -entry-point-result=i32 -shared-libs=%t.nonexistent.so 2>&1 | FileCheck %s --check-prefix=NOLIB
; RUN: not cmlir-llvmir-runner %s -entry-point-result=i32 -shared-libs=%s 2>&1 | FileCheck %s --check-prefix=BADLIB
; RUN: not cmlir-llvmir-runner %t.nonexistent.ll 2>&1 | FileCheck %s --check-prefix=NOFILE
; RUN: not cmlir-llvmir-runner %s -bogus-flag 2>&1 | FileCheck %s --check-prefix=FLAG
; RUN: not cmlir-llvmir-runner %s %s 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: not cmlir-llvmir-runner %s -e 2>&1 | FileCheck %s --check-prefix=NOVALUE
; RUN: echo 'define i32 @main() {' | not cmlir-llvmir-runner -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=PARSE
; RUN: not cmlir-llvmir-runner %s -entry-point-result=i32 -dump-object-file -object-filename=%t.no/such/dir.o 2>&1 | FileCheck %s --check-prefix=OBJ

; NOTFOUND: Error: entry point not found
; ARGS: Error: function inputs not supported
; I64: Error: only single i64 function result supported
; F32: Error: only single f32 function result supported
; I32: Error: only single i32 function result supported
; TYPE: Error: unsupported function type
; UNRESOLVED: JIT session error: Symbols not found: [ cmlir_test_missing_function ]
; UNRESOLVED: Error: Failed to materialize symbols: { (main, {
; NOLIB: Failed to create MemoryBuffer for: {{.*}}nonexistent.so
; NOLIB-NEXT: Error: No such file or directory
; BADLIB: Could not load {{.*}}errors.ll:
; BADLIB-NEXT: {{.*}}errors.ll: invalid ELF header
; NOFILE: cannot open input file '{{.*}}nonexistent.ll': No such file or directory
; FLAG: cmlir-llvmir-runner: Unknown command line argument '-bogus-flag'.  Try: 'cmlir-llvmir-runner --help'
; TWO: cmlir-llvmir-runner: Too many positional arguments specified!
; NOVALUE: cmlir-llvmir-runner: for the -e option: requires a value!
; PARSE: Error: could not parse the LLVM IR: <stdin>:2:1: error: found end of file when expecting more instructions
; OBJ: Error: cannot open output file '{{.*}}dir.o'

define i32 @main() {
  ret i32 0
}
declare i32 @external()
define i32 @args(i32 %a) {
  ret i32 %a
}
define i64 @wide() {
  ret i64 0
}
declare i32 @cmlir_test_missing_function()
define i32 @unresolved() {
  %r = call i32 @cmlir_test_missing_function()
  ret i32 %r
}
