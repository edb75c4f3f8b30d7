# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.std: generated builders and accessors (operands, results,
# attributes in 13's argument order), the ConstantOp extension, successors,
# and misuse raising Python exceptions.

from mlir.ir import *
from mlir.dialects import builtin, std


def run(f):
  print("\nTEST:", f.__name__)
  f()
  return f


# CHECK-LABEL: TEST: testConstantOp
@run
def testConstantOp():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):
      c_int = std.ConstantOp(i32, 42)
      c_float = std.ConstantOp(f32, 2.5)
      c_attr = std.ConstantOp(i32, IntegerAttr.get(i32, -7))
      c_index = std.ConstantOp.create_index(3)
    # CHECK: %c42_i32 = constant 42 : i32
    # CHECK: %cst = constant 2.500000e+00 : f32
    # CHECK: %c-7_i32 = constant -7 : i32
    # CHECK: %c3 = constant 3 : index
    print(m)
    # CHECK: literal: 42 2.5 -7 3
    print("literal:", c_int.literal_value, c_float.literal_value,
          c_attr.literal_value, c_index.literal_value)
    # CHECK: type: i32 f32 index
    print("type:", c_int.type, c_float.type, c_index.type)
    # CHECK: value: 42 : i32
    print("value:", c_int.value)
    try:
      std.ConstantOp(i32, "text")
    except TypeError as e:
      # CHECK: TypeError: ConstantOp value must be an int, a float or an Attribute, not str
      print("TypeError:", e)


# CHECK-LABEL: TEST: testArith
@run
def testArith():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    i1 = IntegerType.get_signless(1)
    i64 = IntegerType.get_signless(64)
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(f32, f32, i64, i64)
      def arith(x, y, a, b):
        add = std.AddFOp(f32, x, y)
        # CHECK: lhs is x: True rhs is y: True
        print("lhs is x:", add.lhs == x, "rhs is y:", add.rhs == y)
        mul = std.MulFOp(f32, add, add.result)  # an op or a value
        cmp = std.CmpIOp(i1, IntegerAttr.get(i64, 2), a, b)
        # CHECK: predicate: 2 : i64
        print("predicate:", cmp.predicate)
        # CHECK: CmpIOp operands: 2 results: 1
        print(type(cmp).__name__, "operands:", len(cmp.operands), "results:",
              len(cmp.results))
        sel = std.SelectOp(i64, cmp, a, b)
        # CHECK: true_value is a: True
        print("true_value is a:", sel.true_value == a)
        sub = std.SubIOp(i64, sel, b)
        idx = std.IndexCastOp(IndexType.get(), sub)
        return mul, idx
    # CHECK: func @arith(%arg0: f32, %arg1: f32, %arg2: i64, %arg3: i64) -> (f32, index) {
    # CHECK-NEXT: %0 = addf %arg0, %arg1 : f32
    # CHECK-NEXT: %1 = mulf %0, %0 : f32
    # CHECK-NEXT: %2 = cmpi slt, %arg2, %arg3 : i64
    # CHECK-NEXT: %3 = select %2, %arg2, %arg3 : i64
    # CHECK-NEXT: %4 = subi %3, %arg3 : i64
    # CHECK-NEXT: %5 = index_cast %4 : i64 to index
    # CHECK-NEXT: return %1, %5 : f32, index
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())


# CHECK-LABEL: TEST: testAttributeSetters
@run
def testAttributeSetters():
  with Context(), Location.unknown():
    i1 = IntegerType.get_signless(1)
    i64 = IntegerType.get_signless(64)
    m = Module.parse("""
      func @f(%a: i64, %b: i64) -> i1 {
        %0 = cmpi eq, %a, %b : i64
        return %0 : i1
      }""")
    cmp = m.body.operations[0].regions[0].blocks[0].operations[0]
    # Parsed ops come back as their op class.
    # CHECK: parsed: _CmpIOp
    print("parsed:", type(cmp).__name__)
    cmp.predicate = IntegerAttr.get(i64, 1)
    # CHECK: %0 = cmpi ne, %arg0, %arg1 : i64
    print(m)
    try:
      cmp.predicate = None
    except ValueError as e:
      # CHECK: ValueError: 'None' not allowed as value for mandatory attributes
      print("ValueError:", e)


# CHECK-LABEL: TEST: testCallsAndBranches
@run
def testCallsAndBranches():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    i1 = IntegerType.get_signless(1)
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):
      callee = builtin.FuncOp("callee", ([i32], [i32]), visibility="private")
      f = builtin.FuncOp("branches", ([i1, i32], [i32]))
      entry = f.add_entry_block()
      then_block = f.body.blocks.append(i32)
      else_block = f.body.blocks.append()
      with InsertionPoint(entry):
        c, x = f.arguments
        call = std.CallOp([i32], FlatSymbolRefAttr.get("callee"), [x])
        # CHECK: callee: @callee
        print("callee:", call.callee)
        # CHECK: call operands: 1
        print("call operands:", len(call.operands_))
        std.CondBranchOp(c, [call.results[0]], [], then_block, else_block)
      with InsertionPoint(then_block):
        std.ReturnOp([then_block.arguments[0]])
      with InsertionPoint(else_block):
        std.BranchOp([x], then_block)
    # CHECK: %0 = call @callee(%arg1) : (i32) -> i32
    # CHECK-NEXT: cond_br %arg0, ^bb1(%0 : i32), ^bb2
    # CHECK-NEXT: ^bb1(%1: i32):
    # CHECK-NEXT: return %1 : i32
    # CHECK-NEXT: ^bb2:
    # CHECK-NEXT: br ^bb1(%arg1 : i32)
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())


# CHECK-LABEL: TEST: testMisuse
@run
def testMisuse():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    with InsertionPoint(m.body):
      c = std.ConstantOp(f32, 1.0)
      for args in [(f32, 5, c), (f32, c, "x"), ("f32", c, c), (f32, c)]:
        try:
          std.AddFOp(*args)
          print("built")
        except (TypeError, ValueError) as e:
          print(type(e).__name__)
      # CHECK: TypeError
      # CHECK-NEXT: TypeError
      # CHECK-NEXT: ValueError
      # CHECK-NEXT: TypeError
      try:
        std.ReturnOp(c.result)
      except TypeError as e:
        # CHECK-NEXT: TypeError: expected a sequence of Values, not a single Value
        print("TypeError:", e)
      # An op with several results is not one operand.
      two = builtin.UnrealizedConversionCastOp([f32, f32], [c])
      try:
        std.AddFOp(f32, two, c)
      except ValueError as e:
        # CHECK-NEXT: ValueError: Operation "unrealized_conversion_cast" has 2 results; an operand needs exactly one
        print("ValueError:", e)
      # A string where an attribute goes, a non-block successor.
      i1 = IntegerType.get_signless(1)
      for thunk in (lambda: std.CmpFOp(i1, "olt", c, c),
                    lambda: std.BranchOp([], "bb1"),
                    lambda: std.ReturnOp(None)):
        try:
          thunk()
          print("built")
        except (TypeError, ValueError) as e:
          print("error:", e)
      # CHECK-NEXT: error: {{.*}}predicate
      # CHECK-NEXT: error: {{.*[Bb]lock}}
      # CHECK-NEXT: error: expected a sequence of Values, not NoneType
