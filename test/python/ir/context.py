# RUN: %PYTHON %s | FileCheck %s
# Context: creation, dialects, unregistered dialects, the context stack,
# live object counts.
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testContextLifetime():
    base = Context._get_live_count()
    ctx = Context()
    print(Context._get_live_count() - base)
    # The same object comes back for the same context.
    print(ctx._get_context_again() is ctx)
    c2 = Context._CAPICreate(ctx._CAPIPtr)
    print(c2 is ctx)
    del ctx, c2
    gc.collect()
    print(Context._get_live_count() - base)


@run
def testUnregisteredDialects():
    ctx = Context()
    print(ctx.allow_unregistered_dialects)
    try:
        Module.parse('"foo.bar"() : () -> ()', ctx)
    except MLIRError as e:
        print("error:", e)
    ctx.allow_unregistered_dialects = True
    print(ctx.allow_unregistered_dialects)
    m = Module.parse('"foo.bar"() : () -> ()', ctx)
    print(m)


@run
def testDialects():
    ctx = Context()
    print(ctx.get_dialect_descriptor("std"))
    print(ctx.get_dialect_descriptor("std").namespace)
    d = ctx.dialects.std
    print(type(d).__name__, d.descriptor.namespace)
    print(ctx.d["memref"].descriptor)
    try:
        ctx.dialects.notadialect
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        ctx.dialects["notadialect"]
    except IndexError as e:
        print("IndexError:", e)
    try:
        ctx.get_dialect_descriptor("nope")
    except ValueError as e:
        print("ValueError:", e)
    print(ctx.is_registered_operation("std.addi"))
    print(ctx.is_registered_operation("foo.bar"))
    ctx.enable_multithreading(False)


@run
def testContextStack():
    try:
        Context.current
    except ValueError as e:
        print("ValueError:", e)
    with Context() as c1:
        print(Context.current is c1)
        with Context() as c2:
            print(Context.current is c2)
        print(Context.current is c1)
        with Location.unknown() as loc:
            print(Location.current is loc, Context.current is c1)
    try:
        IntegerType.get_signless(32)
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        Module.create()
    except RuntimeError as e:
        print("RuntimeError:", e)


@run
def testUnbalancedExit():
    c1 = Context()
    c2 = Context()
    c1.__enter__()
    try:
        c2.__exit__(None, None, None)
    except RuntimeError as e:
        print("RuntimeError:", e)
    c1.__exit__(None, None, None)


@run
def testLiveOperations():
    ctx = Context()
    m = Module.parse("func @f() { return }", ctx)
    print(ctx._get_live_operation_count(), ctx._get_live_module_count())
    ops = list(m.body.operations)
    print(ctx._get_live_operation_count())
    # One Python object per operation.
    print(m.body.operations[0].operation is ops[0].operation)
    del ops
    gc.collect()
    print(ctx._get_live_operation_count())
    op = m.body.operations[0].operation
    print(ctx._clear_live_operations())
    try:
        op.name
    except RuntimeError as e:
        print("RuntimeError:", e)


@run
def testGlobalDebug():
    from mlir.ir import _GlobalDebug
    print(_GlobalDebug.flag)
    _GlobalDebug.flag = True
    print(_GlobalDebug.flag)
    _GlobalDebug.flag = False

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testContextLifetime
# CHECK-NEXT: 1
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-NEXT: 0
# CHECK-LABEL: TEST: testUnregisteredDialects
# CHECK-NEXT: False
# CHECK-NEXT: error: Unable to parse module assembly (see diagnostics)
# CHECK-NEXT: error: "-":1:1: 'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
# CHECK-NEXT:  note: "-":1:1: see current operation: "foo.bar"() : () -> ()
# CHECK-NEXT: True
# CHECK-NEXT: module  {
# CHECK-NEXT:   "foo.bar"() : () -> ()
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testDialects
# CHECK-NEXT: <DialectDescriptor std>
# CHECK-NEXT: std
# CHECK-NEXT: _Dialect std
# CHECK-NEXT: <DialectDescriptor memref>
# CHECK-NEXT: AttributeError: Dialect 'notadialect' not found
# CHECK-NEXT: IndexError: Dialect 'notadialect' not found
# CHECK-NEXT: ValueError: Dialect 'nope' not found
# CHECK-NEXT: True
# CHECK-NEXT: False
# CHECK-LABEL: TEST: testContextStack
# CHECK-NEXT: ValueError: No current Context
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-NEXT: True True
# CHECK-NEXT: RuntimeError: An MLIR function requires a Context but none was provided in the call or from the surrounding environment. Either pass to the function with a 'context=' argument or establish a default using 'with Context():'
# CHECK-NEXT: RuntimeError: An MLIR function requires a Location but none was provided in the call or from the surrounding environment. Either pass to the function with a 'loc=' argument or establish a default using 'with Location(...):'
# CHECK-LABEL: TEST: testUnbalancedExit
# CHECK-NEXT: RuntimeError: Unbalanced Context enter/exit
# CHECK-LABEL: TEST: testLiveOperations
# CHECK-NEXT: 0 1
# CHECK-NEXT: 2
# CHECK-NEXT: True
# CHECK-NEXT: 0
# CHECK-NEXT: 2
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-LABEL: TEST: testGlobalDebug
# CHECK-NEXT: False
# CHECK-NEXT: True
