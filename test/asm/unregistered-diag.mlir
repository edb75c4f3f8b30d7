// Dialect types and attributes of unregistered dialects without
// -allow-unregistered-dialect: upstream 13 spells them out as
// `!dialect<"data">` / #dialect<"data"> and points at their data.  The
// whole stderr must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -split-input-file %s 2> %t.ours
// RUN: not mlir-opt-13 -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up

func @f(%a: tensor<2x!unknown<"str">>)

// -----

func @g() attributes {a = #foo<"x">} {
  return
}

// -----

func @h(%a: !unknown<a<b>>)

// -----

func @i() attributes {a = #foo.x : i32} {
  return
}

// -----

func @j() {
  %8 = constant dense<"hello"> : tensor<2x!unknown.str>
  return
}
