#!/usr/bin/env python3
"""gen.py - generate a large .mlir module for benchmarking cmlir-opt against
mlir-opt-13.

The module holds builtin functions whose bodies are generic-form unregistered
ops ("bench.*", so both tools need -allow-unregistered-dialect): nested
regions, multiple blocks with arguments, successors, multiple results, and
attributes of every common kind (integers, floats, strings, arrays,
dictionaries, affine maps and sets, types, dense elements, symbol refs,
unit), over many builtin types.  Output is deterministic for a given seed.

usage: gen.py [-s SIZE_MB] [--seed N] [-o out.mlir]
"""
import argparse
import random
import sys

SCALAR_TYPES = [
    'i1', 'i8', 'i16', 'i32', 'i64', 'index', 'f16', 'bf16', 'f32', 'f64',
    'si32', 'ui8',
]
AGGREGATE_TYPES = [
    'vector<4xf32>', 'vector<2x8xi32>', 'tensor<?x8xf32>', 'tensor<16xi64>',
    'tensor<*xf32>', 'memref<4x4xi32>', 'memref<?x?xf64>', 'memref<*xi8>',
    'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>',
    'memref<16xf32, 2>', 'complex<f64>', 'tuple<i32, f32, index>',
    '(i32, f32) -> i64', 'none', '!bench.handle', '!bench.box<i32, "x">',
]
ALL_TYPES = SCALAR_TYPES + AGGREGATE_TYPES

AFFINE_MAPS = [
    'affine_map<(d0, d1) -> (d0 + d1, d1 * 4)>',
    'affine_map<(d0)[s0] -> (d0 floordiv 8 + s0, d0 mod 8)>',
    'affine_map<(d0, d1, d2) -> (d2, d0, d1 ceildiv 2)>',
    'affine_map<() -> (0)>',
    'affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>',
]
AFFINE_SETS = [
    'affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 100 >= 0)>',
    'affine_set<(d0, d1) : (d0 - d1 == 0)>',
]
WORDS = ['alpha', 'beta', 'gamma', 'delta', 'kernel', 'tile', 'unroll',
         'vectorize', 'fuse', 'name with spaces', 'esc\\"aped', 'tab\\09x']
