#!/usr/bin/env python3
"""Differential driver: generate random programs (gen_program.py), run them
through cmlir (cmlir-opt + cmlir-cpu-runner + cmlir runtime libraries) and
upstream MLIR 13 (mlir-opt-13 + mlir-cpu-runner-13 + its runtime), and
require identical output up to `base@ = 0x...` addresses.

With --mode translate the lowering is upstream's and the translators are
compared instead (cmlir-translate vs mlir-translate-13, both run by lli).

Programs are batched (--batch per module) so that one JIT run covers many.
When a batch differs, its programs are rerun one at a time and the first
differing one is reported with its seed and a diff; rerun it with
  gen_program.py SEED 1
Exit status: 0 when everything matched, 1 otherwise.
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_program  # noqa: E402

PASSES = ['-convert-scf-to-std', '-convert-memref-to-llvm', '-convert-std-to-llvm']
ADDR = re.compile(r'base@ = 0x[0-9a-fA-F]+')


def run_pipeline(steps, text, timeout):
    """Runs the commands in steps as a pipe on text.  Returns (status,
    output); status is 'ok' or a failure description."""
    data = text
    for i, (label, cmd) in enumerate(steps):
        try:
            p = subprocess.run(cmd, input=data, capture_output=True,
                               text=True, errors='replace', timeout=timeout)
        except subprocess.TimeoutExpired:
            return '%s: timeout' % label, ''
        if p.returncode != 0:
            out = ADDR.sub('base@ = ADDR', p.stdout) if i == len(steps) - 1 else ''
            return '%s failed (%d): %s' % (label, p.returncode, p.stderr[-2000:]), out
        data = p.stdout
    return 'ok', ADDR.sub('base@ = ADDR', data)


def pipelines(args):
    """(ours, theirs) as lists of (label, command)."""
    if args.mode == 'translate':
        # Same input (upstream's lowering), two translators, one runner.
        lower = ('mlir-opt-13', args.up_opt + PASSES)
        lli = ('lli', args.lli + ['-load=' + l for l in args.up_libs.split(',')])
        return ([lower, ('cmlir-translate', args.ours_translate + ['--mlir-to-llvmir']), lli],
                [lower, ('mlir-translate-13', args.up_translate + ['--mlir-to-llvmir']), lli])
    run = ['-e', 'main', '-entry-point-result=void', '-shared-libs=']
    ours = [('cmlir-opt', args.ours_opt + PASSES),
            ('cmlir-cpu-runner', args.ours_runner + run[:-1] + [run[-1] + args.ours_libs])]
    theirs = [('mlir-opt-13', args.up_opt + PASSES),
              ('mlir-cpu-runner-13', args.up_runner + run[:-1] + [run[-1] + args.up_libs])]
    return ours, theirs


def compare(args, seeds):
    text = gen_program.module_text(seeds, args.features)
    ours_steps, theirs_steps = pipelines(args)
    ours = run_pipeline(ours_steps, text, args.timeout)
    theirs = run_pipeline(theirs_steps, text, args.timeout)
    return ours, theirs, text


def report(seed, ours, theirs, text, keep_dir):
    print('MISMATCH for seed %d (regenerate: gen_program.py %d 1)' % (seed, seed))
    if ours[0] != 'ok':
        print('ours: ' + ours[0])
    if theirs[0] != 'ok':
        print('upstream: ' + theirs[0])
    diff = difflib.unified_diff(theirs[1].splitlines(), ours[1].splitlines(),
                                'upstream', 'cmlir', lineterm='', n=2)
    lines = list(diff)
    print('\n'.join(lines[:60]))
    if keep_dir:
        path = os.path.join(keep_dir, 'seed%d.mlir' % seed)
        with open(path, 'w') as f:
            f.write(text)
        print('program written to ' + path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--mode', choices=['run', 'translate'], default='run',
                    help='run: cmlir-opt + cmlir-cpu-runner vs mlir-opt-13 + '
                    'mlir-cpu-runner-13; translate: upstream lowering, then '
                    'cmlir-translate vs mlir-translate-13, each run by lli '
                    'with upstream runtime libraries')
    ap.add_argument('--ours-opt', default='cmlir-opt')
    ap.add_argument('--ours-runner', default='cmlir-cpu-runner')
    ap.add_argument('--ours-libs', default='')
    ap.add_argument('--ours-translate', default='cmlir-translate')
    ap.add_argument('--up-opt', default='mlir-opt-13')
    ap.add_argument('--up-runner', default='mlir-cpu-runner-13')
    ap.add_argument('--up-translate', default='mlir-translate-13')
    ap.add_argument('--up-libs', required=True)
    ap.add_argument('--lli', default='lli-14')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--batch', type=int, default=25)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--features', default='memref,call,while,alloc,nested-first-use,same-operand,static-alloc,float-ext',
                    help='comma-separated subset of memref,call,while,alloc,nested-first-use,same-operand,static-alloc,float-ext')
    ap.add_argument('--skip', default='',
                    help='comma-separated seeds not to run (known bugs)')
    ap.add_argument('--keep-going', action='store_true',
                    help='report every mismatching seed, not just the first')
    ap.add_argument('--keep-dir', default=None,
                    help='write mismatching programs here')
    args = ap.parse_args()
    for k in ('ours_opt', 'ours_runner', 'up_opt', 'up_runner',
              'ours_translate', 'up_translate', 'lli'):
        setattr(args, k, shlex.split(getattr(args, k)))
    args.features = frozenset(f for f in args.features.split(',') if f)

    skip = set(int(x) for x in args.skip.split(',') if x)
    seeds = [s for s in range(args.seed, args.seed + args.count) if s not in skip]
    bad = 0
    for i in range(0, len(seeds), args.batch):
        chunk = seeds[i:i + args.batch]
        ours, theirs, _ = compare(args, chunk)
        if ours == theirs and ours[0] == 'ok':
            continue
        if theirs[0] != 'ok':
            print('note: upstream failed on batch %d..%d: %s' % (chunk[0], chunk[-1], theirs[0]))
        for s in chunk:
            o, t, text = compare(args, [s])
            if o == t and o[0] == 'ok':
                continue
            if t[0] != 'ok':
                # A generator bug: upstream rejects or crashes on it.
                print('GENERATOR BUG? upstream fails on seed %d: %s' % (s, t[0]))
            bad += 1
            report(s, o, t, text, args.keep_dir)
            if not args.keep_going:
                return 1
    print('%d programs, %d mismatches' % (len(seeds), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
