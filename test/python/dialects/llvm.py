# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.llvm (not bound by MLIR 13; class names of later
# releases): builders in ODS argument order (icmp's predicate first),
# LLVMFuncOp, op classes of parsed IR.

from mlir.ir import *
from mlir.dialects import builtin, llvm


# CHECK-LABEL: TEST: testBuild
print("TEST: testBuild")
with Context(), Location.unknown():
  m = builtin.ModuleOp()
  i1 = IntegerType.get_signless(1)
  i32 = IntegerType.get_signless(32)
  i64 = IntegerType.get_signless(64)
  with InsertionPoint(m.body):
    f = llvm.LLVMFuncOp("f", "!llvm.func<i32 (i32)>")
    # CHECK: name: "f" type: !llvm.func<i32 (i32)>
    print("name:", f.name, "type:", f.type)
    entry = f.add_entry_block([i32])
    with InsertionPoint(entry):
      a = entry.arguments[0]
      one = llvm.ConstantOp(i32, IntegerAttr.get(i32, 1))
      s = llvm.AddOp(i32, a, one)
      # CHECK: add: lhs is a True
      print("add: lhs is a", s.lhs == a)
      c = llvm.ICmpOp(i1, IntegerAttr.get(i64, 2), s, a)
      # CHECK: icmp predicate: 2 : i64
      print("icmp predicate:", c.predicate)
      sel = llvm.SelectOp(i32, c, s, a)
      llvm.ReturnOp([sel])
    try:
      f.add_entry_block([i32])
    except IndexError as e:
      # CHECK: IndexError: The function already has an entry block!
      print("IndexError:", e)
  # CHECK: llvm.func @f(%arg0: i32) -> i32 {
  # CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
  # CHECK-NEXT: %1 = llvm.add %arg0, %0 : i32
  # CHECK-NEXT: %2 = llvm.icmp "slt" %1, %arg0 : i32
  # CHECK-NEXT: %3 = llvm.select %2, %1, %arg0 : i1, i32
  # CHECK-NEXT: llvm.return %3 : i32
  print(m)
  # CHECK: verified: True
  print("verified:", m.operation.verify())

# CHECK-LABEL: TEST: testParsed
print("TEST: testParsed")
with Context():
  m = Module.parse("""
    llvm.func internal @g(%p: !llvm.ptr<i32>) {
      %0 = llvm.load %p : !llvm.ptr<i32>
      llvm.store %0, %p : !llvm.ptr<i32>
      llvm.br ^bb1
    ^bb1:
      llvm.return
    }""")
  g = m.body.operations[0]
  # CHECK: _LLVMFuncOp linkage: 1 : i64
  print(type(g).__name__, "linkage:", g.linkage)
  # CHECK-NEXT: _LoadOp _StoreOp _BrOp
  print(*[type(op).__name__ for op in g.regions[0].blocks[0].operations])
