// Parse errors of the gpu ops' custom forms, as mlir-opt-13 reports them.
// REQUIRES: upstream
// RUN: cmlir-opt %s -split-input-file -verify-diagnostics
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics

func @launch_in(%n : index) {
  // expected-error@+1 {{custom op 'gpu.launch' expected 'in'}}
  gpu.launch blocks(%a, %b, %c) at (%d = %n, %e = %n, %f = %n) threads(%g, %h, %i) in (%j = %n, %k = %n, %l = %n) {
    gpu.terminator
  }
  return
}

// -----

func @launch_sizes(%n : index) {
  // expected-error@+1 {{expected ','}}
  gpu.launch blocks(%a, %b, %c) in (%d = %n, %e = %n) threads(%g, %h, %i) in (%j = %n, %k = %n, %l = %n) {
    gpu.terminator
  }
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{expected ':'}}
  gpu.func @f(%a : f32) workgroup(%w memref<4xf32, 3>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' expected SSA identifier}}
  gpu.func @f(%a : f32, i32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error@+1 {{custom op 'gpu.func' expected valid '@'-identifier for symbol name}}
  gpu.func f() {
    gpu.return
  }
}

// -----

func @shuffle_operands(%v : f32, %o : i32) {
  // expected-error@+1 {{custom op 'gpu.shuffle' expected 3 operands}}
  %r, %ok = gpu.shuffle %v, %o xor : f32
  return
}

// -----

func @wait_deps() {
  %t = gpu.wait async [
  // expected-error@+1 {{expected ']' in operand list}}
  return
}

// -----

func @alloc_paren(%n : index) {
  // expected-error@+1 {{expected ')'}}
  %m = gpu.alloc (%n : memref<?xf32>
  return
}

// -----

func @launch_func_args(%n : index, %v : f32) {
  // expected-error@+1 {{custom op 'gpu.launch_func' expected SSA identifier}}
  gpu.launch_func @m::@f blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32, i32)
  return
}

// -----

gpu.module @m {
  gpu.func @f(%v : f32) {
    gpu.return %v : f32, f32
  // expected-error@+1 {{custom op 'gpu.return' 1 operands present, but expected 2}}
  }
}
