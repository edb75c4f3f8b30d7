#!/usr/bin/env python3
"""Differential driver for random affine programs (gen_affine.py).

--mode lower (default): each batch of programs goes through `-lower-affine`
and the usual lowering (run_diff.PASSES) with cmlir-opt + cmlir-cpu-runner
and with mlir-opt-13 + mlir-cpu-runner-13; the printed output must be the
same up to buffer addresses.

--mode transforms: each affine transformation of --transforms (a
`;`-separated list of pass flags, each possibly several passes separated
by spaces) is applied by --ours-opt before the lowering; the output must be
what the untransformed batch prints (same opt and runner), or, for entries
marked `13:`, what the batch prints after --up-opt applied the same
flags.  Transformations
the opt does not register are skipped with a note.  Pointing --ours-opt,
--ours-runner and --ours-libs at the upstream tools checks the generator
itself (13's transformations must preserve its programs).

On a mismatch the batch is rerun program by program and the first
differing seed is reported (regenerate with `gen_affine.py SEED 1`).
"""

import argparse
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_affine  # noqa: E402
import run_diff  # noqa: E402

LOWER = ['-lower-affine'] + run_diff.PASSES
# Transformations checked in transforms mode.  Those 13 applies without a
# legality check (unroll-jam; tiling, which only remarks) may change what a
# program prints: they are marked `13:` and compared with the same flags
# applied by --up-opt (then lowered alike) instead of the untransformed run.
TRANSFORMS = ('-affine-loop-normalize;'
              '-affine-loop-invariant-code-motion;'
              '-loop-invariant-code-motion;'
              '-affine-loop-unroll=unroll-factor=3;'
              '-affine-loop-unroll=unroll-full;'
              '-affine-loop-unroll="unroll-full unroll-full-threshold=4";'
              '13:-affine-loop-unroll-jam=unroll-jam-factor=2;'
              '13:-affine-loop-tile=tile-size=3;'
              '13:-affine-loop-tile="tile-size=2 separate";'
              '-affine-loop-fusion;'
              '-affine-scalrep;'
              '-affine-loop-fusion -affine-scalrep;'
              '13:-affine-loop-tile=tile-size=4 -affine-loop-unroll=unroll-factor=2')


# Errors with which a transformation may reject a program (as 13 does).
ALLOWED_ERRORS = ('tiled code generation unimplemented for the '
                  'non-hyperrectangular case',)


def runner_cmd(runner, libs):
    return runner + ['-e', 'main', '-entry-point-result=void',
                     '-shared-libs=' + libs]


