#!/usr/bin/env python3
"""gen_spirv.py - large generated spv.modules for the SPIR-V benchmarks,
deterministic for a seed.

  gen_spirv.py [N] [SEED]                     convert profile to stdout
  gen_spirv.py --profile serial --functions N --seed S -o FILE

Profile `convert` (bench/spirv_llvm.sh, -convert-spirv-to-llvm): each
function mixes the op families the conversion handles (integer and float
arithmetic, bit-field ops on vectors, shifts with a wider amount,
comparisons and select, GLSL expansions, casts, composites, variables,
access chains, loads and stores with memory access attributes, a
selection and a loop, calls), with bound storage-buffer globals and an
entry point with its execution mode.

Profile `serial` (bench/spirv_serial.sh, -serialize-spirv and
-deserialize-spirv against mlir-translate-13): arithmetic chains, memory
and a selection only, with a vce triple: loops with phis as written here
are rejected by mlir-translate-13's deserializer, and a selection heading
the entry block whose variables are used after it crashes it."""
import argparse
import random
import sys

PTR = '!spv.ptr<!spv.struct<(f32, !spv.array<4 x i32>)>, Function>'
BUF = '!spv.ptr<!spv.struct<(!spv.array<16 x f32, stride=4> [0])>, StorageBuffer>'


def selection(cond, then_ops):
    """An spv.mlir.selection running `then_ops` when `cond` holds."""
    return (['    spv.mlir.selection {',
             f'      spv.BranchConditional {cond}, ^then, ^merge',
             '    ^then:'] +
            ['      ' + o for o in then_ops] +
            ['      spv.Branch ^merge',
             '    ^merge:',
             '      spv.mlir.merge',
             '    }'])


def convert_func(i, r):
    k = r.randint(1, 9)
    lines = [f'  spv.func @f{i}(%a: i32, %b: i32, %x: f32, %v: vector<4xi32>, '
             f'%w: vector<3xf32>, %c: i1, %p: {PTR}) -> i32 "None" {{',
             f'    %k = spv.Constant {k} : i32',
             f'    %kf = spv.Constant {k}.5 : f32',
             '    %z = spv.Constant 0 : i32',
             '    %one = spv.Constant 1 : i32',
             '    %0 = spv.IAdd %a, %k : i32',
             '    %1 = spv.IMul %0, %b : i32',
             '    %2 = spv.SDiv %1, %k : i32',
             '    %3 = spv.BitwiseXor %2, %a : i32',
             '    %4 = spv.BitFieldInsert %v, %v, %a, %b : vector<4xi32>, i32, i32',
             '    %5 = spv.BitFieldSExtract %4, %a, %b : vector<4xi32>, i32, i32',
             '    %6 = spv.Not %5 : vector<4xi32>',
             '    %ai = spv.SConvert %a : i32 to i64',
             '    %7 = spv.ShiftLeftLogical %3, %ai : i32, i64',
             '    %8 = spv.FMul %x, %kf : f32',
             '    %9 = spv.GLSL.Tanh %8 : f32',
             '    %10 = spv.GLSL.InverseSqrt %w : vector<3xf32>',
             '    %11 = spv.FOrdLessThan %9, %x : f32',
             '    %12 = spv.SLessThan %7, %b : i32',
             '    %13 = spv.LogicalAnd %11, %12 : i1',
             '    %14 = spv.Select %13, %7, %2 : i1, i32',
             '    %15 = spv.CompositeExtract %6[2 : i32] : vector<4xi32>',
             '    %16 = spv.ConvertSToF %15 : i32 to f32',
             '    %17 = spv.FAdd %16, %9 : f32',
             f'    %18 = spv.AccessChain %p[%one, %a] : {PTR}, i32, i32',
             '    %19 = spv.Load "Function" %18 ["Aligned", 4] : i32',
             '    spv.Store "Function" %18, %14 : i32',
             '    %var = spv.Variable init(%z) : !spv.ptr<i32, Function>',
             f'    %g = spv.mlir.addressof @buf : {BUF}',
             f'    %ge = spv.AccessChain %g[%z, %a] : {BUF}, i32, i32',
             '    spv.Store "StorageBuffer" %ge, %17 : f32']
    lines += selection('%c', ['spv.Store "Function" %var, %19 : i32'])
    lines += ['    spv.mlir.loop {',
             '      spv.Branch ^header(%z : i32)',
             '    ^header(%i: i32):',
             '      %lc = spv.SLessThan %i, %k : i32',
             '      spv.BranchConditional %lc, ^body, ^merge',
             '    ^body:',
             '      %old = spv.Load "Function" %var : i32',
             '      %new = spv.IAdd %old, %i : i32',
             '      spv.Store "Function" %var, %new : i32',
             '      %next = spv.IAdd %i, %one : i32',
             '      spv.Branch ^header(%next : i32)',
             '    ^merge:',
             '      spv.mlir.merge',
             '    }',
             '    %r = spv.Load "Function" %var : i32']
    if i > 0:
        lines.append(f'    %call = spv.FunctionCall @f{i - 1}(%a, %r, %x, %v, %w, %c, %p) : '
                     f'(i32, i32, f32, vector<4xi32>, vector<3xf32>, i1, {PTR}) -> i32')
        lines.append('    spv.ReturnValue %call : i32')
    else:
        lines.append('    spv.ReturnValue %r : i32')
    lines.append('  }')
    return lines


