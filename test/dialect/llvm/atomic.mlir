// llvm.atomicrmw, llvm.cmpxchg and llvm.fence: custom form, generic form and
// round trips, compared with mlir-opt-13's output.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// Which ops canonicalize erases when unused (NoSideEffect) matches too:
// RUN: %upstream_opt -canonicalize %s > %t.canon
// RUN: cmlir-opt -canonicalize %s | diff - %t.canon

// CHECK-LABEL: func @rmw
func @rmw(%pi: !llvm.ptr<i32>, %i: i32, %pf: !llvm.ptr<f32>, %f: f32,
          %p8: !llvm.ptr<i8>, %c: i8, %ph: !llvm.ptr<bf16>, %h: bf16) {
  // CHECK: llvm.atomicrmw xchg %arg0, %arg1 monotonic  : i32
  %0 = llvm.atomicrmw xchg %pi, %i monotonic : i32
  // CHECK: llvm.atomicrmw add %arg0, %arg1 acquire  : i32
  %1 = llvm.atomicrmw add %pi, %i acquire : i32
  // CHECK: llvm.atomicrmw sub %arg0, %arg1 release  : i32
  %2 = llvm.atomicrmw sub %pi, %i release : i32
  // CHECK: llvm.atomicrmw _and %arg0, %arg1 acq_rel  : i32
  %3 = llvm.atomicrmw _and %pi, %i acq_rel : i32
  // CHECK: llvm.atomicrmw nand %arg0, %arg1 seq_cst  : i32
  %4 = llvm.atomicrmw nand %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw _or %arg4, %arg5 seq_cst  : i8
  %5 = llvm.atomicrmw _or %p8, %c seq_cst : i8
  // CHECK: llvm.atomicrmw _xor %arg0, %arg1 seq_cst  : i32
  %6 = llvm.atomicrmw _xor %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw max %arg0, %arg1 seq_cst  : i32
  %7 = llvm.atomicrmw max %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw min %arg0, %arg1 seq_cst  : i32
  %8 = llvm.atomicrmw min %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw umax %arg0, %arg1 seq_cst  : i32
  %9 = llvm.atomicrmw umax %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw umin %arg0, %arg1 seq_cst  : i32
  %10 = llvm.atomicrmw umin %pi, %i seq_cst : i32
  // CHECK: llvm.atomicrmw fadd %arg2, %arg3 monotonic  : f32
  %11 = llvm.atomicrmw fadd %pf, %f monotonic : f32
  // CHECK: llvm.atomicrmw fsub %arg6, %arg7 monotonic  : bf16
  %12 = llvm.atomicrmw fsub %ph, %h monotonic : bf16
  // CHECK: llvm.atomicrmw xchg %arg2, %arg3 monotonic  : f32
  %13 = llvm.atomicrmw xchg %pf, %f monotonic : f32
  // CHECK: llvm.atomicrmw add %arg0, %arg1 seq_cst  {volatile_} : i32
  %14 = llvm.atomicrmw add %pi, %i seq_cst {volatile_} : i32
  return
}

// CHECK-LABEL: func @cmpxchg
func @cmpxchg(%pi: !llvm.ptr<i32>, %i: i32, %pp: !llvm.ptr<ptr<i8>>,
              %q: !llvm.ptr<i8>, %p64: !llvm.ptr<i64>, %l: i64) {
  // CHECK: llvm.cmpxchg %arg0, %arg1, %arg1 acq_rel monotonic : i32
  %0 = llvm.cmpxchg %pi, %i, %i acq_rel monotonic : i32
  // CHECK: llvm.cmpxchg %arg0, %arg1, %arg1 monotonic seq_cst : i32
  %1 = llvm.cmpxchg %pi, %i, %i monotonic seq_cst : i32
  // CHECK: llvm.cmpxchg %arg2, %arg3, %arg3 seq_cst acquire {volatile, weak} : !llvm.ptr<i8>
  %2 = llvm.cmpxchg %pp, %q, %q seq_cst acquire {weak, volatile} : !llvm.ptr<i8>
  // CHECK: llvm.cmpxchg %arg4, %arg5, %arg5 release monotonic : i64
  %3 = "llvm.cmpxchg"(%p64, %l, %l) {success_ordering = 5, failure_ordering = 2} : (!llvm.ptr<i64>, i64, i64) -> !llvm.struct<(i64, i1)>
  return
}

// CHECK-LABEL: func @fence
func @fence() {
  // CHECK: llvm.fence acquire
  llvm.fence acquire
  // CHECK: llvm.fence release
  llvm.fence syncscope("") release
  // CHECK: llvm.fence syncscope("agent") acq_rel
  llvm.fence syncscope("agent") acq_rel
  // CHECK: llvm.fence syncscope("a\22b") seq_cst
  llvm.fence syncscope("a\"b") seq_cst
  // CHECK: llvm.fence seq_cst
  "llvm.fence"() {ordering = 7 : i64, syncscope = "", extra} : () -> ()
  return
}
