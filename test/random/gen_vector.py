#!/usr/bin/env python3
"""Random vector-dialect programs, run by cmlir and by MLIR 13.

Each program (one function per seed, called from @main) builds constant
vectors of f32 / i32 (small integer values, so every result is exact) and
chains random vector ops on them: n-D arithmetic, broadcast, extract /
insert, shuffle, fma, outer products, transposes, contractions (matmul,
matvec, dot), reductions of every kind, constant / create masks, 1-D
transfers with masks and out-of-bounds offsets on a dynamically sized
buffer, and 2-D transfers (out of bounds, masked, transposed and
broadcast maps, reads and writes) on a dynamically sized 3x4 buffer.
Every result is printed with vector.print.

Both pipelines are -convert-vector-to-scf -lower-affine
-convert-vector-to-llvm -convert-scf-to-std -convert-memref-to-llvm
-convert-std-to-llvm and a JIT run; the printed output must be identical.

  gen_vector.py SEED [COUNT]            print the module of SEED..SEED+COUNT-1
  gen_vector.py --run --seed S --count N --ours-libs ... --up-libs ...
                                        generate, run both, compare
The lit test random-vector.test runs a few seeds; CMLIR_RANDOM_VECTOR_COUNT
raises the count.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_diff  # noqa: E402

PASSES = ['-convert-vector-to-scf', '-lower-affine', '-convert-vector-to-llvm',
          '-convert-scf-to-std', '-convert-memref-to-llvm',
          '-convert-std-to-llvm']


def vt(shape, elem):
    return 'vector<%sx%s>' % ('x'.join(str(d) for d in shape), elem)


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.n = 0
        self.vals = []  # (name, shape, elem)

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, s):
        self.lines.append('  ' + s)

    def pr(self, name, ty):
        self.emit('vector.print %s : %s' % (name, ty))

    def lit(self, elem):
        v = self.r.randint(-3, 4)
        return ('%d.0' % v) if elem == 'f32' else str(v)

    def dense(self, shape, elem):
        if not shape:
            return self.lit(elem)
        return '[' + ', '.join(self.dense(shape[1:], elem)
                               for _ in range(shape[0])) + ']'

    def const(self, shape, elem):
        name = self.fresh()
        self.emit('%s = constant dense<%s> : %s' % (name, self.dense(shape, elem),
                                                   vt(shape, elem)))
        self.vals.append((name, shape, elem))
        return name

    def pick(self, shape=None, elem=None):
        c = [v for v in self.vals if (shape is None or v[1] == shape) and
             (elem is None or v[2] == elem)]
        if c and self.r.random() < 0.7:
            return self.r.choice(c)[0]
        return self.const(shape or [self.r.choice([2, 3, 4])], elem or 'f32')

    def add(self, name, shape, elem, printed=True):
        self.vals.append((name, shape, elem))
        if printed:
            self.pr(name, vt(shape, elem) if shape else elem)
        return name

    # --- ops -----------------------------------------------------------
    def op_arith(self):
        shape = self.r.choice([[4], [2, 3], [3, 2]])
        elem = self.r.choice(['f32', 'i32'])
        a, b = self.pick(shape, elem), self.pick(shape, elem)
        op = self.r.choice(['addf', 'subf', 'mulf'] if elem == 'f32'
                           else ['addi', 'subi', 'muli'])
        n = self.fresh()
        self.emit('%s = %s %s, %s : %s' % (n, op, a, b, vt(shape, elem)))
        self.add(n, shape, elem)

    def op_broadcast(self):
        elem = self.r.choice(['f32', 'i32'])
        src = self.pick([3], elem)
        n = self.fresh()
        self.emit('%s = vector.broadcast %s : %s to %s' % (
            n, src, vt([3], elem), vt([2, 3], elem)))
        self.add(n, [2, 3], elem)

    def op_extract_insert(self):
        a = self.pick([2, 3], 'f32')
        i, j = self.r.randint(0, 1), self.r.randint(0, 2)
        e, row = self.fresh(), self.fresh()
        self.emit('%s = vector.extract %s[%d, %d] : %s' % (e, a, i, j, vt([2, 3], 'f32')))
        self.emit('%s = vector.extract %s[%d] : %s' % (row, a, i, vt([2, 3], 'f32')))
        self.pr(e, 'f32')
        self.add(row, [3], 'f32')
        b = self.pick([2, 3], 'f32')
        n = self.fresh()
        self.emit('%s = vector.insert %s, %s [%d] : %s into %s' % (
            n, row, b, 1 - i, vt([3], 'f32'), vt([2, 3], 'f32')))
        self.add(n, [2, 3], 'f32')

    def op_shuffle(self):
        elem = self.r.choice(['f32', 'i32'])
        d1, d2 = self.r.choice([2, 3, 4]), self.r.choice([2, 3, 4])
        a, b = self.pick([d1], elem), self.pick([d2], elem)
        k = self.r.randint(1, 5)
        mask = [self.r.randint(0, d1 + d2 - 1) for _ in range(k)]
        n = self.fresh()
        self.emit('%s = vector.shuffle %s, %s [%s] : %s, %s' % (
            n, a, b, ', '.join(map(str, mask)), vt([d1], elem), vt([d2], elem)))
        self.add(n, [k], elem)

    def op_fma(self):
        shape = self.r.choice([[4], [2, 3]])
        a, b, c = (self.pick(shape, 'f32') for _ in range(3))
        n = self.fresh()
        self.emit('%s = vector.fma %s, %s, %s : %s' % (n, a, b, c, vt(shape, 'f32')))
        self.add(n, shape, 'f32')

    def op_outer(self):
        elem = self.r.choice(['f32', 'i32'])
        a, b = self.pick([2], elem), self.pick([3], elem)
        n = self.fresh()
        if self.r.random() < 0.5:
            acc = self.pick([2, 3], elem)
            kinds = ['add', 'mul', 'min', 'max'] + (
                ['and', 'or', 'xor'] if elem == 'i32' else [])
            k = self.r.choice(kinds)
            self.emit('%s = vector.outerproduct %s, %s, %s {kind = #vector.kind<%s>} : %s, %s' % (
                n, a, b, acc, k, vt([2], elem), vt([3], elem)))
        else:
            self.emit('%s = vector.outerproduct %s, %s : %s, %s' % (
                n, a, b, vt([2], elem), vt([3], elem)))
        self.add(n, [2, 3], elem)

    def op_transpose(self):
        a = self.pick([2, 3], self.r.choice(['f32', 'i32']))
        elem = [v for v in self.vals if v[0] == a][0][2]
        n = self.fresh()
        self.emit('%s = vector.transpose %s, [1, 0] : %s to %s' % (
            n, a, vt([2, 3], elem), vt([3, 2], elem)))
        self.add(n, [3, 2], elem)

    def op_contract(self):
        elem = self.r.choice(['f32', 'i32'])
        kind = self.r.choice(['mm', 'mmt', 'mv', 'dot'])
        n = self.fresh()
        if kind in ('mm', 'mmt'):
            a = self.pick([2, 3], elem)
            b = self.pick([3, 2] if kind == 'mm' else [2, 3], elem)
            acc = self.pick([2, 2], elem)
            maps = ('[affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]'
                    if kind == 'mm' else
                    '[affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>]')
            self.emit('%s = vector.contract {indexing_maps = %s, iterator_types = ["parallel", "parallel", "reduction"]} %s, %s, %s : %s, %s into %s' % (
                n, maps, a, b, acc, vt([2, 3], elem), vt([3, 2] if kind == 'mm' else [2, 3], elem), vt([2, 2], elem)))
            self.add(n, [2, 2], elem)
        elif kind == 'mv':
            a, v, acc = self.pick([2, 3], elem), self.pick([3], elem), self.pick([2], elem)
            self.emit('%s = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %s, %s, %s : %s, %s into %s' % (
                n, a, v, acc, vt([2, 3], elem), vt([3], elem), vt([2], elem)))
            self.add(n, [2], elem)
        else:
            a, b = self.pick([4], elem), self.pick([4], elem)
            s = self.fresh()
            self.emit('%s = constant %s : %s' % (s, self.lit(elem), elem))
            self.emit('%s = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %s, %s, %s : %s, %s into %s' % (
                n, a, b, s, vt([4], elem), vt([4], elem), elem))
            self.pr(n, elem)

    def op_reduction(self):
        elem = self.r.choice(['f32', 'i32'])
        d = self.r.choice([2, 3, 4])
        a = self.pick([d], elem)
        kinds = ['add', 'mul', 'min', 'max'] + (
            ['and', 'or', 'xor'] if elem == 'i32' else [])
        k = self.r.choice(kinds)
        n = self.fresh()
        if elem == 'f32' and k in ('add', 'mul') and self.r.random() < 0.5:
            s = self.fresh()
            self.emit('%s = constant %s : f32' % (s, self.lit('f32')))
            self.emit('%s = vector.reduction "%s", %s, %s : %s into f32' % (
                n, k, a, s, vt([d], elem)))
        else:
            self.emit('%s = vector.reduction "%s", %s : %s into %s' % (
                n, k, a, vt([d], elem), elem))
        self.pr(n, elem)

    def op_masks(self):
        n = self.fresh()
        if self.r.random() < 0.5:
            k = self.r.randint(0, 4)
            self.emit('%s = vector.constant_mask [%d] : vector<4xi1>' % (n, k))
        else:
            self.emit('%s = vector.create_mask %%dyn%d : vector<4xi1>' % (
                n, self.r.randint(0, 5)))
        self.pr(n, 'vector<4xi1>')
        m = self.fresh()
        self.emit('%s = vector.create_mask %%dyn%d, %%dyn%d : vector<2x3xi1>' % (
            m, self.r.randint(0, 3), self.r.randint(0, 4)))
        self.pr(m, 'vector<2x3xi1>')
        return n

    def op_transfer(self):
        d = self.r.choice([2, 4, 8])
        off = self.r.randint(0, 7)
        n = self.fresh()
        attrs = ' {in_bounds = [true]}' if off + d <= 6 and self.r.random() < 0.3 else ''
        if self.r.random() < 0.4 and d == 4:
            mask = self.op_masks()
            self.emit('%s = vector.transfer_read %%buf[%%dyn%d], %%pad, %s%s : memref<?xf32>, %s' % (
                n, off, mask, attrs, vt([d], 'f32')))
        else:
            self.emit('%s = vector.transfer_read %%buf[%%dyn%d], %%pad%s : memref<?xf32>, %s' % (
                n, off, attrs, vt([d], 'f32')))
        self.add(n, [d], 'f32')
        if self.r.random() < 0.5:
            v = self.pick([4], 'f32')
            woff = self.r.randint(0, 7)
            if self.r.random() < 0.4:
                mask = self.op_masks()
                self.emit('vector.transfer_write %s, %%buf[%%dyn%d], %s : vector<4xf32>, memref<?xf32>' % (
                    v, woff, mask))
            else:
                self.emit('vector.transfer_write %s, %%buf[%%dyn%d] : vector<4xf32>, memref<?xf32>' % (
                    v, woff))
            r = self.fresh()
            self.emit('%s = vector.transfer_read %%buf[%%dyn0], %%pad : memref<?xf32>, vector<8xf32>' % r)
            self.pr(r, 'vector<8xf32>')

    def op_transfer2d(self):
        shape = self.r.choice([[2, 3], [3, 2], [2, 4], [4, 2], [3, 4]])
        i, j = self.r.randint(0, 3), self.r.randint(0, 4)
        kind = self.r.choice(['id', 'id', 'tr', 'b0', 'b1'])
        # a broadcast source dim is never bounds-checked: keep it inside
        if kind == 'b0':
            i = self.r.randint(0, 2)
        if kind == 'b1':
            j = self.r.randint(0, 3)
        maps = {'tr': 'affine_map<(d0, d1) -> (d1, d0)>',
                'b0': 'affine_map<(d0, d1) -> (0, d1)>',
                'b1': 'affine_map<(d0, d1) -> (d0, 0)>'}
        attrs = []
        if kind in maps:
            attrs.append('permutation_map = %s' % maps[kind])
        if self.r.random() < 0.3:
            # in bounds only where it is (broadcast dims are always)
            src = {'id': (i + shape[0] <= 3, j + shape[1] <= 4),
                   'tr': (j + shape[0] <= 4, i + shape[1] <= 3),
                   'b0': (True, j + shape[1] <= 4),
                   'b1': (i + shape[0] <= 3, True)}[kind]
            attrs.append('in_bounds = [%s]' % ', '.join(
                'true' if b else 'false' for b in src))
        at = (' {%s}' % ', '.join(attrs)) if attrs else ''
        n = self.fresh()
        if kind in ('id', 'tr') and self.r.random() < 0.4:
            m = self.fresh()
            self.emit('%s = constant dense<%s> : %s' % (
                m, '[' + ', '.join('[' + ', '.join(
                    self.r.choice(['true', 'false']) for _ in range(shape[1]))
                    + ']' for _ in range(shape[0])) + ']', vt(shape, 'i1')))
            self.emit('%s = vector.transfer_read %%buf2[%%dyn%d, %%dyn%d], %%pad, %s%s : memref<?x?xf32>, %s' % (
                n, i, j, m, at, vt(shape, 'f32')))
        else:
            self.emit('%s = vector.transfer_read %%buf2[%%dyn%d, %%dyn%d], %%pad%s : memref<?x?xf32>, %s' % (
                n, i, j, at, vt(shape, 'f32')))
        self.add(n, shape, 'f32')
        if self.r.random() < 0.5:
            ws = self.r.choice([[2, 3], [3, 2]])
            v = self.pick(ws, 'f32')
            wi, wj = self.r.randint(0, 3), self.r.randint(0, 4)
            wat = (' {permutation_map = %s}' % maps['tr']) if self.r.random() < 0.3 else ''
            self.emit('vector.transfer_write %s, %%buf2[%%dyn%d, %%dyn%d]%s : %s, memref<?x?xf32>' % (
                v, wi, wj, wat, vt(ws, 'f32')))
            r = self.fresh()
            self.emit('%s = vector.transfer_read %%buf2[%%dyn0, %%dyn0], %%pad : memref<?x?xf32>, vector<3x4xf32>' % r)
            self.pr(r, 'vector<3x4xf32>')

    def function(self):
        ops = [self.op_arith, self.op_broadcast, self.op_extract_insert,
               self.op_shuffle, self.op_fma, self.op_outer, self.op_transpose,
               self.op_contract, self.op_reduction, self.op_masks,
               self.op_transfer, self.op_transfer2d]
        for _ in range(self.r.randint(4, 10)):
            self.r.choice(ops)()
        head = ['func @p%d(%%buf: memref<?xf32>, %%buf2: memref<?x?xf32>) {' % self.seed,
                '  %pad = constant -9.0 : f32']
        head += ['  %%dyn%d = constant %d : index' % (i, i) for i in range(8)]
        return '\n'.join(head + self.lines + ['  return', '}', ''])


def program_text(seed):
    return Gen(seed).function()


def module_text(seeds):
    out = [program_text(s) for s in seeds]
    main = ['func @main() {',
            '  %c0 = constant 0 : index',
            '  %c1 = constant 1 : index',
            '  %c6 = constant 6 : index',
            '  %c3 = constant 3 : index',
            '  %c4 = constant 4 : index',
            '  %buf = memref.alloc(%c6) : memref<?xf32>',
            '  %buf2 = memref.alloc(%c3, %c4) : memref<?x?xf32>']
    for s in seeds:
        main += ['  scf.for %%i%d = %%c0 to %%c6 step %%c1 {' % s,
                 '    %%ii%d = index_cast %%i%d : index to i32' % (s, s),
                 '    %%fi%d = sitofp %%ii%d : i32 to f32' % (s, s),
                 '    memref.store %%fi%d, %%buf[%%i%d] : memref<?xf32>' % (s, s),
                 '  }',
                 '  scf.for %%a%d = %%c0 to %%c3 step %%c1 {' % s,
                 '    scf.for %%b%d = %%c0 to %%c4 step %%c1 {' % s,
                 '      %%k%d = muli %%a%d, %%c4 : index' % (s, s),
                 '      %%l%d = addi %%k%d, %%b%d : index' % (s, s, s),
                 '      %%li%d = index_cast %%l%d : index to i32' % (s, s),
                 '      %%lf%d = sitofp %%li%d : i32 to f32' % (s, s),
                 '      memref.store %%lf%d, %%buf2[%%a%d, %%b%d] : memref<?x?xf32>' % (s, s, s),
                 '    }',
                 '  }',
                 '  call @p%d(%%buf, %%buf2) : (memref<?xf32>, memref<?x?xf32>) -> ()' % s]
    main += ['  memref.dealloc %buf : memref<?xf32>',
             '  memref.dealloc %buf2 : memref<?x?xf32>', '  return', '}', '']
    return '\n'.join(out + main)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('seed', nargs='?', type=int)
    ap.add_argument('count_pos', nargs='?', type=int)
    ap.add_argument('--run', action='store_true')
    ap.add_argument('--seed', dest='seed_opt', type=int, default=1)
    ap.add_argument('--count', type=int, default=4)
    ap.add_argument('--ours-opt', default='cmlir-opt')
    ap.add_argument('--ours-runner', default='cmlir-cpu-runner')
    ap.add_argument('--ours-libs', default='')
    ap.add_argument('--up-opt', default='mlir-opt-13')
    ap.add_argument('--up-runner', default='mlir-cpu-runner-13')
    ap.add_argument('--up-libs', default='')
    ap.add_argument('--timeout', type=int, default=60)
    a = ap.parse_args()
    if not a.run:
        s = a.seed if a.seed is not None else 1
        sys.stdout.write(module_text(range(s, s + (a.count_pos or 1))))
        return 0
    count = int(os.environ.get('CMLIR_RANDOM_VECTOR_COUNT', a.count))
    seeds = list(range(a.seed_opt, a.seed_opt + count))
    text = module_text(seeds)
    run = ['-e', 'main', '-entry-point-result=void']
    ours = [('cmlir-opt', a.ours_opt.split() + PASSES),
            ('cmlir-cpu-runner', a.ours_runner.split() + run +
             ['-shared-libs=' + a.ours_libs])]
    theirs = [('mlir-opt-13', a.up_opt.split() + PASSES),
              ('mlir-cpu-runner-13', a.up_runner.split() + run +
               ['-shared-libs=' + a.up_libs])]
    o = run_diff.run_pipeline(ours, text, a.timeout)
    t = run_diff.run_pipeline(theirs, text, a.timeout)
    if o == t and o[0] == 'ok':
        print('%d vector programs: identical output (%d lines)' % (
            len(seeds), o[1].count('\n')))
        return 0
    print('MISMATCH in seeds %d..%d (regenerate: gen_vector.py %d %d)' % (
        seeds[0], seeds[-1], seeds[0], len(seeds)))
    print('ours: %s\ntheirs: %s' % (o[0], t[0]))
    import difflib
    sys.stdout.writelines(difflib.unified_diff(
        t[1].splitlines(True), o[1].splitlines(True), 'mlir-13', 'cmlir'))
    return 1


if __name__ == '__main__':
    sys.exit(main())
