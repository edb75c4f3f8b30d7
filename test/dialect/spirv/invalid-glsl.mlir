// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream

func @cos_f64(%d: f64) {
  // expected-error@+1 {{'spv.GLSL.Cos' op operand #0 must be 16/32-bit float or vector of 16/32-bit float values of length 2/3/4/8/16, but got 'f64'}}
  %0 = spv.GLSL.Cos %d : f64
  return
}

// -----

func @sclamp_signless(%a: i32) {
  // expected-error@+1 {{'spv.GLSL.SClamp' op operand #0 must be 8/16/32/64-bit signed integer or vector of 8/16/32/64-bit signed integer values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.GLSL.SClamp %a, %a, %a : i32
  return
}

// -----

func @uclamp_signed(%a: si32) {
  // expected-error@+1 {{'spv.GLSL.UClamp' op operand #0 must be 8/16/32/64-bit signless/unsigned integer or vector of 8/16/32/64-bit signless/unsigned integer values of length 2/3/4/8/16, but got 'si32'}}
  %0 = spv.GLSL.UClamp %a, %a, %a : si32
  return
}

// -----

func @ldexp_types(%x: f32, %a: i32) {
  // expected-error@+1 {{'spv.GLSL.Ldexp' op failed to verify that all of {x, y} have same type}}
  %0 = "spv.GLSL.Ldexp"(%x, %a) : (f32, i32) -> f64
  return
}

// -----

func @ldexp_shape(%x: f32, %a: vector<2xi32>) {
  // expected-error@+1 {{'spv.GLSL.Ldexp' op operands must both be scalars or vectors}}
  %0 = spv.GLSL.Ldexp %x : f32, %a : vector<2xi32> -> f32
  return
}

// -----

func @ldexp_count(%x: vector<3xf32>, %a: vector<2xi32>) {
  // expected-error@+1 {{'spv.GLSL.Ldexp' op operands must have the same number of elements}}
  %0 = spv.GLSL.Ldexp %x : vector<3xf32>, %a : vector<2xi32> -> vector<3xf32>
  return
}

// -----

func @fmix_int(%x: f32, %a: i32) {
  // expected-error@+1 {{'spv.GLSL.FMix' op operand #2 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = "spv.GLSL.FMix"(%x, %x, %a) : (f32, f32, i32) -> f32
  return
}

// -----

func @fmax_three(%x: f32) {
  // expected-error@+1 {{'spv.GLSL.FMax' op expected 2 operands, but found 3}}
  %0 = spv.GLSL.FMax %x, %x, %x : f32
  return
}

// -----

func @ocl_exp_int(%a: i32) {
  // expected-error@+1 {{'spv.OCL.exp' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spv.OCL.exp %a : i32
  return
}

// -----

func @ocl_sabs_float(%x: f32) {
  // expected-error@+1 {{'spv.OCL.s_abs' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spv.OCL.s_abs %x : f32
  return
}

// -----

func @frexp_members(%x: f32) {
  // expected-error@+1 {{result type must be a struct  type with two memebers}}
  %0 = spv.GLSL.FrexpStruct %x : f32 -> !spv.struct<(f32)>
  return
}

// -----

func @frexp_zero(%x: f32) {
  // expected-error@+1 {{member zero of the resulting struct type must be the same type as the operand}}
  %0 = spv.GLSL.FrexpStruct %x : f32 -> !spv.struct<(vector<3xf32>, i32)>
  return
}

// -----

func @frexp_exponent(%x: f32) {
  // expected-error@+1 {{member one of the resulting struct type must be a scalar or vector of 32 bit integer type}}
  %0 = spv.GLSL.FrexpStruct %x : f32 -> !spv.struct<(f32, i16)>
  return
}

// -----

func @frexp_count(%x: f32) {
  // expected-error@+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
  %0 = spv.GLSL.FrexpStruct %x : f32 -> !spv.struct<(f32, vector<2xi32>)>
  return
}
