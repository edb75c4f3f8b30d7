; Shared libraries (comma lists and repeated flags), symbols from the process
; (printf varargs, malloc / free), and the object-file dump.
; REQUIRES: jit-ll
; RUN: cmlir-llvmir-runner %s -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils | FileCheck %s
; RUN: cmlir-llvmir-runner %s -entry-point-result=void -shared-libs=%cmlir_c_runner_utils -shared-libs %cmlir_runner_utils -O3 | FileCheck %s
; RUN: not cmlir-llvmir-runner %s -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: rm -f %t.o && cmlir-llvmir-runner %s -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils -dump-object-file -object-filename=%t.o > /dev/null
; RUN: head -c 4 %t.o | od -c | FileCheck %s --check-prefix=ELF
; RUN: cp %s %t.ll && rm -f %t.ll.o && cmlir-llvmir-runner %t.ll -entry-point-result=void -shared-libs=%cmlir_c_runner_utils,%cmlir_runner_utils -dump-object-file > /dev/null
; RUN: head -c 4 %t.ll.o | od -c | FileCheck %s --check-prefix=ELF

; CHECK: heap sum 4950
; CHECK-NEXT: ( 7, -0.5 )
; CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data = 
; CHECK-NEXT: [1.5,  2.5,  3.5,  4.5]
; MISSING: JIT session error: Symbols not found: [
; ELF: 177   E   L   F

%desc = type { float*, float*, i64, [1 x i64], [1 x i64] }
@data = global [4 x float] [float 1.5, float 2.5, float 3.5, float 4.5]
@fmt = private constant [14 x i8] c"heap sum %ld\0A\00"
declare i8* @malloc(i64)
declare void @free(i8*)
declare i32 @printf(i8*, ...)
declare void @printI64(i64)
declare void @printF64(double)
declare void @printOpen()
declare void @printClose()
declare void @printComma()
declare void @printNewline()
declare void @print_memref_f32(i64, i8*)

define void @main() {
entry:
  %buf = call i8* @malloc(i64 800)
  %p = bitcast i8* %buf to i64*
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i64, i64* %p, i64 %i
  store i64 %i, i64* %q
  %v = load i64, i64* %q
  %s1 = add i64 %s, %v
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, 100
  br i1 %c, label %loop, label %exit
exit:
  call void @free(i8* %buf)
  %f = getelementptr [14 x i8], [14 x i8]* @fmt, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %s1)
  call void @printOpen()
  call void @printI64(i64 7)
  call void @printComma()
  call void @printF64(double -0.5)
  call void @printClose()
  call void @printNewline()
  %d = alloca %desc
  %a = getelementptr [4 x float], [4 x float]* @data, i64 0, i64 0
  %d0 = insertvalue %desc undef, float* %a, 0
  %d1 = insertvalue %desc %d0, float* %a, 1
  %d2 = insertvalue %desc %d1, i64 0, 2
  %d3 = insertvalue %desc %d2, i64 4, 3, 0
  %d4 = insertvalue %desc %d3, i64 1, 4, 0
  store %desc %d4, %desc* %d
  %dp = bitcast %desc* %d to i8*
  call void @print_memref_f32(i64 1, i8* %dp)
  ret void
}
