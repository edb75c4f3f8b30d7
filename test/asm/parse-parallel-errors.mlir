// REQUIRES: upstream
// Errors under parallel parsing: with threads forced on and no size
// threshold, function bodies go to worker threads; any diagnostic makes the
// parser start over sequentially, so what is reported (and where) is
// exactly what a sequential parse reports.

// RUN: env CMLIR_NUM_THREADS=4 CMLIR_PARALLEL_PARSE_MIN_BYTES=0 cmlir-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-disable-threading -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -split-input-file -verify-diagnostics %s

// Undeclared values in two different bodies: both are reported, in order.
func @first(%a: i32) {
  "test.pad"() {a = "................................................................"} : () -> ()
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%nope) : (i32) -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  return
}
func @second(%a: i32) {
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%missing) : (i32) -> ()
  return
}

// -----

// A syntax error in a later body: the first error is the only one.
func @fine(%a: i32) {
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  return
}
func @broken(%a: i32) {
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.op"(%a) :
  // expected-error@+1 {{expected non-function type}}
  ) : (i32) -> ()
  return
}
func @after(%a: i32) {
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.use"(%undeclared_but_never_reached) : (i32) -> ()
  return
}

// -----

// A body refers to a value defined at the top level further down: the
// parse succeeds (sequentially) and the verifier rejects the use.
// expected-note@+1 {{required by region isolation constraints}}
func @outer_use() {
  "test.pad"() {a = "................................................................"} : () -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  // expected-error@+1 {{using value defined outside the region}}
  "test.use"(%top) : (i32) -> ()
  "test.pad"() {a = "................................................................"} : () -> ()
  return
}
%top = "test.def"() : () -> i32
