// Pass options as upstream's llvm::cl options: messages, exit status,
// and how a pipeline prints them (the crash reproducer's configuration).
// REQUIRES: upstream

// RUN: not cmlir-opt %s -pass-pipeline='snapshot-op-locations{tag=x tag=y}' 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %upstream_opt %s -pass-pipeline='snapshot-op-locations{tag=x tag=y}' 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: {{.*}}: for the --tag option: may only occur zero or one times!
// TWICE-NEXT: <unknown>:0: error: failed to add `snapshot-op-locations` with options `tag=x tag=y`

// RUN: not cmlir-opt %s -snapshot-op-locations='tag' 2>&1 | FileCheck %s --check-prefix=NOVAL
// RUN: not %upstream_opt %s -snapshot-op-locations='tag' 2>&1 | FileCheck %s --check-prefix=NOVAL
// NOVAL: {{.*}}: for the --tag option: requires a value!

// RUN: not cmlir-opt %s -view-op-graph='short-names=x' 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not %upstream_opt %s -view-op-graph='short-names=x' 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: {{.*}}: for the --short-names option: 'x' is invalid value for boolean argument! Try 0 or 1

// RUN: not cmlir-opt %s -inline='max-iterations=-1' 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not %upstream_opt %s -inline='max-iterations=-1' 2>&1 | FileCheck %s --check-prefix=UINT
// UINT: {{.*}}: for the --max-iterations option: '-1' value invalid for uint argument!
// RUN: not cmlir-opt %s -inline='max-iterations=99999999999' 2>&1 | FileCheck %s --check-prefix=UINT2
// RUN: not %upstream_opt %s -inline='max-iterations=99999999999' 2>&1 | FileCheck %s --check-prefix=UINT2
// UINT2: {{.*}}: for the --max-iterations option: '99999999999' value invalid for uint argument!

func @f() {
  return
}
