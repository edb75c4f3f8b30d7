// RUN: standalone-opt %s -canonicalize | FileCheck %s
// RUN: standalone-opt %s -pass-pipeline='func(canonicalize)' | FileCheck %s

// foo(foo(x)) folds to foo(x) (the folder).
// CHECK-LABEL: func @fold_foo
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: %[[F:.*]] = standalone.foo %[[X]] : i32
// CHECK-NEXT: return %[[F]], %[[F]] : i32, i32
func @fold_foo(%x: i32) -> (i32, i32) {
  %0 = standalone.foo %x : i32
  %1 = standalone.foo %0 : i32
  %2 = standalone.foo %1 : i32
  return %1, %2 : i32, i32
}

// bar(bar(x)) becomes x (the canonicalization pattern); a single bar stays.
// CHECK-LABEL: func @cancel_bar
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-NEXT: %[[B:.*]] = standalone.bar %[[X]] : i32
// CHECK-NEXT: return %[[X]], %[[B]] : i32, i32
func @cancel_bar(%x: i32) -> (i32, i32) {
  %0 = standalone.bar %x : i32
  %1 = standalone.bar %0 : i32
  %2 = standalone.bar %x : i32
  return %1, %2 : i32, i32
}

// NoSideEffect: an unused op is erased.
// CHECK-LABEL: func @dead
// CHECK-NEXT: return
func @dead(%x: i32) {
  %0 = standalone.wrap %x {level = #standalone.level<1>} : i32 -> !standalone.custom<"t">
  return
}
