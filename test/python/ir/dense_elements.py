# RUN: %PYTHON %s | FileCheck %s
# REQUIRES: numpy
# DenseElementsAttr / DenseIntElementsAttr / DenseFPElementsAttr from and
# to numpy arrays through the buffer protocol.
import gc
import numpy as np
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testFromNumpy():
    with Context():
        for arr in (np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32),
                    np.array([1.5, 2.5], dtype=np.float32),
                    np.array([[1.0], [2.0]], dtype=np.float64),
                    np.array([1, -2], dtype=np.int64),
                    np.array([7, 8], dtype=np.int8),
                    np.array([7, 8], dtype=np.uint8),
                    np.array([True, False, True]),
                    np.array([3, 4], dtype=np.int16),
                    np.array([0.5, -2.0], dtype=np.float16),
                    np.array(5, dtype=np.int32)):
            a = DenseElementsAttr.get(arr)
            print(a, type(a).__name__, len(a), a.is_splat)
        print(DenseElementsAttr.get(np.array([1, 2], dtype=np.int32), signless=False))
        print(DenseElementsAttr.get(np.array([1, 2], dtype=np.uint32), signless=False))
        print(DenseElementsAttr.get(np.array([1, 2, 3, 4], dtype=np.int32), shape=[2, 2]))
        print(DenseElementsAttr.get(np.array([1, 2], dtype=np.int64),
                                    type=IndexType.get()))
        print(DenseElementsAttr.get(np.array([[1, 2], [3, 4]], dtype=np.int32).T))
        print(DenseElementsAttr.get(np.array([1, 1, 1], dtype=np.int32)).is_splat)


@run
def testToNumpy():
    with Context():
        for arr in (np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32),
                    np.array([1.5, 2.5], dtype=np.float32),
                    np.array([1, -2], dtype=np.int64),
                    np.array([True, False, True]),
                    np.array([0.5, -2.0], dtype=np.float16),
                    np.array([300, 2], dtype=np.uint16)):
            a = DenseElementsAttr.get(arr)
            back = np.array(a)
            print(back.dtype, back.shape, back.tolist(), np.array_equal(back, arr))
        a = DenseIntElementsAttr(Attribute.parse("dense<[1, 2, 3]> : tensor<3xi32>"))
        print(a[0], a[-1], list(a), np.array(a, copy=False).tolist())
        f = DenseFPElementsAttr(Attribute.parse("dense<[1.5, 2.0]> : tensor<2xf64>"))
        print(f[1], list(f))
        s = Attribute.parse("dense<7> : tensor<2x2xi64>")
        print(type(s).__name__, DenseElementsAttr(s).is_splat,
              np.array(DenseIntElementsAttr(s)).tolist())
        print(np.array(DenseIntElementsAttr(
            Attribute.parse("dense<true> : tensor<3xi1>"))).tolist())
        try:
            a[3]
        except IndexError as e:
            print("IndexError:", e)
        try:
            DenseIntElementsAttr(f)
        except ValueError as e:
            print("ValueError:", e)
        try:
            memoryview(DenseFPElementsAttr(Attribute.parse("dense<1.0> : tensor<2xbf16>")))
        except ValueError as e:
            print("ValueError:", e)


@run
def testSplat():
    with Context():
        t = RankedTensorType.get([2, 3], F32Type.get(), loc=Location.unknown())
        s = DenseElementsAttr.get_splat(t, FloatAttr.get_f32(1.0))
        print(s, s.is_splat, s.type)
        try:
            DenseElementsAttr.get_splat(t, FloatAttr.get_f64(1.0))
        except ValueError as e:
            print("ValueError:", e)
        try:
            DenseElementsAttr.get_splat(UnrankedTensorType.get(F32Type.get(), loc=Location.unknown()),
                                        FloatAttr.get_f32(1.0))
        except ValueError as e:
            print("ValueError:", e)


