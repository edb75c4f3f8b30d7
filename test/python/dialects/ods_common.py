# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects._ods_common (the helpers of the generated classes) and the
# generated modules as a whole: ops of parsed IR come back as their
# dialect's classes even before any mlir.dialects module is imported (the
# module is imported on first use, builtin's too: cmlir names its ops
# without the namespace, func and module); every class is registered
# under its operation name.

import inspect
import sys

from mlir.ir import *

# CHECK-LABEL: TEST: testLazyLoad
print("TEST: testLazyLoad")
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

from mlir.dialects import _ods_common
from mlir.dialects import (affine, builtin, llvm, math, memref, scf, std,
                           tensor, vector)
from mlir._mlir_libs import _mlir as _cext


def run(f):
  print("\nTEST:", f.__name__)
  f()
  return f


# CHECK-LABEL: TEST: testRegistry
@run
def testRegistry():
  problems = []
  total = 0
  for mod in (affine, builtin, llvm, math, memref, scf, std, tensor, vector):
    names = set()
    for cls_name, cls in inspect.getmembers(mod, inspect.isclass):
      if not issubclass(cls, OpView) or cls_name.startswith("_"):
        continue
      total += 1
      name = cls.OPERATION_NAME
      if name in names:
        problems.append(f"duplicate {name}")
      names.add(name)
      if _cext.globals._lookup_operation_class(name) is not cls:
        problems.append(f"{name} not registered as {cls_name}")
      if not isinstance(cls._ODS_REGIONS, tuple):
        problems.append(f"{name}: _ODS_REGIONS")
  # CHECK: problems: []
  print("problems:", problems)
  # CHECK: more than 200 op classes: True
  print("more than 200 op classes:", total > 200)
  # Upstream's class names.
  # CHECK: AddFOp CmpIOp SignedDivIOp AllocOp SubViewOp ForOp IfOp ModuleOp FuncOp LLVMFuncOp GEPOp AffineApplyOp
  print(std.AddFOp.__name__, std.CmpIOp.__name__, std.SignedDivIOp.__name__,
        memref.AllocOp.__name__, memref.SubViewOp.__name__,
        scf.ForOp.__name__, scf.IfOp.__name__, builtin.ModuleOp.__name__,
        builtin.FuncOp.__name__, llvm.LLVMFuncOp.__name__,
        llvm.GEPOp.__name__, affine.AffineApplyOp.__name__)
  # CHECK: std.addf memref.alloc
  print(std.AddFOp.OPERATION_NAME, memref.AllocOp.OPERATION_NAME)
  # CHECK: segments: [-1, -1] None
  print("segments:", memref.AllocOp._ODS_OPERAND_SEGMENTS,
        std.AddFOp._ODS_OPERAND_SEGMENTS)
  # CHECK: regions: (1, True) (2, True) (0, True)
  print("regions:", scf.ForOp._ODS_REGIONS, scf.IfOp._ODS_REGIONS,
        std.AddFOp._ODS_REGIONS)
  # The summary of the op is the class's docstring.
  # CHECK: doc: memory allocation operation
  print("doc:", memref.AllocOp.__doc__)


# CHECK-LABEL: TEST: testAccessorHelpers
@run
def testAccessorHelpers():
  with Context():
    sizes = Attribute.parse("dense<[1, 0, 2]> : vector<3xi32>")
    elems = ["a", "b", "c"]
    # CHECK: segments: ['a'] [] ['b', 'c']
    print("segments:", *[_ods_common.segmented_accessor(elems, sizes, i)
                         for i in range(3)])
    try:
      _ods_common.segmented_accessor(elems, sizes, 3)
    except IndexError as e:
      # CHECK: IndexError: segment 3 out of range (the op has 3)
      print("IndexError:", e)
  # Two groups of equal size around one single value: 2 + 1 + 2.
  five = list(range(5))
  # CHECK: groups: (0, 2) (2, 2) (3, 2)
  print("groups:", _ods_common.equally_sized_accessor(five, 2, 0, 0, 1),
        _ods_common.equally_sized_accessor(five, 2, 0, 1, 1),
        _ods_common.equally_sized_accessor(five, 2, 1, 1, 1))
  try:
    _ods_common.equally_sized_accessor(list(range(4)), 2, 0, 0, 1)
  except ValueError as e:
    # CHECK: ValueError: 4 values do not split into 2 groups of equal size besides 1 single ones
    print("ValueError:", e)


