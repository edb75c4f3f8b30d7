#!/usr/bin/env python3
"""gen_llvm.py - generate a large LLVM-dialect module for benchmarking
`cmlir-translate --mlir-to-llvmir` against `mlir-translate-13`.

The functions have the shape the std + memref lowering to the LLVM dialect
produces: memref descriptors passed as unpacked arguments and rebuilt with
insertvalue, loop nests as blocks with arguments and cond_br back edges,
addresses computed from descriptor fields read with extractvalue (strides,
offsets, aligned pointer) and getelementptr, loads, stores, integer and
float arithmetic, icmp/fcmp, select, calls between the functions.  The
output is deterministic for a given seed; every function is valid LLVM IR
after translation.

usage: gen_llvm.py [--size-mb N] [--seed N] [-o out.mlir]
"""
import argparse
import random
import sys

DESC = '!llvm.struct<(ptr<{t}>, ptr<{t}>, i64, array<2 x i64>, array<2 x i64>)>'


class Fn:
    def __init__(self, rng, name, elt):
        self.rng = rng
        self.name = name
        self.elt = elt  # 'f32' / 'f64' / 'i32' / 'i64'
        self.lines = []
        self.n = 0
        self.blocks = 0

    def v(self):
        self.n += 1
        return '%%v%d' % self.n

    def blk(self):
        self.blocks += 1
        return '^bb%d' % self.blocks

    def emit(self, s):
        self.lines.append('    ' + s)

    def label(self, b, args=''):
        self.lines.append('  %s%s:' % (b, args))


def is_float(t):
    return t.startswith('f')


