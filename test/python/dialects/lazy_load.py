# RUN: %PYTHON %s | FileCheck %s
# Ops of parsed IR come back as their dialect's classes even when no
# mlir.dialects module was imported: the module is imported on first use,
# builtin's too (cmlir names its ops without the namespace: func, module).

import sys

from mlir.ir import *

with Context():
  m = Module.parse("""
    func @f() -> f32 {
      %0 = constant 1.0 : f32
      %1 = math.sqrt %0 : f32
      return %1 : f32
    }""")
  # CHECK: loaded before: False False
  print("loaded before:", "mlir.dialects.builtin" in sys.modules,
        "mlir.dialects.math" in sys.modules)
  f = m.body.operations[0]
  # CHECK-NEXT: module: _ModuleOp func: _FuncOp "f"
  print("module:", type(m.operation.opview).__name__, "func:",
        type(f).__name__, f.name)
  # CHECK-NEXT: body: _ConstantOp _SqrtOp _ReturnOp
  print("body:", *[type(op).__name__ for op in f.entry_block.operations])
  # CHECK-NEXT: loaded after: True True
  print("loaded after:", "mlir.dialects.builtin" in sys.modules,
        "mlir.dialects.math" in sys.modules)
