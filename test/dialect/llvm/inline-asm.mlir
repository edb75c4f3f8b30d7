// llvm.inline_asm: custom and generic forms, compared with mlir-opt-13.
// RUN: cmlir-opt %s | FileCheck %s
// RUN: cmlir-opt %s | cmlir-opt | FileCheck %s
// RUN: cmlir-opt %s > %t.ours
// RUN: %upstream_opt %s > %t.up
// RUN: diff %t.ours %t.up
// RUN: cmlir-opt %s | %upstream_opt | diff - %t.up
// RUN: %upstream_opt -mlir-print-op-generic %s > %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | diff - %t.upg
// RUN: cmlir-opt -mlir-print-op-generic %s | cmlir-opt | diff - %t.up
// Which ops canonicalize erases when unused (NoSideEffect) matches too:
// RUN: %upstream_opt -canonicalize %s > %t.canon
// RUN: cmlir-opt -canonicalize %s | diff - %t.canon

// CHECK-LABEL: func @asm
func @asm(%v: i32, %f: f32) {
  // CHECK: llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i32
  %0 = llvm.inline_asm "bswap $0", "=r,r" %v : (i32) -> i32
  // CHECK: llvm.inline_asm "nop", ""  : () -> ()
  llvm.inline_asm "nop", "" : () -> ()
  // CHECK: llvm.inline_asm asm_dialect = att "foo", ""  : () -> i32
  %1 = llvm.inline_asm asm_dialect = att "foo", "" : () -> i32
  // CHECK: llvm.inline_asm asm_dialect = intel "foo", ""  : () -> i32
  %2 = llvm.inline_asm asm_dialect = "intel" "foo", "" : () -> i32
  // CHECK: llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r,r" %arg0, %arg1 : (i32, f32) -> !llvm.struct<(i32, f32)>
  %3 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "foo", "=r,r,r" %v, %f : (i32, f32) -> !llvm.struct<(i32, f32)>
  // CHECK: llvm.inline_asm {operand_attrs = [1]} "x", "y"  : () -> ()
  "llvm.inline_asm"() {asm_string = "x", constraints = "y", operand_attrs = [1]} : () -> ()
  // CHECK: llvm.inline_asm has_side_effects {z = 3 : i64} "x", "y"  : () -> ()
  "llvm.inline_asm"() {asm_string = "x", constraints = "y", has_side_effects, z = 3} : () -> ()
  // CHECK: llvm.inline_asm asm_dialect = att "x\0A\22y", "y"  : () -> ()
  "llvm.inline_asm"() {asm_string = "x\n\"y", constraints = "y", asm_dialect = 0 : i64} : () -> ()
  // CHECK: llvm.inline_asm {operand_attrs = [{a}]} "x", "y"  : () -> i32
  %4 = llvm.inline_asm {operand_attrs = [{a}]} "x", "y" : () -> i32
  return
}
