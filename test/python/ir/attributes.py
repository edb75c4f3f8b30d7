# RUN: %PYTHON %s | FileCheck %s
# The builtin attribute classes (dense elements: dense_elements.py).
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testParseAndCast():
    ctx = Context()
    a = Attribute.parse('"hello"', ctx)
    print(a, repr(a), a.type, a.context is ctx)
    s = StringAttr(a)
    print(type(s).__name__, s.value, s == a, a == "hello")
    try:
        IntegerAttr(a)
    except ValueError as e:
        print("ValueError:", e)
    try:
        Attribute.parse("[1, ", ctx)
    except MLIRError as e:
        print("MLIRError:", e)
    print(a.get_named("name"), Attribute._CAPICreate(a._CAPIPtr) == a)
    print(StringAttr.isinstance(a), UnitAttr.isinstance(a))


@run
def testScalarAttrs():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        i = IntegerAttr.get(i32, -5)
        print(i, i.value, i.type)
        print(IntegerAttr.get(IndexType.get(), 7))
        print(IntegerAttr.get(IntegerType.get_unsigned(8), 255).value)
        try:
            IntegerAttr.get(F32Type.get(), 1)
        except ValueError as e:
            print("ValueError:", e)
        f = FloatAttr.get(F32Type.get(), 1.5)
        print(f, f.value, FloatAttr.get_f32(2.0), FloatAttr.get_f64(-0.25))
        try:
            FloatAttr.get(i32, 1.0)
        except ValueError as e:
            print("ValueError:", e)
        b = BoolAttr.get(True)
        print(b, b.value, BoolAttr.get(False), BoolAttr.isinstance(b),
              IntegerAttr.isinstance(b))
        print(StringAttr.get_typed(i32, "x"), StringAttr.get("a\"b"))
        print(FlatSymbolRefAttr.get("f"), FlatSymbolRefAttr.get("f").value)
        sr = SymbolRefAttr.get(["a", "b", "c"])
        print(sr, sr.value)
        print(TypeAttr.get(i32), TypeAttr.get(i32).value)
        print(UnitAttr.get(), UnitAttr.isinstance(UnitAttr.get()))
        o = OpaqueAttr.get("dial", b"data", NoneType.get())
        print(o.dialect_namespace, o.data, OpaqueAttr.isinstance(o))


@run
def testContainers():
    with Context():
        i32 = IntegerType.get_signless(32)
        arr = ArrayAttr.get([IntegerAttr.get(i32, 1), StringAttr.get("x")])
        print(arr, len(arr), arr[1], arr[-1])
        print([str(x) for x in arr])
        arr2 = arr + [UnitAttr.get()]
        print(arr2)
        try:
            arr[2]
        except IndexError as e:
            print("IndexError:", e)
        try:
            ArrayAttr.get([1])
        except RuntimeError as e:
            print("RuntimeError:", e)
        d = DictAttr.get({"b": UnitAttr.get(), "a": IntegerAttr.get(i32, 2)})
        print(d, len(d), d["a"], "b" in d, "c" in d)
        print(d[0])
        try:
            d["c"]
        except KeyError as e:
            print("KeyError:", e)
        try:
            d[5]
        except IndexError as e:
            print("IndexError:", e)
        print(DictAttr.get())
        m = AffineMapAttr.get(AffineMap.get_identity(2))
        print(m, m.value)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testParseAndCast
# CHECK-NEXT: "hello" Attribute("hello") none True
# CHECK-NEXT: StringAttr hello True False
# CHECK-NEXT: ValueError: Cannot cast attribute to IntegerAttr (from Attribute("hello"))
# CHECK-NEXT: MLIRError: Unable to parse attribute: '[1, '
# CHECK-NEXT: error: "<mlir_parser_buffer>":1:5: expected non-function type
# CHECK-NEXT: NamedAttribute(name="hello") True
# CHECK-NEXT: True False
# CHECK-LABEL: TEST: testScalarAttrs
# CHECK-NEXT: -5 : i32 -5 i32
# CHECK-NEXT: 7 : index
# CHECK-NEXT: -1
# CHECK-NEXT: ValueError: IntegerAttr requires an integer or index type (got Type(f32))
# CHECK-NEXT: 1.500000e+00 : f32 1.5 2.000000e+00 : f32 -2.500000e-01 : f64
# CHECK-NEXT: ValueError: invalid 'Type(i32)' and expected floating point type.
# CHECK-NEXT: true True false True False
# CHECK-NEXT: "x" : i32 "a\22b"
# CHECK-NEXT: @f f
# CHECK-NEXT: @a::@b::@c ['a', 'b', 'c']
# CHECK-NEXT: i32 i32
# CHECK-NEXT: unit True
# CHECK-NEXT: dial b'data' True
# CHECK-LABEL: TEST: testContainers
# CHECK-NEXT: [1 : i32, "x"] 2 "x" "x"
# CHECK-NEXT: ['1 : i32', '"x"']
# CHECK-NEXT: [1 : i32, "x", unit]
# CHECK-NEXT: IndexError: ArrayAttribute index out of range
# CHECK-NEXT: RuntimeError: Invalid attribute when attempting to create an ArrayAttribute
# CHECK-NEXT: {a = 2 : i32, b} 2 2 : i32 True False
# CHECK-NEXT: NamedAttribute(a=2 : i32)
# CHECK-NEXT: KeyError: 'attempt to access a non-existent attribute'
# CHECK-NEXT: IndexError: attempt to access out of bounds attribute
# CHECK-NEXT: {}
# CHECK-NEXT: affine_map<(d0, d1) -> (d0, d1)> (d0, d1) -> (d0, d1)
