// REQUIRES: upstream
// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected non-function type}}
"f"() : () -> (foo)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"f"() : () -> (i16777216)

// -----

// expected-error@+1 {{expected '<' in memref type}}
"f"() : () -> (memref)

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
"f"() : () -> (tensor<4 f32>)

// -----

// expected-error@+1 {{expected dimension size in vector type}}
"f"() : () -> (vector<f32>)

// -----

// expected-error@+1 {{expected static shape}}
"f"() : () -> (vector<?xf32>)

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
"f"() : () -> (vector<4xtensor<f32>>)

// -----

// expected-error@+1 {{invalid tensor element type}}
"f"() : () -> (tensor<4xmemref<f32>>)

// -----

// expected-error@+1 {{invalid memref element type}}
"f"() : () -> (memref<4xtensor<f32>>)

// -----

// expected-error@+1 {{cannot apply encoding to unranked tensor}}
"f"() : () -> (tensor<*xf32, "enc">)

// -----

// expected-error@+1 {{expected '->' in function type}}
"f"() : () -> ((i32) i32)

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"f"() : () -> (tuple<i32 i32>)

// -----

// expected-error@+1 {{invalid element type for complex}}
"f"() : () -> (complex<index>)

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"f"() : () -> (memref<4xf32, 1, 2>)

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"f"() : () -> (memref<4xf32, 1, affine_map<(d0) -> (d0)>>)

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"f"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error@+1 {{undefined symbol alias id 'foo'}}
"f"() : () -> (!foo)

// -----

// expected-error@+1 {{expected string literal data in dialect symbol}}
"f"() : () -> (!foo<i32>)

// -----

// expected-error@+1 {{unbalanced ']' character in pretty dialect name}}
"f"() : () -> (!foo.bar<i32]>)

// -----

// expected-error@+1 {{invalid memref stride}}
"f"() : () -> (memref<4xf32, offset: 0, strides: [0]>)

// -----

// expected-error@+1 {{memref affine map dimension mismatch between memref rank and affine map1: 1 != 2}}
"f"() : () -> (memref<4xf32, offset: 0, strides: [1, 2]>)

// -----

// expected-error@+1 {{invalid braces-enclosed stride list}}
"f"() : () -> (memref<4xf32, offset: 0, strides: [1 2]>)

// -----

// expected-error@+1 {{unexpected nul or EOF in pretty dialect name}}
"f"() {a = !foo.bar<a

// -----

// Memory spaces are integers, strings, dictionaries or dialect attributes;
// the error is reported after the type.
// expected-error@+1 {{unsupported memory space Attribute}}
func private @unit_space(memref<4xf32, unit>) -> ()

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func private @array_space(memref<*xf32, [1]>) -> ()

// -----

// An unregistered dialect's type is no memref element.
// expected-error@+1 {{invalid memref element type}}
func private @opaque_elem(memref<4x!foo.t>) -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
func private @opaque_elem_unranked(memref<*x!foo.t>) -> ()

// -----

// A strided layout's offset is an unsigned 32-bit integer.
// expected-error@+1 {{invalid offset}}
func private @neg_offset(memref<4xf32, offset: -1, strides: [1]>) -> ()

// -----

// expected-error@+1 {{invalid offset}}
func private @big_offset(memref<4xf32, offset: 4294967296, strides: [1]>) -> ()

// -----

// A stride is a decimal integer up to 2^63-1 (two errors, as upstream).
// expected-error@+2 {{invalid integer value: -}}
// expected-error@+1 {{invalid braces-enclosed stride list}}
func private @neg_stride(memref<4xf32, offset: 0, strides: [-1]>) -> ()

// -----

// expected-error@+2 {{invalid integer value: 0x2}}
// expected-error@+1 {{invalid braces-enclosed stride list}}
func private @hex_stride(memref<4xf32, offset: 0, strides: [0x2]>) -> ()

// -----

// expected-error@+2 {{invalid integer value: 9223372036854775808}}
// expected-error@+1 {{invalid braces-enclosed stride list}}
func private @big_stride(memref<4xf32, offset: 0, strides: [9223372036854775808]>) -> ()

// -----

// expected-error@+1 {{expected list element}}
func private @empty_memref_element(memref<4xf32, >) -> ()

// -----

// Each map of a composition takes the previous map's results.
// expected-error@+1 {{memref affine map dimension mismatch between affine map 1 and affine map2: 1 != 2}}
func private @comp_mismatch(memref<4xf32, affine_map<(d0) -> (d0 + 1)>, affine_map<(d0, d1) -> (d0 * 2)>>) -> ()
