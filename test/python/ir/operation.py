# RUN: %PYTHON %s | FileCheck %s
# Operation and OpView: creation, accessors, printing options, verify,
# erase, clone, moving, walking, and what happens to invalidated ops.
import gc
import io
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


ASM = r"""
func @f(%arg0: i32, %arg1: i1) -> i32 {
  %c1 = constant 1 : i32
  %0 = addi %arg0, %c1 : i32
  cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %arg0 : i32
}
"""


@run
def testTraversal():
    ctx = Context()
    m = Module.parse(ASM, ctx)
    f = m.body.operations[0]
    print(f.operation.name, len(f.regions), len(f.regions[0].blocks))
    for b in f.regions[0]:
        print("block with", len(b.arguments), "args:",
              [op.name for op in b.operations])
    entry = f.regions[0].blocks[0]
    cst, add, br = list(entry)
    print(cst.attributes["value"], len(cst.attributes), "value" in cst.attributes)
    print(cst.attributes[0])
    print(add.operands[0], "|", add.operands[1].owner.name)
    print(len(br.successors), br.successors[0] == f.regions[0].blocks[1])
    print(add.parent.operation.name, add.parent.parent.operation.name, m.operation.parent)
    print(add.block == entry, entry.owner.operation.name, entry.region.owner.operation.name)
    print(add.context is ctx, add.location)
    print(add.result.owner == add, add.results[0].result_number)
    print(len(add.operands), add.operands[-1] == cst.result)
    print([str(t) for t in add.operands.types], [str(t) for t in add.results.types])
    print([str(v) for v in add.operands[0:1]])
    print(f.regions[-1].blocks[-1].operations[-1].name)


@run
def testCreate():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            a = Operation.create("custom.a", results=[i32, i32],
                                 attributes={"x": IntegerAttr.get(i32, 3)})
            b = Operation.create("custom.b", operands=[a.results[0], a.results[1]],
                                 regions=2)
            blk = b.regions[0].blocks.append(i32)
            b.regions[1].blocks.append()
            with InsertionPoint(blk):
                Operation.create("custom.br", successors=[blk], operands=[blk.arguments[0]])
        print(m)
        print(type(a).__name__, a.operation.opview is not None)
        # attributes can be set and removed
        a.attributes["y"] = StringAttr.get("s")
        del a.attributes["x"]
        print(a)
        try:
            del a.attributes["nope"]
        except KeyError as e:
            print("KeyError:", e)
        try:
            a.attributes["nope"]
        except KeyError as e:
            print("KeyError:", e)
        b.operands[1] = a.results[0]
        print(b.operands[1] == a.results[0])
        print(m.operation.verify())


@run
def testPrintOptions():
    ctx = Context()
    m = Module.parse(r"""
      func @f() -> tensor<4xi32> {
        %0 = constant dense<[1, 2, 3, 4]> : tensor<4xi32>
        return %0 : tensor<4xi32>
      }""", ctx)
    f = m.body.operations[0]
    f.print()
    print()
    f.print(print_generic_op_form=True)
    print()
    f.print(large_elements_limit=2)
    print()
    f.print(enable_debug_info=True)
    print()
    ret = f.regions[0].blocks[0].operations[1]
    ret.print(use_local_scope=True)
    print()
    buf = io.StringIO()
    f.print(file=buf, print_generic_op_form=True)
    print(buf.getvalue().splitlines()[0])
    print(type(f.get_asm(binary=True)).__name__)
    print(f.get_asm(print_generic_op_form=True).splitlines()[0])
    print(str(ret))


@run
def testVerify():
    ctx = Context()
    m = Module.parse("func @f() { return }", ctx)
    print(m.operation.verify())
    ret = m.body.operations[0].regions[0].blocks[0].operations[0]
    i32 = IntegerType.get_signless(32, ctx)
    with Location.file("v.py", 7, 1, ctx):
        bad = Operation.create("std.addi", results=[i32])
    # As 13: False, the diagnostics going to stderr.
    print(bad.verify())
    # Printing an op that does not verify falls back to the generic form.
    print(bad)


