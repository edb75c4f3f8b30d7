// -gpu-kernel-outlining, diffed with mlir-opt-13 (with locations): sinking
// of constants / dim / select / cmpi, kernel arguments in first-use order,
// nested launches, callee symbols cloned into the kernel module, module
// names made unique with 13's `_0`, `_1` suffixes.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -gpu-kernel-outlining -split-input-file %s > %t.ours && %upstream_opt -gpu-kernel-outlining -split-input-file %s > %t.theirs && diff %t.ours %t.theirs
// RUN: cmlir-opt -allow-unregistered-dialect -gpu-kernel-outlining -mlir-print-debuginfo %s > %t.dours && %upstream_opt -gpu-kernel-outlining -mlir-print-debuginfo %s > %t.dtheirs && diff %t.dours %t.dtheirs
// RUN: FileCheck %s < %t.ours

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func @two(
// CHECK: gpu.launch_func @two_kernel::@two_kernel blocks in (%arg0, %c1, %c1) threads in (%arg0, %c1, %c1) args(%arg1 : memref<?xf32>, %2 : index, %3 : index, %arg2 : f32, %1 : i1)
// CHECK: gpu.launch_func  @two_kernel_0::@two_kernel
// CHECK: gpu.module @two_kernel {
// CHECK-NEXT: gpu.func @two_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1) kernel {
// CHECK: br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: %c0 = constant 0 : index
// CHECK-NEXT: %{{.*}} = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK: gpu.return
// CHECK: gpu.module @two_kernel_0 {
func @two(%n : index, %buf : memref<?xf32>, %v : f32) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %d = memref.dim %buf, %c0 : memref<?xf32>
  %big = cmpi sgt, %d, %n : index
  %sel = select %big, %d, %n : index
  %opaque = "opaque"() : () -> index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    "use"(%sel, %buf, %opaque, %tx, %gz) : (index, memref<?xf32>, index, index, index) -> ()
    scf.if %big {
      "use2"(%v) : (f32) -> ()
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    "use"(%c0) : (index) -> ()
    br ^next
  ^next:
    gpu.terminator
  }
  return
}

func private @callee(%a : f32) -> f32 {
  return %a : f32
}

// CHECK-LABEL: func @calls(
// CHECK: gpu.module @calls_kernel {
// CHECK: call @callee
// CHECK: func private @callee
func @calls(%v : f32, %n : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %r = call @callee(%v) : (f32) -> f32
    gpu.terminator
  }
  return
}

// Callees are cloned transitively; the module name @f_kernel is taken by
// a function (the suffix counter is shared by the module: _1); the launch sits in an scf.for (its induction variable
// becomes an argument); a block argument of the body gets loc(unknown).
// CHECK-LABEL: func @f(
// CHECK: gpu.launch_func  @f_kernel_1::@f_kernel
// CHECK: gpu.module @f_kernel_1 {
// CHECK: func private @mid
// CHECK: func private @leaf
func private @leaf(%a : index) -> index {
  return %a : index
}
func private @mid(%a : index) -> index {
  %r = call @leaf(%a) : (index) -> index
  return %r : index
}
func @f_kernel() { return }
func @f(%n : index, %m : memref<?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %d = memref.dim %m, %c0 : memref<?xf32>
    gpu.launch blocks(%a, %b, %c) in (%d0 = %n, %d1 = %c1, %d2 = %c1) threads(%e, %f, %g) in (%d3 = %c1, %d4 = %c1, %d5 = %c1) {
      %r = call @mid(%i) : (index) -> index
      %s = addi %r, %d : index
      br ^bb1(%s : index)
    ^bb1(%x : index):
      gpu.terminator
    }
  }
  return
}

// -----

// Nothing to outline: no container attribute.
// CHECK-LABEL: module {
// CHECK: func @none
func @none() {
  return
}
