#!/usr/bin/env python3
"""Generate random, UB-free affine programs (affine.for / affine.if /
affine.load / affine.store / affine.apply, with std arithmetic) for
differential testing of cmlir against upstream MLIR 13 and of cmlir's
affine transformations against cmlir itself.

Every program is deterministic in its seed.  A program is a set of kernel
functions @s<seed>_k<i>(memrefs..., symbols...) made of loop nests, and
@s<seed>_main, which allocates and initialises the memrefs, calls every
kernel with constant symbol values, prints every memref and frees them.
Several programs go into one module (module_text) so that one JIT run
covers many; @main prints a marker before each (gen_program.marker).

UB avoidance, by construction (and no loop with a negative trip count,
which 13's unrolling and tiling assume away): the generator knows every symbol's value
and tracks an interval for every loop induction variable (from the loop's
bound maps, whose results are themselves interval-evaluated), so every
subscript is either proven in bounds or reduced with `mod <dim size>`
(affine `mod` is never negative).  Integer arithmetic is i64 (wrapping
add / sub / mul / xor are defined); f32 values only go through
contractions (x * 0.5 + y * 0.25 + c), so they stay finite.

Features (comma-separated, see ALL_FEATURES): minmax (max / min bound
maps), symbolic (symbol operands in bounds), if (affine.if with and without
else), iter-args (affine.for with iter_args and affine.yield), apply
(affine.apply results used in subscripts), imperfect (statements between
loops of a nest).

Usage: gen_affine.py SEED [COUNT [FEATURES]]  -- prints a module.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_program import marker  # noqa: E402  (the batch marker)

ALL_FEATURES = frozenset(['minmax', 'symbolic', 'if', 'iter-args', 'apply',
                          'imperfect'])

DECLS = """func private @printI64(i64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>)
func private @print_memref_i64(memref<*xi64>)
"""

PRINT = {'f32': 'print_memref_f32', 'i64': 'print_memref_i64'}


class Var:
    """An index value usable in affine maps: name, interval, and whether it
    is a valid symbol (kernel parameters) or only a dim (loop IVs, apply
    results inside loops)."""

    def __init__(self, name, lo, hi, symbol):
        self.name = name
        self.lo = lo
        self.hi = hi
        self.symbol = symbol


class Expr:
    """An affine expression over Vars: terms [(coef, var)], constant, and an
    optional trailing `mod m` / `floordiv d`."""

    def __init__(self, terms, const, post=None):
        self.terms = terms
        self.const = const
        self.post = post  # None, ('mod', m) or ('floordiv', d)

    def interval(self):
        lo = hi = self.const
        for c, v in self.terms:
            a, b = c * v.lo, c * v.hi
            lo += min(a, b)
            hi += max(a, b)
        if self.post is not None:
            kind, k = self.post
            if kind == 'mod':
                return 0, k - 1
            return lo // k, hi // k
        return lo, hi

    def vars(self):
        out = []
        for _, v in self.terms:
            if v not in out:
                out.append(v)
        return out

    def render(self, name_of):
        """Text with each var replaced by name_of(var)."""
        parts = []
        for c, v in self.terms:
            n = name_of(v)
            if not parts:
                parts.append(n if c == 1 else ('-%s' % n if c == -1 else '%s * %d' % (n, c)))
            elif c == 1:
                parts.append('+ ' + n)
            elif c == -1:
                parts.append('- ' + n)
            elif c < 0:
                parts.append('- %s * %d' % (n, -c))
            else:
                parts.append('+ %s * %d' % (n, c))
        if not parts:
            text = str(self.const)
        elif self.const > 0:
            text = ' '.join(parts) + ' + %d' % self.const
        elif self.const < 0:
            text = ' '.join(parts) + ' - %d' % -self.const
        else:
            text = ' '.join(parts)
        if self.post is not None:
            if self.terms and (len(self.terms) > 1 or self.const):
                text = '(%s)' % text
            text = '%s %s %d' % (text, self.post[0], self.post[1])
        return text


def map_text(exprs, operands):
    """`affine_map<(d..)[s..] -> (exprs)>(dims)[syms]` for exprs over the
    given operand vars (symbols where valid, dims otherwise)."""
    dims = [v for v in operands if not v.symbol]
    syms = [v for v in operands if v.symbol]

    def name_of(v):
        return 'd%d' % dims.index(v) if not v.symbol else 's%d' % syms.index(v)
    m = 'affine_map<(%s)[%s] -> (%s)>' % (
        ', '.join('d%d' % i for i in range(len(dims))),
        ', '.join('s%d' % i for i in range(len(syms))),
        ', '.join(e.render(name_of) for e in exprs))
    m = m.replace('[]', '')
    text = m + '(%s)' % ', '.join(v.name for v in dims)
    if syms:
        text += '[%s]' % ', '.join(v.name for v in syms)
    return text


class MemRef:
    def __init__(self, name, shape, elem):
        self.name = name
        self.shape = shape
        self.elem = elem

    def type(self):
        return 'memref<%s%s>' % (''.join('%dx' % d for d in self.shape), self.elem)


class KernelGen:
    def __init__(self, prog, name, memrefs, syms):
        self.prog = prog
        self.rng = prog.rng
        self.features = prog.features
        self.name = name
        self.memrefs = memrefs      # MemRef with kernel-local names
        self.syms = syms            # Var (symbol=True) with values lo == hi
        self.lines = []
        self.indent = 1
        self.counter = 0
        self.ivs = []               # Var stack of enclosing dims
        self.scalars = {'i64': [], 'f32': []}   # stacks of lists
        self.scalar_scopes = []
        self.push_scope()

    def fresh(self, prefix='v'):
        self.counter += 1
        return '%%%s%d' % (prefix, self.counter)

    def emit(self, text):
        self.lines.append('  ' * self.indent + text)

    def push_scope(self):
        self.scalar_scopes.append({'i64': [], 'f32': []})

    def pop_scope(self):
        self.scalar_scopes.pop()

    def values(self, ty):
        out = []
        for s in self.scalar_scopes:
            out.extend(s[ty])
        return out

    def define(self, name, ty):
        self.scalar_scopes[-1][ty].append(name)

    # ---- affine expressions ---------------------------------------------
    def rand_expr(self, vars_, allow_mod=True):
        r = self.rng
        terms = []
        if vars_:
            for v in r.sample(vars_, min(len(vars_), r.choice([1, 1, 1, 2]))):
                terms.append((r.choice([1, 1, 1, 2, -1]), v))
        e = Expr(terms, r.randint(-3, 3))
        if allow_mod and terms and r.random() < 0.12:
            e.post = ('floordiv', r.choice([2, 3]))
        return e

    def subscript(self, dim):
        """An expression in [0, dim) over the enclosing dims."""
        r = self.rng
        vars_ = self.ivs[-3:] if self.ivs else []
        e = self.rand_expr(vars_)
        lo, hi = e.interval()
        if hi - lo + 1 <= dim and r.random() < 0.85:
            shift = r.randint(-lo, dim - 1 - hi)
            if e.post is None:
                e.const += shift
            else:
                e = Expr([(1, v) for v in []], 0)  # rebuild below
                e = Expr(self.rand_expr(vars_, False).terms, 0)
                lo, hi = e.interval()
                if hi - lo + 1 <= dim:
                    e.const = r.randint(-lo, dim - 1 - hi)
                else:
                    e.post = ('mod', dim)
            return e
        e.post = ('mod', dim)
        return e

    def access(self, m):
        """`%A[subscripts]` text."""
        subs = [self.subscript(d) for d in m.shape]
        return '%s[%s]' % (m.name, ', '.join(s.render(lambda v: v.name) for s in subs))

    # ---- statements -------------------------------------------------------
    def const(self, value, ty):
        n = self.fresh('c')
        if ty == 'f32':
            self.emit('%s = constant %s : f32' % (n, repr(float(value))))
        else:
            self.emit('%s = constant %d : %s' % (n, value, ty))
        return n

    def gen_load(self):
        m = self.rng.choice(self.memrefs)
        n = self.fresh()
        self.emit('%s = affine.load %s : %s' % (n, self.access(m), m.type()))
        self.define(n, m.elem)
        return n, m.elem

    def gen_compute(self, ty):
        r = self.rng
        vals = self.values(ty)
        if not vals:
            self.gen_load_of(ty)
            vals = self.values(ty)
        if not vals:
            return self.const(r.randint(-5, 5), ty)
        a = r.choice(vals)
        n = self.fresh()
        if ty == 'i64':
            op = r.choice(['addi', 'subi', 'muli', 'xor', 'iv'])
            if op == 'iv' and self.ivs:
                iv = r.choice(self.ivs)
                c = self.fresh()
                self.emit('%s = index_cast %s : index to i64' % (c, iv.name))
                self.emit('%s = addi %s, %s : i64' % (n, a, c))
            else:
                op = 'addi' if op == 'iv' else op
                b = r.choice(vals) if r.random() < 0.6 else self.const(r.randint(-7, 7), 'i64')
                self.emit('%s = %s %s, %s : i64' % (n, op, a, b))
        else:
            b = r.choice(vals)
            h = self.const(0.5, 'f32')
            q = self.const(0.25, 'f32')
            t1, t2, t3 = self.fresh(), self.fresh(), self.fresh()
            self.emit('%s = mulf %s, %s : f32' % (t1, a, h))
            self.emit('%s = mulf %s, %s : f32' % (t2, b, q))
            self.emit('%s = addf %s, %s : f32' % (t3, t1, t2))
            c = self.const(r.choice([0.0, 1.0, -2.0, 0.125]), 'f32')
            self.emit('%s = addf %s, %s : f32' % (n, t3, c))
        self.define(n, ty)
        return n

    def gen_load_of(self, ty):
        ms = [m for m in self.memrefs if m.elem == ty]
        if not ms:
            return None
        m = self.rng.choice(ms)
        n = self.fresh()
        self.emit('%s = affine.load %s : %s' % (n, self.access(m), m.type()))
        self.define(n, ty)
        return n

    def gen_store(self):
        m = self.rng.choice(self.memrefs)
        v = self.gen_compute(m.elem)
        self.emit('affine.store %s, %s : %s' % (v, self.access(m), m.type()))

    def gen_apply(self):
        if not self.ivs:
            return
        e = self.rand_expr(self.ivs[-2:], True)
        lo, hi = e.interval()
        n = self.fresh('a')
        self.emit('%s = affine.apply %s' % (n, map_text([e], e.vars())))
        self.ivs.append(Var(n, lo, hi, False))
        self.applies.append(n)

    def bound(self, lower):
        """(text, lo, hi) of a loop bound over the enclosing dims and the
        symbols; lo / hi are the bound's interval."""
        r = self.rng
        f = self.features
        choices = ['const', 'const']
        if self.ivs:
            choices.append('dim')
        if 'symbolic' in f and self.syms:
            choices.append('sym')
        if 'minmax' in f:
            choices.append('minmax')
        kind = r.choice(choices)
        if kind == 'const':
            v = r.randint(0, 3) if lower else r.randint(2, 9)
            return str(v), v, v
        if kind == 'sym' and not lower:
            s = r.choice(self.syms)
            return s.name, s.lo, s.hi
        n = r.randint(1, 2) if kind == 'minmax' else 1
        exprs = []
        pool = self.ivs[-2:] + (self.syms if 'symbolic' in f else [])
        for _ in range(n):
            vs = r.sample(pool, min(len(pool), r.randint(0, 2))) if pool else []
            terms = [(1, v) for v in vs]
            exprs.append(Expr(terms, r.randint(-2, 3) if lower else r.randint(1, 6)))
        if not lower and n == 1 and r.random() < 0.5:
            exprs.append(Expr([], r.randint(3, 10)))
        ivs = []
        for e in exprs:
            ivs.append(e.interval())
        operands = []
        for e in exprs:
            for v in e.vars():
                if v not in operands:
                    operands.append(v)
        # order operands: dims first as they appear, then symbols
        text = map_text(exprs, operands)
        if len(exprs) > 1:
            text = ('max ' if lower else 'min ') + text
        if lower:
            return text, max(a for a, _ in ivs), max(b for _, b in ivs)
        return text, min(a for a, _ in ivs), min(b for _, b in ivs)

    def gen_for(self, depth):
        r = self.rng
        lb, lb_lo, lb_hi = self.bound(True)
        ub, ub_lo, ub_hi = self.bound(False)
        # keep IVs small so loops stay short: clamp via the interval only
        lo = lb_lo
        hi = max(lo, ub_hi - 1)
        if ub_lo < lb_hi:
            # the trip count could be negative, which 13's unrolling and
            # tiling assume away: make the upper bound a constant above
            # every lower bound
            ub = str(max(lb_hi, 0) + r.randint(0, 6))
            hi = max(lo, int(ub) - 1)
        if hi - lo > 14:
            # too long: use a constant upper bound instead
            ub = str(lo + r.randint(1, 8)) if lb_lo == lb_hi else str(max(lb_hi, 0) + r.randint(1, 8))
            hi = max(lo, int(ub) - 1)
        step = r.choice([1, 1, 1, 2, 3])
        iv = Var(self.fresh('i'), lo, hi, False)
        iter_args = 'iter-args' in self.features and r.random() < 0.2 and self.values('i64')
        head = 'affine.for %s = %s to %s' % (iv.name, lb, ub)
        if step != 1:
            head += ' step %d' % step
        res = None
        if iter_args:
            init = r.choice(self.values('i64'))
            acc = self.fresh('acc')
            res = self.fresh('r')
            head = '%s = %s iter_args(%s = %s) -> (i64)' % (res, head, acc, init)
        self.emit(head + ' {')
        self.indent += 1
        self.ivs.append(iv)
        self.push_scope()
        nivs = len(self.ivs)
        if iter_args:
            self.define(acc, 'i64')
        self.gen_body(depth + 1)
        if iter_args:
            v = self.gen_compute('i64')
            self.emit('affine.yield %s : i64' % v)
        self.pop_scope()
        del self.ivs[nivs - 1:]
        self.indent -= 1
        self.emit('}')
        if res:
            self.define(res, 'i64')

    def gen_if(self, depth):
        r = self.rng
        pool = self.ivs[-3:] + (self.syms if 'symbolic' in self.features else [])
        n = r.randint(1, 2)
        exprs, eqs = [], []
        for _ in range(n):
            vs = r.sample(pool, min(len(pool), r.randint(1, 2))) if pool else []
            terms = [(r.choice([1, -1]), v) for v in vs]
            e = Expr(terms, r.randint(-4, 4))
            eq = r.random() < 0.2
            if eq and terms and r.random() < 0.5:
                e.post = ('mod', 2)
            exprs.append(e)
            eqs.append(eq)
        operands = []
        for e in exprs:
            for v in e.vars():
                if v not in operands:
                    operands.append(v)
        dims = [v for v in operands if not v.symbol]
        syms = [v for v in operands if v.symbol]

        def name_of(v):
            return 'd%d' % dims.index(v) if not v.symbol else 's%d' % syms.index(v)
        cons = ', '.join('%s %s 0' % (e.render(name_of), '==' if q else '>=')
                         for e, q in zip(exprs, eqs))
        s = 'affine_set<(%s)[%s] : (%s)>' % (
            ', '.join('d%d' % i for i in range(len(dims))),
            ', '.join('s%d' % i for i in range(len(syms))), cons)
        s = s.replace('[]', '')
        text = 'affine.if %s(%s)' % (s, ', '.join(v.name for v in dims))
        if syms:
            text += '[%s]' % ', '.join(v.name for v in syms)
        self.emit(text + ' {')
        self.gen_block(depth + 1)
        if r.random() < 0.5:
            self.emit('} else {')
            self.gen_block(depth + 1)
        self.emit('}')

    def gen_block(self, depth):
        """The statements of an affine.if branch (its own scope)."""
        nivs = len(self.ivs)
        self.indent += 1
        self.push_scope()
        self.gen_stmts(depth, self.rng.randint(1, 3))
        self.pop_scope()
        del self.ivs[nivs:]
        self.indent -= 1

    def gen_stmts(self, depth, count):
        r = self.rng
        for _ in range(count):
            x = r.random()
            if x < 0.45:
                self.gen_store()
            elif x < 0.6:
                self.gen_load()
            elif x < 0.75:
                self.gen_compute(r.choice(['i64', 'f32']))
            elif x < 0.85 and 'if' in self.features:
                self.gen_if(depth)
            elif x < 0.92 and 'apply' in self.features:
                self.gen_apply()
            elif depth < 4:
                self.gen_for(depth)

    def gen_body(self, depth):
        r = self.rng
        if depth < 3 and r.random() < 0.55:
            # (im)perfect nest
            if 'imperfect' in self.features and r.random() < 0.35:
                self.gen_stmts(depth, r.randint(1, 2))
            self.gen_for(depth)
            if 'imperfect' in self.features and r.random() < 0.25:
                self.gen_stmts(depth, 1)
        else:
            self.gen_stmts(depth, r.randint(1, 5))
        if r.random() < 0.6:
            self.gen_store()

    def generate(self):
        self.applies = []
        for _ in range(self.rng.randint(1, 4)):
            self.gen_for(0)
            if self.rng.random() < 0.3:
                self.gen_stmts(0, 1)
        self.emit('return')


