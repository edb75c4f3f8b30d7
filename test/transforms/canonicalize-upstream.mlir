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

func @clone_unused(%m: memref<4xf32>) {
  %0 = memref.clone %m : memref<4xf32> to memref<4xf32>
  return
}
func @clone_dealloc_src(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}
func @clone_dealloc_clone(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.clone %m : memref<?xf32> to memref<?xf32>
  %v = memref.load %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %v : f32
}
func @clone_between(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %0 : memref<4xf32>
}

func @prefetch_stays(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  return
}

func @unregistered_branch_args(%a: i32) {
  "t.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "t.use"(%x) : (i32) -> ()
  return
}

func @select_not(%c: i1, %a: i1) -> (i1, i1, i32, i1) {
  %t = constant true
  %f = constant false
  %0 = select %c, %t, %f : i1
  %1 = select %c, %f, %t : i1
  %x = constant 1 : i32
  %2 = zexti %c : i1 to i32
  %3 = xor %a, %t : i1
  %4 = xor %3, %t : i1
  return %0, %1, %2, %4 : i1, i1, i32, i1
}
func @memref_casts(%m: memref<?xf32>, %i: index) -> (index, f32) {
  %c0 = constant 0 : index
  %0 = memref.cast %m : memref<?xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<?xf32>
  %d = memref.dim %1, %c0 : memref<?xf32>
  %t = memref.tensor_load %m : memref<?xf32>
  %b = memref.buffer_cast %t : memref<?xf32>
  %v = memref.load %b[%i] : memref<?xf32>
  return %d, %v : index, f32
}
