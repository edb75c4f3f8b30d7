// -affine-loop-fusion, sibling fusion of reduction loops: two nests that
// reduce the same input with affine.for iter_args.  At the destination's
// innermost depth a one-iteration source slice of a parallel reduction
// (addf / mulf / addi / muli, no carried memory dependence) keeps its
// bounds and is merged into the destination loop, which then carries both
// reductions (its own iter_args first); the users of the source results
// move right after the merged loop.  Unsupported reductions, loops with a
// carried dependence and trip-count mismatches keep the source loop whole.
// Diffed with mlir-opt-13 in the default and the maximal mode.
// REQUIRES: upstream
// RUN: cmlir-opt -affine-loop-fusion -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.ours
// RUN: %upstream_opt -affine-loop-fusion="fusion-maximal" -split-input-file %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s --input-file=%t.ours

// CHECK-LABEL: func @row_sum_prod
// CHECK:       %[[Z:.*]] = constant 0.0
// CHECK:       %[[O:.*]] = constant 1.0
// CHECK:       affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:    %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 16 iter_args(%[[P:.*]] = %[[O]], %[[S:.*]] = %[[Z]]) -> (f32, f32) {
// CHECK:           addf %[[S]]
// CHECK:           mulf %{{.*}}, %[[P]]
// CHECK-NEXT:      affine.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.store %[[R]]#1, %{{.*}}[%[[I]]]
// CHECK-NEXT:    affine.store %[[R]]#0, %{{.*}}[%[[I]]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return
func @row_sum_prod(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  %one = constant 1.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = mulf %v, %acc : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// three-level, column reductions in a middle loop, integer ops
func @col_int(%in: memref<32x4xi32>, %a: memref<2x4xi32>, %b: memref<2x4xi32>) {
  %c0 = constant 0 : i32
  %c1 = constant 1 : i32
  affine.for %k = 0 to 2 {
    affine.for %j = 0 to 4 {
      %r = affine.for %i = 0 to 32 iter_args(%acc = %c0) -> (i32) {
        %v = affine.load %in[%i, %j] : memref<32x4xi32>
        %n = addi %acc, %v : i32
        affine.yield %n : i32
      }
      %d = addi %r, %c1 : i32
      %e = muli %d, %d : i32
      affine.store %e, %a[%k, %j] : memref<2x4xi32>
    }
  }
  affine.for %k = 0 to 2 {
    affine.for %j = 0 to 4 {
      %r = affine.for %i = 0 to 32 iter_args(%acc = %c1) -> (i32) {
        %v = affine.load %in[%i, %j] : memref<32x4xi32>
        %n = muli %acc, %v : i32
        affine.yield %n : i32
      }
      affine.store %r, %b[%k, %j] : memref<2x4xi32>
    }
  }
  return
}

// -----

// source reduction, destination a plain copy nest
func @red_then_copy(%in: memref<8x16xf32>, %s: memref<8xf32>, %o: memref<8x16xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %w = addf %v, %v : f32
      affine.store %w, %o[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

// -----

// copy nest first, reduction second
func @copy_then_red(%in: memref<8x16xf32>, %s: memref<8xf32>, %o: memref<8x16xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %w = addf %v, %v : f32
      affine.store %w, %o[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  return
}

// -----

// trip counts differ: not maximal
func @mismatch(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 12 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// unsupported reduction (subf): the source loop stays whole
func @unsupported(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = subf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// two iter_args in the source, three siblings
func @three(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>, %q: memref<8xf32>) {
  %zero = constant 0.0 : f32
  %one = constant 1.0 : f32
  affine.for %i = 0 to 8 {
    %r:2 = affine.for %j = 0 to 16 iter_args(%a = %zero, %b = %one) -> (f32, f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %a, %v : f32
      %m = mulf %b, %v : f32
      affine.yield %n, %m : f32, f32
    }
    %t = addf %r#0, %r#1 : f32
    affine.store %t, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %w = mulf %v, %v : f32
      %n = addf %w, %acc : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = mulf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %q[%i] : memref<8xf32>
  }
  return
}

// -----

func @uses(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>, %q: memref<8xf32>, %u: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %v, %acc : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
    %e = mulf %r, %r : f32
    %f = addf %e, %r : f32
    affine.store %f, %s[%i] : memref<8xf32>
    %h = subf %r, %e : f32
    affine.store %h, %u[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = mulf %v, %acc : f32
      affine.yield %n : f32
    }
    %g = addf %r, %zero : f32
    affine.store %g, %q[%i] : memref<8xf32>
  }
  return
}

// -----

func @three_level(%in: memref<4x8x16xf32>, %s: memref<4x8xf32>, %p: memref<4x8xf32>) {
  %zero = constant 0.0 : f32
  %one = constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 8 {
      %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
        %v = affine.load %in[%i, %k, %j] : memref<4x8x16xf32>
        %n = addf %acc, %v : f32
        affine.yield %n : f32
      }
      affine.store %r, %s[%i, %k] : memref<4x8xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 8 {
      %r = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
        %v = affine.load %in[%i, %k, %j] : memref<4x8x16xf32>
        %n = mulf %acc, %v : f32
        affine.yield %n : f32
      }
      affine.store %r, %p[%i, %k] : memref<4x8xf32>
    }
  }
  return
}

// -----

func @outer_red(%in: memref<16x8xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  %one = constant 1.0 : f32
  %a = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
    %b = affine.for %i = 0 to 8 iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %in[%j, %i] : memref<16x8xf32>
      %n = addf %acc2, %v : f32
      affine.yield %n : f32
    }
    affine.yield %b : f32
  }
  affine.store %a, %s[0] : memref<8xf32>
  %c = affine.for %j = 0 to 16 iter_args(%acc = %one) -> (f32) {
    %d = affine.for %i = 0 to 8 iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %in[%j, %i] : memref<16x8xf32>
      %n = mulf %acc2, %v : f32
      affine.yield %n : f32
    }
    affine.yield %d : f32
  }
  affine.store %c, %p[0] : memref<8xf32>
  return
}

