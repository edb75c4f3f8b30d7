// -affine-super-vectorize with a 1-D virtual vector: the innermost
// contiguous loop of a nest steps by the vector size, loads / stores become
// vector transfers (a permutation map for transposed and invariant
// accesses, affine.apply ops for non-identity maps), constants become dense
// vector constants, values from outside the nest are broadcast after their
// definition; loops with carried dependences, two varying indices, an
// affine.if, a call, the IV used as data, memrefs of vectors or a layout
// map stay scalar.  Diffed with mlir-opt-13, remarks and errors included.
// REQUIRES: upstream
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=128" > %t.ours 2>&1
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=128" > %t.up 2>&1
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=8 test-fastest-varying=0" > %t.ours 2>&1
// RUN: %upstream_opt %s -affine-super-vectorize="virtual-vector-size=8 test-fastest-varying=0" > %t.up 2>&1
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s -affine-super-vectorize="virtual-vector-size=128" 2>/dev/null | FileCheck %s

// CHECK-LABEL: func @copy
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} step 128
// CHECK-NEXT: %[[PAD:.*]] = constant 0.000000e+00 : f32
// CHECK-NEXT: %[[V:.*]] = vector.transfer_read %arg0[%{{.*}}, %{{.*}}], %[[PAD]] : memref<?x?xf32>, vector<128xf32>
// CHECK-NEXT: vector.transfer_write %[[V]], %arg1
func @copy(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %M: index, %N: index) {
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %a, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func @elementwise(%A: memref<512xf32>, %B: memref<512xf32>, %C: memref<512xi32>, %s: f32) {
  %cst = constant 2.0 : f32
  %c0 = constant 0 : index
  affine.for %i = 0 to 512 {
    %a = affine.load %A[%i] : memref<512xf32>
    %k = constant 3 : i32
    %x = affine.load %C[%i] : memref<512xi32>
    %y = addi %x, %k : i32
    affine.store %y, %C[%i] : memref<512xi32>
    %b = addf %a, %s : f32
    %c = mulf %b, %cst : f32
    %inv = affine.load %B[%c0] : memref<512xf32>
    %d = subf %c, %inv : f32
    %e = cmpf ogt, %d, %a : f32
    %f = select %e, %d, %a : f32
    affine.store %f, %A[%i] : memref<512xf32>
  }
  return
}
func @shifted(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %M: index, %N: index) {
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %a = affine.load %A[%i + 1, %j + 2] : memref<?x?xf32>
      %b = affine.load %A[%i, symbol(%N) - 1] : memref<?x?xf32>
      %c = addf %a, %b : f32
      affine.store %c, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func @outer_only(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %a, %B[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
func @rejected(%A: memref<64x64xf32>, %B: memref<64xf32>) {
  // carried dependence
  affine.for %i = 1 to 64 {
    %a = affine.load %B[%i - 1] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  // two indices vary
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i, %i] : memref<64x64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  // affine.if inside
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      %a = affine.load %B[%i] : memref<64xf32>
      affine.store %a, %B[%i] : memref<64xf32>
    }
  }
  // the iv used in an op
  affine.for %i = 0 to 64 {
    %x = index_cast %i : index to i32
    %f = sitofp %x : i32 to f32
    affine.store %f, %B[%i] : memref<64xf32>
  }
  // a call
  affine.for %i = 0 to 64 {
    %a = affine.load %B[%i] : memref<64xf32>
    call @rejected(%A, %B) : (memref<64x64xf32>, memref<64xf32>) -> ()
  }
  return
}
func @step_and_bounds(%A: memref<1024xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<(d0) -> (d0, 1000)>(%n) step 2 {
    %a = affine.load %A[%i] : memref<1024xf32>
    %b = addf %a, %a : f32
    affine.store %b, %A[%i] : memref<1024xf32>
  }
  return
}
func @inner_nonvec(%A: memref<64x64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%k, %j, %i] : memref<64x64x64xf32>
        affine.store %a, %A[%k, %j, %i] : memref<64x64x64xf32>
      }
    }
  }
  return
}
func @chain(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 - 1)>(%a)
    %v = affine.load %A[%b] : memref<64xf32>
    affine.store %v, %A[%i] : memref<64xf32>
  }
  return
}
func @applyinside(%A: memref<64xf32>, %B: memref<64xf32>) {
  affine.for %i = 0 to 32 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %A[%a] : memref<64xf32>
    affine.store %v, %B[%i] : memref<64xf32>
  }
  return
}
func @vecelem(%A: memref<64xvector<4xf32>>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xvector<4xf32>>
    affine.store %v, %A[%i] : memref<64xvector<4xf32>>
  }
  return
}
func @layout(%A: memref<64xf32, affine_map<(d0) -> (d0 + 4)>>) {
  affine.for %i = 0 to 60 {
    %v = affine.load %A[%i] : memref<64xf32, affine_map<(d0) -> (d0 + 4)>>
    affine.store %v, %A[%i] : memref<64xf32, affine_map<(d0) -> (d0 + 4)>>
  }
  return
}
func @strided(%A: memref<128xf32>, %B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[2 * %i] : memref<128xf32>
    %w = fptosi %v : f32 to i32
    affine.store %w, %B[%i] : memref<64xi32>
  }
  return
}
func @nested_siblings(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %v, %A[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
