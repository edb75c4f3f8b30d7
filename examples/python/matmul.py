# Matrix multiply with the Python bindings: the function is built op by op
# with the dialect builders (builtin.FuncOp, scf.ForOp, memref.LoadOp /
# StoreOp, std.MulFOp / AddFOp), lowered to the LLVM dialect with a
# PassManager, JIT-compiled with the ExecutionEngine, and run on numpy
# arrays; the result is compared with numpy.matmul.
#
#   PYTHONPATH=build/python_packages /usr/bin/python3 examples/python/matmul.py
#
# (test/python/dialects/matmul_example.py runs it.)

import ctypes
import sys

import numpy as np

from mlir.ir import *
# As in MLIR 13, passes are named in pipelines once their group is imported.
import mlir.conversions  # noqa: F401
from mlir.dialects import builtin, memref, scf, std
from mlir.execution_engine import ExecutionEngine
from mlir.passmanager import PassManager
from mlir.runtime import get_ranked_memref_descriptor

M, K, N = 4, 6, 5


def build_matmul(m, k, n):
  """module { func @matmul(%a: memref<MxKxf32>, %b: memref<KxNxf32>,
  %c: memref<MxNxf32>): c += a * b with three scf.for loops }"""
  module = Module.create()
  f32 = F32Type.get()
  a_type = MemRefType.get([m, k], f32)
  b_type = MemRefType.get([k, n], f32)
  c_type = MemRefType.get([m, n], f32)
  with InsertionPoint(module.body):
    func = builtin.FuncOp("matmul", ([a_type, b_type, c_type], []))
    # Callable from Python through the C interface (_mlir_ciface_matmul).
    func.attributes["llvm.emit_c_interface"] = UnitAttr.get()
    with InsertionPoint(func.add_entry_block()):
      a, b, c = func.arguments
      zero = std.ConstantOp.create_index(0)
      one = std.ConstantOp.create_index(1)
      dims = {size: std.ConstantOp.create_index(size)
              for size in sorted({m, n, k})}
      loop_i = scf.ForOp(zero, dims[m], one)
      with InsertionPoint(loop_i.body):
        i = loop_i.induction_variable
        loop_j = scf.ForOp(zero, dims[n], one)
        with InsertionPoint(loop_j.body):
          j = loop_j.induction_variable
          loop_k = scf.ForOp(zero, dims[k], one)
          with InsertionPoint(loop_k.body):
            kk = loop_k.induction_variable
            x = memref.LoadOp(a, [i, kk])
            y = memref.LoadOp(b, [kk, j])
            acc = memref.LoadOp(c, [i, j])
            prod = std.MulFOp(f32, x, y)
            total = std.AddFOp(f32, acc, prod)
            memref.StoreOp(total, c, [i, j])
            scf.YieldOp([])
          scf.YieldOp([])
        scf.YieldOp([])
      std.ReturnOp([])
  return module


def lower(module):
  pm = PassManager.parse(
      "convert-scf-to-std,convert-memref-to-llvm,convert-std-to-llvm")
  pm.run(module)
  return module


def run(module, a, b):
  c = np.zeros((a.shape[0], b.shape[1]), np.float32)
  engine = ExecutionEngine(module)
  args = [ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(x)))
          for x in (a, b, c)]
  engine.invoke("matmul", *args)
  return c


def main():
  with Context(), Location.unknown():
    module = build_matmul(M, K, N)
    if not module.operation.verify():
      print("invalid module", file=sys.stderr)
      return 1
    print(module)
    lower(module)
    rng = np.random.default_rng(7)
    a = rng.integers(-4, 5, (M, K)).astype(np.float32)
    b = rng.integers(-4, 5, (K, N)).astype(np.float32)
    c = run(module, a, b)
    expected = np.matmul(a, b)
    print("result:")
    print(c)
    same = np.array_equal(c, expected)
    print("matches numpy.matmul:", same)
    return 0 if same else 1


if __name__ == "__main__":
  sys.exit(main())
