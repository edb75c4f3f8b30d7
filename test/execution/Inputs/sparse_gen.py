#!/usr/bin/env python3
"""sparse_gen.py OUTDIR: writes random sparse tensors (Matrix Market and
FROSTT files: ranks 1-4, empty to full, duplicate coordinates, comments) and
a cases.txt listing, for each, several storage schemes (random dense /
compressed annotations, random dimension orderings, every pointer / index /
value type combination upstream 13 supports).  Deterministic."""
import os
import random
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = random.Random(13)
COMBOS = ([(p, i, v) for v in (1, 2) for p in (1, 2, 3, 4) for i in (1, 2, 3, 4)]
          + [(1, 1, 3)] + [(p, p, v) for v in (4, 5, 6) for p in (1, 2, 3, 4)])
cases = []


def coords(sizes, density):
    pts = []
    def rec(prefix, d):
        if d == len(sizes):
            if rng.random() < density:
                pts.append(prefix)
            return
        for x in range(sizes[d]):
            rec(prefix + [x], d + 1)
    rec([], 0)
    rng.shuffle(pts)
    if pts and rng.random() < 0.3:  # a duplicate coordinate
        pts.insert(rng.randrange(len(pts) + 1), list(rng.choice(pts)))
    return pts


def value():
    return rng.choice([rng.randint(-100, 100), round(rng.uniform(-50, 50), 3), 0.5, -1.25, 1e-3])


for n in range(40):
    rank = 2 if n % 3 == 0 else rng.randint(1, 4)
    sizes = [rng.randint(1, 6) for _ in range(rank)]
    density = rng.choice([0.0, 0.1, 0.3, 0.6, 1.0])
    pts = coords(sizes, density)
    if rank == 2 and n % 3 == 0:
        name = os.path.join(out, 't%d.mtx' % n)
        with open(name, 'w') as f:
            f.write('%%MatrixMarket matrix coordinate real general\n')
            f.write('% generated\n')
            f.write('%d %d %d\n' % (sizes[0], sizes[1], len(pts)))
            for p in pts:
                f.write('%d %d %s\n' % (p[0] + 1, p[1] + 1, value()))
    else:
        name = os.path.join(out, 't%d.tns' % n)
        with open(name, 'w') as f:
            f.write('# generated\n%d %d\n' % (rank, len(pts)))
            f.write(' '.join(str(s) for s in sizes) + '\n')
            for p in pts:
                f.write(' '.join(str(x + 1) for x in p) + ' %s\n' % value())
    for _ in range(4):
        ann = [rng.choice([0, 1, 1]) for _ in range(rank)]
        perm = list(range(rank))
        rng.shuffle(perm)
        p, i, v = rng.choice(COMBOS)
        cases.append('%s %d %s %s %d %d %d' % (name, rank, ' '.join(map(str, ann)),
                                                ' '.join(map(str, perm)), p, i, v))
with open(os.path.join(out, 'cases.txt'), 'w') as f:
    f.write('\n'.join(cases) + '\n')
