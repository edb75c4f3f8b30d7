// -parallel-loop-collapsing on loops it cannot collapse.  mlir-opt-13
// crashes or builds invalid IR on these; cmlir reports an error on the
// loop and the pass fails.  Bad option values are compared with
// mlir-opt-13 (only the program name differs).
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics -parallel-loop-collapsing='collapsed-indices-0=0,1' %s
// RUN: not cmlir-opt -allow-unregistered-dialect -split-input-file -parallel-loop-collapsing %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not cmlir-opt -allow-unregistered-dialect -split-input-file -parallel-loop-collapsing='collapsed-indices-0=0,1 collapsed-indices-2=1' %s 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not cmlir-opt -allow-unregistered-dialect -parallel-loop-collapsing='collapsed-indices-0=x' %s 2>&1 | FileCheck %s --check-prefix=BADVAL
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=-1})' %s 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{indices=1})' %s 2>&1 | FileCheck %s --check-prefix=NOOPT
// REQUIRES: upstream
// RUN: not %upstream_opt -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=-1})' %s 2>&1 | sed 's/^mlir-opt-13:/cmlir-opt:/' > %t.up
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{collapsed-indices-0=-1})' %s > %t.ours 2>&1
// RUN: diff %t.ours %t.up
// RUN: not %upstream_opt -pass-pipeline='func(parallel-loop-collapsing{indices=1})' %s > %t.up2 2>&1
// RUN: not cmlir-opt -allow-unregistered-dialect -pass-pipeline='func(parallel-loop-collapsing{indices=1})' %s > %t.ours2 2>&1
// RUN: diff %t.ours2 %t.up2

// BADVAL: cmlir-opt: for the --collapsed-indices-0 option: 'x' value invalid for uint argument!
// NEG: cmlir-opt: for the --collapsed-indices-0 option: '-1' value invalid for uint argument!
// NONE: error: 'scf.parallel' op no collapsed-indices were specified
// DUP: error: 'scf.parallel' op collapsed-indices must name each of the 3 loop dimensions exactly once
// NOOPT: <Pass-Options-Parser>: no such option indices

func @three_dims(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op collapsed-indices must name each of the 3 loop dimensions exactly once}}
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// -----

func @one_dim(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op collapsed-indices must name each of the 1 loop dimensions exactly once}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

func @reduction(%n: index, %init: f32) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  // expected-error@+1 {{'scf.parallel' op cannot collapse a loop with reductions}}
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%init) -> f32 {
    scf.reduce(%init) : f32 {
    ^bb0(%a: f32, %b: f32):
      %s = addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
