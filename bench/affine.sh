#!/usr/bin/env bash
# affine.sh - benchmark the affine pipelines of cmlir-opt against mlir-opt-13
# on a large module of affine loop nests (bench/gen_affine.py):
#   -affine-loop-fusion
#   -affine-loop-fusion -affine-scalrep
#   -affine-loop-tile -affine-loop-unroll
#   -lower-affine
#   -affine-data-copy-generate -affine-pipeline-data-transfer
# For each: whether the outputs are identical, then wall time and peak RSS
# of both tools (best of REPS, via bench/run.sh) and their ratios.
# Pipelines a tool does not register are reported and skipped.
#
# usage: bench/affine.sh [input.mlir]   (default: generate bench/out/affine-<N>mb.mlir)
# env:   BUILD=build, SIZE_MB=2, REPS=3, SEED=1
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE_MB=${SIZE_MB:-2}
SEED=${SEED:-1}
export BUILD REPS=${REPS:-3}
OURS=$PWD/$BUILD/bin/cmlir-opt

if [ $# -ge 1 ]; then
  INPUT=$1
else
  mkdir -p bench/out
  INPUT=bench/out/affine-${SIZE_MB}mb-s$SEED.mlir
  if [ ! -f "$INPUT" ]; then
    echo "== generating $INPUT (${SIZE_MB} MB)" >&2
    python3 bench/gen_affine.py --size-mb "$SIZE_MB" --seed "$SEED" -o "$INPUT"
  fi
fi

has() { # <flags>: every pass of the flags is registered in cmlir-opt
  local f
  for f in $1; do
    f=${f#-}; f=${f%%=*}
    "$OURS" --help | grep -q -- "--$f " || "$OURS" --help | grep -q -- "--$f\$" || return 1
  done
}

check() { # <flags>
  # shellcheck disable=SC2086
  "$OURS" $1 "$INPUT" > /tmp/affine-bench-ours.$$ 2>/dev/null || true
  # shellcheck disable=SC2086
  mlir-opt-13 $1 "$INPUT" > /tmp/affine-bench-theirs.$$ 2>/dev/null || true
  if cmp -s /tmp/affine-bench-ours.$$ /tmp/affine-bench-theirs.$$; then
    echo "output of '$1': identical to mlir-opt-13"
  else
    echo "output of '$1': DIFFERS from mlir-opt-13"
  fi
  rm -f /tmp/affine-bench-ours.$$ /tmp/affine-bench-theirs.$$
}

for flags in "-affine-loop-fusion" \
             "-affine-loop-fusion -affine-scalrep" \
             "-affine-loop-tile -affine-loop-unroll" \
             "-lower-affine" \
             "-affine-data-copy-generate -affine-pipeline-data-transfer"; do
  echo
  if ! has "$flags"; then
    echo "== $flags: not registered in cmlir-opt, skipped"
    continue
  fi
  check "$flags"
  echo "== $flags"
  CMLIR_FLAGS="$flags" UPSTREAM_FLAGS="$flags" bash bench/run.sh "$INPUT" | tail -4
done
