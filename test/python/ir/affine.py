# RUN: %PYTHON %s | FileCheck %s
# AffineExpr (and subclasses), AffineMap, IntegerSet.
import gc
from mlir.ir import *


def run(f):
    print("TEST:", f.__name__)
    f()
    gc.collect()
    return f


@run
def testExprs():
    with Context() as ctx:
        d0 = AffineDimExpr.get(0)
        d1 = AffineExpr.get_dim(1)
        s0 = AffineSymbolExpr.get(0)
        c = AffineConstantExpr.get(4)
        print(d0, repr(d0), d0.position, s0.position, c.value)
        e = d0 + d1 * 2 - s0
        print(e, type(e).__name__, AffineAddExpr.isinstance(e))
        print(d0 + 1, 1 + d0, d0 * 3, d0 % 5, d0 - 2, type(d0 * 3).__name__)
        print(AffineExpr.get_floor_div(d0, 2), AffineCeilDivExpr.get(d0, c),
              AffineModExpr.get(d1, 3), AffineMulExpr.get(d0, s0))
        b = AffineBinaryExpr(AffineAddExpr.get(d0, d1))
        print(b.lhs, b.rhs, type(b).__name__)
        try:
            AffineDimExpr(s0)
        except ValueError as e:
            print("ValueError:", e)
        print(d0 == AffineDimExpr.get(0, context=ctx), d0 == d1, hash(d0) == hash(AffineDimExpr.get(0)))
        print(d0.context is ctx, AffineExpr._CAPICreate(d0._CAPIPtr) == d0)
        try:
            AffineExpr.get_add(d0, "x")
        except TypeError as e:
            print("TypeError:", e)
        try:
            AffineDimExpr.get(-1)
        except ValueError as e:
            print("ValueError:", e)


@run
def testMaps():
    with Context():
        d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
        s0 = AffineSymbolExpr.get(0)
        m = AffineMap.get(2, 1, [d0 + s0, d1 * 2, d0])
        print(m, repr(m))
        print(m.n_dims, m.n_symbols, m.n_inputs, [str(r) for r in m.results])
        print(m.is_permutation, m.is_projected_permutation)
        print(AffineMap.get_empty(), AffineMap.get_constant(3), AffineMap.get_identity(3))
        print(AffineMap.get_minor_identity(3, 2), AffineMap.get_permutation([2, 0, 1]))
        print(m.get_submap([0, 2]), m.get_major_submap(1), m.get_minor_submap(2))
        try:
            m.get_major_submap(7)
        except ValueError as e:
            print("ValueError:", e)
        print(m.replace(d0, d1, 2, 1))
        p = AffineMap.get_permutation([1, 0])
        print(p.is_permutation, AffineMap.get(2, 0, [d0]).is_projected_permutation)
        maps = AffineMap.compress_unused_symbols(
            [AffineMap.get(1, 2, [d0 + AffineSymbolExpr.get(1)]), AffineMap.get(1, 2, [d0])])
        print([str(x) for x in maps])
        print(AffineMap._CAPICreate(m._CAPIPtr) == m)
        for bad in (lambda: AffineMap.get_permutation([0, 0]),
                    lambda: AffineMap.get_permutation([]),
                    lambda: m.get_submap([5]),
                    lambda: AffineMap.get_minor_identity(1, 2),
                    lambda: AffineMap.get(1, 0, [1])):
            try:
                bad()
            except (ValueError, RuntimeError) as e:
                print(type(e).__name__ + ":", e)


@run
def testIntegerSets():
    with Context():
        d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
        s0 = AffineSymbolExpr.get(0)
        s = IntegerSet.get(2, 1, [d0 - s0, d1 - 10, d0 + d1], [True, False, False])
        print(s, repr(s))
        print(s.n_dims, s.n_symbols, s.n_inputs, s.n_equalities, s.n_inequalities)
        print([(str(c.expr), c.is_eq, c.pos) for c in s.constraints])
        print(s.is_canonical_empty, IntegerSet.get_empty(2, 1).is_canonical_empty)
        r = s.get_replaced([d1, d0], [AffineConstantExpr.get(3)], 2, 0)
        print(r)
        for bad in (lambda: IntegerSet.get(1, 0, [d0], [True, False]),
                    lambda: IntegerSet.get(1, 0, [], []),
                    lambda: s.get_replaced([d0], [s0], 1, 1)):
            try:
                bad()
            except ValueError as e:
                print("ValueError:", e)