def registered(opt, flags):
    """Whether every pass of `flags` is known to opt (--help lists it)."""
    p = subprocess.run(opt + ['--help'], capture_output=True, text=True)
    names = set()
    for line in p.stdout.splitlines():
        s = line.strip()
        if s.startswith('--'):
            names.add(s[2:].split()[0].split('=')[0])
    return all(f.lstrip('-').split('=')[0] in names for f in flags)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--mode', choices=['lower', 'transforms'], default='lower')
    ap.add_argument('--ours-opt', default='cmlir-opt')
    ap.add_argument('--ours-runner', default='cmlir-cpu-runner')
    ap.add_argument('--ours-libs', default='')
    ap.add_argument('--up-opt', default='mlir-opt-13')
    ap.add_argument('--up-runner', default='mlir-cpu-runner-13')
    ap.add_argument('--up-libs', default='')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=20)
    ap.add_argument('--batch', type=int, default=10)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--features', default=','.join(sorted(gen_affine.ALL_FEATURES)))
    ap.add_argument('--transforms', default=TRANSFORMS)
    ap.add_argument('--lower-opt', default=None,
                    help='transforms mode: the opt that lowers (default: '
                    '--ours-opt), e.g. mlir-opt-13 to check the '
                    'transformations alone')
    ap.add_argument('--skip', default='')
    ap.add_argument('--keep-dir', default=None)
    args = ap.parse_args()
    if args.lower_opt is None:
        args.lower_opt = args.ours_opt
    for k in ('ours_opt', 'ours_runner', 'up_opt', 'up_runner', 'lower_opt'):
        setattr(args, k, shlex.split(getattr(args, k)))
    feats = frozenset(f for f in args.features.split(',') if f)
    # CMLIR_RANDOM_AFFINE_COUNT=<n> runs n programs instead (opt-in, long).
    count = int(os.environ.get('CMLIR_RANDOM_AFFINE_COUNT', args.count))
    skip = set(int(x) for x in args.skip.split(',') if x)
    seeds = [s for s in range(args.seed, args.seed + count) if s not in skip]

    ours_run = ('runner', runner_cmd(args.ours_runner, args.ours_libs))
    if args.mode == 'lower' and not registered(args.ours_opt, ['-lower-affine']):
        print('note: %s has no -lower-affine; nothing to compare' %
              ' '.join(args.ours_opt))
        return 0
    if args.mode == 'lower':
        up = [('mlir-opt-13', args.up_opt + LOWER),
              ('mlir-cpu-runner-13', runner_cmd(args.up_runner, args.up_libs))]
        configs = [('-lower-affine vs mlir-opt-13',
                    [('opt', args.ours_opt + LOWER), ours_run], up, up)]
    else:
        configs = []
        quiet = ['-mlir-print-op-on-diagnostic=false']
        for t in args.transforms.split(';'):
            vs13 = t.startswith('13:')
            flags = shlex.split(t[3:] if vs13 else t)
            if not flags:
                continue
            if not registered(args.ours_opt, flags):
                print('note: skipping %s (not registered)' % t)
                continue
            if args.lower_opt == args.ours_opt:
                ours = [('opt ' + t, args.ours_opt + flags + quiet + LOWER), ours_run]
            else:
                ours = [('opt ' + t, args.ours_opt + flags + quiet),
                        ('lower', args.lower_opt + LOWER), ours_run]
            plain = [('lower', args.lower_opt + LOWER), ours_run]
            if vs13:
                ref = [('mlir-opt-13 ' + t, args.up_opt + flags + quiet),
                       ('lower', args.lower_opt + LOWER), ours_run]
            else:
                ref = plain
            configs.append((t, ours, ref, plain))

    bad = skipped = 0
    for i in range(0, len(seeds), args.batch):
        chunk = seeds[i:i + args.batch]
        text = gen_affine.module_text(chunk, feats)
        refs = {}

        def ref_run(pipe, text, cache):
            key = repr(pipe)
            if key not in cache:  # the untransformed run is shared
                cache[key] = run_diff.run_pipeline(pipe, text, args.timeout)
            return cache[key]

        def same(o, pipes, text, cache):
            # 13's transformation or, where cmlir declines one 13 gets
            # wrong, the untransformed program
            return o[0] == 'ok' and any(o == ref_run(p, text, cache) for p in pipes)
        for label, ours, ref, plain in configs:
            o = run_diff.run_pipeline(ours, text, args.timeout)
            if same(o, (ref, plain), text, refs):
                continue
            for s in chunk:
                one = gen_affine.module_text([s], feats)
                o1 = run_diff.run_pipeline(ours, one, args.timeout)
                cache = {}
                r1 = ref_run(ref, one, cache)
                if same(o1, (ref, plain), one, cache):
                    continue
                if args.mode == 'transforms' and o1[0].startswith('opt ') and \
                        any(m in o1[0] for m in ALLOWED_ERRORS):
                    skipped += 1  # the pass rejects this program, as 13
                    continue
                bad += 1
                print('[%s] ' % label, end='')
                run_diff.report(s, o1, r1, one, args.keep_dir)
                print('(regenerate: gen_affine.py %d 1)' % s)
                break
            else:
                # Every program matches on its own: the batch mixes programs
                # matching 13's transformation and programs cmlir declined.
                continue
    print('%d programs, %d configurations, %d mismatches, %d rejected' %
          (len(seeds), len(configs), bad, skipped))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