@run
def testBadInput():
    with Context():
        try:
            DenseElementsAttr.get(np.array(["a", "b"]))
        except ValueError as e:
            print("ValueError:", e)
        try:
            DenseElementsAttr.get(np.array([1, 2], dtype=np.int32), shape=[3])
        except ValueError as e:
            print("ValueError:", e)
        try:
            DenseElementsAttr.get(np.array([1, 2], dtype=np.int32), type=F64Type.get())
        except ValueError as e:
            print("ValueError:", e)
        try:
            DenseElementsAttr.get(42)
        except TypeError as e:
            print("TypeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testFromNumpy
# CHECK-NEXT: dense<{{[[][[]}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32> DenseIntElementsAttr 6 False
# CHECK-NEXT: dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32> DenseFPElementsAttr 2 False
# CHECK-NEXT: dense<{{[[][[]}}1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64> DenseFPElementsAttr 2 False
# CHECK-NEXT: dense<[1, -2]> : tensor<2xi64> DenseIntElementsAttr 2 False
# CHECK-NEXT: dense<[7, 8]> : tensor<2xi8> DenseIntElementsAttr 2 False
# CHECK-NEXT: dense<[7, 8]> : tensor<2xi8> DenseIntElementsAttr 2 False
# CHECK-NEXT: dense<[true, false, true]> : tensor<3xi1> DenseIntElementsAttr 3 False
# CHECK-NEXT: dense<[3, 4]> : tensor<2xi16> DenseIntElementsAttr 2 False
# CHECK-NEXT: dense<[5.000000e-01, -2.000000e+00]> : tensor<2xf16> DenseFPElementsAttr 2 False
# CHECK-NEXT: dense<5> : tensor<i32> DenseIntElementsAttr 1 True
# CHECK-NEXT: dense<[1, 2]> : tensor<2xsi32>
# CHECK-NEXT: dense<[1, 2]> : tensor<2xui32>
# CHECK-NEXT: dense<{{[[][[]}}1, 2], [3, 4]]> : tensor<2x2xi32>
# CHECK-NEXT: dense<[1, 2]> : tensor<2xindex>
# CHECK-NEXT: dense<{{[[][[]}}1, 3], [2, 4]]> : tensor<2x2xi32>
# CHECK-NEXT: True
# CHECK-LABEL: TEST: testToNumpy
# CHECK-NEXT: int32 (2, 3) {{[[][[]}}1, 2, 3], [4, 5, 6]] True
# CHECK-NEXT: float32 (2,) [1.5, 2.5] True
# CHECK-NEXT: int64 (2,) [1, -2] True
# CHECK-NEXT: bool (3,) [True, False, True] True
# CHECK-NEXT: float16 (2,) [0.5, -2.0] True
# CHECK-NEXT: int16 (2,) [300, 2] True
# CHECK-NEXT: 1 3 [1, 2, 3] [1, 2, 3]
# CHECK-NEXT: 2.0 [1.5, 2.0]
# CHECK-NEXT: Attribute True {{[[][[]}}7, 7], [7, 7]]
# CHECK-NEXT: [True, True, True]
# CHECK-NEXT: IndexError: attempt to access out of bounds element
# CHECK-NEXT: ValueError: Cannot cast attribute to DenseIntElementsAttr (from Attribute(dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf64>))
# CHECK-NEXT: ValueError: unsupported data type for conversion to Python buffer
# CHECK-LABEL: TEST: testSplat
# CHECK-NEXT: dense<1.000000e+00> : tensor<2x3xf32> True tensor<2x3xf32>
# CHECK-NEXT: ValueError: Shaped element type and attribute type must be equal: shaped=Type(tensor<2x3xf32>), element=Attribute(1.000000e+00 : f64)
# CHECK-NEXT: ValueError: Expected a static ShapedType for the shaped_type parameter: Type(tensor<*xf32>)
# CHECK-LABEL: TEST: testBadInput
# CHECK-NEXT: ValueError: unimplemented array format conversion from format: 1w
# CHECK-NEXT: ValueError: shape does not match the number of elements
# CHECK-NEXT: ValueError: the element type does not match the array's item size
# CHECK-NEXT: TypeError: a bytes-like object is required, not 'int'