def gen_function(rng, idx, elt, callees):
    f = Fn(rng, 'kernel_%d' % idx, elt)
    desc = DESC.format(t=elt)
    params = []
    for m in range(3):
        params += ['%%m%d_alloc: !llvm.ptr<%s>' % (m, elt),
                   '%%m%d_align: !llvm.ptr<%s>' % (m, elt),
                   '%%m%d_off: i64' % m,
                   '%%m%d_s0: i64' % m, '%%m%d_s1: i64' % m,
                   '%%m%d_st0: i64' % m, '%%m%d_st1: i64' % m]
    head = '  llvm.func @%s(%s) {' % (f.name, ', '.join(params))
    # rebuild the descriptors
    descs = []
    for m in range(3):
        d = f.v()
        f.emit('%s = llvm.mlir.undef : %s' % (d, desc))
        for field, pos in (('alloc', '[0]'), ('align', '[1]'), ('off', '[2]'),
                           ('s0', '[3, 0]'), ('st0', '[4, 0]'),
                           ('s1', '[3, 1]'), ('st1', '[4, 1]')):
            nd = f.v()
            f.emit('%s = llvm.insertvalue %%m%d_%s, %s%s : %s' %
                   (nd, m, field, d, pos, desc))
            d = nd
        descs.append(d)
    c0, c1 = f.v(), f.v()
    f.emit('%s = llvm.mlir.constant(0 : index) : i64' % c0)
    f.emit('%s = llvm.mlir.constant(1 : index) : i64' % c1)
    bound = f.v()
    f.emit('%s = llvm.mlir.constant(%d : index) : i64' % (bound, rng.randint(4, 64)))
    if is_float(elt):
        scale = f.v()
        f.emit('%s = llvm.mlir.constant(%s : %s) : %s' %
               (scale, rng.choice(['1.500000e+00', '2.000000e+00', '2.500000e-01']), elt, elt))
    else:
        scale = f.v()
        f.emit('%s = llvm.mlir.constant(%d : %s) : %s' % (scale, rng.randint(1, 9), elt, elt))
    exit_b = f.blk()
    nests = rng.randint(2, 4)
    entry_next = None
    after = exit_b
    # build nests back to front so each knows its successor
    bodies = []
    for _ in range(nests):
        bodies.append((f.blk(), f.blk(), f.blk(), f.blk(), f.blk()))
    f.emit('llvm.br %s(%s : i64)' % (bodies[0][0], c0))
    for k, (hi, bi, hj, bj, li) in enumerate(bodies):
        nxt = bodies[k + 1][0] if k + 1 < len(bodies) else exit_b
        i, j = f.v(), f.v()
        # outer header
        f.label(hi, '(%s: i64)' % i)
        ci = f.v()
        f.emit('%s = llvm.icmp "slt" %s, %s : i64' % (ci, i, bound))
        f.emit('llvm.cond_br %s, %s, %s(%s : i64)' % (ci, bi, nxt, c0) if nxt != exit_b
               else 'llvm.cond_br %s, %s, %s' % (ci, bi, nxt))
        f.label(bi)
        f.emit('llvm.br %s(%s : i64)' % (hj, c0))
        # inner header
        f.label(hj, '(%s: i64)' % j)
        cj = f.v()
        f.emit('%s = llvm.icmp "slt" %s, %s : i64' % (cj, j, bound))
        f.emit('llvm.cond_br %s, %s, %s' % (cj, bj, li))
        # inner body: C[i, j] = A[i, j] op B[j, i] * scale
        f.label(bj)
        vals = []
        for m, (r, c) in enumerate(((i, j), (j, i))):
            d = descs[m]
            p, off, st0, st1 = f.v(), f.v(), f.v(), f.v()
            f.emit('%s = llvm.extractvalue %s[1] : %s' % (p, d, desc))
            f.emit('%s = llvm.extractvalue %s[2] : %s' % (off, d, desc))
            f.emit('%s = llvm.extractvalue %s[4, 0] : %s' % (st0, d, desc))
            f.emit('%s = llvm.extractvalue %s[4, 1] : %s' % (st1, d, desc))
            a, b, e, g, x = f.v(), f.v(), f.v(), f.v(), f.v()
            f.emit('%s = llvm.mul %s, %s : i64' % (a, r, st0))
            f.emit('%s = llvm.mul %s, %s : i64' % (b, c, st1))
            f.emit('%s = llvm.add %s, %s : i64' % (e, a, b))
            f.emit('%s = llvm.add %s, %s : i64' % (g, off, e))
            f.emit('%s = llvm.getelementptr %s[%s] : (!llvm.ptr<%s>, i64) -> !llvm.ptr<%s>'
                   % (x, p, g, elt, elt))
            ld = f.v()
            f.emit('%s = llvm.load %s : !llvm.ptr<%s>' % (ld, x, elt))
            vals.append(ld)
        pre = 'f' if is_float(elt) else ''
        s1, s2 = f.v(), f.v()
        f.emit('%s = llvm.%s %s, %s : %s' % (s1, 'fmul' if pre else 'mul', vals[1], scale, elt))
        f.emit('%s = llvm.%s %s, %s : %s' % (s2, 'fadd' if pre else 'add', vals[0], s1, elt))
        cmp, sel = f.v(), f.v()
        if pre:
            f.emit('%s = llvm.fcmp "olt" %s, %s : %s' % (cmp, s2, vals[0], elt))
        else:
            f.emit('%s = llvm.icmp "sgt" %s, %s : %s' % (cmp, s2, vals[0], elt))
        f.emit('%s = llvm.select %s, %s, %s : i1, %s' % (sel, cmp, s2, vals[1], elt))
        d = descs[2]
        p, off, st0, st1 = f.v(), f.v(), f.v(), f.v()
        f.emit('%s = llvm.extractvalue %s[1] : %s' % (p, d, desc))
        f.emit('%s = llvm.extractvalue %s[2] : %s' % (off, d, desc))
        f.emit('%s = llvm.extractvalue %s[4, 0] : %s' % (st0, d, desc))
        f.emit('%s = llvm.extractvalue %s[4, 1] : %s' % (st1, d, desc))
        a, b, e, g, x = f.v(), f.v(), f.v(), f.v(), f.v()
        f.emit('%s = llvm.mul %s, %s : i64' % (a, i, st0))
        f.emit('%s = llvm.mul %s, %s : i64' % (b, j, st1))
        f.emit('%s = llvm.add %s, %s : i64' % (e, a, b))
        f.emit('%s = llvm.add %s, %s : i64' % (g, off, e))
        f.emit('%s = llvm.getelementptr %s[%s] : (!llvm.ptr<%s>, i64) -> !llvm.ptr<%s>'
               % (x, p, g, elt, elt))
        f.emit('llvm.store %s, %s : !llvm.ptr<%s>' % (sel, x, elt))
        nj = f.v()
        f.emit('%s = llvm.add %s, %s : i64' % (nj, j, c1))
        f.emit('llvm.br %s(%s : i64)' % (hj, nj))
        # latch of the outer loop
        f.label(li)
        ni = f.v()
        f.emit('%s = llvm.add %s, %s : i64' % (ni, i, c1))
        f.emit('llvm.br %s(%s : i64)' % (hi, ni))
    f.label(exit_b)
    if callees:
        callee = rng.choice(callees)
        args = ', '.join('%%m%d_%s' % (m, fld) for m in range(3)
                         for fld in ('alloc', 'align', 'off', 's0', 's1', 'st0', 'st1'))
        f.emit('llvm.call @%s(%s) : (%s) -> ()' %
               (callee[0], args, ', '.join(callee[1])))
    f.emit('llvm.return')
    types = []
    for m in range(3):
        types += ['!llvm.ptr<%s>' % elt] * 2 + ['i64'] * 5
    return head + '\n' + '\n'.join(f.lines) + '\n  }\n', (f.name, types, elt)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--size-mb', type=float, default=30)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-o', default='-')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout if args.o == '-' else open(args.o, 'w')
    target = int(args.size_mb * 1024 * 1024)
    out.write('module {\n')
    written = 0
    idx = 0
    by_elt = {}
    while written < target:
        elt = rng.choice(['f32', 'f64', 'i32', 'i64'])
        # calls go to one of the last functions with the same element type
        text, sig = gen_function(rng, idx, elt, by_elt.get(elt, [])[-8:])
        by_elt.setdefault(elt, []).append((sig[0], sig[1]))
        out.write(text)
        written += len(text)
        idx += 1
    out.write('}\n')
    if out is not sys.stdout:
        out.close()


if __name__ == '__main__':
    main()
