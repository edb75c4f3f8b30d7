# RUN: %PYTHON %s | FileCheck %s
# The builtin type classes: construction, accessors, the casting idiom.
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
    t = Type.parse("i32", ctx)
    print(t, repr(t), t.context is ctx)
    print(Type.parse("i32", ctx) == t, t == IntegerType.get_signless(32, ctx), t == "i32")
    it = IntegerType(t)
    print(type(it).__name__, it.width)
    try:
        F32Type(t)
    except ValueError as e:
        print("ValueError:", e)
    try:
        IntegerType(42)
    except TypeError as e:
        print("TypeError:", e)
    try:
        Type.parse("!notatype<", ctx)
    except MLIRError as e:
        print("MLIRError:", e)
    print(Type._CAPICreate(t._CAPIPtr) == t)
    print(hash(t) == hash(it))


@run
def testScalars():
    with Context():
        for t in (IntegerType.get_signless(16), IntegerType.get_signed(8),
                  IntegerType.get_unsigned(64)):
            print(t, t.width, t.is_signless, t.is_signed, t.is_unsigned)
        for cls in (IndexType, BF16Type, F16Type, F32Type, F64Type, NoneType):
            t = cls.get()
            print(t, cls.isinstance(t), IntegerType.isinstance(t))
        c = ComplexType.get(F32Type.get())
        print(c, c.element_type, ComplexType.isinstance(c))
        try:
            ComplexType.get(IndexType.get())
        except ValueError as e:
            print("ValueError:", e)
        try:
            IntegerType.get_signless(0)
        except ValueError as e:
            print("ValueError:", e)


@run
def testShaped():
    with Context(), Location.unknown():
        f32 = F32Type.get()
        v = VectorType.get([2, 3], f32)
        print(v, ShapedType.isinstance(v), VectorType.isinstance(v))
        s = ShapedType(v)
        print(s.element_type, s.has_rank, s.rank, s.has_static_shape, s.shape)
        t = RankedTensorType.get([-1, 4], f32)
        print(t, t.is_dynamic_dim(0), t.get_dim_size(1), t.has_static_shape,
              t.encoding)
        print(ShapedType.is_dynamic_size(-1), ShapedType.is_dynamic_size(3))
        print(ShapedType.is_dynamic_stride_or_offset(-9223372036854775808))
        u = UnrankedTensorType.get(f32)
        print(u, u.has_rank, UnrankedTensorType.isinstance(u))
        try:
            u.rank
        except ValueError as e:
            print("ValueError:", e)
        try:
            t.get_dim_size(5)
        except ValueError as e:
            print("ValueError:", e)
        try:
            VectorType.get([], f32)
        except MLIRError as e:
            print("MLIRError:", e)
        try:
            VectorType.get([2], NoneType.get(), loc=Location.file("t.py", 1, 2))
        except ValueError as e:
            print("ValueError:", e)
        try:
            RankedTensorType.get([-2], f32)
        except MLIRError as e:
            print("MLIRError:", e)


@run
def testMemRef():
    with Context() as ctx, Location.unknown():
        f32 = F32Type.get()
        m = MemRefType.get([2, 3], f32)
        print(m, m.memory_space, m.affine_maps, m.layout)
        lay = AffineMap.get_permutation([1, 0])
        m2 = MemRefType.get([2, 3], f32, lay, IntegerAttr.get(IntegerType.get_signless(64), 2))
        print(m2, m2.memory_space, m2.layout, len(m2.affine_maps))
        m3 = MemRefType.get([4], f32, layout=AffineMapAttr.get(
            AffineMap.get(1, 0, [AffineDimExpr.get(0) + 3])))
        print(m3, m3.layout)
        try:
            MemRefType.get([4], f32, lay)
        except MLIRError as e:
            print("MLIRError:", e)
        try:
            MemRefType.get([4], f32, 42)
        except TypeError as e:
            print("TypeError:", e)
        u = UnrankedMemRefType.get(f32, IntegerAttr.get(IntegerType.get_signless(64), 1))
        print(u, u.memory_space, UnrankedMemRefType.isinstance(u), MemRefType.isinstance(u))
        print(UnrankedMemRefType.get(f32, None).memory_space)


