#!/usr/bin/env python3
"""Writes a module with many functions for print-parallel.test: affine map /
set aliases first used in different functions, locations shared between op
locations (deferred aliases) and block-argument locations (aliases printed
up front), std ops with result names (and name conflicts), multi-result ops,
several blocks with branches, nested regions of unregistered ops, dense
elements, argument attributes and region-less module-level ops.  Output is
deterministic (fixed seed)."""
import random
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 400
rng = random.Random(7)

MAPS = ["affine_map<(d0) -> (d0 + %d)>" % k for k in range(24)] + [
    "affine_map<(d0, d1) -> (d1, d0 floordiv %d)>" % (k + 2) for k in range(12)
] + ["affine_map<(d0)[s0] -> (d0 * %d + s0)>" % (k + 1) for k in range(8)]
SETS = ["affine_set<(d0) : (d0 - %d >= 0)>" % k for k in range(10)]
LOCS = ['loc("many.mlir":%d:%d)' % (k, k % 7 + 1) for k in range(30)] + [
    'loc(fused["a.mlir":%d:1, "b.mlir":2:%d])' % (k, k) for k in range(5)] + [
    'loc(callsite("callee%d" at "c.mlir":%d:3))' % (k, k) for k in range(5)]
SCALARS = ["i32", "i64", "f32", "index"]


def loc():
    return " " + rng.choice(LOCS) if rng.random() < 0.35 else ""


def memref():
    return "memref<4x?xf32, %s>" % rng.choice(MAPS[24:36])


out = []
w = out.append
w("module {")
for g in range(3):
    w('  "many.global"() {sym_name = "g%d", m = %s} : () -> ()' %
      (g, rng.choice(MAPS)))
for f in range(N):
    nargs = rng.randint(1, 3)
    args = []
    for a in range(nargs):
        t = rng.choice(SCALARS + ["memref"])
        t = memref() if t == "memref" else t
        attr = " {many.arg = %d : i32}" % a if rng.random() < 0.2 else ""
        args.append("%%a%d: %s%s%s" % (a, t, attr, loc()))
    vis = "private " if f % 17 == 5 else ""
    w("  func %s@f%d(%s) -> i32 {" % (vis, f, ", ".join(args)))
    w("    %%c%d = constant %d : i32%s" % (f % 3, f % 5, loc()))
    w("    %%k = constant %d : i32" % (f % 5))
    w("    %%s = addi %%c%d, %%k : i32%s" % (f % 3, loc()))
    w('    %%p:2 = "many.pair"(%%s) {map = %s, set = %s} : (i32) -> (i32, i1)%s'
      % (rng.choice(MAPS), rng.choice(SETS), loc()))
    if rng.random() < 0.3:
        w('    "many.dense"() {d = dense<[%s]> : tensor<6xi32>, '
          'f = %s : f64} : () -> ()' %
          (", ".join(str(rng.randint(-9, 9)) for _ in range(6)),
           rng.choice(["1.5", "-0.25", "3.0e+10"])))
    w('    %r = "many.region"(%p#0) ({')
    w("    ^bb0(%%x: i32%s):" % loc())
    w('      %%y = "many.inner"(%%x, %%s) {m = %s} : (i32, i32) -> i32%s' %
      (rng.choice(MAPS), loc()))
    w('      br ^bb1(%y : i32)')
    w("    ^bb1(%z: i32):")
    w('      "many.yield"(%z) : (i32) -> ()')
    w("    }) : (i32) -> i32")
    w("    cond_br %p#1, ^bb1, ^bb2(%r : i32)")
    w("  ^bb1:")
    w("    return %%s : i32%s" % loc())
    w("  ^bb2(%%v: i32%s):" % loc())
    w("    return %v : i32")
    w("  }")
w("}")
print("\n".join(out))
