#!/usr/bin/env bash
# test.sh - build everything and run every test.
#
#   build-asan/  sanitizer build (ASan + UBSan), ctest
#   build/       normal build (-Werror), ctest  <- its summary is the last line
#
# Exits non-zero if any build or test fails.  Non-interactive (CI=true is
# fine).  Env: JOBS (parallelism), CC (compiler), SKIP_ASAN=1.
set -u
cd "$(dirname "$0")/.." || exit 1
. scripts/deps.sh
cmlir_deps_core
cmlir_deps_upstream
cmlir_deps_llvm
cmlir_deps_clang
cmlir_deps_python
cmlir_install || exit 1

export DEBIAN_FRONTEND=noninteractive
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
ASAN_CC=${CC:-}
if [ -z "$ASAN_CC" ]; then
  if command -v clang-14 >/dev/null 2>&1 && \
     ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.asan-*.a >/dev/null 2>&1; then
    ASAN_CC=clang-14
  else
    ASAN_CC=gcc
  fi
fi
# Sanitizer settings: any report fails the test.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# LeakSanitizer's root-region pass costs about 0.18 s of CPU at every exit of
# a sanitized tool (it faults in the runtime's untouched BSS) and cmlir
# registers no root regions: without it the sanitizer lit run takes a third
# less CPU, and leaks are still reported (docs/testing.md).
export LSAN_OPTIONS=${LSAN_OPTIONS:-use_root_regions=0}

# The lit suite runs in both builds; the second replays the upstream oracle
# results of the first for identical invocations (scripts/upstream_cache.py).
export CMLIR_UPSTREAM_CACHE=${CMLIR_UPSTREAM_CACHE:-$PWD/build-upstream-cache}
mkdir -p "$CMLIR_UPSTREAM_CACHE"

configure() { # dir cc extra-args...
  dir=$1; cc=$2; shift 2
  CC=$cc cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >"$dir.configure.log" 2>&1 \
    || { cat "$dir.configure.log"; rm -f "$dir.configure.log"; return 1; }
  rm -f "$dir.configure.log"
}

status=0
asan_summary=""
if [ "${SKIP_ASAN:-0}" != 1 ]; then
  echo "== sanitizer build (build-asan, $ASAN_CC)"
  mkdir -p build-asan
  if configure build-asan "$ASAN_CC" -DCMLIR_SANITIZE=ON -DCMLIR_WERROR=ON && \
     ninja -C build-asan -j "$JOBS" >build-asan/ninja.log 2>&1; then
    (cd build-asan && ctest --output-on-failure -j "$JOBS") >build-asan/ctest.log 2>&1
    rc=$?
    asan_summary=$(grep -E 'tests passed|tests failed' build-asan/ctest.log | tail -1)
    if [ $rc != 0 ]; then
      status=1
      cat build-asan/ctest.log
    fi
    echo "== sanitizer build: ${asan_summary:-no tests}"
  else
    cat build-asan/ninja.log 2>/dev/null
    echo "== sanitizer build FAILED"
    status=1
  fi
fi

echo "== normal build (build, gcc -Werror)"
mkdir -p build
if ! configure build "${CC:-gcc}" -DCMLIR_WERROR=ON || \
   ! ninja -C build -j "$JOBS" >build/ninja.log 2>&1; then
  cat build/ninja.log 2>/dev/null
  echo "== normal build FAILED"
  # Keep the contract: the last line is a ctest-style summary.
  echo "0% tests passed, 1 tests failed out of 1"
  exit 1
fi
# ctest prints "N% tests passed, M tests failed out of K" followed by the
# total time (and, on failure, the list of failed tests); move the summary
# line to the very end so it is the last line of this script's output.
(cd build && ctest --output-on-failure -j "$JOBS") 2>&1 | awk '
  /tests passed, .* tests failed out of/ { summary = $0; next }
  { print; fflush() }
  END { if (summary != "") print summary; else print "0% tests passed, 1 tests failed out of 1" }'
rc=${PIPESTATUS[0]}
[ "$rc" != 0 ] && status=1
exit $status
