// Every designator form of -verify-diagnostics, all matching: the run
// succeeds (exit status 0) on cmlir-opt and on mlir-opt-13.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @same_line() // expected-error {{symbol declaration cannot have public visibility}}

// -----
// expected-error@+1 {{'func' op symbol declaration}}
func @plus_one()

// -----
// expected-error@+3 {{cannot have public visibility}}


func @plus_three()

// -----
func @minus_one()
// expected-error@-1 {{symbol declaration cannot have public visibility}}

// -----
func @minus_two()

// expected-error@-2 {{public visibility}}

// -----
func @above()
// expected-error@above {{symbol declaration}}

// -----
// The message is a substring; the designator may be followed by other text;
// @below applies to the next line that holds no designator.
// expected-error @below {{op symbol}} trailing words
func @below()

// -----
// An empty expectation matches any message of its kind.
// expected-error@+1 {{}}
func @empty()

// -----
// One expectation may match several diagnostics on its line; notes are
// matched separately from their error.
func private @dup()
// expected-note@-1 {{see existing symbol definition here}}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func private @dup()

// -----
// Parse errors are diagnostics too.
// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func bad()
