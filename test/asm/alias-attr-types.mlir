// Aliases and attribute types: the alias pass does not enter an
// attribute's type (only a type attribute's value), so a map that only
// occurs there prints inline; an alias made elsewhere is still used.
// Output must equal mlir-opt-13's.
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file %s > %t.ours
// RUN: %upstream_opt -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -allow-unregistered-dialect -split-input-file %s | FileCheck %s

// CHECK: dense<[1, 2]> : tensor<2xi32, affine_map<(d0) -> (d0 + 1)>>
"foo.a"() {a = dense<[1, 2]> : tensor<2xi32, affine_map<(d0) -> (d0 + 1)>>} : () -> ()
// -----
"foo.a"() {s = "x" : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>} : () -> ()
// -----
"foo.a"() {o = #foo<"x"> : memref<4xf32, affine_map<(d0) -> (d0 + 2)>>} : () -> ()
// -----
"foo.a"() {t = memref<4xf32, affine_map<(d0) -> (d0 + 3)>>} : () -> ()
// -----
"foo.a"() {a = dense<[1, 2]> : tensor<2xi32, affine_map<(d0) -> (d0 + 1)>>, t = memref<4xf32, affine_map<(d0) -> (d0 + 1)>>} : () -> ()
// -----
"foo.a"() {a = sparse<[[0]], [1]> : tensor<2xi32, affine_map<(d0) -> (d0 + 1)>>} : () -> ()
