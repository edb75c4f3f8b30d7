// Successor operands are checked through the BranchOpInterface: each
// successor gets the operand range the op's interface gives it (several
// switch cases, cond_br's second destination), ops without the interface
// are not checked.
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%flag: i32, %a: i32, %b: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #2}}
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, f32),
    43: ^bb3(%b : f32),
    44: ^bb2(%a, %b : i32, f32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: i32, %z: f32):
  return
^bb3(%w: i64):
  return
}

// -----

func @f(%flag: i32, %a: i32) {
  // expected-error@+1 {{branch has 2 operands for successor #3, but target block has 1}}
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2,
    3: ^bb1(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

// The branch check (an interface verifier) comes before the op's own
// verifier (here: one case value for two cases).
func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "std.switch"(%a, %b)[^bb1, ^bb1, ^bb1] {case_values = dense<[42]> : vector<1xi32>, case_operand_offsets = dense<[0, 0]> : vector<2xi32>, operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i32, f32) -> ()
^bb1:
  return
}

// -----

func @f(%c: i1, %a: i32, %b: f32) {
  // expected-error@+1 {{type mismatch for bb argument #1 of successor #1}}
  cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  return
^bb2(%y: i32, %z: f32):
  return
}

// -----

func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%x: i32):
  return
}

// -----

// Unregistered ops have no branch interface: nothing to check.
func @f(%a: i32) {
  "foo.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1:
  return
}

// -----

// Inside the region of another op.
func @f(%a: i32) {
  "foo.region"() ({
    // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
    br ^bb1
  ^bb1(%x: i32):
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
