# RUN: %PYTHON %s | FileCheck %s
# Misuse never crashes the interpreter: each case is a Python exception (or
# keeps the objects it needs alive).
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


def attempt(thunk):
    try:
        r = thunk()
        print("ok:", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)


@run
def testOpsOutliveTheirModule():
    ctx = Context()
    m = Module.parse("func @f(%a: i32) -> i32 { return %a : i32 }", ctx)
    f = m.body.operations[0]
    arg = f.regions[0].blocks[0].arguments[0]
    blk = f.regions[0].blocks[0]
    del m
    gc.collect()
    # the module lives as long as objects inside it do
    print(ctx._get_live_module_count())
    print(f.operation.name, arg.type, len(blk.operations))
    print(f.parent)
    del f, arg, blk
    gc.collect()
    print(ctx._get_live_module_count(), ctx._get_live_operation_count())


@run
def testContextOutlivedByObjects():
    t = IntegerType.get_signless(8, Context())
    gc.collect()
    print(t, t.context is not None)
    m = Module.parse("module {}", Context())
    gc.collect()
    print(m.operation.name)


@run
def testWrongTypes():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        attempt(lambda: Operation.create("t.a", results=[1]))
        attempt(lambda: Operation.create("t.a", results=i32))
        attempt(lambda: Operation.create("t.a", operands=[i32]))
        attempt(lambda: Operation.create("t.a", attributes={"x": 1}))
        attempt(lambda: Operation.create("t.a", attributes={1: UnitAttr.get()}))
        attempt(lambda: Operation.create("t.a", attributes=[]))
        attempt(lambda: Operation.create("t.a", successors=[1]))
        attempt(lambda: Operation.create("t.a", regions=-1))
        attempt(lambda: Operation.create("t.a", loc=i32))
        attempt(lambda: Operation.create("t.a", ip=i32))
        attempt(lambda: Operation.create(42))
        attempt(lambda: InsertionPoint(42))
        attempt(lambda: Module.parse(42))
        attempt(lambda: Type.parse(None))
        attempt(lambda: IntegerAttr.get(i32, "x"))
        attempt(lambda: IntegerAttr.get(i32, 2 ** 70))
        attempt(lambda: FunctionType.get(i32, []))
        attempt(lambda: ArrayAttr.get(5))
        attempt(lambda: AffineMap.get(1, 0, 5))
        attempt(lambda: MemRefType.get([2], i32, memory_space=i32))
        attempt(lambda: Location.fused([i32]))
        attempt(lambda: Block.create_at_start(i32, []))
        attempt(lambda: Context(1))
        attempt(lambda: StringAttr.get(b"bytes"))


@run
def testBadTypeConstruction():
    with Context(), Location.unknown():
        f32 = F32Type.get()
        attempt(lambda: str(VectorType.get([0], f32)))
        attempt(lambda: str(MemRefType.get([-5], f32)))
        attempt(lambda: str(RankedTensorType.get([2], NoneType.get())))
        attempt(lambda: str(UnrankedMemRefType.get(NoneType.get(), None)))
        attempt(lambda: str(IntegerType.get_signless(1 << 30)))


@run
def testDetachedOpLifetimes():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        # a detached definer whose Python object goes away while another
        # op still uses its result: kept alive, not freed under the user
        user = Operation.create("t.use", operands=[
            Operation.create("t.def", results=[i32]).result])
        gc.collect()
        print(user)
        print(user.operands[0].owner.name)
        m = Module.create()
        d = Operation.create("t.def2", results=[i32])
        with InsertionPoint(m.body):
            Operation.create("t.use2", operands=[d.result])
        del d
        gc.collect()
        print(m)


@run
def testInsertIntoItself():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        op = Operation.create("t.r", regions=1)
        b = op.regions[0].blocks.append()
        attempt(lambda: InsertionPoint(b).insert(op))
        attempt(lambda: b.append(op))
        inner = Operation.create("t.inner", ip=InsertionPoint(b))
        attempt(lambda: op.move_before(inner))
        print(op)


@run
def testErasedEverywhere():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            a = Operation.create("t.a", results=[i32], regions=1)
        blk = a.regions[0].blocks.append(i32)
        reg = a.regions[0]
        res = a.result
        barg = blk.arguments[0]
        a.erase()
        for thunk in (lambda: a.results, lambda: a.opview, lambda: a.location,
                      lambda: a.verify(), lambda: a.get_asm(), lambda: a.clone(),
                      lambda: a.walk(print), lambda: a.move_after(a),
                      lambda: a.detach_from_parent(), lambda: blk.operations,
                      lambda: blk.arguments, lambda: str(blk), lambda: reg.blocks,
                      lambda: res.type, lambda: barg.owner, lambda: InsertionPoint(blk),
                      lambda: a == a, lambda: hash(a), lambda: m.body.append(a)):
            attempt(thunk)
        print(repr(a).split(" object at ")[0])
        print(m)


@run
def testMixedContexts():
    c1, c2 = Context(), Context()
    c1.allow_unregistered_dialects = True
    c2.allow_unregistered_dialects = True
    t2 = IntegerType.get_signless(32, c2)
    with Location.unknown(c2):
        other = Operation.create("t.other", results=[t2])
    with c1, Location.unknown():
        m = Module.create()
        attempt(lambda: Operation.create("t.a", results=[t2]))
        attempt(lambda: Operation.create("t.a", operands=[other.result]))
        attempt(lambda: Operation.create("t.a", attributes={"x": UnitAttr.get(c2)}))
        attempt(lambda: InsertionPoint(m.body).insert(other))
        attempt(lambda: m.body.append(other))
        attempt(lambda: FunctionType.get([t2], []))
        attempt(lambda: TupleType.get_tuple([t2]))
        attempt(lambda: ArrayAttr.get([UnitAttr.get(c2)]))
        attempt(lambda: DictAttr.get({"a": UnitAttr.get(c2)}))
        with InsertionPoint(m.body):
            a = Operation.create("t.a", results=[IntegerType.get_signless(32)])
            u = Operation.create("t.u", operands=[a.result])

        def set_operand():
            u.operands[0] = other.result
        attempt(set_operand)

        def set_attr():
            u.attributes["x"] = UnitAttr.get(c2)
        attempt(set_attr)
        print(m)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testOpsOutliveTheirModule
