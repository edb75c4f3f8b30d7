#!/usr/bin/env python3
"""gen_runner.py - generate a mid-size std / memref / scf program for timing
cmlir-cpu-runner against mlir-cpu-runner-13 (bench/runner.sh lowers it to
the LLVM dialect with mlir-opt-13 first).

The program has N kernel functions, each a triple loop nest over NxN f32
memrefs with a different arithmetic body (multiply-accumulate variants with
constants and selects), and a main that fills the inputs, calls every kernel
in turn on the running result and prints it with print_memref_f32.
Deterministic for a given seed.

usage: gen_runner.py [--kernels N] [--size S] [--seed N] [-o out.mlir]
"""
import argparse
import random
import sys


def kernel(out, idx, n, rng):
    out.append(f'func @k{idx}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>) {{')
    out.append('  %c0 = constant 0 : index')
    out.append('  %c1 = constant 1 : index')
    out.append(f'  %n = constant {n} : index')
    k1 = rng.choice(['0.5', '0.25', '0.125', '0.75'])
    k2 = rng.choice(['1.0', '-1.0', '2.0', '0.001'])
    out.append(f'  %s = constant {k1} : f32')
    out.append(f'  %t = constant {k2} : f32')
    out.append('  scf.for %i = %c0 to %n step %c1 {')
    out.append('    scf.for %j = %c0 to %n step %c1 {')
    out.append('      scf.for %k = %c0 to %n step %c1 {')
    out.append(f'        %a = memref.load %A[%i, %k] : memref<{n}x{n}xf32>')
    out.append(f'        %b = memref.load %B[%k, %j] : memref<{n}x{n}xf32>')
    out.append(f'        %c = memref.load %C[%i, %j] : memref<{n}x{n}xf32>')
    body = rng.randrange(4)
    if body == 0:
        out.append('        %p = mulf %a, %b : f32')
        out.append('        %q = mulf %p, %s : f32')
        out.append('        %r = addf %c, %q : f32')
    elif body == 1:
        out.append('        %p = addf %a, %b : f32')
        out.append('        %q = mulf %p, %s : f32')
        out.append('        %r = subf %c, %q : f32')
    elif body == 2:
        out.append('        %p = mulf %a, %t : f32')
        out.append('        %g = cmpf ogt, %p, %b : f32')
        out.append('        %m = select %g, %p, %b : f32')
        out.append('        %q = mulf %m, %s : f32')
        out.append('        %r = addf %c, %q : f32')
    else:
        out.append('        %p = subf %a, %b : f32')
        out.append('        %q = mulf %p, %p : f32')
        out.append('        %u = mulf %q, %s : f32')
        out.append('        %v = mulf %c, %s : f32')
        out.append('        %r = addf %v, %u : f32')
    out.append(f'        memref.store %r, %C[%i, %j] : memref<{n}x{n}xf32>')
    out.append('      }')
    out.append('    }')
    out.append('  }')
    out.append('  return')
    out.append('}')
    out.append('')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kernels', type=int, default=400)
    ap.add_argument('--size', type=int, default=24)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-o', default='-')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    n = args.size
    out = ['func private @print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}', '']
    for i in range(args.kernels):
        kernel(out, i, n, rng)
    out.append('func @main() {')
    out.append('  %c0 = constant 0 : index')
    out.append('  %c1 = constant 1 : index')
    out.append(f'  %n = constant {n} : index')
    out.append(f'  %A = memref.alloc() : memref<{n}x{n}xf32>')
    out.append(f'  %B = memref.alloc() : memref<{n}x{n}xf32>')
    out.append(f'  %C = memref.alloc() : memref<{n}x{n}xf32>')
    out.append('  %z = constant 0.0 : f32')
    out.append('  %h = constant 0.01 : f32')
    out.append('  scf.for %i = %c0 to %n step %c1 {')
    out.append('    scf.for %j = %c0 to %n step %c1 {')
    out.append('      %s = addi %i, %j : index')
    out.append('      %si = index_cast %s : index to i64')
    out.append('      %f = sitofp %si : i64 to f32')
    out.append('      %a = mulf %f, %h : f32')
    out.append(f'      memref.store %a, %A[%i, %j] : memref<{n}x{n}xf32>')
    out.append(f'      memref.store %a, %B[%j, %i] : memref<{n}x{n}xf32>')
    out.append(f'      memref.store %z, %C[%i, %j] : memref<{n}x{n}xf32>')
    out.append('    }')
    out.append('  }')
    for i in range(args.kernels):
        out.append(f'  call @k{i}(%A, %B, %C) : (memref<{n}x{n}xf32>, memref<{n}x{n}xf32>, memref<{n}x{n}xf32>) -> ()')
    out.append(f'  %u = memref.cast %C : memref<{n}x{n}xf32> to memref<*xf32>')
    out.append('  call @print_memref_f32(%u) : (memref<*xf32>) -> ()')
    out.append(f'  memref.dealloc %A : memref<{n}x{n}xf32>')
    out.append(f'  memref.dealloc %B : memref<{n}x{n}xf32>')
    out.append(f'  memref.dealloc %C : memref<{n}x{n}xf32>')
    out.append('  return')
    out.append('}')
    text = '\n'.join(out) + '\n'
    if args.o == '-':
        sys.stdout.write(text)
    else:
        with open(args.o, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
