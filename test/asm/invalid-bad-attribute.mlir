// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{integer constant out of range for attribute}}
"f"() {a = 99999999999999999999} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"f"() {a = 300 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"f"() {a = 128 : si8} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"f"() {a = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"f"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"f"() {a = dense<[1.5, 2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"f"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"f"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"f"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"f"() {a = dense<"012"> : tensor<3xi8>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"f"() {a = dense<[[1], 2]> : tensor<2x1xi8>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"f"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"f"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"f"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
"f"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
"f"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{expected '== 0' or '>= 0' at end of affine constraint}}
"f"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"f"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"f"() {1 = 2} : () -> ()

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
"f"() {a = @foo::bar} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"f"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
"f"() {a = 1 : f32} : () -> ()
// expected-note@-1 {{add a trailing dot to make the literal a float}}

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"f"() {a = 1 : tensor<i32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a ranked tensor or vector type}}
"f"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"f"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"f"() {a = 0 : i0} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"f"() {a = -5 : i3} : () -> ()

// -----

"f"() {a = 1.0e400} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"f"() {a = -0x3F800000 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"f"() {a = 0x1FFFF : f16} : () -> ()

// -----

// The hex form of i1 elements of an upstream-printed list (one byte per
// element) is not a valid buffer: one byte, or the packed bits.
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
"foo.a"() {k = dense<"0x050000"> : tensor<3xi1>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.a"() {v = dense<[1, -1]> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.a"() {v = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.a"() {v = dense<(-1, 2)> : tensor<complex<ui8>>} : () -> ()

// -----

// expected-error@+1 {{expected '(' at start of dimensional identifiers list}}
"foo.a"() {x = affine_map<d0 -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected '(' at start of integer set constraint list}}
"foo.a"() {x = affine_set<(d0) : d0 >= 0>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"foo.a"() {x = affine_map<(d0) -> (d0 mod d0)>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"foo.a"() {x = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{unexpected ssa identifier}}
"foo.a"() {x = affine_map<(d0)[s0] -> (d0 + %x)>} : () -> ()

// -----

// Keywords and integer types are no affine identifiers.
// expected-error@+1 {{expected bare identifier}}
"foo.a"() {m = affine_map<(i8)[index] -> (i8 + index)>} : () -> ()

// -----

// expected-error@+1 {{missing right operand of binary operator}}
"foo.a"() {y = affine_map<(d0) -> (d0 + tensor)>} : () -> ()
