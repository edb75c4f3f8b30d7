# RUN: %PYTHON %s | FileCheck %s
# mlir.dialects.memref: ops with operand_segment_sizes (alloc), the LoadOp /
# StoreOp extension, subview's accessors on parsed IR, attribute accessors
# (global: string, type, unit and optional attributes).

from mlir.ir import *
from mlir.dialects import builtin, memref, std


def run(f):
  print("\nTEST:", f.__name__)
  f()
  return f


# CHECK-LABEL: TEST: testAllocLoadStore
@run
def testAllocLoadStore():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    f32 = F32Type.get()
    index = IndexType.get()
    dyn = MemRefType.get([-1, 4], f32)
    with InsertionPoint(m.body):
      @builtin.FuncOp.from_py_func(index, f32)
      def buffers(n, x):
        a = memref.AllocOp(dyn, [n], [], IntegerAttr.get(
            IntegerType.get_signless(64), 16))
        # CHECK: dynamicSizes: 1 symbolOperands: 0 alignment: 16 : i64
        print("dynamicSizes:", len(a.dynamicSizes), "symbolOperands:",
              len(a.symbolOperands), "alignment:", a.alignment)
        b = memref.AllocaOp(MemRefType.get([2], f32), [], [])
        # CHECK: no alignment: None
        print("no alignment:", b.alignment)
        zero = std.ConstantOp.create_index(0)
        memref.StoreOp(x, a, [zero, zero])
        v = memref.LoadOp(a, [zero, zero])
        # CHECK: load: f32 indices: 2
        print("load:", v.result.type, "indices:", len(v.indices))
        memref.StoreOp(v, b, [zero])
        d = memref.DimOp(index, a, zero)
        memref.DeallocOp(a)
        return d.result
    # CHECK: %0 = memref.alloc(%arg0) {alignment = 16 : i64} : memref<?x4xf32>
    # CHECK-NEXT: %1 = memref.alloca() : memref<2xf32>
    # CHECK-NEXT: %c0 = constant 0 : index
    # CHECK-NEXT: memref.store %arg1, %0[%c0, %c0] : memref<?x4xf32>
    # CHECK-NEXT: %2 = memref.load %0[%c0, %c0] : memref<?x4xf32>
    # CHECK-NEXT: memref.store %2, %1[%c0] : memref<2xf32>
    # CHECK-NEXT: %3 = memref.dim %0, %c0 : memref<?x4xf32>
    # CHECK-NEXT: memref.dealloc %0 : memref<?x4xf32>
    # CHECK-NEXT: return %3 : index
    print(m)
    # CHECK: verified: True
    print("verified:", m.operation.verify())
    with InsertionPoint(m.body):
      try:
        memref.LoadOp(std.ConstantOp.create_index(1), [])
      except TypeError as e:
        # CHECK: TypeError: LoadOp expects a memref operand, got a value of type index
        print("TypeError:", e)


# CHECK-LABEL: TEST: testSubViewAccessors
@run
def testSubViewAccessors():
  with Context():
    module = Module.parse("""
      func @f(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) {
        %0 = memref.subview %m[%a, 1][%b, 2][%c, 1] : memref<?x?xf32> to memref<?x2xf32, offset: ?, strides: [?, 1]>
        return
      }""")
    subview = module.body.operations[0].regions[0].blocks[0].operations[0]
    # CHECK: SubViewOp
    print(type(subview).__name__)
    # CHECK: source is operand 0: True
    print("source is operand 0:", subview.source == subview.operands[0])
    # CHECK: offsets 1 sizes 1 strides 1
    print("offsets", len(subview.offsets), "sizes", len(subview.sizes),
          "strides", len(subview.strides))
    # CHECK: static_offsets: [-9223372036854775808, 1]
    print("static_offsets:", subview.static_offsets)
    # CHECK: result type: memref<?x2xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
    print("result type:", subview.result.type)


# CHECK-LABEL: TEST: testGlobal
@run
def testGlobal():
  with Context(), Location.unknown():
    m = builtin.ModuleOp()
    t = MemRefType.get([2], IntegerType.get_signless(32))
    with InsertionPoint(m.body):
      g = memref.GlobalOp(StringAttr.get("g"), StringAttr.get("private"),
                          TypeAttr.get(t),
                          Attribute.parse("dense<[1, 2]> : tensor<2xi32>"),
                          True)
      # CHECK: sym_name: "g" visibility: "private" constant: True
      print("sym_name:", g.sym_name, "visibility:", g.sym_visibility,
            "constant:", g.constant)
      # CHECK: type: memref<2xi32>
      print("type:", g.type.value)
      g.constant = False
      # CHECK: constant now: False
      print("constant now:", g.constant)
      del g.sym_visibility
      # CHECK: visibility now: None
      print("visibility now:", g.sym_visibility)
      @builtin.FuncOp.from_py_func()
      def use():
        return memref.GetGlobalOp(t, FlatSymbolRefAttr.get("g"))
    # CHECK: memref.global @g : memref<2xi32> = dense<[1, 2]>
    # CHECK: %0 = memref.get_global @g : memref<2xi32>
    print(m)
