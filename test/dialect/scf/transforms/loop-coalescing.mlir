// -loop-coalescing: bands of perfectly nested scf.for loops whose bounds
// are defined above the band become one normalized loop over the product
// of the trip counts.  Diffed with mlir-opt-13 (locations included, and in
// generic form).
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -loop-coalescing -mlir-print-debuginfo %s > %t.ours
// RUN: %upstream_opt -loop-coalescing -mlir-print-debuginfo %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(loop-coalescing, canonicalize)' -mlir-print-op-generic %s > %t.ours2
// RUN: %upstream_opt -pass-pipeline='func(loop-coalescing, canonicalize)' -mlir-print-op-generic %s > %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: cmlir-opt -allow-unregistered-dialect -loop-coalescing %s | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect -loop-coalescing -print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: cmlir-opt --help | FileCheck %s --check-prefix=HELP
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='loop-coalescing' %s 2>&1 | FileCheck %s --check-prefix=NEST

// DUMP: IR Dump After LoopCoalescing //
// HELP: --loop-coalescing {{ *}}-   Coalesce nested loops with independent bounds into a single loop
// NEST: error: Can't add pass 'LoopCoalescing' restricted to 'func'

// Three loops with dynamic bounds become one.
// CHECK-LABEL: func @three
// CHECK: scf.for %[[I:.*]] = {{.*}} {
// CHECK-NOT: scf.for
// CHECK: remi_signed %[[I]]
// CHECK: "test.body"
func @three(%a: index, %b: index, %s: index, %m: memref<?x?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  scf.for %i = %c0 to %a step %c1 {
    scf.for %j = %b to %a step %s {
      scf.for %k = %c1 to %c4 step %c1 {
        "test.body"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// The innermost loop's bound depends on the middle one: only the two
// outer loops coalesce.
// CHECK-LABEL: func @dependent_bound
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.for
func @dependent_bound(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  scf.for %i = %c0 to %n step %c2 {
    scf.for %j = %c1 to %n step %c1 {
      scf.for %k = %c0 to %j step %c1 {
        "test.body"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// Not a perfect nest: nothing happens; nor to a single loop, nor to loops
// nested in another loop's scf.if.
// CHECK-LABEL: func @untouched
// CHECK-COUNT-5: scf.for
func @untouched(%n: index, %c: i1) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.before"() : () -> ()
    scf.for %j = %c0 to %n step %c1 {
      "test.body"(%i, %j) : (index, index) -> ()
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    "test.body"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.for %j = %c0 to %n step %c1 {
        "test.body"(%i, %j) : (index, index) -> ()
      }
    }
  }
  return
}

// Loops carrying values are left alone.
// CHECK-LABEL: func @iter_args
// CHECK-COUNT-2: scf.for
func @iter_args(%n: index, %x: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> f32 {
      %t = addf %b, %b : f32
      scf.yield %t : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