# CHECK-LABEL: TEST: testValueHelpers
@run
def testValueHelpers():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    with InsertionPoint(m.body):
      c = std.ConstantOp(f32, 1.0)
      v = _ods_common.get_op_result_or_value(c)
      # CHECK: from op: True from operation: True from value: True
      print("from op:", v == c.result, "from operation:",
            _ods_common.get_op_result_or_value(c.operation) == c.result,
            "from value:", _ods_common.get_op_result_or_value(v) == v)
      # CHECK: values: 2
      print("values:", len(_ods_common.get_op_results_or_values([c, v])))
      for bad in (None, 3, f32, [None], "abc"):
        try:
          _ods_common.get_op_results_or_values(bad) if isinstance(
              bad, list) else _ods_common.get_op_result_or_value(bad)
          print("accepted", bad)
        except (TypeError, ValueError) as e:
          print(type(e).__name__, e)
      # CHECK: TypeError expected a Value, an OpResult or a single-result op, not NoneType
      # CHECK-NEXT: TypeError expected a Value, an OpResult or a single-result op, not int
      # CHECK-NEXT: TypeError expected a Value, an OpResult or a single-result op, not F32Type
      # CHECK-NEXT: TypeError expected a Value, an OpResult or a single-result op, not NoneType
      # CHECK-NEXT: TypeError expected a Value, an OpResult or a single-result op, not str
    # CHECK: context is the location's: True
    loc = Location.unknown()
    print("context is the location's:",
          _ods_common.get_default_loc_context(loc) == loc.context)


# CHECK-LABEL: TEST: testExtendOpViewClass
@run
def testExtendOpViewClass():

  class Ext:

    class Named:

      @property
      def extra(self):
        return "by name"

    @staticmethod
    def select_opview_mixin(cls):
      if cls.__name__ == "Selected":

        class Mixin:
          extra = "by hook"

        return Mixin
      return None

  @_ods_common.extend_opview_class(Ext)
  class Named(OpView):
    OPERATION_NAME = "test.named"

  @_ods_common.extend_opview_class(Ext)
  class Selected(OpView):
    OPERATION_NAME = "test.selected"

  @_ods_common.extend_opview_class(Ext)
  class Plain(OpView):
    OPERATION_NAME = "test.plain"

  @_ods_common.extend_opview_class(None)
  class NoExt(OpView):
    OPERATION_NAME = "test.noext"

  # CHECK: Named by name True
  print(Named.__name__, Named.extra.fget(None), issubclass(Named, OpView))
  # CHECK: Selected by hook
  print(Selected.__name__, Selected.extra)
  # CHECK: Plain False NoExt
  print(Plain.__name__, hasattr(Plain, "extra"), NoExt.__name__)


# CHECK-LABEL: TEST: testEveryBuilderRejectsWrongTypes
@run
def testEveryBuilderRejectsWrongTypes():
  # Every generated builder, called with a wrong value (an int, then None)
  # for each of its parameters, raises a Python exception or builds an op
  # (when every parameter may be absent), and never crashes.
  unexpected = []
  tried = 0
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    with InsertionPoint(m.body):
      for mod in (affine, builtin, llvm, math, memref, scf, std, tensor,
                  vector):
        for cls_name, cls in inspect.getmembers(mod, inspect.isclass):
          if not issubclass(cls, OpView) or cls_name.startswith("_"):
            continue
          params = [
              p for p in inspect.signature(cls.__init__).parameters.values()
              if p.kind == p.POSITIONAL_OR_KEYWORD and p.name != "self"
          ]
          for wrong in (42, None):
            tried += 1
            try:
              cls(*[wrong] * len(params))
            except (TypeError, ValueError, IndexError):
              pass
            except Exception as e:
              unexpected.append(f"{cls_name}: {type(e).__name__}: {e}")
  # CHECK: tried more than 400: True
  print("tried more than 400:", tried > 400)
  # CHECK-NEXT: unexpected: []
  print("unexpected:", unexpected)


# CHECK-LABEL: TEST: testEveryAccessorOfAnEmptyOp
@run
def testEveryAccessorOfAnEmptyOp():
  # Every accessor of every class, on an op of that name built with no
  # operands, results, attributes or regions, returns or raises a Python
  # exception, never crashes.
  unexpected = []
  read = 0
  with Context(), Location.unknown():
    for mod in (affine, builtin, llvm, math, memref, scf, std, tensor,
                vector):
      for cls_name, cls in inspect.getmembers(mod, inspect.isclass):
        if not issubclass(cls, OpView) or cls_name.startswith("_"):
          continue
        view = Operation.create(cls.OPERATION_NAME)  # detached
        for name, prop in inspect.getmembers(
            cls, lambda p: isinstance(p, property)):
          read += 1
          try:
            getattr(view, name)
          except (IndexError, KeyError, ValueError, TypeError):
            pass
          except Exception as e:
            unexpected.append(f"{cls_name}.{name}: {type(e).__name__}: {e}")
  # CHECK: read more than 500: True
  print("read more than 500:", read > 500)
  # CHECK-NEXT: unexpected: []
  print("unexpected:", unexpected)
