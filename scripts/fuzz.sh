#!/usr/bin/env bash
# fuzz.sh - build the libFuzzer parser target (build-fuzz/, clang-14 with
# -fsanitize=fuzzer,address,undefined) and fuzz for SECONDS (default 600).
#
# usage: scripts/fuzz.sh [SECONDS] [extra libFuzzer args...]
# env:   JOBS (parallel fuzz workers, default 1), CORPUS (working corpus dir,
#        default fuzz/corpus-run, seeded from fuzz/corpus).
# Crash / leak / timeout reproducers are written to fuzz/crashes/.
set -eu
cd "$(dirname "$0")/.."
. scripts/deps.sh
cmlir_deps_core
cmlir_deps_clang
cmlir_install

SECONDS_TO_RUN=${1:-600}
[ $# -ge 1 ] && shift
WORKERS=${JOBS:-1}
CORPUS=${CORPUS:-fuzz/corpus-run}

CC=clang-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMLIR_FUZZ=ON -DCMLIR_WERROR=OFF >/dev/null
ninja -C build-fuzz parser_fuzzer >/dev/null

mkdir -p "$CORPUS" fuzz/crashes
cp -n fuzz/corpus/* "$CORPUS"/ 2>/dev/null || true

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
echo "== fuzzing for ${SECONDS_TO_RUN}s (workers: $WORKERS, corpus: $CORPUS)"
par=()
[ "$WORKERS" -gt 1 ] && par=(-jobs="$WORKERS" -workers="$WORKERS")
set +e
build-fuzz/bin/parser_fuzzer \
  -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=fuzz/crashes/ -dict=fuzz/mlir.dict -print_final_stats=1 \
  "${par[@]}" "$@" "$CORPUS" fuzz/corpus
rc=$?
set -e
if [ "$WORKERS" -gt 1 ]; then cat fuzz-*.log 2>/dev/null | tail -40; rm -f fuzz-*.log; fi
n=$(find fuzz/crashes -type f ! -name README.md | wc -l)
echo "== fuzzer exit status $rc; $n reproducer(s) in fuzz/crashes/"
exit $rc
