// Parse errors of the spv types, with mlir-opt-13's messages and places.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{expected array length greater than 0}}
func private @f(!spv.array<0 x i32>)
// -----
// expected-error @+1 {{expected single integer for array element count}}
func private @f(!spv.array<2x3 x i32>)
// -----
// expected-error @+1 {{ArrayStride must be greater than zero}}
func private @f(!spv.rtarray<i32, stride=0>)
// -----
// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
func private @f(!spv.ptr<index, Function>)
// -----
// expected-error @+1 {{unknown storage class: Heap}}
func private @f(!spv.ptr<i32, Heap>)
// -----
// expected-error @+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i7'}}
func private @f(!spv.rtarray<i7>)
// -----
// expected-error @+1 {{cannot use 'bf16' to compose SPIR-V types}}
func private @f(!spv.array<2 x bf16>)
// -----
// expected-error @+1 {{vector length has to be less than or equal to 4 but found 16}}
func private @f(!spv.array<2 x vector<16xi32>>)
// -----
// expected-error @+1 {{only 1-D vector allowed but found 'vector<2x2xi32>'}}
func private @f(!spv.array<2 x vector<2x2xi32>>)
// -----
// expected-error @+1 {{cannot use 'memref<2xf32>' to compose SPIR-V types}}
func private @f(!spv.rtarray<memref<2xf32>>)
// -----
// expected-error @+1 {{matrix is expected to have 2, 3, or 4 columns}}
func private @f(!spv.matrix<5 x vector<3xf32>>)
// -----
// expected-error @+1 {{matrix columns' elements must be of Float type, got 'i32'}}
func private @f(!spv.matrix<3 x vector<3xi32>>)
// -----
// expected-error @+1 {{matrix must be composed using vector type, got 'f32'}}
func private @f(!spv.matrix<3 x f32>)
// -----
// expected-error @+1 {{matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 1}}
func private @f(!spv.matrix<3 x vector<1xf32>>)
// -----
// expected-error @+1 {{expected rows and columns size}}
func private @f(!spv.coopmatrix<8xi32, Subgroup>)
// -----
// expected-error @+1 {{sampled image must be composed using image type, got 'i32'}}
func private @f(!spv.sampled_image<i32>)
// -----
// expected-error @+1 {{unknown attribute: 'Dim4D'}}
func private @f(!spv.image<f32, Dim4D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>)
// -----
// expected-error @+1 {{expected ','}}
func private @f(!spv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler>)
// -----
// expected-error @+1 {{offset specification must be given for all members}}
func private @f(!spv.struct<(i32, f32 [4])>)
// -----
// expected-error @+1 {{offset specification must be given for all members}}
func private @f(!spv.struct<(i32 [0], f32)>)
// -----
// expected-error @+1 {{unknown attribute: 'Sideways'}}
func private @f(!spv.struct<(i32 [Sideways])>)
// -----
// expected-error @+1 {{expected integer value}}
func private @f(!spv.struct<(i32 [0, Offset=])>)
// -----
// expected-error @+1 {{recursive struct reference not nested in struct definition}}
func private @f(!spv.struct<orphan>)
// -----
// expected-error @+1 {{identifier already used for an enclosing struct}}
func private @f(!spv.struct<r, (!spv.ptr<!spv.struct<r, ()>, Uniform>)>)
// -----
// expected-error @+1 {{unknown SPIR-V type: vec}}
func private @f(!spv.vec<4xf32>)
