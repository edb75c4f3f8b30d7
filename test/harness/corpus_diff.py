#!/usr/bin/env python3
"""corpus_diff.py - accept/reject and output comparison of cmlir-opt and
mlir-opt-13 over many inputs (e.g. the fuzzer's grown corpus).

usage: corpus_diff.py [--ours build/bin/cmlir-opt] [--theirs mlir-opt-13]
                      [--show N] FILE|DIR...

Each input is run through both tools with -allow-unregistered-dialect and
classified: same (both accept, identical output), differ (both accept,
different output), ours-rejects, upstream-rejects (cmlir accepts what
upstream rejects), both-reject, ours-crash (exit code other than 0/1, or a
timeout).  Prints counts and up to --show examples of each mismatch class
(with upstream's first error line).  Exit status 1 if any ours-crash.
"""
import argparse
import collections
import os
import subprocess
import sys


def run(cmd, path):
    try:
        r = subprocess.run(cmd + [path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=20)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ours', default='build/bin/cmlir-opt')
    ap.add_argument('--theirs', default='mlir-opt-13')
    ap.add_argument('--show', type=int, default=5)
    ap.add_argument('inputs', nargs='+')
    a = ap.parse_args()
    files = []
    for i in a.inputs:
        if os.path.isdir(i):
            files += sorted(os.path.join(i, f) for f in os.listdir(i))
        else:
            files.append(i)
    flags = ['-allow-unregistered-dialect']
    counts = collections.Counter()
    examples = collections.defaultdict(list)
    for p in files:
        t = run([a.theirs] + flags, p)
        o = run([a.ours] + flags, p)
        if o[0] not in (0, 1):
            k = 'ours-crash'
        elif t[0] == 0 and o[0] == 0:
            k = 'same' if t[1] == o[1] else 'differ'
        elif t[0] == 0:
            k = 'ours-rejects'
        elif o[0] == 0:
            k = 'upstream-rejects'
        else:
            k = 'both-reject'
        counts[k] += 1
        if k not in ('same', 'both-reject') and len(examples[k]) < a.show:
            msg = (t[2] if t[0] else o[2]).decode(errors='replace')
            first = msg.splitlines()[0] if msg else ''
            examples[k].append('%s  [%s rc=%s]  %s' % (p, 'upstream' if t[0] else 'ours', t[0] if t[0] else o[0], first[:200]))
    print(dict(counts))
    for k, ex in examples.items():
        print('%s:' % k)
        for e in ex:
            print('  ' + e)
    return 1 if counts['ours-crash'] else 0


if __name__ == '__main__':
    sys.exit(main())
