#!/usr/bin/env python3
"""Generate random, UB-free std / scf / memref programs for differential
testing of cmlir against upstream MLIR 13.

Every program is deterministic in its seed.  A program is a set of functions
named @s<seed>_*; its entry point @s<seed>_main takes no arguments and prints
results through the runtime library (printI64 / printF64 / printNewline,
print_memref_f32 / print_memref_i64).  Several programs can be put in one
module (see module_text) so that one JIT run covers many of them.

UB avoidance, by construction:
  * integer division / remainder: the divisor is (x & 7) + 1, in [1, 8];
  * shifts: the amount is masked with width - 1;
  * floats never become inf / NaN: products and quotients are clamped to
    [-1e6, 1e6], divisors are |x| + 1, loop-carried floats are clamped;
  * fptosi only sees clamped values;
  * memref indices are reduced modulo the dimension (remi_unsigned), every
    buffer is fully initialised after allocation, loops have constant bounds
    with small trip counts, scf.while loops count up to a constant.

Usage: gen_program.py SEED [COUNT]  -- prints a module with COUNT programs
(seeds SEED .. SEED+COUNT-1) and an @main calling them in turn.
"""

import random
import sys

INT_TYPES = ('i32', 'i64', 'index')
FLOAT_TYPES = ('f32', 'f64')
WIDTH = {'i32': 32, 'i64': 64, 'index': 64}
# Memref element types and their runtime print functions (if any).
MEM_ELEMS = ('f32', 'i64', 'f64', 'i32')
PRINT_MEMREF = {'f32': 'print_memref_f32', 'i64': 'print_memref_i64'}

DECLS = """func private @printI64(i64)
func private @printF64(f64)
func private @printNewline()
func private @print_memref_f32(memref<*xf32>)
func private @print_memref_i64(memref<*xi64>)
func @fuzz_one() -> index {
  %c1 = constant 1 : index
  return %c1 : index
}
"""


def marker(seed):
    """The value printed before each program's output in a batch."""
    return -(10 ** 15) - seed


class MemRef:
    def __init__(self, name, shape, elem, layout=None):
        self.name = name
        self.shape = shape          # list of ints (static sizes)
        self.elem = elem
        self.layout = layout        # None or (offset, strides)
        self.kind = None            # 'alloc' when main must free it

    def type(self):
        dims = ''.join('%dx' % d for d in self.shape)
        t = 'memref<%s%s' % (dims, self.elem)
        if self.layout is not None:
            off, strides = self.layout
            t += ', offset: %d, strides: [%s]' % (
                off, ', '.join(str(s) for s in strides))
        return t + '>'


