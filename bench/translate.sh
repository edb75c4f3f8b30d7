#!/usr/bin/env bash
# translate.sh - time `cmlir-translate --mlir-to-llvmir` against
# `mlir-translate-13 --mlir-to-llvmir` on the same LLVM-dialect input.
#
# Both tools parse, verify and translate the module and write the LLVM IR
# (to /dev/null).  Each is run REPS times (default 3); the best wall time
# and the best peak RSS are kept, and the ratios are printed.  The outputs
# are also compared once (they are expected to be identical on this input).
#
# usage: bench/translate.sh [input.mlir]   (default: generate with gen_llvm.py)
# env:   BUILD=build (dir with bin/cmlir-translate), SIZE_MB=30, REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD:-build}
REPS=${REPS:-3}
SIZE_MB=${SIZE_MB:-30}
SEED=${SEED:-1}
OURS=${CMLIR_TRANSLATE:-$ROOT/$BUILD/bin/cmlir-translate}
UPSTREAM=${UPSTREAM_TRANSLATE:-mlir-translate-13}

if [ ! -x /usr/bin/time ]; then
  echo "error: /usr/bin/time not found (apt-get install time)" >&2
  exit 1
fi
if [ ! -x "$OURS" ]; then
  echo "error: $OURS not found; build first" >&2
  exit 1
fi
command -v "$UPSTREAM" >/dev/null || { echo "error: $UPSTREAM not found" >&2; exit 1; }

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/llvm-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen_llvm.py --size-mb "$SIZE_MB" --seed "$SEED" -o "$INPUT"
  fi
fi

. bench/measure.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$OURS" --mlir-to-llvmir "$INPUT" -o "$tmp/ours.ll"
"$UPSTREAM" --mlir-to-llvmir "$INPUT" -o "$tmp/upstream.ll"
if cmp -s "$tmp/ours.ll" "$tmp/upstream.ll"; then same=identical; else same=different; fi
rm -f "$tmp/ours.ll" "$tmp/upstream.ll"

size=$(stat -c %s "$INPUT")
echo "input: $INPUT ($((size / 1024 / 1024)) MB), best of $REPS; outputs $same"
read -r ut um < <(measure upstream "$UPSTREAM" --mlir-to-llvmir "$INPUT")
read -r ot om < <(measure cmlir "$OURS" --mlir-to-llvmir "$INPUT")
printf '%-18s %10s %14s\n' tool 'time (s)' 'peak RSS (MB)'
printf '%-18s %10s %14.1f\n' mlir-translate-13 "$ut" "$(awk "BEGIN{print $um/1024}")"
printf '%-18s %10s %14.1f\n' cmlir-translate "$ot" "$(awk "BEGIN{print $om/1024}")"
awk -v ut="$ut" -v ot="$ot" -v um="$um" -v om="$om" 'BEGIN{
  sp = (ot > 0) ? ut / ot : 0;
  printf "speedup (upstream_time/ours): %.2fx\n", sp;
  printf "memory  (ours_rss/upstream_rss): %.3f\n", om / um }'
