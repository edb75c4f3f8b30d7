// The canonicalizer's output is upstream 13's, byte for byte, for folds,
// constant placement, dead code, region simplification and std patterns.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect %s -canonicalize > %t.ours
// RUN: %upstream_opt %s -canonicalize > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect %s -canonicalize=top-down=false > %t.ours2
// RUN: %upstream_opt %s -canonicalize=top-down=false > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect %s -canonicalize='region-simplify=false max-iterations=1' > %t.ours3
// RUN: %upstream_opt %s -canonicalize='region-simplify=false max-iterations=1' > %t.up3
// RUN: diff %t.ours3 %t.up3

func @chain(%arg0: i32, %c: i1) -> i32 {
  %c1 = constant 1 : i32
  %c2 = constant 2 : i32
  %a = addi %c1, %c2 : i32
  %b = addi %arg0, %a : i32
  %d = muli %b, %c1 : i32
  %dead = addi %arg0, %arg0 : i32
  cond_br %c, ^bb1, ^bb2
^bb1:
  %c3 = constant 3 : i32
  %e = addi %d, %c3 : i32
  return %e : i32
^bb2:
  %c3b = constant 3 : i32
  %z = constant 7 : i32
  return %c3b : i32
}

func @reassoc(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = constant 3 : i32
  %c4 = constant 4 : i32
  %a0 = addi %x, %c3 : i32
  %r0 = addi %a0, %c4 : i32
  %s0 = subi %x, %c3 : i32
  %r1 = addi %s0, %c4 : i32
  %s1 = subi %c3, %x : i32
  %r2 = addi %s1, %c4 : i32
  %r3 = subi %a0, %c4 : i32
  %r4 = subi %c4, %a0 : i32
  %r5 = subi %s0, %c4 : i32
  %r6 = subi %s1, %c4 : i32
  %r7 = subi %c4, %s0 : i32
  %r8 = subi %c4, %s1 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func @reassoc_index(%x: index) -> index {
  %c3 = constant 3 : index
  %a0 = addi %c3, %x : index
  %r0 = addi %a0, %c3 : index
  %c250 = constant 250 : index
  %r1 = subi %r0, %c250 : index
  return %r1 : index
}

func @wrap(%x: i8) -> i8 {
  %c = constant 100 : i8
  %a = addi %x, %c : i8
  %b = addi %a, %c : i8
  return %b : i8
}

func @cfg(%arg0: i32, %c: i1) -> i32 {
  %c1 = constant 1 : i32
  br ^bb1(%arg0, %c1 : i32, i32)
^bb1(%x: i32, %y: i32):
  %0 = addi %x, %x : i32
  cond_br %c, ^bb2(%0 : i32), ^bb3
^bb2(%z: i32):
  return %x : i32
^bb3:
  return %arg0 : i32
^bb4:
  %u = "foo.x"() : () -> i32
  br ^bb1(%u, %u : i32, i32)
}

func @truth(%c: i1, %a: i32, %b: i32) -> i1 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  br ^bb3(%a : i32)
^bb2:
  br ^bb3(%b : i32)
^bb3(%x: i32):
  "foo.use2"(%x) : (i32) -> ()
  return %c : i1
}

func @select(%c: i1, %a: i32, %b: i32) {
  cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "foo.use2"(%x) : (i32) -> ()
  return
}

func @identical_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  %x = addi %a, %a : i32
  br ^bb3(%x : i32)
^bb2:
  %y = addi %b, %b : i32
  br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

func @identical_side_effects(%c: i1, %a: i32, %b: i32) {
  cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.p"(%a) : (i32) -> ()
  br ^bb3
^bb2:
  "foo.p"(%b) : (i32) -> ()
  br ^bb3
^bb3:
  return
}

func @const_cond(%a: i32, %b: i32) -> i32 {
  %true = constant true
  %false = constant false
  cond_br %true, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cond_br %false, ^bb2, ^bb3(%x : i32)
^bb2:
  return %b : i32
^bb3(%y: i32):
  return %y : i32
}

func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  br ^bb3(%x : i32)
^bb2(%y: i32):
  "foo.side"() : () -> ()
  br ^bb3(%y : i32)
^bb3(%r: i32):
  "foo.use"(%r) : (i32) -> ()
  return %r : i32
}

func @same_condition(%c: i1, %a: i32, %b: i32) {
  cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.a"() : () -> ()
  cond_br %c, ^bb3, ^bb2
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"() : () -> ()
  return
}

func @loop(%n: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %acc: index):
  %lt = cmpi slt, %i, %n : index
  cond_br %lt, ^bb2, ^bb3
^bb2:
  %acc2 = addi %acc, %i : index
  %i2 = addi %i, %c1 : index
  %dead = muli %i2, %i2 : index
  br ^bb1(%i2, %acc2 : index, index)
^bb3:
  return %acc : index
}

func @cast_pairs(%a: i32) -> i32 {
  %0 = unrealized_conversion_cast %a : i32 to i64
  %1 = unrealized_conversion_cast %0 : i64 to i32
  %2 = unrealized_conversion_cast %1 : i32 to i32
  %3 = unrealized_conversion_cast %a : i32 to f32
  return %2 : i32
}

func @allocs(%f: f32, %i: index, %n: index) -> memref<?x?xf32> {
  %c4 = constant 4 : index
  %m = memref.alloc(%c4, %n) : memref<?x?xf32>
  %a = memref.alloca(%c4) {alignment = 16 : i64} : memref<?xf32>
  memref.store %f, %a[%i] : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.store %f, %b[%i] : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  %c = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<memref<4xf32>>
  memref.store %c, %d[] : memref<memref<4xf32>>
  "foo.use"(%d) : (memref<memref<4xf32>>) -> ()
  %e = memref.alloca(%c4, %c4) : memref<?x?xi32>
  "foo.use"(%e) : (memref<?x?xi32>) -> ()
  return %m : memref<?x?xf32>
}

func @callee(%a: i32) -> i32 {
  return %a : i32
}

func @asserts_and_calls(%a: i32, %c: i1) -> i32 {
  %t = constant true
  assert %t, "never"
  assert %c, "maybe"
  %fn = constant @callee : (i32) -> i32
  %r = call_indirect %fn(%a) : (i32) -> i32
  return %r : i32
}

func @switch_default_cases(%flag: i32, %a: i32, %b: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func @switch_only_default(%flag: i32, %a: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "foo.x"(%x) : (i32) -> ()
  return %x : i32
}
func @switch_const_flag(%a: i32, %b: i32) -> i32 {
  %c = constant 43 : i32
  switch %c : i32, [
    default: ^bb1(%a : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "foo.x"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "foo.y"(%y) : (i32) -> ()
  return %y : i32
}
func @switch_pass_through(%flag: i32, %a: i32, %b: i32) {
  switch %flag : i32, [
    default: ^bb1,
    1: ^bb2(%b : i32),
    2: ^bb3
  ]
^bb1:
  br ^bb4(%a : i32)
^bb2(%y: i32):
  br ^bb4(%y : i32)
^bb3:
  "foo.z"() : () -> ()
  return
^bb4(%r: i32):
  "foo.r"(%r) : (i32) -> ()
  return
}
func @switch_same_flag(%flag: i32) {
  switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  switch %flag : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  switch %flag : i32, [
    default: ^bb4,
    1: ^bb5,
    2: ^bb6
  ]
^bb3:
  "foo.three"() : () -> ()
  return
^bb4:
  "foo.four"() : () -> ()
  return
^bb5:
  "foo.five"() : () -> ()
  return
^bb6:
  "foo.six"() : () -> ()
  return
}