FLOATS = ['1.000000e+00', '-2.500000e-01', '3.1415926535897931', '0.000000e+00',
          '1.000000e+10', '6.250000e-02', '-7.500000e+00']


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.out = []
        self.size = 0
        self.counter = 0

    def emit(self, s):
        self.out.append(s)
        self.size += len(s) + 1

    def fresh(self):
        self.counter += 1
        return '%%v%d' % self.counter

    # -- attributes ------------------------------------------------------
    def int_attr(self):
        t = self.r.choice(['i32', 'i64', 'index', 'i8', 'i16'])
        lim = {'i8': 127, 'i16': 30000, 'i32': 1 << 30}.get(t, 1 << 40)
        return '%d : %s' % (self.r.randint(-lim, lim), t)

    def float_attr(self):
        return '%s : %s' % (self.r.choice(FLOATS), self.r.choice(['f32', 'f64']))

    def string_attr(self):
        return '"%s_%d"' % (self.r.choice(WORDS), self.r.randint(0, 999))

    def dense_attr(self):
        k = self.r.randint(0, 2)
        if k == 0:
            vals = ', '.join(str(self.r.randint(-100, 100)) for _ in range(4))
            return 'dense<[%s]> : tensor<4xi32>' % vals
        if k == 1:
            return 'dense<%s> : vector<8xf32>' % self.r.choice(FLOATS)
        rows = ', '.join('[%s]' % ', '.join(self.r.choice(FLOATS) for _ in range(2))
                         for _ in range(2))
        return 'dense<[%s]> : tensor<2x2xf64>' % rows

    def attr(self, depth=0):
        k = self.r.randint(0, 11 if depth < 2 else 8)
        if k == 0: return self.int_attr()
        if k == 1: return self.float_attr()
        if k == 2: return self.string_attr()
        if k == 3: return self.r.choice(AFFINE_MAPS)
        if k == 4: return self.r.choice(AFFINE_SETS)
        if k == 5: return self.r.choice(ALL_TYPES)
        if k == 6: return self.r.choice(['true', 'false', 'unit'])
        if k == 7: return '@sym%d' % self.r.randint(0, 50)
        if k == 8: return self.dense_attr()
        if k in (9, 10):
            return '[%s]' % ', '.join(self.attr(depth + 1)
                                      for _ in range(self.r.randint(0, 4)))
        return self.attr_dict(depth + 1)

    def attr_dict(self, depth=0, n=None):
        if n is None:
            n = self.r.randint(1, 4)
        names = self.r.sample(['axis', 'mode', 'map', 'pad', 'stride', 'kind',
                               'tag', 'bench.meta', 'layout', 'value'], n)
        return '{%s}' % ', '.join(
            n_ if self.r.random() < 0.1 else '%s = %s' % (n_, self.attr(depth))
            for n_ in names)

    # -- ops ---------------------------------------------------------------
    def operands(self, pool, n):
        if not pool:
            return [], []
        picks = [self.r.choice(pool) for _ in range(n)]
        return [p[0] for p in picks], [p[1] for p in picks]

    def simple_op(self, ind, pool):
        names, types = self.operands(pool, self.r.randint(0, 3))
        nres = self.r.choice([0, 1, 1, 1, 2])
        rtypes = [self.r.choice(ALL_TYPES) for _ in range(nres)]
        attrs = ' ' + self.attr_dict() if self.r.random() < 0.7 else ''
        loc = ''
        if self.r.random() < 0.1:
            loc = ' loc("bench.mlir":%d:%d)' % (self.r.randint(1, 9999),
                                                self.r.randint(1, 80))
        rt = ', '.join(rtypes)
        if nres != 1:
            rt = '(' + rt + ')'
        elif rtypes[0].startswith('('):
            rt = '(' + rt + ')'
        op = '"bench.op%d"(%s)%s : (%s) -> %s%s' % (
            self.r.randint(0, 20), ', '.join(names), attrs, ', '.join(types), rt,
            loc)
        if nres == 0:
            self.emit(ind + op)
        elif nres == 1:
            v = self.fresh()
            self.emit('%s%s = %s' % (ind, v, op))
            pool.append((v, rtypes[0]))
        else:
            v = self.fresh()
            self.emit('%s%s:%d = %s' % (ind, v, nres, op))
            for i, t in enumerate(rtypes):
                pool.append(('%s#%d' % (v, i), t))

    def region_op(self, ind, pool, depth):
        """An op with one or two regions; each region has 1-3 blocks."""
        names, types = self.operands(pool, self.r.randint(0, 2))
        nregions = self.r.choice([1, 1, 2])
        v = self.fresh()
        self.emit('%s%s = "bench.region_op"(%s) ( {' % (ind, v, ', '.join(names)))
        for ri in range(nregions):
            if ri:
                self.emit(ind + '}, {')
            self.region_body(ind + '  ', list(pool), depth + 1)
        self.emit('%s}) {kind = "nest", depth = %d : i32} : (%s) -> i64' %
                  (ind, depth, ', '.join(types)))
        pool.append((v, 'i64'))

    def region_body(self, ind, outer_pool, depth, entry_args=True):
        nblocks = self.r.choice([1, 1, 2, 3])
        block_names = ['^bb%d' % i for i in range(nblocks)]
        for b in range(nblocks):
            pool = list(outer_pool)
            args = []
            if b > 0 or (entry_args and self.r.random() < 0.5):
                for _ in range(self.r.randint(0 if b == 0 else 1, 3)):
                    a = self.fresh()
                    t = self.r.choice(ALL_TYPES)
                    args.append('%s: %s' % (a, t))
                    pool.append((a, t))
            if b > 0 or args:
                lbl = block_names[b]
                self.emit('%s%s%s:' % (ind[:-2], lbl,
                                      '(%s)' % ', '.join(args) if args else ''))
            for _ in range(self.r.randint(1, 6)):
                if depth < 4 and self.r.random() < 0.12:
                    self.region_op(ind, pool, depth)
                else:
                    self.simple_op(ind, pool)
            # terminator: branch forward, or yield at the last block.
            names, types = self.operands(pool, self.r.randint(0, 2))
            if b + 1 < nblocks:
                succs = [block_names[self.r.randint(b + 1, nblocks - 1)]
                         for _ in range(self.r.choice([1, 2]))]
                self.emit('%s"bench.br"(%s)[%s] : (%s) -> ()' % (
                    ind, ', '.join(names), ', '.join(succs), ', '.join(types)))
            else:
                self.emit('%s"bench.yield"(%s) : (%s) -> ()' % (
                    ind, ', '.join(names), ', '.join(types)))

    def func(self, idx):
        nargs = self.r.randint(0, 4)
        args = []
        pool = []
        for i in range(nargs):
            t = self.r.choice(ALL_TYPES)
            args.append('%%a%d: %s' % (i, t))
            pool.append(('%%a%d' % i, t))
        self.counter = 0
        self.emit('  func @f%d(%s) {' % (idx, ', '.join(args)))
        self.region_body('    ', pool, 0, entry_args=False)
        self.emit('  }')


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('-s', '--size-mb', type=float, default=30.0,
                    help='approximate output size in MB (default 30)')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-o', '--output', default='-')
    args = ap.parse_args()

    g = Gen(random.Random(args.seed))
    target = int(args.size_mb * 1024 * 1024)
    g.emit('// Generated by bench/gen.py --size-mb %g --seed %d' %
           (args.size_mb, args.seed))
    g.emit('#bench_map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1)>')
    g.emit('module @bench attributes {bench.size_mb = %d : i64} {' %
           int(args.size_mb))
    i = 0
    while g.size < target:
        g.func(i)
        if i % 50 == 0:
            g.emit('  "bench.global"() {sym_name = "g%d", map = #bench_map, '
                   'value = dense<0> : tensor<4xi32>} : () -> ()' % i)
        i += 1
    g.emit('}')
    text = '\n'.join(g.out) + '\n'
    if args.output == '-':
        sys.stdout.write(text)
    else:
        with open(args.output, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
