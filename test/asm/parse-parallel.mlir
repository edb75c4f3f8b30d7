// REQUIRES: upstream
// Parallel parsing: with threads forced on and no size threshold, function
// bodies are parsed by worker threads; the result must be exactly what the
// sequential parser builds (compared with -mlir-disable-threading), also
// with locations printed.

// RUN: env CMLIR_NUM_THREADS=4 CMLIR_PARALLEL_PARSE_MIN_BYTES=0 cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo %s > %t.par
// RUN: cmlir-opt -allow-unregistered-dialect -mlir-disable-threading -mlir-print-debuginfo %s > %t.seq
// RUN: diff %t.par %t.seq
// RUN: FileCheck %s --input-file %t.par
// RUN: env CMLIR_NUM_THREADS=4 CMLIR_PARALLEL_PARSE_MIN_BYTES=0 cmlir-opt -allow-unregistered-dialect %s | %upstream_opt | FileCheck %s --check-prefix=UP

// CHECK: #map0 = affine_map<(d0) -> (d0 * 3 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 floordiv 2)>
#map = affine_map<(d0) -> (d0 * 3 + 1)>
!vec = type vector<4xf32>

  // CHECK-LABEL: func @body0(
  func @body0(%a: i32, %b: f32 loc("args.mlir":1:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 0 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 0 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body1(
  func @body1(%a: i32, %b: f32 loc("args.mlir":2:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 1 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 1 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body2(
  func @body2(%a: i32, %b: f32 loc("args.mlir":3:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 2 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 2 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body3(
  func @body3(%a: i32, %b: f32 loc("args.mlir":4:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 3 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 3 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // An alias defined between functions (workers must not see it change).
#late = affine_map<(d0) -> (d0 floordiv 2)>
  // CHECK-LABEL: func @body4(
  func @body4(%a: i32, %b: f32 loc("args.mlir":5:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 4 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 4 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body5(
  func @body5(%a: i32, %b: f32 loc("args.mlir":6:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 5 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 5 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @small(
  func @small() {
    return
  }
  // CHECK-LABEL: func @uses_late(
  func @uses_late(%m: memref<4xf32, #late>) {
    "test.pad"() {a = ".................................................................."} : () -> ()
    "test.pad"() {a = ".................................................................."} : () -> ()
    "test.pad"() {a = ".................................................................."} : () -> ()
    return
  }
  // CHECK-LABEL: func @body6(
  func @body6(%a: i32, %b: f32 loc("args.mlir":7:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 6 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 6 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body7(
  func @body7(%a: i32, %b: f32 loc("args.mlir":8:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 7 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 7 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body8(
  func @body8(%a: i32, %b: f32 loc("args.mlir":9:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 8 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 8 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body9(
  func @body9(%a: i32, %b: f32 loc("args.mlir":10:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 9 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 9 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body10(
  func @body10(%a: i32, %b: f32 loc("args.mlir":11:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 10 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 10 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @body11(
  func @body11(%a: i32, %b: f32 loc("args.mlir":12:7), %m: memref<8xf32, #map>, %vv: !vec) -> i32 {
    br ^bb1(%a, %vv : i32, !vec)
  ^bb3:  // unreachable: refers to a value defined further down
    // CHECK: "test.fwd"(%{{.*}})[^bb{{[0-9]+}}]
    "test.fwd"(%later)[^bb2] : (i32) -> ()
  ^bb1(%x: i32 loc("blocks.mlir":10:20), %v: !vec):
    %later = "test.def"(%x) {k = 11 : i64, s = "str { with } braces"} : (i32) -> i32 loc(#oploc)
    // a comment with a brace } in it
    %r:2 = "test.region"(%later) ({
      ^bb0(%inner: i32):
        %c = constant 11 : i32
        %s = addi %inner, %c : i32
        "test.yield"(%s) : (i32) -> ()
    }) : (i32) -> (i32, i32)
    br ^bb2(%r#1 : i32)
  ^bb2(%y: i32):
    %z = addi %y, %a : i32
    return %z : i32
  }
  // CHECK-LABEL: func @generic(
  // A generic-form function (its region is handed out too).
  "func"() ( {
  ^bb0(%arg0: i32):
    %0 = "test.op"(%arg0) {pad = "........................................................................"} : (i32) -> i32
    %1 = "test.op"(%0) {pad = "........................................................................"} : (i32) -> i32
    %2 = "test.op"(%1) {pad = "........................................................................"} : (i32) -> i32
    "std.return"() : () -> ()
  }) {sym_name = "generic", type = (i32) -> ()} : () -> ()
#oploc = loc("ops.mlir":30:40)

// UP-LABEL: func @body0(
// UP-LABEL: func @body11(
