#!/usr/bin/env python3
"""upstream_cache.py - run an upstream oracle tool (mlir-opt-13 & co.)
through a result cache shared by the test builds.

    upstream_cache.py TOOL [ARGS...]

The test command runs every lit test twice (sanitizer build, then normal
build) and a thousand of those runs call the same upstream tool on the same
input.  The upstream tools do not change between the two builds, so the
second run of an identical invocation can replay the first one's result.

The key is the tool, its arguments, and the *contents* of the inputs: every
argument naming an existing regular file is hashed by content (not by path,
since the two builds keep their lit temporaries in different directories)
and so is standard input.  A file argument's path is replaced by a
placeholder in the stored output and put back on replay, so diagnostics
that name the input file still name this run's file.  `-o FILE` is
supported: the file written is stored and written again on replay.

Used only when CMLIR_UPSTREAM_CACHE names a directory (scripts/test.sh sets
it); otherwise test/lit.cfg.py calls the tools directly.  Anything unusual
(an unreadable input, an output file not written) runs the tool uncached.
"""

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile

VERSION = b'upstream-cache-2\0'


def main(argv):
    cache = os.environ.get('CMLIR_UPSTREAM_CACHE')
    tool, args = argv[0], argv[1:]
    if not cache:
        os.execvp(tool, [tool] + args)

    out_path = None
    h = hashlib.sha256(VERSION)
    real = os.path.realpath(shutil.which(tool) or tool)
    try:
        st = os.stat(real)  # a reinstalled tool starts a new cache
        h.update(('%s\0%d\0%d\0' % (real, st.st_size, st.st_mtime_ns)).encode())
    except OSError:
        os.execvp(tool, [tool] + args)
    files = []  # (path as written, placeholder)
    i = 0
    while i < len(args):
        a = args[i]
        if a == '-o' and i + 1 < len(args):
            out_path = args[i + 1]
            h.update(b'-o\0<out>\0')
            i += 2
            continue
        if a.startswith('-o='):
            out_path = a[3:]
            h.update(b'-o=<out>\0')
            i += 1
            continue
        if not a.startswith('-') and os.path.isfile(a):
            ph = '\x01CMLIR-ARG%d\x01' % len(files)
            files.append((a, ph))
            try:
                with open(a, 'rb') as f:
                    h.update(b'<file>' + hashlib.sha256(f.read()).digest())
            except OSError:
                os.execvp(tool, [tool] + args)
        else:
            h.update(a.encode() + b'\0')
        i += 1
    if out_path == '-':
        out_path = None
    # The tools read standard input when given no input file (or `-`).
    stdin = b''
    if (not files or '-' in args) and not sys.stdin.isatty():
        try:
            stdin = sys.stdin.buffer.read()
        except (OSError, ValueError):
            stdin = b''
    h.update(b'<stdin>' + hashlib.sha256(stdin).digest())
    # `2>&1`: one stream, kept in the tool's own order.
    try:
        o, e = os.fstat(1), os.fstat(2)
        merged = (o.st_dev, o.st_ino) == (e.st_dev, e.st_ino)
    except OSError:
        merged = False
    h.update(b'<merged>' if merged else b'<split>')
    # The working directory (LLVM's debug info names it) and the build
    # directory differ between the two builds too: stored as placeholders.
    # How they relate to the inputs still matters (LLVM's DIFile splits a
    # file name at the directory it shares with the working directory), so
    # the key has the working directory relative to the build directory and
    # the build directory's parent.
    build = os.environ.get('CMLIR_CACHE_BUILD_DIR')
    cwd = os.getcwd()
    if build:
        h.update(('<cwd>%s\0%s\0' % (os.path.relpath(cwd, build),
                                      os.path.dirname(build))).encode())
    else:
        h.update(('<cwd>%s\0' % cwd).encode())
    for extra in (build, cwd):
        if extra and len(extra) > 1:
            files.append((extra, '\x01CMLIR-DIR%d\x01' % len(files)))
    key = h.hexdigest()
    entry = os.path.join(cache, key[:2], key)

    def restore(data):
        for path, ph in files:
            data = data.replace(ph.encode(), path.encode())
        return data

    def hide(data):
        # Longest paths first, so a path that contains another is not split.
        for path, ph in sorted(files, key=lambda f: -len(f[0])):
            data = data.replace(path.encode(), ph.encode())
        return data

    try:
        with open(entry, 'rb') as f:
            blob = f.read()
        parts = blob.split(b'\0', 4)
        rc = int(parts[0])
        lens = [int(x) for x in parts[1:4]]
        body = parts[4]
        so, se, of = (body[:lens[0]], body[lens[0]:lens[0] + lens[1]],
                      body[lens[0] + lens[1]:])
        if len(of) != lens[2] or (lens[2] and out_path is None):
            raise ValueError('bad entry')
        if out_path is not None:
            with open(out_path, 'wb') as f:
                f.write(restore(of))
        sys.stdout.buffer.write(restore(so))
        sys.stdout.buffer.flush()
        sys.stderr.buffer.write(restore(se))
        sys.stderr.buffer.flush()
        return rc
    except (OSError, ValueError, IndexError):
        pass

    p = subprocess.run([tool] + args, input=stdin, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT if merged else subprocess.PIPE)
    if merged:
        p.stderr = b''
    sys.stdout.buffer.write(p.stdout)
    sys.stdout.buffer.flush()
    sys.stderr.buffer.write(p.stderr)
    sys.stderr.buffer.flush()
    of = b''
    if out_path is not None:
        try:
            with open(out_path, 'rb') as f:
                of = f.read()
        except OSError:
            return p.returncode  # nothing written: do not cache
    so, se, of = hide(p.stdout), hide(p.stderr), hide(of)
    try:
        os.makedirs(os.path.dirname(entry), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(entry))
        with os.fdopen(fd, 'wb') as f:
            f.write(b'%d\0%d\0%d\0%d\0' % (p.returncode, len(so), len(se),
                                           len(of)))
            f.write(so + se + of)
        os.replace(tmp, entry)
    except OSError:
        pass
    return p.returncode


def exit_like(rc):
    # A tool killed by a signal (`not --crash` tests) dies of it here too.
    if rc < 0:
        sys.stdout.flush()
        sys.stderr.flush()
        signal.signal(-rc, signal.SIG_DFL)
        os.kill(os.getpid(), -rc)
    sys.exit(rc)


if __name__ == '__main__':
    exit_like(main(sys.argv[1:]))
