# RUN: %PYTHON %s | FileCheck %s
# PassManager: parse, run, printing, IR printing, verifier, failures.
import gc
import os
import sys
import tempfile
from mlir.ir import *
from mlir.passmanager import *
import mlir.transforms  # noqa: F401  (registers cse, canonicalize, ...)
import mlir.conversions  # noqa: F401


def run(f):
    print("TEST:", f.__name__)
    sys.stdout.flush()
    f()
    gc.collect()
    sys.stdout.flush()
    sys.stderr.flush()
    return f


ASM = r"""
func @f(%a: i32) -> i32 {
  %c0 = constant 0 : i32
  %0 = addi %a, %c0 : i32
  %1 = addi %a, %c0 : i32
  %2 = muli %0, %1 : i32
  return %2 : i32
}
"""


@run
def testParseAndPrint():
    with Context():
        pm = PassManager.parse("func(canonicalize),cse")
        print(pm)
        print(PassManager())
        try:
            PassManager.parse("not-a-pass")
        except ValueError as e:
            print("ValueError:", e)
        try:
            PassManager.parse("func(cse")
        except ValueError as e:
            print("ValueError:", type(e).__name__)
        pm2 = PassManager.parse("cse", context=Context())
        print(pm2)


@run
def testRun():
    ctx = Context()
    m = Module.parse(ASM, ctx)
    f = m.body.operations[0]
    inner = f.regions[0].blocks[0].operations[1]
    pm = PassManager.parse("func(canonicalize),cse", ctx)
    pm.run(m)
    print(m)
    # ops of the module seen before the run are invalidated by it
    try:
        inner.name
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(m.operation.name)
    # an Operation that is a module is accepted too
    pm.run(m.operation)
    try:
        pm.run(m.body.operations[0])
    except TypeError as e:
        print("TypeError:", e)


@run
def testFailure():
    ctx = Context()
    m = Module.parse(r"""
      func @g() {
        call @f() : () -> ()
        return
      }
      func private @f()""", ctx)
    call = m.body.operations[0].regions[0].blocks[0].operations[0]
    call.attributes["callee"] = FlatSymbolRefAttr.get("missing", ctx)
    pm = PassManager.parse("symbol-dce", ctx)
    try:
        pm.run(m)
    except MLIRError as e:
        print("MLIRError:", e)
        print(isinstance(e, ValueError), len(e.error_diagnostics))


@run
def testIRPrintingAndVerifier():
    ctx = Context()
    m = Module.parse("func @g() { return }", ctx)
    pm = PassManager.parse("cse", ctx)
    pm.enable_verifier(False)
    pm.enable_verifier(True)
    try:
        pm.enable_ir_printing()
    except RuntimeError as e:
        print("RuntimeError:", e)
    ctx.enable_multithreading(False)
    pm.enable_ir_printing()
    # IR printing goes to stderr (fd 2): catch it.
    with tempfile.TemporaryFile(mode="w+") as tmp:
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            pm.run(m)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        print(tmp.read())


@run
def testCapsuleAndRelease():
    with Context():
        pm = PassManager.parse("cse")
        print(type(pm._CAPIPtr).__name__)
        pm._testing_release()
        try:
            pm.run(Module.create(loc=Location.unknown()))
        except RuntimeError as e:
            print("RuntimeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testParseAndPrint
# CHECK-NEXT: func(canonicalize{  max-iterations=10 region-simplify=true top-down=true}), cse
# CHECK: ValueError: invalid pass pipeline 'not-a-pass'.
# CHECK-NEXT: ValueError: ValueError
# CHECK-NEXT: cse
# CHECK-LABEL: TEST: testRun
# CHECK-NEXT: module  {
# CHECK-NEXT:   func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:     %0 = muli %arg0, %arg0 : i32
# CHECK-NEXT:     return %0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK: RuntimeError: the operation has been invalidated
# CHECK-NEXT: module
# CHECK-NEXT: TypeError: expected a Module, got _FuncOp
# CHECK-LABEL: TEST: testFailure
# CHECK-NEXT: MLIRError: Failure while executing pass pipeline.
# CHECK-NEXT: error: "-":3:9: unable to resolve reference to symbol @missing
# CHECK-NEXT:  note: "-":3:9: see current operation: "std.call"() {callee = @missing} : () -> ()
# CHECK-NEXT: True 1
# CHECK-LABEL: TEST: testIRPrintingAndVerifier
# CHECK-NEXT: RuntimeError: IR printing can't be setup on a pass-manager without disabling multi-threading first.
# CHECK-NEXT: // -----// IR Dump Before CSE ('module' operation) //----- //
# CHECK-NEXT: module  {
# CHECK-NEXT:   func @g() {
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-LABEL: TEST: testCapsuleAndRelease
# CHECK-NEXT: PyCapsule
# CHECK-NEXT: RuntimeError: the PassManager has been released
