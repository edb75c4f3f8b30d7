# RUN: %PYTHON %s | FileCheck %s
# REQUIRES: jit, numpy
# ExecutionEngine: scalar and memref calls through invoke, runtime
# callbacks, shared libraries, opt levels, lookups and errors.
import ctypes
import gc
import os
import numpy as np
from mlir.ir import *
from mlir.passmanager import *
import mlir.conversions  # noqa: F401  (registers the lowering passes)
from mlir.execution_engine import *
from mlir.runtime import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


def lower(module):
    PassManager.parse("convert-scf-to-std,convert-memref-to-llvm,"
                      "convert-std-to-llvm").run(module)
    return module


@run
def testScalar():
    with Context():
        m = lower(Module.parse(r"""
          func @add(%a: f32, %b: f32) -> f32 attributes { llvm.emit_c_interface } {
            %0 = addf %a, %b : f32
            return %0 : f32
          }"""))
        for level in (0, 3):
            ee = ExecutionEngine(m, opt_level=level)
            a = ctypes.c_float(40.5)
            b = ctypes.c_float(1.5)
            res = ctypes.c_float(0)
            ee.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(res))
            print(res.value)
        print(ee.raw_lookup("add") != 0, ee.raw_lookup("nope"))
        try:
            ee.invoke("nope")
        except RuntimeError as e:
            print("RuntimeError:", e)


@run
def testMemRef():
    with Context():
        m = lower(Module.parse(r"""
          func @scale(%m: memref<2x3xf32>, %s: f32) attributes { llvm.emit_c_interface } {
            %c0 = constant 0 : index
            %c1 = constant 1 : index
            %c2 = constant 2 : index
            %c3 = constant 3 : index
            scf.for %i = %c0 to %c2 step %c1 {
              scf.for %j = %c0 to %c3 step %c1 {
                %v = memref.load %m[%i, %j] : memref<2x3xf32>
                %r = mulf %v, %s : f32
                memref.store %r, %m[%i, %j] : memref<2x3xf32>
              }
            }
            return
          }
          func @unranked(%m: memref<*xf32>) attributes { llvm.emit_c_interface } {
            return
          }"""))
        ee = ExecutionEngine(m)
        arr = np.arange(6, dtype=np.float32).reshape(2, 3)
        desc = ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(arr)))
        s = ctypes.c_float(2.0)
        ee.invoke("scale", desc, ctypes.pointer(s))
        print(arr.tolist())
        back = ranked_memref_to_numpy(desc[0])
        print(back.tolist(), back.dtype)
        u = ctypes.pointer(ctypes.pointer(get_unranked_memref_descriptor(arr)))
        ee.invoke("unranked", u)
        print(unranked_memref_to_numpy(u[0], np.float32).tolist())


@run
def testRuntimeCallback():
    with Context():
        m = lower(Module.parse(r"""
          func private @host(i64) -> i64 attributes { llvm.emit_c_interface }
          func @call_host(%x: i64) -> i64 attributes { llvm.emit_c_interface } {
            %0 = call @host(%x) : (i64) -> i64
            return %0 : i64
          }"""))
        ee = ExecutionEngine(m)

        @ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)
        def host(x):
            print("host called with", x)
            return x * 10

        ee.register_runtime("host", host)
        x = ctypes.c_int64(4)
        r = ctypes.c_int64(0)
        ee.invoke("call_host", ctypes.pointer(x), ctypes.pointer(r))
        print(r.value)


@run
def testSharedLibs():
    libdir = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        __import__("mlir").__file__))), "lib")
    lib = os.path.join(libdir, "libcmlir_c_runner_utils.so")
    with Context():
        m = lower(Module.parse(r"""
          func private @printF32(f32)
          func private @printNewline()
          func @go() attributes { llvm.emit_c_interface } {
            %f = constant 2.5 : f32
            call @printF32(%f) : (f32) -> ()
            call @printNewline() : () -> ()
            return
          }"""))
        ee = ExecutionEngine(m, shared_libs=[lib])
        import sys
        sys.stdout.flush()
        ee.invoke("go")
        ctypes.CDLL(None).fflush(None)  # the C runtime's stdout buffer
        print(os.path.exists(lib))


@run
def testErrors():
    with Context():
        m = Module.parse("func @f() { return }")
        try:
            ExecutionEngine(m)  # not in the LLVM dialect
        except RuntimeError as e:
            print("RuntimeError:", e)
        try:
            ExecutionEngine(m, opt_level=7)
        except ValueError as e:
            print("ValueError:", e)
        try:
            ExecutionEngine(42)
        except TypeError as e:
            print("TypeError:", e)
        ee = ExecutionEngine(lower(Module.parse("func @f() { return }")))
        ee._testing_release()
        try:
            ee.raw_lookup("f")
        except RuntimeError as e:
            print("RuntimeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testScalar
# CHECK-NEXT: 42.0
# CHECK-NEXT: 42.0
# CHECK-NEXT: True 0
# CHECK-NEXT: RuntimeError: Unknown function nope
# CHECK-LABEL: TEST: testMemRef
# CHECK-NEXT: {{[[][[]}}0.0, 2.0, 4.0], [6.0, 8.0, 10.0]]
# CHECK-NEXT: {{[[][[]}}0.0, 2.0, 4.0], [6.0, 8.0, 10.0]] float32
# CHECK-NEXT: {{[[][[]}}0.0, 2.0, 4.0], [6.0, 8.0, 10.0]]
# CHECK-LABEL: TEST: testRuntimeCallback
# CHECK-NEXT: host called with 4
# CHECK-NEXT: 40
# CHECK-LABEL: TEST: testSharedLibs
# CHECK-NEXT: 2.5
# CHECK-NEXT: True
# CHECK-LABEL: TEST: testErrors
# CHECK-NEXT: RuntimeError: Failure while creating the ExecutionEngine.
# CHECK-NEXT: ValueError: opt_level must be 0, 1, 2 or 3
# CHECK-NEXT: TypeError: expected a Module, got int
# CHECK-NEXT: RuntimeError: the ExecutionEngine has been released
