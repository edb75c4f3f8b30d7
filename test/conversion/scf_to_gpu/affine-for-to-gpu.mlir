// -convert-affine-for-to-gpu (13's ForLoopMapper): bounds with max / min of
// several results and symbols, steps, every split of a nest into block and
// thread dimensions, several top-level nests in one function (nested ones
// are left alone), a region before the loop; diffed against mlir-opt-13
// with locations and in generic form.
// RUN: cmlir-opt -allow-unregistered-dialect -convert-affine-for-to-gpu %s -mlir-print-debuginfo > %t.11
// RUN: %upstream_opt -convert-affine-for-to-gpu %s -mlir-print-debuginfo > %t.11.up
// RUN: diff %t.11 %t.11.up
// RUN: cmlir-opt -allow-unregistered-dialect -convert-affine-for-to-gpu="gpu-block-dims=2 gpu-thread-dims=0" %s > %t.20
// RUN: %upstream_opt -convert-affine-for-to-gpu="gpu-block-dims=2 gpu-thread-dims=0" %s > %t.20.up
// RUN: diff %t.20 %t.20.up
// RUN: cmlir-opt -allow-unregistered-dialect -convert-affine-for-to-gpu="gpu-block-dims=0 gpu-thread-dims=2" %s -mlir-print-op-generic > %t.02
// RUN: %upstream_opt -convert-affine-for-to-gpu="gpu-block-dims=0 gpu-thread-dims=2" %s -mlir-print-op-generic > %t.02.up
// RUN: diff %t.02 %t.02.up
// RUN: FileCheck %s < %t.11

#lb = affine_map<(d0)[s0] -> (d0, s0 + 2)>
#ub = affine_map<(d0)[s0] -> (d0 + 40, s0 * 2, 64)>

// CHECK-LABEL: func @bounds
func @bounds(%A : memref<?x?xf32>, %n : index, %m : index) {
  // CHECK: cmpi sgt
  // CHECK: select
  // CHECK: cmpi slt
  // CHECK: divi_signed
  // CHECK: gpu.launch blocks
  // CHECK: muli
  // CHECK: addi
  // CHECK: gpu.terminator
  affine.for %i = max #lb(%n)[%m] to min #ub(%n)[%m] step 3 {
    affine.for %j = %m to 17 step 2 {
      %0 = memref.load %A[%i, %j] : memref<?x?xf32>
      %1 = addf %0, %0 : f32
      memref.store %1, %A[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

// CHECK-LABEL: func @several
func @several(%A : memref<8x8xf32>, %c : i1) {
  %cst = constant 1.0 : f32
  scf.if %c {
    // not top-level: stays
    // CHECK: affine.for
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 8 {
        memref.store %cst, %A[%i, %j] : memref<8x8xf32>
      }
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 1 to 3 {
        %v = memref.load %A[%i, %k] : memref<8x8xf32>
        memref.store %v, %A[%j, %k] : memref<8x8xf32>
      }
    }
  }
  affine.for %i = 2 to 6 {
    affine.for %j = 0 to 4 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  } {some_attr}
  return
}
