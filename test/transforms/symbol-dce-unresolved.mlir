// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -symbol-dce
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics -symbol-dce
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce -mlir-print-op-on-diagnostic 2> %t.ours > %t.ours.out || true
// RUN: %upstream_opt %s -split-input-file -symbol-dce -mlir-print-op-on-diagnostic 2> %t.theirs > %t.theirs.out || true
// RUN: diff %t.ours %t.theirs
// RUN: diff %t.ours.out %t.theirs.out
// REQUIRES: upstream

// A live op's reference that names no symbol fails the pass, at the op
// holding it (MLIR 13's symbol-dce; later versions ignore it).
module {
  // expected-error@+1 {{unable to resolve reference to symbol @nothing_here}}
  "demo.keep"() {target = @nothing_here} : () -> ()
}

// -----

// Nested references: every symbol on the path must exist, and each one but
// the last must be a symbol table.
module {
  func private @plain()
  // expected-error@+1 {{unable to resolve reference to symbol @plain::@inside}}
  "demo.keep"() {target = @plain::@inside} : () -> ()
}

// -----

module {
  module @outer {
    func private @there()
  }
  // expected-error@+1 {{unable to resolve reference to symbol @outer::@missing}}
  "demo.keep"() {list = [@outer::@there, @outer::@missing]} : () -> ()
}

// -----

// Inside a live function, at the nested op; the first reference of the
// walk that fails is the one reported.
module {
  func @entry() {
    // expected-error@+1 {{unable to resolve reference to symbol @gone}}
    "demo.use"() {a = {x = @gone, y = @also_gone}} : () -> ()
    return
  }
}

// -----

// Regions are walked last region first, each region's ops in order.
module {
  "demo.two"() ({
    "demo.use"() {r = @in_first_region} : () -> ()
    "demo.end"() : () -> ()
  }, {
    // expected-error@+1 {{unable to resolve reference to symbol @in_second_region}}
    "demo.use"() {r = @in_second_region} : () -> ()
    "demo.end"() : () -> ()
  }) : () -> ()
}

// -----

// Dead symbols are not looked into, and a nested symbol table's body is
// resolved in its own scope; the table's own attributes in the outer one.
module {
  func private @dead() {
    "demo.use"() {r = @nowhere} : () -> ()
    return
  }
  module @lib attributes {demo.ref = @helper} {
    func @api() {
      call @impl() : () -> ()
      return
    }
    func private @impl()
  }
  func private @helper()
  func private @unused()
  "demo.keep"() {r = @lib::@api} : () -> ()
}
