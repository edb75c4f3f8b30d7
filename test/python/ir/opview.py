# RUN: %PYTHON %s | FileCheck %s
# OpView subclasses the way generated dialect modules define them:
# register_dialect / register_operation, build_generic with the _ODS_*
# class attributes, Operation.opview returning the registered class.
import gc
from mlir.ir import *
from mlir._mlir_libs import _mlir as _cext


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@_cext.register_dialect
class _Dialect(Dialect):
    DIALECT_NAMESPACE = "test"


@_cext.register_operation(_Dialect)
class PlainOp(OpView):
    OPERATION_NAME = "test.plain"
    _ODS_REGIONS = (1, True)

    def __init__(self, results, operands, *, loc=None, ip=None):
        super().__init__(self.build_generic(results=results, operands=operands,
                                            loc=loc, ip=ip))


@_cext.register_operation(_Dialect)
class SegOp(OpView):
    OPERATION_NAME = "test.seg"
    _ODS_OPERAND_SEGMENTS = [1, -1, 0]
    _ODS_RESULT_SEGMENTS = [-1, 1]
    _ODS_REGIONS = (0, False)

    def __init__(self, res_var, res_one, a, vs, opt, *, regions=None, loc=None, ip=None):
        super().__init__(self.build_generic(results=[res_var, res_one],
                                            operands=[a, vs, opt],
                                            regions=regions, loc=loc, ip=ip))

    @property
    def a(self):
        return self.operation.operands[0]


@run
def testRegistration():
    print(PlainOp.OPERATION_NAME, SegOp._ODS_REGIONS, OpView._ODS_REGIONS)
    print(_Dialect.PlainOp is PlainOp, PlainOp._Raw is PlainOp)
    print(OpView.OPERATION_NAME, OpView._ODS_OPERAND_SEGMENTS,
          OpView._ODS_RESULT_SEGMENTS)
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    # no dialect named "test" is loaded: the class is still found by name
    print(_cext.globals._lookup_operation_class("test.plain") is PlainOp)
    print("mlir.dialects" in _cext.globals.dialect_search_modules)


@run
def testBuildGeneric():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        m = Module.create()
        with InsertionPoint(m.body):
            src = Operation.create("test.src", results=[i32, i32, i32])
            v = src.results
            p = PlainOp([i32], [v[0], v[1]])
            s = SegOp([i32, f32], i32, v[0], [v[1], v[2]], None, regions=2)
            s2 = SegOp([], i32, v[0], [], v[2])
        print(m)
        print(type(p).__name__, type(s).__name__, s.a == v[0])
        print(type(m.body.operations[1]).__name__,
              type(m.body.operations[1].operation.opview).__name__)
        print(isinstance(m.body.operations[2], SegOp))
        # an OpView over an existing operation
        g = OpView(s.operation)
        print(type(g).__name__, g.operation is s.operation, g == s)
        print(repr(p).split(" object at ")[0], repr(g).split(" object at ")[0])


@run
def testBuildGenericErrors():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            v = Operation.create("test.src", results=[i32]).result
            for thunk in (
                    lambda: PlainOp([i32], [v]).build_generic(regions=2),
                    lambda: SegOp([], i32, v, [], None, regions=-1),
                    lambda: SegOp([], None, v, [], None),
                    lambda: SegOp([], i32, None, [], None),
                    lambda: SegOp([], i32, v, v, None),
                    lambda: PlainOp([v], []),
                    lambda: PlainOp([i32], [i32]),
                    lambda: PlainOp([i32], [42]),
                    lambda: SegOp.build_generic(results=[[i32], i32], operands=[v]),
            ):
                try:
                    thunk()
                    print("no error")
                except (ValueError, TypeError) as e:
                    print(type(e).__name__ + ":", e)


class NoNameOp(OpView):
    pass


@run
def testMisuse():
    with Context(), Location.unknown():
        try:
            NoNameOp.build_generic()
        except TypeError as e:
            print("TypeError:", e)
        try:
            _cext.register_operation(_Dialect)(int)
        except TypeError as e:
            print("TypeError:", e)
        try:
            OpView(42)
        except TypeError as e:
            print("TypeError:", e)
        v = OpView.__new__(OpView)
        try:
            v.name
        except RuntimeError as e:
            print("RuntimeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testRegistration
# CHECK-NEXT: test.plain (0, False) (0, True)
# CHECK-NEXT: True False
# CHECK-NEXT: None None None
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-LABEL: TEST: testBuildGeneric
# CHECK-NEXT: module  {
# CHECK-NEXT:   %0:3 = "test.src"() : () -> (i32, i32, i32)
# CHECK-NEXT:   %1 = "test.plain"(%0#0, %0#1) ( {
# CHECK-NEXT:   }) : (i32, i32) -> i32
# CHECK-NEXT:   %2:3 = "test.seg"(%0#0, %0#1, %0#2) ( {
# CHECK-NEXT:   },  {
# CHECK-NEXT:   }) {operand_segment_sizes = dense<[1, 2, 0]> : vector<3xi32>, result_segment_sizes = dense<[2, 1]> : vector<2xi32>} : (i32, i32, i32) -> (i32, f32, i32)
# CHECK-NEXT:   %3 = "test.seg"(%0#0, %0#2) {operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>, result_segment_sizes = dense<[0, 1]> : vector<2xi32>} : (i32, i32) -> i32
# CHECK-NEXT: }
# CHECK: PlainOp SegOp True
# CHECK-NEXT: _PlainOp _PlainOp
# CHECK-NEXT: True
# CHECK-NEXT: OpView True True
# CHECK-NEXT: <__main__.PlainOp <mlir._mlir_libs._mlir.ir.OpView
# CHECK-LABEL: TEST: testBuildGenericErrors
# CHECK-NEXT: ValueError: Operation "test.plain" requires a maximum of 1 regions but was built with regions=2
# CHECK-NEXT: ValueError: Operation "test.seg" requires a minimum of 0 regions but was built with regions=-1
# CHECK-NEXT: ValueError: Result 1 of operation "test.seg" must be a Type (was None and result is not optional)
# CHECK-NEXT: ValueError: Operand 0 of operation "test.seg" must be a Value (was None and operand is not optional)
# CHECK-NEXT: ValueError: Operand 1 of operation "test.seg" must be a Sequence of Values (was mlir._mlir_libs._mlir.ir.OpResult)
# CHECK-NEXT: ValueError: Result 0 of operation "test.plain" must be a Type (was mlir._mlir_libs._mlir.ir.OpResult)
# CHECK-NEXT: ValueError: Operand 0 of operation "test.plain" must be a Value (was mlir._mlir_libs._mlir.ir.IntegerType)
# CHECK-NEXT: ValueError: Operand 0 of operation "test.plain" must be a Value (was int)
# CHECK-NEXT: ValueError: Operation "test.seg" requires 3 operand segments but got 1
# CHECK-LABEL: TEST: testMisuse
# CHECK-NEXT: TypeError: Operation class NoNameOp has no OPERATION_NAME
# CHECK-NEXT: TypeError: register_operation expects a subclass of OpView
# CHECK-NEXT: TypeError: expected an Operation or OpView, got int
# CHECK-NEXT: RuntimeError: the OpView was not initialized with an operation