@run
def testTupleFunctionOpaque():
    with Context() as ctx:
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        t = TupleType.get_tuple([i32, f32])
        print(t, t.num_types, t.get_type(1))
        try:
            t.get_type(2)
        except IndexError as e:
            print("IndexError:", e)
        f = FunctionType.get([i32, f32], [f32])
        print(f, [str(x) for x in f.inputs], [str(x) for x in f.results])
        print(FunctionType.get([], []))
        o = OpaqueType.get("dialect", "type<x>")
        print(o, OpaqueType.isinstance(o), o.dialect_namespace, o.data)
        print(OpaqueType.isinstance(i32), ctx.allow_unregistered_dialects)
        try:
            FunctionType.get([1], [])
        except TypeError as e:
            print("TypeError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testParseAndCast
# CHECK-NEXT: i32 Type(i32) True
# CHECK-NEXT: True True False
# CHECK-NEXT: IntegerType 32
# CHECK-NEXT: ValueError: Cannot cast type to F32Type (from Type(i32))
# CHECK-NEXT: TypeError: expected a mlir._mlir_libs._mlir.ir.Type, got int
# CHECK-NEXT: MLIRError: Unable to parse type: '!notatype<'
# CHECK-NEXT: error: "<mlir_parser_buffer>":1:11: expected string literal data in dialect symbol
# CHECK-NEXT: True
# CHECK-NEXT: True
# CHECK-LABEL: TEST: testScalars
# CHECK-NEXT: i16 16 True False False
# CHECK-NEXT: si8 8 False True False
# CHECK-NEXT: ui64 64 False False True
# CHECK-NEXT: index True False
# CHECK-NEXT: bf16 True False
# CHECK-NEXT: f16 True False
# CHECK-NEXT: f32 True False
# CHECK-NEXT: f64 True False
# CHECK-NEXT: none True False
# CHECK-NEXT: complex<f32> f32 True
# CHECK-NEXT: ValueError: invalid 'Type(index)' and expected floating point or integer type.
# CHECK-NEXT: ValueError: invalid integer width 0
# CHECK-LABEL: TEST: testShaped
# CHECK-NEXT: vector<2x3xf32> True True
# CHECK-NEXT: f32 True 2 True [2, 3]
# CHECK-NEXT: tensor<?x4xf32> True 4 False None
# CHECK-NEXT: True False
# CHECK-NEXT: True
# CHECK-NEXT: tensor<*xf32> False True
# CHECK-NEXT: ValueError: calling this method requires that the type has a rank.
# CHECK-NEXT: ValueError: Invalid dimension index
# CHECK-NEXT: MLIRError: Invalid type:
# CHECK-NEXT: error: unknown: vector types must have at least one dimension
# CHECK-NEXT: ValueError: invalid 'Type(none)' and expected floating point or integer type.
# CHECK-NEXT: MLIRError: Invalid type:
# CHECK-NEXT: error: unknown: invalid tensor dimension size
# CHECK-LABEL: TEST: testMemRef
# CHECK-NEXT: memref<2x3xf32> <<NULL ATTRIBUTE>> [] []
# CHECK-NEXT: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>, 2> 2 : i64 [AffineMap((d0, d1) -> (d1, d0))] 1
# CHECK-NEXT: memref<4xf32, affine_map<(d0) -> (d0 + 3)>> [AffineMap((d0) -> (d0 + 3))]
# CHECK-NEXT: MLIRError: Invalid type:
# CHECK-NEXT: error: unknown: memref affine map dimension mismatch between memref rank and affine map1: 1 != 2
# CHECK-NEXT: TypeError: 'int' object is not iterable
# CHECK-NEXT: memref<*xf32, 1> 1 : i64 True False
# CHECK-NEXT: <<NULL ATTRIBUTE>>
# CHECK-LABEL: TEST: testTupleFunctionOpaque
# CHECK-NEXT: tuple<i32, f32> 2 f32
# CHECK-NEXT: IndexError: index out of range
# CHECK-NEXT: (i32, f32) -> f32 ['i32', 'f32'] ['f32']
# CHECK-NEXT: () -> ()
# CHECK-NEXT: !dialect.type<x> True dialect type<x>
# CHECK-NEXT: False False
# CHECK-NEXT: TypeError: expected a sequence of Types: item 0 is not a Type
