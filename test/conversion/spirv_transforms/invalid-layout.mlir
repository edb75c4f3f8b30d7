// -decorate-spirv-composite-type-layout cannot lay out an identified
// struct (13 keeps identified structs unique by name): the full
// conversion fails at the variable, as mlir-opt-13.
// RUN: cmlir-opt -decorate-spirv-composite-type-layout -verify-diagnostics %s
// RUN: %upstream_opt -decorate-spirv-composite-type-layout -verify-diagnostics %s

spv.module Logical GLSL450 {
  spv.GlobalVariable @ok : !spv.ptr<!spv.struct<(f32)>, Uniform>
  // expected-error @+1 {{failed to legalize operation 'spv.GlobalVariable'}}
  spv.GlobalVariable @v : !spv.ptr<!spv.struct<named, (f32)>, Uniform>
}
