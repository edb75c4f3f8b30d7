# RUN: %PYTHON %s | FileCheck %s
# REQUIRES: numpy
# mlir.runtime (np_to_memref): descriptors built from numpy arrays and read
# back, without running any code.
import ctypes
import numpy as np
from mlir.runtime import *


def run(f):
    print("TEST:", f.__name__)
    f()
    return f


@run
def testRanked():
    a = np.arange(12, dtype=np.int64).reshape(3, 4)
    d = get_ranked_memref_descriptor(a)
    print(type(d).__name__, list(d.shape), list(d.strides), d.offset)
    print(ranked_memref_to_numpy(ctypes.pointer(d)).tolist())
    # a strided view keeps its strides (in elements)
    v = a[:, ::2]
    dv = get_ranked_memref_descriptor(v)
    print(list(dv.shape), list(dv.strides), ranked_memref_to_numpy(dv).tolist())
    # the offset moves the data start
    d.offset = 4
    d.shape[0] = 2
    print(ranked_memref_to_numpy(d).tolist())


@run
def testZeroD():
    a = np.array(3.5, dtype=np.float64)
    d = get_ranked_memref_descriptor(a)
    print(hasattr(d, "shape"), ranked_memref_to_numpy(d).tolist())
    cls = make_zero_d_memref_descriptor(ctypes.c_float)
    print([f[0] for f in cls._fields_])


@run
def testUnranked():
    a = np.array([[1, 2], [3, 4]], dtype=np.int32)
    u = get_unranked_memref_descriptor(a)
    print(u.rank, unranked_memref_to_numpy(ctypes.pointer(u), np.int32).tolist())
    cls = make_nd_memref_descriptor(2, ctypes.c_int32)
    print([f[0] for f in cls._fields_])
    print([f[0] for f in UnrankedMemRefDescriptor._fields_])
    print(as_ctype(np.float32).__name__, to_numpy((ctypes.c_int * 3)(1, 2, 3)).tolist())

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testRanked
# CHECK-NEXT: MemRefDescriptor [3, 4] [4, 1] 0
# CHECK-NEXT: {{[[][[]}}0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
# CHECK-NEXT: [3, 2] [4, 2] {{[[][[]}}0, 2], [4, 6], [8, 10]]
# CHECK-NEXT: {{[[][[]}}4, 5, 6, 7], [8, 9, 10, 11]]
# CHECK-LABEL: TEST: testZeroD
# CHECK-NEXT: False 3.5
# CHECK-NEXT: ['allocated', 'aligned', 'offset']
# CHECK-LABEL: TEST: testUnranked
# CHECK-NEXT: 2 {{[[][[]}}1, 2], [3, 4]]
# CHECK-NEXT: ['allocated', 'aligned', 'offset', 'shape', 'strides']
# CHECK-NEXT: ['rank', 'descriptor']
# CHECK-NEXT: c_float [1, 2, 3]
