#!/usr/bin/env python3
"""gen_spirv.py N [seed] - a spv.module of N functions for the
-convert-spirv-to-llvm benchmark (bench/spirv_llvm.sh): each function mixes
the op families the conversion handles (integer and float arithmetic,
bit-field ops on vectors, shifts with a wider amount, comparisons and
select, GLSL expansions, casts, composites, variables, access chains, loads
and stores with memory access attributes, a selection and a loop, calls),
with bound storage-buffer globals and an entry point with its execution
mode.  Deterministic for a seed."""
import random
import sys


def func(i, r):
    k = r.randint(1, 9)
    lines = [f'  spv.func @f{i}(%a: i32, %b: i32, %x: f32, %v: vector<4xi32>, '
             f'%w: vector<3xf32>, %c: i1, %p: !spv.ptr<!spv.struct<(f32, '
             f'!spv.array<4 x i32>)>, Function>) -> i32 "None" {{',
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
             '    %18 = spv.AccessChain %p[%one, %a] : !spv.ptr<!spv.struct<(f32, '
             '!spv.array<4 x i32>)>, Function>, i32, i32',
             '    %19 = spv.Load "Function" %18 ["Aligned", 4] : i32',
             '    spv.Store "Function" %18, %14 : i32',
             '    %var = spv.Variable init(%z) : !spv.ptr<i32, Function>',
             '    %g = spv.mlir.addressof @buf : !spv.ptr<!spv.struct<(!spv.array<16 x f32, '
             'stride=4> [0])>, StorageBuffer>',
             '    %ge = spv.AccessChain %g[%z, %a] : !spv.ptr<!spv.struct<(!spv.array<16 x f32, '
             'stride=4> [0])>, StorageBuffer>, i32, i32',
             '    spv.Store "StorageBuffer" %ge, %17 : f32',
             '    spv.mlir.selection {',
             '      spv.BranchConditional %c, ^then, ^merge',
             '    ^then:',
             '      spv.Store "Function" %var, %19 : i32',
             '      spv.Branch ^merge',
             '    ^merge:',
             '      spv.mlir.merge',
             '    }',
             '    spv.mlir.loop {',
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
                     '(i32, i32, f32, vector<4xi32>, vector<3xf32>, i1, !spv.ptr<!spv.struct<(f32, '
                     '!spv.array<4 x i32>)>, Function>) -> i32')
        lines.append('    spv.ReturnValue %call : i32')
    else:
        lines.append('    spv.ReturnValue %r : i32')
    lines.append('  }')
    return lines


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    r = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    out = ['spv.module @bench Logical GLSL450 {',
           '  spv.GlobalVariable @buf bind(0, 0) : !spv.ptr<!spv.struct<(!spv.array<16 x f32, '
           'stride=4> [0])>, StorageBuffer>']
    for i in range(n):
        out += func(i, r)
    out += ['  spv.func @main() "None" {', '    spv.Return', '  }',
            '  spv.EntryPoint "GLCompute" @main',
            '  spv.ExecutionMode @main "LocalSize", 1, 1, 1', '}']
    print('\n'.join(out))


main()
