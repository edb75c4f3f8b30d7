// -print-ir-* flags: the dumps (stderr) are mlir-opt-13's.
// REQUIRES: upstream
// RUN: cmlir-opt %s -cse -symbol-dce -print-ir-after-all -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -cse -symbol-dce -print-ir-after-all -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(cse),symbol-dce' -print-ir-before-all -mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse),symbol-dce' -print-ir-before-all -mlir-disable-threading -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(cse)' -print-ir-before-all -print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse)' -print-ir-before-all -print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -pass-pipeline='func(cse,cse)' -print-ir-after-all -print-ir-after-change -mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(cse,cse)' -print-ir-after-all -print-ir-after-change -mlir-disable-threading -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: cmlir-opt %s -cse -symbol-dce -strip-debuginfo -print-ir-before=cse,strip-debuginfo -print-ir-after=symbol-dce -mlir-print-debuginfo -o /dev/null 2> %t.ours
// RUN: %upstream_opt %s -cse -symbol-dce -strip-debuginfo -print-ir-before=cse,strip-debuginfo -print-ir-after=symbol-dce -mlir-print-debuginfo -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// A failing pass: only its dump, in the generic form.
// RUN: not cmlir-opt %s -pass-pipeline='func(cse),func(symbol-dce)' -print-ir-after-failure -mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: not %upstream_opt %s -pass-pipeline='func(cse),func(symbol-dce)' -print-ir-after-failure -mlir-disable-threading -o /dev/null 2> %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: FileCheck %s --check-prefix=FAIL < %t.ours
// FAIL: // -----// IR Dump After SymbolDCE Failed //----- //
// FAIL-NEXT: "func"() ( {
// Errors.
// RUN: not cmlir-opt %s -cse -print-ir-before=foo 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: not %upstream_opt %s -cse -print-ir-before=foo 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: {{.*}}: for the --print-ir-before option: Cannot find option named 'foo'!
// RUN: not cmlir-opt %s -cse -print-ir-after-all -print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=SCOPE
// SCOPE: IR printing can't be setup on a pass-manager without disabling multi-threading first.

func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = addi %a, %a : i32
  %2 = addi %0, %1 : i32
  return %2 : i32
}
func private @g()
