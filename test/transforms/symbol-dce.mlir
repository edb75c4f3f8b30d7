// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce > %t.ours
// RUN: %upstream_opt %s -split-input-file -symbol-dce > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='module(symbol-dce)' > %t.ours
// RUN: %upstream_opt %s -split-input-file -pass-pipeline='module(symbol-dce)' > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: upstream

// Private and nested-visibility symbols nothing live references go;
// public ones stay, and so does whatever they reference (nested
// references and references inside arrays and dictionaries too).
// CHECK-NOT: @dead
// CHECK-NOT: @nested_dead
// CHECK: func private @live
// CHECK: func @public
// CHECK: func private @inarr
// CHECK: func private @indict
// CHECK: module @m
// CHECK: func @inner
// CHECK: func @inner2
// CHECK-NOT: @inner_priv
// CHECK-NOT: @m2
// CHECK: func @anon
// CHECK-NOT: @anon_priv
// CHECK-NOT: @cycle
module {
  func private @dead()
  func private @live()
  func nested @nested_dead()
  func @public() {
    call @live() : () -> ()
    "foo.ref"() {sym = @m::@inner, arr = [@inarr], d = {x = @indict}} : () -> ()
    return
  }
  func private @inarr()
  func private @indict()
  module @m {
    func @inner() { return }
    func @inner2() { return }
    func private @inner_priv() { return }
    func nested @inner_nested() { return }
  }
  module @m2 attributes {sym_visibility = "private"} {
    func @x() { return }
  }
  module {
    func @anon() { return }
    func private @anon_priv() { return }
  }
  func private @cycle1() { call @cycle2() : () -> () return }
  func private @cycle2() { call @cycle1() : () -> () return }
}

// -----

// A chain of private functions reached from a public one stays.
// CHECK-LABEL: func @main
// CHECK: func private @a
// CHECK: func private @b
// CHECK-NOT: func private @c
func @main() {
  call @a() : () -> ()
  return
}
func private @a() {
  call @b() : () -> ()
  return
}
func private @b()
func private @c()
