# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.math: every op class builds and prints; accessors.

from mlir.ir import *
from mlir.dialects import builtin
from mlir.dialects import math as mlir_math


# CHECK-LABEL: TEST: testMathOps
print("TEST: testMathOps")
with Context(), Location.unknown():
  m = builtin.ModuleOp()
  f32 = F32Type.get()
  vf = VectorType.get([4], f32)
  unary = ["AtanOp", "CosOp", "ExpOp", "Exp2Op", "ExpM1Op", "LogOp",
           "Log10Op", "Log1pOp", "Log2Op", "RsqrtOp", "SinOp", "SqrtOp",
           "TanhOp"]
  with InsertionPoint(m.body):
    @builtin.FuncOp.from_py_func(f32, vf)
    def math_ops(x, v):
      for name in unary:
        op = getattr(mlir_math, name)(f32, x)
        assert op.operand == x and op.result.type == f32
      p = mlir_math.PowFOp(f32, x, x)
      a = mlir_math.Atan2Op(vf, v, v)
      # CHECK: PowFOp lhs/rhs: True True
      print("PowFOp lhs/rhs:", p.lhs == x, p.rhs == x)
      return mlir_math.SqrtOp(vf, a).result
  # CHECK: func @math_ops(%arg0: f32, %arg1: vector<4xf32>) -> vector<4xf32> {
  # CHECK-NEXT: math.atan %arg0 : f32
  # CHECK-NEXT: math.cos %arg0 : f32
  # CHECK-NEXT: math.exp %arg0 : f32
  # CHECK-NEXT: math.exp2 %arg0 : f32
  # CHECK-NEXT: math.expm1 %arg0 : f32
  # CHECK-NEXT: math.log %arg0 : f32
  # CHECK-NEXT: math.log10 %arg0 : f32
  # CHECK-NEXT: math.log1p %arg0 : f32
  # CHECK-NEXT: math.log2 %arg0 : f32
  # CHECK-NEXT: math.rsqrt %arg0 : f32
  # CHECK-NEXT: math.sin %arg0 : f32
  # CHECK-NEXT: math.sqrt %arg0 : f32
  # CHECK-NEXT: math.tanh %arg0 : f32
  # CHECK-NEXT: math.powf %arg0, %arg0 : f32
  # CHECK-NEXT: %[[A:.*]] = math.atan2 %arg1, %arg1 : vector<4xf32>
  # CHECK-NEXT: %[[S:.*]] = math.sqrt %[[A]] : vector<4xf32>
  # CHECK-NEXT: return %[[S]] : vector<4xf32>
  print(m)
  # CHECK: verified: True
  print("verified:", m.operation.verify())
  # A wrong operand type is the verifier's business, not a crash.
  with InsertionPoint(m.body):
    index = IndexType.get()
    c = Operation.create("std.constant", results=[index],
                         attributes={"value": IntegerAttr.get(index, 1)})
    bad = mlir_math.SqrtOp(f32, c)
  try:
    ok = bad.operation.verify()
  except Exception as e:
    ok = False
  # CHECK: bad verified: False
  print("bad verified:", ok)
