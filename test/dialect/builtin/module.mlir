// builtin.module: implicit top-level module, named modules, attributes,
// nesting, empty bodies, custom and generic forms.
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file | FileCheck %s
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file > %t.ours
// RUN: %upstream_opt %s -split-input-file > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -mlir-print-op-generic > %t.gours
// RUN: %upstream_opt %s -split-input-file -mlir-print-op-generic > %t.gtheirs
// RUN: diff %t.gours %t.gtheirs
// RUN: cmlir-opt -allow-unregistered-dialect %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// An empty file gives an empty implicit module.
// CHECK: {{^}}module  {
// CHECK-NEXT: {{^}}}
// GENERIC: {{^}}"module"() ( {
// GENERIC-NEXT: {{^}}^bb0:
// GENERIC-NEXT: {{^}}}) : () -> ()

// -----
// A single explicit module is the top-level op.
// CHECK: {{^}}module @named  {
// CHECK-NEXT: {{^}}  "test.op"() : () -> ()
// CHECK-NEXT: {{^}}}
// GENERIC: "module"() ( {
// GENERIC-NEXT: "test.op"() : () -> ()
// GENERIC-NEXT: }) {sym_name = "named"} : () -> ()
module @named {
  "test.op"() : () -> ()
}

// -----
// CHECK: {{^}}module attributes {test.a = 1 : i64, test.b}  {
module attributes {test.b, test.a = 1} {
}

// -----
// CHECK: {{^}}module @both attributes {sym_visibility = "private", test.x = "y"}  {
module @both attributes {test.x = "y", sym_visibility = "private"} {
}

// -----
// Two top-level ops are wrapped into an implicit module.
// CHECK: {{^}}module  {
// CHECK-NEXT: {{^}}  module @inner1  {
// CHECK-NEXT: {{^}}    module @innermost  {
// CHECK-NEXT: {{^}}      func private @f()
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  module  {
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}
module @inner1 {
  module @innermost {
    func private @f()
  }
}
module {
}

// -----
// The generic spelling is "module", as in MLIR 13.
// CHECK: {{^}}module @gen  {
// CHECK-NEXT: {{^}}  "test.op"() : () -> ()
// CHECK-NEXT: {{^}}}
"module"() ({
  "test.op"() : () -> ()
}) {sym_name = "gen"} : () -> ()

// -----
// Graph region: uses before definitions are fine at module level.
// CHECK: {{^}}module  {
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: %0 = "test.def"() : () -> i32
"test.use"(%0) : (i32) -> ()
%0 = "test.def"() : () -> i32