class Program:
    def __init__(self, seed, features):
        self.seed = seed
        self.rng = random.Random(seed)
        self.features = features
        self.text = []

    def generate(self):
        r = self.rng
        pre = 's%d' % self.seed
        mems = []
        for i in range(r.randint(1, 3)):
            rank = r.choice([1, 2, 2, 3])
            shape = [r.randint(2, 10) for _ in range(rank)]
            mems.append(MemRef('%%m%d' % i, shape, r.choice(['i64', 'f32'])))
        nsyms = r.randint(1, 3)
        svals = [r.randint(0, 9) for _ in range(nsyms)]
        kernels = []
        for k in range(r.randint(1, 3)):
            kname = '%s_k%d' % (pre, k)
            kms = [MemRef('%%A%d' % i, m.shape, m.elem) for i, m in enumerate(mems)]
            syms = [Var('%%n%d' % i, v, v, True) for i, v in enumerate(svals)]
            g = KernelGen(self, kname, kms, syms)
            g.generate()
            params = ['%s: %s' % (m.name, m.type()) for m in kms] + \
                     ['%s: index' % s.name for s in syms]
            self.text.append('func @%s(%s) {' % (kname, ', '.join(params)))
            self.text.extend(g.lines)
            self.text.append('}')
            kernels.append(kname)
        main = ['func @%s_main() {' % pre]
        for m in mems:
            main.append('  %s = memref.alloc() : %s' % (m.name, m.type()))
            # init: value from the subscripts
            ivs = ['%%z%s_%d' % (m.name[1:], d) for d in range(len(m.shape))]
            ind = '  '
            for d, size in enumerate(m.shape):
                main.append('%saffine.for %s = 0 to %d {' % (ind, ivs[d], size))
                ind += '  '
            coefs = [r.randint(1, 7) for _ in m.shape]
            expr = ' + '.join('d%d * %d' % (d, c) for d, c in enumerate(coefs))
            dims = ', '.join('d%d' % d for d in range(len(m.shape)))
            t = '%%t%s' % m.name[1:]
            main.append('%s%s = affine.apply affine_map<(%s) -> (%s + %d)>(%s)' % (
                ind, t, dims, expr, r.randint(0, 5), ', '.join(ivs)))
            main.append('%s%s_i = index_cast %s : index to i64' % (ind, t, t))
            v = '%s_i' % t
            if m.elem == 'f32':
                main.append('%s%s_f = sitofp %s_i : i64 to f32' % (ind, t, t))
                v = '%s_f' % t
            main.append('%saffine.store %s, %s[%s] : %s' % (ind, v, m.name, ', '.join(ivs), m.type()))
            for _ in m.shape:
                ind = ind[:-2]
                main.append('%s}' % ind)
        for i, v in enumerate(svals):
            main.append('  %%sv%d = constant %d : index' % (i, v))
        args = ', '.join([m.name for m in mems] + ['%%sv%d' % i for i in range(nsyms)])
        tys = ', '.join([m.type() for m in mems] + ['index'] * nsyms)
        for k in kernels:
            main.append('  call @%s(%s) : (%s) -> ()' % (k, args, tys))
        for m in mems:
            u = '%%u%s' % m.name[1:]
            main.append('  %s = memref.cast %s : %s to memref<*x%s>' % (u, m.name, m.type(), m.elem))
            main.append('  call @%s(%s) : (memref<*x%s>) -> ()' % (PRINT[m.elem], u, m.elem))
        for m in mems:
            main.append('  memref.dealloc %s : %s' % (m.name, m.type()))
        main.append('  return')
        main.append('}')
        self.text.extend(main)
        return '\n'.join(self.text) + '\n'


def program_text(seed, features=ALL_FEATURES):
    return Program(seed, features).generate()


def module_text(seeds, features=ALL_FEATURES):
    parts = [DECLS]
    main = ['func @main() {']
    for s in seeds:
        parts.append(program_text(s, features))
        main.append('  %%m%d = constant %d : i64' % (s, marker(s)))
        main.append('  call @printI64(%%m%d) : (i64) -> ()' % s)
        main.append('  call @printNewline() : () -> ()')
        main.append('  call @s%d_main() : () -> ()' % s)
    main.append('  return')
    main.append('}')
    parts.append('\n'.join(main) + '\n')
    return '\n'.join(parts)


if __name__ == '__main__':
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    feats = ALL_FEATURES
    if len(sys.argv) > 3:
        feats = frozenset(f for f in sys.argv[3].split(',') if f)
    sys.stdout.write(module_text(range(seed, seed + count), feats))
