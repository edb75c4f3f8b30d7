// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// Use before definition in the same block.
func @same_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "foo.def"() : () -> i32
  "foo.term"() : () -> ()
}

// -----

// An op using its own result.
func @self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "foo.op"(%0) : (i32) -> i32
  "foo.term"() : () -> ()
}

// -----

// A value of one branch of a diamond used at the join.
func @diamond() {
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  "foo.term"() : () -> ()
}

// -----

// A block argument used in a block its block does not dominate.
// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func @block_arg() {
  "foo.br"()[^bb1] : () -> ()
^bb2(%a : i32):
  "foo.term"() : () -> ()
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%a) : (i32) -> ()
  "foo.term"() : () -> ()
}

// -----

// An op's results do not dominate its own regions.
func @own_region() {
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %0 = "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%0) : (i32) -> ()
  }) : () -> (i32)
  "foo.term"() : () -> ()
}

// -----

// A value used in a nested region of a block it does not dominate.
func @nested_use() {
  "foo.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

// A loop: the header's value is used in the latch, the latch's in the exit.
func @loop() {
  "foo.br"()[^header] : () -> ()
^header:
  %0 = "foo.def"() : () -> i32
  "foo.cond_br"()[^latch, ^exit] : () -> ()
^latch:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %1 = "foo.use"(%0) : (i32) -> i32
  "foo.br"()[^header] : () -> ()
^exit:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%1) : (i32) -> i32
  "foo.term"() : () -> ()
}

// -----

// Multi-block regions of unregistered ops do have SSA dominance.
func @unregistered_multi_block() {
  "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %x = "foo.def"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.term"() : () -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

func @unregistered_multi_block_own_result() {
  "foo.region"() ({
    // expected-note@+1 {{operand defined here (op in a parent region)}}
    %y = "foo.region"() ({
      // expected-error@+1 {{operand #0 does not dominate this use}}
      "foo.use"(%y) : (i32) -> ()
    }) : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.term"() : () -> ()
  }) : () -> ()
  "foo.term"() : () -> ()
}

// -----

// A nested use of a value defined later in the enclosing block: the use is
// checked against the op holding the region, which comes first.
func @nested_use_of_later_value() {
  "foo.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%late) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = "foo.def"() : () -> i32
  "foo.term"() : () -> ()
}

// -----

// Same again two levels down, with an earlier value that does dominate.
func @deep_nested_use() {
  %early = "foo.def"() : () -> i32
  "foo.region"() ({
    "foo.region"() ({
      "foo.use"(%early) : (i32) -> ()
      // expected-error@+1 {{operand #0 does not dominate this use}}
      "foo.use"(%later) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %later = "foo.def"() : () -> i32
  "foo.term"() : () -> ()
}