// -----

// user takes a value defined before the reduction
func @inner_def(%in: memref<8x16xf32>, %w: memref<8xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %x = affine.load %w[%i] : memref<8xf32>
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    %d = mulf %r, %x : f32
    affine.store %d, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// destination reduction's result used by several ops, source results used twice
func @uses(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %v, %acc : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
    %e = mulf %r, %r : f32
    %f = addf %e, %r : f32
    affine.store %f, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = mulf %v, %acc : f32
      affine.yield %n : f32
    }
    %g = addf %r, %zero : f32
    affine.store %g, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// reduction over a step-2 loop with symbol bound in a wrapping loop
func @step(%in: memref<8x16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 step 2 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 step 2 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}

// -----

// a 1-d pair: top-level reductions
func @flat(%in: memref<16xf32>, %s: memref<f32>, %p: memref<f32>) {
  %zero = constant 0.0 : f32
  %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %in[%j] : memref<16xf32>
    %n = addf %acc, %v : f32
    affine.yield %n : f32
  }
  affine.store %r, %s[] : memref<f32>
  %q = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %in[%j] : memref<16xf32>
    %n = addf %acc, %v : f32
    affine.yield %n : f32
  }
  affine.store %q, %p[] : memref<f32>
  return
}

// -----

// reduction loop also stores (memory dependence: not a parallel reduction)
func @red_store(%in: memref<8x16xf32>, %t: memref<16xf32>, %s: memref<8xf32>, %p: memref<8xf32>) {
  %zero = constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.store %n, %t[%j] : memref<16xf32>
      affine.yield %n : f32
    }
    affine.store %r, %s[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %r = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %in[%i, %j] : memref<8x16xf32>
      %n = addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %r, %p[%i] : memref<8xf32>
  }
  return
}
