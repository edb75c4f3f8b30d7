"""Generates a large spv.module for bench/spirv_serial.sh: many functions
of arithmetic, memory and structured control flow (a selection; loops
with phis as written here are rejected by mlir-translate-13's
deserializer, and a selection heading the entry block whose variables are
used after it crashes it)."""
import argparse
import random


def func(out, i, rnd):
    out.append('  spv.func @f%d(%%a: i32, %%b: f32) -> f32 "None" {' % i)
    out.append('    %zero = spv.Constant 0 : i32')
    out.append('    %one = spv.Constant 1 : i32')
    out.append('    %%k = spv.Constant %d : i32' % rnd.randint(2, 1000))
    out.append('    %%fk = spv.Constant %d.5 : f32' % rnd.randint(1, 100))
    out.append('    %var = spv.Variable init(%zero) : !spv.ptr<i32, Function>')
    out.append('    %g = spv.mlir.addressof @g : !spv.ptr<f32, Private>')
    v, fv = '%a', '%b'
    n = 0
    for _ in range(rnd.randint(8, 20)):
        n += 1
        c = rnd.randrange(4)
        if c == 0:
            out.append('    %%i%d = spv.IAdd %s, %%k : i32' % (n, v))
            v = '%%i%d' % n
        elif c == 1:
            out.append('    %%i%d = spv.IMul %s, %s : i32' % (n, v, v))
            v = '%%i%d' % n
        elif c == 2:
            out.append('    %%f%d = spv.FMul %s, %%fk : f32' % (n, fv))
            fv = '%%f%d' % n
        else:
            out.append('    %%f%d = spv.GLSL.Sqrt %s : f32' % (n, fv))
            fv = '%%f%d' % n
    out.append('    %%c = spv.SLessThan %s, %%k : i32' % v)
    out.append('    spv.mlir.selection {')
    out.append('      spv.BranchConditional %c, ^then, ^merge')
    out.append('    ^then:')
    out.append('      spv.Store "Function" %%var, %s : i32' % v)
    out.append('      spv.Store "Private" %%g, %s : f32' % fv)
    out.append('      spv.Branch ^merge')
    out.append('    ^merge:')
    out.append('      spv.mlir.merge')
    out.append('    }')
    out.append('    %r = spv.Load "Private" %g : f32')
    out.append('    spv.ReturnValue %r : f32')
    out.append('  }')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--functions', type=int, default=20000)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-o', required=True)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    out = ['spv.module Logical GLSL450 requires #spv.vce<v1.0, [Shader], []> {',
           '  spv.GlobalVariable @g : !spv.ptr<f32, Private>']
    for i in range(a.functions):
        func(out, i, rnd)
    out.append('}')
    with open(a.o, 'w') as f:
        f.write('\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
