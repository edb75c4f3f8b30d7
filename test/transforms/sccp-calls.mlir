// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -sccp > %t.ours
// RUN: %upstream_opt %s -split-input-file -sccp > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Interprocedural propagation through symbol calls: a private function
// whose every use is a call gets its arguments from the call sites; what
// a function returns flows to its calls (public ones too); public
// functions, declarations and functions referenced other than by a call
// have overdefined arguments.  Calls stay (they may have effects).

// CHECK-LABEL: func private @priv
// CHECK-NEXT: %[[C5:.*]] = constant 5 : i32
// CHECK-NEXT: %[[C6:.*]] = constant 6 : i32
// CHECK-NEXT: constant 1 : i32
// CHECK-NEXT: return %[[C6]] : i32
func private @priv(%a: i32) -> i32 {
  %c1 = constant 1 : i32
  %r = addi %a, %c1 : i32
  return %r : i32
}
// CHECK-LABEL: func @pub
// CHECK-NEXT: %[[C2:.*]] = constant 2 : i32
// CHECK-NEXT: return %[[C2]] : i32
func @pub(%a: i32) -> i32 {
  %c2 = constant 2 : i32
  return %c2 : i32
}
// CHECK-LABEL: func @pub_arg
// CHECK-NEXT: return %arg0 : i32
func @pub_arg(%a: i32) -> i32 {
  return %a : i32
}
// A private function nothing calls is not executable: left alone.
// CHECK-LABEL: func private @unused
// CHECK-NEXT: %[[C:.*]] = constant 2 : i32
// CHECK-NEXT: addi %arg0, %[[C]] : i32
func private @unused(%a: i32) -> i32 {
  %c2 = constant 2 : i32
  %r = addi %a, %c2 : i32
  return %r : i32
}
func private @decl(i32) -> i32
// CHECK-LABEL: func private @twice
// CHECK-NEXT: return %arg0 : i32
func private @twice(%a: i32) -> i32 {
  return %a : i32
}
// CHECK-LABEL: func private @referenced
// CHECK-NEXT: return %arg0 : i32
func private @referenced(%a: i32) -> i32 {
  return %a : i32
}
// CHECK-LABEL: func @caller
// CHECK: %[[R2:.*]] = call @pub_arg
// CHECK: %[[R3:.*]] = call @decl
// CHECK: %[[R4:.*]] = call @twice
// CHECK: %[[R6:.*]] = call @referenced
// CHECK: call_indirect
// CHECK: return %c6_i32, %c2_i32, %[[R2]], %[[R3]], %[[R4]], %[[R6]]
func @caller() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c5 = constant 5 : i32
  %c6 = constant 6 : i32
  %0 = call @priv(%c5) : (i32) -> i32
  %1 = call @pub(%c5) : (i32) -> i32
  %2 = call @pub_arg(%c5) : (i32) -> i32
  %3 = call @decl(%c5) : (i32) -> i32
  %4 = call @twice(%c5) : (i32) -> i32
  %5 = call @twice(%c6) : (i32) -> i32
  %6 = call @referenced(%c5) : (i32) -> i32
  %f = constant @referenced : (i32) -> i32
  %7 = call_indirect %f(%c5) : (i32) -> i32
  return %0, %1, %2, %3, %4, %6, %7 : i32, i32, i32, i32, i32, i32, i32
}

// -----

// Recursion: the recursive call's argument joins the outer one's; a
// result that only comes from the recursion is never known (overdefined).
// CHECK-LABEL: func private @rec
// CHECK: %[[C1:.*]] = constant 1 : i32
// CHECK: call @rec(%[[C1]], %arg1)
// CHECK-NEXT: return %[[C1]] : i32
// CHECK: return %[[C1]] : i32
func private @rec(%a: i32, %n: i1) -> i32 {
  cond_br %n, ^bb1, ^bb2
^bb1:
  %r = call @rec(%a, %n) : (i32, i1) -> i32
  return %r : i32
^bb2:
  return %a : i32
}
// CHECK-LABEL: func private @rec_only
// CHECK: %[[R:.*]] = call @rec_only
// CHECK-NEXT: return %[[R]] : i32
func private @rec_only(%a: i32) -> i32 {
  %c1 = constant 1 : i32
  %r = call @rec_only(%c1) : (i32) -> i32
  return %r : i32
}
// CHECK-LABEL: func @main
// CHECK: %[[R1:.*]] = call @rec_only
// CHECK-NEXT: return %c1_i32, %[[R1]] : i32, i32
func @main(%n: i1) -> (i32, i32) {
  %c1 = constant 1 : i32
  %0 = call @rec(%c1, %n) : (i32, i1) -> i32
  %1 = call @rec_only(%c1) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// Nested symbol tables: a nested-visibility function of a public module
// is still tracked unless something outside references it other than by
// a call; in a private module its uses are all visible.
// CHECK-LABEL: module @inner
// CHECK: func nested @nf(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK: func private @pf(%arg0: i32) -> i32 {
// CHECK-NEXT: %[[C3:.*]] = constant 3 : i32
// CHECK-NEXT: return %[[C3]] : i32
module @inner {
  func nested @nf(%a: i32) -> i32 {
    return %a : i32
  }
  func private @pf(%a: i32) -> i32 {
    return %a : i32
  }
  func @user() -> i32 {
    %c3 = constant 3 : i32
    %0 = call @nf(%c3) : (i32) -> i32
    %1 = call @pf(%c3) : (i32) -> i32
    return %0 : i32
  }
}
// CHECK-LABEL: module @inner2
// CHECK: func nested @nf(%arg0: i32) -> i32 {
// CHECK-NEXT: %[[C3:.*]] = constant 3 : i32
// CHECK-NEXT: return %[[C3]] : i32
module @inner2 attributes {sym_visibility = "private"} {
  func nested @nf(%a: i32) -> i32 {
    return %a : i32
  }
  func @user() -> i32 {
    %c3 = constant 3 : i32
    %0 = call @nf(%c3) : (i32) -> i32
    return %0 : i32
  }
}
// CHECK-LABEL: func @outer
// CHECK: "foo.use"(%{{.*}}) {ref = @inner::@nf}
func @outer() -> i32 {
  %c7 = constant 7 : i32
  "foo.use"(%c7) {ref = @inner::@nf} : (i32) -> ()
  %0 = addi %c7, %c7 : i32
  return %0 : i32
}

