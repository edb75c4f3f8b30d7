// Malformed and invalid llvm dialect types: upstream's messages at
// upstream's places.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics -mlir-disable-threading
// The columns too: the whole stderr equals mlir-opt-13's.  (mlir-opt-13
// keeps identified struct names across splits: the name a failed split was
// parsing sometimes stays pending in a later split, which then says
// "expected '>'", now and then even single-threaded on a loaded machine.  So
// every split names its identified structs differently, and mlir-opt-13
// runs single-threaded.)
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file -mlir-disable-threading %s 2> %t.up
// RUN: diff %t.ours %t.up

// expected-error@+1 {{unknown LLVM type: foo}}
func private @a(!llvm.foo)
// -----
// expected-error@+1 {{unexpected type, expected keyword}}
func private @a(!llvm.i32)
// -----
// expected-error@+1 {{expected '<'}}
func private @a(!llvm.ptr)
// -----
// expected-error@+1 {{expected valid keyword}}
func private @a(!llvm.ptr<>)
// -----
// expected-error@+1 {{expected integer value}}
func private @a(!llvm.ptr<i32, x>)
// -----
// expected-error@+1 {{invalid pointer element type: '!llvm.void'}}
func private @a(!llvm.ptr<void>)
// -----
// expected-error@+1 {{invalid pointer element type: '!llvm.token'}}
func private @a(!llvm.ptr<token>)
// -----
// expected-error@+1 {{invalid pointer element type: '!llvm.label'}}
func private @a(!llvm.ptr<label>)
// -----
// expected-error@+1 {{invalid pointer element type: '!llvm.metadata'}}
func private @a(!llvm.ptr<metadata>)
// -----
// expected-error@+1 {{invalid pointer element type: 'index'}}
func private @a(!llvm.ptr<index>)
// -----
// expected-error@+1 {{invalid pointer element type: 'ui32'}}
func private @a(!llvm.ptr<ui32>)
// -----
// expected-error@+1 {{invalid pointer element type: 'memref<4xf32>'}}
func private @a(!llvm.ptr<memref<4xf32>>)
// -----
// expected-error@+1 {{invalid pointer element type: 'vector<2x2xf32>'}}
func private @a(!llvm.ptr<vector<2x2xf32>>)
// -----
// expected-error@+1 {{expected '>'}}
func private @a(!llvm.ptr<i32 3>)
// -----
// expected-error@+1 {{integer value too large}}
func private @a(!llvm.ptr<i32, 4294967296>)
// -----
// expected-error@+1 {{integer value too large}}
func private @a(!llvm.ptr<i32, -2147483648>)
// -----
// expected-error@+1 {{unknown LLVM type: f80}}
func private @a(!llvm.ptr<f80>)
// -----
// expected-error@+1 {{unknown LLVM type: f128}}
func private @a(!llvm.ptr<f128>)
// -----
// expected-error@+1 {{expected ? x <type>}}
func private @a(!llvm.array<i32>)
// -----
// expected-error@+1 {{expected ? x <type>}}
func private @a(!llvm.array<4 x 4 x i32>)
// -----
// expected-error@+1 {{expected static shape}}
func private @a(!llvm.array<? x i32>)
// -----
// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func private @a(!llvm.array<4 x void>)
// -----
// expected-error@+1 {{invalid array element type: '!llvm.func<void ()>'}}
func private @a(!llvm.array<2 x func<void ()>>)
// -----
// expected-error@+1 {{invalid array element type: '!llvm.vec<? x 4 x i32>'}}
func private @a(!llvm.array<2 x vec<? x 4 x i32>>)
// -----
// expected-error@+1 {{invalid dimension}}
func private @a(!llvm.array<4294967296 x i32>)
// -----
// expected-error@+1 {{expected '>'}}
func private @a(!llvm.array<4 x i32 x>)
// -----
// expected-error@+1 {{expected valid keyword}}
func private @a(!llvm.array<4 x>)
// -----
// expected-error@+1 {{expected '('}}
func private @a(!llvm.func<i32>)
// -----
// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func private @a(!llvm.func<void (void)>)
// -----
// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
func private @a(!llvm.func<metadata ()>)
// -----
// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
func private @a(!llvm.func<func<void ()> ()>)
// -----
// expected-error@+1 {{expected valid keyword}}
func private @a(!llvm.func<void (i32,)>)
// -----
// expected-error@+1 {{expected '->' in function type}}
func private @a(!llvm.func<(i32)>)
// -----
// expected-error@+1 {{expected '>'}}
func private @a(!llvm.func<void () x>)
// -----
// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func private @a(!llvm.vec<4 x i32>)
// -----
// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func private @a(!llvm.vec<4 x f32>)
// -----
// expected-error@+1 {{the number of vector elements must be positive}}
func private @a(!llvm.vec<0 x ptr<i32>>)
// -----
// expected-error@+1 {{the number of vector elements must be positive}}
func private @a(!llvm.vec<? x 0 x i32>)
// -----
// expected-error@+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func private @a(!llvm.vec<? x ? x i32>)
// -----
// expected-error@+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func private @a(!llvm.vec<4 x 4 x ptr<i8>>)
// -----
// expected-error@+1 {{invalid vector element type}}
func private @a(!llvm.vec<4 x void>)
// -----
// expected-error@+1 {{invalid vector element type}}
func private @a(!llvm.vec<4 x x86_mmx>)
// -----
// expected-error@+1 {{invalid vector element type}}
func private @a(!llvm.vec<4 x struct<(i32)>>)
// -----
// expected-error@+1 {{invalid vector element type}}
func private @a(!llvm.vec<? x 4 x index>)
// -----
// expected-error@+1 {{expected 'x' in dimension list}}
func private @a(!llvm.vec<4>)
// -----
// expected-error@+1 {{expected '('}}
func private @a(!llvm.struct<>)
// -----
// expected-error@+1 {{expected ','}}
func private @a(!llvm.struct<"c">)
// -----
// expected-error@+1 {{only identified structs can be opaque}}
func private @a(!llvm.struct<opaque>)
// -----
// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func private @a(!llvm.struct<(void)>)
// -----
// expected-error@+1 {{invalid LLVM structure element type: '!llvm.token'}}
func private @a(!llvm.struct<"s", (token)>)
// -----
// expected-error@+1 {{expected '('}}
func private @a(!llvm.struct<packed "a", (i32)>)
// -----
// expected-error@+1 {{expected '('}}
func private @a(!llvm.struct<"d", packed opaque>)
// -----
// expected-error@+1 {{expected ')'}}
func private @a(!llvm.struct<(i32 i32)>)
// -----
// expected-error@+1 {{expected '>'}}
func private @a(!llvm.struct<(i32) x>)
// -----
// expected-error@+1 {{expected '>'}}
func private @a(!llvm.struct<"e", (ptr<struct<"e", (i32)>>)>)
// -----
// expected-error@+1 {{expected ','}}
func private @a(!llvm.struct<"f", (ptr<struct<"g">>)>)
// -----
// expected-error@+1 {{unexpected type, expected keyword}}
func private @a(!llvm.tensor<*xf32>)
// -----
// expected-error@+1 {{encountered unexpected token}}
func private @a(!llvm.void<>)
// -----
func private @a(!llvm.struct<"h", (i32)>)
// expected-error@+1 {{identified type already used with a different body}}
func private @b(!llvm.struct<"h", (i64)>)
// -----
func private @a(!llvm.struct<"i", opaque>)
// expected-error@+1 {{identified type already used with a different body}}
func private @b(!llvm.struct<"i", (i64)>)
// -----
func private @a(!llvm.struct<"x", ()>)
// expected-error@+1 {{redeclaring defined struct as opaque}}
func private @b(!llvm.struct<"x", opaque>)
// -----
// MLIR 13's llvm types are no memref element types.
// expected-error@+1 {{invalid memref element type}}
func private @a(memref<4x!llvm.ptr<i8>>)
// -----
// expected-error@+1 {{invalid memref element type}}
func private @a(memref<*x!llvm.struct<(i32)>>)
// -----
// Where a second, different body is reported: the first element, or the
// token after the comma for an empty body.
func private @a(!llvm.struct<"j", (i32)>)
// expected-error@+1 {{identified type already used with a different body}}
func private @b(!llvm.struct<"j",  packed  ()>)
// -----
func private @a(!llvm.struct<"k", (i32)>)
// expected-error@+1 {{identified type already used with a different body}}
func private @b(!llvm.struct<"k", (  i64, f32)>)
