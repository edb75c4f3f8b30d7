#!/usr/bin/env bash
# lower.sh - benchmark the lowering of a std + memref + scf module
# (bench/gen_std.py --scf: scf.for loops with iter_args and scf.if with
# results in every function) to the LLVM dialect
# (-convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm), and
# the whole pipeline to LLVM IR text (`cmlir-opt ... | cmlir-translate
# --mlir-to-llvmir` against `mlir-opt-13 ... | mlir-translate-13
# --mlir-to-llvmir`).  Checks that both tools' outputs are identical, then
# measures wall time and peak RSS of each (best of REPS), threaded and
# single-threaded.  For the pipeline, the peak RSS is the sum of the two
# processes' peaks (they run at the same time).
#
# usage: bench/lower.sh [input.mlir]   (default: generate bench/out/scf-<N>mb-s<SEED>.mlir)
# env:   BUILD=build, SIZE_MB=10, REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE_MB=${SIZE_MB:-10}
SEED=${SEED:-1}
export BUILD REPS=${REPS:-3}
OURS=$PWD/$BUILD/bin/cmlir-opt
OURS_TR=$PWD/$BUILD/bin/cmlir-translate
FLAGS="-convert-scf-to-std -convert-memref-to-llvm -convert-std-to-llvm"

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/scf-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen_std.py --size-mb "$SIZE_MB" --seed "$SEED" --scf -o "$INPUT"
  fi
fi

# The outputs must agree before timing means anything.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
"$OURS" $FLAGS "$INPUT" > "$tmp/ours.mlir"
# shellcheck disable=SC2086
mlir-opt-13 $FLAGS "$INPUT" > "$tmp/theirs.mlir"
if cmp -s "$tmp/ours.mlir" "$tmp/theirs.mlir"; then
  echo "output of '$FLAGS': identical to mlir-opt-13"
else
  echo "output of '$FLAGS': DIFFERS from mlir-opt-13"
fi
"$OURS_TR" --mlir-to-llvmir "$tmp/ours.mlir" > "$tmp/ours.ll"
mlir-translate-13 --mlir-to-llvmir "$tmp/theirs.mlir" > "$tmp/theirs.ll"
if cmp -s "$tmp/ours.ll" "$tmp/theirs.ll"; then
  echo "LLVM IR of the pipeline: identical to mlir-translate-13's"
else
  echo "LLVM IR of the pipeline: DIFFERS from mlir-translate-13's" \
       "($(diff "$tmp/ours.ll" "$tmp/theirs.ll" | grep -c '^<') lines)"
fi
rm -f "$tmp"/*.mlir "$tmp"/*.ll

run() { # <label> <flags for both tools>
  echo
  echo "== $1: $2"
  CMLIR_FLAGS="$2" UPSTREAM_FLAGS="$2" bash bench/run.sh "$INPUT" | tail -4
}
run "lowering (threads)" "$FLAGS"
run "lowering (one thread)" "$FLAGS -mlir-disable-threading"

# pipe_once <opt> <translate> <opt flags>: prints "wall rss_kb_sum" of one
# run of `opt FLAGS INPUT | translate --mlir-to-llvmir > /dev/null`.
pipe_once() {
  local s e
  s=$(date +%s.%N)
  # shellcheck disable=SC2086
  /usr/bin/time -o "$tmp/t1" -f '%M' "$1" $3 "$INPUT" |
    /usr/bin/time -o "$tmp/t2" -f '%M' "$2" --mlir-to-llvmir > /dev/null
  e=$(date +%s.%N)
  echo "$(awk -v s="$s" -v e="$e" 'BEGIN{printf "%.2f", e - s}')" \
       "$(( $(tail -1 "$tmp/t1") + $(tail -1 "$tmp/t2") ))"
}
pipe() { # <label> <opt flags>
  local bt="" bm="" ut="" um="" t m
  for _ in $(seq "$REPS"); do
    read -r t m < <(pipe_once mlir-opt-13 mlir-translate-13 "$2")
    if [ -z "$ut" ] || awk "BEGIN{exit !($t < $ut)}"; then ut=$t; fi
    if [ -z "$um" ] || [ "$m" -lt "$um" ]; then um=$m; fi
    read -r t m < <(pipe_once "$OURS" "$OURS_TR" "$2")
    if [ -z "$bt" ] || awk "BEGIN{exit !($t < $bt)}"; then bt=$t; fi
    if [ -z "$bm" ] || [ "$m" -lt "$bm" ]; then bm=$m; fi
  done
  echo
  echo "== $1: opt $2 | translate --mlir-to-llvmir"
  printf '%-12s %10s %14s\n' tools 'time (s)' 'peak RSS (MB)'
  printf '%-12s %10s %14.1f\n' upstream-13 "$ut" "$(awk "BEGIN{print $um/1024}")"
  printf '%-12s %10s %14.1f\n' cmlir "$bt" "$(awk "BEGIN{print $bm/1024}")"
  awk -v ut="$ut" -v ot="$bt" -v um="$um" -v om="$bm" 'BEGIN{
    printf "speedup (upstream_time/ours): %.2fx\n", (ot > 0) ? ut / ot : 0;
    printf "memory  (ours_rss/upstream_rss): %.3f\n", om / um }'
}
pipe "to LLVM IR (threads)" "$FLAGS"
pipe "to LLVM IR (one thread)" "$FLAGS -mlir-disable-threading"
