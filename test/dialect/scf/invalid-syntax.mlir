// Parse errors of the custom forms of the scf ops (locations and wording as mlir-opt-13).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @s1(%a: index) {
  // expected-error@+1 {{expected '='}}
  scf.for %i %a to %a step %a {
  }
  return
}
// -----
func @s2(%a: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %a %a step %a {
  }
  return
}
// -----
func @s3(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  %0 = scf.for %i = %a to %a step %a iter_args %x -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @s4(%a: index, %x: f32) {
  // expected-error@+1 {{expected '='}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s %x) -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @s5(%a: index, %x: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s = %x -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @s6(%a: index, %x: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (i32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @s7(%a: index) {
  scf.for %i = %a to %a step %a
  // expected-error@+1 {{expected '{' to begin a region}}
  return
}
// -----
func @s8(%a: index) {
  scf.for %i = %a to %a step %a {
  // expected-error@+1 {{expected non-function type}}
  } {x = }
  return
}
// -----
func @s9(%c: i1) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  scf.if %c -> f32 {
  }
  return
}
// -----
func @s10(%c: i1) {
  // expected-error@+1 {{expected SSA operand}}
  scf.if {
  }
  return
}
// -----
func @s11(%c: i1) {
  scf.if %c {
  } else
  // expected-error@+1 {{expected '{' to begin a region}}
  return
}
// -----
func @s12(%c: i1, %x: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  scf.while (%a = %x : (f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func @s13(%c: i1, %x: f32) {
  // expected-error@+1 {{expected ':'}}
  scf.while (%a = %x) (f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func @s14(%c: i1, %x: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  scf.while (%a = %x) : (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func @s15(%c: i1, %x: f32) {
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  // expected-error@+1 {{expected operation name in quotes}}
  } {a}
  return
}
// -----
func @s16(%c: i1, %x: f32) {
  scf.while : () -> () {
    // expected-error@+1 {{expected '('}}
    scf.condition %c
  } do {
    scf.yield
  }
  return
}
// -----
func @s17(%c: i1, %x: f32) {
  scf.while : () -> () {
    scf.condition(%c) %x
  // expected-error@+1 {{expected ':'}}
  } do {
    scf.yield
  }
  return
}
// -----
func @s18(%a: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  scf.parallel %i = (%a) to (%a) step (%a) {
  }
  return
}
// -----
func @s19(%a: index) {
  // expected-error@+1 {{expected '='}}
  scf.parallel (%i) (%a) to (%a) step (%a) {
  }
  return
}
// -----
func @s20(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}
// -----
func @s21(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 'step'}}
  scf.parallel (%i) = (%a) to (%a) (%a) {
  }
  return
}
// -----
func @s22(%a: index, %x: f32) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init %x -> f32 {
  }
  return
}
// -----
func @s23(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{expected '('}}
    scf.reduce %x : f32 {
    }
  }
  return
}
// -----
func @s24(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{expected ':'}}
    scf.reduce(%x) {
    }
  }
  return
}
// -----
func @s25(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x) : f32
  // expected-error@+1 {{expected '{' to begin a region}}
  }
  return
}
// -----
func @s26(%a: index, %x: f32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = scf.execute_region -> {
  }
  return
}
// -----
func @s27(%a: index, %x: f32) {
  %0 = scf.execute_region -> f32
  // expected-error@+1 {{expected '{' to begin a region}}
  return
}
// -----
func @s28(%a: index, %x: f32) {
  scf.execute_region {
    scf.yield %x
  // expected-error@+1 {{expected ':'}}
  }
  return
}
// -----
func @s29(%a: index, %x: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l
    // expected-error@+1 {{expected ':'}}
    }
  }
  return
}
// -----
func @s30(%a: index, %x: f32) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = scf.for %i = %a to %a step %a iter_args() -> () {
  }
  return
}
// -----
func @s31(%a: index, %x: f32) {
  scf.for %i = %a to %a step %a iter_args() -> () {
  }
  return
}
// -----
// expected-note@+1 {{previously referenced here}}
func @s32(%a: index, %x: f32) {
  // expected-error@+1 {{region entry argument '%x' is already in use}}
  scf.for %i = %a to %a step %a iter_args(%x = %x) -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func @s33(%a: index, %x: f32) {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  scf.for %i = %a to %a step %a iter_args(%i = %x) -> (f32) {
    scf.yield %i : f32
  }
  return
}
