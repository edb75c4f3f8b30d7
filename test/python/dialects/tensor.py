# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.tensor: builders and accessors, a region (generate's body).

from mlir.ir import *
from mlir.dialects import builtin, std, tensor


# CHECK-LABEL: TEST: testTensorOps
print("TEST: testTensorOps")
with Context(), Location.unknown():
  m = builtin.ModuleOp()
  f32 = F32Type.get()
  index = IndexType.get()
  t2 = RankedTensorType.get([2], f32)
  dyn = RankedTensorType.get([-1], f32)
  with InsertionPoint(m.body):
    @builtin.FuncOp.from_py_func(f32, index)
    def tensors(x, n):
      elems = tensor.FromElementsOp(t2, [x, x])
      # CHECK: elements: 2
      print("elements:", len(elems.elements))
      zero = std.ConstantOp.create_index(0)
      e = tensor.ExtractOp(f32, elems, [zero])
      # CHECK: extract: tensor True indices 1
      print("extract: tensor", e.tensor == elems.result, "indices",
            len(e.indices))
      ins = tensor.InsertOp(t2, e, elems, [zero])
      cast = tensor.CastOp(dyn, ins)
      d = tensor.DimOp(index, cast, zero)
      gen = tensor.GenerateOp(dyn, [n])
      # CHECK: generate regions: 1 dynamicExtents: 1
      print("generate regions:", len(gen.regions), "dynamicExtents:",
            len(gen.dynamicExtents))
      block = gen.body.blocks.append(index)
      with InsertionPoint(block):
        tensor.YieldOp(x)
      return d, gen
  # CHECK: %0 = tensor.from_elements %arg0, %arg0 : tensor<2xf32>
  # CHECK-NEXT: %c0 = constant 0 : index
  # CHECK-NEXT: %1 = tensor.extract %0[%c0] : tensor<2xf32>
  # CHECK-NEXT: %2 = tensor.insert %1 into %0[%c0] : tensor<2xf32>
  # CHECK-NEXT: %3 = tensor.cast %2 : tensor<2xf32> to tensor<?xf32>
  # CHECK-NEXT: %4 = tensor.dim %3, %c0 : tensor<?xf32>
  # CHECK-NEXT: %5 = tensor.generate %arg1 {
  # CHECK-NEXT: ^bb0(%arg2: index):
  # CHECK-NEXT: tensor.yield %arg0 : f32
  # CHECK-NEXT: } : tensor<?xf32>
  # CHECK-NEXT: return %4, %5 : index, tensor<?xf32>
  print(m)
  # CHECK: verified: True
  print("verified:", m.operation.verify())
  # Misuse: a type where a value goes.
  with InsertionPoint(m.body):
    try:
      tensor.ExtractOp(f32, f32, [])
    except TypeError as e:
      # CHECK: TypeError: expected a Value
      print("TypeError:", e)
