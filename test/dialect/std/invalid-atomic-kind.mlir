// std.atomic_rmw: parse errors of the `kind` enum keyword (the ODS format's
// enum-attribute parser).
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'std.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maxf, maxs, maxu, minf, mins, minu, mulf, muli]}}
  %0 = atomic_rmw bogus %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'std.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maxf, maxs, maxu, minf, mins, minu, mulf, muli]}}
  %0 = atomic_rmw 3 %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
