// #llvm.loopopts rejects an option given twice (whatever the values), at
// the attribute's name, once the list is read.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{loop option present twice}}
llvm.func @same_value() attributes {o = #llvm.loopopts<interleave_count = 2, interleave_count = 2>}

// -----

llvm.func @apart(%c: i1) {
  // expected-error@+1 {{loop option present twice}}
  llvm.cond_br %c, ^a, ^b {llvm.loop = {options = #llvm.loopopts<disable_pipeline = true, disable_licm = false, disable_pipeline = false>}}
^a:
  llvm.return
^b:
  llvm.return
}
