// RUN: cmlir-translate -serialize-spirv -split-input-file -verify-diagnostics %s

// expected-error @+1 {{module must have 'vce_triple' attribute to be serializeable}}
spv.module Logical GLSL450 {
}

// -----

// expected-error @+1 {{found no 'spv.module' op}}
module {
}
