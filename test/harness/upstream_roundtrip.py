#!/usr/bin/env python3
"""upstream_roundtrip.py - differential check of cmlir-opt against mlir-opt-13.

For every input .mlir file (directories are searched for *.mlir) and every
printing mode, runs both tools and requires
  1. both to succeed,
  2. byte-identical output,
  3. mlir-opt-13 to accept cmlir-opt's output and print it back unchanged.
Reports every mismatch (with a short unified diff) and exits 1 if any.

usage: upstream_roundtrip.py --ours PATH --theirs PATH [--mode M]... FILE|DIR...
modes: default, generic (-mlir-print-op-generic), debuginfo
       (-mlir-print-debuginfo); default: all three.
"""
import argparse
import difflib
import os
import subprocess
import sys

MODES = {
    'default': [],
    'generic': ['-mlir-print-op-generic'],
    'debuginfo': ['-mlir-print-debuginfo'],
}


def run(cmd, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=120)
    except subprocess.TimeoutExpired:
        return 124, b'', b'timeout'
    except OSError as e:
        return 127, b'', str(e).encode()
    return p.returncode, p.stdout, p.stderr


def short_diff(a, b, name_a, name_b, limit=30):
    lines = list(difflib.unified_diff(
        a.decode(errors='replace').splitlines(),
        b.decode(errors='replace').splitlines(), name_a, name_b, lineterm=''))
    if len(lines) > limit:
        lines = lines[:limit] + ['... (%d more diff lines)' % (len(lines) - limit)]
    return '\n'.join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ours', required=True)
    ap.add_argument('--theirs', required=True)
    ap.add_argument('--mode', action='append', choices=sorted(MODES))
    ap.add_argument('inputs', nargs='+')
    args = ap.parse_args()
    modes = args.mode or ['default', 'generic', 'debuginfo']

    files = []
    for i in args.inputs:
        if os.path.isdir(i):
            files += sorted(os.path.join(i, f) for f in os.listdir(i)
                            if f.endswith('.mlir'))
        else:
            files.append(i)

    failures = 0
    checks = 0
    for f in files:
        for m in modes:
            checks += 1
            flags = ['-allow-unregistered-dialect'] + MODES[m]
            tag = '%s [%s]' % (f, m)
            rc_t, out_t, err_t = run([args.theirs] + flags + [f])
            if rc_t != 0:
                print('SKIP %s: mlir-opt-13 rejects it: %s' %
                      (tag, err_t.decode(errors='replace').strip()[:200]))
                continue
            rc_o, out_o, err_o = run([args.ours] + flags + [f])
            if rc_o != 0:
                failures += 1
                print('FAIL %s: cmlir-opt exit %d:\n%s' %
                      (tag, rc_o, err_o.decode(errors='replace').strip()[:2000]))
                continue
            if out_o != out_t:
                failures += 1
                print('FAIL %s: output differs from mlir-opt-13:\n%s' %
                      (tag, short_diff(out_t, out_o, 'mlir-opt-13', 'cmlir-opt')))
                continue
            # Upstream must read our output back to the same text.
            rc_b, out_b, err_b = run([args.theirs] + flags + ['-'], stdin=out_o)
            if rc_b != 0:
                failures += 1
                print('FAIL %s: mlir-opt-13 rejects cmlir-opt output: %s' %
                      (tag, err_b.decode(errors='replace').strip()[:2000]))
                continue
            if m != 'debuginfo' and out_b != out_o:
                failures += 1
                print('FAIL %s: not a fixed point through mlir-opt-13:\n%s' %
                      (tag, short_diff(out_o, out_b, 'cmlir-opt', 'round trip')))
                continue
            print('PASS %s' % tag)
    print('%d of %d checks failed' % (failures, checks))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