def serial_func(i, r):
    out = [f'  spv.func @f{i}(%a: i32, %b: f32) -> f32 "None" {{',
           '    %zero = spv.Constant 0 : i32',
           '    %one = spv.Constant 1 : i32',
           f'    %k = spv.Constant {r.randint(2, 1000)} : i32',
           f'    %fk = spv.Constant {r.randint(1, 100)}.5 : f32',
           '    %var = spv.Variable init(%zero) : !spv.ptr<i32, Function>',
           '    %g = spv.mlir.addressof @g : !spv.ptr<f32, Private>']
    v, fv = '%a', '%b'
    for n in range(1, r.randint(8, 20) + 1):
        c = r.randrange(4)
        if c == 0:
            out.append(f'    %i{n} = spv.IAdd {v}, %k : i32')
        elif c == 1:
            out.append(f'    %i{n} = spv.IMul {v}, {v} : i32')
        elif c == 2:
            out.append(f'    %f{n} = spv.FMul {fv}, %fk : f32')
        else:
            out.append(f'    %f{n} = spv.GLSL.Sqrt {fv} : f32')
        if c < 2:
            v = f'%i{n}'
        else:
            fv = f'%f{n}'
    out.append(f'    %c = spv.SLessThan {v}, %k : i32')
    out += selection('%c', [f'spv.Store "Function" %var, {v} : i32',
                            f'spv.Store "Private" %g, {fv} : f32'])
    out += ['    %r = spv.Load "Private" %g : f32',
            '    spv.ReturnValue %r : f32',
            '  }']
    return out


PROFILES = {
    'convert': (convert_func,
                ['spv.module @bench Logical GLSL450 {',
                 f'  spv.GlobalVariable @buf bind(0, 0) : {BUF}'],
                ['  spv.func @main() "None" {', '    spv.Return', '  }',
                 '  spv.EntryPoint "GLCompute" @main',
                 '  spv.ExecutionMode @main "LocalSize", 1, 1, 1', '}']),
    'serial': (serial_func,
               ['spv.module Logical GLSL450 requires #spv.vce<v1.0, '
                '[Shader], []> {',
                '  spv.GlobalVariable @g : !spv.ptr<f32, Private>'],
               ['}']),
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('n', nargs='?', type=int, help='functions (old form)')
    ap.add_argument('seed_pos', nargs='?', type=int, metavar='seed')
    ap.add_argument('--profile', choices=sorted(PROFILES), default='convert')
    ap.add_argument('--functions', type=int)
    ap.add_argument('--seed', type=int)
    ap.add_argument('-o', help='output file (default: stdout)')
    a = ap.parse_args()
    n = a.functions if a.functions is not None else a.n
    if n is None:
        n = 1000 if a.profile == 'convert' else 20000
    seed = a.seed if a.seed is not None else (
        a.seed_pos if a.seed_pos is not None else 1)
    func, head, tail = PROFILES[a.profile]
    r = random.Random(seed)
    out = list(head)
    for i in range(n):
        out += func(i, r)
    out += tail
    text = '\n'.join(out) + '\n'
    if a.o:
        with open(a.o, 'w') as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