@run
def testEraseAndInvalidation():
    ctx = Context()
    m = Module.parse(r"""
      func @f(%a: i32) -> i32 {
        %0 = addi %a, %a : i32
        %1 = addi %0, %0 : i32
        return %a : i32
      }""", ctx)
    f = m.body.operations[0]
    ops = list(f.regions[0].blocks[0])
    try:
        ops[0].operation.erase()
    except ValueError as e:
        print("ValueError:", e)
    ops[1].operation.erase()
    for attempt in (lambda: ops[1].name, lambda: ops[1].operands,
                    lambda: str(ops[1]), lambda: ops[1].operation.erase()):
        try:
            attempt()
        except RuntimeError as e:
            print("RuntimeError:", e)
    ops[0].operation.erase()
    print(f)
    # erasing an op invalidates the live objects nested in it
    ret = f.regions[0].blocks[0].operations[0]
    blk = f.regions[0].blocks[0]
    f.operation.erase()
    try:
        ret.name
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        blk.operations
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(m)
    try:
        m.operation.erase()
    except ValueError as e:
        print("ValueError:", e)


@run
def testMoveCloneDetach():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        with InsertionPoint(m.body):
            a = Operation.create("t.a")
            b = Operation.create("t.b")
            c = Operation.create("t.c")
        a.move_after(c)
        print([o.name for o in m.body.operations])
        a.move_before(b)
        print([o.name for o in m.body.operations])
        d = b.clone(ip=InsertionPoint.at_block_begin(m.body))
        print([o.name for o in m.body.operations])
        det = c.detach_from_parent()
        print(det.name, det.parent, [o.name for o in m.body.operations])
        try:
            det.detach_from_parent()
        except ValueError as e:
            print("ValueError:", e)
        m.body.append(det)
        print([o.name for o in m.body.operations])
        try:
            m.operation.move_before(a)
        except ValueError as e:
            print("ValueError:", e)


@run
def testWalk():
    ctx = Context()
    m = Module.parse(ASM, ctx)
    names = []
    m.operation.walk(lambda op: names.append(op.operation.name))
    print(names)
    names = []
    m.operation.walk(lambda op: names.append(op.operation.name), walk_order=WalkOrder.PRE_ORDER)
    print(names)

    def stop(op):
        names.append(op.operation.name)
        return WalkResult.INTERRUPT if op.operation.name == "std.addi" else WalkResult.ADVANCE
    names = []
    m.operation.walk(stop, WalkOrder.PRE_ORDER)
    print(names)
    names = []
    m.operation.walk(lambda op: (names.append(op.operation.name), WalkResult.SKIP)[1]
                     if op.operation.name == "func" else names.append(op.operation.name),
                     WalkOrder.PRE_ORDER)
    print(names)
    # erasing from the callback is fine
    m2 = Module.parse("func @g() { return }", ctx)
    m2.operation.walk(lambda op: op.operation.erase() if op.operation.name == "func" else None)
    print(m2)


@run
def testResultErrors():
    ctx = Context()
    m = Module.parse("func @g() { return }", ctx)
    try:
        m.body.operations[0].result
    except ValueError as e:
        print("ValueError:", e)
    try:
        m.body.operations[5]
    except IndexError as e:
        print("IndexError:", e)
    try:
        m.body.operations[0].regions[3]
    except IndexError as e:
        print("IndexError:", e)
    try:
        m.body.operations[0].operands[0]
    except IndexError as e:
        print("IndexError:", e)
    op = m.body.operations[0]
    print(op == m.body.operations[-1], op != m.body.operations[0],
          hash(op) == hash(m.body.operations[0].operation))
    print(Operation._CAPICreate(op._CAPIPtr) is op.operation)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testTraversal
