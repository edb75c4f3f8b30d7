// Scalars, 1-D and n-D vectors, comparisons, casts, constants, splat,
// branches, calls with packed results: diffed op for op with mlir-opt-13.
// REQUIRES: upstream
// RUN: cmlir-opt -allow-unregistered-dialect -convert-std-to-llvm %s > %t.ours
// RUN: %upstream_opt -convert-std-to-llvm %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s < %t.ours

// CHECK: module attributes {llvm.data_layout = ""}
// CHECK-LABEL: llvm.func @scalars(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: i64) -> !llvm.struct<(i32, f64, i64)>
func @scalars(%a: i32, %b: i32, %x: f64, %y: f64, %i: index) -> (i32, f64, index) {
  // CHECK: llvm.add %arg0, %arg1
  %0 = addi %a, %b : i32
  %1 = subi %0, %b : i32
  %2 = muli %1, %a : i32
  %3 = divi_signed %2, %b : i32
  %4 = divi_unsigned %3, %b : i32
  %5 = remi_signed %4, %a : i32
  %6 = remi_unsigned %5, %a : i32
  %7 = and %6, %a : i32
  %8 = or %7, %b : i32
  %9 = xor %8, %a : i32
  %10 = shift_left %9, %b : i32
  %11 = shift_right_signed %10, %b : i32
  %12 = shift_right_unsigned %11, %b : i32
  // CHECK: llvm.fadd %arg2, %arg3
  %13 = addf %x, %y : f64
  %14 = subf %13, %y : f64
  %15 = mulf %14, %x : f64
  %16 = divf %15, %y : f64
  %17 = remf %16, %x : f64
  %18 = negf %17 : f64
  %23 = subf %18, %x : f64
  // CHECK: llvm.icmp "ule"
  %c = cmpi ule, %12, %a : i32
  // CHECK: llvm.fcmp "oge"
  %d = cmpf oge, %23, %x : f64
  %s = select %c, %12, %a : i32
  %t = select %d, %23, %x : f64
  %k = constant 7 : index
  %u = addi %i, %k : index
  return %s, %t, %u : i32, f64, index
}

// CHECK-LABEL: llvm.func @casts
func @casts(%a: i32, %f: f32, %i: index) -> i64 {
  %0 = sexti %a : i32 to i64
  %1 = zexti %a : i32 to i64
  %x2 = addi %0, %1 : i64
  %2 = trunci %x2 : i64 to i16
  %3 = fpext %f : f32 to f64
  %4 = fptrunc %3 : f64 to f16
  %5 = sitofp %a : i32 to f32
  %6 = uitofp %a : i32 to f64
  %7 = fptosi %f : f32 to i64
  %8 = fptoui %f : f32 to i8
  // CHECK: llvm.sext %{{.*}} : i32 to i64
  %9 = index_cast %a : i32 to index
  %10 = index_cast %i : index to i32
  %11 = index_cast %i : index to i64
  %12 = addi %0, %1 : i64
  %13 = addi %12, %7 : i64
  %14 = addi %13, %11 : i64
  %15 = index_cast %9 : index to i64
  %16 = addi %14, %15 : i64
  "use"(%2, %4, %5, %6, %8, %10) : (i16, f16, f32, f64, i8, i32) -> ()
  return %16 : i64
}

// CHECK-LABEL: llvm.func @vectors(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x array<3 x vector<4xi32>>>, %arg2: f32, %arg3: i32)
func @vectors(%v: vector<4xf32>, %m: vector<2x3x4xi32>, %f: f32, %i: i32) -> (vector<2x3x4xi1>, vector<2x3x4xi32>, vector<2x3x4xi32>, vector<2x3x4xf32>, vector<4xf32>) {
  %0 = addf %v, %v : vector<4xf32>
  %1 = muli %m, %m : vector<2x3x4xi32>
  %2 = cmpi eq, %1, %m : vector<2x3x4xi32>
  %3 = cmpf ult, %0, %v : vector<4xf32>
  %4 = splat %f : vector<4xf32>
  %5 = splat %i : vector<2x3x4xi32>
  %6 = constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %7 = constant dense<5> : vector<2x3x4xi32>
  %8 = sitofp %m : vector<2x3x4xi32> to vector<2x3x4xf32>
  %9 = select %3, %4, %6 : vector<4xi1>, vector<4xf32>
  return %2, %5, %7, %8, %9 : vector<2x3x4xi1>, vector<2x3x4xi32>, vector<2x3x4xi32>, vector<2x3x4xf32>, vector<4xf32>
}

// CHECK-LABEL: llvm.func @control
func @control(%c: i1, %a: i32, %x: f32) -> i32 {
  cond_br %c, ^bb1(%a : i32), ^bb2(%x : f32)
^bb1(%p: i32):
  br ^bb3(%p : i32)
^bb2(%q: f32):
  %r = fptosi %q : f32 to i32
  switch %r : i32, [
    default: ^bb3(%r : i32),
    1: ^bb3(%a : i32),
    2: ^bb4
  ]
^bb3(%z: i32):
  return %z : i32
^bb4:
  %k = constant 0 : i32
  return %k : i32
}

// CHECK-LABEL: llvm.func @calls
func @calls(%a: i32) -> i32 {
  // CHECK: llvm.call @multi
  %0:2 = call @multi(%a) : (i32) -> (i32, f32)
  call @none() : () -> ()
  // CHECK: llvm.mlir.addressof @multi
  %f = constant @multi : (i32) -> (i32, f32)
  %1:2 = call_indirect %f(%0#0) : (i32) -> (i32, f32)
  return %1#0 : i32
}
func private @multi(i32) -> (i32, f32)
func private @none()

// CHECK-LABEL: llvm.func @intrinsics
// CHECK: "llvm.intr.fabs"
// CHECK: "llvm.intr.fma"
func @intrinsics(%x: f64, %y: f64, %v: vector<2x4xf32>) -> (f64, vector<2x4xf32>) {
  %0 = absf %x : f64
  %1 = ceilf %0 : f64
  %2 = floorf %1 : f64
  %3 = copysign %2, %y : f64
  %4 = fmaf %3, %x, %y : f64
  %5 = absf %v : vector<2x4xf32>
  return %4, %5 : f64, vector<2x4xf32>
}

// A terminator passing different values to one block twice stays as it is
// (MLIR 13 no longer removes repeated successors, seed 000 notwithstanding).
// CHECK-LABEL: llvm.func @repeated_successor
// CHECK: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
func @repeated_successor(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
