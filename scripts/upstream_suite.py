#!/usr/bin/env python3
"""Runs upstream MLIR 13.0.1's own test files against cmlir's tools: the
upstream-suite ratchet (docs/testing.md, "Upstream's test suite").

The test files come from Debian's source package llvm-toolchain-13, fetched
with `apt-get source` and unpacked outside the repository on first use (into
$CMLIR_UPSTREAM_DIR, default /tmp/cmlir-upstream-13); they are inputs to run,
never files to commit.  Each file's RUN lines are executed with upstream's
tool names mapped to cmlir's:

  mlir-opt -> <build>/bin/cmlir-opt     mlir-translate -> <build>/bin/cmlir-translate
  mlir-cpu-runner -> <build>/bin/cmlir-cpu-runner    toyc-chN -> <build>/bin/toyc-chN
  %PYTHON -> /usr/bin/python3 with PYTHONPATH=<build>/python_packages
  libmlir_runner_utils / libmlir_c_runner_utils -> <build>/lib/libcmlir_*.so
  FileCheck, not, count, split-file -> LLVM 13's (llvm-13-tools)

usage (from the project root):
  scripts/upstream_suite.py [prefixes]        run test/upstream/visible.list (or the
                                              files under these prefixes), report
  scripts/upstream_suite.py --check test/upstream/passing.list
                                              the ratchet: run only those files, exit 1
                                              naming every one that no longer passes
  scripts/upstream_suite.py --update          run the whole visible list and add the
                                              newly passing files to passing.list (it
                                              never drops one unless --allow-shrink)
  options: --build DIR (default build)  --jobs N  --timeout S  --log FILE
           --list FILE (the visible list)  --passing FILE  --markdown  -v

Exit statuses: 0 success; 1 a file of the checked list failed; 2 the upstream
files or LLVM 13's FileCheck cannot be had (nothing was run); 77 skipped
because CMLIR_UPSTREAM_SKIP=1 (ctest reports the test as skipped).
"""
import argparse, collections, contextlib, fcntl, os, re, shutil, subprocess, sys, tempfile
import concurrent.futures as cf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VISIBLE = os.path.join(ROOT, "test", "upstream", "visible.list")
PASSING = os.path.join(ROOT, "test", "upstream", "passing.list")
L13 = "/usr/lib/llvm-13/bin"
# Debian's interpreter (python3-dev, python3-numpy), the one the bindings are built for
PY = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3"
SKIP = 77


class FetchError(Exception):
    pass


def upstream_dir(a):
    return os.path.abspath(a.upstream_dir or os.environ.get("CMLIR_UPSTREAM_DIR")
                           or "/tmp/cmlir-upstream-13")


def sh(cmd, cwd, what):
    p = subprocess.run(["bash", "-c", cmd], cwd=cwd, capture_output=True, text=True,
                       errors="replace")
    if p.returncode != 0:
        tail = "\n".join((p.stderr + p.stdout).strip().splitlines()[-6:])
        raise FetchError(f"{what} failed (exit {p.returncode}): {cmd}\n{tail}")


def as_root(cmd):
    if os.geteuid() == 0:
        return cmd
    if shutil.which("sudo"):
        return "sudo -n " + cmd
    raise FetchError(f"need root (or sudo) to run: {cmd}")


def enable_deb_src(cwd):
    """Adds deb-src entries mirroring the deb ones (deb822 or one-line format)."""
    srcs = "/etc/apt/sources.list.d"
    if subprocess.run(["bash", "-c", f"grep -qsE '^(Types:.*deb-src|deb-src )' "
                       f"{srcs}/*.sources {srcs}/*.list /etc/apt/sources.list"]).returncode == 0:
        return
    if os.path.exists(f"{srcs}/debian.sources"):
        sh(as_root(f"sh -c \"sed 's/^Types: deb$/Types: deb-src/' {srcs}/debian.sources"
                   f" > {srcs}/zz-debsrc.sources\""), cwd, "enabling deb-src")
    elif os.path.exists("/etc/apt/sources.list"):
        sh(as_root(f"sh -c \"sed -n 's/^deb /deb-src /p' /etc/apt/sources.list"
                   f" > {srcs}/zz-debsrc.list\""), cwd, "enabling deb-src")
    else:
        raise FetchError("no apt sources found to derive deb-src entries from")
    sh(as_root("apt-get update -q"), cwd, "apt-get update")