class FuncGen:
    def __init__(self, prog, name):
        self.prog = prog
        self.rng = prog.rng
        self.name = name
        self.lines = []
        self.counter = 0
        self.indent = 1
        # scope: list of dicts type -> [names]; memrefs: list of lists
        self.scopes = [{}]
        self.mscopes = [[]]
        self.consts = [{}]   # (value, type) -> name, per scope

    # -- helpers ---------------------------------------------------------
    def fresh(self):
        self.counter += 1
        return '%%v%d' % self.counter

    def emit(self, text):
        self.lines.append('  ' * self.indent + text)

    def push(self):
        self.scopes.append({})
        self.mscopes.append([])
        self.consts.append({})

    def pop(self):
        self.scopes.pop()
        self.mscopes.pop()
        self.consts.pop()

    def enter(self, defs=()):
        """Opens a region body: one level deeper, a new scope holding the
        (name, type) pairs of `defs` (its arguments)."""
        self.indent += 1
        self.push()
        for name, ty in defs:
            self.define(name, ty)

    def leave(self):
        self.pop()
        self.indent -= 1

    def define(self, name, ty):
        self.scopes[-1].setdefault(ty, []).append(name)
        return name

    def values(self, ty):
        out = []
        for s in self.scopes:
            out.extend(s.get(ty, []))
        return out

    def memrefs(self):
        out = []
        for s in self.mscopes:
            out.extend(s)
        return out

    def const(self, value, ty):
        for s in self.consts:
            if (value, ty) in s:
                return s[(value, ty)]
        n = self.fresh()
        if ty in FLOAT_TYPES:
            self.emit('%s = constant %s : %s' % (n, '%e' % value, ty))
        elif ty == 'i1':
            self.emit('%s = constant %s' % (n, 'true' if value else 'false'))
        else:
            self.emit('%s = constant %d : %s' % (n, value, ty))
        self.consts[-1][(value, ty)] = n
        return n

    def rand_const(self, ty):
        r = self.rng
        if ty in FLOAT_TYPES:
            return self.const(r.randint(-40, 40) / 4.0, ty)
        if ty == 'i1':
            return self.const(r.random() < 0.5, ty)
        w = WIDTH[ty]
        c = r.random()
        if c < 0.1:
            v = r.choice([-(1 << (w - 1)), (1 << (w - 1)) - 1, -1])
        elif c < 0.2:
            v = r.randint(-(1 << 20), 1 << 20)
        else:
            v = r.randint(-10, 20)
        return self.const(v, ty)

    def pick(self, ty):
        """An existing value of type ty, or a new constant."""
        vals = self.values(ty)
        if vals and self.rng.random() < 0.8:
            # prefer recent values
            k = len(vals)
            i = k - 1 - min(int(self.rng.expovariate(0.4)), k - 1)
            return vals[i]
        if ty == 'i1':
            return self.gen_cmp()
        return self.rand_const(ty)

    def pick_other(self, ty, a):
        """A second operand; without feature 'same-operand' it differs from
        a (works around a cmlir bug, see
        regressions/rauw-duplicate-operand.mlir)."""
        b = self.pick(ty)
        if b != a or 'same-operand' in self.prog.features:
            return b
        for _ in range(3):
            b = self.pick(ty)
            if b != a:
                return b
        n = self.fresh()
        if ty in FLOAT_TYPES:
            self.emit('%s = constant %e : %s' % (n, self.rng.randint(-9, 9) + 0.5, ty))
        else:
            self.emit('%s = constant %d : %s' % (n, self.rng.randint(-9, 9), ty))
        return n

    def op(self, text, ty):
        n = self.fresh()
        self.emit('%s = %s' % (n, text))
        return self.define(n, ty)

    # -- safe building blocks --------------------------------------------
    def clamp(self, v, ty):
        hi = self.const(1.0e6, ty)
        lo = self.const(-1.0e6, ty)
        c1 = self.fresh()
        self.emit('%s = cmpf ogt, %s, %s : %s' % (c1, v, hi, ty))
        s1 = self.fresh()
        self.emit('%s = select %s, %s, %s : %s' % (s1, c1, hi, v, ty))
        c2 = self.fresh()
        self.emit('%s = cmpf olt, %s, %s : %s' % (c2, s1, lo, ty))
        s2 = self.fresh()
        self.emit('%s = select %s, %s, %s : %s' % (s2, c2, lo, s1, ty))
        return s2

    def safe_divisor(self, v, ty):
        m = self.fresh()
        self.emit('%s = and %s, %s : %s' % (m, v, self.const(7, ty), ty))
        d = self.fresh()
        self.emit('%s = addi %s, %s : %s' % (d, m, self.const(1, ty), ty))
        return d

    def index_into(self, v, dim):
        """An index in [0, dim) from an arbitrary index value v."""
        r = self.fresh()
        self.emit('%s = remi_unsigned %s, %s : index' % (r, v, self.const(dim, 'index')))
        return r

    def to_print(self, v, ty):
        if ty == 'i64':
            self.emit('call @printI64(%s) : (i64) -> ()' % v)
        elif ty == 'i32':
            n = self.fresh()
            self.emit('%s = sexti %s : i32 to i64' % (n, v))
            self.emit('call @printI64(%s) : (i64) -> ()' % n)
        elif ty == 'index':
            n = self.fresh()
            self.emit('%s = index_cast %s : index to i64' % (n, v))
            self.emit('call @printI64(%s) : (i64) -> ()' % n)
        elif ty == 'i1':
            n = self.fresh()
            self.emit('%s = zexti %s : i1 to i64' % (n, v))
            self.emit('call @printI64(%s) : (i64) -> ()' % n)
        elif ty == 'f64':
            self.emit('call @printF64(%s) : (f64) -> ()' % v)
        elif ty == 'f32':
            n = self.fresh()
            self.emit('%s = fpext %s : f32 to f64' % (n, v))
            self.emit('call @printF64(%s) : (f64) -> ()' % n)
        self.emit('call @printNewline() : () -> ()')

    # -- expressions -----------------------------------------------------
    def gen_cmp(self):
        r = self.rng
        if r.random() < 0.6:
            ty = r.choice(INT_TYPES)
            pred = r.choice(['eq', 'ne', 'slt', 'sle', 'sgt', 'sge',
                             'ult', 'ule', 'ugt', 'uge'])
            a = self.pick(ty)
            b = self.pick_other(ty, a)
            return self.op('cmpi %s, %s, %s : %s' % (pred, a, b, ty), 'i1')
        ty = r.choice(FLOAT_TYPES)
        pred = r.choice(['oeq', 'one', 'olt', 'ole', 'ogt', 'oge', 'ueq',
                         'une', 'ult', 'ule', 'ugt', 'uge', 'ord', 'uno'])
        a = self.pick(ty)
        b = self.pick_other(ty, a)
        return self.op('cmpf %s, %s, %s : %s' % (pred, a, b, ty), 'i1')

    def gen_int(self, ty):
        r = self.rng
        feats = self.prog.features
        c = r.random()
        a = self.pick(ty)
        if c < 0.35:
            o = r.choice(['addi', 'subi', 'muli', 'and', 'or', 'xor'])
            return self.op('%s %s, %s : %s' % (o, a, self.pick_other(ty, a), ty), ty)
        if c < 0.5:
            o = r.choice(['divi_signed', 'divi_unsigned', 'remi_signed',
                          'remi_unsigned'])
            d = self.safe_divisor(self.pick(ty), ty)
            return self.op('%s %s, %s : %s' % (o, a, d, ty), ty)
        if c < 0.6 and ty != 'index':
            o = r.choice(['shift_left', 'shift_right_signed',
                          'shift_right_unsigned'])
            m = self.fresh()
            self.emit('%s = and %s, %s : %s' % (m, self.pick(ty),
                                                 self.const(WIDTH[ty] - 1, ty), ty))
            return self.op('%s %s, %s : %s' % (o, a, m, ty), ty)
        if c < 0.7:
            cond = self.pick('i1')
            return self.op('select %s, %s, %s : %s' % (cond, a, self.pick_other(ty, a), ty), ty)
        if c < 0.85:
            # conversions into ty
            if ty == 'index':
                src = r.choice(['i32', 'i64'])
                return self.op('index_cast %s : %s to index' % (self.pick(src), src), ty)
            if ty == 'i64':
                k = r.random()
                if k < 0.3:
                    return self.op('sexti %s : i32 to i64' % self.pick('i32'), ty)
                if k < 0.5:
                    return self.op('zexti %s : i32 to i64' % self.pick('i32'), ty)
                if k < 0.7:
                    return self.op('index_cast %s : index to i64' % self.pick('index'), ty)
            else:
                k = r.random()
                if k < 0.4:
                    return self.op('trunci %s : i64 to i32' % self.pick('i64'), ty)
                if k < 0.7:
                    return self.op('index_cast %s : index to i32' % self.pick('index'), ty)
            ft = r.choice(FLOAT_TYPES)
            f = self.clamp(self.pick(ft), ft)
            if 'float-ext' in self.prog.features and r.random() < 0.3:
                # fptoui of |x| <= 1e6: in range for i32 and i64
                af = self.fresh()
                self.emit('%s = absf %s : %s' % (af, f, ft))
                return self.op('fptoui %s : %s to %s' % (af, ft, ty), ty)
            return self.op('fptosi %s : %s to %s' % (f, ft, ty), ty)
        if 'memref' in feats and self.memrefs() and r.random() < 0.8:
            v = self.gen_load(ty)
            if v:
                return v
        return self.rand_const(ty)

    def gen_float(self, ty):
        r = self.rng
        c = r.random()
        a = self.pick(ty)
        if c < 0.35:
            o = r.choice(['addf', 'subf'])
            return self.op('%s %s, %s : %s' % (o, a, self.pick_other(ty, a), ty), ty)
        if c < 0.5:
            n = self.fresh()
            self.emit('%s = mulf %s, %s : %s' % (n, a, self.pick_other(ty, a), ty))
            return self.define(self.clamp(n, ty), ty)
        if c < 0.6:
            d = self.fresh()
            self.emit('%s = absf %s : %s' % (d, self.pick(ty), ty))
            d1 = self.fresh()
            self.emit('%s = addf %s, %s : %s' % (d1, d, self.const(1.0, ty), ty))
            n = self.fresh()
            self.emit('%s = divf %s, %s : %s' % (n, a, d1, ty))
            return self.define(self.clamp(n, ty), ty)
        if c < 0.65:
            if 'float-ext' in self.prog.features and r.random() < 0.6:
                k = r.random()
                if k < 0.25:
                    return self.op('%s %s : %s' % (r.choice(['ceilf', 'floorf']), a, ty), ty)
                if k < 0.5:
                    return self.op('copysign %s, %s : %s' % (a, self.pick_other(ty, a), ty), ty)
                if k < 0.75:
                    n = self.fresh()
                    b = self.pick_other(ty, a)
                    self.emit('%s = fmaf %s, %s, %s : %s' % (n, a, b, self.pick(ty), ty))
                    return self.define(self.clamp(n, ty), ty)
                src = r.choice(INT_TYPES[:2])
                return self.op('uitofp %s : %s to %s' % (self.pick(src), src, ty), ty)
            return self.op('negf %s : %s' % (a, ty), ty)
        if c < 0.75:
            cond = self.pick('i1')
            return self.op('select %s, %s, %s : %s' % (cond, a, self.pick_other(ty, a), ty), ty)
        if c < 0.85:
            src = r.choice(INT_TYPES[:2])
            return self.op('sitofp %s : %s to %s' % (self.pick(src), src, ty), ty)
        if c < 0.92:
            if ty == 'f64':
                return self.op('fpext %s : f32 to f64' % self.pick('f32'), ty)
            return self.op('fptrunc %s : f64 to f32' % self.clamp(self.pick('f64'), 'f64'), ty)
        if 'memref' in self.prog.features and self.memrefs():
            v = self.gen_load(ty)
            if v:
                return v
        return self.rand_const(ty)

    def gen_value(self, ty):
        if ty in FLOAT_TYPES:
            return self.gen_float(ty)
        if ty == 'i1':
            return self.gen_cmp()
        return self.gen_int(ty)

    # -- memrefs ---------------------------------------------------------
    def local_const(self, value):
        """An index constant for a memref op operand.  Without feature
        'nested-first-use' it is a new constant in the current block, so
        that the op is its only user (works around a cmlir bug, see
        regressions/index-cast-dominance.mlir)."""
        if 'nested-first-use' in self.prog.features:
            return self.const(value, 'index')
        n = self.fresh()
        self.emit('%s = constant %d : index' % (n, value))
        return n

    def indices(self, m):
        idx = []
        for d in m.shape:
            if self.rng.random() < 0.3:
                idx.append(self.local_const(self.rng.randrange(d)))
            else:
                idx.append(self.index_into(self.pick('index'), d))
        return idx

    def gen_load(self, ty):
        cands = [m for m in self.memrefs() if m.elem == ty]
        if not cands:
            return None
        m = self.rng.choice(cands)
        idx = self.indices(m)
        return self.op('memref.load %s[%s] : %s' % (m.name, ', '.join(idx), m.type()), ty)

    def gen_store(self):
        ms = self.memrefs()
        if not ms:
            return
        m = self.rng.choice(ms)
        v = self.pick(m.elem)
        idx = self.indices(m)
        self.emit('memref.store %s, %s[%s] : %s' % (v, m.name, ', '.join(idx), m.type()))

    def fill(self, m):
        """Initialise every element of m (static shape) with a formula of
        its indices."""
        ivs = []
        for d in m.shape:
            iv = self.fresh()
            self.emit('scf.for %s = %s to %s step %s {' % (
                iv, self.const(0, 'index'), self.const(d, 'index'),
                self.const(1, 'index')))
            self.enter()
            ivs.append(iv)
        # v = iv0 * k + iv1 + base
        k = self.rng.randint(1, 7)
        base = self.rng.randint(-5, 5)
        acc = self.const(base, 'index')
        for iv in ivs:
            n = self.fresh()
            self.emit('%s = muli %s, %s : index' % (n, acc, self.const(k, 'index')))
            a = self.fresh()
            self.emit('%s = addi %s, %s : index' % (a, n, iv))
            acc = a
        i64 = self.fresh()
        self.emit('%s = index_cast %s : index to i64' % (i64, acc))
        if m.elem == 'i64':
            v = i64
        elif m.elem == 'i32':
            v = self.fresh()
            self.emit('%s = trunci %s : i64 to i32' % (v, i64))
        else:
            v = self.fresh()
            self.emit('%s = sitofp %s : i64 to %s' % (v, i64, m.elem))
        self.emit('memref.store %s, %s[%s] : %s' % (v, m.name, ', '.join(ivs), m.type()))
        for _ in ivs:
            self.leave()
            self.emit('}')

    def touch(self, m):
        """Without feature 'nested-first-use', use a new memref once at the
        level where it is defined (works around a cmlir bug, see
        regressions/memref-arg-cast-dominance.mlir)."""
        if 'nested-first-use' in self.prog.features:
            return
        self.emit('%s = memref.dim %s, %s : %s' % (
            self.fresh(), m.name, self.local_const(0), m.type()))

    def alloc(self, m, kind):
        """Emit the allocation of m (static shape).  Without feature
        'static-alloc' the buffer is allocated with dynamic sizes computed
        from @fuzz_one() and cast to its static type: cmlir-translate
        sometimes corrupts the constant-folded size expression of a static
        allocation (see regressions/translate-constexpr-gep.mlir)."""
        if 'static-alloc' in self.prog.features:
            self.emit('%s = memref.%s() : %s' % (m.name, kind, m.type()))
            return
        one = self.fresh()
        self.emit('%s = call @fuzz_one() : () -> index' % one)
        sizes = []
        for d in m.shape:
            n = self.fresh()
            self.emit('%s = muli %s, %s : index' % (n, one, self.local_const(d)))
            sizes.append(n)
        dyn = 'memref<%s%s>' % (''.join('?x' for _ in m.shape), m.elem)
        a = self.fresh()
        self.emit('%s = memref.%s(%s) : %s' % (a, kind, ', '.join(sizes), dyn))
        self.emit('%s = memref.cast %s : %s to %s' % (m.name, a, dyn, m.type()))

    def new_memref(self, kind):
        r = self.rng
        rank = r.choice([1, 1, 2])
        shape = [r.randint(1, 5) for _ in range(rank)]
        elem = r.choice(MEM_ELEMS)
        m = MemRef(self.fresh(), shape, elem)
        if 'alloc' not in self.prog.features:
            kind = 'alloca'
        self.alloc(m, kind)
        self.touch(m)
        if kind == 'alloc' and self.name.endswith('_main'):
            m.kind = 'alloc'
        self.fill(m)
        self.mscopes[-1].append(m)
        return m

    def gen_subview(self):
        cands = [m for m in self.memrefs() if m.layout is None]
        if not cands:
            return
        r = self.rng
        m = r.choice(cands)
        offs, sizes = [], []
        for d in m.shape:
            o = r.randrange(d)
            offs.append(o)
            sizes.append(r.randint(1, d - o))
        strides = []
        s = 1
        for d in reversed(m.shape):
            strides.insert(0, s)
            s *= d
        off = sum(o * st for o, st in zip(offs, strides))
        sv = MemRef(self.fresh(), sizes, m.elem, (off, strides))
        self.emit('%s = memref.subview %s[%s][%s][%s] : %s to %s' % (
            sv.name, m.name, ', '.join(map(str, offs)), ', '.join(map(str, sizes)),
            ', '.join('1' for _ in sizes), m.type(), sv.type()))
        self.touch(sv)
        self.mscopes[-1].append(sv)

    def gen_reshape(self):
        """Feature 'reshape': a contiguous memref cast to unranked and
        given a new static shape of as many elements, either by
        memref.reshape through a dynamic-length shape buffer (an unranked
        result) or by memref.reinterpret_cast of the unranked value; the
        result is cast back to its ranked type and becomes a new view."""
        cands = [m for m in self.memrefs() if m.layout is None]
        if not cands:
            return
        r = self.rng
        m = r.choice(cands)
        n = 1
        for d in m.shape:
            n *= d
        new = []
        rest = n
        for _ in range(r.randint(0, 2)):
            divs = [d for d in range(1, rest + 1) if rest % d == 0]
            d = r.choice(divs)
            new.append(d)
            rest //= d
        new.append(rest)
        r.shuffle(new)
        ut = 'memref<*x%s>' % m.elem
        u = self.fresh()
        self.emit('%s = memref.cast %s : %s to %s' % (u, m.name, m.type(), ut))
        nm = MemRef(self.fresh(), new, m.elem)
        if r.random() < 0.5:
            sh = self.fresh()
            self.emit('%s = memref.alloca(%s) : memref<?xindex>' % (
                sh, self.local_const(len(new))))
            for i, d in enumerate(new):
                self.emit('memref.store %s, %s[%s] : memref<?xindex>' % (
                    self.local_const(d), sh, self.local_const(i)))
            ru = self.fresh()
            self.emit('%s = memref.reshape %s(%s) : (%s, memref<?xindex>) -> %s' % (
                ru, u, sh, ut, ut))
            self.emit('%s = memref.cast %s : %s to %s' % (nm.name, ru, ut, nm.type()))
        else:
            strides = []
            st = 1
            for d in reversed(new):
                strides.insert(0, st)
                st *= d
            self.emit('%s = memref.reinterpret_cast %s to offset: [0], sizes: [%s], '
                      'strides: [%s] : %s to %s' % (
                          nm.name, u, ', '.join(map(str, new)),
                          ', '.join(map(str, strides)), ut, nm.type()))
        self.touch(nm)
        self.mscopes[-1].append(nm)

    def gen_print_memref(self):
        cands = [m for m in self.memrefs() if m.elem in PRINT_MEMREF]
        if not cands:
            return
        m = self.rng.choice(cands)
        u = self.fresh()
        self.emit('%s = memref.cast %s : %s to memref<*x%s>' % (u, m.name, m.type(), m.elem))
        self.emit('call @%s(%s) : (memref<*x%s>) -> ()' % (PRINT_MEMREF[m.elem], u, m.elem))

    def gen_dim(self):
        ms = self.memrefs()
        if not ms:
            return
        m = self.rng.choice(ms)
        d = self.rng.randrange(len(m.shape))
        self.op('memref.dim %s, %s : %s' % (m.name, self.local_const(d), m.type()), 'index')

    # -- control flow ----------------------------------------------------
    def result_types(self):
        k = self.rng.randint(0, 2)
        return [self.rng.choice(INT_TYPES + FLOAT_TYPES) for _ in range(k)]

    def yield_values(self, tys):
        out = []
        for t in tys:
            v = self.pick(t)
            if t in FLOAT_TYPES:
                v = self.clamp(v, t)
            out.append(v)
        return out

    def gen_for(self, depth):
        r = self.rng
        tys = self.result_types()
        inits = [self.pick(t) for t in tys]
        lb = r.randint(-2, 2)
        ub = lb + r.randint(0, 4)
        step = r.randint(1, 2)
        iv = self.fresh()
        args = [self.fresh() for _ in tys]
        res = [self.fresh() for _ in tys]
        head = 'scf.for %s = %s to %s step %s' % (
            iv, self.const(lb, 'index'), self.const(ub, 'index'), self.const(step, 'index'))
        if tys:
            head = '%s = %s iter_args(%s) -> (%s)' % (
                ', '.join(res), head,
                ', '.join('%s = %s' % (a, i) for a, i in zip(args, inits)),
                ', '.join(tys))
        self.emit(head + ' {')
        self.enter([(iv, 'index')] + list(zip(args, tys)))
        self.gen_stmts(depth + 1, r.randint(2, 6))
        if tys:
            ys = self.yield_values(tys)
            self.emit('scf.yield %s : %s' % (', '.join(ys), ', '.join(tys)))
        self.leave()
        self.emit('}')
        for n, t in zip(res, tys):
            self.define(n, t)

    def gen_if(self, depth):
        r = self.rng
        tys = self.result_types()
        cond = self.pick('i1')
        res = [self.fresh() for _ in tys]
        pre = ('%s = ' % ', '.join(res)) if tys else ''
        post = (' -> (%s)' % ', '.join(tys)) if tys else ''
        self.emit('%sscf.if %s%s {' % (pre, cond, post))
        for branch in (0, 1):
            if branch:
                if not tys and r.random() < 0.5:
                    break
                self.emit('} else {')
            self.enter()
            self.gen_stmts(depth + 1, r.randint(1, 5))
            if tys:
                ys = self.yield_values(tys)
                self.emit('scf.yield %s : %s' % (', '.join(ys), ', '.join(tys)))
            self.leave()
        self.emit('}')
        for n, t in zip(res, tys):
            self.define(n, t)

    def gen_while(self, depth):
        r = self.rng
        tys = self.result_types()
        limit = r.randint(0, 4)
        init_c = self.const(r.randint(-1, 1), 'i64')
        inits = [self.pick(t) for t in tys]
        all_tys = ['i64'] + tys
        bargs = [self.fresh() for _ in all_tys]
        res = [self.fresh() for _ in all_tys]
        self.emit('%s = scf.while (%s) : (%s) -> (%s) {' % (
            ', '.join(res),
            ', '.join('%s = %s' % (a, i) for a, i in zip(bargs, [init_c] + inits)),
            ', '.join(all_tys), ', '.join(all_tys)))
        self.enter(zip(bargs, all_tys))
        self.gen_stmts(depth + 1, r.randint(0, 2), allow_region=False)
        c = self.fresh()
        self.emit('%s = cmpi slt, %s, %s : i64' % (c, bargs[0], self.const(limit, 'i64')))
        fwd = [bargs[0]] + self.yield_values(tys)
        self.emit('scf.condition(%s) %s : %s' % (c, ', '.join(fwd), ', '.join(all_tys)))
        self.leave()
        aargs = [self.fresh() for _ in all_tys]
        self.emit('} do {')
        self.emit('^bb0(%s):' % ', '.join('%s: %s' % (a, t) for a, t in zip(aargs, all_tys)))
        self.enter(zip(aargs, all_tys))
        self.gen_stmts(depth + 1, r.randint(1, 4))
        nc = self.fresh()
        self.emit('%s = addi %s, %s : i64' % (nc, aargs[0], self.const(1, 'i64')))
        ys = [nc] + self.yield_values(tys)
        self.emit('scf.yield %s : %s' % (', '.join(ys), ', '.join(all_tys)))
        self.leave()
        self.emit('}')
        for n, t in zip(res, all_tys):
            self.define(n, t)

    def gen_call(self):
        callees = self.prog.funcs
        if not callees:
            return
        f = self.rng.choice(callees)
        args = []
        for kind, t in f.params:
            if kind == 'scalar':
                args.append(self.pick(t))
            else:
                cands = [m for m in self.memrefs() if m.type() == t]
                if not cands:
                    return
                args.append(self.rng.choice(cands).name)
        ptys = ', '.join(t for _, t in f.params)
        rtys = ', '.join(f.results)
        res = [self.fresh() for _ in f.results]
        pre = ('%s = ' % ', '.join(res)) if res else ''
        self.emit('%scall @%s(%s) : (%s) -> (%s)' % (pre, f.name, ', '.join(args), ptys, rtys))
        for n, t in zip(res, f.results):
            self.define(n, t)

    def gen_stmts(self, depth, count, allow_region=True):
        r = self.rng
        feats = self.prog.features
        for _ in range(count):
            c = r.random()
            if allow_region and depth < 3 and c < 0.25:
                k = r.random()
                if k < 0.45:
                    self.gen_for(depth)
                elif k < 0.8:
                    self.gen_if(depth)
                elif 'while' in feats:
                    self.gen_while(depth)
                continue
            if c < 0.3 and 'call' in feats:
                self.gen_call()
                continue
            if c < 0.45 and 'memref' in feats:
                k = r.random()
                if k < 0.5:
                    self.gen_store()
                elif k < 0.65:
                    self.gen_dim()
                elif k < 0.8 and depth == 0:
                    self.new_memref(r.choice(['alloc', 'alloca']))
                elif k < 0.9:
                    self.gen_subview()
                elif 'reshape' in feats and r.random() < 0.5:
                    self.gen_reshape()
                else:
                    self.gen_print_memref()
                continue
            if c < 0.55:
                ty = r.choice(INT_TYPES + FLOAT_TYPES + ('i1',))
                vals = self.values(ty)
                if vals:
                    self.to_print(r.choice(vals), ty)
                    continue
            ty = r.choice(INT_TYPES + FLOAT_TYPES)
            self.gen_value(ty)


