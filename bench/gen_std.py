#!/usr/bin/env python3
"""gen_std.py - generate a large .mlir module of std and memref ops in their
custom (pretty) form, for benchmarking cmlir-opt against mlir-opt-13 on
registered ops (ODS-driven parsing, printing and verification).

Each function takes integer, float, index and memref arguments and computes
random chains of arithmetic, comparisons, selects, casts, constants, memref
loads and stores, with conditional branches between blocks, and returns an
i32.  With --scf, each function also holds an scf.for loop (with an
iter_args accumulator) and an scf.if with results, whose bodies are random
chains of the same ops (the input of bench/lower.sh).  Output is
deterministic for a given seed and accepted by mlir-opt-13.

usage: gen_std.py [--size-mb N] [--seed N] [--scf] [-o out.mlir]
then:  bash bench/run.sh out.mlir
"""
import argparse
import random
import sys

INT_BIN = ['addi', 'subi', 'muli', 'and', 'or', 'xor']
FLT_BIN = ['addf', 'subf', 'mulf', 'divf']
CMPI = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
CMPF = ['oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'une', 'uno']


class Gen:
    def __init__(self, rng, scf=False):
        self.r = rng
        self.scf = scf
        self.out = []
        self.size = 0

    def emit(self, s):
        self.out.append(s)
        self.size += len(s) + 1

    def block_body(self, ints, flts, idx, mem, nops):
        r = self.r
        for _ in range(nops):
            k = r.random()
            n = self.n
            self.n += 1
            v = '%%t%d' % n
            if k < 0.30:
                op = r.choice(INT_BIN)
                self.emit('    %s = %s %s, %s : i32' % (v, op, r.choice(ints), r.choice(ints)))
                ints.append(v)
            elif k < 0.45:
                op = r.choice(FLT_BIN)
                self.emit('    %s = %s %s, %s : f32' % (v, op, r.choice(flts), r.choice(flts)))
                flts.append(v)
            elif k < 0.55:
                c = '%%c%d' % n
                self.emit('    %s = cmpi %s, %s, %s : i32' % (c, r.choice(CMPI), r.choice(ints), r.choice(ints)))
                self.emit('    %s = select %s, %s, %s : i32' % (v, c, r.choice(ints), r.choice(ints)))
                ints.append(v)
            elif k < 0.60:
                c = '%%c%d' % n
                self.emit('    %s = cmpf %s, %s, %s : f32' % (c, r.choice(CMPF), r.choice(flts), r.choice(flts)))
                self.emit('    %s = select %s, %s, %s : f32' % (v, c, r.choice(flts), r.choice(flts)))
                flts.append(v)
            elif k < 0.70:
                self.emit('    %s = constant %d : i32' % (v, r.randint(-1000, 1000)))
                ints.append(v)
            elif k < 0.80:
                self.emit('    %s = memref.load %s[%s] : memref<?xf32>' % (v, mem, r.choice(idx)))
                flts.append(v)
            elif k < 0.88:
                self.emit('    memref.store %s, %s[%s] : memref<?xf32>' % (r.choice(flts), mem, r.choice(idx)))
            elif k < 0.94:
                self.emit('    %s = index_cast %s : i32 to index' % (v, r.choice(ints)))
                idx.append(v)
            else:
                self.emit('    %s = sitofp %s : i32 to f32' % (v, r.choice(ints)))
                flts.append(v)

    def scf_ops(self, ints, flts, idx):
        """An scf.for loop carrying an f32 and an scf.if yielding an i32;
        values defined inside stay inside."""
        r = self.r
        n = self.n
        self.n += 1
        self.emit('    %%lo%d = constant 0 : index' % n)
        self.emit('    %%st%d = constant 1 : index' % n)
        self.emit('    %%for%d = scf.for %%iv%d = %%lo%d to %s step %%st%d '
                  'iter_args(%%acc%d = %s) -> (f32) {'
                  % (n, n, n, r.choice(idx), n, n, r.choice(flts)))
        li, lf, lx = list(ints), flts + ['%%acc%d' % n], idx + ['%%iv%d' % n]
        self.block_body(li, lf, lx, '%m', r.randint(4, 12))
        self.emit('      scf.yield %s : f32' % r.choice(lf))
        self.emit('    }')
        flts.append('%%for%d' % n)
        c = '%%ic%d' % n
        self.emit('    %s = cmpi ult, %s, %s : i32' % (c, r.choice(ints), r.choice(ints)))
        self.emit('    %%if%d = scf.if %s -> (i32) {' % (n, c))
        ti, tf, tx = list(ints), list(flts), list(idx)
        self.block_body(ti, tf, tx, '%m', r.randint(2, 8))
        self.emit('      scf.yield %s : i32' % r.choice(ti))
        self.emit('    } else {')
        ei, ef, ex = list(ints), list(flts), list(idx)
        self.block_body(ei, ef, ex, '%m', r.randint(2, 8))
        self.emit('      scf.yield %s : i32' % r.choice(ei))
        self.emit('    }')
        ints.append('%%if%d' % n)

    def func(self, i):
        r = self.r
        self.n = 0
        self.emit('  func @f%d(%%a: i32, %%b: i32, %%x: f32, %%y: f32, '
                  '%%m: memref<?xf32>, %%i: index) -> i32 {' % i)
        ints, flts, idx = ['%a', '%b'], ['%x', '%y'], ['%i']
        self.block_body(ints, flts, idx, '%m', r.randint(10, 40))
        if self.scf:
            self.scf_ops(ints, flts, idx)
        c = '%%cond%d' % i
        self.emit('    %s = cmpi slt, %s, %s : i32' % (c, r.choice(ints), r.choice(ints)))
        self.emit('    cond_br %s, ^bb1(%s : i32), ^bb2' % (c, r.choice(ints)))
        # Values of the entry block dominate both successors.
        self.emit('  ^bb1(%p: i32):  // 2 preds: ^bb0, ^bb2')
        ints1, flts1, idx1 = ints + ['%p'], list(flts), list(idx)
        self.block_body(ints1, flts1, idx1, '%m', r.randint(5, 20))
        self.emit('    return %s : i32' % r.choice(ints1))
        self.emit('  ^bb2:  // pred: ^bb0')
        ints2, flts2, idx2 = list(ints), list(flts), list(idx)
        self.block_body(ints2, flts2, idx2, '%m', r.randint(5, 20))
        self.emit('    br ^bb1(%s : i32)' % r.choice(ints2))
        self.emit('  }')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-s', '--size-mb', type=float, default=30)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--scf', action='store_true',
                    help='add an scf.for and an scf.if to every function')
    ap.add_argument('-o', '--output', default='-')
    a = ap.parse_args()
    g = Gen(random.Random(a.seed), a.scf)
    target = int(a.size_mb * 1024 * 1024)
    g.emit('// Generated by bench/gen_std.py --size-mb %g --seed %d%s'
           % (a.size_mb, a.seed, ' --scf' if a.scf else ''))
    g.emit('module {')
    i = 0
    while g.size < target:
        g.func(i)
        i += 1
    g.emit('}')
    text = '\n'.join(g.out) + '\n'
    if a.output == '-':
        sys.stdout.write(text)
    else:
        with open(a.output, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
