// RUN: cmlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: cmlir-opt %s -allow-unregistered-dialect | %upstream_opt | FileCheck %s

// Uses that dominance allows.

// Graph regions (the module body) allow uses before definitions.
// CHECK: %[[A:.*]] = "foo.a"(%[[B:.*]]) :
// CHECK: %[[B]] = "foo.b"(%[[A]]) :
%a = "foo.a"(%b) : (i32) -> i32
%b = "foo.b"(%a) : (i32) -> i32

// CHECK-LABEL: func @diamond_entry
func @diamond_entry(%arg: i32) {
  // CHECK: %[[D:.*]] = "foo.def"
  %0 = "foo.def"() : () -> i32
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // CHECK: "foo.use"(%[[D]], %arg0)
  "foo.use"(%0, %arg) : (i32, i32) -> ()
  "foo.region"() ({
    // CHECK: "foo.use"(%[[D]], %arg0)
    "foo.use"(%0, %arg) : (i32, i32) -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// Unreachable blocks are not checked (but their nested regions are
// structurally fine).
// CHECK-LABEL: func @unreachable
func @unreachable() {
  "foo.term"() : () -> ()
^bb1:
  // CHECK: %[[V:.*]] = "foo.self"(%[[V]])
  %0 = "foo.self"(%0) : (i32) -> i32
  "foo.br"()[^bb1] : () -> ()
}

// A loop whose header value is used in the latch and a back edge.
// CHECK-LABEL: func @loop
func @loop() {
  "foo.br"()[^header] : () -> ()
^header:
  %0 = "foo.def"() : () -> i32
  "foo.cond_br"()[^latch, ^exit] : () -> ()
^latch:
  %1 = "foo.use"(%0) : (i32) -> i32
  "foo.br"()[^header] : () -> ()
^exit:
  "foo.use"(%0) : (i32) -> i32
  "foo.term"() : () -> ()
}

// The single-block regions of unregistered ops have no SSA dominance (as in
// mlir-opt-13): uses may precede definitions, and an op nested in such a
// region may use its own results inside its regions.
// CHECK-LABEL: func @unregistered_single_block
func @unregistered_single_block() {
  "foo.region"() ({
    // CHECK: "foo.use"(%[[X:.*]]) :
    "foo.use"(%x) : (i32) -> ()
    // CHECK: %[[X]] = "foo.def"
    %x = "foo.def"() : () -> i32
    // CHECK: %[[Y:.*]] = "foo.region"() ( {
    %y = "foo.region"() ({
      // CHECK: "foo.use"(%[[Y]])
      "foo.use"(%y) : (i32) -> ()
    }) : () -> i32
  }) : () -> ()
  "foo.term"() : () -> ()
}
