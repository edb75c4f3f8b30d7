// -for-loop-range-folding: the single addi / muli use of an scf.for
// induction variable (other operands defined outside the loop) moves into
// the loop's bounds, repeatedly, innermost loops first.  Diffed with
// mlir-opt-13 (locations included, and in generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -for-loop-range-folding -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -for-loop-range-folding -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -pass-pipeline='func(for-loop-range-folding)' -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(for-loop-range-folding)' -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -pass-pipeline='for-loop-range-folding' %s | FileCheck %s
// RUN: cmlir-opt -for-loop-range-folding -print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP

// DUMP: IR Dump After SCFForLoopRangeFolding //
// HELP: --for-loop-range-folding {{ *}}-   Fold add/mul ops into loop range

// CHECK-LABEL: func @scale_then_shift
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[OFF:.*]]: index, %[[S:.*]]: index)
// CHECK: %[[C2:.*]] = constant 2 : index
// CHECK: %[[C3:.*]] = constant 3 : index
// CHECK: %[[UB1:.*]] = muli %[[N]], %[[S]] : index
// CHECK: %[[ST1:.*]] = muli %[[C2]], %[[S]] : index
// CHECK: %[[LB2:.*]] = addi %[[OFF]], %[[C3]] : index
// CHECK: %[[UB2:.*]] = addi %[[OFF]], %[[UB1]] : index
// CHECK: scf.for %[[I:.*]] = %[[LB2]] to %[[UB2]] step %[[ST1]] {
// CHECK-NEXT: memref.load %[[M]][%[[I]]]
func @scale_then_shift(%m: memref<?xf32>, %n: index, %off: index, %s: index) {
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  scf.for %i = %c3 to %n step %c2 {
    %a = muli %i, %s : index
    %b = addi %off, %a : index
    %v = memref.load %m[%b] : memref<?xf32>
    memref.store %v, %m[%b] : memref<?xf32>
  }
  return
}

// With iteration values; the loop's result is kept.
// CHECK-LABEL: func @with_iter_args
// CHECK: %[[LB:.*]] = addi
// CHECK: %[[UB:.*]] = addi
// CHECK: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %{{.*}} iter_args
func @with_iter_args(%lb: index, %ub: index, %st: index, %k: index, %init: index) -> index {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (index) {
    %x = addi %i, %k : index
    %y = addi %acc, %x : index
    scf.yield %y : index
  }
  return %r : index
}

// Not folded: two uses, an operand from inside the loop, a subi, and an
// addi of the induction variable with itself.
// CHECK-LABEL: func @not_folded
// CHECK-COUNT-4: scf.for %{{.*}} = %arg0 to %arg1 step %arg2
func @not_folded(%lb: index, %ub: index, %st: index, %m: memref<?xindex>) {
  scf.for %i = %lb to %ub step %st {
    %a = addi %i, %st : index
    memref.store %a, %m[%i] : memref<?xindex>
  }
  scf.for %i = %lb to %ub step %st {
    %l = memref.load %m[%lb] : memref<?xindex>
    %a = muli %i, %l : index
    memref.store %a, %m[%lb] : memref<?xindex>
  }
  scf.for %i = %lb to %ub step %st {
    %a = subi %i, %st : index
    memref.store %a, %m[%lb] : memref<?xindex>
  }
  scf.for %i = %lb to %ub step %st {
    %a = addi %i, %i : index
    memref.store %a, %m[%lb] : memref<?xindex>
  }
  return
}

// Nested loops: the inner loop first (its bounds may use the outer
// induction variable, which is outside the inner loop), then the outer one;
// a use nested in an scf.if is folded too.
// CHECK-LABEL: func @nested
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.if
func @nested(%n: index, %c: i1, %m: memref<?xindex>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  scf.for %i = %c0 to %n step %c1 {
    %p = muli %i, %c5 : index
    scf.for %j = %c0 to %n step %c1 {
      scf.if %c {
        %q = addi %j, %p : index
        memref.store %q, %m[%q] : memref<?xindex>
      }
    }
  }
  return
}
