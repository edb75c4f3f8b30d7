# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.builtin: ModuleOp, FuncOp (its extension: add_entry_block,
# entry_block, arguments, type, visibility, body_builder, from_py_func),
# UnrealizedConversionCastOp.

from mlir.ir import *
from mlir.dialects import builtin, std


def run(f):
  print("\nTEST:", f.__name__)
  f()
  return f


# CHECK-LABEL: TEST: testModuleOp
@run
def testModuleOp():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    # CHECK: ModuleOp True
    print(type(m).__name__, isinstance(m, builtin.ModuleOp))
    # CHECK: body: 0 ops
    print("body:", len(m.body.operations), "ops")
    # CHECK: module  {
    # CHECK-NEXT: }
    print(m)


# CHECK-LABEL: TEST: testFuncOp
@run
def testFuncOp():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    t = RankedTensorType.get((2, 3), f32)
    with InsertionPoint(m.body):
      func = builtin.FuncOp("some_func", FunctionType.get([t, t], [t]),
                            visibility="nested")
      # CHECK: name: "some_func"
      print("name:", func.name)
      # CHECK: type: (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      print("type:", func.type)
      # CHECK: visibility: "nested"
      print("visibility:", func.visibility)
      # CHECK: external: True
      print("external:", func.is_external)
      try:
        func.entry_block
      except IndexError as e:
        # CHECK: IndexError: External function does not have a body
        print("IndexError:", e)
      with InsertionPoint(func.add_entry_block()):
        std.ReturnOp([func.arguments[1]])
      try:
        func.add_entry_block()
      except IndexError as e:
        # CHECK: IndexError: The function already has an entry block!
        print("IndexError:", e)
      # CHECK: arguments: 2
      print("arguments:", len(func.arguments))
      # The (inputs, results) form and a body builder.
      builtin.FuncOp("other", ([f32], [f32]),
                     body_builder=lambda f: std.ReturnOp(
                         [f.entry_block.arguments[0]]))
      # A declaration.
      builtin.FuncOp("decl", ([], []), visibility="private")
    # CHECK: func nested @some_func(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {
    # CHECK-NEXT: return %arg1 : tensor<2x3xf32>
    # CHECK: func @other(%arg0: f32) -> f32 {
    # CHECK-NEXT: return %arg0 : f32
    # CHECK: func private @decl()
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())
    # A function type that is not one: a Python exception, no crash.
    try:
      builtin.FuncOp("bad", f32)
    except TypeError as e:
      # CHECK: TypeError: FuncOp type must be a FunctionType
      print("TypeError:", e)


# CHECK-LABEL: TEST: testFromPyFunc
@run
def testFromPyFunc():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):

      @builtin.FuncOp.from_py_func(f32)
      def identity(a):
        return a

      @builtin.FuncOp.from_py_func(f32, i32)
      def pair(a, b):
        return a, b

      @builtin.FuncOp.from_py_func(f32, i32)
      def nothing(a, b, func_op=None):
        assert isinstance(func_op, builtin.FuncOp)

      @builtin.FuncOp.from_py_func(f32, i32, name="renamed")
      def calls(a, b):
        identity(a)
        nothing(a, b)
        return pair(a, b)

      @builtin.FuncOp.from_py_func(f32, results=[f32])
      def explicit(a):
        std.ReturnOp([a])

      # As MLIR 13, a returned op is not returned.
      @builtin.FuncOp.from_py_func(f32)
      def returns_op(a):
        return std.NegFOp(f32, a)

    # CHECK: func @identity(%arg0: f32) -> f32 {
    # CHECK: func @pair(%arg0: f32, %arg1: i32) -> (f32, i32) {
    # CHECK-NEXT: return %arg0, %arg1 : f32, i32
    # CHECK: func @nothing(%arg0: f32, %arg1: i32) {
    # CHECK-NEXT: return
    # CHECK: func @renamed(%arg0: f32, %arg1: i32) -> (f32, i32) {
    # CHECK-NEXT: %0 = call @identity(%arg0) : (f32) -> f32
    # CHECK-NEXT: call @nothing(%arg0, %arg1) : (f32, i32) -> ()
    # CHECK-NEXT: %1:2 = call @pair(%arg0, %arg1) : (f32, i32) -> (f32, i32)
    # CHECK-NEXT: return %1#0, %1#1 : f32, i32
    # CHECK: func @explicit(%arg0: f32) -> f32 {
    # CHECK: func @returns_op(%arg0: f32) {
    # CHECK-NEXT: %0 = negf %arg0 : f32
    # CHECK-NEXT: return{{$}}
    print(m)
    # CHECK: func_op: identity
    print("func_op:", identity.func_op.name.value)
    with InsertionPoint(builtin.ModuleOp().body):
        try:
          @builtin.FuncOp.from_py_func(f32, results=[f32])
          def wrong(a):
            return a
        except AssertionError as e:
          # CHECK: AssertionError: Capturing a python function with explicit `results=` requires that the wrapped function returns None.
          print("AssertionError:", e)


# CHECK-LABEL: TEST: testUnrealizedConversionCast
@run
def testUnrealizedConversionCast():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(f32)
      def cast(a):
        c = builtin.UnrealizedConversionCastOp([i32, i32], [a])
        # CHECK: inputs: 1 outputs: 2
        print("inputs:", len(c.inputs), "outputs:", len(c.outputs))
        return c.results
    # CHECK: %0:2 = unrealized_conversion_cast %arg0 : f32 to i32, i32
    print(m)