# ---- expected output (FileCheck) --------------------
# CHECK-LABEL: TEST: testExprs
# CHECK-NEXT: d0 AffineExpr(d0) 0 0 4
# CHECK-NEXT: d0 + d1 * 2 - s0 AffineAddExpr True
# CHECK-NEXT: d0 + 1 d0 + 1 d0 * 3 d0 mod 5 d0 - 2 AffineMulExpr
# CHECK-NEXT: d0 floordiv 2 d0 ceildiv 4 d1 mod 3 d0 * s0
# CHECK-NEXT: d0 d1 AffineBinaryExpr
# CHECK-NEXT: ValueError: Cannot cast affine expression to AffineDimExpr (from AffineExpr(s0))
# CHECK-NEXT: True False True
# CHECK-NEXT: True True
# CHECK-NEXT: TypeError: expected AffineExpr or int operands
# CHECK-NEXT: ValueError: position must be non-negative
# CHECK-LABEL: TEST: testMaps
# CHECK-NEXT: (d0, d1)[s0] -> (d0 + s0, d1 * 2, d0) AffineMap((d0, d1)[s0] -> (d0 + s0, d1 * 2, d0))
# CHECK-NEXT: 2 1 3 ['d0 + s0', 'd1 * 2', 'd0']
# CHECK-NEXT: False False
# CHECK-NEXT: () -> () () -> (3) (d0, d1, d2) -> (d0, d1, d2)
# CHECK-NEXT: (d0, d1, d2) -> (d1, d2) (d0, d1, d2) -> (d2, d0, d1)
# CHECK-NEXT: (d0, d1)[s0] -> (d0 + s0, d0) (d0, d1)[s0] -> (d0 + s0) (d0, d1)[s0] -> (d1 * 2, d0)
# CHECK-NEXT: ValueError: number of results out of bounds
# CHECK-NEXT: (d0, d1)[s0] -> (d1 + s0, d1 * 2, d1)
# CHECK-NEXT: True True
# CHECK-NEXT: ['(d0)[s0] -> (d0 + s0)', '(d0)[s0] -> (d0)']
# CHECK-NEXT: True
# CHECK-NEXT: RuntimeError: Invalid permutation when attempting to create an AffineMap
# CHECK-NEXT: ValueError: Invalid permutation when attempting to create an AffineMap
# CHECK-NEXT: ValueError: result position out of bounds
# CHECK-NEXT: ValueError: the number of results must not exceed the dimensions
# CHECK-NEXT: RuntimeError: Invalid expression when attempting to create an AffineMap
# CHECK-LABEL: TEST: testIntegerSets
# CHECK-NEXT: (d0, d1)[s0] : (d0 - s0 == 0, d1 - 10 >= 0, d0 + d1 >= 0) IntegerSet((d0, d1)[s0] : (d0 - s0 == 0, d1 - 10 >= 0, d0 + d1 >= 0))
# CHECK-NEXT: 2 1 3 1 2
# CHECK-NEXT: [('d0 - s0', True, 0), ('d1 - 10', False, 1), ('d0 + d1', False, 2)]
# CHECK-NEXT: False True
# CHECK-NEXT: (d0, d1) : (d1 - 3 == 0, d0 - 10 >= 0, d1 + d0 >= 0)
# CHECK-NEXT: ValueError: Expected the number of constraints to match that of equality flags
# CHECK-NEXT: ValueError: Expected non-empty list of constraints
# CHECK-NEXT: ValueError: Expected the number of dimension replacement expressions to match that of dimensions