def fetch(a):
    """Returns the directory holding upstream's mlir/test, fetching and
    unpacking it first if needed.  Raises FetchError."""
    src = upstream_dir(a)
    test = os.path.join(src, "mlir", "test")
    if not os.path.exists(f"{L13}/FileCheck"):
        print("upstream-suite: installing llvm-13-tools (FileCheck 13)", file=sys.stderr)
        sh(as_root("apt-get install -y -q llvm-13-tools"), "/", "installing llvm-13-tools")
    # A complete tree: our unpacking renames a finished directory into place;
    # a tree unpacked by the team's shared run.py has lit.cfg.py at the end.
    if os.path.isfile(os.path.join(test, "lit.cfg.py")):
        return test
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(src, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another run may be fetching
        if os.path.isfile(os.path.join(test, "lit.cfg.py")):
            return test
        print(f"upstream-suite: fetching llvm-toolchain-13's source into {src}",
              file=sys.stderr, flush=True)
        tars = [f for f in os.listdir(src) if f.endswith(".orig.tar.xz")]
        if not tars:
            if not shutil.which("apt-get"):
                raise FetchError("apt-get not found (Debian's source package is fetched with it)")
            enable_deb_src(src)
            sh("apt-get source --download-only llvm-toolchain-13", src,
               "downloading llvm-toolchain-13's source")
            tars = [f for f in os.listdir(src) if f.endswith(".orig.tar.xz")]
            if not tars:
                raise FetchError("apt-get source left no *.orig.tar.xz in " + src)
        tmp = tempfile.mkdtemp(prefix=".unpack-", dir=src)
        try:
            sh(f"tar -xJf ../{sorted(tars)[-1]} --strip-components=1 --wildcards '*/mlir/test/*'",
               tmp, "unpacking mlir/test")
            if os.path.isdir(test):  # a partial earlier unpack
                shutil.rmtree(test)
            os.makedirs(os.path.dirname(test), exist_ok=True)
            os.rename(os.path.join(tmp, "mlir", "test"), test)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return test


def run_lines(path):
    out, cur = [], ""
    for raw in open(path, errors="replace"):
        m = re.search(r"RUN:(.*)$", raw)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        out.append((cur + part).strip())
        cur = ""
    return out


def python_command(build, pypath):
    """%PYTHON: the interpreter with PYTHONPATH; in a sanitizer build (its
    python_packages/lit_python.cfg names an ASan runtime) the runtime is
    preloaded into it, as test/python/lit.local.cfg does for our tests."""
    cmd = f"env PYTHONPATH={pypath}"
    cfg = os.path.join(os.path.abspath(build), "python_packages", "lit_python.cfg")
    info = {}
    if os.path.exists(cfg):
        for line in open(cfg):
            k, _, v = line.strip().partition("=")
            info[k] = v
    asan = info.get("asan_runtime", "")
    if asan and all(os.path.exists(p) for p in asan.split(":")):
        opts = [o for o in os.environ.get("ASAN_OPTIONS", "").split(":")
                if o and not o.startswith("detect_leaks")] + ["detect_leaks=0"]
        cmd += f" LD_PRELOAD={asan} ASAN_OPTIONS={':'.join(opts)} PYTHONMALLOC=malloc"
    return f"{cmd} {PY}"


def substitute(cmd, path, tmp, build, pypath):
    b = os.path.abspath(build)
    d = os.path.dirname(path)
    lib = os.path.join(b, "lib")
    for k, v in (("%linalg_test_lib_dir", lib), ("%mlir_runner_utils_dir", lib),
                 ("%mlir_lib_dir", lib), ("%shlibext", ".so"),
                 ("%PYTHON", python_command(build, pypath)),
                 ("%T", os.path.dirname(tmp)), ("%/s", path), ("%/t", tmp), ("%/T", os.path.dirname(tmp)),
                 ("%s", path), ("%t", tmp), ("%p", d), ("%S", d),
                 ("libmlir_runner_utils", "libcmlir_runner_utils"),
                 ("libmlir_c_runner_utils", "libcmlir_c_runner_utils")):
        cmd = cmd.replace(k, v)
    tools = {"mlir-opt": f"{b}/bin/cmlir-opt", "mlir-translate": f"{b}/bin/cmlir-translate",
             "mlir-cpu-runner": f"{b}/bin/cmlir-cpu-runner", "FileCheck": f"{L13}/FileCheck",
             "not": f"{L13}/not", "count": f"{L13}/count", "split-file": f"{L13}/split-file"}
    tools.update({f"toyc-ch{n}": f"{b}/bin/toyc-ch{n}" for n in range(1, 8)})
    for name in sorted(tools, key=len, reverse=True):
        cmd = re.sub(r"(?<![\w/.=-])" + re.escape(name) + r"(?![\w.-])", tools[name], cmd)
    return cmd


def run_file(test, rel, a):
    path = os.path.join(test, rel)
    if not os.path.isfile(path):
        return rel, False, f"no such upstream file: {path}"
    with tempfile.TemporaryDirectory() as td:
        for rl in run_lines(path):
            cmd = substitute(rl, path, os.path.join(td, "t"), a.build, a.pythonpath)
            try:
                p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=td, capture_output=True,
                                   text=True, timeout=a.timeout, errors="replace")
            except subprocess.TimeoutExpired:
                return rel, False, f"timeout after {a.timeout} s: RUN: {rl}"
            if p.returncode != 0:
                tail = "\n".join(((p.stderr or "") + (p.stdout or "")).strip().splitlines()[:8])
                return rel, False, f"RUN: {rl}\n{tail}"
    return rel, True, ""


