# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.affine (not bound by MLIR 13): the ops cmlir registers at
# build time (the map attribute comes first, as in the ODS arguments).

from mlir.ir import *
from mlir.dialects import affine, builtin


# CHECK-LABEL: TEST: testAffineOps
print("TEST: testAffineOps")
with Context(), Location.unknown():
  m = builtin.ModuleOp()
  index = IndexType.get()
  d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
  s0 = AffineSymbolExpr.get(0)
  with InsertionPoint(m.body):
    @builtin.FuncOp.from_py_func(index, index, index)
    def maps(i, j, n):
      plus = AffineMap.get(2, 1, [d0 + d1 * 2 + s0])
      a = affine.AffineApplyOp(index, AffineMapAttr.get(plus), [i, j, n])
      # CHECK: apply: map (d0, d1)[s0] -> (d0 + d1 * 2 + s0) operands 3
      print("apply: map", a.map.value, "operands", len(a.mapOperands))
      two = AffineMap.get(2, 0, [d0, d1])
      lo = affine.AffineMinOp(index, AffineMapAttr.get(two), [a, j])
      hi = affine.AffineMaxOp(index, AffineMapAttr.get(two), [lo, i])
      # CHECK: max operands: 2
      print("max operands:", len(hi.operands_))
      return hi.result
  # CHECK: %0 = affine.apply #map0(%arg0, %arg1)[%arg2]
  # CHECK-NEXT: %1 = affine.min #map1(%0, %arg1)
  # CHECK-NEXT: %2 = affine.max #map1(%1, %arg0)
  print(m)
  # CHECK: verified: True
  print("verified:", m.operation.verify())
