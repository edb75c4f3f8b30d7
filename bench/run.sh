#!/usr/bin/env bash
# shellcheck disable=SC2086  # CMLIR_FLAGS / UPSTREAM_FLAGS are word-split on purpose
# run.sh - benchmark cmlir-opt against mlir-opt-13 on the same input.
#
# Both tools parse, verify and print the module (to /dev/null).  Each is run
# REPS times (default 3); the best wall time and the best peak RSS are kept.
#
# usage: bench/run.sh [input.mlir]        (default: generate bench/out/bench.mlir)
# env:   BUILD=build (dir with bin/cmlir-opt), SIZE_MB=30, REPS=3, SEED=1,
#        CMLIR_FLAGS / UPSTREAM_FLAGS: extra flags for each tool.
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
SIZE_MB=${SIZE_MB:-30}
SEED=${SEED:-1}
OURS=${CMLIR_OPT:-$ROOT/$BUILD/bin/cmlir-opt}
UPSTREAM=${UPSTREAM_OPT:-mlir-opt-13}

if [ ! -x /usr/bin/time ]; then
  echo "== installing time" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q time >/dev/null 2>&1 || { apt-get update -q >/dev/null; apt-get install -y -q time >/dev/null; }
fi
if [ ! -x "$OURS" ]; then
  echo "error: $OURS not found; build first (cmake -S . -B $BUILD -G Ninja && ninja -C $BUILD)" >&2
  exit 1
fi
command -v "$UPSTREAM" >/dev/null || { echo "error: $UPSTREAM not found (apt-get install mlir-13-tools)" >&2; exit 1; }

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/bench-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen.py --size-mb "$SIZE_MB" --seed "$SEED" -o "$INPUT"
  fi
fi

. bench/measure.sh

# Check that both tools accept the input before timing.
"$OURS" -allow-unregistered-dialect ${CMLIR_FLAGS:-} "$INPUT" >/dev/null 2>/tmp/cmlir-bench-err.$$ || {
  echo "error: cmlir-opt failed on $INPUT:" >&2; head -5 /tmp/cmlir-bench-err.$$ >&2; rm -f /tmp/cmlir-bench-err.$$; exit 1; }
rm -f /tmp/cmlir-bench-err.$$

size=$(stat -c %s "$INPUT")
echo "input: $INPUT ($((size / 1024 / 1024)) MB), best of $REPS"
read -r ut um < <(measure upstream "$UPSTREAM" -allow-unregistered-dialect ${UPSTREAM_FLAGS:-} "$INPUT")
read -r ot om < <(measure cmlir "$OURS" -allow-unregistered-dialect ${CMLIR_FLAGS:-} "$INPUT")
printf '%-12s %10s %14s\n' tool 'time (s)' 'peak RSS (MB)'
printf '%-12s %10s %14.1f\n' mlir-opt-13 "$ut" "$(awk "BEGIN{print $um/1024}")"
printf '%-12s %10s %14.1f\n' cmlir-opt "$ot" "$(awk "BEGIN{print $om/1024}")"
awk -v ut="$ut" -v ot="$ot" -v um="$um" -v om="$om" 'BEGIN{
  sp = (ot > 0) ? ut / ot : 0;
  printf "speedup (upstream_time/ours): %.2fx\n", sp;
  printf "memory  (ours_rss/upstream_rss): %.3f\n", om / um }'
