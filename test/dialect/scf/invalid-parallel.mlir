// Verifier and parser errors of scf.parallel, scf.reduce and scf.reduce.return, as mlir-opt-13 reports them.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @p1(%a: index) {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() ({
    scf.yield
  }) {operand_segment_sizes = dense<0> : vector<4xi32>} : () -> ()
  return
}
// -----
func @p2(%a: index) {
  %c0 = constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}
// -----
func @p3(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (index, index, index) -> ()
  return
}
// -----
func @p4(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: f32):
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (index, index, index) -> ()
  return
}
// -----
func @p5(%a: index, %x: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    // expected-error@+1 {{'scf.yield' op not allowed to have operands inside 'scf.parallel'}}
    scf.yield %x : f32
  }
  return
}
// -----
func @p6(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
  }
  return
}
// -----
func @p7(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (index, index, index) -> f32
  return
}
// -----
func @p8(%a: index, %x: f32, %y: i32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of reduce: 'i32' to be the same as result type: 'f32'}}
    scf.reduce(%y) : i32 {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}
// -----
func @p9(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects two arguments to reduce block of type 'f32'}}
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
// -----
func @p10(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects two arguments to reduce block of type 'f32'}}
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}
// -----
func @p11(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op the block inside reduce should be terminated with a 'scf.reduce.return' op}}
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      "foo"() : () -> ()
    }
  }
  return
}
// -----
func @p12(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      %k = constant 1 : i32
      // expected-error@+1 {{'scf.reduce.return' op needs to have type 'f32' (the type of the enclosing ReduceOp)}}
      scf.reduce.return %k : i32
    }
  }
  return
}
// -----
func @p13(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductionOperator') failed to verify constraint: region with 1 blocks}}
    scf.reduce(%x) : f32 {
    }
  }
  return
}
// -----
func @p14(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x) : f32 {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
  return
}
// -----
func @p15(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : f32
}
// -----
func @p16(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}
// -----
func @p17(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' 1 operands present, but expected 2}}
  %0:2 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> (f32, f32) {
  }
  return
}
// -----
func @p18(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' attribute 'operand_segment_sizes' occurs more than once in the attribute list}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
  } {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>}
  return
}
// -----
func @p19(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = "scf.parallel"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1, 1]> : vector<4xi32>} : (index, index, index, f32) -> f32
  return
}
// -----
func @p20(%a: index, %x: f32) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (index, index, index) -> ()
  scf.reduce(%x) : f32 {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
  return
}