# CHECK-NEXT: func 1 3
# CHECK-NEXT: block with 2 args: ['std.constant', 'std.addi', 'std.cond_br']
# CHECK-NEXT: block with 1 args: ['std.return']
# CHECK-NEXT: block with 0 args: ['std.return']
# CHECK-NEXT: 1 : i32 1 True
# CHECK-NEXT: NamedAttribute(value=1 : i32)
# CHECK-NEXT: <block argument> of type 'i32' at index: 0 | std.constant
# CHECK-NEXT: 2 True
# CHECK-NEXT: func module None
# CHECK-NEXT: True func func
# CHECK-NEXT: True loc("-":4:8)
# CHECK-NEXT: True 0
# CHECK-NEXT: 2 True
# CHECK-NEXT: ['i32', 'i32'] ['i32']
# CHECK-NEXT: ["<block argument> of type 'i32' at index: 0"]
# CHECK-NEXT: std.return
# CHECK-LABEL: TEST: testCreate
# CHECK-NEXT: module  {
# CHECK-NEXT:   %0:2 = "custom.a"() {x = 3 : i32} : () -> (i32, i32)
# CHECK-NEXT:   "custom.b"(%0#0, %0#1) ( {
# CHECK-NEXT:   ^bb0(%arg0: i32):  // pred: ^bb0
# CHECK-NEXT:     "custom.br"(%arg0)[^bb0] : (i32) -> ()
# CHECK-NEXT:   },  {
# CHECK-NEXT:   ^bb0:  // no predecessors
# CHECK-NEXT:   }) : (i32, i32) -> ()
# CHECK-NEXT: }
# CHECK: OpView True
# CHECK-NEXT: %0:2 = "custom.a"() {y = "s"} : () -> (i32, i32)
# CHECK-NEXT: KeyError: 'attempt to delete a non-existent attribute'
# CHECK-NEXT: KeyError: 'attempt to access a non-existent attribute'
# CHECK-NEXT: True
# CHECK-NEXT: False
# CHECK-LABEL: TEST: testPrintOptions
# CHECK-NEXT: func @f() -> tensor<4xi32> {
# CHECK-NEXT:   %cst = constant dense<[1, 2, 3, 4]> : tensor<4xi32>
# CHECK-NEXT:   return %cst : tensor<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: "func"() ( {
# CHECK-NEXT:   %0 = "std.constant"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
# CHECK-NEXT:   "std.return"(%0) : (tensor<4xi32>) -> ()
# CHECK-NEXT: }) {sym_name = "f", type = () -> tensor<4xi32>} : () -> ()
# CHECK-NEXT: func @f() -> tensor<4xi32> {
# CHECK-NEXT:   %cst = constant opaque<"_", "0xDEADBEEF"> : tensor<4xi32>
# CHECK-NEXT:   return %cst : tensor<4xi32>
# CHECK-NEXT: }
# CHECK-NEXT: func @f() -> tensor<4xi32> {
# CHECK-NEXT:   %cst = constant dense<[1, 2, 3, 4]> : tensor<4xi32> loc("-":3:14)
# CHECK-NEXT:   return %cst : tensor<4xi32> loc("-":4:9)
# CHECK-NEXT: } loc("-":2:7)
# CHECK-NEXT: return %cst : tensor<4xi32>
# CHECK-NEXT: "func"() ( {
# CHECK-NEXT: bytes
# CHECK-NEXT: "func"() ( {
# CHECK-NEXT: return %cst : tensor<4xi32>
# CHECK-LABEL: TEST: testVerify
# CHECK-NEXT: True
# CHECK-NEXT: False
# CHECK-NEXT: // Verification failed, printing generic form
# CHECK-NEXT: %0 = "std.addi"() : () -> i32
# CHECK-LABEL: TEST: testEraseAndInvalidation
# CHECK-NEXT: ValueError: Cannot erase an operation whose results are still used
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:   return %arg0 : i32
# CHECK-NEXT: }
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: RuntimeError: the operation has been invalidated
# CHECK-NEXT: module  {
# CHECK-NEXT: }
# CHECK: ValueError: the operation of a Module cannot be moved or erased
# CHECK-LABEL: TEST: testMoveCloneDetach
# CHECK-NEXT: ['t.b', 't.c', 't.a']
# CHECK-NEXT: ['t.a', 't.b', 't.c']
# CHECK-NEXT: ['t.b', 't.a', 't.b', 't.c']
# CHECK-NEXT: t.c None ['t.b', 't.a', 't.b']
# CHECK-NEXT: ValueError: Detached operations cannot be detached.
# CHECK-NEXT: ['t.b', 't.a', 't.b', 't.c']
# CHECK-NEXT: ValueError: the operation of a Module cannot be moved or erased
# CHECK-LABEL: TEST: testWalk
# CHECK-NEXT: ['std.constant', 'std.addi', 'std.cond_br', 'std.return', 'std.return', 'func', 'module']
# CHECK-NEXT: ['module', 'func', 'std.constant', 'std.addi', 'std.cond_br', 'std.return', 'std.return']
# CHECK-NEXT: ['module', 'func', 'std.constant', 'std.addi']
# CHECK-NEXT: ['module', 'func']
# CHECK-NEXT: module  {
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testResultErrors
# CHECK-NEXT: ValueError: Cannot call .result on operation func which has 0 results (it is only valid for operations with a single result)
# CHECK-NEXT: IndexError: attempt to access out of bounds operation
# CHECK-NEXT: IndexError: attempt to access out of bounds region
# CHECK-NEXT: IndexError: index out of range
# CHECK-NEXT: True False True
# CHECK-NEXT: True
