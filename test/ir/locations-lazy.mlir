// Op and block-argument locations are stored compactly and materialised on
// demand (lib/ir/locref.c).  With -mlir-print-debuginfo they print as before:
// positions past column 1000, block-argument locations (region entry and
// labeled blocks, parsed and explicit), and a parsed location equal to an
// explicit one shares its #loc alias (same uniqued object).  Upstream
// comparison: locations-lazy-upstream.test.
// RUN: cat %s | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo - | FileCheck %s
// RUN: cat %s | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo - | cmlir-opt -allow-unregistered-dialect -mlir-print-debuginfo - | FileCheck %s --check-prefix=RT
// RUN: cmlir-opt -allow-unregistered-dialect %s | FileCheck %s --check-prefix=NODBG
func @f(%arg0: i32, %arg1: f32) {
                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %0 = "t.a"(%arg0) : (i32) -> i32
  "t.br"(%0, %0)[^bb1] : (i32, i32) -> ()
^bb1(                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %b: i32, %c: i32 loc("e":1:2)):
  "t.r"(%b) ({
  ^bb0(                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            %x: i32):
    "t.y"(%x) : (i32) -> ()
  }) : (i32) -> ()
  "t.x"() : () -> () loc("<stdin>":14:3)
  return
}

// CHECK-LABEL: func @f(%arg0: i32 loc("<stdin>":10:9), %arg1: f32 loc("<stdin>":10:21)) {{[{]$}}
// CHECK-NEXT: %0 = "t.a"(%arg0) : (i32) -> i32 loc(#[[OPA:loc[0-9]+]])
// CHECK-NEXT: "t.br"(%0, %0)[^bb1] : (i32, i32) -> () loc(#[[BR:loc[0-9]+]])
// CHECK-NEXT: ^bb1(%1: i32 loc("<stdin>":13:1106), %2: i32 loc("e":1:2)):
// CHECK-NEXT: "t.r"(%1) ( {{[{]$}}
// CHECK-NEXT: ^bb0(%arg2: i32 loc("<stdin>":15:1108)):
// CHECK-NEXT: "t.y"(%arg2) : (i32) -> () loc(#[[TY:loc[0-9]+]])
// CHECK-NEXT: }) : (i32) -> () loc(#[[TR:loc[0-9]+]])
// CHECK-NEXT: "t.x"() : () -> () loc(#[[TR]])
// CHECK-NEXT: return loc(#[[RET:loc[0-9]+]])
// CHECK-NEXT: } loc(#[[FUNC:loc[0-9]+]])
// CHECK-DAG: #[[FUNC]] = loc("<stdin>":10:1)
// CHECK-DAG: #[[OPA]] = loc("<stdin>":11:1106)
// CHECK-DAG: #[[BR]] = loc("<stdin>":12:3)
// CHECK-DAG: #[[TR]] = loc("<stdin>":14:3)
// CHECK-DAG: #[[TY]] = loc("<stdin>":16:5)
// CHECK-DAG: #[[RET]] = loc("<stdin>":19:3)

// Round trip: the printed locations are explicit now and stay the same.
// (upstream 13 drops explicit locations of func signature arguments)
// RT-LABEL: func @f(
// RT: ^bb1(%1: i32 loc("<stdin>":13:1106), %2: i32 loc("e":1:2)):
// RT: ^bb0(%arg2: i32 loc("<stdin>":15:1108)):
// RT: "t.x"() : () -> () loc(#[[TR:loc[0-9]+]])
// RT: #[[TR]] = loc("<stdin>":14:3)

// NODBG-NOT: loc
