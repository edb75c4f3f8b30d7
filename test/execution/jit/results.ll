; The JIT on hand-written LLVM IR through cmlir-llvmir-runner: results of
; each type and how they print, input from a file or stdin, -O levels.
; REQUIRES: jit-ll
; RUN: cmlir-llvmir-runner %s -entry-point-result=i32 | FileCheck %s --check-prefix=I32
; RUN: cmlir-llvmir-runner < %s -entry-point-result=i32 | FileCheck %s --check-prefix=I32
; RUN: cmlir-llvmir-runner %s --e=big -entry-point-result i64 | FileCheck %s --check-prefix=I64
; RUN: cmlir-llvmir-runner %s -e half | FileCheck %s --check-prefix=F32
; RUN: cmlir-llvmir-runner %s -e tiny | FileCheck %s --check-prefix=TINY
; RUN: cmlir-llvmir-runner %s -e nan | FileCheck %s --check-prefix=NAN
; RUN: cmlir-llvmir-runner %s -e ninf | FileCheck %s --check-prefix=INF
; RUN: cmlir-llvmir-runner %s -e nothing -entry-point-result=void | count 0
; RUN: cmlir-llvmir-runner %s -entry-point-result=void | count 0
; RUN: cmlir-llvmir-runner %s -e loop -entry-point-result=i64 -O0 | FileCheck %s --check-prefix=LOOP
; RUN: cmlir-llvmir-runner %s -e loop -entry-point-result=i64 -O1 | FileCheck %s --check-prefix=LOOP
; RUN: cmlir-llvmir-runner %s -e loop -entry-point-result=i64 --O2 | FileCheck %s --check-prefix=LOOP
; RUN: cmlir-llvmir-runner %s -e loop -entry-point-result=i64 -O3 | FileCheck %s --check-prefix=LOOP
; RUN: cmlir-llvmir-runner --help | FileCheck %s --check-prefix=HELP

; I32: {{^}}42{{$}}
; I64: {{^}}-9223372036854775807{{$}}
; F32: {{^}}-1.500000e+00{{$}}
; TINY: {{^}}1.000000e-20{{$}}
; NAN: {{^}}nan{{$}}
; INF: {{^}}INF{{$}}
; LOOP: {{^}}338350{{$}}
; HELP: USAGE: cmlir-llvmir-runner [options] <input file>
; HELP: --entry-point-result=<f32 | i32 | i64 | void>
; HELP: --shared-libs=<string>
; HELP: --O3

define i32 @main() {
  ret i32 42
}
define i64 @big() {
  ret i64 -9223372036854775807
}
define float @half() {
  ret float -1.5
}
define float @tiny() {
  ret float 0x3BC79CA100000000
}
define float @nan() {
  %q = fdiv float 0.0, 0.0
  ret float %q
}
define float @ninf() {
  %q = fdiv float -1.0, 0.0
  ret float %q
}
define void @nothing() {
  ret void
}
; sum of i*i for i in 1..100, with phis
define i64 @loop() {
entry:
  br label %head
head:
  %i = phi i64 [ 1, %entry ], [ %i1, %head ]
  %s = phi i64 [ 0, %entry ], [ %s1, %head ]
  %sq = mul i64 %i, %i
  %s1 = add i64 %s, %sq
  %i1 = add i64 %i, 1
  %c = icmp sle i64 %i1, 100
  br i1 %c, label %head, label %exit
exit:
  ret i64 %s1
}
