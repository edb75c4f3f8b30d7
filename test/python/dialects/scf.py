# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.scf: ForOp (induction_variable, inner_iter_args), IfOp
# (then_block, else_block), and the generated classes (while, parallel,
# execute_region, condition, yield).

from mlir.ir import *
from mlir.dialects import builtin, scf, std


def run(f):
  print("\nTEST:", f.__name__)
  f()
  return f


# CHECK-LABEL: TEST: testFor
@run
def testFor():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    index = IndexType.get()
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(index, index, index, f32)
      def loops(lb, ub, step, init):
        simple = scf.ForOp(lb, ub, step)
        with InsertionPoint(simple.body):
          scf.YieldOp([])
        # CHECK: no iter args: 0 results, 0 inner
        print("no iter args:", len(simple.results), "results,",
              len(simple.inner_iter_args), "inner")
        loop = scf.ForOp(lb, ub, step, [init, init])
        # CHECK: iv: index inner: 2 results: 2
        print("iv:", loop.induction_variable.type, "inner:",
              len(loop.inner_iter_args), "results:", len(loop.results))
        # CHECK: lowerBound is lb: True initArgs: 2
        print("lowerBound is lb:", loop.lowerBound == lb, "initArgs:",
              len(loop.initArgs))
        with InsertionPoint(loop.body):
          a, b = loop.inner_iter_args
          s = std.AddFOp(f32, a, b)
          scf.YieldOp([s, a])
        return loop.results[0]
    # CHECK: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
    # CHECK-NEXT: }
    # CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (f32, f32) {
    # CHECK-NEXT: %1 = addf %arg5, %arg6 : f32
    # CHECK-NEXT: scf.yield %1, %arg5 : f32, f32
    # CHECK-NEXT: }
    # CHECK-NEXT: return %0#0 : f32
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())


# CHECK-LABEL: TEST: testIf
@run
def testIf():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    i1 = IntegerType.get_signless(1)
    f32 = F32Type.get()
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(i1, f32, f32)
      def branches(c, x, y):
        no_else = scf.IfOp(c)
        with InsertionPoint(no_else.then_block):
          scf.YieldOp([])
        try:
          no_else.else_block
        except IndexError as e:
          # CHECK: IndexError: The scf.if has no else block
          print("IndexError:", e)
        sel = scf.IfOp(c, [f32], hasElse=True)
        # CHECK: condition is c: True
        print("condition is c:", sel.condition == c)
        with InsertionPoint(sel.then_block):
          scf.YieldOp([x])
        with InsertionPoint(sel.else_block):
          scf.YieldOp([y])
        return sel.results
    # CHECK: scf.if %arg0 {
    # CHECK-NEXT: }
    # CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
    # CHECK-NEXT: scf.yield %arg1 : f32
    # CHECK-NEXT: } else {
    # CHECK-NEXT: scf.yield %arg2 : f32
    # CHECK-NEXT: }
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())


# CHECK-LABEL: TEST: testGeneratedOps
@run
def testGeneratedOps():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    i32 = IntegerType.get_signless(32)
    i1 = IntegerType.get_signless(1)
    index = IndexType.get()
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(i32, i1, index)
      def others(x, c, n):
        w = scf.WhileOp([i32], [x])
        # CHECK: while inits: 1 regions: 2
        print("while inits:", len(w.inits), "regions:", len(w.regions))
        before = w.regions[0].blocks.append(i32)
        with InsertionPoint(before):
          scf.ConditionOp(c, [before.arguments[0]])
        after = w.regions[1].blocks.append(i32)
        with InsertionPoint(after):
          scf.YieldOp([after.arguments[0]])
        e = scf.ExecuteRegionOp([i32])
        with InsertionPoint(e.regions[0].blocks.append()):
          scf.YieldOp([w])
        zero = std.ConstantOp.create_index(0)
        one = std.ConstantOp.create_index(1)
        p = scf.ParallelOp([], [zero], [n], [one], [])
        # CHECK: parallel: 1 1 1 0
        print("parallel:", len(p.lowerBound), len(p.upperBound),
              len(p.step), len(p.initVals))
        with InsertionPoint(p.regions[0].blocks.append(index)):
          scf.YieldOp([])
        return e.results
    # CHECK: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
    # CHECK-NEXT: scf.condition(%arg1) %arg3 : i32
    # CHECK-NEXT: } do {
    # CHECK-NEXT: ^bb0(%arg3: i32):
    # CHECK-NEXT: scf.yield %arg3 : i32
    # CHECK-NEXT: }
    # CHECK-NEXT: %1 = scf.execute_region -> i32 {
    # CHECK-NEXT: scf.yield %0 : i32
    # CHECK-NEXT: }
    # CHECK: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
    # CHECK-NEXT: scf.yield
    # CHECK-NEXT: }
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())
