// -affine-super-vectorizer-test -forward-slicing / -backward-slicing /
// -slicing: for each "slicing-test-op", its transitive users (with the ops
// nested in them), its transitive definitions (a block argument stands for
// its owner, not across a function) or both, in 13's orders (forward: a
// reversed post-order over the use lists; both: 13's topological sort),
// printed with the names the ops have in the function.  Diffed with
// mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorizer-test -forward-slicing 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -split-input-file -affine-super-vectorizer-test -forward-slicing 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorizer-test -backward-slicing=true 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -split-input-file -affine-super-vectorizer-test -backward-slicing=true 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorizer-test -slicing 2> %t.ours > /dev/null
// RUN: %upstream_opt %s -split-input-file -affine-super-vectorizer-test -slicing 2> %t.up > /dev/null
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorizer-test -backward-slicing 2>&1 > /dev/null | FileCheck %s

// CHECK: matched: %{{.*}} = "slicing-test-op"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 backward static slice:
// CHECK-NEXT: %{{.*}} = "slicing-test-op"(%arg0) : (i32) -> i32
// CHECK-NEXT: %{{.*}} = constant 1 : i32
func @diamond(%x: i32) -> i32 {
  %c = constant 1 : i32
  %a = "slicing-test-op"(%x) : (i32) -> i32
  %b = "slicing-test-op"(%a, %c) : (i32, i32) -> i32
  %d = "slicing-test-op"(%a, %x) : (i32, i32) -> i32
  %e = addi %b, %d : i32
  %f = "slicing-test-op"(%e, %b) : (i32, i32) -> i32
  return %f : i32
}

// -----

func @nested(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %s = "slicing-test-op"(%n) : (index) -> index
  scf.for %i = %c0 to %s step %c1 {
    %t = "slicing-test-op"(%i, %s) : (index, index) -> index
    "use"(%t) : (index) -> ()
  }
  affine.for %j = 0 to 4 {
    %u = "slicing-test-op"(%j) : (index) -> index
    "use"(%u, %s) : (index, index) -> ()
  }
  return
}
