// The LLVM dialect checks its argument attributes on every function-like op
// (builtin func included): llvm.noalias is a unit attribute, llvm.align an
// integer.  Result attributes are not checked.
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// REQUIRES: upstream
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected llvm.noalias argument attribute to be a unit attribute}}
func @noalias_int(%p: !llvm.ptr<i8> {llvm.noalias = 1 : i8}) {
  return
}

// -----

// expected-error@+1 {{llvm.align argument attribute of non integer type}}
func private @align_float(f32, !llvm.ptr<f32> {llvm.align = 8.0 : f32})

// -----

// expected-error@+1 {{expected llvm.noalias argument attribute to be a unit attribute}}
llvm.func @llvm_noalias_string(!llvm.ptr<i8> {llvm.noalias = "yes"})

// -----

func private @fine(!llvm.ptr<i8> {llvm.noalias, llvm.align = 16 : i32}) -> (i32 {llvm.noalias = 3})