def read_list(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.lstrip().startswith("#")]


def area(rel):
    """The area of a file for the report: its directory, at most two levels."""
    parts = rel.split("/")[:-1]
    return "/".join(parts[:2]) if parts else "."


def run_all(test, files, a):
    results = {}
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for rel, passed, why in ex.map(lambda r: run_file(test, r, a), files):
            results[rel] = (passed, why)
            if a.verbose:
                print(("PASS " if passed else "FAIL ") + rel, flush=True)
    return results


def write_log(log, results):
    os.makedirs(os.path.dirname(os.path.abspath(log)), exist_ok=True)
    with open(log, "w") as f:
        for rel, (passed, why) in results.items():
            if not passed:
                f.write(f"=== FAIL {rel}\n{why}\n\n")


def report(results, markdown):
    tot, ok = collections.Counter(), collections.Counter()
    for rel, (passed, _) in results.items():
        tot[area(rel)] += 1
        ok[area(rel)] += passed
    if markdown:  # one row per top-level directory, with its passing parts
        top = lambda k: k.split("/")[0]
        ttot, tok = collections.Counter(), collections.Counter()
        for k in tot:
            ttot[top(k)] += tot[k]
            tok[top(k)] += ok[k]
        print("| area | files passing | where |\n| --- | --- | --- |")
        for t in sorted(ttot):
            parts = ", ".join(f"{k.split('/', 1)[1]} {ok[k]}/{tot[k]}" for k in sorted(tot)
                              if top(k) == t and "/" in k and ok[k])
            print(f"| {t} | {tok[t]}/{ttot[t]} | {parts} |")
        print(f"| **all** | **{sum(ok.values())}/{len(results)}** | |")
    else:
        for k in sorted(tot):
            print(f"{k:44s} {ok[k]:4d}/{tot[k]}")


