#!/usr/bin/env python3
"""gen_affine.py - generate a large module of affine loop nests for
bench/affine.sh: each function holds a chain of producer / consumer nests
over memref arguments and a local buffer (element-wise maps, stencils with
shifted subscripts, reductions, a matmul-like 3-deep nest), with constant
bounds, so that fusion, scalar replacement, tiling, unrolling and the
lowering all have work.  Deterministic per seed; accepted by mlir-opt-13.

usage: gen_affine.py [--size-mb N] [--seed N] [-o out.mlir]
"""
import argparse
import random
import sys


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.n = 0
        self.lines = []

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, ind, text):
        self.lines.append('  ' * ind + text)

    def body(self, ind, ivs, srcs, dst, size):
        r = self.r
        vals = []
        for s in srcs:
            subs = []
            for k, iv in enumerate(ivs[:2]):
                off = r.choice([0, 0, 0, 1, -1])
                if off > 0:
                    subs.append('%s + %d' % (iv, off))
                elif off < 0:
                    subs.append('%s - %d' % (iv, -off))
                else:
                    subs.append(iv)
            # keep shifted subscripts in bounds: loops run 1 .. size-1
            v = self.fresh()
            self.emit(ind, '%s = affine.load %s[%s] : memref<%dx%dxf32>' % (v, s, ', '.join(subs), size, size))
            vals.append(v)
        acc = vals[0]
        for v in vals[1:]:
            t = self.fresh()
            self.emit(ind, '%s = %s %s, %s : f32' % (t, r.choice(['addf', 'mulf', 'subf']), acc, v))
            acc = t
        t = self.fresh()
        self.emit(ind, '%s = mulf %s, %s : f32' % (t, acc, acc))
        self.emit(ind, 'affine.store %s, %s[%s, %s] : memref<%dx%dxf32>' % (t, dst, ivs[0], ivs[1], size, size))

    def func(self, idx):
        r = self.r
        size = r.choice([32, 64, 128])
        ty = 'memref<%dx%dxf32>' % (size, size)
        self.emit(0, 'func @f%d(%%A: %s, %%B: %s, %%C: %s) {' % (idx, ty, ty, ty))
        self.emit(1, '%%T = memref.alloc() : %s' % ty)
        bufs = ['%A', '%B', '%T']
        prev = '%T'
        for k in range(r.randint(3, 6)):
            kind = r.choice(['map', 'map', 'stencil', 'matmul'])
            i, j, l = self.fresh(), self.fresh(), self.fresh()
            dst = '%C' if k % 2 else '%T'
            srcs = [prev] + r.sample(['%A', '%B'], r.randint(0, 2))
            if dst in srcs:
                srcs.remove(dst)
            if not srcs:
                srcs = ['%A']
            self.emit(1, 'affine.for %s = 1 to %d {' % (i, size - 1))
            self.emit(2, 'affine.for %s = 1 to %d {' % (j, size - 1))
            if kind == 'matmul':
                self.emit(3, 'affine.for %s = 0 to %d {' % (l, size))
                a, b, c = self.fresh(), self.fresh(), self.fresh()
                self.emit(4, '%s = affine.load %s[%s, %s] : %s' % (a, srcs[0], i, l, ty))
                self.emit(4, '%s = affine.load %%B[%s, %s] : %s' % (b, l, j, ty))
                self.emit(4, '%s = affine.load %s[%s, %s] : %s' % (c, dst, i, j, ty))
                p, s = self.fresh(), self.fresh()
                self.emit(4, '%s = mulf %s, %s : f32' % (p, a, b))
                self.emit(4, '%s = addf %s, %s : f32' % (s, c, p))
                self.emit(4, 'affine.store %s, %s[%s, %s] : %s' % (s, dst, i, j, ty))
                self.emit(3, '}')
            else:
                self.body(3, [i, j], srcs, dst, size)
            self.emit(2, '}')
            self.emit(1, '}')
            prev = dst
        self.emit(1, 'memref.dealloc %%T : %s' % ty)
        self.emit(1, 'return')
        self.emit(0, '}')
        del bufs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--size-mb', type=float, default=10)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-o', default='-')
    a = ap.parse_args()
    g = Gen(random.Random(a.seed))
    limit = int(a.size_mb * 1024 * 1024)
    total = 0
    idx = 0
    out = sys.stdout if a.o == '-' else open(a.o, 'w')
    out.write('module {\n')
    while total < limit:
        g.lines = []
        g.func(idx)
        text = '\n'.join(g.lines) + '\n'
        out.write(text)
        total += len(text)
        idx += 1
    out.write('}\n')


if __name__ == '__main__':
    main()
