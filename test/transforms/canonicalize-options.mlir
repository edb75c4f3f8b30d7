// Bad options of the canonicalize pass are reported as mlir-opt-13 does.
// RUN: not cmlir-opt %s -canonicalize='max-iterations=abc' 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not cmlir-opt %s -canonicalize='top-down=maybe' 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not cmlir-opt %s -pass-pipeline='canonicalize{foo=1}' 2>&1 | FileCheck %s --check-prefix=NOOPT
// UINT: for the --max-iterations option: 'abc' value invalid for uint argument!
// BOOL: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NOOPT: <Pass-Options-Parser>: no such option foo
// NOOPT: error: failed to add `canonicalize` with options `foo=1`

// Valid options are accepted (and, as in mlir-opt-13, only the pattern
// filters change anything: enable-patterns with an unknown label leaves
// folding and region simplification only).
// RUN: cmlir-opt %s -canonicalize='top-down=false region-simplify=false max-iterations=1' | FileCheck %s
// RUN: cmlir-opt %s -canonicalize='enable-patterns=Foo' | FileCheck %s --check-prefix=ENABLED
// CHECK-LABEL: func @f
// CHECK-NEXT: return %arg0 : i32
// ENABLED-LABEL: func @f
// ENABLED-NEXT:  %true = constant true
// ENABLED-NEXT:  cond_br %true, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// ENABLED-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// ENABLED-NEXT:  return %0 : i32
func @f(%a: i32, %b: i32) -> i32 {
  %true = constant true
  cond_br %true, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
