#!/usr/bin/env python3
"""abi_check.py - the exported symbols of libcmlir.so against abi/cmlir.symbols.

    scripts/abi_check.py build/lib/libcmlir.so abi/cmlir.symbols
    scripts/abi_check.py --update build/lib/libcmlir.so abi/cmlir.symbols

The list holds every symbol the shared library exports (one name a line,
sorted; lines starting with '#' are comments).  A listed symbol missing from
the library is an ABI break: the check fails and names it.  Symbols exported
but not listed are new API: they are only reported.  --update rewrites the
list from the library (after an intended removal, or to record new API).
The symbols come from `nm -D --defined-only` (NM in the environment
overrides the nm program).
"""
import os
import subprocess
import sys

HEADER = """\
# Symbols exported by libcmlir.so (the public ABI), one a line, sorted.
# Checked by the ctest test abi.symbols (scripts/abi_check.py): a symbol
# listed here that the library no longer exports fails it.  After an
# intended change, regenerate with
#   python3 scripts/abi_check.py --update build/lib/libcmlir.so abi/cmlir.symbols
"""


def exported(lib):
    nm = os.environ.get('NM', 'nm')
    try:
        out = subprocess.run([nm, '-D', '--defined-only', lib], check=True,
                             stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit('abi_check: cannot read the symbols of %s: %s' % (lib, e))
    syms = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        name = parts[2].split('@')[0]
        # Linker-defined markers, not part of the API.
        if name in ('_init', '_fini', '_edata', '_end', '__bss_start'):
            continue
        syms.add(name)
    return syms


def read_list(path):
    syms = set()
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                syms.add(line)
    return syms


def main(argv):
    update = '--update' in argv
    args = [a for a in argv if a != '--update']
    if len(args) != 2:
        sys.exit('usage: abi_check.py [--update] LIBCMLIR_SO SYMBOL_LIST')
    lib, listfile = args
    have = exported(lib)
    if not have:
        sys.exit('abi_check: %s exports no symbols' % lib)
    if update:
        with open(listfile, 'w') as f:
            f.write(HEADER)
            for s in sorted(have):
                f.write(s + '\n')
        print('abi_check: wrote %d symbols to %s' % (len(have), listfile))
        return 0
    want = read_list(listfile)
    missing = sorted(want - have)
    added = sorted(have - want)
    if added:
        print('abi_check: note: %d exported symbol(s) not in %s (new API; '
              'run with --update to record them):' % (len(added), listfile))
        for s in added:
            print('  + ' + s)
    if missing:
        print('abi_check: error: %d symbol(s) of %s no longer exported by %s '
              '(an ABI break; if intended, run with --update):'
              % (len(missing), listfile, lib))
        for s in missing:
            print('  - ' + s)
        return 1
    print('abi_check: %d listed symbols exported (%d new)'
          % (len(want), len(added)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
