#!/usr/bin/env bash
# lower.sh - benchmark the lowering to the LLVM dialect
# (-convert-memref-to-llvm -convert-std-to-llvm) of cmlir-opt against
# mlir-opt-13 on a large std + memref module (bench/gen_std.py): checks
# that both outputs are identical, then wall time and peak RSS of each tool
# (best of REPS, via bench/run.sh), threaded and single-threaded.
#
# usage: bench/lower.sh [input.mlir]   (default: generate bench/out/std-<N>mb-s<SEED>.mlir)
# env:   BUILD=build, SIZE_MB=20, REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE_MB=${SIZE_MB:-20}
SEED=${SEED:-1}
export BUILD REPS=${REPS:-3}
OURS=$PWD/$BUILD/bin/cmlir-opt
FLAGS="-convert-memref-to-llvm -convert-std-to-llvm"

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/std-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen_std.py --size-mb "$SIZE_MB" --seed "$SEED" -o "$INPUT"
  fi
fi

# The outputs must agree before timing means anything.
tmp=${TMPDIR:-/tmp}/lower-bench.$$
# shellcheck disable=SC2086
"$OURS" $FLAGS "$INPUT" > "$tmp.ours"
# shellcheck disable=SC2086
mlir-opt-13 $FLAGS "$INPUT" > "$tmp.theirs"
if cmp -s "$tmp.ours" "$tmp.theirs"; then
  echo "output of '$FLAGS': identical to mlir-opt-13"
else
  echo "output of '$FLAGS': DIFFERS from mlir-opt-13"
fi
rm -f "$tmp.ours" "$tmp.theirs"

run() { # <label> <flags for both tools>
  echo
  echo "== $1: $2"
  CMLIR_FLAGS="$2" UPSTREAM_FLAGS="$2" bash bench/run.sh "$INPUT" | tail -4
}
run "lowering (threads)" "$FLAGS"
run "lowering (one thread)" "$FLAGS -mlir-disable-threading"
