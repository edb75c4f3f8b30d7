// Folding in the canonicalizer: constants are materialized by the dialect,
// uniqued per function and placed at the start of the entry block (the
// most recently created first), dead ops are removed, commutative ops get
// their constants last.
// RUN: cmlir-opt -allow-unregistered-dialect %s -canonicalize | FileCheck %s

// CHECK-LABEL: func @hoist_and_dedup
// CHECK-NEXT:    %c3_i32 = constant 3 : i32
// CHECK-NEXT:    %c5_i32 = constant 5 : i32
// CHECK-NEXT:    %c2_i32 = constant 2 : i32
// CHECK-NEXT:    %c1_i32 = constant 1 : i32
// CHECK-NEXT:    %0 = "foo.op"() : () -> i32
// CHECK-NEXT:    "foo.use"(%c1_i32, %c2_i32, %c5_i32) : (i32, i32, i32) -> ()
// CHECK-NEXT:    return %c3_i32, %c1_i32, %c5_i32 : i32, i32, i32
func @hoist_and_dedup(%arg0: i32) -> (i32, i32, i32) {
  %x = "foo.op"() : () -> i32
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %c5 = constant 5 : i32
  "foo.use"(%c1, %c2, %c5) : (i32, i32, i32) -> ()
  %a = addi %c1, %c2 : i32
  %dead = muli %arg0, %arg0 : i32
  %c1b = constant 1 : i32
  return %a, %c1b, %c5 : i32, i32, i32
}

// CHECK-LABEL: func @identities
// CHECK-NEXT:    "foo.side"(%arg0) : (i32) -> ()
// CHECK-NEXT:    return %arg0 : i32
func @identities(%a: i32) -> i32 {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  %0 = muli %a, %c1 : i32
  %1 = addi %c0, %0 : i32
  %2 = subi %1, %1 : i32
  %3 = addi %2, %a : i32
  "foo.side"(%3) : (i32) -> ()
  return %3 : i32
}

// Constants go to the entry block of the closest region whose parent is
// isolated from above, or unregistered (it might be).
// CHECK-LABEL: func @nested
// CHECK-NEXT:    %c5_i32 = constant 5 : i32
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "foo.region"() ( {
// CHECK-NEXT:        %c7_i32 = constant 7 : i32
// CHECK-NEXT:        "foo.use"(%c7_i32) : (i32) -> ()
// CHECK-NEXT:        "foo.end"() : () -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      "foo.use"(%c5_i32) : (i32) -> ()
// CHECK-NEXT:    }
func @nested(%c: i1) {
  scf.if %c {
    "foo.region"() ({
      %c3 = constant 3 : i32
      %c4 = constant 4 : i32
      %s = addi %c3, %c4 : i32
      "foo.use"(%s) : (i32) -> ()
      "foo.end"() : () -> ()
    }) : () -> ()
    %c2 = constant 2 : i32
    %c3 = constant 3 : i32
    %t = addi %c2, %c3 : i32
    "foo.use"(%t) : (i32) -> ()
  }
  return
}

// Commutative ops: the constant moves to the right.
// CHECK-LABEL: func @commute
// CHECK-NEXT:    %c5_i32 = constant 5 : i32
// CHECK-NEXT:    %0 = muli %arg0, %c5_i32 : i32
func @commute(%a: i32) -> i32 {
  %c5 = constant 5 : i32
  %0 = muli %c5, %a : i32
  return %0 : i32
}

// Unknown ops stay; dead allocations go, with the stores into them
// (memref.alloc's SimplifyDeadAlloc), and loads without uses.
// CHECK-LABEL: func @effects
// CHECK-NEXT:    %0 = "foo.unknown"() : () -> i32
// CHECK-NEXT:    return
func @effects(%f: f32, %i: index) {
  %u = "foo.unknown"() : () -> i32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%i] : memref<4xf32>
  %n = memref.alloc() : memref<8xf32>
  %l = memref.load %m[%i] : memref<4xf32>
  return
}
