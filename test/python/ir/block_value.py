# RUN: %PYTHON %s | FileCheck %s
# InsertionPoint, Region, Block and Value.
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testInsertionPoints():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.parse(r"""
          func @f() {
            "t.first"() : () -> ()
            return
          }""")
        body = m.body.operations[0].regions[0].blocks[0]
        first = body.operations[0]
        with InsertionPoint.at_block_terminator(body):
            Operation.create("t.before_term")
        with InsertionPoint(body):
            try:
                Operation.create("t.end")
            except IndexError as e:
                print("IndexError:", e)
        with InsertionPoint.at_block_begin(body) as ip:
            Operation.create("t.begin")
            print(InsertionPoint.current is ip, ip.block == body,
                  ip.ref_operation.name)
        with InsertionPoint(first):
            Operation.create("t.before_first")
        ip = InsertionPoint(m.body)
        ip.insert(Operation.create("t.inserted"))
        print(ip.ref_operation)
        print(m)
        try:
            ip.insert(first)
        except ValueError as e:
            print("ValueError:", e)
        try:
            InsertionPoint.at_block_terminator(m.body)
        except ValueError as e:
            print("ValueError:", e)
        try:
            InsertionPoint(m.operation)
        except ValueError as e:
            print("ValueError:", e)
        try:
            InsertionPoint.current
        except ValueError as e:
            print("ValueError:", e)
        # the reference op is gone
        ref = InsertionPoint(first)
        first.operation.erase()
        try:
            ref.insert(Operation.create("t.x"))
        except RuntimeError as e:
            print("RuntimeError:", e)


@run
def testBlocks():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        i64 = IntegerType.get_signless(64)
        m = Module.create()
        with InsertionPoint(m.body):
            op = Operation.create("t.region_op", regions=1)
        region = op.regions[0]
        b1 = region.blocks.append(i32)
        b0 = Block.create_at_start(region, [i64, i32])
        b2 = b1.create_after(i64)
        bm = b1.create_before()
        print(len(region.blocks), [len(b.arguments) for b in region.blocks])
        print(region.blocks[0] == b0, region.blocks[-1] == b2, b0 != b1)
        print(b0.owner.name, b0.region == region, region.owner.name)
        print([str(t) for t in b0.arguments.types])
        with InsertionPoint(b0):
            Operation.create("t.br", successors=[b1], operands=[b0.arguments[1]])
        with InsertionPoint(bm):
            Operation.create("t.y")
        print(str(b0).strip())
        print(len(list(iter(b1))), len(b0.operations))
        print(m)
        try:
            region.blocks[7]
        except IndexError as e:
            print("IndexError:", e)
        try:
            b0.arguments[2]
        except IndexError as e:
            print("IndexError:", e)
        print(hash(b0) == hash(region.blocks[0]), hash(region) == hash(op.regions[0]))


