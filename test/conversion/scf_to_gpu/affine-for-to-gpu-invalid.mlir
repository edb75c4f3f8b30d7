// -convert-affine-for-to-gpu on nests it cannot map (13's messages,
// checked against mlir-opt-13 as well).
// RUN: cmlir-opt -convert-affine-for-to-gpu="gpu-block-dims=2 gpu-thread-dims=1" -split-input-file -verify-diagnostics %s
// RUN: %upstream_opt -convert-affine-for-to-gpu="gpu-block-dims=2 gpu-thread-dims=1" -split-input-file -verify-diagnostics %s
// RUN: cmlir-opt -convert-affine-for-to-gpu="gpu-block-dims=4" -verify-diagnostics %S/Inputs/one-loop-blocks.mlir
// RUN: %upstream_opt -convert-affine-for-to-gpu="gpu-block-dims=4" -verify-diagnostics %S/Inputs/one-loop-blocks.mlir
// RUN: cmlir-opt -convert-affine-for-to-gpu="gpu-thread-dims=7" -verify-diagnostics %S/Inputs/one-loop-threads.mlir
// RUN: %upstream_opt -convert-affine-for-to-gpu="gpu-thread-dims=7" -verify-diagnostics %S/Inputs/one-loop-threads.mlir
// 13 crashes when there is nothing to map; cmlir reports it:
// RUN: cmlir-opt -convert-affine-for-to-gpu="gpu-block-dims=0 gpu-thread-dims=0" -verify-diagnostics %S/Inputs/one-loop-none.mlir
// and on loops with iteration arguments:
// RUN: cmlir-opt -convert-affine-for-to-gpu -verify-diagnostics %S/Inputs/iter-args.mlir

func @imperfect(%A : memref<?xf32>) {
  // expected-error@+1 {{expected perfectly nested loops in the body}}
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
      }
    }
    %c = constant 0 : index
  }
  return
}

// -----

func @not_a_loop(%A : memref<?xf32>) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{expected a nested loop}}
    %c = constant 0 : index
  }
  return
}

// -----

func @dependent_bounds(%A : memref<?xf32>) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{loops with bounds depending on other mapped loops are not supported}}
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.for %k = 0 to 4 {
      }
    }
  }
  return
}

// -----

func @too_shallow(%A : memref<?xf32>) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{expected perfectly nested loops in the body}}
    affine.for %j = 0 to 4 {
    }
  }
  return
}


// -----

func @semi_affine_bound(%A : memref<?xf32>, %n : index) {
  // expected-error@+1 {{semi-affine expressions (modulo by non-const) are not supported}}
  affine.for %i = 0 to affine_map<()[s0] -> (10 mod s0)>()[%n] {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
      }
    }
  }
  return
}
