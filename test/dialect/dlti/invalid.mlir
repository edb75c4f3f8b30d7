// Malformed DLTI attributes and invalid module data layout specs, reported
// as mlir-opt-13 reports them (stderr diffed).
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// (invalid-upstream.test diffs the errors with mlir-opt-13's.)

// expected-error@+1 {{repeated layout entry key: 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<index, 16>>} {
}

// -----

// expected-error@+1 {{repeated layout entry key: a}}
module attributes {test.x = #dlti.dl_spec<#dlti.dl_entry<"a", 1>, #dlti.dl_entry<"a", 2>>} {
}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {test.x = #dlti.dl_spec<3>} {
}

// -----

// expected-error@+1 {{expected a type or a quoted string}}
module attributes {test.x = #dlti.dl_entry<3, 4>} {
}

// -----

// expected-error@+1 {{expected ','}}
module attributes {test.x = #dlti.dl_entry<index>} {
}

// -----

// expected-error@+1 {{unknown attrribute type: foo}}
module attributes {test.x = #dlti.foo<1>} {
}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 3} {
}

// -----

// expected-error@+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 3} {
}

// -----

// expected-error@+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "x">>} {
}

// -----

// expected-error@+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, 3>>} {
}

// -----

// expected-error@+1 {{expected layout attribute for '!llvm.ptr<i8>' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<i8>, dense<[64, 64]> : vector<2xi32>>>} {
}

// -----

// expected-error@+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.struct<()>, 3>>} {
}

// -----

// expected-error@+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", 3>>} {
}
