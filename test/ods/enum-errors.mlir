// ODS format: enum attribute keywords (std.cmpi / std.cmpf predicates,
// std.atomic_rmw kind) accept a keyword or a string; errors as upstream 13.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @f(%x: i32) {
  // expected-error@+1 {{custom op 'std.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = cmpi foo, %x, %x : i32
  return
}

// -----
func @f(%x: i32) {
  // expected-error@+1 {{custom op 'std.cmpi' invalid predicate attribute specification: "foo"}}
  %0 = cmpi "foo", %x, %x : i32
  return
}

// -----
func @f(%x: i32) {
  // expected-error@+1 {{custom op 'std.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = cmpi 3, %x, %x : i32
  return
}

// -----
func @f(%x: f32) {
  // expected-error@+1 {{custom op 'std.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = cmpf foo, %x, %x : f32
  return
}

// -----
func @f(%x: f32) {
  // expected-error@+1 {{custom op 'std.cmpf' invalid predicate attribute specification: "bar"}}
  %0 = cmpf "bar", %x, %x : f32
  return
}

// -----
func @f(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'std.atomic_rmw' invalid kind attribute specification: "bogus"}}
  %0 = atomic_rmw "bogus" %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