@run
def testValues():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        m = Module.parse(r"""
          func @f(%a: i32) -> i32 {
            %0 = "t.op"(%a, %a) : (i32, i32) -> i32
            %1 = "t.op"(%0) : (i32) -> i32
            return %1 : i32
          }""")
        blk = m.body.operations[0].regions[0].blocks[0]
        arg = blk.arguments[0]
        op0, op1, ret = blk.operations
        r0 = op0.result
        print(arg, "|", repr(arg))
        print(r0, "|", repr(r0))
        print(type(arg).__name__, type(r0).__name__, type(op1.operands[0]).__name__)
        print(arg.owner == blk, r0.owner == op0, op1.operands[0].owner == op0)
        print(arg.arg_number, r0.result_number, str(arg.type), arg.context is ctx)
        print(BlockArgument.isinstance(arg), OpResult.isinstance(arg),
              Value.isinstance(arg), BlockArgument.isinstance(r0))
        v = Value(r0)
        print(type(v).__name__, v == r0, hash(v) == hash(r0))
        print(type(OpResult(op1.operands[0])).__name__)
        try:
            BlockArgument(r0)
        except ValueError as e:
            print("ValueError:", e)
        try:
            OpResult(arg)
        except ValueError as e:
            print("ValueError:", e)
        print(sorted((u.owner.name, u.operand_number) for u in arg.uses))
        print(Value._CAPICreate(r0._CAPIPtr) == r0)
        r0.replace_all_uses_with(arg)
        print(op1)
        arg.set_type(IntegerType.get_signless(64))
        print(blk.arguments[0].type)
        arg.set_type(i32)
        ret.operation.erase()
        op1.operation.erase()
        op0.operation.erase()
        try:
            r0.type
        except RuntimeError as e:
            print("RuntimeError:", e)
        try:
            print(r0)
        except RuntimeError as e:
            print("RuntimeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testInsertionPoints
# CHECK-NEXT: IndexError: Cannot insert operation at the end of a block that already has a terminator. Did you mean to use 'InsertionPoint.at_block_terminator(block)' versus 'InsertionPoint(block)'?
# CHECK-NEXT: True True t.first
# CHECK-NEXT: None
# CHECK-NEXT: module  {
# CHECK-NEXT:   func @f() {
# CHECK-NEXT:     "t.begin"() : () -> ()
# CHECK-NEXT:     "t.before_first"() : () -> ()
# CHECK-NEXT:     "t.first"() : () -> ()
# CHECK-NEXT:     "t.before_term"() : () -> ()
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT:   "t.inserted"() : () -> ()
# CHECK-NEXT: }
# CHECK: ValueError: Attempt to insert operation that is already attached
# CHECK-NEXT: ValueError: Block has no terminator
# CHECK-NEXT: ValueError: Operation is not attached to a block
# CHECK-NEXT: ValueError: No current InsertionPoint
# CHECK-NEXT: RuntimeError: the reference operation has been invalidated
# CHECK-LABEL: TEST: testBlocks
# CHECK-NEXT: 4 [2, 0, 1, 1]
# CHECK-NEXT: True True True
# CHECK-NEXT: t.region_op True t.region_op
# CHECK-NEXT: ['i64', 'i32']
# CHECK-NEXT: ^bb0(%arg0: i64, %arg1: i32):  // no predecessors
# CHECK-NEXT:   "t.br"(%arg1)[^bb2] : (i32) -> ()
# CHECK-NEXT: 0 1
# CHECK-NEXT: module  {
# CHECK-NEXT:   "t.region_op"() ( {
# CHECK-NEXT:   ^bb0(%arg0: i64, %arg1: i32):  // no predecessors
# CHECK-NEXT:     "t.br"(%arg1)[^bb2] : (i32) -> ()
# CHECK-NEXT:   ^bb1:  // no predecessors
# CHECK-NEXT:     "t.y"() : () -> ()
# CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb0
# CHECK-NEXT:   ^bb3(%1: i64):  // no predecessors
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT: }
# CHECK: IndexError: attempt to access out of bounds block
# CHECK-NEXT: IndexError: index out of range
# CHECK-NEXT: True True
# CHECK-LABEL: TEST: testValues
# CHECK-NEXT: <block argument> of type 'i32' at index: 0 | Value(<block argument> of type 'i32' at index: 0)
# CHECK-NEXT: %0 = "t.op"(%arg0, %arg0) : (i32, i32) -> i32 | Value(%0 = "t.op"(%arg0, %arg0) : (i32, i32) -> i32)
# CHECK-NEXT: BlockArgument OpResult Value
# CHECK-NEXT: True True True
# CHECK-NEXT: 0 0 i32 True
# CHECK-NEXT: True False True False
# CHECK-NEXT: Value True True
# CHECK-NEXT: OpResult
# CHECK-NEXT: ValueError: Cannot cast value to BlockArgument (from Value(%0 = "t.op"(%arg0, %arg0) : (i32, i32) -> i32))
# CHECK-NEXT: ValueError: Cannot cast value to OpResult (from Value(<block argument> of type 'i32' at index: 0))
# CHECK-NEXT: [('t.op', 0), ('t.op', 1)]
# CHECK-NEXT: True
# CHECK-NEXT: %1 = "t.op"(%arg0) : (i32) -> i32
# CHECK-NEXT: i64
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