# CHECK-NEXT: 1
# CHECK-NEXT: func i32 1
# CHECK-NEXT: module  {
# CHECK-NEXT:   func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:     return %arg0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK: 0 0
# CHECK-LABEL: TEST: testContextOutlivedByObjects
# CHECK-NEXT: i8 True
# CHECK-NEXT: module
# CHECK-LABEL: TEST: testWrongTypes
# CHECK-NEXT: TypeError: results must be a sequence of Types: item 0 is not a Type
# CHECK-NEXT: TypeError: results must be a sequence of Types
# CHECK-NEXT: TypeError: operand 0 must be a Value, got mlir._mlir_libs._mlir.ir.IntegerType
# CHECK-NEXT: ValueError: Invalid attribute value for the key "x" when attempting to create the operation "t.a"
# CHECK-NEXT: ValueError: Invalid attribute key (not a string) when attempting to create the operation "t.a"
# CHECK-NEXT: TypeError: attributes must be a dict of str to Attribute
# CHECK-NEXT: TypeError: successor 0 must be a Block
# CHECK-NEXT: ValueError: number of regions must be >= 0
# CHECK-NEXT: TypeError: expected a Location, got mlir._mlir_libs._mlir.ir.IntegerType
# CHECK-NEXT: TypeError: ip must be an InsertionPoint
# CHECK-NEXT: TypeError: create() argument 1 must be str, not int
# CHECK-NEXT: TypeError: expected an Operation or OpView, got int
# CHECK-NEXT: TypeError: expected a str, got int
# CHECK-NEXT: TypeError: parse() argument 1 must be str, not None
# CHECK-NEXT: TypeError: 'str' object cannot be interpreted as an integer
# CHECK-NEXT: OverflowError: int too big to convert
# CHECK-NEXT: TypeError: expected a sequence of Types
# CHECK-NEXT: TypeError: attributes must be a sequence of Attributes
# CHECK-NEXT: TypeError: expected a sequence of AffineExprs
# CHECK-NEXT: TypeError: expected an Attribute, got mlir._mlir_libs._mlir.ir.IntegerType
# CHECK-NEXT: TypeError: expected a Location, got mlir._mlir_libs._mlir.ir.IntegerType
# CHECK-NEXT: TypeError: create_at_start() argument 1 must be mlir._mlir_libs._mlir.ir.Region, not mlir._mlir_libs._mlir.ir.IntegerType
# CHECK-NEXT: TypeError: Context() takes at most 0 arguments (1 given)
# CHECK-NEXT: TypeError: get() argument 1 must be str, not bytes
# CHECK-LABEL: TEST: testBadTypeConstruction
# CHECK-NEXT: MLIRError: Invalid type:
# CHECK-NEXT: error: unknown: vector types must have positive constant sizes
# CHECK-NEXT: MLIRError: Invalid type:
# CHECK-NEXT: error: unknown: invalid memref size
# CHECK-NEXT: ValueError: invalid 'Type(none)' and expected floating point, integer, vector or complex type.
# CHECK-NEXT: ValueError: invalid 'Type(none)' and expected floating point, integer, vector or complex type.
# CHECK-NEXT: ValueError: invalid integer width 1073741824
# CHECK-LABEL: TEST: testDetachedOpLifetimes
# CHECK-NEXT: "t.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
# CHECK: t.def
# CHECK-NEXT: module  {
# CHECK-NEXT:   "t.use2"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testInsertIntoItself
# CHECK-NEXT: ValueError: cannot insert an operation into itself
# CHECK-NEXT: ValueError: cannot move an operation into itself
# CHECK-NEXT: ValueError: cannot move an operation into itself
# CHECK-NEXT: "t.r"() ( {
# CHECK-NEXT:   "t.inner"() : () -> ()
# CHECK-NEXT: }) : () -> ()
# CHECK-LABEL: TEST: testErasedEverywhere
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: AttributeError: 'mlir._mlir_libs._mlir.ir.OpView' object has no attribute 'opview'
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: <mlir._mlir_libs._mlir.ir.OpView
# CHECK-NEXT: module  {
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testMixedContexts
# CHECK-NEXT: ValueError: a result type belongs to another Context
# CHECK-NEXT: ValueError: an operand belongs to another Context
# CHECK-NEXT: ValueError: an attribute belongs to another Context
# CHECK-NEXT: ValueError: the operation belongs to another Context
# CHECK-NEXT: ValueError: the operation belongs to another Context
# CHECK-NEXT: ValueError: a type belongs to another Context
# CHECK-NEXT: ValueError: an element type belongs to another Context
# CHECK-NEXT: ValueError: an element belongs to another Context
# CHECK-NEXT: ValueError: an element belongs to another Context
# CHECK-NEXT: ValueError: the value belongs to another Context
# CHECK-NEXT: ValueError: the attribute belongs to another Context
# CHECK-NEXT: module  {
# CHECK-NEXT:   %0 = "t.a"() : () -> i32
# CHECK-NEXT:   "t.u"(%0) : (i32) -> ()
# CHECK-NEXT: }