PASSING_HEADER = """\
# Upstream MLIR 13.0.1 test files that cmlir passes: the ratchet.  ctest's
# `upstream_ratchet` runs exactly these (scripts/upstream_suite.py --check)
# and fails when one stops passing.  Maintained by
#   python3 scripts/upstream_suite.py --update
# which adds newly passing files of visible.list and never drops one.
# See docs/testing.md ("Upstream's test suite").
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("prefixes", nargs="*")
    ap.add_argument("--build", default="build")
    ap.add_argument("--check", metavar="LIST", help="run only these files; exit 1 if one fails")
    ap.add_argument("--update", action="store_true", help="rewrite --passing from a full run")
    ap.add_argument("--allow-shrink", action="store_true",
                    help="with --update: also drop files that no longer pass")
    ap.add_argument("--list", default=VISIBLE, help="the visible list (default %(default)s)")
    ap.add_argument("--passing", default=PASSING, help="the passing list (default %(default)s)")
    ap.add_argument("--upstream-dir", help="cache directory (default $CMLIR_UPSTREAM_DIR or /tmp/cmlir-upstream-13)")
    ap.add_argument("--pythonpath")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--log")
    ap.add_argument("--markdown", action="store_true", help="per-area counts as a markdown table")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if a.check and a.update:
        ap.error("--check and --update are exclusive")
    a.pythonpath = a.pythonpath or os.path.join(os.path.abspath(a.build), "python_packages")
    log = a.log or os.path.join(a.build, "upstream-suite.log")

    if os.environ.get("CMLIR_UPSTREAM_SKIP", "") not in ("", "0"):
        print("upstream-suite: SKIPPED (CMLIR_UPSTREAM_SKIP is set)")
        return SKIP
    if not os.path.exists(os.path.join(a.build, "bin", "cmlir-opt")):
        print(f"upstream-suite: error: {a.build}/bin/cmlir-opt does not exist (build first)",
              file=sys.stderr)
        return 2
    try:
        test = fetch(a)
    except (FetchError, OSError) as e:
        print(f"upstream-suite: error: cannot get upstream's test files: {e}\n"
              "upstream-suite: the files come from Debian's source package llvm-toolchain-13 "
              "(apt-get source, needs root and a Debian mirror); set CMLIR_UPSTREAM_DIR to a "
              "directory holding mlir/test, or CMLIR_UPSTREAM_SKIP=1 to skip this test",
              file=sys.stderr)
        return 2

    if a.check:
        files = read_list(a.check)
        if a.prefixes:
            files = [f for f in files if any(f.startswith(p) for p in a.prefixes)]
        results = run_all(test, files, a)
        write_log(log, results)
        bad = [r for r, (p, _) in results.items() if not p]
        for rel in bad:
            print(f"upstream-ratchet: FAIL {rel}\n  " + results[rel][1].replace("\n", "\n  "))
        print(f"upstream-ratchet: {len(files) - len(bad)}/{len(files)} files of "
              f"{os.path.relpath(a.check)} pass")
        if bad:
            print("upstream-ratchet: these files passed before and fail now; fix the "
                  "regression (see docs/testing.md)")
        return 1 if bad else 0

    files = read_list(a.list)
    if a.prefixes and not a.update:
        files = [f for f in files if any(f.startswith(p) for p in a.prefixes)]
    results = run_all(test, files, a)
    write_log(log, results)
    report(results, a.markdown)
    npass = sum(p for p, _ in results.values())
    print(f"(failures with their output: {log})")
    print(f"upstream-suite: {npass}/{len(files)} files pass")
    if not a.update:
        return 0

    old = read_list(a.passing) if os.path.exists(a.passing) else []
    now = {r for r, (p, _) in results.items() if p}
    added = sorted(now - set(old))
    lost = sorted(set(old) - now)
    keep = now if a.allow_shrink else now | set(old)
    with open(a.passing, "w") as f:
        f.write(PASSING_HEADER)
        for rel in sorted(keep):
            f.write(rel + "\n")
    for rel in added:
        print(f"upstream-ratchet: added {rel}")
    for rel in lost:
        print(f"upstream-ratchet: {'dropped' if a.allow_shrink else 'KEPT (fails now)'} {rel}")
    print(f"upstream-ratchet: {os.path.relpath(a.passing)} lists {len(keep)} files")
    return 1 if lost and not a.allow_shrink else 0


if __name__ == "__main__":
    sys.exit(main())
