// Where parse errors point (columns, which -verify-diagnostics does not
// check): after an undefined alias name, after '@' and after a '?' in a
// vector shape; a source line with non-ASCII bytes gets no caret line.
// Every split fails; the whole stderr must equal mlir-opt-13's.
// REQUIRES: upstream
// RUN: not cmlir-opt -allow-unregistered-dialect -split-input-file %s 2> %t.ours
// RUN: not %upstream_opt -split-input-file %s 2> %t.up
// RUN: diff %t.ours %t.up

"foo.a"() {m = #nope} : () -> ()

// -----

"foo.a"() : () -> !nope
"foo.b"() : () -> ()

// -----

"foo.a"() {a = @} : () -> ()

// -----

"foo.a"() : () -> vector<?xf32>

// -----

"foo.a"() {s = "café", t = %x} : () -> ()
