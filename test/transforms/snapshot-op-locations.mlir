// The module and the snapshot file are mlir-opt-13's (the new locations
// point into the file: line, 0-based column of the op).
// RUN: cmlir-opt %s -snapshot-op-locations='filename=%t.ours.snap' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -snapshot-op-locations='filename=%t.theirs.snap' -mlir-print-debuginfo | sed 's/theirs/ours/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: diff %t.ours.snap %t.theirs.snap
// RUN: FileCheck %s < %t.ours
// CHECK: addi {{.*}} loc(#[[L:loc[0-9]*]])
// CHECK: #[[L]] = loc("{{.*}}ours.snap":3:4)
// With a tag: fused with the original location.
// RUN: cmlir-opt %s -snapshot-op-locations='tag=T filename=%t.ours.snap' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -snapshot-op-locations='tag=T filename=%t.theirs.snap' -mlir-print-debuginfo | sed 's/theirs/ours/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: FileCheck %s --check-prefix=TAG < %t.ours
// TAG: loc(fused["x":1:2, "y":3:4, "T"("{{.*}}ours.snap":3:4)])
// On functions, without printing locations.
// RUN: cmlir-opt %s -pass-pipeline='func(snapshot-op-locations{filename=%t.ours.snap})' -mlir-print-debuginfo > %t.ours
// RUN: %upstream_opt %s -pass-pipeline='func(snapshot-op-locations{filename=%t.theirs.snap})' -mlir-print-debuginfo | sed 's/theirs/ours/' > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: diff %t.ours.snap %t.theirs.snap
// RUN: cmlir-opt %s -snapshot-op-locations='filename=%t.ours.snap' > %t.ours
// RUN: %upstream_opt %s -snapshot-op-locations='filename=%t.theirs.snap' > %t.theirs
// RUN: diff %t.ours.snap %t.theirs.snap
// Without a file name: a temporary file.
// RUN: cmlir-opt %s -snapshot-op-locations -mlir-print-debuginfo | FileCheck %s --check-prefix=TMP
// TMP: loc("{{.*}}mlir_snapshot-{{.*}}.tmp.mlir":3:4)
// REQUIRES: upstream

func @f(%a: i32, %c: i1) -> i32 {
  %0 = addi %a, %a : i32 loc(fused["x":1:2, "y":3:4])
  %1 = muli %0, %0 : i32 loc(callsite("f" at "g":1:1))
  br ^bb1(%1 : i32) loc("n"("q":5:6))
^bb1(%b: i32 loc("b":1:1)):
  return %b : i32
} loc("fn":1:1)
