# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.vector: builders and accessors (position attributes).

from mlir.ir import *
from mlir.dialects import builtin, vector


def i64_array(values):
  i64 = IntegerType.get_signless(64)
  return ArrayAttr.get([IntegerAttr.get(i64, v) for v in values])


# CHECK-LABEL: TEST: testVectorOps
print("TEST: testVectorOps")
with Context(), Location.unknown():
  m = builtin.ModuleOp()
  f32 = F32Type.get()
  i32 = IntegerType.get_signless(32)
  v4 = VectorType.get([4], f32)
  v24 = VectorType.get([2, 4], f32)
  with InsertionPoint(m.body):
    @builtin.FuncOp.from_py_func(f32, v24, i32)
    def vectors(x, v, pos):
      b = vector.BroadcastOp(v4, x)
      # CHECK: broadcast source is x: True
      print("broadcast source is x:", b.source == x)
      e = vector.ExtractOp(v4, v, i64_array([1]))
      # CHECK: extract position: [1]
      print("extract position:", e.position)
      ins = vector.InsertOp(v24, b, v, i64_array([0]))
      el = vector.ExtractElementOp(f32, b, pos)
      ie = vector.InsertElementOp(v4, el, e, pos)
      vector.PrintOp(ie)
      return ins.res
  # CHECK: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
  # CHECK-NEXT: %1 = vector.extract %arg1[1] : vector<2x4xf32>
  # CHECK-NEXT: %2 = vector.insert %0, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
  # CHECK-NEXT: %3 = vector.extractelement %0[%arg2 : i32] : vector<4xf32>
  # CHECK-NEXT: %4 = vector.insertelement %3, %1[%arg2 : i32] : vector<4xf32>
  # CHECK-NEXT: vector.print %4 : vector<4xf32>
  # CHECK-NEXT: return %2 : vector<2x4xf32>
  print(m)
  # CHECK: verified: True
  print("verified:", m.operation.verify())
