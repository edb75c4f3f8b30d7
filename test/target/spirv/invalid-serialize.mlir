// RUN: cmlir-translate -serialize-spirv -split-input-file -verify-diagnostics %s

// expected-error @+1 {{module must have 'vce_triple' attribute to be serializeable}}
spv.module Logical GLSL450 {
}

// -----

// expected-error @+1 {{found no 'spv.module' op}}
module {
}

// -----

// A struct that holds itself other than through a pointer (13 crashes).
spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {
  // expected-error @+1 {{recursive struct type not referenced through a pointer: !spv.struct<A, (!spv.array<2 x !spv.struct<A>>)>}}
  spv.GlobalVariable @v : !spv.ptr<!spv.struct<A, (!spv.array<2 x !spv.struct<A>>)>, Private>
}
