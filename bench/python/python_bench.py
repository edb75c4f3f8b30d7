# python_bench.py - the Python bindings benchmark (bench/python.sh).
#
#   build   the module of bench/capi/capi_bench.c (N functions: constants,
#           addi/muli/subi/cmpi/select, memref alloc/load/store/dealloc, an
#           scf.for with iter_args), op by op with Operation.create, the
#           same generic creation calls the C benchmark makes
#   print   str(module)
#   parse_opt_print   Module.parse of a file, canonicalize + cse with a
#           PassManager, str() of the result (the path compared with
#           `cmlir-opt -canonicalize -cse` / `mlir-opt-13` on that file)
#
# Prints `phase <name> <wall s> <cpu s>` and `ops <n>` lines.
# usage: python_bench.py N [out.mlir]       build (and write the module)
#        python_bench.py --parse in.mlir out.mlir   parse / opt / print
import sys
import time

from mlir.ir import *
from mlir.passmanager import PassManager
import mlir.transforms  # noqa: F401


def build(n):
    loc = Location.file("capi_bench", 1, 1)
    i64 = IntegerType.get_signless(64)
    i1 = IntegerType.get_signless(1)
    index = IndexType.get()
    memref = MemRefType.get([-1], i64, loc=loc)
    seg_alloc = Attribute.parse("dense<[1, 0]> : vector<2xi32>")
    pred = IntegerAttr.get(i64, 2)
    create = Operation.create
    module = Module.create(loc)
    body = module.body

    def op(name, operands=(), result=None, attrs=None):
        # at the current insertion point (`with InsertionPoint(block):`)
        o = create(name, results=[result] if result else None,
                   operands=operands, attributes=attrs, loc=loc)
        return o.result if result else None

    for i in range(n):
        fty = FunctionType.get([memref, index], [i64])
        f = create("func", attributes={"sym_name": StringAttr.get("f%d" % i),
                                       "type": TypeAttr.get(fty)},
                   regions=1, loc=loc, ip=InsertionPoint(body))
        entry = f.regions[0].blocks.append(memref, index)
        m, nn = entry.arguments
        with InsertionPoint(entry):
            c0 = op("std.constant", (), index, {"value": IntegerAttr.get(index, 0)})
            c1 = op("std.constant", (), index, {"value": IntegerAttr.get(index, 1)})
            k = op("std.constant", (), i64, {"value": IntegerAttr.get(i64, i)})
            one = op("std.constant", (), i64, {"value": IntegerAttr.get(i64, 1)})
            zero = op("std.constant", (), i64, {"value": IntegerAttr.get(i64, 0)})
            tmp = op("memref.alloc", (nn,), memref,
                     {"operand_segment_sizes": seg_alloc})
            loop = create("scf.for", results=[i64], operands=[c0, nn, c1, k],
                          regions=1, loc=loc)
            lb = loop.regions[0].blocks.append(index, i64)
            iv, acc = lb.arguments
            with InsertionPoint(lb):
                x = op("memref.load", (m, iv), i64)
                a1 = op("std.addi", (x, k), i64)
                a2 = op("std.addi", (x, k), i64)
                p = op("std.muli", (a1, a2), i64)
                p1 = op("std.muli", (p, one), i64)
                p0 = op("std.addi", (p1, zero), i64)
                q = op("std.subi", (p0, acc), i64)
                c = op("std.cmpi", (q, acc), i1, {"predicate": pred})
                s = op("std.select", (c, q, acc), i64)
                op("memref.store", (s, tmp, iv))
                y = op("memref.load", (tmp, iv), i64)
                op("memref.store", (y, m, iv))
                op("scf.yield", (s,))
            op("memref.dealloc", (tmp,))
            r2 = op("std.addi", (loop.result, zero), i64)
            op("std.return", (r2,))
    return module


def count_ops(module):
    n = [0]
    module.operation.walk(lambda o: n.__setitem__(0, n[0] + 1))
    return n[0]


def timed(name, fn):
    w, c = time.perf_counter(), time.process_time()
    r = fn()
    print("phase %s %.6f %.6f" % (name, time.perf_counter() - w,
                                  time.process_time() - c))
    return r


def main():
    if sys.argv[1] == "--parse":
        src = open(sys.argv[2]).read()
        with Context():
            def path():
                m = Module.parse(src)
                PassManager.parse("canonicalize,cse").run(m)
                return str(m)
            out = timed("parse_opt_print", path)
            open(sys.argv[3], "w").write(out)
        return
    n = int(sys.argv[1])
    with Context():
        m = timed("build", lambda: build(n))
        print("ops", count_ops(m))
        text = timed("print", lambda: str(m))
        if len(sys.argv) > 2:
            open(sys.argv[2], "w").write(text)


main()