class Func:
    def __init__(self, name, params, results):
        self.name = name
        self.params = params    # list of (kind, type)
        self.results = results


class Program:
    def __init__(self, seed, features):
        self.seed = seed
        self.rng = random.Random(seed)
        self.features = features
        self.funcs = []
        self.text = []

    def gen_helper(self, idx):
        r = self.rng
        name = 's%d_f%d' % (self.seed, idx)
        g = FuncGen(self, name)
        params = []
        for _ in range(r.randint(0, 3)):
            if 'memref' in self.features and r.random() < 0.35:
                rank = r.choice([1, 2])
                m = MemRef(g.fresh(), [r.randint(1, 4) for _ in range(rank)],
                           r.choice(MEM_ELEMS))
                g.mscopes[0].append(m)
                params.append(('memref', m.type(), m.name))
            else:
                t = r.choice(INT_TYPES + FLOAT_TYPES)
                n = g.fresh()
                g.define(n, t)
                params.append(('scalar', t, n))
        results = [r.choice(INT_TYPES + FLOAT_TYPES) for _ in range(r.randint(0, 3))]
        for m in g.mscopes[0]:
            g.touch(m)
        g.gen_stmts(0, r.randint(3, 10))
        rets = g.yield_values(results)
        g.emit('return %s' % (', '.join(rets) + ' : ' + ', '.join(results) if results else ''))
        sig = ', '.join('%s: %s' % (n, t) for _, t, n in params)
        head = 'func @%s(%s)' % (name, sig)
        if results:
            head += ' -> (%s)' % ', '.join(results)
        self.text.append(head + ' {')
        self.text.extend(g.lines)
        self.text.append('}')
        self.funcs.append(Func(name, [(k, t) for k, t, _ in params], results))

    def gen_main(self):
        r = self.rng
        g = FuncGen(self, 's%d_main' % self.seed)
        if 'memref' in self.features:
            for _ in range(r.randint(1, 3)):
                g.new_memref('alloc')
            # make sure helpers taking memrefs can be called sometimes
            for f in self.funcs:
                for kind, t in f.params:
                    if kind == 'memref' and r.random() < 0.7 and \
                            not any(m.type() == t for m in g.memrefs()):
                        shape = [int(x) for x in t[len('memref<'):].split('x')[:-1]]
                        elem = t.split('x')[-1][:-1]
                        m = MemRef(g.fresh(), shape, elem)
                        if 'alloc' in self.features:
                            g.alloc(m, 'alloc')
                            m.kind = 'alloc'
                        else:
                            g.alloc(m, 'alloca')
                        g.touch(m)
                        g.fill(m)
                        g.mscopes[0].append(m)
        g.gen_stmts(0, r.randint(5, 14))
        for f in self.funcs:
            if r.random() < 0.6:
                g.gen_call()
        # print everything computed at top level, then memrefs
        for ty in INT_TYPES + FLOAT_TYPES:
            for v in g.scopes[0].get(ty, [])[-3:]:
                g.to_print(v, ty)
        for m in g.mscopes[0]:
            if m.elem in PRINT_MEMREF:
                u = g.fresh()
                g.emit('%s = memref.cast %s : %s to memref<*x%s>' % (u, m.name, m.type(), m.elem))
                g.emit('call @%s(%s) : (memref<*x%s>) -> ()' % (PRINT_MEMREF[m.elem], u, m.elem))
        for m in g.mscopes[0]:
            if m.kind == 'alloc':
                g.emit('memref.dealloc %s : %s' % (m.name, m.type()))
        g.emit('return')
        self.text.append('func @%s() {' % g.name)
        self.text.extend(g.lines)
        self.text.append('}')

    def generate(self):
        nf = self.rng.randint(0, 3) if 'call' in self.features else 0
        for i in range(nf):
            self.gen_helper(i)
        self.gen_main()
        return '\n'.join(self.text) + '\n'


ALL_FEATURES = frozenset(['memref', 'call', 'while', 'alloc', 'nested-first-use',
                          'same-operand', 'static-alloc', 'float-ext',
                          'reshape'])


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
    sys.stdout.write(module_text(range(seed, seed + count)))
