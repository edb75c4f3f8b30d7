# RUN: %PYTHON %s | FileCheck %s
# Location kinds and Module.
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testLocations():
    with Context() as ctx:
        u = Location.unknown()
        print(u, repr(u))
        f = Location.file("foo.txt", 123, 56)
        print(f)
        n = Location.name("nm")
        print(n)
        n2 = Location.name("nm", childLoc=f)
        print(n2)
        cs = Location.callsite(f, [Location.file("a.c", 1, 2), Location.file("b.c", 3, 4)])
        print(cs)
        fu = Location.fused([f, n])
        print(fu)
        fm = Location.fused([f, n], metadata=StringAttr.get("m"))
        print(fm)
        print(u == Location.unknown(ctx), u == f)
        print(f.context is ctx)
        print(Location._CAPICreate(f._CAPIPtr) == f)
        try:
            Location.callsite(f, [])
        except ValueError as e:
            print("ValueError:", e)
        with f:
            print(Location.current)
            with n:
                print(Location.current)
            print(Location.current)
    u2 = Location.unknown(context=Context())
    print(u2)
    try:
        Location.current
    except ValueError as e:
        print("ValueError:", e)


@run
def testModuleParseCreate():
    ctx = Context()
    m = Module.parse(r"""
      func @f(%arg0: i32) -> i32 {
        return %arg0 : i32
      }
    """, ctx)
    print(m.context is ctx)
    print(str(m), end="")
    print(m.operation.name, m.body.owner.name)
    print(len(m.body.operations))
    with Location.file("m.mlir", 1, 1, context=ctx):
        e = Module.create()
    print(e)
    print(e.operation.get_asm(enable_debug_info=True), end="")
    # bytes are accepted too
    print(Module.parse(b"module {}", ctx))
    # A capsule does not own: the module it comes from must stay alive.
    m1 = Module.parse("module {}", ctx)
    m2 = Module._CAPICreate(m1._CAPIPtr)
    print(m2 is m1, m2)


@run
def testModuleParseErrors():
    ctx = Context()
    for text in ["func @f(", "%0 = \"foo\"() : () -> i32", "func @f() -> i32 { return }"]:
        try:
            Module.parse(text, ctx)
        except MLIRError as e:
            print("MLIRError:", e)
            print(len(e.error_diagnostics), e.error_diagnostics[0][0])
        except ValueError:
            print("not reached")
    # A failing parse is a ValueError too (as 13's).
    try:
        Module.parse("}", ctx)
    except ValueError as e:
        print(type(e).__name__, isinstance(e, ValueError))

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testLocations
# CHECK-NEXT: loc(unknown) loc(unknown)
# CHECK-NEXT: loc("foo.txt":123:56)
# CHECK-NEXT: loc("nm")
# CHECK-NEXT: loc("nm"("foo.txt":123:56))
# CHECK-NEXT: loc(callsite("foo.txt":123:56 at callsite("a.c":1:2 at "b.c":3:4)))
# CHECK-NEXT: loc(fused["foo.txt":123:56, "nm"])
# CHECK-NEXT: loc(fused<"m">["foo.txt":123:56, "nm"])
# CHECK-NEXT: True False
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-NEXT: ValueError: No caller frames provided
# CHECK-NEXT: loc("foo.txt":123:56)
# CHECK-NEXT: loc("nm")
# CHECK-NEXT: loc("foo.txt":123:56)
# CHECK-NEXT: loc(unknown)
# CHECK-NEXT: ValueError: No current Location
# CHECK-LABEL: TEST: testModuleParseCreate
# CHECK-NEXT: True
# CHECK-NEXT: module  {
# CHECK-NEXT:   func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:     return %arg0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-NEXT: module module
# CHECK-NEXT: 1
# CHECK-NEXT: module  {
# CHECK-NEXT: }
# CHECK: module  {
# CHECK-NEXT: } loc(#loc)
# CHECK-NEXT: #loc = loc("m.mlir":1:1)
# CHECK-NEXT: module  {
# CHECK-NEXT: }
# CHECK: True module  {
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testModuleParseErrors
# CHECK-NEXT: MLIRError: Unable to parse module assembly (see diagnostics)
# CHECK-NEXT: error: "-":1:9: expected non-function type
# CHECK-NEXT: 1 error
# CHECK-NEXT: MLIRError: Unable to parse module assembly (see diagnostics)
# CHECK-NEXT: error: "-":1:6: 'foo' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
# CHECK-NEXT:  note: "-":1:6: see current operation: %0 = "foo"() : () -> i32
# CHECK-NEXT: 1 error
# CHECK-NEXT: MLIRError: Unable to parse module assembly (see diagnostics)
# CHECK-NEXT: error: "-":1:20: 'std.return' op has 0 operands, but enclosing function (@f) returns 1
# CHECK-NEXT:  note: "-":1:20: see current operation: "std.return"() : () -> ()
# CHECK-NEXT: 1 error
# CHECK-NEXT: MLIRError True
