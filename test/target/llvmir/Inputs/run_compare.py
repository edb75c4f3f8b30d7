#!/usr/bin/env python3
"""run_compare.py LLI A.ll B.ll: runs both modules with lli and checks that
their output and exit status agree; prints A's output and status (for
FileCheck).  Exit status 1 on a difference."""
import subprocess
import sys


def run(lli, path):
    p = subprocess.run([lli, path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    return p.stdout.decode(errors='replace'), p.returncode, p.stderr.decode(errors='replace')


def main():
    lli, a, b = sys.argv[1:4]
    out_a, rc_a, err_a = run(lli, a)
    out_b, rc_b, err_b = run(lli, b)
    sys.stdout.write(out_a)
    print('exit status: %d' % rc_a)
    if (out_a, rc_a) != (out_b, rc_b):
        sys.stderr.write('differ:\n--- %s (status %d)\n%s%s\n--- %s (status %d)\n%s%s\n'
                         % (a, rc_a, out_a, err_a, b, rc_b, out_b, err_b))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
